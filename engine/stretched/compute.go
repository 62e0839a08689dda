package stretched

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/units"
)

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
			Value:   float64(writes), Unit: msg.IOPSUnit,
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
		WriteIOPS:          float64(writes),
		WriteBandwidthMbps: wb.Mbps(),
		IntersiteMbps:      b.Mbps(),
		WitnessMbps:        w.Mbps(),
		IntersiteRTTMaxMs:  IntersiteRTTMaxMs,
		WitnessRTTMaxMs:    WitnessRTTMaxMsFor(in.Rules, in.HostsPerSite),
	}
	scenario.DenoiseAll(&res)
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
				Value:   Compressed(wb, c).Mbps(), Unit: msg.Mbps,
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

// The words of Compute's own warning and steps, and of Changes, as
// registered keys.
var (
	msgPctAssumed = msg.NewKey("stretched.pct-assumed", "{0} not given: assumed {1} writes, the typical VDI mix ({2} reads / {1} writes).")
	stepWrites    = msg.NewKey("stretched.step.writes", "Write IOPS")
	stepWritesF   = msg.NewKey("stretched.step.writes.f", "{0} × {1} writes")
	stepWb        = msg.NewKey("stretched.step.wb", "Write bandwidth Wb (reads stay local)")
	stepWbF       = msg.NewKey("stretched.step.wb.f", "{0} × {1} = {2} × 8")
	stepCompress  = msg.NewKey("stretched.step.compress", "Writes on the link after ESA compression, Wb / k (k is an assumption)")
	stepCompressF = msg.NewKey("stretched.step.compress.f", "{0} / {1}: ESA compresses on the source host, before the link")
	stepB         = msg.NewKey("stretched.step.b", "Inter-site bandwidth B = Wb × md × mr")
	stepBF        = msg.NewKey("stretched.step.b.f", "{0} × {1} × {2}")
	stepBESA      = msg.NewKey("stretched.step.b-esa", "Inter-site bandwidth B = Wb / k × md × mr")
	stepBESAF     = msg.NewKey("stretched.step.b-esa.f", "{0} / {3} × {1} × {2}")
	stepWitness   = msg.NewKey("stretched.step.witness", "Witness bandwidth")
	stepWitnessF  = msg.NewKey("stretched.step.witness.f", "1138 B × 8 × {0} {0|component|components} / 5 s × 1.1")
	stepRTT       = msg.NewKey("stretched.step.rtt", "Inter-site round-trip time limit")
	stepWRTT      = msg.NewKey("stretched.step.wrtt", "Witness round-trip time limit")

	// Revision 2 (Changes).
	changeRTT     = msg.NewKey("stretched.change.rtt", "VCF 9.0's vSAN pages ask less than 100 ms to the witness with 11–15 hosts per site; the 200 ms of its design is the limit up to 10.")
	changeTiny    = msg.NewKey("stretched.change.tiny", "VCF 9.0: \"vSAN ESA does not support tiny witness appliance\"; the ESA appliance starts at Medium.")
	whatRTT       = msg.T("the witness RTT limit")
	whatAppliance = msg.T("the witness appliance")
)
