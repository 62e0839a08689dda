package vsancap

import (
	"slices"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
)

// ID is the calculator's id in documents and URLs.
const ID = "vsan-capacity"

// Smallest meaningful values: an amount of data, a reserve or a share that
// is not 0 is at least this (smaller values are not measurable, and carry
// 300-digit numbers into the formulas).
const (
	MinGB  = 0.01 // GB
	MinPct = 0.01 // %
)

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
	ESAOverheadPct      float64 `json:"esa_overhead_pct" validate:"finite,gte=0,lte=50"`
	Headroom            string  `json:"headroom" validate:"oneof=reserves operations slack"`
	SlackPct            float64 `json:"slack_pct" validate:"finite,gte=0,lte=90"`
	OpsReserveGBPerHost float64 `json:"ops_reserve_gb_per_host" validate:"finite,gte=0,lte=10000"`
	OpsBufferPct        float64 `json:"ops_buffer_pct" validate:"finite,gte=0,lte=50"`
	VMDataGB            float64 `json:"vm_data_gb" validate:"finite,gte=0,lte=1000000000"`
	// DedupeOverheadPct is the raw capacity OSA deduplication and
	// compression keep for their metadata, in % (DedupeOverheadPct, about
	// 5); it applies when dedupe_ratio is above 1 on OSA all-flash.
	DedupeOverheadPct float64 `json:"dedupe_overhead_pct" validate:"finite,gte=0,lte=30"`
	// ESAMetadataPct is the raw capacity ESA keeps for its global metadata,
	// in % (ESAMetadataPct, about 10, an assumption).
	ESAMetadataPct float64 `json:"esa_metadata_pct" validate:"finite,gte=0,lte=30"`
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

// Check refuses what the cluster cannot run: ESA under the classic rules or
// without all-flash, too few hosts for the policy, erasure coding on a
// hybrid OSA cluster, and reserves larger than the hosts.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	for _, f := range []struct {
		name  string
		x     float64
		least float64
		u     msg.Unit
	}{
		{"vm_data_gb", in.VMDataGB, MinGB, msg.GB},
		{"ops_reserve_gb_per_host", in.OpsReserveGBPerHost, MinGB, msg.GB},
		{"slack_pct", in.SlackPct, MinPct, msg.Percent},
		{"ops_buffer_pct", in.OpsBufferPct, MinPct, msg.Percent},
		{"esa_overhead_pct", in.ESAOverheadPct, MinPct, msg.Percent},
		{"dedupe_overhead_pct", in.DedupeOverheadPct, MinPct, msg.Percent},
		{"esa_metadata_pct", in.ESAMetadataPct, MinPct, msg.Percent},
	} {
		if f.x != 0 && f.x < f.least {
			errs.Report(f.name, scenario.MsgZeroOrMin, msg.Qty(f.least, f.u))
		}
	}
	if len(errs) > 0 {
		return errs
	}
	p := mustPolicy(in.Policy)
	esa := msg.Txt(msg.Same("ESA"))
	if in.Architecture == ESA && in.Rules == rules.Classic {
		errs.Report("architecture", errESAClassic, esa, msg.Choice("rules", rules.VSAN8ESA), msg.Choice("rules", rules.VCF9))
	}
	if in.Architecture == ESA && !in.AllFlash {
		errs.Report("all_flash", errESAHybrid, esa, msg.Txt(msg.Same("OSA")))
	}
	need := MinHostsOf(in.Architecture, p) // a storage cluster's own minimum: checkStorageCluster
	if IsTwoNode(*in) && p.Name == "raid1-ftt1" {
		need = TwoNodeHosts
	}
	switch {
	case in.Hosts < need && p.Name == "raid1-ftt1" && in.ClusterType == Standard:
		// 1 host: say that 2 would do, as a 2-node cluster
		errs.Report("hosts", errHostsMirror, policyName(p.Name), msg.Int(need), msg.Int(TwoNodeHosts), msg.Int(in.Hosts))
	case in.Hosts < need:
		errs.Report("hosts", errHosts, policyName(p.Name), msg.Int(need), msg.Int(in.Hosts))
	}
	if in.Deployment == StorageCluster {
		// one problem per field: the policy's host minimum, when broken,
		// is said first and the storage cluster's is not added to it
		checkStorageCluster(in, in.Hosts >= need, &errs)
	}
	if in.Architecture == OSA && p.AllFlashOnly && !in.AllFlash {
		errs.Report("all_flash", errHybridEC, policyName(p.Name), msg.Choice("policy", mirrorOf(p).Name))
	}
	if len(errs) > 0 {
		return errs
	}
	m := newModel(*in)
	if m.sys > 0 && in.SlackPct+m.sys*100 >= 100 {
		// slack and vSAN's own metadata leave nothing for data
		errs.Report(sysField(*in), errSysSlack, pct(m.sys*100), pct(in.SlackPct))
		return errs
	}
	if !m.current || in.Headroom == HeadroomSlack || in.ClusterType != Standard {
		return errs
	}
	raw := float64(in.Hosts) * m.hostRaw
	res := m.reservesAt(in.Hosts)
	slack := msg.Choice("headroom", HeadroomSlack)
	switch {
	case m.netPerHost() <= 0:
		// no host count holds anything once the reserves apply
		errs.Report("capacity_disk_gb", errReservesHost, gb(m.hostRaw), gb(in.OpsReserveGBPerHost), pct(in.OpsBufferPct+m.sys*100),
			gb(0), slack, msg.Field("headroom"))
	case m.headroom(in.Hosts) != HeadroomSlack && res.total()+m.sysGB(raw) >= raw:
		errs.Report("capacity_disk_gb", errReserves, msg.Qty(float64(in.Hosts), msg.Host), gb(scenario.Clean(res.total()+m.sysGB(raw))), gb(raw),
			slack, msg.Field("headroom"))
	}
	return errs
}

// sysField is the input that sets the system overhead of in.
func sysField(in Inputs) string {
	if in.Architecture == ESA {
		return "esa_metadata_pct"
	}
	return "dedupe_overhead_pct"
}

// checkStorageCluster refuses a vSAN storage cluster (vSAN Max) that its
// design pages do not allow: under the classic rules (vSAN 6/7 had none),
// not ESA, hosts outside 4–32 (at least 4 per
// site when stretched; fault domains are counted, not hosts, so warn
// checks those), fewer than 2 devices per host.
func checkStorageCluster(in *Inputs, checkHosts bool, errs *scenario.Errors) {
	switch {
	case in.Rules == rules.Classic:
		errs.Report("deployment", errStorageClassic, msg.Choice("rules", rules.VSAN8ESA), msg.Choice("rules", rules.VCF9))
	case in.Architecture != ESA:
		errs.Report("deployment", errStorageESA, msg.Txt(msg.Same("ESA")), msg.Field("architecture"))
	}
	switch {
	case !checkHosts:
	case in.ClusterType == Standard:
		if in.Hosts < StorageMinHosts || in.Hosts > StorageMaxHosts {
			errs.Report("hosts", errStorageHosts, msg.Int(StorageMinHosts), msg.Int(StorageMaxHosts), msg.Int(in.Hosts))
		}
	case in.ClusterType == Stretched:
		if in.Hosts < StretchedStorageMinHosts {
			errs.Report("hosts", errStorageSiteHosts, msg.Int(StretchedStorageMinHosts), msg.Int(in.Hosts))
		}
	}
	if in.Architecture == ESA && in.DevicesPerHost < StorageMinDevices {
		errs.Report("devices_per_host", errStorageDevices, msg.Int(StorageMinDevices), msg.Int(in.DevicesPerHost))
	}
}

