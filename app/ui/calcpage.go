package ui

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// CalcPage is the page of one calculator. ID and Embed (attributes) name it;
// the rest is state. The page owns the state and its changes (the URL, the
// form, the evaluation, the run in flight); what it shows is drawn by small
// components that redraw only when their own attributes change: FormPanel,
// ResultsPanel (with its RunBar and Toolbar) and the calculator's extra
// panel, if it registered one (the cache simulation's trace replay).
type CalcPage struct {
	app.Compo
	ID string
	// Embed renders the calculator alone, for an iframe (/embed/<id>).
	Embed bool

	f            *form
	in           calc.Inputs      // the inputs of ev
	ev           *calc.Evaluation // last good evaluation: stays visible while inputs are invalid
	shown        *view.Result     // shownOf as the reader sees it
	shownOf      *calc.Evaluation // the evaluation shown is of (ev, until a keystroke's redraw)
	errs         scenario.Errors  // problems with what the user typed
	notices      []notice         // problems with the link the page was opened with
	stale        bool             // ev does not match the current inputs
	showAdvanced bool
	copied       bool
	pc           planContext // the plan this page edits, if any
	status       string      // the last plan or export action's outcome
	chosenPlan   string      // the plan picked in the toolbar ("new" for a new one)
	mounted      bool        // in the browser (plans and downloads need it)

	// A Stepped calculator runs in steps in the background.
	work      task
	cancelled bool // the user cancelled the last run (Run again offers it)
	// trace is the cache simulation's trace replay, whose results, when
	// there are some, are the page's (see traceState).
	trace traceState
	// ctx is the page's own context (OnMount): work started from a button
	// that goes away when clicked (Cancel, Replay again) must answer
	// through a context whose source stays mounted, as go-app drops a
	// dispatch whose source element is gone.
	ctx app.Context

	redraw *pausedRedraw // the page's redraw after keystrokes, held back until typing pauses
}

// notice is a problem with the page's link: the input's label, what the
// link gave, and why it was not used.
type notice struct {
	Field, Label, Given, Message string
}

func (p *CalcPage) calculator() (calc.Calculator, bool) { return calc.Lookup(p.ID) }

// load sets the state from a URL (prerender or navigation). A Stepped
// calculator is computed at once for the prerender (natively, fast) and in
// steps in the browser.
func (p *CalcPage) load(ctx app.Context, u *url.URL, prerender bool) {
	c, ok := p.calculator()
	if !ok {
		return
	}
	p.f = newForm(c, lang)
	p.errs, p.stale, p.status = nil, false, ""
	p.pc = planContextOf(u.Query())
	q, broken := parseQuery(u.RawQuery)
	in, problems := p.f.fromURL(q)
	p.notices = p.noticesOf(q, problems, broken)
	for _, n := range p.notices {
		if fd, ok := c.Meta().Field(n.Field); ok && fd.Advanced {
			p.showAdvanced = true
		}
	}
	p.in = in
	if c.Meta().Stepped && !prerender {
		p.setResult(nil)
		switch {
		case p.adoptEntryResults(in): // a plan entry's trace replay
		case p.traceFollows(ctx, in, 0):
		default:
			p.startRun(ctx, in, 0)
		}
	} else {
		ev, errs := in.Evaluate()
		p.setResult(ev)
		if len(errs) > 0 {
			p.errs, p.stale = errs, true
		}
	}
	m := c.Meta()
	ctx.Page().SetTitle(t("calc.page_title", m.Title.In(lang)))
	ctx.Page().SetDescription(m.Question.In(lang))
}

// parseQuery reads a raw query leniently: url.ParseQuery keeps what it can
// read, and the part it cannot ("%ZZ") is reported rather than dropped in
// silence.
func parseQuery(raw string) (url.Values, string) {
	q, err := url.ParseQuery(raw)
	if err == nil {
		return q, ""
	}
	for _, part := range strings.Split(raw, "&") {
		if _, err := url.QueryUnescape(part); err != nil {
			return q, part
		}
	}
	return q, raw
}

