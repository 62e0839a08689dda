package cachesim

import (
	"math/bits"

	"github.com/sizewise/sizewise/engine/trace"
)

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
