package ui

import (
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/app/svgchart"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// CalcPage is the page of one calculator. ID (an attribute) names it; the
// rest is state.
type CalcPage struct {
	app.Compo
	ID string
	// Embed renders the calculator alone, for an iframe (/embed/<id>).
	Embed bool

	f            *form
	ev           *calc.Evaluation // last good evaluation: stays visible while inputs are invalid
	errs         scenario.Errors  // problems with what the user typed
	notices      scenario.Errors  // problems with the link the page was opened with
	stale        bool             // ev does not match the current inputs
	showAdvanced bool
	copied       bool
	pc           planContext // the plan this page edits, if any
	status       string      // the last plan or export action's outcome
	chosenPlan   string      // the plan picked in the toolbar ("new" for a new one)
	mounted      bool        // in the browser (plans and downloads need it)

	// A Stepped calculator runs in steps in the background.
	running   bool
	cancelled bool
	bar       *RunBar
	runSeq    atomic.Int64 // bumped to cancel the run in flight; read by the run's goroutine
}

func (p *CalcPage) calculator() calc.Calculator {
	c, ok := calc.Lookup(p.ID)
	if !ok {
		panic("ui: no calculator " + p.ID)
	}
	return c
}

// load sets the state from a URL (prerender or navigation). A Stepped
// calculator is computed at once for the prerender (natively, fast) and in
// steps in the browser.
func (p *CalcPage) load(ctx app.Context, u *url.URL, prerender bool) {
	c := p.calculator()
	p.f = newForm(c, lang)
	p.errs, p.stale = nil, false
	p.pc, p.status = planContextOf(u.Query()), ""
	if c.Meta().Stepped && !prerender {
		var in json.RawMessage
		in, p.notices = p.f.urlInputs(u.Query())
		p.ev = nil
		p.start(ctx, in, 0)
	} else {
		p.ev, p.notices = p.f.fromURL(u.Query())
	}
	for _, n := range p.notices {
		if fd, ok := c.Meta().Field(strings.TrimPrefix(n.Field, "inputs.")); ok && fd.Advanced {
			p.showAdvanced = true
		}
	}
	m := i18n.Meta(lang, c.Meta())
	ctx.Page().SetTitle(t("calc.page_title", m.Title))
	ctx.Page().SetDescription(m.Question)
}

// OnPreRender computes the default (or linked) result for the static HTML, so
// numbers are visible before the WebAssembly loads.
func (p *CalcPage) OnPreRender(ctx app.Context) { p.load(ctx, ctx.Page().URL(), true) }

// OnNav reads the inputs from the URL.
func (p *CalcPage) OnNav(ctx app.Context) {
	p.load(ctx, ctx.Page().URL(), false)
	p.adoptTyped(ctx) // go-app calls OnNav after OnMount: only now is the form the URL's
}

// OnMount turns on what needs the browser (plans, downloads).
func (p *CalcPage) OnMount(ctx app.Context) { p.mounted = true }

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
			text = fmt.Sprint(v.Get("checked").Bool())
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
func (p *CalcPage) OnDismount() { p.runSeq.Add(1) }

func (p *CalcPage) recompute(ctx app.Context) {
	p.notices = nil
	p.copied = false
	u := *ctx.Page().URL()
	u.RawQuery = p.pageQuery()
	ctx.Page().ReplaceURL(&u)
	if p.f.meta.Stepped {
		in, errs := p.f.inputs()
		if len(errs) == 0 {
			var run *calc.Running
			if run, errs = p.f.c.Start(in); len(errs) == 0 {
				p.errs = nil
				p.stale = p.ev != nil
				p.startRunning(ctx, run, typingPause)
				return
			}
		}
		p.runSeq.Add(1) // the inputs changed: a run in flight is for old ones
		p.running = false
		p.errs, p.stale = errs, true
		return
	}
	ev, errs := p.f.eval()
	p.errs = errs
	if len(errs) == 0 {
		p.ev, p.stale = ev, false
	} else {
		p.stale = true
	}
}

// Pacing of a Stepped calculation in the browser, where WebAssembly has one
// thread and no preemption: work in slices of about sliceTime, yield to the
// event loop between them (so typing and painting go on), show progress at
// most every progressEvery, and wait typingPause after a keystroke before
// starting, since the next keystroke would cancel the run anyway.
const (
	sliceTime     = 25 * time.Millisecond
	progressEvery = 50 * time.Millisecond
	typingPause   = 250 * time.Millisecond
)

// stepUnits is the work of one Step call in a slice: small enough that the
// slowest phase of a job (a cache access in WebAssembly is far slower than
// generating an I/O) overshoots a slice by a few milliseconds at most.
const stepUnits = 2048

// slice calls step until sliceTime has passed or the job is done, and
// reports whether it is done. Timing each slice, rather than sizing it from
// the previous one, keeps slices even when the job changes phase.
func slice(step func(n int) bool) bool {
	t0 := time.Now()
	for time.Since(t0) < sliceTime {
		if step(stepUnits) {
			return true
		}
	}
	return false
}

// start starts a Stepped calculation of valid inputs.
func (p *CalcPage) start(ctx app.Context, in json.RawMessage, pause time.Duration) {
	run, errs := p.f.c.Start(in)
	if len(errs) > 0 {
		p.errs, p.stale, p.running = errs, true, false
		return
	}
	p.startRunning(ctx, run, pause)
}

// runAgain restarts a cancelled Stepped run with the inputs shown.
func (p *CalcPage) runAgain(ctx app.Context, e app.Event) {
	p.cancelled = false
	p.recompute(ctx)
}

// startRunning runs run in the background, in slices, cancelling any run in
// flight; the result replaces p.ev when it is done.
func (p *CalcPage) startRunning(ctx app.Context, run *calc.Running, pause time.Duration) {
	seq := p.runSeq.Add(1)
	p.running, p.cancelled = true, false
	if p.bar == nil {
		p.bar = &RunBar{}
	}
	p.bar.set(0)
	async(ctx, func() {
		if pause > 0 {
			time.Sleep(pause)
		}
		lastShown := time.Now().Add(-progressEvery) // the first slice reports at once
		bar := p.bar
		for {
			if p.runSeq.Load() != seq {
				return
			}
			done := slice(run.Step)
			if done {
				dispatch(ctx, func(ctx app.Context) {
					ctx.PreventUpdate()
					if p.runSeq.Load() == seq {
						bar.set(1) // the answer is being assembled and drawn
					}
				})
				time.Sleep(time.Millisecond)
				ev := run.Evaluation()
				dispatch(ctx, func(ctx app.Context) {
					if p.runSeq.Load() == seq {
						p.ev, p.stale, p.running = ev, false, false
					}
				})
				return
			}
			if time.Since(lastShown) >= progressEvery {
				lastShown = time.Now()
				pr := run.Progress()
				dispatch(ctx, func(ctx app.Context) {
					ctx.PreventUpdate() // only the bar changes
					if p.runSeq.Load() == seq {
						bar.set(pr)
					}
				})
			}
			time.Sleep(time.Millisecond) // yield to the browser's event loop
		}
	})
}

func (p *CalcPage) cancelRun(ctx app.Context, e app.Event) {
	p.runSeq.Add(1)
	p.running, p.cancelled = false, true
	p.stale = true
}

func (p *CalcPage) onInput(name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.f.raw[name] = ctx.JSSrc().Get("value").String()
		p.recompute(ctx)
	}
}

