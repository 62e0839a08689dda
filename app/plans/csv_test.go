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