// noticesOf words the problems of a link for the notice at the top of the
// page: which input, what the link said, why it is not used.
func (p *CalcPage) noticesOf(q url.Values, problems scenario.Errors, broken string) []notice {
	var out []notice
	if broken != "" {
		out = append(out, notice{Given: scenario.ShortName(broken), Message: t("notice.broken")})
	}
	m := p.f.meta
	for _, e := range problems {
		name := strings.TrimPrefix(e.Field, "inputs.")
		if i := strings.IndexAny(name, ".["); i >= 0 {
			name = name[:i]
		}
		n := notice{Field: name, Label: name, Message: e.In(lang, m)}
		if fd, ok := m.Field(name); ok {
			n.Label = fd.Label.In(lang)
		}
		if v, ok := q[name]; ok && len(v) > 0 {
			// quoted as documents quote a name: its start, "…" (a value
			// of megabytes is not repeated on the page)
			n.Given = scenario.ShortName(strings.Join(v[:min(len(v), 8)], ", "))
		}
		out = append(out, n)
	}
	return out
}

// setResult shows ev (nil: none yet).
func (p *CalcPage) setResult(ev *calc.Evaluation) {
	p.ev, p.shownOf, p.shown = ev, ev, nil
	if ev != nil {
		r := view.Of(ev, lang)
		p.shown = &r
	}
}

// refreshView brings the view model up to the evaluation (a keystroke
// paints only its evaluation's numbers at once).
func (p *CalcPage) refreshView() {
	if p.shownOf != p.ev {
		p.setResult(p.ev)
	}
}

// currentView is the view of the evaluation: the one kept, or (drawn
// before a keystroke's redraw brought it up to date) a fresh one.
func (p *CalcPage) currentView() *view.Result {
	if p.shownOf == p.ev || p.ev == nil {
		return p.shown
	}
	r := view.Of(p.ev, lang)
	return &r
}

// OnInit makes the run's bar before the page first renders (prerendered
// or mounted): Render draws it and changes nothing.
func (p *CalcPage) OnInit() { p.work.ensureBar() }

// OnPreRender computes the default (or linked) result for the static HTML, so
// numbers are visible before the WebAssembly loads.
func (p *CalcPage) OnPreRender(ctx app.Context) {
	defer hook("prerender")
	p.load(ctx, ctx.Page().URL(), true)
}

// OnNav reads the inputs from the URL. A link to an input (#in-<name>, as
// search gives) opens its section and hands it the focus.
func (p *CalcPage) OnNav(ctx app.Context) {
	defer hook("nav")
	p.load(ctx, ctx.Page().URL(), false)
	p.adoptTyped(ctx) // go-app calls OnNav after OnMount: only now is the form the URL's
	if id := ctx.Page().URL().Fragment; strings.HasPrefix(id, "in-") && p.f != nil {
		if fd, ok := p.f.meta.Field(strings.TrimPrefix(id, "in-")); ok && fd.Advanced {
			p.showAdvanced = true
		}
		ctx.Defer(func(app.Context) { focusField(id) })
	}
}

// focusField gives the input with id the focus, scrolled to the middle of
// the screen with its label in view, once the frame that draws it is done
// (go-app scrolls to a link's fragment itself, to the top of the screen,
// after its redraw: this comes after that). What the user types next goes
// into it.
func focusField(id string) {
	var f app.Func
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("callback")
		defer f.Release()
		el := app.Window().GetElementByID(id)
		if !el.Truthy() {
			return nil
		}
		opts := app.Window().Get("Object").New()
		opts.Set("preventScroll", true)
		el.Call("focus", opts)
		where := app.Window().Get("Object").New()
		where.Set("block", "center")
		el.Call("scrollIntoView", where)
		return nil
	})
	app.Window().Call("requestAnimationFrame", f)
}

// OnMount turns on what needs the browser (plans, downloads).
func (p *CalcPage) OnMount(ctx app.Context) {
	defer hook("mount")
	p.mounted = true
	// the toolbar lists the plans: another tab may add, rename or delete one
	ctx.Handle(actionPlansChanged, func(ctx app.Context, a app.Action) {
		defer recoverFault(ctx, "action")
		p.Update()
	})
	p.ctx = ctx
}

