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
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/inventory"
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

// summary is a table of each scenario's answer and deciding warning.
func (w *writer) summary(b *strings.Builder) {
	w.heading(b, 1, w.t(office.Summary), true)
	if len(w.r.Summary) == 0 {
		w.plainPara(b, "", office.ScenarioCount.With(msg.Int(0)).In(w.l, nil), plain)
		return
	}
	t := table{caption: w.t(office.SummaryCap), head: []string{w.t(office.ScenarioCol), w.t(office.Answer), w.t(office.Deciding)},
		weights: []float64{1, 1.3, 1.5}}
	for _, s := range w.r.Summary {
		t.rows = append(t.rows, []string{s.Heading, s.Answer, s.Deciding})
	}
	w.table(b, t)
}

// inventory writes an imported plan's inventory summary.
func (w *writer) inventory(b *strings.Builder, inv *office.Inventory) {
	w.heading(b, 1, w.t(inventory.Heading), true)
	w.plainPara(b, "", inv.Source, plain)
	if inv.Filter != "" {
		w.plainPara(b, "", inv.Filter, italic)
	}
	// the totals two to a row: half the height of a list of 16
	t := table{caption: w.t(office.Totals), head: []string{w.t(office.Quantity), w.t(office.Value), w.t(office.Quantity), w.t(office.Value)},
		numeric: []bool{false, true, false, true}, weights: []float64{1.6, 1, 1.6, 1}}
	half := (len(inv.Totals) + 1) / 2
	for i := 0; i < half; i++ {
		row := []string{inv.Totals[i].Label, inv.Totals[i].Text, "", ""}
		if j := half + i; j < len(inv.Totals) {
			row[2], row[3] = inv.Totals[j].Label, inv.Totals[j].Text
		}
		t.rows = append(t.rows, row)
	}
	w.table(b, t)
	if len(inv.Clusters) > 0 {
		w.heading(b, 2, w.t(inventory.Clusters), false)
		t := table{caption: w.t(inventory.Clusters), head: inv.ClusterColumns, rows: inv.Clusters}
		t.numeric = make([]bool, len(inv.ClusterColumns))
		for i := 1; i < len(t.numeric); i++ {
			t.numeric[i] = true
		}
		w.table(b, t)
	}
	w.plainPara(b, "", inv.Units, italic)
	for _, e := range inv.Extra {
		w.heading(b, 2, e.Heading, false)
		if len(e.Facts) > 0 {
			t := table{caption: e.Heading, head: []string{w.t(office.Quantity), w.t(office.Value)}, numeric: []bool{false, true}, weights: []float64{1.6, 1}}
			for _, f := range e.Facts {
				t.rows = append(t.rows, []string{f.Label, f.Text})
			}
			w.table(b, t)
		}
		if len(e.Columns) > 0 {
			w.table(b, table{caption: e.Heading, head: e.Columns, rows: e.Rows})
		}
		if e.More != "" {
			w.plainPara(b, "", e.More, italic)
		}
	}
	if len(inv.Notes) > 0 {
		w.heading(b, 2, w.t(inventory.NotesHeading), false)
		w.bullets(b, inv.Notes)
	}
}

// comparison writes one comparison.
func (w *writer) comparison(b *strings.Builder, c office.Comparison, k int) {
	w.heading(b, 2, c.Heading, false)
	if c.Intro != "" {
		w.plainPara(b, "", c.Intro, plain)
	}
	if c.Missing != "" {
		w.plainPara(b, "", c.Missing, italic)
	}
	if !c.OK {
		return
	}
	numeric := make([]bool, len(c.Columns))
	for i := 1; i < len(numeric); i++ {
		numeric[i] = true
	}
	// the quantity's label widest; a difference ("+87,345.75 GB
	// (+637.54 %)") wider than a value
	weights := make([]float64, len(c.Columns))
	weights[0] = 1.6
	for i := 1; i < len(weights); i++ {
		weights[i] = 1
		if i > 1 && i%2 == 1 {
			weights[i] = 1.3
		}
	}
	w.heading(b, 3, w.t(office.InputsThat), false)
	if len(c.Inputs) == 0 {
		w.plainPara(b, "", c.Same, italic)
	} else {
		w.table(b, table{caption: office.InputsCmp.With(msg.Int(k+1)).In(w.l, nil), head: c.Columns, rows: c.Inputs, numeric: numeric, weights: weights})
	}
	w.heading(b, 3, w.t(office.Results), false)
	w.table(b, table{caption: office.ResultsCmp.With(msg.Int(k+1)).In(w.l, nil), head: c.Columns, rows: c.Results,
		numeric: numeric, weights: weights, boldRows: c.Headline})
}

