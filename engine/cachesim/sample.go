package cachesim

import (
	"math"
	"math/bits"
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/trace"
)

// Spatial sampling (SHARDS: C. A. Waldspurger, N. Park, A. Garthwaite and
// I. Ahmad, "Efficient MRC Construction with SHARDS", USENIX FAST 2015) with
// miniature simulation (C. A. Waldspurger, T. Saemundsson, I. Ahmad and
// N. Park, "Cache Modeling and Optimization using Miniature Simulations",
// USENIX ATC 2017):
//
//	keep a key        when hash(key) mod P < T          P = 2^24 (SampleModulus)
//	rate              R = T / P                          (the threshold rounds R to a multiple of 2^−24)
//	simulated cache   round(C × R)                       (bytes, objects or lines)
//	miss ratio        misses in the sample / (R × N)      N: every request (every line access)
//
// Every request (object mode) or every line access (vSAN mode: the key is
// the line, so a sampled line keeps every access and its chunks stay exact)
// of a sampled key goes to a cache R times the size; the others are counted
// and dropped. The denominator R × N rather than the sample's own count is
// SHARDS' fixed-rate adjustment (SHARDS_adj, §4.3: the difference between
// the expected and actual sampled counts is added to the hits of the
// smallest distance): a very hot key that happens to be sampled (or not)
// then moves the curve by its misses only, not by its hits. libCacheSim's
// mrcProfiler corrects its miniature simulations the same way.
//
// A size whose simulated cache would hold fewer than MinSampledUnits lines
// or objects samples at the rate that gives it that many, up to every key
// (the samples are nested: a key kept at rate R is kept at any higher rate),
// because a cache of a few entries is a poor miniature of a large one.
// In vSAN mode a read I/O counts as sampled when its first line is; it is
// served from the SSD when every sampled line it touches was.

// SampleModulus is P: a key is kept when hash(key) mod P < T.
const SampleModulus = 1 << 24

// sampleSalt is xored into every key before hashing, so that the sample
// does not follow any pattern of the ids (a constant: the same trace gives
// the same sample every time).
const sampleSalt = 0x5a3c_96e1_0f2d_b847

// sampleHash is MurmurHash3's 64-bit finaliser (fmix64) of key ^ sampleSalt:
// every input bit reaches every output bit, so that consecutive LBNs or
// shifted object ids are kept independently.
func sampleHash(key uint64) uint64 {
	key ^= sampleSalt
	key ^= key >> 33
	key *= 0xff51afd7ed558ccd
	key ^= key >> 33
	key *= 0xc4ceb9fe1a85ec53
	key ^= key >> 33
	return key
}

// sampleSlot is hash(key) mod P.
func sampleSlot(key uint64) uint32 { return uint32(sampleHash(key) & (SampleModulus - 1)) }

// MinSampledUnits is the fewest lines (vSAN mode) or objects (object mode
// with unit size; with byte sizes, bytes / the mean request size of the
// trace's first requests) a miniature cache holds: a smaller one samples at
// a higher rate.
const MinSampledUnits = 256

// Sampler keeps the keys whose slot is below T: a fixed fraction T / P of
// the keys (not of the requests).
type Sampler struct{ T uint32 }

// NewSampler is the sampler of rate (0 < rate ≤ 1), T = round(rate × P), at
// least 1.
func NewSampler(rate float64) Sampler {
	t := math.Round(rate * SampleModulus)
	return Sampler{T: uint32(min(max(t, 1), SampleModulus))}
}

// Rate is T / P.
func (s Sampler) Rate() float64 { return float64(s.T) / SampleModulus }

// All reports whether the sampler keeps every key.
func (s Sampler) All() bool { return s.T >= SampleModulus }

// Keep reports whether key is in the sample.
func (s Sampler) Keep(key uint64) bool { return sampleSlot(key) < s.T }

// CheckSampleRate says what is wrong with a sampling rate: it must be a
// number above 0 and at most 1.
func CheckSampleRate(rate float64) error {
	if !(rate > 0 && rate <= 1) || math.IsNaN(rate) {
		return problem(FieldSample, errSampleRate, msg.Code(strconv.FormatFloat(rate, 'g', -1, 64)))
	}
	return nil
}

// scaled is round(c × rate), the capacity of a miniature cache of c.
func scaled(c int64, rate float64) int64 {
	return int64(math.Round(float64(c) * rate))
}

// sampleTotals are the counts of every request read, sampled or not, that
// a sampled replay reports exactly (and divides by).
type sampleTotals struct {
	requests int64 // every request read
	reads    int64 // read requests (read I/Os in vSAN mode)
	writes   int64
	bytes    int64 // object mode: Σ request sizes
	// sampled are the requests (object mode) or line accesses (vSAN mode)
	// of keys sampled at the base rate.
	sampled int64
	// vSAN mode: every read's line accesses and needed chunks.
	lines, chunks int64
	// touched is the line accesses looked at (hashed), for the work budget.
	touched int64
}

