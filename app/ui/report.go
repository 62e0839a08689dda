package ui

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
)

// The plan report is laid out as a customer report (issue 30 item 2), as
// the Word document is (app/office): a one-page summary (each scenario's
// name, its answer and the warning that decides it), the inventory of an
// import, the comparisons, one section per scenario (its question, the
// inputs that apply, results, warnings, note and the import's
// explanation), then the worked steps and sources of every scenario as an
// appendix. On the screen each scenario's section folds under its heading
// (a long import is tens of thousands of pixels tall on a phone); paper
// always shows it whole.

// entryHeading is the heading of entry i of p: "3. vSAN policy capacity:
// Site A", the calculator's title and the entry's name when it has one.
func entryHeading(p plans.Plan, i int) string {
	e := p.Scenarios[i]
	h := e.Scenario.Calculator
	if c, ok := calc.Lookup(e.Scenario.Calculator); ok {
		h = c.Meta().Title.In(lang)
	}
	if e.Title != "" {
		h += ": " + e.Title
	}
	return ordinal(i+1) + ". " + h
}

// entryAnswer is an entry's answer in one line (its headline results), a
// "computing" line while it is evaluated, or what keeps it from being
// computed.
func entryAnswer(r *entryResult) string {
	switch {
	case r == nil:
		return t("plans.entry_computing")
	case r.View == nil:
		return t("report.not_computed")
	}
	return r.View.Answer()
}

// renderSummary is the report's first chapter: a table of the scenarios,
// each its name (a link to its section), answer and deciding warning.
func (pp *PlansPage) renderSummary(p plans.Plan) app.UI {
	if len(p.Scenarios) == 0 {
		return nil
	}
	return app.Section().ID("sw-summary").Class("sw-report-summary sw-chapter").Body(
		app.H2().Text(t("report.summary")),
		app.Table().Class("sw-table sw-summary-table").Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text(t("report.summary_scenario")),
				app.Th().Scope("col").Text(t("report.summary_answer")),
				app.Th().Scope("col").Text(t("report.summary_deciding")),
			)),
			app.TBody().Body(app.Range(p.Scenarios).Slice(func(i int) app.UI {
				e := p.Scenarios[i]
				r, _ := pp.resultOf(e)
				deciding := t("report.no_warning")
				if r != nil && r.View != nil && r.View.Deciding() != "" {
					deciding = r.View.Deciding()
				}
				if r == nil {
					deciding = ""
				}
				return app.Tr().DataSet("entry", e.ID).Body(
					app.Th().Scope("row").Body(app.A().Href("#entry-"+e.ID).Text(entryHeading(p, i))),
					app.Td().Class("sw-summary-answer").Text(entryAnswer(r)),
					app.Td().Class("sw-summary-deciding").Text(deciding),
				)
			})),
		),
	)
}

// renderFoldAll is the "Collapse all / Expand all" bar of the scenarios'
// sections (not printed).
func (pp *PlansPage) renderFoldAll(p plans.Plan) app.UI {
	if len(p.Scenarios) < 2 {
		return nil
	}
	return app.Div().Class("sw-toolbar sw-fold-all sw-no-print").Body(
		app.Button().ID("sw-collapse-all").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("report.collapse_all")).
			OnClick(on(pp.foldAll(p.ID, true)), "fold-all", p.ID, true),
		app.Button().ID("sw-expand-all").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("report.expand_all")).
			OnClick(on(pp.foldAll(p.ID, false)), "fold-all", p.ID, false),
	)
}

// foldAll folds (or unfolds) every scenario of the plan.
func (pp *PlansPage) foldAll(planID string, fold bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p, ok := library().Get(planID)
		if !ok {
			return
		}
		if pp.folded == nil {
			pp.folded = map[string]bool{}
		}
		for _, en := range p.Scenarios {
			pp.folded[en.ID] = fold
		}
	}
}

// fold folds or unfolds one scenario's section: the state is the page's,
// by entry id, so it stays as the report redraws (an entry computed, a
// note saved, another tab's change).
func (pp *PlansPage) fold(entryID string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if pp.folded == nil {
			pp.folded = map[string]bool{}
		}
		pp.folded[entryID] = !pp.folded[entryID]
	}
}

// renderAppendix is the report's last chapter: each scenario's worked
// steps and sources, under its heading, folded with its section.
func (pp *PlansPage) renderAppendix(p plans.Plan) app.UI {
	if len(p.Scenarios) == 0 {
		return nil
	}
	return app.Section().ID("sw-appendix").Class("sw-appendix sw-chapter").Body(
		app.H2().Text(t("report.appendix")),
		app.Range(p.Scenarios).Slice(func(i int) app.UI {
			e := p.Scenarios[i]
			r, _ := pp.resultOf(e)
			var body app.UI
			if r != nil && r.View != nil {
				body = workedOnPaper(r.View)
			} else {
				body = app.P().Class("sw-hint").Text(entryAnswer(r))
			}
			cls := "sw-appendix-entry"
			if pp.folded[e.ID] {
				cls += " sw-folded"
			}
			return app.Section().ID("steps-"+e.ID).Class(cls).DataSet("entry", e.ID).Body(
				app.H3().Text(entryHeading(p, i)),
				app.Div().Class("sw-fold-body").Body(body),
			)
		}),
	)
}

// workedOnPaper is a result's worked steps and sources as the appendix
// shows them: headed lists, unfolded.
func workedOnPaper(r *view.Result) app.UI {
	return app.Div().Class("sw-worked").Body(
		app.If(len(r.Steps) > 0, app.H4().Text(t("results.steps"))),
		// a component: the page's redraws leave it as it is (a result of
		// 1,000 VMs has 2,126 steps)
		&StepsView{Steps: r.Steps},
		app.If(len(r.Sources) > 0, app.H4().Text(t("results.sources"))),
		app.Ul().Class("sw-sources").Body(app.Range(r.Sources).Slice(func(i int) app.UI {
			return app.Li().Text(r.Sources[i])
		})),
	)
}
