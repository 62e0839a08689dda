package calc

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

var msgResultsUnreadable = msg.NewKey("results.unreadable", "the results computed in the background cannot be read: {0}")

// entry is a registered Spec.
type entry[I, R any] struct {
	s            Spec[I, R]
	meta         Meta
	defaultsJSON json.RawMessage
}

func (e *entry[I, R]) Meta() Meta { return e.meta }

func (e *entry[I, R]) Defaults() Inputs { return e.inputs(e.s.Defaults()) }

func (e *entry[I, R]) Variant(in Inputs, name, value string) (Inputs, msg.Message) {
	v, ok := in.v.(I)
	if e.s.Variant == nil || !ok {
		return in, msg.Message{}
	}
	out, why := e.s.Variant(v, name, value)
	return e.inputs(out), why
}

func (e *entry[I, R]) Unused(in any) []string {
	if e.s.Unused == nil {
		return nil
	}
	switch v := in.(type) {
	case I:
		return e.s.Unused(v)
	case *I:
		if v != nil {
			return e.s.Unused(*v)
		}
	}
	return nil
}

func (e *entry[I, R]) inputs(in I) Inputs {
	return Inputs{c: e, v: in, eval: e.evaluate, start: e.start, work: e.work, explain: e.explain}
}

// Resolve decodes raw over the defaults and validates the result.
func (e *entry[I, R]) Resolve(raw json.RawMessage, mode Mode) (Inputs, scenario.Errors, bool) {
	given := e.givenJSON(raw)
	in := e.defaultsFor(given)
	errs := scenario.DecodeObject("inputs", raw, &in)
	return e.finish(in, errs, given, mode)
}

// ResolveValues decodes text values over the defaults and validates.
func (e *entry[I, R]) ResolveValues(values map[string][]string, parse func(string) (float64, error), mode Mode) (Inputs, scenario.Errors, bool) {
	given := map[string]bool{}
	for k, v := range values {
		if len(v) > 0 && (strings.TrimSpace(v[len(v)-1]) != "" || k == "") {
			given[k] = true
		}
	}
	in := e.defaultsFor(given)
	// A link that gives inputs but no revision predates the revision input
	// (or was written by hand): the legacy revision, marks or not (Revision).
	if r := e.s.Revision; r != nil && len(given) > 0 && !given[r.Input] {
		v := reflect.ValueOf(&in).Elem()
		if i, ok := topField(v.Type(), "inputs."+r.Input); ok {
			v.Field(i).Set(reflect.ValueOf(r.Legacy))
		}
	}
	errs := decodeValues(e.meta, values, parse, &in)
	return e.finish(in, errs, given, mode)
}

// finish validates in (decoded with errs) and applies mode.
func (e *entry[I, R]) finish(in I, errs scenario.Errors, given map[string]bool, mode Mode) (Inputs, scenario.Errors, bool) {
	// Check the rest too, so every problem is reported at once; a field that
	// failed to decode kept its (valid) default and adds nothing here.
	errs.Append(e.check(&in))
	errs = dedupe(errs)
	if len(errs) == 0 {
		return e.inputs(in), nil, true
	}
	if mode == Strict {
		return Inputs{}, errs, false
	}
	return e.lenient(in, errs, given)
}

// givenJSON lists the inputs a JSON object gives, by name (nil if it is
// not an object). Only the names of inputs are kept: a key that names none
// is a problem DecodeObject reports, and need not cost a map entry here.
func (e *entry[I, R]) givenJSON(raw json.RawMessage) map[string]bool {
	var given map[string]bool
	ok, err := scenario.Members(raw, func(k string, _ []byte) {
		if _, known := e.meta.Field(k); known {
			if given == nil {
				given = map[string]bool{}
			}
			given[k] = true
		}
	})
	if err != nil || !ok {
		return nil
	}
	if given == nil {
		given = map[string]bool{}
	}
	return given
}

