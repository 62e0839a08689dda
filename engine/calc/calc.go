// Package calc is the registry of Sizewise calculators. A calculator package
// registers one Spec in its init function; the CLI (`sizewise eval`), the web
// pages, the static-site builder and the docs all find it here, so a new
// calculator is written once.
//
// A Spec is typed by its inputs struct I: Defaults gives the documented
// defaults (the sources' worked example), `validate` tags on I give the
// per-field rules, Check gives cross-field rules, and Compute gives the
// answer. The registry turns that into the uniform Calculator interface, which
// speaks JSON and URL query values.
package calc

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Kind is how an input is typed and shown.
type Kind int

// Input kinds.
const (
	Number  Kind = iota + 1 // a real number
	Integer                 // a whole number
	Choice                  // one of Field.Choices
	Bool                    // true or false
	Text                    // free text
	List                    // a list of records; encoded in URLs by Field.Codec
)

// String names the kind.
func (k Kind) String() string {
	switch k {
	case Number:
		return "number"
	case Integer:
		return "integer"
	case Choice:
		return "choice"
	case Bool:
		return "bool"
	case Text:
		return "text"
	case List:
		return "list"
	}
	return "unknown"
}

// Field describes one input for forms, URLs and docs. Name is its JSON name.
type Field struct {
	Name  string
	Label string
	Unit  string
	Hint  string
	Kind  Kind
	// Choices lists the values of a Choice field.
	Choices []string
	// Step is the HTML input step (0 = any).
	Step float64
	// Optional fields may be left empty (absent from the document).
	Optional bool
	// Advanced fields are shown folded by default.
	Advanced bool
	// Codec encodes a List field in a URL query.
	Codec QueryCodec
}

// QueryCodec converts a List field between its JSON value and URL query values.
type QueryCodec interface {
	// FromQuery builds the JSON value from the query values of the field.
	FromQuery(values []string) (json.RawMessage, error)
	// ToQuery renders the JSON value as query values.
	ToQuery(raw json.RawMessage) []string
}

// Alternative is a set of mutually exclusive ways to give the same quantity
// (for example write IOPS, or total IOPS with a write percentage). The UI shows
// one option at a time; a document uses the fields of one option.
type Alternative struct {
	Name    string
	Label   string
	Options []Option
}

// Option is one way to give an Alternative's quantity.
type Option struct {
	Label  string
	Fields []string
}

// Output describes one result field for display.
type Output struct {
	Name  string
	Label string
	Unit  string
	// Primary outputs are the headline numbers of the page.
	Primary bool
	// Columns orders the columns of an output that is a list of records
	// (JSON names); empty means name, host, then alphabetical.
	Columns []string
}

// Outcome is what Compute returns: the results struct (JSON-tagged, units in
// the field names), the worked steps, warnings, sources and an optional chart.
type Outcome struct {
	Results  any
	Steps    []scenario.Step
	Warnings []string
	Sources  []string
	Chart    *chart.Chart
	// Links chain this result into other calculators ("send to").
	Links []Link
}

// Link opens another calculator prefilled with values from this result.
type Link struct {
	Calculator string
	Label      string
	// Inputs are the prefilled inputs by JSON name (numbers, strings, bools).
	Inputs map[string]any
}

// Job is a calculation done in steps, for calculators too heavy to answer
// between two keystrokes (the cache simulation): a UI without preemption
// (WebAssembly) calls Step with a small budget, yields to the browser and
// shows Progress between calls.
type Job interface {
	// Step does about n units of work and reports whether the job is done.
	Step(n int) (done bool)
	// Progress is the fraction done, in [0, 1], never decreasing.
	Progress() float64
	// Outcome is the answer; it panics before Step has returned true.
	Outcome() Outcome
}

// Running is a started Job of a registered calculator.
type Running struct {
	job    Job
	finish func(Outcome) *Evaluation
}

// Step does about n units of work and reports whether the job is done.
func (r *Running) Step(n int) bool { return r.job.Step(n) }

// Progress is the fraction done.
func (r *Running) Progress() float64 { return r.job.Progress() }

// Evaluation is the answer once Step has returned true.
func (r *Running) Evaluation() *Evaluation { return r.finish(r.job.Outcome()) }

// Spec defines a calculator over its inputs type I.
type Spec[I any] struct {
	ID string
	// Rank orders calculators on the home page and in listings (ascending).
	Rank     int
	Title    string
	Question string // one line: what the calculator answers
	Fields   []Field
	Alts     []Alternative
	Outputs  []Output
	// Defaults returns the documented defaults (a worked example from the sources).
	Defaults func() I
	// Check reports cross-field problems with paths relative to the inputs
	// object ("total_iops"). It runs after the `validate` tags passed.
	Check func(in *I) scenario.Errors
	// Compute answers valid inputs. It must not fail or panic on them.
	Compute func(in I) Outcome
	// Start, when set, starts the same calculation as a Job, so a UI can run
	// it in steps with progress. Compute must give the same Outcome.
	Start func(in I) Job
}

