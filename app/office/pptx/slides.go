package pptx

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/dml"
	"github.com/sizewise/sizewise/engine/msg"
)

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
