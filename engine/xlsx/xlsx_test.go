package xlsx_test

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

var when = time.Date(2026, 11, 30, 9, 15, 30, 0, time.UTC)

// allTypes is one sheet with every kind of cell the reader knows, sparse.
func allTypes() xlsxtest.Book {
	return xlsxtest.Book{Sheets: []xlsxtest.Sheet{
		{Name: "Other", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Str("x")}}}},
		{Name: "vInfo", Rows: []xlsxtest.Row{
			{Cells: []xlsxtest.Value{xlsxtest.Str("VM"), xlsxtest.Str("Memory"), xlsxtest.Str("Template")}},
			{Cells: []xlsxtest.Value{
				xlsxtest.Str("вм-01 Кластер"), xlsxtest.Num(4096), xlsxtest.Bool(true),
				xlsxtest.Inline("inline  text "), xlsxtest.Date(when), xlsxtest.ISODate(when),
				xlsxtest.ErrVal("#N/A"), xlsxtest.Formula("B2*2", xlsxtest.Num(8192)),
				xlsxtest.Formula(`"a"&"b"`, xlsxtest.Str("ab")), xlsxtest.Styled(),
				xlsxtest.Num(4.1), xlsxtest.Date(time.Date(2019, 5, 14, 0, 0, 0, 0, time.UTC)).WithStyle(xlsxtest.StyleDate),
				xlsxtest.Num(-0.5), xlsxtest.Uncached("B2*3"),
			}},
			{Num: 12, Col: 28, Cells: []xlsxtest.Value{xlsxtest.Str("AB12")}},
			{Num: 5000, Styled: true},
			{Num: 5001, Cells: []xlsxtest.Value{xlsxtest.Styled(), xlsxtest.Styled()}},
		}},
	}}
}

func open(t *testing.T, data []byte, lim xlsx.Limits) *xlsx.Workbook {
	t.Helper()
	wb, err := xlsx.Open(bytes.NewReader(data), int64(len(data)), lim)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	return wb
}

type readRow struct {
	num   int
	cells []xlsx.Cell
}

func readSheet(t *testing.T, wb *xlsx.Workbook, name string) []readRow {
	t.Helper()
	rows, err := wb.Rows(name)
	if err != nil {
		t.Fatalf("Rows(%s): %v", name, err)
	}
	defer rows.Close()
	var out []readRow
	for rows.Next() {
		r := rows.Row()
		out = append(out, readRow{r.Num, append([]xlsx.Cell(nil), r.Cells...)})
	}
	if err := rows.Err(); err != nil {
		t.Fatalf("reading %s: %v", name, err)
	}
	return out
}

func TestCellTypes(t *testing.T) {
	for _, tc := range []struct {
		name string
		book func(b xlsxtest.Book) xlsxtest.Book
	}{
		{"references", func(b xlsxtest.Book) xlsxtest.Book { return b }},
		{"namespace prefix", func(b xlsxtest.Book) xlsxtest.Book { b.Prefix = "x"; return b }},
		{"inline strings only", func(b xlsxtest.Book) xlsxtest.Book { b.NoSharedStrings = true; return b }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wb := open(t, tc.book(allTypes()).Bytes(), xlsx.Limits{})
			if got := wb.Sheets(); len(got) != 2 || got[0].Name != "Other" || got[1].Name != "vInfo" {
				t.Fatalf("sheets %+v", got)
			}
			rows := readSheet(t, wb, "VINFO") // names match ignoring case
			if len(rows) != 5 {
				t.Fatalf("%d rows, want 5 (blank formatted rows are reported, with no cells)", len(rows))
			}
			r := rows[1]
			if r.num != 2 || len(r.cells) != 13 {
				t.Fatalf("row 2: %d cells %+v", len(r.cells), r.cells)
			}
			want := []xlsx.Cell{
				{Col: 1, Type: xlsx.String, Text: "вм-01 Кластер"},
				{Col: 2, Type: xlsx.Number, Text: "4096", Num: 4096},
				{Col: 3, Type: xlsx.Bool, Text: "TRUE", Num: 1},
				{Col: 4, Type: xlsx.String, Text: "inline  text "},
				{Col: 5, Type: xlsx.Date, Text: "2026-11-30T09:15:30", Num: xlsx.TimeSerial(when, false)},
				{Col: 6, Type: xlsx.Date, Text: "2026-11-30T09:15:30", Num: xlsx.TimeSerial(when, false)},
				{Col: 7, Type: xlsx.ErrorValue, Text: "#N/A"},
				{Col: 8, Type: xlsx.Number, Text: "8192", Num: 8192, Formula: true},
				{Col: 9, Type: xlsx.String, Text: "ab", Formula: true},
				// column 10 is a formatted blank: no cell
				{Col: 11, Type: xlsx.Number, Text: "4.1", Num: 4.1},
				{Col: 12, Type: xlsx.Date, Text: "2019-05-14", Num: 43599},
				{Col: 13, Type: xlsx.Number, Text: "-0.5", Num: -0.5},
				{Col: 14, Type: xlsx.Uncomputed, Formula: true},
			}
			for i, w := range want {
				if r.cells[i] != w {
					t.Errorf("cell %d = %+v, want %+v", i, r.cells[i], w)
				}
			}
			if rows[2].num != 12 || len(rows[2].cells) != 1 || rows[2].cells[0].Col != 28 || rows[2].cells[0].Text != "AB12" {
				t.Errorf("sparse row: %+v", rows[2])
			}
			if rows[3].num != 5000 || len(rows[3].cells) != 0 || rows[4].num != 5001 || len(rows[4].cells) != 0 {
				t.Errorf("formatted blank rows: %+v %+v", rows[3], rows[4])
			}
		})
	}
}

