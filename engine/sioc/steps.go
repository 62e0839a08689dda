package sioc

import (
	"strconv"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

func iops(x float64) msg.Arg { return msg.Qty(x, msg.IOPSUnit) }

// maxStepVMs bounds how many VMs get their own worked steps.
const maxStepVMs = 40

// sum is "a + b + …" of args (at least one).
func sum(args []msg.Arg) msg.Arg {
	if len(args) == 1 {
		return args[0]
	}
	return msg.Sub(sumKey.With(sum(args[:len(args)-1]), args[len(args)-1]))
}

func steps(in Inputs, claims []Claim, a Allocation, r Results, k float64) []calc.Step {
	// at most: the total, a share, an entitlement and an allocation per VM
	// shown, two steps a host (its share and its split without SIOC), and
	// the seven single steps; one allocation, however many VMs.
	vms := min(len(r.VMs), maxStepVMs)
	st := make([]calc.Step, 0, 8+2*vms+3*len(r.Hosts))
	terms := make([]msg.Arg, 0, min(len(claims), 9))
	for i, c := range claims {
		if i == 8 && len(claims) > 9 {
			terms = append(terms, msg.Sub(moreVMs.With(msg.Code(strconv.Itoa(len(claims))))))
			break
		}
		terms = append(terms, msg.Num(c.Shares))
	}
	st = append(st, calc.Step{Label: stepTotal.With(), Formula: plain.With(sum(terms)), Value: r.TotalShares, Unit: msg.Share})
	for _, h := range r.Hosts {
		st = append(st, calc.Step{Label: stepHostShare.With(msg.Str(h.Host)),
			Formula: stepHostShareF.With(msg.Num(h.Shares), msg.Num(r.TotalShares)),
			Value:   h.SharePct, Unit: msg.Percent})
	}
	for i, v := range r.VMs {
		if i == maxStepVMs {
			break
		}
		st = append(st, calc.Step{Label: stepEntitle.With(msg.Str(v.Name)),
			Formula: stepEntitleF.With(msg.Num(v.Shares), msg.Num(r.TotalShares), iops(in.DatastoreIOPS)),
			Value:   v.EntitlementIOPS, Unit: msg.IOPSUnit})
	}
	if r.IOUnitsPerIO != nil {
		st = append(st, calc.Step{Label: stepChunks.With(), Formula: stepChunksF.With(msg.Qty(*in.IOSizeKB, msg.KB), msg.Num(k)),
			Value: k, Unit: msg.IO})
	}
	if a.Floors > 0 {
		st = append(st, calc.Step{Label: stepReserved.With(),
			Formula: stepReservedF.With(msg.Num(a.Floors), iops(in.DatastoreIOPS)),
			Value:   a.Floors, Unit: msg.IOPSUnit})
	}
	if a.Overcommitted {
		st = append(st, calc.Step{Label: stepOver.With(),
			Formula: stepOverF.With(msg.Num(in.DatastoreIOPS), msg.Num(a.Floors)),
			Value:   100 * in.DatastoreIOPS / a.Floors, Unit: msg.Percent})
	} else {
		st = hostSteps(st, in, a)
		st = vmSteps(st, claims, a, r, k)
	}
	st = append(st, calc.Step{Label: stepUnalloc.With(),
		Formula: stepUnallocF.With(msg.Num(in.DatastoreIOPS), iops(r.AllocatedIOPS)),
		Value:   r.UnallocatedIOPS, Unit: msg.IOPSUnit})
	if top := topVM(r); top >= 0 && len(r.VMs) > 1 {
		v := r.VMs[top]
		crit := 100 * CriticalShare(4000, 200, 3)
		st = append(st, calc.Step{Label: stepTop.With(msg.Str(v.Name)),
			Formula: stepTopF.With(msg.Num(v.Shares), msg.Num(r.TotalShares), msg.Qty(crit, msg.Percent)),
			Value:   v.SharePct, Unit: msg.Percent})
	}
	st = unmanagedSteps(st, r)
	st = append(st, calc.Step{Label: stepQueue.With(),
		Formula: stepQueueF.With(msg.Int(BusyQueueDepth), msg.Int(IdleQueueDepth)),
		Value:   IdleQueueDepth, Unit: msg.QueueSlot})
	return st
}

// unmanagedSteps compare the allocation with the split without SIOC (equal
// device queues per host), then cite what VMware measured.
func unmanagedSteps(st []calc.Step, r Results) []calc.Step {
	if len(r.Hosts) > 1 {
		for i, h := range r.Hosts {
			if i == maxStepVMs {
				break
			}
			st = append(st, calc.Step{Label: stepNoSIOCHost.With(msg.Str(h.Host)),
				Formula: stepNoSIOCHF.With(iops(h.AllocatedIOPS)),
				Value:   h.UnmanagedIOPS, Unit: msg.IOPSUnit})
		}
	}
	if top := topVM(r); top >= 0 && len(r.VMs) > 1 {
		v := r.VMs[top]
		ratio := msg.Qty(100, msg.Percent)
		if v.AllocatedIOPS > 0 {
			ratio = msg.Qty(100*v.UnmanagedIOPS/v.AllocatedIOPS, msg.Percent)
		}
		st = append(st, calc.Step{Label: stepNoSIOCVM.With(msg.Str(v.Name)),
			Formula: stepNoSIOCVMF.With(iops(v.AllocatedIOPS), iops(v.UnmanagedIOPS), ratio),
			Value:   v.UnmanagedIOPS, Unit: msg.IOPSUnit})
	}
	st = append(st, calc.Step{Label: stepMeasured.With(),
		Formula: stepMeasuredF.With(msg.Qty(LossWithoutSIOCPct, msg.Percent), msg.Qty(LossWithSIOCPct, msg.Percent)),
		Value:   LossWithoutSIOCPct, Unit: msg.Percent})
	return st
}

func hostSteps(st []calc.Step, in Inputs, a Allocation) []calc.Step {
	held, freeShares := 0.0, 0.0
	for _, h := range a.Hosts {
		if h.Bound == ByShares {
			freeShares += h.Shares
		} else {
			held += h.Allocated
		}
	}
	for _, h := range a.Hosts {
		var f msg.Message
		switch h.Bound {
		case ByDemand:
			f = hostCapped.With(iops(h.Cap), msg.Num(a.Entitlement(h.Shares)))
		case ByReservation:
			f = hostReserved.With(iops(h.Floor))
		default:
			f = hostShares.With(iops(in.DatastoreIOPS), msg.Num(held), msg.Num(h.Shares), msg.Num(freeShares))
		}
		st = append(st, calc.Step{Label: stepHostAlloc.With(msg.Str(h.Host)), Formula: f, Value: h.Allocated, Unit: msg.IOPSUnit})
	}
	return st
}

func vmSteps(st []calc.Step, claims []Claim, a Allocation, r Results, k float64) []calc.Step {
	count := 0
	for _, h := range a.Hosts {
		held, freeShares := 0.0, 0.0
		for _, i := range h.VMs {
			if a.Bounds[i] == ByShares {
				freeShares += claims[i].Shares
			} else {
				held += a.VMs[i]
			}
		}
		for _, i := range h.VMs {
			if count == maxStepVMs {
				return st
			}
			count++
			c, v := claims[i], r.VMs[i]
			var f msg.Message
			switch b := a.Bounds[i]; {
			case b == ByDemand:
				f = vmDemand.With(iops(v.AllocatedIOPS), msg.Str(h.Host))
			case b == ByLimit && k != 1:
				f = vmLimitUnits.With(iops(c.Limit), msg.Num(k))
			case b == ByLimit:
				f = vmLimit.With(iops(c.Limit))
			case b == ByReservation && k != 1:
				f = vmResUnits.With(iops(c.Reservation), msg.Num(k))
			case b == ByReservation:
				f = vmReserved.With(iops(c.Floor()))
			default:
				args := []msg.Arg{iops(h.Allocated), msg.Str(h.Host), msg.Num(held), msg.Num(c.Shares), msg.Num(freeShares)}
				if d := v.AllocatedIOPS - v.EntitlementIOPS; d > 1e-9 {
					f = vmSharesLeft.With(append(args, msg.Num(v.EntitlementIOPS), msg.Num(d))...)
				} else {
					f = vmShares.With(args...)
				}
			}
			st = append(st, calc.Step{Label: stepVMAlloc.With(msg.Str(v.Name)), Formula: f, Value: v.AllocatedIOPS, Unit: msg.IOPSUnit})
		}
	}
	return st
}

// topVM is the index of the VM with the largest share (the first of equals),
// or -1.
func topVM(r Results) int {
	top := -1
	for i, v := range r.VMs {
		if top < 0 || v.Shares > r.VMs[top].Shares {
			top = i
		}
	}
	return top
}

// The steps' words, as registered keys.
var (
	sumKey         = msg.NewKey("sioc.sum", "{0} + {1}")
	plain          = msg.NewKey("sioc.plain", "{0}")
	moreVMs        = msg.NewKey("sioc.more-vms", "… ({0} VMs)")
	stepTotal      = msg.NewKey("sioc.step.total", "Total shares on the datastore")
	stepHostShare  = msg.NewKey("sioc.step.host-share", "Host {0} share (sum of its VMs' shares)")
	stepHostShareF = msg.NewKey("sioc.step.host-share.f", "{0} / {1} shares")
	stepEntitle    = msg.NewKey("sioc.step.entitlement", "{0} entitlement when every VM is busy")
	stepEntitleF   = msg.NewKey("sioc.step.entitlement.f", "{0} / {1} shares × {2}")
	stepReserved   = msg.NewKey("sioc.step.reserved", "Reservations honoured first (each up to its demand and limit)")
	stepReservedF  = msg.NewKey("sioc.step.reserved.f", "Σ min(reservation, demand, limit) = {0} of {1}")
	stepOver       = msg.NewKey("sioc.step.overcommitted", "Reservations exceed the datastore: each VM gets the same fraction of its reservation")
	stepOverF      = msg.NewKey("sioc.step.overcommitted.f", "{0} / {1}")
	stepUnalloc    = msg.NewKey("sioc.step.unallocated", "Unallocated (every VM at its demand or limit)")
	stepUnallocF   = msg.NewKey("sioc.step.unallocated.f", "{0} − {1}")
	stepTop        = msg.NewKey("sioc.step.top", "Largest share: {0} (what shares buy a critical VM)")
	stepTopF       = msg.NewKey("sioc.step.top.f", "{0} / {1} shares; in VMware's test 4000 vs 3 × 200 shares = {2} of the shares gave the critical VM 94 % of its uncontended performance")
	stepQueue      = msg.NewKey("sioc.step.queue", "How SIOC enforces the split: host device queue depth")
	stepQueueF     = msg.NewKey("sioc.step.queue.f", "SIOC shortens the device queue of hosts that use less than their share (VMware's test: {0} → {1} for a host whose only VM went idle)")
	hostCapped     = msg.NewKey("sioc.step.host.capped", "all its VMs at demand or limit: {0} (entitled to {1})")
	hostReserved   = msg.NewKey("sioc.step.host.reserved", "its VMs' reservations: {0} (above its share)")
	hostShares     = msg.NewKey("sioc.step.host.shares", "({0} − {1} held by other hosts at their cap or reservations) × {2} / {3} shares")
	stepHostAlloc  = msg.NewKey("sioc.step.host", "Host {0} allocation")
	vmDemand       = msg.NewKey("sioc.step.vm.demand", "its demand: {0}; the rest of its share goes to the VMs on {1} first")
	vmLimit        = msg.NewKey("sioc.step.vm.limit", "its limit: {0}")
	vmLimitUnits   = msg.NewKey("sioc.step.vm.limit-units", "its limit: {0}, counted in 32 KB I/Os: {0} / {1}")
	vmResUnits     = msg.NewKey("sioc.step.vm.reserved-units", "its reservation: {0} counted in 32 KB I/Os (assumption): {0} / {1} (above its share)")
	vmReserved     = msg.NewKey("sioc.step.vm.reserved", "its reservation: {0} (above its share)")
	vmShares       = msg.NewKey("sioc.step.vm.shares", "({0} of {1} − {2} held by its other VMs) × {3} / {4} shares")
	vmSharesLeft   = msg.NewKey("sioc.step.vm.shares-left", "({0} of {1} − {2} held by its other VMs) × {3} / {4} shares = {5} + {6} left by others")
	stepVMAlloc    = msg.NewKey("sioc.step.vm", "{0} allocation")
	stepChunks     = msg.NewKey("sioc.step.chunks", "Large I/Os count as several 32 KB I/Os")
	stepChunksF    = msg.NewKey("sioc.step.chunks.f", "{0} / 32 KB rounded up = {1} per I/O. Limits: the host's disk scheduler counts them in 32 KB I/Os (vSphere 5.5 and later), so a VM limited to L IOPS gets L / {1} of its own I/Os. Reservations: counted the same way, an assumption (the vSphere API says so of host-level reservations on local datastores). Shares: every VM has this I/O size, so they divide the datastore the same counted either way")
	stepNoSIOCHost = msg.NewKey("sioc.step.unmanaged-host", "Host {0} without SIOC (every host has the same device queue)")
	stepNoSIOCHF   = msg.NewKey("sioc.step.unmanaged-host.f", "with SIOC {0}; without it the hosts split the datastore equally, whatever their shares, up to what their VMs use")
	stepNoSIOCVM   = msg.NewKey("sioc.step.unmanaged-vm", "{0} without SIOC")
	stepNoSIOCVMF  = msg.NewKey("sioc.step.unmanaged-vm.f", "with SIOC {0}; without it {1} ({2} of the allocation with SIOC)")
	stepMeasured   = msg.NewKey("sioc.step.measured", "What SIOC saved a critical VM in VMware's test (2010)")
	stepMeasuredF  = msg.NewKey("sioc.step.measured.f", "without SIOC the critical VM lost up to {0} of its performance; with SIOC about half that (about {1})")
)
