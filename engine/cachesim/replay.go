package cachesim

import (
	"cmp"
	"math"
	"runtime"
	"slices"
	"strconv"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/trace"
)

// Mode is how a replay maps requests to cache accesses (docs/contract.md §4).
type Mode string

// Replay modes.
const (
	// ObjectMode: each request is one object (key, size) in a cache of
	// bytes, or of objects with UnitSize.
	ObjectMode Mode = "object"
	// VSANMode: the vSAN hybrid read-cache model over the reads.
	VSANMode Mode = "vsan"
)

// MaxRequestBytes is the longest read a vSAN-mode replay accepts: 32 MiB,
// about ESXi's largest I/O (Disk.DiskMaxIOSize, 32,767 KB by default), so a
// longer length is a corrupt record. With lines of at least MinLine, one
// record costs at most 8,193 line accesses per size: replay time follows
// the records in the file, not the lengths they declare.
const MaxRequestBytes = 32 << 20

// MinLine is the smallest vSAN-mode cache line a replay accepts: 4 KiB.
const MinLine = 4 << 10

// MaxModels bounds the caches one replay simulates (policies × sizes): 64,
// a miss-ratio curve of 20 sizes under all three policies with room to
// spare. Each model keeps its own cache, so memory and work grow with
// their number (1,000 sizes ran out of memory on a small trace).
const MaxModels = 64

// ReplayConfig is what to simulate: every policy at every size.
type ReplayConfig struct {
	Mode     Mode
	Policies []cache.Policy
	// Sizes are cache sizes: bytes (objects in object mode with UnitSize).
	// In vSAN mode the read cache holds floor(size / Line) lines.
	Sizes    []int64
	UnitSize bool     // object mode only
	Geometry Geometry // vSAN mode only
	Fill     Fill     // vSAN mode only ("" is FillNeeded)
	// Sample is the sampling rate: 0 or 1 replays every request exactly;
	// 0 < Sample < 1 estimates every result from a miniature simulation of
	// a spatial sample of the keys (see Sampler and SampleModulus).
	Sample float64
	// MeanSize is the mean request size in bytes that turns a byte
	// capacity into objects for MinSampledUnits (object mode with sizes,
	// sampled; 0: DefaultMeanSize).
	MeanSize int64
}

// DefaultMeanSize is the mean request size a sampled object-mode replay
// assumes when it is not told one: 4 KiB, a block.
const DefaultMeanSize = 4 << 10

// Sampled reports whether c estimates its results from a sample.
func (c ReplayConfig) Sampled() bool { return c.Sample > 0 && c.Sample < 1 }

// Replay runs a ReplayConfig over a Source: a Simulator plus the models of
// every (policy, size). In object mode every size of LRU is one
// cache.LRUStack (one pass, exact at every size); in vSAN mode the LRU sizes
// are cache.MultiLRU groups (exact, one index lookup per request for all the
// sizes of a group), and the line accesses of each batch are computed once
// and replayed by every size. A sampled replay does the same on the sampled
// keys with caches scaled by their rates.
type Replay struct {
	*Simulator
	cfg     ReplayConfig
	ops     *opCount
	results []func() any // per policy, then per size
	base    Sampler      // sampled: the base rate
	t       []uint32     // sampled: each size's threshold
}

