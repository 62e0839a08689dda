package ui

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/svgchart"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/msg"
)

// The page and the plan report draw an evaluation from its view.Result, so
// both show the same numbers, units, columns and order.

// metricsView draws the headline numbers.
func metricsView(r *view.Result) app.UI {
	return app.Div().Class("sw-primary").Body(app.Range(r.Headline).Slice(func(i int) app.UI {
		v := r.Headline[i]
		return app.Div().Class("sw-metric").ID("out-"+v.Name).Body(
			app.Span().Class("sw-metric-label").Text(v.Label),
			app.Span().Class("sw-metric-value").Text(v.Text),
			app.Span().Class("sw-metric-unit").Text(v.Unit),
		)
	}))
}

// detailsView draws the rest of a result: the other values, tables,
// warnings, chart, "send to" links (when href is given; in a new tab when
// newTab, as an embedded calculator's must: navigation that starts in a
// documentation page's frame never leaves /embed/), worked steps and
// sources. The steps and the sources fold under their headings; folded
// says whether they start folded (an embedded calculator's do: the
// documentation page shows the calculator, the reader unfolds the rest).
func detailsView(r *view.Result, href func(view.Link) string, newTab, folded bool) app.UI {
	return app.Div().Class("sw-details").Body(resultParts(r, href, newTab), workedView(r, folded))
}

// resultParts are a result's other values, tables, warnings, chart and
// "send to" links (detailsView without the steps and sources): what the
// plan report shows in a scenario's section, its steps and sources going
// to the appendix.
func resultParts(r *view.Result, href func(view.Link) string, newTab bool) app.UI {
	var links []view.Link
	if href != nil {
		links = r.Links
	}
	return app.Div().Class("sw-result-parts").Body(
		app.If(len(r.Details) > 0, app.Table().Class("sw-table").Body(
			app.TBody().Body(app.Range(r.Details).Slice(func(i int) app.UI {
				v := r.Details[i]
				return app.Tr().ID("out-"+v.Name).Body(
					app.Th().Scope("row").Text(v.Label),
					app.Td().Class("sw-num").Text(v.WithUnit()),
				)
			})),
		)),
		app.Range(r.Tables).Slice(func(i int) app.UI { return tableView(r.Tables[i]) }),
		app.If(len(r.Warnings) > 0,
			app.Div().Class("sw-warnings").Body(
				app.H3().Text(t("results.warnings")),
				app.Ul().Body(app.Range(r.Warnings).Slice(func(i int) app.UI {
					return app.Li().Text(r.Warnings[i])
				})),
			),
		),
		figureView(r),
		app.If(len(links) > 0, app.Div().Class("sw-links").Body(
			app.H3().Text(t("results.send_to")),
			app.Range(links).Slice(func(i int) app.UI {
				a := app.A().Class("sw-btn sw-btn-ghost").Href(href(links[i])).Text(links[i].Label)
				if newTab {
					a = a.Target("_blank").Rel("noopener")
				}
				return a
			}),
		)),
	)
}

// workedView is a result's worked steps and sources, each folded under its
// heading (folded: they start folded).
func workedView(r *view.Result, folded bool) app.UI {
	return app.Div().Class("sw-worked").Body(
		app.Details().Class("sw-fold sw-fold-steps").Open(!folded).Body(
			app.Summary().Body(app.H3().Text(t("results.steps"))),
			app.Ol().Class("sw-steps").Body(app.Range(r.Steps).Slice(func(i int) app.UI {
				s := r.Steps[i]
				return app.Li().Body(
					app.Span().Class("sw-step-label").Text(s.Label),
					app.Code().Class("sw-step-formula").Text(s.Line()),
				)
			})),
		),
		app.Details().Class("sw-fold sw-fold-sources").Open(!folded).Body(
			app.Summary().Body(app.H3().Text(t("results.sources"))),
			app.Ul().Class("sw-sources").Body(app.Range(r.Sources).Slice(func(i int) app.UI {
				return app.Li().Text(r.Sources[i])
			})),
		),
	)
}

// figureView draws the chart in both layouts (CSS shows the one that fits
// the column), or nothing.
func figureView(r *view.Result) app.UI {
	if r.Chart == nil {
		return nil
	}
	f := func(x float64) string { return msg.FormatNum(r.Lang, x) }
	return app.Figure().Class("sw-figure").Body(
		app.Raw(svgchart.RenderSize(r.Chart, f, svgchart.Wide)),
		app.Raw(svgchart.RenderSize(r.Chart, f, svgchart.Narrow)),
	)
}

// tableView draws a record list. The wrapper scrolls sideways on a phone:
// focusable and named, so the keyboard reaches it too.
func tableView(tb view.Table) app.UI {
	return app.Div().Class("sw-table-wrap").ID("out-"+tb.Name).TabIndex(0).Role("region").Aria("label", tb.Caption).Body(
		app.Table().Class("sw-table sw-records").Body(
			app.Caption().Text(tb.Caption),
			app.THead().Body(app.Tr().Body(app.Range(tb.Columns).Slice(func(i int) app.UI {
				return app.Th().Scope("col").Text(tb.Columns[i].Heading())
			}))),
			app.TBody().Body(app.Range(tb.Rows).Slice(func(r int) app.UI {
				row := tb.Rows[r]
				return app.Tr().Body(app.Range(row).Slice(func(c int) app.UI {
					if row[c].Numeric {
						return app.Td().Class("sw-num").Text(row[c].Text)
					}
					return app.Td().Text(row[c].Text)
				}))
			})),
		),
	)
}
