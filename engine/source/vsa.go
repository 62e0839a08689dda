package source

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
