package scenario

import "reflect"

// DenoiseAll applies Denoise to every float v (a pointer) holds: a record's
// exported fields, nested records, lists, maps and pointers. A Compute calls
// it once on its results before it words its warnings from them, so that a
// figure at a threshold (100.00000000000001 %) is the threshold, without
// cleaning its figures one by one; the registry applies it to every answer
// (calc's cleanOutcome).
func DenoiseAll(v any) { denoiseValue(reflect.ValueOf(v)) }

// Denoised returns a copy of v with Denoise applied to every float it
// holds (values held in an interface cannot be set in place).
func Denoised(v any) any {
	if v == nil {
		return nil
	}
	c := reflect.New(reflect.TypeOf(v)).Elem()
	c.Set(reflect.ValueOf(v))
	denoiseValue(c)
	return c.Interface()
}

// denoiseValue applies Denoise to every float v holds that can be set
// (exported fields, elements of lists, values of maps).
func denoiseValue(v reflect.Value) {
	switch v.Kind() {
	case reflect.Float64, reflect.Float32:
		if v.CanSet() {
			v.SetFloat(Denoise(v.Float()))
		}
	case reflect.Pointer:
		if !v.IsNil() {
			denoiseValue(v.Elem())
		}
	case reflect.Interface:
		if !v.IsNil() && v.CanSet() {
			v.Set(reflect.ValueOf(Denoised(v.Elem().Interface())))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				denoiseValue(v.Field(i))
			}
		}
	case reflect.Slice, reflect.Array:
		if !holdsFloats(v.Type().Elem(), 0) {
			return // a list of counts or names: nothing to clean
		}
		for i := 0; i < v.Len(); i++ {
			denoiseValue(v.Index(i))
		}
	case reflect.Map:
		if !holdsFloats(v.Type().Elem(), 0) {
			return
		}
		for _, k := range v.MapKeys() {
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(v.MapIndex(k))
			denoiseValue(e)
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
