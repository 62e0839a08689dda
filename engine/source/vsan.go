package source

// ---------------------------------------------------------------------------
// vSAN capacity: policies, reserves, ESA overheads.
// ---------------------------------------------------------------------------

// VSANAdministering65 is VMware's vSAN administration guide for vSphere 6.5
// (vSAN 6.6), its capacity-planning page. Sizewise cites it for the space
// a policy consumes: RAID-1 FTT=1/2/3 leave about 50/33/25 % of raw usable,
// RAID-5/6 FTT=1/2 about 75/67 %.
var VSANAdministering65 = Doc{
	ID:        "vmware-administering-vsan-65-2017",
	Title:     "Administering VMware vSAN (vSphere 6.5, vSAN 6.6)",
	Publisher: "VMware",
	Year:      2017,
	URL:       "https://docs.vmware.com/en/VMware-vSphere/6.5/com.vmware.vsphere.virtualsan.doc/GUID-581D2D5C-A88F-4318-A8B3-5A5F343F1247.html",
	Lang:      "en",
}

// VSANClusterCharacteristics is the vSphere 6.5 page on the characteristics
// of a Virtual SAN cluster. Sizewise cites it for the hybrid cache split: 70 %
// of the cache device is read cache and 30 % write buffer.
var VSANClusterCharacteristics = Doc{
	ID:        "vmware-vsan-65-cluster-characteristics-2016",
	Title:     "Characteristics of a Virtual SAN Cluster (Administering VMware Virtual SAN, vSphere 6.5)",
	Publisher: "VMware",
	Year:      2016,
	URL:       "https://docs.vmware.com/en/VMware-vSphere/6.5/com.vmware.vsphere.virtualsan.doc/GUID-C0818534-7B96-43E4-93BB-7955449852DE.html",
	Lang:      "en",
}

// VSANReservedCapacity is VMware's explanation of the reserves that replaced
// the 25–30 % slack guidance in vSAN 7 U1: an operations reserve and a host
// rebuild reserve, optional, and not usable on stretched clusters, 2-node
// clusters and clusters with fault domains.
var VSANReservedCapacity = Doc{
	ID:        "vmware-vsan-reserved-capacity-2022",
	Title:     "Understanding “Reserved Capacity” Concepts in vSAN",
	Publisher: "VMware (core.vmware.com)",
	Year:      2022,
	URL:       "https://core.vmware.com/blog/understanding-%E2%80%9Creserved-capacity%E2%80%9D-concepts-vsan",
	Lang:      "en",
	Basis:     VendorBlog,
}

// VSANMonitoringReservedCapacity is the vSphere 7.0 vSAN Monitoring and
// Troubleshooting page on reserved capacity. Sizewise cites it for: the host
// rebuild reserve equals the capacity of the largest host; enabling the
// operations reserve adds a 5 % buffer; both are off by default.
var VSANMonitoringReservedCapacity = Doc{
	ID:        "vmware-vsan-70-monitoring-reserved-capacity-2020",
	Title:     "vSAN Monitoring and Troubleshooting (vSphere 7.0): Reserved Capacity",
	Publisher: "VMware",
	Year:      2020,
	URL:       "https://docs.vmware.com/en/VMware-vSphere/7.0/com.vmware.vsphere.vsan-monitoring.doc/GUID-CD510EAE-1A9F-45D2-BB66-E893C8AAF20A.html",
	Lang:      "en",
}

// VCF9StorageClusterModel is the VMware Cloud Foundation 9.0 design page for
// single-rack vSAN storage clusters, which also carries the common vSAN
// requirements and recommendations. Sizewise cites: VCF-VSAN-RCMD-CFG-003
// (reserved capacity is a sliding scale: host rebuild reserve 25 % at 4
// nodes, 8 % at 12; not supported on 3-node, stretched or fault-domain
// clusters; with auto-policy a 4-node storage cluster with the rebuild reserve
// cannot use RAID-5); storage clusters of 4–32 hosts (24 recommended), at
// least 2 devices, 24 cores, 256 GB and 20 TB per host.
var VCF9StorageClusterModel = Doc{
	ID:        "broadcom-vcf9-vsan-storage-cluster-2025",
	Title:     "vSAN Single-Rack Storage Cluster Storage Model (VMware Cloud Foundation 9.0 Design)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/design/design-library/storage-models(1)/standard-vsan-storage-model/single-rack-storage-models/vsan-storage-cluster-storage-model.html",
	Lang:      "en",
}

