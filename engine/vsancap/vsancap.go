package vsancap

import (
	"fmt"
	"math"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
)

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

// Policy is a vSAN storage policy's failure tolerance and, for the original
// storage architecture, its layout.
type Policy struct {
	// Name is the policy's id in documents ("raid5-ftt1").
	Name string
	// Label names it for people: the choice label of the `policy` input.
	Label msg.Text
	// Short names it in a sentence ("RAID-5, FTT=1").
	Short msg.Text
	// FTT is the number of failures to tolerate.
	FTT int
	// Multiplier is raw capacity consumed per GB of VM data on OSA.
	Multiplier float64
	// MinHosts is the smallest OSA cluster (fault domains) the policy needs.
	MinHosts int
	// AllFlashOnly is set for erasure coding (RAID-5/6), which OSA runs on
	// all-flash clusters only.
	AllFlashOnly bool
}

// Mirror reports whether p is RAID-1 mirroring.
func (p Policy) Mirror() bool { return !p.AllFlashOnly }

// Policies are the storage policies the calculator knows, in order of
// failures tolerated, with their OSA layouts. Multipliers: RAID-1 FTT=1/2/3
// leave about 50/33/25 % of raw usable and RAID-5/6 about 75/67 % ("Administering
// VMware vSAN", vSphere 6.5, VMware, 2017); RAID-5 needs 4 and RAID-6 6 fault
// domains, RAID-1 2·FTT+1 hosts, erasure coding all-flash only (vSphere 8.0
// vSAN Administration, "Using RAID 5 or RAID 6 Erasure Coding", VMware).
//
// This list is the one place the policies are defined: the `policy` input's
// oneof rule (a struct tag, which Go cannot build from a variable) and the
// RVTools importer's component layouts are tested against PolicyIDs, and the
// sentence names and the CLI's usage line are derived from it.
var Policies = []Policy{
	{Name: "raid1-ftt1", Label: msg.T("RAID-1, FTT=1 (mirroring, ×2)"),
		Short: msg.Same("RAID-1, FTT=1"), FTT: 1, Multiplier: 2, MinHosts: 3},
	{Name: "raid5-ftt1", Label: msg.T("RAID-5, FTT=1 (erasure coding: ×4/3 on OSA, adaptive ×1.5 or ×1.25 on ESA)"),
		Short: msg.Same("RAID-5, FTT=1"), FTT: 1, Multiplier: 4.0 / 3, MinHosts: 4, AllFlashOnly: true},
	{Name: "raid1-ftt2", Label: msg.T("RAID-1, FTT=2 (mirroring, ×3)"),
		Short: msg.Same("RAID-1, FTT=2"), FTT: 2, Multiplier: 3, MinHosts: 5},
	{Name: "raid6-ftt2", Label: msg.T("RAID-6, FTT=2 (erasure coding 4+2, ×1.5)"),
		Short: msg.Same("RAID-6, FTT=2"), FTT: 2, Multiplier: 1.5, MinHosts: 6, AllFlashOnly: true},
	{Name: "raid1-ftt3", Label: msg.T("RAID-1, FTT=3 (mirroring, ×4)"),
		Short: msg.Same("RAID-1, FTT=3"), FTT: 3, Multiplier: 4, MinHosts: 7},
}

// PolicyIDs are the policies' ids in the order of Policies: what the
// `policy` input accepts.
func PolicyIDs() []string {
	ids := make([]string, len(Policies))
	for i, p := range Policies {
		ids[i] = p.Name
	}
	return ids
}

// PolicyNamed returns the policy called name.
func PolicyNamed(name string) (Policy, bool) {
	for _, p := range Policies {
		if p.Name == name {
			return p, true
		}
	}
	return Policy{}, false
}

func mustPolicy(name string) Policy {
	p, ok := PolicyNamed(name)
	if !ok {
		panic(fmt.Sprintf("vsancap: unknown policy %q", name))
	}
	return p
}

// Layout is how a policy places an object's data on a cluster of a given
// size: its id (the `layout` result), the raw capacity per GB of data, and
// the hosts it needs.
type Layout struct {
	ID         string
	Multiplier float64
	MinHosts   int
}

