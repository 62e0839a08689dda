package rvtools_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/sizewise/sizewise/engine/estate/estatetest"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rvtools"
	"github.com/sizewise/sizewise/engine/rvtools/rvtoolstest"
)

func importFile(t *testing.T, name string, opt rvtools.Options) *rvtools.Plan {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	p, err := rvtools.Import(bytes.NewReader(data), int64(len(data)), name, opt)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	estatetest.CheckPlan(t, p)
	return p
}

func clusterScenario(t *testing.T, p *rvtools.Plan, calculator, set, cluster string) rvtools.Scenario {
	t.Helper()
	for _, s := range estatetest.Of(p, calculator, set) {
		if estatetest.HasNote(s.Notes, "“"+cluster+"”") {
			return s
		}
	}
	t.Fatalf("no %s scenario of %s", calculator, cluster)
	return rvtools.Scenario{}
}

// VMs on vSAN datastores (vInfo's Path against vDatastore's Type) report
// In Use with their source policy's copies: it is divided by the
// datastore's factor before the target policy is applied.
func TestVSANSourceOverhead(t *testing.T) {
	e := rvtoolstest.Sample()
	e.BlankRows = 0
	e.Datastores = []rvtoolstest.Datastore{{Name: "vsanDatastore", Type: "vsan"}, {Name: "nfs01", Type: "NFS"}}
	// DMZ on vSAN (RAID-1: Provisioned about twice disk + swap), the rest on NFS
	for k := range e.VMs {
		e.VMs[k].Datastore = "nfs01"
		if e.VMs[k].Cluster == "DMZ" {
			e.VMs[k].Datastore = "vsanDatastore"
		}
	}
	// proxy-01 (on, 2048 MiB, 20480 MiB disk, 2 snapshots: not sampled);
	// mail-01 (suspended, no swap): 307200 MiB disk, provisioned 2 × it.
	e.VMs[6].ProvisionedMiB = 2 * 307200
	p := importBytes(t, e.Bytes(), rvtools.Options{})
	dmz := clusterScenario(t, p, "vsan-capacity", "classic", "DMZ")
	// (12288 + 307200) / 2 = 159744 MiB × 1.048576 / 1000 = 167.504 GB (was 335.007)
	if estatetest.Input(t, dmz, "vm_data_gb") != "167.504" ||
		!estatetest.HasNote(dmz.Notes, "2 VMs live on vSAN datastores", "their 319,488 MiB are divided by their datastore's factor to 159,744 MiB", "vsanDatastore ×2") {
		t.Errorf("DMZ %v %q", dmz.Inputs, dmz.Notes)
	}
	if !estatetest.HasNote(p.Notes, "“vsanDatastore (DMZ)” (2 VMs): median Provisioned / (disk capacity + swap) of 1 of them = 2 → ×2") {
		t.Errorf("plan notes %q", p.Notes)
	}
	prod := clusterScenario(t, p, "vsan-capacity", "classic", "Прод-Кластер")
	if estatetest.Input(t, prod, "vm_data_gb") != "846.109" || estatetest.HasNote(prod.Notes, "vSAN datastores") {
		t.Errorf("NFS cluster touched: %v", prod.Inputs)
	}
	if w := p.Inventory.Clusters[0].Workload; w == nil || w.StorageUsedGB != 167.504 {
		t.Errorf("DMZ workload %+v", w)
	}
}