func (p *CalcPage) onCheck(name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.f.raw[name] = fmt.Sprint(ctx.JSSrc().Get("checked").Bool())
		p.recompute(ctx)
	}
}

func (p *CalcPage) onChoose(alt string, option int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.f.choice[alt] = option
		p.recompute(ctx)
	}
}

func (p *CalcPage) copyLink(ctx app.Context, e app.Event) {
	// The full-site link, also from an embedded calculator.
	href := app.Window().Get("location").Get("origin").String() + p.shareURL()
	if nav := app.Window().Get("navigator"); nav.Truthy() && nav.Get("clipboard").Truthy() {
		nav.Get("clipboard").Call("writeText", href)
	}
	p.copied = true
}

// Render draws the page.
func (p *CalcPage) Render() app.UI { return guardRender(p.ID, p.render) }

func (p *CalcPage) render() app.UI {
	if p.f == nil {
		// Not yet navigated (first paint in the browser): the form only; the
		// result comes with OnNav.
		p.f = newForm(p.calculator(), lang)
		in, _ := p.f.urlInputs(nil)
		p.f.load(in)
	}
	m := i18n.Meta(lang, p.f.meta)
	body := []app.UI{
		app.H1().Class("sw-title").Text(m.Title),
		app.P().Class("sw-question").Body(
			app.Text(m.Question+" "),
			app.If(!p.Embed, app.A().Class("sw-method").Href(DocsPrefix+p.ID).Text(t("docs.methodology"))),
		),
		p.renderNotices(),
		app.Div().Class("sw-layout").Body(
			p.renderForm(),
			p.renderResults(),
		),
	}
	if p.ID == cachesim.ID && p.ev != nil {
		in, err := json.Marshal(p.ev.Result.Inputs)
		if err != nil {
			panic("ui: inputs do not marshal: " + err.Error())
		}
		body = append(body, &TracePanel{Inputs: string(in)})
	}
	if p.Embed {
		return embedPage(p.shareURL(), body...)
	}
	crumbs := app.Nav().Class("sw-crumbs").Aria("label", t("nav.breadcrumb")).Body(
		app.A().Href("/").Text(t("nav.all")), app.Span().Text(" / "+m.Title),
	)
	return page(append([]app.UI{crumbs}, body...)...)
}

