package clustersizing

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// The worked steps.
var (
	stepGrowth      = msg.NewKey("cluster-sizing.step.growth", "Growth over {0} {0|year|years} at {1} a year")
	stepGrowthF     = msg.NewKey("cluster-sizing.step.growth.f", "(1 + {0})^{1}")
	stepGrown       = msg.NewKey("cluster-sizing.step.grown", "{0} in year {1}")
	stepTimesF      = msg.NewKey("cluster-sizing.step.times.f", "{0} × {1}")
	stepCores       = msg.NewKey("cluster-sizing.step.cores", "Cores per host")
	stepCoresF      = msg.NewKey("cluster-sizing.step.cores.f", "{0} × {1} {1|core|cores}")
	stepNeedRatio   = msg.NewKey("cluster-sizing.step.need-ratio", "CPU capacity needed, at {0} vCPU per core")
	stepNeedPeak    = msg.NewKey("cluster-sizing.step.need-peak", "CPU capacity needed for the measured peak, in cores of {0}")
	stepDivF        = msg.NewKey("cluster-sizing.step.div.f", "{0} / {1}")
	stepUsableCores = msg.NewKey("cluster-sizing.step.usable-cores", "Cores per host the VMs may use ({0} kept free)")
	stepHeadroomF   = msg.NewKey("cluster-sizing.step.headroom.f", "{0} × (100 % − {1})")
	stepHostsCPU    = msg.NewKey("cluster-sizing.step.hosts-cpu", "Hosts for CPU")
	stepCeilF       = msg.NewKey("cluster-sizing.step.ceil.f", "⌈{0} / {1}⌉")
	stepTier        = msg.NewKey("cluster-sizing.step.tier", "Host memory with NVMe tiering (Mem.TierNVMePct = {0})")
	stepTierF       = msg.NewKey("cluster-sizing.step.tier.f", "{0} of DRAM + {0} × {1} of NVMe")
	stepMinFree     = msg.NewKey("cluster-sizing.step.minfree", "ESXi minFree reserve")
	stepMinFreeF    = msg.NewKey("cluster-sizing.step.minfree.f", "sliding scale of {0}: 6 % of 4 GB + 4 % of 8 GB + 2 % of 16 GB + 1 % of the rest")
	stepUsableMem   = msg.NewKey("cluster-sizing.step.usable-mem", "Memory per host the VMs may use ({0} kept free)")
	stepUsableMemF  = msg.NewKey("cluster-sizing.step.usable-mem.f", "({0} − {1}) × (100 % − {2})")
	stepNeedMem     = msg.NewKey("cluster-sizing.step.need-mem", "Memory needed")
	stepNeedMem1F   = msg.NewKey("cluster-sizing.step.need-mem1.f", "{0}, not overcommitted: inter-VM TPS is off by default since 2015")
	stepNeedMemF    = msg.NewKey("cluster-sizing.step.need-mem.f", "{0} / {1} overcommit")
	stepHostsMem    = msg.NewKey("cluster-sizing.step.hosts-mem", "Hosts for memory")
	stepHostsActive = msg.NewKey("cluster-sizing.step.hosts-active", "Hosts for the active memory under tiering (at most {0} of the DRAM)")
	stepActiveF     = msg.NewKey("cluster-sizing.step.active.f", "⌈{0} / ({1} × {2})⌉")
	stepHostsVMs    = msg.NewKey("cluster-sizing.step.hosts-vms", "Hosts for the VMs a vSAN host takes ({0} at most)")
	stepRaw         = msg.NewKey("cluster-sizing.step.raw", "vSAN raw capacity per host")
	stepRawF        = msg.NewKey("cluster-sizing.step.raw.f", "{0} {0|device|devices} × {1}")
	stepHostsSto    = msg.NewKey("cluster-sizing.step.hosts-storage", "Hosts for storage (the vSAN capacity calculator's model: {0}, {1})")
	stepHostsStoF   = msg.NewKey("cluster-sizing.step.hosts-storage.f", "the fewest hosts whose usable capacity holds {0}; the policy's minimum is {1}")
	stepSpares      = msg.NewKey("cluster-sizing.step.spares", "Hosts for storage, re-protected after the spare hosts fail ({0})")
	stepSparesSameF = msg.NewKey("cluster-sizing.step.spares-same.f", "{0} fit on the hosts left ({1}) re-protected: the headroom kept (host rebuild reserve or slack) takes the rebuild, so the spares cost no storage host")
	stepSparesMoreF = msg.NewKey("cluster-sizing.step.spares-more.f", "{0} hosts leave {1} after the failures, too few to hold {2} re-protected; {3} hold it")
	stepPerSite     = msg.NewKey("cluster-sizing.step.per-site", "Hosts per site, each site running the whole workload")
	stepHosts       = msg.NewKey("cluster-sizing.step.hosts", "Hosts, spares included")
	stepHostsF      = msg.NewKey("cluster-sizing.step.hosts.f", "max(CPU {0}, memory {1}, VMs per host {2}) + {3} spare; storage {4}; policy minimum {5}")
	stepBothSites   = msg.NewKey("cluster-sizing.step.both-sites", "Hosts on both data sites (and 1 witness at a third)")
	stepBothSitesF  = msg.NewKey("cluster-sizing.step.both-sites.f", "2 × {0}")
	stepTwoNode     = msg.NewKey("cluster-sizing.step.two-node", "Hosts of a 2-node cluster (each carries everything after the other fails)")
	stepTwoNodeF    = msg.NewKey("cluster-sizing.step.two-node.f", "2 data hosts + a witness appliance; one host's worth needed: CPU {0}, memory {1}; storage on 2 hosts: {2}")
	stepDeciding    = msg.NewKey("cluster-sizing.step.deciding", "What decides the count: {0}")
	stepUtilCPU     = msg.NewKey("cluster-sizing.step.util-cpu", "CPU used, every host running")
	stepUtilF       = msg.NewKey("cluster-sizing.step.util.f", "{0} / ({1} × {2})")
	stepUtilMem     = msg.NewKey("cluster-sizing.step.util-mem", "Memory used, every host running")
	stepUtilSto     = msg.NewKey("cluster-sizing.step.util-storage", "vSAN fill (raw consumed / raw)")
	stepUtilStoF    = msg.NewKey("cluster-sizing.step.util-storage.f", "{0} / {1} on {2}")
)

