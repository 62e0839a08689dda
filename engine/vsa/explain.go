package vsa

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/source"
	"github.com/sizewise/sizewise/engine/units"
)

func steps(in Inputs, r Results, perDiskRule msg.Message) []calc.Step {
	iops := func(x float64) msg.Arg { return msg.Qty(x, msg.IOPSUnit) }
	gb := func(x float64) msg.Arg { return msg.Qty(x, msg.GB) }
	hosts := msg.Qty(float64(in.Hosts), msg.Host)
	readShare, writeShare := in.ReadPct/100, (100-in.ReadPct)/100
	s := []calc.Step{
		{Label: stepRaw.With(), Formula: stepRawF.With(hosts, msg.Qty(float64(in.DisksPerHost), msg.Disk), gb(in.DiskSizeGB)), Value: r.RawGB, Unit: msg.GB},
		{Label: stepLocal.With(), Formula: stepLocalF.With(msg.Qty(float64(in.DisksPerHost), msg.Disk), gb(in.DiskSizeGB)), Value: r.LocalUsableGBPerHost, Unit: msg.GB},
		{Label: stepUsable.With(), Formula: stepUsableF.With(gb(r.LocalUsableGBPerHost), gb(in.ReservedGBPerHost), hosts), Value: r.UsableGB, Unit: msg.GB},
		{Label: stepFraction.With(), Formula: stepFractionF.With(gb(r.UsableGB), gb(r.RawGB)), Value: r.UsableFraction, Unit: msg.None},
		{Label: stepSplit.With(), Formula: stepSplitF.With(iops(in.FrontendIOPS), msg.Qty(in.ReadPct, msg.Percent), msg.Num(r.ReadIOPS), msg.Num(r.WriteIOPS)), Value: r.WriteIOPS, Unit: msg.IOPSUnit},
		{Label: stepAdapter.With(), Formula: stepAdapterF.With(msg.Num(r.ReadIOPS), msg.Num(r.WriteIOPS)), Value: r.AdapterIOPS, Unit: msg.IOPSUnit},
		{Label: stepRequired.With(), Formula: stepRequiredF.With(msg.Num(r.ReadIOPS), msg.Num(r.WriteIOPS)), Value: r.DiskIOPSRequired, Unit: msg.IOPSUnit},
		{Label: stepPerDisk.With(), Formula: perDiskRule, Value: r.IOPSPerDisk, Unit: msg.IOPSUnit},
		{Label: stepAvailable.With(), Formula: stepAvailableF.With(hosts, msg.Qty(float64(in.DisksPerHost), msg.Disk), iops(r.IOPSPerDisk)), Value: r.DiskIOPSAvailable, Unit: msg.IOPSUnit},
	}
	if in.ControllerWriteCache {
		pr, _ := Split(PaperThreeVMsIOPS, PaperReadPct)
		s = append(s, calc.Step{Label: stepOpsCached.With(),
			Formula: stepOpsCachedF.With(msg.Qty(PaperHosts*PaperDisksPerHost, msg.Disk), iops(DiskIOPS[PaperRPM].Mid()), msg.Num(float64(pr)), iops(PaperThreeVMsIOPS)),
			Value:   r.DiskOpsPerWrite, Unit: msg.None})
	} else {
		s = append(s, calc.Step{Label: stepOpsUncached.With(), Formula: stepOpsUncachedF.With(), Value: r.DiskOpsPerWrite, Unit: msg.None})
	}
	s = append(s,
		calc.Step{Label: stepLoad.With(), Formula: stepLoadF.With(msg.Num(r.ReadIOPS), msg.Num(r.DiskOpsPerWrite), msg.Num(r.WriteIOPS)), Value: r.DiskLoadIOPS, Unit: msg.IOPSUnit},
		calc.Step{Label: stepUtil.With(), Formula: stepUtilF.With(msg.Num(r.DiskLoadIOPS), msg.Num(r.DiskIOPSAvailable)), Value: r.UtilizationPct, Unit: msg.Percent},
		calc.Step{Label: stepMax.With(), Formula: stepMaxF.With(iops(r.DiskIOPSAvailable), msg.Num(readShare), msg.Num(r.DiskOpsPerWrite), msg.Num(writeShare)), Value: r.MaxFrontendIOPS, Unit: msg.IOPSUnit},
		calc.Step{Label: stepMaxAdapter.With(), Formula: stepAdapterF.With(msg.Num(r.MaxFrontendIOPS*readShare), msg.Num(r.MaxFrontendIOPS*writeShare)), Value: r.MaxAdapterIOPS, Unit: msg.IOPSUnit},
	)
	if in.ControllerWriteCache {
		s = append(s,
			calc.Step{Label: stepSpindleMax.With(), Formula: stepMaxF.With(iops(r.DiskIOPSAvailable), msg.Num(readShare), msg.Num(PhysicalWritesPerWrite), msg.Num(writeShare)), Value: r.SpindleMaxFrontendIOPS, Unit: msg.IOPSUnit},
			calc.Step{Label: stepSpindleUtil.With(), Formula: stepUtilF.With(msg.Num(r.DiskIOPSRequired), msg.Num(r.DiskIOPSAvailable)), Value: r.SpindleUtilizationPct, Unit: msg.Percent},
		)
	}
	s = append(s,
		calc.Step{Label: stepMeasured1.With(), Formula: stepMeasured1F.With(iops(PaperOneVMIOPS), msg.Num(PaperOneVMIOPS/2)), Value: PaperOneVMAdapterIOPS, Unit: msg.IOPSUnit},
		calc.Step{Label: stepMeasured3.With(), Formula: stepMeasured3F.With(iops(PaperOneVMIOPS)), Value: PaperThreeVMsIOPS, Unit: msg.IOPSUnit},
		calc.Step{Label: stepMeasuredVM.With(), Formula: stepMeasuredVMF.With(), Value: PaperVMmarkAdapterIOPS, Unit: msg.IOPSUnit},
		calc.Step{Label: stepCPU.With(), Formula: stepCPUF.With(hosts, msg.Qty(ApplianceCPUReservationGHz, msg.GHz)), Value: r.ApplianceCPUReservedGHz, Unit: msg.GHz},
		calc.Step{Label: stepMem.With(), Formula: stepMemF.With(hosts, gb(ApplianceMemoryGB)), Value: r.ApplianceMemoryGB, Unit: msg.GB},
		calc.Step{Label: stepRepl.With(), Formula: stepReplF.With(iops(r.WriteIOPS), msg.Qty(in.IOSizeKB, msg.KB)), Value: r.ReplicationMbps, Unit: msg.Mbps},
		calc.Step{Label: stepReplRead.With(), Formula: stepReplReadF.With(iops(r.ReadIOPS), msg.Qty(in.IOSizeKB, msg.KB)), Value: r.ReplicaReadMbps, Unit: msg.Mbps},
		calc.Step{Label: stepLink.With(), Formula: stepLinkF.With(msg.Qty(r.ReplicationMbps, msg.Mbps), msg.Qty(r.ReplicaReadMbps, msg.Mbps), msg.Qty(in.BackendLinkMbps, msg.Mbps)), Value: r.BackendLinkUtilizationPct, Unit: msg.Percent},
		calc.Step{Label: stepSSD.With(), Formula: stepSSDF.With(), Value: r.SSDUSDPerIOPS, Unit: msg.USDPerIOPS},
		calc.Step{Label: stepHDD.With(), Formula: stepHDDF.With(), Value: r.HDDUSDPerIOPS, Unit: msg.USDPerIOPS},
	)
	if r.USDPerIOPS != nil {
		disks := float64(in.Hosts * in.DisksPerHost)
		s = append(s,
			calc.Step{Label: stepCost.With(), Formula: stepCostF.With(msg.Qty(in.DiskPriceUSD, msg.USD), iops(r.IOPSPerDisk)), Value: *r.USDPerIOPS, Unit: msg.USDPerIOPS},
			calc.Step{Label: stepCostFront.With(), Formula: stepCostFrontF.With(msg.Qty(disks, msg.Disk), msg.Qty(in.DiskPriceUSD, msg.USD), iops(r.MaxFrontendIOPS)), Value: *r.USDPerFrontendIOPS, Unit: msg.USDPerIOPS})
	}
	return s
}

