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
	"strconv"
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

// line lays out a Line chart: a pair of columns (X, Y) per series.
func (p *plan) line() bool {
	d := p.d
	p.scatter = true
	p.xTitle, p.yTitle = axisTitle(d.X), axisTitle(d.Y)
	col := 1
	add := func(kind int, name string, pts []chart.Point) {
		if len(pts) == 0 || len(pts) > MaxPoints {
			return
		}
		s := series{kind: kind, name: name}
		p.sheet.set(col, 1, Str(p.xTitle))
		p.sheet.set(col+1, 1, Str(name))
		for i, pt := range pts {
			x, y := pt.X, pt.Y
			if !finite(x) {
				continue
			}
			s.xs = append(s.xs, x)
			if !finite(y) {
				y = math.NaN()
			} else {
				p.sheet.set(col+1, i+2, Num(y))
			}
			p.sheet.set(col, i+2, Num(x))
			s.ys = append(s.ys, y)
		}
		n := len(pts) + 1
		s.nameRef = p.sheet.Ref(col+1, 1, 1)
		s.xRef, s.yRef = p.sheet.Ref(col, 2, n), p.sheet.Ref(col+1, 2, n)
		p.series = append(p.series, s)
		col += 2
	}
	minX, maxX := math.Inf(1), math.Inf(-1)
	for _, s := range d.Series {
		add(data, s.Name, s.Points)
		for _, pt := range s.Points {
			if finite(pt.X) {
				minX, maxX = math.Min(minX, pt.X), math.Max(maxX, pt.X)
			}
		}
	}
	if len(p.series) == 0 || len(p.series) > MaxSeries {
		return false
	}
	if m := d.Marker; m != nil && finite(m.X) && finite(m.Y) {
		add(marker, m.Label, []chart.Point{m.Point})
		minX, maxX = math.Min(minX, m.X), math.Max(maxX, m.X)
	}
	for _, r := range d.Rules {
		if finite(r.Value) && minX <= maxX {
			add(rule, r.Label, []chart.Point{{X: minX, Y: r.Value}, {X: maxX, Y: r.Value}})
		}
	}
	return true
}

// bars lays out a Bars or StackedBars chart: the groups' labels in column
// A, a column per bar name, then a column per reference line.
func (p *plan) bars() bool {
	d := p.d
	p.stacked = d.Kind == chart.StackedBars
	p.xTitle, p.yTitle = axisTitle(d.X), axisTitle(d.Y)
	if len(d.Groups) == 0 || len(d.Groups) > MaxPoints {
		return false
	}
	var names []string
	index := map[string]int{}
	for _, g := range d.Groups {
		for _, b := range g.Bars {
			if _, ok := index[b.Name]; !ok {
				index[b.Name] = len(names)
				names = append(names, b.Name)
			}
		}
	}
	if len(names) == 0 || len(names)+len(d.Rules) > MaxSeries {
		return false
	}
	n := len(d.Groups)
	cats := make([]string, n)
	p.sheet.set(1, 1, Str(p.xTitle))
	for i, g := range d.Groups {
		cats[i] = g.Label
		p.sheet.set(1, i+2, Str(g.Label))
	}
	catRef := p.sheet.Ref(1, 2, n+1)
	values := make([][]float64, len(names))
	for k := range values {
		values[k] = make([]float64, n)
		for i := range values[k] {
			values[k][i] = math.NaN()
		}
	}
	for i, g := range d.Groups {
		for _, b := range g.Bars {
			if finite(b.Value) {
				k := index[b.Name]
				if math.IsNaN(values[k][i]) {
					values[k][i] = 0
				}
				values[k][i] += b.Value
			}
		}
	}
	for k, name := range names {
		col := k + 2
		p.sheet.set(col, 1, Str(name))
		for i, v := range values[k] {
			if !math.IsNaN(v) {
				p.sheet.set(col, i+2, Num(v))
			}
		}
		p.series = append(p.series, series{kind: data, name: name, nameRef: p.sheet.Ref(col, 1, 1),
			cats: cats, catRef: catRef, ys: values[k], yRef: p.sheet.Ref(col, 2, n+1)})
	}
	p.rules(cats, catRef, len(names)+2)
	p.labels = !p.stacked && n*len(names) <= 16
	return true
}

