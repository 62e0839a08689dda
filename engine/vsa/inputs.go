package vsa

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/scenario"
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

// Inputs are the calculator's inputs (the scenario document's). Give DiskRPM or
// DiskIOPS. Ranges: the validate rules (zeroorleast: a value that is not 0
// is at least scenario.Least).
type Inputs struct {
	Hosts             int      `json:"hosts"`
	DisksPerHost      int      `json:"disks_per_host" validate:"gte=2,lte=1000"`
	DiskSizeGB        float64  `json:"disk_size_gb" validate:"finite,gte=1,lte=1000000"`
	DiskRPM           *RPM     `json:"disk_rpm,omitempty" validate:"omitempty,oneof=7200 10000 15000"`
	DiskIOPS          *float64 `json:"disk_iops,omitempty" validate:"omitempty,finite,gte=1,lte=10000000"`
	LocalRAID         string   `json:"local_raid" validate:"oneof=raid10"`
	ReservedGBPerHost float64  `json:"reserved_gb_per_host" validate:"finite,zeroorleast,gte=0,lte=1000000000"`
	FrontendIOPS      float64  `json:"frontend_iops" validate:"finite,zeroorleast,gte=0,lte=1000000000"`
	ReadPct           float64  `json:"read_pct" validate:"finite,share,gte=0,lte=100"`
	// ControllerWriteCache says whether the RAID controller's non-volatile
	// write cache is enabled.
	ControllerWriteCache bool `json:"controller_write_cache"`
	// DiskPriceUSD is the price of one disk (0 = not given).
	DiskPriceUSD float64 `json:"disk_price_usd" validate:"finite,zeroorleast,gte=0,lte=10000000"`
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
