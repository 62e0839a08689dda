package ui

import (
	"net/url"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/rules"
)

// Comparisons: the plan report draws each comparison of the plan from
// plans.Compare (view.Compare of the entries' answers), above the entries;
// ticking two or more entries of one calculator and "Compare selected" adds
// one; "Compare with current rules" on a calculator page saves the scenario
// shown and its copy under the other rule set into the chosen plan, as a
// comparison, and opens the report there.

// planFlash is a status for the plans page to show when it opens next: the
// outcome of an action another page took before navigating there (a
// server's flash message). The plans page takes it once. A variable of the
// package, not go-app's state (ctx.SetState): that store links its
// encryption of persistent states (AES-GCM) into app.wasm, 17 KB of brotli
// measured, for one string handed from a page to the next.
var planFlash string

// comparisonID is the element id of a comparison's section (the report's
// URL fragment after "Compare").
func comparisonID(id string) string { return "compare-" + id }

// renderComparisons draws the plan's comparisons (an empty box when there
// are none, so what follows keeps its place in the page when one is added).
func (pp *PlansPage) renderComparisons(p plans.Plan) app.UI {
	return app.Div().Class("sw-comparisons").Body(app.Range(p.Comparisons).Slice(func(k int) app.UI {
		return pp.renderComparison(p, p.Comparisons[k])
	}))
}

// renderComparison draws one comparison: its heading, which scenarios, and
// the table, once every compared entry is computed.
func (pp *PlansPage) renderComparison(p plans.Plan, c plans.Comparison) app.UI {
	var all []int
	title := ""
	computed := true
	for _, id := range c.Entries {
		i := p.Index(id)
		if i < 0 {
			continue
		}
		all = append(all, i+1)
		if cl, ok := calc.Lookup(p.Scenarios[i].Scenario.Calculator); ok && title == "" {
			title = cl.Meta().Title.In(lang)
		}
		if _, ok := pp.resultOf(p.Scenarios[i]); !ok {
			computed = false
		}
	}
	var body app.UI
	var cmp plans.Compared
	if computed {
		cmp = plans.Compare(p, c, func(e plans.Entry) *view.Result {
			r, _ := pp.resultOf(e)
			return r.View
		})
		body = compareView(p, cmp)
	} else {
		body = app.P().Class("sw-hint sw-computing").Text(t("plans.entry_computing"))
	}
	var missing []string
	for _, n := range cmp.Missing {
		missing = append(missing, t("compare.scenario", n))
	}
	return app.Section().Class("sw-compare").ID(comparisonID(c.ID)).DataSet("comparison", c.ID).Body(
		app.H2().Text(t("compare.heading", title)),
		app.If(len(all) > 0, app.P().Class("sw-compare-of").Text(t("compare.of", numberList(all), num(float64(firstOr(all)))))),
		app.If(len(missing) > 0, app.P().Class("sw-hint sw-compare-missing").Text(t("compare.missing", strings.Join(missing, ", ")))),
		body,
		app.Div().Class("sw-toolbar sw-no-print").Body(
			app.Button().Class("sw-btn sw-btn-small sw-btn-ghost sw-remove-compare").Type("button").Text(t("compare.remove")).
				OnClick(on(pp.removeComparison(p.ID, c.ID)), "remove-compare", p.ID, c.ID),
		),
	)
}

func firstOr(ns []int) int {
	if len(ns) == 0 {
		return 0
	}
	return ns[0]
}

// numberList writes scenario numbers as words: "1", "1 and 2", "1, 2 and 3".
func numberList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = num(float64(n))
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " " + t("compare.and") + " " + parts[len(parts)-1]
}

