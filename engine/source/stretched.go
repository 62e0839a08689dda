package source

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
