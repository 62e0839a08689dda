package ui

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"strings"

	"github.com/sizewise/sizewise/app/i18n"
)

// Version is the build's version, shown in the footer. The wasm build reads it
// from go-app's environment (GOAPP_VERSION) at start.
var Version = "dev"

// shortVersion is Version as a reader sees it (footer, printed report,
// Markdown): the build's first 7 characters, as git abbreviates a
// revision ("07fef85"), without the asset hash that only renews the
// offline cache.
func shortVersion() string {
	v, _, _ := strings.Cut(Version, "-")
	if len(v) > 7 {
		v = v[:7]
	}
	return v
}

// framed is set in the browser when the app runs inside a frame (a
// documentation page embedding a calculator). Only /embed/ pages may be
// drawn there: the server forbids framing the others, but navigation inside
// the app does not reload the page, so the app checks itself.
var framed bool

// InitFrame reads whether the app runs in a frame; called once at start.
func InitFrame() {
	w := app.Window()
	framed = !w.Get("top").Equal(w.Get("self"))
}

// page wraps a page body in the shared layout; inside a frame it draws only
// a way out (see framed).
func page(body ...app.UI) app.UI {
	if framed {
		return framedPage()
	}
	return app.Div().Class("sw-app").Body(
		app.A().Class("sw-skip").Href("#main").Text(t("layout.skip")),
		&Header{},
		&FaultBanner{},
		app.Main().ID("main").Class("sw-main").Body(body...),
		app.Footer().Class("sw-footer").Body(
			app.Span().Text(t("layout.footer.version", shortVersion())),
			app.Span().Text(t("layout.footer.tail")),
		),
	)
}

// framedPage is what a non-embed page shows inside a frame: nothing of the
// site (no plans, no navigation), a link to open it in a tab of its own.
func framedPage() app.UI {
	href := "/"
	if !app.IsServer {
		href = app.Window().URL().String()
	}
	return app.Div().Class("sw-app sw-embed").Body(
		app.Main().ID("main").Class("sw-main sw-framed").Body(
			app.P().Text(t("embed.framed")),
			app.A().ID("sw-open-top").Class("sw-btn").Href(href).Target("_blank").Rel("noopener").Text(t("embed.open_full")),
		),
	)
}

// themeKey is the localStorage key of the chosen theme.
const themeKey = "sizewise.theme"

// Header is the top bar: brand, theme switch and the update banner.
type Header struct {
	app.Compo
	theme           string // "auto", "light" or "dark"
	updateAvailable bool
}

// OnMount applies the remembered theme and marks the app as running.
func (h *Header) OnMount(ctx app.Context) {
	defer hook("mount")
	var t string
	if err := ctx.LocalStorage().Get(themeKey, &t); err != nil || t == "" {
		t = "auto"
	}
	h.applyTheme(t)
	h.updateAvailable = ctx.AppUpdateAvailable()
	markReady(ctx)
}

// markReady sets html[data-wasm=ready] once the WebAssembly app has mounted
// (the browser tests and benchmarks wait for it) and exposes
// window.sizewiseSettled through ctx, the mounted component's.
func markReady(ctx app.Context) {
	settle.install(ctx)
	app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-wasm", "ready")
}

// embedPage wraps a calculator for an iframe: no header, footer or
// navigation, only a link to open the full page.
func embedPage(fullURL string, body ...app.UI) app.UI {
	return app.Div().Class("sw-app sw-embed").Body(
		&EmbedBar{FullURL: fullURL},
		&FaultBanner{},
		app.Main().ID("main").Class("sw-main").Body(body...),
	)
}

// EmbedBar is the slim bar of an embedded calculator. FullURL (an attribute)
// is the same calculator and inputs on the full site.
type EmbedBar struct {
	app.Compo
	FullURL string
}

// OnMount applies the theme asked by the embedding page (?theme=dark) and
// marks the app as running.
func (e *EmbedBar) OnMount(ctx app.Context) {
	defer hook("mount")
	if t := ctx.Page().URL().Query().Get("theme"); t == "light" || t == "dark" {
		app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-theme", t)
	}
	markReady(ctx)
}

// Render draws the bar.
func (e *EmbedBar) Render() app.UI { return guardRender(e, "embedbar", e.render) }

func (e *EmbedBar) render() app.UI {
	return app.Div().Class("sw-embed-bar").Body(
		app.A().Href(e.FullURL).Target("_blank").Rel("noopener").Body(
			app.Img().Src("/web/icon.svg").Alt("").Width(18).Height(18),
			app.Span().Text(t("embed.open_full")),
		),
	)
}

// OnAppUpdate shows the banner offering to load a newly deployed version.
func (h *Header) OnAppUpdate(ctx app.Context) {
	defer hook("appupdate")
	h.updateAvailable = ctx.AppUpdateAvailable()
}

func (h *Header) applyTheme(t string) {
	h.theme = t
	app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-theme", t)
}

func (h *Header) cycleTheme(ctx app.Context, e app.Event) {
	next := map[string]string{"auto": "light", "light": "dark", "dark": "auto"}[h.theme]
	if next == "" {
		next = "light"
	}
	h.applyTheme(next)
	ctx.LocalStorage().Set(themeKey, next)
}

// Render draws the header.
func (h *Header) Render() app.UI { return guardRender(h, "header", h.render) }

func (h *Header) render() app.UI {
	theme := h.theme
	if theme != "light" && theme != "dark" {
		theme = "auto"
	}
	label := t("theme." + theme)
	return app.Header().Class("sw-header").Body(
		app.If(h.updateAvailable,
			app.Div().Class("sw-update").Role("status").Body(
				app.Span().Text(t("layout.update")),
				app.Button().Class("sw-btn sw-btn-small").Text(t("layout.reload")).OnClick(on(func(ctx app.Context, e app.Event) { ctx.Reload() }), "reload"),
			),
		),
		app.Div().Class("sw-header-inner").Body(
			app.A().Class("sw-brand").Href("/").Body(
				app.Img().Src("/web/icon.svg").Alt("").Width(28).Height(28),
				app.Span().Text(t("app.name")),
			),
			app.Span().Class("sw-tagline").Text(t("layout.tagline")),
			app.Nav().Class("sw-nav").Aria("label", t("nav.main")).Body(
				app.A().ID("sw-nav-plans").Class("sw-btn sw-btn-ghost").Href(PlansPath).Text(t("nav.plans")),
			),
			&Palette{},
			langSwitch(),
			app.Button().Class("sw-btn sw-btn-ghost sw-theme").
				Title(t("theme.title")).
				Aria("label", label).
				Body(
					app.Span().Class("sw-theme-icon").Aria("hidden", "true").Text("◐"),
					app.Span().Class("sw-theme-text").Text(label),
				).
				OnClick(on(h.cycleTheme), "theme"),
		),
	)
}

// langSwitch is the language selector of the header.
func langSwitch() app.UI {
	return app.Select().Class("sw-lang").Aria("label", t("lang.label")).Title(t("lang.switch")).
		OnChange(on(func(ctx app.Context, e app.Event) {
			setLang(ctx, i18n.Parse(ctx.JSSrc().Get("value").String()))
		}), "lang").
		Body(
			langOption(i18n.EN, "lang.en"),
			langOption(i18n.RU, "lang.ru"),
		)
}

func langOption(l i18n.Lang, key string) app.UI {
	o := app.Option().Value(l.String()).Text(t(key))
	if l == lang {
		o = o.Selected(true) // never Selected(false): it prerenders as selected
	}
	return o
}
