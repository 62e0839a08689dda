// Package cache implements the cache replacement policies of the Sizewise
// cache simulator: LRU, FIFO and ARC, each with a capacity counted in objects
// (unit size: every object has size 1) or in bytes (every object has its own
// size). One call to Access replays one request and reports a hit or a miss.
//
// Semantics (docs/contract.md §4, "--mode object"):
//
//   - A hit updates the policy's recency information only; the object keeps
//     the size it was inserted with.
//   - A miss evicts until the object fits and inserts it. An object larger
//     than the whole cache is a miss and is not inserted (nothing changes).
//   - LRU and FIFO are the textbook policies: LRU evicts the least recently
//     used object, FIFO the one inserted first (a hit does not reorder).
//   - ARC with unit size follows Megiddo and Modha, "ARC: A Self-Tuning, Low
//     Overhead Replacement Cache", FAST 2003, Figure 4, case by case, with the
//     target p real-valued and the adaptation steps δ1 = max(|B2|/|B1|, 1) and
//     δ2 = max(|B1|/|B2|, 1) as real ratios.
//   - ARC with byte sizes is the size-aware ARC of libCacheSim as docs/contract.md
//     §4 words it: |T1|, |T2|, |B1|, |B2| are byte totals, a ghost hit moves p
//     by δ (the ratio of byte totals, not scaled by the object's size) clamped
//     to [0, c] and inserts at the MRU end of T2, any other miss inserts at the
//     MRU end of T1, and eviction repeats until the object fits.
//
// A size of 0 is counted as 1 byte, so that a byte cache of capacity c never
// holds more than c objects. Sizes must not be negative.
//
// Cost: Access is O(1) (amortised; ARC's eviction loop is bounded by the
// number of objects it removes) and allocates nothing once the cache has
// reached its largest population. Objects live in a slab of nodes linked into
// intrusive doubly-linked lists by int32 index, found through an
// open-addressing hash index from key to node; memory is proportional to the
// number of objects held (plus ARC's ghosts, at most c more with unit size),
// never to the length of the trace.
//
// LRUStack is several LRU caches of different capacities in one pass, each
// exactly as its own LRU cache: by stack inclusion (extended to sizes) a
// request hits every capacity of at least its byte stack distance, found in
// O(log n) whatever the number of capacities; the capacities an object
// larger than them, or a size change, would split off leave the stack for a
// MultiLRU, exact from there on (see its documentation). MultiLRU is several
// LRU caches of different capacities in one structure, each exactly as its
// own LRU cache, at one index lookup per request for all of them. Index entries are 8 bytes (a 32-bit tag of
// the key's hash and a node reference) and nodes 24 bytes, so sizes are at
// most MaxSize (2^32 − 1 bytes). Prefetch lets a replay loop load the index
// entry of a request a few requests ahead.
//
// The package does no I/O and is safe for use by one goroutine at a time per
// cache; separate caches may run in parallel.
package cache
