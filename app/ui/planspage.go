package ui

import (
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
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

func (pp *PlansPage) create(ctx app.Context, e app.Event) {
	e.PreventDefault()
	name := strings.TrimSpace(app.Window().GetElementByID("sw-new-name").Get("value").String())
	customer := strings.TrimSpace(app.Window().GetElementByID("sw-new-customer").Get("value").String())
	if name == "" {
		name = defaultPlanName()
	}
	pl, err := library().Create(name, customer)
	if err != nil {
		pp.say("", err)
		return
	}
	pp.refresh(ctx)
	ctx.Navigate(PlansPath + "?id=" + url.QueryEscape(pl.ID))
}

// defaultPlanName is the name a plan gets when the user leaves it empty; the
// form shows it as the placeholder, so nothing is named behind their back.
func defaultPlanName() string {
	return t("plans.default_name", msg.Date(lang, time.Now(), true))
}

func (pp *PlansPage) duplicate(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		c, err := library().Duplicate(id)
		pp.say(t("plans.saved", c.Name), err)
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) deletePlan(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		l := library()
		p, ok := l.Get(id)
		if !ok {
			pp.say("", plans.ErrNotFound)
			return
		}
		if err := l.Delete(id); err != nil {
			pp.say("", err)
			return
		}
		pp.status, pp.canUndo = t("plans.deleted", p.Name), true
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) undo(ctx app.Context, e app.Event) {
	p, err := library().Undo()
	pp.say(t("plans.restored", p.Name), err)
	pp.refresh(ctx)
}

func (pp *PlansPage) discard(key string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		pp.say("", library().Discard(key))
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) move(planID, entryID string, to int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		pp.say("", library().MoveScenario(planID, entryID, to))
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) removeEntry(planID, entryID string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		pp.say(t("plans.removed"), library().RemoveScenario(planID, entryID))
		pp.refresh(ctx)
	}
}

// saveNote and saveTitle keep what the user typed in an entry's note or
// title box (plans.Library.SetNote, SetTitle).
func (pp *PlansPage) saveNote(planID, entryID string) app.EventHandler {
	return pp.saveText(planID, entryID, (*plans.Library).SetNote, "plans.note_saved")
}

func (pp *PlansPage) saveTitle(planID, entryID string) app.EventHandler {
	return pp.saveText(planID, entryID, (*plans.Library).SetTitle, "report.title_saved")
}

// saveText stores the changed box's value with set and says done.
func (pp *PlansPage) saveText(planID, entryID string, set func(l *plans.Library, planID, entryID, text string) (plans.Entry, error), done string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		_, err := set(library(), planID, entryID, ctx.JSSrc().Get("value").String())
		pp.say(t(done), err)
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) rename(planID string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		name := app.Window().GetElementByID("sw-plan-name").Get("value").String()
		customer := app.Window().GetElementByID("sw-plan-customer").Get("value").String()
		l := library()
		if _, err := l.Rename(planID, name); err != nil {
			pp.say("", err)
			return
		}
		p, err := l.SetCustomer(planID, customer)
		pp.say(t("plans.saved", p.Name), err)
		pp.refresh(ctx)
	}
}

// addCalculator opens the calculator chosen in the plan's "Add" list with
// the plan preselected, so "Save to plan" adds to this plan.
func (pp *PlansPage) addCalculator(planID string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		id := app.Window().GetElementByID("sw-add-calc").Get("value").String()
		if _, ok := calc.Lookup(id); !ok {
			return
		}
		ctx.Navigate("/" + id + "?" + planParam + "=" + url.QueryEscape(planID))
	}
}

func (pp *PlansPage) importFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	if size := file.Get("size").Float(); size > plans.MaxImport {
		pp.errs, pp.status = nil, t("io.too_large", num(size/(1<<20)), num(plans.MaxImport/(1<<20)))
		return
	}
	var then app.Func
	then = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("callback")
		defer then.Release()
		text := args[0].String()
		dispatch(ctx, func(ctx app.Context) {
			imp, err := plans.ImportJSON([]byte(text))
			if err != nil {
				pp.errs, pp.status = plans.AsErrors(err), t("io.import_failed")
				return
			}
			pl, err := library().Import(imp.Plan)
			if err != nil {
				pp.errs = nil
				pp.say("", err)
				return
			}
			pp.errs = imp.Problems
			pp.status = t("io.imported", pl.Name)
			pp.refresh(ctx)
		})
		return nil
	})
	file.Call("text").Call("then", then)
}