// VCF9VSANCharacteristics is the VMware Cloud Foundation 9.0 page
// "Characteristics of vSAN". Sizewise cites its ESA compression: "vSAN ESA
// enables compression by default using the vSAN storage policy. The data
// compression occurs at the top of the vSAN stack. By handling compression
// at this level, vSAN ESA eliminates the need to compress the data on other
// ESX hosts with object copies. This reduces the amount of data transmitted
// over the network."; and "Deduplication is not available in the vSAN ESA
// cluster".
var VCF9VSANCharacteristics = Doc{
	ID:        "broadcom-vcf9-vsan-characteristics-2025",
	Title:     "Characteristics of vSAN (VMware Cloud Foundation 9.0)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/vsan-deployment-administration-and-monitoring/vsan-planning-and-deployment/what-is-vsan/vsan-concepts/characteristics-of-virtual-san.html",
	Lang:      "en",
}

// VCF9DedupeDesign is the VMware Cloud Foundation 9.0 page "Deduplication
// and Compression Design Considerations in a vSAN Cluster" (vSAN OSA):
// "Deduplication and compression are available only on all-flash disk
// groups" and "Capacity overhead for deduplication and compression is
// approximately five percent of total raw capacity" (the vSAN 6.5
// administration guide says the same).
var VCF9DedupeDesign = Doc{
	ID:        "broadcom-vcf9-vsan-dedupe-design-2025",
	Title:     "Deduplication and Compression Design Considerations in a vSAN Cluster (VMware Cloud Foundation 9.0)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/vsan-deployment-administration-and-monitoring/administering-vmware-vsan/increasing-space-efficiency-in-a-vsan-cluster/using-deduplication-and-compression-in-vsan-cluster/duplication-and-compression-design-considerations-in-vsan-cluster.html",
	Lang:      "en",
}

// VCF9MonitorCapacity is the VMware Cloud Foundation 9.0 page "Monitor vSAN
// Capacity": "vSAN Express Storage Architecture (ESA) does not support
// deduplication"; its system usage lists, apart, "File system overhead"
// (on-disk format), "ESA object overhead" (object metadata) and "Dedup &
// compression overhead" (OSA).
var VCF9MonitorCapacity = Doc{
	ID:        "broadcom-vcf9-vsan-monitor-capacity-2025",
	Title:     "Monitor vSAN Capacity (VMware Cloud Foundation 9.0)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/vsan-deployment-administration-and-monitoring/vsan-monitoring-and-troubleshooting/monitor-the-vsan-cluster/monitor-vsan-capacity.html",
	Lang:      "en",
}

// VCF9PlanningCapacity is the VMware Cloud Foundation 9.0 page "Planning
// Capacity in vSAN". Sizewise cites: "vSAN rebalances the components across
// the cluster whenever the consumption on a single capacity device reaches
// 80 percent or more. The rebalance operation might impact the performance
// of applications. To avoid these issues, keep storage consumption to less
// than 80 percent."; "Reserve extra capacity to make sure that vSAN
// recovers components after a host failure"; and, for snapshots, "If vSAN
// ESA is enabled, every snapshot is not a new object. A base VMDK and its
// snapshots are contained in one vSAN object."
var VCF9PlanningCapacity = Doc{
	ID:        "broadcom-vcf9-vsan-planning-capacity-2025",
	Title:     "Planning Capacity in vSAN (VMware Cloud Foundation 9.0)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/vsan-deployment-administration-and-monitoring/vsan-planning-and-deployment/designing-and-sizing-a-virtual-san-cluster/sizing-a-virtual-san-datastore/planning-capacity-in-virtual-san.html",
	Lang:      "en",
}

// VCF9ProvidingMemory is the VMware Cloud Foundation 9.0 page "Providing
// Memory for vSAN": OSA hosts need "32 GB of memory for system operations"
// for the largest disk-group layout, "vSAN ESA requires a minimum of 128 GB
// of memory", and vSAN's memory overhead is computed by the vSAN Sizer; the
// page gives no figure of its own.
var VCF9ProvidingMemory = Doc{
	ID:        "broadcom-vcf9-vsan-providing-memory-2025",
	Title:     "Providing Memory for vSAN (VMware Cloud Foundation 9.0)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/vsan-deployment-administration-and-monitoring/vsan-planning-and-deployment/preparing-a-new-or-existing-cluster-for-virtual-san/providing-memory-for-virtual-san.html",
	Lang:      "en",
}

// ESASpaceUtilizationKB is Broadcom KB 394410 on how vSAN ESA objects consume
// space. Sizewise cites it for the ESA multipliers (RAID-1 +100 %, RAID-5 4+1
// +25 %, RAID-5 2+1 +50 %, RAID-6 +50 %) and the log-structured file system
// overhead of about 13.1 % on top (10 GB written with RAID-1 → 22.62 GB).
var ESASpaceUtilizationKB = Doc{
	ID:        "broadcom-kb-394410-esa-space-2025",
	Title:     "Storage space utilization calculation for VM's objects on vSAN Express Storage Architecture (ESA) datastore (KB 394410)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://knowledge.broadcom.com/external/article/394410/storage-space-utilization-calculation-fo.html",
	Lang:      "en",
}

