package cachesim

import (
	"os"
	"testing"

	"github.com/sizewise/sizewise/engine/trace/tracetest"
)

// The sample VMware trace (tracetest: cloudPhysicsIO.vscsi) replayed for
// the web page: 113,872 requests, 46,974 reads and 66,898 writes (the trace as distributed with libCacheSim),
// whatever the step size, with a hit ratio that never falls as the cache
// grows (LRU) and the chosen size's result equal to a direct replay.
func TestTraceRunSample(t *testing.T) {
	data, err := os.ReadFile(tracetest.SamplePath())
	if err != nil {
		t.Fatal(err)
	}
	in := Defaults()
	in.Policy = "lru"
	var results []TraceResult
	for _, step := range []int{1000, 1 << 20} {
		tr, err := NewTraceRun(data, in)
		if err != nil {
			t.Fatal(err)
		}
		last := -1.0
		for !tr.Step(step) {
			if p := tr.Progress(); p < last {
				t.Fatalf("progress went back: %v after %v", p, last)
			} else {
				last = p
			}
		}
		if tr.Err() != nil {
			t.Fatal(tr.Err())
		}
		results = append(results, tr.Result())
	}
	r := results[0]
	if r.Requests != 113872 || r.Reads != 46974 || r.Writes != 66898 {
		t.Errorf("requests/reads/writes = %d/%d/%d, want 113872/46974/66898", r.Requests, r.Reads, r.Writes)
	}
	if r.Format != "vscsi" {
		t.Errorf("format %q", r.Format)
	}
	if results[1].ReadHitRatio != r.ReadHitRatio || len(results[1].Curve) != len(r.Curve) {
		t.Errorf("result depends on the step size: %+v vs %+v", r, results[1])
	}
	for i := 1; i < len(r.Curve); i++ {
		if r.Curve[i].ReadHitRatio < r.Curve[i-1].ReadHitRatio {
			t.Errorf("LRU hit ratio fell from %v to %v as the cache grew", r.Curve[i-1], r.Curve[i])
		}
	}
}

func TestTraceRunRejectsGarbage(t *testing.T) {
	if _, err := NewTraceRun(nil, Defaults()); err == nil {
		t.Error("an empty file was accepted")
	}
	if _, err := NewTraceRun([]byte("hello, this is not a trace at all\n"), Defaults()); err == nil {
		t.Error("a text file was accepted")
	}
}
