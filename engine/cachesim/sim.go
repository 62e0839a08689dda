package cachesim

import (
	"errors"
	"io"
	"math"
	"sync"
	"sync/atomic"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/trace"
)

// BatchSize is how many IOs a Simulator reads before handing them to the
// models: memory stays constant (one batch) whatever the length of the source.
const BatchSize = 1 << 14

// MaxBatchLines is the most line accesses one batch of a vSAN-mode replay
// holds (1 MiB of them): a batch ends early at the IO that would pass it,
// so that a batch of long reads over small lines stays small (an IO of 32
// MiB over 4 KiB lines is 8,193 accesses; one such IO alone may pass it).
const MaxBatchLines = 1 << 16

// The work budget of a vSAN-mode trace replay: at most WorkBudgetPerByte
// cache accesses per byte of the trace file, plus WorkBudgetBase, where a
// line access replayed at n cache sizes is n cache accesses (and a line a
// sampled replay only looks at, to hash it, is one), so that its time
// follows the file, not the lengths its records declare nor the number of
// sizes. The sample trace makes 8.5 cache accesses a byte at 64 sizes of 4
// KiB lines (0.13 line accesses a byte, 4.3 a record), 0.86 at 64 sizes of
// 1 MiB lines; a file of 32 MiB reads over 4 KiB lines makes 256 a byte at
// one size. Past the budget the replay stops with an *Error naming the
// record. (The budget was once per line access whatever the number of
// sizes: 64 MB of 32 MiB reads at 64 sizes ran past 120 s.)
const (
	WorkBudgetPerByte = 16
	WorkBudgetBase    = 1 << 26
)

// Simulator streams a Source through several Models in batches. It can run
// to the end (Run) or a chunk at a time (Step), so that a single-threaded UI
// (WASM has no preemption) can yield to its event loop between chunks and
// show Progress. With Parallel set, each batch is fed to the models from
// separate goroutines (natively; leave it unset in WASM).
type Simulator struct {
	src      Source
	models   []Model
	Parallel bool
	batch    []IO
	requests int64
	err      error
	done     bool
	// lines, when set, is the vSAN geometry: each batch's line accesses are
	// computed once (by the reader in a parallel Run) and replayed by every
	// model that takes them (lineModel).
	lines *Geometry
	lb    lineBatch
	// maxWork, when set, is the work budget (see WorkBudgetPerByte) for
	// the source read so far; work the cache accesses so far; caches the
	// cache sizes each line access is replayed at.
	maxWork func() int64
	work    int64
	caches  int64
	read    int64 // IOs read from the source so far
	// sampled: the IOs (object mode) or line accesses (vSAN mode) of keys
	// whose sample slot is below top go to the models, the others are only
	// counted in tot; base is the base rate's threshold.
	sampled   bool
	top, base uint32
	tot       sampleTotals
	// views are the thresholds below top that models sample at, in
	// descending order (vSAN mode): each batch is filtered once per
	// threshold for them (lineBatch.buildViews).
	views []uint32
	// stage holds IOs read from the source but not yet in a batch (vSAN
	// mode, when a batch ended at MaxBatchLines); stageErr is the source's
	// error after them.
	stage    []IO
	stagePos int
	stageErr error
}

// lineModel is a vSAN model that replays line accesses computed once.
type lineModel interface{ feedLines(b *lineBatch) }

// NewSimulator returns a Simulator of src through models.
func NewSimulator(src Source, models ...Model) *Simulator {
	return &Simulator{src: src, models: models, batch: make([]IO, 0, BatchSize)}
}

// BatchSource is a Source that fills many IOs at once: NextBatch returns
// how many it wrote to dst, with io.EOF at the end (n may be > 0 then) or
// the error of a bad record after the IOs before it.
type BatchSource interface {
	Source
	NextBatch(dst []IO) (int, error)
}

// Step processes up to n requests of the source (at least 1; in batches of
// at most BatchSize) and reports whether the source is exhausted (or
// failed: see Err).
func (s *Simulator) Step(n int) (done bool) {
	for left := max(n, 1); left > 0 && !s.done; {
		var err error
		before := s.requests
		s.batch, err = s.next(s.batch[:BatchSize], &s.lb, min(left, BatchSize))
		s.end(err)
		left -= int(s.requests - before)
		s.feed(s.batch, &s.lb)
	}
	return s.done
}

