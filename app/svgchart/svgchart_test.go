package svgchart_test

import (
	"encoding/xml"
	"io"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"

	"github.com/sizewise/sizewise/app/svgchart"
	_ "github.com/sizewise/sizewise/engine/all"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/scenario"
)

// nasty is a label that breaks markup unless escaped.
const nasty = `<b>&amp; "quoted" 'single' </svg>`

// parse checks that s is one well-formed XML document whose root is an SVG
// element, and returns its elements (by local name) and all its text.
func parse(t *testing.T, s string) (elems map[string]int, classes map[string]int, text string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(s))
	d.Strict = true
	elems, classes = map[string]int{}, map[string]int{}
	var sb strings.Builder
	depth, roots := 0, 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, s)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if el.Name.Local != "svg" || el.Name.Space != "http://www.w3.org/2000/svg" {
					t.Errorf("root element = %v, want svg in the SVG namespace", el.Name)
				}
			}
			depth++
			elems[el.Name.Local]++
			for _, a := range el.Attr {
				if a.Name.Local == "class" {
					for _, c := range strings.Fields(a.Value) {
						classes[c]++
					}
				}
			}
		case xml.EndElement:
			depth--
		case xml.CharData:
			if depth == 0 && strings.TrimSpace(string(el)) != "" {
				t.Errorf("text outside the root element: %q", el)
			}
			sb.Write(el)
			sb.WriteByte('\n')
		}
	}
	if roots != 1 {
		t.Errorf("%d root elements, want 1", roots)
	}
	return elems, classes, sb.String()
}

func noNaN(t *testing.T, s string) {
	t.Helper()
	for _, bad := range []string{"NaN", "Inf"} {
		if strings.Contains(s, bad) {
			t.Errorf("output contains %q:\n%s", bad, s)
		}
	}
}

func lineChart() *chart.Drawing {
	return &chart.Drawing{
		Kind:  chart.Line,
		Title: "Inter-site bandwidth " + nasty,
		X:     chart.DrawnAxis{Label: "Write IOPS " + nasty, Unit: "IOPS"},
		Y:     chart.DrawnAxis{Label: "Bandwidth", Unit: "Mbps"},
		Series: []chart.DrawnSeries{
			{Name: "B at 4 KB " + nasty, Points: []chart.Point{{X: 0, Y: 0}, {X: 10000, Y: 560}, {X: 20000, Y: 1120}}},
			{Name: "second", Points: []chart.Point{{X: 0, Y: 10}, {X: 20000, Y: 20}}},
		},
		Marker: &chart.DrawnMarker{Point: chart.Point{X: 10000, Y: 560}, Label: "10,000 IOPS → 560 Mbps " + nasty},
		Rules:  []chart.DrawnRule{{Value: 1000, Label: "your link " + nasty}},
	}
}

func barChart(kind chart.Kind) *chart.Drawing {
	return &chart.Drawing{
		Kind:  kind,
		Title: "Allocation " + nasty,
		Y:     chart.DrawnAxis{Label: "IOPS", Unit: "IOPS"},
		Groups: []chart.DrawnGroup{
			{Label: "esx1 " + nasty, Bars: []chart.DrawnBar{{Name: "VM1 " + nasty, Value: 10}, {Name: "VM2", Value: 5000}}},
			{Label: "esx2", Bars: []chart.DrawnBar{{Name: "VM3", Value: 997}, {Name: "VM1 " + nasty, Value: -3}}},
		},
		Rules: []chart.DrawnRule{{Value: 8000, Label: "datastore " + nasty}},
	}
}

func scaleChart() *chart.Drawing {
	return &chart.Drawing{
		Kind:  chart.Scale,
		Title: "Memory states " + nasty,
		X:     chart.DrawnAxis{Label: "Free memory", Unit: "MB"},
		Bands: []chart.DrawnBand{
			{From: 0, To: 400, Label: "low " + nasty},
			{From: 400, To: 800, Label: "hard"},
			{From: 800, To: 1600, Label: "soft"},
			{From: 1600, To: 2400, Label: "high"},
		},
		Marker: &chart.DrawnMarker{Point: chart.Point{X: 1000}, Label: "1,000 MB free " + nasty},
	}
}

