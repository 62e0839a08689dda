package plans

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// twoTabs is one plan of two entries open in two tabs: two Libraries over
// one store, each loaded after the plan was made.
func twoTabs(t *testing.T) (a, b *Library, planID string, e1, e2 Entry) {
	t.Helper()
	s := NewMemStore()
	a = newLib(t, s)
	p := mustCreate(t, a, "ACME DR")
	e1 = mustAdd(t, a, p.ID, stretched())
	e2 = mustAdd(t, a, p.ID, stretched())
	b = New(s, Options{NewID: Counter("b"), Now: fakeClock()})
	if ps := b.Load(); len(ps) > 0 {
		t.Fatal(ps)
	}
	return a, b, p.ID, e1, e2
}

// reloaded is the plan as the store holds it now (what a reload shows).
func reloaded(t *testing.T, s Store, id string) Plan {
	t.Helper()
	l := New(s, Options{NewID: Counter("r"), Now: fakeClock()})
	l.Load()
	p, ok := l.Get(id)
	if !ok {
		t.Fatalf("plan %s is not stored", id)
	}
	return p
}

// Two tabs each save a note on their entry: both notes are kept (issue 32:
// the stored plan had only the second tab's).
func TestTwoTabsKeepBothNotes(t *testing.T) {
	a, b, id, e1, e2 := twoTabs(t)
	if _, err := a.SetNote(id, e1.ID, "from tab A"); err != nil {
		t.Fatal(err)
	}
	if _, err := b.SetNote(id, e2.ID, "from tab B"); err != nil {
		t.Fatal(err)
	}
	p := reloaded(t, a.store, id)
	if got := []string{p.Scenarios[0].Note, p.Scenarios[1].Note}; got[0] != "from tab A" || got[1] != "from tab B" {
		t.Errorf("stored notes %q, want both tabs'", got)
	}
}

// A scenario saved in one tab survives a rename in the other (issue 32:
// "Save to plan" was undone by the other tab's rename).
func TestSaveToPlanSurvivesARenameElsewhere(t *testing.T) {
	a, b, id, _, _ := twoTabs(t)
	added := mustAdd(t, a, id, stretched())
	if _, err := b.Rename(id, "ACME DR, phase 2"); err != nil {
		t.Fatal(err)
	}
	p := reloaded(t, a.store, id)
	if p.Name != "ACME DR, phase 2" || p.Index(added.ID) < 0 || len(p.Scenarios) != 3 {
		t.Errorf("stored %q with %d scenarios (%s), want the rename and the saved scenario", p.Name, len(p.Scenarios), entryIDs(p))
	}
	// and the tab that renamed shows the scenario saved elsewhere after it
	got, _ := b.Get(id)
	if len(got.Scenarios) != 3 {
		t.Errorf("tab B holds %d scenarios after its rename", len(got.Scenarios))
	}
}

// The same note changed in both tabs: the second save is refused with the
// first tab's text (nothing lost, and the user is told), and a second try
// saves it.
func TestTheSameNoteEditedInTwoTabs(t *testing.T) {
	a, b, id, e1, _ := twoTabs(t)
	if _, err := a.SetNote(id, e1.ID, "A's text"); err != nil {
		t.Fatal(err)
	}
	_, err := b.SetNote(id, e1.ID, "B's text")
	if !errors.Is(err, ErrEditedElsewhere) {
		t.Fatalf("second tab's save: %v, want ErrEditedElsewhere", err)
	}
	if m := Message(err).String(); !strings.Contains(m, "A's text") {
		t.Errorf("the refusal does not quote the other tab's text: %s", m)
	}
	if p := reloaded(t, a.store, id); p.Scenarios[0].Note != "A's text" {
		t.Errorf("stored note %q after the refusal", p.Scenarios[0].Note)
	}
	if _, err := b.SetNote(id, e1.ID, "B's text"); err != nil {
		t.Fatalf("saving again: %v", err)
	}
	if p := reloaded(t, a.store, id); p.Scenarios[0].Note != "B's text" {
		t.Errorf("stored note %q after saving again", p.Scenarios[0].Note)
	}
	// Writing what the other tab wrote is no conflict.
	if _, err := a.SetNote(id, e1.ID, "B's text"); err != nil {
		t.Errorf("the same text: %v", err)
	}
}

