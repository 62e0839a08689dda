//go:build !js

// Package web holds the static assets of the site (stylesheet, icons and, once
// built, app.wasm) and embeds them in the native binary, so a single
// bin/sizewise can build and serve the whole site on a laptop with no network.
package web

import "embed"

// FS holds every file of this directory; app.wasm is present once `make
// build` has compiled it (the static builder says so when it is missing).
//
//go:embed *
var FS embed.FS
