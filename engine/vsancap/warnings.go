package vsancap

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
)

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
			pct(GainPct(m.layout(n).Multiplier, f.layout.Multiplier)), gb(r.AfterFailureUsableGB)))
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

// The warnings, as registered keys.
var (
	warnNoFit = msg.NewKey("vsan-capacity.warn.no-fit",
		"The VM data does not fit: it needs {0} of raw capacity with {1} slack, the cluster has {2}; {3} {3|host|hosts} of this build would do.")
	warnNoFitRes = msg.NewKey("vsan-capacity.warn.no-fit.reserves",
		"The VM data does not fit: it needs {0} of raw capacity with the reserves kept free, the cluster has {1}; {2} {2|host|hosts} of this build would do.")
	warnFillNVMe = msg.NewKey("vsan-capacity.warn.fill",
		"The datastore would be {0} full. Keep it below 80 %: vSAN rebalances once a capacity device reaches 80 %, and \"The rebalance operation might impact the performance of applications\" (VCF 9.0, \"Planning Capacity in vSAN\"). One provider's vSAN 7 test, on OSA all-flash NVMe like this cluster, measured {1} IO/s ({2}) at 50 % full and {3} IO/s ({4}) past 80 % (−{5}).")
	warnFill = msg.NewKey("vsan-capacity.warn.fill.vmware",
		"The datastore would be {0} full. Keep it below 80 %: vSAN rebalances once a capacity device reaches 80 %, and \"The rebalance operation might impact the performance of applications\" (VCF 9.0, \"Planning Capacity in vSAN\").")
	warnSlackLow = msg.NewKey("vsan-capacity.warn.slack-low",
		"Slack of {0} is below VMware's 25–30 %: rebuilds after a host failure, rebalancing and policy changes need free space.")
	warnSlack80NVMe = msg.NewKey("vsan-capacity.warn.slack-80",
		"With {0} slack, filling the usable capacity takes the datastore past 80 % full, where vSAN rebalances and application performance may suffer (VCF 9.0), and where one provider's vSAN 7 test saw performance collapse.")
	warnSlack80 = msg.NewKey("vsan-capacity.warn.slack-80.other",
		"With {0} slack, filling the usable capacity takes the datastore past 80 % full, where vSAN rebalances and application performance may suffer (VCF 9.0).")
	warnReserves80NVMe = msg.NewKey("vsan-capacity.warn.reserves-80",
		"The reserves keep {0} of the raw capacity free: filling the usable capacity takes the datastore past 80 % full, where vSAN rebalances and application performance may suffer (VCF 9.0), and where one provider's vSAN 7 test saw performance collapse.")
	warnReserves80 = msg.NewKey("vsan-capacity.warn.reserves-80.other",
		"The reserves keep {0} of the raw capacity free: filling the usable capacity takes the datastore past 80 % full, where vSAN rebalances and application performance may suffer (VCF 9.0).")
	warnDedupeHybrid = msg.NewKey("vsan-capacity.warn.dedupe-hybrid",
		"Deduplication and compression exist on all-flash clusters only: the dedupe ratio {0} is ignored on hybrid (1 used).")
	warnDedupePerf = msg.NewKey("vsan-capacity.warn.dedupe-perf",
		"Deduplication and compression cost performance: in the vSAN 7 tests they barely touched large-block patterns but cut small-block write patterns by more than half (peak {0} → {1} MB/s). Check the workload's block size first.")
	warnDedupeVSAN8 = msg.NewKey("vsan-capacity.warn.dedupe-vsan8",
		"vSAN 8 ESA has no deduplication: the dedupe ratio {0} is ignored (1 used). Global deduplication for ESA comes with vSAN 9 (rule set {1}).")
	warnDedupeVCF9 = msg.NewKey("vsan-capacity.warn.dedupe-vcf9",
		"Assumption: the dedupe ratio {0} counts vSAN ESA's global deduplication, as the release chosen runs it ({1}). VCF 9.0 itself has none (\"vSAN Express Storage Architecture (ESA) does not support deduplication\"); VMware announced it for VCF 9.0 P01, a patch release (VMware Cloud Foundation blog, 2025), and a third-party article places general availability in 9.1. It runs after the data is written (post-process), at 4 KB granularity across the cluster.")
	warnDedupeVCF9Off = msg.NewKey("vsan-capacity.warn.dedupe-vcf9-off",
		"The dedupe ratio {0} is not counted (1 used): VCF 9.0's ESA has no deduplication (\"vSAN Express Storage Architecture (ESA) does not support deduplication\", \"Monitor vSAN Capacity\"). Global deduplication came later (VMware announced it for 9.0 P01; general availability with 9.1, per a third-party article): if the customer's release runs it, say which in {1}.")
	warnGlobalDedupeIgnored = msg.NewKey("vsan-capacity.warn.global-dedupe-ignored",
		"{0} applies to ESA under the rule set {1} only: ignored here.")
	warnCompressOSA = msg.NewKey("vsan-capacity.warn.compress-osa",
		"On OSA, compression is counted in {0}: {1} {2} is ignored (1 used).")
	warnOneGroupNVMe = msg.NewKey("vsan-capacity.warn.one-group",
		"One disk group per host caps performance at its cache device. In the vSAN 7 tests a second disk group per host raised the maxima from {0} to {1} IO/s (+{2}) and from {3} to {4} MB/s (+{5}).")
	warnOneGroupHybrid = msg.NewKey("vsan-capacity.warn.one-group.hybrid",
		"One disk group per host: all of a host's I/O goes through one cache device. VMware recommends at least two disk groups per host for performance and availability (VCF 9.0 design, VCF-VSAN-OSA-RCMD-CFG-001).")
	warnNoReprotect = msg.NewKey("vsan-capacity.warn.no-reprotect",
		"{0} leave no spare host for {1}: after a host failure its objects cannot be re-protected on the {2} left ({3} needs {4}). The VM data stays where it is and readable, but until the host returns it tolerates {7} further {7|failure|failures} instead of {6}. Plan at least {5}.")
	warnNoReprotectNone = msg.NewKey("vsan-capacity.warn.no-reprotect.none",
		"{0} leave no spare host for {1}: after a host failure its objects cannot be re-protected on the {2} left ({3} needs {4}). The VM data stays where it is and readable, but unprotected until the host returns: one more failure makes objects inaccessible. Plan at least {5}.")
	warnFailNoFit = msg.NewKey("vsan-capacity.warn.failure-no-fit",
		"After a host failure the data does not fit: once re-protected as {0}, the {1} left hold {2} of VM data and {3} are stored.")
	warnFailFillNVMe = msg.NewKey("vsan-capacity.warn.failure-fill",
		"After a host failure and the rebuild the datastore would be {0} full: past the 80 % where vSAN rebalances (VCF 9.0) and where one provider's vSAN 7 test saw performance collapse.")
	warnFailSlackKept = msg.NewKey("vsan-capacity.warn.failure-slack-kept",
		"Sizewise lets the rebuild after a host failure use the {0} slack, which VMware keeps free for rebuilds. If the slack must be free again once the data is rebuilt (the stricter reading of N+1), the {1} left hold {2} of VM data, less than the {3} stored: plan another host.")
	warnFailFill = msg.NewKey("vsan-capacity.warn.failure-fill.other",
		"After a host failure and the rebuild the datastore would be {0} full: past the 80 % where vSAN rebalances (VCF 9.0).")
	warnRelayout = msg.NewKey("vsan-capacity.warn.relayout",
		"With {0} {0|host|hosts}, a host failure leaves {1} {1|host|hosts}: ESA re-lays RAID-5 out from 4+1 to 2+1 (×1.25 → ×1.5, after about 24 hours per Duncan Epping), so the same data needs {2} more raw capacity, which the host rebuild reserve does not cover. After the failure {3} of VM data fit.")
	warnFourNodeRAID5 = msg.NewKey("vsan-capacity.warn.four-node-raid5",
		"VMware Cloud Foundation 9.0's design (VCF-VSAN-RCMD-CFG-003) says that in a vSAN storage cluster of only 4 hosts the host rebuild reserve, paired with auto-policy management, prevents the RAID-5 policy. It says this of vSAN storage clusters and does not say whether a 4-host HCI cluster is affected. To keep RAID-5 on 4 hosts, choose {0} in {1}, or plan a fifth host.")
	warnStorageNoRebuild = msg.NewKey("vsan-capacity.warn.storage-no-rebuild",
		"A vSAN storage cluster of only 4 hosts keeps no host rebuild reserve, as VMware Cloud Foundation 9.0 recommends (VCF-VSAN-STG-CLU-RCMD-CFG-002: \"If a vSAN storage cluster consists of only four (4) ESX hosts, do not enable the Host Rebuild Reserve\"): with auto-policy management it would keep the cluster from adaptive RAID-5. Sizewise keeps the operations reserve only, although {1} asks for “{0}”; vSAN rebuilds into the free capacity after a host failure.")
	warnClassicHeadroom = msg.NewKey("vsan-capacity.warn.classic-headroom",
		"Under the classic rules (vSAN 6/7) the headroom is always slack: {0} of the raw capacity is kept free. {1} = “{2}” applies only under the rule sets {3} and {4}, where vSAN's operations and host rebuild reserves (vSAN 7.0 U1 and later) replace slack.")
	warnResSmall = msg.NewKey("vsan-capacity.warn.reserves-small",
		"vSAN's reserves are not supported on clusters of fewer than 4 hosts (VCF 9.0 design: not on three-node clusters; VMware: not on two-node clusters): {0} slack is kept instead.")
	warnResStretched = msg.NewKey("vsan-capacity.warn.reserves-stretched",
		"vSAN's reserves are not supported on stretched clusters (VCF 9.0 design; VMware): {0} slack is kept instead.")
	warnResFD = msg.NewKey("vsan-capacity.warn.reserves-fd",
		"vSAN's reserves are not supported on clusters with fault domains (VCF 9.0 design; VMware): {0} slack is kept instead.")
	warnStretched = msg.NewKey("vsan-capacity.warn.stretched",
		"Stretched cluster: the inputs describe one site. Each site keeps a full copy of the data under the site-local policy, so the usable capacity shown is the whole cluster's; the second site needs the same hardware, and a witness host is not counted.")
	warnStorageCluster = msg.NewKey("vsan-capacity.warn.storage-cluster",
		"vSAN storage cluster (vSAN Max): its datastore serves client clusters, so the VM data entered is theirs; their hosts need no vSAN storage of their own, and their CPU and memory are sized separately.")
	warnStorageFaultDomains = msg.NewKey("vsan-capacity.warn.storage-fault-domains",
		"A vSAN storage cluster has {0} to {1} hosts in all: the inputs count fault domains, so check the hosts of all the domains together.")
	warnTwoNode = msg.NewKey("vsan-capacity.warn.two-node",
		"2-node cluster: the inputs are the two data hosts, each keeping a full copy of the data; the witness appliance at another site holds only witness components and is not counted.")
	warnTwoNodeFailure = msg.NewKey("vsan-capacity.warn.two-node-failure",
		"After a host failure one data host and the witness remain: the VM data stays readable but unprotected until the host returns (one more failure makes objects inaccessible). A 2-node cluster has no third data host to rebuild on: this is its design, not a shortfall to plan away.")
	warnFaultDomains = msg.NewKey("vsan-capacity.warn.fault-domains",
		"Fault domains: enter each fault domain as a host (the number of fault domains, and the devices of one fault domain). Policies need that many fault domains, and a failure here is a whole fault domain's.")
)
