package vdi

import (
	"encoding/json"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
)

// ID is the calculator's id in documents and URLs.
const ID = "vdi-density"

// Modes of the calculator.
const (
	ModeVDI  = "vdi"
	ModeRDSH = "rdsh"
)

// The bound that sets the density (Results.LimitedBy).
const (
	LimitedByCPU    = "cpu"
	LimitedByMemory = "memory"
	// LimitedByVSAN: the VMs a vSAN host runs (VSANVMsPerHostClassic,
	// VSANVMsPerHostESA).
	LimitedByVSAN = "vsan"
)

// Where the desktops are stored (the storage input).
const (
	StorageVSAN  = "vsan"
	StorageOther = "other"
)

// DefaultDesktopVCPUs is the desktop's vCPUs the overhead table is read at:
// 2, a common virtual desktop (an assumption; the table's own columns are
// 1, 2, 4 and 8).
const DefaultDesktopVCPUs = 2

// Smallest values that are not 0: below them a load, a size or a share is
// not a measurable quantity, and the numbers it gives are noise hundreds of
// digits long.
const (
	MinIOPS = 0.01 // IOPS
	MinPct  = 0.01 // %
	MinGB   = 0.01 // GB
	MinMB   = 0.01 // MB
)

// Inputs are the calculator's inputs (the scenario document's). Memory is in GB of
// 1024 MB, as ESXi counts it. Ranges: the validate rules, and Check (a value
// that is not 0 is at least MinIOPS, MinGB or MinMB; a share is 0, 100 or
// between MinPct and 100 − MinPct).
type Inputs struct {
	Mode            string  `json:"mode" validate:"oneof=vdi rdsh"`
	Desktops        int     `json:"desktops" validate:"gte=1,lte=1000000"`
	SocketsPerHost  int     `json:"sockets_per_host" validate:"gte=1,lte=16"`
	CoresPerSocket  int     `json:"cores_per_socket" validate:"gte=1,lte=256"`
	DesktopsPerCore float64 `json:"desktops_per_core" validate:"finite,gte=0.1,lte=100"`
	SessionsPerCore float64 `json:"sessions_per_core" validate:"finite,gte=0.1,lte=100"`
	HostMemoryGB    float64 `json:"host_memory_gb" validate:"finite,gte=1,lte=65536"`
	DesktopMemoryGB float64 `json:"desktop_memory_gb" validate:"finite,gte=0.25,lte=4096"`
	SessionMemoryGB float64 `json:"session_memory_gb" validate:"finite,gte=0.05,lte=4096"`
	// MemoryOverheadMB is ESXi's overhead memory per desktop VM, if given;
	// absent, it is read from vSphere's overhead table for the desktop's
	// memory and vCPUs (OverheadMB). A link written before revision 2
	// carries 0, the default then ("ignored"): it reads as absent.
	MemoryOverheadMB *float64 `json:"memory_overhead_mb,omitempty" validate:"omitempty,finite,gte=0,lte=65536"`
	// DesktopVCPUs are the desktop's vCPUs, for the overhead table.
	DesktopVCPUs int `json:"desktop_vcpus" validate:"gte=1,lte=64"`
	// SystemMemoryGB is the memory each host keeps for ESXi and vSAN
	// themselves beyond minFree (0 = not counted, and said so). VMware gives
	// no figure: the vSAN Sizer computes it.
	SystemMemoryGB float64 `json:"system_memory_gb" validate:"finite,gte=0,lte=65536"`
	// Storage is where the desktops are stored: vsan (a vSAN host runs at
	// most 200 VMs, 500 on ESA from vSAN 8 U2) or other.
	Storage        string  `json:"storage" validate:"oneof=vsan other"`
	IOPSPerDesktop float64 `json:"iops_per_desktop" validate:"finite,gte=0,lte=100000"`
	WritePct       float64 `json:"write_pct" validate:"finite,gte=0,lte=100"`
	SpareHosts     int     `json:"spare_hosts" validate:"gte=0,lte=1000"`
	DesktopDiskGB  float64 `json:"desktop_disk_gb" validate:"finite,gte=0,lte=1000000"`
	// Rules is the rule set whose cluster maxima the farm is checked
	// against (engine/limits).
	Rules rules.Set `json:"rules" validate:"oneof=classic vsan8-esa vcf9"`
	// RulesRevision is the revision of Sizewise's figures the document was
	// written under (rules.CurrentRevision by default; one written before
	// the input existed reads as rules.Revision1). Empty counts as current.
	RulesRevision string `json:"rules_revision" validate:"oneof=1 2"`
}

