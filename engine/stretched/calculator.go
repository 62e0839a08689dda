package stretched

import (
	"math"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
	"github.com/sizewise/sizewise/engine/units"
)

// ID is the calculator's id in documents and URLs.
const ID = "stretched-bandwidth"

// Inputs are the calculator's inputs (the scenario document's). Give WriteIOPS, or
// TotalIOPS with WritePct.
type Inputs struct {
	WriteIOPS        *float64 `json:"write_iops,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
	TotalIOPS        *float64 `json:"total_iops,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
	WritePct         *float64 `json:"write_pct,omitempty" validate:"omitempty,finite,gte=0,lte=100"`
	WriteSizeKB      float64  `json:"write_size_kb" validate:"finite,gte=0.5,lte=4096"`
	DataMultiplier   float64  `json:"data_multiplier" validate:"finite,gte=1,lte=10"`
	ResyncMultiplier float64  `json:"resync_multiplier" validate:"finite,gte=1,lte=10"`
	Components       int      `json:"components" validate:"gte=0,lte=100000000"`
	HostsPerSite     int      `json:"hosts_per_site" validate:"gte=1,lte=1000"`
	// LinkMbps is the inter-site link the customer has, if given.
	LinkMbps *float64 `json:"link_mbps,omitempty" validate:"omitempty,finite,gte=0.001,lte=1000000000"`
	// WitnessLinkMbps is the witness link the customer has, if given.
	WitnessLinkMbps *float64 `json:"witness_link_mbps,omitempty" validate:"omitempty,finite,gte=0.001,lte=1000000000"`
	// Rules is the rule set (rules.Classic by default: existing links keep
	// their meaning).
	Rules rules.Set `json:"rules" validate:"oneof=classic vsan8-esa vcf9"`
	// CompressionRatio is the ESA compression ratio k applied to the writes
	// before they cross the link (current rules only; 1 = no saving, the
	// default; 8 = the theoretical maximum per 4 KB block).
	CompressionRatio float64 `json:"esa_compression_ratio" validate:"finite,gte=1,lte=8"`
	// ChangedDataGB is the data written at the surviving site while the
	// other was down (decimal GB), if given: it sizes the resynchronisation.
	ChangedDataGB *float64 `json:"changed_data_gb,omitempty" validate:"omitempty,finite,gte=0,lte=10000000"`
	// WriteLoadAssumed marks the write load as an assumption, not a
	// measurement of the cluster (an import without I/O statistics sets
	// it): the result then says so first (assumed.go).
	WriteLoadAssumed *bool `json:"write_load_assumed,omitempty"`
	// RulesRevision is the revision of Sizewise's figures the document was
	// written under (rules.CurrentRevision by default; a link Sizewise
	// wrote before the input existed reads as rules.Revision1, and its
	// warnings name what changed since).
	RulesRevision string `json:"rules_revision" validate:"oneof=1 2"`
}

// Results are the calculator's results (the result document's), in the units their
// names say.
type Results struct {
	WriteIOPS          float64 `json:"write_iops"`
	WriteBandwidthMbps float64 `json:"write_bandwidth_mbps"`
	IntersiteMbps      float64 `json:"intersite_mbps"`
	WitnessMbps        float64 `json:"witness_mbps"`
	IntersiteRTTMaxMs  float64 `json:"intersite_rtt_max_ms"`
	WitnessRTTMaxMs    float64 `json:"witness_rtt_max_ms"`
	// RecommendedMinIntersiteMbps is the least inter-site link to plan: the
	// need rounded up to a standard link rate, and at least 10 Gbps under
	// the current rules.
	RecommendedMinIntersiteMbps float64 `json:"recommended_min_intersite_mbps"`
	// WitnessAppliance is the smallest witness appliance size for the
	// components ("tiny", "medium", "large", "extra-large", or "beyond");
	// absent when components is 0.
	WitnessAppliance string `json:"witness_appliance,omitempty"`
	// WitnessApplianceVCPUs and WitnessApplianceMemoryGB are its resources,
	// where a figure is known for the rule set's architecture.
	WitnessApplianceVCPUs    *float64 `json:"witness_appliance_vcpus,omitempty"`
	WitnessApplianceMemoryGB *float64 `json:"witness_appliance_memory_gb,omitempty"`
	// ResyncLinkMbps is the link the resynchronisation estimate uses (the
	// link given, else the recommended one); ResyncHours the time, absent
	// when the production writes leave no bandwidth. Both need
	// changed_data_gb.
	ResyncLinkMbps *float64 `json:"resync_link_mbps,omitempty"`
	ResyncHours    *float64 `json:"resync_hours,omitempty"`
}

