package ui

import (
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// The plan report never evaluates on the UI thread while drawing: a plan's
// entries are evaluated in the background, in slices (run), one after the
// other, and each answer is kept by entry until its inputs change. A heavy
// entry (a long cache simulation) shows "computing" and a progress bar
// while the rest of the report is already there; renaming a plan or adding
// a note evaluates nothing again.

// entryResult is an entry's answer as the report shows it.
type entryResult struct {
	key    string // what it was computed from (entryKey)
	view   *view.Result
	inputs []view.Value
	errs   []entryProblem
}

// entryProblem is a problem of an entry's inputs, worded.
type entryProblem struct{ Field, Text string }

// entryKey identifies what an entry's answer depends on.
func entryKey(e plans.Entry) string {
	return e.Scenario.Calculator + "\x00" + string(e.Scenario.Inputs) + "\x00" + string(e.Results) + "\x00" + string(lang)
}

// planJob evaluates entries one after the other, in steps; finished answers
// are collected for the UI to take (drain).
type planJob struct {
	entries []plans.Entry
	i       int
	running *calc.Running
	inputs  calc.Inputs

	mu   sync.Mutex
	done map[string]*entryResult // by entry id, not yet drained
	n    int                     // entries finished
}

func newPlanJob(entries []plans.Entry) *planJob {
	return &planJob{entries: entries, done: map[string]*entryResult{}}
}

// Step does about n units of work of the current entry.
func (j *planJob) Step(n int) bool {
	for j.i < len(j.entries) {
		e := j.entries[j.i]
		if j.running == nil {
			c, ok := calc.Lookup(e.Scenario.Calculator)
			if !ok {
				j.finish(e, &entryResult{errs: []entryProblem{{Field: "calculator", Text: e.Scenario.Calculator}}})
				continue
			}
			in, errs, ok := c.Resolve(e.Scenario.Inputs, calc.Strict)
			if !ok {
				r := &entryResult{}
				for _, fe := range errs {
					r.errs = append(r.errs, entryProblem{Field: fe.Field, Text: fe.In(lang, c.Meta())})
				}
				if lin, _, _ := c.Resolve(e.Scenario.Inputs, calc.Lenient); lin.Valid() {
					r.inputs = view.Inputs(c.Meta(), lin.Value(), lang)
				}
				j.finish(e, r)
				continue
			}
			if len(e.Results) > 0 {
				// Results kept with the entry (a trace replay) are
				// explained, not computed again.
				ev, errs := in.Explain(e.Results)
				j.finish(e, j.answer(ev, errs, c.Meta()))
				continue
			}
			j.inputs, j.running = in, in.Start()
		}
		if !j.running.Step(n) {
			return false
		}
		ev, errs := j.running.Evaluation()
		j.running = nil
		j.finish(e, j.answer(ev, errs, j.inputs.Calculator().Meta()))
		return j.i >= len(j.entries)
	}
	return true
}

// answer is an entry's evaluation, or its problems, as the report shows it.
func (j *planJob) answer(ev *calc.Evaluation, errs scenario.Errors, meta calc.Meta) *entryResult {
	r := &entryResult{}
	if len(errs) > 0 {
		for _, fe := range errs {
			r.errs = append(r.errs, entryProblem{Field: fe.Field, Text: fe.In(lang, meta)})
		}
		return r
	}
	v := view.Of(ev, lang)
	r.view, r.inputs = &v, v.Inputs
	return r
}

func (j *planJob) finish(e plans.Entry, r *entryResult) {
	r.key = entryKey(e)
	j.mu.Lock()
	j.done[e.ID] = r
	j.n++
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
	job := newPlanJob(todo)
	pp.computing.begin("sw-plan-progress", t("plans.computing"))
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
