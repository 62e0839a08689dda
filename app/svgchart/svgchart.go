// Package svgchart draws an engine chart.Chart as an SVG document, in Go, so
// that the same picture is prerendered into the static HTML and redrawn in
// the browser as inputs change. Colours come from CSS classes (sw-c0…sw-c5,
// sw-axis, sw-grid, sw-marker, sw-rule, sw-band-N) so the page's light and dark
// themes apply; nothing here depends on go-app.
//
// A chart is drawn for a Size: Wide for a column of 600 px or more, Narrow
// for a phone. An SVG scales to its box, and its text with it, so a wide
// drawing squeezed onto a phone would shrink its labels below legibility;
// the narrow drawing is laid out for about 300–420 px with larger type. The
// page draws both and lets CSS (a container query) show the one that fits.
//
// Text is laid out, not just placed: tick values come from a nice step that
// fits the data (no axis running far past it), labels that do not fit their
// slot wrap or are shortened (the full text stays in a tooltip), legends wrap
// into rows above the plot, and reference-line labels move to where they
// overprint nothing.
package svgchart

import (
	"fmt"
	"html"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Size is the layout a chart is drawn for.
type Size int

// Sizes.
const (
	// Wide is laid out for a box 600 px or wider (drawn 640 units wide).
	Wide Size = iota
	// Narrow is laid out for a phone: a box of about 300–420 px (drawn 340
	// units wide, with type large enough to read at that scale).
	Narrow
)

// geom is the drawing's fixed geometry for one Size, in SVG user units.
type geom struct {
	width, lineHeight int
	// tick, label and value are font sizes: tick values and legends, axis
	// titles and band names, bar values and rule labels.
	tick, label, value float64
	maxTicks           int
}

func geomOf(s Size) geom {
	if s == Narrow {
		// Shown at most 420 px wide and at least about 300: 13 units are
		// 11.5–16 px on screen.
		return geom{width: 340, lineHeight: 16, tick: 13, label: 13, value: 12.5, maxTicks: 4}
	}
	// Shown 600–760 px wide: 12 units are 11.3–14 px on screen.
	return geom{width: 640, lineHeight: 15, tick: 12, label: 12.5, value: 12, maxTicks: 5}
}

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

// Render returns the wide SVG markup of c, or "" for a nil chart, with
// numbers formatted by scenario.Num.
func Render(c *chart.Drawing) string { return RenderNum(c, scenario.Num) }

// RenderNum is Render with numbers formatted by f (a locale's format).
func RenderNum(c *chart.Drawing, f func(float64) string) string { return RenderSize(c, f, Wide) }

// RenderSize returns the SVG markup of c laid out for size, or "" for a nil
// chart, with numbers formatted by f.
func RenderSize(c *chart.Drawing, f func(float64) string, size Size) string {
	if c == nil {
		return ""
	}
	d := &drawing{c: c, f: f, g: geomOf(size)}
	switch c.Kind {
	case chart.Line:
		d.line()
	case chart.Bars, chart.StackedBars:
		d.bars()
	case chart.Scale:
		d.scale()
	}
	cls := "sw-chart sw-chart-wide"
	if size == Narrow {
		cls = "sw-chart sw-chart-narrow"
	}
	var b strings.Builder
	// No ids: a page draws each chart twice and a report many charts.
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="%s" viewBox="0 0 %d %d" role="img">`,
		cls, d.g.width, int(math.Ceil(d.height)))
	fmt.Fprintf(&b, `<title>%s</title><desc>%s</desc>`, esc(c.Title), esc(describe(c, f)))
	b.WriteString(d.b.String())
	b.WriteString(`</svg>`)
	return b.String()
}

func esc(s string) string { return html.EscapeString(s) }

// describe is the text alternative of the chart for screen readers.
func describe(c *chart.Drawing, f func(float64) string) string {
	var parts []string
	if c.Marker != nil && c.Marker.Label != "" {
		parts = append(parts, "Current: "+c.Marker.Label)
	}
	for _, g := range c.Groups {
		var bs []string
		for _, bar := range g.Bars {
			bs = append(bs, bar.Name+" "+f(bar.Value))
		}
		parts = append(parts, g.Label+": "+strings.Join(bs, ", "))
	}
	for _, r := range c.Rules {
		parts = append(parts, r.Label)
	}
	return strings.Join(parts, ". ")
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

// drawing is one chart being laid out.
type drawing struct {
	c      *chart.Drawing
	f      func(float64) string
	g      geom
	b      strings.Builder
	height float64
	// the plot area
	left, right, top, bottom float64
	taken                    []box // labels drawn so far
}

func (d *drawing) text(class string, size, x, y float64, anchor, s string) {
	fmt.Fprintf(&d.b, `<text class="%s" font-size="%g" x="%.1f" y="%.1f" text-anchor="%s">%s</text>`, class, size, x, y, anchor, esc(s))
	d.taken = append(d.taken, textBox(s, size, x, y, anchor))
}

// free reports whether bx overprints no label drawn so far and stays inside
// the drawing.
func (d *drawing) free(bx box) bool {
	if bx.x0 < 0 || bx.x1 > float64(d.g.width) {
		return false
	}
	for _, t := range d.taken {
		if bx.overlaps(t) {
			return false
		}
	}
	return true
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

// header draws the Y axis title and the legend (rows of swatches that wrap:
// the series when there are two or more, then the reference lines, which are
// named here rather than over the plot, where their labels would overprint
// bars and values) and returns the y where the plot may start.
func (d *drawing) header(names []string) float64 {
	g := d.g
	y := g.label + 2
	if t := axisLabel(d.c.Y); t != "" {
		// a long title (Russian runs a third longer) takes a second line
		for i, l := range wrapN(t, float64(g.width)-8, g.label*bold, 2) {
			if i > 0 {
				y += float64(g.lineHeight)
			}
			d.text("sw-label", g.label, 4, y, "start", l)
		}
	}
	if len(names) < 2 {
		names = nil
	}
	if len(names) == 0 && len(d.c.Rules) == 0 {
		return y + 12
	}
	y += float64(g.lineHeight) + 4
	x := 4.0
	entry := func(swatch func(x, y float64), n string) {
		n = shorten(n, float64(g.width)-30, g.tick)
		w := 18 + textWidth(n, g.tick) + 12
		if x > 4 && x+w > float64(g.width) {
			x, y = 4, y+float64(g.lineHeight)+2
		}
		swatch(x, y)
		d.text("sw-legend", g.tick, x+18, y, "start", n)
		x += w
	}
	for i, n := range names {
		entry(func(x, y float64) {
			fmt.Fprintf(&d.b, `<rect class="sw-fill sw-c%d" x="%.1f" y="%.1f" width="12" height="10" rx="2"/>`, i%palette, x, y-9)
		}, n)
	}
	for _, r := range d.c.Rules {
		entry(func(x, y float64) {
			fmt.Fprintf(&d.b, `<line class="sw-rule" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"/>`, x, x+14, y-4, y-4)
		}, r.Label)
	}
	return y + 12
}

