package estate

import (
	"regexp"
	"sort"
	"strings"

	"github.com/sizewise/sizewise/engine/inventory"
)

// Power is a VM's power state.
type Power uint8

// Power states (vSphere's VirtualMachinePowerState).
const (
	PowerUnknown Power = iota
	PoweredOn
	PoweredOff
	Suspended
)

// ParsePower reads a power state as RVTools ("poweredOn") and Live Optics
// ("poweredOn", or IsRunning TRUE) write it.
func ParsePower(s string) Power {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "poweredon", "powered on", "on", "running":
		return PoweredOn
	case "poweredoff", "powered off", "off", "notrunning":
		return PoweredOff
	case "suspended":
		return Suspended
	}
	return PowerUnknown
}

// NoCluster names the VMs and hosts whose cluster cell is empty (standalone
// hosts and their VMs).
const NoCluster = inventory.NoCluster

// ClusterOf is the inventory name of a cluster cell.
func ClusterOf(name string) string {
	if name == "" {
		return NoCluster
	}
	return name
}

// VM is one VM of the estate.
type VM struct {
	Name, Cluster, Host, Server, ID string
	// OS is the guest OS as configured ("VMware Photon CRX (64-bit)" marks
	// vCLS VMs).
	OS       string
	Power    Power
	Template bool
	CPUs     float64
	// MemoryMiB is the configured memory.
	MemoryMiB float64
	// ProvisionedMiB and InUseMiB are the storage as the source reports
	// it: with a vSAN source policy's overhead when VSAN is set.
	ProvisionedMiB, InUseMiB float64
	// DiskCount and DiskTotalMiB are the VM's own count and capacity of
	// its virtual disks, used when Disks is empty.
	DiskCount, DiskTotalMiB float64
	Disks                   []*Disk
	Snapshots               int
	// ReservationMiB is the memory reservation (HasReservation: known).
	ReservationMiB float64
	HasReservation bool
	// Datastore is the datastore of its files (the VM's home), and VSAN
	// says it is a vSAN datastore (its key in VSANKey: the vCenter and
	// name).
	Datastore string
	VSAN      bool
	VSANKey   string
	// Factor is the source policy factor its storage is divided by (1 when
	// not on vSAN); set by the planning.
	Factor float64
	// Perf is what was measured of it over a period, if anything;
	// ConsumedMiB and ActiveMiB its memory consumed and active when the
	// export was taken (HasMemoryUse: the file says).
	Perf                   *VMPerf
	ConsumedMiB, ActiveMiB float64
	HasMemoryUse           bool
	// Row is its row in the workbook.
	Row int
	// system caches IsSystem: 0 unknown, 1 no, 2 yes.
	system uint8
}

// Disk is one virtual disk.
type Disk struct {
	VM          *VM
	Cluster     string
	CapacityMiB float64
	// Independent disks are left out of snapshots.
	Independent bool
}

// Snapshot is one snapshot, counted in the totals of its cluster.
type Snapshot struct {
	VM      *VM
	Cluster string
	SizeMiB float64
}

// Host is one ESXi host.
type Host struct {
	Name, Cluster, Server, ESXVersion string
	Cores, MemoryMiB                  float64
	// CoreGHz is the cores' clock, 0 when unknown.
	CoreGHz float64
	// MemoryUsagePct is the memory in use, in % (HasMemoryUsage: known);
	// UsagePeak says it is the peak of a collection period rather than a
	// point-in-time value.
	MemoryUsagePct float64
	HasMemoryUsage bool
	UsagePeak      bool
	Perf           *HostPerf
}

// VMPerf is what a collector measured of one VM over its period (Live
// Optics' "VM Performance"): peaks and averages. Has says which figures
// the file gave.
type VMPerf struct {
	PeakCPUGHz     float64
	PeakIOPS       float64
	AvgIOPS        float64
	PeakWriteIOPS  float64
	PeakWriteMiBps float64
	PeakReadMiBps  float64
	// ReadPct is the average share of reads, in %.
	ReadPct float64
	Has     PerfHas
}

// HostPerf is what a collector measured of one host ("ESX Performance").
type HostPerf struct {
	PeakCPUGHz    float64
	PeakMemoryMiB float64
	PeakIOPS      float64
	AvgIOPS       float64
	ReadPct       float64
	PeakMiBps     float64 // reads and writes
	AvgMiBps      float64
	Has           PerfHas
}

