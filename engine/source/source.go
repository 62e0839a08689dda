package source

import (
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
)

// Doc is one published document Sizewise cites.
//
// ID is a stable kebab-case key (publisher or author, subject, year). Title,
// Publisher and Year are always set; Author is empty when the document names
// no author; URL is empty when no address could be verified. Lang is the
// document's language: "en" or "ru".
type Doc struct {
	ID        string
	Title     string
	Author    string
	Publisher string
	Year      int
	URL       string
	Lang      string
	// Basis is what the document's figures rest on: the vendor's own
	// documentation (the zero value) or something weaker, which every
	// citation of it says.
	Basis Basis
}

// Basis says what a cited document is, from the vendor's own documentation
// down to a third party's summary. Citations of anything but the vendor's
// documentation (and peer-reviewed papers) name it, so a reader sees what a
// figure rests on (Doc.Msg).
type Basis int

// The bases, strongest first.
const (
	// Vendor: the vendor's documentation, design guides, knowledge base,
	// API reference and technical papers.
	Vendor Basis = iota
	// Academic: a peer-reviewed paper (the algorithms the simulator
	// implements).
	Academic
	// VendorBlog: a post on the vendor's own blog.
	VendorBlog
	// StaffBlog: a vendor employee's own blog, not the vendor's
	// documentation.
	StaffBlog
	// Partner: an OEM partner's documentation (Dell's VxRail pages).
	Partner
	// Measurement: one test published by a third party (a lab, a service
	// provider).
	Measurement
	// ThirdParty: a third party's summary or article.
	ThirdParty
)

// Labelled reports whether citations of a document of basis b name it.
func (b Basis) Labelled() bool { return b > Academic }

// Label names basis b for a reader.
func (b Basis) Label() msg.Text {
	return basisLabels[b]
}

var basisLabels = map[Basis]msg.Text{
	Vendor:      msg.T("vendor documentation"),
	Academic:    msg.T("peer-reviewed paper"),
	VendorBlog:  msg.T("vendor blog post"),
	StaffBlog:   msg.T("a vendor employee's blog, not vendor documentation"),
	Partner:     msg.T("partner documentation"),
	Measurement: msg.T("one third-party measurement"),
	ThirdParty:  msg.T("third-party summary"),
}

// String renders the citation shown to users:
//
//	Author, "Title", Publisher, Year, URL
//
// The author is left out when unknown and the URL when unknown; the
// publisher and year are always shown.
func (d Doc) String() string {
	s := ""
	if d.Author != "" {
		s = d.Author + ", "
	}
	s += "\"" + d.Title + "\", " + d.Publisher + ", " + strconv.Itoa(d.Year)
	if d.URL != "" {
		s += ", " + d.URL
	}
	return s
}

// Cite is a citation of Doc for one specific point: a formula, a figure, a
// measured value or a worked example, given in Detail.
type Cite struct {
	Doc    Doc
	Detail string
}

// String renders the document's citation followed by ": " and the detail;
// with no detail it is the document's citation alone.
func (c Cite) String() string {
	if c.Detail == "" {
		return c.Doc.String()
	}
	return c.Doc.String() + ": " + c.Detail
}

// ---------------------------------------------------------------------------
// Stretched clusters: inter-site and witness bandwidth, latency, witness size.
// ---------------------------------------------------------------------------

// StretchedBandwidthGuide is VMware's bandwidth sizing guide for vSAN
// stretched clusters, the source of the stretched-bandwidth calculator:
// B = Wb × md × mr with md = 1.4 and mr = 1.25; the worked example 10,000
// write IOPS × 4 KB = 40 MB/s = 320 Mbps → 560 Mbps; witness traffic
// 1138 B × 8 × components / 5 s plus 10 % (600 components → 1.09 Mbps →
// about 1.2 Mbps); a VDI mix of 70 % writes / 30 % reads; read locality.
//
// Year: the guidance accompanied Virtual SAN 6.1 stretched clusters (2015);
// VM Guru's Russian summary of it dates from then. The URL now serves
// a later revision titled "vSAN Stretched Cluster Bandwidth Sizing" that keeps
// the same formula and example.
var StretchedBandwidthGuide = Doc{
	ID:        "vmware-vsan-stretched-bandwidth-sizing-2015",
	Title:     "VMware Virtual SAN Stretched Cluster Bandwidth Sizing Guidance",
	Publisher: "VMware",
	Year:      2015,
	URL:       "https://core.vmware.com/resource/vsan-stretched-cluster-bandwidth-sizing",
	Lang:      "en",
}

// StretchedBandwidthSizingCurrent is the current revision of the bandwidth
// guide that the VMware Cloud Foundation 9.0 design links to. Sizewise cites
// it for the rules that apply to ESA and OSA alike: data sites at least
// 10 Gbps apart at < 5 ms RTT, witness 2 Mbps per 1000 components.
//
// Year: not shown in the copies we read; the document covers vSAN Max
// clusters, which appeared in 2023, so 2023 is the earliest it can be.
var StretchedBandwidthSizingCurrent = Doc{
	ID:        "broadcom-vsan-stretched-bandwidth-sizing-2023",
	Title:     "vSAN Stretched Cluster Bandwidth Sizing",
	Publisher: "Broadcom (VMware)",
	Year:      2023,
	URL:       "https://www.vmware.com/docs/vmw-vsan-stretched-cluster-bandwidth-sizing",
	Lang:      "en",
}

// StretchedClusterGuide is VMware's first stretched-cluster guide (Virtual
// SAN 6.1, vSphere 6.0 U1). Sizewise cites it for the design and failure
// behaviour of stretched clusters and witness hosts.
//
// Year: first published 2015; the stored index shows a latest version dated
// 5 January 2016.
var StretchedClusterGuide = Doc{
	ID:        "vmware-vsan-61-stretched-cluster-guide-2015",
	Title:     "Virtual SAN 6.1 Stretched Cluster Guide",
	Publisher: "VMware",
	Year:      2015,
	URL:       "https://www.vmware.com/techpapers/2015/virtual-san-6.1-stretched-cluster-guide-10504.html",
	Lang:      "en",
}

