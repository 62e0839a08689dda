package sioc

import "math"

// ChunkKB is the I/O size large I/Os are counted in. Limits: the host's
// mClock disk scheduler (vSphere 5.5 and later, not SIOC itself) counts an
// I/O as ceil(size / 32 KB) against a VM's IOPS limit (Duncan Epping,
// "vSphere 5.5 and disk limits (mClock scheduler caveat)", 2014).
// Reservations: "Large IO sizes are considered as multiple IOs using a chunk
// size of 32 KB as default", which the vSphere API (StorageIOAllocationInfo)
// says of the reservation control, "initially supported only at host level
// for local datastores"; counting reservations on a shared datastore the same
// way is the calculator's assumption, said on the page. Shares: no document
// counts them in chunks; with one I/O size for every VM the split is the same
// either way.
const ChunkKB = 32

// UnitsPerIO returns how many 32 KB I/Os SIOC counts an I/O of sizeKB as:
// 1 up to 32 KB, else sizeKB / 32 rounded up (a 64 KB I/O counts as 2).
func UnitsPerIO(sizeKB float64) float64 {
	return math.Max(1, math.Ceil(sizeKB/ChunkKB))
}

// units is the count per I/O the rule set applies: UnitsPerIO under the
// current rules when an I/O size is given, else 1.
func unitsPerIO(in Inputs) float64 {
	if in.IOSizeKB != nil {
		return UnitsPerIO(*in.IOSizeKB)
	}
	return 1
}

// scaled returns claims with demands counted in 32 KB I/Os (× k); limits
// and reservations are already in those units.
func scaled(claims []Claim, k float64) []Claim {
	out := make([]Claim, len(claims))
	for i, c := range claims {
		c.Demand *= k
		out[i] = c
	}
	return out
}

// inIOs converts an allocation in 32 KB units back to the VMs' own I/Os.
func inIOs(a Allocation, k float64) Allocation {
	if k == 1 {
		return a
	}
	a.Capacity /= k
	a.Unallocated /= k
	a.Floors /= k
	a.VMs = append([]float64(nil), a.VMs...)
	for i := range a.VMs {
		a.VMs[i] /= k
	}
	a.Hosts = append([]HostShare(nil), a.Hosts...)
	for h := range a.Hosts {
		hs := &a.Hosts[h]
		hs.Allocated /= k
		hs.Floor /= k
		hs.Cap /= k
	}
	return a
}
