package memstate

import (
	"fmt"
	"math"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
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

// Blog899MB is the minFree of the first 28 GB as blogs quote it (the scale
// gives 901.12 MB).
const Blog899MB = 899

// ShareForceSalting is the default of Mem.ShareForceSalting since the 2015
// patches: TPS shares pages only within a VM.
const ShareForceSalting = 2

// Inputs are the calculator's inputs (CONTRACT.md §3). Give HostMemoryGB or
// VMKMemMB.
type Inputs struct {
	HostMemoryGB   *float64 `json:"host_memory_gb,omitempty" validate:"omitempty,finite,gte=1,lte=65536"`
	VMKMemMB       *float64 `json:"vmkmem_mb,omitempty" validate:"omitempty,finite,gte=1,lte=67108864"`
	VSphereVersion string   `json:"vsphere_version" validate:"oneof=5 6"`
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

// Results are the calculator's results (CONTRACT.md §3), in MB (1 GB =
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
}

func ptr[T any](v T) *T { return &v }

// Defaults returns the worked example: a 128 GB host on vSphere 6
// (minFree 1,925.12 MB).
func Defaults() Inputs {
	return Inputs{HostMemoryGB: ptr(128.0), VSphereVersion: string(V6)}
}

// Sources are the documents the model comes from.
var Sources = []string{
	"shared/reference/000 (vmgu.ru, after Duncan Epping): vSphere 5.x states High 100 %, Soft 64 %, Hard 32 %, Low 16 % of minFree; vSphere 6.0 adds Clear 100 % and moves High to 400 % so large pages are broken early; inter-VM TPS off by default from vSphere 5.5 Update 3",
	"Duncan Epping, \"What happens at which vSphere memory state?\" (yellow-bricks.com, 2015): High: break large pages below it; Clear: break large pages and call TPS; Soft: TPS + balloon; Hard: TPS + compress + swap (balloon stops); Low: compress + swap + block",
	"minFree sliding scale: 6 % of the first 4 GB, 4 % of the next 8 GB, 2 % of the next 16 GB, 1 % of the rest (first 28 GB = 901.12 MB, quoted as 899 MB in blogs)",
	"VMware KB 2097593 (2015): Mem.ShareForceSalting = 2 by default; inter-VM TPS only between VMs with the same sched.mem.pshare.salt",
}

// Check enforces the choice between host_memory_gb and vmkmem_mb, and free
// memory within the host's memory.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	switch {
	case in.HostMemoryGB != nil && in.VMKMemMB != nil:
		errs.Add("vmkmem_mb", "give host_memory_gb or vmkmem_mb, not both")
	case in.HostMemoryGB == nil && in.VMKMemMB == nil:
		errs.Add("host_memory_gb", "is required: give host_memory_gb, or vmkmem_mb from esxtop")
	}
	if len(errs) == 0 && in.FreeMemoryMB != nil {
		if m := memoryMB(*in); *in.FreeMemoryMB > m {
			errs.Add("free_memory_mb", "is more than the host's %s MB of memory", scenario.Num(m))
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
			res.ThresholdsMB.Clear = ptr(x)
		case Soft:
			res.ThresholdsMB.Soft = x
		case Hard:
			res.ThresholdsMB.Hard = x
		case Low:
			res.ThresholdsMB.Low = x
		}
	}
	var steps []scenario.Step
	var warnings []string
	if in.VMKMemMB == nil {
		steps = append(steps, scenario.Step{Label: "Host memory in MB", Formula: fmt.Sprintf("%s GB × 1024", scenario.Num(*in.HostMemoryGB)),
			Value: res.MemoryMB, Unit: "MB"})
	}
	steps = append(steps, minFreeSteps(mem)...)
	for _, t := range th {
		steps = append(steps, scenario.Step{Label: fmt.Sprintf("%s threshold", title(t.State)),
			Formula: fmt.Sprintf("%s %% × %s MB", scenario.Num(t.Pct), scenario.Num(res.MinFreeMB)),
			Value:   scenario.Clean(minFree * t.Pct / 100), Unit: "MB"})
	}
	if in.FreeMemoryMB != nil {
		free := *in.FreeMemoryMB
		res.State = StateOf(v, minFree, free)
		res.Actions = Actions(v, res.State)
		res.FreePctOfMinFree = ptr(scenario.Clean(100 * free / minFree))
		res.MBBeforeBallooning = ptr(scenario.Clean(math.Max(0, free-res.ThresholdsMB.Soft)))
		steps = append(steps,
			scenario.Step{Label: "Free memory against minFree",
				Formula: fmt.Sprintf("%s MB / %s MB", scenario.Num(free), scenario.Num(res.MinFreeMB)),
				Value:   *res.FreePctOfMinFree, Unit: "%"},
			scenario.Step{Label: fmt.Sprintf("State: %s — %s", res.State, actionsText(res.Actions)),
				Formula: bandText(v, minFree, res.State), Value: free, Unit: "MB"},
			scenario.Step{Label: "Memory that can still be used before ballooning",
				Formula: fmt.Sprintf("%s MB free − %s MB (Soft)", scenario.Num(free), scenario.Num(res.ThresholdsMB.Soft)),
				Value:   *res.MBBeforeBallooning, Unit: "MB"},
		)
		warnings = append(warnings, stateWarning(res.State)...)
		if containsTPS(res.Actions) {
			warnings = append(warnings, fmt.Sprintf("TPS in this state shares pages only within each VM: since the 2015 patches Mem.ShareForceSalting = %d by default, so VMs do not share pages with each other unless they are given the same sched.mem.pshare.salt. Expect little from TPS and earlier ballooning, compression and swapping.", ShareForceSalting))
		}
	}
	steps = append(steps, scenario.Step{Label: "Inter-VM TPS is off by default (since 2015)",
		Formula: "Mem.ShareForceSalting = 2: each VM's pages are salted with its own value, so TPS shares pages within a VM only; VMs with the same sched.mem.pshare.salt (or the setting 0) share between VMs again",
		Value:   ShareForceSalting, Unit: ""})
	return calc.Outcome{
		Results:  res,
		Steps:    calc.LegacySteps(steps),
		Warnings: calc.LegacyTexts(warnings),
		Sources:  calc.LegacyTexts(Sources),
		Chart:    calc.LegacyChart(Chart(v, in, res)),
	}
}

