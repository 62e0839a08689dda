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
)

// UserError is an error whose text is safe to show a user as the message of a
// field. A custom json.Unmarshaler returns one to say what it accepts.
type UserError string

func (e UserError) Error() string { return string(e) }

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
		errs.Add(path, "is nested too deeply")
		return
	}
	if reflect.PointerTo(v.Type()).Implements(unmarshalerType) {
		nv := reflect.New(v.Type())
		nv.Elem().Set(v)
		if err := nv.Interface().(json.Unmarshaler).UnmarshalJSON(raw); err != nil {
			var ue UserError
			if errors.As(err, &ue) {
				errs.Add(path, "%s", string(ue))
			} else {
				errs.Add(path, "is not a valid value")
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
			errs.Add(path, "must be a list")
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
			errs.Add(path, "must be a number")
			return
		}
		v.SetFloat(f)
	case reflect.Int, reflect.Int64, reflect.Int32:
		var f float64
		if err := json.Unmarshal(raw, &f); err != nil || isNull(raw) {
			errs.Add(path, "must be a whole number")
			return
		}
		if f != math.Trunc(f) || math.Abs(f) > 1<<53 || v.OverflowInt(int64(f)) {
			errs.Add(path, "must be a whole number")
			return
		}
		v.SetInt(int64(f))
	case reflect.String:
		var s string
		if err := json.Unmarshal(raw, &s); err != nil || isNull(raw) {
			errs.Add(path, "must be a string")
			return
		}
		v.SetString(s)
	case reflect.Bool:
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil || isNull(raw) {
			errs.Add(path, "must be true or false")
			return
		}
		v.SetBool(b)
	default:
		panic("scenario: cannot decode into " + v.Type().String())
	}
}

func decodeStruct(path string, raw json.RawMessage, v reflect.Value, errs *Errors, depth int) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		errs.Add(path, "must be an object")
		return
	}
	fields := jsonFields(v.Type())
	known := make([]string, 0, len(fields))
	for name := range fields {
		known = append(known, name)
	}
	for _, name := range sortedKeys(obj) {
		idx, ok := fields[name]
		if !ok {
			errs.Add(Join(path, name), "%s", UnknownMessage("field", name, known))
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
