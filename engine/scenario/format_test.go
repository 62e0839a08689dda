package scenario_test

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

func TestNum(t *testing.T) {
	tests := []struct {
		name string
		in   float64
		want string
	}{
		{"zero", 0, "0"},
		{"negative zero", math.Copysign(0, -1), "0"},
		{"one", 1, "1"},
		{"three digits", 999, "999"},
		{"thousands", 1000, "1,000"},
		{"ten thousand", 10000, "10,000"},
		{"million", 1234567, "1,234,567"},
		{"billion", 1e9, "1,000,000,000"},
		{"largest written out", 999_999_999_999_999, "999,999,999,999,999"},
		{"large", 1e21, "1 × 10²¹"},
		{"huge", -1.2345e300, "-1.23 × 10³⁰⁰"},
		{"negative thousands", -1234567.5, "-1,234,567.5"},
		{"negative small", -0.0042, "-0.0042"},
		{"negative below one", -0.5, "-0.5"},
		{"two decimals", 1.2017, "1.2"},
		{"rounds to two decimals", 3.14159, "3.14"},
		{"rounds up", 2.999, "3"},
		{"trailing zeros dropped", 560.10, "560.1"},
		{"noise", 560.0000000000001, "560"},
		{"half", 0.5, "0.5"},
		{"small keeps two significant digits", 0.0042, "0.0042"},
		{"small rounds", 0.012345, "0.012"},
		{"very small", 0.00001234, "0.000012"},
		{"just below one", 0.999, "1"},
		{"just below a tenth", 0.0999, "0.1"},
		{"smallest written out", 0.000001, "0.000001"},
		{"tiny", 1e-10, "1 × 10⁻¹⁰"},
		{"tiny negative", -1.66e-316, "-1.66 × 10⁻³¹⁶"},
		{"smallest subnormal", 5e-324, "4.94 × 10⁻³²⁴"},
		{"thousands with decimals", 12345.678, "12,345.68"},
		{"NaN", math.NaN(), "NaN"},
		{"+Inf", math.Inf(1), "+Inf"},
		{"-Inf", math.Inf(-1), "-Inf"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := scenario.Num(tc.in); got != tc.want {
				t.Errorf("Num(%v) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

var (
	numShape = regexp.MustCompile(`^-?\d{1,3}(,\d{3})*(\.\d*[1-9])?$`)
	sciShape = regexp.MustCompile(`^(-?[1-9](\.\d*[1-9])?) × 10(⁻?[¹²³⁴⁵⁶⁷⁸⁹][⁰¹²³⁴⁵⁶⁷⁸⁹]*)$`)
	fromSup  = strings.NewReplacer("⁻", "-", "⁰", "0", "¹", "1", "²", "2", "³", "3", "⁴", "4", "⁵", "5", "⁶", "6", "⁷", "7", "⁸", "8", "⁹", "9")
)

// Num of any finite value is well formed (a grouped decimal, or m × 10ⁿ
// outside [1e-6, 1e15)), never "-0" nor "0" for a value that is not 0, at
// most 25 characters, and reads back to within its rounding.
func TestNumProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		x := randFloat(r)
		s := scenario.Num(x)
		a := math.Abs(x)
		text := strings.ReplaceAll(s, ",", "")
		tol := 0.005 + 1e-12*a
		if a < 1 && a != 0 {
			tol = a * 0.05 // two significant digits
		}
		switch m := sciShape.FindStringSubmatch(s); {
		case m != nil:
			if a >= 1e-6 && a < 1e15 {
				t.Fatalf("Num(%v) = %q: scientific inside the plain range", x, s)
			}
			text, tol = m[1]+"e"+fromSup.Replace(m[3]), a*0.005 // three significant digits
		case !numShape.MatchString(s):
			t.Fatalf("Num(%v) = %q: not a grouped decimal", x, s)
		}
		if s == "-0" || strings.HasPrefix(s, "-0") && strings.Trim(s, "-0.") == "" || x != 0 && s == "0" {
			t.Fatalf("Num(%v) = %q: reads as zero", x, s)
		}
		if len([]rune(s)) > 25 {
			t.Fatalf("Num(%v) = %q: %d characters", x, s, len([]rune(s)))
		}
		back, err := strconv.ParseFloat(text, 64)
		if err != nil {
			t.Fatalf("Num(%v) = %q does not parse: %v", x, s, err)
		}
		if math.Abs(back-x) > tol {
			t.Fatalf("Num(%v) = %q reads back as %v, off by more than %v", x, s, back, tol)
		}
	}
}

// randFloat draws values of every magnitude and sign, with some exact
// integers and some subnormals.
func randFloat(r *rand.Rand) float64 {
	switch r.IntN(4) {
	case 0:
		return float64(r.IntN(2_000_001) - 1_000_000)
	case 1:
		return math.Float64frombits(r.Uint64() & 0x000fffffffffffff) // subnormal
	}
	x := math.Pow(10, r.Float64()*40-20) * (r.Float64() + 0.1)
	if r.IntN(2) == 0 {
		x = -x
	}
	return x
}

// mul and add compute at run time in float64 (constant expressions are exact).
func mul(xs ...float64) float64 {
	p := 1.0
	for _, x := range xs {
		p *= x
	}
	return p
}

func add(a, b float64) float64 { return a + b }

func TestClean(t *testing.T) {
	tests := []struct {
		name string
		in   float64
		want float64
	}{
		{"stretched-bandwidth worked example", mul(320, 1.4, 1.25), 560},
		{"worked example from write IOPS", mul(10000, 4, 1000, 8, 1e-6, 1.4, 1.25), 560},
		{"0.1 + 0.2", add(0.1, 0.2), 0.3},
		{"zero", 0, 0},
		{"exact", 10000, 10000},
		{"negative noise", -add(0.1, 0.2), -0.3},
		{"large", 1.5e300, 1.5e300},
		{"max float", math.MaxFloat64, 1.79769313486e308},
		{"smallest subnormal", 5e-324, 5e-324},
		{"a user's 12 digits survive", 123456.789012, 123456.789012},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := scenario.Clean(tc.in); got != tc.want {
				t.Errorf("Clean(%v) = %v, want %v", tc.in, got, tc.want)
			}
		})
	}
	// Products that do carry binary noise, so the cases above are not vacuous.
	for _, tc := range []struct{ in, want float64 }{{mul(3, 1.1), 3.3}, {mul(1.1, 1.1), 1.21}, {mul(0.7, 0.1), 0.07}} {
		if tc.in == tc.want {
			t.Fatalf("%v has no noise; pick another case", tc.in)
		}
		if got := scenario.Clean(tc.in); got != tc.want {
			t.Errorf("Clean(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		got := scenario.Clean(x)
		if !(math.IsNaN(x) && math.IsNaN(got)) && got != x {
			t.Errorf("Clean(%v) = %v, want it unchanged", x, got)
		}
	}
	if got := scenario.Clean(math.Copysign(0, -1)); got != 0 {
		t.Errorf("Clean(-0) = %v, want 0", got)
	}
}

// Clean never moves a value by more than 1e-11 of itself, keeps its sign,
// and is idempotent.
func TestCleanProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 50000 {
		x := randFloat(r)
		c := scenario.Clean(x)
		if math.Abs(c-x) > 1e-11*math.Abs(x) {
			t.Fatalf("Clean(%v) = %v: moved by %v, more than 1e-11 relative", x, c, math.Abs(c-x))
		}
		if math.Signbit(c) != math.Signbit(x) {
			t.Fatalf("Clean(%v) = %v: sign changed", x, c)
		}
		if cc := scenario.Clean(c); cc != c {
			t.Fatalf("Clean(Clean(%v)) = %v, want %v (idempotent)", x, cc, c)
		}
	}
}

func FuzzClean(f *testing.F) {
	for _, x := range []float64{0, 560.0000000000001, 1e-320, math.MaxFloat64, -3.3} {
		f.Add(x)
	}
	f.Fuzz(func(t *testing.T, x float64) {
		c := scenario.Clean(x)
		if math.IsNaN(x) || math.IsInf(x, 0) {
			if !(math.IsNaN(c) && math.IsNaN(x)) && c != x {
				t.Fatalf("Clean(%v) = %v, want unchanged", x, c)
			}
			return
		}
		if math.Abs(c-x) > 1e-11*math.Abs(x) {
			t.Fatalf("Clean(%v) = %v: moved by more than 1e-11 relative", x, c)
		}
		s := scenario.Num(x)
		if s == "" || strings.Contains(s, "NaN") || strings.Contains(s, "Inf") {
			t.Fatalf("Num(%v) = %q", x, s)
		}
	})
}

func TestJoin(t *testing.T) {
	tests := []struct {
		name, prefix, field, want string
	}{
		{"both empty", "", "", ""},
		{"empty prefix", "", "write_iops", "write_iops"},
		{"empty name", "inputs", "", "inputs"},
		{"field", "inputs", "write_iops", "inputs.write_iops"},
		{"index", "inputs.vms", "[2]", "inputs.vms[2]"},
		{"index then field", "inputs.vms[2]", "shares", "inputs.vms[2].shares"},
		{"path", "scenarios[1]", "inputs.write_iops", "scenarios[1].inputs.write_iops"},
		{"nested index", "inputs.grid[1]", "[0]", "inputs.grid[1][0]"},
		{"index alone", "", "[0]", "[0]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := scenario.Join(tc.prefix, tc.field); got != tc.want {
				t.Errorf("Join(%q, %q) = %q, want %q", tc.prefix, tc.field, got, tc.want)
			}
		})
	}
}

