package estate

import "math"

// Layout is how a vSAN storage policy lays one object out in components.
//
// RAID-1 mirroring with FTT = n keeps n+1 full replicas and, in a standard
// cluster, n witness components (2n+1 fault domains, so that a majority
// survives n failures): FTT=1 is 2 replicas + 1 witness. RAID-5 erasure
// coding is 3 data + 1 parity components (3+1), each holding a third of
// the object; RAID-6 is 4 data + 2 parity (4+2), each a quarter;
// erasure-coded objects have no witness. Sources: VMware, "Architecting the
// Digital Workspace with Horizon 7", vSAN objects and components (vCloud
// Architecture Toolkit, 2017: "RAID1 … one witness component per object,
// and a number of replica components that will depend on the FTT"); Cormac
// Hogan, "VSAN 6.2 Part 2 – RAID-5 and RAID-6 configurations"
// (cormachogan.com, 2016: RAID-5 as 3+1, 4 components; RAID-6 as 4+2).
type Layout struct {
	// Policy is the vsan-capacity policy id ("raid1-ftt1").
	Policy string
	// Legs are the components that hold an object's data: replicas
	// (RAID-1, FTT+1 of them) or data and parity segments (RAID-5/6).
	Legs int
	// LegShare is the share of the object each leg holds: 1 for a replica,
	// 1/3 for RAID-5, 1/4 for RAID-6.
	LegShare float64
	// Witnesses are the witness components of each object in a standard
	// cluster (RAID-1: FTT). They are not in the bandwidth guide's count.
	Witnesses int
}

// Layouts are the layouts of the vsan-capacity policies.
var Layouts = []Layout{
	{Policy: "raid1-ftt1", Legs: 2, LegShare: 1, Witnesses: 1},
	{Policy: "raid5-ftt1", Legs: 4, LegShare: 1.0 / 3, Witnesses: 0},
	{Policy: "raid1-ftt2", Legs: 3, LegShare: 1, Witnesses: 2},
	{Policy: "raid6-ftt2", Legs: 6, LegShare: 1.0 / 4, Witnesses: 0},
	{Policy: "raid1-ftt3", Legs: 4, LegShare: 1, Witnesses: 3},
}

// LayoutOf returns the layout of a vsan-capacity policy id.
func LayoutOf(policy string) (Layout, bool) {
	for _, l := range Layouts {
		if l.Policy == policy {
			return l, true
		}
	}
	return Layout{}, false
}

// MaxComponentMiB is vSAN's largest component, 255 GB as vSphere counts
// (255 GiB = 261,120 MiB): a larger share of an object is split into
// several components (VMware, "Architecting VMware vSAN 6.2", vCloud
// Architecture Toolkit, 2016: "Each object can be a maximum of 255 GB in
// size. If they are larger, they are split into multiple components").
const MaxComponentMiB = 255 * 1024

// Components is the data components of one object of sizeMiB under l, as
// the vSAN stretched cluster bandwidth guide counts them ("100 VMs * 3
// components/VM * 2 (FTT+1) * 1 (stripe width)" = 600 for 100 VMs of three
// objects under RAID-1 FTT=1: VMware, "vSAN Stretched Cluster Bandwidth
// Sizing", and Dell, "VxRail vSAN Stretched Cluster Planning Guide",
// "Witness to site"):
//
//	Legs × max(1, ⌈sizeMiB × LegShare / maxComponentMiB⌉)
//
// Each leg's share is split into components of at most maxComponentMiB
// (MaxComponentMiB unless a test says otherwise). Witness components are
// not counted: the guide counts the components whose ownership the
// witness link carries.
func (l Layout) Components(sizeMiB, maxComponentMiB float64) int {
	chunks := 1
	if share := sizeMiB * l.LegShare; share > maxComponentMiB && maxComponentMiB > 0 {
		// bounded: no object is a million components (64 TB is 257)
		chunks = int(min(math.Ceil(share/maxComponentMiB), maxChunks))
	}
	return l.Legs * chunks
}

// maxChunks bounds the components of one leg of a (corrupt) object size.
const maxChunks = 1 << 20

