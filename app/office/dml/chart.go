// Package dml writes native, editable Office charts (DrawingML chart parts,
// ECMA-376 Part 1 §21.2) from the engine's chart data (engine/chart), the
// same data the page draws as SVG (app/svgchart), with their numbers in an
// embedded workbook written here (Sheet.Workbook), so that "Edit data" in
// Word or PowerPoint opens them. The chart part carries a cache of every
// value too, which is what a reader without the workbook (LibreOffice,
// a previewer) draws.
//
// Every chart kind has a native equivalent, so no chart is a picture:
//
//   - Line (a curve over a numeric X: bandwidth against write IOPS, hosts
//     against desktops, hit ratio against cache size) is an XY scatter
//     chart with straight lines; the current point (the Marker) is a
//     series of one point, each reference line (Rule) a dashed series of
//     two points across the X range.
//   - Bars and StackedBars are a column chart (clustered or stacked), a
//     category per group and a series per bar name; reference lines are a
//     line chart on the same axes.
//   - Scale (free memory against the memory-state thresholds, which the page
//     draws as bands of equal width) is a column chart of the thresholds
//     with the free memory as a line across them: the same comparison on a
//     linear axis, which the data editor can change.
package dml

import (
	"math"
	"strings"

	"github.com/sizewise/sizewise/app/office/opc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
)

// Chart is a chart ready to add to a package: its part's XML (which refers
// to its workbook by the relationship id "rId1") and the workbook.
type Chart struct {
	XML      []byte
	Workbook []byte
}

// Words of the charts and their data sheets.
var (
	sheetName  = msg.T("Data")
	thresholds = msg.T("Threshold")
)

// MaxPoints bounds the points of one series and MaxSeries the series of one
// chart: a chart past them is not drawn (its numbers are in the document's
// tables), since a chart of thousands of bars reads as nothing.
const (
	MaxPoints = 2000
	MaxSeries = 60
)

// kinds of series.
const (
	data = iota
	marker
	rule
)

// series is one series of the chart: its name, its values and where they
// are on the sheet.
type series struct {
	kind      int
	name      string
	nameRef   string
	cats      []string // bars and lines over categories
	catRef    string
	xs        []float64 // scatter
	xRef      string
	ys        []float64 // NaN: no value there
	yRef      string
	lineGroup bool // drawn as a line over the bar chart's categories
}

// plan is what the chart draws, laid out on its sheet.
type plan struct {
	d       *chart.Drawing
	lang    msg.Lang
	scatter bool
	stacked bool
	series  []series
	sheet   Sheet
	xTitle  string
	yTitle  string
	labels  bool // values written on the bars
}

// Build turns d into a native chart in lang; ok is false when there is
// nothing to draw (no data, or more than MaxSeries × MaxPoints).
func Build(d *chart.Drawing, lang msg.Lang) (Chart, bool, error) {
	if d == nil {
		return Chart{}, false, nil
	}
	p := plan{d: d, lang: lang, sheet: Sheet{Name: sheetName.In(lang)}}
	var ok bool
	switch d.Kind {
	case chart.Line:
		ok = p.line()
	case chart.Bars, chart.StackedBars:
		ok = p.bars()
	case chart.Scale:
		ok = p.scale()
	}
	if !ok {
		return Chart{}, false, nil
	}
	wb, err := p.sheet.Workbook()
	if err != nil {
		return Chart{}, false, err
	}
	return Chart{XML: p.xml(), Workbook: wb}, true, nil
}

// Add puts c into pkg as the chart part chartName with its workbook
// embedName, related to each other.
func Add(pkg *opc.Package, chartName, embedName string, c Chart) {
	pkg.Add(chartName, opc.TypeChart, c.XML)
	pkg.Add(embedName, opc.TypeXLSX, c.Workbook)
	pkg.Relate(chartName, opc.RelPackage, embedName) // rId1, as the XML says
}

// axisTitle is an axis's label with its unit ("Write IOPS, IOPS" reads
// badly: the unit is left out when the label already ends with it).
func axisTitle(a chart.DrawnAxis) string {
	switch {
	case a.Unit == "" || strings.HasSuffix(a.Label, a.Unit):
		return a.Label
	case a.Label == "":
		return a.Unit
	}
	return a.Label + ", " + a.Unit
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

const (
	axX = "500000001"
	axY = "500000002"
)
