package rvtools_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"strings"
	"testing"

	_ "github.com/sizewise/sizewise/engine/all"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rvtools"
	"github.com/sizewise/sizewise/engine/rvtools/rvtoolstest"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

func importBytes(t *testing.T, data []byte, opt rvtools.Options) *rvtools.Plan {
	t.Helper()
	p, err := rvtools.Import(bytes.NewReader(data), int64(len(data)), "RVTools_export_all_2026-11-30.xlsx", opt)
	if err != nil {
		t.Fatalf("Import: %v", err)
	}
	checkPlan(t, p)
	return p
}

// checkPlan evaluates the plan as eval would (strictly, every scenario)
// and checks that every scenario explains its inputs in notes, each named
// by its label with its JSON name (“VM data” (vm_data_gb) = …).
func checkPlan(t *testing.T, p *rvtools.Plan) {
	t.Helper()
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	out, errs := calc.EvalDocument(data, msg.EN)
	if len(errs) > 0 {
		t.Fatalf("eval refuses the plan: %v\n%s", errs, data)
	}
	res, ok := out.(scenario.PlanResult)
	if !ok || len(res.Results) != len(p.Scenarios) {
		t.Fatalf("eval answered %T with %d results for %d scenarios", out, len(res.Results), len(p.Scenarios))
	}
	for k, sc := range p.Scenarios {
		if len(sc.Notes) == 0 {
			t.Errorf("scenario %d (%s) has no notes", k, sc.Calculator)
		}
		for _, n := range sc.Notes {
			if strings.Contains(n, "{") || strings.Contains(n, "%!") {
				t.Errorf("unrendered note %q", n)
			}
		}
		c, _ := calc.Lookup(sc.Calculator)
		notes := strings.Join(sc.Notes, "\n")
		for name := range sc.Inputs {
			f, ok := c.Meta().Field(name)
			if !ok {
				t.Errorf("scenario %d (%s): %s is not an input", k, sc.Calculator, name)
				continue
			}
			if named := "“" + f.Label.EN + "” (" + name + ") = "; !strings.Contains(notes, named) && !strings.Contains(notes, "«"+f.Label.In(msg.RU)+"» ("+name+") = ") {
				t.Errorf("scenario %d (%s): no note says %q: %q", k, sc.Calculator, named, sc.Notes)
			}
		}
	}
}

// sampleTotals are the Sample fixture's numbers, summed by hand from
// rvtoolstest.Sample.
var sampleTotals = rvtools.Totals{
	VMs: 8, PoweredOn: 5, Templates: 1,
	VCPUs:          4 + 8 + 2 + 2 + 2 + 2 + 4 + 1,
	MemoryMiB:      8192 + 32768 + 4096 + 2048 + 4096 + 2048 + 16384 + 1024,
	ProvisionedMiB: 106496 + 1132544 + 45056 + 16384 + 30720 + 22528 + 358400 + 10240,
	InUseMiB:       51200 + 716800 + 20480 + 8192 + 10240 + 12288 + 307200 + 5120,
	Disks:          11,
	DiskCapacityMiB: 40960 + 65536 + 51200 + 1048576 + 40960 + 16384 + 20480 + 6144 +
		20480 + 307200 + 9216,
	Snapshots: 4, SnapshotMiB: 2048 + 1024 + 512 + 1536,
	Hosts: 6, HostCores: 16 + 16 + 24 + 8 + 8 + 4, HostMemoryMiB: 2*262144 + 393216 + 2*131072 + 65536,
	PoweredOnVCPUs: 4 + 8 + 2 + 2 + 1, PoweredOnMemoryMiB: 8192 + 32768 + 4096 + 2048 + 1024,
	VCPUPerCore: ptr(0.2237), VRAMPerRAM: ptr(0.0387), // 17/76 = 0.22368; 48128/1245184 = 0.03865
}

func ptr(x float64) *float64 { return &x }

var sampleClusters = []rvtools.ClusterSummary{
	{Name: "DMZ", Totals: rvtools.Totals{VMs: 2, PoweredOn: 1, VCPUs: 6, MemoryMiB: 18432, ProvisionedMiB: 380928, InUseMiB: 319488,
		Disks: 2, DiskCapacityMiB: 327680, Snapshots: 2, SnapshotMiB: 2048, Hosts: 2, HostCores: 16, HostMemoryMiB: 262144,
		PoweredOnVCPUs: 2, PoweredOnMemoryMiB: 2048, VCPUPerCore: ptr(0.125), VRAMPerRAM: ptr(0.0078)}},
	{Name: "Прод-Кластер", Totals: rvtools.Totals{VMs: 5, PoweredOn: 3, Templates: 1, VCPUs: 18, MemoryMiB: 51200,
		ProvisionedMiB: 1331200, InUseMiB: 806912, Disks: 8, DiskCapacityMiB: 1290240, Snapshots: 2, SnapshotMiB: 3072,
		Hosts: 3, HostCores: 56, HostMemoryMiB: 917504, PoweredOnVCPUs: 14, PoweredOnMemoryMiB: 45056,
		VCPUPerCore: ptr(0.25), VRAMPerRAM: ptr(0.0491)}}, // 14/56; 45056/917504 = 0.04911
	{Name: rvtools.NoCluster, Totals: rvtools.Totals{VMs: 1, PoweredOn: 1, VCPUs: 1, MemoryMiB: 1024, ProvisionedMiB: 10240, InUseMiB: 5120,
		Disks: 1, DiskCapacityMiB: 9216, Hosts: 1, HostCores: 4, HostMemoryMiB: 65536, PoweredOnVCPUs: 1, PoweredOnMemoryMiB: 1024,
		VCPUPerCore: ptr(0.25), VRAMPerRAM: ptr(0.0156)}},
}

