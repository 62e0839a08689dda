// Package ui is the Sizewise web app: go-app v9 components for the home page,
// one generic page per registered calculator, the 404 page and the shared
// layout (header with theme switch and update banner, footer).
//
// The components are thin: every number comes from the engine through the
// calc registry, so the page, the CLI and the static prerender agree. A
// calculator page keeps the raw text of each input in state (binding a float to
// an input's value breaks typing), evaluates on every keystroke, shows each
// problem at its field while the last good result stays visible, and mirrors
// the inputs into the URL with ReplaceURL so any state is a share link.
//
// Routes registers every route; both the browser build and the native static
// builder call it.
package ui
