package memstate

import (
	"math"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
)

// ID is the calculator's id in documents and URLs.
const ID = "memory-states"

// Input bounds.
const (
	// MaxHostMemoryGB bounds host memory (ESXi 8 supports 24 TB).
	MaxHostMemoryGB = 65536
	// MaxMemoryMB bounds vmkmem_mb and free_memory_mb (64 TB in MB).
	MaxMemoryMB = MaxHostMemoryGB * MBPerGB
)

// MinMB is the smallest free memory that is not 0 (esxtop shows MB with two
// decimals at most; smaller values carry 300-digit numbers into the
// formulas).
const MinMB = 0.01

// Blog899MB is the minFree of the first 28 GB as blogs quote it
// (running-system.com among them); the scale gives 901.12 MB.
const Blog899MB = 899

// ShareForceSalting is the default of Mem.ShareForceSalting since the
// 2014–2015 patches (VMware KB 2097593): TPS shares pages only within a VM.
const ShareForceSalting = 2

// Inputs are the calculator's inputs (the scenario document's). Give HostMemoryGB or
// VMKMemMB.
type Inputs struct {
	HostMemoryGB *float64 `json:"host_memory_gb,omitempty" validate:"omitempty,finite,gte=1,lte=65536"`
	VMKMemMB     *float64 `json:"vmkmem_mb,omitempty" validate:"omitempty,finite,gte=1,lte=67108864"`
	// VSphereVersion is "5" (5.x) or "6" (6.x) as before, or "7", "8", "9",
	// which keep the 6.x thresholds.
	VSphereVersion string   `json:"vsphere_version" validate:"oneof=5 6 7 8 9"`
	FreeMemoryMB   *float64 `json:"free_memory_mb,omitempty" validate:"omitempty,finite,gte=0,lte=67108864"`
}

// ThresholdsMB are the state thresholds in MB; Clear is absent for vSphere 5.
type ThresholdsMB struct {
	High  float64  `json:"high"`
	Clear *float64 `json:"clear,omitempty"`
	Soft  float64  `json:"soft"`
	Hard  float64  `json:"hard"`
	Low   float64  `json:"low"`
}

// Results are the calculator's results (the result document's), in MB (1 GB =
// 1024 MB).
type Results struct {
	// MemoryMB is the managed memory minFree is computed from.
	MemoryMB     float64      `json:"memory_mb"`
	MinFreeMB    float64      `json:"minfree_mb"`
	ThresholdsMB ThresholdsMB `json:"thresholds_mb"`
	// State and Actions are given with free_memory_mb.
	State   string   `json:"state,omitempty"`
	Actions []string `json:"actions,omitempty"`
	// FreePctOfMinFree is free memory as a percentage of minFree.
	FreePctOfMinFree *float64 `json:"free_pct_of_minfree,omitempty"`
	// MBBeforeBallooning is how much more memory can be used before free
	// memory falls below Soft and ballooning starts (0 when it has).
	MBBeforeBallooning *float64 `json:"mb_before_ballooning,omitempty"`
	// NVMeTierGB and TieringMaxActiveGB are given for vSphere 9 (VCF 9):
	// the NVMe memory the default tiering ratio adds (1:1), and the active
	// memory VMware sizes tiering for (at most 50 % of the DRAM).
	NVMeTierGB         *float64 `json:"nvme_tier_gb,omitempty"`
	TieringMaxActiveGB *float64 `json:"tiering_max_active_gb,omitempty"`
}

// balloonFormula explains the memory usable before ballooning: free − Soft,
// or, below Soft, that ballooning has already started (and by how much free
// memory is short of Soft), rather than a subtraction that reads "= 0".
func balloonFormula(free, soft float64) msg.Message {
	if free < soft {
		return stepBalloonNo.With(mb(free), mb(soft), mb(scenario.Clean(soft-free)))
	}
	return stepBalloonF.With(mb(free), mb(soft))
}

// Defaults returns the worked example: a 128 GB host on vSphere 6
// (minFree 1,925.12 MB).
func Defaults() Inputs {
	return Inputs{HostMemoryGB: new(128.0), VSphereVersion: string(V6)}
}

