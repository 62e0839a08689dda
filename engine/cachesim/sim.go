package cachesim

import (
	"errors"
	"io"
	"sync"

	"github.com/sizewise/sizewise/engine/trace"
)

// BatchSize is how many IOs a Simulator reads before handing them to the
// models: memory stays constant (one batch) whatever the length of the source.
const BatchSize = 1 << 14

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
}

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

// Step processes up to n IOs (at least 1; in whole batches of at most
// BatchSize) and reports whether the source is exhausted (or failed: see
// Err).
func (s *Simulator) Step(n int) (done bool) {
	for left := max(n, 1); left > 0 && !s.done; {
		var err error
		s.batch, err = s.fill(s.batch[:min(left, BatchSize)])
		s.end(err)
		left -= len(s.batch)
		s.requests += int64(len(s.batch))
		s.feed(s.batch)
	}
	return s.done
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

func (s *Simulator) feed(batch []IO) {
	if len(batch) == 0 {
		return
	}
	if !s.Parallel || len(s.models) < 2 {
		for _, m := range s.models {
			m.Feed(batch)
		}
		return
	}
	var wg sync.WaitGroup
	for _, m := range s.models {
		wg.Go(func() { m.Feed(batch) })
	}
	wg.Wait()
}

// pipeDepth is how many batches a parallel Run reads ahead of the models.
const pipeDepth = 3

// Run processes the whole source and returns its error, if any (io.EOF is
// not an error). With Parallel set, a reader goroutine fills the next
// batches while the models work on the current one (natively; the same
// answer as Step).
func (s *Simulator) Run() error {
	if !s.Parallel || s.done {
		for !s.Step(BatchSize) {
		}
		return s.err
	}
	type filled struct {
		batch []IO
		err   error
	}
	free := make(chan []IO, pipeDepth)
	full := make(chan filled, pipeDepth)
	for range pipeDepth {
		free <- make([]IO, BatchSize)
	}
	go func() {
		for buf := range free {
			b, err := s.fill(buf[:BatchSize])
			full <- filled{b, err}
			if err != nil {
				close(full)
				return
			}
		}
	}()
	for f := range full {
		s.requests += int64(len(f.batch))
		s.feed(f.batch)
		s.end(f.err)
		if s.done {
			break
		}
		free <- f.batch[:cap(f.batch)]
	}
	close(free)
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
