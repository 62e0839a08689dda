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
