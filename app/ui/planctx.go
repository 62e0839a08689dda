package ui

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
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
func (p *CalcPage) linkHref(l view.Link) string {
	h := l.Href
	if p.pc.plan != "" && p.pc.entry != "" {
		h += "&" + planParam + "=" + url.QueryEscape(p.pc.plan) + "&" + fromParam + "=" + url.QueryEscape(p.pc.entry)
	}
	return h
}

// currentEntry is the plan entry of the inputs shown.
func (p *CalcPage) currentEntry() (plans.Entry, bool) {
	if p.ev == nil || !p.in.Valid() {
		return plans.Entry{}, false
	}
	e := plans.NewEntry(p.ID, p.in.JSON())
	e.From = p.pc.from
	e.Results = p.tracedEntryResults()
	return e, true
}

// planChoice is the plan the toolbar's list shows: the one the user picked,
// else the plan of the page's link, else the first plan, else "new".
func (p *CalcPage) planChoice(list []plans.Summary) string {
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
	case workingPlan() != "" && ok(workingPlan()):
		return workingPlan()
	}
	// not the latest plan, which may be another customer's: a new one
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
	if choice := p.planChoice(l.Summaries()); p.pc.entry != "" && choice == p.pc.plan {
		entry.ID = p.pc.entry
		if _, err := l.UpdateScenario(p.pc.plan, p.pc.entry, entry); err != nil {
			p.status = planError(err)
			return
		}
		pl, _ := l.Get(p.pc.plan)
		p.status = t("plans.saved", pl.Name)
		return
	}
	choice, ok := p.targetPlan(l)
	if !ok {
		return
	}
	added, err := l.AddScenario(choice, entry)
	if err != nil {
		p.status = planError(err)
		return
	}
	pl, _ := l.Get(choice)
	setWorkingPlan(choice)
	p.pc = planContext{plan: choice, entry: added.ID}
	p.chosenPlan = ""
	p.status = t("plans.saved", pl.Name)
	u := *ctx.Page().URL()
	u.RawQuery = p.pageQuery()
	ctx.Page().ReplaceURL(&u)
}

// targetPlan is the id of the plan chosen in the toolbar, creating it when
// "New plan" is chosen (under the name typed next to it); false, with the
// status saying why, when there is none.
func (p *CalcPage) targetPlan(l *plans.Library) (string, bool) {
	choice := p.planChoice(l.Summaries())
	if choice != "new" {
		return choice, true
	}
	field := app.Window().GetElementByID("sw-new-plan-name")
	name := ""
	if field.Truthy() {
		name = strings.TrimSpace(field.Get("value").String())
	}
	if name == "" {
		// A plan is found again by its name: ask for one rather than
		// invent "Plan 2026-12-02 14:03".
		p.status = t("plans.name_needed")
		if field.Truthy() {
			field.Call("focus")
		}
		return "", false
	}
	pl, err := l.Create(name, "")
	if err != nil {
		p.status = planError(err)
		return "", false
	}
	return pl.ID, true
}

// exportAs downloads the shown scenario, as a plan of one, in the format of
// kind (plans.Formats).
func (p *CalcPage) exportAs(kind string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		entry, ok := p.currentEntry()
		if !ok {
			return
		}
		one := plans.Plan{Name: p.f.meta.Title.In(lang), Scenarios: []plans.Entry{entry}}
		name, err := exportFile(one, kind, p.ID)
		if err != nil {
			p.status = planError(err)
			return
		}
		p.status = t("io.downloaded", name)
	}
}

// exportFile writes p in the format of kind (plans.Formats) and offers it
// for download as base and the format's extension; it returns the name.
func exportFile(p plans.Plan, kind, base string) (string, error) {
	f, ok := plans.FormatOf(kind)
	if !ok {
		return "", fmt.Errorf("no export format %q", kind)
	}
	data, err := f.Write(p, plans.ExportOptions{Lang: lang, BaseURL: shareOrigin(), Version: shortVersion()})
	if err != nil {
		return "", err
	}
	name := base + f.Ext
	download(name, f.MIME, data)
	return name, nil
}

// exportButtons are the buttons of the formats offered (plans.Formats, in
// order): #sw-export-<kind>, each calling handler(kind); scope is what else
// the handlers depend on (a plan's id), as go-app's OnClick scope.
func exportButtons(offered func(plans.Format) bool, handler func(kind string) app.EventHandler, scope ...any) app.UI {
	var fs []plans.Format
	for _, f := range plans.Formats {
		if offered(f) {
			fs = append(fs, f)
		}
	}
	return app.Range(fs).Slice(func(i int) app.UI {
		f := fs[i]
		return app.Button().ID("sw-export-"+f.Kind).Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").
			Text(f.Label.In(lang)).Title(f.Title.In(lang)).OnClick(on(handler(f.Kind)), append([]any{"export", f.Kind}, scope...)...)
	})
}

func origin() string { return app.Window().Get("location").Get("origin").String() }

// shareOrigin is origin for links written into a document for a customer
// (Markdown): "" when the site is served from this computer (sizewise
// serve on a laptop), whose address means nothing to anyone else.
func shareOrigin() string {
	if localOrigin() {
		return ""
	}
	return origin()
}

// localOrigin reports whether the page comes from this computer (loopback).
func localOrigin() bool {
	switch h := app.Window().Get("location").Get("hostname").String(); {
	case h == "localhost" || h == "[::1]" || h == "::1" || strings.HasSuffix(h, ".localhost"):
		return true
	case strings.HasPrefix(h, "127."):
		return true
	}
	return false
}

