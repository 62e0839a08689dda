// Package pptx writes a plan's summary deck as a PowerPoint presentation
// (PresentationML, ECMA-376 Part 1 §19), 16:9: a title slide (the plan,
// the customer, the date, the version), a summary of each scenario's
// answer, the inventory of an imported plan, one slide per scenario (its
// headline numbers, its chart as a native chart part whose data "Edit
// data" opens, and the warning that decides it), a slide per comparison
// (the inputs that differ and the results side by side), and the sources
// as a numbered list.
//
// Every slide uses a layout of the deck's master (Title Slide, Title and
// Content, Title Only) and its text the theme's fonts (+mj-lt, +mn-lt) and
// colours, so a consultant's template, once applied, restyles the deck.
package pptx

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/dml"
	"github.com/sizewise/sizewise/app/office/opc"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/msg"
)

// ContentType is the MIME type of a .pptx file.
const ContentType = "application/vnd.openxmlformats-officedocument.presentationml.presentation"

const presPart = "/ppt/presentation.xml"

// writer holds the deck being written.
type writer struct {
	r      *office.Report
	l      msg.Lang
	lang   string
	pkg    *opc.Package
	slides []string // part names
	charts int
	err    error
}

// slide is a slide being written.
type slide struct {
	w      *writer
	name   string
	layout int
	shapes strings.Builder
	id     int
}

// Write returns r as a .pptx file.
func Write(r *office.Report) ([]byte, error) {
	w := &writer{r: r, l: r.Lang, lang: "en-US", pkg: opc.New()}
	if w.l == msg.RU {
		w.lang = "ru-RU"
	}
	w.titleSlide()
	w.summarySlides()
	if r.Inventory != nil {
		w.inventorySlide(r.Inventory)
	}
	for _, s := range r.Scenarios {
		w.scenarioSlide(s)
	}
	for _, c := range r.Comparisons {
		w.comparisonSlide(c)
	}
	w.sourceSlides()
	if w.err != nil {
		return nil, w.err
	}
	w.frame()
	return w.pkg.Bytes()
}

// frame adds the presentation part, its master, layouts, theme and
// properties.
func (w *writer) frame() {
	p := w.pkg
	var b strings.Builder
	b.WriteString(xmlHead + `<p:presentation ` + pNS + ` saveSubsetFonts="1">`)
	masterRel := p.Relate(presPart, opc.RelSlideMaster, "/ppt/slideMasters/slideMaster1.xml")
	b.WriteString(`<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="` + masterRel + `"/></p:sldMasterIdLst><p:sldIdLst>`)
	for i, s := range w.slides {
		rid := p.Relate(presPart, opc.RelSlide, s)
		b.WriteString(`<p:sldId id="` + strconv.Itoa(256+i) + `" r:id="` + rid + `"/>`)
	}
	b.WriteString(`</p:sldIdLst><p:sldSz cx="` + emu(slideW) + `" cy="` + emu(slideH) + `"/><p:notesSz cx="6858000" cy="9144000"/>`)
	b.WriteString(`<p:defaultTextStyle><a:defPPr><a:defRPr lang="` + w.lang + `"/></a:defPPr><a:lvl1pPr marL="0" algn="l" defTabSz="914400" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1">` +
		`<a:defRPr sz="1800" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl1pPr></p:defaultTextStyle>`)
	b.WriteString(`</p:presentation>`)
	p.Add(presPart, opc.TypePresent, []byte(b.String()))
	p.Add("/ppt/slideMasters/slideMaster1.xml", opc.TypeMaster, []byte(master()))
	for i, l := range layouts {
		name := "/ppt/slideLayouts/slideLayout" + strconv.Itoa(i+1) + ".xml"
		p.Add(name, opc.TypeLayout, []byte(layoutXML(l)))
		p.Relate("/ppt/slideMasters/slideMaster1.xml", opc.RelSlideLayout, name)
		p.Relate(name, opc.RelSlideMaster, "/ppt/slideMasters/slideMaster1.xml")
	}
	p.Add("/ppt/theme/theme1.xml", opc.TypeTheme, []byte(dml.Theme))
	p.Relate("/ppt/slideMasters/slideMaster1.xml", opc.RelTheme, "/ppt/theme/theme1.xml")
	p.Add("/ppt/presProps.xml", opc.TypePresProps, []byte(presProps))
	p.Relate(presPart, opc.RelPresProps, "/ppt/presProps.xml")
	p.Add("/ppt/viewProps.xml", opc.TypeViewProps, []byte(viewProps))
	p.Relate(presPart, opc.RelViewProps, "/ppt/viewProps.xml")
	p.Add("/ppt/tableStyles.xml", opc.TypeTableStyle, []byte(tableStyles()))
	p.Relate(presPart, opc.RelTableStyles, "/ppt/tableStyles.xml")
	p.Relate(presPart, opc.RelTheme, "/ppt/theme/theme1.xml")
	p.Relate("", opc.RelOfficeDocument, presPart)
	date := ""
	if !w.r.Date.IsZero() {
		date = w.r.Date.UTC().Format("2006-01-02T15:04:05Z")
	}
	p.Add("/docProps/core.xml", opc.TypeCore, opc.CoreProps(w.r.Title+" · "+office.SummaryDeck.In(w.l), w.r.Customer, w.r.Author, w.lang, date))
	p.Relate("", opc.RelCoreProps, "/docProps/core.xml")
	p.Add("/docProps/app.xml", opc.TypeExtended, opc.AppProps("Sizewise", ""))
	p.Relate("", opc.RelExtendedProps, "/docProps/app.xml")
}

