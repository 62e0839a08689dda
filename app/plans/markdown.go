package plans

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// MarkdownOptions tune ExportMarkdown.
type MarkdownOptions struct {
	// BaseURL is put before share links ("https://sizewise.example"); empty
	// gives site-relative links ("/stretched-bandwidth?write_iops=10000").
	BaseURL string
	// Version is the Sizewise version named in the header; empty leaves it out.
	Version string
}

// ShareLink returns the page URL of an entry, "/<calculator>?<query>", built
// from the inputs with defaults filled when they are valid (so the link shows
// what the plan shows even if defaults change), else from the inputs as typed.
func ShareLink(e Entry) string {
	c, ok := calc.Lookup(e.Scenario.Calculator)
	if !ok {
		return "/" + e.Scenario.Calculator
	}
	m := c.Meta()
	inputs := e.Scenario.Inputs
	if ev, errs := c.Evaluate(inputs); len(errs) == 0 {
		if b, err := json.Marshal(ev.Result.Inputs); err == nil {
			inputs = b
		}
	}
	q := calc.EncodeQuery(m, calc.ToQuery(m, inputs))
	if q == "" {
		return "/" + m.ID
	}
	return "/" + m.ID + "?" + q
}

// ExportMarkdown returns p as Markdown for a design document: the plan's name,
// customer and date, then per scenario a heading with the calculator's title,
// an inputs table, a results table, the worked steps as a numbered list
// ("label: formula = value unit"), warnings, sources and the share link.
// Numbers are formatted with scenario.Num.
func ExportMarkdown(p Plan, o MarkdownOptions) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", mdText(p.Name))
	if p.Customer != "" {
		fmt.Fprintf(&b, "- Customer: %s\n", mdText(p.Customer))
	}
	if !p.Updated.IsZero() {
		fmt.Fprintf(&b, "- Date: %s\n", p.Updated.Format("2006-01-02"))
	}
	if o.Version != "" {
		fmt.Fprintf(&b, "- Prepared with Sizewise %s\n", mdText(o.Version))
	}
	fmt.Fprintf(&b, "- Scenarios: %d\n", len(p.Scenarios))
	for i, e := range p.Scenarios {
		b.WriteString("\n")
		writeEntry(&b, p, i, e, o)
	}
	return []byte(b.String())
}

func writeEntry(b *strings.Builder, p Plan, i int, e Entry, o MarkdownOptions) {
	c, ok := calc.Lookup(e.Scenario.Calculator)
	if !ok {
		fmt.Fprintf(b, "## %d. Unknown calculator %s\n", i+1, mdText(e.Scenario.Calculator))
		return
	}
	m := c.Meta()
	title := mdText(m.Title)
	if e.Title != "" {
		title += ": " + mdText(e.Title)
	}
	fmt.Fprintf(b, "## %d. %s\n\n", i+1, title)
	if m.Question != "" {
		fmt.Fprintf(b, "*%s*\n\n", mdText(m.Question))
	}
	if j := p.Index(e.From); e.From != "" && j >= 0 {
		parent, _ := calc.Lookup(p.Scenarios[j].Scenario.Calculator)
		name := p.Scenarios[j].Scenario.Calculator
		if parent != nil {
			name = parent.Meta().Title
		}
		fmt.Fprintf(b, "Chained from scenario %d (%s).\n\n", j+1, mdText(name))
	}
	if e.Note != "" {
		fmt.Fprintf(b, "%s\n\n", mdText(e.Note))
	}
	ev, errs := c.Evaluate(e.Scenario.Inputs)
	var inputs *object
	if len(errs) == 0 {
		inputs = decodeObject(ev.Result.Inputs)
	} else {
		inputs = decodeRaw(e.Scenario.Inputs)
	}
	b.WriteString("### Inputs\n\n")
	writeInputs(b, m, inputs)
	if len(errs) > 0 {
		b.WriteString("### Problems\n\nNot computed until these inputs are corrected:\n\n")
		for _, fe := range errs {
			fmt.Fprintf(b, "- `%s`: %s\n", fe.Field, mdText(fe.Message))
		}
		b.WriteString("\n")
	} else {
		writeResults(b, m, ev.Result)
	}
	link := o.BaseURL + ShareLink(e)
	fmt.Fprintf(b, "Share link: [`%s`](%s)\n", link, link)
}

func writeInputs(b *strings.Builder, m calc.Meta, inputs *object) {
	type item struct {
		label, unit string
		v           any
	}
	var scalars []item
	var tables []item
	add := func(label, unit string, v any) {
		if v == nil {
			return
		}
		if isRecordList(v) {
			tables = append(tables, item{label, unit, v})
			return
		}
		scalars = append(scalars, item{label, unit, v})
	}
	seen := map[string]bool{}
	for _, f := range m.Fields {
		seen[f.Name] = true
		add(f.Label, f.Unit, inputs.get(f.Name))
	}
	if inputs != nil {
		for _, k := range inputs.keys {
			if !seen[k] {
				add(i18n.Column(i18n.EN, k), unitOf(k, ""), inputs.vals[k])
			}
		}
	}
	if len(scalars) > 0 {
		b.WriteString("| Input | Value | Unit |\n| --- | ---: | --- |\n")
		for _, it := range scalars {
			fmt.Fprintf(b, "| %s | %s | %s |\n", cell(it.label), mdValue(it.v), cell(it.unit))
		}
		b.WriteString("\n")
	}
	for _, it := range tables {
		writeRecords(b, it.label, nil, it.v.([]any))
	}
	if len(scalars) == 0 && len(tables) == 0 {
		b.WriteString("All inputs at their defaults.\n\n")
	}
}

