package cachesim_test

import (
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/trace/tracetest"
)

// benchRequests is how many requests the sampling benchmarks replay: 100 M
// by default (878 copies of the sample), SIZEWISE_BENCH_REQUESTS to change
// it.
func benchRequests() int64 { return envInt("SIZEWISE_BENCH_REQUESTS", 100_000_000) }

// benchTraces are the 100 M-request traces of the sampling benchmarks:
// the sample repeated (its curve moves between 16 MiB and 4 GiB), and two
// synthetic Zipf traces (θ 0.9, 4 KiB I/Os, 70 % reads): over 16 GiB for
// object mode (4 M blocks: an exact replay's caches stay in memory) and
// over 1 TiB for vSAN mode (1 M lines of 1 MiB, as many as a sample of 1 %
// needs to hold 10,000).
func benchTraces(n int64) (sample, zipfObject, zipfVSAN accuracyTrace) {
	copies := int((n + tracetest.SampleRequests - 1) / tracetest.SampleRequests)
	sample = repeatedSample(copies)
	zipfObject = zipfTrace(n, 16<<30)
	zipfVSAN = zipfTrace(n, 1<<40)
	zipfVSAN.vsan = logSizes(1<<30, 1<<40, 20)
	return sample, zipfObject, zipfVSAN
}

// peakHeap samples the heap in use every 20 ms until stopped and returns
// the largest seen, in MiB.
func peakHeap() (stop func() float64) {
	var mu sync.Mutex
	var peak uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			mu.Lock()
			peak = max(peak, m.HeapInuse+m.StackInuse)
			mu.Unlock()
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	})
	return func() float64 {
		close(done)
		wg.Wait()
		return float64(peak) / (1 << 20)
	}
}

// BenchmarkSampled100M is the CLI's sampled replay end to end, streamed
// (the sample repeated to 100 M requests as vSCSI bytes, decoded, sampled
// at 1 %, replayed), ARC at 20 sizes, in object and vSAN mode: "curve"
// sizes are where the trace's curve moves (16 MiB to 4 GiB: the smallest
// sizes sample more, see MinSampledUnits), "vsan" sizes are vSAN hybrid
// read caches of 10 GiB to 1 TiB. It reports requests a second and the
// peak heap (the bound: 10 s, 256 MB).
func BenchmarkSampled100M(b *testing.B) {
	n := benchRequests()
	tr, _, _ := benchTraces(n)
	for _, mode := range []cachesim.Mode{cachesim.ObjectMode, cachesim.VSANMode} {
		for _, grid := range []struct {
			name  string
			sizes []int64
		}{{"curve", logSizes(16<<20, 4<<30, 20)}, {"vsan", logSizes(10<<30, 1<<40, 20)}} {
			b.Run(fmt.Sprintf("%s/%s", mode, grid.name), func(b *testing.B) {
				t := tr
				t.object, t.vsan = grid.sizes, grid.sizes
				var reqs int64
				var heap float64
				start := time.Now()
				for b.Loop() {
					stop := peakHeap()
					rep := replayCurve(b, t, mode, cache.ARCPolicy, cachesim.DefaultSampleRate)
					heap = max(heap, stop())
					reqs += rep.Requests
				}
				el := time.Since(start)
				b.ReportMetric(float64(reqs)/el.Seconds(), "req/s")
				b.ReportMetric(heap, "peak-heap-MiB")
			})
		}
	}
}

// BenchmarkSampledAccuracy replays each 100 M-request trace exactly and on
// a 1 % sample, for LRU, FIFO and ARC in object and vSAN mode, at 20
// sizes, and reports the sampled curve's mean and largest absolute
// miss-ratio error (object mode: 1 − hit_ratio; vSAN mode: 1 −
// read_hit_ratio per line access and, as io-, 1 − read_io_hit_ratio per
// read I/O, the page's headline) and the time of each replay. The exact
// replays take most of its time (about 12 of them at 20 sizes).
func BenchmarkSampledAccuracy(b *testing.B) {
	n := benchRequests()
	sample, zo, zv := benchTraces(n)
	for _, c := range []struct {
		tr   accuracyTrace
		mode cachesim.Mode
	}{{sample, cachesim.ObjectMode}, {sample, cachesim.VSANMode}, {zo, cachesim.ObjectMode}, {zv, cachesim.VSANMode}} {
		// ARC first (vSAN's policy), LRU last (its exact replay at 20
		// sizes of variable-size objects is the slowest of all).
		for _, p := range []cache.Policy{cache.ARCPolicy, cache.FIFOPolicy, cache.LRUPolicy} {
			b.Run(fmt.Sprintf("%s/%s/%s", c.tr.name, c.mode, p), func(b *testing.B) {
				for b.Loop() {
					t0 := time.Now()
					exact := replayCurve(b, c.tr, c.mode, p, 1)
					t1 := time.Now()
					sampled := replayCurve(b, c.tr, c.mode, p, cachesim.DefaultSampleRate)
					t2 := time.Now()
					e1, e2 := missRatios(exact)
					s1, s2 := missRatios(sampled)
					mean, maxErr, at := curveError(e1, s1)
					b.ReportMetric(mean, "mean-err")
					b.ReportMetric(maxErr, "max-err")
					b.ReportMetric(t1.Sub(t0).Seconds(), "exact-s")
					b.ReportMetric(t2.Sub(t1).Seconds(), "sampled-s")
					b.Logf("%s %s %s: miss ratio error mean %.4f, max %.4f at %s (exact %.4f, sampled %.4f); exact %v, sampled %v",
						c.tr.name, c.mode, p, mean, maxErr, sizeName(sizeAt(c.tr, c.mode, at)), e1[at], s1[at], t1.Sub(t0).Round(time.Millisecond), t2.Sub(t1).Round(time.Millisecond))
					if e2 != nil {
						mean, maxErr, at := curveError(e2, s2)
						b.ReportMetric(mean, "io-mean-err")
						b.ReportMetric(maxErr, "io-max-err")
						b.Logf("  read I/O miss ratio error mean %.4f, max %.4f at %s (exact %.4f, sampled %.4f)", mean, maxErr,
							sizeName(sizeAt(c.tr, c.mode, at)), e2[at], s2[at])
					}
				}
			})
		}
	}
}

// sizeName is a size in MiB or GiB.
func sizeName(n int64) string {
	if n >= 10<<30 {
		return strconv.FormatInt(n>>30, 10) + " GiB"
	}
	return strconv.FormatInt(n>>20, 10) + " MiB"
}
