package dml

import (
	"math"
	"strconv"

	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
)

// line lays out a Line chart: a pair of columns (X, Y) per series.
func (p *plan) line() bool {
	d := p.d
	p.scatter = true
	p.xTitle, p.yTitle = axisTitle(d.X), axisTitle(d.Y)
	col := 1
	add := func(kind int, name string, pts []chart.Point) {
		if len(pts) == 0 || len(pts) > MaxPoints {
			return
		}
		s := series{kind: kind, name: name}
		p.sheet.set(col, 1, Str(p.xTitle))
		p.sheet.set(col+1, 1, Str(name))
		for i, pt := range pts {
			x, y := pt.X, pt.Y
			if !finite(x) {
				continue
			}
			s.xs = append(s.xs, x)
			if !finite(y) {
				y = math.NaN()
			} else {
				p.sheet.set(col+1, i+2, Num(y))
			}
			p.sheet.set(col, i+2, Num(x))
			s.ys = append(s.ys, y)
		}
		n := len(pts) + 1
		s.nameRef = p.sheet.Ref(col+1, 1, 1)
		s.xRef, s.yRef = p.sheet.Ref(col, 2, n), p.sheet.Ref(col+1, 2, n)
		p.series = append(p.series, s)
		col += 2
	}
	minX, maxX := math.Inf(1), math.Inf(-1)
	for _, s := range d.Series {
		add(data, s.Name, s.Points)
		for _, pt := range s.Points {
			if finite(pt.X) {
				minX, maxX = math.Min(minX, pt.X), math.Max(maxX, pt.X)
			}
		}
	}
	if len(p.series) == 0 || len(p.series) > MaxSeries {
		return false
	}
	if m := d.Marker; m != nil && finite(m.X) && finite(m.Y) {
		add(marker, m.Label, []chart.Point{m.Point})
		minX, maxX = math.Min(minX, m.X), math.Max(maxX, m.X)
	}
	for _, r := range d.Rules {
		if finite(r.Value) && minX <= maxX {
			add(rule, r.Label, []chart.Point{{X: minX, Y: r.Value}, {X: maxX, Y: r.Value}})
		}
	}
	return true
}

// bars lays out a Bars or StackedBars chart: the groups' labels in column
// A, a column per bar name, then a column per reference line.
func (p *plan) bars() bool {
	d := p.d
	p.stacked = d.Kind == chart.StackedBars
	p.xTitle, p.yTitle = axisTitle(d.X), axisTitle(d.Y)
	if len(d.Groups) == 0 || len(d.Groups) > MaxPoints {
		return false
	}
	var names []string
	index := map[string]int{}
	for _, g := range d.Groups {
		for _, b := range g.Bars {
			if _, ok := index[b.Name]; !ok {
				index[b.Name] = len(names)
				names = append(names, b.Name)
			}
		}
	}
	if len(names) == 0 || len(names)+len(d.Rules) > MaxSeries {
		return false
	}
	n := len(d.Groups)
	cats := make([]string, n)
	p.sheet.set(1, 1, Str(p.xTitle))
	for i, g := range d.Groups {
		cats[i] = g.Label
		p.sheet.set(1, i+2, Str(g.Label))
	}
	catRef := p.sheet.Ref(1, 2, n+1)
	values := make([][]float64, len(names))
	for k := range values {
		values[k] = make([]float64, n)
		for i := range values[k] {
			values[k][i] = math.NaN()
		}
	}
	for i, g := range d.Groups {
		for _, b := range g.Bars {
			if finite(b.Value) {
				k := index[b.Name]
				if math.IsNaN(values[k][i]) {
					values[k][i] = 0
				}
				values[k][i] += b.Value
			}
		}
	}
	for k, name := range names {
		col := k + 2
		p.sheet.set(col, 1, Str(name))
		for i, v := range values[k] {
			if !math.IsNaN(v) {
				p.sheet.set(col, i+2, Num(v))
			}
		}
		p.series = append(p.series, series{kind: data, name: name, nameRef: p.sheet.Ref(col, 1, 1),
			cats: cats, catRef: catRef, ys: values[k], yRef: p.sheet.Ref(col, 2, n+1)})
	}
	p.rules(cats, catRef, len(names)+2)
	p.labels = !p.stacked && n*len(names) <= 16
	return true
}

