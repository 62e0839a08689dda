package snapshot

import "fmt"

// Formats of snapshot deltas.
const (
	VMFSSparse = "vmfssparse"
	SESparse   = "sesparse"
	VSANSparse = "vsansparse"
	// ESANative: the native snapshots of the vSAN Express Storage
	// Architecture: no delta object, the disk and its snapshots in one
	// object ("If vSAN ESA is enabled, every snapshot is not a new object",
	// VCF 9.0, "Planning Capacity in vSAN").
	ESANative = "esa-native"
)

// Formats lists the formats in the order the form shows them.
var Formats = []string{VMFSSparse, SESparse, VSANSparse, ESANative}

// Measurements from the sources.
const (
	// VSAN6LossPct and VSAN55LossPct are the IOPS vSAN lost while snapshots
	// were taken one after another under IOmeter (Niels Hagoort, "VMware
	// Virtual SAN 6.0 benchmark", 2015): 8 % with vSAN 6.0's vsanSparse,
	// 49 % with vSAN 5.5's vmfsSparse (a redo log).
	VSAN6LossPct  = 8
	VSAN55LossPct = 49
	// ESALossPct is the impact of ESA native snapshots in Duncan Epping's
	// lab: "a below 2% performance impact between a VM without a snapshot
	// and a VM with one or multiple snapshots", no significant difference
	// between the first and the fifth ("Scalable Snapshots demo with the
	// vSAN 8.0 Express Storage Architecture", Yellow Bricks, 2023; a lab
	// "not officially certified to run vSAN ESA"). VMware's own post on ESA
	// snapshots gives no figure. The model takes the upper bound, 2 %.
	ESALossPct = 2

	// Erik Zandboer's test of a redo-log snapshot on overloaded disks
	// ("Performance impact when using VMware snapshots", vmdamentals.com),
	// IOPS: before the snapshot, with it, and reads while committing it.
	BeforeReadIOPS     = 510
	BeforeWriteIOPS    = 250
	SnapshotReadIOPS   = 110
	SnapshotWriteIOPS  = 100
	CommittingReadIOPS = 28
)

// Amplification returns the back-end reads per front-end read and back-end
// writes per front-end write for format at chain depth depth (0 = no
// snapshot) with firstWritePct % of writes landing on blocks not yet in the
// delta. vsanSparse and ESA native snapshots ignore depth (≥ 1) and
// firstWritePct: each model is one measurement. It panics on an unknown
// format.
func Amplification(format string, depth int, firstWritePct float64) (read, write float64) {
	if depth <= 0 {
		return 1, 1
	}
	f := firstWritePct / 100
	switch format {
	case VMFSSparse:
		return 1 + float64(depth), 1 + f
	case SESparse:
		return 1, 1 + f
	case VSANSparse:
		a := 1 / (1 - VSAN6LossPct/100.0)
		return a, a
	case ESANative:
		a := 1 / (1 - ESALossPct/100.0)
		return a, a
	}
	panic(fmt.Sprintf("snapshot: unknown format %q", format))
}

// Achievable returns what a front-end load of reads and writes gets from
// disks of capacity IOPS when the back end needs backend IOPS: the load
// itself when backend ≤ capacity, otherwise the load scaled by
// capacity / backend so that the back end equals the capacity.
func Achievable(reads, writes, backend, capacity float64) (r, w float64) {
	if backend <= capacity || backend <= 0 {
		return reads, writes
	}
	s := capacity / backend
	return reads * s, writes * s
}
