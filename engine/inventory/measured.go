package inventory

// Measured are the performance figures a collector measured over its
// collection period (Dell Live Optics, Optical Prime: a peak and an average
// per VM and per host, no time series and no percentile), summed for a
// cluster or the estate the way the import's documentation says:
//
//   - PeakIOPS, PeakCPUGHz, PeakMemoryMiB: Σ of the hosts' own peaks
//     ("ESX Performance"). A host's peak is the busiest sample of all its
//     VMs together, so the VMs' peaks that did not coincide are not added
//     up; the hosts' peaks may not coincide either, so the sum is on the
//     safe side of the cluster's real peak.
//   - PeakWriteMiBps: Σ over hosts of the least of two bounds of the host's
//     write peak: its "Peak Throughput MB/s" (reads and writes) and the sum
//     of its VMs' "Peak Write MB/s" (Live Optics gives no write-only host
//     peak). MB/s as Live Optics writes it is read as MiB/s.
//   - VMPeakWriteMiBps, VMPeakIOPS, VMPeakCPUGHz: the sums of the VMs' own
//     peaks ("VM Performance"), for comparison: every VM at its peak at
//     once, which never happens.
//   - ConsumedMemoryMiB, ActiveMemoryMiB: Σ of the VMs' "Consumed Memory"
//     and "Used Memory (active)" when the export was taken.
//   - ReadPct: the share of reads in the I/O, averaged over the hosts'
//     "Average Read/Write Ratio" weighted by their average IOPS.
//
// A figure the file does not have is absent (nil), not 0.
type Measured struct {
	// HostsMeasured and VMsMeasured count the hosts and VMs that have a
	// performance row; VMs counts the VMs in all.
	HostsMeasured int `json:"hosts_measured"`
	VMsMeasured   int `json:"vms_measured"`
	VMs           int `json:"vms"`

	PeakIOPS          *float64 `json:"peak_iops,omitempty"`
	AvgIOPS           *float64 `json:"avg_iops,omitempty"`
	ReadPct           *float64 `json:"read_pct,omitempty"`
	PeakWriteMiBps    *float64 `json:"peak_write_mib_per_s,omitempty"`
	PeakCPUGHz        *float64 `json:"peak_cpu_ghz,omitempty"`
	PeakMemoryMiB     *float64 `json:"peak_memory_mib,omitempty"`
	ConsumedMemoryMiB *float64 `json:"consumed_memory_mib,omitempty"`
	ActiveMemoryMiB   *float64 `json:"active_memory_mib,omitempty"`
	VMPeakIOPS        *float64 `json:"vm_peak_iops,omitempty"`
	VMPeakWriteMiBps  *float64 `json:"vm_peak_write_mib_per_s,omitempty"`
	VMPeakCPUGHz      *float64 `json:"vm_peak_cpu_ghz,omitempty"`
}

// Workload is what one cluster (or the whole estate) runs, in the units a
// sizing calculator takes: the VMs that are sized (the exclusions applied:
// system VMs always; templates and powered-off VMs when the import leaves
// them out), their configuration, the storage they use with the source
// storage's protection overhead removed, and what was measured where the
// file has measurements. It is the input of a host-count sizing (the
// cluster-sizing calculator): one per cluster and one for the estate.
//
// Units: memory in GiB as ESXi counts it (1 GB = 1024 MB), storage in
// decimal GB (10^9 bytes, as vsan-capacity's vm_data_gb), CPU in GHz,
// throughput in MiB/s.
type Workload struct {
	VMs                  int     `json:"vms"`
	PoweredOn            int     `json:"powered_on"`
	VCPUs                float64 `json:"vcpus"`
	MemoryGiB            float64 `json:"memory_gib"`
	StorageUsedGB        float64 `json:"storage_used_gb"`
	StorageProvisionedGB float64 `json:"storage_provisioned_gb"`
	// PoweredOnVCPUs and PoweredOnMemoryGiB are the running VMs' share:
	// what the hosts must run (powered-off VMs take storage only).
	PoweredOnVCPUs     float64 `json:"powered_on_vcpus"`
	PoweredOnMemoryGiB float64 `json:"powered_on_memory_gib"`

	PeakCPUGHz        *float64 `json:"peak_cpu_ghz,omitempty"`
	ActiveMemoryGiB   *float64 `json:"active_memory_gib,omitempty"`
	ConsumedMemoryGiB *float64 `json:"consumed_memory_gib,omitempty"`
	PeakIOPS          *float64 `json:"peak_iops,omitempty"`
	PeakWriteMiBps    *float64 `json:"peak_write_mib_per_s,omitempty"`
	ReadPct           *float64 `json:"read_pct,omitempty"`

	// The source hosts the workload runs on today.
	Hosts         int     `json:"hosts"`
	HostCores     float64 `json:"host_cores"`
	HostMemoryGiB float64 `json:"host_memory_gib"`
	// HostGHz is Σ cores × clock of the source hosts, when the file says
	// the clock (Live Optics' "Net Clock Speed (GHz)").
	HostGHz *float64 `json:"host_ghz,omitempty"`
}

