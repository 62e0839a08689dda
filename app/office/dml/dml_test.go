package dml_test

import (
	"bytes"
	"math"
	"testing"

	"github.com/sizewise/sizewise/app/office/dml"
	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/view"
	_ "github.com/sizewise/sizewise/engine/all"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
)

// Every calculator's chart, from the same engine/chart data the page draws
// as SVG, becomes a native chart whose cached values are its workbook's
// cells and are the drawing's numbers: the curve's points, each bar,
// the current point and the reference lines.
func TestEveryCalculatorsChart(t *testing.T) {
	inputs := map[string][]string{
		"stretched-bandwidth": {`{}`, `{"write_iops": 44807, "link_mbps": 10000, "components": 1200, "hosts_per_site": 8}`},
		"memory-states":       {`{"free_memory_mb": 4000}`, `{"vsphere_version": "5", "free_memory_mb": 100}`, `{}`},
		"sioc":                {`{}`},
		"snapshot":            {`{}`},
		"vsan-capacity":       {`{}`, `{"rules": "vsan8-esa", "architecture": "esa"}`},
		"vdi-density":         {`{}`},
		"vsa":                 {`{}`},
		"cache-sim":           {`{"ios": 5000, "warmup_ios": 5000}`},
	}
	for _, id := range calc.IDs() {
		for _, in := range inputs[id] {
			for _, lang := range []msg.Lang{msg.EN, msg.RU} {
				t.Run(id+in+string(lang), func(t *testing.T) {
					c, _ := calc.Lookup(id)
					ev, errs := c.Evaluate([]byte(in))
					if len(errs) > 0 {
						t.Fatal(errs)
					}
					d := view.Of(ev, lang).Chart
					if d == nil {
						t.Skip("no chart")
					}
					out, ok, err := dml.Build(d, lang)
					if err != nil || !ok {
						t.Fatalf("Build: ok %v, %v", ok, err)
					}
					if err := officetest.WellFormed(out.XML); err != nil {
						t.Fatal(err)
					}
					got := officetest.ReadChart(t, out.XML, out.Workbook)
					if got.Title != d.Title {
						t.Errorf("title %q, want %q", got.Title, d.Title)
					}
					checkDrawing(t, d, got)
				})
			}
		}
	}
}

// checkDrawing compares a chart read back with the drawing it was made of.
func checkDrawing(t *testing.T, d *chart.Drawing, got officetest.Chart) {
	t.Helper()
	switch d.Kind {
	case chart.Line:
		if len(got.Groups) != 1 || got.Groups[0].Kind != "scatterChart" {
			t.Fatalf("a line chart drawn as %+v", got.Groups)
		}
		ss := got.Groups[0].Series
		want := len(d.Series) + len(d.Rules)
		if d.Marker != nil {
			want++
		}
		if len(ss) != want {
			t.Fatalf("%d series, want %d", len(ss), want)
		}
		for i, s := range d.Series {
			if ss[i].Name != s.Name || len(ss[i].X) != len(s.Points) {
				t.Fatalf("series %d: %q with %d points, want %q with %d", i, ss[i].Name, len(ss[i].X), s.Name, len(s.Points))
			}
			for k, p := range s.Points {
				if ss[i].X[k] != p.X || ss[i].Y[k] != p.Y {
					t.Errorf("series %q point %d: (%v, %v), want (%v, %v)", s.Name, k, ss[i].X[k], ss[i].Y[k], p.X, p.Y)
				}
			}
		}
		k := len(d.Series)
		if m := d.Marker; m != nil {
			s := ss[k]
			if s.Name != m.Label || len(s.X) != 1 || s.X[0] != m.X || s.Y[0] != m.Y || !s.HasMarker || !s.NoLine {
				t.Errorf("the marker reads back %+v, want %+v as a point without a line", s, *m)
			}
			k++
		}
		for _, r := range d.Rules {
			s := ss[k]
			if s.Name != r.Label || len(s.Y) != 2 || s.Y[0] != r.Value || s.Y[1] != r.Value || !s.Dashed {
				t.Errorf("rule %q reads back %+v", r.Label, s)
			}
			k++
		}
	case chart.Bars, chart.StackedBars:
		bars := got.Groups[0]
		if bars.Kind != "barChart" {
			t.Fatalf("bars drawn as %s", bars.Kind)
		}
		if want := map[chart.Kind]string{chart.Bars: "clustered", chart.StackedBars: "stacked"}[d.Kind]; bars.Grouping != want {
			t.Errorf("grouping %q, want %q", bars.Grouping, want)
		}
		byName := map[string]officetest.ChartSeries{}
		for _, s := range bars.Series {
			byName[s.Name] = s
			if len(s.Cats) != len(d.Groups) {
				t.Fatalf("series %q has %d categories for %d groups", s.Name, len(s.Cats), len(d.Groups))
			}
		}
		for gi, g := range d.Groups {
			for _, b := range g.Bars {
				s, ok := byName[b.Name]
				if !ok {
					t.Fatalf("no series for bar %q", b.Name)
				}
				if s.Cats[gi] != g.Label {
					t.Errorf("category %d is %q, want %q", gi, s.Cats[gi], g.Label)
				}
				if s.Y[gi] != b.Value {
					t.Errorf("bar %q of %q is %v, want %v", b.Name, g.Label, s.Y[gi], b.Value)
				}
			}
		}
		checkRules(t, d.Rules, got)
	case chart.Scale:
		bars := got.Groups[0]
		if bars.Kind != "barChart" || len(bars.Series) != 1 {
			t.Fatalf("a scale drawn as %+v", got.Groups)
		}
		s := bars.Series[0]
		if len(s.Y) != len(d.Rules) {
			t.Fatalf("%d thresholds, want %d", len(s.Y), len(d.Rules))
		}
		for i, r := range d.Rules {
			if s.Cats[i] != r.Label || s.Y[i] != r.Value {
				t.Errorf("threshold %d: %q %v, want %q %v", i, s.Cats[i], s.Y[i], r.Label, r.Value)
			}
		}
		if d.Marker != nil {
			if len(got.Groups) != 2 || got.Groups[1].Kind != "lineChart" {
				t.Fatalf("the free memory is not a line: %+v", got.Groups)
			}
			m := got.Groups[1].Series[0]
			if m.Name != d.Marker.Label || m.Y[0] != d.Marker.X {
				t.Errorf("the marker reads %q %v, want %q %v", m.Name, m.Y, d.Marker.Label, d.Marker.X)
			}
		}
	default:
		t.Fatalf("kind %v", d.Kind)
	}
}

