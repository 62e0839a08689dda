package plans

import (
	"slices"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// Comparison is two or more entries of a plan, all of one calculator, that
// the report, CSV and Markdown show side by side; the first is the
// baseline the others' differences are taken from. It is stored in the
// plan (schema 2) as {"id": "c1", "entries": ["e1", "e2"]}.
type Comparison struct {
	ID      string   `json:"id"`
	Entries []string `json:"entries"`
}

// MaxComparisons bounds the comparisons of one plan.
const MaxComparisons = 50

// Errors of comparisons.
var (
	ErrCompareFew   = newError("plans.compare-few", "Choose two or more scenarios to compare.")
	ErrCompareMixed = newError("plans.compare-mixed", "Only scenarios of one calculator can be compared.")
	ErrNoComparison = newError("plans.no-comparison", "The plan has no such comparison.")
	ErrTooManyComps = newError("plans.too-many-comparisons", "A plan holds at most {0} comparisons.")
)

// comparison returns the position of the comparison with id, or -1.
func (p Plan) comparison(id string) int {
	return slices.IndexFunc(p.Comparisons, func(c Comparison) bool { return c.ID == id })
}

// Comparison returns the comparison with id.
func (p Plan) Comparison(id string) (Comparison, bool) {
	if i := p.comparison(id); i >= 0 {
		return p.Comparisons[i], true
	}
	return Comparison{}, false
}

// tidy keeps p's comparisons consistent with its entries: it drops entry
// ids that name no entry or repeat, entries of another calculator than the
// comparison's first, comparisons left with fewer than two entries, and
// comparisons that repeat an earlier one's id or entries. It reports
// whether it changed anything.
func tidy(p *Plan) bool {
	changed := false
	var out []Comparison
	for _, c := range p.Comparisons {
		var keep []string
		calculator := ""
		for _, id := range c.Entries {
			i := p.Index(id)
			if id == "" || i < 0 || slices.Contains(keep, id) {
				continue
			}
			if calcID := p.Scenarios[i].Scenario.Calculator; calculator == "" {
				calculator = calcID
			} else if calcID != calculator {
				continue
			}
			keep = append(keep, id)
		}
		dup := slices.ContainsFunc(out, func(o Comparison) bool {
			return (c.ID != "" && o.ID == c.ID) || slices.Equal(o.Entries, keep)
		})
		if len(keep) < 2 || dup {
			changed = true
			continue
		}
		if len(keep) != len(c.Entries) {
			changed = true
		}
		c.Entries = keep
		out = append(out, c)
	}
	p.Comparisons = out
	return changed
}

// checkComparison checks entry ids for a new comparison of p: two or more
// distinct entries of p, of one calculator.
func checkComparison(p *Plan, ids []string) error {
	var calculator string
	seen := map[string]bool{}
	for _, id := range ids {
		i := p.Index(id)
		if i < 0 {
			return ErrNoEntry
		}
		if seen[id] {
			continue
		}
		seen[id] = true
		if c := p.Scenarios[i].Scenario.Calculator; calculator == "" {
			calculator = c
		} else if c != calculator {
			return ErrCompareMixed
		}
	}
	if len(seen) < 2 {
		return ErrCompareFew
	}
	return nil
}

// addComparison adds a comparison of ids (checked) to p, or returns the one
// p already has of the same entries in the same order.
func (l *Library) addComparison(p *Plan, ids []string) (Comparison, error) {
	if err := checkComparison(p, ids); err != nil {
		return Comparison{}, err
	}
	var entries []string
	for _, id := range ids {
		if !slices.Contains(entries, id) {
			entries = append(entries, id)
		}
	}
	for _, c := range p.Comparisons {
		if slices.Equal(c.Entries, entries) {
			return c, nil
		}
	}
	if len(p.Comparisons) >= MaxComparisons {
		return Comparison{}, ErrTooManyComps.with(msg.Int(MaxComparisons))
	}
	id, err := l.freshID(func(id string) bool { return p.comparison(id) >= 0 })
	if err != nil {
		return Comparison{}, err
	}
	c := Comparison{ID: id, Entries: entries}
	p.Comparisons = append(p.Comparisons, c)
	return c, nil
}

// AddComparison adds a comparison of the entries with entryIDs (two or
// more of one calculator, the first the baseline) to the plan. When the
// plan already compares the same entries in the same order, that
// comparison is returned and nothing changes.
func (l *Library) AddComparison(planID string, entryIDs []string) (Comparison, error) {
	var out Comparison
	_, err := l.update(planID, func(p *Plan) error {
		c, err := l.addComparison(p, entryIDs)
		out = c
		return err
	})
	return out, err
}

// RemoveComparison removes a comparison (its entries stay in the plan).
func (l *Library) RemoveComparison(planID, comparisonID string) error {
	_, err := l.update(planID, func(p *Plan) error {
		i := p.comparison(comparisonID)
		if i < 0 {
			return ErrNoComparison
		}
		p.Comparisons = slices.Delete(p.Comparisons, i, i+1)
		return nil
	})
	return err
}

// SaveCompared stores es in the plan and compares them, in that order, in
// one write: an entry whose ID names an entry of the plan replaces it (as
// UpdateScenario), any other is added (as AddScenario). It returns the
// stored entries and the comparison; nothing is stored when any of it
// fails.
func (l *Library) SaveCompared(planID string, es []Entry) ([]Entry, Comparison, error) {
	var out []Entry
	var cmp Comparison
	_, err := l.update(planID, func(p *Plan) error {
		out = nil
		var ids []string
		for _, e := range es {
			if i := p.Index(e.ID); e.ID != "" && i >= 0 {
				if err := checkEntry(p, &e, e.ID); err != nil {
					return err
				}
				p.Scenarios[i] = e
			} else {
				if len(p.Scenarios) >= calc.MaxScenarios {
					return ErrTooMany.with(msg.Int(calc.MaxScenarios))
				}
				if err := checkEntry(p, &e, ""); err != nil {
					return err
				}
				id, err := l.freshID(func(id string) bool { return p.Index(id) >= 0 })
				if err != nil {
					return err
				}
				e.ID = id
				p.Scenarios = append(p.Scenarios, e)
			}
			out = append(out, e)
			ids = append(ids, e.ID)
		}
		c, err := l.addComparison(p, ids)
		cmp = c
		return err
	})
	if err != nil {
		return nil, Comparison{}, err
	}
	return out, cmp, nil
}

// Compared is a comparison of a plan ready to draw.
type Compared struct {
	Comparison
	// Calculator is the compared entries' calculator id.
	Calculator string
	// View sets the entries that computed side by side; its columns are
	// the entries numbered Numbers (from 1, as the plan numbers them). It
	// is valid when OK: two or more of them computed.
	View    view.Comparison
	Numbers []int
	OK      bool
	// Missing numbers the entries that did not compute (their inputs have
	// problems), in the comparison's order.
	Missing []int
}

// Names are the names of the compared entries (column k is entry
// Numbers[k]), as a comparison's columns are headed: an entry's title when
// it has one, else what sets it apart, the value of the first input that
// differs ("vSAN 8 ESA (vSphere 8)" beside "Classic: vSAN 6/7 …", in the
// comparison's language), else "" (the caller numbers it). c must be OK.
func (c Compared) Names(p Plan) []string {
	out := make([]string, len(c.Numbers))
	for k, n := range c.Numbers {
		if n < 1 || n > len(p.Scenarios) {
			continue
		}
		if t := p.Scenarios[n-1].Title; t != "" {
			out[k] = t
			continue
		}
		if len(c.View.Inputs) > 0 && k < len(c.View.Inputs[0].Values) {
			in := c.View.Inputs[0]
			v := in.Values[k]
			switch {
			case v.Raw == nil:
				out[k] = in.Label + ": " + v.Text
			case isNumber(v.Raw):
				out[k] = in.Label + " " + v.WithUnit()
			default:
				out[k] = v.WithUnit()
			}
		}
	}
	return out
}

func isNumber(x any) bool { _, ok := x.(float64); return ok }

// Compare draws comparison c of p in the entries' views: result gives an
// entry's view, or nil when its inputs have problems.
func Compare(p Plan, c Comparison, result func(Entry) *view.Result) Compared {
	out := Compared{Comparison: c}
	var rs []view.Result
	for _, id := range c.Entries {
		i := p.Index(id)
		if i < 0 {
			continue
		}
		e := p.Scenarios[i]
		out.Calculator = e.Scenario.Calculator
		if r := result(e); r != nil {
			rs = append(rs, *r)
			out.Numbers = append(out.Numbers, i+1)
		} else {
			out.Missing = append(out.Missing, i+1)
		}
	}
	if len(rs) >= 2 {
		v, err := view.Compare(rs)
		out.View, out.OK = v, err == nil
	}
	return out
}
