package clustersizing

import (
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// ID is the calculator's id in documents and URLs.
const ID = "cluster-sizing"

// How CPU is sized (the `cpu_sizing` input).
const (
	// CPURatio sizes cores from the configured vCPUs and a vCPU-to-core
	// ratio.
	CPURatio = "vcpu-ratio"
	// CPUMeasured sizes from the measured peak CPU demand in GHz.
	CPUMeasured = "measured-ghz"
)

// What the storage figure is (the `storage_basis` input).
const (
	Provisioned = "provisioned"
	Used        = "used"
)

// The host architectures (the `architecture` input): vSAN ESA, vSAN OSA
// all-flash or hybrid, or storage outside the hosts (no vSAN: hosts sized
// on CPU and memory only).
const (
	ESA         = "esa"
	OSAAllFlash = "osa-all-flash"
	OSAHybrid   = "osa-hybrid"
	External    = "external"
)

// The topologies (the `topology` input).
const (
	// Standard is one site.
	Standard = "standard"
	// Stretched is two data sites, each able to run the whole workload,
	// and a witness at a third.
	Stretched = "stretched"
	// TwoNode is two data hosts and a witness appliance elsewhere.
	TwoNode = "2-node"
)

// The licences (the `license` input).
const (
	// VCF is VMware Cloud Foundation: per core, 1 TiB of vSAN per core.
	VCF = "vcf"
	// VVF is VMware vSphere Foundation: per core, 100 GiB of vSAN per core
	// as long as the cluster claims no more.
	VVF = "vvf"
)

// The resources that can decide the host count (the `deciding_resource`
// result).
const (
	ResCPU     = "cpu"
	ResMemory  = "memory"
	ResStorage = "storage"
	// ResVMLimit: the VMs a vSAN host takes (200, or 500 on ESA 8 U2+).
	ResVMLimit = "vm-limit"
	// ResMinimum: the fewest hosts the policy or the topology allows.
	ResMinimum = "minimum"
)

// Planning figures and their sources.
const (
	// LicenseMinCoresPerCPU is the least a CPU is licensed for: "You must
	// license a minimum of 16 physical cores for each CPU" (Broadcom KB
	// 313548).
	LicenseMinCoresPerCPU = 16
	// VCFTiBPerCore: "VCF provides 1 TiB of vSAN entitlement for each VCF
	// core purchased" (KB 313548).
	VCFTiBPerCore = 1
	// VVFGiBPerCore: "VVF includes 100GiB of vSAN capacity for each VVF
	// core" (Broadcom KB 326663).
	VVFGiBPerCore = 100
	// DefaultCPUHeadroomPct keeps 20 % of the cores free: "plan for no more
	// than 80 percent utilization of the processing capabilities" (VMware,
	// vCloud Architecture Toolkit, "Architecting a vSphere Compute
	// Platform", 5.6).
	DefaultCPUHeadroomPct = 20
	// DefaultVCPUPerCore is a planning ratio of 4 vCPUs per core: the value
	// of VMware Cloud Sizer's vCpuPerCore in its API's examples; a starting
	// point to replace with the customer's.
	DefaultVCPUPerCore = 4
	// DefaultMemoryHeadroomPct keeps 10 % of each host's memory for ESXi,
	// vSAN and the VMs' overhead memory beyond minFree: an assumption (vSAN
	// OSA's own memory, VMware KB 2113954, is about 7–15 GB per host; no
	// figure for ESA was found).
	DefaultMemoryHeadroomPct = 10
	// TieringMaxActivePct: with memory tiering, the workload's active
	// memory should be at most 50 % of the hosts' DRAM (VMware, "NVMe
	// Memory Tiering Design and Sizing on VMware Cloud Foundation 9 – Part
	// 1").
	TieringMaxActivePct = 50
	// TieringDefaultPct is Mem.TierNVMePct's default and recommended value:
	// NVMe equal to the DRAM (1:1).
	TieringDefaultPct = 100
	// TieringMinPct is the smallest ratio the documents describe (50: a
	// 2:1 DRAM:NVMe ratio); TieringMaxPct the largest (400: 1:4).
	TieringMinPct = 50
	TieringMaxPct = 400
	// ClassicVMsPerHost is the VMs a vSAN host took before vSAN 8 U2's ESA
	// ("up to 500 VMs per host (from 200)", VMware, "Scalability
	// Improvements for the ESA in vSAN 8 U2", 2023); the current rule sets'
	// 500 come from engine/limits.
	ClassicVMsPerHost = 200
	// FillWarnPct is the vSAN fill above which performance fell sharply
	// in the vSAN 7 tests (vsancap.FillWarnPct).
	FillWarnPct = vsancap.FillWarnPct
	// OSAMaxDisksPerGroup is the capacity devices of one OSA disk group.
	OSAMaxDisksPerGroup = 7
	// ESAMaxDevices is the storage-pool devices of one ESA host the
	// vsan-capacity calculator takes.
	ESAMaxDevices = 32
)

// Inputs are the calculator's inputs (the scenario document's). Memory is
// in GB as ESXi counts it (1 GB = 1024 MB); storage in decimal GB (10^9
// bytes); the capacity devices in decimal TB as they are sold. Optional
// inputs (pointers) are measured figures: absent when not measured.
type Inputs struct {
	// The workload: totals over its VMs.
	VMs          int     `json:"vms" validate:"gte=1,lte=1000000"`
	VCPUs        int     `json:"vcpus" validate:"gte=1,lte=100000000"`
	MemoryGB     float64 `json:"memory_gb" validate:"finite,gte=0.25,lte=1000000000"`
	StorageGB    float64 `json:"storage_gb" validate:"finite,zeroorleast,gte=0,lte=10000000000"`
	StorageBasis string  `json:"storage_basis" validate:"oneof=provisioned used"`
	// Measured figures, where the customer has them.
	PeakCPUGHz       *float64 `json:"peak_cpu_ghz,omitempty" validate:"omitempty,finite,gte=0.001,lte=100000000"`
	ActiveMemoryGB   *float64 `json:"active_memory_gb,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
	ConsumedMemoryGB *float64 `json:"consumed_memory_gb,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
	IOPS             *float64 `json:"iops,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
	WriteMBPerS      *float64 `json:"write_mb_per_s,omitempty" validate:"omitempty,finite,gte=0,lte=100000000"`

	// The host to buy.
	Sockets          int     `json:"sockets" validate:"gte=1,lte=8"`
	CoresPerSocket   int     `json:"cores_per_socket" validate:"gte=1,lte=256"`
	CoreGHz          float64 `json:"core_ghz" validate:"finite,gte=0.5,lte=10"`
	HostMemoryGB     float64 `json:"host_memory_gb" validate:"finite,gte=8,lte=65536"`
	MemoryTieringPct float64 `json:"memory_tiering_pct" validate:"finite,gte=0,lte=400"`
	Architecture     string  `json:"architecture" validate:"oneof=esa osa-all-flash osa-hybrid external"`
	// DevicesPerHost are the capacity devices (OSA: across the disk
	// groups; their cache devices are not counted) or the storage-pool
	// devices (ESA).
	DevicesPerHost    int     `json:"devices_per_host" validate:"gte=1,lte=35"`
	DeviceSizeTB      float64 `json:"device_size_tb" validate:"finite,gte=0.1,lte=100"`
	DiskGroupsPerHost int     `json:"disk_groups_per_host" validate:"gte=1,lte=5"`
	// Policy is one of vsancap.PolicyIDs.
	Policy string `json:"policy" validate:"oneof=raid1-ftt1 raid5-ftt1 raid1-ftt2 raid6-ftt2 raid1-ftt3"`

	// The planning rules.
	CPUSizing         string  `json:"cpu_sizing" validate:"oneof=vcpu-ratio measured-ghz"`
	VCPUPerCore       float64 `json:"vcpu_per_core" validate:"finite,gte=0.1,lte=32"`
	CPUHeadroomPct    float64 `json:"cpu_headroom_pct" validate:"finite,gte=0,lte=90"`
	MemoryOvercommit  float64 `json:"memory_overcommit" validate:"finite,gte=1,lte=4"`
	MemoryHeadroomPct float64 `json:"memory_headroom_pct" validate:"finite,gte=0,lte=90"`
	GrowthPctPerYear  float64 `json:"growth_pct_per_year" validate:"finite,gte=0,lte=200"`
	Years             int     `json:"years" validate:"gte=0,lte=10"`
	// SpareHosts are the hosts kept for HA (N+1, N+2), per site when
	// stretched; a 2-node cluster has its one by design.
	SpareHosts int    `json:"spare_hosts" validate:"gte=0,lte=10"`
	Topology   string `json:"topology" validate:"oneof=standard stretched 2-node"`
	License    string `json:"license" validate:"oneof=vcf vvf"`
	// Rules is the rule set: classic (vSAN 6/7), vsan8-esa or vcf9.
	Rules rules.Set `json:"rules" validate:"oneof=classic vsan8-esa vcf9"`

	// vSAN details, as the vsan-capacity calculator takes them. The
	// headroom is vSAN's reserves under the current rules where they are
	// supported (4 hosts or more, one site), else slack_pct of slack.
	SlackPct         float64 `json:"slack_pct" validate:"finite,zeroorleast,gte=0,lte=90"`
	DedupeRatio      float64 `json:"dedupe_ratio" validate:"finite,gte=1,lte=10"`
	CompressionRatio float64 `json:"compression_ratio" validate:"finite,gte=1,lte=10"`
}

// Defaults returns the worked example: 500 VMs of the mean VM of VMware's
// vCloud Architecture Toolkit sizing example (2.75 vCPUs, 7.5 GB of vRAM:
// 1,375 vCPUs, 3,750 GB) with Per Thorn's 150 GB of disk each (75,000
// GB), on two-socket 16-core 2.6 GHz hosts with 512 GB and six 3.84 TB
// NVMe devices (vSAN ESA, RAID-5), under the VCF 9 rules and licence: 4
// vCPUs per core, 20 % CPU headroom, no memory overcommit, N+1. CPU
// decides: ⌈1,375 / 4 / (32 × 0.8)⌉ = 14 hosts + 1 spare = 15.
func Defaults() Inputs {
	return Inputs{
		VMs:               500,
		VCPUs:             1375, // 500 × 2.75 (vCAT 5.7's mean VM)
		MemoryGB:          3750, // 500 × 7.5 GB (the same)
		StorageGB:         75000,
		StorageBasis:      Provisioned, // VCF 4.5's design: size for thick provisioning
		Sockets:           2,
		CoresPerSocket:    16,
		CoreGHz:           2.6,
		HostMemoryGB:      512,
		MemoryTieringPct:  0,
		Architecture:      ESA,
		DevicesPerHost:    6,
		DeviceSizeTB:      3.84,
		DiskGroupsPerHost: 1,
		Policy:            "raid5-ftt1",
		CPUSizing:         CPURatio,
		VCPUPerCore:       DefaultVCPUPerCore,
		CPUHeadroomPct:    DefaultCPUHeadroomPct,
		MemoryOvercommit:  1, // inter-VM TPS off since 2015 (KB 2097593)
		MemoryHeadroomPct: DefaultMemoryHeadroomPct,
		GrowthPctPerYear:  0,
		Years:             3,
		SpareHosts:        1,
		Topology:          Standard,
		License:           VCF,
		Rules:             rules.VCF9,
		SlackPct:          vsancap.DefaultSlackPct,
		DedupeRatio:       1,
		CompressionRatio:  1,
	}
}

// vsan reports whether the hosts hold their storage in vSAN.
func (in Inputs) vsan() bool { return in.Architecture != External }

// tiering reports whether NVMe memory tiering is on.
func (in Inputs) tiering() bool { return in.MemoryTieringPct > 0 }

// coresPerHost is sockets × cores per socket.
func (in Inputs) coresPerHost() int { return in.Sockets * in.CoresPerSocket }

// spares are the spare hosts the topology keeps: one in a 2-node cluster
// (each host carries everything), else spare_hosts (per site).
func (in Inputs) spares() int {
	if in.Topology == TwoNode {
		return 1
	}
	return in.SpareHosts
}
