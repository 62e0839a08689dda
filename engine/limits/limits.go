package limits

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/source"
)

// Maximum is one configuration maximum: its value, whether a vendor document
// states it for the rule set's releases, and the citation of the figure.
// Value 0 means the maximum is not known and is not checked.
type Maximum struct {
	Value    int
	Verified bool
	Source   msg.Message
}

// Known reports whether the maximum is checked (Value > 0).
func (m Maximum) Known() bool { return m.Value > 0 }

// Maxima are the cluster maxima of one rule set.
type Maxima struct {
	Set rules.Set
	// ClusterHosts and ClusterVMs are the hosts and VMs of one vSphere
	// (HA/DRS) cluster.
	ClusterHosts, ClusterVMs Maximum
	// VSANHosts are the hosts of one vSAN cluster.
	VSANHosts Maximum
	// VSANVMsPerHost are the VMs one vSAN host takes (0: not verified, not
	// checked).
	VSANVMsPerHost Maximum
	// StretchedHostsPerSite are the hosts of one data site of a vSAN
	// stretched cluster (the witness site holds the one witness host).
	StretchedHostsPerSite Maximum
}

// The citations of the figures.
var (
	citeVSphere6 = source.VCenter6ClusterPerformance.Msg(msg.T(
		"64 hosts and 8,000 VMs per cluster in vSphere 6.0 (32 and 3,000 in 5.5)"))
	citeVSphere6Floor = source.VCenter6ClusterPerformance.Msg(msg.T(
		"64 hosts and 8,000 VMs per cluster in vSphere 6.0, used as the verified floor: the maxima of vSphere 8 and VMware Cloud Foundation 9 could not be verified (third-party notes give 96 hosts per cluster)"))
	citeVSAN6 = source.BootstormDemo.Msg(msg.T(
		"a 64-node Virtual SAN 6.0 cluster, \"the maximum supported capabilities of the platform\""))
	citeVSANESA = source.BootstormDemo.Msg(msg.T(
		"64 hosts per vSAN cluster since Virtual SAN 6.0; Duncan Epping (Yellow Bricks, 2022) gives the same 64 for the Express Storage Architecture"))
	citeStretched = source.VSANStretchedClusterAPI.Msg(msg.T(
		"\"The maximum configuration is 15+15+1 (31 nodes)\": 15 hosts per data site and one witness (vSAN Management API 6.7 U3 and 7.0)"))
	citeStretchedCurrent = source.VSANStretchedClusterAPI.Msg(msg.T(
		"\"The maximum configuration is 15+15+1 (31 nodes)\", as the current API reference still states it; third-party notes give 20+20+1 for vSAN 7 U2 and later, which no vendor document read here confirms"))
	citeESAPerHost = source.ESAScalability8U2.Msg(msg.T(
		"up to 500 VMs per vSAN ESA host from vSAN 8 U2 (200 before)"))
)

// For returns the maxima of rule set set; an unknown set has the classic
// maxima.
func For(set rules.Set) Maxima {
	if rules.Current(set) {
		return Maxima{
			Set:                   set,
			ClusterHosts:          Maximum{Value: 64, Source: citeVSphere6Floor},
			ClusterVMs:            Maximum{Value: 8000, Source: citeVSphere6Floor},
			VSANHosts:             Maximum{Value: 64, Verified: true, Source: citeVSANESA},
			VSANVMsPerHost:        Maximum{Value: 500, Verified: true, Source: citeESAPerHost},
			StretchedHostsPerSite: Maximum{Value: 15, Verified: true, Source: citeStretchedCurrent},
		}
	}
	return Maxima{
		Set:                   rules.Classic,
		ClusterHosts:          Maximum{Value: 64, Verified: true, Source: citeVSphere6},
		ClusterVMs:            Maximum{Value: 8000, Verified: true, Source: citeVSphere6},
		VSANHosts:             Maximum{Value: 64, Verified: true, Source: citeVSAN6},
		StretchedHostsPerSite: Maximum{Value: 15, Verified: true, Source: citeStretched},
	}
}

// The warnings.
var (
	warnHostsBoth = msg.NewKey("limits.hosts-both",
		"{0} exceed one cluster: vSphere 6.0 and vSAN both take at most {1} per cluster. Split them into several clusters.")
	warnHostsVSphere = msg.NewKey("limits.hosts-vsphere",
		"{0} exceed one vSphere cluster ({1} at most, vSphere 6.0): split them into several clusters.")
	warnHostsVSAN = msg.NewKey("limits.hosts-vsan",
		"{0} exceed one vSAN cluster ({1} at most): split them into several vSAN clusters.")
	warnHostsUnverified = msg.NewKey("limits.hosts-unverified",
		"{0} exceed {1} per cluster, the maximum verified for vSphere 6.0; the maximum under the rule set “{2}” could not be verified here: check VMware's “Configuration Maximums” before planning one cluster.")
	warnVMs = msg.NewKey("limits.vms",
		"{0} exceed one vSphere cluster ({1} at most, vSphere 6.0): spread them over several clusters.")
	warnVMsUnverified = msg.NewKey("limits.vms-unverified",
		"{0} exceed {1} per cluster, the maximum verified for vSphere 6.0; the maximum under the rule set “{2}” could not be verified here: check VMware's “Configuration Maximums” before planning one cluster.")
	warnPerSite = msg.NewKey("limits.stretched-per-site",
		"{0} per site exceed a vSAN stretched cluster: at most {1} per data site and one witness ({2}+{2}+1). Split the sites' hosts into several stretched clusters.")
	warnVMsPerHost = msg.NewKey("limits.vms-per-host",
		"{0} per host exceed the {1} a vSAN ESA host takes (vSAN 8 U2 and later): add hosts.")
)

