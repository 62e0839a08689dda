package memstate

import (
	"math"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
)

func mb(x float64) msg.Arg { return msg.Qty(x, msg.MB) }

func pct(x float64) msg.Arg { return msg.Qty(x, msg.Percent) }

// balloonFormula explains the memory usable before ballooning: free − Soft,
// or, below Soft, that ballooning has already started (and by how much free
// memory is short of Soft), rather than a subtraction that reads "= 0".
func balloonFormula(free, soft float64) msg.Message {
	if free < soft {
		return stepBalloonNo.With(mb(free), mb(soft), mb(scenario.Clean(soft-free)))
	}
	return stepBalloonF.With(mb(free), mb(soft))
}

// sum is the message "a + b + …" of args (at least one).
func sum(args []msg.Arg) msg.Arg {
	if len(args) == 1 {
		return args[0]
	}
	return msg.Sub(sumKey.With(sum(args[:len(args)-1]), args[len(args)-1]))
}

func minFreeSteps(mem float64) []calc.Step {
	parts := TierMB(mem)
	var st []calc.Step
	rest := mem
	var terms []msg.Arg
	for i, t := range Tiers {
		in := math.Min(math.Max(rest, 0), t.SizeMB)
		rest -= in
		if in == 0 && i > 0 {
			continue
		}
		st = append(st, calc.Step{Label: msg.Fixed(tierLabels[i]),
			Formula: stepTierF.With(pct(t.Pct), mb(in)),
			Value:   parts[i], Unit: msg.MB})
		terms = append(terms, msg.Num(parts[i]))
	}
	first28 := MinFreeMB(28 * MBPerGB)
	st = append(st, calc.Step{Label: stepMinFree.With(),
		Formula: stepMinFreeF.With(sum(terms), mb(scenario.Clean(first28)), mb(Blog899MB)),
		Value:   MinFreeMB(mem), Unit: msg.MB})
	return st
}

// actionsArg lists actions in words, or says there are none.
func actionsArg(actions []string) msg.Arg {
	if len(actions) == 0 {
		return msg.Sub(noReclaim.With())
	}
	args := make([]msg.Arg, len(actions))
	for i, a := range actions {
		args[i] = msg.Txt(actionLabels[a])
	}
	return msg.List(args...)
}

// band describes the band of free memory of state under v.
func band(v Version, minFree float64, state string) msg.Message {
	th := Thresholds(v)
	// The bands from the top: High covers free ≥ th[1]; each other state
	// covers [its lower neighbour's value, its own value).
	lowest := th[len(th)-1]
	if state == High {
		t := th[1]
		return bandTop.With(mb(minFree*t.Pct/100), pct(t.Pct))
	}
	for i := 1; i < len(th); i++ {
		if th[i].State != state {
			continue
		}
		if i == len(th)-1 {
			return bandLow.With(mb(minFree*lowest.Pct/100), pct(lowest.Pct))
		}
		lo, up := th[i+1], th[i]
		return bandMid.With(mb(minFree*lo.Pct/100), pct(lo.Pct), mb(minFree*up.Pct/100), pct(up.Pct))
	}
	panic("memstate: no band for state " + state)
}

func stateWarning(state string) []msg.Message {
	switch state {
	case Soft:
		return []msg.Message{warnSoft.With()}
	case Hard:
		return []msg.Message{warnHard.With()}
	case Low:
		return []msg.Message{warnLow.With()}
	}
	return nil
}

