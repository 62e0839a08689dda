package plans

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

func TestCreate(t *testing.T) {
	tests := []struct {
		name, customer string
		wantName       string
		wantErr        error
	}{
		{"ACME DR", "ACME", "ACME DR", nil},
		{"  spaced   out \n name ", "", "spaced out name", nil},
		{"", "x", "", ErrEmptyName},
		{" \t\n", "", "", ErrEmptyName},
		{strings.Repeat("я", MaxNameLen), "", strings.Repeat("я", MaxNameLen), nil},
		{strings.Repeat("я", MaxNameLen+1), "", "", ErrTooLong},
		{"ok", strings.Repeat("c", MaxNameLen+1), "", ErrTooLong},
	}
	for _, tt := range tests {
		s := NewMemStore()
		l := newLib(t, s)
		p, err := l.Create(tt.name, tt.customer)
		if !errors.Is(err, tt.wantErr) {
			t.Errorf("Create(%q): err %v, want %v", tt.name, err, tt.wantErr)
			continue
		}
		if err != nil {
			if len(s.M) != 0 {
				t.Errorf("Create(%q) failed but wrote %v", tt.name, s.M)
			}
			continue
		}
		if p.Name != tt.wantName || p.ID != "id1" || !p.Created.Equal(t0) || !p.Updated.Equal(t0) || p.Scenarios == nil {
			t.Errorf("Create(%q) = %+v", tt.name, p)
		}
		if _, ok := s.M[PlanPrefix+"id1"]; !ok {
			t.Errorf("Create(%q) did not store the plan", tt.name)
		}
		if got, ok := l.Get(p.ID); !ok || got.Name != tt.wantName {
			t.Errorf("Get after Create(%q) = %+v, %v", tt.name, got, ok)
		}
	}
}

func TestCreateSkipsTakenIDs(t *testing.T) {
	s := NewMemStore()
	s.M[PlanPrefix+"id1"] = `{"schema":1,"plan":{"id":"id1","name":"old","created":"2020-01-01T00:00:00Z","updated":"2020-01-01T00:00:00Z","scenarios":[]}}`
	l := newLib(t, s)
	p := mustCreate(t, l, "new")
	if p.ID != "id2" {
		t.Errorf("new plan id %q, want id2 (id1 taken)", p.ID)
	}
	// A generator that never gives a usable id fails cleanly.
	l2 := New(NewMemStore(), Options{NewID: func() string { return "bad id!" }, Now: fakeClock()})
	l2.Load()
	if _, err := l2.Create("x", ""); !errors.Is(err, ErrIDs) {
		t.Errorf("bad generator: err %v, want ErrIDs", err)
	}
}

func TestList(t *testing.T) {
	l := newLib(t, NewMemStore())
	a := mustCreate(t, l, "alpha")                       // t0
	b := mustCreate(t, l, "beta")                        // t0+1m
	c := mustCreate(t, l, "gamma")                       // t0+2m
	if _, err := l.Rename(a.ID, "alpha 2"); err != nil { // t0+3m: most recent
		t.Fatal(err)
	}
	var got []string
	for _, p := range l.List() {
		got = append(got, p.ID)
	}
	want := []string{a.ID, c.ID, b.ID}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("List order %v, want %v (Updated desc)", got, want)
	}
	// Summaries: the same plans in the same order, with their names.
	var sums []string
	for _, s := range l.Summaries() {
		sums = append(sums, s.ID+"="+s.Name)
	}
	if want := a.ID + "=alpha 2 " + c.ID + "=gamma " + b.ID + "=beta"; strings.Join(sums, " ") != want {
		t.Errorf("Summaries %v, want %s", sums, want)
	}
	// Ties on Updated sort by name.
	same := func() time.Time { return t0 }
	l2 := New(NewMemStore(), Options{NewID: Counter("x"), Now: same})
	l2.Load()
	l2.Create("b", "")
	l2.Create("A", "")
	if ps := l2.List(); ps[0].Name != "A" || ps[1].Name != "b" {
		t.Errorf("tie order %v", ps)
	}
}

