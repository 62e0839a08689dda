package cachesim

import (
	"github.com/sizewise/sizewise/engine/cache"
)

// Model consumes batches of IOs. A Simulator feeds every model the same
// batches, possibly in parallel: a model must only touch its own state.
type Model interface {
	Feed(batch []IO)
}

// never is a cache of capacity 0: every access misses.
type never struct{ unit bool }

func (never) Access(uint64, int64) bool { return false }

func (never) Capacity() int64 { return 0 }

func (never) Used() int64 { return 0 }

func (never) Len() int { return 0 }

func (never) Contains(uint64) bool { return false }

func (never) Reset() {}

func (never) Policy() cache.Policy { return "" }

func (never) Prefetch(uint64) {}

func (n never) UnitSize() bool { return n.unit }

// newCache is cache.New that also accepts capacity 0 (a cache that never
// hits).
func newCache(p cache.Policy, capacity int64, unit bool) cache.Cache {
	if capacity <= 0 {
		return never{unit}
	}
	return cache.New(p, capacity, unit)
}

// ObjectStats are the counters of object mode.
type ObjectStats struct {
	Requests  int64
	Misses    int64
	MissBytes int64 // bytes of the missed requests (1 each with unit size)
	Bytes     int64 // bytes of all requests (1 each with unit size)
}

// HitRatio is 1 − Misses / Requests (0 with no requests).
func (s ObjectStats) HitRatio() float64 { return ratio(s.Requests-s.Misses, s.Requests) }

// ByteHitRatio is 1 − MissBytes / Bytes (0 with no bytes).
func (s ObjectStats) ByteHitRatio() float64 { return ratio(s.Bytes-s.MissBytes, s.Bytes) }

func ratio(a, b int64) float64 {
	if b <= 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Object is docs/contract.md §4 "--mode object": every request (read, write or
// other) is one access to the object Key of Size bytes (1 with unit size).
type Object struct {
	Cache cache.Cache
	ObjectStats
	sampled // a miniature simulation's threshold
}

// sampled is the sample threshold of a miniature simulation in object
// mode: the model takes the requests whose key's slot is below t, from
// batches sampled below a higher threshold when filter is set (t = 0: not
// sampled, every request).
type sampled struct {
	t      uint32
	filter bool
	buf    []IO
}

// take is the requests of batch the model takes.
func (s *sampled) take(batch []IO) []IO {
	if !s.filter {
		return batch
	}
	s.buf = s.buf[:0]
	for i := range batch {
		if batch[i].slot < s.t {
			s.buf = append(s.buf, batch[i])
		}
	}
	return s.buf
}

// NewObject returns object mode over a fresh cache of policy p and capacity
// (bytes, or objects with unit size; 0 means nothing is ever cached).
func NewObject(p cache.Policy, capacity int64, unit bool) *Object {
	return &Object{Cache: newCache(p, capacity, unit)}
}

// Feed replays a batch.
func (m *Object) Feed(batch []IO) {
	batch = m.take(batch)
	switch c := m.Cache.(type) { // direct calls in the loop for the policies
	case *cache.ARC:
		feedObject(m, batch, c.Access, c.Prefetch)
	case *cache.LRU:
		feedObject(m, batch, c.Access, c.Prefetch)
	default:
		feedObject(m, batch, c.Access, c.Prefetch)
	}
}

// feedObject replays batch through access, loading the index entries of
// the requests cache.PrefetchDistance to twice that ahead at once every
// cache.PrefetchDistance requests: the loads go to memory together, so
// that their waits overlap instead of adding up (a load ahead of each
// request stalls the core on its own).
func feedObject(m *Object, batch []IO, access func(uint64, int64) bool, prefetch func(uint64)) {
	unit := m.Cache.UnitSize()
	const d = cache.PrefetchDistance
	for i := range batch {
		if i%d == 0 {
			for j := i + d; j < min(i+2*d, len(batch)); j++ {
				prefetch(batch[j].Key)
			}
		}
		size := batch[i].Size
		if unit {
			size = 1
		}
		m.Requests++
		m.Bytes += size
		if !access(batch[i].Key, size) {
			m.Misses++
			m.MissBytes += size
		}
	}
}
