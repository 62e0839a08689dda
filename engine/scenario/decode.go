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

	"github.com/sizewise/sizewise/engine/msg"
)

// maxDepth bounds nesting so a hostile document cannot exhaust the stack.
const maxDepth = 32

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
		before := len(*errs)
		decodeValue(path, raw, nv.Elem(), errs, depth+1)
		if len(*errs) == before {
			v.Set(nv)
		}
	case reflect.Struct:
		decodeStruct(path, raw, v, errs, depth)
	case reflect.Slice:
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil || items == nil {
			errs.Report(path, MsgList)
			return
		}
		out := reflect.MakeSlice(v.Type(), len(items), len(items))
		before := len(*errs)
		for i, item := range items {
			decodeValue(path+"["+strconv.Itoa(i)+"]", item, out.Index(i), errs, depth+1)
		}
		if len(*errs) == before {
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
		v.SetFloat(f)
	case reflect.Int, reflect.Int64, reflect.Int32:
		var f float64
		if err := json.Unmarshal(raw, &f); err != nil || isNull(raw) {
			errs.Report(path, MsgWhole)
			return
		}
		if f != math.Trunc(f) {
			errs.Report(path, MsgWhole)
			return
		}
		if math.Abs(f) > maxExact || !exactInteger(raw, f) {
			errs.Report(path, MsgExactInt)
			return
		}
		if v.OverflowInt(int64(f)) {
			errs.Report(path, MsgWhole)
			return
		}
		v.SetInt(int64(f))
	case reflect.String:
		var s string
		if err := json.Unmarshal(raw, &s); err != nil || isNull(raw) {
			errs.Report(path, MsgString)
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
		errs.Report(Join(path, d), MsgDuplicateKey, msg.Code(d))
	}
	fields := jsonFields(v.Type())
	known := make([]string, 0, len(fields))
	for name := range fields {
		known = append(known, name)
	}
	for _, name := range sortedKeys(obj) {
		idx, ok := fields[name]
		if !ok {
			errs.Put(Join(path, name), Unknown(Field, name, known))
			continue
		}
		decodeValue(Join(path, name), obj[name], v.Field(idx), errs, depth+1)
	}
}

// jsonFields maps the JSON names of t's exported fields to their indexes.
func jsonFields(t reflect.Type) map[string]int {
	out := make(map[string]int, t.NumField())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		if name := JSONName(f); name != "" {
			out[name] = i
		}
	}
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

func sortedKeys(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// maxExact is 2^53: every integer up to it in magnitude is exactly a
// float64, and JSON numbers are read as float64 by most tools.
const maxExact = 1 << 53

// exactInteger reports whether the JSON number raw, when it is written as an
// integer, is exactly f: 9007199254740993 is not (it reads as …992), so a
// seed or a size the user gave would silently change.
func exactInteger(raw json.RawMessage, f float64) bool {
	t := strings.TrimSpace(string(raw))
	if strings.ContainsAny(t, ".eE") || math.Abs(f) < maxExact {
		return true
	}
	t = strings.TrimPrefix(t, "-")
	t = strings.TrimLeft(t, "0")
	return t == strconv.FormatFloat(math.Abs(f), 'f', 0, 64)
}

// Object reads the JSON object raw into its members, and lists the keys
// given more than once (encoding/json silently keeps the last; a document
// saying two things must not be read as one of them). err is set when raw is
// not valid JSON; obj is nil when it is valid but not an object.
func Object(raw []byte) (obj map[string]json.RawMessage, dups []string, err error) {
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return nil, nil, err
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	if _, err := d.Token(); err != nil { // {
		return obj, nil, nil
	}
	seen := make(map[string]bool, len(obj))
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			break
		}
		k, _ := tok.(string)
		if seen[k] && !slices.Contains(dups, k) {
			dups = append(dups, k)
		}
		seen[k] = true
		var skip json.RawMessage
		if err := d.Decode(&skip); err != nil {
			break
		}
	}
	return obj, dups, nil
}
