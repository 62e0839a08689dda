package view

import (
	"encoding/json"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Entry is a plan entry's answer as a report shows it in one language: its
// Result, or the Problems of its inputs with the Inputs as far as they read.
// It is what the engine worker answers for an entry (as JSON) and what the
// page computes itself when there is no worker, so both draw the same.
type Entry struct {
	View     *Result   `json:"view,omitempty"`
	Inputs   []Value   `json:"inputs,omitempty"`
	Problems []Problem `json:"problems,omitempty"`
}

// Problem is a problem of an entry's inputs: the field and its message.
type Problem struct {
	Field string `json:"field"`
	Text  string `json:"text"`
}

// EntryRun evaluates one plan entry in steps (Step, Progress), so a heavy
// entry can run in slices or in the worker with progress and cancel; Answer
// is its Entry once Step reported done.
type EntryRun struct {
	lang    msg.Lang
	meta    calc.Meta
	running *calc.Running
	answer  Entry
}

// StartEntry starts evaluating an entry of calculator id with its inputs'
// JSON; results, when the entry keeps them (a trace replay), are explained,
// not computed again. Inputs are resolved strictly, as a saved plan's are:
// a problem is the entry's answer, never a guess.
func StartEntry(id string, inputs, results json.RawMessage, lang msg.Lang) *EntryRun {
	r := &EntryRun{lang: lang}
	c, ok := calc.Lookup(id)
	if !ok {
		r.answer.Problems = []Problem{{Field: "calculator", Text: id}}
		return r
	}
	r.meta = c.Meta()
	in, errs, ok := c.Resolve(inputs, calc.Strict)
	if !ok {
		r.answer.Problems = r.problems(errs)
		if lin, _, _ := c.Resolve(inputs, calc.Lenient); lin.Valid() {
			r.answer.Inputs = Inputs(r.meta, lin.Value(), lang)
		}
		return r
	}
	if len(results) > 0 {
		r.set(in.Explain(results))
		return r
	}
	r.running = in.Start()
	return r
}

// Step does about n units of the entry's work and reports whether it is
// done.
func (r *EntryRun) Step(n int) bool {
	if r.running == nil {
		return true
	}
	if !r.running.Step(n) {
		return false
	}
	r.set(r.running.Evaluation())
	r.running = nil
	return true
}

// Progress is the fraction of the entry's work done.
func (r *EntryRun) Progress() float64 {
	if r.running == nil {
		return 1
	}
	return r.running.Progress()
}

// Answer is the entry's answer; valid once Step reported done.
func (r *EntryRun) Answer() Entry { return r.answer }

func (r *EntryRun) set(ev *calc.Evaluation, errs scenario.Errors) {
	if len(errs) > 0 {
		r.answer.Problems = r.problems(errs)
		return
	}
	v := Of(ev, r.lang)
	r.answer.View, r.answer.Inputs = &v, v.Inputs
}

func (r *EntryRun) problems(errs scenario.Errors) []Problem {
	out := make([]Problem, len(errs))
	for i, fe := range errs {
		out[i] = Problem{Field: fe.Field, Text: fe.In(r.lang, r.meta)}
	}
	return out
}