// Words.
var (
	stateNames = map[string]msg.Text{
		High: msg.Same("High"), Clear: msg.Same("Clear"), Soft: msg.Same("Soft"), Hard: msg.Same("Hard"), Low: msg.Same("Low"),
	}
	stateLabels = map[string]msg.Text{
		High:  msg.T("High (no reclamation; 6.x breaks large pages below 400 %)"),
		Clear: msg.T("Clear (break large pages, call TPS)"),
		Soft:  msg.T("Soft (TPS, ballooning)"),
		Hard:  msg.T("Hard (TPS, compression, swapping)"),
		Low:   msg.T("Low (compression, swapping, VMs blocked)"),
	}
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
	versionLabels = map[string]msg.Text{
		"5": msg.T("vSphere 5.x (High 100 %, no Clear)"),
		"6": msg.T("vSphere 6.x (Clear 100 %, High 400 %)"),
		"7": msg.T("vSphere 7 (thresholds of 6.x)"),
		"8": msg.T("vSphere 8 (thresholds of 6.x)"),
		"9": msg.T("vSphere 9 / VCF 9 (thresholds of 6.x, memory tiering)"),
	}
)

// Messages.
var (
	msgBoth       = msg.NewKey("memory-states.both", "give {0} or {1}, not both")
	msgNeither    = msg.NewKey("memory-states.neither", "is required: give {0}, or {1} from esxtop")
	msgFreeAbove  = msg.NewKey("memory-states.free-above", "is more than the host's {0} of memory")
	stepHostMB    = msg.NewKey("memory-states.step.host-mb", "Host memory in MB")
	stepHostMBF   = msg.NewKey("memory-states.step.host-mb.f", "{0} × 1024")
	stepTierF     = msg.NewKey("memory-states.step.tier.f", "{0} × {1}")
	stepMinFree   = msg.NewKey("memory-states.step.minfree", "minFree (Frank Denneman's sliding scale)")
	stepMinFreeF  = msg.NewKey("memory-states.step.minfree.f", "{0} (the first 28 GB alone give {1}; blogs round that to {2})")
	sumKey        = msg.NewKey("memory-states.sum", "{0} + {1}")
	stepThreshold = msg.NewKey("memory-states.step.threshold", "{0} threshold")
	stepThrF      = msg.NewKey("memory-states.step.threshold.f", "{0} × {1}")
	stepNaming    = msg.NewKey("memory-states.step.naming", "Which state a host is in (Duncan Epping's tables)")
	stepNamingF   = msg.NewKey("memory-states.step.naming.f", "the state of the lowest threshold free memory has fallen below, and High above {0}: Soft is reached when less than 64 % of minFree is free (with a 10 GB minFree, less than 6.4 GB free)")
	stepVersion   = msg.NewKey("memory-states.step.version", "ESXi {0}: the thresholds of 6.x")
	stepVersionF  = msg.NewKey("memory-states.step.version.f", "the 6.0 thresholds (Clear 100 %, High 400 %) and the minFree scale are unchanged; only community sources say so for 7 and later, no vendor document was found")
	stepFreePct   = msg.NewKey("memory-states.step.free-pct", "Free memory against minFree")
	stepFreePctF  = msg.NewKey("memory-states.step.free-pct.f", "{0} / {1}")
	stepState     = msg.NewKey("memory-states.step.state", "State: {0} — {1}")
	noReclaim     = msg.NewKey("memory-states.no-reclamation", "no memory reclamation")
	bandTop       = msg.NewKey("memory-states.band.top", "free ≥ {0} ({1} of minFree)")
	bandMid       = msg.NewKey("memory-states.band.mid", "{0} ({1}) ≤ free < {2} ({3})")
	bandLow       = msg.NewKey("memory-states.band.low", "free < {0} (Low, {1} of minFree)")
	stepBalloon   = msg.NewKey("memory-states.step.balloon", "Memory that can still be used before ballooning")
	stepBalloonF  = msg.NewKey("memory-states.step.balloon.f", "{0} free − {1} (Soft)")
	stepBalloonNo = msg.NewKey("memory-states.step.balloon.below", "none: {0} free is already {2} below Soft ({1}), so ballooning has started")
	stepTPS       = msg.NewKey("memory-states.step.tps", "Inter-VM TPS is off by default (since the 2014–2015 patches)")
	stepTPSF      = msg.NewKey("memory-states.step.tps.f", "Mem.ShareForceSalting = 2 from the ESXi 5.0 patch of February 2015, 5.1 U3, the 5.5 patch of January 2015 (5.5 Update 2d) and 6.0 on: each VM's pages are salted with its own value, so TPS shares pages within a VM only; VMs with the same sched.mem.pshare.salt (or the setting 0) share between VMs again")
	stepTiering   = msg.NewKey("memory-states.step.tiering", "NVMe memory tiering (VCF 9): NVMe added at the default 1:1 ratio")
	stepTieringF  = msg.NewKey("memory-states.step.tiering.f", "{0} of DRAM × 100 % (Mem.TierNVMePct = 100, the default; 50–400 % possible)")
	stepActive    = msg.NewKey("memory-states.step.tiering-active", "Active memory tiering is sized for (VCF 9), at most")
	stepActiveF   = msg.NewKey("memory-states.step.tiering-active.f", "50 % × {0} of DRAM: VMware sizes tiering for workloads whose active memory is 50 % of the DRAM or less; the states above are computed from the memory entered")
	stepPreview   = msg.NewKey("memory-states.step.tiering-preview", "NVMe memory tiering on vSphere 8")
	stepPreviewF  = msg.NewKey("memory-states.step.tiering-preview.f", "a technical preview in 8.0 U3, production-ready in VCF 9 (choose 9 to see it)")
	warnSoft      = msg.NewKey("memory-states.warn.soft", "Free memory is below Soft: ESXi is ballooning memory out of the guests. Add memory or move VMs before it falls below Hard, where swapping starts.")
	warnHard      = msg.NewKey("memory-states.warn.hard", "Free memory is below Hard: the balloon driver has stopped and ESXi compresses and swaps guest memory to disk; VM performance suffers.")
	warnLow       = msg.NewKey("memory-states.warn.low", "Free memory is below Low: besides compressing and swapping, ESXi blocks VMs from allocating memory until it is back above Low. Act now.")
	warnTPS       = msg.NewKey("memory-states.warn.tps", "TPS in this state shares pages only within each VM: since the 2014–2015 patches Mem.ShareForceSalting = {0} by default, so VMs do not share pages with each other unless they are given the same sched.mem.pshare.salt. Expect little from TPS and earlier ballooning, compression and swapping.")
	chartTitle    = msg.NewKey("memory-states.chart", "Memory states by free memory")
	chartAxis     = msg.NewKey("memory-states.chart.axis", "Free memory")
	chartRule     = msg.NewKey("memory-states.chart.rule", "{0} {1}")
	chartMarker   = msg.NewKey("memory-states.chart.marker", "{0} free: {1}")
)

