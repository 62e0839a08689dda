package source

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
