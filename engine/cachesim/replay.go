package cachesim

import (
	"fmt"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
)

// Mode is how a replay maps requests to cache accesses (CONTRACT.md §4).
type Mode string

// Replay modes.
const (
	// ObjectMode: each request is one object (key, size) in a cache of
	// bytes, or of objects with UnitSize.
	ObjectMode Mode = "object"
	// VSANMode: the vSAN hybrid read-cache model over the reads.
	VSANMode Mode = "vsan"
)

// ReplayConfig is what to simulate: every policy at every size.
type ReplayConfig struct {
	Mode     Mode
	Policies []cache.Policy
	// Sizes are cache sizes: bytes (objects in object mode with UnitSize).
	// In vSAN mode the read cache holds floor(size / Line) lines.
	Sizes    []int64
	UnitSize bool     // object mode only
	Geometry Geometry // vSAN mode only
}

// Replay runs a ReplayConfig over a Source: a Simulator plus the models of
// every (policy, size), with unit-size LRU done in one pass from stack
// distances when the sizes allow.
type Replay struct {
	*Simulator
	cfg     ReplayConfig
	ops     *opCount
	results []func() any
}

// NewReplay prepares cfg over src. It returns an error for an invalid
// configuration (no policy, no size, a negative size, a bad geometry,
// --unit-size with vSAN mode).
func NewReplay(src Source, cfg ReplayConfig) (*Replay, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if ts, ok := src.(*TraceSource); ok && cfg.Mode == VSANMode && !ts.R.Format().Addressed() {
		return nil, fmt.Errorf("vSAN mode needs block addresses, and %s traces carry object ids: use object mode", ts.R.Format())
	}
	r := &Replay{cfg: cfg, ops: &opCount{}}
	models := []Model{r.ops}
	for _, p := range cfg.Policies {
		if cfg.curveFits(p) {
			models = append(models, r.addCurve())
			continue
		}
		for _, size := range cfg.Sizes {
			models = append(models, r.addOne(p, size))
		}
	}
	r.Simulator = NewSimulator(src, models...)
	return r, nil
}

func (c ReplayConfig) validate() error {
	switch c.Mode {
	case ObjectMode:
	case VSANMode:
		if c.UnitSize {
			return fmt.Errorf("unit size applies to object mode only (vSAN mode counts lines)")
		}
		if c.Geometry.Line < 1 || c.Geometry.Chunk < 1 || c.Geometry.Chunk > c.Geometry.Line {
			return fmt.Errorf("line %d and chunk %d bytes: need 1 ≤ chunk ≤ line", c.Geometry.Line, c.Geometry.Chunk)
		}
	default:
		return fmt.Errorf("unknown mode %q; one of: object, vsan", c.Mode)
	}
	if len(c.Policies) == 0 {
		return fmt.Errorf("no policy")
	}
	for _, p := range c.Policies {
		if _, err := cache.ParsePolicy(string(p)); err != nil {
			return err
		}
	}
	if len(c.Sizes) == 0 {
		return fmt.Errorf("no cache size")
	}
	for _, s := range c.Sizes {
		if s < 0 {
			return fmt.Errorf("cache size %d is negative", s)
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

// curveFits reports whether policy p is simulated for every size in one
// stack-distance pass: unit-size LRU (every vSAN line access is unit-size)
// with the largest capacity within the histogram bound.
func (c ReplayConfig) curveFits(p cache.Policy) bool {
	if p != cache.LRUPolicy || (c.Mode == ObjectMode && !c.UnitSize) {
		return false
	}
	m := int64(0)
	for _, s := range c.Sizes {
		m = max(m, c.capacity(s))
	}
	return m <= maxCurveLines
}

func (r *Replay) maxCapacity() int64 {
	m := int64(0)
	for _, s := range r.cfg.Sizes {
		m = max(m, r.cfg.capacity(s))
	}
	return m
}

func (r *Replay) addCurve() Model {
	if r.cfg.Mode == VSANMode {
		v := NewVSANCurve(r.cfg.Geometry, r.maxCapacity())
		for _, size := range r.cfg.Sizes {
			r.results = append(r.results, func() any {
				return vsanResult(cache.LRUPolicy, size, r.cfg.capacity(size), v.At(r.cfg.capacity(size)))
			})
		}
		return v
	}
	o := NewObjectCurve(r.maxCapacity())
	for _, size := range r.cfg.Sizes {
		r.results = append(r.results, func() any {
			return objectResult(cache.LRUPolicy, size, true, o.At(size))
		})
	}
	return o
}

func (r *Replay) addOne(p cache.Policy, size int64) Model {
	if r.cfg.Mode == VSANMode {
		v := NewVSAN(p, r.cfg.capacity(size), r.cfg.Geometry)
		r.results = append(r.results, func() any {
			return vsanResult(p, size, r.cfg.capacity(size), v.VSANStats)
		})
		return v
	}
	o := NewObject(p, size, r.cfg.UnitSize)
	r.results = append(r.results, func() any {
		return objectResult(p, size, r.cfg.UnitSize, o.ObjectStats)
	})
	return o
}

// Report is the JSON answer of a replay (CONTRACT.md §4): the number of
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

// VSANResult is one vSAN-mode result.
type VSANResult struct {
	Policy         cache.Policy `json:"policy"`
	CacheSizeBytes int64        `json:"cache_size_bytes"`
	CacheLines     int64        `json:"cache_lines"`
	ReadIOs        int64        `json:"read_ios"`
	LineAccesses   int64        `json:"line_accesses"`
	LineMisses     int64        `json:"line_misses"`
	HDDChunkReads  int64        `json:"hdd_chunk_reads"`
	ReadHitRatio   float64      `json:"read_hit_ratio"`
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

func vsanResult(p cache.Policy, size, lines int64, s VSANStats) VSANResult {
	return VSANResult{Policy: p, CacheSizeBytes: size, CacheLines: lines, ReadIOs: s.ReadIOs, LineAccesses: s.LineAccesses,
		LineMisses: s.LineMisses, HDDChunkReads: s.HDDChunkReads, ReadHitRatio: s.ReadHitRatio()}
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