// NewReplay prepares cfg over src. It returns an error for an invalid
// configuration (no policy, no size, a negative size, a bad geometry,
// --unit-size with vSAN mode, a sampling rate outside (0, 1]).
func NewReplay(src Source, cfg ReplayConfig) (*Replay, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if ts, ok := src.(*TraceSource); ok && cfg.Mode == VSANMode {
		if !ts.R.Format().Addressed() {
			return nil, problem(FieldTrace, errNeedsAddresses, msg.Code(string(ts.R.Format())))
		}
		ts.R.LimitSize(MaxRequestBytes, vsanRequest.With())
	}
	ts, _ := src.(*TraceSource)
	if cfg.Mode == VSANMode && cfg.Fill == "" {
		cfg.Fill = FillNeeded
	}
	r := &Replay{cfg: cfg, ops: &opCount{}, results: make([]func() any, len(cfg.Policies)*len(cfg.Sizes))}
	var models []Model
	sampled := cfg.Sampled()
	top := uint32(0)
	if sampled {
		r.base = NewSampler(cfg.Sample)
		r.t = make([]uint32, len(cfg.Sizes))
		for i := range cfg.Sizes {
			r.t[i] = r.threshold(i)
			top = max(top, r.t[i])
		}
	} else {
		models = append(models, r.ops)
	}
	for pi, p := range cfg.Policies {
		if p == cache.LRUPolicy && (len(cfg.Sizes) > 1 || cfg.Mode == VSANMode) {
			// The sizes sampled at one rate (all of them when exact) share
			// multi-size models: they see the same keys.
			for _, shared := range r.byThreshold() {
				if len(shared) == 1 && sampled && cfg.Mode == ObjectMode {
					models = append(models, r.addOne(pi, shared[0], top))
					continue
				}
				for _, g := range lruGroups(len(shared), cfg.Mode == VSANMode) {
					idx := make([]int, len(g))
					for j, k := range g {
						idx[j] = shared[k]
					}
					models = append(models, r.addMulti(pi, idx, top))
				}
			}
			continue
		}
		for si := range cfg.Sizes {
			models = append(models, r.addOne(pi, si, top))
		}
	}
	r.Simulator = NewSimulator(src, models...)
	r.Simulator.caches = int64(len(cfg.Policies) * len(cfg.Sizes))
	if sampled {
		r.Simulator.sampled, r.Simulator.top, r.Simulator.base = true, top, r.base.T
		if cfg.Mode == VSANMode {
			seen := map[uint32]bool{top: true}
			for _, t := range r.t {
				if !seen[t] {
					seen[t] = true
					r.Simulator.views = append(r.Simulator.views, t)
				}
			}
			slices.SortFunc(r.Simulator.views, func(a, b uint32) int { return cmp.Compare(b, a) })
		}
	}
	if cfg.Mode == VSANMode {
		// Line accesses are computed once per batch for every size.
		r.Simulator.lines = &r.cfg.Geometry
		if ts != nil {
			r.Simulator.maxWork = func() int64 {
				return WorkBudgetPerByte*max(ts.Size, ts.R.Offset()) + WorkBudgetBase
			}
		}
	}
	return r, nil
}

// byThreshold is the indices of the sizes, grouped by their sample
// threshold (one group of every size when the replay is exact), in order of
// their first size.
func (r *Replay) byThreshold() [][]int {
	var out [][]int
	at := map[uint32]int{}
	for i := range r.cfg.Sizes {
		t := uint32(0)
		if r.t != nil {
			t = r.t[i]
		}
		k, ok := at[t]
		if !ok {
			k = len(out)
			at[t] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], i)
	}
	return out
}

// threshold is the sample threshold of size i: the base rate's, or, when
// its miniature cache would hold fewer than MinSampledUnits lines or
// objects, the smallest power-of-two fraction of the keys (1/2, 1/4, …)
// that gives it at least that many (from MinSampledUnits to twice that),
// up to every key: sizes then share rates, and so their samples and the
// batches filtered for them.
func (r *Replay) threshold(i int) uint32 {
	units := r.cfg.capacity(r.cfg.Sizes[i])
	if r.cfg.Mode == ObjectMode && !r.cfg.UnitSize {
		mean := r.cfg.MeanSize
		if mean <= 0 {
			mean = DefaultMeanSize
		}
		units /= mean
	}
	t := r.base.T
	if units > 0 && units*int64(r.base.T) < MinSampledUnits*SampleModulus {
		p := int64(SampleModulus)
		for p/2 >= int64(r.base.T) && units*(p/2) >= MinSampledUnits*SampleModulus {
			p /= 2
		}
		t = uint32(p)
	}
	return t
}

// rate is size i's sampling rate (1 when the replay is exact).
func (r *Replay) rate(i int) float64 {
	if r.t == nil {
		return 1
	}
	return float64(r.t[i]) / SampleModulus
}

// simulated is the capacity simulated for size i: the capacity, scaled by
// its rate when sampled.
func (r *Replay) simulated(i int) int64 {
	c := r.cfg.capacity(r.cfg.Sizes[i])
	if r.t == nil {
		return c
	}
	return scaled(c, r.rate(i))
}