// count adds the requests of a raw batch (before sampling) to t: in object
// mode keep is the highest rate's threshold, and the kept requests are
// appended to dst, which is returned. unit: every size counts 1.
func (t *sampleTotals) count(batch []IO, dst []IO, top, base uint32) []IO {
	for i := range batch {
		x := &batch[i]
		t.requests++
		switch x.Op {
		case trace.Read:
			t.reads++
		case trace.Write:
			t.writes++
		}
		t.bytes += x.Size
		if s := sampleSlot(x.Key); s < top {
			dst = append(dst, *x)
			if s < base {
				t.sampled++
			}
		}
	}
	return dst
}

// expandSampled appends to b the line accesses of sampled lines (slot below
// top) of the reads of batch, as many IOs as keep b within about maxLines
// accesses (a batch ends after the IO that reaches it), counting every
// request, line access and needed chunk in t; it returns how many IOs it
// took. A read with no sampled line adds nothing to b; one with some ends
// its read IO in b, owned (counted as a read I/O of the sample) when its
// first line is sampled at each model's own rate (slots are kept in
// b.slot, and the owner's slot in b.own).
func (b *lineBatch) expandSampled(g Geometry, batch []IO, maxLines int, top, base uint32, t *sampleTotals) int {
	for i := range batch {
		x := &batch[i]
		t.requests++
		if x.Op != trace.Read {
			if x.Op == trace.Write {
				t.writes++
			}
			continue
		}
		t.reads++
		if x.Offset < 0 {
			panic("cachesim: vSAN mode needs byte offsets (a block trace or a synthetic workload)")
		}
		first := x.Offset / g.Line
		own := sampleSlot(uint64(first))
		before := len(b.line)
		if x.Size > 0 {
			end := x.Offset + x.Size
			last := (end - 1) / g.Line
			for l := first; l <= last; l++ {
				need := g.need(x.Offset, end, l)
				t.lines++
				t.chunks += int64(bits.OnesCount64(need))
				s := own
				if l != first {
					s = sampleSlot(uint64(l))
				}
				if s < top {
					b.line = append(b.line, uint64(l))
					b.need = append(b.need, need)
					b.slot = append(b.slot, s)
					if s < base {
						t.sampled++
					}
				}
			}
			t.touched += last - first + 1
		}
		if len(b.line) > before || own < top {
			b.end = append(b.end, int32(len(b.line)))
			b.own = append(b.own, own)
			n := int32(0)
			if x.Size > 0 {
				n = int32((x.Offset+x.Size-1)/g.Line - first + 1)
			}
			b.lines = append(b.lines, n)
		}
		if len(b.line) >= maxLines {
			return i + 1
		}
	}
	return len(batch)
}

// SamplingInfo says how a sampled replay's results were estimated (the
// report's "sampling").
type SamplingInfo struct {
	// Method names the estimate: "shards-minisim", miniature simulations
	// of a SHARDS fixed-rate spatial sample with SHARDS_adj's correction.
	Method string `json:"method"`
	// Rate is the base rate T / P; a size whose miniature cache would hold
	// fewer than MinSampledUnits lines or objects has a higher rate (its
	// result's sample_rate).
	Rate      float64 `json:"rate"`
	Modulus   int64   `json:"modulus"`
	Threshold int64   `json:"threshold"`
	// Unit is what is sampled: "object" (object mode) or "line" (vSAN
	// mode, the cache line).
	Unit string `json:"unit"`
	// Hash names the hash of the keys.
	Hash string `json:"hash"`
	// SampledRequests are the requests (object mode) or line accesses
	// (vSAN mode) of keys sampled at the base rate.
	SampledRequests int64 `json:"sampled_requests"`
	// MinSampledUnits is the fewest lines or objects a miniature cache
	// holds.
	MinSampledUnits int64 `json:"min_sampled_units"`
}

// Sampling method names.
const (
	MethodExact  = "exact"
	MethodShards = "shards-minisim"
)

// sampleHitRatio is (n − a / rate) / n clamped to [0, 1], the hit ratio
// of a miniature simulation with a misses corrected as SHARDS_adj does (the
// expected count R × n instead of the sample's own), 0 when n is 0: at rate
// 1 it is exact replay's (n − a) / n to the last bit.
func sampleHitRatio(a int64, rate float64, n int64) float64 {
	if n <= 0 {
		return 0
	}
	return min(max((float64(n)-float64(a)/rate)/float64(n), 0), 1)
}

// scaleCount is round(a / rate), at most limit.
func scaleCount(a int64, rate float64, limit int64) int64 {
	return min(int64(math.Round(float64(a)/rate)), limit)
}

// errSampleRate is a rate outside (0, 1].
var errSampleRate = msg.NewKey("cache-sim.replay.sample-rate",
	"sampling rate {0} is not above 0 and at most 1 (0.01 keeps 1 % of the keys; 1 replays every request)")
