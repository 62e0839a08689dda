package vsancap

// Sizes of a vSAN storage cluster (vSAN Max), hosts and devices; the inputs
// of a stretched cluster describe one site.
const (
	// StorageMinHosts and StorageMaxHosts: a single-rack storage cluster
	// has 4 to 32 hosts (VMware Cloud Foundation 9.0 Design, "vSAN
	// Single-Rack Storage Cluster Storage Model").
	StorageMinHosts = 4
	StorageMaxHosts = 32
	// StorageMinDevices: at least 2 storage devices per host (same page).
	StorageMinDevices = 2
	// StretchedStorageMinHosts: a stretched storage cluster needs 4 hosts
	// per site (VMware Cloud Foundation 9.0 Design, "vSAN Stretched Storage
	// Cluster Storage Model"; its 7 per site recommended for RAID-6 are the
	// spare host the failure analysis asks of every 6-host RAID-6 cluster).
	StretchedStorageMinHosts = 4
)

// Measurements of the vSAN 7.0 U1 tests in Евгений Литовка, "Как мы
// тестировали VMware vSAN 7" (Nubes, 2020): 4 all-flash hosts with 8 Intel
// P4510 1 TB NVMe devices each, HCIBench 2.4.0 Easy Run maxima. They were
// measured on OSA all-flash NVMe disk groups and say nothing of hybrid
// clusters or ESA.
const (
	// OneDiskGroupIOPS and OneDiskGroupMBps: RAID-1 FTT=1, 1 disk group of
	// 1 cache + 7 capacity disks per host.
	OneDiskGroupIOPS = 410545
	OneDiskGroupMBps = 2654
	// TwoDiskGroupsIOPS and TwoDiskGroupsMBps: RAID-1 FTT=1, 2 disk groups of
	// 1 cache + 3 capacity disks per host.
	TwoDiskGroupsIOPS = 756366
	TwoDiskGroupsMBps = 4168
	// DedupeIOPS and DedupeMBps: RAID-5 with deduplication and compression,
	// 1 disk group.
	DedupeIOPS = 407678
	DedupeMBps = 1629
	// HalfFullIOPS and HalfFullMBps: the same, 50 % full.
	HalfFullIOPS = 432362
	HalfFullMBps = 1688
	// OverEightyIOPS and OverEightyMBps: the same, past 80 % full.
	OverEightyIOPS = 265151
	OverEightyMBps = 1035
	// FillWarnPct is the fill above which the tests saw performance collapse.
	FillWarnPct = 80
	// DefaultSlackPct is the free space kept by default (VMware: 25–30 %).
	DefaultSlackPct = 30
	// MinRecommendedSlackPct is the low end of VMware's 25–30 % slack guidance.
	MinRecommendedSlackPct = 25
)

// Vendor figures of the vSAN 8 ESA and VCF 9 rules.
const (
	// ESAOverheadPct is the ESA log-structured file system and metadata
	// overhead, as a percentage of object and replica data ("This will
	// consume an additional ~13.1% of the object and replicate data size":
	// Broadcom KB 394410, "Storage space utilization calculation for VM's
	// objects on vSAN Express Storage Architecture (ESA) datastore", 2025).
	ESAOverheadPct = 13.1
	// OpsReserveGBPerHost is the transient space a policy change needs per
	// host for objects under 8 TB with the vSAN 7.0 U1 object format, and
	// OpsReserveLargeGBPerHost for objects of 8 TB or more; OpsBufferPct is
	// the buffer the operations reserve adds ("vSAN reserves 5% additional
	// capacity in the operations reserve as a buffer": vSAN Monitoring and
	// Troubleshooting, vSphere 7.0, VMware, 2020). The documents give no
	// operations reserve as a percentage: the calculator's operations reserve
	// is hosts × per-host space + buffer % of raw, an assumption built from
	// these figures.
	OpsReserveGBPerHost      = 255
	OpsReserveLargeGBPerHost = 765
	OpsBufferPct             = 5
	// ReservesMinHosts is the smallest cluster the reserves support: VCF 9
	// excludes three-node clusters, VMware's reserved-capacity post two-node
	// clusters.
	ReservesMinHosts = 4
	// DedupeOverheadPct is what OSA deduplication and compression keep for
	// their metadata, as a share of raw capacity: "Capacity overhead for
	// deduplication and compression is approximately five percent of total
	// raw capacity" (VMware Cloud Foundation 9.0, "Deduplication and
	// Compression Design Considerations in a vSAN Cluster"; "Administering
	// VMware vSAN", vSphere 6.5, says the same). vSAN counts it as used
	// capacity ("Dedup & compression overhead", "Monitor vSAN Capacity").
	DedupeOverheadPct = 5
	// ESAMetadataPct is the ESA global metadata kept apart from the
	// objects, as a share of raw capacity: about 10 %, as third parties
	// quote VMware's "Capacity Overheads for the ESA in vSAN 8" (2022;
	// "typically approximately 10% of the total raw capacity"). Only that
	// post's introduction was read; VMware Cloud Foundation 9.0's "Monitor
	// vSAN Capacity" lists a "File system overhead" apart from the "ESA
	// object overhead" (KB 394410's 13.1 %) but gives no figure. An
	// editable assumption, labelled so.
	ESAMetadataPct = 10
)

// StorageNoRebuildReserveHosts is the size of vSAN storage cluster on which
// VMware Cloud Foundation 9.0 recommends against the host rebuild reserve:
// "If a vSAN storage cluster consists of only four (4) ESX hosts, do not
// enable the Host Rebuild Reserve", because with auto-policy management it
// "prevents vSAN storage clusters from using adaptive RAID-5 storage
// policy" (VCF-VSAN-STG-CLU-RCMD-CFG-002, "vSAN Single-Rack Storage Cluster
// Storage Model").
const StorageNoRebuildReserveHosts = 4