// Meta is the type-free description of a calculator.
type Meta struct {
	ID       string
	Rank     int
	Title    string
	Question string
	Fields   []Field
	Alts     []Alternative
	Outputs  []Output
	// Stepped calculators are run with Start, in steps, by the UI.
	Stepped bool
}

// Field returns the field named name.
func (m Meta) Field(name string) (Field, bool) {
	for _, f := range m.Fields {
		if f.Name == name {
			return f, true
		}
	}
	return Field{}, false
}

// Evaluation is a computed scenario: the contract's result document plus the
// chart the UI draws and the links to other calculators.
type Evaluation struct {
	Result scenario.Result
	Chart  *chart.Chart
	Links  []Link
}

// Calculator is a registered calculator.
type Calculator interface {
	Meta() Meta
	// Evaluate decodes inputs (a JSON object; nil means all defaults),
	// validates and computes. Problems are keyed "inputs.<name>".
	Evaluate(inputs json.RawMessage) (*Evaluation, scenario.Errors)
	// EvaluateLenient is Evaluate for links: every input with a problem falls
	// back to its default, the rest are kept, and the problems are returned
	// alongside a result that is always computed.
	EvaluateLenient(inputs json.RawMessage) (*Evaluation, scenario.Errors)
	// Lenient is EvaluateLenient without the calculation: the valid inputs
	// it would compute with (a JSON object, defaults filled) and the problems.
	Lenient(inputs json.RawMessage) (json.RawMessage, scenario.Errors)
	// DefaultInputs is the JSON object of the default inputs.
	DefaultInputs() json.RawMessage
	// Start decodes and validates like Evaluate and starts the calculation
	// as a Job to run in steps. For a calculator that is not Stepped the job
	// does the whole calculation in its first step.
	Start(inputs json.RawMessage) (*Running, scenario.Errors)
}

var (
	mu       sync.RWMutex
	registry = map[string]Calculator{}
)