func (w *writer) t(t msg.Text) string { return t.In(w.l) }

// newSlide starts a slide on layout.
func (w *writer) newSlide(layout int) *slide {
	name := "/ppt/slides/slide" + strconv.Itoa(len(w.slides)+1) + ".xml"
	w.slides = append(w.slides, name)
	w.pkg.Relate(name, opc.RelSlideLayout, "/ppt/slideLayouts/slideLayout"+strconv.Itoa(layout+1)+".xml")
	return &slide{w: w, name: name, layout: layout, id: 1}
}

// done adds the slide's part.
func (s *slide) done() {
	s.w.pkg.Add(s.name, opc.TypeSlide, []byte(xmlHead+`<p:sld `+pNS+`><p:cSld><p:spTree>`+groupHead+s.shapes.String()+
		`</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`))
}

func (s *slide) nextID() string {
	s.id++
	return strconv.Itoa(s.id)
}

// text is a run of text: its size (hundredths of a point), weight and
// colour (a DrawingML fill, "" for the placeholder's).
type text struct {
	s     string
	size  int
	bold  bool
	color string
}

// Colours, from the theme.
const (
	accent = `<a:solidFill><a:schemeClr val="accent1"><a:lumMod val="75000"/></a:schemeClr></a:solidFill>`
	muted  = `<a:solidFill><a:schemeClr val="tx1"><a:lumMod val="65000"/><a:lumOff val="35000"/></a:schemeClr></a:solidFill>`
)

// runXML writes runs in lang.
func runXML(b *strings.Builder, lang string, ts ...text) {
	for _, t := range ts {
		b.WriteString(`<a:r><a:rPr lang="` + lang + `"`)
		if t.size > 0 {
			b.WriteString(` sz="` + strconv.Itoa(t.size) + `"`)
		}
		if t.bold {
			b.WriteString(` b="1"`)
		}
		b.WriteString(` dirty="0">`)
		b.WriteString(t.color)
		b.WriteString(`</a:rPr><a:t>` + opc.Esc(oneLine(t.s)) + `</a:t></a:r>`)
	}
}

func oneLine(s string) string {
	return strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ", "\t", " ").Replace(s)
}

// paragraph writes a paragraph of runs with properties pPr.
func paragraph(b *strings.Builder, lang, pPr string, ts ...text) {
	b.WriteString(`<a:p>`)
	if pPr != "" {
		b.WriteString(pPr)
	}
	runXML(b, lang, ts...)
	b.WriteString(`<a:endParaRPr lang="` + lang + `" dirty="0"/></a:p>`)
}

