package officetest

import (
	"bytes"
	"encoding/xml"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/xlsx"
)

// Chart is a chart part read back: its title, each chart group's kind and
// series.
type Chart struct {
	Title  string
	Groups []ChartGroup
}

// ChartGroup is one chart of a plot area (scatterChart, barChart,
// lineChart) and its series.
type ChartGroup struct {
	Kind     string // the element's name: "scatterChart", "barChart", "lineChart"
	Grouping string // a bar chart's: "clustered", "stacked"
	Series   []ChartSeries
}

// ChartSeries is a series read back: its name and values from the chart's
// caches, and the references to its cells.
type ChartSeries struct {
	Name       string
	NameRef    string
	Cats       []string // categories (bar, line)
	CatRef     string
	X          []float64 // scatter
	XRef       string
	Y          []float64 // NaN where a point is absent
	YRef       string
	NoLine     bool // drawn as markers only
	HasMarker  bool
	Dashed     bool
	DataLabels bool
}

type xStrRef struct {
	F     string `xml:"f"`
	Cache struct {
		Count struct {
			Val int `xml:"val,attr"`
		} `xml:"ptCount"`
		Pts []struct {
			Idx int    `xml:"idx,attr"`
			V   string `xml:"v"`
		} `xml:"pt"`
	} `xml:"strCache"`
}

type xNumRef struct {
	F     string `xml:"f"`
	Cache struct {
		Count struct {
			Val int `xml:"val,attr"`
		} `xml:"ptCount"`
		Pts []struct {
			Idx int    `xml:"idx,attr"`
			V   string `xml:"v"`
		} `xml:"pt"`
	} `xml:"numCache"`
}

type xSer struct {
	Tx struct {
		StrRef xStrRef `xml:"strRef"`
	} `xml:"tx"`
	SpPr struct {
		Ln struct {
			NoFill *struct{} `xml:"noFill"`
			Dash   *struct {
				Val string `xml:"val,attr"`
			} `xml:"prstDash"`
		} `xml:"ln"`
	} `xml:"spPr"`
	Marker struct {
		Symbol struct {
			Val string `xml:"val,attr"`
		} `xml:"symbol"`
	} `xml:"marker"`
	DLbls *struct{} `xml:"dLbls"`
	Cat   struct {
		StrRef xStrRef `xml:"strRef"`
	} `xml:"cat"`
	Val struct {
		NumRef xNumRef `xml:"numRef"`
	} `xml:"val"`
	XVal struct {
		NumRef xNumRef `xml:"numRef"`
	} `xml:"xVal"`
	YVal struct {
		NumRef xNumRef `xml:"numRef"`
	} `xml:"yVal"`
}

