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
			&StepsView{Steps: r.Steps},
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

// tableView draws a record list (TableView).
func tableView(tb view.Table) app.UI { return &TableView{Table: tb} }

// shownAtFirst is how many rows of a table, or worked steps, are drawn
// before the reader asks for the rest: a SIOC result of 1,000 VMs on 1,000
// hosts has two tables of 1,000 rows and 2,126 steps, about 40,000 elements
// that took seconds of the page's thread to draw in WebAssembly (issue 32
// item 3); every row is in the Word document and the CSV export.
const shownAtFirst = 100

// TableView draws a record list, its first shownAtFirst rows until "Show
// all" is pressed. The wrapper scrolls sideways on a phone: focusable and
// named, so the keyboard reaches it too.
type TableView struct {
	app.Compo
	Table view.Table
	all   bool
}

// Render draws the table.
func (tv *TableView) Render() app.UI { return guardRender(tv, "table", tv.render) }

func (tv *TableView) render() app.UI {
	tb := tv.Table
	rows := tb.Rows
	if !tv.all && len(rows) > shownAtFirst {
		rows = rows[:shownAtFirst]
	}
	return app.Div().Class("sw-table-wrap").ID("out-"+tb.Name).TabIndex(0).Role("region").Aria("label", tb.Caption).Body(
		app.Table().Class("sw-table sw-records").Body(
			app.Caption().Text(tb.Caption),
			app.THead().Body(app.Tr().Body(app.Range(tb.Columns).Slice(func(i int) app.UI {
				return app.Th().Scope("col").Text(tb.Columns[i].Heading())
			}))),
			app.TBody().Body(app.Range(rows).Slice(func(r int) app.UI {
				row := rows[r]
				return app.Tr().Body(app.Range(row).Slice(func(c int) app.UI {
					if row[c].Numeric {
						return app.Td().Class("sw-num").Text(row[c].Text)
					}
					return app.Td().Text(row[c].Text)
				}))
			})),
		),
		showAll(len(rows), len(tb.Rows), "results.rows_shown", "results.show_all_rows", "results.rows_in_exports", func() { tv.all = true }),
	)
}

// StepsView draws worked steps, the first shownAtFirst until "Show all" is
// pressed.
type StepsView struct {
	app.Compo
	Steps []view.Step
	all   bool
}

// Render draws the steps.
func (sv *StepsView) Render() app.UI { return guardRender(sv, "steps", sv.render) }

func (sv *StepsView) render() app.UI {
	steps := sv.Steps
	if !sv.all && len(steps) > shownAtFirst {
		steps = steps[:shownAtFirst]
	}
	return app.Div().Class("sw-steps-list").Body(
		app.Ol().Class("sw-steps").Body(app.Range(steps).Slice(func(i int) app.UI {
			s := steps[i]
			return app.Li().Body(
				app.Span().Class("sw-step-label").Text(s.Label),
				app.Code().Class("sw-step-formula").Text(s.Line()),
			)
		})),
		showAll(len(steps), len(sv.Steps), "results.steps_shown", "results.show_all_steps", "results.steps_in_word", func() { sv.all = true }),
	)
}

// showAll says how many of total are drawn and offers the rest (a button
// on the screen; on paper, where the exports have them), or nothing when
// all are drawn.
func showAll(shown, total int, shownKey, allKey, paperKey string, more func()) app.UI {
	if shown >= total {
		return nil
	}
	return app.P().Class("sw-shown-of").Body(
		app.Text(t(shownKey, num(float64(shown)), num(float64(total)))+" "),
		app.Button().Class("sw-btn sw-btn-small sw-show-all sw-no-print").Type("button").Text(t(allKey, num(float64(total)))).
			OnClick(on(func(ctx app.Context, e app.Event) { more() }), "show-all", shownKey),
		app.Span().Class("sw-print-only").Text(t(paperKey)),
	)
}