func TestRenderNil(t *testing.T) {
	if got := svgchart.Render(nil); got != "" {
		t.Errorf("Render(nil) = %q, want empty", got)
	}
}

func TestRenderEveryKind(t *testing.T) {
	tests := []struct {
		name        string
		chart       *chart.Drawing
		wantClasses []string
		wantText    []string
	}{
		{"line", lineChart(), []string{"sw-chart", "sw-line", "sw-marker", "sw-marker-label", "sw-rule", "sw-axis", "sw-legend"},
			[]string{"10,000 IOPS → 560 Mbps " + nasty, "B at 4 KB " + nasty, "your link " + nasty, "Write IOPS " + nasty}}, // the unit is in the title already
		{"bars", barChart(chart.Bars), []string{"sw-chart", "sw-fill", "sw-value", "sw-rule", "sw-legend"},
			[]string{"esx1 " + nasty, "VM1 " + nasty + ": 10", "datastore " + nasty, "5,000"}},
		{"stacked bars", barChart(chart.StackedBars), []string{"sw-chart", "sw-fill", "sw-rule", "sw-legend"},
			[]string{"esx1 " + nasty, "VM2: 5,000", "datastore " + nasty}},
		{"scale", scaleChart(), []string{"sw-chart", "sw-band-0", "sw-band-3", "sw-marker", "sw-marker-label"},
			[]string{"low " + nasty, "1,000 MB free " + nasty, "Free memory, MB"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := svgchart.Render(tc.chart)
			elems, classes, text := parse(t, s)
			noNaN(t, s)
			if elems["title"] == 0 || elems["desc"] == 0 {
				t.Errorf("no title or desc element (accessibility): %v", elems)
			}
			for _, c := range tc.wantClasses {
				if classes[c] == 0 {
					t.Errorf("no element of class %q; classes %v", c, classes)
				}
			}
			// The labels come back intact once the XML is decoded.
			if !strings.Contains(text, tc.chart.Title) {
				t.Errorf("title %q not in the text", tc.chart.Title)
			}
			for _, want := range tc.wantText {
				if !strings.Contains(text, want) {
					t.Errorf("text lacks %q:\n%s", want, text)
				}
			}
			if strings.Contains(s, "<b>") || strings.Count(s, "</svg>") != 1 {
				t.Error("a label was not escaped")
			}
		})
	}
}

func TestRenderDescribesMarkerAndBars(t *testing.T) {
	_, _, text := parse(t, svgchart.Render(barChart(chart.Bars)))
	if !strings.Contains(text, "esx1 "+nasty+": VM1 "+nasty+" 10, VM2 5,000") {
		t.Errorf("description lacks the bars:\n%s", text)
	}
	_, _, text = parse(t, svgchart.Render(lineChart()))
	if !strings.Contains(text, "Current: 10,000 IOPS → 560 Mbps") {
		t.Errorf("description lacks the marker:\n%s", text)
	}
}

