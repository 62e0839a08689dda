package cache

// queue is LRU (promote on hit) or FIFO (no reordering on hit) over one list.
type queue struct {
	core
	capacity int64
	used     int64
	unit     bool
	promote  bool
}

const qList = 0 // the only list: MRU (or newest) first

func (q *queue) init(c int64, unitSize, promote bool) {
	checkCapacity(c)
	q.capacity, q.unit, q.promote = c, unitSize, promote
	q.core.init(1, hint(c, unitSize))
}

// access replays one request and returns whether it hit and the node that
// holds key afterwards (-1 when the object is larger than the cache).
func (q *queue) access(key uint64, size int64) (bool, int32) {
	size = objectSize(size, q.unit)
	if n := q.find(key); n >= 0 {
		if q.promote {
			q.move(qList, n)
		}
		return true, n
	}
	if size > q.capacity {
		return false, -1
	}
	for q.used+size > q.capacity {
		v := q.back(qList)
		q.used -= int64(q.nodes[v].size)
		q.release(v)
	}
	n := q.alloc(key, uint32(size))
	q.pushFront(qList, n)
	q.used += size
	return false, n
}

// accessRefs is AccessRefs (unit size).
func (q *queue) accessRefs(keys []uint64, hits []bool, refs []int32) {
	needUnit(q.unit)
	hits, refs = hits[:len(keys)], refs[:len(keys)]
	far := len(q.slots) > prefetchSlots
	for i, k := range keys {
		if far && i+PrefetchDistance < len(keys) {
			q.prefetch(keys[i+PrefetchDistance])
		}
		hits[i], refs[i] = q.access(k, 1)
	}
}

// LRU is the least-recently-used policy: a hit moves the object to the MRU
// end; a miss evicts from the LRU end until the object fits.
type LRU struct{ q queue }

// NewLRU returns an empty LRU cache of capacity c ≥ 1 (objects when
// unitSize, else bytes).
func NewLRU(c int64, unitSize bool) *LRU {
	l := &LRU{}
	l.q.init(c, unitSize, true)
	return l
}

// Access replays one request; see Cache.
func (l *LRU) Access(key uint64, size int64) bool {
	hit, _ := l.q.access(key, size)
	return hit
}

// AccessRef is Access that also returns a reference to the entry holding
// key afterwards; see RefCache.
func (l *LRU) AccessRef(key uint64, size int64) (bool, int32) { return l.q.access(key, size) }

// AccessRefs replays unit-size requests in order; see RefCache.
func (l *LRU) AccessRefs(keys []uint64, hits []bool, refs []int32) { l.q.accessRefs(keys, hits, refs) }

// Capacity is c.
func (l *LRU) Capacity() int64 { return l.q.capacity }

// Used is the total size held.
func (l *LRU) Used() int64 { return l.q.used }

// Len is the number of objects held.
func (l *LRU) Len() int { return l.q.count }

// Contains reports whether key is resident.
func (l *LRU) Contains(key uint64) bool { return l.q.find(key) >= 0 }

// Reset empties the cache.
func (l *LRU) Reset() { l.q.reset(1); l.q.used = 0 }

// Policy is LRUPolicy.
func (l *LRU) Policy() Policy { return LRUPolicy }

// UnitSize reports whether every object counts as size 1.
func (l *LRU) UnitSize() bool { return l.q.unit }

// Prefetch hints that key will be requested soon; see Cache.
func (l *LRU) Prefetch(key uint64) { l.q.prefetch(key) }

// Keys lists the resident keys from most to least recently used.
func (l *LRU) Keys() []uint64 { return l.q.keys(qList) }

// FIFO is the first-in first-out policy: a hit changes nothing; a miss evicts
// the oldest insertions until the object fits.
type FIFO struct{ q queue }

// NewFIFO returns an empty FIFO cache of capacity c ≥ 1 (objects when
// unitSize, else bytes).
func NewFIFO(c int64, unitSize bool) *FIFO {
	f := &FIFO{}
	f.q.init(c, unitSize, false)
	return f
}

// Access replays one request; see Cache.
func (f *FIFO) Access(key uint64, size int64) bool {
	hit, _ := f.q.access(key, size)
	return hit
}

// AccessRef is Access that also returns a reference to the entry holding
// key afterwards; see RefCache.
func (f *FIFO) AccessRef(key uint64, size int64) (bool, int32) { return f.q.access(key, size) }

// AccessRefs replays unit-size requests in order; see RefCache.
func (f *FIFO) AccessRefs(keys []uint64, hits []bool, refs []int32) { f.q.accessRefs(keys, hits, refs) }

// Capacity is c.
func (f *FIFO) Capacity() int64 { return f.q.capacity }

// Used is the total size held.
func (f *FIFO) Used() int64 { return f.q.used }

// Len is the number of objects held.
func (f *FIFO) Len() int { return f.q.count }

// Contains reports whether key is resident.
func (f *FIFO) Contains(key uint64) bool { return f.q.find(key) >= 0 }

// Reset empties the cache.
func (f *FIFO) Reset() { f.q.reset(1); f.q.used = 0 }

// Policy is FIFOPolicy.
func (f *FIFO) Policy() Policy { return FIFOPolicy }

// UnitSize reports whether every object counts as size 1.
func (f *FIFO) UnitSize() bool { return f.q.unit }

// Prefetch hints that key will be requested soon; see Cache.
func (f *FIFO) Prefetch(key uint64) { f.q.prefetch(key) }

// Keys lists the resident keys from newest to oldest insertion.
func (f *FIFO) Keys() []uint64 { return f.q.keys(qList) }