// Results are the calculator's results (the result document's). In RDSH mode the
// "desktops" figures count user sessions.
type Results struct {
	Mode                  string  `json:"mode"`
	CoresPerHost          int     `json:"cores_per_host"`
	DesktopsPerHostCPU    int     `json:"desktops_per_host_cpu"`
	MemoryReserveMB       float64 `json:"memory_reserve_mb"`
	DesktopsPerHostMemory int     `json:"desktops_per_host_memory"`
	// DesktopsPerHostVSAN is the vSAN bound: the VMs a vSAN host runs (0
	// when the desktops are not on vSAN, or in RDSH mode).
	DesktopsPerHostVSAN int `json:"desktops_per_host_vsan"`
	// OverheadMBPerDesktop is the per-VM overhead memory applied, in MB.
	OverheadMBPerDesktop float64 `json:"overhead_mb_per_desktop"`
	DesktopsPerHost      int     `json:"desktops_per_host"`
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
// core = 128 desktops per host, for the 6,401 desktops of VMware's Virtual
// SAN 6.0 bootstorm, on hosts with 512 GB.
func Defaults() Inputs {
	return Inputs{
		Mode:            ModeVDI,
		Desktops:        BootstormDesktops, // the bootstorm's 6,401 desktops
		SocketsPerHost:  2,                 // 2 sockets × 8 cores × 8 per core
		CoresPerSocket:  8,
		DesktopsPerCore: DefaultDesktopsPerCore,
		SessionsPerCore: DefaultSessionsPerCore, // Horizon 6 RDSH study: up to 9 per core at 6 s
		HostMemoryGB:    512,                    // the vSAN 7 test hosts of Nubes: "512GB DDR4"
		DesktopMemoryGB: 2,
		SessionMemoryGB: 0.6,
		IOPSPerDesktop:  DefaultIOPSPerDesktop, // an assumption (no vendor figure)
		WritePct:        VDIWritePct,           // VDI "70/30 write to read"
		SpareHosts:      1,
		Rules:           rules.Classic,
		DesktopVCPUs:    DefaultDesktopVCPUs,
		Storage:         StorageVSAN, // the reference bootstorm ran on vSAN
		RulesRevision:   rules.CurrentRevision,
	}
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

// sources are the documents the figures come from.
var sources = []msg.Message{
	source.RDSHPerformancePaper.Msg(msg.T(
		"up to 9 users per core at the 6 s response-time threshold; the CPU holds 9–10 users per core")),
	source.BootstormDemo.Msg(msg.T(
		"6,401 desktops on 64 all-flash Virtual SAN 6.0 hosts, booted in batches of 1,024: 24 minutes to boot all desktops plus about 19 minutes to allocate IP addresses, \"a total of about 40 minutes\"")),
	source.StretchedBandwidthGuide.Msg(msg.T(
		"VDI often behaves with a 70/30 write to read ratio at peak")),
	source.DennemanMinFreeSlidingScale.Msg(msg.T(
		"ESXi's minFree: 6 % of the first 4 GB, 4 % of the next 8 GB, 2 % of the next 16 GB, 1 % of the rest")),
	source.TPSSaltingKB.Msg(msg.T(
		"inter-VM transparent page sharing off by default since the 2015 patches (Mem.ShareForceSalting = 2)")),
}

// storageLabels name the storage choices.
var storageLabels = map[string]msg.Text{
	StorageVSAN:  msg.T("vSAN"),
	StorageOther: msg.T("Other (SAN, NAS)"),
}

// Sources are the documents the figures come from under rule set set: the
// fixed ones and the cluster maxima's.
func Sources(set rules.Set) []msg.Message {
	return append(append([]msg.Message(nil), sources...), limits.Sources(set)...)
}

// Problems.
var (
	errFewDesktops = msg.NewKey("vdi-density.few-desktops", "gives less than one desktop per host on {0}; raise it")
	errFewSessions = msg.NewKey("vdi-density.few-sessions", "gives less than one session per host on {0}; raise it")
	errDesktopMem  = msg.NewKey("vdi-density.desktop-memory", "{0} per desktop does not fit in a {1} host after ESXi's {2} minFree reserve")
	errSessionMem  = msg.NewKey("vdi-density.session-memory", "{0} per session does not fit in a {1} host after ESXi's {2} minFree reserve")
	errPct         = msg.NewKey("vdi-density.pct", "must be 0, 100, or between {0} and {1}")
)

// Check refuses a host that cannot carry one desktop or session, and values
// too small to measure.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	zeroOrMin := func(field string, x, least float64, u msg.Unit) {
		if x != 0 && x < least {
			errs.Report(field, scenario.MsgZeroOrMin, msg.Qty(least, u))
		}
	}
	zeroOrMin("iops_per_desktop", in.IOPSPerDesktop, MinIOPS, msg.IOPSUnit)
	zeroOrMin("desktop_disk_gb", in.DesktopDiskGB, MinGB, msg.GB)
	if in.MemoryOverheadMB != nil {
		zeroOrMin("memory_overhead_mb", *in.MemoryOverheadMB, MinMB, msg.MB)
	}
	zeroOrMin("system_memory_gb", in.SystemMemoryGB, MinGB, msg.GB)
	if x := in.WritePct; x != 0 && x != 100 && (x < MinPct || x > 100-MinPct) {
		errs.Report("write_pct", errPct, msg.Qty(MinPct, msg.Percent), msg.Qty(100-MinPct, msg.Percent))
	}
	cores := in.SocketsPerHost * in.CoresPerSocket
	coresArg := msg.Qty(float64(cores), msg.Core)
	reserve := msg.Qty(MinFreeMB(in.HostMemoryGB*1024), msg.MB)
	if in.Mode == ModeRDSH {
		if PerHostCPU(cores, in.SessionsPerCore) < 1 {
			errs.Report("sessions_per_core", errFewSessions, coresArg)
		}
		if PerHostMemorySystem(in.HostMemoryGB, in.SystemMemoryGB, in.SessionMemoryGB, overheadMB(*in)) < 1 {
			errs.Report("session_memory_gb", errSessionMem, msg.Qty(in.SessionMemoryGB, msg.GB), msg.Qty(in.HostMemoryGB, msg.GB), reserve)
		}
		return errs
	}
	if PerHostCPU(cores, in.DesktopsPerCore) < 1 {
		errs.Report("desktops_per_core", errFewDesktops, coresArg)
	}
	if PerHostMemorySystem(in.HostMemoryGB, in.SystemMemoryGB, in.DesktopMemoryGB, overheadMB(*in)) < 1 {
		errs.Report("desktop_memory_gb", errDesktopMem, msg.Qty(in.DesktopMemoryGB, msg.GB), msg.Qty(in.HostMemoryGB, msg.GB), reserve)
	}
	return errs
}

