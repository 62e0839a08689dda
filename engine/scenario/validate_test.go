package scenario_test

import (
	"math"
	"reflect"
	"testing"

	"github.com/sizewise/sizewise/engine/scenario"
)

type vItem struct {
	N float64 `json:"n" validate:"finite,gte=1"`
}

type vInputs struct {
	A     float64    `json:"a" validate:"finite,gte=0"`
	B     float64    `json:"b" validate:"finite,gt=0"`
	C     int        `json:"c" validate:"lte=10"`
	D     int        `json:"d" validate:"lt=5"`
	E     string     `json:"e" validate:"oneof=x y z"`
	F     *float64   `json:"f,omitempty" validate:"omitempty,finite,gte=0"`
	G     float64    `json:"g" validate:"finite"`
	H     int        `json:"h" validate:"ne=3"`
	Items []vItem    `json:"items" validate:"dive"`
	Grid  [][]vItem  `json:"grid" validate:"dive,dive"`
	Nums  []float64  `json:"nums" validate:"dive,finite,gte=0"`
	Inner vItem      `json:"inner"`
	Ptr   *vItem     `json:"ptr,omitempty"`
	Min   []float64  `json:"min" validate:"min=1"`
	Req   *string    `json:"req" validate:"required"`
	Skip  float64    `json:"-" validate:"gte=0"`
	Map   []struct{} `json:"map"`
}

func validV() vInputs {
	req := "r"
	return vInputs{A: 0, B: 0.001, C: 10, D: 4, E: "x", G: 1, H: 0,
		Items: []vItem{{1}, {2}}, Grid: [][]vItem{{{1}}, {{1}, {2}}}, Nums: []float64{0, 1},
		Inner: vItem{1}, Min: []float64{1}, Req: &req}
}

func TestValidateValid(t *testing.T) {
	v := validV()
	if errs := scenario.Validate("inputs", &v); errs != nil {
		t.Errorf("Validate(valid) = %v, want nil", errs)
	}
	v.F = ptr(0.0)
	v.Ptr = &vItem{5}
	if errs := scenario.Validate("inputs", &v); errs != nil {
		t.Errorf("Validate(valid with pointers) = %v, want nil", errs)
	}
}

