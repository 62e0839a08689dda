package cachesim_test

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/trace"
	"github.com/sizewise/sizewise/engine/trace/tracetest"
)

// replayReader replays the trace read from r (a stream of size bytes) under
// cfg, step by step as the browser's worker does when step > 0.
func replayReader(t testing.TB, r io.Reader, size int64, cfg cachesim.ReplayConfig, step int) cachesim.Report {
	t.Helper()
	tr, err := trace.NewReader(r, trace.Auto)
	require.NoError(t, err)
	rp, err := cachesim.NewReplay(&cachesim.TraceSource{R: tr, Size: size}, cfg)
	require.NoError(t, err)
	if step > 0 {
		for !rp.Step(step) {
		}
		require.NoError(t, rp.Err())
	} else {
		rp.Parallel = true
		require.NoError(t, rp.Run())
	}
	return rp.Report()
}

func sampleBytes(t testing.TB) []byte {
	data, err := os.ReadFile(tracetest.SamplePath())
	require.NoError(t, err)
	return data
}

// TestSampleRateOneIsExact: a sampled replay's counts are exact (requests,
// reads, writes, line and chunk accesses, read I/Os), and at a rate that
// keeps every key its results are exact replay's, field for field.
func TestSampleRateOneIsExact(t *testing.T) {
	data := sampleBytes(t)
	sizes := []int64{64 << 20, 512 << 20, 4 << 30}
	for _, mode := range []cachesim.Mode{cachesim.ObjectMode, cachesim.VSANMode} {
		cfg := cachesim.ReplayConfig{Mode: mode, Policies: cache.Policies, Sizes: sizes, Geometry: cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}}
		if mode == cachesim.ObjectMode {
			cfg.Geometry = cachesim.Geometry{}
		}
		exact := replayReader(t, bytes.NewReader(data), int64(len(data)), cfg, 0)
		assert.Nil(t, exact.Sampling, "an exact report says nothing of sampling")
		// 1 − 2^−24: every key's slot is below the threshold P.
		cfg.Sample = 1 - 1.0/cachesim.SampleModulus/4
		all := replayReader(t, bytes.NewReader(data), int64(len(data)), cfg, 0)
		require.NotNil(t, all.Sampling, mode)
		assert.Equal(t, int64(cachesim.SampleModulus), all.Sampling.Threshold)
		assert.Equal(t, exact.Requests, all.Requests)
		assert.Equal(t, exact.Reads, all.Reads)
		assert.Equal(t, exact.Writes, all.Writes)
		for i := range exact.Results {
			switch e := exact.Results[i].(type) {
			case cachesim.ObjectResult:
				s := all.Results[i].(cachesim.ObjectResult)
				assert.Equal(t, 1.0, s.SampleRate)
				assert.Equal(t, sizes[i%len(sizes)], s.SimulatedCacheSize)
				s.SampleRate, s.SimulatedCacheSize = 0, 0
				assert.Equal(t, e, s, "%s %d", e.Policy, e.CacheSizeBytes)
			case cachesim.VSANResult:
				s := all.Results[i].(cachesim.VSANResult)
				assert.Equal(t, e.CacheLines, s.SimulatedCacheLines)
				s.SampleRate, s.SimulatedCacheLines = 0, 0
				assert.Equal(t, e, s, "%s %d", e.Policy, e.CacheSizeBytes)
			}
		}
		// At 1 %, the counts stay exact.
		cfg.Sample = 0.01
		one := replayReader(t, bytes.NewReader(data), int64(len(data)), cfg, 0)
		assert.Equal(t, exact.Requests, one.Requests)
		assert.Equal(t, exact.Reads, one.Reads)
		assert.Equal(t, exact.Writes, one.Writes)
		if mode == cachesim.VSANMode {
			for i := range exact.Results {
				e, s := exact.Results[i].(cachesim.VSANResult), one.Results[i].(cachesim.VSANResult)
				assert.Equal(t, e.ReadIOs, s.ReadIOs)
				assert.Equal(t, e.LineAccesses, s.LineAccesses)
				assert.Equal(t, e.ChunkAccesses, s.ChunkAccesses)
			}
		}
	}
}