// Steps, warnings, chart texts and link labels.
var (
	stepCPUVDI      = msg.NewKey("vdi-density.step.cpu-vdi", "Desktops per host, CPU bound ({0} per core keeps CPU under about {1})")
	stepCPURDSH     = msg.NewKey("vdi-density.step.cpu-rdsh", "Sessions per host, CPU bound ({0} per core; the RDSH study kept 9 under the {1} threshold)")
	stepCPUF        = msg.NewKey("vdi-density.step.cpu.f", "⌊{0} {0|socket|sockets} × {1} {1|core|cores} × {2}⌋")
	stepMinFree     = msg.NewKey("vdi-density.step.minfree", "ESXi minFree reserve")
	stepMinFreeF    = msg.NewKey("vdi-density.step.minfree.f", "sliding scale of {0}: 6 % of 4 GB + 4 % of 8 GB + 2 % of 16 GB + 1 % of the rest")
	stepMemVDI      = msg.NewKey("vdi-density.step.mem-vdi", "Desktops per host, memory bound (no overcommit: TPS is off by default)")
	stepMemRDSH     = msg.NewKey("vdi-density.step.mem-rdsh", "Sessions per host, memory bound (no overcommit: TPS is off by default)")
	stepMemF        = msg.NewKey("vdi-density.step.mem.f", "⌊({0} − {1}) / ({2} × 1024 + {3})⌋")
	stepPerHostVDI  = msg.NewKey("vdi-density.step.per-host-vdi", "Desktops per host ({0} bound)")
	stepPerHostRDSH = msg.NewKey("vdi-density.step.per-host-rdsh", "Sessions per host ({0} bound)")
	stepMinF        = msg.NewKey("vdi-density.step.min.f", "min({0}, {1})")
	stepHosts       = msg.NewKey("vdi-density.step.hosts", "Hosts required, spares included")
	stepHostsF      = msg.NewKey("vdi-density.step.hosts.f", "⌈{0} / {1}⌉ + {2} spare")
	stepTotal       = msg.NewKey("vdi-density.step.total", "Total IOPS")
	stepTotalF      = msg.NewKey("vdi-density.step.total.f", "{0} × {1}")
	stepWrite       = msg.NewKey("vdi-density.step.write", "Write IOPS")
	stepWriteF      = msg.NewKey("vdi-density.step.write.f", "{0} × {1}")
	stepRead        = msg.NewKey("vdi-density.step.read", "Read IOPS")
	stepReadF       = msg.NewKey("vdi-density.step.read.f", "{0} × (100 % − {1})")
	stepStorage     = msg.NewKey("vdi-density.step.storage", "Desktop storage")
	stepStorageF    = msg.NewKey("vdi-density.step.storage.f", "{0} × {1}")
	stepStorm       = msg.NewKey("vdi-density.step.storm", "Boot storm, all desktops at once (scaled from 6,401 desktops on 64 all-flash vSAN hosts: 24 + 19 min)")
	stepStormF      = msg.NewKey("vdi-density.step.storm.f", "(24 + 19) min × ({0} / {1} = {2} per host) / (6,401 / 64 = {3} per host)")

	boundCPU    = msg.T("CPU")
	boundMemory = msg.T("memory")
	boundVSAN   = msg.T("VMs per vSAN host")

	stepOverhead  = msg.NewKey("vdi-density.step.overhead", "ESXi overhead memory per desktop VM (vSphere's table)")
	stepOverheadF = msg.NewKey("vdi-density.step.overhead.f", "\"Sample Overhead Memory on Virtual Machines\" at {0} and {1} {1|vCPU|vCPUs}, read between its rows (256, 1024, 4096, 16384 MB) and columns (1, 2, 4, 8 vCPUs)")
	stepMemSysF   = msg.NewKey("vdi-density.step.mem.sys.f", "⌊({0} − {1} − {2}) / ({3} × 1024 + {4})⌋")
	stepVSAN      = msg.NewKey("vdi-density.step.vsan", "Desktops per host, vSAN bound")
	stepVSANF     = msg.NewKey("vdi-density.step.vsan.f", "a vSAN host runs at most {0} VMs (vSAN 6/7, and ESA before vSAN 8 U2)")
	stepVSANESAF  = msg.NewKey("vdi-density.step.vsan.esa.f", "a vSAN ESA host runs at most {0} VMs (vSAN 8 U2 and later)")
	stepMin3F     = msg.NewKey("vdi-density.step.min3.f", "min({0}, {1}, {2})")

	warnVSANBound = msg.NewKey("vdi-density.warn.vsan-bound",
		"The vSAN bound decides: a vSAN host runs at most {0} VMs, fewer than the {1} desktops its CPU and memory would carry. Choose “{2}” in {3} if the desktops are not on vSAN.")
	warnSystemMemory = msg.NewKey("vdi-density.warn.system-memory",
		"ESXi's and vSAN's own memory is not counted beyond minFree ({0} is 0), and memory sets the density here. vSAN takes memory for its disk groups or storage pool; VMware gives no figure but its vSAN Sizer (VCF 9.0, \"Providing Memory for vSAN\"): enter the Sizer's figure in {0}.")
	warnOverheadZero = msg.NewKey("vdi-density.warn.overhead-zero",
		"{0} is 0: ESXi's overhead memory is ignored, although vSphere's table gives about {1} per desktop of {2} and {3} {3|vCPU|vCPUs}. Leave it empty to use the table.")

	changeWhatMem     = msg.T("desktops per host by memory")
	changeWhatPerHost = msg.T("desktops per host")
	changeWhatHosts   = msg.T("hosts required")
	changeWhyOverhead = msg.NewKey("vdi-density.change.overhead", "ESXi's overhead per desktop VM now comes from vSphere's table ({0}); before, 0 was the default and ignored it.")
	changeWhyVSAN     = msg.NewKey("vdi-density.change.vsan", "A vSAN host runs at most {0} VMs: a bound now applied to desktops on vSAN.")
	changeJoin        = msg.NewKey("vdi-density.change.join", "{0} {1}")

	warnPerCore = msg.NewKey("vdi-density.warn.per-core",
		"{0} desktops per core is above the usual 8–10 starting point: expect the hosts' CPU above about {1}; validate with a pilot or Login VSI.")
	warnSessions = msg.NewKey("vdi-density.warn.sessions",
		"{0} sessions per core is beyond the Horizon 6 RDSH study, where the CPU held 9–10 users per core and 9 kept response times under {1}.")
	warnNoSpare = msg.NewKey("vdi-density.warn.no-spare",
		"No spare host: when a host fails, or is in maintenance, its desktops have nowhere to restart. Plan at least one spare host for HA.")
	warnIOPS = msg.NewKey("vdi-density.warn.iops",
		"{0} is {1}, a planning assumption: no vendor figure for the IOPS of a desktop was found, and VMware's Horizon planning guidance leaves storage sizing to a pilot. Replace it with a measurement of your desktops before sizing storage from it.")
	warnNoStormRDSH = msg.NewKey("vdi-density.warn.no-storm-rdsh",
		"Boot storm not estimated for RDSH: a farm boots a few server VMs; the logon storm at the start of the day is not modelled.")
	warnRDSHVMs = msg.NewKey("vdi-density.warn.rdsh-vms",
		"In RDSH mode the VMs of the farm are its server VMs, whose number is not an input: only the hosts are checked against the cluster maxima.")
	warnStorm = msg.NewKey("vdi-density.warn.storm",
		"The boot-storm time scales one published run (6,401 desktops on 64 all-flash vSAN 6 hosts, about {0} per host: 24 min to boot + about 19 min to get IP addresses; the post rounds the total to about 40 min) linearly with desktops per host. Hybrid or disk-based storage will be slower; the ready phase also depends on DHCP and the connection broker.")
	warnStormFar = msg.NewKey("vdi-density.warn.storm-far",
		"{0} desktops per host is far from the reference's 100: the boot-storm estimate is an extrapolation.")

	chartTitleVDI  = msg.NewKey("vdi-density.chart.vdi", "Hosts required against desktops")
	chartTitleRDSH = msg.NewKey("vdi-density.chart.rdsh", "Hosts required against sessions")
	axisDesktops   = msg.NewKey("vdi-density.axis.desktops", "Desktops")
	axisSessions   = msg.NewKey("vdi-density.axis.sessions", "Sessions")
	axisHosts      = msg.NewKey("vdi-density.axis.hosts", "Hosts required")
	chartSeries    = msg.NewKey("vdi-density.chart.series", "{0} per host + {1} spare")
	chartMarker    = msg.NewKey("vdi-density.chart.marker", "{0} → {1}")

	linkStretched = msg.NewKey("vdi-density.link.stretched", "Inter-site bandwidth for these writes")
	linkSIOC      = msg.NewKey("vdi-density.link.sioc", "Share the datastore's IOPS (SIOC)")
	linkSnapshot  = msg.NewKey("vdi-density.link.snapshot", "Snapshot and linked-clone impact on this load")
	linkCapacity  = msg.NewKey("vdi-density.link.capacity", "vSAN capacity for these hosts")
)

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	rdsh := in.Mode == ModeRDSH
	perCore, memGB := in.DesktopsPerCore, in.DesktopMemoryGB
	if rdsh {
		perCore, memGB = in.SessionsPerCore, in.SessionMemoryGB
	}
	cores := in.SocketsPerHost * in.CoresPerSocket
	hostMB := in.HostMemoryGB * 1024
	c := scenario.Clean
	ov := overheadMB(in)
	r := Results{
		Mode:                  in.Mode,
		CoresPerHost:          cores,
		DesktopsPerHostCPU:    PerHostCPU(cores, perCore),
		MemoryReserveMB:       c(MinFreeMB(hostMB)),
		DesktopsPerHostMemory: PerHostMemorySystem(in.HostMemoryGB, in.SystemMemoryGB, memGB, ov),
		DesktopsPerHostVSAN:   vsanBound(in),
		OverheadMBPerDesktop:  c(ov),
	}
	r.DesktopsPerHost, r.LimitedBy = r.DesktopsPerHostCPU, LimitedByCPU
	if r.DesktopsPerHostMemory < r.DesktopsPerHost {
		r.DesktopsPerHost, r.LimitedBy = r.DesktopsPerHostMemory, LimitedByMemory
	}
	if v := r.DesktopsPerHostVSAN; v > 0 && v < r.DesktopsPerHost {
		r.DesktopsPerHost, r.LimitedBy = v, LimitedByVSAN
	}
	r.HostsRequired = HostsRequired(in.Desktops, r.DesktopsPerHost, in.SpareHosts)
	total := float64(in.Desktops) * in.IOPSPerDesktop
	r.TotalIOPS = c(total)
	r.WriteIOPS = c(total * in.WritePct / 100)
	r.ReadIOPS = c(total * (100 - in.WritePct) / 100)
	r.StorageGB = c(float64(in.Desktops) * in.DesktopDiskGB)
	perHostNow := float64(in.Desktops) / float64(r.HostsRequired)
	if !rdsh {
		boot, ready := BootstormMinutes(perHostNow)
		r.BootMinutes, r.ReadyMinutes = c(boot), c(ready)
		r.BootstormTotal = c(boot + ready)
	}
	return calc.Outcome{
		Results:  r,
		Steps:    steps(in, r, perCore, memGB, perHostNow),
		Warnings: append(rules.ChangeWarnings(in.RulesRevision, Changes(in, r)), warn(in, r, perHostNow)...),
		Sources:  sourcesFor(in, r),
		Chart:    Chart(in, r),
		Links:    Links(in, r),
	}
}