// mirrorOf is the RAID-1 policy with p's failures to tolerate.
func mirrorOf(p Policy) Policy {
	for _, q := range Policies {
		if q.FTT == p.FTT && q.Mirror() {
			return q
		}
	}
	return Policies[0]
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	m := newModel(in)
	n := in.Hosts
	lay := m.layout(n)
	k := m.rawFactor(n)
	red := m.reduction()
	raw := float64(n) * m.hostRaw
	res := m.reservesAt(n)
	head := m.headroom(n)
	afterPolicy := raw / k
	sys := m.sysGB(raw)
	afterHeadroom := afterPolicy * (1 - in.SlackPct/100 - m.sys)
	if head != HeadroomSlack {
		afterHeadroom = max(0, (raw-res.total()-sys)/k)
	}
	usable := m.usableAt(n)
	consumed := ConsumedRawGB(in.VMDataGB, k, red)
	required := m.rawRequired(in.VMDataGB, n)
	minHosts := minHosts(in, m.policy)
	fail := m.afterFailure(in.VMDataGB, n, usable)
	r := Results{
		RawGB:                         scenario.Clean(raw),
		PolicyMultiplier:              lay.Multiplier,
		AfterPolicyGB:                 scenario.Clean(afterPolicy),
		AfterSlackGB:                  scenario.Clean(afterHeadroom),
		UsableGB:                      scenario.Clean(usable),
		ConsumedRawGB:                 scenario.Clean(consumed),
		RawRequiredGB:                 scenario.Clean(required),
		MinHosts:                      minHosts,
		HostsRequired:                 m.hostsRequired(in.VMDataGB, minHosts),
		FillPct:                       scenario.Clean((consumed + sys) / raw * 100),
		DedupeRatioApplied:            m.dedupe,
		CompressionRatioApplied:       m.compress,
		Layout:                        lay.ID,
		OverheadPct:                   scenario.Clean(m.overhead * 100),
		RawPerDataGB:                  scenario.Clean(k / red),
		Headroom:                      head,
		SlackGB:                       scenario.Clean(res.slack),
		HostRebuildReserveGB:          scenario.Clean(res.rebuild),
		OperationsReserveGB:           scenario.Clean(res.ops),
		HeadroomPct:                   scenario.Clean(res.total() / raw * 100),
		AfterFailureHosts:             fail.hosts,
		AfterFailureLayout:            fail.layout.ID,
		AfterFailureMultiplier:        fail.layout.Multiplier,
		Reprotectable:                 fail.reprotectable,
		AfterFailureUsableGB:          scenario.Clean(fail.usableGB),
		AfterFailureFillPct:           scenario.Clean(fail.fillPct),
		AfterFailureFits:              fail.fits,
		AfterFailureProtected:         fail.protected,
		AfterFailureFTT:               fail.ftt,
		AfterFailureSlackKeptUsableGB: scenario.Clean(fail.slackKeptGB),
		SystemOverheadGB:              scenario.Clean(sys),
		SystemOverheadPct:             scenario.Clean(m.sys * 100),
	}
	r.Fits = scenario.Clean(required) <= r.RawGB
	over, cited := clusterLimits(in, r)
	warnings := append(rules.ChangeWarnings(in.RulesRevision, Changes(in, r)), warn(in, m, r, fail)...)
	return calc.Outcome{
		Results:  r,
		Steps:    steps(in, m, r, fail),
		Warnings: append(warnings, over...),
		Sources:  append(sources(in, m, r), cited...),
		Chart:    Chart(in, r),
	}
}

// Changes are the figures a document written under revision 1 (before
// December 2026) now gets differently, each with the rule changes that
// moved it: OSA deduplication's 5 % of raw and ESA's global metadata (10 %)
// kept as used capacity, no host rebuild reserve on a 4-host storage
// cluster, and ESA deduplication under vcf9 only when esa_global_dedupe
// says the release runs it. Nothing for a current document.
func Changes(in Inputs, r Results) []rules.Change {
	if !rules.Legacy(in.RulesRevision) {
		return nil
	}
	old := legacyModel(in)
	n := in.Hosts
	oldUsable := old.usableAt(n)
	oldFill := ConsumedRawGB(in.VMDataGB, old.rawFactor(n), old.reduction()) / (float64(n) * old.hostRaw) * 100
	oldHosts := old.hostsRequired(in.VMDataGB, minHosts(in, old.policy))
	oldFail := old.afterFailure(in.VMDataGB, n, oldUsable)
	why := msg.Sub(changeWhy(in, old))
	var out []rules.Change
	add := func(what msg.Text, was, now float64, u msg.Unit) {
		if scenario.Clean(was) != scenario.Clean(now) {
			out = append(out, rules.Change{What: msg.Txt(what), Was: msg.Qty(scenario.Clean(was), u), Now: msg.Qty(now, u), Why: why})
		}
	}
	add(whatUsable, oldUsable, r.UsableGB, msg.GB)
	add(whatFill, oldFill, r.FillPct, msg.Percent)
	add(whatAfterFailure, oldFail.usableGB, r.AfterFailureUsableGB, msg.GB)
	add(whatHosts, float64(oldHosts), float64(r.HostsRequired), msg.Host)
	return out
}

// changeWhy words the rule changes of revision 2 that apply to in.
func changeWhy(in Inputs, old model) msg.Message {
	var parts []msg.Message
	m := newModel(in)
	if m.sys > 0 && in.Architecture == ESA {
		parts = append(parts, whyESAMetadata.With(pct(in.ESAMetadataPct)))
	}
	if m.sys > 0 && in.Architecture != ESA {
		parts = append(parts, whyDedupeOverhead.With(pct(in.DedupeOverheadPct)))
	}
	if m.noRebuildReserve(in.Hosts) {
		parts = append(parts, whyStorage4.With())
	}
	if old.dedupe != m.dedupe && in.Architecture == ESA {
		parts = append(parts, whyGlobalDedupe.With(msg.Field("esa_global_dedupe")))
	}
	if len(parts) == 0 {
		return msg.Message{}
	}
	out := parts[0]
	for _, p := range parts[1:] {
		out = changeJoin.With(msg.Sub(out), msg.Sub(p))
	}
	return out
}

// MaxDevicesPerHost is the most storage-pool devices per host the
// devices_per_host input takes.
const MaxDevicesPerHost = 32

