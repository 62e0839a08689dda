package cache

import (
	"fmt"
	"math"
	"slices"
	"sort"
)

// LRUStack is several LRU caches of different capacities replaying the same
// requests in one pass, at one index lookup and one O(log n) stack query per
// request whatever the number of capacities; each capacity hits and misses
// exactly as its own LRU cache (docs/contract.md §4, with byte sizes and objects
// larger than a cache).
//
// It rests on LRU's stack inclusion (Mattson, Gecsei, Slutz and Traiger,
// "Evaluation techniques for storage hierarchies", IBM Systems Journal 9(2),
// 1970), extended to sizes: while every object keeps one size and no object
// larger than a cache is requested, an LRU cache of capacity C holds exactly
// the longest run of most recently used objects whose sizes sum to at most C.
// A request then hits every capacity of at least B, its byte stack distance:
// the total size of the objects used since the object's last request, its own
// included. The stack holds the objects of the largest capacity in recency
// order; a Fenwick tree over their last-access times gives B.
//
// Two kinds of request break inclusion for the small capacities, and only
// for those: an object larger than a capacity C that C does not hold (C
// ignores it, the stack moves it to the front), and an object requested with
// a size other than its current one (the capacities that miss insert it with
// the new size, those that hit keep the old). Just before such a request the
// capacities below the bound (below its size; below B when the size changed)
// leave the stack: each is still the longest run of the stack that fits it,
// so their contents are read off the stack into a MultiLRU, which carries
// them on exactly from there on. The largest capacity never leaves. A trace
// whose objects keep their sizes and fit every cache (oracleGeneral traces,
// any trace with unit size) runs entirely in the stack.
//
// Memory: a node (24 bytes), an index entry and two Fenwick words per object
// of the largest capacity, plus the MultiLRUs of the capacities that left.
type LRUStack struct {
	core          // the stack: the largest capacity's objects, MRU first; a node's list is its last access time
	caps  []int64 // the capacities, in the order given
	order []int   // indices of caps, by capacity ascending
	pos   []int   // pos[i]: where caps[i] is in order
	first int     // caps order[first:] are in the stack, order[:first] in groups
	unit  bool
	tree  []int64 // Fenwick tree over times 1..len(tree)−1: the size of the object last used at that time
	now   int64   // the next time (1-based)
	used  int64   // total size in the stack (the largest capacity's)
	top   int64   // the largest capacity
	// dMiss and dBytes are difference arrays by position in order: the stack
	// counts a miss of capacities order[a:b] as +1 at a and −1 at b.
	dMiss, dBytes []int64
	// hitMask[k] is the set of capacities (bit i for caps[i]) the stack hits
	// when its k smallest capacities miss.
	hitMask []uint32
	groups  []*lruGroup
}

// lruGroup is capacities that left the stack together, in a MultiLRU.
type lruGroup struct {
	m         *MultiLRU
	idx       []int // index in caps of each of m's capacities
	misses    []int64
	missBytes []int64
}

// NewLRUStack returns empty LRU caches of the given capacities (1 to
// MaxMulti of them, each ≥ 1; objects when unitSize, else bytes): bit i of
// Access's result is capacities[i].
func NewLRUStack(capacities []int64, unitSize bool) *LRUStack {
	if len(capacities) == 0 || len(capacities) > MaxMulti {
		panic(fmt.Sprintf("cache: LRUStack of %d capacities (1 to %d)", len(capacities), MaxMulti))
	}
	S := len(capacities)
	l := &LRUStack{caps: slices.Clone(capacities), order: make([]int, S), pos: make([]int, S), unit: unitSize,
		dMiss: make([]int64, S+1), dBytes: make([]int64, S+1), hitMask: make([]uint32, S+1)}
	for i, c := range capacities {
		checkCapacity(c)
		l.order[i] = i
		l.top = max(l.top, c)
	}
	sort.SliceStable(l.order, func(i, j int) bool { return l.caps[l.order[i]] < l.caps[l.order[j]] }) // not slices: one sort less in app.wasm
	for p, i := range l.order {
		l.pos[i] = p
	}
	h := min(max(hint(l.top, unitSize), 16), maxPrealloc)
	l.core.init(1, h)
	l.tree = make([]int64, 2*h+1)
	l.now = 1
	l.masks()
	return l
}

// masks recomputes hitMask for the capacities in the stack.
func (l *LRUStack) masks() {
	live := l.order[l.first:]
	clear(l.hitMask)
	var m uint32
	for k := len(live) - 1; k >= 0; k-- {
		m |= 1 << live[k]
		l.hitMask[k] = m
	}
}

