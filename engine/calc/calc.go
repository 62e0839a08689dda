// Package calc is the registry of Sizewise calculators. A calculator package
// defines one Definition in its init function; the CLI (`sizewise eval`),
// the web pages, the static-site builder and the docs all find it here, so a
// new calculator is written once.
//
// A Definition is typed by its inputs struct I and results struct R. What
// can be derived from them is derived, as encoding/json derives from tags:
// each input's JSON name, kind (number, whole number, choice, switch, list),
// whether it is optional (a pointer), its choices (the `oneof` rule) and
// range (the other `validate` rules); each output's JSON name is checked
// against R. The Definition gives only what cannot be derived: labels,
// hints and units in each language, grouping, the choices' labels.
//
// Evaluating is two phases, like regexp.Compile and Regexp.Match: Resolve
// turns raw inputs (a JSON object, or URL/form values) into valid typed
// Inputs or the problems with them; Evaluate and Start take only Inputs.
package calc

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"sync"

	"github.com/sizewise/sizewise/engine/msg"
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

// Field describes one input for forms, URLs and docs. Name, Kind, Optional,
// Choices' values, Min and Max are derived from the inputs struct; the rest
// is given by the Definition.
type Field struct {
	Name  string
	Label msg.Text
	Hint  msg.Text
	Unit  msg.Unit
	Kind  Kind
	// Choices are the values of a Choice field (from its `oneof` rule), in
	// order, with their labels.
	Choices []ChoiceValue
	// ChoiceLabels labels the choices, by value; Define checks that it
	// labels exactly the values the `oneof` rule allows.
	ChoiceLabels map[string]msg.Text
	// Step is the HTML input step (0 = any).
	Step float64
	// Optional fields may be left empty (absent from the document).
	Optional bool
	// Advanced fields are shown folded by default.
	Advanced bool
	// Min and Max are the field's range from its rules (nil: unbounded).
	Min, Max *scenario.Bound
	// Range says Min and Max (and the zeroorleast and share rules) in a
	// sentence, derived from the rules: "1 to 16.". Zero for a field that
	// is not a number. Help shows it after the Hint, which does not repeat
	// it.
	Range msg.Message
	// Codec encodes a List field in a URL query.
	Codec QueryCodec
}

// ChoiceValue is one value of a Choice field and its label.
type ChoiceValue struct {
	Value string
	Label msg.Text
}

// Values lists a Choice field's values.
func (f Field) Values() []string {
	out := make([]string, len(f.Choices))
	for i, c := range f.Choices {
		out[i] = c.Value
	}
	return out
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
	Label   msg.Text
	Options []Option
}

// Option is one way to give an Alternative's quantity.
type Option struct {
	Label  msg.Text
	Fields []string
}

// Output describes one result field for display.
type Output struct {
	Name  string
	Label msg.Text
	Unit  msg.Unit
	// Primary outputs are the headline numbers of the page.
	Primary bool
	// Columns describe the columns of an output that is a list of records,
	// in order, or label the members of an output that is an object
	// (checked against the record or object type).
	Columns []Column
	// Values labels the values of a text output (an enum such as "cpu"),
	// by value.
	Values map[string]msg.Text
}

// Column is one column of a record list output.
type Column struct {
	Name  string
	Label msg.Text
	Unit  msg.Unit
	// Values labels the values of a text column, by value.
	Values map[string]msg.Text
}

// Meta is the type-free description of a calculator.
type Meta struct {
	ID       string
	Rank     int
	Title    msg.Text
	Question msg.Text
	Fields   []Field
	Alts     []Alternative
	Outputs  []Output
	// Stepped calculators are run with Start, in steps, by the UI.
	Stepped bool
	// Explains: Inputs.Explain rebuilds an Evaluation from results
	// computed elsewhere (Spec.Explain is set).
	Explains bool
	// RevisionInput is the name of the calculator's rules-revision input
	// (Spec.Revision), "" when it has none.
	RevisionInput string
	// Examples are Spec.Examples.
	Examples Examples
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

// Output returns the output named name.
func (m Meta) Output(name string) (Output, bool) {
	for _, o := range m.Outputs {
		if o.Name == name {
			return o, true
		}
	}
	return Output{}, false
}

// FieldLabel is the label of the input field name (msg.Context).
func (m Meta) FieldLabel(name string) (msg.Text, bool) {
	f, ok := m.Field(name)
	if !ok || f.Label.IsZero() {
		return msg.Text{}, false
	}
	return f.Label, true
}

// ChoiceLabel is the label of value of the choice field name (msg.Context).
func (m Meta) ChoiceLabel(name, value string) (msg.Text, bool) {
	f, ok := m.Field(name)
	if !ok {
		return msg.Text{}, false
	}
	for _, c := range f.Choices {
		if c.Value == value && !c.Label.IsZero() {
			return c.Label, true
		}
	}
	return msg.Text{}, false
}

// Mode is how Resolve treats a problem with one input.
type Mode int

// Modes.
const (
	// Strict refuses the inputs when any has a problem (documents, forms).
	Strict Mode = iota
	// Lenient puts every input that has a problem back to its default and
	// keeps the rest (links: a bad parameter must not lose the good ones).
	Lenient
)

// Calculator is a registered calculator.
type Calculator interface {
	Meta() Meta
	// Resolve decodes raw (a JSON object; nil means all defaults) over the
	// defaults and validates it. Problems are keyed "inputs.<name>". Strict:
	// any problem and ok is false. Lenient: every input at fault takes its
	// default, and the valid rest is returned with the problems.
	Resolve(raw json.RawMessage, mode Mode) (in Inputs, problems scenario.Errors, ok bool)
	// ResolveValues is Resolve for text values by input name (a URL query or
	// a form): numbers are read with parse (the URL's dot-decimal, or the
	// form's language), lists with their Codec.
	ResolveValues(values map[string][]string, parse func(string) (float64, error), mode Mode) (in Inputs, problems scenario.Errors, ok bool)
	// Defaults are the documented default inputs (a worked example).
	Defaults() Inputs
	// Evaluate is Resolve (strict) and Inputs.Evaluate: the CLI's path.
	Evaluate(raw json.RawMessage) (*Evaluation, scenario.Errors)
	// Variant adapts valid inputs in for a copy with the choice input name
	// set to value, as the calculator would have the copy be (Spec.Variant):
	// the adapted inputs (name not yet set) and why, or in itself and a
	// zero message when it adapts nothing.
	Variant(in Inputs, name, value string) (Inputs, msg.Message)
	// Unused lists the inputs (JSON names) that take no part in answering
	// in, the calculator's typed inputs (Inputs.Value): Spec.Unused; nil
	// when every input applies, or in is not this calculator's.
	Unused(in any) []string
}

var (
	mu       sync.RWMutex
	registry = map[string]Calculator{}
)

func register(id string, c Calculator) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[id]; dup {
		panic("calc: duplicate calculator " + id)
	}
	registry[id] = c
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
	sort.Slice(out, func(i, j int) bool { // not slices: one sort less in app.wasm
		ma, mb := out[i].Meta(), out[j].Meta()
		if ma.Rank != mb.Rank {
			return ma.Rank < mb.Rank
		}
		return ma.ID < mb.ID
	})
	return out
}

// Names lists the registered ids, sorted, for messages.
func Names() []string {
	ids := IDs()
	slices.Sort(ids)
	return ids
}

func mustf(ok bool, format string, args ...any) {
	if !ok {
		panic(fmt.Sprintf("calc: "+format, args...))
	}
}
