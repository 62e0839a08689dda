package ui

import (
	"encoding/json"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/engine/cachesim"
)

// TracePanel replays a trace file the user picks (read with the File API:
// nothing is uploaded) through the read-cache model of the cache-sim page's
// inputs, in steps with progress, like the synthetic simulation. Inputs (an
// attribute) is the page's current inputs object.
type TracePanel struct {
	app.Compo
	Inputs string

	name     string
	data     []byte
	running  bool
	progress float64
	result   *cachesim.TraceResult
	err      string
	seq      atomic.Int64
}

// OnDismount cancels a replay in flight.
func (tp *TracePanel) OnDismount() { tp.seq.Add(1) }

func (tp *TracePanel) inputs() cachesim.Inputs {
	in := cachesim.Defaults()
	if tp.Inputs != "" {
		_ = json.Unmarshal([]byte(tp.Inputs), &in) // the page passes valid inputs
	}
	return in
}

func (tp *TracePanel) onFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	tp.name, tp.err, tp.result, tp.data = file.Get("name").String(), "", nil, nil
	tp.running, tp.progress = true, 0
	var then app.Func
	then = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer then.Release()
		u8 := app.Window().Get("Uint8Array").New(args[0])
		data := make([]byte, u8.Length())
		app.CopyBytesToGo(data, u8)
		dispatch(ctx, func(ctx app.Context) {
			tp.data = data
			tp.replay(ctx)
		})
		return nil
	})
	file.Call("arrayBuffer").Call("then", then)
}

// OnUpdate replays the file again when the page's inputs change.
func (tp *TracePanel) OnUpdate(ctx app.Context) {
	if tp.data != nil {
		tp.replay(ctx)
	}
}

// replay runs the loaded file through the model, in slices (see
// CalcPage.startRunning for the pacing).
func (tp *TracePanel) replay(ctx app.Context) {
	seq := tp.seq.Add(1)
	run, err := cachesim.NewTraceRun(tp.data, tp.inputs())
	if err != nil {
		tp.running, tp.err = false, tp.name+": "+err.Error()
		return
	}
	tp.running, tp.progress, tp.err = true, 0, ""
	async(ctx, func() {
		lastShown := time.Now().Add(-progressEvery) // the first slice reports at once
		for tp.seq.Load() == seq {
			done := slice(run.Step)
			if done {
				res, rerr := run.Result(), run.Err()
				dispatch(ctx, func(ctx app.Context) {
					if tp.seq.Load() != seq {
						return
					}
					tp.running = false
					if rerr != nil {
						tp.err = tp.name + ": " + rerr.Error()
						return
					}
					tp.result = &res
				})
				return
			}
			if time.Since(lastShown) >= progressEvery {
				lastShown = time.Now()
				pr := run.Progress()
				dispatch(ctx, func(ctx app.Context) {
					if tp.seq.Load() == seq {
						tp.progress = pr
					}
				})
			}
			time.Sleep(time.Millisecond) // yield to the browser's event loop
		}
	})
}

func (tp *TracePanel) cancel(ctx app.Context, e app.Event) {
	tp.seq.Add(1)
	tp.running = false
}

// Render draws the panel.
func (tp *TracePanel) Render() app.UI {
	pct := int(tp.progress*100 + 0.5)
	var result app.UI
	if tp.result != nil {
		result = tp.renderResult()
	}
	return app.Section().Class("sw-trace").Aria("labelledby", "sw-trace-title").Body(
		app.H3().ID("sw-trace-title").Text(t("trace.title")),
		app.P().Class("sw-hint").Text(t("trace.hint")),
		app.Label().For("sw-trace-file").Class("sw-trace-pick").Text(t("trace.file")),
		app.Input().Type("file").ID("sw-trace-file").OnChange(on(tp.onFile), "trace-file"),
		app.If(tp.running, app.Div().Class("sw-run").Role("status").Body(
			app.Label().For("sw-trace-progress").Text(t("trace.replaying", tp.name)),
			app.Progress().ID("sw-trace-progress").Max(1000).Value(int(tp.progress*1000)).Text(strconv.Itoa(pct)+" %"),
			app.Span().Class("sw-run-pct").Text(strconv.Itoa(pct)+" %"),
			app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("common.cancel")).OnClick(on(tp.cancel), "trace-cancel"),
		)),
		app.If(tp.err != "", app.P().Class("sw-error").Role("alert").Text(tp.err)),
		result,
	)
}

func (tp *TracePanel) renderResult() app.UI {
	r := tp.result
	in := tp.inputs()
	rec := t("trace.none_reaches", in.TargetHitRatioPct)
	if r.RecommendedCacheGB > 0 {
		rec = t("trace.recommend", r.RecommendedCacheGB, in.TargetHitRatioPct)
	}
	return app.Div().ID("sw-trace-result").Body(
		app.Table().Class("sw-table").Body(app.TBody().Body(
			app.Tr().Body(app.Th().Scope("row").Text(t("trace.file_name")), app.Td().Class("sw-num").Text(tp.name+" ("+r.Format+")")),
			app.Tr().Body(app.Th().Scope("row").Text(t("trace.requests")), app.Td().Class("sw-num").Text(t("trace.requests_value", float64(r.Requests), float64(r.Reads), float64(r.Writes)))),
			app.Tr().ID("sw-trace-hit").Body(app.Th().Scope("row").Text(t("trace.hit_at", in.CacheDeviceGB)), app.Td().Class("sw-num").Text(num(r.ReadHitRatio*100)+" %")),
			app.Tr().Body(app.Th().Scope("row").Text(t("trace.hdd_chunks")), app.Td().Class("sw-num").Text(num(float64(r.HDDChunkReads)))),
		)),
		app.P().Class("sw-trace-rec").Text(rec),
		app.Table().Class("sw-table sw-records").Body(
			app.Caption().Text(t("trace.curve")),
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text(t("trace.cache_gb")),
				app.Th().Scope("col").Text(t("trace.read_cache_gb")),
				app.Th().Scope("col").Text(t("trace.hit_ratio")),
			)),
			app.TBody().Body(app.Range(r.Curve).Slice(func(i int) app.UI {
				p := r.Curve[i]
				return app.Tr().Body(
					app.Td().Class("sw-num").Text(num(p.CacheGB)),
					app.Td().Class("sw-num").Text(num(p.ReadCacheGB)),
					app.Td().Class("sw-num").Text(num(p.ReadHitRatio*100)+" %"),
				)
			})),
		),
	)
}