// The layouts. RAID-1 keeps FTT+1 copies; OSA RAID-5 is 3+1; ESA's adaptive
// RAID-5 is 2+1 on 3–5 hosts and 4+1 on 6 or more; RAID-6 is 4+2 on both.
var (
	LayoutMirror2 = Layout{ID: "raid1-2-copies", Multiplier: 2, MinHosts: 3}
	LayoutMirror3 = Layout{ID: "raid1-3-copies", Multiplier: 3, MinHosts: 5}
	LayoutMirror4 = Layout{ID: "raid1-4-copies", Multiplier: 4, MinHosts: 7}
	LayoutRAID531 = Layout{ID: "raid5-3+1", Multiplier: 4.0 / 3, MinHosts: 4}
	LayoutRAID521 = Layout{ID: "raid5-2+1", Multiplier: 1.5, MinHosts: 3}
	LayoutRAID541 = Layout{ID: "raid5-4+1", Multiplier: 1.25, MinHosts: AdaptiveRAID5Hosts}
	LayoutRAID642 = Layout{ID: "raid6-4+2", Multiplier: 1.5, MinHosts: 6}
)

// AdaptiveRAID5Hosts is the host count from which ESA lays RAID-5 out as
// 4+1 instead of 2+1 (Duncan Epping, "vSAN 8.0 ESA – Introducing Adaptive
// RAID-5", Yellow Bricks, 2022: "RAID-5, 2+1, 3-5 hosts"; 4+1 "6 hosts or
// more"). The multipliers ×1.5 and ×1.25 are Broadcom KB 394410's (2025).
const AdaptiveRAID5Hosts = 6

// LayoutOf is the layout of policy p on arch with hosts hosts (fault
// domains). Only ESA's RAID-5 depends on the host count.
func LayoutOf(arch string, p Policy, hosts int) Layout {
	switch {
	case p.Name == "raid5-ftt1" && arch == ESA:
		if hosts >= AdaptiveRAID5Hosts {
			return LayoutRAID541
		}
		return LayoutRAID521
	case p.Name == "raid5-ftt1":
		return LayoutRAID531
	case p.Name == "raid6-ftt2":
		return LayoutRAID642
	case p.FTT == 2:
		return LayoutMirror3
	case p.FTT == 3:
		return LayoutMirror4
	}
	return LayoutMirror2
}

// MinHostsOf is the smallest cluster policy p runs on with arch: ESA's
// adaptive RAID-5 starts at 3 hosts (2+1), OSA's at 4 (3+1).
func MinHostsOf(arch string, p Policy) int {
	return policyMinHosts(arch, p)
}

// minHosts is MinHostsOf for the cluster the inputs describe: a 2-node
// cluster's witness appliance is the mirror's third fault domain, so its 2
// data hosts are enough; a storage cluster needs at least StorageMinHosts
// hosts (a site of a stretched one, as many) whatever the policy, which
// fault domains, counted instead of hosts, cannot show.
func minHosts(in Inputs, p Policy) int {
	switch {
	case IsTwoNode(in) && p.Name == "raid1-ftt1":
		return TwoNodeHosts
	case in.Deployment == StorageCluster && in.ClusterType != FaultDomains:
		// with fault domains the inputs count domains, not hosts
		return max(StorageMinHosts, policyMinHosts(in.Architecture, p))
	}
	return policyMinHosts(in.Architecture, p)
}

// policyMinHosts is the fewest hosts (fault domains) policy p can place
// its components on.
func policyMinHosts(arch string, p Policy) int {
	if arch == ESA && p.Name == "raid5-ftt1" {
		return LayoutRAID521.MinHosts
	}
	return p.MinHosts
}

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

