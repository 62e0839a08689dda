package ui

import (
	"encoding/json"
	"sync"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Pacing of a calculation run in steps in the browser, where WebAssembly has
// one thread and no preemption: work in slices of about sliceTime, yield to
// the event loop between them (so typing and painting go on), show progress
// at most every progressEvery, and wait typingPause after a keystroke before
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

// stepped is a job run in slices: step does about n units of work and says
// whether it is done, progress is the fraction done.
type stepped interface {
	Step(n int) bool
	Progress() float64
}

// runner runs one stepped job at a time off the UI goroutine: starting a
// new run (or Cancel) makes the one in flight stop at its next slice and
// drop its answer. The one sliced-run loop of the app: the calculator page
// and the trace panel both use it.
type runner struct {
	seq  atomic.Int64
	mu   sync.Mutex
	stop func() // cancels the run's job in the engine worker, if there
}

// cancel stops the run in flight, if any.
func (r *runner) cancel() {
	r.seq.Add(1)
	r.setStop(nil)
}

// setStop replaces the worker job's cancel, calling the one it replaces.
func (r *runner) setStop(f func()) {
	r.mu.Lock()
	old := r.stop
	r.stop = f
	r.mu.Unlock()
	if old != nil {
		old()
	}
}

// offload runs a job in the engine worker (see engineWorker) after pause:
// msg is the job's message; progress, done (with the result's JSON) and
// fail are called on the UI goroutine unless the run was cancelled or
// replaced. It returns false when there is no worker: the caller runs the
// job in the page with run. A worker lost mid-job fails with errEngineLost,
// which the caller answers the same way.
func offload(ctx app.Context, r *runner, msg map[string]any, pause time.Duration,
	progress func(app.Context, float64), done func(app.Context, json.RawMessage), fail func(app.Context, error)) bool {
	if !theEngine.start() {
		return false
	}
	seq := r.seq.Add(1)
	r.setStop(nil)
	live := func() bool { return r.seq.Load() == seq }
	begin := func(ctx app.Context) {
		if !live() {
			return
		}
		stop, ok := theEngine.offload(ctx, msg,
			func(ctx app.Context, p float64) {
				if live() {
					progress(ctx, p)
				}
			},
			func(ctx app.Context, res json.RawMessage) {
				if live() {
					done(ctx, res)
				}
			},
			func(ctx app.Context, err error) {
				if live() {
					fail(ctx, err)
				}
			})
		if !ok {
			fail(ctx, errEngineLost)
			return
		}
		r.setStop(stop)
	}
	if pause <= 0 {
		begin(ctx)
		return true
	}
	async(ctx, func() {
		time.Sleep(pause)
		dispatch(ctx, func(ctx app.Context) {
			ctx.PreventUpdate()
			begin(ctx)
		})
	})
	return true
}

// run starts job after pause, calling progress on the UI goroutine at most
// every progressEvery and done on it once the job finished (finish is
// called off the UI goroutine to assemble the answer, and its value is
// handed to done). Nothing is called once the run is cancelled.
func run[T any](ctx app.Context, r *runner, job stepped, pause time.Duration,
	progress func(app.Context, float64), finish func() T, done func(app.Context, T)) {
	seq := r.seq.Add(1)
	live := func() bool { return r.seq.Load() == seq }
	async(ctx, func() {
		if pause > 0 {
			time.Sleep(pause)
		}
		lastShown := time.Now().Add(-progressEvery) // the first slice reports at once
		for live() {
			if slice(job.Step) {
				dispatch(ctx, func(ctx app.Context) {
					ctx.PreventUpdate()
					if live() {
						progress(ctx, 1) // the answer is being assembled and drawn
					}
				})
				time.Sleep(time.Millisecond)
				v := finish()
				dispatch(ctx, func(ctx app.Context) {
					if live() {
						done(ctx, v)
					}
				})
				return
			}
			if time.Since(lastShown) >= progressEvery {
				lastShown = time.Now()
				pr := job.Progress()
				dispatch(ctx, func(ctx app.Context) {
					ctx.PreventUpdate() // only the bar changes
					if live() {
						progress(ctx, pr)
					}
				})
			}
			time.Sleep(time.Millisecond) // yield to the browser's event loop
		}
	})
}

// task is a component's background job and what it shows of it: the run in
// flight (a new one, or Cancel, stops it), whether one runs, and its
// progress bar (a component of its own, so progress redraws the bar alone).
// The calculator page, the trace panel, the RVTools import and the plan
// report each keep one.
type task struct {
	runner
	running bool
	bar     *RunBar
}

// begin marks a run started and shows its bar at 0 (id: the progress
// element's id, "" for the default; label: what runs, "" for the
// simulation).
func (t *task) begin(id, label string) {
	t.running = true
	if t.bar == nil {
		t.bar = &RunBar{ID: id}
	}
	t.bar.Label, t.bar.on = label, true
	t.bar.set(0)
}

// done marks the run ended (answered or failed) and empties its bar.
func (t *task) done() {
	t.running = false
	if t.bar != nil && t.bar.on {
		t.bar.on = false
		t.bar.set(0)
	}
}

// ensureBar makes the run's bar, once, before the component that draws it
// between runs renders (Render changes nothing: see barUI).
func (t *task) ensureBar() {
	if t.bar == nil {
		t.bar = &RunBar{}
	}
}

// barUI is the run's bar, drawn empty between runs (see RunBar); the
// component that draws it made it first (ensureBar, in its OnInit).
func (t *task) barUI() app.UI {
	if t.bar == nil {
		return nil
	}
	return t.bar
}

// progress shows pr on the bar (a run's progress callback).
func (t *task) progress(ctx app.Context, pr float64) { t.bar.set(pr) }

// stop cancels the run in flight; nothing it would answer is shown.
func (t *task) stop() {
	t.cancel()
	t.done()
}

// shown is the bar while a run is in flight, with extra after it (a
// Cancel button), or nil.
func (t *task) shown(extra ...app.UI) app.UI {
	if !t.running || t.bar == nil {
		return nil
	}
	return app.Div().Class("sw-run").Role("status").Body(append([]app.UI{t.bar}, extra...)...)
}
