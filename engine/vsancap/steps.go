package vsancap

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// steps is the worked calculation.
func steps(in Inputs, m model, r Results, f failure) []calc.Step {
	n := in.Hosts
	lay := m.layout(n)
	policy := policyName(in.Policy)
	hosts := msg.Qty(float64(n), msg.Host)
	esa := in.Architecture == ESA
	factor := 1 + m.overhead
	var s []calc.Step
	add := func(label, formula msg.Message, v float64, u msg.Unit) {
		s = append(s, calc.Step{Label: label, Formula: formula, Value: v, Unit: u})
	}
	if esa {
		add(stepRaw.With(), stepRawESA.With(hosts, msg.Int(in.DevicesPerHost), gb(in.CapacityDiskGB)), r.RawGB, msg.GB)
	} else {
		add(stepRaw.With(), stepRawOSA.With(hosts, msg.Int(in.DiskGroupsPerHost), msg.Int(in.CapacityDisksPerGroup), gb(in.CapacityDiskGB)), r.RawGB, msg.GB)
	}
	if esa && in.Policy == "raid5-ftt1" {
		add(stepPolicy.With(), stepPolicyAdapt.With(policy, msg.Int(n), msg.Txt(layoutLabels[lay.ID]), msg.Num(lay.Multiplier)), r.PolicyMultiplier, msg.Times)
	} else {
		add(stepPolicy.With(), stepPolicyF.With(policy, multiplierArg(lay), msg.Qty(float64(r.MinHosts), msg.Host)), r.PolicyMultiplier, msg.Times)
	}
	if esa {
		add(stepOverhead.With(), stepOverheadF.With(pct(in.ESAOverheadPct)), factor, msg.Times)
		add(stepAfterPolicy.With(), stepAfterPolicyE.With(gb(r.RawGB), msg.Num(lay.Multiplier), pct(in.ESAOverheadPct)), r.AfterPolicyGB, msg.GB)
	} else {
		add(stepAfterPolicy.With(), stepAfterPolicyF.With(gb(r.RawGB), multiplierArg(lay)), r.AfterPolicyGB, msg.GB)
	}
	k := factorArg(in, lay)
	sys := gb(r.SystemOverheadGB)
	if m.sys > 0 {
		if esa {
			add(stepSysESA.With(), stepSysESAF.With(gb(r.RawGB), pct(r.SystemOverheadPct)), r.SystemOverheadGB, msg.GB)
		} else {
			add(stepSysOSA.With(), stepSysOSAF.With(gb(r.RawGB), pct(r.SystemOverheadPct)), r.SystemOverheadGB, msg.GB)
		}
	}
	switch {
	case r.Headroom == HeadroomSlack && m.sys > 0:
		add(stepAfterSlack.With(), stepAfterSlackSysF.With(gb(r.AfterPolicyGB), pct(in.SlackPct), pct(r.SystemOverheadPct)), r.AfterSlackGB, msg.GB)
	case r.Headroom == HeadroomSlack:
		add(stepAfterSlack.With(), stepAfterSlackF.With(gb(r.AfterPolicyGB), pct(in.SlackPct)), r.AfterSlackGB, msg.GB)
	default:
		if r.Headroom == HeadroomReserves {
			add(stepRebuild.With(), stepRebuildF.With(gb(r.RawGB), hosts), r.HostRebuildReserveGB, msg.GB)
		}
		add(stepOps.With(), stepOpsF.With(hosts, gb(in.OpsReserveGBPerHost), pct(in.OpsBufferPct), gb(r.RawGB)), r.OperationsReserveGB, msg.GB)
		if m.sys > 0 {
			add(stepAfterRes.With(), stepAfterResSysF.With(gb(r.RawGB), gb(r.HostRebuildReserveGB), gb(r.OperationsReserveGB), sys, k), r.AfterSlackGB, msg.GB)
		} else {
			add(stepAfterRes.With(), stepAfterResF.With(gb(r.RawGB), gb(r.HostRebuildReserveGB), gb(r.OperationsReserveGB), k), r.AfterSlackGB, msg.GB)
		}
	}
	if esa {
		add(stepUsable.With(), stepUsableESA.With(gb(r.AfterSlackGB), msg.Num(m.compress), msg.Num(m.dedupe)), r.UsableGB, msg.GB)
		add(stepConsumed.With(), stepConsumedESA.With(gb(in.VMDataGB), msg.Num(lay.Multiplier), pct(in.ESAOverheadPct), msg.Num(m.compress), msg.Num(m.dedupe)), r.ConsumedRawGB, msg.GB)
	} else {
		add(stepUsable.With(), stepUsableOSA.With(gb(r.AfterSlackGB), msg.Num(m.dedupe)), r.UsableGB, msg.GB)
		add(stepConsumed.With(), stepConsumedOSA.With(gb(in.VMDataGB), multiplierArg(lay), msg.Num(m.dedupe)), r.ConsumedRawGB, msg.GB)
	}
	ops := gb(in.OpsReserveGBPerHost)
	sp := pct(r.SystemOverheadPct)
	switch {
	case r.Headroom == HeadroomSlack && m.sys > 0:
		add(stepRequired.With(), stepRequiredSysF.With(gb(r.ConsumedRawGB), pct(in.SlackPct), sp), r.RawRequiredGB, msg.GB)
	case r.Headroom == HeadroomSlack:
		add(stepRequired.With(), stepRequiredF.With(gb(r.ConsumedRawGB), pct(in.SlackPct)), r.RawRequiredGB, msg.GB)
	case r.Headroom == HeadroomReserves && m.sys > 0:
		add(stepRequiredRes.With(msg.Qty(float64(n), msg.Host)), stepRequiredResSysF.With(gb(r.ConsumedRawGB), msg.Int(n), ops, msg.Int(n), pct(in.OpsBufferPct), sp), r.RawRequiredGB, msg.GB)
	case r.Headroom == HeadroomReserves:
		add(stepRequiredRes.With(msg.Qty(float64(n), msg.Host)), stepRequiredResF.With(gb(r.ConsumedRawGB), msg.Int(n), ops, msg.Int(n), pct(in.OpsBufferPct)), r.RawRequiredGB, msg.GB)
	case m.sys > 0:
		add(stepRequiredRes.With(msg.Qty(float64(n), msg.Host)), stepRequiredOpsSysF.With(gb(r.ConsumedRawGB), msg.Int(n), ops, pct(in.OpsBufferPct), sp), r.RawRequiredGB, msg.GB)
	default:
		add(stepRequiredRes.With(msg.Qty(float64(n), msg.Host)), stepRequiredOpsF.With(gb(r.ConsumedRawGB), msg.Int(n), ops, pct(in.OpsBufferPct)), r.RawRequiredGB, msg.GB)
	}
	if m.sys > 0 {
		add(stepFill.With(), stepFillSysF.With(gb(r.ConsumedRawGB), sys, gb(r.RawGB)), r.FillPct, msg.Percent)
	} else {
		add(stepFill.With(), stepFillF.With(gb(r.ConsumedRawGB), gb(r.RawGB)), r.FillPct, msg.Percent)
	}
	perHost := gb(scenario.Clean(m.hostRaw))
	if m.current {
		add(stepHosts.With(), stepHostsCurF.With(perHost, gb(in.VMDataGB), msg.Int(r.MinHosts)), float64(r.HostsRequired), msg.Host)
	} else {
		add(stepHosts.With(), stepHostsF.With(msg.Int(r.MinHosts), gb(r.RawRequiredGB), perHost), float64(r.HostsRequired), msg.Host)
	}
	left := msg.Qty(float64(f.hosts), msg.Host)
	fk := scenario.Clean(f.layout.Multiplier * factor)
	if f.reprotectable {
		add(stepFailLayout.With(), stepFailLayoutF.With(left, msg.Txt(layoutLabels[f.layout.ID])), fk, msg.Times)
	} else {
		add(stepFailLayout.With(), stepFailLayoutNo.With(left, msg.Int(m.layout(f.hosts).MinHosts), msg.Txt(layoutLabels[lay.ID])), fk, msg.Times)
	}
	ftt := msg.Int(m.policy.FTT)
	if !f.reprotectable {
		add(stepFailUsable.With(), stepFailUsableNo.With(left, gb(r.UsableGB)), r.AfterFailureUsableGB, msg.GB)
		add(stepFailFill.With(), stepFailFillNo.With(left), r.AfterFailureFillPct, msg.Percent)
		add(stepFailFTT.With(), stepFailFTTNo.With(policy, ftt, msg.Int(r.AfterFailureFTT)), float64(r.AfterFailureFTT), msg.None)
		return s
	}
	fka := factorArg(in, f.layout)
	left0 := gb(scenario.Clean(f.rawGB))
	switch {
	case r.Headroom == HeadroomSlack:
		// Sizewise's answer: the rebuild may use the slack, which VMware
		// keeps free for rebuilds; the stricter reading follows it.
		if m.sys > 0 {
			add(stepFailUsable.With(), stepFailUsableSlackSysF.With(gb(r.UsableGB), left0, gb(scenario.Clean(f.sysGB)), fka, msg.Num(m.reduction())), r.AfterFailureUsableGB, msg.GB)
			add(stepFailKept.With(), stepFailKeptSysF.With(gb(r.UsableGB), left0, pct(in.SlackPct), sp, fka, msg.Num(m.reduction())), r.AfterFailureSlackKeptUsableGB, msg.GB)
		} else {
			add(stepFailUsable.With(), stepFailUsableSlackF.With(gb(r.UsableGB), left0, fka, msg.Num(m.reduction())), r.AfterFailureUsableGB, msg.GB)
			add(stepFailKept.With(), stepFailKeptF.With(gb(r.UsableGB), left0, pct(in.SlackPct), fka, msg.Num(m.reduction())), r.AfterFailureSlackKeptUsableGB, msg.GB)
		}
	case m.sys > 0:
		add(stepFailUsable.With(), stepFailUsableSysF.With(gb(r.UsableGB), left0, gb(scenario.Clean(f.keptGB)), gb(scenario.Clean(f.sysGB)), fka, msg.Num(m.reduction())), r.AfterFailureUsableGB, msg.GB)
	default:
		add(stepFailUsable.With(), stepFailUsableF.With(gb(r.UsableGB), left0, gb(scenario.Clean(f.keptGB)), fka, msg.Num(m.reduction())), r.AfterFailureUsableGB, msg.GB)
	}
	if m.sys > 0 {
		add(stepFailFill.With(), stepFailFillSysF.With(gb(in.VMDataGB), fka, msg.Num(m.reduction()), gb(scenario.Clean(f.sysGB)), left0), r.AfterFailureFillPct, msg.Percent)
	} else {
		add(stepFailFill.With(), stepFailFillF.With(gb(in.VMDataGB), fka, msg.Num(m.reduction()), left0), r.AfterFailureFillPct, msg.Percent)
	}
	if f.protected {
		add(stepFailFTT.With(), stepFailFTTYes.With(policy, msg.Txt(layoutLabels[f.layout.ID]), ftt), float64(r.AfterFailureFTT), msg.None)
	} else {
		add(stepFailFTT.With(), stepFailFTTFull.With(policy, ftt, msg.Int(r.AfterFailureFTT)), float64(r.AfterFailureFTT), msg.None)
	}
	return s
}

func gb(x float64) msg.Arg { return msg.Qty(x, msg.GB) }

func pct(x float64) msg.Arg { return msg.Qty(x, msg.Percent) }

// multiplierArg writes a layout's multiplier: 4/3 for RAID-5 3+1, as the
// documents write it, else the number.
func multiplierArg(l Layout) msg.Arg {
	if l == LayoutRAID531 {
		return msg.Code("4/3")
	}
	return msg.Num(l.Multiplier)
}

// factorArg writes the raw factor of layout l: its multiplier (4/3 for
// RAID-5 3+1), times (1 + overhead) on ESA.
func factorArg(in Inputs, l Layout) msg.Arg {
	if in.Architecture != ESA {
		return multiplierArg(l)
	}
	return msg.Sub(factorESA.With(msg.Num(l.Multiplier), pct(in.ESAOverheadPct)))
}

// policyName names a policy in a sentence ("RAID-5, FTT=1").
func policyName(name string) msg.Arg { return msg.Txt(mustPolicy(name).Short) }

// The steps' words, as registered keys.
var (
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

	// factorArg on ESA.
	factorESA = msg.NewKey("vsan-capacity.factor.esa", "({0} × (1 + {1}))")
)
