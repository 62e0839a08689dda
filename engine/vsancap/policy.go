package vsancap

import (
	"fmt"

	"github.com/sizewise/sizewise/engine/msg"
)

// Policy is a vSAN storage policy's failure tolerance and, for the original
// storage architecture, its layout.
type Policy struct {
	// Name is the policy's id in documents ("raid5-ftt1").
	Name string
	// Label names it for people: the choice label of the `policy` input.
	Label msg.Text
	// Short names it in a sentence ("RAID-5, FTT=1").
	Short msg.Text
	// FTT is the number of failures to tolerate.
	FTT int
	// Multiplier is raw capacity consumed per GB of VM data on OSA.
	Multiplier float64
	// MinHosts is the smallest OSA cluster (fault domains) the policy needs.
	MinHosts int
	// AllFlashOnly is set for erasure coding (RAID-5/6), which OSA runs on
	// all-flash clusters only.
	AllFlashOnly bool
}

// Mirror reports whether p is RAID-1 mirroring.
func (p Policy) Mirror() bool { return !p.AllFlashOnly }

// mirrorOf is the RAID-1 policy with p's failures to tolerate.
func mirrorOf(p Policy) Policy {
	for _, q := range Policies {
		if q.FTT == p.FTT && q.Mirror() {
			return q
		}
	}
	return Policies[0]
}

// Policies are the storage policies the calculator knows, in order of
// failures tolerated, with their OSA layouts. Multipliers: RAID-1 FTT=1/2/3
// leave about 50/33/25 % of raw usable and RAID-5/6 about 75/67 % ("Administering
// VMware vSAN", vSphere 6.5, VMware, 2017); RAID-5 needs 4 and RAID-6 6 fault
// domains, RAID-1 2·FTT+1 hosts, erasure coding all-flash only (vSphere 8.0
// vSAN Administration, "Using RAID 5 or RAID 6 Erasure Coding", VMware).
//
// This list is the one place the policies are defined: the `policy` input's
// oneof rule (a struct tag, which Go cannot build from a variable) and the
// RVTools importer's component layouts are tested against PolicyIDs, and the
// sentence names and the CLI's usage line are derived from it.
var Policies = []Policy{
	{Name: "raid1-ftt1", Label: msg.T("RAID-1, FTT=1 (mirroring, ×2)"),
		Short: msg.Same("RAID-1, FTT=1"), FTT: 1, Multiplier: 2, MinHosts: 3},
	{Name: "raid5-ftt1", Label: msg.T("RAID-5, FTT=1 (erasure coding: ×4/3 on OSA, adaptive ×1.5 or ×1.25 on ESA)"),
		Short: msg.Same("RAID-5, FTT=1"), FTT: 1, Multiplier: 4.0 / 3, MinHosts: 4, AllFlashOnly: true},
	{Name: "raid1-ftt2", Label: msg.T("RAID-1, FTT=2 (mirroring, ×3)"),
		Short: msg.Same("RAID-1, FTT=2"), FTT: 2, Multiplier: 3, MinHosts: 5},
	{Name: "raid6-ftt2", Label: msg.T("RAID-6, FTT=2 (erasure coding 4+2, ×1.5)"),
		Short: msg.Same("RAID-6, FTT=2"), FTT: 2, Multiplier: 1.5, MinHosts: 6, AllFlashOnly: true},
	{Name: "raid1-ftt3", Label: msg.T("RAID-1, FTT=3 (mirroring, ×4)"),
		Short: msg.Same("RAID-1, FTT=3"), FTT: 3, Multiplier: 4, MinHosts: 7},
}