// defaultsFor returns the defaults to decode over: when the input gives a
// field of one Option of an Alternative, the fields of the other Options are
// cleared, so {"total_iops": ...} is not taken to also mean the default
// write_iops.
//
// A document written before the calculator's revision input existed
// (Spec.Revision: it gives inputs, every mark among them, but not the
// revision) is decoded over the legacy revision.
func (e *entry[I, R]) defaultsFor(given map[string]bool) I {
	in := e.s.Defaults()
	if len(given) == 0 {
		return in
	}
	v := reflect.ValueOf(&in).Elem()
	if r := e.s.Revision; r != nil && !given[r.Input] && allGiven(r.Marks, given) {
		if i, ok := topField(v.Type(), "inputs."+r.Input); ok {
			v.Field(i).Set(reflect.ValueOf(r.Legacy))
		}
	}
	for _, alt := range e.s.Alts {
		chosen := -1
		for i, opt := range alt.Options {
			for _, f := range opt.Fields {
				if given[f] && chosen < 0 {
					chosen = i
				}
			}
		}
		if chosen < 0 {
			continue
		}
		for i, opt := range alt.Options {
			if i == chosen {
				continue
			}
			for _, f := range opt.Fields {
				if idx, ok := topField(v.Type(), "inputs."+f); ok && !given[f] {
					v.Field(idx).SetZero()
				}
			}
		}
	}
	return in
}

// allGiven reports whether every one of names is given.
func allGiven(names []string, given map[string]bool) bool {
	for _, n := range names {
		if !given[n] {
			return false
		}
	}
	return true
}

func (e *entry[I, R]) check(in *I) scenario.Errors {
	if errs := scenario.Validate("inputs", in); len(errs) > 0 {
		return errs
	}
	if e.s.Check != nil {
		return e.s.Check(in).Prefixed("inputs")
	}
	return nil
}

// lenient resets each input at fault to its default until the rest is
// valid, and returns valid inputs with every problem found.
func (e *entry[I, R]) lenient(in I, problems scenario.Errors, given map[string]bool) (Inputs, scenario.Errors, bool) {
	defaults := reflect.ValueOf(e.defaultsFor(given))
	errs := problems
	// The number of rounds is bounded by the number of fields.
	for round := 0; round <= reflect.TypeFor[I]().NumField(); round++ {
		v := reflect.ValueOf(&in).Elem()
		reset := false
		for _, fe := range errs {
			// DeepEqual, not Value.Equal: that panics on slices (a List
			// input) and compares pointers by address.
			if i, ok := topField(v.Type(), fe.Field); ok && !reflect.DeepEqual(v.Field(i).Interface(), defaults.Field(i).Interface()) {
				v.Field(i).Set(defaults.Field(i))
				reset = true
			}
		}
		errs = e.check(&in)
		if len(errs) == 0 {
			return e.inputs(in), dedupe(problems), true
		}
		problems.Append(errs)
		if !reset {
			break
		}
	}
	return e.inputs(e.s.Defaults()), dedupe(problems), true
}

// topField finds the struct field for path "inputs.<name>..." in t.
func topField(t reflect.Type, path string) (int, bool) {
	rest, ok := strings.CutPrefix(path, "inputs.")
	if !ok {
		return 0, false
	}
	name := rest
	if i := strings.IndexAny(rest, ".["); i >= 0 {
		name = rest[:i]
	}
	for i := 0; i < t.NumField(); i++ {
		if scenario.JSONName(t.Field(i)) == name {
			return i, true
		}
	}
	return 0, false
}

// dedupe drops the repeats of a problem (the same message at the same
// field), keeping the count of the problems left out.
func dedupe(errs scenario.Errors) scenario.Errors {
	seen := map[string]bool{}
	var out scenario.Errors
	for _, fe := range errs {
		if fe.IsMore() {
			out.Append(scenario.Errors{fe})
			continue
		}
		k := fe.Field + "\x00" + fe.Message()
		if !seen[k] {
			seen[k] = true
			out.Put(fe.Field, fe.Msg)
		}
	}
	return out
}