// placeholderShape fills the layout's placeholder typ (idx) with paras.
func (s *slide) placeholderShape(typ, idx, paras string) {
	id := s.nextID()
	s.shapes.WriteString(`<p:sp><p:nvSpPr><p:cNvPr id="` + id + `" name="` + typ + ` ` + id + `"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph`)
	if typ != "" && typ != "body" {
		s.shapes.WriteString(` type="` + typ + `"`)
	}
	if idx != "" {
		s.shapes.WriteString(` idx="` + idx + `"`)
	}
	s.shapes.WriteString(`/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr><a:normAutofit/></a:bodyPr><a:lstStyle/>` + paras + `</p:txBody></p:sp>`)
}

// title fills the title placeholder.
func (s *slide) title(t string) {
	var b strings.Builder
	paragraph(&b, s.w.lang, "", text{s: t})
	s.placeholderShape("title", "", b.String())
}

// textBox adds a text box at (x, y) of w × h with paras; fill is its
// background ("" for none).
func (s *slide) textBox(name string, x, y, w, h int, fill, bodyPr, paras string) {
	id := s.nextID()
	if fill == "" {
		fill = `<a:noFill/>`
	}
	s.shapes.WriteString(`<p:sp><p:nvSpPr><p:cNvPr id="` + id + `" name="` + opc.Attr(name) + ` ` + id + `"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
		`<p:spPr>` + xfrm(x, y, w, h) + `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>` + fill + `</p:spPr>` +
		`<p:txBody>` + bodyPr + `<a:lstStyle/>` + paras + `</p:txBody></p:sp>`)
}

// titleSlide is the first slide.
func (w *writer) titleSlide() {
	s := w.newSlide(layoutTitle)
	r := w.r
	var t strings.Builder
	paragraph(&t, w.lang, "", text{s: r.Title})
	s.placeholderShape("ctrTitle", "", t.String())
	var b strings.Builder
	const line = `<a:pPr marL="0" indent="0"><a:buNone/></a:pPr>`
	paragraph(&b, w.lang, line, text{s: w.t(office.SummaryDeck)})
	var who []string
	if r.Customer != "" {
		who = append(who, w.t(office.Customer)+": "+r.Customer)
	}
	if r.Author != "" {
		who = append(who, r.Author)
	}
	who = append(who, r.DateText)
	paragraph(&b, w.lang, line, text{s: strings.Join(who, " · "), size: 1600, color: muted})
	if r.Version != "" {
		paragraph(&b, w.lang, line, text{s: office.Prepared.With(msg.Str(r.Version)).In(w.l, nil), size: 1200, color: muted})
	}
	s.placeholderShape("subTitle", "1", b.String())
	s.done()
}

// perSlide is the most rows of a summary or comparison table on a slide.
const perSlide = 8

// summarySlides list each scenario's answer, eight to a slide.
func (w *writer) summarySlides() {
	rows := w.r.Summary
	for start := 0; start < len(rows); start += perSlide {
		end := min(start+perSlide, len(rows))
		s := w.newSlide(layoutTitleOnly)
		title := w.t(office.Summary)
		if len(rows) > perSlide {
			title += " (" + msg.FormatNum(w.l, float64(start+1)) + "–" + msg.FormatNum(w.l, float64(end)) + ")"
		}
		s.title(title)
		tb := [][]string{{w.t(office.ScenarioCol), w.t(office.Answer)}}
		for _, r := range rows[start:end] {
			tb = append(tb, []string{r.Heading, shorten(r.Answer, 220)})
		}
		s.table("Summary", tb, []float64{1, 1.6}, nil, 1200)
		s.done()
	}
}

// inventorySlide shows an imported plan's totals and clusters.
func (w *writer) inventorySlide(inv *office.Inventory) {
	s := w.newSlide(layoutTitleOnly)
	s.title(w.t(heading))
	var src strings.Builder
	paragraph(&src, w.lang, "", text{s: inv.Source, size: 1200, color: muted})
	s.textBox("Source", bodyBox[0], bodyBox[1]-in/4, bodyBox[2], in/2, "", `<a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr>`, src.String())
	tb := [][]string{{w.t(office.Quantity), w.t(office.Value)}}
	for _, f := range inv.Totals {
		tb = append(tb, []string{f.Label, f.Text})
	}
	half := (bodyBox[2] - in/4) / 2
	s.tableAt("Inventory totals", tb, []float64{1.6, 1}, []bool{false, true}, 1000, bodyBox[0], bodyBox[1]+in/3, half)
	if len(inv.Clusters) > 0 {
		n := min(len(inv.Clusters), 12)
		tb := [][]string{inv.ClusterColumns[:min(len(inv.ClusterColumns), 4)]}
		for _, c := range inv.Clusters[:n] {
			tb = append(tb, c[:min(len(c), 4)])
		}
		numeric := []bool{false, true, true, true}
		s.tableAt("Clusters", tb, []float64{1.4, 1, 1, 1}, numeric, 1000, bodyBox[0]+half+in/4, bodyBox[1]+in/3, half)
	}
	s.done()
}

// scenarioSlide shows a scenario: its headline numbers on the left, its
// chart on the right, the deciding warning below.
func (w *writer) scenarioSlide(sc office.Scenario) {
	s := w.newSlide(layoutTitleOnly)
	s.title(sc.Heading)
	r := sc.Result
	top, left := in*3/2, in/2
	bottom := slideH - in/3
	if sc.Deciding != "" && r != nil {
		bottom -= in * 5 / 4
	}
	if r == nil {
		var b strings.Builder
		paragraph(&b, w.lang, "", text{s: w.t(office.NotYet), size: 1800, bold: true})
		for _, p := range sc.Problems {
			paragraph(&b, w.lang, `<a:pPr marL="285750" indent="-285750"><a:buFont typeface="Arial"/><a:buChar char="•"/></a:pPr>`, text{s: p, size: 1600})
		}
		s.textBox("Problems", left, top, slideW-in, bottom-top, "", `<a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr>`, b.String())
		s.done()
		return
	}
	chartW := 0
	if r.Chart != nil {
		c, ok, err := dml.Build(r.Chart, w.l)
		if err != nil {
			w.err = err
		} else if ok {
			chartW = slideW - in - in*9/2
			s.chart(c, r.Chart.Title, left+in*9/2, top-in/8, chartW, bottom-top+in/8)
		}
	}
	numbersW := slideW - in
	if chartW > 0 {
		numbersW = in*9/2 - in/4
	}
	s.headline(r, left, top, numbersW, bottom-top, chartW == 0)
	if sc.Deciding != "" {
		var b strings.Builder
		paragraph(&b, w.lang, "", text{s: w.t(office.Deciding) + ": ", size: 1300, bold: true}, text{s: shorten(sc.Deciding, 420), size: 1300})
		fill := `<a:solidFill><a:schemeClr val="accent2"><a:lumMod val="20000"/><a:lumOff val="80000"/></a:schemeClr></a:solidFill>`
		s.textBox("Deciding warning", left, bottom+in/8, slideW-in, slideH-bottom-in/3, fill,
			`<a:bodyPr wrap="square" lIns="137160" tIns="91440" rIns="137160" bIns="91440" anchor="ctr"><a:normAutofit/></a:bodyPr>`, b.String())
	}
	s.done()
}

// headline writes a result's headline numbers (and, with room, its first
// other results): each a label over its value.
func (s *slide) headline(r *view.Result, x, y, w, h int, wide bool) {
	vs := append([]view.Value(nil), r.Headline...)
	max := 6
	if wide {
		max = 10
	}
	for _, v := range r.Details {
		if len(vs) >= 4 || len(vs) >= max {
			break
		}
		vs = append(vs, v)
	}
	if len(vs) > max {
		vs = vs[:max]
	}
	size := 2400
	if len(vs) > 4 {
		size = 2000
	}
	var b strings.Builder
	for i, v := range vs {
		sp := ""
		if i > 0 {
			sp = `<a:spcBef><a:spcPts val="900"/></a:spcBef>`
		}
		paragraph(&b, s.w.lang, `<a:pPr>`+sp+`</a:pPr>`, text{s: v.Label, size: 1200, color: muted})
		paragraph(&b, s.w.lang, "", text{s: v.WithUnit(), size: size, bold: i < len(r.Headline), color: accent})
	}
	cols := ""
	if wide && len(vs) > 4 {
		cols = ` numCol="2" spcCol="457200"`
	}
	s.textBox("Headline results", x, y, w, h, "", `<a:bodyPr wrap="square"`+cols+`><a:normAutofit/></a:bodyPr>`, b.String())
}

// chart adds a native chart at (x, y) of w × h.
func (s *slide) chart(c dml.Chart, title string, x, y, w, h int) {
	s.w.charts++
	n := strconv.Itoa(s.w.charts)
	name := "/ppt/charts/chart" + n + ".xml"
	dml.Add(s.w.pkg, name, "/ppt/embeddings/Microsoft_Excel_Worksheet"+n+".xlsx", c)
	rid := s.w.pkg.Relate(s.name, opc.RelChart, name)
	id := s.nextID()
	s.shapes.WriteString(`<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="` + id + `" name="Chart ` + id + `" descr="` + opc.Attr(title) + `"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
		`<p:xfrm><a:off x="` + emu(x) + `" y="` + emu(y) + `"/><a:ext cx="` + emu(w) + `" cy="` + emu(h) + `"/></p:xfrm>` +
		`<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="` + rid + `"/></a:graphicData></a:graphic></p:graphicFrame>`)
}

