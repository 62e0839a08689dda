package estate

import (
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/clustersizing"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/stretched"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// draft is a scenario before its inputs are encoded and notes rendered.
type draft struct {
	inputs any
	notes  []msg.Message
	// title tells apart the drafts one builder derives for one cluster
	// ("hosts with 512 GB"), or is nil.
	title *msg.Message
}

// builder derives one calculator's scenarios for a cluster under one rule
// set.
type builder struct {
	calculator string
	rules      rules.Set
	build      func(p *planner, c *clusterData, v variant) []draft
}

// variant is the rule set a builder works under, and whether the
// calculator takes it as its `rules` input.
type variant struct {
	rules     rules.Set
	withRules bool
}

// scenarioSet is what is derived for every cluster, in order.
var scenarioSet = []builder{
	{vsancap.ID, rules.Classic, (*planner).vsanCapacity},
	{vsancap.ID, rules.VSAN8ESA, (*planner).vsanCapacity},
	{memstate.ID, rules.Classic, (*planner).memoryStates},
	{stretched.ID, rules.Classic, (*planner).stretchedBandwidth},
	{cachesim.ID, rules.Classic, (*planner).cacheSim},
	{clustersizing.ID, rules.VCF9, (*planner).clusterSizing},
}

// maxVMDataGB is the vsan-capacity calculator's maximum VM data (1 EB).
const maxVMDataGB = 1e9

// maxComponents is the stretched-bandwidth calculator's maximum.
const maxComponents = 100000000

// planner derives the scenarios of an import.
type planner struct {
	opt             Options
	words           Words
	host            inventory.HostProfile
	policy          vsancap.Policy
	layout          Layout
	hasReservations bool
	notes           []msg.Message
	skipped         map[string]bool // rule sets skipped, noted once
	// cacheWork is the work of the cache-sim scenarios made so far;
	// cacheSkipped counts the hybrid clusters past the budget.
	cacheWork    float64
	cacheMade    int
	cacheSkipped bool
}

func (p *planner) which() msg.Text {
	switch {
	case p.opt.ExcludePoweredOff && p.opt.ExcludeTemplates:
		return whichOn
	case p.opt.ExcludePoweredOff:
		return whichNoOff
	case p.opt.ExcludeTemplates:
		return whichNoTemplates
	}
	return whichAll
}

// sizedOf is the VMs of c that are sized.
func (p *planner) sizedOf(c *clusterData) []*VM { return p.sized(c.vms, nil, "") }

// hostLine is how notes name the target host.
func (p *planner) hostLine() msg.Text {
	if p.host.Given {
		return hostGiven
	}
	return hostDefault
}

// Scenario titles (scenarioTitle).
var (
	titleCluster   = msg.NewKey("estate.title", "{0}")
	titleRules     = msg.NewKey("estate.title.rules", "{0}, {1}")
	titleMemory    = msg.NewKey("estate.title.memory", "hosts with {0} GB")
	titleMemoryN1  = msg.NewKey("estate.title.memory-n1", "its largest host lost")
	titleNoCluster = msg.NewKey("estate.title.no-cluster", "VMs outside clusters")
	titleEstate    = msg.NewKey("estate.title.estate", "All clusters")
	rulesShort     = map[rules.Set]*msg.Key{
		rules.Classic:  msg.NewKey("estate.title.classic", "vSAN 6/7 rules"),
		rules.VSAN8ESA: msg.NewKey("estate.title.vsan8-esa", "vSAN 8 ESA rules"),
		rules.VCF9:     msg.NewKey("estate.title.vcf9", "VCF 9 rules"),
	}
)
