package plans

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestMigrationsCoverEverySchema(t *testing.T) {
	if len(migrations) != Schema {
		t.Fatalf("%d migrations for schema %d: migrations[N] must upgrade N to N+1", len(migrations), Schema)
	}
}

// good is a valid schema 1 plan value.
const good = `{"schema":1,"plan":{"id":"good","name":"Good plan","customer":"ACME","created":"2026-01-01T00:00:00Z","updated":"2026-01-02T00:00:00Z","scenarios":[{"id":"e1","scenario":{"calculator":"stretched-bandwidth","inputs":{"write_iops":10000}}}]}}`

func TestMigrateSchema0(t *testing.T) {
	s := NewMemStore()
	s.M[PlanPrefix+"good"] = good
	// A user saved the plan document (docs/contract.md §2) by hand under a plan key.
	s.M[PlanPrefix+"hand"] = `{"plan": "Hand-made", "version": 1, "scenarios": [
		{"calculator": "vdi-density", "inputs": {"desktops": 500}},
		{"calculator": "stretched-bandwidth", "inputs": {"write_iops": -1}}]}`
	l := newLib(t, s)
	p, ok := l.Get("hand")
	if !ok {
		t.Fatal("schema 0 plan not loaded")
	}
	if p.Name != "Hand-made" || len(p.Scenarios) != 2 || p.Scenarios[0].ID == "" || p.Scenarios[0].ID == p.Scenarios[1].ID ||
		p.Scenarios[0].Scenario.Calculator != "vdi-density" || string(p.Scenarios[1].Scenario.Inputs) != `{"write_iops":-1}` ||
		!p.Created.Equal(t0) {
		t.Errorf("migrated plan %+v", p)
	}
	// Written back in the oldest schema that holds it (1: it has no
	// comparisons), and read again without a change.
	var env envelope
	if err := json.Unmarshal([]byte(s.M[PlanPrefix+"hand"]), &env); err != nil || env.Schema != 1 {
		t.Fatalf("not written back as schema 1: %s", s.M[PlanPrefix+"hand"])
	}
	saved := s.M[PlanPrefix+"hand"]
	q, _ := newLib(t, s).Get("hand")
	if s.M[PlanPrefix+"hand"] != saved || entryIDs(q) != entryIDs(p) {
		t.Error("a current-schema plan changed on reload")
	}
	if s.M[PlanPrefix+"good"] != good {
		t.Error("the current-schema plan was rewritten")
	}
	// The invalid input is kept and flagged.
	if errs := Check(p); len(errs) != 1 || errs[0].Field != "scenarios[1].inputs.write_iops" {
		t.Errorf("Check = %v", errs)
	}
}

// A stored schema 0 plan is read as a plan document is (calc.ParseDocument):
// an imported plan's inventory and notes, and a scenario's notes, are kept;
// the plan is written back in the schema that holds them.
func TestSchema0KeepsWhatAPlanDocumentHolds(t *testing.T) {
	s := NewMemStore()
	s.M[PlanPrefix+"inv"] = `{"plan":"Inventory","inventory":{"source":"RVTools"},"notes":["3 VMs were powered off"],
		"scenarios":[{"calculator":"sioc","notes":["from cluster A"]}]}`
	p, ok := newLib(t, s).Get("inv")
	if !ok || p.Name != "Inventory" || string(p.Inventory) != `{"source":"RVTools"}` || len(p.Notes) != 1 ||
		len(p.Scenarios) != 1 || p.Scenarios[0].Note != "from cluster A" {
		t.Fatalf("plan %+v", p)
	}
	var env envelope
	if err := json.Unmarshal([]byte(s.M[PlanPrefix+"inv"]), &env); err != nil || env.Schema != 3 {
		t.Errorf("not written back as schema 3: %s", s.M[PlanPrefix+"inv"])
	}
}