func TestValidateMessages(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	tests := []struct {
		name   string
		mutate func(*vInputs)
		want   wantErrs
	}{
		{"gte", func(v *vInputs) { v.A = -1 }, wantErrs{{Field: "inputs.a", Message: "must be 0 or more"}}},
		{"gt", func(v *vInputs) { v.B = 0 }, wantErrs{{Field: "inputs.b", Message: "must be more than 0"}}},
		{"lte", func(v *vInputs) { v.C = 11 }, wantErrs{{Field: "inputs.c", Message: "must be 10 or less"}}},
		{"lt", func(v *vInputs) { v.D = 5 }, wantErrs{{Field: "inputs.d", Message: "must be less than 5"}}},
		{"oneof", func(v *vInputs) { v.E = "w" }, wantErrs{{Field: "inputs.e", Message: "must be one of: x, y, z"}}},
		{"ne", func(v *vInputs) { v.H = 3 }, wantErrs{{Field: "inputs.h", Message: "must not be 3"}}},
		{"min on a list", func(v *vInputs) { v.Min = nil }, wantErrs{{Field: "inputs.min", Message: "must have at least 1 item"}}},
		{"required", func(v *vInputs) { v.Req = nil }, wantErrs{{Field: "inputs.req", Message: "is required"}}},
		{"NaN", func(v *vInputs) { v.G = nan }, wantErrs{{Field: "inputs.g", Message: "must be a finite number"}}},
		{"+Inf", func(v *vInputs) { v.G = inf }, wantErrs{{Field: "inputs.g", Message: "must be a finite number"}}},
		{"-Inf", func(v *vInputs) { v.G = -inf }, wantErrs{{Field: "inputs.g", Message: "must be a finite number"}}},
		// finite comes first, so NaN is reported as not finite rather than
		// as failing gte.
		{"NaN before gte", func(v *vInputs) { v.A = nan }, wantErrs{{Field: "inputs.a", Message: "must be a finite number"}}},
		{"Inf behind a pointer", func(v *vInputs) { v.F = ptr(inf) }, wantErrs{{Field: "inputs.f", Message: "must be a finite number"}}},
		{"pointer gte", func(v *vInputs) { v.F = ptr(-2.0) }, wantErrs{{Field: "inputs.f", Message: "must be 0 or more"}}},
		{"list item", func(v *vInputs) { v.Items[1].N = 0 }, wantErrs{{Field: "inputs.items[1].n", Message: "must be 1 or more"}}},
		{"nested list item", func(v *vInputs) { v.Grid[1][1].N = nan }, wantErrs{{Field: "inputs.grid[1][1].n", Message: "must be a finite number"}}},
		{"list of numbers", func(v *vInputs) { v.Nums[1] = -1 }, wantErrs{{Field: "inputs.nums[1]", Message: "must be 0 or more"}}},
		{"nested struct", func(v *vInputs) { v.Inner.N = 0.5 }, wantErrs{{Field: "inputs.inner.n", Message: "must be 1 or more"}}},
		{"pointer to struct", func(v *vInputs) { v.Ptr = &vItem{0} }, wantErrs{{Field: "inputs.ptr.n", Message: "must be 1 or more"}}},
		{"every problem", func(v *vInputs) { v.A, v.C, v.Items[0].N = -1, 99, -5 }, wantErrs{
			{Field: "inputs.a", Message: "must be 0 or more"},
			{Field: "inputs.c", Message: "must be 10 or less"},
			{Field: "inputs.items[0].n", Message: "must be 1 or more"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := validV()
			tc.mutate(&v)
			got := scenario.Validate("inputs", &v)
			if !reflect.DeepEqual(asWant(got), tc.want) {
				t.Errorf("Validate\n got  %#v\n want %#v", got, tc.want)
			}
		})
	}
}

func TestValidatePaths(t *testing.T) {
	tests := []struct{ path, want string }{
		{"", "items[0].n"},
		{"inputs", "inputs.items[0].n"},
		{"scenarios[2].inputs", "scenarios[2].inputs.items[0].n"},
	}
	for _, tc := range tests {
		v := validV()
		v.Items[0].N = 0
		errs := scenario.Validate(tc.path, &v)
		if len(errs) != 1 || errs[0].Field != tc.want {
			t.Errorf("Validate(%q) = %v, want one error at %q", tc.path, errs, tc.want)
		}
	}
}

func TestValidateNonStructPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Validate of a non-struct did not panic")
		}
	}()
	n := 5
	scenario.Validate("inputs", &n)
}

// A rule the validator does not know is a programming error, found the
// first time the type is validated, not a message a user sees.
func TestValidateUnknownRulePanics(t *testing.T) {
	type odd struct {
		X float64 `json:"x" validate:"excluded_unless=E y"`
	}
	defer func() {
		if recover() == nil {
			t.Error("an unknown rule did not panic")
		}
	}()
	scenario.Validate("inputs", &odd{})
}

// Rules are read from the tags once and describe the field.
func TestParseRules(t *testing.T) {
	r, err := scenario.ParseRules("omitempty,finite,gt=0,lte=100")
	if err != nil || !r.OmitEmpty || !r.Finite || r.Min == nil || r.Min.Value != 0 || !r.Min.Exclusive || r.Max == nil || r.Max.Value != 100 || r.Max.Exclusive {
		t.Errorf("ParseRules = %+v, %v", r, err)
	}
	r, err = scenario.ParseRules("dive,finite,gte=0")
	if err != nil || r.Elem == nil || !r.Elem.Finite || r.Elem.Min.Value != 0 {
		t.Errorf("dive: %+v, %v", r, err)
	}
	r, err = scenario.ParseRules("oneof=7200 10000 15000")
	if err != nil || len(r.OneOf) != 3 {
		t.Errorf("oneof: %+v, %v", r, err)
	}
	if _, err := scenario.ParseRules("gte=x"); err == nil {
		t.Error("gte=x parsed")
	}
}