// export downloads the plan with id, as it is in the library now, in the
// format of kind (plans.Formats).
func (pp *PlansPage) export(id string) func(kind string) app.EventHandler {
	return func(kind string) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			p, ok := library().Get(id)
			if !ok {
				pp.say("", plans.ErrNotFound)
				return
			}
			name, err := exportFile(p, kind, safeName(p.Name))
			if err != nil {
				pp.say("", err)
				return
			}
			pp.say(t("io.downloaded", name), nil)
		}
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

// renderPlan is one plan as a report (report.go): its details and the
// summary, the inventory of an import, the comparisons, every scenario
// with its inputs, results, warnings, chart, note and share link, then the
// worked steps and sources as an appendix.
func (pp *PlansPage) renderPlan(p plans.Plan) app.UI {
	all := calc.All()
	can := comparable(p)
	return app.Article().Class("sw-report").Body(
		app.Nav().Class("sw-crumbs sw-no-print").Body(app.A().Href(PlansPath).Text(t("plans.title")), app.Span().Text(" / "+p.Name)),
		app.H1().Class("sw-title").Text(p.Name),
		app.P().Class("sw-report-meta").Body(
			app.If(p.Customer != "", app.Span().Text(t("print.customer", p.Customer)+" · ")),
			app.Span().Text(t("print.date", msg.Date(lang, time.Now(), false))+" · "),
			app.Span().Text(t("print.version", shortVersion())),
		),
		app.Form().Class("sw-toolbar sw-plan-edit sw-no-print").OnSubmit(on(pp.rename(p.ID)), "rename", p.ID).Body(
			app.Label().For("sw-plan-name").Text(t("plans.name")),
			app.Input().Type("text").ID("sw-plan-name").Value(p.Name),
			app.Label().For("sw-plan-customer").Text(t("plans.customer")),
			app.Input().Type("text").ID("sw-plan-customer").Value(p.Customer),
			app.Button().ID("sw-rename").Class("sw-btn sw-btn-small").Type("submit").Text(t("plans.rename")),
		),
		app.Div().Class("sw-toolbar sw-exports sw-no-print").Body(
			app.Span().Class("sw-toolbar-label").Text(t("io.export")),
			exportButtons(func(f plans.Format) bool { return f.Plan }, pp.export(p.ID), p.ID),
			officeButton("docx", pp.exportDocument(p.ID, "docx"), "document", p.ID),
			officeButton("pptx", pp.exportDocument(p.ID, "pptx"), "document", p.ID),
			app.Button().ID("sw-print").Class("sw-btn sw-btn-small").Type("button").Text(t("print.print")).OnClick(on(printPage), "print"),
		),
		app.If(len(p.Scenarios) == 0, app.P().ID("sw-plan-empty").Class("sw-hint").Text(t("plans.no_scenarios"))),
		app.Div().Class("sw-no-print").Body(pp.computing.shown()),
		pp.renderSummary(p),
		pp.renderInventory(p),
		pp.renderComparisons(p),
		pp.compareBar(p, can),
		app.Div().ID("sw-scenarios").Class("sw-scenarios sw-chapter").Body(
			app.H2().Class("sw-chapter-title").Text(t("report.scenarios")),
			pp.renderFoldAll(p),
			app.Range(p.Scenarios).Slice(func(i int) app.UI { return pp.renderEntry(p, i, can) }),
		),
		app.Form().Class("sw-toolbar sw-add-calc sw-no-print").OnSubmit(on(pp.addCalculator(p.ID)), "add-calc", p.ID).Body(
			app.Label().For("sw-add-calc").Text(t("plans.add_calculator")),
			app.Select().ID("sw-add-calc").Class("sw-select").Body(app.Range(all).Slice(func(i int) app.UI {
				m := all[i].Meta()
				return app.Option().Value(m.ID).Text(m.Title.In(lang))
			})),
			app.Button().ID("sw-add-calc-go").Class("sw-btn sw-btn-small").Type("submit").Text(t("plans.add")),
		),
		pp.renderAppendix(p),
	)
}

