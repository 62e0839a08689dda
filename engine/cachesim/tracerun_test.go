package cachesim

import (
	"bytes"
	"io"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/trace"
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
		tr, err := NewTraceRun(bytes.NewReader(data), int64(len(data)), in, 0)
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
	if _, err := NewTraceRun(bytes.NewReader(nil), 0, Defaults(), 0); err == nil {
		t.Error("an empty file was accepted")
	}
	if _, err := NewTraceRun(strings.NewReader("hello, this is not a trace at all\n"), 34, Defaults(), 0); err == nil {
		t.Error("a text file was accepted")
	}
}

// TestTraceRunStreamsSampled: the page's replay reads the trace as a
// stream, so its memory does not follow the file: 40 copies of the sample
// (146 MB, 4.6 M requests) replayed on a 1 % sample of the lines, step by
// step as the worker does, keep the live heap within a few MiB of where it
// started after the first tenth; the counts are exact and the read hit
// ratio at every size within SampledCurveError of exact replay's; the
// result says how it was estimated.
func TestTraceRunStreamsSampled(t *testing.T) {
	const copies = 40
	in := Defaults()
	in.CacheDeviceGB = 1 // read caches of 44 MB to 5.6 GB: the sample's curve moves there
	size := tracetest.RepeatBytes(copies, trace.VSCSI)
	open := func() io.Reader {
		r, err := tracetest.Repeat(copies, trace.VSCSI)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	tr, err := NewTraceRun(open(), size, in, DefaultSampleRate)
	if err != nil {
		t.Fatal(err)
	}
	var samples []uint64
	for k := 1; !tr.Step(20_000); {
		if tr.Progress() >= float64(k)/10 {
			samples = append(samples, heap())
			k++
		}
	}
	if tr.Err() != nil {
		t.Fatal(tr.Err())
	}
	for i, s := range samples[1:] {
		if s > samples[0]+8<<20 {
			t.Errorf("live heap grew from %d to %d bytes by tenth %d", samples[0], s, i+2)
		}
	}
	got := tr.Result()
	exactRun, err := NewTraceRun(open(), size, in, 0)
	if err != nil {
		t.Fatal(err)
	}
	exactRun.rp.Parallel = true
	if err := exactRun.rp.Run(); err != nil {
		t.Fatal(err)
	}
	want := exactRun.Result()
	if got.Requests != copies*tracetest.SampleRequests || got.Reads != want.Reads || got.Writes != want.Writes || got.Bytes != size {
		t.Errorf("counts: %+v, want %d requests, %d reads, %d writes, %d bytes", got, copies*tracetest.SampleRequests, want.Reads, want.Writes, size)
	}
	if got.Method != MethodShards || got.SampleRate != NewSampler(DefaultSampleRate).Rate() || got.MaxError != SampledCurveError || want.Method != MethodExact {
		t.Errorf("method %q rate %v error %v (exact: %q)", got.Method, got.SampleRate, got.MaxError, want.Method)
	}
	for i, p := range got.Curve {
		if d := math.Abs(p.LineHitRatio - want.Curve[i].LineHitRatio); d > SampledCurveError {
			t.Errorf("%v GB: line hit ratio %.4f, exact %.4f", p.CacheGB, p.LineHitRatio, want.Curve[i].LineHitRatio)
		}
		t.Logf("%6.3f GB (rate %.3f): read hit ratio %.4f exact %.4f; line %.4f exact %.4f", p.CacheGB, p.SampleRate,
			p.ReadHitRatio, want.Curve[i].ReadHitRatio, p.LineHitRatio, want.Curve[i].LineHitRatio)
	}
	for i := range samples {
		samples[i] >>= 20
	}
	t.Logf("live heap per tenth (MiB): %v", samples)
}
