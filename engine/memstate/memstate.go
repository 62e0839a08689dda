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

// Tiers is the minFree sliding scale: 6 % of the first 4 GB, 4 % of the next
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

// Version is a vSphere generation whose memory states differ.
type Version string

// Versions with their own thresholds.
const (
	V5 Version = "5" // vSphere 5.x
	V6 Version = "6" // vSphere 6.0 and later: Clear state, High at 400 %
)

// State names, each the band of free memory above its threshold and below
// the next one up.
const (
	High     = "high"
	Clear    = "clear"
	Soft     = "soft"
	Hard     = "hard"
	Low      = "low"
	BelowLow = "below-low"
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

// Threshold is one memory-state threshold: the state named State starts at
// Pct percent of minFree.
type Threshold struct {
	State string
	Pct   float64
}

// Thresholds returns the thresholds of v from the highest down.
func Thresholds(v Version) []Threshold {
	if v == V5 {
		return []Threshold{{High, 100}, {Soft, 64}, {Hard, 32}, {Low, 16}}
	}
	return []Threshold{{High, 400}, {Clear, 100}, {Soft, 64}, {Hard, 32}, {Low, 16}}
}

// StateOf returns the state of a host with freeMB free and the given minFree
// under v: the highest threshold freeMB reaches names it, and below Low it is
// "below-low".
func StateOf(v Version, minFreeMB, freeMB float64) string {
	for _, t := range Thresholds(v) {
		if freeMB >= minFreeMB*t.Pct/100 {
			return t.State
		}
	}
	return BelowLow
}

// Actions returns what ESXi does in state under v (empty for "high"). It
// panics on a state v does not have.
func Actions(v Version, state string) []string {
	if v == V5 && state == Clear {
		panic("memstate: vSphere 5 has no clear state")
	}
	switch state {
	case High:
		return []string{}
	case Clear:
		return []string{BreakLargePages}
	case Soft:
		return []string{BreakLargePages, TPS}
	case Hard:
		return []string{TPS, Balloon}
	case Low:
		return []string{TPS, Compress, Swap}
	case BelowLow:
		return []string{Compress, Swap, Block}
	}
	panic("memstate: unknown state " + state)
}

// ActionText describes an action for a worked step.
var ActionText = map[string]string{
	BreakLargePages: "break large pages into 4 KB pages",
	TPS:             "call TPS to share identical pages",
	Balloon:         "balloon (the guest's driver gives memory back)",
	Compress:        "compress pages",
	Swap:            "swap to the host swap file",
	Block:           "block VMs from allocating memory",
}