// Defaults returns the guide's worked example: 10,000 write IOPS of 4 KB with
// the recommended multipliers, 1 host per site, the classic rules.
func Defaults() Inputs {
	return Inputs{
		WriteIOPS:        new(10000.0), // VM Guru's summary of the guide: "10 000 IOPS на запись"
		WriteSizeKB:      4,            // the same: "типичный размер операции записи в 4 КБ"
		DataMultiplier:   DataMultiplier,
		ResyncMultiplier: ResyncMultiplier,
		Components:       0,
		HostsPerSite:     1,
		Rules:            rules.Classic,
		CompressionRatio: 1,
		RulesRevision:    rules.CurrentRevision,
	}
}

// Messages.
var (
	errPct          = msg.NewKey("stretched.pct", "must be 0, 100, or between {0} and {1}")
	msgBothGiven    = msg.NewKey("stretched.both-given", "give {0}, or {1} with {2}, not both")
	msgNoLoad       = msg.NewKey("stretched.no-load", "is required: give {0}, or {1} with {2}")
	msgPctAlone     = msg.NewKey("stretched.pct-alone", "goes with {0}; give {0} too, or use {1} alone")
	msgPctAssumed   = msg.NewKey("stretched.pct-assumed", "{0} not given: assumed {1} writes, the typical VDI mix ({2} reads / {1} writes).")
	stepWrites      = msg.NewKey("stretched.step.writes", "Write IOPS")
	stepWritesF     = msg.NewKey("stretched.step.writes.f", "{0} × {1} writes")
	stepWb          = msg.NewKey("stretched.step.wb", "Write bandwidth Wb (reads stay local)")
	stepWbF         = msg.NewKey("stretched.step.wb.f", "{0} × {1} = {2} × 8")
	stepCompress    = msg.NewKey("stretched.step.compress", "Writes on the link after ESA compression, Wb / k (k is an assumption)")
	stepCompressF   = msg.NewKey("stretched.step.compress.f", "{0} / {1}: ESA compresses on the source host, before the link")
	stepB           = msg.NewKey("stretched.step.b", "Inter-site bandwidth B = Wb × md × mr")
	stepBF          = msg.NewKey("stretched.step.b.f", "{0} × {1} × {2}")
	stepBESA        = msg.NewKey("stretched.step.b-esa", "Inter-site bandwidth B = Wb / k × md × mr")
	stepBESAF       = msg.NewKey("stretched.step.b-esa.f", "{0} / {3} × {1} × {2}")
	stepRecommend   = msg.NewKey("stretched.step.recommend", "Recommended minimum inter-site link")
	stepRecommendC  = msg.NewKey("stretched.step.recommend.classic", "{0} rounded up to a standard link rate (1, 10, 25, 40, 100 Gbps; beyond, several 100 Gbps links)")
	stepRecommendE  = msg.NewKey("stretched.step.recommend.esa", "the larger of {0} rounded up to a standard link rate and {1}, the least the current vSAN bandwidth sizing guide gives between data sites (ESA and OSA alike)")
	stepRecommend2  = msg.NewKey("stretched.step.recommend.2node", "Recommended minimum link between the two data nodes (2-node)")
	stepRecommend2C = msg.NewKey("stretched.step.recommend.2node.classic", "{0} rounded up to a standard link rate: in a 2-node cluster the two hosts usually share one location, switched or directly connected (VMware's direct connect uses one or two 10 GbE cables)")
	stepRecommend2E = msg.NewKey("stretched.step.recommend.2node.current", "the larger of {0} rounded up to a standard link rate and {1} (assumption: the two ESA data nodes' vSAN link, switched or directly connected, as VMware's 2-node direct connect uses 10 GbE; the 10 Gbps between data sites is a stretched-cluster requirement and does not apply)")
	stepRTT2Node    = msg.NewKey("stretched.step.rtt.2node", "RTT limit between the two data nodes of a 2-node cluster, one host per site as in a stretched cluster (vSAN Stretched Cluster Guide)")
	stepWRTT1VCF9   = msg.NewKey("stretched.step.wrtt.1.vcf9", "RTT limit for a 2-node cluster (vSAN documents); VCF 9.0's 200 ms (VCF-VSAN-SC-REQD-CFG-003) is stated for its stretched clusters, which start at 3 hosts per site")
	stepRecommendV  = msg.NewKey("stretched.step.recommend.vcf9", "the larger of {0} rounded up to a standard link rate and {1}, the least VCF 9 requires between data sites (VCF-VSAN-SC-REQD-CFG-004)")
	stepWitness     = msg.NewKey("stretched.step.witness", "Witness bandwidth")
	stepWitnessF    = msg.NewKey("stretched.step.witness.f", "1138 B × 8 × {0} {0|component|components} / 5 s × 1.1")
	stepRTT         = msg.NewKey("stretched.step.rtt", "Inter-site round-trip time limit")
	stepRTTF        = msg.NewKey("stretched.step.rtt.f", "RTT limit for any cluster size (vSAN Stretched Cluster Guide)")
	stepRTTVCF9     = msg.NewKey("stretched.step.rtt.vcf9", "RTT limit for any cluster size (VCF 9.0 design, VCF-VSAN-SC-REQD-CFG-002)")
	stepWRTT        = msg.NewKey("stretched.step.wrtt", "Witness round-trip time limit")
	stepWRTT1       = msg.NewKey("stretched.step.wrtt.1", "RTT limit for 1 host per site, a 2-node cluster (vSAN Stretched Cluster Guide)")
	stepWRTT10      = msg.NewKey("stretched.step.wrtt.10", "RTT limit for {0} hosts per site (2–10) (vSAN Stretched Cluster Guide)")
	stepWRTT15      = msg.NewKey("stretched.step.wrtt.15", "RTT limit for {0} hosts per site (11–15) (vSAN Stretched Cluster Guide)")
	stepWRTTVCF9    = msg.NewKey("stretched.step.wrtt.vcf9", "RTT limit for {0} hosts per site (2–10): less than 200 ms in VCF 9.0's vSAN pages (\"Bandwidth and Latency Requirements\") and its design (VCF-VSAN-SC-REQD-CFG-003)")
	stepWRTTVCF915  = msg.NewKey("stretched.step.wrtt.vcf9.15", "RTT limit for {0} hosts per site (11–15): VCF 9.0's vSAN pages ask less than 100 ms (\"Bandwidth and Latency Requirements\", \"Physical NIC Requirements\", \"Configure Network Interface for Witness Traffic\"), stricter than the 200 ms of its design (VCF-VSAN-SC-REQD-CFG-003)")
	stepAppliance   = msg.NewKey("stretched.step.appliance", "Witness appliance size")
	stepApplianceF  = msg.NewKey("stretched.step.appliance.f", "{0} {0|component|components} ≤ {1} → {2}: {3} {3|vCPU|vCPUs}, {4} of memory (VMware's figures)")
	stepApplianceP  = msg.NewKey("stretched.step.appliance.partly", "{0} {0|component|components} ≤ {1} → {2}: {3} {3|vCPU|vCPUs}, {4} of memory (vCPUs and memory rest on a third-party summary of a Broadcom article; no VMware document giving them was found)")
	stepApplianceE  = msg.NewKey("stretched.step.appliance.esa-tiny", "{0} {0|component|components} would fit Tiny (up to 750), which the ESA witness appliance does not have (VCF 9.0: \"vSAN ESA does not support tiny witness appliance\") → {1}: {2} {2|vCPU|vCPUs}, {3} of memory (vCPUs and memory rest on a third-party summary of a Broadcom article)")
	stepApplianceU  = msg.NewKey("stretched.step.appliance.unknown", "{0} {0|component|components} ≤ {1} → {2} (no vCPU and memory figure found for this size)")
	stepProduction  = msg.NewKey("stretched.step.production", "Production writes on the link during the resynchronisation, Wb × md")
	stepProductionE = msg.NewKey("stretched.step.production-esa", "Production writes on the link during the resynchronisation, Wb / k × md")
	stepProductionF = msg.NewKey("stretched.step.production.f", "{0} × {1}")
	stepProdESAF    = msg.NewKey("stretched.step.production-esa.f", "{0} / {2} × {1}")
	stepResync      = msg.NewKey("stretched.step.resync", "Resynchronisation after a site outage, over the link you have")
	stepResyncRec   = msg.NewKey("stretched.step.resync-recommended", "Resynchronisation after a site outage, over the recommended link (no link given)")
	stepResyncF     = msg.NewKey("stretched.step.resync.f", "{0} × 8000 Mbit/GB × {1} / ({2} − {3}) / 3600 s")

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
	warnResyncNever  = msg.NewKey("stretched.warn.resync-never", "The production writes ({0}) fill the {1} link: resynchronising {2} cannot finish while they run.")
	warnResyncLong   = msg.NewKey("stretched.warn.resync-long", "Resynchronising {0} over the {1} link would take more than {2}: in practice it never finishes.")
	warnResyncNoLink = msg.NewKey("stretched.warn.resync-no-link", "{0} not given: the resynchronisation time assumes the recommended {1} link.")

	changeRTT     = msg.NewKey("stretched.change.rtt", "VCF 9.0's vSAN pages ask less than 100 ms to the witness with 11–15 hosts per site; the 200 ms of its design is the limit up to 10.")
	changeTiny    = msg.NewKey("stretched.change.tiny", "VCF 9.0: \"vSAN ESA does not support tiny witness appliance\"; the ESA appliance starts at Medium.")
	whatRTT       = msg.T("the witness RTT limit")
	whatAppliance = msg.T("the witness appliance")

	chartTitle    = msg.NewKey("stretched.chart", "Inter-site bandwidth against write IOPS")
	chartSeries   = msg.NewKey("stretched.chart.series", "B at {0} writes")
	chartMarker   = msg.NewKey("stretched.chart.marker", "{0} → {1}")
	chartLink     = msg.NewKey("stretched.chart.link", "your link: {0}")
	chartRecLink  = msg.NewKey("stretched.chart.recommended", "recommended minimum: {0}")
	axisWrites    = msg.NewKey("stretched.axis.writes", "Write IOPS")
	axisBandwidth = msg.NewKey("stretched.axis.bandwidth", "Inter-site bandwidth")
)

