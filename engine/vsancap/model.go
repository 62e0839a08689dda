package vsancap

import (
	"math"

	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
)

// GainPct returns the percentage gain of after over before: (after/before − 1) × 100.
// before must be positive.
func GainPct(before, after float64) float64 {
	if before <= 0 {
		panic("vsancap: GainPct needs a positive base")
	}
	return (after/before - 1) * 100
}

// RawGB returns the raw capacity of an OSA cluster: hosts × disk groups per
// host × capacity disks per group × capacity disk size.
func RawGB(hosts, groups, disks int, diskGB float64) float64 {
	return float64(hosts) * float64(groups) * float64(disks) * diskGB
}

// UsableGB returns the VM data that fits in rawGB under policy multiplier m,
// keeping slackPct of the raw capacity free, with data reduction ratio d:
// raw / m × (1 − slack/100) × d.
func UsableGB(rawGB, m, slackPct, d float64) float64 {
	return rawGB / m * (1 - slackPct/100) * d
}

// ConsumedRawGB returns the raw capacity vmDataGB occupies under raw
// multiplier m (the policy's, times the ESA overhead factor where there is
// one) with data reduction ratio d: vm × m / d.
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
// rawPerHostGB (> 0) each, and never fewer than minHosts: the slack rule,
// where every host adds the same usable capacity.
func HostsRequired(rawRequiredGB, rawPerHostGB float64, minHosts int) int {
	n := math.Ceil(scenario.Clean(rawRequiredGB / rawPerHostGB))
	if n < float64(minHosts) {
		return minHosts
	}
	return int(n)
}

// HostRebuildReserveGB is the host rebuild reserve of a cluster of hosts
// equal hosts with rawGB in all: the capacity of the largest host, rawGB /
// hosts (25 % at 4 hosts, 8 % at 12: VCF 9.0 design, VCF-VSAN-RCMD-CFG-003).
func HostRebuildReserveGB(rawGB float64, hosts int) float64 {
	return rawGB / float64(hosts)
}

// OperationsReserveGB is the calculator's operations reserve: hosts ×
// perHostGB of transient space plus bufferPct of rawGB (see
// OpsReserveGBPerHost for the documents and the assumption).
func OperationsReserveGB(rawGB float64, hosts int, perHostGB, bufferPct float64) float64 {
	return float64(hosts)*perHostGB + rawGB*bufferPct/100
}

// model is the capacity model of one set of valid inputs: what every host
// holds, how data is reduced and protected, and which headroom is kept.
type model struct {
	in       Inputs
	policy   Policy
	current  bool    // vSAN 8 ESA or VCF 9 rules
	hostRaw  float64 // raw GB per host (per fault domain, per site's host)
	overhead float64 // ESA overhead as a fraction (0 on OSA)
	compress float64 // compression ratio applied
	dedupe   float64 // deduplication ratio applied
	// sys is the share of raw capacity vSAN keeps for its own metadata and
	// counts as used: OSA deduplication and compression (about 5 %), ESA
	// global metadata (about 10 %); 0 otherwise.
	sys float64
	// legacy is the model of revision 1 (before December 2026): no system
	// overhead, ESA deduplication credited under vcf9 whenever a ratio is
	// given, the host rebuild reserve kept on 4-host storage clusters. It
	// only answers "what did a link made before say" (Changes).
	legacy bool
}

func newModel(in Inputs) model {
	m := model{in: in, policy: mustPolicy(in.Policy), current: rules.Current(in.Rules), compress: 1, dedupe: 1}
	if in.Architecture == ESA {
		m.hostRaw = float64(in.DevicesPerHost) * in.CapacityDiskGB
		m.overhead = in.ESAOverheadPct / 100
		m.compress = in.CompressionRatio
		if GlobalDedupeOn(in) {
			m.dedupe = in.DedupeRatio
		}
		m.sys = in.ESAMetadataPct / 100
	} else {
		m.hostRaw = RawGB(1, in.DiskGroupsPerHost, in.CapacityDisksPerGroup, in.CapacityDiskGB)
		if in.AllFlash {
			m.dedupe = in.DedupeRatio
			if in.DedupeRatio > 1 {
				m.sys = in.DedupeOverheadPct / 100
			}
		}
	}
	return m
}

