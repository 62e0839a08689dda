package snapshot

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/source"
)

// Sources are the documents the model comes from.
var Sources = []msg.Message{
	source.ZandboerSnapshots.Msg(msg.T(
		"redo-log snapshots and linked clones double reads and double writes to blocks not yet in the snapshot; on overloaded disks 510 read + 250 write IOPS → 110 + 100 with a snapshot → 28 read IOPS while committing it (5.5 %); remedies: more disks, the load spread over LUNs, snapshots on another LUN (workingDir works as given on vSphere 4; vSphere 5 needs more steps), a dedicated snapshot LUN")),
	source.HagoortVSAN6Benchmark.Msg(msg.T(
		"while snapshots were taken one after another, vSAN 6.0's vsanSparse (redirect-on-write) lost 8 % of IOPS, vSAN 5.5's vmfsSparse (redo log) 49 %; vSAN 5.5's read traffic grew after each snapshot, vSAN 6.0's did not; vSAN 6.0's latency was at times worse")),
}

// Steps, warnings and chart texts.
var (
	stepReadAmp     = msg.NewKey("snapshot.step.read-amp", "Back-end reads per VM read")
	stepWriteAmp    = msg.NewKey("snapshot.step.write-amp", "Back-end writes per VM write")
	ruleNone        = msg.NewKey("snapshot.rule.none", "no snapshot")
	ruleRedoRead    = msg.NewKey("snapshot.rule.redo-read", "redo log: look in each of {0} {0|delta|deltas}, then read the block = 1 + {0}")
	ruleSERead      = msg.NewKey("snapshot.rule.se-read", "SEsparse (assumed): cached grain tables send the read only where the block lives")
	ruleVSAN        = msg.NewKey("snapshot.rule.vsan", "vsanSparse: 1 / (1 − 8 %), vSAN 6.0's measured loss under snapshots, whatever the chain depth and first writes")
	ruleFirstWrites = msg.NewKey("snapshot.rule.first-writes", "first writes write data and metadata: 1 + {0}")
	stepBackRead    = msg.NewKey("snapshot.step.back-read", "Back-end read IOPS")
	stepBackWrite   = msg.NewKey("snapshot.step.back-write", "Back-end write IOPS")
	stepTimes       = msg.NewKey("snapshot.step.times", "{0} × {1}")
	stepDivided     = msg.NewKey("snapshot.step.divided", "{0} / {1}")
	stepAmp         = msg.NewKey("snapshot.step.amp", "Amplification")
	stepAmpF        = msg.NewKey("snapshot.step.amp.f", "{0} back-end IOPS / {1} VM IOPS")
	stepUtilBefore  = msg.NewKey("snapshot.step.util-before", "Disk utilisation without the snapshot")
	stepUtilAfter   = msg.NewKey("snapshot.step.util-after", "Disk utilisation with the snapshot")
	stepUtilF       = msg.NewKey("snapshot.step.util.f", "{0} / {1} × 100")
	stepSaturated   = msg.NewKey("snapshot.step.saturated", "Disks saturated: the VM's load is scaled to fit")
	stepAchRead     = msg.NewKey("snapshot.step.ach-read", "Achievable read IOPS")
	stepAchWrite    = msg.NewKey("snapshot.step.ach-write", "Achievable write IOPS")
	stepMax         = msg.NewKey("snapshot.step.max", "Most VM IOPS the disks carry with the snapshot")
	stepRedoBefore  = msg.NewKey("snapshot.step.redo-before", "Measured on overloaded disks, redo-log snapshot (Zandboer): before the snapshot")
	stepRedoBeforeF = msg.NewKey("snapshot.step.redo-before.f", "510 read + 250 write IOPS")
	stepRedoWith    = msg.NewKey("snapshot.step.redo-with", "Measured: with one snapshot")
	stepRedoWithF   = msg.NewKey("snapshot.step.redo-with.f", "110 read + 100 write IOPS = {0} of before")
	stepRedoCommit  = msg.NewKey("snapshot.step.redo-commit", "Measured: read IOPS while committing the snapshot")
	stepRedoCommitF = msg.NewKey("snapshot.step.redo-commit.f", "28 / 510 = {0} of the start")
	stepVSAN6       = msg.NewKey("snapshot.step.vsan6", "Measured (Hagoort): IOPS lost while snapshots were taken, vSAN 6.0 with vsanSparse")
	stepVSAN55      = msg.NewKey("snapshot.step.vsan55", "Measured (Hagoort): the same on vSAN 5.5 with vmfsSparse (a redo log)")
	stepVSANF       = msg.NewKey("snapshot.step.vsan.f", "one IOmeter test in a home lab, snapshots taken one after another")
	stepESA         = msg.NewKey("snapshot.step.esa", "Measured (Epping): impact of one or more ESA native snapshots, upper bound")
	stepESAF        = msg.NewKey("snapshot.step.esa.f", "one lab test by a VMware employee, \"below 2%\" from the first to the fifth snapshot")
	ruleESA         = msg.NewKey("snapshot.rule.esa", "ESA native snapshot: 1 / (1 − 2 %), one lab test's upper bound, whatever the chain depth and first writes")

	warnNoSnapshot = msg.NewKey("snapshot.warn.no-snapshot", "{0} is 0: no snapshot, so no amplification. Set 1 or more to see a snapshot's cost.")
	warnOverRedo   = msg.NewKey("snapshot.warn.over-redo",
		"With the snapshot the disks need {0} of their capacity: the VM drops from {1} to {2} in this model — and the source measured worse: on overloaded disks 510 read + 250 write IOPS fell to 110 + 100 with a snapshot.")
	warnOver = msg.NewKey("snapshot.warn.over",
		"With the snapshot the disks need {0} of their capacity: the VM drops from {1} to {2} in this model.")
	warnBusy = msg.NewKey("snapshot.warn.busy",
		"With the snapshot the disks run at {0}: little headroom is left, and removing (committing) the snapshot adds more reads and writes on top.")
	warnCommit = msg.NewKey("snapshot.warn.commit",
		"Committing a redo-log snapshot on overloaded disks is catastrophic: reads fell to 28 IOPS, 5.5 % of the 510 before the snapshot (Erik Zandboer's measurement). The source's conclusion: snapshots are harmless only when the disks have performance to spare.")
	warnSEMeasure = msg.NewKey("snapshot.warn.se-measure",
		"The only measurement of a snapshot on overloaded disks is of a redo-log snapshot (vmfsSparse): 510 read + 250 write IOPS fell to 110 + 100, and reads to 28 IOPS while it was committed. SEsparse was not measured; expect the same direction. Snapshots are harmless only when the disks have performance to spare.")
	warnRemedies = msg.NewKey("snapshot.warn.remedies",
		`Remedies from the source: (1) add disks to raise the storage's performance; (2) spread the load across LUNs; (3) put snapshots on another LUN (move the VM's .vmx, or set workingDir="/vmfs/volumes/<datastore>/vm-snapshots": this works as given on vSphere 4; vSphere 5 and later need more steps than this one setting); (4) best: a dedicated snapshot LUN, for example a mirrored pair of SSDs.`)
	warnVSANOver = msg.NewKey("snapshot.warn.vsan-over",
		"No measurement of vsanSparse on overloaded disks exists in the sources; the model applies vSAN 6.0's 8 % loss. The source's conclusion holds for any format: snapshots are harmless only when the disks have performance to spare. On vSAN the remedy that applies is more disks (capacity devices, disk groups or hosts); the LUN remedies for VMFS do not.")
	warnChain = msg.NewKey("snapshot.warn.chain",
		"A chain of {0} redo-log deltas: the model charges one extra read per level (a worst case for blocks still in the base disk). Keep chains short.")
	warnSE = msg.NewKey("snapshot.warn.se",
		"SEsparse has no measurement in the sources: reads ×1 and first writes ×2 are an assumption between vsanSparse and vmfsSparse.")
	warnVSAN = msg.NewKey("snapshot.warn.vsan",
		"vsanSparse is modelled by vSAN 6.0's measured 8 % IOPS loss under snapshots: one IOmeter test in a home lab (Niels Hagoort, 2015), against 49 % for vSAN 5.5's redo logs; its latency was at times worse than vSAN 5.5's. VMware's own 2021 snapshot paper says vsanSparse \"can operate at much closer base disk performance levels compared to VMFSsparse or SEsparse\"; its figures were not read, so the 8 % stays what it is, one third-party measurement.")
	warnESA = msg.NewKey("snapshot.warn.esa",
		"ESA native snapshots keep a disk and its snapshots in one object (no redo log, no delta object). They are modelled by a 2 % IOPS loss, the upper bound of one lab test by a VMware employee (Duncan Epping, 2023: \"a below 2% performance impact\", the same from the first to the fifth snapshot, on a lab not certified for ESA); VMware's ESA snapshot post gives no figure.")
	warnESAIgnored = msg.NewKey("snapshot.warn.esa-ignored",
		"{0} ({1}) and {2} are not used for ESA native snapshots: the test saw no significant difference between the first and the fifth snapshot, and ESA does not redirect first writes to a delta.")
	warnESAOver = msg.NewKey("snapshot.warn.esa-over",
		"No measurement of ESA snapshots on overloaded disks exists: the model applies the 2 % of one lab test. Snapshots are harmless only when the disks have performance to spare; on vSAN the remedy is more devices or hosts.")
	warnVSANIgnored = msg.NewKey("snapshot.warn.vsan-ignored",
		"{0} ({1}) and {2} are not used for vsanSparse: the measurement it rests on took snapshots one after another, and vSAN 6.0's read traffic did not grow with each one (vSAN 5.5's did).")

	chartTitle    = msg.NewKey("snapshot.chart", "VM demand, back-end load and disk capacity")
	chartReads    = msg.NewKey("snapshot.chart.reads", "Reads")
	chartWrites   = msg.NewKey("snapshot.chart.writes", "Writes")
	chartTotal    = msg.NewKey("snapshot.chart.total", "Total")
	chartDemand   = msg.NewKey("snapshot.chart.demand", "VM demand")
	chartBackend  = msg.NewKey("snapshot.chart.backend", "Back-end")
	chartAchieved = msg.NewKey("snapshot.chart.achievable", "Achievable")
	chartCapacity = msg.NewKey("snapshot.chart.capacity", "Disk capacity")
	chartRule     = msg.NewKey("snapshot.chart.rule", "disk capacity {0}")
	axisIO        = msg.NewKey("snapshot.axis.io", "I/O")
	axisIOPS      = msg.NewKey("snapshot.axis.iops", "IOPS")
)

