package cachesim_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// traceEvaluation replays the sample (sampled at rate, or exactly at 0) for
// in and explains the trace's results as the page does.
func traceEvaluation(t *testing.T, in cachesim.Inputs, rate float64) (*calc.Evaluation, cachesim.TraceResult) {
	t.Helper()
	data := sampleBytes(t)
	run, err := cachesim.NewTraceRun(bytes.NewReader(data), int64(len(data)), in, rate)
	require.NoError(t, err)
	for !run.Step(1 << 20) {
	}
	require.NoError(t, run.Err())
	tr := run.Result()
	res, err := json.Marshal(cachesim.TraceResults(in, "/home/me/traces/cloudPhysicsIO.vscsi", tr))
	require.NoError(t, err)
	c, _ := calc.Lookup(cachesim.ID)
	raw, err := json.Marshal(in)
	require.NoError(t, err)
	inputs, errs, ok := c.Resolve(raw, calc.Strict)
	require.True(t, ok, "%v", errs)
	ev, errs := inputs.Explain(res)
	require.Empty(t, errs)
	return ev, tr
}

// TestTraceResultsExplained: a trace replay's results are the calculator's
// results (the headline read hit ratio, HDD IOPS and recommendation at the
// chosen device, the curve), explained as the trace's: the file and how it
// was replayed in the steps, the same chart as a synthetic result with the
// trace named in its series, and for a sampled replay its method and
// measured error in a warning and the papers in the sources.
func TestTraceResultsExplained(t *testing.T) {
	in := cachesim.Defaults()
	in.CacheDeviceGB, in.FrontendIOPS = 1, 4000
	ev, tr := traceEvaluation(t, in, 0)
	res := ev.Results.(cachesim.Results)
	assert.Equal(t, tr.ReadHitRatio, res.ReadHitRatio)
	assert.Equal(t, int64(46_974), res.ReadIOs)
	assert.Equal(t, int64(66_898), res.WriteIOs)
	assert.Equal(t, tr.HDDChunkReads, res.HDDChunkReads)
	assert.Equal(t, int64(honest(1e9*0.7)/(1<<20)), res.CacheLines)
	// 4,000 IOPS × 46,974 / 113,872 reads × chunk reads per read.
	assert.InDelta(t, 4000*46974.0/113872*float64(tr.HDDChunkReads)/46974, res.HDDReadIOPS, 1e-9)
	require.Len(t, res.Curve, 8)
	assert.Equal(t, 1.0, res.Curve[4].CacheGB)
	assert.Equal(t, res.ReadHitRatio, res.Curve[4].ReadHitRatio)
	require.NotNil(t, res.Trace)
	assert.Equal(t, "cloudPhysicsIO.vscsi", res.Trace.File, "the name, not the path")
	assert.Equal(t, cachesim.MethodExact, res.Trace.Method)

	d := ev.Drawing(msg.EN)
	require.NotNil(t, d)
	require.Len(t, d.Series, 1)
	assert.Equal(t, "cloudPhysicsIO.vscsi: ARC, 70 % read cache", d.Series[0].Name)
	assert.Equal(t, 1.0, d.Marker.X)
	doc := ev.Document(msg.EN)
	assert.Contains(t, stepTexts(doc.Steps), "Trace replayed: cloudPhysicsIO.vscsi (vscsi, 3.64 MB): 113,872 requests, 46,974 reads, 66,898 writes; every request replayed")
	for _, w := range doc.Warnings {
		assert.NotContains(t, w, "sample")
	}

	sampled, _ := traceEvaluation(t, in, 0.01)
	d = sampled.Drawing(msg.EN)
	assert.Equal(t, "cloudPhysicsIO.vscsi: ARC, 70 % read cache (from a 1 % sample, within 0.01)", d.Series[0].Name)
	doc = sampled.Document(msg.EN)
	assert.Contains(t, doc.Warnings[0], "Estimated from a 1 % sample of the trace's cache lines (SHARDS with miniature simulations)")
	assert.Contains(t, strings.Join(doc.Sources, "\n"), "Efficient MRC Construction with SHARDS")
	assert.Contains(t, strings.Join(doc.Sources, "\n"), "Cache Modeling and Optimization using Miniature Simulations")
	ru := sampled.Document(msg.RU)
	assert.Contains(t, ru.Warnings[0], "Оценка по выборке строк кэша трассы (доля 1 %;")
	assert.Contains(t, stepTexts(ru.Steps), "оценка по пространственной выборке строк кэша (доля 1 %;")
}

// honest truncates a float to an int64.
func honest(x float64) int64 { return int64(x) }

func stepTexts(steps []scenario.Step) string {
	var b strings.Builder
	for _, s := range steps {
		b.WriteString(s.Label + ": " + s.Formula + "\n")
	}
	return b.String()
}
