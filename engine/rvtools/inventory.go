package rvtools

import (
	"math"
	"sort"
	"strings"
	"time"

	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/xlsx"
)

// The inventory summary's types live in engine/inventory, which the page
// presents without carrying the importer.
type (
	Source         = inventory.Source
	Totals         = inventory.Totals
	ClusterSummary = inventory.ClusterSummary
	Inventory      = inventory.Inventory
)

// NoCluster names the VMs and hosts whose Cluster cell is empty (standalone
// hosts and their VMs) in the inventory and for --cluster.
const NoCluster = inventory.NoCluster

// clusterOf is the inventory name of a Cluster cell.
func clusterOf(name string) string {
	if name == "" {
		return NoCluster
	}
	return name
}

// clusterData is what one cluster holds, for its summary and scenarios.
type clusterData struct {
	name  string
	vms   []*VM
	hosts []*Host
	disks []*Disk
	snaps []*Snapshot
}

// byCluster groups the model by cluster, sorted by name with NoCluster
// last.
func (m *model) byCluster() []*clusterData {
	idx := map[string]*clusterData{}
	get := func(name string) *clusterData {
		name = clusterOf(name)
		c := idx[name]
		if c == nil {
			c = &clusterData{name: name}
			idx[name] = c
		}
		return c
	}
	for _, v := range m.vms {
		c := get(v.Cluster)
		c.vms = append(c.vms, v)
	}
	for _, h := range m.hosts {
		c := get(h.Cluster)
		c.hosts = append(c.hosts, h)
	}
	for _, d := range m.disks {
		c := get(d.Cluster)
		c.disks = append(c.disks, d)
	}
	for _, s := range m.snapshots {
		c := get(s.Cluster)
		c.snaps = append(c.snaps, s)
	}
	out := make([]*clusterData, 0, len(idx))
	for _, c := range idx {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].name, out[j].name
		if (a == NoCluster) != (b == NoCluster) {
			return b == NoCluster
		}
		return a < b
	})
	return out
}

// totals sums one cluster (or, merged, several).
func (c *clusterData) totals() Totals {
	var t Totals
	for _, v := range c.vms {
		t.VMs++
		if v.Power == PoweredOn {
			t.PoweredOn++
			t.PoweredOnVCPUs += v.CPUs
			t.PoweredOnMemoryMiB += v.MemoryMiB
		}
		if v.Template {
			t.Templates++
		}
		t.VCPUs += v.CPUs
		t.MemoryMiB += v.MemoryMiB
		t.ProvisionedMiB += v.ProvisionedMiB
		t.InUseMiB += v.InUseMiB
	}
	for _, d := range c.disks {
		t.Disks++
		t.DiskCapacityMiB += d.CapacityMiB
	}
	for _, s := range c.snaps {
		t.Snapshots++
		t.SnapshotMiB += s.SizeMiB
	}
	for _, h := range c.hosts {
		t.Hosts++
		t.HostCores += h.Cores
		t.HostMemoryMiB += h.MemoryMiB
	}
	t.SetRatios()
	return t
}

// source builds the inventory's Source from vMetaData (and the VMs'
// vCenters when vMetaData names none). ambiguous is the vMetaData header
// whose number cell the version was read from, where 4.10 and 4.1 look the
// same ("" when none was).
func (m *model) source(file, units string) (s Source, ambiguous string) {
	s = Source{Tool: "RVTools", File: file, Units: units}
	md := &m.meta
	md.parse()
	full := ""
	if md.hasVersion {
		full = strings.TrimSpace(md.version.String())
		if md.version.Type == xlsx.Number {
			ambiguous = "RVTools version"
		}
	}
	major := ""
	if md.hasMajor {
		major = strings.TrimSpace(md.major.String())
	}
	switch {
	case full != "":
		s.Version = full
		parts := strings.SplitN(full, ".", 3)
		if len(parts) >= 2 {
			s.MajorVersion = parts[0] + "." + parts[1]
		} else {
			s.MajorVersion = full
		}
	case major != "":
		s.Version, s.MajorVersion = major, major
		if md.major.Type == xlsx.Number && strings.Contains(major, ".") {
			ambiguous = "RVTools major version"
		}
	}
	if md.hasServer {
		s.VCenter = strings.TrimSpace(md.server.String())
	}
	if s.VCenter == "" {
		servers := append([]string(nil), m.servers...)
		sort.Strings(servers)
		s.VCenter = strings.Join(servers, ", ")
	}
	if md.hasCreated {
		s.Exported = exportTime(md.created)
	}
	return s, ambiguous
}

// exportLayouts are the text forms of vMetaData's creation time in 3.x
// exports (as the exporting machine's locale wrote them).
var exportLayouts = []string{
	"2006-01-02 15:04:05", "2006-01-02 15:04", "2006-01-02T15:04:05", "2006-01-02",
	"1/2/2006 3:04:05 PM", "1/2/2006 15:04:05", "1/2/2006 15:04", "1/2/06 15:04", "1/2/2006",
	"02.01.2006 15:04:05", "02.01.2006 15:04", "02.01.2006",
	"02/01/2006 15:04:05", "02-01-2006 15:04:05",
}

// exportTime renders the creation time: a date cell in ISO 8601, a text
// date parsed by the layouts above (day first for dotted dates, month first
// for slashed ones, as RVTools' US and European machines write them), other
// text as written.
func exportTime(c xlsx.Cell) string {
	if c.Type == xlsx.Date {
		return c.Text
	}
	txt := strings.TrimSpace(c.String())
	for _, l := range exportLayouts {
		if t, err := time.Parse(l, txt); err == nil {
			if t.Hour() == 0 && t.Minute() == 0 && t.Second() == 0 {
				return t.Format("2006-01-02")
			}
			return t.Format("2006-01-02T15:04:05")
		}
	}
	return txt
}

// round rounds x to d decimals.
func round(x float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(x*p) / p
}