// Variant is the copy of in that "Compare with current rules" (or with the
// classic rules) means: the same hosts on the other architecture, not the
// same OSA inputs under another rule set (which, on a stretched or 3-host
// cluster, answer exactly as before). To the current rules an OSA cluster
// becomes ESA: each host's capacity devices (disk groups × capacity disks)
// form its storage pool, the same raw capacity, the cache devices left out
// (ESA has no cache tier), all-flash (a hybrid cluster's magnetic disks
// become NVMe devices of the same size). Back to the classic rules an ESA
// cluster becomes OSA disk groups of at most 7 capacity devices, as few
// groups as hold its devices. It returns in unchanged, and a zero message,
// for any other input.
func Variant(in Inputs, name, value string) (Inputs, msg.Message) {
	if name != "rules" {
		return in, msg.Message{}
	}
	switch {
	case rules.Current(value) && in.Architecture == OSA:
		devices := in.DiskGroupsPerHost * in.CapacityDisksPerGroup
		hybrid := !in.AllFlash
		in.Architecture, in.AllFlash = ESA, true
		in.DevicesPerHost = min(devices, MaxDevicesPerHost)
		switch {
		case devices > MaxDevicesPerHost:
			return in, variantESACapped.With(msg.Int(devices), msg.Int(MaxDevicesPerHost))
		case hybrid:
			return in, variantESAHybrid.With(msg.Int(devices), gb(in.CapacityDiskGB))
		}
		return in, variantESA.With(msg.Int(devices), gb(in.CapacityDiskGB))
	case value == rules.Classic && in.Architecture == ESA:
		devices := in.DevicesPerHost
		groups, disks := osaLayout(devices)
		in.Architecture = OSA
		in.DiskGroupsPerHost, in.CapacityDisksPerGroup = groups, disks
		if groups*disks < devices {
			return in, variantOSAFewer.With(msg.Int(devices), msg.Int(groups), msg.Int(disks), msg.Int(devices-groups*disks))
		}
		return in, variantOSA.With(msg.Int(devices), msg.Int(groups), msg.Int(disks))
	}
	return in, msg.Message{}
}

// osaLayout is the OSA disk groups (at most 5 a host, at most 7 capacity
// disks a group, as the inputs take them) that hold most of a host's ESA
// devices, all of them when they divide evenly; of equal layouts the fewest
// groups. Never more devices than the host had: a copy must not invent raw
// capacity.
func osaLayout(devices int) (groups, disks int) {
	best := -1
	for g := max(1, (devices+6)/7); g <= 5; g++ {
		d := min(devices/g, 7)
		if d >= 1 && g*d > best {
			best, groups, disks = g*d, g, d
		}
	}
	return groups, disks
}

// ClusterOf is the cluster the inputs describe, for the cluster maxima: the
// hosts entered, both sites of a stretched cluster (the inputs describe one
// site), and the fault domains of a fault-domain cluster (each at least one
// host).
func ClusterOf(in Inputs) limits.Cluster {
	if in.ClusterType == Stretched {
		return limits.Cluster{Hosts: 2 * in.Hosts, HostsPerSite: in.Hosts}
	}
	return limits.Cluster{Hosts: in.Hosts}
}

// clusterLimits checks the cluster against the maxima of the rule set
// (engine/limits), and the hosts the VM data needs against one vSAN
// cluster; it returns the warnings and the citations of the maxima they
// name.
func clusterLimits(in Inputs, r Results) (warnings, cited []msg.Message) {
	warnings, cited = limits.Report(in.Rules, ClusterOf(in))
	maxHosts := limits.For(in.Rules).VSANHosts
	if need := r.HostsRequired; !r.Fits && maxHosts.Known() && need > maxHosts.Value && need > in.Hosts {
		warnings = append(warnings, warnHostsRequiredMax.With(msg.Qty(float64(need), msg.Host), msg.Qty(float64(maxHosts.Value), msg.Host)))
		if !slices.ContainsFunc(cited, func(c msg.Message) bool { return c.String() == maxHosts.Source.String() }) {
			cited = append(cited, maxHosts.Source)
		}
	}
	return warnings, cited
}

func gb(x float64) msg.Arg  { return msg.Qty(x, msg.GB) }
func pct(x float64) msg.Arg { return msg.Qty(x, msg.Percent) }

// multiplierArg writes a layout's multiplier: 4/3 for RAID-5 3+1, as the
// documents write it, else the number.
func multiplierArg(l Layout) msg.Arg {
	if l == LayoutRAID531 {
		return msg.Code("4/3")
	}
	return msg.Num(l.Multiplier)
}

// factorArg writes the raw factor of layout l: its multiplier (4/3 for
// RAID-5 3+1), times (1 + overhead) on ESA.
func factorArg(in Inputs, l Layout) msg.Arg {
	if in.Architecture != ESA {
		return multiplierArg(l)
	}
	return msg.Sub(factorESA.With(msg.Num(l.Multiplier), pct(in.ESAOverheadPct)))
}

// policyName names a policy in a sentence ("RAID-5, FTT=1").
func policyName(name string) msg.Arg { return msg.Txt(mustPolicy(name).Short) }