// legacyModel is the model of revision 1 for the same inputs.
func legacyModel(in Inputs) model {
	m := newModel(in)
	m.legacy, m.sys = true, 0
	if in.Architecture == ESA && in.Rules == rules.VCF9 {
		m.dedupe = in.DedupeRatio
	}
	return m
}

// GlobalDedupeOn reports whether ESA global deduplication counts: under the
// VMware Cloud Foundation 9 rules, on ESA, when esa_global_dedupe names the
// release that runs it. VCF 9.0 itself: "vSAN Express Storage Architecture
// (ESA) does not support deduplication".
func GlobalDedupeOn(in Inputs) bool {
	return in.Architecture == ESA && in.Rules == rules.VCF9 && in.ESAGlobalDedupe != "" && in.ESAGlobalDedupe != GlobalDedupeOff
}

// sysGB is the system overhead of raw GB of capacity.
func (m model) sysGB(raw float64) float64 { return raw * m.sys }

// reduction is the data reduction applied: compression × deduplication.
func (m model) reduction() float64 { return m.compress * m.dedupe }

// layout is the policy's layout on n hosts.
func (m model) layout(n int) Layout { return LayoutOf(m.in.Architecture, m.policy, n) }

// rawFactor is the raw GB one GB of (reduced) data takes on n hosts: the
// layout's multiplier times the ESA overhead factor.
func (m model) rawFactor(n int) float64 { return m.layout(n).Multiplier * (1 + m.overhead) }

// reservesSupported reports whether vSAN's reserves can be used on n hosts
// of this cluster type: not on 2- and 3-node, stretched and fault-domain
// clusters.
func (m model) reservesSupported(n int) bool {
	return n >= ReservesMinHosts && m.in.ClusterType == Standard
}

// headroom is the headroom kept on n hosts: slack under the classic rules,
// where slack is chosen, and where the reserves are not supported.
func (m model) headroom(n int) string {
	if !m.current || m.in.Headroom == HeadroomSlack || !m.reservesSupported(n) {
		return HeadroomSlack
	}
	if m.noRebuildReserve(n) {
		return HeadroomOperations
	}
	return m.in.Headroom
}

// noRebuildReserve reports whether the host rebuild reserve asked for is
// left off on n hosts: a vSAN storage cluster of only 4 hosts, where VMware
// Cloud Foundation 9.0 recommends against it (VCF-VSAN-STG-CLU-RCMD-CFG-002:
// with auto-policy management it would turn RAID-5 into RAID-1); the
// operations reserve stays.
func (m model) noRebuildReserve(n int) bool {
	return !m.legacy && m.in.Headroom == HeadroomReserves && m.in.Deployment == StorageCluster && n == StorageNoRebuildReserveHosts
}

// reserves are the GB kept free on n hosts of m.hostRaw each: slack, host
// rebuild reserve and operations reserve (two of them are 0).
type reserves struct{ slack, rebuild, ops float64 }

func (r reserves) total() float64 { return r.slack + r.rebuild + r.ops }

func (m model) reservesAt(n int) reserves {
	raw := float64(n) * m.hostRaw
	switch m.headroom(n) {
	case HeadroomReserves:
		return reserves{rebuild: HostRebuildReserveGB(raw, n),
			ops: OperationsReserveGB(raw, n, m.in.OpsReserveGBPerHost, m.in.OpsBufferPct)}
	case HeadroomOperations:
		return reserves{ops: OperationsReserveGB(raw, n, m.in.OpsReserveGBPerHost, m.in.OpsBufferPct)}
	}
	return reserves{slack: raw * m.in.SlackPct / 100}
}

