package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

func init() {
	tops[cachesim.ID] = func(p *CalcPage) app.UI {
		return &TracePanel{On: p, State: p.trace.state()}
	}
}

// traceState is a cache-sim page's trace replay: the file the user picked
// (read with the File API in the engine worker: nothing is uploaded), and,
// once replayed, the calculator's results of the trace for the page's
// inputs (cachesim.TraceResults), which the page then shows instead of the
// synthetic workload's — headline, chart, steps — and saves to a plan with
// the entry. Results opened from a plan have no file: changing an input
// then goes back to the synthetic workload.
type traceState struct {
	file    app.Value
	name    string
	results json.RawMessage // for the page's inputs p.in; nil: none
	summary *cachesim.TraceSummary
	replays task
	err     string
	// cancelled: the user cancelled the replay; it waits for Replay again
	// (inputs changed meanwhile do not restart it).
	cancelled bool
	// adopted is the plan entry ("plan/entry") whose kept results the page
	// took when it was opened from it: once only, so that going back to the
	// synthetic workload sticks when the URL is written again.
	adopted string
	// panel is the mounted trace panel, redrawn alone when only what it
	// shows changes (a redraw of the whole page is a long task).
	panel *TracePanel
	// shownAt is when the bar last moved: the page shows the worker's
	// progress at most every traceProgressEvery.
	shownAt time.Time
}

// traceProgressEvery is how often the trace's bar moves at most: the
// worker says where it is every 25 ms, and a replay runs for seconds.
const traceProgressEvery = 100 * time.Millisecond

// redraw redraws the trace panel alone with the current state.
func (ts *traceState) redraw() {
	if ts.panel != nil && ts.panel.Mounted() {
		ts.panel.State = ts.state()
		ts.panel.Update()
	}
}

// state is what the trace panel shows.
func (ts *traceState) state() TraceState {
	return TraceState{Name: ts.name, Running: ts.replays.running, Bar: ts.replays.barUI(), Err: ts.err, Summary: ts.summary,
		Shown: ts.results != nil, Cancelled: ts.cancelled}
}

// clear forgets the trace: the page goes back to the synthetic workload.
func (ts *traceState) clear() {
	ts.replays.stop()
	ts.file, ts.name, ts.results, ts.summary, ts.err, ts.cancelled = nil, "", nil, nil, "", false
}

// TraceState is what the trace panel shows (an attribute: the panel redraws
// when it changes).
type TraceState struct {
	Name    string
	Running bool
	// Bar is the replay's progress bar, a component the page keeps.
	Bar     app.UI
	Err     string
	Summary *cachesim.TraceSummary
	Shown   bool // the page's results are the trace's
	// Cancelled: the user cancelled the replay (Replay again restarts it).
	Cancelled bool
}

// TracePanel lets the user replay a trace file through the read-cache model
// of the cache-sim page's inputs, at the top of the page: the file is read
// in the engine worker in slices, with progress and Cancel; the answer
// becomes the page's result (see traceState), and the panel says which file
// it comes from and how it was replayed.
type TracePanel struct {
	app.Compo
	On    traceEvents
	State TraceState
}

// traceEvents is what the trace panel reports up (the calculator page
// implements it; see formEvents for why an interface): that it is
// mounted (so the page can redraw it alone), a file picked, and its
// buttons, each with the panel's context.
type traceEvents interface {
	traceMounted(tp *TracePanel)
	traceFile(ctx app.Context, file app.Value)
	traceCancel(ctx app.Context)
	traceDrop(ctx app.Context)
	traceAgain(ctx app.Context)
}

// OnMount lets the page redraw the panel alone.
func (tp *TracePanel) OnMount(ctx app.Context) {
	defer hook("mount")
	tp.On.traceMounted(tp)
}

func (tp *TracePanel) onFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	tp.On.traceFile(ctx, files.Index(0))
}

func (tp *TracePanel) cancel(ctx app.Context, e app.Event) { tp.On.traceCancel(ctx) }

func (tp *TracePanel) drop(ctx app.Context, e app.Event) { tp.On.traceDrop(ctx) }

func (tp *TracePanel) again(ctx app.Context, e app.Event) { tp.On.traceAgain(ctx) }

// The trace panel's events, on the page's own context (stable).
func (p *CalcPage) traceMounted(tp *TracePanel)               { p.trace.panel = tp }
func (p *CalcPage) traceFile(ctx app.Context, file app.Value) { p.useTrace(p.stable(ctx), file) }
func (p *CalcPage) traceCancel(ctx app.Context)               { p.cancelTrace(p.stable(ctx)) }
func (p *CalcPage) traceDrop(ctx app.Context)                 { p.dropTrace(p.stable(ctx)) }
func (p *CalcPage) traceAgain(ctx app.Context)                { p.replayAgain(p.stable(ctx)) }

