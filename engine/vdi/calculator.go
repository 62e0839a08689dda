package vdi

import (
	"fmt"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// ID is the calculator's id in documents and URLs.
const ID = "vdi-density"

// Modes of the calculator.
const (
	ModeVDI  = "vdi"
	ModeRDSH = "rdsh"
)

// MaxVSANHosts is the most hosts one vSAN cluster takes.
const MaxVSANHosts = 64

// Inputs are the calculator's inputs (CONTRACT.md §3). Memory is in GB of
// 1024 MB, as ESXi counts it.
type Inputs struct {
	Mode             string  `json:"mode" validate:"oneof=vdi rdsh"`
	Desktops         int     `json:"desktops" validate:"gte=1,lte=1000000"`
	SocketsPerHost   int     `json:"sockets_per_host" validate:"gte=1,lte=16"`
	CoresPerSocket   int     `json:"cores_per_socket" validate:"gte=1,lte=256"`
	DesktopsPerCore  float64 `json:"desktops_per_core" validate:"finite,gt=0,lte=100"`
	SessionsPerCore  float64 `json:"sessions_per_core" validate:"finite,gt=0,lte=100"`
	HostMemoryGB     float64 `json:"host_memory_gb" validate:"finite,gt=0,lte=65536"`
	DesktopMemoryGB  float64 `json:"desktop_memory_gb" validate:"finite,gte=0.25,lte=4096"`
	SessionMemoryGB  float64 `json:"session_memory_gb" validate:"finite,gte=0.05,lte=4096"`
	MemoryOverheadMB float64 `json:"memory_overhead_mb" validate:"finite,gte=0,lte=65536"`
	IOPSPerDesktop   float64 `json:"iops_per_desktop" validate:"finite,gte=0,lte=100000"`
	WritePct         float64 `json:"write_pct" validate:"finite,gte=0,lte=100"`
	SpareHosts       int     `json:"spare_hosts" validate:"gte=0,lte=1000"`
	DesktopDiskGB    float64 `json:"desktop_disk_gb" validate:"finite,gte=0,lte=1000000"`
}

// Results are the calculator's results (CONTRACT.md §3). In RDSH mode the
// "desktops" figures count user sessions.
type Results struct {
	Mode                  string  `json:"mode"`
	CoresPerHost          int     `json:"cores_per_host"`
	DesktopsPerHostCPU    int     `json:"desktops_per_host_cpu"`
	MemoryReserveMB       float64 `json:"memory_reserve_mb"`
	DesktopsPerHostMemory int     `json:"desktops_per_host_memory"`
	DesktopsPerHost       int     `json:"desktops_per_host"`
	// LimitedBy is "cpu" or "memory", the bound that sets desktops_per_host.
	LimitedBy      string  `json:"limited_by"`
	HostsRequired  int     `json:"hosts_required"`
	TotalIOPS      float64 `json:"total_iops"`
	WriteIOPS      float64 `json:"write_iops"`
	ReadIOPS       float64 `json:"read_iops"`
	StorageGB      float64 `json:"storage_gb"`
	BootMinutes    float64 `json:"bootstorm_boot_minutes"`
	ReadyMinutes   float64 `json:"bootstorm_ready_minutes"`
	BootstormTotal float64 `json:"bootstorm_minutes"`
}

// Defaults returns the worked example: 2 sockets × 8 cores × 8 desktops per
// core = 128 desktops per host (PRODUCT.md), for the 6,401 desktops of
// VMware's bootstorm test (shared/reference/000), on hosts with 512 GB.
func Defaults() Inputs {
	return Inputs{
		Mode:            ModeVDI,
		Desktops:        BootstormDesktops, // 000: "6401 виртуальных ПК"
		SocketsPerHost:  2,                 // PRODUCT.md: 2 sockets × 8 cores × 8 per core
		CoresPerSocket:  8,
		DesktopsPerCore: DefaultDesktopsPerCore,
		SessionsPerCore: DefaultSessionsPerCore, // 000: "до 9 виртуальных ПК" per core at 6 s
		HostMemoryGB:    512,                    // 002's vSAN 7 hosts: "512GB DDR4"
		DesktopMemoryGB: 2,
		SessionMemoryGB: 0.6,
		IOPSPerDesktop:  DefaultIOPSPerDesktop,
		WritePct:        VDIWritePct, // 000: VDI "примерно 30/70"
		SpareHosts:      1,
	}
}

// Sources are the documents the figures come from.
var Sources = []string{
	"shared/PRODUCT.md: 8–10 desktops per core as a start, keeping CPU under about 80 %; hosts = max(CPU, memory bound) + spare hosts",
	"VMware, \"Horizon 6 RDSH Performance and Best Practices\" (summarised in shared/reference/000): up to 9 users per core at the 6 s response threshold; the CPU holds 9–10 users per core",
	"VMware all-flash Virtual SAN 6 bootstorm test (shared/reference/000): 6,401 desktops on 64 hosts booted in 24 minutes and were ready 16 minutes later, 40 minutes in all",
	"shared/reference/000: VDI read/write mix about 30/70; ESXi minFree sliding scale; inter-VM TPS off by default since 2015 (Mem.ShareForceSalting = 2)",
}

// Check refuses a host that cannot carry one desktop or session.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	cores := in.SocketsPerHost * in.CoresPerSocket
	if in.Mode == ModeRDSH {
		if PerHostCPU(cores, in.SessionsPerCore) < 1 {
			errs.Add("sessions_per_core", "gives less than one session per host on %d cores; raise it", cores)
		}
		if PerHostMemory(in.HostMemoryGB, in.SessionMemoryGB, in.MemoryOverheadMB) < 1 {
			errs.Add("session_memory_gb", "%s GB per session does not fit in a %s GB host after ESXi's %s MB minFree reserve",
				scenario.Num(in.SessionMemoryGB), scenario.Num(in.HostMemoryGB), scenario.Num(MinFreeMB(in.HostMemoryGB*1024)))
		}
		return errs
	}
	if PerHostCPU(cores, in.DesktopsPerCore) < 1 {
		errs.Add("desktops_per_core", "gives less than one desktop per host on %d cores; raise it", cores)
	}
	if PerHostMemory(in.HostMemoryGB, in.DesktopMemoryGB, in.MemoryOverheadMB) < 1 {
		errs.Add("desktop_memory_gb", "%s GB per desktop does not fit in a %s GB host after ESXi's %s MB minFree reserve",
			scenario.Num(in.DesktopMemoryGB), scenario.Num(in.HostMemoryGB), scenario.Num(MinFreeMB(in.HostMemoryGB*1024)))
	}
	return errs
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	rdsh := in.Mode == ModeRDSH
	perCore, memGB, unit := in.DesktopsPerCore, in.DesktopMemoryGB, "desktops"
	if rdsh {
		perCore, memGB, unit = in.SessionsPerCore, in.SessionMemoryGB, "sessions"
	}
	cores := in.SocketsPerHost * in.CoresPerSocket
	hostMB := in.HostMemoryGB * 1024
	r := Results{
		Mode:                  in.Mode,
		CoresPerHost:          cores,
		DesktopsPerHostCPU:    PerHostCPU(cores, perCore),
		MemoryReserveMB:       scenario.Clean(MinFreeMB(hostMB)),
		DesktopsPerHostMemory: PerHostMemory(in.HostMemoryGB, memGB, in.MemoryOverheadMB),
	}
	r.DesktopsPerHost, r.LimitedBy = r.DesktopsPerHostCPU, "cpu"
	if r.DesktopsPerHostMemory < r.DesktopsPerHostCPU {
		r.DesktopsPerHost, r.LimitedBy = r.DesktopsPerHostMemory, "memory"
	}
	r.HostsRequired = HostsRequired(in.Desktops, r.DesktopsPerHost, in.SpareHosts)
	total := float64(in.Desktops) * in.IOPSPerDesktop
	r.TotalIOPS = scenario.Clean(total)
	r.WriteIOPS = scenario.Clean(total * in.WritePct / 100)
	r.ReadIOPS = scenario.Clean(total - total*in.WritePct/100)
	r.StorageGB = scenario.Clean(float64(in.Desktops) * in.DesktopDiskGB)
	perHostNow := float64(in.Desktops) / float64(r.HostsRequired)
	if !rdsh {
		boot, ready := BootstormMinutes(perHostNow)
		r.BootMinutes, r.ReadyMinutes = scenario.Clean(boot), scenario.Clean(ready)
		r.BootstormTotal = scenario.Clean(boot + ready)
	}

	cpuLabel := fmt.Sprintf("Desktops per host, CPU bound (%s per core keeps CPU under about %d %%)", scenario.Num(perCore), CPUTargetPct)
	if rdsh {
		cpuLabel = fmt.Sprintf("Sessions per host, CPU bound (%s per core; the RDSH study kept 9 under the %d s threshold)", scenario.Num(perCore), ResponseThresholdSeconds)
	}
	steps := []scenario.Step{
		{Label: cpuLabel, Formula: fmt.Sprintf("⌊%d sockets × %d cores × %s⌋", in.SocketsPerHost, in.CoresPerSocket, scenario.Num(perCore)),
			Value: float64(r.DesktopsPerHostCPU), Unit: unit},
		{Label: "ESXi minFree reserve", Formula: fmt.Sprintf("sliding scale of %s MB: 6 %% of 4 GB + 4 %% of 8 GB + 2 %% of 16 GB + 1 %% of the rest", scenario.Num(hostMB)),
			Value: r.MemoryReserveMB, Unit: "MB"},
		{Label: fmt.Sprintf("%s per host, memory bound (no overcommit: TPS is off by default)", title(unit)),
			Formula: fmt.Sprintf("⌊(%s MB − %s MB) / (%s GB × 1024 + %s MB)⌋", scenario.Num(hostMB), scenario.Num(r.MemoryReserveMB), scenario.Num(memGB), scenario.Num(in.MemoryOverheadMB)),
			Value:   float64(r.DesktopsPerHostMemory), Unit: unit},
		{Label: fmt.Sprintf("%s per host (%s bound)", title(unit), r.LimitedBy),
			Formula: fmt.Sprintf("min(%d, %d)", r.DesktopsPerHostCPU, r.DesktopsPerHostMemory), Value: float64(r.DesktopsPerHost), Unit: unit},
		{Label: "Hosts required, spares included",
			Formula: fmt.Sprintf("⌈%s %s / %d⌉ + %d spare", scenario.Num(float64(in.Desktops)), unit, r.DesktopsPerHost, in.SpareHosts),
			Value:   float64(r.HostsRequired), Unit: "hosts"},
		{Label: "Total IOPS", Formula: fmt.Sprintf("%s %s × %s IOPS", scenario.Num(float64(in.Desktops)), unit, scenario.Num(in.IOPSPerDesktop)), Value: r.TotalIOPS, Unit: "IOPS"},
		{Label: "Write IOPS", Formula: fmt.Sprintf("%s IOPS × %s %%", scenario.Num(r.TotalIOPS), scenario.Num(in.WritePct)), Value: r.WriteIOPS, Unit: "IOPS"},
		{Label: "Read IOPS", Formula: fmt.Sprintf("%s IOPS − %s IOPS", scenario.Num(r.TotalIOPS), scenario.Num(r.WriteIOPS)), Value: r.ReadIOPS, Unit: "IOPS"},
	}
	if in.DesktopDiskGB > 0 {
		steps = append(steps, scenario.Step{Label: "Desktop storage", Formula: fmt.Sprintf("%s %s × %s GB", scenario.Num(float64(in.Desktops)), unit, scenario.Num(in.DesktopDiskGB)),
			Value: r.StorageGB, Unit: "GB"})
	}
	if !rdsh {
		steps = append(steps, scenario.Step{
			Label: "Boot storm, all desktops at once (scaled from 6,401 desktops on 64 all-flash vSAN hosts: 24 + 16 min)",
			Formula: fmt.Sprintf("(24 + 16) min × (%s / %d hosts = %s per host) / (6,401 / 64 = %s per host)",
				scenario.Num(float64(in.Desktops)), r.HostsRequired, scenario.Num(perHostNow), scenario.Num(BootstormDesktopsPerHost)),
			Value: r.BootstormTotal, Unit: "min"})
	}
	return calc.Outcome{
		Results:  r,
		Steps:    calc.LegacySteps(steps),
		Warnings: calc.LegacyTexts(warn(in, r, perHostNow)),
		Sources:  calc.LegacyTexts(Sources),
		Chart:    calc.LegacyChart(Chart(in, r)),
		Links:    calc.LegacyLinks(Links(in, r)),
	}
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func warn(in Inputs, r Results, perHost float64) []string {
	var w []string
	rdsh := in.Mode == ModeRDSH
	if !rdsh && in.DesktopsPerCore > MaxStartDesktopsPerCore {
		w = append(w, fmt.Sprintf("%s desktops per core is above the usual 8–10 starting point: expect the hosts' CPU above about %d %%; validate with a pilot or Login VSI.",
			scenario.Num(in.DesktopsPerCore), CPUTargetPct))
	}
	if rdsh && in.SessionsPerCore > MaxMeasuredSessionsPerCore {
		w = append(w, fmt.Sprintf("%s sessions per core is beyond the Horizon 6 RDSH study, where the CPU held 9–10 users per core and 9 kept response times under %d s.",
			scenario.Num(in.SessionsPerCore), ResponseThresholdSeconds))
	}
	if in.SpareHosts == 0 {
		w = append(w, "No spare host: when a host fails, or is in maintenance, its desktops have nowhere to restart. Plan at least one spare host for HA.")
	}
	if r.HostsRequired > MaxVSANHosts {
		w = append(w, fmt.Sprintf("%d hosts exceed one vSAN cluster (%d hosts at most): split the desktops into several clusters.", r.HostsRequired, MaxVSANHosts))
	}
	if rdsh {
		w = append(w, "Boot storm not estimated for RDSH: a farm boots a few server VMs; the logon storm at the start of the day is not modelled.")
		return w
	}
	w = append(w, fmt.Sprintf("The boot-storm time scales one published run (6,401 desktops on 64 all-flash vSAN 6 hosts, about %s per host: 24 min to boot + 16 min to ready) linearly with desktops per host. Hybrid or disk-based storage will be slower; the ready phase also depends on DHCP and the connection broker.",
		scenario.Num(BootstormDesktopsPerHost)))
	if perHost > 1.5*BootstormDesktopsPerHost || perHost < 0.5*BootstormDesktopsPerHost {
		w = append(w, fmt.Sprintf("%s desktops per host is far from the reference's 100: the boot-storm estimate is an extrapolation.", scenario.Num(perHost)))
	}
	return w
}

// Chart plots hosts required against the number of desktops (or sessions),
// from one to twice the current count, with the current point marked.
func Chart(in Inputs, r Results) *chart.Drawing {
	unit := "Desktops"
	if in.Mode == ModeRDSH {
		unit = "Sessions"
	}
	maxX := max(2*in.Desktops, 10)
	const n = 60
	pts := make([]chart.Point, 0, n+1)
	last := -1
	for i := 0; i <= n; i++ {
		x := max(1, maxX*i/n)
		if x == last {
			continue
		}
		last = x
		pts = append(pts, chart.Point{X: float64(x), Y: float64(HostsRequired(x, r.DesktopsPerHost, in.SpareHosts))})
	}
	return &chart.Drawing{
		Kind:   chart.Line,
		Title:  fmt.Sprintf("Hosts required against %s", strings.ToLower(unit)),
		X:      chart.DrawnAxis{Label: unit, Unit: strings.ToLower(unit)},
		Y:      chart.DrawnAxis{Label: "Hosts required", Unit: "hosts"},
		Series: []chart.DrawnSeries{{Name: fmt.Sprintf("%d per host + %d spare", r.DesktopsPerHost, in.SpareHosts), Points: pts}},
		Marker: &chart.DrawnMarker{Point: chart.Point{X: float64(in.Desktops), Y: float64(r.HostsRequired)},
			Label: fmt.Sprintf("%s %s → %d hosts", scenario.Num(float64(in.Desktops)), strings.ToLower(unit), r.HostsRequired)},
	}
}

// Links sends the storage load to the calculators that take it.
func Links(in Inputs, r Results) []calc.LegacyLink {
	capInputs := map[string]any{}
	switch {
	case r.HostsRequired > MaxVSANHosts:
		// Several clusters: let the user split them.
	case r.HostsRequired < 4:
		// Below RAID-5's 4 hosts (the capacity page's default policy): a
		// mirror, on at least the 3 hosts vSAN needs for FTT=1.
		capInputs["hosts"] = max(r.HostsRequired, 3)
		capInputs["policy"] = "raid1-ftt1"
	default:
		capInputs["hosts"] = r.HostsRequired
	}
	if in.DesktopDiskGB > 0 {
		capInputs["vm_data_gb"] = r.StorageGB
	}
	return []calc.LegacyLink{
		{Calculator: "stretched-bandwidth", Label: "Inter-site bandwidth for these writes",
			Inputs: map[string]any{"write_iops": r.WriteIOPS}},
		{Calculator: "sioc", Label: "Share the datastore's IOPS (SIOC)",
			Inputs: map[string]any{"datastore_iops": r.TotalIOPS}},
		{Calculator: "snapshot", Label: "Snapshot and linked-clone impact on this load",
			Inputs: map[string]any{"read_iops": r.ReadIOPS, "write_iops": r.WriteIOPS}},
		{Calculator: "vsan-capacity", Label: "vSAN capacity for these hosts", Inputs: capInputs},
	}
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     50,
		Title:    msg.Legacy("VDI density"),
		Question: msg.Legacy("How many desktops or RDSH sessions fit on a host, how many hosts, and what storage load?"),
		Fields: []calc.Field{
			{Name: "mode", Label: msg.Legacy("Desktops or sessions"), ChoiceLabels: calc.LegacyChoices(ModeVDI, ModeRDSH),
				Hint: msg.Legacy("vdi: one VM per user; rdsh: users share Remote Desktop Session Host servers.")},
			{Name: "desktops", Label: msg.Legacy("Desktops (or sessions)"), Step: 1,
				Hint: msg.Legacy("Concurrent users to host.")},
			{Name: "sockets_per_host", Label: msg.Legacy("Sockets per host"), Step: 1},
			{Name: "cores_per_socket", Label: msg.Legacy("Cores per socket"), Step: 1,
				Hint: msg.Legacy("Physical cores, not hyper-threads.")},
			{Name: "desktops_per_core", Label: msg.Legacy("Desktops per core"), Step: 0.5,
				Hint: msg.Legacy("8–10 as a start, keeping CPU under about 80 % (vdi mode).")},
			{Name: "sessions_per_core", Label: msg.Legacy("Sessions per core"), Step: 0.5,
				Hint: msg.Legacy("9–10 at a 6 s response threshold, Horizon 6 RDSH study (rdsh mode).")},
			{Name: "host_memory_gb", Label: msg.Legacy("Host memory"), Unit: msg.Unit("GB"), Step: 1,
				Hint: msg.Legacy("1 GB = 1024 MB; ESXi's minFree is reserved.")},
			{Name: "desktop_memory_gb", Label: msg.Legacy("Memory per desktop"), Unit: msg.Unit("GB"), Step: 0.5,
				Hint: msg.Legacy("Configured memory; not overcommitted (vdi mode).")},
			{Name: "session_memory_gb", Label: msg.Legacy("Memory per session"), Unit: msg.Unit("GB"), Step: 0.1,
				Hint: msg.Legacy("RDSH memory per user, assumption 0.6 GB (rdsh mode).")},
			{Name: "iops_per_desktop", Label: msg.Legacy("IOPS per desktop"), Unit: msg.Unit("IOPS"), Step: 1,
				Hint: msg.Legacy("Steady state, per desktop or session.")},
			{Name: "write_pct", Label: msg.Legacy("Writes"), Unit: msg.Unit("%"), Step: 1,
				Hint: msg.Legacy("VDI is about 70 % writes.")},
			{Name: "spare_hosts", Label: msg.Legacy("Spare hosts for HA"), Step: 1},
			{Name: "desktop_disk_gb", Label: msg.Legacy("Disk per desktop"), Unit: msg.Unit("GB"), Step: 1,
				Hint: msg.Legacy("Optional (0 = not given): gives the VM data for the vSAN capacity calculator.")},
			{Name: "memory_overhead_mb", Label: msg.Legacy("ESXi overhead per VM"), Unit: msg.Unit("MB"), Step: 1, Advanced: true,
				Hint: msg.Legacy("Per-VM overhead memory from the vSphere client (0 = ignored).")},
		},
		Outputs: []calc.Output{
			{Name: "hosts_required", Label: msg.Legacy("Hosts required"), Unit: msg.Unit("hosts"), Primary: true},
			{Name: "desktops_per_host", Label: msg.Legacy("Desktops per host"), Primary: true},
			{Name: "total_iops", Label: msg.Legacy("Total IOPS"), Unit: msg.Unit("IOPS"), Primary: true},
			{Name: "bootstorm_minutes", Label: msg.Legacy("Boot storm"), Unit: msg.Unit("min"), Primary: true},
			{Name: "desktops_per_host_cpu", Label: msg.Legacy("CPU bound per host")},
			{Name: "desktops_per_host_memory", Label: msg.Legacy("Memory bound per host")},
			{Name: "limited_by", Label: msg.Legacy("Limited by")},
			{Name: "write_iops", Label: msg.Legacy("Write IOPS"), Unit: msg.Unit("IOPS")},
			{Name: "read_iops", Label: msg.Legacy("Read IOPS"), Unit: msg.Unit("IOPS")},
			{Name: "memory_reserve_mb", Label: msg.Legacy("ESXi minFree reserve"), Unit: msg.Unit("MB")},
			{Name: "storage_gb", Label: msg.Legacy("Desktop storage"), Unit: msg.Unit("GB")},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
