package msg

import (
	"math"
	"strconv"
	"strings"
)

// GroupSep is the Russian thousands separator: U+00A0 NO-BREAK SPACE, the
// one Intl.NumberFormat("ru") and CLDR use, so numbers never break across
// lines; ParseNumber reads it back.
const GroupSep = "\u00a0"

// FormatNum writes x for a reader of lang: at most 2 decimals (more for
// values below 1, so that they keep two significant digits and never read
// as 0), no trailing zeros, thousands grouped. English "10,000", "1.2",
// "0.0042"; Russian "10 000", "1,2", "0,0042" (GroupSep, decimal comma).
func FormatNum(lang Lang, x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	decimals := 2
	if a := math.Abs(x); a != 0 && a < 1 {
		decimals = max(2, int(-math.Floor(math.Log10(a)))+1)
	}
	s := strconv.FormatFloat(x, 'f', decimals, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
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
