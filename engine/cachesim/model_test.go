package cachesim

import (
	"fmt"
	"io"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
)

const (
	kib = 1 << 10
	mib = 1 << 20
)

var vsanGeo = Geometry{Line: mib, Chunk: 64 * kib} // docs/contract.md §4 defaults

func TestLinesAndChunks(t *testing.T) {
	type touch struct {
		line   uint64
		chunks int
	}
	tests := []struct {
		name      string
		off, n    int64
		want      []touch
		geo       Geometry
		rationale string
	}{
		{"4 KiB at 0", 0, 4 * kib, []touch{{0, 1}}, vsanGeo, "one line, one 64 KiB chunk"},
		{"64 KiB aligned", 64 * kib, 64 * kib, []touch{{0, 1}}, vsanGeo, "exactly chunk 1 of line 0"},
		{"64 KiB straddling chunks", 32 * kib, 64 * kib, []touch{{0, 2}}, vsanGeo, "chunks 0 and 1"},
		{"128 KiB across a line boundary", mib - 64*kib, 128 * kib, []touch{{0, 1}, {1, 1}}, vsanGeo,
			"last chunk of line 0, first chunk of line 1"},
		{"3 MiB from 512 KiB", 512 * kib, 3 * mib, []touch{{0, 8}, {1, 16}, {2, 16}, {3, 8}}, vsanGeo,
			"half of line 0 (8 chunks), lines 1 and 2 whole (16), half of line 3"},
		{"last byte of a line", mib - 1, 1, []touch{{0, 1}}, vsanGeo, "offset + len − 1 = 1 MiB − 1 is still line 0"},
		{"zero length", 5 * mib, 0, nil, vsanGeo, "a read of no bytes touches no line"},
		{"short last chunk", 0, 1000, []touch{{0, 3}}, Geometry{Line: 1000, Chunk: 400}, "chunks [0,400) [400,800) [800,1000)"},
		{"64 chunks a line", 0, 3 * mib, []touch{{0, 64}, {1, 64}, {2, 64}}, Geometry{Line: mib, Chunk: 16 * kib}, "every chunk of three lines"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []touch
			tt.geo.lines(tt.off, tt.n, func(l uint64, need uint64) {
				got = append(got, touch{l, bits.OnesCount64(need)})
				if need != 0 && bits.Len64(need)-bits.TrailingZeros64(need) != bits.OnesCount64(need) {
					t.Fatalf("chunks %b are not contiguous", need)
				}
			})
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Fatalf("%s: got %v, want %v", tt.rationale, got, tt.want)
			}
		})
	}
}

// TestVSANHandTraced follows docs/contract.md §4 by hand on a 2-line LRU read
// cache of 1 MiB lines and 64 KiB chunks: writes do not touch it; with
// --fill needed a miss reads only the overlapping chunks and a hit reads the
// needed chunks not yet valid; with --fill line a miss reads all 16 chunks;
// a line that leaves the cache forgets its valid chunks.
func TestVSANHandTraced(t *testing.T) {
	ios := []IO{
		{Op: trace.Read, Offset: 0, Size: 4 * kib},             // line 0 miss, needs chunk 0
		{Op: trace.Write, Offset: 5 * mib, Size: 4 * kib},      // write buffer
		{Op: trace.Read, Offset: 8 * kib, Size: 4 * kib},       // line 0 hit, chunk 0 valid: served from SSD
		{Op: trace.Read, Offset: mib - 4*kib, Size: 8 * kib},   // line 0 hit needing chunk 15; line 1 miss, chunk 0
		{Op: trace.Read, Offset: 2*mib + 100, Size: 200 * kib}, // line 2 miss (evicts 0), chunks 0..3
		{Op: trace.Read, Offset: 0, Size: 1},                   // line 0 miss again: its chunks were forgotten
		{Op: trace.Other, Offset: 0, Size: 0},                  // not a read
	}
	tests := []struct {
		fill Fill
		want VSANStats
	}{
		// needed: chunk misses 1 + 0 + (1 + 1) + 4 + 1 = 8, each read from disk.
		{FillNeeded, VSANStats{ReadIOs: 5, WriteIOs: 2, ReadIOHits: 1, LineAccesses: 6, LineMisses: 4,
			ChunkAccesses: 9, ChunkMisses: 8, HDDChunkReads: 8}},
		// line: chunk 15 of line 0 is valid (the whole line was read); 4 line
		// misses × 16 chunks read; chunk misses 1 + 0 + (0 + 1) + 4 + 1 = 7.
		{FillLine, VSANStats{ReadIOs: 5, WriteIOs: 2, ReadIOHits: 1, LineAccesses: 6, LineMisses: 4,
			ChunkAccesses: 9, ChunkMisses: 7, HDDChunkReads: 64}},
	}
	for _, tt := range tests {
		t.Run(string(tt.fill), func(t *testing.T) {
			v := NewVSAN(cache.LRUPolicy, 2, vsanGeo, tt.fill)
			v.Feed(ios)
			if v.VSANStats != tt.want {
				t.Fatalf("got  %+v\nwant %+v", v.VSANStats, tt.want)
			}
			if got := v.ReadHitRatio(); got != 1-4.0/6 {
				t.Fatalf("read hit ratio %v", got)
			}
			if got := v.ReadIOHitRatio(); got != 1.0/5 {
				t.Fatalf("read I/O hit ratio %v", got)
			}
			m := NewVSANMultiLRU([]int64{2, 0}, vsanGeo, tt.fill)
			m.Feed(ios)
			if m.Stats[0] != tt.want {
				t.Fatalf("multi: got %+v\nwant %+v", m.Stats[0], tt.want)
			}
			if m.Stats[1].LineMisses != 6 || m.Stats[1].ReadIOHits != 0 {
				t.Fatalf("0 lines: %+v", m.Stats[1])
			}
		})
	}
}

