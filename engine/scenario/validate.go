package scenario

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/sizewise/sizewise/engine/msg"
)

// A struct field's rules are its `validate` tag, in the notation of
// go-playground/validator, of which Sizewise uses a small part:
//
//	finite          a float is neither NaN nor ±Inf
//	gte=N gt=N      a number is at least / more than N (a list: its length)
//	lte=N lt=N      a number is at most / less than N (a list: its length)
//	min=N max=N     the same as gte / lte
//	ne=N            a number is not N
//	zeroorleast     a number is 0 or at least Least ("none" at 0, measurable
//	                from Least: a reservation, a demand, a price)
//	share           a percentage is 0, 100, or within Least of neither
//	                (Least to 100 − Least: a share measurable on both sides)
//	oneof=a b c     a string is one of the words
//	required        a pointer is not nil
//	omitempty       the rest apply only when the value is set (not nil, not
//	                the zero value)
//	dive            the rules after it apply to each element of a list
//
// Rules is what a tag says, read once per type (as encoding/json reads its
// tags); the same rules validate values and describe fields to forms and
// documentation (Describe), so what a form offers is what validation
// accepts. An unknown rule is a programming error and panics.
type Rules struct {
	Finite, Required, OmitEmpty bool
	// Min and Max bound a number (or a list's length); nil is unbounded.
	Min, Max *Bound
	// NotEqual, when set, is a number the value must not be.
	NotEqual *float64
	// ZeroOrLeast: the number is 0 or at least Least. Share: the
	// percentage is 0, 100, or from Least to 100 − Least.
	ZeroOrLeast, Share bool
	// OneOf lists the allowed strings.
	OneOf []string
	// Elem are the rules of each element after dive.
	Elem *Rules
}

// Bound is one end of a range: Value, included or not.
type Bound struct {
	Value     float64
	Exclusive bool
}

// ParseRules reads a `validate` tag.
func ParseRules(tag string) (Rules, error) {
	var r Rules
	parts := strings.Split(tag, ",")
	for i, p := range parts {
		if p == "" {
			continue
		}
		name, param, _ := strings.Cut(p, "=")
		num := func() (float64, error) {
			x, err := strconv.ParseFloat(param, 64)
			if err != nil {
				return 0, fmt.Errorf("rule %q: %q is not a number", name, param)
			}
			return x, nil
		}
		switch name {
		case "finite":
			r.Finite = true
		case "required":
			r.Required = true
		case "omitempty":
			r.OmitEmpty = true
		case "gte", "min", "gt":
			x, err := num()
			if err != nil {
				return r, err
			}
			r.Min = &Bound{x, name == "gt"}
		case "lte", "max", "lt":
			x, err := num()
			if err != nil {
				return r, err
			}
			r.Max = &Bound{x, name == "lt"}
		case "ne":
			x, err := num()
			if err != nil {
				return r, err
			}
			r.NotEqual = &x
		case "zeroorleast":
			r.ZeroOrLeast = true
		case "share":
			r.Share = true
		case "oneof":
			r.OneOf = strings.Fields(param)
			if len(r.OneOf) == 0 {
				return r, fmt.Errorf("rule oneof has no values")
			}
		case "dive":
			elem, err := ParseRules(strings.Join(parts[i+1:], ","))
			if err != nil {
				return r, err
			}
			r.Elem = &elem
			return r, nil
		default:
			return r, fmt.Errorf("unknown rule %q", p)
		}
	}
	return r, nil
}

// field is one validated field of a struct type.
type field struct {
	index int
	name  string
	rules Rules
}

var rulesCache sync.Map // reflect.Type -> []field

// fieldsOf reads the JSON names and rules of struct type t once.
func fieldsOf(t reflect.Type) []field {
	if f, ok := rulesCache.Load(t); ok {
		return f.([]field)
	}
	var out []field
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		name := JSONName(sf)
		if !sf.IsExported() || name == "" {
			continue
		}
		r, err := ParseRules(sf.Tag.Get("validate"))
		if err != nil {
			panic(fmt.Sprintf("scenario: %s.%s: %v", t, sf.Name, err))
		}
		out = append(out, field{index: i, name: name, rules: r})
	}
	rulesCache.Store(t, out)
	return out
}