// VSANNetworkDesignGuide is the vSphere 7.0 vSAN Network Design Guide page
// with the stretched-cluster table Sizewise shows: site to site at least
// 10 Gbps and < 5 ms RTT; site to witness 2 Mbps per 1000 components and
// < 500 ms RTT with 1 host per site, < 200 ms with up to 10 hosts per site,
// < 100 ms with 11–15 hosts per site.
var VSANNetworkDesignGuide = Doc{
	ID:        "vmware-vsan-network-design-guide-70-2020",
	Title:     "vSAN Network Design Guide (vSphere 7.0)",
	Publisher: "VMware",
	Year:      2020,
	URL:       "https://docs.vmware.com/en/VMware-vSphere/7.0/vsan-network-design-guide/GUID-F3401655-6EFA-477B-B072-E8F001B50BCC.html",
	Lang:      "en",
}

// VSANWitnessAppliance is the vSphere 8.0 vSAN Planning and Deployment page
// on the witness appliance. Sizewise cites it for the witness sizes: Tiny up
// to 750 components (10 VMs), Medium 21,833 (500 VMs), Large 45,000, Extra
// Large 64,000 components.
var VSANWitnessAppliance = Doc{
	ID:        "vmware-vsan-80-witness-appliance-2022",
	Title:     "Deploying a vSAN Witness Appliance (vSAN Planning and Deployment, vSphere 8.0)",
	Publisher: "VMware",
	Year:      2022,
	URL:       "https://docs.vmware.com/en/VMware-vSphere/8.0/vsan-planning/GUID-05C1737A-5FBA-4AEE-BDB8-3BF5DE569E0A.html",
	Lang:      "en",
}

// VCF9StretchedStorageCluster is the VMware Cloud Foundation 9.0 design page
// for stretched vSAN (storage) clusters. Sizewise cites its requirements:
// data sites < 5 ms RTT (VCF-VSAN-SC-REQD-CFG-002), witness < 200 ms RTT
// (-003), data-site link no less than 10 GbE for ESA and OSA (-004), no
// minimum witness bandwidth (-005), 4 hosts per site for a stretched storage
// cluster and 7 recommended for RAID-6 re-protection.
var VCF9StretchedStorageCluster = Doc{
	ID:        "broadcom-vcf9-vsan-stretched-storage-cluster-2025",
	Title:     "vSAN Stretched Storage Cluster Storage Model (VMware Cloud Foundation 9.0 Design)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/design/design-library/storage-models(1)/standard-vsan-storage-model/stretched-cluster-storage-models/vsan-stretched-storage-cluster.html",
	Lang:      "en",
}

// VCF9VSANBandwidthLatency is the VMware Cloud Foundation 9.0 vSAN network
// design page "Bandwidth and Latency Requirements". Sizewise cites its
// table: site to site "vSAN OSA: minimum of 10 GbEs vSAN ESA: minimum of 10
// GbEs", "Less than 5 ms latency RTT"; site to witness "2 Mbps per 1000
// vSAN components", "Less than 500 ms latency RTT for 1 host per site",
// "Less than 200 ms latency RTT for up to 10 hosts per site", "Less than
// 100 ms latency RTT for 11-15 hosts per site". Read in a stored copy of
// the page.
var VCF9VSANBandwidthLatency = Doc{
	ID:        "broadcom-vcf9-vsan-bandwidth-latency-2025",
	Title:     "Bandwidth and Latency Requirements (vSAN Network Design, VMware Cloud Foundation 9.0)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/vsan-deployment-administration-and-monitoring/vsan-network-design/understanding-vsan-networking/network-requirements-for-vsan/bandwidth-and-latency-requirements.html",
	Lang:      "en",
}

// VCF9VSANPhysicalNIC is the VMware Cloud Foundation 9.0 vSAN page
// "Physical NIC Requirements". For stretched clusters and stretched storage
// clusters: "Less than 200 ms RTT. Up to 10 hosts per site." and "Less than
// 100 ms RTT. 11–15 hosts per site." to the witness; two-node clusters
// "Less than 500 ms RTT"; inter-site link "Recommended is 25 GbE or higher
// (workload dependent) and 5 ms RTT".
var VCF9VSANPhysicalNIC = Doc{
	ID:        "broadcom-vcf9-vsan-physical-nic-2025",
	Title:     "Physical NIC Requirements (vSAN Network Design, VMware Cloud Foundation 9.0)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/vsan-deployment-administration-and-monitoring/vsan-network-design/understanding-vsan-networking/network-requirements-for-vsan/physical-nic-requirements.html",
	Lang:      "en",
}

// VCF9WitnessTrafficInterface is the VMware Cloud Foundation 9.0 page
// "Configure Network Interface for Witness Traffic": "Two-node vSAN
// clusters must have less than 500 ms RTT", "vSAN stretched clusters with
// less than 11 hosts per site must have less than 200 ms RTT", "vSAN
// stretched clusters with 11 or more hosts per site must have less than
// 100 ms RTT".
var VCF9WitnessTrafficInterface = Doc{
	ID:        "broadcom-vcf9-vsan-witness-traffic-interface-2025",
	Title:     "Configure Network Interface for Witness Traffic (vSAN Planning and Deployment, VMware Cloud Foundation 9.0)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/vsan-deployment-administration-and-monitoring/vsan-planning-and-deployment/working-with-virtual-san-stretched-cluster/deploying-a-witness-appliance/configure-network-interface-for-witness-traffic.html",
	Lang:      "en",
}

// VCF9WitnessAppliance is the VMware Cloud Foundation 9.0 page "Deploying a
// vSAN Witness Appliance": the same four sizes as vSphere 8.0 (Tiny 750
// components, Medium 21,833, Large 45,000, Extra Large 64,000), with "vSAN
// ESA does not support tiny witness appliance", the deployment step
// "Select medium, large, or extra large as the size", and "Ensure that you
// download the correct witness appliance for vSAN ESA clusters and vSAN OSA
// clusters".
var VCF9WitnessAppliance = Doc{
	ID:        "broadcom-vcf9-vsan-witness-appliance-2025",
	Title:     "Deploying a vSAN Witness Appliance (vSAN Planning and Deployment, VMware Cloud Foundation 9.0)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/vsan-deployment-administration-and-monitoring/vsan-planning-and-deployment/working-with-virtual-san-stretched-cluster/deploying-a-witness-appliance.html",
	Lang:      "en",
}

