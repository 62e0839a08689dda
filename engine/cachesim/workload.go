package cachesim

import (
	"fmt"
	"io"
	"math"
	"math/bits"
	"math/rand/v2"

	"github.com/sizewise/sizewise/engine/trace"
)

// IO is one request as the models see it.
type IO struct {
	Op trace.Op
	// slot is the sample slot of Key in a sampled object-mode replay (see
	// Sampler), set by the Simulator.
	slot uint32
	// Key identifies the object in object mode: the LBN of a block trace, the
	// object id of oracle-general, the block number of a synthetic workload.
	Key uint64
	// Offset is the first byte (block traces and synthetic workloads), or -1
	// when the source has no addresses (oracle-general).
	Offset int64
	// Size is the length in bytes (≥ 0).
	Size int64
}

// Source yields IOs: Next returns io.EOF after the last one.
type Source interface {
	Next() (IO, error)
	// Progress is the fraction of the source consumed, in [0, 1] (0 when
	// unknown).
	Progress() float64
}

// Distribution is how a synthetic workload picks the block of each I/O.
type Distribution string

// The distributions of the cache-sim calculator.
const (
	Uniform Distribution = "uniform"
	Zipf    Distribution = "zipf"
	Hotspot Distribution = "hotspot"
)

// Workload describes a synthetic block workload. The working set is split
// into Blocks() = floor(WorkingSet / IOSize) blocks of IOSize bytes; I/O i
// reads or writes one whole block at offset block × IOSize.
type Workload struct {
	WorkingSet int64 // bytes, ≥ IOSize
	IOSize     int64 // bytes, ≥ 1
	ReadPct    float64
	// Distribution picks the block: Uniform over all blocks; Zipf, where the
	// block of popularity rank k (1 = hottest) has probability ∝ 1/k^ZipfTheta
	// and ranks are scattered over the working set by a seeded permutation;
	// Hotspot, where HotIOPct % of the I/Os go uniformly to the first
	// HotDataPct % of the blocks (a contiguous hot region) and the rest
	// uniformly to the other blocks.
	Distribution Distribution
	ZipfTheta    float64 // ≥ 0 (0 is uniform)
	HotIOPct     float64 // [0, 100]
	HotDataPct   float64 // (0, 100]
	IOs          int64   // number of I/Os, ≥ 0
	Seed         uint64
}

// Blocks is the number of I/O-sized blocks in the working set.
func (w Workload) Blocks() int64 { return w.WorkingSet / w.IOSize }

// check panics on a workload no caller should build (the calculator
// validates user input before).
func (w Workload) check() {
	bad := func(what string) { panic("cachesim: workload: " + what) }
	switch {
	case w.IOSize < 1:
		bad("IOSize < 1")
	case w.WorkingSet < w.IOSize:
		bad("WorkingSet < IOSize")
	case !(w.ReadPct >= 0 && w.ReadPct <= 100):
		bad("ReadPct outside [0, 100]")
	case w.IOs < 0:
		bad("IOs < 0")
	}
	switch w.Distribution {
	case Uniform:
	case Zipf:
		if !(w.ZipfTheta >= 0 && w.ZipfTheta <= 100) {
			bad("ZipfTheta outside [0, 100]")
		}
	case Hotspot:
		if !(w.HotIOPct >= 0 && w.HotIOPct <= 100 && w.HotDataPct > 0 && w.HotDataPct <= 100) {
			bad("hot-spot percentages outside [0, 100]")
		}
	default:
		bad(fmt.Sprintf("unknown distribution %q", w.Distribution))
	}
}

// Generator is a seeded, reproducible Source of a Workload's I/Os: the same
// Workload (Seed included) always gives the same sequence. Memory is O(1).
type Generator struct {
	w      Workload
	rng    *rand.Rand
	blocks uint64
	done   int64
	zipf   *zipfSampler
	perm   permutation
	hot    uint64 // hot blocks (Hotspot)
}

// NewGenerator returns a Generator of w. It panics when w is invalid.
func NewGenerator(w Workload) *Generator {
	w.check()
	g := &Generator{w: w, rng: rand.New(rand.NewPCG(w.Seed, 0x5157e5a11e)), blocks: uint64(w.Blocks())}
	switch w.Distribution {
	case Zipf:
		g.zipf = newZipf(g.blocks, w.ZipfTheta)
		g.perm = newPermutation(g.blocks, w.Seed)
	case Hotspot:
		g.hot = min(max(uint64(math.Round(float64(g.blocks)*w.HotDataPct/100)), 1), g.blocks)
	}
	return g
}

// Next returns the next I/O, or io.EOF after w.IOs of them.
func (g *Generator) Next() (IO, error) {
	if g.done >= g.w.IOs {
		return IO{}, io.EOF
	}
	g.done++
	var b uint64
	switch g.w.Distribution {
	case Uniform:
		b = g.rng.Uint64N(g.blocks)
	case Zipf:
		b = g.perm.at(g.zipf.sample(g.rng) - 1)
	case Hotspot:
		switch {
		case g.hot == g.blocks || g.rng.Float64()*100 < g.w.HotIOPct:
			b = g.rng.Uint64N(g.hot)
		default:
			b = g.hot + g.rng.Uint64N(g.blocks-g.hot)
		}
	}
	op := trace.Write
	if g.rng.Float64()*100 < g.w.ReadPct {
		op = trace.Read
	}
	return IO{Op: op, Key: b, Offset: int64(b) * g.w.IOSize, Size: g.w.IOSize}, nil
}

// Progress is the fraction of the I/Os generated.
func (g *Generator) Progress() float64 {
	if g.w.IOs == 0 {
		return 1
	}
	return float64(g.done) / float64(g.w.IOs)
}

