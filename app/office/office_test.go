package office_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/msg"
)

func build(t *testing.T, p plans.Plan, lang msg.Lang) *office.Report {
	t.Helper()
	r, err := office.Build(p, office.Options{Lang: lang, Author: "Jane Doe", Version: "07fef85", Date: officetest.Date})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A report shows each scenario as the page does (view.Of, the one view),
// its deciding warning the calculator's first, and says who, when, which
// version in the reader's form.
func TestBuildShowsTheView(t *testing.T) {
	p := officetest.Plan8()
	for _, lang := range []msg.Lang{msg.EN, msg.RU} {
		r := build(t, p, lang)
		if r.Title != "Acme DR design" || r.Customer != "Acme Corporation" || r.Author != "Jane Doe" {
			t.Errorf("%s: title %q customer %q author %q", lang, r.Title, r.Customer, r.Author)
		}
		if want := map[msg.Lang]string{msg.EN: "2026-12-04", msg.RU: "04.12.2026"}[lang]; r.DateText != want {
			t.Errorf("%s: date %q, want %q", lang, r.DateText, want)
		}
		if len(r.Scenarios) != 8 || len(r.Summary) != 8 {
			t.Fatalf("%s: %d scenarios, %d summary rows", lang, len(r.Scenarios), len(r.Summary))
		}
		sources := map[string]bool{}
		for i, s := range r.Scenarios {
			ev, errs := plans.Evaluate(p.Scenarios[i])
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			v := view.Of(ev, lang)
			if s.Result == nil || len(s.Result.Headline) != len(v.Headline) {
				t.Fatalf("%s: scenario %d has no result like the page's", lang, i+1)
			}
			for k, h := range v.Headline {
				if s.Result.Headline[k].WithUnit() != h.WithUnit() {
					t.Errorf("%s: scenario %d headline %q, the page shows %q", lang, i+1, s.Result.Headline[k].WithUnit(), h.WithUnit())
				}
				if !strings.Contains(r.Summary[i].Answer, h.Label+": "+h.WithUnit()) {
					t.Errorf("%s: summary %d %q lacks %q", lang, i+1, r.Summary[i].Answer, h.WithUnit())
				}
			}
			if len(v.Warnings) > 0 && (s.Deciding != v.Warnings[0] || r.Summary[i].Deciding != v.Warnings[0]) {
				t.Errorf("%s: scenario %d decides on %q, the calculator's first warning is %q", lang, i+1, s.Deciding, v.Warnings[0])
			}
			if len(v.Warnings) == 0 && r.Summary[i].Deciding != map[msg.Lang]string{msg.EN: "none", msg.RU: "нет"}[lang] {
				t.Errorf("%s: scenario %d without warnings: %q", lang, i+1, r.Summary[i].Deciding)
			}
			for _, src := range v.Sources {
				sources[src] = true
			}
			if !strings.HasPrefix(s.Heading, msg.FormatNum(lang, float64(i+1))+". "+v.Title+": ") {
				t.Errorf("%s: heading %q", lang, s.Heading)
			}
			if s.Link != "" {
				t.Errorf("a share link without a base URL: %q", s.Link)
			}
		}
		if len(r.Sources) != len(sources) {
			t.Errorf("%s: %d sources listed, %d distinct cited", lang, len(r.Sources), len(sources))
		}
		if got := r.Scenarios[1].Chain; got != map[msg.Lang]string{msg.EN: "Chained from scenario 1 (VDI density).", msg.RU: "Продолжение сценария 1 (Плотность VDI)."}[lang] {
			t.Errorf("%s: chain %q", lang, got)
		}
	}
}

// A comparison is the page's (view.Compare) as rows: each scenario's value
// and its difference from the first.
func TestBuildComparison(t *testing.T) {
	p := officetest.Plan8()
	r := build(t, p, msg.EN)
	if len(r.Comparisons) != 1 {
		t.Fatalf("%d comparisons", len(r.Comparisons))
	}
	c := r.Comparisons[0]
	// named as the page names them: number and name (plans.Compared.Names)
	want := []string{"Quantity", "6. Classic rules", "7. vSAN 8 ESA", "Difference 7 − 6"}
	if strings.Join(c.Columns, "|") != strings.Join(want, "|") {
		t.Errorf("columns %q", c.Columns)
	}
	if c.Heading != "Comparison 1: vSAN policy capacity" || c.Intro != "Scenarios 6 and 7 side by side; each difference is from scenario 6." {
		t.Errorf("heading %q intro %q", c.Heading, c.Intro)
	}
	var views []view.Result
	for _, i := range []int{5, 6} {
		ev, _ := plans.Evaluate(p.Scenarios[i])
		views = append(views, view.Of(ev, msg.EN))
	}
	v, err := view.Compare(views)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Results) != len(v.Results) || len(c.Inputs) != len(v.Inputs) {
		t.Fatalf("%d results, %d inputs; the page compares %d, %d", len(c.Results), len(c.Inputs), len(v.Results), len(v.Inputs))
	}
	for i, l := range v.Results {
		row := c.Results[i]
		if row[0] != l.Label || row[1] != l.Values[0].WithUnit() || row[2] != l.Values[1].WithUnit() || row[3] != l.Diffs[1].Full() {
			t.Errorf("row %d %q, the page shows %q %q %q %q", i, row, l.Label, l.Values[0].WithUnit(), l.Values[1].WithUnit(), l.Diffs[1].Full())
		}
		if c.Headline[i] != l.Headline {
			t.Errorf("row %d headline %v", i, c.Headline[i])
		}
	}
	// one of the two does not compute: no table, and it says why
	bad := officetest.Plan8()
	bad.Scenarios[6].Scenario.Inputs = json.RawMessage(`{"hosts": -1}`)
	c = build(t, bad, msg.RU).Comparisons[0]
	if c.OK || !strings.Contains(c.Missing, "сценарии 7") || !strings.Contains(c.Missing, "сравнивать нечего") {
		t.Errorf("a comparison of one computing scenario: ok %v, %q", c.OK, c.Missing)
	}
}