// Witness appliance size labels.
var witnessLabels = map[string]msg.Text{
	"tiny":        msg.T("Tiny (up to 750 components)"),
	"medium":      msg.T("Medium (up to 21,833 components)"),
	"large":       msg.T("Large (up to 45,000 components)"),
	"extra-large": msg.T("Extra Large (up to 64,000 components)"),
	WitnessBeyond: msg.T("beyond Extra Large (more than 64,000 components)"),
}

// witnessNames are the sizes' names in a worked step.
var witnessNames = map[string]msg.Text{
	"tiny":        msg.T("Tiny"),
	"medium":      msg.T("Medium"),
	"large":       msg.T("Large"),
	"extra-large": msg.T("Extra Large"),
}

// Smallest meaningful values: a load, a share or an amount of changed data
// that is not 0 is at least this (smaller values are not measurable, and
// carry 300-digit numbers into the formulas).
const (
	MinIOPS = 0.01 // IOPS
	MinPct  = 0.01 // %
	MinGB   = 0.01 // GB
)

// Check enforces the choice between write_iops and total_iops + write_pct,
// and the smallest meaningful loads, shares and data.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	zeroOrMin := func(field string, x *float64, least float64, u msg.Unit) {
		if x != nil && *x != 0 && *x < least {
			errs.Report(field, scenario.MsgZeroOrMin, msg.Qty(least, u))
		}
	}
	zeroOrMin("write_iops", in.WriteIOPS, MinIOPS, msg.IOPSUnit)
	zeroOrMin("total_iops", in.TotalIOPS, MinIOPS, msg.IOPSUnit)
	zeroOrMin("changed_data_gb", in.ChangedDataGB, MinGB, msg.GB)
	if p := in.WritePct; p != nil && *p != 0 && *p != 100 && (*p < MinPct || *p > 100-MinPct) {
		errs.Report("write_pct", errPct, msg.Qty(MinPct, msg.Percent), msg.Qty(100-MinPct, msg.Percent))
	}
	w, t, p := msg.Field("write_iops"), msg.Field("total_iops"), msg.Field("write_pct")
	if in.WriteIOPS != nil && in.TotalIOPS != nil {
		errs.Report("total_iops", msgBothGiven, w, t, p)
	}
	if in.WriteIOPS == nil && in.TotalIOPS == nil {
		errs.Report("write_iops", msgNoLoad, w, t, p)
	}
	if in.WritePct != nil && in.TotalIOPS == nil {
		errs.Report("write_pct", msgPctAlone, t, w)
	}
	return errs
}

