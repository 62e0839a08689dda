package source

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
