package cache

import "math/bits"

// node is one object (resident or ghost) in the slab. prev and next link it
// into one of the circular lists whose sentinels are the first nodes of the
// slab; list says which.
type node struct {
	key        uint64
	size       int64
	prev, next int32
	list       int32
}

// slot is one entry of the hash index: a key and 1 + its node's index (0
// marks an empty slot).
type slot struct {
	key uint64
	ref int32
}

// core is the storage shared by every policy: a slab of nodes whose first
// nLists entries are list sentinels (next = MRU end, prev = LRU end), a free
// chain through next, and an open-addressing index (linear probing with
// backward-shift deletion, Fibonacci hashing, load at most 1/2).
type core struct {
	nodes []node
	free  int32 // head of the free chain, -1 when empty
	slots []slot
	shift uint // 64 - log2(len(slots))
	count int  // keys in the index
}

// maxPrealloc bounds what a constructor reserves up front; past it the slab
// and the index grow by doubling as objects arrive.
const maxPrealloc = 1 << 16

// init prepares nLists empty lists and room for about hint objects.
func (c *core) init(nLists int, hint int64) {
	hint = min(max(hint, 16), maxPrealloc)
	c.nodes = make([]node, nLists, nLists+int(hint))
	for i := range c.nodes {
		c.nodes[i] = node{prev: int32(i), next: int32(i), list: int32(i)}
	}
	c.free = -1
	n := 1 << bits.Len64(uint64(2*hint-1)) // power of two ≥ 2·hint
	c.slots = make([]slot, n)
	c.shift = uint(64 - bits.TrailingZeros64(uint64(n)))
	c.count = 0
}

// reset empties every list and the index, keeping the memory.
func (c *core) reset(nLists int) {
	c.nodes = c.nodes[:nLists]
	for i := range c.nodes {
		c.nodes[i] = node{prev: int32(i), next: int32(i), list: int32(i)}
	}
	c.free = -1
	clear(c.slots)
	c.count = 0
}

func (c *core) home(key uint64) uint64 {
	return (key * 0x9E3779B97F4A7C15) >> c.shift
}

// find returns the node index of key, or -1.
func (c *core) find(key uint64) int32 {
	mask := uint64(len(c.slots) - 1)
	for i := c.home(key); ; i = (i + 1) & mask {
		s := &c.slots[i]
		if s.ref == 0 {
			return -1
		}
		if s.key == key {
			return s.ref - 1
		}
	}
}

// put indexes key (absent) at node n.
func (c *core) put(key uint64, n int32) {
	if 2*(c.count+1) > len(c.slots) {
		c.grow()
	}
	mask := uint64(len(c.slots) - 1)
	i := c.home(key)
	for c.slots[i].ref != 0 {
		i = (i + 1) & mask
	}
	c.slots[i] = slot{key: key, ref: n + 1}
	c.count++
}

func (c *core) grow() {
	old := c.slots
	c.slots = make([]slot, 2*len(old))
	c.shift--
	mask := uint64(len(c.slots) - 1)
	for _, s := range old {
		if s.ref == 0 {
			continue
		}
		i := c.home(s.key)
		for c.slots[i].ref != 0 {
			i = (i + 1) & mask
		}
		c.slots[i] = s
	}
}

// unindex removes key (present) from the index, shifting later entries of
// its probe run back so that no tombstone is needed.
func (c *core) unindex(key uint64) {
	mask := uint64(len(c.slots) - 1)
	i := c.home(key)
	for c.slots[i].key != key {
		if c.slots[i].ref == 0 {
			panic("cache: internal error: removing a key that is not indexed")
		}
		i = (i + 1) & mask
	}
	if c.slots[i].ref == 0 {
		panic("cache: internal error: removing a key that is not indexed")
	}
	for j := (i + 1) & mask; ; j = (j + 1) & mask {
		s := c.slots[j]
		if s.ref == 0 {
			break
		}
		h := c.home(s.key)
		// Move s back to the hole at i unless its home lies cyclically in (i, j].
		if (j > i && (h <= i || h > j)) || (j < i && h <= i && h > j) {
			c.slots[i] = s
			i = j
		}
	}
	c.slots[i] = slot{}
	c.count--
}

// alloc takes a node from the free chain or the slab and indexes key at it.
func (c *core) alloc(key uint64, size int64) int32 {
	var n int32
	if c.free >= 0 {
		n = c.free
		c.free = c.nodes[n].next
	} else {
		n = int32(len(c.nodes))
		c.nodes = append(c.nodes, node{})
	}
	c.nodes[n] = node{key: key, size: size}
	c.put(key, n)
	return n
}

// release unlinks node n, drops its key from the index and frees it.
func (c *core) release(n int32) {
	c.unlink(n)
	c.unindex(c.nodes[n].key)
	c.nodes[n].next = c.free
	c.free = n
}

// pushFront links node n at the MRU end of list l.
func (c *core) pushFront(l, n int32) {
	nd := &c.nodes[n]
	h := &c.nodes[l]
	nd.list = l
	nd.prev = l
	nd.next = h.next
	c.nodes[h.next].prev = n
	h.next = n
}

// unlink takes node n out of its list.
func (c *core) unlink(n int32) {
	nd := &c.nodes[n]
	c.nodes[nd.prev].next = nd.next
	c.nodes[nd.next].prev = nd.prev
}

// back is the LRU end of list l, or l itself when the list is empty.
func (c *core) back(l int32) int32 { return c.nodes[l].prev }

// empty reports whether list l has no nodes.
func (c *core) empty(l int32) bool { return c.nodes[l].next == l }

// move relinks node n at the MRU end of list l.
func (c *core) move(l, n int32) {
	c.unlink(n)
	c.pushFront(l, n)
}

// keys lists the keys of list l from the MRU end to the LRU end.
func (c *core) keys(l int32) []uint64 {
	var out []uint64
	for n := c.nodes[l].next; n != l; n = c.nodes[n].next {
		out = append(out, c.nodes[n].key)
	}
	return out
}

// objectSize is the accounted size of a request: 1 with unit size, else size
// with 0 counted as 1. A negative size is a programming error.
func objectSize(size int64, unit bool) int64 {
	if unit {
		return 1
	}
	if size < 0 {
		panic("cache: negative object size")
	}
	return max(size, 1)
}
