package vdi

import (
	"math"

	"github.com/sizewise/sizewise/engine/memstate"
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
	if desktopGB <= 0 {
		panic("vdi: PerHostMemory needs a positive desktop memory")
	}
	hostMB := hostGB * 1024
	return floor((hostMB - MinFreeMB(hostMB)) / (desktopGB*1024 + overheadMB))
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
