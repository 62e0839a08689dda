//go:build !js

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/liveoptics/liveopticstest"
	"github.com/sizewise/sizewise/engine/rvtools/rvtoolstest"
	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

func importCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func writeImportFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// The plan import writes is what eval reads: every scenario evaluates.
func TestImportThenEval(t *testing.T) {
	path := writeImportFile(t, "RVTools_export_all_2026-11-30.xlsx", rvtoolstest.Sample().Bytes())
	for _, args := range [][]string{
		{"import", "rvtools", path},
		{"import", "rvtools", "--lang", "ru", path, "--powered-off=false"},
		{"import", "rvtools", path, "--cluster", "Прод-Кластер", "--name", "Заказчик: ЦОД-1", "--policy", "raid5-ftt1", "--disk-gb", "1920"},
	} {
		code, out, errOut := importCLI(args...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errOut)
		}
		var plan struct {
			Plan      string
			Inventory struct {
				VMs      int `json:"vms"`
				Clusters []struct{ Name string }
			}
			Scenarios []json.RawMessage
		}
		if err := json.Unmarshal([]byte(out), &plan); err != nil {
			t.Fatalf("%v: not JSON: %v", args, err)
		}
		var res, errb bytes.Buffer
		if code := cmdEval(nil, strings.NewReader(out), &res, &errb); code != 0 {
			t.Fatalf("%v: eval exit %d: %s %s", args, code, res.String(), errb.String())
		}
		var answer struct {
			Plan    string
			Results []struct{ Calculator string }
		}
		if err := json.Unmarshal(res.Bytes(), &answer); err != nil || len(answer.Results) != len(plan.Scenarios) || answer.Plan != plan.Plan {
			t.Fatalf("%v: eval answered %d results for %d scenarios (%v)", args, len(answer.Results), len(plan.Scenarios), err)
		}
		switch {
		// per cluster: vsan-capacity under the classic and the vSAN 8 ESA rules,
		// memory-states per host size, stretched-bandwidth
		// (and after the loss of a host), stretched-bandwidth, cluster-sizing;
		// a standalone host's memory; the whole estate's cluster-sizing
		case len(args) == 3 && (plan.Plan != "RVTools export all 2026-11-30" || plan.Inventory.VMs != 8 || len(plan.Scenarios) != 15):
			t.Errorf("default import: %q, %d VMs, %d scenarios", plan.Plan, plan.Inventory.VMs, len(plan.Scenarios))
		case strings.Contains(strings.Join(args, " "), "--cluster") &&
			(plan.Plan != "Заказчик: ЦОД-1" || plan.Inventory.VMs != 5 || len(plan.Inventory.Clusters) != 1 || len(plan.Scenarios) != 7):
			t.Errorf("--cluster: %q, %d VMs, %d scenarios", plan.Plan, plan.Inventory.VMs, len(plan.Scenarios))
		case strings.Contains(strings.Join(args, " "), "ru") && !strings.Contains(out, "кластера «Прод-Кластер»"):
			t.Errorf("--lang ru: notes not in Russian")
		}
	}
}

// Bad input: one line on stderr, exit 2, nothing on stdout.
func TestImportErrors(t *testing.T) {
	good := rvtoolstest.Sample()
	good.BlankRows = 0
	data := good.Bytes()
	goodPath := writeImportFile(t, "good.xlsx", data)
	notXLSX := writeImportFile(t, "inventory.xlsx", []byte("VM,Powerstate\nvm1,poweredOn\n"))
	xls := writeImportFile(t, "old.xls", append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 1024)...))
	truncated := writeImportFile(t, "cut.xlsx", data[:len(data)/2])
	noVInfo := writeImportFile(t, "book.xlsx", xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "Лист1", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Str("x")}}}}}}.Bytes())
	big := filepath.Join(t.TempDir(), "huge.xlsx")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("PK\x03\x04"))
	if err := f.Truncate(100 << 20); err != nil { // sparse: 100 MB without writing them
		t.Fatal(err)
	}
	f.Close()
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no subcommand", []string{"import"}, "give the workbook to import, an RVTools or a Live Optics VMware export"},
		{"the other tool's importer", []string{"import", "liveoptics", goodPath}, "has no VMs and ESX Hosts sheets, so it is not a Live Optics VMware export"},
		{"neither kind", []string{"import", noVInfo}, "is neither an RVTools export (it has no vInfo tab) nor a Live Optics VMware export"},
		{"no file", []string{"import", "rvtools"}, "give the workbook to import"},
		{"two files", []string{"import", "rvtools", goodPath, goodPath}, "give one FILE.xlsx"},
		{"missing file", []string{"import", "rvtools", filepath.Join(t.TempDir(), "nope.xlsx")}, "cannot read"},
		{"a directory", []string{"import", "rvtools", t.TempDir()}, "it is a directory"},
		{"missing file in Russian", []string{"import", "rvtools", "--lang", "ru", filepath.Join(t.TempDir(), "nope.xlsx")}, "nope.xlsx: нет такого файла или каталога"},
		{"a directory in Russian", []string{"import", "rvtools", "--lang", "ru", t.TempDir()}, ": это каталог"},
		{"bad flag", []string{"import", "rvtools", goodPath, "--clusters", "x"}, "flag provided but not defined: -clusters"},
		{"bad lang", []string{"import", "rvtools", goodPath, "--lang", "de"}, `--lang "de"`},
		{"bad policy", []string{"import", "rvtools", goodPath, "--policy", "raid10"}, `policy “raid10” is not one of: raid1-ftt1, raid5-ftt1`},
		{"bad disk", []string{"import", "rvtools", goodPath, "--disk-gb", "0.5"}, "the target host is not one a cluster can have"},
		{"bad architecture", []string{"import", goodPath, "--architecture", "hci"}, "the target host is not one a cluster can have"},
		{"ESA hybrid", []string{"import", goodPath, "--all-flash=false"}, "ESA takes at most 32 devices and is all-flash"},
		{"not an xlsx", []string{"import", "rvtools", notXLSX}, "is not an .xlsx workbook"},
		{"old xls", []string{"import", "rvtools", xls}, "is an old binary .xls workbook"},
		{"truncated", []string{"import", "rvtools", truncated}, "is damaged or incomplete"},
		{"no vInfo", []string{"import", "rvtools", noVInfo}, "has no vInfo tab, so it is not an RVTools export (its tabs: Лист1)"},
		{"100 MB", []string{"import", "rvtools", big}, "is 104.9 MB; the largest workbook Sizewise reads is 64 MiB"},
		{"unknown cluster", []string{"import", "rvtools", goodPath, "--cluster", "Prod"}, "no cluster “Prod” in " + goodPath + "; its 3 clusters are: (no cluster), DMZ, Прод-Кластер"},
		{"unknown cluster in Russian", []string{"import", "rvtools", "--lang", "ru", goodPath, "--cluster", "Prod"}, "нет кластера «Prod»"},
		{"old xls in Russian", []string{"import", "rvtools", "--lang=ru", xls}, "старая двоичная книга .xls"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := importCLI(tc.args...)
			if code != 2 || out != "" {
				t.Errorf("exit %d, stdout %q", code, out)
			}
			if !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "sizewise import") {
				t.Errorf("stderr %q, want one line with %q", errOut, tc.want)
			}
		})
	}
}

