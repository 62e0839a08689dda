package plans

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// MarkdownOptions tune ExportMarkdown.
type MarkdownOptions struct {
	// BaseURL is put before share links ("https://sizewise.example"); empty
	// gives site-relative links ("/stretched-bandwidth?write_iops=10000").
	BaseURL string
	// Version is the Sizewise version named in the header; empty leaves it out.
	Version string
	// Lang is the language of the words and numbers (default English).
	Lang msg.Lang
}

// ShareLink returns the page URL of an entry, "/<calculator>?<query>", built
// from the inputs with defaults filled when they are valid (so the link shows
// what the plan shows even if defaults change), else from the inputs as
// typed, leniently.
func ShareLink(e Entry) string {
	c, ok := calc.Lookup(e.Scenario.Calculator)
	if !ok {
		return "/" + e.Scenario.Calculator
	}
	in, _, _ := c.Resolve(e.Scenario.Inputs, calc.Lenient)
	if q := calc.Query(in); q != "" {
		return "/" + c.Meta().ID + "?" + q
	}
	return "/" + c.Meta().ID
}

// The words of the Markdown export.
var (
	mdCustomer  = msg.T("Customer")
	mdDate      = msg.T("Date")
	mdPrepared  = msg.T("Prepared with Sizewise")
	mdScenarios = msg.T("Scenarios")
	mdUnknown   = msg.T("Unknown calculator")
	mdChained   = msg.NewKey("md.chained", "Chained from scenario {0} ({1}).")
	mdExplained = msg.T("How the inputs were derived")
	mdInputs    = msg.T("Inputs")
	mdInput     = msg.T("Input")
	mdValue     = msg.T("Value")
	mdUnit      = msg.T("Unit")
	mdProblems  = msg.T("Problems")
	mdNotYet    = msg.T("Not computed until these inputs are corrected:")
	mdResults   = msg.T("Results")
	mdResult    = msg.T("Result")
	mdSteps     = msg.T("Worked steps")
	mdWarnings  = msg.T("Warnings")
	mdSources   = msg.T("Sources")
	mdShare     = msg.T("Share link")
)

// ExportMarkdown returns p as Markdown for a design document, in o.Lang: the
// plan's name, customer and date, then each comparison (a heading, the
// inputs that differ and the results side by side with the difference from
// the first scenario, from view.Compare), then per scenario a heading with the
// calculator's title, an inputs table, a results table and the tables of
// records, the worked steps as a numbered list ("label: formula = value
// unit"), warnings, sources and the share link. Everything comes from the
// scenario's view (view.Of), as the page shows it.
func ExportMarkdown(p Plan, o MarkdownOptions) []byte {
	if o.Lang == "" {
		o.Lang = msg.EN
	}
	l := o.Lang
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", mdText(p.Name))
	if p.Customer != "" {
		fmt.Fprintf(&b, "- %s: %s\n", mdCustomer.In(l), mdText(p.Customer))
	}
	if !p.Updated.IsZero() {
		fmt.Fprintf(&b, "- %s: %s\n", mdDate.In(l), msg.Date(l, p.Updated, false))
	}
	if o.Version != "" {
		fmt.Fprintf(&b, "- %s %s\n", mdPrepared.In(l), mdText(o.Version))
	}
	fmt.Fprintf(&b, "- %s: %d\n", mdScenarios.In(l), len(p.Scenarios))
	writeInventory(&b, p, l)
	// Every entry is evaluated once, for its section and its comparisons.
	problems := make([]scenario.Errors, len(p.Scenarios))
	views := map[string]*view.Result{}
	for i, e := range p.Scenarios {
		ev, errs := Evaluate(e)
		problems[i] = errs
		if len(errs) == 0 {
			r := view.Of(ev, l)
			views[e.ID] = &r
		}
	}
	for k, c := range p.Comparisons {
		b.WriteString("\n")
		writeComparison(&b, p, k, Compare(p, c, func(e Entry) *view.Result { return views[e.ID] }), l)
	}
	for i, e := range p.Scenarios {
		b.WriteString("\n")
		writeEntry(&b, p, i, e, problems[i], views[e.ID], o)
	}
	return []byte(b.String())
}

