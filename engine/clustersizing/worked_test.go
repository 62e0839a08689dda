package clustersizing_test

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	cs "github.com/sizewise/sizewise/engine/clustersizing"
	_ "github.com/sizewise/sizewise/engine/memstate" // link target
)

func results(t *testing.T, inputs string) cs.Results {
	t.Helper()
	return calctest.Results[cs.Results](t, cs.ID, inputs)
}

func evaluate(t *testing.T, inputs string) *calc.Evaluation {
	t.Helper()
	return calctest.Evaluate(t, cs.ID, inputs)
}

// warned reports whether a warning of ev contains s (English).
func warned(ev *calc.Evaluation, s string) bool {
	for _, w := range ev.Warnings {
		if strings.Contains(w.String(), s) {
			return true
		}
	}
	return false
}

// Broadcom KB 313548, "Counting Cores for VMware Cloud Foundation and
// vSphere Foundation and TiBs for vSAN": "Host A (2 CPUs x 8 cores) + Host B
// (2 CPUs x 24 cores) converts to Host A (2 CPUs x 16 cores) + Host B (2
// CPUs x 24 cores) = 80 cores to license."
func TestKB313548CoreCount(t *testing.T) {
	a, b := cs.LicensedCores(1, 2, 8), cs.LicensedCores(1, 2, 24)
	assert.Equal(t, 32, a, "Host A: 2 × 16")
	assert.Equal(t, 48, b, "Host B: 2 × 24")
	assert.Equal(t, 80, a+b)
}

// tib is a device size in decimal TB that is exactly x TiB.
func tib(x float64) float64 { return x * math.Pow(2, 40) / 1e12 }

// kbCluster is KB 313548's table row: "3 | 1 | 8 | 3.840 | 11.520 | 48 | 48
// | -36" — 3 hosts, 1 CPU per host, 8 cores per CPU, 3.840 TiB per host,
// 11.520 TiB per cluster; 48 TiB entitled from the foundation, 48 cores
// and −36 TiB of vSAN required. A tiny workload on RAID-1 hosts with no
// spare gives the policy's 3 hosts.
const kbCluster = `{"vms":3,"vcpus":3,"memory_gb":12,"storage_gb":100,"sockets":1,"cores_per_socket":8,"host_memory_gb":64,` +
	`"devices_per_host":1,"device_size_tb":4.22212465065984,"policy":"raid1-ftt1","spare_hosts":0`

// The VCF row of KB 313548's table: "Though the number of cores is 8 on
// each CPU, customers must purchase 48 because the minimum subscription
// capacity is 16 cores per CPU and there is 1 CPU on each of the 3 ESXi
// hosts"; "Customers will receive 48 TiBs of vSAN, which is greater than
// the capacity required in the cluster" (−36: 12 − 48, the 11.52 TiB
// claimed needing 12 TiB licences, one per TiB).
func TestKB313548VCFTable(t *testing.T) {
	assert.InDelta(t, 3.84, tib(3.84)*1e12/math.Pow(2, 40), 1e-12)
	r := results(t, kbCluster+`}`)
	assert.Equal(t, 3, r.Hosts)
	assert.Equal(t, cs.ResMinimum, r.DecidingResource, "RAID-1's 3 hosts decide")
	assert.Equal(t, 24, r.PhysicalCores)
	assert.Equal(t, 48, r.LicensedCores)
	assert.Equal(t, 24, r.FloorCores)
	assert.InDelta(t, 11.52, r.VSANRawTiB, 1e-9)
	assert.Equal(t, 12, r.VSANRequiredTiB)
	assert.Equal(t, 48.0, r.VSANEntitledTiB)
	assert.Equal(t, -36, r.VSANRequiredTiB-int(r.VSANEntitledTiB), "the KB's −36")
	assert.Equal(t, 0, r.VSANAddOnTiB)
	ev := evaluate(t, kbCluster+`}`)
	assert.True(t, warned(ev, "CPUs of 8 cores are licensed as 16: 24 cores of the 48 licensed (50 %)"), "the 16-core floor: %v", ev.Warnings)
}

