package vsa

import "github.com/sizewise/sizewise/engine/units"

// Constants of the VSA model, from Todd Muirhead, "Performance of VSA in
// VMware vSphere 5" (VMware, 2011), unless a comment says otherwise.
const (
	// PhysicalWritesPerWrite is the disk writes per VM write: network RAID 1
	// (×2) over local RAID 1/0 (×2): "each logical write from a VM will
	// result in four physical writes".
	PhysicalWritesPerWrite = 4
	// AdapterWritesPerWrite is the writes per VM write seen at the physical
	// SCSI adapters of the cluster (the primary's and the replica's): "the
	// 600 writes are occurring twice".
	AdapterWritesPerWrite = 2
	// UsableFraction is usable / raw with identical hosts and nothing
	// reserved: "useable capacity will be ¼ of raw capacity".
	UsableFraction = 0.25
	// ReplicaReadShare is the share of reads the replica host serves: "reads
	// can be done on either the primary or replica … the number of IOPS on
	// either VSA node is similar" (one VM: 900 of the 1,800 adapter IOPS on
	// each host, so 300 of its 600 reads on the replica).
	ReplicaReadShare = 0.5
)

// The paper's test cluster and its measured points.
const (
	PaperHosts        = 3     // "three vSphere 5 hosts"
	PaperDisksPerHost = 8     // "eight 300GB 10,000 RPM SAS disks"
	PaperDiskGB       = 300   // the same
	PaperRPM          = 10000 // the same
	PaperReadPct      = 50    // IOBlazer: "50% reads, 50% writes"
	PaperIOSizeKB     = 8     // IOBlazer: "8k block size, random"
	// PaperOneVMIOPS is the front-end load of one IOBlazer VM: "the number of
	// IOPS is approximately 1,200 when a single VM is running".
	PaperOneVMIOPS = 1200
	// PaperOneVMAdapterIOPS is that load at the physical adapters of the
	// cluster: "approximately 1800".
	PaperOneVMAdapterIOPS = 1800
	// PaperThreeVMsIOPS is the front-end load of three IOBlazer VMs at once:
	// "approximately a 2x increase in IOPS from one VM to all three VMs";
	// "all of the disks were already busy once two hosts were active", so
	// it is what the cluster's disks sustain.
	PaperThreeVMsIOPS = 2 * PaperOneVMIOPS
	// PaperThreeVMsLatencyMs is the rise in latency from one VM to three:
	// "latency increased by approximately 3ms" (the model has no latency).
	PaperThreeVMsLatencyMs = 3
	// PaperVMmarkAdapterIOPS is the sustained load of the VMmark 2.0 mixed
	// workload at the physical adapters of the three hosts, write cache on:
	// "approximately 2,500 across all three hosts".
	PaperVMmarkAdapterIOPS = 2500
)

// The appliance's footprint (the same paper): "Each VSA appliance VM uses one
// vCPU with a 2GHz reservation and 1GB of RAM"; each host "used four 1Gb
// Ethernet network connections … Two … were dedicated for a back-end cluster
// communication and replication network … The other two ports were used to
// provide access to the NFS shares."
const (
	ApplianceVCPUs             = 1
	ApplianceCPUReservationGHz = 2
	ApplianceMemoryGB          = 1
	PortsPerHost               = 4
	BackendPortsPerHost        = 2
	PortMbps                   = 1000
)

// CachedDiskOpsPerWrite is the disk time a VM write costs, in random disk
// operations, when the RAID controller's write-back cache is on: calibrated
// so that the paper's cluster (3 hosts × 8 disks at the paper's 10,000 RPM
// midpoint of 135 IOPS) sustains the 2,400 front-end IOPS at 50 % reads it
// measured with three VMs:
//
//	(24 × 135 − 1,200 reads) / 1,200 writes = 2,040 / 1,200 = 1.7
//
// The four physical writes still happen; the cache absorbs them and writes
// them back sorted, so they cost the disks 1.7 random operations' time
// instead of 4. The assumption is that the whole difference between the
// spindle model and the measurement lies in the writes (reads cost one
// random operation each, at the paper's per-disk estimate).
var CachedDiskOpsPerWrite = Calibrate(PaperHosts*PaperDisksPerHost, DiskIOPS[PaperRPM].Mid(), PaperThreeVMsIOPS, PaperReadPct)