// ReadChart reads a chart part and checks it against its workbook (read
// with engine/xlsx): every series' name, categories and values in the
// chart's caches must be the cells its references name, so "Edit data"
// opens the numbers the chart draws.
func ReadChart(tb testing.TB, part, workbook []byte) Chart {
	tb.Helper()
	var out Chart
	var cs struct {
		Chart struct {
			Title struct {
				Tx struct {
					Rich struct {
						P []struct {
							R []struct {
								T string `xml:"t"`
							} `xml:"r"`
						} `xml:"p"`
					} `xml:"rich"`
				} `xml:"tx"`
			} `xml:"title"`
			PlotArea struct {
				Inner []byte `xml:",innerxml"`
			} `xml:"plotArea"`
		} `xml:"chart"`
		External struct {
			ID string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"externalData"`
	}
	if err := xml.Unmarshal(part, &cs); err != nil {
		tb.Fatalf("chart part: %v", err)
	}
	if cs.External.ID == "" {
		tb.Error("the chart has no externalData: Edit data would find no workbook")
	}
	for _, p := range cs.Chart.Title.Tx.Rich.P {
		for _, r := range p.R {
			out.Title += r.T
		}
	}
	cells := sheetCells(tb, workbook)
	d := xml.NewDecoder(bytes.NewReader(append(append([]byte("<plotArea xmlns:c=\"http://schemas.openxmlformats.org/drawingml/2006/chart\" xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\">"), cs.Chart.PlotArea.Inner...), "</plotArea>"...)))
	for {
		tok, err := d.Token()
		if err != nil {
			break
		}
		se, ok := tok.(xml.StartElement)
		if !ok || !strings.HasSuffix(se.Name.Local, "Chart") {
			continue
		}
		var g struct {
			Grouping struct {
				Val string `xml:"val,attr"`
			} `xml:"grouping"`
			Ser []xSer `xml:"ser"`
		}
		if err := d.DecodeElement(&g, &se); err != nil {
			tb.Fatalf("%s: %v", se.Name.Local, err)
		}
		grp := ChartGroup{Kind: se.Name.Local, Grouping: g.Grouping.Val}
		for _, s := range g.Ser {
			cs := ChartSeries{NameRef: s.Tx.StrRef.F, CatRef: s.Cat.StrRef.F, Dashed: s.SpPr.Ln.Dash != nil && s.SpPr.Ln.Dash.Val != "solid",
				NoLine: s.SpPr.Ln.NoFill != nil, HasMarker: s.Marker.Symbol.Val != "" && s.Marker.Symbol.Val != "none", DataLabels: s.DLbls != nil}
			if len(s.Tx.StrRef.Cache.Pts) > 0 {
				cs.Name = s.Tx.StrRef.Cache.Pts[0].V
			}
			check := func(what, ref string, cached []string) {
				tb.Helper()
				got := cells.ref(tb, ref)
				if len(got) != len(cached) {
					tb.Errorf("series %q: %s %s names %d cells, the cache holds %d", cs.Name, what, ref, len(got), len(cached))
					return
				}
				for i := range got {
					if !sameCell(got[i], cached[i]) {
						tb.Errorf("series %q: %s %s[%d] is %q in the workbook, %q in the chart", cs.Name, what, ref, i, got[i], cached[i])
					}
				}
			}
			check("name", cs.NameRef, []string{cs.Name})
			if s.Cat.StrRef.F != "" {
				cs.Cats = strCache(s.Cat.StrRef)
				check("categories", cs.CatRef, cs.Cats)
			}
			num := s.Val.NumRef
			if s.YVal.NumRef.F != "" {
				num = s.YVal.NumRef
				cs.XRef = s.XVal.NumRef.F
				cs.X = floats(numCache(s.XVal.NumRef))
				check("x values", cs.XRef, numCache(s.XVal.NumRef))
			}
			cs.YRef = num.F
			cs.Y = floats(numCache(num))
			check("values", cs.YRef, numCache(num))
			grp.Series = append(grp.Series, cs)
		}
		out.Groups = append(out.Groups, grp)
	}
	if len(out.Groups) == 0 {
		tb.Error("the chart has no chart group")
	}
	return out
}

func strCache(r xStrRef) []string {
	out := make([]string, r.Cache.Count.Val)
	for _, p := range r.Cache.Pts {
		if p.Idx >= 0 && p.Idx < len(out) {
			out[p.Idx] = p.V
		}
	}
	return out
}

func numCache(r xNumRef) []string {
	out := make([]string, r.Cache.Count.Val)
	for _, p := range r.Cache.Pts {
		if p.Idx >= 0 && p.Idx < len(out) {
			out[p.Idx] = p.V
		}
	}
	return out
}

func floats(ss []string) []float64 {
	out := make([]float64, len(ss))
	for i, s := range ss {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			x = math.NaN()
		}
		out[i] = x
	}
	return out
}

// sameCell compares a cell's text with a cached value (numbers by value).
func sameCell(cell, cached string) bool {
	if cell == cached {
		return true
	}
	a, err1 := strconv.ParseFloat(cell, 64)
	b, err2 := strconv.ParseFloat(cached, 64)
	return err1 == nil && err2 == nil && a == b
}

// cellMap is a worksheet's cells by reference ("B3").
type cellMap struct {
	sheet string
	cells map[string]string
}

// sheetCells reads the workbook's one sheet with engine/xlsx.
func sheetCells(tb testing.TB, workbook []byte) cellMap {
	tb.Helper()
	wb, err := xlsx.Open(bytes.NewReader(workbook), int64(len(workbook)), xlsx.Limits{})
	if err != nil {
		tb.Fatalf("the embedded workbook does not open: %v", err)
	}
	sheets := wb.Sheets()
	if len(sheets) != 1 {
		tb.Fatalf("the workbook has %d sheets", len(sheets))
	}
	for {
		done, err := wb.LoadStrings(1000)
		if err != nil {
			tb.Fatal(err)
		}
		if done {
			break
		}
	}
	rows, err := wb.Rows(sheets[0].Name)
	if err != nil {
		tb.Fatal(err)
	}
	defer rows.Close()
	m := cellMap{sheet: sheets[0].Name, cells: map[string]string{}}
	for rows.Next() {
		r := rows.Row()
		for _, c := range r.Cells {
			m.cells[xlsx.ColumnName(c.Col)+strconv.Itoa(r.Num)] = c.Text
		}
	}
	if err := rows.Err(); err != nil {
		tb.Fatal(err)
	}
	return m
}

// ref reads the cells of a reference 'Sheet'!$B$2:$B$9 (one column).
func (m cellMap) ref(tb testing.TB, ref string) []string {
	tb.Helper()
	i := strings.LastIndexByte(ref, '!')
	if i < 0 {
		tb.Errorf("reference %q names no sheet", ref)
		return nil
	}
	sheet := strings.Trim(ref[:i], "'")
	if strings.ReplaceAll(sheet, "''", "'") != m.sheet {
		tb.Errorf("reference %q names sheet %q, the workbook's is %q", ref, sheet, m.sheet)
	}
	from, to, _ := strings.Cut(strings.ReplaceAll(ref[i+1:], "$", ""), ":")
	if to == "" {
		to = from
	}
	c1, r1, ok1 := xlsx.ParseRef(from)
	c2, r2, ok2 := xlsx.ParseRef(to)
	if !ok1 || !ok2 || c1 != c2 || r2 < r1 {
		tb.Errorf("reference %q is not one column's cells", ref)
		return nil
	}
	var out []string
	for r := r1; r <= r2; r++ {
		out = append(out, m.cells[xlsx.ColumnName(c1)+strconv.Itoa(r)])
	}
	return out
}