// Degenerate charts: empty, all zero, a single point. Nothing may divide by
// zero into NaN or Inf, and the XML stays well formed.
func TestRenderDegenerate(t *testing.T) {
	tests := []struct {
		name  string
		chart *chart.Drawing
	}{
		{"empty line", &chart.Drawing{Kind: chart.Line}},
		{"line with empty series", &chart.Drawing{Kind: chart.Line, Series: []chart.DrawnSeries{{Name: "a"}, {Name: "b"}}}},
		{"line of zeros", &chart.Drawing{Kind: chart.Line, Series: []chart.DrawnSeries{{Name: "z", Points: []chart.Point{{X: 0, Y: 0}, {X: 0, Y: 0}}}},
			Marker: &chart.DrawnMarker{Label: "zero"}}},
		{"single point", &chart.Drawing{Kind: chart.Line, Series: []chart.DrawnSeries{{Name: "p", Points: []chart.Point{{X: 5, Y: 5}}}}}},
		{"negative values", &chart.Drawing{Kind: chart.Line, Series: []chart.DrawnSeries{{Name: "n", Points: []chart.Point{{X: -5, Y: -5}, {X: -1, Y: -10}}}},
			Marker: &chart.DrawnMarker{Point: chart.Point{X: -1, Y: -1}}, Rules: []chart.DrawnRule{{Value: -3}}}},
		{"tiny values", &chart.Drawing{Kind: chart.Line, Series: []chart.DrawnSeries{{Name: "t", Points: []chart.Point{{X: 1e-9, Y: 1e-12}}}}}},
		{"huge values", &chart.Drawing{Kind: chart.Line, Series: []chart.DrawnSeries{{Name: "h", Points: []chart.Point{{X: 1e300, Y: 1e300}}}}}},
		{"marker only", &chart.Drawing{Kind: chart.Line, Marker: &chart.DrawnMarker{Point: chart.Point{X: 3, Y: 4}, Label: "m"}}},
		{"empty bars", &chart.Drawing{Kind: chart.Bars}},
		{"group without bars", &chart.Drawing{Kind: chart.Bars, Groups: []chart.DrawnGroup{{Label: "g"}}}},
		{"zero bars", &chart.Drawing{Kind: chart.Bars, Groups: []chart.DrawnGroup{{Label: "g", Bars: []chart.DrawnBar{{Name: "a"}, {Name: "b"}}}}}},
		{"negative bars", &chart.Drawing{Kind: chart.Bars, Groups: []chart.DrawnGroup{{Label: "g", Bars: []chart.DrawnBar{{Name: "a", Value: -5}}}}}},
		{"empty stacked bars", &chart.Drawing{Kind: chart.StackedBars, Groups: []chart.DrawnGroup{{Label: "g"}}}},
		{"zero stacked bars", &chart.Drawing{Kind: chart.StackedBars, Groups: []chart.DrawnGroup{{Label: "g", Bars: []chart.DrawnBar{{Name: "a"}}}}}},
		{"empty scale", &chart.Drawing{Kind: chart.Scale}},
		{"empty scale with marker", &chart.Drawing{Kind: chart.Scale, Marker: &chart.DrawnMarker{Label: "m"}}},
		{"scale of empty bands", &chart.Drawing{Kind: chart.Scale, Bands: []chart.DrawnBand{{Label: "a"}, {Label: "b"}}, Marker: &chart.DrawnMarker{}}},
		{"scale marker beyond the bands", &chart.Drawing{Kind: chart.Scale, Bands: []chart.DrawnBand{{From: 0, To: 10, Label: "a"}},
			Marker: &chart.DrawnMarker{Point: chart.Point{X: 1e9}, Label: "far"}}},
		{"scale marker below the bands", &chart.Drawing{Kind: chart.Scale, Bands: []chart.DrawnBand{{From: 10, To: 20, Label: "a"}},
			Marker: &chart.DrawnMarker{Point: chart.Point{X: -5}, Label: "below"}}},
		{"unknown kind", &chart.Drawing{Kind: 0, Title: "t"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := svgchart.Render(tc.chart)
			parse(t, s)
			noNaN(t, s)
			if tc.chart.Marker != nil && (tc.chart.Kind == chart.Line || tc.chart.Kind == chart.Scale && len(tc.chart.Bands) > 0) {
				if !strings.Contains(s, `sw-marker`) {
					t.Errorf("no marker drawn:\n%s", s)
				}
			}
		})
	}
}

