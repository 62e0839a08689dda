package svgchart

import (
	"fmt"
	"math"
	"strings"

	"github.com/sizewise/sizewise/engine/chart"
)

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