func TestParseInterleaved(t *testing.T) {
	fs := newFlags("t", nil)
	a := fs.String("a", "", "")
	b := fs.Bool("b", false, "")
	pos, ok := parseInterleaved(fs, []string{"x", "-a", "1", "y", "-b", "--", "-z"}, &bytes.Buffer{})
	if !ok || strings.Join(pos, ",") != "x,y,-z" || *a != "1" || !*b {
		t.Errorf("pos %q a %q b %v ok %v", pos, *a, *b, ok)
	}
}

// The usage line lists the calculator's policies, from its one list.
func TestImportUsageNamesThePolicies(t *testing.T) {
	want := "[--policy raid1-ftt1|raid5-ftt1|raid1-ftt2|raid6-ftt2|raid1-ftt3]"
	if !strings.Contains(importUsage, want) {
		t.Errorf("usage %q lacks %q", importUsage, want)
	}
	code, _, errOut := importCLI("import", "rvtools")
	if code != 2 || !strings.Contains(errOut, want) {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// `import FILE` recognises either kind; `import liveoptics FILE` reads a
// Live Optics workbook; the target host flags reach the scenarios.
func TestImportEitherKind(t *testing.T) {
	rv := writeImportFile(t, "RVTools_export_all_2026-11-30.xlsx", rvtoolstest.Sample().Bytes())
	lo := writeImportFile(t, "LiveOptics_1_VMWARE.xlsx", liveopticstest.Sample().Bytes())
	for _, tc := range []struct {
		args []string
		tool string
		vms  int
	}{
		{[]string{"import", rv}, "RVTools", 8},
		{[]string{"import", lo}, "Live Optics", 9},
		{[]string{"import", "liveoptics", lo, "--lang", "ru"}, "Live Optics", 9},
		{[]string{"import", lo, "--architecture", "osa", "--all-flash=false", "--devices", "6", "--device-gb", "2400", "--cache-device-gb", "800"}, "Live Optics", 9},
		{[]string{"import", rv, "--host-cores", "48", "--host-ghz", "2.8", "--host-memory-gb", "1024", "--devices", "8", "--device-gb", "3840"}, "RVTools", 8},
	} {
		code, out, errOut := importCLI(tc.args...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: exit %d %q", tc.args, code, errOut)
		}
		var plan struct {
			Inventory struct {
				Source     struct{ Tool string }
				VMs        int `json:"vms"`
				TargetHost struct {
					Given    bool
					Devices  int     `json:"devices"`
					DeviceGB float64 `json:"device_gb"`
				} `json:"target_host"`
			}
			Scenarios []struct {
				Calculator string
				Inputs     map[string]any
			}
		}
		if err := json.Unmarshal([]byte(out), &plan); err != nil {
			t.Fatal(err)
		}
		if plan.Inventory.Source.Tool != tc.tool || plan.Inventory.VMs != tc.vms {
			t.Errorf("%v: %+v", tc.args, plan.Inventory)
		}
		var res, errb bytes.Buffer
		if code := cmdEval(nil, strings.NewReader(out), &res, &errb); code != 0 {
			t.Fatalf("%v: eval exit %d: %s", tc.args, code, errb.String())
		}
		joined := strings.Join(tc.args, " ")
		cacheSims := 0
		for _, s := range plan.Scenarios {
			if s.Calculator == "cache-sim" {
				cacheSims++
			}
		}
		switch {
		case strings.Contains(joined, "--all-flash=false") && cacheSims != 2:
			t.Errorf("hybrid host: %d cache-sim scenarios", cacheSims)
		case strings.Contains(joined, "3840") && (!plan.Inventory.TargetHost.Given || plan.Inventory.TargetHost.Devices != 8 || plan.Inventory.TargetHost.DeviceGB != 3840):
			t.Errorf("target host %+v", plan.Inventory.TargetHost)
		}
	}
}
