package scenario

import "testing"

// DenoiseAll takes the noise out of every float a record holds, at any
// depth, and keeps exact values exact.
func TestDenoiseAll(t *testing.T) {
	type row struct{ X float64 }
	type rec struct {
		Sum   float64
		Third float64
		Ptr   *float64
		Rows  []row
		ByKey map[string]float64
		Names []string
		n     float64 // unexported: left alone
	}
	p := 320 * 1.4 * 1.25 // 560.0000000000001
	r := rec{Sum: 0.1 + 0.2, Third: 4.0 / 3, Ptr: &p, Rows: []row{{0.1 + 0.2}}, ByKey: map[string]float64{"a": 0.1 + 0.2}, Names: []string{"x"}, n: 0.1 + 0.2}
	DenoiseAll(&r)
	if r.Sum != 0.3 || r.Third != 4.0/3 || *r.Ptr != 560 || r.Rows[0].X != 0.3 || r.ByKey["a"] != 0.3 || r.n != 0.1+0.2 {
		t.Errorf("%+v (ptr %v)", r, *r.Ptr)
	}
}
