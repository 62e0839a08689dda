package cachesim

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
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
	// The sizes are cleaned to 12 significant digits one by one, not
	// denoised with the other results (scenario.DenoiseAll): a line count
	// times the line size is a decimal of 11 or 12 digits (12.599689216 GB),
	// whose binary noise (12.599689215999998) Denoise, which keeps values
	// of more than 10 digits exact, would leave in the document.
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
