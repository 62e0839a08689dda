package rvtools

import (
	"bytes"
	"encoding/json"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/stretched"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// Scenario is one scenario document of the plan (as `sizewise eval` reads it): the
// calculator, its inputs (every one, derived or default) and notes that
// explain each derived input with its numbers.
type Scenario struct {
	Calculator string         `json:"calculator"`
	Inputs     map[string]any `json:"inputs"`
	Notes      []string       `json:"notes"`
}

// draft is a scenario before its inputs are encoded and notes rendered.
type draft struct {
	inputs any
	notes  []msg.Message
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

// scenarioSet is what is derived for every cluster, in order. To add the
// same scenario under another rule set, add one line with that set, e.g.
//
//	{vsancap.ID, rules.VSAN8ESA, (*planner).vsanCapacity},
//
// The scenario then carries "rules": "vsan8-esa" as soon as the calculator
// has a `rules` input; until it has, a set other than classic is skipped
// (with a plan note) and classic scenarios carry no `rules` input, so that
// eval accepts them either way.
var scenarioSet = []builder{
	{vsancap.ID, rules.Classic, (*planner).vsanCapacity},
	{vsancap.ID, rules.VSAN8ESA, (*planner).vsanCapacity},
	{memstate.ID, rules.Classic, (*planner).memoryStates},
	{stretched.ID, rules.Classic, (*planner).stretchedBandwidth},
}

// DefaultPolicy is the storage policy of the vsan-capacity scenarios and of
// the components estimate: vSAN's default storage policy, RAID-1 FTT=1.
const DefaultPolicy = "raid1-ftt1"

// MiBToGB converts MiB to decimal GB: × 1,048,576 bytes / 10^9 =
// × 1.048576 / 1000.
func MiBToGB(mib float64) float64 { return mib * 1.048576 / 1000 }

// maxVMDataGB is the vsan-capacity calculator's maximum VM data (1 EB).
const maxVMDataGB = 1e9

// maxComponents is the stretched-bandwidth calculator's maximum.
const maxComponents = 100000000

// planner derives the scenarios of an import.
type planner struct {
	opt        Options
	policy     vsancap.Policy
	layout     Layout
	diskGB     float64
	hasVMemory bool
	notes      []msg.Message
	skipped    map[string]bool // rule sets skipped, noted once
}

// counts reports whether VM v is in vm_data_gb and the components
// estimate: templates unless ExcludeTemplates, powered-off and suspended
// VMs unless ExcludePoweredOff, powered-on VMs always.
func (p *planner) counts(v *VM) bool {
	switch {
	case v.Template:
		return !p.opt.ExcludeTemplates
	case v.Power != PoweredOn:
		return !p.opt.ExcludePoweredOff
	}
	return true
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

// vsanCapacity is the cluster's vsan-capacity scenario: its hosts, the In
// Use data of its VMs, the policy, and the smallest disk layout that holds
// the data.
func (p *planner) vsanCapacity(c *clusterData, v variant) []draft {
	in := vsancap.Defaults()
	var notes []msg.Message
	hosts := len(c.hosts)
	pol := p.policy
	switch {
	case hosts < pol.MinHosts:
		in.Hosts = pol.MinHosts
		notes = append(notes, note(capHostsMin, in.Hosts, c.name, count(hosts), pol.Name, input("hosts")))
	case hosts > limits.For(v.rules).VSANHosts.Value:
		// The largest vSAN cluster, as engine/limits cites it (64 hosts);
		// a bigger vHost cluster is sized as one cluster of that size.
		in.Hosts = limits.For(v.rules).VSANHosts.Value
		notes = append(notes, note(capHostsMax, in.Hosts, c.name, count(hosts), input("hosts")))
	default:
		in.Hosts = hosts
		notes = append(notes, note(capHosts, hosts, c.name, input("hosts")))
	}
	var k int
	var inUse, prov float64
	for _, v := range c.vms {
		if p.counts(v) {
			k++
			inUse += v.InUseMiB
			prov += v.ProvisionedMiB
		}
	}
	in.VMDataGB = round(MiBToGB(inUse), 3)
	if in.VMDataGB > 0 && in.VMDataGB < vsancap.MinGB {
		in.VMDataGB = vsancap.MinGB // the calculator's smallest VM data that is not 0
	}
	notes = append(notes,
		note(capData, count(k), p.which(), c.name, inUse, in.VMDataGB, input("vm_data_gb")),
		note(capProvisioned, prov, round(MiBToGB(prov), 3)))
	if in.VMDataGB > maxVMDataGB {
		notes = append(notes, note(capDataCapped, maxVMDataGB, in.VMDataGB, input("vm_data_gb")))
		in.VMDataGB = maxVMDataGB
	}
	in.Policy = pol.Name
	if pol.Name == DefaultPolicy && p.opt.Policy == "" {
		notes = append(notes, note(capPolicyDefault, pol.Name, input("policy")))
	} else {
		notes = append(notes, note(capPolicyChosen, pol.Name, input("policy")))
	}
	in.CapacityDiskGB = p.diskGB
	if p.opt.DiskGB > 0 {
		notes = append(notes, note(capDiskChosen, p.diskGB, input("capacity_disk_gb")))
	} else {
		notes = append(notes, note(capDiskDefault, p.diskGB, input("capacity_disk_gb")))
	}
	inputs, err := inputMap(in)
	if err != nil {
		return nil
	}
	if v.withRules {
		inputs["rules"] = v.rules
	}
	if !rules.Current(v.rules) {
		// The classic rules keep slack whatever headroom says (and warn
		// when it says otherwise): say slack.
		inputs["headroom"] = vsancap.HeadroomSlack
	}
	// the classic count, a guess the calculator then checks
	slackReq := vsancap.RawRequiredGB(in.VMDataGB, pol.Multiplier, in.SlackPct, 1)
	guess := int(math.Ceil(round(slackReq/float64(in.Hosts)/in.CapacityDiskGB, 9)))
	if v.withRules && v.rules != rules.Classic {
		notes = append(notes, note(capRules, v.rules, rules.Labels[v.rules].In(p.opt.Lang), input("rules")))
	}
	l := fitLayout(inputs, guess)
	if l.refused && inputs["headroom"] != vsancap.HeadroomSlack {
		// The reserves do not fit on the largest layout of these disks:
		// the classic slack is what these hosts can keep.
		inputs["headroom"] = vsancap.HeadroomSlack
		notes = append(notes, note(capSlackFallback, in.CapacityDiskGB, maxGroups*maxDisks, input("headroom"), msg.Code(vsancap.HeadroomSlack)))
		l = fitLayout(inputs, guess)
	}
	inputs["disk_groups_per_host"], inputs["capacity_disks_per_group"] = l.groups, l.disks
	if l.fits {
		notes = append(notes, note(capLayout, l.groups, l.disks, in.CapacityDiskGB, l.rawRequired, in.Hosts, round(l.rawRequired/float64(in.Hosts), 3), count(l.groups*l.disks), input("disk_groups_per_host"), input("capacity_disks_per_group")))
	} else {
		notes = append(notes, note(capLayoutMax, l.rawRequired, in.Hosts, round(l.rawRequired/float64(in.Hosts), 3), in.CapacityDiskGB,
			input("disk_groups_per_host"), input("capacity_disks_per_group"), outputLabel(vsancap.ID, "hosts_required"), msg.Code("hosts_required")))
	}
	if rules.Current(v.rules) && inputs["headroom"] != vsancap.HeadroomSlack {
		notes = append(notes, note(capDefaultsCurrent, strconv.FormatBool(in.AllFlash), in.DedupeRatio, in.SlackPct,
			input("all_flash"), input("dedupe_ratio"), input("headroom"), msg.Code(vsancap.HeadroomReserves), input("slack_pct")))
	} else {
		notes = append(notes, note(capDefaults, strconv.FormatBool(in.AllFlash), in.SlackPct, in.DedupeRatio, input("all_flash"), input("slack_pct"), input("dedupe_ratio")))
	}
	return []draft{{inputs: inputs, notes: notes}}
}

// layout is a disk layout of the vsan-capacity scenario and what the
// calculator says of it.
type layout struct {
	groups, disks int
	fits          bool
	rawRequired   float64
	// refused: the calculator refused the inputs (not a layout that is
	// too small, but one it cannot size, such as reserves larger than
	// the hosts' disks).
	refused bool
}

// Layout bounds: disk groups per host and capacity disks per group (the
// calculator's and vSAN OSA's maxima).
const maxGroups, maxDisks = 5, 7

// layoutOf is the layout of n capacity disks a host: as few disk groups as
// hold them, the disks spread evenly (n = 9: 2 groups of 5).
func layoutOf(n int) layout {
	g := (n + maxDisks - 1) / maxDisks
	return layout{groups: g, disks: (n + g - 1) / g}
}

// evalLayout evaluates the vsan-capacity scenario of inputs with n
// capacity disks a host (layoutOf), as eval would; fits is false when the
// calculator refuses the inputs.
func evalLayout(inputs map[string]any, n int) layout {
	l := layoutOf(n)
	c, ok := calc.Lookup(vsancap.ID)
	if !ok {
		return l
	}
	inputs["disk_groups_per_host"], inputs["capacity_disks_per_group"] = l.groups, l.disks
	raw, err := json.Marshal(inputs)
	if err != nil {
		return l
	}
	ev, errs := c.Evaluate(raw)
	if len(errs) > 0 || ev == nil {
		l.refused = true
		return l
	}
	var r struct {
		Fits          bool    `json:"fits"`
		RawRequiredGB float64 `json:"raw_required_gb"`
	}
	if b, err := json.Marshal(ev.Results); err == nil && json.Unmarshal(b, &r) == nil {
		l.fits, l.rawRequired = r.Fits, round(r.RawRequiredGB, 3)
	}
	return l
}

// fitLayout finds the smallest layout (1 to 5 × 7 capacity disks a host)
// with which the vsan-capacity calculator itself finds that the VM data
// fits, under the scenario's rule set (its slack, or its reserves and
// overheads). The fit only improves with more disks, so it starts from
// guess (the classic slack formula's count: usually right, two
// evaluations) and bisects from there. With none that fits, it is the
// largest layout.
func fitLayout(inputs map[string]any, guess int) layout {
	try := func(n int) layout { return evalLayout(inputs, n) }
	const most = maxGroups * maxDisks
	guess = min(max(guess, 1), most)
	// lo..hi holds the smallest fitting count; best is the layout of hi
	lo, hi, best := 1, most, layout{}
	if l := try(guess); l.fits {
		hi, best = guess, l
		if guess == 1 {
			return best
		}
		// the guess is usually right: one disk fewer must not fit
		below := try(guess - 1)
		if !below.fits {
			return best
		}
		hi, best = guess-1, below
	} else {
		if guess == most {
			return l
		}
		top := try(most)
		if !top.fits {
			return top
		}
		lo, hi, best = guess+1, most, top
	}
	for lo < hi {
		mid := (lo + hi) / 2
		if l := try(mid); l.fits {
			hi, best = mid, l
		} else {
			lo = mid + 1
		}
	}
	return best
}

// esxMajor reads the major version of an ESX Version cell ("VMware ESXi
// 7.0.3 build-21930508" → 7), 0 when there is none.
func esxMajor(v string) int {
	start := strings.IndexFunc(v, unicode.IsDigit)
	if start < 0 {
		return 0
	}
	end := start
	for end < len(v) && v[end] >= '0' && v[end] <= '9' {
		end++
	}
	m, err := strconv.Atoi(v[start:end])
	if err != nil || end-start > 3 {
		return 0
	}
	return m
}

// memoryStates is one memory-states scenario per distinct host memory
// size (and vSphere version) of the cluster.
func (p *planner) memoryStates(c *clusterData, _ variant) []draft {
	if len(c.hosts) == 0 {
		p.notes = append(p.notes, note(noteNoHosts, c.name, title(memstate.ID)))
		return nil
	}
	type group struct {
		mib     float64
		version string // "5" to "9", or "" when unknown
		esx     string
		hosts   []*Host
	}
	groups := map[[2]string]*group{}
	small := 0
	for _, h := range c.hosts {
		if h.MemoryMiB < 1024 || h.MemoryMiB/1024 > memstate.MaxHostMemoryGB {
			small++
			continue
		}
		ver := ""
		switch m := esxMajor(h.ESXVersion); {
		case m >= 5 && m <= 9:
			ver = strconv.Itoa(m)
		case m > 9 && m < 100:
			ver = "9+"
		}
		key := [2]string{strconv.FormatFloat(h.MemoryMiB, 'g', -1, 64), ver}
		g := groups[key]
		if g == nil {
			g = &group{mib: h.MemoryMiB, version: ver, esx: h.ESXVersion}
			groups[key] = g
		}
		g.hosts = append(g.hosts, h)
	}
	if small > 0 {
		p.notes = append(p.notes, note(noteSmallHosts, c.name, small, title(memstate.ID)))
	}
	list := make([]*group, 0, len(groups))
	for _, g := range groups {
		list = append(list, g)
	}
	sort.Slice(list, func(a, b int) bool {
		if list[a].mib != list[b].mib {
			return list[a].mib < list[b].mib
		}
		return list[a].version < list[b].version
	})
	var out []draft
	for _, g := range list {
		in := memstate.Defaults()
		gb := g.mib / 1024
		in.HostMemoryGB = &gb
		names := make([]string, 0, maxListed)
		for _, h := range g.hosts {
			if len(names) == maxListed {
				names = append(names, "…")
				break
			}
			names = append(names, h.Name)
		}
		notes := []msg.Message{note(memSize, g.mib, float64(gb), count(len(g.hosts)), c.name, strings.Join(names, ", "), input("host_memory_gb"))}
		switch g.version {
		case "6":
			in.VSphereVersion = "6"
			notes = append(notes, note(memV6, g.esx, input("vsphere_version")))
		case "5":
			in.VSphereVersion = "5"
			notes = append(notes, note(memV5, g.esx, input("vsphere_version")))
		case "7", "8", "9":
			in.VSphereVersion = g.version
			notes = append(notes, note(memV7, g.esx, g.version, input("vsphere_version")))
		case "9+":
			in.VSphereVersion = "9"
			notes = append(notes, note(memVLater, g.esx, input("vsphere_version")))
		default:
			in.VSphereVersion = "6"
			notes = append(notes, note(memVUnknown, g.esx, input("vsphere_version")))
		}
		var busiest *Host
		for _, h := range g.hosts {
			if h.HasMemoryUsage && h.MemoryUsagePct >= 0 && h.MemoryUsagePct <= 100 &&
				(busiest == nil || h.MemoryUsagePct > busiest.MemoryUsagePct) {
				busiest = h
			}
		}
		if busiest != nil {
			free := min(max(round(g.mib*(1-busiest.MemoryUsagePct/100), 2), 0), g.mib) // memory-states takes 0.01 MB steps
			in.FreeMemoryMB = &free
			notes = append(notes, note(memFree, g.mib, busiest.MemoryUsagePct, float64(free), busiest.Name, input("free_memory_mb")))
		}
		out = append(out, draft{inputs: in, notes: notes})
	}
	return out
}

// stretchedBandwidth is the cluster's stretched-bandwidth scenario: the
// components of its VMs' objects, its hosts split over two sites, and the
// calculator's default write load (RVTools has no I/O statistics).
func (p *planner) stretchedBandwidth(c *clusterData, _ variant) []draft {
	in := stretched.Defaults()
	var objs []VMObjects
	fromVInfo := 0
	for _, v := range c.vms {
		if !p.counts(v) {
			continue
		}
		o, vi := objectsOf(v)
		if vi {
			fromVInfo++
		}
		objs = append(objs, o)
	}
	est := EstimateComponents(objs, p.layout, MaxComponentMiB)
	in.Components = min(est.Total.Components, maxComponents)
	notes := []msg.Message{note(strComponents, est.Total.Components, count(len(objs)), c.name, p.layout.Policy, p.layout.PerObject(), est.Namespaces.Objects, est.Namespaces.Components, est.Disks.Objects, est.Disks.Components, est.Swap.Objects, est.Swap.Components, est.Deltas.Objects, est.Deltas.Components, input("components"))}
	if est.Total.Components > maxComponents {
		notes = append(notes, note(strCapped, maxComponents, est.Total.Components, input("components")))
	}
	if fromVInfo > 0 {
		notes = append(notes, note(strFromVInfo, fromVInfo))
	}
	if !p.hasVMemory && est.Swap.Objects > 0 {
		notes = append(notes, note(missingTab, "vMemory", whyVMemory))
	}
	if h := len(c.hosts); h > 0 {
		in.HostsPerSite = (h + 1) / 2
		notes = append(notes, note(strHosts, h, in.HostsPerSite, input("hosts_per_site")))
	} else {
		in.HostsPerSite = 1
		notes = append(notes, note(strNoHosts, c.name, input("hosts_per_site")))
	}
	w := 0.0
	if in.WriteIOPS != nil {
		w = *in.WriteIOPS
	}
	notes = append(notes, note(strIOPS, w, in.WriteSizeKB, in.DataMultiplier, in.ResyncMultiplier,
		input("write_iops"), input("write_size_kb"), input("data_multiplier"), input("resync_multiplier")))
	return []draft{{inputs: in, notes: notes}}
}

// hasInput reports whether calculator id has an input called name.
func hasInput(id, name string) bool {
	c, ok := calc.Lookup(id)
	if !ok {
		return false
	}
	for _, f := range c.Meta().Fields {
		if f.Name == name {
			return true
		}
	}
	return false
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
				p.notes = append(p.notes, note(noteRulesSkipped, b.calculator, b.rules))
			}
			continue
		}
		var meta msg.Context
		if calculator, ok := calc.Lookup(b.calculator); ok {
			meta = calculator.Meta()
		}
		for _, d := range b.build(p, c, variant{rules: b.rules, withRules: withRules}) {
			inputs, err := inputMap(d.inputs)
			if err != nil {
				return nil, err
			}
			if withRules {
				inputs["rules"] = b.rules
			}
			sc := Scenario{Calculator: b.calculator, Inputs: inputs, Notes: make([]string, len(d.notes))}
			for j, m := range d.notes {
				sc.Notes[j] = m.In(lang, meta) // inputs named by their labels
			}
			if rest := unexplained(inputs, sc.Notes); len(rest) > 0 {
				sc.Notes = append(sc.Notes, noteOtherInputs.With(msg.List(rest...)).In(lang, meta))
			}
			out = append(out, sc)
		}
	}
	return out, nil
}

// unexplained lists the inputs no note explains (no note names it before
// " = ", as input writes it), sorted, each with its value: the
// calculator's defaults, including inputs added to a calculator after this
// import was written.
func unexplained(inputs map[string]any, notes []string) []msg.Arg {
	var rest []msg.Arg
	for _, k := range sortedKeys(inputs) {
		said := false
		for _, n := range notes {
			if strings.Contains(n, inputNamed(k)) {
				said = true
				break
			}
		}
		if !said {
			v, _ := json.Marshal(inputs[k])
			rest = append(rest, msg.Sub(inputIs.With(input(k), msg.Code(strings.Trim(string(v), `"`)))))
		}
	}
	return rest
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// inputMap encodes a calculator's typed inputs as the document's inputs
// object, numbers kept as written.
func inputMap(in any) (map[string]any, error) {
	data, err := json.Marshal(in)
	if err != nil {
		return nil, err
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	m := map[string]any{}
	if err := d.Decode(&m); err != nil {
		return nil, err
	}
	return m, nil
}
