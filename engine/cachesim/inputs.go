package cachesim

import (
	"math"

	"github.com/sizewise/sizewise/engine/cache"
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