// table adds a table under the title across the slide.
func (s *slide) table(name string, rows [][]string, weights []float64, numeric []bool, size int) {
	s.tableAt(name, rows, weights, numeric, size, bodyBox[0], bodyBox[1], bodyBox[2])
}

// tableAt adds a table (its first row the header) at (x, y), w wide; its
// height is its rows'.
func (s *slide) tableAt(name string, rows [][]string, weights []float64, numeric []bool, size, x, y, w int) {
	if len(rows) == 0 {
		return
	}
	cols := len(rows[0])
	sum := 0.0
	for i := 0; i < cols; i++ {
		sum += weight(weights, i)
	}
	widths := make([]int, cols)
	used := 0
	for i := range widths {
		widths[i] = int(float64(w) * weight(weights, i) / sum)
		used += widths[i]
	}
	widths[0] += w - used
	rowH := size * 127 * 2 // about two lines of text of size (hundredths of a point → EMU: × 127)
	id := s.nextID()
	var b strings.Builder
	b.WriteString(`<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="` + id + `" name="` + opc.Attr(name) + ` ` + id + `"/><p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>`)
	b.WriteString(`<p:xfrm><a:off x="` + emu(x) + `" y="` + emu(y) + `"/><a:ext cx="` + emu(w) + `" cy="` + emu(rowH*len(rows)) + `"/></p:xfrm>`)
	b.WriteString(`<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblPr firstRow="1" bandRow="1"><a:tableStyleId>` + tableStyleID + `</a:tableStyleId></a:tblPr><a:tblGrid>`)
	for _, wd := range widths {
		b.WriteString(`<a:gridCol w="` + emu(wd) + `"/>`)
	}
	b.WriteString(`</a:tblGrid>`)
	for i, row := range rows {
		b.WriteString(`<a:tr h="` + emu(rowH) + `">`)
		for j := 0; j < cols; j++ {
			cell := ""
			if j < len(row) {
				cell = row[j]
			}
			algn := ""
			if i > 0 && j < len(numeric) && numeric[j] && numberLike(cell) {
				algn = `<a:pPr algn="r"/>`
			}
			b.WriteString(`<a:tc><a:txBody><a:bodyPr/><a:lstStyle/>`)
			paragraph(&b, s.w.lang, algn, text{s: cell, size: size, bold: i == 0})
			b.WriteString(`</a:txBody><a:tcPr marL="68580" marR="68580" marT="34290" marB="34290"/></a:tc>`)
		}
		b.WriteString(`</a:tr>`)
	}
	b.WriteString(`</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`)
	s.shapes.WriteString(b.String())
}

