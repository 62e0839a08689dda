package vdi

import (
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
)

// Chart plots hosts required against the number of desktops (or sessions),
// from one to twice the current count, with the current point marked.
func Chart(in Inputs, r Results) *chart.Chart {
	title, axis := chartTitleVDI, axisDesktops
	if in.Mode == ModeRDSH {
		title, axis = chartTitleRDSH, axisSessions
	}
	maxX := max(2*in.Desktops, 10)
	const n = 60
	pts := make([]chart.Point, 0, n+1)
	last := -1
	for i := 0; i <= n; i++ {
		x := max(1, maxX*i/n)
		if x == last {
			continue
		}
		last = x
		pts = append(pts, chart.Point{X: float64(x), Y: float64(HostsRequired(x, r.DesktopsPerHost, in.SpareHosts))})
	}
	return &chart.Chart{
		Kind:   chart.Line,
		Title:  title.With(),
		X:      chart.Axis{Label: axis.With(), Unit: msg.None},
		Y:      chart.Axis{Label: axisHosts.With(), Unit: msg.None},
		Series: []chart.Series{{Name: chartSeries.With(msg.Int(r.DesktopsPerHost), msg.Int(in.SpareHosts)), Points: pts}},
		Marker: &chart.Marker{Point: chart.Point{X: float64(in.Desktops), Y: float64(r.HostsRequired)},
			Label: msg.Becomes.With(msg.Qty(float64(in.Desktops), countUnit(in)), msg.Qty(float64(r.HostsRequired), msg.Host))},
	}
}

// The chart's words, as registered keys.
var (
	chartTitleVDI  = msg.NewKey("vdi-density.chart.vdi", "Hosts required against desktops")
	chartTitleRDSH = msg.NewKey("vdi-density.chart.rdsh", "Hosts required against sessions")
	axisDesktops   = msg.NewKey("vdi-density.axis.desktops", "Desktops")
	axisSessions   = msg.NewKey("vdi-density.axis.sessions", "Sessions")
	axisHosts      = msg.NewKey("vdi-density.axis.hosts", "Hosts required")
	chartSeries    = msg.NewKey("vdi-density.chart.series", "{0} per host + {1} spare")
)
