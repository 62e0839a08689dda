package ui

import (
	"encoding/json"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/inventory"
)

// clusterColumns are the facts the per-cluster table shows, in order (the
// inventory totals show them all).
var clusterColumns = []string{"hosts", "vms", "powered_on", "in_use_mib", "provisioned_mib", "vcpu_per_core", "vram_per_ram"}

// decodeInventory reads a plan's inventory summary; ok is false when there
// is none or it does not read.
func decodeInventory(raw json.RawMessage) (inv inventory.Inventory, ok bool) {
	if len(raw) == 0 {
		return inv, false
	}
	return inv, json.Unmarshal(raw, &inv) == nil
}

// factText is a fact's value with its unit in the page's language, or a
// dash when it is unknown.
func factText(f inventory.Fact) string {
	if !f.OK {
		return t("inv.unknown")
	}
	return view.Quantity(lang, f.Value, f.Unit)
}

// clusterName is a cluster's name as the reader sees it.
func clusterName(name string) string {
	if name == inventory.NoCluster {
		return t("inv.no_cluster")
	}
	return name
}

// sourceLine says where an inventory comes from: tool and version, vCenter,
// export date and file.
func sourceLine(s inventory.Source) string {
	var tail []string
	if s.Exported != "" {
		// ISO 8601 as RVTools dates it, read as a date and a time
		tail = append(tail, t("rv.exported", strings.Replace(s.Exported, "T", " ", 1)))
	}
	if s.File != "" {
		tail = append(tail, s.File)
	}
	vc := s.VCenter
	if vc == "" {
		vc = t("inv.unknown")
	}
	return strings.TrimSuffix(t("rv.source", s.Tool, s.Version, vc, strings.Join(tail, " · ")), " · ")
}

// inventoryView draws an inventory summary: its source, the totals, one
// row per cluster, how the units are read, and the import's notes. id
// prefixes the element ids (one view on a page per id).
func inventoryView(id string, inv inventory.Inventory, notes []string) app.UI {
	totals := inventory.Facts(inv.Totals)
	units := inv.Source.Units
	if units == "" {
		units = "MiB"
	}
	var head []inventory.Fact
	for _, name := range clusterColumns {
		for _, f := range totals {
			if f.Name == name {
				head = append(head, f)
			}
		}
	}
	return app.Section().ID(id).Class("sw-inventory").Body(
		app.H2().Text(t("inv.heading")),
		app.P().Class("sw-inventory-source").Text(sourceLine(inv.Source)),
		app.If(inv.ClusterFilter != "", app.P().Class("sw-hint").Text(t("inv.filter", clusterName(inv.ClusterFilter)))),
		app.Div().Class("sw-table-wrap").Body(
			app.Table().ID(id+"-totals").Class("sw-table sw-inventory-totals").Body(
				app.Caption().Class("sw-visually-hidden").Text(t("inv.totals")),
				app.TBody().Body(app.Range(totals).Slice(func(i int) app.UI {
					f := totals[i]
					return app.Tr().DataSet("name", f.Name).Body(
						app.Th().Scope("row").Text(f.Label.In(lang)),
						app.Td().Class("sw-num").Text(factText(f)),
					)
				})),
			),
		),
		app.If(len(inv.Clusters) > 0, app.Div().Class("sw-table-wrap").Body(
			app.Table().ID(id+"-clusters").Class("sw-table sw-inventory-clusters").Body(
				app.Caption().Text(t("inv.clusters")),
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text(t("inv.cluster")),
					app.Range(head).Slice(func(i int) app.UI { return app.Th().Scope("col").Text(head[i].Label.In(lang)) }),
				)),
				app.TBody().Body(app.Range(inv.Clusters).Slice(func(i int) app.UI {
					c := inv.Clusters[i]
					facts := inventory.Facts(c.Totals)
					return app.Tr().DataSet("cluster", c.Name).Body(
						app.Th().Scope("row").Text(clusterName(c.Name)),
						app.Range(head).Slice(func(j int) app.UI {
							for _, f := range facts {
								if f.Name == head[j].Name {
									return app.Td().Class("sw-num").Text(factText(f))
								}
							}
							return app.Td()
						}),
					)
				})),
			),
		)),
		app.P().Class("sw-hint").Text(t("inv.units", units)),
		app.If(len(notes) > 0, app.Details().Class("sw-inventory-notes").Body(
			app.Summary().Text(t("inv.notes")+" ("+num(float64(len(notes)))+")"),
			app.Ul().Body(app.Range(notes).Slice(func(i int) app.UI { return app.Li().Text(notes[i]) })),
		)),
	)
}
