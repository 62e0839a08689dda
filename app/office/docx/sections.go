package docx

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/opc"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
)

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
