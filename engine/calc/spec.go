package calc

import (
	"encoding/json"
	"reflect"
	"slices"

	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Spec defines a calculator over its inputs type I and results type R.
type Spec[I, R any] struct {
	ID string
	// Rank orders calculators on the home page and in listings (ascending).
	Rank     int
	Title    msg.Text
	Question msg.Text // one line: what the calculator answers
	// Fields give what cannot be derived of each input: Name (its JSON
	// name), Label, Hint, Unit, Step, Advanced, ChoiceLabels, Codec. Every
	// input of I has exactly one Field, in the order the form shows them.
	Fields  []Field
	Alts    []Alternative
	Outputs []Output
	// Defaults returns the documented defaults (a worked example from the sources).
	Defaults func() I
	// Check reports cross-field problems with paths relative to the inputs
	// object ("total_iops"). It runs after the `validate` rules passed.
	Check func(in *I) scenario.Errors
	// Compute answers valid inputs. It must not fail or panic on them; the
	// registry checks what it answers (Guard) all the same.
	Compute func(in I) Outcome
	// Start, when set, starts the same calculation as a Job, so a UI can run
	// it in steps with progress. Compute must give the same Outcome.
	Start func(in I) Job
	// Explain, when set, gives the Outcome of results computed elsewhere
	// (a Web Worker ran the Job): the steps, warnings, sources, chart and
	// links of in and res, without redoing the work. For every valid in,
	// Explain(in, Compute(in).Results) must equal Compute(in). A Stepped
	// calculator gives it, so the UI can run the work off its thread.
	Explain func(in I, res R) Outcome
	// Signed lists the results (JSON names) that may be negative; every
	// other number a result holds must be 0 or more.
	Signed []string
	// Variant, when set, adapts valid inputs for a copy of the scenario
	// with the choice input name set to value ("Compare with current
	// rules"), beyond what validation requires, so that the copy is the
	// variant a user means (the same cluster on the other architecture, not
	// the same inputs under another name). It returns the adapted inputs
	// (name itself is set by the caller) and why, a zero message when it
	// changes nothing.
	Variant func(in I, name, value string) (I, msg.Message)
	// Unused, when set, lists the inputs (JSON names) that take no part in
	// answering valid inputs in: those of the architecture not chosen (disk
	// groups on an ESA cluster), a ratio where the measured figure is
	// sized. A report lists the inputs that apply (app/view.Inputs) and
	// leaves these out; the form, the document and the link keep them all,
	// so a switch back finds them as typed. Nil: every input applies.
	Unused func(in I) []string
	// Revision, when set, names the input that records the revision of the
	// calculator's rules a document was written under, and how to tell a
	// document Sizewise wrote before that input existed (Revision).
	Revision *Revision
	// Work, when set, is the work valid inputs cost, in units a calculation
	// may do at most MaxWork of (the cache simulation: I/Os and line
	// accesses); a document's scenarios together may do no more. Nil: the
	// calculation costs WorkPerScenario. Either way every element of a list
	// input adds WorkPerItem (Inputs.Work).
	Work func(in I) float64
	// Examples are the calculator's corpus, kept beside it: the tests the
	// registry runs on every calculator check them (each good one valid,
	// each bad one refused), fuzz from them (engine/all's FuzzEvaluate),
	// and render every text they reach in every language (app/i18n).
	Examples Examples
}

// Examples are inputs that exercise a calculator, as JSON inputs documents
// over the defaults ("{}" alone gives the defaults) and as share-link
// queries.
type Examples struct {
	// Good reach, with the defaults, every step, warning, chart and link
	// branch of Compute. Each is valid.
	Good []string
	// Bad reach every branch of Check and a rule of every kind of field.
	// Each gives at least one problem.
	Bad []string
	// BadQueries are share-link queries with problems (the link's path:
	// the field codecs, then lenient evaluation). Each gives at least one
	// problem.
	BadQueries []string
}

// Revision describes a calculator's rules-revision input. The defaults give
// the input the current revision, so every page, link, plan and import
// Sizewise writes from then on carries it (they write every input). A
// document or link that does not give it but gives every input of Marks
// (inputs that every document Sizewise wrote carried, and that one written
// by hand or sent from another calculator seldom gives) was written by
// Sizewise before the input existed: it is decoded with the input set to
// Legacy, so the calculator can answer under the current rules and say
// what changed since, instead of refusing the document or answering as if
// nothing had. A share link (a query, ResolveValues) that gives inputs but
// not the revision is read the same way, marks or not: no link carried the
// input before it existed, and every link Sizewise writes from then on does
// (the page's own, and a "send to" link, app/view.LinkHref), so a link
// without it was made before, or by hand, and the change warnings say only
// what differs for its inputs. A document or link that gives no input at
// all (a page opened without a query) is not one.
type Revision struct {
	// Input is the JSON name of the revision input.
	Input string
	// Legacy is the value the input takes in a document written before it
	// existed; it must be assignable to the input's type.
	Legacy any
	// Marks are the inputs that identify a document Sizewise wrote.
	Marks []string
}

// Outcome is what Compute returns: the results (an R), the worked steps,
// warnings, sources, a chart and links to other calculators, all as data to
// be rendered in the reader's language.
type Outcome struct {
	Results  any
	Steps    []Step
	Warnings []msg.Message
	Sources  []msg.Message
	Chart    *chart.Chart
	// Links chain this result into other calculators ("send to").
	Links []Link
}

// Step is one line of a worked calculation: what it is, the formula with the
// numbers substituted, and the value it gives in Unit.
type Step struct {
	Label   msg.Message
	Formula msg.Message
	Value   float64
	Unit    msg.Unit
}

// Link opens another calculator prefilled with values from this result.
type Link struct {
	Calculator string
	Label      msg.Message
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

// Register adds s to the registry, deriving each Field's kind, optionality,
// choices and range from I and checking the Spec against I and R. It panics
// on a programming error: a duplicate id, a missing function, a Field that
// names no input or an input without a Field, choice labels that do not
// match the `oneof` rule, an output or a column that names no result.
func Register[I, R any](s Spec[I, R]) {
	mustf(s.ID != "" && s.Defaults != nil && s.Compute != nil, "Register needs ID, Defaults and Compute")
	mustf(!s.Title.IsZero() && !s.Question.IsZero(), "%s: no title or question", s.ID)
	it := reflect.TypeFor[I]()
	names := scenario.FieldNames(new(I))
	fields := make([]Field, len(s.Fields))
	for i, f := range s.Fields {
		mustf(slices.Contains(names, f.Name), "%s: field %q is not an input", s.ID, f.Name)
		fields[i] = derive(s.ID, it, f)
	}
	for _, n := range names {
		mustf(slices.ContainsFunc(fields, func(f Field) bool { return f.Name == n }), "%s: input %q has no Field", s.ID, n)
	}
	for _, a := range s.Alts {
		for _, o := range a.Options {
			for _, f := range o.Fields {
				mustf(slices.Contains(names, f), "%s: alternative %q names no input %q", s.ID, a.Name, f)
			}
		}
	}
	checkOutputs(s.ID, reflect.TypeFor[R](), s.Outputs)
	for _, n := range s.Signed {
		mustf(hasJSONField(reflect.TypeFor[R](), n), "%s: signed result %q is not a result", s.ID, n)
	}
	if r := s.Revision; r != nil {
		mustf(slices.Contains(names, r.Input), "%s: revision input %q is not an input", s.ID, r.Input)
		mustf(len(r.Marks) > 0, "%s: revision %q has no marks", s.ID, r.Input)
		for _, m := range r.Marks {
			mustf(slices.Contains(names, m) && m != r.Input, "%s: revision mark %q is not another input", s.ID, m)
		}
		sf, _ := structField(it, r.Input)
		lv := reflect.ValueOf(r.Legacy)
		mustf(lv.IsValid() && lv.Type().AssignableTo(sf.Type), "%s: revision legacy value %v does not fit input %q", s.ID, r.Legacy, r.Input)
	}
	e := &entry[I, R]{s: s}
	e.meta = Meta{ID: s.ID, Rank: s.Rank, Title: s.Title, Question: s.Question,
		Fields: fields, Alts: s.Alts, Outputs: s.Outputs, Stepped: s.Start != nil, Explains: s.Explain != nil,
		Examples: s.Examples}
	if s.Revision != nil {
		e.meta.RevisionInput = s.Revision.Input
	}
	b, err := json.Marshal(s.Defaults())
	mustf(err == nil, "%s: defaults do not marshal: %v", s.ID, err)
	e.defaultsJSON = b
	register(s.ID, e)
}

// derive completes f from the struct field of t it names.
func derive(id string, t reflect.Type, f Field) Field {
	sf, ok := structField(t, f.Name)
	mustf(ok, "%s: no struct field for %q", id, f.Name)
	rules, _ := scenario.RulesOf(t, f.Name)
	ft := sf.Type
	f.Optional = ft.Kind() == reflect.Pointer
	if f.Optional {
		ft = ft.Elem()
	}
	kind := Text
	switch {
	case f.Codec != nil:
		kind = List
	case len(rules.OneOf) > 0:
		kind = Choice // a string, or a number from a list (disk RPM)
	case ft.Kind() == reflect.Float64 || ft.Kind() == reflect.Float32:
		kind = Number
	case ft.Kind() >= reflect.Int && ft.Kind() <= reflect.Uint64:
		kind = Integer
	case ft.Kind() == reflect.Bool:
		kind = Bool
	case ft.Kind() == reflect.Slice:
		mustf(false, "%s: list input %q has no Codec", id, f.Name)
	case reflect.PointerTo(ft).Implements(reflect.TypeFor[json.Unmarshaler]()):
		kind = Text // a custom value typed as text (sioc shares, vsa rpm)
	}
	mustf(f.Kind == 0 || f.Kind == kind, "%s: field %q is a %s, not a %s", id, f.Name, kind, f.Kind)
	f.Kind = kind
	f.Min, f.Max = rules.Min, rules.Max
	if kind == Number || kind == Integer {
		f.Range = rangeOf(id, f.Name, rules, f.Unit)
	}
	if kind == Choice {
		mustf(len(f.ChoiceLabels) == len(rules.OneOf), "%s: field %q labels %d choices; its rule allows %v", id, f.Name, len(f.ChoiceLabels), rules.OneOf)
		f.Choices = make([]ChoiceValue, len(rules.OneOf))
		for i, v := range rules.OneOf {
			l, ok := f.ChoiceLabels[v]
			mustf(ok && !l.IsZero(), "%s: choice %q of %q has no label", id, v, f.Name)
			f.Choices[i] = ChoiceValue{Value: v, Label: l}
		}
	} else {
		mustf(len(f.ChoiceLabels) == 0, "%s: field %q labels choices but has no oneof rule", id, f.Name)
	}
	mustf(!f.Label.IsZero(), "%s: field %q has no label", id, f.Name)
	return f
}

// checkOutputs checks every output and column against the results type.
func checkOutputs(id string, rt reflect.Type, outs []Output) {
	for _, o := range outs {
		sf, ok := structField(rt, o.Name)
		mustf(ok, "%s: output %q is not a result", id, o.Name)
		mustf(!o.Label.IsZero(), "%s: output %q has no label", id, o.Name)
		if len(o.Columns) == 0 {
			continue
		}
		// A list of records, or an object (its members).
		et := sf.Type
		for et.Kind() == reflect.Pointer {
			et = et.Elem()
		}
		if et.Kind() == reflect.Slice {
			et = et.Elem()
		}
		mustf(et.Kind() == reflect.Struct, "%s: output %q has columns but is not a list of records or an object", id, o.Name)
		for _, c := range o.Columns {
			_, ok := structField(et, c.Name)
			mustf(ok, "%s: column %q of %q is not in its records", id, c.Name, o.Name)
			mustf(!c.Label.IsZero(), "%s: column %q of %q has no label", id, c.Name, o.Name)
		}
	}
}

// structField finds the field of struct type t (or pointer to one) whose
// JSON name is name.
func structField(t reflect.Type, name string) (reflect.StructField, bool) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return reflect.StructField{}, false
	}
	for i := 0; i < t.NumField(); i++ {
		if f := t.Field(i); f.IsExported() && scenario.JSONName(f) == name {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

func hasJSONField(t reflect.Type, name string) bool {
	_, ok := structField(t, name)
	return ok
}
