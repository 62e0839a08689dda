package cachesim

import (
	"io"
	"math"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
	"github.com/sizewise/sizewise/engine/units"
)

// TraceRun replays a block-I/O trace (any format trace.Detect knows) through
// the vSAN hybrid read-cache model of the cache-sim calculator's inputs: the
// policy, line and chunk sizes, and read caches of cache devices from 1/16 to
// 8 times the chosen size (doubling, the chosen size among them). The web page runs it in steps
// (Step, Progress) on a file the user picked, read as a stream (its worker
// reads the file in slices): memory stays bounded whatever the file's size,
// and nothing leaves the browser. A trace of ExactTraceBytes or more is
// replayed on a sample of its lines (AutoSample).
type TraceRun struct {
	in      Inputs
	rp      *Replay
	reader  *trace.Reader
	size    int64
	devices []float64 // cache device GB of each size, in cfg.Sizes order
	done    bool
}

// ExactTraceBytes is the trace size from which the web page replays a trace
// on a sample of its cache lines rather than exactly: 256 MiB, 8 M vSCSI
// records; the worker's exact replay of the page's nine sizes under ARC
// runs at about 1 M records a second, its sampled one at several times that
// (docs/cache-sim.md §7).
const ExactTraceBytes = 256 << 20

// DefaultSampleRate is the rate of a sampled replay the page (and the CLI's
// --sample auto) chooses: 1 % of the cache lines, the rate SHARDS and its
// miniature simulations are evaluated at.
const DefaultSampleRate = 0.01

// AutoSample is the sampling rate for a trace of size bytes: 0 (exact)
// below ExactTraceBytes, DefaultSampleRate from there.
func AutoSample(size int64) float64 {
	if size < ExactTraceBytes {
		return 0
	}
	return DefaultSampleRate
}

// ExactTraceBytesNative is the trace size from which `sizewise cachesim
// --sample auto` (its default) replays a trace on a sample: 1 GiB, 31 M
// vSCSI records, about half a minute of exact replay under ARC at 20 sizes
// natively on a 2-core machine, where the sampled replay takes a few
// seconds (docs/cache-sim.md §7).
const ExactTraceBytesNative = 1 << 30

// AutoSampleNative is AutoSample for the CLI: 0 (exact) below
// ExactTraceBytesNative or when the size is unknown (a pipe), else
// DefaultSampleRate.
func AutoSampleNative(size int64) float64 {
	if size < ExactTraceBytesNative {
		return 0
	}
	return DefaultSampleRate
}

// SampledCurveError is the largest absolute error of a sampled replay's
// read hit ratio against exact replay measured at DefaultSampleRate on the
// test traces of BenchmarkSampledAccuracy (the sample trace repeated to 100
// M requests and a synthetic Zipf trace, LRU, FIFO and ARC, 20 sizes): what
// the page states beside a sampled curve.
const SampledCurveError = 0.01

// TracePoint is the read hit ratio of one cache device size on the trace:
// ReadHitRatio is the share of read I/Os served entirely from the SSD (as
// the calculator's), LineHitRatio the share of line accesses that found the
// line resident (the CLI's read_hit_ratio).
type TracePoint struct {
	CacheGB       float64 `json:"cache_gb"`
	ReadCacheGB   float64 `json:"read_cache_gb"`
	ReadHitRatio  float64 `json:"read_hit_ratio"`
	LineHitRatio  float64 `json:"line_hit_ratio"`
	ChunkHitRatio float64 `json:"chunk_hit_ratio"`
	HDDChunkReads int64   `json:"hdd_chunk_reads"`
	SampleRate    float64 `json:"sample_rate,omitempty"`
}

// TraceResult is the answer of a TraceRun. A sampled replay says so in
// Method ("shards-minisim"), SampleRate (its base rate; a size may have
// sampled more: its point's sample_rate) and MaxError (SampledCurveError).
type TraceResult struct {
	Format        string       `json:"format"`
	Bytes         int64        `json:"bytes"`
	Method        string       `json:"method"`
	SampleRate    float64      `json:"sample_rate,omitempty"`
	MaxError      float64      `json:"max_error,omitempty"`
	Requests      int64        `json:"requests"`
	Reads         int64        `json:"reads"`
	Writes        int64        `json:"writes"`
	Fill          Fill         `json:"fill"`
	ReadHitRatio  float64      `json:"read_hit_ratio"` // at the chosen size: reads served entirely from the SSD
	LineHitRatio  float64      `json:"line_hit_ratio"`
	ChunkHitRatio float64      `json:"chunk_hit_ratio"`
	HDDChunkReads int64        `json:"hdd_chunk_reads"`
	LineAccesses  int64        `json:"line_accesses"`
	LineMisses    int64        `json:"line_misses"`
	ChunkAccesses int64        `json:"chunk_accesses"`
	ChunkMisses   int64        `json:"chunk_misses"`
	ReadIOHits    int64        `json:"read_io_hits"`
	Curve         []TracePoint `json:"curve"`
	// RecommendedCacheGB is the smallest simulated device reaching the
	// target hit ratio (0 when none does).
	RecommendedCacheGB float64 `json:"recommended_cache_gb"`
}

