package view

import (
	"errors"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Comparison is two or more evaluations of one calculator side by side, as
// a reader sees them in Lang: the inputs whose values differ, every result
// the calculator shows, and each scenario's difference from the first (the
// baseline). The plan report, CSV and Markdown all draw a Comparison, as
// they draw a Result, so a comparison reads the same everywhere.
type Comparison struct {
	Lang  msg.Lang
	ID    string // the calculator's id
	Title string // the calculator's title
	// N is the number of scenarios compared (the columns), baseline first.
	N int
	// Inputs are the inputs whose values are not the same in every
	// scenario they apply to (Result.Inputs), in form order; an input one
	// scenario lacks (the other option of an Alternative, disk groups on
	// an ESA cluster) shows "—" there.
	Inputs []Line
	// Results are every result the calculator shows, in the page's order:
	// the headline results, the others, then each table cell.
	Results []Line
}

// Line is one quantity across the scenarios of a Comparison.
type Line struct {
	// Name is the quantity's path, as CSV names it: "usable_gb",
	// "thresholds_mb.soft", "vms[1].allocated_iops"; an input's name.
	Name  string
	Label string
	// Headline marks a primary result (the page's big numbers).
	Headline bool
	// Values holds the quantity in each scenario, in order; a scenario that
	// lacks it has Text "—" and Raw nil.
	Values []Value
	// Diffs holds each scenario's difference from the baseline (Diffs[0]
	// is the baseline's own: Same).
	Diffs []Diff
}

// Differs reports whether any scenario's value differs from the baseline's.
func (l Line) Differs() bool {
	for _, d := range l.Diffs {
		if d.Kind != Same {
			return true
		}
	}
	return false
}

// DiffKind is how a value differs from the baseline's.
type DiffKind int

// The kinds of difference.
const (
	// Same: equal to the baseline (nothing is shown).
	Same DiffKind = iota
	// Number: both are numbers; Delta and Pct say by how much.
	Number
	// Changed: a text, choice or yes/no value that is not the baseline's,
	// or a value one of the two lacks.
	Changed
)

// Diff is a value's difference from the baseline's.
type Diff struct {
	Kind DiffKind
	// Delta is value − baseline in the unit shown: the value's own unit,
	// or percentage points for a percentage (and for a ratio, which is shown
	// as one). Number only.
	Delta float64
	// Pct is Delta relative to the baseline, 100 × (value − baseline) /
	// |baseline|, in %; HasPct is false when the baseline is 0.
	Pct    float64
	HasPct bool
	// Text is Delta as a reader sees it, signed, with its unit
	// ("−765 GB", "+5.67 pp"); "changed" for Changed; "" for Same.
	Text string
	// Unit is the unit of Delta as written in Text ("GB", "pp", "хоста").
	Unit string
	// PctText is Pct as a reader sees it ("−5.58 %"); "" without one.
	PctText string
}

// Full is the difference in one text: "−765 GB (−5.58 %)", "changed", "".
func (d Diff) Full() string {
	if d.PctText == "" {
		return d.Text
	}
	return d.Text + " (" + d.PctText + ")"
}

// Errors of Compare.
var (
	ErrCompareFew   = errors.New("view: a comparison needs two or more scenarios")
	ErrCompareMixed = errors.New("view: the scenarios of a comparison must be of one calculator")
)

// Words of a comparison.
var (
	changed      = msg.T("changed")
	percentPoint = msg.T("pp")
	minusSign    = "\u2212" // U+2212 MINUS SIGN, as the differences are printed
)

// Compare sets rs side by side, rs[0] being the baseline. rs must be two or
// more views of one calculator in one language (Of); the language is
// rs[0]'s.
func Compare(rs []Result) (Comparison, error) {
	if len(rs) < 2 {
		return Comparison{}, ErrCompareFew
	}
	for _, r := range rs[1:] {
		if r.ID != rs[0].ID {
			return Comparison{}, ErrCompareMixed
		}
	}
	c := Comparison{Lang: rs[0].Lang, ID: rs[0].ID, Title: rs[0].Title, N: len(rs)}
	calculator, ok := calc.Lookup(c.ID)
	if !ok {
		return Comparison{}, errors.New("view: no calculator " + strconv.Quote(c.ID))
	}
	m := calculator.Meta()
	u := units{m: m}

	// Inputs, in form order, those that differ. The rules revision is
	// bookkeeping (which revision of Sizewise's figures a scenario was
	// saved under, calc.Revision), not a choice compared: each scenario
	// says what changed for it in its own warnings.
	for _, f := range m.Fields {
		if f.Name == m.RevisionInput {
			continue
		}
		vals := make([]Value, len(rs))
		var applying []Value
		for i, r := range rs {
			var ok bool
			vals[i], ok = lookup(r.Inputs, f.Name, f.Label.In(c.Lang), c.Lang)
			if ok || !slices.Contains(r.Unused, f.Name) {
				applying = append(applying, vals[i])
			}
		}
		unit, choice := f.Unit, f.Kind == calc.Choice || f.Kind == calc.Bool
		if f.Kind == calc.List {
			choice = true // compared by their text
		}
		// An input differs when it differs between the scenarios it
		// applies to (Result.Unused): disk groups do not differ between
		// an OSA and an ESA cluster, which has none; the architecture
		// does, and says so. An option of an Alternative that one
		// scenario did not choose is a difference ("—").
		if len(applying) < 2 || !line(f.Name, "", applying, unit, choice, c.Lang).Differs() {
			continue
		}
		c.Inputs = append(c.Inputs, line(f.Name, applying[0].Label, vals, unit, choice, c.Lang))
	}

	// Results: headline, details, table cells.
	for _, section := range []func(Result) []Value{
		func(r Result) []Value { return r.Headline },
		func(r Result) []Value { return r.Details },
		cells,
	} {
		per := make([][]Value, len(rs))
		for i, r := range rs {
			per[i] = section(r)
		}
		for _, name := range union(per) {
			vals := make([]Value, len(rs))
			label := ""
			for i := range rs {
				vals[i] = pick(per[i], name, "", c.Lang)
				if label == "" {
					label = vals[i].Label
				}
			}
			for i := range vals {
				vals[i].Label = label
			}
			unit, labels := u.of(name)
			l := line(name, label, vals, unit, isChoice(labels, vals), c.Lang)
			if o, ok := m.Output(name); ok {
				l.Headline = o.Primary
			}
			c.Results = append(c.Results, l)
		}
	}
	return c, nil
}

// pick is the value named name in vs, or an absent value ("—").
func pick(vs []Value, name, label string, lang msg.Lang) Value {
	v, _ := lookup(vs, name, label, lang)
	return v
}

// lookup is pick, and whether vs holds the value.
func lookup(vs []Value, name, label string, lang msg.Lang) (Value, bool) {
	for _, v := range vs {
		if v.Name == name {
			return v, true
		}
	}
	return Value{Name: name, Label: label, Text: none.In(lang)}, false
}

// union lists the names of every list, in order of first appearance
// (scanning the first list, then the names only later lists have).
func union(lists [][]Value) []string {
	seen := map[string]bool{}
	var out []string
	for _, vs := range lists {
		for _, v := range vs {
			if !seen[v.Name] {
				seen[v.Name] = true
				out = append(out, v.Name)
			}
		}
	}
	return out
}

// cells flattens r's tables into values, one per cell, named and labelled
// as CSV names them: "vms[1].allocated_iops", "Per VM 2 (VM2) · Allocated",
// with the column's unit.
func cells(r Result) []Value {
	var out []Value
	for _, t := range r.Tables {
		for i, row := range t.Rows {
			label := t.Caption + " " + strconv.Itoa(i+1)
			if name := RecordName(t, row); name != "" {
				label += " (" + name + ")"
			}
			for j, col := range t.Columns {
				cell := row[j]
				unit := col.Unit
				if cell.Raw == nil {
					unit = ""
				}
				out = append(out, Value{Name: t.Name + "[" + strconv.Itoa(i) + "]." + col.Name,
					Label: label + " · " + col.Label, Text: cell.Text, Unit: unit, Raw: cell.Raw})
			}
		}
	}
	return out
}

// RecordName is a record's name or host column, to tell table rows apart.
func RecordName(t Table, row []Cell) string {
	for _, k := range []string{"name", "host"} {
		for j, c := range t.Columns {
			if c.Name == k && j < len(row) && row[j].Text != "" {
				return row[j].Text
			}
		}
	}
	return ""
}

// units finds the unit of a result by its path in a calculator's outputs.
type units struct{ m calc.Meta }

// of is the unit of the result at path, and the labels of its values
// (an output or column with Values).
func (u units) of(path string) (msg.Unit, map[string]msg.Text) {
	name, rest, _ := strings.Cut(path, ".")
	table := ""
	if i := strings.IndexByte(name, '['); i >= 0 {
		name, table = name[:i], name[i:]
	}
	o, ok := u.m.Output(name)
	if !ok {
		return msg.None, nil
	}
	if rest == "" {
		return o.Unit, o.Values
	}
	for _, c := range o.Columns {
		if c.Name == rest {
			if table != "" && c.Unit == msg.Ratio {
				// a table shows a ratio column as the fraction itself
				return msg.None, c.Values
			}
			return c.Unit, c.Values
		}
	}
	return o.Unit, nil
}

// isChoice reports whether vals are compared as choices ("changed")
// rather than as numbers: a labelled output whose values are text, or
// numbers it labels (cache-sim's 0 GB reads "none of the sizes reaches the
// target"). Numbers it does not label are differences in its unit.
func isChoice(labels map[string]msg.Text, vals []Value) bool {
	if len(labels) == 0 {
		return false
	}
	for _, v := range vals {
		x, ok := v.Raw.(float64)
		if !ok {
			return true
		}
		if _, labelled := labels[strconv.FormatFloat(x, 'g', -1, 64)]; labelled {
			return true
		}
	}
	return false
}

// line builds a Line from the values of each scenario.
func line(name, label string, vals []Value, unit msg.Unit, choice bool, lang msg.Lang) Line {
	l := Line{Name: name, Label: label, Values: vals, Diffs: make([]Diff, len(vals))}
	base := vals[0]
	for i := 1; i < len(vals); i++ {
		l.Diffs[i] = diff(base, vals[i], unit, choice, lang)
	}
	return l
}

// diff is v's difference from base.
func diff(base, v Value, unit msg.Unit, choice bool, lang msg.Lang) Diff {
	a, aNum := base.Raw.(float64)
	b, bNum := v.Raw.(float64)
	if aNum && bNum && !choice {
		if scenario.Clean(a) == scenario.Clean(b) {
			return Diff{}
		}
		d := Diff{Kind: Number}
		scale := 1.0
		if unit == msg.Ratio {
			scale = 100 // a ratio reads as a percentage: points
		}
		d.Delta = scenario.Clean((b - a) * scale)
		switch unit {
		case msg.Percent, msg.Ratio:
			d.Unit = percentPoint.In(lang)
		default:
			d.Unit = unit.In(lang, d.Delta)
		}
		d.Text = signed(lang, d.Delta)
		if d.Unit != "" {
			d.Text += " " + d.Unit
		}
		if a != 0 {
			d.Pct, d.HasPct = scenario.Clean((b-a)/math.Abs(a)*100), true
			d.PctText = signed(lang, d.Pct) + " %"
		}
		return d
	}
	if same(base, v) {
		return Diff{}
	}
	return Diff{Kind: Changed, Text: changed.In(lang)}
}

// same reports whether two values that are not both numbers are the same.
func same(a, b Value) bool {
	if (a.Raw == nil) != (b.Raw == nil) {
		return false
	}
	if x, ok := a.Raw.(float64); ok {
		if y, ok := b.Raw.(float64); ok {
			return scenario.Clean(x) == scenario.Clean(y)
		}
	}
	if reflect.TypeOf(a.Raw) != nil && reflect.TypeOf(a.Raw).Comparable() && reflect.TypeOf(a.Raw) == reflect.TypeOf(b.Raw) {
		return a.Raw == b.Raw
	}
	return a.Text == b.Text
}

// signed writes x with its sign: "+765", "−1,234.5" (a minus sign, not a
// hyphen), "0".
func signed(lang msg.Lang, x float64) string {
	s := msg.FormatNum(lang, math.Abs(x))
	switch {
	case s == "0":
		return s
	case x < 0:
		return minusSign + s
	}
	return "+" + s
}
