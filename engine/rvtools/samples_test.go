package rvtools_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/sizewise/sizewise/engine/estate/estatetest"
	"github.com/sizewise/sizewise/engine/inventory"
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
		!estatetest.HasNote(dmz.Notes, "2 VMs live on vSAN datastores", "their 319488 MiB are divided by their datastore's factor to 159744 MiB", "vsanDatastore ×2") {
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
