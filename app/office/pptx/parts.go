package pptx

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/office/opc"
)

const xmlHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n"

const pNS = `xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ` +
	`xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ` +
	`xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"`

// Slide geometry: 16:9, 13.333 × 7.5 inches, in EMU (914,400 an inch).
const (
	in     = 914400
	slideW = 12192000
	slideH = 6858000
)

// emu writes a length.
func emu(x int) string { return strconv.Itoa(x) }

// xfrm is a shape's position and size.
func xfrm(x, y, w, h int) string {
	return `<a:xfrm><a:off x="` + emu(x) + `" y="` + emu(y) + `"/><a:ext cx="` + emu(w) + `" cy="` + emu(h) + `"/></a:xfrm>`
}

// groupHead opens a shape tree.
const groupHead = `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>` +
	`<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>`

// placeholder writes a placeholder shape of a master or layout: type, idx,
// its position, and the text it shows in the layout.
func placeholder(id int, name, typ, idx string, x, y, w, h int, bodyPr, prompt string) string {
	lst := `<a:lstStyle/>`
	if typ == "subTitle" {
		// a subtitle is lines, not bullets
		lst = `<a:lstStyle><a:lvl1pPr marL="0" indent="0" algn="l"><a:buNone/><a:defRPr sz="2400"/></a:lvl1pPr></a:lstStyle>`
	}
	var b strings.Builder
	b.WriteString(`<p:sp><p:nvSpPr><p:cNvPr id="` + strconv.Itoa(id) + `" name="` + name + `"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph`)
	if typ != "" {
		b.WriteString(` type="` + typ + `"`)
	}
	if idx != "" {
		b.WriteString(` idx="` + idx + `"`)
	}
	b.WriteString(`/></p:nvPr></p:nvSpPr><p:spPr>` + xfrm(x, y, w, h) + `</p:spPr><p:txBody>` + bodyPr + lst + `<a:p><a:r><a:rPr lang="en-US"/><a:t>` + prompt + `</a:t></a:r></a:p></p:txBody></p:sp>`)
	return b.String()
}

// Geometry of the placeholders.
var (
	titleBox = [4]int{in / 2, in * 3 / 8, slideW - in, in * 9 / 10}
	bodyBox  = [4]int{in / 2, in * 3 / 2, slideW - in, slideH - in*2}
)

// master is the slide master: the title and body placeholders, the theme's
// colours mapped, the text styles in the theme's fonts (+mj-lt for
// titles, +mn-lt for text), so a consultant's template restyles the deck.
func master() string {
	lvl := func(n int, size int, bullet bool) string {
		ind, hang := (n-1)*457200+228600, -228600
		if !bullet { // text boxes and table cells: no hanging indent
			ind, hang = 0, 0
		}
		s := `<a:lvl` + strconv.Itoa(n) + `pPr marL="` + strconv.Itoa(ind) + `" indent="` + strconv.Itoa(hang) + `" algn="l" defTabSz="914400" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1">` +
			`<a:lnSpc><a:spcPct val="95000"/></a:lnSpc><a:spcBef><a:spcPts val="600"/></a:spcBef>`
		if bullet {
			s += `<a:buFont typeface="Arial" panose="020B0604020202020204" pitchFamily="34" charset="0"/><a:buChar char="•"/>`
		} else {
			s += `<a:buNone/>`
		}
		return s + `<a:defRPr sz="` + strconv.Itoa(size) + `" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl` + strconv.Itoa(n) + `pPr>`
	}
	var b strings.Builder
	b.WriteString(xmlHead + `<p:sldMaster ` + pNS + `><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>` + groupHead)
	b.WriteString(placeholder(2, "Title Placeholder 1", "title", "", titleBox[0], titleBox[1], titleBox[2], titleBox[3],
		`<a:bodyPr vert="horz" lIns="91440" tIns="45720" rIns="91440" bIns="45720" rtlCol="0" anchor="ctr"><a:normAutofit/></a:bodyPr>`, "Title"))
	b.WriteString(placeholder(3, "Text Placeholder 2", "body", "1", bodyBox[0], bodyBox[1], bodyBox[2], bodyBox[3],
		`<a:bodyPr vert="horz" lIns="91440" tIns="45720" rIns="91440" bIns="45720" rtlCol="0"><a:normAutofit/></a:bodyPr>`, "Text"))
	b.WriteString(`</p:spTree></p:cSld>`)
	b.WriteString(`<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>`)
	b.WriteString(`<p:sldLayoutIdLst>`)
	for i := range layouts {
		b.WriteString(`<p:sldLayoutId id="` + strconv.Itoa(2147483649+i) + `" r:id="rId` + strconv.Itoa(i+1) + `"/>`)
	}
	b.WriteString(`</p:sldLayoutIdLst><p:txStyles>`)
	b.WriteString(`<p:titleStyle><a:lvl1pPr algn="l" defTabSz="914400" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:lnSpc><a:spcPct val="90000"/></a:lnSpc><a:spcBef><a:spcPct val="0"/></a:spcBef><a:buNone/>` +
		`<a:defRPr sz="3200" kern="1200"><a:solidFill><a:schemeClr val="tx2"/></a:solidFill><a:latin typeface="+mj-lt"/><a:ea typeface="+mj-ea"/><a:cs typeface="+mj-cs"/></a:defRPr></a:lvl1pPr></p:titleStyle>`)
	b.WriteString(`<p:bodyStyle>` + lvl(1, 2000, true) + lvl(2, 1800, true) + lvl(3, 1600, true) + `</p:bodyStyle>`)
	b.WriteString(`<p:otherStyle><a:defPPr><a:defRPr lang="en-US"/></a:defPPr>` + lvl(1, 1800, false) + `</p:otherStyle>`)
	b.WriteString(`</p:txStyles></p:sldMaster>`)
	return b.String()
}

