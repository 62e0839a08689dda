package cache

import (
	"encoding/binary"
	"testing"
)

// FuzzPolicies: any request sequence (3 bytes a request: a key byte and a
// 16-bit size) replayed through every policy, unit and byte sizes, hits
// exactly when the brute-force reference does; a MultiLRU and an LRUStack
// of three capacities hit as three separate LRU caches. No panics.
func FuzzPolicies(f *testing.F) {
	f.Add([]byte{5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte{1, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		c := int64(data[0]%40) + 1
		data = data[1:]
		for _, unit := range []bool{true, false} {
			capacity := c
			if !unit {
				capacity = c * 100
			}
			lru, fifo, arc := NewLRU(capacity, unit), NewFIFO(capacity, unit), NewARC(capacity, unit)
			rl := &refQueue{c: capacity, unit: unit, promote: true}
			rf := &refQueue{c: capacity, unit: unit}
			ra := &refARC{c: capacity, unit: unit}
			caps := []int64{capacity, capacity/2 + 1, 2 * capacity}
			multi := NewMultiLRU(caps, unit)
			stack := NewLRUStack(caps, unit)
			sep := []*LRU{NewLRU(caps[0], unit), NewLRU(caps[1], unit), NewLRU(caps[2], unit)}
			for b := data; len(b) >= 3; b = b[3:] {
				k := uint64(b[0] % 64)
				size := int64(binary.LittleEndian.Uint16(b[1:])) % (3 * capacity)
				if lru.Access(k, size) != rl.access(k, size) || fifo.Access(k, size) != rf.access(k, size) ||
					arc.Access(k, size) != ra.access(k, size) {
					t.Fatalf("unit=%v c=%d key %d size %d: a policy differs from its reference", unit, capacity, k, size)
				}
				hits, _ := multi.Access(k, size)
				stackHits := stack.Access(k, size)
				for i, s := range sep {
					want := s.Access(k, size)
					if want != (hits&(1<<i) != 0) {
						t.Fatalf("unit=%v MultiLRU capacity %d differs from its own LRU", unit, caps[i])
					}
					if want != (stackHits&(1<<i) != 0) {
						t.Fatalf("unit=%v LRUStack capacity %d differs from its own LRU", unit, caps[i])
					}
				}
			}
			if err := checkARC(arc, true); err != nil {
				t.Fatal(err)
			}
			if err := checkMulti(multi); err != nil {
				t.Fatal(err)
			}
		}
	})
}
