package memstate

import "math"

// MBPerGB is ESXi's host-memory unit: 1 GB = 1024 MB.
const MBPerGB = 1024

// Tier is one step of the minFree sliding scale: Pct percent of the next
// SizeMB megabytes (SizeMB = +Inf for the rest).
type Tier struct {
	SizeMB float64
	Pct    float64
}

// Tiers is the minFree sliding scale (Frank Denneman, "Mem.MinFreePct
// sliding scale function", 2011): 6 % of the first 4 GB, 4 % of the next
// 8 GB, 2 % of the next 16 GB, 1 % of the rest.
var Tiers = []Tier{
	{4 * MBPerGB, 6},
	{8 * MBPerGB, 4},
	{16 * MBPerGB, 2},
	{math.Inf(1), 1},
}

// TierMB returns each tier's part of minFree for memoryMB of managed memory,
// in MB.
func TierMB(memoryMB float64) []float64 {
	out := make([]float64, len(Tiers))
	rest := math.Max(memoryMB, 0)
	for i, t := range Tiers {
		in := math.Min(rest, t.SizeMB)
		out[i] = in * t.Pct / 100
		rest -= in
	}
	return out
}

// MinFreeMB returns minFree in MB for memoryMB of managed memory: the sum of
// TierMB. MinFreeMB(128 × 1024) = 1925.12.
func MinFreeMB(memoryMB float64) float64 {
	s := 0.0
	for _, x := range TierMB(memoryMB) {
		s += x
	}
	return s
}

// Version is a vSphere (ESXi) major version.
type Version string

// Versions. 5.x has its own thresholds; 6.0 added Clear and moved High to
// 400 %; 7, 8 and 9 keep the 6.0 thresholds and the minFree scale.
const (
	V5 Version = "5" // vSphere 5.x
	V6 Version = "6" // vSphere 6.x: Clear state, High at 400 %
	V7 Version = "7"
	V8 Version = "8"
	V9 Version = "9" // vSphere 9 / VMware Cloud Foundation 9: NVMe memory tiering
)

// HasClear reports whether v has the Clear state (6.0 and later).
func (v Version) HasClear() bool { return v != V5 }

// State names. A host is in the state of the lowest threshold its free
// memory has fallen below, and High while it is below none of Clear (6.0 and
// later) or Soft (5.x) — the convention of Duncan Epping's tables and
// running-system.com.
const (
	High  = "high"
	Clear = "clear"
	Soft  = "soft"
	Hard  = "hard"
	Low   = "low"
)

// Actions ESXi takes to reclaim memory.
const (
	BreakLargePages = "break_large_pages"
	TPS             = "tps"
	Balloon         = "balloon"
	Compress        = "compress"
	Swap            = "swap"
	Block           = "block"
)

// Threshold is one memory-state threshold: the state named State, at Pct
// percent of minFree. For High it is the level below which large pages start
// to be broken (6.0 and later); for the others, the level free memory falls
// below to enter the state.
type Threshold struct {
	State string
	Pct   float64
}

// Thresholds returns the thresholds of v from the highest down (Duncan
// Epping, "vSphere 6.0: Breaking Large Pages…", 2015): 5.x High 100 %, Soft
// 64 %, Hard 32 %, Low 16 %; 6.0 and later High 400 %, Clear 100 %, Soft
// 64 %, Hard 32 %, Low 16 %.
func Thresholds(v Version) []Threshold {
	if !v.HasClear() {
		return []Threshold{{High, 100}, {Soft, 64}, {Hard, 32}, {Low, 16}}
	}
	return []Threshold{{High, 400}, {Clear, 100}, {Soft, 64}, {Hard, 32}, {Low, 16}}
}

// StateOf returns the state of a host with freeMB free and the given minFree
// under v: the state of the lowest threshold freeMB has fallen below, or
// High. 6.x: free ≥ Clear → high; Clear > free ≥ Soft → clear; Soft > free ≥
// Hard → soft; Hard > free ≥ Low → hard; free < Low → low. 5.x the same from
// Soft. With minFree 10,240 MB on 5.x, 6,000 MB free is soft (below 6,553.6).
func StateOf(v Version, minFreeMB, freeMB float64) string {
	th := Thresholds(v)
	for i := len(th) - 1; i >= 1; i-- { // from Low up; High is no state boundary
		if freeMB < minFreeMB*th[i].Pct/100 {
			return th[i].State
		}
	}
	return High
}

// Actions returns what ESXi does in state under v (Duncan Epping, "What
// happens at which vSphere memory state?", 2015, for 6.0; for 5.x large
// pages are broken and TPS called when the host goes from High to Soft, as
// his "Breaking Large Pages" post says):
//
//	6.x  high  none (below the 400 % High level: break large pages, see ActionsAt)
//	     clear break large pages and call TPS
//	     soft  TPS + balloon
//	     hard  TPS + compress + swap (ballooning stops)
//	     low   compress + swap + block
//	5.x  high  none; soft break large pages + TPS + balloon; hard and low as 6.x
//
// It panics on a state v does not have.
func Actions(v Version, state string) []string {
	if !v.HasClear() && state == Clear {
		panic("memstate: vSphere 5 has no clear state")
	}
	switch state {
	case High:
		return []string{}
	case Clear:
		return []string{BreakLargePages, TPS}
	case Soft:
		if !v.HasClear() {
			return []string{BreakLargePages, TPS, Balloon}
		}
		return []string{TPS, Balloon}
	case Hard:
		return []string{TPS, Compress, Swap}
	case Low:
		return []string{Compress, Swap, Block}
	}
	panic("memstate: unknown state " + state)
}

// ActionsAt returns what ESXi does with freeMB free: Actions of its state,
// and on 6.0 and later, in the high state below the 400 % High level, the
// breaking of large pages that TPS collapses at its next scan.
func ActionsAt(v Version, minFreeMB, freeMB float64) []string {
	s := StateOf(v, minFreeMB, freeMB)
	if s == High && v.HasClear() && freeMB < minFreeMB*Thresholds(v)[0].Pct/100 {
		return []string{BreakLargePages}
	}
	return Actions(v, s)
}

// Memory tiering over NVMe (VMware Cloud Foundation 9): the default
// Mem.TierNVMePct = 100 adds NVMe memory equal to the DRAM (1:1), and VMware
// sizes it for workloads whose active memory is at most 50 % of the DRAM.
const (
	TierNVMePctDefault  = 100
	TieringMaxActivePct = 50
)

func memoryMB(in Inputs) float64 {
	if in.VMKMemMB != nil {
		return *in.VMKMemMB
	}
	return *in.HostMemoryGB * MBPerGB
}
