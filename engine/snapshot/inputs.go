package snapshot

// ID is the calculator's id in documents and URLs.
const ID = "snapshot"

// HighUtilizationPct is the disk utilisation from which the measured
// collapse and the remedies are shown.
const HighUtilizationPct = 80

// Inputs are the calculator's inputs (the scenario document's). Ranges: the
// validate rules (zeroorleast: a load that is not 0 is at least
// scenario.Least; share: 0, 100 or within Least of neither).
type Inputs struct {
	ReadIOPS         float64 `json:"read_iops" validate:"finite,zeroorleast,gte=0,lte=1000000000"`
	WriteIOPS        float64 `json:"write_iops" validate:"finite,zeroorleast,gte=0,lte=1000000000"`
	DiskIOPSCapacity float64 `json:"disk_iops_capacity" validate:"finite,gte=1,lte=1000000000"`
	Format           string  `json:"format" validate:"oneof=vmfssparse sesparse vsansparse esa-native"`
	ChainDepth       int     `json:"chain_depth" validate:"gte=0,lte=32"`
	FirstWritePct    float64 `json:"first_write_pct" validate:"finite,share,gte=0,lte=100"`
}

// Results are the calculator's results (the result document's), in IOPS and %.
type Results struct {
	ReadAmplification      float64 `json:"read_amplification"`
	WriteAmplification     float64 `json:"write_amplification"`
	BackendReadIOPS        float64 `json:"backend_read_iops"`
	BackendWriteIOPS       float64 `json:"backend_write_iops"`
	BackendIOPS            float64 `json:"backend_iops"`
	Amplification          float64 `json:"amplification"`
	BaselineUtilizationPct float64 `json:"baseline_utilization_pct"`
	UtilizationPct         float64 `json:"utilization_pct"`
	AchievableReadIOPS     float64 `json:"achievable_read_iops"`
	AchievableWriteIOPS    float64 `json:"achievable_write_iops"`
	// MaxFrontendIOPS is the most front-end IOPS the disks carry at this mix
	// with the snapshot: capacity / amplification.
	MaxFrontendIOPS float64 `json:"max_frontend_iops"`
}

// Defaults returns Erik Zandboer's test ("Performance impact when using
// VMware snapshots"): 510 read + 250 write IOPS on disks the VM saturated,
// so the disks' capacity is taken as 760 IOPS, with one redo-log snapshot
// and every write a first write.
func Defaults() Inputs {
	return Inputs{
		ReadIOPS:         BeforeReadIOPS,                   // "510 ROPS"
		WriteIOPS:        BeforeWriteIOPS,                  // "250 WOPS"
		DiskIOPSCapacity: BeforeReadIOPS + BeforeWriteIOPS, // the VM saturated the disks
		Format:           VMFSSparse,
		ChainDepth:       1,
		FirstWritePct:    100,
	}
}