// ratio is the compression ratio the rule set applies: the input under the
// current rules, 1 under the classic rules.
func ratio(in Inputs) float64 {
	if rules.Current(in.Rules) {
		return in.CompressionRatio
	}
	return 1
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	var steps []calc.Step
	var warnings []msg.Message
	var writes units.IOPS
	switch {
	case in.WriteIOPS != nil:
		writes = units.IOPS(*in.WriteIOPS)
	case in.TotalIOPS != nil:
		pct := float64(VDIWritePct)
		if in.WritePct != nil {
			pct = *in.WritePct
		} else {
			warnings = append(warnings, msgPctAssumed.With(msg.Field("write_pct"), msg.Qty(VDIWritePct, msg.Percent), msg.Qty(100-VDIWritePct, msg.Percent)))
		}
		writes = WriteIOPS(units.IOPS(*in.TotalIOPS), pct)
		steps = append(steps, calc.Step{
			Label:   stepWrites.With(),
			Formula: stepWritesF.With(msg.Qty(*in.TotalIOPS, msg.IOPSUnit), msg.Qty(pct, msg.Percent)),
			Value:   scenario.Clean(float64(writes)), Unit: msg.IOPSUnit,
		})
	}
	if in.WriteLoadAssumed != nil && *in.WriteLoadAssumed {
		warnings = append([]msg.Message{assumedWarning(in, writes)}, warnings...)
	}
	c := ratio(in)
	size := units.Bytes(in.WriteSizeKB) * units.KB
	wb := WriteBandwidth(writes, size)
	b := Intersite(Compressed(wb, c), in.DataMultiplier, in.ResyncMultiplier)
	w := Witness(in.Components)
	res := Results{
		WriteIOPS:          scenario.Clean(float64(writes)),
		WriteBandwidthMbps: scenario.Clean(wb.Mbps()),
		IntersiteMbps:      scenario.Clean(b.Mbps()),
		WitnessMbps:        scenario.Clean(w.Mbps()),
		IntersiteRTTMaxMs:  IntersiteRTTMaxMs,
		WitnessRTTMaxMs:    WitnessRTTMaxMsFor(in.Rules, in.HostsPerSite),
	}
	res.RecommendedMinIntersiteMbps = RecommendedMinIntersiteMbps(in.Rules, res.IntersiteMbps)
	mbPerSec := units.Throughput(writes, size).MBps()
	steps = append(steps, calc.Step{
		Label:   stepWb.With(),
		Formula: stepWbF.With(msg.Qty(float64(writes), msg.IOPSUnit), msg.Qty(in.WriteSizeKB, msg.KB), msg.Qty(mbPerSec, msg.MBps)),
		Value:   res.WriteBandwidthMbps, Unit: msg.Mbps,
	})
	if rules.Current(in.Rules) {
		steps = append(steps,
			calc.Step{
				Label:   stepCompress.With(),
				Formula: stepCompressF.With(msg.Qty(res.WriteBandwidthMbps, msg.Mbps), msg.Num(c)),
				Value:   scenario.Clean(Compressed(wb, c).Mbps()), Unit: msg.Mbps,
			},
			calc.Step{
				Label:   stepBESA.With(),
				Formula: stepBESAF.With(msg.Qty(res.WriteBandwidthMbps, msg.Mbps), msg.Num(in.DataMultiplier), msg.Num(in.ResyncMultiplier), msg.Num(c)),
				Value:   res.IntersiteMbps, Unit: msg.Mbps,
			})
	} else {
		steps = append(steps, calc.Step{
			Label:   stepB.With(),
			Formula: stepBF.With(msg.Qty(res.WriteBandwidthMbps, msg.Mbps), msg.Num(in.DataMultiplier), msg.Num(in.ResyncMultiplier)),
			Value:   res.IntersiteMbps, Unit: msg.Mbps,
		})
	}
	steps = append(steps,
		calc.Step{
			Label:   recommendLabel(in.HostsPerSite),
			Formula: recommendRule(in.Rules, res.IntersiteMbps, in.HostsPerSite),
			Value:   res.RecommendedMinIntersiteMbps, Unit: msg.Mbps,
		},
		calc.Step{
			Label:   stepWitness.With(),
			Formula: stepWitnessF.With(msg.Int(in.Components)),
			Value:   res.WitnessMbps, Unit: msg.Mbps,
		},
		calc.Step{
			Label:   stepRTT.With(),
			Formula: intersiteRTTRule(in.Rules, in.HostsPerSite),
			Value:   res.IntersiteRTTMaxMs, Unit: msg.Ms,
		},
		calc.Step{
			Label:   stepWRTT.With(),
			Formula: rttRule(in.Rules, in.HostsPerSite),
			Value:   res.WitnessRTTMaxMs, Unit: msg.Ms,
		},
	)
	if in.Components > 0 {
		steps = append(steps, appliance(in, &res)...)
	}
	if in.ChangedDataGB != nil {
		st, ws := resync(in, wb, c, &res)
		steps = append(steps, st...)
		warnings = append(warnings, ws...)
	}
	warnings = append(rules.ChangeWarnings(in.RulesRevision, Changes(in, res)), warnings...)
	warnings = append(warnings, warn(in, res)...)
	// The cluster maxima (engine/limits): hosts per site and in all.
	over, cited := limits.Report(in.Rules, ClusterOf(in))
	warnings = append(warnings, over...)
	src := append(Sources(in.Rules), applianceSources(in)...)
	return calc.Outcome{
		Results:  res,
		Steps:    steps,
		Warnings: warnings,
		Sources:  append(append(src, twoNodeSources(in.HostsPerSite)...), cited...),
		Chart:    Chart(in, res),
	}
}

