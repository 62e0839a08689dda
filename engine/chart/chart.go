// Package chart describes the pictures calculators draw, as data: the engine
// decides what to plot (computed with the same formula functions as the
// results), and the UI decides how to draw it (SVG). No rendering here.
//
// A Chart's words are messages (msg.Message), so a chart is computed once
// and drawn in any language: In renders it as a Drawing, whose words are
// text.
package chart

import "github.com/sizewise/sizewise/engine/msg"

// Kind is the shape of a chart.
type Kind int

// Chart kinds.
const (
	// Line plots Series as lines over a numeric X axis.
	Line Kind = iota + 1
	// Bars plots Groups of bars side by side.
	Bars
	// StackedBars plots Groups with their bars stacked.
	StackedBars
	// Scale plots Bands along one axis with a Marker (for example free memory
	// against memory-state thresholds).
	Scale
)

// String names the kind.
func (k Kind) String() string {
	switch k {
	case Line:
		return "line"
	case Bars:
		return "bars"
	case StackedBars:
		return "stacked-bars"
	case Scale:
		return "scale"
	}
	return "unknown"
}

// Chart is one picture, its words as messages.
type Chart struct {
	Kind   Kind
	Title  msg.Message
	X, Y   Axis
	Series []Series
	Groups []Group
	Bands  []Band
	// Marker is the current point (the user's inputs), if any.
	Marker *Marker
	// Rules are horizontal reference lines (Line, Bars) or vertical ones (Scale).
	Rules []Rule
}

// Axis labels one axis: what it measures and its unit.
type Axis struct {
	Label msg.Message
	Unit  msg.Unit
}

// Series is one line of points, ascending in X.
type Series struct {
	Name   msg.Message
	Points []Point
}

// Point is one (X, Y) pair in the axes' units.
type Point struct{ X, Y float64 }

// Group is one cluster or stack of bars under a label.
type Group struct {
	Label msg.Message
	Bars  []Bar
}

// Bar is one bar of a Group.
type Bar struct {
	Name  msg.Message
	Value float64
}

// Band is a labelled interval [From, To) on a Scale.
type Band struct {
	From, To float64
	Label    msg.Message
}

// Marker highlights one point.
type Marker struct {
	Point
	Label msg.Message
}

// Rule is a reference line at a value.
type Rule struct {
	Value float64
	Label msg.Message
}

// Drawing is a Chart with its words in one language: what a renderer draws.
type Drawing struct {
	Kind     Kind
	Title    string
	X, Y     DrawnAxis
	Series   []DrawnSeries
	Groups   []DrawnGroup
	Bands    []DrawnBand
	Marker   *DrawnMarker
	Rules    []DrawnRule
	Language msg.Lang
}

// DrawnAxis is an Axis in words.
type DrawnAxis struct{ Label, Unit string }

// DrawnSeries is a Series in words.
type DrawnSeries struct {
	Name   string
	Points []Point
}

// DrawnGroup is a Group in words.
type DrawnGroup struct {
	Label string
	Bars  []DrawnBar
}

// DrawnBar is a Bar in words.
type DrawnBar struct {
	Name  string
	Value float64
}

// DrawnBand is a Band in words.
type DrawnBand struct {
	From, To float64
	Label    string
}

// DrawnMarker is a Marker in words.
type DrawnMarker struct {
	Point
	Label string
}

// DrawnRule is a Rule in words.
type DrawnRule struct {
	Value float64
	Label string
}

// In renders c's words in lang (ctx names fields and choices); nil stays nil.
func (c *Chart) In(lang msg.Lang, ctx msg.Context) *Drawing {
	if c == nil {
		return nil
	}
	t := func(m msg.Message) string { return m.In(lang, ctx) }
	axis := func(a Axis) DrawnAxis { return DrawnAxis{Label: t(a.Label), Unit: a.Unit.Name(lang)} }
	d := &Drawing{Kind: c.Kind, Title: t(c.Title), X: axis(c.X), Y: axis(c.Y), Language: lang}
	for _, s := range c.Series {
		d.Series = append(d.Series, DrawnSeries{Name: t(s.Name), Points: s.Points})
	}
	for _, g := range c.Groups {
		dg := DrawnGroup{Label: t(g.Label)}
		for _, b := range g.Bars {
			dg.Bars = append(dg.Bars, DrawnBar{Name: t(b.Name), Value: b.Value})
		}
		d.Groups = append(d.Groups, dg)
	}
	for _, b := range c.Bands {
		d.Bands = append(d.Bands, DrawnBand{From: b.From, To: b.To, Label: t(b.Label)})
	}
	if c.Marker != nil {
		d.Marker = &DrawnMarker{Point: c.Marker.Point, Label: t(c.Marker.Label)}
	}
	for _, r := range c.Rules {
		d.Rules = append(d.Rules, DrawnRule{Value: r.Value, Label: t(r.Label)})
	}
	return d
}