// Broadcom KB 326663: "VVF includes 100GiB of vSAN capacity for each VVF
// core"; past it "the user will be notified to purchase the amount of vSAN
// required to license the entire capacity of the cluster, not just the
// incremental amount that is beyond the 100GiB per core entitlement". The
// KB's rule on KB 313548's 3-host cluster: 48 cores × 100 GiB = 4.6875 TiB
// < 11.52 TiB claimed, so all 12 TiB are to buy, not 12 − 4.69.
func TestKB326663VVFCapacity(t *testing.T) {
	r := results(t, kbCluster+`,"license":"vvf"}`)
	assert.Equal(t, 48, r.LicensedCores)
	assert.InDelta(t, 4.6875, r.VSANEntitledTiB, 1e-12)
	assert.Equal(t, 12, r.VSANAddOnTiB, "the whole cluster's capacity")
	ev := evaluate(t, kbCluster+`,"license":"vvf"}`)
	assert.True(t, warned(ev, "the cluster's whole capacity, 12 TiB, is to license"), "%v", ev.Warnings)

	// Within the entitlement nothing is bought: 3 hosts × 2 × 16 cores =
	// 96 cores × 100 GiB = 9.375 TiB ≥ 3 × 3 TiB claimed.
	within := `{"vms":3,"vcpus":3,"memory_gb":12,"storage_gb":100,"host_memory_gb":64,"devices_per_host":1,` +
		`"device_size_tb":3.298534883328,"policy":"raid1-ftt1","spare_hosts":0,"license":"vvf"}`
	r = results(t, within)
	assert.InDelta(t, 9.375, r.VSANEntitledTiB, 1e-12)
	assert.InDelta(t, 9, r.VSANRawTiB, 1e-9)
	assert.Equal(t, 0, r.VSANAddOnTiB)
	required, entitled, addOn := cs.VSANLicence(cs.VVF, 96, 9.376)
	assert.Equal(t, []any{10, 9.375, 10}, []any{required, entitled, addOn}, "just past it: all 10 TiB")
}

// Josh Odgers, "Example Architectural Decision – ESXi Host Hardware Sizing
// (Example 1)": 1,000 VMs of 1 vCPU and 4 GB, 400 % CPU (4:1) and 150 % RAM
// overcommitment, N+2, two-socket 8-core hosts with 256 GB: "18 hosts with
// 11% reserved for HA". CPU: 1,000 / 4 = 250 cores / 16 = 15.6 → 16 + 2;
// memory: 4,000 / 1.5 = 2,667 GB / (256 − 3.16 minFree) = 10.5 → 11.
func TestOdgersHostSizing(t *testing.T) {
	in := `{"vms":1000,"vcpus":1000,"memory_gb":4000,"storage_gb":0,"sockets":2,"cores_per_socket":8,"host_memory_gb":256,` +
		`"cpu_headroom_pct":0,"memory_overcommit":1.5,"memory_headroom_pct":0,"spare_hosts":2,"architecture":"external"}`
	r := results(t, in)
	assert.Equal(t, 16, r.HostsForCPU)
	assert.Equal(t, 11, r.HostsForMemory)
	assert.Equal(t, 18, r.Hosts)
	assert.Equal(t, cs.ResCPU, r.DecidingResource)
	assert.InDelta(t, 11.1, float64(r.SpareHosts)/float64(r.Hosts)*100, 0.05, "11 % reserved for HA")
	ev := evaluate(t, in)
	assert.True(t, warned(ev, "Memory overcommitted 1.5"), "%v", ev.Warnings)
}

// Per Thorn, "vSAN Host Capacity Design": 100 VMs of 2 GHz and 12 GB: 200
// GHz and 1,200 GB; "dual Intel E5-2680 v3 (12 core 2.5GHz), with a total
// of 60 GHz", 256 GB. At full use CPU needs ⌈200 / 60⌉ = 4 hosts, memory
// ⌈1,200 / 252.84⌉ = 5: the over-specified CPU leaves memory to decide, as
// the post intends ("generally easier to upgrade memory than CPU").
func TestPerThornHostCapacity(t *testing.T) {
	r := results(t, `{"vms":100,"vcpus":200,"memory_gb":1200,"storage_gb":16200,"peak_cpu_ghz":200,"cpu_sizing":"measured-ghz",`+
		`"sockets":2,"cores_per_socket":12,"core_ghz":2.5,"host_memory_gb":256,"cpu_headroom_pct":0,"memory_headroom_pct":0,`+
		`"spare_hosts":0,"architecture":"external"}`)
	assert.Equal(t, 60.0, r.HostGHz)
	assert.Equal(t, 4, r.HostsForCPU)
	assert.Equal(t, 5, r.HostsForMemory)
	assert.Equal(t, cs.ResMemory, r.DecidingResource)
	assert.Equal(t, 5, r.Hosts)
}

