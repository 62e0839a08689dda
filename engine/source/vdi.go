package source

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