// stable is the page's own context, else ctx: the panel's buttons go away
// when clicked, and work started with their context would never answer.
func (p *CalcPage) stable(ctx app.Context) app.Context {
	if p.ctx != nil && p.Mounted() {
		return p.ctx
	}
	return ctx
}

// Render draws the panel.
func (tp *TracePanel) Render() app.UI { return guardRender(tp, "trace", tp.render) }

func (tp *TracePanel) render() app.UI {
	s := tp.State
	var result app.UI
	if s.Summary != nil && s.Shown {
		result = tp.renderResult()
	}
	return app.Section().Class("sw-trace").Aria("labelledby", "sw-trace-title").Body(
		app.H2().ID("sw-trace-title").Text(t("trace.title")),
		app.P().Class("sw-hint").Text(t("trace.hint")),
		app.Label().For("sw-trace-file").Class("sw-trace-pick").Text(t("trace.file")),
		filePicker("sw-trace-file", "", s.Name, tp.onFile, "trace-file"),
		app.If(s.Running && s.Bar != nil, app.Div().Class("sw-run").Role("status").Body(
			s.Bar,
			app.Button().ID("sw-trace-cancel").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("common.cancel")).OnClick(on(tp.cancel), "trace-cancel"),
		)),
		app.If(s.Cancelled, app.Div().Class("sw-run").Role("status").Body(
			app.Span().Text(t(map[bool]string{false: "trace.cancelled", true: "trace.cancelled_kept"}[s.Shown])),
			app.Button().ID("sw-trace-again").Class("sw-btn sw-btn-small").Type("button").Text(t("trace.again")).OnClick(on(tp.again), "trace-again"),
		)),
		app.If(s.Err != "", app.P().Class("sw-error").Role("alert").Text(s.Err)),
		result,
	)
}

// renderResult says which trace the page's results come from and how it
// was replayed: every request, or a sample of its lines with the method and
// the error measured at that rate.
func (tp *TracePanel) renderResult() app.UI {
	s := tp.State.Summary
	method := t("trace.exact")
	if s.Sampled() {
		method = t("trace.sampled", num(100*s.SampleRate), num(s.MaxError))
	}
	return app.Div().ID("sw-trace-result").Body(
		app.Table().Class("sw-table").Body(app.TBody().Body(
			app.Tr().Body(app.Th().Scope("row").Text(t("trace.file_name")), app.Td().Class("sw-num").Text(s.File+" ("+s.Format+")")),
			app.Tr().Body(app.Th().Scope("row").Text(t("trace.requests")), app.Td().Class("sw-num").Text(t("trace.requests_value", float64(s.Requests), float64(s.Reads), float64(s.Writes)))),
			app.Tr().ID("sw-trace-method").Body(app.Th().Scope("row").Text(t("trace.method")), app.Td().Text(method)),
		)),
		app.P().Class("sw-hint").Text(t("trace.shown")),
		app.Button().ID("sw-trace-drop").Class("sw-btn sw-btn-small").Type("button").Text(t("trace.drop")).OnClick(on(tp.drop), "trace-drop"),
	)
}

// useTrace replays the File file for the page's inputs.
func (p *CalcPage) useTrace(ctx app.Context, file app.Value) {
	p.trace.clear()
	p.trace.file, p.trace.name = file, file.Get("name").String()
	if !p.in.Valid() || len(p.errs) > 0 {
		p.trace.err = t("trace.fix_inputs")
		return
	}
	p.replayTrace(ctx, p.in, 0)
}