// NewTraceRun prepares the replay of the trace read from src (size bytes,
// for progress; 0 if unknown) for valid calculator inputs, exactly (sample
// 0) or on a sample of the lines at rate sample (see Sampler). It fails
// with a *trace.Error for an empty or foreign file, and for traces without
// block addresses (oracle-general).
func NewTraceRun(src io.Reader, size int64, in Inputs, sample float64) (*TraceRun, error) {
	r, err := trace.NewReader(src, trace.Auto)
	if err != nil {
		return nil, err
	}
	g := Geometry{Line: bytesOfKiB(in.LineKB), Chunk: bytesOfKiB(in.ChunkKB)}
	t := &TraceRun{in: in, reader: r, size: size}
	cfg := ReplayConfig{Mode: VSANMode, Policies: []cache.Policy{cache.Policy(in.Policy)}, Geometry: g, Fill: Fill(in.Fill), Sample: sample}
	for k := -4; k <= 3; k++ {
		t.devices = append(t.devices, in.CacheDeviceGB*math.Pow(2, float64(k)))
	}
	for _, gb := range t.devices {
		cfg.Sizes = append(cfg.Sizes, int64(gb*float64(units.GB)*in.ReadCachePct/100))
	}
	rp, err := NewReplay(&TraceSource{R: r, Size: size}, cfg)
	if err != nil {
		return nil, err
	}
	t.rp = rp
	return t, nil
}

// Step replays about n requests and reports whether the trace is done.
func (t *TraceRun) Step(n int) bool {
	if !t.done {
		t.done = t.rp.Step(n)
	}
	return t.done
}

// Err is the error that ended the replay early (a corrupt record), if any.
func (t *TraceRun) Err() error { return t.rp.Err() }

// Progress is the fraction of the file read.
func (t *TraceRun) Progress() float64 { return t.rp.Progress() }

// Result is the answer once Step has returned true.
func (t *TraceRun) Result() TraceResult {
	rep := t.rp.Report()
	res := TraceResult{Format: string(t.reader.Format()), Bytes: max(t.size, t.reader.Offset()), Method: MethodExact,
		Requests: rep.Requests, Reads: rep.Reads, Writes: rep.Writes, Fill: t.rp.cfg.Fill}
	if rep.Sampling != nil {
		res.Method, res.SampleRate, res.MaxError = rep.Sampling.Method, rep.Sampling.Rate, SampledCurveError
	}
	target := t.in.TargetHitRatioPct / 100
	for i, r := range rep.Results {
		v := r.(VSANResult)
		p := TracePoint{CacheGB: t.devices[i], ReadCacheGB: float64(v.CacheSizeBytes) / float64(units.GB),
			ReadHitRatio: v.ReadIOHitRatio, LineHitRatio: v.ReadHitRatio, ChunkHitRatio: v.ChunkHitRatio, HDDChunkReads: v.HDDChunkReads,
			SampleRate: v.SampleRate}
		if i == chosenDevice {
			res.ReadHitRatio, res.LineHitRatio, res.ChunkHitRatio = p.ReadHitRatio, p.LineHitRatio, p.ChunkHitRatio
			res.HDDChunkReads, res.LineAccesses, res.LineMisses = v.HDDChunkReads, v.LineAccesses, v.LineMisses
			res.ChunkAccesses, res.ChunkMisses, res.ReadIOHits = v.ChunkAccesses, v.ChunkMisses, v.ReadIOHits
		}
		res.Curve = append(res.Curve, p)
		if p.ReadHitRatio >= target && (res.RecommendedCacheGB == 0 || p.CacheGB < res.RecommendedCacheGB) {
			res.RecommendedCacheGB = p.CacheGB
		}
	}
	return res
}

// chosenDevice is the index of the chosen device among a TraceRun's sizes
// (2^0 among 2^−4 … 2^3).
const chosenDevice = 4
