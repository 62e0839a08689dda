package sioc

import (
	"math"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	claims := make([]Claim, len(in.VMs))
	for i, vm := range in.VMs {
		claims[i] = vm.Claim()
	}
	k := unitsPerIO(in)
	a := inIOs(Allocate(in.DatastoreIOPS*k, scaled(claims, k)), k)
	u := inIOs(AllocateUnmanaged(in.DatastoreIOPS*k, scaled(claims, k)), k)
	a.Capacity = in.DatastoreIOPS
	res := Results{
		UnallocatedIOPS: a.Unallocated,
		TotalShares:     a.TotalShares,
		ReservedIOPS:    math.Min(a.Floors, in.DatastoreIOPS),
	}
	if in.IOSizeKB != nil {
		res.IOUnitsPerIO = new(k)
	}
	allocated := 0.0
	for i, vm := range in.VMs {
		s := claims[i].Shares
		res.VMs = append(res.VMs, VMResult{
			Name: vm.Name, Host: vm.Host, Shares: s,
			SharePct:        100 * s / a.TotalShares,
			EntitlementIOPS: a.Entitlement(s),
			AllocatedIOPS:   a.VMs[i],
			UnmanagedIOPS:   u.VMs[i],
			LimitedBy:       string(a.Bounds[i]),
		})
		allocated += a.VMs[i]
	}
	res.AllocatedIOPS = allocated
	for h, hs := range a.Hosts {
		res.Hosts = append(res.Hosts, HostResult{
			Host: hs.Host, Shares: hs.Shares,
			SharePct:        100 * hs.Shares / a.TotalShares,
			EntitlementIOPS: a.Entitlement(hs.Shares),
			AllocatedIOPS:   hs.Allocated,
			UnmanagedIOPS:   u.Hosts[h].Allocated,
			VMs:             len(hs.VMs),
		})
	}
	scenario.DenoiseAll(&res)
	return calc.Outcome{
		Results:  res,
		Steps:    steps(in, claims, a, res, k),
		Warnings: append(rules.ChangeWarnings(in.RulesRevision, Changes(in, res)), warnings(in, claims, a, res, k)...),
		Sources:  sourcesFor(in),
		Chart:    Chart(res),
	}
}

// Changes are the allocations a document written under revision 1 (before
// December 2026) now gets differently: under the classic rules an I/O size
// above 32 KB was not counted in 32 KB I/Os; it is now, under every rule set
// (the host's disk scheduler has counted so since vSphere 5.5). One change
// per VM whose allocation moved, at most maxChangedVMs of them.
func Changes(in Inputs, r Results) []rules.Change {
	if !rules.Legacy(in.RulesRevision) || rules.Current(in.Rules) || in.IOSizeKB == nil || UnitsPerIO(*in.IOSizeKB) == 1 {
		return nil
	}
	claims := make([]Claim, len(in.VMs))
	for i, vm := range in.VMs {
		claims[i] = vm.Claim()
	}
	old := Allocate(in.DatastoreIOPS, claims)
	why := msg.Sub(changeUnits.With(msg.Qty(*in.IOSizeKB, msg.KB), msg.Num(UnitsPerIO(*in.IOSizeKB))))
	var out []rules.Change
	for i, v := range r.VMs {
		if was := scenario.Denoise(old.VMs[i]); was != v.AllocatedIOPS && len(out) < maxChangedVMs {
			out = append(out, rules.Change{What: msg.Sub(changeWhatVM.With(msg.Str(v.Name))), Was: iops(was), Now: iops(v.AllocatedIOPS), Why: why})
		}
	}
	return out
}

// maxChangedVMs bounds the change warnings of one document.
const maxChangedVMs = 10

// Revision 2: what changed for a document written before (Changes).
var (
	changeWhatVM = msg.NewKey("sioc.change.vm", "the allocation of {0}")
	changeUnits  = msg.NewKey("sioc.change.units", "I/Os of {0} now count as {1} I/Os of 32 KB against limits and reservations under the classic rules too: the host's disk scheduler has counted so since vSphere 5.5 (the vSphere API: \"Large IO sizes are considered as multiple IOs using a chunk size of 32 KB as default\").")
)