// next reads the next batch, at most raw requests of the source: up to
// len(dst) IOs into dst (in a sampled replay, those of sampled keys; in a
// sampled vSAN-mode replay, none) and, in vSAN mode, their line accesses
// (in a sampled replay, those of sampled lines) into lb, at most
// MaxBatchLines of them unless one IO alone has more (the IOs left over
// wait in the stage for the next batch). The error is the source's after
// the last IO of the stage, or the spent work budget.
func (s *Simulator) next(dst []IO, lb *lineBatch, raw int) ([]IO, error) {
	out, err := s.nextBatch(dst, lb, raw)
	if len(s.views) > 0 {
		lb.buildViews(s.views)
	}
	return out, err
}

func (s *Simulator) nextBatch(dst []IO, lb *lineBatch, raw int) ([]IO, error) {
	raw = max(raw, 1)
	if s.lines == nil && !s.sampled {
		b, err := s.fill(dst[:min(len(dst), raw)])
		s.read += int64(len(b))
		s.requests += int64(len(b))
		return b, err
	}
	out := dst[:0]
	lb.reset()
	lb.top = 0
	if s.sampled && s.lines != nil {
		lb.top = s.top
	}
	taken := 0
	for {
		if s.stagePos == len(s.stage) {
			if s.stageErr != nil || taken >= raw {
				return out, s.stageErr
			}
			if cap(s.stage) < BatchSize {
				s.stage = make([]IO, BatchSize)
			}
			s.stage, s.stageErr = s.fill(s.stage[:BatchSize])
			s.stagePos = 0
			s.read += int64(len(s.stage))
			continue
		}
		pending := s.stage[s.stagePos:]
		pending = pending[:min(len(pending), raw-taken, len(dst)-len(out))]
		var k int
		lines, touched := len(lb.line), s.tot.touched
		switch {
		case s.lines == nil: // sampled object mode
			start := len(out)
			out = s.tot.count(pending, out, s.top, s.base)
			for i := start; i < len(out); i++ {
				out[i].slot = sampleSlot(out[i].Key)
			}
			k = len(pending)
		case s.sampled:
			k = lb.expandSampled(*s.lines, pending, MaxBatchLines, s.top, s.base, &s.tot)
		default:
			k = lb.expand(*s.lines, pending, MaxBatchLines)
			out = append(out, pending[:k]...)
		}
		s.stagePos += k
		s.requests += int64(k)
		taken += k
		if s.lines != nil {
			s.work += int64(len(lb.line)-lines)*s.caches + s.tot.touched - touched
			if s.maxWork != nil {
				if limit := s.maxWork(); s.work > limit {
					return out, &Error{Field: FieldLine, Record: s.requests,
						Msg: errWorkBudget.With(digits(s.requests), digits(s.work), sizeArg(s.lines.Line), msg.Int(int(s.caches)),
							digits(limit), msg.Int(WorkBudgetPerByte), digits(WorkBudgetBase))}
				}
			}
		}
		if k < len(pending) || len(out) == len(dst) || taken >= raw || (s.sampled && len(lb.line) >= MaxBatchLines) {
			if s.stagePos == len(s.stage) && s.stageErr != nil {
				return out, s.stageErr
			}
			return out, nil
		}
	}
}

// fill reads up to len(dst) IOs into dst.
func (s *Simulator) fill(dst []IO) ([]IO, error) {
	if bs, ok := s.src.(BatchSource); ok {
		n, err := bs.NextBatch(dst)
		return dst[:n], err
	}
	for i := range dst {
		x, err := s.src.Next()
		if err != nil {
			return dst[:i], err
		}
		dst[i] = x
	}
	return dst, nil
}

// end records the source's error: done at io.EOF, failed otherwise.
func (s *Simulator) end(err error) {
	if err != nil {
		s.done = true
		if !errors.Is(err, io.EOF) {
			s.err = err
		}
	}
}

func (s *Simulator) feed(batch []IO, lb *lineBatch) {
	if len(batch) == 0 && lb.empty() {
		return
	}
	if !s.Parallel || len(s.models) < 2 {
		for _, m := range s.models {
			s.feedOne(m, batch, lb)
		}
		return
	}
	var wg sync.WaitGroup
	for _, m := range s.models {
		wg.Go(func() { s.feedOne(m, batch, lb) })
	}
	wg.Wait()
}

