package cachesim_test

import (
	"encoding/json"
	"fmt"
	"github.com/sizewise/sizewise/engine/msg"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/units"
)

func eval(t *testing.T, inputs string) (*calc.Evaluation, cachesim.Results) {
	t.Helper()
	c, ok := calc.Lookup(cachesim.ID)
	require.True(t, ok)
	ev, errs := c.Evaluate(json.RawMessage(inputs))
	require.Empty(t, errs, "inputs %s", inputs)
	return ev, ev.Results.(cachesim.Results)
}

func finite(t *testing.T, r cachesim.Results) {
	t.Helper()
	vals := []float64{r.ReadHitRatio, r.ReadCacheGB, r.HDDChunkReadsPerRead, r.HDDReadIOPS, r.RecommendedCacheGB,
		r.RecommendedReadHitRatio, r.RecommendedHDDReadIOPS}
	for _, p := range r.Curve {
		vals = append(vals, p.CacheGB, p.ReadCacheGB, p.ReadHitRatio)
	}
	if !units.Finite(vals...) {
		t.Fatalf("non-finite result %+v", r)
	}
	for _, h := range []float64{r.ReadHitRatio, r.RecommendedReadHitRatio} {
		if h < 0 || h > 1 {
			t.Fatalf("hit ratio %v outside [0, 1]", h)
		}
	}
}

// TestModelConstants: the numbers of the vSAN caching overview.
func TestModelConstants(t *testing.T) {
	d := cachesim.Defaults()
	// VMware, "An overview of VMware Virtual SAN caching algorithms", as
	// VM Guru summarises it.
	assert.Equal(t, 70.0, d.ReadCachePct) // "По умолчанию для этих целей используется 70% емкости SSD"
	assert.Equal(t, 1024.0, d.LineKB)     // "cache lines емкостью 1 МБ"; docs/contract.md: line_kb (1024)
	assert.Equal(t, 64.0, d.ChunkKB)      // "разбивается на чанки размером 64 КБ"; docs/contract.md: chunk_kb (64)
	assert.Equal(t, "arc", d.Policy)      // "Adaptive Replacement Cache (ARC)"
	// Hogan and Epping, "Essential Virtual SAN": "The goal is to have a
	// minimum read cache hit rate of 90%".
	assert.Equal(t, 90.0, d.TargetHitRatioPct)
}

