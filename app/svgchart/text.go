package svgchart

import (
	"math"
	"strings"
	"unicode/utf8"
)

// charWidth estimates the advance of one character at font size 1 in the
// system UI fonts (Latin and Cyrillic average about 0.6 em; digits 0.56).
const charWidth = 0.62

// bold is how much wider bold text (the axis titles) runs than regular in
// the system UI fonts: the estimate of a bold Russian title fell 10 % short
// on a phone and the title ran off the chart.
const bold = 1.15

// textWidth estimates how wide s is at font size size.
func textWidth(s string, size float64) float64 {
	return float64(utf8.RuneCountInString(s)) * charWidth * size
}

// box is the area a label covers, to keep labels from overprinting.
type box struct{ x0, y0, x1, y1 float64 }

func (a box) overlaps(b box) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

// textBox is the box of text of size at (x, y) (its baseline) with anchor.
func textBox(s string, size, x, y float64, anchor string) box {
	w := textWidth(s, size)
	switch anchor {
	case "middle":
		x -= w / 2
	case "end":
		x -= w
	}
	return box{x, y - size, x + w, y + size*0.25}
}

// ticks returns a nice step and the axis top for data up to v with at most
// n intervals: the step is 1, 2, 2.5 or 5 × 10^k and the top the first
// multiple of it at or above v, so the axis ends just past the data.
func ticks(v float64, n int) (step, top float64) {
	if v <= 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0.2, 1
	}
	raw := v / float64(n)
	exp := math.Pow(10, math.Floor(math.Log10(raw)))
	step = 10 * exp
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*exp >= raw*(1-1e-9) {
			step = m * exp
			break
		}
	}
	k := math.Ceil(v/step - 1e-9)
	return step, math.Max(k, 1) * step
}

// wrap splits s into at most two lines of at most w units at size, at a
// space; a line still too long is shortened with an ellipsis.
func wrap(s string, w, size float64) []string {
	if textWidth(s, size) <= w {
		return []string{s}
	}
	words := strings.Fields(s)
	best := -1
	for i := len(words) - 1; i >= 1; i-- { // the fullest first line that fits
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if textWidth(a, size) <= w && textWidth(b, size) <= w {
			best = i
			break
		}
	}
	if best > 0 {
		return []string{strings.Join(words[:best], " "), strings.Join(words[best:], " ")}
	}
	if len(words) > 1 {
		return []string{shorten(words[0], w, size), shorten(strings.Join(words[1:], " "), w, size)}
	}
	return []string{shorten(s, w, size)}
}

// wrapN splits s into at most n lines of at most w units at size, filling
// each line greedily at spaces; only what still does not fit is shortened
// with an ellipsis (the last line, or a single word longer than a line).
func wrapN(s string, w, size float64, n int) []string {
	if textWidth(s, size) <= w || n <= 1 {
		return []string{shorten(s, w, size)}
	}
	if n == 2 {
		return wrap(s, w, size)
	}
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
		switch next := strings.TrimSpace(cur + " " + word); {
		case cur == "" || textWidth(next, size) <= w:
			cur = next
		default:
			lines = append(lines, cur)
			cur = word
		}
	}
	lines = append(lines, cur)
	if len(lines) > n {
		lines = append(lines[:n-1], strings.Join(lines[n-1:], " "))
	}
	for i := range lines {
		lines[i] = shorten(lines[i], w, size)
	}
	return lines
}

// shorten cuts s to fit w units at size, ending in an ellipsis.
func shorten(s string, w, size float64) string {
	if textWidth(s, size) <= w {
		return s
	}
	r := []rune(s)
	n := max(int(w/(charWidth*size))-1, 1)
	if n >= len(r) {
		return s
	}
	return string(r[:n]) + "…"
}
