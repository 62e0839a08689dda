package snapshot

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     70,
		Title:    msg.T("Snapshot impact"),
		Question: msg.T("What does a snapshot or linked clone cost the disks, and what is left for the VM?"),
		Fields: []calc.Field{
			{Name: "read_iops", Label: msg.T("VM read IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Reads the VM issues.")},
			{Name: "write_iops", Label: msg.T("VM write IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Writes the VM issues.")},
			{Name: "disk_iops_capacity", Label: msg.T("Disks' IOPS capacity"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("What the datastore's disks deliver in all.")},
			{Name: "format", Label: msg.T("Snapshot format"),
				ChoiceLabels: map[string]msg.Text{
					VMFSSparse: msg.T("VMFS redo log (vmfsSparse)"),
					SESparse:   msg.T("Space-efficient sparse (SEsparse)"),
					VSANSparse: msg.T("vSAN OSA snapshot (vsanSparse)"),
					ESANative:  msg.T("vSAN ESA native snapshot"),
				},
				Hint: msg.T("Redo log: VMFS-5, linked clones, vSAN 5.5; SEsparse: the VMFS-6 default; vsanSparse: vSAN 6 and later on the original storage architecture; ESA native: vSAN 8 and later with ESA.")},
			{Name: "chain_depth", Label: msg.T("Snapshots in the chain"), Step: 1,
				Hint: msg.T("0 = no snapshot; a linked clone is 1. Not used for vsanSparse and ESA (beyond 0 or not).")},
			{Name: "first_write_pct", Label: msg.T("First writes"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Writes to blocks not yet in the delta; 100 right after the snapshot. Not used for vsanSparse and ESA.")},
		},
		Outputs: []calc.Output{
			{Name: "utilization_pct", Label: msg.T("Disk utilisation with the snapshot"), Unit: msg.Percent, Primary: true},
			{Name: "amplification", Label: msg.T("Amplification"), Unit: msg.Times, Primary: true},
			{Name: "achievable_read_iops", Label: msg.T("Achievable read IOPS"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "achievable_write_iops", Label: msg.T("Achievable write IOPS"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "backend_read_iops", Label: msg.T("Back-end read IOPS"), Unit: msg.IOPSUnit},
			{Name: "backend_write_iops", Label: msg.T("Back-end write IOPS"), Unit: msg.IOPSUnit},
			{Name: "baseline_utilization_pct", Label: msg.T("Disk utilisation without it"), Unit: msg.Percent},
			{Name: "max_frontend_iops", Label: msg.T("Most VM IOPS with the snapshot"), Unit: msg.IOPSUnit},
		},
		Defaults: Defaults,
		Compute:  Compute,
		Examples: examples,
	})
}