// PolicyIDs are the policies' ids in the order of Policies: what the
// `policy` input accepts.
func PolicyIDs() []string {
	ids := make([]string, len(Policies))
	for i, p := range Policies {
		ids[i] = p.Name
	}
	return ids
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

// Layout is how a policy places an object's data on a cluster of a given
// size: its id (the `layout` result), the raw capacity per GB of data, and
// the hosts it needs.
type Layout struct {
	ID         string
	Multiplier float64
	MinHosts   int
}

// The layouts. RAID-1 keeps FTT+1 copies; OSA RAID-5 is 3+1; ESA's adaptive
// RAID-5 is 2+1 on 3–5 hosts and 4+1 on 6 or more; RAID-6 is 4+2 on both.
var (
	LayoutMirror2 = Layout{ID: "raid1-2-copies", Multiplier: 2, MinHosts: 3}
	LayoutMirror3 = Layout{ID: "raid1-3-copies", Multiplier: 3, MinHosts: 5}
	LayoutMirror4 = Layout{ID: "raid1-4-copies", Multiplier: 4, MinHosts: 7}
	LayoutRAID531 = Layout{ID: "raid5-3+1", Multiplier: 4.0 / 3, MinHosts: 4}
	LayoutRAID521 = Layout{ID: "raid5-2+1", Multiplier: 1.5, MinHosts: 3}
	LayoutRAID541 = Layout{ID: "raid5-4+1", Multiplier: 1.25, MinHosts: AdaptiveRAID5Hosts}
	LayoutRAID642 = Layout{ID: "raid6-4+2", Multiplier: 1.5, MinHosts: 6}
)

// AdaptiveRAID5Hosts is the host count from which ESA lays RAID-5 out as
// 4+1 instead of 2+1 (Duncan Epping, "vSAN 8.0 ESA – Introducing Adaptive
// RAID-5", Yellow Bricks, 2022: "RAID-5, 2+1, 3-5 hosts"; 4+1 "6 hosts or
// more"). The multipliers ×1.5 and ×1.25 are Broadcom KB 394410's (2025).
const AdaptiveRAID5Hosts = 6

// LayoutOf is the layout of policy p on arch with hosts hosts (fault
// domains). Only ESA's RAID-5 depends on the host count.
func LayoutOf(arch string, p Policy, hosts int) Layout {
	switch {
	case p.Name == "raid5-ftt1" && arch == ESA:
		if hosts >= AdaptiveRAID5Hosts {
			return LayoutRAID541
		}
		return LayoutRAID521
	case p.Name == "raid5-ftt1":
		return LayoutRAID531
	case p.Name == "raid6-ftt2":
		return LayoutRAID642
	case p.FTT == 2:
		return LayoutMirror3
	case p.FTT == 3:
		return LayoutMirror4
	}
	return LayoutMirror2
}

// MinHostsOf is the smallest cluster policy p runs on with arch: ESA's
// adaptive RAID-5 starts at 3 hosts (2+1), OSA's at 4 (3+1).
func MinHostsOf(arch string, p Policy) int {
	return policyMinHosts(arch, p)
}

// minHosts is MinHostsOf for the cluster the inputs describe: a 2-node
// cluster's witness appliance is the mirror's third fault domain, so its 2
// data hosts are enough; a storage cluster needs at least StorageMinHosts
// hosts (a site of a stretched one, as many) whatever the policy, which
// fault domains, counted instead of hosts, cannot show.
func minHosts(in Inputs, p Policy) int {
	switch {
	case IsTwoNode(in) && p.Name == "raid1-ftt1":
		return TwoNodeHosts
	case in.Deployment == StorageCluster && in.ClusterType != FaultDomains:
		// with fault domains the inputs count domains, not hosts
		return max(StorageMinHosts, policyMinHosts(in.Architecture, p))
	}
	return policyMinHosts(in.Architecture, p)
}

// policyMinHosts is the fewest hosts (fault domains) policy p can place
// its components on.
func policyMinHosts(arch string, p Policy) int {
	if arch == ESA && p.Name == "raid5-ftt1" {
		return LayoutRAID521.MinHosts
	}
	return p.MinHosts
}
