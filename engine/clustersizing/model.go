package clustersizing

import (
	"math"

	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/stretched"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// host is what one host of the profile offers.
type host struct {
	cores   int
	ghz     GHz   // cores × core_ghz
	dram    MemGB // host_memory_gb
	tier    MemGB // NVMe memory tier: DRAM × memory_tiering_pct / 100
	total   MemGB // DRAM + tier
	minFree MemGB // ESXi's minFree of the DRAM
	// usableCores and usableMem are what the VMs may use with the
	// headroom kept: cores × (1 − cpu_headroom), (total − minFree) × (1 −
	// memory_headroom).
	usableCores Cores
	usableMem   MemGB
	raw         Storage // vSAN raw capacity: devices × device size (0 without vSAN)
}

func hostOf(in Inputs) host {
	h := host{cores: in.coresPerHost(), dram: MemGB(in.HostMemoryGB)}
	h.ghz = GHz(float64(h.cores) * in.CoreGHz)
	h.tier = h.dram * MemGB(in.MemoryTieringPct) / 100
	h.total = h.dram + h.tier
	h.minFree = MemGB(memstate.MinFreeMB(in.HostMemoryGB*1024) / 1024)
	h.usableCores = Cores(float64(h.cores) * (1 - in.CPUHeadroomPct/100))
	h.usableMem = (h.total - h.minFree) * MemGB(1-in.MemoryHeadroomPct/100)
	if in.vsan() {
		h.raw = Storage(float64(in.DevicesPerHost) * in.DeviceSizeTB * 1000)
	}
	return h
}

// demand is the workload in one year of the runway: today's totals times
// the growth factor (1 + growth)^year, VMs rounded up.
type demand struct {
	year     int
	factor   float64
	vms      int
	vcpus    float64
	vram     MemGB   // configured memory
	data     Storage // storage_gb
	peak     GHz     // 0 when not measured
	activeGB MemGB   // 0 when not measured
	cores    Cores   // cores of capacity the CPU sizing asks for
	needMem  MemGB   // memory / overcommit
}

func demandAt(in Inputs, year int) demand {
	f := math.Pow(1+in.GrowthPctPerYear/100, float64(year))
	d := demand{year: year, factor: f,
		vms:   ceil(float64(in.VMs) * f),
		vcpus: float64(in.VCPUs) * f,
		vram:  MemGB(in.MemoryGB * f),
		data:  Storage(in.StorageGB * f),
	}
	if in.PeakCPUGHz != nil {
		d.peak = GHz(*in.PeakCPUGHz * f)
	}
	if in.ActiveMemoryGB != nil {
		d.activeGB = MemGB(*in.ActiveMemoryGB * f)
	}
	if in.CPUSizing == CPUMeasured {
		d.cores = Cores(float64(d.peak) / in.CoreGHz)
	} else {
		d.cores = Cores(d.vcpus / in.VCPUPerCore)
	}
	d.needMem = d.vram / MemGB(in.MemoryOvercommit)
	return d
}

// sizing is the host count for one year's demand.
type sizing struct {
	demand
	// cpu, memory, active and vmLimit are the hosts each asks for, spares
	// not included (per site when stretched: each site runs everything);
	// memory includes active.
	cpu, memory, active, vmLimit int
	// storage is the vSAN hosts (per site), spares' failures included:
	// storageBase without them.
	storage, storageBase int
	// minimum is the fewest hosts (per site) the topology and policy allow.
	minimum int
	// perSite and hosts are the hosts to buy: per site (stretched: each
	// data site; 2-node: 1) and in all.
	perSite, hosts int
	spares         int
	deciding       string
	// fits is false when a 2-node cluster cannot carry the workload.
	fits bool
}

// vmsPerHost is the most VMs a host takes under in's rule set with vSAN:
// 500 on the current rules (ESA, vSAN 8 U2 and later: engine/limits), 200
// on the classic ones; 0 (not checked) without vSAN.
func vmsPerHost(in Inputs) int {
	if !in.vsan() {
		return 0
	}
	if m := limits.For(in.Rules).VSANVMsPerHost; m.Known() {
		return m.Value
	}
	return ClassicVMsPerHost
}

// size sizes d on hosts of h.
func size(in Inputs, h host, d demand) sizing {
	s := sizing{demand: d, spares: in.spares(), fits: true}
	s.cpu = ceil(float64(d.cores) / float64(h.usableCores))
	s.memory = ceil(float64(d.needMem) / float64(h.usableMem))
	if in.tiering() && d.activeGB > 0 {
		s.active = ceil(float64(d.activeGB) / (float64(h.dram) * TieringMaxActivePct / 100))
		s.memory = max(s.memory, s.active)
	}
	if limit := vmsPerHost(in); limit > 0 {
		s.vmLimit = ceil(float64(d.vms) / float64(limit))
	}
	compute := max(s.cpu, s.memory, s.vmLimit)
	s.minimum = minimumHosts(in)
	if in.vsan() {
		vin := storageInputs(in, s.minimum, d.data)
		s.storageBase = vsancap.HostsFor(vin, float64(d.data))
		s.storage = withSpares(vin, float64(d.data), s.storageBase, s.spares)
		if in.Topology == TwoNode {
			s.storage = s.storageBase // a 2-node cluster rebuilds nothing: its witness is the third copy
		}
	}
	switch in.Topology {
	case TwoNode:
		s.perSite, s.hosts = 1, 2
		s.fits = compute <= 1 && s.storage <= 2
		s.deciding = ResMinimum
		if !s.fits {
			s.deciding = decide(s, 1, 2)
		}
		return s
	case Stretched:
		s.perSite = max(compute+s.spares, s.storage, s.minimum)
		s.hosts = 2 * s.perSite
	default:
		s.perSite = max(compute+s.spares, s.storage, s.minimum)
		s.hosts = s.perSite
	}
	s.deciding = decide(s, s.perSite-s.spares, s.perSite)
	return s
}

// decide names the resource that sets the host count: the first of CPU,
// memory, the VMs per host, storage whose hosts (spares added to the
// compute resources: computeAt) reach the count, else the minimum.
func decide(s sizing, computeAt, storageAt int) string {
	switch {
	case s.cpu >= computeAt && s.cpu > 0:
		return ResCPU
	case s.memory >= computeAt && s.memory > 0:
		return ResMemory
	case s.vmLimit >= computeAt && s.vmLimit > 0:
		return ResVMLimit
	case s.storage >= storageAt && s.storage > 0 && s.storageBase > s.minimum:
		return ResStorage
	case s.storage >= storageAt && s.storage > s.storageBase:
		return ResStorage // the spares' re-protection adds hosts
	}
	return ResMinimum
}

// minimumHosts is the fewest hosts (per site) the topology and the policy
// allow: the policy's layout minimum for vSAN (3 for RAID-1 FTT=1 and ESA
// RAID-5, 4 for OSA RAID-5, 5, 6, 7 …; 2 in a 2-node cluster), at least 3
// per site in a VCF 9 stretched cluster, and without vSAN one host plus the
// spares.
func minimumHosts(in Inputs) int {
	if !in.vsan() {
		return 1 + in.spares()
	}
	n := vsancap.MinHosts(storageInputs(in, 1, 0))
	if in.Topology == Stretched && in.Rules == rules.VCF9 {
		n = max(n, stretched.VCF9MinHostsPerSite)
	}
	return n
}

// withSpares is the fewest hosts, at least base, on which data vm is still
// re-protected after failures host failures (the spares): vSAN rebuilds a
// failed host's components in the headroom it keeps (slack, or the host
// rebuild reserve), so the first spare usually costs no storage host; a
// layout that no longer fits the hosts left (RAID-1 on 3 hosts, ESA's
// RAID-5 4+1 falling back to 2+1 on 5) does.
func withSpares(vin vsancap.Inputs, vm float64, base, failures int) int {
	if failures <= 0 || base >= maxCount {
		return base
	}
	for n := base; n < base+failures+8; n++ {
		if vsancap.AfterFailures(vin, vm, n, failures).Fits {
			return n
		}
	}
	return base + failures
}

// storageInputs are the vsan-capacity calculator's inputs for in's vSAN
// storage on hosts hosts (per site when stretched) holding vm GB: the
// capacity devices in GB as sold, the OSA disk groups evenly filled.
func storageInputs(in Inputs, hosts int, vm Storage) vsancap.Inputs {
	v := vsancap.Defaults()
	v.Rules = in.Rules
	v.Architecture = vsancap.OSA
	v.AllFlash = in.Architecture != OSAHybrid
	if in.Architecture == ESA {
		v.Architecture = vsancap.ESA
	}
	v.ClusterType = vsancap.Standard
	if in.Topology == Stretched {
		v.ClusterType = vsancap.Stretched
	}
	v.Deployment = vsancap.HCI
	v.Hosts = hosts
	if in.Topology == TwoNode {
		v.Hosts = vsancap.TwoNodeHosts
	}
	v.DevicesPerHost = min(in.DevicesPerHost, ESAMaxDevices)
	v.DiskGroupsPerHost = in.DiskGroupsPerHost
	v.CapacityDisksPerGroup = min(OSAMaxDisksPerGroup, max(1, in.DevicesPerHost/in.DiskGroupsPerHost)) // OSA: Check holds it to 7
	v.CapacityDiskGB = in.DeviceSizeTB * 1000
	v.Policy = in.Policy
	v.DedupeRatio = in.DedupeRatio
	v.CompressionRatio = in.CompressionRatio
	v.Headroom = vsancap.HeadroomReserves // slack where vSAN does not support them
	v.SlackPct = in.SlackPct
	v.VMDataGB = float64(vm)
	return v
}