func checkTotals(t *testing.T, what string, got, want rvtools.Totals) {
	t.Helper()
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if string(g) != string(w) {
		t.Errorf("%s totals\n got %s\nwant %s", what, g, w)
	}
}

func scenariosOf(p *rvtools.Plan, calculator string) []rvtools.Scenario {
	var out []rvtools.Scenario
	for _, s := range p.Scenarios {
		if s.Calculator == calculator {
			out = append(out, s)
		}
	}
	return out
}

// capsUnder is the vsan-capacity scenarios under rule set set, one per
// cluster.
func capsUnder(p *rvtools.Plan, set string) []rvtools.Scenario {
	var out []rvtools.Scenario
	for _, s := range scenariosOf(p, "vsan-capacity") {
		if s.Inputs["rules"] == set {
			out = append(out, s)
		}
	}
	return out
}

func input(t *testing.T, s rvtools.Scenario, name string) string {
	t.Helper()
	v, ok := s.Inputs[name]
	if !ok {
		t.Fatalf("%s has no input %s: %v", s.Calculator, name, s.Inputs)
	}
	return strings.Trim(string(must(json.Marshal(v))), `"`)
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func hasNote(notes []string, parts ...string) bool {
	for _, n := range notes {
		ok := true
		for _, p := range parts {
			if !strings.Contains(n, p) {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// The main 4.x fixture: every number of the inventory, and the derived
// inputs of every scenario.
func TestSample(t *testing.T) {
	p := importBytes(t, rvtoolstest.Sample().Bytes(), rvtools.Options{})
	if p.Plan != "RVTools export all 2026-11-30" {
		t.Errorf("plan name %q", p.Plan)
	}
	src := p.Inventory.Source
	want := rvtools.Source{Tool: "RVTools", Version: "4.7.1.4", VCenter: "vc01.example.local", MajorVersion: "4.7",
		Exported: "2026-11-30T09:15:00", Units: "MiB", File: "RVTools_export_all_2026-11-30.xlsx"}
	if src != want {
		t.Errorf("source %+v\nwant %+v", src, want)
	}
	checkTotals(t, "inventory", p.Inventory.Totals, sampleTotals)
	if len(p.Inventory.Clusters) != len(sampleClusters) {
		t.Fatalf("%d clusters", len(p.Inventory.Clusters))
	}
	for k, c := range sampleClusters {
		if p.Inventory.Clusters[k].Name != c.Name {
			t.Errorf("cluster %d is %q, want %q", k, p.Inventory.Clusters[k].Name, c.Name)
		}
		checkTotals(t, c.Name, p.Inventory.Clusters[k].Totals, c.Totals)
	}
	// Per cluster: vsan-capacity, memory-states per memory size, stretched.
	var order []string
	for _, s := range p.Scenarios {
		order = append(order, s.Calculator)
	}
	wantOrder := []string{
		// DMZ: classic and vSAN 8 ESA rules; one memory size, then after the loss of a host
		// and the hosts its VMs need
		"vsan-capacity", "vsan-capacity", "memory-states", "memory-states", "stretched-bandwidth", "cluster-sizing",
		// Прод: 256 and 384 GB, N+1
		"vsan-capacity", "vsan-capacity", "memory-states", "memory-states", "memory-states", "stretched-bandwidth", "cluster-sizing",
		// (no cluster): a standalone host is no cluster: its memory only
		"memory-states",
		// the whole estate's hosts, both clusters together
		"cluster-sizing",
	}
	if !reflect.DeepEqual(order, wantOrder) {
		t.Errorf("scenarios %v\nwant %v", order, wantOrder)
	}
	caps := capsUnder(p, "classic")
	if len(caps) != 2 {
		t.Fatalf("%d classic vsan-capacity scenarios, want DMZ and Прод (a standalone host is no cluster)", len(caps))
	}
	// The default target host: 5 devices of 3200 GB (decimal, as the VM
	// data), as OSA capacity disks under the classic rules: 1 group of 5.
	for k, w := range []struct{ hosts, data string }{
		// DMZ: 2 hosts → a 2-node cluster; 319488 MiB × 1.048576 / 1000
		{"2", "335.007"},
		// Прод: 806912 MiB → 846.109 GB
		{"3", "846.109"},
	} {
		c := caps[k]
		if input(t, c, "hosts") != w.hosts || input(t, c, "vm_data_gb") != w.data || input(t, c, "disk_groups_per_host") != "1" ||
			input(t, c, "capacity_disks_per_group") != "5" || input(t, c, "policy") != "raid1-ftt1" || input(t, c, "capacity_disk_gb") != "3200" ||
			input(t, c, "architecture") != "osa" || input(t, c, "all_flash") != "true" {
			t.Errorf("vsan-capacity %d inputs %v", k, c.Inputs)
		}
	}
	// Under the vSAN 8 ESA rules the same hosts are ESA: their 5 devices
	// as the storage pool; RAID-5 (adaptive) on 3 hosts, RAID-1 on 2-node.
	esa := capsUnder(p, "vsan8-esa")
	for k, w := range []struct{ hosts, policy string }{{"2", "raid1-ftt1"}, {"3", "raid5-ftt1"}} {
		c := esa[k]
		if input(t, c, "architecture") != "esa" || input(t, c, "devices_per_host") != "5" || input(t, c, "capacity_disk_gb") != "3200" ||
			input(t, c, "hosts") != w.hosts || input(t, c, "policy") != w.policy {
			t.Errorf("ESA scenario %d inputs %v", k, c.Inputs)
		}
	}
	if !hasNote(caps[1].Notes, "“VM data” (vm_data_gb) = Σ “In Use MiB” of the", "806,912 MiB × 1.048576 / 1000 = 846.109 GB", "5 VMs", "Прод-Кластер") {
		t.Errorf("vm_data_gb note: %q", caps[1].Notes)
	}
	if !hasNote(caps[0].Notes, "“Hosts” (hosts) = 2: cluster “DMZ” has 2 hosts in “vHost”: it is sized as a 2-node cluster") {
		t.Errorf("hosts note: %q", caps[0].Notes)
	}
	mem := scenariosOf(p, "memory-states")
	for k, w := range []struct{ gb, version, free string }{
		{"128", "6", "39321.6"}, // dmz01 at 70 %: 131072 × 0.3
		// DMZ after the loss of a host: 131072 × (0.70 + 0.55) = 163840 MiB
		// in use on the 131072 MiB left: 125 %, free 0
		{"128", "6", "0"},
		{"256", "7", "100925.44"}, // esx01 (ESXi 7.0.3) at 61.5 %: 262144 × 0.385
		{"384", "8", "235929.6"},  // esx03 (ESXi 8.0.2) at 40 %
		// Прод N+1: 262144 × (0.615 + 0.48) + 393216 × 0.40 = 444334.08 MiB
		// in use; the 384 GB host lost, 524288 MiB left: 84.75 %; on the
		// smallest host 262144 × (1 − 0.8475) = 39976.96 MB
		{"256", "7", "39976.96"},
		{"64", "5", "52428.8"}, // lab01, ESXi 5.5 at 20 %
	} {
		if input(t, mem[k], "host_memory_gb") != w.gb || input(t, mem[k], "vsphere_version") != w.version || input(t, mem[k], "free_memory_mb") != w.free {
			t.Errorf("memory-states %d inputs %v, want %+v", k, mem[k].Inputs, w)
		}
	}
	if !hasNote(mem[4].Notes, "After the loss of one host (N+1)", "84.75 %") || !hasNote(mem[1].Notes, "does not fit on the hosts left (125 %") {
		t.Errorf("N+1 notes: %q %q", mem[4].Notes, mem[1].Notes)
	}
	str := scenariosOf(p, "stretched-bandwidth")
	// Data components under RAID-1 FTT=1, as the bandwidth guide counts
	// them (FTT+1 = 2 per object up to 255 GB; no witness components):
	//  DMZ: proxy-01 (on): home 2 + disk 2 + swap 2 + 2 snapshots × 1 disk 4 = 10;
	//       mail-01 (suspended, no swap): home 2 + 300 GiB disk (2 chunks: 2×2) = 6 → 16.
	//  Прод: веб-01 2 + 2+2 + swap 2 + 1 snapshot × 2 disks 4 = 12; db-01 2 + 2 + 1 TiB (⌈1024/255⌉ = 5 chunks: 10) + swap 2 = 16;
	//        app-01 4; tmpl-linux 4; Total 2 + 2 + 2 (independent) + swap 2 + 1 delta (not the independent disk) 2 = 10 → 46.
	for k, w := range []struct{ components, perSite string }{{"16", "1"}, {"46", "2"}} {
		if input(t, str[k], "components") != w.components || input(t, str[k], "hosts_per_site") != w.perSite ||
			input(t, str[k], "write_iops") != "10000" || input(t, str[k], "write_size_kb") != "4" || input(t, str[k], "write_load_assumed") != "true" {
			t.Errorf("stretched-bandwidth %d inputs %v, want %+v", k, str[k].Inputs, w)
		}
	}
	if !hasNote(str[1].Notes, "virtual disks 8 → 24", "swap of powered-on VMs (memory − reservation) 3 → 6", "snapshot deltas (each snapshot × each disk it covers) 3 → 6") {
		t.Errorf("components note: %q", str[1].Notes)
	}
	// The witness appliance holds one component per object: Прод's 5 homes,
	// 8 disks, 3 swaps, 3 deltas = 19 objects.
	if !hasNote(str[1].Notes, "one witness component per object", "19 objects → Tiny") {
		t.Errorf("witness note: %q", str[1].Notes)
	}
	for _, n := range []string{
		"vInfo: rows without a VM value skipped (formatted blank rows): 3,000.",
		"vInfo: total rows skipped: 1 (rows 10)",
		"vHost: total rows skipped: 1 (rows 8)",
		"vDisk: rows without a VM value skipped (formatted blank rows): 3,000.",
	} {
		if !hasNote(p.Notes, n) {
			t.Errorf("no plan note %q in %q", n, p.Notes)
		}
	}
}

// The same estate written as RVTools 3.x writes it: MB headers, text dates,
// a Property/Value vMetaData; strings inline instead of shared.
func TestVersion3(t *testing.T) {
	for _, inline := range []bool{false, true} {
		e := rvtoolstest.Sample()
		e.V3, e.MetaProperty, e.MetaVersion, e.Inline = true, true, xlsxtest.Str("3.11.9"), inline
		p := importBytes(t, e.Bytes(), rvtools.Options{})
		checkTotals(t, "3.x", p.Inventory.Totals, sampleTotals)
		src := p.Inventory.Source
		if src.Version != "3.11.9" || src.MajorVersion != "3.11" || src.Units != "MB" || src.Exported != "2026-11-30T09:15:00" {
			t.Errorf("source %+v", src)
		}
		if !hasNote(p.Notes, "RVTools 3.x's MB") {
			t.Errorf("no MB note: %q", p.Notes)
		}
	}
}

// RVTools 4.10: the major version cell is a number, 4.1 in the file.
func TestVersion410(t *testing.T) {
	for _, tc := range []struct {
		name               string
		major, full        xlsxtest.Value
		version, majorWant string
		ambiguous          bool
	}{
		{"full version beside a numeric major", xlsxtest.Num(4.1), xlsxtest.Str("4.10.1.0"), "4.10.1.0", "4.10", false},
		{"numeric major alone", xlsxtest.Num(4.1), xlsxtest.Skip, "4.1", "4.1", true},
		{"text major alone", xlsxtest.Str("4.10"), xlsxtest.Skip, "4.10", "4.10", false},
		{"major as a number with two decimals shown", xlsxtest.Num(4.1).WithStyle(xlsxtest.StyleTwoDec), xlsxtest.Str("4.10.2.0"), "4.10.2.0", "4.10", false},
		// the full version present, as a number: the note names that cell
		// and does not say the full version is missing
		{"full version as a number", xlsxtest.Skip, xlsxtest.Num(4.1), "4.1", "4.1", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := rvtoolstest.Sample()
			e.BlankRows = 0
			e.MetaMajor, e.MetaVersion = tc.major, tc.full
			p := importBytes(t, e.Bytes(), rvtools.Options{})
			if s := p.Inventory.Source; s.Version != tc.version || s.MajorVersion != tc.majorWant {
				t.Errorf("version %q major %q", s.Version, s.MajorVersion)
			}
			if got := hasNote(p.Notes, "as the number 4.1"); got != tc.ambiguous {
				t.Errorf("ambiguity note %v: %q", got, p.Notes)
			}
			full := tc.full != xlsxtest.Skip
			if tc.ambiguous && hasNote(p.Notes, "the full version (“RVTools version”) is not in the workbook") == full {
				t.Errorf("the note says the full version is missing: %v, with it given: %v: %q", !full, full, p.Notes)
			}
		})
	}
}

func TestNoMetaData(t *testing.T) {
	e := rvtoolstest.Sample()
	e.NoMeta, e.BlankRows = true, 0
	p := importBytes(t, e.Bytes(), rvtools.Options{})
	if s := p.Inventory.Source; s.Version != "" || s.VCenter != "vc01.example.local" || s.Exported != "" {
		t.Errorf("source %+v", s)
	}
	if !hasNote(p.Notes, "vMetaData is not in the workbook") {
		t.Errorf("notes %q", p.Notes)
	}
}

// Two vCenters in one workbook: the VMs of the second are joined to their
// own disks although their names repeat.
func TestTwoVCenters(t *testing.T) {
	e := rvtoolstest.Sample()
	e.NoMeta, e.BlankRows = true, 0
	dup := e.VMs[7]
	dup.Server, dup.Cluster, dup.Disks = "vc02.example.local", "DMZ", []rvtoolstest.Disk{{CapacityMiB: 1000}}
	e.VMs = append(e.VMs, dup)
	p := importBytes(t, e.Bytes(), rvtools.Options{})
	if s := p.Inventory.Source; s.VCenter != "vc01.example.local, vc02.example.local" {
		t.Errorf("vcenter %q", s.VCenter)
	}
	if p.Inventory.Clusters[0].Disks != 3 || p.Inventory.Clusters[0].VMs != 3 {
		t.Errorf("DMZ %+v", p.Inventory.Clusters[0].Totals)
	}
}

func TestTotalLabels(t *testing.T) {
	for label, want := range map[string]bool{
		"Total": true, "TOTAL:": true, "Totals": true, "Grand total": true, "Subtotal cluster A": true, "Total-01": true,
		"Итого": true, "ВСЕГО": true, "Sum": true, "Summe": true,
		"Totalizer": false, "vm-total": false, "Summit-db": false, "итоговый-отчёт": false, "web-01": false,
	} {
		if got := rvtools.IsTotalLabel(label); got != want {
			t.Errorf("IsTotalLabel(%q) = %v", label, got)
		}
	}
}

func TestClusterFilter(t *testing.T) {
	data := rvtoolstest.Sample().Bytes()
	for _, name := range []string{"DMZ", "dmz", " DMZ "} {
		p := importBytes(t, data, rvtools.Options{Cluster: name})
		// one cluster: no estate-wide cluster-sizing beside its own
		if len(p.Inventory.Clusters) != 1 || p.Inventory.ClusterFilter != "DMZ" || len(p.Scenarios) != 6 {
			t.Fatalf("--cluster %q: %d clusters, %d scenarios", name, len(p.Inventory.Clusters), len(p.Scenarios))
		}
		checkTotals(t, "filtered", p.Inventory.Totals, sampleClusters[0].Totals)
	}
	p := importBytes(t, data, rvtools.Options{Cluster: "Прод-Кластер"})
	checkTotals(t, "Прод", p.Inventory.Totals, sampleClusters[1].Totals)
	_, err := rvtools.Import(bytes.NewReader(data), int64(len(data)), "x.xlsx", rvtools.Options{Cluster: "Prod"})
	var e *rvtools.Error
	if !errors.As(err, &e) || e.Error() != `no cluster “Prod” in x.xlsx; its 3 clusters are: (no cluster), DMZ, Прод-Кластер` {
		t.Errorf("unknown cluster: %v", err)
	}
	if got := e.In(msg.RU); got != `в x.xlsx нет кластера «Prod»; его кластеры (3): (no cluster), DMZ, Прод-Кластер` {
		t.Errorf("in Russian: %s", got)
	}
}

// What vm_data_gb and the components count with powered-off VMs and
// templates left out.
func TestExclusions(t *testing.T) {
	data := rvtoolstest.Sample().Bytes()
	for _, tc := range []struct {
		name              string
		opt               rvtools.Options
		prodData, prodCmp string
		dmzData, dmzCmp   string
	}{
		// everything: see TestSample
		{"all", rvtools.Options{}, "846.109", "46", "335.007", "16"},
		// Прод without app-01 (20480) and tmpl-linux (8192): 778240 MiB × 1.048576 / 1000 = 816.0436; 46 − 4 − 4;
		// DMZ without the suspended mail-01: 12288 MiB; 16 − 6
		{"powered-on only", rvtools.Options{ExcludePoweredOff: true, ExcludeTemplates: true}, "816.044", "38", "12.885", "10"},
		{"no templates", rvtools.Options{ExcludeTemplates: true}, "837.519", "42", "335.007", "16"},
		// templates kept, powered-off and suspended VMs left out: 806912 − 20480
		{"no powered-off", rvtools.Options{ExcludePoweredOff: true}, "824.634", "42", "12.885", "10"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := importBytes(t, data, tc.opt)
			caps, str := capsUnder(p, "classic"), scenariosOf(p, "stretched-bandwidth")
			if input(t, caps[1], "vm_data_gb") != tc.prodData || input(t, str[1], "components") != tc.prodCmp ||
				input(t, caps[0], "vm_data_gb") != tc.dmzData || input(t, str[0], "components") != tc.dmzCmp {
				t.Errorf("Прод %s GB %s components, DMZ %s GB %s components",
					input(t, caps[1], "vm_data_gb"), input(t, str[1], "components"), input(t, caps[0], "vm_data_gb"), input(t, str[0], "components"))
			}
		})
	}
}

func TestPolicyAndHost(t *testing.T) {
	e := rvtoolstest.Sample()
	e.BlankRows = 0
	data := e.Bytes()
	p := importBytes(t, data, rvtools.Options{Policy: "raid5-ftt1"})
	caps, esa := capsUnder(p, "classic"), capsUnder(p, "vsan8-esa")
	// Прод: 3 hosts < 4 for OSA RAID-5 (3+1) → 4; ESA's adaptive RAID-5 (2+1) runs on 3.
	if input(t, caps[1], "hosts") != "4" || input(t, caps[1], "policy") != "raid5-ftt1" || input(t, esa[1], "hosts") != "3" || input(t, esa[1], "policy") != "raid5-ftt1" {
		t.Errorf("inputs %v / %v", caps[1].Inputs, esa[1].Inputs)
	}
	// RAID-5: 4 components an object; db-01's 1 TiB disk holds 341.3 GiB a leg → 2 chunks → 8.
	// Прод: 5 homes 20, disks 7 small × 4 + 8 = 36, swap 3 × 4 = 12, deltas 3 × 4 = 12 → 80.
	if c := input(t, scenariosOf(p, "stretched-bandwidth")[1], "components"); c != "80" {
		t.Errorf("RAID-5 components %s", c)
	}
	// A target host described for the import: OSA all-flash, 9 devices of
	// 1920 GB → 2 disk groups of 5 under both rule sets (OSA is not ESA).
	host := inventory.HostProfile{Cores: 48, CoreGHz: 2.8, MemoryGiB: 1024, Architecture: "osa", AllFlash: true, Devices: 9, DeviceGB: 1920}
	p = importBytes(t, data, rvtools.Options{Host: host})
	for _, c := range scenariosOf(p, "vsan-capacity") {
		if input(t, c, "architecture") != "osa" || input(t, c, "disk_groups_per_host") != "2" || input(t, c, "capacity_disks_per_group") != "5" ||
			input(t, c, "capacity_disk_gb") != "1920" || !hasNote(c.Notes, "the host described for the import") {
			t.Errorf("described host: %v %q", c.Inputs, c.Notes)
		}
	}
	if th := p.Inventory.TargetHost; th == nil || !th.Given || th.Devices != 9 || th.CacheDeviceGB != 800 {
		t.Errorf("target host %+v", th)
	}
	for _, opt := range []rvtools.Options{{Policy: "raid7"},
		{Host: inventory.HostProfile{Cores: 32, CoreGHz: 2, MemoryGiB: 512, Architecture: "esa", AllFlash: true, Devices: 0, DeviceGB: 3840}},
		{Host: inventory.HostProfile{Cores: 32, CoreGHz: 2, MemoryGiB: 512, Architecture: "esa", AllFlash: true, Devices: 5, DeviceGB: 1e6}},
		{Host: inventory.HostProfile{Cores: 32, CoreGHz: 2, MemoryGiB: 512, Architecture: "esa", AllFlash: false, Devices: 5, DeviceGB: 3840}},
	} {
		if _, err := rvtools.Import(bytes.NewReader(data), int64(len(data)), "x.xlsx", opt); err == nil {
			t.Errorf("%+v accepted", opt)
		}
	}
}

func TestRussianNotes(t *testing.T) {
	e := rvtoolstest.Sample()
	e.BlankRows = 0
	p := importBytes(t, e.Bytes(), rvtools.Options{Lang: msg.RU})
	caps := capsUnder(p, "classic")
	if !hasNote(caps[1].Notes, "«Данные ВМ» (vm_data_gb) = Σ «In Use MiB» ВМ", "кластера «Прод-Кластер» (5 ВМ)", "806\u00a0912 МиБ × 1,048576 / 1000 = 846,109 ГБ") {
		t.Errorf("Russian note %q", caps[1].Notes)
	}
	if !hasNote(caps[0].Notes, "2 хоста") || !hasNote(scenariosOf(p, "memory-states")[3].Notes, "«# Memory» 1 хоста") {
		t.Errorf("plural forms: %q", caps[0].Notes)
	}
	for _, sc := range p.Scenarios {
		for _, n := range sc.Notes {
			if strings.Contains(n, "the ") || strings.Contains(n, " of ") {
				t.Errorf("English in a Russian note: %q", n)
			}
		}
	}
}

// Missing tabs: the import goes on and says what it could not know.
func TestMissingTabs(t *testing.T) {
	e := rvtoolstest.Sample()
	e.BlankRows, e.Without = 0, []string{"vDisk", "vHost", "vSnapshot", "vMemory"}
	p := importBytes(t, e.Bytes(), rvtools.Options{})
	tot := p.Inventory.Totals
	if tot.VMs != 8 || tot.Disks != 0 || tot.Hosts != 0 || tot.Snapshots != 0 || tot.VCPUPerCore != nil {
		t.Errorf("totals %+v", tot)
	}
	for _, n := range []string{"vDisk is not in the workbook", "vHost is not in the workbook", "vSnapshot is not in the workbook", "no “ESXi memory states” scenario"} {
		if !hasNote(p.Notes, n) {
			t.Errorf("no note %q: %q", n, p.Notes)
		}
	}
	str := scenariosOf(p, "stretched-bandwidth")
	// Disks from vInfo (Disks, Total disk capacity MiB); no snapshots, no reservations:
	// Прод: homes 10; 8 disks: db-01's 2 disks share 1099776 MiB, 549888 each = 3 chunks → 6 each, others 2 → 6×2 + 12 = 24; swap 6 → 40.
	if c := input(t, str[1], "components"); c != "40" || !hasNote(str[1].Notes, "whose disks came from their own count and capacity (vInfo") || !hasNote(p.Notes, "vMemory is not in the workbook") {
		t.Errorf("components %s notes %q", c, str[1].Notes)
	}
	if len(scenariosOf(p, "memory-states")) != 0 {
		t.Error("memory-states without hosts")
	}
}

// A title above the table, a custom attribute named like a standard
// column, text numbers, a bad cell.
func TestHeaderQuirks(t *testing.T) {
	e := rvtoolstest.Sample()
	e.BlankRows = 0
	book := e.Book()
	vinfo := &book.Sheets[0]
	header := vinfo.Rows[0].Cells
	// a custom attribute "CPUs" before the real one: the first is read, with a note
	header = append([]xlsxtest.Value{xlsxtest.Str("CPUs")}, header...)
	vinfo.Rows[0].Cells = header
	for k := 1; k < len(vinfo.Rows); k++ {
		vinfo.Rows[k].Cells = append([]xlsxtest.Value{xlsxtest.Skip}, vinfo.Rows[k].Cells...)
	}
	vinfo.Rows[1].Cells[0] = xlsxtest.Str("4")
	// two title rows above the header
	vinfo.Rows = append([]xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Str("Inventory of ЦОД-1")}}, {}}, vinfo.Rows...)
	for k := range vinfo.Rows {
		vinfo.Rows[k].Num = 0
	}
	p := importBytes(t, book.Bytes(), rvtools.Options{})
	if p.Inventory.VMs != 8 || p.Inventory.VCPUs != 4 {
		t.Errorf("VMs %d vCPUs %v (the first CPUs column, a text 4 in one row)", p.Inventory.VMs, p.Inventory.VCPUs)
	}
	if !hasNote(p.Notes, "the header CPUs appears more than once") {
		t.Errorf("notes %q", p.Notes)
	}
}

