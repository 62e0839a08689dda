package ui

import (
	"encoding/json"
	"errors"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

func init() {
	extras[cachesim.ID] = func(ev *calc.Evaluation) app.UI {
		in, _ := ev.Inputs.(cachesim.Inputs)
		return &TracePanel{Inputs: in}
	}
}

// TracePanel replays a trace file the user picks (read with the File API:
// nothing is uploaded) through the read-cache model of the cache-sim page's
// inputs, with progress, like the synthetic simulation: in the engine
// worker when there is one (the file goes to it as a File; the page never
// copies its bytes), else in the page, in slices. Inputs (an attribute) are
// the page's current inputs.
type TracePanel struct {
	app.Compo
	Inputs cachesim.Inputs

	name    string
	file    app.Value // the File picked
	replays task
	result  *cachesim.TraceResult
	err     string
}

// OnDismount cancels a replay in flight.
func (tp *TracePanel) OnDismount() {
	defer hook("dismount")
	tp.replays.stop()
}

func (tp *TracePanel) inputs() cachesim.Inputs { return tp.Inputs }

func (tp *TracePanel) onFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	tp.name, tp.err, tp.result = file.Get("name").String(), "", nil
	tp.file = file
	tp.replay(ctx)
}

// OnUpdate replays the file again when the page's inputs change.
func (tp *TracePanel) OnUpdate(ctx app.Context) {
	defer hook("update")
	if tp.file != nil {
		tp.replay(ctx)
	}
}

// replay runs the picked file through the model.
func (tp *TracePanel) replay(ctx app.Context) {
	tp.err = ""
	tp.replays.begin("sw-trace-progress", t("trace.replaying", tp.name))
	inputs, err := json.Marshal(tp.inputs())
	if err != nil {
		tp.failed(err)
		return
	}
	job := map[string]any{"job": "trace", "inputs": string(inputs), "file": tp.file, "lang": string(lang)}
	if offload(ctx, &tp.replays.runner, job, 0, tp.replays.progress,
		func(ctx app.Context, res json.RawMessage) {
			var r cachesim.TraceResult
			if err := json.Unmarshal(res, &r); err != nil {
				tp.failed(err)
				return
			}
			tp.replays.running, tp.result = false, &r
		},
		func(ctx app.Context, err error) {
			if errors.Is(err, errEngineLost) {
				tp.replays.running, tp.err = false, t("trace.no_worker")
				return
			}
			tp.failed(err)
		}) {
		return
	}
	// No Web Worker: the replay runs only there (in the page it would add
	// the trace reader and the replay, 57 KB brotli, to every visit's
	// download), so the page says how else to replay the file.
	tp.replays.running, tp.err = false, t("trace.no_worker")
}

func (tp *TracePanel) failed(err error) {
	tp.replays.running, tp.err = false, tp.name+": "+msg.ErrorIn(err, lang)
}

func (tp *TracePanel) cancel(ctx app.Context, e app.Event) { tp.replays.stop() }

// Render draws the panel.
func (tp *TracePanel) Render() app.UI { return guardRender(tp, "trace", tp.render) }

func (tp *TracePanel) render() app.UI {
	var result app.UI
	if tp.result != nil {
		result = tp.renderResult()
	}
	return app.Section().Class("sw-trace").Aria("labelledby", "sw-trace-title").Body(
		app.H3().ID("sw-trace-title").Text(t("trace.title")),
		app.P().Class("sw-hint").Text(t("trace.hint")),
		app.Label().For("sw-trace-file").Class("sw-trace-pick").Text(t("trace.file")),
		filePicker("sw-trace-file", "", tp.name, tp.onFile, "trace-file"),
		tp.replays.shown(
			app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("common.cancel")).OnClick(on(tp.cancel), "trace-cancel"),
		),
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
