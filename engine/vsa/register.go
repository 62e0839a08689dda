package vsa

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     20,
		Title:    msg.T("VSA capacity and IOPS"),
		Question: msg.T("How much usable space and how many IOPS does a 2- or 3-host vSphere Storage Appliance cluster give?"),
		Fields: []calc.Field{
			{Name: "hosts", Label: msg.T("Hosts"), Step: 1,
				Hint: msg.T("A VSA cluster has 2 or 3 hosts.")},
			{Name: "disks_per_host", Label: msg.T("Disks per host"), Step: 2,
				Hint: msg.T("Local disks in the host's RAID 1/0 LUN: an even number.")},
			{Name: "disk_size_gb", Label: msg.T("Disk size"), Unit: msg.GB, Step: 1,
				Hint: msg.T("As sold (1 GB = 10^9 bytes).")},
			{Name: "disk_rpm", Label: msg.T("Disk speed"), Unit: msg.RPM,
				ChoiceLabels: map[string]msg.Text{
					"7200":  msg.T("7,200 RPM (75–100 IOPS: an assumption, no vendor figure)"),
					"10000": msg.T("10,000 RPM (120–150 IOPS)"),
					"15000": msg.T("15,000 RPM (170–200 IOPS)"),
				},
				Hint: msg.T("Sets IOPS per disk to the midpoint of the estimate (10k and 15k from VMware's VSA paper; 7.2k assumed).")},
			{Name: "disk_iops", Label: msg.T("IOPS per disk"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Your own estimate or measurement per disk (instead of the disk speed).")},
			{Name: "frontend_iops", Label: msg.T("Workload IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("What the VMs issue, as seen in the guests or on the NFS datastores.")},
			{Name: "read_pct", Label: msg.T("Reads"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Share of reads in the workload.")},
			{Name: "reserved_gb_per_host", Label: msg.T("Reserved per host"), Unit: msg.GB, Step: 1, Advanced: true,
				Hint: msg.T("Local capacity kept out of the VSA cluster on each host, less than the host's local usable.")},
			{Name: "controller_write_cache", Label: msg.T("RAID controller write cache enabled"), Advanced: true,
				Hint: msg.T("Non-volatile (battery-backed) write cache; keep it enabled. With it the model is calibrated to VMware's measurement; without it every write costs its 4 disk writes.")},
			{Name: "io_size_kb", Label: msg.T("I/O size"), Unit: msg.KB, Step: 0.5, Advanced: true,
				Hint: msg.T("Average I/O size, for the replication traffic (1 KB = 1000 bytes); the paper's test used 8 KB.")},
			{Name: "backend_link_mbps", Label: msg.T("Back-end network per host"), Unit: msg.Mbps, Step: 100, Advanced: true,
				Hint: msg.T("Replication bandwidth of one host in each direction. The paper's hosts had two 1 GbE ports for the back end; the default counts one, as one replication stream uses one port of a team.")},
			{Name: "disk_price_usd", Label: msg.T("Price per disk"), Unit: msg.USD, Step: 1, Advanced: true,
				Hint: msg.T("Optional: gives the cost per IOPS of this design (0 = not given).")},
			{Name: "local_raid", Label: msg.T("Local RAID"), Advanced: true,
				ChoiceLabels: map[string]msg.Text{"raid10": msg.T("RAID 1/0 (mirrored stripes)")},
				Hint:         msg.T("RAID 1/0 is the only level VSA 1.0 supports, the version VMware's paper measured and this calculator models; VSA 5.1 and 5.5 also allow RAID 5 and 6, which are not modelled.")},
		},
		Alts: []calc.Alternative{{
			Name: "disk_speed", Label: msg.T("Disk IOPS from"),
			Options: []calc.Option{
				{Label: msg.T("Disk RPM"), Fields: []string{"disk_rpm"}},
				{Label: msg.T("IOPS per disk"), Fields: []string{"disk_iops"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "usable_gb", Label: msg.T("Usable capacity"), Unit: msg.GB, Primary: true},
			{Name: "max_frontend_iops", Label: msg.T("Largest workload the cluster sustains"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "utilization_pct", Label: msg.T("Disk utilisation"), Unit: msg.Percent, Primary: true},
			{Name: "spindle_max_frontend_iops", Label: msg.T("Largest workload, spindle model"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "adapter_iops", Label: msg.T("IOPS at the physical adapters"), Unit: msg.IOPSUnit},
			{Name: "max_adapter_iops", Label: msg.T("Most IOPS at the physical adapters"), Unit: msg.IOPSUnit},
			{Name: "disk_iops_required", Label: msg.T("Disk operations required"), Unit: msg.IOPSUnit},
			{Name: "disk_iops_available", Label: msg.T("Disk IOPS available"), Unit: msg.IOPSUnit},
			{Name: "disk_ops_per_write", Label: msg.T("Disk time per VM write (disk operations)"), Unit: msg.None},
			{Name: "disk_load_iops", Label: msg.T("Disk time the load takes"), Unit: msg.IOPSUnit},
			{Name: "spindle_utilization_pct", Label: msg.T("Disk utilisation, spindle model"), Unit: msg.Percent},
			{Name: "raw_gb", Label: msg.T("Raw capacity"), Unit: msg.GB},
			{Name: "usable_fraction", Label: msg.T("Usable fraction"), Unit: msg.None},
			{Name: "physical_writes_per_write", Label: msg.T("Disk writes per VM write"), Unit: msg.None},
			{Name: "appliance_cpu_reserved_ghz", Label: msg.T("CPU reserved by the VSA appliances"), Unit: msg.GHz},
			{Name: "appliance_memory_gb", Label: msg.T("Memory of the VSA appliances"), Unit: msg.GB},
			{Name: "replication_mbps", Label: msg.T("Replication traffic (one datastore)"), Unit: msg.Mbps},
			{Name: "backend_link_utilization_pct", Label: msg.T("Back-end network utilisation"), Unit: msg.Percent},
			{Name: "usd_per_frontend_iops", Label: msg.T("Disk cost per workload IOPS"), Unit: msg.USDPerIOPS},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Examples: examples,
	})
}