// renderEntry is entry i of plan p in the report: a ReportEntry, which
// redraws only when what it shows changes (ticking another entry for a
// comparison, or one more entry computed, leaves the others as they are).
func (pp *PlansPage) renderEntry(p plans.Plan, i int, can map[string]bool) app.UI {
	e := p.Scenarios[i]
	var from string
	if e.From != "" {
		if j := p.Index(e.From); j >= 0 {
			from = t("plans.chain") + ": " + ordinal(j+1) + " → " + ordinal(i+1)
		}
	}
	res, _ := pp.resultOf(e)
	return &ReportEntry{Page: pp, PlanID: p.ID, Entry: e, Index: i, Count: len(p.Scenarios), Chain: from,
		Heading: entryHeading(p, i), Folded: pp.folded[e.ID],
		Pickable: can[e.Scenario.Calculator], Picked: pp.selected[e.ID], Result: res, Lang: lang}
}

// ReportEntry is one scenario of the plan report: its inputs, results,
// steps, warnings, sources, chart and links, and the buttons acting on it.
// Page (the same pointer on every render) takes the events; the rest is
// what is drawn.
type ReportEntry struct {
	app.Compo
	Page     *PlansPage
	PlanID   string
	Entry    plans.Entry
	Index    int    // its place in the plan, from 0
	Count    int    // the plan's number of entries
	Chain    string // "Chained: 1 → 2", when its inputs come from another entry
	Heading  string // "3. vSAN policy capacity: Site A" (entryHeading)
	Folded   bool   // folded on the screen: its heading and answer alone
	Pickable bool   // another entry has its calculator: it can be compared
	Picked   bool   // ticked for a comparison
	Result   *entryResult
	Lang     msg.Lang
}

// Render draws the entry.
func (re *ReportEntry) Render() app.UI { return guardRender(re, "entry", re.render) }

func (re *ReportEntry) render() app.UI {
	pp, e, i := re.Page, re.Entry, re.Index
	c, ok := calc.Lookup(e.Scenario.Calculator)
	if !ok {
		return app.Section().Class("sw-report-entry").Body(app.H2().Text(e.Scenario.Calculator))
	}
	m := c.Meta()
	link := plans.ShareLink(e)
	open := link + sep(link) + planParam + "=" + url.QueryEscape(re.PlanID) + "&" + entryParam + "=" + url.QueryEscape(e.ID)
	var metrics, details app.UI
	var inputs []view.Value
	var errs []view.Problem
	if res := re.Result; res != nil {
		inputs, errs = res.Inputs, res.Problems
		if res.View != nil {
			metrics, details = metricsView(res.View), resultParts(res.View, nil, false)
		}
	} else {
		metrics = app.P().Class("sw-hint sw-computing").Text(t("plans.entry_computing"))
	}
	noteID, titleID, bodyID := "sw-note-"+e.ID, "sw-title-"+e.ID, "entry-body-"+e.ID
	cls, toggle := "sw-report-entry", t("report.collapse", ordinal(i+1))
	if re.Folded {
		cls, toggle = cls+" sw-folded", t("report.expand", ordinal(i+1))
	}
	return app.Section().Class(cls).ID("entry-"+e.ID).DataSet("entry", e.ID).Body(
		app.H2().Class("sw-entry-heading").Body(
			app.Button().Class("sw-entry-toggle").Type("button").Aria("expanded", !re.Folded).Aria("controls", bodyID).
				Title(toggle).OnClick(on(pp.fold(e.ID)), "fold", e.ID).Text(re.Heading),
		),
		// folded, the answer stays in sight under the name
		app.If(re.Folded, app.P().Class("sw-entry-answer sw-no-print").Text(entryAnswer(re.Result))),
		app.Div().ID(bodyID).Class("sw-fold-body").Body(
			app.P().Class("sw-entry-question").Text(m.Question.In(lang)),
			app.If(re.Chain != "", app.P().Class("sw-hint").Text(re.Chain)),
			app.Div().Class("sw-toolbar sw-no-print").Body(
				re.pickBox(),
				app.A().Class("sw-btn sw-btn-small sw-open-entry").Href(open).Text(t("plans.open")),
				app.If(i > 0, app.Button().Class("sw-btn sw-btn-small sw-btn-ghost sw-move-up").Type("button").Text("↑").Aria("label", t("plans.move_up")).Title(t("plans.move_up")).
					OnClick(on(pp.move(re.PlanID, e.ID, i-1)), "move", re.PlanID, e.ID, i-1)),
				app.If(i < re.Count-1, app.Button().Class("sw-btn sw-btn-small sw-btn-ghost sw-move-down").Type("button").Text("↓").Aria("label", t("plans.move_down")).Title(t("plans.move_down")).
					OnClick(on(pp.move(re.PlanID, e.ID, i+1)), "move", re.PlanID, e.ID, i+1)),
				app.Button().Class("sw-btn sw-btn-small sw-btn-ghost sw-remove-entry").Type("button").Text(t("plans.remove_scenario")).
					OnClick(on(pp.removeEntry(re.PlanID, e.ID)), "remove", re.PlanID, e.ID),
			),
			// What the answer brings (problems, inputs, results) is drawn
			// in boxes that are always there, so that the fields around them
			// keep their places when it comes: the worker answers while the
			// user may be typing a title or a note, and a field that moved
			// would be drawn anew, empty (what was typed lost).
			app.Div().Class("sw-entry-problems").Body(
				app.If(len(errs) > 0, app.Div().Class("sw-notice").Body(app.Range(errs).Slice(func(k int) app.UI {
					return app.P().Body(app.Code().Text(errs[k].Field), app.Text(": "+errs[k].Text))
				}))),
			),
			app.Div().Class("sw-field sw-entry-title sw-no-print").Body(
				app.Label().For(titleID).Text(t("report.title")),
				app.Input().Type("text").ID(titleID).Value(e.Title).MaxLength(plans.MaxNameLen).Title(t("report.title_hint")).
					OnChange(on(pp.saveTitle(re.PlanID, e.ID)), "title", re.PlanID, e.ID),
			),
			app.Div().Class("sw-entry-result").Body(inputsTable(inputs), metrics, details),
			app.Div().Class("sw-field sw-note sw-no-print").Body(
				app.Label().For(noteID).Text(t("plans.note")),
				app.Textarea().ID(noteID).Rows(2).Text(e.Note).Placeholder(t("plans.note_hint")).
					OnChange(on(pp.saveNote(re.PlanID, e.ID)), "note", re.PlanID, e.ID),
			),
			app.If(e.Note != "", app.P().Class("sw-note-print sw-print-only").DataSet("label", t("plans.note")).Text(e.Note)),
			explanationView(e.Explanation),
			app.A().Class("sw-to-steps sw-no-print").Href("#steps-"+e.ID).Text(t("report.to_steps")+" ↓"),
			// on screen always; printed only when the address means something
			// to the reader (not this laptop's sizewise serve)
			app.P().Class(shareClass()).Body(app.Text(t("print.link")+": "), app.A().Href(link).Text(origin()+link)),
		),
	)
}

