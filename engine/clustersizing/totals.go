package clustersizing

import (
	"math"

	"github.com/sizewise/sizewise/engine/rules"
)

// Workload is the workload of one source cluster, or of a whole estate, as
// an inventory import totals it (RVTools, Live Optics). Memory is in GB of
// 1024 MB (RVTools' MiB / 1024); storage in decimal GB (MiB × 1.048576 /
// 1000). The pointers are measurements: nil when the export has none.
type Workload struct {
	VMs      int
	VCPUs    int
	MemoryGB float64
	// ProvisionedGB and UsedGB are the VMs' provisioned and in-use storage;
	// either may be 0 when the export does not give it.
	ProvisionedGB float64
	UsedGB        float64

	PeakCPUGHz       *float64
	ActiveMemoryGB   *float64
	ConsumedMemoryGB *float64
	IOPS             *float64
	WriteMBPerS      *float64
}

// HostProfile is the host to size the workload on. A zero field keeps the
// calculator's default (Defaults): a profile of zeros is the default host,
// two 16-core 2.6 GHz CPUs, 512 GB, six 3.84 TB NVMe devices under vSAN
// ESA RAID-5, VCF 9 rules and licence.
type HostProfile struct {
	Sockets           int
	CoresPerSocket    int
	CoreGHz           float64
	MemoryGB          float64
	MemoryTieringPct  float64
	Architecture      string // esa, osa-all-flash, osa-hybrid, external
	DevicesPerHost    int
	DeviceSizeTB      float64
	DiskGroupsPerHost int
	Policy            string // a vsancap policy id
	Rules             rules.Set
	License           string // vcf, vvf
}

// FromTotals returns the inputs that size workload w on hosts of profile p,
// every other input at its default (N+1, 4 vCPUs per core, 20 % CPU
// headroom, no memory overcommit, no growth):
//
//   - storage is the provisioned space when w gives it (VMware's VCF design
//     sizes vSAN for it), else the used space, with storage_basis saying
//     which;
//   - CPU is sized on the measured peak GHz when w has one (a measurement
//     beats a ratio), else on vCPUs per core;
//   - measured memory, IOPS and write throughput are passed as they are;
//   - decimals are kept to 3 places, as a form shows them.
//
// The inputs are not checked: an import should pass them to the registry
// (calc.Lookup(ID).Resolve) and explain what it refuses. A workload with no
// VM (an empty cluster) has nothing to size: vms must be 1 or more, and
// vcpus at least vms.
func FromTotals(w Workload, p HostProfile) Inputs {
	in := Defaults()
	in.VMs, in.VCPUs = w.VMs, w.VCPUs
	in.MemoryGB = round3(w.MemoryGB)
	in.StorageGB, in.StorageBasis = round3(w.ProvisionedGB), Provisioned
	if w.ProvisionedGB <= 0 {
		in.StorageGB, in.StorageBasis = round3(w.UsedGB), Used
	}
	in.PeakCPUGHz = round3p(w.PeakCPUGHz)
	in.ActiveMemoryGB = round3p(w.ActiveMemoryGB)
	in.ConsumedMemoryGB = round3p(w.ConsumedMemoryGB)
	in.IOPS = round3p(w.IOPS)
	in.WriteMBPerS = round3p(w.WriteMBPerS)
	if in.PeakCPUGHz != nil && *in.PeakCPUGHz > 0 {
		in.CPUSizing = CPUMeasured
	}
	setInt(&in.Sockets, p.Sockets)
	setInt(&in.CoresPerSocket, p.CoresPerSocket)
	setFloat(&in.CoreGHz, p.CoreGHz)
	setFloat(&in.HostMemoryGB, p.MemoryGB)
	setFloat(&in.MemoryTieringPct, p.MemoryTieringPct)
	setString(&in.Architecture, p.Architecture)
	setInt(&in.DevicesPerHost, p.DevicesPerHost)
	setFloat(&in.DeviceSizeTB, p.DeviceSizeTB)
	setInt(&in.DiskGroupsPerHost, p.DiskGroupsPerHost)
	setString(&in.Policy, p.Policy)
	setString(&in.Rules, p.Rules)
	setString(&in.License, p.License)
	return in
}

func setInt(dst *int, v int) {
	if v != 0 {
		*dst = v
	}
}

func setFloat(dst *float64, v float64) {
	if v != 0 {
		*dst = v
	}
}

func setString(dst *string, v string) {
	if v != "" {
		*dst = v
	}
}

// round3 rounds x to 3 decimals.
func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// round3p is round3 of *x, nil for nil.
func round3p(x *float64) *float64 {
	if x == nil {
		return nil
	}
	return new(round3(*x))
}