// A scenario updated in both tabs: the second is refused the same way.
func TestTheSameScenarioUpdatedInTwoTabs(t *testing.T) {
	a, b, id, e1, _ := twoTabs(t)
	up := e1
	up.Scenario.Inputs = json.RawMessage(`{"write_iops":20000}`)
	if _, err := a.UpdateScenario(id, e1.ID, up); err != nil {
		t.Fatal(err)
	}
	other := e1
	other.Scenario.Inputs = json.RawMessage(`{"write_iops":30000}`)
	if _, err := b.UpdateScenario(id, e1.ID, other); !errors.Is(err, ErrEditedElsewhere) {
		t.Fatalf("second update: %v, want ErrEditedElsewhere", err)
	}
}

// A change to a plan another tab deleted says so, and writes nothing back.
func TestAChangeToAPlanDeletedElsewhere(t *testing.T) {
	a, b, id, e1, _ := twoTabs(t)
	if err := a.Delete(id); err != nil {
		t.Fatal(err)
	}
	if _, err := b.SetNote(id, e1.ID, "late"); !errors.Is(err, ErrGoneElsewhere) {
		t.Fatalf("note on a deleted plan: %v, want ErrGoneElsewhere", err)
	}
	if _, ok := a.store.Get(PlanPrefix + id); ok {
		t.Error("the deleted plan was written back")
	}
	if _, ok := b.Get(id); ok {
		t.Error("tab B still lists the deleted plan")
	}
	if _, err := a.Undo(); err != nil {
		t.Fatal(err)
	}
}

// Refresh (the browser's storage event) brings another tab's change in,
// and says whether anything changed.
func TestRefreshFromAnotherTab(t *testing.T) {
	a, b, id, e1, _ := twoTabs(t)
	if b.Refresh(PlanPrefix + id) {
		t.Error("Refresh reports a change when nothing changed")
	}
	if b.Refresh("sizewise.lang") {
		t.Error("Refresh reports a change for a key that is not a plan")
	}
	if _, err := a.SetNote(id, e1.ID, "seen in B"); err != nil {
		t.Fatal(err)
	}
	if !b.Refresh(PlanPrefix + id) {
		t.Fatal("Refresh missed the other tab's note")
	}
	if p, _ := b.Get(id); p.Scenarios[0].Note != "seen in B" {
		t.Errorf("tab B holds note %q", p.Scenarios[0].Note)
	}
	// a plan created elsewhere appears, one deleted elsewhere goes
	q := mustCreate(t, a, "New elsewhere")
	if !b.Refresh(PlanPrefix+q.ID) || len(b.List()) != 2 {
		t.Errorf("a plan made elsewhere: tab B lists %d plans", len(b.List()))
	}
	if err := a.Delete(q.ID); err != nil {
		t.Fatal(err)
	}
	if !b.Refresh(PlanPrefix+q.ID) || len(b.List()) != 1 {
		t.Errorf("a plan deleted elsewhere: tab B lists %d plans", len(b.List()))
	}
}

