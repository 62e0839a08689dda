package vdi

import (
	"math"

	"github.com/sizewise/sizewise/engine/memstate"
)

// Reference figures from shared/reference/000.
const (
	// DefaultDesktopsPerCore is the low end of the 8–10 desktops per core
	// starting point (CPU kept under about 80 %).
	DefaultDesktopsPerCore = 8
	// MaxStartDesktopsPerCore is the high end of that starting point.
	MaxStartDesktopsPerCore = 10
	// CPUTargetPct is the steady-state CPU load the starting point assumes.
	CPUTargetPct = 80
	// DefaultSessionsPerCore is the RDSH density under the 6 s response
	// threshold (Horizon 6 RDSH study: up to 9 per core).
	DefaultSessionsPerCore = 9
	// MaxMeasuredSessionsPerCore is the most the study's CPU held (9–10).
	MaxMeasuredSessionsPerCore = 10
	// ResponseThresholdSeconds is the study's acceptable response time.
	ResponseThresholdSeconds = 6
	// VDIWritePct is the write share of a VDI mix (about 30/70).
	VDIWritePct = 70
	// DefaultIOPSPerDesktop is the contract's default steady-state IOPS.
	DefaultIOPSPerDesktop = 10

	// BootstormDesktops, BootstormHosts, BootstormBootMinutes and
	// BootstormReadyMinutes are VMware's all-flash vSAN bootstorm test:
	// 6,401 desktops on 64 hosts booted in 24 minutes and were ready 16
	// minutes later.
	BootstormDesktops     = 6401
	BootstormHosts        = 64
	BootstormBootMinutes  = 24
	BootstormReadyMinutes = 16
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

// BootstormMinutes scales the reference bootstorm (24 min to boot + 16 min
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
