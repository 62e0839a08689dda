package snapshot

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Check refuses loads and shares too small to measure.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	errs.ZeroOrMin("read_iops", in.ReadIOPS, msg.IOPSUnit)
	errs.ZeroOrMin("write_iops", in.WriteIOPS, msg.IOPSUnit)
	errs.Share("first_write_pct", in.FirstWritePct)
	return errs
}
