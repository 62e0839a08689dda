package cache

// ARC list sentinels: T1 (seen once recently), T2 (seen at least twice),
// and their ghost lists B1, B2 (keys only, evicted from T1, T2).
const (
	t1 int32 = iota
	t2
	b1
	b2
	arcLists
)

// ARC is the Adaptive Replacement Cache of Megiddo and Modha (FAST 2003).
// With unit size, Access follows the paper's Figure 4 case by case; with byte
// sizes it follows the size-aware variant of libCacheSim worded in
// docs/contract.md §4 (see the package documentation). The target size of T1, p,
// is a real number in [0, c].
type ARC struct {
	core
	c    int64
	unit bool
	// size[l] is |L| for each list: objects with unit size, bytes otherwise.
	size [arcLists]int64
	// cnt[l] is the number of objects in each list.
	cnt [arcLists]int
	p   float64
	// dead are ghosts dropped from B1 or B2 whose index entries are still
	// to be removed (their list is deadList; find skips them): drops leave
	// them here and purge removes them together, deadBatch at a time, so
	// that the index slots they sit in are loaded from memory at once
	// instead of one after another.
	dead []int32
}

// deadList marks a dropped ghost whose index entry is not removed yet.
const deadList int32 = -2

// deadBatch is how many dropped ghosts wait to be removed from the index.
const deadBatch = 8

// NewARC returns an empty ARC cache of capacity c ≥ 1 (objects when
// unitSize, else bytes), with p = 0.
func NewARC(c int64, unitSize bool) *ARC {
	checkCapacity(c)
	a := &ARC{c: c, unit: unitSize, dead: make([]int32, 0, deadBatch)}
	// T1 ∪ T2 ∪ B1 ∪ B2 holds at most 2c objects with unit size.
	a.core.init(int(arcLists), 2*hint(c, unitSize))
	return a
}

// Access replays one request; see Cache.
func (a *ARC) Access(key uint64, size int64) bool {
	hit, _ := a.AccessRef(key, size)
	return hit
}

// AccessRef is Access that also returns a reference to the entry holding
// key afterwards; see RefCache.
func (a *ARC) AccessRef(key uint64, size int64) (bool, int32) {
	if a.unit {
		return a.accessUnit(key)
	}
	return a.accessSized(key, objectSize(size, false))
}

// AccessRefs replays unit-size requests in order; see RefCache.
func (a *ARC) AccessRefs(keys []uint64, hits []bool, refs []int32) {
	needUnit(a.unit)
	hits, refs = hits[:len(keys)], refs[:len(keys)]
	far := len(a.slots) > prefetchSlots
	for i, k := range keys {
		if far && i+PrefetchDistance < len(keys) {
			a.prefetch(keys[i+PrefetchDistance])
		}
		hits[i], refs[i] = a.accessUnit(k)
	}
}

// accessUnit is Figure 4 of the paper, with every object of size 1.
func (a *ARC) accessUnit(x uint64) (bool, int32) {
	c := a.c
	if n := a.findLive(x); n >= 0 {
		switch a.nodes[n].list {
		case t1, t2:
			// Case I: x is in T1 ∪ T2 (a hit). Move x to the MRU position of T2.
			a.relink(t2, n)
			return true, n
		case b1:
			// Case II: x is in B1 (a miss). δ1 = 1 if |B1| ≥ |B2|, else
			// |B2|/|B1|; p = min(p + δ1, c); REPLACE(x, p); move x from B1
			// to the MRU position of T2.
			a.p = min(a.p+a.delta(b1, b2), float64(c))
			a.replace(false)
			a.relink(t2, n)
			return false, n
		default:
			// Case III: x is in B2 (a miss). δ2 = 1 if |B2| ≥ |B1|, else
			// |B1|/|B2|; p = max(p − δ2, 0); REPLACE(x, p); move x from B2
			// to the MRU position of T2.
			a.p = max(a.p-a.delta(b2, b1), 0)
			a.replace(true)
			a.relink(t2, n)
			return false, n
		}
	}
	// Case IV: x is in none of T1, T2, B1, B2 (a miss).
	switch l1 := a.size[t1] + a.size[b1]; {
	case l1 == c:
		// Case A: L1 = T1 ∪ B1 has exactly c pages.
		if a.size[t1] < c {
			// Delete the LRU page in B1; REPLACE(x, p).
			a.drop(b1)
			a.replace(false)
		} else {
			// B1 is empty: delete the LRU page in T1 (remove it from the cache).
			a.drop(t1)
		}
	case l1 < c:
		// Case B: L1 has fewer than c pages.
		if total := l1 + a.size[t2] + a.size[b2]; total >= c {
			if total == 2*c {
				// Delete the LRU page in B2.
				a.drop(b2)
			}
			a.replace(false)
		}
	default:
		panic("cache: internal error: ARC |T1| + |B1| > c")
	}
	// Fetch x to the cache and move it to the MRU position in T1.
	return false, a.insert(t1, x, 1)
}