// PerfHas marks the figures a performance row gave.
type PerfHas uint16

// The figures of a performance row.
const (
	HasPeakCPU PerfHas = 1 << iota
	HasPeakIOPS
	HasAvgIOPS
	HasReadPct
	HasPeakWrite
	HasPeakWriteIOPS
	HasPeakRead
	HasPeakThroughput
	HasAvgThroughput
	HasPeakMemory
)

// Estate is what a reader read: every VM, disk, snapshot and host.
// Disks and snapshots name their cluster (their VM's, or their own cell
// when their VM is not in the VM list); they count in its totals.
type Estate struct {
	VMs       []*VM
	Disks     []*Disk
	Snapshots []*Snapshot
	Hosts     []*Host
}

// systemName matches the VMs vSphere runs for itself and recreates on
// any cluster: vSphere Cluster Services agents ("vCLS (1)", "vCLS-<uuid>"),
// vSAN File Service nodes, vSphere with Tanzu Supervisor control plane VMs
// (VMware, "vSphere Cluster Services (vCLS)", vSphere 7.0 U1+ and 8.0
// documentation; "vSAN File Service"; "Supervisor control plane VMs").
var systemName = regexp.MustCompile(`(?i)^(vCLS([- (]|$)|vSAN File Service Node|SupervisorControlPlaneVM)`)

// IsSystem reports whether v is a system VM: by its name, or by the
// guest OS of vCLS agents ("VMware Photon CRX"), which survives the
// anonymised names of some exports.
func IsSystem(v *VM) bool {
	if v.system == 0 {
		v.system = 1
		if systemName.MatchString(strings.TrimSpace(v.Name)) || strings.Contains(strings.ToLower(v.OS), "photon crx") {
			v.system = 2
		}
	}
	return v.system == 2
}

// clusterData is what one cluster holds.
type clusterData struct {
	name  string
	vms   []*VM
	hosts []*Host
	disks []*Disk
	snaps []*Snapshot
	// work is what its sized VMs run (set by NewPlanning).
	work *inventory.Workload
}

// byCluster groups the estate by cluster, sorted by name with NoCluster
// last.
func (e *Estate) byCluster() []*clusterData {
	idx := map[string]*clusterData{}
	get := func(name string) *clusterData {
		name = ClusterOf(name)
		c := idx[name]
		if c == nil {
			c = &clusterData{name: name}
			idx[name] = c
		}
		return c
	}
	for _, v := range e.VMs {
		c := get(v.Cluster)
		c.vms = append(c.vms, v)
	}
	for _, h := range e.Hosts {
		c := get(h.Cluster)
		c.hosts = append(c.hosts, h)
	}
	for _, d := range e.Disks {
		c := get(d.Cluster)
		c.disks = append(c.disks, d)
	}
	for _, s := range e.Snapshots {
		c := get(s.Cluster)
		c.snaps = append(c.snaps, s)
	}
	out := make([]*clusterData, 0, len(idx))
	for _, c := range idx {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].name, out[j].name
		if (a == NoCluster) != (b == NoCluster) {
			return b == NoCluster
		}
		return a < b
	})
	return out
}

// totals sums one cluster.
func (c *clusterData) totals() inventory.Totals {
	var t inventory.Totals
	for _, v := range c.vms {
		t.VMs++
		if v.Power == PoweredOn {
			t.PoweredOn++
			t.PoweredOnVCPUs += v.CPUs
			t.PoweredOnMemoryMiB += v.MemoryMiB
		}
		if v.Template {
			t.Templates++
		}
		t.VCPUs += v.CPUs
		t.MemoryMiB += v.MemoryMiB
		t.ProvisionedMiB += v.ProvisionedMiB
		t.InUseMiB += v.InUseMiB
	}
	for _, d := range c.disks {
		t.Disks++
		t.DiskCapacityMiB += d.CapacityMiB
	}
	for _, s := range c.snaps {
		t.Snapshots++
		t.SnapshotMiB += s.SizeMiB
	}
	for _, h := range c.hosts {
		t.Hosts++
		t.HostCores += h.Cores
		t.HostMemoryMiB += h.MemoryMiB
	}
	t.SetRatios()
	return t
}