func weight(ws []float64, i int) float64 {
	if i < len(ws) {
		return ws[i]
	}
	return 1
}

// numberLike reports whether a cell reads as a number (right-aligned).
func numberLike(s string) bool {
	for _, r := range s {
		return (r >= '0' && r <= '9') || r == '+' || r == '-' || r == '\u2212'
	}
	return false
}

// comparisonSlide shows a comparison: the inputs that differ, then the
// headline results and as many others as fit, side by side.
func (w *writer) comparisonSlide(c office.Comparison) {
	s := w.newSlide(layoutTitleOnly)
	s.title(c.Heading)
	if !c.OK {
		var b strings.Builder
		paragraph(&b, w.lang, "", text{s: strings.TrimSpace(c.Intro + " " + c.Missing), size: 1800})
		s.textBox("Comparison", bodyBox[0], bodyBox[1], bodyBox[2], bodyBox[3], "", `<a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr>`, b.String())
		s.done()
		return
	}
	const most = 11
	rows := [][]string{c.Columns}
	for i, r := range c.Inputs {
		if i == 4 {
			break
		}
		rows = append(rows, r)
	}
	shown := 0
	for i, r := range c.Results {
		if c.Headline[i] && len(rows) <= most {
			rows = append(rows, r)
			shown++
		}
	}
	for i, r := range c.Results {
		if !c.Headline[i] && len(rows) <= most {
			rows = append(rows, r)
			shown++
		}
	}
	numeric := make([]bool, len(c.Columns))
	for i := 1; i < len(numeric); i++ {
		numeric[i] = true
	}
	weights := []float64{1.8}
	size := 1100
	if len(c.Columns) > 5 {
		size = 1000
	}
	var intro strings.Builder
	paragraph(&intro, w.lang, "", text{s: c.Intro, size: 1200, color: muted})
	s.textBox("About", bodyBox[0], bodyBox[1]-in/4, bodyBox[2], in/2, "", `<a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr>`, intro.String())
	s.tableAt("Comparison", rows, weights, numeric, size, bodyBox[0], bodyBox[1]+in/3, bodyBox[2])
	if more := len(c.Results) - shown; more > 0 {
		var b strings.Builder
		paragraph(&b, w.lang, "", text{s: office.MoreResults.With(msg.Int(more)).In(w.l, nil), size: 1100, color: muted})
		s.textBox("More", bodyBox[0], slideH-in*2/3, bodyBox[2], in/3, "", `<a:bodyPr wrap="square"/>`, b.String())
	}
	s.done()
}

