package svgchart

import (
	"fmt"
	"math"

	"github.com/sizewise/sizewise/engine/chart"
)

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
