package vdi

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Check refuses a host that cannot carry one desktop or session.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
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

// Problems.
var (
	errFewDesktops = msg.NewKey("vdi-density.few-desktops", "gives less than one desktop per host on {0}; raise it")
	errFewSessions = msg.NewKey("vdi-density.few-sessions", "gives less than one session per host on {0}; raise it")
	errDesktopMem  = msg.NewKey("vdi-density.desktop-memory", "{0} per desktop does not fit in a {1} host after ESXi's {2} minFree reserve")
	errSessionMem  = msg.NewKey("vdi-density.session-memory", "{0} per session does not fit in a {1} host after ESXi's {2} minFree reserve")
)
