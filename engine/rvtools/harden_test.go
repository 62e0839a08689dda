package rvtools_test

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rvtools"
	"github.com/sizewise/sizewise/engine/rvtools/rvtoolstest"
	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

// allocated runs f and returns the bytes it allocated: an upper bound of
// its peak heap, for generous memory assertions.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// refused imports data and returns its one-line error.
func refused(t *testing.T, data []byte, opt rvtools.Options) *rvtools.Error {
	t.Helper()
	_, err := rvtools.Import(bytes.NewReader(data), int64(len(data)), "x.xlsx", opt)
	var e *rvtools.Error
	if !errors.As(err, &e) {
		t.Fatalf("err %T %v, want one worded line", err, err)
	}
	for _, s := range []string{e.Error(), e.In(msg.RU)} {
		if s == "" || strings.ContainsAny(s, "\n\r") {
			t.Fatalf("message %q", s)
		}
	}
	return e
}

// vinfo is a vInfo tab of rows (VM, Cluster, In Use MiB, CPUs).
func vinfo(rows ...[]xlsxtest.Value) []byte {
	sh := xlsxtest.Sheet{Name: "vInfo", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Str("VM"), xlsxtest.Str("Cluster"), xlsxtest.Str("In Use MiB"), xlsxtest.Str("CPUs")}}}}
	for _, r := range rows {
		sh.Rows = append(sh.Rows, xlsxtest.Row{Cells: r})
	}
	return xlsxtest.Book{Sheets: []xlsxtest.Sheet{sh}}.Bytes()
}

// Issue 32, item 1: 60 vInfo rows whose Cluster cells hold 1,000,000
// characters (a 65 KB workbook) took 90 s and 3.3 GB and wrote a 480 MB
// plan; the cell is now refused by the cell limit, and a name under it
// but longer than a name can be (30,001 characters) by the name bound,
// each in one line naming the place, at once.
func TestLongNames(t *testing.T) {
	long := strings.Repeat("c", 1000000)
	var sheet strings.Builder
	sheet.WriteString(`<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>VM</t></is></c><c r="B1" t="inlineStr"><is><t>Cluster</t></is></c></row>`)
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&sheet, `<row r="%d"><c r="A%d" t="inlineStr"><is><t>vm%d</t></is></c><c r="B%d" t="inlineStr"><is><t>%s</t></is></c></row>`, i+2, i+2, i, i+2, long[:1000000-i])
	}
	sheet.WriteString(`</sheetData></worksheet>`)
	data := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "vInfo", XML: sheet.String()}}}.Bytes()
	var e *rvtools.Error
	alloc := allocated(func() { e = refused(t, data, rvtools.Options{}) })
	if !strings.Contains(e.Error(), "passes the limit of 131,072 bytes of text in one cell") {
		t.Errorf("%v", e)
	}
	if alloc > 64<<20 {
		t.Errorf("allocated %d MB to refuse it", alloc>>20)
	}
	var rows [][]xlsxtest.Value
	for i := 0; i < 20; i++ {
		rows = append(rows, []xlsxtest.Value{xlsxtest.Str(fmt.Sprintf("vm%d", i)), xlsxtest.Str(strings.Repeat("x", 30000) + fmt.Sprint(i)), xlsxtest.Num(1), xlsxtest.Num(1)})
	}
	e = refused(t, vinfo(rows...), rvtools.Options{})
	if e.Error() != "x.xlsx: vInfo row 2, column “Cluster” (B2): a text of 30,001 characters, more than the 255 this column can hold (vCenter names have at most 80): the file is not a real export" {
		t.Errorf("%v", e)
	}
	if ru := e.In(msg.RU); !strings.Contains(ru, "лист vInfo, строка 2, столбец «Cluster» (B2): текст из 30") || !strings.Contains(ru, "001 символа — больше 255") {
		t.Errorf("%s", e.In(msg.RU))
	}
}

