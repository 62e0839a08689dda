package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/app/markdown"
	"github.com/sizewise/sizewise/engine/msg"
)

// DocsPrefix starts the path of a documentation page: /docs/<name> shows
// docs/<name>.md (methodology of each calculator, hosting, embedding).
const DocsPrefix = "/docs/"

// DocsAssets is where the site serves the documentation's Markdown files
// (written by the static build from package docs, cached by the service
// worker for offline reading); app.wasm does not carry them.
const DocsAssets = "/web/docs/"

// docNames lists the documentation pages by name (file name without .md),
// from the index (docindex.go).
func docNames() []string {
	names := make([]string, len(docIndex))
	for i, d := range docIndex {
		names[i] = d.Name
	}
	return names
}

// docInfo is a documentation page as the index knows it: its name, its
// title in both languages, whether it has a Russian page, and its English
// headings (what search finds it by). The pages themselves are not in
// app.wasm: the browser fetches them (docs_js.go), the static build and
// the tests read them from package docs (docs_native.go).
type docInfo struct {
	Name     string
	Title    msg.Text
	RU       bool
	Headings []string
}

// docOf is the index entry of page name.
func docOf(name string) (docInfo, bool) {
	for _, d := range docIndex {
		if d.Name == name {
			return d, true
		}
	}
	return docInfo{}, false
}

// docFile is the file of page name in lang (falling back to English), as
// package docs and the site's /web/docs/ hold it.
func docFile(name string, l i18n.Lang) string {
	if d, ok := docOf(name); ok && l == i18n.RU && d.RU {
		return "ru/" + name + ".md"
	}
	return name + ".md"
}

// DocPage shows one documentation page. Name (an attribute) is its name.
type DocPage struct {
	app.Compo
	Name string

	file   string // the file blocks were read from
	blocks []markdown.Block
	failed bool
}

func (d *DocPage) title() string {
	if doc, ok := docOf(d.Name); ok {
		return doc.Title.In(lang)
	}
	return d.Name
}

// OnPreRender reads the page for the static build and sets its title.
func (d *DocPage) OnPreRender(ctx app.Context) {
	defer hook("prerender")
	d.load(ctx)
	ctx.Page().SetTitle(d.title() + " · Sizewise")
}

// OnNav sets the title in the browser and reads the page.
func (d *DocPage) OnNav(ctx app.Context) {
	defer hook("nav")
	ctx.Page().SetTitle(d.title() + " · Sizewise")
	d.load(ctx)
}

// load reads the page's file in the reader's language, unless it is read.
func (d *DocPage) load(ctx app.Context) {
	file := docFile(d.Name, lang)
	if d.file == file && (d.blocks != nil || d.failed) {
		return
	}
	d.file, d.blocks, d.failed = file, nil, false
	readDoc(ctx, file, func(ctx app.Context, text string, ok bool) {
		if d.file != file {
			return // the page changed meanwhile
		}
		if !ok {
			d.failed = true
			return
		}
		d.blocks = markdown.Parse(text)
	})
}

// Render draws the page in the reader's language; a page not yet written
// in Russian is shown in English with a note saying so.
func (d *DocPage) Render() app.UI { return guardRender(d, "doc", d.render) }

func (d *DocPage) render() app.UI {
	docLang := i18n.EN
	if strings.HasPrefix(d.file, "ru/") {
		docLang = i18n.RU
	}
	body := []app.UI{
		app.Nav().Class("sw-crumbs").Aria("label", t("nav.breadcrumb")).Body(
			app.A().Href("/").Text(t("nav.all")), app.Span().Text(" / "+d.title()),
		),
	}
	if lang != docLang {
		body = append(body, app.P().Class("sw-hint").Text(t("docs.english_only")))
	}
	var content []app.UI
	for _, b := range d.blocks {
		content = append(content, renderBlock(b))
	}
	switch {
	case d.failed:
		content = append(content, app.H1().Class("sw-title").Text(d.title()), app.P().Class("sw-notice").Role("alert").Text(t("docs.unavailable")))
	case d.blocks == nil:
		// being read (from the service worker's cache: a few milliseconds)
		content = append(content, app.H1().Class("sw-title").Text(d.title()))
	}
	body = append(body, app.Article().Class("sw-doc").Lang(string(docLang)).Aria("busy", d.blocks == nil && !d.failed).Body(content...))
	return page(body...)
}

func renderBlock(b markdown.Block) app.UI {
	switch b.Kind {
	case markdown.Heading:
		spans := renderSpans(b.Spans)
		switch b.Level {
		case 1:
			return app.H1().Class("sw-title").Body(spans...)
		case 2:
			return app.H2().Body(spans...)
		case 3:
			return app.H3().Body(spans...)
		}
		return app.H4().Body(spans...)
	case markdown.Paragraph:
		return app.P().Body(renderSpans(b.Spans)...)
	case markdown.List, markdown.OrderedList:
		items := make([]app.UI, len(b.Items))
		for i, it := range b.Items {
			items[i] = app.Li().Body(renderSpans(it)...)
		}
		if b.Kind == markdown.OrderedList {
			return app.Ol().Body(items...)
		}
		return app.Ul().Body(items...)
	case markdown.Table:
		if len(b.Rows) == 0 {
			return nil
		}
		head := make([]app.UI, len(b.Rows[0]))
		for i, c := range b.Rows[0] {
			head[i] = app.Th().Scope("col").Body(renderSpans(c)...)
		}
		rows := make([]app.UI, 0, len(b.Rows)-1)
		for _, r := range b.Rows[1:] {
			cells := make([]app.UI, len(r))
			for i, c := range r {
				cells[i] = app.Td().Body(renderSpans(c)...)
			}
			rows = append(rows, app.Tr().Body(cells...))
		}
		return app.Div().Class("sw-table-wrap").TabIndex(0).Role("region").Aria("label", markdown.PlainText(b.Rows[0][0])).Body(
			app.Table().Class("sw-table sw-doc-table").Body(app.THead().Body(app.Tr().Body(head...)), app.TBody().Body(rows...)),
		)
	case markdown.Code:
		return app.Pre().Body(app.Code().Text(b.Text))
	}
	return nil
}

func renderSpans(spans []markdown.Span) []app.UI {
	out := make([]app.UI, 0, len(spans))
	for _, s := range spans {
		switch s.Kind {
		case markdown.InlineCode:
			out = append(out, app.Code().Text(s.Text))
		case markdown.Strong:
			out = append(out, app.Strong().Text(s.Text))
		case markdown.Emphasis:
			out = append(out, app.Em().Text(s.Text))
		case markdown.Link:
			out = append(out, app.A().Href(docHref(s.Href)).Text(s.Text))
		default:
			out = append(out, app.Text(s.Text))
		}
	}
	return out
}

// docHref maps a link between Markdown files (vsa.md) to its page (/docs/vsa).
func docHref(h string) string {
	if strings.HasSuffix(h, ".md") && !strings.Contains(h, "/") {
		return DocsPrefix + strings.TrimSuffix(h, ".md")
	}
	return h
}
