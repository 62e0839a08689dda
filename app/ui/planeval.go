package ui

import (
	"encoding/json"
	"errors"
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// The plan report never evaluates on the UI thread while drawing: a plan's
// entries are evaluated in the engine worker, one after the other, and each
// answer is kept by entry until its inputs change; the page only decodes
// and draws the answers (a sioc entry of 1,000 VMs evaluates and builds its
// view in about 100 ms natively, several times that in WebAssembly: on the
// page's thread that was one long task per entry). Without a worker the
// page evaluates them itself, in slices (run). A heavy entry (a long cache
// simulation) shows "computing" and a progress bar while the rest of the
// report is already there; renaming a plan or adding a note evaluates
// nothing again.

// entryResult is an entry's answer as the report shows it, and what it was
// computed from (entryKey).
type entryResult struct {
	key string
	view.Entry
}

// entryKey identifies what an entry's answer depends on.
func entryKey(e plans.Entry) string {
	return e.Scenario.Calculator + "\x00" + string(e.Scenario.Inputs) + "\x00" + string(e.Results) + "\x00" + string(lang)
}

// planJob evaluates entries one after the other, in steps, on the page's
// thread (when there is no worker); finished answers are collected for the
// UI to take (drain).
type planJob struct {
	entries []plans.Entry
	keys    []string
	lang    msg.Lang
	i       int
	running *view.EntryRun

	mu   sync.Mutex
	done map[string]*entryResult // by entry id, not yet drained
}

func newPlanJob(entries []plans.Entry) *planJob {
	keys := make([]string, len(entries))
	for i, e := range entries {
		keys[i] = entryKey(e)
	}
	return &planJob{entries: entries, keys: keys, lang: lang, done: map[string]*entryResult{}}
}

// Step does about n units of work of the current entry.
func (j *planJob) Step(n int) bool {
	for j.i < len(j.entries) {
		e := j.entries[j.i]
		if j.running == nil {
			j.running = view.StartEntry(e.Scenario.Calculator, e.Scenario.Inputs, e.Results, j.lang)
		}
		if !j.running.Step(n) {
			return false
		}
		j.finish(&entryResult{key: j.keys[j.i], Entry: j.running.Answer()})
		j.running = nil
		// One entry a step at most: the slice ends and the page draws it.
		return j.i >= len(j.entries)
	}
	return true
}

func (j *planJob) finish(r *entryResult) {
	j.mu.Lock()
	j.done[j.entries[j.i].ID] = r
	j.mu.Unlock()
	j.i++
}

// Progress is the fraction of entries done, the current one counted in part.
func (j *planJob) Progress() float64 {
	if len(j.entries) == 0 {
		return 1
	}
	part := 0.0
	if j.running != nil {
		part = j.running.Progress()
	}
	return (float64(j.i) + part) / float64(len(j.entries))
}

// drain takes the answers finished since the last drain.
func (j *planJob) drain() map[string]*entryResult {
	j.mu.Lock()
	defer j.mu.Unlock()
	out := j.done
	j.done = map[string]*entryResult{}
	return out
}

// evaluatePlan starts evaluating the entries of p whose answer is missing
// or out of date, in the background; the report redraws as answers come.
func (pp *PlansPage) evaluatePlan(ctx app.Context, p plans.Plan) {
	if pp.results == nil {
		pp.results = map[string]*entryResult{}
	}
	var todo []plans.Entry
	for _, e := range p.Scenarios {
		if r, ok := pp.results[e.ID]; !ok || r.key != entryKey(e) {
			todo = append(todo, e)
		}
	}
	if len(todo) == 0 {
		pp.computing.stop()
		return
	}
	pp.computing.begin("sw-plan-progress", t("plans.computing"))
	pp.evaluateInWorker(ctx, todo, 0)
}

// evaluateInWorker asks the engine worker for the answer of todo[i], then
// of the next entry when it comes; a new evaluation (or leaving the page)
// cancels the chain with the runner. Without a worker, or when it is lost,
// the rest is evaluated in the page.
func (pp *PlansPage) evaluateInWorker(ctx app.Context, todo []plans.Entry, i int) {
	if i == len(todo) {
		pp.computing.running = false
		pp.computing.stop()
		pp.Update()
		return
	}
	e, key, n := todo[i], entryKey(todo[i]), float64(len(todo))
	job := map[string]any{"job": "entry", "calculator": e.Scenario.Calculator,
		"inputs": string(e.Scenario.Inputs), "results": string(e.Results), "lang": string(lang)}
	ok := offload(ctx, &pp.computing.runner, job, 0,
		func(ctx app.Context, pr float64) { pp.computing.progress(ctx, (float64(i)+pr)/n) },
		func(ctx app.Context, res json.RawMessage) {
			r := &entryResult{key: key}
			if err := json.Unmarshal(res, &r.Entry); err != nil {
				r = failedEntry(key, err)
			}
			pp.results[e.ID] = r
			pp.computing.progress(ctx, float64(i+1)/n)
			pp.evaluateInWorker(ctx, todo, i+1)
			pp.Update()
		},
		func(ctx app.Context, err error) {
			if errors.Is(err, errEngineLost) {
				pp.evaluateHere(ctx, todo[i:])
				return
			}
			pp.results[e.ID] = failedEntry(key, err)
			pp.evaluateInWorker(ctx, todo, i+1)
			pp.Update()
		})
	if !ok {
		pp.evaluateHere(ctx, todo[i:])
	}
}

// failedEntry is the answer of an entry the worker could not evaluate: the
// worker's error, worded as the calculator page words it.
func failedEntry(key string, err error) *entryResult {
	var errs scenario.Errors
	errs.Report("results", msgEngineFailed, msg.Str(err.Error()))
	return &entryResult{key: key, Entry: view.Entry{Problems: []view.Problem{{Field: "results", Text: errs[0].In(lang, calc.Meta{})}}}}
}

// evaluateHere evaluates todo on the page's thread, in slices.
func (pp *PlansPage) evaluateHere(ctx app.Context, todo []plans.Entry) {
	job := newPlanJob(todo)
	take := func() {
		for id, r := range job.drain() {
			pp.results[id] = r
		}
	}
	run(ctx, &pp.computing.runner, job, 0,
		func(ctx app.Context, pr float64) {
			pp.computing.progress(ctx, pr)
			take()
			pp.Update()
		},
		func() struct{} { return struct{}{} },
		func(ctx app.Context, _ struct{}) {
			take()
			pp.computing.running = false
			pp.Update()
		})
}

// resultOf is the entry's answer if it is computed and current.
func (pp *PlansPage) resultOf(e plans.Entry) (*entryResult, bool) {
	r, ok := pp.results[e.ID]
	if !ok || r.key != entryKey(e) {
		return nil, false
	}
	return r, true
}