// Validate says what is wrong with c, if anything (NewReplay calls it).
func (c ReplayConfig) Validate() error {
	switch c.Mode {
	case ObjectMode:
	case VSANMode:
		if c.UnitSize {
			return problem(FieldUnitSize, errUnitSizeVSAN)
		}
		if c.Geometry.Line < 1 || c.Geometry.Chunk < 1 || c.Geometry.Chunk > c.Geometry.Line {
			return problem(FieldChunk, errLineChunk, digits(c.Geometry.Line), digits(c.Geometry.Chunk))
		}
		if c.Geometry.Line < MinLine {
			return problem(FieldLine, errLineBelowMin, digits(c.Geometry.Line), digits(MinLine))
		}
	default:
		return problem(FieldMode, errUnknownMode, msg.Code(strconv.Quote(string(c.Mode))))
	}
	if len(c.Policies) == 0 {
		return problem(FieldPolicy, errNoPolicy)
	}
	for _, p := range c.Policies {
		if _, err := cache.ParsePolicy(string(p)); err != nil {
			return &Error{Field: FieldPolicy, Msg: err.(*cache.Error).Msg}
		}
	}
	if len(c.Sizes) == 0 {
		return problem(FieldCacheSize, errNoSize)
	}
	if c.Sample != 0 {
		if err := CheckSampleRate(c.Sample); err != nil {
			return err
		}
	}
	if n := len(c.Policies) * len(c.Sizes); n > MaxModels {
		return problem(FieldCacheSize, errTooManyModels, msg.Int(len(c.Policies)), msg.Int(len(c.Sizes)), msg.Int(n), msg.Int(MaxModels))
	}
	for _, s := range c.Sizes {
		if s < 0 {
			return problem(FieldCacheSize, errNegative, digits(s))
		}
	}
	if c.Mode == VSANMode {
		if err := c.Geometry.Check(); err != nil {
			return err
		}
		if _, err := ParseFill(string(c.Fill)); err != nil {
			return err
		}
	}
	return nil
}

// capacity is the cache capacity for size: lines in vSAN mode, else size.
func (c ReplayConfig) capacity(size int64) int64 {
	if c.Mode == VSANMode {
		return size / c.Geometry.Line
	}
	return size
}

// lruGroups splits n LRU sizes (by index) into the groups that share one
// multi-size model, at most cache.MaxMulti sizes each. In object mode the
// model is a cache.LRUStack, whose cost hardly depends on the number of
// sizes: every size in one group, one pass (more groups only past
// cache.MaxMulti sizes). In vSAN mode it is a cache.MultiLRU, whose cost
// grows with the sizes that miss: one group per processor (natively; one in
// WASM), interleaved so that the groups get alike work, in parallel.
func lruGroups(n int, perCore bool) [][]int {
	g := (n + cache.MaxMulti - 1) / cache.MaxMulti
	if perCore {
		g = max(g, min(runtime.GOMAXPROCS(0), max(n/2, 1)))
	}
	out := make([][]int, g)
	for i := range n {
		out[i%g] = append(out[i%g], i)
	}
	return out
}

// addMulti adds the LRU sizes cfg.Sizes[idx...] of policy pi as one
// multi-size model (sampled at the base rate when the replay is sampled);
// their results take their places in the report.
func (r *Replay) addMulti(pi int, idx []int, top uint32) Model {
	caps := make([]int64, len(idx))
	for j, i := range idx {
		caps[j] = r.simulated(i)
	}
	at := func(i int) int { return pi*len(r.cfg.Sizes) + i }
	if r.cfg.Mode == VSANMode {
		v := NewVSANMultiLRU(caps, r.cfg.Geometry, r.cfg.Fill)
		if r.t != nil {
			v.t = r.t[idx[0]]
		}
		for j, i := range idx {
			r.results[at(i)] = func() any {
				var est *readEstimate
				if j < len(v.est) {
					est = &v.est[j]
				}
				return r.vsanResult(cache.LRUPolicy, i, v.Stats[j], est)
			}
		}
		return v
	}
	o := NewObjectMultiLRU(caps, r.cfg.UnitSize)
	if r.t != nil {
		o.t, o.filter = r.t[idx[0]], r.t[idx[0]] < top
	}
	for j, i := range idx {
		r.results[at(i)] = func() any { return r.objectResult(cache.LRUPolicy, i, o.Stats(j)) }
	}
	return o
}

