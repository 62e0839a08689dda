package plans

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
)

// Cells a spreadsheet would read as a formula are written as text (issue
// 32: VM names such as =HYPERLINK(…) or @SUM(…) from an import were live
// cells); numbers, negative ones included, stay numbers.
func TestCSVCellsNeverStartAFormula(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`=HYPERLINK("http://evil.example","click")`, `'=HYPERLINK("http://evil.example","click")`},
		{"@SUM(A1:A9)", "'@SUM(A1:A9)"},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"-2+3", "'-2+3"},
		{"\tindented", "'\tindented"},
		{"\rreturn", "'\rreturn"},
		{"-765", "-765"},
		{"-0.5", "-0.5"},
		{"+5", "+5"},
		{"VM1", "VM1"},
		{"", ""},
	} {
		if got := CSVText(tc.in); got != tc.want {
			t.Errorf("CSVText(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	// end to end: a SIOC scenario whose VMs and plan carry such names
	e := NewEntry("sioc", json.RawMessage(`{"datastore_iops": 8000, "vms": [
		{"name": "=HYPERLINK(\"http://evil.example\",\"x\")", "host": "@SUM(1)", "shares": 1000},
		{"name": "VM2", "host": "esx2", "shares": 1000}]}`))
	p := Plan{Name: "=1+1", Scenarios: []Entry{e}}
	out, err := ExportCSV(p, msg.EN)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(out, []byte(UTF8BOM)))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	names := 0
	for _, r := range rows[1:] {
		for _, c := range r {
			if c != "" && strings.ContainsRune("=+@", rune(c[0])) {
				t.Errorf("a live formula cell %q in %q", c, r)
			}
		}
		if r[0] != "'=1+1" {
			t.Errorf("plan cell %q", r[0])
		}
		if strings.HasSuffix(r[3], ".name") && strings.HasPrefix(r[5], "'=HYPERLINK") {
			names++
		}
	}
	if names == 0 {
		t.Error("the VM's name is not in the CSV as text")
	}
}

// The sheet CSV opens right in Excel set to the reader's locale (issue
// 30: a Russian system's Excel expects ";" and decimal commas, so each row
// landed in one cell and "1.5" could become a date): read back as such a
// spreadsheet reads it, every number is a number, and the plan's name,
// inputs, results, warnings and notes are all there.
func TestSheetCSVReadsAsTheLocalesSpreadsheet(t *testing.T) {
	e := NewEntry("vsan-capacity", json.RawMessage(`{"hosts": 4, "vm_data_gb": 5573.548, "policy": "raid5-ftt1"}`))
	e.Note = "Customer's figure, March"
	p := Plan{Name: "ACME DR", Customer: "ACME", Scenarios: []Entry{e, stretched()}}
	for _, tc := range []struct {
		lang          msg.Lang
		sep           rune
		decimal       string
		data, results string
	}{
		{msg.EN, ',', ".", "5573.55", "Result"},
		{msg.RU, ';', ",", "5573,55", "Результат"},
	} {
		out, err := ExportSheetCSV(p, tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(out, []byte(UTF8BOM)) {
			t.Errorf("%s: no byte order mark", tc.lang)
		}
		r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(out, []byte(UTF8BOM))))
		r.Comma, r.FieldsPerRecord = tc.sep, -1
		rows, err := r.ReadAll()
		if err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if rows[0][1] != "ACME DR" {
			t.Errorf("%s: first row %q", tc.lang, rows[0])
		}
		var sawData, sawNote, sawWarning, results int
		for _, row := range rows {
			if len(row) < 5 {
				continue
			}
			v := row[3]
			if (row[2] == "VM data" || row[2] == "Данные ВМ") && v == tc.data {
				sawData++ // the input as the page shows it, rounded
			}
			if v == "Customer's figure, March" {
				sawNote++
			}
			if row[1] == "Warning" || row[1] == "Предупреждение" {
				sawWarning++
			}
			if row[1] == tc.results {
				results++
				// a number is one the locale reads: digits, one decimal
				// mark, no thousands separators, no other decimal mark
				if looksNumeric(v) {
					other := map[string]string{".": ",", ",": "."}[tc.decimal]
					if strings.Contains(v, other) || strings.ContainsAny(v, "\u00a0 ") {
						t.Errorf("%s: %q is not a number in the locale", tc.lang, v)
					}
				}
			}
		}
		if sawData == 0 || sawNote == 0 || sawWarning == 0 || results < 5 {
			t.Errorf("%s: VM data input %d, note %d, warnings %d, results %d rows", tc.lang, sawData, sawNote, sawWarning, results)
		}
	}
}

func looksNumeric(s string) bool {
	return s != "" && strings.Trim(s, "0123456789.,-") == ""
}

// Every export format has its file type and name; a backup is JSON (issue
// 25: it downloaded as text/markdown).
func TestExportFormats(t *testing.T) {
	want := map[string][2]string{
		"json": {".json", "application/json"}, "backup": {".sizewise.json", "application/json"},
		"sheet": {".csv", "text/csv"}, "csv": {".data.csv", "text/csv"}, "md": {".md", "text/markdown"},
	}
	for _, f := range Formats {
		w, ok := want[f.Kind]
		if !ok {
			continue
		}
		if f.Ext != w[0] || f.MIME != w[1] {
			t.Errorf("%s: %s %s, want %s %s", f.Kind, f.Ext, f.MIME, w[0], w[1])
		}
		data, err := f.Write(Plan{ID: "p1", Name: "ACME", Scenarios: []Entry{stretched()}}, ExportOptions{Lang: msg.RU})
		if err != nil || len(data) == 0 {
			t.Errorf("%s: %d bytes, %v", f.Kind, len(data), err)
		}
		if f.Label.IsZero() || f.Title.IsZero() || f.Title.In(msg.RU) == f.Title.In(msg.EN) {
			t.Errorf("%s: label or title missing or not translated", f.Kind)
		}
	}
	if _, ok := FormatOf("backup"); !ok {
		t.Error("no backup format")
	}
}
