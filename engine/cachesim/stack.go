package cachesim

import (
	"math/bits"

	"github.com/sizewise/sizewise/engine/cache"
)

// stackJob is the one-pass LRU simulation of every size up to h lines, with
// chunk validity: see stackJob.access.
type stackJob struct {
	h    int64
	geo  Geometry
	fill Fill
	k    int // chunks per line
	sd   *cache.StackDistance
	// thr[ref*k+j] is T_j of the line at stack ref: the smallest cache (in
	// lines) in which chunk j of that line is valid now, or h+1 for none.
	thr []uint32
	// Measured histograms over cache sizes c = 0..h (index c):
	lineHits  []int64 // accesses at stack distance c (hits for every cache ≥ c)
	chunkDiff []int64 // chunk misses at c = Σ chunkDiff[0..c]
	served    []int64 // read I/Os served entirely from the SSD from c on
	acc       int64   // measured line accesses
	chunkAcc  int64   // measured needed chunks
	reads     int64   // measured read I/Os
	pos       int
	done      bool
}

func newStackJob(h int64, g Geometry, fill Fill, hint int64) *stackJob {
	return &stackJob{h: h, geo: g, fill: fill, k: int(g.ChunksPerLine()), sd: cache.NewStackDistance(hint),
		lineHits: make([]int64, h+2), chunkDiff: make([]int64, h+2), served: make([]int64, h+2)}
}

// access replays one line access at every cache size c ≤ h at once and
// returns the smallest c at which it was served from the SSD (h+1: none).
//
// LRU is a stack algorithm (Mattson et al. 1970): the line hits exactly the
// caches c ≥ d, its stack distance (d = 0, a first touch, hits none). In a
// cache where the line stays resident its valid chunks only grow, and a
// miss resets them, so chunk j of the line is valid in cache c exactly when
// c ≥ T_j for one threshold T_j per chunk. With FillNeeded an access needing
// chunks N at distance d sets T_j = 0 for j ∈ N (valid in every cache:
// read now on a miss or a hit) and T_j = max(T_j, d) for the others (caches
// c < d missed and kept only N); with FillLine every chunk of a resident
// line is valid, T_j = 0. The access misses |N| chunks in caches c < d, and
// in a cache c ≥ d the chunks j ∈ N with c < T_j.
func (s *stackJob) access(line uint64, need uint64, measured bool) int64 {
	d, ref := s.sd.AccessRef(line)
	inf := s.h + 1
	if d == 0 || d > s.h {
		d = inf
	}
	if need := (int(ref) + 1) * s.k; need > len(s.thr) {
		s.thr = append(s.thr, make([]uint32, need-len(s.thr)+len(s.thr)/2)...)
	}
	// A first touch finds zeros here; they are never read as thresholds:
	// d = h+1 then, so the access misses everywhere and the update below
	// sets every threshold.
	t := s.thr[int(ref)*s.k : int(ref+1)*s.k]
	servedFrom := d
	n := int64(bits.OnesCount64(need))
	if measured {
		s.acc++
		s.chunkAcc += n
		if d <= s.h {
			s.lineHits[d]++
		}
		s.chunkDiff[0] += n
		s.chunkDiff[d] -= n
	}
	for m := need; m != 0; m &= m - 1 {
		j := bits.TrailingZeros64(m)
		if tj := int64(t[j]); tj > d {
			servedFrom = max(servedFrom, tj)
			if measured {
				s.chunkDiff[d]++
				s.chunkDiff[tj]--
			}
		}
	}
	switch s.fill {
	case FillLine:
		clear(t)
	default:
		for j := range t {
			if need&(1<<j) != 0 {
				t[j] = 0
			} else {
				t[j] = uint32(max(int64(t[j]), d))
			}
		}
	}
	return servedFrom
}

// read replays one read I/O of [off, end) at every cache size.
func (s *stackJob) read(off, end int64, measured bool) (accesses int64) {
	servedFrom := int64(0)
	for l := off / s.geo.Line; l <= (end-1)/s.geo.Line; l++ {
		servedFrom = max(servedFrom, s.access(uint64(l), s.geo.need(off, end, l), measured))
		accesses++
	}
	if measured {
		s.reads++
		if servedFrom <= s.h {
			s.served[servedFrom]++
		}
	}
	return accesses
}

// finish turns the histograms into counts at each size and frees the stack.
func (s *stackJob) finish() {
	s.done = true
	for d := int64(1); d <= s.h+1; d++ {
		s.lineHits[d] += s.lineHits[d-1]
		s.chunkDiff[d] += s.chunkDiff[d-1]
		s.served[d] += s.served[d-1]
	}
	s.sd, s.thr = nil, nil
}

// stats are the measured counters of an LRU cache of c lines (after
// finish); c above h counts as h (no access has a larger distance).
func (s *stackJob) stats(c int64) VSANStats {
	c = min(c, s.h)
	v := VSANStats{ReadIOs: s.reads, LineAccesses: s.acc, ChunkAccesses: s.chunkAcc,
		LineMisses: s.acc - s.lineHits[c], ChunkMisses: s.chunkDiff[c], ReadIOHits: s.served[c]}
	if s.fill == FillLine {
		v.HDDChunkReads = v.LineMisses * int64(s.k)
	} else {
		v.HDDChunkReads = v.ChunkMisses
	}
	return v
}

func (r *Run) stepStack(budget int64) int64 {
	s := r.stackRun
	var done int64
	for ; done < budget && s.pos < len(r.reads); s.pos++ {
		off := r.reads[s.pos]
		done += s.read(off, off+r.ioSize, s.pos >= r.measuredFrom)
	}
	if s.pos == len(r.reads) {
		s.finish()
	}
	r.unitsDone += done
	return done
}

// blockLines is the most lines a synthetic I/O of n bytes, at an offset that
// is a multiple of n, can touch: n/line when lines tile the block, 1 when
// blocks tile the line, else floor((n−1)/line) + 2.
func (g Geometry) blockLines(n int64) int64 {
	switch {
	case n <= 0:
		return 0
	case n%g.Line == 0:
		return n / g.Line
	case g.Line%n == 0:
		return 1
	}
	return (n-1)/g.Line + 2
}

// lineSet is the set of lines touched: a bitmap when the working set has at
// most 2^26 lines (8 MiB), else a map.
type lineSet struct {
	bits []uint64
	m    map[uint64]struct{}
	n    int64
}

func newLineSet(lines int64) lineSet {
	if lines <= 1<<26 {
		return lineSet{bits: make([]uint64, (lines+63)/64)}
	}
	return lineSet{m: map[uint64]struct{}{}}
}

// add inserts line and reports whether it was new.
func (s *lineSet) add(line uint64) bool {
	if s.bits != nil && line/64 < uint64(len(s.bits)) {
		w, b := line/64, uint64(1)<<(line%64)
		if s.bits[w]&b != 0 {
			return false
		}
		s.bits[w] |= b
		s.n++
		return true
	}
	if s.m == nil {
		s.m = map[uint64]struct{}{}
	}
	if _, ok := s.m[line]; ok {
		return false
	}
	s.m[line] = struct{}{}
	s.n++
	return true
}
