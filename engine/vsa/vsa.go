package vsa

import "github.com/sizewise/sizewise/engine/units"

// Constants of the VSA model (shared/reference/001).
const (
	// PhysicalWritesPerWrite is the disk writes per VM write: network RAID 1
	// (×2) over local RAID 1/0 (×2).
	PhysicalWritesPerWrite = 4
	// AdapterWritesPerWrite is the writes per VM write seen at the physical
	// SCSI adapters of the cluster (primary and replica).
	AdapterWritesPerWrite = 2
	// UsableFraction is usable / raw with identical hosts and nothing reserved.
	UsableFraction = 0.25
)

// IOPSRange is a per-disk IOPS estimate.
type IOPSRange struct{ Low, High float64 }

// Mid is the midpoint of the range.
func (r IOPSRange) Mid() float64 { return (r.Low + r.High) / 2 }

// DiskIOPS maps a disk's RPM to its IOPS estimate: 10k 120–150 and 15k
// 170–200 (shared/reference/001), 7.2k about 75–100.
var DiskIOPS = map[int]IOPSRange{
	7200:  {75, 100},
	10000: {120, 150},
	15000: {170, 200},
}

// Cost-per-IOPS reference points (shared/reference/000).
const (
	SSDPriceUSD = 200   // Intel S3700 100 GB
	SSDIOPS     = 45000 // up to
	HDDPriceUSD = 200   // Seagate 1 TB
	HDDIOPS     = 100
)

// USDPerIOPS is price / IOPS.
func USDPerIOPS(priceUSD float64, iops units.IOPS) float64 { return priceUSD / float64(iops) }

// Split returns the reads and writes of f front-end IOPS at readPct % reads.
func Split(f units.IOPS, readPct float64) (reads, writes units.IOPS) {
	reads = f * units.IOPS(readPct) / 100
	return reads, f - reads
}

// AdapterIOPS is the IOPS at the physical adapters across the cluster:
// reads + 2 × writes.
func AdapterIOPS(reads, writes units.IOPS) units.IOPS { return reads + AdapterWritesPerWrite*writes }

// DiskIOPSRequired is the disk operations the load needs: reads + 4 × writes.
func DiskIOPSRequired(reads, writes units.IOPS) units.IOPS {
	return reads + PhysicalWritesPerWrite*writes
}

// MaxFrontend is the largest front-end load that available disk IOPS sustain
// at readPct % reads: available / (r + 4 × (1 − r)).
func MaxFrontend(available units.IOPS, readPct float64) units.IOPS {
	r := readPct / 100
	return available / units.IOPS(r+PhysicalWritesPerWrite*(1-r))
}

// ClusterUsableGB is the VSA documents' cluster capacity: (smallest host's
// local usable − reserved) × hosts / 2.
func ClusterUsableGB(minLocalUsableGB, reservedGB float64, hosts int) float64 {
	return (minLocalUsableGB - reservedGB) * float64(hosts) / 2
}

// LocalUsableGB is a host's RAID 1/0 capacity: disks × size / 2.
func LocalUsableGB(disks int, diskGB float64) float64 { return float64(disks) * diskGB / 2 }
