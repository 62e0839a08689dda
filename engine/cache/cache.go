package cache

import (
	"fmt"
	"strings"
)

// Cache is a replacement policy over a fixed capacity.
type Cache interface {
	// Access replays one request for the object key of size bytes (ignored
	// with unit size) and reports whether it was a hit. size must be ≥ 0.
	Access(key uint64, size int64) (hit bool)
	// Capacity is c: objects with unit size, bytes otherwise.
	Capacity() int64
	// Used is the total size of the resident objects (objects with unit size).
	Used() int64
	// Len is the number of resident objects.
	Len() int
	// Contains reports whether key is resident, without touching recency.
	Contains(key uint64) bool
	// Reset empties the cache, keeping its memory.
	Reset()
	// Policy names the policy.
	Policy() Policy
	// UnitSize reports whether every object counts as size 1.
	UnitSize() bool
	// Prefetch hints that key will be requested soon (PrefetchDistance
	// requests later): it loads the index entry key would use. It changes
	// nothing else; a replay loop runs faster with it.
	Prefetch(key uint64)
}

// RefCache is a Cache whose entries can carry data of the caller's: the
// vSAN model keeps which chunks of each resident line are valid.
type RefCache interface {
	Cache
	// AccessRef is Access that also returns ref, a small index (≥ 0) of
	// the entry holding key after the access, or -1 when key is not
	// resident (an object larger than the cache). A ref stays with its key
	// while the key is resident; once the key leaves, the ref may be reused
	// for another key, which is then a miss. With ARC a ref also follows
	// the key into a ghost list, where it is not resident.
	AccessRef(key uint64, size int64) (hit bool, ref int32)
	// AccessRefs replays keys in order as unit-size requests (the cache
	// must have unit size): hits[i] and refs[i] are what AccessRef(keys[i],
	// 1) would return. hits and refs are at least as long as keys. One call
	// for a run of requests saves a dynamic call per request, and prefetches
	// only when the index outgrows the CPU's caches (prefetchSlots).
	AccessRefs(keys []uint64, hits []bool, refs []int32)
}

// prefetchSlots is the index size (in slots of 8 bytes: 512 KiB) above which
// AccessRefs prefetches; a smaller index stays in the CPU's caches, where
// the prefetch is only an extra load (8 % of a WebAssembly run of 2,000
// lines).
const prefetchSlots = 1 << 16

// needUnit panics unless the cache has unit size.
func needUnit(unit bool) {
	if !unit {
		panic("cache: AccessRefs needs a unit-size cache")
	}
}

// Policy names a replacement policy.
type Policy string

// The policies of the simulator (docs/contract.md §4 --policy).
const (
	LRUPolicy  Policy = "lru"
	FIFOPolicy Policy = "fifo"
	ARCPolicy  Policy = "arc"
)

// Policies lists every policy, in the order the CLI documents them.
var Policies = []Policy{LRUPolicy, FIFOPolicy, ARCPolicy}

// ParsePolicy reads a policy name, case-insensitively; another name is an
// *Error.
func ParsePolicy(s string) (Policy, error) {
	p := Policy(strings.ToLower(strings.TrimSpace(s)))
	for _, q := range Policies {
		if p == q {
			return p, nil
		}
	}
	return "", unknownPolicy(s)
}

// New returns an empty cache of policy p with capacity c (objects when
// unitSize, else bytes). c must be ≥ 1 and p one of Policies; anything else
// is a programming error and panics.
func New(p Policy, c int64, unitSize bool) RefCache {
	switch p {
	case LRUPolicy:
		return NewLRU(c, unitSize)
	case FIFOPolicy:
		return NewFIFO(c, unitSize)
	case ARCPolicy:
		return NewARC(c, unitSize)
	}
	panic("cache: unknown policy " + string(p))
}

func checkCapacity(c int64) {
	if c < 1 {
		panic(fmt.Sprintf("cache: capacity %d is not positive", c))
	}
}

// hint is how many objects to reserve room for up front: the capacity with
// unit size, a guess for bytes (4 KiB objects).
func hint(c int64, unitSize bool) int64 {
	if unitSize {
		return c
	}
	return c / 4096
}
