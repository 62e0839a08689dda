package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/view"
)

// ResultsState is what the results panel shows.
type ResultsState struct {
	View      *view.Result
	Stale     bool // the shown result is not the inputs'
	Invalid   bool // because an input has a problem
	Problems  []string
	Copied    bool
	Running   bool
	Cancelled bool
	Stepped   bool // the calculator runs in the background (its bar stays mounted)
	Toolbar   ToolbarState
}

// ResultsPanel draws the results, the run bar and the toolbar.
type ResultsPanel struct {
	app.Compo
	Page  *CalcPage
	State ResultsState
}

// Render draws the panel.
func (rp *ResultsPanel) Render() app.UI { return guardRender(rp, "results", rp.render) }

func (rp *ResultsPanel) render() app.UI {
	s := rp.State
	p := rp.Page
	head := app.Div().Class("sw-results-head").Body(
		app.H2().Text(t("results.title")),
		app.If(s.View != nil, app.Button().Class("sw-btn sw-btn-small").Type("button").
			Text(t(map[bool]string{false: "results.copy_link", true: "results.link_copied"}[s.Copied])).
			OnClick(on(p.copyLink), "copy-link")),
	)
	cls := "sw-results"
	if s.Stale {
		cls += " sw-stale"
	}
	var metrics, details app.UI
	if s.View != nil {
		metrics, details = metricsView(s.View), detailsView(s.View, p.linkHref, p.Embed)
	}
	return app.Section().Class(cls).Aria("label", t("results.title")).Body(
		head,
		app.If(s.View != nil, &Toolbar{Page: p, State: s.Toolbar}),
		app.Div().Class("sw-live").Aria("live", "polite").Body(
			rp.renderProgress(),
			app.If(len(s.Problems) > 0, app.Div().Class("sw-notice").Role("alert").Body(
				app.Ul().Body(app.Range(s.Problems).Slice(func(i int) app.UI { return app.Li().Text(s.Problems[i]) })),
			)),
			app.If(s.Stale && s.Invalid, app.P().Class("sw-stale-note").Text(t("results.stale"))),
			metrics,
		),
		details,
	)
}

// renderProgress is the progress bar and Cancel of a run, or Run again
// after a Cancel.
func (rp *ResultsPanel) renderProgress() app.UI {
	p := rp.Page
	switch {
	case rp.State.Cancelled:
		return app.Div().Class("sw-run").Role("status").Body(
			app.Span().Text(t("run.cancelled")),
			app.Button().ID("sw-run-again").Class("sw-btn sw-btn-small").Type("button").Text(t("run.again")).OnClick(on(p.runAgain), "run-again"),
		)
	case rp.State.Stepped:
		// The bar stays mounted (empty and hidden between runs), so a
		// keystroke's run shows it at the next frame without redrawing
		// the page; Cancel comes with the page's redraw.
		return app.Div().Class("sw-run").Role("status").Body(
			p.work.barUI(),
			app.If(rp.State.Running,
				app.Button().ID("sw-run-cancel").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("common.cancel")).OnClick(on(p.cancelRun), "cancel-run"),
			),
		)
	}
	return nil
}

// RunBar is the progress bar of a run. It is a component of its own so a
// progress update redraws the bar alone, not the page.
type RunBar struct {
	app.Compo
	// Label says what runs (default: the simulation).
	Label string
	// ID is the progress element's id (default sw-run-progress).
	ID       string
	progress float64
	on       bool // a run is in flight: the bar is drawn (see task)
}

// set shows progress pr (on the UI goroutine).
func (b *RunBar) set(pr float64) {
	b.progress = pr
	if b.Mounted() {
		b.Update()
	}
}

// Render draws the bar.
func (b *RunBar) Render() app.UI { return guardRender(b, "runbar", b.render) }

func (b *RunBar) render() app.UI {
	if !b.on {
		// kept mounted between runs on the calculator page, so a key's
		// new run shows its bar by redrawing the bar alone
		return app.Span().Class("sw-run-bar")
	}
	pct := int(b.progress*100 + 0.5)
	label := b.Label
	if label == "" {
		label = t("run.simulating")
	}
	id := b.ID
	if id == "" {
		id = "sw-run-progress"
	}
	return app.Span().Class("sw-run-bar").Body(
		app.Label().For(id).Text(label),
		app.Progress().ID(id).Max(1000).Value(int(b.progress*1000)).Text(strconv.Itoa(pct)+" %"),
		app.Span().Class("sw-run-pct").Text(strconv.Itoa(pct)+" %"),
	)
}