// writeEntry writes the i-th entry's section: shown is its view, or errs
// the problems of its inputs.
func writeEntry(b *strings.Builder, p Plan, i int, e Entry, errs scenario.Errors, shown *view.Result, o MarkdownOptions) {
	l := o.Lang
	c, ok := calc.Lookup(e.Scenario.Calculator)
	if !ok {
		fmt.Fprintf(b, "## %d. %s %s\n", i+1, mdUnknown.In(l), mdText(e.Scenario.Calculator))
		return
	}
	m := c.Meta()
	title := mdText(m.Title.In(l))
	if e.Title != "" {
		title += ": " + mdText(e.Title)
	}
	fmt.Fprintf(b, "## %d. %s\n\n", i+1, title)
	fmt.Fprintf(b, "*%s*\n\n", mdText(m.Question.In(l)))
	if j := p.Index(e.From); e.From != "" && j >= 0 {
		name := p.Scenarios[j].Scenario.Calculator
		if parent, ok := calc.Lookup(name); ok {
			name = parent.Meta().Title.In(l)
		}
		fmt.Fprintf(b, "%s\n\n", mdText(mdChained.With(msg.Int(j+1), msg.Str(name)).In(l, nil)))
	}
	if e.Note != "" {
		fmt.Fprintf(b, "%s\n\n", mdText(e.Note))
	}
	if len(e.Explanation) > 0 {
		fmt.Fprintf(b, "%s:\n\n", mdText(mdExplained.In(l)))
		for _, line := range e.Explanation {
			fmt.Fprintf(b, "- %s\n", mdText(line))
		}
		b.WriteString("\n")
	}
	var r view.Result
	var inputs []view.Value
	if len(errs) == 0 && shown != nil {
		r = *shown
		inputs = r.Inputs
	} else if in, _, _ := c.Resolve(e.Scenario.Inputs, calc.Lenient); in.Valid() {
		inputs = view.Inputs(m, in.Value(), l)
	}
	fmt.Fprintf(b, "### %s\n\n", mdInputs.In(l))
	writeValues(b, mdInput.In(l), l, inputs)
	if len(errs) > 0 {
		fmt.Fprintf(b, "### %s\n\n%s\n\n", mdProblems.In(l), mdNotYet.In(l))
		for _, fe := range errs {
			fmt.Fprintf(b, "- `%s`: %s\n", fe.Field, mdText(fe.In(l, m)))
		}
		b.WriteString("\n")
	} else {
		writeResults(b, l, r)
	}
	link := o.BaseURL + ShareLink(e)
	fmt.Fprintf(b, "%s: [`%s`](%s)\n", mdShare.In(l), link, link)
}

// writeValues writes values as a table "head | value | unit".
func writeValues(b *strings.Builder, head string, l msg.Lang, vs []view.Value) {
	if len(vs) == 0 {
		return
	}
	fmt.Fprintf(b, "| %s | %s | %s |\n| --- | ---: | --- |\n", head, mdValue.In(l), mdUnit.In(l))
	for _, v := range vs {
		fmt.Fprintf(b, "| %s | %s | %s |\n", cell(v.Label), cell(v.Text), cell(v.Unit))
	}
	b.WriteString("\n")
}

func writeResults(b *strings.Builder, l msg.Lang, r view.Result) {
	fmt.Fprintf(b, "### %s\n\n", mdResults.In(l))
	writeValues(b, mdResult.In(l), l, append(append([]view.Value(nil), r.Headline...), r.Details...))
	for _, t := range r.Tables {
		writeTable(b, t)
	}
	if len(r.Steps) > 0 {
		fmt.Fprintf(b, "### %s\n\n", mdSteps.In(l))
		for i, s := range r.Steps {
			fmt.Fprintf(b, "%d. %s: %s\n", i+1, mdText(s.Label), mdText(s.Line()))
		}
		b.WriteString("\n")
	}
	if len(r.Warnings) > 0 {
		fmt.Fprintf(b, "### %s\n\n", mdWarnings.In(l))
		for _, w := range r.Warnings {
			fmt.Fprintf(b, "- %s\n", mdText(w))
		}
		b.WriteString("\n")
	}
	if len(r.Sources) > 0 {
		fmt.Fprintf(b, "### %s\n\n", mdSources.In(l))
		for _, s := range r.Sources {
			fmt.Fprintf(b, "- %s\n", mdText(s))
		}
		b.WriteString("\n")
	}
}

