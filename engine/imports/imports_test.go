package imports_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	_ "github.com/sizewise/sizewise/engine/all"
	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/imports"
	"github.com/sizewise/sizewise/engine/liveoptics/liveopticstest"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rvtools/rvtoolstest"
	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

// A workbook is recognised by its sheets: vInfo is RVTools; VMs and ESX
// Hosts (or any of Live Optics' VMware sheets) is Live Optics, whose
// importer refuses its other shapes; anything else is refused saying what
// is read.
func TestKindOf(t *testing.T) {
	other := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "Лист1", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Str("x")}}}}}}.Bytes()
	for _, tc := range []struct {
		name string
		data []byte
		kind imports.Kind
		err  string
	}{
		{"RVTools", rvtoolstest.Sample().Bytes(), imports.RVTools, ""},
		{"Live Optics", liveopticstest.Sample().Bytes(), imports.LiveOptics, ""},
		{"Live Optics Hyper-V", liveopticstest.Export{Kind: "hyperv"}.Bytes(), imports.LiveOptics, ""},
		{"another workbook", other, "", "is neither an RVTools export (it has no vInfo tab) nor a Live Optics VMware export (it has no VMs and ESX Hosts sheets); its sheets: Лист1"},
		{"a CSV", []byte("VM,Cluster\n"), "", "is not an .xlsx workbook: import an RVTools export"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			kind, err := imports.KindOf(bytes.NewReader(tc.data), int64(len(tc.data)), "x.xlsx", xlsx.Limits{})
			if tc.err != "" {
				var e *estate.Error
				if !errors.As(err, &e) || !strings.Contains(e.Error(), tc.err) || e.In(msg.RU) == e.Error() {
					t.Errorf("%v", err)
				}
				return
			}
			if err != nil || kind != tc.kind {
				t.Errorf("%v %v", kind, err)
			}
		})
	}
}

// Import by recognition gives the importer's own plan.
func TestImportEither(t *testing.T) {
	for _, data := range [][]byte{rvtoolstest.Sample().Bytes(), liveopticstest.Sample().Bytes()} {
		p, err := imports.Import(imports.Detect, bytes.NewReader(data), int64(len(data)), "x.xlsx", imports.Options{})
		if err != nil || len(p.Scenarios) == 0 {
			t.Fatalf("%v", err)
		}
	}
	data := liveopticstest.Export{Kind: "general"}.Bytes()
	_, err := imports.Import(imports.Detect, bytes.NewReader(data), int64(len(data)), "x.xlsx", imports.Options{})
	if err == nil || !strings.Contains(err.Error(), "Live Optics GENERAL") {
		t.Errorf("%v", err)
	}
}
