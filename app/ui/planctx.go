package ui

import (
	"encoding/json"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/calc"
)

// The query parameters that tie a calculator page to a plan: the plan, the
// entry the page edits, and the entry a "send to" link came from (chaining).
const (
	planParam  = "plan"
	entryParam = "entry"
	fromParam  = "from"
)

// planContext is where a calculator page stands in a plan, from its URL.
type planContext struct {
	plan, entry, from string
}

func planContextOf(q url.Values) planContext {
	return planContext{plan: q.Get(planParam), entry: q.Get(entryParam), from: q.Get(fromParam)}
}

// linkHref is the URL of a "send to" link; inside a plan it carries the plan
// and this entry, so the next calculator saves into the same chain.
func (p *CalcPage) linkHref(l calc.Link) string {
	h := linkHref(l)
	if p.pc.plan != "" && p.pc.entry != "" {
		h += "&" + planParam + "=" + url.QueryEscape(p.pc.plan) + "&" + fromParam + "=" + url.QueryEscape(p.pc.entry)
	}
	return h
}

// currentEntry is the plan entry of the inputs shown.
func (p *CalcPage) currentEntry() (plans.Entry, bool) {
	if p.ev == nil {
		return plans.Entry{}, false
	}
	in, err := json.Marshal(p.ev.Result.Inputs)
	if err != nil {
		return plans.Entry{}, false
	}
	e := plans.NewEntry(p.ID, in)
	e.From = p.pc.from
	return e, true
}

// planChoice is the plan the toolbar's list shows: the one the user picked,
// else the plan of the page's link, else the first plan, else "new".
func (p *CalcPage) planChoice(list []plans.Plan) string {
	ok := func(id string) bool {
		for _, pl := range list {
			if pl.ID == id {
				return true
			}
		}
		return false
	}
	switch {
	case p.chosenPlan == "new" || (p.chosenPlan != "" && ok(p.chosenPlan)):
		return p.chosenPlan
	case p.pc.plan != "" && ok(p.pc.plan):
		return p.pc.plan
	case len(list) > 0:
		return list[0].ID
	}
	return "new"
}

func (p *CalcPage) choosePlan(ctx app.Context, e app.Event) {
	p.chosenPlan = ctx.JSSrc().Get("value").String()
}

// savePlan saves the shown inputs into the plan chosen in the toolbar (or a
// new one, named as the user typed), or updates the entry the page was
// opened from.
func (p *CalcPage) savePlan(ctx app.Context, e app.Event) {
	l := library()
	entry, ok := p.currentEntry()
	if l == nil || !ok {
		return
	}
	choice := p.planChoice(l.List())
	if p.pc.entry != "" && choice == p.pc.plan {
		entry.ID = p.pc.entry
		if _, err := l.UpdateScenario(p.pc.plan, p.pc.entry, entry); err != nil {
			p.status = planError(err)
			return
		}
		pl, _ := l.Get(p.pc.plan)
		p.status = t("plans.saved", pl.Name)
		return
	}
	if choice == "new" {
		name := strings.TrimSpace(app.Window().GetElementByID("sw-new-plan-name").Get("value").String())
		if name == "" {
			name = defaultPlanName()
		}
		pl, err := l.Create(name, "")
		if err != nil {
			p.status = planError(err)
			return
		}
		choice = pl.ID
	}
	added, err := l.AddScenario(choice, entry)
	if err != nil {
		p.status = planError(err)
		return
	}
	pl, _ := l.Get(choice)
	p.pc = planContext{plan: choice, entry: added.ID}
	p.chosenPlan = ""
	p.status = t("plans.saved", pl.Name)
	u := *ctx.Page().URL()
	u.RawQuery = p.pageQuery()
	ctx.Page().ReplaceURL(&u)
}

