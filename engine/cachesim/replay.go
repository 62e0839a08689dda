package cachesim

import (
	"cmp"
	"runtime"
	"slices"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/msg"
)

// Replay modes.
const (
	// ObjectMode: each request is one object (key, size) in a cache of
	// bytes, or of objects with UnitSize.
	ObjectMode Mode = "object"
	// VSANMode: the vSAN hybrid read-cache model over the reads.
	VSANMode Mode = "vsan"
)

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
