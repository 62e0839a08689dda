package dml

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/office/opc"
	"github.com/sizewise/sizewise/engine/xlsx"
)

// Cell is one cell of a data sheet: a number, a text, or empty.
type Cell struct {
	Text  string
	Num   float64
	IsNum bool
}

// Num is a number cell.
func Num(x float64) Cell { return Cell{Num: x, IsNum: true} }

// Str is a text cell.
func Str(s string) Cell { return Cell{Text: s} }

// Sheet is the data of a chart as a worksheet: rows of cells from A1.
type Sheet struct {
	Name string
	Rows [][]Cell
}

// set puts c at (col, row), 1-based, growing the sheet.
func (s *Sheet) set(col, row int, c Cell) {
	for len(s.Rows) < row {
		s.Rows = append(s.Rows, nil)
	}
	r := s.Rows[row-1]
	for len(r) < col {
		r = append(r, Cell{})
	}
	r[col-1] = c
	s.Rows[row-1] = r
}

// Ref is an absolute reference to the cells of column col, rows from..to
// (1-based), with the sheet's name quoted: 'Data'!$B$2:$B$9.
func (s *Sheet) Ref(col, from, to int) string {
	c := xlsx.ColumnName(col)
	q := "'" + strings.ReplaceAll(s.Name, "'", "''") + "'!"
	if from == to {
		return q + "$" + c + "$" + strconv.Itoa(from)
	}
	return q + "$" + c + "$" + strconv.Itoa(from) + ":$" + c + "$" + strconv.Itoa(to)
}

// Workbook writes s as an .xlsx workbook of one worksheet (ECMA-376 Part 1
// §18): what "Edit data" in Word or PowerPoint opens. Texts are inline
// strings (no shared-string table); numbers are written in the shortest
// form that reads back exactly.
func (s *Sheet) Workbook() ([]byte, error) {
	p := opc.New()
	var b strings.Builder
	b.WriteString(xmlHead + `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">`)
	width := 0
	for _, r := range s.Rows {
		width = max(width, len(r))
	}
	if width > 0 {
		// The first column holds labels: wide enough to read them.
		b.WriteString(`<cols><col min="1" max="1" width="36" customWidth="1"/>`)
		if width > 1 {
			b.WriteString(`<col min="2" max="` + strconv.Itoa(width) + `" width="18" customWidth="1"/>`)
		}
		b.WriteString(`</cols>`)
	}
	b.WriteString(`<sheetData>`)
	for i, r := range s.Rows {
		row := strconv.Itoa(i + 1)
		b.WriteString(`<row r="` + row + `">`)
		for j, c := range r {
			ref := xlsx.ColumnName(j+1) + row
			switch {
			case c.IsNum:
				b.WriteString(`<c r="` + ref + `"><v>` + strconv.FormatFloat(c.Num, 'g', -1, 64) + `</v></c>`)
			case c.Text != "":
				b.WriteString(`<c r="` + ref + `" t="inlineStr"><is><t xml:space="preserve">` + opc.Esc(c.Text) + `</t></is></c>`)
			}
		}
		b.WriteString(`</row>`)
	}
	b.WriteString(`</sheetData></worksheet>`)
	p.Add("/xl/workbook.xml", opc.TypeWorkbook, []byte(xmlHead+
		`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">`+
		`<sheets><sheet name="`+opc.Attr(s.Name)+`" sheetId="1" r:id="rId1"/></sheets></workbook>`))
	p.Add("/xl/worksheets/sheet1.xml", opc.TypeWorksheet, []byte(b.String()))
	p.Add("/xl/styles.xml", opc.TypeSSStyles, []byte(xmlHead+
		`<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`+
		`<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>`+
		`<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>`+
		`<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>`+
		`<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>`+
		`<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>`+
		`<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>`+
		`</styleSheet>`))
	p.Relate("", opc.RelOfficeDocument, "/xl/workbook.xml")
	p.Relate("/xl/workbook.xml", opc.RelWorksheet, "/xl/worksheets/sheet1.xml")
	p.Relate("/xl/workbook.xml", opc.RelStyles, "/xl/styles.xml")
	return p.Bytes()
}

const xmlHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n"
