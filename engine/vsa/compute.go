package vsa

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/units"
)

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	disks := in.Hosts * in.DisksPerHost
	raw := float64(disks) * in.DiskSizeGB
	local := LocalUsableGB(in.DisksPerHost, in.DiskSizeGB)
	usable := ClusterUsableGB(local, in.ReservedGBPerHost, in.Hosts)
	perDisk := 0.0
	var perDiskRule msg.Message
	if in.DiskIOPS != nil {
		perDisk = *in.DiskIOPS
		perDiskRule = stepPerDiskGiven.With()
	} else {
		rpm := int(*in.DiskRPM)
		r := DiskIOPS[rpm]
		perDisk = r.Mid()
		k := stepPerDiskMid
		if rpm == AssumedRPM {
			k = stepPerDiskAssum
		}
		perDiskRule = k.With(msg.Qty(float64(rpm), msg.RPM), msg.Num(r.Low), msg.Num(r.High))
	}
	opsPerWrite := float64(PhysicalWritesPerWrite)
	if in.ControllerWriteCache {
		opsPerWrite = CachedDiskOpsPerWrite
	}
	f := units.IOPS(in.FrontendIOPS)
	reads, writes := Split(f, in.ReadPct)
	available := units.IOPS(float64(disks) * perDisk)
	maxF := MaxFrontend(available, in.ReadPct, opsPerWrite)
	maxR, maxW := Split(maxF, in.ReadPct)
	spindleMax := MaxFrontend(available, in.ReadPct, PhysicalWritesPerWrite)
	required := DiskIOPSRequired(reads, writes)
	load := DiskLoad(reads, writes, opsPerWrite)
	repl := NetworkMbps(writes, in.IOSizeKB)
	replRead := NetworkMbps(reads*ReplicaReadShare, in.IOSizeKB)
	c := scenario.Clean
	res := Results{
		RawGB:                     c(raw),
		LocalUsableGBPerHost:      c(local),
		UsableGB:                  c(usable),
		UsableFraction:            c(usable / raw),
		PhysicalWritesPerWrite:    PhysicalWritesPerWrite,
		ReadIOPS:                  c(float64(reads)),
		WriteIOPS:                 c(float64(writes)),
		AdapterIOPS:               c(float64(AdapterIOPS(reads, writes))),
		DiskIOPSRequired:          c(float64(required)),
		IOPSPerDisk:               c(perDisk),
		DiskIOPSAvailable:         c(float64(available)),
		DiskOpsPerWrite:           c(opsPerWrite),
		DiskLoadIOPS:              c(float64(load)),
		MaxFrontendIOPS:           c(float64(maxF)),
		MaxAdapterIOPS:            c(float64(AdapterIOPS(maxR, maxW))),
		UtilizationPct:            c(100 * float64(load) / float64(available)),
		SpindleMaxFrontendIOPS:    c(float64(spindleMax)),
		SpindleUtilizationPct:     c(100 * float64(required) / float64(available)),
		ApplianceVCPUs:            float64(in.Hosts * ApplianceVCPUs),
		ApplianceCPUReservedGHz:   float64(in.Hosts * ApplianceCPUReservationGHz),
		ApplianceMemoryGB:         float64(in.Hosts * ApplianceMemoryGB),
		ReplicationMbps:           c(repl),
		ReplicaReadMbps:           c(replRead),
		BackendLinkUtilizationPct: c(100 * max(repl, replRead) / in.BackendLinkMbps),
		SSDUSDPerIOPS:             c(USDPerIOPS(SSDPriceUSD, SSDIOPS)),
		HDDUSDPerIOPS:             c(USDPerIOPS(HDDPriceUSD, HDDIOPS)),
	}
	if in.DiskPriceUSD > 0 {
		res.USDPerIOPS = new(c(in.DiskPriceUSD / perDisk))
		res.USDPerFrontendIOPS = new(c(in.DiskPriceUSD * float64(disks) / float64(maxF)))
	}
	return calc.Outcome{
		Results:  res,
		Steps:    steps(in, res, perDiskRule),
		Warnings: warnings(in, res),
		Sources:  Sources,
		Chart:    Chart(in, res),
	}
}

// The words of the per-disk IOPS step Compute builds, as registered keys.
var (
	stepPerDiskGiven = msg.NewKey("vsa.step.per-disk.given", "given")
	stepPerDiskMid   = msg.NewKey("vsa.step.per-disk.mid", "{0}: ({1} + {2}) / 2, the midpoint of the paper's estimate")
	stepPerDiskAssum = msg.NewKey("vsa.step.per-disk.assumed", "{0}: ({1} + {2}) / 2, an assumption (no vendor figure for 7,200 RPM)")
)
