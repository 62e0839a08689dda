package cachesim

import (
	"math"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
)

// Messages of the worked steps.
var (
	stepReadCache      = msg.NewKey("cache-sim.step.read-cache", "Read cache")
	stepReadCacheF     = msg.NewKey("cache-sim.step.read-cache.f", "{0} cache device × {1}")
	stepLines          = msg.NewKey("cache-sim.step.lines", "Read-cache lines")
	stepLinesF         = msg.NewKey("cache-sim.step.lines.f", "floor({0} / {1} line)")
	stepWSLines        = msg.NewKey("cache-sim.step.ws-lines", "Working set in lines")
	stepWSLinesF       = msg.NewKey("cache-sim.step.ws-lines.f", "ceil({0} / {1} line)")
	stepChunks         = msg.NewKey("cache-sim.step.chunks", "Chunks per line")
	stepChunksNeededF  = msg.NewKey("cache-sim.step.chunks.needed", "ceil({0} line / {1} chunk); fill rule “{2}”: a line miss reserves the line and reads only the chunks the read overlaps; a hit reads the needed chunks not yet valid")
	stepChunksLineF    = msg.NewKey("cache-sim.step.chunks.line", "ceil({0} line / {1} chunk); fill rule “{2}”: a line miss reads the whole line (the needed chunks first); a resident line is valid throughout")
	stepReads          = msg.NewKey("cache-sim.step.reads", "Measured read I/Os")
	stepReadsF         = msg.NewKey("cache-sim.step.reads.f", "{0} I/Os of {1} ({2}, after {3} warm-up I/Os) × {4} reads")
	distUniform        = msg.NewKey("cache-sim.dist.uniform", "uniform")
	distZipf           = msg.NewKey("cache-sim.dist.zipf", "Zipf θ = {0}")
	distHotspot        = msg.NewKey("cache-sim.dist.hotspot", "{0} of I/Os to {1} of the data")
	stepAccesses       = msg.NewKey("cache-sim.step.accesses", "Line accesses")
	stepAccessesF      = msg.NewKey("cache-sim.step.accesses.f", "each read touches lines floor(offset / line) … floor((offset + length − 1) / line)")
	stepMisses         = msg.NewKey("cache-sim.step.misses", "Line misses")
	stepMissesF        = msg.NewKey("cache-sim.step.misses.f", "{0} over {1} {1|line|lines} ({2} of them first touches)")
	stepChunkMisses    = msg.NewKey("cache-sim.step.chunk-misses", "Chunk misses")
	stepChunkMissesF   = msg.NewKey("cache-sim.step.chunk-misses.f", "of {0} needed chunks, those not valid when needed (a line that leaves the cache forgets its valid chunks)")
	stepHitRatio       = msg.NewKey("cache-sim.step.hit-ratio", "Read hit ratio")
	stepHitRatioF      = msg.NewKey("cache-sim.step.hit-ratio.f", "{0} reads served entirely from the SSD / {1} reads")
	stepHDDChunks      = msg.NewKey("cache-sim.step.hdd-chunks", "HDD chunk reads")
	stepHDDChunksNeedF = msg.NewKey("cache-sim.step.hdd-chunks.needed", "chunk misses: each needed chunk not yet valid is read from the HDD, {0} each")
	stepHDDChunksLineF = msg.NewKey("cache-sim.step.hdd-chunks.line", "line misses × {0} chunks per line, {1} each")
	stepHDDIOPS        = msg.NewKey("cache-sim.step.hdd-iops", "HDD read IOPS")
	stepHDDIOPSF       = msg.NewKey("cache-sim.step.hdd-iops.f", "{0} × {1} reads × {2} chunk {2|read|reads} per read")
	stepRecommend      = msg.NewKey("cache-sim.step.recommend", "Smallest cache device reaching the target")
	stepRecommendF     = msg.NewKey("cache-sim.step.recommend.f", "{0} read hits at {1} ({2} read cache)")
)

