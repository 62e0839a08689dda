package cachesim

import (
	"math"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/units"
)

// ID is the calculator's id in documents and URLs.
const ID = "cache-sim"

// Inputs are the calculator's inputs (docs/contract.md §3 "cache-sim"). The
// cache device and the working set are decimal (1 GB = 10^9 bytes), and so is
// the I/O size (1 KB = 1000 bytes); the line and the chunk are binary
// (1 KB = 1024 bytes: vSAN's 1 MB line is 1 MiB, its 64 KB chunk 64 KiB).
//
// The ranges keep every answer meaningful and every run bounded: the read
// cache holds at least one line (Check), a line has at most 64 chunks
// (MaxChunksPerLine), and one calculation does at most MaxWork units of work
// (Work).
type Inputs struct {
	// CacheDeviceGB is the SSD of one disk group, GB (10^9 bytes).
	CacheDeviceGB float64 `json:"cache_device_gb" validate:"finite,gte=0.001,lte=100000"`
	// ReadCachePct is the share of the SSD used as read cache, 1 to 100 %.
	ReadCachePct float64 `json:"read_cache_pct" validate:"finite,gte=1,lte=100"`
	// LineKB is the cache line in binary KB (KiB): 1024 is vSAN's 1 MB line.
	LineKB float64 `json:"line_kb" validate:"finite,gte=0.5,lte=65536"`
	// ChunkKB is the HDD read unit in binary KB (KiB): 64 in vSAN; at most
	// 64 chunks a line.
	ChunkKB float64 `json:"chunk_kb" validate:"finite,gte=0.5,lte=65536"`
	// Fill is what a line miss reads (docs/contract.md §4 --fill): "needed", only
	// the chunks the read overlaps (vSAN); "line", the whole line.
	Fill         string  `json:"fill" validate:"oneof=needed line"`
	Policy       string  `json:"policy" validate:"oneof=arc lru fifo"`
	WorkingSetGB float64 `json:"working_set_gb" validate:"finite,gt=0,lte=1000000"`
	// IOSizeKB is the size of every I/O in decimal KB (1000 bytes).
	IOSizeKB     float64 `json:"io_size_kb" validate:"finite,gte=0.5,lte=65536"`
	ReadPct      float64 `json:"read_pct" validate:"finite,gte=0,lte=100"`
	Distribution string  `json:"distribution" validate:"oneof=uniform zipf hotspot"`
	ZipfTheta    float64 `json:"zipf_theta" validate:"finite,gte=0,lte=5"`
	HotIOPct     float64 `json:"hot_io_pct" validate:"finite,gte=0,lte=100"`
	HotDataPct   float64 `json:"hot_data_pct" validate:"finite,gt=0,lte=100"`
	// IOs are the measured I/Os; WarmupIOs run before them, uncounted, so
	// that the answer is the steady state and not the cold start.
	IOs       int64 `json:"ios" validate:"gte=1,lte=5000000"`
	WarmupIOs int64 `json:"warmup_ios" validate:"gte=0,lte=5000000"`
	Seed      int64 `json:"seed" validate:"gte=0"`
	// TargetHitRatioPct is the read hit ratio (share of reads served
	// entirely from the SSD) the recommendation aims for, 1 to 100 %.
	TargetHitRatioPct float64 `json:"target_hit_ratio_pct" validate:"finite,gte=1,lte=100"`
	// FrontendIOPS is the workload's I/O rate per disk group (reads and
	// writes), to turn HDD chunk reads into HDD IOPS.
	FrontendIOPS float64 `json:"frontend_iops" validate:"finite,gte=0,lte=1000000000"`
}

func (in Inputs) workload() Workload {
	return Workload{
		WorkingSet: int64(math.Round(in.WorkingSetGB * float64(units.GB))), IOSize: bytesOfKB(in.IOSizeKB),
		ReadPct: in.ReadPct, Distribution: Distribution(in.Distribution), ZipfTheta: in.ZipfTheta,
		HotIOPct: in.HotIOPct, HotDataPct: in.HotDataPct, IOs: in.WarmupIOs + in.IOs, Seed: uint64(in.Seed),
	}
}

// CurvePoint is the read hit ratio at one cache device size: ReadHitRatio is
// the share of read I/Os served entirely from the SSD, LineHitRatio the
// share of line accesses that found the line resident.
type CurvePoint struct {
	CacheGB       float64 `json:"cache_gb"`
	ReadCacheGB   float64 `json:"read_cache_gb"`
	CacheLines    int64   `json:"cache_lines"`
	ReadHitRatio  float64 `json:"read_hit_ratio"`
	LineHitRatio  float64 `json:"line_hit_ratio"`
	HDDChunkReads int64   `json:"hdd_chunk_reads"`
}