const palette = 6

// yAxis draws horizontal grid lines and the Y tick values, and returns the
// axis top.
func (d *drawing) yAxis(maxY float64) float64 {
	step, top := ticks(maxY, d.g.maxTicks)
	for v := 0.0; v <= top*(1+1e-9); v += step {
		y := d.sy(v, top)
		fmt.Fprintf(&d.b, `<line class="sw-grid" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"/>`, d.left, d.right, y, y)
		d.text("sw-tick", d.g.tick, d.left-6, y+d.g.tick*0.35, "end", d.f(v))
	}
	return top
}

// yLabelWidth is the width the Y tick values need.
func (d *drawing) yLabelWidth(maxY float64) float64 {
	step, top := ticks(maxY, d.g.maxTicks)
	w := 0.0
	for v := 0.0; v <= top*(1+1e-9); v += step {
		w = math.Max(w, textWidth(d.f(v), d.g.tick))
	}
	return w
}

func (d *drawing) axisLines() {
	fmt.Fprintf(&d.b, `<line class="sw-axis" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"/>`, d.left, d.right, d.bottom, d.bottom)
	fmt.Fprintf(&d.b, `<line class="sw-axis" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"/>`, d.left, d.left, d.top, d.bottom)
}

func (d *drawing) sx(x, maxX float64) float64 { return d.left + x/maxX*(d.right-d.left) }
func (d *drawing) sy(y, maxY float64) float64 { return d.bottom - y/maxY*(d.bottom-d.top) }