func TestMigrationChain(t *testing.T) {
	var calls []string
	step := func(name string) Migration {
		return func(in json.RawMessage) (json.RawMessage, error) {
			calls = append(calls, name)
			return in, nil
		}
	}
	payload := `{"name":"x","created":"2026-01-01T00:00:00Z","updated":"2026-01-01T00:00:00Z","scenarios":[]}`
	ms := []Migration{step("0→1"), step("1→2"), step("2→3")}
	s, err := readStored([]byte(`{"schema":1,"plan":`+payload+`}`), ms)
	if err != nil || !s.upgraded || strings.Join(calls, " ") != "1→2 2→3" {
		t.Errorf("from schema 1 of 3: %v, %v, calls %v", s, err, calls)
	}
	calls = nil
	if s, err := readStored([]byte(`{"schema":3,"plan":`+payload+`}`), ms); err != nil || s.upgraded || len(calls) != 0 {
		t.Errorf("current schema: upgraded %v, err %v, calls %v", s.upgraded, err, calls)
	}
	if _, err := readStored([]byte(`{"schema":4,"plan":`+payload+`}`), ms); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("future schema: %v", err)
	}
	fail := []Migration{func(json.RawMessage) (json.RawMessage, error) { return nil, errors.New("boom") }}
	if _, err := readStored([]byte(`{"schema":0,"plan":{}}`), fail); err == nil || !strings.Contains(err.Error(), "boom") {
		t.Errorf("failing migration: %v", err)
	}
}

func TestMigrateBarePlan(t *testing.T) {
	tests := []struct {
		in, want, wantErr string
	}{
		{`{"plan":"x","scenarios":[{"calculator":"sioc"}]}`, `{"name":"x","scenarios":[{"scenario":{"calculator":"sioc"}}]}`, ""},
		{`{"scenarios":[]}`, `{"name":"","scenarios":[]}`, ""},
		{`{"plan":"x"}`, "", "scenarios"},
		{`{"plan":3,"scenarios":[]}`, "", "must be a string"},
		{`{"plan":"x","scenarios":{}}`, "", "must be a list"},
		{`{"plan":"x","scenarios":[],"extra":1}`, "", "unknown field"},
		{`[1]`, "", "expected a JSON object"},
		// The one envelope parser: what a plan document may hold, a stored
		// schema 0 plan may hold (inventory, notes, a scenario's notes).
		{`{"plan":"x","version":1,"inventory":{"source": "RVTools"},"notes":["n1"],"scenarios":[{"calculator":"sioc","version":1,"notes":["a","b"],"inputs":{ "datastore_iops": 5 }}]}`,
			`{"name":"x","scenarios":[{"note":"a\nb","scenario":{"calculator":"sioc","version":1,"inputs":{"datastore_iops":5}}}],"inventory":{"source":"RVTools"},"notes":["n1"]}`, ""},
		{`{"plan":"x","version":2,"scenarios":[]}`, "", "version: must be 1"},
		{`{"plan":"x","scenarios":[{"calculator":"sioc","colour":"red"}]}`, "", `scenarios[0].colour: unknown field "colour"`},
		{`{"plan":"x","scenarios":[],"scenarios":[]}`, "", `scenarios: is given twice`},
		{`{"calculator":"sioc"}`, "", "scenarios: is required"},
	}
	for _, tt := range tests {
		got, err := migrateBarePlan(json.RawMessage(tt.in))
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s: err %v, want %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || string(got) != tt.want {
			t.Errorf("%s = %s, %v; want %s", tt.in, got, err, tt.want)
		}
	}
}