// BusyPct is the utilisation from which the disks or the back-end network
// are called busy.
const BusyPct = 80

func warnings(in Inputs, r Results) []msg.Message {
	var w []msg.Message
	pct := func(x float64) msg.Arg { return msg.Qty(x, msg.Percent) }
	iops := func(x float64) msg.Arg { return msg.Qty(x, msg.IOPSUnit) }
	if !in.ControllerWriteCache {
		cached := MaxFrontend(units.IOPS(r.DiskIOPSAvailable), in.ReadPct, CachedDiskOpsPerWrite)
		w = append(w, warnCacheOff.With(iops(r.MaxFrontendIOPS), iops(float64(cached))))
	}
	switch {
	case r.UtilizationPct > 100:
		w = append(w, warnOver.With(pct(r.UtilizationPct), iops(r.MaxFrontendIOPS), pct(in.ReadPct)))
	case r.UtilizationPct > BusyPct:
		w = append(w, warnBusy.With(pct(r.UtilizationPct), msg.Qty(PaperThreeVMsLatencyMs, msg.Ms)))
	}
	if in.ControllerWriteCache && r.SpindleUtilizationPct > 100 && r.UtilizationPct <= 100 {
		w = append(w, warnSpindle.With(pct(r.SpindleUtilizationPct), iops(r.SpindleMaxFrontendIOPS)))
	}
	if in.DiskRPM != nil && *in.DiskRPM == AssumedRPM {
		w = append(w, warn7200.With(msg.Field("disk_iops")))
	}
	if in.ControllerWriteCache && in.ReadPct < PaperReadPct {
		// The 1.7 comes from the one 50/50 point the paper measured.
		w = append(w, warnExtrapolated.With(msg.Num(CachedDiskOpsPerWrite), pct(PaperReadPct), pct(in.ReadPct),
			iops(r.MaxFrontendIOPS), iops(r.SpindleMaxFrontendIOPS)))
	}
	if in.ReadPct < 50 && in.FrontendIOPS > 0 {
		usd := func(x float64) msg.Arg { return msg.Qty(x, msg.USD) }
		w = append(w, warnWrites.With(pct(100-in.ReadPct), usd(r.SSDUSDPerIOPS), usd(r.HDDUSDPerIOPS)))
	}
	need := max(r.ReplicationMbps, r.ReplicaReadMbps)
	switch {
	case r.BackendLinkUtilizationPct > 100:
		w = append(w, warnLink.With(msg.Qty(need, msg.Mbps), msg.Qty(in.BackendLinkMbps, msg.Mbps), msg.Field("backend_link_mbps")))
	case r.BackendLinkUtilizationPct > BusyPct:
		w = append(w, warnLinkBusy.With(pct(r.BackendLinkUtilizationPct)))
	}
	return w
}

