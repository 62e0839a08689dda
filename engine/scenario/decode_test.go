package scenario_test

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// level is a custom json.Unmarshaler like sioc.Shares: it accepts "low" or
// "high", reports a UserError for other strings, and a plain error for
// numbers (which DecodeObject must not show verbatim).
type level struct{ name string }

func (l *level) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return errors.New("internal detail that must not leak")
	}
	switch s {
	case "low", "high":
		l.name = s
		return nil
	case "wrapped":
		return wrapErr{scenario.Problem(msgWrapped)}
	}
	return scenario.Problem(msgLowHigh)
}

// Problems of level.
var (
	msgWrapped = msg.NewKey("scenariotest.wrapped", "is wrapped but still a user error")
	msgLowHigh = msg.NewKey("scenariotest.low-high", `must be "low" or "high"`)
)

type wrapErr struct{ err error }

func (w wrapErr) Error() string { return "wrapped: " + w.err.Error() }
func (w wrapErr) Unwrap() error { return w.err }

type vm struct {
	Name   string   `json:"name"`
	Shares float64  `json:"shares"`
	Tags   []string `json:"tags"`
	Level  level    `json:"level"`
}

type inner struct {
	X float64 `json:"x"`
	Y int     `json:"y"`
}

type decodeInputs struct {
	WriteIOPS  float64     `json:"write_iops"`
	WriteSize  float64     `json:"write_size_kb,omitempty"`
	Count      int         `json:"count"`
	Big        int64       `json:"big"`
	Small      int32       `json:"small"`
	Ratio32    float32     `json:"ratio32"`
	Name       string      `json:"name"`
	On         bool        `json:"on"`
	VMs        []vm        `json:"vms"`
	Grid       [][]float64 `json:"grid"`
	Inner      inner       `json:"inner"`
	Opt        *float64    `json:"opt,omitempty"`
	OptInner   *inner      `json:"opt_inner,omitempty"`
	Level      level       `json:"level"`
	PLevel     *level      `json:"plevel"`
	Skipped    string      `json:"-"`
	NoTag      float64
	unexported int
}

func ptr[T any](v T) *T { return &v }

func decodeDefaults() decodeInputs {
	return decodeInputs{
		WriteIOPS: 10000,
		WriteSize: 4,
		Count:     3,
		Big:       7,
		Small:     8,
		Ratio32:   0.5,
		Name:      "default",
		On:        true,
		VMs: []vm{
			{Name: "VM1", Shares: 1000, Tags: []string{"a"}},
			{Name: "VM2", Shares: 2000},
			{Name: "VM3", Shares: 500},
		},
		Grid:    [][]float64{{1, 2}, {3}},
		Inner:   inner{X: 1.5, Y: 2},
		Opt:     ptr(42.0),
		Level:   level{"low"},
		Skipped: "kept",
		NoTag:   9,
	}
}

