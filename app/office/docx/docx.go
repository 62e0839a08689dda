// Package docx writes a plan's design document as a Word document
// (WordprocessingML, ECMA-376 Part 1 §17) that a consultant restyles with
// the company's template: every heading is a built-in Heading 1–3, the
// title page uses Title and Subtitle, tables the built-in "Table Grid"
// table style with a repeated header row, captions the Caption style with
// SEQ Table and SEQ Figure fields, worked steps and sources real numbered
// lists (numbering.xml, restarting per list), warnings bulleted lists, the
// table of contents a TOC field over Heading 1–2, page numbers PAGE and
// NUMPAGES fields in the footer; text takes the theme's fonts. No text box
// and no picture of text: charts are native chart parts (app/office/dml)
// whose data "Edit data" opens.
//
// The document, in order: a title page (the plan, the customer, the
// author, the date in the reader's form, the Sizewise version), the
// contents, a summary (each scenario's answer and deciding warning), the
// inventory of an imported plan, each comparison as tables, then one
// section per scenario: its question, inputs, results and record tables,
// chart, worked steps (each formula with its numbers), warnings, notes and
// sources (a numbered reference list).
package docx

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/dml"
	"github.com/sizewise/sizewise/app/office/opc"
	"github.com/sizewise/sizewise/engine/msg"
)

// ContentType is the MIME type of a .docx file.
const ContentType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

const docPart = "/word/document.xml"

// writer holds the document being written.
type writer struct {
	r       *office.Report
	l       msg.Lang
	pkg     *opc.Package
	body    strings.Builder
	lists   []int // the abstract numbering of each list instance (numId = index + 1)
	marks   int   // bookmarks
	toc     []tocEntry
	tables  int
	figures int
	charts  int
	err     error
}

type tocEntry struct {
	level  int
	text   string
	anchor string
}

// Abstract numberings (numbering.xml).
const (
	decimalList = 1
	bulletList  = 2
)

// Write returns r as a .docx file.
func Write(r *office.Report) ([]byte, error) {
	w := &writer{r: r, l: r.Lang, pkg: opc.New()}
	main := w.content()
	if w.err != nil {
		return nil, w.err
	}
	var doc bytes.Buffer
	doc.Grow(main.Len() + 16384)
	doc.WriteString(xmlHead + `<w:document ` + wNS + `><w:body>`)
	doc.WriteString(w.titlePage())
	doc.WriteString(w.contents())
	doc.WriteString(main.String())
	footer := w.pkg.Relate(docPart, opc.RelFooter, "/word/footer1.xml")
	doc.WriteString(`<w:sectPr><w:footerReference w:type="default" r:id="` + footer + `"/>` +
		`<w:pgSz w:w="` + strconv.Itoa(pageW) + `" w:h="` + strconv.Itoa(pageH) + `"/>` +
		`<w:pgMar w:top="` + strconv.Itoa(margin) + `" w:right="` + strconv.Itoa(margin) + `" w:bottom="` + strconv.Itoa(margin) + `" w:left="` + strconv.Itoa(margin) + `" w:header="567" w:footer="567" w:gutter="0"/>` +
		`<w:cols w:space="708"/><w:titlePg/><w:docGrid w:linePitch="360"/></w:sectPr>`)
	doc.WriteString(`</w:body></w:document>`)
	w.pkg.Add(docPart, opc.TypeDocument, doc.Bytes())
	w.pkg.Add("/word/styles.xml", opc.TypeWStyles, []byte(styles(w.l)))
	w.pkg.Relate(docPart, opc.RelStyles, "/word/styles.xml")
	w.pkg.Add("/word/settings.xml", opc.TypeWSettings, []byte(settings(w.l)))
	w.pkg.Relate(docPart, opc.RelSettings, "/word/settings.xml")
	w.pkg.Add("/word/numbering.xml", opc.TypeNumbering, []byte(w.numbering()))
	w.pkg.Relate(docPart, opc.RelNumbering, "/word/numbering.xml")
	w.pkg.Add("/word/theme/theme1.xml", opc.TypeTheme, []byte(dml.Theme))
	w.pkg.Relate(docPart, opc.RelTheme, "/word/theme/theme1.xml")
	w.pkg.Add("/word/fontTable.xml", opc.TypeFontTable, []byte(fontTable))
	w.pkg.Relate(docPart, opc.RelFontTable, "/word/fontTable.xml")
	w.pkg.Add("/word/footer1.xml", opc.TypeFooter, []byte(w.footer()))
	w.pkg.Relate("", opc.RelOfficeDocument, docPart)
	w.pkg.Add("/docProps/core.xml", opc.TypeCore, opc.CoreProps(r.Title+" · "+office.DesignDocument.In(w.l), r.Customer, r.Author, langTag(w.l), r.Date.UTC().Format("2006-01-02T15:04:05Z")))
	w.pkg.Relate("", opc.RelCoreProps, "/docProps/core.xml")
	w.pkg.Add("/docProps/app.xml", opc.TypeExtended, opc.AppProps("Sizewise", ""))
	w.pkg.Relate("", opc.RelExtendedProps, "/docProps/app.xml")
	return w.pkg.Bytes()
}

const xmlHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n"

