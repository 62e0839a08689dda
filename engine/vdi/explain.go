package vdi

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/source"
)

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
			Formula: stepStormF.With(count(float64(in.Desktops)), msg.Qty(float64(r.HostsRequired), msg.Host), msg.Num(perHostNow), msg.Num(BootstormDesktopsPerHost)),
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
		w = append(w, warnOverheadZero.With(msg.Field("memory_overhead_mb"), msg.Qty(OverheadMB(in.DesktopMemoryGB*1024, float64(in.DesktopVCPUs)), msg.MB),
			msg.Qty(in.DesktopMemoryGB, msg.GB), msg.Int(in.DesktopVCPUs)))
	}
	if in.IOPSPerDesktop == DefaultIOPSPerDesktop {
		w = append(w, warnIOPS.With(msg.Field("iops_per_desktop"), msg.Qty(DefaultIOPSPerDesktop, msg.IOPSUnit)))
	}
	if rdsh {
		return append(w, warnNoStormRDSH.With())
	}
	w = append(w, warnStorm.With(msg.Num(BootstormDesktopsPerHost)))
	if perHost > 1.5*BootstormDesktopsPerHost || perHost < 0.5*BootstormDesktopsPerHost {
		w = append(w, warnStormFar.With(msg.Num(perHost)))
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

// Sources are the documents the figures come from under rule set set: the
// fixed ones and the cluster maxima's.
func Sources(set rules.Set) []msg.Message {
	return append(append([]msg.Message(nil), sources...), limits.Sources(set)...)
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

// The steps' and warnings' words, as registered keys.
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
)
