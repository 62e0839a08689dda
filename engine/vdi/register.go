package vdi

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

// storageLabels name the storage choices.
var storageLabels = map[string]msg.Text{
	StorageVSAN:  msg.T("vSAN"),
	StorageOther: msg.T("Other (SAN, NAS)"),
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     50,
		Title:    msg.T("VDI density"),
		Question: msg.T("How many desktops or RDSH sessions fit on a host, how many hosts, and what storage load?"),
		Fields: []calc.Field{
			{Name: "mode", Label: msg.T("Desktops or sessions"),
				ChoiceLabels: map[string]msg.Text{
					ModeVDI:  msg.T("Virtual desktops"),
					ModeRDSH: msg.T("RDSH sessions"),
				},
				Hint: msg.T("Virtual desktops: one VM per user; RDSH sessions: users share Remote Desktop Session Host servers.")},
			{Name: "desktops", Label: msg.T("Desktops (or sessions)"), Step: 1,
				Hint: msg.T("Concurrent users to host.")},
			{Name: "sockets_per_host", Label: msg.T("Sockets per host"), Step: 1},
			{Name: "cores_per_socket", Label: msg.T("Cores per socket"), Step: 1,
				Hint: msg.T("Physical cores, not hyper-threads.")},
			{Name: "desktops_per_core", Label: msg.T("Desktops per core"), Step: 0.5,
				Hint: msg.T("Virtual desktops: 8–10 is a common starting point meant to keep CPU under about 80 % (no vendor source).")},
			{Name: "sessions_per_core", Label: msg.T("Sessions per core"), Step: 0.5,
				Hint: msg.T("RDSH sessions: 9–10 at a 6 s response threshold, Horizon 6 RDSH study.")},
			{Name: "host_memory_gb", Label: msg.T("Host memory"), Unit: msg.GB, Step: 1,
				Hint: msg.T("1 GB = 1024 MB; ESXi's minFree is reserved.")},
			{Name: "desktop_memory_gb", Label: msg.T("Memory per desktop"), Unit: msg.GB, Step: 0.5,
				Hint: msg.T("Virtual desktops: configured memory, not overcommitted.")},
			{Name: "session_memory_gb", Label: msg.T("Memory per session"), Unit: msg.GB, Step: 0.1,
				Hint: msg.T("RDSH sessions: memory per user, assumption 0.6 GB.")},
			{Name: "iops_per_desktop", Label: msg.T("IOPS per desktop"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Steady state, per desktop or session. The default 10 is an assumption: no vendor figure was found; measure your desktops in a pilot.")},
			{Name: "write_pct", Label: msg.T("Writes"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("VDI is often about 70 % writes at peak (VMware).")},
			{Name: "spare_hosts", Label: msg.T("Spare hosts for HA"), Step: 1},
			{Name: "desktop_disk_gb", Label: msg.T("Disk per desktop"), Unit: msg.GB, Step: 1,
				Hint: msg.T("Optional (0 = not given): gives the VM data for the vSAN capacity calculator.")},
			{Name: "storage", Label: msg.T("Desktop storage"), ChoiceLabels: storageLabels,
				Hint: msg.T("On vSAN a host runs at most 200 VMs (500 on ESA from vSAN 8 U2): a bound on desktops per host.")},
			{Name: "desktop_vcpus", Label: msg.T("vCPUs per desktop"), Step: 1, Advanced: true,
				Hint: msg.T("For vSphere's overhead memory table; 2 by default (an assumption).")},
			{Name: "memory_overhead_mb", Label: msg.T("ESXi overhead per VM"), Unit: msg.MB, Step: 1, Advanced: true,
				Hint: msg.T("Optional: per-VM overhead memory from the vSphere client. Empty: vSphere's overhead table for the desktop's memory and vCPUs (about 37.5 MB for 2 GB and 2 vCPUs). 0 ignores it.")},
			{Name: "system_memory_gb", Label: msg.T("ESXi and vSAN memory per host"), Unit: msg.GB, Step: 1, Advanced: true,
				Hint: msg.T("Memory each host keeps for ESXi and vSAN beyond minFree, as VMware's vSAN Sizer gives it (VMware publishes no figure). 0 = not counted.")},
			{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels, Advanced: true},
			{Name: rules.RevisionInput, Label: rules.RevisionLabel, Hint: rules.RevisionHint, ChoiceLabels: rules.RevisionLabels, Advanced: true},
		},
		// A link or plan Sizewise wrote before revision 2 carries every
		// input, those of the calculator's first version among them; one
		// written by hand seldom gives them all.
		Revision: &calc.Revision{Input: rules.RevisionInput, Legacy: rules.Revision1, Marks: []string{
			"mode", "desktops", "sockets_per_host", "cores_per_socket", "desktops_per_core", "sessions_per_core",
			"host_memory_gb", "desktop_memory_gb", "session_memory_gb", "memory_overhead_mb", "iops_per_desktop",
			"write_pct", "spare_hosts", "desktop_disk_gb"}},
		Outputs: []calc.Output{
			{Name: "hosts_required", Label: msg.T("Hosts required"), Unit: msg.Host, Primary: true},
			{Name: "desktops_per_host", Label: msg.T("Desktops per host"), Primary: true},
			{Name: "total_iops", Label: msg.T("Total IOPS"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "bootstorm_minutes", Label: msg.T("Boot storm"), Unit: msg.Minutes, Primary: true},
			{Name: "desktops_per_host_cpu", Label: msg.T("CPU bound per host")},
			{Name: "desktops_per_host_memory", Label: msg.T("Memory bound per host")},
			{Name: "limited_by", Label: msg.T("Limited by"),
				Values: map[string]msg.Text{LimitedByCPU: boundCPU, LimitedByMemory: boundMemory, LimitedByVSAN: boundVSAN}},
			{Name: "desktops_per_host_vsan", Label: msg.T("vSAN bound per host")},
			{Name: "overhead_mb_per_desktop", Label: msg.T("ESXi overhead per desktop VM"), Unit: msg.MB},
			{Name: "write_iops", Label: msg.T("Write IOPS"), Unit: msg.IOPSUnit},
			{Name: "read_iops", Label: msg.T("Read IOPS"), Unit: msg.IOPSUnit},
			{Name: "memory_reserve_mb", Label: msg.T("ESXi minFree reserve"), Unit: msg.MB},
			{Name: "storage_gb", Label: msg.T("Desktop storage"), Unit: msg.GB},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Examples: examples,
	})
}