// Messages of the warnings.
var (
	warnNoReads     = msg.NewKey("cache-sim.warn.no-reads", "The workload has no reads ({0} is 0, or too few I/Os): the read cache has nothing to do and the hit ratio reads 0.")
	warnTinyCache   = msg.NewKey("cache-sim.warn.tiny-cache", "The read cache ({0}) is smaller than one {1} line: every read misses.")
	warnColdMisses  = msg.NewKey("cache-sim.warn.cold-misses", "{0} of the {1} line misses are first touches of a line, which a longer-running cache would not see: raise {2} (or {3}) for a steady-state answer.")
	warnNoTarget    = msg.NewKey("cache-sim.warn.no-target", "None of the sizes simulated reaches a {0} read hit ratio for this run: even a cache holding every line touched misses the first read of each line and chunk. Lower the target or lengthen the run.")
	warnBelowTarget = msg.NewKey("cache-sim.warn.below-target", "A {0} cache device gives {1} read hits, below the {2} target: about {3} is needed.")
	warnNotARC      = msg.NewKey("cache-sim.warn.not-arc", "vSAN replaces read-cache lines with ARC; {0} is shown for comparison.")
	warnShortChunk  = msg.NewKey("cache-sim.warn.short-chunk", "{0} lines are not a whole number of {1} chunks: the last chunk of each line is short.")
)

// Messages of the chart.
var (
	chartTitle  = msg.NewKey("cache-sim.chart.title", "Read hit ratio against cache device size")
	axisDevice  = msg.NewKey("cache-sim.chart.x", "Cache device (per disk group)")
	axisHits    = msg.NewKey("cache-sim.chart.y", "Read hit ratio")
	chartSeries = msg.NewKey("cache-sim.chart.series", "{0}, {1} read cache")
	chartTarget = msg.NewKey("cache-sim.chart.target", "target {0}")
)

// noneReaches is what the recommendation reads when no size simulated
// reaches the target (recommended_cache_gb is then 0).
var noneReaches = msg.T("none of the sizes simulated reaches the target")

// essentialVSAN is the vSAN book whose sizing goal the default target
// follows: "The goal is to have a minimum read cache hit rate of 90%".
//
// Read only as quoted in a VMware Communities answer: the book itself was
// not looked up, so the edition (and its year) is the first, as commonly
// cited.
var essentialVSAN = source.Doc{
	ID:        "hogan-epping-essential-vsan-2014",
	Title:     "Essential Virtual SAN (VSAN): Administrator's Guide to VMware Virtual SAN",
	Author:    "Cormac Hogan, Duncan Epping",
	Publisher: "VMware Press",
	Year:      2014,
	Lang:      "en",
}

// Sources are the documents the model and its numbers come from.
var Sources = []msg.Message{
	source.VSANCachingAlgorithms.Msg(msg.T(
		"hybrid disk groups use 70 % of the cache SSD as read cache, in 1 MB cache lines with valid and invalid regions; a miss reserves whole lines and reads the needed data from the HDD in 64 KB chunks; lines are replaced by ARC (summarised by vmgu.ru)")),
	source.ARCPaper.Msg(msg.T(
		"the ARC policy simulated here (Figure 4)")),
	source.MattsonStackDistance.Msg(msg.T(
		"LRU at every size from one pass of stack distances")),
	source.ZipfRejectionInversion.Msg(msg.T(
		"Zipf sampling; the hot-spot workload is drawn as YCSB's HotspotIntegerGenerator draws it")),
	essentialVSAN.Msg(msg.T(
		"the default target, \"The goal is to have a minimum read cache hit rate of 90%\" (as quoted in a VMware Communities answer)")),
}

// Explain is the Outcome of res, the results of in: the worked steps,
// warnings, sources and chart. It reads nothing but in and res, so results
// computed elsewhere (a Web Worker ran the Job) are explained without
// simulating again; Explain(in, Compute(in).Results) is Compute(in).
func Explain(in Inputs, res Results) calc.Outcome {
	if res.Trace != nil {
		return explainTrace(in, res)
	}
	return calc.Outcome{
		Results:  res,
		Steps:    steps(in, res),
		Warnings: warnings(in, res),
		Sources:  Sources,
		Chart:    drawChart(in, res),
	}
}