// Issue 32, item 5: three In Use cells of 1e308 summed to +Inf and the
// plan did not encode, naming no cell; 1e15 vCPUs passed. Each is refused
// naming the tab, row and column, as a number or as text.
func TestImplausibleFigures(t *testing.T) {
	row := func(vm string, inUse, cpus xlsxtest.Value) []xlsxtest.Value {
		return []xlsxtest.Value{xlsxtest.Str(vm), xlsxtest.Str("c"), inUse, cpus}
	}
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"1e308 In Use ×3", vinfo(row("a", xlsxtest.Num(1e308), xlsxtest.Num(1)), row("b", xlsxtest.Num(1e308), xlsxtest.Num(1)), row("c", xlsxtest.Num(1e308), xlsxtest.Num(1))),
			"x.xlsx: vInfo row 2, column “In Use MiB” (C2): 1e+308 is not a plausible value of this column (0 to 1,099,511,627,776)"},
		{"1e308 as text", vinfo(row("a", xlsxtest.Num(1), xlsxtest.Num(1)), row("b", xlsxtest.Str("1e308"), xlsxtest.Num(1))),
			"x.xlsx: vInfo row 3, column “In Use MiB” (C3): 1e308 is not a plausible value"},
		{"1e400 as text, past a float64", vinfo(row("a", xlsxtest.Str("1e400"), xlsxtest.Num(1))),
			"x.xlsx: vInfo row 2, column “In Use MiB” (C2): 1e400 is not a plausible value"},
		{"1e300 ×3", vinfo(row("a", xlsxtest.Num(1e300), xlsxtest.Num(1)), row("b", xlsxtest.Num(1e300), xlsxtest.Num(1))),
			"vInfo row 2, column “In Use MiB” (C2): 1e+300 is not a plausible value"},
		{"1e15 vCPUs", vinfo(row("a", xlsxtest.Num(1), xlsxtest.Num(1e15))),
			"x.xlsx: vInfo row 2, column “CPUs” (D2): 1e+15 is not a plausible value of this column (0 to 4,096)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if e := refused(t, tc.data, rvtools.Options{}); !strings.Contains(e.Error(), tc.want) || !strings.Contains(e.In(msg.RU), "лист vInfo, строка") {
				t.Errorf("%v\n%s", e, e.In(msg.RU))
			}
		})
	}
}

// Issue 32, item 1: `--cluster nope` printed every name on one 20 MB line;
// the list is bounded to 20 names and says how many there are.
func TestUnknownClusterListBounded(t *testing.T) {
	var rows [][]xlsxtest.Value
	for i := 0; i < 500; i++ {
		rows = append(rows, []xlsxtest.Value{xlsxtest.Str(fmt.Sprintf("vm%d", i)), xlsxtest.Str(fmt.Sprintf("cluster-%03d-%s", i, strings.Repeat("x", 200))), xlsxtest.Num(1), xlsxtest.Num(1)})
	}
	e := refused(t, vinfo(rows...), rvtools.Options{Cluster: "nope"})
	if !strings.HasPrefix(e.Error(), "no cluster “nope” in x.xlsx; its 500 clusters are: cluster-000-") || !strings.HasSuffix(e.Error(), ", …") || len(e.Error()) > 20*220 {
		t.Errorf("%d bytes: %.300s", len(e.Error()), e)
	}
	// a cluster asked for by a long text is quoted clipped
	e = refused(t, vinfo(rows[:2]...), rvtools.Options{Cluster: strings.Repeat("n", 100000)})
	if len(e.Error()) > 2000 {
		t.Errorf("%d bytes", len(e.Error()))
	}
}

