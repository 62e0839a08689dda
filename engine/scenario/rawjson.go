package scenario

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// Object reads the JSON object raw into its members, and lists the keys
// given more than once (encoding/json silently keeps the last; a document
// saying two things must not be read as one of them). err is set when raw is
// not valid JSON (encoding/json's error, with its offset); obj is nil when it
// is valid but not an object. As with encoding/json, a repeated key keeps
// its last value, and a key is compared once unescaped (invalid UTF-8 as
// U+FFFD).
//
// It reads raw once, after json.Valid (which allocates nothing): a document
// of a million members costs a map of a million entries, not several.
func Object(raw []byte) (obj map[string]json.RawMessage, dups []string, err error) {
	var seen map[string]int // repeats of each key, made at the first repeat
	isObj, err := Members(raw, func(k string, v []byte) {
		if obj == nil {
			obj = map[string]json.RawMessage{}
		}
		n := len(obj)
		obj[k] = bytes.Clone(v) // the last value, as encoding/json keeps
		if len(obj) == n {      // k was there already
			if seen == nil {
				seen = map[string]int{}
			}
			if seen[k]++; seen[k] == 1 {
				dups = append(dups, k)
			}
		}
	})
	if err != nil || !isObj {
		return nil, nil, err
	}
	if obj == nil {
		obj = map[string]json.RawMessage{}
	}
	return obj, dups, nil
}

// Members calls fn with each member of the JSON object raw, in order: its
// key (unescaped, as encoding/json reads it) and its value's text (valid
// JSON, valid only during the call). ok is false when raw is valid JSON but
// not an object; err is encoding/json's error when raw is not valid JSON.
// It allocates nothing of its own but escaped keys, so a caller that needs
// only some keys (the names of inputs given) does not pay for a map.
func Members(raw []byte, fn func(key string, value []byte)) (ok bool, err error) {
	if !json.Valid(raw) {
		var v any
		// Unmarshal checks the whole text before decoding any of it, so this
		// is only the error, with encoding/json's offset and wording.
		return false, json.Unmarshal(raw, &v)
	}
	i := skipSpace(raw, 0)
	if raw[i] != '{' {
		return false, nil
	}
	i = skipSpace(raw, i+1)
	for raw[i] != '}' {
		end := stringEnd(raw, i)
		k := memberKey(raw[i:end])
		i = skipSpace(raw, end)
		i = skipSpace(raw, i+1) // ':'
		vEnd := valueEnd(raw, i)
		fn(k, raw[i:vEnd:vEnd])
		i = skipSpace(raw, vEnd)
		if raw[i] == ',' {
			i = skipSpace(raw, i+1)
		}
	}
	return true, nil
}

// Elements calls fn with each element of the JSON array raw, in order: its
// index and its text (valid JSON, valid only during the call), until fn
// returns false. ok is false when raw is valid JSON but not an array; err
// is encoding/json's error when raw is not valid JSON. It allocates
// nothing, so a list of millions of elements is counted (and refused past
// a limit) without being read into memory first.
func Elements(raw []byte, fn func(i int, value []byte) bool) (ok bool, err error) {
	if !json.Valid(raw) {
		var v any
		return false, json.Unmarshal(raw, &v)
	}
	i := skipSpace(raw, 0)
	if raw[i] != '[' {
		return false, nil
	}
	i = skipSpace(raw, i+1)
	for n := 0; raw[i] != ']'; n++ {
		end := valueEnd(raw, i)
		if !fn(n, raw[i:end:end]) {
			return true, nil
		}
		i = skipSpace(raw, end)
		if raw[i] == ',' {
			i = skipSpace(raw, i+1)
		}
	}
	return true, nil
}

// Count is the number of elements of the JSON array raw, counting no
// further than limit+1 (enough to tell it is over limit), or -1 when raw
// is not an array.
func Count(raw []byte, limit int) int {
	n := 0
	ok, err := Elements(raw, func(int, []byte) bool {
		n++
		return n <= limit
	})
	if err != nil || !ok {
		return -1
	}
	return n
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// stringEnd is the index after the string that starts at b[i] ('"').
func stringEnd(b []byte, i int) int {
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return len(b)
}

// valueEnd is the index after the value that starts at b[i].
func valueEnd(b []byte, i int) int {
	switch b[i] {
	case '"':
		return stringEnd(b, i)
	case '{', '[':
		depth := 0
		for ; i < len(b); i++ {
			switch b[i] {
			case '"':
				i = stringEnd(b, i) - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return i + 1
				}
			}
		}
		return len(b)
	}
	for i < len(b) && !strings.ContainsRune(",}] \t\n\r", rune(b[i])) {
		i++
	}
	return i
}

// memberKey is the key a quoted JSON string names, as encoding/json reads it.
func memberKey(q []byte) string {
	body := q[1 : len(q)-1]
	if bytes.IndexByte(body, '\\') < 0 && utf8.Valid(body) {
		return string(body)
	}
	var k string
	_ = json.Unmarshal(q, &k)
	return k
}