// VCF9StretchedHCICluster is the VMware Cloud Foundation 9.0 design page for
// stretched vSAN HCI clusters. Sizewise cites VCF-VSAN-SC-REQD-CFG-003
// ("The minimum latency required between witness site and the data sites
// should not exceed 200ms RTT, or 100ms one way"), -005 (no minimum witness
// bandwidth: it depends on the components) and -010 ("Deploy a witness
// appliance that corresponds to vSAN Architecture, (ESA or OSA)").
var VCF9StretchedHCICluster = Doc{
	ID:        "broadcom-vcf9-vsan-stretched-hci-cluster-2025",
	Title:     "vSAN Stretched HCI Cluster Storage Model (VMware Cloud Foundation 9.0 Design)",
	Publisher: "Broadcom",
	Year:      2025,
	URL:       "https://techdocs.broadcom.com/us/en/vmware-cis/vcf/vcf-9-0-and-later/9-0/design/design-library/storage-models(1)/standard-vsan-storage-model/stretched-cluster-storage-models/stretched-vsan-storage-model.html",
	Lang:      "en",
}

// VSANStretchedClusterAPI is the vSphere API reference for the vSAN
// stretched-cluster system (VsanVcStretchedClusterSystem). Sizewise cites
// its statement of the largest stretched cluster: "The maximum
// configuration is 15+15+1 (31 nodes)", in the vSAN Management API 6.7 U3,
// 7.0 and 7.0 U3 pages and in the current Virtual Infrastructure JSON API;
// and its description of a two-node (ROBO) cluster: two physical nodes and
// a witness appliance.
//
// Year: the "latest" page read shows no date; it is the vSphere 8 API
// reference (2022 or later), so 2022 is the earliest it can be.
var VSANStretchedClusterAPI = Doc{
	ID:        "broadcom-api-vsan-stretched-cluster-system-2022",
	Title:     "Vim Cluster Vsan Vc Stretched Cluster System APIs (Virtual Infrastructure JSON API)",
	Publisher: "Broadcom Developer Portal",
	Year:      2022,
	URL:       "https://developer.broadcom.com/xapis/virtual-infrastructure-json-api/latest/v-san-service-api/vim-cluster-vsan-vc-stretched-cluster-system",
	Lang:      "en",
}

// VSANTwoNodeClusters is the vSphere 7.0 vSAN Planning and Deployment page
// on two-node clusters: "two hosts at the same location, connected to the
// same network switch or directly connected", the witness at a second site
// on a virtual appliance; one witness host serves up to 64 two-node
// clusters.
var VSANTwoNodeClusters = Doc{
	ID:        "vmware-vsan-70-two-node-clusters-2020",
	Title:     "Two-Node vSAN Clusters (vSAN Planning and Deployment, vSphere 7.0)",
	Publisher: "VMware",
	Year:      2020,
	URL:       "https://docs.vmware.com/en/VMware-vSphere/7.0/com.vmware.vsphere.vsan-planning.doc/GUID-AB546FEB-034B-4544-8208-B9144FEFD65A.html",
	Lang:      "en",
}

// VSANTwoNodeDirectConnect is VMware's post introducing direct connection of
// the two data nodes (vSAN 6.5): "directly connect two vSAN data nodes using
// one 10Gb networking cable or, preferably, two connections for
// redundancy", with witness traffic separated onto another VMkernel port.
var VSANTwoNodeDirectConnect = Doc{
	ID:        "vmware-vsan-2-node-direct-connect-2016",
	Title:     "vSAN 2 Node with Direct Connect",
	Author:    "Jase McCarty",
	Publisher: "VMware Virtual Blocks blog",
	Year:      2016,
	URL:       "https://blogs.vmware.com/virtualblocks/2016/10/18/2nodedirectconnect/",
	Lang:      "en",
	Basis:     VendorBlog,
}

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

// ---------------------------------------------------------------------------
// vSAN hybrid cache and cache simulation.
// ---------------------------------------------------------------------------

// VSANCachingAlgorithms is VMware's paper on Virtual SAN caching that the
// cache simulator follows: 70 % of the cache SSD is read cache, organised in
// 1 MB cache lines; a miss reserves whole lines and reads the needed data
// from the HDD in 64 KB chunks; lines are replaced by ARC; $0.004 per IOPS
// for a 100 GB SSD against $2 per IOPS for a 1 TB HDD.
//
// Year and URL: the paper was read only through VM Guru's Russian summary;
// it covers all-flash configurations, so it is no earlier than Virtual SAN
// 6.0 (2015). No address was found.
var VSANCachingAlgorithms = Doc{
	ID:        "vmware-vsan-caching-algorithms-2015",
	Title:     "An overview of VMware Virtual SAN caching algorithms",
	Publisher: "VMware",
	Year:      2015,
	Lang:      "en",
}

// EssentialVSAN is Cormac Hogan and Duncan Epping's book on Virtual SAN,
// the source of the cache simulator's default target: "The goal is to have
// a minimum read cache hit rate of 90%" (as a VMware Communities answer
// quotes it; the book itself was not read).
//
// Year and URL: the publisher's page (Pearson IT Certification, VMware
// Press) gives the first edition "Copyright 2015", ISBN 978-0-13-385499-2;
// the second edition (2016, 978-0-13-451166-5) covers vSAN 6.2.
var EssentialVSAN = Doc{
	ID:        "hogan-epping-essential-vsan-2015",
	Title:     "Essential Virtual SAN (VSAN): Administrator's Guide to VMware Virtual SAN",
	Author:    "Cormac Hogan, Duncan Epping",
	Publisher: "VMware Press (Pearson)",
	Year:      2015,
	URL:       "https://www.pearsonitcertification.com/store/essential-virtual-san-vsan-administrators-guide-to-9780133854992",
	Lang:      "en",
}

// ARCPaper is the paper that defines the Adaptive Replacement Cache the
// cache simulator implements.
var ARCPaper = Doc{
	ID:        "megiddo-modha-arc-2003",
	Title:     "ARC: A Self-Tuning, Low Overhead Replacement Cache",
	Author:    "Nimrod Megiddo, Dharmendra S. Modha",
	Publisher: "USENIX, 2nd Conference on File and Storage Technologies (FAST '03)",
	Year:      2003,
	URL:       "https://www.usenix.org/conference/fast-03/arc-self-tuning-low-overhead-replacement-cache",
	Lang:      "en",
	Basis:     Academic,
}

