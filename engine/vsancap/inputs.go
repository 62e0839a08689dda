package vsancap

import "github.com/sizewise/sizewise/engine/rules"

// ID is the calculator's id in documents and URLs.
const ID = "vsan-capacity"

// Inputs are the calculator's inputs (the required inputs of the scenario document, plus the rule set,
// the architecture and the ESA and reserve parameters, whose defaults keep
// every existing document's answer).
type Inputs struct {
	// Rules is the rule set: classic (vSAN 6/7, slack), vsan8-esa or vcf9.
	Rules string `json:"rules" validate:"oneof=classic vsan8-esa vcf9"`
	// Architecture is osa (disk groups) or esa (storage pools). With
	// AllFlash it names the three architectures: OSA hybrid (osa, false),
	// OSA all-flash (osa, true), ESA (esa, true); ESA with AllFlash false is
	// refused.
	Architecture string `json:"architecture" validate:"oneof=osa esa"`
	// ClusterType is standard, fault-domains or stretched; a standard
	// cluster of 2 hosts is a 2-node cluster (IsTwoNode).
	ClusterType string `json:"cluster_type" validate:"oneof=standard fault-domains stretched"`
	// Deployment is hci (the cluster runs its VMs) or storage-cluster (a
	// vSAN storage cluster, vSAN Max, serving client clusters: ESA only).
	Deployment            string  `json:"deployment" validate:"oneof=hci storage-cluster"`
	Hosts                 int     `json:"hosts" validate:"gte=1,lte=1000"`
	DiskGroupsPerHost     int     `json:"disk_groups_per_host" validate:"gte=1,lte=5"`
	CapacityDisksPerGroup int     `json:"capacity_disks_per_group" validate:"gte=1,lte=7"`
	DevicesPerHost        int     `json:"devices_per_host" validate:"gte=1,lte=32"`
	CapacityDiskGB        float64 `json:"capacity_disk_gb" validate:"finite,gte=1,lte=100000"`
	// Policy is one of PolicyIDs (the oneof rule is tested against it).
	Policy              string  `json:"policy" validate:"oneof=raid1-ftt1 raid5-ftt1 raid1-ftt2 raid6-ftt2 raid1-ftt3"`
	AllFlash            bool    `json:"all_flash"`
	DedupeRatio         float64 `json:"dedupe_ratio" validate:"finite,gte=1,lte=10"`
	CompressionRatio    float64 `json:"compression_ratio" validate:"finite,gte=1,lte=10"`
	ESAOverheadPct      float64 `json:"esa_overhead_pct" validate:"finite,zeroorleast,gte=0,lte=50"`
	Headroom            string  `json:"headroom" validate:"oneof=reserves operations slack"`
	SlackPct            float64 `json:"slack_pct" validate:"finite,zeroorleast,gte=0,lte=90"`
	OpsReserveGBPerHost float64 `json:"ops_reserve_gb_per_host" validate:"finite,zeroorleast,gte=0,lte=10000"`
	OpsBufferPct        float64 `json:"ops_buffer_pct" validate:"finite,zeroorleast,gte=0,lte=50"`
	VMDataGB            float64 `json:"vm_data_gb" validate:"finite,zeroorleast,gte=0,lte=1000000000"`
	// DedupeOverheadPct is the raw capacity OSA deduplication and
	// compression keep for their metadata, in % (DedupeOverheadPct, about
	// 5); it applies when dedupe_ratio is above 1 on OSA all-flash.
	DedupeOverheadPct float64 `json:"dedupe_overhead_pct" validate:"finite,zeroorleast,gte=0,lte=30"`
	// ESAMetadataPct is the raw capacity ESA keeps for its global metadata,
	// in % (ESAMetadataPct, about 10, an assumption).
	ESAMetadataPct float64 `json:"esa_metadata_pct" validate:"finite,zeroorleast,gte=0,lte=30"`
	// ESAGlobalDedupe says whether the customer's VCF release runs ESA
	// global deduplication: off (VCF 9.0), 9.0-p01 or 9.1. Only then does
	// dedupe_ratio count on ESA (vcf9 rules).
	ESAGlobalDedupe string `json:"esa_global_dedupe" validate:"oneof=off 9.0-p01 9.1"`
	// RulesRevision is the revision of Sizewise's figures the document was
	// written under (rules.CurrentRevision by default; one written before
	// the input existed reads as rules.Revision1, and its warnings say what
	// changed since). Empty counts as the current revision.
	RulesRevision string `json:"rules_revision" validate:"oneof=1 2"`
}