// steps is the worked calculation.
func steps(in Inputs, m model, r Results, f failure) []calc.Step {
	n := in.Hosts
	lay := m.layout(n)
	policy := policyName(in.Policy)
	hosts := msg.Qty(float64(n), msg.Host)
	esa := in.Architecture == ESA
	factor := 1 + m.overhead
	var s []calc.Step
	add := func(label, formula msg.Message, v float64, u msg.Unit) {
		s = append(s, calc.Step{Label: label, Formula: formula, Value: v, Unit: u})
	}
	if esa {
		add(stepRaw.With(), stepRawESA.With(hosts, msg.Int(in.DevicesPerHost), gb(in.CapacityDiskGB)), r.RawGB, msg.GB)
	} else {
		add(stepRaw.With(), stepRawOSA.With(hosts, msg.Int(in.DiskGroupsPerHost), msg.Int(in.CapacityDisksPerGroup), gb(in.CapacityDiskGB)), r.RawGB, msg.GB)
	}
	if esa && in.Policy == "raid5-ftt1" {
		add(stepPolicy.With(), stepPolicyAdapt.With(policy, msg.Int(n), msg.Txt(layoutLabels[lay.ID]), msg.Num(lay.Multiplier)), r.PolicyMultiplier, msg.Times)
	} else {
		add(stepPolicy.With(), stepPolicyF.With(policy, multiplierArg(lay), msg.Qty(float64(r.MinHosts), msg.Host)), r.PolicyMultiplier, msg.Times)
	}
	if esa {
		add(stepOverhead.With(), stepOverheadF.With(pct(in.ESAOverheadPct)), factor, msg.Times)
		add(stepAfterPolicy.With(), stepAfterPolicyE.With(gb(r.RawGB), msg.Num(lay.Multiplier), pct(in.ESAOverheadPct)), r.AfterPolicyGB, msg.GB)
	} else {
		add(stepAfterPolicy.With(), stepAfterPolicyF.With(gb(r.RawGB), multiplierArg(lay)), r.AfterPolicyGB, msg.GB)
	}
	k := factorArg(in, lay)
	sys := gb(r.SystemOverheadGB)
	if m.sys > 0 {
		if esa {
			add(stepSysESA.With(), stepSysESAF.With(gb(r.RawGB), pct(r.SystemOverheadPct)), r.SystemOverheadGB, msg.GB)
		} else {
			add(stepSysOSA.With(), stepSysOSAF.With(gb(r.RawGB), pct(r.SystemOverheadPct)), r.SystemOverheadGB, msg.GB)
		}
	}
	switch {
	case r.Headroom == HeadroomSlack && m.sys > 0:
		add(stepAfterSlack.With(), stepAfterSlackSysF.With(gb(r.AfterPolicyGB), pct(in.SlackPct), pct(r.SystemOverheadPct)), r.AfterSlackGB, msg.GB)
	case r.Headroom == HeadroomSlack:
		add(stepAfterSlack.With(), stepAfterSlackF.With(gb(r.AfterPolicyGB), pct(in.SlackPct)), r.AfterSlackGB, msg.GB)
	default:
		if r.Headroom == HeadroomReserves {
			add(stepRebuild.With(), stepRebuildF.With(gb(r.RawGB), hosts), r.HostRebuildReserveGB, msg.GB)
		}
		add(stepOps.With(), stepOpsF.With(hosts, gb(in.OpsReserveGBPerHost), pct(in.OpsBufferPct), gb(r.RawGB)), r.OperationsReserveGB, msg.GB)
		if m.sys > 0 {
			add(stepAfterRes.With(), stepAfterResSysF.With(gb(r.RawGB), gb(r.HostRebuildReserveGB), gb(r.OperationsReserveGB), sys, k), r.AfterSlackGB, msg.GB)
		} else {
			add(stepAfterRes.With(), stepAfterResF.With(gb(r.RawGB), gb(r.HostRebuildReserveGB), gb(r.OperationsReserveGB), k), r.AfterSlackGB, msg.GB)
		}
	}
	if esa {
		add(stepUsable.With(), stepUsableESA.With(gb(r.AfterSlackGB), msg.Num(m.compress), msg.Num(m.dedupe)), r.UsableGB, msg.GB)
		add(stepConsumed.With(), stepConsumedESA.With(gb(in.VMDataGB), msg.Num(lay.Multiplier), pct(in.ESAOverheadPct), msg.Num(m.compress), msg.Num(m.dedupe)), r.ConsumedRawGB, msg.GB)
	} else {
		add(stepUsable.With(), stepUsableOSA.With(gb(r.AfterSlackGB), msg.Num(m.dedupe)), r.UsableGB, msg.GB)
		add(stepConsumed.With(), stepConsumedOSA.With(gb(in.VMDataGB), multiplierArg(lay), msg.Num(m.dedupe)), r.ConsumedRawGB, msg.GB)
	}
	ops := gb(in.OpsReserveGBPerHost)
	sp := pct(r.SystemOverheadPct)
	switch {
	case r.Headroom == HeadroomSlack && m.sys > 0:
		add(stepRequired.With(), stepRequiredSysF.With(gb(r.ConsumedRawGB), pct(in.SlackPct), sp), r.RawRequiredGB, msg.GB)
	case r.Headroom == HeadroomSlack:
		add(stepRequired.With(), stepRequiredF.With(gb(r.ConsumedRawGB), pct(in.SlackPct)), r.RawRequiredGB, msg.GB)
	case r.Headroom == HeadroomReserves && m.sys > 0:
		add(stepRequiredRes.With(msg.Qty(float64(n), msg.Host)), stepRequiredResSysF.With(gb(r.ConsumedRawGB), msg.Int(n), ops, msg.Int(n), pct(in.OpsBufferPct), sp), r.RawRequiredGB, msg.GB)
	case r.Headroom == HeadroomReserves:
		add(stepRequiredRes.With(msg.Qty(float64(n), msg.Host)), stepRequiredResF.With(gb(r.ConsumedRawGB), msg.Int(n), ops, msg.Int(n), pct(in.OpsBufferPct)), r.RawRequiredGB, msg.GB)
	case m.sys > 0:
		add(stepRequiredRes.With(msg.Qty(float64(n), msg.Host)), stepRequiredOpsSysF.With(gb(r.ConsumedRawGB), msg.Int(n), ops, pct(in.OpsBufferPct), sp), r.RawRequiredGB, msg.GB)
	default:
		add(stepRequiredRes.With(msg.Qty(float64(n), msg.Host)), stepRequiredOpsF.With(gb(r.ConsumedRawGB), msg.Int(n), ops, pct(in.OpsBufferPct)), r.RawRequiredGB, msg.GB)
	}
	if m.sys > 0 {
		add(stepFill.With(), stepFillSysF.With(gb(r.ConsumedRawGB), sys, gb(r.RawGB)), r.FillPct, msg.Percent)
	} else {
		add(stepFill.With(), stepFillF.With(gb(r.ConsumedRawGB), gb(r.RawGB)), r.FillPct, msg.Percent)
	}
	perHost := gb(scenario.Clean(m.hostRaw))
	if m.current {
		add(stepHosts.With(), stepHostsCurF.With(perHost, gb(in.VMDataGB), msg.Int(r.MinHosts)), float64(r.HostsRequired), msg.Host)
	} else {
		add(stepHosts.With(), stepHostsF.With(msg.Int(r.MinHosts), gb(r.RawRequiredGB), perHost), float64(r.HostsRequired), msg.Host)
	}
	left := msg.Qty(float64(f.hosts), msg.Host)
	fk := scenario.Clean(f.layout.Multiplier * factor)
	if f.reprotectable {
		add(stepFailLayout.With(), stepFailLayoutF.With(left, msg.Txt(layoutLabels[f.layout.ID])), fk, msg.Times)
	} else {
		add(stepFailLayout.With(), stepFailLayoutNo.With(left, msg.Int(m.layout(f.hosts).MinHosts), msg.Txt(layoutLabels[lay.ID])), fk, msg.Times)
	}
	ftt := msg.Int(m.policy.FTT)
	if !f.reprotectable {
		add(stepFailUsable.With(), stepFailUsableNo.With(left, gb(r.UsableGB)), r.AfterFailureUsableGB, msg.GB)
		add(stepFailFill.With(), stepFailFillNo.With(left), r.AfterFailureFillPct, msg.Percent)
		add(stepFailFTT.With(), stepFailFTTNo.With(policy, ftt, msg.Int(r.AfterFailureFTT)), float64(r.AfterFailureFTT), msg.None)
		return s
	}
	fka := factorArg(in, f.layout)
	left0 := gb(scenario.Clean(f.rawGB))
	switch {
	case r.Headroom == HeadroomSlack:
		// Sizewise's answer: the rebuild may use the slack, which VMware
		// keeps free for rebuilds; the stricter reading follows it.
		if m.sys > 0 {
			add(stepFailUsable.With(), stepFailUsableSlackSysF.With(gb(r.UsableGB), left0, gb(scenario.Clean(f.sysGB)), fka, msg.Num(m.reduction())), r.AfterFailureUsableGB, msg.GB)
			add(stepFailKept.With(), stepFailKeptSysF.With(gb(r.UsableGB), left0, pct(in.SlackPct), sp, fka, msg.Num(m.reduction())), r.AfterFailureSlackKeptUsableGB, msg.GB)
		} else {
			add(stepFailUsable.With(), stepFailUsableSlackF.With(gb(r.UsableGB), left0, fka, msg.Num(m.reduction())), r.AfterFailureUsableGB, msg.GB)
			add(stepFailKept.With(), stepFailKeptF.With(gb(r.UsableGB), left0, pct(in.SlackPct), fka, msg.Num(m.reduction())), r.AfterFailureSlackKeptUsableGB, msg.GB)
		}
	case m.sys > 0:
		add(stepFailUsable.With(), stepFailUsableSysF.With(gb(r.UsableGB), left0, gb(scenario.Clean(f.keptGB)), gb(scenario.Clean(f.sysGB)), fka, msg.Num(m.reduction())), r.AfterFailureUsableGB, msg.GB)
	default:
		add(stepFailUsable.With(), stepFailUsableF.With(gb(r.UsableGB), left0, gb(scenario.Clean(f.keptGB)), fka, msg.Num(m.reduction())), r.AfterFailureUsableGB, msg.GB)
	}
	if m.sys > 0 {
		add(stepFailFill.With(), stepFailFillSysF.With(gb(in.VMDataGB), fka, msg.Num(m.reduction()), gb(scenario.Clean(f.sysGB)), left0), r.AfterFailureFillPct, msg.Percent)
	} else {
		add(stepFailFill.With(), stepFailFillF.With(gb(in.VMDataGB), fka, msg.Num(m.reduction()), left0), r.AfterFailureFillPct, msg.Percent)
	}
	if f.protected {
		add(stepFailFTT.With(), stepFailFTTYes.With(policy, msg.Txt(layoutLabels[f.layout.ID]), ftt), float64(r.AfterFailureFTT), msg.None)
	} else {
		add(stepFailFTT.With(), stepFailFTTFull.With(policy, ftt, msg.Int(r.AfterFailureFTT)), float64(r.AfterFailureFTT), msg.None)
	}
	return s
}

