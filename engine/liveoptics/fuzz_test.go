package liveoptics_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/liveoptics"
	"github.com/sizewise/sizewise/engine/liveoptics/liveopticstest"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

var fuzzOpt = liveoptics.Options{Limits: xlsx.Limits{MaxPart: 1 << 20, MaxTotal: 8 << 20, MaxRows: 20000, MaxStrings: 20000}}

// checkImport runs the whole import path on data: it either fails with one
// worded line in both languages, or gives a plan that eval accepts and
// that encodes (no +Inf, no NaN).
func checkImport(t *testing.T, data []byte, opt liveoptics.Options) {
	p, err := liveoptics.Import(bytes.NewReader(data), int64(len(data)), "fuzz.xlsx", opt)
	if err != nil {
		var e *liveoptics.Error
		if !errors.As(err, &e) {
			t.Fatalf("error %T %v", err, err)
		}
		for _, s := range []string{e.Error(), e.In(msg.RU)} {
			if s == "" || strings.ContainsAny(s, "\n\r") || len(s) > 4096 {
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

// FuzzImport mutates whole workbooks.
func FuzzImport(f *testing.F) {
	f.Add(liveopticstest.Sample().Bytes())
	e := liveopticstest.Sample()
	e.Units2022, e.Without = true, []string{"ESX Performance"}
	f.Add(e.Bytes())
	f.Add(liveopticstest.Export{Kind: "hyperv"}.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) { checkImport(t, data, fuzzOpt) })
}

// FuzzImportCells writes arbitrary text into the cells the import reads
// (names, clusters, power states, numbers, ratios, throughputs) of a valid
// workbook: the plan must still evaluate, or the import say why in one
// line.
func FuzzImportCells(f *testing.F) {
	f.Add("web", "Кластер-А", "poweredOn", "TRUE", "4", "8192", "102400", "35% / 65%", "200", "2000", "300", "vm-101")
	f.Add("", "", "suspended", "1", "1e308", "-1", "NaN", "100/0", "1e400", "0", "Inf", "")
	f.Add("vCLS (1)", "(no cluster)", "", "FALSE", "1 024", "12,5", "1,024", "0% / 0%", "-5", "1e15", "", "vm-101")
	f.Fuzz(func(t *testing.T, name, cluster, power, template, cpus, mem, used, ratio, write, wiops, peak, mob string) {
		e := liveopticstest.Sample()
		e.VMs[0].Name, e.VMs[0].Cluster, e.VMs[0].Power, e.VMs[0].MOB = name, cluster, power, mob
		data := e.Bytes()
		checkImport(t, data, fuzzOpt)
		b := e.Book()
		for k := range b.Sheets {
			sh := &b.Sheets[k]
			if len(sh.Rows) < 2 {
				continue
			}
			// the text of every numeric cell of the first data row
			for c := range sh.Rows[1].Cells {
				switch c % 7 {
				case 0:
					sh.Rows[1].Cells[c] = strOrSkip(cpus)
				case 1:
					sh.Rows[1].Cells[c] = strOrSkip(mem)
				case 2:
					sh.Rows[1].Cells[c] = strOrSkip(used)
				case 3:
					sh.Rows[1].Cells[c] = strOrSkip(ratio)
				case 4:
					sh.Rows[1].Cells[c] = strOrSkip(write)
				case 5:
					sh.Rows[1].Cells[c] = strOrSkip(wiops)
				case 6:
					sh.Rows[1].Cells[c] = strOrSkip(peak)
				}
			}
		}
		checkImport(t, b.Bytes(), fuzzOpt)
		if cluster != "" {
			checkImport(t, data, liveoptics.Options{Options: estate.Options{Cluster: cluster, Policy: "raid6-ftt2", ExcludePoweredOff: true}})
		}
	})
}

func strOrSkip(s string) xlsxtest.Value {
	if s == "" {
		return xlsxtest.Skip
	}
	return xlsxtest.Str(s)
}