// num is a number with its unit, an argument of a step or a warning ("12
// hosts"; with no unit, the number alone). Messages are built from them by
// m, in one loop, instead of a msg.Arg constructed at every call site: the
// steps then weigh a third of what they would in app.wasm.
type num struct {
	x float64
	u msg.Unit
}

func plain(x float64) num { return num{x, msg.None} }
func hosts(n int) num     { return num{float64(n), msg.Host} }
func gb(x float64) num    { return num{x, msg.GB} }
func pc(x float64) num    { return num{x, msg.Percent} }
func cores(x float64) num { return num{x, msg.Core} }
func tib(x float64) num   { return num{x, msg.TiB} }

// m is k's message with the numbers ns, each rounded to 12 significant
// digits. (Not inlined, as add: one copy of the code for every step.)
//
//go:noinline
func m(k *msg.Key, ns ...num) msg.Message {
	args := make([]msg.Arg, len(ns))
	for i, a := range ns {
		args[i] = msg.Qty(a.x, a.u)
	}
	return k.With(args...)
}

// stepList collects the worked steps.
type stepList []calc.Step

// add appends a step whose value is v in unit u.
//
//go:noinline
func (l *stepList) add(label, formula msg.Message, v float64, u msg.Unit) {
	*l = append(*l, calc.Step{Label: label, Formula: formula, Value: v, Unit: u})
}

// steps is the worked calculation at the horizon.
func steps(e *evaluation) []calc.Step {
	in, h, s := e.in, e.host, e.last()
	out := make(stepList, 0, 40)
	f := plain(s.factor)
	if s.year > 0 && in.GrowthPctPerYear > 0 {
		y := plain(float64(s.year))
		out.add(m(stepGrowth, y, pc(in.GrowthPctPerYear)), m(stepGrowthF, pc(in.GrowthPctPerYear), y), s.factor, msg.Times)
		out.add(stepGrown.With(msg.Txt(labelVCPUs), msg.Int(s.year)), m(stepTimesF, plain(float64(in.VCPUs)), f), s.vcpus, msg.VCPU)
		out.add(stepGrown.With(msg.Txt(labelMemory), msg.Int(s.year)), m(stepTimesF, gb(in.MemoryGB), f), float64(s.vram), msg.GB)
		out.add(stepGrown.With(msg.Txt(labelStorage), msg.Int(s.year)), m(stepTimesF, gb(in.StorageGB), f), float64(s.data), msg.GB)
	}
	out.add(m(stepCores), m(stepCoresF, num{float64(in.Sockets), msg.Socket}, plain(float64(in.CoresPerSocket))), float64(h.cores), msg.Core)
	if in.CPUSizing == CPUMeasured {
		ghz := num{in.CoreGHz, msg.GHz}
		out.add(m(stepNeedPeak, ghz), m(stepDivF, num{float64(s.peak), msg.GHz}, ghz), float64(s.cores), msg.Core)
	} else {
		out.add(m(stepNeedRatio, plain(in.VCPUPerCore)), m(stepDivF, num{s.vcpus, msg.VCPU}, plain(in.VCPUPerCore)), float64(s.cores), msg.Core)
	}
	out.add(m(stepUsableCores, pc(in.CPUHeadroomPct)), m(stepHeadroomF, cores(float64(h.cores)), pc(in.CPUHeadroomPct)), float64(h.usableCores), msg.Core)
	out.add(m(stepHostsCPU), m(stepCeilF, cores(float64(s.cores)), cores(float64(h.usableCores))), float64(s.cpu), msg.Host)
	if in.tiering() {
		out.add(m(stepTier, plain(in.MemoryTieringPct)), m(stepTierF, gb(float64(h.dram)), pc(in.MemoryTieringPct)), float64(h.total), msg.GB)
	}
	out.add(m(stepMinFree), m(stepMinFreeF, gb(float64(h.dram))), float64(h.minFree), msg.GB)
	out.add(m(stepUsableMem, pc(in.MemoryHeadroomPct)), m(stepUsableMemF, gb(float64(h.total)), gb(float64(h.minFree)), pc(in.MemoryHeadroomPct)), float64(h.usableMem), msg.GB)
	if in.MemoryOvercommit == 1 {
		out.add(m(stepNeedMem), m(stepNeedMem1F, gb(float64(s.vram))), float64(s.needMem), msg.GB)
	} else {
		out.add(m(stepNeedMem), m(stepNeedMemF, gb(float64(s.vram)), plain(in.MemoryOvercommit)), float64(s.needMem), msg.GB)
	}
	out.add(m(stepHostsMem), m(stepCeilF, gb(float64(s.needMem)), gb(float64(h.usableMem))), float64(ceil(float64(s.needMem)/float64(h.usableMem))), msg.Host)
	if s.active > 0 {
		out.add(m(stepHostsActive, pc(TieringMaxActivePct)), m(stepActiveF, gb(float64(s.activeGB)), gb(float64(h.dram)), pc(TieringMaxActivePct)), float64(s.active), msg.Host)
	}
	if limit := vmsPerHost(in); limit > 0 {
		out.add(m(stepHostsVMs, num{float64(limit), msg.VM}), m(stepCeilF, num{float64(s.vms), msg.VM}, plain(float64(limit))), float64(s.vmLimit), msg.Host)
	}
	if in.vsan() {
		storageSteps(e, &out)
	}
	hostSteps(e, &out)
	licenceSteps(e, &out)
	return out
}

