// Package xlsxtest writes small .xlsx workbooks for tests: shared and inline
// strings, numbers, booleans, errors, dates (serial numbers with a date
// format, or ISO 8601 cells of type "d"), formulas with cached values,
// styled blank cells and rows, sparse cells placed by reference. It is the
// test fixture writer of engine/xlsx and engine/rvtools (no real customer
// export is ever committed); it is not used by the engine itself.
package xlsxtest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"strings"
	"time"
)

type kind uint8

const (
	kSkip kind = iota
	kShared
	kInline
	kNum
	kBool
	kDate
	kISO
	kErr
	kStyled
	kFormulaStr
	kUncached
)

// Value is one cell to write.
type Value struct {
	kind    kind
	s       string
	n       float64
	t       time.Time
	formula string
	// Style is an explicit style index (0: the kind's default).
	Style int
}

// Cell styles of the written workbooks (cellXfs indexes).
const (
	StyleGeneral  = 0
	StyleDateTime = 1 // custom format 164 "yyyy-mm-dd hh:mm:ss"
	StyleDate     = 2 // built-in format 14 (m/d/yyyy)
	StyleFill     = 3 // a fill and a border, general number format
	StyleTwoDec   = 4 // built-in format 2 ("0.00")
)

// Skip writes no cell (a sparse row).
var Skip = Value{}

// Str is a shared string.
func Str(s string) Value { return Value{kind: kShared, s: s} }

// Inline is an inline string (t="inlineStr").
func Inline(s string) Value { return Value{kind: kInline, s: s} }

// Num is a number.
func Num(f float64) Value { return Value{kind: kNum, n: f} }

// Bool is TRUE or FALSE (t="b").
func Bool(b bool) Value {
	v := Value{kind: kBool}
	if b {
		v.n = 1
	}
	return v
}

// Date is a date as an Excel serial number with a date format.
func Date(t time.Time) Value { return Value{kind: kDate, t: t} }

// ISODate is a date as an ISO 8601 cell (t="d").
func ISODate(t time.Time) Value { return Value{kind: kISO, t: t} }

// ErrVal is an error value ("#N/A").
func ErrVal(s string) Value { return Value{kind: kErr, s: s} }

// Styled is a formatted blank: a cell with a style and no value.
func Styled() Value { return Value{kind: kStyled, Style: StyleFill} }

// Formula is a formula with its cached value (a number, a string or a bool).
func Formula(f string, cached Value) Value {
	cached.formula = f
	if cached.kind == kShared || cached.kind == kInline {
		cached.kind = kFormulaStr
	}
	return cached
}

// Uncached is a formula saved without a computed value (<c><f>…</f></c>),
// as tools that write workbooks without calculating them save it.
func Uncached(f string) Value { return Value{kind: kUncached, formula: f} }

// NumberOf is v's number (a Num, or a formula's cached number), else 0.
func NumberOf(v Value) float64 {
	if v.kind == kNum {
		return v.n
	}
	return 0
}

// WithStyle returns v with style s.
func (v Value) WithStyle(s int) Value { v.Style = s; return v }

// Row is one row to write.
type Row struct {
	// Num is the 1-based row number; 0 is the row after the previous one.
	Num int
	// Cells are placed from column A (or Col) on; Skip leaves a hole.
	Cells []Value
	// Col is the 1-based column of Cells[0] (0: A).
	Col int
	// Styled writes a row style (s, customFormat), as Excel does for
	// formatted rows.
	Styled bool
}

// Sheet is one sheet to write.
type Sheet struct {
	Name string
	Rows []Row
	// XML, if set, is written as the sheet's part instead of Rows.
	XML string
}

