package stretched

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Check enforces the choice between write_iops and total_iops + write_pct.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	w, t, p := msg.Field("write_iops"), msg.Field("total_iops"), msg.Field("write_pct")
	if in.WriteIOPS != nil && in.TotalIOPS != nil {
		errs.Report("total_iops", msgBothGiven, w, t, p)
	}
	if in.WriteIOPS == nil && in.TotalIOPS == nil {
		errs.Report("write_iops", msgNoLoad, w, t, p)
	}
	if in.WritePct != nil && in.TotalIOPS == nil {
		errs.Report("write_pct", msgPctAlone, t, w)
	}
	return errs
}

// The problems Check reports, as registered keys.
var (
	msgBothGiven = msg.NewKey("stretched.both-given", "give {0}, or {1} with {2}, not both")
	msgNoLoad    = msg.NewKey("stretched.no-load", "is required: give {0}, or {1} with {2}")
	msgPctAlone  = msg.NewKey("stretched.pct-alone", "goes with {0}; give {0} too, or use {1} alone")
)
