package plans

import (
	"maps"
	"slices"
)

// Store is a string key-value store with localStorage's semantics. The UI
// implements it over window.localStorage; MemStore implements it in memory.
type Store interface {
	// Get returns the value of key and whether it exists.
	Get(key string) (string, bool)
	// Set stores value under key; it fails when the store is full.
	Set(key, value string) error
	// Remove deletes key (nothing happens when it is absent).
	Remove(key string)
	// Keys lists every key, in any order.
	Keys() []string
}

// Mover is a Store that can move a value to another key without reading it:
// a browser's storage holds UTF-16 text, which Go reads as UTF-8 (a lone
// surrogate becomes U+FFFD), so a value set aside through Go would not be
// the bytes the user had. The library moves through it when it can.
type Mover interface {
	Move(from, to string) error
}

// MemStore is an in-memory Store for tests. When Limit > 0, a Set that would
// make the total length of keys and values exceed Limit fails with
// ErrStoreFull, like a browser's quota.
type MemStore struct {
	M     map[string]string
	Limit int
}

// NewMemStore returns an empty MemStore.
func NewMemStore() *MemStore { return &MemStore{M: map[string]string{}} }

// Get implements Store.
func (s *MemStore) Get(key string) (string, bool) {
	v, ok := s.M[key]
	return v, ok
}

// Set implements Store.
func (s *MemStore) Set(key, value string) error {
	if s.M == nil {
		s.M = map[string]string{}
	}
	if s.Limit > 0 {
		total := len(key) + len(value)
		for k, v := range s.M {
			if k != key {
				total += len(k) + len(v)
			}
		}
		if total > s.Limit {
			return ErrStoreFull
		}
	}
	s.M[key] = value
	return nil
}

// Remove implements Store.
func (s *MemStore) Remove(key string) { delete(s.M, key) }

// Keys implements Store; the keys are sorted.
func (s *MemStore) Keys() []string { return slices.Sorted(maps.Keys(s.M)) }

// Clone returns a copy of s (for comparing a store before and after).
func (s *MemStore) Clone() *MemStore {
	return &MemStore{M: maps.Clone(s.M), Limit: s.Limit}
}