// addOne adds size i of policy pi as its own model.
func (r *Replay) addOne(pi, i int, top uint32) Model {
	p := r.cfg.Policies[pi]
	at := pi*len(r.cfg.Sizes) + i
	if r.cfg.Mode == VSANMode {
		v := NewVSAN(p, r.simulated(i), r.cfg.Geometry, r.cfg.Fill)
		if r.t != nil {
			v.t = r.t[i]
		}
		r.results[at] = func() any { return r.vsanResult(p, i, v.VSANStats, &v.est) }
		return v
	}
	o := NewObject(p, r.simulated(i), r.cfg.UnitSize)
	if r.t != nil {
		o.t, o.filter = r.t[i], r.t[i] < top
	}
	r.results[at] = func() any { return r.objectResult(p, i, o.ObjectStats) }
	return o
}

// Report is the JSON answer of a replay (docs/contract.md §4): the number of
// requests and one result per (policy, size), policies in the order given,
// sizes in the order given within each policy. A sampled replay says how
// in Sampling, and its counts of requests, reads, writes and accesses are
// exact; misses are estimates.
type Report struct {
	Requests int64         `json:"requests"`
	Reads    int64         `json:"reads"`
	Writes   int64         `json:"writes"`
	Mode     Mode          `json:"mode"`
	Sampling *SamplingInfo `json:"sampling,omitempty"`
	// Results holds ObjectResult or VSANResult values.
	Results []any `json:"results"`
}

// ObjectResult is one object-mode result. With unit size the capacity is
// CacheSizeObjects, else CacheSizeBytes (the other is absent). A sampled
// result adds its rate and the capacity of its miniature cache, and its
// misses and miss bytes are the sample's divided by the rate (its ratios
// SHARDS-corrected: see SamplingInfo).
type ObjectResult struct {
	Policy           cache.Policy `json:"policy"`
	CacheSizeBytes   int64        `json:"cache_size_bytes,omitempty"`
	CacheSizeObjects int64        `json:"cache_size_objects,omitempty"`
	Misses           int64        `json:"misses"`
	MissBytes        int64        `json:"miss_bytes"`
	HitRatio         float64      `json:"hit_ratio"`
	ByteHitRatio     float64      `json:"byte_hit_ratio"`
	SampleRate       float64      `json:"sample_rate,omitempty"`
	// SimulatedCacheSize is the miniature cache's capacity (bytes, or
	// objects with unit size).
	SimulatedCacheSize int64 `json:"simulated_cache_size,omitempty"`
}

// VSANResult is one vSAN-mode result (docs/contract.md §4). ReadHitRatio is per
// line access (1 − line_misses / line_accesses); ReadIOHitRatio is the share
// of read I/Os served entirely from the SSD (the cache-sim calculator's
// headline). A sampled result adds its rate and the lines of its miniature
// cache; its accesses and read I/Os are exact and its misses, hits and
// chunk reads estimates.
type VSANResult struct {
	Policy              cache.Policy `json:"policy"`
	CacheSizeBytes      int64        `json:"cache_size_bytes"`
	CacheLines          int64        `json:"cache_lines"`
	Fill                Fill         `json:"fill"`
	ReadIOs             int64        `json:"read_ios"`
	ReadIOHits          int64        `json:"read_io_hits"`
	LineAccesses        int64        `json:"line_accesses"`
	LineMisses          int64        `json:"line_misses"`
	ChunkAccesses       int64        `json:"chunk_accesses"`
	ChunkMisses         int64        `json:"chunk_misses"`
	HDDChunkReads       int64        `json:"hdd_chunk_reads"`
	ReadHitRatio        float64      `json:"read_hit_ratio"`
	ChunkHitRatio       float64      `json:"chunk_hit_ratio"`
	ReadIOHitRatio      float64      `json:"read_io_hit_ratio"`
	SampleRate          float64      `json:"sample_rate,omitempty"`
	SimulatedCacheLines int64        `json:"simulated_cache_lines,omitempty"`
}

