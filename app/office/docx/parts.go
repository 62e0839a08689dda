package docx

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/dml"
	"github.com/sizewise/sizewise/app/office/opc"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/msg"
)

// langTag is lang as Word tags text (w:lang).
func langTag(l msg.Lang) string {
	if l == msg.RU {
		return "ru-RU"
	}
	return "en-US"
}

// styles is styles.xml: the document defaults (the theme's body font,
// 10.5 pt, the language) and the built-in styles the document uses, under
// their built-in names, so Word treats them as its own (a template's
// Heading 1 replaces this one).
func styles(l msg.Lang) string {
	lang := langTag(l)
	var b strings.Builder
	b.WriteString(xmlHead + `<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">`)
	b.WriteString(`<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:asciiTheme="minorHAnsi" w:eastAsiaTheme="minorHAnsi" w:hAnsiTheme="minorHAnsi" w:cstheme="minorBidi"/>` +
		`<w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="` + lang + `" w:eastAsia="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault>` +
		`<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>`)
	b.WriteString(`<w:latentStyles w:defLockedState="0" w:defUIPriority="99" w:defSemiHidden="0" w:defUnhideWhenUsed="0" w:defQFormat="0" w:count="376"/>`)
	para := func(id, name, based, next string, extra string, pPr, rPr string) {
		b.WriteString(`<w:style w:type="paragraph"`)
		if id == "Normal" {
			b.WriteString(` w:default="1"`)
		}
		b.WriteString(` w:styleId="` + id + `"><w:name w:val="` + name + `"/>`)
		if based != "" {
			b.WriteString(`<w:basedOn w:val="` + based + `"/>`)
		}
		if next != "" {
			b.WriteString(`<w:next w:val="` + next + `"/>`)
		}
		b.WriteString(extra)
		if pPr != "" {
			b.WriteString(`<w:pPr>` + pPr + `</w:pPr>`)
		}
		if rPr != "" {
			b.WriteString(`<w:rPr>` + rPr + `</w:rPr>`)
		}
		b.WriteString(`</w:style>`)
	}
	const q = `<w:qFormat/>`
	major := `<w:rFonts w:asciiTheme="majorHAnsi" w:eastAsiaTheme="majorEastAsia" w:hAnsiTheme="majorHAnsi" w:cstheme="majorBidi"/>`
	accent := `<w:color w:val="2F5496" w:themeColor="accent1" w:themeShade="BF"/>`
	para("Normal", "Normal", "", "", q, `<w:widowControl/>`, "")
	para("Title", "Title", "Normal", "Normal", `<w:uiPriority w:val="10"/>`+q,
		`<w:spacing w:after="240" w:line="240" w:lineRule="auto"/><w:contextualSpacing/>`,
		major+`<w:kern w:val="28"/><w:sz w:val="56"/><w:szCs w:val="56"/>`)
	para("Subtitle", "Subtitle", "Normal", "Normal", `<w:uiPriority w:val="11"/>`+q,
		`<w:spacing w:after="480"/>`, `<w:color w:val="5A5A5A" w:themeColor="text1" w:themeTint="A5"/><w:spacing w:val="15"/><w:sz w:val="28"/><w:szCs w:val="28"/>`)
	for i, h := range []struct{ size, before, after string }{{"32", "360", "120"}, {"26", "240", "80"}, {"22", "200", "60"}} {
		n := strconv.Itoa(i + 1)
		rPr := major + accent + `<w:sz w:val="` + h.size + `"/><w:szCs w:val="` + h.size + `"/>`
		if i == 2 {
			rPr = major + `<w:b/><w:bCs/>` + accent + `<w:sz w:val="` + h.size + `"/><w:szCs w:val="` + h.size + `"/>`
		}
		para("Heading"+n, "heading "+n, "Normal", "Normal", `<w:uiPriority w:val="9"/>`+q,
			`<w:keepNext/><w:keepLines/><w:spacing w:before="`+h.before+`" w:after="`+h.after+`"/><w:outlineLvl w:val="`+strconv.Itoa(i)+`"/>`, rPr)
	}
	para("TOCHeading", "TOC Heading", "Heading1", "Normal", `<w:uiPriority w:val="39"/><w:unhideWhenUsed/>`+q,
		`<w:outlineLvl w:val="9"/>`, "")
	for i := 1; i <= 3; i++ {
		n := strconv.Itoa(i)
		para("TOC"+n, "toc "+n, "Normal", "Normal", `<w:uiPriority w:val="39"/><w:unhideWhenUsed/>`,
			`<w:spacing w:after="60"/><w:ind w:left="`+strconv.Itoa((i-1)*220)+`"/>`, "")
	}
	para("Caption", "caption", "Normal", "Normal", `<w:uiPriority w:val="35"/><w:unhideWhenUsed/>`+q,
		`<w:keepNext/><w:spacing w:before="120" w:after="60" w:line="240" w:lineRule="auto"/>`,
		`<w:i/><w:iCs/><w:color w:val="44546A" w:themeColor="text2"/><w:sz w:val="18"/><w:szCs w:val="18"/>`)
	para("Quote", "Quote", "Normal", "Normal", `<w:uiPriority w:val="29"/>`+q,
		`<w:spacing w:before="120" w:after="160"/><w:ind w:left="432" w:right="432"/>`,
		`<w:i/><w:iCs/><w:color w:val="404040" w:themeColor="text1" w:themeTint="BF"/>`)
	para("ListParagraph", "List Paragraph", "Normal", "", `<w:uiPriority w:val="34"/>`+q, `<w:ind w:left="720"/><w:contextualSpacing/>`, "")
	para("ListNumber", "List Number", "Normal", "", `<w:uiPriority w:val="99"/><w:unhideWhenUsed/>`,
		`<w:spacing w:after="60"/><w:ind w:left="360" w:hanging="360"/>`, "")
	para("ListBullet", "List Bullet", "Normal", "", `<w:uiPriority w:val="99"/><w:unhideWhenUsed/>`,
		`<w:spacing w:after="60"/><w:ind w:left="360" w:hanging="360"/>`, "")
	para("TableText", "Table Text", "Normal", "", q, `<w:spacing w:before="20" w:after="20" w:line="240" w:lineRule="auto"/>`,
		`<w:sz w:val="18"/><w:szCs w:val="18"/>`)
	para("Footer", "footer", "Normal", "", `<w:uiPriority w:val="99"/><w:unhideWhenUsed/>`,
		`<w:tabs><w:tab w:val="center" w:pos="4680"/><w:tab w:val="right" w:pos="9360"/></w:tabs><w:spacing w:after="0" w:line="240" w:lineRule="auto"/>`,
		`<w:color w:val="595959" w:themeColor="text1" w:themeTint="A6"/><w:sz w:val="16"/><w:szCs w:val="16"/>`)
	b.WriteString(`<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/></w:style>`)
	b.WriteString(`<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/><w:rPr><w:color w:val="0563C1" w:themeColor="hyperlink"/><w:u w:val="single"/></w:rPr></w:style>`)
	b.WriteString(`<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/>` +
		`<w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>`)
	border := func(tag string) string {
		return `<w:` + tag + ` w:val="single" w:sz="4" w:space="0" w:color="BFBFBF" w:themeColor="background1" w:themeShade="BF"/>`
	}
	b.WriteString(`<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/><w:uiPriority w:val="39"/>` +
		`<w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr>` +
		`<w:tblPr><w:tblBorders>` + border("top") + border("left") + border("bottom") + border("right") + border("insideH") + border("insideV") + `</w:tblBorders>` +
		`<w:tblCellMar><w:top w:w="28" w:type="dxa"/><w:left w:w="85" w:type="dxa"/><w:bottom w:w="28" w:type="dxa"/><w:right w:w="85" w:type="dxa"/></w:tblCellMar></w:tblPr>` +
		`<w:tblStylePr w:type="firstRow"><w:rPr><w:b/><w:bCs/></w:rPr><w:tcPr><w:shd w:val="clear" w:color="auto" w:fill="D9E2F3" w:themeFill="accent1" w:themeFillTint="33"/></w:tcPr></w:tblStylePr>` +
		`</w:style>`)
	b.WriteString(`<w:style w:type="numbering" w:default="1" w:styleId="NoList"><w:name w:val="No List"/><w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/></w:style>`)
	b.WriteString(`</w:styles>`)
	return b.String()
}