const wNS = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ` +
	`xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ` +
	`xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ` +
	`xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ` +
	`xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"`

func (w *writer) t(t msg.Text) string { return t.In(w.l) }

// list starts a list instance of abstract numbering kind and returns its
// numId: each list numbers from 1.
func (w *writer) list(kind int) int {
	w.lists = append(w.lists, kind)
	return len(w.lists)
}

// para writes p into the body.
func (w *writer) put(b *strings.Builder, p *para) { p.xml(b) }

// heading writes a heading of level 1–3 with a bookmark for the contents.
func (w *writer) heading(b *strings.Builder, level int, text string, newPage bool) {
	w.marks++
	anchor := "_Toc" + strconv.Itoa(100000+w.marks)
	p := &para{style: "Heading" + strconv.Itoa(level), pageBreak: newPage}
	p.raw(`<w:bookmarkStart w:id="` + strconv.Itoa(w.marks) + `" w:name="` + anchor + `"/>`)
	p.text(text, plain)
	p.raw(`<w:bookmarkEnd w:id="` + strconv.Itoa(w.marks) + `"/>`)
	w.put(b, p)
	if level <= 2 {
		w.toc = append(w.toc, tocEntry{level: level, text: text, anchor: anchor})
	}
}

// plainPara writes text as a paragraph of style (Normal when "").
func (w *writer) plainPara(b *strings.Builder, style, text, rPr string) {
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		p := &para{style: style}
		p.text(line, rPr)
		w.put(b, p)
	}
}

// titlePage is the first page: the plan, the customer, who and when, the
// version. The author is an AUTHOR field, showing the document's Author
// property, so setting the property (File › Info) fills it in.
func (w *writer) titlePage() string {
	var b strings.Builder
	r := w.r
	p := &para{style: "Title", spacing: `<w:spacing w:before="2400"/>`}
	p.text(r.Title, plain)
	w.put(&b, p)
	p = &para{style: "Subtitle"}
	p.text(w.t(office.DesignDocument), plain)
	w.put(&b, p)
	line := func(label msg.Text, value string, field string) {
		p := &para{spacing: `<w:spacing w:after="60"/>`}
		p.text(w.t(label)+": ", bold)
		if field != "" {
			p.field(field, value, plain)
		} else {
			p.text(value, plain)
		}
		w.put(&b, p)
	}
	if r.Customer != "" {
		line(office.Customer, r.Customer, "")
	}
	line(office.Author, r.Author, "AUTHOR")
	line(office.Date, r.DateText, "")
	p = &para{spacing: `<w:spacing w:before="240"/>`}
	p.text(office.ScenarioCount.With(msg.Int(len(r.Scenarios))).In(w.l, nil), plain)
	w.put(&b, p)
	if r.Version != "" {
		p = &para{}
		p.text(office.Prepared.With(msg.Str(r.Version)).In(w.l, nil), italic)
		w.put(&b, p)
	}
	return b.String()
}

// contents is the table of contents: a TOC field over Heading 1–2, its
// cached result the headings (Word fills in their pages when it updates
// the field, which it offers on opening: settings.xml updateFields).
func (w *writer) contents() string {
	var b strings.Builder
	p := &para{style: "TOCHeading", pageBreak: true}
	p.text(w.t(office.Contents), plain)
	w.put(&b, p)
	if len(w.toc) == 0 {
		p := &para{}
		fieldRuns(&p.runs, `TOC \o "1-2" \h \z \u`, "", "", true)
		w.put(&b, p)
		return b.String()
	}
	for i, e := range w.toc {
		p := &para{style: "TOC" + strconv.Itoa(e.level), tabs: `<w:tabs><w:tab w:val="right" w:leader="dot" w:pos="` + strconv.Itoa(textW-10) + `"/></w:tabs>`}
		if i == 0 {
			p.raw(`<w:r><w:fldChar w:fldCharType="begin" w:dirty="true"/></w:r>` +
				`<w:r><w:instrText xml:space="preserve"> TOC \o "1-2" \h \z \u </w:instrText></w:r>` +
				`<w:r><w:fldChar w:fldCharType="separate"/></w:r>`)
		}
		p.raw(`<w:hyperlink w:anchor="` + e.anchor + `" w:history="1">`)
		p.text(e.text, plain)
		p.raw(`</w:hyperlink>`)
		if i == len(w.toc)-1 {
			p.raw(`<w:r><w:fldChar w:fldCharType="end"/></w:r>`)
		}
		w.put(&b, p)
	}
	return b.String()
}

// content writes everything after the contents, in order, and returns it.
func (w *writer) content() *strings.Builder {
	var b strings.Builder
	b.Grow(16384 + 24576*len(w.r.Scenarios)) // about what a scenario takes
	r := w.r
	w.summary(&b)
	if r.Inventory != nil {
		w.inventory(&b, r.Inventory)
	}
	if len(r.Comparisons) > 0 {
		w.heading(&b, 1, w.t(office.Comparisons), true)
		for i, c := range r.Comparisons {
			w.comparison(&b, c, i)
		}
	}
	if len(r.Scenarios) > 0 {
		w.heading(&b, 1, w.t(office.Scenarios), true)
		for _, s := range r.Scenarios {
			w.scenario(&b, s)
		}
	}
	return &b
}
