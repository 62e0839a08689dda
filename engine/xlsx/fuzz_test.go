package xlsx_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

// fuzzLimits keep each fuzz input cheap.
var fuzzLimits = xlsx.Limits{MaxPart: 1 << 20, MaxTotal: 4 << 20, MaxRows: 10000, MaxStrings: 10000, MaxToken: 64 << 10}

// checkWorkbook reads every sheet of data and checks what a reader may
// return: cells inside the grid with a known type, or one *Error on one
// line.
func checkWorkbook(t *testing.T, data []byte) {
	wb, err := xlsx.Open(bytes.NewReader(data), int64(len(data)), fuzzLimits)
	if err != nil {
		checkError(t, err)
		return
	}
	for _, sh := range wb.Sheets() {
		rows, err := wb.Rows(sh.Name)
		if err != nil {
			checkError(t, err)
			continue
		}
		last := 0.0
		for rows.Next() {
			r := rows.Row()
			if r.Num < 1 || r.Num > xlsx.MaxRow {
				t.Fatalf("row number %d", r.Num)
			}
			for _, c := range r.Cells {
				if c.Col < 1 || c.Col > xlsx.MaxCol || c.Type < xlsx.String || c.Type > xlsx.Uncomputed {
					t.Fatalf("cell %+v", c)
				}
			}
			if p := rows.Progress(); p < last || p > 1 {
				t.Fatalf("progress %v after %v", p, last)
			} else {
				last = p
			}
		}
		if err := rows.Err(); err != nil {
			checkError(t, err)
		}
		rows.Close()
	}
}

func checkError(t *testing.T, err error) {
	var e *xlsx.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %T %v is not an *xlsx.Error", err, err)
	}
	if strings.ContainsAny(err.Error(), "\n\r") {
		t.Fatalf("error on several lines: %q", err)
	}
}

// FuzzOpen mutates whole .xlsx files (most mutations break the zip, whose
// CRC and sizes archive/zip checks).
func FuzzOpen(f *testing.F) {
	f.Add(allTypes().Bytes())
	f.Add(xlsxtest.Book{NoRefs: true, Prefix: "x", Sheets: []xlsxtest.Sheet{{Name: "S", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Num(1)}}}}}}.Bytes())
	f.Add([]byte("PK\x05\x06" + strings.Repeat("\x00", 18)))
	f.Add([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1})
	f.Fuzz(func(t *testing.T, data []byte) { checkWorkbook(t, data) })
}

// FuzzSheetXML puts arbitrary XML in a sheet (and in the shared-string
// table) of an otherwise valid workbook, past the zip's checks.
func FuzzSheetXML(f *testing.F) {
	f.Add(`<worksheet><sheetData><row r="2"><c r="B2" t="s"><v>0</v></c><c r="C2" s="1"><v>45000.5</v></c><c t="d"><v>2026-11-30T09:00:00</v></c></row></sheetData></worksheet>`,
		`<sst><si><r><t>a</t></r><rPh><t>b</t></rPh></si></sst>`)
	f.Add(`<worksheet><sheetData><row><c t="inlineStr"><is><t>_x000D_x</t></is></c><c t="b"><v>1</v></c><c t="e"><v>#N/A</v></c><c><f>A1</f><v>3</v></c></row></sheetData></worksheet>`, ``)
	f.Add(`<worksheet><sheetData><row r="1048576"><c r="XFD1048576"><v>1e308</v></c></row></sheetData></worksheet>`, `<sst><si/></sst>`)
	f.Fuzz(func(t *testing.T, sheet, sst string) {
		book := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "S", XML: sheet}}}.Bytes()
		checkWorkbook(t, withParts(t, book, map[string]string{"xl/sharedStrings.xml": sst}, true))
	})
}
