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
	if p.style != "" || p.keepNext || p.keepLines || p.pageBreak || p.num != 0 || p.tabs != "" || p.spacing != "" || p.jc != "" {
		b.WriteString(`<w:pPr>`)
		if p.style != "" {
			b.WriteString(`<w:pStyle w:val="`)
			b.WriteString(p.style)
			b.WriteString(`"/>`)
		}
		if p.keepNext {
			b.WriteString(`<w:keepNext/>`)
		}
		if p.keepLines {
			b.WriteString(`<w:keepLines/>`)
		}
		if p.pageBreak {
			b.WriteString(`<w:pageBreakBefore/>`)
		}
		if p.num != 0 {
			b.WriteString(`<w:numPr><w:ilvl w:val="0"/><w:numId w:val="`)
			b.WriteString(strconv.Itoa(p.num))
			b.WriteString(`"/></w:numPr>`)
		}
		b.WriteString(p.tabs)
		b.WriteString(p.spacing)
		if p.jc != "" {
			b.WriteString(`<w:jc w:val="`)
			b.WriteString(p.jc)
			b.WriteString(`"/>`)
		}
		b.WriteString(`</w:pPr>`)
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
