package svgchart

import (
	"fmt"
	"math"
	"strings"
)

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
