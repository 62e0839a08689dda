package cachesim

import (
	"math"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
)

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