// The real export with VMs on two vSAN clusters
// (pcmo_Sample_RVTool_Extract_1.xlsx). The figures were computed
// independently of the importer, by reading the workbook's XML with
// Python's zipfile and xml.etree and summing by header name: vInfo rows
// with a VM 1304, powered on 1084, templates 87, CPUs 6230, Memory
// 27924440, Provisioned 689314052, In Use 384456416 MiB; vDisk rows 2178;
// vHost rows 35. The vSAN VMs are those whose Path's datastore is a
// vDatastore row of Type vsan (both are named "vsanDatastore", in two
// clusters): NR-Eng-Cluster1 214 VMs, 211 sampled (disk capacity from
// vDisk, else vInfo; swap = Memory − vMemory Reservation when powered on;
// no vSnapshot row), median 1.3189, In Use 86082348 MiB; DMZ-VSAN-Cluster
// 23 VMs, 20 sampled, median 1.9147, In Use 11596992 MiB.
func TestRealSampleVSAN(t *testing.T) {
	p := importFile(t, "pcmo_Sample_RVTool_Extract_1.xlsx", rvtools.Options{})
	tot := p.Inventory.Totals
	if tot.VMs != 1304 || tot.PoweredOn != 1084 || tot.Templates != 87 || tot.VCPUs != 6230 || tot.MemoryMiB != 27924440 ||
		tot.ProvisionedMiB != 689314052 || tot.InUseMiB != 384456416 || tot.Disks != 2178 || tot.Hosts != 35 {
		t.Errorf("totals %+v", tot)
	}
	if !estatetest.HasNote(p.Notes, "“vsanDatastore (DMZ-VSAN-Cluster)” (23 VMs): median Provisioned / (disk capacity + swap) of 20 of them = 1.915 → ×2",
		"“vsanDatastore (NR-Eng-Cluster1)” (214 VMs): median Provisioned / (disk capacity + swap) of 211 of them = 1.319 → ×4/3") {
		t.Errorf("factors: %q", p.Notes)
	}
	// NR-Eng: the 141 VMs on other datastores 26930791 MiB + the vSAN VMs'
	// 86082348 × 3/4 = 64561761 → 91492552 MiB × 1.048576 / 1000 (was
	// 113013139 MiB → 118502.865 GB, ×1.235)
	nr := clusterScenario(t, p, "vsan-capacity", "classic", "NR-Eng-Cluster1")
	if estatetest.Input(t, nr, "vm_data_gb") != "95936.894" {
		t.Errorf("NR-Eng %v", nr.Inputs)
	}
	dmz := clusterScenario(t, p, "vsan-capacity", "classic", "DMZ-VSAN-Cluster")
	// 11596992 / 2 = 5798496 MiB (was 12160.327 GB, ×2); its 2 VMs on other
	// datastores hold nothing
	if estatetest.Input(t, dmz, "vm_data_gb") != "6080.164" || estatetest.Input(t, dmz, "hosts") != "2" {
		t.Errorf("DMZ %v", dmz.Inputs)
	}
	// 21 vCLS agents are left out, named
	if x := p.Inventory.Excluded; len(x) != 1 || x[0].Reason != inventory.ExcludedSystem || x[0].VMs != 21 {
		t.Errorf("excluded %+v", x)
	}
	// the standalone host with no VM is no cluster: no storage scenario
	for _, s := range estatetest.Of(p, "vsan-capacity", "") {
		if estatetest.HasNote(s.Notes, "(no cluster)") {
			t.Errorf("a standalone host sized: %q", s.Notes)
		}
	}
	if n := inventory.RealClusters(p.Inventory.Clusters); n != 13 {
		t.Errorf("%d clusters", n)
	}
}

// The two other real exports import and evaluate; their totals are those
// the import gave before the sizing changed (the inventory sums did not
// change), checked by the same Python reading: kubev2v 9 VMs, 7 hosts,
// In Use 351571 MiB; ntnxworkshop 805 VMs, 34 hosts.
func TestRealSamplesImport(t *testing.T) {
	p := importFile(t, "kubev2v_example1.xlsx", rvtools.Options{})
	if p.Inventory.VMs != 9 || p.Inventory.Hosts != 7 || p.Inventory.InUseMiB != 351571 {
		t.Errorf("kubev2v %+v", p.Inventory.Totals)
	}
	p = importFile(t, "ntnxworkshop_SizingWorkshop-RVTools.xlsx", rvtools.Options{})
	if p.Inventory.VMs != 805 || p.Inventory.Hosts != 34 || len(estatetest.Of(p, "stretched-bandwidth", "")) != 4 {
		t.Errorf("ntnx %+v", p.Inventory.Totals)
	}
	// without I/O statistics every link says its write load is assumed
	for _, s := range estatetest.Of(p, "stretched-bandwidth", "") {
		if estatetest.Input(t, s, "write_load_assumed") != "true" {
			t.Errorf("%v", s.Inputs)
		}
	}
}

