package ui

import (
	"encoding/json"
	"net/url"
	"time"

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

// savePlan saves the shown inputs into the plan chosen in the toolbar (or a
// new one), or updates the entry the page was opened from.
func (p *CalcPage) savePlan(ctx app.Context, e app.Event) {
	l := library()
	entry, ok := p.currentEntry()
	if l == nil || !ok {
		return
	}
	choice := app.Window().GetElementByID("sw-plan-select").Get("value").String()
	if p.pc.entry != "" && choice == p.pc.plan {
		entry.ID = p.pc.entry
		if _, err := l.UpdateScenario(p.pc.plan, p.pc.entry, entry); err != nil {
			p.status = err.Error()
			return
		}
		pl, _ := l.Get(p.pc.plan)
		p.status = t("plans.saved", pl.Name)
		return
	}
	if choice == "" || choice == "new" {
		pl, err := l.Create(t("plans.default_name", time.Now().Format("2006-01-02 15:04")), "")
		if err != nil {
			p.status = err.Error()
			return
		}
		choice = pl.ID
	}
	added, err := l.AddScenario(choice, entry)
	if err != nil {
		p.status = err.Error()
		return
	}
	pl, _ := l.Get(choice)
	p.pc = planContext{plan: choice, entry: added.ID}
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
			p.status = err.Error()
			return
		}
		download(p.ID+"."+kind, mimeOf(kind), data)
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
	var list []plans.Plan
	if l := library(); l != nil {
		list = l.List()
	}
	saveLabel := t("plans.save_to")
	if p.pc.entry != "" {
		saveLabel = t("plans.update")
	}
	return app.Div().Class("sw-toolbar").Body(
		app.Label().For("sw-plan-select").Class("sw-visually-hidden").Text(t("plans.title")),
		app.Select().ID("sw-plan-select").Class("sw-select").Body(
			app.Range(list).Slice(func(i int) app.UI {
				o := app.Option().Value(list[i].ID).Text(list[i].Name)
				if list[i].ID == p.pc.plan {
					o = o.Selected(true)
				}
				return o
			}),
			app.Option().Value("new").Text(t("plans.new")),
		),
		app.Button().ID("sw-save-plan").Class("sw-btn sw-btn-small").Type("button").Text(saveLabel).OnClick(p.savePlan),
		app.A().Class("sw-btn sw-btn-small sw-btn-ghost").Href("/plans").Text(t("plans.title")),
		app.Span().Class("sw-toolbar-sep"),
		app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("JSON").Title(t("io.export_json")).OnClick(p.exportAs("json")),
		app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("CSV").Title(t("io.export_csv")).OnClick(p.exportAs("csv")),
		app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text("Markdown").Title(t("io.export_markdown")).OnClick(p.exportAs("md")),
		app.Button().Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("print.print")).OnClick(printPage),
		app.If(p.status != "", app.P().ID("sw-status").Class("sw-status").Role("status").Text(p.status)),
	)
}
