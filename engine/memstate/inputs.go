package memstate

// ID is the calculator's id in documents and URLs.
const ID = "memory-states"

// Input bounds.
const (
	// MaxHostMemoryGB bounds host memory (ESXi 8 supports 24 TB).
	MaxHostMemoryGB = 65536
	// MaxMemoryMB bounds vmkmem_mb and free_memory_mb (64 TB in MB).
	MaxMemoryMB = MaxHostMemoryGB * MBPerGB
)

// Blog899MB is the minFree of the first 28 GB as blogs quote it
// (running-system.com among them); the scale gives 901.12 MB.
const Blog899MB = 899

// ShareForceSalting is the default of Mem.ShareForceSalting since the
// 2014–2015 patches (VMware KB 2097593): TPS shares pages only within a VM.
const ShareForceSalting = 2

// Inputs are the calculator's inputs (the scenario document's). Give HostMemoryGB or
// VMKMemMB.
type Inputs struct {
	HostMemoryGB *float64 `json:"host_memory_gb,omitempty" validate:"omitempty,finite,gte=1,lte=65536"`
	VMKMemMB     *float64 `json:"vmkmem_mb,omitempty" validate:"omitempty,finite,gte=1,lte=67108864"`
	// VSphereVersion is "5" (5.x) or "6" (6.x) as before, or "7", "8", "9",
	// which keep the 6.x thresholds.
	VSphereVersion string   `json:"vsphere_version" validate:"oneof=5 6 7 8 9"`
	FreeMemoryMB   *float64 `json:"free_memory_mb,omitempty" validate:"omitempty,finite,zeroorleast,gte=0,lte=67108864"`
}

// ThresholdsMB are the state thresholds in MB; Clear is absent for vSphere 5.
type ThresholdsMB struct {
	High  float64  `json:"high"`
	Clear *float64 `json:"clear,omitempty"`
	Soft  float64  `json:"soft"`
	Hard  float64  `json:"hard"`
	Low   float64  `json:"low"`
}

// Results are the calculator's results (the result document's), in MB (1 GB =
// 1024 MB).
type Results struct {
	// MemoryMB is the managed memory minFree is computed from.
	MemoryMB     float64      `json:"memory_mb"`
	MinFreeMB    float64      `json:"minfree_mb"`
	ThresholdsMB ThresholdsMB `json:"thresholds_mb"`
	// State and Actions are given with free_memory_mb.
	State   string   `json:"state,omitempty"`
	Actions []string `json:"actions,omitempty"`
	// FreePctOfMinFree is free memory as a percentage of minFree.
	FreePctOfMinFree *float64 `json:"free_pct_of_minfree,omitempty"`
	// MBBeforeBallooning is how much more memory can be used before free
	// memory falls below Soft and ballooning starts (0 when it has).
	MBBeforeBallooning *float64 `json:"mb_before_ballooning,omitempty"`
	// NVMeTierGB and TieringMaxActiveGB are given for vSphere 9 (VCF 9):
	// the NVMe memory the default tiering ratio adds (1:1), and the active
	// memory VMware sizes tiering for (at most 50 % of the DRAM).
	NVMeTierGB         *float64 `json:"nvme_tier_gb,omitempty"`
	TieringMaxActiveGB *float64 `json:"tiering_max_active_gb,omitempty"`
}

// Defaults returns the worked example: a 128 GB host on vSphere 6
// (minFree 1,925.12 MB).
func Defaults() Inputs {
	return Inputs{HostMemoryGB: new(128.0), VSphereVersion: string(V6)}
}