// TestSampledRates: the base rate is T / 2^24; a size whose miniature
// cache would hold fewer than MinSampledUnits lines samples at the rate
// that gives it that many (up to every line), and the report says so per
// size; the report's sampling names the method.
func TestSampledRates(t *testing.T) {
	data := sampleBytes(t)
	rep := replayReader(t, bytes.NewReader(data), int64(len(data)), cachesim.ReplayConfig{Mode: cachesim.VSANMode,
		Policies: []cache.Policy{cache.ARCPolicy, cache.LRUPolicy}, Sizes: []int64{128 << 20, 1 << 30, 64 << 30},
		Geometry: cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}, Sample: 0.01}, 0)
	require.NotNil(t, rep.Sampling)
	s := rep.Sampling
	assert.Equal(t, cachesim.MethodShards, s.Method)
	assert.Equal(t, "line", s.Unit)
	assert.Equal(t, int64(167772), s.Threshold, "round(0.01 × 2^24)")
	assert.InDelta(t, 0.01, s.Rate, 1e-6)
	assert.Positive(t, s.SampledRequests)
	for i, want := range []struct {
		rate  float64
		lines int64
	}{
		{1, 128},    // 128 lines: fewer than 256 at any rate, so every line
		{0.25, 256}, // 1,024 lines at 1 % is 10; 256 / 1,024
		{float64(167772) / (1 << 24), int64(math.Round(65536 * float64(167772) / (1 << 24)))}, // 65,536 lines: 655 at 1 %
	} {
		for _, k := range []int{i, i + 3} {
			r := rep.Results[k].(cachesim.VSANResult)
			assert.InDelta(t, want.rate, r.SampleRate, 1e-6, "size %d", r.CacheSizeBytes)
			assert.Equal(t, want.lines, r.SimulatedCacheLines, "size %d", r.CacheSizeBytes)
		}
	}
	// 128 MiB is replayed exactly: the sampled result equals exact replay's.
	exact := replayReader(t, bytes.NewReader(data), int64(len(data)), cachesim.ReplayConfig{Mode: cachesim.VSANMode,
		Policies: []cache.Policy{cache.ARCPolicy}, Sizes: []int64{128 << 20}, Geometry: cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}}, 0)
	e, g := exact.Results[0].(cachesim.VSANResult), rep.Results[0].(cachesim.VSANResult)
	assert.Equal(t, e.LineMisses, g.LineMisses)
	assert.Equal(t, e.ReadIOHits, g.ReadIOHits)
	assert.Equal(t, e.HDDChunkReads, g.HDDChunkReads)

	// The JSON carries the method and each size's rate; an exact report
	// has neither.
	b, err := json.Marshal(rep)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"sampling":{"method":"shards-minisim","rate":0.009999990463256836,"modulus":16777216,"threshold":167772,"unit":"line","hash":"murmur3-fmix64"`)
	assert.Contains(t, string(b), `"sample_rate":0.25,"simulated_cache_lines":256`)
	b, err = json.Marshal(exact)
	require.NoError(t, err)
	assert.NotContains(t, string(b), "sampl")
}

// TestSampledStepEqualsRun: a sampled replay gives the same answer run as
// a parallel pipeline or step by step in any chunks (as the browser's
// worker runs it), in both modes.
func TestSampledStepEqualsRun(t *testing.T) {
	data := sampleBytes(t)
	for _, mode := range []cachesim.Mode{cachesim.ObjectMode, cachesim.VSANMode} {
		cfg := cachesim.ReplayConfig{Mode: mode, Policies: cache.Policies, Sizes: []int64{256 << 20, 2 << 30}, Sample: 0.05}
		if mode == cachesim.VSANMode {
			cfg.Geometry = cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}
		}
		run := replayReader(t, bytes.NewReader(data), int64(len(data)), cfg, 0)
		for _, step := range []int{1, 777, 1 << 20} {
			stepped := replayReader(t, bytes.NewReader(data), int64(len(data)), cfg, step)
			assert.Equal(t, run, stepped, "%s, steps of %d", mode, step)
		}
	}
}

// TestSampledOneSample: sampling keeps keys, not requests: at 1 % the
// requests of the sampled keys are about 1 % of the whole (within a few
// standard deviations of the key count), and rates outside (0, 1] are
// refused in both languages.
func TestSampledOneSample(t *testing.T) {
	data := sampleBytes(t)
	rep := replayReader(t, bytes.NewReader(data), int64(len(data)), cachesim.ReplayConfig{Mode: cachesim.ObjectMode,
		Policies: []cache.Policy{cache.LRUPolicy}, Sizes: []int64{1 << 30}, Sample: 0.1}, 0)
	frac := float64(rep.Sampling.SampledRequests) / float64(rep.Requests)
	assert.InDelta(t, 0.1, frac, 0.03, "sampled requests %d of %d", rep.Sampling.SampledRequests, rep.Requests)

	for _, bad := range []float64{0, -0.5, 1.5, math.NaN(), math.Inf(1)} {
		if bad == 0 {
			continue // 0 means exact
		}
		_, err := cachesim.NewReplay(nil, cachesim.ReplayConfig{Mode: cachesim.ObjectMode, Policies: []cache.Policy{cache.LRUPolicy},
			Sizes: []int64{1}, Sample: bad})
		var e *cachesim.Error
		require.ErrorAs(t, err, &e, "%v", bad)
		assert.Equal(t, cachesim.FieldSample, e.Field)
		assert.Contains(t, e.In(msg.EN), "is not above 0 and at most 1")
		assert.Contains(t, e.In(msg.RU), "должна быть больше 0 и не больше 1")
	}
}

// TestWorkBudgetCountsEveryCache: the work budget of a vSAN-mode replay
// counts a line access once per cache size that replays it, so that 64
// sizes do not do 64 times the work one size may (issue 32 item 8: 64 MB
// of 32 MiB reads over 4 KiB lines at 64 sizes ran past 120 s, the budget
// being per line access; this 32 KB file did 4.26 M line accesses at each
// of the 64 sizes, 272 M cache accesses, before it stopped). The replay
// stops with the budget's message within a batch of the budget; a sampled
// replay counts what it replays (and each line it hashes once).
func TestWorkBudgetCountsEveryCache(t *testing.T) {
	var data []byte
	for i := range uint64(1000) {
		data = trace.AppendVSCSI(data, 1, trace.Request{Cmd: 0x28, LBN: i * 65536, Size: 32 << 20})
	}
	sizes := make([]int64, 64)
	for i := range sizes {
		sizes[i] = int64(i+1) << 20
	}
	cfg := cachesim.ReplayConfig{Mode: cachesim.VSANMode, Policies: []cache.Policy{cache.FIFOPolicy}, Sizes: sizes,
		Geometry: cachesim.Geometry{Line: 4 << 10, Chunk: 4 << 10}}
	budget := int64(cachesim.WorkBudgetPerByte)*int64(len(data)) + cachesim.WorkBudgetBase
	for _, rate := range []float64{0, 0.01} {
		cfg.Sample = rate
		tr, err := trace.NewReader(bytes.NewReader(data), trace.VSCSI)
		require.NoError(t, err)
		rp, err := cachesim.NewReplay(&cachesim.TraceSource{R: tr, Size: int64(len(data))}, cfg)
		require.NoError(t, err)
		rp.Parallel = true
		start := time.Now()
		err = rp.Run()
		t.Logf("rate %v: %v", rate, time.Since(start))
		// Sampled at 1 %, the 1 MiB size (256 lines of 4 KiB) still needs
		// every line: the budget stops it the same way.
		var e *cachesim.Error
		require.ErrorAs(t, err, &e, "rate %v", rate)
		assert.Equal(t, "cache-sim.replay.work-budget", e.Code())
		assert.Regexp(t, `^by record \d+ the reads have made \d+ cache accesses \(line accesses of 4 KiB replayed at 64 cache sizes\), more than the 67620864 a replay of this trace may make \(16 per byte of the file, plus 67108864\): use larger lines, fewer sizes or a sampled replay$`, e.Error())
		assert.Contains(t, e.In(msg.RU), "воспроизведённые для 64 размеров кэша")
		var cacheAccesses int64
		for _, x := range rp.Report().Results {
			cacheAccesses += x.(cachesim.VSANResult).LineAccesses
		}
		if rate == 0 {
			// Every size replays every line access: at most the budget and
			// one batch of line accesses at every size.
			assert.LessOrEqual(t, cacheAccesses, budget+int64(cachesim.MaxBatchLines)*64, "cache accesses")
			assert.Greater(t, cacheAccesses, budget-int64(cachesim.MaxBatchLines)*64)
		}
	}
}

// TestSamplerNested: a key kept at one rate is kept at every higher rate
// (sizes that sample more see a superset of the keys), the rate is T /
// 2^24 with T rounded from the rate given, and about that share of keys
// is kept (uniformly: consecutive keys, as LBNs are, included).
func TestSamplerNested(t *testing.T) {
	rates := []float64{1e-6, 0.001, 0.01, 0.0625, 0.25, 0.5, 1}
	for _, r := range rates {
		s := cachesim.NewSampler(r)
		assert.InDelta(t, r, s.Rate(), 1.0/cachesim.SampleModulus, "rate %v", r)
	}
	assert.True(t, cachesim.NewSampler(1).All())
	assert.Equal(t, uint32(1), cachesim.NewSampler(1e-12).T, "at least one slot")
	const keys = 1 << 20
	kept := make([]int, len(rates))
	for k := uint64(0); k < keys; k++ {
		prev := false
		for i, r := range rates {
			in := cachesim.NewSampler(r).Keep(k)
			if prev && !in {
				t.Fatalf("key %d kept at rate %v but not at %v", k, rates[i-1], r)
			}
			prev = in
			if in {
				kept[i]++
			}
		}
	}
	for i, r := range rates[1:] {
		got := float64(kept[i+1]) / keys
		sd := math.Sqrt(r * (1 - r) / keys)
		assert.InDelta(t, r, got, 5*sd+1e-9, "share kept at %v", r)
	}
}

// FuzzExplainTraceResults: results read back from a plan (any bytes) are
// explained or refused, never a panic, and what is explained is bounded: a
// file name of at most MaxTraceFileName characters, a curve of at most
// MaxTraceCurve points.
func FuzzExplainTraceResults(f *testing.F) {
	in := cachesim.Defaults()
	good, _ := json.Marshal(cachesim.TraceResults(in, "a.vscsi", cachesim.TraceResult{Format: "vscsi", Reads: 10, Writes: 5, Requests: 15,
		ReadHitRatio: 0.5, Curve: []cachesim.TracePoint{{CacheGB: 1, ReadHitRatio: 0.5}, {CacheGB: 2, ReadHitRatio: 0.6}}}))
	f.Add(good)
	f.Add([]byte(`{"read_hit_ratio":0.5,"curve":[],"trace":{"file":"` + strings.Repeat("é", 400) + `","method":"shards-minisim","sample_rate":0.01}}`))
	f.Add([]byte(`{"trace":null}`))
	f.Add([]byte(`{"read_hit_ratio":-1,"trace":{}}`))
	c, _ := calc.Lookup(cachesim.ID)
	raw, _ := json.Marshal(in)
	inputs, _, _ := c.Resolve(raw, calc.Strict)
	f.Fuzz(func(t *testing.T, results []byte) {
		ev, errs := inputs.Explain(results)
		if len(errs) > 0 {
			return
		}
		res := ev.Results.(cachesim.Results)
		if len(res.Curve) > cachesim.MaxTraceCurve {
			t.Errorf("%d curve points explained", len(res.Curve))
		}
		if res.Trace != nil && len([]rune(res.Trace.File)) > cachesim.MaxTraceFileName {
			t.Errorf("a file name of %d characters", len([]rune(res.Trace.File)))
		}
		ev.Document(msg.RU)
		ev.Drawing(msg.EN)
	})
}
