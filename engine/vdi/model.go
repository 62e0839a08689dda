package vdi

import (
	"math"

	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/rules"
)

// Reference figures. Where one has no published source the comment says so.
const (
	// DefaultDesktopsPerCore is the low end of the 8–10 desktops per core
	// starting point (CPU kept under about 80 %): a common planning figure
	// for which no vendor source was found.
	DefaultDesktopsPerCore = 8
	// MaxStartDesktopsPerCore is the high end of that starting point.
	MaxStartDesktopsPerCore = 10
	// CPUTargetPct is the steady-state CPU load the starting point assumes.
	CPUTargetPct = 80
	// DefaultSessionsPerCore is the RDSH density under the 6 s response
	// threshold (VMware, "VMware Horizon 6 RDSH Performance and Best
	// Practices": up to 9 per core).
	DefaultSessionsPerCore = 9
	// MaxMeasuredSessionsPerCore is the most the study's CPU held (9–10).
	MaxMeasuredSessionsPerCore = 10
	// ResponseThresholdSeconds is the study's acceptable response time.
	ResponseThresholdSeconds = 6
	// VDIWritePct is the write share of a VDI mix: "During peak
	// utilization, VDI often behaves with a 70/30 write to read ratio"
	// (VMware, vSAN Stretched Cluster Bandwidth Sizing Guidance).
	VDIWritePct = 70
	// DefaultIOPSPerDesktop is the contract's default steady-state IOPS per
	// desktop. It is an assumption: no vendor figure was found (VMware's
	// Horizon planning guides leave storage sizing to a pilot; a Dell
	// EqualLogic paper on View 4.5 measured 3–4 IOPS per task-worker desktop
	// in steady state and 8–13 in a login storm).
	DefaultIOPSPerDesktop = 10
	// BootstormDesktops, BootstormHosts, BootstormBootMinutes and
	// BootstormReadyMinutes are VMware's all-flash Virtual SAN 6.0
	// bootstorm ("VMware Virtual SAN 6.0: Bootstorm Demonstration", 2015):
	// 6,401 desktops on 64 hosts, booted in batches of 1,024: "24 minutes
	// booting all desktops plus allocation of IP address about 19 minutes
	// for a total of about 40 minutes". 24 + 19 is 43; the post rounds the
	// total down (the two phases may overlap), the model adds the phases.
	BootstormDesktops     = 6401
	BootstormHosts        = 64
	BootstormBootMinutes  = 24
	BootstormReadyMinutes = 19
	// BootstormStatedTotalMinutes is the total the post states.
	BootstormStatedTotalMinutes = 40
)

// OverheadTableMB is vSphere's "Sample Overhead Memory on Virtual Machines"
// (vSphere Resource Management 6.5 and 6.7: "Overhead Memory on Virtual
// Machines"): the memory, in MB, a VM needs to power on, by configured
// memory (rows, MB) and vCPUs (columns), with VMX swap and hardware MMU
// enabled. No later VMware table was found.
var OverheadTableMB = struct {
	MemoryMB []float64
	VCPUs    []float64
	MB       [][]float64 // [memory row][vCPU column]
}{
	MemoryMB: []float64{256, 1024, 4096, 16384},
	VCPUs:    []float64{1, 2, 4, 8},
	MB: [][]float64{
		{20.29, 24.28, 32.23, 48.16},     // 256 MB
		{25.90, 29.91, 37.86, 53.82},     // 1024 MB
		{48.64, 52.72, 60.67, 76.78},     // 4096 MB
		{139.62, 143.98, 151.93, 168.60}, // 16384 MB
	},
}

// OverheadMB returns the per-VM overhead memory, in MB, of a VM with
// memoryMB of configured memory (> 0) and vcpus vCPUs (≥ 1), from
// OverheadTableMB: linear in memory between its rows and in vCPUs between
// its columns, extended along the nearest segment outside them (the table
// is a sample; beyond 16 GB or 8 vCPUs the figure is an extrapolation).
// OverheadMB(2048, 2) = 29.91 + (2048 − 1024) / 3072 × (52.72 − 29.91) =
// 37.5133… MB.
func OverheadMB(memoryMB, vcpus float64) float64 {
	t := OverheadTableMB
	col := func(row int) float64 { return interp(t.VCPUs, t.MB[row], vcpus) }
	rows := make([]float64, len(t.MemoryMB))
	for i := range rows {
		rows[i] = col(i)
	}
	return math.Max(0, interp(t.MemoryMB, rows, memoryMB))
}

// interp is the piecewise-linear interpolation of ys over xs (ascending) at
// x, extended along the first or last segment outside them.
func interp(xs, ys []float64, x float64) float64 {
	i := 1
	for i < len(xs)-1 && x > xs[i] {
		i++
	}
	x0, x1, y0, y1 := xs[i-1], xs[i], ys[i-1], ys[i]
	return y0 + (x-x0)/(x1-x0)*(y1-y0)
}

