package scenario

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"sync"
)

// structFields are the JSON names of a struct type's exported fields: their
// indexes, and the names sorted (the "known:" list of an unknown field).
type structFields struct {
	index map[string]int
	known []string
}

var jsonFieldsCache sync.Map

// jsonFieldsOf reads the JSON names of t's fields once per type.
func jsonFieldsOf(t reflect.Type) structFields {
	if f, ok := jsonFieldsCache.Load(t); ok {
		return f.(structFields)
	}
	out := structFields{index: make(map[string]int, t.NumField())}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		if name := JSONName(f); name != "" {
			out.index[name] = i
			out.known = append(out.known, name)
		}
	}
	slices.Sort(out.known)
	jsonFieldsCache.Store(t, out)
	return out
}

// JSONName is the name encoding/json uses for f, or "" for a skipped field.
func JSONName(f reflect.StructField) string {
	tag := f.Tag.Get("json")
	if tag == "-" {
		return ""
	}
	name, _, _ := strings.Cut(tag, ",")
	if name == "" {
		return f.Name
	}
	return name
}

// FieldNames lists the JSON names of the struct type of v (a struct or a
// pointer to one), in declaration order.
func FieldNames(v any) []string {
	t := reflect.TypeOf(v)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var out []string
	for i := 0; i < t.NumField(); i++ {
		if f := t.Field(i); f.IsExported() {
			if n := JSONName(f); n != "" {
				out = append(out, n)
			}
		}
	}
	return out
}

// SortedKeys returns the keys of obj in order, listing every key for which
// known is true but only the first n of the others (the unknown names, of
// which a document reports at most MaxReported), and how many others it
// left out. A million unknown keys cost a pass with a heap of n, not a
// sort of a million, and the problems listed are the same as with a sort.
func SortedKeys(obj map[string]json.RawMessage, known func(string) bool, n int) (keys []string, rest int) {
	var h maxHeap // the n smallest unknown keys
	for k := range obj {
		switch {
		case known(k):
			keys = append(keys, k)
		case len(h) < n:
			h.push(k)
		case n > 0 && k < h[0]:
			h[0] = k
			h.down(0)
			rest++
		default:
			rest++
		}
	}
	keys = append(keys, h...)
	slices.Sort(keys)
	return keys, rest
}

// maxHeap is a binary heap of strings, the largest first.
type maxHeap []string

func (h *maxHeap) push(s string) {
	*h = append(*h, s)
	for i := len(*h) - 1; i > 0; {
		p := (i - 1) / 2
		if (*h)[p] >= (*h)[i] {
			break
		}
		(*h)[p], (*h)[i] = (*h)[i], (*h)[p]
		i = p
	}
}

func (h maxHeap) down(i int) {
	for {
		l, big := 2*i+1, i
		if l < len(h) && h[l] > h[big] {
			big = l
		}
		if r := l + 1; r < len(h) && h[r] > h[big] {
			big = r
		}
		if big == i {
			return
		}
		h[i], h[big] = h[big], h[i]
		i = big
	}
}
