package snapshot

import (
	"fmt"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// ID is the calculator's id in documents and URLs.
const ID = "snapshot"

// HighUtilizationPct is the disk utilisation from which the measured
// collapse and the remedies are shown.
const HighUtilizationPct = 80

// Inputs are the calculator's inputs (CONTRACT.md §3).
type Inputs struct {
	ReadIOPS         float64 `json:"read_iops" validate:"finite,gte=0,lte=1000000000"`
	WriteIOPS        float64 `json:"write_iops" validate:"finite,gte=0,lte=1000000000"`
	DiskIOPSCapacity float64 `json:"disk_iops_capacity" validate:"finite,gte=1,lte=1000000000"`
	Format           string  `json:"format" validate:"oneof=vmfssparse sesparse vsansparse"`
	ChainDepth       int     `json:"chain_depth" validate:"gte=0,lte=32"`
	FirstWritePct    float64 `json:"first_write_pct" validate:"finite,gte=0,lte=100"`
}

// Results are the calculator's results (CONTRACT.md §3), in IOPS and %.
type Results struct {
	ReadAmplification      float64 `json:"read_amplification"`
	WriteAmplification     float64 `json:"write_amplification"`
	BackendReadIOPS        float64 `json:"backend_read_iops"`
	BackendWriteIOPS       float64 `json:"backend_write_iops"`
	BackendIOPS            float64 `json:"backend_iops"`
	Amplification          float64 `json:"amplification"`
	BaselineUtilizationPct float64 `json:"baseline_utilization_pct"`
	UtilizationPct         float64 `json:"utilization_pct"`
	AchievableReadIOPS     float64 `json:"achievable_read_iops"`
	AchievableWriteIOPS    float64 `json:"achievable_write_iops"`
	// MaxFrontendIOPS is the most front-end IOPS the disks carry at this mix
	// with the snapshot: capacity / amplification.
	MaxFrontendIOPS float64 `json:"max_frontend_iops"`
}

// Defaults returns Zandboer's test (shared/reference/003): 510 read + 250
// write IOPS on disks the VM saturated, so the disks' capacity is taken as
// 760 IOPS, with one redo-log snapshot and every write a first write.
func Defaults() Inputs {
	return Inputs{
		ReadIOPS:         BeforeReadIOPS,                   // 003: "510 ROPS"
		WriteIOPS:        BeforeWriteIOPS,                  // 003: "250 WOPS"
		DiskIOPSCapacity: BeforeReadIOPS + BeforeWriteIOPS, // 003: the VM saturated the disks
		Format:           VMFSSparse,
		ChainDepth:       1,
		FirstWritePct:    100,
	}
}

// Sources are the documents the model comes from.
var Sources = []string{
	"shared/reference/003 (Erik Zandboer, vmdamentals.com, translated): redo-log snapshots and linked clones double reads and double writes to blocks not yet in the snapshot; on overloaded disks 510 + 250 IOPS → 110 + 100 with a snapshot → 28 read IOPS while committing (5.5 %); remedies",
	"shared/reference/000 (vmgu.ru, vSAN 6.0 vs 5.5): under snapshots vSAN 6.0's vsanSparse (redirect-on-write) lost 8 % of IOPS, vSAN 5.5's vmfsSparse 49 %",
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	ar, aw := Amplification(in.Format, in.ChainDepth, in.FirstWritePct)
	front := in.ReadIOPS + in.WriteIOPS
	br, bw := in.ReadIOPS*ar, in.WriteIOPS*aw
	back := br + bw
	// With no load, report the amplification of an even mix.
	amp := (ar + aw) / 2
	if front > 0 {
		amp = back / front
	}
	achR, achW := Achievable(in.ReadIOPS, in.WriteIOPS, back, in.DiskIOPSCapacity)
	r := Results{
		ReadAmplification:      scenario.Clean(ar),
		WriteAmplification:     scenario.Clean(aw),
		BackendReadIOPS:        scenario.Clean(br),
		BackendWriteIOPS:       scenario.Clean(bw),
		BackendIOPS:            scenario.Clean(back),
		Amplification:          scenario.Clean(amp),
		BaselineUtilizationPct: scenario.Clean(front / in.DiskIOPSCapacity * 100),
		UtilizationPct:         scenario.Clean(back / in.DiskIOPSCapacity * 100),
		AchievableReadIOPS:     scenario.Clean(achR),
		AchievableWriteIOPS:    scenario.Clean(achW),
		MaxFrontendIOPS:        scenario.Clean(in.DiskIOPSCapacity / amp),
	}
	steps := []scenario.Step{
		{Label: "Back-end reads per VM read", Formula: readRule(in), Value: r.ReadAmplification, Unit: "×"},
		{Label: "Back-end writes per VM write", Formula: writeRule(in), Value: r.WriteAmplification, Unit: "×"},
		{Label: "Back-end read IOPS", Formula: fmt.Sprintf("%s IOPS %s", scenario.Num(in.ReadIOPS), factorText(in, ar)), Value: r.BackendReadIOPS, Unit: "IOPS"},
		{Label: "Back-end write IOPS", Formula: fmt.Sprintf("%s IOPS %s", scenario.Num(in.WriteIOPS), factorText(in, aw)), Value: r.BackendWriteIOPS, Unit: "IOPS"},
		{Label: "Amplification", Formula: fmt.Sprintf("%s back-end IOPS / %s VM IOPS", scenario.Num(r.BackendIOPS), scenario.Num(front)), Value: r.Amplification, Unit: "×"},
		{Label: "Disk utilisation without the snapshot", Formula: fmt.Sprintf("%s / %s IOPS × 100", scenario.Num(front), scenario.Num(in.DiskIOPSCapacity)), Value: r.BaselineUtilizationPct, Unit: "%"},
		{Label: "Disk utilisation with the snapshot", Formula: fmt.Sprintf("%s / %s IOPS × 100", scenario.Num(r.BackendIOPS), scenario.Num(in.DiskIOPSCapacity)), Value: r.UtilizationPct, Unit: "%"},
	}
	if back > in.DiskIOPSCapacity {
		s := in.DiskIOPSCapacity / back
		steps = append(steps,
			scenario.Step{Label: "Disks saturated: the VM's load is scaled to fit", Formula: fmt.Sprintf("%s / %s IOPS", scenario.Num(in.DiskIOPSCapacity), scenario.Num(back)), Value: scenario.Clean(s * 100), Unit: "%"},
			scenario.Step{Label: "Achievable read IOPS", Formula: fmt.Sprintf("%s × %s", scenario.Num(in.ReadIOPS), scenario.Num(s)), Value: r.AchievableReadIOPS, Unit: "IOPS"},
			scenario.Step{Label: "Achievable write IOPS", Formula: fmt.Sprintf("%s × %s", scenario.Num(in.WriteIOPS), scenario.Num(s)), Value: r.AchievableWriteIOPS, Unit: "IOPS"},
		)
	}
	steps = append(steps, scenario.Step{Label: "Most VM IOPS the disks carry with the snapshot", Formula: fmt.Sprintf("%s IOPS / %s", scenario.Num(in.DiskIOPSCapacity), scenario.Num(amp)), Value: r.MaxFrontendIOPS, Unit: "IOPS"})
	if r.UtilizationPct > HighUtilizationPct && in.ChainDepth > 0 {
		steps = append(steps, measuredSteps()...)
	}
	return calc.Outcome{
		Results:  r,
		Steps:    calc.LegacySteps(steps),
		Warnings: calc.LegacyTexts(warn(in, r)),
		Sources:  calc.LegacyTexts(Sources),
		Chart:    calc.LegacyChart(Chart(in, r)),
	}
}

// factorText writes the multiplication by a, exactly: vsanSparse's 1/0.92
// as a division, so that the formula gives the value shown.
func factorText(in Inputs, a float64) string {
	if in.Format == VSANSparse && in.ChainDepth > 0 {
		return fmt.Sprintf("/ %s", scenario.Num(1-VSAN6LossPct/100.0))
	}
	return "× " + scenario.Num(a)
}

func readRule(in Inputs) string {
	if in.ChainDepth == 0 {
		return "no snapshot"
	}
	switch in.Format {
	case VMFSSparse:
		return fmt.Sprintf("redo log: look in each of %d delta(s), then read the block = 1 + %d", in.ChainDepth, in.ChainDepth)
	case SESparse:
		return "SEsparse (assumed): cached grain tables send the read only where the block lives"
	}
	return "vsanSparse: 1 / (1 − 8 %), vSAN 6.0's measured loss under snapshots"
}

func writeRule(in Inputs) string {
	if in.ChainDepth == 0 {
		return "no snapshot"
	}
	if in.Format == VSANSparse {
		return "vsanSparse: 1 / (1 − 8 %), vSAN 6.0's measured loss under snapshots"
	}
	return fmt.Sprintf("first writes write data and metadata: 1 + %s %%", scenario.Num(in.FirstWritePct))
}

// measuredSteps are Zandboer's measurement on overloaded disks (003).
func measuredSteps() []scenario.Step {
	before := float64(BeforeReadIOPS + BeforeWriteIOPS)
	with := float64(SnapshotReadIOPS + SnapshotWriteIOPS)
	return []scenario.Step{
		{Label: "Measured on overloaded disks (003): before the snapshot", Formula: "510 read + 250 write IOPS", Value: before, Unit: "IOPS"},
		{Label: "Measured: with one snapshot", Formula: fmt.Sprintf("110 read + 100 write IOPS = %s %% of before", scenario.Num(with/before*100)), Value: with, Unit: "IOPS"},
		{Label: "Measured: read IOPS while committing the snapshot", Formula: fmt.Sprintf("28 / 510 = %s %% of the start", scenario.Num(CommittingReadIOPS*100.0/BeforeReadIOPS)), Value: CommittingReadIOPS, Unit: "IOPS"},
	}
}

// Remedies are the source's ways to live with snapshots (003).
var Remedies = []string{
	"add disks to raise the storage's performance",
	"spread the load across LUNs",
	"put snapshots on another LUN (move the VM's .vmx, or set workingDir=\"/vmfs/volumes/<datastore>/vm-snapshots\")",
	"best: a dedicated snapshot LUN, for example a mirrored pair of SSDs",
}

func warn(in Inputs, r Results) []string {
	var w []string
	if in.ChainDepth == 0 {
		return append(w, "chain_depth is 0: no snapshot, so no amplification. Set 1 or more to see a snapshot's cost.")
	}
	switch {
	case r.UtilizationPct > 100:
		w = append(w, fmt.Sprintf("With the snapshot the disks need %s %% of their capacity: the VM drops from %s to %s IOPS in this model — and the source measured worse: on overloaded disks 510 read + 250 write IOPS fell to 110 + 100 with a snapshot.",
			scenario.Num(r.UtilizationPct), scenario.Num(in.ReadIOPS+in.WriteIOPS), scenario.Num(r.AchievableReadIOPS+r.AchievableWriteIOPS)))
	case r.UtilizationPct > HighUtilizationPct:
		w = append(w, fmt.Sprintf("With the snapshot the disks run at %s %%: little headroom is left, and removing (committing) the snapshot adds more reads and writes on top.", scenario.Num(r.UtilizationPct)))
	}
	if r.UtilizationPct > HighUtilizationPct {
		w = append(w, "Committing a snapshot on overloaded disks is catastrophic: reads fell to 28 IOPS, 5.5 % of the 510 before the snapshot (shared/reference/003). The source's conclusion: snapshots are harmless only when the disks have performance to spare.")
		w = append(w, "Remedies from the source: "+joinRemedies()+".")
	}
	if in.Format == VMFSSparse && in.ChainDepth > 1 {
		w = append(w, fmt.Sprintf("A chain of %d redo-log deltas: the model charges one extra read per level (a worst case for blocks still in the base disk). Keep chains short.", in.ChainDepth))
	}
	if in.Format == SESparse {
		w = append(w, "SEsparse has no measurement in the sources: reads ×1 and first writes ×2 are an assumption between vsanSparse and vmfsSparse.")
	}
	if in.Format == VSANSparse {
		w = append(w, "vsanSparse is modelled by vSAN 6.0's measured 8 % IOPS loss under snapshots (one IOmeter test); its latency was at times worse than vSAN 5.5's.")
	}
	return w
}

func joinRemedies() string {
	out := ""
	for i, s := range Remedies {
		if i > 0 {
			out += "; "
		}
		out += fmt.Sprintf("(%d) %s", i+1, s)
	}
	return out
}

// Chart compares the VM's demand, the back-end load and what the VM can
// achieve, for reads, writes and in total, against the disks' capacity.
func Chart(in Inputs, r Results) *chart.Drawing {
	group := func(label string, demand, backend, achievable float64) chart.DrawnGroup {
		return chart.DrawnGroup{Label: label, Bars: []chart.DrawnBar{
			{Name: "VM demand", Value: demand},
			{Name: "Back-end", Value: backend},
			{Name: "Achievable", Value: achievable},
		}}
	}
	total := group("Total", in.ReadIOPS+in.WriteIOPS, r.BackendIOPS, r.AchievableReadIOPS+r.AchievableWriteIOPS)
	total.Bars = append(total.Bars, chart.DrawnBar{Name: "Disk capacity", Value: in.DiskIOPSCapacity})
	return &chart.Drawing{
		Kind:  chart.Bars,
		Title: "VM demand, back-end load and disk capacity",
		X:     chart.DrawnAxis{Label: "I/O"},
		Y:     chart.DrawnAxis{Label: "IOPS", Unit: "IOPS"},
		Groups: []chart.DrawnGroup{
			group("Reads", in.ReadIOPS, r.BackendReadIOPS, r.AchievableReadIOPS),
			group("Writes", in.WriteIOPS, r.BackendWriteIOPS, r.AchievableWriteIOPS),
			total,
		},
		Rules: []chart.DrawnRule{{Value: in.DiskIOPSCapacity, Label: fmt.Sprintf("disk capacity %s IOPS", scenario.Num(in.DiskIOPSCapacity))}},
	}
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     70,
		Title:    msg.Legacy("Snapshot impact"),
		Question: msg.Legacy("What does a snapshot or linked clone cost the disks, and what is left for the VM?"),
		Fields: []calc.Field{
			{Name: "read_iops", Label: msg.Legacy("VM read IOPS"), Unit: msg.Unit("IOPS"), Step: 1},
			{Name: "write_iops", Label: msg.Legacy("VM write IOPS"), Unit: msg.Unit("IOPS"), Step: 1},
			{Name: "disk_iops_capacity", Label: msg.Legacy("Disks' IOPS capacity"), Unit: msg.Unit("IOPS"), Step: 1,
				Hint: msg.Legacy("What the datastore's disks deliver in all.")},
			{Name: "format", Label: msg.Legacy("Snapshot format"), ChoiceLabels: calc.LegacyChoices(Formats...),
				Hint: msg.Legacy("vmfssparse: redo log (VMFS-5, linked clones, vSAN 5.5); sesparse: VMFS-6; vsansparse: vSAN 6+.")},
			{Name: "chain_depth", Label: msg.Legacy("Snapshots in the chain"), Step: 1,
				Hint: msg.Legacy("0 = no snapshot; a linked clone is 1.")},
			{Name: "first_write_pct", Label: msg.Legacy("First writes"), Unit: msg.Unit("%"), Step: 1,
				Hint: msg.Legacy("Writes to blocks not yet in the delta; 100 right after the snapshot.")},
		},
		Outputs: []calc.Output{
			{Name: "utilization_pct", Label: msg.Legacy("Disk utilisation with the snapshot"), Unit: msg.Unit("%"), Primary: true},
			{Name: "amplification", Label: msg.Legacy("Amplification"), Unit: msg.Unit("×"), Primary: true},
			{Name: "achievable_read_iops", Label: msg.Legacy("Achievable read IOPS"), Unit: msg.Unit("IOPS"), Primary: true},
			{Name: "achievable_write_iops", Label: msg.Legacy("Achievable write IOPS"), Unit: msg.Unit("IOPS"), Primary: true},
			{Name: "backend_read_iops", Label: msg.Legacy("Back-end read IOPS"), Unit: msg.Unit("IOPS")},
			{Name: "backend_write_iops", Label: msg.Legacy("Back-end write IOPS"), Unit: msg.Unit("IOPS")},
			{Name: "baseline_utilization_pct", Label: msg.Legacy("Disk utilisation without it"), Unit: msg.Unit("%")},
			{Name: "max_frontend_iops", Label: msg.Legacy("Most VM IOPS with the snapshot"), Unit: msg.Unit("IOPS")},
		},
		Defaults: Defaults,
		Compute:  Compute,
	})
}