// checkRules finds each reference line as a dashed line over the bars.
func checkRules(t *testing.T, rules []chart.DrawnRule, got officetest.Chart) {
	t.Helper()
	if len(rules) == 0 {
		if len(got.Groups) != 1 {
			t.Errorf("%d chart groups without reference lines", len(got.Groups))
		}
		return
	}
	if len(got.Groups) != 2 || got.Groups[1].Kind != "lineChart" {
		t.Fatalf("the reference lines are not a line chart: %+v", got.Groups)
	}
	for i, r := range rules {
		s := got.Groups[1].Series[i]
		if s.Name != r.Label || !s.Dashed {
			t.Errorf("rule %d: %+v", i, s)
		}
		for _, y := range s.Y {
			if y != r.Value {
				t.Errorf("rule %q at %v, want %v", r.Label, y, r.Value)
			}
		}
	}
}

// A bar a group lacks is a gap (no cached point), not a zero; a chart of
// groups of one bar each draws them full width (overlap 100) with values
// written on them.
func TestBarsGapsAndSingles(t *testing.T) {
	d := &chart.Drawing{Kind: chart.Bars, Title: "Capacity", Y: chart.DrawnAxis{Label: "Capacity", Unit: "GB"},
		Groups: []chart.DrawnGroup{
			{Label: "Raw", Bars: []chart.DrawnBar{{Name: "Capacity", Value: 39144}}},
			{Label: "VM data", Bars: []chart.DrawnBar{{Name: "VM data", Value: 20000}}},
			{Label: "Usable", Bars: []chart.DrawnBar{{Name: "Capacity", Value: 13700.4}}},
		}}
	out, ok, err := dml.Build(d, msg.EN)
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	got := officetest.ReadChart(t, out.XML, out.Workbook)
	ss := got.Groups[0].Series
	if len(ss) != 2 || ss[0].Name != "Capacity" || ss[1].Name != "VM data" {
		t.Fatalf("series %+v", ss)
	}
	if !math.IsNaN(ss[0].Y[1]) || ss[0].Y[0] != 39144 || ss[0].Y[2] != 13700.4 || ss[1].Y[1] != 20000 || !math.IsNaN(ss[1].Y[0]) {
		t.Errorf("values %v %v", ss[0].Y, ss[1].Y)
	}
	if !ss[0].DataLabels {
		t.Error("no values written on the bars")
	}
	if !bytes.Contains(out.XML, []byte(`<c:overlap val="100"/>`)) {
		t.Error("single bars are not drawn full width")
	}
	checkDrawing(t, d, got)
}

// A chart too large to read (more series than MaxSeries) is not drawn: its
// numbers are in the document's tables.
func TestTooManySeries(t *testing.T) {
	d := &chart.Drawing{Kind: chart.StackedBars}
	g := chart.DrawnGroup{Label: "host"}
	for i := 0; i <= dml.MaxSeries; i++ {
		g.Bars = append(g.Bars, chart.DrawnBar{Name: "VM" + string(rune('A'+i%26)) + string(rune('a'+i/26)), Value: 1})
	}
	d.Groups = []chart.DrawnGroup{g}
	if _, ok, err := dml.Build(d, msg.EN); ok || err != nil {
		t.Errorf("a chart of %d series was drawn (err %v)", len(g.Bars), err)
	}
	if _, ok, _ := dml.Build(nil, msg.EN); ok {
		t.Error("nil drawn")
	}
	if _, ok, _ := dml.Build(&chart.Drawing{Kind: chart.Line}, msg.EN); ok {
		t.Error("an empty line chart drawn")
	}
}

// The data sheet is named in the reader's language and its formulas quote
// it; its numbers are formatted for the reader's language.
func TestSheetName(t *testing.T) {
	d := &chart.Drawing{Kind: chart.Line, Series: []chart.DrawnSeries{{Name: "B", Points: []chart.Point{{X: 0, Y: 0}, {X: 1, Y: 2}}}}}
	out, _, _ := dml.Build(d, msg.RU)
	got := officetest.ReadChart(t, out.XML, out.Workbook)
	if ref := got.Groups[0].Series[0].YRef; ref != "'Данные'!$B$2:$B$3" {
		t.Errorf("reference %q", ref)
	}
	// the numbers' format is Russian, so a reader formatting by it writes
	// "25 000" and "1,5" (LibreOffice did "25,000" in a Russian deck)
	if !bytes.Contains(out.XML, []byte(`formatCode="[$-419]#,##0`)) || bytes.Contains(out.XML, []byte(`[$-409]`)) {
		t.Error("a Russian chart's numbers are not formatted as Russian")
	}
}