// countUnit is what the farm counts: desktops or sessions.
func countUnit(in Inputs) msg.Unit {
	if in.Mode == ModeRDSH {
		return msg.Session
	}
	return msg.Desktop
}

func steps(in Inputs, r Results, perCore, memGB, perHostNow float64) []calc.Step {
	rdsh := in.Mode == ModeRDSH
	unit := countUnit(in)
	count := func(n float64) msg.Arg { return msg.Qty(n, unit) }
	iops := func(x float64) msg.Arg { return msg.Qty(x, msg.IOPSUnit) }
	hostMB := in.HostMemoryGB * 1024
	cpuLabel := stepCPUVDI.With(msg.Num(perCore), msg.Qty(CPUTargetPct, msg.Percent))
	memLabel, perHostKey := stepMemVDI, stepPerHostVDI
	if rdsh {
		cpuLabel = stepCPURDSH.With(msg.Num(perCore), msg.Qty(ResponseThresholdSeconds, msg.Seconds))
		memLabel, perHostKey = stepMemRDSH, stepPerHostRDSH
	}
	bound := boundCPU
	switch r.LimitedBy {
	case LimitedByMemory:
		bound = boundMemory
	case LimitedByVSAN:
		bound = boundVSAN
	}
	ov := msg.Qty(r.OverheadMBPerDesktop, msg.MB)
	s := []calc.Step{
		{Label: cpuLabel, Formula: stepCPUF.With(msg.Int(in.SocketsPerHost), msg.Int(in.CoresPerSocket), msg.Num(perCore)),
			Value: float64(r.DesktopsPerHostCPU), Unit: unit},
		{Label: stepMinFree.With(), Formula: stepMinFreeF.With(msg.Qty(hostMB, msg.MB)), Value: r.MemoryReserveMB, Unit: msg.MB},
	}
	if overheadFromTable(in) {
		s = append(s, calc.Step{Label: stepOverhead.With(), Formula: stepOverheadF.With(msg.Qty(memGB*1024, msg.MB), msg.Int(in.DesktopVCPUs)), Value: r.OverheadMBPerDesktop, Unit: msg.MB})
	}
	if in.SystemMemoryGB > 0 {
		s = append(s, calc.Step{Label: memLabel.With(),
			Formula: stepMemSysF.With(msg.Qty(hostMB, msg.MB), msg.Qty(r.MemoryReserveMB, msg.MB), msg.Qty(in.SystemMemoryGB*1024, msg.MB), msg.Qty(memGB, msg.GB), ov),
			Value:   float64(r.DesktopsPerHostMemory), Unit: unit})
	} else {
		s = append(s, calc.Step{Label: memLabel.With(),
			Formula: stepMemF.With(msg.Qty(hostMB, msg.MB), msg.Qty(r.MemoryReserveMB, msg.MB), msg.Qty(memGB, msg.GB), ov),
			Value:   float64(r.DesktopsPerHostMemory), Unit: unit})
	}
	if r.DesktopsPerHostVSAN > 0 {
		s = append(s, calc.Step{Label: stepVSAN.With(), Formula: vsanRule(in), Value: float64(r.DesktopsPerHostVSAN), Unit: unit},
			calc.Step{Label: perHostKey.With(msg.Txt(bound)), Formula: stepMin3F.With(msg.Int(r.DesktopsPerHostCPU), msg.Int(r.DesktopsPerHostMemory), msg.Int(r.DesktopsPerHostVSAN)), Value: float64(r.DesktopsPerHost), Unit: unit})
	} else {
		s = append(s, calc.Step{Label: perHostKey.With(msg.Txt(bound)), Formula: stepMinF.With(msg.Int(r.DesktopsPerHostCPU), msg.Int(r.DesktopsPerHostMemory)), Value: float64(r.DesktopsPerHost), Unit: unit})
	}
	s = append(s, []calc.Step{
		{Label: stepHosts.With(), Formula: stepHostsF.With(count(float64(in.Desktops)), msg.Int(r.DesktopsPerHost), msg.Int(in.SpareHosts)), Value: float64(r.HostsRequired), Unit: msg.Host},
		{Label: stepTotal.With(), Formula: stepTotalF.With(count(float64(in.Desktops)), iops(in.IOPSPerDesktop)), Value: r.TotalIOPS, Unit: msg.IOPSUnit},
		{Label: stepWrite.With(), Formula: stepWriteF.With(iops(r.TotalIOPS), msg.Qty(in.WritePct, msg.Percent)), Value: r.WriteIOPS, Unit: msg.IOPSUnit},
		{Label: stepRead.With(), Formula: stepReadF.With(iops(r.TotalIOPS), msg.Qty(in.WritePct, msg.Percent)), Value: r.ReadIOPS, Unit: msg.IOPSUnit},
	}...)
	if in.DesktopDiskGB > 0 {
		s = append(s, calc.Step{Label: stepStorage.With(), Formula: stepStorageF.With(count(float64(in.Desktops)), msg.Qty(in.DesktopDiskGB, msg.GB)), Value: r.StorageGB, Unit: msg.GB})
	}
	if !rdsh {
		s = append(s, calc.Step{Label: stepStorm.With(),
			Formula: stepStormF.With(count(float64(in.Desktops)), msg.Qty(float64(r.HostsRequired), msg.Host), msg.Num(scenario.Clean(perHostNow)), msg.Num(scenario.Clean(BootstormDesktopsPerHost))),
			Value:   r.BootstormTotal, Unit: msg.Minutes})
	}
	return s
}