func TestDecodeObjectValid(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want func(*decodeInputs)
	}{
		{"nil changes nothing", "", func(*decodeInputs) {}},
		{"whitespace changes nothing", " \n\t ", func(*decodeInputs) {}},
		{"null changes nothing", "null", func(*decodeInputs) {}},
		{"empty object changes nothing", "{}", func(*decodeInputs) {}},
		{"number", `{"write_iops": 2500.5}`, func(d *decodeInputs) { d.WriteIOPS = 2500.5 }},
		{"negative number", `{"write_iops": -1}`, func(d *decodeInputs) { d.WriteIOPS = -1 }},
		{"whole number", `{"count": 12}`, func(d *decodeInputs) { d.Count = 12 }},
		{"whole number with exponent", `{"count": 1e3}`, func(d *decodeInputs) { d.Count = 1000 }},
		{"whole number written as x.0", `{"count": 4.0}`, func(d *decodeInputs) { d.Count = 4 }},
		{"int64 at 2^53", `{"big": 9007199254740992}`, func(d *decodeInputs) { d.Big = 1 << 53 }},
		{"int32 at its max", `{"small": 2147483647}`, func(d *decodeInputs) { d.Small = 2147483647 }},
		{"float32", `{"ratio32": 0.25}`, func(d *decodeInputs) { d.Ratio32 = 0.25 }},
		{"string", `{"name": "VM, prod \u00e9"}`, func(d *decodeInputs) { d.Name = "VM, prod é" }},
		{"empty string", `{"name": ""}`, func(d *decodeInputs) { d.Name = "" }},
		{"bool false", `{"on": false}`, func(d *decodeInputs) { d.On = false }},
		{"list replaces the default list", `{"vms": [{"name": "x"}]}`, func(d *decodeInputs) {
			d.VMs = []vm{{Name: "x"}}
		}},
		{"empty list", `{"vms": []}`, func(d *decodeInputs) { d.VMs = []vm{} }},
		{"nested list", `{"grid": [[1], [], [2, 3]]}`, func(d *decodeInputs) {
			d.Grid = [][]float64{{1}, {}, {2, 3}}
		}},
		{"object merges into the default", `{"inner": {"y": 5}}`, func(d *decodeInputs) { d.Inner.Y = 5 }},
		{"pointer set", `{"opt": 7}`, func(d *decodeInputs) { d.Opt = ptr(7.0) }},
		{"pointer null clears", `{"opt": null}`, func(d *decodeInputs) { d.Opt = nil }},
		{"pointer to struct from nil", `{"opt_inner": {"x": 2}}`, func(d *decodeInputs) { d.OptInner = &inner{X: 2} }},
		{"unmarshaler", `{"level": "high"}`, func(d *decodeInputs) { d.Level = level{"high"} }},
		{"unmarshaler null is its own business", `{"level": null}`, func(*decodeInputs) {}},
		{"pointer to unmarshaler", `{"plevel": "high"}`, func(d *decodeInputs) { d.PLevel = &level{"high"} }},
		{"unmarshaler inside a list", `{"vms": [{"name": "a", "level": "high"}]}`, func(d *decodeInputs) {
			d.VMs = []vm{{Name: "a", Level: level{"high"}}}
		}},
		{"field without a tag uses its Go name", `{"NoTag": 1}`, func(d *decodeInputs) { d.NoTag = 1 }},
		{"several fields", `{"write_iops": 1, "count": 2, "name": "n", "on": false}`, func(d *decodeInputs) {
			d.WriteIOPS, d.Count, d.Name, d.On = 1, 2, "n", false
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := decodeDefaults()
			errs := scenario.DecodeObject("inputs", json.RawMessage(tc.raw), &got)
			if errs != nil {
				t.Fatalf("DecodeObject(%s) errors = %v, want none", tc.raw, errs)
			}
			want := decodeDefaults()
			tc.want(&want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("DecodeObject(%s)\n got  %+v\n want %+v", tc.raw, got, want)
			}
		})
	}
}

// knownNames is the sorted list UnknownMessage gives for decodeInputs.
const exactInt = "must be a whole number between −9,007,199,254,740,992 and 9,007,199,254,740,992 (larger ones cannot be kept exactly)"

const knownNames = "NoTag, big, count, grid, inner, level, name, on, opt, opt_inner, plevel, ratio32, small, vms, write_iops, write_size_kb"

