package plans

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/sizewise/sizewise/engine/calc"
)

// t0 is the fake clock's first reading.
var t0 = time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)

// fakeClock returns a clock that advances one minute per reading.
func fakeClock() func() time.Time {
	n := 0
	return func() time.Time {
		n++
		return t0.Add(time.Duration(n-1) * time.Minute)
	}
}

// newLib returns a loaded Library over s with counter ids and a fake clock.
func newLib(t *testing.T, s Store) *Library {
	t.Helper()
	l := New(s, Options{NewID: Counter("id"), Now: fakeClock()})
	if p := l.Load(); len(p) > 0 {
		t.Fatalf("Load: %v", p)
	}
	return l
}

func mustCreate(t *testing.T, l *Library, name string) Plan {
	t.Helper()
	p, err := l.Create(name, "ACME")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustAdd(t *testing.T, l *Library, planID string, e Entry) Entry {
	t.Helper()
	got, err := l.AddScenario(planID, e)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// stretched is the stretched-bandwidth default (560 Mbps).
func stretched() Entry {
	return NewEntry("stretched-bandwidth", json.RawMessage(`{"write_iops": 10000, "write_size_kb": 4}`))
}

func entryIDs(p Plan) string {
	ids := make([]string, len(p.Scenarios))
	for i, e := range p.Scenarios {
		ids[i] = e.ID
	}
	return strings.Join(ids, ",")
}

// allDefaults is a plan with one default scenario of every calculator.
func allDefaults() Plan {
	p := Plan{Name: "Every calculator", Scenarios: []Entry{}}
	for _, id := range calc.IDs() {
		c, _ := calc.Lookup(id)
		p.Scenarios = append(p.Scenarios, NewEntry(id, c.Defaults().JSON()))
	}
	return p
}
