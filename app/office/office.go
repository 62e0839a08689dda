package office

import (
	"bytes"
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Bounds of a deliverable (see the package comment).
const (
	// MaxText is the most characters of one text a user typed (a plan
	// name, a customer, a note), as the plan library keeps a note
	// (plans.MaxNoteLen).
	MaxText = plans.MaxNoteLen
	// MaxNotes is the most import notes shown.
	MaxNotes = 500
	// MaxRows is the most rows of an inventory table.
	MaxRows = 2000
)

// ErrTooLarge refuses a plan past the bounds: more scenarios or
// comparisons than a plan may hold.
var ErrTooLarge = errors.New("office: the plan has more scenarios or comparisons than a document holds")

// Options say for whom and how a deliverable is made.
type Options struct {
	Lang msg.Lang
	// Author is who prepared it (the title page and the document's
	// properties); may be empty.
	Author string
	// Version is the Sizewise version named on the title page.
	Version string
	// Date is the document's date (the title page, the file name).
	Date time.Time
	// BaseURL, when not empty, makes each scenario's share link absolute
	// ("https://sizewise.example/…"); without it no link is written (a
	// link to this laptop's sizewise serve means nothing to a customer).
	BaseURL string
	// Evaluate computes an entry (plans.Evaluate when nil): the engine
	// worker passes one that remembers its answers, so the PowerPoint
	// summary made after the Word document simulates nothing again.
	Evaluate func(plans.Entry) (*calc.Evaluation, scenario.Errors)
}

// Report is a plan as its deliverables show it, in Lang.
type Report struct {
	Lang     msg.Lang
	Title    string // the plan's name
	Customer string
	Author   string
	Version  string
	Date     time.Time
	// DateText is Date as the reader writes it (2026-12-04, 04.12.2026).
	DateText    string
	Summary     []SummaryRow
	Inventory   *Inventory
	Comparisons []Comparison
	Scenarios   []Scenario
	// Sources are the documents every scenario cites, each once, in the
	// order they are first cited: the deck's reference list.
	Sources []string
}

// SummaryRow is one scenario in the summary: its heading, its answer (the
// headline results) and the warning that decides it.
type SummaryRow struct {
	Heading  string
	Answer   string
	Deciding string
}

// Scenario is one scenario of the plan.
type Scenario struct {
	N          int    // its number in the plan, from 1
	Heading    string // "1. Stretched-cluster bandwidth: Site A"
	Calculator string // the calculator's id
	Title      string // the calculator's title
	Question   string
	Chain      string // "Chained from scenario 1 (VDI density)."
	Note       string
	Inputs     []view.Value
	// Problems are the inputs to correct before it computes (then Result
	// is nil), each "path: message".
	Problems []string
	Result   *view.Result
	// Deciding is the warning that decides the answer: the calculator's
	// first (calculators give the one about the answer itself first).
	Deciding string
	// Link is the scenario's share link (empty without Options.BaseURL).
	Link string
}

// Comparison is a comparison of the plan, as tables.
type Comparison struct {
	Heading string // "Comparison 1: vSAN capacity"
	Intro   string // which scenarios, the difference from which
	Missing string // the scenarios left out, when some are
	// OK is false when fewer than two of its scenarios compute; Intro and
	// Missing then say why there is no table.
	OK bool
	// Columns head both tables: the quantity, then per scenario its value
	// and (after the first) the difference from the first.
	Columns []string
	// Inputs are the rows of the inputs that differ (none: Same says so),
	// Results the rows of every result.
	Inputs  [][]string
	Same    string
	Results [][]string
	// Headline marks the Results rows of the headline results.
	Headline []bool
	// Numbers are the scenarios compared, as the plan numbers them.
	Numbers []int
}

// Inventory is the inventory summary of an imported plan: what
// engine/inventory knows of it, and whatever else its JSON holds (a newer
// import's figures and exclusion report), as tables.
type Inventory struct {
	Source string
	Filter string
	Totals []Fact
	// ClusterColumns head Clusters (the cluster, then its facts).
	ClusterColumns []string
	Clusters       [][]string
	Units          string
	Notes          []string
	// Extra holds what the inventory's JSON has beyond engine/inventory's
	// fields, each as facts or a table.
	Extra []Extra
}

// Fact is a labelled value.
type Fact struct{ Label, Text string }

// Extra is one more part of an inventory: a heading, and facts or a table
// (Columns and Rows), and a line saying rows were left out, if any.
type Extra struct {
	Heading string
	Facts   []Fact
	Columns []string
	Rows    [][]string
	More    string
}

// Build reads p into a Report in o.Lang. A language with no catalogue
// loaded is written in English.
func Build(p plans.Plan, o Options) (*Report, error) {
	if !msg.Loaded(o.Lang) {
		o.Lang = msg.EN
	}
	if len(p.Scenarios) > calc.MaxScenarios || len(p.Comparisons) > plans.MaxComparisons {
		return nil, ErrTooLarge
	}
	l := o.Lang
	r := &Report{Lang: l, Title: clip(l, oneLine(p.Name)), Customer: clip(l, oneLine(p.Customer)),
		Author: clip(l, oneLine(o.Author)), Version: oneLine(o.Version), Date: o.Date,
		DateText: msg.Date(l, o.Date, false)}
	if r.Title == "" {
		r.Title = untitled.In(l)
	}
	views := map[string]*view.Result{}
	seen := map[string]bool{}
	for i, e := range p.Scenarios {
		s := scenarioOf(p, i, e, o)
		if s.Result != nil {
			views[e.ID] = s.Result
			for _, src := range s.Result.Sources {
				if !seen[src] {
					seen[src] = true
					r.Sources = append(r.Sources, src)
				}
			}
		}
		r.Scenarios = append(r.Scenarios, s)
		r.Summary = append(r.Summary, summaryOf(s, l))
	}
	for k, c := range p.Comparisons {
		r.Comparisons = append(r.Comparisons, comparisonOf(p, k, plans.Compare(p, c, func(e plans.Entry) *view.Result { return views[e.ID] }), l))
	}
	r.Inventory = inventoryOf(p, l)
	return r, nil
}

// Clipped is p with every text a user typed (its name, customer, entry
// titles and notes, import notes) at most MaxText characters, saying so
// where it was shortened, and at most MaxNotes import notes: what the
// Markdown export is given, bounded as the documents are.
func Clipped(p plans.Plan, l msg.Lang) plans.Plan {
	c := p.Clone()
	c.Name, c.Customer = clip(l, c.Name), clip(l, c.Customer)
	for i := range c.Scenarios {
		c.Scenarios[i].Title = clip(l, c.Scenarios[i].Title)
		c.Scenarios[i].Note = clip(l, c.Scenarios[i].Note)
	}
	if len(c.Notes) > MaxNotes {
		c.Notes = append(c.Notes[:MaxNotes], moreRows.With(msg.Int(len(p.Notes)-MaxNotes)).In(l, nil))
	}
	for i := range c.Notes {
		c.Notes[i] = clip(l, c.Notes[i])
	}
	return c
}

// scenarioOf is the i-th entry of p.
func scenarioOf(p plans.Plan, i int, e plans.Entry, o Options) Scenario {
	l := o.Lang
	// the user's note, then how an import derived the inputs
	note := strings.TrimSpace(strings.Join(append([]string{e.Note}, e.Explanation...), "\n"))
	s := Scenario{N: i + 1, Calculator: e.Scenario.Calculator, Note: clip(l, note)}
	c, ok := calc.Lookup(e.Scenario.Calculator)
	if !ok {
		s.Title = unknownCalc.In(l) + " " + oneLine(e.Scenario.Calculator)
		s.Heading = strconv.Itoa(i+1) + ". " + s.Title
		s.Problems = []string{"calculator: " + unknownCalc.In(l)}
		return s
	}
	m := c.Meta()
	s.Title, s.Question = m.Title.In(l), m.Question.In(l)
	s.Heading = msg.FormatNum(l, float64(i+1)) + ". " + s.Title
	if e.Title != "" {
		s.Heading += ": " + clip(l, oneLine(e.Title))
	}
	if j := p.Index(e.From); e.From != "" && j >= 0 {
		name := p.Scenarios[j].Scenario.Calculator
		if parent, ok := calc.Lookup(name); ok {
			name = parent.Meta().Title.In(l)
		}
		s.Chain = chained.With(msg.Int(j+1), msg.Str(name)).In(l, nil)
	}
	evaluate := o.Evaluate
	if evaluate == nil {
		evaluate = plans.Evaluate
	}
	ev, errs := evaluate(e)
	if len(errs) > 0 {
		for _, fe := range errs {
			s.Problems = append(s.Problems, fe.Field+": "+fe.In(l, m))
		}
		if in, _, _ := c.Resolve(e.Scenario.Inputs, calc.Lenient); in.Valid() {
			s.Inputs = view.Inputs(m, in.Value(), l)
		}
		return s
	}
	r := view.Of(ev, l)
	s.Result, s.Inputs = &r, r.Inputs
	s.Deciding = r.Deciding()
	if o.BaseURL != "" {
		s.Link = strings.TrimRight(o.BaseURL, "/") + plans.ShareLink(e)
	}
	return s
}

// summaryOf is a scenario's row of the summary.
func summaryOf(s Scenario, l msg.Lang) SummaryRow {
	row := SummaryRow{Heading: s.Heading, Deciding: s.Deciding}
	switch {
	case s.Result == nil:
		row.Answer = notComputed.In(l)
	default:
		row.Answer = s.Result.Answer()
	}
	if row.Deciding == "" {
		row.Deciding = noWarning.In(l)
	}
	return row
}

// comparisonOf is the k-th comparison (from 0) of p, c drawn.
func comparisonOf(p plans.Plan, k int, c plans.Compared, l msg.Lang) Comparison {
	title := c.Calculator
	if calculator, ok := calc.Lookup(c.Calculator); ok {
		title = calculator.Meta().Title.In(l)
	}
	out := Comparison{Heading: cmpHeading.With(msg.Int(k+1), msg.Str(title)).In(l, nil), OK: c.OK, Numbers: c.Numbers}
	var all []int
	for _, id := range c.Entries {
		if i := p.Index(id); i >= 0 {
			all = append(all, i+1)
		}
	}
	if len(all) > 0 {
		out.Intro = cmpOf.With(msg.Str(numbers(all, l)), msg.Int(all[0])).In(l, nil)
	}
	if len(c.Missing) > 0 {
		out.Missing = cmpMissing.With(msg.Str(numbers(c.Missing, l))).In(l, nil)
	}
	if !c.OK {
		out.Missing = strings.TrimSpace(out.Missing + " " + cmpTooFew.In(l))
		return out
	}
	base := msg.Int(c.Numbers[0])
	out.Columns = []string{Quantity.In(l)}
	names := c.Names(p)
	for i, n := range c.Numbers {
		name := cmpScenario.With(msg.Int(n)).In(l, nil)
		if names[i] != "" {
			// named as the page names it: "3. vSAN 8 ESA (vSphere 8)"
			name = msg.FormatNum(l, float64(n)) + ". " + clip(l, oneLine(names[i]))
		}
		out.Columns = append(out.Columns, name)
		if i > 0 {
			out.Columns = append(out.Columns, cmpDiff.With(msg.Int(n), base).In(l, nil))
		}
	}
	rows := func(lines []view.Line) [][]string {
		var rs [][]string
		for _, line := range lines {
			row := []string{line.Label}
			for i, v := range line.Values {
				row = append(row, v.WithUnit())
				if i > 0 {
					row = append(row, line.Diffs[i].Full())
				}
			}
			rs = append(rs, row)
		}
		return rs
	}
	out.Inputs = rows(c.View.Inputs)
	if len(out.Inputs) == 0 {
		out.Same = cmpSame.In(l)
	}
	out.Results = rows(c.View.Results)
	for _, line := range c.View.Results {
		out.Headline = append(out.Headline, line.Headline)
	}
	return out
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
	return strings.Join(parts[:len(parts)-1], ", ") + " " + and.In(l) + " " + parts[len(parts)-1]
}

// inventoryOf reads the inventory summary of an imported plan; nil for
// other plans, or one whose inventory does not read.
func inventoryOf(p plans.Plan, l msg.Lang) *Inventory {
	var inv inventory.Inventory
	if len(p.Inventory) == 0 || json.Unmarshal(p.Inventory, &inv) != nil {
		return nil
	}
	out := &Inventory{Source: clip(l, inv.Source.Line(l))}
	if inv.ClusterFilter != "" {
		out.Filter = inventory.FilterNote.With(msg.Str(clip(l, inventory.ClusterName(l, inv.ClusterFilter)))).In(l, nil)
	}
	for _, f := range inventory.Facts(inv.Totals) {
		out.Totals = append(out.Totals, Fact{Label: f.Label.In(l), Text: f.Text(l)})
	}
	if len(inv.Clusters) > 0 {
		out.ClusterColumns = []string{inventory.Cluster.In(l)}
		for _, f := range inventory.Pick(inventory.Facts(inv.Totals), inventory.ClusterColumns) {
			out.ClusterColumns = append(out.ClusterColumns, f.Label.In(l))
		}
		for i, c := range inv.Clusters {
			if i == MaxRows {
				break
			}
			row := []string{clip(l, inventory.ClusterName(l, c.Name))}
			for _, f := range inventory.Pick(inventory.Facts(c.Totals), inventory.ClusterColumns) {
				row = append(row, f.Text(l))
			}
			out.Clusters = append(out.Clusters, row)
		}
	}
	units := inv.Source.Units
	if units == "" {
		units = "MiB"
	}
	out.Units = inventory.UnitsNote.With(msg.Str(oneLine(units))).In(l, nil)
	for i, n := range p.Notes {
		if i == MaxNotes {
			out.Notes = append(out.Notes, moreRows.With(msg.Int(len(p.Notes)-MaxNotes)).In(l, nil))
			break
		}
		out.Notes = append(out.Notes, clip(l, n))
	}
	out.Extra = extras(p.Inventory, l)
	return out
}

// known are the inventory's JSON fields engine/inventory reads (shown as
// its facts and clusters).
var known = map[string]bool{"source": true, "clusters": true, "cluster_filter": true,
	"vms": true, "powered_on": true, "templates": true, "vcpus": true, "memory_mib": true,
	"provisioned_mib": true, "in_use_mib": true, "disks": true, "disk_capacity_mib": true,
	"snapshots": true, "snapshot_mib": true, "hosts": true, "host_cores": true, "host_memory_mib": true,
	"powered_on_vcpus": true, "powered_on_memory_mib": true, "vcpu_per_core": true, "vram_per_ram": true}

// extras renders the inventory's other fields, in the order of their
// names: a number, text or yes/no as a fact of the "Other figures" table,
// an object as a table of its members, a list of objects as a table (a
// column per member), a list of values as one line.
func extras(raw json.RawMessage, l msg.Lang) []Extra {
	var top map[string]json.RawMessage
	if json.Unmarshal(raw, &top) != nil {
		return nil
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		if !known[k] {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var out []Extra
	other := Extra{Heading: otherFigures.In(l)}
	for _, k := range keys {
		v := top[k]
		switch first(v) {
		case '{':
			var obj map[string]json.RawMessage
			if json.Unmarshal(v, &obj) != nil {
				continue
			}
			e := Extra{Heading: words(k, l)}
			for _, m := range sortedKeys(obj) {
				e.Facts = append(e.Facts, Fact{Label: words(m, l), Text: scalar(obj[m], l)})
				if len(e.Facts) == MaxRows {
					break
				}
			}
			out = append(out, e)
		case '[':
			var list []json.RawMessage
			if json.Unmarshal(v, &list) != nil || len(list) == 0 {
				continue
			}
			if first(list[0]) == '{' {
				out = append(out, tableOf(k, list, l))
				continue
			}
			var items []string
			for i, it := range list {
				if i == MaxRows {
					items = append(items, moreRows.With(msg.Int(len(list)-MaxRows)).In(l, nil))
					break
				}
				items = append(items, scalar(it, l))
			}
			other.Facts = append(other.Facts, Fact{Label: words(k, l), Text: clip(l, strings.Join(items, ", "))})
		default:
			other.Facts = append(other.Facts, Fact{Label: words(k, l), Text: scalar(v, l)})
		}
	}
	if len(other.Facts) > 0 {
		out = append([]Extra{other}, out...)
	}
	return out
}

// tableOf is a list of objects as a table: a column per member name (in
// the order first seen), a row per object.
func tableOf(k string, list []json.RawMessage, l msg.Lang) Extra {
	e := Extra{Heading: words(k, l)}
	var cols []string
	index := map[string]int{}
	var objs []map[string]json.RawMessage
	for i, it := range list {
		if i == MaxRows {
			e.More = moreRows.With(msg.Int(len(list)-MaxRows)).In(l, nil)
			break
		}
		var obj map[string]json.RawMessage
		if json.Unmarshal(it, &obj) != nil {
			continue
		}
		for _, m := range orderedKeys(it) {
			if _, ok := index[m]; !ok && len(cols) < 12 {
				index[m] = len(cols)
				cols = append(cols, m)
			}
		}
		objs = append(objs, obj)
	}
	for _, c := range cols {
		e.Columns = append(e.Columns, words(c, l))
	}
	for _, obj := range objs {
		row := make([]string, len(cols))
		for j, c := range cols {
			if v, ok := obj[c]; ok {
				row[j] = scalar(v, l)
			}
		}
		e.Rows = append(e.Rows, row)
	}
	return e
}

// orderedKeys lists an object's member names in the order written.
func orderedKeys(raw json.RawMessage) []string {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	var out []string
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return out
		}
		k, _ := t.(string)
		out = append(out, k)
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return out
		}
	}
	return out
}

