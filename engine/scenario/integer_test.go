package scenario_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/sizewise/sizewise/engine/scenario"
)

type wholeNumbers struct {
	Big  int64   `json:"big"`
	Seed uint64  `json:"seed"`
	U8   uint8   `json:"u8"`
	F    float64 `json:"f"`
}

// A whole-number input is refused when its decimal text is not exactly the
// integer it reads as, whatever the notation: 9007199254740993 was refused
// but 9007199254740993.0 and 9.007199254740993e15 ran silently as …992.
func TestWholeNumberNotations(t *testing.T) {
	const exact = "must be a whole number between −9,007,199,254,740,992 and 9,007,199,254,740,992 (larger ones cannot be kept exactly)"
	const whole = "must be a whole number"
	tests := []struct {
		raw, field, want string
		value            float64 // when accepted
	}{
		{`{"big": 9007199254740993}`, "big", exact, 0},
		{`{"big": 9007199254740993.0}`, "big", exact, 0},
		{`{"big": 9.007199254740993e15}`, "big", exact, 0},
		{`{"big": 9.007199254740993E+15}`, "big", exact, 0},
		{`{"big": 900719925474099.3e1}`, "big", exact, 0},
		{`{"big": -9007199254740993e0}`, "big", exact, 0},
		{`{"big": 9007199254740992.5}`, "big", whole, 0}, // reads as …992: not whole
		{`{"big": 3.0000000000000001}`, "big", whole, 0}, // reads as 3
		{`{"big": 1e-400}`, "big", whole, 0},             // reads as 0
		{`{"big": 1e20}`, "big", exact, 0},
		{`{"big": 1e99999999999}`, "big", whole, 0}, // not a float64 at all
		{`{"big": 9007199254740992}`, "big", "", 1 << 53},
		{`{"big": 9.007199254740992e15}`, "big", "", 1 << 53},
		{`{"big": -9007199254740992.000}`, "big", "", -(1 << 53)},
		{`{"big": 3.0}`, "big", "", 3},
		{`{"big": 30e-1}`, "big", "", 3},
		{`{"big": 0.3e1}`, "big", "", 3},
		{`{"big": 0e99999999999}`, "big", "", 0},
		{`{"big": -0.0}`, "big", "", 0},
		{`{"seed": 18446744073709551615}`, "seed", exact, 0},
		{`{"seed": 4611686018427387905}`, "seed", exact, 0},
		{`{"seed": 42e0}`, "seed", "", 42},
		{`{"seed": -1}`, "seed", "must be 0 or more", 0},
		{`{"u8": 256}`, "u8", whole, 0},
		{`{"u8": 255}`, "u8", "", 255},
		// A float input rounds as decimals do; written as digits alone, an
		// integer it cannot hold is refused, as before.
		{`{"f": 9007199254740993}`, "f", exact, 0},
		{`{"f": 9007199254740993.0}`, "f", "", 9007199254740992},
		{`{"f": 1e23}`, "f", "", 1e23},
	}
	for _, tc := range tests {
		var d wholeNumbers
		errs := scenario.DecodeObject("inputs", json.RawMessage(tc.raw), &d)
		got := errs.For("inputs." + tc.field)
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.raw, got, tc.want)
			continue
		}
		if tc.want != "" {
			continue
		}
		var v float64
		switch tc.field {
		case "big":
			v = float64(d.Big)
		case "seed":
			v = float64(d.Seed)
		case "u8":
			v = float64(d.U8)
		case "f":
			v = d.F
		}
		if v != tc.value {
			t.Errorf("%s read as %v, want %v", tc.raw, v, tc.value)
		}
	}
}

func TestIntegerProblem(t *testing.T) {
	for _, tc := range []struct {
		text   string
		f      float64
		bad    bool
		reason string
	}{
		{"2.5e3", 2500, false, ""},
		{"-1000.5", -1000.5, true, "type.whole"},
		{"9007199254740993", 9007199254740992, true, "type.exact-int"},
		{"0", 0, false, ""},
		{"1e-5", 1e-5, true, "type.whole"},
		{"1e308", 1e308, true, "type.exact-int"},
		{"1e400", math.Inf(1), true, "type.exact-int"},
	} {
		m, bad := scenario.IntegerProblem(tc.text, tc.f)
		if bad != tc.bad || m.Code() != tc.reason {
			t.Errorf("IntegerProblem(%s) = %v %q, want %v %q", tc.text, bad, m.Code(), tc.bad, tc.reason)
		}
	}
}
