package memstate

import (
	"math"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	v := Version(in.VSphereVersion)
	mem := memoryMB(in)
	minFree := MinFreeMB(mem)
	res := Results{MemoryMB: mem, MinFreeMB: minFree}
	th := Thresholds(v)
	for _, t := range th {
		x := minFree * t.Pct / 100
		switch t.State {
		case High:
			res.ThresholdsMB.High = x
		case Clear:
			res.ThresholdsMB.Clear = new(x)
		case Soft:
			res.ThresholdsMB.Soft = x
		case Hard:
			res.ThresholdsMB.Hard = x
		case Low:
			res.ThresholdsMB.Low = x
		}
	}
	scenario.DenoiseAll(&res)
	var steps []calc.Step
	var warnings []msg.Message
	if in.VMKMemMB == nil {
		steps = append(steps, calc.Step{Label: stepHostMB.With(), Formula: stepHostMBF.With(msg.Qty(*in.HostMemoryGB, msg.GB)),
			Value: res.MemoryMB, Unit: msg.MB})
	}
	steps = append(steps, minFreeSteps(mem)...)
	for _, t := range th {
		steps = append(steps, calc.Step{Label: stepThreshold.With(msg.Txt(stateNames[t.State])),
			Formula: stepThrF.With(pct(t.Pct), mb(res.MinFreeMB)),
			Value:   minFree * t.Pct / 100, Unit: msg.MB})
	}
	top := Soft
	if v.HasClear() {
		top = Clear
	}
	steps = append(steps, calc.Step{Label: stepNaming.With(), Formula: stepNamingF.With(msg.Txt(stateNames[top])),
		Value: 64, Unit: msg.Percent})
	if v != V5 && v != V6 {
		steps = append(steps, calc.Step{Label: stepVersion.With(msg.Code(string(v))), Formula: stepVersionF.With(),
			Value: 400, Unit: msg.Percent})
	}
	if in.FreeMemoryMB != nil {
		free := *in.FreeMemoryMB
		res.State = StateOf(v, minFree, free)
		res.Actions = ActionsAt(v, minFree, free)
		res.FreePctOfMinFree = new(100 * free / minFree)
		res.MBBeforeBallooning = new(math.Max(0, free-res.ThresholdsMB.Soft))
		steps = append(steps,
			calc.Step{Label: stepFreePct.With(), Formula: stepFreePctF.With(mb(free), mb(res.MinFreeMB)),
				Value: *res.FreePctOfMinFree, Unit: msg.Percent},
			calc.Step{Label: stepState.With(msg.Txt(stateNames[res.State]), actionsArg(res.Actions)),
				Formula: band(v, minFree, res.State), Value: free, Unit: msg.MB},
			calc.Step{Label: stepBalloon.With(), Formula: balloonFormula(free, res.ThresholdsMB.Soft),
				Value: *res.MBBeforeBallooning, Unit: msg.MB},
		)
		warnings = append(warnings, stateWarning(res.State)...)
		if contains(res.Actions, TPS) {
			warnings = append(warnings, warnTPS.With(msg.Int(ShareForceSalting)))
		}
	}
	steps = append(steps, calc.Step{Label: stepTPS.With(), Formula: stepTPSF.With(), Value: ShareForceSalting})
	switch v {
	case V9:
		dram := mem / MBPerGB
		res.NVMeTierGB = new(dram * TierNVMePctDefault / 100)
		res.TieringMaxActiveGB = new(dram * TieringMaxActivePct / 100)
		steps = append(steps,
			calc.Step{Label: stepTiering.With(), Formula: stepTieringF.With(msg.Qty(dram, msg.GB)), Value: *res.NVMeTierGB, Unit: msg.GB},
			calc.Step{Label: stepActive.With(), Formula: stepActiveF.With(msg.Qty(dram, msg.GB)), Value: *res.TieringMaxActiveGB, Unit: msg.GB})
	case V8:
		steps = append(steps, calc.Step{Label: stepPreview.With(), Formula: stepPreviewF.With(), Value: TierNVMePctDefault, Unit: msg.Percent})
	}
	return calc.Outcome{
		Results:  res,
		Steps:    steps,
		Warnings: warnings,
		Sources:  Sources(v),
		Chart:    Chart(v, in, res),
	}
}