// ClusterOf is the stretched cluster the inputs describe, for the cluster
// maxima: hosts_per_site hosts at each of the two data sites (a 2-node
// cluster at 1; the witness not counted).
func ClusterOf(in Inputs) limits.Cluster {
	return limits.Cluster{Hosts: 2 * in.HostsPerSite, HostsPerSite: in.HostsPerSite}
}

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

// applianceSources cites the documents behind the appliance shown: its
// sizes, and where its vCPUs and memory come from (VMware's VCF 4.5 design,
// or the third-party summary, labelled, only when a figure shown rests on
// it).
func applianceSources(in Inputs) []msg.Message {
	if in.Components <= 0 {
		return nil
	}
	s, ok := WitnessForRules(in.Rules, in.Components)
	out := []msg.Message{source.VSANWitnessAppliance.Msg(msg.T(
		"witness appliance sizes: Tiny up to 750 components (10 VMs or fewer), Medium 21,833 (500 VMs), Large 45,000, Extra Large 64,000"))}
	if rules.Current(in.Rules) {
		out = append(out, source.VCF9WitnessAppliance.Msg(msg.T(
			"\"vSAN ESA does not support tiny witness appliance\": the ESA appliance is Medium, Large or Extra Large; download the appliance of the cluster's architecture (ESA or OSA)")))
	}
	if !ok {
		return out
	}
	if _, _, known := s.Resources(in.Rules); !known {
		return out
	}
	if s.Vendor(in.Rules) {
		return append(out, vcf45WitnessSpec.Msg(msg.T(
			"witness appliance: Tiny 2 vCPU / 8 GB, Medium 2 / 16 GB, Large 2 / 32 GB")))
	}
	if rules.Current(in.Rules) {
		return append(out, witnessResourcesSummary.Msg(msg.T(
			"ESA witness VM: Medium 4 vCPU / 16 GB, Large 4 / 32 GB, Extra Large 8 / 64 GB, quoting a Broadcom article that was not found")))
	}
	return append(out, witnessResourcesSummary.Msg(msg.T(
		"OSA witness VM Extra Large: 6 vCPU / 32 GB, quoting a Broadcom article that was not found")))
}

