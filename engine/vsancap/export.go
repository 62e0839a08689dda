package vsancap

import "github.com/sizewise/sizewise/engine/scenario"

// The capacity model for other calculators. The cluster-sizing calculator
// sizes a cluster's vSAN storage with this package's model, through these
// functions, instead of a copy of it. Every function takes inputs that
// Check accepts (Hosts aside: the host count is an argument where it
// varies) and answers in the unit of in.CapacityDiskGB.

// HostRawGB is the raw capacity one host of in's profile contributes:
// devices_per_host × capacity_disk_gb on ESA, disk groups × capacity disks
// per group × capacity_disk_gb on OSA.
func HostRawGB(in Inputs) float64 { return newModel(in).hostRaw }

// MinHosts is the fewest hosts (per site, stretched) the cluster in
// describes can run policy in.Policy on: the policy's layout minimum, 2
// for a 2-node RAID-1 cluster.
func MinHosts(in Inputs) int { return minHosts(in, mustPolicy(in.Policy)) }

// HostsFor is the fewest hosts of in's profile, at least MinHosts, whose
// usable capacity holds vmDataGB with in's headroom kept free (slack, or
// vSAN's reserves under the current rules): the calculator's
// hosts_required for vm_data_gb = vmDataGB. It is at most 2 × 10^15.
func HostsFor(in Inputs, vmDataGB float64) int {
	m := newModel(in)
	return m.hostsRequired(vmDataGB, minHosts(in, m.policy))
}

// UsableOn is the VM data n hosts of in's profile hold with their
// headroom kept free: the calculator's usable_gb for hosts = n.
func UsableOn(in Inputs, n int) float64 { return newModel(in).usableAt(n) }

// Survival is what a number of host failures leaves of a cluster.
type Survival struct {
	// Hosts are the hosts left.
	Hosts int
	// Layout is the policy's layout on the hosts left when it fits there
	// (Reprotectable), else the layout the objects keep.
	Layout Layout
	// Reprotectable: the layout fits on the hosts left, so vSAN rebuilds
	// the lost components there.
	Reprotectable bool
	// UsableGB is the VM data the hosts left hold, protected again.
	UsableGB float64
	// Fits: the VM data is re-protected and held on the hosts left.
	Fits bool
}

// AfterFailures answers, for n hosts of in's profile holding vmDataGB:
// when failures of them fail and vSAN rebuilds on the others, can the
// objects be re-protected, and does the data still fit? It generalises
// the calculator's after-failure analysis (failures = 1 gives its
// after_failure_usable_gb and, with Reprotectable, after_failure_fits):
// the rebuild uses the headroom kept for it (slack, or the host rebuild
// reserve), the operations reserve of the n hosts stays free, and a
// failure never adds capacity:
//
//	usable = min(usable on n hosts, ((n − failures) × host raw − operations reserve) / k' × reduction)
//
// where k' is the raw factor of the layout on the hosts left (ESA re-lays
// RAID-5 4+1 out as 2+1 below 6 hosts). Without re-protection nothing is
// rebuilt: Fits is false and UsableGB is the usable capacity before.
func AfterFailures(in Inputs, vmDataGB float64, n, failures int) Survival {
	m := newModel(in)
	usable := m.usableAt(n)
	s := Survival{Hosts: n - failures, Layout: m.layout(n)}
	if s.Hosts < 1 {
		return s
	}
	if l := m.layout(s.Hosts); s.Hosts >= l.MinHosts {
		s.Layout, s.Reprotectable = l, true
	}
	if !s.Reprotectable {
		s.UsableGB = usable
		return s
	}
	kept := 0.0
	if m.headroom(n) != HeadroomSlack {
		kept = m.reservesAt(n).ops
	}
	k := s.Layout.Multiplier * (1 + m.overhead)
	raw := float64(s.Hosts) * m.hostRaw
	// as afterFailure: the system overhead (ESA metadata, the OSA
	// deduplication overhead) is held on the hosts left too
	s.UsableGB = max(0, min(usable, (raw-kept-m.sysGB(raw))/k*m.reduction()))
	s.Fits = scenario.Clean(vmDataGB) <= scenario.Clean(s.UsableGB)
	return s
}

// HeadroomAt is the headroom n hosts of in's profile keep: slack under the
// classic rules, where slack is chosen and where the reserves are not
// supported (fewer than 4 hosts, stretched and fault-domain clusters),
// else in.Headroom.
func HeadroomAt(in Inputs, n int) string { return newModel(in).headroom(n) }
