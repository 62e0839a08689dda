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

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/dml"
	"github.com/sizewise/sizewise/app/office/opc"
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

// Colours, from the theme.
const (
	accent = `<a:solidFill><a:schemeClr val="accent1"><a:lumMod val="75000"/></a:schemeClr></a:solidFill>`
	muted  = `<a:solidFill><a:schemeClr val="tx1"><a:lumMod val="65000"/><a:lumOff val="35000"/></a:schemeClr></a:solidFill>`
)
