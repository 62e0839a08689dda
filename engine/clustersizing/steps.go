package clustersizing

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// The worked steps.
var (
	stepGrowth      = msg.NewKey("cluster-sizing.step.growth", "Growth over {0} {0|year|years} at {1} a year", "Рост за {0} {0|год|года|лет} по {1} в год")
	stepGrowthF     = msg.NewKey("cluster-sizing.step.growth.f", "(1 + {0})^{1}", "(1 + {0})^{1}")
	stepGrown       = msg.NewKey("cluster-sizing.step.grown", "{0} in year {1}", "{0} к году {1}")
	stepTimesF      = msg.NewKey("cluster-sizing.step.times.f", "{0} × {1}", "{0} × {1}")
	stepCores       = msg.NewKey("cluster-sizing.step.cores", "Cores per host", "Ядер на хост")
	stepCoresF      = msg.NewKey("cluster-sizing.step.cores.f", "{0} × {1} {1|core|cores}", "{0} × {1} {1|ядро|ядра|ядер}")
	stepNeedRatio   = msg.NewKey("cluster-sizing.step.need-ratio", "CPU capacity needed, at {0} vCPU per core", "Требуемая мощность CPU при {0} vCPU на ядро")
	stepNeedRatioF  = msg.NewKey("cluster-sizing.step.need-ratio.f", "{0} vCPU / {1}", "{0} vCPU / {1}")
	stepNeedPeak    = msg.NewKey("cluster-sizing.step.need-peak", "CPU capacity needed for the measured peak, in cores of {0}", "Требуемая мощность CPU для измеренного пика, в ядрах по {0}")
	stepNeedPeakF   = msg.NewKey("cluster-sizing.step.need-peak.f", "{0} / {1}", "{0} / {1}")
	stepUsableCores = msg.NewKey("cluster-sizing.step.usable-cores", "Cores per host the VMs may use ({0} kept free)", "Ядер на хост, доступных ВМ ({0} остаются свободными)")
	stepHeadroomF   = msg.NewKey("cluster-sizing.step.headroom.f", "{0} × (100 % − {1})", "{0} × (100 % − {1})")
	stepHostsCPU    = msg.NewKey("cluster-sizing.step.hosts-cpu", "Hosts for CPU", "Хостов по CPU")
	stepCeilF       = msg.NewKey("cluster-sizing.step.ceil.f", "⌈{0} / {1}⌉", "⌈{0} / {1}⌉")
	stepTier        = msg.NewKey("cluster-sizing.step.tier", "Host memory with NVMe tiering (Mem.TierNVMePct = {0})", "Память хоста с многоуровневой памятью на NVMe (Mem.TierNVMePct = {0})")
	stepTierF       = msg.NewKey("cluster-sizing.step.tier.f", "{0} of DRAM + {0} × {1} of NVMe", "{0} DRAM + {0} × {1} на NVMe")
	stepMinFree     = msg.NewKey("cluster-sizing.step.minfree", "ESXi minFree reserve", "Резерв minFree ESXi")
	stepMinFreeF    = msg.NewKey("cluster-sizing.step.minfree.f", "sliding scale of {0}: 6 % of 4 GB + 4 % of 8 GB + 2 % of 16 GB + 1 % of the rest", "скользящая шкала от {0}: 6 % от 4 ГБ + 4 % от 8 ГБ + 2 % от 16 ГБ + 1 % от остального")
	stepUsableMem   = msg.NewKey("cluster-sizing.step.usable-mem", "Memory per host the VMs may use ({0} kept free)", "Память на хост, доступная ВМ ({0} остаются свободными)")
	stepUsableMemF  = msg.NewKey("cluster-sizing.step.usable-mem.f", "({0} − {1}) × (100 % − {2})", "({0} − {1}) × (100 % − {2})")
	stepNeedMem     = msg.NewKey("cluster-sizing.step.need-mem", "Memory needed", "Требуемая память")
	stepNeedMem1F   = msg.NewKey("cluster-sizing.step.need-mem1.f", "{0}, not overcommitted: inter-VM TPS is off by default since 2015", "{0} без переподписки: TPS между ВМ по умолчанию выключен с 2015 года")
	stepNeedMemF    = msg.NewKey("cluster-sizing.step.need-mem.f", "{0} / {1} overcommit", "{0} / {1} (переподписка)")
	stepHostsMem    = msg.NewKey("cluster-sizing.step.hosts-mem", "Hosts for memory", "Хостов по памяти")
	stepHostsActive = msg.NewKey("cluster-sizing.step.hosts-active", "Hosts for the active memory under tiering (at most {0} of the DRAM)", "Хостов по активной памяти при многоуровневой памяти (не больше {0} DRAM)")
	stepActiveF     = msg.NewKey("cluster-sizing.step.active.f", "⌈{0} / ({1} × {2})⌉", "⌈{0} / ({1} × {2})⌉")
	stepHostsVMs    = msg.NewKey("cluster-sizing.step.hosts-vms", "Hosts for the VMs a vSAN host takes ({0} at most)", "Хостов по числу ВМ на хост vSAN (не больше {0})")
	stepRaw         = msg.NewKey("cluster-sizing.step.raw", "vSAN raw capacity per host", "Сырая ёмкость vSAN на хост")
	stepRawF        = msg.NewKey("cluster-sizing.step.raw.f", "{0} {0|device|devices} × {1}", "{0} {0|устройство|устройства|устройств} × {1}")
	stepHostsSto    = msg.NewKey("cluster-sizing.step.hosts-storage", "Hosts for storage (the vSAN capacity calculator's model: {0}, {1})", "Хостов по хранилищу (модель калькулятора ёмкости vSAN: {0}, {1})")
	stepHostsStoF   = msg.NewKey("cluster-sizing.step.hosts-storage.f", "the fewest hosts whose usable capacity holds {0}; the policy's minimum is {1}", "наименьшее число хостов, чья полезная ёмкость вмещает {0}; минимум для политики — {1}")
	stepSpares      = msg.NewKey("cluster-sizing.step.spares", "Hosts for storage, re-protected after the spare hosts fail ({0})", "Хостов по хранилищу с восстановлением защиты после отказа резервных хостов ({0})")
	stepSparesSameF = msg.NewKey("cluster-sizing.step.spares-same.f", "{0} fit on the hosts left ({1}) re-protected: the headroom kept (host rebuild reserve or slack) takes the rebuild, so the spares cost no storage host", "{0} помещаются на оставшиеся хосты ({1}) с восстановленной защитой: запас (резерв на перестроение хоста или slack) принимает перестроение, и резервные хосты не добавляют хостов хранения")
	stepSparesMoreF = msg.NewKey("cluster-sizing.step.spares-more.f", "{0} hosts leave {1} after the failures, too few to hold {2} re-protected; {3} hold it", "из хостов ({0}) после отказов остаётся {1}, и они не вмещают {2} с восстановленной защитой; вмещают {3}")
	stepPerSite     = msg.NewKey("cluster-sizing.step.per-site", "Hosts per site, each site running the whole workload", "Хостов на площадку: каждая площадка выполняет всю нагрузку")
	stepHosts       = msg.NewKey("cluster-sizing.step.hosts", "Hosts, spares included", "Хостов с резервными")
	stepHostsF      = msg.NewKey("cluster-sizing.step.hosts.f", "max(CPU {0}, memory {1}, VMs per host {2}) + {3} spare; storage {4}; policy minimum {5}", "max(CPU {0}, память {1}, ВМ на хост {2}) + {3} в резерве; хранилище {4}; минимум политики {5}")
	stepBothSites   = msg.NewKey("cluster-sizing.step.both-sites", "Hosts on both data sites (and 1 witness at a third)", "Хостов на обеих площадках с данными (и 1 свидетель на третьей)")
	stepBothSitesF  = msg.NewKey("cluster-sizing.step.both-sites.f", "2 × {0}", "2 × {0}")
	stepTwoNode     = msg.NewKey("cluster-sizing.step.two-node", "Hosts of a 2-node cluster (each carries everything after the other fails)", "Хостов двухузлового кластера (каждый несёт всё после отказа другого)")
	stepTwoNodeF    = msg.NewKey("cluster-sizing.step.two-node.f", "2 data hosts + a witness appliance; one host's worth needed: CPU {0}, memory {1}; storage on 2 hosts: {2}", "2 хоста с данными + модуль-свидетель; нужно на один хост: CPU {0}, память {1}; хранилище на 2 хостах: {2}")
	stepDeciding    = msg.NewKey("cluster-sizing.step.deciding", "What decides the count: {0}", "Что определяет число хостов: {0}")
	stepUtilCPU     = msg.NewKey("cluster-sizing.step.util-cpu", "CPU used, every host running", "Загрузка CPU при всех работающих хостах")
	stepUtilCPUF    = msg.NewKey("cluster-sizing.step.util-cpu.f", "{0} / ({1} × {2})", "{0} / ({1} × {2})")
	stepUtilMem     = msg.NewKey("cluster-sizing.step.util-mem", "Memory used, every host running", "Использование памяти при всех работающих хостах")
	stepUtilSto     = msg.NewKey("cluster-sizing.step.util-storage", "vSAN fill (raw consumed / raw)", "Заполнение vSAN (занятая сырая ёмкость / сырая)")
	stepUtilStoF    = msg.NewKey("cluster-sizing.step.util-storage.f", "{0} / {1} on {2}", "{0} / {1} на {2}")
)

