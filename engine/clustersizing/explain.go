package clustersizing

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// The licence steps and the words for what decides.
var (
	stepLicHost    = msg.NewKey("cluster-sizing.step.lic-host", "Cores licensed per host (at least 16 per CPU)", "Лицензируемых ядер на хост (не меньше 16 на процессор)")
	stepLicHostF   = msg.NewKey("cluster-sizing.step.lic-host.f", "{0} × max({1}, 16)", "{0} × max({1}, 16)")
	stepLic        = msg.NewKey("cluster-sizing.step.lic", "Cores to license ({0})", "Ядер к лицензированию ({0})")
	stepLicF       = msg.NewKey("cluster-sizing.step.lic.f", "{0} × {1} {1|core|cores}", "{0} × {1} {1|ядро|ядра|ядер}")
	stepRawTiB     = msg.NewKey("cluster-sizing.step.raw-tib", "Raw capacity vSAN claims", "Сырая ёмкость, которую забирает vSAN")
	stepRawTiBF    = msg.NewKey("cluster-sizing.step.raw-tib.f", "{0} × {1} × {2} × 10¹² B / 2⁴⁰ B", "{0} × {1} × {2} × 10¹² Б / 2⁴⁰ Б")
	stepReqTiB     = msg.NewKey("cluster-sizing.step.req-tib", "vSAN licences required (one per TiB claimed)", "Требуется лицензий vSAN (по одной на каждый ТиБ)")
	stepReqTiBF    = msg.NewKey("cluster-sizing.step.req-tib.f", "⌈{0}⌉", "⌈{0}⌉")
	stepEntVCF     = msg.NewKey("cluster-sizing.step.ent-vcf", "vSAN capacity the VCF cores entitle (1 TiB per core)", "Ёмкость vSAN, которую дают ядра VCF (1 ТиБ на ядро)")
	stepEntVCFF    = msg.NewKey("cluster-sizing.step.ent-vcf.f", "{0} × 1 TiB", "{0} × 1 ТиБ")
	stepEntVVF     = msg.NewKey("cluster-sizing.step.ent-vvf", "vSAN capacity the VVF cores include (100 GiB per core)", "Ёмкость vSAN, которую включают ядра VVF (100 ГиБ на ядро)")
	stepEntVVFF    = msg.NewKey("cluster-sizing.step.ent-vvf.f", "{0} × 100 GiB / 1024", "{0} × 100 ГиБ / 1024")
	stepAddOn      = msg.NewKey("cluster-sizing.step.add-on", "vSAN add-on capacity to buy", "Докупить ёмкости vSAN (add-on)")
	stepAddOnVCFF  = msg.NewKey("cluster-sizing.step.add-on-vcf.f", "max(0, {0} − {1})", "max(0, {0} − {1})")
	stepAddOnInF   = msg.NewKey("cluster-sizing.step.add-on-in.f", "{0} claimed ≤ {1} included: nothing to buy", "забрано {0} ≤ включено {1}: покупать нечего")
	stepAddOnOverF = msg.NewKey("cluster-sizing.step.add-on-over.f", "{0} claimed > {1} included: the cluster's whole capacity, {2}, is to license (KB 326663)", "забрано {0} > включено {1}: лицензируется вся ёмкость кластера — {2} (KB 326663)")
	stepIntersite  = msg.NewKey("cluster-sizing.step.intersite", "Inter-site link for the writes, B = Wb × 1.4 × 1.25", "Канал между площадками для записи, B = Wb × 1,4 × 1,25")
	stepIntersiteF = msg.NewKey("cluster-sizing.step.intersite.f", "{0} × 8 × 1.4 × 1.25", "{0} × 8 × 1,4 × 1,25")
	stepIOPS       = msg.NewKey("cluster-sizing.step.iops", "Measured IOPS per host", "Измеренных IOPS на хост")
	stepIOPSF      = msg.NewKey("cluster-sizing.step.iops.f", "{0} × {1} / {2}", "{0} × {1} / {2}")

	decideCPU     = msg.NewKey("cluster-sizing.decide.cpu", "CPU: {0} for the cores plus {1} spare; memory would need {2}, storage {3}", "CPU: {0} по ядрам плюс {1} в резерве; памяти хватило бы {2}, хранилищу — {3}")
	decideMem     = msg.NewKey("cluster-sizing.decide.memory", "memory: {0} for the memory plus {1} spare; CPU would need {2}, storage {3}", "память: {0} по памяти плюс {1} в резерве; CPU хватило бы {2}, хранилищу — {3}")
	decideVMs     = msg.NewKey("cluster-sizing.decide.vm-limit", "the VMs a vSAN host takes: {0} for {1} plus {2} spare; CPU would need {3}, memory {4}", "число ВМ на хост vSAN: {0} для {1} плюс {2} в резерве; CPU хватило бы {3}, памяти — {4}")
	decideStorage = msg.NewKey("cluster-sizing.decide.storage", "storage: {0} hold {1} re-protected; CPU and memory would need {2} with the spares", "хранилище: {0} вмещают {1} с восстановлением защиты; CPU и памяти с резервными хватило бы {2}")
	decideMin     = msg.NewKey("cluster-sizing.decide.minimum", "the policy's or the topology's minimum, {0}: the workload alone would need {1}", "минимум политики или топологии — {0}: самой нагрузке хватило бы {1}")
	decideTwoNode = msg.NewKey("cluster-sizing.decide.two-node", "the 2-node topology: 2 hosts, each able to carry the whole workload", "двухузловая топология: 2 хоста, каждый способен нести всю нагрузку")
	decideTwoNo   = msg.NewKey("cluster-sizing.decide.two-node-no", "{0} does not fit a 2-node cluster: it needs {1} where each of the 2 hosts must carry everything", "{0} не помещается в двухузловой кластер: нужно {1}, а каждый из 2 хостов должен нести всё")
)

