package msg

import (
	"math"
	"strconv"
	"strings"
	"time"
)

// GroupSep is the Russian thousands separator: U+00A0 NO-BREAK SPACE, the
// one Intl.NumberFormat("ru") and CLDR use, so numbers never break across
// lines; ParseNumber reads it back.
const GroupSep = "\u00a0"

// FormatNum writes x for a reader of lang: at most 2 decimals (more for
// values below 1, so that they keep two significant digits and never read
// as 0), no trailing zeros, thousands grouped. English "10,000", "1.2",
// "0.0042"; Russian "10 000", "1,2", "0,0042" (GroupSep, decimal comma).
//
// Magnitudes outside [SciBelow, SciFrom) are written in scientific notation
// with at most 3 significant digits, "1.66 × 10⁻³¹⁶" ("1,66 × 10⁻³¹⁶" in
// Russian): written out, 1e-300 is a 300-digit decimal (a 653-character
// formula line), and a tiny negative one used to read "0", hiding its sign.
// So every number is at most about 25 characters, and a non-zero one never
// reads as 0.
func FormatNum(lang Lang, x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	a := math.Abs(x)
	if a != 0 && (a < SciBelow || a >= SciFrom) {
		return formatSci(lang, x)
	}
	decimals := 2
	if a != 0 && a < 1 {
		decimals = max(2, int(-math.Floor(math.Log10(a)))+1)
	}
	return groupDigits(lang, trimZeros(strconv.FormatFloat(x, 'f', decimals, 64)))
}

// FormatDec writes x for a reader of lang with at most decimals decimals
// (no trailing zeros), thousands grouped as FormatNum groups them: English
// "5,573.548", Russian "5 573,548". It is FormatNum for a figure whose
// precision a text promises (a value read from a cell, an input as the
// calculator gets it), which FormatNum's two decimals would round away.
//
// decimals is held to 0–15 (a float64 has no more digits to give); a
// negative decimals writes every digit that makes x exact, the shortest
// text that reads back as x ("0.1", not "0.1000000000000000055511"). A
// non-zero x that decimals would round to 0 keeps two significant digits
// ("0.00042" at 3 decimals), so it never reads as 0; magnitudes outside
// [SciBelow, SciFrom) are written m × 10ⁿ with every significant digit of
// m that x has, so that they stay short and exact. NaN and infinities are
// written as Go writes them ("NaN", "+Inf").
func FormatDec(lang Lang, x float64, decimals int) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	a := math.Abs(x)
	if a != 0 && (a < SciBelow || a >= SciFrom) {
		return formatSciExact(lang, x)
	}
	decimals = min(decimals, 15)
	if decimals >= 0 && a != 0 && a < 0.5*math.Pow10(-decimals) {
		decimals = int(-math.Floor(math.Log10(a))) + 1 // two significant digits
	}
	return groupDigits(lang, trimZeros(strconv.FormatFloat(x, 'f', decimals, 64)))
}

// trimZeros drops the trailing zeros of a decimal fraction, and the point
// when nothing follows it; "-0" is "0".
func trimZeros(s string) string {
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		return "0"
	}
	return s
}

// groupDigits writes s (a sign, digits, a decimal point, as strconv writes
// them) with lang's thousands separator and decimal mark.
func groupDigits(lang Lang, s string) string {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	intPart, frac, hasFrac := strings.Cut(s, ".")
	group, point := ",", "."
	if lang == RU {
		group, point = GroupSep, ","
	}
	var b strings.Builder
	if neg && s != "0" {
		b.WriteByte('-')
	}
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteString(group)
		}
		b.WriteRune(r)
	}
	if hasFrac {
		b.WriteString(point)
		b.WriteString(frac)
	}
	return b.String()
}

// FormatNum writes magnitudes from SciFrom up and below SciBelow in
// scientific notation: 10^15 is MaxResult, beyond which no calculator
// answers (and a float64 holds no more than 15–16 significant digits
// anyway); below 10^-6 the decimals would outnumber the digits that mean
// anything.
const (
	SciFrom  = 1e15
	SciBelow = 1e-6
)

var superscript = strings.NewReplacer("-", "⁻", "+", "", "0", "⁰", "1", "¹", "2", "²", "3", "³",
	"4", "⁴", "5", "⁵", "6", "⁶", "7", "⁷", "8", "⁸", "9", "⁹")

// formatSci writes x as m × 10ⁿ, m with at most 3 significant digits.
func formatSci(lang Lang, x float64) string {
	s := strconv.FormatFloat(x, 'e', 2, 64) // -1.66e-316
	mant, exp, _ := strings.Cut(s, "e")
	if strings.Contains(mant, ".") {
		mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
	}
	if lang == RU {
		mant = strings.Replace(mant, ".", ",", 1)
	}
	sign, digits := "", strings.TrimLeft(exp, "+-")
	if strings.HasPrefix(exp, "-") {
		sign = "-"
	}
	digits = strings.TrimLeft(digits, "0")
	return mant + " × 10" + superscript.Replace(sign+digits)
}

// formatSciExact writes x as m × 10ⁿ, m with every digit that makes x
// exact (FormatDec's form for very large and very small magnitudes).
func formatSciExact(lang Lang, x float64) string {
	mant, exp, _ := strings.Cut(strconv.FormatFloat(x, 'e', -1, 64), "e")
	if lang == RU {
		mant = strings.Replace(mant, ".", ",", 1)
	}
	sign, digits := "", strings.TrimLeft(exp, "+-")
	if strings.HasPrefix(exp, "-") {
		sign = "-"
	}
	return mant + " × 10" + superscript.Replace(sign+strings.TrimLeft(digits, "0"))
}

// Plural is the plural category of n in lang: 0 one, 1 few, 2 many (English
// uses one and many). Russian: 1, 21, 31… are one; 2–4, 22–24… few; 0, 5–20,
// 25–30… many; fractions few ("1,5 хоста"). English: exactly 1 is one.
func Plural(lang Lang, n float64) int {
	if lang != RU {
		if n == 1 || n == -1 {
			return 0
		}
		return 2
	}
	a := math.Abs(n)
	if a != math.Trunc(a) {
		return 1
	}
	if a > 1e15 {
		return 2
	}
	i := int64(a)
	switch {
	case i%10 == 1 && i%100 != 11:
		return 0
	case i%10 >= 2 && i%10 <= 4 && (i%100 < 12 || i%100 > 14):
		return 1
	}
	return 2
}

// Date writes t as a reader of lang writes a date: 2026-12-04 in English
// (ISO 8601, unambiguous across the English-speaking world), 04.12.2026 in
// Russian (Unicode CLDR's short date pattern for ru, dd.MM.y); with clock,
// the time follows (16:40).
func Date(lang Lang, t time.Time, clock bool) string {
	layout := "2006-01-02"
	if lang == RU {
		layout = "02.01.2006"
	}
	if clock {
		layout += " 15:04"
	}
	return t.Format(layout)
}