func steps(in Inputs, r Results, back float64) []calc.Step {
	iops := func(x float64) msg.Arg { return msg.Qty(x, msg.IOPSUnit) }
	factor := func(x, a float64) msg.Message {
		// vsanSparse's 1/0.92 is written as a division, so that the formula
		// gives the value shown.
		if in.Format == VSANSparse && in.ChainDepth > 0 {
			return stepDivided.With(iops(x), msg.Num(1-VSAN6LossPct/100.0))
		}
		if in.Format == ESANative && in.ChainDepth > 0 {
			return stepDivided.With(iops(x), msg.Num(1-ESALossPct/100.0))
		}
		return stepTimes.With(iops(x), msg.Num(a))
	}
	front := in.ReadIOPS + in.WriteIOPS
	s := []calc.Step{
		{Label: stepReadAmp.With(), Formula: readRule(in), Value: r.ReadAmplification, Unit: msg.Times},
		{Label: stepWriteAmp.With(), Formula: writeRule(in), Value: r.WriteAmplification, Unit: msg.Times},
		{Label: stepBackRead.With(), Formula: factor(in.ReadIOPS, r.ReadAmplification), Value: r.BackendReadIOPS, Unit: msg.IOPSUnit},
		{Label: stepBackWrite.With(), Formula: factor(in.WriteIOPS, r.WriteAmplification), Value: r.BackendWriteIOPS, Unit: msg.IOPSUnit},
		{Label: stepAmp.With(), Formula: stepAmpF.With(msg.Num(r.BackendIOPS), msg.Num(front)), Value: r.Amplification, Unit: msg.Times},
		{Label: stepUtilBefore.With(), Formula: stepUtilF.With(msg.Num(front), iops(in.DiskIOPSCapacity)), Value: r.BaselineUtilizationPct, Unit: msg.Percent},
		{Label: stepUtilAfter.With(), Formula: stepUtilF.With(msg.Num(r.BackendIOPS), iops(in.DiskIOPSCapacity)), Value: r.UtilizationPct, Unit: msg.Percent},
	}
	if back > in.DiskIOPSCapacity {
		k := in.DiskIOPSCapacity / back
		s = append(s,
			calc.Step{Label: stepSaturated.With(), Formula: stepDivided.With(msg.Num(in.DiskIOPSCapacity), iops(back)), Value: k * 100, Unit: msg.Percent},
			calc.Step{Label: stepAchRead.With(), Formula: stepTimes.With(msg.Num(in.ReadIOPS), msg.Num(k)), Value: r.AchievableReadIOPS, Unit: msg.IOPSUnit},
			calc.Step{Label: stepAchWrite.With(), Formula: stepTimes.With(msg.Num(in.WriteIOPS), msg.Num(k)), Value: r.AchievableWriteIOPS, Unit: msg.IOPSUnit},
		)
	}
	s = append(s, calc.Step{Label: stepMax.With(), Formula: stepDivided.With(iops(in.DiskIOPSCapacity), msg.Num(r.Amplification)), Value: r.MaxFrontendIOPS, Unit: msg.IOPSUnit})
	if in.ChainDepth == 0 {
		return s
	}
	switch in.Format {
	case VMFSSparse:
		if r.UtilizationPct > HighUtilizationPct {
			s = append(s, redoSteps()...)
		}
	case VSANSparse:
		s = append(s,
			calc.Step{Label: stepVSAN6.With(), Formula: stepVSANF.With(), Value: VSAN6LossPct, Unit: msg.Percent},
			calc.Step{Label: stepVSAN55.With(), Formula: stepVSANF.With(), Value: VSAN55LossPct, Unit: msg.Percent},
		)
	case ESANative:
		s = append(s, calc.Step{Label: stepESA.With(), Formula: stepESAF.With(), Value: ESALossPct, Unit: msg.Percent})
	}
	return s
}

