package rvtools_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rvtools"
	"github.com/sizewise/sizewise/engine/rvtools/rvtoolstest"
	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

var fuzzOpt = rvtools.Options{Limits: xlsx.Limits{MaxPart: 1 << 20, MaxTotal: 8 << 20, MaxRows: 20000, MaxStrings: 20000}}

// checkImport runs the whole import path on data: it either fails with one
// *rvtools.Error line in both languages, or gives a plan that eval accepts
// as it is.
func checkImport(t *testing.T, data []byte, opt rvtools.Options) {
	p, err := rvtools.Import(bytes.NewReader(data), int64(len(data)), "fuzz.xlsx", opt)
	if err != nil {
		var e *rvtools.Error
		if !errors.As(err, &e) {
			t.Fatalf("error %T %v", err, err)
		}
		for _, s := range []string{e.Error(), e.In(msg.RU)} {
			if s == "" || strings.ContainsAny(s, "\n\r") {
				t.Fatalf("message %q", s)
			}
		}
		return
	}
	doc, err := json.Marshal(p)
	if err != nil {
		t.Fatalf("plan does not encode: %v", err)
	}
	if _, errs := calc.EvalDocument(doc, msg.EN); len(errs) > 0 {
		t.Fatalf("eval refuses the import: %v\n%s", errs, doc)
	}
}

func smallSample() rvtoolstest.Export {
	e := rvtoolstest.Sample()
	e.BlankRows = 3
	return e
}

// FuzzImport mutates whole workbooks.
func FuzzImport(f *testing.F) {
	f.Add(smallSample().Bytes())
	e := smallSample()
	e.V3, e.MetaProperty, e.Inline = true, true, true
	f.Add(e.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) { checkImport(t, data, fuzzOpt) })
}

// FuzzImportCells writes arbitrary text into the cells the import reads
// (names, power states, numbers, versions, ESX versions…) of a valid
// workbook: the plan must still evaluate.
func FuzzImportCells(f *testing.F) {
	f.Add("веб-01", "poweredOn", "True", "4", "8192", "51200", "Прод", "VMware ESXi 7.0.3", "262144", "61.5", "4.10", "40960", "independent_persistent", "2048")
	f.Add("Total", "", "", "1e308", "-1", "NaN", "", "ESXi 99999999999", "0", "-5", "4.1", "1e300", "", "1,5")
	f.Add("", "suspended", "1", "1 024", "12,5", "1,024", "(no cluster)", "", "1023", "100", "", "0", "persistent", "0")
	f.Fuzz(func(t *testing.T, name, power, template, cpus, mem, inUse, cluster, esx, hostMem, usage, version, disk, mode, snap string) {
		cell := func(s string) xlsxtest.Value {
			if s == "" {
				return xlsxtest.Skip
			}
			return xlsxtest.Str(s)
		}
		sheet := func(name string, header []string, rows ...[]xlsxtest.Value) xlsxtest.Sheet {
			h := make([]xlsxtest.Value, len(header))
			for k, x := range header {
				h[k] = xlsxtest.Str(x)
			}
			sh := xlsxtest.Sheet{Name: name, Rows: []xlsxtest.Row{{Cells: h}}}
			for _, r := range rows {
				sh.Rows = append(sh.Rows, xlsxtest.Row{Cells: r})
			}
			return sh
		}
		book := xlsxtest.Book{Sheets: []xlsxtest.Sheet{
			sheet("vInfo", []string{"VM", "Powerstate", "Template", "CPUs", "Memory", "In Use MiB", "Provisioned MiB", "Cluster", "Disks", "VM ID"},
				[]xlsxtest.Value{cell(name), cell(power), cell(template), cell(cpus), cell(mem), cell(inUse), cell(inUse), cell(cluster), cell(cpus), xlsxtest.Str("vm-1")},
				[]xlsxtest.Value{xlsxtest.Str("fixed"), xlsxtest.Str("poweredOn"), xlsxtest.Str("False"), xlsxtest.Num(2), xlsxtest.Num(4096), xlsxtest.Num(1024), xlsxtest.Num(2048), cell(cluster), xlsxtest.Num(1), xlsxtest.Str("vm-2")}),
			sheet("vDisk", []string{"VM", "Capacity MiB", "Disk Mode", "VM ID"},
				[]xlsxtest.Value{cell(name), cell(disk), cell(mode), xlsxtest.Str("vm-1")}),
			sheet("vHost", []string{"Host", "Cluster", "# Cores", "# Memory", "Memory usage %", "ESX Version"},
				[]xlsxtest.Value{xlsxtest.Str("h1"), cell(cluster), cell(cpus), cell(hostMem), cell(usage), cell(esx)}),
			sheet("vSnapshot", []string{"VM", "Size MiB (total)", "VM ID"},
				[]xlsxtest.Value{cell(name), cell(snap), xlsxtest.Str("vm-1")}),
			sheet("vMemory", []string{"VM", "Reservation", "VM ID"},
				[]xlsxtest.Value{cell(name), cell(mem), xlsxtest.Str("vm-1")}),
			sheet("vMetaData", []string{"RVTools major version", "RVTools version", "xlsx creation datetime", "Server"},
				[]xlsxtest.Value{cell(version), cell(version), cell(snap), cell(esx)}),
		}}
		data := book.Bytes()
		checkImport(t, data, fuzzOpt)
		if cluster != "" {
			checkImport(t, data, rvtools.Options{Cluster: cluster, Policy: "raid6-ftt2", ExcludePoweredOff: true})
		}
	})
}