// Sources are the documents the model comes from.
var Sources = []msg.Message{
	source.VSAPerformancePaper.Msg(msg.T(
		"VSA 1.0 on vSphere 5.0: 2 or 3 hosts; RAID 1/0 only, plus network RAID 1 across hosts, so usable = ¼ of raw and each VM write = 4 disk writes (2 per host); one IOBlazer VM (8 KB random, 50 % reads) ≈ 1,200 IOPS → ≈ 1,800 IOPS at the physical adapters; three VMs ≈ 2 × 1,200 with all disks busy; VMmark 2.0 ≈ 2,500 IOPS at the adapters; 10k RPM 120–150 IOPS, 15k RPM 170–200; each appliance 1 vCPU, 2 GHz reserved, 1 GB; 4 × 1 GbE per host, 2 for the back end; the RAID controller's write cache")),
	source.VSAAdministration.Msg(msg.T(
		"cluster capacity = (smallest host's local usable − reserved) × hosts / 2; VSA 5.1 and 5.5 also allow local RAID 5 and RAID 6, which this calculator does not model")),
	source.VSANCachingAlgorithms.Msg(msg.T(
		"as summarised by VM Guru: SSD 100 GB $200 at 45,000 IOPS ≈ $0.004/IOPS; HDD 1 TB $200 at 100 IOPS = $2/IOPS")),
}