// Results are the calculator's results (the required results of the result
// document and more), capacities in GB.
type Results struct {
	RawGB            float64 `json:"raw_gb"`
	PolicyMultiplier float64 `json:"policy_multiplier"`
	// AfterPolicyGB is raw_gb / (policy multiplier × ESA overhead factor).
	AfterPolicyGB float64 `json:"after_policy_gb"`
	// AfterSlackGB is the raw capacity left after the headroom (slack, or
	// the reserves), divided as AfterPolicyGB: usable before data reduction.
	AfterSlackGB  float64 `json:"after_slack_gb"`
	UsableGB      float64 `json:"usable_gb"`
	ConsumedRawGB float64 `json:"consumed_raw_gb"`
	RawRequiredGB float64 `json:"raw_required_gb"`
	MinHosts      int     `json:"min_hosts"`
	HostsRequired int     `json:"hosts_required"`
	Fits          bool    `json:"fits"`
	FillPct       float64 `json:"fill_pct"`
	// DedupeRatioApplied is dedupe_ratio where deduplication exists (OSA
	// all-flash, ESA under VCF 9), else 1.
	DedupeRatioApplied float64 `json:"dedupe_ratio_applied"`
	// CompressionRatioApplied is compression_ratio on ESA, 1 on OSA (where
	// dedupe_ratio counts compression).
	CompressionRatioApplied float64 `json:"compression_ratio_applied"`
	// Layout is the policy's layout on this cluster ("raid5-2+1").
	Layout string `json:"layout"`
	// OverheadPct is the ESA overhead applied (0 on OSA).
	OverheadPct float64 `json:"overhead_pct"`
	// RawPerDataGB is the raw GB one GB of VM data takes: multiplier ×
	// (1 + overhead) / (compression × deduplication).
	RawPerDataGB float64 `json:"raw_per_data_gb"`
	// Headroom is the headroom kept: slack, reserves or operations.
	Headroom             string  `json:"headroom"`
	SlackGB              float64 `json:"slack_gb"`
	HostRebuildReserveGB float64 `json:"host_rebuild_reserve_gb"`
	OperationsReserveGB  float64 `json:"operations_reserve_gb"`
	// HeadroomPct is slack and reserves as a share of raw_gb.
	HeadroomPct float64 `json:"headroom_pct"`
	// AfterFailure… describe the cluster after one host (fault domain)
	// fails and vSAN rebuilds onto the hosts left, where the layout fits
	// there (Reprotectable). Where it does not, nothing is rebuilt: the
	// hosts left hold the same data, readable at reduced protection, so
	// AfterFailureUsableGB is the usable capacity before the failure and
	// AfterFailureFits says the data is still held; AfterFailureProtected
	// says it is also protected by the policy again, and AfterFailureFTT how
	// many further failures it tolerates.
	AfterFailureHosts      int     `json:"after_failure_hosts"`
	AfterFailureLayout     string  `json:"after_failure_layout"`
	AfterFailureMultiplier float64 `json:"after_failure_multiplier"`
	Reprotectable          bool    `json:"reprotectable"`
	AfterFailureUsableGB   float64 `json:"after_failure_usable_gb"`
	AfterFailureFillPct    float64 `json:"after_failure_fill_pct"`
	AfterFailureFits       bool    `json:"after_failure_fits"`
	AfterFailureProtected  bool    `json:"after_failure_protected"`
	AfterFailureFTT        int     `json:"after_failure_ftt"`
	// AfterFailureSlackKeptUsableGB is the usable capacity after a host
	// failure if the slack must be free again once the data is rebuilt
	// (the stricter N+1 reading, as Dell's capacity guidance sizes it);
	// AfterFailureUsableGB lets the rebuild use the slack. Equal to it under
	// the reserves.
	AfterFailureSlackKeptUsableGB float64 `json:"after_failure_slack_kept_usable_gb"`
	// SystemOverheadGB is the raw capacity vSAN keeps for its own metadata
	// and counts as used (OSA deduplication and compression, ESA global
	// metadata), SystemOverheadPct its share of raw_gb.
	SystemOverheadGB  float64 `json:"system_overhead_gb"`
	SystemOverheadPct float64 `json:"system_overhead_pct"`
}