// accessSized is the size-aware ARC of docs/contract.md §4 (libCacheSim's ARC).
func (a *ARC) accessSized(x uint64, size int64) (bool, int32) {
	c := a.c
	n := a.findLive(x)
	if n >= 0 && (a.nodes[n].list == t1 || a.nodes[n].list == t2) {
		// A hit updates recency only: move x to the MRU end of T2.
		a.relink(t2, n)
		return true, n
	}
	if size > c {
		// Larger than the whole cache: a miss, not inserted, nothing changes.
		return false, -1
	}
	ghost := n >= 0
	fromB2 := false
	if ghost {
		// A ghost hit moves p by δ (the ratio of byte totals), clamped to
		// [0, c], and removes the ghost.
		if a.nodes[n].list == b1 {
			a.p = min(a.p+a.delta(b1, b2), float64(c))
		} else {
			a.p = max(a.p-a.delta(b2, b1), 0)
			fromB2 = true
		}
		// The ghost's node is kept (unlinked, still indexed) and reused for
		// the insertion below: no index update.
		a.size[a.nodes[n].list] -= int64(a.nodes[n].size)
		a.cnt[a.nodes[n].list]--
		a.unlink(n)
		a.nodes[n].list = -1
	}
	// Evict until x fits.
	for a.size[t1]+a.size[t2]+size > c {
		switch {
		case ghost:
			a.replace(fromB2)
		case a.size[t1]+a.size[b1]+size > c:
			if !a.empty(b1) {
				a.drop(b1)
				a.replace(false)
			} else {
				a.drop(t1) // no ghost
			}
		default:
			if a.size[t1]+a.size[t2]+a.size[b1]+a.size[b2] >= 2*c && !a.empty(b2) {
				a.drop(b2)
			}
			a.replace(false)
		}
	}
	if ghost {
		a.nodes[n].size = uint32(size)
		a.pushFront(t2, n)
		a.size[t2] += size
		a.cnt[t2]++
		return false, n
	}
	return false, a.insert(t1, x, size)
}

// delta is δ for a ghost hit in list from: max(|other| / |from|, 1), a real
// ratio. |from| ≥ 1 because the ghost is in it.
func (a *ARC) delta(from, other int32) float64 {
	return max(float64(a.size[other])/float64(a.size[from]), 1)
}

// replace is the paper's REPLACE(x, p): when T1 is not empty and (|T1| > p,
// or x came from B2 and |T1| = p), or when T2 is empty, move the LRU of T1 to
// the MRU end of B1; otherwise move the LRU of T2 to the MRU end of B2.
func (a *ARC) replace(fromB2 bool) {
	t1n := float64(a.size[t1])
	if (!a.empty(t1) && (t1n > a.p || (fromB2 && t1n == a.p))) || a.empty(t2) {
		a.relink(b1, a.back(t1))
	} else {
		a.relink(b2, a.back(t2))
	}
}

