package ui

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// recompute reads the form after a change, keeps the URL in step and
// evaluates (or starts a run of) what was typed.
func (p *CalcPage) recompute(ctx app.Context) {
	p.syncURL(ctx)
	p.evaluate(ctx)
	p.refreshView()
}

// syncURL writes the form's inputs into the page's URL.
func (p *CalcPage) syncURL(ctx app.Context) {
	u := *ctx.Page().URL()
	u.RawQuery = p.pageQuery()
	ctx.Page().ReplaceURL(&u)
}

// evaluate reads the form and evaluates (or starts a run of) what was
// typed; a number answered at once is written into the page at once
// (paintNumbers).
func (p *CalcPage) evaluate(ctx app.Context) {
	p.notices = nil
	p.copied = false
	in, errs := p.f.resolve()
	if len(errs) > 0 {
		p.work.stop() // the inputs changed: a run in flight is for old ones
		p.errs, p.stale = errs, true
		return
	}
	p.errs = nil
	if p.f.meta.Stepped {
		p.stale = p.ev != nil
		if !p.traceFollows(ctx, in, typingPause) {
			p.startRun(ctx, in, typingPause)
		}
		return
	}
	ev, errs := in.Evaluate()
	if len(errs) > 0 {
		p.errs, p.stale = errs, true
		return
	}
	p.in, p.ev = in, ev
	p.stale = false
	if app.IsClient {
		nums := view.Numbers(ev, lang)
		paintNumbers(&nums)
	}
}

// paintNumbers writes the headline numbers and the values of the details
// table into the page at once, as the keystroke is handled: go-app redraws
// on its next frame (up to 8 ms later, and the page's whole tree), so
// without it a number reaches the screen a frame or two after the key.
// Only the text nodes go-app itself drew are changed (their nodeValue), so
// its own redraw then finds them as it left them and writes the same text;
// a value whose node is not on the page yet is left to that redraw.
func paintNumbers(r *view.Result) {
	if r == nil || !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	set := func(id, sel, text string) {
		el := doc.Call("getElementById", id)
		if !el.Truthy() {
			return
		}
		if sel != "" {
			if el = el.Call("querySelector", sel); !el.Truthy() {
				return
			}
		}
		writeText(el, text)
	}
	for _, v := range r.Headline {
		set("out-"+v.Name, ".sw-metric-value", v.Text)
		set("out-"+v.Name, ".sw-metric-unit", v.Unit)
	}
	for _, v := range r.Details {
		set("out-"+v.Name, "td.sw-num", v.WithUnit())
	}
}

// writeText sets the text of el, an element whose only child is a text
// node go-app drew, in that node (its nodeValue): go-app's own redraw then
// finds the node as it left it. Any other element is left to that redraw.
func writeText(el app.Value, text string) {
	if !el.Truthy() {
		return
	}
	if n := el.Get("firstChild"); n.Truthy() && n.Get("nodeType").Int() == 3 && el.Get("childNodes").Length() == 1 {
		n.Set("nodeValue", text)
	}
}

// startRun runs the Stepped calculation of in in the background, cancelling
// any run in flight; the result replaces the one shown when it is done. The
// engine worker runs it off the page's thread when it can (the page then
// only explains the results it answers); otherwise it runs here, in slices.
func (p *CalcPage) startRun(ctx app.Context, in calc.Inputs, pause time.Duration) {
	p.cancelled = false
	p.work.begin("", "")
	if p.f.meta.Explains {
		job := map[string]any{"job": "calc", "calculator": p.ID, "inputs": string(in.JSON())}
		if offload(ctx, &p.work.runner, job, pause, p.work.progress,
			func(ctx app.Context, res json.RawMessage) {
				ev, errs := in.Explain(res)
				p.finishRun(in, ev, errs)
			},
			func(ctx app.Context, err error) {
				if errors.Is(err, errEngineLost) {
					p.runHere(ctx, in, 0)
					return
				}
				var errs scenario.Errors
				errs.Report("results", msgEngineFailed, msg.Str(err.Error()))
				p.finishRun(in, nil, errs)
			}) {
			return
		}
	}
	p.runHere(ctx, in, pause)
}

// msgEngineFailed says the worker answered an error instead of results.
var msgEngineFailed = msg.NewKey("ui.engine-failed", "the calculation in the background failed: {0}")

// runHere runs the Stepped calculation of in on the page's thread, in
// slices (see run).
func (p *CalcPage) runHere(ctx app.Context, in calc.Inputs, pause time.Duration) {
	job := in.Start()
	type answer struct {
		ev   *calc.Evaluation
		errs scenario.Errors
	}
	run(ctx, &p.work.runner, job, pause, p.work.progress,
		func() answer { ev, errs := job.Evaluation(); return answer{ev, errs} },
		func(ctx app.Context, a answer) { p.finishRun(in, a.ev, a.errs) })
}

// finishRun shows the answer of a run. It may be called with the context
// of a child component (the keystroke that started the run): a dispatch
// redraws only its own component, so the page asks for its redraw itself.
func (p *CalcPage) finishRun(in calc.Inputs, ev *calc.Evaluation, errs scenario.Errors) {
	defer p.Update()
	p.work.done()
	if len(errs) > 0 {
		p.errs, p.stale = errs, true
		return
	}
	p.in = in
	p.setResult(ev)
	p.stale = false
}

// runAgain restarts a cancelled Stepped run with the inputs shown.
func (p *CalcPage) runAgain(ctx app.Context, e app.Event) {
	p.cancelled = false
	p.recompute(ctx)
}

func (p *CalcPage) cancelRun(ctx app.Context, e app.Event) {
	p.work.stop()
	p.cancelled, p.stale = true, true
}