// explanationView is how an entry's inputs were derived (an import's
// notes), read-only and apart from the user's note: folded on the screen,
// whole in print.
func explanationView(lines []string) app.UI {
	if len(lines) == 0 {
		return nil
	}
	list := func() app.UI {
		return app.Ul().Class("sw-explained-lines").Body(app.Range(lines).Slice(func(i int) app.UI { return app.Li().Text(lines[i]) }))
	}
	return app.Div().Class("sw-explained").Body(
		app.Details().Class("sw-fold sw-no-print").Body(app.Summary().Text(t("plans.explained")), list()),
		app.Div().Class("sw-print-only").Body(app.P().Class("sw-explained-title").Text(t("plans.explained")), list()),
	)
}

// shareClass is the share link's class: sw-share-local (not printed) when
// the page comes from this computer.
func shareClass() string {
	if localOrigin() {
		return "sw-share sw-share-local"
	}
	return "sw-share"
}

// sep is the separator before one more query parameter of href.
func sep(href string) string {
	if strings.Contains(href, "?") {
		return "&"
	}
	return "?"
}

// inputsTable lists a scenario's inputs with their labels and units.
func inputsTable(inputs []view.Value) app.UI {
	return app.Table().Class("sw-table sw-inputs").Body(
		app.Caption().Text(t("print.inputs")),
		app.TBody().Body(app.Range(inputs).Slice(func(i int) app.UI {
			v := inputs[i]
			return app.Tr().Body(app.Th().Scope("row").Text(v.Label), app.Td().Class("sw-num").Text(v.WithUnit()))
		})),
	)
}

// ordinal numbers the scenarios of a plan from 1.
func ordinal(i int) string { return num(float64(i)) }

// renderInventory draws the inventory summary of a plan imported from an
// RVTools workbook, nothing for other plans.
func (pp *PlansPage) renderInventory(p plans.Plan) app.UI {
	inv, ok := decodeInventory(p.Inventory)
	if !ok {
		return nil
	}
	return inventoryView("sw-inventory", inv, p.Notes)
}