// adoptTyped applies the values typed into the prerendered form before the
// WebAssembly took over (web/boot.js remembers them by element id), then
// gives the focus back to the field that had it, caret at the end.
func (p *CalcPage) adoptTyped(ctx app.Context) {
	w := app.Window()
	typed := w.Get("sizewiseTyped")
	if !typed.Truthy() || p.f == nil {
		return
	}
	w.Set("sizewiseTyped", app.Window().Get("Object").New())
	changed := false
	for _, fd := range p.f.meta.Fields {
		v := typed.Get(fieldID(fd.Name))
		if !v.Truthy() {
			continue
		}
		text := v.Get("value").String()
		if fd.Kind == calc.Bool {
			text = strconv.FormatBool(v.Get("checked").Bool())
		}
		if text != p.f.raw[fd.Name] {
			p.f.raw[fd.Name] = text
			changed = true
		}
	}
	if changed {
		p.recompute(ctx)
	}
	if focus := w.Get("sizewiseFocus"); focus.Truthy() {
		id := focus.String()
		w.Set("sizewiseFocus", nil)
		ctx.Defer(func(app.Context) {
			if el := app.Window().GetElementByID(id); el.Truthy() {
				el.Call("focus")
				if v := el.Get("value"); v.Truthy() && el.Get("setSelectionRange").Truthy() {
					n := len([]rune(v.String()))
					el.Call("setSelectionRange", n, n)
				}
			}
		})
	}
}

// OnDismount cancels a run in flight.
func (p *CalcPage) OnDismount() {
	defer hook("dismount")
	p.work.stop()
	p.trace.replays.stop()
	if p.redraw != nil {
		p.redraw.cancel()
	}
}

// Render draws the page from its state; it changes nothing.
func (p *CalcPage) Render() app.UI { return guardRender(p, "page", p.render) }

func (p *CalcPage) render() app.UI {
	c, ok := p.calculator()
	if !ok {
		return page(app.P().Text(t("notfound.heading")))
	}
	m := c.Meta()
	f := p.f
	if f == nil {
		// Not yet navigated (the first paint in the browser): the default
		// form; the result comes with OnNav.
		f = newForm(c, lang)
		f.load(c.Defaults())
	}
	body := []app.UI{
		app.H1().Class("sw-title").Text(m.Title.In(lang)),
		app.P().Class("sw-question").Body(
			app.Text(m.Question.In(lang)+" "),
			app.If(!p.Embed, app.A().Class("sw-method").Href(DocsPrefix+p.ID).Text(t("docs.methodology"))),
		),
		p.renderNotices(),
		p.top(),
		app.Div().Class("sw-layout").Body(
			&FormPanel{On: p, State: FormState{ID: p.ID, Lang: lang, Raw: f.raw, Choice: f.choice,
				Errors: p.fieldErrors(), Advanced: p.showAdvanced}},
			&ResultsPanel{On: p, State: ResultsState{View: p.currentView(), Stale: p.stale, Invalid: len(p.errs) > 0,
				Problems: p.resultErrors(), Copied: p.copied, Running: p.work.running, Cancelled: p.cancelled,
				Stepped: m.Stepped, Bar: p.work.barUI(), Embed: p.Embed, Toolbar: p.toolbarState()}},
		),
	}
	if p.Embed {
		return embedPage(shareURL(p.ID, f), body...)
	}
	crumbs := app.Nav().Class("sw-crumbs").Aria("label", t("nav.breadcrumb")).Body(
		app.A().Href("/").Text(t("nav.all")), app.Span().Text(" / "+m.Title.In(lang)),
	)
	return page(append([]app.UI{crumbs}, body...)...)
}

// tops are the panels calculators add at the top of their page, above the
// form and the results (registered by the file of the panel, as image
// formats register with image): the cache simulation's trace replay.
var tops = map[string]func(*CalcPage) app.UI{}

// top is the box of the calculator's top panel (the cache simulation's
// trace replay), empty for the others.
func (p *CalcPage) top() app.UI {
	box := app.Div().Class("sw-top")
	if f, ok := tops[p.ID]; ok {
		return box.Body(f(p))
	}
	return box
}

// renderNotices is the box of the link's problems, empty when it had none.
func (p *CalcPage) renderNotices() app.UI {
	box := app.Div().Class("sw-notices")
	if len(p.notices) == 0 {
		return box
	}
	return box.Body(app.Div().Class("sw-notice").Role("alert").Body(
		app.Strong().Text(t("notice.link_problems")),
		app.Ul().Body(app.Range(p.notices).Slice(func(i int) app.UI {
			n := p.notices[i]
			head := n.Label
			if n.Given != "" {
				head += " = “" + n.Given + "”"
			}
			return app.Li().Body(app.Strong().Text(head), app.Text(": "+n.Message))
		})),
		app.P().Class("sw-hint").Text(t("notice.defaults_used")),
	))
}
