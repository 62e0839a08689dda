package stretched

import (
	"math"

	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/units"
)

// Chart plots inter-site bandwidth against write IOPS from 0 to twice the
// current load (at least 10,000), with the current point, the customer's
// link and the recommended minimum link marked.
func Chart(in Inputs, r Results) *chart.Chart {
	maxX := max(2*r.WriteIOPS, 10000)
	const n = 20
	pts := make([]chart.Point, 0, n+1)
	size := units.Bytes(in.WriteSizeKB) * units.KB
	c := ratio(in)
	for i := 0; i <= n; i++ {
		x := maxX * float64(i) / n
		y := Intersite(Compressed(WriteBandwidth(units.IOPS(x), size), c), in.DataMultiplier, in.ResyncMultiplier).Mbps()
		pts = append(pts, chart.Point{X: x, Y: y})
	}
	ch := &chart.Chart{
		Kind:   chart.Line,
		Title:  chartTitle.With(),
		X:      chart.Axis{Label: axisWrites.With(), Unit: msg.IOPSUnit},
		Y:      chart.Axis{Label: axisBandwidth.With(), Unit: msg.Mbps},
		Series: []chart.Series{{Name: chartSeries.With(msg.Qty(in.WriteSizeKB, msg.KB)), Points: pts}},
		Marker: &chart.Marker{Point: chart.Point{X: r.WriteIOPS, Y: r.IntersiteMbps},
			Label: msg.Becomes.With(msg.Qty(r.WriteIOPS, msg.IOPSUnit), msg.Qty(r.IntersiteMbps, msg.Mbps))},
	}
	if in.LinkMbps != nil {
		ch.Rules = append(ch.Rules, chart.Rule{Value: *in.LinkMbps, Label: chartLink.With(msg.Qty(*in.LinkMbps, msg.Mbps))})
	}
	// The recommended link is drawn when it is on the chart's scale.
	if top := pts[len(pts)-1].Y; r.RecommendedMinIntersiteMbps <= 2*math.Max(top, r.IntersiteMbps) {
		ch.Rules = append(ch.Rules, chart.Rule{Value: r.RecommendedMinIntersiteMbps, Label: chartRecLink.With(msg.Qty(r.RecommendedMinIntersiteMbps, msg.Mbps))})
	}
	return ch
}

// The chart's words, as registered keys.
var (
	chartTitle    = msg.NewKey("stretched.chart", "Inter-site bandwidth against write IOPS")
	chartSeries   = msg.NewKey("stretched.chart.series", "B at {0} writes")
	chartLink     = msg.NewKey("stretched.chart.link", "your link: {0}")
	chartRecLink  = msg.NewKey("stretched.chart.recommended", "recommended minimum: {0}")
	axisWrites    = msg.NewKey("stretched.axis.writes", "Write IOPS")
	axisBandwidth = msg.NewKey("stretched.axis.bandwidth", "Inter-site bandwidth")
)