// warn lists what the customer should know. The vSAN 7 test figures (Nubes,
// 2020) were measured on OSA all-flash NVMe disk groups: they are quoted for
// OSA all-flash clusters only; hybrid and ESA clusters get the advice
// without them.
func warn(in Inputs, m model, r Results, f failure) []msg.Message {
	var w []msg.Message
	esa := in.Architecture == ESA
	nvme := !esa && in.AllFlash // the architecture the tests measured
	n := in.Hosts
	slack := r.Headroom == HeadroomSlack
	if in.ClusterType == Stretched {
		w = append(w, warnStretched.With())
	}
	if in.ClusterType == FaultDomains {
		w = append(w, warnFaultDomains.With())
	}
	twoNode := IsTwoNode(in)
	if twoNode {
		w = append(w, warnTwoNode.With())
	}
	if in.Deployment == StorageCluster {
		w = append(w, warnStorageCluster.With())
		if in.ClusterType == FaultDomains {
			w = append(w, warnStorageFaultDomains.With(msg.Int(StorageMinHosts), msg.Int(StorageMaxHosts)))
		}
		// A stretched storage cluster's 7 hosts per site for RAID-6 are the
		// spare host the failure analysis already asks for (warnNoReprotect
		// below): the design page is cited in the sources, not said twice.
	}
	if !m.current && in.Headroom == HeadroomOperations {
		// reserves, the default, is not named: under the classic rules it
		// is what every page and old link opens with, and the results say
		// slack (headroom); operations was chosen by someone
		w = append(w, warnClassicHeadroom.With(pct(in.SlackPct), msg.Field("headroom"), msg.Txt(headroomLabels[in.Headroom]),
			msg.Choice("rules", rules.VSAN8ESA), msg.Choice("rules", rules.VCF9)))
	}
	if m.current && in.Headroom != HeadroomSlack && slack {
		switch {
		case in.ClusterType == Stretched:
			w = append(w, warnResStretched.With(pct(in.SlackPct)))
		case in.ClusterType == FaultDomains:
			w = append(w, warnResFD.With(pct(in.SlackPct)))
		default:
			w = append(w, warnResSmall.With(pct(in.SlackPct)))
		}
	}
	if !r.Fits {
		if slack {
			w = append(w, warnNoFit.With(gb(r.RawRequiredGB), pct(in.SlackPct), gb(r.RawGB), msg.Int(r.HostsRequired)))
		} else {
			w = append(w, warnNoFitRes.With(gb(r.RawRequiredGB), gb(r.RawGB), msg.Int(r.HostsRequired)))
		}
	}
	if r.FillPct > FillWarnPct {
		// VMware's own reason first (VCF 9.0, "Planning Capacity in
		// vSAN": rebalancing at 80 %); the one measurement beside it, for
		// the architecture it measured.
		if nvme {
			w = append(w, warnFillNVMe.With(pct(r.FillPct), msg.Num(HalfFullIOPS), msg.Qty(HalfFullMBps, msg.MBps),
				msg.Num(OverEightyIOPS), msg.Qty(OverEightyMBps, msg.MBps), pct(-GainPct(HalfFullIOPS, OverEightyIOPS))))
		} else {
			w = append(w, warnFill.With(pct(r.FillPct)))
		}
	}
	if slack && in.SlackPct < MinRecommendedSlackPct {
		w = append(w, warnSlackLow.With(pct(in.SlackPct)))
	}
	if slack && in.SlackPct < 100-FillWarnPct {
		if nvme {
			w = append(w, warnSlack80NVMe.With(pct(in.SlackPct)))
		} else {
			w = append(w, warnSlack80.With(pct(in.SlackPct)))
		}
	}
	if !slack && r.HeadroomPct < 100-FillWarnPct {
		if nvme {
			w = append(w, warnReserves80NVMe.With(pct(r.HeadroomPct)))
		} else {
			w = append(w, warnReserves80.With(pct(r.HeadroomPct)))
		}
	}
	if in.DedupeRatio > 1 {
		d := msg.Num(in.DedupeRatio)
		switch {
		case !esa && !in.AllFlash:
			w = append(w, warnDedupeHybrid.With(d))
		case !esa:
			w = append(w, warnDedupePerf.With(msg.Num(OneDiskGroupMBps), msg.Num(DedupeMBps)))
		case in.Rules == rules.VSAN8ESA:
			w = append(w, warnDedupeVSAN8.With(d, msg.Choice("rules", rules.VCF9)))
		case !GlobalDedupeOn(in):
			w = append(w, warnDedupeVCF9Off.With(d, msg.Field("esa_global_dedupe")))
		default:
			w = append(w, warnDedupeVCF9.With(d, msg.Choice("esa_global_dedupe", in.ESAGlobalDedupe)))
		}
	}
	if in.ESAGlobalDedupe != "" && in.ESAGlobalDedupe != GlobalDedupeOff && !(esa && in.Rules == rules.VCF9) {
		w = append(w, warnGlobalDedupeIgnored.With(msg.Field("esa_global_dedupe"), msg.Choice("rules", rules.VCF9)))
	}
	if !esa && in.CompressionRatio > 1 {
		w = append(w, warnCompressOSA.With(msg.Field("dedupe_ratio"), msg.Field("compression_ratio"), msg.Num(in.CompressionRatio)))
	}
	if !esa && in.DiskGroupsPerHost == 1 {
		if in.AllFlash {
			w = append(w, warnOneGroupNVMe.With(msg.Num(OneDiskGroupIOPS), msg.Num(TwoDiskGroupsIOPS),
				pct(float64(int(GainPct(OneDiskGroupIOPS, TwoDiskGroupsIOPS)+0.5))),
				msg.Num(OneDiskGroupMBps), msg.Num(TwoDiskGroupsMBps),
				pct(float64(int(GainPct(OneDiskGroupMBps, TwoDiskGroupsMBps)+0.5)))))
		} else {
			w = append(w, warnOneGroupHybrid.With())
		}
	}
	switch {
	case m.noRebuildReserve(n):
		// VCF-VSAN-STG-CLU-RCMD-CFG-002, applied: the operations reserve only
		w = append(w, warnStorageNoRebuild.With(msg.Txt(headroomLabels[HeadroomReserves]), msg.Field("headroom")))
	case esa && m.current && in.Policy == "raid5-ftt1" && n == ReservesMinHosts && r.Headroom == HeadroomReserves:
		// said of storage clusters; for an HCI cluster the document is silent
		w = append(w, warnFourNodeRAID5.With(msg.Choice("headroom", HeadroomOperations), msg.Field("headroom")))
	}
	if twoNode {
		w = append(w, warnTwoNodeFailure.With())
	} else if !f.reprotectable {
		lay := m.layout(n)
		need := m.layout(f.hosts).MinHosts
		key := warnNoReprotect
		if f.ftt == 0 {
			key = warnNoReprotectNone
		}
		w = append(w, key.With(msg.Qty(float64(n), msg.Host), policyName(in.Policy),
			msg.Qty(float64(f.hosts), msg.Host), msg.Txt(layoutLabels[lay.ID]), msg.Qty(float64(need), msg.Host),
			msg.Qty(float64(need+1), msg.Host), msg.Int(m.policy.FTT), msg.Int(f.ftt)))
	} else if r.Fits && !f.fits {
		w = append(w, warnFailNoFit.With(msg.Txt(layoutLabels[f.layout.ID]), msg.Qty(float64(f.hosts), msg.Host),
			gb(r.AfterFailureUsableGB), gb(in.VMDataGB)))
	}
	if f.reprotectable && f.layout != m.layout(n) {
		w = append(w, warnRelayout.With(msg.Int(n), msg.Int(f.hosts),
			pct(scenario.Clean(GainPct(m.layout(n).Multiplier, f.layout.Multiplier))), gb(r.AfterFailureUsableGB)))
	}
	if f.reprotectable && f.fits && r.Headroom == HeadroomSlack && scenario.Clean(in.VMDataGB) > scenario.Clean(r.AfterFailureSlackKeptUsableGB) {
		// the stricter reading of N+1: the slack free again after the rebuild
		w = append(w, warnFailSlackKept.With(pct(in.SlackPct), msg.Qty(float64(f.hosts), msg.Host), gb(r.AfterFailureSlackKeptUsableGB), gb(in.VMDataGB)))
	}
	if f.reprotectable && f.fits && r.FillPct <= FillWarnPct && r.AfterFailureFillPct > FillWarnPct {
		if nvme {
			w = append(w, warnFailFillNVMe.With(pct(r.AfterFailureFillPct)))
		} else {
			w = append(w, warnFailFill.With(pct(r.AfterFailureFillPct)))
		}
	}
	return w
}

