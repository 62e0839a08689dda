package stretched

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/units"
)

// warnAssumed is the first warning of a result whose write load is an
// assumption (write_load_assumed): the bandwidth sizes a placeholder, not
// the customer's writes, and the result must say so where it is read, not
// only in a scenario's notes.
var warnAssumed = msg.NewKey("stretched.warn.assumed",
	"The write load ({0} write IOPS of {1}) is an assumption, not a measurement of this cluster: the inter-site bandwidth and the recommended link size that assumption, not the customer's writes. Enter the cluster's measured peak write IOPS and write size (Live Optics, the vSAN performance service) and untick {2}.")

// assumedWarning is warnAssumed for in and its write IOPS.
func assumedWarning(in Inputs, writes units.IOPS) msg.Message {
	return warnAssumed.With(msg.Num(float64(writes)), msg.Qty(in.WriteSizeKB, msg.KB), msg.Field("write_load_assumed"))
}