// MattsonStackDistance is the paper behind the one-pass LRU hit-ratio curve
// (stack distances) the cache simulator draws.
//
// Not looked up in a stored copy: fields as commonly cited; no URL given.
var MattsonStackDistance = Doc{
	ID:        "mattson-storage-hierarchies-1970",
	Title:     "Evaluation techniques for storage hierarchies",
	Author:    "R. L. Mattson, J. Gecsei, D. R. Slutz, I. L. Traiger",
	Publisher: "IBM Systems Journal 9(2)",
	Year:      1970,
	Lang:      "en",
	Basis:     Academic,
}

// ZipfRejectionInversion is the algorithm the cache simulator uses to draw
// Zipf-distributed block numbers.
//
// Not looked up in a stored copy: fields as commonly cited; no URL given.
var ZipfRejectionInversion = Doc{
	ID:        "hormann-derflinger-rejection-inversion-1996",
	Title:     "Rejection-inversion to generate variates from monotone discrete distributions",
	Author:    "W. Hörmann, G. Derflinger",
	Publisher: "ACM Transactions on Modeling and Computer Simulation 6(3)",
	Year:      1996,
	Lang:      "en",
	Basis:     Academic,
}

// ---------------------------------------------------------------------------
// VSA (vSphere Storage Appliance).
// ---------------------------------------------------------------------------

// VSAPerformancePaper is the VMware performance study of the vSphere Storage
// Appliance that the VSA calculator follows: RAID 1/0 on each host plus a
// network RAID 1 replica, so usable = 1/4 of raw and each VM write = 4 disk
// writes; 1,200 IOPS at 50/50 from one VM → about 1,800 IOPS at the physical
// adapters; about 2,500 IOPS under VMmark 2.0 across three hosts; 10k RPM
// disks 120–150 IOPS, 15k RPM 170–200; each appliance 1 vCPU with a 2 GHz
// reservation and 1 GB of RAM, four 1 Gb NICs of which two carry
// back-end cluster communication and replication.
//
// URL: no vendor address was found (searched again: only third-party
// mirrors of the PDF); the copy read carries "Copyright 2011" and item
// number PS-VSA-102011-00.
var VSAPerformancePaper = Doc{
	ID:        "vmware-vsa-performance-2011",
	Title:     "Performance of VSA in VMware vSphere 5",
	Author:    "Todd Muirhead",
	Publisher: "VMware",
	Year:      2011,
	Lang:      "en",
}

// VSAAdministration is the vSphere Storage Appliance 5.5 documentation page
// on cluster capacity: (smallest host's baseline figure × cluster members) /
// 2, where the baseline includes 23 GB for the system and the appliance; it
// also lists RAID 5, RAID 6 and RAID 10 local configurations (6 × 600 GB →
// about 3 TB, 2.4 TB, 1.8 TB).
//
// URL: the page was read only in its German and Japanese copies
// (docs.vmware.com/de/… and /jp/…, page GUID-E9D64D59-9F00-4207-9508-
// 67D31CA57C15); the English address was not seen, so none is given. Year:
// VSA 5.5 shipped with vSphere 5.5 (2013).
var VSAAdministration = Doc{
	ID:        "vmware-vsa-55-administration-2013",
	Title:     "vSphere Storage Appliance Administration (VSA 5.5)",
	Publisher: "VMware",
	Year:      2013,
	Lang:      "en",
}

// ---------------------------------------------------------------------------
// Snapshots.
// ---------------------------------------------------------------------------

// ZandboerSnapshots is Erik Zandboer's measurement of redo-log snapshots on
// overloaded disks, which the snapshot calculator reproduces: 510 read +
// 250 write IOPS before, 110 + 100 with a snapshot, 28 read IOPS while
// committing it (5.5 % of the start); linked clones double reads and writes
// to blocks not yet in the delta; remedies (more disks, spread load,
// workingDir on another LUN, a dedicated snapshot LUN on mirrored SSDs).
//
// The copy read is an unattributed Russian translation ("Влияние снапшотов
// на производительность") whose publisher was not found; this is the
// original. Year: not visible in the copy read; the test ran on ESX 3.5 and
// vSphere (4), so 2009 is the best evidence.
var ZandboerSnapshots = Doc{
	ID:        "zandboer-snapshot-performance-2009",
	Title:     "Performance impact when using VMware snapshots",
	Author:    "Erik Zandboer",
	Publisher: "vmdamentals.com",
	Year:      2009,
	URL:       "https://www.vmdamentals.com/?p=332",
	Lang:      "en",
	Basis:     Measurement,
}

// HagoortVSAN6Benchmark is Niels Hagoort's home-lab comparison of Virtual
// SAN 5.5 and 6.0 (three Shuttle SZ87R6 nodes, IOmeter). Sizewise cites its
// snapshot result: under repeated snapshots vSAN 6.0's vsanSparse lost 8 % of
// IOPS where 5.5's vmfsSparse lost 49 %.
var HagoortVSAN6Benchmark = Doc{
	ID:        "hagoort-vsan6-benchmark-2015",
	Title:     "VMware Virtual SAN 6.0 benchmark",
	Author:    "Niels Hagoort",
	Publisher: "nielshagoort.com",
	Year:      2015,
	URL:       "https://nielshagoort.com/2015/03/17/vmware-virtual-san-6-0-benchmark/",
	Lang:      "en",
	Basis:     Measurement,
}

// VSANSnapshotPerformance is VMware's study of vsanSparse snapshots in
// vSphere 6.0 (source compilation and OLTP workloads); Sizewise cites it as
// the vendor's statement that vSAN 6 snapshots cost little against the base
// disk.
var VSANSnapshotPerformance = Doc{
	ID:        "vmware-vsan-snapshots-vsphere6-2015",
	Title:     "Performance of Virtual SAN Snapshots in vSphere 6.0",
	Publisher: "VMware",
	Year:      2015,
	URL:       "https://www.vmware.com/techpapers/2015/performance-of-virtual-san-snapshots-in-vsphere-6-10464.html",
	Lang:      "en",
}