// Register adds s to the registry. It panics on a programming error: a
// duplicate id, a missing function, or a Field that names no input.
func Register[I any](s Spec[I]) {
	if s.ID == "" || s.Defaults == nil || s.Compute == nil {
		panic("calc: Register needs ID, Defaults and Compute")
	}
	names := scenario.FieldNames(new(I))
	for _, f := range s.Fields {
		if !slices.Contains(names, f.Name) {
			panic(fmt.Sprintf("calc: %s: field %q is not an input", s.ID, f.Name))
		}
		if f.Kind == 0 {
			panic(fmt.Sprintf("calc: %s: field %q has no Kind", s.ID, f.Name))
		}
		if f.Kind == List && f.Codec == nil {
			panic(fmt.Sprintf("calc: %s: list field %q has no Codec", s.ID, f.Name))
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[s.ID]; dup {
		panic("calc: duplicate calculator " + s.ID)
	}
	registry[s.ID] = &entry[I]{s}
}

// Lookup returns the calculator with id.
func Lookup(id string) (Calculator, bool) {
	mu.RLock()
	defer mu.RUnlock()
	c, ok := registry[id]
	return c, ok
}

// IDs lists the registered calculator ids by Rank, then id.
func IDs() []string {
	all := All()
	out := make([]string, len(all))
	for i, c := range all {
		out[i] = c.Meta().ID
	}
	return out
}

// All lists the registered calculators by Rank, then id.
func All() []Calculator {
	mu.RLock()
	defer mu.RUnlock()
	out := make([]Calculator, 0, len(registry))
	for _, c := range registry {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b Calculator) int {
		ma, mb := a.Meta(), b.Meta()
		if ma.Rank != mb.Rank {
			return ma.Rank - mb.Rank
		}
		return strings.Compare(ma.ID, mb.ID)
	})
	return out
}

type entry[I any] struct{ s Spec[I] }

func (e *entry[I]) Meta() Meta {
	return Meta{ID: e.s.ID, Rank: e.s.Rank, Title: e.s.Title, Question: e.s.Question,
		Fields: e.s.Fields, Alts: e.s.Alts, Outputs: e.s.Outputs, Stepped: e.s.Start != nil}
}

func (e *entry[I]) DefaultInputs() json.RawMessage {
	b, err := json.Marshal(e.s.Defaults())
	if err != nil {
		panic("calc: " + e.s.ID + ": defaults do not marshal: " + err.Error())
	}
	return b
}

// decode applies raw over the defaults and checks the result.
func (e *entry[I]) decode(raw json.RawMessage) (I, scenario.Errors) {
	in := e.defaultsFor(raw)
	errs := scenario.DecodeObject("inputs", raw, &in)
	// Check the rest too, so every problem is reported at once; a field that
	// failed to decode kept its (valid) default and adds nothing here.
	return in, dedupe(append(errs, e.check(&in)...))
}

// defaultsFor returns the defaults to decode raw over: when raw gives a field
// of one Option of an Alternative, the fields of the other Options are cleared,
// so {"total_iops": ...} is not taken to also mean the default write_iops.
func (e *entry[I]) defaultsFor(raw json.RawMessage) I {
	in := e.s.Defaults()
	var given map[string]json.RawMessage
	if len(e.s.Alts) == 0 || json.Unmarshal(raw, &given) != nil {
		return in
	}
	v := reflect.ValueOf(&in).Elem()
	for _, alt := range e.s.Alts {
		chosen := -1
		for i, opt := range alt.Options {
			for _, f := range opt.Fields {
				if _, ok := given[f]; ok && chosen < 0 {
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
				if idx, ok := topField(v.Type(), "inputs."+f); ok {
					if _, ok := given[f]; !ok {
						v.Field(idx).SetZero()
					}
				}
			}
		}
	}
	return in
}

func (e *entry[I]) check(in *I) scenario.Errors {
	if errs := scenario.Validate("inputs", in); len(errs) > 0 {
		return errs
	}
	if e.s.Check != nil {
		return e.s.Check(in).Prefixed("inputs")
	}
	return nil
}

func (e *entry[I]) Evaluate(raw json.RawMessage) (*Evaluation, scenario.Errors) {
	in, errs := e.decode(raw)
	if len(errs) > 0 {
		return nil, errs
	}
	return e.compute(in), nil
}

func (e *entry[I]) Start(raw json.RawMessage) (*Running, scenario.Errors) {
	in, errs := e.decode(raw)
	if len(errs) > 0 {
		return nil, errs
	}
	var job Job
	if e.s.Start != nil {
		job = e.s.Start(in)
	} else {
		job = &oneStep{compute: func() Outcome { return e.s.Compute(in) }}
	}
	return &Running{job: job, finish: func(o Outcome) *Evaluation { return e.evaluation(in, o) }}, nil
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

func (e *entry[I]) EvaluateLenient(raw json.RawMessage) (*Evaluation, scenario.Errors) {
	in, problems := e.lenient(raw)
	return e.compute(in), problems
}

func (e *entry[I]) Lenient(raw json.RawMessage) (json.RawMessage, scenario.Errors) {
	in, problems := e.lenient(raw)
	b, err := json.Marshal(in)
	if err != nil {
		panic("calc: " + e.s.ID + ": inputs do not marshal: " + err.Error())
	}
	return b, problems
}

// lenient decodes raw with every input at fault falling back to its default,
// and returns valid inputs with the problems found.
func (e *entry[I]) lenient(raw json.RawMessage) (I, scenario.Errors) {
	in := e.defaultsFor(raw)
	problems := scenario.DecodeObject("inputs", raw, &in) // bad fields keep defaults
	defaults := reflect.ValueOf(e.defaultsFor(raw))
	// Reset each field at fault to its default until the rest is valid; the
	// number of rounds is bounded by the number of fields.
	for round := 0; round <= reflect.TypeFor[I]().NumField(); round++ {
		errs := e.check(&in)
		if len(errs) == 0 {
			return in, dedupe(problems)
		}
		problems = append(problems, errs...)
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
		if !reset {
			break
		}
	}
	return e.s.Defaults(), dedupe(problems)
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

func dedupe(errs scenario.Errors) scenario.Errors {
	seen := map[scenario.FieldError]bool{}
	var out scenario.Errors
	for _, fe := range errs {
		if !seen[fe] {
			seen[fe] = true
			out = append(out, fe)
		}
	}
	return out
}

func (e *entry[I]) compute(in I) *Evaluation { return e.evaluation(in, e.s.Compute(in)) }

func (e *entry[I]) evaluation(in I, o Outcome) *Evaluation {
	res := scenario.Result{
		Calculator: e.s.ID,
		Inputs:     in,
		Results:    o.Results,
		Steps:      nonNil(o.Steps),
		Warnings:   nonNil(o.Warnings),
		Sources:    nonNil(o.Sources),
	}
	return &Evaluation{Result: res, Chart: o.Chart, Links: o.Links}
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// Names lists the registered ids, sorted, for messages.
func Names() []string {
	ids := IDs()
	sort.Strings(ids)
	return ids
}
