package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// FormState is what the form shows.
type FormState struct {
	ID       string
	Lang     msg.Lang
	Raw      map[string]string
	Choice   map[string]int
	Errors   map[string]string
	Advanced bool
}

// FormPanel draws the inputs. State is what is drawn (data down), so the
// form redraws only when it changes; On takes its events (callbacks up).
type FormPanel struct {
	app.Compo
	On    formEvents
	State FormState
}

// formEvents is what the form reports up (the calculator page implements
// it): a field typed or chosen, a box ticked, an alternative chosen, the
// advanced inputs unfolded.
//
// The panels' callbacks are interfaces rather than func fields: go-app
// compares a component's fields with reflect.DeepEqual to decide whether
// it redraws, and two funcs are never deeply equal, so func fields would
// redraw every panel on every redraw of the page (every keystroke); the
// page's pointer behind an interface compares equal. A panel knows only
// its interface, so a test renders it alone over a stand-in.
type formEvents interface {
	onInput(name string) app.EventHandler
	onCheck(name string) app.EventHandler
	onChoose(alt string, option int) app.EventHandler
	toggleAdvanced(ctx app.Context, e app.Event)
}

// Render draws the form.
func (fp *FormPanel) Render() app.UI { return guardRender(fp, "form", fp.render) }

func (fp *FormPanel) render() app.UI {
	c, ok := calc.Lookup(fp.State.ID)
	if !ok {
		return app.Div()
	}
	m := c.Meta()
	var basic, advanced []app.UI
	doneAlt := map[string]bool{}
	for _, fd := range m.Fields {
		if alt, ok := altOf(m, fd.Name); ok {
			if doneAlt[alt.Name] {
				continue
			}
			doneAlt[alt.Name] = true
			basic = append(basic, fp.renderAlt(m, alt))
			continue
		}
		if fd.Advanced {
			advanced = append(advanced, fp.renderField(fd))
		} else {
			basic = append(basic, fp.renderField(fd))
		}
	}
	details := app.Details().Class("sw-advanced")
	if fp.State.Advanced {
		details = details.Open(true) // never Open(false): see renderAlt
	}
	return app.Form().Class("sw-form").Aria("label", t("form.inputs")).
		OnSubmit(on(func(ctx app.Context, e app.Event) { e.PreventDefault() }), "form-submit").
		Body(
			app.H2().Text(t("form.inputs")),
			app.Div().Class("sw-fields").Body(basic...),
			app.If(len(advanced) > 0,
				details.Body(
					app.Summary().Text(t("form.advanced")).OnClick(on(fp.On.toggleAdvanced), "advanced"),
					app.Div().Class("sw-fields").Body(advanced...),
				),
			),
		)
}

// altOf returns the Alternative a field belongs to.
func altOf(m calc.Meta, name string) (calc.Alternative, bool) {
	for _, alt := range m.Alts {
		for _, opt := range alt.Options {
			for _, f := range opt.Fields {
				if f == name {
					return alt, true
				}
			}
		}
	}
	return calc.Alternative{}, false
}

func (fp *FormPanel) renderAlt(m calc.Meta, alt calc.Alternative) app.UI {
	chosen := min(max(fp.State.Choice[alt.Name], 0), len(alt.Options)-1)
	var fields []app.UI
	for _, name := range alt.Options[chosen].Fields {
		if fd, ok := m.Field(name); ok {
			fields = append(fields, fp.renderField(fd))
		}
	}
	return app.FieldSet().Class("sw-alt").Body(
		app.Legend().Text(alt.Label.In(lang)),
		app.Div().Class("sw-segmented").Body(
			app.Range(alt.Options).Slice(func(i int) app.UI {
				id := "alt-" + alt.Name + "-" + strconv.Itoa(i)
				radio := app.Input().Type("radio").ID(id).Name("alt-"+alt.Name).OnChange(on(fp.On.onChoose(alt.Name, i)), "alt", alt.Name, i)
				if i == chosen {
					// Only ever set true: go-app prerenders Checked(false) as
					// checked="false", which HTML reads as checked.
					radio = radio.Checked(true)
				}
				return app.Label().Class("sw-seg").For(id).Body(radio, app.Span().Text(alt.Options[i].Label.In(lang)))
			}),
		),
		app.Div().Class("sw-fields").Body(fields...),
	)
}

