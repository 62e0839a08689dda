package vdi

import "github.com/sizewise/sizewise/engine/rules"

// ID is the calculator's id in documents and URLs.
const ID = "vdi-density"

// Modes of the calculator.
const (
	ModeVDI  = "vdi"
	ModeRDSH = "rdsh"
)

// The bound that sets the density (Results.LimitedBy).
const (
	LimitedByCPU    = "cpu"
	LimitedByMemory = "memory"
	// LimitedByVSAN: the VMs a vSAN host runs (VSANVMsPerHostClassic,
	// VSANVMsPerHostESA).
	LimitedByVSAN = "vsan"
)

// Where the desktops are stored (the storage input).
const (
	StorageVSAN  = "vsan"
	StorageOther = "other"
)

// DefaultDesktopVCPUs is the desktop's vCPUs the overhead table is read at:
// 2, a common virtual desktop (an assumption; the table's own columns are
// 1, 2, 4 and 8).
const DefaultDesktopVCPUs = 2

// Inputs are the calculator's inputs (the scenario document's). Memory is in GB of
// 1024 MB, as ESXi counts it. Ranges: the validate rules (zeroorleast: a
// value that is not 0 is at least scenario.Least; share: 0, 100 or within
// Least of neither), and Check.
type Inputs struct {
	Mode            string  `json:"mode" validate:"oneof=vdi rdsh"`
	Desktops        int     `json:"desktops" validate:"gte=1,lte=1000000"`
	SocketsPerHost  int     `json:"sockets_per_host" validate:"gte=1,lte=16"`
	CoresPerSocket  int     `json:"cores_per_socket" validate:"gte=1,lte=256"`
	DesktopsPerCore float64 `json:"desktops_per_core" validate:"finite,gte=0.1,lte=100"`
	SessionsPerCore float64 `json:"sessions_per_core" validate:"finite,gte=0.1,lte=100"`
	HostMemoryGB    float64 `json:"host_memory_gb" validate:"finite,gte=1,lte=65536"`
	DesktopMemoryGB float64 `json:"desktop_memory_gb" validate:"finite,gte=0.25,lte=4096"`
	SessionMemoryGB float64 `json:"session_memory_gb" validate:"finite,gte=0.05,lte=4096"`
	// MemoryOverheadMB is ESXi's overhead memory per desktop VM, if given;
	// absent, it is read from vSphere's overhead table for the desktop's
	// memory and vCPUs (OverheadMB). A link written before revision 2
	// carries 0, the default then ("ignored"): it reads as absent.
	MemoryOverheadMB *float64 `json:"memory_overhead_mb,omitempty" validate:"omitempty,finite,zeroorleast,gte=0,lte=65536"`
	// DesktopVCPUs are the desktop's vCPUs, for the overhead table.
	DesktopVCPUs int `json:"desktop_vcpus" validate:"gte=1,lte=64"`
	// SystemMemoryGB is the memory each host keeps for ESXi and vSAN
	// themselves beyond minFree (0 = not counted, and said so). VMware gives
	// no figure: the vSAN Sizer computes it.
	SystemMemoryGB float64 `json:"system_memory_gb" validate:"finite,zeroorleast,gte=0,lte=65536"`
	// Storage is where the desktops are stored: vsan (a vSAN host runs at
	// most 200 VMs, 500 on ESA from vSAN 8 U2) or other.
	Storage        string  `json:"storage" validate:"oneof=vsan other"`
	IOPSPerDesktop float64 `json:"iops_per_desktop" validate:"finite,zeroorleast,gte=0,lte=100000"`
	WritePct       float64 `json:"write_pct" validate:"finite,share,gte=0,lte=100"`
	SpareHosts     int     `json:"spare_hosts" validate:"gte=0,lte=1000"`
	DesktopDiskGB  float64 `json:"desktop_disk_gb" validate:"finite,zeroorleast,gte=0,lte=1000000"`
	// Rules is the rule set whose cluster maxima the farm is checked
	// against (engine/limits).
	Rules rules.Set `json:"rules" validate:"oneof=classic vsan8-esa vcf9"`
	// RulesRevision is the revision of Sizewise's figures the document was
	// written under (rules.CurrentRevision by default; one written before
	// the input existed reads as rules.Revision1). Empty counts as current.
	RulesRevision string `json:"rules_revision" validate:"oneof=1 2"`
}

// Results are the calculator's results (the result document's). In RDSH mode the
// "desktops" figures count user sessions.
type Results struct {
	Mode                  string  `json:"mode"`
	CoresPerHost          int     `json:"cores_per_host"`
	DesktopsPerHostCPU    int     `json:"desktops_per_host_cpu"`
	MemoryReserveMB       float64 `json:"memory_reserve_mb"`
	DesktopsPerHostMemory int     `json:"desktops_per_host_memory"`
	// DesktopsPerHostVSAN is the vSAN bound: the VMs a vSAN host runs (0
	// when the desktops are not on vSAN, or in RDSH mode).
	DesktopsPerHostVSAN int `json:"desktops_per_host_vsan"`
	// OverheadMBPerDesktop is the per-VM overhead memory applied, in MB.
	OverheadMBPerDesktop float64 `json:"overhead_mb_per_desktop"`
	DesktopsPerHost      int     `json:"desktops_per_host"`
	// LimitedBy is "cpu" or "memory", the bound that sets desktops_per_host.
	LimitedBy      string  `json:"limited_by"`
	HostsRequired  int     `json:"hosts_required"`
	TotalIOPS      float64 `json:"total_iops"`
	WriteIOPS      float64 `json:"write_iops"`
	ReadIOPS       float64 `json:"read_iops"`
	StorageGB      float64 `json:"storage_gb"`
	BootMinutes    float64 `json:"bootstorm_boot_minutes"`
	ReadyMinutes   float64 `json:"bootstorm_ready_minutes"`
	BootstormTotal float64 `json:"bootstorm_minutes"`
}

// Defaults returns the worked example: 2 sockets × 8 cores × 8 desktops per
// core = 128 desktops per host, for the 6,401 desktops of VMware's Virtual
// SAN 6.0 bootstorm, on hosts with 512 GB.
func Defaults() Inputs {
	return Inputs{
		Mode:            ModeVDI,
		Desktops:        BootstormDesktops, // the bootstorm's 6,401 desktops
		SocketsPerHost:  2,                 // 2 sockets × 8 cores × 8 per core
		CoresPerSocket:  8,
		DesktopsPerCore: DefaultDesktopsPerCore,
		SessionsPerCore: DefaultSessionsPerCore, // Horizon 6 RDSH study: up to 9 per core at 6 s
		HostMemoryGB:    512,                    // the vSAN 7 test hosts of Nubes: "512GB DDR4"
		DesktopMemoryGB: 2,
		SessionMemoryGB: 0.6,
		IOPSPerDesktop:  DefaultIOPSPerDesktop, // an assumption (no vendor figure)
		WritePct:        VDIWritePct,           // VDI "70/30 write to read"
		SpareHosts:      1,
		Rules:           rules.Classic,
		DesktopVCPUs:    DefaultDesktopVCPUs,
		Storage:         StorageVSAN, // the reference bootstorm ran on vSAN
		RulesRevision:   rules.CurrentRevision,
	}
}
