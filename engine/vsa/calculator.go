package vsa

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
	"github.com/sizewise/sizewise/engine/units"
)

// ID is the calculator's id in documents and URLs.
const ID = "vsa"

// RPM is a disk's rotational speed: 7200, 10000 or 15000 (its `oneof`
// rule). In JSON it is a number, or a numeric string as plans saved before
// 2026-12 hold it; it marshals as a number.
type RPM int

// UnmarshalJSON reads 10000 or "10000"; JSON null leaves r unchanged.
func (r *RPM) UnmarshalJSON(b []byte) error {
	t := bytes.TrimSpace(b)
	if string(t) == "null" {
		return nil
	}
	if len(t) > 0 && t[0] == '"' {
		var s string
		if json.Unmarshal(t, &s) != nil {
			return scenario.Problem(scenario.MsgWhole)
		}
		t = []byte(strings.TrimSpace(s))
	}
	n, err := strconv.Atoi(string(t))
	if err != nil {
		return scenario.Problem(scenario.MsgWhole)
	}
	*r = RPM(n)
	return nil
}

// Smallest values that are not 0: below them a load, a price or a share is
// not a measurable quantity, and the numbers it gives are noise hundreds of
// digits long.
const (
	MinIOPS = 0.01 // IOPS
	MinPct  = 0.01 // %
	MinGB   = 0.01 // GB
	MinUSD  = 0.01 // USD
)

// Inputs are the calculator's inputs (the scenario document's). Give DiskRPM or
// DiskIOPS. Ranges: see the validate rules and Check (a value that is not 0
// is at least MinIOPS, MinPct, MinGB or MinUSD).
type Inputs struct {
	Hosts             int      `json:"hosts"`
	DisksPerHost      int      `json:"disks_per_host" validate:"gte=2,lte=1000"`
	DiskSizeGB        float64  `json:"disk_size_gb" validate:"finite,gte=1,lte=1000000"`
	DiskRPM           *RPM     `json:"disk_rpm,omitempty" validate:"omitempty,oneof=7200 10000 15000"`
	DiskIOPS          *float64 `json:"disk_iops,omitempty" validate:"omitempty,finite,gte=1,lte=10000000"`
	LocalRAID         string   `json:"local_raid" validate:"oneof=raid10"`
	ReservedGBPerHost float64  `json:"reserved_gb_per_host" validate:"finite,gte=0,lte=1000000000"`
	FrontendIOPS      float64  `json:"frontend_iops" validate:"finite,gte=0,lte=1000000000"`
	ReadPct           float64  `json:"read_pct" validate:"finite,gte=0,lte=100"`
	// ControllerWriteCache says whether the RAID controller's non-volatile
	// write cache is enabled.
	ControllerWriteCache bool `json:"controller_write_cache"`
	// DiskPriceUSD is the price of one disk (0 = not given).
	DiskPriceUSD float64 `json:"disk_price_usd" validate:"finite,gte=0,lte=10000000"`
	// IOSizeKB is the average I/O size, for the replication traffic.
	IOSizeKB float64 `json:"io_size_kb" validate:"finite,gte=0.5,lte=1024"`
	// BackendLinkMbps is the back-end (replication) bandwidth of one host in
	// each direction.
	BackendLinkMbps float64 `json:"backend_link_mbps" validate:"finite,gte=10,lte=400000"`
}

