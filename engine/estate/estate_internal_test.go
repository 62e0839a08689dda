package estate

import (
	"math"
	"testing"

	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/memstate"
)

// A vSAN datastore's factor is the median of its VMs' Provisioned / (disk
// + swap), rounded to the nearest policy factor within 10 %. The ratios
// are those of a real RVTools export (pcmo_Sample_RVTool_Extract_1: its
// two vSAN clusters' medians are 1.319 and 1.915).
func TestFactorSnapping(t *testing.T) {
	for _, tc := range []struct {
		median  float64
		want    float64
		snapped bool
	}{
		{1.319, 4.0 / 3, true}, // RAID-5 3+1 (OSA)
		{1.915, 2, true},       // RAID-1 FTT=1
		{1.26, 1.25, true},     // ESA RAID-5 4+1
		{1.49, 1.5, true},      // ESA RAID-5 2+1, RAID-6
		{2.9, 3, true},         // RAID-1 FTT=2
		{3.95, 4, true},        // RAID-1 FTT=3
		{0.97, 1, true},        // FTT=0
		{1.7, 1.7, false},      // between RAID-6 and RAID-1: the median itself
		{2.5, 2.5, false},
		{0.5, 1, false}, // held to [1, 4]
		{9, 4, false},
	} {
		f, ok := snap(tc.median)
		got := min(max(tc.median, 1), 4)
		if ok {
			got = f
		}
		if ok != tc.snapped || math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("median %v: %v (snapped %v), want %v (%v)", tc.median, got, ok, tc.want, tc.snapped)
		}
	}
}

// The factor divides the In Use of the datastore's VMs: a RAID-1 vSAN
// cluster whose VMs show twice their disks as provisioned sizes half its
// In Use; VMs with snapshots are not sampled; a datastore with none to
// sample takes vSAN's default policy, ×2, and says so.
func TestEstimateFactors(t *testing.T) {
	vm := func(name string, disk, prov, inUse float64, snaps int) *VM {
		return &VM{Name: name, Power: PoweredOff, VSAN: true, VSANKey: "vc\x00c\x00vsanDatastore", Datastore: "vsanDatastore", Cluster: "c",
			DiskTotalMiB: disk, ProvisionedMiB: prov, InUseMiB: inUse, Snapshots: snaps}
	}
	e := &Estate{VMs: []*VM{
		vm("a", 100, 200, 150, 0),
		vm("b", 100, 210, 100, 0),
		vm("c", 100, 190, 80, 0),
		vm("d", 100, 800, 400, 2), // snapshot deltas in Provisioned: not sampled
		{Name: "nfs", InUseMiB: 70, ProvisionedMiB: 100, DiskTotalMiB: 100},
	}}
	fs := e.estimateFactors()
	if len(fs) != 1 || fs[0].Value != 2 || !fs[0].Snapped || fs[0].Sampled != 3 || fs[0].Median != 2 || fs[0].Name != "vsanDatastore (c)" {
		t.Fatalf("factors %+v", fs)
	}
	if e.VMs[0].UsedMiB() != 75 || e.VMs[3].UsedMiB() != 200 || e.VMs[4].UsedMiB() != 70 || e.VMs[4].factor() != 1 {
		t.Errorf("used %v %v %v", e.VMs[0].UsedMiB(), e.VMs[3].UsedMiB(), e.VMs[4].UsedMiB())
	}
	if fs[0].InUseMiB != 730 || fs[0].NetMiB != 365 {
		t.Errorf("sums %+v", fs[0])
	}
	e = &Estate{VMs: []*VM{vm("x", 0, 100, 50, 0)}}
	if fs := e.estimateFactors(); !fs[0].Assumed || fs[0].Value != 2 {
		t.Errorf("nothing to sample: %+v", fs)
	}
}

// Hosts whose memory differs by less than 2 % are one size (1 MiB apart:
// the same DIMMs, a firmware reserve); 384 and 512 GB are two; versions
// apart are apart.
func TestGroupHosts(t *testing.T) {
	h := func(mib float64, esx string) *Host { return &Host{Name: "h", MemoryMiB: mib, ESXVersion: esx} }
	const v8 = "VMware ESXi 8.0.3"
	gs := groupHosts([]*Host{h(523264, v8), h(523265, v8), h(523263.5, v8), h(393216, v8), h(524287, "VMware ESXi 7.0.3")})
	if len(gs) != 3 {
		t.Fatalf("%d groups", len(gs))
	}
	if gs[1].mib != 523263.5 || gs[1].top != 523265 || len(gs[1].hosts) != 3 || gs[0].mib != 393216 || gs[2].version != "7" {
		t.Errorf("groups %+v %+v %+v", *gs[0], *gs[1], *gs[2])
	}
}