func qty(x float64, u msg.Unit) msg.Arg { return msg.Qty(scenario.Clean(x), u) }
func pct(x float64) msg.Arg             { return qty(x, msg.Percent) }
func hostsArg(n int) msg.Arg            { return msg.Qty(float64(n), msg.Host) }
func gbArg(x float64) msg.Arg           { return qty(x, msg.GB) }

// steps is the worked calculation at the horizon.
func steps(e *evaluation) []calc.Step {
	in, h, s := e.in, e.host, e.last()
	out := make([]calc.Step, 0, 40)
	add := func(label, formula msg.Message, v float64, u msg.Unit) {
		out = append(out, calc.Step{Label: label, Formula: formula, Value: scenario.Clean(v), Unit: u})
	}
	f := msg.Num(scenario.Clean(s.factor))
	if s.year > 0 && in.GrowthPctPerYear > 0 {
		add(stepGrowth.With(msg.Int(s.year), pct(in.GrowthPctPerYear)), stepGrowthF.With(pct(in.GrowthPctPerYear), msg.Int(s.year)), s.factor, msg.Times)
		y := msg.Int(s.year)
		add(stepGrown.With(msg.Txt(labelVCPUs), y), stepTimesF.With(msg.Int(in.VCPUs), f), s.vcpus, msg.VCPU)
		add(stepGrown.With(msg.Txt(labelMemory), y), stepTimesF.With(gbArg(in.MemoryGB), f), float64(s.vram), msg.GB)
		add(stepGrown.With(msg.Txt(labelStorage), y), stepTimesF.With(gbArg(in.StorageGB), f), float64(s.data), msg.GB)
	}
	add(stepCores.With(), stepCoresF.With(msg.Qty(float64(in.Sockets), msg.Socket), msg.Int(in.CoresPerSocket)), float64(h.cores), msg.Core)
	if in.CPUSizing == CPUMeasured {
		add(stepNeedPeak.With(qty(in.CoreGHz, msg.GHz)), stepNeedPeakF.With(qty(float64(s.peak), msg.GHz), qty(in.CoreGHz, msg.GHz)), float64(s.cores), msg.Core)
	} else {
		add(stepNeedRatio.With(msg.Num(in.VCPUPerCore)), stepNeedRatioF.With(msg.Num(scenario.Clean(s.vcpus)), msg.Num(in.VCPUPerCore)), float64(s.cores), msg.Core)
	}
	add(stepUsableCores.With(pct(in.CPUHeadroomPct)), stepHeadroomF.With(msg.Qty(float64(h.cores), msg.Core), pct(in.CPUHeadroomPct)), float64(h.usableCores), msg.Core)
	add(stepHostsCPU.With(), stepCeilF.With(qty(float64(s.cores), msg.Core), qty(float64(h.usableCores), msg.Core)), float64(s.cpu), msg.Host)
	if in.tiering() {
		add(stepTier.With(msg.Num(in.MemoryTieringPct)), stepTierF.With(gbArg(float64(h.dram)), pct(in.MemoryTieringPct)), float64(h.total), msg.GB)
	}
	add(stepMinFree.With(), stepMinFreeF.With(gbArg(float64(h.dram))), float64(h.minFree), msg.GB)
	add(stepUsableMem.With(pct(in.MemoryHeadroomPct)), stepUsableMemF.With(gbArg(float64(h.total)), gbArg(float64(h.minFree)), pct(in.MemoryHeadroomPct)), float64(h.usableMem), msg.GB)
	if in.MemoryOvercommit == 1 {
		add(stepNeedMem.With(), stepNeedMem1F.With(gbArg(float64(s.vram))), float64(s.needMem), msg.GB)
	} else {
		add(stepNeedMem.With(), stepNeedMemF.With(gbArg(float64(s.vram)), msg.Num(in.MemoryOvercommit)), float64(s.needMem), msg.GB)
	}
	add(stepHostsMem.With(), stepCeilF.With(gbArg(float64(s.needMem)), gbArg(float64(h.usableMem))), float64(ceil(float64(s.needMem)/float64(h.usableMem))), msg.Host)
	if s.active > 0 {
		add(stepHostsActive.With(pct(TieringMaxActivePct)), stepActiveF.With(gbArg(float64(s.activeGB)), gbArg(float64(h.dram)), pct(TieringMaxActivePct)), float64(s.active), msg.Host)
	}
	if limit := vmsPerHost(in); limit > 0 {
		add(stepHostsVMs.With(msg.Qty(float64(limit), msg.VM)), stepCeilF.With(msg.Qty(float64(s.vms), msg.VM), msg.Int(limit)), float64(s.vmLimit), msg.Host)
	}
	if in.vsan() {
		out = storageSteps(e, out)
	}
	out = hostSteps(e, out)
	return licenceSteps(e, out)
}