// settings is settings.xml: Word updates the fields (the contents, the
// captions) when the document opens, after asking.
func settings(l msg.Lang) string {
	dec, sep := ".", ","
	if l == msg.RU {
		dec, sep = ",", ";"
	}
	return xmlHead + `<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
		`<w:zoom w:percent="100"/><w:defaultTabStop w:val="708"/><w:characterSpacingControl w:val="doNotCompress"/>` +
		`<w:updateFields w:val="true"/>` +
		`<w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat>` +
		`<w:themeFontLang w:val="` + langTag(l) + `"/>` +
		`<w:decimalSymbol w:val="` + dec + `"/><w:listSeparator w:val="` + sep + `"/></w:settings>`
}

// numbering is numbering.xml: a decimal list (worked steps, sources) and a
// bullet list (warnings, notes), and one instance per list written, each
// starting again from 1.
func (w *writer) numbering() string {
	var b strings.Builder
	b.WriteString(xmlHead + `<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">`)
	b.WriteString(`<w:abstractNum w:abstractNumId="` + strconv.Itoa(decimalList) + `"><w:multiLevelType w:val="singleLevel"/>` +
		`<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:pStyle w:val="ListNumber"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/>` +
		`<w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>`)
	b.WriteString(`<w:abstractNum w:abstractNumId="` + strconv.Itoa(bulletList) + `"><w:multiLevelType w:val="singleLevel"/>` +
		`<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:pStyle w:val="ListBullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/>` +
		`<w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>`)
	for i, kind := range w.lists {
		b.WriteString(`<w:num w:numId="` + strconv.Itoa(i+1) + `"><w:abstractNumId w:val="` + strconv.Itoa(kind) + `"/>` +
			`<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>`)
	}
	b.WriteString(`</w:numbering>`)
	return b.String()
}