// Random charts with random (valid, printable) labels always render to
// well-formed XML without NaN or Inf.
func TestRenderRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	label := func() string {
		const alphabet = `ab <>&"'/=;#→€ 	x`
		n := r.IntN(12)
		rs := []rune(alphabet)
		var b strings.Builder
		for range n {
			b.WriteRune(rs[r.IntN(len(rs))])
		}
		return b.String()
	}
	val := func() float64 {
		switch r.IntN(5) {
		case 0:
			return 0
		case 1:
			return -r.Float64() * 100
		}
		return r.Float64() * float64(r.IntN(1_000_000)+1)
	}
	for i := range 500 {
		c := &chart.Drawing{Kind: chart.Kind(1 + i%4), Title: label(), X: chart.DrawnAxis{Label: label(), Unit: label()}, Y: chart.DrawnAxis{Label: label()}}
		for range r.IntN(4) {
			s := chart.DrawnSeries{Name: label()}
			for range r.IntN(5) {
				s.Points = append(s.Points, chart.Point{X: val(), Y: val()})
			}
			c.Series = append(c.Series, s)
			g := chart.DrawnGroup{Label: label()}
			for range r.IntN(4) {
				g.Bars = append(g.Bars, chart.DrawnBar{Name: label(), Value: val()})
			}
			c.Groups = append(c.Groups, g)
			from := val()
			c.Bands = append(c.Bands, chart.DrawnBand{From: from, To: from + val(), Label: label()})
			c.Rules = append(c.Rules, chart.DrawnRule{Value: val(), Label: label()})
		}
		if r.IntN(2) == 0 {
			c.Marker = &chart.DrawnMarker{Point: chart.Point{X: val(), Y: val()}, Label: label()}
		}
		s := svgchart.Render(c)
		parse(t, s)
		noNaN(t, s)
		if t.Failed() {
			t.Fatalf("chart %d: %+v", i, c)
		}
	}
}

// The charts the real calculators draw on their worked examples.
func TestRenderCalculatorCharts(t *testing.T) {
	for _, c := range calc.All() {
		m := c.Meta()
		if strings.HasPrefix(m.ID, "test-only-") {
			continue
		}
		t.Run(m.ID, func(t *testing.T) {
			ev, errs := c.Evaluate(nil)
			if errs != nil {
				t.Fatalf("Evaluate(nil) errors = %v", errs)
			}
			d := ev.Drawing(msg.EN)
			if d == nil {
				t.Skip("no chart")
			}
			s := svgchart.Render(d)
			_, classes, text := parse(t, s)
			noNaN(t, s)
			if d.Marker != nil && classes["sw-marker"] == 0 {
				t.Errorf("the chart has a marker but none is drawn:\n%s", s)
			}
			if d.Marker != nil && d.Marker.Label != "" && !strings.Contains(text, d.Marker.Label) {
				t.Errorf("marker label %q not drawn", d.Marker.Label)
			}
		})
	}
}

// Layout: a narrow drawing keeps its text large enough for a phone, axes end
// just past the data, and titles do not repeat their unit.
func TestLayout(t *testing.T) {
	c := &chart.Drawing{Kind: chart.Bars, Title: "Desktops",
		Y: chart.DrawnAxis{Label: "Desktops", Unit: "desktops"},
		Groups: []chart.DrawnGroup{
			{Label: "Desktops per host (CPU bound)", Bars: []chart.DrawnBar{{Name: "a", Value: 12800}}},
			{Label: "Desktops per host (memory bound)", Bars: []chart.DrawnBar{{Name: "a", Value: 9000}}},
			{Label: "Hosts", Bars: []chart.DrawnBar{{Name: "a", Value: 10}}},
		}}
	narrow := svgchart.RenderSize(c, scenario.Num, svgchart.Narrow)
	_, _, text := parse(t, narrow)
	if strings.Contains(text, "Desktops, desktops") {
		t.Errorf("the axis title repeats its unit:\n%s", text)
	}
	// 12,800 ends the axis at 15,000 (step 5,000), not 20,000.
	if !strings.Contains(text, "15,000") || strings.Contains(text, "20,000") {
		t.Errorf("axis for 12,800:\n%s", text)
	}
	for _, m := range regexp.MustCompile(`font-size="([0-9.]+)"`).FindAllStringSubmatch(narrow, -1) {
		if size, _ := strconv.ParseFloat(m[1], 64); size < 12.5 {
			t.Errorf("narrow text at %v units: below 11 px when drawn 300 px wide", size)
		}
	}
	if !strings.Contains(narrow, `viewBox="0 0 340 `) {
		t.Errorf("narrow drawing is not 340 units wide")
	}
	// Long group labels wrap to two lines and keep their full text in a tooltip.
	if !strings.Contains(narrow, "<title>Desktops per host (memory bound)</title>") {
		t.Errorf("the full label is not kept:\n%s", narrow)
	}
}