func readRule(in Inputs) msg.Message {
	if in.ChainDepth == 0 {
		return ruleNone.With()
	}
	switch in.Format {
	case VMFSSparse:
		return ruleRedoRead.With(msg.Int(in.ChainDepth))
	case SESparse:
		return ruleSERead.With()
	case ESANative:
		return ruleESA.With()
	}
	return ruleVSAN.With()
}

func writeRule(in Inputs) msg.Message {
	if in.ChainDepth == 0 {
		return ruleNone.With()
	}
	switch in.Format {
	case VSANSparse:
		return ruleVSAN.With()
	case ESANative:
		return ruleESA.With()
	}
	return ruleFirstWrites.With(msg.Qty(in.FirstWritePct, msg.Percent))
}

// redoSteps are Erik Zandboer's measurement of a redo-log snapshot on
// overloaded disks.
func redoSteps() []calc.Step {
	before := float64(BeforeReadIOPS + BeforeWriteIOPS)
	with := float64(SnapshotReadIOPS + SnapshotWriteIOPS)
	return []calc.Step{
		{Label: stepRedoBefore.With(), Formula: stepRedoBeforeF.With(), Value: before, Unit: msg.IOPSUnit},
		{Label: stepRedoWith.With(), Formula: stepRedoWithF.With(msg.Qty(with/before*100, msg.Percent)), Value: with, Unit: msg.IOPSUnit},
		{Label: stepRedoCommit.With(), Formula: stepRedoCommitF.With(msg.Qty(CommittingReadIOPS*100.0/BeforeReadIOPS, msg.Percent)), Value: CommittingReadIOPS, Unit: msg.IOPSUnit},
	}
}

