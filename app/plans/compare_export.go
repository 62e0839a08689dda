package plans

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// The words of comparisons in CSV and Markdown.
var (
	csvCmpInput   = msg.NewKey("plans.compare.csv-input", "Comparison {0} · {1}")
	csvCmpDiff    = msg.NewKey("plans.compare.csv-diff", "Comparison {0} · {1} · difference from scenario {2}")
	csvCmpPct     = msg.NewKey("plans.compare.csv-pct", "Comparison {0} · {1} · difference from scenario {2}, %")
	csvCmpChanged = msg.NewKey("plans.compare.csv-changed", "Comparison {0} · {1} · changed from scenario {2}")

	mdCmpHeading  = msg.NewKey("plans.compare.md-heading", "Comparison {0}: {1}")
	mdCmpOf       = msg.NewKey("plans.compare.md-of", "Scenarios {0} side by side; each difference is from scenario {1}.")
	mdCmpMissing  = msg.NewKey("plans.compare.md-missing", "Not compared until their inputs are corrected: {0}.")
	mdCmpTooFew   = msg.T("Fewer than two of these scenarios compute, so there is nothing to set side by side.")
	mdCmpScenario = msg.NewKey("plans.compare.md-scenario", "Scenario {0}")
	mdCmpDiff     = msg.NewKey("plans.compare.md-diff", "Difference {0} − {1}")
	mdCmpInputs   = msg.T("Inputs that differ")
	mdCmpSame     = msg.T("The scenarios have the same inputs.")
	mdAnd         = msg.T("and")
)

// CompareRow is one CSV row of a comparison: the scenario (its number in
// the plan, from 1) it is about, its field path, label, raw value and unit.
type CompareRow struct {
	Scenario                 int
	Path, Label, Value, Unit string
}

// CompareRows lists the CSV rows of the k-th comparison (from 0) of a plan
// (see ExportCSV): the inputs that differ, each scenario's value; then, per
// result and scenario that differs from the first, the difference (and %)
// or the changed value.
func CompareRows(c Compared, k int, lang msg.Lang) []CompareRow {
	if !c.OK {
		return nil
	}
	v := c.View
	nth := msg.Int(k + 1)
	base := msg.Int(c.Numbers[0])
	prefix := "compare[" + strconv.Itoa(k) + "]."
	var out []CompareRow
	for _, l := range v.Inputs {
		label := csvCmpInput.With(nth, msg.Str(l.Label)).In(lang, nil)
		for i, val := range l.Values {
			out = append(out, CompareRow{Scenario: c.Numbers[i], Path: prefix + "inputs." + l.Name, Label: label,
				Value: inputRaw(val), Unit: unitOf(val)})
		}
	}
	for _, l := range v.Results {
		for i, d := range l.Diffs {
			n, path, name := c.Numbers[i], prefix+l.Name, msg.Str(l.Label)
			switch d.Kind {
			case view.Number:
				out = append(out, CompareRow{Scenario: n, Path: path + ".diff", Label: csvCmpDiff.With(nth, name, base).In(lang, nil),
					Value: raw(d.Delta), Unit: d.Unit})
				if d.HasPct {
					out = append(out, CompareRow{Scenario: n, Path: path + ".diff_pct", Label: csvCmpPct.With(nth, name, base).In(lang, nil),
						Value: raw(d.Pct), Unit: "%"})
				}
			case view.Changed:
				out = append(out, CompareRow{Scenario: n, Path: path + ".changed", Label: csvCmpChanged.With(nth, name, base).In(lang, nil),
					Value: raw(l.Values[i].Raw), Unit: unitOf(l.Values[i])})
			}
		}
	}
	return out
}

// inputRaw is an input's value as the CSV holds it: raw, or its text for a
// list (the lines a share link carries).
func inputRaw(v view.Value) string {
	switch v.Raw.(type) {
	case nil, float64, string, bool:
		return raw(v.Raw)
	}
	return v.Text
}

// unitOf is the unit of a value that is there ("" for an absent one).
func unitOf(v view.Value) string {
	if v.Raw == nil {
		return ""
	}
	return v.Unit
}

// writeComparison writes the k-th comparison (from 0) as a Markdown section:
// a heading, which scenarios, the inputs that differ and the results side
// by side, each with the difference from the first.
func writeComparison(b *strings.Builder, p Plan, k int, c Compared, l msg.Lang) {
	title := c.Calculator
	if calculator, ok := calc.Lookup(c.Calculator); ok {
		title = calculator.Meta().Title.In(l)
	}
	fmt.Fprintf(b, "## %s\n\n", mdText(mdCmpHeading.With(msg.Int(k+1), msg.Str(title)).In(l, nil)))
	var all []int
	for _, id := range c.Entries {
		if i := p.Index(id); i >= 0 {
			all = append(all, i+1)
		}
	}
	if len(all) > 0 {
		fmt.Fprintf(b, "%s\n\n", mdText(mdCmpOf.With(msg.Str(numbers(all, l)), msg.Int(all[0])).In(l, nil)))
	}
	if len(c.Missing) > 0 {
		var names []string
		for _, n := range c.Missing {
			names = append(names, mdCmpScenario.With(msg.Int(n)).In(l, nil))
		}
		fmt.Fprintf(b, "%s\n\n", mdText(mdCmpMissing.With(msg.Str(strings.Join(names, ", "))).In(l, nil)))
	}
	if !c.OK {
		fmt.Fprintf(b, "%s\n", mdText(mdCmpTooFew.In(l)))
		return
	}
	fmt.Fprintf(b, "### %s\n\n", mdCmpInputs.In(l))
	if len(c.View.Inputs) == 0 {
		fmt.Fprintf(b, "%s\n\n", mdText(mdCmpSame.In(l)))
	} else {
		writeLines(b, mdInput.In(l), c, c.View.Inputs, l)
		b.WriteString("\n")
	}
	fmt.Fprintf(b, "### %s\n\n", mdResults.In(l))
	writeLines(b, mdResult.In(l), c, c.View.Results, l)
}

// writeLines writes lines as a table: the quantity, then per scenario its
// value and (after the first) the difference from the first.
func writeLines(b *strings.Builder, head string, c Compared, lines []view.Line, l msg.Lang) {
	base := msg.Int(c.Numbers[0])
	fmt.Fprintf(b, "| %s |", cell(head))
	align := "| --- |"
	for i, n := range c.Numbers {
		fmt.Fprintf(b, " %s |", cell(mdCmpScenario.With(msg.Int(n)).In(l, nil)))
		align += " ---: |"
		if i > 0 {
			fmt.Fprintf(b, " %s |", cell(mdCmpDiff.With(msg.Int(n), base).In(l, nil)))
			align += " ---: |"
		}
	}
	b.WriteString("\n" + align + "\n")
	for _, line := range lines {
		fmt.Fprintf(b, "| %s |", cell(line.Label))
		for i, v := range line.Values {
			fmt.Fprintf(b, " %s |", cell(v.WithUnit()))
			if i > 0 {
				fmt.Fprintf(b, " %s |", cell(line.Diffs[i].Full()))
			}
		}
		b.WriteString("\n")
	}
}

// numbers lists scenario numbers as words: "1", "1 and 2", "1, 2 and 3".
func numbers(ns []int, l msg.Lang) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = msg.FormatNum(l, float64(n))
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " " + mdAnd.In(l) + " " + parts[len(parts)-1]
}