// vsanRule words the vSAN bound of the rule set.
func vsanRule(in Inputs) msg.Message {
	if rules.Current(in.Rules) {
		return stepVSANESAF.With(msg.Int(VSANVMsPerHostESA))
	}
	return stepVSANF.With(msg.Int(VSANVMsPerHostClassic))
}

func warn(in Inputs, r Results, perHost float64) []msg.Message {
	var w []msg.Message
	rdsh := in.Mode == ModeRDSH
	if !rdsh && in.DesktopsPerCore > MaxStartDesktopsPerCore {
		w = append(w, warnPerCore.With(msg.Num(in.DesktopsPerCore), msg.Qty(CPUTargetPct, msg.Percent)))
	}
	if rdsh && in.SessionsPerCore > MaxMeasuredSessionsPerCore {
		w = append(w, warnSessions.With(msg.Num(in.SessionsPerCore), msg.Qty(ResponseThresholdSeconds, msg.Seconds)))
	}
	if in.SpareHosts == 0 {
		w = append(w, warnNoSpare.With())
	}
	vms := in.Desktops
	if rdsh {
		vms = 0 // sessions are not VMs; the server VMs are not counted
	}
	over, _ := limits.Report(in.Rules, limits.Cluster{Hosts: r.HostsRequired, VMs: vms, NotVSAN: in.Storage != StorageVSAN})
	w = append(w, over...)
	if rdsh && in.Desktops > limits.For(in.Rules).ClusterVMs.Value {
		w = append(w, warnRDSHVMs.With())
	}
	if r.LimitedBy == LimitedByVSAN {
		w = append(w, warnVSANBound.With(msg.Int(r.DesktopsPerHostVSAN), msg.Int(min(r.DesktopsPerHostCPU, r.DesktopsPerHostMemory)),
			msg.Txt(storageLabels[StorageOther]), msg.Field("storage")))
	}
	if in.SystemMemoryGB == 0 && in.Storage == StorageVSAN && memoryDecides(r) {
		w = append(w, warnSystemMemory.With(msg.Field("system_memory_gb")))
	}
	if in.MemoryOverheadMB != nil && *in.MemoryOverheadMB == 0 && !overheadFromTable(in) && !rdsh {
		w = append(w, warnOverheadZero.With(msg.Field("memory_overhead_mb"), msg.Qty(scenario.Clean(OverheadMB(in.DesktopMemoryGB*1024, float64(in.DesktopVCPUs))), msg.MB),
			msg.Qty(in.DesktopMemoryGB, msg.GB), msg.Int(in.DesktopVCPUs)))
	}
	if in.IOPSPerDesktop == DefaultIOPSPerDesktop {
		w = append(w, warnIOPS.With(msg.Field("iops_per_desktop"), msg.Qty(DefaultIOPSPerDesktop, msg.IOPSUnit)))
	}
	if rdsh {
		return append(w, warnNoStormRDSH.With())
	}
	w = append(w, warnStorm.With(msg.Num(scenario.Clean(BootstormDesktopsPerHost))))
	if perHost > 1.5*BootstormDesktopsPerHost || perHost < 0.5*BootstormDesktopsPerHost {
		w = append(w, warnStormFar.With(msg.Num(scenario.Clean(perHost))))
	}
	return w
}