func minFreeSteps(mem float64) []scenario.Step {
	parts := TierMB(mem)
	labels := []string{"first 4 GB", "next 8 GB", "next 16 GB", "the rest"}
	var st []scenario.Step
	rest := mem
	var terms []string
	for i, t := range Tiers {
		in := math.Min(math.Max(rest, 0), t.SizeMB)
		rest -= in
		if in == 0 && i > 0 {
			continue
		}
		st = append(st, scenario.Step{Label: "minFree, " + labels[i],
			Formula: fmt.Sprintf("%s %% × %s MB", scenario.Num(t.Pct), scenario.Num(in)),
			Value:   scenario.Clean(parts[i]), Unit: "MB"})
		terms = append(terms, scenario.Num(parts[i]))
	}
	first28 := MinFreeMB(28 * MBPerGB)
	st = append(st, scenario.Step{Label: "minFree",
		Formula: strings.Join(terms, " + ") + fmt.Sprintf(" (the first 28 GB alone give %s MB; blogs round that to %d MB)", scenario.Num(first28), Blog899MB),
		Value:   scenario.Clean(MinFreeMB(mem)), Unit: "MB"})
	return st
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func actionsText(actions []string) string {
	if len(actions) == 0 {
		return "no memory reclamation"
	}
	parts := make([]string, len(actions))
	for i, a := range actions {
		parts[i] = ActionText[a]
	}
	return strings.Join(parts, ", ")
}

// bandText describes the band of state in MB.
func bandText(v Version, minFree float64, state string) string {
	th := Thresholds(v)
	for i, t := range th {
		if t.State != state {
			continue
		}
		lo := minFree * t.Pct / 100
		if i == 0 {
			return fmt.Sprintf("free ≥ %s MB (%s %% of minFree)", scenario.Num(lo), scenario.Num(t.Pct))
		}
		up := th[i-1]
		return fmt.Sprintf("%s MB (%s %%) ≤ free < %s MB (%s %%)", scenario.Num(lo), scenario.Num(t.Pct),
			scenario.Num(minFree*up.Pct/100), scenario.Num(up.Pct))
	}
	last := th[len(th)-1]
	return fmt.Sprintf("free < %s MB (Low, %s %% of minFree)", scenario.Num(minFree*last.Pct/100), scenario.Num(last.Pct))
}

func stateWarning(state string) []string {
	switch state {
	case Hard:
		return []string{"Free memory is below Soft: ESXi is ballooning memory out of the guests. Add memory or move VMs before it falls below Hard, where swapping starts."}
	case Low:
		return []string{"Free memory is below Hard: the balloon driver has stopped and ESXi compresses and swaps guest memory to disk; VM performance suffers."}
	case BelowLow:
		return []string{"Free memory is below Low: besides compressing and swapping, ESXi blocks VMs from allocating memory until it is back above Low. Act now."}
	}
	return nil
}

func containsTPS(actions []string) bool {
	for _, a := range actions {
		if a == TPS {
			return true
		}
	}
	return false
}

// Chart draws the state bands on a free-memory scale, with the free memory as
// the marker when it is given.
func Chart(v Version, in Inputs, r Results) *chart.Drawing {
	th := Thresholds(v)
	top := r.ThresholdsMB.High * 1.25
	if in.FreeMemoryMB != nil {
		top = math.Max(top, *in.FreeMemoryMB*1.05)
	}
	c := &chart.Drawing{
		Kind:  chart.Scale,
		Title: "Memory states by free memory",
		X:     chart.DrawnAxis{Label: "Free memory", Unit: "MB"},
	}
	upper := scenario.Clean(top)
	for _, t := range th {
		lo := scenario.Clean(r.MinFreeMB * t.Pct / 100)
		c.Bands = append(c.Bands, chart.DrawnBand{From: lo, To: upper, Label: t.State})
		c.Rules = append(c.Rules, chart.DrawnRule{Value: lo, Label: fmt.Sprintf("%s %s %%", title(t.State), scenario.Num(t.Pct))})
		upper = lo
	}
	c.Bands = append(c.Bands, chart.DrawnBand{From: 0, To: upper, Label: BelowLow})
	// Bands from 0 upwards.
	for i, j := 0, len(c.Bands)-1; i < j; i, j = i+1, j-1 {
		c.Bands[i], c.Bands[j] = c.Bands[j], c.Bands[i]
	}
	for i, j := 0, len(c.Rules)-1; i < j; i, j = i+1, j-1 {
		c.Rules[i], c.Rules[j] = c.Rules[j], c.Rules[i]
	}
	if in.FreeMemoryMB != nil {
		c.Marker = &chart.DrawnMarker{Point: chart.Point{X: *in.FreeMemoryMB},
			Label: fmt.Sprintf("%s MB free: %s", scenario.Num(*in.FreeMemoryMB), r.State)}
	}
	return c
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     30,
		Title:    msg.Legacy("ESXi memory states"),
		Question: msg.Legacy("At how much free memory does an ESXi host break large pages, balloon, compress, swap or block, and which state is it in?"),
		Fields: []calc.Field{
			{Name: "host_memory_gb", Label: msg.Legacy("Host memory"), Unit: msg.Unit("GB"), Step: 1, Optional: true,
				Hint: msg.Legacy("Physical memory of the host (1 GB = 1024 MB).")},
			{Name: "vmkmem_mb", Label: msg.Legacy("VMKMEM managed"), Unit: msg.Unit("MB"), Step: 1, Optional: true,
				Hint: msg.Legacy("The memory the VMkernel manages, from esxtop (m): VMKMEM/MB managed.")},
			{Name: "vsphere_version", Label: msg.Legacy("vSphere version"), ChoiceLabels: calc.LegacyChoices("5", "6"),
				Hint: msg.Legacy("5 for 5.x; 6 for 6.0 and later (Clear state, High at 400 %).")},
			{Name: "free_memory_mb", Label: msg.Legacy("Free memory"), Unit: msg.Unit("MB"), Step: 1, Optional: true,
				Hint: msg.Legacy("Optional: the host's free memory, to see its state and what ESXi does there.")},
		},
		Alts: []calc.Alternative{{
			Name: "memory", Label: msg.Legacy("Host memory from"),
			Options: []calc.Option{
				{Label: msg.Legacy("Host memory (GB)"), Fields: []string{"host_memory_gb"}},
				{Label: msg.Legacy("esxtop VMKMEM (MB)"), Fields: []string{"vmkmem_mb"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "minfree_mb", Label: msg.Legacy("minFree"), Unit: msg.Unit("MB"), Primary: true},
			{Name: "state", Label: msg.Legacy("Memory state"), Primary: true},
			{Name: "thresholds_mb", Label: msg.T("Thresholds", "Пороги"), Unit: msg.MB},
			{Name: "mb_before_ballooning", Label: msg.Legacy("Usable before ballooning"), Unit: msg.Unit("MB")},
			{Name: "free_pct_of_minfree", Label: msg.Legacy("Free memory"), Unit: msg.Unit("% of minFree")},
			{Name: "memory_mb", Label: msg.Legacy("Managed memory"), Unit: msg.Unit("MB")},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
