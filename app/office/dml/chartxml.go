package dml

import (
	"math"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/office/opc"
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
