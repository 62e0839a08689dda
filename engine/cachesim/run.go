package cachesim

import (
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
	"github.com/sizewise/sizewise/engine/units"
)

// Run is one cache-sim calculation (the calculator's Compute), split into
// steps so that a UI without preemption (WASM) can yield between them and
// show progress:
//
//  1. generate the synthetic workload (warm-up then measured I/Os) and record
//     the line accesses of its reads (line, chunks);
//  2. simulate the read cache at every size of the curve, plus the chosen
//     size: one stack-distance pass for LRU, one run per size otherwise;
//  3. for ARC and FIFO, refine the recommendation with a few more sizes
//     between the two curve points around the target.
//
// The result does not depend on how the work is chunked, or on whether the
// runs of step 2 went in parallel.
type Run struct {
	in     Inputs
	policy cache.Policy
	geo    Geometry
	ratio  float64 // read-cache fraction of the device
	gen    *Generator
	warmup int64
	total  int64 // I/Os to generate

	// Phase 1 output.
	lines        []uint64
	chunks       []uint32
	measuredFrom int // index of the first measured access
	seen         lineSet
	readIOs      int64 // measured
	writeIOs     int64 // measured
	cold         int64 // measured accesses to a line never touched before
	measuredAcc  int64

	// Phase 2 and 3.
	planned  bool
	jobs     []*job
	next     int // next job to run sequentially
	refined  bool
	stackRun *stackJob

	unitsDone int64
	done      bool
}

// job is one simulation of the read cache at one size.
type job struct {
	lines int64
	stats VSANStats
	pos   int
	c     cache.Cache
	done  bool
}

// stackJob is the one-pass LRU simulation of every size.
type stackJob struct {
	sd        *cache.StackDistance
	hits      []int64 // measured hits at distance d (prefix sums when done)
	hitChunks []int64
	pos       int
	done      bool
}

// refineSizes is how many sizes refine an ARC or FIFO recommendation.
const refineSizes = 6

// gridPoints is the number of curve points (besides the chosen size).
func gridPoints(p cache.Policy) int {
	if p == cache.LRUPolicy {
		return 40 // free: one pass gives every size
	}
	return 16
}

// NewRun prepares a run of valid inputs (see Check).
func NewRun(in Inputs) *Run {
	r := &Run{in: in, policy: cache.Policy(in.Policy)}
	r.geo = Geometry{Line: bytesOfKB(in.LineKB), Chunk: bytesOfKB(in.ChunkKB)}
	r.ratio = in.ReadCachePct / 100
	r.warmup = in.WarmupIOs
	r.total = in.WarmupIOs + in.IOs
	r.gen = NewGenerator(in.workload())
	r.seen = newLineSet(ceilDiv(r.gen.w.WorkingSet, r.geo.Line) + 1)
	return r
}

func bytesOfKB(kb float64) int64 { return max(int64(math.Round(kb*float64(units.KB))), 1) }

// linesOf is the read-cache lines of a cache device of gb GB:
// floor(gb × 10^9 × pct/100 / line).
func (r *Run) linesOf(gb float64) int64 {
	return int64(math.Floor(gb * float64(units.GB) * r.ratio / float64(r.geo.Line)))
}

// gbOf is the smallest device size (GB) whose read cache holds lines lines.
func (r *Run) gbOf(lines int64) float64 {
	gb := float64(lines) * float64(r.geo.Line) / (float64(units.GB) * r.ratio)
	for r.linesOf(gb) < lines {
		gb = math.Nextafter(gb, math.Inf(1))
	}
	return gb
}

// Step does about n units of work (one I/O generated, or one line access
// simulated at one size) and reports whether the run is finished.
func (r *Run) Step(n int) (done bool) {
	budget := int64(max(n, 1))
	for budget > 0 && !r.done {
		switch {
		case r.gen.done < r.total:
			budget -= r.generate(budget)
		case !r.planned:
			r.plan()
		case r.stackRun != nil && !r.stackRun.done:
			budget -= r.stepStack(budget)
		case r.next < len(r.jobs):
			j := r.jobs[r.next]
			n := r.stepJob(j, budget)
			r.unitsDone += n
			budget -= n
			if j.done {
				r.next++
			}
		case !r.refined:
			r.refine()
		default:
			r.done = true
		}
	}
	return r.done
}