// uniformLines returns n reads of one line each, uniform over w lines.
func uniformLines(seed uint64, w, n int) []IO {
	rng := rand.New(rand.NewPCG(seed, 3))
	out := make([]IO, n)
	for i := range out {
		l := rng.Int64N(int64(w))
		out[i] = IO{Op: trace.Read, Key: uint64(l), Offset: l*mib + rng.Int64N(mib-4*kib), Size: 4 * kib}
	}
	return out
}

// TestUniformHitsCOverW: under the independent reference model with uniform
// popularity every line is equally likely to be next, so a warm cache of C of
// the W lines hits C/W of the accesses, whatever the policy.
func TestUniformHitsCOverW(t *testing.T) {
	const w = 2000
	warm := uniformLines(1, w, 20*w)
	measured := uniformLines(2, w, 200*w)
	for _, p := range cache.Policies {
		for _, c := range []int64{100, 500, 1000, 1800} {
			v := NewVSAN(p, c, vsanGeo, FillNeeded)
			v.Feed(warm)
			v.VSANStats = VSANStats{}
			v.Feed(measured)
			want := float64(c) / w
			if got := v.ReadHitRatio(); math.Abs(got-want) > 0.01 {
				t.Errorf("%s C=%d W=%d: hit ratio %.4f, want %.4f ± 0.01", p, c, w, got, want)
			}
		}
	}
}

// blockTrace is a random block trace with reads of 512 B to 3 MiB over 64 MiB,
// skewed so that there are hits at every size.
func blockTrace(seed uint64, n int) []IO {
	rng := rand.New(rand.NewPCG(seed, 5))
	out := make([]IO, n)
	for i := range out {
		u := rng.Float64()
		off := int64(u*u*64*mib) &^ 511
		op := trace.Read
		if rng.IntN(4) == 0 {
			op = trace.Write
		}
		size := int64(512 * (1 + rng.IntN(6*1024)))
		out[i] = IO{Op: op, Key: uint64(off / 512), Offset: off, Size: size}
	}
	return out
}