// StorageNoRebuildReserveHosts is the size of vSAN storage cluster on which
// VMware Cloud Foundation 9.0 recommends against the host rebuild reserve:
// "If a vSAN storage cluster consists of only four (4) ESX hosts, do not
// enable the Host Rebuild Reserve", because with auto-policy management it
// "prevents vSAN storage clusters from using adaptive RAID-5 storage
// policy" (VCF-VSAN-STG-CLU-RCMD-CFG-002, "vSAN Single-Rack Storage Cluster
// Storage Model").
const StorageNoRebuildReserveHosts = 4

// GainPct returns the percentage gain of after over before: (after/before − 1) × 100.
// before must be positive.
func GainPct(before, after float64) float64 {
	if before <= 0 {
		panic("vsancap: GainPct needs a positive base")
	}
	return (after/before - 1) * 100
}

// RawGB returns the raw capacity of an OSA cluster: hosts × disk groups per
// host × capacity disks per group × capacity disk size.
func RawGB(hosts, groups, disks int, diskGB float64) float64 {
	return float64(hosts) * float64(groups) * float64(disks) * diskGB
}

// UsableGB returns the VM data that fits in rawGB under policy multiplier m,
// keeping slackPct of the raw capacity free, with data reduction ratio d:
// raw / m × (1 − slack/100) × d.
func UsableGB(rawGB, m, slackPct, d float64) float64 {
	return rawGB / m * (1 - slackPct/100) * d
}

// ConsumedRawGB returns the raw capacity vmDataGB occupies under raw
// multiplier m (the policy's, times the ESA overhead factor where there is
// one) with data reduction ratio d: vm × m / d.
func ConsumedRawGB(vmDataGB, m, d float64) float64 {
	return vmDataGB * m / d
}

// RawRequiredGB returns the raw capacity to provide for vmDataGB under policy
// multiplier m with reduction ratio d while keeping slackPct (< 100) free:
// vm × m / d / (1 − slack/100).
func RawRequiredGB(vmDataGB, m, slackPct, d float64) float64 {
	return ConsumedRawGB(vmDataGB, m, d) / (1 - slackPct/100)
}

// HostsRequired returns the hosts needed to provide rawRequiredGB at
// rawPerHostGB (> 0) each, and never fewer than minHosts: the slack rule,
// where every host adds the same usable capacity.
func HostsRequired(rawRequiredGB, rawPerHostGB float64, minHosts int) int {
	n := math.Ceil(scenario.Clean(rawRequiredGB / rawPerHostGB))
	if n < float64(minHosts) {
		return minHosts
	}
	return int(n)
}

// HostRebuildReserveGB is the host rebuild reserve of a cluster of hosts
// equal hosts with rawGB in all: the capacity of the largest host, rawGB /
// hosts (25 % at 4 hosts, 8 % at 12: VCF 9.0 design, VCF-VSAN-RCMD-CFG-003).
func HostRebuildReserveGB(rawGB float64, hosts int) float64 {
	return rawGB / float64(hosts)
}

// OperationsReserveGB is the calculator's operations reserve: hosts ×
// perHostGB of transient space plus bufferPct of rawGB (see
// OpsReserveGBPerHost for the documents and the assumption).
func OperationsReserveGB(rawGB float64, hosts int, perHostGB, bufferPct float64) float64 {
	return float64(hosts)*perHostGB + rawGB*bufferPct/100
}

// model is the capacity model of one set of valid inputs: what every host
// holds, how data is reduced and protected, and which headroom is kept.
type model struct {
	in       Inputs
	policy   Policy
	current  bool    // vSAN 8 ESA or VCF 9 rules
	hostRaw  float64 // raw GB per host (per fault domain, per site's host)
	overhead float64 // ESA overhead as a fraction (0 on OSA)
	compress float64 // compression ratio applied
	dedupe   float64 // deduplication ratio applied
	// sys is the share of raw capacity vSAN keeps for its own metadata and
	// counts as used: OSA deduplication and compression (about 5 %), ESA
	// global metadata (about 10 %); 0 otherwise.
	sys float64
	// legacy is the model of revision 1 (before December 2026): no system
	// overhead, ESA deduplication credited under vcf9 whenever a ratio is
	// given, the host rebuild reserve kept on 4-host storage clusters. It
	// only answers "what did a link made before say" (Changes).
	legacy bool
}

