package liveoptics_test

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/liveoptics"
	"github.com/sizewise/sizewise/engine/liveoptics/liveopticstest"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rvtools/rvtoolstest"
	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// withSheet replaces (or adds) sheet name of the sample by raw XML.
func withSheet(name, xml string) []byte {
	b := liveopticstest.Sample().Book()
	for k := range b.Sheets {
		if b.Sheets[k].Name == name {
			b.Sheets[k] = xlsxtest.Sheet{Name: name, XML: xml}
			return b.Bytes()
		}
	}
	b.Sheets = append(b.Sheets, xlsxtest.Sheet{Name: name, XML: xml})
	return b.Bytes()
}

// The limits of the RVTools import apply to the new reader's paths: each
// hostile or foreign file gets one line, with little read.
func TestHostileFiles(t *testing.T) {
	good := liveopticstest.Sample().Bytes()
	var rows strings.Builder
	rows.WriteString(`<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>VM Name</t></is></c></row>`)
	for i := 2; i <= 100_002; i++ {
		fmt.Fprintf(&rows, `<row r="%d"><c r="A%d" t="inlineStr"><is><t>v%d</t></is></c></row>`, i, i, i)
	}
	rows.WriteString(`</sheetData></worksheet>`)
	long := strings.Repeat("x", 200000)
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"a VMs sheet of 100,001 VMs", withSheet("VMs", rows.String()), "x.xlsx: VMs lists more than 100,000 rows (row 100002)"},
		{"entity expansion", withSheet("VMs", `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>`), "cannot be read"},
		{"a cell of 200,000 bytes", withSheet("VMs", `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>VM Name</t></is></c><c r="B1" t="inlineStr"><is><t>Cluster</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>a</t></is></c><c r="B2" t="inlineStr"><is>`+strings.Repeat("<r><t>"+long[:1000]+"</t></r>", 200)+`</is></c></row></sheetData></worksheet>`), "passes the limit of 131,072 bytes of text in one cell"},
		{"a cluster name of 300 characters", withSheet("VMs", `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>VM Name</t></is></c><c r="B1" t="inlineStr"><is><t>Cluster</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>a</t></is></c><c r="B2" t="inlineStr"><is><t>`+long[:300]+`</t></is></c></row></sheetData></worksheet>`), "x.xlsx: VMs row 2, column “Cluster” (B2): a text of 300 characters, more than the 255"},
		{"1e308 Virtual Disk Used", withSheet("VMs", `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>VM Name</t></is></c><c r="B1" t="inlineStr"><is><t>Virtual Disk Used (MiB)</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>a</t></is></c><c r="B2"><v>1e308</v></c></row></sheetData></worksheet>`), "x.xlsx: VMs row 2, column “Virtual Disk Used (MiB)” (B2): 1e308 is not a plausible value"},
		{"1e15 peak IOPS", withSheet("ESX Performance", `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Host</t></is></c><c r="B1" t="inlineStr"><is><t>Peak IOPS</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>esx01</t></is></c><c r="B2"><v>1e15</v></c></row></sheetData></worksheet>`), "x.xlsx: ESX Performance row 2, column “Peak IOPS” (B2): 1e15 is not a plausible value"},
		{"truncated", good[:len(good)/3], "is damaged or incomplete"},
		{"a CSV", []byte("VM Name,Cluster\nvm1,c\n"), "is not an .xlsx workbook"},
		{"an RVTools export", rvtoolstest.Sample().Bytes(), "has no VMs and ESX Hosts sheets, so it is not a Live Optics VMware export"},
		{"a zip of something else", zipOf("readme.txt", "hello"), "is a zip archive but not an Excel workbook"},
		{"a duplicate zip entry", withExtra(liveopticstest.Sample().Book(), "xl/worksheets/sheet5.xml"), `the zip directory holds two entries named "xl/worksheets/sheet5.xml"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var e *liveoptics.Error
			alloc := allocated(func() { e = importError(t, tc.data, liveoptics.Options{}) })
			if !strings.Contains(e.Error(), tc.want) || e.In(msg.RU) == e.Error() {
				t.Errorf("%v\n%s", e, e.In(msg.RU))
			}
			if alloc > 256<<20 {
				t.Errorf("allocated %d MB", alloc>>20)
			}
		})
	}
}

// A sheet the workbook lists without its part says which is missing.
func TestDanglingVMs(t *testing.T) {
	b := liveopticstest.Sample().Book()
	var kept []xlsxtest.Sheet
	for _, s := range b.Sheets {
		if s.Name != "VMs" {
			kept = append(kept, s)
		}
	}
	b.Sheets, b.Dangling = kept, []string{"VMs"}
	if e := importError(t, b.Bytes(), liveoptics.Options{}); !strings.Contains(e.Error(), "lists a VMs sheet, but the workbook's relationships have no rId") {
		t.Errorf("%v", e)
	}
	b.DanglingRel = true
	if e := importError(t, b.Bytes(), liveoptics.Options{}); !strings.Contains(e.Error(), "lists a VMs sheet whose part xl/worksheets/sheet") {
		t.Errorf("%v", e)
	}
}

func withExtra(b xlsxtest.Book, name string) []byte {
	b.Extra = []xlsxtest.Part{{Name: name, Body: "<worksheet><sheetData/></worksheet>"}}
	return b.Bytes()
}

func zipOf(name, body string) []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	w, _ := zw.Create(name)
	io.WriteString(w, body)
	zw.Close()
	return b.Bytes()
}
