package clustersizing

import "github.com/sizewise/sizewise/engine/msg"

// The licence steps and the words for what decides.
var (
	stepLicHost    = msg.NewKey("cluster-sizing.step.lic-host", "Cores licensed per host (at least 16 per CPU)")
	stepLicHostF   = msg.NewKey("cluster-sizing.step.lic-host.f", "{0} × max({1}, 16)")
	stepLic        = msg.NewKey("cluster-sizing.step.lic", "Cores to license ({0})")
	stepRawTiB     = msg.NewKey("cluster-sizing.step.raw-tib", "Raw capacity vSAN claims")
	stepRawTiBF    = msg.NewKey("cluster-sizing.step.raw-tib.f", "{0} × {1} × {2} × 10¹² B / 2⁴⁰ B")
	stepReqTiB     = msg.NewKey("cluster-sizing.step.req-tib", "vSAN licences required (one per TiB claimed)")
	stepReqTiBF    = msg.NewKey("cluster-sizing.step.req-tib.f", "⌈{0}⌉")
	stepEntVCF     = msg.NewKey("cluster-sizing.step.ent-vcf", "vSAN capacity the VCF cores entitle (1 TiB per core)")
	stepEntVCFF    = msg.NewKey("cluster-sizing.step.ent-vcf.f", "{0} × 1 TiB")
	stepEntVVF     = msg.NewKey("cluster-sizing.step.ent-vvf", "vSAN capacity the VVF cores include (100 GiB per core)")
	stepEntVVFF    = msg.NewKey("cluster-sizing.step.ent-vvf.f", "{0} × 100 GiB / 1024")
	stepAddOn      = msg.NewKey("cluster-sizing.step.add-on", "vSAN add-on capacity to buy")
	stepAddOnVCFF  = msg.NewKey("cluster-sizing.step.add-on-vcf.f", "max(0, {0} − {1})")
	stepAddOnInF   = msg.NewKey("cluster-sizing.step.add-on-in.f", "{0} claimed ≤ {1} included: nothing to buy")
	stepAddOnOverF = msg.NewKey("cluster-sizing.step.add-on-over.f", "{0} claimed > {1} included: the cluster's whole capacity, {2}, is to license (KB 326663)")
	stepIntersite  = msg.NewKey("cluster-sizing.step.intersite", "Inter-site link for the writes, B = Wb × 1.4 × 1.25")
	stepIntersiteF = msg.NewKey("cluster-sizing.step.intersite.f", "{0} × 8 × 1.4 × 1.25")
	stepIOPS       = msg.NewKey("cluster-sizing.step.iops", "Measured IOPS per host")
	stepIOPSF      = msg.NewKey("cluster-sizing.step.iops.f", "{0} × {1} / {2}")

	decideCPU     = msg.NewKey("cluster-sizing.decide.cpu", "CPU: {0} for the cores plus {1} spare; memory would need {2}, storage {3}")
	decideMem     = msg.NewKey("cluster-sizing.decide.memory", "memory: {0} for the memory plus {1} spare; CPU would need {2}, storage {3}")
	decideVMs     = msg.NewKey("cluster-sizing.decide.vm-limit", "the VMs a vSAN host takes: {0} for {1} plus {2} spare; CPU would need {3}, memory {4}")
	decideStorage = msg.NewKey("cluster-sizing.decide.storage", "storage: {0} hold {1} re-protected; CPU and memory would need {2} with the spares")
	decideMin     = msg.NewKey("cluster-sizing.decide.minimum", "the policy's or the topology's minimum, {0}: the workload alone would need {1}")
	decideTwoNode = msg.NewKey("cluster-sizing.decide.two-node", "the 2-node topology: 2 hosts, each able to carry the whole workload")
	decideTwoNo   = msg.NewKey("cluster-sizing.decide.two-node-no", "{0} does not fit a 2-node cluster: it needs {1} where each of the 2 hosts must carry everything")
)

// decidingWords says what decides the count, with the other resources'
// hosts beside it.
func decidingWords(e *evaluation) msg.Message {
	s := e.last()
	sp := plain(float64(s.spares))
	compute := max(s.cpu, s.memory, s.vmLimit)
	if e.in.Topology == TwoNode {
		if s.fits {
			return m(decideTwoNode)
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
		return decideTwoNo.With(msg.Txt(decidingLabels[s.deciding]), msg.Qty(float64(need), msg.Host))
	}
	switch s.deciding {
	case ResCPU:
		return m(decideCPU, hosts(s.cpu), sp, hosts(s.memory), hosts(s.storage))
	case ResMemory:
		return m(decideMem, hosts(s.memory), sp, hosts(s.cpu), hosts(s.storage))
	case ResVMLimit:
		return m(decideVMs, hosts(s.vmLimit), num{float64(s.vms), msg.VM}, sp, hosts(s.cpu), hosts(s.memory))
	case ResStorage:
		return m(decideStorage, hosts(s.storage), gb(float64(s.data)), hosts(compute+s.spares))
	}
	return m(decideMin, hosts(s.minimum), hosts(max(compute+s.spares, s.storage)))
}

// licenceSteps are the licence, the inter-site link and the IOPS per host.
func licenceSteps(e *evaluation, out *stepList) {
	in, s := e.in, e.last()
	l := e.lic[len(e.lic)-1]
	perHost := LicensedCores(1, in.Sockets, in.CoresPerSocket)
	out.add(m(stepLicHost), m(stepLicHostF, num{float64(in.Sockets), msg.Socket}, plain(float64(in.CoresPerSocket))), float64(perHost), msg.Core)
	out.add(stepLic.With(msg.Txt(licenseLabels[in.License])), m(stepCoresF, hosts(s.hosts), plain(float64(perHost))), float64(l.licensed), msg.Core)
	if in.vsan() {
		out.add(m(stepRawTiB), m(stepRawTiBF, hosts(s.hosts), plain(float64(in.DevicesPerHost)), num{in.DeviceSizeTB, msg.TB}), l.rawTiB, msg.TiB)
		out.add(m(stepReqTiB), m(stepReqTiBF, tib(l.rawTiB)), float64(l.required), msg.TiB)
	}
	c := cores(float64(l.licensed))
	if in.License == VVF {
		out.add(m(stepEntVVF), m(stepEntVVFF, c), l.entitled, msg.TiB)
	} else {
		out.add(m(stepEntVCF), m(stepEntVCFF, c), l.entitled, msg.TiB)
	}
	if in.vsan() {
		var f msg.Message
		switch {
		case in.License != VVF:
			f = m(stepAddOnVCFF, tib(float64(l.required)), tib(l.entitled))
		case l.whole:
			f = m(stepAddOnOverF, tib(l.rawTiB), tib(l.entitled), tib(float64(l.required)))
		default:
			f = m(stepAddOnInF, tib(l.rawTiB), tib(l.entitled))
		}
		out.add(m(stepAddOn), f, float64(l.addOn), msg.TiB)
	}
	if r := e.res.IntersiteMbps; r != nil {
		out.add(m(stepIntersite), m(stepIntersiteF, num{*in.WriteMBPerS * s.factor, msg.MBps}), *r, msg.Mbps)
	}
	if r := e.res.IOPSPerHost; r != nil {
		out.add(m(stepIOPS), m(stepIOPSF, num{*in.IOPS, msg.IOPSUnit}, plain(s.factor), hosts(s.hosts)), *r, msg.IOPSUnit)
	}
}
