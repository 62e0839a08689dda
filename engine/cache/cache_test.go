package cache

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// checkCore verifies the structure shared by every policy: each list is a
// well-formed circle whose nodes say they belong to it, the totals per list
// match the nodes' sizes, and the index finds exactly the linked nodes.
func checkCore(c *core, nLists int32) (sizes []int64, counts []int, err error) {
	sizes = make([]int64, nLists)
	counts = make([]int, nLists)
	linked := 0
	for l := int32(0); l < nLists; l++ {
		prev := l
		for n := c.nodes[l].next; n != l; n = c.nodes[n].next {
			nd := c.nodes[n]
			if nd.list != l {
				return nil, nil, fmt.Errorf("node %d in list %d says list %d", n, l, nd.list)
			}
			if nd.prev != prev {
				return nil, nil, fmt.Errorf("node %d: prev %d, want %d", n, nd.prev, prev)
			}
			if got := c.find(nd.key); got != n {
				return nil, nil, fmt.Errorf("key %d: index gives node %d, want %d", nd.key, got, n)
			}
			sizes[l] += int64(nd.size)
			counts[l]++
			linked++
			prev = n
			if linked > len(c.nodes) {
				return nil, nil, fmt.Errorf("list %d loops", l)
			}
		}
		if c.nodes[l].prev != prev {
			return nil, nil, fmt.Errorf("list %d: tail %d, want %d", l, c.nodes[l].prev, prev)
		}
	}
	if linked != c.count {
		return nil, nil, fmt.Errorf("%d nodes linked, %d keys indexed", linked, c.count)
	}
	free := 0
	for n := c.free; n >= 0; n = c.nodes[n].next {
		free++
		if free > len(c.nodes) {
			return nil, nil, fmt.Errorf("free chain loops")
		}
	}
	if int(nLists)+linked+free != len(c.nodes) {
		return nil, nil, fmt.Errorf("slab %d != %d sentinels + %d linked + %d free", len(c.nodes), nLists, linked, free)
	}
	return sizes, counts, nil
}

// checkARC verifies ARC's invariants. With unit size (the paper, §III-A and
// Figure 4): |T1|+|T2| ≤ c, |T1|+|B1| ≤ c, |T2|+|B2| ≤ 2c, total ≤ 2c, and
// B1 ∪ B2 is empty while the cache is not full. With bytes: |T1|+|T2| ≤ c.
// Always: 0 ≤ p ≤ c and the byte/object totals match the lists' contents.
func checkARC(a *ARC, full bool) error {
	if full {
		a.purge() // dead ghosts are neither linked nor free
		sizes, counts, err := checkCore(&a.core, arcLists)
		if err != nil {
			return err
		}
		for l := range arcLists {
			if sizes[l] != a.size[l] {
				return fmt.Errorf("list %d holds %d, total says %d", l, sizes[l], a.size[l])
			}
			if counts[l] != a.cnt[l] {
				return fmt.Errorf("list %d has %d nodes, count says %d", l, counts[l], a.cnt[l])
			}
		}
	}
	T1, T2, B1, B2 := a.Sizes()
	c := a.c
	if a.p < 0 || a.p > float64(c) {
		return fmt.Errorf("p = %v outside [0, %d]", a.p, c)
	}
	if T1+T2 > c {
		return fmt.Errorf("|T1|+|T2| = %d > c = %d", T1+T2, c)
	}
	if a.unit {
		if T1+B1 > c {
			return fmt.Errorf("|T1|+|B1| = %d > c = %d", T1+B1, c)
		}
		if T2+B2 > 2*c {
			return fmt.Errorf("|T2|+|B2| = %d > 2c", T2+B2)
		}
		if T1+T2+B1+B2 > 2*c {
			return fmt.Errorf("total = %d > 2c = %d", T1+T2+B1+B2, 2*c)
		}
		if T1+T2 < c && B1+B2 != 0 {
			return fmt.Errorf("cache not full (%d < %d) but ghosts %d + %d", T1+T2, c, B1, B2)
		}
		if a.cnt[t1] != int(T1) || a.cnt[t2] != int(T2) {
			return fmt.Errorf("unit sizes: counts %v vs totals %v", a.cnt, a.size)
		}
	}
	return nil
}

