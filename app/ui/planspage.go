package ui

import (
	"errors"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// PlansPath is the route of the plans page: the list, or one plan as a
// printable report with ?id=.
const PlansPath = "/plans"

// PlansPage lists the plans saved in this browser and shows one as a report.
//
// Every handler names the plan or entry it acts on by id (in its scope and
// its arguments) and reads the plan from the library when it runs, never a
// copy captured when the row was drawn.
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
	missing  string          // ?id= named no plan of this browser

	// The entries ticked for a comparison (compare.go), of the plan selOf.
	selected map[string]bool
	selOf    string

	// The scenarios folded on the screen, by entry id (report.go).
	folded map[string]bool

	// The open plan's answers, evaluated in the background (planeval.go).
	results   map[string]*entryResult
	computing task
}

// OnMount follows the plans other tabs change: the list and the open plan
// are read again and the page says so.
func (pp *PlansPage) OnMount(ctx app.Context) {
	defer hook("mount")
	ctx.Handle(actionPlansChanged, func(ctx app.Context, a app.Action) {
		defer recoverFault(ctx, "action")
		if l := library(); l != nil && pp.id != "" {
			if _, ok := l.Get(pp.id); !ok {
				pp.missing, pp.id = pp.id, ""
			}
		}
		pp.problems = libProblems
		pp.refresh(ctx)
		pp.status, pp.canUndo = t("plans.changed_elsewhere"), false
		pp.Update()
	})
}

// OnDismount stops an evaluation in flight.
func (pp *PlansPage) OnDismount() {
	defer hook("dismount")
	pp.computing.stop()
}

// OnPreRender sets the title of the static page (no plans: they live in the
// browser).
func (pp *PlansPage) OnPreRender(ctx app.Context) {
	defer hook("prerender")
	ctx.Page().SetTitle(t("plans.title") + " · Sizewise")
}

// OnNav loads the library and the plan named by ?id=.
func (pp *PlansPage) OnNav(ctx app.Context) {
	defer hook("nav")
	ctx.Page().SetTitle(t("plans.title") + " · Sizewise")
	pp.id = ctx.Page().URL().Query().Get("id")
	l := library()
	pp.ready = l != nil
	pp.problems = libProblems
	pp.missing = ""
	if planFlash != "" {
		pp.status, pp.canUndo, planFlash = planFlash, false, ""
	}
	if pp.selOf != pp.id {
		pp.selected, pp.selOf = nil, pp.id
	}
	if pp.ready && pp.id != "" {
		if _, ok := l.Get(pp.id); !ok {
			pp.missing, pp.id = pp.id, ""
		} else {
			setWorkingPlan(pp.id)
		}
	}
	pp.refresh(ctx)
}

// refresh reads the library again, and evaluates what the open plan's
// report lacks.
func (pp *PlansPage) refresh(ctx app.Context) {
	l := library()
	if l == nil {
		return
	}
	pp.list = l.List()
	pp.aside = l.Quarantined()
	if p, ok := l.Get(pp.id); ok && pp.id != "" {
		pp.evaluatePlan(ctx, p)
	}
}

// say sets the status line from an action's outcome.
func (pp *PlansPage) say(msg string, err error) {
	pp.canUndo = false
	if err != nil {
		pp.status = planError(err)
		return
	}
	pp.status = msg
}

// planError is a library error in the reader's language: the problems of
// a document, or the library's coded error.
func planError(err error) string {
	var errs scenario.Errors
	if errors.As(err, &errs) {
		return strings.Join(fieldMessages(errs), "; ")
	}
	return plans.Message(err).In(lang, nil)
}

// fieldMessages words problems in the reader's language, each after the
// path it is at.
func fieldMessages(errs scenario.Errors) []string {
	out := make([]string, len(errs))
	for i, e := range errs {
		if e.Field == "" {
			out[i] = e.In(lang, nil)
			continue
		}
		out[i] = e.Field + ": " + e.In(lang, nil)
	}
	return out
}