// A message is one line: a cluster typed with Alt+Enter ("Prod\nA"), a
// file name or a --cluster value holding a line break once broke it (the
// fuzz target found `--cluster "0\n0"` quoted as it was). Names are read
// with their breaks folded into spaces, and quoted values too.
func TestLineBreaksInNames(t *testing.T) {
	data := vinfo([]xlsxtest.Value{xlsxtest.Str("vm\r\n1"), xlsxtest.Str("Prod\nA"), xlsxtest.Num(1024), xlsxtest.Num(2)})
	p, err := rvtools.Import(bytes.NewReader(data), int64(len(data)), "two\nlines.xlsx", rvtools.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Inventory.Clusters[0].Name; got != "Prod A" {
		t.Errorf("cluster %q", got)
	}
	_, err = rvtools.Import(bytes.NewReader(data), int64(len(data)), "two\nlines.xlsx", rvtools.Options{Cluster: "0\n0"})
	var e *rvtools.Error
	if !errors.As(err, &e) || e.Error() != "no cluster “0 0” in two lines.xlsx; its 1 cluster is: Prod A" {
		t.Errorf("%v", err)
	}
	if ru := e.In(msg.RU); strings.ContainsAny(ru, "\n\r") {
		t.Errorf("%q", ru)
	}
}

// More VM rows than an import reads (a million-row vInfo took 45 s and
// 620 MB natively) stop at the bound with one line, before the work.
func TestTooManyRows(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>VM</t></is></c></row>`)
	for i := 2; i <= 100_002; i++ {
		fmt.Fprintf(&b, `<row r="%d"><c r="A%d" t="inlineStr"><is><t>v%d</t></is></c></row>`, i, i, i)
	}
	b.WriteString(`</sheetData></worksheet>`)
	data := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "vInfo", XML: b.String()}}}.Bytes()
	var e *rvtools.Error
	alloc := allocated(func() { e = refused(t, data, rvtools.Options{}) })
	if !strings.Contains(e.Error(), "x.xlsx: vInfo lists more than 100,000 rows (row 100002)") {
		t.Errorf("%v", e)
	}
	if alloc > 256<<20 {
		t.Errorf("allocated %d MB", alloc>>20)
	}
}

// Issue 32, item 11: three sheet1.xml entries (the last one won) are
// refused naming the entry; a vInfo tab the workbook lists without its
// sheet says what is missing instead of "has no vInfo tab … (its tabs:
// vInfo)".
func TestBrokenContainer(t *testing.T) {
	e := rvtoolstest.Sample()
	e.BlankRows = 0
	book := e.Book()
	book.Extra = []xlsxtest.Part{{Name: "xl/worksheets/sheet1.xml", Body: "<worksheet><sheetData/></worksheet>"},
		{Name: "xl/worksheets/sheet1.xml", Body: "<worksheet><sheetData/></worksheet>"}}
	if err := refused(t, book.Bytes(), rvtools.Options{}); !strings.Contains(err.Error(), `the zip directory holds two entries named "xl/worksheets/sheet1.xml"`) {
		t.Errorf("%v", err)
	}
	for _, rel := range []bool{false, true} {
		b := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "Sheet1", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Str("x")}}}}},
			Dangling: []string{"vInfo"}, DanglingRel: rel}
		err := refused(t, b.Bytes(), rvtools.Options{})
		want := map[bool]string{false: "x.xlsx lists a vInfo tab, but the workbook's relationships have no rId2 for it: the file is damaged",
			true: "x.xlsx lists a vInfo tab whose sheet xl/worksheets/sheet2.xml is not in the file"}[rel]
		if !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "has no vInfo tab") {
			t.Errorf("relationship %v: %v", rel, err)
		}
	}
}

// A zip bomb (a 64 MiB sheet declared as 100 bytes), an entity expansion
// (a DOCTYPE), a truncated file and foreign files: one line each, nothing
// more read than needed.
func TestHostileFiles(t *testing.T) {
	sample := rvtoolstest.Sample()
	sample.BlankRows = 0
	good := sample.Bytes()
	bomb := func(declared uint64) []byte {
		zr, _ := zip.NewReader(bytes.NewReader(good), int64(len(good)))
		var out bytes.Buffer
		zw := zip.NewWriter(&out)
		for _, f := range zr.File {
			if f.Name == "xl/worksheets/sheet1.xml" {
				var comp bytes.Buffer
				fw, _ := flate.NewWriter(&comp, flate.BestCompression)
				io.WriteString(fw, `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>VM</t></is></c></row>`)
				chunk := []byte(strings.Repeat(`<row/>`, 1<<14))
				for i := 0; i < 700; i++ { // 64 MiB of rows
					fw.Write(chunk)
				}
				fw.Close()
				w, _ := zw.CreateRaw(&zip.FileHeader{Name: f.Name, Method: zip.Deflate, CompressedSize64: uint64(comp.Len()), UncompressedSize64: declared})
				w.Write(comp.Bytes())
				continue
			}
			w, _ := zw.CreateRaw(&f.FileHeader)
			raw, _ := f.OpenRaw()
			io.Copy(w, raw)
		}
		zw.Close()
		return out.Bytes()
	}
	doctype := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "vInfo", XML: `<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>`}}}.Bytes()
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"zip bomb, declared 100 bytes", bomb(100), "x.xlsx: xl/worksheets/sheet1.xml line 1 cannot be read"},
		{"zip bomb, declared 2 GiB", bomb(2 << 30), "xl/worksheets/sheet1.xml passes the limit of 268,435,456 uncompressed bytes"},
		{"entity expansion", doctype, "cannot be read"},
		{"truncated", good[:len(good)/3], "is damaged or incomplete"},
		{"a PNG", append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 100)...), "is not an .xlsx workbook"},
		{"a Word document", zipOf("word/document.xml", "<w:document/>"), "is a zip archive but not an Excel workbook"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var e *rvtools.Error
			alloc := allocated(func() { e = refused(t, tc.data, rvtools.Options{}) })
			if !strings.Contains(e.Error(), tc.want) {
				t.Errorf("%v", e)
			}
			if alloc > 64<<20 {
				t.Errorf("allocated %d MB", alloc>>20)
			}
		})
	}
}

func zipOf(name, body string) []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	w, _ := zw.Create(name)
	io.WriteString(w, body)
	zw.Close()
	return b.Bytes()
}
