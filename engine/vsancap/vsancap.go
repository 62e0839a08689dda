package vsancap

import (
	"fmt"
	"math"

	"github.com/sizewise/sizewise/engine/scenario"
)

// Policy is a vSAN storage policy's failure tolerance and layout.
type Policy struct {
	// Name is the policy's id in documents ("raid5-ftt1").
	Name string
	// Label names it for people ("RAID-5, FTT=1").
	Label string
	// FTT is the number of failures to tolerate.
	FTT int
	// Multiplier is raw capacity consumed per GB of VM data.
	Multiplier float64
	// MinHosts is the smallest cluster (fault domains) the policy needs.
	MinHosts int
	// AllFlashOnly is set for erasure coding (RAID-5/6).
	AllFlashOnly bool
}

// Policies are the storage policies the calculator knows, in order of
// failures tolerated.
var Policies = []Policy{
	{Name: "raid1-ftt1", Label: "RAID-1 mirroring, FTT=1", FTT: 1, Multiplier: 2, MinHosts: 3},
	{Name: "raid5-ftt1", Label: "RAID-5 erasure coding, FTT=1", FTT: 1, Multiplier: 4.0 / 3, MinHosts: 4, AllFlashOnly: true},
	{Name: "raid1-ftt2", Label: "RAID-1 mirroring, FTT=2", FTT: 2, Multiplier: 3, MinHosts: 5},
	{Name: "raid6-ftt2", Label: "RAID-6 erasure coding, FTT=2", FTT: 2, Multiplier: 1.5, MinHosts: 6, AllFlashOnly: true},
	{Name: "raid1-ftt3", Label: "RAID-1 mirroring, FTT=3", FTT: 3, Multiplier: 4, MinHosts: 7},
}

// PolicyNamed returns the policy called name.
func PolicyNamed(name string) (Policy, bool) {
	for _, p := range Policies {
		if p.Name == name {
			return p, true
		}
	}
	return Policy{}, false
}

func mustPolicy(name string) Policy {
	p, ok := PolicyNamed(name)
	if !ok {
		panic(fmt.Sprintf("vsancap: unknown policy %q", name))
	}
	return p
}

// Measurements of the vSAN 7.0 U1 tests in shared/reference/002 (4 all-flash
// NVMe hosts, HCIBench 2.4.0 Easy Run maxima).
const (
	// OneDiskGroupIOPS and OneDiskGroupMBps: RAID-1 FTT=1, 1 disk group of
	// 1 cache + 7 capacity disks per host.
	OneDiskGroupIOPS = 410545
	OneDiskGroupMBps = 2654
	// TwoDiskGroupsIOPS and TwoDiskGroupsMBps: RAID-1 FTT=1, 2 disk groups of
	// 1 cache + 3 capacity disks per host.
	TwoDiskGroupsIOPS = 756366
	TwoDiskGroupsMBps = 4168
	// DedupeIOPS and DedupeMBps: RAID-5 with deduplication and compression,
	// 1 disk group.
	DedupeIOPS = 407678
	DedupeMBps = 1629
	// HalfFullIOPS and HalfFullMBps: the same, 50 % full.
	HalfFullIOPS = 432362
	HalfFullMBps = 1688
	// OverEightyIOPS and OverEightyMBps: the same, past 80 % full.
	OverEightyIOPS = 265151
	OverEightyMBps = 1035
	// FillWarnPct is the fill above which the tests saw performance collapse.
	FillWarnPct = 80
	// DefaultSlackPct is the free space kept by default (VMware: 25–30 %).
	DefaultSlackPct = 30
	// MinRecommendedSlackPct is the low end of VMware's 25–30 % slack guidance.
	MinRecommendedSlackPct = 25
)

// GainPct returns the percentage gain of after over before: (after/before − 1) × 100.
// before must be positive.
func GainPct(before, after float64) float64 {
	if before <= 0 {
		panic("vsancap: GainPct needs a positive base")
	}
	return (after/before - 1) * 100
}

// RawGB returns the raw capacity of the cluster: hosts × disk groups per host
// × capacity disks per group × capacity disk size.
func RawGB(hosts, groups, disks int, diskGB float64) float64 {
	return float64(hosts) * float64(groups) * float64(disks) * diskGB
}

// UsableGB returns the VM data that fits in rawGB under policy multiplier m,
// keeping slackPct of the raw capacity free, with data reduction ratio d:
// raw / m × (1 − slack/100) × d.
func UsableGB(rawGB, m, slackPct, d float64) float64 {
	return rawGB / m * (1 - slackPct/100) * d
}

// ConsumedRawGB returns the raw capacity vmDataGB occupies under policy
// multiplier m with data reduction ratio d: vm × m / d.
func ConsumedRawGB(vmDataGB, m, d float64) float64 {
	return vmDataGB * m / d
}

// RawRequiredGB returns the raw capacity to provide for vmDataGB under policy
// multiplier m with reduction ratio d while keeping slackPct (< 100) free:
// vm × m / d / (1 − slack/100).
func RawRequiredGB(vmDataGB, m, slackPct, d float64) float64 {
	return ConsumedRawGB(vmDataGB, m, d) / (1 - slackPct/100)
}

// HostsRequired returns the hosts needed to provide rawRequiredGB at
// rawPerHostGB (> 0) each, and never fewer than minHosts.
func HostsRequired(rawRequiredGB, rawPerHostGB float64, minHosts int) int {
	n := math.Ceil(scenario.Clean(rawRequiredGB / rawPerHostGB))
	if n < float64(minHosts) {
		return minHosts
	}
	return int(n)
}
