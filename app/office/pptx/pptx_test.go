package pptx_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/office/opc"
	"github.com/sizewise/sizewise/app/office/pptx"
	"github.com/sizewise/sizewise/engine/msg"
)

func write(t testing.TB, lang msg.Lang) (*office.Report, *officetest.Package) {
	t.Helper()
	r, err := office.Build(officetest.Plan8(), office.Options{Lang: lang, Author: "Jane Doe", Version: "07fef85", Date: officetest.Date})
	if err != nil {
		t.Fatal(err)
	}
	data, err := pptx.Write(r)
	if err != nil {
		t.Fatal(err)
	}
	return r, officetest.Check(t, data)
}

var sldSz = regexp.MustCompile(`<p:sldSz cx="(\d+)" cy="(\d+)"/>`)

// The deck: 16:9; a title slide, the summary, the inventory, a slide per
// scenario (its title a placeholder, its headline numbers, its native
// chart, its deciding warning), a slide per comparison, the sources; each
// slide on a layout of the master, the text in the theme's fonts.
func TestPowerPointStructure(t *testing.T) {
	for _, lang := range []msg.Lang{msg.EN, msg.RU} {
		r, pkg := write(t, lang)
		pres := string(pkg.Parts["ppt/presentation.xml"])
		m := sldSz.FindStringSubmatch(pres)
		if m == nil || m[1] != "12192000" || m[2] != "6858000" {
			t.Fatalf("slide size %v, want 16:9 (12192000 × 6858000)", m)
		}
		slides := pkg.Targets("ppt/presentation.xml", opc.RelSlide)
		sources := (len(r.Sources) + 9) / 10
		if want := 1 + 1 + 1 + 8 + 1 + sources; len(slides) != want {
			t.Fatalf("%s: %d slides, want %d", lang, len(slides), want)
		}
		for i, s := range slides {
			if l := pkg.Targets(s, opc.RelSlideLayout); len(l) != 1 {
				t.Errorf("slide %d: layouts %v", i+1, l)
			}
			if !strings.Contains(string(pkg.Parts[s]), `<p:ph type="title"/>`) && !strings.Contains(string(pkg.Parts[s]), `<p:ph type="ctrTitle"/>`) {
				t.Errorf("slide %d has no title placeholder", i+1)
			}
		}
		for k, sc := range r.Scenarios {
			slide := slides[3+k]
			text := officetest.Text(pkg.Parts[slide])
			if !strings.Contains(text, sc.Heading) {
				t.Errorf("%s: slide %d is not scenario %q", lang, 4+k, sc.Heading)
			}
			for _, v := range sc.Result.Headline {
				if !strings.Contains(text, v.WithUnit()) || !strings.Contains(text, v.Label) {
					t.Errorf("%s: slide of %q lacks %s %q", lang, sc.Heading, v.Label, v.WithUnit())
				}
			}
			if sc.Deciding != "" && !strings.Contains(text, sc.Deciding[:40]) {
				t.Errorf("%s: slide of %q lacks its deciding warning", lang, sc.Heading)
			}
			charts := pkg.Targets(slide, opc.RelChart)
			if len(charts) != 1 {
				t.Fatalf("%s: slide of %q has %d charts", lang, sc.Heading, len(charts))
			}
			got := officetest.ReadChart(t, pkg.Parts[charts[0]], pkg.Parts[pkg.Targets(charts[0], opc.RelPackage)[0]])
			if got.Title != sc.Result.Chart.Title {
				t.Errorf("%s: chart %q on the slide of %q", lang, got.Title, sc.Heading)
			}
		}
		cmp := officetest.Text(pkg.Parts[slides[11]])
		c := r.Comparisons[0]
		for _, col := range c.Columns {
			if !strings.Contains(cmp, col) {
				t.Errorf("%s: the comparison slide lacks column %q", lang, col)
			}
		}
		for i, row := range c.Results {
			if c.Headline[i] && !strings.Contains(cmp, row[3]) {
				t.Errorf("%s: the comparison slide lacks the difference %q of %q", lang, row[3], row[0])
			}
		}
		master := string(pkg.Parts["ppt/slideMasters/slideMaster1.xml"])
		if !strings.Contains(master, `<a:latin typeface="+mj-lt"/>`) || !strings.Contains(master, `<a:latin typeface="+mn-lt"/>`) {
			t.Error("the master's text does not take the theme's fonts")
		}
		title := officetest.Text(pkg.Parts[slides[0]])
		for _, w := range []string{"Acme DR design", "Acme Corporation", r.DateText, "07fef85"} {
			if !strings.Contains(title, w) {
				t.Errorf("%s: the title slide lacks %q: %s", lang, w, title)
			}
		}
		last := officetest.Text(pkg.Parts[slides[len(slides)-1]])
		if !strings.Contains(last, map[msg.Lang]string{msg.EN: "Sources", msg.RU: "Источники"}[lang]) {
			t.Errorf("%s: the last slide is not the sources: %s", lang, last)
		}
	}
}
