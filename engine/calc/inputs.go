package calc

import (
	"encoding/json"

	"github.com/sizewise/sizewise/engine/scenario"
)

// Inputs are a calculator's valid, resolved inputs: defaults filled,
// validated. Only Resolve makes them.
type Inputs struct {
	c     Calculator
	v     any
	eval  func(any) (*Evaluation, scenario.Errors)
	start func(any) *Running
	work  func(any) float64
	// explain rebuilds the Evaluation of JSON results (Spec.Explain).
	explain func(any, json.RawMessage) (*Evaluation, scenario.Errors)
}

// Work is what evaluating in costs, in the units of MaxWork.
func (in Inputs) Work() float64 {
	if in.work == nil {
		return 0
	}
	return in.work(in.v)
}

// Valid reports whether in came from Resolve (the zero Inputs did not).
func (in Inputs) Valid() bool { return in.c != nil }

// Calculator is the calculator the inputs are for.
func (in Inputs) Calculator() Calculator { return in.c }

// Value is the typed inputs struct.
func (in Inputs) Value() any { return in.v }

// JSON is the inputs as the document's inputs object, defaults filled.
func (in Inputs) JSON() json.RawMessage {
	b, err := json.Marshal(in.v)
	if err != nil {
		panic("calc: inputs do not marshal: " + err.Error())
	}
	return b
}

// Evaluate computes the answer. It is refused (problems at "results…")
// only when the answer fails the Guard: a number that is not finite, is
// negative where it cannot be, or is beyond any meaning.
func (in Inputs) Evaluate() (*Evaluation, scenario.Errors) { return in.eval(in.v) }

// Explain is the Evaluation of results computed elsewhere from the same
// inputs, as the JSON of an Evaluation's Results (a Web Worker ran Start):
// the same as Evaluate, without the work, when the calculator Explains
// (Meta.Explains); otherwise it evaluates again. The results are checked
// as Evaluate's are (Guard).
func (in Inputs) Explain(results json.RawMessage) (*Evaluation, scenario.Errors) {
	return in.explain(in.v, results)
}

// Start starts the calculation as a Job to run in steps. For a calculator
// that is not Stepped the job does it all in its first step.
func (in Inputs) Start() *Running { return in.start(in.v) }

// Running is a started Job of a registered calculator.
type Running struct {
	job    Job
	finish func(Outcome) (*Evaluation, scenario.Errors)
}

// Step does about n units of work and reports whether the job is done.
func (r *Running) Step(n int) bool { return r.job.Step(n) }

// Progress is the fraction done.
func (r *Running) Progress() float64 { return r.job.Progress() }

// Evaluation is the answer once Step has returned true.
func (r *Running) Evaluation() (*Evaluation, scenario.Errors) { return r.finish(r.job.Outcome()) }
