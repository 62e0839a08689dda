package calc

import (
	"encoding/json"
	"reflect"
	"strings"
	"sync"
)

// listMemo remembers the last few conversions of a List field between its
// query lines and its value (QueryCodec.FromQuery and the strict decoding
// of its JSON; QueryCodec.ToQuery the other way), by calculator, field and
// text. A page recomputes on every keystroke, and a keystroke in another
// field leaves a list of 50 VMs as it was: reading and writing it again was
// a third of the keystroke's work in the browser. Codecs and the decoder
// are pure functions of their text, so a remembered answer is the answer;
// only conversions without a problem are kept, and each use gets a deep
// copy of its own.
type listMemo struct {
	mu      sync.Mutex
	decoded map[string]reflect.Value
	to      map[string][]string
	maxKeys int
}

// lists is the package's memo: a few lists per direction (a plan report
// evaluates several scenarios in turn; more are simply converted again).
var lists = &listMemo{decoded: map[string]reflect.Value{}, to: map[string][]string{}, maxKeys: 8}

// memoKey is where a conversion is kept: calculator, field, text.
func memoKey(m Meta, f Field, text string) string {
	return m.ID + "\x00" + f.Name + "\x00" + text
}

// load sets fv (the List field f) to the value remembered for values and
// reports whether there was one.
func (l *listMemo) load(m Meta, f Field, values []string, fv reflect.Value) bool {
	k := memoKey(m, f, strings.Join(values, "\x00"))
	l.mu.Lock()
	v, ok := l.decoded[k]
	l.mu.Unlock()
	if ok && v.Type() == fv.Type() {
		fv.Set(deepCopy(v))
		return true
	}
	return false
}

// keep remembers fv, the value values decoded to without a problem.
func (l *listMemo) keep(m Meta, f Field, values []string, fv reflect.Value) {
	k := memoKey(m, f, strings.Join(values, "\x00"))
	v := deepCopy(fv)
	l.mu.Lock()
	if len(l.decoded) >= l.maxKeys {
		clear(l.decoded)
	}
	l.decoded[k] = v
	l.mu.Unlock()
}

// toQuery is f.Codec.ToQuery(raw), remembered.
func (l *listMemo) toQuery(m Meta, f Field, raw json.RawMessage) []string {
	k := memoKey(m, f, string(raw))
	l.mu.Lock()
	lines, ok := l.to[k]
	l.mu.Unlock()
	if ok {
		return append([]string(nil), lines...)
	}
	lines = f.Codec.ToQuery(raw)
	l.mu.Lock()
	if len(l.to) >= l.maxKeys {
		clear(l.to)
	}
	l.to[k] = append([]string(nil), lines...)
	l.mu.Unlock()
	return lines
}

// deepCopy is a copy of v sharing no memory with it: pointers, slices,
// maps and the structs holding them are copied down to their values.
func deepCopy(v reflect.Value) reflect.Value {
	out := reflect.New(v.Type()).Elem()
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			p := reflect.New(v.Type().Elem())
			p.Elem().Set(deepCopy(v.Elem()))
			out.Set(p)
		}
	case reflect.Slice:
		if !v.IsNil() {
			s := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
			for i := range v.Len() {
				s.Index(i).Set(deepCopy(v.Index(i)))
			}
			out.Set(s)
		}
	case reflect.Array:
		for i := range v.Len() {
			out.Index(i).Set(deepCopy(v.Index(i)))
		}
	case reflect.Map:
		if !v.IsNil() {
			mp := reflect.MakeMapWithSize(v.Type(), v.Len())
			for it := v.MapRange(); it.Next(); {
				mp.SetMapIndex(it.Key(), deepCopy(it.Value()))
			}
			out.Set(mp)
		}
	case reflect.Struct:
		out.Set(v) // unexported fields as they are; exported ones copied below
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				out.Field(i).Set(deepCopy(v.Field(i)))
			}
		}
	case reflect.Interface:
		if !v.IsNil() {
			out.Set(deepCopy(v.Elem()))
		}
	default:
		out.Set(v)
	}
	return out
}
