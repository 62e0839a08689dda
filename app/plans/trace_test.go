package plans

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/trace/tracetest"
)

// traceEntry is a cache-sim entry keeping the results of the sample trace
// replayed for in, as the page saves it.
func traceEntry(t *testing.T, in cachesim.Inputs) (Entry, cachesim.TraceResult) {
	t.Helper()
	data, err := os.ReadFile(tracetest.SamplePath())
	if err != nil {
		t.Fatal(err)
	}
	run, err := cachesim.NewTraceRun(bytes.NewReader(data), int64(len(data)), in, 0)
	if err != nil {
		t.Fatal(err)
	}
	for !run.Step(1 << 20) {
	}
	tr := run.Result()
	res, err := json.Marshal(cachesim.TraceResults(in, "cloudPhysicsIO.vscsi", tr))
	if err != nil {
		t.Fatal(err)
	}
	inputs, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	e := NewEntry(cachesim.ID, inputs)
	e.Results = res
	return e, tr
}

// TestEntryKeepsTraceResults: a cache-sim entry saved with a trace's
// results keeps them (stored as schema 4, plans without such entries stay in
// their schema), reads back from the store and a backup, and is explained
// from them wherever the plan is shown: its evaluation, the Markdown and the
// CSV give the trace's read hit ratio, not the synthetic workload's, and
// name the trace.
func TestEntryKeepsTraceResults(t *testing.T) {
	in := cachesim.Defaults()
	e, tr := traceEntry(t, in)
	s := NewMemStore()
	l := newLib(t, s)
	p := mustCreate(t, l, "Trace plan")
	mustAdd(t, l, p.ID, stretched())
	before := s.M[PlanPrefix+p.ID]
	if !strings.HasPrefix(before, `{"schema":1,`) {
		t.Fatalf("a plan without kept results is schema 1: %.40s", before)
	}
	added := mustAdd(t, l, p.ID, e)
	stored := s.M[PlanPrefix+p.ID]
	if !strings.HasPrefix(stored, `{"schema":4,`) || !strings.Contains(stored, `"results":{"read_hit_ratio":`) {
		t.Fatalf("stored: %.200s", stored)
	}
	// Reloaded, the entry still has them.
	l2 := newLib(t, s)
	got, _ := l2.Get(p.ID)
	if len(got.Scenarios) != 2 || len(got.Scenarios[1].Results) == 0 || got.Scenarios[1].ID != added.ID {
		t.Fatalf("reloaded: %+v", got.Scenarios)
	}
	ev, errs := Evaluate(got.Scenarios[1])
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	res := ev.Results.(cachesim.Results)
	if res.ReadHitRatio != tr.ReadHitRatio || res.Trace == nil || res.Trace.File != "cloudPhysicsIO.vscsi" {
		t.Errorf("evaluated: read hit ratio %v (trace %v), trace %+v", res.ReadHitRatio, tr.ReadHitRatio, res.Trace)
	}
	synthetic, _ := Evaluate(NewEntry(cachesim.ID, got.Scenarios[1].Scenario.Inputs))
	if synthetic.Results.(cachesim.Results).ReadHitRatio == tr.ReadHitRatio {
		t.Fatal("the synthetic workload gives the trace's answer: the test shows nothing")
	}
	md := string(ExportMarkdown(got, MarkdownOptions{Lang: msg.EN}))
	for _, want := range []string{"Trace replayed: cloudPhysicsIO.vscsi (vscsi, 3.64 MB): 113,872 requests"} {
		if !strings.Contains(md, want) {
			t.Errorf("Markdown lacks %q", want)
		}
	}
	csv, err := ExportCSV(got, msg.EN)
	if err != nil {
		t.Fatal(err)
	}
	if want := ",read_hit_ratio,"; !strings.Contains(string(csv), want) {
		t.Errorf("CSV lacks %q", want)
	}
	hit, _ := json.Marshal(tr.ReadHitRatio)
	if !strings.Contains(string(csv), ",read_hit_ratio,Read hit ratio,"+string(hit)+",") {
		t.Errorf("CSV does not give the trace's read hit ratio %s:\n%s", hit, csv)
	}
	// A backup carries them; importing it keeps them.
	backup, err := ExportBackupJSON(got)
	if err != nil {
		t.Fatal(err)
	}
	imp, err := ImportJSON(backup)
	if err != nil {
		t.Fatal(err)
	}
	if len(imp.Plan.Scenarios[1].Results) == 0 {
		t.Error("the backup lost the trace's results")
	}
	// Results that do not read as cache-sim's are a problem, not a panic.
	bad := got.Scenarios[1]
	bad.Results = json.RawMessage(`{"read_hit_ratio":"high"}`)
	if _, errs := Evaluate(bad); len(errs) == 0 || errs[0].Field != "results" {
		t.Errorf("unreadable results: %v", errs)
	}
	big := got.Scenarios[1]
	big.Results = json.RawMessage(`{"x":"` + strings.Repeat("a", MaxResultsLen) + `"}`)
	if _, err := l2.AddScenario(p.ID, big); err == nil {
		t.Error("results over MaxResultsLen were kept")
	}
	// A backup whose entry keeps results over the bound is refused at its path.
	huge := got.Clone()
	huge.Scenarios[1].Results = big.Results
	doc, err := ExportBackupJSON(huge)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ImportJSON(doc); err == nil || !strings.Contains(err.Error(), "scenarios[1].results") {
		t.Errorf("a backup with results over the bound: %v", err)
	}
}
