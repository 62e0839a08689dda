package clustersizing

import (
	"math"

	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/units"
)

// GHz is a processor clock rate, or CPU demand, in GHz.
type GHz float64

// Cores is a number of physical cores; fractional when it is a demand.
type Cores float64

// MemGB is memory in GB as ESXi counts it: 1 GB = 1024 MB.
type MemGB float64

// TiB is 2^40 bytes, the unit vSAN capacity is licensed in.
const TiB units.Bytes = 1 << 40

// GiB is 2^30 bytes (VVF's vSAN entitlement is 100 GiB per core).
const GiB units.Bytes = 1 << 30

// Storage is a size in decimal GB (10^9 bytes), the unit of the scenario
// documents (storage_gb) and of vSAN's capacity devices as sold.
type Storage float64

// Bytes is s in bytes.
func (s Storage) Bytes() units.Bytes { return units.Bytes(s) * units.GB }

// TiB is s in TiB: GB × 10^9 / 2^40.
func (s Storage) TiB() float64 { return float64(s.Bytes() / TiB) }

// GiB is s in GiB: GB × 10^9 / 2^30.
func (s Storage) GiB() float64 { return float64(s.Bytes() / GiB) }

// ceil is ⌈x⌉ for a count of hosts or licences: x is first rounded to 12
// significant digits (scenario.Clean), so that binary noise (343.75 /
// 25.6 = 13.427…, 3 × 4 = 12.000000000000002) never adds a host. A
// non-positive or NaN x gives 0; x beyond maxCount gives maxCount.
func ceil(x float64) int {
	x = scenario.Clean(x)
	switch {
	case !(x > 0):
		return 0
	case x >= maxCount:
		return maxCount
	}
	return int(math.Ceil(x))
}

// maxCount bounds a count of hosts: beyond it no calculation describes a
// real system, and the registry's guard reports the inputs (MaxResult is
// 10^15).
const maxCount = 2e15