// relink moves node n to the MRU end of list l, keeping the totals.
func (a *ARC) relink(l, n int32) {
	nd := &a.nodes[n]
	a.size[nd.list] -= int64(nd.size)
	a.size[l] += int64(nd.size)
	a.cnt[nd.list]--
	a.cnt[l]++
	a.move(l, n)
}

// drop deletes the LRU node of list l (non-empty) from the directory. A
// ghost's index entry is removed later, by purge; T1's at once.
func (a *ARC) drop(l int32) {
	n := a.back(l)
	if n == l {
		panic("cache: internal error: ARC drop from an empty list")
	}
	a.size[l] -= int64(a.nodes[n].size)
	a.cnt[l]--
	if l == t1 {
		a.release(n)
		return
	}
	a.unlink(n)
	a.nodes[n].list = deadList
	a.dead = append(a.dead, n)
	if len(a.dead) == deadBatch {
		a.purge()
	}
}

// purge removes the dead ghosts from the index and frees their nodes: it
// loads all their index slots first, so that the loads overlap.
func (a *ARC) purge() {
	for _, n := range a.dead {
		a.prefetch(a.nodes[n].key)
	}
	for _, n := range a.dead {
		a.unindex(n)
		a.nodes[n].next = a.free
		a.free = n
	}
	a.dead = a.dead[:0]
}

// findLive is find without the dead ghosts.
func (a *ARC) findLive(key uint64) int32 {
	tag := tagOf(key)
	slots, nodes := a.slots, a.nodes
	mask := uint64(len(slots) - 1)
	for i := a.homeOf(tag); ; i++ {
		s := slots[i&mask]
		if s.ref == 0 {
			return -1
		}
		if s.tag == tag {
			if nd := &nodes[s.ref-1]; nd.key == key && nd.list != deadList {
				return s.ref - 1
			}
		}
	}
}

func (a *ARC) insert(l int32, key uint64, size int64) int32 {
	n := a.alloc(key, uint32(size))
	a.pushFront(l, n)
	a.size[l] += size
	a.cnt[l]++
	return n
}

// Capacity is c.
func (a *ARC) Capacity() int64 { return a.c }

// Used is |T1| + |T2|.
func (a *ARC) Used() int64 { return a.size[t1] + a.size[t2] }

// Len is the number of resident objects (T1 ∪ T2, not the ghosts).
func (a *ARC) Len() int { return a.cnt[t1] + a.cnt[t2] }

// Contains reports whether key is resident (in T1 or T2).
func (a *ARC) Contains(key uint64) bool {
	n := a.findLive(key)
	return n >= 0 && (a.nodes[n].list == t1 || a.nodes[n].list == t2)
}

// Reset empties the cache and sets p to 0.
func (a *ARC) Reset() {
	a.reset(int(arcLists))
	a.dead = a.dead[:0]
	a.size = [arcLists]int64{}
	a.cnt = [arcLists]int{}
	a.p = 0
}

// Policy is ARCPolicy.
func (a *ARC) Policy() Policy { return ARCPolicy }

// UnitSize reports whether every object counts as size 1.
func (a *ARC) UnitSize() bool { return a.unit }

// Prefetch hints that key will be requested soon; see Cache.
func (a *ARC) Prefetch(key uint64) { a.prefetch(key) }

// P is the current target size of T1 (objects or bytes), in [0, c].
func (a *ARC) P() float64 { return a.p }

// Sizes returns |T1|, |T2|, |B1|, |B2| (objects with unit size, else bytes).
func (a *ARC) Sizes() (T1, T2, B1, B2 int64) {
	return a.size[t1], a.size[t2], a.size[b1], a.size[b2]
}

// Lists returns the keys of T1, T2, B1 and B2, each from the MRU end to the
// LRU end. It allocates and walks every list: for tests and inspection.
func (a *ARC) Lists() (T1, T2, B1, B2 []uint64) {
	return a.keys(t1), a.keys(t2), a.keys(b1), a.keys(b2)
}
