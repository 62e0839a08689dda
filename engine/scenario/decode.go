package scenario

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/sizewise/sizewise/engine/msg"
)

// maxDepth bounds nesting so a hostile document cannot exhaust the stack.
const maxDepth = 32

// MaxListItems bounds a list input (and every list inside one): 60,000
// elements, what the work budget of a whole document admits (60,000,000
// units at 1,000 a list element, engine/calc), so no list the budget would
// refuse is read into memory first.
const MaxListItems = 60_000

// DecodeObject decodes the JSON object raw into dst, a pointer to a struct that
// already holds the defaults, reporting every problem at its JSON path under
// path. Fields absent from raw keep their defaults; a field that fails to decode
// keeps its default too. A nil or empty raw (or JSON null) changes nothing.
// Inside the object, null sets a pointer field to nil (absent) and is reported
// as the wrong type for any other field, which keeps its default.
//
// DecodeObject panics if dst is not a non-nil pointer to a struct: that is a
// programming error, not a user's.
func DecodeObject(path string, raw json.RawMessage, dst any) Errors {
	v := reflect.ValueOf(dst)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		panic("scenario: DecodeObject needs a non-nil pointer to a struct")
	}
	var errs Errors
	if isNull(raw) {
		return nil
	}
	decodeValue(path, raw, v.Elem(), &errs, 0)
	return errs
}

func isNull(raw []byte) bool {
	t := bytes.TrimSpace(raw)
	return len(t) == 0 || string(t) == "null"
}

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

// decodeValue decodes raw into v (settable), reporting problems under path.
// On failure v is left as it was.
func decodeValue(path string, raw json.RawMessage, v reflect.Value, errs *Errors, depth int) {
	if depth > maxDepth {
		errs.Report(path, MsgNested)
		return
	}
	if reflect.PointerTo(v.Type()).Implements(unmarshalerType) {
		nv := reflect.New(v.Type())
		nv.Elem().Set(v)
		if err := nv.Interface().(json.Unmarshaler).UnmarshalJSON(raw); err != nil {
			var ue UserError
			if errors.As(err, &ue) {
				errs.Put(path, ue.Msg)
			} else {
				errs.Report(path, MsgInvalid)
			}
			return
		}
		v.Set(nv.Elem())
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if isNull(raw) {
			v.Set(reflect.Zero(v.Type()))
			return
		}
		nv := reflect.New(v.Type().Elem())
		if !v.IsNil() {
			nv.Elem().Set(v.Elem())
		}
		before := errs.Total()
		decodeValue(path, raw, nv.Elem(), errs, depth+1)
		if errs.Total() == before {
			v.Set(nv)
		}
	case reflect.Struct:
		decodeStruct(path, raw, v, errs, depth)
	case reflect.Slice:
		// counted before anything is read: a list past MaxListItems is
		// refused whole (a 16 MiB list of 8 million zeros took 25 s and
		// 1.4 GB to read before its length was checked)
		n := Count(raw, MaxListItems)
		if n < 0 {
			errs.Report(path, MsgList)
			return
		}
		if n > MaxListItems {
			errs.Report(path, MsgListTooLong, msg.Int(MaxListItems))
			return
		}
		out := reflect.MakeSlice(v.Type(), n, n)
		before := errs.Total()
		_, _ = Elements(raw, func(i int, item []byte) bool {
			decodeValue(path+"["+strconv.Itoa(i)+"]", item, out.Index(i), errs, depth+1)
			return true
		})
		if errs.Total() == before {
			v.Set(out)
		}
	case reflect.Float64, reflect.Float32:
		// JSON null would leave f at 0: it is not a number, so report it and
		// keep the default like any other wrong type.
		var f float64
		if err := json.Unmarshal(raw, &f); err != nil || isNull(raw) || v.OverflowFloat(f) {
			errs.Report(path, MsgNumber)
			return
		}
		if !exactInteger(raw, f) {
			errs.Report(path, MsgExactInt)
			return
		}
		if f == 0 && !ZeroText(string(raw)) {
			// 1e-400: below the smallest float, which reads it as 0.
			errs.Report(path, MsgUnderflow)
			return
		}
		v.SetFloat(f + 0) // −0 is 0: a result must never say −0
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int16, reflect.Int8,
		reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint16, reflect.Uint8:
		var f float64
		if err := json.Unmarshal(raw, &f); err != nil || isNull(raw) {
			errs.Report(path, MsgWhole)
			return
		}
		if m, bad := IntegerProblem(string(raw), f); bad {
			errs.Put(path, m)
			return
		}
		if v.CanInt() {
			if v.OverflowInt(int64(f)) {
				errs.Report(path, MsgWhole)
				return
			}
			v.SetInt(int64(f))
			return
		}
		if f < 0 {
			errs.Report(path, MsgGTE, msg.Num(0))
			return
		}
		if v.OverflowUint(uint64(f)) {
			errs.Report(path, MsgWhole)
			return
		}
		v.SetUint(uint64(f))
	case reflect.String:
		var s string
		if err := json.Unmarshal(raw, &s); err != nil || isNull(raw) {
			errs.Report(path, MsgString)
			return
		}
		if !ExactText(raw) {
			errs.Report(path, MsgText)
			return
		}
		v.SetString(s)
	case reflect.Bool:
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil || isNull(raw) {
			errs.Report(path, MsgBool)
			return
		}
		v.SetBool(b)
	default:
		panic("scenario: cannot decode into " + v.Type().String())
	}
}

