// Package docs holds the methodology pages (one per calculator) and the
// hosting and embedding guides, as Markdown. The same files are read on
// GitHub and shown by the app at /docs/<name>, offline like every page.
package docs

import "embed"

// FS holds every Markdown page of this directory.
//
//go:embed *.md
var FS embed.FS
