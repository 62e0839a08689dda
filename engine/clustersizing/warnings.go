package clustersizing

import (
	"slices"

	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
)

// Warnings: the limits that bite, and what the figures assume.
var (
	warnVMLimit     = msg.NewKey("cluster-sizing.warn.vm-limit", "{0} need at least {1} at {2} per vSAN host under the rule set “{3}”: the VMs per host, not CPU or memory, set the count.")
	warnFloor       = msg.NewKey("cluster-sizing.warn.floor", "CPUs of {0} {0|core|cores} are licensed as 16: {1} of the {2} licensed ({3}) pay for cores the hosts do not have (KB 313548). CPUs of 16 cores or more waste none.")
	warnNoActive    = msg.NewKey("cluster-sizing.warn.no-active", "Memory tiering is on but {0} is not given, so the published rule (active memory at most {1} of the DRAM) is not checked: measure the active memory before counting on the NVMe tier.")
	warnActive      = msg.NewKey("cluster-sizing.warn.active", "The active memory, {0}, is more than {1} of the DRAM of the {2} the memory alone needs: the tiering rule raises the memory hosts to {3}.")
	warnTierDevice  = msg.NewKey("cluster-sizing.warn.tier-device", "The NVMe tier takes {0} per host on an NVMe device of its own, not one of vSAN's: at least as large as the tier, endurance class D (7,300 TBW or more) and performance class F (100,000 writes/s or more), as VMware recommends.")
	warnTierRatio   = msg.NewKey("cluster-sizing.warn.tier-ratio", "Mem.TierNVMePct = {0}: VMware recommends the default 100 (1:1) for most workloads; another ratio only once all the active memory is known to fit the DRAM.")
	warnOvercommit  = msg.NewKey("cluster-sizing.warn.overcommit", "Memory overcommitted {0}: inter-VM transparent page sharing is off by default since 2015 (Mem.ShareForceSalting = 2), so the memory the hosts lack is taken back by ballooning, compression and swapping when the VMs use it.")
	warnConsumed    = msg.NewKey("cluster-sizing.warn.consumed", "The VMs consume {0} (measured, grown to year {1}), more than the {2} the overcommit leaves them: lower {3}.")
	warnUsed        = msg.NewKey("cluster-sizing.warn.used", "Storage is sized on the space used: thin disks can grow to their provisioned size, and VMware's VCF design sizes vSAN for the full, thick-provisioned space.")
	warnVVFWhole    = msg.NewKey("cluster-sizing.warn.vvf-whole", "The hosts claim {0} of raw capacity, more than the {1} VVF includes: past it, the cluster's whole capacity, {2}, is to license, not only what is beyond (KB 326663). Fewer or smaller devices, or VCF, avoid it.")
	warnNoSpare     = msg.NewKey("cluster-sizing.warn.no-spare", "No spare host: when a host fails or is in maintenance, its VMs have nowhere to restart. Plan at least one (N+1).")
	warnTwoNode     = msg.NewKey("cluster-sizing.warn.two-node", "The workload does not fit a 2-node cluster: each host must carry all of it after the other fails (Dell: keep a 2-node cluster's CPU below 50 %); it needs {0} of CPU, {1} of memory and {2} of storage. Choose the standard topology.")
	warnStretched   = msg.NewKey("cluster-sizing.warn.stretched", "Each site is sized to run the whole workload after the other site fails (vSphere HA admission control reserving 50 %), with the spares per site; the witness runs at a third site and is neither counted nor licensed here.")
	warnFill        = msg.NewKey("cluster-sizing.warn.fill", "vSAN is {0} full at this count: above {1} performance fell sharply in VMware vSAN 7 tests; add capacity devices or hosts.")
	warnPerformance = msg.NewKey("cluster-sizing.warn.performance", "The measured IOPS and write throughput are not a sizing constraint here: what a vSAN host sustains depends on its devices, network and policy. Compare {0} per host with the ReadyNode's tested figures.")
)

// msgList collects warnings or sources.
type msgList []msg.Message

// add appends w (not inlined: one copy of append for every warning).
//
//go:noinline
func (l *msgList) add(w msg.Message) { *l = append(*l, w) }

