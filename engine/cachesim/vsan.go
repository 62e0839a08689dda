package cachesim

import (
	"math"
	"math/bits"

	"github.com/sizewise/sizewise/engine/cache"
)

// VSAN is the hybrid read-cache model of docs/contract.md §4 "--mode vsan" at
// one cache size under any policy: only reads touch the read cache (writes
// go to the write buffer); a read of [off, off+len) touches lines
// floor(off/line) .. floor((off+len−1)/line) in order, each one unit-size
// access under the policy, needing the chunks of that line that overlap the
// read. A resident line remembers which of its chunks are valid; a line that
// leaves the cache (to an ARC ghost list or out) forgets them: every line
// miss starts from the fill rule again.
type VSAN struct {
	Geometry
	Fill  Fill
	Cache cache.RefCache // unit size, capacity in lines; nil: 0 lines
	VSANStats
	valid []uint64 // valid chunks of the line at each cache ref
	full  uint64
	lb    lineBatch
	hits  []bool  // of the batch's accesses, from the policy
	refs  []int32 // of the batch's accesses, from the policy
	// t is the sample threshold of a miniature simulation: the model takes
	// the lines whose sample slot is below it (0: not sampled, every line).
	t   uint32
	fb  lineBatch // a sampled batch restricted to t
	est readEstimate
}

// NewVSAN returns the model over a fresh unit-size cache of policy p holding
// lines lines (0: every access misses). It does not count ColdMisses.
func NewVSAN(p cache.Policy, lines int64, g Geometry, fill Fill) *VSAN {
	g.check()
	v := &VSAN{Geometry: g, Fill: fill, full: g.full()}
	if lines > 0 {
		v.Cache = cache.New(p, lines, true)
	}
	return v
}

// Feed replays a batch.
func (v *VSAN) Feed(batch []IO) { feedAll(v.Geometry, &v.lb, batch, v) }

func (v *VSAN) feedLines(b *lineBatch) {
	b = b.sampledAt(v.t, &v.fb)
	v.WriteIOs += b.writes
	keys := b.line[b.from:]
	if cap(v.refs) < len(keys) {
		v.hits, v.refs = make([]bool, len(keys)), make([]int32, len(keys))
	}
	hits, refs := v.hits[:len(keys)], v.refs[:len(keys)]
	if v.Cache != nil {
		// The policy first, for the whole batch; then the chunks, in the
		// same order. A ref changes hands only through a miss, which resets
		// its valid chunks, so each access still finds the chunks its line's
		// previous access left.
		v.Cache.AccessRefs(keys, hits, refs)
		top := int32(-1)
		for _, r := range refs {
			top = max(top, r)
		}
		if int(top) >= len(v.valid) {
			v.valid = append(v.valid, make([]uint64, int(top)+1-len(v.valid)+len(v.valid)/2)...)
		}
	} else {
		clear(hits)
		for i := range refs {
			refs[i] = -1
		}
	}
	v.count(b, hits, refs)
}

// count applies the fill rule (VSANStats.lineAccess) to the batch's
// accesses, whose policy answers are hits and refs, with the counters in
// locals: the same rule, a third of the time in WebAssembly, where each
// counter through v is a load and a store.
func (v *VSAN) count(b *lineBatch, hits []bool, refs []int32) {
	needs := b.need[b.from:]
	valid, full := v.valid, v.full
	fullN := int64(bits.OnesCount64(full))
	fillLine := v.Fill == FillLine
	var chunkAcc, lineMiss, chunkMiss, hdd, served, reads int64
	k := 0
	for j, end := range b.end {
		whole := true
		first := k
		for ; k < int(end)-b.from; k++ {
			need := needs[k]
			n := int64(bits.OnesCount64(need))
			chunkAcc += n
			r := refs[k]
			ok := true
			if !hits[k] {
				lineMiss++
				chunkMiss += n
				ok = false
				fill := need
				if fillLine {
					fill, n = full, fullN
				}
				hdd += n
				if r >= 0 {
					valid[r] = fill
				}
			} else if m := int64(bits.OnesCount64(need &^ valid[r])); m != 0 {
				chunkMiss += m
				hdd += m
				valid[r] |= need
				ok = false
			}
			whole = whole && ok
			if b.top != 0 && (k != first || !b.counts(j, v.t)) {
				v.est.continuation(ok)
			}
		}
		if b.counts(j, v.t) {
			reads++
			if whole {
				served++
				if b.top != 0 {
					v.est.served(b.lines[j] - int32(k-first))
				}
			}
		}
	}
	v.ReadIOs += reads
	v.ReadIOHits += served
	v.LineAccesses += int64(len(needs))
	v.LineMisses += lineMiss
	v.ChunkAccesses += chunkAcc
	v.ChunkMisses += chunkMiss
	v.HDDChunkReads += hdd
}

// readEstimate estimates, in a sampled replay, how many of the read I/Os
// of the sample were served entirely from the SSD. A read counts when its
// first line is sampled, and the other lines it touches may not be: a
// served read whose u other lines were not sampled is served with
// probability p^u, p being the share of served accesses among the sampled
// lines' accesses that are not the first line of their read (reads that
// straddle lines are served less often than their first line alone says:
// counting them as served overstated the served reads by 0.05 on the
// sample trace at 1 %).
type readEstimate struct {
	cont, contServed int64 // accesses to a read's other lines
	// served reads by lines not sampled: fewer than 64 in small, more in
	// large
	small [64]int64
	large map[int32]int64
}

func (e *readEstimate) continuation(ok bool) {
	e.cont++
	if ok {
		e.contServed++
	}
}

func (e *readEstimate) served(unsampled int32) {
	if unsampled >= 0 && int(unsampled) < len(e.small) {
		e.small[unsampled]++
		return
	}
	if e.large == nil {
		e.large = map[int32]int64{}
	}
	e.large[unsampled]++
}

// hits is the estimated served reads of the sample.
func (e *readEstimate) hits() float64 {
	p := 1.0
	if e.cont > 0 {
		p = float64(e.contServed) / float64(e.cont)
	}
	var h float64
	for u, n := range e.small {
		if n != 0 {
			h += float64(n) * math.Pow(p, float64(u))
		}
	}
	for u, n := range e.large {
		h += float64(n) * math.Pow(p, float64(u))
	}
	return h
}