// Cluster is the cluster a check is about. A count of 0 is not known and
// skips the checks that need it.
type Cluster struct {
	// Hosts are the cluster's hosts: both data sites of a stretched
	// cluster (the witness not counted).
	Hosts int
	// VMs are the VMs it runs.
	VMs int
	// HostsPerSite are the hosts of each data site of a stretched cluster
	// (0: not stretched).
	HostsPerSite int
	// NotVSAN: the VMs are not stored on vSAN, so the VMs a vSAN host takes
	// do not bound them.
	NotVSAN bool
}

// Check returns the warnings for one vSAN cluster of hosts hosts running
// vms VMs under rule set set: Report(set, Cluster{Hosts: hosts, VMs: vms})'s
// warnings.
func Check(set rules.Set, hosts, vms int) []msg.Message {
	w, _ := Report(set, Cluster{Hosts: hosts, VMs: vms})
	return w
}

// Report checks cluster c against the maxima of rule set set: hosts beyond
// a vSphere or a vSAN cluster, hosts per site beyond a vSAN stretched
// cluster, VMs beyond a vSphere cluster, VMs per host beyond a vSAN host. A
// maximum that could not be verified for the rule set is named as such. It
// returns the warnings and the citations of the maxima they name (each
// once), for the calculator's sources: nothing when c is within every
// maximum.
func Report(set rules.Set, c Cluster) (warnings, sources []msg.Message) {
	m := For(set)
	label := msg.Txt(rules.Labels[m.Set])
	var w []msg.Message
	var cited []Maximum
	warn := func(x Maximum, msgs ...msg.Message) {
		w = append(w, msgs...)
		cited = append(cited, x)
	}
	hosts, vms := c.Hosts, c.VMs
	hostQty := func(n int) msg.Arg { return msg.Qty(float64(n), msg.Host) }
	if s := m.StretchedHostsPerSite; c.HostsPerSite > 0 && s.Known() && c.HostsPerSite > s.Value {
		warn(s, warnPerSite.With(hostQty(c.HostsPerSite), hostQty(s.Value), msg.Int(s.Value)))
	}
	overSphere := m.ClusterHosts.Known() && hosts > m.ClusterHosts.Value
	overVSAN := m.VSANHosts.Known() && hosts > m.VSANHosts.Value
	switch {
	case overSphere && overVSAN && m.ClusterHosts.Verified && m.ClusterHosts.Value == m.VSANHosts.Value:
		warn(m.VSANHosts, warnHostsBoth.With(hostQty(hosts), hostQty(m.VSANHosts.Value)))
		cited = append(cited, m.ClusterHosts)
	case overVSAN:
		warn(m.VSANHosts, warnHostsVSAN.With(hostQty(hosts), hostQty(m.VSANHosts.Value)))
		if overSphere && m.ClusterHosts.Verified {
			warn(m.ClusterHosts, warnHostsVSphere.With(hostQty(hosts), hostQty(m.ClusterHosts.Value)))
		}
	case overSphere && m.ClusterHosts.Verified:
		warn(m.ClusterHosts, warnHostsVSphere.With(hostQty(hosts), hostQty(m.ClusterHosts.Value)))
	case overSphere:
		warn(m.ClusterHosts, warnHostsUnverified.With(hostQty(hosts), hostQty(m.ClusterHosts.Value), label))
	}
	if vms > 0 {
		if m.ClusterVMs.Known() && vms > m.ClusterVMs.Value {
			if m.ClusterVMs.Verified {
				warn(m.ClusterVMs, warnVMs.With(msg.Qty(float64(vms), msg.VM), msg.Qty(float64(m.ClusterVMs.Value), msg.VM)))
			} else {
				warn(m.ClusterVMs, warnVMsUnverified.With(msg.Qty(float64(vms), msg.VM), msg.Qty(float64(m.ClusterVMs.Value), msg.VM), label))
			}
		}
		if hosts > 0 && m.VSANVMsPerHost.Known() && !c.NotVSAN {
			if perHost := (vms + hosts - 1) / hosts; perHost > m.VSANVMsPerHost.Value {
				warn(m.VSANVMsPerHost, warnVMsPerHost.With(msg.Qty(float64(perHost), msg.VM), msg.Qty(float64(m.VSANVMsPerHost.Value), msg.VM)))
			}
		}
	}
	return w, citations(cited)
}

// citations are the sources of maxima, each once, in order.
func citations(xs []Maximum) []msg.Message {
	var out []msg.Message
	seen := map[string]bool{}
	for _, x := range xs {
		if !x.Known() || x.Source.IsZero() {
			continue
		}
		k := x.Source.String()
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, x.Source)
	}
	return out
}

// Sources returns the citations of the maxima a one-site cluster is checked
// against under rule set set (hosts and VMs per cluster, VMs per host), each
// once: what a calculator that always checks them cites.
func Sources(set rules.Set) []msg.Message {
	m := For(set)
	return citations([]Maximum{m.ClusterHosts, m.ClusterVMs, m.VSANHosts, m.VSANVMsPerHost})
}
