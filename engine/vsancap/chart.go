package vsancap

import (
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Chart draws the capacity waterfall: raw → after policy → after slack →
// usable (slack), or raw → after the reserves → after policy → usable
// (reserves); then the VM data and the usable capacity after a host
// failure, with the VM data as a rule.
func Chart(in Inputs, r Results) *chart.Chart {
	bar := func(label msg.Message, name msg.Message, v float64) chart.Group {
		return chart.Group{Label: label, Bars: []chart.Bar{{Name: name, Value: v}}}
	}
	c := seriesCapacity.With()
	k := factorArg(in, LayoutOf(in.Architecture, mustPolicy(in.Policy), in.Hosts))
	var groups []chart.Group
	groups = append(groups, bar(barRaw.With(), c, r.RawGB))
	if r.Headroom == HeadroomSlack {
		groups = append(groups,
			bar(barAfterPolicy.With(msg.Txt(layoutLabels[r.Layout]), k), c, r.AfterPolicyGB),
			bar(barAfterSlack.With(pct(in.SlackPct)), c, r.AfterSlackGB))
	} else {
		groups = append(groups,
			bar(barAfterReserves.With(), c, scenario.Clean(r.RawGB-r.SlackGB-r.HostRebuildReserveGB-r.OperationsReserveGB)),
			bar(barAfterPolicy.With(msg.Txt(layoutLabels[r.Layout]), k), c, r.AfterSlackGB))
	}
	vm := barVMData.With()
	groups = append(groups,
		bar(barUsable.With(), c, r.UsableGB),
		bar(vm, vm, in.VMDataGB),
		bar(afterFailureBar(r), c, r.AfterFailureUsableGB))
	return &chart.Chart{
		Kind:   chart.Bars,
		Title:  chartTitle.With(),
		X:      chart.Axis{Label: axisStage.With()},
		Y:      chart.Axis{Label: axisCapacity.With(), Unit: msg.GB},
		Groups: groups,
		Rules:  []chart.Rule{{Value: in.VMDataGB, Label: ruleVMData.With(gb(in.VMDataGB))}},
	}
}

// afterFailureBar labels the chart's last bar: re-protected, or not (the
// same data held at reduced protection).
func afterFailureBar(r Results) msg.Message {
	if r.Reprotectable {
		return barAfterFailure.With()
	}
	return barAfterFailureNo.With()
}

// The chart's words, as registered keys.
var (
	chartTitle        = msg.NewKey("vsan-capacity.chart", "Capacity waterfall: raw to usable")
	axisStage         = msg.NewKey("vsan-capacity.axis.stage", "Stage")
	axisCapacity      = msg.NewKey("vsan-capacity.axis.capacity", "Capacity")
	barRaw            = msg.NewKey("vsan-capacity.bar.raw", "Raw")
	barAfterPolicy    = msg.NewKey("vsan-capacity.bar.after-policy", "After {0} (÷{1})")
	barAfterSlack     = msg.NewKey("vsan-capacity.bar.after-slack", "After {0} slack")
	barAfterReserves  = msg.NewKey("vsan-capacity.bar.after-reserves", "After the reserves")
	barUsable         = msg.NewKey("vsan-capacity.bar.usable", "Usable")
	barVMData         = msg.NewKey("vsan-capacity.bar.vm-data", "VM data")
	barAfterFailure   = msg.NewKey("vsan-capacity.bar.after-failure", "Usable after a host failure")
	barAfterFailureNo = msg.NewKey("vsan-capacity.bar.after-failure.no", "After a host failure (not re-protected)")
	seriesCapacity    = msg.NewKey("vsan-capacity.series.capacity", "Capacity")
	ruleVMData        = msg.NewKey("vsan-capacity.rule.vm-data", "VM data {0}")
)