func TestDefaults(t *testing.T) {
	ev, r := eval(t, `{}`)
	finite(t, r)
	// Read cache = 2 GB × 70 % = 1.4 GB; lines = floor(1.4e9 / 1,048,576) =
	// 1,335 (line_kb is binary: 1,024 KiB = 1 MiB).
	assert.Equal(t, 1.4, r.ReadCacheGB)
	assert.Equal(t, int64(1_335), r.CacheLines)
	// Working set 2e9 / 1,048,576 = 1,907.3 → 1,908 lines.
	assert.Equal(t, int64(1_908), r.WorkingSetLines)
	// 200,000 measured I/Os at 70 % reads: 139,832 reads of 4,000 bytes
	// (io_size_kb is decimal) at multiples of 4,000 bytes, so a few straddle
	// a 1 MiB line (1,048,576 is not a multiple of 4,000) or a 64 KiB chunk.
	assert.Equal(t, int64(139_832), r.ReadIOs)
	assert.Equal(t, int64(140_296), r.LineAccesses)
	assert.Equal(t, int64(147_577), r.ChunkAccesses)
	assert.Equal(t, int64(200_000), r.ReadIOs+r.WriteIOs)
	// ARC finds the line resident for 79 % of the accesses, but a read is
	// served from the SSD only when its chunks are valid too: 43.9 %.
	assert.Equal(t, int64(29_347), r.LineMisses)
	assert.InDelta(t, 1-29_347.0/140_296, r.LineHitRatio, 1e-15)
	assert.Equal(t, int64(61_362), r.ReadIOHits)
	assert.InDelta(t, 61_362.0/139_832, r.ReadHitRatio, 1e-15)
	// Fill "needed": every chunk miss is one HDD chunk read.
	assert.Equal(t, int64(82_712), r.ChunkMisses)
	assert.Equal(t, r.ChunkMisses, r.HDDChunkReads)
	assert.InDelta(t, 1-82_712.0/147_577, r.ChunkHitRatio, 1e-15)
	// HDD read IOPS = 5,000 × 70 % × chunk reads per read.
	assert.InDelta(t, 5000*0.7*float64(r.HDDChunkReads)/float64(r.ReadIOs), r.HDDReadIOPS, 1e-6)
	// The example sits below the target and the recommendation is larger.
	assert.True(t, r.TargetReached)
	assert.Less(t, r.ReadHitRatio, 0.9)
	assert.Greater(t, r.RecommendedCacheGB, 2.0)
	assert.GreaterOrEqual(t, r.RecommendedReadHitRatio, 0.9)
	assert.Less(t, r.RecommendedHDDReadIOPS, r.HDDReadIOPS)
	assert.NotEmpty(t, ev.Document(msg.EN).Warnings)
	assert.Contains(t, ev.Document(msg.EN).Warnings[0], "below the 90 % target")
	assert.Len(t, ev.Document(msg.EN).Sources, len(cachesim.Sources))
	// Chart: the curve against device size with the chosen size marked.
	c := ev.Drawing(msg.EN)
	require.NotNil(t, c)
	assert.Equal(t, chart.Line, c.Kind)
	require.NotNil(t, c.Marker)
	assert.Equal(t, 2.0, c.Marker.X)
	assert.InDelta(t, 100*r.ReadHitRatio, c.Marker.Y, 1e-9)
	assert.Equal(t, 90.0, c.Rules[0].Value)
	pts := c.Series[0].Points
	require.Len(t, pts, len(r.Curve))
	assert.True(t, slices.IsSortedFunc(pts, func(a, b chart.Point) int { return int(math.Copysign(1, a.X-b.X)) }))
	var onCurve bool
	for _, p := range r.Curve {
		if p.CacheGB == 2 {
			onCurve = true
			assert.Equal(t, r.ReadHitRatio, p.ReadHitRatio)
		}
	}
	assert.True(t, onCurve, "the chosen size is a point of the curve")
}

// TestLRUCurveIsMonotoneAndExact: for LRU the curve comes from one pass of
// stack distances with chunk thresholds; it never decreases, and the
// recommendation is the exact smallest size (one line fewer misses the
// target).
func TestLRUCurveIsMonotoneAndExact(t *testing.T) {
	in := `{"policy":"lru","ios":50000,"warmup_ios":50000,"working_set_gb":1,"cache_device_gb":1}`
	_, r := eval(t, in)
	finite(t, r)
	for i := 1; i < len(r.Curve); i++ {
		assert.GreaterOrEqual(t, r.Curve[i].ReadHitRatio, r.Curve[i-1].ReadHitRatio, "curve point %d", i)
		assert.GreaterOrEqual(t, r.Curve[i].LineHitRatio, r.Curve[i-1].LineHitRatio, "curve point %d", i)
		assert.LessOrEqual(t, r.Curve[i].HDDChunkReads, r.Curve[i-1].HDDChunkReads, "curve point %d", i)
	}
	require.True(t, r.TargetReached)
	lines := int64(math.Floor(r.RecommendedCacheGB * 1e9 * 0.7 / 1_048_576))
	below := r.RecommendedCacheGB * float64(lines-1) / float64(lines)
	_, rb := eval(t, strings.Replace(in, `"cache_device_gb":1`, fmt.Sprintf(`"cache_device_gb":%v`, below), 1))
	assert.Less(t, rb.ReadHitRatio, 0.9, "one line less than the recommendation")
	_, ra := eval(t, strings.Replace(in, `"cache_device_gb":1`, fmt.Sprintf(`"cache_device_gb":%v`, r.RecommendedCacheGB), 1))
	assert.GreaterOrEqual(t, ra.ReadHitRatio, 0.9, "at the recommendation")
	assert.Equal(t, r.RecommendedReadHitRatio, ra.ReadHitRatio)
}

