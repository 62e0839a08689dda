package cachesim

import (
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/msg"
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
func (never) Prefetch(uint64)           {}
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

// Object is docs/contract.md §4 "--mode object": every request (read, write or
// other) is one access to the object Key of Size bytes (1 with unit size).
type Object struct {
	Cache cache.Cache
	ObjectStats
	sampled // a miniature simulation's threshold
}

// sampled is the sample threshold of a miniature simulation in object
// mode: the model takes the requests whose key's slot is below t, from
// batches sampled below a higher threshold when filter is set (t = 0: not
// sampled, every request).
type sampled struct {
	t      uint32
	filter bool
	buf    []IO
}

// take is the requests of batch the model takes.
func (s *sampled) take(batch []IO) []IO {
	if !s.filter {
		return batch
	}
	s.buf = s.buf[:0]
	for i := range batch {
		if batch[i].slot < s.t {
			s.buf = append(s.buf, batch[i])
		}
	}
	return s.buf
}

// NewObject returns object mode over a fresh cache of policy p and capacity
// (bytes, or objects with unit size; 0 means nothing is ever cached).
func NewObject(p cache.Policy, capacity int64, unit bool) *Object {
	return &Object{Cache: newCache(p, capacity, unit)}
}

// Feed replays a batch.
func (m *Object) Feed(batch []IO) {
	batch = m.take(batch)
	switch c := m.Cache.(type) { // direct calls in the loop for the policies
	case *cache.ARC:
		feedObject(m, batch, c.Access, c.Prefetch)
	case *cache.LRU:
		feedObject(m, batch, c.Access, c.Prefetch)
	default:
		feedObject(m, batch, c.Access, c.Prefetch)
	}
}

// feedObject replays batch through access, loading the index entries of
// the requests cache.PrefetchDistance to twice that ahead at once every
// cache.PrefetchDistance requests: the loads go to memory together, so
// that their waits overlap instead of adding up (a load ahead of each
// request stalls the core on its own).
func feedObject(m *Object, batch []IO, access func(uint64, int64) bool, prefetch func(uint64)) {
	unit := m.Cache.UnitSize()
	const d = cache.PrefetchDistance
	for i := range batch {
		if i%d == 0 {
			for j := i + d; j < min(i+2*d, len(batch)); j++ {
				prefetch(batch[j].Key)
			}
		}
		size := batch[i].Size
		if unit {
			size = 1
		}
		m.Requests++
		m.Bytes += size
		if !access(batch[i].Key, size) {
			m.Misses++
			m.MissBytes += size
		}
	}
}

// VSANStats are the counters of the vSAN read-cache model (docs/contract.md §4
// "--mode vsan" names the per-line ones).
type VSANStats struct {
	ReadIOs  int64
	WriteIOs int64 // writes and other commands: absorbed by the write buffer
	// ReadIOHits are the reads served entirely from the SSD: every chunk
	// they need was already valid in a resident line (a read of 0 bytes
	// needs nothing and counts as served).
	ReadIOHits   int64
	LineAccesses int64
	LineMisses   int64
	// ChunkAccesses are the chunks the reads need (each touched line's
	// chunks that overlap the requested bytes); ChunkMisses those that
	// were not valid when requested.
	ChunkAccesses int64
	ChunkMisses   int64
	// HDDChunkReads are the chunks read from disk: ChunkMisses with
	// FillNeeded, LineMisses × chunks per line with FillLine.
	HDDChunkReads int64
	// ColdMisses are line misses on a line never touched before (compulsory:
	// every policy and size has them). Only the calculator counts them.
	ColdMisses int64
}

// ReadHitRatio is the per-line-access hit ratio of docs/contract.md §4:
// 1 − LineMisses / LineAccesses (0 with no accesses).
func (s VSANStats) ReadHitRatio() float64 { return ratio(s.LineAccesses-s.LineMisses, s.LineAccesses) }

// ChunkHitRatio is 1 − ChunkMisses / ChunkAccesses (0 with no accesses).
func (s VSANStats) ChunkHitRatio() float64 {
	return ratio(s.ChunkAccesses-s.ChunkMisses, s.ChunkAccesses)
}

// ReadIOHitRatio is the share of read I/Os served entirely from the SSD:
// ReadIOHits / ReadIOs (0 with no reads). It is the cache-sim calculator's
// headline read_hit_ratio (docs/contract.md §3).
func (s VSANStats) ReadIOHitRatio() float64 { return ratio(s.ReadIOHits, s.ReadIOs) }

// Fill is what a line miss reads into the read cache (docs/contract.md §4
// --fill).
type Fill string

// The fill rules.
const (
	// FillNeeded: a line miss inserts the line and reads only the chunks
	// the read needs; a line hit reads the needed chunks not yet valid.
	FillNeeded Fill = "needed"
	// FillLine: a line miss reads the whole line (the needed chunks first),
	// and all its chunks become valid.
	FillLine Fill = "line"
)

// ParseFill reads a fill rule ("needed" or "line"; "" is FillNeeded).
func ParseFill(s string) (Fill, error) {
	switch Fill(strings.ToLower(strings.TrimSpace(s))) {
	case FillNeeded, "":
		return FillNeeded, nil
	case FillLine:
		return FillLine, nil
	}
	return "", problem(FieldFill, errUnknownFill, msg.Code(strconv.Quote(s)))
}

// MaxChunksPerLine is the most chunks a line may have: a line's valid chunks
// are one 64-bit word.
const MaxChunksPerLine = 64

// Geometry is the vSAN read cache's line and chunk sizes, in bytes.
type Geometry struct {
	Line  int64 // cache line (1 MiB in vSAN)
	Chunk int64 // HDD read unit (64 KiB in vSAN), ≤ Line
}

// ChunksPerLine is ceil(Line / Chunk); the last chunk of a line is short
// when Chunk does not divide Line.
func (g Geometry) ChunksPerLine() int64 { return (g.Line + g.Chunk - 1) / g.Chunk }

// Check says what is wrong with the geometry, or returns nil: it needs
// 1 ≤ Chunk ≤ Line and at most MaxChunksPerLine chunks per line.
func (g Geometry) Check() error {
	if g.Line < 1 || g.Chunk < 1 || g.Chunk > g.Line {
		return problem(FieldChunk, errLineChunk, digits(g.Line), digits(g.Chunk))
	}
	if n := g.ChunksPerLine(); n > MaxChunksPerLine {
		return problem(FieldChunk, errChunksPerLineGeo, digits(g.Line), digits(n), digits(g.Chunk), digits(MaxChunksPerLine))
	}
	return nil
}

func (g Geometry) check() {
	if err := g.Check(); err != nil {
		panic("cachesim: geometry: " + err.Error())
	}
}

// full is the mask of every chunk of a line.
func (g Geometry) full() uint64 { return chunkMask(0, g.ChunksPerLine()-1) }

// chunkMask has bits a..b set (0 ≤ a ≤ b < 64).
func chunkMask(a, b int64) uint64 { return (^uint64(0) >> uint(63-(b-a))) << uint(a) }

// lines calls f for each line touched by a read of [off, off+n), in order:
// the line number and the mask of its chunks overlapping the read (bit j =
// chunk j of the line). A read of 0 bytes touches no line. off ≥ 0 and
// off + n must not overflow.
func (g Geometry) lines(off, n int64, f func(line uint64, need uint64)) {
	if n <= 0 {
		return
	}
	end := off + n
	for l := off / g.Line; l <= (end-1)/g.Line; l++ {
		f(uint64(l), g.need(off, end, l))
	}
}

// need is the mask of line l's chunks overlapping [off, end).
func (g Geometry) need(off, end, l int64) uint64 {
	base := l * g.Line
	lo := max(off, base) - base
	hi := min(end, base+g.Line) - base
	return chunkMask(lo/g.Chunk, (hi-1)/g.Chunk)
}

// lineBatch is the line accesses of a batch of IOs, computed once and
// replayed by every cache size: access k is line[k] needing chunks need[k];
// read IO j owns accesses end[j−1] .. end[j]−1 (end[−1] = from). A batch
// that is a window of a longer expansion (Run's) starts at access from.
//
// A sampled batch (top > 0) holds the accesses of lines whose sample slot
// is below top: slot[k] is access k's, own[j] the slot of read j's first
// line (the read counts as a read I/O of a model sampling below own[j]).
type lineBatch struct {
	line   []uint64
	need   []uint64
	end    []int32
	from   int
	writes int64
	slot   []uint32
	own    []uint32
	lines  []int32 // each read's lines, sampled or not
	top    uint32
	// views are the batch restricted to lower thresholds, built once by
	// the reader (buildViews) for the models that sample below top.
	views []lineBatch
}

// buildViews builds b's views at each threshold of ts (descending, each
// below b.top), each filtered from the previous one: the samples are nested,
// so a model's view costs the accesses of the view above it, not of the
// whole batch at every model.
func (b *lineBatch) buildViews(ts []uint32) {
	for len(b.views) < len(ts) {
		b.views = append(b.views, lineBatch{})
	}
	from := b
	for i, t := range ts {
		v := &b.views[i]
		from.filterInto(t, v)
		from = v
	}
	b.views = b.views[:len(ts)]
}

// reset empties b, keeping its storage.
func (b *lineBatch) reset() {
	b.line, b.need, b.end, b.from, b.writes = b.line[:0], b.need[:0], b.end[:0], 0, 0
	b.slot, b.own, b.lines = b.slot[:0], b.own[:0], b.lines[:0]
}

// empty reports whether b holds no read.
func (b *lineBatch) empty() bool { return len(b.end) == 0 }

// sampledAt is b restricted to the lines of slot below t (a model's own
// rate): b itself when b holds nothing at or above t (or is not sampled),
// the view the reader built at t, else a copy in into's storage.
func (b *lineBatch) sampledAt(t uint32, into *lineBatch) *lineBatch {
	if b.top == 0 || t >= b.top {
		return b
	}
	for i := range b.views {
		if b.views[i].top == t {
			return &b.views[i]
		}
	}
	b.filterInto(t, into)
	return into
}

// filterInto sets into to b restricted to the lines of slot below t.
func (b *lineBatch) filterInto(t uint32, into *lineBatch) {
	into.reset()
	into.top = t
	k := b.from
	for j, end := range b.end {
		before := len(into.line)
		for ; k < int(end); k++ {
			if b.slot[k] < t {
				into.line = append(into.line, b.line[k])
				into.need = append(into.need, b.need[k])
				into.slot = append(into.slot, b.slot[k])
			}
		}
		if len(into.line) > before || b.own[j] < t {
			into.end = append(into.end, int32(len(into.line)))
			into.own = append(into.own, b.own[j])
			into.lines = append(into.lines, b.lines[j])
		}
	}
}

// counts reports whether read j of b counts as a read I/O of a model
// sampling below t (every read of an unsampled batch does).
func (b *lineBatch) counts(j int, t uint32) bool { return b.top == 0 || b.own[j] < t }

// add appends the line accesses of a read of [off, off+n) (n > 0) and ends
// its read IO.
func (b *lineBatch) add(g Geometry, off, n int64) {
	end := off + n
	for l := off / g.Line; l <= (end-1)/g.Line; l++ {
		b.line = append(b.line, uint64(l))
		b.need = append(b.need, g.need(off, end, l))
	}
	b.end = append(b.end, int32(len(b.line)))
}

// window is the reads from..to−1 of b, as a batch sharing b's storage.
func (b *lineBatch) window(from, to int) lineBatch {
	first := 0
	if from > 0 {
		first = int(b.end[from-1])
	}
	last := int(b.end[to-1])
	return lineBatch{line: b.line[:last], need: b.need[:last], end: b.end[from:to], from: first}
}

// expand appends to b the line accesses of the first IOs of batch, as many
// as keep b within maxLines line accesses (at least one IO when b has no
// access yet), and returns how many it took.
func (b *lineBatch) expand(g Geometry, batch []IO, maxLines int) int {
	for i := range batch {
		x := &batch[i]
		if x.Op != trace.Read {
			b.writes++
			continue
		}
		if x.Offset < 0 {
			panic("cachesim: vSAN mode needs byte offsets (a block trace or a synthetic workload)")
		}
		if x.Size > 0 {
			end := x.Offset + x.Size
			first, last := x.Offset/g.Line, (end-1)/g.Line
			if len(b.line) > 0 && len(b.line)+int(last-first+1) > maxLines {
				return i
			}
			for l := first; l <= last; l++ {
				b.line = append(b.line, uint64(l))
				b.need = append(b.need, g.need(x.Offset, end, l))
			}
		}
		b.end = append(b.end, int32(len(b.line)))
	}
	return len(batch)
}

// feedAll feeds batch to a line model, in pieces of at most MaxBatchLines
// line accesses expanded into lb.
func feedAll(g Geometry, lb *lineBatch, batch []IO, m lineModel) {
	for len(batch) > 0 {
		lb.reset()
		n := lb.expand(g, batch, MaxBatchLines)
		m.feedLines(lb)
		batch = batch[n:]
	}
}

// lineState applies the fill rule to one line access of one cache: hit says
// whether the line was resident, valid is its valid-chunk word (updated), and
// the counters of s are advanced. It reports whether every needed chunk was
// valid.
func (s *VSANStats) lineAccess(hit bool, valid *uint64, need, full uint64, fill Fill) bool {
	n := int64(bits.OnesCount64(need))
	s.LineAccesses++
	s.ChunkAccesses += n
	if !hit {
		s.LineMisses++
		s.ChunkMisses += n
		if fill == FillLine {
			*valid = full
			s.HDDChunkReads += int64(bits.OnesCount64(full))
		} else {
			*valid = need
			s.HDDChunkReads += n
		}
		return false
	}
	m := int64(bits.OnesCount64(need &^ *valid))
	if m == 0 {
		return true
	}
	s.ChunkMisses += m
	s.HDDChunkReads += m
	*valid |= need
	return false
}

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
