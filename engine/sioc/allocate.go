package sioc

import (
	"math"
	"slices"
	"sort"
)

// Claim is what one VM brings to the allocation: its host, shares (> 0),
// reservation, limit (+Inf = unlimited) and demand (+Inf = all it can get),
// all in IOPS.
type Claim struct {
	Host        string
	Shares      float64
	Reservation float64
	Limit       float64
	Demand      float64
}

// Cap is the most the VM can use: min(demand, limit).
func (c Claim) Cap() float64 { return math.Min(c.Demand, c.Limit) }

// Floor is the reservation honoured first: min(reservation, cap).
func (c Claim) Floor() float64 { return math.Min(c.Reservation, c.Cap()) }

// Bound says what set a VM's allocation.
type Bound string

// Bounds of an allocation.
const (
	ByShares      Bound = "shares"      // its share of what is left
	ByDemand      Bound = "demand"      // all it asks for
	ByLimit       Bound = "limit"       // its limit
	ByReservation Bound = "reservation" // its reservation (above its share)
)

// HostShare is one host's part of an Allocation.
type HostShare struct {
	Host string
	// VMs are the indexes of the host's claims, in input order.
	VMs []int
	// Shares is the sum of its VMs' shares.
	Shares float64
	// Floor and Cap are the sums of its VMs' floors and caps.
	Floor, Cap float64
	// Allocated is what the host gets.
	Allocated float64
	// Bound says what set Allocated.
	Bound Bound
}

// Allocation is the steady-state division of a datastore's IOPS.
type Allocation struct {
	Capacity float64
	// TotalShares is the sum of all shares.
	TotalShares float64
	// VMs are the IOPS each claim gets, in input order, and what set them.
	VMs    []float64
	Bounds []Bound
	// Hosts are in order of first appearance.
	Hosts []HostShare
	// Unallocated is capacity no VM can use (every VM at demand or limit).
	Unallocated float64
	// Overcommitted is true when the floors exceed capacity; then every VM
	// gets the same fraction of its floor.
	Overcommitted bool
	// Floors is the sum of min(reservation, cap) over all VMs.
	Floors float64
}

// Entitlement is what claim i gets when every VM is busy and nothing is
// capped: capacity × shares / total shares.
func (a Allocation) Entitlement(shares float64) float64 {
	if a.TotalShares == 0 {
		return 0
	}
	return a.Capacity * shares / a.TotalShares
}

// Allocate divides capacity IOPS between claims in two levels: hosts by the
// sum of their VMs' shares, then VMs within each host by their shares, each
// clamped between its floor (reservation up to demand) and its cap (demand or
// limit). What a host's VMs cannot use goes to the other hosts by shares; what
// a VM cannot use goes first to the VMs on its own host. It panics when
// capacity or a claim is not usable (negative, NaN, shares ≤ 0): Check keeps
// users from that.
func Allocate(capacity float64, claims []Claim) Allocation {
	return allocate(capacity, claims, false)
}

// AllocateUnmanaged is the split without SIOC: every host has the same
// device queue depth on the datastore (32 slots by default), so under
// contention the hosts share the datastore equally whatever their VMs'
// shares; within a host the host's scheduler still divides its part by the
// VMs' shares, limits and reservations. It is Allocate with every host
// weighted 1 instead of by the sum of its VMs' shares.
func AllocateUnmanaged(capacity float64, claims []Claim) Allocation {
	return allocate(capacity, claims, true)
}