// pageQuery is the page's query: the inputs, then the plan context.
func (p *CalcPage) pageQuery() string {
	q := p.f.query()
	extra := url.Values{}
	for k, v := range map[string]string{planParam: p.pc.plan, entryParam: p.pc.entry, fromParam: p.pc.from} {
		if v != "" {
			extra.Set(k, v)
		}
	}
	if len(extra) == 0 {
		return q
	}
	if q == "" {
		return extra.Encode()
	}
	return q + "&" + extra.Encode()
}

// shareURL is the path and query of this calculator with the current inputs
// on the full site.
func (p *CalcPage) shareURL() string {
	if q := p.f.query(); q != "" {
		return "/" + p.ID + "?" + q
	}
	return "/" + p.ID
}

func (p *CalcPage) renderNotices() app.UI {
	if len(p.notices) == 0 {
		return nil
	}
	notices := i18n.Errors(lang, p.notices)
	return app.Div().Class("sw-notice").Role("alert").Body(
		app.Strong().Text(t("notice.link_problems")),
		app.Ul().Body(app.Range(notices).Slice(func(i int) app.UI {
			n := notices[i]
			return app.Li().Body(app.Code().Text(strings.TrimPrefix(n.Field, "inputs.")), app.Text(": "+n.Message))
		})),
	)
}

func fieldID(name string) string { return "in-" + name }

func (p *CalcPage) fieldError(name string) string {
	errs := i18n.Errors(lang, p.errs)
	if msg := errs.For("inputs." + name); msg != "" {
		return msg
	}
	// A message deeper in a list field ("inputs.vms[1].shares") belongs to it.
	for _, e := range errs {
		if strings.HasPrefix(e.Field, "inputs."+name+"[") || strings.HasPrefix(e.Field, "inputs."+name+".") {
			return strings.TrimPrefix(e.Field, "inputs."+name) + ": " + e.Message
		}
	}
	return i18n.Errors(lang, p.notices).For("inputs." + name)
}

func (p *CalcPage) renderForm() app.UI {
	m := p.f.meta
	var basic, advanced []app.UI
	doneAlt := map[string]bool{}
	for _, fd := range m.Fields {
		if alt, _, ok := p.f.altOf(fd.Name); ok {
			if doneAlt[alt.Name] {
				continue
			}
			doneAlt[alt.Name] = true
			basic = append(basic, p.renderAlt(alt))
			continue
		}
		if fd.Advanced {
			advanced = append(advanced, p.renderField(fd))
		} else {
			basic = append(basic, p.renderField(fd))
		}
	}
	return app.Form().Class("sw-form").Aria("label", t("form.inputs")).
		OnSubmit(on(func(ctx app.Context, e app.Event) { e.PreventDefault() }), "form-submit").
		Body(
			app.H2().Text(t("form.inputs")),
			app.Div().Class("sw-fields").Body(basic...),
			app.If(len(advanced) > 0,
				p.details().Body(
					app.Summary().Text(t("form.advanced")).OnClick(on(func(ctx app.Context, e app.Event) {
						e.PreventDefault()
						p.showAdvanced = !p.showAdvanced
					}), "advanced"),
					app.Div().Class("sw-fields").Body(advanced...),
				),
			),
		)
}

// details is the Advanced section, open when the user opened it or a link
// set one of its inputs wrongly.
func (p *CalcPage) details() app.HTMLDetails {
	d := app.Details().Class("sw-advanced")
	if p.showAdvanced {
		d = d.Open(true) // never Open(false): see renderAlt
	}
	return d
}