// Check enforces the choice between host_memory_gb and vmkmem_mb, and free
// memory within the host's memory.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	switch {
	case in.HostMemoryGB != nil && in.VMKMemMB != nil:
		errs.Report("vmkmem_mb", msgBoth, msg.Field("host_memory_gb"), msg.Field("vmkmem_mb"))
	case in.HostMemoryGB == nil && in.VMKMemMB == nil:
		errs.Report("host_memory_gb", msgNeither, msg.Field("host_memory_gb"), msg.Field("vmkmem_mb"))
	}
	if f := in.FreeMemoryMB; f != nil && *f != 0 && *f < MinMB {
		errs.Report("free_memory_mb", scenario.MsgZeroOrMin, mb(MinMB))
	}
	if len(errs) == 0 && in.FreeMemoryMB != nil {
		if m := memoryMB(*in); *in.FreeMemoryMB > m {
			errs.Report("free_memory_mb", msgFreeAbove, msg.Qty(m, msg.MB))
		}
	}
	return errs
}

func memoryMB(in Inputs) float64 {
	if in.VMKMemMB != nil {
		return *in.VMKMemMB
	}
	return *in.HostMemoryGB * MBPerGB
}

func mb(x float64) msg.Arg  { return msg.Qty(x, msg.MB) }
func pct(x float64) msg.Arg { return msg.Qty(x, msg.Percent) }

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	v := Version(in.VSphereVersion)
	mem := memoryMB(in)
	minFree := MinFreeMB(mem)
	res := Results{MemoryMB: scenario.Clean(mem), MinFreeMB: scenario.Clean(minFree)}
	th := Thresholds(v)
	for _, t := range th {
		x := scenario.Clean(minFree * t.Pct / 100)
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
			Value:   scenario.Clean(minFree * t.Pct / 100), Unit: msg.MB})
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
		res.FreePctOfMinFree = new(scenario.Clean(100 * free / minFree))
		res.MBBeforeBallooning = new(scenario.Clean(math.Max(0, free-res.ThresholdsMB.Soft)))
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
		res.NVMeTierGB = new(scenario.Clean(dram * TierNVMePctDefault / 100))
		res.TieringMaxActiveGB = new(scenario.Clean(dram * TieringMaxActivePct / 100))
		steps = append(steps,
			calc.Step{Label: stepTiering.With(), Formula: stepTieringF.With(msg.Qty(scenario.Clean(dram), msg.GB)), Value: *res.NVMeTierGB, Unit: msg.GB},
			calc.Step{Label: stepActive.With(), Formula: stepActiveF.With(msg.Qty(scenario.Clean(dram), msg.GB)), Value: *res.TieringMaxActiveGB, Unit: msg.GB})
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
			Value:   scenario.Clean(parts[i]), Unit: msg.MB})
		terms = append(terms, msg.Num(scenario.Clean(parts[i])))
	}
	first28 := MinFreeMB(28 * MBPerGB)
	st = append(st, calc.Step{Label: stepMinFree.With(),
		Formula: stepMinFreeF.With(sum(terms), mb(scenario.Clean(first28)), mb(Blog899MB)),
		Value:   scenario.Clean(MinFreeMB(mem)), Unit: msg.MB})
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