// sourcesPerSlide is the most sources on one slide.
const sourcesPerSlide = 10

// sourceSlides list every source the scenarios cite, numbered.
func (w *writer) sourceSlides() {
	src := w.r.Sources
	for start := 0; start < len(src); start += sourcesPerSlide {
		end := min(start+sourcesPerSlide, len(src))
		s := w.newSlide(layoutContent)
		title := w.t(office.Sources)
		if len(src) > sourcesPerSlide {
			title = office.SourcesMore.With(msg.Str(msg.FormatNum(w.l, float64(start+1))+"–"+msg.FormatNum(w.l, float64(end))), msg.Int(len(src))).In(w.l, nil)
		}
		s.title(title)
		var b strings.Builder
		for i, x := range src[start:end] {
			paragraph(&b, w.lang, `<a:pPr marL="457200" indent="-457200"><a:buFont typeface="+mj-lt"/><a:buAutoNum type="arabicPeriod" startAt="`+strconv.Itoa(start+i+1)+`"/></a:pPr>`,
				text{s: shorten(x, 240), size: 1100})
		}
		s.placeholderShape("body", "1", b.String())
		s.done()
	}
}

// shorten cuts s to n characters, with an ellipsis: a slide shows the
// beginning, the design document the whole.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n-1])) + "…"
}

var heading = msg.T("Inventory")
