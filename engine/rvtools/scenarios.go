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
	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/stretched"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// Scenario is one scenario document of the plan (CONTRACT.md §2): the
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
	build      func(p *planner, c *clusterData) []draft
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
	{memstate.ID, rules.Classic, (*planner).memoryStates},
	{stretched.ID, rules.Classic, (*planner).stretchedBandwidth},
}

// DefaultPolicy is the storage policy of the vsan-capacity scenarios and of
// the components estimate: vSAN's default storage policy, RAID-1 FTT=1.
const DefaultPolicy = "raid1-ftt1"

// MiBToGB converts MiB to decimal GB: × 1,048,576 bytes / 10^9 =
// × 1.048576 / 1000.
func MiBToGB(mib float64) float64 { return mib * 1.048576 / 1000 }

// maxVSANHosts is the largest vSAN cluster (and the calculator's maximum).
const maxVSANHosts = 64

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
func (p *planner) vsanCapacity(c *clusterData) []draft {
	in := vsancap.Defaults()
	var notes []msg.Message
	hosts := len(c.hosts)
	pol := p.policy
	switch {
	case hosts < pol.MinHosts:
		in.Hosts = pol.MinHosts
		notes = append(notes, note(capHostsMin, in.Hosts, c.name, count(hosts), pol.Name))
	case hosts > maxVSANHosts:
		in.Hosts = maxVSANHosts
		notes = append(notes, note(capHostsMax, in.Hosts, c.name, count(hosts)))
	default:
		in.Hosts = hosts
		notes = append(notes, note(capHosts, hosts, c.name))
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
	notes = append(notes,
		note(capData, count(k), p.which(), c.name, inUse, in.VMDataGB),
		note(capProvisioned, prov, round(MiBToGB(prov), 3)))
	if in.VMDataGB > maxVMDataGB {
		notes = append(notes, note(capDataCapped, maxVMDataGB, in.VMDataGB))
		in.VMDataGB = maxVMDataGB
	}
	in.Policy = pol.Name
	if pol.Name == DefaultPolicy && p.opt.Policy == "" {
		notes = append(notes, note(capPolicyDefault, pol.Name))
	} else {
		notes = append(notes, note(capPolicyChosen, pol.Name))
	}
	in.CapacityDiskGB = p.diskGB
	if p.opt.DiskGB > 0 {
		notes = append(notes, note(capDiskChosen, p.diskGB))
	} else {
		notes = append(notes, note(capDiskDefault, p.diskGB))
	}
	req := vsancap.RawRequiredGB(in.VMDataGB, pol.Multiplier, in.SlackPct, 1)
	perHost := req / float64(in.Hosts)
	disks := max(int(math.Ceil(round(perHost/in.CapacityDiskGB, 9))), 1)
	const maxGroups, maxDisks = 5, 7 // the calculator's (and vSAN OSA's) maxima
	if disks > maxGroups*maxDisks {
		in.DiskGroupsPerHost, in.CapacityDisksPerGroup = maxGroups, maxDisks
		notes = append(notes, note(capLayoutMax, round(req, 3), in.Hosts, round(perHost, 3), in.CapacityDiskGB))
	} else {
		in.DiskGroupsPerHost = (disks + maxDisks - 1) / maxDisks
		in.CapacityDisksPerGroup = (disks + in.DiskGroupsPerHost - 1) / in.DiskGroupsPerHost
		notes = append(notes, note(capLayout, in.DiskGroupsPerHost, in.CapacityDisksPerGroup, in.CapacityDiskGB, round(req, 3), in.Hosts, round(perHost, 3), count(disks)))
	}
	notes = append(notes, note(capDefaults, strconv.FormatBool(in.AllFlash), in.SlackPct, in.DedupeRatio))
	return []draft{{inputs: in, notes: notes}}
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
func (p *planner) memoryStates(c *clusterData) []draft {
	if len(c.hosts) == 0 {
		p.notes = append(p.notes, note(noteNoHosts, c.name))
		return nil
	}
	type group struct {
		mib     float64
		version string // "5", "6", or "" when unknown
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
		case m >= 6 && m < 100:
			ver = "6"
		case m == 5:
			ver = "5"
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
		p.notes = append(p.notes, note(noteSmallHosts, c.name, small))
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
		notes := []msg.Message{note(memSize, g.mib, float64(gb), count(len(g.hosts)), c.name, strings.Join(names, ", "))}
		switch g.version {
		case "6":
			in.VSphereVersion = "6"
			notes = append(notes, note(memV6, g.esx))
		case "5":
			in.VSphereVersion = "5"
			notes = append(notes, note(memV5, g.esx))
		default:
			in.VSphereVersion = "6"
			notes = append(notes, note(memVUnknown, g.esx))
		}
		var busiest *Host
		for _, h := range g.hosts {
			if h.HasMemoryUsage && h.MemoryUsagePct >= 0 && h.MemoryUsagePct <= 100 &&
				(busiest == nil || h.MemoryUsagePct > busiest.MemoryUsagePct) {
				busiest = h
			}
		}
		if busiest != nil {
			free := min(max(round(g.mib*(1-busiest.MemoryUsagePct/100), 3), 0), g.mib)
			in.FreeMemoryMB = &free
			notes = append(notes, note(memFree, g.mib, busiest.MemoryUsagePct, float64(free), busiest.Name))
		}
		out = append(out, draft{inputs: in, notes: notes})
	}
	return out
}

// stretchedBandwidth is the cluster's stretched-bandwidth scenario: the
// components of its VMs' objects, its hosts split over two sites, and the
// calculator's default write load (RVTools has no I/O statistics).
func (p *planner) stretchedBandwidth(c *clusterData) []draft {
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
	notes := []msg.Message{note(strComponents, est.Total.Components, count(len(objs)), c.name, p.layout.Policy, p.layout.PerObject(), est.Namespaces.Objects, est.Namespaces.Components, est.Disks.Objects, est.Disks.Components, est.Swap.Objects, est.Swap.Components, est.Deltas.Objects, est.Deltas.Components)}
	if est.Total.Components > maxComponents {
		notes = append(notes, note(strCapped, maxComponents, est.Total.Components))
	}
	if fromVInfo > 0 {
		notes = append(notes, note(strFromVInfo, fromVInfo))
	}
	if !p.hasVMemory && est.Swap.Objects > 0 {
		notes = append(notes, note(missingTab, "vMemory", whyVMemory))
	}
	if h := len(c.hosts); h > 0 {
		in.HostsPerSite = (h + 1) / 2
		notes = append(notes, note(strHosts, h, in.HostsPerSite))
	} else {
		in.HostsPerSite = 1
		notes = append(notes, note(strNoHosts, c.name))
	}
	w := 0.0
	if in.WriteIOPS != nil {
		w = *in.WriteIOPS
	}
	notes = append(notes, note(strIOPS, w, in.WriteSizeKB, in.DataMultiplier, in.ResyncMultiplier))
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

// scenarios derives every scenario of the clusters, rendering notes in
// lang.
func (p *planner) scenarios(clusters []*clusterData, lang msg.Lang) ([]Scenario, error) {
	out := []Scenario{}
	skipped := map[string]bool{}
	for _, c := range clusters {
		for _, b := range scenarioSet {
			withRules := hasInput(b.calculator, "rules")
			if b.rules != rules.Classic && !withRules {
				if k := b.calculator + "/" + b.rules; !skipped[k] {
					skipped[k] = true
					p.notes = append(p.notes, note(noteRulesSkipped, b.calculator, b.rules))
				}
				continue
			}
			for _, d := range b.build(p, c) {
				inputs, err := inputMap(d.inputs)
				if err != nil {
					return nil, err
				}
				if withRules {
					inputs["rules"] = b.rules
				}
				sc := Scenario{Calculator: b.calculator, Inputs: inputs, Notes: make([]string, len(d.notes))}
				for j, m := range d.notes {
					sc.Notes[j] = m.In(lang, nil)
				}
				out = append(out, sc)
			}
		}
	}
	return out, nil
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