// Results are the calculator's results, in the units their names say (ratios
// are fractions in [0, 1]).
type Results struct {
	// ReadHitRatio is the share of read I/Os served entirely from the SSD:
	// every chunk they need was already valid in a resident line
	// (docs/contract.md §3).
	ReadHitRatio float64 `json:"read_hit_ratio"`
	ReadIOs      int64   `json:"read_ios"`
	// ReadIOHits are the read I/Os served entirely from the SSD.
	ReadIOHits int64 `json:"read_io_hits"`
	WriteIOs   int64 `json:"write_ios"`
	// HDDChunkReads are the chunks read from the HDDs: the chunk misses
	// with fill "needed", line misses × chunks per line with fill "line".
	HDDChunkReads int64 `json:"hdd_chunk_reads"`
	LineAccesses  int64 `json:"line_accesses"`
	LineMisses    int64 `json:"line_misses"`
	// LineHitRatio is 1 − LineMisses / LineAccesses (the trace replay's
	// read_hit_ratio, docs/contract.md §4).
	LineHitRatio float64 `json:"line_hit_ratio"`
	// ChunkAccesses are the chunks the reads need; ChunkMisses those not
	// valid when needed; ChunkHitRatio = 1 − ChunkMisses / ChunkAccesses.
	ChunkAccesses int64   `json:"chunk_accesses"`
	ChunkMisses   int64   `json:"chunk_misses"`
	ChunkHitRatio float64 `json:"chunk_hit_ratio"`
	// ColdMisses are measured accesses to lines the run had never touched:
	// misses no cache size avoids.
	ColdMisses           int64   `json:"cold_misses"`
	ReadCacheGB          float64 `json:"read_cache_gb"`
	CacheLines           int64   `json:"cache_lines"`
	WorkingSetLines      int64   `json:"working_set_lines"`
	LinesTouched         int64   `json:"lines_touched"`
	HDDChunkReadsPerRead float64 `json:"hdd_chunk_reads_per_read"`
	// HDDReadIOPS is FrontendIOPS × read share × HDDChunkReadsPerRead: each
	// chunk read is one HDD read.
	HDDReadIOPS float64 `json:"hdd_read_iops"`
	// RecommendedCacheGB is the smallest cache device (among those
	// simulated; exact to the line for LRU) whose read hit ratio reaches the
	// target; 0 when TargetReached is false.
	RecommendedCacheGB      float64      `json:"recommended_cache_gb"`
	RecommendedReadHitRatio float64      `json:"recommended_read_hit_ratio"`
	RecommendedHDDReadIOPS  float64      `json:"recommended_hdd_read_iops"`
	TargetReached           bool         `json:"target_reached"`
	Curve                   []CurvePoint `json:"curve"`
	// Trace, when set, says the results come from replaying a trace file
	// (TraceResults), not from the synthetic workload: the page, a plan's
	// entry and its report keep them as they are (the file stays on the
	// user's disk) and Explain words them as the trace's.
	Trace *TraceSummary `json:"trace,omitempty"`
}

// Defaults returns the model of the sources — 70 % of the cache SSD as read
// cache, 1 MiB lines, 64 KiB HDD chunks read as needed, ARC (VMware's
// caching overview) — on an example workload small enough to simulate in a
// fraction of a second: a 2 GB cache device for a 2 GB working set of 4 KB
// I/Os, 70 % reads (an assumption: the sources give no workload), Zipf
// θ = 0.9 popularity, 200,000 warm-up then 200,000 measured I/Os; a 90 %
// target. A read is a hit only when every 64 KiB chunk it needs is already
// valid, so the chunks' first reads weigh: the example needs a device larger
// than its working set to reach the target.
func Defaults() Inputs {
	return Inputs{
		CacheDeviceGB:     2,
		ReadCachePct:      ReadCachePct, // VMware: "используется 70% емкости SSD"
		LineKB:            LineKB,       // VMware: "cache lines емкостью 1 МБ" (1 MiB: line_kb 1024, binary)
		ChunkKB:           ChunkKB,      // VMware: "чанки размером 64 КБ" (64 KiB)
		Policy:            string(cache.ARCPolicy),
		Fill:              string(FillNeeded),
		WorkingSetGB:      2,
		IOSizeKB:          4,
		ReadPct:           70,
		Distribution:      string(Zipf),
		ZipfTheta:         0.9,
		HotIOPct:          80,
		HotDataPct:        20,
		IOs:               200_000,
		WarmupIOs:         200_000,
		Seed:              1,
		TargetHitRatioPct: TargetHitRatioPct,
		FrontendIOPS:      5000,
	}
}