// decidingWords says what decides the count, with the other resources'
// hosts beside it.
func decidingWords(e *evaluation) msg.Message {
	s := e.last()
	sp := msg.Int(s.spares)
	compute := max(s.cpu, s.memory, s.vmLimit)
	if e.in.Topology == TwoNode {
		if s.fits {
			return decideTwoNode.With()
		}
		need := s.cpu
		switch s.deciding {
		case ResMemory:
			need = s.memory
		case ResVMLimit:
			need = s.vmLimit
		case ResStorage:
			need = s.storage
		}
		return decideTwoNo.With(msg.Txt(decidingLabels[s.deciding]), hostsArg(need))
	}
	switch s.deciding {
	case ResCPU:
		return decideCPU.With(hostsArg(s.cpu), sp, hostsArg(s.memory), hostsArg(s.storage))
	case ResMemory:
		return decideMem.With(hostsArg(s.memory), sp, hostsArg(s.cpu), hostsArg(s.storage))
	case ResVMLimit:
		return decideVMs.With(hostsArg(s.vmLimit), msg.Qty(float64(s.vms), msg.VM), sp, hostsArg(s.cpu), hostsArg(s.memory))
	case ResStorage:
		return decideStorage.With(hostsArg(s.storage), gbArg(float64(s.data)), hostsArg(compute+s.spares))
	}
	return decideMin.With(hostsArg(s.minimum), hostsArg(max(compute+s.spares, s.storage)))
}

// licenceSteps are the licence, the inter-site link and the IOPS per host.
func licenceSteps(e *evaluation, out []calc.Step) []calc.Step {
	in, s := e.in, e.last()
	l := e.lic[len(e.lic)-1]
	add := func(label, formula msg.Message, v float64, u msg.Unit) {
		out = append(out, calc.Step{Label: label, Formula: formula, Value: scenario.Clean(v), Unit: u})
	}
	perHost := LicensedCores(1, in.Sockets, in.CoresPerSocket)
	add(stepLicHost.With(), stepLicHostF.With(msg.Qty(float64(in.Sockets), msg.Socket), msg.Int(in.CoresPerSocket)), float64(perHost), msg.Core)
	add(stepLic.With(msg.Txt(licenseLabels[in.License])), stepLicF.With(hostsArg(s.hosts), msg.Int(perHost)), float64(l.licensed), msg.Core)
	if in.vsan() {
		add(stepRawTiB.With(), stepRawTiBF.With(hostsArg(s.hosts), msg.Int(in.DevicesPerHost), qty(in.DeviceSizeTB, msg.TB)), l.rawTiB, msg.TiB)
		add(stepReqTiB.With(), stepReqTiBF.With(qty(l.rawTiB, msg.TiB)), float64(l.required), msg.TiB)
	}
	cores := msg.Qty(float64(l.licensed), msg.Core)
	if in.License == VVF {
		add(stepEntVVF.With(), stepEntVVFF.With(cores), l.entitled, msg.TiB)
	} else {
		add(stepEntVCF.With(), stepEntVCFF.With(cores), l.entitled, msg.TiB)
	}
	if in.vsan() {
		switch {
		case in.License != VVF:
			add(stepAddOn.With(), stepAddOnVCFF.With(qty(float64(l.required), msg.TiB), qty(l.entitled, msg.TiB)), float64(l.addOn), msg.TiB)
		case l.whole:
			add(stepAddOn.With(), stepAddOnOverF.With(qty(l.rawTiB, msg.TiB), qty(l.entitled, msg.TiB), qty(float64(l.required), msg.TiB)), float64(l.addOn), msg.TiB)
		default:
			add(stepAddOn.With(), stepAddOnInF.With(qty(l.rawTiB, msg.TiB), qty(l.entitled, msg.TiB)), 0, msg.TiB)
		}
	}
	if r := e.res.IntersiteMbps; r != nil {
		add(stepIntersite.With(), stepIntersiteF.With(qty(*in.WriteMBPerS*s.factor, msg.MBps)), *r, msg.Mbps)
	}
	if r := e.res.IOPSPerHost; r != nil {
		add(stepIOPS.With(), stepIOPSF.With(msg.Qty(*in.IOPS, msg.IOPSUnit), msg.Num(scenario.Clean(s.factor)), hostsArg(s.hosts)), *r, msg.IOPSUnit)
	}
	return out
}