// compareView is a comparison's table: the inputs that differ, then every
// result; a column per scenario and, after the first, its difference from
// the first. The table scrolls sideways in its own box on a phone.
func compareView(p plans.Plan, c plans.Compared) app.UI {
	if !c.OK {
		return app.P().Class("sw-hint").Text(t("compare.too_few"))
	}
	v := c.View
	names := c.Names(p)
	cols := 1 + 2*len(c.Numbers) - 1
	head := []app.UI{app.Th().Scope("col").Class("sw-compare-q").Text(t("compare.quantity"))}
	for i, n := range c.Numbers {
		// a column is headed by its scenario's name, as the summary and
		// its section name it ("3. vSAN 8 ESA"), not by its number alone
		e := p.Scenarios[n-1]
		head = append(head, app.Th().Scope("col").Class("sw-num").Body(app.A().Href("#entry-"+e.ID).Text(columnName(n, names[i]))))
		if i > 0 {
			head = append(head, app.Th().Scope("col").Class("sw-num sw-diff").Text(t("compare.diff", n, c.Numbers[0])))
		}
	}
	group := func(title string, lines []view.Line, empty string) app.UI {
		rows := []app.UI{app.Tr().Class("sw-compare-group").Body(app.Th().Scope("colgroup").ColSpan(cols).Text(title))}
		if len(lines) == 0 {
			rows = append(rows, app.Tr().Body(app.Td().ColSpan(cols).Class("sw-hint").Text(empty)))
		}
		for _, l := range lines {
			rows = append(rows, compareRow(l))
		}
		return app.TBody().Body(rows...)
	}
	caption := t("compare.table", numberList(c.Numbers))
	return app.Div().Class("sw-table-wrap sw-compare-wrap").TabIndex(0).Role("region").Aria("label", caption).Body(
		app.Table().Class("sw-table sw-compare-table").Body(
			app.Caption().Class("sw-visually-hidden").Text(caption),
			app.THead().Body(app.Tr().Body(head...)),
			group(t("compare.inputs"), v.Inputs, t("compare.same_inputs")),
			group(t("compare.results"), v.Results, ""),
		),
	)
}

// columnName heads the column of scenario n, named name
// (plans.Compared.Names): "3. Site A", "4. vSAN 8 ESA (vSphere 8)", or
// "Scenario 3" without a name.
func columnName(n int, name string) string {
	if name != "" {
		return ordinal(n) + ". " + name
	}
	return t("compare.scenario", n)
}

// compareRow is one quantity across the scenarios.
func compareRow(l view.Line) app.UI {
	cls := "sw-compare-row"
	if l.Headline {
		cls += " sw-compare-headline"
	}
	if l.Differs() {
		cls += " sw-compare-differs"
	}
	cells := []app.UI{app.Th().Scope("row").Text(l.Label)}
	for i, v := range l.Values {
		cells = append(cells, app.Td().Class("sw-num").Text(v.WithUnit()))
		if i > 0 {
			d := l.Diffs[i]
			dc := "sw-num sw-diff"
			if d.Kind == view.Changed {
				dc += " sw-diff-changed"
			}
			cells = append(cells, app.Td().Class(dc).Text(d.Full()))
		}
	}
	return app.Tr().Class(cls).DataSet("name", l.Name).Body(cells...)
}

func (pp *PlansPage) removeComparison(planID, id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		pp.say(t("compare.removed"), library().RemoveComparison(planID, id))
		pp.refresh(ctx)
	}
}

// comparable reports, per calculator, whether the plan has two or more of
// its entries (so they get a tick box).
func comparable(p plans.Plan) map[string]bool {
	n := map[string]int{}
	for _, e := range p.Scenarios {
		n[e.Scenario.Calculator]++
	}
	out := map[string]bool{}
	for k, c := range n {
		out[k] = c >= 2
	}
	return out
}

// picked lists the ticked entries of p, in plan order, and whether they can
// be compared (two or more, one calculator).
func (pp *PlansPage) picked(p plans.Plan) ([]string, bool, bool) {
	var ids []string
	calcs := map[string]bool{}
	for _, e := range p.Scenarios {
		if pp.selected[e.ID] {
			ids = append(ids, e.ID)
			calcs[e.Scenario.Calculator] = true
		}
	}
	mixed := len(calcs) > 1
	return ids, len(ids) >= 2 && !mixed, mixed
}

// pick ticks or unticks an entry for a comparison. The compare bar's hint
// and button are set at once, as the click is handled (go-app's redraw,
// on its next frame tick, then writes the same).
func (pp *PlansPage) pick(planID, entryID string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if pp.selected == nil {
			pp.selected = map[string]bool{}
		}
		pp.selected[entryID] = ctx.JSSrc().Get("checked").Bool()
		for _, p := range pp.list {
			if p.ID == planID {
				hint, ok := pp.compareHint(p)
				doc := app.Window().Get("document")
				writeText(doc.Call("getElementById", "sw-compare-hint"), hint)
				if b := doc.Call("getElementById", "sw-compare-go"); b.Truthy() {
					b.Set("disabled", !ok)
				}
			}
		}
	}
}

// pickBox is the entry's tick box, when its calculator has another entry.
func (re *ReportEntry) pickBox() app.UI {
	if !re.Pickable {
		return nil
	}
	return app.Label().Class("sw-compare-pick").Title(t("compare.pick_label", re.Index+1)).Body(
		app.Input().Type("checkbox").Class("sw-compare-box").Checked(re.Picked).
			Aria("label", t("compare.pick_label", re.Index+1)).
			OnChange(on(re.On.pick(re.PlanID, re.Entry.ID)), "pick", re.PlanID, re.Entry.ID),
		app.Span().Text(t("compare.pick")),
	)
}

