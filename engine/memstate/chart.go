package memstate

import (
	"math"

	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Chart draws the state bands on a free-memory scale, with the thresholds as
// rules and the free memory as the marker when it is given.
func Chart(v Version, in Inputs, r Results) *chart.Chart {
	th := Thresholds(v)
	top := r.ThresholdsMB.High * 1.25
	if in.FreeMemoryMB != nil {
		top = math.Max(top, *in.FreeMemoryMB*1.05)
	}
	c := &chart.Chart{
		Kind:  chart.Scale,
		Title: chartTitle.With(),
		X:     chart.Axis{Label: chartAxis.With(), Unit: msg.MB},
	}
	// Bands from 0 upwards: Low below the Low threshold, …, High above the
	// Clear (Soft on 5.x) threshold.
	from := 0.0
	for i := len(th) - 1; i >= 1; i-- {
		to := scenario.Clean(r.MinFreeMB * th[i].Pct / 100)
		c.Bands = append(c.Bands, chart.Band{From: from, To: to, Label: msg.Fixed(stateNames[th[i].State])})
		from = to
	}
	c.Bands = append(c.Bands, chart.Band{From: from, To: scenario.Clean(top), Label: msg.Fixed(stateNames[High])})
	for i := len(th) - 1; i >= 0; i-- {
		c.Rules = append(c.Rules, chart.Rule{Value: r.MinFreeMB * th[i].Pct / 100,
			Label: msg.Then.With(msg.Txt(stateNames[th[i].State]), pct(th[i].Pct))})
	}
	if in.FreeMemoryMB != nil {
		c.Marker = &chart.Marker{Point: chart.Point{X: *in.FreeMemoryMB},
			Label: chartMarker.With(mb(*in.FreeMemoryMB), msg.Txt(stateNames[r.State]))}
	}
	return c
}

// The chart's words, as registered keys.
var (
	chartTitle  = msg.NewKey("memory-states.chart", "Memory states by free memory")
	chartAxis   = msg.NewKey("memory-states.chart.axis", "Free memory")
	chartMarker = msg.NewKey("memory-states.chart.marker", "{0} free: {1}")
)
