// Package view is the one presentation of an evaluation: what a reader sees
// of it in one language (headline numbers, the other results, tables with
// ordered columns and units, worked steps, warnings, sources, the chart and
// the links to other calculators), with every number formatted once. The
// calculator page, the plan report, CSV and Markdown all render a Result,
// so the same evaluation shows the same numbers, rounding, units and columns
// everywhere; each renderer only lays it out.
//
// view has no go-app dependency and is tested natively.
package view

import (
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Result is an evaluation as a reader sees it in Lang.
type Result struct {
	Lang     msg.Lang
	ID       string
	Title    string
	Question string
	// Inputs are the inputs as given (defaults filled), in form order,
	// those that apply (Inputs): inputs of an Alternative's options that
	// were not chosen, and those the calculator does not use for these
	// inputs (disk groups on an ESA cluster), are left out.
	Inputs []Value
	// Unused names the inputs left out of Inputs because the calculator
	// does not use them for these inputs (calc.Spec.Unused).
	Unused []string
	// Headline are the primary outputs; Details the other scalar outputs.
	Headline []Value
	Details  []Value
	Tables   []Table
	Steps    []Step
	Warnings []string
	Sources  []string
	Chart    *chart.Drawing
	Links    []Link
}

// Answer is the headline results in one line, as a summary gives a
// scenario's answer: "Label: value unit; Label: value unit".
func (r Result) Answer() string {
	parts := make([]string, len(r.Headline))
	for i, v := range r.Headline {
		parts[i] = v.Label + ": " + v.WithUnit()
	}
	return strings.Join(parts, "; ")
}

// Deciding is the warning that decides the answer: the calculator's first
// (calculators give the one about the answer itself first); "" when there
// is none.
func (r Result) Deciding() string {
	if len(r.Warnings) == 0 {
		return ""
	}
	return r.Warnings[0]
}

// Value is one input or output: its label, the value as text (formatted in
// the language), its unit agreeing with the value, and the value itself
// (a number, a bool, a string; nil when absent) for machine-readable
// exports.
type Value struct {
	Name  string
	Label string
	Text  string
	Unit  string
	Raw   any
}

// WithUnit is the value and its unit as one text ("1 120 Мбит/с").
func (v Value) WithUnit() string {
	if v.Unit == "" || v.Raw == nil {
		return v.Text
	}
	return v.Text + " " + v.Unit
}

// Table is a record-list output: a caption, columns in order and rows.
type Table struct {
	Name    string
	Caption string
	Columns []Column
	Rows    [][]Cell
}

// Column is a table column.
type Column struct {
	Name  string
	Label string
	// Unit is the column's unit as a heading shows it ("IOPS", "%").
	Unit string
}

// Heading is the column's label with its unit ("Allocated, IOPS").
func (c Column) Heading() string {
	if c.Unit == "" {
		return c.Label
	}
	return c.Label + ", " + c.Unit
}

// Cell is one table cell.
type Cell struct {
	Text    string
	Raw     any
	Numeric bool
}

// Step is a worked step: its label and the line "formula = value unit".
type Step struct {
	Label   string
	Formula string
	Value   string // "560 Mbps"
	Raw     float64
	Unit    string
}

// Line is "formula = value".
func (s Step) Line() string { return s.Formula + " = " + s.Value }

// Link is a "send to" link: its label and the target calculator's URL path
// and query.
type Link struct {
	Calculator string
	Label      string
	Href       string
}

// Words of values.
var (
	yes  = msg.T("yes")
	no   = msg.T("no")
	none = msg.Same("—")
)

// Of renders ev in lang.
func Of(ev *calc.Evaluation, lang msg.Lang) Result {
	return of(ev, lang, true)
}

// Numbers renders only the headline and details values of ev in lang
// (Of's Headline and Details, the same values): what a page writes into
// itself as a key is typed, before it draws the rest.
func Numbers(ev *calc.Evaluation, lang msg.Lang) Result {
	return of(ev, lang, false)
}

func of(ev *calc.Evaluation, lang msg.Lang, all bool) Result {
	m := ev.Meta()
	r := Result{Lang: lang, ID: m.ID}
	results := reflect.ValueOf(ev.Results)
	for _, o := range m.Outputs {
		fv, ok := field(results, o.Name)
		if !ok {
			continue
		}
		if sv := reflect.Indirect(fv); sv.Kind() == reflect.Struct {
			// An object of named values (memory-state thresholds): one
			// value each, "Thresholds · Soft".
			r.Details = append(r.Details, members(o, sv, lang)...)
			continue
		}
		if o.Columns != nil {
			if all {
				r.Tables = append(r.Tables, table(o, fv, lang))
			}
			continue
		}
		v := value(o.Name, o.Label, o.Unit, o.Values, fv, lang)
		if o.Primary {
			r.Headline = append(r.Headline, v)
		} else {
			r.Details = append(r.Details, v)
		}
	}
	if !all {
		return r
	}
	ctx := ev.Context()
	r.Title, r.Question = m.Title.In(lang), m.Question.In(lang)
	r.Inputs = Inputs(m, ev.Inputs, lang)
	if c, ok := calc.Lookup(m.ID); ok {
		r.Unused = c.Unused(ev.Inputs)
	}
	doc := ev.Document(lang)
	for i, s := range doc.Steps {
		unit := ev.Steps[i].Unit
		r.Steps = append(r.Steps, Step{Label: s.Label, Formula: s.Formula, Raw: s.Value, Unit: s.Unit,
			Value: quantity(lang, s.Value, unit)})
	}
	r.Warnings, r.Sources = doc.Warnings, doc.Sources
	r.Chart = ev.Drawing(lang)
	for _, l := range ev.Links {
		r.Links = append(r.Links, Link{Calculator: l.Calculator, Label: l.Label.In(lang, ctx), Href: LinkHref(l)})
	}
	return r
}

// quantity is a number with its unit in lang ("560 Mbps", "5 хостов").
func quantity(lang msg.Lang, x float64, u msg.Unit) string {
	s := msg.FormatNum(lang, x)
	if t := u.In(lang, x); t != "" {
		return s + " " + t
	}
	return s
}

// Inputs lists the inputs of in (an inputs struct of the calculator m)
// that apply to it, as a report shows them: AllInputs without those the
// calculator says take no part in answering in (calc.Spec.Unused: disk
// groups on an ESA cluster).
func Inputs(m calc.Meta, in any, lang msg.Lang) []Value {
	all := AllInputs(m, in, lang)
	c, ok := calc.Lookup(m.ID)
	if !ok {
		return all
	}
	unused := c.Unused(in)
	if len(unused) == 0 {
		return all
	}
	out := all[:0:0]
	for _, v := range all {
		if !slices.Contains(unused, v.Name) {
			out = append(out, v)
		}
	}
	return out
}

// AllInputs lists every input of in (an inputs struct of the calculator m)
// as values, in form order, leaving out absent optional inputs and those
// of Alternative options not chosen: what a change to the inputs is read
// against (plans.Variant).
func AllInputs(m calc.Meta, in any, lang msg.Lang) []Value {
	v := reflect.ValueOf(in)
	var out []Value
	for _, f := range m.Fields {
		fv, ok := field(v, f.Name)
		if !ok || (fv.Kind() == reflect.Pointer && fv.IsNil()) {
			continue
		}
		labels := map[string]msg.Text{}
		for _, c := range f.Choices {
			labels[c.Value] = c.Label
		}
		if f.Kind == calc.List {
			out = append(out, Value{Name: f.Name, Label: f.Label.In(lang), Text: listText(m, f, in), Raw: fv.Interface()})
			continue
		}
		out = append(out, value(f.Name, f.Label, f.Unit, labels, fv, lang))
	}
	return out
}

// listText is a List input as its URL lines (one record per line).
func listText(m calc.Meta, f calc.Field, in any) string {
	return strings.Join(calc.ValuesOf(m, in)[f.Name], "\n")
}

// field is the struct field of v (a struct, or a pointer to one) whose JSON
// name is name.
func field(v reflect.Value, name string) (reflect.Value, bool) {
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return reflect.Value{}, false
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return reflect.Value{}, false
	}
	i, ok := fieldIndex(v.Type())[name]
	if !ok {
		return reflect.Value{}, false
	}
	return v.Field(i), true
}