// plotHeight is the height of the plot area.
func (d *drawing) plotHeight() float64 {
	if d.g.width < 600 {
		return 190
	}
	return 220
}

// axisLabel is an axis title with its unit, unless the title already says it
// ("Desktops", "desktops").
func axisLabel(a chart.DrawnAxis) string {
	if a.Unit == "" || strings.Contains(strings.ToLower(a.Label), strings.ToLower(a.Unit)) {
		return a.Label
	}
	return a.Label + ", " + a.Unit
}

func (d *drawing) line() {
	c := d.c
	maxX, maxY := 0.0, 0.0
	for _, s := range c.Series {
		for _, p := range s.Points {
			maxX, maxY = math.Max(maxX, p.X), math.Max(maxY, p.Y)
		}
	}
	if c.Marker != nil {
		maxX, maxY = math.Max(maxX, c.Marker.X), math.Max(maxY, c.Marker.Y)
	}
	for _, r := range c.Rules {
		maxY = math.Max(maxY, r.Value)
	}
	var names []string
	if len(c.Series) > 1 {
		names = seriesNames(c.Series)
	}
	d.top = d.header(names) + 6
	d.left = d.yLabelWidth(maxY) + 12
	d.right = float64(d.g.width) - 16
	d.bottom = d.top + d.plotHeight()
	topY := d.yAxis(maxY)
	_, topX, xs := d.xTicks(maxX)
	for _, t := range xs {
		d.text("sw-tick", d.g.tick, t.x, d.bottom+d.g.tick+4, t.anchor, t.s)
	}
	d.axisLines()
	d.height = d.bottom + d.g.tick + d.g.label + 20 + d.xTitle(d.bottom+d.g.tick+d.g.label+12)
	for i, s := range c.Series {
		var p strings.Builder
		for j, pt := range s.Points {
			cmd := "L"
			if j == 0 {
				cmd = "M"
			}
			fmt.Fprintf(&p, "%s%.1f %.1f", cmd, d.sx(pt.X, topX), d.sy(pt.Y, topY))
		}
		fmt.Fprintf(&d.b, `<path class="sw-line sw-c%d" d="%s"><title>%s</title></path>`, i%palette, p.String(), esc(s.Name))
	}
	if m := c.Marker; m != nil {
		x, y := d.sx(m.X, topX), d.sy(m.Y, topY)
		fmt.Fprintf(&d.b, `<line class="sw-guide" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"/>`, x, x, y, d.bottom)
		fmt.Fprintf(&d.b, `<circle class="sw-marker" cx="%.1f" cy="%.1f" r="5"/>`, x, y)
		size := d.g.value + 0.5
		w := textWidth(m.Label, size)
		// Beside the point (below-right of a rising line, above-left), then
		// above or below it, slid sideways to stay inside the drawing.
		slide := func(y float64) spot {
			return spot{math.Max(4, math.Min(x-w/2, float64(d.g.width)-4-w)), y, "start"}
		}
		d.place("sw-marker-label", size, m.Label, []spot{
			{x + 10, y + 18, "start"}, {x - 10, y - 10, "end"}, {x + 10, y - 10, "start"}, {x - 10, y + 18, "end"},
			slide(y - 12), slide(y + 22),
		})
	}
	d.rules(topY)
}