// VMware vCloud Architecture Toolkit, "Architecting a vSphere Compute
// Platform", 5.6–5.7: capability = cores × speed, "no more than 80 percent
// utilization"; the mean VM of 2.75 vCPUs peaking at 600 MHz each and
// 7.5 GB, 5,000 VMs in year 1 and "12,000 (140% Growth)" in year 2. On
// hosts of 2 × 16 cores at 2.6 GHz: 8,250 GHz / (83.2 × 0.8) = 123.95 → 124.
func TestVCATComputeSizing(t *testing.T) {
	r := results(t, `{"vms":5000,"vcpus":13750,"memory_gb":37500,"storage_gb":0,"peak_cpu_ghz":8250,"cpu_sizing":"measured-ghz",`+
		`"architecture":"external","spare_hosts":0,"growth_pct_per_year":140,"years":1}`)
	y0, y1 := r.Runway[0], r.Runway[1]
	assert.Equal(t, 5000, y0.VMs)
	assert.Equal(t, 12000, y1.VMs, "140 % growth")
	assert.Equal(t, 124, y0.HostsForCPU)
	assert.Equal(t, 83, y0.HostsForMemory, "37,500 / ((512 − 5.72) × 0.9) = 82.3")
	assert.Equal(t, 298, y1.HostsForCPU, "19,800 GHz / 66.56")
}

// VMware's memory tiering series: "if you have 512GB of DRAM, the host will
// have an additional 512GB of NVMe capacity as Tier 1 memory, resulting in
// 1TB of total memory" (Mem.TierNVMePct = 100; 200 is 1:2, 50 is 2:1); and
// part 1: active memory at most 50 % of the DRAM — 256 GB of a 512 GB host.
func TestMemoryTiering(t *testing.T) {
	for _, tt := range []struct {
		pct, total, tier float64
	}{{100, 1024, 512}, {200, 1536, 1024}, {50, 768, 256}} {
		r := results(t, `{"memory_tiering_pct":`+ftoa(tt.pct)+`}`)
		assert.Equal(t, tt.total, r.HostMemoryTotalGB, "Mem.TierNVMePct %v", tt.pct)
		assert.Equal(t, tt.tier, r.NVMeTierGB)
	}
	// 3,750 GB fit 5 tiered hosts ((1,024 − 5.72) × 0.9 = 916.45), but
	// 2,560 GB active need ⌈2,560 / 256⌉ = 10 hosts' DRAM.
	r := results(t, `{"memory_tiering_pct":100,"active_memory_gb":2560,"vcpus":500}`)
	assert.Equal(t, 10, r.HostsForMemory)
	assert.Equal(t, cs.ResMemory, r.DecidingResource)
	ev := evaluate(t, `{"memory_tiering_pct":100}`)
	assert.True(t, warned(ev, "so the published rule (active memory at most 50 % of the DRAM) is not checked"), "%v", ev.Warnings)
	assert.True(t, warned(ev, "endurance class D (7,300 TBW or more) and performance class F"), "%v", ev.Warnings)
}

// VMware, "vSAN Stretched Cluster Bandwidth Sizing Guidance": 10,000 write
// IOPS × 4 KB = 40 MB/s = 320 Mbps; B = 320 × 1.4 × 1.25 = 560 Mbps.
func TestStretchedIntersite(t *testing.T) {
	r := results(t, `{"topology":"stretched","write_mb_per_s":40}`)
	require.NotNil(t, r.IntersiteMbps)
	assert.InDelta(t, 560, *r.IntersiteMbps, 1e-9)
	assert.Equal(t, 2*r.HostsPerSite, r.Hosts)
	assert.Equal(t, 1, r.WitnessHosts)
	// each site runs everything: its CPU hosts as in one site, plus its spare
	assert.Equal(t, r.HostsForCPU+1, r.HostsPerSite)
}

// Dell, "Planning Guide: vSAN 2-Node Cluster on VxRail": "size a cluster
// to operate below 50% of the max CPU", each host able to run the VMs
// after the other fails.
func TestTwoNode(t *testing.T) {
	small := `{"vms":20,"vcpus":40,"memory_gb":200,"storage_gb":2000,"topology":"2-node","policy":"raid1-ftt1"}`
	r := results(t, small)
	assert.True(t, r.FitsTopology)
	assert.Equal(t, 2, r.Hosts)
	assert.Equal(t, cs.ResMinimum, r.DecidingResource)
	assert.LessOrEqual(t, r.CPUUtilizationPct, 50.0)

	big := `{"vms":20,"vcpus":150,"memory_gb":200,"storage_gb":2000,"topology":"2-node","policy":"raid1-ftt1"}`
	r = results(t, big)
	assert.False(t, r.FitsTopology)
	assert.Equal(t, 2, r.Hosts)
	assert.Equal(t, cs.ResCPU, r.DecidingResource)
	assert.Greater(t, r.CPUUtilizationPct, 50.0)
	assert.True(t, warned(evaluate(t, big), "does not fit a 2-node cluster"))
}