// Access replays one request for key of size bytes (ignored with unit size)
// in every cache; hits has bit i set when capacity i hit.
func (l *LRUStack) Access(key uint64, size int64) (hits uint32) {
	s := objectSize(size, l.unit)
	if l.now >= int64(len(l.tree)) {
		l.compact()
	}
	n := l.find(key)
	B := int64(math.MaxInt64) // byte stack distance; none when absent
	bound := s                // capacities below bound leave the stack first
	if n >= 0 {
		nd := &l.nodes[n]
		B = l.used - l.prefix(int64(nd.list)-1)
		if int64(nd.size) != s {
			bound = B
		}
	} else if s > l.top {
		// Larger than every capacity: a miss everywhere that changes nothing.
		l.dMiss[l.first]++
		l.dBytes[l.first] += s
		return l.accessGroups(key, size, s)
	}
	if l.caps[l.order[l.first]] < bound {
		l.leave(bound)
	}
	// The capacities below B miss; the others hit.
	k := l.first
	for k < len(l.order) && l.caps[l.order[k]] < B {
		k++
	}
	l.dMiss[l.first]++
	l.dMiss[k]--
	l.dBytes[l.first] += s
	l.dBytes[k] -= s
	hits = l.hitMask[k-l.first]
	t := l.now
	l.now++
	if n >= 0 {
		nd := &l.nodes[n]
		l.add(int64(nd.list), -int64(nd.size))
		l.add(t, int64(nd.size))
		nd.list = int32(t)
		if l.nodes[qList].next != n {
			l.unlink(n)
			l.linkFront(qList, n)
		}
	} else {
		n = l.alloc(key, uint32(s))
		l.nodes[n].list = int32(t)
		l.linkFront(qList, n)
		l.add(t, s)
		l.used += s
		for l.used > l.top {
			v := l.back(qList)
			vs := int64(l.nodes[v].size)
			l.add(int64(l.nodes[v].list), -vs)
			l.used -= vs
			l.release(v)
		}
	}
	if len(l.groups) > 0 {
		hits |= l.accessGroups(key, size, s)
	}
	return hits
}

// accessGroups replays the request in the capacities that left the stack.
func (l *LRUStack) accessGroups(key uint64, size, s int64) (hits uint32) {
	for _, g := range l.groups {
		h, _ := g.m.Access(key, size)
		for j, i := range g.idx {
			if h&(1<<j) != 0 {
				hits |= 1 << i
			} else {
				g.misses[j]++
				g.missBytes[j] += s
			}
		}
	}
	return hits
}

// leave moves the capacities in the stack below bound (never the largest)
// into a new group, each holding what it holds now: the longest run of the
// stack's most recently used objects that fits it.
func (l *LRUStack) leave(bound int64) {
	j := l.first
	for j < len(l.order)-1 && l.caps[l.order[j]] < bound {
		j++
	}
	if j == l.first {
		return
	}
	idx := slices.Clone(l.order[l.first:j])
	caps := make([]int64, len(idx))
	for q, i := range idx {
		caps[q] = l.caps[i]
	}
	biggest := caps[len(caps)-1]
	var keys []uint64
	var sizes []int64
	var sum int64
	for n := l.nodes[qList].next; n != qList; n = l.nodes[n].next {
		sum += int64(l.nodes[n].size)
		if sum > biggest {
			break
		}
		keys = append(keys, l.nodes[n].key)
		sizes = append(sizes, int64(l.nodes[n].size))
	}
	m := NewMultiLRU(caps, l.unit)
	m.restore(keys, sizes)
	l.groups = append(l.groups, &lruGroup{m: m, idx: idx, misses: make([]int64, len(idx)), missBytes: make([]int64, len(idx))})
	l.first = j
	l.masks()
}

// Misses returns the misses and miss bytes (objects with unit size) of
// capacity i so far.
func (l *LRUStack) Misses(i int) (misses, missBytes int64) {
	for p := 0; p <= l.pos[i]; p++ {
		misses += l.dMiss[p]
		missBytes += l.dBytes[p]
	}
	for _, g := range l.groups {
		if j := slices.Index(g.idx, i); j >= 0 {
			misses += g.misses[j]
			missBytes += g.missBytes[j]
		}
	}
	return misses, missBytes
}

// InStack reports how many capacities are still simulated by the stack (the
// others left it for exact per-capacity structures).
func (l *LRUStack) InStack() int { return len(l.order) - l.first }

// Capacities returns the capacities, in the order given.
func (l *LRUStack) Capacities() []int64 { return slices.Clone(l.caps) }

// Keys lists the keys capacity i holds, from most to least recently used.
func (l *LRUStack) Keys(i int) []uint64 {
	if l.pos[i] < l.first {
		for _, g := range l.groups {
			if j := slices.Index(g.idx, i); j >= 0 {
				return g.m.Keys(j)
			}
		}
	}
	var out []uint64
	var sum int64
	for n := l.nodes[qList].next; n != qList; n = l.nodes[n].next {
		if sum += int64(l.nodes[n].size); sum > l.caps[i] {
			break
		}
		out = append(out, l.nodes[n].key)
	}
	return out
}

// Prefetch hints that key will be requested soon; see Cache.
func (l *LRUStack) Prefetch(key uint64) { l.prefetch(key) }

// compact renumbers the stack's times 1..count in recency order (LRU first)
// and rebuilds the tree, doubling it when it is more than half full.
func (l *LRUStack) compact() {
	if 2*(l.count+1) > len(l.tree) {
		l.tree = make([]int64, 2*len(l.tree))
	} else {
		clear(l.tree)
	}
	t := int64(1)
	for n := l.nodes[qList].prev; n != qList; n = l.nodes[n].prev {
		l.nodes[n].list = int32(t)
		l.tree[t] = int64(l.nodes[n].size)
		t++
	}
	for i := int64(1); i < int64(len(l.tree)); i++ { // linear-time Fenwick build
		if j := i + (i & -i); j < int64(len(l.tree)) {
			l.tree[j] += l.tree[i]
		}
	}
	l.now = t
}

func (l *LRUStack) add(i, v int64) {
	for ; i < int64(len(l.tree)); i += i & -i {
		l.tree[i] += v
	}
}

// prefix is the total size of the objects last used at times 1..i.
func (l *LRUStack) prefix(i int64) int64 {
	var sum int64
	for ; i > 0; i -= i & -i {
		sum += l.tree[i]
	}
	return sum
}
