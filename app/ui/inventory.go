package ui

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
)

// decodeInventory reads a plan's inventory summary; ok is false when there
// is none or it does not read.
func decodeInventory(raw json.RawMessage) (inv inventory.Inventory, ok bool) {
	if len(raw) == 0 {
		return inv, false
	}
	return inv, json.Unmarshal(raw, &inv) == nil
}

// inventoryView draws an inventory summary: its source, the totals, one
// row per cluster, how the units are read, and the import's notes. id
// prefixes the element ids (one view on a page per id). The Markdown
// export writes the same facts (plans.ExportMarkdown).
func inventoryView(id string, inv inventory.Inventory, notes []string) app.UI {
	totals := inventory.Facts(inv.Totals)
	head := inventory.Pick(totals, inventory.ClusterColumns)
	measured := inventory.MeasuredFacts(inv.Measured)
	return app.Section().ID(id).Class("sw-inventory").Body(
		app.H2().Text(inventory.Heading.In(lang)),
		app.P().Class("sw-inventory-source").Text(inv.Source.Line(lang)),
		app.If(inv.ClusterFilter != "", app.P().Class("sw-hint").Text(
			inventory.FilterNote.With(str(inventory.ClusterName(lang, inv.ClusterFilter))).In(lang, nil))),
		app.Div().Class("sw-table-wrap").Body(
			app.Table().ID(id+"-totals").Class("sw-table sw-inventory-totals").Body(
				app.Caption().Class("sw-visually-hidden").Text(inventory.TotalsCaption.In(lang)),
				app.TBody().Body(app.Range(totals).Slice(func(i int) app.UI {
					f := totals[i]
					return app.Tr().DataSet("name", f.Name).Body(
						app.Th().Scope("row").Text(f.Label.In(lang)),
						app.Td().Class("sw-num").Text(f.Text(lang)),
					)
				})),
			),
		),
		app.If(len(inv.Clusters) > 0, app.Div().Class("sw-table-wrap").Body(
			app.Table().ID(id+"-clusters").Class("sw-table sw-inventory-clusters").Body(
				app.Caption().Text(inventory.Clusters.In(lang)),
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text(inventory.Cluster.In(lang)),
					app.Range(head).Slice(func(i int) app.UI { return app.Th().Scope("col").Text(head[i].Label.In(lang)) }),
				)),
				app.TBody().Body(app.Range(inv.Clusters).Slice(func(i int) app.UI {
					c := inv.Clusters[i]
					row := inventory.Pick(inventory.Facts(c.Totals), inventory.ClusterColumns)
					return app.Tr().DataSet("cluster", c.Name).Body(
						app.Th().Scope("row").Text(inventory.ClusterName(lang, c.Name)),
						app.Range(row).Slice(func(j int) app.UI { return app.Td().Class("sw-num").Text(row[j].Text(lang)) }),
					)
				})),
			),
		)),
		app.P().Class("sw-hint").Text(inv.Source.UnitsLine(lang)),
		app.If(len(measured) > 0, app.Div().Class("sw-table-wrap").Body(
			app.Table().ID(id+"-measured").Class("sw-table sw-inventory-measured").Body(
				app.Caption().Text(inventory.MeasuredHeading.In(lang)),
				app.TBody().Body(app.Range(measured).Slice(func(i int) app.UI {
					f := measured[i]
					return app.Tr().DataSet("name", f.Name).Body(
						app.Th().Scope("row").Text(f.Label.In(lang)),
						app.Td().Class("sw-num").Text(f.Text(lang)),
					)
				})),
			),
			app.P().Class("sw-hint").Text(measuredLine(inv)),
		)),
		app.If(len(inv.Excluded) > 0, app.Div().ID(id+"-excluded").Class("sw-inventory-excluded").Body(
			app.H3().Text(inventory.ExcludedHeading.In(lang)),
			app.Ul().Body(app.Range(inv.Excluded).Slice(func(i int) app.UI {
				return app.Li().DataSet("reason", inv.Excluded[i].Reason).Text(inv.Excluded[i].Line(lang))
			})),
		)),
		app.If(inv.TargetHost != nil, app.P().ID(id+"-target").Class("sw-inventory-target").Body(
			app.Strong().Text(inventory.TargetHeading.In(lang)+": "), app.Text(targetLine(inv)),
		)),
		// open in a plan's report (and so in print), folded in a preview
		app.If(len(notes) > 0, app.Details().Class("sw-inventory-notes").Open(id == "sw-inventory").Body(
			app.Summary().Text(inventory.NotesHeading.In(lang)+" ("+num(float64(len(notes)))+")"),
			app.Ul().Body(app.Range(notes).Slice(func(i int) app.UI { return app.Li().Text(notes[i]) })),
		)),
	)
}

// str is user or document text as a message argument.
func str(s string) msg.Arg { return msg.Str(s) }

// measuredLine is the note under the measured figures.
func measuredLine(inv inventory.Inventory) string {
	if inv.Measured == nil {
		return ""
	}
	return inv.Measured.Line(lang, inv.Hosts)
}

// targetLine describes the target host.
func targetLine(inv inventory.Inventory) string {
	if inv.TargetHost == nil {
		return ""
	}
	return inv.TargetHost.Line(lang)
}
