package sioc

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

// limitedByLabels label the values of limited_by.
var limitedByLabels = map[string]msg.Text{
	string(ByShares):      msg.T("shares"),
	string(ByDemand):      msg.T("demand"),
	string(ByLimit):       msg.T("limit"),
	string(ByReservation): msg.T("reservation"),
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     40,
		Title:    msg.T("Storage I/O Control allocation"),
		Question: msg.T("How does SIOC divide a busy datastore's IOPS between VMs and hosts by shares, reservations and limits?"),
		Fields: []calc.Field{
			{Name: "datastore_iops", Label: msg.T("Datastore IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("What the datastore delivers when it is congested.")},
			{Name: "vms", Label: msg.T("VMs"), Codec: VMCodec{},
				Hint: msg.T("One VM per line, its columns separated by commas: “name, host, shares, reservation_iops, limit_iops, demand_iops” (the VM's name, its host, its shares, and its reservation, limit and demand in IOPS). Shares: a number or “low” (500), “normal” (1000), “high” (2000); leave a column empty for none (limit: unlimited; demand: all it can get).")},
			{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels},
			{Name: "io_size_kb", Label: msg.T("Average I/O size"), Unit: msg.KB, Step: 1, Advanced: true,
				Hint: msg.T("Optional. An I/O larger than 32 KB counts as several 32 KB I/Os against limits (the host's disk scheduler, vSphere 5.5 and later) and, as an assumption, against reservations (a 64 KB I/O counts as 2).")},
			{Name: rules.RevisionInput, Label: rules.RevisionLabel, Hint: rules.RevisionHint, ChoiceLabels: rules.RevisionLabels, Advanced: true},
		},
		Outputs: []calc.Output{
			{Name: "allocated_iops", Label: msg.T("Allocated"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "unallocated_iops", Label: msg.T("Unallocated"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "total_shares", Label: msg.T("Total shares"), Unit: msg.Share},
			{Name: "reserved_iops", Label: msg.T("Reserved (up to demand)"), Unit: msg.IOPSUnit},
			{Name: "io_units_per_io", Label: msg.T("32 KB I/Os counted per I/O")},
			{Name: "vms", Label: msg.T("Per VM"), Columns: []calc.Column{
				{Name: "name", Label: msg.T("VM")},
				{Name: "host", Label: msg.T("Host")},
				{Name: "shares", Label: msg.T("Shares"), Unit: msg.Share},
				{Name: "share_pct", Label: msg.T("Share of all shares"), Unit: msg.Percent},
				{Name: "entitlement_iops", Label: msg.T("Entitled when all are busy"), Unit: msg.IOPSUnit},
				{Name: "allocated_iops", Label: msg.T("Allocated"), Unit: msg.IOPSUnit},
				{Name: "unmanaged_iops", Label: msg.T("Without SIOC"), Unit: msg.IOPSUnit},
				{Name: "limited_by", Label: msg.T("Set by"), Values: limitedByLabels},
			}},
			{Name: "hosts", Label: msg.T("Per host"), Columns: []calc.Column{
				{Name: "host", Label: msg.T("Host")},
				{Name: "shares", Label: msg.T("Shares of its VMs"), Unit: msg.Share},
				{Name: "share_pct", Label: msg.T("Share of all shares"), Unit: msg.Percent},
				{Name: "entitlement_iops", Label: msg.T("Entitled when all are busy"), Unit: msg.IOPSUnit},
				{Name: "allocated_iops", Label: msg.T("Allocated"), Unit: msg.IOPSUnit},
				{Name: "unmanaged_iops", Label: msg.T("Without SIOC"), Unit: msg.IOPSUnit},
				{Name: "vms", Label: msg.T("VMs"), Unit: msg.VM},
			}},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Examples: examples,
		// A link or plan Sizewise wrote before revision 2 carries every
		// input, the rule set among them; one written by hand or sent from
		// the VDI calculator seldom gives it. (The only figure revision 2
		// moves needs an I/O size, which came with the rule set.)
		Revision: &calc.Revision{Input: rules.RevisionInput, Legacy: rules.Revision1, Marks: []string{"datastore_iops", "rules"}},
	})
}
