package estate

import (
	"encoding/json"
	"sort"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/clustersizing"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
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

// groupsOf is the OSA layout of n capacity devices a host: as few disk
// groups as hold them (7 a group at most), the devices spread evenly.
func groupsOf(n int) (groups, disks int) {
	groups = max((n+6)/7, 1)
	return groups, (n + groups - 1) / groups
}

// vsanCapacity is the cluster's vsan-capacity scenario under one rule set:
// its hosts, the used storage of its VMs (without the source policy's
// overhead), the target host's devices, and the policy.
func (p *planner) vsanCapacity(c *clusterData, v variant) []draft {
	vms := p.sizedOf(c)
	if c.name == NoCluster || len(vms) == 0 {
		if c.name != NoCluster && v.rules == rules.Classic {
			p.notes = append(p.notes, Note(noteEmptyCluster, c.name))
		}
		return nil
	}
	in := vsancap.Defaults()
	in.Rules = v.rules
	esa := v.rules != rules.Classic && p.host.Architecture == vsancap.ESA
	var notes []msg.Message
	// the policy: chosen, else vSAN's default classic RAID-1 and ESA's
	// adaptive RAID-5 (RAID-1 on a 2-node cluster)
	hosts := len(c.hosts)
	pol := p.policy
	twoNode := hosts >= 1 && hosts <= 2
	switch {
	case p.opt.Policy != "":
		notes = append(notes, Note(capPolicyChosen, pol.Name, input("policy")))
	case twoNode:
		pol, _ = vsancap.PolicyNamed(DefaultPolicy)
		notes = append(notes, Note(capPolicyTwoNode, pol.Name, input("policy")))
	case esa:
		pol, _ = vsancap.PolicyNamed("raid5-ftt1")
		notes = append(notes, Note(capPolicyESA, pol.Name, input("policy")))
	default:
		notes = append(notes, Note(capPolicyDefault, pol.Name, input("policy")))
	}
	in.Policy = pol.Name
	arch := vsancap.OSA
	if esa {
		arch = vsancap.ESA
	}
	need := vsancap.MinHostsOf(arch, pol)
	maxHosts := vsancap.Defaults().Hosts
	if l, ok := limitHosts(v.rules); ok {
		maxHosts = l
	}
	switch {
	case twoNode && pol.Name == DefaultPolicy:
		in.Hosts = vsancap.TwoNodeHosts
		notes = append(notes, Note(capTwoNode, c.name, Count(hosts), p.words.HostSheet, input("hosts")))
	case hosts == 0:
		in.Hosts = need
		notes = append(notes, Note(capNoHosts, in.Hosts, p.words.HostSheet, input("hosts")))
	case hosts < need:
		in.Hosts = need
		notes = append(notes, Note(capHostsMin, in.Hosts, c.name, Count(hosts), pol.Name, input("hosts"), p.words.HostSheet))
	case hosts > maxHosts:
		in.Hosts = maxHosts
		notes = append(notes, Note(capHostsMax, in.Hosts, c.name, Count(hosts), input("hosts"), p.words.HostSheet))
	default:
		in.Hosts = hosts
		notes = append(notes, Note(capHosts, hosts, c.name, input("hosts"), p.words.HostSheet))
	}
	// the data
	var used, prov, vsanIn, vsanNet float64
	var onVSAN int
	factors := map[string]msg.Arg{} // by the English, sorted by it below
	for _, vm := range vms {
		used += vm.UsedMiB()
		prov += vm.ProvisionedNetMiB()
		if vm.VSAN {
			onVSAN++
			vsanIn += vm.InUseMiB
			vsanNet += vm.UsedMiB()
			f := msg.Sub(dsFactor.With(msg.Str(Clip(vm.Datastore)), factorText(vm.factor())))
			factors[f.In(msg.EN, nil)] = f
		}
	}
	in.VMDataGB = round(MiBToGB(used), 3)
	if in.VMDataGB > 0 && in.VMDataGB < scenario.Least {
		in.VMDataGB = scenario.Least // the calculator's smallest VM data that is not 0
	}
	notes = append(notes, Note(capData, Count(len(vms)), p.which(), c.name, round(used, 3), in.VMDataGB, input("vm_data_gb"), p.words.InUse))
	if onVSAN > 0 {
		keys := make([]string, 0, len(factors))
		for k := range factors {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		list := make([]msg.Arg, len(keys))
		for i, k := range keys {
			list[i] = factors[k]
		}
		notes = append(notes, Note(capDataVSAN, Count(onVSAN), p.words.InUse, round(vsanIn, 3), round(vsanNet, 3), msg.List(list...)))
	}
	notes = append(notes, Note(capProvisioned, round(prov, 3), round(MiBToGB(prov), 3), p.words.Provisioned))
	if in.VMDataGB > maxVMDataGB {
		notes = append(notes, Note(capDataCapped, maxVMDataGB, in.VMDataGB, input("vm_data_gb")))
		in.VMDataGB = maxVMDataGB
	}
	// the target host
	in.CapacityDiskGB = p.host.DeviceGB
	in.AllFlash = p.host.AllFlash
	hostsReq, hostsIn := outputLabel(vsancap.ID, "hosts_required"), input("hosts")
	if esa {
		in.Architecture = vsancap.ESA
		in.DevicesPerHost = p.host.Devices
		notes = append(notes, Note(capHostESA, p.host.Devices, p.host.DeviceGB, p.hostLine(), input("architecture"),
			input("devices_per_host"), input("capacity_disk_gb"), hostsReq, hostsIn))
	} else {
		in.Architecture = vsancap.OSA
		g, d := groupsOf(p.host.Devices)
		in.DiskGroupsPerHost, in.CapacityDisksPerGroup = g, d
		if p.host.Architecture == vsancap.ESA {
			notes = append(notes, Note(capClassicESAHost))
		}
		notes = append(notes, Note(capHostOSA, g, d, p.host.DeviceGB, Count(p.host.Devices), input("architecture"),
			input("disk_groups_per_host"), input("capacity_disks_per_group"), input("capacity_disk_gb"), p.hostLine(), hostsReq, hostsIn))
	}
	flash := flashAll
	if !p.host.AllFlash {
		flash = flashHybrid
	}
	notes = append(notes, Note(capAllFlash, strconvBool(in.AllFlash), input("all_flash"), flash))
	if !in.AllFlash {
		in.Policy = hybridPolicy(pol).Name
	}
	if v.rules != rules.Classic {
		notes = append(notes, Note(capRules, v.rules, rules.Labels[v.rules].In(p.opt.Lang), input("rules")))
	} else {
		// The classic rules keep slack whatever headroom says: say slack.
		in.Headroom = vsancap.HeadroomSlack
	}
	if v.rules != rules.Classic && refused(in) {
		in.Headroom = vsancap.HeadroomSlack
		notes = append(notes, Note(capSlackFallback, p.host.Line(p.opt.Lang), input("headroom"), msg.Code(vsancap.HeadroomSlack)))
	}
	if rules.Current(v.rules) && in.Headroom != vsancap.HeadroomSlack {
		notes = append(notes, Note(capDefaultsCurrent, in.DedupeRatio, in.SlackPct, input("dedupe_ratio"), input("headroom"),
			msg.Code(vsancap.HeadroomReserves), input("slack_pct")))
	} else {
		notes = append(notes, Note(capDefaults, in.SlackPct, in.DedupeRatio, input("slack_pct"), input("dedupe_ratio")))
	}
	return []draft{{inputs: in, notes: notes}}
}

func strconvBool(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// refused reports whether the vsan-capacity calculator refuses in (the
// reserves larger than the hosts' devices, say).
func refused(in vsancap.Inputs) bool {
	c, ok := calc.Lookup(vsancap.ID)
	if !ok {
		return false
	}
	raw, err := json.Marshal(in)
	if err != nil {
		return true
	}
	_, errs, ok := c.Resolve(raw, calc.Strict)
	return !ok || len(errs) > 0
}

// esxMajor reads the major version of an ESX version cell ("VMware ESXi
// 7.0.3 build-21930508" → 7), 0 when there is none.
func esxMajor(v string) int {
	start := strings.IndexFunc(v, func(r rune) bool { return r >= '0' && r <= '9' })
	if start < 0 {
		return 0
	}
	end := start
	for end < len(v) && v[end] >= '0' && v[end] <= '9' {
		end++
	}
	if end-start > 3 {
		return 0
	}
	m := 0
	for _, c := range v[start:end] {
		m = m*10 + int(c-'0')
	}
	return m
}

// hasInput reports whether calculator id has an input called name.
func hasInput(id, name string) bool {
	c, ok := calc.Lookup(id)
	if !ok {
		return false
	}
	_, ok = c.Meta().Field(name)
	return ok
}

// scenarios derives the scenarios of one cluster, rendering notes in
// lang.
func (p *planner) scenarios(c *clusterData, lang msg.Lang) ([]Scenario, error) {
	var out []Scenario
	if p.skipped == nil {
		p.skipped = map[string]bool{}
	}
	for _, b := range scenarioSet {
		withRules := hasInput(b.calculator, "rules")
		if b.rules != rules.Classic && !withRules {
			if k := b.calculator + "/" + b.rules; !p.skipped[k] {
				p.skipped[k] = true
				p.notes = append(p.notes, Note(noteRulesSkipped, b.calculator, b.rules))
			}
			continue
		}
		for _, d := range b.build(p, c, variant{rules: b.rules, withRules: withRules}) {
			sc, err := encode(b, withRules, d, scenarioTitle(c.name, b, d, lang), lang)
			if err != nil {
				return nil, err
			}
			out = append(out, sc)
		}
	}
	return out, nil
}

// scenarioTitle is the title of the scenarios builder b derives for cluster: the
// cluster's name ("VMs outside clusters" for NoCluster), with the rule set
// when the calculator is sized under more than one ("NR-Eng, vSAN 8 ESA
// rules"), so that a report and a comparison tell them apart (issue 30:
// 26 scenarios of a 4-cluster import were named by their calculator only).
func scenarioTitle(cluster string, b builder, d draft, lang msg.Lang) string {
	t := titleCluster.With(msg.Str(Clip(cluster)))
	if cluster == NoCluster {
		t = titleNoCluster.With()
	}
	n := 0
	for _, o := range scenarioSet {
		if o.calculator == b.calculator {
			n++
		}
	}
	if n > 1 {
		t = titleRules.With(msg.Sub(t), msg.Sub(rulesShort[b.rules].With()))
	}
	if d.title != nil {
		t = titleRules.With(msg.Sub(t), msg.Sub(*d.title))
	}
	return t.In(lang, nil)
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

// encode is draft d of builder b as a scenario titled title, its notes in
// lang and the inputs no note explains listed at their values.
func encode(b builder, withRules bool, d draft, title string, lang msg.Lang) (Scenario, error) {
	var meta msg.Context
	if calculator, ok := calc.Lookup(b.calculator); ok {
		meta = calculator.Meta()
	}
	inputs, err := inputMap(d.inputs)
	if err != nil {
		return Scenario{}, err
	}
	if withRules {
		inputs["rules"] = b.rules
	} else {
		delete(inputs, "rules")
	}
	sc := Scenario{Calculator: b.calculator, Title: title, Inputs: inputs, Notes: make([]string, len(d.notes))}
	for j, m := range d.notes {
		sc.Notes[j] = m.In(lang, meta) // inputs named by their labels
	}
	if rest := unexplained(inputs, sc.Notes); len(rest) > 0 {
		sc.Notes = append(sc.Notes, noteOtherInputs.With(msg.List(rest...)).In(lang, meta))
	}
	return sc, nil
}

// unexplained lists the inputs no note explains (no note names it before
// " = ", as input writes it), sorted, each with its value (a number in the
// reader's conventions, other values as JSON writes them): the
// calculator's defaults, including inputs added to a calculator after this
// import was written.
func unexplained(inputs map[string]any, notes []string) []msg.Arg {
	var rest []msg.Arg
	keys := make([]string, 0, len(inputs))
	for k := range inputs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		said := false
		for _, n := range notes {
			if strings.Contains(n, inputNamed(k)) {
				said = true
				break
			}
		}
		if !said {
			v, _ := json.Marshal(inputs[k])
			val := msg.Code(strings.Trim(string(v), `"`))
			if x, err := strconv.ParseFloat(string(v), 64); err == nil {
				val = msg.Dec(x, -1) // a number as the calculator takes it, every digit, the reader's way
			}
			rest = append(rest, msg.Sub(inputIs.With(input(k), val)))
		}
	}
	return rest
}

// limitHosts is the largest vSAN cluster under a rule set, as
// engine/limits cites it (64 hosts).
func limitHosts(set rules.Set) (int, bool) {
	v := limits.For(set).VSANHosts.Value
	return v, v > 0
}
