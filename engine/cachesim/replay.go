package cachesim

import (
	"runtime"
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
}

// Replay runs a ReplayConfig over a Source: a Simulator plus the models of
// every (policy, size). In object mode every size of LRU is one
// cache.LRUStack (one pass, exact at every size); in vSAN mode the LRU sizes
// are cache.MultiLRU groups (exact, one index lookup per request for all the
// sizes of a group), and the line accesses of each batch are computed once
// and replayed by every size.
type Replay struct {
	*Simulator
	cfg       ReplayConfig
	ops       *opCount
	results   []func() any
	lruPlaced int // slots of the current LRU policy placed so far
}

// NewReplay prepares cfg over src. It returns an error for an invalid
// configuration (no policy, no size, a negative size, a bad geometry,
// --unit-size with vSAN mode).
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
	r := &Replay{cfg: cfg, ops: &opCount{}}
	models := []Model{r.ops}
	for _, p := range cfg.Policies {
		if p == cache.LRUPolicy && (len(cfg.Sizes) > 1 || cfg.Mode == VSANMode) {
			r.lruPlaced = 0
			for _, idx := range lruGroups(len(cfg.Sizes), cfg.Mode == VSANMode) {
				models = append(models, r.addMulti(idx))
			}
			continue
		}
		for _, size := range cfg.Sizes {
			models = append(models, r.addOne(p, size))
		}
	}
	r.Simulator = NewSimulator(src, models...)
	if cfg.Mode == VSANMode {
		// Line accesses are computed once per batch for every size.
		r.Simulator.lines = &r.cfg.Geometry
		if ts != nil {
			r.Simulator.maxLines = func() int64 {
				return LineBudgetPerByte*max(ts.Size, ts.R.Offset()) + LineBudgetBase
			}
		}
	}
	return r, nil
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

// addMulti adds the LRU sizes cfg.Sizes[idx...] as one multi-size model;
// their results take their places in the report (sizes in the order given).
func (r *Replay) addMulti(idx []int) Model {
	caps := make([]int64, len(idx))
	for j, i := range idx {
		caps[j] = r.cfg.capacity(r.cfg.Sizes[i])
	}
	base := len(r.results) - r.lruPlaced
	if r.cfg.Mode == VSANMode {
		v := NewVSANMultiLRU(caps, r.cfg.Geometry, r.cfg.Fill)
		for j, i := range idx {
			r.place(base+i, func() any {
				return vsanResult(cache.LRUPolicy, r.cfg.Sizes[i], caps[j], r.cfg.Fill, v.Stats[j])
			})
		}
		return v
	}
	o := NewObjectMultiLRU(caps, r.cfg.UnitSize)
	for j, i := range idx {
		r.place(base+i, func() any {
			return objectResult(cache.LRUPolicy, r.cfg.Sizes[i], r.cfg.UnitSize, o.Stats(j))
		})
	}
	return o
}

// place puts a result at index at of the report, growing it as needed (the
// LRU groups fill the slots of their policy out of order).
func (r *Replay) place(at int, f func() any) {
	for len(r.results) <= at {
		r.results = append(r.results, nil)
		r.lruPlaced++
	}
	r.results[at] = f
}

func (r *Replay) addOne(p cache.Policy, size int64) Model {
	if r.cfg.Mode == VSANMode {
		v := NewVSAN(p, r.cfg.capacity(size), r.cfg.Geometry, r.cfg.Fill)
		r.results = append(r.results, func() any {
			return vsanResult(p, size, r.cfg.capacity(size), r.cfg.Fill, v.VSANStats)
		})
		return v
	}
	o := NewObject(p, size, r.cfg.UnitSize)
	r.results = append(r.results, func() any {
		return objectResult(p, size, r.cfg.UnitSize, o.ObjectStats)
	})
	return o
}

// Report is the JSON answer of a replay (docs/contract.md §4): the number of
// requests and one result per (policy, size), policies in the order given,
// sizes in the order given within each policy.
type Report struct {
	Requests int64 `json:"requests"`
	Reads    int64 `json:"reads"`
	Writes   int64 `json:"writes"`
	Mode     Mode  `json:"mode"`
	// Results holds ObjectResult or VSANResult values.
	Results []any `json:"results"`
}

// ObjectResult is one object-mode result. With unit size the capacity is
// CacheSizeObjects, else CacheSizeBytes (the other is absent).
type ObjectResult struct {
	Policy           cache.Policy `json:"policy"`
	CacheSizeBytes   int64        `json:"cache_size_bytes,omitempty"`
	CacheSizeObjects int64        `json:"cache_size_objects,omitempty"`
	Misses           int64        `json:"misses"`
	MissBytes        int64        `json:"miss_bytes"`
	HitRatio         float64      `json:"hit_ratio"`
	ByteHitRatio     float64      `json:"byte_hit_ratio"`
}

// VSANResult is one vSAN-mode result (docs/contract.md §4). ReadHitRatio is per
// line access (1 − line_misses / line_accesses); ReadIOHitRatio is the share
// of read I/Os served entirely from the SSD (the cache-sim calculator's
// headline).
type VSANResult struct {
	Policy         cache.Policy `json:"policy"`
	CacheSizeBytes int64        `json:"cache_size_bytes"`
	CacheLines     int64        `json:"cache_lines"`
	Fill           Fill         `json:"fill"`
	ReadIOs        int64        `json:"read_ios"`
	ReadIOHits     int64        `json:"read_io_hits"`
	LineAccesses   int64        `json:"line_accesses"`
	LineMisses     int64        `json:"line_misses"`
	ChunkAccesses  int64        `json:"chunk_accesses"`
	ChunkMisses    int64        `json:"chunk_misses"`
	HDDChunkReads  int64        `json:"hdd_chunk_reads"`
	ReadHitRatio   float64      `json:"read_hit_ratio"`
	ChunkHitRatio  float64      `json:"chunk_hit_ratio"`
	ReadIOHitRatio float64      `json:"read_io_hit_ratio"`
}

func objectResult(p cache.Policy, size int64, unit bool, s ObjectStats) ObjectResult {
	r := ObjectResult{Policy: p, Misses: s.Misses, MissBytes: s.MissBytes, HitRatio: s.HitRatio(), ByteHitRatio: s.ByteHitRatio()}
	if unit {
		r.CacheSizeObjects = size
	} else {
		r.CacheSizeBytes = size
	}
	return r
}

func vsanResult(p cache.Policy, size, lines int64, fill Fill, s VSANStats) VSANResult {
	return VSANResult{Policy: p, CacheSizeBytes: size, CacheLines: lines, Fill: fill, ReadIOs: s.ReadIOs, ReadIOHits: s.ReadIOHits,
		LineAccesses: s.LineAccesses, LineMisses: s.LineMisses, ChunkAccesses: s.ChunkAccesses, ChunkMisses: s.ChunkMisses,
		HDDChunkReads: s.HDDChunkReads, ReadHitRatio: s.ReadHitRatio(), ChunkHitRatio: s.ChunkHitRatio(), ReadIOHitRatio: s.ReadIOHitRatio()}
}

// Report returns the results; call it once the replay is done.
func (r *Replay) Report() Report {
	out := Report{Requests: r.Requests(), Reads: r.ops.reads, Writes: r.ops.writes, Mode: r.cfg.Mode, Results: make([]any, 0, len(r.results))}
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
