package cachesim

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
)

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