// objectResult is size i's result from its model's counters.
func (r *Replay) objectResult(p cache.Policy, i int, s ObjectStats) ObjectResult {
	size := r.cfg.Sizes[i]
	res := ObjectResult{Policy: p, Misses: s.Misses, MissBytes: s.MissBytes, HitRatio: s.HitRatio(), ByteHitRatio: s.ByteHitRatio()}
	if r.t != nil {
		tot := r.Simulator.tot
		n, b := tot.requests, tot.bytes
		if r.cfg.UnitSize {
			b = n
		}
		rate := r.rate(i)
		res.Misses, res.MissBytes = scaleCount(s.Misses, rate, n), scaleCount(s.MissBytes, rate, b)
		res.HitRatio, res.ByteHitRatio = sampleHitRatio(s.Misses, rate, n), sampleHitRatio(s.MissBytes, rate, b)
		res.SampleRate, res.SimulatedCacheSize = rate, r.simulated(i)
	}
	if r.cfg.UnitSize {
		res.CacheSizeObjects = size
	} else {
		res.CacheSizeBytes = size
	}
	return res
}

// vsanResult is size i's result from its model's counters.
func (r *Replay) vsanResult(p cache.Policy, i int, s VSANStats, est *readEstimate) VSANResult {
	size, lines, fill := r.cfg.Sizes[i], r.cfg.capacity(r.cfg.Sizes[i]), r.cfg.Fill
	res := VSANResult{Policy: p, CacheSizeBytes: size, CacheLines: lines, Fill: fill, ReadIOs: s.ReadIOs, ReadIOHits: s.ReadIOHits,
		LineAccesses: s.LineAccesses, LineMisses: s.LineMisses, ChunkAccesses: s.ChunkAccesses, ChunkMisses: s.ChunkMisses,
		HDDChunkReads: s.HDDChunkReads, ReadHitRatio: s.ReadHitRatio(), ChunkHitRatio: s.ChunkHitRatio(), ReadIOHitRatio: s.ReadIOHitRatio()}
	if r.t == nil {
		return res
	}
	tot := r.Simulator.tot
	rate := r.rate(i)
	maxHDD := tot.chunks
	if fill == FillLine {
		maxHDD = tot.lines * r.cfg.Geometry.ChunksPerLine()
	}
	res.ReadIOs, res.LineAccesses, res.ChunkAccesses = tot.reads, tot.lines, tot.chunks
	res.LineMisses = scaleCount(s.LineMisses, rate, tot.lines)
	res.ChunkMisses = scaleCount(s.ChunkMisses, rate, tot.chunks)
	res.HDDChunkReads = scaleCount(s.HDDChunkReads, rate, maxHDD)
	hits := float64(s.ReadIOHits)
	if est != nil {
		hits = est.hits()
	}
	missed := float64(s.ReadIOs) - hits
	res.ReadIOHits = tot.reads - min(int64(math.Round(missed/rate)), tot.reads)
	res.ReadHitRatio = sampleHitRatio(s.LineMisses, rate, tot.lines)
	res.ChunkHitRatio = sampleHitRatio(s.ChunkMisses, rate, tot.chunks)
	res.ReadIOHitRatio = 0
	if n := float64(tot.reads); n > 0 {
		res.ReadIOHitRatio = min(max((n-missed/rate)/n, 0), 1)
	}
	res.SampleRate, res.SimulatedCacheLines = rate, r.simulated(i)
	return res
}

// Report returns the results; call it once the replay is done.
func (r *Replay) Report() Report {
	out := Report{Requests: r.Requests(), Reads: r.ops.reads, Writes: r.ops.writes, Mode: r.cfg.Mode, Results: make([]any, 0, len(r.results))}
	if r.t != nil {
		tot := r.Simulator.tot
		out.Reads, out.Writes = tot.reads, tot.writes
		unit := "object"
		if r.cfg.Mode == VSANMode {
			unit = "line"
		}
		out.Sampling = &SamplingInfo{Method: MethodShards, Rate: r.base.Rate(), Modulus: SampleModulus, Threshold: int64(r.base.T),
			Unit: unit, Hash: "murmur3-fmix64", SampledRequests: tot.sampled, MinSampledUnits: MinSampledUnits}
	}
	for _, f := range r.results {
		out.Results = append(out.Results, f())
	}
	return out
}

// opCount counts reads and writes.
type opCount struct{ reads, writes int64 }

func (o *opCount) Feed(batch []IO) {
	for i := range batch {
		switch batch[i].Op {
		case trace.Read:
			o.reads++
		case trace.Write:
			o.writes++
		}
	}
}
