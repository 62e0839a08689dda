package clustersizing

import (
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
)

// Chart texts.
var (
	chartTitle   = msg.NewKey("cluster-sizing.chart.title", "Hosts each resource needs, year by year (spares included)")
	axisYear     = msg.NewKey("cluster-sizing.chart.axis-year", "Year")
	axisHosts    = msg.NewKey("cluster-sizing.chart.axis-hosts", "Hosts (per site when stretched)")
	groupYear    = msg.NewKey("cluster-sizing.chart.year", "Year {0}")
	barCPU       = msg.NewKey("cluster-sizing.chart.cpu", "CPU")
	barMemory    = msg.NewKey("cluster-sizing.chart.memory", "Memory")
	barStorage   = msg.NewKey("cluster-sizing.chart.storage", "Storage (vSAN)")
	ruleBuy      = msg.NewKey("cluster-sizing.chart.buy", "Hosts to buy for year {0}: {1}")
	ruleMaxHosts = msg.NewKey("cluster-sizing.chart.max", "Most hosts in one cluster: {0}")
)

// Chart draws the runway: for each year the hosts (per site) CPU and
// memory need with the spares, and storage with the spares' failures
// re-protected; a rule at the count to buy for the horizon, and one at the
// cluster maximum when the count comes near it.
func Chart(e *evaluation) *chart.Chart {
	in := e.in
	groups := make([]chart.Group, 0, len(e.years))
	cpu, mem, sto := barCPU.With(), barMemory.With(), barStorage.With()
	for _, s := range e.years {
		sp := s.spares
		if in.Topology == TwoNode {
			sp = 0 // each of the two carries it all: one host's worth
		}
		bars := []chart.Bar{{Name: cpu, Value: float64(s.cpu + sp)}, {Name: mem, Value: float64(s.memory + sp)}}
		if in.vsan() {
			bars = append(bars, chart.Bar{Name: sto, Value: float64(s.storage)})
		}
		groups = append(groups, chart.Group{Label: m(groupYear, plain(float64(s.year))), Bars: bars})
	}
	last := e.last()
	c := &chart.Chart{
		Kind:   chart.Bars,
		Title:  chartTitle.With(),
		X:      chart.Axis{Label: axisYear.With()},
		Y:      chart.Axis{Label: axisHosts.With(), Unit: msg.Host},
		Groups: groups,
		Rules:  []chart.Rule{{Value: float64(last.perSite), Label: m(ruleBuy, plain(float64(last.year)), hosts(last.perSite))}},
	}
	if max := maxClusterHosts(in); max > 0 && last.hosts*2 > max {
		c.Rules = append(c.Rules, chart.Rule{Value: float64(max), Label: m(ruleMaxHosts, hosts(max))})
	}
	return c
}