// memoryDecides reports whether memory sets the density, or would within
// 20 %: where ESXi's and vSAN's own memory matters.
func memoryDecides(r Results) bool {
	other := r.DesktopsPerHostCPU
	if v := r.DesktopsPerHostVSAN; v > 0 {
		other = min(other, v)
	}
	return float64(r.DesktopsPerHostMemory) <= 1.2*float64(other)
}

// Changes are the figures a document written under revision 1 (before
// December 2026) now gets differently: the desktop VM's overhead memory
// from vSphere's table (0, "ignored", was the default), and the vSAN bound
// of 200 (500 on ESA) VMs per host. Nothing for a current document.
func Changes(in Inputs, r Results) []rules.Change {
	if !rules.Legacy(in.RulesRevision) {
		return nil
	}
	memGB := in.DesktopMemoryGB
	if in.Mode == ModeRDSH {
		memGB = in.SessionMemoryGB
	}
	oldOverhead := 0.0
	if in.MemoryOverheadMB != nil {
		oldOverhead = *in.MemoryOverheadMB
	}
	oldMem := PerHostMemorySystem(in.HostMemoryGB, in.SystemMemoryGB, memGB, oldOverhead)
	oldPerHost := min(r.DesktopsPerHostCPU, oldMem)
	oldHosts := HostsRequired(in.Desktops, oldPerHost, in.SpareHosts)
	var why []msg.Message
	if overheadFromTable(in) {
		why = append(why, changeWhyOverhead.With(msg.Qty(r.OverheadMBPerDesktop, msg.MB)))
	}
	if r.DesktopsPerHostVSAN > 0 && r.DesktopsPerHostVSAN < min(r.DesktopsPerHostCPU, r.DesktopsPerHostMemory) {
		why = append(why, changeWhyVSAN.With(msg.Int(r.DesktopsPerHostVSAN)))
	}
	if len(why) == 0 {
		return nil
	}
	reason := why[0]
	for _, m := range why[1:] {
		reason = changeJoin.With(msg.Sub(reason), msg.Sub(m))
	}
	var out []rules.Change
	add := func(what msg.Text, was, now int, u msg.Unit) {
		if was != now {
			out = append(out, rules.Change{What: msg.Txt(what), Was: msg.Qty(float64(was), u), Now: msg.Qty(float64(now), u), Why: msg.Sub(reason)})
		}
	}
	add(changeWhatMem, oldMem, r.DesktopsPerHostMemory, msg.None)
	add(changeWhatPerHost, oldPerHost, r.DesktopsPerHost, msg.None)
	add(changeWhatHosts, oldHosts, r.HostsRequired, msg.Host)
	return out
}