func decodeStruct(path string, raw json.RawMessage, v reflect.Value, errs *Errors, depth int) {
	obj, dups, err := Object(raw)
	if err != nil || obj == nil {
		errs.Report(path, MsgObject)
		return
	}
	for _, d := range dups {
		errs.Report(Join(path, d), MsgDuplicateKey, msg.Code(ShortName(d)))
	}
	fields := jsonFieldsOf(v.Type())
	isField := func(k string) bool { _, ok := fields.index[k]; return ok }
	names, rest := SortedKeys(obj, isField, MaxReported)
	errs.Skip(rest) // unknown names beyond any that could be listed
	for _, name := range names {
		idx, ok := fields.index[name]
		if !ok {
			// The suggestion is built only for a problem that is listed.
			if errs.Full() {
				errs.Skip(1)
			} else {
				errs.Put(Join(path, name), Unknown(Field, name, fields.known))
			}
			continue
		}
		decodeValue(Join(path, name), obj[name], v.Field(idx), errs, depth+1)
	}
}

// structFields are the JSON names of a struct type's exported fields: their
// indexes, and the names sorted (the "known:" list of an unknown field).
type structFields struct {
	index map[string]int
	known []string
}

var jsonFieldsCache sync.Map // reflect.Type -> structFields

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

// ZeroText reports whether the number t (JSON's notation) is zero as written (0, -0.0,
// 0e5), so that a nonzero number too small for a float64 (1e-400, which
// reads as 0) can be told from it.
func ZeroText(t string) bool {
	t = strings.TrimSpace(t)
	if i := strings.IndexAny(t, "eE"); i >= 0 {
		t = t[:i]
	}
	return strings.Trim(t, "+-0.") == ""
}

// ExactText reports whether the JSON string raw reads as exactly the text it
// holds: UTF-8 throughout, and no \u escape of half a UTF-16 surrogate pair.
// encoding/json turns both into U+FFFD, silently changing a name the user
// gave.
func ExactText(raw []byte) bool { return InexactAt(raw) < 0 }