// Changes are the figures that a document written under an earlier
// revision of Sizewise's figures (in.RulesRevision) now gets differently,
// with their values then and now; nothing for a current one. Revision 2:
// the witness RTT under vcf9 with 11 or more hosts per site (200 → 100 ms),
// and the witness appliance under the current rules for 750 components or
// fewer (Tiny → Medium).
func Changes(in Inputs, r Results) []rules.Change {
	if !rules.Legacy(in.RulesRevision) {
		return nil
	}
	var out []rules.Change
	if was := LegacyWitnessRTTMaxMs(in.Rules, in.HostsPerSite); was != r.WitnessRTTMaxMs {
		out = append(out, rules.Change{What: msg.Txt(whatRTT), Was: msg.Qty(was, msg.Ms), Now: msg.Qty(r.WitnessRTTMaxMs, msg.Ms), Why: msg.Sub(changeRTT.With())})
	}
	if was, ok := WitnessFor(in.Components); ok && in.Components > 0 && r.WitnessAppliance != was.Name && r.WitnessAppliance != WitnessBeyond {
		out = append(out, rules.Change{What: msg.Txt(whatAppliance), Was: msg.Txt(witnessNames[was.Name]), Now: msg.Txt(witnessNames[r.WitnessAppliance]), Why: msg.Sub(changeTiny.With())})
	}
	return out
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
		r.ResyncHours = new(scenario.Clean(h))
		steps = append(steps, calc.Step{
			Label:   label.With(),
			Formula: stepResyncF.With(msg.Qty(changed, msg.GB), msg.Num(scenario.Clean(overhead)), msg.Qty(link, msg.Mbps), msg.Qty(production, msg.Mbps)),
			Value:   *r.ResyncHours, Unit: msg.Hours,
		})
	}
	return steps, warnings
}

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

// twoNodeSources cites the 2-node documents for one host per site.
func twoNodeSources(hosts int) []msg.Message {
	if !TwoNode(hosts) {
		return nil
	}
	return []msg.Message{
		source.VSANTwoNodeClusters.Msg(msg.T(
			"a 2-node cluster is two hosts at the same location, connected to the same switch or directly, with the witness appliance at a second site")),
		source.VSANTwoNodeDirectConnect.Msg(msg.T(
			"vSAN 6.5 and later connect the two data nodes directly \"using one 10Gb networking cable or, preferably, two\", with witness traffic on another VMkernel port")),
	}
}

