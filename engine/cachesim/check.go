package cachesim

import (
	"math"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/units"
)

// MaxWork bounds the work of one calculation, in units of Work: 60 million,
// a few seconds natively (ARC at the bound: 4.2 s on a busy 2-core machine),
// several times that in a browser. Tools that evaluate several documents can
// bound their sum by it too.
const MaxWork = 60_000_000

// Work is the work of one calculation of valid inputs, in units: the I/Os
// generated plus the line accesses of their reads (at most, from the I/O and
// line sizes) times the cache sizes simulated (Simulations), or, for LRU,
// times the weight of its one stack-distance pass (lruPassWeight).
func Work(in Inputs) float64 {
	ios := float64(in.IOs + in.WarmupIOs)
	perIO := Geometry{Line: bytesOfKiB(in.LineKB)}.blockLines(bytesOfKB(in.IOSizeKB))
	per := float64(Simulations(cache.Policy(in.Policy)))
	if cache.Policy(in.Policy) == cache.LRUPolicy {
		per = lruPassWeight(in)
	}
	return ios + ios*in.ReadPct/100*float64(perIO)*per
}

// lruPassWeight is what one line access of the LRU stack-distance pass
// costs, in units of one access of one simulated size: the pass keeps every
// line the run touches in its index and Fenwick tree, so with many lines
// each access misses the CPU's caches. Measured natively (uniform 64 KB
// reads of 1 MiB lines, 2 M + 2 M I/Os; Work counts 2 line accesses an I/O,
// as a 64 KB read may straddle two lines): 0.16 µs an I/O over 10 GB (about
// 9,500 lines), 0.83 µs over 1,000 GB (about 950,000), against about
// 0.04 µs a unit for ARC; so 2, plus 10 for a pass over the most lines a run
// may touch (maxDistinctLines), in proportion to the lines touched. At the
// bound that is about 2 s over 1,000 GB.
func lruPassWeight(in Inputs) float64 {
	return 2 + 10*min(touchedLines(in)/maxDistinctLines, 1)
}

// touchedLines bounds the distinct lines a run touches: those of the
// working set, and no more than its line accesses.
func touchedLines(in Inputs) float64 {
	line := bytesOfKiB(in.LineKB)
	perIO := Geometry{Line: line}.blockLines(bytesOfKB(in.IOSizeKB))
	acc := float64(in.IOs+in.WarmupIOs) * in.ReadPct / 100 * float64(perIO)
	ws := math.Ceil(in.WorkingSetGB * float64(units.GB) / float64(line))
	return min(ws, acc)
}

// maxDistinctLines bounds the distinct lines a calculation can touch, and so
// the memory of each simulated cache (about 100 bytes a line).
const maxDistinctLines = 1_000_000

// maxLineChunks bounds distinct lines × chunks per line: the one-pass LRU
// keeps 4 bytes per chunk of every line touched (64 MiB at most).
const maxLineChunks = 16 << 20

