package clustersizing

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/stretched"
	"github.com/sizewise/sizewise/engine/units"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// Results are the calculator's results (the result document's), for the
// workload at the end of the planning horizon (year `years` of the
// runway): memory in GB of 1024 MB, storage in decimal GB, licensed
// capacity in TiB (2^40 bytes).
type Results struct {
	// The host profile.
	CoresPerHost int     `json:"cores_per_host"`
	HostGHz      float64 `json:"host_ghz"`
	// HostMemoryTotalGB is DRAM plus the NVMe memory tier; NVMeTierGB the
	// tier alone (per host).
	HostMemoryTotalGB  float64 `json:"host_memory_total_gb"`
	NVMeTierGB         float64 `json:"nvme_tier_gb"`
	HostMemoryUsableGB float64 `json:"host_memory_usable_gb"`
	HostRawTB          float64 `json:"host_raw_tb"`

	// The workload at the horizon.
	GrowthFactor float64 `json:"growth_factor"`
	// CPUNeededCores are the cores of capacity the CPU sizing asks for:
	// vCPUs / vcpu_per_core, or peak GHz / core GHz.
	CPUNeededCores  float64 `json:"cpu_needed_cores"`
	MemoryNeededGB  float64 `json:"memory_needed_gb"`
	StorageNeededGB float64 `json:"storage_needed_gb"`

	// Hosts each resource asks for (per site when stretched): CPU,
	// memory (active memory under tiering included) and the VMs per host
	// before spares, storage with the spares' failures re-protected.
	HostsForCPU     int `json:"hosts_for_cpu"`
	HostsForMemory  int `json:"hosts_for_memory"`
	HostsForStorage int `json:"hosts_for_storage"`
	HostsForVMLimit int `json:"hosts_for_vm_limit"`
	// DecidingResource is cpu, memory, storage, vm-limit or minimum.
	DecidingResource string `json:"deciding_resource"`
	// Hosts are the hosts to buy, spares included: both data sites of a
	// stretched cluster (HostsPerSite each), the witness not counted.
	Hosts        int  `json:"hosts"`
	HostsPerSite int  `json:"hosts_per_site"`
	SpareHosts   int  `json:"spare_hosts"`
	WitnessHosts int  `json:"witness_hosts"`
	FitsTopology bool `json:"fits_topology"`

	// Utilisation at that count, every host running: the CPU and memory
	// the sizing asks for against the hosts' physical cores and memory,
	// and vSAN's fill (raw consumed / raw; per site when stretched).
	CPUUtilizationPct     float64 `json:"cpu_utilization_pct"`
	MemoryUtilizationPct  float64 `json:"memory_utilization_pct"`
	StorageUtilizationPct float64 `json:"storage_utilization_pct"`
	// VSANUsableGB is the VM data the hosts (one site's) hold with the
	// vSAN headroom kept; Layout the policy's layout there.
	VSANUsableGB float64 `json:"vsan_usable_gb"`
	Layout       string  `json:"layout"`

	// The licence (KB 313548, KB 326663).
	PhysicalCores int `json:"physical_cores"`
	LicensedCores int `json:"licensed_cores"`
	// FloorCores are licensed cores the CPUs do not have (16 per CPU).
	FloorCores      int     `json:"floor_cores"`
	VSANRawTiB      float64 `json:"vsan_raw_tib"`
	VSANRequiredTiB int     `json:"vsan_required_tib"`
	VSANEntitledTiB float64 `json:"vsan_entitled_tib"`
	VSANAddOnTiB    int     `json:"vsan_add_on_tib"`

	// IntersiteMbps is the stretched cluster's inter-site link for the
	// measured writes; IOPSPerHost the measured IOPS spread over the hosts.
	IntersiteMbps *float64 `json:"intersite_mbps,omitempty"`
	IOPSPerHost   *float64 `json:"iops_per_host,omitempty"`

	// Runway is the sizing year by year, from today (year 0) to the
	// horizon.
	Runway []Year `json:"runway"`
}

// Year is one year of the runway.
type Year struct {
	Year             int     `json:"year"`
	VMs              int     `json:"vms"`
	HostsForCPU      int     `json:"hosts_for_cpu"`
	HostsForMemory   int     `json:"hosts_for_memory"`
	HostsForStorage  int     `json:"hosts_for_storage"`
	Hosts            int     `json:"hosts"`
	DecidingResource string  `json:"deciding_resource"`
	LicensedCores    int     `json:"licensed_cores"`
	VSANRawTiB       float64 `json:"vsan_raw_tib"`
	VSANAddOnTiB     int     `json:"vsan_add_on_tib"`
}