// SnapshotPerformance2021 is VMware's performance study of vSphere
// snapshots on VMFS, vSAN and vVols (updated 8 November 2021). Sizewise
// cites it as VMware's statement of how the formats compare; its measured
// figures were not read (the stored copies hold the introduction and the
// blog post below), so none of them is used.
//
// URL: no address of the paper itself was seen; the blog post links it.
var SnapshotPerformance2021 = Doc{
	ID:        "vmware-vsphere-snapshots-performance-2021",
	Title:     "VMware vSphere Snapshots: Performance and Best Practices",
	Publisher: "VMware",
	Year:      2021,
	Lang:      "en",
}

// SnapshotPerformanceBlog2021 is VMware's performance blog post that
// introduces the paper: "vSANSparse, introduced in vSAN 6.0, is a new
// snapshot format that uses in-memory metadata cache and a more efficient
// sparse filesystem layout; it can operate at much closer base disk
// performance levels compared to VMFSsparse or SEsparse"; SEsparse "is the
// default format for all delta disks on VMFS6 datastores".
var SnapshotPerformanceBlog2021 = Doc{
	ID:        "vmware-snapshot-performance-blog-2021",
	Title:     "Performance Best Practices for VMware Snapshots",
	Publisher: "VMware Performance blog",
	Year:      2021,
	URL:       "https://blogs.vmware.com/performance/2021/06/performance-best-practices-for-vmware-snapshots.html",
	Lang:      "en",
	Basis:     VendorBlog,
}

// ESANativeSnapshots is VMware's post on the native snapshots of the vSAN
// Express Storage Architecture: vsanSparse "had limits in meeting today's
// requirements in performance, scalability"; ESA keeps a disk and its
// snapshots in one object (no redo log or delta object). It gives no
// figure for the performance cost.
var ESANativeSnapshots = Doc{
	ID:        "vmware-esa-native-snapshots-2022",
	Title:     "Scalable, High-Performance Native Snapshots in the vSAN Express Storage Architecture",
	Publisher: "VMware (core.vmware.com)",
	Year:      2022,
	URL:       "https://core.vmware.com/blog/scalable-high-performance-native-snapshots-vsan-express-storage-architecture",
	Lang:      "en",
	Basis:     VendorBlog,
}

// EppingESASnapshots is Duncan Epping's lab test of ESA native snapshots:
// "a below 2% performance impact between a VM without a snapshot and a VM
// with one or multiple snapshots", no significant difference between the
// first and the fifth snapshot, in a lab "not officially certified to run
// vSAN ESA".
var EppingESASnapshots = Doc{
	ID:        "epping-esa-snapshots-demo-2023",
	Title:     "Scalable Snapshots demo with the vSAN 8.0 Express Storage Architecture",
	Author:    "Duncan Epping",
	Publisher: "Yellow Bricks",
	Year:      2023,
	URL:       "https://www.yellow-bricks.com/2023/09/05/scalable-snapshots-demo-with-the-vsan-8-0-express-storage-architecture/",
	Lang:      "en",
	Basis:     StaffBlog,
}

// ---------------------------------------------------------------------------
// Storage I/O Control.
// ---------------------------------------------------------------------------

// VMGuruSIOC is VM Guru's worked example of how SIOC divides a datastore's
// IOPS, which is the SIOC calculator's test case: 8,000 IOPS, hosts of
// 1000 + 2500 and 500 + 1000 shares → 1600/4000/800/1600 IOPS and hosts
// 70 %/30 %; with VM1 idle at 10 IOPS and VM2 limited to 5,000 → 10, 5000,
// 997, 1993.
//
// Title: the article's headline was not visible in the copy read. Year: the
// article says VM Guru first wrote about SIOC "more than 5 years ago" (2009)
// and follows VMware's two 2015 posts.
var VMGuruSIOC = Doc{
	ID:        "vmguru-sioc-calculations-2015",
	Title:     "[How VMware Storage I/O Control divides a datastore's IOPS: shares, limits and reservations, worked example]",
	Publisher: "VM Guru (vmgu.ru)",
	Year:      2015,
	URL:       "https://vm-guru.com/news/vmware-storage-io-control-calculations",
	Lang:      "ru",
	Basis:     ThirdParty,
}

// SIOCDistributionPart2 is VMware's post with the same 8,000 IOPS, two-host,
// four-VM layout. Its Scenario 3 differs from the VM Guru example: VM3 is
// idle at 10 IOPS and VM4 is limited to 2,000, so 390 IOPS move to host 1 →
// VM1 1711, VM2 4279, VM3 10, VM4 2000. Sizewise can use both as tests.
//
// Publisher: VMware's vSphere blog (the copy read names the author and date
// only); URL not found.
var SIOCDistributionPart2 = Doc{
	ID:        "vmware-sioc-io-distribution-part2-2015",
	Title:     "SIOC: I/O Distribution with Reservations & Limits – Part 2",
	Author:    "Matthew Meyer",
	Publisher: "VMware vSphere Blog",
	Year:      2015,
	Lang:      "en",
	Basis:     VendorBlog,
}

// SIOCPerformanceVariance is VMware's SIOC performance study (vSphere 4.1).
// Sizewise cites its measurements: a critical VM with 4000 shares against
// three with 200 reached 94 % of its uncontended performance; SIOC cut an
// idle host's device queue depth from 32 to 4; in the time-zone test the
// critical VM lost up to 42 % without SIOC and about half that with it.
//
// The copy read is an unattributed Russian blog summary of this paper;
// the figures are quoted from that summary.
var SIOCPerformanceVariance = Doc{
	ID:        "vmware-sioc-performance-variance-2010",
	Title:     "Managing Performance Variance of Applications Using Storage I/O Control",
	Publisher: "VMware",
	Year:      2010,
	URL:       "https://www.vmware.com/techpapers/2010/managing-performance-variance-of-applications-usin-10120.html",
	Lang:      "en",
}

// SIOCTechnicalOverview is VMware's SIOC technical overview (vSphere 4.1):
// how SIOC detects congestion by device latency and adjusts host queue
// slots by shares.
var SIOCTechnicalOverview = Doc{
	ID:        "vmware-sioc-technical-overview-2010",
	Title:     "Storage I/O Control Technical Overview and Considerations for Deployment",
	Publisher: "VMware",
	Year:      2010,
	URL:       "https://www.vmware.com/techpapers/2010/storage-io-control-technical-overview-considerat-10118.html",
	Lang:      "en",
}

