package cachesim_test

import (
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/trace"
	"github.com/sizewise/sizewise/engine/trace/tracetest"
)

// accuracyTrace is a trace with an exact answer to compare a sampled one
// against: its name, a way to open it (again) and the sizes of its curve.
type accuracyTrace struct {
	name  string
	open  func() io.Reader
	bytes int64
	// sizes of the curve in each mode: 20, log-spaced over the range where
	// the trace's curve moves.
	object, vsan []int64
}

// logSizes is n sizes from lo to hi, log-spaced, rounded to whole KiB.
func logSizes(lo, hi int64, n int) []int64 {
	out := make([]int64, n)
	for i := range n {
		x := math.Exp(math.Log(float64(lo)) + float64(i)*(math.Log(float64(hi))-math.Log(float64(lo)))/float64(n-1))
		out[i] = int64(math.Round(x/1024)) * 1024
	}
	return out
}

// repeatedSample is the sample trace repeated copies times (tracetest.Repeat,
// vSCSI): one copy's reads touch 1,989 lines of 1 MiB and 48,974 objects
// (2.03 GB), so its curve moves between 16 MiB and 4 GiB.
func repeatedSample(copies int) accuracyTrace {
	return accuracyTrace{
		name: fmt.Sprintf("sample x%d", copies),
		open: func() io.Reader {
			r, err := tracetest.Repeat(copies, trace.VSCSI)
			if err != nil {
				panic(err)
			}
			return r
		},
		bytes:  tracetest.RepeatBytes(copies, trace.VSCSI),
		object: logSizes(16<<20, 4<<30, 20),
		vsan:   logSizes(16<<20, 4<<30, 20),
	}
}

// zipfTrace is a synthetic Zipf trace (θ 0.9, 4 KiB I/Os, 70 % reads) of
// ios requests over a working set of ws bytes.
func zipfTrace(ios, ws int64) accuracyTrace {
	w := cachesim.Workload{WorkingSet: ws, IOSize: 4096, ReadPct: 70, Distribution: cachesim.Zipf, ZipfTheta: 0.9, IOs: ios, Seed: 7}
	return accuracyTrace{
		name:   fmt.Sprintf("zipf 0.9 %d over %d GiB", ios, ws>>30),
		open:   func() io.Reader { return cachesim.WorkloadTrace(w) },
		bytes:  ios * 32,
		object: logSizes(ws/1024, ws, 20),
		vsan:   logSizes(ws/1024, ws, 20),
	}
}

// replayCurve replays tr in mode under p at its sizes (sampled at rate when
// rate < 1) and returns the report.
func replayCurve(t testing.TB, tr accuracyTrace, mode cachesim.Mode, p cache.Policy, rate float64) cachesim.Report {
	r, err := trace.NewReader(tr.open(), trace.VSCSI)
	if err != nil {
		t.Fatal(err)
	}
	cfg := cachesim.ReplayConfig{Mode: mode, Policies: []cache.Policy{p}, Sizes: tr.object, MeanSize: r.HeadMeanSize()}
	if mode == cachesim.VSANMode {
		cfg.Sizes, cfg.Geometry = tr.vsan, cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}
	}
	if rate < 1 {
		cfg.Sample = rate
	}
	rp, err := cachesim.NewReplay(&cachesim.TraceSource{R: r, Size: tr.bytes}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	rp.Parallel = true
	if err := rp.Run(); err != nil {
		t.Fatal(err)
	}
	return rp.Report()
}

// missRatios are a report's miss ratios: 1 − hit_ratio in object mode;
// in vSAN mode 1 − read_hit_ratio (per line access) and, second, 1 −
// read_io_hit_ratio (per read I/O, the page's headline).
func missRatios(rep cachesim.Report) (first, second []float64) {
	for _, x := range rep.Results {
		switch v := x.(type) {
		case cachesim.ObjectResult:
			first = append(first, 1-v.HitRatio)
		case cachesim.VSANResult:
			first = append(first, 1-v.ReadHitRatio)
			second = append(second, 1-v.ReadIOHitRatio)
		}
	}
	return first, second
}

// curveError is the mean and largest absolute difference of two curves.
func curveError(a, b []float64) (mean, maxErr float64, at int) {
	for i := range a {
		d := math.Abs(a[i] - b[i])
		mean += d / float64(len(a))
		if d > maxErr {
			maxErr, at = d, i
		}
	}
	return mean, maxErr, at
}

// envInt is an integer from the environment, or def.
func envInt(name string, def int64) int64 {
	if v, err := strconv.ParseInt(os.Getenv(name), 10, 64); err == nil {
		return v
	}
	return def
}

// TestSampledAccuracy: at 1 % sampling the sampled curve's miss ratio is
// within 0.01 of exact replay's at every one of 20 sizes, for LRU, FIFO
// and ARC, in object and vSAN mode, on the sample trace repeated and on a
// synthetic Zipf trace (scaled down here; BenchmarkSampledAccuracy runs
// 100 M requests).
func TestSampledAccuracy(t *testing.T) {
	if os.Getenv("SIZEWISE_SAMPLE_ACCURACY") == "" {
		t.Skip("set SIZEWISE_SAMPLE_ACCURACY=1: exact replays of a few million requests")
	}
	copies := int(envInt("SIZEWISE_SAMPLE_COPIES", 20))
	zipfIOs := envInt("SIZEWISE_SAMPLE_ZIPF", 2_000_000)
	rate := 0.01
	if v, err := strconv.ParseFloat(os.Getenv("SIZEWISE_SAMPLE_RATE"), 64); err == nil {
		rate = v
	}
	for _, tr := range []accuracyTrace{repeatedSample(copies), zipfTrace(zipfIOs, 8<<30)} {
		for _, mode := range []cachesim.Mode{cachesim.ObjectMode, cachesim.VSANMode} {
			for _, p := range cache.Policies {
				t.Run(fmt.Sprintf("%s/%s/%s", tr.name, mode, p), func(t *testing.T) {
					exact := replayCurve(t, tr, mode, p, 1)
					sampled := replayCurve(t, tr, mode, p, rate)
					if sampled.Requests != exact.Requests || sampled.Reads != exact.Reads || sampled.Writes != exact.Writes {
						t.Errorf("counts differ: sampled %d/%d/%d, exact %d/%d/%d", sampled.Requests, sampled.Reads, sampled.Writes,
							exact.Requests, exact.Reads, exact.Writes)
					}
					e1, e2 := missRatios(exact)
					s1, s2 := missRatios(sampled)
					mean, maxErr, at := curveError(e1, s1)
					t.Logf("miss ratio error: mean %.4f, max %.4f at %d MiB (exact %.4f, sampled %.4f)", mean, maxErr,
						sizeAt(tr, mode, at)>>20, e1[at], s1[at])
					if maxErr > 0.01 {
						t.Errorf("largest miss-ratio error %.4f > 0.01 at %d MiB", maxErr, sizeAt(tr, mode, at)>>20)
					}
					if mode == cachesim.VSANMode {
						mean, maxErr, at := curveError(e2, s2)
						t.Logf("read I/O miss ratio error: mean %.4f, max %.4f at %d MiB (exact %.4f, sampled %.4f)", mean, maxErr,
							sizeAt(tr, mode, at)>>20, e2[at], s2[at])
					}
				})
			}
		}
	}
}

func sizeAt(tr accuracyTrace, mode cachesim.Mode, i int) int64 {
	if mode == cachesim.VSANMode {
		return tr.vsan[i]
	}
	return tr.object[i]
}
