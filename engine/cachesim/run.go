package cachesim

import (
	"math"
	"runtime"
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