func contains(actions []string, a string) bool {
	for _, x := range actions {
		if x == a {
			return true
		}
	}
	return false
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

// Chart draws the state bands on a free-memory scale, with the thresholds as
// rules and the free memory as the marker when it is given.
func Chart(v Version, in Inputs, r Results) *chart.Chart {
	th := Thresholds(v)
	top := r.ThresholdsMB.High * 1.25
	if in.FreeMemoryMB != nil {
		top = math.Max(top, *in.FreeMemoryMB*1.05)
	}
	c := &chart.Chart{
		Kind:  chart.Scale,
		Title: chartTitle.With(),
		X:     chart.Axis{Label: chartAxis.With(), Unit: msg.MB},
	}
	// Bands from 0 upwards: Low below the Low threshold, …, High above the
	// Clear (Soft on 5.x) threshold.
	from := 0.0
	for i := len(th) - 1; i >= 1; i-- {
		to := scenario.Clean(r.MinFreeMB * th[i].Pct / 100)
		c.Bands = append(c.Bands, chart.Band{From: from, To: to, Label: msg.Fixed(stateNames[th[i].State])})
		from = to
	}
	c.Bands = append(c.Bands, chart.Band{From: from, To: scenario.Clean(top), Label: msg.Fixed(stateNames[High])})
	for i := len(th) - 1; i >= 0; i-- {
		c.Rules = append(c.Rules, chart.Rule{Value: scenario.Clean(r.MinFreeMB * th[i].Pct / 100),
			Label: chartRule.With(msg.Txt(stateNames[th[i].State]), pct(th[i].Pct))})
	}
	if in.FreeMemoryMB != nil {
		c.Marker = &chart.Marker{Point: chart.Point{X: *in.FreeMemoryMB},
			Label: chartMarker.With(mb(*in.FreeMemoryMB), msg.Txt(stateNames[r.State]))}
	}
	return c
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     30,
		Title:    msg.T("ESXi memory states"),
		Question: msg.T("At how much free memory does an ESXi host break large pages, balloon, compress, swap or block, and which state is it in?"),
		Fields: []calc.Field{
			{Name: "host_memory_gb", Label: msg.T("Host memory"), Unit: msg.GB, Step: 1,
				Hint: msg.T("Physical memory of the host (1 GB = 1024 MB).")},
			{Name: "vmkmem_mb", Label: msg.T("VMKMEM managed"), Unit: msg.MB, Step: 1,
				Hint: msg.T("The memory the VMkernel manages, from esxtop (m): VMKMEM/MB managed.")},
			{Name: "vsphere_version", Label: msg.T("vSphere version"), ChoiceLabels: versionLabels,
				Hint: msg.T("5 for 5.x; 6 for 6.x (Clear state, High at 400 %); 7, 8 and 9 keep the 6.x thresholds; 9 adds the NVMe memory tiering figures of VCF 9.")},
			{Name: "free_memory_mb", Label: msg.T("Free memory"), Unit: msg.MB, Step: 1,
				Hint: msg.T("Optional: the host's free memory, to see its state and what ESXi does there.")},
		},
		Alts: []calc.Alternative{{
			Name: "memory", Label: msg.T("Host memory from"),
			Options: []calc.Option{
				{Label: msg.T("Host memory (GB)"), Fields: []string{"host_memory_gb"}},
				{Label: msg.T("esxtop VMKMEM (MB)"), Fields: []string{"vmkmem_mb"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "minfree_mb", Label: msg.T("minFree"), Unit: msg.MB, Primary: true},
			{Name: "state", Label: msg.T("Memory state"), Primary: true, Values: stateLabels},
			{Name: "thresholds_mb", Label: msg.T("Thresholds"), Unit: msg.MB},
			{Name: "mb_before_ballooning", Label: msg.T("Usable before ballooning"), Unit: msg.MB},
			{Name: "free_pct_of_minfree", Label: msg.T("Free memory, % of minFree"), Unit: msg.Percent},
			{Name: "memory_mb", Label: msg.T("Managed memory"), Unit: msg.MB},
			{Name: "nvme_tier_gb", Label: msg.T("NVMe memory tier (1:1)"), Unit: msg.GB},
			{Name: "tiering_max_active_gb", Label: msg.T("Active memory tiering is sized for, at most"), Unit: msg.GB},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