func (p *CalcPage) renderAlt(alt calc.Alternative) app.UI {
	alt = i18n.Meta(lang, calc.Meta{Alts: []calc.Alternative{alt}}).Alts[0]
	chosen := p.f.choice[alt.Name]
	var fields []app.UI
	for _, name := range alt.Options[chosen].Fields {
		if fd, ok := p.f.meta.Field(name); ok {
			fields = append(fields, p.renderField(fd))
		}
	}
	return app.FieldSet().Class("sw-alt").Body(
		app.Legend().Text(alt.Label),
		app.Div().Class("sw-segmented").Body(
			app.Range(alt.Options).Slice(func(i int) app.UI {
				id := "alt-" + alt.Name + "-" + fmt.Sprint(i)
				radio := app.Input().Type("radio").ID(id).Name("alt-"+alt.Name).OnChange(on(p.onChoose(alt.Name, i)), "alt", alt.Name, i)
				if i == chosen {
					// Only ever set true: go-app prerenders Checked(false) as
					// checked="false", which HTML reads as checked.
					radio = radio.Checked(true)
				}
				return app.Label().Class("sw-seg").For(id).Body(radio, app.Span().Text(alt.Options[i].Label))
			}),
		),
		app.Div().Class("sw-fields").Body(fields...),
	)
}

func (p *CalcPage) renderField(fd calc.Field) app.UI {
	fd = i18n.Meta(lang, calc.Meta{Fields: []calc.Field{fd}}).Fields[0]
	id := fieldID(fd.Name)
	msg := p.fieldError(fd.Name)
	hintID, errID := id+"-hint", id+"-err"
	describedBy := hintID
	if msg != "" {
		describedBy += " " + errID
	}
	var control app.UI
	raw := p.f.raw[fd.Name]
	switch fd.Kind {
	case calc.Choice:
		control = app.Select().ID(id).Name(fd.Name).Aria("describedby", describedBy).Aria("invalid", msg != "").
			OnChange(on(p.onInput(fd.Name)), "choose", fd.Name).Body(
			app.Range(fd.Choices).Slice(func(i int) app.UI {
				o := app.Option().Value(fd.Choices[i]).Text(fd.Choices[i])
				if fd.Choices[i] == raw {
					o = o.Selected(true) // never Selected(false): see renderAlt
				}
				return o
			}))
	case calc.Bool:
		box := app.Input().Type("checkbox").ID(id).Name(fd.Name).Aria("describedby", describedBy).OnChange(on(p.onCheck(fd.Name)), "check", fd.Name)
		if raw == "true" {
			box = box.Checked(true) // never Checked(false): see renderAlt
		}
		control = box
	case calc.List:
		control = app.Textarea().ID(id).Name(fd.Name).Rows(max(4, strings.Count(raw, "\n")+2)).
			Spellcheck(false).Aria("describedby", describedBy).Aria("invalid", msg != "").
			Text(raw).OnInput(on(p.onInput(fd.Name)), "input", fd.Name)
	default:
		mode := "decimal"
		if fd.Kind == calc.Integer {
			mode = "numeric"
		}
		if fd.Kind == calc.Text {
			mode = "text"
		}
		control = app.Input().Type("text").ID(id).Name(fd.Name).Value(raw).
			Attr("inputmode", mode).AutoComplete(false).Spellcheck(false).
			Aria("describedby", describedBy).Aria("invalid", msg != "").
			OnInput(on(p.onInput(fd.Name)), "input", fd.Name)
	}
	cls := "sw-field"
	if msg != "" {
		cls += " sw-invalid"
	}
	return app.Div().Class(cls).Body(
		app.Label().For(id).Text(fd.Label),
		app.Div().Class("sw-control").Body(
			control,
			app.If(fd.Unit != "", app.Span().Class("sw-unit").Aria("hidden", "true").Text(fd.Unit)),
		),
		app.If(msg != "", app.P().ID(errID).Class("sw-error").Text(msg)),
		app.P().ID(hintID).Class("sw-hint").Text(fd.Hint),
	)
}

// renderProgress is the progress bar and Cancel button of a Stepped run.
func (p *CalcPage) renderProgress() app.UI {
	if !p.running && !p.cancelled {
		return nil
	}
	if p.cancelled {
		return app.Div().Class("sw-run").Role("status").Body(
			app.Span().Text(t("run.cancelled")),
			app.Button().ID("sw-run-again").Class("sw-btn sw-btn-small").Type("button").Text(t("run.again")).OnClick(on(p.runAgain), "run-again"),
		)
	}
	if p.bar == nil {
		p.bar = &RunBar{}
	}
	return app.Div().Class("sw-run").Role("status").Body(
		p.bar,
		app.Button().ID("sw-run-cancel").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("common.cancel")).OnClick(on(p.cancelRun), "cancel-run"),
	)
}

