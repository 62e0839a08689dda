package inventory

import (
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
)

// The words every writer of an inventory uses (the page, the report, the
// Markdown export), in both languages.
var (
	Heading       = msg.T("Inventory")
	TotalsCaption = msg.T("Inventory totals")
	Clusters      = msg.T("Clusters")
	Cluster       = msg.T("Cluster")
	NotesHeading  = msg.T("Import notes")
	noCluster     = msg.T("(no cluster)")
	unknown       = msg.Same("—")

	// FilterNote says the import kept one cluster ({0}).
	FilterNote = msg.NewKey("inventory.filter",
		"Only the cluster “{0}” was imported.")
	// UnitsNote says how the capacities were converted ({0}: the
	// workbook's unit name, MiB or MB; {1} the tool).
	UnitsNote = msg.NewKey("inventory.units",
		"Capacities from {1} in {0} × 1.048576 / 1000 = decimal GB; memory in GiB. Ratios are of the powered-on VMs, as they are today (facts, not targets).")
	exported = msg.NewKey("inventory.exported", "exported {0}")
)

// ClusterName is a cluster's name as a reader sees it (NoCluster in lang).
func ClusterName(lang msg.Lang, name string) string {
	if name == NoCluster {
		return noCluster.In(lang)
	}
	return name
}

// Text is a fact's value with its unit in lang ("335.01 GB"), or a dash
// when it is unknown.
func (f Fact) Text(lang msg.Lang) string {
	if !f.OK {
		return unknown.In(lang)
	}
	s := msg.FormatNum(lang, f.Value)
	if u := f.Unit.In(lang, f.Value); u != "" {
		s += " " + u
	}
	return s
}

// Line says where the inventory comes from: tool and version, vCenter,
// export date and file ("RVTools 4.7.1.4 · vCenter vc01 · exported
// 2026-11-30 09:15:00 · export.xlsx").
func (s Source) Line(lang msg.Lang) string {
	parts := []string{strings.TrimSpace(s.Tool + " " + s.Version)}
	if s.VCenter != "" {
		parts = append(parts, "vCenter "+s.VCenter)
	}
	if s.Exported != "" {
		// ISO 8601 as RVTools dates it, read as a date and a time
		parts = append(parts, exported.With(msg.Str(strings.Replace(s.Exported, "T", " ", 1))).In(lang, nil))
	}
	if s.File != "" {
		parts = append(parts, s.File)
	}
	return strings.Join(parts, " · ")
}

// ClusterColumns are the facts a per-cluster table shows, in order (the
// totals show them all).
var ClusterColumns = []string{"hosts", "vms", "powered_on", "in_use_mib", "provisioned_mib", "vcpu_per_core", "vram_per_ram"}

// Pick returns the facts named names, in that order.
func Pick(facts []Fact, names []string) []Fact {
	out := make([]Fact, 0, len(names))
	for _, n := range names {
		for _, f := range facts {
			if f.Name == n {
				out = append(out, f)
			}
		}
	}
	return out
}

// Words of the measured figures, the exclusions and the target host.
var (
	MeasuredHeading = msg.T("Measured performance")
	// MeasuredNote says how many hosts and VMs had performance rows ({0}
	// hosts of {1}, {2} VMs of {3}).
	MeasuredNote = msg.NewKey("inventory.measured",
		"Measured by the collector over its collection period: {0} of {1} {1|host|hosts} and {2} of {3} {3|VM|VMs} have performance rows. A host's peak is the busiest interval of all its VMs together; the VMs' own peaks never coincide, so their sum is shown for comparison only.")
	ExcludedHeading = msg.T("Left out of the sizing")
	// ExcludedLine is one reason: {0} the reason, {1} the count, {2} the names.
	ExcludedLine = msg.NewKey("inventory.excluded",
		"{0}: {1} {1|VM|VMs} ({2})")
	// ExcludedMore ends a list of names cut short ({0} more).
	ExcludedMore  = msg.NewKey("inventory.excluded-more", "and {0} more")
	TargetHeading = msg.T("Target host")
	// TargetLine describes the target host: {0} cores at {1} GHz, {2} GiB,
	// {3} architecture words, {4} devices of {5} GB.
	TargetLine = msg.NewKey("inventory.target",
		"{0} cores at {1} GHz, {2} GiB of memory, {3}: {4} × {5} GB capacity devices")
	// TargetDefault says the host was not described.
	TargetDefault = msg.T("the default (a vSAN ESA ReadyNode of profile AF-2): describe the planned host to size for it")
	archESA       = msg.T("vSAN ESA (NVMe storage pool)")
	archOSAAF     = msg.T("vSAN OSA all-flash (disk groups)")
	archOSAHyb    = msg.T("vSAN OSA hybrid (SSD cache, HDD capacity)")
)

// ExclusionReason is the reason's words in lang.
func ExclusionReason(lang msg.Lang, reason string) string {
	switch reason {
	case ExcludedSystem:
		return msg.T("vCLS and other system VMs (vSphere recreates them)").In(lang)
	case ExcludedTemplate:
		return msg.T("Templates").In(lang)
	case ExcludedPoweredOff:
		return msg.T("Powered off or suspended").In(lang)
	}
	return reason
}

// Line is the exclusion in lang: the reason, the count and the names.
func (e Exclusion) Line(lang msg.Lang) string {
	names := strings.Join(e.Names, ", ")
	if e.More > 0 {
		names += ", " + ExcludedMore.With(msg.Int(e.More)).In(lang, nil)
	}
	return ExcludedLine.With(msg.Str(ExclusionReason(lang, e.Reason)), msg.Int(e.VMs), msg.Str(names)).In(lang, nil)
}

// Line describes the target host in lang.
func (h HostProfile) Line(lang msg.Lang) string {
	arch := archESA
	switch {
	case h.Architecture == "osa" && h.AllFlash:
		arch = archOSAAF
	case h.Architecture == "osa":
		arch = archOSAHyb
	}
	s := TargetLine.With(msg.Int(h.Cores), msg.Num(h.CoreGHz), msg.Num(h.MemoryGiB), msg.Txt(arch), msg.Int(h.Devices), msg.Num(h.DeviceGB)).In(lang, nil)
	if !h.Given {
		s += " · " + TargetDefault.In(lang)
	}
	return s
}

// UnitsLine is the units note of s in lang.
func (s Source) UnitsLine(lang msg.Lang) string {
	units, tool := s.Units, s.Tool
	if units == "" {
		units = "MiB"
	}
	if tool == "" {
		tool = "RVTools"
	}
	return UnitsNote.With(msg.Str(units), msg.Str(tool)).In(lang, nil)
}

// MeasuredLine is the note under the measured figures in lang.
func (m *Measured) Line(lang msg.Lang, hosts int) string {
	return MeasuredNote.With(msg.Int(m.HostsMeasured), msg.Int(hosts), msg.Int(m.VMsMeasured), msg.Int(m.VMs)).In(lang, nil)
}

// RealClusters counts the clusters of an inventory that are clusters: not
// the standalone hosts and VMs gathered under NoCluster.
func RealClusters(cs []ClusterSummary) int {
	n := 0
	for _, c := range cs {
		if c.Name != NoCluster {
			n++
		}
	}
	return n
}
