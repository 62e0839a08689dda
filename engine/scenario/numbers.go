package scenario

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sizewise/sizewise/engine/msg"
)

// ZeroText reports whether the number t (JSON's notation) is zero as written (0, -0.0,
// 0e5), so that a nonzero number too small for a float64 (1e-400, which
// reads as 0) can be told from it.
func ZeroText(t string) bool {
	t = strings.TrimSpace(t)
	if i := strings.IndexAny(t, "eE"); i >= 0 {
		t = t[:i]
	}
	return strings.Trim(t, "+-0.") == ""
}

// ExactText reports whether the JSON string raw reads as exactly the text it
// holds: UTF-8 throughout, and no \u escape of half a UTF-16 surrogate pair.
// encoding/json turns both into U+FFFD, silently changing a name the user
// gave.
func ExactText(raw []byte) bool { return InexactAt(raw) < 0 }

// InexactAt is the offset of the first byte of raw (JSON text: a string, or a
// whole document) that does not read as the text it holds (see ExactText),
// or -1 when there is none.
func InexactAt(raw []byte) int {
	for i := 0; i < len(raw); {
		c := raw[i]
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRune(raw[i:])
			if r == utf8.RuneError && n <= 1 {
				return i
			}
			i += n
			continue
		}
		if c != '\\' || i+1 >= len(raw) {
			i++
			continue
		}
		if raw[i+1] != 'u' {
			i += 2 // a two-character escape
			continue
		}
		r, ok := hex4(raw, i+2)
		if !ok {
			return i
		}
		switch {
		case r >= 0xDC00 && r <= 0xDFFF:
			return i // a low half with no high half before it
		case r >= 0xD800 && r <= 0xDBFF:
			lo, ok := hex4(raw, i+8)
			if !ok || raw[i+6] != '\\' || raw[i+7] != 'u' || lo < 0xDC00 || lo > 0xDFFF {
				return i
			}
			i += 12
		default:
			i += 6
		}
	}
	return -1
}

// hex4 reads the 4 hex digits of a \u escape at raw[i:].
func hex4(raw []byte, i int) (rune, bool) {
	if i < 2 || i+4 > len(raw) {
		return 0, false
	}
	n, err := strconv.ParseUint(string(raw[i:i+4]), 16, 32)
	return rune(n), err == nil
}

// maxExact is 2^53: every integer up to it in magnitude is exactly a
// float64, and JSON numbers are read as float64 by most tools.
const maxExact = 1 << 53

// exactInteger reports whether the JSON number raw of a float input, when it
// is written as an integer (digits alone), is exactly f: 9007199254740993 is
// not (it reads as …992), so a size the user gave would silently change. A
// float written with a fraction or an exponent rounds as any decimal does.
func exactInteger(raw json.RawMessage, f float64) bool {
	t := strings.TrimSpace(string(raw))
	if strings.ContainsAny(t, ".eE") || math.Abs(f) < maxExact {
		return true
	}
	digits, _ := integerText(t)
	return digits == strconv.FormatFloat(math.Abs(f), 'f', 0, 64)
}

// IntegerProblem is what is wrong with text, a number in decimal notation
// (JSON's, or Go's: sign, digits, fraction, exponent) that reads as f, for
// a whole-number input: not a whole number (MsgWhole: 2.5, but also
// 9007199254740992.5, which reads as an integer), or not one f holds
// exactly (MsgExactInt: beyond ±2^53, or 9007199254740993 in any notation,
// 9007199254740993.0 and 9.007199254740993e15 included, which read as
// …992). The decimal text itself decides, not its rounded value.
func IntegerProblem(text string, f float64) (msg.Message, bool) {
	digits, whole := integerText(text)
	switch {
	case !whole:
		return MsgWhole.With(), true
	case math.Abs(f) > maxExact || digits != strconv.FormatFloat(math.Abs(f), 'f', 0, 64):
		return MsgExactInt.With(), true
	}
	return msg.Message{}, false
}

// integerText reads a decimal number text exactly: whether it is a whole
// number and, if so, its magnitude as digits without leading zeros ("0" for
// zero). It does no arithmetic, so 1e999999999 costs nothing (its digits
// are not written out: anything beyond 400 digits is "∞", no float's).
func integerText(t string) (digits string, whole bool) {
	t = strings.TrimSpace(t)
	t = strings.TrimLeft(t, "+-")
	mant, exp10 := t, 0
	if i := strings.IndexAny(t, "eE"); i >= 0 {
		mant = t[:i]
		e, err := strconv.ParseInt(strings.TrimPrefix(t[i+1:], "+"), 10, 32)
		switch {
		case err == nil:
			exp10 = int(e)
		case strings.HasPrefix(t[i+1:], "-"):
			exp10 = math.MinInt32
		default:
			exp10 = math.MaxInt32
		}
	}
	intPart, frac, _ := strings.Cut(mant, ".")
	d := strings.TrimLeft(intPart+frac, "0")
	if d == "" {
		return "0", true
	}
	// The value is d × 10^e, d without trailing zeros.
	e := exp10 - len(frac)
	trimmed := strings.TrimRight(d, "0")
	e += len(d) - len(trimmed)
	d = trimmed
	switch {
	case e < 0:
		return "", false
	case len(d)+e > 400:
		return "∞", true
	}
	return d + strings.Repeat("0", e), true
}
