package cachesim

import (
	"github.com/sizewise/sizewise/engine/cache"
)

// VSANMultiLRU is the vSAN model under LRU at several cache sizes at once,
// exactly as separate VSAN models would count (see cache.MultiLRU), each
// size with its own valid chunks per line.
type VSANMultiLRU struct {
	Geometry
	Fill  Fill
	Lines []int64     // capacity of each size, in lines (0: every access misses)
	Stats []VSANStats // counters of each size
	m     *cache.MultiLRU
	slot  []int    // index of size i in m, or -1 for 0 lines
	valid []uint64 // valid[ref*len(m)+slot]
	full  uint64
	lb    lineBatch
	// t is the sample threshold of a miniature simulation (see VSAN.t).
	t   uint32
	fb  lineBatch
	est []readEstimate // of each size
}

// NewVSANMultiLRU returns the model for caches of lines[i] lines (at most
// cache.MaxMulti non-zero sizes).
func NewVSANMultiLRU(lines []int64, g Geometry, fill Fill) *VSANMultiLRU {
	g.check()
	v := &VSANMultiLRU{Geometry: g, Fill: fill, Lines: append([]int64(nil), lines...), Stats: make([]VSANStats, len(lines)),
		slot: make([]int, len(lines)), full: g.full()}
	var caps []int64
	for i, l := range lines {
		v.slot[i] = -1
		if l > 0 {
			v.slot[i] = len(caps)
			caps = append(caps, l)
		}
	}
	if len(caps) > 0 {
		v.m = cache.NewMultiLRU(caps, true)
	}
	return v
}

// Feed replays a batch.
func (v *VSANMultiLRU) Feed(batch []IO) { feedAll(v.Geometry, &v.lb, batch, v) }

func (v *VSANMultiLRU) feedLines(b *lineBatch) {
	b = b.sampledAt(v.t, &v.fb)
	S := 0
	if v.m != nil {
		S = len(v.m.Capacities())
	}
	var served [cache.MaxMulti + 1]bool
	var scratch uint64
	for i := range v.Stats {
		v.Stats[i].WriteIOs += b.writes
	}
	if b.top != 0 && len(v.est) < len(v.Stats) {
		v.est = make([]readEstimate, len(v.Stats))
	}
	k := b.from
	for r, end := range b.end {
		for i := range v.Stats {
			served[i] = true
		}
		first := k
		counted := b.counts(r, v.t)
		for ; k < int(end); k++ {
			var hits uint32
			var ref int32 = -1
			if v.m != nil {
				if k+cache.PrefetchDistance < len(b.line) {
					v.m.Prefetch(b.line[k+cache.PrefetchDistance])
				}
				hits, ref = v.m.Access(b.line[k], 1)
				if need := (int(ref) + 1) * S; need > len(v.valid) {
					v.valid = append(v.valid, make([]uint64, need-len(v.valid)+len(v.valid)/2)...)
				}
			}
			for i := range v.Stats {
				valid := &scratch
				hit := false
				if j := v.slot[i]; j >= 0 {
					hit = hits&(1<<j) != 0
					valid = &v.valid[int(ref)*S+j]
				}
				ok := v.Stats[i].lineAccess(hit, valid, b.need[k], v.full, v.Fill)
				if !ok {
					served[i] = false
				}
				if b.top != 0 && (k != first || !counted) {
					v.est[i].continuation(ok)
				}
			}
		}
		if !counted {
			continue
		}
		for i := range v.Stats {
			v.Stats[i].ReadIOs++
			if served[i] {
				v.Stats[i].ReadIOHits++
				if b.top != 0 {
					v.est[i].served(b.lines[r] - int32(k-first))
				}
			}
		}
	}
}

// ObjectMultiLRU is object mode under LRU at several capacities at once,
// exactly as separate Object models would count, in one pass: one
// cache.LRUStack (stack inclusion, with the capacities it does not hold for
// moved to exact per-capacity structures; see there).
type ObjectMultiLRU struct {
	Capacities []int64 // bytes, or objects with unit size (0: never hits)
	unit       bool
	m          *cache.LRUStack
	slot       []int
	requests   int64
	bytes      int64
	sampled
}

// NewObjectMultiLRU returns the model for the given capacities (at most
// cache.MaxMulti non-zero ones).
func NewObjectMultiLRU(capacities []int64, unit bool) *ObjectMultiLRU {
	o := &ObjectMultiLRU{Capacities: append([]int64(nil), capacities...), unit: unit, slot: make([]int, len(capacities))}
	var caps []int64
	for i, c := range capacities {
		o.slot[i] = -1
		if c > 0 {
			o.slot[i] = len(caps)
			caps = append(caps, c)
		}
	}
	if len(caps) > 0 {
		o.m = cache.NewLRUStack(caps, unit)
	}
	return o
}

// Feed replays a batch.
func (o *ObjectMultiLRU) Feed(batch []IO) {
	batch = o.take(batch)
	const d = cache.PrefetchDistance
	for i := range batch {
		size := batch[i].Size
		if o.unit {
			size = 1
		}
		o.requests++
		o.bytes += size
		if o.m != nil {
			if i+d < len(batch) {
				o.m.Prefetch(batch[i+d].Key)
			}
			o.m.Access(batch[i].Key, size)
		}
	}
}

// Stats are the counters of capacity j so far.
func (o *ObjectMultiLRU) Stats(j int) ObjectStats {
	s := ObjectStats{Requests: o.requests, Bytes: o.bytes, Misses: o.requests, MissBytes: o.bytes}
	if k := o.slot[j]; k >= 0 {
		s.Misses, s.MissBytes = o.m.Misses(k)
	}
	return s
}