// replayTrace replays the picked file for inputs in (after pause, as a
// keystroke's run waits for typing to pause), in the engine worker: the
// synthetic run in flight, if any, stops, and the trace's results replace
// the page's when they come.
func (p *CalcPage) replayTrace(ctx app.Context, in calc.Inputs, pause time.Duration) {
	p.work.stop()
	p.cancelled = false
	ts := &p.trace
	ts.err, ts.cancelled = "", false
	ts.replays.begin("sw-trace-progress", t("trace.replaying", ts.name))
	job := map[string]any{"job": "trace", "inputs": string(in.JSON()), "file": ts.file, "lang": string(lang)}
	name := ts.name
	progress := func(ctx app.Context, pr float64) {
		if now := time.Now(); now.Sub(ts.shownAt) >= traceProgressEvery {
			ts.shownAt = now
			if ts.replays.bar != nil {
				ts.replays.bar.move(pr)
			}
		}
	}
	if offload(ctx, &ts.replays.runner, job, pause, progress,
		func(ctx app.Context, res json.RawMessage) {
			defer p.Update()
			ts.replays.done()
			var tr cachesim.TraceResult
			if err := json.Unmarshal(res, &tr); err != nil {
				ts.err = name + ": " + err.Error()
				return
			}
			ci, _ := in.Value().(cachesim.Inputs)
			results := cachesim.TraceResults(ci, name, tr)
			raw, err := json.Marshal(results)
			if err != nil {
				ts.err = name + ": " + err.Error()
				return
			}
			ev, errs := in.Explain(raw)
			if len(errs) > 0 {
				ts.err = name + ": " + errs[0].In(lang, nil)
				return
			}
			ts.results, ts.summary = raw, results.Trace
			p.in, p.stale, p.errs = in, false, nil
			p.setResult(ev)
		},
		func(ctx app.Context, err error) {
			defer p.Update()
			ts.replays.done()
			if errors.Is(err, errEngineLost) {
				ts.err = t("trace.no_worker")
				return
			}
			ts.err = name + ": " + msg.ErrorIn(err, lang)
		}) {
		return
	}
	// No Web Worker: the replay runs only there (in the page it would add
	// the trace reader and the replay to every visit's download), so the
	// page says how else to replay the file.
	ts.replays.done()
	ts.err = t("trace.no_worker")
}

// cancelTrace stops the replay in flight; the page keeps what it showed
// and says whose results they are.
func (p *CalcPage) cancelTrace(ctx app.Context) {
	p.trace.replays.stop()
	p.trace.cancelled = true
	p.trace.redraw()
}

// replayAgain restarts a cancelled replay for the page's inputs.
func (p *CalcPage) replayAgain(ctx app.Context) {
	in, errs := p.f.resolve()
	if len(errs) > 0 || p.trace.file == nil {
		p.trace.err = t("trace.fix_inputs")
		return
	}
	p.replayTrace(ctx, in, 0)
	p.trace.redraw()
}

// dropTrace forgets the trace and shows the synthetic workload's result
// again.
func (p *CalcPage) dropTrace(ctx app.Context) {
	p.trace.clear()
	p.recompute(ctx)
	p.Update()
}

// traceFollows replays the picked file again for new valid inputs in, and
// reports whether it did (a trace is in use); results opened from a plan,
// with no file to replay, are dropped: the page goes back to the synthetic
// workload.
func (p *CalcPage) traceFollows(ctx app.Context, in calc.Inputs, pause time.Duration) bool {
	if p.trace.file == nil || !p.trace.file.Truthy() {
		if p.trace.results != nil {
			p.trace.clear()
		}
		return false
	}
	if p.trace.results != nil && bytes.Equal(in.JSON(), p.in.JSON()) {
		return true // the same inputs: the trace's results stand
	}
	if p.trace.cancelled {
		return true // waits for Replay again
	}
	p.replayTrace(ctx, in, pause)
	return true
}

// tracedEntryResults are the results a plan entry keeps for the page's
// shown result: the trace's, when the page shows them.
func (p *CalcPage) tracedEntryResults() json.RawMessage {
	if p.trace.results == nil {
		return nil
	}
	return p.trace.results
}

// adoptEntryResults shows the results a plan entry kept (a trace replay)
// for inputs in, when the page was opened from that entry with its inputs:
// they are explained, not computed again. It reports whether it did.
func (p *CalcPage) adoptEntryResults(in calc.Inputs) bool {
	l := library()
	if l == nil || p.pc.plan == "" || p.pc.entry == "" || p.trace.adopted == p.pc.plan+"/"+p.pc.entry {
		return false
	}
	p.trace.adopted = p.pc.plan + "/" + p.pc.entry
	pl, ok := l.Get(p.pc.plan)
	if !ok {
		return false
	}
	i := pl.Index(p.pc.entry)
	if i < 0 || len(pl.Scenarios[i].Results) == 0 || pl.Scenarios[i].Scenario.Calculator != p.ID {
		return false
	}
	saved, _, ok := in.Calculator().Resolve(pl.Scenarios[i].Scenario.Inputs, calc.Strict)
	if !ok || !bytes.Equal(saved.JSON(), in.JSON()) {
		return false
	}
	ev, errs := in.Explain(pl.Scenarios[i].Results)
	if len(errs) > 0 {
		return false
	}
	res, _ := ev.Results.(cachesim.Results)
	p.trace.clear()
	p.trace.results = pl.Scenarios[i].Results
	p.trace.summary = res.Trace
	if res.Trace != nil {
		p.trace.name = res.Trace.File
	}
	p.setResult(ev)
	return true
}