func printPage(ctx app.Context, e app.Event) { app.Window().Call("print") }

// ToolbarState is what the toolbar shows.
type ToolbarState struct {
	Mounted bool // in the browser: plans and downloads work
	Embed   bool
	// NoResult: there is nothing to save or export yet; the toolbar is
	// an empty slot (see ResultsPanel).
	NoResult bool
	Plans    []PlanItem
	Choice   string // the plan chosen in the list, or "new"
	Updating bool   // saving updates the entry the page was opened from
	Storage  bool   // the browser keeps plans here
	Status   string
	// CompareTo is the rule set "Compare with …" copies the scenario to
	// ("" when the calculator has no rule set input).
	CompareTo      string
	CompareToLabel string
}

// PlanItem is a plan in the toolbar's list.
type PlanItem struct{ ID, Name string }

// toolbarState is the toolbar's state from the page's.
func (p *CalcPage) toolbarState() ToolbarState {
	s := ToolbarState{Mounted: p.mounted, Embed: p.Embed, Status: p.status}
	if p.Embed || !p.mounted {
		return s
	}
	l := library()
	s.Storage = l != nil
	var list []plans.Summary
	if l != nil {
		list = l.Summaries()
	}
	for _, pl := range list {
		s.Plans = append(s.Plans, PlanItem(pl))
	}
	s.Choice = p.planChoice(list)
	s.Updating = p.pc.entry != "" && s.Choice == p.pc.plan
	if s.CompareTo = plans.OtherRules(p.in); s.CompareTo != "" {
		s.CompareToLabel = s.CompareTo
		if tx, ok := p.in.Calculator().Meta().ChoiceLabel(plans.RulesInput, s.CompareTo); ok {
			s.CompareToLabel = tx.In(lang)
		}
	}
	return s
}

// Toolbar is the row of plan, export and print actions under the results'
// title. Plans need the browser's storage: not in the prerender.
type Toolbar struct {
	app.Compo
	On    toolbarEvents
	State ToolbarState
}

// toolbarEvents is what the toolbar reports up (the calculator page
// implements it; see formEvents for why an interface).
type toolbarEvents interface {
	choosePlan(ctx app.Context, e app.Event)
	savePlan(ctx app.Context, e app.Event)
	compareRules(ctx app.Context, e app.Event)
	exportAs(kind string) app.EventHandler
	exportDocument(format string) app.EventHandler
}

// Render draws the toolbar.
func (tb *Toolbar) Render() app.UI { return guardRender(tb, "toolbar", tb.render) }

func (tb *Toolbar) render() app.UI {
	s, p := tb.State, tb.On
	if s.Embed || !s.Mounted || s.NoResult {
		return app.Div().Class("sw-toolbar-slot")
	}
	saveLabel := t("plans.save_to")
	if s.Updating {
		saveLabel = t("plans.update")
	}
	return app.Div().Class("sw-toolbar").Body(
		app.If(s.Storage,
			app.Div().Class("sw-toolbar-group sw-save").Body(
				app.Label().For("sw-plan-select").Class("sw-visually-hidden").Text(t("plans.title")),
				app.Select().ID("sw-plan-select").Class("sw-select").OnChange(on(p.choosePlan), "choose-plan").Body(
					app.Range(s.Plans).Slice(func(i int) app.UI {
						o := app.Option().Value(s.Plans[i].ID).Text(s.Plans[i].Name)
						if s.Plans[i].ID == s.Choice {
							o = o.Selected(true) // never Selected(false): see renderAlt
						}
						return o
					}),
					func() app.UI {
						o := app.Option().Value("new").Text(t("plans.new") + "…")
						if s.Choice == "new" {
							o = o.Selected(true)
						}
						return o
					}(),
				),
				// Always there, so the buttons after it keep their place
				// (and stay mounted) when the field comes and goes: a
				// replaced button drops what its handler deferred, such as
				// "Compare with current rules" opening the report.
				app.Span().Class("sw-new-plan").Body(
					app.If(s.Choice == "new",
						app.Label().For("sw-new-plan-name").Class("sw-visually-hidden").Text(t("plans.new_name")),
						app.Input().Type("text").ID("sw-new-plan-name").Class("sw-new-plan-name").Placeholder(t("plans.new_name_hint")).AutoComplete(false),
					),
				),
				app.Button().ID("sw-save-plan").Class("sw-btn sw-btn-small").Type("button").Text(saveLabel).OnClick(on(p.savePlan), "save-plan"),
				app.If(s.CompareTo != "",
					app.Button().ID("sw-compare-rules").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(compareLabel(s.CompareTo)).
						Title(t("compare.with_title", s.CompareToLabel)).OnClick(on(p.compareRules), "compare-rules"),
				),
				app.A().ID("sw-plans-link").Class("sw-btn sw-btn-small sw-btn-ghost").Href(PlansPath).Text(t("plans.title")),
			),
		),
		app.If(!s.Storage, app.P().Class("sw-hint").Text(t("plans.unavailable_short"))),
		app.Div().Class("sw-toolbar-group sw-exports").Body(
			exportButtons(func(f plans.Format) bool { return f.Scenario }, p.exportAs),
			officeButton("docx", p.exportDocument("docx"), "document"),
			officeButton("pptx", p.exportDocument("pptx"), "document"),
			app.Button().ID("sw-print").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t("print.print")).OnClick(on(printPage), "print"),
		),
		app.If(s.Status != "", app.P().ID("sw-status").Class("sw-status").Role("status").Text(s.Status)),
	)
}
