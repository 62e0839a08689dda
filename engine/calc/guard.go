package calc

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"sort"
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
		"{0} has no finite value for these inputs ({1}): enter realistic values")
	msgNegative = msg.NewKey("result.negative",
		"{0} would be negative ({2}) for these inputs ({1}), which cannot be: enter realistic values")
	msgResultTooLarge = msg.NewKey("result.too-large",
		"{0} would be {2} for these inputs ({1}), beyond any real system (at most {3}): enter realistic values")
)

// Guard checks every number in results (nested records, lists and maps
// included; floats, signed and unsigned integers): it must be finite,
// within ±MaxResult, and 0 or more unless its top-level result is listed
// in signed. Each violation is a problem at "results.<path>" naming the
// inputs that are not their defaults (the ones to look at). The registry
// applies it to every answer, so no calculator can emit NaN, ∞, −0.0001
// reads or a 300-digit number.
func Guard(id string, results any, signed []string, inputs any) scenario.Errors {
	g := guard{id: id, inputs: inputs, signed: signed}
	g.walk(scenario.NewPath("results"), "", reflect.ValueOf(results))
	return g.errs
}

// GuardSteps checks the value of every worked step as Guard checks a
// result: finite and within ±MaxResult (a step may be negative: a shortfall,
// a difference). A problem is at "steps[i]", labelled by the step's label.
func GuardSteps(id string, steps []Step, inputs any) scenario.Errors {
	g := guard{id: id, inputs: inputs}
	for i, st := range steps {
		if !ok(st.Value, true) { // the path and label are built for a problem only
			g.number("steps["+strconv.Itoa(i)+"]", msg.Sub(st.Label), st.Value, true)
		}
	}
	return g.errs
}

// guard is one run of Guard: the problems found, and what names them.
type guard struct {
	id     string
	inputs any
	signed []string
	errs   scenario.Errors
	given  *msg.Arg // the changed inputs, looked up at the first problem
}

func (g *guard) walk(path *scenario.Path, top string, v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			g.walk(path, top, v.Elem())
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
			path.Field(name)
			g.walk(path, t, v.Field(i))
			path.Pop()
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			path.Index(i)
			g.walk(path, top, v.Index(i))
			path.Pop()
		}
	case reflect.Map:
		keys := v.MapKeys()
		sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) }) // not slices: one sort less in app.wasm
		for _, k := range keys {
			t := top
			if t == "" {
				t = fmt.Sprint(k)
			}
			path.Field(fmt.Sprint(k))
			g.walk(path, t, v.MapIndex(k))
			path.Pop()
		}
	case reflect.Float64, reflect.Float32:
		g.result(path, top, v.Float())
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int16, reflect.Int8:
		g.result(path, top, float64(v.Int()))
	case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint16, reflect.Uint8, reflect.Uintptr:
		g.result(path, top, float64(v.Uint()))
	}
}

// result checks the number x of the top-level result top.
func (g *guard) result(path *scenario.Path, top string, x float64) {
	if ok(x, slices.Contains(g.signed, top)) {
		return // the common case: nothing to name, so nothing looked up
	}
	label := msg.Code(top)
	if c, found := Lookup(g.id); found {
		if o, found := c.Meta().Output(top); found {
			label = msg.Txt(o.Label)
		}
	}
	g.number(path.String(), label, x, slices.Contains(g.signed, top))
}

// ok reports whether x may leave Compute.
func ok(x float64, signed bool) bool {
	return !math.IsNaN(x) && !math.IsInf(x, 0) && (signed || x >= 0) && math.Abs(x) <= MaxResult
}

// number reports x at path, labelled label, when it may not leave Compute.
func (g *guard) number(path string, label msg.Arg, x float64, signed bool) {
	if ok(x, signed) {
		return
	}
	if g.given == nil {
		a := changedInputs(g.id, g.inputs)
		g.given = &a
	}
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		g.errs.Report(path, msgNotFinite, label, *g.given)
	case x < 0 && !signed:
		// msg.FormatNum writes a tiny negative as -1.66 × 10⁻³¹⁶, never "0".
		g.errs.Report(path, msgNegative, label, *g.given, msg.Num(x))
	default:
		g.errs.Report(path, msgResultTooLarge, label, *g.given, msg.Num(x), msg.Num(MaxResult))
	}
}

// changedInputs lists the inputs that differ from the calculator's
// defaults, by label: the ones the user gave.
func changedInputs(id string, inputs any) msg.Arg {
	c, ok := Lookup(id)
	if !ok {
		return msg.List()
	}
	meta := c.Meta()
	d := reflect.ValueOf(c.Defaults().Value())
	v := reflect.ValueOf(inputs)
	if !v.IsValid() || d.Type() != v.Type() {
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