// zipfSampler draws ranks k in [1, n] with P(k) ∝ k^−θ by rejection-inversion
// (W. Hörmann and G. Derflinger, "Rejection-inversion to generate variates
// from monotone discrete distributions", ACM TOMACS 6(3), 1996), as in Apache
// Commons RNG's RejectionInversionZipfSampler: exact, O(1) set-up and O(1)
// expected time per draw for any θ ≥ 0.
type zipfSampler struct {
	n                float64
	theta            float64
	hIntegralX1      float64
	hIntegralN       float64
	s                float64
	maxRank          uint64
	useUniformTheta0 bool
}

func newZipf(n uint64, theta float64) *zipfSampler {
	z := &zipfSampler{n: float64(n), theta: theta, maxRank: n, useUniformTheta0: theta == 0}
	z.hIntegralX1 = z.hIntegral(1.5) - 1
	z.hIntegralN = z.hIntegral(z.n + 0.5)
	z.s = 2 - z.hIntegralInverse(z.hIntegral(2.5)-z.h(2))
	return z
}

func (z *zipfSampler) sample(rng *rand.Rand) uint64 {
	if z.useUniformTheta0 {
		return rng.Uint64N(z.maxRank) + 1
	}
	for {
		u := z.hIntegralN + rng.Float64()*(z.hIntegralX1-z.hIntegralN)
		x := z.hIntegralInverse(u)
		k := math.Floor(x + 0.5)
		k = min(max(k, 1), z.n)
		if k-x <= z.s || u >= z.hIntegral(k+0.5)-z.h(k) {
			return uint64(k)
		}
	}
}

// h(x) = x^−θ.
func (z *zipfSampler) h(x float64) float64 { return math.Exp(-z.theta * math.Log(x)) }

// hIntegral(x) = (x^(1−θ) − 1)/(1 − θ), or log x when θ = 1.
func (z *zipfSampler) hIntegral(x float64) float64 {
	logX := math.Log(x)
	return helper2((1-z.theta)*logX) * logX
}

// hIntegralInverse is the inverse of hIntegral.
func (z *zipfSampler) hIntegralInverse(x float64) float64 {
	t := x * (1 - z.theta)
	if t < -1 {
		t = -1 // numerical safety, as in the reference implementation
	}
	return math.Exp(helper1(t) * x)
}

// helper1(x) = log1p(x)/x, continuous at 0.
func helper1(x float64) float64 {
	if math.Abs(x) > 1e-8 {
		return math.Log1p(x) / x
	}
	return 1 - x*(0.5-x*(1.0/3-0.25*x))
}

// helper2(x) = expm1(x)/x, continuous at 0.
func helper2(x float64) float64 {
	if math.Abs(x) > 1e-8 {
		return math.Expm1(x) / x
	}
	return 1 + x*0.5*(1+x*(1.0/3)*(1+0.25*x))
}

// permutation is a seeded bijection of [0, n), computed in O(1) memory by
// cycle walking over an invertible mix of [0, 2^k) with 2^k ≥ n (multiply by
// odd constants, xor-shift and add, all modulo 2^k).
type permutation struct {
	n, mask, add uint64
	half         uint
}

func newPermutation(n uint64, seed uint64) permutation {
	k := uint(bits.Len64(n - 1))
	if n <= 1 {
		k = 1
	}
	mask := uint64(1)<<k - 1
	return permutation{n: n, mask: mask, add: (seed*0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & mask, half: max(k/2, 1)}
}

func (p permutation) mix(x uint64) uint64 {
	x = (x * 0x9E3779B97F4A7C15) & p.mask
	x ^= x >> p.half
	x = (x*0xBF58476D1CE4E5B9 + p.add) & p.mask
	x ^= x >> p.half
	return (x * 0x94D049BB133111EB) & p.mask
}

// at maps i in [0, n) to its image in [0, n).
func (p permutation) at(i uint64) uint64 {
	for {
		i = p.mix(i)
		if i < p.n {
			return i
		}
	}
}

// WorkloadTrace streams the I/Os of w as a vSCSI trace (version 1 records:
// READ(10) or WRITE(10), LBN = offset / 512, time = the I/O's number in
// µs), in constant memory: a synthetic trace of any length for tests and
// benchmarks (a Zipf trace, say), which any reader of the format replays as
// the Generator's I/Os. w.IOSize must be a multiple of trace.Sector (512
// bytes); WorkloadTrace panics otherwise, or when w is invalid.
func WorkloadTrace(w Workload) io.Reader {
	if w.IOSize%trace.Sector != 0 {
		panic(fmt.Sprintf("cachesim: WorkloadTrace: I/O size %d is not a multiple of %d bytes", w.IOSize, trace.Sector))
	}
	return &workloadTrace{g: NewGenerator(w)}
}

type workloadTrace struct {
	g   *Generator
	buf []byte
	pos int
	n   uint64
	end bool
}

func (t *workloadTrace) Read(p []byte) (int, error) {
	if t.pos == len(t.buf) {
		if t.end {
			return 0, io.EOF
		}
		t.buf, t.pos = t.buf[:0], 0
		for range 4096 {
			x, err := t.g.Next()
			if err != nil {
				t.end = true
				break
			}
			cmd := uint16(0x2a)
			if x.Op == trace.Read {
				cmd = 0x28
			}
			t.buf = trace.AppendVSCSI(t.buf, 1, trace.Request{Time: t.n, Cmd: cmd, LBN: uint64(x.Offset / trace.Sector), Size: x.Size})
			t.n++
		}
		if len(t.buf) == 0 {
			return 0, io.EOF
		}
	}
	n := copy(p, t.buf[t.pos:])
	t.pos += n
	return n, nil
}