// Results are the calculator's results, as the result document names them.
type Results struct {
	RawGB                  float64 `json:"raw_gb"`
	LocalUsableGBPerHost   float64 `json:"local_usable_gb_per_host"`
	UsableGB               float64 `json:"usable_gb"`
	UsableFraction         float64 `json:"usable_fraction"`
	PhysicalWritesPerWrite float64 `json:"physical_writes_per_write"`
	ReadIOPS               float64 `json:"read_iops"`
	WriteIOPS              float64 `json:"write_iops"`
	AdapterIOPS            float64 `json:"adapter_iops"`
	// DiskIOPSRequired is the physical disk operations: reads + 4 × writes.
	DiskIOPSRequired  float64 `json:"disk_iops_required"`
	IOPSPerDisk       float64 `json:"iops_per_disk"`
	DiskIOPSAvailable float64 `json:"disk_iops_available"`
	// DiskOpsPerWrite is the disk time a VM write costs: 1.7 random
	// operations with the write-back cache (calibrated to the paper), 4
	// without.
	DiskOpsPerWrite float64 `json:"disk_ops_per_write"`
	// DiskLoadIOPS is the disks' time the load takes: reads + DiskOpsPerWrite
	// × writes.
	DiskLoadIOPS float64 `json:"disk_load_iops"`
	// MaxFrontendIOPS and UtilizationPct follow DiskOpsPerWrite: calibrated
	// to the paper's measurement with the write cache on, the spindle model
	// with it off.
	MaxFrontendIOPS float64 `json:"max_frontend_iops"`
	MaxAdapterIOPS  float64 `json:"max_adapter_iops"`
	UtilizationPct  float64 `json:"utilization_pct"`
	// SpindleMaxFrontendIOPS and SpindleUtilizationPct are the spindle
	// model's: every VM write costs its 4 disk writes in full.
	SpindleMaxFrontendIOPS float64 `json:"spindle_max_frontend_iops"`
	SpindleUtilizationPct  float64 `json:"spindle_utilization_pct"`
	// The appliances of the cluster: 1 vCPU, 2 GHz reserved, 1 GB each.
	ApplianceVCPUs          float64 `json:"appliance_vcpus"`
	ApplianceCPUReservedGHz float64 `json:"appliance_cpu_reserved_ghz"`
	ApplianceMemoryGB       float64 `json:"appliance_memory_gb"`
	// ReplicationMbps is the primary → replica traffic of the writes, and
	// ReplicaReadMbps the replica → primary traffic of the reads the replica
	// serves, with the whole load on one datastore (the worst case).
	ReplicationMbps           float64 `json:"replication_mbps"`
	ReplicaReadMbps           float64 `json:"replica_read_mbps"`
	BackendLinkUtilizationPct float64 `json:"backend_link_utilization_pct"`
	SSDUSDPerIOPS             float64 `json:"ssd_usd_per_iops"`
	HDDUSDPerIOPS             float64 `json:"hdd_usd_per_iops"`
	// USDPerIOPS and USDPerFrontendIOPS are given with disk_price_usd.
	USDPerIOPS         *float64 `json:"usd_per_iops,omitempty"`
	USDPerFrontendIOPS *float64 `json:"usd_per_frontend_iops,omitempty"`
}

