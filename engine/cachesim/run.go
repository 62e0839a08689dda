package cachesim

import (
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
	"github.com/sizewise/sizewise/engine/units"
)

// Run is one cache-sim calculation (the calculator's Compute), split into
// steps so that a UI without preemption (WASM) can yield between them and
// show progress:
//
//  1. generate the synthetic workload (warm-up then measured I/Os) and record
//     its reads: for LRU the offset of each (8 bytes a read; the one pass
//     finds its lines and needed chunks), for ARC and FIFO their line
//     accesses, each line and its needed chunks computed once here rather
//     than again by each of the 20-odd simulations (16 bytes an access and 4
//     a read; a third of the run's time when each size recomputed them);
//  2. simulate the read cache at every size of the curve, plus the chosen
//     size: one stack-distance pass for LRU, exact at every line count,
//     one run per size otherwise;
//  3. for ARC and FIFO, refine the recommendation with a few more sizes
//     between the two curve points around the target.
//
// The result does not depend on how the work is chunked, or on whether the
// runs of step 2 went in parallel.
type Run struct {
	in     Inputs
	policy cache.Policy
	geo    Geometry
	fill   Fill
	ratio  float64 // read-cache fraction of the device
	gen    *Generator
	warmup int64
	total  int64 // I/Os to generate

	// Phase 1 output.
	reads        []int64   // LRU: offset of every read I/O, warm-up included
	acc          lineBatch // ARC, FIFO: the line accesses of every read I/O
	ioSize       int64
	measuredFrom int // index of the first measured read
	seen         lineSet
	readIOs      int64 // measured
	writeIOs     int64 // measured
	cold         int64 // measured accesses to a line never touched before

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
	v     *VSAN
	stats VSANStats // measured counters, once done
	pos   int       // next read to replay
	done  bool
	// same is the job whose counters this one has, not simulated: both
	// hold every line the run touches (see Run.sameAs).
	same *job
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

// Simulations is the number of cache sizes a calculation of policy p
// simulates: 1 for LRU (one stack-distance pass gives every size), else
// the curve's points, the chosen size and the refinement.
func Simulations(p cache.Policy) int64 {
	if p == cache.LRUPolicy {
		return 1
	}
	return int64(gridPoints(p) + 1 + refineSizes)
}

// NewRun prepares a run of valid inputs (see Check).
func NewRun(in Inputs) *Run {
	r := &Run{in: in, policy: cache.Policy(in.Policy)}
	r.geo = Geometry{Line: bytesOfKiB(in.LineKB), Chunk: bytesOfKiB(in.ChunkKB)}
	r.fill = Fill(in.Fill)
	if r.fill == "" {
		r.fill = FillNeeded
	}
	r.ratio = in.ReadCachePct / 100
	r.warmup = in.WarmupIOs
	r.total = in.WarmupIOs + in.IOs
	w := in.workload()
	r.ioSize = w.IOSize
	r.gen = NewGenerator(w)
	r.seen = newLineSet(ceilDiv(w.WorkingSet, r.geo.Line) + 1)
	return r
}

// bytesOfKB is a decimal size in bytes: kb × 1000, rounded, at least 1.
func bytesOfKB(kb float64) int64 { return max(int64(math.Round(kb*float64(units.KB))), 1) }

// bytesOfKiB is a binary size in bytes: kib × 1024, rounded, at least 1
// (line_kb and chunk_kb are binary: vSAN's 1 MB line is 1 MiB).
func bytesOfKiB(kib float64) int64 { return max(int64(math.Round(kib*1024)), 1) }

// linesOf is the read-cache lines of a cache device of gb GB:
// floor(gb × 10^9 × pct/100 / line).
func (r *Run) linesOf(gb float64) int64 {
	return int64(math.Floor(gb * float64(units.GB) * r.ratio / float64(r.geo.Line)))
}

// gbOf is the smallest device size (GB) whose read cache holds lines lines:
// lines × line / (10^9 × pct/100), nudged up past rounding.
func (r *Run) gbOf(lines int64) float64 {
	gb := float64(lines) * float64(r.geo.Line) / (float64(units.GB) * r.ratio)
	for i := 0; r.linesOf(gb) < lines; i++ {
		if i < 16 {
			gb = math.Nextafter(gb, math.Inf(1))
		} else {
			gb *= 1 + 1e-12 // far from 1 ULP: no hang whatever the inputs
		}
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
		case r.next < len(r.jobs) && r.jobs[r.next].same != nil:
			j := r.jobs[r.next] // its twin comes earlier: done
			j.stats, j.done = j.same.stats, true
			r.next++
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

func (r *Run) runParallel(all []*job) {
	var jobs []*job
	for _, j := range all {
		if j.same == nil {
			jobs = append(jobs, j)
		}
	}
	defer func() {
		for _, j := range all {
			if j.same != nil {
				j.stats, j.done = j.same.stats, true
			}
		}
	}()
	var units atomic.Int64
	work := make(chan *job)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(jobs)) {
		wg.Go(func() {
			for j := range work {
				for !j.done {
					units.Add(r.stepJob(j, 1<<16))
				}
			}
		})
	}
	for _, j := range jobs {
		work <- j
	}
	close(work)
	wg.Wait()
	r.unitsDone += units.Load()
}

// generate produces up to budget I/Os and records their reads.
func (r *Run) generate(budget int64) int64 {
	var n int64
	for ; n < budget && r.gen.done < r.total; n++ {
		if r.gen.done == r.warmup {
			r.measuredFrom = r.readsDone()
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
		if r.policy == cache.LRUPolicy {
			r.reads = append(r.reads, x.Offset)
		} else {
			r.acc.add(r.geo, x.Offset, x.Size)
		}
		end := x.Offset + x.Size
		for l := x.Offset / r.geo.Line; l <= (end-1)/r.geo.Line; l++ {
			if r.seen.add(uint64(l)) && measured {
				r.cold++
			}
		}
	}
	r.unitsDone += n
	return n
}

// readsDone is the number of read I/Os generated so far.
func (r *Run) readsDone() int {
	if r.policy == cache.LRUPolicy {
		return len(r.reads)
	}
	return len(r.acc.end)
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

// A cache that holds every line the run touches (lines ≥ seen.n) never
// evicts one, under any policy: LRU and FIFO evict only when full, and ARC
// only when |T1| + |B1| or the whole directory reaches c (Megiddo and Modha,
// Figure 4, case IV), which n ≤ c distinct lines never fill, so it keeps no
// ghosts either. Every access after a line's first then hits, and its chunks
// accumulate the same way at every such size: the counters are equal, and
// such sizes after the first are twins (job.same), not simulated again
// (the top sixth of the curve; on the default page 3 of 23 simulations).

// accesses is the number of line accesses of the reads generated so far.
func (r *Run) accesses() int64 {
	if r.policy != cache.LRUPolicy {
		return int64(len(r.acc.line))
	}
	var n int64
	for _, off := range r.reads {
		n += (off+r.ioSize-1)/r.geo.Line - off/r.geo.Line + 1
	}
	return n
}

// stepJob advances one size by about budget line accesses (whole reads) and
// returns the line accesses done.
func (r *Run) stepJob(j *job, budget int64) int64 {
	if j.v == nil {
		j.v = NewVSAN(r.policy, j.lines, r.geo, r.fill)
	}
	var done int64
	n := len(r.acc.end)
	for done < budget && j.pos < n {
		end := min(n, j.pos+256)
		if j.pos < r.measuredFrom {
			end = min(end, r.measuredFrom)
		}
		b := r.acc.window(j.pos, end)
		j.v.feedLines(&b)
		done += int64(len(b.line) - b.from)
		j.pos = end
		if j.pos == r.measuredFrom {
			j.v.VSANStats = VSANStats{} // the warm-up is not counted
		}
	}
	if j.pos == n {
		j.done = true
		j.stats = j.v.VSANStats
		j.v = nil // free the cache
	}
	return done
}

// stackJob is the one-pass LRU simulation of every size up to h lines, with
// chunk validity: see stackJob.access.
type stackJob struct {
	h    int64
	geo  Geometry
	fill Fill
	k    int // chunks per line
	sd   *cache.StackDistance
	// thr[ref*k+j] is T_j of the line at stack ref: the smallest cache (in
	// lines) in which chunk j of that line is valid now, or h+1 for none.
	thr []uint32
	// Measured histograms over cache sizes c = 0..h (index c):
	lineHits  []int64 // accesses at stack distance c (hits for every cache ≥ c)
	chunkDiff []int64 // chunk misses at c = Σ chunkDiff[0..c]
	served    []int64 // read I/Os served entirely from the SSD from c on
	acc       int64   // measured line accesses
	chunkAcc  int64   // measured needed chunks
	reads     int64   // measured read I/Os
	pos       int
	done      bool
}

func newStackJob(h int64, g Geometry, fill Fill, hint int64) *stackJob {
	return &stackJob{h: h, geo: g, fill: fill, k: int(g.ChunksPerLine()), sd: cache.NewStackDistance(hint),
		lineHits: make([]int64, h+2), chunkDiff: make([]int64, h+2), served: make([]int64, h+2)}
}

// access replays one line access at every cache size c ≤ h at once and
// returns the smallest c at which it was served from the SSD (h+1: none).
//
// LRU is a stack algorithm (Mattson et al. 1970): the line hits exactly the
// caches c ≥ d, its stack distance (d = 0, a first touch, hits none). In a
// cache where the line stays resident its valid chunks only grow, and a
// miss resets them, so chunk j of the line is valid in cache c exactly when
// c ≥ T_j for one threshold T_j per chunk. With FillNeeded an access needing
// chunks N at distance d sets T_j = 0 for j ∈ N (valid in every cache:
// read now on a miss or a hit) and T_j = max(T_j, d) for the others (caches
// c < d missed and kept only N); with FillLine every chunk of a resident
// line is valid, T_j = 0. The access misses |N| chunks in caches c < d, and
// in a cache c ≥ d the chunks j ∈ N with c < T_j.
func (s *stackJob) access(line uint64, need uint64, measured bool) int64 {
	d, ref := s.sd.AccessRef(line)
	inf := s.h + 1
	if d == 0 || d > s.h {
		d = inf
	}
	if need := (int(ref) + 1) * s.k; need > len(s.thr) {
		s.thr = append(s.thr, make([]uint32, need-len(s.thr)+len(s.thr)/2)...)
	}
	// A first touch finds zeros here; they are never read as thresholds:
	// d = h+1 then, so the access misses everywhere and the update below
	// sets every threshold.
	t := s.thr[int(ref)*s.k : int(ref+1)*s.k]
	servedFrom := d
	n := int64(bits.OnesCount64(need))
	if measured {
		s.acc++
		s.chunkAcc += n
		if d <= s.h {
			s.lineHits[d]++
		}
		s.chunkDiff[0] += n
		s.chunkDiff[d] -= n
	}
	for m := need; m != 0; m &= m - 1 {
		j := bits.TrailingZeros64(m)
		if tj := int64(t[j]); tj > d {
			servedFrom = max(servedFrom, tj)
			if measured {
				s.chunkDiff[d]++
				s.chunkDiff[tj]--
			}
		}
	}
	switch s.fill {
	case FillLine:
		clear(t)
	default:
		for j := range t {
			if need&(1<<j) != 0 {
				t[j] = 0
			} else {
				t[j] = uint32(max(int64(t[j]), d))
			}
		}
	}
	return servedFrom
}

// read replays one read I/O of [off, end) at every cache size.
func (s *stackJob) read(off, end int64, measured bool) (accesses int64) {
	servedFrom := int64(0)
	for l := off / s.geo.Line; l <= (end-1)/s.geo.Line; l++ {
		servedFrom = max(servedFrom, s.access(uint64(l), s.geo.need(off, end, l), measured))
		accesses++
	}
	if measured {
		s.reads++
		if servedFrom <= s.h {
			s.served[servedFrom]++
		}
	}
	return accesses
}

// finish turns the histograms into counts at each size and frees the stack.
func (s *stackJob) finish() {
	s.done = true
	for d := int64(1); d <= s.h+1; d++ {
		s.lineHits[d] += s.lineHits[d-1]
		s.chunkDiff[d] += s.chunkDiff[d-1]
		s.served[d] += s.served[d-1]
	}
	s.sd, s.thr = nil, nil
}

// stats are the measured counters of an LRU cache of c lines (after
// finish); c above h counts as h (no access has a larger distance).
func (s *stackJob) stats(c int64) VSANStats {
	c = min(c, s.h)
	v := VSANStats{ReadIOs: s.reads, LineAccesses: s.acc, ChunkAccesses: s.chunkAcc,
		LineMisses: s.acc - s.lineHits[c], ChunkMisses: s.chunkDiff[c], ReadIOHits: s.served[c]}
	if s.fill == FillLine {
		v.HDDChunkReads = v.LineMisses * int64(s.k)
	} else {
		v.HDDChunkReads = v.ChunkMisses
	}
	return v
}

func (r *Run) stepStack(budget int64) int64 {
	s := r.stackRun
	var done int64
	for ; done < budget && s.pos < len(r.reads); s.pos++ {
		off := r.reads[s.pos]
		done += s.read(off, off+r.ioSize, s.pos >= r.measuredFrom)
	}
	if s.pos == len(r.reads) {
		s.finish()
	}
	r.unitsDone += done
	return done
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
	acc := r.accesses()
	if r.gen.done < r.total {
		perIO := float64(r.geo.blockLines(r.ioSize)) // lines per read I/O, at most
		acc = int64(float64(r.total) * r.in.ReadPct / 100 * perIO)
	}
	sims := int64(1)
	if r.policy != cache.LRUPolicy {
		sims = int64(gridPoints(r.policy) + 1 + refineSizes)
		if r.planned {
			sims = 0
			for _, j := range r.jobs {
				if j.same == nil {
					sims++
				}
			}
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