func TestParseNumber(t *testing.T) {
	for in, want := range map[string]float64{
		"1024": 1024, " 1 024 ": 1024, "1\u00a0024": 1024, "1,024": 1024, "1,234,567.5": 1234567.5,
		"12,5": 12.5, "45 %": 45, "-3": -3, "1e3": 1000, "0.5": 0.5,
	} {
		got, ok := rvtools.ParseNumber(in)
		if !ok || got != want {
			t.Errorf("ParseNumber(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "abc", "1,2,3", "NaN", "Inf", "1.2.3", "12 MB"} {
		if v, ok := rvtools.ParseNumber(bad); ok {
			t.Errorf("ParseNumber(%q) = %v", bad, v)
		}
	}
}

func TestPlanName(t *testing.T) {
	for in, want := range map[string]string{
		"RVTools_export_all_2026-11-30.xlsx":        "RVTools export all 2026-11-30",
		"/home/me/Заказчик/RVTools_export_all.xlsx": "RVTools export all",
		`C:\Users\me\RVTools  export.xlsx`:          "RVTools export",
		"plain":                                     "plain",
		".xlsx":                                     "RVTools import",
		"":                                          "RVTools import",
	} {
		if got := rvtools.PlanName(in); got != want {
			t.Errorf("PlanName(%q) = %q, want %q", in, got, want)
		}
	}
}

// sizedReader claims a size it does not hold.
type sizedReader struct{ size int64 }

func (s sizedReader) ReadAt(p []byte, off int64) (int, error) {
	if off >= s.size {
		return 0, io.EOF
	}
	clear(p)
	return len(p), nil
}

func TestBadWorkbooks(t *testing.T) {
	sample := rvtoolstest.Sample()
	sample.BlankRows = 0
	good := sample.Bytes()
	noVInfo := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "Sheet1", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Str("VM")}}}}}}.Bytes()
	noVMColumn := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "vInfo", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Str("Name"), xlsxtest.Str("CPUs")}}}}}}.Bytes()
	noVMs := xlsxtest.Book{Sheets: []xlsxtest.Sheet{{Name: "vInfo", Rows: []xlsxtest.Row{{Cells: []xlsxtest.Value{xlsxtest.Str("VM"), xlsxtest.Str("CPUs")}}, {Styled: true}}}}}.Bytes()
	for _, tc := range []struct {
		name   string
		data   []byte
		size   int64
		en, ru string
	}{
		{"CSV", []byte("VM,Powerstate\n"), 0, "x.xlsx is not an .xlsx workbook", "x.xlsx — не книга .xlsx"},
		{"old .xls", append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 600)...), 0, "x.xlsx is an old binary .xls workbook", "старая двоичная книга .xls"},
		{"truncated", good[:len(good)*2/3], 0, "x.xlsx is damaged or incomplete", "повреждён или неполон"},
		{"100 MB", nil, 100 << 20, "x.xlsx is 104.9 MB; the largest workbook Sizewise reads is 64 MiB", "занимает 104,9 МБ"},
		{"no vInfo", noVInfo, 0, "x.xlsx has no vInfo tab, so it is not an RVTools export (its tabs: Sheet1)", "нет вкладки vInfo"},
		{"no VM column", noVMColumn, 0, "the vInfo tab has no VM column in its first 20 rows", "нет столбца VM"},
		{"no VMs", noVMs, 0, "x.xlsx: vInfo lists no VM", "нет ни одной ВМ"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r io.ReaderAt = bytes.NewReader(tc.data)
			size := int64(len(tc.data))
			if tc.size > 0 {
				r, size = sizedReader{tc.size}, tc.size
			}
			_, err := rvtools.Import(r, size, "x.xlsx", rvtools.Options{})
			var e *rvtools.Error
			if !errors.As(err, &e) {
				t.Fatalf("err %T %v", err, err)
			}
			if !strings.Contains(e.Error(), tc.en) || !strings.Contains(e.In(msg.RU), tc.ru) {
				t.Errorf("messages:\n%s\n%s", e.Error(), e.In(msg.RU))
			}
			if strings.ContainsAny(e.Error()+e.In(msg.RU), "\n\r") {
				t.Error("message on several lines")
			}
		})
	}
}