// Sources cites the documents of the model for v.
func Sources(v Version) []msg.Message {
	out := []msg.Message{
		source.DennemanMinFreeSlidingScale.Msg(msg.T(
			"minFree sliding scale: 6 % of the first 4 GB, 4 % of the next 8 GB, 2 % of the next 16 GB, 1 % of the rest (901.12 MB for the first 28 GB)")),
		source.RunningSystemMemoryStates.Msg(msg.T(
			"899 MB for the first 28 GB plus 1 % of the rest (a rounding of 901.12 MB); the state names by the threshold free memory has fallen below")),
		source.EppingBreakingLargePages.Msg(msg.T(
			"5.x: High 100 %, Soft 64 %, Hard 32 %, Low 16 % of minFree; 6.0 adds Clear at 100 % and moves High to 400 % so large pages are broken early; Soft is reached when less than 64 % of minFree (6.4 GB of 10 GB) is free. VM Guru's Russian summary says 6.4 GB \"used\" (занято): a mistranslation")),
		source.EppingMemoryStates.Msg(msg.T(
			"6.0 actions: High: break large pages below it; Clear: break large pages and call TPS; Soft: TPS + balloon; Hard: TPS + compress + swap (balloon stops); Low: compress + swap + block")),
		source.VMGuruLargePagesTPS.Msg(msg.T(
			"Russian summary of the vSphere 5 and 6 thresholds and the reason for Clear (its release for the TPS change, 5.5 Update 3, is wrong: the KB below names the 2014–2015 patches)")),
		source.TPSSaltingKB.Msg(msg.T(
			"Mem.ShareForceSalting = 2 by default after ESXi 5.0 patch ESXi500-201502001 (February 2015), 5.1 Update 3 (December 2014), 5.5 patch ESXi550-201501001 (5.5 Update 2d, January 2015) and in 6.0 and later; inter-VM sharing only between VMs with the same sched.mem.pshare.salt")),
	}
	if v == V9 || v == V8 {
		out = append(out,
			source.MemoryTieringGA.Msg(msg.T(
				"memory tiering over NVMe production-ready in VCF 9.0 (technical preview in 8.0 U3); default 1:1 DRAM:NVMe, Mem.TierNVMePct = 100 (50–400)")),
			source.MemoryTieringSizing.Msg(msg.T(
				"size tiering for workloads whose total active memory is 50 % of the DRAM or less")))
	}
	return out
}

// The actions' and the minFree tiers' names in the steps.
var (
	actionLabels = map[string]msg.Text{
		BreakLargePages: msg.T("break large pages into 4 KB pages"),
		TPS:             msg.T("call TPS to share identical pages"),
		Balloon:         msg.T("balloon (the guest's driver gives memory back)"),
		Compress:        msg.T("compress pages"),
		Swap:            msg.T("swap to the host swap file"),
		Block:           msg.T("block VMs from allocating memory"),
	}
	tierLabels = []msg.Text{
		msg.T("minFree, first 4 GB"),
		msg.T("minFree, next 8 GB"),
		msg.T("minFree, next 16 GB"),
		msg.T("minFree, the rest"),
	}
)

// The steps' and warnings' words, as registered keys.
var (
	stepTierF     = msg.NewKey("memory-states.step.tier.f", "{0} × {1}")
	stepMinFree   = msg.NewKey("memory-states.step.minfree", "minFree (Frank Denneman's sliding scale)")
	stepMinFreeF  = msg.NewKey("memory-states.step.minfree.f", "{0} (the first 28 GB alone give {1}; blogs round that to {2})")
	sumKey        = msg.NewKey("memory-states.sum", "{0} + {1}")
	noReclaim     = msg.NewKey("memory-states.no-reclamation", "no memory reclamation")
	bandTop       = msg.NewKey("memory-states.band.top", "free ≥ {0} ({1} of minFree)")
	bandMid       = msg.NewKey("memory-states.band.mid", "{0} ({1}) ≤ free < {2} ({3})")
	bandLow       = msg.NewKey("memory-states.band.low", "free < {0} (Low, {1} of minFree)")
	stepBalloonF  = msg.NewKey("memory-states.step.balloon.f", "{0} free − {1} (Soft)")
	stepBalloonNo = msg.NewKey("memory-states.step.balloon.below", "none: {0} free is already {2} below Soft ({1}), so ballooning has started")
	warnSoft      = msg.NewKey("memory-states.warn.soft", "Free memory is below Soft: ESXi is ballooning memory out of the guests. Add memory or move VMs before it falls below Hard, where swapping starts.")
	warnHard      = msg.NewKey("memory-states.warn.hard", "Free memory is below Hard: the balloon driver has stopped and ESXi compresses and swaps guest memory to disk; VM performance suffers.")
	warnLow       = msg.NewKey("memory-states.warn.low", "Free memory is below Low: besides compressing and swapping, ESXi blocks VMs from allocating memory until it is back above Low. Act now.")
)
