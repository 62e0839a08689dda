package source

// ---------------------------------------------------------------------------
// Cluster sizing: hosts for a workload and what they license.
// ---------------------------------------------------------------------------

// CoreLicensingKB is Broadcom KB 313548. Sizewise cites its rules and its
// worked examples: VCF and VVF are licensed per physical core, "a minimum
// of 16 physical cores for each CPU"; "Host A (2 CPUs x 8 cores) + Host B
// (2 CPUs x 24 cores) converts to Host A (2 CPUs x 16 cores) + Host B (2
// CPUs x 24 cores) = 80 cores to license"; vSAN is licensed per TiB of the
// raw capacity vSAN claims ("Each TiB claimed by vSAN requires a single
// license"); "VCF provides 1 TiB of vSAN entitlement for each VCF core
// purchased"; and the table row 3 hosts × 1 CPU × 8 cores, 3.840 TiB per
// host, 11.520 TiB per cluster: 48 cores, 48 TiB entitled, −36 TiB of vSAN
// to buy.
//
// Year: the copy read was updated on 17 March 2025.
var CoreLicensingKB = Doc{
	ID:        "broadcom-kb-313548-counting-cores-2025",
	Title:     "Counting Cores for VMware Cloud Foundation and vSphere Foundation and TiBs for vSAN (KB 313548)",
	Publisher: "Broadcom Knowledge Base",
	Year:      2025,
	URL:       "https://knowledge.broadcom.com/external/article/313548/counting-cores-for-vmware-cloud-foundati.html",
	Lang:      "en",
}

// VVFCapacityKB is Broadcom KB 326663, on the vSAN capacity VMware vSphere
// Foundation includes: "100GiB of vSAN capacity for each VVF core", counted
// on "the physical, raw capacity of the storage devices that are claimed
// by vSAN", and, past it, "the user will be notified to purchase the
// amount of vSAN required to license the entire capacity of the cluster,
// not just the incremental amount that is beyond the 100GiB per core
// entitlement".
//
// Title: from the article's address; the headline was not in the copy
// read. Year: VVF was introduced in 2024.
var VVFCapacityKB = Doc{
	ID:        "broadcom-kb-326663-vvf-vsan-capacity-2024",
	Title:     "vSAN license alarm: vSAN cluster claimed capacity (KB 326663)",
	Publisher: "Broadcom Knowledge Base",
	Year:      2024,
	URL:       "https://knowledge.broadcom.com/external/article/326663/vsan-license-alarm-vsan-cluster-claimed.html",
	Lang:      "en",
}

// VCATComputePlatform is VMware's vCloud Architecture Toolkit for Service
// Providers chapter "Architecting a vSphere Compute Platform", section 5.6
// "Determining Host CPU and Memory Requirements": a host's processing
// capability is its cores times their speed, "we typically want to plan
// for no more than 80 percent utilization of the processing
// capabilities", and the hosts memory needs are the memory requirement
// divided by the memory per host. Section 5.7 sizes a provider platform
// from a mean VM of 2.75 vCPUs peaking at 600 MHz each with 7.5 GB of
// vRAM, 5,000 VMs in year 1, 12,000 in year 2 (+140 %), 20,000 in year 3.
//
// Year: the toolkit names the VMware Cloud Provider Program, which took
// that name in 2017.
var VCATComputePlatform = Doc{
	ID:        "vmware-vcat-sp-compute-platform-2017",
	Title:     "Architecting a vSphere Compute Platform (vCloud Architecture Toolkit for Service Providers)",
	Publisher: "VMware",
	Year:      2017,
	URL:       "http://download3.vmware.com/vcat/vmw-vcloud-architecture-toolkit-spv1-webworks/Core%20Platform/Architecting%20a%20vSphere%20Compute%20Platform/Architecting%20a%20vSphere%20Compute%20Platform.1.017.html",
	Lang:      "en",
}

// VCF45ManagementStorage is the VMware Cloud Foundation 4.5 management
// domain design page on sizing vSAN: "consider the full disk space in the
// calculations, that is, the space for thick provisioning", although vSAN
// provisions virtual disks thin. Sizewise sizes on provisioned storage by
// default for that reason.
var VCF45ManagementStorage = Doc{
	ID:        "vmware-vcf45-management-vsan-design-2022",
	Title:     "vSAN Design for the Management Domain (VMware Cloud Foundation 4.5)",
	Publisher: "VMware",
	Year:      2022,
	URL:       "https://docs.vmware.com/en/VMware-Cloud-Foundation/4.5/vcf-management-domain-design/GUID-3E52AFAB-E906-4536-A000-9B50590972F1.html",
	Lang:      "en",
}

// MemoryTieringDeployment is VMware's post on deploying memory tiering in
// VCF 9.0: NVMe devices used as memory should have "an endurance class of
// class D (>=7300 TBW), and a performance class of F or higher (100,000=
// writes per second)".
var MemoryTieringDeployment = Doc{
	ID:        "vmware-vcf9-memory-tiering-deployment-2025",
	Title:     "Deployment Considerations of Memory Tiering in VMware Cloud Foundation 9.0",
	Publisher: "VMware Cloud Foundation Blog (Broadcom)",
	Year:      2025,
	URL:       "https://blogs.vmware.com/cloud-foundation/2025/07/24/deployment-considerations-of-memory-tiering-in-vmware-cloud-foundation-9-0",
	Lang:      "en",
}

