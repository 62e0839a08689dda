package estate

import (
	"sort"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/msg"
)

// sameSize is how close two hosts' memory must be to be one host size:
// 2 %. Hosts of the same DIMMs differ by a few MiB (firmware and devices
// reserve some), while configurations sold differ by a quarter or more
// (384, 512, 768 GB).
const sameSize = 0.02

// maxListed bounds the host names a note lists.
const maxListed = 5

// hostGroup is hosts of one memory size and vSphere version.
type hostGroup struct {
	mib     float64 // the smallest host's memory
	top     float64 // the largest's
	version string  // "5" to "9", or "" when unknown; "9+" later
	esx     string
	hosts   []*Host
}

// versionOf is the memory-states version of an ESX version text.
func versionOf(esx string) string {
	switch m := esxMajor(esx); {
	case m >= 5 && m <= 9:
		return strconv.Itoa(m)
	case m > 9 && m < 100:
		return "9+"
	}
	return ""
}

// groupHosts groups hosts by vSphere version and memory size (sizes within
// sameSize of the group's smallest are one size), sorted by memory.
func groupHosts(hosts []*Host) []*hostGroup {
	sorted := append([]*Host(nil), hosts...)
	sort.SliceStable(sorted, func(a, b int) bool { return sorted[a].MemoryMiB < sorted[b].MemoryMiB })
	var groups []*hostGroup
	open := map[string]*hostGroup{} // by version: the group being filled
	for _, h := range sorted {
		ver := versionOf(h.ESXVersion)
		g := open[ver]
		if g == nil || h.MemoryMiB > g.mib*(1+sameSize) {
			g = &hostGroup{mib: h.MemoryMiB, version: ver, esx: h.ESXVersion}
			open[ver] = g
			groups = append(groups, g)
		}
		g.top = h.MemoryMiB
		g.hosts = append(g.hosts, h)
	}
	sort.SliceStable(groups, func(a, b int) bool {
		if groups[a].mib != groups[b].mib {
			return groups[a].mib < groups[b].mib
		}
		return groups[a].version < groups[b].version
	})
	return groups
}

// versionNote sets the memory-states version of a group and says why.
func (p *planner) versionNote(in *memstate.Inputs, version, esx string) msg.Message {
	col := p.words.HostVersion
	switch version {
	case "6":
		in.VSphereVersion = "6"
		return Note(memV6, esx, input("vsphere_version"), col)
	case "5":
		in.VSphereVersion = "5"
		return Note(memV5, esx, input("vsphere_version"), col)
	case "7", "8", "9":
		in.VSphereVersion = version
		return Note(memV7, esx, version, input("vsphere_version"), col)
	case "9+":
		in.VSphereVersion = "9"
		return Note(memVLater, esx, input("vsphere_version"), col)
	}
	in.VSphereVersion = "6"
	return Note(memVUnknown, Clip(esx), input("vsphere_version"), col)
}

// memoryStates is one memory-states scenario per host size (and vSphere
// version) of the cluster, then one for the cluster after the loss of a
// host (N+1).
func (p *planner) memoryStates(c *clusterData, _ variant) []draft {
	if len(c.hosts) == 0 {
		if c.name != NoCluster {
			p.notes = append(p.notes, Note(noteNoHosts, c.name, p.words.HostSheet, Title(memstate.ID)))
		}
		return nil
	}
	var ok []*Host
	small := 0
	for _, h := range c.hosts {
		if h.MemoryMiB < 1024 || h.MemoryMiB/1024 > memstate.MaxHostMemoryGB {
			small++
			continue
		}
		ok = append(ok, h)
	}
	if small > 0 {
		p.notes = append(p.notes, Note(noteSmallHosts, c.name, small, Title(memstate.ID)))
	}
	var out []draft
	groups := groupHosts(ok)
	for _, g := range groups {
		in := memstate.Defaults()
		gb := g.mib / 1024
		in.HostMemoryGB = &gb
		names := make([]string, 0, maxListed)
		for _, h := range g.hosts {
			if len(names) == maxListed {
				names = append(names, "…")
				break
			}
			names = append(names, Clip(h.Name))
		}
		notes := []msg.Message{Note(memSize, g.mib, msg.Dec(gb, -1), Count(len(g.hosts)), c.name, strings.Join(names, ", "), input("host_memory_gb"),
			p.words.HostMemory, p.words.HostSheet)}
		if g.top > g.mib {
			notes = append(notes, Note(memRange, g.mib, g.top))
		}
		notes = append(notes, p.versionNote(&in, g.version, g.esx))
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
			when := memAtExport
			if busiest.UsagePeak {
				when = memAtPeak
			}
			notes = append(notes, Note(memFree, g.mib, round(busiest.MemoryUsagePct, 3), free, Clip(busiest.Name), input("free_memory_mb"), when))
		}
		d := draft{inputs: in, notes: notes}
		if len(groups) > 1 {
			t := titleMemory.With(msg.Dec(gb, 0))
			d.title = &t
		}
		out = append(out, d)
	}
	if d, ok := p.memoryN1(c, ok); ok {
		out = append(out, d)
	}
	return out
}

// memoryN1 is the memory-states scenario of a cluster that has lost its
// largest host: the memory its hosts use (each host's memory × use) spread
// over the hosts left, in proportion to their memory, seen on the smallest
// host. It needs at least two hosts whose use is known.
func (p *planner) memoryN1(c *clusterData, hosts []*Host) (draft, bool) {
	if len(hosts) < 2 || c.name == NoCluster {
		return draft{}, false
	}
	var used, total, largest float64
	smallest := hosts[0]
	for _, h := range hosts {
		if !h.HasMemoryUsage || h.MemoryUsagePct < 0 || h.MemoryUsagePct > 100 {
			return draft{}, false
		}
		used += h.MemoryMiB * h.MemoryUsagePct / 100
		total += h.MemoryMiB
		largest = max(largest, h.MemoryMiB)
		if h.MemoryMiB < smallest.MemoryMiB {
			smallest = h
		}
	}
	left := total - largest
	if left <= 0 {
		return draft{}, false
	}
	share := used / left // of the memory of the hosts left
	in := memstate.Defaults()
	gb := smallest.MemoryMiB / 1024
	in.HostMemoryGB = &gb
	free := min(max(round(smallest.MemoryMiB*(1-share), 2), 0), smallest.MemoryMiB)
	in.FreeMemoryMB = &free
	notes := []msg.Message{Note(memN1, c.name, Count(len(hosts)), round(used, 3), Count(len(hosts)-1), round(left, 3), round(share*100, 2),
		smallest.MemoryMiB, input("free_memory_mb"), free, input("host_memory_gb"), smallest.MemoryMiB)}
	if share >= 1 {
		notes = append(notes, Note(memN1Full, round(share*100, 2)))
	}
	var alloc float64
	for _, v := range c.vms {
		if v.Power == PoweredOn && !IsSystem(v) {
			alloc += v.MemoryMiB
		}
	}
	if alloc > 0 {
		notes = append(notes, Note(memN1Alloc, round(alloc, 3), round(alloc/left*100, 2), round(alloc/total*100, 2), Count(len(hosts))))
	}
	notes = append(notes, p.versionNote(&in, versionOf(smallest.ESXVersion), smallest.ESXVersion))
	t := titleMemoryN1.With()
	return draft{inputs: in, notes: notes, title: &t}, true
}