// VSphereResourceManagement is the vSphere 7.0 Resource Management page on
// storage I/O shares and limits. Sizewise cites: shares default to Normal
// (1000; Low 500, High 2000), IOPS unlimited by default, and the worked
// example: a backup with 64 KB I/Os limited to 10 MB/s → 160 IOPS.
var VSphereResourceManagement = Doc{
	ID:        "vmware-vsphere-70-resource-management-2020",
	Title:     "vSphere Resource Management (vSphere 7.0): Storage I/O Control Resource Shares and Limits",
	Publisher: "VMware",
	Year:      2020,
	URL:       "https://docs.vmware.com/en/VMware-vSphere/7.0/com.vmware.vsphere.resmgmt.doc/GUID-D964A753-0844-4343-A96F-27A4C769F92D.html",
	Lang:      "en",
}

// StorageIOAllocationInfo is the vSphere API reference for per-disk storage
// I/O shares, limit and reservation. Sizewise cites: large I/Os count as
// several I/Os of 32 KB; reservations are honoured only at host level on
// local datastores; the whole object is deprecated as of vSphere 8.0 U3 with
// no replacement.
//
// Year: the "latest" page read carries the 8.0 U3 deprecation (8.0 U3
// shipped in 2024).
var StorageIOAllocationInfo = Doc{
	ID:        "broadcom-api-storageioallocationinfo-2024",
	Title:     "StorageIOAllocationInfo (Virtual Infrastructure JSON API)",
	Publisher: "Broadcom Developer Portal",
	Year:      2024,
	URL:       "https://developer.broadcom.com/xapis/virtual-infrastructure-json-api/latest/data-structures/StorageIOAllocationInfo",
	Lang:      "en",
}

// EppingDiskLimitsMClock is Duncan Epping's post on disk IOPS limits under
// the mClock scheduler of vSphere 5.5. Sizewise cites it for the 32 KB
// count of a limit: "disk limits are a function of the host local disk
// scheduler and not ... Storage IO Control"; "The calculation is in
// multiples of 32KB ... if you do a 64KB IO it is counted as two IOs ... So
// the formula here is: ceil(IO Size / 32)"; "a change in behaviour compared
// to vSphere 5.1".
var EppingDiskLimitsMClock = Doc{
	ID:        "epping-vsphere55-disk-limits-mclock-2014",
	Title:     "vSphere 5.5 and disk limits (mClock scheduler caveat)",
	Author:    "Duncan Epping",
	Publisher: "Yellow Bricks",
	Year:      2014,
	URL:       "http://www.yellow-bricks.com/2014/07/15/vsphere-5-5-disk-limits-mclock-scheduler-caveat/",
	Lang:      "en",
	Basis:     StaffBlog,
}

// SIOCDeprecation is Duncan Epping's post quoting the vSphere 8.0 Update 3
// release notes: the Storage DRS I/O load balancer, I/O reservation-based
// balancing and Storage I/O Control will be removed in a future release;
// capacity balancing and SPBM IOPS limits are not affected.
//
// URL: the copy read is the blog's tag page that carries the post.
var SIOCDeprecation = Doc{
	ID:        "epping-sioc-deprecation-2024",
	Title:     "Storage IO Control, aka SIOC, deprecation notice with 8.0 U3!",
	Author:    "Duncan Epping",
	Publisher: "Yellow Bricks",
	Year:      2024,
	URL:       "https://www.yellow-bricks.com/tag/storage-io-control",
	Lang:      "en",
	Basis:     StaffBlog,
}

// VCF45ManagementDomainSIOC is the VMware Cloud Foundation 4.5 design page
// that states Storage I/O Control is not applicable on principal vSAN
// datastores; Sizewise shows this as a warning in the SIOC calculator.
var VCF45ManagementDomainSIOC = Doc{
	ID:        "vmware-vcf45-management-domain-sioc-2022",
	Title:     "Management Domain Design for VMware Cloud Foundation 4.5: Storage I/O Control",
	Publisher: "VMware",
	Year:      2022,
	URL:       "https://docs.vmware.com/en/VMware-Cloud-Foundation/4.5/vcf-management-domain-design/GUID-89DB0719-8924-4AB6-B9B1-4414CA6117FF.html",
	Lang:      "en",
}

// ---------------------------------------------------------------------------
// Host memory.
// ---------------------------------------------------------------------------

// EppingBreakingLargePages is Duncan Epping's announcement of the vSphere 6.0
// memory states: Clear added at 100 % of minFree and High moved to 400 %.
// It is the source of the example VM Guru's summary quotes: with minFree about
// 10 GB, Soft is reached when less than 64 % (6.4 GB) is free.
var EppingBreakingLargePages = Doc{
	ID:        "epping-vsphere6-breaking-large-pages-2015",
	Title:     "vSphere 6.0: Breaking Large Pages…",
	Author:    "Duncan Epping",
	Publisher: "Yellow Bricks",
	Year:      2015,
	URL:       "http://www.yellow-bricks.com/2015/02/17/vsphere-60-breaking-large-pages/",
	Lang:      "en",
	Basis:     StaffBlog,
}

// EppingMemoryStates is Duncan Epping's table of what happens at each vSphere
// 6.0 memory state: High 400 % (break large pages), Clear 100 % (break large
// pages and call TPS), Soft 64 % (TPS + balloon), Hard 32 % (TPS + compress
// + swap; ballooning stops), Low 16 % (compress + swap + block).
//
// URL: read only through a feed mirror; the post's own address was not
// verified. Year: it follows the February 2015 post above.
var EppingMemoryStates = Doc{
	ID:        "epping-memory-states-2015",
	Title:     "What happens at which vSphere memory state?",
	Author:    "Duncan Epping",
	Publisher: "Yellow Bricks",
	Year:      2015,
	Lang:      "en",
	Basis:     StaffBlog,
}

// DennemanMinFreeSlidingScale is Frank Denneman's description of the
// vSphere 5 minFree sliding scale Sizewise computes: 6 % of the first 4 GB,
// 4 % of the next 8 GB, 2 % of the next 16 GB, 1 % of the rest.
var DennemanMinFreeSlidingScale = Doc{
	ID:        "denneman-minfreepct-sliding-scale-2011",
	Title:     "Mem.MinFreePct sliding scale function",
	Author:    "Frank Denneman",
	Publisher: "frankdenneman.nl",
	Year:      2011,
	URL:       "http://frankdenneman.nl/2011/07/26/mem-minfreepct-sliding-scale-function/",
	Lang:      "en",
	Basis:     StaffBlog,
}

