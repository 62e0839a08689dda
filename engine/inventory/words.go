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
	// workbook's unit name, MiB or MB).
	UnitsNote = msg.NewKey("inventory.units",
		"Capacities from RVTools’ {0} × 1.048576 / 1000 = decimal GB; memory in GiB. Ratios are of the powered-on VMs, as they are today (facts, not targets).")
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
