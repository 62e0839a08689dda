package msg

import (
	"math"
	"testing"
	"time"
)

// TestParseNumber is the table of typed text × language → value: what a
// consultant types in each language, and what it must mean.
func TestParseNumber(t *testing.T) {
	const bad = math.MaxFloat64 // marks "refused"
	cases := []struct {
		text   string
		en, ru float64
	}{
		{"2125", 2125, 2125},
		{"2,125", 2125, 2.125}, // the bug: Russian "2,125" KB is 2.125
		{"2.125", 2.125, 2.125},
		{"2 125", 2125, 2125},
		{"2\u00a0125", 2125, 2125},
		{"10\u202f000,5", 10000.5, 10000.5},
		{"1,5", 1.5, 1.5},
		{"0,125", 0.125, 0.125},
		{"1,000,000", 1e6, bad},
		{"1.000.000", 1e6, 1e6},
		{"1,000.5", 1000.5, 1000.5},
		{"1.000,5", 1000.5, 1000.5},
		{"1,00,000", bad, bad},
		{"1.5.5", bad, bad},
		{"1e4", 1e4, 1e4},
		{"2,5e3", 2500, 2500},
		{"-3,25", -3.25, -3.25},
		{"−3", -3, -3},
		{"+7", 7, 7},
		{"0x10", bad, bad},
		{"NaN", bad, bad},
		{"Inf", bad, bad},
		{"", bad, bad},
		{",", bad, bad},
		{"abc", bad, bad},
		{"12,34,56", bad, bad},
		{"1_000", 1000, 1000},
	}
	for _, c := range cases {
		for _, lc := range []struct {
			lang Lang
			want float64
		}{{EN, c.en}, {RU, c.ru}} {
			got, err := ParseNumber(lc.lang, c.text)
			if lc.want == bad {
				if err == nil {
					t.Errorf("ParseNumber(%s, %q) = %v, want an error", lc.lang, c.text, got)
				}
				continue
			}
			if err != nil || got != lc.want {
				t.Errorf("ParseNumber(%s, %q) = %v, %v; want %v", lc.lang, c.text, got, err, lc.want)
			}
		}
	}
}

// TestFormatInputReadsBack: what a form shows reads back as the same value.
func TestFormatInputReadsBack(t *testing.T) {
	for _, x := range []float64{0, 1, 2.125, 1e6, 123456789.25, 0.0001, 1e-9, 5e22, -4.5, 1.0 / 3} {
		for _, l := range []Lang{EN, RU} {
			s := FormatInput(l, x)
			got, err := ParseNumber(l, s)
			if err != nil || got != x {
				t.Errorf("FormatInput(%s, %v) = %q reads back as %v, %v", l, x, s, got, err)
			}
		}
	}
	if got := FormatInput(RU, 2.125); got != "2,125" {
		t.Errorf("FormatInput(ru, 2.125) = %q", got)
	}
}

func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"2,125", "1.000,5", "1e4", "−3", "1 000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, l := range []Lang{EN, RU} {
			x, err := ParseNumber(l, s)
			if err == nil && (math.IsNaN(x) || math.IsInf(x, 0)) {
				t.Fatalf("ParseNumber(%s, %q) = %v", l, s, x)
			}
		}
	})
}

// NumberText is the exact decimal ParseNumber reads, before rounding.
func TestNumberText(t *testing.T) {
	for _, c := range []struct {
		lang       Lang
		text, want string
	}{
		{EN, "9,007,199,254,740,993", "9007199254740993"},
		{RU, "9 007 199 254 740 993,5", "9007199254740993.5"},
		{EN, "1.000,5", "1000.5"},
		{RU, "2,5e3", "2.5e3"},
		{EN, "−3", "-3"},
	} {
		if got, err := NumberText(c.lang, c.text); err != nil || got != c.want {
			t.Errorf("NumberText(%s, %q) = %q, %v; want %q", c.lang, c.text, got, err, c.want)
		}
	}
	if _, err := NumberText(EN, "0x10"); err == nil {
		t.Error("NumberText read a hex number")
	}
}

func TestDate(t *testing.T) {
	d := time.Date(2026, 12, 4, 16, 40, 0, 0, time.UTC)
	for _, tc := range []struct {
		lang  Lang
		clock bool
		want  string
	}{
		{EN, false, "2026-12-04"}, {EN, true, "2026-12-04 16:40"},
		{RU, false, "04.12.2026"}, {RU, true, "04.12.2026 16:40"},
	} {
		if got := Date(tc.lang, d, tc.clock); got != tc.want {
			t.Errorf("Date(%s, %v) = %q, want %q", tc.lang, tc.clock, got, tc.want)
		}
	}
}
