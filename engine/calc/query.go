package calc

import (
	"encoding/json"
	"maps"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/scenario"
)

// FromQuery turns URL query values into the JSON inputs object of m, using
// each Field's Kind ("write_iops=10000" becomes {"write_iops": 10000}). Values
// that do not parse and parameters that name no input are reported at
// "inputs.<name>" and left out, so the input keeps its default. An empty value
// of an Optional field means absent. Parameters named in ignore (such as a
// page's own "lang") are skipped.
func FromQuery(m Meta, q url.Values, ignore ...string) (json.RawMessage, scenario.Errors) {
	var errs scenario.Errors
	obj := map[string]json.RawMessage{}
	names := make([]string, len(m.Fields))
	for i, f := range m.Fields {
		names[i] = f.Name
	}
	for _, key := range slices.Sorted(maps.Keys(q)) {
		if slices.Contains(ignore, key) {
			continue
		}
		f, ok := m.Field(key)
		path := "inputs." + key
		if !ok {
			errs.Add(path, "%s", scenario.UnknownMessage("parameter", key, names))
			continue
		}
		vals := q[key]
		if f.Kind == List {
			raw, err := f.Codec.FromQuery(vals)
			if err != nil {
				errs.Add(path, "%s", err.Error())
				continue
			}
			obj[key] = raw
			continue
		}
		v := ""
		if len(vals) > 0 { // url.Values built in Go may hold an empty list
			v = strings.TrimSpace(vals[len(vals)-1])
		}
		if v == "" {
			if !f.Optional {
				errs.Add(path, "is empty; enter a value")
			}
			continue
		}
		raw, msg := scalarJSON(f, v)
		if msg != "" {
			errs.Add(path, "%s", msg)
			continue
		}
		obj[key] = raw
	}
	b, err := json.Marshal(obj)
	if err != nil {
		panic("calc: FromQuery: " + err.Error())
	}
	return b, errs
}

// scalarJSON converts one text value to JSON for field f, or returns why not.
func scalarJSON(f Field, v string) (json.RawMessage, string) {
	switch f.Kind {
	case Number, Integer:
		x, err := ParseNumber(v)
		if err != nil {
			return nil, err.Error()
		}
		if f.Kind == Integer && x != math.Trunc(x) {
			return nil, "must be a whole number"
		}
		return json.RawMessage(strconv.FormatFloat(x, 'g', -1, 64)), ""
	case Bool:
		switch strings.ToLower(v) {
		case "true", "1", "yes", "on":
			return json.RawMessage("true"), ""
		case "false", "0", "no", "off":
			return json.RawMessage("false"), ""
		}
		return nil, "must be true or false"
	case Choice:
		for _, c := range f.Choices {
			if strings.EqualFold(c, v) {
				b, _ := json.Marshal(c)
				return b, ""
			}
		}
		return nil, "must be one of: " + strings.Join(f.Choices, ", ")
	}
	b, _ := json.Marshal(v)
	return b, ""
}

// ParseNumber reads a number as a person types it: "10000", "10 000",
// "10,000", "1.5", "1,5" and "0,125" (decimal comma), "1.000,5" and "1e4" are
// accepted; NaN and infinities are not.
func ParseNumber(s string) (float64, error) {
	t := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\u00a0', '\u202f', '_', '\'':
			return -1
		}
		return r
	}, strings.TrimSpace(s))
	if strings.Contains(t, ",") {
		lastComma, lastDot := strings.LastIndex(t, ","), strings.LastIndex(t, ".")
		switch {
		case lastDot >= 0 && lastComma > lastDot:
			// 1.000,5: dots group thousands, the comma is the decimal mark
			t = strings.Replace(strings.ReplaceAll(t, ".", ""), ",", ".", 1)
		case lastDot >= 0:
			t = strings.ReplaceAll(t, ",", "") // 10,000.5
		case strings.Count(t, ",") == 1 && !thousands(t):
			t = strings.Replace(t, ",", ".", 1) // 1,5 or 0,125 (decimal comma)
		default:
			t = strings.ReplaceAll(t, ",", "") // 10,000 or 1,000,000
		}
	}
	x, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || t == "" {
		return 0, scenario.UserError("must be a number")
	}
	return x, nil
}

// thousands reports whether t, holding one comma, reads as a number grouped
// in thousands: 1 to 3 digits not starting with 0, a comma, then 3 digits
// ("10,000", but not "0,125", "1234,567" or "1,5e3").
func thousands(t string) bool {
	head, tail, _ := strings.Cut(strings.TrimLeft(t, "+-"), ",")
	digits := func(s string) bool {
		return s != "" && strings.Trim(s, "0123456789") == ""
	}
	return len(head) >= 1 && len(head) <= 3 && head[0] != '0' && digits(head) &&
		len(tail) == 3 && digits(tail)
}

// ToQuery renders a JSON inputs object as URL query values, in the order of
// m.Fields, leaving out absent values. It is the inverse of FromQuery.
func ToQuery(m Meta, inputs json.RawMessage) url.Values {
	var obj map[string]json.RawMessage
	q := url.Values{}
	if err := json.Unmarshal(inputs, &obj); err != nil {
		return q
	}
	for _, f := range m.Fields {
		raw, ok := obj[f.Name]
		if !ok || string(raw) == "null" {
			continue
		}
		if f.Kind == List {
			q[f.Name] = f.Codec.ToQuery(raw)
			continue
		}
		var s string
		if json.Unmarshal(raw, &s) == nil {
			q.Set(f.Name, s)
			continue
		}
		q.Set(f.Name, string(raw))
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