// An imported plan's inventory: the totals and clusters as the page shows
// them (inventory.Facts), the import's notes, and what else its JSON holds
// (a newer import's exclusion report) as tables, in the reader's words.
func TestBuildInventory(t *testing.T) {
	for _, lang := range []msg.Lang{msg.EN, msg.RU} {
		inv := build(t, officetest.Plan8(), lang).Inventory
		if inv == nil {
			t.Fatal("no inventory")
		}
		want := map[msg.Lang][]string{msg.EN: {"211 VMs", "43,253.9 GB", "6,144 GiB", "48.96 %"}, msg.RU: {"211 ВМ", "43\u00a0253,9 ГБ", "6\u00a0144 ГиБ", "48,96 %"}}[lang]
		var texts []string
		for _, f := range inv.Totals {
			texts = append(texts, f.Text)
		}
		for _, w := range want {
			if !strings.Contains(strings.Join(texts, "|"), w) {
				t.Errorf("%s: the totals %q lack %q", lang, texts, w)
			}
		}
		if len(inv.Clusters) != 2 || inv.Clusters[1][0] != map[msg.Lang]string{msg.EN: "(no cluster)", msg.RU: "(без кластера)"}[lang] {
			t.Errorf("%s: clusters %q", lang, inv.Clusters)
		}
		if len(inv.Notes) != 2 || !strings.Contains(inv.Source, "vc01.example.local") {
			t.Errorf("%s: notes %q source %q", lang, inv.Notes, inv.Source)
		}
		if len(inv.Extra) != 1 {
			t.Fatalf("%s: extras %+v", lang, inv.Extra)
		}
		e := inv.Extra[0]
		wantCols := map[msg.Lang]string{msg.EN: "Reason|Count|Names", msg.RU: "Причина|Количество|Имена"}[lang]
		if e.Heading != map[msg.Lang]string{msg.EN: "Left out of the sizing", msg.RU: "Не учтено при расчёте"}[lang] || strings.Join(e.Columns, "|") != wantCols {
			t.Errorf("%s: exclusions %q %q", lang, e.Heading, e.Columns)
		}
		if len(e.Rows) != 2 || strings.Join(e.Rows[1], "|") != "vCLS system VM|3|vCLS-1, vCLS-2, vCLS-3" {
			t.Errorf("%s: exclusion rows %q", lang, e.Rows)
		}
	}
}

