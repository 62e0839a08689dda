package sioc

import (
	"math"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

func warnings(in Inputs, claims []Claim, a Allocation, r Results, k float64) []msg.Message {
	var w []msg.Message
	if a.Overcommitted {
		w = append(w, warnOver.With(iops(a.Floors), msg.Num(in.DatastoreIOPS), msg.Qty(100*in.DatastoreIOPS/a.Floors, msg.Percent)))
	}
	for i, vm := range in.VMs {
		c := claims[i]
		// In SIOC's units (32 KB I/Os when normalised), as the reservation is.
		use, res := math.Min(c.Demand*k, c.Limit), c.Reservation
		if res > 0 && use < res && !a.Overcommitted {
			w = append(w, warnLend.With(msg.Str(vm.Name), iops(res), msg.Num(use), iops(res-use)))
		}
	}
	for i, h := range a.Hosts {
		if h.Bound == ByDemand && len(a.Hosts) > 1 && r.Hosts[i].AllocatedIOPS < r.Hosts[i].EntitlementIOPS {
			w = append(w, warnHostCapped.With(msg.Str(h.Host), msg.Num(r.Hosts[i].AllocatedIOPS), iops(r.Hosts[i].EntitlementIOPS),
				msg.Int(BusyQueueDepth), msg.Int(IdleQueueDepth)))
		}
	}
	if r.UnallocatedIOPS > 0 {
		w = append(w, warnUnused.With(iops(r.UnallocatedIOPS)))
	}
	if k > 1 && a.Floors > 0 {
		w = append(w, warnResUnits.With(msg.Num(k), msg.Qty(*in.IOSizeKB, msg.KB)))
	}
	if rules.Current(in.Rules) {
		w = append(w, warnDeprecated.With(), warnRemoval.With())
		if r.ReservedIOPS > 0 {
			w = append(w, warnReservation.With())
		}
		w = append(w, warnVSAN.With())
	}
	return w
}

// The warnings, as registered keys.
var (
	warnOver        = msg.NewKey("sioc.warn.overcommitted", "Reservations add up to {0}, more than the datastore's {1}: no VM gets its full reservation (each gets {2} of it). Lower the reservations or move VMs to another datastore.")
	warnLend        = msg.NewKey("sioc.warn.lend", "{0} reserves {1} but uses {2}: mClock lends the unused {3} to other VMs and takes them back as soon as {0}'s demand returns.")
	warnHostCapped  = msg.NewKey("sioc.warn.host-capped", "Host {0} can use only {1} of its {2} share (its VMs are at their demand or limit), so the other hosts get the rest. SIOC does this by shortening the host's device queue (in VMware's test an idle host went from {3} to {4}); it lengthens it again when the VMs get busy.")
	warnUnused      = msg.NewKey("sioc.warn.unused", "{0} of the datastore are unused: every VM is at its demand or limit, so SIOC has nothing to arbitrate.")
	warnDeprecated  = msg.NewKey("sioc.warn.deprecated", "vSphere 8.0 U3 deprecates the per-disk storage I/O allocation (shares, limit and reservation, the StorageIOAllocationInfo of the vSphere API): \"Deprecated as of vSphere8.0 U3, and there is no replacement for it.\"")
	warnRemoval     = msg.NewKey("sioc.warn.removal", "The vSphere 8.0 U3 release notes: \"The Storage DRS (SDRS) I/O Load Balancer, SDRS I/O Reservations-based load balancer, and vSphere Storage I/O Control Components will be deprecated in a future vSphere release.\" Storage DRS capacity balancing and storage-policy IOPS limits are not affected.")
	warnReservation = msg.NewKey("sioc.warn.reservation", "Reservations: the vSphere API deprecates them as of 8.0 U3 with the rest of the allocation, and says \"The reservation is currently exposed only at the host level for local and shared datastores.\" Do not size on a datastore-wide guarantee.")
	warnVSAN        = msg.NewKey("sioc.warn.vsan", "SIOC does not apply to vSAN datastores (VMware Cloud Foundation design: \"Storage I/O Control is not applicable on principal vSAN datastores.\"); on vSAN, cap VMs with storage-policy IOPS limits instead.")
	warnResUnits    = msg.NewKey("sioc.warn.reservation-units", "Assumption: the reservations are counted in 32 KB I/Os like the limits, so a reservation of R IOPS guarantees R / {0} I/Os of {1}. The vSphere API counts large I/Os as several for the reservation control, which it supports \"only at host level for local datastores\"; no document read says how reservations are counted on a shared datastore under SIOC.")
)
