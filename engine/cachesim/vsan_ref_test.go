package cachesim

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
)

// refVSAN is the vSAN read-cache model written straight from docs/contract.md §4
// with slices and a map, to check the fast models against: the policy's
// lists are slices searched linearly (MRU or newest first), and valid maps
// each resident line to its valid chunks; a line that is not resident after
// an access is deleted from valid ("a line that leaves the cache forgets
// them").
type refVSAN struct {
	policy cache.Policy
	c      int
	g      Geometry
	fill   Fill
	list   []uint64 // LRU, FIFO: resident lines, MRU / newest first
	// ARC (Megiddo and Modha, FAST 2003, Figure 4), MRU first.
	t1, t2, b1, b2 []uint64
	p              float64
	valid          map[uint64]uint64
	stats          VSANStats
}

func newRefVSAN(p cache.Policy, c int, g Geometry, fill Fill) *refVSAN {
	return &refVSAN{policy: p, c: c, g: g, fill: fill, valid: map[uint64]uint64{}}
}

func remove(l []uint64, x uint64) ([]uint64, bool) {
	if i := slices.Index(l, x); i >= 0 {
		return slices.Delete(l, i, i+1), true
	}
	return l, false
}

func front(l []uint64, x uint64) []uint64 { return slices.Insert(l, 0, x) }

func (r *refVSAN) resident() []uint64 {
	if r.policy == cache.ARCPolicy {
		return append(slices.Clone(r.t1), r.t2...)
	}
	return r.list
}

// lookup replays one line access under the policy and reports a hit.
func (r *refVSAN) lookup(x uint64) bool {
	if r.c == 0 {
		return false
	}
	switch r.policy {
	case cache.LRUPolicy, cache.FIFOPolicy:
		if slices.Contains(r.list, x) {
			if r.policy == cache.LRUPolicy {
				r.list, _ = remove(r.list, x)
				r.list = front(r.list, x)
			}
			return true
		}
		if len(r.list) == r.c {
			r.list = r.list[:len(r.list)-1]
		}
		r.list = front(r.list, x)
		return false
	}
	c := float64(r.c)
	replace := func(fromB2 bool) {
		t1 := float64(len(r.t1))
		if (len(r.t1) > 0 && (t1 > r.p || (fromB2 && t1 == r.p))) || len(r.t2) == 0 {
			v := r.t1[len(r.t1)-1]
			r.t1 = r.t1[:len(r.t1)-1]
			r.b1 = front(r.b1, v)
		} else {
			v := r.t2[len(r.t2)-1]
			r.t2 = r.t2[:len(r.t2)-1]
			r.b2 = front(r.b2, v)
		}
	}
	var ok bool
	if r.t1, ok = remove(r.t1, x); ok {
		r.t2 = front(r.t2, x)
		return true
	}
	if r.t2, ok = remove(r.t2, x); ok {
		r.t2 = front(r.t2, x)
		return true
	}
	if slices.Contains(r.b1, x) {
		r.p = min(r.p+max(float64(len(r.b2))/float64(len(r.b1)), 1), c)
		replace(false)
		r.b1, _ = remove(r.b1, x)
		r.t2 = front(r.t2, x)
		return false
	}
	if slices.Contains(r.b2, x) {
		r.p = max(r.p-max(float64(len(r.b1))/float64(len(r.b2)), 1), 0)
		replace(true)
		r.b2, _ = remove(r.b2, x)
		r.t2 = front(r.t2, x)
		return false
	}
	if l1 := len(r.t1) + len(r.b1); l1 == r.c {
		if len(r.t1) < r.c {
			r.b1 = r.b1[:len(r.b1)-1]
			replace(false)
		} else {
			r.t1 = r.t1[:len(r.t1)-1]
		}
	} else if total := l1 + len(r.t2) + len(r.b2); total >= r.c {
		if total == 2*r.c {
			r.b2 = r.b2[:len(r.b2)-1]
		}
		replace(false)
	}
	r.t1 = front(r.t1, x)
	return false
}

