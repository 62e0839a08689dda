package docx

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/office/opc"
)

// Units: Word measures in twentieths of a point (twips), DrawingML in EMU
// (914,400 per inch, 635 per twip).
const emuPerTwip = 635

// Page geometry: A4 (210 × 297 mm) with 2 cm margins.
const (
	pageW, pageH = 11906, 16838
	margin       = 1134
	textW        = pageW - 2*margin // 9,638 twips, 17 cm
)

// para is a paragraph being written: its properties (in schema order) and
// runs.
type para struct {
	style     string
	keepNext  bool
	keepLines bool
	pageBreak bool   // page break before
	num       int    // list instance (numId), 0 for none
	tabs      string // a whole <w:tabs>…</w:tabs> element
	jc        string
	spacing   string // a whole <w:spacing …/> element
	runs      strings.Builder
}

func (p *para) xml(b *strings.Builder) {
	b.WriteString(`<w:p>`)
	var pr strings.Builder
	if p.style != "" {
		pr.WriteString(`<w:pStyle w:val="` + p.style + `"/>`)
	}
	if p.keepNext {
		pr.WriteString(`<w:keepNext/>`)
	}
	if p.keepLines {
		pr.WriteString(`<w:keepLines/>`)
	}
	if p.pageBreak {
		pr.WriteString(`<w:pageBreakBefore/>`)
	}
	if p.num != 0 {
		pr.WriteString(`<w:numPr><w:ilvl w:val="0"/><w:numId w:val="` + strconv.Itoa(p.num) + `"/></w:numPr>`)
	}
	pr.WriteString(p.tabs)
	pr.WriteString(p.spacing)
	if p.jc != "" {
		pr.WriteString(`<w:jc w:val="` + p.jc + `"/>`)
	}
	if pr.Len() > 0 {
		b.WriteString(`<w:pPr>` + pr.String() + `</w:pPr>`)
	}
	b.WriteString(p.runs.String())
	b.WriteString(`</w:p>`)
}

// run properties.
const (
	plain  = ""
	bold   = `<w:b/><w:bCs/>`
	italic = `<w:i/><w:iCs/>`
)

// text adds a run of s with properties rPr (line breaks become breaks,
// tabs tabs).
func (p *para) text(s, rPr string) *para {
	writeRun(&p.runs, s, rPr)
	return p
}

func writeRun(b *strings.Builder, s, rPr string) {
	b.WriteString(`<w:r>`)
	if rPr != "" {
		b.WriteString(`<w:rPr>` + rPr + `</w:rPr>`)
	}
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			b.WriteString(`<w:br/>`)
		}
		for j, part := range strings.Split(line, "\t") {
			if j > 0 {
				b.WriteString(`<w:tab/>`)
			}
			if part != "" {
				b.WriteString(`<w:t xml:space="preserve">` + opc.Esc(part) + `</w:t>`)
			}
		}
	}
	b.WriteString(`</w:r>`)
}

// field adds a complex field: its instruction and the result shown until
// the field is updated.
func (p *para) field(instr, cached, rPr string) *para {
	fieldRuns(&p.runs, instr, cached, rPr, false)
	return p
}

func fieldRuns(b *strings.Builder, instr, cached, rPr string, dirty bool) {
	pr := ""
	if rPr != "" {
		pr = `<w:rPr>` + rPr + `</w:rPr>`
	}
	d := ""
	if dirty {
		d = ` w:dirty="true"`
	}
	b.WriteString(`<w:r>` + pr + `<w:fldChar w:fldCharType="begin"` + d + `/></w:r>`)
	b.WriteString(`<w:r>` + pr + `<w:instrText xml:space="preserve"> ` + opc.Esc(instr) + ` </w:instrText></w:r>`)
	b.WriteString(`<w:r>` + pr + `<w:fldChar w:fldCharType="separate"/></w:r>`)
	writeRun(b, cached, rPr)
	b.WriteString(`<w:r>` + pr + `<w:fldChar w:fldCharType="end"/></w:r>`)
}

// raw adds XML as it is (a drawing, a hyperlink).
func (p *para) raw(s string) *para {
	p.runs.WriteString(s)
	return p
}