// usableAt is the VM data n hosts hold with their headroom kept free (0
// when the reserves take it all).
func (m model) usableAt(n int) float64 {
	raw := float64(n) * m.hostRaw
	if m.headroom(n) == HeadroomSlack {
		if m.sys == 0 {
			// the classic order of operations, so classic results stay exact
			return max(0, UsableGB(raw, m.rawFactor(n), m.in.SlackPct, m.reduction()))
		}
		return max(0, raw*(1-m.in.SlackPct/100-m.sys)/m.rawFactor(n)*m.reduction())
	}
	return max(0, (raw-m.reservesAt(n).total()-m.sysGB(raw))/m.rawFactor(n)*m.reduction())
}

// netPerHost is the usable raw capacity each further host adds under the
// reserves: its raw capacity less its share of the operations reserve and
// of the system overhead.
func (m model) netPerHost() float64 {
	return m.hostRaw*(1-m.in.OpsBufferPct/100-m.sys) - m.in.OpsReserveGBPerHost
}

// hostsRequired is the smallest host count, at least minHosts, whose usable
// capacity holds vm GB of data. Under the classic rules it is the slack
// formula of HostsRequired; under the current rules the layout and the
// headroom may change with the host count (adaptive RAID-5 at 6 hosts,
// reserves from 4), so small counts are tried one by one and larger ones
// solved in closed form (every host past the last switch adds the same).
func (m model) hostsRequired(vm float64, minHosts int) int {
	if !m.current {
		return HostsRequired(m.rawRequired(vm, m.in.Hosts), m.hostRaw, minHosts)
	}
	fits := func(n int) bool { return scenario.Clean(vm) <= scenario.Clean(m.usableAt(n)) }
	const linearFrom = AdaptiveRAID5Hosts + 1 // past every switch
	n := minHosts
	for ; n < linearFrom; n++ {
		if fits(n) {
			return n
		}
	}
	// From linearFrom on, usable(n) = (a·n − b) / k × r.
	k, r := m.rawFactor(n), m.reduction()
	var a, b float64
	switch m.headroom(n) {
	case HeadroomReserves:
		a, b = m.netPerHost(), m.hostRaw
	case HeadroomOperations:
		a = m.netPerHost()
	default:
		a = m.hostRaw * (1 - m.in.SlackPct/100 - m.sys)
	}
	if a <= 0 {
		return maxHostsRequired // no number of hosts holds it (Check refuses this)
	}
	est := math.Ceil((vm*k/r + b) / a)
	if est >= maxHostsRequired {
		return maxHostsRequired
	}
	n = max(linearFrom, int(est))
	for n > linearFrom && fits(n-1) {
		n--
	}
	for !fits(n) && n < maxHostsRequired {
		n++
	}
	return n
}

// maxHostsRequired bounds hosts_required: beyond it the answer is no real
// cluster, and the registry's guard reports the inputs.
const maxHostsRequired = 2e15

// rawRequired is the raw capacity n hosts need to hold vm GB of data with
// their headroom kept free, the host count fixed (bigger or more devices).
func (m model) rawRequired(vm float64, n int) float64 {
	consumed := ConsumedRawGB(vm, m.rawFactor(n), m.reduction())
	b := m.in.OpsBufferPct / 100
	ops := float64(n) * m.in.OpsReserveGBPerHost
	switch m.headroom(n) {
	case HeadroomReserves:
		return (consumed + ops) / (1 - 1/float64(n) - b - m.sys)
	case HeadroomOperations:
		return (consumed + ops) / (1 - b - m.sys)
	}
	if m.sys == 0 {
		return RawRequiredGB(vm, m.rawFactor(n), m.in.SlackPct, m.reduction())
	}
	return consumed / (1 - m.in.SlackPct/100 - m.sys)
}