// TestUniformWorkload: uniform popularity gives a line hit ratio ≈
// read-cache lines / working-set lines once warm, for every policy; reads
// served from the SSD are fewer (their chunks must be valid too).
func TestUniformWorkload(t *testing.T) {
	for _, p := range []string{"arc", "lru", "fifo"} {
		in := fmt.Sprintf(`{"policy":%q,"distribution":"uniform","working_set_gb":2,"cache_device_gb":1,"ios":100000,"warmup_ios":100000,"io_size_kb":64}`, p)
		_, r := eval(t, in)
		finite(t, r)
		want := float64(r.CacheLines) / float64(r.WorkingSetLines) // 667 / 1908
		assert.InDelta(t, want, r.LineHitRatio, 0.015, p)
		assert.Less(t, r.ReadHitRatio, r.LineHitRatio, p)
		assert.Equal(t, r.ChunkMisses, r.HDDChunkReads, p)
	}
}

func TestNoReadsAndTinyCache(t *testing.T) {
	ev, r := eval(t, `{"read_pct":0,"ios":1000,"warmup_ios":0}`)
	finite(t, r)
	assert.Equal(t, int64(0), r.ReadIOs)
	assert.Equal(t, 0.0, r.ReadHitRatio)
	assert.False(t, r.TargetReached)
	assert.Contains(t, strings.Join(ev.Document(msg.EN).Warnings, "\n"), "no reads")

	// A read cache smaller than one line (it could only miss) is refused.
	c, _ := calc.Lookup(cachesim.ID)
	_, errs := c.Evaluate(json.RawMessage(`{"cache_device_gb":0.001}`))
	assert.Equal(t, "gives a read cache of 700,000 bytes (70 % of 0.001 GB), less than one 1,024 KiB line (1,048,576 bytes): raise cache_device_gb or read_cache_pct",
		errs.For("inputs.cache_device_gb"))
}