// fillOf is in's fill rule (FillNeeded when not given).
func fillOf(in Inputs) Fill {
	if in.Fill == "" {
		return FillNeeded
	}
	return Fill(in.Fill)
}

// geometryOf is in's line and chunk in bytes.
func geometryOf(in Inputs) Geometry {
	return Geometry{Line: bytesOfKiB(in.LineKB), Chunk: bytesOfKiB(in.ChunkKB)}
}

// policyName is the policy's name as documents write it ("ARC").
func policyName(p cache.Policy) string {
	switch p {
	case cache.ARCPolicy:
		return "ARC"
	case cache.LRUPolicy:
		return "LRU"
	}
	return "FIFO"
}

// distribution says how the workload picks its blocks.
func distribution(in Inputs) msg.Message {
	switch Distribution(in.Distribution) {
	case Zipf:
		return distZipf.With(msg.Num(in.ZipfTheta))
	case Hotspot:
		return distHotspot.With(msg.Qty(in.HotIOPct, msg.Percent), msg.Qty(in.HotDataPct, msg.Percent))
	}
	return distUniform.With()
}

func steps(in Inputs, res Results) []calc.Step {
	pctOf := func(x float64) float64 { return scenario.Clean(100 * x) }
	chunks := geometryOf(in).ChunksPerLine()
	line, chunk := msg.Qty(in.LineKB, msg.KiB), msg.Qty(in.ChunkKB, msg.KiB)
	fill := msg.Choice("fill", string(fillOf(in)))
	chunksF := stepChunksNeededF.With(line, chunk, fill)
	hddF := stepHDDChunksNeedF.With(chunk)
	if fillOf(in) == FillLine {
		chunksF = stepChunksLineF.With(line, chunk, fill)
		hddF = stepHDDChunksLineF.With(msg.Int(chunks), chunk)
	}
	out := []calc.Step{
		{Label: stepReadCache.With(), Formula: stepReadCacheF.With(msg.Qty(in.CacheDeviceGB, msg.GB), msg.Qty(in.ReadCachePct, msg.Percent)),
			Value: res.ReadCacheGB, Unit: msg.GB},
		{Label: stepLines.With(), Formula: stepLinesF.With(msg.Qty(res.ReadCacheGB, msg.GB), line),
			Value: float64(res.CacheLines), Unit: msg.Line},
		{Label: stepWSLines.With(), Formula: stepWSLinesF.With(msg.Qty(in.WorkingSetGB, msg.GB), line),
			Value: float64(res.WorkingSetLines), Unit: msg.Line},
		{Label: stepChunks.With(), Formula: chunksF, Value: float64(chunks), Unit: msg.Chunk},
		{Label: stepReads.With(), Formula: stepReadsF.With(msg.Int(in.IOs), msg.Qty(in.IOSizeKB, msg.KB), msg.Sub(distribution(in)),
			msg.Int(in.WarmupIOs), msg.Qty(in.ReadPct, msg.Percent)),
			Value: float64(res.ReadIOs), Unit: msg.Read},
		{Label: stepAccesses.With(), Formula: stepAccessesF.With(), Value: float64(res.LineAccesses), Unit: msg.Access},
		{Label: stepMisses.With(), Formula: stepMissesF.With(msg.Code(policyName(cache.Policy(in.Policy))), msg.Int(res.CacheLines), msg.Int(res.ColdMisses)),
			Value: float64(res.LineMisses), Unit: msg.Miss},
		{Label: stepChunkMisses.With(), Formula: stepChunkMissesF.With(msg.Int(res.ChunkAccesses)), Value: float64(res.ChunkMisses), Unit: msg.Chunk},
		{Label: stepHitRatio.With(), Formula: stepHitRatioF.With(msg.Int(res.ReadIOHits), msg.Int(res.ReadIOs)),
			Value: pctOf(res.ReadHitRatio), Unit: msg.Percent},
		{Label: stepHDDChunks.With(), Formula: hddF, Value: float64(res.HDDChunkReads), Unit: msg.Chunk},
		{Label: stepHDDIOPS.With(), Formula: stepHDDIOPSF.With(msg.Qty(in.FrontendIOPS, msg.IOPSUnit), msg.Qty(in.ReadPct, msg.Percent), msg.Num(res.HDDChunkReadsPerRead)),
			Value: res.HDDReadIOPS, Unit: msg.IOPSUnit},
	}
	if res.TargetReached {
		out = append(out, calc.Step{Label: stepRecommend.With(),
			Formula: stepRecommendF.With(msg.Qty(pctOf(res.RecommendedReadHitRatio), msg.Percent), msg.Qty(res.RecommendedCacheGB, msg.GB), msg.Qty(in.ReadCachePct, msg.Percent)),
			Value:   res.RecommendedCacheGB, Unit: msg.GB})
	}
	return out
}

