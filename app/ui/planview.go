package ui

import (
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

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
	return &ReportEntry{On: pp, PlanID: p.ID, Entry: e, Index: i, Count: len(p.Scenarios), Chain: from,
		Heading: entryHeading(p, i), Folded: pp.folded[e.ID],
		Pickable: can[e.Scenario.Calculator], Picked: pp.selected[e.ID], Result: res, Lang: lang}
}

// ReportEntry is one scenario of the plan report: its inputs, results,
// steps, warnings, sources, chart and links, and the buttons acting on it.
// On takes its events; the rest is what is drawn.
type ReportEntry struct {
	app.Compo
	On       entryEvents
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

// entryEvents is what a plan's entry reports up (the plans page implements
// it; see formEvents for why an interface): folded, moved, removed, its
// title and note edited, ticked for a comparison.
type entryEvents interface {
	fold(entryID string) app.EventHandler
	move(planID, entryID string, to int) app.EventHandler
	removeEntry(planID, entryID string) app.EventHandler
	saveTitle(planID, entryID string) app.EventHandler
	saveNote(planID, entryID string) app.EventHandler
	pick(planID, entryID string) app.EventHandler
}

// Render draws the entry.
func (re *ReportEntry) Render() app.UI { return guardRender(re, "entry", re.render) }

func (re *ReportEntry) render() app.UI {
	pp, e, i := re.On, re.Entry, re.Index
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
