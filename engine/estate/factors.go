package estate

import (
	"math"
	"sort"
)

// PolicyFactors are the raw-to-data factors of the vSAN storage policies
// (FTT=0 ×1; ESA RAID-5 4+1 ×1.25; OSA RAID-5 3+1 ×4/3; ESA RAID-5 2+1 and
// RAID-6 4+2 ×1.5; RAID-1 FTT=1 ×2, FTT=2 ×3, FTT=3 ×4), the values a vSAN
// datastore's factor is rounded to.
var PolicyFactors = []float64{1, 1.25, 4.0 / 3, 1.5, 2, 3, 4}

// snapTolerance is how close (relatively) a measured factor must be to a
// policy factor to be rounded to it.
const snapTolerance = 0.10

// Factor is the source policy factor estimated for one vSAN datastore.
type Factor struct {
	// Key is the datastore's vCenter and name; Name its name.
	Key, Name string
	// VMs are the VMs on it; Sampled those the median is of (with disk
	// capacity, no snapshots).
	VMs, Sampled int
	// Median is the median of Provisioned / (disk capacity + swap); Value
	// the factor used: the nearest policy factor when within 10 %, else
	// the median held to [1, 4], or 2 (RAID-1 FTT=1, vSAN's default
	// policy) when no VM could be sampled (Assumed).
	Median, Value float64
	Snapped       bool
	Assumed       bool
	// InUseMiB is what its VMs report, NetMiB the same divided by Value.
	InUseMiB, NetMiB float64
}

// estimateFactors sets the Factor of every VM on a vSAN datastore and
// returns one Factor per datastore, sorted by name.
//
// A VM on vSAN reports its In Use and Provisioned with the replicas or
// parity of its storage policy (vCenter counts the raw space the objects
// take). Its provisioned space over what it holds unprotected, disk
// capacity + swap (memory − reservation, when powered on), is that policy's
// factor; the median over a datastore's VMs (those with disk capacity and
// no snapshots, whose deltas count in Provisioned) is the datastore's,
// rounded to the nearest policy factor. Each VM's In Use is divided by it.
func (e *Estate) estimateFactors() []Factor {
	by := map[string]*Factor{}
	ratios := map[string][]float64{}
	for _, v := range e.VMs {
		v.Factor = 1
		if !v.VSAN {
			continue
		}
		f := by[v.VSANKey]
		if f == nil {
			f = &Factor{Key: v.VSANKey, Name: v.Datastore}
			if v.Cluster != "" {
				f.Name += " (" + v.Cluster + ")"
			}
			by[v.VSANKey] = f
		}
		f.VMs++
		disk := diskCapacity(v)
		swap := 0.0
		if v.Power == PoweredOn {
			swap = max(v.MemoryMiB-v.ReservationMiB, 0)
		}
		if disk > 0 && v.Snapshots == 0 && v.ProvisionedMiB > 0 {
			ratios[v.VSANKey] = append(ratios[v.VSANKey], v.ProvisionedMiB/(disk+swap))
		}
	}
	out := make([]Factor, 0, len(by))
	for key, f := range by {
		r := ratios[key]
		f.Sampled = len(r)
		switch {
		case len(r) == 0:
			f.Value, f.Assumed = 2, true
		default:
			f.Median = median(r)
			f.Value = min(max(f.Median, 1), 4)
			if p, ok := snap(f.Median); ok {
				f.Value, f.Snapped = p, true
			}
		}
		for _, v := range e.VMs {
			if v.VSAN && v.VSANKey == key {
				v.Factor = f.Value
				f.InUseMiB += v.InUseMiB
				f.NetMiB += v.UsedMiB()
			}
		}
		out = append(out, *f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name+out[i].Key < out[j].Name+out[j].Key })
	return out
}

// diskCapacity is a VM's virtual disk capacity: its disks, else its own
// total.
func diskCapacity(v *VM) float64 {
	var s float64
	for _, d := range v.Disks {
		s += d.CapacityMiB
	}
	if s == 0 {
		s = v.DiskTotalMiB
	}
	return s
}

// snap is the policy factor within snapTolerance of x, if any.
func snap(x float64) (float64, bool) {
	best, dist := 0.0, math.Inf(1)
	for _, p := range PolicyFactors {
		if d := math.Abs(x-p) / p; d < dist {
			best, dist = p, d
		}
	}
	return best, dist <= snapTolerance
}

// median is the median of xs (which it sorts).
func median(xs []float64) float64 {
	sort.Float64s(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
}