// xTicks chooses the X axis's step for data up to maxX: the most intervals
// (up to maxTicks) whose values, as written, keep a gap of at least a
// character between neighbours (on a phone "15,000" and "20,000" ran
// together), the last one ending at the drawing's edge if centring would
// cross it.
func (d *drawing) xTicks(maxX float64) (step, top float64, out []tick) {
	for n := d.g.maxTicks; n >= 1; n-- {
		step, top = ticks(maxX, n)
		out = out[:0]
		prevEnd, fits := math.Inf(-1), true
		for v := 0.0; v <= top*(1+1e-9); v += step {
			s := d.f(v)
			x, w := d.sx(v, top), textWidth(s, d.g.tick)
			t := tick{x, "middle", s}
			x0 := x - w/2
			if v+step > top*(1+1e-9) && x+w/2 > float64(d.g.width) {
				t.anchor, x0 = "end", x-w
			}
			if x0 < prevEnd+d.g.tick*charWidth {
				fits = false
			}
			prevEnd = x0 + w
			out = append(out, t)
		}
		if fits {
			break
		}
	}
	return step, top, out
}

// spot is a candidate position for a label.
type spot struct {
	x, y   float64
	anchor string
}

// tick is a value written under the X axis.
type tick struct {
	x         float64
	anchor, s string
}

// place draws s at the first spot where it overprints nothing and fits,
// shortening it if none does (then at the first spot).
func (d *drawing) place(class string, size float64, s string, spots []spot) {
	for _, p := range spots {
		if d.free(textBox(s, size, p.x, p.y, p.anchor)) {
			d.text(class, size, p.x, p.y, p.anchor, s)
			return
		}
	}
	for _, p := range spots { // overprinting, but whole
		if bx := textBox(s, size, p.x, p.y, p.anchor); bx.x0 >= 0 && bx.x1 <= float64(d.g.width) {
			d.text(class, size, p.x, p.y, p.anchor, s)
			return
		}
	}
	p := spots[0]
	room := float64(d.g.width) - p.x
	switch p.anchor {
	case "end":
		room = p.x
	case "middle":
		room = 2 * math.Min(p.x, float64(d.g.width)-p.x)
	}
	d.text(class, size, p.x, p.y, p.anchor, shorten(s, room-4, size))
}

// rules draws the reference lines (the legend names them).
func (d *drawing) rules(top float64) {
	for _, r := range d.c.Rules {
		y := d.sy(r.Value, top)
		fmt.Fprintf(&d.b, `<line class="sw-rule" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"><title>%s</title></line>`, d.left, d.right, y, y, esc(r.Label))
	}
}

// xTitle draws the X axis title centred under the plot at baseline y, on a
// second line when it is too long for one, and returns the height that
// line adds (0 for one line).
func (d *drawing) xTitle(y float64) float64 {
	mid := (d.left + d.right) / 2
	room := 2*math.Min(mid, float64(d.g.width)-mid) - 8
	lines := wrapN(axisLabel(d.c.X), room, d.g.label*bold, 2)
	for i, l := range lines {
		d.text("sw-label", d.g.label, mid, y+float64(i*d.g.lineHeight), "middle", l)
	}
	return float64((len(lines) - 1) * d.g.lineHeight)
}

func seriesNames(ss []chart.DrawnSeries) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.Name
	}
	return out
}