// TestMoreCacheNeverHurtsLRU: LRU has the inclusion property for lines, and
// a line's valid chunks grow with the cache, so line misses, chunk misses and
// HDD chunk reads never increase with the number of lines and reads served
// from the SSD never decrease; the one-structure multi-size model agrees
// exactly with a simulation per size.
func TestMoreCacheNeverHurtsLRU(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		for _, fill := range []Fill{FillNeeded, FillLine} {
			ios := blockTrace(seed, 20_000)
			var lines []int64
			for l := int64(0); l <= 80; l += 3 {
				lines = append(lines, l)
			}
			multi := NewVSANMultiLRU(lines[:min(len(lines), cache.MaxMulti)], vsanGeo, fill)
			multi.Feed(ios)
			var prev VSANStats
			for i, l := range lines {
				v := NewVSAN(cache.LRUPolicy, l, vsanGeo, fill)
				v.Feed(ios)
				if i < len(multi.Stats) && multi.Stats[i] != v.VSANStats {
					t.Fatalf("seed %d %s, %d lines: multi %+v, simulation %+v", seed, fill, l, multi.Stats[i], v.VSANStats)
				}
				if i > 0 && (v.LineMisses > prev.LineMisses || v.ChunkMisses > prev.ChunkMisses ||
					v.HDDChunkReads > prev.HDDChunkReads || v.ReadIOHits < prev.ReadIOHits) {
					t.Fatalf("seed %d %s: %d lines do worse than fewer: %+v vs %+v", seed, fill, l, v.VSANStats, prev)
				}
				prev = v.VSANStats
			}
		}
	}
	// Object mode, unit size: the same for objects.
	ios := blockTrace(9, 30_000)
	caps := []int64{0, 1, 2, 10, 100, 500, 1000, 2999, 3000}
	om := NewObjectMultiLRU(caps, true)
	om.Feed(ios)
	prev := int64(math.MaxInt64)
	for i, c := range caps {
		o := NewObject(cache.LRUPolicy, c, true)
		o.Feed(ios)
		if om.Stats(i) != o.ObjectStats {
			t.Fatalf("object c=%d: multi %+v, simulation %+v", c, om.Stats(i), o.ObjectStats)
		}
		if o.Misses > prev {
			t.Fatalf("object c=%d misses more than a smaller cache", c)
		}
		prev = o.Misses
	}
}

func TestObjectModeBytes(t *testing.T) {
	o := NewObject(cache.LRUPolicy, 10_000, false)
	o.Feed([]IO{
		{Key: 1, Size: 4000},  // miss
		{Key: 2, Size: 4000},  // miss
		{Key: 1, Size: 4000},  // hit
		{Key: 3, Size: 4000},  // miss, evicts 2 (LRU)
		{Key: 4, Size: 20000}, // larger than the cache: miss, not inserted
		{Key: 1, Size: 4000},  // hit
		{Key: 2, Size: 4000},  // miss
	})
	want := ObjectStats{Requests: 7, Misses: 5, MissBytes: 36000, Bytes: 44000}
	if o.ObjectStats != want {
		t.Fatalf("got %+v, want %+v", o.ObjectStats, want)
	}
	if o.HitRatio() != 2.0/7 || o.ByteHitRatio() != 8000.0/44000 {
		t.Fatalf("ratios %v %v", o.HitRatio(), o.ByteHitRatio())
	}
	if (ObjectStats{}).HitRatio() != 0 || (VSANStats{}).ReadHitRatio() != 0 {
		t.Fatal("empty ratios must be 0, not NaN")
	}
}

func TestZipfSamplerMatchesPMF(t *testing.T) {
	for _, theta := range []float64{0, 0.5, 0.9, 0.99, 1, 1.5, 3} {
		const n = 20
		z := newZipf(n, theta)
		rng := rand.New(rand.NewPCG(7, 7))
		counts := make([]float64, n+1)
		const draws = 400_000
		for range draws {
			k := z.sample(rng)
			if k < 1 || k > n {
				t.Fatalf("θ=%v: rank %d outside [1, %d]", theta, k, n)
			}
			counts[k]++
		}
		var norm float64
		for k := 1; k <= n; k++ {
			norm += math.Pow(float64(k), -theta)
		}
		for k := 1; k <= n; k++ {
			p := math.Pow(float64(k), -theta) / norm
			sd := math.Sqrt(p * (1 - p) / draws)
			if got := counts[k] / draws; math.Abs(got-p) > 5*sd+1e-4 {
				t.Errorf("θ=%v: P(%d) = %.5f, want %.5f", theta, k, got, p)
			}
		}
	}
}

