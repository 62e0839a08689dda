package cachesim_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/trace"
	"github.com/sizewise/sizewise/engine/trace/tracetest"
)

func samplePath(t testing.TB) string { return tracetest.SamplePath() }

func replaySample(t testing.TB, cfg cachesim.ReplayConfig) cachesim.Report {
	t.Helper()
	f, err := os.Open(samplePath(t))
	require.NoError(t, err)
	defer f.Close()
	st, _ := f.Stat()
	r, err := trace.NewReader(f, trace.Auto)
	require.NoError(t, err)
	rp, err := cachesim.NewReplay(&cachesim.TraceSource{R: r, Size: st.Size()}, cfg)
	require.NoError(t, err)
	rp.Parallel = true
	require.NoError(t, rp.Run())
	return rp.Report()
}

// TestSampleReplay replays the real VMware trace in both modes: request
// counts are the trace's (113,872; 46,974 reads; 66,898 writes), the
// one-pass LRU curve equals the per-size LRU, and more cache never hurts LRU.
func TestSampleReplay(t *testing.T) {
	sizes := []int64{16 << 20, 128 << 20, 1 << 30, 8 << 30}
	vs := replaySample(t, cachesim.ReplayConfig{Mode: cachesim.VSANMode, Policies: []cache.Policy{"lru", "arc", "fifo"},
		Sizes: sizes, Geometry: cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}})
	assert.Equal(t, int64(113_872), vs.Requests)
	assert.Equal(t, int64(46_974), vs.Reads)
	assert.Equal(t, int64(66_898), vs.Writes)
	require.Len(t, vs.Results, 3*len(sizes))
	var prev cachesim.VSANResult
	for i, x := range vs.Results[:len(sizes)] {
		r := x.(cachesim.VSANResult)
		assert.Equal(t, cache.LRUPolicy, r.Policy)
		assert.Equal(t, sizes[i], r.CacheSizeBytes)
		assert.Equal(t, sizes[i]>>20, r.CacheLines)
		assert.Equal(t, int64(46_974), r.ReadIOs)
		if i > 0 {
			assert.LessOrEqual(t, r.LineMisses, prev.LineMisses)
		}
		prev = r
	}
	// The same LRU with one cache per size, driven directly, agrees with the
	// one-structure multi-size LRU the replay used.
	f, _ := os.Open(samplePath(t))
	defer f.Close()
	tr, _ := trace.NewReader(f, trace.VSCSI)
	var models []cachesim.Model
	var direct []*cachesim.VSAN
	for _, s := range sizes {
		v := cachesim.NewVSAN(cache.LRUPolicy, s>>20, cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}, cachesim.FillNeeded)
		models = append(models, v)
		direct = append(direct, v)
	}
	require.NoError(t, cachesim.NewSimulator(&cachesim.TraceSource{R: tr}, models...).Run())
	for i, v := range direct {
		r := vs.Results[i].(cachesim.VSANResult)
		assert.Equal(t, v.LineMisses, r.LineMisses, "size %d", sizes[i])
		assert.Equal(t, v.HDDChunkReads, r.HDDChunkReads, "size %d", sizes[i])
		assert.Equal(t, v.LineAccesses, r.LineAccesses, "size %d", sizes[i])
		assert.Equal(t, v.ChunkMisses, r.ChunkMisses, "size %d", sizes[i])
		assert.Equal(t, v.ReadIOHits, r.ReadIOHits, "size %d", sizes[i])
	}

	obj := replaySample(t, cachesim.ReplayConfig{Mode: cachesim.ObjectMode, Policies: []cache.Policy{"arc"}, Sizes: []int64{1000, 20000}, UnitSize: true})
	assert.Equal(t, int64(113_872), obj.Requests)
	b, _ := json.Marshal(obj.Results[0])
	assert.Contains(t, string(b), `"cache_size_objects":1000`)
	assert.NotContains(t, string(b), `cache_size_bytes`)
	o := obj.Results[0].(cachesim.ObjectResult)
	assert.Equal(t, o.Misses, o.MissBytes, "unit size: every object is 1")
	assert.InDelta(t, 1-float64(o.Misses)/113_872, o.HitRatio, 1e-15)
}

