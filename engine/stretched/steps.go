package stretched

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/units"
)

func recommendLabel(hosts int) msg.Message {
	if TwoNode(hosts) {
		return stepRecommend2.With()
	}
	return stepRecommend.With()
}

func recommendRule(set rules.Set, need float64, hosts int) msg.Message {
	n := msg.Qty(need, msg.Mbps)
	if TwoNode(hosts) {
		if rules.Current(set) {
			return stepRecommend2E.With(n, msg.Qty(MinIntersiteMbpsCurrent, msg.Mbps))
		}
		return stepRecommend2C.With(n)
	}
	switch set {
	case rules.VCF9:
		return stepRecommendV.With(n, msg.Qty(MinIntersiteMbpsCurrent, msg.Mbps))
	case rules.VSAN8ESA:
		return stepRecommendE.With(n, msg.Qty(MinIntersiteMbpsCurrent, msg.Mbps))
	}
	return stepRecommendC.With(n)
}

func intersiteRTTRule(set rules.Set, hosts int) msg.Message {
	if TwoNode(hosts) {
		return stepRTT2Node.With()
	}
	if set == rules.VCF9 {
		return stepRTTVCF9.With()
	}
	return stepRTTF.With()
}

func rttRule(set rules.Set, hosts int) msg.Message {
	switch {
	case set == rules.VCF9 && TwoNode(hosts):
		return stepWRTT1VCF9.With()
	case set == rules.VCF9 && hosts <= 10:
		return stepWRTTVCF9.With(msg.Int(hosts))
	case set == rules.VCF9:
		return stepWRTTVCF915.With(msg.Int(hosts))
	case hosts <= 1:
		return stepWRTT1.With()
	case hosts <= 10:
		return stepWRTT10.With(msg.Int(hosts))
	}
	return stepWRTT15.With(msg.Int(hosts))
}

// appliance sizes the witness appliance for in.Components (> 0) into r and
// returns its step: the rule set's appliance (ESA has no Tiny), with its
// vCPUs and memory labelled by what they rest on.
func appliance(in Inputs, r *Results) []calc.Step {
	s, ok := WitnessForRules(in.Rules, in.Components)
	if !ok {
		r.WitnessAppliance = WitnessBeyond
		return nil
	}
	r.WitnessAppliance = s.Name
	n, limit, size := msg.Int(in.Components), msg.Int(s.MaxComponents), msg.Txt(witnessNames[s.Name])
	st := calc.Step{Label: stepAppliance.With(), Value: float64(s.MaxComponents), Unit: msg.Component}
	vcpus, mem, known := s.Resources(in.Rules)
	switch {
	case !known:
		st.Formula = stepApplianceU.With(n, limit, size)
	default:
		r.WitnessApplianceVCPUs, r.WitnessApplianceMemoryGB = new(vcpus), new(mem)
		switch {
		case rules.Current(in.Rules) && in.Components <= WitnessSizes[0].MaxComponents:
			st.Formula = stepApplianceE.With(n, size, msg.Num(vcpus), msg.Qty(mem, msg.GB))
		case s.Vendor(in.Rules):
			st.Formula = stepApplianceF.With(n, limit, size, msg.Num(vcpus), msg.Qty(mem, msg.GB))
		default:
			st.Formula = stepApplianceP.With(n, limit, size, msg.Num(vcpus), msg.Qty(mem, msg.GB))
		}
	}
	return []calc.Step{st}
}