// MemoryTieringSizingPart3 is part 3 of VMware's memory tiering design and
// sizing series (sizing): with the default 1:1 ratio, buy an NVMe device
// "at least the same size of our DRAM, since we will double our memory
// capacity" (1 TB of DRAM, at least 1 TB of NVMe).
var MemoryTieringSizingPart3 = Doc{
	ID:        "vmware-vcf9-memory-tiering-sizing-part3-2025",
	Title:     "NVMe Memory Tiering Design and Sizing on VMware Cloud Foundation 9 – Part 3",
	Publisher: "VMware Cloud Foundation Blog (Broadcom)",
	Year:      2025,
	URL:       "https://blogs.vmware.com/cloud-foundation/2025/12/02/nvme-memory-tiering-design-and-sizing-on-vmware-cloud-foundation-9-part-3",
	Lang:      "en",
}

// MemoryTieringRatio is the last post of the same series (advanced
// configuration), the worked example of Mem.TierNVMePct: "if you have
// 512GB of DRAM, the host will have an additional 512GB of NVMe capacity
// as Tier 1 memory, resulting in 1TB of total memory"; 100 (1:1) is the
// default and the recommendation, 50 and 200 the examples of other ratios.
//
// Title: the headline was not in the copy read; the post calls itself
// "the final installment of our series on Memory Tiering", on advanced
// configuration.
var MemoryTieringRatio = Doc{
	ID:        "vmware-vcf9-memory-tiering-advanced-2025",
	Title:     "Memory Tiering series, final installment: advanced configuration (DRAM:NVMe ratio, encryption, per-VM tiering)",
	Publisher: "VMware Cloud Foundation Blog (Broadcom)",
	Year:      2025,
	URL:       "https://blogs.vmware.com/cloud-foundation/?p=28715",
	Lang:      "en",
}

// OdgersHostSizing is Josh Odgers' published architectural decision for
// ESXi host hardware: 1,000 VMs of 1 vCPU and 4 GB, up to 400 % CPU and
// 150 % RAM overcommitment, N+2, on two-socket 8-core hosts with 256 GB:
// "18 hosts with 11% reserved for HA".
var OdgersHostSizing = Doc{
	ID:        "odgers-esxi-host-hardware-sizing-2013",
	Title:     "Example Architectural Decision – ESXi Host Hardware Sizing (Example 1)",
	Author:    "Josh Odgers",
	Publisher: "joshodgers.com",
	Year:      2013,
	URL:       "http://www.joshodgers.com/2013/06/29/example-architectural-decision-esxi-host-hardware-sizing-example-1/",
	Lang:      "en",
}

// PerThornHostCapacity is Per Thorn's vSAN host capacity design method: 100
// VMs averaging 150 GB of disk, 12 GB of RAM and 2 GHz of CPU need 16,200
// GB (disk plus swap), 1,200 GB and 200 GHz; a host of two 12-core 2.5 GHz
// CPUs gives 60 GHz.
var PerThornHostCapacity = Doc{
	ID:        "thorn-vsan-host-capacity-design-2016",
	Title:     "vSAN Host Capacity Design",
	Author:    "Per Thorn",
	Publisher: "perthorn.com",
	Year:      2016,
	URL:       "https://www.perthorn.com/vsan-host-capacity-design/",
	Lang:      "en",
}

// VxRailTwoNodePlanning is Dell's planning guide for vSAN 2-node clusters
// on VxRail, capacity planning: "consider the minimum capacity required to
// satisfy the VM requirements while in a failed state"; "size a cluster to
// operate below 50% of the max CPU required"; 25–30 % spare storage.
//
// Year: not shown in the copy read; the guide covers VxRail 7.0 2-node
// clusters, 2021 at the earliest.
var VxRailTwoNodePlanning = Doc{
	ID:        "dell-vxrail-2-node-planning-2021",
	Title:     "Planning Guide: vSAN 2-Node Cluster on VxRail – Capacity planning considerations",
	Publisher: "Dell Technologies Info Hub",
	Year:      2021,
	URL:       "https://infohub.delltechnologies.com/l/planning-guide-vsan-2-node-cluster-on-vxrail-1/capacity-planning-considerations-7",
	Lang:      "en",
}

// CloudSizerAPI is the VMware Cloud Sizer API's VM profile, the sizer's
// own parameters: vCpusPerCore (4 in its examples), targetRAMRatio,
// dedupOrCompressionRatio; its host-based request adds cpuHeadroom (0.15
// in its example) to vCpuPerCore. Sizewise cites it for sizing cores from
// vCPUs at a ratio and keeping CPU headroom on top.
//
// Year: the v4 reference read shows no date; the v4 API is 2023 or later.
var CloudSizerAPI = Doc{
	ID:        "broadcom-vmware-cloud-sizer-api-2023",
	Title:     "VMware Cloud Sizer API: VMProfile and HostBasedCSRequest",
	Publisher: "Broadcom Developer Portal",
	Year:      2023,
	URL:       "https://developer.broadcom.com/xapis/vmware-cloud-sizer-api/v4/data-structures/VMProfile",
	Lang:      "en",
}

// sizing lists the documents of this file, in order; all includes them.
var sizing = []Doc{
	CoreLicensingKB,
	VVFCapacityKB,
	VCATComputePlatform,
	VCF45ManagementStorage,
	MemoryTieringDeployment,
	MemoryTieringSizingPart3,
	MemoryTieringRatio,
	OdgersHostSizing,
	PerThornHostCapacity,
	VxRailTwoNodePlanning,
	CloudSizerAPI,
}