func TestSuggest(t *testing.T) {
	known := []string{"write_iops", "write_size_kb", "total_iops", "write_pct", "components", "hosts_per_site"}
	tests := []struct {
		name, in, want string
		known          []string
	}{
		{"one deletion", "write_iop", "write_iops", known},
		{"one insertion", "write_iopss", "write_iops", known},
		{"transposition", "wirte_iops", "write_iops", known},
		{"case only", "WRITE_IOPS", "write_iops", known},
		{"two edits on a short name", "compnent", "components", known},
		{"exact", "components", "components", known},
		{"far", "banana", "", known},
		{"too many edits for the length", "xyz_iops", "", known},
		{"no known names", "write_iops", "", nil},
		{"short name, two edits allowed", "ab", "a", []string{"a", "abcdef"}},
		{"tie goes to the alphabetically first", "ac", "ab", []string{"ad", "ab"}},
		{"calculator id", "stretched-bandwith", "stretched-bandwidth", []string{"stretched-bandwidth", "sioc", "vsa"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := scenario.Suggest(tc.in, tc.known); got != tc.want {
				t.Errorf("Suggest(%q, %v) = %q, want %q", tc.in, tc.known, got, tc.want)
			}
		})
	}
}

func TestUnknownMessage(t *testing.T) {
	known := []string{"write_iops", "components", "hosts_per_site"}
	tests := []struct {
		name     string
		what     scenario.UnknownKind
		in, want string
	}{
		{"suggestion", scenario.Field, "write_iop", `unknown field "write_iop"; did you mean "write_iops"?`},
		{"parameter", scenario.Parameter, "hosts_per_sit", `unknown parameter "hosts_per_sit"; did you mean "hosts_per_site"?`},
		{"known list, sorted", scenario.Field, "banana", `unknown field "banana"; known: components, hosts_per_site, write_iops`},
		{"a name with a quote", scenario.Field, `a"b`, `unknown field "a"b"; known: components, hosts_per_site, write_iops`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := scenario.Unknown(tc.what, tc.in, known).String(); got != tc.want {
				t.Errorf("Unknown(%v, %q) = %q, want %q", tc.what, tc.in, got, tc.want)
			}
		})
	}
	ru := scenario.Unknown(scenario.Field, "write_iop", known).In(msg.RU, nil)
	if ru != `неизвестное поле «write_iop»; возможно, имелось в виду «write_iops»?` {
		t.Errorf("Russian: %q", ru)
	}
	if known[0] != "write_iops" {
		t.Errorf("UnknownMessage sorted the caller's slice: %v", known)
	}
}