// RunBar is the progress bar of a Stepped run. It is a component of its own
// so a progress update re-renders the bar alone, not the whole page (which
// costs tens of milliseconds in WebAssembly and would starve the run).
type RunBar struct {
	app.Compo
	progress float64
}

// set shows progress pr (on the UI goroutine).
func (b *RunBar) set(pr float64) {
	b.progress = pr
	if b.Mounted() {
		b.Update()
	}
}

// Render draws the bar.
func (b *RunBar) Render() app.UI {
	pct := int(b.progress*100 + 0.5)
	return app.Span().Class("sw-run-bar").Body(
		app.Label().For("sw-run-progress").Text(t("run.simulating")),
		app.Progress().ID("sw-run-progress").Max(1000).Value(int(b.progress*1000)).Text(strconv.Itoa(pct)+" %"),
		app.Span().Class("sw-run-pct").Text(strconv.Itoa(pct)+" %"),
	)
}

func (p *CalcPage) renderResults() app.UI {
	if p.ev == nil {
		return app.Section().Class("sw-results").Aria("label", t("results.title")).Body(
			app.H2().Text(t("results.title")),
			app.Div().Class("sw-live").Aria("live", "polite").Body(p.renderProgress()),
		)
	}
	cls := "sw-results"
	if p.stale {
		cls += " sw-stale"
	}
	metrics, details := resultView(p.f.meta, p.ev, p.linkHref)
	return app.Section().Class(cls).Aria("label", t("results.title")).Body(
		app.Div().Class("sw-results-head").Body(
			app.H2().Text(t("results.title")),
			app.Button().Class("sw-btn sw-btn-small").Type("button").Text(t(map[bool]string{false: "results.copy_link", true: "results.link_copied"}[p.copied])).
				OnClick(on(p.copyLink), "copy-link"),
		),
		p.renderToolbar(),
		app.Div().Class("sw-live").Aria("live", "polite").Body(
			p.renderProgress(),
			app.If(p.stale && len(p.errs) > 0, app.P().Class("sw-stale-note").Text(t("results.stale"))),
			metrics,
		),
		details,
	)
}

// figure draws ev's chart in both layouts (CSS shows the one that fits the
// column), or nothing.
func figure(ev *calc.Evaluation) app.UI {
	if ev.Chart == nil {
		return nil
	}
	c := i18n.Chart(lang, ev.Chart)
	return app.Figure().Class("sw-figure").Body(
		app.Raw(svgchart.RenderSize(c, num, svgchart.Wide)),
		app.Raw(svgchart.RenderSize(c, num, svgchart.Narrow)),
	)
}

// resultView renders an evaluation: the headline metrics, then the tables,
// warnings, chart, "send to" links (when href is given), worked steps and
// sources. The calculator page and the plan report both use it.
func resultView(meta calc.Meta, ev *calc.Evaluation, href func(calc.Link) string) (metrics, details app.UI) {
	m := i18n.Meta(lang, meta)
	vals := resultValues(ev)
	var primary, secondary, tables []calc.Output
	for _, o := range m.Outputs {
		switch {
		case isRecordList(vals[o.Name]):
			tables = append(tables, o)
		case o.Primary:
			primary = append(primary, o)
		default:
			secondary = append(secondary, o)
		}
	}
	res := ev.Result
	warnings := i18n.Texts(lang, res.Warnings)
	var links []calc.Link
	if href != nil {
		links = i18n.Links(lang, ev.Links)
	}
	metrics = app.Div().Class("sw-primary").Body(app.Range(primary).Slice(func(i int) app.UI {
		o := primary[i]
		return app.Div().Class("sw-metric").ID("out-"+o.Name).Body(
			app.Span().Class("sw-metric-label").Text(o.Label),
			app.Span().Class("sw-metric-value").Text(formatValue(vals[o.Name])),
			app.Span().Class("sw-metric-unit").Text(unitOf(o.Unit, vals[o.Name])),
		)
	}))
	details = app.Div().Class("sw-details").Body(
		app.Table().Class("sw-table").Body(
			app.TBody().Body(app.Range(secondary).Slice(func(i int) app.UI {
				o := secondary[i]
				return app.Tr().ID("out-"+o.Name).Body(
					app.Th().Scope("row").Text(o.Label),
					app.Td().Class("sw-num").Text(formatValue(vals[o.Name])+unitSuffix(unitOf(o.Unit, vals[o.Name]))),
				)
			})),
		),
		app.Range(tables).Slice(func(i int) app.UI {
			return recordTable(tables[i], vals[tables[i].Name].([]any))
		}),
		app.If(len(res.Warnings) > 0,
			app.Div().Class("sw-warnings").Body(
				app.H3().Text(t("results.warnings")),
				app.Ul().Body(app.Range(warnings).Slice(func(i int) app.UI {
					return app.Li().Text(warnings[i])
				})),
			),
		),
		figure(ev),
		app.If(len(links) > 0, app.Div().Class("sw-links").Body(
			app.H3().Text(t("results.send_to")),
			app.Range(links).Slice(func(i int) app.UI {
				l := links[i]
				return app.A().Class("sw-btn sw-btn-ghost").Href(href(l)).Text(l.Label)
			}),
		)),
		app.H3().Text(t("results.steps")),
		app.Ol().Class("sw-steps").Body(app.Range(res.Steps).Slice(func(i int) app.UI {
			s := res.Steps[i]
			return app.Li().Body(
				app.Span().Class("sw-step-label").Text(i18n.Text(lang, s.Label)),
				app.Code().Class("sw-step-formula").Text(i18n.StepLine(lang, s)),
			)
		})),
		app.H3().Text(t("results.sources")),
		app.Ul().Class("sw-sources").Body(app.Range(res.Sources).Slice(func(i int) app.UI {
			return app.Li().Text(res.Sources[i])
		})),
	)
	return metrics, details
}