// exportAs downloads the shown scenario as JSON (the contract's scenario
// document), CSV or Markdown.
func (p *CalcPage) exportAs(kind string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		entry, ok := p.currentEntry()
		if !ok {
			return
		}
		one := plans.Plan{Name: p.f.meta.Title, Scenarios: []plans.Entry{entry}}
		var data []byte
		var err error
		switch kind {
		case "json":
			data, err = plans.ExportScenarioJSON(entry)
		case "csv":
			data, err = plans.ExportCSV(one)
		case "md":
			data = plans.ExportMarkdown(one, plans.MarkdownOptions{BaseURL: origin(), Version: Version})
		}
		if err != nil {
			p.status = planError(err)
			return
		}
		download(p.ID+"."+kind, mimeOf(kind), data)
		p.status = t("io.downloaded", p.ID+"."+kind)
	}
}

func mimeOf(kind string) string {
	switch kind {
	case "json":
		return "application/json"
	case "csv":
		return "text/csv"
	}
	return "text/markdown"
}

func origin() string { return app.Window().Get("location").Get("origin").String() }

func printPage(ctx app.Context, e app.Event) { app.Window().Call("print") }

// renderToolbar is the row of plan, export and print actions under the
// results' title. Plans need the browser's storage: not in the prerender.
func (p *CalcPage) renderToolbar() app.UI {
	if p.Embed || !p.mounted || p.ev == nil {
		return nil
	}
	l := library()
	var list []plans.Plan
	if l != nil {
		list = l.List()
	}
	choice := p.planChoice(list)
	saveLabel := t("plans.save_to")
	if p.pc.entry != "" && choice == p.pc.plan {
		saveLabel = t("plans.update")
	}
	return app.Div().Class("sw-toolbar").Body(
		app.If(l != nil,
			app.Div().Class("sw-toolbar-group sw-save").Body(
				app.Label().For("sw-plan-select").Class("sw-visually-hidden").Text(t("plans.title")),
				app.Select().ID("sw-plan-select").Class("sw-select").OnChange(on(p.choosePlan), "choose-plan").Body(
					app.Range(list).Slice(func(i int) app.UI {
						o := app.Option().Value(list[i].ID).Text(list[i].Name)
						if list[i].ID == choice {
							o = o.Selected(true) // never Selected(false): see renderAlt
						}
						return o
					}),
					func() app.UI {
						o := app.Option().Value("new").Text(t("plans.new") + "…")
						if choice == "new" {
							o = o.Selected(true)
						}
						return o
					}(),
				),
				app.If(choice == "new",
					app.Label().For("sw-new-plan-name").Class("sw-visually-hidden").Text(t("plans.new_name")),
					app.Input().Type("text").ID("sw-new-plan-name").Class("sw-new-plan-name").Placeholder(defaultPlanName()).AutoComplete(false),
				),
				app.Button().ID("sw-save-plan").Class("sw-btn sw-btn-small").Type("button").Text(saveLabel).OnClick(on(p.savePlan), "save-plan"),
				app.A().ID("sw-plans-link").Class("sw-btn sw-btn-small sw-btn-ghost").Href(PlansPath).Text(t("plans.title")),
			),
		),
		app.If(l == nil, app.P().Class("sw-hint").Text(t("plans.unavailable_short"))),
		app.Div().Class("sw-toolbar-group sw-exports").Body(
			app.Button().ID("sw-export-json").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("JSON").Title(t("io.export_json")).OnClick(on(p.exportAs("json")), "export", "json"),
			app.Button().ID("sw-export-csv").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("CSV").Title(t("io.export_csv")).OnClick(on(p.exportAs("csv")), "export", "csv"),
			app.Button().ID("sw-export-md").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("Markdown").Title(t("io.export_markdown")).OnClick(on(p.exportAs("md")), "export", "md"),
			app.Button().ID("sw-print").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("print.print")).OnClick(on(printPage), "print"),
		),
		app.If(p.status != "", app.P().ID("sw-status").Class("sw-status").Role("status").Text(p.status)),
	)
}
