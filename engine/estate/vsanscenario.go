package estate

import (
	"encoding/json"
	"sort"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/vsancap"
)

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