// cite appends doc's citation for detail.
//
//go:noinline
func (l *msgList) cite(doc *source.Doc, detail *msg.Text) { *l = append(*l, doc.Msg(*detail)) }

// warnings lists the limits that bite at the horizon and what the
// figures assume.
func warnings(e *evaluation) (w, cited []msg.Message) {
	in, s := e.in, e.last()
	l := e.lic[len(e.lic)-1]
	c := limits.Cluster{Hosts: s.hosts}
	if in.Topology == Stretched {
		c.HostsPerSite = s.perSite
	}
	w, cited = limits.Report(in.Rules, c)
	vw, vc := limits.Report(in.Rules, limits.Cluster{VMs: s.vms}) // the cluster's VMs; per host below
	out := msgList(append(w, vw...))
	cited = append(cited, vc...)
	if limit := vmsPerHost(in); s.deciding == ResVMLimit || (in.Topology == TwoNode && s.vmLimit > 1) {
		out.add(warnVMLimit.With(msg.Qty(float64(s.vms), msg.VM), msg.Qty(float64(s.vmLimit), msg.Host), msg.Qty(float64(limit), msg.VM), msg.Txt(rules.Labels[in.Rules])))
	}
	if in.Topology == TwoNode && !s.fits {
		out.add(m(warnTwoNode, hosts(s.cpu), hosts(s.memory), hosts(s.storage)))
	}
	if in.Topology == Stretched {
		out.add(m(warnStretched))
	}
	if in.SpareHosts == 0 && in.Topology != TwoNode {
		out.add(m(warnNoSpare))
	}
	if in.CoresPerSocket < LicenseMinCoresPerCPU {
		floor := float64(l.licensed - l.physical)
		out.add(m(warnFloor, plain(float64(in.CoresPerSocket)), cores(floor), plain(float64(l.licensed)), pc(floor/float64(l.licensed)*100)))
	}
	memoryWarnings(e, &out)
	if in.vsan() && in.StorageBasis == Used {
		out.add(m(warnUsed))
	}
	if l.whole {
		out.add(m(warnVVFWhole, tib(l.rawTiB), tib(l.entitled), tib(float64(l.required))))
	}
	if e.capacity != nil && e.capacity.FillPct > FillWarnPct {
		out.add(m(warnFill, pc(e.capacity.FillPct), pc(FillWarnPct)))
	}
	if r := e.res.IOPSPerHost; r != nil {
		out.add(m(warnPerformance, num{*r, msg.IOPSUnit}))
	}
	return out, cited
}

// memoryWarnings are tiering's conditions and the overcommit's.
func memoryWarnings(e *evaluation, out *msgList) {
	in, h, s := e.in, e.host, e.last()
	if in.tiering() {
		if in.ActiveMemoryGB == nil {
			out.add(warnNoActive.With(msg.Field("active_memory_gb"), msg.Qty(TieringMaxActivePct, msg.Percent)))
		} else if memHosts := ceil(float64(s.needMem) / float64(h.usableMem)); s.active > memHosts {
			out.add(m(warnActive, gb(float64(s.activeGB)), pc(TieringMaxActivePct), hosts(memHosts), hosts(s.active)))
		}
		out.add(m(warnTierDevice, gb(float64(h.tier))))
		if in.MemoryTieringPct != TieringDefaultPct {
			out.add(m(warnTierRatio, plain(in.MemoryTieringPct)))
		}
	}
	if in.MemoryOvercommit > 1 {
		out.add(m(warnOvercommit, plain(in.MemoryOvercommit)))
		if consumed := *orZero(in.ConsumedMemoryGB) * s.factor; scenario.Clean(consumed) > scenario.Clean(float64(s.needMem)) {
			out.add(warnConsumed.With(msg.Qty(consumed, msg.GB), msg.Int(s.year), msg.Qty(float64(s.needMem), msg.GB), msg.Field("memory_overcommit")))
		}
	}
}

// orZero is p, or a pointer to 0 when p is nil.
func orZero(p *float64) *float64 {
	if p == nil {
		return new(float64)
	}
	return p
}