func TestQuarantine(t *testing.T) {
	tests := []struct {
		name, key, value, wantMsg string
	}{
		{"bad JSON", PlanPrefix + "k", `{"schema":1,"plan":`, "not valid JSON"},
		{"not an object", PlanPrefix + "k", `[1,2,3]`, "not a JSON object"},
		{"a bare string", PlanPrefix + "k", `hello`, "not valid JSON"},
		{"empty", PlanPrefix + "k", ``, "not valid JSON"},
		{"null", PlanPrefix + "k", `null`, "not a JSON object"},
		{"future schema", PlanPrefix + "k", `{"schema":99,"plan":{}}`, "newer Sizewise (schema 99"},
		{"negative schema", PlanPrefix + "k", `{"schema":-1,"plan":{}}`, "schema"},
		{"fractional schema", PlanPrefix + "k", `{"schema":1.5,"plan":{}}`, "schema"},
		{"no plan", PlanPrefix + "k", `{"schema":1}`, `plan: is required next to "schema"`},
		{"null plan", PlanPrefix + "k", `{"schema":1,"plan":null}`, "plan: must be a plan, not null"},
		{"wrong type", PlanPrefix + "k", `{"schema":1,"plan":{"name":5,"scenarios":[]}}`, "name"},
		{"unknown field", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x","colour":"red","scenarios":[]}}`, "colour"},
		{"unknown envelope field", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x"},"extra":1}`, "extra"},
		{"bad time", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x","created":"yesterday","scenarios":[]}}`, "plan.created: must be a time"},
		{"unknown calculator", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"warp-drive"}}]}}`, `unknown calculator "warp-drive"`},
		{"no calculator", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"inputs":{}}}]}}`, "calculator: is required"},
		{"inputs not an object", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"sioc","inputs":"x"}}]}}`, "inputs: must be an object"},
		{"bad version", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"sioc","version":2}}]}}`, "version"},
		{"duplicate entry ids", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"sioc"}},{"id":"e","scenario":{"calculator":"sioc"}}]}}`, "repeats"},
		{"trailing data", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x","scenarios":[]} }{}`, "not valid JSON"},
		{"schema 0 unknown calculator", PlanPrefix + "k", `{"plan":"x","scenarios":[{"calculator":"nope"}]}`, "unknown calculator"},
		{"schema 0 wrong shape", PlanPrefix + "k", `{"plan":"x","scenarios":"all of them"}`, "upgraded from schema 0"},
		{"a scenario document", PlanPrefix + "k", `{"calculator":"sioc"}`, "upgraded from schema 0"},
		{"no id", PlanPrefix, good, "no plan id"},
		{"corrupt trash", TrashKey, `{"schema":1,"plan":{"name":"x","scenarios":[]},"deleted":"?"}`, "deleted"},
		{"trash without id", TrashKey, `{"schema":1,"plan":{"name":"x","scenarios":[]}}`, "without an id"},
		{"foreign trash", TrashKey, `{"files":["a"]}`, "schema 0"},
		// A key given twice anywhere in the plan is refused, not read as the
		// last (the value is set aside as it is, both keys and all).
		{"calculator twice", PlanPrefix + "k", `{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"vsa",  "calculator":"sioc"}}]}}`, `plan.scenarios[0].scenario.calculator: is given twice ("calculator")`},
		{"name twice", PlanPrefix + "k", `{"schema":1,"plan":{"name":"a","name":"b","scenarios":[]}}`, `plan.name: is given twice ("name")`},
		{"schema twice", PlanPrefix + "k", `{"schema":1,"plan":{"name":"a","scenarios":[]},"schema":1}`, `schema: is given twice ("schema")`},
		{"deleted twice", TrashKey, `{"schema":1,"plan":{"id":"t","name":"a","scenarios":[]},"deleted":"2026-01-01T00:00:00Z","deleted":"2026-01-02T00:00:00Z"}`, `deleted: is given twice`},
		{"schema 0 calculator twice", PlanPrefix + "k", `{"plan":"x","scenarios":[{"calculator":"vsa","calculator":"sioc"}]}`, `scenarios[0].calculator: cannot be upgraded from schema 0: is given twice ("calculator")`},
		{"schema 0 name twice", PlanPrefix + "k", `{"plan":"x","plan":"y","scenarios":[]}`, `plan: is given twice ("plan")`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewMemStore()
			s.M[PlanPrefix+"good"] = good
			s.M["sizewise.theme"] = `"dark"`
			s.M[tt.key] = tt.value
			l := New(s, Options{NewID: Counter("n"), Now: fakeClock()})
			problems := l.Load()
			if len(problems) != 1 {
				t.Fatalf("problems %v, want 1", problems)
			}
			pr := problems[0]
			if pr.Key != tt.key || !strings.Contains(pr.Message.String(), tt.wantMsg) {
				t.Errorf("problem %v, want key %s and %q", pr, tt.key, tt.wantMsg)
			}
			if pr.MovedTo != QuarantinePrefix+tt.key || s.M[pr.MovedTo] != tt.value {
				t.Errorf("not set aside untouched: moved to %q = %q", pr.MovedTo, s.M[pr.MovedTo])
			}
			if _, ok := s.M[tt.key]; ok {
				t.Errorf("%s still in place", tt.key)
			}
			if s.M[PlanPrefix+"good"] != good || s.M["sizewise.theme"] != `"dark"` {
				t.Error("other values touched")
			}
			if ps := l.List(); len(ps) != 1 || ps[0].ID != "good" || len(ps[0].Scenarios) != 1 {
				t.Errorf("good plan not loaded: %+v", ps)
			}
			if q := l.Quarantined(); len(q) != 1 || q[0] != pr.MovedTo {
				t.Errorf("Quarantined() = %v", q)
			}
			// A second Load finds nothing more to report.
			if again := l.Load(); len(again) != 0 {
				t.Errorf("second Load: %v", again)
			}
		})
	}
}