// An imported plan is held to the editor's limits (issue 32: a backup with
// a 5,000-character customer and a 200,000-character note, 300 entries and
// 120 comparisons were stored as they were), each problem at its path.
func TestImportHoldsTheEditorsLimits(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	ok := Plan{Name: "Fine", Customer: "ACME", Scenarios: []Entry{stretched()}}
	for _, tc := range []struct {
		name  string
		edit  func(p *Plan)
		field string
	}{
		{"customer of 5,000 characters", func(p *Plan) { p.Customer = long(5000) }, "customer"},
		{"name of 5,000 characters", func(p *Plan) { p.Name = long(5000) }, "plan"},
		{"title of 5,000 characters", func(p *Plan) { p.Scenarios[0].Title = long(5000) }, "scenarios[0].title"},
		{"note of 200,000 characters", func(p *Plan) { p.Scenarios[0].Note = long(200000) }, "scenarios[0].note"},
		{"301 scenarios", func(p *Plan) {
			for range 300 {
				p.Scenarios = append(p.Scenarios, stretched())
			}
		}, "scenarios"},
		{"120 comparisons", func(p *Plan) {
			for i := range 120 {
				p.Comparisons = append(p.Comparisons, Comparison{ID: fmt.Sprint("c", i)})
			}
		}, "comparisons"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := newLib(t, NewMemStore())
			p := ok.Clone()
			tc.edit(&p)
			_, err := l.Import(p)
			var errs interface{ Error() string }
			if err == nil {
				t.Fatal("imported")
			}
			errs = err
			if !strings.Contains(Message(err).String(), tc.field+": ") {
				t.Errorf("the refusal does not name %s: %s", tc.field, errs.Error())
			}
			if len(l.List()) != 0 {
				t.Error("something was stored")
			}
		})
	}
	l := newLib(t, NewMemStore())
	if _, err := l.Import(ok.Clone()); err != nil {
		t.Fatalf("a plan within the limits: %v", err)
	}
}

// Bytes that are not text in a plan's name or notes are refused with where
// they are (issue 32: they became "����" where the same bytes in an input
// are refused).
func TestImportRefusesBytesThatAreNotText(t *testing.T) {
	for _, doc := range []string{
		"{\"plan\": \"ACME \xff\xfe\", \"scenarios\": [{\"calculator\": \"vsa\"}]}",
		`{"plan": "ACME \udc00", "scenarios": [{"calculator": "vsa"}]}`,
	} {
		_, err := ImportJSON([]byte(doc))
		if err == nil {
			t.Errorf("%q imported", doc)
			continue
		}
		if m := Message(err).String(); !strings.Contains(m, "not text at byte 15") {
			t.Errorf("%q: %s", doc, m)
		}
	}
	if _, err := ImportJSON([]byte(`{"plan": "ACME \ud83d\ude00 \u00e9", "scenarios": [{"calculator": "vsa"}]}`)); err != nil {
		t.Errorf("valid escapes refused: %v", err)
	}
}

// A document whose list input is longer than any calculation takes is
// refused, not kept as typed (issue 32: 8 M zeros as VMs were kept, and
// filled the browser's storage).
func TestImportRefusesAnOversizeList(t *testing.T) {
	doc := `{"calculator":"sioc","inputs":{"vms":[` + strings.Repeat("0,", 60_000) + `0]}}`
	_, err := ImportJSON([]byte(doc))
	if err == nil || !strings.Contains(Message(err).String(), "more than 60,000 items") {
		t.Errorf("import of 60,001 VMs: %v", err)
	}
}

// A scenario's name: set, trimmed, kept through a reload, refused when
// another tab named it otherwise meanwhile, and cleared by an empty name.
func TestScenarioTitle(t *testing.T) {
	a, b, id, e1, _ := twoTabs(t)
	if _, err := a.SetTitle(id, e1.ID, "  Site A  "); err != nil {
		t.Fatal(err)
	}
	if p := reloaded(t, a.store, id); p.Scenarios[0].Title != "Site A" {
		t.Errorf("stored title %q, want “Site A”", p.Scenarios[0].Title)
	}
	if _, err := b.SetTitle(id, e1.ID, "Site B"); !errors.Is(err, ErrEditedElsewhere) {
		t.Errorf("the other tab's rename: %v, want ErrEditedElsewhere", err)
	}
	if _, err := a.SetTitle(id, e1.ID, strings.Repeat("x", MaxNameLen+1)); err == nil {
		t.Errorf("a title of %d characters was taken", MaxNameLen+1)
	}
	if _, err := a.SetTitle(id, e1.ID, ""); err != nil {
		t.Fatal(err)
	}
	if p := reloaded(t, a.store, id); p.Scenarios[0].Title != "" {
		t.Errorf("stored title %q after clearing it", p.Scenarios[0].Title)
	}
}
