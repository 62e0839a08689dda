// Package docs holds the methodology pages (one per calculator), the rule
// sets and the hosting and embedding guides, as Markdown: English in this
// directory, Russian in ru/ under the same names. The same files are read on
// GitHub and shown by the app at /docs/<name>, in the reader's language,
// offline like every page.
package docs

import "embed"

// FS holds every Markdown page: <name>.md (English) and ru/<name>.md.
//
//go:embed *.md ru/*.md
var FS embed.FS
