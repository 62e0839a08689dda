package table_test

import (
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/table"
)

var tab = table.Table{Name: "T", MaxData: 3, Cols: []table.Column{
	{Names: []string{"Name"}, Key: true},
	{Names: []string{"Count", "Old count"}, Most: 100},
	{Names: []string{"Path"}, Chars: 10},
	{Names: []string{"Kind"}, Identity: true},
}}

func row(num int, cells ...xlsx.Cell) *xlsx.Row {
	for k := range cells {
		cells[k].Col = k + 1
	}
	return &xlsx.Row{Num: num, Cells: cells}
}

func s(v string) xlsx.Cell  { return xlsx.Cell{Type: xlsx.String, Text: v} }
func n(v float64) xlsx.Cell { return xlsx.Cell{Type: xlsx.Number, Num: v} }

func TestHeaderAndRows(t *testing.T) {
	r := table.NewReader(&tab)
	if r.FindHeader(row(1, s("Title above"))) {
		t.Fatal("a title read as the header")
	}
	if !r.FindHeader(row(2, s("name"), s("Old count"), s("PATH"), s("Kind"))) || r.Found[1] != 2 || r.Header[1] != "Old count" {
		t.Fatalf("header %v %v", r.Found, r.Header)
	}
	for _, tc := range []struct {
		cells []xlsx.Cell
		kind  table.RowKind
	}{
		{[]xlsx.Cell{s("a"), n(3), s("/x"), s("vm")}, table.RowData},
		{[]xlsx.Cell{{}, n(3)}, table.RowBlank},
		{[]xlsx.Cell{s("Total"), n(99)}, table.RowTotal},
		{[]xlsx.Cell{s("Name"), s("Old count"), s("Path"), s("Kind")}, table.RowRepeat},
		{[]xlsx.Cell{s("Total"), n(1), s(""), s("vm")}, table.RowData}, // a VM named Total
	} {
		if got := r.Read(row(3, tc.cells...)); got != tc.kind {
			t.Errorf("%v: %v, want %v", tc.cells, got, tc.kind)
		}
	}
	if r.Err != nil {
		t.Fatalf("err %+v", r.Err)
	}
}

// A number beyond the column's bound, a text longer than it allows, and
// more data rows than the table takes each stop the reading with the
// place named.
func TestBounds(t *testing.T) {
	r := table.NewReader(&tab)
	r.FindHeader(row(1, s("Name"), s("Count"), s("Path")))
	r.Read(row(2, s("a"), n(101)))
	if v := r.Num(1); v != 0 || r.Err == nil || r.Err.Row != 2 || r.Err.Col != 2 || r.Err.Value != "" && r.Err.Most != 100 {
		t.Fatalf("%v %+v", v, r.Err)
	}
	m := r.Err.Message("f.xlsx").In(msg.EN, nil)
	if !strings.HasPrefix(m, "f.xlsx: T row 2, column “Count” (B2): ") || !strings.Contains(m, "(0 to 100)") {
		t.Errorf("%s", m)
	}
	r = table.NewReader(&tab)
	r.FindHeader(row(1, s("Name"), s("Count"), s("Path")))
	r.Read(row(7, s("a"), n(1), s("/a/b/c/d/e/f")))
	if r.Text(2) != "" || r.Err == nil || r.Err.Chars != 12 || r.Err.Limit != 10 {
		t.Fatalf("%+v", r.Err)
	}
	r = table.NewReader(&tab)
	r.FindHeader(row(1, s("Name")))
	for i := 2; i <= 6; i++ {
		r.Read(row(i, s("a")))
	}
	if r.Err == nil || !r.Err.Rows || r.Err.Row != 5 || !strings.Contains(r.Err.Message("f").In(msg.EN, nil), "T lists more than 3 rows (row 5)") {
		t.Fatalf("%+v", r.Err)
	}
}

func TestParseNumber(t *testing.T) {
	for in, want := range map[string]float64{
		"1024": 1024, " 1 024 ": 1024, "1\u00a0024": 1024, "1,024": 1024, "1,234,567.5": 1234567.5,
		"12,5": 12.5, "45 %": 45, "-3": -3, "1e3": 1000, "0.5": 0.5, "1e308": 1e308,
	} {
		got, ok := table.ParseNumber(in)
		if !ok || got != want {
			t.Errorf("ParseNumber(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "abc", "1,2,3", "NaN", "Inf", "1.2.3", "12 MB", "1e400", strings.Repeat("1", 100)} {
		if v, ok := table.ParseNumber(bad); ok {
			t.Errorf("ParseNumber(%q) = %v", bad, v)
		}
	}
}
