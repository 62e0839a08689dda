package calc_test

import (
	"encoding/json"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// A whole-number input given as text (a URL, a form) is refused when the
// text is not exactly the integer it reads as, in any notation and either
// language's conventions: "9007199254740993" read as …992 and was taken.
func TestWholeNumberText(t *testing.T) {
	c, ok := calc.Lookup("cache-sim")
	if !ok {
		t.Skip("no cache-sim")
	}
	const exact = "must be a whole number between −9,007,199,254,740,992 and 9,007,199,254,740,992 (larger ones cannot be kept exactly)"
	parseRU := func(s string) (float64, error) { return msg.ParseNumber(msg.RU, s) }
	for _, tc := range []struct {
		text  string
		parse func(string) (float64, error)
		want  string
		seed  int64
	}{
		{"9007199254740993", calc.ParseNumber, exact, 0},
		{"9007199254740993.0", calc.ParseNumber, exact, 0},
		{"9.007199254740993e15", calc.ParseNumber, exact, 0},
		{"9,007,199,254,740,993", calc.ParseNumber, exact, 0},
		{"9 007 199 254 740 993", parseRU, exact, 0},
		{"9007199254740993,0", parseRU, exact, 0},
		{"7.0000000000000001", calc.ParseNumber, "must be a whole number", 0},
		{"7,0000000000000001", parseRU, "must be a whole number", 0},
		{"9007199254740992", calc.ParseNumber, "", 1 << 53},
		{"7,0", parseRU, "", 7},
		{"7e0", calc.ParseNumber, "", 7},
	} {
		in, errs, ok := c.ResolveValues(map[string][]string{"seed": {tc.text}}, tc.parse, calc.Strict)
		if got := errs.For("inputs.seed"); got != tc.want {
			t.Errorf("seed=%s: %q, want %q", tc.text, got, tc.want)
			continue
		}
		if tc.want != "" || !ok {
			continue
		}
		var v struct {
			Seed int64 `json:"seed"`
		}
		if err := json.Unmarshal(in.JSON(), &v); err != nil || v.Seed != tc.seed {
			t.Errorf("seed=%s read as %d, want %d", tc.text, v.Seed, tc.seed)
		}
	}
	// The same in a document.
	for _, doc := range []string{`{"seed":9007199254740993.0}`, `{"seed":9.007199254740993e15}`} {
		if _, errs, _ := c.Resolve(json.RawMessage(doc), calc.Strict); errs.For("inputs.seed") != exact {
			t.Errorf("%s: %v", doc, errs)
		}
	}
}