// Defaults returns the test bed of the Nubes vSAN 7 test (Евгений Литовка,
// "Как мы тестировали VMware vSAN 7", Nubes, 2020): 4 hosts with one disk
// group of 7 capacity disks of 932 GB, RAID-5 FTT=1 on all-flash, 30 %
// slack, and the VM data that fills the datastore to 50 % as in its
// "заполнение 50%" test (9,786 GB × 4/3 = 13,048 GB = 50 % of 26,096 GB),
// under the classic rules. For ESA the same hosts' 8 NVMe devices form the
// storage pool (ESA has no cache tier), and the reserves follow the VCF 9
// recommendation with the documents' per-host figures.
func Defaults() Inputs {
	return Inputs{
		Rules:                 rules.Classic,
		Architecture:          OSA,
		ClusterType:           Standard,
		Deployment:            HCI,
		Hosts:                 4,   // "4 сервера"
		DiskGroupsPerHost:     1,   // "1 dg/srv"
		CapacityDisksPerGroup: 7,   // "capacity 7 шт."
		DevicesPerHost:        8,   // 8 × Intel P4510 1 TB NVMe per host
		CapacityDiskGB:        932, // "INTEL SSDPE2KX010T8 932 GB"
		Policy:                "raid5-ftt1",
		AllFlash:              true,
		DedupeRatio:           1,
		CompressionRatio:      1,
		ESAOverheadPct:        ESAOverheadPct,
		Headroom:              HeadroomReserves,
		SlackPct:              DefaultSlackPct,
		OpsReserveGBPerHost:   OpsReserveGBPerHost,
		OpsBufferPct:          OpsBufferPct,
		VMDataGB:              9786,
		DedupeOverheadPct:     DedupeOverheadPct,
		ESAMetadataPct:        ESAMetadataPct,
		ESAGlobalDedupe:       GlobalDedupeOff,
		RulesRevision:         rules.CurrentRevision,
	}
}

// The architectures of the `architecture` input.
const (
	// OSA is vSAN's original storage architecture: disk groups of one cache
	// device and up to seven capacity devices, hybrid or all-flash.
	OSA = "osa"
	// ESA is the vSAN 8+ Express Storage Architecture: one storage pool of
	// NVMe devices per host, all-flash only.
	ESA = "esa"
)

// The headroom choices of the `headroom` input (vSAN 8 ESA and VCF 9 rules).
const (
	// HeadroomReserves keeps the operations reserve and the host rebuild
	// reserve free (vSAN 7.0 U1 and later; VCF 9 recommends both).
	HeadroomReserves = "reserves"
	// HeadroomOperations keeps the operations reserve only.
	HeadroomOperations = "operations"
	// HeadroomSlack keeps slack_pct of the raw capacity free (the classic
	// rule, and the fallback where reserves are not supported).
	HeadroomSlack = "slack"
)

// The cluster types of the `cluster_type` input.
const (
	// Standard: one site, every host its own fault domain.
	Standard = "standard"
	// FaultDomains: hosts grouped in explicit fault domains (racks); the
	// inputs then describe fault domains as if each were a host.
	FaultDomains = "fault-domains"
	// Stretched: a stretched cluster; the inputs describe one site, which
	// holds a full copy of the data under the site-local policy.
	Stretched = "stretched"
)

// TwoNodeHosts is the number of data hosts of a 2-node cluster: a standard
// cluster of 2 hosts is one, each host its own fault domain, every object
// mirrored across them (RAID-1 FTT=1) and its third component on a witness
// appliance at another site, which is not entered (VMware, "Two-Node vSAN
// Clusters", vSAN Planning and Deployment 7.0).
const TwoNodeHosts = 2

// IsTwoNode reports whether the inputs describe a 2-node cluster.
func IsTwoNode(in Inputs) bool {
	return in.ClusterType == Standard && in.Hosts == TwoNodeHosts
}

// The deployments of the `deployment` input.
const (
	// HCI: the cluster runs the VMs whose data it holds (vSAN HCI).
	HCI = "hci"
	// StorageCluster: a vSAN storage cluster (vSAN Max), ESA hosts that
	// only serve their datastore to client clusters; the VM data entered is
	// the clients'.
	StorageCluster = "storage-cluster"
)

// The choices of the esa_global_dedupe input: whether the customer's VMware
// Cloud Foundation release runs ESA global deduplication, and which.
const (
	// GlobalDedupeOff: VCF 9.0 as released: "vSAN Express Storage
	// Architecture (ESA) does not support deduplication" ("Monitor vSAN
	// Capacity", VCF 9.0). The default.
	GlobalDedupeOff = "off"
	// GlobalDedupe90P01: the feature as VMware announced it, for VCF 9.0
	// P01, a patch release after 9.0.
	GlobalDedupe90P01 = "9.0-p01"
	// GlobalDedupe91: general availability, which a third-party article
	// places in VCF 9.1.
	GlobalDedupe91 = "9.1"
)