func newModel(in Inputs) model {
	m := model{in: in, policy: mustPolicy(in.Policy), current: rules.Current(in.Rules), compress: 1, dedupe: 1}
	if in.Architecture == ESA {
		m.hostRaw = float64(in.DevicesPerHost) * in.CapacityDiskGB
		m.overhead = in.ESAOverheadPct / 100
		m.compress = in.CompressionRatio
		if GlobalDedupeOn(in) {
			m.dedupe = in.DedupeRatio
		}
		m.sys = in.ESAMetadataPct / 100
	} else {
		m.hostRaw = RawGB(1, in.DiskGroupsPerHost, in.CapacityDisksPerGroup, in.CapacityDiskGB)
		if in.AllFlash {
			m.dedupe = in.DedupeRatio
			if in.DedupeRatio > 1 {
				m.sys = in.DedupeOverheadPct / 100
			}
		}
	}
	return m
}

// legacyModel is the model of revision 1 for the same inputs.
func legacyModel(in Inputs) model {
	m := newModel(in)
	m.legacy, m.sys = true, 0
	if in.Architecture == ESA && in.Rules == rules.VCF9 {
		m.dedupe = in.DedupeRatio
	}
	return m
}

// GlobalDedupeOn reports whether ESA global deduplication counts: under the
// VMware Cloud Foundation 9 rules, on ESA, when esa_global_dedupe names the
// release that runs it. VCF 9.0 itself: "vSAN Express Storage Architecture
// (ESA) does not support deduplication".
func GlobalDedupeOn(in Inputs) bool {
	return in.Architecture == ESA && in.Rules == rules.VCF9 && in.ESAGlobalDedupe != "" && in.ESAGlobalDedupe != GlobalDedupeOff
}

// sysGB is the system overhead of raw GB of capacity.
func (m model) sysGB(raw float64) float64 { return raw * m.sys }

// reduction is the data reduction applied: compression × deduplication.
func (m model) reduction() float64 { return m.compress * m.dedupe }

// layout is the policy's layout on n hosts.
func (m model) layout(n int) Layout { return LayoutOf(m.in.Architecture, m.policy, n) }

// rawFactor is the raw GB one GB of (reduced) data takes on n hosts: the
// layout's multiplier times the ESA overhead factor.
func (m model) rawFactor(n int) float64 { return m.layout(n).Multiplier * (1 + m.overhead) }

// reservesSupported reports whether vSAN's reserves can be used on n hosts
// of this cluster type: not on 2- and 3-node, stretched and fault-domain
// clusters.
func (m model) reservesSupported(n int) bool {
	return n >= ReservesMinHosts && m.in.ClusterType == Standard
}

// headroom is the headroom kept on n hosts: slack under the classic rules,
// where slack is chosen, and where the reserves are not supported.
func (m model) headroom(n int) string {
	if !m.current || m.in.Headroom == HeadroomSlack || !m.reservesSupported(n) {
		return HeadroomSlack
	}
	if m.noRebuildReserve(n) {
		return HeadroomOperations
	}
	return m.in.Headroom
}

// noRebuildReserve reports whether the host rebuild reserve asked for is
// left off on n hosts: a vSAN storage cluster of only 4 hosts, where VMware
// Cloud Foundation 9.0 recommends against it (VCF-VSAN-STG-CLU-RCMD-CFG-002:
// with auto-policy management it would turn RAID-5 into RAID-1); the
// operations reserve stays.
func (m model) noRebuildReserve(n int) bool {
	return !m.legacy && m.in.Headroom == HeadroomReserves && m.in.Deployment == StorageCluster && n == StorageNoRebuildReserveHosts
}

// reserves are the GB kept free on n hosts of m.hostRaw each: slack, host
// rebuild reserve and operations reserve (two of them are 0).
type reserves struct{ slack, rebuild, ops float64 }

func (r reserves) total() float64 { return r.slack + r.rebuild + r.ops }

