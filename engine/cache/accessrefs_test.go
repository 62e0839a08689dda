package cache_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sizewise/sizewise/engine/cache"
)

// AccessRefs over a run of keys answers what AccessRef gives one key at a
// time, hit for hit and ref for ref, and leaves the cache in the same
// state: every policy, a cache whose index stays in the CPU's caches and
// one large enough that AccessRefs prefetches (more than 1<<16 index
// slots), batches of every length from 1 to 300.
func TestAccessRefsEqualsAccessRef(t *testing.T) {
	for _, p := range cache.Policies {
		for _, c := range []int64{50, 200_000} {
			t.Run(fmt.Sprintf("%s/c=%d", p, c), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(20261205, uint64(c)))
				batch, one := cache.New(p, c, true), cache.New(p, c, true)
				space := uint64(c + c/2) // a quarter more keys than fit: hits, misses and evictions
				var keys []uint64
				hits, refs := make([]bool, 300), make([]int32, 300)
				for n := 0; n < 600_000; n += len(keys) {
					keys = keys[:0]
					for range 1 + rng.IntN(300) {
						keys = append(keys, rng.Uint64N(space))
					}
					batch.AccessRefs(keys, hits, refs)
					for i, k := range keys {
						h, r := one.AccessRef(k, 1)
						if h != hits[i] || r != refs[i] {
							t.Fatalf("request %d (key %d): AccessRefs gives hit %v ref %d, AccessRef %v %d", n+i, k, hits[i], refs[i], h, r)
						}
					}
				}
			})
		}
	}
}

// AccessRefs is for unit-size caches only: a byte-sized one panics rather
// than treat every request as one unit.
func TestAccessRefsNeedsUnitSize(t *testing.T) {
	for _, p := range cache.Policies {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: AccessRefs on a byte-sized cache did not panic", p)
				}
			}()
			cache.New(p, 1<<20, false).AccessRefs([]uint64{1}, make([]bool, 1), make([]int32, 1))
		}()
	}
}
