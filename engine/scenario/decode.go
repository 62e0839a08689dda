package scenario

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"

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