func TestGetReturnsCopies(t *testing.T) {
	l := newLib(t, NewMemStore())
	p := mustCreate(t, l, "p")
	mustAdd(t, l, p.ID, stretched())
	got, _ := l.Get(p.ID)
	got.Name = "changed"
	got.Scenarios[0].Scenario.Inputs[2] = 'X'
	again, _ := l.Get(p.ID)
	if again.Name != "p" || !json.Valid(again.Scenarios[0].Scenario.Inputs) {
		t.Errorf("library changed through a returned plan: %+v", again)
	}
	if _, ok := l.Get("nope"); ok {
		t.Error("Get of a missing id succeeded")
	}
}

func TestRenameAndCustomer(t *testing.T) {
	tests := []struct {
		id, name string
		want     string
		wantErr  error
	}{
		{"id1", "Renamed", "Renamed", nil},
		{"id1", "", "", ErrEmptyName},
		{"nope", "x", "", ErrNotFound},
	}
	for _, tt := range tests {
		l := newLib(t, NewMemStore())
		mustCreate(t, l, "orig")
		p, err := l.Rename(tt.id, tt.name)
		if !errors.Is(err, tt.wantErr) {
			t.Errorf("Rename(%q, %q): err %v, want %v", tt.id, tt.name, err, tt.wantErr)
			continue
		}
		if err == nil && (p.Name != tt.want || !p.Updated.After(p.Created)) {
			t.Errorf("Rename(%q, %q) = %+v", tt.id, tt.name, p)
		}
		if err != nil {
			if got, _ := l.Get("id1"); got.Name != "orig" {
				t.Errorf("failed Rename changed the name to %q", got.Name)
			}
		}
	}
	l := newLib(t, NewMemStore())
	mustCreate(t, l, "orig")
	if p, err := l.SetCustomer("id1", " Globex "); err != nil || p.Customer != "Globex" {
		t.Errorf("SetCustomer = %+v, %v", p, err)
	}
	if _, err := l.SetCustomer("zz", "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("SetCustomer missing: %v", err)
	}
}

func TestDuplicate(t *testing.T) {
	l := newLib(t, NewMemStore())
	p := mustCreate(t, l, "Plan")
	vdi := mustAdd(t, l, p.ID, NewEntry("vdi-density", nil))
	e := stretched()
	e.From, e.Title, e.Note = vdi.ID, "Links", "from VDI"
	mustAdd(t, l, p.ID, e)
	tests := []struct {
		id       string
		wantName string
		wantErr  error
	}{
		{p.ID, "Plan (copy)", nil},
		{p.ID, "Plan (copy 2)", nil},
		{"missing", "", ErrNotFound},
	}
	for _, tt := range tests {
		d, err := l.Duplicate(tt.id)
		if !errors.Is(err, tt.wantErr) {
			t.Fatalf("Duplicate(%q): %v", tt.id, err)
		}
		if err != nil {
			continue
		}
		orig, _ := l.Get(p.ID)
		if d.ID == p.ID || d.Name != tt.wantName || len(d.Scenarios) != 2 || d.Customer != "ACME" {
			t.Errorf("Duplicate = %+v", d)
		}
		if d.Scenarios[0].ID == orig.Scenarios[0].ID || d.Scenarios[1].From != d.Scenarios[0].ID {
			t.Errorf("Duplicate did not renumber and keep the chain: %+v", d.Scenarios)
		}
		if string(d.Scenarios[1].Scenario.Inputs) != string(orig.Scenarios[1].Scenario.Inputs) || d.Scenarios[1].Note != "from VDI" {
			t.Errorf("Duplicate lost content: %+v", d.Scenarios[1])
		}
	}
	if n := len(l.List()); n != 3 {
		t.Errorf("%d plans, want 3", n)
	}
}

