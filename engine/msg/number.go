package msg

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// Lang is a language of the texts Sizewise writes: the BCP 47 primary
// language subtag ("en", "ru").
type Lang string

// The supported languages.
const (
	EN Lang = "en"
	RU Lang = "ru"
)

// ErrNotNumber is ParseNumber's error.
var ErrNotNumber = errors.New("not a number")

// ParseNumber reads a number as a person types it in lang.
//
// Spaces (also U+00A0 and U+202F), underscores and apostrophes group digits
// in every language. When the text holds both a comma and a dot, the last of
// them is the decimal mark and the other groups thousands ("1.000,5",
// "1,000.5"). Otherwise the language decides what a lone mark means:
//
//   - en: the dot is decimal; commas group thousands when they do so
//     correctly ("2,125" is 2125, "1,000,000"), and a single comma that does
//     not ("1,5", "0,125") is read as a decimal comma;
//   - ru: the comma is decimal ("2,125" is 2.125), and so is a single dot
//     ("2.5"), as many Russian keyboards type it; several dots group
//     thousands when they do so correctly ("1.000.000").
//
// Exponents ("1e4") are accepted; NaN and infinities are not.
func ParseNumber(lang Lang, s string) (float64, error) {
	t, err := NumberText(lang, s)
	if err != nil {
		return 0, err
	}
	x, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
		return 0, ErrNotNumber
	}
	return x, nil
}

// NumberText is the number s as ParseNumber reads it in lang, written
// plainly (a sign, digits, a decimal dot, an exponent: "-1000.5", "2.5e3"):
// the exact decimal a person typed, before it is rounded to a float64. A
// whole-number input checks it, since 9007199254740993 and
// 9007199254740992 are the same float64.
func NumberText(lang Lang, s string) (string, error) {
	t := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\u00a0', '\u202f', '\u2009', '_', '\'', '’':
			return -1
		case '−': // U+2212 MINUS SIGN, as a formatted number shows it
			return '-'
		}
		return r
	}, strings.TrimSpace(s))
	commas, dots := strings.Count(t, ","), strings.Count(t, ".")
	switch {
	case commas > 0 && dots > 0:
		lastComma, lastDot := strings.LastIndex(t, ","), strings.LastIndex(t, ".")
		if lastComma > lastDot { // 1.000,5
			if commas > 1 || !grouped(t[:lastComma], '.') {
				return "", ErrNotNumber
			}
			t = strings.ReplaceAll(t[:lastComma], ".", "") + "." + t[lastComma+1:]
		} else { // 1,000.5
			if dots > 1 || !grouped(t[:lastDot], ',') {
				return "", ErrNotNumber
			}
			t = strings.ReplaceAll(t, ",", "")
		}
	case commas > 0:
		switch {
		case lang != RU && grouped(mantissa(t), ','):
			t = strings.ReplaceAll(t, ",", "") // en: 2,125 or 1,000,000
		case commas == 1:
			t = strings.Replace(t, ",", ".", 1) // ru 2,125; en 1,5
		default:
			return "", ErrNotNumber
		}
	case dots > 1:
		if !grouped(mantissa(t), '.') {
			return "", ErrNotNumber
		}
		t = strings.ReplaceAll(t, ".", "") // 1.000.000
	}
	if t == "" || strings.ContainsAny(t, "xXpP") { // no hex floats
		return "", ErrNotNumber
	}
	return t, nil
}

// mantissa is t without its exponent.
func mantissa(t string) string {
	if i := strings.IndexAny(t, "eE"); i >= 0 {
		return t[:i]
	}
	return t
}

// grouped reports whether t (a sign and digits with sep between them) groups
// its digits in thousands: 1–3 digits not starting with 0,
// then groups of exactly 3, at least one sep.
func grouped(t string, sep byte) bool {
	t = strings.TrimLeft(t, "+-")
	parts := strings.Split(t, string(sep))
	if len(parts) < 2 {
		return false
	}
	for i, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return false
		}
		if i == 0 && (len(p) > 3 || p[0] == '0') {
			return false
		}
		if i > 0 && len(p) != 3 {
			return false
		}
	}
	return true
}

// FormatInput writes x for an input field in lang: every digit that makes it
// exact (the shortest text that reads back as x), no grouping, a decimal
// comma in Russian, so that what a form shows is what ParseNumber reads.
func FormatInput(lang Lang, x float64) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if math.Abs(x) >= 1e21 || (x != 0 && math.Abs(x) < 1e-6) {
		s = strconv.FormatFloat(x, 'g', -1, 64)
	}
	if lang == RU {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// String returns the tag ("en").
func (l Lang) String() string { return string(l) }
