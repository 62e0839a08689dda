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
	Other float64    `json:"other" validate:"excluded_unless=E y"`
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
		want   scenario.Errors
	}{
		{"gte", func(v *vInputs) { v.A = -1 }, scenario.Errors{{Field: "inputs.a", Message: "must be 0 or more"}}},
		{"gt", func(v *vInputs) { v.B = 0 }, scenario.Errors{{Field: "inputs.b", Message: "must be more than 0"}}},
		{"lte", func(v *vInputs) { v.C = 11 }, scenario.Errors{{Field: "inputs.c", Message: "must be 10 or less"}}},
		{"lt", func(v *vInputs) { v.D = 5 }, scenario.Errors{{Field: "inputs.d", Message: "must be less than 5"}}},
		{"oneof", func(v *vInputs) { v.E = "w" }, scenario.Errors{{Field: "inputs.e", Message: "must be one of: x, y, z"}}},
		{"ne", func(v *vInputs) { v.H = 3 }, scenario.Errors{{Field: "inputs.h", Message: "must not be 3"}}},
		{"min on a list", func(v *vInputs) { v.Min = nil }, scenario.Errors{{Field: "inputs.min", Message: "must be 1 or more"}}},
		{"required", func(v *vInputs) { v.Req = nil }, scenario.Errors{{Field: "inputs.req", Message: "is required"}}},
		{"unknown rule", func(v *vInputs) { v.Other = 1 }, scenario.Errors{{Field: "inputs.other", Message: "is not valid (excluded_unless E y)"}}},
		{"NaN", func(v *vInputs) { v.G = nan }, scenario.Errors{{Field: "inputs.g", Message: "must be a finite number"}}},
		{"+Inf", func(v *vInputs) { v.G = inf }, scenario.Errors{{Field: "inputs.g", Message: "must be a finite number"}}},
		{"-Inf", func(v *vInputs) { v.G = -inf }, scenario.Errors{{Field: "inputs.g", Message: "must be a finite number"}}},
		// finite comes first, so NaN is reported as not finite rather than
		// as failing gte.
		{"NaN before gte", func(v *vInputs) { v.A = nan }, scenario.Errors{{Field: "inputs.a", Message: "must be a finite number"}}},
		{"Inf behind a pointer", func(v *vInputs) { v.F = ptr(inf) }, scenario.Errors{{Field: "inputs.f", Message: "must be a finite number"}}},
		{"pointer gte", func(v *vInputs) { v.F = ptr(-2.0) }, scenario.Errors{{Field: "inputs.f", Message: "must be 0 or more"}}},
		{"list item", func(v *vInputs) { v.Items[1].N = 0 }, scenario.Errors{{Field: "inputs.items[1].n", Message: "must be 1 or more"}}},
		{"nested list item", func(v *vInputs) { v.Grid[1][1].N = nan }, scenario.Errors{{Field: "inputs.grid[1][1].n", Message: "must be a finite number"}}},
		{"list of numbers", func(v *vInputs) { v.Nums[1] = -1 }, scenario.Errors{{Field: "inputs.nums[1]", Message: "must be 0 or more"}}},
		{"nested struct", func(v *vInputs) { v.Inner.N = 0.5 }, scenario.Errors{{Field: "inputs.inner.n", Message: "must be 1 or more"}}},
		{"pointer to struct", func(v *vInputs) { v.Ptr = &vItem{0} }, scenario.Errors{{Field: "inputs.ptr.n", Message: "must be 1 or more"}}},
		{"every problem", func(v *vInputs) { v.A, v.C, v.Items[0].N = -1, 99, -5 }, scenario.Errors{
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
			if !reflect.DeepEqual(got, tc.want) {
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