// Book is a workbook to write.
type Book struct {
	Sheets   []Sheet
	Date1904 bool
	// NoRefs omits the r attributes of rows and cells (valid: position then
	// follows order).
	NoRefs bool
	// Prefix writes the SpreadsheetML elements with a namespace prefix
	// ("x:row"), as some writers do.
	Prefix string
	// NoSharedStrings writes every string inline (no sharedStrings part).
	NoSharedStrings bool
	// SharedStringsXML, if set, is written as the shared-string part
	// instead of the table the cells build (their indexes must fit it).
	SharedStringsXML string
	// Extra parts written after the workbook's own, in order; a name the
	// workbook already has is written twice (a duplicate zip entry).
	Extra []Part
	// Dangling names sheets the workbook lists with a relationship id the
	// relationships do not have (DanglingRel false) or with a relationship
	// to a part the zip does not hold (DanglingRel true).
	Dangling    []string
	DanglingRel bool
}

// Part is a raw zip entry of a Book.
type Part struct {
	Name, Body string
}

// Bytes is the workbook as an .xlsx file. It panics on a writer error,
// which cannot happen in memory.
func (b Book) Bytes() []byte {
	var buf bytes.Buffer
	if err := b.Write(&buf); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// Write writes the workbook as an .xlsx file to w.
func (b Book) Write(w io.Writer) error {
	zw := zip.NewWriter(w)
	sst := &sstTable{index: map[string]int{}}
	file := func(name, body string) error {
		f, err := zw.Create(name)
		if err != nil {
			return err
		}
		_, err = io.WriteString(f, body)
		return err
	}
	var ctSheets, wbSheets, wbRels strings.Builder
	for i, sh := range b.Sheets {
		n := i + 1
		fmt.Fprintf(&ctSheets, `<Override PartName="/xl/worksheets/sheet%d.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`, n)
		fmt.Fprintf(&wbSheets, `<sheet name="%s" sheetId="%d" r:id="rId%d"/>`, esc(sh.Name), n, n)
		fmt.Fprintf(&wbRels, `<Relationship Id="rId%d" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet%d.xml"/>`, n, n)
		body := sh.XML
		if body == "" {
			body = b.sheetXML(sh, sst)
		}
		if err := file(fmt.Sprintf("xl/worksheets/sheet%d.xml", n), body); err != nil {
			return err
		}
	}
	for i, name := range b.Dangling {
		n := len(b.Sheets) + i + 1
		fmt.Fprintf(&wbSheets, `<sheet name="%s" sheetId="%d" r:id="rId%d"/>`, esc(name), n, n)
		if b.DanglingRel {
			fmt.Fprintf(&wbRels, `<Relationship Id="rId%d" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet%d.xml"/>`, n, n)
		}
	}
	hasSST := !b.NoSharedStrings && (len(sst.list) > 0 || b.SharedStringsXML != "")
	sstCT, sstRel := "", ""
	if hasSST {
		sstCT = `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>`
		sstRel = `<Relationship Id="rIdSST" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>`
	}
	date1904 := ""
	if b.Date1904 {
		date1904 = ` date1904="1"`
	}
	parts := []struct{ name, body string }{
		{"[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
			`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
			`<Default Extension="xml" ContentType="application/xml"/>` +
			`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
			`<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
			ctSheets.String() + sstCT + `</Types>`},
		{"_rels/.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
			`</Relationships>`},
		{"xl/workbook.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
			`<workbookPr` + date1904 + `/><sheets>` + wbSheets.String() + `</sheets></workbook>`},
		{"xl/_rels/workbook.xml.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` + wbRels.String() +
			`<Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
			sstRel + `</Relationships>`},
		{"xl/styles.xml", stylesXML},
	}
	if hasSST {
		body := sst.xml()
		if b.SharedStringsXML != "" {
			body = b.SharedStringsXML
		}
		parts = append(parts, struct{ name, body string }{"xl/sharedStrings.xml", body})
	}
	for _, x := range b.Extra {
		parts = append(parts, struct{ name, body string }{x.Name, x.Body})
	}
	for _, p := range parts {
		if err := file(p.name, p.body); err != nil {
			return err
		}
	}
	return zw.Close()
}
