package office

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

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