// Problems of TestErrors.
var (
	msgOrMore = msg.NewKey("scenariotest.or-more", "must be {0} or more")
	msgNumber = msg.NewKey("scenariotest.number", "must be a number")
	msgSecond = msg.NewKey("scenariotest.second", "second message")
)

func TestErrors(t *testing.T) {
	var errs scenario.Errors
	if errs.Error() != "" || errs.For("x") != "" {
		t.Errorf("nil Errors: Error() = %q, For = %q, want empty", errs.Error(), errs.For("x"))
	}
	errs.Report("write_iops", msgOrMore, msg.Num(0))
	errs.Report("vms[1].shares", msgNumber)
	errs.Report("write_iops", msgSecond)
	if got, want := errs.Error(), "write_iops: must be 0 or more; vms[1].shares: must be a number; write_iops: second message"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if got := errs.For("write_iops"); got != "must be 0 or more" {
		t.Errorf("For(write_iops) = %q, want the first message", got)
	}
	if got := errs.For("vms"); got != "" {
		t.Errorf("For(vms) = %q, want empty (no prefix matching)", got)
	}
	p := errs.Prefixed("inputs")
	wantFields := []string{"inputs.write_iops", "inputs.vms[1].shares", "inputs.write_iops"}
	for i, fe := range p {
		if fe.Field != wantFields[i] || fe.Message() != errs[i].Message() {
			t.Errorf("Prefixed[%d] = %#v, want field %q and message %q", i, fe, wantFields[i], errs[i].Message())
		}
	}
	if errs[0].Field != "write_iops" {
		t.Errorf("Prefixed changed the original: %#v", errs[0])
	}
	if got := scenario.Errors(nil).Prefixed("x"); len(got) != 0 {
		t.Errorf("nil.Prefixed = %v, want empty", got)
	}
	var doc scenario.Errors
	doc.Report("inputs.write_iops", scenario.MsgGTE, msg.Num(0))
	b, err := json.Marshal(doc.Document(msg.EN, nil))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"errors":[{"field":"inputs.write_iops","code":"value.gte","message":"must be 0 or more"}]}`; got != want {
		t.Errorf("ErrorDocument JSON = %s, want %s (docs/contract.md §1, plus the code)", got, want)
	}
	// A document of a million problems lists MaxReported, then how many more.
	var many scenario.Errors
	for i := 0; i < scenario.MaxReported+5; i++ {
		many.Report("x", scenario.MsgNumber)
	}
	d := many.Document(msg.EN, nil)
	if len(d.Errors) != scenario.MaxReported+1 || d.Errors[scenario.MaxReported].Message != "and 5 more problems" {
		t.Errorf("capped document: %d entries, last %+v", len(d.Errors), d.Errors[len(d.Errors)-1])
	}
}

func TestDocumentJSON(t *testing.T) {
	var d scenario.Document
	if err := json.Unmarshal([]byte(`{"calculator":"sioc","inputs":{"a":1}}`), &d); err != nil {
		t.Fatal(err)
	}
	if d.Calculator != "sioc" || d.Version != 0 || string(d.Inputs) != `{"a":1}` {
		t.Errorf("Document = %+v", d)
	}
	b, _ := json.Marshal(scenario.Document{Calculator: "vsa"})
	if got, want := string(b), `{"calculator":"vsa"}`; got != want {
		t.Errorf("Document JSON = %s, want %s (version and inputs omitted)", got, want)
	}
	b, _ = json.Marshal(scenario.Result{Calculator: "x"})
	for _, key := range []string{`"calculator"`, `"inputs"`, `"results"`, `"steps"`, `"warnings"`, `"sources"`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("Result JSON %s lacks %s (docs/contract.md §3)", b, key)
		}
	}
}

// Denoise removes the noise of binary arithmetic and nothing else.
func TestDenoise(t *testing.T) {
	for _, c := range []struct {
		name    string
		x, want float64
	}{
		{"a short decimal with noise", 0.1 + 0.2, 0.3},
		{"a product with noise", 320 * 1.4 * 1.25, 560},
		{"noise below", 0.7 + 0.1, 0.8},
		{"negative", -(0.1 + 0.2), -0.3},
		{"a repeating decimal", 4.0 / 3, 4.0 / 3},
		{"a hit ratio of counts", 61_362.0 / 139_832, 61_362.0 / 139_832},
		{"ten digits", 1234567.891, 1234567.891},
		{"zero", 0, 0},
		{"tiny", 1.66e-316, 1.66e-316},
	} {
		if got := scenario.Denoise(c.x); got != c.want {
			t.Errorf("%s: Denoise(%v) = %v, want %v", c.name, c.x, got, c.want)
		}
	}
}
