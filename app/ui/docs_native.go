//go:build !js

package ui

import (
	"io/fs"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/app/markdown"
	"github.com/sizewise/sizewise/docs"
	"github.com/sizewise/sizewise/engine/msg"
)

// readDoc reads a documentation file from package docs, at once: the
// static build prerenders every page with its text.
func readDoc(ctx app.Context, file string, done func(app.Context, string, bool)) {
	b, err := fs.ReadFile(docs.FS, file)
	done(ctx, string(b), err == nil)
}

// docBlocksIn reads and parses one page in lang: ru/<name>.md for Russian
// when there is one, else the English page.
func docBlocksIn(name string, l i18n.Lang) []markdown.Block {
	b, err := fs.ReadFile(docs.FS, docFile(name, l))
	if err != nil {
		return nil
	}
	return markdown.Parse(string(b))
}

// buildDocIndex derives the index from package docs: every page, its
// title (the first heading) in both languages, and its English headings.
func buildDocIndex() []docInfo {
	files, _ := fs.Glob(docs.FS, "*.md")
	var out []docInfo
	for _, f := range files {
		name := strings.TrimSuffix(f, ".md")
		en, _ := fs.ReadFile(docs.FS, f)
		ru, err := fs.ReadFile(docs.FS, "ru/"+f)
		d := docInfo{Name: name, RU: err == nil}
		blocks := markdown.Parse(string(en))
		d.Title = msg.T(markdown.Title(blocks))
		if d.RU {
			d.Title = d.Title.Given(msg.RU, markdown.Title(markdown.Parse(string(ru))))
		}
		for _, b := range blocks {
			if b.Kind == markdown.Heading {
				d.Headings = append(d.Headings, markdown.PlainText(b.Spans))
			}
		}
		out = append(out, d)
	}
	return out
}
