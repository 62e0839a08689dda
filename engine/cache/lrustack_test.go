package cache

import (
	"fmt"
	"slices"
	"testing"
)

// TestLRUStackEqualsSeparateRuns: every capacity of an LRUStack hits exactly
// when its own LRU cache hits, request by request, holds the same keys in
// the same order, and so has the same misses and miss bytes: with unit
// size, with sizes that stay with their objects (where stack inclusion
// holds), with sizes that change from request to request, and with objects
// larger than the small capacities (where it does not, and those capacities
// leave the stack).
func TestLRUStackEqualsSeparateRuns(t *testing.T) {
	capSets := [][]int64{
		{1, 7, 3, 40, 200, 13, 1000, 2},
		{64, 64, 5, 300},
		{5000},
		{100, 2000, 400, 800, 1600, 3200, 6400, 12800},
		{3, 3000, 30, 300, 30000, 1, 10, 100, 1000, 10000, 20, 200, 2000, 20000, 5, 50, 500, 5000, 50000, 2, 4, 6, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096},
	}
	for _, unit := range []bool{true, false} {
		for _, stable := range []bool{true, false} {
			for ci, caps := range capSets {
				for seed := uint64(1); seed <= 2; seed++ {
					for _, maxSize := range []int64{8, 120, 5000} {
						t.Run(fmt.Sprintf("unit=%v/stable=%v/caps=%d/seed=%d/max=%d", unit, stable, ci, seed, maxSize), func(t *testing.T) {
							checkLRUStack(t, caps, unit, newWorkload(seed, 600, maxSize, stable), 12_000)
						})
					}
				}
			}
		}
	}
}

// checkLRUStack replays requests through an LRUStack of caps and through one
// LRU per capacity and fails at the first difference.
func checkLRUStack(t *testing.T, caps []int64, unit bool, w *workload, requests int) {
	t.Helper()
	l := NewLRUStack(caps, unit)
	sep := make([]*LRU, len(caps))
	for i, c := range caps {
		sep[i] = NewLRU(c, unit)
	}
	misses := make([]int64, len(caps))
	missBytes := make([]int64, len(caps))
	first := map[uint64]int64{}
	for r := range requests {
		k, s := w.next()
		if r%5 == 0 {
			k %= 64 // a hot set, so that the large capacities hit
		}
		if w.stable { // an object keeps the size of its first request
			if s0, ok := first[k]; ok {
				s = s0
			}
			first[k] = s
		}
		hits := l.Access(k, s)
		for i := range caps {
			want := sep[i].Access(k, s)
			if got := hits&(1<<i) != 0; got != want {
				t.Fatalf("request %d (key %d size %d) capacity %d (%d): hit %v, separate run %v (%d of %d in the stack)",
					r, k, s, i, caps[i], got, want, l.InStack(), len(caps))
			}
			if !want {
				misses[i]++
				missBytes[i] += objectSize(s, unit)
			}
		}
		if r%101 == 0 || r < 200 {
			for i := range caps {
				if got, want := l.Keys(i), sep[i].Keys(); !slices.Equal(got, want) {
					t.Fatalf("request %d capacity %d (%d): keys %v, separate run %v", r, i, caps[i], got, want)
				}
			}
		}
	}
	for i := range caps {
		m, b := l.Misses(i)
		if m != misses[i] || b != missBytes[i] {
			t.Fatalf("capacity %d (%d): %d misses, %d bytes; separate run %d, %d", i, caps[i], m, b, misses[i], missBytes[i])
		}
	}
	if unit || w.stable && w.maxSize <= slices.Min(caps) {
		// Inclusion holds throughout: nothing left the stack.
		if l.InStack() != len(caps) {
			t.Fatalf("%d of %d capacities in the stack", l.InStack(), len(caps))
		}
	}
}

// TestLRUStackCompacts: the stack's times are renumbered as they run out,
// many times over, without changing an answer.
func TestLRUStackCompacts(t *testing.T) {
	checkLRUStack(t, []int64{10, 100, 1000}, true, newWorkload(9, 3000, 1, true), 200_000)
}

func TestLRUStackZeroAllocsInSteadyState(t *testing.T) {
	l := NewLRUStack([]int64{10_000, 100_000, 500_000}, false)
	w := newWorkload(3, 20_000, 8, true)
	keys := make([]uint64, 1<<16)
	sizes := make([]int64, len(keys))
	for i := range keys {
		keys[i], sizes[i] = w.next()
		keys[i] %= 20_000
		sizes[i] = int64(keys[i]%7) + 1
	}
	for range 3 {
		for i := range keys {
			l.Access(keys[i], sizes[i])
		}
	}
	i := 0
	if a := testing.AllocsPerRun(100_000, func() { l.Access(keys[i&(len(keys)-1)], sizes[i&(len(keys)-1)]); i++ }); a != 0 {
		t.Fatalf("%v allocations per request", a)
	}
	if l.InStack() != 3 {
		t.Fatalf("%d in the stack", l.InStack())
	}
}

// TestLRUStackLeaves: an object larger than the small capacity makes it
// leave the stack, and so does a size change the small capacity misses on;
// both carry on exactly.
func TestLRUStackLeaves(t *testing.T) {
	l := NewLRUStack([]int64{10, 100, 1000}, false)
	sep := []*LRU{NewLRU(10, false), NewLRU(100, false), NewLRU(1000, false)}
	reqs := []struct {
		key  uint64
		size int64
		in   int // capacities in the stack afterwards
	}{
		{1, 5, 3}, {2, 5, 3}, {1, 5, 3},
		{3, 50, 2}, // larger than 10: 10 leaves
		{1, 5, 2}, {2, 5, 2},
		{4, 60, 2}, {5, 60, 2}, // 100 holds 5 (and 2, 1? no: 60+5+5 ≤ 100)
		{3, 70, 1}, // 3 changed size and 100 misses on it: 100 leaves
		{3, 70, 1}, {1, 5, 1}, {6, 2000, 1}, {1, 5, 1},
	}
	for r, q := range reqs {
		hits := l.Access(q.key, q.size)
		for i := range sep {
			if want := sep[i].Access(q.key, q.size); (hits&(1<<i) != 0) != want {
				t.Fatalf("request %d capacity %d: hit %v, separate run %v", r, i, !want, want)
			}
			if !slices.Equal(l.Keys(i), sep[i].Keys()) {
				t.Fatalf("request %d capacity %d: keys %v, separate run %v", r, i, l.Keys(i), sep[i].Keys())
			}
		}
		if l.InStack() != q.in {
			t.Fatalf("request %d: %d capacities in the stack, want %d", r, l.InStack(), q.in)
		}
	}
}
