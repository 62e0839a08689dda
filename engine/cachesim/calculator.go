package cachesim

import (
	"fmt"
	"math"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/units"
)

// ID is the calculator's id in documents and URLs.
const ID = "cache-sim"

// Inputs are the calculator's inputs (CONTRACT.md §3 "cache-sim"). The
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
	// Fill is what a line miss reads (CONTRACT.md §4 --fill): "needed", only
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
	// (CONTRACT.md §3).
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
	// read_hit_ratio, CONTRACT.md §4).
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
// line sizes) times the cache sizes simulated (Simulations).
func Work(in Inputs) float64 {
	ios := float64(in.IOs + in.WarmupIOs)
	perIO := Geometry{Line: bytesOfKiB(in.LineKB)}.blockLines(bytesOfKB(in.IOSizeKB))
	return ios + ios*in.ReadPct/100*float64(perIO)*float64(Simulations(cache.Policy(in.Policy)))
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
		errs.Add("chunk_kb", "must not exceed line_kb (%s KB): a chunk is part of a line", scenario.Num(in.LineKB))
	case (Geometry{Line: line, Chunk: chunk}).ChunksPerLine() > MaxChunksPerLine:
		errs.Add("chunk_kb", "must be at least line_kb / %d (%s KB): a line has at most %d chunks",
			MaxChunksPerLine, scenario.Num(in.LineKB/MaxChunksPerLine), MaxChunksPerLine)
	}
	if in.IOSizeKB*float64(units.KB) > in.WorkingSetGB*float64(units.GB) {
		errs.Add("io_size_kb", "must not exceed the working set (%s GB)", scenario.Num(in.WorkingSetGB))
	}
	if rc := in.CacheDeviceGB * float64(units.GB) * in.ReadCachePct / 100; rc < float64(line) {
		errs.Add("cache_device_gb", "gives a read cache of %s bytes (%s %% of %s GB), less than one %s KB line (%s bytes): raise cache_device_gb or read_cache_pct",
			scenario.Num(math.Floor(rc)), scenario.Num(in.ReadCachePct), scenario.Num(in.CacheDeviceGB), scenario.Num(in.LineKB), scenario.Num(float64(line)))
	}
	if len(errs) > 0 {
		return errs
	}
	if w := Work(*in); w > MaxWork {
		errs.Add("ios", "with warmup_ios and %s at %s sizes, %s I/Os make %s units of work, more than the %s a calculation may do; lower ios, warmup_ios or io_size_kb, raise line_kb, or use lru (one pass for every size)",
			in.Policy, scenario.Num(float64(Simulations(cache.Policy(in.Policy)))), scenario.Num(float64(in.IOs+in.WarmupIOs)), scenario.Num(w), scenario.Num(MaxWork))
		return errs
	}
	perIO := Geometry{Line: line}.blockLines(bytesOfKB(in.IOSizeKB))
	acc := float64(in.IOs+in.WarmupIOs) * in.ReadPct / 100 * float64(perIO)
	ws := math.Ceil(in.WorkingSetGB * float64(units.GB) / float64(line))
	if touched := min(ws, acc); touched > maxDistinctLines || touched*float64((Geometry{Line: line, Chunk: chunk}).ChunksPerLine()) > maxLineChunks {
		errs.Add("working_set_gb", "spans %s cache lines and the run can touch %s of them, more than a calculation tracks (%s lines, or %s lines × chunks); lower working_set_gb or ios, or raise line_kb or chunk_kb",
			scenario.Num(ws), scenario.Num(touched), scenario.Num(maxDistinctLines), scenario.Num(maxLineChunks))
	}
	return errs
}

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
	return calc.Outcome{
		Results:  res,
		Steps:    calc.LegacySteps(r.steps(res)),
		Warnings: calc.LegacyTexts(r.warnings(res)),
		Sources:  calc.LegacyTexts(Sources),
		Chart:    calc.LegacyChart(r.chart(res)),
	}
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