// Defaults returns the paper's test cluster and IOBlazer load: 3 hosts with
// eight 300 GB 10,000 RPM SAS disks in RAID 1/0, 1,200 IOPS of 8 KB at 50 %
// reads, write cache on, one 1 GbE port of the back-end network.
func Defaults() Inputs {
	return Inputs{
		Hosts:                PaperHosts,         // "configured with three vSphere 5 hosts"
		DisksPerHost:         PaperDisksPerHost,  // "eight 300GB 10,000 RPM SAS disks"
		DiskSizeGB:           PaperDiskGB,        // the same
		DiskRPM:              new(RPM(PaperRPM)), // the same
		LocalRAID:            "raid10",           // "RAID 1/0 is the only supported RAID type"
		FrontendIOPS:         PaperOneVMIOPS,     // "the number of IOPS is approximately 1,200"
		ReadPct:              PaperReadPct,       // "50% reads, 50% writes"
		ControllerWriteCache: true,               // "By default, the write cache is usually enabled"
		IOSizeKB:             PaperIOSizeKB,      // "8k block size"
		BackendLinkMbps:      PortMbps,           // one of the two back-end 1 GbE ports
	}
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

// Problems.
var (
	errHosts    = msg.NewKey("vsa.hosts", "a VSA cluster has 2 or 3 hosts, no more and no fewer")
	errOddDisks = msg.NewKey("vsa.odd-disks", "RAID 1/0 mirrors disks in pairs: give an even number")
	errBoth     = msg.NewKey("vsa.both", "give {0} or {1}, not both")
	errNeither  = msg.NewKey("vsa.neither", "is required: give {0} (7,200, 10,000 or 15,000) or {1}")
	errReserved = msg.NewKey("vsa.reserved", "leaves nothing of a host's {0} local usable capacity")
	errPct      = msg.NewKey("vsa.pct", "must be 0, 100, or between {0} and {1}")
)

// Check enforces VSA's rules, the choice between disk_rpm and disk_iops,
// and the smallest values that are not 0.
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
	zeroOrMin(&errs, "frontend_iops", in.FrontendIOPS, MinIOPS, msg.IOPSUnit)
	zeroOrMin(&errs, "reserved_gb_per_host", in.ReservedGBPerHost, MinGB, msg.GB)
	zeroOrMin(&errs, "disk_price_usd", in.DiskPriceUSD, MinUSD, msg.USD)
	if x := in.ReadPct; x != 0 && x != 100 && (x < MinPct || x > 100-MinPct) {
		errs.Report("read_pct", errPct, msg.Qty(MinPct, msg.Percent), msg.Qty(100-MinPct, msg.Percent))
	}
	if local := LocalUsableGB(in.DisksPerHost, in.DiskSizeGB); in.ReservedGBPerHost >= local && len(errs) == 0 {
		errs.Report("reserved_gb_per_host", errReserved, msg.Qty(local, msg.GB))
	}
	return errs
}

func zeroOrMin(errs *scenario.Errors, field string, x, least float64, u msg.Unit) {
	if x != 0 && x < least {
		errs.Report(field, scenario.MsgZeroOrMin, msg.Qty(least, u))
	}
}

