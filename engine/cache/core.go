package cache

import "math/bits"

// node is one object (resident or ghost) in the slab. prev and next link it
// into one of the circular lists whose sentinels are the first nodes of the
// slab; list says which.
//
// 24 bytes: sizes are at most MaxSize, so that the slab stays small (ARC keeps
// up to twice its capacity in nodes, ghosts included).
type node struct {
	key        uint64
	size       uint32
	prev, next int32
	list       int32
}

// MaxSize is the largest object size a cache accepts, in bytes: 2^32 − 1,
// the largest length a vSCSI or oracle-general record can carry.
const MaxSize = 1<<32 - 1

// slot is one entry of the hash index, 8 bytes: tag is the high 32 bits of
// the key's hash and ref is 1 + its node's index (0 marks an empty slot). A
// tag match is confirmed against the node's key. Eight slots share a
// 64-byte cache line, so a probe run rarely leaves one.
type slot struct {
	tag uint32
	ref int32
}

// core is the storage shared by every policy: a slab of nodes whose first
// nLists entries are list sentinels (next = MRU end, prev = LRU end), a free
// chain through next, and an open-addressing index (linear probing with
// backward-shift deletion, Fibonacci hashing, load at most 1/2). The index
// stores a 32-bit tag of the hash, not the key: the home slot of a tag is
// tag >> (shift − 32), so growing and deleting never read the nodes.
type core struct {
	nodes []node
	free  int32 // head of the free chain, -1 when empty
	slots []slot
	shift uint   // 64 - log2(len(slots)), ≥ 32
	count int    // keys in the index
	sink  uint32 // what prefetch loads, so that the load is kept
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

// tagOf is the high 32 bits of key's Fibonacci hash.
func tagOf(key uint64) uint32 { return uint32((key * 0x9E3779B97F4A7C15) >> 32) }

// homeOf is the home slot of a tag: the top log2(len(slots)) bits of the hash.
func (c *core) homeOf(tag uint32) uint64 { return uint64(tag) >> (c.shift - 32) }

// find returns the node index of key, or -1.
//
// The hot primitives below read c's slices into locals once, so that their
// headers stay in registers across the stores (the compiler must reload a
// field after every store through a pointer) and i&mask needs no bounds
// check.
func (c *core) find(key uint64) int32 {
	tag := tagOf(key)
	slots, nodes := c.slots, c.nodes
	mask := uint64(len(slots) - 1)
	for i := c.homeOf(tag); ; i++ {
		s := slots[i&mask]
		if s.ref == 0 {
			return -1
		}
		if s.tag == tag && nodes[s.ref-1].key == key {
			return s.ref - 1
		}
	}
}

// prefetch loads key's home slot, so that a request for key a few requests
// later finds it in the CPU cache: the loads of several requests overlap
// instead of each waiting for memory in turn.
func (c *core) prefetch(key uint64) {
	c.sink += c.slots[c.homeOf(tagOf(key))].tag
}

// PrefetchDistance is how many requests ahead callers prefetch (see
// Cache.Prefetch).
const PrefetchDistance = 8

// maxSlots bounds the index (2^32 slots, so that a tag holds the home).
const maxSlots = 1 << 32

// put indexes key (absent) at node n.
func (c *core) put(key uint64, n int32) {
	if 2*(c.count+1) > len(c.slots) {
		c.grow()
	}
	tag := tagOf(key)
	slots := c.slots
	mask := uint64(len(slots) - 1)
	i := c.homeOf(tag)
	for slots[i&mask].ref != 0 {
		i++
	}
	slots[i&mask] = slot{tag: tag, ref: n + 1}
	c.count++
}

func (c *core) grow() {
	if len(c.slots) >= maxSlots {
		panic("cache: internal error: index of 2^32 slots is full")
	}
	old := c.slots
	c.slots = make([]slot, 2*len(old))
	c.shift--
	mask := uint64(len(c.slots) - 1)
	for _, s := range old {
		if s.ref == 0 {
			continue
		}
		i := c.homeOf(s.tag)
		for c.slots[i].ref != 0 {
			i = (i + 1) & mask
		}
		c.slots[i] = s
	}
}

// unindex removes the key of node n (indexed) from the index, shifting later
// entries of its probe run back so that no tombstone is needed.
func (c *core) unindex(n int32) {
	slots := c.slots
	mask := uint64(len(slots) - 1)
	shift := c.shift - 32
	ref := n + 1
	i := uint64(tagOf(c.nodes[n].key)) >> shift
	for {
		r := slots[i&mask].ref
		if r == ref {
			break
		}
		if r == 0 {
			panic("cache: internal error: removing a key that is not indexed")
		}
		i++
	}
	i &= mask
	for j := (i + 1) & mask; ; j = (j + 1) & mask {
		s := slots[j]
		if s.ref == 0 {
			break
		}
		h := uint64(s.tag) >> shift
		// Move s back to the hole at i unless its home lies cyclically in (i, j].
		if (j > i && (h <= i || h > j)) || (j < i && h <= i && h > j) {
			slots[i&mask] = s
			i = j
		}
	}
	slots[i&mask] = slot{}
	c.count--
}

// alloc takes a node from the free chain or the slab and indexes key at it.
func (c *core) alloc(key uint64, size uint32) int32 {
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
	c.unindex(n)
	c.nodes[n].next = c.free
	c.free = n
}

// pushFront links node n at the MRU end of list l.
func (c *core) pushFront(l, n int32) {
	c.nodes[n].list = l
	c.linkFront(l, n)
}

// linkFront links node n at the MRU end of list l, leaving its list field.
func (c *core) linkFront(l, n int32) {
	nodes := c.nodes
	f := nodes[l].next
	nd := &nodes[n]
	nd.prev, nd.next = l, f
	nodes[f].prev = n
	nodes[l].next = n
}

// unlink takes node n out of its list.
func (c *core) unlink(n int32) {
	nodes := c.nodes
	p, x := nodes[n].prev, nodes[n].next
	nodes[p].next = x
	nodes[x].prev = p
}

// back is the LRU end of list l, or l itself when the list is empty.
func (c *core) back(l int32) int32 { return c.nodes[l].prev }

// empty reports whether list l has no nodes.
func (c *core) empty(l int32) bool { return c.nodes[l].next == l }

// move relinks node n at the MRU end of list l.
func (c *core) move(l, n int32) {
	nodes := c.nodes
	nd := &nodes[n]
	p, x := nd.prev, nd.next
	nodes[p].next = x
	nodes[x].prev = p
	f := nodes[l].next
	nd.prev, nd.next, nd.list = l, f, l
	nodes[f].prev = n
	nodes[l].next = n
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
// with 0 counted as 1. A size outside [0, MaxSize] is a programming error.
func objectSize(size int64, unit bool) int64 {
	if unit {
		return 1
	}
	if size < 0 || size > MaxSize {
		panic("cache: object size outside [0, 2^32 − 1]")
	}
	return max(size, 1)
}