func unitSuffix(u string) string {
	if u == "" {
		return ""
	}
	return " " + u
}

// formatValue renders a result value: numbers with Num, lists and objects
// readably.
func formatValue(v any) string {
	switch x := v.(type) {
	case nil:
		return t("form.none")
	case float64:
		return num(x)
	case string:
		return x
	case bool:
		if x {
			return t("form.yes")
		}
		return t("form.no")
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = formatValue(e)
		}
		return strings.Join(parts, ", ")
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + " " + formatValue(x[k])
		}
		return strings.Join(parts, " · ")
	}
	return fmt.Sprint(v)
}

// isRecordList reports whether a result value is a list of objects (a table).
func isRecordList(v any) bool {
	list, ok := v.([]any)
	if !ok || len(list) == 0 {
		return false
	}
	_, ok = list[0].(map[string]any)
	return ok
}

// recordTable renders a list of result objects as a table whose columns are
// the first object's fields, in JSON order.
func recordTable(o calc.Output, rows []any) app.UI {
	cols := recordColumns(rows[0].(map[string]any), o)
	// The wrapper scrolls sideways on a phone: focusable and named, so the
	// keyboard reaches it too.
	return app.Div().Class("sw-table-wrap").ID("out-"+o.Name).TabIndex(0).Role("region").Aria("label", o.Label).Body(
		app.Table().Class("sw-table sw-records").Body(
			app.Caption().Text(o.Label),
			app.THead().Body(app.Tr().Body(app.Range(cols).Slice(func(i int) app.UI {
				return app.Th().Scope("col").Text(i18n.Column(lang, cols[i]))
			}))),
			app.TBody().Body(app.Range(rows).Slice(func(r int) app.UI {
				row, _ := rows[r].(map[string]any)
				return app.Tr().Body(app.Range(cols).Slice(func(c int) app.UI {
					v := row[cols[c]]
					if _, num := v.(float64); num {
						return app.Td().Class("sw-num").Text(formatValue(v))
					}
					return app.Td().Text(formatValue(v))
				}))
			})),
		),
	)
}

// recordColumns orders a record's keys: Output.Columns when given, else
// alphabetically with name/host first.
func recordColumns(rec map[string]any, o calc.Output) []string {
	if len(o.Columns) > 0 {
		return o.Columns
	}
	keys := make([]string, 0, len(rec))
	for k := range rec {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		pi, pj := columnRank(keys[i]), columnRank(keys[j])
		if pi != pj {
			return pi < pj
		}
		return keys[i] < keys[j]
	})
	return keys
}

func columnRank(k string) int {
	switch k {
	case "name":
		return 0
	case "host":
		return 1
	}
	return 2
}

// unitOf translates a result's unit, in the word form its value asks for.
func unitOf(unit string, v any) string {
	x, _ := v.(float64)
	return i18n.Unit(lang, unit, x)
}