func TestQuarantineKeepsEarlierOnes(t *testing.T) {
	s := NewMemStore()
	k := PlanPrefix + "k"
	s.M[QuarantinePrefix+k] = "first"
	s.M[QuarantinePrefix+k+"~2"] = "second"
	s.M[k] = "third"
	problems := New(s, Options{NewID: Counter("n"), Now: fakeClock()}).Load()
	if len(problems) != 1 || problems[0].MovedTo != QuarantinePrefix+k+"~3" {
		t.Fatalf("problems %v", problems)
	}
	if s.M[QuarantinePrefix+k] != "first" || s.M[QuarantinePrefix+k+"~2"] != "second" || s.M[QuarantinePrefix+k+"~3"] != "third" {
		t.Errorf("store %v", s.M)
	}
}

func TestQuarantineWhenFull(t *testing.T) {
	s := NewMemStore()
	s.M[PlanPrefix+"k"] = "garbage"
	s.Limit = 1 // nothing more fits
	problems := New(s, Options{NewID: Counter("n"), Now: fakeClock()}).Load()
	if len(problems) != 1 || problems[0].MovedTo != "" || !strings.Contains(problems[0].Message.String(), "left in place") {
		t.Fatalf("problems %v", problems)
	}
	if s.M[PlanPrefix+"k"] != "garbage" {
		t.Error("the value was lost")
	}
}

func TestRestoreAndDiscard(t *testing.T) {
	s := NewMemStore()
	v := `{"schema":1,"plan":{"id":"x","name":"Restored","created":"2025-01-01T00:00:00Z","updated":"2025-01-01T00:00:00Z","scenarios":[{"id":"e","scenario":{"calculator":"sioc"}}]}}`
	s.M[QuarantinePrefix+PlanPrefix+"x"] = v
	s.M[QuarantinePrefix+"junk"] = "junk"
	l := newLib(t, s)
	if _, err := l.Restore(QuarantinePrefix + "junk"); err == nil {
		t.Error("Restore of junk succeeded")
	}
	if s.M[QuarantinePrefix+"junk"] != "junk" {
		t.Error("failed Restore touched the value")
	}
	p, err := l.Restore(QuarantinePrefix + PlanPrefix + "x")
	if err != nil || p.Name != "Restored" || len(p.Scenarios) != 1 {
		t.Fatalf("Restore = %+v, %v", p, err)
	}
	if _, ok := s.M[QuarantinePrefix+PlanPrefix+"x"]; ok {
		t.Error("restored value still quarantined")
	}
	if _, ok := newLib(t, s).Get(p.ID); !ok {
		t.Error("restored plan not stored")
	}
	if _, err := l.Restore(PlanPrefix + p.ID); !errors.Is(err, ErrNotQuarantine) {
		t.Errorf("Restore of a plan key: %v", err)
	}
	if err := l.Discard(PlanPrefix + p.ID); !errors.Is(err, ErrNotQuarantine) {
		t.Errorf("Discard of a plan key: %v", err)
	}
	if err := l.Discard(QuarantinePrefix + "junk"); err != nil || len(l.Quarantined()) != 0 {
		t.Errorf("Discard: %v, left %v", err, l.Quarantined())
	}
}
