package vsancap

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

// layoutLabels name the layouts for people (the `layout` results' values).
var layoutLabels = map[string]msg.Text{
	LayoutMirror2.ID: msg.T("RAID-1, 2 copies"),
	LayoutMirror3.ID: msg.T("RAID-1, 3 copies"),
	LayoutMirror4.ID: msg.T("RAID-1, 4 copies"),
	LayoutRAID531.ID: msg.T("RAID-5 3+1"),
	LayoutRAID521.ID: msg.T("RAID-5 2+1"),
	LayoutRAID541.ID: msg.T("RAID-5 4+1"),
	LayoutRAID642.ID: msg.T("RAID-6 4+2"),
}

var headroomLabels = map[string]msg.Text{
	HeadroomReserves:   msg.T("Operations and host rebuild reserves"),
	HeadroomOperations: msg.T("Operations reserve only"),
	HeadroomSlack:      msg.T("Slack (a share of raw kept free)"),
}

func init() {
	policyLabels := make(map[string]msg.Text, len(Policies))
	for _, p := range Policies {
		policyLabels[p.Name] = p.Label
	}
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     80,
		Title:    msg.T("vSAN policy capacity"),
		Question: msg.T("How much VM data fits on a vSAN cluster under a storage policy, with free space kept for rebuilds, and does it still fit after a host failure?"),
		Fields: []calc.Field{
			{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels},
			{Name: "architecture", Label: msg.T("Architecture"),
				ChoiceLabels: map[string]msg.Text{
					OSA: msg.T("OSA: disk groups (hybrid or all-flash)"),
					ESA: msg.T("ESA: storage pools, NVMe all-flash (vSAN 8 and later)"),
				},
				Hint: msg.T("OSA hybrid = OSA with “All-flash” off; ESA is all-flash only and needs the vSAN 8 ESA or VCF 9 rules.")},
			{Name: "cluster_type", Label: msg.T("Cluster type"),
				ChoiceLabels: map[string]msg.Text{
					Standard:     msg.T("Standard: each host a fault domain"),
					FaultDomains: msg.T("Fault domains: hosts counts the fault domains"),
					Stretched:    msg.T("Stretched: the inputs describe one site"),
				},
				Hint:     msg.T("Fault domains: enter each fault domain as a host. Stretched: enter one site's hosts and devices. vSAN's reserves are not supported on stretched and fault-domain clusters: slack is kept there."),
				Advanced: true},
			{Name: "deployment", Label: msg.T("Deployment"),
				ChoiceLabels: map[string]msg.Text{
					HCI:            msg.T("vSAN HCI: the cluster runs its VMs"),
					StorageCluster: msg.T("vSAN storage cluster (vSAN Max): serves client clusters"),
				},
				Hint:     msg.T("A storage cluster is ESA only: 4 to 32 hosts (4 per site when stretched), at least 2 devices per host."),
				Advanced: true},
			{Name: "hosts", Label: msg.T("Hosts"), Step: 1,
				Hint: msg.T("Hosts contributing capacity (each is a fault domain). 2 hosts with RAID-1 FTT=1 are a 2-node cluster; its witness appliance is not entered.")},
			{Name: "disk_groups_per_host", Label: msg.T("Disk groups per host"), Step: 1,
				Hint: msg.T("OSA: each has one cache device.")},
			{Name: "capacity_disks_per_group", Label: msg.T("Capacity disks per group"), Step: 1,
				Hint: msg.T("OSA: per disk group.")},
			{Name: "devices_per_host", Label: msg.T("Storage pool devices per host"), Step: 1,
				Hint: msg.T("ESA: the NVMe devices of each host's storage pool, all of them capacity (no cache tier).")},
			{Name: "capacity_disk_gb", Label: msg.T("Capacity disk size"), Unit: msg.GB, Step: 1,
				Hint: msg.T("As vSphere shows it (a 1 TB drive shows 932 GB); results use the same unit.")},
			{Name: "policy", Label: msg.T("Storage policy"), ChoiceLabels: policyLabels,
				Hint: msg.T("RAID-1 ×2/×3/×4 on 3/5/7 hosts; RAID-5 ×4/3 on 4 (OSA, all-flash) or adaptive on 3+ (ESA); RAID-6 ×1.5 on 6.")},
			{Name: "all_flash", Label: msg.T("All-flash"), Hint: msg.T("Erasure coding and deduplication need all-flash; ESA is always all-flash.")},
			{Name: "vm_data_gb", Label: msg.T("VM data"), Unit: msg.GB, Step: 1,
				Hint: msg.T("Provisioned VM data to place (before protection).")},
			{Name: "headroom", Label: msg.T("Headroom"), ChoiceLabels: headroomLabels,
				Hint: msg.T("vSAN 8 ESA and VCF 9 rules: vSAN's reserves (7.0 U1 and later) or slack. The classic rules always keep slack.")},
			{Name: "slack_pct", Label: msg.T("Slack kept free"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("VMware recommends 25–30 % for rebuilds and rebalancing (vSAN 7 and earlier, and where reserves are not supported).")},
			{Name: "dedupe_ratio", Label: msg.T("Dedupe and compression ratio"), Unit: msg.Times, Step: 0.1, Advanced: true,
				Hint: msg.T("1 = off. OSA all-flash: deduplication and compression together. ESA: global deduplication, VCF 9 only.")},
			{Name: "compression_ratio", Label: msg.T("ESA compression ratio"), Unit: msg.Times, Step: 0.1, Advanced: true,
				Hint: msg.T("ESA compresses by policy, on by default; 1 assumes no saving. Enter a ratio measured on the customer's data.")},
			{Name: "esa_global_dedupe", Label: msg.T("ESA global deduplication (VCF 9)"), Advanced: true,
				ChoiceLabels: map[string]msg.Text{
					GlobalDedupeOff:   msg.T("Off: VCF 9.0, where ESA has no deduplication"),
					GlobalDedupe90P01: msg.T("On: VCF 9.0 P01, the patch VMware announced it for"),
					GlobalDedupe91:    msg.T("On: VCF 9.1, general availability (a third-party report)"),
				},
				Hint: msg.T("VCF 9 rules, ESA: the dedupe ratio counts only when the customer's release runs global deduplication. VCF 9.0 itself: \"vSAN Express Storage Architecture (ESA) does not support deduplication\".")},
			{Name: "dedupe_overhead_pct", Label: msg.T("OSA deduplication metadata"), Unit: msg.Percent, Step: 0.5, Advanced: true,
				Hint: msg.T("Raw capacity OSA deduplication and compression keep for their metadata when the dedupe ratio is above 1, counted as used: about 5 % (VCF 9.0, \"approximately five percent of total raw capacity\").")},
			{Name: "esa_metadata_pct", Label: msg.T("ESA global metadata (assumption)"), Unit: msg.Percent, Step: 0.5, Advanced: true,
				Hint: msg.T("Raw capacity ESA keeps for its global metadata, counted as used: about 10 %, as third parties quote VMware's post on ESA capacity overheads; no VMware document read gives the figure. 0 leaves it out.")},
			{Name: "esa_overhead_pct", Label: msg.T("ESA file system overhead"), Unit: msg.Percent, Step: 0.1, Advanced: true,
				Hint: msg.T("Log-structured file system and metadata, as a share of object and replica data: about 13.1 % (Broadcom KB 394410).")},
			{Name: "ops_reserve_gb_per_host", Label: msg.T("Operations reserve per host"), Unit: msg.GB, Step: 1, Advanced: true,
				Hint: msg.T("Assumption from vSAN's documents: policy changes need 255 GB per host for objects under 8 TB, 765 GB for 8 TB or more.")},
			{Name: "ops_buffer_pct", Label: msg.T("Operations reserve buffer"), Unit: msg.Percent, Step: 0.5, Advanced: true,
				Hint: msg.T("vSAN adds 5 % of capacity to the operations reserve as a buffer.")},
			{Name: rules.RevisionInput, Label: rules.RevisionLabel, Hint: rules.RevisionHint, ChoiceLabels: rules.RevisionLabels, Advanced: true},
		},
		// A link or plan Sizewise wrote before revision 2 carries every
		// input, those of the calculator's first version among them; one
		// written by hand or sent from the VDI calculator seldom gives them
		// all (and cluster-sizing's callers use Compute, with no decoding).
		Revision: &calc.Revision{Input: rules.RevisionInput, Legacy: rules.Revision1, Marks: []string{
			"hosts", "disk_groups_per_host", "capacity_disks_per_group", "capacity_disk_gb", "policy",
			"all_flash", "dedupe_ratio", "slack_pct", "vm_data_gb"}},
		Outputs: []calc.Output{
			{Name: "usable_gb", Label: msg.T("Usable for VM data"), Unit: msg.GB, Primary: true},
			{Name: "fill_pct", Label: msg.T("Datastore fill"), Unit: msg.Percent, Primary: true},
			{Name: "fits", Label: msg.T("VM data fits"), Primary: true},
			{Name: "after_failure_usable_gb", Label: msg.T("Usable after a host failure"), Unit: msg.GB, Primary: true},
			{Name: "after_failure_fits", Label: msg.T("VM data still held after a host failure"), Primary: true},
			{Name: "after_failure_protected", Label: msg.T("Protected by the policy again after a host failure"), Primary: true},
			{Name: "after_failure_slack_kept_usable_gb", Label: msg.T("Usable after a host failure, slack kept free again"), Unit: msg.GB},
			{Name: "system_overhead_gb", Label: msg.T("vSAN's own metadata (counted as used)"), Unit: msg.GB},
			{Name: "after_failure_ftt", Label: msg.T("Failures tolerated after a host failure")},
			{Name: "reprotectable", Label: msg.T("Layout fits on the hosts left")},
			{Name: "raw_gb", Label: msg.T("Raw capacity"), Unit: msg.GB},
			{Name: "layout", Label: msg.T("Layout"), Values: layoutLabels},
			{Name: "policy_multiplier", Label: msg.T("Policy multiplier"), Unit: msg.Times},
			{Name: "raw_per_data_gb", Label: msg.T("Raw per GB of VM data"), Unit: msg.GB},
			{Name: "headroom", Label: msg.T("Headroom kept"), Values: headroomLabels},
			{Name: "headroom_pct", Label: msg.T("Headroom share of raw"), Unit: msg.Percent},
			{Name: "host_rebuild_reserve_gb", Label: msg.T("Host rebuild reserve"), Unit: msg.GB},
			{Name: "operations_reserve_gb", Label: msg.T("Operations reserve"), Unit: msg.GB},
			{Name: "slack_gb", Label: msg.T("Slack"), Unit: msg.GB},
			{Name: "raw_required_gb", Label: msg.T("Raw capacity required"), Unit: msg.GB},
			{Name: "min_hosts", Label: msg.T("Minimum hosts for the policy"), Unit: msg.Host},
			{Name: "hosts_required", Label: msg.T("Hosts required for the VM data"), Unit: msg.Host},
			{Name: "consumed_raw_gb", Label: msg.T("Raw capacity the VM data occupies"), Unit: msg.GB},
			{Name: "after_failure_layout", Label: msg.T("Layout after a host failure"), Values: layoutLabels},
			{Name: "after_failure_fill_pct", Label: msg.T("Fill after a host failure"), Unit: msg.Percent},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Examples: examples,
		Variant:  Variant,
		Unused:   Unused,
	})
}