// Sources are the documents the model and its numbers come from.
var Sources = []string{
	"VMware, \"An overview of VMware Virtual SAN caching algorithms\" (summarised by vmgu.ru): hybrid disk groups use 70 % of the cache SSD as read cache, in 1 MB cache lines with valid and invalid regions; a miss reserves whole lines and reads the needed data from the HDD in 64 KB chunks; lines are replaced by ARC",
	"N. Megiddo and D. S. Modha, \"ARC: A Self-Tuning, Low Overhead Replacement Cache\", USENIX FAST 2003, Figure 4 (the ARC policy simulated here)",
	"R. L. Mattson, J. Gecsei, D. R. Slutz and I. L. Traiger, \"Evaluation techniques for storage hierarchies\", IBM Systems Journal 9(2), 1970 (LRU at every size from one pass of stack distances)",
	"W. Hörmann and G. Derflinger, \"Rejection-inversion to generate variates from monotone discrete distributions\", ACM TOMACS 6(3), 1996 (Zipf sampling); hot-spot workload as in YCSB's HotspotIntegerGenerator",
	"Issue 4 (vSAN hybrid sizing): size the read cache for about 90 % of reads served from flash",
}

func (r *Run) steps(res Results) []scenario.Step {
	in := r.in
	w := in.workload()
	pctOf := func(x float64) float64 { return scenario.Clean(100 * x) }
	fillRule := "needed: a line miss reserves the line and reads only the chunks the read overlaps; a hit reads the needed chunks not yet valid"
	hddRule := "chunk misses: each needed chunk not yet valid is read from the HDD"
	if r.fill == FillLine {
		fillRule = "line: a line miss reads the whole line (the needed chunks first); a resident line is valid throughout"
		hddRule = fmt.Sprintf("line misses × %d chunks per line", r.geo.ChunksPerLine())
	}
	steps := []scenario.Step{
		{Label: "Read cache", Formula: fmt.Sprintf("%s GB cache device × %s %%", scenario.Num(in.CacheDeviceGB), scenario.Num(in.ReadCachePct)),
			Value: res.ReadCacheGB, Unit: "GB"},
		{Label: "Read-cache lines", Formula: fmt.Sprintf("floor(%s GB / %s KiB line)", scenario.Num(res.ReadCacheGB), scenario.Num(in.LineKB)),
			Value: float64(res.CacheLines), Unit: "lines"},
		{Label: "Working set in lines", Formula: fmt.Sprintf("ceil(%s GB / %s KiB line)", scenario.Num(in.WorkingSetGB), scenario.Num(in.LineKB)),
			Value: float64(res.WorkingSetLines), Unit: "lines"},
		{Label: "Chunks per line", Formula: fmt.Sprintf("ceil(%s KiB line / %s KiB chunk); fill rule %s", scenario.Num(in.LineKB), scenario.Num(in.ChunkKB), fillRule),
			Value: float64(r.geo.ChunksPerLine()), Unit: "chunks"},
		{Label: "Measured read I/Os", Formula: fmt.Sprintf("%s I/Os of %s KB (%s, after %s warm-up I/Os) × %s %% reads",
			scenario.Num(float64(in.IOs)), scenario.Num(in.IOSizeKB), r.describeDistribution(w), scenario.Num(float64(in.WarmupIOs)), scenario.Num(in.ReadPct)),
			Value: float64(res.ReadIOs), Unit: "reads"},
		{Label: "Line accesses", Formula: "each read touches lines floor(offset / line) … floor((offset + length − 1) / line)",
			Value: float64(res.LineAccesses), Unit: "accesses"},
		{Label: "Line misses", Formula: fmt.Sprintf("%s over %s lines (%s of them first touches)", policyName(r.policy), scenario.Num(float64(res.CacheLines)), scenario.Num(float64(res.ColdMisses))),
			Value: float64(res.LineMisses), Unit: "misses"},
		{Label: "Chunk misses", Formula: fmt.Sprintf("of %s needed chunks, those not valid when needed (a line that leaves the cache forgets its valid chunks)", scenario.Num(float64(res.ChunkAccesses))),
			Value: float64(res.ChunkMisses), Unit: "chunks"},
		{Label: "Read hit ratio", Formula: fmt.Sprintf("%s reads served entirely from the SSD / %s reads", scenario.Num(float64(res.ReadIOHits)), scenario.Num(float64(res.ReadIOs))),
			Value: pctOf(res.ReadHitRatio), Unit: "%"},
		{Label: "HDD chunk reads", Formula: fmt.Sprintf("%s, %s KiB each", hddRule, scenario.Num(in.ChunkKB)),
			Value: float64(res.HDDChunkReads), Unit: "chunks"},
		{Label: "HDD read IOPS", Formula: fmt.Sprintf("%s IOPS × %s %% reads × %s chunk reads per read", scenario.Num(in.FrontendIOPS), scenario.Num(in.ReadPct), scenario.Num(res.HDDChunkReadsPerRead)),
			Value: res.HDDReadIOPS, Unit: "IOPS"},
	}
	if res.TargetReached {
		steps = append(steps, scenario.Step{Label: "Smallest cache device reaching the target",
			Formula: fmt.Sprintf("%s %% read hits at %s GB (%s %% read cache)", scenario.Num(pctOf(res.RecommendedReadHitRatio)),
				scenario.Num(res.RecommendedCacheGB), scenario.Num(in.ReadCachePct)),
			Value: scenario.Clean(res.RecommendedCacheGB), Unit: "GB"})
	}
	return steps
}