// fieldIndexes holds fieldIndex's answers (reflect.Type → map[string]int).
var fieldIndexes sync.Map

// fieldIndex maps the JSON names of struct type t's exported fields to
// their indexes, read from the tags once per type (a table of 50 VMs asks
// for each of their cells).
func fieldIndex(t reflect.Type) map[string]int {
	if m, ok := fieldIndexes.Load(t); ok {
		return m.(map[string]int)
	}
	m := map[string]int{}
	for i := 0; i < t.NumField(); i++ {
		if f := t.Field(i); f.IsExported() {
			if name := scenario.JSONName(f); name != "" {
				if _, dup := m[name]; !dup {
					m[name] = i
				}
			}
		}
	}
	fieldIndexes.Store(t, m)
	return m
}

// value renders one scalar.
func value(name string, label msg.Text, unit msg.Unit, labels map[string]msg.Text, fv reflect.Value, lang msg.Lang) Value {
	out := Value{Name: name, Label: label.In(lang)}
	if fv.Kind() == reflect.Pointer {
		if fv.IsNil() {
			out.Text = none.In(lang)
			return out
		}
		fv = fv.Elem()
	}
	switch {
	case fv.CanFloat() || fv.CanInt() || fv.CanUint():
		x := number(fv)
		out.Raw = x
		if l, ok := labels[formatPlain(x)]; ok { // a numeric choice (disk RPM)
			out.Text = l.In(lang)
			return out
		}
		if unit == msg.Ratio { // a fraction, read as a percentage
			out.Text, out.Unit = msg.FormatNum(lang, x*100), msg.Percent.In(lang, x*100)
			break
		}
		out.Text = msg.FormatNum(lang, x)
		out.Unit = unit.In(lang, x)
	case fv.Kind() == reflect.Bool:
		out.Raw = fv.Bool()
		out.Text = no.In(lang)
		if fv.Bool() {
			out.Text = yes.In(lang)
		}
	case fv.Kind() == reflect.String:
		s := fv.String()
		out.Raw = s
		out.Text = s
		if l, ok := labels[s]; ok {
			out.Text = l.In(lang)
		}
		if out.Text == "" {
			out.Text, out.Raw = none.In(lang), nil
		}
	default:
		out.Raw = fv.Interface()
		out.Text = none.In(lang)
	}
	return out
}