func (fp *FormPanel) renderField(fd calc.Field) app.UI {
	id := fieldID(fd.Name)
	problem := fp.State.Errors[fd.Name]
	hintID, errID := id+"-hint", id+"-err"
	describedBy := hintID
	if problem != "" {
		describedBy += " " + errID
	}
	var control app.UI
	raw := fp.State.Raw[fd.Name]
	switch fd.Kind {
	case calc.Choice:
		control = app.Select().ID(id).Name(fd.Name).Aria("describedby", describedBy).Aria("invalid", problem != "").
			OnChange(on(fp.On.onInput(fd.Name)), "choose", fd.Name).Body(
			app.Range(fd.Choices).Slice(func(i int) app.UI {
				ch := fd.Choices[i]
				o := app.Option().Value(ch.Value).Text(ch.Label.In(lang))
				if ch.Value == raw {
					o = o.Selected(true) // never Selected(false): see renderAlt
				}
				return o
			}))
	case calc.Bool:
		box := app.Input().Type("checkbox").ID(id).Name(fd.Name).Aria("describedby", describedBy).OnChange(on(fp.On.onCheck(fd.Name)), "check", fd.Name)
		if raw == "true" {
			box = box.Checked(true) // never Checked(false): see renderAlt
		}
		control = box
	case calc.List:
		control = app.Textarea().ID(id).Name(fd.Name).Rows(max(4, strings.Count(raw, "\n")+2)).
			Spellcheck(false).Aria("describedby", describedBy).Aria("invalid", problem != "").
			Text(typedNow(id, raw)).OnInput(on(fp.On.onInput(fd.Name)), "input", fd.Name)
	default:
		mode := "decimal"
		if fd.Kind == calc.Integer {
			mode = "numeric"
		}
		if fd.Kind == calc.Text {
			mode = "text"
		}
		in := app.Input().Type("text").ID(id).Name(fd.Name)
		if !typingIn(id) {
			in = in.Value(raw)
		}
		control = in.Attr("inputmode", mode).AutoComplete(false).Spellcheck(false).
			Aria("describedby", describedBy).Aria("invalid", problem != "").
			OnInput(on(fp.On.onInput(fd.Name)), "input", fd.Name)
	}
	cls := "sw-field"
	if problem != "" {
		cls += " sw-invalid"
	}
	unit := fd.Unit.Name(lang)
	return app.Div().Class(cls).Body(
		app.Label().For(id).Text(fd.Label.In(lang)),
		app.Div().Class("sw-control").Body(
			control,
			app.If(unit != "", app.Span().Class("sw-unit").Aria("hidden", "true").Text(unit)),
		),
		app.If(problem != "", app.P().ID(errID).Class("sw-error").Text(problem)),
		app.P().ID(hintID).Class("sw-hint").Text(fd.Help(lang)),
	)
}

// typedNow is what the field with id shows: raw, or, while the user types
// in it (it has the focus), what it holds now. A redraw runs between a
// keystroke and the handling of its input event; drawing the last handled
// value then would put the field back one key and lose the key typed
// meanwhile (TestFastTypingKeepsEveryKey lost a space so on a loaded
// machine). The next input event brings the state up to it.
func typedNow(id, raw string) string {
	if typingIn(id) {
		if v := app.Window().Get("document").Get("activeElement").Get("value"); v.Truthy() || v.Type() == app.TypeString {
			return v.String()
		}
	}
	return raw
}

// typingIn reports whether the field with id has the focus in the browser:
// what it holds is the user's, and a text input the user types in is drawn
// without a value. go-app trims the value it writes, so drawing what the
// field holds put it back a trailing space ("12 345 " became "12 345" and
// the next keys made "12 345678": TestFastTypingKeepsEveryKey) whenever a
// redraw ran while a thousands separator had just been typed; a value left
// out is one go-app removes as an attribute, which a field once typed in
// (or given its value by go-app) no longer shows.
func typingIn(id string) bool {
	if !app.IsClient {
		return false
	}
	el := app.Window().Get("document").Get("activeElement")
	return el.Truthy() && el.Get("id").String() == id
}
