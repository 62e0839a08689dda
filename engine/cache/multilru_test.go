package cache

import (
	"fmt"
	"math/bits"
	"slices"
	"testing"
)

// checkMulti verifies MultiLRU's structure: every linked node is held by some
// cache, each cache's totals match its nodes, and tail[i] is the least
// recently used node of cache i.
func checkMulti(m *MultiLRU) error {
	S := len(m.caps)
	used := make([]int64, S)
	last := make([]int32, S)
	linked := 0
	for n := m.nodes[qList].next; n != qList; n = m.nodes[n].next {
		linked++
		if m.mask(n) == 0 {
			return fmt.Errorf("node %d (key %d) is held by no cache", n, m.nodes[n].key)
		}
		if m.find(m.nodes[n].key) != n {
			return fmt.Errorf("key %d not indexed at node %d", m.nodes[n].key, n)
		}
		for i := range S {
			if m.mask(n)&(1<<i) != 0 {
				if m.unit {
					used[i]++
				} else {
					used[i] += int64(m.sizes[int(n)*S+i])
				}
				last[i] = n
			}
		}
	}
	if linked != m.count {
		return fmt.Errorf("%d linked, %d indexed", linked, m.count)
	}
	for i := range S {
		if used[i] != m.used[i] || used[i] > m.caps[i] {
			return fmt.Errorf("cache %d: used %d, nodes hold %d, capacity %d", i, m.used[i], used[i], m.caps[i])
		}
		if last[i] != m.tail[i] {
			return fmt.Errorf("cache %d: tail %d, want %d", i, m.tail[i], last[i])
		}
	}
	return nil
}

// TestMultiLRUEqualsSeparateRuns: every capacity of a MultiLRU hits exactly
// when its own LRU (and the brute-force reference) hits, request by request,
// holds the same keys in the same order, and so has the same misses and miss
// bytes — with sizes that change from request to request and objects larger
// than the small caches, where stack inclusion does not hold.
func TestMultiLRUEqualsSeparateRuns(t *testing.T) {
	for _, unit := range []bool{true, false} {
		for _, stable := range []bool{true, false} {
			for seed := uint64(1); seed <= 4; seed++ {
				caps := []int64{1, 7, 3, 40, 200, 13, 1000, 2}
				if seed%2 == 0 {
					caps = []int64{64, 64, 5, 300}
				}
				t.Run(fmt.Sprintf("unit=%v/stable=%v/seed=%d", unit, stable, seed), func(t *testing.T) {
					m := NewMultiLRU(caps, unit)
					sep := make([]*LRU, len(caps))
					refs := make([]*refQueue, len(caps))
					for i, c := range caps {
						sep[i] = NewLRU(c, unit)
						refs[i] = &refQueue{c: c, unit: unit, promote: true}
					}
					missBytes := make([]int64, len(caps))
					wantMissBytes := make([]int64, len(caps))
					w := newWorkload(seed, 600, 120, stable)
					for r := range 20_000 {
						k, s := w.next()
						hits, ref := m.Access(k, s)
						held := false
						for i := range caps {
							want := sep[i].Access(k, s)
							if want != refs[i].access(k, s) {
								t.Fatalf("LRU and reference disagree")
							}
							if got := hits&(1<<i) != 0; got != want {
								t.Fatalf("request %d (key %d size %d) cache %d (c=%d): hit %v, separate run %v", r, k, s, i, caps[i], got, want)
							}
							sz := objectSize(s, unit)
							if !want {
								wantMissBytes[i] += sz
							}
							if hits&(1<<i) == 0 {
								missBytes[i] += sz
							}
							held = held || sep[i].Contains(k)
						}
						if held != (ref >= 0) || (ref >= 0 && m.nodes[ref].key != k) {
							t.Fatalf("request %d: ref %d, held %v", r, ref, held)
						}
						if r%97 == 0 || r < 300 {
							for i := range caps {
								if !slices.Equal(m.Keys(i), sep[i].Keys()) {
									t.Fatalf("request %d cache %d: keys %v, separate %v", r, i, m.Keys(i), sep[i].Keys())
								}
								if m.Used(i) != sep[i].Used() {
									t.Fatalf("request %d cache %d: used %d, separate %d", r, i, m.Used(i), sep[i].Used())
								}
							}
							if err := checkMulti(m); err != nil {
								t.Fatalf("request %d: %v", r, err)
							}
						}
					}
					if !slices.Equal(missBytes, wantMissBytes) {
						t.Fatalf("miss bytes %v, separate runs %v", missBytes, wantMissBytes)
					}
					if bits.OnesCount32(m.all) != len(caps) {
						t.Fatal("mask of all caches")
					}
				})
			}
		}
	}
}

func TestMultiLRUZeroAllocsInSteadyState(t *testing.T) {
	m := NewMultiLRU([]int64{100, 1000, 5000}, false)
	w := newWorkload(3, 20_000, 8, true)
	keys := make([]uint64, 1<<16)
	sizes := make([]int64, len(keys))
	for i := range keys {
		keys[i], sizes[i] = w.next()
		keys[i] %= 20_000
	}
	for range 3 {
		for i := range keys {
			m.Access(keys[i], sizes[i])
		}
	}
	i := 0
	if a := testing.AllocsPerRun(100_000, func() { m.Access(keys[i&(len(keys)-1)], sizes[i&(len(keys)-1)]); i++ }); a != 0 {
		t.Fatalf("%v allocations per request", a)
	}
}