func checkQueue(q *queue) error {
	sizes, counts, err := checkCore(&q.core, 1)
	if err != nil {
		return err
	}
	if sizes[0] != q.used || counts[0] != q.count {
		return fmt.Errorf("used %d count %d, lists say %d, %d", q.used, q.count, sizes[0], counts[0])
	}
	if q.used > q.capacity {
		return fmt.Errorf("used %d > capacity %d", q.used, q.capacity)
	}
	return nil
}

// workload draws keys from [0, keys) with a skew (the square of a uniform
// variate favours low keys, so there are hits and ghost hits) and sizes in
// [0, maxSize], sometimes larger than the cache.
type workload struct {
	rng     *rand.Rand
	keys    uint64
	maxSize int64
	sizes   map[uint64]int64
	stable  bool // each key keeps one size
}

func newWorkload(seed uint64, keys uint64, maxSize int64, stable bool) *workload {
	return &workload{rng: rand.New(rand.NewPCG(seed, seed^0x5eed)), keys: keys, maxSize: maxSize,
		sizes: map[uint64]int64{}, stable: stable}
}

func (w *workload) next() (uint64, int64) {
	u := w.rng.Float64()
	k := uint64(u * u * float64(w.keys))
	if w.rng.IntN(50) == 0 {
		k = w.rng.Uint64() // a key never seen again, any value
	}
	if s, ok := w.sizes[k]; ok && w.stable {
		return k, s
	}
	s := w.rng.Int64N(w.maxSize + 1)
	if w.stable {
		w.sizes[k] = s
	}
	return k, s
}

func TestQueueAgainstReference(t *testing.T) {
	for _, promote := range []bool{true, false} {
		for _, unit := range []bool{true, false} {
			for _, c := range []int64{1, 2, 3, 7, 64, 1000} {
				for seed := uint64(1); seed <= 3; seed++ {
					name := fmt.Sprintf("promote=%v/unit=%v/c=%d/seed=%d", promote, unit, c, seed)
					t.Run(name, func(t *testing.T) {
						var q queue
						q.init(c, unit, promote)
						ref := &refQueue{c: c, unit: unit, promote: promote}
						keys := uint64(2*c + 5)
						w := newWorkload(seed, keys, max(c/3, 2), false)
						for i := range 6000 {
							k, s := w.next()
							got, n := q.access(k, s)
							if want := ref.access(k, s); got != want {
								t.Fatalf("request %d (key %d size %d): hit %v, reference %v", i, k, s, got, want)
							}
							if resident := slices.Contains(ref.keys(), k); resident != (n >= 0) || (n >= 0 && q.nodes[n].key != k) {
								t.Fatalf("request %d (key %d): ref %d, resident %v", i, k, n, resident)
							}
							if i%53 == 0 || c < 8 {
								if !slices.Equal(q.keys(qList), ref.keys()) {
									t.Fatalf("request %d: keys %v, reference %v", i, q.keys(qList), ref.keys())
								}
								if err := checkQueue(&q); err != nil {
									t.Fatalf("request %d: %v", i, err)
								}
							}
						}
					})
				}
			}
		}
	}
}

func TestARCAgainstReference(t *testing.T) {
	for _, unit := range []bool{true, false} {
		for _, c := range []int64{1, 2, 3, 5, 16, 200} {
			for seed := uint64(1); seed <= 4; seed++ {
				for _, stable := range []bool{true, false} {
					name := fmt.Sprintf("unit=%v/c=%d/seed=%d/stable=%v", unit, c, seed, stable)
					t.Run(name, func(t *testing.T) {
						a := NewARC(c, unit)
						ref := &refARC{c: c, unit: unit}
						keys := uint64(3*c + 4)
						if !unit {
							keys = uint64(c/2 + 6)
						}
						w := newWorkload(seed, keys, max(c/4, 2), stable)
						for i := range 5000 {
							k, s := w.next()
							got, want := a.Access(k, s), ref.access(k, s)
							if got != want {
								t.Fatalf("request %d (key %d size %d): hit %v, reference %v", i, k, s, got, want)
							}
							if a.p != ref.p {
								t.Fatalf("request %d: p = %v, reference %v", i, a.p, ref.p)
							}
							if i%31 == 0 || c < 6 {
								T1, T2, B1, B2 := a.Lists()
								for j, pair := range [][2][]uint64{{T1, keysOf(ref.T1)}, {T2, keysOf(ref.T2)}, {B1, keysOf(ref.B1)}, {B2, keysOf(ref.B2)}} {
									if !slices.Equal(pair[0], pair[1]) {
										t.Fatalf("request %d: list %d = %v, reference %v", i, j, pair[0], pair[1])
									}
								}
								if err := checkARC(a, true); err != nil {
									t.Fatalf("request %d: %v", i, err)
								}
							}
						}
					})
				}
			}
		}
	}
}