func (d *drawing) bars() {
	c := d.c
	stacked := c.Kind == chart.StackedBars
	var names []string
	seen := map[string]int{}
	maxY := 0.0
	for _, g := range c.Groups {
		sum := 0.0
		for _, bar := range g.Bars {
			if _, ok := seen[bar.Name]; !ok {
				seen[bar.Name] = len(names)
				names = append(names, bar.Name)
			}
			sum += math.Max(bar.Value, 0)
			if !stacked {
				maxY = math.Max(maxY, bar.Value)
			}
		}
		if stacked {
			maxY = math.Max(maxY, sum)
		}
	}
	for _, r := range c.Rules {
		maxY = math.Max(maxY, r.Value)
	}
	legend := names
	if len(names) < 2 {
		legend = nil
	}
	d.top = d.header(legend) + 8
	d.left = d.yLabelWidth(maxY) + 12
	d.right = float64(d.g.width) - 12
	d.bottom = d.top + d.plotHeight()
	n := max(len(c.Groups), 1)
	slot := (d.right - d.left) / float64(n)
	// Group labels wrap to three lines within their slot, leaving a gap to
	// the next; when a label would still have to be cut, all of them are
	// turned instead (slanted up to the left, ending under their bar).
	labels := make([][]string, len(c.Groups))
	lines := 1
	slanted := false
	for i, g := range c.Groups {
		labels[i] = wrapN(g.Label, slot-10, d.g.tick, 3)
		lines = max(lines, len(labels[i]))
		for _, l := range labels[i] {
			slanted = slanted || strings.HasSuffix(l, "…") && !strings.HasSuffix(g.Label, "…")
		}
	}
	longest := 0.0
	if slanted {
		// slanted, a label takes up to two lines of 200 units, one under
		// the other along the slant
		lines = 1
		for i, g := range c.Groups {
			labels[i] = wrapN(g.Label, 200, d.g.tick, 2)
			lines = max(lines, len(labels[i]))
			for _, l := range labels[i] {
				longest = math.Max(longest, textWidth(l, d.g.tick))
			}
		}
		// The first label hangs down to the left of its bar: keep it in.
		if need := longest*0.819 + float64((lines-1)*d.g.lineHeight)*0.574 - slot/2 + 4; need > d.left {
			d.left = need
			slot = (d.right - d.left) / float64(n)
		}
	}
	top := d.yAxis(maxY)
	d.axisLines()
	for gi, g := range c.Groups {
		x0 := d.left + slot*float64(gi) + slot*0.12
		w := slot * 0.76
		if stacked {
			base := 0.0
			for _, bar := range g.Bars {
				v := math.Max(bar.Value, 0)
				y1, y0 := d.sy(base+v, top), d.sy(base, top)
				fmt.Fprintf(&d.b, `<rect class="sw-fill sw-c%d" x="%.1f" y="%.1f" width="%.1f" height="%.1f"><title>%s: %s</title></rect>`,
					seen[bar.Name]%palette, x0, y1, w, y0-y1, esc(bar.Name), esc(d.f(bar.Value)))
				base += v
			}
		} else {
			bw := w / float64(max(len(g.Bars), 1))
			for bi, bar := range g.Bars {
				v := math.Max(bar.Value, 0)
				y := d.sy(v, top)
				x := x0 + bw*float64(bi)
				fmt.Fprintf(&d.b, `<rect class="sw-fill sw-c%d" x="%.1f" y="%.1f" width="%.1f" height="%.1f"><title>%s: %s</title></rect>`,
					seen[bar.Name]%palette, x+1, y, math.Max(bw-2, 1), d.bottom-y, esc(bar.Name), esc(d.f(bar.Value)))
				// A value label only where it fits over its bar and
				// overprints nothing; the tooltip always has it.
				s := d.f(bar.Value)
				bx := textBox(s, d.g.value, x+bw/2, y-4, "middle")
				if bx.x1-bx.x0 <= bw+slot*0.12 && d.free(bx) {
					d.text("sw-value", d.g.value, x+bw/2, y-4, "middle", s)
				}
			}
		}
		for li, l := range labels[gi] {
			x, y := x0+w/2, d.bottom+d.g.tick+4+float64(li*d.g.lineHeight)
			if slanted {
				x, y = x0+w/2+d.g.tick*0.3, d.bottom+8
				fmt.Fprintf(&d.b, `<text class="sw-tick" font-size="%g" x="%.1f" y="%.1f" text-anchor="end" transform="rotate(-35 %.1f %.1f)">%s<title>%s</title></text>`,
					d.g.tick, x, y+d.g.tick*0.7+float64(li*d.g.lineHeight), x, y, esc(l), esc(g.Label))
				continue
			}
			fmt.Fprintf(&d.b, `<text class="sw-tick" font-size="%g" x="%.1f" y="%.1f" text-anchor="middle">%s<title>%s</title></text>`,
				d.g.tick, x, y, esc(l), esc(g.Label))
		}
	}
	d.height = d.bottom + d.g.tick + 10 + float64((lines-1)*d.g.lineHeight)
	if slanted {
		// sin 35° of the longest line, plus the lines' height (cos 35°
		// of each further line's offset).
		d.height = d.bottom + 8 + longest*0.574 + d.g.tick + 6 + float64((lines-1)*d.g.lineHeight)*0.819
	}
	if axisLabel(c.X) != "" {
		d.height += d.g.label + 8 + d.xTitle(d.height+d.g.label)
	}
	d.rules(top)
}