// Check enforces the cross-field rules: a chunk within a line and at most
// MaxChunksPerLine of them, an I/O within the working set, a read cache of at
// least one line, at most MaxWork units of work, and bounded memory.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	line, chunk := bytesOfKiB(in.LineKB), bytesOfKiB(in.ChunkKB)
	switch {
	case in.ChunkKB > in.LineKB:
		errs.Report("chunk_kb", errChunkAboveLine, msg.Field("line_kb"), msg.Qty(in.LineKB, msg.KiB))
	case (Geometry{Line: line, Chunk: chunk}).ChunksPerLine() > MaxChunksPerLine:
		errs.Report("chunk_kb", errChunksPerLine, msg.Field("line_kb"), msg.Int(MaxChunksPerLine), msg.Qty(in.LineKB/MaxChunksPerLine, msg.KiB))
	}
	if in.IOSizeKB*float64(units.KB) > in.WorkingSetGB*float64(units.GB) {
		errs.Report("io_size_kb", errIOAboveWorkingSet, msg.Qty(in.WorkingSetGB, msg.GB))
	}
	if rc := in.CacheDeviceGB * float64(units.GB) * in.ReadCachePct / 100; rc < float64(line) {
		errs.Report("cache_device_gb", errReadCacheBelowLine, msg.Num(math.Floor(rc)), msg.Qty(in.ReadCachePct, msg.Percent),
			msg.Qty(in.CacheDeviceGB, msg.GB), msg.Qty(in.LineKB, msg.KiB), msg.Num(float64(line)), msg.Field("cache_device_gb"), msg.Field("read_cache_pct"))
	}
	if len(errs) > 0 {
		return errs
	}
	ws := math.Ceil(in.WorkingSetGB * float64(units.GB) / float64(line))
	if touched := touchedLines(*in); touched > maxDistinctLines || touched*float64((Geometry{Line: line, Chunk: chunk}).ChunksPerLine()) > maxLineChunks {
		errs.Report("working_set_gb", errTooManyLines, msg.Num(ws), msg.Num(touched), msg.Int(maxDistinctLines), msg.Int(maxLineChunks),
			msg.Field("working_set_gb"), msg.Field("ios"), msg.Field("line_kb"), msg.Field("chunk_kb"))
		return errs
	}
	if w := Work(*in); w > MaxWork && cache.Policy(in.Policy) == cache.LRUPolicy {
		errs.Report("ios", errTooMuchWorkLRU, msg.Field("warmup_ios"), msg.Num(touchedLines(*in)), msg.Int(in.IOs+in.WarmupIOs),
			msg.Num(w), msg.Int(MaxWork), msg.Field("ios"), msg.Field("io_size_kb"), msg.Field("working_set_gb"))
		return errs
	} else if w > MaxWork {
		errs.Report("ios", errTooMuchWork, msg.Field("warmup_ios"), msg.Code(policyName(cache.Policy(in.Policy))),
			msg.Int(Simulations(cache.Policy(in.Policy))), msg.Int(in.IOs+in.WarmupIOs), msg.Num(w), msg.Int(MaxWork),
			msg.Field("ios"), msg.Field("io_size_kb"), msg.Field("line_kb"), msg.Code(policyName(cache.LRUPolicy)))
		return errs
	}
	return errs
}

// Problems Check reports.
var (
	errChunkAboveLine     = msg.NewKey("cache-sim.err.chunk-above-line", "must not exceed {0} ({1}): a chunk is part of a line")
	errChunksPerLine      = msg.NewKey("cache-sim.err.chunks-per-line", "must be at least {0} / {1} ({2}): a line has at most {1} chunks")
	errIOAboveWorkingSet  = msg.NewKey("cache-sim.err.io-above-working-set", "must not exceed the working set ({0})")
	errReadCacheBelowLine = msg.NewKey("cache-sim.err.read-cache-below-line", "gives a read cache of {0} {0|byte|bytes} ({1} of {2}), less than one {3} line ({4} bytes): raise {5} or {6}")
	errTooMuchWorkLRU     = msg.NewKey("cache-sim.err.too-much-work-lru", "with {0}, {2} I/Os over up to {1} cache lines make {3} units of work for the one-pass LRU (each access weighs more the more lines it tracks), more than the {4} a calculation may do; lower {5}, {0}, {6} or {7}")
	errTooMuchWork        = msg.NewKey("cache-sim.err.too-much-work", "with {0} and {1} at {2} sizes, {3} I/Os make {4} units of work, more than the {5} a calculation may do; lower {6}, {0} or {7}, raise {8}, or use {9} (one pass for every size)")
	errTooManyLines       = msg.NewKey("cache-sim.err.too-many-lines", "spans {0} cache lines and the run can touch {1} of them, more than a calculation tracks ({2} lines, or {3} lines × chunks); lower {4} or {5}, or raise {6} or {7}")
)
