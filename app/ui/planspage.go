package ui

import (
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// PlansPath is the route of the plans page: the list, or one plan as a
// printable report with ?id=.
const PlansPath = "/plans"

// PlansPage lists the plans saved in this browser and shows one as a report.
type PlansPage struct {
	app.Compo
	id       string
	list     []plans.Plan
	problems []plans.Problem
	aside    []string // quarantined keys: set aside, kept until discarded
	status   string
	canUndo  bool            // the status is a deletion that Undo can take back
	errs     scenario.Errors // of the last import
	ready    bool            // in the browser, with storage
}

// OnPreRender sets the title of the static page (no plans: they live in the
// browser).
func (pp *PlansPage) OnPreRender(ctx app.Context) {
	ctx.Page().SetTitle(t("plans.title") + " · Sizewise")
}

// OnNav loads the library and the plan named by ?id=.
func (pp *PlansPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(t("plans.title") + " · Sizewise")
	pp.id = ctx.Page().URL().Query().Get("id")
	l := library()
	pp.ready = l != nil
	pp.problems = libProblems
	pp.refresh()
}

func (pp *PlansPage) refresh() {
	if l := library(); l != nil {
		pp.list = l.List()
		pp.aside = l.Quarantined()
	}
}

func (pp *PlansPage) create(ctx app.Context, e app.Event) {
	e.PreventDefault()
	name := strings.TrimSpace(app.Window().GetElementByID("sw-new-name").Get("value").String())
	customer := strings.TrimSpace(app.Window().GetElementByID("sw-new-customer").Get("value").String())
	if name == "" {
		name = t("plans.default_name", time.Now().Format("2006-01-02 15:04"))
	}
	pl, err := library().Create(name, customer)
	if err != nil {
		pp.status = err.Error()
		return
	}
	pp.refresh()
	ctx.Navigate(PlansPath + "?id=" + url.QueryEscape(pl.ID))
}

func (pp *PlansPage) act(f func(l *plans.Library) (string, error)) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		msg, err := f(library())
		pp.canUndo = false
		if err != nil {
			pp.status = err.Error()
		} else {
			pp.status = msg
		}
		pp.refresh()
	}
}

func (pp *PlansPage) importFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	var then app.Func
	then = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer then.Release()
		text := args[0].String()
		ctx.Dispatch(func(ctx app.Context) {
			imp, err := plans.ImportJSON([]byte(text))
			if err != nil {
				pp.errs, pp.status = plans.AsErrors(err), t("io.import_failed")
				return
			}
			pl, err := library().Import(imp.Plan)
			if err != nil {
				pp.status = err.Error()
				return
			}
			pp.errs = imp.Problems
			pp.status = t("io.imported", pl.Name)
			pp.refresh()
		})
		return nil
	})
	file.Call("text").Call("then", then)
}

func (pp *PlansPage) export(p plans.Plan, kind string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		var data []byte
		var err error
		name := safeName(p.Name)
		switch kind {
		case "json":
			data, err = plans.ExportPlanJSON(p)
			name += ".json"
		case "backup":
			data, err = plans.ExportBackupJSON(p)
			name += ".sizewise.json"
		case "csv":
			data, err = plans.ExportCSV(p)
			name += ".csv"
		case "md":
			data = plans.ExportMarkdown(p, plans.MarkdownOptions{BaseURL: origin(), Version: Version})
			name += ".md"
		}
		if err != nil {
			pp.status = err.Error()
			return
		}
		download(name, mimeOf(strings.TrimPrefix(kind, "back")), data)
	}
}

// safeName turns a plan name into a file name.
func safeName(s string) string {
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return '-'
		}
		return r
	}, strings.TrimSpace(s))
	if s == "" {
		return "plan"
	}
	return s
}

// Render draws the list or the plan.
func (pp *PlansPage) Render() app.UI {
	if !pp.ready {
		return page(app.H1().Class("sw-title").Text(t("plans.title")), app.P().Text(t("plans.empty")))
	}
	var open *plans.Plan
	for i := range pp.list {
		if pp.list[i].ID == pp.id {
			open = &pp.list[i]
		}
	}
	body := []app.UI{pp.renderNotes()}
	if open != nil {
		body = append(body, pp.renderPlan(*open))
	} else {
		body = append(body, pp.renderList())
	}
	return page(body...)
}