func contains(actions []string, a string) bool {
	for _, x := range actions {
		if x == a {
			return true
		}
	}
	return false
}

// stateNames name the states in the steps and on the chart.
var (
	stateNames = map[string]msg.Text{
		High: msg.Same("High"), Clear: msg.Same("Clear"), Soft: msg.Same("Soft"), Hard: msg.Same("Hard"), Low: msg.Same("Low"),
	}
)

// The words of the steps and the warning Compute builds, as registered
// keys.
var (
	stepHostMB    = msg.NewKey("memory-states.step.host-mb", "Host memory in MB")
	stepHostMBF   = msg.NewKey("memory-states.step.host-mb.f", "{0} × 1024")
	stepThreshold = msg.NewKey("memory-states.step.threshold", "{0} threshold")
	stepThrF      = msg.NewKey("memory-states.step.threshold.f", "{0} × {1}")
	stepNaming    = msg.NewKey("memory-states.step.naming", "Which state a host is in (Duncan Epping's tables)")
	stepNamingF   = msg.NewKey("memory-states.step.naming.f", "the state of the lowest threshold free memory has fallen below, and High above {0}: Soft is reached when less than 64 % of minFree is free (with a 10 GB minFree, less than 6.4 GB free)")
	stepVersion   = msg.NewKey("memory-states.step.version", "ESXi {0}: the thresholds of 6.x")
	stepVersionF  = msg.NewKey("memory-states.step.version.f", "the 6.0 thresholds (Clear 100 %, High 400 %) and the minFree scale are unchanged; only community sources say so for 7 and later, no vendor document was found")
	stepFreePct   = msg.NewKey("memory-states.step.free-pct", "Free memory against minFree")
	stepFreePctF  = msg.NewKey("memory-states.step.free-pct.f", "{0} / {1}")
	stepState     = msg.NewKey("memory-states.step.state", "State: {0} — {1}")
	stepBalloon   = msg.NewKey("memory-states.step.balloon", "Memory that can still be used before ballooning")
	stepTPS       = msg.NewKey("memory-states.step.tps", "Inter-VM TPS is off by default (since the 2014–2015 patches)")
	stepTPSF      = msg.NewKey("memory-states.step.tps.f", "Mem.ShareForceSalting = 2 from the ESXi 5.0 patch of February 2015, 5.1 U3, the 5.5 patch of January 2015 (5.5 Update 2d) and 6.0 on: each VM's pages are salted with its own value, so TPS shares pages within a VM only; VMs with the same sched.mem.pshare.salt (or the setting 0) share between VMs again")
	stepTiering   = msg.NewKey("memory-states.step.tiering", "NVMe memory tiering (VCF 9): NVMe added at the default 1:1 ratio")
	stepTieringF  = msg.NewKey("memory-states.step.tiering.f", "{0} of DRAM × 100 % (Mem.TierNVMePct = 100, the default; 50–400 % possible)")
	stepActive    = msg.NewKey("memory-states.step.tiering-active", "Active memory tiering is sized for (VCF 9), at most")
	stepActiveF   = msg.NewKey("memory-states.step.tiering-active.f", "50 % × {0} of DRAM: VMware sizes tiering for workloads whose active memory is 50 % of the DRAM or less; the states above are computed from the memory entered")
	stepPreview   = msg.NewKey("memory-states.step.tiering-preview", "NVMe memory tiering on vSphere 8")
	stepPreviewF  = msg.NewKey("memory-states.step.tiering-preview.f", "a technical preview in 8.0 U3, production-ready in VCF 9 (choose 9 to see it)")
	warnTPS       = msg.NewKey("memory-states.warn.tps", "TPS in this state shares pages only within each VM: since the 2014–2015 patches Mem.ShareForceSalting = {0} by default, so VMs do not share pages with each other unless they are given the same sched.mem.pshare.salt. Expect little from TPS and earlier ballooning, compression and swapping.")
)
