package memstate

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Check enforces the choice between host_memory_gb and vmkmem_mb, and free
// memory within the host's memory.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	switch {
	case in.HostMemoryGB != nil && in.VMKMemMB != nil:
		errs.Report("vmkmem_mb", msgBoth, msg.Field("host_memory_gb"), msg.Field("vmkmem_mb"))
	case in.HostMemoryGB == nil && in.VMKMemMB == nil:
		errs.Report("host_memory_gb", msgNeither, msg.Field("host_memory_gb"), msg.Field("vmkmem_mb"))
	}
	if len(errs) == 0 && in.FreeMemoryMB != nil {
		if m := memoryMB(*in); *in.FreeMemoryMB > m {
			errs.Report("free_memory_mb", msgFreeAbove, msg.Qty(m, msg.MB))
		}
	}
	return errs
}

// The problems Check reports, as registered keys.
var (
	msgBoth      = msg.NewKey("memory-states.both", "give {0} or {1}, not both")
	msgNeither   = msg.NewKey("memory-states.neither", "is required: give {0}, or {1} from esxtop")
	msgFreeAbove = msg.NewKey("memory-states.free-above", "is more than the host's {0} of memory")
)