func warnings(in Inputs, res Results) []msg.Message {
	var w []msg.Message
	if res.ReadIOs == 0 {
		w = append(w, warnNoReads.With(msg.Field("read_pct")))
	}
	if res.CacheLines == 0 {
		w = append(w, warnTinyCache.With(msg.Qty(res.ReadCacheGB, msg.GB), msg.Qty(in.LineKB, msg.KiB)))
	}
	if res.LineMisses > 0 && float64(res.ColdMisses) > 0.1*float64(res.LineMisses) {
		w = append(w, warnColdMisses.With(msg.Int(res.ColdMisses), msg.Int(res.LineMisses), msg.Field("warmup_ios"), msg.Field("ios")))
	}
	switch {
	case !res.TargetReached:
		w = append(w, warnNoTarget.With(msg.Qty(in.TargetHitRatioPct, msg.Percent)))
	case res.ReadHitRatio < in.TargetHitRatioPct/100-1e-12:
		w = append(w, warnBelowTarget.With(msg.Qty(in.CacheDeviceGB, msg.GB), msg.Qty(100*res.ReadHitRatio, msg.Percent),
			msg.Qty(in.TargetHitRatioPct, msg.Percent), msg.Qty(res.RecommendedCacheGB, msg.GB)))
	}
	if p := cache.Policy(in.Policy); p != cache.ARCPolicy {
		w = append(w, warnNotARC.With(msg.Code(policyName(p))))
	}
	if in.ChunkKB > 0 && math.Mod(in.LineKB, in.ChunkKB) != 0 {
		w = append(w, warnShortChunk.With(msg.Qty(in.LineKB, msg.KiB), msg.Qty(in.ChunkKB, msg.KiB)))
	}
	return w
}

// drawChart plots the read hit ratio (%) against the cache device (GB) at
// every size simulated, marks the chosen size and draws the target.
func drawChart(in Inputs, res Results) *chart.Chart {
	pts := make([]chart.Point, 0, len(res.Curve))
	for _, p := range res.Curve {
		pts = append(pts, chart.Point{X: p.CacheGB, Y: scenario.Clean(100 * p.ReadHitRatio)})
	}
	y := scenario.Clean(100 * res.ReadHitRatio)
	return &chart.Chart{
		Kind:  chart.Line,
		Title: chartTitle.With(),
		X:     chart.Axis{Label: axisDevice.With(), Unit: msg.GB},
		Y:     chart.Axis{Label: axisHits.With(), Unit: msg.Percent},
		Series: []chart.Series{{Name: chartSeries.With(msg.Code(policyName(cache.Policy(in.Policy))), msg.Qty(in.ReadCachePct, msg.Percent)),
			Points: pts}},
		Marker: &chart.Marker{Point: chart.Point{X: in.CacheDeviceGB, Y: y},
			Label: msg.Becomes.With(msg.Qty(in.CacheDeviceGB, msg.GB), msg.Qty(y, msg.Percent))},
		Rules: []chart.Rule{{Value: in.TargetHitRatioPct, Label: chartTarget.With(msg.Qty(in.TargetHitRatioPct, msg.Percent))}},
	}
}