func policyName(p cache.Policy) string {
	switch p {
	case cache.ARCPolicy:
		return "ARC"
	case cache.LRUPolicy:
		return "LRU"
	}
	return "FIFO"
}

func (r *Run) describeDistribution(w Workload) string {
	switch w.Distribution {
	case Zipf:
		return fmt.Sprintf("Zipf θ = %s", scenario.Num(w.ZipfTheta))
	case Hotspot:
		return fmt.Sprintf("%s %% of I/Os to %s %% of the data", scenario.Num(w.HotIOPct), scenario.Num(w.HotDataPct))
	}
	return "uniform"
}

func (r *Run) warnings(res Results) []string {
	in := r.in
	var w []string
	if res.ReadIOs == 0 {
		w = append(w, "The workload has no reads (read_pct 0 or too few I/Os): the read cache has nothing to do and the hit ratio reads 0.")
	}
	if res.CacheLines == 0 {
		w = append(w, fmt.Sprintf("The read cache (%s GB) is smaller than one %s KB line: every read misses.", scenario.Num(res.ReadCacheGB), scenario.Num(in.LineKB)))
	}
	if res.LineMisses > 0 && float64(res.ColdMisses) > 0.1*float64(res.LineMisses) {
		w = append(w, fmt.Sprintf("%s of the %s line misses are first touches of a line, which a longer-running cache would not see: raise warmup_ios (or ios) for a steady-state answer.",
			scenario.Num(float64(res.ColdMisses)), scenario.Num(float64(res.LineMisses))))
	}
	switch {
	case !res.TargetReached:
		w = append(w, fmt.Sprintf("No cache size reaches a %s %% read hit ratio for this run: even a cache holding every line touched misses the first read of each line and chunk. Lower the target or lengthen the run.",
			scenario.Num(in.TargetHitRatioPct)))
	case res.ReadHitRatio < r.target()-1e-12:
		w = append(w, fmt.Sprintf("A %s GB cache device gives %s %% read hits, below the %s %% target: about %s GB is needed.",
			scenario.Num(in.CacheDeviceGB), scenario.Num(scenario.Clean(100*res.ReadHitRatio)), scenario.Num(in.TargetHitRatioPct), scenario.Num(res.RecommendedCacheGB)))
	}
	if r.policy != cache.ARCPolicy {
		w = append(w, fmt.Sprintf("vSAN replaces read-cache lines with ARC; %s is shown for comparison.", policyName(r.policy)))
	}
	if in.ChunkKB > 0 && math.Mod(in.LineKB, in.ChunkKB) != 0 {
		w = append(w, fmt.Sprintf("%s KB lines are not a whole number of %s KB chunks: the last chunk of each line is short.", scenario.Num(in.LineKB), scenario.Num(in.ChunkKB)))
	}
	return w
}

