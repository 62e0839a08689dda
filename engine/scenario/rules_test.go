package scenario

import "testing"

// The shared rules (zeroorleast, share) report exactly the values they
// name, with their one message and its bounds, given or not.
func TestSharedRules(t *testing.T) {
	type in struct {
		X *float64 `json:"x,omitempty" validate:"omitempty,finite,zeroorleast,gte=0,lte=1000"`
		P *float64 `json:"p,omitempty" validate:"omitempty,finite,share,gte=0,lte=100"`
	}
	v := func(x float64) *float64 { return &x }
	for _, tc := range []struct {
		name string
		in   in
		want string // the English problem, "" for none
	}{
		{"zero is none", in{X: v(0)}, ""},
		{"the least is measurable", in{X: v(0.01)}, ""},
		{"below the least", in{X: v(0.005)}, "x: must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"below the least, near 0", in{X: v(5e-324)}, "x: must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"the range first", in{X: v(-1)}, "x: must be 0 or more"},
		{"no share", in{P: v(0)}, ""},
		{"all of it", in{P: v(100)}, ""},
		{"the least share", in{P: v(0.01)}, ""},
		{"the most short of all", in{P: v(99.99)}, ""},
		{"a share too small", in{P: v(0.001)}, "p: must be 0, 100, or between 0.01 and 99.99"},
		{"short of all by too little", in{P: v(99.999)}, "p: must be 0, 100, or between 0.01 and 99.99"},
		{"not given", in{}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := Validate("", &tc.in)
			got := ""
			if len(errs) > 0 {
				got = errs.Error()
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