func TestAddScenario(t *testing.T) {
	tests := []struct {
		name    string
		plan    string
		e       Entry
		wantErr string
	}{
		{"valid", "id1", stretched(), ""},
		{"defaults", "id1", NewEntry("sioc", nil), ""},
		{"invalid inputs are kept", "id1", NewEntry("stretched-bandwidth", json.RawMessage(`{"write_iops": -5}`)), ""},
		{"chained", "id1", Entry{From: "id2", Scenario: stretched().Scenario}, ""},
		{"unknown calculator", "id1", NewEntry("stretched-bandwith", nil), `did you mean "stretched-bandwidth"`},
		{"no calculator", "id1", NewEntry("", nil), "calculator: is required"},
		{"inputs not an object", "id1", NewEntry("sioc", json.RawMessage(`[1]`)), "inputs: must be an object"},
		{"bad chain", "id1", Entry{From: "nope", Scenario: stretched().Scenario}, ErrNoEntry.Error()},
		{"missing plan", "nope", stretched(), ErrNotFound.Error()},
		{"long title", "id1", Entry{Title: strings.Repeat("t", MaxNameLen+1), Scenario: stretched().Scenario}, "The text is too long (at most 200 characters)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := newLib(t, NewMemStore())
			p := mustCreate(t, l, "p")                                 // id1
			first := mustAdd(t, l, p.ID, NewEntry("vdi-density", nil)) // id2
			got, err := l.AddScenario(tt.plan, tt.e)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err %v, want %q", err, tt.wantErr)
				}
				if q, _ := l.Get(p.ID); len(q.Scenarios) != 1 {
					t.Errorf("failed add changed the plan: %+v", q.Scenarios)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			q, _ := l.Get(p.ID)
			if len(q.Scenarios) != 2 || q.Scenarios[1].ID != got.ID || got.ID == first.ID || got.ID == "" {
				t.Errorf("plan after add: %+v", q.Scenarios)
			}
			if got.From != tt.e.From {
				t.Errorf("From %q, want %q", got.From, tt.e.From)
			}
			// Stored, and read back the same by a new Library.
			r, _ := newLib(t, l.store).Get(p.ID)
			if entryIDs(r) != entryIDs(q) || string(r.Scenarios[1].Scenario.Inputs) != string(q.Scenarios[1].Scenario.Inputs) {
				t.Errorf("reloaded %+v, want %+v", r.Scenarios, q.Scenarios)
			}
		})
	}
}

func TestUpdateScenario(t *testing.T) {
	l := newLib(t, NewMemStore())
	p := mustCreate(t, l, "p")
	a := mustAdd(t, l, p.ID, NewEntry("vdi-density", nil))
	b := mustAdd(t, l, p.ID, Entry{From: a.ID, Scenario: stretched().Scenario})
	c := mustAdd(t, l, p.ID, Entry{From: b.ID, Scenario: stretched().Scenario})
	tests := []struct {
		name    string
		entry   string
		e       Entry
		wantErr error
	}{
		{"new inputs and title", b.ID, Entry{Title: "Links", From: a.ID, Scenario: NewEntry("stretched-bandwidth", json.RawMessage(`{"write_iops":5}`)).Scenario}, nil},
		{"change calculator", b.ID, Entry{From: a.ID, Scenario: NewEntry("snapshot", nil).Scenario}, nil},
		{"missing entry", "zz", stretched(), ErrNoEntry},
		{"chained from itself", b.ID, Entry{From: b.ID, Scenario: stretched().Scenario}, ErrChain},
		{"cycle", a.ID, Entry{From: c.ID, Scenario: stretched().Scenario}, ErrChain},
	}
	for _, tt := range tests {
		before, _ := l.Get(p.ID)
		got, err := l.UpdateScenario(p.ID, tt.entry, tt.e)
		if !errors.Is(err, tt.wantErr) {
			t.Errorf("%s: err %v, want %v", tt.name, err, tt.wantErr)
			continue
		}
		after, _ := l.Get(p.ID)
		if err != nil {
			if !after.Updated.Equal(before.Updated) {
				t.Errorf("%s: failed update changed the plan", tt.name)
			}
			continue
		}
		i := after.Index(tt.entry)
		if got.ID != tt.entry || after.Scenarios[i].Scenario.Calculator != tt.e.Scenario.Calculator || after.Scenarios[i].Title != tt.e.Title {
			t.Errorf("%s: entry %+v", tt.name, after.Scenarios[i])
		}
	}
}