func (m model) reservesAt(n int) reserves {
	raw := float64(n) * m.hostRaw
	switch m.headroom(n) {
	case HeadroomReserves:
		return reserves{rebuild: HostRebuildReserveGB(raw, n),
			ops: OperationsReserveGB(raw, n, m.in.OpsReserveGBPerHost, m.in.OpsBufferPct)}
	case HeadroomOperations:
		return reserves{ops: OperationsReserveGB(raw, n, m.in.OpsReserveGBPerHost, m.in.OpsBufferPct)}
	}
	return reserves{slack: raw * m.in.SlackPct / 100}
}

// usableAt is the VM data n hosts hold with their headroom kept free (0
// when the reserves take it all).
func (m model) usableAt(n int) float64 {
	raw := float64(n) * m.hostRaw
	if m.headroom(n) == HeadroomSlack {
		if m.sys == 0 {
			// the classic order of operations, so classic results stay exact
			return max(0, UsableGB(raw, m.rawFactor(n), m.in.SlackPct, m.reduction()))
		}
		return max(0, raw*(1-m.in.SlackPct/100-m.sys)/m.rawFactor(n)*m.reduction())
	}
	return max(0, (raw-m.reservesAt(n).total()-m.sysGB(raw))/m.rawFactor(n)*m.reduction())
}

// netPerHost is the usable raw capacity each further host adds under the
// reserves: its raw capacity less its share of the operations reserve and
// of the system overhead.
func (m model) netPerHost() float64 {
	return m.hostRaw*(1-m.in.OpsBufferPct/100-m.sys) - m.in.OpsReserveGBPerHost
}

// hostsRequired is the smallest host count, at least minHosts, whose usable
// capacity holds vm GB of data. Under the classic rules it is the slack
// formula of HostsRequired; under the current rules the layout and the
// headroom may change with the host count (adaptive RAID-5 at 6 hosts,
// reserves from 4), so small counts are tried one by one and larger ones
// solved in closed form (every host past the last switch adds the same).
func (m model) hostsRequired(vm float64, minHosts int) int {
	if !m.current {
		return HostsRequired(m.rawRequired(vm, m.in.Hosts), m.hostRaw, minHosts)
	}
	fits := func(n int) bool { return scenario.Clean(vm) <= scenario.Clean(m.usableAt(n)) }
	const linearFrom = AdaptiveRAID5Hosts + 1 // past every switch
	n := minHosts
	for ; n < linearFrom; n++ {
		if fits(n) {
			return n
		}
	}
	// From linearFrom on, usable(n) = (a·n − b) / k × r.
	k, r := m.rawFactor(n), m.reduction()
	var a, b float64
	switch m.headroom(n) {
	case HeadroomReserves:
		a, b = m.netPerHost(), m.hostRaw
	case HeadroomOperations:
		a = m.netPerHost()
	default:
		a = m.hostRaw * (1 - m.in.SlackPct/100 - m.sys)
	}
	if a <= 0 {
		return maxHostsRequired // no number of hosts holds it (Check refuses this)
	}
	est := math.Ceil((vm*k/r + b) / a)
	if est >= maxHostsRequired {
		return maxHostsRequired
	}
	n = max(linearFrom, int(est))
	for n > linearFrom && fits(n-1) {
		n--
	}
	for !fits(n) && n < maxHostsRequired {
		n++
	}
	return n
}

// maxHostsRequired bounds hosts_required: beyond it the answer is no real
// cluster, and the registry's guard reports the inputs.
const maxHostsRequired = 2e15

// rawRequired is the raw capacity n hosts need to hold vm GB of data with
// their headroom kept free, the host count fixed (bigger or more devices).
func (m model) rawRequired(vm float64, n int) float64 {
	consumed := ConsumedRawGB(vm, m.rawFactor(n), m.reduction())
	b := m.in.OpsBufferPct / 100
	ops := float64(n) * m.in.OpsReserveGBPerHost
	switch m.headroom(n) {
	case HeadroomReserves:
		return (consumed + ops) / (1 - 1/float64(n) - b - m.sys)
	case HeadroomOperations:
		return (consumed + ops) / (1 - b - m.sys)
	}
	if m.sys == 0 {
		return RawRequiredGB(vm, m.rawFactor(n), m.in.SlackPct, m.reduction())
	}
	return consumed / (1 - m.in.SlackPct/100 - m.sys)
}