// VMObjects are the vSAN objects of one VM, with sizes in MiB.
type VMObjects struct {
	// Swap is set for a powered-on VM: its swap object (the .vswp) exists
	// only while it runs; SwapMiB = configured memory − reservation.
	Swap    bool
	SwapMiB float64
	// DiskMiB are its virtual disks' capacities.
	DiskMiB []float64
	// Snapshots is its number of snapshots; each has one delta object per
	// disk it covers (SnapshotDiskMiB), sized as that disk.
	Snapshots       int
	SnapshotDiskMiB []float64
}

// ObjectCount is a number of objects and their data components.
type ObjectCount struct {
	Objects    int `json:"objects"`
	Components int `json:"components"`
}

// ComponentEstimate is the estimate for a set of VMs, by object kind. The
// witness appliance holds one witness component per object: Total.Objects.
type ComponentEstimate struct {
	Namespaces ObjectCount `json:"namespaces"`
	Disks      ObjectCount `json:"disks"`
	Swap       ObjectCount `json:"swap"`
	Deltas     ObjectCount `json:"deltas"`
	Total      ObjectCount `json:"total"`
}

// EstimateComponents estimates the vSAN objects and data components of vms
// under layout l:
//
//	Σ over VMs of  Components(namespace)            (the VM home, ≤ 255 GB: one chunk a leg)
//	             + Σ Components(disk)                (each virtual disk)
//	             + Components(swap), if powered on   (configured memory − reservation)
//	             + Σ Components(delta)               (each snapshot × each disk it covers)
//
// The object kinds are vSAN's (VMware, "Architecting VMware vSAN 6.2": VM
// home namespace, VM swap object, VMDK, snapshot delta VMDKs). Not counted:
// snapshot memory objects and vSAN's own objects (performance statistics,
// iSCSI, file services).
func EstimateComponents(vms []VMObjects, l Layout, maxComponentMiB float64) ComponentEstimate {
	var e ComponentEstimate
	add := func(c *ObjectCount, sizeMiB float64, times int) {
		c.Objects += times
		c.Components += times * l.Components(sizeMiB, maxComponentMiB)
	}
	for _, v := range vms {
		add(&e.Namespaces, 0, 1)
		for _, d := range v.DiskMiB {
			add(&e.Disks, d, 1)
		}
		if v.Swap {
			add(&e.Swap, v.SwapMiB, 1)
		}
		for _, d := range v.SnapshotDiskMiB {
			add(&e.Deltas, d, v.Snapshots)
		}
	}
	for _, c := range []ObjectCount{e.Namespaces, e.Disks, e.Swap, e.Deltas} {
		e.Total.Objects += c.Objects
		e.Total.Components += c.Components
	}
	return e
}

// objectsOf describes a VM's objects from the inventory: its disks (or,
// when it has none listed, its own disk count with its disk capacity, else
// its provisioned storage, shared evenly), a swap object when powered on
// (memory − reservation, at least 0), and one delta per snapshot and per
// disk that is not independent.
func objectsOf(v *VM) (o VMObjects, fromCount bool) {
	snapDisks := []float64{}
	if len(v.Disks) > 0 {
		for _, d := range v.Disks {
			o.DiskMiB = append(o.DiskMiB, d.CapacityMiB)
			if !d.Independent {
				snapDisks = append(snapDisks, d.CapacityMiB)
			}
		}
	} else if n := int(math.Round(v.DiskCount)); n > 0 && n <= 256 {
		fromCount = true
		total := v.DiskTotalMiB
		if total <= 0 {
			total = v.ProvisionedMiB / v.factor()
		}
		for i := 0; i < n; i++ {
			o.DiskMiB = append(o.DiskMiB, total/float64(n))
		}
		snapDisks = o.DiskMiB
	}
	if v.Power == PoweredOn {
		o.Swap = true
		o.SwapMiB = max(v.MemoryMiB-v.ReservationMiB, 0)
	}
	if v.Snapshots > 0 {
		o.Snapshots, o.SnapshotDiskMiB = v.Snapshots, snapDisks
	}
	return o, fromCount
}

// factor is v's source factor, 1 when unset.
func (v *VM) factor() float64 {
	if v.Factor >= 1 {
		return v.Factor
	}
	return 1
}

// UsedMiB is v's used storage without the source policy's overhead.
func (v *VM) UsedMiB() float64 { return v.InUseMiB / v.factor() }

// ProvisionedNetMiB is v's provisioned storage without it.
func (v *VM) ProvisionedNetMiB() float64 { return v.ProvisionedMiB / v.factor() }