func TestRemoveScenario(t *testing.T) {
	l := newLib(t, NewMemStore())
	p := mustCreate(t, l, "p")
	a := mustAdd(t, l, p.ID, NewEntry("vdi-density", nil))
	b := mustAdd(t, l, p.ID, Entry{From: a.ID, Scenario: stretched().Scenario})
	c := mustAdd(t, l, p.ID, Entry{From: b.ID, Scenario: NewEntry("snapshot", nil).Scenario})
	tests := []struct {
		entry    string
		wantErr  error
		wantIDs  string
		wantFrom map[string]string
	}{
		{b.ID, nil, a.ID + "," + c.ID, map[string]string{c.ID: a.ID}}, // c re-chained to a
		{"zz", ErrNoEntry, a.ID + "," + c.ID, nil},
		{a.ID, nil, c.ID, map[string]string{c.ID: ""}},
		{c.ID, nil, "", nil},
	}
	for _, tt := range tests {
		err := l.RemoveScenario(p.ID, tt.entry)
		if !errors.Is(err, tt.wantErr) {
			t.Fatalf("RemoveScenario(%q): %v", tt.entry, err)
		}
		q, _ := l.Get(p.ID)
		if entryIDs(q) != tt.wantIDs {
			t.Errorf("after removing %q: %s, want %s", tt.entry, entryIDs(q), tt.wantIDs)
		}
		for id, from := range tt.wantFrom {
			if got := q.Scenarios[q.Index(id)].From; got != from {
				t.Errorf("after removing %q: %s.From = %q, want %q", tt.entry, id, got, from)
			}
		}
	}
	if err := l.RemoveScenario("nope", "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing plan: %v", err)
	}
}

func TestMoveScenario(t *testing.T) {
	tests := []struct {
		entry   string
		to      int
		want    string
		wantErr error
	}{
		{"id2", 2, "id3,id4,id2", nil},
		{"id4", 0, "id4,id2,id3", nil},
		{"id3", 1, "id2,id3,id4", nil},
		{"id2", 3, "id2,id3,id4", ErrBadIndex},
		{"id2", -1, "id2,id3,id4", ErrBadIndex},
		{"zz", 0, "id2,id3,id4", ErrNoEntry},
	}
	for _, tt := range tests {
		l := newLib(t, NewMemStore())
		p := mustCreate(t, l, "p")
		for range 3 {
			mustAdd(t, l, p.ID, stretched())
		}
		err := l.MoveScenario(p.ID, tt.entry, tt.to)
		if !errors.Is(err, tt.wantErr) {
			t.Errorf("Move(%s, %d): err %v, want %v", tt.entry, tt.to, err, tt.wantErr)
		}
		q, _ := newLib(t, l.store).Get(p.ID)
		if entryIDs(q) != tt.want {
			t.Errorf("Move(%s, %d): %s, want %s", tt.entry, tt.to, entryIDs(q), tt.want)
		}
	}
}

func TestDeleteUndo(t *testing.T) {
	s := NewMemStore()
	l := newLib(t, s)
	a := mustCreate(t, l, "a")
	mustAdd(t, l, a.ID, stretched())
	b := mustCreate(t, l, "b")
	if _, err := l.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("Undo with empty trash: %v", err)
	}
	if err := l.Delete("nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Delete missing: %v", err)
	}
	// Delete then Undo in the same session.
	if err := l.Delete(a.ID); err != nil {
		t.Fatal(err)
	}
	if _, ok := l.Get(a.ID); ok {
		t.Error("deleted plan still listed")
	}
	if _, ok := s.M[PlanPrefix+a.ID]; ok {
		t.Error("deleted plan still stored")
	}
	if d, _, ok := l.Deleted(); !ok || d.ID != a.ID {
		t.Errorf("Deleted() = %+v, %v", d, ok)
	}
	got, err := l.Undo()
	if err != nil || got.ID != a.ID || len(got.Scenarios) != 1 {
		t.Fatalf("Undo = %+v, %v", got, err)
	}
	if _, ok := s.M[TrashKey]; ok {
		t.Error("trash kept after Undo")
	}
	if _, err := l.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("second Undo: %v", err)
	}
	// Delete, reload, Undo.
	if err := l.Delete(a.ID); err != nil {
		t.Fatal(err)
	}
	l2 := newLib(t, s)
	if _, ok := l2.Get(a.ID); ok {
		t.Error("deleted plan back after reload")
	}
	got, err = l2.Undo()
	if err != nil || got.ID != a.ID || got.Name != "a" || len(got.Scenarios) != 1 {
		t.Fatalf("Undo after reload = %+v, %v", got, err)
	}
	if _, ok := newLib(t, s).Get(a.ID); !ok {
		t.Error("undone plan not stored")
	}
	// A second delete replaces the trash.
	l3 := newLib(t, s)
	l3.Delete(a.ID)
	l3.Delete(b.ID)
	if got, err := newLib(t, s).Undo(); err != nil || got.ID != b.ID {
		t.Errorf("Undo after two deletes = %+v, %v; want %s", got, err, b.ID)
	}
	if n := len(newLib(t, s).List()); n != 1 {
		t.Errorf("%d plans after undoing the second delete, want 1 (the first is gone)", n)
	}
}