// read replays one read I/O of [off, off+n).
func (r *refVSAN) read(off, n int64) {
	r.stats.ReadIOs++
	served := true
	full := uint64(0)
	for j := range r.g.ChunksPerLine() {
		full |= 1 << j
	}
	for pos, end := off, off+n; pos < end; {
		line := uint64(pos / r.g.Line)
		lineEnd := min(end, (int64(line)+1)*r.g.Line)
		var need uint64
		base := int64(line) * r.g.Line
		for j := range r.g.ChunksPerLine() { // chunk j is [lo, hi): does it overlap [pos, lineEnd)?
			lo, hi := base+j*r.g.Chunk, min(base+(j+1)*r.g.Chunk, base+r.g.Line)
			if lo < lineEnd && pos < hi {
				need |= 1 << j
			}
		}
		pos = lineEnd
		k := int64(bits.OnesCount64(need))
		r.stats.LineAccesses++
		r.stats.ChunkAccesses += k
		if r.lookup(line) {
			missing := need &^ r.valid[line]
			m := int64(bits.OnesCount64(missing))
			r.stats.ChunkMisses += m
			r.stats.HDDChunkReads += m
			r.valid[line] |= need
			served = served && m == 0
		} else {
			served = false
			r.stats.LineMisses++
			r.stats.ChunkMisses += k
			if r.fill == FillLine {
				r.valid[line] = full
				r.stats.HDDChunkReads += int64(bits.OnesCount64(full))
			} else {
				r.valid[line] = need
				r.stats.HDDChunkReads += k
			}
		}
		resident := map[uint64]bool{}
		for _, l := range r.resident() {
			resident[l] = true
		}
		for l := range r.valid {
			if !resident[l] {
				delete(r.valid, l)
			}
		}
	}
	if served {
		r.stats.ReadIOHits++
	}
}

// randomReads is a skewed random trace over lines 0..span of g (one I/O in
// eight a write), with lengths from 0 to 3 lines at any byte offset.
func randomReads(seed uint64, n int, span int64, g Geometry) []IO {
	rng := rand.New(rand.NewPCG(seed, 77))
	out := make([]IO, n)
	for i := range out {
		u := rng.Float64()
		off := int64(u*u*float64(span*g.Line)) + rng.Int64N(g.Line)
		size := rng.Int64N(3*g.Line + 1)
		if rng.IntN(3) == 0 {
			size = rng.Int64N(2*g.Chunk) + 1 // small reads: partial lines
		}
		op := trace.Read
		if rng.IntN(8) == 0 {
			op = trace.Write
		}
		out[i] = IO{Op: op, Offset: off, Size: size}
	}
	return out
}

