package cache

import "slices"

// Brute-force reference implementations: slices searched linearly, written
// straight from the definitions, to check the O(1) structures against.

type refItem struct {
	key  uint64
	size int64
}

// refQueue is LRU (promote) or FIFO over a slice, MRU/newest first.
type refQueue struct {
	c       int64
	unit    bool
	promote bool
	items   []refItem
}

func (r *refQueue) used() int64 {
	var u int64
	for _, it := range r.items {
		u += it.size
	}
	return u
}

func (r *refQueue) access(key uint64, size int64) bool {
	if r.unit {
		size = 1
	} else {
		size = max(size, 1)
	}
	for i, it := range r.items {
		if it.key == key {
			if r.promote {
				r.items = slices.Delete(r.items, i, i+1)
				r.items = slices.Insert(r.items, 0, it)
			}
			return true
		}
	}
	if size > r.c {
		return false
	}
	for r.used()+size > r.c {
		r.items = r.items[:len(r.items)-1]
	}
	r.items = slices.Insert(r.items, 0, refItem{key, size})
	return false
}

func (r *refQueue) keys() []uint64 {
	var out []uint64
	for _, it := range r.items {
		out = append(out, it.key)
	}
	return out
}

// refARC is ARC over four slices (MRU first), written from docs/contract.md §4
// for both unit and byte sizes (with unit size the same text reduces to
// Figure 4 of the paper).
type refARC struct {
	c              int64
	unit           bool
	p              float64
	T1, T2, B1, B2 []refItem
}

func total(l []refItem) int64 {
	var s int64
	for _, it := range l {
		s += it.size
	}
	return s
}

func indexOf(l []refItem, key uint64) int {
	return slices.IndexFunc(l, func(it refItem) bool { return it.key == key })
}

func popLRU(l *[]refItem) refItem {
	it := (*l)[len(*l)-1]
	*l = (*l)[:len(*l)-1]
	return it
}

func pushMRU(l *[]refItem, it refItem) { *l = slices.Insert(*l, 0, it) }

func (r *refARC) replace(fromB2 bool) {
	t1 := float64(total(r.T1))
	if (len(r.T1) > 0 && (t1 > r.p || (fromB2 && t1 == r.p))) || len(r.T2) == 0 {
		pushMRU(&r.B1, popLRU(&r.T1))
	} else {
		pushMRU(&r.B2, popLRU(&r.T2))
	}
}

func (r *refARC) access(key uint64, size int64) bool {
	if r.unit {
		size = 1
	} else {
		size = max(size, 1)
	}
	c := float64(r.c)
	for _, l := range []*[]refItem{&r.T1, &r.T2} {
		if i := indexOf(*l, key); i >= 0 {
			it := (*l)[i]
			*l = slices.Delete(*l, i, i+1)
			pushMRU(&r.T2, it)
			return true
		}
	}
	if size > r.c {
		return false
	}
	ghost, fromB2 := false, false
	if i := indexOf(r.B1, key); i >= 0 {
		ghost = true
		r.p = min(r.p+max(float64(total(r.B2))/float64(total(r.B1)), 1), c)
		r.B1 = slices.Delete(r.B1, i, i+1)
	} else if i := indexOf(r.B2, key); i >= 0 {
		ghost, fromB2 = true, true
		r.p = max(r.p-max(float64(total(r.B1))/float64(total(r.B2)), 1), 0)
		r.B2 = slices.Delete(r.B2, i, i+1)
	}
	for total(r.T1)+total(r.T2)+size > r.c {
		switch {
		case ghost:
			r.replace(fromB2)
		case total(r.T1)+total(r.B1)+size > r.c:
			if len(r.B1) > 0 {
				popLRU(&r.B1)
				r.replace(false)
			} else {
				popLRU(&r.T1)
			}
		default:
			if total(r.T1)+total(r.T2)+total(r.B1)+total(r.B2) >= 2*r.c && len(r.B2) > 0 {
				popLRU(&r.B2)
			}
			r.replace(false)
		}
	}
	if ghost {
		pushMRU(&r.T2, refItem{key, size})
	} else {
		pushMRU(&r.T1, refItem{key, size})
	}
	return false
}

func keysOf(l []refItem) []uint64 {
	var out []uint64
	for _, it := range l {
		out = append(out, it.key)
	}
	return out
}