// evaluation is a calculation: the host, each year's sizing and licence,
// the results.
type evaluation struct {
	in    Inputs
	host  host
	years []sizing
	lic   []licence
	res   Results
	// capacity is the vsan-capacity calculator's answer at the horizon's
	// count (nil without vSAN), capOut its whole outcome.
	capacity *vsancap.Results
	capOut   calc.Outcome
}

// last is the sizing at the horizon.
func (e *evaluation) last() sizing { return e.years[len(e.years)-1] }

// evaluate sizes valid inputs year by year.
func evaluate(in Inputs) *evaluation {
	e := &evaluation{in: in, host: hostOf(in)}
	for y := 0; y <= in.Years; y++ {
		s := size(in, e.host, demandAt(in, y))
		e.years = append(e.years, s)
		e.lic = append(e.lic, licenceOf(in, e.host, s))
	}
	s, l, h := e.last(), e.lic[len(e.lic)-1], e.host
	r := Results{
		CoresPerHost:       h.cores,
		HostGHz:            float64(h.ghz),
		HostMemoryTotalGB:  float64(h.total),
		NVMeTierGB:         float64(h.tier),
		HostMemoryUsableGB: float64(h.usableMem),
		HostRawTB:          float64(h.raw) / 1000,
		GrowthFactor:       s.factor,
		CPUNeededCores:     float64(s.cores),
		MemoryNeededGB:     float64(s.needMem),
		StorageNeededGB:    float64(s.data),
		HostsForCPU:        s.cpu,
		HostsForMemory:     s.memory,
		HostsForStorage:    s.storage,
		HostsForVMLimit:    s.vmLimit,
		DecidingResource:   s.deciding,
		Hosts:              s.hosts,
		HostsPerSite:       s.perSite,
		SpareHosts:         s.spares,
		FitsTopology:       s.fits,
		PhysicalCores:      l.physical,
		LicensedCores:      l.licensed,
		FloorCores:         l.licensed - l.physical,
		VSANRawTiB:         l.rawTiB,
		VSANRequiredTiB:    l.required,
		VSANEntitledTiB:    l.entitled,
		VSANAddOnTiB:       l.addOn,
	}
	if in.Topology != Standard {
		r.WitnessHosts = 1
	}
	r.CPUUtilizationPct = float64(s.cores) / float64(s.hosts*h.cores) * 100
	r.MemoryUtilizationPct = float64(s.needMem) / (float64(s.hosts) * float64(h.total)) * 100
	if in.vsan() {
		e.capOut = vsancap.Compute(storageInputs(in, s.perSite, s.data))
		c := e.capOut.Results.(vsancap.Results)
		e.capacity = &c
		r.StorageUtilizationPct = c.FillPct
		r.VSANUsableGB = c.UsableGB
		r.Layout = c.Layout
	}
	if in.Topology == Stretched && in.WriteMBPerS != nil {
		r.IntersiteMbps = new(intersite(*in.WriteMBPerS * s.factor))
	}
	if in.IOPS != nil {
		r.IOPSPerHost = new(*in.IOPS * s.factor / float64(s.hosts))
	}
	for i, y := range e.years {
		r.Runway = append(r.Runway, Year{Year: y.year, VMs: y.vms,
			HostsForCPU: y.cpu, HostsForMemory: y.memory, HostsForStorage: y.storage,
			Hosts: y.hosts, DecidingResource: y.deciding,
			LicensedCores: e.lic[i].licensed, VSANRawTiB: e.lic[i].rawTiB, VSANAddOnTiB: e.lic[i].addOn})
	}
	scenario.DenoiseAll(&r)
	e.res = r
	return e
}

// intersite is the inter-site bandwidth of a stretched cluster for
// writeMBps of writes, in Mbps: Wb × 1.4 × 1.25, Wb = MB/s × 8 (VMware's
// bandwidth sizing guidance; the stretched-bandwidth calculator's
// formula).
func intersite(writeMBps float64) float64 {
	wb := (units.ByteRate(writeMBps) * units.MBps).Bits()
	return stretched.Intersite(wb, stretched.DataMultiplier, stretched.ResyncMultiplier).Mbps()
}
