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
	// Bar is the run's progress bar, a component the page keeps (RunBar).
	Bar app.UI
	// Embed: the page is embedded; its links open in a new tab.
	Embed   bool
	Toolbar ToolbarState
}

// ResultsPanel draws the results, the run bar and the toolbar.
type ResultsPanel struct {
	app.Compo
	On    resultsEvents
	State ResultsState
}

// resultsEvents is what the results panel reports up, and asks (the
// calculator page implements it; see formEvents for why an interface).
type resultsEvents interface {
	toolbarEvents
	copyLink(ctx app.Context, e app.Event)
	runAgain(ctx app.Context, e app.Event)
	cancelRun(ctx app.Context, e app.Event)
	// linkHref is the URL of a "send to" link (within the page's plan).
	linkHref(l view.Link) string
}

// Render draws the panel.
func (rp *ResultsPanel) Render() app.UI { return guardRender(rp, "results", rp.render) }

func (rp *ResultsPanel) render() app.UI {
	s, p := rp.State, rp.On
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
		metrics, details = metricsView(s.View), detailsView(s.View, p.linkHref, s.Embed, s.Embed)
	}
	// The toolbar is always there, an empty slot without a result: go-app
	// matches children by their place, and the run bar below is a
	// component kept across redraws, so a toolbar that came and went moved
	// the bar to a new place while it was still mounted at the old one,
	// and the app stopped ("already mounted"; following a link from a
	// calculator with a result to the cache simulation did it).
	tb := s.Toolbar
	tb.NoResult = s.View == nil
	return app.Section().Class(cls).Aria("label", t("results.title")).Body(
		head,
		&Toolbar{On: p, State: tb},
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
	p := rp.On
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
			rp.State.Bar,
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

// set shows progress pr (on the UI goroutine). The bar's element is
// written at once (paint), as the key or the progress message is handled,
// and go-app's redraw of the bar then finds it as it would draw it.
func (b *RunBar) set(pr float64) {
	b.progress = pr
	if b.Mounted() {
		b.paint()
		b.Update()
	}
}

// move shows progress pr by writing the progress element's value and the
// percentage alone, with no redraw: for a run of minutes whose bar moves
// ten times a second, the page's thread does the least per move. The
// bar's next redraw (the run ends, or set) draws it whole again.
func (b *RunBar) move(pr float64) {
	b.progress = pr
	if !b.Mounted() || !app.IsClient {
		return
	}
	root := b.JSValue()
	if !root.Truthy() || root.Get("childNodes").Length() != 3 {
		b.set(pr)
		return
	}
	_, _, value, pct := b.text()
	prog := root.Get("children").Index(1)
	prog.Set("value", strconv.Itoa(value))
	writeText(prog, pct)
	writeText(root.Get("children").Index(2), pct)
}

// Render draws the bar.
func (b *RunBar) Render() app.UI { return guardRender(b, "runbar", b.render) }

// text is what the bar shows: its label, its progress element's id and
// value (in thousandths), and the percentage.
func (b *RunBar) text() (label, id string, value int, pct string) {
	label, id = b.Label, b.ID
	if label == "" {
		label = t("run.simulating")
	}
	if id == "" {
		id = "sw-run-progress"
	}
	return label, id, int(b.progress * 1000), strconv.Itoa(int(b.progress*100+0.5)) + " %"
}

func (b *RunBar) render() app.UI {
	label, id, value, pct := b.text()
	if !b.on {
		// Between runs the calculator page keeps the bar mounted, hidden
		// and without its ids, so a key's new run shows it by writing
		// these attributes (paint) before the next frame.
		return app.Span().Class("sw-run-bar").Hidden(true).Body(
			app.Label().Text(label),
			app.Progress().Max(1000).Value(value).Text(pct),
			app.Span().Class("sw-run-pct").Text(pct),
		)
	}
	return app.Span().Class("sw-run-bar").Hidden(false).Body(
		app.Label().For(id).Text(label),
		app.Progress().ID(id).Max(1000).Value(value).Text(pct),
		app.Span().Class("sw-run-pct").Text(pct),
	)
}

// paint writes the bar's state into its elements as render draws it: go-app
// redraws a component at its own tick (up to 8 ms after the key), so
// without it a key's bar reaches the screen a frame after the key (as
// paintNumbers does for the numbers). Only attributes render sets and the
// text nodes go-app drew are written, so its redraw then finds the same.
func (b *RunBar) paint() {
	if !app.IsClient {
		return
	}
	root := b.JSValue()
	// the bar as render draws it: label, progress element, percentage
	if !root.Truthy() || root.Get("childNodes").Length() != 3 {
		return
	}
	label, id, value, pct := b.text()
	lab, prog, pc := root.Get("children").Index(0), root.Get("children").Index(1), root.Get("children").Index(2)
	if b.on {
		lab.Call("setAttribute", "for", id)
		prog.Set("id", id)
	} else {
		lab.Call("removeAttribute", "for")
		prog.Call("removeAttribute", "id")
	}
	prog.Set("value", strconv.Itoa(value))
	writeText(lab, label)
	writeText(prog, pct)
	writeText(pc, pct)
	root.Set("hidden", !b.on)
}
