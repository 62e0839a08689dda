package scenario

import (
	"math"
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
)

// Num formats x for a worked step or a message in English, as
// msg.FormatNum does: thousands separated by commas, at most 2 decimals
// (more for small values so they do not read as 0), no trailing zeros, and
// scientific notation for very large or very small magnitudes.
// Num(10000) = "10,000", Num(1.2017) = "1.2", Num(0.0042) = "0.0042",
// Num(1e-300) = "1 × 10⁻³⁰⁰".
func Num(x float64) string { return msg.FormatNum(msg.EN, x) }

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
