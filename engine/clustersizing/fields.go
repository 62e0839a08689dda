package clustersizing

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// fields describe the inputs in the order the form shows them: the
// workload, the host, the planning rules, the licence, then the vSAN
// details folded.
func fields() []calc.Field { return fieldList }

// policyLabels label the policies as vsan-capacity does.
func policyLabels() map[string]msg.Text {
	l := make(map[string]msg.Text, len(vsancap.Policies))
	for _, p := range vsancap.Policies {
		l[p.Name] = p.Label
	}
	return l
}

var fieldList = []calc.Field{
	{Name: "vms", Label: msg.T("VMs"), Step: 1,
		Hint: msg.T("VMs to place.")},
	{Name: "vcpus", Label: labelVCPUs, Step: 1,
		Hint: msg.T("Configured vCPUs of all the VMs (RVTools: vInfo CPUs): at least one per VM.")},
	{Name: "memory_gb", Label: msg.T("Configured memory"), Unit: msg.GB, Step: 1,
		Hint: msg.T("vRAM of all the VMs, 1 GB = 1024 MB as ESXi counts it.")},
	{Name: "storage_gb", Label: labelStorage, Unit: msg.GB, Step: 1,
		Hint: msg.T("VM storage in decimal GB (RVTools MiB × 1.048576 / 1000), before vSAN's protection.")},
	{Name: "storage_basis", Label: msg.T("Storage figure is"),
		ChoiceLabels: map[string]msg.Text{
			Provisioned: msg.T("Provisioned (what the disks may grow to)"),
			Used:        msg.T("Used (what the VMs hold today)"),
		},
		Hint: msg.T("VMware's VCF design sizes vSAN for the provisioned space.")},
	{Name: "peak_cpu_ghz", Label: msg.T("Measured peak CPU"), Unit: msg.GHz, Step: 1,
		Hint: msg.T("Optional: the workload's peak CPU demand in GHz (Live Optics, vROps). Needed to size on measured GHz.")},
	{Name: "active_memory_gb", Label: msg.T("Measured active memory"), Unit: msg.GB, Step: 1,
		Hint: msg.T("Optional: checks memory tiering's rule (active memory at most 50 % of the DRAM).")},
	{Name: "consumed_memory_gb", Label: msg.T("Measured consumed memory"), Unit: msg.GB, Step: 1,
		Hint: msg.T("Optional: checks that a memory overcommit leaves the VMs what they consume.")},
	{Name: "iops", Label: msg.T("Measured IOPS"), Unit: msg.IOPSUnit, Step: 1, Advanced: true,
		Hint: msg.T("Optional: peak IOPS, shown per host (not a sizing constraint).")},
	{Name: "write_mb_per_s", Label: msg.T("Measured write throughput"), Unit: msg.MBps, Step: 1, Advanced: true,
		Hint: msg.T("Optional: peak writes; a stretched cluster's inter-site link is sized from them.")},

	{Name: "sockets", Label: msg.T("CPUs per host"), Step: 1,
		Hint: msg.T("Sockets per host.")},
	{Name: "cores_per_socket", Label: msg.T("Cores per CPU"), Step: 1,
		Hint: msg.T("Physical cores, not hyper-threads; licensed as 16 at least.")},
	{Name: "core_ghz", Label: msg.T("Core clock"), Unit: msg.GHz, Step: 0.1,
		Hint: msg.T("Base clock; used to size measured GHz.")},
	{Name: "host_memory_gb", Label: msg.T("Host memory (DRAM)"), Unit: msg.GB, Step: 1,
		Hint: msg.T("ESXi's minFree is reserved.")},
	{Name: "memory_tiering_pct", Label: msg.T("NVMe memory tiering (Mem.TierNVMePct)"), Unit: msg.Percent, Step: 10,
		Hint: msg.T("0 = off; 100 = as much NVMe as DRAM (1:1, VMware's default); otherwise at least 50. VCF 9 rules only.")},
	{Name: "architecture", Label: msg.T("Storage"),
		ChoiceLabels: map[string]msg.Text{
			ESA:         msg.T("vSAN ESA (NVMe storage pools)"),
			OSAAllFlash: msg.T("vSAN OSA all-flash (disk groups)"),
			OSAHybrid:   msg.T("vSAN OSA hybrid (flash cache, magnetic capacity)"),
			External:    msg.T("External storage (no vSAN: hosts sized on CPU and memory)"),
		},
		Hint: msg.T("vSAN ESA needs the vSAN 8 ESA or VCF 9 rules.")},
	{Name: "devices_per_host", Label: msg.T("Capacity devices per host"), Step: 1,
		Hint: msg.T("ESA: the storage-pool devices (up to 32); OSA: the capacity devices of all disk groups, cache devices not counted.")},
	{Name: "device_size_tb", Label: msg.T("Device size"), Unit: msg.TB, Step: 0.01,
		Hint: msg.T("Decimal TB as sold (3.84 TB is 3.49 TiB to license).")},
	{Name: "policy", Label: msg.T("Storage policy"), ChoiceLabels: policyLabels(),
		Hint: msg.T("RAID-1 ×2/×3/×4 on 3/5/7 hosts; RAID-5 ×4/3 on 4 (OSA) or adaptive on 3+ (ESA); RAID-6 ×1.5 on 6.")},

	{Name: "cpu_sizing", Label: msg.T("Size CPU on"),
		ChoiceLabels: map[string]msg.Text{
			CPURatio:    msg.T("vCPUs per core (a consolidation ratio)"),
			CPUMeasured: msg.T("Measured peak GHz"),
		}},
	{Name: "vcpu_per_core", Label: msg.T("vCPUs per core"), Step: 0.5,
		Hint: msg.T("Planning ratio: 4 in VMware Cloud Sizer's examples.")},
	{Name: "cpu_headroom_pct", Label: msg.T("CPU headroom"), Unit: msg.Percent, Step: 5,
		Hint: msg.T("Kept free on every host: 20 % plans for at most 80 % utilisation (VMware vCAT).")},
	{Name: "memory_overcommit", Label: msg.T("Memory overcommit"), Unit: msg.Times, Step: 0.1,
		Hint: msg.T("1 = none: inter-VM TPS is off by default since 2015.")},
	{Name: "memory_headroom_pct", Label: msg.T("Memory headroom"), Unit: msg.Percent, Step: 5,
		Hint: msg.T("Kept free for ESXi, vSAN and VM overhead beyond minFree: 10 % is an assumption.")},
	{Name: "growth_pct_per_year", Label: msg.T("Growth per year"), Unit: msg.Percent, Step: 1,
		Hint: msg.T("Applied to every workload figure, compounded.")},
	{Name: "years", Label: msg.T("Years to plan for"), Step: 1,
		Hint: msg.T("The runway's length; the hosts are sized for its last year.")},
	{Name: "spare_hosts", Label: msg.T("Spare hosts for HA"), Step: 1,
		Hint: msg.T("N+1, N+2: per site when stretched; a 2-node cluster has its one.")},
	{Name: "topology", Label: msg.T("Topology"),
		ChoiceLabels: map[string]msg.Text{
			Standard:  msg.T("Standard: one site"),
			Stretched: msg.T("Stretched: two data sites and a witness"),
			TwoNode:   msg.T("2-node: two hosts and a witness appliance"),
		}},
	{Name: "license", Label: msg.T("Licence"), ChoiceLabels: licenseLabels,
		Hint: msg.T("Per core, 16 per CPU at least (KB 313548).")},
	{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels},

	{Name: "disk_groups_per_host", Label: msg.T("OSA disk groups per host"), Step: 1, Advanced: true,
		Hint: msg.T("OSA: up to 7 capacity devices each.")},
	{Name: "slack_pct", Label: msg.T("vSAN slack"), Unit: msg.Percent, Step: 1, Advanced: true,
		Hint: msg.T("Free space kept where slack applies: VMware recommends 25–30 %.")},
	{Name: "dedupe_ratio", Label: msg.T("Dedupe and compression ratio"), Unit: msg.Times, Step: 0.1, Advanced: true,
		Hint: msg.T("1 = off. OSA all-flash: deduplication and compression; ESA: global deduplication, VCF 9 only.")},
	{Name: "compression_ratio", Label: msg.T("ESA compression ratio"), Unit: msg.Times, Step: 0.1, Advanced: true,
		Hint: msg.T("1 assumes no saving; enter a ratio measured on the customer's data.")},
}

