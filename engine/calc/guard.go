package calc

import (
	"math"
	"reflect"
	"slices"
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// MaxResult bounds every number a calculator answers: 10^15 is a petabyte
// in MB, a billion hosts' worth of IOPS; a larger answer means the inputs
// were outside anything the formulas describe (1e-300 IOPS reads, 1e300
// GB), and a number of 300 digits helps no one.
const MaxResult = 1e15

var (
	msgNotFinite = msg.NewKey("result.not-finite",
		"{0} has no finite value for these inputs ({1}): enter realistic values",
		"{0}: для этих входных данных ({1}) нет конечного значения; введите реалистичные значения")
	msgNegative = msg.NewKey("result.negative",
		"{0} would be negative ({2}) for these inputs ({1}), which cannot be: enter realistic values",
		"{0} получается отрицательным ({2}) для этих входных данных ({1}), чего быть не может; введите реалистичные значения")
	msgResultTooLarge = msg.NewKey("result.too-large",
		"{0} would be {2} for these inputs ({1}), beyond any real system (at most {3}): enter realistic values",
		"{0} получается равным {2} для этих входных данных ({1}), что больше любой реальной системы (не больше {3}); введите реалистичные значения")
)

// Guard checks every number in results (nested records included): it must
// be finite, within ±MaxResult, and 0 or more unless its top-level result is
// listed in signed. Each violation is a problem at "results.<path>" naming
// the inputs that are not their defaults (the ones to look at). The registry
// applies it to every answer, so no calculator can emit NaN, ∞, −0.0001
// reads or a 300-digit number.
func Guard(id string, results any, signed []string, inputs any) scenario.Errors {
	var errs scenario.Errors
	c, _ := Lookup(id)
	var meta Meta
	if c != nil {
		meta = c.Meta()
	}
	var bad func(path, top string, v reflect.Value)
	bad = func(path, top string, v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				bad(path, top, v.Elem())
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				f := v.Type().Field(i)
				name := scenario.JSONName(f)
				if !f.IsExported() || name == "" {
					continue
				}
				t := top
				if t == "" {
					t = name
				}
				bad(scenario.Join(path, name), t, v.Field(i))
			}
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				bad(path+"["+strconv.Itoa(i)+"]", top, v.Index(i))
			}
		case reflect.Map:
			for _, k := range v.MapKeys() {
				bad(scenario.Join(path, k.String()), top, v.MapIndex(k))
			}
		case reflect.Float64, reflect.Float32, reflect.Int, reflect.Int64, reflect.Int32:
			x := 0.0
			if v.CanFloat() {
				x = v.Float()
			} else {
				x = float64(v.Int())
			}
			finite := !math.IsNaN(x) && !math.IsInf(x, 0)
			negative := x < 0 && !slices.Contains(signed, top)
			if finite && !negative && math.Abs(x) <= MaxResult {
				return // the common case: nothing to name, so nothing looked up
			}
			label := msg.Code(top)
			if o, ok := meta.Output(top); ok {
				label = msg.Txt(o.Label)
			}
			given := changedInputs(meta, inputs)
			switch {
			case !finite:
				errs.Report(path, msgNotFinite, label, given)
			case negative:
				errs.Report(path, msgNegative, label, given, msg.Num(x))
			default:
				errs.Report(path, msgResultTooLarge, label, given, msg.Num(x), msg.Num(MaxResult))
			}
		}
	}
	bad("results", "", reflect.ValueOf(results))
	return errs
}

// changedInputs lists the inputs that differ from the calculator's
// defaults, by label: the ones the user gave.
func changedInputs(meta Meta, inputs any) msg.Arg {
	c, ok := Lookup(meta.ID)
	if !ok {
		return msg.List()
	}
	d := reflect.ValueOf(c.Defaults().Value())
	v := reflect.ValueOf(inputs)
	if d.Type() != v.Type() {
		return msg.List()
	}
	var args []msg.Arg
	for _, f := range meta.Fields {
		i, ok := topField(v.Type(), "inputs."+f.Name)
		if ok && !reflect.DeepEqual(v.Field(i).Interface(), d.Field(i).Interface()) {
			args = append(args, msg.Field(f.Name))
		}
	}
	if len(args) == 0 {
		for _, f := range meta.Fields {
			args = append(args, msg.Field(f.Name))
		}
	}
	return msg.List(args...)
}