// VSANVMsPerHost is the most VMs a vSAN host runs: 200, and 500 on ESA from
// vSAN 8 U2 ("Scalability Improvements for the ESA in vSAN 8 U2", VMware,
// 2023: up to 500 VMs per host, from 200). The current rule sets size ESA.
const (
	VSANVMsPerHostClassic = 200
	VSANVMsPerHostESA     = 500
)

// BootstormDesktopsPerHost is the reference density: 6401 / 64 ≈ 100.
const BootstormDesktopsPerHost = float64(BootstormDesktops) / BootstormHosts

// MinFreeMB returns ESXi's minFree for hostMB of host memory (MB, 1 GB =
// 1024 MB), the sliding scale of the memory-states calculator:
// memstate.MinFreeMB. MinFreeMB(28 × 1024) = 901.12.
func MinFreeMB(hostMB float64) float64 { return memstate.MinFreeMB(max(hostMB, 0)) }

// PerHostCPU returns the desktops (or sessions) the cores carry: ⌊cores × perCore⌋.
func PerHostCPU(cores int, perCore float64) int {
	return floor(float64(cores) * perCore)
}

// PerHostMemory returns the desktops whose memory fits in the host after the
// minFree reserve: ⌊(hostGB × 1024 − minFree) / (desktopGB × 1024 + overheadMB)⌋.
// desktopGB must be positive.
func PerHostMemory(hostGB, desktopGB, overheadMB float64) int {
	return PerHostMemorySystem(hostGB, 0, desktopGB, overheadMB)
}

// PerHostMemorySystem is PerHostMemory with systemGB of the host's memory
// also kept for ESXi and vSAN themselves:
// ⌊(hostGB × 1024 − minFree − systemGB × 1024) / (desktopGB × 1024 + overheadMB)⌋.
func PerHostMemorySystem(hostGB, systemGB, desktopGB, overheadMB float64) int {
	if desktopGB <= 0 {
		panic("vdi: PerHostMemory needs a positive desktop memory")
	}
	hostMB := hostGB * 1024
	return floor((hostMB - MinFreeMB(hostMB) - systemGB*1024) / (desktopGB*1024 + overheadMB))
}

// HostsRequired returns ⌈desktops / perHost⌉ + spare. perHost must be positive.
func HostsRequired(desktops, perHost, spare int) int {
	if perHost <= 0 {
		panic("vdi: HostsRequired needs a positive density")
	}
	return (desktops+perHost-1)/perHost + spare
}

// BootstormMinutes scales the reference bootstorm (24 min to boot + 19 min
// to ready at 6401/64 desktops per host) to desktopsPerHost, linearly, and
// returns the boot and ready phases in minutes.
func BootstormMinutes(desktopsPerHost float64) (boot, ready float64) {
	k := desktopsPerHost / BootstormDesktopsPerHost
	return BootstormBootMinutes * k, BootstormReadyMinutes * k
}

// floor is ⌊x⌋ with a little tolerance for binary noise (2 × 8 × 8.1 must not
// read 129.599999…), clamped at 0.
func floor(x float64) int {
	if x <= 0 || math.IsNaN(x) {
		return 0
	}
	return int(math.Floor(x + 1e-9))
}

// overheadMB is the per-VM overhead memory applied: the input when given
// (a revision-1 document's 0 was the default, "ignored": read as absent);
// else, for desktops, vSphere's table at the desktop's memory and vCPUs;
// for RDSH sessions 0 (the overhead belongs to the few server VMs, not to
// each session).
func overheadMB(in Inputs) float64 {
	if in.MemoryOverheadMB != nil && !(rules.Legacy(in.RulesRevision) && *in.MemoryOverheadMB == 0) {
		return *in.MemoryOverheadMB
	}
	if in.Mode == ModeRDSH {
		return 0
	}
	return OverheadMB(in.DesktopMemoryGB*1024, float64(in.DesktopVCPUs))
}

// overheadFromTable reports whether overheadMB reads vSphere's table.
func overheadFromTable(in Inputs) bool {
	return in.Mode != ModeRDSH && (in.MemoryOverheadMB == nil || (rules.Legacy(in.RulesRevision) && *in.MemoryOverheadMB == 0))
}

// vsanBound is the VMs a vSAN host runs under the rule set (0 when the
// bound does not apply: not on vSAN, or RDSH sessions, which are not VMs).
func vsanBound(in Inputs) int {
	if in.Storage != StorageVSAN || in.Mode == ModeRDSH {
		return 0
	}
	if rules.Current(in.Rules) {
		return VSANVMsPerHostESA
	}
	return VSANVMsPerHostClassic
}