func TestReplayConfigErrors(t *testing.T) {
	og := trace.AppendOracleGeneral(nil, trace.Request{LBN: 1, Size: 10})
	r, err := trace.NewReader(bytes.NewReader(og), trace.OracleGeneral)
	require.NoError(t, err)
	_, err = cachesim.NewReplay(&cachesim.TraceSource{R: r}, cachesim.ReplayConfig{Mode: cachesim.VSANMode, Policies: []cache.Policy{"arc"},
		Sizes: []int64{1 << 30}, Geometry: cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}})
	assert.EqualError(t, err, "vSAN mode needs block addresses, and oracle-general traces carry object ids: use object mode")
	checkReplayError(t, err, cachesim.FieldTrace)
	for cfg, want := range map[*cachesim.ReplayConfig]struct{ msg, field string }{
		{Mode: "lba", Policies: []cache.Policy{"arc"}, Sizes: []int64{1}}:                                                        {`unknown mode "lba"; one of: object, vsan`, cachesim.FieldMode},
		{Mode: cachesim.ObjectMode, Sizes: []int64{1}}:                                                                           {"no policy", cachesim.FieldPolicy},
		{Mode: cachesim.ObjectMode, Policies: []cache.Policy{"arc"}}:                                                             {"no cache size", cachesim.FieldCacheSize},
		{Mode: cachesim.ObjectMode, Policies: []cache.Policy{"arc"}, Sizes: []int64{-1}}:                                         {"cache size -1 is negative", cachesim.FieldCacheSize},
		{Mode: cachesim.ObjectMode, Policies: []cache.Policy{"clock"}, Sizes: []int64{1}}:                                        {`unknown policy "clock"; one of: lru, fifo, arc`, cachesim.FieldPolicy},
		{Mode: cachesim.VSANMode, Policies: []cache.Policy{"arc"}, Sizes: []int64{1}, UnitSize: true}:                            {"unit size applies to object mode only (vSAN mode counts lines)", cachesim.FieldUnitSize},
		{Mode: cachesim.VSANMode, Policies: []cache.Policy{"arc"}, Sizes: []int64{1}, Geometry: geo(10, 20)}:                     {"line 10 and chunk 20 bytes: need 1 ≤ chunk ≤ line", cachesim.FieldChunk},
		{Mode: cachesim.VSANMode, Policies: []cache.Policy{"arc"}, Sizes: []int64{1}, Geometry: geo(2048, 1024)}:                 {"line 2048 bytes is less than the 4096 (4 KiB) a replay accepts", cachesim.FieldLine},
		{Mode: cachesim.VSANMode, Policies: []cache.Policy{"arc"}, Sizes: []int64{1}, Geometry: geo(1<<20, 1024)}:                {"line 1048576 bytes is 1024 chunks of 1024 bytes, more than 64: use a chunk of at least line/64", cachesim.FieldChunk},
		{Mode: cachesim.VSANMode, Policies: []cache.Policy{"arc"}, Sizes: []int64{1}, Geometry: geo(1<<20, 1<<16), Fill: "some"}: {`unknown fill "some"; one of: needed, line`, cachesim.FieldFill},
	} {
		_, err := cachesim.NewReplay(cachesim.NewGenerator(cachesim.Workload{WorkingSet: 1, IOSize: 1, Distribution: cachesim.Uniform}), *cfg)
		assert.EqualError(t, err, want.msg)
		checkReplayError(t, err, want.field)
	}
}

func geo(line, chunk int64) cachesim.Geometry { return cachesim.Geometry{Line: line, Chunk: chunk} }

// checkReplayError: err is a *cachesim.Error naming field, with a registered
// code, and reads in Russian with the same numbers and no English word.
func checkReplayError(t *testing.T, err error, field string) {
	t.Helper()
	var e *cachesim.Error
	if !assert.ErrorAs(t, err, &e) {
		return
	}
	assert.Equal(t, field, e.Field, err.Error())
	_, ok := msg.Lookup(e.Code())
	assert.True(t, ok, "code %q of %q is not registered", e.Code(), err.Error())
	ru := e.In(msg.RU)
	assert.NotEqual(t, err.Error(), ru)
	assert.Empty(t, untranslated(ru), "Russian %q", ru)
	for _, n := range regexp.MustCompile(`[0-9]+`).FindAllString(err.Error(), -1) {
		assert.Contains(t, ru, n, "Russian %q of %q", ru, err.Error())
	}
}

// replayAllowed are the Latin-script words a Russian replay message may
// keep: values the CLI takes as they are, product names.
var replayAllowed = strings.Fields(`vSAN object vsan needed line lru fifo arc oracle-general vscsi csv`)

