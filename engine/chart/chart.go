// Package chart describes the pictures calculators draw, as data: the engine
// decides what to plot (computed with the same formula functions as the
// results), and the UI decides how to draw it (SVG). No rendering here.
package chart

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

// Chart is one picture.
type Chart struct {
	Kind   Kind
	Title  string
	X, Y   Axis
	Series []Series
	Groups []Group
	Bands  []Band
	// Marker is the current point (the user's inputs), if any.
	Marker *Marker
	// Rules are horizontal reference lines (Line, Bars) or vertical ones (Scale).
	Rules []Rule
}

// Axis labels one axis.
type Axis struct {
	Label string
	Unit  string
}

// Series is one line of points, ascending in X.
type Series struct {
	Name   string
	Points []Point
}

// Point is one (X, Y) pair in the axes' units.
type Point struct{ X, Y float64 }

// Group is one cluster or stack of bars under a label.
type Group struct {
	Label string
	Bars  []Bar
}

// Bar is one bar of a Group.
type Bar struct {
	Name  string
	Value float64
}

// Band is a labelled interval [From, To) on a Scale.
type Band struct {
	From, To float64
	Label    string
}

// Marker highlights one point.
type Marker struct {
	Point
	Label string
}

// Rule is a reference line at a value.
type Rule struct {
	Value float64
	Label string
}