// Finish runs to the end, the runs of one size in parallel natively (not in
// WASM, which has one thread).
func (r *Run) Finish() {
	if runtime.GOOS != "js" && runtime.GOMAXPROCS(0) > 1 {
		for r.gen.done < r.total {
			r.generate(1 << 20)
		}
		if !r.planned {
			r.plan()
		}
		r.runParallel(r.jobs[r.next:])
		r.next = len(r.jobs)
		if !r.refined {
			r.refine()
			r.runParallel(r.jobs[r.next:])
			r.next = len(r.jobs)
		}
	}
	for !r.Step(1 << 20) {
	}
}

func (r *Run) runParallel(jobs []*job) {
	for _, j := range jobs {
		r.unitsDone += int64(len(r.lines) - j.pos)
	}
	work := make(chan *job)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(jobs)) {
		wg.Go(func() {
			for j := range work {
				r.stepJob(j, int64(len(r.lines)))
			}
		})
	}
	for _, j := range jobs {
		work <- j
	}
	close(work)
	wg.Wait()
}

// generate produces up to budget I/Os and records their line accesses.
func (r *Run) generate(budget int64) int64 {
	var n int64
	for ; n < budget && r.gen.done < r.total; n++ {
		if r.gen.done == r.warmup {
			r.measuredFrom = len(r.lines)
		}
		measured := r.gen.done >= r.warmup
		x, _ := r.gen.Next()
		if x.Op != trace.Read {
			if measured {
				r.writeIOs++
			}
			continue
		}
		if measured {
			r.readIOs++
		}
		r.geo.lines(x.Offset, x.Size, func(line uint64, chunks int64) {
			if r.seen.add(line) && measured {
				r.cold++
			}
			r.lines = append(r.lines, line)
			r.chunks = append(r.chunks, uint32(min(chunks, math.MaxUint32)))
		})
	}
	r.unitsDone += n
	return n
}

// maxGB is the right end of the curve: 20 % past the larger of the chosen
// device and the device whose read cache holds every line the workload
// touches.
func (r *Run) maxGB() float64 {
	return 1.2 * max(r.in.CacheDeviceGB, r.gbOf(r.seen.n))
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
	slices.Sort(out)
	return slices.Compact(out)
}

// plan sets up the simulations once the accesses are known.
func (r *Run) plan() {
	r.planned = true
	r.measuredAcc = int64(len(r.lines) - r.measuredFrom)
	grid := r.grid()
	if r.policy == cache.LRUPolicy {
		// Stack distances never exceed the lines touched.
		h := min(grid[len(grid)-1], r.seen.n)
		r.stackRun = &stackJob{sd: cache.NewStackDistance(min(r.seen.n, 1<<16)),
			hits: make([]int64, h+1), hitChunks: make([]int64, h+1)}
		r.refined = true
		return
	}
	for _, l := range grid {
		r.jobs = append(r.jobs, r.newJob(l))
	}
}

func (r *Run) newJob(lines int64) *job {
	return &job{lines: lines}
}

// stepJob advances one size by up to budget accesses.
func (r *Run) stepJob(j *job, budget int64) int64 {
	if j.c == nil {
		j.c = newCache(r.policy, j.lines, true)
	}
	end := min(int64(len(r.lines)), int64(j.pos)+budget)
	start := j.pos
	for i := j.pos; i < int(end); i++ {
		hit := j.c.Access(r.lines[i], 1)
		if i >= r.measuredFrom {
			j.stats.LineAccesses++
			if !hit {
				j.stats.LineMisses++
				j.stats.HDDChunkReads += int64(r.chunks[i])
			}
		}
	}
	j.pos = int(end)
	if j.pos == len(r.lines) {
		j.done = true
		j.c = nil // free the cache
	}
	return end - int64(start)
}

func (r *Run) stepStack(budget int64) int64 {
	s := r.stackRun
	end := min(int64(len(r.lines)), int64(s.pos)+budget)
	start := s.pos
	h := int64(len(s.hits) - 1)
	for i := s.pos; i < int(end); i++ {
		d := s.sd.Access(r.lines[i])
		if i >= r.measuredFrom && d > 0 && d <= h {
			s.hits[d]++
			s.hitChunks[d] += int64(r.chunks[i])
		}
	}
	s.pos = int(end)
	if s.pos == len(r.lines) {
		s.done = true
		for d := 1; d < len(s.hits); d++ {
			s.hits[d] += s.hits[d-1]
			s.hitChunks[d] += s.hitChunks[d-1]
		}
		s.sd = nil
	}
	n := end - int64(start)
	r.unitsDone += n
	return n
}