func warn(in Inputs, r Results) []msg.Message {
	if in.ChainDepth == 0 {
		return []msg.Message{warnNoSnapshot.With(msg.Field("chain_depth"))}
	}
	var w []msg.Message
	pct := func(x float64) msg.Arg { return msg.Qty(x, msg.Percent) }
	iops := func(x float64) msg.Arg { return msg.Qty(x, msg.IOPSUnit) }
	high := r.UtilizationPct > HighUtilizationPct
	switch {
	case r.UtilizationPct > 100 && in.Format == VMFSSparse:
		w = append(w, warnOverRedo.With(pct(r.UtilizationPct), iops(in.ReadIOPS+in.WriteIOPS), iops(r.AchievableReadIOPS+r.AchievableWriteIOPS)))
	case r.UtilizationPct > 100:
		w = append(w, warnOver.With(pct(r.UtilizationPct), iops(in.ReadIOPS+in.WriteIOPS), iops(r.AchievableReadIOPS+r.AchievableWriteIOPS)))
	case high:
		w = append(w, warnBusy.With(pct(r.UtilizationPct)))
	}
	if high {
		switch in.Format {
		case VMFSSparse:
			w = append(w, warnCommit.With(), warnRemedies.With())
		case SESparse:
			w = append(w, warnSEMeasure.With(), warnRemedies.With())
		case VSANSparse:
			w = append(w, warnVSANOver.With())
		case ESANative:
			w = append(w, warnESAOver.With())
		}
	}
	switch in.Format {
	case VMFSSparse:
		if in.ChainDepth > 1 {
			w = append(w, warnChain.With(msg.Int(in.ChainDepth)))
		}
	case SESparse:
		w = append(w, warnSE.With())
	case VSANSparse:
		w = append(w, warnVSAN.With(), warnVSANIgnored.With(msg.Field("chain_depth"), msg.Int(in.ChainDepth), msg.Field("first_write_pct")))
	case ESANative:
		w = append(w, warnESA.With(), warnESAIgnored.With(msg.Field("chain_depth"), msg.Int(in.ChainDepth), msg.Field("first_write_pct")))
	}
	return w
}