// Without r attributes, rows and cells follow their order in the sheet.
func TestNoReferences(t *testing.T) {
	b := xlsxtest.Book{NoRefs: true, Sheets: []xlsxtest.Sheet{{Name: "S", Rows: []xlsxtest.Row{
		{Cells: []xlsxtest.Value{xlsxtest.Str("a"), xlsxtest.Skip, xlsxtest.Num(3)}},
		{Cells: []xlsxtest.Value{xlsxtest.Num(1)}},
	}}}}
	rows := readSheet(t, open(t, b.Bytes(), xlsx.Limits{}), "S")
	if len(rows) != 2 || rows[0].num != 1 || rows[1].num != 2 {
		t.Fatalf("rows %+v", rows)
	}
	if c := rows[0].cells; len(c) != 2 || c[0].Col != 1 || c[1].Col != 3 || c[1].Num != 3 {
		t.Errorf("cells %+v", c)
	}
}

// Shared strings: rich text runs are concatenated, phonetic runs left out,
// _xHHHH_ escapes decoded, whitespace kept.
func TestSharedStringForms(t *testing.T) {
	sst := `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
		`<si><r><rPr><b/></rPr><t>Кла</t></r><r><t xml:space="preserve">стер 1 </t></r></si>` +
		`<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>` +
		`<si><t>line_x000D_break _x005F_x0041_</t></si>` +
		`<si/></sst>`
	sheet := `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` +
		`<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>` +
		`</sheetData></worksheet>`
	data := withParts(t, xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "S", XML: sheet}}}.Bytes(),
		map[string]string{"xl/sharedStrings.xml": sst}, true)
	rows := readSheet(t, open(t, data, xlsx.Limits{}), "S")
	got := []string{}
	for _, c := range rows[0].cells {
		got = append(got, c.Text)
	}
	want := []string{"Кластер 1 ", "東京", "line\rbreak _x0041_", ""}
	if fmt.Sprintf("%q", got) != fmt.Sprintf("%q", want) {
		t.Errorf("strings %q, want %q", got, want)
	}
}

// withParts rewrites a workbook replacing (or adding) parts; withSST also
// adds the sharedStrings relationship.
func withParts(t *testing.T, data []byte, parts map[string]string, withSST bool) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	done := map[string]bool{}
	for _, f := range zr.File {
		rc, _ := f.Open()
		body, _ := io.ReadAll(rc)
		rc.Close()
		if p, ok := parts[f.Name]; ok {
			body, done[f.Name] = []byte(p), true
		}
		if withSST && f.Name == "xl/_rels/workbook.xml.rels" && !bytes.Contains(body, []byte("sharedStrings")) {
			body = bytes.Replace(body, []byte("</Relationships>"), []byte(`<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`), 1)
		}
		w, _ := zw.Create(f.Name)
		w.Write(body)
	}
	for name, p := range parts {
		if !done[name] {
			w, _ := zw.Create(name)
			io.WriteString(w, p)
		}
	}
	zw.Close()
	return out.Bytes()
}

// Excel serial dates, 1900 and 1904 systems (ECMA-376 Part 1 §18.17.4.1).
func TestSerialTime(t *testing.T) {
	day := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }
	for _, tc := range []struct {
		name   string
		serial float64
		d1904  bool
		want   time.Time
	}{
		{"serial 1 is 1900-01-01", 1, false, day(1900, 1, 1)},
		{"serial 59 is 1900-02-28", 59, false, day(1900, 2, 28)},
		{"serial 60, the phantom leap day, reads as 1900-03-01", 60, false, day(1900, 3, 1)},
		{"serial 61 is 1900-03-01", 61, false, day(1900, 3, 1)},
		{"serial 45000 is 2023-03-15", 45000, false, day(2023, 3, 15)},
		{"half a day is noon", 43599.5, false, time.Date(2019, 5, 14, 12, 0, 0, 0, time.UTC)},
		{"1904 system: serial 0 is 1904-01-01", 0, true, day(1904, 1, 1)},
		{"1904 system is 1462 days behind", 45000 - 1462, true, day(2023, 3, 15)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := xlsx.SerialTime(tc.serial, tc.d1904)
			if !ok || !got.Equal(tc.want) {
				t.Errorf("SerialTime(%v, %v) = %v, %v; want %v", tc.serial, tc.d1904, got, ok, tc.want)
			}
			if tc.serial > 61 || tc.d1904 {
				if back := xlsx.TimeSerial(tc.want, tc.d1904); back != tc.serial {
					t.Errorf("TimeSerial = %v, want %v", back, tc.serial)
				}
			}
		})
	}
	for _, bad := range []float64{-1, 1e9} {
		if _, ok := xlsx.SerialTime(bad, false); ok {
			t.Errorf("SerialTime(%v) accepted", bad)
		}
	}
}

func TestDate1904Workbook(t *testing.T) {
	b := xlsxtest.Book{Date1904: true, Sheets: []xlsxtest.Sheet{{Name: "S", Rows: []xlsxtest.Row{
		{Cells: []xlsxtest.Value{xlsxtest.Date(when)}}}}}}
	wb := open(t, b.Bytes(), xlsx.Limits{})
	if !wb.Date1904() {
		t.Fatal("date1904 not read")
	}
	c := readSheet(t, wb, "S")[0].cells[0]
	if tm, ok := c.Time(true); !ok || !tm.Equal(when) || c.Text != "2026-11-30T09:15:30" {
		t.Errorf("date %+v → %v", c, tm)
	}
}

func TestIsDateFormat(t *testing.T) {
	for code, want := range map[string]bool{
		"General": false, "0.00": false, "#,##0": false, "0.00E+00": false, `"Total: "0`: false,
		"[Red]0.00": false, "[$-409]#,##0": false, `0" days"`: false,
		"yyyy-mm-dd": true, `yyyy\-mm\-dd\ hh:mm:ss`: true, "m/d/yy h:mm": true, "[h]:mm": true,
		"[$-F800]dddd, mmmm dd, yyyy": true, "d-mmm": true, "mm:ss.0": true, "0.00;[Red]-0.00": false,
	} {
		if got := xlsx.IsDateFormat(code); got != want {
			t.Errorf("IsDateFormat(%q) = %v, want %v", code, got, want)
		}
	}
}

func TestRefs(t *testing.T) {
	for _, tc := range []struct {
		ref      string
		col, row int
		ok       bool
	}{
		{"A1", 1, 1, true}, {"Z9", 26, 9, true}, {"AA10", 27, 10, true}, {"AB12", 28, 12, true},
		{"$XFD$1048576", 16384, 1048576, true}, {"xfd1", 16384, 1, true},
		{"XFE1", 0, 0, false}, {"A1048577", 0, 0, false}, {"A0", 0, 0, false}, {"1A", 0, 0, false},
		{"", 0, 0, false}, {"A", 0, 0, false}, {"AAAAA1", 0, 0, false}, {"A1B", 0, 0, false},
	} {
		col, row, ok := xlsx.ParseRef(tc.ref)
		if col != tc.col || row != tc.row || ok != tc.ok {
			t.Errorf("ParseRef(%q) = %d, %d, %v; want %d, %d, %v", tc.ref, col, row, ok, tc.col, tc.row, tc.ok)
		}
	}
	// Property: every column's name reads back as that column.
	for col := 1; col <= xlsx.MaxCol; col++ {
		c, r, ok := xlsx.ParseRef(fmt.Sprintf("%s%d", xlsx.ColumnName(col), col))
		if !ok || c != col || r != col {
			t.Fatalf("column %d (%s) reads back as %d, %d, %v", col, xlsx.ColumnName(col), c, r, ok)
		}
	}
}

// sizedReader is an io.ReaderAt that claims a size it does not hold.
type sizedReader struct{ size int64 }

func (s sizedReader) ReadAt(p []byte, off int64) (int, error) {
	if off >= s.size {
		return 0, io.EOF
	}
	for i := range p {
		p[i] = 0
	}
	return len(p), nil
}

func TestBadFiles(t *testing.T) {
	good := allTypes().Bytes()
	docx := func() []byte {
		var b bytes.Buffer
		zw := zip.NewWriter(&b)
		w, _ := zw.Create("word/document.xml")
		io.WriteString(w, "<w:document/>")
		zw.Close()
		return b.Bytes()
	}()
	for _, tc := range []struct {
		name string
		data []byte
		size int64 // 0: len(data)
		want xlsx.Kind
	}{
		{"empty file", nil, 0, xlsx.NotZip},
		{"CSV text", []byte("VM,Powerstate\nvm1,poweredOn\n"), 0, xlsx.NotZip},
		{"old binary .xls", append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 504)...), 0, xlsx.LegacyXLS},
		{"truncated zip", good[:len(good)/2], 0, xlsx.Damaged},
		{"zip header only", []byte("PK\x03\x04"), 0, xlsx.Damaged},
		{"a zip that is not a workbook", docx, 0, xlsx.NotWorkbook},
		{"a 100 MB file", nil, 100 << 20, xlsx.TooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r io.ReaderAt = bytes.NewReader(tc.data)
			size := int64(len(tc.data))
			if tc.size > 0 {
				r, size = sizedReader{tc.size}, tc.size
			}
			_, err := xlsx.Open(r, size, xlsx.Limits{})
			if got := xlsx.KindOf(err); got != tc.want {
				t.Fatalf("Open: %v (kind %d), want kind %d", err, got, tc.want)
			}
			if tc.want == xlsx.TooLarge {
				var e *xlsx.Error
				errors.As(err, &e)
				if e.Limit != "file" || e.Size != 100<<20 || e.Max != 64<<20 {
					t.Errorf("limit %+v", e)
				}
			}
		})
	}
}

func TestMissingSheet(t *testing.T) {
	wb := open(t, allTypes().Bytes(), xlsx.Limits{})
	if _, err := wb.Rows("vHost"); xlsx.KindOf(err) != xlsx.NoSheet {
		t.Errorf("Rows(vHost) = %v", err)
	}
}

func expectLimit(t *testing.T, err error, limit string) {
	t.Helper()
	var e *xlsx.Error
	if !errors.As(err, &e) || e.Kind != xlsx.TooLarge || e.Limit != limit {
		t.Fatalf("err = %v, want the %s limit", err, limit)
	}
}

func readAllRows(wb *xlsx.Workbook, name string) error {
	rows, err := wb.Rows(name)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
	}
	return rows.Err()
}

func TestLimits(t *testing.T) {
	data := allTypes().Bytes()
	t.Run("rows", func(t *testing.T) {
		wb := open(t, data, xlsx.Limits{MaxRows: 3})
		expectLimit(t, readAllRows(wb, "vInfo"), "rows")
	})
	t.Run("part", func(t *testing.T) {
		wb := open(t, data, xlsx.Limits{MaxPart: 300})
		expectLimit(t, readAllRows(wb, "vInfo"), "part")
	})
	t.Run("total", func(t *testing.T) {
		wb := open(t, data, xlsx.Limits{MaxTotal: 3000})
		err := readAllRows(wb, "vInfo")
		if err == nil {
			err = readAllRows(wb, "vInfo")
		}
		expectLimit(t, err, "total")
	})
	t.Run("strings", func(t *testing.T) {
		wb := open(t, data, xlsx.Limits{MaxStrings: 2})
		expectLimit(t, readAllRows(wb, "vInfo"), "strings")
	})
	t.Run("token", func(t *testing.T) {
		big := strings.Repeat("я", 1<<20) // 2 MiB of UTF-8 in one cell
		b := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "S", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Inline(big)}}}}}}
		expectLimit(t, readAllRows(open(t, b.Bytes(), xlsx.Limits{}), "S"), "token")
	})
	t.Run("zip directory entries", func(t *testing.T) {
		_, err := xlsx.Open(bytes.NewReader(data), int64(len(data)), xlsx.Limits{MaxParts: 3})
		expectLimit(t, err, "parts")
	})
	t.Run("columns past XFD", func(t *testing.T) {
		sheet := `<worksheet><sheetData><row r="1"><c r="XFE1"><v>1</v></c></row></sheetData></worksheet>`
		b := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "S", XML: sheet}}}
		if err := readAllRows(open(t, b.Bytes(), xlsx.Limits{}), "S"); xlsx.KindOf(err) == 0 {
			t.Fatalf("XFE accepted: %v", err)
		}
	})
}

// A zip bomb: a part whose deflate stream expands to 16 MiB. Declared
// honestly, it is refused before it is read; declared as 100 bytes, reading
// stops after about 100 bytes (archive/zip checks the declared size; the
// part limit would stop it at 1 MiB otherwise).
func TestZipBomb(t *testing.T) {
	for _, declared := range []uint64{16 << 20, 100} {
		t.Run(fmt.Sprint("declared ", declared), func(t *testing.T) { zipBomb(t, declared) })
	}
}

func zipBomb(t *testing.T, declared uint64) {
	base := allTypes().Bytes()
	zr, _ := zip.NewReader(bytes.NewReader(base), int64(len(base)))
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	for _, f := range zr.File {
		if f.Name == "xl/worksheets/sheet2.xml" {
			var comp bytes.Buffer
			fw, _ := flate.NewWriter(&comp, flate.BestCompression)
			io.WriteString(fw, `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`)
			chunk := bytes.Repeat([]byte("<b/>"), 1<<16)
			for i := 0; i < 64; i++ {
				fw.Write(chunk)
			}
			fw.Close()
			w, _ := zw.CreateRaw(&zip.FileHeader{Name: f.Name, Method: zip.Deflate, CompressedSize64: uint64(comp.Len()), UncompressedSize64: declared, CRC32: 0})
			w.Write(comp.Bytes())
			continue
		}
		w, _ := zw.CreateRaw(&f.FileHeader)
		raw, _ := f.OpenRaw()
		io.Copy(w, raw)
	}
	zw.Close()
	wb := open(t, out.Bytes(), xlsx.Limits{MaxPart: 1 << 20})
	before := wb.BytesRead()
	err := readAllRows(wb, "vInfo")
	if declared > 1<<20 {
		expectLimit(t, err, "part")
	} else if xlsx.KindOf(err) != xlsx.Malformed {
		t.Fatalf("err = %v, want a malformed part", err)
	}
	if n := wb.BytesRead() - before; n > 64<<10 {
		t.Errorf("decompressed %d bytes before stopping", n)
	}
}

func TestMalformedSheets(t *testing.T) {
	for name, sheet := range map[string]string{
		"unclosed row":         `<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c>`,
		"bad number":           `<worksheet><sheetData><row r="1"><c r="A1"><v>1x</v></c></row></sheetData></worksheet>`,
		"string index":         `<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>7</v></c></row></sheetData></worksheet>`,
		"bad cell reference":   `<worksheet><sheetData><row r="1"><c r="11"><v>1</v></c></row></sheetData></worksheet>`,
		"bad row number":       `<worksheet><sheetData><row r="0"><c r="A1"><v>1</v></c></row></sheetData></worksheet>`,
		"row in row":           `<worksheet><sheetData><row r="1"><row r="2"></row></row></sheetData></worksheet>`,
		"not XML":              `{"json": true}`,
		"undefined entity":     `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&bomb;</t></is></c></row></sheetData></worksheet>`,
		"mismatched end tag":   `<worksheet><sheetData><row r="1"></sheetData></row></worksheet>`,
		"row beyond 1,048,576": `<worksheet><sheetData><row r="1048577"/></sheetData></worksheet>`,
	} {
		t.Run(name, func(t *testing.T) {
			b := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "S", XML: sheet}}}
			err := readAllRows(open(t, b.Bytes(), xlsx.Limits{}), "S")
			if xlsx.KindOf(err) == 0 {
				t.Fatalf("accepted: %v", err)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("message on several lines: %q", err)
			}
		})
	}
}

func TestStringsStepped(t *testing.T) {
	var rows []xlsxtest.Row
	for i := 0; i < 1000; i++ {
		rows = append(rows, xlsxtest.Row{Cells: []xlsxtest.Value{xlsxtest.Str(fmt.Sprintf("vm-%04d", i))}})
	}
	wb := open(t, xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "S", Rows: rows}}}.Bytes(), xlsx.Limits{})
	steps := 0
	last := 0.0
	for {
		done, err := wb.LoadStrings(100)
		if err != nil {
			t.Fatal(err)
		}
		if p := wb.StringsProgress(); p < last {
			t.Fatalf("progress went back: %v after %v", p, last)
		} else {
			last = p
		}
		steps++
		if done {
			break
		}
	}
	if steps < 10 || last != 1 {
		t.Errorf("%d steps, progress %v", steps, last)
	}
	got := readSheet(t, wb, "S")
	if len(got) != 1000 || got[999].cells[0].Text != "vm-0999" {
		t.Errorf("rows %d, last %+v", len(got), got[len(got)-1])
	}
}