// Calibrate returns the disk operations per VM write at which disks disks
// of perDisk IOPS each are exactly busy with a front-end load of frontend
// IOPS at readPct % reads: (disks × perDisk − reads) / writes. readPct must
// be below 100 and the load positive.
func Calibrate(disks int, perDisk, frontend, readPct float64) float64 {
	reads, writes := Split(units.IOPS(frontend), readPct)
	return (float64(disks)*perDisk - float64(reads)) / float64(writes)
}

// IOPSRange is a per-disk IOPS estimate.
type IOPSRange struct{ Low, High float64 }

// Mid is the midpoint of the range.
func (r IOPSRange) Mid() float64 { return (r.Low + r.High) / 2 }

// DiskIOPS maps a disk's RPM to its IOPS estimate. 10,000 RPM 120–150 and
// 15,000 RPM 170–200 are the paper's ("A 10,000 RPM disk is often estimated
// to get from 120 to 150 IOPS, and 15,000 RPM disks from 170 to 200 IOPS").
// 7,200 RPM 75–100 is an assumption: no vendor figure was found (AssumedRPM).
var DiskIOPS = map[int]IOPSRange{
	7200:  {75, 100},
	10000: {120, 150},
	15000: {170, 200},
}

// AssumedRPM is the speed whose IOPS estimate has no source.
const AssumedRPM = 7200

// Cost-per-IOPS reference points: VMware, "An overview of VMware Virtual
// SAN caching algorithms", as summarised by VM Guru.
const (
	SSDPriceUSD = 200   // Intel S3700 100 GB
	SSDIOPS     = 45000 // up to
	HDDPriceUSD = 200   // Seagate 1 TB
	HDDIOPS     = 100
)

// USDPerIOPS is price / IOPS.
func USDPerIOPS(priceUSD float64, iops units.IOPS) float64 { return priceUSD / float64(iops) }

// Split returns the reads and writes of f front-end IOPS at readPct % reads:
// f × readPct / 100 and f × (100 − readPct) / 100, both 0 or more.
func Split(f units.IOPS, readPct float64) (reads, writes units.IOPS) {
	return f * units.IOPS(readPct) / 100, f * units.IOPS(100-readPct) / 100
}

// AdapterIOPS is the IOPS at the physical adapters across the cluster:
// reads + 2 × writes.
func AdapterIOPS(reads, writes units.IOPS) units.IOPS { return reads + AdapterWritesPerWrite*writes }

// DiskIOPSRequired is the physical disk operations the load causes:
// reads + 4 × writes.
func DiskIOPSRequired(reads, writes units.IOPS) units.IOPS {
	return DiskLoad(reads, writes, PhysicalWritesPerWrite)
}

// DiskLoad is the disks' time the load takes, in random disk operations per
// second: reads + opsPerWrite × writes (4 without a write cache,
// CachedDiskOpsPerWrite with one).
func DiskLoad(reads, writes units.IOPS, opsPerWrite float64) units.IOPS {
	return reads + units.IOPS(opsPerWrite)*writes
}

// MaxFrontend is the largest front-end load that available disk IOPS sustain
// at readPct % reads when a write costs opsPerWrite disk operations:
// available / (r + opsPerWrite × (1 − r)).
func MaxFrontend(available units.IOPS, readPct, opsPerWrite float64) units.IOPS {
	r := readPct / 100
	return available / units.IOPS(r+opsPerWrite*(1-r))
}

// ClusterUsableGB is the VSA documents' cluster capacity: (smallest host's
// local usable − reserved) × hosts / 2.
func ClusterUsableGB(minLocalUsableGB, reservedGB float64, hosts int) float64 {
	return (minLocalUsableGB - reservedGB) * float64(hosts) / 2
}

// LocalUsableGB is a host's RAID 1/0 capacity: disks × size / 2.
func LocalUsableGB(disks int, diskGB float64) float64 { return float64(disks) * diskGB / 2 }

// NetworkMbps is the bandwidth iops I/Os of sizeKB carry, in Mbps: iops ×
// sizeKB × 1000 × 8 / 10^6 (1 KB = 1000 bytes).
func NetworkMbps(iops units.IOPS, sizeKB float64) float64 {
	return float64(iops) * sizeKB * 8 / 1000
}
