package cachesim_test

import (
	"bytes"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/trace"
)

// bigSample is the sample vSCSI trace as oracle-general records (object id
// = LBN, size = length), repeated copies times with ids shifted by k·2^40,
// the way libCacheSim comparisons build a long trace.
func bigSample(b *testing.B, copies int) []byte {
	data, err := os.ReadFile(samplePath(b))
	if err != nil {
		b.Fatal(err)
	}
	r, err := trace.NewReader(bytes.NewReader(data), trace.VSCSI)
	if err != nil {
		b.Fatal(err)
	}
	reqs := make([]trace.Request, 200_000)
	n, _ := r.ReadBatch(reqs)
	var out []byte
	for k := range uint64(copies) {
		for _, q := range reqs[:n] {
			q.LBN += k << 40
			out = trace.AppendOracleGeneral(out, q)
		}
	}
	return out
}

var sizes8 = []int64{64 << 20, 128 << 20, 256 << 20, 512 << 20, 1 << 30, 2 << 30, 4 << 30, 8 << 30}

// BenchmarkReplayObject is `sizewise cachesim` in object mode end to end on
// 10 copies of the sample (1.14 M requests, in memory): read, decode, every
// cache; LRU and ARC at one size (1 GiB) and at eight (64 MiB … 8 GiB). One
// op is the whole trace; req/s counts requests.
func BenchmarkReplayObject(b *testing.B) {
	data := bigSample(b, 10)
	reqs := len(data) / 24
	for _, p := range []cache.Policy{cache.LRUPolicy, cache.ARCPolicy} {
		for _, sizes := range [][]int64{{1 << 30}, sizes8} {
			b.Run(fmt.Sprintf("%s/x%d", p, len(sizes)), func(b *testing.B) {
				b.ReportAllocs()
				start := time.Now()
				for b.Loop() {
					r, _ := trace.NewReader(bytes.NewReader(data), trace.OracleGeneral)
					rp, err := cachesim.NewReplay(&cachesim.TraceSource{R: r}, cachesim.ReplayConfig{Mode: cachesim.ObjectMode,
						Policies: []cache.Policy{p}, Sizes: sizes})
					if err != nil {
						b.Fatal(err)
					}
					rp.Parallel = true
					if err := rp.Run(); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.N)*float64(reqs)/time.Since(start).Seconds(), "req/s")
			})
		}
	}
}

// BenchmarkReplayVSAN is `sizewise cachesim --mode vsan` end to end on the
// sample vSCSI trace (113,872 requests), LRU and ARC at one size and eight.
func BenchmarkReplayVSAN(b *testing.B) {
	data, err := os.ReadFile(samplePath(b))
	if err != nil {
		b.Fatal(err)
	}
	for _, p := range []cache.Policy{cache.LRUPolicy, cache.ARCPolicy} {
		for _, sizes := range [][]int64{{1 << 30}, sizes8} {
			b.Run(fmt.Sprintf("%s/x%d", p, len(sizes)), func(b *testing.B) {
				b.ReportAllocs()
				start := time.Now()
				for b.Loop() {
					r, _ := trace.NewReader(bytes.NewReader(data), trace.Auto)
					rp, err := cachesim.NewReplay(&cachesim.TraceSource{R: r}, cachesim.ReplayConfig{Mode: cachesim.VSANMode,
						Policies: []cache.Policy{p}, Sizes: sizes, Geometry: cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}})
					if err != nil {
						b.Fatal(err)
					}
					rp.Parallel = true
					if err := rp.Run(); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.N)*113_872/time.Since(start).Seconds(), "req/s")
			})
		}
	}
}

// BenchmarkWorkerMillion is the run of BenchmarkCacheSimWorker (tests/) on
// one thread, as the engine worker does it: the page's defaults with one
// million uniform I/Os and no warm-up, Step by Step, under each policy (arc
// is the page's default and the benchmark's). Run under GOOS=js GOARCH=wasm
// (node's V8, Chromium's engine) it is the worker's time without the
// browser around it; its CPU profile is half of wasm/engine/default.pgo
// (make pgo).
func BenchmarkWorkerMillion(b *testing.B) {
	for _, p := range []cache.Policy{cache.ARCPolicy, cache.FIFOPolicy, cache.LRUPolicy} {
		b.Run(string(p), func(b *testing.B) {
			in := cachesim.Defaults()
			in.IOs, in.WarmupIOs, in.Distribution, in.Policy = 1_000_000, 0, string(cachesim.Uniform), string(p)
			for b.Loop() {
				r := cachesim.NewRun(in)
				for !r.Step(2048) {
				}
			}
		})
	}
}