// writeTable writes a record list as a table with a bold caption.
func writeTable(b *strings.Builder, t view.Table) {
	fmt.Fprintf(b, "**%s**\n\n|", mdText(t.Caption))
	for _, c := range t.Columns {
		fmt.Fprintf(b, " %s |", cell(c.Heading()))
	}
	b.WriteString("\n|")
	for j := range t.Columns {
		if len(t.Rows) > 0 && t.Rows[0][j].Numeric {
			b.WriteString(" ---: |")
		} else {
			b.WriteString(" --- |")
		}
	}
	b.WriteString("\n")
	for _, row := range t.Rows {
		b.WriteString("|")
		for _, c := range row {
			fmt.Fprintf(b, " %s |", cell(c.Text))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
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

// writeInventory writes the inventory summary of a plan imported from an
// RVTools or Live Optics workbook (the facts the page shows,
// inventory.Facts): its source, the totals, one row per cluster, the
// units, the measured figures, the VMs left out and why, the target host,
// the import's notes.
func writeInventory(b *strings.Builder, p Plan, l msg.Lang) {
	var inv inventory.Inventory
	if len(p.Inventory) == 0 || json.Unmarshal(p.Inventory, &inv) != nil {
		return
	}
	fmt.Fprintf(b, "\n## %s\n\n%s\n", inventory.Heading.In(l), mdText(inv.Source.Line(l)))
	if inv.ClusterFilter != "" {
		fmt.Fprintf(b, "\n%s\n", mdText(inventory.FilterNote.With(msg.Str(inventory.ClusterName(l, inv.ClusterFilter))).In(l, nil)))
	}
	fmt.Fprintf(b, "\n| %s | |\n|---|---:|\n", inventory.TotalsCaption.In(l))
	for _, f := range inventory.Facts(inv.Totals) {
		fmt.Fprintf(b, "| %s | %s |\n", cell(f.Label.In(l)), cell(f.Text(l)))
	}
	if len(inv.Clusters) > 0 {
		head := inventory.Pick(inventory.Facts(inv.Totals), inventory.ClusterColumns)
		fmt.Fprintf(b, "\n| %s |", inventory.Cluster.In(l))
		for _, f := range head {
			fmt.Fprintf(b, " %s |", cell(f.Label.In(l)))
		}
		b.WriteString("\n|---|" + strings.Repeat("---:|", len(head)) + "\n")
		for _, c := range inv.Clusters {
			fmt.Fprintf(b, "| %s |", cell(inventory.ClusterName(l, c.Name)))
			for _, f := range inventory.Pick(inventory.Facts(c.Totals), inventory.ClusterColumns) {
				fmt.Fprintf(b, " %s |", cell(f.Text(l)))
			}
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(b, "\n%s\n", mdText(inv.Source.UnitsLine(l)))
	if facts := inventory.MeasuredFacts(inv.Measured); len(facts) > 0 {
		fmt.Fprintf(b, "\n### %s\n\n| %s | |\n|---|---:|\n", inventory.MeasuredHeading.In(l), inventory.MeasuredHeading.In(l))
		for _, f := range facts {
			fmt.Fprintf(b, "| %s | %s |\n", cell(f.Label.In(l)), cell(f.Text(l)))
		}
		fmt.Fprintf(b, "\n%s\n", mdText(inv.Measured.Line(l, inv.Hosts)))
	}
	if len(inv.Excluded) > 0 {
		fmt.Fprintf(b, "\n### %s\n\n", inventory.ExcludedHeading.In(l))
		for _, e := range inv.Excluded {
			fmt.Fprintf(b, "- %s\n", mdText(e.Line(l)))
		}
	}
	if th := inv.TargetHost; th != nil {
		fmt.Fprintf(b, "\n**%s**: %s\n", inventory.TargetHeading.In(l), mdText(th.Line(l)))
	}
	if len(p.Notes) > 0 {
		fmt.Fprintf(b, "\n### %s\n\n", inventory.NotesHeading.In(l))
		for _, n := range p.Notes {
			fmt.Fprintf(b, "- %s\n", mdText(n))
		}
	}
}
