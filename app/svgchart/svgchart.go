// Package svgchart draws an engine chart.Chart as an SVG document, in Go, so
// that the same picture is prerendered into the static HTML and redrawn in
// the browser as inputs change. Colours come from CSS classes (sw-c0…sw-c5,
// sw-axis, sw-grid, sw-marker, sw-rule, sw-band-N) so the page's light and dark
// themes apply; nothing here depends on go-app.
package svgchart

import (
	"fmt"
	"html"
	"math"
	"strings"

	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Geometry of the drawing, in SVG user units; the SVG scales to its container.
const (
	width   = 640
	height  = 320
	padL    = 64
	padR    = 20
	padT    = 28
	padB    = 52
	plotW   = width - padL - padR
	plotH   = height - padT - padB
	ticks   = 5
	palette = 6
)

// Render returns the SVG markup of c, or "" for a nil chart, with numbers
// formatted by scenario.Num.
func Render(c *chart.Chart) string { return RenderNum(c, scenario.Num) }

// RenderNum is Render with numbers formatted by f (a locale's format).
func RenderNum(c *chart.Chart, f func(float64) string) string {
	if c == nil {
		return ""
	}
	var b strings.Builder
	h := height
	if c.Kind == chart.Scale {
		h = scaleHeight
	}
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="sw-chart" viewBox="0 0 %d %d" role="img" aria-labelledby="sw-chart-title sw-chart-desc">`, width, h)
	fmt.Fprintf(&b, `<title id="sw-chart-title">%s</title><desc id="sw-chart-desc">%s</desc>`, esc(c.Title), esc(describe(c, f)))
	switch c.Kind {
	case chart.Line:
		line(&b, c, f)
	case chart.Bars, chart.StackedBars:
		bars(&b, c, f)
	case chart.Scale:
		scale(&b, c, f)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

func esc(s string) string { return html.EscapeString(s) }

// describe is the text alternative of the chart for screen readers.
func describe(c *chart.Chart, f func(float64) string) string {
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

// niceMax rounds v up to 1, 1.25, 2, 2.5 or 5 × 10^k, so that the five axis
// ticks read well (1.25 gives 0, 25 … 125 for a ratio just above 100 %).
func niceMax(v float64) float64 {
	if v <= 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return 1
	}
	exp := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 1.25, 2, 2.5, 5, 10} {
		if m*exp >= v {
			return m * exp
		}
	}
	return 10 * exp
}

func sx(x, maxX float64) float64 { return padL + x/maxX*plotW }
func sy(y, maxY float64) float64 { return padT + plotH - y/maxY*plotH }

func axes(b *strings.Builder, c *chart.Chart, maxX, maxY float64, xTicks bool, f func(float64) string) {
	for i := 0; i <= ticks; i++ {
		v := maxY * float64(i) / ticks
		y := sy(v, maxY)
		fmt.Fprintf(b, `<line class="sw-grid" x1="%d" x2="%d" y1="%.1f" y2="%.1f"/>`, padL, width-padR, y, y)
		fmt.Fprintf(b, `<text class="sw-tick" x="%d" y="%.1f" text-anchor="end" dominant-baseline="middle">%s</text>`, padL-6, y, esc(f(v)))
		if xTicks {
			xv := maxX * float64(i) / ticks
			x := sx(xv, maxX)
			fmt.Fprintf(b, `<text class="sw-tick" x="%.1f" y="%d" text-anchor="middle">%s</text>`, x, height-padB+16, esc(f(xv)))
		}
	}
	fmt.Fprintf(b, `<line class="sw-axis" x1="%d" x2="%d" y1="%d" y2="%d"/>`, padL, width-padR, padT+plotH, padT+plotH)
	fmt.Fprintf(b, `<line class="sw-axis" x1="%d" x2="%d" y1="%d" y2="%d"/>`, padL, padL, padT, padT+plotH)
	if xTicks {
		fmt.Fprintf(b, `<text class="sw-label" x="%d" y="%d" text-anchor="middle">%s</text>`, padL+plotW/2, height-10, esc(axisLabel(c.X)))
	}
	fmt.Fprintf(b, `<text class="sw-label" x="%d" y="%d" text-anchor="start">%s</text>`, 4, 14, esc(axisLabel(c.Y)))
}

func axisLabel(a chart.Axis) string {
	if a.Unit == "" || a.Unit == a.Label {
		return a.Label
	}
	return a.Label + ", " + a.Unit
}

func line(b *strings.Builder, c *chart.Chart, f func(float64) string) {
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
	maxX, maxY = niceMax(maxX), niceMax(maxY*1.02)
	axes(b, c, maxX, maxY, true, f)
	for i, s := range c.Series {
		var d strings.Builder
		for j, p := range s.Points {
			cmd := "L"
			if j == 0 {
				cmd = "M"
			}
			fmt.Fprintf(&d, "%s%.1f %.1f", cmd, sx(p.X, maxX), sy(p.Y, maxY))
		}
		fmt.Fprintf(b, `<path class="sw-line sw-c%d" d="%s"><title>%s</title></path>`, i%palette, d.String(), esc(s.Name))
	}
	for _, r := range c.Rules {
		y := sy(r.Value, maxY)
		fmt.Fprintf(b, `<line class="sw-rule" x1="%d" x2="%d" y1="%.1f" y2="%.1f"/>`, padL, width-padR, y, y)
		fmt.Fprintf(b, `<text class="sw-rule-label" x="%d" y="%.1f" text-anchor="end">%s</text>`, width-padR-4, y-5, esc(r.Label))
	}
	if m := c.Marker; m != nil {
		x, y := sx(m.X, maxX), sy(m.Y, maxY)
		fmt.Fprintf(b, `<line class="sw-guide" x1="%.1f" x2="%.1f" y1="%.1f" y2="%d"/>`, x, x, y, padT+plotH)
		fmt.Fprintf(b, `<circle class="sw-marker" cx="%.1f" cy="%.1f" r="5"/>`, x, y)
		// Below-right of a rising line, or above-left near the right edge, so
		// the label does not sit on the line.
		anchor, dx, dy := "start", 10.0, 18.0
		if x > padL+plotW*0.6 {
			anchor, dx, dy = "end", -10, -10
		}
		fmt.Fprintf(b, `<text class="sw-marker-label" x="%.1f" y="%.1f" text-anchor="%s">%s</text>`, x+dx, y+dy, anchor, esc(m.Label))
	}
	if len(c.Series) > 1 {
		legend(b, seriesNames(c.Series))
	}
}

func seriesNames(ss []chart.Series) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.Name
	}
	return out
}

func legend(b *strings.Builder, names []string) {
	x := float64(padL + 8)
	for i, n := range names {
		fmt.Fprintf(b, `<rect class="sw-fill sw-c%d" x="%.1f" y="%d" width="10" height="10" rx="2"/>`, i%palette, x, padT-20)
		fmt.Fprintf(b, `<text class="sw-legend" x="%.1f" y="%d">%s</text>`, x+14, padT-11, esc(n))
		x += 24 + 6.5*float64(len([]rune(n)))
	}
}

func bars(b *strings.Builder, c *chart.Chart, f func(float64) string) {
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
	maxY = niceMax(maxY * 1.02)
	axes(b, c, 1, maxY, false, f)
	n := max(len(c.Groups), 1)
	slot := float64(plotW) / float64(n)
	for gi, g := range c.Groups {
		x0 := padL + slot*float64(gi) + slot*0.12
		w := slot * 0.76
		if stacked {
			base := 0.0
			for _, bar := range g.Bars {
				v := math.Max(bar.Value, 0)
				y1, y0 := sy(base+v, maxY), sy(base, maxY)
				fmt.Fprintf(b, `<rect class="sw-fill sw-c%d" x="%.1f" y="%.1f" width="%.1f" height="%.1f"><title>%s: %s</title></rect>`,
					seen[bar.Name]%palette, x0, y1, w, y0-y1, esc(bar.Name), esc(f(bar.Value)))
				base += v
			}
		} else {
			bw := w / float64(max(len(g.Bars), 1))
			for bi, bar := range g.Bars {
				v := math.Max(bar.Value, 0)
				y := sy(v, maxY)
				x := x0 + bw*float64(bi)
				fmt.Fprintf(b, `<rect class="sw-fill sw-c%d" x="%.1f" y="%.1f" width="%.1f" height="%.1f"><title>%s: %s</title></rect>`,
					seen[bar.Name]%palette, x+1, y, bw-2, float64(padT+plotH)-y, esc(bar.Name), esc(f(bar.Value)))
				fmt.Fprintf(b, `<text class="sw-value" x="%.1f" y="%.1f" text-anchor="middle">%s</text>`, x+bw/2, y-4, esc(f(bar.Value)))
			}
		}
		fmt.Fprintf(b, `<text class="sw-tick" x="%.1f" y="%d" text-anchor="middle">%s</text>`, x0+w/2, height-padB+16, esc(g.Label))
	}
	for _, r := range c.Rules {
		y := sy(r.Value, maxY)
		fmt.Fprintf(b, `<line class="sw-rule" x1="%d" x2="%d" y1="%.1f" y2="%.1f"/>`, padL, width-padR, y, y)
		fmt.Fprintf(b, `<text class="sw-rule-label" x="%d" y="%.1f" text-anchor="end">%s</text>`, width-padR-4, y-5, esc(r.Label))
	}
	if len(names) > 1 {
		legend(b, names)
	}
}

// scale draws Bands as equal-width segments in ascending order (thresholds
// often span orders of magnitude, so a linear axis would crush the low bands),
// the boundary values under them, and the Marker placed by interpolation
// inside its band.
func scale(b *strings.Builder, c *chart.Chart, f func(float64) string) {
	bands := c.Bands
	if len(bands) == 0 {
		return
	}
	n := float64(len(bands))
	w := float64(plotW) / n
	const top, h = scaleTop, 44
	for i, band := range bands {
		x0 := padL + w*float64(i)
		fmt.Fprintf(b, `<rect class="sw-band-%d" x="%.1f" y="%d" width="%.1f" height="%d"><title>%s: %s – %s</title></rect>`,
			i%palette, x0, top, w, h, esc(band.Label), esc(f(band.From)), esc(f(band.To)))
		fmt.Fprintf(b, `<text class="sw-band-label" x="%.1f" y="%d" text-anchor="middle">%s</text>`, x0+w/2, top+h/2+4, esc(band.Label))
		if i > 0 {
			fmt.Fprintf(b, `<line class="sw-rule" x1="%.1f" x2="%.1f" y1="%d" y2="%d"/>`, x0, x0, top-4, top+h+4)
			fmt.Fprintf(b, `<text class="sw-tick" x="%.1f" y="%d" text-anchor="middle">%s</text>`, x0, top+h+18, esc(f(band.From)))
		}
	}
	fmt.Fprintf(b, `<text class="sw-label" x="%d" y="%d" text-anchor="middle">%s</text>`, padL+plotW/2, top+h+40, esc(axisLabel(c.X)))
	if m := c.Marker; m != nil {
		x := padL + w*bandPosition(bands, m.X)
		fmt.Fprintf(b, `<path class="sw-marker" d="M%.1f %d l-7 -12 h14 z"/>`, x, top-2)
		fmt.Fprintf(b, `<line class="sw-guide" x1="%.1f" x2="%.1f" y1="%d" y2="%d"/>`, x, x, top, top+h)
		anchor := "middle"
		switch {
		case x < padL+60:
			anchor = "start"
		case x > width-padR-60:
			anchor = "end"
		}
		fmt.Fprintf(b, `<text class="sw-marker-label" x="%.1f" y="%d" text-anchor="%s">%s</text>`, x, top-18, anchor, esc(m.Label))
	}
}

// scaleTop is the y of the band strip; scale charts use scaleHeight.
const (
	scaleTop    = 44
	scaleHeight = 150
)

// bandPosition maps v to a position in band units: the index of its band
// plus its fraction across it (clamped to the first and last band).
func bandPosition(bands []chart.Band, v float64) float64 {
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
