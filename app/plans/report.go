package plans

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/engine/calc"
)

// CSVHeader is the first row of ExportCSV.
var CSVHeader = []string{"plan", "scenario", "calculator", "field", "label", "value", "unit"}

// ExportCSV returns the results of every scenario of p as CSV (RFC 4180):
// one row per result field, with the scenario's 1-based position, the JSON
// path of the field (list results flattened as "vms[0].allocated_iops",
// objects as "thresholds_mb.high"), its label and unit from the calculator's
// Outputs, and the value as a raw JSON number (or the text of a string or
// bool). A scenario whose inputs have problems gives one row per problem with
// field "error", the problem's path as the label and its message as the value.
func ExportCSV(p Plan) ([]byte, error) {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.UseCRLF = true
	if err := w.Write(CSVHeader); err != nil {
		return nil, err
	}
	for i, e := range p.Scenarios {
		n := strconv.Itoa(i + 1)
		calcID := e.Scenario.Calculator
		ev, errs := Evaluate(e)
		if len(errs) > 0 {
			for _, fe := range errs {
				if err := w.Write([]string{p.Name, n, calcID, "error", fe.Field, fe.Message, ""}); err != nil {
					return nil, err
				}
			}
			continue
		}
		c, _ := calc.Lookup(calcID)
		for _, r := range resultRows(c.Meta(), ev.Result.Results) {
			if err := w.Write([]string{p.Name, n, calcID, r.path, r.label, r.raw, r.unit}); err != nil {
				return nil, err
			}
		}
	}
	w.Flush()
	return b.Bytes(), w.Error()
}

// row is one flattened result value.
type row struct {
	path, label, unit string
	raw               string // JSON number text, string or "true"/"false"
	value             any    // json.Number, string, bool or nil
}

// orderedOutputs lists the result fields present in res: the calculator's
// Outputs first, in their order, then the others alphabetically (with a label
// made from the name).
func orderedOutputs(m calc.Meta, res *object) []calc.Output {
	var out []calc.Output
	listed := map[string]bool{}
	for _, o := range m.Outputs {
		listed[o.Name] = true
		if res.get(o.Name) != nil {
			out = append(out, o)
		}
	}
	if res == nil {
		return out
	}
	for _, k := range res.keys {
		if !listed[k] && res.vals[k] != nil {
			out = append(out, calc.Output{Name: k, Label: i18n.Column(i18n.EN, k), Unit: unitOf(k, "")})
		}
	}
	return out
}

// resultRows flattens a calculator's results.
func resultRows(m calc.Meta, results any) []row {
	res := decodeObject(results)
	var rows []row
	for _, o := range orderedOutputs(m, res) {
		flatten(&rows, o.Name, o.Label, o.Unit, o.Columns, res.get(o.Name))
	}
	return rows
}

// flatten appends the rows of value v at path.
func flatten(rows *[]row, path, label, unit string, cols []string, v any) {
	switch x := v.(type) {
	case *object:
		for _, k := range recordColumns(x, cols) {
			flatten(rows, path+"."+k, label+" · "+i18n.Column(i18n.EN, k), unitOf(k, unit), nil, x.vals[k])
		}
	case []any:
		for i, item := range x {
			l := label + " " + strconv.Itoa(i+1)
			if rec, ok := item.(*object); ok {
				if name := recordName(rec); name != "" {
					l += " (" + name + ")"
				}
				for _, k := range recordColumns(rec, cols) {
					flatten(rows, fmt.Sprintf("%s[%d].%s", path, i, k), l+" · "+i18n.Column(i18n.EN, k), unitOf(k, ""), nil, rec.vals[k])
				}
				continue
			}
			flatten(rows, fmt.Sprintf("%s[%d]", path, i), l, unit, nil, item)
		}
	default:
		*rows = append(*rows, row{path: path, label: label, unit: unit, raw: rawText(v), value: v})
	}
}

func recordName(rec *object) string {
	for _, k := range []string{"name", "host"} {
		if s, ok := rec.get(k).(string); ok && s != "" {
			return s
		}
	}
	return ""
}

func rawText(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case json.Number:
		return x.String()
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// recordColumns orders a record's keys: cols first (those present), then
// the others in document order.
func recordColumns(rec *object, cols []string) []string {
	var out []string
	for _, c := range cols {
		if _, ok := rec.vals[c]; ok {
			out = append(out, c)
		}
	}
	for _, k := range rec.keys {
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// unitOf infers the unit of a field from its name's suffix, or returns
// parent.
func unitOf(name, parent string) string {
	suffixes := []struct{ suffix, unit string }{
		{"_iops", "IOPS"}, {"_pct", "%"}, {"_mbps", "Mbps"}, {"_gbps", "Gbps"},
		{"_gib", "GiB"}, {"_mib", "MiB"}, {"_tb", "TB"}, {"_gb", "GB"}, {"_mb", "MB"}, {"_kb", "KB"},
		{"_ms", "ms"}, {"_minutes", "min"}, {"_seconds", "s"},
	}
	for _, s := range suffixes {
		if strings.HasSuffix(name, s.suffix) {
			return s.unit
		}
	}
	if name == "shares" {
		return "shares"
	}
	return parent
}