// scenario writes one scenario's section.
func (w *writer) scenario(b *strings.Builder, s office.Scenario) {
	w.heading(b, 2, s.Heading, false)
	// the question and the chain stay with the heading and what follows
	if s.Question != "" {
		p := &para{style: "Quote", keepNext: true}
		p.text(oneLine(s.Question), plain)
		w.put(b, p)
	}
	if s.Chain != "" {
		p := &para{keepNext: true}
		p.text(oneLine(s.Chain), italic)
		w.put(b, p)
	}
	n := msg.Int(s.N)
	if len(s.Inputs) > 0 {
		w.heading(b, 3, w.t(office.Inputs), false)
		w.values(b, office.InputsOf.With(n).In(w.l, nil), w.t(office.Input), s.Inputs, 0)
	}
	if len(s.Problems) > 0 {
		w.heading(b, 3, w.t(office.Problems), false)
		w.plainPara(b, "", w.t(office.NotYet), plain)
		w.bullets(b, s.Problems)
	}
	if r := s.Result; r != nil {
		w.heading(b, 3, w.t(office.Results), false)
		all := append(append([]view.Value(nil), r.Headline...), r.Details...)
		w.values(b, office.ResultsOf.With(n).In(w.l, nil), w.t(office.Result), all, len(r.Headline))
		for _, t := range r.Tables {
			w.recordTable(b, t)
		}
		if r.Chart != nil {
			w.chart(b, r)
		}
		if len(r.Steps) > 0 {
			w.heading(b, 3, w.t(office.Steps), false)
			id := w.list(decimalList)
			keep := together(len(r.Steps))
			for i, st := range r.Steps {
				p := &para{style: "ListNumber", num: id, keepNext: keep && i < len(r.Steps)-1}
				p.text(st.Label+": ", bold)
				p.text(st.Line(), plain)
				w.put(b, p)
			}
		}
		if len(r.Warnings) > 0 {
			w.heading(b, 3, w.t(office.Warnings), false)
			w.bullets(b, r.Warnings)
		}
	}
	if s.Note != "" {
		w.heading(b, 3, w.t(office.Notes), false)
		w.plainPara(b, "", s.Note, plain)
	}
	if r := s.Result; r != nil && len(r.Sources) > 0 {
		w.heading(b, 3, w.t(office.Sources), false)
		id := w.list(decimalList)
		keep := together(len(r.Sources))
		for i, src := range r.Sources {
			p := &para{style: "ListNumber", num: id, keepNext: keep && i < len(r.Sources)-1}
			p.text(src, plain)
			w.put(b, p)
		}
	}
	if s.Link != "" {
		rid := w.pkg.RelateExternal(docPart, opc.RelHyperlink, s.Link)
		p := &para{}
		p.text(w.t(office.ShareLink)+": ", plain)
		p.raw(`<w:hyperlink r:id="` + rid + `" w:history="1">`)
		p.text(s.Link, `<w:rStyle w:val="Hyperlink"/>`)
		p.raw(`</w:hyperlink>`)
		w.put(b, p)
	}
}

// values writes labelled values as a two-column table; the first bold
// rows are shown bold (the headline results).
func (w *writer) values(b *strings.Builder, caption, head string, vs []view.Value, bold int) {
	t := table{caption: caption, head: []string{head, w.t(office.Value)}, numeric: []bool{false, true}, weights: []float64{1.5, 1}}
	for i, v := range vs {
		t.rows = append(t.rows, []string{v.Label, v.WithUnit()})
		t.boldRows = append(t.boldRows, i < bold)
	}
	w.table(b, t)
}

// recordTable writes a result's table of records (SIOC's per VM).
func (w *writer) recordTable(b *strings.Builder, vt view.Table) {
	t := table{caption: vt.Caption}
	for _, c := range vt.Columns {
		t.head = append(t.head, c.Heading())
	}
	t.numeric = make([]bool, len(vt.Columns))
	for i, row := range vt.Rows {
		r := make([]string, len(row))
		for j, c := range row {
			r[j] = c.Text
			if i == 0 {
				t.numeric[j] = c.Numeric
			}
		}
		t.rows = append(t.rows, r)
	}
	w.table(b, t)
}

// bullets writes items as a bulleted list.
func (w *writer) bullets(b *strings.Builder, items []string) {
	id := w.list(bulletList)
	keep := together(len(items))
	for i, it := range items {
		p := &para{style: "ListBullet", num: id, keepNext: keep && i < len(items)-1}
		p.text(it, plain)
		w.put(b, p)
	}
}

// oneLine is s with its line breaks and tabs as spaces (no-break spaces,
// which group the digits of a Russian number, kept).
func oneLine(s string) string {
	return strings.TrimSpace(strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ", "\t", " ").Replace(s))
}

// together reports whether a list of n items is kept on one page with its
// heading: a short one is, a long one breaks between items.
func together(n int) bool { return n <= 6 }

// caption writes a caption: "Table 3. Inputs of scenario 1", its number a
// SEQ field.
func (w *writer) caption(b *strings.Builder, kind msg.Text, seq string, n int, text string, keepNext bool) {
	p := &para{style: "Caption", keepNext: keepNext}
	p.text(w.t(kind)+" ", plain)
	p.field("SEQ "+seq+` \* ARABIC`, strconv.Itoa(n), plain)
	p.text(". "+text, plain)
	w.put(b, p)
}
