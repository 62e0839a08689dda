package cache

// StackDistance computes LRU stack distances in one pass (Mattson, Gecsei,
// Slutz and Traiger, "Evaluation techniques for storage hierarchies", IBM
// Systems Journal 9(2), 1970). The stack distance of a request is the
// position of its key in the LRU stack (1 = most recently used) just before
// the request, or 0 for a key never seen (a cold miss). Because LRU is a stack
// algorithm, a unit-size LRU cache of capacity c hits exactly the requests
// whose distance d satisfies 1 ≤ d ≤ c, so one pass gives the hit ratio at
// every capacity.
//
// Each key's last access time is a mark in a Fenwick tree; the distance is
// the number of marks at or after it. Times are renumbered in recency order
// (a walk of the LRU list) whenever the tree fills, so memory is proportional
// to the number of distinct keys, not to the number of requests, and Access
// is O(log n) amortised.
type StackDistance struct {
	core
	tree []int32 // Fenwick tree over times 1..len(tree)-1
	now  int64   // next time to assign (1-based)
}

// NewStackDistance returns an empty stack with room for about hint keys.
func NewStackDistance(hint int64) *StackDistance {
	s := &StackDistance{}
	s.core.init(1, hint)
	s.tree = make([]int32, max(2*min(max(hint, 16), maxPrealloc), 64)+1)
	s.now = 1
	return s
}

// Access records a request for key and returns its stack distance: 0 on the
// first request for key, else its position (1-based) in the LRU stack.
func (s *StackDistance) Access(key uint64) int64 {
	d, _ := s.AccessRef(key)
	return d
}

// AccessRef is Access that also returns key's ref: a small index (≥ 0),
// the same for every request of key, distinct between keys (the stack
// forgets no key).
func (s *StackDistance) AccessRef(key uint64) (int64, int32) {
	if s.now >= int64(len(s.tree)) {
		s.compact()
	}
	n := s.find(key)
	var d int64
	if n < 0 {
		n = s.alloc(key, 0)
		s.pushFront(qList, n)
	} else {
		t := int64(s.nodes[n].size) // the node's last access time
		d = int64(s.count) - s.prefix(t-1)
		s.add(t, -1)
		s.move(qList, n)
	}
	s.nodes[n].size = uint32(s.now)
	s.add(s.now, 1)
	s.now++
	return d, n
}

// Len is the number of distinct keys seen.
func (s *StackDistance) Len() int { return s.count }

// compact renumbers the marks 1..count in recency order (LRU first) and
// rebuilds the tree, doubling it when it is more than half full.
func (s *StackDistance) compact() {
	if 2*(s.count+1) > len(s.tree) {
		s.tree = make([]int32, 2*len(s.tree))
	} else {
		clear(s.tree)
	}
	t := int64(1)
	for n := s.nodes[qList].prev; n != qList; n = s.nodes[n].prev {
		s.nodes[n].size = uint32(t)
		t++
	}
	// Linear-time Fenwick build over ones at 1..count.
	for i := int64(1); i < int64(len(s.tree)); i++ {
		if i < t {
			s.tree[i]++
		}
		if j := i + (i & -i); j < int64(len(s.tree)) {
			s.tree[j] += s.tree[i]
		}
	}
	s.now = t
}

func (s *StackDistance) add(i int64, v int32) {
	for ; i < int64(len(s.tree)); i += i & -i {
		s.tree[i] += v
	}
}

// prefix is the number of marks at times 1..i.
func (s *StackDistance) prefix(i int64) int64 {
	var sum int64
	for ; i > 0; i -= i & -i {
		sum += int64(s.tree[i])
	}
	return sum
}