// RulesOf returns the rules of the field with JSON name name of struct type
// t (a struct or a pointer to one).
func RulesOf(t reflect.Type, name string) (Rules, bool) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	for _, f := range fieldsOf(t) {
		if f.name == name {
			return f.rules, true
		}
	}
	return Rules{}, false
}

// Validate checks v (a pointer to a struct) against its `validate` tags and
// returns one FieldError per broken rule (the first of each field), keyed by
// the JSON path under path; nested structs and lists of structs are checked
// too. It panics if v is not a pointer to a struct.
func Validate(path string, v any) Errors {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		panic("scenario: Validate needs a non-nil pointer to a struct")
	}
	var errs Errors
	validateStruct(NewPath(path), rv.Elem(), &errs)
	return errs
}

func validateStruct(path *Path, v reflect.Value, errs *Errors) {
	for _, f := range fieldsOf(v.Type()) {
		path.Field(f.name)
		validateValue(path, v.Field(f.index), f.rules, errs)
		path.Pop()
	}
}

func validateValue(path *Path, v reflect.Value, r Rules, errs *Errors) {
	// omitempty skips a nil pointer (an absent input), or the zero value of
	// a field that is not a pointer; a pointer to 0 is a given 0, checked.
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			if r.Required && !r.OmitEmpty {
				errs.Report(path.String(), MsgRequired)
			}
			return
		}
		v = v.Elem()
	} else if r.OmitEmpty && v.IsZero() {
		return
	}
	if m, bad := check(v, r); bad {
		errs.Put(path.String(), m)
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		validateStruct(path, v, errs)
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			path.Index(i)
			if r.Elem != nil {
				validateValue(path, v.Index(i), *r.Elem, errs)
			} else if e := v.Index(i); e.Kind() == reflect.Struct {
				validateStruct(path, e, errs)
			}
			path.Pop()
		}
	}
}

// check applies r's own rules (not the elements') to v.
func check(v reflect.Value, r Rules) (msg.Message, bool) {
	var x float64
	isList := false
	switch v.Kind() {
	case reflect.Float32, reflect.Float64:
		x = v.Float()
		if r.Finite && (math.IsNaN(x) || math.IsInf(x, 0)) {
			return MsgFinite.With(), true
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		x = float64(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		x = float64(v.Uint())
	case reflect.Slice, reflect.Array, reflect.Map:
		x, isList = float64(v.Len()), true
	case reflect.String:
		if len(r.OneOf) > 0 && !contains(r.OneOf, v.String()) {
			return MsgOneOf.With(msg.Codes(r.OneOf)), true
		}
		return msg.Message{}, false
	default:
		return msg.Message{}, false
	}
	if b := r.Min; b != nil && (x < b.Value || b.Exclusive && x == b.Value) {
		switch {
		case isList:
			return MsgMinItems.With(msg.Num(b.Value)), true
		case b.Exclusive:
			return MsgGT.With(msg.Num(b.Value)), true
		}
		return MsgGTE.With(msg.Num(b.Value)), true
	}
	if b := r.Max; b != nil && (x > b.Value || b.Exclusive && x == b.Value) {
		switch {
		case isList:
			return MsgMaxItems.With(msg.Num(b.Value)), true
		case b.Exclusive:
			return MsgLT.With(msg.Num(b.Value)), true
		}
		return MsgLTE.With(msg.Num(b.Value)), true
	}
	if r.NotEqual != nil && x == *r.NotEqual {
		return MsgNE.With(msg.Num(*r.NotEqual)), true
	}
	if r.ZeroOrLeast && x != 0 && x < Least {
		return MsgZeroOrMin.With(msg.Num(Least)), true
	}
	if r.Share && x != 0 && x != 100 && (x < Least || x > 100-Least) {
		return MsgShare.With(msg.Num(Least), msg.Num(100-Least)), true
	}
	if len(r.OneOf) > 0 && !isList && !contains(r.OneOf, strconv.FormatFloat(x, 'f', -1, 64)) {
		return MsgOneOf.With(msg.Codes(r.OneOf)), true
	}
	return msg.Message{}, false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