// resync estimates the resynchronisation of in.ChangedDataGB (given) into r.
// wb is the raw write bandwidth and c the compression ratio applied.
func resync(in Inputs, wb units.BitRate, c float64, r *Results) ([]calc.Step, []msg.Message) {
	var warnings []msg.Message
	changed := *in.ChangedDataGB
	link, label := r.RecommendedMinIntersiteMbps, stepResyncRec
	if in.LinkMbps != nil {
		link, label = *in.LinkMbps, stepResync
	} else {
		warnings = append(warnings, warnResyncNoLink.With(msg.Field("link_mbps"), msg.Qty(link, msg.Mbps)))
	}
	r.ResyncLinkMbps = new(link)
	production := scenario.Clean(Compressed(wb, c).Mbps() * in.DataMultiplier)
	overhead := in.DataMultiplier / c
	steps := []calc.Step{{Value: production, Unit: msg.Mbps}}
	if rules.Current(in.Rules) {
		steps[0].Label = stepProductionE.With()
		steps[0].Formula = stepProdESAF.With(msg.Qty(r.WriteBandwidthMbps, msg.Mbps), msg.Num(in.DataMultiplier), msg.Num(c))
	} else {
		steps[0].Label = stepProduction.With()
		steps[0].Formula = stepProductionF.With(msg.Qty(r.WriteBandwidthMbps, msg.Mbps), msg.Num(in.DataMultiplier))
	}
	h, ok := ResyncHours(changed, overhead, link, production)
	switch {
	case !ok:
		warnings = append(warnings, warnResyncNever.With(msg.Qty(production, msg.Mbps), msg.Qty(link, msg.Mbps), msg.Qty(changed, msg.GB)))
	case h > MaxResyncHours:
		warnings = append(warnings, warnResyncLong.With(msg.Qty(changed, msg.GB), msg.Qty(link, msg.Mbps), msg.Qty(MaxResyncHours, msg.Hours)))
	default:
		r.ResyncHours = new(h)
		steps = append(steps, calc.Step{
			Label:   label.With(),
			Formula: stepResyncF.With(msg.Qty(changed, msg.GB), msg.Num(overhead), msg.Qty(link, msg.Mbps), msg.Qty(production, msg.Mbps)),
			Value:   *r.ResyncHours, Unit: msg.Hours,
		})
	}
	return steps, warnings
}

// witnessNames are the sizes' names in a worked step.
var witnessNames = map[string]msg.Text{
	"tiny":        msg.T("Tiny"),
	"medium":      msg.T("Medium"),
	"large":       msg.T("Large"),
	"extra-large": msg.T("Extra Large"),
}

