package vsa

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Check enforces VSA's rules and the choice between disk_rpm and disk_iops.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	if in.Hosts != 2 && in.Hosts != 3 {
		errs.Report("hosts", errHosts)
	}
	if in.DisksPerHost%2 != 0 {
		errs.Report("disks_per_host", errOddDisks)
	}
	switch {
	case in.DiskRPM != nil && in.DiskIOPS != nil:
		errs.Report("disk_iops", errBoth, msg.Field("disk_rpm"), msg.Field("disk_iops"))
	case in.DiskRPM == nil && in.DiskIOPS == nil:
		errs.Report("disk_rpm", errNeither, msg.Field("disk_rpm"), msg.Field("disk_iops"))
	}
	if local := LocalUsableGB(in.DisksPerHost, in.DiskSizeGB); in.ReservedGBPerHost >= local && len(errs) == 0 {
		errs.Report("reserved_gb_per_host", errReserved, msg.Qty(local, msg.GB))
	}
	return errs
}

// Problems.
var (
	errHosts    = msg.NewKey("vsa.hosts", "a VSA cluster has 2 or 3 hosts, no more and no fewer")
	errOddDisks = msg.NewKey("vsa.odd-disks", "RAID 1/0 mirrors disks in pairs: give an even number")
	errBoth     = msg.NewKey("vsa.both", "give {0} or {1}, not both")
	errNeither  = msg.NewKey("vsa.neither", "is required: give {0} (7,200, 10,000 or 15,000) or {1}")
	errReserved = msg.NewKey("vsa.reserved", "leaves nothing of a host's {0} local usable capacity")
)