// rules adds each reference line as a line series over the categories,
// from column col.
func (p *plan) rules(cats []string, catRef string, col int) {
	n := len(cats)
	for _, r := range p.d.Rules {
		if !finite(r.Value) {
			continue
		}
		ys := make([]float64, n)
		p.sheet.set(col, 1, Str(r.Label))
		for i := range ys {
			ys[i] = r.Value
			p.sheet.set(col, i+2, Num(r.Value))
		}
		p.series = append(p.series, series{kind: rule, name: r.Label, nameRef: p.sheet.Ref(col, 1, 1),
			cats: cats, catRef: catRef, ys: ys, yRef: p.sheet.Ref(col, 2, n+1), lineGroup: true})
		col++
	}
}

// scale lays out a Scale chart: the thresholds (its Rules, else its bands'
// upper bounds) as columns, the Marker as a line across them.
func (p *plan) scale() bool {
	d := p.d
	type point struct {
		label string
		value float64
	}
	var pts []point
	for _, r := range d.Rules {
		if finite(r.Value) {
			pts = append(pts, point{r.Label, r.Value})
		}
	}
	if len(pts) == 0 {
		for _, b := range d.Bands {
			if finite(b.To) {
				pts = append(pts, point{b.Label, b.To})
			}
		}
	}
	if len(pts) == 0 || len(pts) > MaxPoints {
		return false
	}
	p.xTitle, p.yTitle = "", axisTitle(d.X)
	n := len(pts)
	cats := make([]string, n)
	ys := make([]float64, n)
	name := thresholds.In(p.lang)
	p.sheet.set(1, 1, Str(""))
	p.sheet.set(2, 1, Str(name))
	for i, pt := range pts {
		cats[i], ys[i] = pt.label, pt.value
		p.sheet.set(1, i+2, Str(pt.label))
		p.sheet.set(2, i+2, Num(pt.value))
	}
	catRef := p.sheet.Ref(1, 2, n+1)
	p.series = append(p.series, series{kind: data, name: name, nameRef: p.sheet.Ref(2, 1, 1),
		cats: cats, catRef: catRef, ys: ys, yRef: p.sheet.Ref(2, 2, n+1)})
	if m := d.Marker; m != nil && finite(m.X) {
		p.sheet.set(3, 1, Str(m.Label))
		mys := make([]float64, n)
		for i := range mys {
			mys[i] = m.X
			p.sheet.set(3, i+2, Num(m.X))
		}
		p.series = append(p.series, series{kind: marker, name: m.Label, nameRef: p.sheet.Ref(3, 1, 1),
			cats: cats, catRef: catRef, ys: mys, yRef: p.sheet.Ref(3, 2, n+1), lineGroup: true})
	}
	p.labels = n <= 12
	return true
}

// numFmt is an Excel number format for values: no decimals from 10 up,
// else as many (up to 2) as they need. Format codes are written in the
// invariant form; the reader's application shows them with its locale's
// separators.
func numFmt(values ...[]float64) string {
	dec := 0
	top := 0.0
	for _, vs := range values {
		for _, v := range vs {
			if !finite(v) {
				continue
			}
			a := math.Abs(v)
			top = math.Max(top, a)
			if a >= 100 {
				continue
			}
			for d := 0; d <= 2; d++ {
				s := math.Pow(10, float64(d))
				if math.Abs(math.Round(a*s)-a*s) < 1e-9*s || d == 2 {
					dec = max(dec, d)
					break
				}
			}
		}
	}
	switch {
	case dec == 0:
		return "#,##0"
	case dec == 1:
		return "#,##0.0"
	}
	return "#,##0.00"
}

// localized is a number format for readers of lang: the code with the
// language's locale ([$-419] Russian, [$-409] English), so that a reader
// that formats by the number format's language (LibreOffice) writes
// "25 000" and "1,5" in a Russian document, "25,000" and "1.5" in an
// English one. Word and PowerPoint write the separators of the reader's
// own system.
func localized(lang msg.Lang, code string) string {
	if lang == msg.RU {
		return "[$-419]" + code
	}
	return "[$-409]" + code
}

