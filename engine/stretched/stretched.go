package stretched

import "github.com/sizewise/sizewise/engine/units"

// Recommended multipliers and witness constants from VMware's vSAN Stretched
// Cluster Bandwidth Sizing Guidance (quoted in shared/reference/000).
const (
	// DataMultiplier md accounts for vSAN metadata and service traffic.
	DataMultiplier = 1.4
	// ResyncMultiplier mr reserves 25 % for resynchronisation.
	ResyncMultiplier = 1.25
	// WitnessBytesPerComponent is the witness traffic per component per
	// interval.
	WitnessBytesPerComponent units.Bytes = 1138
	// WitnessIntervalSeconds is the interval over which a component's witness
	// traffic is sent.
	WitnessIntervalSeconds = 5
	// WitnessOverhead is the 10 % the guide adds on top.
	WitnessOverhead = 1.1
	// IntersiteRTTMaxMs is the inter-site round-trip limit.
	IntersiteRTTMaxMs = 5
	// VDIWritePct is the write share of a typical VDI mix (30 % reads / 70 %
	// writes, shared/reference/000), the default when only total IOPS is known.
	VDIWritePct = 70
	// MaxHostsPerSite is the largest site the witness RTT guidance covers.
	MaxHostsPerSite = 15
)

// WriteIOPS returns the write part of a mixed load: total × writePct / 100.
// writePct is a percentage in [0, 100].
func WriteIOPS(total units.IOPS, writePct float64) units.IOPS {
	return total * units.IOPS(writePct) / 100
}

// WriteBandwidth returns Wb, the bit rate of the writes: IOPS × size × 8.
func WriteBandwidth(writes units.IOPS, size units.Bytes) units.BitRate {
	return units.Throughput(writes, size).Bits()
}

// Intersite returns B = Wb × md × mr, the inter-site bandwidth to provision.
func Intersite(wb units.BitRate, md, mr float64) units.BitRate {
	return wb * units.BitRate(md*mr)
}

// Witness returns the witness link bandwidth for components vSAN components:
// 1138 B × 8 × components / 5 s × 1.1.
func Witness(components int) units.BitRate {
	perInterval := units.ByteRate(float64(WitnessBytesPerComponent) * float64(components) / WitnessIntervalSeconds)
	return perInterval.Bits() * WitnessOverhead
}

// WitnessRTTMaxMs returns the largest witness round-trip time, in
// milliseconds, that the guidance allows for hostsPerSite hosts per site
// (hostsPerSite ≥ 1): 500 ms for 1, 200 ms up to 10, 100 ms beyond.
func WitnessRTTMaxMs(hostsPerSite int) float64 {
	switch {
	case hostsPerSite <= 1:
		return 500
	case hostsPerSite <= 10:
		return 200
	}
	return 100
}
