package vsancap

import "github.com/sizewise/sizewise/engine/scenario"

// failure is what one host (fault domain) failure leaves.
type failure struct {
	hosts         int
	layout        Layout
	reprotectable bool
	rawGB         float64
	keptGB        float64 // headroom still kept free: the operations reserve
	sysGB         float64 // system overhead on the hosts left
	usableGB      float64
	// slackKeptGB is the usable capacity after the failure when the slack
	// is kept free again afterwards (the stricter N+1 reading, Dell's):
	// the n − 1 hosts' raw less slack and system overhead. Equal to
	// usableGB where reserves are kept (they already leave the operations
	// reserve free) or the layout cannot be re-protected.
	slackKeptGB float64
	fillPct     float64
	fits        bool // the VM data is still held (readable)
	protected   bool // and protected by the policy again after the rebuild
	ftt         int  // failures the data still tolerates
}

// afterFailure answers: when one of n hosts fails and vSAN rebuilds its
// components on the n − 1 others, can the objects be re-protected (RAID-1
// needs 2·FTT+1 hosts, OSA RAID-5 4, RAID-6 6, ESA RAID-5 3 as 2+1: a 4+1
// layout is re-laid out as 2+1 below 6 hosts), and does the data still fit?
//
// The rebuild uses the headroom kept for it: the host rebuild reserve, or
// the slack; the operations reserve stays free. So the usable capacity
// after the failure is the lesser of the usable capacity before it and
// (raw of n − 1 hosts − operations reserve) / raw factor after re-layout ×
// reduction: a failure never adds capacity.
//
// Without re-protection the objects keep their layout with the failed
// host's components absent, and run with reduced protection until the host
// returns: nothing is rebuilt or moved, so the hosts left hold the same data
// (usable as before, as full as before) and it stays readable, but it
// tolerates one failure fewer. vSAN's own description: with too few fault
// domains left, objects stay non-compliant ("reduced availability") until
// the host comes back.
//
// fits is whether the VM data is still held, protected whether it is also
// protected by the policy again (re-protected and fits after the rebuild),
// and ftt the failures it then tolerates: the policy's FTT when protected,
// else one fewer (objects not rebuilt lost a copy or a parity component).
func (m model) afterFailure(vm float64, n int, usable float64) failure {
	f := failure{hosts: n - 1, layout: m.layout(n - 1)}
	f.reprotectable = f.hosts >= f.layout.MinHosts
	f.rawGB = float64(f.hosts) * m.hostRaw
	if m.headroom(n) != HeadroomSlack {
		f.keptGB = m.reservesAt(n).ops
	}
	if !f.reprotectable {
		f.layout = m.layout(n)
		f.usableGB = usable
		f.slackKeptGB = usable
		raw := float64(n) * m.hostRaw
		f.fillPct = (ConsumedRawGB(vm, m.rawFactor(n), m.reduction()) + m.sysGB(raw)) / raw * 100
		f.fits = scenario.Clean(vm) <= scenario.Clean(f.usableGB)
		f.ftt = m.policy.FTT - 1
		return f
	}
	k := f.layout.Multiplier * (1 + m.overhead)
	f.sysGB = m.sysGB(f.rawGB)
	f.usableGB = max(0, min(usable, (f.rawGB-f.keptGB-f.sysGB)/k*m.reduction()))
	f.slackKeptGB = f.usableGB
	if m.headroom(n) == HeadroomSlack {
		f.slackKeptGB = max(0, min(usable, f.rawGB*(1-m.in.SlackPct/100-m.sys)/k*m.reduction()))
	}
	f.fillPct = (ConsumedRawGB(vm, k, m.reduction()) + f.sysGB) / f.rawGB * 100
	f.fits = scenario.Clean(vm) <= scenario.Clean(f.usableGB)
	f.protected = f.fits
	f.ftt = m.policy.FTT
	if !f.protected {
		f.ftt = m.policy.FTT - 1
	}
	return f
}