func TestTicks(t *testing.T) {
	for _, tc := range []struct {
		name   string
		max    float64
		wanted string
	}{
		{"ratio up to 1", 1, "1"},
		{"hit ratio 0.97", 0.97, "1"},
		{"34 GB", 34, "40"},
		{"12,800 desktops", 12800, "15,000"},
		{"560 Mbps", 560, "600"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &chart.Drawing{Kind: chart.Line, Series: []chart.DrawnSeries{{Name: "s", Points: []chart.Point{{X: 0, Y: 0}, {X: 1, Y: tc.max}}}}}
			_, _, text := parse(t, svgchart.RenderSize(c, scenario.Num, svgchart.Wide))
			// The largest tick value drawn is the Y axis top (X runs to 1).
			top, topV := "", -1.0
			for _, l := range strings.Split(text, "\n") {
				if v, err := strconv.ParseFloat(strings.ReplaceAll(l, ",", ""), 64); err == nil && v > topV {
					top, topV = l, v
				}
			}
			if top != tc.wanted {
				t.Errorf("axis top for %v = %q, want %q\n%s", tc.max, top, tc.wanted, text)
			}
		})
	}
}

// Every calculator's chart, at both sizes and in both languages, writes its
// titles, legends and labels whole (wrapped, not cut with "…": a Russian
// title ran off a phone's chart, vSAN capacity's bar labels read "After
// RAID-5 3+1 (÷…"), and no two X axis values run together ("15 00020 000"
// on a phone).
func TestCalculatorChartTextIsWhole(t *testing.T) {
	text := regexp.MustCompile(`<text class="([^"]*)" font-size="([0-9.]+)" x="([-0-9.]+)" y="([-0-9.]+)" text-anchor="([a-z]+)"( transform="[^"]*")?>([^<]*)`)
	for _, c := range calc.All() {
		m := c.Meta()
		if strings.HasPrefix(m.ID, "test-only-") {
			continue
		}
		ev, errs := c.Evaluate(nil)
		if errs != nil {
			t.Fatalf("%s: %v", m.ID, errs)
		}
		for _, lang := range []msg.Lang{msg.EN, msg.RU} {
			d := ev.Drawing(lang)
			if d == nil {
				continue
			}
			f := func(x float64) string { return msg.FormatNum(lang, x) }
			for _, size := range []svgchart.Size{svgchart.Wide, svgchart.Narrow} {
				s := svgchart.RenderSize(d, f, size)
				type box struct{ x0, x1 float64 }
				ticks := map[string][]box{}
				for _, mm := range text.FindAllStringSubmatch(s, -1) {
					content := strings.NewReplacer("&#34;", `"`, "&#39;", "'", "&amp;", "&", "&lt;", "<", "&gt;", ">").Replace(mm[7])
					if strings.HasSuffix(content, "…") {
						t.Errorf("%s %s size %d: %q is cut", m.ID, lang, size, content)
					}
					if mm[1] != "sw-tick" || mm[6] != "" {
						continue // slanted labels lie side by side
					}
					fs, _ := strconv.ParseFloat(mm[2], 64)
					x, _ := strconv.ParseFloat(mm[3], 64)
					w := float64(len([]rune(content))) * 0.62 * fs // svgchart's charWidth: the estimate the layout uses
					b := box{x - w/2, x + w/2}
					switch mm[5] {
					case "end":
						b = box{x - w, x}
					case "start":
						b = box{x, x + w}
					}
					ticks[mm[4]] = append(ticks[mm[4]], b)
				}
				for y, row := range ticks {
					for i := 1; i < len(row); i++ {
						if row[i].x0 < row[i-1].x1+2 {
							t.Errorf("%s %s size %d: axis values at y=%s run together: %v", m.ID, lang, size, y, row)
							break
						}
					}
				}
			}
		}
	}
}
