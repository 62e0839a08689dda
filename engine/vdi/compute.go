package vdi

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
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
		reason = msg.Then.With(msg.Sub(reason), msg.Sub(m))
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

// Revision 2: what changed for a document written before (Changes).
var (
	changeWhatMem     = msg.T("desktops per host by memory")
	changeWhatPerHost = msg.T("desktops per host")
	changeWhatHosts   = msg.T("hosts required")
	changeWhyOverhead = msg.NewKey("vdi-density.change.overhead", "ESXi's overhead per desktop VM now comes from vSphere's table ({0}); before, 0 was the default and ignored it.")
	changeWhyVSAN     = msg.NewKey("vdi-density.change.vsan", "A vSAN host runs at most {0} VMs: a bound now applied to desktops on vSAN.")
)
