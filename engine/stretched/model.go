package stretched

import (
	"math"

	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/units"
)

// Recommended multipliers and witness constants from VMware's vSAN Stretched
// Cluster Bandwidth Sizing Guidance (2015), the formulas the VM Guru summary
// of the guide quotes.
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
	// IntersiteRTTMaxMs is the inter-site round-trip limit (the guide, the
	// vSphere 7.0 vSAN Network Design Guide and VCF 9.0's
	// VCF-VSAN-SC-REQD-CFG-002 alike).
	IntersiteRTTMaxMs = 5
	// VDIWritePct is the write share of a typical VDI mix (30 % reads / 70 %
	// writes, the guide), the default when only total IOPS is known.
	VDIWritePct = 70
	// MaxHostsPerSite is the largest site the witness RTT guidance covers.
	MaxHostsPerSite = 15
	// VCF9WitnessRTTMaxMs is the witness round-trip limit of VMware Cloud
	// Foundation 9.0 (VCF-VSAN-SC-REQD-CFG-003), for any number of hosts.
	VCF9WitnessRTTMaxMs = 200
	// MinIntersiteMbpsCurrent is the least bandwidth between the data sites
	// under the current rules: "no less than 10GbE", for ESA and OSA alike
	// (VCF 9.0, VCF-VSAN-SC-REQD-CFG-004; the current bandwidth sizing
	// guide).
	MinIntersiteMbpsCurrent = 10000
	// VCF9MinHostsPerSite is the smallest site of a VCF 9.0 stretched
	// workload cluster: "Minimum of six (6) nodes for vSAN stretched
	// clusters", three per site.
	VCF9MinHostsPerSite = 3
	// MaxCompressionRatio is the most ESA compression can save: 8:1 per 4 KB
	// block in theory (Duncan Epping, "vSAN 8.0 ESA and Compression by
	// default?", 2022).
	MaxCompressionRatio = 8
	// MaxResyncHours bounds a resynchronisation time worth stating (about
	// 114 years); longer means it never finishes in practice.
	MaxResyncHours = 1e6
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