// TestARCInvariantsLong replays long seeded random sequences and checks the
// invariants after every request (the list walk every 4096 requests).
func TestARCInvariantsLong(t *testing.T) {
	n := 400_000
	if testing.Short() {
		n = 50_000
	}
	for _, unit := range []bool{true, false} {
		for _, c := range []int64{1, 10, 1000, 100_000} {
			t.Run(fmt.Sprintf("unit=%v/c=%d", unit, c), func(t *testing.T) {
				a := NewARC(c, unit)
				keys := uint64(3 * c)
				maxSize := int64(1)
				if !unit {
					keys = uint64(max(c/20, 8))
					maxSize = max(c/10, 3)
				}
				w := newWorkload(uint64(c), keys, maxSize, true)
				hits := 0
				for i := range n {
					k, s := w.next()
					if a.Access(k, s) {
						hits++
					}
					if err := checkARC(a, i%4096 == 0); err != nil {
						t.Fatalf("request %d: %v", i, err)
					}
				}
				if err := checkARC(a, true); err != nil {
					t.Fatal(err)
				}
				if hits == 0 && c > 1 {
					t.Fatalf("no hits in %d requests", n)
				}
			})
		}
	}
}

// TestARCUnitIsSizedWithSizeOne: the byte-size variant with every object of
// size 1 is Figure 4 (docs/contract.md §4 words one as the generalisation of the
// other).
func TestARCUnitIsSizedWithSizeOne(t *testing.T) {
	for _, c := range []int64{1, 2, 4, 50, 777} {
		u, s := NewARC(c, true), NewARC(c, false)
		w := newWorkload(uint64(c)*7, uint64(3*c+2), 1, true)
		for i := range 100_000 {
			k, _ := w.next()
			if hu, hs := u.Access(k, 1), s.Access(k, 1); hu != hs {
				t.Fatalf("c=%d request %d: unit hit %v, sized hit %v", c, i, hu, hs)
			}
			if u.p != s.p || u.size != s.size {
				t.Fatalf("c=%d request %d: unit p=%v %v, sized p=%v %v", c, i, u.p, u.size, s.p, s.size)
			}
		}
	}
}

// arcState is a snapshot for the hand-traced tests.
type arcState struct {
	hit            bool
	p              float64
	T1, T2, B1, B2 []uint64
}

func snapshot(a *ARC, hit bool) arcState {
	T1, T2, B1, B2 := a.Lists()
	return arcState{hit, a.p, T1, T2, B1, B2}
}

func (s arcState) String() string {
	return fmt.Sprintf("hit=%v p=%v T1=%v T2=%v B1=%v B2=%v", s.hit, s.p, s.T1, s.T2, s.B1, s.B2)
}

func l(k ...uint64) []uint64 { return k }

