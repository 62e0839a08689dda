package snapshot

import (
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Chart compares the VM's demand, the back-end load and what the VM can
// achieve, for reads, writes and in total, against the disks' capacity.
func Chart(in Inputs, r Results) *chart.Chart {
	group := func(label msg.Message, demand, backend, achievable float64) chart.Group {
		return chart.Group{Label: label, Bars: []chart.Bar{
			{Name: chartDemand.With(), Value: demand},
			{Name: chartBackend.With(), Value: backend},
			{Name: chartAchieved.With(), Value: achievable},
		}}
	}
	total := group(chartTotal.With(), in.ReadIOPS+in.WriteIOPS, r.BackendIOPS, scenario.Clean(r.AchievableReadIOPS+r.AchievableWriteIOPS))
	total.Bars = append(total.Bars, chart.Bar{Name: chartCapacity.With(), Value: in.DiskIOPSCapacity})
	return &chart.Chart{
		Kind:  chart.Bars,
		Title: chartTitle.With(),
		X:     chart.Axis{Label: axisIO.With()},
		Y:     chart.Axis{Label: axisIOPS.With(), Unit: msg.IOPSUnit},
		Groups: []chart.Group{
			group(chartReads.With(), in.ReadIOPS, r.BackendReadIOPS, r.AchievableReadIOPS),
			group(chartWrites.With(), in.WriteIOPS, r.BackendWriteIOPS, r.AchievableWriteIOPS),
			total,
		},
		Rules: []chart.Rule{{Value: in.DiskIOPSCapacity, Label: chartRule.With(msg.Qty(in.DiskIOPSCapacity, msg.IOPSUnit))}},
	}
}