func number(fv reflect.Value) float64 {
	switch {
	case fv.CanFloat():
		return fv.Float()
	case fv.CanInt():
		return float64(fv.Int())
	}
	return float64(fv.Uint())
}

// formatPlain writes x as a choice value is written ("10000").
func formatPlain(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// members renders the fields of an object output, labelled by its Columns
// when given, else by their names made into words (memberLabel).
func members(o calc.Output, sv reflect.Value, lang msg.Lang) []Value {
	var out []Value
	t := sv.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name := scenario.JSONName(f)
		if !f.IsExported() || name == "" {
			continue
		}
		fv := sv.Field(i)
		if fv.Kind() == reflect.Pointer && fv.IsNil() {
			continue
		}
		label := memberLabel(name)
		unit := o.Unit
		for _, c := range o.Columns {
			if c.Name == name {
				label, unit = c.Label, c.Unit
			}
		}
		v := value(o.Name+"."+name, msg.Text{}, unit, nil, fv, lang)
		v.Label = o.Label.In(lang) + " · " + label.In(lang)
		out = append(out, v)
	}
	return out
}

// memberLabel is the label of an object output's member that its Columns do
// not label: its name as a word, capitalised ("high" → "High", the memory
// states' names, which Russian writing keeps too), the same in every
// language.
func memberLabel(name string) msg.Text {
	w := strings.ReplaceAll(name, "_", " ")
	if w != "" {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	return msg.Same(w)
}

// table renders a record list.
func table(o calc.Output, fv reflect.Value, lang msg.Lang) Table {
	t := Table{Name: o.Name, Caption: o.Label.In(lang)}
	for _, c := range o.Columns {
		t.Columns = append(t.Columns, Column{Name: c.Name, Label: c.Label.In(lang), Unit: c.Unit.Name(lang)})
	}
	if fv.Kind() != reflect.Slice {
		return t
	}
	for i := 0; i < fv.Len(); i++ {
		rec := fv.Index(i)
		row := make([]Cell, len(o.Columns))
		for j, c := range o.Columns {
			cv, ok := field(rec, c.Name)
			if !ok {
				continue
			}
			v := value(c.Name, msg.Text{}, msg.None, c.Values, cv, lang)
			_, numeric := v.Raw.(float64)
			row[j] = Cell{Text: v.Text, Raw: v.Raw, Numeric: numeric}
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// LinkHref is the URL (path and query) a link opens: the inputs it sends,
// in the form's order, as the URL carries them (dot-decimal numbers); names
// that are no input of the target and values that are not finite are left
// out, so the target's defaults apply to them.
func LinkHref(l calc.Link) string {
	c, ok := calc.Lookup(l.Calculator)
	if !ok {
		return "/" + l.Calculator
	}
	m := c.Meta()
	q := map[string][]string{}
	for k, v := range l.Inputs {
		if _, ok := m.Field(k); !ok {
			continue
		}
		if x, ok := v.(float64); ok && (math.IsNaN(x) || math.IsInf(x, 0)) {
			continue
		}
		if s := plain(v); s != "" {
			q[k] = []string{s}
		}
	}
	// The link is written now, under the current rules: it says so, or the
	// page would read it as a link made before its rules revision
	// (calc.Revision).
	if r := m.RevisionInput; r != "" && len(q) > 0 && q[r] == nil {
		if cur := calc.Values(c.Defaults()).Get(r); cur != "" {
			q[r] = []string{cur}
		}
	}
	if s := calc.EncodeQuery(m, q); s != "" {
		return "/" + l.Calculator + "?" + s
	}
	return "/" + l.Calculator
}

// plain writes a link's input value as URL text.
func plain(v any) string {
	switch x := v.(type) {
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case int:
		return strconv.Itoa(x)
	case bool:
		if x {
			return "true"
		}
		return "false"
	case string:
		return x
	}
	return ""
}