func sortedKeys(m map[string]json.RawMessage) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// first is the first byte of a JSON value.
func first(v json.RawMessage) byte {
	v = bytes.TrimSpace(v)
	if len(v) == 0 {
		return 0
	}
	return v[0]
}

// scalar writes a JSON value as the reader reads it: a number in the
// reader's form, yes or no, a text as it is (shortened past MaxText), a
// list joined by commas, an object as its members.
func scalar(v json.RawMessage, l msg.Lang) string {
	switch first(v) {
	case '"':
		var s string
		_ = json.Unmarshal(v, &s)
		return clip(l, oneLine(s))
	case 't':
		return yes.In(l)
	case 'f':
		return no.In(l)
	case 'n', 0:
		return "—"
	case '[':
		var list []json.RawMessage
		_ = json.Unmarshal(v, &list)
		var parts []string
		for i, it := range list {
			if i == 50 {
				parts = append(parts, moreRows.With(msg.Int(len(list)-50)).In(l, nil))
				break
			}
			parts = append(parts, scalar(it, l))
		}
		return clip(l, strings.Join(parts, ", "))
	case '{':
		var obj map[string]json.RawMessage
		_ = json.Unmarshal(v, &obj)
		var parts []string
		for _, k := range sortedKeys(obj) {
			parts = append(parts, words(k, l)+": "+scalar(obj[k], l))
		}
		return clip(l, strings.Join(parts, "; "))
	}
	var x float64
	if json.Unmarshal(v, &x) != nil {
		return "—"
	}
	return msg.FormatNum(l, x)
}

// words is a JSON member name as a label: its translation when it is one
// an inventory is known to use, else the name itself (a data name, as the
// file writes it).
func words(k string, l msg.Lang) string {
	if t, ok := memberWords[k]; ok {
		return t.In(l)
	}
	return k
}

// oneLine is s with its line breaks and tabs as spaces, trimmed.
func oneLine(s string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' || r == '\t' {
			return ' '
		}
		return r
	}, s))
}

// clip shortens s to MaxText characters, saying so.
func clip(l msg.Lang, s string) string {
	if utf8.RuneCountInString(s) <= MaxText {
		return s
	}
	n := utf8.RuneCountInString(s)
	cut := 0
	for i := range s {
		if cut == MaxText {
			s = s[:i]
			break
		}
		cut++
	}
	return s + "… " + shortened.With(msg.Int(n)).In(l, nil)
}