// What each document is cited for.
var (
	citeCores = msg.T(
		"VCF and VVF are licensed per physical core, at least 16 per CPU (Host A 2 × 8 + Host B 2 × 24 = 80 cores); vSAN per TiB of raw capacity claimed, one licence per TiB; VCF brings 1 TiB of vSAN per core")
	citeVVF = msg.T(
		"VVF includes 100 GiB of vSAN per core, counted on the raw capacity claimed; beyond it the cluster's entire capacity is to license, not just the amount beyond")
	citeVCAT = msg.T(
		"a host's processing capability is its cores times their speed; plan for no more than 80 % utilisation; hosts for memory = memory needed / memory per host")
	citeSizer = msg.T(
		"VMware's sizer sizes cores from vCPUs per core (4 in its examples) with CPU headroom on top")
	citeTPS = msg.T(
		"inter-VM transparent page sharing off by default since the 2015 patches (Mem.ShareForceSalting = 2): memory is not overcommitted by default")
	citeMinFree = msg.T(
		"ESXi's minFree: 6 % of the first 4 GB, 4 % of the next 8 GB, 2 % of the next 16 GB, 1 % of the rest")
	citeTierActive = msg.T(
		"the workload's active memory at most 50 % of the DRAM, because the default tiering doubles memory")
	citeTierRatio = msg.T(
		"Mem.TierNVMePct = 100 by default (1:1): 512 GB of DRAM gives 1 TB of memory; 50 and 200 are other ratios")
	citeTierDevice = msg.T(
		"NVMe devices for memory: endurance class D (7,300 TBW or more) and performance class F (100,000 writes/s or more)")
	citeTierSize = msg.T(
		"an NVMe device at least as large as the DRAM at the default ratio")
	citeThick = msg.T(
		"size the vSAN datastore for the full, thick-provisioned space, although vSAN provisions thin")
	citeClassicVMs = msg.T("up to 200 VMs per vSAN host before vSAN 8 U2's ESA")
	citeTwoNode    = msg.T(
		"size a 2-node cluster for the VMs in a failed state: keep CPU below 50 % of the two hosts")
	citeIntersite = msg.T("B = Wb × md × mr, md = 1.4, mr = 1.25; reads stay local")
)

// sources are the documents the figures come from, each once.
func sources(e *evaluation, cited []msg.Message) []msg.Message {
	in := e.in
	s := make(msgList, 0, 32)
	s.cite(&source.CoreLicensingKB, &citeCores)
	if in.License == VVF {
		s.cite(&source.VVFCapacityKB, &citeVVF)
	}
	s.cite(&source.VCATComputePlatform, &citeVCAT)
	if in.CPUSizing == CPURatio {
		s.cite(&source.CloudSizerAPI, &citeSizer)
	}
	s.cite(&source.TPSSaltingKB, &citeTPS)
	s.cite(&source.DennemanMinFreeSlidingScale, &citeMinFree)
	if in.tiering() {
		s.cite(&source.MemoryTieringSizing, &citeTierActive)
		s.cite(&source.MemoryTieringRatio, &citeTierRatio)
		s.cite(&source.MemoryTieringDeployment, &citeTierDevice)
		s.cite(&source.MemoryTieringSizingPart3, &citeTierSize)
	}
	if in.vsan() {
		s.cite(&source.VCF45ManagementStorage, &citeThick)
		if in.Rules == rules.Classic {
			s.cite(&source.ESAScalability8U2, &citeClassicVMs)
		}
		s = append(s, e.capOut.Sources...)
	}
	switch {
	case in.Topology == TwoNode:
		s.cite(&source.VxRailTwoNodePlanning, &citeTwoNode)
	case e.res.IntersiteMbps != nil:
		s.cite(&source.StretchedBandwidthGuide, &citeIntersite)
	}
	s = append(s, limits.Sources(in.Rules)...)
	return dedupe(append(s, cited...))
}

// dedupe keeps the first of each source: a citation is the same when its
// arguments (the document, the detail) are, which are read without
// rendering the message.
func dedupe(ms []msg.Message) []msg.Message {
	out := ms[:0:0]
	seen := make([]string, 0, len(ms))
	for _, m := range ms {
		k := ""
		for _, a := range m.Args() {
			k += a.In(msg.EN, nil) + "\x00"
		}
		if len(m.Args()) == 0 {
			k = m.String()
		}
		if !slices.Contains(seen, k) {
			seen = append(seen, k)
			out = append(out, m)
		}
	}
	return out
}
