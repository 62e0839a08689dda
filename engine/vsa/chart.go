package vsa

import (
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/units"
)

// Chart compares, at the front end and at the physical adapters, the load
// with the most the cluster sustains at the same mix: calibrated to VMware's
// test (or with the write cache off) and by the spindle model.
func Chart(in Inputs, r Results) *chart.Chart {
	sr, sw := Split(units.IOPS(r.SpindleMaxFrontendIOPS), in.ReadPct)
	model := chartModel.With()
	if !in.ControllerWriteCache {
		model = chartModelOff.With()
	}
	front := chart.Group{Label: chartFront.With(), Bars: []chart.Bar{
		{Name: chartLoad.With(), Value: in.FrontendIOPS},
		{Name: model, Value: r.MaxFrontendIOPS},
	}}
	adapters := chart.Group{Label: chartAdapters.With(), Bars: []chart.Bar{
		{Name: chartLoad.With(), Value: r.AdapterIOPS},
		{Name: model, Value: r.MaxAdapterIOPS},
	}}
	if in.ControllerWriteCache {
		front.Bars = append(front.Bars, chart.Bar{Name: chartSpindle.With(), Value: r.SpindleMaxFrontendIOPS})
		adapters.Bars = append(adapters.Bars, chart.Bar{Name: chartSpindle.With(), Value: float64(AdapterIOPS(sr, sw))})
	}
	return &chart.Chart{
		Kind:   chart.Bars,
		Title:  chartTitle.With(),
		Y:      chart.Axis{Label: axisIOPS.With(), Unit: msg.IOPSUnit},
		Groups: []chart.Group{front, adapters},
	}
}

// The chart's words, as registered keys.
var (
	chartTitle    = msg.NewKey("vsa.chart", "Your load and the most the cluster sustains")
	chartFront    = msg.NewKey("vsa.chart.front", "Front end (VMs)")
	chartAdapters = msg.NewKey("vsa.chart.adapters", "Physical adapters")
	chartLoad     = msg.NewKey("vsa.chart.load", "your load")
	chartModel    = msg.NewKey("vsa.chart.model", "most: calibrated to VMware's test")
	chartModelOff = msg.NewKey("vsa.chart.model-off", "most: write cache off")
	chartSpindle  = msg.NewKey("vsa.chart.spindle", "most: spindle model")
	axisIOPS      = msg.NewKey("vsa.axis.iops", "IOPS")
)