// Exclusion is one reason VMs were left out of the sizing, with how many
// and their names (the first MaxExcludedNames, "cluster / VM").
type Exclusion struct {
	// Reason is "system" (vCLS and other VMs vSphere runs for itself),
	// "template" or "powered-off" (powered off or suspended).
	Reason string   `json:"reason"`
	VMs    int      `json:"vms"`
	Names  []string `json:"names"`
	// More is how many names were not listed.
	More int `json:"more,omitempty"`
}

// MaxExcludedNames bounds the names an Exclusion lists.
const MaxExcludedNames = 50

// The exclusion reasons.
const (
	ExcludedSystem     = "system"
	ExcludedTemplate   = "template"
	ExcludedPoweredOff = "powered-off"
)

// HostProfile is the target host an import sizes for (the cluster-sizing
// calculator's host): its compute and its vSAN devices. Capacities are
// decimal GB as drives are sold (a 3.84 TB device is 3840 GB; vSphere shows
// it as 3576 GB, which are GiB); memory is GiB as ESXi counts it.
type HostProfile struct {
	// Cores are the physical cores of one host and CoreGHz their base
	// clock.
	Cores   int     `json:"cores"`
	CoreGHz float64 `json:"core_ghz"`
	// MemoryGiB is the host's memory.
	MemoryGiB float64 `json:"memory_gib"`
	// Architecture is "esa" (one storage pool of NVMe devices) or "osa"
	// (disk groups: a cache device and up to 7 capacity devices each).
	Architecture string `json:"architecture"`
	// AllFlash is false for an OSA hybrid host (HDD capacity, SSD cache).
	AllFlash bool `json:"all_flash"`
	// Devices are the capacity devices of one host (ESA: its storage
	// pool) and DeviceGB the size of each.
	Devices  int     `json:"devices"`
	DeviceGB float64 `json:"device_gb"`
	// CacheDeviceGB is an OSA disk group's cache device (a hybrid one's
	// read cache and write buffer), 0 on ESA.
	CacheDeviceGB float64 `json:"cache_device_gb,omitempty"`
	// Given is true when the user described the host; false when it is
	// DefaultHostProfile.
	Given bool `json:"given"`
}

// The default target host: a vSAN ESA ReadyNode of the AF-2 profile as
// Duncan Epping lists Dell's (Yellow Bricks, "vSAN ESA ReadyNode
// configurations are more flexible than you think!", 2023-03-08: "Intel
// Xeon Silver 4314", "512GB", "five 3.2TB NVMe devices", a 25 Gbps NIC),
// two sockets as the PowerEdge R650/R750 of that profile have: 2 × 16 cores
// at 2.4 GHz (Intel's specification of the Xeon Silver 4314).
const (
	DefaultHostCores     = 32
	DefaultHostCoreGHz   = 2.4
	DefaultHostMemoryGiB = 512
	DefaultHostDevices   = 5
	DefaultHostDeviceGB  = 3200
	// DefaultCacheDeviceGB is the cache device of an OSA disk group when
	// the user gives none: 800 GB, a common OSA cache SSD (an assumption
	// the notes state).
	DefaultCacheDeviceGB = 800
)

// DefaultHostProfile is the host an import sizes for when the user
// describes none (see the constants above).
func DefaultHostProfile() HostProfile {
	return HostProfile{Cores: DefaultHostCores, CoreGHz: DefaultHostCoreGHz, MemoryGiB: DefaultHostMemoryGiB,
		Architecture: "esa", AllFlash: true, Devices: DefaultHostDevices, DeviceGB: DefaultHostDeviceGB}
}

// Bounds of a host profile: generous bounds of one server (no server sold
// has 1,024 cores or 32 TiB of memory), the devices the vsan-capacity
// calculator takes (an ESA storage pool of up to 32, OSA 5 disk groups of
// 7 capacity devices) and its largest device, 100,000 GB.
const (
	MaxHostCores     = 1024
	MaxHostCoreGHz   = 10
	MaxHostMemoryGiB = 32768
	MaxHostDevices   = 35
	MaxDeviceGB      = 100000
)

// Valid reports whether every figure of h is in its range and its
// architecture known (ESA is all-flash).
func (h HostProfile) Valid() bool {
	in := func(x, lo, hi float64) bool { return x >= lo && x <= hi }
	switch {
	case h.Architecture != "esa" && h.Architecture != "osa",
		h.Architecture == "esa" && !h.AllFlash,
		h.Architecture == "esa" && h.Devices > 32,
		!in(float64(h.Cores), 1, MaxHostCores),
		!in(h.CoreGHz, 0.1, MaxHostCoreGHz),
		!in(h.MemoryGiB, 1, MaxHostMemoryGiB),
		!in(float64(h.Devices), 1, MaxHostDevices),
		!in(h.DeviceGB, 1, MaxDeviceGB),
		h.CacheDeviceGB != 0 && !in(h.CacheDeviceGB, 1, MaxDeviceGB):
		return false
	}
	return true
}