// InexactAt is the offset of the first byte of raw (JSON text: a string, or a
// whole document) that does not read as the text it holds (see ExactText),
// or -1 when there is none.
func InexactAt(raw []byte) int {
	for i := 0; i < len(raw); {
		c := raw[i]
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRune(raw[i:])
			if r == utf8.RuneError && n <= 1 {
				return i
			}
			i += n
			continue
		}
		if c != '\\' || i+1 >= len(raw) {
			i++
			continue
		}
		if raw[i+1] != 'u' {
			i += 2 // a two-character escape
			continue
		}
		r, ok := hex4(raw, i+2)
		if !ok {
			return i
		}
		switch {
		case r >= 0xDC00 && r <= 0xDFFF:
			return i // a low half with no high half before it
		case r >= 0xD800 && r <= 0xDBFF:
			lo, ok := hex4(raw, i+8)
			if !ok || raw[i+6] != '\\' || raw[i+7] != 'u' || lo < 0xDC00 || lo > 0xDFFF {
				return i
			}
			i += 12
		default:
			i += 6
		}
	}
	return -1
}

// hex4 reads the 4 hex digits of a \u escape at raw[i:].
func hex4(raw []byte, i int) (rune, bool) {
	if i < 2 || i+4 > len(raw) {
		return 0, false
	}
	n, err := strconv.ParseUint(string(raw[i:i+4]), 16, 32)
	return rune(n), err == nil
}

// maxExact is 2^53: every integer up to it in magnitude is exactly a
// float64, and JSON numbers are read as float64 by most tools.
const maxExact = 1 << 53

// exactInteger reports whether the JSON number raw of a float input, when it
// is written as an integer (digits alone), is exactly f: 9007199254740993 is
// not (it reads as …992), so a size the user gave would silently change. A
// float written with a fraction or an exponent rounds as any decimal does.
func exactInteger(raw json.RawMessage, f float64) bool {
	t := strings.TrimSpace(string(raw))
	if strings.ContainsAny(t, ".eE") || math.Abs(f) < maxExact {
		return true
	}
	digits, _ := integerText(t)
	return digits == strconv.FormatFloat(math.Abs(f), 'f', 0, 64)
}

// IntegerProblem is what is wrong with text, a number in decimal notation
// (JSON's, or Go's: sign, digits, fraction, exponent) that reads as f, for
// a whole-number input: not a whole number (MsgWhole: 2.5, but also
// 9007199254740992.5, which reads as an integer), or not one f holds
// exactly (MsgExactInt: beyond ±2^53, or 9007199254740993 in any notation,
// 9007199254740993.0 and 9.007199254740993e15 included, which read as
// …992). The decimal text itself decides, not its rounded value.
func IntegerProblem(text string, f float64) (msg.Message, bool) {
	digits, whole := integerText(text)
	switch {
	case !whole:
		return MsgWhole.With(), true
	case math.Abs(f) > maxExact || digits != strconv.FormatFloat(math.Abs(f), 'f', 0, 64):
		return MsgExactInt.With(), true
	}
	return msg.Message{}, false
}

// integerText reads a decimal number text exactly: whether it is a whole
// number and, if so, its magnitude as digits without leading zeros ("0" for
// zero). It does no arithmetic, so 1e999999999 costs nothing (its digits
// are not written out: anything beyond 400 digits is "∞", no float's).
func integerText(t string) (digits string, whole bool) {
	t = strings.TrimSpace(t)
	t = strings.TrimLeft(t, "+-")
	mant, exp10 := t, 0
	if i := strings.IndexAny(t, "eE"); i >= 0 {
		mant = t[:i]
		e, err := strconv.ParseInt(strings.TrimPrefix(t[i+1:], "+"), 10, 32)
		switch {
		case err == nil:
			exp10 = int(e)
		case strings.HasPrefix(t[i+1:], "-"):
			exp10 = math.MinInt32
		default:
			exp10 = math.MaxInt32
		}
	}
	intPart, frac, _ := strings.Cut(mant, ".")
	d := strings.TrimLeft(intPart+frac, "0")
	if d == "" {
		return "0", true
	}
	// The value is d × 10^e, d without trailing zeros.
	e := exp10 - len(frac)
	trimmed := strings.TrimRight(d, "0")
	e += len(d) - len(trimmed)
	d = trimmed
	switch {
	case e < 0:
		return "", false
	case len(d)+e > 400:
		return "∞", true
	}
	return d + strings.Repeat("0", e), true
}

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

// The scanning of Object, on text json.Valid accepted.

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