// storageSteps are the vSAN steps: raw capacity per host, hosts for the
// data, and with the spares' failures.
func storageSteps(e *evaluation, out *stepList) {
	in, h, s := e.in, e.host, e.last()
	p, _ := vsancap.PolicyNamed(in.Policy)
	out.add(m(stepRaw), m(stepRawF, plain(float64(in.DevicesPerHost)), num{in.DeviceSizeTB, msg.TB}), float64(h.raw), msg.GB)
	vin := storageInputs(in, s.storageBase, s.data)
	head := msg.Txt(headroomLabels[vsancap.HeadroomAt(vin, s.storageBase)])
	out.add(stepHostsSto.With(msg.Txt(p.Short), head), m(stepHostsStoF, gb(float64(s.data)), hosts(s.minimum)), float64(s.storageBase), msg.Host)
	if s.spares == 0 || in.Topology == TwoNode {
		return
	}
	data := gb(float64(s.data))
	if s.storage == s.storageBase {
		out.add(m(stepSpares, plain(float64(s.spares))), m(stepSparesSameF, data, plain(float64(s.storage-s.spares))), float64(s.storage), msg.Host)
	} else {
		out.add(m(stepSpares, plain(float64(s.spares))), m(stepSparesMoreF, plain(float64(s.storageBase)), plain(float64(s.storageBase-s.spares)), data, hosts(s.storage)), float64(s.storage), msg.Host)
	}
}

// hostSteps are the host count, what decides it, and the utilisation.
func hostSteps(e *evaluation, out *stepList) {
	in, h, s := e.in, e.host, e.last()
	counts := m(stepHostsF, hosts(s.cpu), hosts(s.memory), hosts(s.vmLimit), plain(float64(s.spares)), hosts(s.storage), hosts(s.minimum))
	switch in.Topology {
	case TwoNode:
		out.add(m(stepTwoNode), stepTwoNodeF.With(msg.Qty(float64(s.cpu), msg.Host), msg.Qty(float64(s.memory), msg.Host), msg.Txt(yesNo(s.storage <= 2))), float64(s.hosts), msg.Host)
	case Stretched:
		out.add(m(stepPerSite), counts, float64(s.perSite), msg.Host)
		out.add(m(stepBothSites), m(stepBothSitesF, hosts(s.perSite)), float64(s.hosts), msg.Host)
	default:
		out.add(m(stepHosts), counts, float64(s.hosts), msg.Host)
	}
	out.add(stepDeciding.With(msg.Sub(decidingWords(e))), msg.Fixed(decidingLabels[s.deciding]), float64(s.hosts), msg.Host)
	n := hosts(s.hosts)
	out.add(m(stepUtilCPU), m(stepUtilF, cores(float64(s.cores)), n, plain(float64(h.cores))), e.res.CPUUtilizationPct, msg.Percent)
	out.add(m(stepUtilMem), m(stepUtilF, gb(float64(s.needMem)), n, gb(float64(h.total))), e.res.MemoryUtilizationPct, msg.Percent)
	if c := e.capacity; c != nil {
		out.add(m(stepUtilSto), m(stepUtilStoF, gb(c.ConsumedRawGB), gb(c.RawGB), hosts(s.perSite)), c.FillPct, msg.Percent)
	}
}

// yesNo words a yes or a no.
func yesNo(b bool) msg.Text {
	if b {
		return msg.T("fits")
	}
	return msg.T("does not fit")
}