// layout is a slide layout: its name, type and placeholders.
type layout struct {
	name, typ string
	shapes    string
}

// The layouts, in order (slideLayout1.xml…): a title slide, a title and
// content, a title only.
const (
	layoutTitle = iota
	layoutContent
	layoutTitleOnly
)

var layouts = []layout{
	{"Title Slide", "title",
		placeholder(2, "Title 1", "ctrTitle", "", in, in*2, slideW-2*in, in*3/2,
			`<a:bodyPr anchor="b"><a:normAutofit/></a:bodyPr>`, "Title") +
			placeholder(3, "Subtitle 2", "subTitle", "1", in, in*7/2+in/4, slideW-2*in, in*3/2,
				`<a:bodyPr><a:normAutofit/></a:bodyPr>`, "Subtitle")},
	{"Title and Content", "obj",
		placeholder(2, "Title 1", "title", "", titleBox[0], titleBox[1], titleBox[2], titleBox[3], `<a:bodyPr/>`, "Title") +
			placeholder(3, "Content Placeholder 2", "", "1", bodyBox[0], bodyBox[1], bodyBox[2], bodyBox[3], `<a:bodyPr/>`, "Text")},
	{"Title Only", "titleOnly",
		placeholder(2, "Title 1", "title", "", titleBox[0], titleBox[1], titleBox[2], titleBox[3], `<a:bodyPr/>`, "Title")},
}

// layoutXML writes layout l. The title slide's title is larger and
// centred on the master's.
func layoutXML(l layout) string {
	extra := ""
	if l.typ == "title" {
		extra = ` showMasterSp="0"`
	}
	return xmlHead + `<p:sldLayout ` + pNS + ` type="` + l.typ + `" preserve="1"` + extra + `><p:cSld name="` + l.name + `"><p:spTree>` + groupHead +
		l.shapes + `</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`
}

// tableStyleID is PowerPoint's built-in "Medium Style 2 – Accent 1", which
// tableStyles.xml also defines (for readers that do not know it by id).
const tableStyleID = "{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"

// tableStyles defines tableStyleID in the theme's colours.
func tableStyles() string {
	ln := func(side string) string {
		return `<a:` + side + `><a:ln w="12700" cmpd="sng"><a:solidFill><a:schemeClr val="lt1"/></a:solidFill></a:ln></a:` + side + `>`
	}
	borders := `<a:tcBdr>` + ln("left") + ln("right") + ln("top") + ln("bottom") + ln("insideH") + ln("insideV") + `</a:tcBdr>`
	fill := func(clr, tint string) string {
		if tint == "" {
			return `<a:fill><a:solidFill><a:schemeClr val="` + clr + `"/></a:solidFill></a:fill>`
		}
		return `<a:fill><a:solidFill><a:schemeClr val="` + clr + `"><a:tint val="` + tint + `"/></a:schemeClr></a:solidFill></a:fill>`
	}
	return xmlHead + `<a:tblStyleLst xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" def="` + tableStyleID + `">` +
		`<a:tblStyle styleId="` + tableStyleID + `" styleName="Medium Style 2 - Accent 1">` +
		`<a:wholeTbl><a:tcTxStyle><a:fontRef idx="minor"><a:prstClr val="black"/></a:fontRef><a:schemeClr val="dk1"/></a:tcTxStyle><a:tcStyle>` + borders + fill("accent1", "20000") + `</a:tcStyle></a:wholeTbl>` +
		`<a:band1H><a:tcStyle><a:tcBdr/>` + fill("accent1", "40000") + `</a:tcStyle></a:band1H>` +
		`<a:firstRow><a:tcTxStyle b="on"><a:fontRef idx="minor"><a:prstClr val="black"/></a:fontRef><a:schemeClr val="lt1"/></a:tcTxStyle><a:tcStyle><a:tcBdr>` +
		`<a:bottom><a:ln w="38100" cmpd="sng"><a:solidFill><a:schemeClr val="lt1"/></a:solidFill></a:ln></a:bottom></a:tcBdr>` + fill("accent1", "") + `</a:tcStyle></a:firstRow>` +
		`</a:tblStyle></a:tblStyleLst>`
}

// presProps and viewProps are the presentation's (empty) properties.
const (
	presProps = xmlHead + `<p:presentationPr ` + pNS + `/>`
	viewProps = xmlHead + `<p:viewPr ` + pNS + `><p:normalViewPr><p:restoredLeft sz="15620"/><p:restoredTop sz="94660"/></p:normalViewPr><p:gridSpacing cx="76200" cy="76200"/></p:viewPr>`
)

var _ = opc.Esc