// Steps, warnings and chart texts.
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
	stepPerDiskGiven = msg.NewKey("vsa.step.per-disk.given", "given")
	stepPerDiskMid   = msg.NewKey("vsa.step.per-disk.mid", "{0}: ({1} + {2}) / 2, the midpoint of the paper's estimate")
	stepPerDiskAssum = msg.NewKey("vsa.step.per-disk.assumed", "{0}: ({1} + {2}) / 2, an assumption (no vendor figure for 7,200 RPM)")
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

	warnCacheOff = msg.NewKey("vsa.warn.cache-off",
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

	chartTitle    = msg.NewKey("vsa.chart", "Your load and the most the cluster sustains")
	chartFront    = msg.NewKey("vsa.chart.front", "Front end (VMs)")
	chartAdapters = msg.NewKey("vsa.chart.adapters", "Physical adapters")
	chartLoad     = msg.NewKey("vsa.chart.load", "your load")
	chartModel    = msg.NewKey("vsa.chart.model", "most: calibrated to VMware's test")
	chartModelOff = msg.NewKey("vsa.chart.model-off", "most: write cache off")
	chartSpindle  = msg.NewKey("vsa.chart.spindle", "most: spindle model")
	axisIOPS      = msg.NewKey("vsa.axis.iops", "IOPS")
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
		calc.Step{Label: stepMaxAdapter.With(), Formula: stepAdapterF.With(msg.Num(scenario.Clean(r.MaxFrontendIOPS*readShare)), msg.Num(scenario.Clean(r.MaxFrontendIOPS*writeShare))), Value: r.MaxAdapterIOPS, Unit: msg.IOPSUnit},
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
		w = append(w, warnCacheOff.With(iops(r.MaxFrontendIOPS), iops(scenario.Clean(float64(cached)))))
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

// Chart compares, at the front end and at the physical adapters, the load
// with the most the cluster sustains at the same mix: calibrated to VMware's
// test (or with the write cache off) and by the spindle model.
func Chart(in Inputs, r Results) *chart.Chart {
	sr, sw := Split(units.IOPS(r.SpindleMaxFrontendIOPS), in.ReadPct)
	model := chartModel.With()
	if !in.ControllerWriteCache {
		model = chartModelOff.With()
	}
	front := chart.Group{Label: chartFront.With(), Bars: []chart.Bar{
		{Name: chartLoad.With(), Value: in.FrontendIOPS},
		{Name: model, Value: r.MaxFrontendIOPS},
	}}
	adapters := chart.Group{Label: chartAdapters.With(), Bars: []chart.Bar{
		{Name: chartLoad.With(), Value: r.AdapterIOPS},
		{Name: model, Value: r.MaxAdapterIOPS},
	}}
	if in.ControllerWriteCache {
		front.Bars = append(front.Bars, chart.Bar{Name: chartSpindle.With(), Value: r.SpindleMaxFrontendIOPS})
		adapters.Bars = append(adapters.Bars, chart.Bar{Name: chartSpindle.With(), Value: scenario.Clean(float64(AdapterIOPS(sr, sw)))})
	}
	return &chart.Chart{
		Kind:   chart.Bars,
		Title:  chartTitle.With(),
		Y:      chart.Axis{Label: axisIOPS.With(), Unit: msg.IOPSUnit},
		Groups: []chart.Group{front, adapters},
	}
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     20,
		Title:    msg.T("VSA capacity and IOPS"),
		Question: msg.T("How much usable space and how many IOPS does a 2- or 3-host vSphere Storage Appliance cluster give?"),
		Fields: []calc.Field{
			{Name: "hosts", Label: msg.T("Hosts"), Step: 1,
				Hint: msg.T("A VSA cluster has 2 or 3 hosts.")},
			{Name: "disks_per_host", Label: msg.T("Disks per host"), Step: 2,
				Hint: msg.T("Local disks in the host's RAID 1/0 LUN: an even number, 2 to 1,000.")},
			{Name: "disk_size_gb", Label: msg.T("Disk size"), Unit: msg.GB, Step: 1,
				Hint: msg.T("As sold (1 GB = 10^9 bytes), 1 to 1,000,000.")},
			{Name: "disk_rpm", Label: msg.T("Disk speed"), Unit: msg.RPM,
				ChoiceLabels: map[string]msg.Text{
					"7200":  msg.T("7,200 RPM (75–100 IOPS: an assumption, no vendor figure)"),
					"10000": msg.T("10,000 RPM (120–150 IOPS)"),
					"15000": msg.T("15,000 RPM (170–200 IOPS)"),
				},
				Hint: msg.T("Sets IOPS per disk to the midpoint of the estimate (10k and 15k from VMware's VSA paper; 7.2k assumed).")},
			{Name: "disk_iops", Label: msg.T("IOPS per disk"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Your own estimate or measurement per disk, 1 to 10,000,000 (instead of the disk speed).")},
			{Name: "frontend_iops", Label: msg.T("Workload IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("What the VMs issue, as seen in the guests or on the NFS datastores: 0, or 0.01 to 10^9.")},
			{Name: "read_pct", Label: msg.T("Reads"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Share of reads in the workload: 0, 100, or 0.01 to 99.99.")},
			{Name: "reserved_gb_per_host", Label: msg.T("Reserved per host"), Unit: msg.GB, Step: 1, Advanced: true,
				Hint: msg.T("Local capacity kept out of the VSA cluster on each host: 0, or 0.01 GB up to less than the host's local usable.")},
			{Name: "controller_write_cache", Label: msg.T("RAID controller write cache enabled"), Advanced: true,
				Hint: msg.T("Non-volatile (battery-backed) write cache; keep it enabled. With it the model is calibrated to VMware's measurement; without it every write costs its 4 disk writes.")},
			{Name: "io_size_kb", Label: msg.T("I/O size"), Unit: msg.KB, Step: 0.5, Advanced: true,
				Hint: msg.T("Average I/O size, for the replication traffic: 0.5 to 1,024 KB (1 KB = 1000 bytes); the paper's test used 8 KB.")},
			{Name: "backend_link_mbps", Label: msg.T("Back-end network per host"), Unit: msg.Mbps, Step: 100, Advanced: true,
				Hint: msg.T("Replication bandwidth of one host in each direction, 10 to 400,000 Mbps. The paper's hosts had two 1 GbE ports for the back end; the default counts one, as one replication stream uses one port of a team.")},
			{Name: "disk_price_usd", Label: msg.T("Price per disk"), Unit: msg.USD, Step: 1, Advanced: true,
				Hint: msg.T("Optional: gives the cost per IOPS of this design (0 = not given; otherwise 0.01 to 10,000,000).")},
			{Name: "local_raid", Label: msg.T("Local RAID"), Advanced: true,
				ChoiceLabels: map[string]msg.Text{"raid10": msg.T("RAID 1/0 (mirrored stripes)")},
				Hint:         msg.T("RAID 1/0 is the only level VSA 1.0 supports, the version VMware's paper measured and this calculator models; VSA 5.1 and 5.5 also allow RAID 5 and 6, which are not modelled.")},
		},
		Alts: []calc.Alternative{{
			Name: "disk_speed", Label: msg.T("Disk IOPS from"),
			Options: []calc.Option{
				{Label: msg.T("Disk RPM"), Fields: []string{"disk_rpm"}},
				{Label: msg.T("IOPS per disk"), Fields: []string{"disk_iops"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "usable_gb", Label: msg.T("Usable capacity"), Unit: msg.GB, Primary: true},
			{Name: "max_frontend_iops", Label: msg.T("Largest workload the cluster sustains"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "utilization_pct", Label: msg.T("Disk utilisation"), Unit: msg.Percent, Primary: true},
			{Name: "spindle_max_frontend_iops", Label: msg.T("Largest workload, spindle model"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "adapter_iops", Label: msg.T("IOPS at the physical adapters"), Unit: msg.IOPSUnit},
			{Name: "max_adapter_iops", Label: msg.T("Most IOPS at the physical adapters"), Unit: msg.IOPSUnit},
			{Name: "disk_iops_required", Label: msg.T("Disk operations required"), Unit: msg.IOPSUnit},
			{Name: "disk_iops_available", Label: msg.T("Disk IOPS available"), Unit: msg.IOPSUnit},
			{Name: "disk_ops_per_write", Label: msg.T("Disk time per VM write (disk operations)"), Unit: msg.None},
			{Name: "disk_load_iops", Label: msg.T("Disk time the load takes"), Unit: msg.IOPSUnit},
			{Name: "spindle_utilization_pct", Label: msg.T("Disk utilisation, spindle model"), Unit: msg.Percent},
			{Name: "raw_gb", Label: msg.T("Raw capacity"), Unit: msg.GB},
			{Name: "usable_fraction", Label: msg.T("Usable fraction"), Unit: msg.None},
			{Name: "physical_writes_per_write", Label: msg.T("Disk writes per VM write"), Unit: msg.None},
			{Name: "appliance_cpu_reserved_ghz", Label: msg.T("CPU reserved by the VSA appliances"), Unit: msg.GHz},
			{Name: "appliance_memory_gb", Label: msg.T("Memory of the VSA appliances"), Unit: msg.GB},
			{Name: "replication_mbps", Label: msg.T("Replication traffic (one datastore)"), Unit: msg.Mbps},
			{Name: "backend_link_utilization_pct", Label: msg.T("Back-end network utilisation"), Unit: msg.Percent},
			{Name: "usd_per_frontend_iops", Label: msg.T("Disk cost per workload IOPS"), Unit: msg.USDPerIOPS},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