// ESACapacityOverheads is VMware's post on capacity overheads in the vSAN 8
// Express Storage Architecture; Sizewise cites it as background to the ESA
// overhead and points users to the ReadyNode sizer for official sizing.
var ESACapacityOverheads = Doc{
	ID:        "vmware-esa-capacity-overheads-2022",
	Title:     "Capacity Overheads for the ESA in vSAN 8",
	Publisher: "VMware (core.vmware.com)",
	Year:      2022,
	URL:       "https://core.vmware.com/blog/capacity-overheads-esa-vsan-8",
	Lang:      "en",
	Basis:     VendorBlog,
}

// ESAAdaptiveRAID5 is Duncan Epping's description of ESA adaptive RAID-5:
// 2+1 (×1.5) on 3–5 hosts, 4+1 (×1.25) on 6 or more, re-laid out about 24
// hours after the host count changes, and applied per site in stretched
// clusters (3+3+1 → 2+1, 6+6+1 → 4+1).
var ESAAdaptiveRAID5 = Doc{
	ID:        "epping-esa-adaptive-raid5-2022",
	Title:     "vSAN 8.0 ESA – Introducing Adaptive RAID-5",
	Author:    "Duncan Epping",
	Publisher: "Yellow Bricks",
	Year:      2022,
	URL:       "https://www.yellow-bricks.com/2022/11/15/vsan-8-0-esa-introducing-adaptive-raid-5/",
	Lang:      "en",
	Basis:     StaffBlog,
}

// ESACompression is Duncan Epping's description of ESA compression: done on
// the source host before data crosses the network, set per storage policy,
// on unless the policy says otherwise.
var ESACompression = Doc{
	ID:        "epping-esa-compression-2022",
	Title:     "vSAN 8.0 ESA and Compression by default?",
	Author:    "Duncan Epping",
	Publisher: "Yellow Bricks",
	Year:      2022,
	URL:       "https://www.yellow-bricks.com/2022/10/24/vsan-8-0-esa-and-compression-by-default/",
	Lang:      "en",
	Basis:     StaffBlog,
}

// ESAGlobalDedup is the VMware Cloud Foundation blog post announcing global
// deduplication for vSAN ESA in VCF 9.0 (the post says "VCF 9.0 (P01)").
//
// Title: taken from the post's address; the headline was not visible in the
// copy we read.
var ESAGlobalDedup = Doc{
	ID:        "vmware-vcf9-esa-global-dedup-2025",
	Title:     "Global Deduplication in vSAN ESA for VMware Cloud Foundation 9.0",
	Publisher: "VMware Cloud Foundation Blog (Broadcom)",
	Year:      2025,
	URL:       "https://blogs.vmware.com/cloud-foundation/2025/06/19/global-deduplication-in-vsan-esa-for-vmware-cloud-foundation-9-0/",
	Lang:      "en",
	Basis:     VendorBlog,
}

// ESAScalability8U2 is VMware's post on ESA scale in vSAN 8 U2: up to 500
// VMs per host (from 200).
var ESAScalability8U2 = Doc{
	ID:        "vmware-esa-scalability-8u2-2023",
	Title:     "Scalability Improvements for the ESA in vSAN 8 U2",
	Publisher: "VMware (core.vmware.com)",
	Year:      2023,
	URL:       "https://core.vmware.com/blog/scalability-improvements-esa-vsan-8-u2",
	Lang:      "en",
	Basis:     VendorBlog,
}

// NubesVSAN7Test is the Nubes cloud provider's vSAN 7.0 U1 test report
// (HCIBench 2.4.0, four Supermicro hosts with Intel P4510 NVMe). Sizewise
// cites its measurements: 1 → 2 disk groups per host 410,545 → 756,366 IO/s
// (+57–84 % by pattern); dedupe + compression roughly halve small-block
// writes (R5: 407,678 IO/s, 1,629 MB/s); R5 at 50 % full 432,362 IO/s, past
// 80 % full 265,151 IO/s.
//
// Publisher and URL: the article is a Nubes company blog post ("под катом"
// phrasing suggests Habr) but no copy with an address was found. Year: the
// fio job names carry Unix time 1602577302 = 13 October 2020.
var NubesVSAN7Test = Doc{
	ID:        "nubes-vsan7-test-2020",
	Title:     "Как мы тестировали VMware vSAN 7",
	Author:    "Евгений Литовка",
	Publisher: "Nubes",
	Year:      2020,
	Lang:      "ru",
	Basis:     Measurement,
}
