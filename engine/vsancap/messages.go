package vsancap

import "github.com/sizewise/sizewise/engine/msg"

// The calculator's words, as registered keys (English, Russian).
var (
	// Problems (field errors).
	errHosts = msg.NewKey("vsan-capacity.err.hosts",
		"{0} needs at least {1} {1|host|hosts}; {2} given")
	errHostsMirror = msg.NewKey("vsan-capacity.err.hosts.mirror",
		"{0} needs at least {1} {1|host|hosts}, or {2} as a 2-node cluster with a witness appliance; {3} given")
	errHybridEC = msg.NewKey("vsan-capacity.err.hybrid-ec",
		"{0} needs an all-flash cluster on OSA; on hybrid use {1}")
	errESAClassic = msg.NewKey("vsan-capacity.err.esa-classic",
		"{0} needs the rule set {1} or {2}: the classic rules are vSAN 6/7, which has no ESA")
	errESAHybrid = msg.NewKey("vsan-capacity.err.esa-hybrid",
		"must be on for {0}: ESA runs on all-flash (NVMe) only, there is no hybrid ESA; choose {1} for a hybrid cluster")
	errReservesHost = msg.NewKey("vsan-capacity.err.reserves-host",
		"is too small for the reserves: a host holds {0}, and its share of the operations reserve ({1} + {2} of its capacity) leaves {3}. Use larger or more devices, or choose {4} in {5}")
	errReserves = msg.NewKey("vsan-capacity.err.reserves",
		"is too small for the reserves: the reserves of {0} take {1} of their {2}. Use larger or more devices, or choose {3} in {4}")

	errSysSlack = msg.NewKey("vsan-capacity.err.sys-slack",
		"leaves no capacity for data: vSAN's own metadata takes {0} of raw and the slack {1}")

	errStorageESA = msg.NewKey("vsan-capacity.err.storage-esa",
		"a vSAN storage cluster (vSAN Max) runs on {0} only: choose {0} in {1}")
	errStorageClassic = msg.NewKey("vsan-capacity.err.storage-classic",
		"a vSAN storage cluster (vSAN Max) needs the rule set {0} or {1}: the classic rules are vSAN 6/7, which has no storage clusters")
	errStorageHosts = msg.NewKey("vsan-capacity.err.storage-hosts",
		"a vSAN storage cluster has {0} to {1} hosts; {2} given")
	errStorageSiteHosts = msg.NewKey("vsan-capacity.err.storage-site-hosts",
		"a stretched vSAN storage cluster needs at least {0} hosts per site; {1} given")
	errStorageDevices = msg.NewKey("vsan-capacity.err.storage-devices",
		"a vSAN storage cluster needs at least {0} storage devices per host; {1} given")

	// Steps.
	stepRaw          = msg.NewKey("vsan-capacity.step.raw", "Raw capacity")
	stepRawOSA       = msg.NewKey("vsan-capacity.step.raw.osa", "{0} × {1} {1|disk group|disk groups} × {2} capacity {2|disk|disks} × {3}")
	stepRawESA       = msg.NewKey("vsan-capacity.step.raw.esa", "{0} × {1} storage pool {1|device|devices} × {2}")
	stepPolicy       = msg.NewKey("vsan-capacity.step.policy", "Policy multiplier")
	stepPolicyF      = msg.NewKey("vsan-capacity.step.policy.f", "{0}: every GB of VM data takes {1} GB of raw capacity (at least {2})")
	stepPolicyAdapt  = msg.NewKey("vsan-capacity.step.policy.adaptive", "{0}: on {1} {1|host|hosts} ESA lays objects out as {2} (2+1 on 3–5 hosts, 4+1 on 6 or more): every GB of VM data takes {3} GB of raw capacity")
	stepOverhead     = msg.NewKey("vsan-capacity.step.overhead", "ESA log-structured file system overhead")
	stepOverheadF    = msg.NewKey("vsan-capacity.step.overhead.f", "1 + {0} of object and replica data (Broadcom KB 394410 gives about 13.1 %)")
	stepAfterPolicy  = msg.NewKey("vsan-capacity.step.after-policy", "After the policy")
	stepAfterPolicyF = msg.NewKey("vsan-capacity.step.after-policy.f", "{0} / {1}")
	stepAfterPolicyE = msg.NewKey("vsan-capacity.step.after-policy.esa", "{0} / ({1} × (1 + {2}))")
	stepAfterSlack   = msg.NewKey("vsan-capacity.step.after-slack", "After slack")
	stepAfterSlackF  = msg.NewKey("vsan-capacity.step.after-slack.f", "{0} × (1 − {1})")
	stepRebuild      = msg.NewKey("vsan-capacity.step.rebuild", "Host rebuild reserve")
	stepRebuildF     = msg.NewKey("vsan-capacity.step.rebuild.f", "{0} / {1}: the capacity of one host")
	stepOps          = msg.NewKey("vsan-capacity.step.ops", "Operations reserve (assumption: per-host space for policy changes + buffer)")
	stepOpsF         = msg.NewKey("vsan-capacity.step.ops.f", "{0} × {1} + {2} × {3}")
	stepAfterRes     = msg.NewKey("vsan-capacity.step.after-reserves", "After the reserves")
	stepAfterResF    = msg.NewKey("vsan-capacity.step.after-reserves.f", "({0} − {1} − {2}) / {3}")
	stepUsable       = msg.NewKey("vsan-capacity.step.usable", "Usable for VM data")
	stepUsableOSA    = msg.NewKey("vsan-capacity.step.usable.osa", "{0} × dedupe ratio {1}")
	stepUsableESA    = msg.NewKey("vsan-capacity.step.usable.esa", "{0} × compression {1} × deduplication {2}")
	stepConsumed     = msg.NewKey("vsan-capacity.step.consumed", "Raw capacity the VM data occupies")
	stepConsumedOSA  = msg.NewKey("vsan-capacity.step.consumed.osa", "{0} × {1} / {2}")
	stepConsumedESA  = msg.NewKey("vsan-capacity.step.consumed.esa", "{0} × {1} × (1 + {2}) / ({3} × {4})")
	stepRequired     = msg.NewKey("vsan-capacity.step.required", "Raw capacity required (slack kept free)")
	stepRequiredF    = msg.NewKey("vsan-capacity.step.required.f", "{0} / (1 − {1})")
	stepRequiredRes  = msg.NewKey("vsan-capacity.step.required.reserves", "Raw capacity required (reserves kept free, {0})")
	stepRequiredResF = msg.NewKey("vsan-capacity.step.required.reserves.f", "({0} + {1} × {2}) / (1 − 1/{3} − {4})")
	stepRequiredOpsF = msg.NewKey("vsan-capacity.step.required.ops.f", "({0} + {1} × {2}) / (1 − {3})")
	stepFill         = msg.NewKey("vsan-capacity.step.fill", "Datastore fill")
	stepFillF        = msg.NewKey("vsan-capacity.step.fill.f", "{0} / {1} × 100")
	stepHosts        = msg.NewKey("vsan-capacity.step.hosts", "Hosts required for the VM data")
	stepHostsF       = msg.NewKey("vsan-capacity.step.hosts.f", "max({0}, ⌈{1} / {2} per host⌉)")
	stepHostsCurF    = msg.NewKey("vsan-capacity.step.hosts.current.f", "the fewest hosts of {0} each whose usable capacity holds {1}, with the layout and headroom of that host count (at least {2})")
	stepFailLayout   = msg.NewKey("vsan-capacity.step.failure.layout", "Raw per GB after a host failure")
	stepFailLayoutF  = msg.NewKey("vsan-capacity.step.failure.layout.f", "{0} left: objects re-protected as {1}")
	stepFailLayoutNo = msg.NewKey("vsan-capacity.step.failure.layout.no", "{0} left, fewer than the {1} that {2} needs: objects are not re-protected and keep {2}")
	stepFailUsable   = msg.NewKey("vsan-capacity.step.failure.usable", "Usable after a host failure")
	stepFailUsableF  = msg.NewKey("vsan-capacity.step.failure.usable.f", "min({0}, ({1} − {2}) / {3} × {4})")
	stepFailFill     = msg.NewKey("vsan-capacity.step.failure.fill", "Datastore fill after a host failure and rebuild")
	stepFailUsableNo = msg.NewKey("vsan-capacity.step.failure.usable.no", "nothing is rebuilt: the objects keep their layout with the failed host's components absent, so the {0} left hold the same {1} of VM data, readable at reduced protection")
	stepFailFTT      = msg.NewKey("vsan-capacity.step.failure.ftt", "Failures tolerated after a host failure")
	stepFailFTTNo    = msg.NewKey("vsan-capacity.step.failure.ftt.no", "{0} tolerates {1}; not re-protected, the objects tolerate {1} − 1 = {2} until the host returns")
	stepFailFTTYes   = msg.NewKey("vsan-capacity.step.failure.ftt.yes", "{0} re-protected as {1}: FTT {2} again")
	stepFailFTTFull  = msg.NewKey("vsan-capacity.step.failure.ftt.full", "{0} tolerates {1}; the rebuild runs out of space, so the objects not rebuilt tolerate {1} − 1 = {2}")
	stepFailFillNo   = msg.NewKey("vsan-capacity.step.failure.fill.no", "nothing is rebuilt: the {0} left stay as full as before")
	stepFailFillF    = msg.NewKey("vsan-capacity.step.failure.fill.f", "{0} × {1} / {2} / {3} × 100")

	// vSAN's own metadata (system overhead), and the after-failure readings.
	stepSysOSA           = msg.NewKey("vsan-capacity.step.sys.osa", "Deduplication and compression metadata, counted as used")
	stepSysOSAF          = msg.NewKey("vsan-capacity.step.sys.osa.f", "{0} × {1} (VCF 9.0: \"approximately five percent of total raw capacity\")")
	stepSysESA           = msg.NewKey("vsan-capacity.step.sys.esa", "ESA global metadata, counted as used (assumption)")
	stepSysESAF          = msg.NewKey("vsan-capacity.step.sys.esa.f", "{0} × {1} (about 10 % of raw, as third parties quote VMware's post on ESA capacity overheads; no VMware document read gives the figure)")
	stepAfterSlackSysF   = msg.NewKey("vsan-capacity.step.after-slack.sys.f", "{0} × (1 − {1} − {2})")
	stepAfterResSysF     = msg.NewKey("vsan-capacity.step.after-reserves.sys.f", "({0} − {1} − {2} − {3}) / {4}")
	stepRequiredSysF     = msg.NewKey("vsan-capacity.step.required.sys.f", "{0} / (1 − {1} − {2})")
	stepRequiredResSysF  = msg.NewKey("vsan-capacity.step.required.reserves.sys.f", "({0} + {1} × {2}) / (1 − 1/{3} − {4} − {5})")
	stepRequiredOpsSysF  = msg.NewKey("vsan-capacity.step.required.ops.sys.f", "({0} + {1} × {2}) / (1 − {3} − {4})")
	stepFillSysF         = msg.NewKey("vsan-capacity.step.fill.sys.f", "({0} + {1}) / {2} × 100")
	stepFailUsableSysF   = msg.NewKey("vsan-capacity.step.failure.usable.sys.f", "min({0}, ({1} − {2} − {3}) / {4} × {5})")
	stepFailUsableSlackF = msg.NewKey("vsan-capacity.step.failure.usable.slack.f",
		"min({0}, {1} / {2} × {3}): the rebuild may use the slack, which VMware keeps free for rebuilds (Sizewise's answer)")
	stepFailUsableSlackSysF = msg.NewKey("vsan-capacity.step.failure.usable.slack.sys.f",
		"min({0}, ({1} − {2}) / {3} × {4}): the rebuild may use the slack, which VMware keeps free for rebuilds (Sizewise's answer)")
	stepFailKept     = msg.NewKey("vsan-capacity.step.failure.kept", "Usable after a host failure, slack free again after the rebuild (the stricter reading)")
	stepFailKeptF    = msg.NewKey("vsan-capacity.step.failure.kept.f", "min({0}, {1} × (1 − {2}) / {3} × {4})")
	stepFailKeptSysF = msg.NewKey("vsan-capacity.step.failure.kept.sys.f", "min({0}, {1} × (1 − {2} − {3}) / {4} × {5})")
	stepFailFillSysF = msg.NewKey("vsan-capacity.step.failure.fill.sys.f", "({0} × {1} / {2} + {3}) / {4} × 100")

	// Warnings.
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

	warnHostsRequiredMax = msg.NewKey("vsan-capacity.warn.hosts-required-max",
		"The {0} this build needs for the VM data are more than one vSAN cluster takes ({1} at most): plan several clusters, or hosts with more capacity.")

	// Revision 2: what changed for a document written before (Changes).
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
	// Variant: the copy under the other rule set.
	variantESA = msg.NewKey("vsan-capacity.variant.esa",
		"ESA instead of OSA disk groups: each host's {0} capacity {0|device|devices} of {1} form its storage pool, the same raw capacity; the cache devices are left out, as ESA has no cache tier")
	variantESAHybrid = msg.NewKey("vsan-capacity.variant.esa-hybrid",
		"ESA instead of hybrid OSA disk groups: ESA is NVMe all-flash only, so each host's {0} magnetic {0|disk becomes an NVMe device|disks become NVMe devices} of {1} in its storage pool, the same raw capacity; the cache devices are left out")
	variantESACapped = msg.NewKey("vsan-capacity.variant.esa-capped",
		"ESA instead of OSA disk groups: each host's {0} capacity devices are more than the {1} a storage pool takes here, so the pool has {1}, less raw capacity than the OSA hosts; the cache devices are left out")
	variantOSA = msg.NewKey("vsan-capacity.variant.osa",
		"OSA disk groups instead of the ESA storage pool: the classic rules have no ESA, so each host's {0} {0|device becomes|devices become} {1} disk {1|group|groups} of {2} capacity {2|device|devices}, the same raw capacity, each group with a cache device that is not counted")
	variantOSAFewer = msg.NewKey("vsan-capacity.variant.osa-fewer",
		"OSA disk groups instead of the ESA storage pool: the classic rules have no ESA, and each host's {0} devices do not split evenly into disk groups of at most 7, so they become {1} disk {1|group|groups} of {2} capacity {2|device|devices}, {3} {3|device|devices} fewer a host (less raw capacity, never more); each group has a cache device that is not counted")

	changeJoin = msg.NewKey("vsan-capacity.change.join", "{0} {1}")

	factorESA = msg.NewKey("vsan-capacity.factor.esa", "({0} × (1 + {1}))")

	// Chart.
	chartTitle        = msg.NewKey("vsan-capacity.chart", "Capacity waterfall: raw to usable")
	axisStage         = msg.NewKey("vsan-capacity.axis.stage", "Stage")
	axisCapacity      = msg.NewKey("vsan-capacity.axis.capacity", "Capacity")
	barRaw            = msg.NewKey("vsan-capacity.bar.raw", "Raw")
	barAfterPolicy    = msg.NewKey("vsan-capacity.bar.after-policy", "After {0} (÷{1})")
	barAfterSlack     = msg.NewKey("vsan-capacity.bar.after-slack", "After {0} slack")
	barAfterReserves  = msg.NewKey("vsan-capacity.bar.after-reserves", "After the reserves")
	barUsable         = msg.NewKey("vsan-capacity.bar.usable", "Usable")
	barVMData         = msg.NewKey("vsan-capacity.bar.vm-data", "VM data")
	barAfterFailure   = msg.NewKey("vsan-capacity.bar.after-failure", "Usable after a host failure")
	barAfterFailureNo = msg.NewKey("vsan-capacity.bar.after-failure.no", "After a host failure (not re-protected)")
	seriesCapacity    = msg.NewKey("vsan-capacity.series.capacity", "Capacity")
	ruleVMData        = msg.NewKey("vsan-capacity.rule.vm-data", "VM data {0}")
)
