package calc

import (
	"encoding/json"
	"maps"
	"math"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Messages of text values.
var (
	msgVMLine    = msg.NewKey("query.list", "{0}")
	msgBadChoice = msg.NewKey("query.choice", "must be one of: {0}")
)

// decodeValues sets the fields of dst (a pointer to the inputs struct) from
// text values by input name: numbers read with parse, whole numbers checked,
// choices matched without regard to case, switches from true/false (1/0,
// yes/no, on/off), lists by their Codec. A value that does not read is
// reported at "inputs.<name>" and the field keeps its default; an unknown
// name is reported too; an empty value of an optional field makes it absent
// and of a required one is a problem.
func decodeValues(m Meta, values map[string][]string, parse func(string) (float64, error), dst any) scenario.Errors {
	var errs scenario.Errors
	v := reflect.ValueOf(dst).Elem()
	names := make([]string, len(m.Fields))
	for i, f := range m.Fields {
		names[i] = f.Name
	}
	for _, key := range slices.Sorted(maps.Keys(values)) {
		path := "inputs." + key
		f, ok := m.Field(key)
		if !ok {
			if errs.Full() {
				errs.Skip(1) // the suggestion is built only for a listed problem
			} else {
				errs.Put(path, scenario.Unknown(scenario.Parameter, key, names))
			}
			continue
		}
		idx, _ := topField(v.Type(), path)
		fv := v.Field(idx)
		vals := values[key]
		if f.Kind == List {
			if lists.load(m, f, vals, fv) {
				continue
			}
			raw, err := f.Codec.FromQuery(vals)
			if err != nil {
				if ue, ok := err.(scenario.UserError); ok {
					errs.Put(path, ue.Msg)
				} else {
					errs.Report(path, msgVMLine, msg.Str(err.Error()))
				}
				continue
			}
			derrs := scenario.DecodeObject("inputs", json.RawMessage(`{"`+key+`":`+string(raw)+`}`), dst)
			if len(derrs) == 0 {
				lists.keep(m, f, vals, fv)
			}
			errs.Append(derrs)
			continue
		}
		text := ""
		if len(vals) > 0 { // url.Values built in Go may hold an empty list
			text = strings.TrimSpace(vals[len(vals)-1])
		}
		if text == "" {
			if f.Optional {
				fv.SetZero()
			} else {
				errs.Report(path, scenario.MsgEmpty)
			}
			continue
		}
		if m := setText(f, fv, text, parse); !m.IsZero() {
			errs.Put(path, m)
		}
	}
	return errs
}

// setText sets fv (the field, maybe a pointer) from text, or says why not.
func setText(f Field, fv reflect.Value, text string, parse func(string) (float64, error)) msg.Message {
	target := fv
	if fv.Kind() == reflect.Pointer {
		target = reflect.New(fv.Type().Elem()).Elem()
	}
	switch f.Kind {
	case Number, Integer:
		x, err := parse(text)
		if err != nil {
			return scenario.MsgNumber.With()
		}
		if x == 0 && !scenario.ZeroText(typedDecimal(text, x)) {
			return scenario.MsgUnderflow.With() // 1e-400 reads as 0
		}
		if f.Kind == Integer {
			if m, bad := scenario.IntegerProblem(typedDecimal(text, x), x); bad {
				return m
			}
		}
		if m := setNumber(target, x); !m.IsZero() {
			return m
		}
	case Choice:
		var match string
		for _, c := range f.Choices {
			if strings.EqualFold(c.Value, text) {
				match = c.Value
			}
		}
		if match == "" {
			return msgBadChoice.With(msg.Codes(f.Values()))
		}
		if target.Kind() == reflect.String {
			target.SetString(match)
		} else {
			x, _ := strconv.ParseFloat(match, 64)
			if m := setNumber(target, x); !m.IsZero() {
				return m
			}
		}
	case Bool:
		switch strings.ToLower(text) {
		case "true", "1", "yes", "on":
			target.SetBool(true)
		case "false", "0", "no", "off":
			target.SetBool(false)
		default:
			return scenario.MsgBool.With()
		}
	default:
		if target.Kind() != reflect.String {
			// A custom value (it reads its own JSON): give it the text.
			b, _ := json.Marshal(text)
			if u, ok := target.Addr().Interface().(json.Unmarshaler); ok {
				if err := u.UnmarshalJSON(b); err != nil {
					if ue, ok := err.(scenario.UserError); ok {
						return ue.Msg
					}
					return scenario.MsgInvalid.With()
				}
			}
			break
		}
		target.SetString(text)
	}
	if fv.Kind() == reflect.Pointer {
		p := reflect.New(fv.Type().Elem())
		p.Elem().Set(target)
		fv.Set(p)
	}
	return msg.Message{}
}

// typedDecimal is the exact decimal that text (a number as typed, read as
// x) stands for, so a whole-number input can tell 9007199254740993 from the
// 9007199254740992 it rounds to. The text was read in one language's
// conventions, which parse knows and this does not: of English and
// Russian, the reading that gives x is the one parse made. With neither
// (a parse of other conventions), x's own digits: the check then sees the
// rounded value, as before.
func typedDecimal(text string, x float64) string {
	for _, l := range []msg.Lang{msg.EN, msg.RU} {
		if t, err := msg.NumberText(l, text); err == nil {
			if y, err := strconv.ParseFloat(t, 64); err == nil && y == x {
				return t
			}
		}
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// setNumber sets a numeric field to x, refusing what it cannot hold exactly.
func setNumber(v reflect.Value, x float64) msg.Message {
	switch v.Kind() {
	case reflect.Float64, reflect.Float32:
		if v.OverflowFloat(x) {
			return scenario.MsgNumber.With()
		}
		v.SetFloat(x + 0) // −0 is 0
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Int16, reflect.Int8:
		if x != math.Trunc(x) {
			return scenario.MsgWhole.With()
		}
		if math.Abs(x) > 1<<53 || v.OverflowInt(int64(x)) {
			return scenario.MsgExactInt.With()
		}
		v.SetInt(int64(x))
	case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint16, reflect.Uint8:
		if x != math.Trunc(x) {
			return scenario.MsgWhole.With()
		}
		if x < 0 {
			return scenario.MsgGTE.With(msg.Num(0))
		}
		if x > 1<<53 || v.OverflowUint(uint64(x)) {
			return scenario.MsgExactInt.With()
		}
		v.SetUint(uint64(x))
	default:
		return scenario.MsgInvalid.With()
	}
	return msg.Message{}
}

// Values renders in as text values by input name, in the URL's form
// (dot-decimal numbers), leaving out absent optional inputs. It is the
// inverse of ResolveValues with ParseNumber.
func Values(in Inputs) url.Values {
	if !in.Valid() {
		return url.Values{}
	}
	return ValuesOf(in.c.Meta(), in.v)
}

// ValuesOf is Values of an inputs struct v of the calculator m.
func ValuesOf(m Meta, v0 any) url.Values {
	q := url.Values{}
	v := reflect.ValueOf(v0)
	for _, f := range m.Fields {
		idx, ok := topField(v.Type(), "inputs."+f.Name)
		if !ok {
			continue
		}
		fv := v.Field(idx)
		if fv.Kind() == reflect.Pointer {
			if fv.IsNil() {
				continue
			}
			fv = fv.Elem()
		}
		switch {
		case f.Kind == List:
			b, err := json.Marshal(fv.Interface())
			if err == nil {
				q[f.Name] = lists.toQuery(m, f, b)
			}
		case fv.Kind() == reflect.Float64 || fv.Kind() == reflect.Float32:
			q.Set(f.Name, strconv.FormatFloat(fv.Float(), 'g', -1, 64))
		case fv.CanInt():
			q.Set(f.Name, strconv.FormatInt(fv.Int(), 10))
		case fv.Kind() == reflect.Bool:
			q.Set(f.Name, strconv.FormatBool(fv.Bool()))
		case fv.Kind() == reflect.String:
			q.Set(f.Name, fv.String())
		default:
			b, _ := json.Marshal(fv.Interface())
			var s string
			if json.Unmarshal(b, &s) != nil {
				s = string(b)
			}
			q.Set(f.Name, s)
		}
	}
	return q
}

// EncodeQuery is url.Values.Encode in m.Fields order rather than sorted, so
// links read in the same order as the form.
func EncodeQuery(m Meta, q url.Values) string {
	var b strings.Builder
	for _, f := range m.Fields {
		for _, v := range q[f.Name] {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(url.QueryEscape(f.Name))
			b.WriteByte('=')
			b.WriteString(url.QueryEscape(v))
		}
	}
	return b.String()
}

// ParseNumber reads a number in a URL: plain dot-decimal ("10000", "1.5",
// "1e4"), as links carry them; spaces around it are ignored.
func ParseNumber(s string) (float64, error) {
	x, err := msg.ParseNumber(msg.EN, s)
	if err != nil {
		return 0, scenario.Problem(scenario.MsgNumber)
	}
	return x, nil
}

// Query is the share-link query of in: Values in form order.
func Query(in Inputs) string {
	if !in.Valid() {
		return ""
	}
	return EncodeQuery(in.c.Meta(), Values(in))
}
