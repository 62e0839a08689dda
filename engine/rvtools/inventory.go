package rvtools

import (
	"math"
	"sort"
	"strings"
	"time"

	"github.com/sizewise/sizewise/engine/xlsx"
)

// NoCluster names the VMs and hosts whose Cluster cell is empty (standalone
// hosts and their VMs) in the inventory and for --cluster.
const NoCluster = "(no cluster)"

// Source says where an inventory comes from (CONTRACT.md §5).
type Source struct {
	Tool string `json:"tool"`
	// Version is the RVTools version as vMetaData gives it ("4.7.1.4"), ""
	// when the workbook does not say.
	Version string `json:"version"`
	// VCenter is vMetaData's Server, else the VI SDK Server of the VMs
	// (several joined by ", ").
	VCenter string `json:"vcenter"`
	// MajorVersion is the major.minor of Version ("4.10").
	MajorVersion string `json:"major_version,omitempty"`
	// Exported is when RVTools wrote the workbook (vMetaData's xlsx
	// creation datetime), ISO 8601 when it is a date, else as written.
	Exported string `json:"exported,omitempty"`
	// Units is how the workbook's headers name the capacity unit: "MiB"
	// (RVTools 4.x) or "MB" (3.x, the same binary unit).
	Units string `json:"units"`
	// File is the workbook's file name.
	File string `json:"file,omitempty"`
}

// Totals are the sums of an inventory or of one cluster: counts, and
// capacities in MiB as RVTools reports them (CONTRACT.md §5).
type Totals struct {
	VMs       int `json:"vms"`
	PoweredOn int `json:"powered_on"`
	Templates int `json:"templates"`
	// VCPUs, MemoryMiB, ProvisionedMiB and InUseMiB sum every counted
	// vInfo row, templates and powered-off VMs included.
	VCPUs          float64 `json:"vcpus"`
	MemoryMiB      float64 `json:"memory_mib"`
	ProvisionedMiB float64 `json:"provisioned_mib"`
	InUseMiB       float64 `json:"in_use_mib"`
	// Disks and DiskCapacityMiB are over vDisk rows (Capacity MiB).
	Disks           int     `json:"disks"`
	DiskCapacityMiB float64 `json:"disk_capacity_mib"`
	// Snapshots and SnapshotMiB are over vSnapshot rows (Size MiB (total)).
	Snapshots   int     `json:"snapshots"`
	SnapshotMiB float64 `json:"snapshot_mib"`
	// Hosts, HostCores (# Cores) and HostMemoryMiB (# Memory) are over
	// vHost rows.
	Hosts         int     `json:"hosts"`
	HostCores     float64 `json:"host_cores"`
	HostMemoryMiB float64 `json:"host_memory_mib"`
	// PoweredOnVCPUs and PoweredOnMemoryMiB are the vCPUs and memory of
	// the powered-on VMs: what the hosts run now.
	PoweredOnVCPUs     float64 `json:"powered_on_vcpus"`
	PoweredOnMemoryMiB float64 `json:"powered_on_memory_mib"`
	// VCPUPerCore is PoweredOnVCPUs / HostCores and VRAMPerRAM is
	// PoweredOnMemoryMiB / HostMemoryMiB: the consolidation ratios as they
	// are (facts, not targets); absent without hosts.
	VCPUPerCore *float64 `json:"vcpu_per_core,omitempty"`
	VRAMPerRAM  *float64 `json:"vram_per_ram,omitempty"`
}

// ClusterSummary is one cluster of the inventory.
type ClusterSummary struct {
	Name string `json:"name"`
	Totals
}

// Inventory is the plan's inventory summary (CONTRACT.md §5).
type Inventory struct {
	Source Source `json:"source"`
	Totals
	Clusters []ClusterSummary `json:"clusters"`
	// ClusterFilter is the cluster the import kept (--cluster), if any; the
	// totals are then that cluster's.
	ClusterFilter string `json:"cluster_filter,omitempty"`
}

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
	t.ratios()
	return t
}

// add merges u into t (ratios recomputed).
func (t *Totals) add(u Totals) {
	t.VMs += u.VMs
	t.PoweredOn += u.PoweredOn
	t.Templates += u.Templates
	t.VCPUs += u.VCPUs
	t.MemoryMiB += u.MemoryMiB
	t.ProvisionedMiB += u.ProvisionedMiB
	t.InUseMiB += u.InUseMiB
	t.Disks += u.Disks
	t.DiskCapacityMiB += u.DiskCapacityMiB
	t.Snapshots += u.Snapshots
	t.SnapshotMiB += u.SnapshotMiB
	t.Hosts += u.Hosts
	t.HostCores += u.HostCores
	t.HostMemoryMiB += u.HostMemoryMiB
	t.PoweredOnVCPUs += u.PoweredOnVCPUs
	t.PoweredOnMemoryMiB += u.PoweredOnMemoryMiB
	t.ratios()
}

// ratios sets the consolidation ratios, rounded to 4 decimals.
func (t *Totals) ratios() {
	t.VCPUPerCore, t.VRAMPerRAM = nil, nil
	if t.HostCores > 0 {
		r := round(t.PoweredOnVCPUs/t.HostCores, 4)
		t.VCPUPerCore = &r
	}
	if t.HostMemoryMiB > 0 {
		r := round(t.PoweredOnMemoryMiB/t.HostMemoryMiB, 4)
		t.VRAMPerRAM = &r
	}
}

// round rounds x to d decimals.
func round(x float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(x*p) / p
}

// source builds the inventory's Source from vMetaData (and the VMs'
// vCenters when vMetaData names none). ambiguous reports a version read
// from a number cell, where 4.10 and 4.1 look the same.
func (m *model) source(file, units string) (s Source, ambiguous bool) {
	s = Source{Tool: "RVTools", File: file, Units: units}
	md := &m.meta
	md.parse()
	full := ""
	if md.hasVersion {
		full = strings.TrimSpace(md.version.String())
		ambiguous = md.version.Type == xlsx.Number
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
		ambiguous = md.major.Type == xlsx.Number && strings.Contains(major, ".")
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