func (pp *PlansPage) renderNotes() app.UI {
	var problems []string
	for _, pr := range pp.problems {
		problems = append(problems, t("plans.corrupt", pr.Key+": "+pr.Message))
	}
	errs := i18n.Errors(lang, pp.errs)
	return app.Div().Class("sw-notes").Body(
		app.If(pp.status != "", app.P().ID("sw-status").Class("sw-status").Role("status").Body(
			app.Text(pp.status),
			app.If(pp.canUndo,
				app.Button().ID("sw-undo").Class("sw-btn sw-btn-small").Type("button").Text(t("plans.undo")).OnClick(pp.act(func(l *plans.Library) (string, error) {
					p, err := l.Undo()
					return t("plans.saved", p.Name), err
				})),
			),
		)),
		app.If(len(problems) > 0, app.Div().Class("sw-notice").Role("alert").Body(
			app.Ul().Body(app.Range(problems).Slice(func(i int) app.UI { return app.Li().Text(problems[i]) })),
		)),
		app.If(len(pp.aside) > 0, app.Div().Class("sw-notice").Body(
			app.P().Text(t("plans.aside")),
			app.Ul().Body(app.Range(pp.aside).Slice(func(i int) app.UI {
				key := pp.aside[i]
				return app.Li().Body(
					app.Code().Text(key), app.Text(" "),
					app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("plans.discard")).
						OnClick(pp.act(func(l *plans.Library) (string, error) { return "", l.Discard(key) })),
				)
			})),
		)),
		app.If(len(errs) > 0, app.Div().Class("sw-notice").Role("alert").Body(
			app.Ul().Body(app.Range(errs).Slice(func(i int) app.UI {
				return app.Li().Body(app.Code().Text(errs[i].Field), app.Text(": "+errs[i].Message))
			})),
		)),
	)
}

func (pp *PlansPage) renderList() app.UI {
	return app.Div().Class("sw-plans").Body(
		app.H1().Class("sw-title").Text(t("plans.heading")),
		app.Form().Class("sw-form sw-plan-new").OnSubmit(pp.create).Body(
			app.H2().Text(t("plans.new")),
			app.Div().Class("sw-field").Body(
				app.Label().For("sw-new-name").Text(t("plans.name")),
				app.Div().Class("sw-control").Body(app.Input().Type("text").ID("sw-new-name").AutoComplete(false)),
			),
			app.Div().Class("sw-field").Body(
				app.Label().For("sw-new-customer").Text(t("plans.customer")),
				app.Div().Class("sw-control").Body(app.Input().Type("text").ID("sw-new-customer").AutoComplete(false)),
			),
			app.Button().ID("sw-create-plan").Class("sw-btn").Type("submit").Text(t("plans.new")),
			app.Div().Class("sw-field").Body(
				app.Label().For("sw-import").Text(t("io.import_json")),
				app.Input().Type("file").ID("sw-import").Accept(".json,application/json").OnChange(pp.importFile),
			),
		),
		app.If(len(pp.list) == 0, app.P().Text(t("plans.empty"))),
		app.Ul().Class("sw-cards").Body(app.Range(pp.list).Slice(func(i int) app.UI {
			p := pp.list[i]
			return app.Li().Class("sw-card sw-plan-card").Body(
				app.Div().Class("sw-card-body").Body(
					app.H2().Body(app.A().Href(PlansPath+"?id="+url.QueryEscape(p.ID)).Text(p.Name)),
					app.If(p.Customer != "", app.P().Text(t("print.customer", p.Customer))),
					app.P().Class("sw-card-id").Text(t("plans.scenarios", len(p.Scenarios))+" · "+t("plans.updated", p.Updated.Local().Format("2006-01-02 15:04"))),
					app.Div().Class("sw-card-actions").Body(
						app.A().Class("sw-btn sw-btn-small").Href(PlansPath+"?id="+url.QueryEscape(p.ID)).Text(t("plans.open")),
						app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("plans.duplicate")).OnClick(pp.act(func(l *plans.Library) (string, error) {
							c, err := l.Duplicate(p.ID)
							return t("plans.saved", c.Name), err
						})),
						app.Button().Class("sw-btn sw-btn-small sw-btn-ghost sw-delete").Type("button").Text(t("plans.delete")).OnClick(func(ctx app.Context, e app.Event) {
							if err := library().Delete(p.ID); err != nil {
								pp.status, pp.canUndo = err.Error(), false
								return
							}
							pp.status, pp.canUndo = t("plans.deleted", p.Name), true
							pp.refresh()
						}),
					),
				),
			)
		})),
	)
}