// failure is what one host (fault domain) failure leaves.
type failure struct {
	hosts         int
	layout        Layout
	reprotectable bool
	rawGB         float64
	keptGB        float64 // headroom still kept free: the operations reserve
	sysGB         float64 // system overhead on the hosts left
	usableGB      float64
	// slackKeptGB is the usable capacity after the failure when the slack
	// is kept free again afterwards (the stricter N+1 reading, Dell's):
	// the n − 1 hosts' raw less slack and system overhead. Equal to
	// usableGB where reserves are kept (they already leave the operations
	// reserve free) or the layout cannot be re-protected.
	slackKeptGB float64
	fillPct     float64
	fits        bool // the VM data is still held (readable)
	protected   bool // and protected by the policy again after the rebuild
	ftt         int  // failures the data still tolerates
}

// afterFailure answers: when one of n hosts fails and vSAN rebuilds its
// components on the n − 1 others, can the objects be re-protected (RAID-1
// needs 2·FTT+1 hosts, OSA RAID-5 4, RAID-6 6, ESA RAID-5 3 as 2+1: a 4+1
// layout is re-laid out as 2+1 below 6 hosts), and does the data still fit?
//
// The rebuild uses the headroom kept for it: the host rebuild reserve, or
// the slack; the operations reserve stays free. So the usable capacity
// after the failure is the lesser of the usable capacity before it and
// (raw of n − 1 hosts − operations reserve) / raw factor after re-layout ×
// reduction: a failure never adds capacity.
//
// Without re-protection the objects keep their layout with the failed
// host's components absent, and run with reduced protection until the host
// returns: nothing is rebuilt or moved, so the hosts left hold the same data
// (usable as before, as full as before) and it stays readable, but it
// tolerates one failure fewer. vSAN's own description: with too few fault
// domains left, objects stay non-compliant ("reduced availability") until
// the host comes back.
//
// fits is whether the VM data is still held, protected whether it is also
// protected by the policy again (re-protected and fits after the rebuild),
// and ftt the failures it then tolerates: the policy's FTT when protected,
// else one fewer (objects not rebuilt lost a copy or a parity component).
func (m model) afterFailure(vm float64, n int, usable float64) failure {
	f := failure{hosts: n - 1, layout: m.layout(n - 1)}
	f.reprotectable = f.hosts >= f.layout.MinHosts
	f.rawGB = float64(f.hosts) * m.hostRaw
	if m.headroom(n) != HeadroomSlack {
		f.keptGB = m.reservesAt(n).ops
	}
	if !f.reprotectable {
		f.layout = m.layout(n)
		f.usableGB = usable
		f.slackKeptGB = usable
		raw := float64(n) * m.hostRaw
		f.fillPct = (ConsumedRawGB(vm, m.rawFactor(n), m.reduction()) + m.sysGB(raw)) / raw * 100
		f.fits = scenario.Clean(vm) <= scenario.Clean(f.usableGB)
		f.ftt = m.policy.FTT - 1
		return f
	}
	k := f.layout.Multiplier * (1 + m.overhead)
	f.sysGB = m.sysGB(f.rawGB)
	f.usableGB = max(0, min(usable, (f.rawGB-f.keptGB-f.sysGB)/k*m.reduction()))
	f.slackKeptGB = f.usableGB
	if m.headroom(n) == HeadroomSlack {
		f.slackKeptGB = max(0, min(usable, f.rawGB*(1-m.in.SlackPct/100-m.sys)/k*m.reduction()))
	}
	f.fillPct = (ConsumedRawGB(vm, k, m.reduction()) + f.sysGB) / f.rawGB * 100
	f.fits = scenario.Clean(vm) <= scenario.Clean(f.usableGB)
	f.protected = f.fits
	f.ftt = m.policy.FTT
	if !f.protected {
		f.ftt = m.policy.FTT - 1
	}
	return f
}