func (e *entry[I, R]) Evaluate(raw json.RawMessage) (*Evaluation, scenario.Errors) {
	in, errs, ok := e.Resolve(raw, Strict)
	if !ok {
		return nil, errs
	}
	return in.Evaluate()
}

// evaluate computes valid inputs and checks the answer.
func (e *entry[I, R]) evaluate(v any) (*Evaluation, scenario.Errors) {
	in := v.(I)
	return e.answer(in, e.s.Compute(in))
}

func (e *entry[I, R]) answer(in I, o Outcome) (*Evaluation, scenario.Errors) {
	if _, ok := o.Results.(R); !ok {
		panic("calc: " + e.s.ID + ": Compute answered " + reflect.TypeOf(o.Results).String())
	}
	cleanOutcome(&o)
	errs := Guard(e.s.ID, o.Results, e.s.Signed, in)
	errs.Append(GuardSteps(e.s.ID, o.Steps, in))
	if len(errs) > 0 {
		return nil, errs
	}
	return &Evaluation{meta: e.meta, Inputs: in, Outcome: o}, nil
}

func (e *entry[I, R]) start(v any) *Running {
	in := v.(I)
	var job Job
	if e.s.Start != nil {
		job = e.s.Start(in)
	} else {
		job = &oneStep{compute: func() Outcome { return e.s.Compute(in) }}
	}
	return &Running{job: job, finish: func(o Outcome) (*Evaluation, scenario.Errors) { return e.answer(in, o) }}
}

// oneStep is the Job of a calculator that answers at once.
type oneStep struct {
	compute func() Outcome
	out     *Outcome
}

func (j *oneStep) Step(int) bool {
	if j.out == nil {
		o := j.compute()
		j.out = &o
	}
	return true
}

func (j *oneStep) Progress() float64 {
	if j.out == nil {
		return 0
	}
	return 1
}

func (j *oneStep) Outcome() Outcome {
	if j.out == nil {
		panic("calc: Outcome before Step")
	}
	return *j.out
}

// explain decodes results (an R, as the Evaluation's Results marshal) and
// answers them with Spec.Explain; without Explain it computes again.
func (e *entry[I, R]) explain(v any, results json.RawMessage) (*Evaluation, scenario.Errors) {
	in := v.(I)
	if e.s.Explain == nil {
		return e.evaluate(in)
	}
	var res R
	dec := json.NewDecoder(bytes.NewReader(results))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&res); err != nil {
		var errs scenario.Errors
		errs.Report("results", msgResultsUnreadable, msg.Str(err.Error()))
		return nil, errs
	}
	return e.answer(in, e.s.Explain(in, res))
}

// work is the work of valid inputs: at least WorkPerScenario (what
// evaluating and writing out any calculation costs), or the Spec's own Work
// when it counts more, plus WorkPerItem for every element of every list in
// the inputs (sioc's VMs): no calculator is free, and none whose cost grows
// with a list escapes the document's budget.
func (e *entry[I, R]) work(v any) float64 {
	w := float64(WorkPerScenario)
	if e.s.Work != nil {
		w = max(w, e.s.Work(v.(I)))
	}
	return w + WorkPerItem*float64(listItems(reflect.ValueOf(v)))
}

// listItems counts the elements of the lists and maps in v, at any depth.
func listItems(v reflect.Value) int {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return listItems(v.Elem())
		}
	case reflect.Struct:
		n := 0
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				n += listItems(v.Field(i))
			}
		}
		return n
	case reflect.Slice, reflect.Array:
		n := v.Len()
		if k := v.Type().Elem().Kind(); k == reflect.Struct || k == reflect.Slice || k == reflect.Array || k == reflect.Map || k == reflect.Pointer || k == reflect.Interface {
			for i := 0; i < v.Len(); i++ {
				n += listItems(v.Index(i))
			}
		}
		return n
	case reflect.Map:
		n := v.Len()
		for it := v.MapRange(); it.Next(); {
			n += listItems(it.Value())
		}
		return n
	}
	return 0
}