// scale draws Bands as equal-width segments in ascending order (thresholds
// often span orders of magnitude, so a linear axis would crush the low bands),
// the boundary values under them, and the Marker placed by interpolation
// inside its band.
func (d *drawing) scale() {
	c := d.c
	bands := c.Bands
	g := d.g
	d.height = 60
	if len(bands) == 0 {
		return
	}
	d.left, d.right = 12, float64(g.width)-12
	n := float64(len(bands))
	w := (d.right - d.left) / n
	// Band names wrap to two lines inside their band.
	labels := make([][]string, len(bands))
	lines := 1
	for i, band := range bands {
		labels[i] = wrap(band.Label, w-6, g.label)
		lines = max(lines, len(labels[i]))
	}
	top := g.value + 30.0
	h := math.Max(44, float64(lines*g.lineHeight)+18)
	stagger := false
	for _, band := range bands[1:] {
		stagger = stagger || textWidth(d.f(band.From), g.tick) > w-8
	}
	for i, band := range bands {
		x0 := d.left + w*float64(i)
		fmt.Fprintf(&d.b, `<rect class="sw-band-%d" x="%.1f" y="%.1f" width="%.1f" height="%.1f"><title>%s: %s – %s</title></rect>`,
			i%palette, x0, top, w, h, esc(band.Label), esc(d.f(band.From)), esc(d.f(band.To)))
		y := top + h/2 - float64((len(labels[i])-1)*g.lineHeight)/2 + g.label*0.35
		for li, l := range labels[i] {
			fmt.Fprintf(&d.b, `<text class="sw-band-label" font-size="%g" x="%.1f" y="%.1f" text-anchor="middle">%s</text>`,
				g.label, x0+w/2, y+float64(li*g.lineHeight), esc(l))
		}
		if i > 0 {
			fmt.Fprintf(&d.b, `<line class="sw-rule" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"/>`, x0, x0, top-4, top+h+4)
			// Boundary values alternate rows when any would touch its
			// neighbour.
			y := top + h + g.tick + 4
			if stagger && i%2 == 0 {
				y += float64(g.lineHeight) + 2
			}
			d.text("sw-tick", g.tick, x0, y, "middle", d.f(band.From))
		}
	}
	d.height = top + h + g.tick + 8
	if stagger {
		d.height += float64(g.lineHeight) + 2
	}
	if axisLabel(c.X) != "" {
		d.height += g.label + 8 + d.xTitle(d.height+g.label)
	}
	if m := c.Marker; m != nil {
		x := d.left + w*bandPosition(bands, m.X)
		fmt.Fprintf(&d.b, `<path class="sw-marker" d="M%.1f %.1f l-7 -12 h14 z"/>`, x, top-2)
		fmt.Fprintf(&d.b, `<line class="sw-guide" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"/>`, x, x, top, top+h)
		size := g.value + 0.5
		label := shorten(m.Label, float64(g.width)-8, size)
		lw := textWidth(label, size)
		anchor := "middle"
		switch {
		case x-lw/2 < 4:
			anchor = "start"
			x = 4
		case x+lw/2 > float64(g.width)-4:
			anchor = "end"
			x = float64(g.width) - 4
		}
		d.text("sw-marker-label", size, x, top-18, anchor, label)
	}
}

// bandPosition maps v to a position in band units: the index of its band
// plus its fraction across it (clamped to the first and last band).
func bandPosition(bands []chart.DrawnBand, v float64) float64 {
	for i, band := range bands {
		if v < band.To || i == len(bands)-1 {
			span := band.To - band.From
			f := 0.5
			if span > 0 && !math.IsInf(span, 0) {
				f = math.Max(0, math.Min(1, (v-band.From)/span))
			}
			return float64(i) + f
		}
	}
	return 0
}
