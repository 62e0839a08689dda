package cachesim

import (
	"math"
	"path"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
	"github.com/sizewise/sizewise/engine/units"
)

// TraceSummary says which trace a cache-sim result comes from (Results'
// trace), and how it was replayed: exactly, or estimated from a sample of
// its cache lines (Method "shards-minisim", SampleRate, and MaxError, the
// error measured at that rate on test traces).
type TraceSummary struct {
	File       string  `json:"file"`
	Format     string  `json:"format"`
	Bytes      int64   `json:"bytes"`
	Requests   int64   `json:"requests"`
	Reads      int64   `json:"reads"`
	Writes     int64   `json:"writes"`
	Method     string  `json:"method"`
	SampleRate float64 `json:"sample_rate,omitempty"`
	MaxError   float64 `json:"max_error,omitempty"`
}

// Sampled reports whether the results are estimates from a sample.
func (s *TraceSummary) Sampled() bool { return s != nil && s.Method == MethodShards }

// MaxTraceFileName bounds the file name a trace result keeps: 255
// characters, the longest a common file system gives.
const MaxTraceFileName = 255

// MaxTraceCurve bounds the points of a trace result's curve that are
// explained (a TraceRun gives 8).
const MaxTraceCurve = 64

// TraceResults are the calculator's results for the trace replay tr of the
// file named file under in (the inputs tr was replayed with): the headline
// read hit ratio, HDD reads and IOPS and the recommendation at in's cache
// device, and the curve of the sizes replayed, so that the page, a plan
// and its report show a trace's answer as they show a synthetic one (Explain
// words it). The HDD read IOPS take in's frontend IOPS with the trace's
// share of reads among its reads and writes. First touches are not
// counted apart for a trace (ColdMisses is 0).
func TraceResults(in Inputs, file string, tr TraceResult) Results {
	file = path.Base(file)
	if r := []rune(file); len(r) > MaxTraceFileName {
		file = string(r[:MaxTraceFileName])
	}
	g := geometryOf(in)
	ratio := in.ReadCachePct / 100
	lines := func(gb float64) int64 { return int64(gb*float64(units.GB)*ratio) / g.Line }
	readShare := 0.0
	if n := tr.Reads + tr.Writes; n > 0 {
		readShare = float64(tr.Reads) / float64(n)
	}
	perReadOf := func(chunks int64) float64 {
		if tr.Reads == 0 {
			return 0
		}
		return float64(chunks) / float64(tr.Reads)
	}
	iops := func(chunks int64) float64 { return scenario.Clean(in.FrontendIOPS * readShare * perReadOf(chunks)) }
	res := Results{
		ReadHitRatio:         tr.ReadHitRatio,
		ReadIOs:              tr.Reads,
		ReadIOHits:           tr.ReadIOHits,
		WriteIOs:             tr.Writes,
		HDDChunkReads:        tr.HDDChunkReads,
		LineAccesses:         tr.LineAccesses,
		LineMisses:           tr.LineMisses,
		LineHitRatio:         tr.LineHitRatio,
		ChunkAccesses:        tr.ChunkAccesses,
		ChunkMisses:          tr.ChunkMisses,
		ChunkHitRatio:        tr.ChunkHitRatio,
		ReadCacheGB:          scenario.Clean(in.CacheDeviceGB * ratio),
		CacheLines:           lines(in.CacheDeviceGB),
		HDDChunkReadsPerRead: perReadOf(tr.HDDChunkReads),
		HDDReadIOPS:          iops(tr.HDDChunkReads),
		Trace: &TraceSummary{File: file, Format: tr.Format, Bytes: tr.Bytes, Requests: tr.Requests, Reads: tr.Reads, Writes: tr.Writes,
			Method: tr.Method, SampleRate: tr.SampleRate, MaxError: tr.MaxError},
	}
	for _, p := range tr.Curve {
		res.Curve = append(res.Curve, CurvePoint{CacheGB: scenario.Clean(p.CacheGB), ReadCacheGB: scenario.Clean(p.CacheGB * ratio),
			CacheLines: lines(p.CacheGB), ReadHitRatio: p.ReadHitRatio, LineHitRatio: p.LineHitRatio, HDDChunkReads: p.HDDChunkReads})
		if tr.RecommendedCacheGB > 0 && p.CacheGB == tr.RecommendedCacheGB && !res.TargetReached {
			res.TargetReached = true
			res.RecommendedCacheGB = scenario.Clean(p.CacheGB)
			res.RecommendedReadHitRatio = p.ReadHitRatio
			res.RecommendedHDDReadIOPS = iops(p.HDDChunkReads)
		}
	}
	return res
}

