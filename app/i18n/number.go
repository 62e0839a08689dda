package i18n

import (
	"math"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
)

// GroupSep is the Russian thousands separator: U+00A0 NO-BREAK SPACE, the
// one Intl.NumberFormat("ru") and CLDR use (msg.GroupSep).
const GroupSep = msg.GroupSep

// FormatNumber formats x as the engine's messages do (msg.FormatNum: at
// most 2 decimals, more for small values, no trailing zeros) in the
// conventions of lang: en "1,234.5", ru "1 234,5" (GroupSep between
// thousands, decimal comma).
func FormatNumber(lang Lang, x float64) string { return msg.FormatNum(lang, x) }

// pluralFormIn is the index (0 one, 1 few, 2 many) of the word form of
// lang that agrees with the number written in s: English has one form for
// 1 and another for every other number.
func pluralFormIn(lang Lang, s string) int {
	if lang != RU {
		if strings.TrimSpace(s) == "1" {
			return 0
		}
		return 2
	}
	return pluralForm(s)
}

// pluralForm returns the index (0 one, 1 few, 2 many) of the Russian word
// form that agrees with the number written in s ("1", "22", "1,000", "1.5"
// or their Russian forms); 2 when s holds no number.
func pluralForm(s string) int {
	t := strings.Map(func(r rune) rune {
		switch r {
		case ',', ' ', '\u00a0', '\u202f':
			return -1
		}
		return r
	}, strings.TrimSpace(s))
	x, err := strconv.ParseFloat(t, 64)
	if err != nil {
		return 2
	}
	if x != math.Trunc(x) {
		return 1
	}
	n := int64(math.Abs(x))
	switch {
	case n%10 == 1 && n%100 != 11:
		return 0
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return 1
	}
	return 2
}