// storageSteps are the vSAN steps: raw capacity per host, hosts for the
// data, and with the spares' failures.
func storageSteps(e *evaluation, out []calc.Step) []calc.Step {
	in, h, s := e.in, e.host, e.last()
	add := func(label, formula msg.Message, v float64, u msg.Unit) {
		out = append(out, calc.Step{Label: label, Formula: formula, Value: scenario.Clean(v), Unit: u})
	}
	p, _ := vsancap.PolicyNamed(in.Policy)
	add(stepRaw.With(), stepRawF.With(msg.Int(in.DevicesPerHost), qty(in.DeviceSizeTB, msg.TB)), float64(h.raw), msg.GB)
	vin := storageInputs(in, s.storageBase, s.data)
	head := msg.Txt(headroomLabels[vsancap.HeadroomAt(vin, s.storageBase)])
	add(stepHostsSto.With(msg.Txt(p.Short), head), stepHostsStoF.With(gbArg(float64(s.data)), hostsArg(s.minimum)), float64(s.storageBase), msg.Host)
	if s.spares == 0 || in.Topology == TwoNode {
		return out
	}
	data := gbArg(float64(s.data))
	if s.storage == s.storageBase {
		add(stepSpares.With(msg.Int(s.spares)), stepSparesSameF.With(data, msg.Int(s.storage-s.spares)), float64(s.storage), msg.Host)
	} else {
		add(stepSpares.With(msg.Int(s.spares)), stepSparesMoreF.With(msg.Int(s.storageBase), msg.Int(s.storageBase-s.spares), data, hostsArg(s.storage)), float64(s.storage), msg.Host)
	}
	return out
}

