package ui

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/engine/calc"
)

// Home lists the calculators, one line each on what they answer.
type Home struct {
	app.Compo
}

// OnPreRender sets the page title for the static prerender.
func (h *Home) OnPreRender(ctx app.Context) {
	defer hook("prerender")
	ctx.Page().SetTitle(t("home.title"))
}

// OnNav sets the page title in the browser.
func (h *Home) OnNav(ctx app.Context) {
	defer hook("nav")
	ctx.Page().SetTitle(t("home.title"))
}

// Render draws the list.
func (h *Home) Render() app.UI { return guardRender(h, "home", h.render) }

func (h *Home) render() app.UI {
	all := calc.All()
	return page(
		app.Section().Class("sw-hero").Body(
			app.H1().Text(t("home.hero.title")),
			app.P().Text(t("home.hero.text")),
		),
		app.Ul().Class("sw-cards").Body(
			app.Range(all).Slice(func(i int) app.UI {
				m := all[i].Meta()
				return app.Li().Class("sw-card").Body(
					app.A().Href("/"+m.ID).Body(
						app.H2().Text(m.Title.In(lang)),
						app.P().Text(m.Question.In(lang)),
					),
				)
			}),
		),
		app.Section().Class("sw-home-more").Aria("labelledby", "sw-home-plans").Body(
			app.H2().ID("sw-home-plans").Text(t("home.plans.title")),
			app.P().Text(t("home.plans.text")),
			app.A().ID("sw-home-plans-link").Class("sw-btn").Href(PlansPath).Text(t("home.plans.open")),
		),
		app.Section().Class("sw-home-more").Aria("labelledby", "sw-home-docs").Body(
			app.H2().ID("sw-home-docs").Text(t("home.docs.title")),
			app.P().Text(t("home.docs.text")),
			app.Ul().Class("sw-doc-list").Body(
				app.Range(homeDocs()).Slice(func(i int) app.UI {
					d := homeDocs()[i]
					return app.Li().Body(app.A().Href(DocsPrefix + d.name).Text(d.title))
				}),
			),
		),
	)
}

// homeDoc is a documentation page listed on the home page.
type homeDoc struct{ name, title string }

// homeDocs lists the documentation pages: the calculators' methodology in
// the calculators' order, then the others (rule sets, embedding, hosting)
// by name; titles in the reader's language.
func homeDocs() []homeDoc {
	var out []homeDoc
	seen := map[string]bool{}
	names := docNames()
	for _, c := range calc.All() {
		m := c.Meta()
		if slices.Contains(names, m.ID) {
			out = append(out, homeDoc{m.ID, m.Title.In(lang)})
			seen[m.ID] = true
		}
	}
	for _, n := range names {
		if !seen[n] {
			d, _ := docOf(n)
			out = append(out, homeDoc{n, d.Title.In(lang)})
		}
	}
	return out
}

// NotFound is the page for unknown paths. Under /embed/ (Embed, or a path
// there) it is an embed's page: in a documentation page's frame it says the
// calculator does not exist and offers Sizewise in a tab of its own, and
// shows nothing else of the site.
type NotFound struct {
	app.Compo
	Embed bool

	embedPath bool
}

// OnPreRender sets the title for the static 404 page.
func (n *NotFound) OnPreRender(ctx app.Context) {
	defer hook("prerender")
	n.load(ctx)
}

// OnNav sets the title in the browser.
func (n *NotFound) OnNav(ctx app.Context) {
	defer hook("nav")
	n.load(ctx)
}

func (n *NotFound) load(ctx app.Context) {
	ctx.Page().SetTitle(t("notfound.title"))
	n.embedPath = strings.HasPrefix(ctx.Page().URL().Path, EmbedPrefix)
}

// Render draws the page with links to every calculator.
func (n *NotFound) Render() app.UI { return guardRender(n, "notfound", n.render) }

func (n *NotFound) render() app.UI {
	if n.Embed || n.embedPath {
		return embedPage("/",
			app.H1().Class("sw-title").Text(t("notfound.heading")),
			app.P().Text(t("embed.not_found")),
		)
	}
	all := calc.All()
	return page(
		app.Section().Class("sw-hero").Body(
			app.H1().Text(t("notfound.heading")),
			app.P().Text(t("notfound.text")),
		),
		app.Ul().Class("sw-list").Body(
			app.Range(all).Slice(func(i int) app.UI {
				m := all[i].Meta()
				return app.Li().Body(app.A().Href("/" + m.ID).Text(m.Title.In(lang)))
			}),
		),
	)
}