// sources cites the documents behind what this evaluation shows.
func sources(in Inputs, m model, r Results) []msg.Message {
	esa := in.Architecture == ESA
	s := []msg.Message{
		source.VSANAdministering65.Msg(msg.T(
			"RAID-1 FTT=1/2/3 leave about 50/33/25 % of raw capacity usable, RAID-5/6 FTT=1/2 about 75/67 % (OSA)")),
		source.VCF9PlanningCapacity.Msg(msg.T(
			"the same usable shares; \"vSAN rebalances the components across the cluster whenever the consumption on a single capacity device reaches 80 percent or more. The rebalance operation might impact the performance of applications. To avoid these issues, keep storage consumption to less than 80 percent.\"; reserve extra capacity so that vSAN recovers components after a host failure")),
	}
	if !esa && in.AllFlash && in.DedupeRatio > 1 {
		s = append(s, source.VCF9DedupeDesign.Msg(msg.T(
			"OSA deduplication and compression: all-flash only; \"Capacity overhead for deduplication and compression is approximately five percent of total raw capacity\"")))
	}
	if esa {
		s = append(s,
			source.ESASpaceUtilizationKB.Msg(msg.T(
				"ESA: RAID-1 adds 100 % of the data, RAID-5 2+1 50 %, RAID-5 4+1 25 %, RAID-6 50 %; the log-structured file system adds about 13.1 % of object and replica data (10 GB under RAID-1 → 22.62 GB)")),
			source.ESAAdaptiveRAID5.Msg(msg.T(
				"adaptive RAID-5: 2+1 on 3–5 hosts, 4+1 on 6 or more; re-laid out about 24 hours after the host count changes")),
			source.ESACompression.Msg(msg.T(
				"ESA compresses by storage policy, on by default, on the host that writes")),
			source.VCF9MonitorCapacity.Msg(msg.T(
				"\"vSAN Express Storage Architecture (ESA) does not support deduplication\"; system usage lists a \"File system overhead\" apart from the \"ESA object overhead\", without a figure")),
			source.ESACapacityOverheads.Msg(msg.T(
				"ESA capacity overheads \"by using simple examples and rounded percentages\"; official sizing uses the vSAN ReadyNode sizer. Third parties quote it for the global metadata, \"typically approximately 10% of the total raw capacity\": only the post's introduction was read, so Sizewise's 10 % is an assumption")))
		if GlobalDedupeOn(in) {
			s = append(s, source.ESAGlobalDedup.Msg(msg.T(
				"global deduplication for vSAN ESA in VCF 9.0 P01: cluster-wide, 4 KB, after the data is written")))
		}
	}
	if IsTwoNode(in) {
		s = append(s, source.VSANTwoNodeClusters.Msg(msg.T(
			"two hosts at one location, connected to the same switch or directly, with the witness on a virtual appliance at a second site")))
	}
	if in.Deployment == StorageCluster {
		s = append(s, source.VCF9StorageClusterModel.Msg(msg.T(
			"a vSAN storage cluster has 4 to 32 hosts, each with at least 2 storage devices, on ESA; VCF-VSAN-STG-CLU-RCMD-CFG-002: \"If a vSAN storage cluster consists of only four (4) ESX hosts, do not enable the Host Rebuild Reserve\"")))
		if in.ClusterType == Stretched {
			s = append(s, source.VCF9StretchedStorageCluster.Msg(msg.T(
				"a stretched storage cluster needs 4 hosts per site, 7 recommended for RAID-6 re-protection")))
		}
	}
	if m.current {
		s = append(s,
			source.VCF9StorageClusterModel.Msg(msg.T(
				"VCF-VSAN-RCMD-CFG-003: enable reserved capacity; host rebuild reserve 25 % at 4 nodes, 8 % at 12, instead of a generic 30 %; not supported on three-node, stretched and fault-domain clusters; in a vSAN storage cluster of only 4 hosts the host rebuild reserve with auto-policy management prevents RAID-5; VCF-VSAN-OSA-RCMD-CFG-001: at least two disk groups per host")),
			source.VSANReservedCapacity.Msg(msg.T(
				"operations reserve and host rebuild reserve replace the slack-space guidance of vSAN 7 and earlier; not usable on stretched, two-node and fault-domain clusters")),
			source.VSANMonitoringReservedCapacity.Msg(msg.T(
				"the host rebuild reserve is the capacity of the largest host; policy changes need 255 GB per host (objects under 8 TB) or 765 GB (8 TB or more); the operations reserve adds a 5 % buffer; the document gives no operations-reserve percentage")))
	} else {
		s = append(s,
			source.VSANReservedCapacity.Msg(msg.T(
				"vSAN 7 and earlier: keep free capacity (slack space) for rebuilds and policy changes")),
			source.VCF9StorageClusterModel.Msg(msg.T(
				"the generic 30 % capacity overhead the reserves replace")))
	}
	if !esa && in.AllFlash {
		// The one measurement, beside VMware's pages, for the architecture
		// it measured (its basis is named in the citation).
		s = append(s, source.NubesVSAN7Test.Msg(msg.T(
			"vSAN 7.0 U1, OSA all-flash NVMe, HCIBench 2.4.0: 1 → 2 disk groups 410,545 → 756,366 IO/s and 2,654 → 4,168 MB/s (+57–84 %); dedupe and compression halve small-block writes; 50 % full 432,362 IO/s, past 80 % 265,151 IO/s")))
	}
	return s
}

