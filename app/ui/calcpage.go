package ui

import (
	"fmt"
	"net/url"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/svgchart"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// CalcPage is the page of one calculator. ID (an attribute) names it; the
// rest is state.
type CalcPage struct {
	app.Compo
	ID string
	// Embed renders the calculator alone, for an iframe (/embed/<id>).
	Embed bool

	f            *form
	ev           *calc.Evaluation // last good evaluation: stays visible while inputs are invalid
	errs         scenario.Errors  // problems with what the user typed
	notices      scenario.Errors  // problems with the link the page was opened with
	stale        bool             // ev does not match the current inputs
	showAdvanced bool
	copied       bool
}

func (p *CalcPage) calculator() calc.Calculator {
	c, ok := calc.Lookup(p.ID)
	if !ok {
		panic("ui: no calculator " + p.ID)
	}
	return c
}

// load sets the state from a URL (prerender or navigation).
func (p *CalcPage) load(ctx app.Context, u *url.URL) {
	c := p.calculator()
	p.f = newForm(c)
	p.ev, p.notices = p.f.fromURL(u.Query())
	p.errs, p.stale = nil, false
	for _, n := range p.notices {
		if fd, ok := c.Meta().Field(strings.TrimPrefix(n.Field, "inputs.")); ok && fd.Advanced {
			p.showAdvanced = true
		}
	}
	ctx.Page().SetTitle(c.Meta().Title + " · Sizewise")
	ctx.Page().SetDescription(c.Meta().Question)
}

// OnPreRender computes the default (or linked) result for the static HTML, so
// numbers are visible before the WebAssembly loads.
func (p *CalcPage) OnPreRender(ctx app.Context) { p.load(ctx, ctx.Page().URL()) }

// OnNav reads the inputs from the URL.
func (p *CalcPage) OnNav(ctx app.Context) { p.load(ctx, ctx.Page().URL()) }

func (p *CalcPage) recompute(ctx app.Context) {
	ev, errs := p.f.eval()
	p.errs = errs
	p.notices = nil
	p.copied = false
	if len(errs) == 0 {
		p.ev, p.stale = ev, false
	} else {
		p.stale = true
	}
	u := *ctx.Page().URL()
	u.RawQuery = p.f.query()
	ctx.Page().ReplaceURL(&u)
}

func (p *CalcPage) onInput(name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.f.raw[name] = ctx.JSSrc().Get("value").String()
		p.recompute(ctx)
	}
}

func (p *CalcPage) onCheck(name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.f.raw[name] = fmt.Sprint(ctx.JSSrc().Get("checked").Bool())
		p.recompute(ctx)
	}
}

func (p *CalcPage) onChoose(alt string, option int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.f.choice[alt] = option
		p.recompute(ctx)
	}
}

func (p *CalcPage) copyLink(ctx app.Context, e app.Event) {
	// The full-site link, also from an embedded calculator.
	href := app.Window().Get("location").Get("origin").String() + p.shareURL()
	if nav := app.Window().Get("navigator"); nav.Truthy() && nav.Get("clipboard").Truthy() {
		nav.Get("clipboard").Call("writeText", href)
	}
	p.copied = true
}

// Render draws the page.
func (p *CalcPage) Render() app.UI {
	if p.f == nil {
		// Not yet navigated (first paint in the browser): show defaults.
		p.f = newForm(p.calculator())
		p.ev, p.notices = p.f.fromURL(nil)
	}
	m := p.f.meta
	body := []app.UI{
		app.H1().Class("sw-title").Text(m.Title),
		app.P().Class("sw-question").Text(m.Question),
		p.renderNotices(),
		app.Div().Class("sw-layout").Body(
			p.renderForm(),
			p.renderResults(),
		),
	}
	if p.Embed {
		return embedPage(p.shareURL(), body...)
	}
	crumbs := app.Nav().Class("sw-crumbs").Aria("label", "Breadcrumb").Body(
		app.A().Href("/").Text("All calculators"), app.Span().Text(" / "+m.Title),
	)
	return page(append([]app.UI{crumbs}, body...)...)
}

// shareURL is the path and query of this calculator with the current inputs
// on the full site.
func (p *CalcPage) shareURL() string {
	if q := p.f.query(); q != "" {
		return "/" + p.ID + "?" + q
	}
	return "/" + p.ID
}