// The stepped importer gives the same plan as Import, with progress that
// never goes back and ends at 1.
func TestStepped(t *testing.T) {
	data := rvtoolstest.Sample().Bytes()
	im, err := rvtools.NewImporter(bytes.NewReader(data), int64(len(data)), "RVTools_export_all_2026-11-30.xlsx", rvtools.Options{})
	if err != nil {
		t.Fatal(err)
	}
	last, steps := 0.0, 0
	for !im.Step(50) {
		p := im.Progress()
		if p < last || p >= 1 {
			t.Fatalf("progress %v after %v", p, last)
		}
		last = p
		steps++
	}
	if im.Progress() != 1 || steps < 50 {
		t.Errorf("progress %v after %d steps", im.Progress(), steps)
	}
	stepped, err := im.Result()
	if err != nil {
		t.Fatal(err)
	}
	var calls []float64
	whole := importBytes(t, data, rvtools.Options{Progress: func(f float64) { calls = append(calls, f) }})
	a, _ := json.Marshal(stepped)
	b, _ := json.Marshal(whole)
	if !bytes.Equal(a, b) {
		t.Error("stepped and whole imports differ")
	}
	if len(calls) == 0 || calls[len(calls)-1] != 1 {
		t.Errorf("progress calls %v", calls)
	}
}

