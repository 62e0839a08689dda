package msg

import (
	"math"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// TestFormatDec is the table of FormatDec: the figures an import's notes
// quote, in each language, at the precision the note promises (issue 30
// item 7: a Russian note read "5573.548 GB" beside the page's
// "5 573,55 ГБ").
func TestFormatDec(t *testing.T) {
	const nb = GroupSep
	for _, c := range []struct {
		x      float64
		d      int
		en, ru string
	}{
		{5573.548, 3, "5,573.548", "5" + nb + "573,548"}, // the figure, 3 decimals kept (FormatNum: 5,573.55)
		{31101.496, 3, "31,101.496", "31" + nb + "101,496"},
		{29660698, 0, "29,660,698", "29" + nb + "660" + nb + "698"},
		{511.373046875, 3, "511.373", "511,373"},            // 523646 MiB / 1024
		{125675.04, 3, "125,675.04", "125" + nb + "675,04"}, // no trailing zeros
		{2, 3, "2", "2"},
		{0, 3, "0", "0"},
		{-0.0001, 3, "-0.0001", "-0,0001"}, // would round to -0: two significant digits instead
		{0.00042, 3, "0.00042", "0,00042"}, // never reads as 0
		{0.0005, 3, "0.001", "0,001"},      // rounds up, not to 0
		{-1234.5678, 2, "-1,234.57", "-1" + nb + "234,57"},
		{0.1, -1, "0.1", "0,1"}, // every digit: the shortest exact text
		{1.0 / 3, -1, "0.3333333333333333", "0,3333333333333333"},
		{13.1, -1, "13.1", "13,1"},
		{1.0 / 3, 99, "0.333333333333333", "0,333333333333333"}, // held to 15 decimals
		{1e15, 0, "1 × 10¹⁵", "1 × 10¹⁵"},
		{1.2345678901234567e20, 3, "1.2345678901234567 × 10²⁰", "1,2345678901234567 × 10²⁰"},
		{-2.5e-7, 3, "-2.5 × 10⁻⁷", "-2,5 × 10⁻⁷"},
		{math.NaN(), 3, "NaN", "NaN"},
		{math.Inf(1), 3, "+Inf", "+Inf"},
		{math.Inf(-1), 0, "-Inf", "-Inf"},
	} {
		if got := FormatDec(EN, c.x, c.d); got != c.en {
			t.Errorf("FormatDec(en, %v, %d) = %q, want %q", c.x, c.d, got, c.en)
		}
		if got := FormatDec(RU, c.x, c.d); got != c.ru {
			t.Errorf("FormatDec(ru, %v, %d) = %q, want %q", c.x, c.d, got, c.ru)
		}
	}
}

// TestDecArg: Dec renders as FormatDec, and the words it agrees with agree
// with the number as written ("1" reads as one, not as a fraction).
func TestDecArg(t *testing.T) {
	if got := Dec(5573.548, 3).In(RU, nil); got != "5"+GroupSep+"573,548" {
		t.Errorf("Dec(5573.548, 3) in Russian = %q", got)
	}
	for _, c := range []struct {
		x    float64
		d    int
		want float64
	}{{1.0004, 3, 1}, {2.5, 0, 3}, {0.0004, 3, 0.0004}, {7, -1, 7}, {1e20, 3, 1e20}} {
		if got, ok := Dec(c.x, c.d).Number(); !ok || got != c.want {
			t.Errorf("Dec(%v, %d).Number() = %v, %v; want %v", c.x, c.d, got, ok, c.want)
		}
	}
	if Plural(RU, mustNumber(Dec(1.0004, 3))) != 0 {
		t.Error("Dec(1.0004, 3) is written 1 but its noun is not singular")
	}
}

func mustNumber(a Arg) float64 { x, _ := a.Number(); return x }

// checkDec is FormatDec's properties for one value: it never panics, a
// finite value is written finite (digits, no NaN or Inf) in lang's marks,
// and the text reads back as the value at its precision: exactly at
// decimals < 0 and in scientific notation, within half a unit of the last
// decimal otherwise (two significant digits for a value the decimals would
// round to 0).
func checkDec(t *testing.T, x float64, d int) {
	t.Helper()
	for _, l := range []Lang{EN, RU} {
		s := FormatDec(l, x, d)
		if math.IsNaN(x) || math.IsInf(x, 0) {
			if s != strconv.FormatFloat(x, 'f', -1, 64) {
				t.Fatalf("FormatDec(%s, %v, %d) = %q", l, x, d, s)
			}
			continue
		}
		if s == "" || strings.Contains(s, "NaN") || strings.Contains(s, "Inf") || len(s) > 60 {
			t.Fatalf("FormatDec(%s, %v, %d) = %q", l, x, d, s)
		}
		if l == RU && strings.Contains(s, ".") || l == EN && (strings.Contains(s, GroupSep) || strings.Contains(s, ",") && strings.Contains(s, "×")) {
			t.Fatalf("FormatDec(%s, %v, %d) = %q: another language's marks", l, x, d, s)
		}
		got, exact := readDec(t, l, s)
		a := math.Abs(x)
		switch {
		case exact || d < 0:
			if got != x {
				t.Fatalf("FormatDec(%s, %v, %d) = %q reads back as %v", l, x, d, s, got)
			}
		default:
			dd := min(d, 15)
			tol := 0.5 * math.Pow10(-dd)
			if a < tol {
				tol = 0.05 * a // two significant digits
			}
			if math.Abs(got-x) > tol*(1+1e-9)+a*1e-15 {
				t.Fatalf("FormatDec(%s, %v, %d) = %q reads back as %v, off by %g", l, x, d, s, got, got-x)
			}
		}
	}
}

// readDec reads FormatDec's text back: ParseNumber for a decimal, the
// mantissa and the superscript exponent for m × 10ⁿ (exact).
func readDec(t *testing.T, l Lang, s string) (float64, bool) {
	t.Helper()
	if mant, exp, ok := strings.Cut(s, " × 10"); ok {
		e := strings.NewReplacer("⁻", "-", "⁰", "0", "¹", "1", "²", "2", "³", "3", "⁴", "4", "⁵", "5", "⁶", "6", "⁷", "7", "⁸", "8", "⁹", "9").Replace(exp)
		x, err := strconv.ParseFloat(strings.Replace(mant, ",", ".", 1)+"e"+e, 64)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		return x, true
	}
	x, err := ParseNumber(l, s)
	if err != nil {
		t.Fatalf("FormatDec wrote %q, which ParseNumber(%s) refuses: %v", s, l, err)
	}
	return x, false
}

// TestFormatDecProperties runs checkDec over values of every magnitude and
// every precision (a fixed seed: the same values each run).
func TestFormatDecProperties(t *testing.T) {
	r := rand.New(rand.NewSource(30))
	for i := 0; i < 20000; i++ {
		x := math.Float64frombits(r.Uint64()) // any float64, NaN and Inf included
		if i%2 == 0 {
			x = (r.Float64() - 0.5) * math.Pow10(r.Intn(40)-20)
		}
		checkDec(t, x, r.Intn(20)-2)
	}
	for _, x := range []float64{0, math.Copysign(0, -1), math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64,
		SciFrom, math.Nextafter(SciFrom, 0), SciBelow, math.Nextafter(SciBelow, 0), 999999999999999.9, 0.0005, 0.00049999999} {
		for _, d := range []int{math.MinInt, -1, 0, 1, 3, 15, 16, math.MaxInt} {
			checkDec(t, x, d)
		}
	}
}

func FuzzFormatDec(f *testing.F) {
	for _, x := range []float64{5573.548, 0, -0.0001, 1e15, 1e300, math.NaN(), math.Inf(-1), 1.0 / 3} {
		f.Add(x, 3)
	}
	f.Add(0.1, -1)
	f.Add(123456.789, math.MaxInt)
	f.Fuzz(func(t *testing.T, x float64, d int) { checkDec(t, x, d) })
}