// The defaults: ⌈1,375 / 4 / 25.6⌉ = 14 hosts for CPU + 1 spare; memory
// ⌈3,750 / 455.65⌉ = 9; storage 6 hosts of 23,040 GB hold 75,000 GB under
// RAID-5 4+1, but when one fails the 5 left re-lay RAID-5 out as 2+1
// (×1.5 × 1.131) and cannot hold it: 7.
func TestDefaults(t *testing.T) {
	r := results(t, `{}`)
	assert.Equal(t, []int{14, 9, 7, 1, 15}, []int{r.HostsForCPU, r.HostsForMemory, r.HostsForStorage, r.HostsForVMLimit, r.Hosts})
	assert.Equal(t, cs.ResCPU, r.DecidingResource)
	assert.Equal(t, 480, r.LicensedCores)
	assert.Equal(t, 0, r.VSANAddOnTiB)
	assert.Equal(t, "raid5-4+1", r.Layout)
	assert.InDelta(t, 343.75/480*100, r.CPUUtilizationPct, 1e-9)
	assert.Len(t, r.Runway, 4)
}

// The host rebuild reserve and the spare: with vSAN's reserves one host's
// capacity is already kept for the rebuild, so N+1 adds no storage host
// once the layout stays the same on the hosts left: 200,000 GB at RAID-5
// 4+1 (282,750 GB raw consumed) needs 16 hosts, and the 15 left after one
// spare fails still hold it re-protected (ESA's metadata reserve held on
// them too); the 14 left by N+2 do not, so N+2 needs a 17th host, N+3 an
// 18th.
func TestReservesAndSpares(t *testing.T) {
	r := results(t, `{"vms":100,"vcpus":100,"memory_gb":400,"storage_gb":200000}`)
	assert.Equal(t, cs.ResStorage, r.DecidingResource)
	n1 := r.HostsForStorage
	ev := evaluate(t, `{"vms":100,"vcpus":100,"memory_gb":400,"storage_gb":200000}`)
	found := false
	for _, s := range ev.Steps {
		if strings.Contains(s.Formula.String(), "so the spares cost no storage host") {
			found = true
		}
	}
	assert.True(t, found, "the step says the spare costs no storage host")
	assert.Equal(t, 16, n1)
	r2 := results(t, `{"vms":100,"vcpus":100,"memory_gb":400,"storage_gb":200000,"spare_hosts":2}`)
	assert.Equal(t, 17, r2.HostsForStorage)
	r3 := results(t, `{"vms":100,"vcpus":100,"memory_gb":400,"storage_gb":200000,"spare_hosts":3}`)
	assert.Equal(t, 18, r3.HostsForStorage)
	r0 := results(t, `{"vms":100,"vcpus":100,"memory_gb":400,"storage_gb":200000,"spare_hosts":0}`)
	assert.Equal(t, n1, r0.HostsForStorage)
}

// The VMs a vSAN host takes: 200 under the classic rules, 500 on ESA from
// vSAN 8 U2 ("Scalability Improvements for the ESA in vSAN 8 U2").
func TestVMsPerHost(t *testing.T) {
	r := results(t, `{"vms":3000,"vcpus":3000,"vcpu_per_core":8,"memory_gb":3000,"storage_gb":1000,"sockets":2,"cores_per_socket":64,"host_memory_gb":4096}`)
	assert.Equal(t, 6, r.HostsForVMLimit)
	assert.Equal(t, cs.ResVMLimit, r.DecidingResource)
	assert.Equal(t, 7, r.Hosts)
	r = results(t, `{"vms":3000,"vcpus":3000,"vcpu_per_core":8,"memory_gb":3000,"storage_gb":1000,"sockets":2,"cores_per_socket":64,"host_memory_gb":4096,"rules":"classic","architecture":"osa-all-flash"}`)
	assert.Equal(t, 15, r.HostsForVMLimit)
	r = results(t, `{"vms":3000,"vcpus":3000,"vcpu_per_core":8,"memory_gb":3000,"storage_gb":1000,"sockets":2,"cores_per_socket":64,"host_memory_gb":4096,"architecture":"external"}`)
	assert.Equal(t, 0, r.HostsForVMLimit, "no vSAN, no per-host VM limit")
}

func ftoa(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
