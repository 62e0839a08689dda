package sioc

import (
	"sort"

	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
)

// Chart groups, for each host, its VMs' entitlements, allocations and the
// split without SIOC. A chart is read, not scanned: it draws at most
// ChartHosts hosts (those with the most allocated IOPS, in the hosts'
// order; the rest summed in one group "N other hosts") and at most
// ChartVMs bars a group (the VMs with the largest entitlement; the rest
// summed in one bar "N other VMs"), so every group's total is kept. The
// tables list every VM and host. (A result of 1,000 VMs on 1,000 hosts
// drew 3,000 groups: a 1 MB SVG that took seconds to draw in a browser
// and could not be read.)
func Chart(r Results) *chart.Chart {
	c := &chart.Chart{
		Kind:  chart.StackedBars,
		Title: chartTitle.With(),
		X:     chart.Axis{Label: axisHost.With()},
		Y:     chart.Axis{Label: axisIOPS.With(), Unit: msg.IOPSUnit},
	}
	byHost := make(map[string][]VMResult, len(r.Hosts))
	for _, v := range r.VMs {
		byHost[v.Host] = append(byHost[v.Host], v)
	}
	shown := r.Hosts
	var others []VMResult // of the hosts not drawn
	if len(r.Hosts) > ChartHosts {
		top := make([]int, len(r.Hosts))
		for i := range top {
			top[i] = i
		}
		sort.SliceStable(top, func(a, b int) bool { return r.Hosts[top[a]].AllocatedIOPS > r.Hosts[top[b]].AllocatedIOPS })
		keep := make([]bool, len(r.Hosts))
		for _, i := range top[:ChartHosts-1] {
			keep[i] = true
		}
		shown = make([]HostResult, 0, ChartHosts-1)
		for i, h := range r.Hosts {
			if keep[i] {
				shown = append(shown, h)
			} else {
				others = append(others, byHost[h.Host]...)
			}
		}
	}
	c.Groups = make([]chart.Group, 0, 3*(len(shown)+1))
	add := func(name msg.Arg, vms []VMResult) {
		c.Groups = append(c.Groups,
			chart.Group{Label: chartEnt.With(name), Bars: chartBars(vms, func(v VMResult) float64 { return v.EntitlementIOPS })},
			chart.Group{Label: chartAlloc.With(name), Bars: chartBars(vms, func(v VMResult) float64 { return v.AllocatedIOPS })},
			chart.Group{Label: chartNoSIOC.With(name), Bars: chartBars(vms, func(v VMResult) float64 { return v.UnmanagedIOPS })})
	}
	for _, h := range shown {
		add(msg.Str(h.Host), byHost[h.Host])
	}
	if len(others) > 0 {
		add(msg.Sub(chartOtherHosts.With(msg.Int(len(r.Hosts)-len(shown)))), others)
	}
	return c
}

// ChartHosts and ChartVMs bound the SIOC chart: hosts drawn (the last one
// the sum of the others) and bars a group (the last one the sum of the
// others).
const (
	ChartHosts = 12
	ChartVMs   = 12
)

// chartBars is one bar a VM of value(v), the VMs with the largest
// entitlement first kept in their order, the others past ChartVMs-1 summed
// in one bar.
func chartBars(vms []VMResult, value func(VMResult) float64) []chart.Bar {
	if len(vms) <= ChartVMs {
		out := make([]chart.Bar, len(vms))
		for i, v := range vms {
			out[i] = chart.Bar{Name: plain.With(msg.Str(v.Name)), Value: value(v)}
		}
		return out
	}
	top := make([]int, len(vms))
	for i := range top {
		top[i] = i
	}
	sort.SliceStable(top, func(a, b int) bool { return vms[top[a]].EntitlementIOPS > vms[top[b]].EntitlementIOPS })
	keep := make([]bool, len(vms))
	for _, i := range top[:ChartVMs-1] {
		keep[i] = true
	}
	out := make([]chart.Bar, 0, ChartVMs)
	rest := 0.0
	for i, v := range vms {
		if keep[i] {
			out = append(out, chart.Bar{Name: plain.With(msg.Str(v.Name)), Value: value(v)})
		} else {
			rest += value(v)
		}
	}
	return append(out, chart.Bar{Name: chartOtherVMs.With(msg.Int(len(vms) - (ChartVMs - 1))), Value: rest})
}

// The chart's words, as registered keys.
var (
	chartTitle  = msg.NewKey("sioc.chart", "Entitlement, allocation and the split without SIOC, per host")
	chartEnt    = msg.NewKey("sioc.chart.entitlement", "{0} entitlement")
	chartAlloc  = msg.NewKey("sioc.chart.allocated", "{0} allocated")
	chartNoSIOC = msg.NewKey("sioc.chart.unmanaged", "{0} without SIOC")
	// chartOtherHosts and chartOtherVMs name what a chart sums (Chart).
	chartOtherHosts = msg.NewKey("sioc.chart.other-hosts", "{0} other {0|host|hosts}")
	chartOtherVMs   = msg.NewKey("sioc.chart.other-vms", "{0} other {0|VM|VMs}")
	axisHost        = msg.NewKey("sioc.axis.host", "Host")
	axisIOPS        = msg.NewKey("sioc.axis.iops", "IOPS")
)