func (r *Run) chart(res Results) *chart.Drawing {
	pts := make([]chart.Point, 0, len(res.Curve))
	for _, p := range res.Curve {
		pts = append(pts, chart.Point{X: p.CacheGB, Y: scenario.Clean(100 * p.ReadHitRatio)})
	}
	y := scenario.Clean(100 * res.ReadHitRatio)
	return &chart.Drawing{
		Kind:   chart.Line,
		Title:  "Read hit ratio against cache device size",
		X:      chart.DrawnAxis{Label: "Cache device (per disk group)", Unit: "GB"},
		Y:      chart.DrawnAxis{Label: "Read hit ratio", Unit: "%"},
		Series: []chart.DrawnSeries{{Name: policyName(r.policy) + ", " + scenario.Num(r.in.ReadCachePct) + " % read cache", Points: pts}},
		Marker: &chart.DrawnMarker{Point: chart.Point{X: r.in.CacheDeviceGB, Y: y},
			Label: fmt.Sprintf("%s GB → %s %%", scenario.Num(r.in.CacheDeviceGB), scenario.Num(y))},
		Rules: []chart.DrawnRule{{Value: r.in.TargetHitRatioPct, Label: fmt.Sprintf("target %s %%", scenario.Num(r.in.TargetHitRatioPct))}},
	}
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     60,
		Title:    msg.Legacy("vSAN read-cache simulation"),
		Question: msg.Legacy("How big must each disk group's cache SSD be for this workload, and how many HDD reads are left?"),
		Fields: []calc.Field{
			{Name: "cache_device_gb", Label: msg.Legacy("Cache device per disk group"), Unit: msg.Unit("GB"), Step: 1,
				Hint: msg.Legacy("The SSD of one hybrid disk group.")},
			{Name: "read_cache_pct", Label: msg.Legacy("Read cache share"), Unit: msg.Unit("%"), Step: 1,
				Hint: msg.Legacy("vSAN hybrid uses 70 % of the cache SSD as read cache, 30 % as write buffer.")},
			{Name: "policy", Label: msg.Legacy("Replacement policy"), ChoiceLabels: calc.LegacyChoices("arc", "lru", "fifo"),
				Hint: msg.Legacy("vSAN uses ARC; LRU and FIFO for comparison.")},
			{Name: "working_set_gb", Label: msg.Legacy("Working set"), Unit: msg.Unit("GB"), Step: 1,
				Hint: msg.Legacy("The data the workload touches (per disk group).")},
			{Name: "io_size_kb", Label: msg.Legacy("I/O size"), Unit: msg.Unit("KB"), Step: 0.5},
			{Name: "read_pct", Label: msg.Legacy("Reads"), Unit: msg.Unit("%"), Step: 1,
				Hint: msg.Legacy("Writes go to the write buffer and do not touch the read cache.")},
			{Name: "distribution", Label: msg.Legacy("Access pattern"), ChoiceLabels: calc.LegacyChoices("uniform", "zipf", "hotspot"),
				Hint: msg.Legacy("Uniform, Zipf (a few blocks very hot), or a hot spot.")},
			{Name: "zipf_theta", Label: msg.Legacy("Zipf θ"), Step: 0.01,
				Hint: msg.Legacy("Skew of the Zipf pattern: 0 is uniform, 0.9–1 is typical.")},
			{Name: "hot_io_pct", Label: msg.Legacy("Hot-spot I/Os"), Unit: msg.Unit("%"), Step: 1,
				Hint: msg.Legacy("Share of I/Os going to the hot spot.")},
			{Name: "hot_data_pct", Label: msg.Legacy("Hot-spot data"), Unit: msg.Unit("%"), Step: 1,
				Hint: msg.Legacy("Share of the working set that is hot.")},
			{Name: "frontend_iops", Label: msg.Legacy("Workload IOPS"), Unit: msg.Unit("IOPS"), Step: 1,
				Hint: msg.Legacy("Per disk group, reads and writes; turns chunk reads into HDD IOPS.")},
			{Name: "target_hit_ratio_pct", Label: msg.Legacy("Target read hit ratio"), Unit: msg.Unit("%"), Step: 1,
				Hint: msg.Legacy("The recommendation is the smallest cache reaching it (90 % by default).")},
			{Name: "ios", Label: msg.Legacy("Measured I/Os"), Step: 1, Advanced: true,
				Hint: msg.Legacy("Length of the measured simulation.")},
			{Name: "warmup_ios", Label: msg.Legacy("Warm-up I/Os"), Step: 1, Advanced: true,
				Hint: msg.Legacy("I/Os run first and not counted, so the cache starts warm.")},
			{Name: "seed", Label: msg.Legacy("Random seed"), Step: 1, Advanced: true,
				Hint: msg.Legacy("Same seed, same workload, same answer.")},
			{Name: "line_kb", Label: msg.Legacy("Cache line"), Unit: msg.Unit("KB"), Step: 1, Advanced: true,
				Hint: msg.Legacy("vSAN: 1 MB (1024 KB, binary: 1 MiB).")},
			{Name: "chunk_kb", Label: msg.Legacy("HDD read chunk"), Unit: msg.Unit("KB"), Step: 1, Advanced: true,
				Hint: msg.Legacy("vSAN: 64 KB (64 KiB: binary here).")},
			{Name: "fill", Label: msg.Legacy("Line fill on a miss"), ChoiceLabels: calc.LegacyChoices("needed", "line"), Advanced: true,
				Hint: msg.Legacy("needed: read only the chunks the I/O needs (vSAN); line: read the whole line.")},
		},
		Outputs: []calc.Output{
			{Name: "read_hit_ratio", Label: msg.Legacy("Read hit ratio"), Unit: msg.Unit("ratio"), Primary: true},
			{Name: "hdd_read_iops", Label: msg.Legacy("HDD read IOPS"), Unit: msg.Unit("IOPS"), Primary: true},
			{Name: "recommended_cache_gb", Label: msg.Legacy("Smallest cache device reaching the target"), Unit: msg.Unit("GB"), Primary: true},
			{Name: "hdd_chunk_reads", Label: msg.Legacy("HDD chunk reads"), Unit: msg.Unit("chunks")},
			{Name: "read_ios", Label: msg.Legacy("Read I/Os measured"), Unit: msg.Unit("reads")},
			{Name: "read_cache_gb", Label: msg.Legacy("Read cache"), Unit: msg.Unit("GB")},
			{Name: "cache_lines", Label: msg.Legacy("Read-cache lines"), Unit: msg.Unit("lines")},
			{Name: "hdd_chunk_reads_per_read", Label: msg.Legacy("HDD chunk reads per read"), Unit: msg.Unit("chunks")},
			{Name: "cold_misses", Label: msg.Legacy("First-touch misses"), Unit: msg.Unit("misses")},
			{Name: "line_hit_ratio", Label: msg.Legacy("Line hit ratio"), Unit: msg.Unit("ratio")},
			{Name: "chunk_hit_ratio", Label: msg.Legacy("Chunk hit ratio"), Unit: msg.Unit("ratio")},
			{Name: "chunk_misses", Label: msg.Legacy("Chunk misses"), Unit: msg.Unit("chunks")},
		},
		Work:     Work,
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Start:    func(in Inputs) calc.Job { return NewRun(in) },
	})
}
