package cachesim

import (
	"fmt"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
)

// Model consumes batches of IOs. A Simulator feeds every model the same
// batches, possibly in parallel: a model must only touch its own state.
type Model interface {
	Feed(batch []IO)
}

// never is a cache of capacity 0: every access misses.
type never struct{ unit bool }

func (never) Access(uint64, int64) bool { return false }
func (never) Capacity() int64           { return 0 }
func (never) Used() int64               { return 0 }
func (never) Len() int                  { return 0 }
func (never) Contains(uint64) bool      { return false }
func (never) Reset()                    {}
func (never) Policy() cache.Policy      { return "" }
func (n never) UnitSize() bool          { return n.unit }

// newCache is cache.New that also accepts capacity 0 (a cache that never
// hits).
func newCache(p cache.Policy, capacity int64, unit bool) cache.Cache {
	if capacity <= 0 {
		return never{unit}
	}
	return cache.New(p, capacity, unit)
}

// ObjectStats are the counters of object mode.
type ObjectStats struct {
	Requests  int64
	Misses    int64
	MissBytes int64 // bytes of the missed requests (1 each with unit size)
	Bytes     int64 // bytes of all requests (1 each with unit size)
}

// HitRatio is 1 − Misses / Requests (0 with no requests).
func (s ObjectStats) HitRatio() float64 { return ratio(s.Requests-s.Misses, s.Requests) }

// ByteHitRatio is 1 − MissBytes / Bytes (0 with no bytes).
func (s ObjectStats) ByteHitRatio() float64 { return ratio(s.Bytes-s.MissBytes, s.Bytes) }

