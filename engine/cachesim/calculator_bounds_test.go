package cachesim

import (
	"math"
	"reflect"
	"testing"
	"time"

	"github.com/sizewise/sizewise/engine/scenario"
)

// extremes are the values every numeric input is tried with: zero, the
// smallest subnormal, tiny and huge normals, negatives, the largest float.
var extremes = []float64{0, 5e-324, 1e-320, 1e-300, 1e-200, 1e-10, -1e-300, -1, 1e-3, 1, 1e10, 1e200, 1e300, -1e300,
	math.MaxFloat64, math.SmallestNonzeroFloat64}

// numericFields are the Inputs fields that hold numbers, by JSON name.
func numericFields() map[string]int {
	out := map[string]int{}
	t := reflect.TypeFor[Inputs]()
	for i := range t.NumField() {
		switch t.Field(i).Type.Kind() {
		case reflect.Float64, reflect.Int64:
			out[scenario.JSONName(t.Field(i))] = i
		}
	}
	return out
}

// small makes a run fast: few I/Os, a small working set.
func small(in Inputs) Inputs {
	in.IOs, in.WarmupIOs, in.WorkingSetGB, in.CacheDeviceGB = 3000, 1000, 0.5, 0.5
	return in
}

// evaluate validates in as the calculator does (struct rules, then Check)
// and computes valid inputs within a time limit.
func evaluate(t *testing.T, in Inputs) (*Results, scenario.Errors) {
	t.Helper()
	if errs := scenario.Validate("inputs", &in); len(errs) > 0 {
		return nil, errs
	}
	if errs := Check(&in); len(errs) > 0 {
		return nil, errs
	}
	done := make(chan Results, 1)
	go func() { done <- Compute(in).Results.(Results) }()
	select {
	case r := <-done:
		return &r, nil
	case <-time.After(20 * time.Second):
		t.Fatalf("inputs %+v: no answer in 20 s", in)
	}
	return nil, nil
}

// checkResults: every number finite, none negative, ratios in [0, 1], and
// the recommendation within 1.2 × the largest device the curve needs.
func checkResults(t *testing.T, in Inputs, r *Results) {
	t.Helper()
	v := reflect.ValueOf(*r)
	for i := range v.NumField() {
		f := v.Field(i)
		var x float64
		switch f.Kind() {
		case reflect.Float64:
			x = f.Float()
		case reflect.Int64:
			x = float64(f.Int())
		default:
			continue
		}
		if math.IsNaN(x) || math.IsInf(x, 0) || x < 0 {
			t.Fatalf("inputs %+v: %s = %v", in, v.Type().Field(i).Name, x)
		}
	}
	for _, h := range []float64{r.ReadHitRatio, r.LineHitRatio, r.ChunkHitRatio, r.RecommendedReadHitRatio} {
		if h > 1 {
			t.Fatalf("inputs %+v: hit ratio %v", in, h)
		}
	}
	if r.RecommendedCacheGB > 1.2*max(in.CacheDeviceGB, in.WorkingSetGB/(in.ReadCachePct/100))+1 {
		t.Fatalf("inputs %+v: recommended %v GB", in, r.RecommendedCacheGB)
	}
	for _, p := range r.Curve {
		if !(p.CacheGB >= 0 && p.ReadHitRatio >= 0 && p.ReadHitRatio <= 1 && p.LineHitRatio <= 1) || math.IsInf(p.CacheGB, 0) {
			t.Fatalf("inputs %+v: curve point %+v", in, p)
		}
	}
}

// TestExtremeInputs sets each numeric input in turn to each extreme value:
// the answer is a field-level error naming that field, or finite,
// non-negative results, in bounded time. Among the regressions:
// read_cache_pct 1e-300 once never returned (1e-320 ran 6 minutes) and
// 1e-200 recommended a cache of 1.69e203 GB.
func TestExtremeInputs(t *testing.T) {
	for name, i := range numericFields() {
		for _, x := range extremes {
			in := small(Defaults())
			f := reflect.ValueOf(&in).Elem().Field(i)
			if f.Kind() == reflect.Int64 {
				if x != math.Trunc(x) || math.Abs(x) > 1e18 {
					continue // not an integer: the JSON decoder refuses it
				}
				f.SetInt(int64(x))
			} else {
				f.SetFloat(x)
			}
			r, errs := evaluate(t, in)
			if len(errs) > 0 {
				for _, e := range errs {
					if e.Field == "" {
						t.Fatalf("%s = %v: an error without a field: %v", name, x, errs)
					}
				}
				continue
			}
			checkResults(t, in, r)
		}
	}
	// The reported cases: a clear error on read_cache_pct.
	for _, x := range []float64{1e-300, 1e-320, 1e-200} {
		in := Defaults()
		in.ReadCachePct = x
		_, errs := evaluate(t, in)
		if errs.For("inputs.read_cache_pct") != "must be 1 or more" {
			t.Fatalf("read_cache_pct %v: errors %v", x, errs)
		}
	}
}

// FuzzInputs: any values of the numeric inputs give a field-level error or
// finite, non-negative results, in bounded time.
func FuzzInputs(f *testing.F) {
	f.Add(2.0, 70.0, 1024.0, 64.0, 2.0, 4.0, 70.0, 0.9, 80.0, 20.0, 90.0, 5000.0, uint8(0))
	f.Add(1e-300, 1e-320, 0.5, 0.5, 1e-200, 0.5, 5e-324, 5.0, 100.0, 1e-300, 1.0, 1e300, uint8(7))
	f.Add(100000.0, 100.0, 65536.0, 1024.0, 1e6, 65536.0, 100.0, 0.0, 0.0, 100.0, 100.0, 1e9, uint8(255))
	f.Fuzz(func(t *testing.T, dev, pct, line, chunk, ws, io, read, theta, hotIO, hotData, target, iops float64, mode uint8) {
		in := small(Defaults())
		in.CacheDeviceGB, in.ReadCachePct, in.LineKB, in.ChunkKB = dev, pct, line, chunk
		in.WorkingSetGB, in.IOSizeKB, in.ReadPct, in.ZipfTheta = ws, io, read, theta
		in.HotIOPct, in.HotDataPct, in.TargetHitRatioPct, in.FrontendIOPS = hotIO, hotData, target, iops
		in.Policy = []string{"arc", "lru", "fifo"}[mode%3]
		in.Distribution = []string{"uniform", "zipf", "hotspot"}[mode/3%3]
		in.Fill = []string{"needed", "line"}[mode/9%2]
		in.IOs, in.WarmupIOs = 2000, 500
		r, errs := evaluate(t, in)
		if len(errs) > 0 {
			for _, e := range errs {
				if e.Field == "" {
					t.Fatalf("an error without a field: %v", errs)
				}
			}
			return
		}
		checkResults(t, in, r)
	})
}
