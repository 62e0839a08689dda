package inventory

import "math"

// NoCluster names the VMs and hosts whose Cluster cell is empty (standalone
// hosts and their VMs).
const NoCluster = "(no cluster)"

// Source says where an inventory comes from: the tool, its version, the vCenter.
type Source struct {
	// Tool is "RVTools" or "Live Optics".
	Tool string `json:"tool"`
	// Version is the RVTools version as vMetaData gives it ("4.7.1.4"),
	// or the Live Optics collector's build ("27.2.2.273"), "" when the
	// workbook does not say.
	Version string `json:"version"`
	// VCenter is vMetaData's Server, else the VI SDK Server of the VMs
	// (several joined by ", ").
	VCenter string `json:"vcenter"`
	// MajorVersion is the major.minor of Version ("4.10").
	MajorVersion string `json:"major_version,omitempty"`
	// Exported is when RVTools wrote the workbook (vMetaData's xlsx
	// creation datetime), ISO 8601 when it is a date, else as written.
	Exported string `json:"exported,omitempty"`
	// Units is how the workbook's headers name the capacity unit: "MiB"
	// (RVTools 4.x, Live Optics since 2023) or "MB" (RVTools 3.x, Live
	// Optics 2022: the same binary unit).
	Units string `json:"units"`
	// File is the workbook's file name.
	File string `json:"file,omitempty"`
}

// Totals are the sums of an inventory or of one cluster: counts, and
// capacities in MiB as RVTools reports them.
type Totals struct {
	VMs       int `json:"vms"`
	PoweredOn int `json:"powered_on"`
	Templates int `json:"templates"`
	// VCPUs, MemoryMiB, ProvisionedMiB and InUseMiB sum every counted
	// vInfo row, templates and powered-off VMs included.
	VCPUs          float64 `json:"vcpus"`
	MemoryMiB      float64 `json:"memory_mib"`
	ProvisionedMiB float64 `json:"provisioned_mib"`
	InUseMiB       float64 `json:"in_use_mib"`
	// Disks and DiskCapacityMiB are over vDisk rows (Capacity MiB).
	Disks           int     `json:"disks"`
	DiskCapacityMiB float64 `json:"disk_capacity_mib"`
	// Snapshots and SnapshotMiB are over vSnapshot rows (Size MiB (total)).
	Snapshots   int     `json:"snapshots"`
	SnapshotMiB float64 `json:"snapshot_mib"`
	// Hosts, HostCores (# Cores) and HostMemoryMiB (# Memory) are over
	// vHost rows.
	Hosts         int     `json:"hosts"`
	HostCores     float64 `json:"host_cores"`
	HostMemoryMiB float64 `json:"host_memory_mib"`
	// PoweredOnVCPUs and PoweredOnMemoryMiB are the vCPUs and memory of
	// the powered-on VMs: what the hosts run now.
	PoweredOnVCPUs     float64 `json:"powered_on_vcpus"`
	PoweredOnMemoryMiB float64 `json:"powered_on_memory_mib"`
	// VCPUPerCore is PoweredOnVCPUs / HostCores and VRAMPerRAM is
	// PoweredOnMemoryMiB / HostMemoryMiB: the consolidation ratios as they
	// are (facts, not targets); absent without hosts.
	VCPUPerCore *float64 `json:"vcpu_per_core,omitempty"`
	VRAMPerRAM  *float64 `json:"vram_per_ram,omitempty"`
}

// ClusterSummary is one cluster of the inventory.
type ClusterSummary struct {
	Name string `json:"name"`
	Totals
	// Measured is what the file measured of the cluster (Live Optics).
	Measured *Measured `json:"measured,omitempty"`
	// Workload is what the cluster runs, as it is sized.
	Workload *Workload `json:"workload,omitempty"`
}

// Inventory is a plan's inventory summary, as a plan document carries it.
type Inventory struct {
	Source Source `json:"source"`
	Totals
	// Measured is what the file measured (Live Optics), summed over the
	// clusters kept.
	Measured *Measured `json:"measured,omitempty"`
	// Workload is what the clusters kept run together, as they are sized.
	Workload *Workload        `json:"workload,omitempty"`
	Clusters []ClusterSummary `json:"clusters"`
	// ClusterFilter is the cluster the import kept (--cluster), if any; the
	// totals are then that cluster's.
	ClusterFilter string `json:"cluster_filter,omitempty"`
	// Excluded are the VMs left out of the sizing, by reason.
	Excluded []Exclusion `json:"excluded,omitempty"`
	// TargetHost is the host the scenarios are sized for.
	TargetHost *HostProfile `json:"target_host,omitempty"`
}

// Add merges u into t and recomputes the ratios.
func (t *Totals) Add(u Totals) {
	t.VMs += u.VMs
	t.PoweredOn += u.PoweredOn
	t.Templates += u.Templates
	t.VCPUs += u.VCPUs
	t.MemoryMiB += u.MemoryMiB
	t.ProvisionedMiB += u.ProvisionedMiB
	t.InUseMiB += u.InUseMiB
	t.Disks += u.Disks
	t.DiskCapacityMiB += u.DiskCapacityMiB
	t.Snapshots += u.Snapshots
	t.SnapshotMiB += u.SnapshotMiB
	t.Hosts += u.Hosts
	t.HostCores += u.HostCores
	t.HostMemoryMiB += u.HostMemoryMiB
	t.PoweredOnVCPUs += u.PoweredOnVCPUs
	t.PoweredOnMemoryMiB += u.PoweredOnMemoryMiB
	t.SetRatios()
}

// SetRatios sets the consolidation ratios from the sums, rounded to 4
// decimals: VCPUPerCore = PoweredOnVCPUs / HostCores, VRAMPerRAM =
// PoweredOnMemoryMiB / HostMemoryMiB, each absent when its denominator is 0.
func (t *Totals) SetRatios() {
	t.VCPUPerCore, t.VRAMPerRAM = nil, nil
	if t.HostCores > 0 {
		r := round(t.PoweredOnVCPUs/t.HostCores, 4)
		t.VCPUPerCore = &r
	}
	if t.HostMemoryMiB > 0 {
		r := round(t.PoweredOnMemoryMiB/t.HostMemoryMiB, 4)
		t.VRAMPerRAM = &r
	}
}

// round rounds x to d decimals.
func round(x float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(x*p) / p
}