// TestARCFigure4HandTraced replays short sequences traced by hand through
// Figure 4 of Megiddo & Modha (FAST 2003). Lists are written MRU first.
func TestARCFigure4HandTraced(t *testing.T) {
	type step struct {
		key  uint64
		want arcState
	}
	tests := []struct {
		name  string
		c     int64
		steps []step
	}{
		{"cases I, II, III, IV-A (|T1|<c) and IV-B (replace)", 2, []step{
			// IV-B: L1 = 0 < c, total 0 < c: no replacement; x to MRU of T1.
			{1, arcState{false, 0, l(1), nil, nil, nil}},
			{2, arcState{false, 0, l(2, 1), nil, nil, nil}},
			// I: hit in T1, moves to MRU of T2.
			{1, arcState{true, 0, l(2), l(1), nil, nil}},
			// IV-B: L1 = 1 < 2, total 2 ≥ c (≠ 2c): REPLACE with |T1| = 1 > p = 0
			// moves T1's LRU (2) to B1.
			{3, arcState{false, 0, l(3), l(1), l(2), nil}},
			// II: 2 in B1, δ1 = 1 (|B1| = 1 ≥ |B2| = 0), p = min(0+1, 2) = 1;
			// REPLACE: |T1| = 1 is not > p = 1 and x is not from B2, so T2's
			// LRU (1) goes to B2; 2 to MRU of T2.
			{2, arcState{false, 1, l(3), l(2), nil, l(1)}},
			// III: 1 in B2, δ2 = 1, p = max(1−1, 0) = 0; REPLACE: |T1| = 1 > 0,
			// T1's LRU (3) to B1; 1 to MRU of T2.
			{1, arcState{false, 0, nil, l(1, 2), l(3), nil}},
			// IV-B: L1 = 1 < 2, total 3 ≥ 2: REPLACE with T1 empty takes T2's
			// LRU (2) to B2.
			{4, arcState{false, 0, l(4), l(1), l(3), l(2)}},
			// IV-A: L1 = |T1|+|B1| = 2 = c and |T1| = 1 < c: delete B1's LRU
			// (3), REPLACE: |T1| = 1 > 0, 4 to B1.
			{5, arcState{false, 0, l(5), l(1), l(4), l(2)}},
		}},
		{"case IV-A with |T1| = c: delete T1's LRU, no ghost", 2, []step{
			{1, arcState{false, 0, l(1), nil, nil, nil}},
			{2, arcState{false, 0, l(2, 1), nil, nil, nil}},
			{3, arcState{false, 0, l(3, 2), nil, nil, nil}},
		}},
		{"case IV-B with total = 2c: delete B2's LRU, then REPLACE", 2, []step{
			{1, arcState{false, 0, l(1), nil, nil, nil}},
			{1, arcState{true, 0, nil, l(1), nil, nil}},
			{2, arcState{false, 0, l(2), l(1), nil, nil}},
			{2, arcState{true, 0, nil, l(2, 1), nil, nil}},
			// IV-B: total 2 ≥ c, REPLACE with T1 empty: T2's LRU (1) to B2.
			{3, arcState{false, 0, l(3), l(2), nil, l(1)}},
			{3, arcState{true, 0, nil, l(3, 2), nil, l(1)}},
			// IV-B: total 3, REPLACE: T2's LRU (2) to B2.
			{4, arcState{false, 0, l(4), l(3), nil, l(2, 1)}},
			{4, arcState{true, 0, nil, l(4, 3), nil, l(2, 1)}},
			// IV-B: L1 = 0 < c, total = 4 = 2c: delete B2's LRU (1); REPLACE:
			// T1 empty, T2's LRU (3) to B2.
			{5, arcState{false, 0, l(5), l(4), nil, l(3, 2)}},
		}},
		{"p adapts: up on B1 ghost hits, down on B2 ghost hits", 3, []step{
			{1, arcState{false, 0, l(1), nil, nil, nil}},
			{1, arcState{true, 0, nil, l(1), nil, nil}},
			{2, arcState{false, 0, l(2), l(1), nil, nil}},
			{3, arcState{false, 0, l(3, 2), l(1), nil, nil}},
			// IV-B: total 3 ≥ c: REPLACE, |T1| = 2 > 0: 2 to B1.
			{4, arcState{false, 0, l(4, 3), l(1), l(2), nil}},
			// II: 2 in B1, δ1 = 1, p = 1; REPLACE: |T1| = 2 > 1: 3 to B1; 2 to T2.
			{2, arcState{false, 1, l(4), l(2, 1), l(3), nil}},
			// II: 3 in B1, δ1 = 1, p = 2; REPLACE: |T1| = 1 ≤ 2: T2's LRU (1) to
			// B2; 3 to T2.
			{3, arcState{false, 2, l(4), l(3, 2), nil, l(1)}},
			// IV-B: L1 = 1, total 4 ≥ 3: REPLACE, |T1| = 1 ≤ 2: 2 to B2.
			{5, arcState{false, 2, l(5, 4), l(3), nil, l(2, 1)}},
			// III: 1 in B2, δ2 = 1 (|B2| = 2 ≥ |B1| = 0), p = 1; REPLACE with
			// x from B2 and |T1| = 2 > 1: 4 to B1.
			{1, arcState{false, 1, l(5), l(1, 3), l(4), l(2)}},
			// III: 2 in B2, δ2 = max(|B1|/|B2|, 1) = max(1/1, 1) = 1, p = 0;
			// REPLACE: |T1| = 1 > 0: 5 to B1.
			{2, arcState{false, 0, nil, l(2, 1, 3), l(5, 4), nil}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := NewARC(tt.c, true)
			for i, s := range tt.steps {
				hit := a.Access(s.key, 0)
				got := snapshot(a, hit)
				if got.String() != s.want.String() {
					t.Fatalf("step %d (key %d):\n got  %v\n want %v", i, s.key, got, s.want)
				}
				if err := checkARC(a, true); err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
			}
		})
	}
}

// TestARCTieRule covers REPLACE's tie "x in B2 and |T1| = p": with p equal to
// |T1| a B2 ghost hit evicts from T1 where a B1 ghost hit or a new key would
// evict from T2.
func TestARCTieRule(t *testing.T) {
	a := NewARC(4, true)
	// Fill: T1 = [4 3], T2 = [2 1] after hits on 1 and 2.
	for _, k := range []uint64{1, 2, 1, 2, 3, 4} {
		a.Access(k, 0)
	}
	// 5: IV-B, REPLACE |T1| = 2 > 0: 3 to B1.  6: 4 to B1.
	a.Access(5, 0)
	a.Access(6, 0)
	// 3 in B1: δ1 = 1, p = 1; REPLACE: |T1| = 2 > 1: 5 to B1.
	a.Access(3, 0)
	// 4 in B1: δ1 = max(0/2, 1) = 1, p = 2; REPLACE: |T1| = 1 ≤ 2: T2's LRU to B2.
	a.Access(4, 0)
	got := snapshot(a, false).String()
	want := arcState{false, 2, l(6), l(4, 3, 2), l(5), l(1)}.String()
	if got != want {
		t.Fatalf("setup:\n got  %s\n want %s", got, want)
	}
	// 1 in B2: δ2 = max(|B1|/|B2|, 1) = max(1/1, 1) = 1, p = 2 − 1 = 1 = |T1|.
	// REPLACE: |T1| = 1 is not > p, but x came from B2 and |T1| = p, so T1's
	// LRU (6) goes to B1 (without the tie rule T2's LRU, 2, would go).
	a.Access(1, 0)
	want = arcState{false, 1, nil, l(1, 4, 3, 2), l(6, 5), nil}.String()
	if got := snapshot(a, false).String(); got != want {
		t.Fatalf("tie:\n got  %s\n want %s", got, want)
	}
}

// TestARCRealDeltaAndClamp: δ1 = |B2|/|B1| = 3/2 moves p by 1.5 (p is real),
// and p + δ1 is clamped at c.
func TestARCRealDeltaAndClamp(t *testing.T) {
	a := NewARC(5, true)
	// T2 = [3 2 1]; T1 = [8 7]; B1 = [6 5 4] (REPLACE with p = 0 each time).
	for _, k := range []uint64{1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8} {
		a.Access(k, 0)
	}
	want := arcState{false, 0, l(8, 7), l(3, 2, 1), l(6, 5, 4), nil}.String()
	if got := snapshot(a, false).String(); got != want {
		t.Fatalf("setup:\n got  %s\n want %s", got, want)
	}
	// 4 in B1: p = 1; |T1| = 2 > 1: 7 to B1.  5 in B1: p = 2; |T1| = 1 ≤ 2: 1
	// to B2.  9: IV-B, |T1| = 1 ≤ 2: 2 to B2.  10: IV-B, |T1| = 2, not > 2: 3
	// to B2.
	for _, k := range []uint64{4, 5, 9, 10} {
		a.Access(k, 0)
	}
	want = arcState{false, 2, l(10, 9, 8), l(5, 4), l(7, 6), l(3, 2, 1)}.String()
	if got := snapshot(a, false).String(); got != want {
		t.Fatalf("before:\n got  %s\n want %s", got, want)
	}
	// 6 in B1: δ1 = max(|B2|/|B1|, 1) = 3/2 = 1.5, p = 3.5; REPLACE: |T1| = 3
	// is not > 3.5: T2's LRU (4) to B2.
	a.Access(6, 0)
	want = arcState{false, 3.5, l(10, 9, 8), l(6, 5), l(7), l(4, 3, 2, 1)}.String()
	if got := snapshot(a, false).String(); got != want {
		t.Fatalf("real δ1:\n got  %s\n want %s", got, want)
	}
	// 7 in B1: δ1 = 4/1 = 4, p = min(3.5 + 4, 5) = 5; REPLACE: 5 to B2.
	a.Access(7, 0)
	want = arcState{false, 5, l(10, 9, 8), l(7, 6), nil, l(5, 4, 3, 2, 1)}.String()
	if got := snapshot(a, false).String(); got != want {
		t.Fatalf("clamp:\n got  %s\n want %s", got, want)
	}
	if err := checkARC(a, true); err != nil {
		t.Fatal(err)
	}
}

func TestTooLargeIsAMissAndChangesNothing(t *testing.T) {
	for _, p := range Policies {
		c := New(p, 100, false)
		c.Access(1, 60)
		c.Access(2, 30)
		if c.Access(3, 101) {
			t.Fatalf("%s: oversize object hit", p)
		}
		if c.Access(3, 101) || c.Contains(3) || c.Used() != 90 || c.Len() != 2 {
			t.Fatalf("%s: oversize object changed the cache: used %d len %d", p, c.Used(), c.Len())
		}
		if !c.Access(1, 1000) {
			t.Fatalf("%s: a resident object with a larger size is still a hit", p)
		}
		if c.Used() != 90 {
			t.Fatalf("%s: a hit changed the stored size: used %d", p, c.Used())
		}
	}
	// An ARC ghost requested with an oversize size stays a ghost, p unchanged.
	a := NewARC(10, false)
	for _, k := range []uint64{1, 2, 1, 3} { // 1 in T2, 2 then 3 in T1 (size 5 each)
		a.Access(k, 5)
	}
	_, _, B1, _ := a.Sizes()
	if B1 != 5 {
		t.Fatalf("setup: |B1| = %d, want 5", B1)
	}
	if a.Access(2, 11) || a.P() != 0 {
		t.Fatalf("oversize ghost hit changed p to %v", a.P())
	}
	if _, _, B1, _ = a.Sizes(); B1 != 5 {
		t.Fatalf("oversize ghost hit removed the ghost")
	}
}

// TestARCSizedGhostHitAdaptsByByteRatio checks the byte variant's δ: the ratio
// of byte totals, not scaled by the object's size, and insertion into T2.
func TestARCSizedGhostHitAdaptsByByteRatio(t *testing.T) {
	a := NewARC(100, false)
	// 1 (40 B) hit twice → T2; 2 (30 B), 3 (30 B) in T1: full.
	for _, r := range []struct {
		k uint64
		s int64
	}{{1, 40}, {1, 40}, {2, 30}, {3, 30}} {
		a.Access(r.k, r.s)
	}
	// 4 (20 B): |T1|+|B1|+20 = 80 ≤ 100; total 100 < 200; REPLACE: |T1| = 60 > p
	// = 0: 2 to B1 (T1 = 30, T2 = 40, used 70 + 20 fits).
	a.Access(4, 20)
	T1, T2, B1, B2 := a.Sizes()
	if T1 != 50 || T2 != 40 || B1 != 30 || B2 != 0 {
		t.Fatalf("after 4: %d %d %d %d", T1, T2, B1, B2)
	}
	// 2 again (30 B) is a ghost hit in B1: δ1 = max(0/30, 1) = 1: p = 1 (not
	// 30); REPLACE until 30 fits in 100 − 90 = 10: |T1| = 50 > 1: 3 (30 B) to
	// B1; then 2 at the MRU end of T2.
	if a.Access(2, 30) {
		t.Fatal("ghost hit reported as a hit")
	}
	if a.P() != 1 {
		t.Fatalf("p = %v, want 1", a.P())
	}
	T1L, T2L, B1L, _ := a.Lists()
	if !slices.Equal(T1L, l(4)) || !slices.Equal(T2L, l(2, 1)) || !slices.Equal(B1L, l(3)) {
		t.Fatalf("lists T1=%v T2=%v B1=%v", T1L, T2L, B1L)
	}
}

func TestIndexAgainstMap(t *testing.T) {
	var c core
	c.init(1, 4)
	ref := map[uint64]int32{}
	rng := rand.New(rand.NewPCG(9, 9))
	for i := range 200_000 {
		k := rng.Uint64N(3000)
		switch i % 7 {
		case 0:
			k = rng.Uint64() // spread over the whole key space too
		case 1:
			k = rng.Uint64N(3000) << 32 // same low bits: tags must tell them apart
		}
		if v, ok := ref[k]; ok {
			if got := c.find(k); got != v {
				t.Fatalf("find(%d) = %d, want %d", k, got, v)
			}
			if rng.IntN(2) == 0 {
				c.release(v)
				delete(ref, k)
			}
		} else {
			if got := c.find(k); got != -1 {
				t.Fatalf("find(%d) = %d for an absent key", k, got)
			}
			n := c.alloc(k, 0)
			c.pushFront(0, n)
			ref[k] = n
		}
		if c.count != len(ref) {
			t.Fatalf("count %d, want %d", c.count, len(ref))
		}
	}
	for k, v := range ref {
		if c.find(k) != v {
			t.Fatalf("final find(%d)", k)
		}
	}
	if _, _, err := checkCore(&c, 1); err != nil {
		t.Fatal(err)
	}
}

func TestZeroAllocationsInSteadyState(t *testing.T) {
	for _, p := range Policies {
		for _, unit := range []bool{true, false} {
			c := New(p, 5000, unit)
			w := newWorkload(3, 20_000, 8, true)
			keys := make([]uint64, 1<<16)
			sizes := make([]int64, len(keys))
			for i := range keys {
				keys[i], sizes[i] = w.next()
				keys[i] %= 20_000 // no fresh keys: the population stays bounded
			}
			for range 3 {
				for i := range keys {
					c.Access(keys[i], sizes[i])
				}
			}
			i := 0
			allocs := testing.AllocsPerRun(100_000, func() {
				c.Access(keys[i&(len(keys)-1)], sizes[i&(len(keys)-1)])
				i++
			})
			if allocs != 0 {
				t.Errorf("%s unit=%v: %v allocations per request", p, unit, allocs)
			}
		}
	}
}

func TestMisusePanicsWithPackagePrefix(t *testing.T) {
	tests := map[string]func(){
		"zero capacity":  func() { NewLRU(0, true) },
		"unknown policy": func() { New("mru", 10, true) },
		"negative size":  func() { NewARC(10, false).Access(1, -1) },
	}
	for name, f := range tests {
		t.Run(name, func(t *testing.T) {
			defer func() {
				r := recover()
				if s, ok := r.(string); !ok || !strings.HasPrefix(s, "cache: ") {
					t.Fatalf("panic %v, want a string starting with \"cache: \"", r)
				}
			}()
			f()
		})
	}
}

func TestResetAndParse(t *testing.T) {
	for _, p := range Policies {
		c := New(p, 3, true)
		for k := range uint64(10) {
			c.Access(k, 1)
		}
		c.Reset()
		if c.Len() != 0 || c.Used() != 0 || c.Contains(9) || c.Access(9, 1) {
			t.Fatalf("%s: not empty after Reset", p)
		}
		if c.Policy() != p || !c.UnitSize() || c.Capacity() != 3 {
			t.Fatalf("%s: accessors", p)
		}
		q, err := ParsePolicy(" " + strings.ToUpper(string(p)))
		if err != nil || q != p {
			t.Fatalf("ParsePolicy(%s) = %v, %v", p, q, err)
		}
	}
	if _, err := ParsePolicy("clock"); err == nil || !strings.Contains(err.Error(), "lru, fifo, arc") {
		t.Fatalf("ParsePolicy(clock) error %v", err)
	}
}