// After the loss of its largest host a cluster holds the memory in use on
// the others: three 512 GiB hosts at 65.9 % hold 98.85 % of the two left,
// which a healthy point-in-time view hid.
func TestMemoryN1(t *testing.T) {
	p := &planner{words: Words{HostSheet: "vHost", HostVersion: "ESX Version"}}
	c := &clusterData{name: "c"}
	for i := 0; i < 3; i++ {
		c.hosts = append(c.hosts, &Host{Name: "h", MemoryMiB: 524288, MemoryUsagePct: 65.9, HasMemoryUsage: true, ESXVersion: "VMware ESXi 8.0.3"})
	}
	d, ok := p.memoryN1(c, c.hosts)
	if !ok {
		t.Fatal("no N+1 scenario")
	}
	// used 3 × 524288 × 0.659 = 1036517.376 MiB over 2 × 524288 = 98.85 %;
	// free 524288 × (1 − 0.9885) = 6029.31 MB
	if free := *d.inputs.(memstate.Inputs).FreeMemoryMB; free != 6029.31 {
		t.Errorf("free %v", free)
	}
	// one host, or use unknown: none
	if _, ok := p.memoryN1(c, c.hosts[:1]); ok {
		t.Error("N+1 of one host")
	}
	c.hosts[1].HasMemoryUsage = false
	if _, ok := p.memoryN1(c, c.hosts); ok {
		t.Error("N+1 without the use of every host")
	}
}

// A host's write peak is the least of its total peak and its VMs' write
// peaks; hosts with neither are not in the sum.
func TestPeakWrites(t *testing.T) {
	perfHost := func(mibps float64) *HostPerf { return &HostPerf{PeakMiBps: mibps, Has: HasPeakThroughput} }
	perfVM := func(mibps, iops float64) *VMPerf {
		return &VMPerf{PeakWriteMiBps: mibps, PeakWriteIOPS: iops, Has: HasPeakWrite | HasPeakWriteIOPS}
	}
	hosts := []*Host{{Name: "a", Perf: perfHost(300)}, {Name: "b", Perf: perfHost(50)}, {Name: "c"}, {Name: "d"}}
	vms := []*VM{{Host: "a", Perf: perfVM(200, 2000)}, {Host: "a", Perf: perfVM(150, 1500)}, {Host: "b", Perf: perfVM(40, 400)}, {Host: "c", Perf: perfVM(60, 300)}, {Host: "elsewhere", Perf: perfVM(5, 10)}}
	w := peakWrites(hosts, vms)
	// a: min(300, 350); b: min(50, 40); c: 60 (no host row); d: nothing; a VM on no listed host: its own 5
	if w.mibps != 300+40+60+5 || w.hosts != 3 || w.hostsAll != 4 || w.vmMiBps != 455 || w.vmWriteIOPS != 4210 || !w.ok {
		t.Errorf("%+v", w)
	}
}

// System VMs are recognised by name, or by the vCLS guest OS when names
// are anonymised.
func TestIsSystem(t *testing.T) {
	for name, want := range map[string]bool{
		"vCLS (1)": true, "vCLS-4c4c4544-0031-4310": true, "vcls (2)": true, "vCLS": true,
		"vSAN File Service Node (1)": true, "SupervisorControlPlaneVM (2)": true,
		"vCLSX": false, "web-vCLS": false, "vcenter": false,
	} {
		if got := IsSystem(&VM{Name: name}); got != want {
			t.Errorf("%q: %v", name, got)
		}
	}
	if !IsSystem(&VM{Name: "Guest VM 11", OS: "VMware Photon CRX (64-bit)"}) {
		t.Error("a vCLS agent by its guest OS")
	}
}

// The exclusions list at most MaxExcludedNames names a reason and count
// the rest.
func TestExclusionsBounded(t *testing.T) {
	x := newExclusions()
	for i := 0; i < inventory.MaxExcludedNames+7; i++ {
		x.add(inventory.ExcludedTemplate, "c", &VM{Name: "t"})
	}
	x.add(inventory.ExcludedSystem, NoCluster, &VM{Name: "vCLS (1)"})
	l := x.list()
	if len(l) != 2 || l[0].Reason != inventory.ExcludedSystem || l[0].Names[0] != "vCLS (1)" || l[1].VMs != 57 || len(l[1].Names) != 50 || l[1].More != 7 {
		t.Errorf("%+v", l)
	}
}