// sourcesFor are the sources of in's figures: the fixed ones, the overhead
// table and the vSAN bound where they apply, the cluster maxima.
func sourcesFor(in Inputs, r Results) []msg.Message {
	out := append([]msg.Message(nil), sources...)
	if overheadFromTable(in) || (in.MemoryOverheadMB != nil && *in.MemoryOverheadMB == 0) {
		out = append(out, source.VSphereOverheadMemory65.Msg(msg.T(
			"\"Sample Overhead Memory on Virtual Machines\": 1024 MB and 2 vCPUs 29.91 MB, 4096 MB 52.72 MB (1 vCPU 25.90 / 48.64; 4 vCPUs 37.86 / 60.67); a sample, \"not ... all possible configurations\"")))
	}
	if r.DesktopsPerHostVSAN > 0 {
		out = append(out, source.ESAScalability8U2.Msg(msg.T(
			"up to 500 VMs per vSAN ESA host from vSAN 8 U2, up from 200; the vSAN 6/7 configuration maximums (200) were not read")))
		out = append(out, source.VCF9ProvidingMemory.Msg(msg.T(
			"vSAN's memory overhead comes from the vSAN Sizer; OSA hosts need 32 GB for the largest disk-group layout, ESA hosts at least 128 GB")))
	}
	return append(out, limits.Sources(in.Rules)...)
}