// compareBar is the "Compare selected" row, when the plan has entries to
// compare.
func (pp *PlansPage) compareBar(p plans.Plan, can map[string]bool) app.UI {
	if !slices.Contains(mapValues(can), true) {
		return nil
	}
	hint, ok := pp.compareHint(p)
	return app.Div().Class("sw-toolbar sw-compare-bar sw-no-print").Body(
		app.Span().ID("sw-compare-hint").Class("sw-hint").Role("status").Text(hint),
		app.Button().ID("sw-compare-go").Class("sw-btn sw-btn-small").Type("button").Disabled(!ok).
			Aria("describedby", "sw-compare-hint").Text(t("compare.go")).
			OnClick(on(pp.compareSelected(p.ID)), "compare", p.ID),
	)
}

// compareHint is what the compare bar says of the entries ticked in p, and
// whether they can be compared.
func (pp *PlansPage) compareHint(p plans.Plan) (string, bool) {
	ids, ok, mixed := pp.picked(p)
	switch {
	case mixed:
		return t("compare.hint_mixed"), false
	case ok:
		return t("compare.ready", len(ids)), true
	}
	return t("compare.hint"), false
}

func mapValues(m map[string]bool) []bool {
	out := make([]bool, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// compareSelected adds a comparison of the ticked entries (the first in the
// plan is the baseline) and shows it.
func (pp *PlansPage) compareSelected(planID string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p, found := library().Get(planID)
		if !found {
			pp.say("", plans.ErrNotFound)
			return
		}
		ids, _, _ := pp.picked(p)
		c, err := library().AddComparison(planID, ids)
		if err != nil {
			pp.say("", err)
			return
		}
		pp.selected = nil
		// The boxes are unticked here too: go-app writes checked only when
		// an entry's Picked changes between two of its renders, and ticks
		// made and compared within one frame never reached a render.
		boxes := app.Window().Get("document").Call("querySelectorAll", ".sw-compare-box")
		for i := 0; i < boxes.Length(); i++ {
			boxes.Index(i).Set("checked", false)
		}
		pp.say(t("compare.added"), nil)
		pp.refresh(ctx)
		scrollTo(ctx, comparisonID(c.ID))
	}
}

// scrollTo brings the element with id into view once the page has drawn.
func scrollTo(ctx app.Context, id string) {
	ctx.Defer(func(app.Context) { app.Window().ScrollToID(id) })
}

// compareLabel is the "Compare with …" button's text for a target rule set.
func compareLabel(target string) string {
	if rules.Current(target) {
		return t("compare.with_current")
	}
	return t("compare.with_classic")
}

// compareRules saves the scenario shown and its copy under the other rule
// set into the plan chosen in the toolbar (as "Save to plan" does), as a
// comparison, and opens the plan's report at it. The copy changes, besides
// the rule set, only the inputs the calculator refuses under those rules
// (plans.Variant); the report says which, and the copy's note keeps it.
func (p *CalcPage) compareRules(ctx app.Context, e app.Event) {
	l := library()
	entry, ok := p.currentEntry()
	target := plans.OtherRules(p.in)
	if l == nil || !ok || target == "" {
		return
	}
	label := target
	if tx, ok := p.in.Calculator().Meta().ChoiceLabel(plans.RulesInput, target); ok {
		label = tx.In(lang)
	}
	copied, changes, err := plans.Variant(entry, plans.RulesInput, target, lang)
	if err != nil {
		p.status = planError(err)
		return
	}
	choice, ok := p.targetPlan(l)
	if !ok {
		return
	}
	pl, _ := l.Get(choice)
	n := len(pl.Scenarios) + 1
	if p.pc.entry != "" && choice == p.pc.plan && pl.Index(p.pc.entry) >= 0 {
		entry.ID = p.pc.entry // the page edits this entry: it is the baseline
		n = pl.Index(p.pc.entry) + 1
	}
	copied.Note = plans.VariantNote(n, label, changes, lang)
	// A copy that answers as its original says why (issue 30).
	same := plans.Same(entry, copied, lang)
	if same != "" {
		copied.Note += " " + same
	}
	_, c, err := l.SaveCompared(choice, []plans.Entry{entry, copied})
	if err != nil {
		p.status = planError(err)
		return
	}
	planFlash = strings.TrimSpace(t("compare.saved", pl.Name, n, label) + " " + plans.ChangesText(changes, lang) + " " + same)
	ctx.Navigate(PlansPath + "?id=" + url.QueryEscape(choice) + "#" + comparisonID(c.ID))
}