func ratio(a, b int64) float64 {
	if b <= 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Object is CONTRACT.md §4 "--mode object": every request (read, write or
// other) is one access to the object Key of Size bytes (1 with unit size).
type Object struct {
	Cache cache.Cache
	ObjectStats
}

// NewObject returns object mode over a fresh cache of policy p and capacity
// (bytes, or objects with unit size; 0 means nothing is ever cached).
func NewObject(p cache.Policy, capacity int64, unit bool) *Object {
	return &Object{Cache: newCache(p, capacity, unit)}
}

// Feed replays a batch.
func (m *Object) Feed(batch []IO) {
	unit := m.Cache.UnitSize()
	for i := range batch {
		size := batch[i].Size
		if unit {
			size = 1
		}
		m.Requests++
		m.Bytes += size
		if !m.Cache.Access(batch[i].Key, size) {
			m.Misses++
			m.MissBytes += size
		}
	}
}

// VSANStats are the counters of the vSAN read-cache model.
type VSANStats struct {
	ReadIOs       int64
	WriteIOs      int64 // writes and other commands: absorbed by the write buffer
	LineAccesses  int64
	LineMisses    int64
	HDDChunkReads int64
	// ColdMisses are line misses on a line never touched before (compulsory:
	// every policy and size has them).
	ColdMisses int64
}

// ReadHitRatio is 1 − LineMisses / LineAccesses (0 with no accesses).
func (s VSANStats) ReadHitRatio() float64 { return ratio(s.LineAccesses-s.LineMisses, s.LineAccesses) }

// Geometry is the vSAN read cache's line and chunk sizes, in bytes.
type Geometry struct {
	Line  int64 // cache line (1 MiB in vSAN)
	Chunk int64 // HDD read unit on a miss (64 KiB in vSAN), ≤ Line
}

func (g Geometry) check() {
	if g.Line < 1 || g.Chunk < 1 || g.Chunk > g.Line {
		panic(fmt.Sprintf("cachesim: geometry line %d chunk %d: need 1 ≤ chunk ≤ line", g.Line, g.Chunk))
	}
}

// lines calls f for each line touched by a read of [off, off+n): the line
// number and the number of chunks of that line overlapping the read. A read
// of 0 bytes touches no line. off ≥ 0 and off + n must not overflow.
func (g Geometry) lines(off, n int64, f func(line uint64, chunks int64)) {
	if n <= 0 {
		return
	}
	end := off + n
	for l := off / g.Line; l <= (end-1)/g.Line; l++ {
		base := l * g.Line
		lo := max(off, base) - base
		hi := min(end, base+g.Line) - base
		f(uint64(l), (hi-1)/g.Chunk-lo/g.Chunk+1)
	}
}

// VSAN is the hybrid read-cache model of CONTRACT.md §4 "--mode vsan": only
// reads touch the read cache (writes go to the write buffer); a read of
// [off, off+len) touches lines floor(off/line) .. floor((off+len−1)/line) in
// order, each one unit-size access under the policy; on a miss the whole line
// is inserted and the chunks of that line overlapping the read are read from
// the HDD.
type VSAN struct {
	Geometry
	Cache cache.Cache // unit size, capacity in lines
	VSANStats
}

// NewVSAN returns the model over a fresh unit-size cache of policy p holding
// lines lines (0: every access misses). It does not count ColdMisses (see
// Footprint).
func NewVSAN(p cache.Policy, lines int64, g Geometry) *VSAN {
	g.check()
	return &VSAN{Geometry: g, Cache: newCache(p, lines, true)}
}

// Feed replays a batch.
func (v *VSAN) Feed(batch []IO) {
	for i := range batch {
		io := &batch[i]
		if io.Op != trace.Read {
			v.WriteIOs++
			continue
		}
		if io.Offset < 0 {
			panic("cachesim: vSAN mode needs byte offsets (a block trace or a synthetic workload)")
		}
		v.ReadIOs++
		v.lines(io.Offset, io.Size, v.access)
	}
}

func (v *VSAN) access(line uint64, chunks int64) {
	v.LineAccesses++
	if !v.Cache.Access(line, 1) {
		v.LineMisses++
		v.HDDChunkReads += chunks
	}
}

// maxCurveLines bounds the histogram of a stack-distance curve (16 MiB of
// counters); larger caches are simulated one by one instead.
const maxCurveLines = 1 << 20

// VSANCurve is the vSAN model under LRU for every cache size up to MaxLines
// lines at once, from LRU stack distances (Mattson et al. 1970): a line
// access hits an LRU cache of c lines exactly when its stack distance d
// satisfies 1 ≤ d ≤ c.
type VSANCurve struct {
	Geometry
	MaxLines int64
	// Totals as if nothing hit: LineAccesses and HDDChunkReads count every
	// access and the chunks each would read on a miss.
	Total     VSANStats
	sd        *cache.StackDistance
	hits      []int64 // hits[d]: accesses at stack distance d
	hitChunks []int64 // chunks of those accesses
	cum       bool    // hits and hitChunks hold prefix sums
}

// NewVSANCurve returns the one-pass LRU model for caches of 0..maxLines
// lines (maxLines ≤ 2^20).
func NewVSANCurve(g Geometry, maxLines int64) *VSANCurve {
	g.check()
	if maxLines < 0 || maxLines > maxCurveLines {
		panic(fmt.Sprintf("cachesim: curve of %d lines (at most %d)", maxLines, maxCurveLines))
	}
	return &VSANCurve{Geometry: g, MaxLines: maxLines, sd: cache.NewStackDistance(min(maxLines, 1<<16)),
		hits: make([]int64, maxLines+1), hitChunks: make([]int64, maxLines+1)}
}

// Feed replays a batch.
func (v *VSANCurve) Feed(batch []IO) {
	if v.cum {
		panic("cachesim: VSANCurve fed after At")
	}
	for i := range batch {
		io := &batch[i]
		if io.Op != trace.Read {
			v.Total.WriteIOs++
			continue
		}
		if io.Offset < 0 {
			panic("cachesim: vSAN mode needs byte offsets (a block trace or a synthetic workload)")
		}
		v.Total.ReadIOs++
		v.lines(io.Offset, io.Size, v.access)
	}
}

func (v *VSANCurve) access(line uint64, chunks int64) {
	v.Total.LineAccesses++
	v.Total.LineMisses++
	v.Total.HDDChunkReads += chunks
	d := v.sd.Access(line)
	if d == 0 {
		v.Total.ColdMisses++
		return
	}
	if d <= v.MaxLines {
		v.hits[d]++
		v.hitChunks[d] += chunks
	}
}

// At returns the counters of an LRU read cache of lines lines (0 ≤ lines ≤
// MaxLines). After the first call the model takes no more input.
func (v *VSANCurve) At(lines int64) VSANStats {
	if lines < 0 || lines > v.MaxLines {
		panic(fmt.Sprintf("cachesim: curve asked for %d lines, built for %d", lines, v.MaxLines))
	}
	if !v.cum {
		for d := int64(1); d <= v.MaxLines; d++ {
			v.hits[d] += v.hits[d-1]
			v.hitChunks[d] += v.hitChunks[d-1]
		}
		v.cum = true
	}
	s := v.Total
	s.LineMisses -= v.hits[lines]
	s.HDDChunkReads -= v.hitChunks[lines]
	return s
}

// ObjectCurve is object mode under unit-size LRU for every capacity up to
// MaxObjects at once, from stack distances.
type ObjectCurve struct {
	MaxObjects int64
	Requests   int64
	sd         *cache.StackDistance
	hits       []int64
	cum        bool
}

// NewObjectCurve returns the one-pass unit-size LRU model for capacities
// 0..maxObjects (≤ 2^20).
func NewObjectCurve(maxObjects int64) *ObjectCurve {
	if maxObjects < 0 || maxObjects > maxCurveLines {
		panic(fmt.Sprintf("cachesim: curve of %d objects (at most %d)", maxObjects, maxCurveLines))
	}
	return &ObjectCurve{MaxObjects: maxObjects, sd: cache.NewStackDistance(min(maxObjects, 1<<16)),
		hits: make([]int64, maxObjects+1)}
}

// Feed replays a batch.
func (o *ObjectCurve) Feed(batch []IO) {
	if o.cum {
		panic("cachesim: ObjectCurve fed after At")
	}
	for i := range batch {
		o.Requests++
		if d := o.sd.Access(batch[i].Key); d > 0 && d <= o.MaxObjects {
			o.hits[d]++
		}
	}
}

// At returns the counters of a unit-size LRU cache of c objects (0 ≤ c ≤
// MaxObjects).
func (o *ObjectCurve) At(c int64) ObjectStats {
	if c < 0 || c > o.MaxObjects {
		panic(fmt.Sprintf("cachesim: curve asked for %d objects, built for %d", c, o.MaxObjects))
	}
	if !o.cum {
		for d := int64(1); d <= o.MaxObjects; d++ {
			o.hits[d] += o.hits[d-1]
		}
		o.cum = true
	}
	m := o.Requests - o.hits[c]
	return ObjectStats{Requests: o.Requests, Misses: m, MissBytes: m, Bytes: o.Requests}
}

// Footprint counts the distinct lines the reads touch: the cold (compulsory)
// misses that every policy and cache size has. Memory grows with the lines
// touched.
type Footprint struct {
	Geometry
	Lines int64
	seen  map[uint64]struct{}
}

// NewFootprint returns an empty Footprint.
func NewFootprint(g Geometry) *Footprint {
	g.check()
	return &Footprint{Geometry: g, seen: map[uint64]struct{}{}}
}

// Feed replays a batch.
func (f *Footprint) Feed(batch []IO) {
	for i := range batch {
		if io := &batch[i]; io.Op == trace.Read && io.Offset >= 0 {
			f.lines(io.Offset, io.Size, f.touch)
		}
	}
}

func (f *Footprint) touch(line uint64, _ int64) {
	if _, ok := f.seen[line]; !ok {
		f.seen[line] = struct{}{}
		f.Lines++
	}
}
