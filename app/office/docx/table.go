package docx

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sizewise/sizewise/app/office"
)

// table is a table to write: a caption above it, a header row, rows.
type table struct {
	caption string
	head    []string
	rows    [][]string
	// numeric columns are right-aligned.
	numeric []bool
	// boldRows are shown bold (headline results).
	boldRows []bool
	// weights, when given, share the width between the columns; else
	// their texts' lengths do.
	weights []float64
}

// A table is kept on one page with its caption when it has at most
// keepRows rows and is estimated at most keepHeight twips tall (two thirds
// of the text height); a longer one breaks between rows, its header row
// repeated, its caption kept with its first rows.
const (
	keepRows   = 25
	keepHeight = (pageH - 2*margin) * 2 / 3
)

// tableHeight estimates t's height in twips: per row, the most lines one of
// its cells wraps to (9 pt text, about 0.5 em a character), at 11 pt a line
// plus the cell's padding.
func tableHeight(t table, widths []int) int {
	rowH := func(cells []string) int {
		lines := 1
		for j, c := range cells {
			if j >= len(widths) {
				break
			}
			perLine := max(1, (widths[j]-170)/90) // 9 pt × 0.5 em = 90 twips a character
			n := 0
			for _, line := range strings.Split(c, "\n") {
				n += 1 + utf8.RuneCountInString(line)/perLine
			}
			lines = max(lines, n)
		}
		return lines*220 + 100
	}
	h := rowH(t.head)
	for _, r := range t.rows {
		h += rowH(r)
	}
	return h
}

// numericColumns marks the columns whose every cell (the header aside)
// reads as a number.
func numericColumns(t table, cols int) []bool {
	out := make([]bool, cols)
	for j := range out {
		out[j] = len(t.rows) > 0
		for _, r := range t.rows {
			if j < len(r) && r[j] != "" && !numberLike(r[j]) {
				out[j] = false
			}
		}
	}
	return out
}

// numberLike reports whether a cell's text reads as a number (it starts
// with a digit or a sign): it is right-aligned in a numeric column, where
// a text ("changed", a choice) stays left-aligned.
func numberLike(s string) bool {
	for _, r := range s {
		return (r >= '0' && r <= '9') || r == '+' || r == '-' || r == '\u2212'
	}
	return false
}

// table writes t: its caption (Table N, a SEQ field), then the table in the
// "Table Grid" style across the text width, the header row repeated on
// every page, no row split across pages, and a short table kept whole on
// one page with its caption.
func (w *writer) table(b *strings.Builder, t table) {
	cols := len(t.head)
	for _, r := range t.rows {
		cols = max(cols, len(r))
	}
	if cols == 0 {
		return
	}
	w.tables++
	if t.numeric == nil {
		t.numeric = numericColumns(t, cols)
	}
	widths := columnWidths(t, cols)
	keep := len(t.rows) <= keepRows && tableHeight(t, widths) <= keepHeight
	if t.caption != "" {
		w.caption(b, office.Table, "Table", w.tables, t.caption, true)
	}
	b.WriteString(`<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="5000" w:type="pct"/><w:tblLayout w:type="fixed"/>` +
		`<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr><w:tblGrid>`)
	for _, wd := range widths {
		b.WriteString(`<w:gridCol w:w="` + strconv.Itoa(wd) + `"/>`)
	}
	b.WriteString(`</w:tblGrid>`)
	row := func(cells []string, header, strong, last bool) {
		b.WriteString(`<w:tr><w:trPr><w:cantSplit/>`)
		if header {
			b.WriteString(`<w:tblHeader/>`)
		}
		b.WriteString(`</w:trPr>`)
		for j := 0; j < cols; j++ {
			text := ""
			if j < len(cells) {
				text = cells[j]
			}
			b.WriteString(`<w:tc><w:tcPr><w:tcW w:w="` + strconv.Itoa(widths[j]) + `" w:type="dxa"/></w:tcPr>`)
			p := &para{style: "TableText", keepNext: header || (keep && !last)}
			if j < len(t.numeric) && t.numeric[j] && !header && numberLike(text) {
				p.jc = "right"
			}
			rPr := plain
			if header || strong {
				rPr = bold
			}
			lines := strings.Split(text, "\n")
			for k, line := range lines {
				if k > 0 {
					p.raw(`<w:r><w:br/></w:r>`)
				}
				p.text(line, rPr)
			}
			p.xml(b)
			b.WriteString(`</w:tc>`)
		}
		b.WriteString(`</w:tr>`)
	}
	if len(t.head) > 0 {
		row(t.head, true, false, len(t.rows) == 0)
	}
	for i, r := range t.rows {
		row(r, false, i < len(t.boldRows) && t.boldRows[i], i == len(t.rows)-1)
	}
	b.WriteString(`</w:tbl>`)
	// A little space after the table (a table has no spacing of its own).
	b.WriteString(`<w:p><w:pPr><w:spacing w:before="0" w:after="120"/></w:pPr></w:p>`)
}

// columnWidths shares the text width between cols columns: by weight when
// given, else by the length of their longest word and their text (so a
// label column gets more than a number column), at least minCol each.
func columnWidths(t table, cols int) []int {
	const minCol = 900 // twips: about 1.6 cm, a number of 8 digits
	need := make([]float64, cols)
	if len(t.weights) == cols {
		copy(need, t.weights)
	} else {
		for j := 0; j < cols; j++ {
			longest, word := 4.0, 4.0
			measure := func(s string) {
				longest = math.Max(longest, float64(utf8.RuneCountInString(s)))
				for _, wd := range strings.Fields(s) {
					word = math.Max(word, float64(utf8.RuneCountInString(wd)))
				}
			}
			if j < len(t.head) {
				for _, wd := range strings.Fields(t.head[j]) {
					word = math.Max(word, float64(utf8.RuneCountInString(wd)))
				}
			}
			for _, r := range t.rows {
				if j < len(r) {
					measure(r[j])
				}
			}
			// a long text wraps: its share grows slower than its length
			need[j] = math.Max(word, math.Sqrt(longest)*4)
		}
	}
	sum := 0.0
	for _, n := range need {
		sum += n
	}
	out := make([]int, cols)
	left := textW
	for j := range out {
		out[j] = max(minCol, int(float64(textW)*need[j]/sum))
	}
	total := 0
	for _, o := range out {
		total += o
	}
	if total > textW { // the minimums overflowed: scale all down
		for j := range out {
			out[j] = out[j] * textW / total
		}
	}
	total = 0
	for _, o := range out {
		total += o
	}
	out[0] += left - total
	return out
}