func allocate(capacity float64, claims []Claim, equalHosts bool) Allocation {
	if !(capacity >= 0) || math.IsInf(capacity, 0) {
		panic("sioc: Allocate: capacity must be finite and ≥ 0")
	}
	a := Allocation{Capacity: capacity, VMs: make([]float64, len(claims)), Bounds: make([]Bound, len(claims))}
	index := map[string]int{}
	for i, c := range claims {
		if !(c.Shares > 0) || math.IsInf(c.Shares, 0) || !(c.Reservation >= 0) || !(c.Limit >= 0) || !(c.Demand >= 0) ||
			math.IsInf(c.Reservation, 0) {
			panic("sioc: Allocate: invalid claim")
		}
		h, ok := index[c.Host]
		if !ok {
			h = len(a.Hosts)
			index[c.Host] = h
			a.Hosts = append(a.Hosts, HostShare{Host: c.Host})
		}
		hs := &a.Hosts[h]
		hs.VMs = append(hs.VMs, i)
		hs.Shares += c.Shares
		hs.Floor += c.Floor()
		hs.Cap += c.Cap()
		a.TotalShares += c.Shares
		a.Floors += c.Floor()
	}
	if a.Floors > capacity {
		a.Overcommitted = true
		for i, c := range claims {
			a.VMs[i] = capacity * c.Floor() / a.Floors
			a.Bounds[i] = ByReservation
		}
		for h := range a.Hosts {
			hs := &a.Hosts[h]
			hs.Bound = ByReservation
			for _, i := range hs.VMs {
				hs.Allocated += a.VMs[i]
			}
		}
		return a
	}
	w, lo, hi := make([]float64, len(a.Hosts)), make([]float64, len(a.Hosts)), make([]float64, len(a.Hosts))
	for h, hs := range a.Hosts {
		w[h], lo[h], hi[h] = hs.Shares, hs.Floor, hs.Cap
		if equalHosts {
			w[h] = 1
		}
	}
	hostAlloc, hostBounds := waterfill(capacity, w, lo, hi)
	total, capped := 0.0, true
	for h := range a.Hosts {
		hs := &a.Hosts[h]
		hs.Allocated = hostAlloc[h]
		hs.Bound = hostBounds[h]
		total += hs.Allocated
		capped = capped && hs.Bound == ByDemand
		w, lo, hi := make([]float64, len(hs.VMs)), make([]float64, len(hs.VMs)), make([]float64, len(hs.VMs))
		for k, i := range hs.VMs {
			w[k], lo[k], hi[k] = claims[i].Shares, claims[i].Floor(), claims[i].Cap()
		}
		vmAlloc, vmBounds := waterfill(hs.Allocated, w, lo, hi)
		for k, i := range hs.VMs {
			a.VMs[i] = vmAlloc[k]
			a.Bounds[i] = vmBounds[k]
			if vmBounds[k] == ByDemand {
				a.Bounds[i] = ByDemand
				if claims[i].Limit <= claims[i].Demand {
					a.Bounds[i] = ByLimit
				}
			}
		}
	}
	if capped {
		a.Unallocated = math.Max(0, capacity-total)
	}
	return a
}

// waterfill returns x_i = clamp(λ·w_i, lo_i, hi_i) with Σx_i = total when
// Σlo ≤ total ≤ Σhi (hi may be +Inf), every x_i = hi_i when total ≥ Σhi, and
// what bounds each x_i: ByShares (free), ByReservation (at lo, above its share)
// or ByDemand (at hi). Weights are > 0.
func waterfill(total float64, w, lo, hi []float64) ([]float64, []Bound) {
	n := len(w)
	x := make([]float64, n)
	b := make([]Bound, n)
	sumHi, sumLo := 0.0, 0.0
	for i := range n {
		sumHi += hi[i]
		sumLo += lo[i]
	}
	if total >= sumHi {
		copy(x, hi)
		for i := range b {
			b[i] = ByDemand
		}
		return x, b
	}
	// g(λ) = Σ clamp(λ·w_i, lo_i, hi_i) is continuous and non-decreasing,
	// linear between the breakpoints lo_i/w_i and hi_i/w_i.
	g := func(l float64) float64 {
		s := 0.0
		for i := range n {
			s += clamp(l*w[i], lo[i], hi[i])
		}
		return s
	}
	var pts []float64
	for i := range n {
		pts = append(pts, lo[i]/w[i])
		if !math.IsInf(hi[i], 1) {
			pts = append(pts, hi[i]/w[i])
		}
	}
	sort.Float64s(pts) // not slices: one sort less in app.wasm
	pts = slices.Compact(pts)
	// The first breakpoint where g reaches total closes the segment of λ.
	k := sort.Search(len(pts), func(j int) bool { return g(pts[j]) >= total })
	left, right := 0.0, math.Inf(1)
	if k > 0 {
		left = pts[k-1]
	}
	if k < len(pts) {
		right = pts[k]
	}
	fixed, free := 0.0, 0.0
	for i := range n {
		switch {
		case hi[i]/w[i] <= left:
			fixed += hi[i]
		case lo[i]/w[i] >= right:
			fixed += lo[i]
		default:
			free += w[i]
		}
	}
	// λ·w_i, computed as (total − fixed) × (w_i / free) so that tiny
	// weights (5e-324 shares) do not overflow λ.
	share := func(i int) float64 {
		switch {
		case total <= sumLo:
			return 0
		case free > 0:
			return (total - fixed) * (w[i] / free)
		}
		return right * w[i]
	}
	for i := range n {
		v := share(i)
		switch {
		case v >= hi[i]:
			x[i], b[i] = hi[i], ByDemand
		case v <= lo[i] && lo[i] > 0:
			x[i], b[i] = lo[i], ByReservation
		default:
			x[i], b[i] = math.Max(v, lo[i]), ByShares
		}
	}
	return x, b
}

func clamp(v, lo, hi float64) float64 { return math.Min(math.Max(v, lo), hi) }

// CriticalShare is the fraction of the shares a critical VM with critical
// shares holds against n competitors with other shares each:
// critical / (critical + n × other). VMware's test ("Managing Performance
// Variance of Applications Using Storage I/O Control"): 4000 against 3 × 200
// = 0.87.
func CriticalShare(critical, other float64, n int) float64 {
	return critical / (critical + float64(n)*other)
}