func (p *CalcPage) renderNotices() app.UI {
	if len(p.notices) == 0 {
		return nil
	}
	return app.Div().Class("sw-notice").Role("alert").Body(
		app.Strong().Text("Some link parameters could not be used, so their defaults apply:"),
		app.Ul().Body(app.Range(p.notices).Slice(func(i int) app.UI {
			n := p.notices[i]
			return app.Li().Body(app.Code().Text(strings.TrimPrefix(n.Field, "inputs.")), app.Text(": "+n.Message))
		})),
	)
}

func fieldID(name string) string { return "in-" + name }

func (p *CalcPage) fieldError(name string) string {
	if msg := p.errs.For("inputs." + name); msg != "" {
		return msg
	}
	// A message deeper in a list field ("inputs.vms[1].shares") belongs to it.
	for _, e := range p.errs {
		if strings.HasPrefix(e.Field, "inputs."+name+"[") || strings.HasPrefix(e.Field, "inputs."+name+".") {
			return strings.TrimPrefix(e.Field, "inputs."+name) + ": " + e.Message
		}
	}
	return p.notices.For("inputs." + name)
}

func (p *CalcPage) renderForm() app.UI {
	m := p.f.meta
	var basic, advanced []app.UI
	doneAlt := map[string]bool{}
	for _, fd := range m.Fields {
		if alt, _, ok := p.f.altOf(fd.Name); ok {
			if doneAlt[alt.Name] {
				continue
			}
			doneAlt[alt.Name] = true
			basic = append(basic, p.renderAlt(alt))
			continue
		}
		if fd.Advanced {
			advanced = append(advanced, p.renderField(fd))
		} else {
			basic = append(basic, p.renderField(fd))
		}
	}
	return app.Form().Class("sw-form").Aria("label", "Inputs").
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).
		Body(
			app.H2().Text("Inputs"),
			app.Div().Class("sw-fields").Body(basic...),
			app.If(len(advanced) > 0,
				p.details().Body(
					app.Summary().Text("Advanced").OnClick(func(ctx app.Context, e app.Event) {
						e.PreventDefault()
						p.showAdvanced = !p.showAdvanced
					}),
					app.Div().Class("sw-fields").Body(advanced...),
				),
			),
		)
}

// details is the Advanced section, open when the user opened it or a link
// set one of its inputs wrongly.
func (p *CalcPage) details() app.HTMLDetails {
	d := app.Details().Class("sw-advanced")
	if p.showAdvanced {
		d = d.Open(true) // never Open(false): see renderAlt
	}
	return d
}

func (p *CalcPage) renderAlt(alt calc.Alternative) app.UI {
	chosen := p.f.choice[alt.Name]
	var fields []app.UI
	for _, name := range alt.Options[chosen].Fields {
		if fd, ok := p.f.meta.Field(name); ok {
			fields = append(fields, p.renderField(fd))
		}
	}
	return app.FieldSet().Class("sw-alt").Body(
		app.Legend().Text(alt.Label),
		app.Div().Class("sw-segmented").Body(
			app.Range(alt.Options).Slice(func(i int) app.UI {
				id := "alt-" + alt.Name + "-" + fmt.Sprint(i)
				radio := app.Input().Type("radio").ID(id).Name("alt-" + alt.Name).OnChange(p.onChoose(alt.Name, i))
				if i == chosen {
					// Only ever set true: go-app prerenders Checked(false) as
					// checked="false", which HTML reads as checked.
					radio = radio.Checked(true)
				}
				return app.Label().Class("sw-seg").For(id).Body(radio, app.Span().Text(alt.Options[i].Label))
			}),
		),
		app.Div().Class("sw-fields").Body(fields...),
	)
}

