package cachesim

import (
	"testing"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
)

// TestBatchLinesBounded: a batch of long reads over small lines is cut at
// MaxBatchLines line accesses (one read alone may pass it), and feeding a
// model in those pieces counts exactly what one expansion of the whole batch
// counts.
func TestBatchLinesBounded(t *testing.T) {
	g := Geometry{Line: 4 << 10, Chunk: 4 << 10}
	var batch []IO
	for i := range int64(40) {
		batch = append(batch, IO{Op: trace.Read, Offset: i * (1 << 30), Size: 32 << 20}, IO{Op: trace.Write, Offset: 0, Size: 1})
	}
	var lb lineBatch
	rest := batch
	pieces := 0
	for len(rest) > 0 {
		lb.reset()
		n := lb.expand(g, rest, MaxBatchLines)
		if n < 1 || (n > 1 && len(lb.line) > MaxBatchLines) {
			t.Fatalf("took %d IOs, %d line accesses", n, len(lb.line))
		}
		rest = rest[n:]
		pieces++
	}
	if pieces < 5 {
		t.Fatalf("%d pieces", pieces)
	}
	for _, p := range []cache.Policy{cache.ARCPolicy, cache.LRUPolicy} {
		whole := NewVSAN(p, 3000, g, FillNeeded)
		var all lineBatch
		all.expand(g, batch, len(batch)*9000)
		whole.feedLines(&all)
		cut := NewVSAN(p, 3000, g, FillNeeded)
		cut.Feed(batch)
		if whole.VSANStats != cut.VSANStats {
			t.Errorf("%s: whole %+v, in pieces %+v", p, whole.VSANStats, cut.VSANStats)
		}
	}
}

// TestRunEqualsSeparateSimulations: a Run's counters at every simulated
// size — expanded once and windowed, twins copied (job.same) — equal a VSAN
// model of that size fed the same I/Os one by one, warm-up excluded, for
// each policy simulated per size and each fill, over workloads whose reads
// straddle lines and leave lines untouched.
func TestRunEqualsSeparateSimulations(t *testing.T) {
	cases := []struct {
		name string
		edit func(*Inputs)
	}{
		{"defaults, uniform", func(in *Inputs) { in.Distribution = string(Uniform) }},
		{"zipf, fill line", func(in *Inputs) { in.Fill = string(FillLine) }},
		{"hotspot, 64 KB reads over 256 KiB lines", func(in *Inputs) {
			in.Distribution, in.IOSizeKB, in.LineKB, in.ChunkKB = string(Hotspot), 64, 256, 16
		}},
		{"cache larger than the working set", func(in *Inputs) { in.CacheDeviceGB, in.WorkingSetGB = 3, 0.5 }},
	}
	for _, c := range cases {
		for _, p := range []cache.Policy{cache.ARCPolicy, cache.FIFOPolicy} {
			t.Run(c.name+"/"+string(p), func(t *testing.T) {
				in := Defaults()
				in.IOs, in.WarmupIOs, in.Policy = 30_000, 10_000, string(p)
				c.edit(&in)
				r := NewRun(in)
				for !r.Step(1000) {
				}
				twins := 0
				for _, j := range r.jobs {
					if j.same != nil {
						twins++
						if j.lines < r.seen.n || j.same.lines < r.seen.n {
							t.Errorf("twin %d of %d lines with %d lines touched", j.lines, j.same.lines, r.seen.n)
						}
					}
					gen := NewGenerator(in.workload())
					v := NewVSAN(p, j.lines, r.geo, r.fill)
					for i := int64(0); i < in.WarmupIOs+in.IOs; i++ {
						if i == in.WarmupIOs {
							v.VSANStats = VSANStats{}
						}
						x, _ := gen.Next()
						v.Feed([]IO{x})
					}
					want := v.VSANStats
					want.WriteIOs = 0 // the Run counts writes once, not per size
					if j.stats != want {
						t.Errorf("%d lines: run %+v, alone %+v", j.lines, j.stats, want)
					}
				}
				if twins == 0 {
					t.Errorf("no size holds all %d lines touched: the twins are untested", r.seen.n)
				}
			})
		}
	}
}
