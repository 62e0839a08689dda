package scenario

import (
	"math"
	"strconv"
	"strings"
)

// Num formats x for a worked step or a message: thousands separated by commas,
// at most 2 decimals (more for small values so they do not read as 0), and no
// trailing zeros. Num(10000) = "10,000", Num(1.2017) = "1.2", Num(0.0042) = "0.0042".
func Num(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	decimals := 2
	if a := math.Abs(x); a != 0 && a < 1 {
		// keep two significant digits for small values
		decimals = max(2, int(-math.Floor(math.Log10(a)))+1)
	}
	s := strconv.FormatFloat(x, 'f', decimals, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	intPart, frac, hasFrac := strings.Cut(s, ".")
	var b strings.Builder
	if neg && s != "0" {
		b.WriteByte('-')
	}
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if hasFrac {
		b.WriteByte('.')
		b.WriteString(frac)
	}
	return b.String()
}

// Clean rounds away binary floating-point noise by keeping 12 significant
// digits, so that 320 × 1.4 × 1.25 reads 560 and not 560.0000000000001.
// Inputs never carry that many digits, so nothing a user entered is lost.
func Clean(x float64) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	f, err := strconv.ParseFloat(strconv.FormatFloat(x, 'g', 12, 64), 64)
	if err != nil {
		return x
	}
	return f
}