func TestDecodeObjectErrors(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want wantErrs
	}{
		{"unknown field with suggestion", `{"write_iop": 1}`, wantErrs{
			{Field: "inputs.write_iop", Message: `unknown field "write_iop"; did you mean "write_iops"?`}}},
		{"unknown field differing in case", `{"Write_IOPS": 1}`, wantErrs{
			{Field: "inputs.Write_IOPS", Message: `unknown field "Write_IOPS"; did you mean "write_iops"?`}}},
		{"unknown field in a list item", `{"vms": [{"name": "a"}, {"shares": 1, "sharse": 2}]}`, wantErrs{
			{Field: "inputs.vms[1].sharse", Message: `unknown field "sharse"; did you mean "shares"?`}}},
		{"skipped field is unknown", `{"Skipped": "x"}`, wantErrs{
			{Field: "inputs.Skipped", Message: `unknown field "Skipped"; known: ` + knownNames}}},
		{"number as string", `{"write_iops": "10000"}`, wantErrs{{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"number as bool", `{"write_iops": true}`, wantErrs{{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"number as list", `{"write_iops": [1]}`, wantErrs{{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"number as object", `{"write_iops": {}}`, wantErrs{{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"number too large for JSON", `{"write_iops": 1e400}`, wantErrs{{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"number null", `{"write_iops": null}`, wantErrs{{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"float32 overflow", `{"ratio32": 1e300}`, wantErrs{{Field: "inputs.ratio32", Message: "must be a number"}}},
		{"whole number as fraction", `{"count": 1.5}`, wantErrs{{Field: "inputs.count", Message: "must be a whole number"}}},
		{"whole number as string", `{"count": "3"}`, wantErrs{{Field: "inputs.count", Message: "must be a whole number"}}},
		{"whole number null", `{"count": null}`, wantErrs{{Field: "inputs.count", Message: "must be a whole number"}}},
		{"whole number beyond 2^53", `{"big": 1e20}`, wantErrs{{Field: "inputs.big", Message: exactInt}}},
		{"2^53 + 1 is not kept exactly", `{"big": 9007199254740993}`, wantErrs{{Field: "inputs.big", Message: exactInt}}},
		{"a float given 2^53 + 1", `{"write_iops": 9007199254740993}`, wantErrs{{Field: "inputs.write_iops", Message: exactInt}}},
		{"duplicate key", `{"count": 1, "count": 2}`, wantErrs{{Field: "inputs.count", Message: `is given twice ("count"); give it once`}}},
		{"int32 overflow", `{"small": 2147483648}`, wantErrs{{Field: "inputs.small", Message: "must be a whole number"}}},
		{"int32 underflow", `{"small": -2147483649}`, wantErrs{{Field: "inputs.small", Message: "must be a whole number"}}},
		{"string as number", `{"name": 5}`, wantErrs{{Field: "inputs.name", Message: "must be a string"}}},
		{"string null", `{"name": null}`, wantErrs{{Field: "inputs.name", Message: "must be a string"}}},
		{"bool as string", `{"on": "true"}`, wantErrs{{Field: "inputs.on", Message: "must be true or false"}}},
		{"bool as number", `{"on": 1}`, wantErrs{{Field: "inputs.on", Message: "must be true or false"}}},
		{"bool null", `{"on": null}`, wantErrs{{Field: "inputs.on", Message: "must be true or false"}}},
		{"list as object", `{"vms": {}}`, wantErrs{{Field: "inputs.vms", Message: "must be a list"}}},
		{"list as string", `{"vms": "VM1"}`, wantErrs{{Field: "inputs.vms", Message: "must be a list"}}},
		{"list null", `{"vms": null}`, wantErrs{{Field: "inputs.vms", Message: "must be a list"}}},
		{"list item not an object", `{"vms": [{}, 5]}`, wantErrs{{Field: "inputs.vms[1]", Message: "must be an object"}}},
		{"wrong type deep in a list", `{"vms": [{}, {}, {"shares": "lots"}]}`, wantErrs{
			{Field: "inputs.vms[2].shares", Message: "must be a number"}}},
		{"list of strings in a list", `{"vms": [{"tags": ["a", 1]}]}`, wantErrs{
			{Field: "inputs.vms[0].tags[1]", Message: "must be a string"}}},
		{"nested list item", `{"grid": [[1], [2, "x"]]}`, wantErrs{{Field: "inputs.grid[1][1]", Message: "must be a number"}}},
		{"nested list not a list", `{"grid": [[1], 2]}`, wantErrs{{Field: "inputs.grid[1]", Message: "must be a list"}}},
		{"object as list", `{"inner": []}`, wantErrs{{Field: "inputs.inner", Message: "must be an object"}}},
		{"object null", `{"inner": null}`, wantErrs{{Field: "inputs.inner", Message: "must be an object"}}},
		{"wrong type in an object", `{"inner": {"y": 0.5}}`, wantErrs{{Field: "inputs.inner.y", Message: "must be a whole number"}}},
		{"wrong type behind a pointer", `{"opt": "x"}`, wantErrs{{Field: "inputs.opt", Message: "must be a number"}}},
		{"wrong type behind a pointer to struct", `{"opt_inner": {"x": "1"}}`, wantErrs{
			{Field: "inputs.opt_inner.x", Message: "must be a number"}}},
		{"unmarshaler user error", `{"level": "medium"}`, wantErrs{{Field: "inputs.level", Message: `must be "low" or "high"`}}},
		{"unmarshaler wrapped user error", `{"level": "wrapped"}`, wantErrs{
			{Field: "inputs.level", Message: "is wrapped but still a user error"}}},
		{"unmarshaler other error is not shown", `{"level": 3}`, wantErrs{{Field: "inputs.level", Message: "is not a valid value"}}},
		{"pointer to unmarshaler user error", `{"plevel": "x"}`, wantErrs{{Field: "inputs.plevel", Message: `must be "low" or "high"`}}},
		{"unmarshaler inside a list", `{"vms": [{"level": "x"}]}`, wantErrs{
			{Field: "inputs.vms[0].level", Message: `must be "low" or "high"`}}},
		{"not an object", `[1, 2]`, wantErrs{{Field: "inputs", Message: "must be an object"}}},
		{"a string", `"write_iops"`, wantErrs{{Field: "inputs", Message: "must be an object"}}},
		{"syntax error", `{"write_iops": }`, wantErrs{{Field: "inputs", Message: "must be an object"}}},
		{"every problem, sorted by key", `{"zzz": 1, "count": "x", "write_iop": 1, "name": 1}`, wantErrs{
			{Field: "inputs.count", Message: "must be a whole number"},
			{Field: "inputs.name", Message: "must be a string"},
			{Field: "inputs.write_iop", Message: `unknown field "write_iop"; did you mean "write_iops"?`},
			{Field: "inputs.zzz", Message: `unknown field "zzz"; known: ` + knownNames},
		}},
		{"every problem in a list", `{"vms": [{"shares": "a"}, {"name": 1}, {"shares": 1}]}`, wantErrs{
			{Field: "inputs.vms[0].shares", Message: "must be a number"},
			{Field: "inputs.vms[1].name", Message: "must be a string"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := decodeDefaults()
			errs := scenario.DecodeObject("inputs", json.RawMessage(tc.raw), &got)
			if !reflect.DeepEqual(asWant(errs), tc.want) {
				t.Errorf("DecodeObject(%s) errors\n got  %#v\n want %#v", tc.raw, errs, tc.want)
			}
		})
	}
}

// A field that fails to decode keeps its default; the good fields next to it
// are still applied.
func TestDecodeObjectFailingFieldKeepsDefault(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want func(*decodeInputs)
	}{
		{"bad number", `{"write_iops": "x", "count": 9}`, func(d *decodeInputs) { d.Count = 9 }},
		{"null number", `{"write_iops": null, "count": 9}`, func(d *decodeInputs) { d.Count = 9 }},
		{"fraction in a whole number", `{"count": 2.5, "name": "n"}`, func(d *decodeInputs) { d.Name = "n" }},
		{"int32 overflow", `{"small": 1e10}`, func(*decodeInputs) {}},
		{"bad string", `{"name": false}`, func(*decodeInputs) {}},
		{"bad bool", `{"on": "no"}`, func(*decodeInputs) {}},
		{"one bad item keeps the whole default list", `{"vms": [{"name": "a"}, {"shares": "x"}]}`, func(*decodeInputs) {}},
		{"bad nested list keeps the default", `{"grid": [[1], ["x"]]}`, func(*decodeInputs) {}},
		{"bad pointer keeps the default pointer", `{"opt": []}`, func(*decodeInputs) {}},
		{"bad unmarshaler keeps the default", `{"level": "medium"}`, func(*decodeInputs) {}},
		{"bad field of an object keeps the rest", `{"inner": {"x": 3, "y": "z"}}`, func(d *decodeInputs) { d.Inner.X = 3 }},
		{"unknown field next to a good one", `{"bogus": 1, "write_iops": 5}`, func(d *decodeInputs) { d.WriteIOPS = 5 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := decodeDefaults()
			errs := scenario.DecodeObject("inputs", json.RawMessage(tc.raw), &got)
			if len(errs) == 0 {
				t.Fatalf("DecodeObject(%s) gave no error", tc.raw)
			}
			want := decodeDefaults()
			tc.want(&want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("DecodeObject(%s) after errors %v\n got  %+v\n want %+v", tc.raw, errs, got, want)
			}
		})
	}
}

// The default list must not be modified in place when a new list is decoded
// over it (callers' Defaults functions may return shared slices).
func TestDecodeObjectDoesNotAliasDefaults(t *testing.T) {
	shared := []vm{{Name: "VM1", Shares: 1}}
	d := decodeInputs{VMs: shared}
	if errs := scenario.DecodeObject("inputs", json.RawMessage(`{"vms": [{"name": "new"}]}`), &d); errs != nil {
		t.Fatalf("errors = %v", errs)
	}
	if shared[0].Name != "VM1" {
		t.Errorf("default list changed: shared[0].Name = %q, want VM1", shared[0].Name)
	}
	d2 := decodeInputs{Opt: ptr(1.0)}
	sharedPtr := d2.Opt
	if errs := scenario.DecodeObject("inputs", json.RawMessage(`{"opt": 2}`), &d2); errs != nil {
		t.Fatalf("errors = %v", errs)
	}
	if *sharedPtr != 1 || *d2.Opt != 2 {
		t.Errorf("pointer default: old = %v (want 1), new = %v (want 2)", *sharedPtr, *d2.Opt)
	}
}

func TestDecodeObjectPathPrefix(t *testing.T) {
	tests := []struct {
		path, want string
	}{
		{"", "count"},
		{"inputs", "inputs.count"},
		{"scenarios[1].inputs", "scenarios[1].inputs.count"},
	}
	for _, tc := range tests {
		d := decodeDefaults()
		errs := scenario.DecodeObject(tc.path, json.RawMessage(`{"count": "x"}`), &d)
		if len(errs) != 1 || errs[0].Field != tc.want {
			t.Errorf("DecodeObject(%q) errors = %v, want one at %q", tc.path, errs, tc.want)
		}
	}
}

func TestDecodeObjectPanicsOnProgrammingErrors(t *testing.T) {
	var nilPtr *decodeInputs
	n := 5
	tests := []struct {
		name string
		dst  any
	}{
		{"non-pointer", decodeDefaults()},
		{"nil pointer", nilPtr},
		{"pointer to non-struct", &n},
		{"nil", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("DecodeObject(%T) did not panic", tc.dst)
				}
			}()
			scenario.DecodeObject("inputs", json.RawMessage(`{}`), tc.dst)
		})
	}
}

type node struct {
	Kids []node `json:"kids"`
}

func nested(levels int) string {
	return strings.Repeat(`{"kids":[`, levels) + "{}" + strings.Repeat(`]}`, levels)
}

func TestDecodeObjectDepthLimit(t *testing.T) {
	var shallow node
	if errs := scenario.DecodeObject("inputs", json.RawMessage(nested(10)), &shallow); errs != nil {
		t.Fatalf("10 levels: errors = %v, want none", errs)
	}
	depth := 0
	for n := shallow; len(n.Kids) > 0; n = n.Kids[0] {
		depth++
	}
	if depth != 10 {
		t.Errorf("10 levels decoded to depth %d", depth)
	}

	for _, levels := range []int{40, 1000} {
		var deep node
		errs := scenario.DecodeObject("inputs", json.RawMessage(nested(levels)), &deep)
		if len(errs) != 1 {
			t.Fatalf("%d levels: errors = %v, want exactly one", levels, errs)
		}
		if errs[0].Message() != "is nested too deeply" {
			t.Errorf("%d levels: message = %q, want %q", levels, errs[0].Message(), "is nested too deeply")
		}
		if !strings.HasPrefix(errs[0].Field, "inputs.kids[0].kids[0]") {
			t.Errorf("%d levels: field = %q, want a path down the kids", levels, errs[0].Field)
		}
		if deep.Kids != nil {
			t.Errorf("%d levels: the failed list was applied: %+v", levels, deep.Kids)
		}
	}
}

func TestDecodeObjectUnsupportedKindPanics(t *testing.T) {
	type bad struct {
		C complex128 `json:"c"`
	}
	defer func() {
		if recover() == nil {
			t.Error("decoding into a complex number did not panic (a programming error)")
		}
	}()
	var b bad
	scenario.DecodeObject("inputs", json.RawMessage(`{"c": 1}`), &b)
}

func TestFieldNamesAndJSONName(t *testing.T) {
	got := scenario.FieldNames(decodeInputs{})
	want := []string{"write_iops", "write_size_kb", "count", "big", "small", "ratio32", "name", "on", "vms", "grid",
		"inner", "opt", "opt_inner", "level", "plevel", "NoTag"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("FieldNames(decodeInputs{})\n got  %v\n want %v", got, want)
	}
	if got2 := scenario.FieldNames(new(*decodeInputs)); !reflect.DeepEqual(got2, want) {
		t.Errorf("FieldNames(**decodeInputs) = %v, want %v", got2, want)
	}
	typ := reflect.TypeFor[decodeInputs]()
	for _, tc := range []struct{ field, want string }{
		{"WriteIOPS", "write_iops"},
		{"WriteSize", "write_size_kb"}, // options after the comma are dropped
		{"Skipped", ""},
		{"NoTag", "NoTag"},
	} {
		f, _ := typ.FieldByName(tc.field)
		if got := scenario.JSONName(f); got != tc.want {
			t.Errorf("JSONName(%s) = %q, want %q", tc.field, got, tc.want)
		}
	}
}

// FuzzDecodeObject: arbitrary bytes never panic, every error names a field
// and says something, and a failed decode never leaves a half-applied list.
func FuzzDecodeObject(f *testing.F) {
	for _, s := range []string{
		``, `null`, `{}`, `[]`, `"x"`, `5`, `{"write_iops": 1}`, `{"write_iop": 1}`,
		`{"vms": [{"name": "a", "shares": 1, "tags": ["x"], "level": "high"}, {"shares": "x"}]}`,
		`{"grid": [[1, 2], [3, "x"], null]}`, `{"inner": {"x": 1, "y": 1.5}}`, `{"opt": null, "plevel": null}`,
		`{"small": 1e10, "big": -1e300, "ratio32": 1e39}`, `{"": 1, "[0]": 2, ".": 3}`,
		nested(40), `{"vms": [` + strings.Repeat(`{"tags":[`, 20) + `]}`,
		`{"count": 1, "count": "x"}`, "{\"name\": \"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d := decodeDefaults()
		errs := scenario.DecodeObject("inputs", data, &d)
		for _, e := range errs {
			if e.Field == "" || e.Message() == "" {
				t.Fatalf("DecodeObject(%q) gave an error without field or message: %#v", data, e)
			}
			if !strings.HasPrefix(e.Field, "inputs") {
				t.Fatalf("DecodeObject(%q) gave an error outside inputs: %#v", data, e)
			}
		}
		var n node
		for _, e := range scenario.DecodeObject("inputs", data, &n) {
			if e.Field == "" || e.Message() == "" {
				t.Fatalf("DecodeObject(%q) into node gave an error without field or message: %#v", data, e)
			}
		}
	})
}

// Text a user gave is kept exactly or refused: encoding/json would read
// invalid UTF-8 and half a surrogate pair as U+FFFD.
func TestExactText(t *testing.T) {
	for _, tc := range []struct {
		name string
		raw  string
		ok   bool
	}{
		{"plain", `"vm-01"`, true},
		{"cyrillic", `"Прод-Кластер"`, true},
		{"escaped pair", `"\ud83d\ude00"`, true},
		{"escaped backslash then u", `"\\ud800"`, true},
		{"escaped quote", `"a\"b"`, true},
		{"U+FFFD itself", `"\ufffd"`, true},
		{"lone high", `"a\ud800"`, false},
		{"lone low", `"\udc00b"`, false},
		{"high then other", `"\ud800\u0041"`, false},
		{"high at the end", `"\ud800"`, false},
		{"bad hex", `"\uzzzz"`, false},
		{"invalid UTF-8", "\"a\xffb\"", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := scenario.ExactText([]byte(tc.raw)); got != tc.ok {
				t.Errorf("ExactText(%s) = %v, want %v", tc.raw, got, tc.ok)
			}
		})
	}
}

// A nonzero number too small for a float64 is refused rather than read as
// 0; −0 is read as 0.
func TestUnderflowAndNegativeZero(t *testing.T) {
	type in struct {
		X float64 `json:"x"`
		S string  `json:"s"`
	}
	for _, tc := range []struct {
		doc  string
		code string
		x    float64
	}{
		{`{"x":1e-400}`, "type.underflow", 0},
		{`{"x":-2.5e-330}`, "type.underflow", 0},
		{`{"x":0e-400}`, "", 0},
		{`{"x":-0.0}`, "", 0},
		{`{"x":5e-324}`, "", 5e-324},
		{`{"s":"a\ud800"}`, "type.text", 0},
	} {
		t.Run(tc.doc, func(t *testing.T) {
			var v in
			errs := scenario.DecodeObject("inputs", json.RawMessage(tc.doc), &v)
			if tc.code == "" {
				if len(errs) != 0 || v.X != tc.x || math.Signbit(v.X) {
					t.Errorf("got %v (signbit %v), errors %v; want %v", v.X, math.Signbit(v.X), errs, tc.x)
				}
				return
			}
			if len(errs) != 1 || errs[0].Code() != tc.code {
				t.Errorf("errors %v, want one %s", errs, tc.code)
			}
		})
	}
}