// The notes that explain an import's inputs write their figures in the
// reader's conventions, with the precision they promise (issue 30 item 7:
// a Russian plan read "5573.548 GB" beside the page's "5 573,55 ГБ"). The
// real export pcmo_Sample_RVTool_Extract_1.xlsx, imported in each language:
//   - NR-Eng-Cluster1's VM data, 91492552 MiB (see TestRealSampleVSAN)
//     × 1.048576 / 1000 = 95936.894 GB, the input vm_data_gb;
//   - host whitewine.std.acme1.com's memory, vHost!Q36 (“# Memory”) =
//     523646 MiB, / 1024 = 511.373046875 GB exactly, the input
//     host_memory_gb of cluster AH-NewEng's memory-states scenario, which
//     the note states in full (it rounded it to 511.373 before);
//   - DMZ-VSAN-Cluster's source policy factor, the median 1.9147 → 1.915.
//
// The inputs themselves are the same numbers in both languages.
func TestNotesInReadersFormat(t *testing.T) {
	const nb = "\u00a0" // msg.GroupSep
	for _, c := range []struct {
		lang                    msg.Lang
		data, memory, factor    string
		decimalPoint, thousands string // marks a figure of the other language would show
	}{
		{msg.EN, "91,492,552 MiB × 1.048576 / 1000 = 95,936.894 GB", "(host_memory_gb) = 523,646 MiB / 1024 = 511.373046875 GB", "of 20 of them = 1.915 → ×2",
			"", ""},
		{msg.RU, "91" + nb + "492" + nb + "552 МиБ × 1,048576 / 1000 = 95" + nb + "936,894 ГБ", "(host_memory_gb) = 523" + nb + "646 МиБ / 1024 = 511,373046875 ГБ", "по 20 из них = 1,915 → ×2",
			`\d\.\d`, `\d{5}`},
	} {
		p := importFile(t, "pcmo_Sample_RVTool_Extract_1.xlsx", rvtools.Options{Lang: c.lang})
		nr := clusterScenarioIn(t, p, c.lang, "vsan-capacity", "classic", "NR-Eng-Cluster1")
		if estatetest.Input(t, nr, "vm_data_gb") != "95936.894" || !estatetest.HasNote(nr.Notes, c.data) {
			t.Errorf("%s: NR-Eng vm_data_gb %s, notes %q", c.lang, estatetest.Input(t, nr, "vm_data_gb"), nr.Notes)
		}
		mem := clusterScenarioIn(t, p, c.lang, "memory-states", "", "AH-NewEng")
		if estatetest.Input(t, mem, "host_memory_gb") != "511.373046875" || !estatetest.HasNote(mem.Notes, c.memory, "whitewine.std.acme1.com") {
			t.Errorf("%s: AH-NewEng host_memory_gb %s, notes %q", c.lang, estatetest.Input(t, mem, "host_memory_gb"), mem.Notes)
		}
		if c.lang == msg.EN && !estatetest.HasNote(p.Notes, "“vsanDatastore (DMZ-VSAN-Cluster)” (23 VMs): median", c.factor) ||
			c.lang == msg.RU && !estatetest.HasNote(p.Notes, "«vsanDatastore (DMZ-VSAN-Cluster)» (23 ВМ)", c.factor) {
			t.Errorf("%s: factor note %q", c.lang, p.Notes)
		}
		if c.lang != msg.RU {
			continue
		}
		// No figure of a Russian note has a decimal point or ungrouped
		// thousands: quoted text (a cell, a version, a host name) aside.
		quoted := regexp.MustCompile(`«[^»]*»|“[^”]*”`)
		point, ungrouped := regexp.MustCompile(c.decimalPoint), regexp.MustCompile(`(^|[^\d`+nb+`,.])`+c.thousands)
		notes := append([]string(nil), p.Notes...)
		for _, s := range p.Scenarios {
			notes = append(notes, s.Notes...)
		}
		for _, n := range notes {
			bare := quoted.ReplaceAllString(n, "«»")
			if point.MatchString(bare) || ungrouped.MatchString(bare) {
				t.Errorf("a figure in English format in a Russian note: %q", n)
			}
		}
	}
}

// clusterScenarioIn is clusterScenario for a plan imported in lang, whose
// notes quote a cluster's name as lang quotes it.
func clusterScenarioIn(t *testing.T, p *rvtools.Plan, lang msg.Lang, calculator, set, cluster string) rvtools.Scenario {
	t.Helper()
	q := "“" + cluster + "”"
	if lang == msg.RU {
		q = "«" + cluster + "»"
	}
	for _, s := range estatetest.Of(p, calculator, set) {
		if estatetest.HasNote(s.Notes, q) {
			return s
		}
	}
	t.Fatalf("no %s scenario of %s", calculator, cluster)
	return rvtools.Scenario{}
}

// Each imported scenario is titled by what tells it apart in a report and
// a comparison (issue 30 item 2): its cluster, the rule set where one
// calculator is sized under two, the host group or the lost host of a
// memory scenario; the estate-wide sizing and the VMs outside clusters by
// name. Titles are unique within the plan, in both languages.
func TestScenarioTitles(t *testing.T) {
	for _, c := range []struct {
		lang msg.Lang
		want []string // the first seven, AH-NewEng's (pcmo sample)
		last string
	}{
		{msg.EN, []string{"AH-NewEng, vSAN 6/7 rules", "AH-NewEng, vSAN 8 ESA rules", "AH-NewEng, hosts with 511 GB",
			"AH-NewEng, hosts with 767 GB", "AH-NewEng, its largest host lost", "AH-NewEng", "AH-NewEng"}, "All clusters"},
		{msg.RU, []string{"AH-NewEng, правила vSAN 6/7", "AH-NewEng, правила vSAN 8 ESA", "AH-NewEng, хосты с 511 ГБ",
			"AH-NewEng, хосты с 767 ГБ", "AH-NewEng, без самого большого хоста", "AH-NewEng", "AH-NewEng"}, "Все кластеры"},
	} {
		p := importFile(t, "pcmo_Sample_RVTool_Extract_1.xlsx", rvtools.Options{Lang: c.lang})
		seen := map[string]bool{}
		for i, s := range p.Scenarios {
			if i < len(c.want) && s.Title != c.want[i] {
				t.Errorf("%s: scenario %d (%s) titled %q, want %q", c.lang, i+1, s.Calculator, s.Title, c.want[i])
			}
			k := s.Calculator + "\x00" + s.Title
			if seen[k] {
				t.Errorf("%s: two %s scenarios titled %q", c.lang, s.Calculator, s.Title)
			}
			seen[k] = true
		}
		if got := p.Scenarios[len(p.Scenarios)-1].Title; got != c.last {
			t.Errorf("%s: the last scenario titled %q, want %q", c.lang, got, c.last)
		}
	}
}
