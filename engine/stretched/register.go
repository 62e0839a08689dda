package stretched

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

// Witness appliance size labels.
var witnessLabels = map[string]msg.Text{
	"tiny":        msg.T("Tiny (up to 750 components)"),
	"medium":      msg.T("Medium (up to 21,833 components)"),
	"large":       msg.T("Large (up to 45,000 components)"),
	"extra-large": msg.T("Extra Large (up to 64,000 components)"),
	WitnessBeyond: msg.T("beyond Extra Large (more than 64,000 components)"),
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     10,
		Title:    msg.T("Stretched-cluster bandwidth"),
		Question: msg.T("How fast must the links between the two sites, and to the witness, be?"),
		Fields: []calc.Field{
			{Name: "write_iops", Label: msg.T("Write IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Writes per second across the cluster; reads stay at the local site.")},
			{Name: "total_iops", Label: msg.T("Total IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("All I/O per second, reads and writes.")},
			{Name: "write_pct", Label: msg.T("Writes"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Share of writes in the total; VDI is about 70 %.")},
			{Name: "write_size_kb", Label: msg.T("Write size"), Unit: msg.KB, Step: 0.5,
				Hint: msg.T("Average write size; 4 KB is typical (1 KB = 1000 bytes).")},
			{Name: "write_load_assumed", Label: msg.T("Write load is an assumption"),
				Hint: msg.T("Ticked when the write load above is a placeholder, not a measurement of the cluster (an import without I/O statistics ticks it): the result then says so. Untick it once you enter the measured peak writes.")},
			{Name: "components", Label: msg.T("vSAN components"), Step: 1,
				Hint: msg.T("Objects' components on the cluster; sizes the witness link and the witness appliance.")},
			{Name: "hosts_per_site", Label: msg.T("Hosts per site"), Step: 1,
				Hint: msg.T("Sets the witness round-trip limit; 1 host per site is a 2-node cluster.")},
			{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels},
			{Name: "link_mbps", Label: msg.T("Inter-site link you have"), Unit: msg.Mbps, Step: 1,
				Hint: msg.T("Optional: the link the customer has; drawn on the chart and checked.")},
			{Name: "changed_data_gb", Label: msg.T("Data changed during a site outage"), Unit: msg.GB, Step: 1,
				Hint: msg.T("Optional: what the surviving site wrote while the other was down (1 GB = 10^9 bytes); gives the resynchronisation time over your link, or over the recommended one.")},
			{Name: "witness_link_mbps", Label: msg.T("Witness link you have"), Unit: msg.Mbps, Step: 0.1, Advanced: true,
				Hint: msg.T("Optional: the witness link the customer has; checked against the requirement.")},
			{Name: "esa_compression_ratio", Label: msg.T("ESA compression ratio k (assumption)"), Unit: msg.Times, Step: 0.1, Advanced: true,
				Hint: msg.T("vSAN ESA compresses writes on the source host before they cross the link (vSAN 8 ESA and VCF 9 rules only). The saving depends on the data: 1 assumes none; 2 means 4 KB sent as 2 KB; 8 is the theoretical maximum per 4 KB block.")},
			{Name: "data_multiplier", Label: msg.T("Metadata multiplier md"), Unit: msg.Times, Step: 0.05, Advanced: true,
				Hint: msg.T("VMware recommends 1.4.")},
			{Name: "resync_multiplier", Label: msg.T("Resync multiplier mr"), Unit: msg.Times, Step: 0.05, Advanced: true,
				Hint: msg.T("VMware recommends 1.25 (25 % for resynchronisation).")},
			{Name: rules.RevisionInput, Label: rules.RevisionLabel, Hint: rules.RevisionHint, ChoiceLabels: rules.RevisionLabels, Advanced: true},
		},
		// A link Sizewise wrote before revision 2 carries every input,
		// those of the calculator's first version among them; one written
		// by hand or sent from the VDI calculator seldom gives them all.
		Revision: &calc.Revision{Input: rules.RevisionInput, Legacy: rules.Revision1, Marks: []string{
			"write_size_kb", "data_multiplier", "resync_multiplier", "components", "hosts_per_site"}},
		Alts: []calc.Alternative{{
			Name: "load", Label: msg.T("Size the load from"),
			Options: []calc.Option{
				{Label: msg.T("Write IOPS"), Fields: []string{"write_iops"}},
				{Label: msg.T("Total IOPS and write %"), Fields: []string{"total_iops", "write_pct"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "intersite_mbps", Label: msg.T("Inter-site bandwidth"), Unit: msg.Mbps, Primary: true},
			{Name: "witness_mbps", Label: msg.T("Witness bandwidth"), Unit: msg.Mbps, Primary: true},
			{Name: "recommended_min_intersite_mbps", Label: msg.T("Recommended minimum inter-site link"), Unit: msg.Mbps, Primary: true},
			{Name: "write_bandwidth_mbps", Label: msg.T("Write bandwidth Wb"), Unit: msg.Mbps},
			{Name: "write_iops", Label: msg.T("Write IOPS"), Unit: msg.IOPSUnit},
			{Name: "intersite_rtt_max_ms", Label: msg.T("Inter-site RTT, at most"), Unit: msg.Ms},
			{Name: "witness_rtt_max_ms", Label: msg.T("Witness RTT, at most"), Unit: msg.Ms},
			{Name: "witness_appliance", Label: msg.T("Witness appliance size"), Values: witnessLabels},
			{Name: "witness_appliance_vcpus", Label: msg.T("Witness appliance vCPUs")},
			{Name: "witness_appliance_memory_gb", Label: msg.T("Witness appliance memory"), Unit: msg.GB},
			{Name: "resync_hours", Label: msg.T("Resynchronisation after a site outage"), Unit: msg.Hours},
			{Name: "resync_link_mbps", Label: msg.T("Link the resynchronisation uses"), Unit: msg.Mbps},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Examples: examples,
	})
}