// sourcesFor are the documents behind in's figures: the measurements the
// model rests on, each labelled as what it is, beside VMware's own
// statements; the ESA figures only for ESA.
func sourcesFor(in Inputs) []msg.Message {
	out := append([]msg.Message(nil), Sources...)
	out = append(out,
		source.SnapshotPerformanceBlog2021.Msg(msg.T(
			"\"SEsparse is the default format for all delta disks on VMFS6 datastores\"; vSANSparse \"can operate at much closer base disk performance levels compared to VMFSsparse or SEsparse\"")),
		source.SnapshotPerformance2021.Msg(msg.T(
			"VMware's measurements of VMFS, vSAN and vVols snapshots; its figures were not read here (only the blog post introducing it), so none is used")))
	if in.Format == ESANative {
		out = append(out,
			source.VCF9PlanningCapacity.Msg(msg.T(
				"\"If vSAN ESA is enabled, every snapshot is not a new object. A base VMDK and its snapshots are contained in one vSAN object.\"")),
			source.ESANativeSnapshots.Msg(msg.T(
				"ESA native snapshots replace vsanSparse, whose improvements \"had limits in meeting today's requirements in performance, scalability\"; no figure for their cost")),
			source.EppingESASnapshots.Msg(msg.T(
				"\"a below 2% performance impact between a VM without a snapshot and a VM with one or multiple snapshots\"; no significant difference between the first and the fifth snapshot; a lab not certified for ESA")))
	}
	return out
}
