package cachesim

import (
	"slices"
	"sort"

	"github.com/sizewise/sizewise/engine/cache"
)

// refineSizes is how many sizes refine an ARC or FIFO recommendation.
const refineSizes = 6

// gridPoints is the number of curve points (besides the chosen size).
func gridPoints(p cache.Policy) int {
	if p == cache.LRUPolicy {
		return 40 // free: one pass gives every size
	}
	return 16
}

// Simulations is the number of cache sizes a calculation of policy p
// simulates: 1 for LRU (one stack-distance pass gives every size), else
// the curve's points, the chosen size and the refinement.
func Simulations(p cache.Policy) int64 {
	if p == cache.LRUPolicy {
		return 1
	}
	return int64(gridPoints(p) + 1 + refineSizes)
}

// grid is the curve's line counts, ascending and distinct, including the
// chosen size.
func (r *Run) grid() []int64 {
	k := gridPoints(r.policy)
	top := r.maxGB()
	out := []int64{r.linesOf(r.in.CacheDeviceGB)}
	for i := 1; i <= k; i++ {
		out = append(out, r.linesOf(top*float64(i)/float64(k)))
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] }) // not slices: one sort less in app.wasm
	return slices.Compact(out)
}

// plan sets up the simulations once the reads are known.
func (r *Run) plan() {
	r.planned = true
	grid := r.grid()
	if r.policy == cache.LRUPolicy {
		// Stack distances never exceed the lines touched.
		h := min(grid[len(grid)-1], r.seen.n)
		r.stackRun = newStackJob(h, r.geo, r.fill, min(r.seen.n, 1<<16))
		r.refined = true
		return
	}
	for _, l := range grid {
		r.jobs = append(r.jobs, r.newJob(l))
	}
}

// newJob is the simulation of a cache of lines lines: a twin of an earlier
// one when both hold every line the run touches.
func (r *Run) newJob(lines int64) *job {
	j := &job{lines: lines}
	if lines >= r.seen.n {
		for _, o := range r.jobs {
			if o.same == nil && o.lines >= r.seen.n {
				j.same = o
				break
			}
		}
	}
	return j
}

// statsAt is the measured counters at a cache of lines lines (LRU: from the
// stack distances, exact at every size; otherwise from the job of that size,
// which must exist).
func (r *Run) statsAt(lines int64) VSANStats {
	if st := r.stackRun; st != nil {
		v := st.stats(lines)
		v.WriteIOs, v.ColdMisses = r.writeIOs, r.cold
		return v
	}
	for _, j := range r.jobs {
		if j.lines == lines {
			js := j.stats
			js.WriteIOs, js.ColdMisses = r.writeIOs, r.cold
			return js
		}
	}
	panic("cachesim: no simulation of this size")
}

// target is the target hit ratio as a fraction.
func (r *Run) target() float64 { return r.in.TargetHitRatioPct / 100 }

// reaches reports whether the share of reads served entirely from the SSD
// (the headline read hit ratio) meets the target (with a tolerance of one
// part in 10^12 for rounding).
func (r *Run) reaches(s VSANStats) bool { return s.ReadIOHitRatio() >= r.target()-1e-12 }

// refine adds sizes between the two grid points around the target.
func (r *Run) refine() {
	r.refined = true
	sizes := r.doneSizes()
	for i, l := range sizes {
		if !r.reaches(r.statsAt(l)) {
			continue
		}
		lo := int64(0)
		if i > 0 {
			lo = sizes[i-1]
		}
		for k := 1; k <= refineSizes; k++ {
			m := lo + (l-lo)*int64(k)/(refineSizes+1)
			if m > lo && m < l && !slices.Contains(sizes, m) {
				r.jobs = append(r.jobs, r.newJob(m))
				sizes = append(sizes, m)
			}
		}
		return
	}
}

// doneSizes lists the simulated line counts, ascending.
func (r *Run) doneSizes() []int64 {
	var out []int64
	for _, j := range r.jobs {
		out = append(out, j.lines)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] }) // not slices: one sort less in app.wasm
	return slices.Compact(out)
}

// recommend returns the smallest simulated line count reaching the target,
// or false. With LRU every count up to the lines touched is known exactly.
func (r *Run) recommend() (int64, bool) {
	if st := r.stackRun; st != nil {
		for l := range st.h + 1 {
			if r.reaches(st.stats(l)) {
				return l, true
			}
		}
		return 0, false
	}
	for _, l := range r.doneSizes() {
		if r.reaches(r.statsAt(l)) {
			return l, true
		}
	}
	return 0, false
}