// measuredChunks is the HDD chunk reads if every measured access missed.
func (r *Run) measuredChunks() int64 {
	var c int64
	for _, x := range r.chunks[r.measuredFrom:] {
		c += int64(x)
	}
	return c
}

// statsAt is the measured counters at a cache of lines lines (LRU: from the
// stack distances; otherwise from the job of that size, which must exist).
func (r *Run) statsAt(lines int64) VSANStats {
	s := VSANStats{ReadIOs: r.readIOs, WriteIOs: r.writeIOs, LineAccesses: r.measuredAcc, ColdMisses: r.cold}
	if r.stackRun != nil {
		h := int64(len(r.stackRun.hits) - 1)
		d := min(lines, h)
		s.LineMisses = r.measuredAcc - r.stackRun.hits[d]
		s.HDDChunkReads = r.measuredChunks() - r.stackRun.hitChunks[d]
		return s
	}
	for _, j := range r.jobs {
		if j.lines == lines {
			s.LineMisses, s.HDDChunkReads = j.stats.LineMisses, j.stats.HDDChunkReads
			return s
		}
	}
	panic("cachesim: no simulation of this size")
}

// target is the target hit ratio as a fraction.
func (r *Run) target() float64 { return r.in.TargetHitRatioPct / 100 }

// reaches reports whether a measured hit ratio meets the target (with a
// tolerance of one part in 10^12 for rounding).
func (r *Run) reaches(s VSANStats) bool { return s.ReadHitRatio() >= r.target()-1e-12 }

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
	slices.Sort(out)
	return slices.Compact(out)
}

// recommend returns the smallest simulated line count reaching the target,
// or false. With LRU every count up to the lines touched is known exactly.
func (r *Run) recommend() (int64, bool) {
	if r.stackRun != nil {
		hits := r.stackRun.hits
		for l := range int64(len(hits)) {
			if r.reaches(VSANStats{LineAccesses: r.measuredAcc, LineMisses: r.measuredAcc - hits[l]}) {
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

// Progress is the fraction of the work done, in [0, 1], non-decreasing.
func (r *Run) Progress() float64 {
	if r.done {
		return 1
	}
	total := r.estimatedUnits()
	if total <= 0 {
		return 0
	}
	return min(float64(r.unitsDone)/float64(total), 0.999)
}

// estimatedUnits is the work of the whole run: the I/Os, plus the accesses
// (estimated until generated) times the number of simulations (with the
// refinement counted in advance for ARC and FIFO).
func (r *Run) estimatedUnits() int64 {
	acc := int64(len(r.lines))
	if r.gen.done < r.total {
		perIO := float64(r.geo.blockLines(bytesOfKB(r.in.IOSizeKB))) // lines per read I/O, at most
		acc = int64(float64(r.total) * r.in.ReadPct / 100 * perIO)
	}
	sims := int64(1)
	if r.policy != cache.LRUPolicy {
		sims = int64(gridPoints(r.policy) + 1 + refineSizes)
		if r.planned {
			sims = int64(len(r.jobs))
			if !r.refined {
				sims += refineSizes
			}
		}
	}
	return r.total + acc*sims
}

// blockLines is the most lines a synthetic I/O of n bytes, at an offset that
// is a multiple of n, can touch: n/line when lines tile the block, 1 when
// blocks tile the line, else floor((n−1)/line) + 2.
func (g Geometry) blockLines(n int64) int64 {
	switch {
	case n <= 0:
		return 0
	case n%g.Line == 0:
		return n / g.Line
	case g.Line%n == 0:
		return 1
	}
	return (n-1)/g.Line + 2
}

// lineSet is the set of lines touched: a bitmap when the working set has at
// most 2^26 lines (8 MiB), else a map.
type lineSet struct {
	bits []uint64
	m    map[uint64]struct{}
	n    int64
}

func newLineSet(lines int64) lineSet {
	if lines <= 1<<26 {
		return lineSet{bits: make([]uint64, (lines+63)/64)}
	}
	return lineSet{m: map[uint64]struct{}{}}
}

// add inserts line and reports whether it was new.
func (s *lineSet) add(line uint64) bool {
	if s.bits != nil && line/64 < uint64(len(s.bits)) {
		w, b := line/64, uint64(1)<<(line%64)
		if s.bits[w]&b != 0 {
			return false
		}
		s.bits[w] |= b
		s.n++
		return true
	}
	if s.m == nil {
		s.m = map[uint64]struct{}{}
	}
	if _, ok := s.m[line]; ok {
		return false
	}
	s.m[line] = struct{}{}
	s.n++
	return true
}
