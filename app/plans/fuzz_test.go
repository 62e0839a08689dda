package plans

import (
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"

	"github.com/sizewise/sizewise/engine/calc"
)

func FuzzImportJSON(f *testing.F) {
	for _, s := range []string{
		`{"plan":"ACME","scenarios":[{"calculator":"vdi-density"},{"calculator":"stretched-bandwidth","inputs":{"write_iops":10000}}]}`,
		`{"calculator":"stretched-bandwidth","inputs":{"write_iops":10000,"write_size_kb":4}}`,
		`{"calculator":"sioc","inputs":{"vms":[{"name":"a","host":"h","shares":"high"}]}}`,
		`{"calculator":"memory-states","version":1,"inputs":{"free_memory_mb":10}}`,
		`{"plan":5,"scenarios":[{"calculator":"nope"}]}`,
		good,
		`{"schema":0,"plan":{"plan":"x","scenarios":[]}}`,
		`[]`, `null`, ``, `{"plan":`,
		`{"schema":1,"plan":{"name":"x","name":"y","scenarios":[{"scenario":{"calculator":"vsa","calculator":"sioc"}}]}}`,
		`{"plan":"p","inventory":{"clusters":[{"name":"a","name":"b"}]},"scenarios":[]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		imp, err := ImportJSON(data)
		_, evalErrs := calc.EvalDocument(data, msg.EN)
		if err != nil {
			if len(AsErrors(err)) == 0 {
				t.Fatalf("error without problems: %v", err)
			}
			// eval does not read a plan's inventory; the page shows it, so a
			// key given twice in it refuses the import.
			if len(evalErrs) == 0 && !inventoryRepeats(data) {
				t.Fatalf("eval accepts %q but import fails: %v", data, err)
			}
			return
		}
		if len(evalErrs) == 0 && len(imp.Problems) > 0 {
			t.Fatalf("eval accepts %q but import reports %v", data, imp.Problems)
		}
		l := New(NewMemStore(), Options{NewID: Counter("f"), Now: fakeClock()})
		l.Load()
		p, err := l.Import(imp.Plan)
		if err != nil {
			t.Fatalf("Library.Import of an accepted document: %v", err)
		}
		out, err := ExportPlanJSON(p)
		if err != nil {
			t.Fatal(err)
		}
		if len(imp.Problems) == 0 {
			if _, errs := calc.EvalDocument(out, msg.EN); len(errs) > 0 {
				t.Fatalf("clean import exports an invalid plan: %v\n%s", errs, out)
			}
		}
		back, err := ImportJSON(out)
		if err != nil {
			t.Fatalf("export does not import: %v\n%s", err, out)
		}
		if len(back.Plan.Scenarios) != len(p.Scenarios) {
			t.Fatalf("round trip lost scenarios")
		}
		// A fresh Library reads what was stored.
		if problems := New(l.store, Options{NewID: Counter("g"), Now: fakeClock()}).Load(); len(problems) > 0 {
			t.Fatalf("stored import does not load: %v", problems)
		}
	})
}

func FuzzLoad(f *testing.F) {
	f.Add("k", good, "")
	f.Add("k", `{"plan":"x","scenarios":[{"calculator":"sioc"}]}`, `{"schema":1,"plan":{"id":"t","name":"t","scenarios":[]},"deleted":"2026-01-01T00:00:00Z"}`)
	f.Add("", `{"schema":1,"plan":{"name":"x","scenarios":[{"scenario":{"calculator":"sioc"}}]}}`, "garbage")
	f.Add("k", `{"schema":2,"plan":{}}`, `{"schema":1}`)
	f.Add("k", `{"schema":1,"plan":{"name":"","scenarios":[{"id":"a","from":"b","scenario":{"calculator":"vdi-density","inputs":{"desktops":-1}}}]}}`, "")
	f.Add("k~2", "\xff\xfe", "[]")
	f.Add("k", `{"schema":2,"plan":{"name":"c","scenarios":[{"id":"a","scenario":{"calculator":"sioc"}},{"id":"b","scenario":{"calculator":"sioc"}},{"scenario":{"calculator":"vsa"}}],"comparisons":[{"id":"x","entries":["a","b"]},{"entries":["b","a","zz"]},{"id":"x","entries":["a"]}]}}`, "")
	f.Add("k", `{"schema":1,"plan":{"name":"c","scenarios":[],"comparisons":[{"entries":"a"}]}}`, "")
	f.Fuzz(func(t *testing.T, key, value, trash string) {
		if key == "good" {
			return
		}
		s := NewMemStore()
		s.M[PlanPrefix+"good"] = good
		s.M["sizewise.theme"] = `"dark"`
		s.M[PlanPrefix+key] = value
		s.M[PlanPrefix+"other"+key] = value
		s.M[QuarantinePrefix+PlanPrefix+key] = "an earlier one"
		if trash != "" {
			s.M[TrashKey] = trash
		}
		before := s.Clone()
		l := New(s, Options{NewID: Counter("f"), Now: fakeClock()})
		problems := l.Load()
		moved := map[string]string{}
		for _, p := range problems {
			if p.MovedTo != "" {
				if s.M[p.MovedTo] != before.M[p.Key] {
					t.Fatalf("%s set aside as %s but changed", p.Key, p.MovedTo)
				}
				if _, was := before.M[p.MovedTo]; was {
					t.Fatalf("%s overwrote %s", p.Key, p.MovedTo)
				}
				moved[p.Key] = p.MovedTo
			}
		}
		for k, v := range before.M {
			after, ok := s.M[k]
			switch {
			case !ok && moved[k] == "":
				t.Fatalf("key %q lost", k)
			case ok && moved[k] != "":
				t.Fatalf("key %q both moved and kept", k)
			case ok && after != v && !strings.HasPrefix(k, PlanPrefix):
				t.Fatalf("key %q changed", k)
			case ok && after != v:
				if _, loaded := l.Get(strings.TrimPrefix(k, PlanPrefix)); !loaded {
					t.Fatalf("key %q rewritten but not loaded", k)
				}
			}
		}
		if s.M[PlanPrefix+"good"] != good {
			t.Fatal("good plan touched")
		}
		if _, ok := l.Get("good"); !ok {
			t.Fatal("good plan not loaded")
		}
		// Everything left loads cleanly and a second Load changes nothing.
		snapshot := s.Clone()
		if again := New(s, Options{NewID: Counter("h"), Now: fakeClock()}).Load(); len(again) > 0 {
			t.Fatalf("second Load: %v", again)
		}
		if len(s.M) != len(snapshot.M) {
			t.Fatal("second Load changed the store")
		}
		for k, v := range snapshot.M {
			if s.M[k] != v {
				t.Fatalf("second Load changed %q", k)
			}
		}
	})
}

// inventoryRepeats reports whether a plan document's inventory gives a key
// twice.
func inventoryRepeats(data []byte) bool {
	doc, _ := calc.ParseDocument(data)
	return len(duplicateKeys("inventory", doc.Inventory)) > 0
}