// Messages of a trace's worked steps and warnings.
var (
	stepTrace         = msg.NewKey("cache-sim.step.trace", "Trace replayed")
	stepTraceExactF   = msg.NewKey("cache-sim.step.trace.exact", "{0} ({1}, {2}): {3} {3|request|requests}, {4} {4|read|reads}, {5} {5|write|writes}; every request replayed")
	stepTraceSampleF  = msg.NewKey("cache-sim.step.trace.sampled", "{0} ({1}, {2}): {3} {3|request|requests}, {4} {4|read|reads}, {5} {5|write|writes}; estimated from a spatial sample of {6} of its cache lines (SHARDS with miniature simulations: every access to a sampled line replayed in a cache scaled by the rate)")
	stepTraceHDDIOPSF = msg.NewKey("cache-sim.step.trace.hdd-iops", "{0} × {1} reads (the trace's share of reads among its reads and writes) × {2} chunk reads per read")
	stepTraceMissesF  = msg.NewKey("cache-sim.step.trace.misses", "{0} over {1} {1|line|lines}")
	warnTraceSampled  = msg.NewKey("cache-sim.warn.trace-sampled", "Estimated from a {0} sample of the trace's cache lines (SHARDS with miniature simulations): on test traces of 100 million requests the sampled curve stayed within {1} of exact replay at every size. A trace touching few distinct lines, or whose curve drops sharply at one size, may be off by more there.")
	warnTraceNoTarget = msg.NewKey("cache-sim.warn.trace-no-target", "None of the sizes replayed reaches a {0} read hit ratio on this trace: a cache holding every line it touches still misses the first read of each line and chunk.")
	chartTraceSeries  = msg.NewKey("cache-sim.chart.trace-series", "{0}: {1}, {2} read cache")
	chartTraceSampled = msg.NewKey("cache-sim.chart.trace-sampled", "{0}: {1}, {2} read cache (from a {3} sample, within {4})")
)

// The papers of sampled replay.
var (
	shardsPaper = source.Doc{
		ID:        "waldspurger-shards-2015",
		Title:     "Efficient MRC Construction with SHARDS",
		Author:    "Carl A. Waldspurger, Nohhyun Park, Alexander Garthwaite, Irfan Ahmad",
		Publisher: "USENIX, 13th Conference on File and Storage Technologies (FAST '15)",
		Year:      2015,
		URL:       "https://www.usenix.org/conference/fast15/technical-sessions/presentation/waldspurger",
		Lang:      "en",
	}
	miniSimPaper = source.Doc{
		ID:        "waldspurger-miniature-simulations-2017",
		Title:     "Cache Modeling and Optimization using Miniature Simulations",
		Author:    "Carl A. Waldspurger, Trausti Saemundsson, Irfan Ahmad, Nohhyun Park",
		Publisher: "USENIX Annual Technical Conference (ATC '17)",
		Year:      2017,
		URL:       "https://www.usenix.org/conference/atc17/technical-sessions/presentation/waldspurger",
		Lang:      "en",
	}
	// traceSources are cited, besides Sources, by a sampled trace's result.
	traceSources = []msg.Message{
		shardsPaper.Msg(msg.T(
			"spatial sampling of the cache lines (hash(line) mod 2^24 < T, rate T / 2^24) and the fixed-rate correction of the counts")),
		miniSimPaper.Msg(msg.T(
			"miniature simulations: any policy (ARC included) simulated on the sample in a cache scaled by the rate")),
	}
)

