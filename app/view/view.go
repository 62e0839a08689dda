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
	"reflect"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
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