// hostSteps are the host count, what decides it, and the utilisation.
func hostSteps(e *evaluation, out []calc.Step) []calc.Step {
	in, h, s := e.in, e.host, e.last()
	add := func(label, formula msg.Message, v float64, u msg.Unit) {
		out = append(out, calc.Step{Label: label, Formula: formula, Value: scenario.Clean(v), Unit: u})
	}
	fitText := msg.Txt(yesNo(s.storage <= 2))
	switch in.Topology {
	case TwoNode:
		add(stepTwoNode.With(), stepTwoNodeF.With(hostsArg(s.cpu), hostsArg(s.memory), fitText), float64(s.hosts), msg.Host)
	case Stretched:
		add(stepPerSite.With(), stepHostsF.With(hostsArg(s.cpu), hostsArg(s.memory), hostsArg(s.vmLimit), msg.Int(s.spares), hostsArg(s.storage), hostsArg(s.minimum)), float64(s.perSite), msg.Host)
		add(stepBothSites.With(), stepBothSitesF.With(hostsArg(s.perSite)), float64(s.hosts), msg.Host)
	default:
		add(stepHosts.With(), stepHostsF.With(hostsArg(s.cpu), hostsArg(s.memory), hostsArg(s.vmLimit), msg.Int(s.spares), hostsArg(s.storage), hostsArg(s.minimum)), float64(s.hosts), msg.Host)
	}
	add(stepDeciding.With(msg.Sub(decidingWords(e))), msg.Fixed(decidingLabels[s.deciding]), float64(s.hosts), msg.Host)
	n := hostsArg(s.hosts)
	add(stepUtilCPU.With(), stepUtilCPUF.With(qty(float64(s.cores), msg.Core), n, msg.Int(h.cores)), e.res.CPUUtilizationPct, msg.Percent)
	add(stepUtilMem.With(), stepUtilCPUF.With(gbArg(float64(s.needMem)), n, gbArg(float64(h.total))), e.res.MemoryUtilizationPct, msg.Percent)
	if c := e.capacity; c != nil {
		add(stepUtilSto.With(), stepUtilStoF.With(gbArg(c.ConsumedRawGB), gbArg(c.RawGB), hostsArg(s.perSite)), c.FillPct, msg.Percent)
	}
	return out
}

// yesNo words a yes or a no.
func yesNo(b bool) msg.Text {
	if b {
		return msg.T("fits", "помещается")
	}
	return msg.T("does not fit", "не помещается")
}