func TestPermutationIsABijection(t *testing.T) {
	for _, n := range []uint64{1, 2, 3, 7, 64, 65, 1000, 4099} {
		for seed := uint64(0); seed < 3; seed++ {
			p := newPermutation(n, seed)
			seen := make([]bool, n)
			for i := range n {
				j := p.at(i)
				if j >= n || seen[j] {
					t.Fatalf("n=%d seed=%d: %d → %d repeated or out of range", n, seed, i, j)
				}
				seen[j] = true
			}
		}
	}
}

func collect(t *testing.T, g *Generator) []IO {
	t.Helper()
	var out []IO
	for {
		x, err := g.Next()
		if err == io.EOF {
			return out
		}
		out = append(out, x)
	}
}

func TestGeneratorReproducibleAndShaped(t *testing.T) {
	base := Workload{WorkingSet: 100 * mib, IOSize: 4096, ReadPct: 70, IOs: 200_000, Seed: 42,
		Distribution: Hotspot, HotIOPct: 80, HotDataPct: 20, ZipfTheta: 0.99}
	for _, d := range []Distribution{Uniform, Zipf, Hotspot} {
		w := base
		w.Distribution = d
		a, b := collect(t, NewGenerator(w)), collect(t, NewGenerator(w))
		if !slices.Equal(a, b) {
			t.Fatalf("%s: same seed, different sequences", d)
		}
		w.Seed++
		if c := collect(t, NewGenerator(w)); slices.Equal(a, c) {
			t.Fatalf("%s: another seed gives the same sequence", d)
		}
		var reads, hot int
		blocks := w.Blocks()
		for _, x := range a {
			if x.Op == trace.Read {
				reads++
			}
			if x.Offset%w.IOSize != 0 || x.Size != w.IOSize || x.Offset < 0 || x.Offset+x.Size > w.WorkingSet || int64(x.Key) != x.Offset/w.IOSize {
				t.Fatalf("%s: bad I/O %+v", d, x)
			}
			if int64(x.Key) < blocks/5 {
				hot++
			}
		}
		if got := float64(reads) / float64(len(a)); math.Abs(got-0.7) > 0.01 {
			t.Errorf("%s: %.3f reads, want 0.70", d, got)
		}
		hotShare := float64(hot) / float64(len(a))
		switch d {
		case Hotspot: // 80 % of I/Os to the first 20 % of the blocks
			if math.Abs(hotShare-0.8) > 0.01 {
				t.Errorf("hotspot: %.3f of I/Os in the hot 20 %%, want 0.80", hotShare)
			}
		case Uniform, Zipf: // scattered: the first 20 % of blocks get about 20 %
			if math.Abs(hotShare-0.2) > 0.03 {
				t.Errorf("%s: %.3f of I/Os in the first 20 %% of blocks, want about 0.20", d, hotShare)
			}
		}
	}
}

// TestSimulatorChunkingAndParallelism: the same answer whether the stream is
// consumed in one Run, in small Steps, or with the models fed in parallel;
// Progress only grows and ends at 1.
func TestSimulatorChunkingAndParallelism(t *testing.T) {
	w := Workload{WorkingSet: 200 * mib, IOSize: 64 * kib, ReadPct: 60, IOs: 50_000, Seed: 3, Distribution: Zipf, ZipfTheta: 0.8}
	build := func() (*Simulator, []*VSAN) {
		var vs []*VSAN
		var ms []Model
		for _, p := range cache.Policies {
			v := NewVSAN(p, 50, vsanGeo, FillNeeded)
			vs = append(vs, v)
			ms = append(ms, v)
		}
		return NewSimulator(NewGenerator(w), ms...), vs
	}
	s1, v1 := build()
	if err := s1.Run(); err != nil {
		t.Fatal(err)
	}
	s2, v2 := build()
	s2.Parallel = true
	prev := -1.0
	for steps := 0; !s2.Step(777); steps++ {
		p := s2.Progress()
		if p < prev || p > 1 {
			t.Fatalf("progress %v after %v", p, prev)
		}
		prev = p
	}
	if s2.Progress() != 1 || s2.Requests() != w.IOs {
		t.Fatalf("progress %v, requests %d", s2.Progress(), s2.Requests())
	}
	for i := range v1 {
		if v1[i].VSANStats != v2[i].VSANStats {
			t.Fatalf("%s: %+v vs %+v", v1[i].Cache.Policy(), v1[i].VSANStats, v2[i].VSANStats)
		}
	}
}
