package ui

import (
	"encoding/json"
	"errors"
	"slices"
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/i18n"
)

// engineWorker is the Web Worker running the engine alone
// (web/engine-worker.js and wasm/engine): the page hands it the jobs too
// heavy to run between two keystrokes and keeps its own thread for typing
// and drawing. It starts on the first job, so only the pages that need it
// load it. When the browser has no Worker, or the worker fails to load,
// offload says so and the caller runs the job in the page, in slices.
type engineWorker struct {
	mu     sync.Mutex // jobs: the worker's callbacks and the UI both use them
	w      app.Value
	onMsg  app.Func
	onErr  app.Func
	next   int
	jobs   map[int]*engineJob
	broken bool
}

// engineJob is a job in the worker: what to call as it answers. The calls
// are made on the UI goroutine through the context of the job's component.
type engineJob struct {
	ctx      app.Context
	progress func(app.Context, float64)
	done     func(app.Context, json.RawMessage)
	fail     func(app.Context, error)
}

// The worker's life is marked on the page's performance timeline
// ("sizewise-engine-ready", "-answered", "-stopped"), where a profile or a
// test sees what ran there and when.

// engineScript is the worker's script (its engine's versioned name is
// written in by the site build).
const engineScript = "/web/engine-worker.js"

var theEngine engineWorker

// errEngineLost says the worker stopped before it answered.
var errEngineLost = errors.New("the background engine stopped")

// start creates the worker once; it reports whether one runs.
func (e *engineWorker) start() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.broken || !app.IsClient {
		return false
	}
	if e.w != nil {
		return true
	}
	ctor := app.Window().Get("Worker")
	if !ctor.Truthy() {
		e.broken = true
		return false
	}
	e.jobs = map[int]*engineJob{}
	e.w = ctor.New(engineScript)
	e.onMsg = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("callback")
		e.receive(args[0].Get("data"))
		return nil
	})
	e.onErr = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("callback")
		e.lost()
		return nil
	})
	e.w.Call("addEventListener", "message", e.onMsg)
	e.w.Call("addEventListener", "error", e.onErr)
	// engine.wasm carries the product's catalogues (i18n.Langs); the page's
	// catalogue of a language the site offers beside them (the browser
	// tests' pseudo-locale) goes first, so that it is the worker's language
	// too.
	if src := catalogueFile(lang); src != "" && !slices.Contains(i18n.Langs, lang) {
		e.next++
		e.w.Call("postMessage", map[string]any{"id": e.next, "job": "catalogue", "lang": lang.String(), "text": src})
	}
	return true
}

// lost fails every job in flight and stops using the worker: the next jobs
// run in the page.
func (e *engineWorker) lost() {
	e.mu.Lock()
	e.broken = true
	jobs := e.jobs
	e.jobs = map[int]*engineJob{}
	e.mu.Unlock()
	for _, j := range jobs {
		dispatch(j.ctx, func(ctx app.Context) { j.fail(ctx, errEngineLost) })
	}
}

// take returns job id, removing it when it is answered for good.
func (e *engineWorker) take(id int, remove bool) (*engineJob, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	j, ok := e.jobs[id]
	if ok && remove {
		delete(e.jobs, id)
	}
	return j, ok
}

// live reports whether job id still waits for its answer.
func (e *engineWorker) live(id int) bool {
	_, ok := e.take(id, false)
	return ok
}

func (e *engineWorker) receive(m app.Value) {
	if m.Get("fatal").Truthy() {
		app.Log("the background engine did not start:", m.Get("fatal").String())
		e.lost()
		return
	}
	perf := app.Window().Get("performance")
	idv := m.Get("id")
	if !idv.Truthy() {
		perf.Call("mark", "sizewise-engine-ready") // {ready: true}
		return
	}
	id := idv.Int()
	if m.Get("stopped").Truthy() {
		// A cancelled job's work has stopped: marked on the page's
		// timeline, where a test or a profile can see how long it took.
		perf.Call("mark", "sizewise-engine-stopped")
		return
	}
	progress := m.Get("progress").Type() == app.TypeNumber
	j, ok := e.take(id, !progress)
	if !ok {
		return // cancelled
	}
	switch {
	case progress:
		p := m.Get("progress").Float()
		dispatch(j.ctx, func(ctx app.Context) {
			ctx.PreventUpdate() // the bar redraws itself
			if e.live(id) {
				j.progress(ctx, p)
			}
		})
	case m.Get("result").Type() == app.TypeString:
		perf.Call("mark", "sizewise-engine-answered")
		res := json.RawMessage(m.Get("result").String())
		dispatch(j.ctx, func(ctx app.Context) { j.done(ctx, res) })
	default:
		err := errors.New(m.Get("error").String())
		dispatch(j.ctx, func(ctx app.Context) { j.fail(ctx, err) })
	}
}

// offload posts msg (a job, without its id) to the worker. It returns the
// job's cancel, or ok false when there is no worker to run it.
func (e *engineWorker) offload(ctx app.Context, msg map[string]any,
	progress func(app.Context, float64), done func(app.Context, json.RawMessage), fail func(app.Context, error)) (cancel func(), ok bool) {
	if !e.start() {
		return nil, false
	}
	e.mu.Lock()
	e.next++
	id := e.next
	e.jobs[id] = &engineJob{ctx: ctx, progress: progress, done: done, fail: fail}
	e.mu.Unlock()
	msg["id"] = id
	e.w.Call("postMessage", msg)
	return func() {
		if _, live := e.take(id, true); live {
			e.w.Call("postMessage", map[string]any{"id": id, "job": "cancel"})
		}
	}, true
}