// TestCheckMessages: every problem Check and the rules report, as a reader
// sees it (fields named by their labels) in English, with its code.
func TestCheckMessages(t *testing.T) {
	c, _ := calc.Lookup(cachesim.ID)
	tests := []struct{ name, inputs, field, code, msg string }{
		{"chunk above line", `{"chunk_kb":2048}`, "inputs.chunk_kb", "cache-sim.err.chunk-above-line", "must not exceed “Cache line” (1,024 KiB): a chunk is part of a line"},
		{"io above working set", `{"io_size_kb":4096,"working_set_gb":0.001}`, "inputs.io_size_kb", "cache-sim.err.io-above-working-set", "must not exceed the working set (0.001 GB)"},
		{"chunks per line", `{"chunk_kb":8}`, "inputs.chunk_kb", "cache-sim.err.chunks-per-line", "must be at least “Cache line” / 64 (16 KiB): a line has at most 64 chunks"},
		{"too much work", `{"ios":5000000,"warmup_ios":5000000,"read_pct":100,"io_size_kb":2048}`, "inputs.ios", "cache-sim.err.too-much-work",
			"with “Warm-up I/Os” and ARC at 23 sizes, 10,000,000 I/Os make 700,000,000 units of work, more than the 60,000,000 a calculation may do; lower “Measured I/Os”, “Warm-up I/Os” or “I/O size”, raise “Cache line”, or use LRU (one pass for every size)"},
		// 10 M I/Os over 1,000 GB took 9.8 s and 453 MB natively when the
		// one-pass LRU was priced like one simulated size (lruPassWeight).
		{"too much work for LRU", `{"ios":5000000,"warmup_ios":5000000,"read_pct":100,"policy":"lru","distribution":"uniform","working_set_gb":1000}`, "inputs.ios", "cache-sim.err.too-much-work-lru",
			"with “Warm-up I/Os”, 10,000,000 I/Os over up to 953,675 cache lines make 240,735,000 units of work for the one-pass LRU (each access weighs more the more lines it tracks), more than the 60,000,000 a calculation may do; lower “Measured I/Os”, “Warm-up I/Os”, “I/O size” or “Working set”"},
		{"too many lines", `{"working_set_gb":5000,"ios":2000000,"warmup_ios":1000000,"policy":"lru","io_size_kb":4096}`, "inputs.working_set_gb", "cache-sim.err.too-many-lines",
			"spans 4,768,372 cache lines and the run can touch 4,768,372 of them, more than a calculation tracks (1,000,000 lines, or 16,777,216 lines × chunks); lower “Working set” or “Measured I/Os”, or raise “Cache line” or “HDD read chunk”"},
		{"read cache below a line", `{"cache_device_gb":0.001,"read_cache_pct":1}`, "inputs.cache_device_gb", "cache-sim.err.read-cache-below-line",
			"gives a read cache of 10,000 bytes (1 % of 0.001 GB), less than one 1,024 KiB line (1,048,576 bytes): raise “Cache device per disk group” or “Read cache share”"},
		{"extreme read cache share", `{"read_cache_pct":1e-300}`, "inputs.read_cache_pct", "value.gte", "must be 1 or more"},
		{"fill", `{"fill":"half"}`, "inputs.fill", "", "must be one of: needed, line"},
		{"policy", `{"policy":"mru"}`, "inputs.policy", "", "must be one of: arc, lru, fifo"},
		{"distribution", `{"distribution":"pareto"}`, "inputs.distribution", "", "must be one of: uniform, zipf, hotspot"},
		{"zero cache", `{"cache_device_gb":0}`, "inputs.cache_device_gb", "value.gte", "must be 0.001 or more"},
		{"pct", `{"read_cache_pct":101}`, "inputs.read_cache_pct", "value.lte", "must be 100 or less"},
		{"ios fraction", `{"ios":1.5}`, "inputs.ios", "", "must be a whole number"},
		{"typo", `{"working_set":5}`, "inputs.working_set", "", `unknown field "working_set"; did you mean "working_set_gb"?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			var got []string
			for _, e := range errs {
				if e.Field == tt.field {
					got = append(got, e.In(msg.EN, c.Meta()))
					if tt.code != "" {
						assert.Equal(t, tt.code, e.Code())
					}
				}
			}
			assert.Equal(t, []string{tt.msg}, got, "errors: %v", errs)
		})
	}
}

// TestRussianTexts: the problems and warnings in Russian, with their word
// forms agreeing with the numbers and fields named by their labels.
func TestRussianTexts(t *testing.T) {
	c, _ := calc.Lookup(cachesim.ID)
	errsRU := []struct{ name, inputs, field, want string }{
		{"chunk above line", `{"chunk_kb":2048}`, "inputs.chunk_kb", "не должно превышать «Строка кэша (cache line)» (1 024 КиБ): чанк — часть строки кэша"},
		{"read cache below a line", `{"cache_device_gb":0.001,"read_cache_pct":1}`, "inputs.cache_device_gb",
			"даёт кэш на чтение 10 000 байт (1 % от 0,001 ГБ) — меньше одной строки 1 024 КиБ (1 048 576 байт): увеличьте «Кэширующее устройство на дисковую группу» или «Доля кэша на чтение»"},
		{"too many lines", `{"working_set_gb":5000,"ios":2000000,"warmup_ios":1000000,"policy":"lru","io_size_kb":4096}`, "inputs.working_set_gb",
			"занимает 4 768 372 строки кэша, и прогон может затронуть 4 768 372 из них — больше, чем отслеживает один расчёт (1 000 000 строк или 16 777 216 строк × чанков); уменьшите «Рабочий набор» или «Измеряемые операции» либо увеличьте «Строка кэша (cache line)» или «Чанк чтения с HDD»"},
	}
	for _, tt := range errsRU {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			require.NotEmpty(t, errs)
			assert.Equal(t, tt.want, spaces(errs[0].In(msg.RU, c.Meta())))
		})
	}
	warnRU := []struct{ name, inputs, want string }{
		{"below the target", `{}`, "Кэширующее устройство 2 ГБ даёт 43,88 % попаданий при чтении — ниже цели 90 %: нужно около 2,85 ГБ."},
		{"no reads", `{"read_pct":0,"ios":2000,"warmup_ios":0}`, "В нагрузке нет чтения («Доля чтения» равно 0 или слишком мало операций): кэшу на чтение нечего делать, доля попаданий равна 0."},
		{"first touches", `{"cache_device_gb":0.002,"ios":2000,"warmup_ios":0}`,
			"835 из 1 409 промахов по строкам — первые обращения к строке, которых долго работающий кэш не увидел бы: увеличьте «Операции прогрева» (или «Измеряемые операции»), чтобы получить установившийся результат."},
		{"no size reaches", `{"target_hit_ratio_pct":100,"ios":20000,"warmup_ios":0}`,
			"Ни один из смоделированных размеров не даёт 100 % попаданий при чтении в этом прогоне: даже кэш, вмещающий все затронутые строки, промахивается при первом чтении каждой строки и чанка. Снизьте цель или удлините прогон."},
		{"not ARC", `{"policy":"lru","ios":20000,"warmup_ios":20000}`, "vSAN вытесняет строки кэша на чтение по ARC; LRU показан для сравнения."},
		{"short chunk", `{"chunk_kb":100,"ios":2000,"warmup_ios":2000}`, "Строки по 1 024 КиБ не делятся на целое число чанков по 100 КиБ: последний чанк каждой строки неполный."},
	}
	for _, tt := range warnRU {
		t.Run(tt.name, func(t *testing.T) {
			ev, _ := eval(t, tt.inputs)
			var got []string
			for _, w := range ev.Document(msg.RU).Warnings {
				got = append(got, spaces(w))
			}
			assert.Contains(t, got, tt.want)
		})
	}
}

// spaces writes Russian numbers' no-break group separators as spaces.
func spaces(s string) string { return strings.ReplaceAll(s, msg.GroupSep, " ") }

// TestNoSizeReachesTheTarget: when no size simulated reaches the target,
// the recommendation is 0 and reads as such, never as "0 GB", in both
// languages, and a warning says why.
func TestNoSizeReachesTheTarget(t *testing.T) {
	ev, r := eval(t, `{"target_hit_ratio_pct":100,"ios":20000,"warmup_ios":0}`)
	assert.False(t, r.TargetReached)
	assert.Equal(t, 0.0, r.RecommendedCacheGB)
	o, ok := ev.Meta().Output("recommended_cache_gb")
	require.True(t, ok)
	assert.Equal(t, "none of the sizes simulated reaches the target", o.Values["0"].In(msg.EN))
	assert.Equal(t, "ни один из смоделированных размеров не достигает цели", o.Values["0"].In(msg.RU))
	for _, s := range ev.Steps {
		assert.NotEqual(t, "cache-sim.step.recommend", s.Label.Code(), "no step recommends a size")
	}
	var codes []string
	for _, w := range ev.Warnings {
		codes = append(codes, w.Code())
	}
	assert.Contains(t, codes, "cache-sim.warn.no-target")
}

// TestExplainIsCompute: the steps, warnings, sources and chart are a
// function of the inputs and the results alone, so results a Web Worker
// computed are explained exactly as the page would have computed them.
func TestExplainIsCompute(t *testing.T) {
	for _, in := range []string{`{"ios":20000,"warmup_ios":20000}`, `{"policy":"lru","fill":"line","ios":20000,"warmup_ios":0}`,
		`{"policy":"fifo","distribution":"hotspot","chunk_kb":100,"ios":5000,"warmup_ios":0}`, `{"read_pct":0,"ios":2000,"warmup_ios":0}`,
		`{"target_hit_ratio_pct":100,"ios":20000,"warmup_ios":0}`} {
		var inputs cachesim.Inputs
		c, _ := calc.Lookup(cachesim.ID)
		resolved, errs, ok := c.Resolve(json.RawMessage(in), calc.Strict)
		require.True(t, ok, "%s: %v", in, errs)
		inputs = resolved.Value().(cachesim.Inputs)
		want := cachesim.Compute(inputs)
		b, err := json.Marshal(want.Results)
		require.NoError(t, err)
		var res cachesim.Results
		require.NoError(t, json.Unmarshal(b, &res))
		assert.Equal(t, want, cachesim.Explain(inputs, res), in)
	}
}

// TestRunChunkedEqualsCompute: the UI path (Step in small chunks, as WASM
// does) gives exactly Compute's answer, with Progress rising to 1.
func TestRunChunkedEqualsCompute(t *testing.T) {
	for _, policy := range []string{"arc", "lru"} {
		in := cachesim.Defaults()
		in.Policy = policy
		in.IOs, in.WarmupIOs = 30_000, 10_000
		want := cachesim.Compute(in)
		r := cachesim.NewRun(in)
		prev, steps := 0.0, 0
		for !r.Step(5_000) {
			p := r.Progress()
			require.GreaterOrEqual(t, p, prev)
			require.Less(t, p, 1.0)
			prev = p
			steps++
		}
		assert.Equal(t, 1.0, r.Progress())
		assert.Greater(t, steps, 10)
		got := r.Outcome()
		assert.Equal(t, want.Results, got.Results, policy)
		assert.Equal(t, want.Steps, got.Steps, policy)
	}
}

func FuzzEvaluate(f *testing.F) {
	f.Add(`{}`)
	f.Add(`{"policy":"lru","distribution":"uniform","ios":1000}`)
	f.Add(`{"distribution":"hotspot","hot_io_pct":100,"hot_data_pct":0.0001,"ios":500,"warmup_ios":0}`)
	f.Add(`{"line_kb":0.5,"chunk_kb":0.5,"io_size_kb":65536,"working_set_gb":0.07,"ios":10}`)
	f.Add(`{"cache_device_gb":100000,"working_set_gb":1000000,"zipf_theta":5,"ios":100,"warmup_ios":0}`)
	f.Add(`{"read_pct":0,"frontend_iops":1e9,"target_hit_ratio_pct":100}`)
	c, _ := calc.Lookup(cachesim.ID)
	f.Fuzz(func(t *testing.T, s string) {
		var probe struct {
			IOs    *float64 `json:"ios"`
			Warmup *float64 `json:"warmup_ios"`
		}
		if json.Unmarshal([]byte(s), &probe) != nil || probe.IOs == nil || *probe.IOs > 20_000 || probe.Warmup == nil || *probe.Warmup > 20_000 {
			// Keep each run short: the defaults' 400,000 I/Os are too slow to
			// fuzz; validation is still exercised by Evaluate below when the
			// document is invalid.
			if _, errs := c.Evaluate(json.RawMessage(s)); len(errs) == 0 {
				t.Skip("long run")
			}
			return
		}
		ev, errs := c.Evaluate(json.RawMessage(s))
		if len(errs) > 0 {
			for _, e := range errs {
				if e.Field == "" || e.Message() == "" {
					t.Fatalf("error without field or message: %+v", e)
				}
			}
			return
		}
		r := ev.Results.(cachesim.Results)
		finite(t, r)
		if r.LineMisses > r.LineAccesses || r.ColdMisses > r.LineMisses || r.HDDChunkReads < r.LineMisses {
			t.Fatalf("inconsistent counters %+v", r)
		}
	})
}

func Example() {
	c, _ := calc.Lookup(cachesim.ID)
	ev, _ := c.Evaluate(json.RawMessage(`{"distribution": "uniform", "working_set_gb": 2, "cache_device_gb": 1,
		"io_size_kb": 64, "ios": 100000, "warmup_ios": 100000, "policy": "lru"}`))
	for _, s := range ev.Document(msg.EN).Steps[:3] {
		fmt.Printf("%s: %s = %v %s\n", s.Label, s.Formula, s.Value, s.Unit)
	}
	// Output:
	// Read cache: 1 GB cache device × 70 % = 0.7 GB
	// Read-cache lines: floor(0.7 GB / 1,024 KiB line) = 667 lines
	// Working set in lines: ceil(2 GB / 1,024 KiB line) = 1908 lines
}

// BenchmarkComputeDefaults is `sizewise eval {"calculator":"cache-sim"}`'s
// work: the default workload (400,000 I/Os) through ARC at 17 sizes plus the
// refinement.
func BenchmarkComputeDefaults(b *testing.B) {
	in := cachesim.Defaults()
	for b.Loop() {
		cachesim.Compute(in)
	}
}

// The calculator offers exactly the policies the cache package simulates,
// each with a label: adding one to the input's choices and not to
// cache.Policies (or the reverse) fails here, not in a long sweep.
func TestPolicyChoicesArePolicies(t *testing.T) {
	c, _ := calc.Lookup(cachesim.ID)
	f, ok := c.Meta().Field("policy")
	require.True(t, ok)
	var want []string
	for _, p := range cache.Policies {
		want = append(want, string(p))
	}
	assert.ElementsMatch(t, want, f.Values())
	for _, ch := range f.Choices {
		assert.NotEmpty(t, ch.Label.EN, "policy %s has no label", ch.Value)
		assert.NotEmpty(t, ch.Label.In(msg.RU), "policy %s has no Russian label", ch.Value)
	}
}