// Model constants of the vSAN hybrid read cache (VMware, "An overview of
// VMware Virtual SAN caching algorithms") and the sizing target.
const (
	ReadCachePct      = 70   // % of the cache SSD used as read cache
	LineKB            = 1024 // cache line, binary KB: 1 MiB ("1 MB")
	ChunkKB           = 64   // HDD read unit, binary KB: 64 KiB
	TargetHitRatioPct = 90   // read hit ratio vSAN hybrid sizing aims for
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

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	r := NewRun(in)
	r.Finish()
	return r.Outcome()
}

// Outcome is the calculator's answer once the run is done (Step returned
// true or Finish returned).
func (r *Run) Outcome() calc.Outcome {
	if !r.done {
		panic("cachesim: Outcome before the run is done")
	}
	in := r.in
	chosen := r.linesOf(in.CacheDeviceGB)
	s := r.statsAt(chosen)
	res := Results{
		ReadHitRatio:    s.ReadIOHitRatio(),
		ReadIOs:         s.ReadIOs,
		ReadIOHits:      s.ReadIOHits,
		WriteIOs:        s.WriteIOs,
		HDDChunkReads:   s.HDDChunkReads,
		LineAccesses:    s.LineAccesses,
		LineMisses:      s.LineMisses,
		LineHitRatio:    s.ReadHitRatio(),
		ChunkAccesses:   s.ChunkAccesses,
		ChunkMisses:     s.ChunkMisses,
		ChunkHitRatio:   s.ChunkHitRatio(),
		ColdMisses:      s.ColdMisses,
		ReadCacheGB:     scenario.Clean(in.CacheDeviceGB * r.ratio),
		CacheLines:      chosen,
		WorkingSetLines: ceilDiv(in.workload().WorkingSet, r.geo.Line),
		LinesTouched:    r.seen.n,
	}
	res.HDDChunkReadsPerRead = perRead(s)
	res.HDDReadIOPS = scenario.Clean(r.hddIOPS(s))
	if l, ok := r.recommend(); ok {
		rs := r.statsAt(l)
		res.TargetReached = true
		res.RecommendedCacheGB = r.gbOf(l)
		res.RecommendedReadHitRatio = rs.ReadIOHitRatio()
		res.RecommendedHDDReadIOPS = scenario.Clean(r.hddIOPS(rs))
	}
	res.Curve = r.curve()
	return Explain(in, res)
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// perRead is HDD chunk reads per read I/O (0 without reads).
func perRead(s VSANStats) float64 {
	if s.ReadIOs == 0 {
		return 0
	}
	return float64(s.HDDChunkReads) / float64(s.ReadIOs)
}

// hddIOPS is frontend IOPS × read fraction × chunk reads per read.
func (r *Run) hddIOPS(s VSANStats) float64 {
	return r.in.FrontendIOPS * r.in.ReadPct / 100 * perRead(s)
}

// curve is the hit ratio at every simulated size, ascending.
func (r *Run) curve() []CurvePoint {
	var sizes []int64
	if r.stackRun != nil {
		sizes = r.grid()
	} else {
		sizes = r.doneSizes()
	}
	out := make([]CurvePoint, 0, len(sizes))
	for _, l := range sizes {
		s := r.statsAt(l)
		gb := r.gbOf(l)
		if l == r.linesOf(r.in.CacheDeviceGB) {
			gb = r.in.CacheDeviceGB // the chosen point sits at the chosen size
		}
		out = append(out, CurvePoint{CacheGB: scenario.Clean(gb), ReadCacheGB: scenario.Clean(gb * r.ratio), CacheLines: l,
			ReadHitRatio: s.ReadIOHitRatio(), LineHitRatio: s.ReadHitRatio(), HDDChunkReads: s.HDDChunkReads})
	}
	return out
}

// Labels of the choices.
var (
	policyLabels = map[string]msg.Text{
		"arc":  msg.T("ARC (what vSAN uses)"),
		"lru":  msg.T("LRU (for comparison)"),
		"fifo": msg.T("FIFO (for comparison)"),
	}
	distributionLabels = map[string]msg.Text{
		"uniform": msg.T("Uniform"),
		"zipf":    msg.T("Zipf (a few blocks very hot)"),
		"hotspot": msg.T("Hot spot"),
	}
	fillLabels = map[string]msg.Text{
		"needed": msg.T("Only the chunks the read needs (vSAN)"),
		"line":   msg.T("The whole line"),
	}
)

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     60,
		Title:    msg.T("vSAN read-cache simulation"),
		Question: msg.T("How big must each disk group's cache SSD be for this workload, and how many HDD reads are left?"),
		Fields: []calc.Field{
			{Name: "cache_device_gb", Label: msg.T("Cache device per disk group"), Unit: msg.GB, Step: 1,
				Hint: msg.T("The SSD of one hybrid disk group.")},
			{Name: "read_cache_pct", Label: msg.T("Read cache share"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("vSAN hybrid uses 70 % of the cache SSD as read cache, 30 % as write buffer.")},
			{Name: "policy", Label: msg.T("Replacement policy"), ChoiceLabels: policyLabels,
				Hint: msg.T("vSAN uses ARC; LRU and FIFO for comparison.")},
			{Name: "working_set_gb", Label: msg.T("Working set"), Unit: msg.GB, Step: 1,
				Hint: msg.T("The data the workload touches (per disk group).")},
			{Name: "io_size_kb", Label: msg.T("I/O size"), Unit: msg.KB, Step: 0.5,
				Hint: msg.T("Every I/O has this size (1 KB = 1000 bytes).")},
			{Name: "read_pct", Label: msg.T("Reads"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Writes go to the write buffer and do not touch the read cache.")},
			{Name: "distribution", Label: msg.T("Access pattern"), ChoiceLabels: distributionLabels,
				Hint: msg.T("Uniform, Zipf (a few blocks very hot), or a hot spot.")},
			{Name: "zipf_theta", Label: msg.T("Zipf θ"), Step: 0.01,
				Hint: msg.T("Skew of the Zipf pattern: 0 is uniform, 0.9–1 is typical.")},
			{Name: "hot_io_pct", Label: msg.T("Hot-spot I/Os"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Share of I/Os going to the hot spot.")},
			{Name: "hot_data_pct", Label: msg.T("Hot-spot data"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Share of the working set that is hot.")},
			{Name: "frontend_iops", Label: msg.T("Workload IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Per disk group, reads and writes; turns chunk reads into HDD IOPS.")},
			{Name: "target_hit_ratio_pct", Label: msg.T("Target read hit ratio"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("The recommendation is the smallest cache reaching it (90 % by default).")},
			{Name: "ios", Label: msg.T("Measured I/Os"), Step: 1, Advanced: true,
				Hint: msg.T("Length of the measured simulation.")},
			{Name: "warmup_ios", Label: msg.T("Warm-up I/Os"), Step: 1, Advanced: true,
				Hint: msg.T("I/Os run first and not counted, so the cache starts warm.")},
			{Name: "seed", Label: msg.T("Random seed"), Step: 1, Advanced: true,
				Hint: msg.T("Same seed, same workload, same answer.")},
			{Name: "line_kb", Label: msg.T("Cache line"), Unit: msg.KiB, Step: 1, Advanced: true,
				Hint: msg.T("vSAN: 1 MB, binary: 1024 KiB.")},
			{Name: "chunk_kb", Label: msg.T("HDD read chunk"), Unit: msg.KiB, Step: 1, Advanced: true,
				Hint: msg.T("vSAN: 64 KB, binary: 64 KiB.")},
			{Name: "fill", Label: msg.T("Line fill on a miss"), ChoiceLabels: fillLabels, Advanced: true,
				Hint: msg.T("What a line miss reads from the HDD: only the chunks the read needs, as vSAN does, or the whole line.")},
		},
		Outputs: []calc.Output{
			{Name: "read_hit_ratio", Label: msg.T("Read hit ratio"), Unit: msg.Ratio, Primary: true},
			{Name: "hdd_read_iops", Label: msg.T("HDD read IOPS"), Unit: msg.IOPSUnit, Primary: true},
			// 0 only when no size reaches the target (the smallest size that
			// does holds at least one line): it reads as such, not as 0 GB.
			{Name: "recommended_cache_gb", Label: msg.T("Smallest cache device reaching the target"), Unit: msg.GB, Primary: true,
				Values: map[string]msg.Text{"0": noneReaches}},
			{Name: "hdd_chunk_reads", Label: msg.T("HDD chunk reads"), Unit: msg.Chunk},
			{Name: "read_ios", Label: msg.T("Read I/Os measured"), Unit: msg.Read},
			{Name: "read_cache_gb", Label: msg.T("Read cache"), Unit: msg.GB},
			{Name: "cache_lines", Label: msg.T("Read-cache lines"), Unit: msg.Line},
			{Name: "hdd_chunk_reads_per_read", Label: msg.T("HDD chunk reads per read"), Unit: msg.Chunk},
			{Name: "cold_misses", Label: msg.T("First-touch misses"), Unit: msg.Miss},
			{Name: "line_hit_ratio", Label: msg.T("Line hit ratio"), Unit: msg.Ratio},
			{Name: "chunk_hit_ratio", Label: msg.T("Chunk hit ratio"), Unit: msg.Ratio},
			{Name: "chunk_misses", Label: msg.T("Chunk misses"), Unit: msg.Chunk},
		},
		Work:     Work,
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Start:    func(in Inputs) calc.Job { return NewRun(in) },
		Explain:  Explain,
	})
}