// RunningSystemMemoryStates is the running-system.com summary Sizewise cites
// for the rounded minFree figure: 899 MB for the first 28 GB plus 1 % of the
// rest (100 GB host → 1619 MB). The exact sliding scale gives 901.12 MB.
//
// Author: not shown in the copy read. Year: not shown; the article covers
// vSphere 6 (2015), the best evidence.
var RunningSystemMemoryStates = Doc{
	ID:        "running-system-vsphere6-memory-states-2015",
	Title:     "vSphere 6 ESXi memory states and reclamation techniques",
	Publisher: "running-system.com",
	Year:      2015,
	URL:       "https://www.running-system.com/vsphere-6-esxi-memory-states-and-reclamation-techniques/",
	Lang:      "en",
	Basis:     ThirdParty,
}

// VMGuruLargePagesTPS is VM Guru's Russian summary of the vSphere 6.0 memory
// states: states as percentages of minFree and
// inter-VM TPS disabled by default.
//
// Title: the article's headline was not visible in the copy read.
var VMGuruLargePagesTPS = Doc{
	ID:        "vmguru-vsphere6-large-pages-tps-2015",
	Title:     "[vSphere 6.0 memory states: breaking large pages early, the Clear state and TPS]",
	Publisher: "VM Guru (vmgu.ru)",
	Year:      2015,
	URL:       "https://vm-guru.com/news/vmware-vsphere-6-break-large-memory-pages-tps",
	Lang:      "ru",
	Basis:     ThirdParty,
}

// TPSSaltingKB is VMware KB 2097593 (now Broadcom KB 323624): after the
// 2014–2015 updates (ESXi 5.0 patch of 26 February 2015, 5.1 U3, 5.5 patch
// of 27 January 2015) and in ESXi 6.0 and later, Mem.ShareForceSalting = 2 by
// default, so pages are shared only inside a VM (intra-VM TPS) unless VMs
// share a salt.
var TPSSaltingKB = Doc{
	ID:        "vmware-kb-2097593-tps-salting-2015",
	Title:     "Additional Transparent Page Sharing management capabilities and new default settings (KB 2097593)",
	Publisher: "VMware / Broadcom Knowledge Base",
	Year:      2015,
	URL:       "https://knowledge.broadcom.com/external/article/323624/additional-transparent-page-sharing-mana.html",
	Lang:      "en",
}

// MemoryTieringGA is the VMware Cloud Foundation blog post on memory tiering
// over NVMe becoming production-ready in VCF 9.0 (tech preview in vSphere
// 8.0 U3) with a default 1:1 DRAM:NVMe ratio.
//
// Title: taken from the post's address; the headline was not visible in the
// copy read.
var MemoryTieringGA = Doc{
	ID:        "vmware-vcf9-memory-tiering-2025",
	Title:     "Advanced Memory Tiering Now Available",
	Publisher: "VMware Cloud Foundation Blog (Broadcom)",
	Year:      2025,
	URL:       "https://blogs.vmware.com/cloud-foundation/2025/06/19/advanced-memory-tiering-now-available/",
	Lang:      "en",
	Basis:     VendorBlog,
}

// MemoryTieringSizing is part 1 of VMware's memory tiering design and sizing
// series: workloads suit tiering when their active memory is at most 50 % of
// DRAM, because the default configuration doubles memory (1:1).
//
// Year: posted after VMware Explore 2025 (the post says so).
var MemoryTieringSizing = Doc{
	ID:        "vmware-vcf9-memory-tiering-sizing-part1-2025",
	Title:     "NVMe Memory Tiering Design and Sizing on VMware Cloud Foundation 9 – Part 1: Pre-requisites and Hardware Compatibility",
	Publisher: "VMware Cloud Foundation Blog (Broadcom)",
	Year:      2025,
	URL:       "https://blogs.vmware.com/cloud-foundation/?p=26970",
	Lang:      "en",
	Basis:     VendorBlog,
}

// VSphereOverheadMemory65 is the vSphere 6.5 Resource Management page
// "Overhead Memory on Virtual Machines", whose table "Sample Overhead Memory
// on Virtual Machines" gives the memory a VM needs to power on, in MB, by
// configured memory and vCPUs (VMX swap and hardware MMU enabled):
//
//	memory (MB)   1 vCPU   2 vCPUs   4 vCPUs   8 vCPUs
//	256           20.29    24.28     32.23     48.16
//	1024          25.90    29.91     37.86     53.82
//	4096          48.64    52.72     60.67     76.78
//	16384        139.62   143.98    151.93    168.60
//
// The vSphere 6.7 guide prints the same table (Table 6-1). No later VMware
// table was found.
//
// URL: the page was read in its Japanese copy (docs.vmware.com/jp/…, the
// same page GUID); this is the English address of that page.
var VSphereOverheadMemory65 = Doc{
	ID:        "vmware-vsphere-65-overhead-memory-2017",
	Title:     "Overhead Memory on Virtual Machines (vSphere Resource Management, vSphere 6.5)",
	Publisher: "VMware",
	Year:      2017,
	URL:       "https://docs.vmware.com/en/VMware-vSphere/6.5/com.vmware.vsphere.resmgmt.doc/GUID-B42C72C1-F8D5-40DC-93D1-FB31849B1114.html",
	Lang:      "en",
}

// ---------------------------------------------------------------------------
// VDI and cluster scale.
// ---------------------------------------------------------------------------

// RDSHPerformancePaper is VMware's Horizon 6 RDSH performance study
// (View Planner, Windows Server 2012 R2 RDSH VMs). Sizewise cites: up to 9
// users per core at the 6 s response-time threshold; the CPU holds 9–10 users
// per core.
//
// Year and URL: no publication date or vendor address was visible in the
// copies read (searched again: third-party document mirrors only); Horizon 6
// and VM Guru's summary date from 2014.
var RDSHPerformancePaper = Doc{
	ID:        "vmware-horizon6-rdsh-performance-2014",
	Title:     "VMware Horizon 6 RDSH Performance and Best Practices",
	Publisher: "VMware",
	Year:      2014,
	Lang:      "en",
}

