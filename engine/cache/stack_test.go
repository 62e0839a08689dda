package cache

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestStackDistanceAgainstBruteForce compares with the definition: the
// position of the key in an explicit LRU stack.
func TestStackDistanceAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 2))
	s := NewStackDistance(1) // tiny, so compaction and growth both happen often
	var stack []uint64
	for i := range 50_000 {
		k := rng.Uint64N(300)
		if i%100 == 0 {
			k = rng.Uint64()
		}
		want := int64(0)
		if j := slices.Index(stack, k); j >= 0 {
			want = int64(j + 1)
			stack = slices.Delete(stack, j, j+1)
		}
		stack = slices.Insert(stack, 0, k)
		if got := s.Access(k); got != want {
			t.Fatalf("request %d (key %d): distance %d, want %d", i, k, got, want)
		}
	}
	if s.Len() != len(stack) {
		t.Fatalf("Len %d, want %d", s.Len(), len(stack))
	}
}

// TestStackDistanceGivesLRUHits: LRU(c) hits exactly the requests with
// 1 ≤ d ≤ c, for every c, from one pass.
func TestStackDistanceGivesLRUHits(t *testing.T) {
	w := newWorkload(11, 5000, 1, true)
	keys := make([]uint64, 100_000)
	for i := range keys {
		keys[i], _ = w.next()
	}
	s := NewStackDistance(16)
	hist := map[int64]int{}
	for _, k := range keys {
		hist[s.Access(k)]++
	}
	for _, c := range []int64{1, 2, 10, 100, 1000, 4000, 10_000} {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			want := 0
			lru := NewLRU(c, true)
			for _, k := range keys {
				if lru.Access(k, 1) {
					want++
				}
			}
			got := 0
			for d, n := range hist {
				if d >= 1 && d <= c {
					got += n
				}
			}
			if got != want {
				t.Fatalf("c=%d: %d hits from distances, %d from LRU", c, got, want)
			}
		})
	}
}

func TestStackDistanceZeroAllocs(t *testing.T) {
	s := NewStackDistance(1 << 12)
	rng := rand.New(rand.NewPCG(1, 1))
	keys := make([]uint64, 1<<14)
	for i := range keys {
		keys[i] = rng.Uint64N(1000)
	}
	for _, k := range keys {
		s.Access(k)
	}
	i := 0
	if a := testing.AllocsPerRun(50_000, func() { s.Access(keys[i&(len(keys)-1)]); i++ }); a != 0 {
		t.Fatalf("%v allocations per request", a)
	}
}
