package memstate

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// The labels of the state result and of the vsphere_version choices.
var (
	stateLabels = map[string]msg.Text{
		High:  msg.T("High (no reclamation; 6.x breaks large pages below 400 %)"),
		Clear: msg.T("Clear (break large pages, call TPS)"),
		Soft:  msg.T("Soft (TPS, ballooning)"),
		Hard:  msg.T("Hard (TPS, compression, swapping)"),
		Low:   msg.T("Low (compression, swapping, VMs blocked)"),
	}
	versionLabels = map[string]msg.Text{
		"5": msg.T("vSphere 5.x (High 100 %, no Clear)"),
		"6": msg.T("vSphere 6.x (Clear 100 %, High 400 %)"),
		"7": msg.T("vSphere 7 (thresholds of 6.x)"),
		"8": msg.T("vSphere 8 (thresholds of 6.x)"),
		"9": msg.T("vSphere 9 / VCF 9 (thresholds of 6.x, memory tiering)"),
	}
)

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     30,
		Title:    msg.T("ESXi memory states"),
		Question: msg.T("At how much free memory does an ESXi host break large pages, balloon, compress, swap or block, and which state is it in?"),
		Fields: []calc.Field{
			{Name: "host_memory_gb", Label: msg.T("Host memory"), Unit: msg.GB, Step: 1,
				Hint: msg.T("Physical memory of the host (1 GB = 1024 MB).")},
			{Name: "vmkmem_mb", Label: msg.T("VMKMEM managed"), Unit: msg.MB, Step: 1,
				Hint: msg.T("The memory the VMkernel manages, from esxtop (m): VMKMEM/MB managed.")},
			{Name: "vsphere_version", Label: msg.T("vSphere version"), ChoiceLabels: versionLabels,
				Hint: msg.T("5 for 5.x; 6 for 6.x (Clear state, High at 400 %); 7, 8 and 9 keep the 6.x thresholds; 9 adds the NVMe memory tiering figures of VCF 9.")},
			{Name: "free_memory_mb", Label: msg.T("Free memory"), Unit: msg.MB, Step: 1,
				Hint: msg.T("Optional: the host's free memory, to see its state and what ESXi does there.")},
		},
		Alts: []calc.Alternative{{
			Name: "memory", Label: msg.T("Host memory from"),
			Options: []calc.Option{
				{Label: msg.T("Host memory (GB)"), Fields: []string{"host_memory_gb"}},
				{Label: msg.T("esxtop VMKMEM (MB)"), Fields: []string{"vmkmem_mb"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "minfree_mb", Label: msg.T("minFree"), Unit: msg.MB, Primary: true},
			{Name: "state", Label: msg.T("Memory state"), Primary: true, Values: stateLabels},
			{Name: "thresholds_mb", Label: msg.T("Thresholds"), Unit: msg.MB},
			{Name: "mb_before_ballooning", Label: msg.T("Usable before ballooning"), Unit: msg.MB},
			{Name: "free_pct_of_minfree", Label: msg.T("Free memory, % of minFree"), Unit: msg.Percent},
			{Name: "memory_mb", Label: msg.T("Managed memory"), Unit: msg.MB},
			{Name: "nvme_tier_gb", Label: msg.T("NVMe memory tier (1:1)"), Unit: msg.GB},
			{Name: "tiering_max_active_gb", Label: msg.T("Active memory tiering is sized for, at most"), Unit: msg.GB},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Examples: examples,
	})
}