// Each cluster is sized under the vSAN 8 ESA rules too, beside its classic
// scenario: the same hosts and data on ESA hosts, with the operations and
// host rebuild reserves; with devices too small for those reserves, the
// classic slack, said in a note.
func TestCurrentRulesScenario(t *testing.T) {
	e := rvtoolstest.Sample()
	e.BlankRows = 0
	data := e.Bytes()
	p := importBytes(t, data, rvtools.Options{})
	esa, classic := capsUnder(p, "vsan8-esa"), capsUnder(p, "classic")
	if len(esa) != 2 {
		t.Fatalf("%d scenarios under vsan8-esa", len(esa))
	}
	for k := range esa {
		for _, name := range []string{"hosts", "vm_data_gb", "capacity_disk_gb"} {
			if input(t, esa[k], name) != input(t, classic[k], name) {
				t.Errorf("cluster %d: %s %s under ESA rules, %s classic", k, name, input(t, esa[k], name), input(t, classic[k], name))
			}
		}
		if input(t, esa[k], "headroom") != "reserves" || input(t, esa[k], "architecture") != "esa" || !hasNote(esa[k].Notes, "“Rule set” (rules) = vsan8-esa", "vSAN 8 ESA (vSphere 8)") ||
			!hasNote(esa[k].Notes, "“Headroom” (headroom) = reserves") {
			t.Errorf("cluster %d: %v %q", k, esa[k].Inputs, esa[k].Notes)
		}
	}
	// 1 GB devices: 5 GB a host cannot hold the operations reserve.
	tiny := inventory.HostProfile{Cores: 32, CoreGHz: 2.4, MemoryGiB: 512, Architecture: "esa", AllFlash: true, Devices: 5, DeviceGB: 1}
	p = importBytes(t, data, rvtools.Options{Host: tiny})
	for _, c := range capsUnder(p, "vsan8-esa") {
		if input(t, c, "headroom") != "slack" || !hasNote(c.Notes, "“Headroom” (headroom) = slack: the operations and host rebuild reserves do not fit on hosts of these devices") {
			t.Errorf("fallback: %v %q", c.Inputs, c.Notes)
		}
	}
	checkPlan(t, p)
}