// outputs describe the results, the headline first.
func outputs() []calc.Output { return outputList }

const hostUnit = msg.Host

var outputList = []calc.Output{
	{Name: "hosts", Label: msg.T("Hosts to buy, spares included"), Unit: hostUnit, Primary: true},
	{Name: "deciding_resource", Label: msg.T("Deciding resource"), Values: decidingLabels, Primary: true},
	{Name: "hosts_for_cpu", Label: msg.T("Hosts for CPU"), Unit: hostUnit, Primary: true},
	{Name: "hosts_for_memory", Label: msg.T("Hosts for memory"), Unit: hostUnit, Primary: true},
	{Name: "hosts_for_storage", Label: msg.T("Hosts for storage"), Unit: hostUnit, Primary: true},
	{Name: "licensed_cores", Label: msg.T("Cores to license"), Unit: msg.Core, Primary: true},
	{Name: "vsan_add_on_tib", Label: msg.T("vSAN add-on to buy"), Unit: msg.TiB, Primary: true},
	{Name: "fits_topology", Label: msg.T("Fits the topology")},
	{Name: "hosts_per_site", Label: msg.T("Hosts per site"), Unit: hostUnit},
	{Name: "spare_hosts", Label: msg.T("Spare hosts (per site)"), Unit: hostUnit},
	{Name: "witness_hosts", Label: msg.T("Witness hosts"), Unit: hostUnit},
	{Name: "hosts_for_vm_limit", Label: msg.T("Hosts for the VMs per host"), Unit: hostUnit},
	{Name: "cpu_utilization_pct", Label: msg.T("CPU used"), Unit: msg.Percent},
	{Name: "memory_utilization_pct", Label: msg.T("Memory used"), Unit: msg.Percent},
	{Name: "storage_utilization_pct", Label: msg.T("vSAN fill"), Unit: msg.Percent},
	{Name: "physical_cores", Label: msg.T("Physical cores"), Unit: msg.Core},
	{Name: "floor_cores", Label: msg.T("Cores licensed but not present (16-core minimum)"), Unit: msg.Core},
	{Name: "vsan_raw_tib", Label: msg.T("Raw capacity vSAN claims"), Unit: msg.TiB},
	{Name: "vsan_required_tib", Label: msg.T("vSAN TiB licences required"), Unit: msg.TiB},
	{Name: "vsan_entitled_tib", Label: msg.T("vSAN capacity the cores entitle"), Unit: msg.TiB},
	{Name: "vsan_usable_gb", Label: msg.T("vSAN usable for VM data"), Unit: msg.GB},
	{Name: "layout", Label: msg.T("vSAN layout"), Values: layoutLabels},
	{Name: "cpu_needed_cores", Label: msg.T("CPU capacity needed"), Unit: msg.Core},
	{Name: "memory_needed_gb", Label: msg.T("Memory needed"), Unit: msg.GB},
	{Name: "storage_needed_gb", Label: msg.T("Storage needed"), Unit: msg.GB},
	{Name: "growth_factor", Label: msg.T("Growth to the horizon"), Unit: msg.Times},
	{Name: "cores_per_host", Label: msg.T("Cores per host"), Unit: msg.Core},
	{Name: "host_ghz", Label: msg.T("CPU per host"), Unit: msg.GHz},
	{Name: "host_memory_total_gb", Label: msg.T("Memory per host (DRAM + NVMe tier)"), Unit: msg.GB},
	{Name: "nvme_tier_gb", Label: msg.T("NVMe memory tier per host"), Unit: msg.GB},
	{Name: "host_memory_usable_gb", Label: msg.T("Memory per host for VMs"), Unit: msg.GB},
	{Name: "host_raw_tb", Label: msg.T("vSAN raw capacity per host"), Unit: msg.TB},
	{Name: "intersite_mbps", Label: msg.T("Inter-site link for the writes"), Unit: msg.Mbps},
	{Name: "iops_per_host", Label: msg.T("Measured IOPS per host"), Unit: msg.IOPSUnit},
	{Name: "runway", Label: msg.T("Runway: hosts year by year"), Columns: []calc.Column{
		{Name: "year", Label: msg.T("Year")},
		{Name: "vms", Label: msg.T("VMs")},
		{Name: "hosts_for_cpu", Label: msg.T("CPU"), Unit: hostUnit},
		{Name: "hosts_for_memory", Label: msg.T("Memory"), Unit: hostUnit},
		{Name: "hosts_for_storage", Label: msg.T("Storage"), Unit: hostUnit},
		{Name: "hosts", Label: msg.T("To buy"), Unit: hostUnit},
		{Name: "deciding_resource", Label: msg.T("Decided by"), Values: decidingLabels},
		{Name: "licensed_cores", Label: msg.T("Licensed"), Unit: msg.Core},
		{Name: "vsan_add_on_tib", Label: msg.T("Add-on"), Unit: msg.TiB},
	}},
}