// The steps' and warnings' words, as registered keys.
var (
	stepRaw          = msg.NewKey("vsa.step.raw", "Raw capacity")
	stepRawF         = msg.NewKey("vsa.step.raw.f", "{0} × {1} × {2}")
	stepLocal        = msg.NewKey("vsa.step.local", "Local usable per host (RAID 1/0 mirrors every disk)")
	stepLocalF       = msg.NewKey("vsa.step.local.f", "{0} × {1} / 2")
	stepUsable       = msg.NewKey("vsa.step.usable", "Cluster usable (VSA 1.0: half of each host holds another host's replica)")
	stepUsableF      = msg.NewKey("vsa.step.usable.f", "({0} − {1} reserved) × {2} / 2")
	stepFraction     = msg.NewKey("vsa.step.fraction", "Usable fraction of raw")
	stepFractionF    = msg.NewKey("vsa.step.fraction.f", "{0} / {1} (¼ with nothing reserved)")
	stepSplit        = msg.NewKey("vsa.step.split", "Reads and writes")
	stepSplitF       = msg.NewKey("vsa.step.split.f", "{0} × {1} reads = {2} reads + {3} writes")
	stepAdapter      = msg.NewKey("vsa.step.adapter", "IOPS at the physical adapters (reads once, writes on the primary and the replica)")
	stepAdapterF     = msg.NewKey("vsa.step.adapter.f", "{0} + 2 × {1}")
	stepRequired     = msg.NewKey("vsa.step.required", "Disk operations (each VM write = 4 disk writes: 2 per host)")
	stepRequiredF    = msg.NewKey("vsa.step.required.f", "{0} + 4 × {1}")
	stepPerDisk      = msg.NewKey("vsa.step.per-disk", "IOPS per disk")
	stepAvailable    = msg.NewKey("vsa.step.available", "Disk IOPS available")
	stepAvailableF   = msg.NewKey("vsa.step.available.f", "{0} × {1} × {2}")
	stepOpsCached    = msg.NewKey("vsa.step.ops-cached", "Disk time per VM write with the write-back cache (calibrated to VMware's measurement)")
	stepOpsCachedF   = msg.NewKey("vsa.step.ops-cached.f", "({0} × {1} − {2} reads) / {2} writes: the paper's cluster was busy at {3}")
	stepOpsUncached  = msg.NewKey("vsa.step.ops-uncached", "Disk time per VM write, write cache off")
	stepOpsUncachedF = msg.NewKey("vsa.step.ops-uncached.f", "every write costs its 4 disk writes in full (spindle model)")
	stepLoad         = msg.NewKey("vsa.step.load", "Disk time the load takes")
	stepLoadF        = msg.NewKey("vsa.step.load.f", "{0} + {1} × {2}")
	stepUtil         = msg.NewKey("vsa.step.util", "Disk utilisation")
	stepUtilF        = msg.NewKey("vsa.step.util.f", "{0} / {1}")
	stepMax          = msg.NewKey("vsa.step.max", "Largest front-end load the disks sustain at this mix")
	stepMaxF         = msg.NewKey("vsa.step.max.f", "{0} / ({1} + {2} × {3})")
	stepMaxAdapter   = msg.NewKey("vsa.step.max-adapter", "The same load at the physical adapters")
	stepSpindleMax   = msg.NewKey("vsa.step.spindle-max", "Spindle model (every write 4 disk operations): largest front-end load")
	stepSpindleUtil  = msg.NewKey("vsa.step.spindle-util", "Spindle model: disk utilisation")
	stepMeasured1    = msg.NewKey("vsa.step.measured-1", "Measured by VMware, one «IOBlazer» VM (8 KB random, 50 % reads), at the physical adapters")
	stepMeasured1F   = msg.NewKey("vsa.step.measured-1.f", "{0} at the VM: {1} reads + 2 × {1} writes")
	stepMeasured3    = msg.NewKey("vsa.step.measured-3", "Measured by VMware, three «IOBlazer» VMs at once, at the VMs (all disks busy)")
	stepMeasured3F   = msg.NewKey("vsa.step.measured-3.f", "about 2 × {0}, on 3 hosts × 8 disks of 10,000 RPM, write cache on")
	stepMeasuredVM   = msg.NewKey("vsa.step.measured-vmmark", "Measured by VMware, «VMmark 2.0» mixed workload, at the physical adapters")
	stepMeasuredVMF  = msg.NewKey("vsa.step.measured-vmmark.f", "sustained across the same 3 hosts, write cache on")
	stepCPU          = msg.NewKey("vsa.step.cpu", "VSA appliances' CPU reservation")
	stepCPUF         = msg.NewKey("vsa.step.cpu.f", "{0} × 1 vCPU with {1} reserved")
	stepMem          = msg.NewKey("vsa.step.mem", "VSA appliances' memory")
	stepMemF         = msg.NewKey("vsa.step.mem.f", "{0} × {1}")
	stepRepl         = msg.NewKey("vsa.step.repl", "Replication traffic, primary → replica (every write; whole load on one datastore)")
	stepReplF        = msg.NewKey("vsa.step.repl.f", "{0} × {1} × 8")
	stepReplRead     = msg.NewKey("vsa.step.repl-read", "Reads served by the replica, replica → primary (about half the reads)")
	stepReplReadF    = msg.NewKey("vsa.step.repl-read.f", "{0} × 0.5 × {1} × 8")
	stepLink         = msg.NewKey("vsa.step.link", "Back-end link utilisation (4 × 1 GbE per host: 2 for NFS, 2 for the back end)")
	stepLinkF        = msg.NewKey("vsa.step.link.f", "max({0}, {1}) / {2}")
	stepSSD          = msg.NewKey("vsa.step.ssd", "Cost per IOPS, SSD (Intel S3700 100 GB)")
	stepSSDF         = msg.NewKey("vsa.step.ssd.f", "$200 / 45,000 IOPS")
	stepHDD          = msg.NewKey("vsa.step.hdd", "Cost per IOPS, HDD (Seagate 1 TB)")
	stepHDDF         = msg.NewKey("vsa.step.hdd.f", "$200 / 100 IOPS")
	stepCost         = msg.NewKey("vsa.step.cost", "Cost per IOPS, these disks")
	stepCostF        = msg.NewKey("vsa.step.cost.f", "{0} / {1}")
	stepCostFront    = msg.NewKey("vsa.step.cost-front", "Disk cost per front-end IOPS (after RAID 1/0 and replication)")
	stepCostFrontF   = msg.NewKey("vsa.step.cost-front.f", "{0} × {1} / {2}")
	warnCacheOff     = msg.NewKey("vsa.warn.cache-off",
		"The RAID controller's write cache is disabled: in VMware's VSA tests this made the response times of the I/O-intensive workloads (mail server, DVD Store) rise dramatically, and the test only ran with vMotion and VM deployment switched off. Without the cache every write costs its 4 disk writes in full: the cluster sustains about {0} from the VMs instead of about {1}. Enable the non-volatile write cache; a controller disables it by itself when its battery loses charge.")
	warnOver = msg.NewKey("vsa.warn.over",
		"The load takes {0} of the disks' time: the cluster sustains about {1} from the VMs at {2} reads. Add disks, use faster disks, or move load elsewhere.")
	warnBusy = msg.NewKey("vsa.warn.busy",
		"The disks are {0} busy: latency rises steeply near saturation (VMware measured about {1} more from one busy VM to three); leave headroom for vMotion, deployments and resynchronisation.")
	warnSpindle = msg.NewKey("vsa.warn.spindle",
		"This load relies on the controller's write-back cache: the spindle model, in which every write costs its 4 disk writes in full, puts the disks at {0} and the cluster at about {1} from the VMs. VMware's measurement on its cluster supports the cached figure; if the cache is lost (a discharged battery), expect the spindle figure.")
	warn7200 = msg.NewKey("vsa.warn.7200",
		"75–100 IOPS per 7,200 RPM disk is an assumption: the paper gives figures only for 10,000 and 15,000 RPM, and no vendor figure was found. Give {0} from the disk's datasheet or a measurement instead. 7,200 RPM disks (SATA, NL-SAS) give capacity cheaply but fewer IOPS and, for SATA, lower reliability than SAS (VMware's VSA best practices).")
	warnWrites = msg.NewKey("vsa.warn.writes",
		"Writes dominate ({0}): each costs 4 disk operations, so SSDs ({1} per IOPS against {2} for HDDs) or more spindles pay off sooner.")
	warnExtrapolated = msg.NewKey("vsa.warn.extrapolated",
		"The write-back cache factor ({0} disk operations per VM write) was calibrated at the paper's one measured mix, {1} reads; at {2} reads it is extrapolated. A cache absorbs writes less well the more of them there are, so the cached ceiling of about {3} from the VMs may be optimistic here; the spindle model, every write at its 4 disk writes, gives about {4}.")
	warnLink = msg.NewKey("vsa.warn.link",
		"The back-end network needs {0} in one direction with the whole load on one datastore, more than the {1} of {2}: synchronous replication will queue and every write waits for it. Use the second back-end port, faster links, or spread the load over the datastores.")
	warnLinkBusy = msg.NewKey("vsa.warn.link-busy",
		"The back-end network is {0} busy in one direction with the whole load on one datastore: synchronous replication adds its queueing to every write.")
)