// A scenario whose inputs have problems is listed with them, not computed.
func TestBuildProblems(t *testing.T) {
	p := officetest.Plan8()
	p.Scenarios[1].Scenario.Inputs = json.RawMessage(`{"write_iops": -5}`)
	p.Scenarios = append(p.Scenarios, plans.NewEntry("no-such-calculator", nil))
	r := build(t, p, msg.EN)
	s := r.Scenarios[1]
	if s.Result != nil || len(s.Problems) != 1 || !strings.HasPrefix(s.Problems[0], "inputs.write_iops: ") {
		t.Errorf("problems %q", s.Problems)
	}
	if r.Summary[1].Answer != "not computed: its inputs need correcting" {
		t.Errorf("summary %q", r.Summary[1].Answer)
	}
	if u := r.Scenarios[8]; u.Heading != "9. Unknown calculator no-such-calculator" || u.Result != nil {
		t.Errorf("unknown calculator: %q", u.Heading)
	}
}

// A hostile plan gives a bounded report: every text a user typed at most
// MaxText characters (saying it was shortened), what XML cannot hold left
// to the writers; past the most scenarios or comparisons a plan holds, a
// refusal.
func TestBuildBounds(t *testing.T) {
	r, err := office.Build(officetest.Hostile(), office.Options{Lang: msg.RU, Date: officetest.Date})
	if err != nil {
		t.Fatal(err)
	}
	limit := office.MaxText + 60
	for _, s := range append([]string{r.Title, r.Customer}, r.Scenarios[0].Note, r.Scenarios[199].Heading) {
		if n := utf8.RuneCountInString(s); n > limit {
			t.Errorf("a text of %d characters", n)
		}
	}
	if !strings.Contains(r.Scenarios[0].Note, "(сокращено: всего 200") {
		t.Errorf("the shortened note does not say so: …%s", r.Scenarios[0].Note[len(r.Scenarios[0].Note)-80:])
	}
	if strings.ContainsAny(r.Title, "\n\v") && strings.Contains(r.Title, "\n") {
		t.Errorf("the title keeps its line breaks")
	}
	p := officetest.Plan(201)
	if _, err := office.Build(p, office.Options{}); !errors.Is(err, office.ErrTooLarge) {
		t.Errorf("201 scenarios: %v", err)
	}
	p = officetest.Plan(8)
	for i := 0; i <= plans.MaxComparisons; i++ {
		p.Comparisons = append(p.Comparisons, plans.Comparison{ID: "c", Entries: []string{"e6", "e7"}})
	}
	if _, err := office.Build(p, office.Options{}); !errors.Is(err, office.ErrTooLarge) {
		t.Errorf("%d comparisons: %v", len(p.Comparisons), err)
	}
}

// A Memo answers a scenario it has seen with the evaluation it made, and
// forgets the oldest past its size; a report made through it is the one
// made without.
func TestMemo(t *testing.T) {
	m := &office.Memo{Size: 2}
	a := plans.NewEntry("stretched-bandwidth", json.RawMessage(`{"write_iops": 20000}`))
	b := plans.NewEntry("sioc", nil)
	c := plans.NewEntry("snapshot", nil)
	ev1, _ := m.Evaluate(a)
	ev2, _ := m.Evaluate(a)
	if ev1 != ev2 {
		t.Error("the same scenario was evaluated twice")
	}
	m.Evaluate(b)
	m.Evaluate(c) // forgets a
	if ev3, _ := m.Evaluate(a); ev3 == ev1 {
		t.Error("the oldest was not forgotten")
	}
	p := officetest.Plan8()
	memo := &office.Memo{Size: 64}
	for round := 0; round < 2; round++ {
		with, err := office.Build(p, office.Options{Lang: msg.EN, Date: officetest.Date, Evaluate: memo.Evaluate})
		if err != nil {
			t.Fatal(err)
		}
		without := build(t, p, msg.EN)
		for i := range with.Scenarios {
			if with.Summary[i] != without.Summary[i] {
				t.Errorf("round %d, scenario %d: %+v with the memo, %+v without", round, i+1, with.Summary[i], without.Summary[i])
			}
		}
	}
}