// Render draws the list or the plan.
func (pp *PlansPage) Render() app.UI {
	return guardRender(pp, "plans", func() app.UI {
		if !pp.ready {
			return page(app.H1().Class("sw-title").Text(t("plans.title")), app.P().Text(t("plans.unavailable")))
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
	})
}

func (pp *PlansPage) renderNotes() app.UI {
	var problems []string
	for _, pr := range pp.problems {
		problems = append(problems, t("plans.corrupt", pr.Key+": "+pr.Message.In(lang, nil)))
	}
	errs := fieldMessages(pp.errs)
	return app.Div().Class("sw-notes").Body(
		app.If(pp.missing != "", app.P().ID("sw-missing").Class("sw-notice").Role("alert").Text(t("plans.missing", pp.missing))),
		app.If(pp.status != "", app.P().ID("sw-status").Class("sw-status").Role("status").Body(
			app.Text(pp.status),
			app.If(pp.canUndo,
				app.Button().ID("sw-undo").Class("sw-btn sw-btn-small").Type("button").Text(t("plans.undo")).OnClick(on(pp.undo), "undo"),
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
						OnClick(on(pp.discard(key)), "discard", key),
				)
			})),
		)),
		app.If(len(errs) > 0, app.Div().ID("sw-import-errors").Class("sw-notice").Role("alert").Body(
			app.Ul().Body(app.Range(errs).Slice(func(i int) app.UI {
				return app.Li().Text(errs[i])
			})),
		)),
	)
}

func (pp *PlansPage) renderList() app.UI {
	return app.Div().Class("sw-plans").Body(
		app.H1().Class("sw-title").Text(t("plans.heading")),
		app.Div().Class("sw-plan-forms").Body(
			app.Form().Class("sw-form sw-plan-new").OnSubmit(on(pp.create), "create-plan").Body(
				app.H2().Text(t("plans.new")),
				app.Div().Class("sw-field").Body(
					app.Label().For("sw-new-name").Text(t("plans.name")),
					app.Div().Class("sw-control").Body(app.Input().Type("text").ID("sw-new-name").AutoComplete(false).Placeholder(defaultPlanName())),
				),
				app.Div().Class("sw-field").Body(
					app.Label().For("sw-new-customer").Text(t("plans.customer")),
					app.Div().Class("sw-control").Body(app.Input().Type("text").ID("sw-new-customer").AutoComplete(false)),
				),
				app.Button().ID("sw-create-plan").Class("sw-btn").Type("submit").Text(t("plans.create")),
				app.Div().Class("sw-field sw-import").Body(
					app.Label().For("sw-import").Text(t("io.import_json")),
					filePicker("sw-import", ".json,application/json", "", pp.importFile, "import"),
					app.P().Class("sw-hint").Text(t("io.import_hint")),
				),
			),
			&RVToolsImport{},
		),
		app.If(len(pp.list) == 0, app.P().ID("sw-no-plans").Text(t("plans.empty"))),
		app.Ul().Class("sw-cards").Body(app.Range(pp.list).Slice(func(i int) app.UI {
			p := pp.list[i]
			href := PlansPath + "?id=" + url.QueryEscape(p.ID)
			return app.Li().Class("sw-card sw-plan-card").DataSet("plan", p.ID).Body(
				app.Div().Class("sw-card-body").Body(
					app.H2().Body(app.A().Href(href).Text(p.Name)),
					app.If(p.Customer != "", app.P().Text(t("print.customer", p.Customer))),
					app.P().Class("sw-plan-meta").Text(t("plans.scenarios", len(p.Scenarios))+" · "+t("plans.updated", msg.Date(lang, p.Updated.Local(), true))),
					app.Div().Class("sw-card-actions").Body(
						app.A().Class("sw-btn sw-btn-small").Href(href).Text(t("plans.open")),
						app.Button().Class("sw-btn sw-btn-small sw-btn-ghost sw-duplicate").Type("button").Text(t("plans.duplicate")).
							OnClick(on(pp.duplicate(p.ID)), "duplicate", p.ID),
						app.Button().Class("sw-btn sw-btn-small sw-btn-ghost sw-delete").Type("button").Text(t("plans.delete")).
							OnClick(on(pp.deletePlan(p.ID)), "delete", p.ID),
					),
				),
			)
		})),
	)
}