// Sources cites the documents of the rule set's formulas and figures: the
// vendor's own documents first; a vendor employee's blog or a partner's
// page only beside one (each labelled as what it is). The witness
// appliance's documents are cited by applianceSources, when there is one.
func Sources(set rules.Set) []msg.Message {
	out := []msg.Message{
		source.StretchedBandwidthGuide.Msg(msg.T(
			"B = Wb × md × mr, md = 1.4, mr = 1.25 (10,000 write IOPS × 4 KB → 320 → 560 Mbps); witness 1138 B × 8 × components / 5 s + 10 %; reads stay local")),
		source.VSANNetworkDesignGuide.Msg(msg.T(
			"inter-site RTT < 5 ms; witness 2 Mbps per 1000 components; witness RTT < 500 ms with 1 host per site, < 200 ms up to 10, < 100 ms for 11–15")),
	}
	if rules.Current(set) {
		out = append(out,
			source.StretchedBandwidthSizingCurrent.Msg(msg.T(
				"data sites at least 10 Gbps apart and < 5 ms RTT, for ESA and OSA alike; bandwidth depends on the architecture (ESA or OSA)")),
			source.VCF9VSANBandwidthLatency.Msg(msg.T(
				"site to site at least 10 GbE (OSA and ESA), < 5 ms RTT; site to witness 2 Mbps per 1000 components, < 500 ms RTT for 1 host per site, < 200 ms for up to 10, < 100 ms for 11–15")),
			source.VCF9VSANPhysicalNIC.Msg(msg.T(
				"stretched clusters: witness < 200 ms RTT up to 10 hosts per site, < 100 ms for 11–15; two-node < 500 ms; inter-site link 25 GbE or more recommended")),
			source.VCF9VSANCharacteristics.Msg(msg.T(
				"ESA compresses by default \"at the top of the vSAN stack\", so the hosts holding copies need not: \"This reduces the amount of data transmitted over the network\". The ratio Sizewise applies is an assumption the user enters")),
			source.ESACompression.Msg(msg.T(
				"beside VMware's page: 4 KB compressed to 2 KB sends 2 KB; up to 8:1 per 4 KB block in theory; on by default (policy \"No Preference\")")),
			dellVxRailESA.Msg(msg.T(
				"beside VMware's page: \"The VMware vSAN ESA compresses data before transmitting a write across the ISL\"")),
		)
	}
	if set == rules.VCF9 {
		out = append(out,
			source.VCF9WitnessTrafficInterface.Msg(msg.T(
				"\"vSAN stretched clusters with 11 or more hosts per site must have less than 100 ms RTT\" to the witness; fewer than 11, less than 200 ms; two-node, less than 500 ms")),
			source.VCF9StretchedHCICluster.Msg(msg.T(
				"data sites < 5 ms RTT (VCF-VSAN-SC-REQD-CFG-002); witness no more than 200 ms RTT (-003); data sites no less than 10 GbE apart, ESA and OSA alike (-004); no minimum witness bandwidth, estimate it from the components (-005); at least six nodes for workload-domain stretched clusters (-007); a witness appliance of the cluster's architecture (-010)")))
	}
	return out
}

