package plans

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/msg"
)

// CSVHeader is the first row of ExportCSV.
var CSVHeader = []string{"plan", "scenario", "calculator", "field", "label", "value", "unit"}

// UTF8BOM is the byte order mark ExportCSV's file starts with.
const UTF8BOM = "\ufeff"

// ExportCSV returns the results of every scenario of p as CSV (RFC 4180),
// with labels and units in lang: one row per result of the calculator's
// view (view.Of, the one presentation the page and the report show), the
// headline results first, then the others, then the tables, a row per cell
// ("vms[0].allocated_iops", labelled "Per VM 1 (VM1) · Allocated"). The
// value is raw: a number as JSON writes it, the text of a string or bool.
// A scenario whose inputs have problems gives one row per problem with field
// "error", the problem's path as the label and its message as the value.
//
// Each comparison of the plan (the k-th, from 0) then adds, in the rows of
// the scenarios it compares (the scenario column), rows whose field starts
// "compare[k].": "compare[k].inputs.<name>" for every input that differs,
// with each scenario's raw value; and for each result of a scenario that
// differs from the comparison's first, "compare[k].<path>.diff" (the
// difference, in the unit shown: percentage points for a percentage) and
// "compare[k].<path>.diff_pct" (as % of the first's value), or
// "compare[k].<path>.changed" with the scenario's raw value for a text,
// choice or yes/no result. A plan without comparisons has no such rows.
//
// The file starts with a UTF-8 byte order mark (UTF8BOM): without it Excel
// reads the text in the system's code page, and Cyrillic names come out
// garbled.
func ExportCSV(p Plan, lang msg.Lang) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(UTF8BOM)
	w := safeCSV{csv.NewWriter(&b)}
	w.UseCRLF = true
	if err := w.Write(CSVHeader); err != nil {
		return nil, err
	}
	views := map[string]*view.Result{}
	for i, e := range p.Scenarios {
		n := strconv.Itoa(i + 1)
		id := e.Scenario.Calculator
		ev, errs := Evaluate(e)
		if len(errs) > 0 {
			for _, fe := range errs {
				if err := w.Write([]string{p.Name, n, id, "error", fe.Field, fe.In(lang, nil), ""}); err != nil {
					return nil, err
				}
			}
			continue
		}
		r := view.Of(ev, lang)
		views[e.ID] = &r
		for _, r := range Rows(r) {
			if err := w.Write([]string{p.Name, n, id, r.Path, r.Label, r.Value, r.Unit}); err != nil {
				return nil, err
			}
		}
	}
	for k, c := range p.Comparisons {
		cmp := Compare(p, c, func(e Entry) *view.Result { return views[e.ID] })
		for _, r := range CompareRows(cmp, k, lang) {
			if err := w.Write([]string{p.Name, strconv.Itoa(r.Scenario), cmp.Calculator, r.Path, r.Label, r.Value, r.Unit}); err != nil {
				return nil, err
			}
		}
	}
	w.Flush()
	return b.Bytes(), w.Error()
}

// safeCSV is a csv.Writer whose cells cannot start a formula in a
// spreadsheet: a cell beginning with = + - @, a tab or a carriage return
// that is not a plain number (a VM named "=HYPERLINK(…)" from an import)
// is written after an apostrophe, which Excel and LibreOffice show as text
// and do not print (OWASP, "CSV Injection"). Negative numbers stay numbers.
type safeCSV struct{ *csv.Writer }

func (w safeCSV) Write(row []string) error {
	for i, c := range row {
		row[i] = CSVText(c)
	}
	return w.Writer.Write(row)
}

// CSVText is s as a CSV cell that a spreadsheet cannot read as a formula
// (see safeCSV).
func CSVText(s string) string {
	if s == "" || !strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return s
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil {
		return s
	}
	return "'" + s
}

// Row is one result as a line: its JSON path, label, raw value and unit.
type Row struct{ Path, Label, Value, Unit string }

// Rows flattens a view's results: headline, details, then each table cell.
func Rows(r view.Result) []Row {
	var out []Row
	for _, vs := range [][]view.Value{r.Headline, r.Details} {
		for _, v := range vs {
			out = append(out, Row{Path: v.Name, Label: v.Label, Value: raw(v.Raw), Unit: v.Unit})
		}
	}
	for _, t := range r.Tables {
		for i, row := range t.Rows {
			label := t.Caption + " " + strconv.Itoa(i+1)
			if name := recordName(t, row); name != "" {
				label += " (" + name + ")"
			}
			for j, c := range t.Columns {
				out = append(out, Row{Path: fmt.Sprintf("%s[%d].%s", t.Name, i, c.Name), Label: label + " · " + c.Label,
					Value: raw(row[j].Raw), Unit: c.Unit})
			}
		}
	}
	return out
}

// recordName is a record's name or host column, to tell rows apart.
func recordName(t view.Table, row []view.Cell) string { return view.RecordName(t, row) }

// raw writes a value as the CSV's value column holds it.
func raw(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	}
	return fmt.Sprint(v)
}