// feedOne feeds one model a batch, or its line accesses.
func (s *Simulator) feedOne(m Model, batch []IO, lb *lineBatch) {
	if lm, ok := m.(lineModel); ok && s.lines != nil {
		lm.feedLines(lb)
		return
	}
	m.Feed(batch)
}

// pipeDepth is how many batches a parallel Run keeps in flight.
const pipeDepth = 8

// Run processes the whole source and returns its error, if any (io.EOF is
// not an error). With Parallel set (natively), the work is a pipeline with
// no barrier between batches: a reader goroutine fills batches while every
// model consumes them in its own goroutine at its own pace, up to pipeDepth
// batches behind the reader; a batch goes back to the reader once every
// model has fed on it. The answer is the same as Step's.
func (s *Simulator) Run() error {
	if !s.Parallel || s.done {
		for !s.Step(BatchSize) {
		}
		return s.err
	}
	type filled struct {
		batch []IO
		lb    lineBatch
		refs  atomic.Int32
	}
	free := make(chan *filled, pipeDepth)
	for range pipeDepth {
		free <- &filled{batch: make([]IO, BatchSize)}
	}
	full := make(chan *filled)
	var readErr error
	go func() {
		defer close(full)
		for f := range free {
			b, err := s.next(f.batch[:BatchSize], &f.lb, math.MaxInt)
			f.batch = b
			f.refs.Store(int32(len(s.models)))
			if len(b) > 0 || !f.lb.empty() {
				full <- f
			} else {
				free <- f
			}
			if err != nil {
				readErr = err
				return
			}
		}
	}()
	feeds := make([]chan *filled, len(s.models))
	var wg sync.WaitGroup
	for i, m := range s.models {
		feeds[i] = make(chan *filled, pipeDepth)
		wg.Go(func() {
			for f := range feeds[i] {
				s.feedOne(m, f.batch, &f.lb)
				if f.refs.Add(-1) == 0 {
					free <- f
				}
			}
		})
	}
	for f := range full {
		for _, ch := range feeds {
			ch <- f
		}
	}
	for _, ch := range feeds {
		close(ch)
	}
	wg.Wait()
	s.end(readErr)
	if !s.done {
		s.done = true // the reader stops only at the end or an error
	}
	return s.err
}

// Err is the source's error, if it failed.
func (s *Simulator) Err() error { return s.err }

// Requests is the number of IOs processed so far.
func (s *Simulator) Requests() int64 { return s.requests }

// Progress is the fraction of the source consumed, 1 when done.
func (s *Simulator) Progress() float64 {
	if s.done {
		return 1
	}
	return min(max(s.src.Progress(), 0), 1)
}

// TraceSource adapts a trace.Reader to a Source (and a BatchSource). Size is
// the trace's length in bytes for Progress (0 if unknown).
type TraceSource struct {
	R    *trace.Reader
	Size int64
	reqs []trace.Request
}

// NextBatch converts the next records in bulk (see Next).
func (t *TraceSource) NextBatch(dst []IO) (int, error) {
	if cap(t.reqs) < len(dst) {
		t.reqs = make([]trace.Request, len(dst))
	}
	n, err := t.R.ReadBatch(t.reqs[:len(dst)])
	addressed := t.R.Format().Addressed()
	for i, r := range t.reqs[:n] {
		off := int64(-1)
		if addressed {
			off = r.Offset()
		}
		dst[i] = IO{Op: r.Op, Key: r.LBN, Offset: off, Size: r.Size}
	}
	return n, err
}

// Next converts the next trace record: Key = LBN (object id for
// oracle-general), Offset = LBN × 512 (-1 for oracle-general).
func (t *TraceSource) Next() (IO, error) {
	r, err := t.R.Next()
	if err != nil {
		return IO{}, err
	}
	off := int64(-1)
	if t.R.Format().Addressed() {
		off = r.Offset()
	}
	return IO{Op: r.Op, Key: r.LBN, Offset: off, Size: r.Size}, nil
}

// Progress is the fraction of Size consumed (0 when Size is unknown).
func (t *TraceSource) Progress() float64 {
	if t.Size <= 0 {
		return 0
	}
	return float64(t.R.Offset()) / float64(t.Size)
}