// axisFmt is the format of a value axis's ticks over values up to top.
func axisFmt(top float64) string {
	if top >= 10 {
		return "#,##0"
	}
	return "#,##0.0#"
}

func f(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// langTag is the BCP 47 tag of lang as Office writes it.
func langTag(lang msg.Lang) string {
	if lang == msg.RU {
		return "ru-RU"
	}
	return "en-US"
}

const (
	axX = "500000001"
	axY = "500000002"
)

// xml writes the chart part.
func (p *plan) xml() []byte {
	var b strings.Builder
	b.Grow(4096)
	lang := langTag(p.lang)
	b.WriteString(xmlHead + `<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">`)
	b.WriteString(`<c:date1904 val="0"/><c:lang val="` + lang + `"/><c:roundedCorners val="0"/>`)
	b.WriteString(`<c:chart>`)
	if p.d.Title != "" {
		b.WriteString(`<c:title>`)
		rich(&b, p.d.Title, 1200, true, lang)
		b.WriteString(`<c:overlay val="0"/></c:title>`)
	}
	b.WriteString(`<c:autoTitleDeleted val="` + boolAttr(p.d.Title == "") + `"/><c:plotArea><c:layout/>`)
	var all [][]float64
	for _, s := range p.series {
		all = append(all, s.ys)
	}
	yFmt := localized(p.lang, numFmt(all...))
	top := 0.0
	for _, ys := range all {
		for _, y := range ys {
			if finite(y) {
				top = math.Max(top, math.Abs(y))
			}
		}
	}
	if p.scatter {
		p.scatterXML(&b)
	} else {
		p.barXML(&b, yFmt)
	}
	// axes
	if p.scatter {
		var xs []float64
		for _, s := range p.series {
			xs = append(xs, s.xs...)
		}
		xTop := 0.0
		for _, x := range xs {
			xTop = math.Max(xTop, math.Abs(x))
		}
		valAx(&b, axX, axY, "b", p.xTitle, localized(p.lang, axisFmt(xTop)), false, lang)
		valAx(&b, axY, axX, "l", p.yTitle, localized(p.lang, axisFmt(top)), true, lang)
	} else {
		b.WriteString(`<c:catAx><c:axId val="` + axX + `"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="b"/>`)
		if p.xTitle != "" {
			b.WriteString(`<c:title>`)
			rich(&b, p.xTitle, 900, true, lang)
			b.WriteString(`<c:overlay val="0"/></c:title>`)
		}
		b.WriteString(`<c:numFmt formatCode="General" sourceLinked="0"/><c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>` +
			`<c:crossAx val="` + axY + `"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/></c:catAx>`)
		valAx(&b, axY, axX, "l", p.yTitle, localized(p.lang, axisFmt(top)), true, lang)
	}
	b.WriteString(`</c:plotArea>`)
	if len(p.series) > 1 {
		b.WriteString(`<c:legend><c:legendPos val="b"/><c:overlay val="0"/></c:legend>`)
	}
	b.WriteString(`<c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart>`)
	// the chart's text: the theme's body font, 9 pt
	b.WriteString(`<c:txPr><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="900"/></a:pPr><a:endParaRPr lang="` + lang + `"/></a:p></c:txPr>`)
	b.WriteString(`<c:externalData r:id="rId1"><c:autoUpdate val="0"/></c:externalData>`)
	b.WriteString(`</c:chartSpace>`)
	return []byte(b.String())
}

func boolAttr(v bool) string {
	if v {
		return "1"
	}
	return "0"
}

// rich writes a title's text.
func rich(b *strings.Builder, text string, size int, bold bool, lang string) {
	b.WriteString(`<c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="` + strconv.Itoa(size) + `" b="` + boolAttr(bold) + `"/></a:pPr>`)
	b.WriteString(`<a:r><a:rPr lang="` + lang + `" sz="` + strconv.Itoa(size) + `" b="` + boolAttr(bold) + `"/><a:t>` + opc.Esc(text) + `</a:t></a:r></a:p></c:rich></c:tx>`)
}

// valAx writes a value axis.
func valAx(b *strings.Builder, id, cross, pos, title, fmtCode string, grid bool, lang string) {
	b.WriteString(`<c:valAx><c:axId val="` + id + `"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="` + pos + `"/>`)
	if grid {
		b.WriteString(`<c:majorGridlines><c:spPr><a:ln w="6350"><a:solidFill><a:schemeClr val="tx1"><a:lumMod val="15000"/><a:lumOff val="85000"/></a:schemeClr></a:solidFill></a:ln></c:spPr></c:majorGridlines>`)
	}
	if title != "" {
		b.WriteString(`<c:title>`)
		rich(b, title, 900, true, lang)
		b.WriteString(`<c:overlay val="0"/></c:title>`)
	}
	b.WriteString(`<c:numFmt formatCode="` + opc.Attr(fmtCode) + `" sourceLinked="0"/><c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>`)
	b.WriteString(`<c:crossAx val="` + cross + `"/><c:crosses val="autoZero"/>`)
	if pos == "l" || pos == "r" {
		b.WriteString(`<c:crossBetween val="between"/>`)
	} else {
		b.WriteString(`<c:crossBetween val="midCat"/>`)
	}
	b.WriteString(`</c:valAx>`)
}

// color is the theme colour of the i-th data series (accent1…accent6), so a
// template's palette applies.
func color(i int) string {
	return `<a:schemeClr val="accent` + strconv.Itoa(i%6+1) + `"/>`
}

// ruleColor is the reference lines' colour: the text colour, lightened.
const ruleColor = `<a:schemeClr val="tx1"><a:lumMod val="65000"/><a:lumOff val="35000"/></a:schemeClr>`

// txRef writes a series' name as a reference to its header cell.
func txRef(b *strings.Builder, s series) {
	b.WriteString(`<c:tx><c:strRef><c:f>` + opc.Esc(s.nameRef) + `</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>` + opc.Esc(s.name) + `</c:v></c:pt></c:strCache></c:strRef></c:tx>`)
}

// numRef writes values as a reference with its cache; NaN leaves a point out.
func numRef(b *strings.Builder, tag, ref, format string, vs []float64) {
	b.WriteString(`<c:` + tag + `><c:numRef><c:f>` + opc.Esc(ref) + `</c:f><c:numCache><c:formatCode>` + opc.Esc(format) + `</c:formatCode><c:ptCount val="` + strconv.Itoa(len(vs)) + `"/>`)
	for i, v := range vs {
		if finite(v) {
			b.WriteString(`<c:pt idx="` + strconv.Itoa(i) + `"><c:v>` + f(v) + `</c:v></c:pt>`)
		}
	}
	b.WriteString(`</c:numCache></c:numRef></c:` + tag + `>`)
}

// strRef writes categories as a reference with its cache.
func strRef(b *strings.Builder, ref string, cats []string) {
	b.WriteString(`<c:cat><c:strRef><c:f>` + opc.Esc(ref) + `</c:f><c:strCache><c:ptCount val="` + strconv.Itoa(len(cats)) + `"/>`)
	for i, c := range cats {
		b.WriteString(`<c:pt idx="` + strconv.Itoa(i) + `"><c:v>` + opc.Esc(c) + `</c:v></c:pt>`)
	}
	b.WriteString(`</c:strCache></c:strRef></c:cat>`)
}

func (p *plan) scatterXML(b *strings.Builder) {
	b.WriteString(`<c:scatterChart><c:scatterStyle val="lineMarker"/><c:varyColors val="0"/>`)
	k := 0
	for i, s := range p.series {
		b.WriteString(`<c:ser><c:idx val="` + strconv.Itoa(i) + `"/><c:order val="` + strconv.Itoa(i) + `"/>`)
		txRef(b, s)
		switch s.kind {
		case data:
			b.WriteString(`<c:spPr><a:ln w="28575" cap="rnd"><a:solidFill>` + color(k) + `</a:solidFill><a:round/></a:ln></c:spPr><c:marker><c:symbol val="none"/></c:marker>`)
			k++
		case marker:
			b.WriteString(`<c:spPr><a:ln w="28575"><a:noFill/></a:ln></c:spPr><c:marker><c:symbol val="diamond"/><c:size val="11"/><c:spPr><a:solidFill>` + color(1) + `</a:solidFill><a:ln><a:solidFill>` + color(1) + `</a:solidFill></a:ln></c:spPr></c:marker>`)
		case rule:
			b.WriteString(`<c:spPr><a:ln w="15875"><a:solidFill>` + ruleColor + `</a:solidFill><a:prstDash val="dash"/></a:ln></c:spPr><c:marker><c:symbol val="none"/></c:marker>`)
		}
		numRef(b, "xVal", s.xRef, localized(p.lang, numFmt(s.xs)), s.xs)
		numRef(b, "yVal", s.yRef, localized(p.lang, numFmt(s.ys)), s.ys)
		b.WriteString(`<c:smooth val="0"/></c:ser>`)
	}
	b.WriteString(`<c:axId val="` + axX + `"/><c:axId val="` + axY + `"/></c:scatterChart>`)
}

func (p *plan) barXML(b *strings.Builder, yFmt string) {
	grouping := "clustered"
	if p.stacked {
		grouping = "stacked"
	}
	b.WriteString(`<c:barChart><c:barDir val="col"/><c:grouping val="` + grouping + `"/><c:varyColors val="0"/>`)
	// A chart whose groups hold one bar each (a bar per stage of the
	// capacity) draws each bar full width in its place, not beside the
	// empty places of the other names.
	single := true
	for _, g := range p.d.Groups {
		single = single && len(g.Bars) <= 1
	}
	k := 0
	for i, s := range p.series {
		if s.lineGroup {
			continue
		}
		b.WriteString(`<c:ser><c:idx val="` + strconv.Itoa(i) + `"/><c:order val="` + strconv.Itoa(i) + `"/>`)
		txRef(b, s)
		b.WriteString(`<c:spPr><a:solidFill>` + color(k) + `</a:solidFill></c:spPr><c:invertIfNegative val="0"/>`)
		k++
		if p.labels {
			b.WriteString(`<c:dLbls><c:numFmt formatCode="` + opc.Attr(localized(p.lang, numFmt(s.ys))) + `" sourceLinked="0"/><c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr><c:dLblPos val="outEnd"/>` +
				`<c:showLegendKey val="0"/><c:showVal val="1"/><c:showCatName val="0"/><c:showSerName val="0"/><c:showPercent val="0"/><c:showBubbleSize val="0"/></c:dLbls>`)
		}
		strRef(b, s.catRef, s.cats)
		numRef(b, "val", s.yRef, yFmt, s.ys)
		b.WriteString(`</c:ser>`)
	}
	gap, overlap := "60", "0"
	if p.stacked || single {
		overlap = "100"
	}
	b.WriteString(`<c:gapWidth val="` + gap + `"/><c:overlap val="` + overlap + `"/><c:axId val="` + axX + `"/><c:axId val="` + axY + `"/></c:barChart>`)
	lines := false
	for _, s := range p.series {
		lines = lines || s.lineGroup
	}
	if !lines {
		return
	}
	b.WriteString(`<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>`)
	for i, s := range p.series {
		if !s.lineGroup {
			continue
		}
		b.WriteString(`<c:ser><c:idx val="` + strconv.Itoa(i) + `"/><c:order val="` + strconv.Itoa(i) + `"/>`)
		txRef(b, s)
		if s.kind == marker {
			b.WriteString(`<c:spPr><a:ln w="28575"><a:solidFill>` + color(1) + `</a:solidFill></a:ln></c:spPr>`)
		} else {
			b.WriteString(`<c:spPr><a:ln w="15875"><a:solidFill>` + ruleColor + `</a:solidFill><a:prstDash val="dash"/></a:ln></c:spPr>`)
		}
		b.WriteString(`<c:marker><c:symbol val="none"/></c:marker>`)
		strRef(b, s.catRef, s.cats)
		numRef(b, "val", s.yRef, yFmt, s.ys)
		b.WriteString(`<c:smooth val="0"/></c:ser>`)
	}
	b.WriteString(`<c:marker val="1"/><c:axId val="` + axX + `"/><c:axId val="` + axY + `"/></c:lineChart>`)
}
