package vsancap

import (
	"slices"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
)

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
		RawGB:                         raw,
		PolicyMultiplier:              lay.Multiplier,
		AfterPolicyGB:                 afterPolicy,
		AfterSlackGB:                  afterHeadroom,
		UsableGB:                      usable,
		ConsumedRawGB:                 consumed,
		RawRequiredGB:                 required,
		MinHosts:                      minHosts,
		HostsRequired:                 m.hostsRequired(in.VMDataGB, minHosts),
		FillPct:                       (consumed + sys) / raw * 100,
		DedupeRatioApplied:            m.dedupe,
		CompressionRatioApplied:       m.compress,
		Layout:                        lay.ID,
		OverheadPct:                   m.overhead * 100,
		RawPerDataGB:                  k / red,
		Headroom:                      head,
		SlackGB:                       res.slack,
		HostRebuildReserveGB:          res.rebuild,
		OperationsReserveGB:           res.ops,
		HeadroomPct:                   res.total() / raw * 100,
		AfterFailureHosts:             fail.hosts,
		AfterFailureLayout:            fail.layout.ID,
		AfterFailureMultiplier:        fail.layout.Multiplier,
		Reprotectable:                 fail.reprotectable,
		AfterFailureUsableGB:          fail.usableGB,
		AfterFailureFillPct:           fail.fillPct,
		AfterFailureFits:              fail.fits,
		AfterFailureProtected:         fail.protected,
		AfterFailureFTT:               fail.ftt,
		AfterFailureSlackKeptUsableGB: fail.slackKeptGB,
		SystemOverheadGB:              sys,
		SystemOverheadPct:             m.sys * 100,
	}
	scenario.DenoiseAll(&r)
	r.Fits = r.RawRequiredGB <= r.RawGB
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
			out = append(out, rules.Change{What: msg.Txt(what), Was: msg.Qty(was, u), Now: msg.Qty(now, u), Why: why})
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
		out = msg.Then.With(msg.Sub(out), msg.Sub(p))
	}
	return out
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

// Revision 2: what changed for a document written before (Changes).
var (
	whatUsable       = msg.T("usable for VM data")
	whatFill         = msg.T("the datastore fill")
	whatAfterFailure = msg.T("usable after a host failure")
	whatHosts        = msg.T("hosts required")
	whyESAMetadata   = msg.NewKey("vsan-capacity.why.esa-metadata",
		"ESA's global metadata, {0} of raw, is now counted as used (an assumption: third parties quote VMware's post on ESA capacity overheads; VCF 9.0's \"Monitor vSAN Capacity\" lists a file-system overhead apart from the objects').")
	whyDedupeOverhead = msg.NewKey("vsan-capacity.why.dedupe-overhead",
		"OSA deduplication and compression now keep {0} of raw for their metadata (VCF 9.0: \"approximately five percent of total raw capacity\").")
	whyStorage4 = msg.NewKey("vsan-capacity.why.storage-4",
		"A vSAN storage cluster of only 4 hosts keeps no host rebuild reserve (VCF-VSAN-STG-CLU-RCMD-CFG-002): with auto-policy management it would turn RAID-5 into RAID-1.")
	whyGlobalDedupe = msg.NewKey("vsan-capacity.why.global-dedupe",
		"ESA deduplication counts only when {0} names the VCF release that runs it (VCF 9.0: \"vSAN Express Storage Architecture (ESA) does not support deduplication\").")

	// The cluster maxima (clusterLimits).
	warnHostsRequiredMax = msg.NewKey("vsan-capacity.warn.hosts-required-max",
		"The {0} this build needs for the VM data are more than one vSAN cluster takes ({1} at most): plan several clusters, or hosts with more capacity.")
)
