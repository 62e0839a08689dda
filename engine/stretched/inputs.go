package stretched

import "github.com/sizewise/sizewise/engine/rules"

// ID is the calculator's id in documents and URLs.
const ID = "stretched-bandwidth"

// Inputs are the calculator's inputs (the scenario document's). Give WriteIOPS, or
// TotalIOPS with WritePct.
type Inputs struct {
	WriteIOPS        *float64 `json:"write_iops,omitempty" validate:"omitempty,finite,zeroorleast,gte=0,lte=1000000000"`
	TotalIOPS        *float64 `json:"total_iops,omitempty" validate:"omitempty,finite,zeroorleast,gte=0,lte=1000000000"`
	WritePct         *float64 `json:"write_pct,omitempty" validate:"omitempty,finite,share,gte=0,lte=100"`
	WriteSizeKB      float64  `json:"write_size_kb" validate:"finite,gte=0.5,lte=4096"`
	DataMultiplier   float64  `json:"data_multiplier" validate:"finite,gte=1,lte=10"`
	ResyncMultiplier float64  `json:"resync_multiplier" validate:"finite,gte=1,lte=10"`
	Components       int      `json:"components" validate:"gte=0,lte=100000000"`
	HostsPerSite     int      `json:"hosts_per_site" validate:"gte=1,lte=1000"`
	// LinkMbps is the inter-site link the customer has, if given.
	LinkMbps *float64 `json:"link_mbps,omitempty" validate:"omitempty,finite,gte=0.001,lte=1000000000"`
	// WitnessLinkMbps is the witness link the customer has, if given.
	WitnessLinkMbps *float64 `json:"witness_link_mbps,omitempty" validate:"omitempty,finite,gte=0.001,lte=1000000000"`
	// Rules is the rule set (rules.Classic by default: existing links keep
	// their meaning).
	Rules rules.Set `json:"rules" validate:"oneof=classic vsan8-esa vcf9"`
	// CompressionRatio is the ESA compression ratio k applied to the writes
	// before they cross the link (current rules only; 1 = no saving, the
	// default; 8 = the theoretical maximum per 4 KB block).
	CompressionRatio float64 `json:"esa_compression_ratio" validate:"finite,gte=1,lte=8"`
	// ChangedDataGB is the data written at the surviving site while the
	// other was down (decimal GB), if given: it sizes the resynchronisation.
	ChangedDataGB *float64 `json:"changed_data_gb,omitempty" validate:"omitempty,finite,zeroorleast,gte=0,lte=10000000"`
	// WriteLoadAssumed marks the write load as an assumption, not a
	// measurement of the cluster (an import without I/O statistics sets
	// it): the result then says so first (assumed.go).
	WriteLoadAssumed *bool `json:"write_load_assumed,omitempty"`
	// RulesRevision is the revision of Sizewise's figures the document was
	// written under (rules.CurrentRevision by default; a link Sizewise
	// wrote before the input existed reads as rules.Revision1, and its
	// warnings name what changed since).
	RulesRevision string `json:"rules_revision" validate:"oneof=1 2"`
}

// Results are the calculator's results (the result document's), in the units their
// names say.
type Results struct {
	WriteIOPS          float64 `json:"write_iops"`
	WriteBandwidthMbps float64 `json:"write_bandwidth_mbps"`
	IntersiteMbps      float64 `json:"intersite_mbps"`
	WitnessMbps        float64 `json:"witness_mbps"`
	IntersiteRTTMaxMs  float64 `json:"intersite_rtt_max_ms"`
	WitnessRTTMaxMs    float64 `json:"witness_rtt_max_ms"`
	// RecommendedMinIntersiteMbps is the least inter-site link to plan: the
	// need rounded up to a standard link rate, and at least 10 Gbps under
	// the current rules.
	RecommendedMinIntersiteMbps float64 `json:"recommended_min_intersite_mbps"`
	// WitnessAppliance is the smallest witness appliance size for the
	// components ("tiny", "medium", "large", "extra-large", or "beyond");
	// absent when components is 0.
	WitnessAppliance string `json:"witness_appliance,omitempty"`
	// WitnessApplianceVCPUs and WitnessApplianceMemoryGB are its resources,
	// where a figure is known for the rule set's architecture.
	WitnessApplianceVCPUs    *float64 `json:"witness_appliance_vcpus,omitempty"`
	WitnessApplianceMemoryGB *float64 `json:"witness_appliance_memory_gb,omitempty"`
	// ResyncLinkMbps is the link the resynchronisation estimate uses (the
	// link given, else the recommended one); ResyncHours the time, absent
	// when the production writes leave no bandwidth. Both need
	// changed_data_gb.
	ResyncLinkMbps *float64 `json:"resync_link_mbps,omitempty"`
	ResyncHours    *float64 `json:"resync_hours,omitempty"`
}

// Defaults returns the guide's worked example: 10,000 write IOPS of 4 KB with
// the recommended multipliers, 1 host per site, the classic rules.
func Defaults() Inputs {
	return Inputs{
		WriteIOPS:        new(10000.0), // VM Guru's summary of the guide: "10 000 IOPS на запись"
		WriteSizeKB:      4,            // the same: "типичный размер операции записи в 4 КБ"
		DataMultiplier:   DataMultiplier,
		ResyncMultiplier: ResyncMultiplier,
		Components:       0,
		HostsPerSite:     1,
		Rules:            rules.Classic,
		CompressionRatio: 1,
		RulesRevision:    rules.CurrentRevision,
	}
}
