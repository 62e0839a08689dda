package cache

import (
	"fmt"
	"math/bits"
)

// MaxMulti is the most capacities one MultiLRU simulates.
const MaxMulti = 32

// MultiLRU is several LRU caches of different capacities replaying the same
// requests, in one structure: each Access gives the hit or miss of every
// capacity exactly as separate LRU caches would (docs/contract.md §4, with byte
// sizes, objects larger than a cache and a size kept from insertion), at
// the cost of one index lookup and one list move instead of one per cache.
//
// It does not rely on LRU's stack inclusion, which sizes break (a larger
// cache need not hold what a smaller one holds: an object too large for the
// small cache, or requested again with another size, sits in one and not the
// other). Instead the resident objects of every capacity are kept on one
// list in order of last access, which is each LRU cache's own order: an LRU
// cache orders its objects by their last access, and every cache sees every
// access. Each node carries a bit per capacity saying whether that cache
// holds it, and the size that cache inserted it with. Cache i evicts from
// tail[i], its least recently used node, and then walks towards the MRU end
// to the next node holding bit i; the nodes it skips are those too large for
// cache i, so the walk is amortised O(1) per request and capacity. A node
// that no cache holds is freed.
//
// Memory: one node (24 bytes), one index entry and 4 bytes per capacity for
// each object held by at least one of the caches.
type MultiLRU struct {
	core
	caps   []int64
	used   []int64
	tail   []int32  // LRU-most node of cache i; 0 (the sentinel) when empty
	sizes  []uint32 // sizes[n*len(caps)+i]: node n's size in cache i (bytes only)
	unit   bool
	all    uint32 // bit i for every cache
	maxCap int64
}

// NewMultiLRU returns empty LRU caches of the given capacities (1 to MaxMulti
// of them, each ≥ 1; objects when unitSize, else bytes), in the given order:
// bit i of Access's result is capacities[i].
func NewMultiLRU(capacities []int64, unitSize bool) *MultiLRU {
	if len(capacities) == 0 || len(capacities) > MaxMulti {
		panic(fmt.Sprintf("cache: MultiLRU of %d capacities (1 to %d)", len(capacities), MaxMulti))
	}
	m := &MultiLRU{caps: append([]int64(nil), capacities...), used: make([]int64, len(capacities)),
		tail: make([]int32, len(capacities)), unit: unitSize, all: uint32(1<<len(capacities) - 1)}
	for _, c := range capacities {
		checkCapacity(c)
		m.maxCap = max(m.maxCap, c)
	}
	m.core.init(1, hint(m.maxCap, unitSize))
	if !unitSize {
		m.sizes = make([]uint32, len(m.nodes)*len(capacities), cap(m.nodes)*len(capacities))
	}
	return m
}

// mask is the set of caches holding node n (kept in its list field).
func (m *MultiLRU) mask(n int32) uint32 { return uint32(m.nodes[n].list) }

// Access replays one request for key of size bytes (ignored with unit size)
// in every cache. hits has bit i set when cache i hit. ref is the node that
// holds key afterwards in at least one cache (stable while some cache holds
// key), or -1 when none does (larger than every cache).
func (m *MultiLRU) Access(key uint64, size int64) (hits uint32, ref int32) {
	size = objectSize(size, m.unit)
	n := m.find(key)
	if n < 0 {
		if size > m.maxCap {
			return 0, -1
		}
		n = m.alloc(key, 0)
		m.nodes[n].list = 0 // no cache holds it yet
		m.linkFront(qList, n)
		if m.sizes != nil {
			if need := (int(n) + 1) * len(m.caps); need > len(m.sizes) {
				m.sizes = append(m.sizes, make([]uint32, need-len(m.sizes))...)
			}
		}
	} else {
		hits = m.mask(n)
		if m.nodes[qList].next != n {
			// Caches whose LRU node is n move their tail up first.
			for h := hits; h != 0; h &= h - 1 {
				i := bits.TrailingZeros32(h)
				if m.tail[i] == n {
					if p := m.above(m.nodes[n].prev, i); p != qList {
						m.tail[i] = p
					}
				}
			}
			m.unlink(n)
			m.linkFront(qList, n)
		}
	}
	S := len(m.caps)
	for miss := m.all &^ hits; miss != 0; miss &= miss - 1 {
		i := bits.TrailingZeros32(miss)
		c := m.caps[i]
		if size > c {
			continue // larger than this cache: a miss, not inserted
		}
		for m.used[i]+size > c {
			m.evict(i)
		}
		m.nodes[n].list |= 1 << i
		m.used[i] += size
		if m.sizes != nil {
			m.sizes[int(n)*S+i] = uint32(size)
		}
		if m.tail[i] == qList {
			m.tail[i] = n
		}
	}
	return hits, n
}