func writeResults(b *strings.Builder, m calc.Meta, r scenario.Result) {
	res := decodeObject(r.Results)
	b.WriteString("### Results\n\n")
	var tables []calc.Output
	var rows []row
	for _, o := range orderedOutputs(m, res) {
		v := res.get(o.Name)
		switch {
		case isRecordList(v):
			tables = append(tables, o)
		case isScalarList(v):
			rows = append(rows, row{label: o.Label, unit: o.Unit, value: v})
		default:
			flatten(&rows, o.Name, o.Label, o.Unit, o.Columns, v)
		}
	}
	if len(rows) > 0 {
		b.WriteString("| Result | Value | Unit |\n| --- | ---: | --- |\n")
		for _, r := range rows {
			fmt.Fprintf(b, "| %s | %s | %s |\n", cell(r.label), mdValue(r.value), cell(r.unit))
		}
		b.WriteString("\n")
	}
	for _, o := range tables {
		writeRecords(b, o.Label, o.Columns, res.get(o.Name).([]any))
	}
	if len(r.Steps) > 0 {
		b.WriteString("### Worked steps\n\n")
		for i, s := range r.Steps {
			unit := ""
			if s.Unit != "" {
				unit = " " + s.Unit
			}
			fmt.Fprintf(b, "%d. %s: %s = %s%s\n", i+1, mdText(s.Label), mdText(s.Formula), scenario.Num(s.Value), mdText(unit))
		}
		b.WriteString("\n")
	}
	if len(r.Warnings) > 0 {
		b.WriteString("### Warnings\n\n")
		for _, w := range r.Warnings {
			fmt.Fprintf(b, "- %s\n", mdText(w))
		}
		b.WriteString("\n")
	}
	if len(r.Sources) > 0 {
		b.WriteString("### Sources\n\n")
		for _, s := range r.Sources {
			fmt.Fprintf(b, "- %s\n", mdText(s))
		}
		b.WriteString("\n")
	}
}

// writeRecords writes a list of objects as a table with a bold caption.
func writeRecords(b *strings.Builder, caption string, cols []string, rows []any) {
	first, _ := rows[0].(*object)
	keys := recordColumns(first, cols)
	fmt.Fprintf(b, "**%s**\n\n|", mdText(caption))
	for _, k := range keys {
		fmt.Fprintf(b, " %s |", cell(i18n.Column(i18n.EN, k)))
	}
	b.WriteString("\n|")
	for _, k := range keys {
		if _, num := first.vals[k].(json.Number); num {
			b.WriteString(" ---: |")
		} else {
			b.WriteString(" --- |")
		}
	}
	b.WriteString("\n")
	for _, r := range rows {
		rec, _ := r.(*object)
		b.WriteString("|")
		for _, k := range keys {
			fmt.Fprintf(b, " %s |", mdValue(rec.get(k)))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

func isRecordList(v any) bool {
	list, ok := v.([]any)
	if !ok || len(list) == 0 {
		return false
	}
	_, ok = list[0].(*object)
	return ok
}

func isScalarList(v any) bool {
	list, ok := v.([]any)
	return ok && !isRecordList(list)
}

// mdValue formats a value for people: numbers with scenario.Num, bools as
// yes/no, lists joined, objects as "key value · key value".
func mdValue(v any) string {
	switch x := v.(type) {
	case nil:
		return "—"
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			return cell(x.String())
		}
		return scenario.Num(f)
	case float64:
		return scenario.Num(x)
	case string:
		return mdText(x)
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = mdValue(e)
		}
		if len(parts) == 0 {
			return "—"
		}
		return strings.Join(parts, ", ")
	case *object:
		parts := make([]string, len(x.keys))
		for i, k := range x.keys {
			parts[i] = mdText(k) + " " + mdValue(x.vals[k])
		}
		return strings.Join(parts, " · ")
	}
	return mdText(fmt.Sprint(v))
}

// mdEscaper escapes the characters that would start Markdown syntax or HTML,
// and flattens line breaks, so text from a user or a document reads as typed.
var mdEscaper = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", `*`, `\*`, `_`, `\_`, `[`, `\[`, `]`, `\]`,
	`<`, `\<`, `>`, `\>`, `|`, `\|`, `#`, `\#`,
	"\r\n", " ", "\n", " ", "\r", " ",
)

func mdText(s string) string { return mdEscaper.Replace(s) }

// cell is mdText for a table cell (the same escaping; kept apart for clarity).
func cell(s string) string { return mdText(s) }
