package source

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