// Chart plots inter-site bandwidth against write IOPS from 0 to twice the
// current load (at least 10,000), with the current point, the customer's
// link and the recommended minimum link marked.
func Chart(in Inputs, r Results) *chart.Chart {
	maxX := max(2*r.WriteIOPS, 10000)
	const n = 20
	pts := make([]chart.Point, 0, n+1)
	size := units.Bytes(in.WriteSizeKB) * units.KB
	c := ratio(in)
	for i := 0; i <= n; i++ {
		x := maxX * float64(i) / n
		y := Intersite(Compressed(WriteBandwidth(units.IOPS(x), size), c), in.DataMultiplier, in.ResyncMultiplier).Mbps()
		pts = append(pts, chart.Point{X: x, Y: y})
	}
	ch := &chart.Chart{
		Kind:   chart.Line,
		Title:  chartTitle.With(),
		X:      chart.Axis{Label: axisWrites.With(), Unit: msg.IOPSUnit},
		Y:      chart.Axis{Label: axisBandwidth.With(), Unit: msg.Mbps},
		Series: []chart.Series{{Name: chartSeries.With(msg.Qty(in.WriteSizeKB, msg.KB)), Points: pts}},
		Marker: &chart.Marker{Point: chart.Point{X: r.WriteIOPS, Y: r.IntersiteMbps},
			Label: chartMarker.With(msg.Qty(r.WriteIOPS, msg.IOPSUnit), msg.Qty(r.IntersiteMbps, msg.Mbps))},
	}
	if in.LinkMbps != nil {
		ch.Rules = append(ch.Rules, chart.Rule{Value: *in.LinkMbps, Label: chartLink.With(msg.Qty(*in.LinkMbps, msg.Mbps))})
	}
	// The recommended link is drawn when it is on the chart's scale.
	if top := pts[len(pts)-1].Y; r.RecommendedMinIntersiteMbps <= 2*math.Max(top, r.IntersiteMbps) {
		ch.Rules = append(ch.Rules, chart.Rule{Value: r.RecommendedMinIntersiteMbps, Label: chartRecLink.With(msg.Qty(r.RecommendedMinIntersiteMbps, msg.Mbps))})
	}
	return ch
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     10,
		Title:    msg.T("Stretched-cluster bandwidth"),
		Question: msg.T("How fast must the links between the two sites, and to the witness, be?"),
		Fields: []calc.Field{
			{Name: "write_iops", Label: msg.T("Write IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Writes per second across the cluster; reads stay at the local site.")},
			{Name: "total_iops", Label: msg.T("Total IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("All I/O per second, reads and writes.")},
			{Name: "write_pct", Label: msg.T("Writes"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Share of writes in the total; VDI is about 70 %.")},
			{Name: "write_size_kb", Label: msg.T("Write size"), Unit: msg.KB, Step: 0.5,
				Hint: msg.T("Average write size; 4 KB is typical (1 KB = 1000 bytes).")},
			{Name: "write_load_assumed", Label: msg.T("Write load is an assumption"),
				Hint: msg.T("Ticked when the write load above is a placeholder, not a measurement of the cluster (an import without I/O statistics ticks it): the result then says so. Untick it once you enter the measured peak writes.")},
			{Name: "components", Label: msg.T("vSAN components"), Step: 1,
				Hint: msg.T("Objects' components on the cluster; sizes the witness link and the witness appliance.")},
			{Name: "hosts_per_site", Label: msg.T("Hosts per site"), Step: 1,
				Hint: msg.T("Sets the witness round-trip limit; 1 host per site is a 2-node cluster.")},
			{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels},
			{Name: "link_mbps", Label: msg.T("Inter-site link you have"), Unit: msg.Mbps, Step: 1,
				Hint: msg.T("Optional: the link the customer has; drawn on the chart and checked.")},
			{Name: "changed_data_gb", Label: msg.T("Data changed during a site outage"), Unit: msg.GB, Step: 1,
				Hint: msg.T("Optional: what the surviving site wrote while the other was down (1 GB = 10^9 bytes); gives the resynchronisation time over your link, or over the recommended one.")},
			{Name: "witness_link_mbps", Label: msg.T("Witness link you have"), Unit: msg.Mbps, Step: 0.1, Advanced: true,
				Hint: msg.T("Optional: the witness link the customer has; checked against the requirement.")},
			{Name: "esa_compression_ratio", Label: msg.T("ESA compression ratio k (assumption)"), Unit: msg.Times, Step: 0.1, Advanced: true,
				Hint: msg.T("vSAN ESA compresses writes on the source host before they cross the link (vSAN 8 ESA and VCF 9 rules only). The saving depends on the data: 1 assumes none; 2 means 4 KB sent as 2 KB; 8 is the theoretical maximum per 4 KB block.")},
			{Name: "data_multiplier", Label: msg.T("Metadata multiplier md"), Unit: msg.Times, Step: 0.05, Advanced: true,
				Hint: msg.T("VMware recommends 1.4.")},
			{Name: "resync_multiplier", Label: msg.T("Resync multiplier mr"), Unit: msg.Times, Step: 0.05, Advanced: true,
				Hint: msg.T("VMware recommends 1.25 (25 % for resynchronisation).")},
			{Name: rules.RevisionInput, Label: rules.RevisionLabel, Hint: rules.RevisionHint, ChoiceLabels: rules.RevisionLabels, Advanced: true},
		},
		// A link Sizewise wrote before revision 2 carries every input,
		// those of the calculator's first version among them; one written
		// by hand or sent from the VDI calculator seldom gives them all.
		Revision: &calc.Revision{Input: rules.RevisionInput, Legacy: rules.Revision1, Marks: []string{
			"write_size_kb", "data_multiplier", "resync_multiplier", "components", "hosts_per_site"}},
		Alts: []calc.Alternative{{
			Name: "load", Label: msg.T("Size the load from"),
			Options: []calc.Option{
				{Label: msg.T("Write IOPS"), Fields: []string{"write_iops"}},
				{Label: msg.T("Total IOPS and write %"), Fields: []string{"total_iops", "write_pct"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "intersite_mbps", Label: msg.T("Inter-site bandwidth"), Unit: msg.Mbps, Primary: true},
			{Name: "witness_mbps", Label: msg.T("Witness bandwidth"), Unit: msg.Mbps, Primary: true},
			{Name: "recommended_min_intersite_mbps", Label: msg.T("Recommended minimum inter-site link"), Unit: msg.Mbps, Primary: true},
			{Name: "write_bandwidth_mbps", Label: msg.T("Write bandwidth Wb"), Unit: msg.Mbps},
			{Name: "write_iops", Label: msg.T("Write IOPS"), Unit: msg.IOPSUnit},
			{Name: "intersite_rtt_max_ms", Label: msg.T("Inter-site RTT, at most"), Unit: msg.Ms},
			{Name: "witness_rtt_max_ms", Label: msg.T("Witness RTT, at most"), Unit: msg.Ms},
			{Name: "witness_appliance", Label: msg.T("Witness appliance size"), Values: witnessLabels},
			{Name: "witness_appliance_vcpus", Label: msg.T("Witness appliance vCPUs")},
			{Name: "witness_appliance_memory_gb", Label: msg.T("Witness appliance memory"), Unit: msg.GB},
			{Name: "resync_hours", Label: msg.T("Resynchronisation after a site outage"), Unit: msg.Hours},
			{Name: "resync_link_mbps", Label: msg.T("Link the resynchronisation uses"), Unit: msg.Mbps},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
