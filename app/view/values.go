package view

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

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