// TestVSANAgainstReference: the fast models equal the brute-force reference
// miss for miss (all counters after every I/O), for LRU, FIFO and ARC, both
// fill rules, several geometries (a short last chunk, 64 chunks a line) and
// cache sizes, on random traces: VSAN per size, VSANMultiLRU for every LRU
// size at once, and the calculator's one-pass LRU (stackJob) at many sizes.
func TestVSANAgainstReference(t *testing.T) {
	geos := []Geometry{{Line: 1024, Chunk: 64}, {Line: 1000, Chunk: 300}, {Line: 4096, Chunk: 64}, {Line: 512, Chunk: 512}}
	for gi, g := range geos {
		for _, fill := range []Fill{FillNeeded, FillLine} {
			for seed := uint64(1); seed <= 2; seed++ {
				ios := randomReads(seed+uint64(10*gi), 1500, 40, g)
				sizes := []int64{0, 1, 2, 5, 13, 30, 60}
				t.Run(fmt.Sprintf("%d-%d/%s/%d", g.Line, g.Chunk, fill, seed), func(t *testing.T) {
					multi := NewVSANMultiLRU(sizes, g, fill)
					for _, p := range cache.Policies {
						for ci, c := range sizes {
							ref := newRefVSAN(p, int(c), g, fill)
							v := NewVSAN(p, c, g, fill)
							for i, x := range ios {
								if x.Op == trace.Read {
									ref.read(x.Offset, x.Size)
								} else {
									ref.stats.WriteIOs++
								}
								v.Feed(ios[i : i+1])
								if v.VSANStats != ref.stats {
									t.Fatalf("%s c=%d after I/O %d: model %+v\nreference %+v", p, c, i, v.VSANStats, ref.stats)
								}
								if p == cache.LRUPolicy && ci == 0 {
									multi.Feed(ios[i : i+1])
								}
							}
							if p == cache.LRUPolicy && multi.Stats[ci] != ref.stats {
								t.Fatalf("multi-size LRU c=%d: %+v\nreference %+v", c, multi.Stats[ci], ref.stats)
							}
						}
					}
					// The one-pass LRU of the calculator, at every size from 0 to
					// 12 lines and a few up to 70 (more than the lines touched).
					sj := newStackJob(70, g, fill, 16)
					for _, x := range ios {
						switch {
						case x.Op == trace.Read && x.Size > 0:
							sj.read(x.Offset, x.Offset+x.Size, true)
						case x.Op == trace.Read:
							sj.reads++
							sj.served[0]++ // a read of nothing is served, as the models count it
						}
					}
					sj.finish()
					for _, c := range []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17, 25, 36, 50, 70} {
						ref := newRefVSAN(cache.LRUPolicy, int(c), g, fill)
						for _, x := range ios {
							if x.Op == trace.Read {
								ref.read(x.Offset, x.Size)
							}
						}
						if got := sj.stats(c); got != ref.stats {
							t.Fatalf("one-pass LRU c=%d: %+v\nreference %+v", c, got, ref.stats)
						}
					}
				})
			}
		}
	}
}

// FuzzVSANModel: any trace (decoded from the fuzzer's bytes: geometry,
// fill, cache size, then 4 bytes per I/O) gives the reference's counters in
// every fast model, and never panics.
func FuzzVSANModel(f *testing.F) {
	f.Add([]byte{3, 1, 0, 5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte{0, 0, 1, 1, 255, 255, 255, 255, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 4 {
			return
		}
		geos := []Geometry{{Line: 1024, Chunk: 64}, {Line: 1000, Chunk: 300}, {Line: 512, Chunk: 512}, {Line: 4096, Chunk: 64}}
		g := geos[int(data[0])%len(geos)]
		fill := []Fill{FillNeeded, FillLine}[data[1]%2]
		p := cache.Policies[int(data[2])%len(cache.Policies)]
		c := int64(data[3] % 20)
		var ios []IO
		for b := data[4:]; len(b) >= 4; b = b[4:] {
			op := trace.Read
			if b[0]&0x80 != 0 {
				op = trace.Write
			}
			off := int64(b[0]&0x7f)<<8 | int64(b[1])
			off = off * g.Line / 256 // up to 128 lines
			size := int64(b[2])<<4 | int64(b[3]&0x0f)
			ios = append(ios, IO{Op: op, Offset: off, Size: size * g.Line / 1024})
		}
		ref := newRefVSAN(p, int(c), g, fill)
		v := NewVSAN(p, c, g, fill)
		m := NewVSANMultiLRU([]int64{c, c + 1, 0}, g, fill)
		refLRU := newRefVSAN(cache.LRUPolicy, int(c), g, fill)
		for i, x := range ios {
			if x.Op == trace.Read {
				ref.read(x.Offset, x.Size)
				refLRU.read(x.Offset, x.Size)
			} else {
				ref.stats.WriteIOs++
				refLRU.stats.WriteIOs++
			}
			v.Feed(ios[i : i+1])
			m.Feed(ios[i : i+1])
			if v.VSANStats != ref.stats {
				t.Fatalf("%s c=%d after I/O %d: %+v\nreference %+v", p, c, i, v.VSANStats, ref.stats)
			}
			if m.Stats[0] != refLRU.stats {
				t.Fatalf("multi-size LRU c=%d after I/O %d: %+v\nreference %+v", c, i, m.Stats[0], refLRU.stats)
			}
		}
	})
}