// An estate whose clusters give more scenarios than a plan holds is refused
// with what to do, rather than imported into a plan eval and the library
// refuse (70 clusters gave 210 scenarios); one cluster of it imports.
func TestTooManyScenarios(t *testing.T) {
	x := rvtoolstest.Sample() // 70 clusters of 3 hosts and 2 VMs
	x.BlankRows, x.TotalRows, x.Hosts, x.VMs = 0, false, nil, nil
	for c := 0; c < 70; c++ {
		name := fmt.Sprintf("Кластер-%02d", c)
		for h := 0; h < 3; h++ {
			x.Hosts = append(x.Hosts, rvtoolstest.Host{Name: fmt.Sprintf("esx-%02d-%d", c, h), Cluster: name, ESX: "VMware ESXi 8.0.2", CPUs: 2, Cores: 32, MemoryMiB: 786432, MemoryUsagePct: 50})
		}
		for v := 0; v < 2; v++ {
			x.VMs = append(x.VMs, rvtoolstest.VM{Name: fmt.Sprintf("vm-%02d-%d", c, v), Cluster: name, Host: fmt.Sprintf("esx-%02d-0", c), CPUs: 2, MemoryMiB: 4096,
				ProvisionedMiB: 20480, InUseMiB: 10240, Disks: []rvtoolstest.Disk{{CapacityMiB: 20480}}})
		}
	}
	data := x.Bytes()
	_, err := rvtools.Import(bytes.NewReader(data), int64(len(data)), "big.xlsx", rvtools.Options{})
	var e *rvtools.Error
	if !errors.As(err, &e) || !strings.HasPrefix(e.Error(), "big.xlsx: its 70 clusters give more than the 200 scenarios a plan holds (at least 210)") {
		t.Fatalf("70 clusters: %v", err)
	}
	if got := e.In(msg.RU); !strings.HasPrefix(got, "big.xlsx: его 70 кластеров дают больше 200 сценариев") {
		t.Errorf("in Russian: %s", got)
	}
	p := importBytes(t, data, rvtools.Options{Cluster: "Кластер-07"})
	if len(p.Scenarios) == 0 || len(p.Scenarios) > calc.MaxScenarios {
		t.Errorf("one cluster: %d scenarios", len(p.Scenarios))
	}
}