// Compressed returns the write bandwidth that crosses the link when vSAN ESA
// compresses writes on the source host first: Wb / ratio (ratio ≥ 1; 1 = no
// saving). Under the classic rules (OSA) compression happens on the
// destination hosts, after the link, and ratio is 1.
func Compressed(wb units.BitRate, ratio float64) units.BitRate {
	return wb / units.BitRate(ratio)
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

// WitnessRTTMaxMsFor is WitnessRTTMaxMs under a rule set. Every rule set
// keeps the tiers of the vSAN documents: VMware Cloud Foundation 9.0's own
// vSAN pages state them too ("Bandwidth and Latency Requirements",
// "Physical NIC Requirements", "Configure Network Interface for Witness
// Traffic": less than 100 ms RTT with 11–15 hosts per site). Its design's
// single figure (VCF-VSAN-SC-REQD-CFG-003: "should not exceed 200ms RTT")
// is therefore a ceiling, not a limit for every size: under vcf9 the limit
// is the lesser of the two, 200 ms up to 10 hosts per site and 100 ms
// beyond. A 2-node cluster (one host per site) is not a VCF 9 stretched
// cluster: under every rule set it has the 2-node limit, 500 ms.
//
// Before revision 2 (December 2026) Sizewise applied 200 ms under vcf9 at
// any size beyond one host per site (LegacyWitnessRTTMaxMs).
func WitnessRTTMaxMsFor(set rules.Set, hostsPerSite int) float64 {
	t := WitnessRTTMaxMs(hostsPerSite)
	if set == rules.VCF9 && hostsPerSite > 1 {
		return math.Min(VCF9WitnessRTTMaxMs, t)
	}
	return t
}

// LegacyWitnessRTTMaxMs is the witness limit Sizewise gave before revision
// 2: VCF 9's 200 ms under vcf9 for any site of 2 hosts or more.
func LegacyWitnessRTTMaxMs(set rules.Set, hostsPerSite int) float64 {
	if set == rules.VCF9 && hostsPerSite > 1 {
		return VCF9WitnessRTTMaxMs
	}
	return WitnessRTTMaxMs(hostsPerSite)
}

// TwoNode reports whether hostsPerSite describes a 2-node cluster: one data
// host at each "site", in practice two hosts at one location, switched or
// directly connected, with the witness elsewhere ("Two-Node vSAN Clusters",
// vSAN Planning and Deployment, vSphere 7.0).
func TwoNode(hostsPerSite int) bool { return hostsPerSite <= 1 }

// StandardLinksMbps are the Ethernet rates a data-centre link is bought in
// (1, 10, 25, 40 and 100 Gbps), in Mbps; beyond 100 Gbps, several 100 Gbps
// links.
var StandardLinksMbps = []float64{1000, 10000, 25000, 40000, 100000}

// StandardLinkMbps returns the smallest standard link rate, in Mbps, that
// carries needMbps (≥ 0): one of StandardLinksMbps, or beyond 100 Gbps the
// next multiple of 100,000 Mbps. StandardLinkMbps(560) = 1000.
func StandardLinkMbps(needMbps float64) float64 {
	for _, r := range StandardLinksMbps {
		if needMbps <= r {
			return r
		}
	}
	top := StandardLinksMbps[len(StandardLinksMbps)-1]
	return math.Ceil(needMbps/top) * top
}

// RecommendedMinIntersiteMbps returns the least inter-site link to plan for
// an inter-site need of needMbps under set: the need rounded up to a
// standard link rate, and under the current rules (vSAN 8 ESA, VCF 9) at
// least MinIntersiteMbpsCurrent. For a 2-node cluster the link is the one
// between the two data nodes, and the 10 Gbps under the current rules is an
// assumption, not the data-site requirement (see the calculator's step).
func RecommendedMinIntersiteMbps(set rules.Set, needMbps float64) float64 {
	r := StandardLinkMbps(needMbps)
	if rules.Current(set) {
		r = math.Max(r, MinIntersiteMbpsCurrent)
	}
	return r
}

// WitnessSize is a size of the vSAN witness appliance.
type WitnessSize struct {
	// Name is the size's id in results: "tiny", "medium", "large",
	// "extra-large".
	Name string
	// MaxComponents is the most components the size supports.
	MaxComponents int
	// VCPUs and MemoryGB are the appliance's resources for the OSA (classic)
	// and ESA (current) rules; 0 where no figure was found (or, ESA Tiny,
	// where the size does not exist).
	VCPUsOSA, MemoryGBOSA float64
	VCPUsESA, MemoryGBESA float64
	// ESA reports whether the ESA witness appliance comes in this size.
	ESA bool
	// OSAVendor reports whether VMware documents the OSA vCPU and memory
	// (VCF 4.5 design); the others rest on a third-party summary.
	OSAVendor bool
}

// Witness appliance sizes. Components: "Deploying a vSAN Witness Appliance"
// (vSphere 8.0, identical in 7.0 and in VMware Cloud Foundation 9.0): Tiny
// up to 750 components (10 VMs or fewer), Medium 21,833 (500 VMs), Large
// 45,000, Extra Large 64,000. VCF 9.0 adds "vSAN ESA does not support tiny
// witness appliance" (its deployment step offers "medium, large, or extra
// large"), and each architecture has its own appliance (VCF-VSAN-SC-REQD-
// CFG-010). vCPU/RAM, OSA: VMware Cloud Foundation 4.5 design (Tiny 2/8 GB,
// Medium 2/16 GB, Large 2/32 GB); Extra Large 6/32 GB and every ESA figure
// (Medium 4/16, Large 4/32, Extra Large 8/64) rest only on a third-party
// summary of a Broadcom article that was not found.
var WitnessSizes = []WitnessSize{
	{Name: "tiny", MaxComponents: 750, VCPUsOSA: 2, MemoryGBOSA: 8, OSAVendor: true},
	{Name: "medium", MaxComponents: 21833, VCPUsOSA: 2, MemoryGBOSA: 16, VCPUsESA: 4, MemoryGBESA: 16, ESA: true, OSAVendor: true},
	{Name: "large", MaxComponents: 45000, VCPUsOSA: 2, MemoryGBOSA: 32, VCPUsESA: 4, MemoryGBESA: 32, ESA: true, OSAVendor: true},
	{Name: "extra-large", MaxComponents: 64000, VCPUsOSA: 6, MemoryGBOSA: 32, VCPUsESA: 8, MemoryGBESA: 64, ESA: true},
}

// WitnessBeyond is the witness_appliance result when the components exceed
// the largest appliance.
const WitnessBeyond = "beyond"

// WitnessFor returns the smallest witness appliance size that supports
// components (≥ 1), or false when even Extra Large (64,000) does not. It is
// the OSA appliance's choice; WitnessForRules gives each rule set's.
func WitnessFor(components int) (WitnessSize, bool) {
	for _, s := range WitnessSizes {
		if components <= s.MaxComponents {
			return s, true
		}
	}
	return WitnessSize{}, false
}

// WitnessForRules is WitnessFor for the appliance of rule set set's
// architecture: under the current rules (ESA) the smallest size is Medium,
// as "vSAN ESA does not support tiny witness appliance" (VMware Cloud
// Foundation 9.0). The vSphere 8.0 page read does not say so of vSAN 8; it
// lists one set of sizes for both architectures, and vSAN 8 ships a
// separate ESA appliance: Sizewise applies the VCF 9.0 statement to
// vsan8-esa too, and says so in the step.
func WitnessForRules(set rules.Set, components int) (WitnessSize, bool) {
	if !rules.Current(set) {
		return WitnessFor(components)
	}
	for _, s := range WitnessSizes {
		if s.ESA && components <= s.MaxComponents {
			return s, true
		}
	}
	return WitnessSize{}, false
}

// Resources returns the appliance's vCPUs and memory (GB) under set, and
// false when no figure is known for that architecture.
func (s WitnessSize) Resources(set rules.Set) (vcpus, memoryGB float64, ok bool) {
	if rules.Current(set) {
		return s.VCPUsESA, s.MemoryGBESA, s.VCPUsESA > 0
	}
	return s.VCPUsOSA, s.MemoryGBOSA, s.VCPUsOSA > 0
}

// Vendor reports whether VMware documents the size's vCPU and memory under
// set (OSA Tiny, Medium and Large); the others rest on a third-party
// summary.
func (s WitnessSize) Vendor(set rules.Set) bool {
	return !rules.Current(set) && s.OSAVendor
}

// ResyncHours returns how long resynchronising changedGB of data (decimal GB)
// takes over a link of linkMbps that also carries the production writes of
// productionMbps: changed × 8000 Mbit/GB × overhead / (link − production) /
// 3600. overhead is the traffic multiplier on the changed data (md, divided
// by the ESA compression ratio). It returns false when the production writes
// leave no bandwidth (the resync cannot finish while they run).
func ResyncHours(changedGB, overhead, linkMbps, productionMbps float64) (float64, bool) {
	usable := linkMbps - productionMbps
	if !(usable > 0) {
		return 0, false
	}
	return changedGB * 8000 * overhead / usable / 3600, true
}

// ratio is the compression ratio the rule set applies: the input under the
// current rules, 1 under the classic rules.
func ratio(in Inputs) float64 {
	if rules.Current(in.Rules) {
		return in.CompressionRatio
	}
	return 1
}