// explainTrace is the Outcome of res, the results of a trace replay
// (res.Trace set) under in.
func explainTrace(in Inputs, res Results) calc.Outcome {
	// Results read back from a plan are bounded as the page makes them.
	t := *res.Trace
	if r := []rune(t.File); len(r) > MaxTraceFileName {
		t.File = string(r[:MaxTraceFileName])
	}
	res.Trace = &t
	if len(res.Curve) > MaxTraceCurve {
		res.Curve = res.Curve[:MaxTraceCurve]
	}
	tr := res.Trace
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
	size := msg.Qty(math.Round(float64(tr.Bytes)/1e4)/100, msg.MB) // 3.64 MB
	traceF := stepTraceExactF.With(msg.Str(tr.File), msg.Code(tr.Format), size,
		msg.Int(tr.Requests), msg.Int(tr.Reads), msg.Int(tr.Writes))
	if tr.Sampled() {
		traceF = stepTraceSampleF.With(msg.Str(tr.File), msg.Code(tr.Format), size,
			msg.Int(tr.Requests), msg.Int(tr.Reads), msg.Int(tr.Writes), msg.Qty(100*tr.SampleRate, msg.Percent))
	}
	readShare := 0.0
	if n := tr.Reads + tr.Writes; n > 0 {
		readShare = 100 * float64(tr.Reads) / float64(n)
	}
	steps := []calc.Step{
		{Label: stepReadCache.With(), Formula: stepReadCacheF.With(msg.Qty(in.CacheDeviceGB, msg.GB), msg.Qty(in.ReadCachePct, msg.Percent)),
			Value: res.ReadCacheGB, Unit: msg.GB},
		{Label: stepLines.With(), Formula: stepLinesF.With(msg.Qty(res.ReadCacheGB, msg.GB), line), Value: float64(res.CacheLines), Unit: msg.Line},
		{Label: stepChunks.With(), Formula: chunksF, Value: float64(chunks), Unit: msg.Chunk},
		{Label: stepTrace.With(), Formula: traceF, Value: float64(res.ReadIOs), Unit: msg.Read},
		{Label: stepAccesses.With(), Formula: stepAccessesF.With(), Value: float64(res.LineAccesses), Unit: msg.Access},
		{Label: stepMisses.With(), Formula: stepTraceMissesF.With(msg.Code(policyName(cache.Policy(in.Policy))), msg.Int(res.CacheLines)),
			Value: float64(res.LineMisses), Unit: msg.Miss},
		{Label: stepChunkMisses.With(), Formula: stepChunkMissesF.With(msg.Int(res.ChunkAccesses)), Value: float64(res.ChunkMisses), Unit: msg.Chunk},
		{Label: stepHitRatio.With(), Formula: stepHitRatioF.With(msg.Int(res.ReadIOHits), msg.Int(res.ReadIOs)), Value: pctOf(res.ReadHitRatio), Unit: msg.Percent},
		{Label: stepHDDChunks.With(), Formula: hddF, Value: float64(res.HDDChunkReads), Unit: msg.Chunk},
		{Label: stepHDDIOPS.With(), Formula: stepTraceHDDIOPSF.With(msg.Qty(in.FrontendIOPS, msg.IOPSUnit), msg.Qty(readShare, msg.Percent), msg.Num(res.HDDChunkReadsPerRead)),
			Value: res.HDDReadIOPS, Unit: msg.IOPSUnit},
	}
	if res.TargetReached {
		steps = append(steps, calc.Step{Label: stepRecommend.With(),
			Formula: stepRecommendF.With(msg.Qty(pctOf(res.RecommendedReadHitRatio), msg.Percent), msg.Qty(res.RecommendedCacheGB, msg.GB), msg.Qty(in.ReadCachePct, msg.Percent)),
			Value:   res.RecommendedCacheGB, Unit: msg.GB})
	}
	var w []msg.Message
	if tr.Sampled() {
		w = append(w, warnTraceSampled.With(msg.Qty(100*tr.SampleRate, msg.Percent), msg.Num(tr.MaxError)))
	}
	if res.ReadIOs == 0 {
		w = append(w, warnNoReads.With(msg.Field("read_pct")))
	}
	if res.CacheLines == 0 {
		w = append(w, warnTinyCache.With(msg.Qty(res.ReadCacheGB, msg.GB), msg.Qty(in.LineKB, msg.KiB)))
	}
	switch {
	case !res.TargetReached:
		w = append(w, warnTraceNoTarget.With(msg.Qty(in.TargetHitRatioPct, msg.Percent)))
	case res.ReadHitRatio < in.TargetHitRatioPct/100-1e-12:
		w = append(w, warnBelowTarget.With(msg.Qty(in.CacheDeviceGB, msg.GB), msg.Qty(pctOf(res.ReadHitRatio), msg.Percent),
			msg.Qty(in.TargetHitRatioPct, msg.Percent), msg.Qty(res.RecommendedCacheGB, msg.GB)))
	}
	if p := cache.Policy(in.Policy); p != cache.ARCPolicy {
		w = append(w, warnNotARC.With(msg.Code(policyName(p))))
	}
	if in.ChunkKB > 0 && math.Mod(in.LineKB, in.ChunkKB) != 0 {
		w = append(w, warnShortChunk.With(msg.Qty(in.LineKB, msg.KiB), msg.Qty(in.ChunkKB, msg.KiB)))
	}
	sources := Sources
	if tr.Sampled() {
		sources = append(append([]msg.Message(nil), Sources...), traceSources...)
	}
	ch := drawChart(in, res)
	series := chartTraceSeries.With(msg.Str(tr.File), msg.Code(policyName(cache.Policy(in.Policy))), msg.Qty(in.ReadCachePct, msg.Percent))
	if tr.Sampled() {
		series = chartTraceSampled.With(msg.Str(tr.File), msg.Code(policyName(cache.Policy(in.Policy))), msg.Qty(in.ReadCachePct, msg.Percent),
			msg.Qty(100*tr.SampleRate, msg.Percent), msg.Num(tr.MaxError))
	}
	ch.Series[0].Name = series
	return calc.Outcome{Results: res, Steps: steps, Warnings: w, Sources: sources, Chart: ch}
}