// A formula saved without its computed value (as tools that do not
// calculate write it) is counted as 0 with a note that says so and what to
// do, not silently: its vCPUs were dropped without a word.
func TestUncomputedFormula(t *testing.T) {
	e := rvtoolstest.Sample()
	e.BlankRows = 0
	book := e.Book()
	vinfo := &book.Sheets[0]
	col := -1
	for i, v := range vinfo.Rows[0].Cells {
		if v == xlsxtest.Str("CPUs") {
			col = i
		}
	}
	if col < 0 {
		t.Fatal("no CPUs column in the sample's vInfo")
	}
	before := importBytes(t, book.Bytes(), rvtools.Options{}).Inventory.VCPUs
	lost := xlsxtest.NumberOf(vinfo.Rows[1].Cells[col])
	vinfo.Rows[1].Cells[col] = xlsxtest.Uncached("2*1")
	p := importBytes(t, book.Bytes(), rvtools.Options{})
	if p.Inventory.VCPUs != before-lost {
		t.Errorf("vCPUs %v, want %v − %v", p.Inventory.VCPUs, before, lost)
	}
	if !hasNote(p.Notes, "Formulas saved without a computed value count here too") {
		t.Errorf("notes %q", p.Notes)
	}
}

// Each cluster gets a cluster-sizing scenario drawn from its workload (the
// VMs sized, their vCPUs and memory, provisioned storage without the
// source vSAN overhead) on the target host, and the estate one for all
// clusters together; every input is explained by a note (issue 26's glue).
func TestClusterSizingScenarios(t *testing.T) {
	p := importBytes(t, rvtoolstest.Sample().Bytes(), rvtools.Options{})
	var sizing []int
	for i, sc := range p.Scenarios {
		if sc.Calculator == "cluster-sizing" {
			sizing = append(sizing, i)
		}
	}
	if len(sizing) != 3 {
		t.Fatalf("%d cluster-sizing scenarios, want DMZ, Прод and the estate", len(sizing))
	}
	var vms, vcpus float64
	for j, cs := range p.Inventory.Clusters[:2] { // DMZ, Прод
		c, w := cs.Name, cs.Workload
		if w == nil {
			t.Fatalf("no workload for %s", c)
		}
		in := p.Scenarios[sizing[j]].Inputs
		if toFloat(in["vms"]) != float64(w.VMs) {
			t.Errorf("%s: vms %v, the workload has %d", c, in["vms"], w.VMs)
		}
		if got := toFloat(in["memory_gb"]); math.Abs(got-w.MemoryGiB) > 0.001 {
			t.Errorf("%s: memory_gb %v, the workload has %v GiB", c, got, w.MemoryGiB)
		}
		if got := toFloat(in["storage_gb"]); math.Abs(got-w.StorageProvisionedGB) > 0.001 || in["storage_basis"] != "provisioned" {
			t.Errorf("%s: storage %v %v, the workload provisions %v GB", c, got, in["storage_basis"], w.StorageProvisionedGB)
		}
		vms += toFloat(in["vms"])
		vcpus += toFloat(in["vcpus"])
		notes := strings.Join(p.Scenarios[sizing[j]].Notes, "\n")
		for _, want := range []string{"(vms) = ", "(storage_gb) = ", "(sockets) = ", "(policy) = "} {
			if !strings.Contains(notes, want) {
				t.Errorf("%s: no note explains %q:\n%s", c, want, notes)
			}
		}
	}
	// the standalone host's VM is in the estate's
	if w := p.Inventory.Clusters[2].Workload; w != nil {
		vms += float64(w.VMs)
		vcpus += math.Max(w.VCPUs, float64(w.VMs))
	}
	estate := p.Scenarios[sizing[2]].Inputs
	if toFloat(estate["vms"]) != vms || toFloat(estate["vcpus"]) != vcpus {
		t.Errorf("estate: %v VMs, %v vCPUs; the clusters have %v and %v", estate["vms"], estate["vcpus"], vms, vcpus)
	}
}

func toFloat(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case int:
		return float64(x)
	case int64:
		return float64(x)
	case json.Number:
		f, _ := x.Float64()
		return f
	}
	return math.NaN()
}