// rules adds each reference line as a line series over the categories,
// from column col.
func (p *plan) rules(cats []string, catRef string, col int) {
	n := len(cats)
	for _, r := range p.d.Rules {
		if !finite(r.Value) {
			continue
		}
		ys := make([]float64, n)
		p.sheet.set(col, 1, Str(r.Label))
		for i := range ys {
			ys[i] = r.Value
			p.sheet.set(col, i+2, Num(r.Value))
		}
		p.series = append(p.series, series{kind: rule, name: r.Label, nameRef: p.sheet.Ref(col, 1, 1),
			cats: cats, catRef: catRef, ys: ys, yRef: p.sheet.Ref(col, 2, n+1), lineGroup: true})
		col++
	}
}

// scale lays out a Scale chart: the thresholds (its Rules, else its bands'
// upper bounds) as columns, the Marker as a line across them.
func (p *plan) scale() bool {
	d := p.d
	type point struct {
		label string
		value float64
	}
	var pts []point
	for _, r := range d.Rules {
		if finite(r.Value) {
			pts = append(pts, point{r.Label, r.Value})
		}
	}
	if len(pts) == 0 {
		for _, b := range d.Bands {
			if finite(b.To) {
				pts = append(pts, point{b.Label, b.To})
			}
		}
	}
	if len(pts) == 0 || len(pts) > MaxPoints {
		return false
	}
	p.xTitle, p.yTitle = "", axisTitle(d.X)
	n := len(pts)
	cats := make([]string, n)
	ys := make([]float64, n)
	name := thresholds.In(p.lang)
	p.sheet.set(1, 1, Str(""))
	p.sheet.set(2, 1, Str(name))
	for i, pt := range pts {
		cats[i], ys[i] = pt.label, pt.value
		p.sheet.set(1, i+2, Str(pt.label))
		p.sheet.set(2, i+2, Num(pt.value))
	}
	catRef := p.sheet.Ref(1, 2, n+1)
	p.series = append(p.series, series{kind: data, name: name, nameRef: p.sheet.Ref(2, 1, 1),
		cats: cats, catRef: catRef, ys: ys, yRef: p.sheet.Ref(2, 2, n+1)})
	if m := d.Marker; m != nil && finite(m.X) {
		p.sheet.set(3, 1, Str(m.Label))
		mys := make([]float64, n)
		for i := range mys {
			mys[i] = m.X
			p.sheet.set(3, i+2, Num(m.X))
		}
		p.series = append(p.series, series{kind: marker, name: m.Label, nameRef: p.sheet.Ref(3, 1, 1),
			cats: cats, catRef: catRef, ys: mys, yRef: p.sheet.Ref(3, 2, n+1), lineGroup: true})
	}
	p.labels = n <= 12
	return true
}

// numFmt is an Excel number format for values: no decimals from 10 up,
// else as many (up to 2) as they need. Format codes are written in the
// invariant form; the reader's application shows them with its locale's
// separators.
func numFmt(values ...[]float64) string {
	dec := 0
	top := 0.0
	for _, vs := range values {
		for _, v := range vs {
			if !finite(v) {
				continue
			}
			a := math.Abs(v)
			top = math.Max(top, a)
			if a >= 100 {
				continue
			}
			for d := 0; d <= 2; d++ {
				s := math.Pow(10, float64(d))
				if math.Abs(math.Round(a*s)-a*s) < 1e-9*s || d == 2 {
					dec = max(dec, d)
					break
				}
			}
		}
	}
	switch {
	case dec == 0:
		return "#,##0"
	case dec == 1:
		return "#,##0.0"
	}
	return "#,##0.00"
}

// localized is a number format for readers of lang: the code with the
// language's locale ([$-419] Russian, [$-409] English), so that a reader
// that formats by the number format's language (LibreOffice) writes
// "25 000" and "1,5" in a Russian document, "25,000" and "1.5" in an
// English one. Word and PowerPoint write the separators of the reader's
// own system.
func localized(lang msg.Lang, code string) string {
	if lang == msg.RU {
		return "[$-419]" + code
	}
	return "[$-409]" + code
}

// axisFmt is the format of a value axis's ticks over values up to top.
func axisFmt(top float64) string {
	if top >= 10 {
		return "#,##0"
	}
	return "#,##0.0#"
}

func f(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// langTag is the BCP 47 tag of lang as Office writes it.
func langTag(lang msg.Lang) string {
	if lang == msg.RU {
		return "ru-RU"
	}
	return "en-US"
}
