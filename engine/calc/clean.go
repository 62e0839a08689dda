package calc

import (
	"reflect"

	"github.com/sizewise/sizewise/engine/scenario"
)

// cleanOutcome takes binary floating-point noise out of every number o
// carries, with scenario.Denoise (320 × 1.4 × 1.25 reads 560, not
// 560.0000000000001; 4/3 keeps its digits): the results (nested records,
// lists, maps and pointers included), the worked steps' values and the
// chart's. The registry applies it to every answer before Guard,
// so a calculator computes with plain arithmetic and none cleans its
// numbers one by one. A message's numbers need no cleaning: they are
// written with at most a few significant decimals.
func cleanOutcome(o *Outcome) {
	o.Results = cleaned(o.Results)
	for i := range o.Steps {
		o.Steps[i].Value = scenario.Denoise(o.Steps[i].Value)
	}
	if o.Chart != nil {
		cleanValue(reflect.ValueOf(o.Chart).Elem())
	}
}

// cleaned returns a copy of v with its numbers cleaned (values held in an
// interface cannot be set in place).
func cleaned(v any) any {
	if v == nil {
		return nil
	}
	c := reflect.New(reflect.TypeOf(v)).Elem()
	c.Set(reflect.ValueOf(v))
	cleanValue(c)
	return c.Interface()
}

// cleanValue cleans every float v holds that can be set (exported fields,
// elements of lists, values of maps).
func cleanValue(v reflect.Value) {
	switch v.Kind() {
	case reflect.Float64, reflect.Float32:
		if v.CanSet() {
			v.SetFloat(scenario.Denoise(v.Float()))
		}
	case reflect.Pointer:
		if !v.IsNil() {
			cleanValue(v.Elem())
		}
	case reflect.Interface:
		if !v.IsNil() && v.CanSet() {
			v.Set(reflect.ValueOf(cleaned(v.Elem().Interface())))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				cleanValue(v.Field(i))
			}
		}
	case reflect.Slice, reflect.Array:
		if !holdsFloats(v.Type().Elem(), 0) {
			return // a list of counts or names: nothing to clean
		}
		for i := 0; i < v.Len(); i++ {
			cleanValue(v.Index(i))
		}
	case reflect.Map:
		if !holdsFloats(v.Type().Elem(), 0) {
			return
		}
		for _, k := range v.MapKeys() {
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(v.MapIndex(k))
			cleanValue(e)
			v.SetMapIndex(k, e)
		}
	}
}

// holdsFloats reports whether a value of type t can hold a float, to
// leave lists and maps of strings and counts alone (depth bounds
// recursive types).
func holdsFloats(t reflect.Type, depth int) bool {
	if depth > 8 {
		return true
	}
	switch t.Kind() {
	case reflect.Float64, reflect.Float32, reflect.Interface:
		return true
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return holdsFloats(t.Elem(), depth+1)
	case reflect.Map:
		return holdsFloats(t.Elem(), depth+1)
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if t.Field(i).IsExported() && holdsFloats(t.Field(i).Type, depth+1) {
				return true
			}
		}
	}
	return false
}