// BootstormDemo is VMware's Virtual SAN 6.0 all-flash bootstorm demonstration:
// 6,401 desktops on 64 hosts, booted in batches of 1,024; all booted in 24
// minutes, plus about 19 minutes for IP addresses, "a total of about 40
// minutes" (VM Guru's Russian summary says 16 minutes).
//
// Author: not shown in the copy read.
var BootstormDemo = Doc{
	ID:        "vmware-vsan6-bootstorm-2015",
	Title:     "VMware Virtual SAN 6.0: Bootstorm Demonstration",
	Publisher: "VMware Virtual Blocks blog",
	Year:      2015,
	URL:       "https://blogs.vmware.com/storage/2015/02/26/vmware-virtual-san-6-0-bootstorm-demonstration/",
	Lang:      "en",
	Basis:     VendorBlog,
}

// VCenter6ClusterPerformance is VMware's vCenter Server 6.0 cluster
// performance paper. Sizewise cites its cluster limits: 64 hosts and 8,000
// VMs per cluster in 6.0 (32 hosts and 3,000 VMs in 5.5).
//
// URL: the paper was read only through summaries (VM Guru; ntpro.nl's of
// August 2015, https://ntpro.nl/blog/archives/2015/08.html, which quotes its
// "64 ESXi hosts and 8,000 virtual machines (in 5.5, this was 32 ESXi hosts
// and 3,000 virtual machine)"); searched again, no vendor address was found.
// Year: the ntpro.nl summary is from August 2015.
var VCenter6ClusterPerformance = Doc{
	ID:        "vmware-vcenter6-cluster-performance-2015",
	Title:     "VMware vCenter Server 6.0 Cluster Performance",
	Publisher: "VMware",
	Year:      2015,
	Lang:      "en",
}

// all lists every document once, in the order of this file, then sizing.go.
var all = append([]Doc{
	StretchedBandwidthGuide,
	StretchedBandwidthSizingCurrent,
	StretchedClusterGuide,
	VSANNetworkDesignGuide,
	VSANWitnessAppliance,
	VCF9StretchedStorageCluster,
	VCF9VSANBandwidthLatency,
	VCF9VSANPhysicalNIC,
	VCF9WitnessTrafficInterface,
	VCF9WitnessAppliance,
	VCF9StretchedHCICluster,
	VSANStretchedClusterAPI,
	VSANTwoNodeClusters,
	VSANTwoNodeDirectConnect,
	VSANAdministering65,
	VSANClusterCharacteristics,
	VSANReservedCapacity,
	VSANMonitoringReservedCapacity,
	VCF9StorageClusterModel,
	VCF9VSANCharacteristics,
	VCF9DedupeDesign,
	VCF9MonitorCapacity,
	VCF9PlanningCapacity,
	VCF9ProvidingMemory,
	ESASpaceUtilizationKB,
	ESACapacityOverheads,
	ESAAdaptiveRAID5,
	ESACompression,
	ESAGlobalDedup,
	ESAScalability8U2,
	NubesVSAN7Test,
	VSANCachingAlgorithms,
	EssentialVSAN,
	ARCPaper,
	MattsonStackDistance,
	ZipfRejectionInversion,
	VSAPerformancePaper,
	VSAAdministration,
	ZandboerSnapshots,
	HagoortVSAN6Benchmark,
	VSANSnapshotPerformance,
	SnapshotPerformance2021,
	SnapshotPerformanceBlog2021,
	ESANativeSnapshots,
	EppingESASnapshots,
	VMGuruSIOC,
	SIOCDistributionPart2,
	SIOCPerformanceVariance,
	SIOCTechnicalOverview,
	VSphereResourceManagement,
	StorageIOAllocationInfo,
	EppingDiskLimitsMClock,
	SIOCDeprecation,
	VCF45ManagementDomainSIOC,
	EppingBreakingLargePages,
	EppingMemoryStates,
	DennemanMinFreeSlidingScale,
	RunningSystemMemoryStates,
	VMGuruLargePagesTPS,
	TPSSaltingKB,
	MemoryTieringGA,
	MemoryTieringSizing,
	VSphereOverheadMemory65,
	RDSHPerformancePaper,
	BootstormDemo,
	VCenter6ClusterPerformance,
}, sizing...) // sizing.go's documents

// byID indexes all by ID.
var byID = func() map[string]Doc {
	m := make(map[string]Doc, len(all))
	for _, d := range all {
		m[d.ID] = d
	}
	return m
}()

// All returns every document Sizewise cites, each once, in a fixed order.
// The slice is a copy: changing it does not change the package's data.
func All() []Doc {
	out := make([]Doc, len(all))
	copy(out, all)
	return out
}

// Lookup returns the document with the given ID and true, or the zero Doc
// and false when no document has that ID. IDs are case-sensitive.
func Lookup(id string) (Doc, bool) {
	d, ok := byID[id]
	return d, ok
}

// Msg is the citation of d for a point, as a message: the document's
// citation (the same in every language: a document is cited by its own
// title) followed by ": " and detail in the reader's language.
//
// A document that is not the vendor's documentation is labelled with what
// it is (Basis): `Duncan Epping, "…", Yellow Bricks, 2022, https://… (a
// vendor employee's blog, not vendor documentation): …`.
func (d Doc) Msg(detail msg.Text) msg.Message {
	switch {
	case d.Basis.Labelled() && detail.IsZero():
		return citeBasisKey.With(msg.Str(d.String()), msg.Txt(d.Basis.Label()))
	case d.Basis.Labelled():
		return citeBasisDetailKey.With(msg.Str(d.String()), msg.Txt(d.Basis.Label()), msg.Txt(detail))
	case detail.IsZero():
		return msg.Fixed(msg.Same(d.String()))
	}
	return citeKey.With(msg.Str(d.String()), msg.Txt(detail))
}

var (
	citeKey            = msg.NewKey("source.cite", "{0}: {1}")
	citeBasisKey       = msg.NewKey("source.cite-basis", "{0} ({1})")
	citeBasisDetailKey = msg.NewKey("source.cite-basis-detail", "{0} ({1}): {2}")
)
