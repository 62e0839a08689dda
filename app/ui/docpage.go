package ui

import (
	"io/fs"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/app/markdown"
	"github.com/sizewise/sizewise/docs"
)

// DocsPrefix starts the path of a documentation page: /docs/<name> shows
// docs/<name>.md (methodology of each calculator, hosting, embedding).
const DocsPrefix = "/docs/"

// docNames lists the documentation pages by name (file name without .md).
func docNames() []string {
	files, _ := fs.Glob(docs.FS, "*.md")
	names := make([]string, len(files))
	for i, f := range files {
		names[i] = strings.TrimSuffix(f, ".md")
	}
	return names
}

// docBlocks reads and parses one page in English.
func docBlocks(name string) []markdown.Block { return docBlocksIn(name, i18n.EN) }

// docBlocksIn reads and parses one page in lang: ru/<name>.md for Russian
// when there is one, else the English page.
func docBlocksIn(name string, l i18n.Lang) []markdown.Block {
	b, err := fs.ReadFile(docs.FS, docFile(name, l))
	if err != nil {
		return nil
	}
	return markdown.Parse(string(b))
}

// docFile is the file of page name in lang (falling back to English).
func docFile(name string, l i18n.Lang) string {
	if l == i18n.RU {
		if _, err := fs.Stat(docs.FS, "ru/"+name+".md"); err == nil {
			return "ru/" + name + ".md"
		}
	}
	return name + ".md"
}

// DocPage shows one documentation page. Name (an attribute) is its name.
type DocPage struct {
	app.Compo
	Name string
}

func (d *DocPage) title() string { return markdown.Title(docBlocksIn(d.Name, lang)) }

// OnPreRender sets the title for the static page.
func (d *DocPage) OnPreRender(ctx app.Context) { ctx.Page().SetTitle(d.title() + " · Sizewise") }

// OnNav sets the title in the browser.
func (d *DocPage) OnNav(ctx app.Context) { ctx.Page().SetTitle(d.title() + " · Sizewise") }

// Render draws the page in the reader's language; a page not yet written
// in Russian is shown in English with a note saying so.
func (d *DocPage) Render() app.UI {
	blocks := docBlocksIn(d.Name, lang)
	docLang := i18n.EN
	if strings.HasPrefix(docFile(d.Name, lang), "ru/") {
		docLang = i18n.RU
	}
	body := []app.UI{
		app.Nav().Class("sw-crumbs").Aria("label", t("nav.breadcrumb")).Body(
			app.A().Href("/").Text(t("nav.all")), app.Span().Text(" / "+markdown.Title(blocks)),
		),
	}
	if lang != docLang {
		body = append(body, app.P().Class("sw-hint").Text(t("docs.english_only")))
	}
	var content []app.UI
	for _, b := range blocks {
		content = append(content, renderBlock(b))
	}
	body = append(body, app.Article().Class("sw-doc").Lang(string(docLang)).Body(content...))
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
