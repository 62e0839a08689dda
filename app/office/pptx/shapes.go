package pptx

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/office/dml"
	"github.com/sizewise/sizewise/app/office/opc"
	"github.com/sizewise/sizewise/app/view"
)

// text is a run of text: its size (hundredths of a point), weight and
// colour (a DrawingML fill, "" for the placeholder's).
type text struct {
	s     string
	size  int
	bold  bool
	color string
}

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