func (p *CalcPage) renderField(fd calc.Field) app.UI {
	id := fieldID(fd.Name)
	msg := p.fieldError(fd.Name)
	hintID, errID := id+"-hint", id+"-err"
	describedBy := hintID
	if msg != "" {
		describedBy += " " + errID
	}
	var control app.UI
	raw := p.f.raw[fd.Name]
	switch fd.Kind {
	case calc.Choice:
		control = app.Select().ID(id).Name(fd.Name).Aria("describedby", describedBy).Aria("invalid", msg != "").
			OnChange(p.onInput(fd.Name)).Body(
			app.Range(fd.Choices).Slice(func(i int) app.UI {
				o := app.Option().Value(fd.Choices[i]).Text(fd.Choices[i])
				if fd.Choices[i] == raw {
					o = o.Selected(true) // never Selected(false): see renderAlt
				}
				return o
			}))
	case calc.Bool:
		box := app.Input().Type("checkbox").ID(id).Name(fd.Name).Aria("describedby", describedBy).OnChange(p.onCheck(fd.Name))
		if raw == "true" {
			box = box.Checked(true) // never Checked(false): see renderAlt
		}
		control = box
	case calc.List:
		control = app.Textarea().ID(id).Name(fd.Name).Rows(max(4, strings.Count(raw, "\n")+2)).
			Spellcheck(false).Aria("describedby", describedBy).Aria("invalid", msg != "").
			Text(raw).OnInput(p.onInput(fd.Name))
	default:
		mode := "decimal"
		if fd.Kind == calc.Integer {
			mode = "numeric"
		}
		if fd.Kind == calc.Text {
			mode = "text"
		}
		control = app.Input().Type("text").ID(id).Name(fd.Name).Value(raw).
			Attr("inputmode", mode).AutoComplete(false).Spellcheck(false).
			Aria("describedby", describedBy).Aria("invalid", msg != "").
			OnInput(p.onInput(fd.Name))
	}
	cls := "sw-field"
	if msg != "" {
		cls += " sw-invalid"
	}
	return app.Div().Class(cls).Body(
		app.Label().For(id).Text(fd.Label),
		app.Div().Class("sw-control").Body(
			control,
			app.If(fd.Unit != "", app.Span().Class("sw-unit").Aria("hidden", "true").Text(fd.Unit)),
		),
		app.If(msg != "", app.P().ID(errID).Class("sw-error").Text(msg)),
		app.P().ID(hintID).Class("sw-hint").Text(fd.Hint),
	)
}

func (p *CalcPage) renderResults() app.UI {
	m := p.f.meta
	vals := resultValues(p.ev)
	var primary, secondary, tables []calc.Output
	for _, o := range m.Outputs {
		switch {
		case isRecordList(vals[o.Name]):
			tables = append(tables, o)
		case o.Primary:
			primary = append(primary, o)
		default:
			secondary = append(secondary, o)
		}
	}
	res := p.ev.Result
	cls := "sw-results"
	if p.stale {
		cls += " sw-stale"
	}
	return app.Section().Class(cls).Aria("label", "Results").Body(
		app.Div().Class("sw-results-head").Body(
			app.H2().Text("Results"),
			app.Button().Class("sw-btn sw-btn-small").Type("button").Text(map[bool]string{false: "Copy link", true: "Link copied"}[p.copied]).
				OnClick(p.copyLink),
		),
		app.Div().Class("sw-live").Aria("live", "polite").Body(
			app.If(p.stale, app.P().Class("sw-stale-note").Text("Showing the last valid result: correct the highlighted input.")),
			app.Div().Class("sw-primary").Body(app.Range(primary).Slice(func(i int) app.UI {
				o := primary[i]
				return app.Div().Class("sw-metric").ID("out-"+o.Name).Body(
					app.Span().Class("sw-metric-label").Text(o.Label),
					app.Span().Class("sw-metric-value").Text(formatValue(vals[o.Name])),
					app.Span().Class("sw-metric-unit").Text(o.Unit),
				)
			})),
		),
		app.Table().Class("sw-table").Body(
			app.TBody().Body(app.Range(secondary).Slice(func(i int) app.UI {
				o := secondary[i]
				return app.Tr().ID("out-"+o.Name).Body(
					app.Th().Scope("row").Text(o.Label),
					app.Td().Class("sw-num").Text(formatValue(vals[o.Name])+unitSuffix(o.Unit)),
				)
			})),
		),
		app.Range(tables).Slice(func(i int) app.UI {
			return recordTable(tables[i], vals[tables[i].Name].([]any))
		}),
		app.If(len(res.Warnings) > 0,
			app.Div().Class("sw-warnings").Body(
				app.H3().Text("Warnings"),
				app.Ul().Body(app.Range(res.Warnings).Slice(func(i int) app.UI {
					return app.Li().Text(res.Warnings[i])
				})),
			),
		),
		app.If(p.ev.Chart != nil, app.Figure().Class("sw-figure").Body(
			app.Raw(svgchart.Render(p.ev.Chart)),
		)),
		app.If(len(p.ev.Links) > 0, app.Div().Class("sw-links").Body(
			app.H3().Text("Send to"),
			app.Range(p.ev.Links).Slice(func(i int) app.UI {
				l := p.ev.Links[i]
				return app.A().Class("sw-btn sw-btn-ghost").Href(linkHref(l)).Text(l.Label)
			}),
		)),
		app.H3().Text("Worked steps"),
		app.Ol().Class("sw-steps").Body(app.Range(res.Steps).Slice(func(i int) app.UI {
			s := res.Steps[i]
			return app.Li().Body(
				app.Span().Class("sw-step-label").Text(s.Label),
				app.Code().Class("sw-step-formula").Text(s.Formula+" = "+scenario.Num(s.Value)+unitSuffix(s.Unit)),
			)
		})),
		app.H3().Text("Sources"),
		app.Ul().Class("sw-sources").Body(app.Range(res.Sources).Slice(func(i int) app.UI {
			return app.Li().Text(res.Sources[i])
		})),
	)
}