func untranslated(ru string) string {
	ru = regexp.MustCompile(`«[^»]*»|"[^"]*"|\{[0-9]+(\|[^{}]*)?\}`).ReplaceAllString(ru, "")
	for _, w := range regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9_]*(?:[-.][A-Za-z0-9_]+)*`).FindAllString(ru, -1) {
		if !slices.Contains(replayAllowed, w) {
			return w
		}
	}
	return ""
}

// TestReplayRussianTemplates: every replay and policy message has Russian
// without English words.
func TestReplayRussianTemplates(t *testing.T) {
	n := 0
	for _, k := range msg.Keys() {
		if !strings.HasPrefix(k.ID(), "cache-sim.replay.") && !strings.HasPrefix(k.ID(), "cache.") {
			continue
		}
		n++
		assert.Empty(t, untranslated(k.Template(msg.RU)), "%s: %q", k.ID(), k.Template(msg.RU))
	}
	assert.GreaterOrEqual(t, n, 13)
}

// vscsiStream produces n vSCSI v1 records on the fly (no memory held), a
// synthetic stand-in for a huge trace file.
type vscsiStream struct {
	n, i int64
	gen  *cachesim.Generator
	buf  []byte
}

func (s *vscsiStream) Read(p []byte) (int, error) {
	if len(s.buf) == 0 {
		if s.i >= s.n {
			return 0, io.EOF
		}
		for k := 0; k < 128 && s.i < s.n; k++ {
			x, _ := s.gen.Next()
			cmd := uint16(0x2a)
			if x.Op == trace.Read {
				cmd = 0x28
			}
			s.buf = trace.AppendVSCSI(s.buf, 1, trace.Request{Cmd: cmd, LBN: uint64(x.Offset / 512), Size: x.Size, Time: uint64(s.i)})
			s.i++
		}
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	if len(s.buf) == 0 {
		s.buf = s.buf[:0:cap(s.buf)]
	}
	return n, nil
}

// TestStreamConstantMemory pushes a synthetic vSCSI stream through the
// reader and the vSAN model (ARC at three sizes, LRU curve, FIFO), sampling
// the live heap: it must not grow with the number of requests. The default
// is 2 million requests; SIZEWISE_STREAM_REQUESTS=100000000 runs the
// issue's 100 million.
func TestStreamConstantMemory(t *testing.T) {
	n := int64(2_000_000)
	if testing.Short() {
		n = 300_000
	}
	if v := os.Getenv("SIZEWISE_STREAM_REQUESTS"); v != "" {
		var err error
		n, err = strconv.ParseInt(v, 10, 64)
		require.NoError(t, err)
	}
	// 40 GiB working set, 1 MiB lines: at most 40,960 distinct lines, so
	// every cache reaches its full population early and memory must plateau.
	w := cachesim.Workload{WorkingSet: 40 << 30, IOSize: 64 << 10, ReadPct: 60, Distribution: cachesim.Zipf, ZipfTheta: 0.9, IOs: n, Seed: 1}
	r, err := trace.NewReader(&vscsiStream{n: n, gen: cachesim.NewGenerator(w)}, trace.VSCSI)
	require.NoError(t, err)
	rp, err := cachesim.NewReplay(&cachesim.TraceSource{R: r}, cachesim.ReplayConfig{Mode: cachesim.VSANMode,
		Policies: []cache.Policy{"arc", "lru", "fifo"}, Sizes: []int64{4 << 30, 16 << 30, 32 << 30},
		Geometry: cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}})
	require.NoError(t, err)
	rp.Parallel = true
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	start := time.Now()
	var samples []uint64
	for k := int64(1); k <= 10; k++ {
		for rp.Requests() < n*k/10 && !rp.Step(cachesim.BatchSize) {
		}
		samples = append(samples, heap())
	}
	require.True(t, rp.Step(1))
	require.NoError(t, rp.Err())
	elapsed := time.Since(start)
	rep := rp.Report()
	require.Equal(t, n, rep.Requests)
	t.Logf("%d requests in %v (%.0f req/s); live heap per tenth (MiB): %v", n, elapsed, float64(n)/elapsed.Seconds(), mibs(samples))
	// From the second tenth on (caches full), the heap stays within 4 MiB.
	for i, s := range samples[1:] {
		if s > samples[1]+4<<20 {
			t.Fatalf("heap grew from %d to %d bytes by tenth %d", samples[1], s, i+2)
		}
	}
}

func mibs(v []uint64) string {
	s := ""
	for _, x := range v {
		s += fmt.Sprintf(" %.1f", float64(x)/(1<<20))
	}
	return s
}
