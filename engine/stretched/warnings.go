package stretched

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

func warn(in Inputs, r Results) []msg.Message {
	var w []msg.Message
	if in.LinkMbps != nil {
		link := *in.LinkMbps
		switch {
		case r.IntersiteMbps > link:
			w = append(w, warnLink.With(msg.Qty(link, msg.Mbps), msg.Qty(r.IntersiteMbps, msg.Mbps)))
		case r.IntersiteMbps > 0 && link <= r.IntersiteMbps*(1+1e-9):
			w = append(w, warnNoHeadroom.With(msg.Qty(link, msg.Mbps), msg.Qty(r.IntersiteMbps, msg.Mbps), msg.Qty(r.RecommendedMinIntersiteMbps, msg.Mbps)))
		}
		if link < MinIntersiteMbpsCurrent {
			switch {
			case TwoNode(in.HostsPerSite) && rules.Current(in.Rules):
				w = append(w, warnTwoNodeLink.With(msg.Qty(link, msg.Mbps), msg.Qty(MinIntersiteMbpsCurrent, msg.Mbps)))
			case in.Rules == rules.VCF9:
				w = append(w, warnBelowVCF9.With(msg.Qty(link, msg.Mbps), msg.Qty(MinIntersiteMbpsCurrent, msg.Mbps)))
			case in.Rules == rules.VSAN8ESA:
				w = append(w, warnBelowESA.With(msg.Qty(link, msg.Mbps), msg.Qty(MinIntersiteMbpsCurrent, msg.Mbps)))
			}
		}
	}
	if in.WitnessLinkMbps != nil && r.WitnessMbps > *in.WitnessLinkMbps {
		w = append(w, warnWitnessLink.With(msg.Qty(*in.WitnessLinkMbps, msg.Mbps), msg.Qty(r.WitnessMbps, msg.Mbps), msg.Int(in.Components)))
	}
	if r.IntersiteMbps > 10000 {
		w = append(w, warn10G.With(msg.Qty(r.IntersiteMbps, msg.Mbps)))
	}
	if in.Components == 0 {
		w = append(w, warnNoComp.With(msg.Field("components")))
	}
	if r.WitnessAppliance == WitnessBeyond {
		w = append(w, warnBeyond.With(msg.Int(in.Components), msg.Qty(float64(WitnessSizes[len(WitnessSizes)-1].MaxComponents), msg.Component)))
	}
	if in.HostsPerSite > MaxHostsPerSite {
		if in.Rules == rules.VCF9 {
			w = append(w, warnHostsVCF9.With(msg.Int(MaxHostsPerSite), msg.Int(in.HostsPerSite)))
		} else {
			w = append(w, warnHosts.With(msg.Int(MaxHostsPerSite), msg.Int(in.HostsPerSite)))
		}
	}
	if in.Rules == rules.VCF9 {
		switch {
		case in.HostsPerSite == 1:
			w = append(w, warnVCF9TwoNode.With(msg.Int(VCF9MinHostsPerSite)))
		case in.HostsPerSite < VCF9MinHostsPerSite:
			w = append(w, warnVCF9Small.With(msg.Int(VCF9MinHostsPerSite), msg.Int(in.HostsPerSite)))
		}
	}
	if in.DataMultiplier < DataMultiplier || in.ResyncMultiplier < ResyncMultiplier {
		w = append(w, warnMultiplier.With())
	}
	switch {
	case in.CompressionRatio != 1 && !rules.Current(in.Rules):
		w = append(w, warnRatioIgnored.With(msg.Field("esa_compression_ratio"), msg.Choice("rules", rules.VSAN8ESA), msg.Choice("rules", rules.VCF9)))
	case in.CompressionRatio > 1:
		w = append(w, warnRatioAssumed.With(msg.Num(in.CompressionRatio)))
	}
	return w
}

// The warnings, as registered keys.
var (
	warnLink         = msg.NewKey("stretched.warn.link", "The inter-site link of {0} is below the {1} required: writes will queue and latency will rise at both sites.")
	warnNoHeadroom   = msg.NewKey("stretched.warn.no-headroom", "The inter-site link of {0} equals the {1} required: it has no headroom beyond the resync reserve, so any burst queues. Plan at least {2}.")
	warnBelowESA     = msg.NewKey("stretched.warn.below-esa-min", "The inter-site link of {0} is below the {1} the current vSAN bandwidth sizing guide gives as the least between data sites, for ESA and OSA alike.")
	warnBelowVCF9    = msg.NewKey("stretched.warn.below-vcf9-min", "The inter-site link of {0} is below the {1} VCF 9 requires between data sites (VCF-VSAN-SC-REQD-CFG-004: no less than 10 GbE, for ESA and OSA alike).")
	warnWitnessLink  = msg.NewKey("stretched.warn.witness-link", "The witness link of {0} is below the {1} required for {2} {2|component|components}.")
	warn10G          = msg.NewKey("stretched.warn.10g", "{0} is more than one 10 Gbps link carries: plan 25/40/100 GbE or several links between the sites.")
	warnNoComp       = msg.NewKey("stretched.warn.no-components", "{0} is 0, so the witness link is not sized: enter the number of vSAN components (about 2 Mbps per 1,000).")
	warnHosts        = msg.NewKey("stretched.warn.hosts", "The witness RTT guidance covers up to {0} hosts per site; {1} is beyond it (100 ms used).")
	warnHostsVCF9    = msg.NewKey("stretched.warn.hosts-vcf9", "The vSAN documents' stretched-cluster guidance, VCF 9.0's included, covers up to {0} hosts per site; {1} is beyond it (100 ms used, the limit for 11–15).")
	warnMultiplier   = msg.NewKey("stretched.warn.multiplier", "A multiplier is below VMware's recommendation (md 1.4, mr 1.25): the link may not absorb metadata and resync traffic.")
	warnRatioIgnored = msg.NewKey("stretched.warn.ratio-ignored", "{0} is not applied under the classic rules: the original storage architecture compresses data on the hosts that store it, after the link. Choose {1} or {2} to apply it.")
	warnRatioAssumed = msg.NewKey("stretched.warn.ratio-assumed", "The ESA compression ratio of {0} is an assumption: vSAN ESA compresses writes before they cross the link, but the saving depends on the data (at most 8:1 per 4 KB block in theory). Use the ratio the cluster reports, or 1 to size without it.")
	warnBeyond       = msg.NewKey("stretched.warn.witness-beyond", "{0} {0|component|components} are more than the largest witness appliance (Extra Large) supports: {1}.")
	warnVCF9Small    = msg.NewKey("stretched.warn.vcf9-small", "VCF 9's stretched-cluster design asks for at least {0} hosts per site (\"Minimum of six (6) nodes for vSAN stretched clusters\"); {1} per site is below it.")
	warnVCF9TwoNode  = msg.NewKey("stretched.warn.vcf9-two-node", "1 host per site is a 2-node cluster, which VCF 9's stretched-cluster design does not describe: its stretched clusters start at {0} hosts per site (six nodes), with a witness limit of 200 ms RTT. The 2-node guidance of the vSAN documents is used instead: witness RTT below 500 ms, about 2 Mbps per 1,000 components. If the design must meet VCF 9's stretched-cluster requirements, plan 200 ms.")
	warnTwoNodeLink  = msg.NewKey("stretched.warn.two-node-link", "The link of {0} between the two data nodes is below {1}: an ESA 2-node cluster links its two all-flash hosts with 10 GbE or faster, switched or directly connected (an assumption from VMware's 2-node direct connect, which uses 10 GbE cables).")
)