func unitSuffix(u string) string {
	if u == "" {
		return ""
	}
	return " " + u
}

// formatValue renders a result value: numbers with Num, lists and objects
// readably.
func formatValue(v any) string {
	switch x := v.(type) {
	case nil:
		return "—"
	case float64:
		return scenario.Num(x)
	case string:
		return x
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = formatValue(e)
		}
		return strings.Join(parts, ", ")
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + " " + formatValue(x[k])
		}
		return strings.Join(parts, " · ")
	}
	return fmt.Sprint(v)
}

// isRecordList reports whether a result value is a list of objects (a table).
func isRecordList(v any) bool {
	list, ok := v.([]any)
	if !ok || len(list) == 0 {
		return false
	}
	_, ok = list[0].(map[string]any)
	return ok
}

// recordTable renders a list of result objects as a table whose columns are
// the first object's fields, in JSON order.
func recordTable(o calc.Output, rows []any) app.UI {
	cols := recordColumns(rows[0].(map[string]any), o)
	return app.Div().Class("sw-table-wrap").ID("out-" + o.Name).Body(
		app.Table().Class("sw-table sw-records").Body(
			app.Caption().Text(o.Label),
			app.THead().Body(app.Tr().Body(app.Range(cols).Slice(func(i int) app.UI {
				return app.Th().Scope("col").Text(columnLabel(cols[i]))
			}))),
			app.TBody().Body(app.Range(rows).Slice(func(r int) app.UI {
				row, _ := rows[r].(map[string]any)
				return app.Tr().Body(app.Range(cols).Slice(func(c int) app.UI {
					v := row[cols[c]]
					if _, num := v.(float64); num {
						return app.Td().Class("sw-num").Text(formatValue(v))
					}
					return app.Td().Text(formatValue(v))
				}))
			})),
		),
	)
}

// recordColumns orders a record's keys: Output.Columns when given, else
// alphabetically with name/host first.
func recordColumns(rec map[string]any, o calc.Output) []string {
	if len(o.Columns) > 0 {
		return o.Columns
	}
	keys := make([]string, 0, len(rec))
	for k := range rec {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		pi, pj := columnRank(keys[i]), columnRank(keys[j])
		if pi != pj {
			return pi < pj
		}
		return keys[i] < keys[j]
	})
	return keys
}

func columnRank(k string) int {
	switch k {
	case "name":
		return 0
	case "host":
		return 1
	}
	return 2
}

// columnLabel turns a JSON name into a column heading: "entitlement_iops" →
// "Entitlement IOPS".
func columnLabel(k string) string {
	words := strings.Split(k, "_")
	for i, w := range words {
		switch w {
		case "iops", "gb", "mb", "kb", "ms":
			words[i] = strings.ToUpper(w)
			if w == "ms" {
				words[i] = "ms"
			}
		case "mbps":
			words[i] = "Mbps"
		case "pct":
			words[i] = "%"
		default:
			if i == 0 {
				words[i] = strings.ToUpper(w[:1]) + w[1:]
			}
		}
	}
	return strings.Join(words, " ")
}