// Chart draws the capacity waterfall: raw → after policy → after slack →
// usable (slack), or raw → after the reserves → after policy → usable
// (reserves); then the VM data and the usable capacity after a host
// failure, with the VM data as a rule.
func Chart(in Inputs, r Results) *chart.Chart {
	bar := func(label msg.Message, name msg.Message, v float64) chart.Group {
		return chart.Group{Label: label, Bars: []chart.Bar{{Name: name, Value: v}}}
	}
	c := seriesCapacity.With()
	k := factorArg(in, LayoutOf(in.Architecture, mustPolicy(in.Policy), in.Hosts))
	var groups []chart.Group
	groups = append(groups, bar(barRaw.With(), c, r.RawGB))
	if r.Headroom == HeadroomSlack {
		groups = append(groups,
			bar(barAfterPolicy.With(msg.Txt(layoutLabels[r.Layout]), k), c, r.AfterPolicyGB),
			bar(barAfterSlack.With(pct(in.SlackPct)), c, r.AfterSlackGB))
	} else {
		groups = append(groups,
			bar(barAfterReserves.With(), c, scenario.Clean(r.RawGB-r.SlackGB-r.HostRebuildReserveGB-r.OperationsReserveGB)),
			bar(barAfterPolicy.With(msg.Txt(layoutLabels[r.Layout]), k), c, r.AfterSlackGB))
	}
	vm := barVMData.With()
	groups = append(groups,
		bar(barUsable.With(), c, r.UsableGB),
		bar(vm, vm, in.VMDataGB),
		bar(afterFailureBar(r), c, r.AfterFailureUsableGB))
	return &chart.Chart{
		Kind:   chart.Bars,
		Title:  chartTitle.With(),
		X:      chart.Axis{Label: axisStage.With()},
		Y:      chart.Axis{Label: axisCapacity.With(), Unit: msg.GB},
		Groups: groups,
		Rules:  []chart.Rule{{Value: in.VMDataGB, Label: ruleVMData.With(gb(in.VMDataGB))}},
	}
}

// afterFailureBar labels the chart's last bar: re-protected, or not (the
// same data held at reduced protection).
func afterFailureBar(r Results) msg.Message {
	if r.Reprotectable {
		return barAfterFailure.With()
	}
	return barAfterFailureNo.With()
}

// layoutLabels name the layouts for people (the `layout` results' values).
var layoutLabels = map[string]msg.Text{
	LayoutMirror2.ID: msg.T("RAID-1, 2 copies"),
	LayoutMirror3.ID: msg.T("RAID-1, 3 copies"),
	LayoutMirror4.ID: msg.T("RAID-1, 4 copies"),
	LayoutRAID531.ID: msg.T("RAID-5 3+1"),
	LayoutRAID521.ID: msg.T("RAID-5 2+1"),
	LayoutRAID541.ID: msg.T("RAID-5 4+1"),
	LayoutRAID642.ID: msg.T("RAID-6 4+2"),
}

var headroomLabels = map[string]msg.Text{
	HeadroomReserves:   msg.T("Operations and host rebuild reserves"),
	HeadroomOperations: msg.T("Operations reserve only"),
	HeadroomSlack:      msg.T("Slack (a share of raw kept free)"),
}

