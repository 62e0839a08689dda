package svgchart

import (
	"fmt"
	"math"
	"strings"

	"github.com/sizewise/sizewise/engine/chart"
)

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