// above is the first node from p towards the MRU end (p included) that
// cache i holds, or the sentinel.
func (m *MultiLRU) above(p int32, i int) int32 {
	for p != qList && m.nodes[p].list&(1<<i) == 0 {
		p = m.nodes[p].prev
	}
	return p
}

// evict removes cache i's least recently used object.
func (m *MultiLRU) evict(i int) {
	v := m.tail[i]
	nd := &m.nodes[v]
	nd.list &^= 1 << i
	if m.sizes != nil {
		m.used[i] -= int64(m.sizes[int(v)*len(m.caps)+i])
	} else {
		m.used[i]--
	}
	m.tail[i] = m.above(nd.prev, i)
	if nd.list == 0 {
		m.release(v)
	}
}

// Prefetch hints that key will be requested soon; see Cache.
func (m *MultiLRU) Prefetch(key uint64) { m.prefetch(key) }

// Capacities returns the capacities, in the order given.
func (m *MultiLRU) Capacities() []int64 { return append([]int64(nil), m.caps...) }

// Used is the total size held by cache i (objects with unit size).
func (m *MultiLRU) Used(i int) int64 { return m.used[i] }

// Len is the number of objects held by at least one cache.
func (m *MultiLRU) Len() int { return m.count }

// Contains reports whether cache i holds key, without touching recency.
func (m *MultiLRU) Contains(i int, key uint64) bool {
	n := m.find(key)
	return n >= 0 && m.mask(n)&(1<<i) != 0
}

// Keys lists the keys cache i holds, from most to least recently used.
func (m *MultiLRU) Keys(i int) []uint64 {
	var out []uint64
	for n := m.nodes[qList].next; n != qList; n = m.nodes[n].next {
		if m.mask(n)&(1<<i) != 0 {
			out = append(out, m.nodes[n].key)
		}
	}
	return out
}

// restore loads objects into an empty MultiLRU: keys[0] is the most
// recently used, with sizes[k] (ignored with unit size). Cache i holds the
// longest run keys[0:j] whose sizes sum to at most its capacity, as an LRU
// cache does when stack inclusion holds (see LRUStack).
func (m *MultiLRU) restore(keys []uint64, sizes []int64) {
	if m.count != 0 {
		panic("cache: internal error: restoring a MultiLRU that is not empty")
	}
	S := len(m.caps)
	cum := make([]int64, len(keys))
	var sum int64
	for k := range keys {
		sum += objectSize(sizes[k], m.unit)
		cum[k] = sum
	}
	for k := len(keys) - 1; k >= 0; k-- {
		var mask uint32
		for i, c := range m.caps {
			if cum[k] <= c {
				mask |= 1 << i
			}
		}
		if mask == 0 {
			continue
		}
		s := objectSize(sizes[k], m.unit)
		n := m.alloc(keys[k], 0)
		m.nodes[n].list = int32(mask)
		m.linkFront(qList, n)
		if m.sizes != nil {
			if need := (int(n) + 1) * S; need > len(m.sizes) {
				m.sizes = append(m.sizes, make([]uint32, need-len(m.sizes))...)
			}
		}
		for i := range S {
			if mask&(1<<i) == 0 {
				continue
			}
			m.used[i] += s
			if m.sizes != nil {
				m.sizes[int(n)*S+i] = uint32(s)
			}
			if m.tail[i] == qList {
				m.tail[i] = n
			}
		}
	}
}