// footer is the pages' footer: the plan's name, and "Page N of M" (PAGE
// and NUMPAGES fields). The title page has none (titlePg).
func (w *writer) footer() string {
	var b strings.Builder
	b.WriteString(xmlHead + `<w:ftr ` + wNS + `>`)
	p := &para{style: "Footer"}
	p.text(w.r.Title, plain)
	p.text("\t\t"+w.t(office.Page)+" ", plain)
	p.raw(`<w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>`)
	p.text(" "+w.t(office.Of)+" ", plain)
	p.raw(`<w:fldSimple w:instr=" NUMPAGES "><w:r><w:t>1</w:t></w:r></w:fldSimple>`)
	p.xml(&b)
	b.WriteString(`</w:ftr>`)
	return b.String()
}

// fontTable names the theme's fonts (Word lists them; a reader without
// Calibri substitutes a font of the same metrics).
const fontTable = xmlHead + `<w:fonts xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
	`<w:font w:name="Calibri"><w:panose1 w:val="020F0502020204030204"/><w:charset w:val="CC"/><w:family w:val="swiss"/><w:pitch w:val="variable"/></w:font>` +
	`<w:font w:name="Calibri Light"><w:panose1 w:val="020F0302020204030204"/><w:charset w:val="CC"/><w:family w:val="swiss"/><w:pitch w:val="variable"/></w:font>` +
	`</w:fonts>`

// Chart sizes, in EMU: the text width less a little, 9 cm tall (11 cm
// for a chart of many groups or series).
const (
	chartW     = 5940000
	chartH     = 3240000
	chartHTall = 3960000
)

// chart writes r's chart as a native chart part in its own paragraph, kept
// with its caption below it (Figure N, a SEQ field).
func (w *writer) chart(b *strings.Builder, r *view.Result) {
	c, ok, err := dml.Build(r.Chart, w.l)
	if err != nil {
		w.err = err
		return
	}
	if !ok {
		return
	}
	w.charts++
	n := strconv.Itoa(w.charts)
	name := "/word/charts/chart" + n + ".xml"
	dml.Add(w.pkg, name, "/word/embeddings/Microsoft_Excel_Worksheet"+n+".xlsx", c)
	rid := w.pkg.Relate(docPart, opc.RelChart, name)
	h := chartH
	if bars := len(r.Chart.Groups); bars > 8 || len(r.Chart.Series) > 4 {
		h = chartHTall
	}
	w.heading(b, 3, w.t(office.Chart), false)
	p := &para{keepNext: true, jc: "center", spacing: `<w:spacing w:before="60" w:after="0"/>`}
	p.raw(`<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="` + strconv.Itoa(chartW) + `" cy="` + strconv.Itoa(h) + `"/>` +
		`<wp:effectExtent l="0" t="0" r="0" b="0"/><wp:docPr id="` + n + `" name="` + opc.Attr(w.t(office.Chart)+" "+n) + `" descr="` + opc.Attr(r.Chart.Title) + `"/>` +
		`<wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">` +
		`<c:chart r:id="` + rid + `"/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`)
	w.put(b, p)
	w.figures++
	w.caption(b, office.Figure, "Figure", w.figures, r.Chart.Title, false)
}