func init() {
	policyLabels := make(map[string]msg.Text, len(Policies))
	for _, p := range Policies {
		policyLabels[p.Name] = p.Label
	}
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     80,
		Title:    msg.T("vSAN policy capacity"),
		Question: msg.T("How much VM data fits on a vSAN cluster under a storage policy, with free space kept for rebuilds, and does it still fit after a host failure?"),
		Fields: []calc.Field{
			{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels},
			{Name: "architecture", Label: msg.T("Architecture"),
				ChoiceLabels: map[string]msg.Text{
					OSA: msg.T("OSA: disk groups (hybrid or all-flash)"),
					ESA: msg.T("ESA: storage pools, NVMe all-flash (vSAN 8 and later)"),
				},
				Hint: msg.T("OSA hybrid = OSA with “All-flash” off; ESA is all-flash only and needs the vSAN 8 ESA or VCF 9 rules.")},
			{Name: "cluster_type", Label: msg.T("Cluster type"),
				ChoiceLabels: map[string]msg.Text{
					Standard:     msg.T("Standard: each host a fault domain"),
					FaultDomains: msg.T("Fault domains: hosts counts the fault domains"),
					Stretched:    msg.T("Stretched: the inputs describe one site"),
				},
				Hint:     msg.T("Fault domains: enter each fault domain as a host. Stretched: enter one site's hosts and devices. vSAN's reserves are not supported on stretched and fault-domain clusters: slack is kept there."),
				Advanced: true},
			{Name: "deployment", Label: msg.T("Deployment"),
				ChoiceLabels: map[string]msg.Text{
					HCI:            msg.T("vSAN HCI: the cluster runs its VMs"),
					StorageCluster: msg.T("vSAN storage cluster (vSAN Max): serves client clusters"),
				},
				Hint:     msg.T("A storage cluster is ESA only: 4 to 32 hosts (4 per site when stretched), at least 2 devices per host."),
				Advanced: true},
			{Name: "hosts", Label: msg.T("Hosts"), Step: 1,
				Hint: msg.T("Hosts contributing capacity (each is a fault domain). 2 hosts with RAID-1 FTT=1 are a 2-node cluster; its witness appliance is not entered.")},
			{Name: "disk_groups_per_host", Label: msg.T("Disk groups per host"), Step: 1,
				Hint: msg.T("OSA: 1 to 5; each has one cache device.")},
			{Name: "capacity_disks_per_group", Label: msg.T("Capacity disks per group"), Step: 1,
				Hint: msg.T("OSA: 1 to 7 per disk group.")},
			{Name: "devices_per_host", Label: msg.T("Storage pool devices per host"), Step: 1,
				Hint: msg.T("ESA: the NVMe devices of each host's storage pool, all of them capacity (no cache tier).")},
			{Name: "capacity_disk_gb", Label: msg.T("Capacity disk size"), Unit: msg.GB, Step: 1,
				Hint: msg.T("As vSphere shows it (a 1 TB drive shows 932 GB); results use the same unit.")},
			{Name: "policy", Label: msg.T("Storage policy"), ChoiceLabels: policyLabels,
				Hint: msg.T("RAID-1 ×2/×3/×4 on 3/5/7 hosts; RAID-5 ×4/3 on 4 (OSA, all-flash) or adaptive on 3+ (ESA); RAID-6 ×1.5 on 6.")},
			{Name: "all_flash", Label: msg.T("All-flash"), Hint: msg.T("Erasure coding and deduplication need all-flash; ESA is always all-flash.")},
			{Name: "vm_data_gb", Label: msg.T("VM data"), Unit: msg.GB, Step: 1,
				Hint: msg.T("Provisioned VM data to place (before protection).")},
			{Name: "headroom", Label: msg.T("Headroom"), ChoiceLabels: headroomLabels,
				Hint: msg.T("vSAN 8 ESA and VCF 9 rules: vSAN's reserves (7.0 U1 and later) or slack. The classic rules always keep slack.")},
			{Name: "slack_pct", Label: msg.T("Slack kept free"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("VMware recommends 25–30 % for rebuilds and rebalancing (vSAN 7 and earlier, and where reserves are not supported).")},
			{Name: "dedupe_ratio", Label: msg.T("Dedupe and compression ratio"), Unit: msg.Times, Step: 0.1, Advanced: true,
				Hint: msg.T("1 = off. OSA all-flash: deduplication and compression together. ESA: global deduplication, VCF 9 only.")},
			{Name: "compression_ratio", Label: msg.T("ESA compression ratio"), Unit: msg.Times, Step: 0.1, Advanced: true,
				Hint: msg.T("ESA compresses by policy, on by default; 1 assumes no saving. Enter a ratio measured on the customer's data.")},
			{Name: "esa_global_dedupe", Label: msg.T("ESA global deduplication (VCF 9)"), Advanced: true,
				ChoiceLabels: map[string]msg.Text{
					GlobalDedupeOff:   msg.T("Off: VCF 9.0, where ESA has no deduplication"),
					GlobalDedupe90P01: msg.T("On: VCF 9.0 P01, the patch VMware announced it for"),
					GlobalDedupe91:    msg.T("On: VCF 9.1, general availability (a third-party report)"),
				},
				Hint: msg.T("VCF 9 rules, ESA: the dedupe ratio counts only when the customer's release runs global deduplication. VCF 9.0 itself: \"vSAN Express Storage Architecture (ESA) does not support deduplication\".")},
			{Name: "dedupe_overhead_pct", Label: msg.T("OSA deduplication metadata"), Unit: msg.Percent, Step: 0.5, Advanced: true,
				Hint: msg.T("Raw capacity OSA deduplication and compression keep for their metadata when the dedupe ratio is above 1, counted as used: about 5 % (VCF 9.0, \"approximately five percent of total raw capacity\").")},
			{Name: "esa_metadata_pct", Label: msg.T("ESA global metadata (assumption)"), Unit: msg.Percent, Step: 0.5, Advanced: true,
				Hint: msg.T("Raw capacity ESA keeps for its global metadata, counted as used: about 10 %, as third parties quote VMware's post on ESA capacity overheads; no VMware document read gives the figure. 0 leaves it out.")},
			{Name: "esa_overhead_pct", Label: msg.T("ESA file system overhead"), Unit: msg.Percent, Step: 0.1, Advanced: true,
				Hint: msg.T("Log-structured file system and metadata, as a share of object and replica data: about 13.1 % (Broadcom KB 394410).")},
			{Name: "ops_reserve_gb_per_host", Label: msg.T("Operations reserve per host"), Unit: msg.GB, Step: 1, Advanced: true,
				Hint: msg.T("Assumption from vSAN's documents: policy changes need 255 GB per host for objects under 8 TB, 765 GB for 8 TB or more.")},
			{Name: "ops_buffer_pct", Label: msg.T("Operations reserve buffer"), Unit: msg.Percent, Step: 0.5, Advanced: true,
				Hint: msg.T("vSAN adds 5 % of capacity to the operations reserve as a buffer.")},
			{Name: rules.RevisionInput, Label: rules.RevisionLabel, Hint: rules.RevisionHint, ChoiceLabels: rules.RevisionLabels, Advanced: true},
		},
		// A link or plan Sizewise wrote before revision 2 carries every
		// input, those of the calculator's first version among them; one
		// written by hand or sent from the VDI calculator seldom gives them
		// all (and cluster-sizing's callers use Compute, with no decoding).
		Revision: &calc.Revision{Input: rules.RevisionInput, Legacy: rules.Revision1, Marks: []string{
			"hosts", "disk_groups_per_host", "capacity_disks_per_group", "capacity_disk_gb", "policy",
			"all_flash", "dedupe_ratio", "slack_pct", "vm_data_gb"}},
		Outputs: []calc.Output{
			{Name: "usable_gb", Label: msg.T("Usable for VM data"), Unit: msg.GB, Primary: true},
			{Name: "fill_pct", Label: msg.T("Datastore fill"), Unit: msg.Percent, Primary: true},
			{Name: "fits", Label: msg.T("VM data fits"), Primary: true},
			{Name: "after_failure_usable_gb", Label: msg.T("Usable after a host failure"), Unit: msg.GB, Primary: true},
			{Name: "after_failure_fits", Label: msg.T("VM data still held after a host failure"), Primary: true},
			{Name: "after_failure_protected", Label: msg.T("Protected by the policy again after a host failure"), Primary: true},
			{Name: "after_failure_slack_kept_usable_gb", Label: msg.T("Usable after a host failure, slack kept free again"), Unit: msg.GB},
			{Name: "system_overhead_gb", Label: msg.T("vSAN's own metadata (counted as used)"), Unit: msg.GB},
			{Name: "after_failure_ftt", Label: msg.T("Failures tolerated after a host failure")},
			{Name: "reprotectable", Label: msg.T("Layout fits on the hosts left")},
			{Name: "raw_gb", Label: msg.T("Raw capacity"), Unit: msg.GB},
			{Name: "layout", Label: msg.T("Layout"), Values: layoutLabels},
			{Name: "policy_multiplier", Label: msg.T("Policy multiplier"), Unit: msg.Times},
			{Name: "raw_per_data_gb", Label: msg.T("Raw per GB of VM data"), Unit: msg.GB},
			{Name: "headroom", Label: msg.T("Headroom kept"), Values: headroomLabels},
			{Name: "headroom_pct", Label: msg.T("Headroom share of raw"), Unit: msg.Percent},
			{Name: "host_rebuild_reserve_gb", Label: msg.T("Host rebuild reserve"), Unit: msg.GB},
			{Name: "operations_reserve_gb", Label: msg.T("Operations reserve"), Unit: msg.GB},
			{Name: "slack_gb", Label: msg.T("Slack"), Unit: msg.GB},
			{Name: "raw_required_gb", Label: msg.T("Raw capacity required"), Unit: msg.GB},
			{Name: "min_hosts", Label: msg.T("Minimum hosts for the policy"), Unit: msg.Host},
			{Name: "hosts_required", Label: msg.T("Hosts required for the VM data"), Unit: msg.Host},
			{Name: "consumed_raw_gb", Label: msg.T("Raw capacity the VM data occupies"), Unit: msg.GB},
			{Name: "after_failure_layout", Label: msg.T("Layout after a host failure"), Values: layoutLabels},
			{Name: "after_failure_fill_pct", Label: msg.T("Fill after a host failure"), Unit: msg.Percent},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Variant:  Variant,
		Unused:   Unused,
	})
}