func TestUndoToTakenID(t *testing.T) {
	s := NewMemStore()
	l := newLib(t, s)
	a := mustCreate(t, l, "a")
	l.Delete(a.ID)
	// The trash's id reappears (a copy written by another tab, say).
	s.M[PlanPrefix+a.ID] = `{"schema":1,"plan":{"id":"` + a.ID + `","name":"other","created":"2026-01-01T00:00:00Z","updated":"2026-01-01T00:00:00Z","scenarios":[]}}`
	l2 := New(s, Options{NewID: Counter("u"), Now: fakeClock()})
	l2.Load()
	got, err := l2.Undo()
	if err != nil || got.ID == a.ID || got.Name != "a" {
		t.Fatalf("Undo = %+v, %v", got, err)
	}
	if o, _ := l2.Get(a.ID); o.Name != "other" {
		t.Errorf("Undo overwrote the plan at its old id: %+v", o)
	}
}

func TestStoreFull(t *testing.T) {
	s := NewMemStore()
	l := newLib(t, s)
	p := mustCreate(t, l, "p")
	s.Limit = len(s.M[PlanPrefix+p.ID]) + len(PlanPrefix+p.ID) + 10
	before := s.Clone()
	if _, err := l.AddScenario(p.ID, stretched()); !errors.Is(err, ErrStoreFull) {
		t.Fatalf("AddScenario on a full store: %v", err)
	}
	if q, _ := l.Get(p.ID); len(q.Scenarios) != 0 {
		t.Error("failed write changed the library")
	}
	if _, err := l.Create("other", ""); !errors.Is(err, ErrStoreFull) {
		t.Errorf("Create on a full store: %v", err)
	}
	if err := l.Delete(p.ID); !errors.Is(err, ErrStoreFull) {
		t.Errorf("Delete with no room for the trash: %v", err)
	}
	if _, ok := l.Get(p.ID); !ok || len(s.M) != len(before.M) || s.M[PlanPrefix+p.ID] != before.M[PlanPrefix+p.ID] {
		t.Error("failed Delete lost the plan")
	}
}

// Library errors carry a code and are worded in the reader's language.
func TestErrorsAreTranslated(t *testing.T) {
	l := newLib(t, NewMemStore())
	_, err := l.Rename("nope", "x")
	if !errors.Is(err, ErrNotFound) || Message(err).In(msg.RU, nil) != "В этом браузере такого плана нет." {
		t.Errorf("rename of a missing plan: %v", err)
	}
	_, err = l.Create(strings.Repeat("я", MaxNameLen+1), "")
	if !errors.Is(err, ErrTooLong) || Message(err).In(msg.RU, nil) != "Текст слишком длинный (не больше 200 символов)." {
		t.Errorf("too long: %q", Message(err).In(msg.RU, nil))
	}
	p := mustCreate(t, l, "p")
	for i := 0; i < calc.MaxScenarios; i++ {
		mustAdd(t, l, p.ID, NewEntry("vsa", nil))
	}
	if _, err := l.AddScenario(p.ID, NewEntry("vsa", nil)); !errors.Is(err, ErrTooMany) {
		t.Errorf("201st scenario: %v", err)
	}
}

// The names the library gives plans are in the reader's language.
func TestNamesGivenInTheReadersLanguage(t *testing.T) {
	l := newLib(t, NewMemStore())
	l.SetLang(msg.RU)
	p, err := l.Create("Заказчик", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Заказчик (копия)", "Заказчик (копия 2)"} {
		c, err := l.Duplicate(p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if c.Name != want {
			t.Errorf("copy named %q, want %q", c.Name, want)
		}
	}
	imp, err := l.Import(Plan{Name: "   "})
	if err != nil {
		t.Fatal(err)
	}
	if imp.Name != "Импортированный план" {
		t.Errorf("an imported plan without a name is %q", imp.Name)
	}
	l.SetLang(msg.EN)
	c, err := l.Duplicate(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Заказчик (copy)" {
		t.Errorf("an English copy is %q", c.Name)
	}
}