// The steps' words and the resynchronisation's warnings, as registered
// keys.
var (
	stepRecommend    = msg.NewKey("stretched.step.recommend", "Recommended minimum inter-site link")
	stepRecommendC   = msg.NewKey("stretched.step.recommend.classic", "{0} rounded up to a standard link rate (1, 10, 25, 40, 100 Gbps; beyond, several 100 Gbps links)")
	stepRecommendE   = msg.NewKey("stretched.step.recommend.esa", "the larger of {0} rounded up to a standard link rate and {1}, the least the current vSAN bandwidth sizing guide gives between data sites (ESA and OSA alike)")
	stepRecommend2   = msg.NewKey("stretched.step.recommend.2node", "Recommended minimum link between the two data nodes (2-node)")
	stepRecommend2C  = msg.NewKey("stretched.step.recommend.2node.classic", "{0} rounded up to a standard link rate: in a 2-node cluster the two hosts usually share one location, switched or directly connected (VMware's direct connect uses one or two 10 GbE cables)")
	stepRecommend2E  = msg.NewKey("stretched.step.recommend.2node.current", "the larger of {0} rounded up to a standard link rate and {1} (assumption: the two ESA data nodes' vSAN link, switched or directly connected, as VMware's 2-node direct connect uses 10 GbE; the 10 Gbps between data sites is a stretched-cluster requirement and does not apply)")
	stepRTT2Node     = msg.NewKey("stretched.step.rtt.2node", "RTT limit between the two data nodes of a 2-node cluster, one host per site as in a stretched cluster (vSAN Stretched Cluster Guide)")
	stepWRTT1VCF9    = msg.NewKey("stretched.step.wrtt.1.vcf9", "RTT limit for a 2-node cluster (vSAN documents); VCF 9.0's 200 ms (VCF-VSAN-SC-REQD-CFG-003) is stated for its stretched clusters, which start at 3 hosts per site")
	stepRecommendV   = msg.NewKey("stretched.step.recommend.vcf9", "the larger of {0} rounded up to a standard link rate and {1}, the least VCF 9 requires between data sites (VCF-VSAN-SC-REQD-CFG-004)")
	stepRTTF         = msg.NewKey("stretched.step.rtt.f", "RTT limit for any cluster size (vSAN Stretched Cluster Guide)")
	stepRTTVCF9      = msg.NewKey("stretched.step.rtt.vcf9", "RTT limit for any cluster size (VCF 9.0 design, VCF-VSAN-SC-REQD-CFG-002)")
	stepWRTT1        = msg.NewKey("stretched.step.wrtt.1", "RTT limit for 1 host per site, a 2-node cluster (vSAN Stretched Cluster Guide)")
	stepWRTT10       = msg.NewKey("stretched.step.wrtt.10", "RTT limit for {0} hosts per site (2–10) (vSAN Stretched Cluster Guide)")
	stepWRTT15       = msg.NewKey("stretched.step.wrtt.15", "RTT limit for {0} hosts per site (11–15) (vSAN Stretched Cluster Guide)")
	stepWRTTVCF9     = msg.NewKey("stretched.step.wrtt.vcf9", "RTT limit for {0} hosts per site (2–10): less than 200 ms in VCF 9.0's vSAN pages (\"Bandwidth and Latency Requirements\") and its design (VCF-VSAN-SC-REQD-CFG-003)")
	stepWRTTVCF915   = msg.NewKey("stretched.step.wrtt.vcf9.15", "RTT limit for {0} hosts per site (11–15): VCF 9.0's vSAN pages ask less than 100 ms (\"Bandwidth and Latency Requirements\", \"Physical NIC Requirements\", \"Configure Network Interface for Witness Traffic\"), stricter than the 200 ms of its design (VCF-VSAN-SC-REQD-CFG-003)")
	stepAppliance    = msg.NewKey("stretched.step.appliance", "Witness appliance size")
	stepApplianceF   = msg.NewKey("stretched.step.appliance.f", "{0} {0|component|components} ≤ {1} → {2}: {3} {3|vCPU|vCPUs}, {4} of memory (VMware's figures)")
	stepApplianceP   = msg.NewKey("stretched.step.appliance.partly", "{0} {0|component|components} ≤ {1} → {2}: {3} {3|vCPU|vCPUs}, {4} of memory (vCPUs and memory rest on a third-party summary of a Broadcom article; no VMware document giving them was found)")
	stepApplianceE   = msg.NewKey("stretched.step.appliance.esa-tiny", "{0} {0|component|components} would fit Tiny (up to 750), which the ESA witness appliance does not have (VCF 9.0: \"vSAN ESA does not support tiny witness appliance\") → {1}: {2} {2|vCPU|vCPUs}, {3} of memory (vCPUs and memory rest on a third-party summary of a Broadcom article)")
	stepApplianceU   = msg.NewKey("stretched.step.appliance.unknown", "{0} {0|component|components} ≤ {1} → {2} (no vCPU and memory figure found for this size)")
	stepProduction   = msg.NewKey("stretched.step.production", "Production writes on the link during the resynchronisation, Wb × md")
	stepProductionE  = msg.NewKey("stretched.step.production-esa", "Production writes on the link during the resynchronisation, Wb / k × md")
	stepProductionF  = msg.NewKey("stretched.step.production.f", "{0} × {1}")
	stepProdESAF     = msg.NewKey("stretched.step.production-esa.f", "{0} / {2} × {1}")
	stepResync       = msg.NewKey("stretched.step.resync", "Resynchronisation after a site outage, over the link you have")
	stepResyncRec    = msg.NewKey("stretched.step.resync-recommended", "Resynchronisation after a site outage, over the recommended link (no link given)")
	stepResyncF      = msg.NewKey("stretched.step.resync.f", "{0} × 8000 Mbit/GB × {1} / ({2} − {3}) / 3600 s")
	warnResyncNever  = msg.NewKey("stretched.warn.resync-never", "The production writes ({0}) fill the {1} link: resynchronising {2} cannot finish while they run.")
	warnResyncLong   = msg.NewKey("stretched.warn.resync-long", "Resynchronising {0} over the {1} link would take more than {2}: in practice it never finishes.")
	warnResyncNoLink = msg.NewKey("stretched.warn.resync-no-link", "{0} not given: the resynchronisation time assumes the recommended {1} link.")
)