// Chart plots hosts required against the number of desktops (or sessions),
// from one to twice the current count, with the current point marked.
func Chart(in Inputs, r Results) *chart.Chart {
	title, axis := chartTitleVDI, axisDesktops
	if in.Mode == ModeRDSH {
		title, axis = chartTitleRDSH, axisSessions
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
	return &chart.Chart{
		Kind:   chart.Line,
		Title:  title.With(),
		X:      chart.Axis{Label: axis.With(), Unit: msg.None},
		Y:      chart.Axis{Label: axisHosts.With(), Unit: msg.None},
		Series: []chart.Series{{Name: chartSeries.With(msg.Int(r.DesktopsPerHost), msg.Int(in.SpareHosts)), Points: pts}},
		Marker: &chart.Marker{Point: chart.Point{X: float64(in.Desktops), Y: float64(r.HostsRequired)},
			Label: chartMarker.With(msg.Qty(float64(in.Desktops), countUnit(in)), msg.Qty(float64(r.HostsRequired), msg.Host))},
	}
}

// Links sends the storage load to the calculators that take it. The rule
// set goes along to the calculators that take one, when it is not the
// classic default.
func Links(in Inputs, r Results) []calc.Link {
	capInputs := map[string]any{}
	switch {
	case r.HostsRequired > limits.For(in.Rules).VSANHosts.Value:
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
	links := []calc.Link{
		{Calculator: "stretched-bandwidth", Label: linkStretched.With(), Inputs: map[string]any{"write_iops": r.WriteIOPS}},
		{Calculator: "sioc", Label: linkSIOC.With(), Inputs: map[string]any{"datastore_iops": r.TotalIOPS}},
		{Calculator: "snapshot", Label: linkSnapshot.With(), Inputs: map[string]any{"read_iops": r.ReadIOPS, "write_iops": r.WriteIOPS}},
		{Calculator: "vsan-capacity", Label: linkCapacity.With(), Inputs: capInputs},
	}
	if in.Rules != rules.Classic {
		for _, l := range links {
			if c, ok := calc.Lookup(l.Calculator); ok {
				if _, has := c.Meta().Field("rules"); has {
					l.Inputs["rules"] = in.Rules
				}
			}
		}
	}
	// A load too small for the target to take (it refuses values below its
	// smallest measurable one, e.g. a datastore below 1 IOPS) is not sent:
	// the link would open on an error.
	out := links[:0]
	for _, l := range links {
		if accepts(l) {
			out = append(out, l)
		}
	}
	return out
}

// accepts reports whether the link's calculator takes its inputs as they
// are (strictly, over its defaults).
func accepts(l calc.Link) bool {
	c, ok := calc.Lookup(l.Calculator)
	if !ok {
		return true // not registered in this build: nothing to check
	}
	raw, err := json.Marshal(l.Inputs)
	if err != nil {
		return false
	}
	_, _, ok = c.Resolve(raw, calc.Strict)
	return ok
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     50,
		Title:    msg.T("VDI density"),
		Question: msg.T("How many desktops or RDSH sessions fit on a host, how many hosts, and what storage load?"),
		Fields: []calc.Field{
			{Name: "mode", Label: msg.T("Desktops or sessions"),
				ChoiceLabels: map[string]msg.Text{
					ModeVDI:  msg.T("Virtual desktops"),
					ModeRDSH: msg.T("RDSH sessions"),
				},
				Hint: msg.T("Virtual desktops: one VM per user; RDSH sessions: users share Remote Desktop Session Host servers.")},
			{Name: "desktops", Label: msg.T("Desktops (or sessions)"), Step: 1,
				Hint: msg.T("Concurrent users to host: 1 to 1,000,000.")},
			{Name: "sockets_per_host", Label: msg.T("Sockets per host"), Step: 1,
				Hint: msg.T("1 to 16.")},
			{Name: "cores_per_socket", Label: msg.T("Cores per socket"), Step: 1,
				Hint: msg.T("Physical cores, not hyper-threads: 1 to 256.")},
			{Name: "desktops_per_core", Label: msg.T("Desktops per core"), Step: 0.5,
				Hint: msg.T("8–10 is a common starting point meant to keep CPU under about 80 % (no vendor source); 0.1 to 100 (virtual desktops).")},
			{Name: "sessions_per_core", Label: msg.T("Sessions per core"), Step: 0.5,
				Hint: msg.T("9–10 at a 6 s response threshold, Horizon 6 RDSH study; 0.1 to 100 (RDSH sessions).")},
			{Name: "host_memory_gb", Label: msg.T("Host memory"), Unit: msg.GB, Step: 1,
				Hint: msg.T("1 GB = 1024 MB; ESXi's minFree is reserved; 1 to 65,536.")},
			{Name: "desktop_memory_gb", Label: msg.T("Memory per desktop"), Unit: msg.GB, Step: 0.5,
				Hint: msg.T("Configured memory; not overcommitted; 0.25 to 4,096 (virtual desktops).")},
			{Name: "session_memory_gb", Label: msg.T("Memory per session"), Unit: msg.GB, Step: 0.1,
				Hint: msg.T("RDSH memory per user, assumption 0.6 GB; 0.05 to 4,096 (RDSH sessions).")},
			{Name: "iops_per_desktop", Label: msg.T("IOPS per desktop"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Steady state, per desktop or session. The default 10 is an assumption: no vendor figure was found; measure your desktops in a pilot. 0, or 0.01 to 100,000.")},
			{Name: "write_pct", Label: msg.T("Writes"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("VDI is often about 70 % writes at peak (VMware); 0, 100, or 0.01 to 99.99.")},
			{Name: "spare_hosts", Label: msg.T("Spare hosts for HA"), Step: 1,
				Hint: msg.T("0 to 1,000.")},
			{Name: "desktop_disk_gb", Label: msg.T("Disk per desktop"), Unit: msg.GB, Step: 1,
				Hint: msg.T("Optional (0 = not given): gives the VM data for the vSAN capacity calculator; otherwise 0.01 to 1,000,000.")},
			{Name: "storage", Label: msg.T("Desktop storage"), ChoiceLabels: storageLabels,
				Hint: msg.T("On vSAN a host runs at most 200 VMs (500 on ESA from vSAN 8 U2): a bound on desktops per host.")},
			{Name: "desktop_vcpus", Label: msg.T("vCPUs per desktop"), Step: 1, Advanced: true,
				Hint: msg.T("For vSphere's overhead memory table; 2 by default (an assumption); 1 to 64.")},
			{Name: "memory_overhead_mb", Label: msg.T("ESXi overhead per VM"), Unit: msg.MB, Step: 1, Advanced: true,
				Hint: msg.T("Optional: per-VM overhead memory from the vSphere client. Empty: vSphere's overhead table for the desktop's memory and vCPUs (about 37.5 MB for 2 GB and 2 vCPUs). 0 ignores it; otherwise 0.01 to 65,536.")},
			{Name: "system_memory_gb", Label: msg.T("ESXi and vSAN memory per host"), Unit: msg.GB, Step: 1, Advanced: true,
				Hint: msg.T("Memory each host keeps for ESXi and vSAN beyond minFree, as VMware's vSAN Sizer gives it (VMware publishes no figure). 0 = not counted; otherwise 0.01 to 65,536.")},
			{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels, Advanced: true},
			{Name: rules.RevisionInput, Label: rules.RevisionLabel, Hint: rules.RevisionHint, ChoiceLabels: rules.RevisionLabels, Advanced: true},
		},
		// A link or plan Sizewise wrote before revision 2 carries every
		// input, those of the calculator's first version among them; one
		// written by hand seldom gives them all.
		Revision: &calc.Revision{Input: rules.RevisionInput, Legacy: rules.Revision1, Marks: []string{
			"mode", "desktops", "sockets_per_host", "cores_per_socket", "desktops_per_core", "sessions_per_core",
			"host_memory_gb", "desktop_memory_gb", "session_memory_gb", "memory_overhead_mb", "iops_per_desktop",
			"write_pct", "spare_hosts", "desktop_disk_gb"}},
		Outputs: []calc.Output{
			{Name: "hosts_required", Label: msg.T("Hosts required"), Unit: msg.Host, Primary: true},
			{Name: "desktops_per_host", Label: msg.T("Desktops per host"), Primary: true},
			{Name: "total_iops", Label: msg.T("Total IOPS"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "bootstorm_minutes", Label: msg.T("Boot storm"), Unit: msg.Minutes, Primary: true},
			{Name: "desktops_per_host_cpu", Label: msg.T("CPU bound per host")},
			{Name: "desktops_per_host_memory", Label: msg.T("Memory bound per host")},
			{Name: "limited_by", Label: msg.T("Limited by"),
				Values: map[string]msg.Text{LimitedByCPU: boundCPU, LimitedByMemory: boundMemory, LimitedByVSAN: boundVSAN}},
			{Name: "desktops_per_host_vsan", Label: msg.T("vSAN bound per host")},
			{Name: "overhead_mb_per_desktop", Label: msg.T("ESXi overhead per desktop VM"), Unit: msg.MB},
			{Name: "write_iops", Label: msg.T("Write IOPS"), Unit: msg.IOPSUnit},
			{Name: "read_iops", Label: msg.T("Read IOPS"), Unit: msg.IOPSUnit},
			{Name: "memory_reserve_mb", Label: msg.T("ESXi minFree reserve"), Unit: msg.MB},
			{Name: "storage_gb", Label: msg.T("Desktop storage"), Unit: msg.GB},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