// renderPlan is one plan as a report: its details, then every scenario with
// its inputs, results, steps, warnings, sources, chart and share link.
func (pp *PlansPage) renderPlan(p plans.Plan) app.UI {
	return app.Article().Class("sw-report").Body(
		app.Nav().Class("sw-crumbs sw-no-print").Body(app.A().Href(PlansPath).Text(t("plans.title")), app.Span().Text(" / "+p.Name)),
		app.H1().Class("sw-title").Text(p.Name),
		app.P().Class("sw-report-meta").Body(
			app.If(p.Customer != "", app.Span().Text(t("print.customer", p.Customer)+" · ")),
			app.Span().Text(t("print.date", time.Now().Format("2006-01-02"))+" · "),
			app.Span().Text(t("print.version", Version)),
		),
		app.Form().Class("sw-toolbar sw-no-print").OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			name := app.Window().GetElementByID("sw-plan-name").Get("value").String()
			customer := app.Window().GetElementByID("sw-plan-customer").Get("value").String()
			l := library()
			if _, err := l.Rename(p.ID, name); err != nil {
				pp.status = err.Error()
				return
			}
			if _, err := l.SetCustomer(p.ID, customer); err != nil {
				pp.status = err.Error()
				return
			}
			pp.status = t("plans.saved", name)
			pp.refresh()
		}).Body(
			app.Label().For("sw-plan-name").Text(t("plans.name")),
			app.Input().Type("text").ID("sw-plan-name").Value(p.Name),
			app.Label().For("sw-plan-customer").Text(t("plans.customer")),
			app.Input().Type("text").ID("sw-plan-customer").Value(p.Customer),
			app.Button().Class("sw-btn sw-btn-small").Type("submit").Text(t("plans.rename")),
		),
		app.Div().Class("sw-toolbar sw-no-print").Body(
			app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("JSON").Title(t("io.export_json")).OnClick(pp.export(p, "json")),
			app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("io.export_backup")).OnClick(pp.export(p, "backup")),
			app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("CSV").Title(t("io.export_csv")).OnClick(pp.export(p, "csv")),
			app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("Markdown").Title(t("io.export_markdown")).OnClick(pp.export(p, "md")),
			app.Button().ID("sw-print").Class("sw-btn sw-btn-small").Type("button").Text(t("print.print")).OnClick(printPage),
		),
		app.If(len(p.Scenarios) == 0, app.P().Text(t("plans.empty"))),
		app.Range(p.Scenarios).Slice(func(i int) app.UI { return pp.renderEntry(p, i) }),
	)
}

func (pp *PlansPage) renderEntry(p plans.Plan, i int) app.UI {
	e := p.Scenarios[i]
	c, ok := calc.Lookup(e.Scenario.Calculator)
	if !ok {
		return app.Section().Class("sw-report-entry").Body(app.H2().Text(e.Scenario.Calculator))
	}
	meta := c.Meta()
	m := i18n.Meta(lang, meta)
	link := plans.ShareLink(e)
	open := link + "&" + planParam + "=" + url.QueryEscape(p.ID) + "&" + entryParam + "=" + url.QueryEscape(e.ID)
	var from string
	if e.From != "" {
		if j := p.Index(e.From); j >= 0 {
			from = t("plans.chain") + ": " + ordinal(j+1) + " → " + ordinal(i+1)
		}
	}
	ev, errs := plans.Evaluate(e)
	var metrics, details app.UI
	if ev != nil {
		metrics, details = resultView(meta, ev, nil)
	}
	errList := i18n.Errors(lang, errs)
	return app.Section().Class("sw-report-entry").ID("entry-"+e.ID).Body(
		app.H2().Text(ordinal(i+1)+". "+m.Title),
		app.If(from != "", app.P().Class("sw-hint").Text(from)),
		app.Div().Class("sw-toolbar sw-no-print").Body(
			app.A().Class("sw-btn sw-btn-small").Href(open).Text(t("plans.open")),
			app.If(i > 0, app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("↑").Aria("label", t("plans.move_up")).
				OnClick(pp.act(func(l *plans.Library) (string, error) { return "", l.MoveScenario(p.ID, e.ID, i-1) }))),
			app.If(i < len(p.Scenarios)-1, app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("↓").Aria("label", t("plans.move_down")).
				OnClick(pp.act(func(l *plans.Library) (string, error) { return "", l.MoveScenario(p.ID, e.ID, i+1) }))),
			app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("plans.remove_scenario")).
				OnClick(pp.act(func(l *plans.Library) (string, error) { return "", l.RemoveScenario(p.ID, e.ID) })),
		),
		app.If(len(errList) > 0, app.Div().Class("sw-notice").Body(app.Range(errList).Slice(func(k int) app.UI {
			return app.P().Body(app.Code().Text(errList[k].Field), app.Text(": "+errList[k].Message))
		}))),
		inputsTable(m, e),
		metrics,
		details,
		app.P().Class("sw-share").Body(app.Text(t("print.link")+": "), app.A().Href(link).Text(origin()+link)),
	)
}

// inputsTable lists a scenario's inputs with their labels and units.
func inputsTable(m calc.Meta, e plans.Entry) app.UI {
	q := calc.ToQuery(m, e.Scenario.Inputs)
	var rows []app.UI
	for _, f := range m.Fields {
		vs, ok := q[f.Name]
		if !ok {
			continue
		}
		v := strings.Join(vs, "; ")
		if x, err := calc.ParseNumber(v); err == nil && f.Kind != calc.List && f.Kind != calc.Choice && f.Kind != calc.Text {
			v = num(x)
		}
		rows = append(rows, app.Tr().Body(app.Th().Scope("row").Text(f.Label), app.Td().Class("sw-num").Text(v+unitSuffix(f.Unit))))
	}
	return app.Table().Class("sw-table sw-inputs").Body(app.Caption().Text(t("print.inputs")), app.TBody().Body(rows...))
}

// ordinal numbers the scenarios of a plan from 1.
func ordinal(i int) string { return num(float64(i)) }
