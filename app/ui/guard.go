package ui

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A panic in WebAssembly ends the Go program: every button of the page is
// dead until a reload. Everything the app runs on the user's behalf (event
// handlers, renders, background work) goes through the guards below, which
// turn a panic into a visible, translated fault and keep the last good state.

// on wraps an event handler so that a panic in it becomes a fault shown on
// the page instead of ending the app.
//
// go-app v9 keeps an element's old handler when the new one has the same code
// pointer and scope (eventHandler.Equal), so two closures of one func literal
// are "equal" whatever they captured. Every handler therefore goes through on
// (whose closure is one code pointer for all) and is given a scope that names
// everything it acts on (`OnClick(on(h), "delete", planID)`): the scope, not
// the closure, is the handler's identity. TestHandlersHaveScopes checks it.
func on(h app.EventHandler) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		defer recoverFault(ctx, "event")
		injectedFault("event")
		h(ctx, e)
	}
}

// async runs f off the UI goroutine (ctx.Async) with the same guard.
func async(ctx app.Context, f func()) {
	ctx.Async(func() {
		defer recoverFault(ctx, "background")
		injectedFault("background")
		f()
	})
}

// dispatch runs f on the UI goroutine (ctx.Dispatch) with the same guard.
func dispatch(ctx app.Context, f func(app.Context)) {
	ctx.Dispatch(func(ctx app.Context) {
		defer recoverFault(ctx, "update")
		injectedFault("update")
		f(ctx)
	})
}

// hook guards what go-app or JavaScript calls outside the handlers: a
// component's lifecycle method (OnNav, OnMount, OnPreRender, OnAppUpdate,
// OnDismount...) or a JavaScript callback (app.FuncOf: a worker's message,
// a file's bytes). Call it deferred, first thing.
func hook(where string) {
	if r := recover(); r != nil {
		fault(where, r)
	}
}

// fault logs the recovered panic r and shows it on the banners.
func fault(where string, r any) {
	app.Logf("sizewise: recovered from a fault in %s: %v\n%s", where, r, debug.Stack())
	showFault(&Fault{Where: where, What: fmt.Sprint(r)})
}

// injected is a fault the page was asked to raise at the next guard of that
// kind ("event", "render", "update", "background"), once or, when
// injectedKeeps, at every such guard until another call: the browser tests
// check with it that a panic anywhere leaves a working page
// (window.sizewiseInjectFault(kind[, keep]), set up by ExposeFaultInjection).
var (
	injected      string
	injectedKeeps bool
)

// injectedFault panics if a fault of kind where was asked for ("render"
// asks for the next render of any component, "render:results" for the
// results panel's).
func injectedFault(where string) {
	if injected != "" && (injected == where || strings.HasPrefix(where, injected+":")) {
		if !injectedKeeps {
			injected = ""
		}
		panic("fault injected for a test (" + where + ")")
	}
}

// ExposeFaultInjection defines window.sizewiseInjectFault(kind[, keep]),
// which makes the next guard of that kind panic (every one while keep is
// true; sizewiseInjectFault("") stops it). It changes nothing until called;
// the browser tests use it to prove that no panic ends the app.
func ExposeFaultInjection() {
	app.Window().Set("sizewiseInjectFault", app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 {
			injected = args[0].String()
			injectedKeeps = len(args) > 1 && args[1].Truthy()
		}
		return nil
	}))
}

// Fault is what went wrong, for the banner.
type Fault struct {
	Where string // "event", "render", "background", "update"
	What  string // the panic value
}

// lastFault is the fault the banners show (nil: none); banners are the
// mounted FaultBanners (one per page: the layout draws one).
var (
	lastFault *Fault
	banners   = map[*FaultBanner]bool{}
)

// showFault shows f on every mounted banner.
func showFault(f *Fault) {
	lastFault = f
	for b := range banners {
		if b.Mounted() {
			b.Update()
		}
	}
}

// recoverFault recovers a panic (call it deferred) and shows it.
func recoverFault(ctx app.Context, where string) {
	if r := recover(); r != nil {
		fault(where, r)
	}
}

// guardRender calls c's render and, should it panic, returns the fault view
// in the component's place and raises the banner. The component keeps its
// state and the rest of the page stays as it was, so the next change
// renders it again; the fault view's "Try again" does so at once (the form
// itself may be what failed, leaving nothing to change).
func guardRender(c app.Composer, name string, render func() app.UI) (ui app.UI) {
	defer func() {
		if r := recover(); r != nil {
			fault("render "+name, r)
			id := "sw-fault-" + name
			ui = faultView(id, Fault{Where: "render", What: fmt.Sprint(r)},
				app.Button().ID(id+"-retry").Class("sw-btn sw-btn-small").Type("button").Text(t("fault.retry")).
					OnClick(on(func(ctx app.Context, e app.Event) { c.Update() }), "fault-retry-"+name))
		}
	}()
	injectedFault("render:" + name)
	return render()
}

// FaultBanner shows the last fault: what happened, that the inputs are kept,
// and a way to dismiss it.
type FaultBanner struct {
	app.Compo
}

// OnMount registers the banner.
func (b *FaultBanner) OnMount(ctx app.Context) { banners[b] = true }

// OnDismount unregisters it.
func (b *FaultBanner) OnDismount() { delete(banners, b) }

// Render draws the banner, or nothing.
func (b *FaultBanner) Render() app.UI {
	if lastFault == nil {
		return app.Div().Class("sw-fault-slot")
	}
	return app.Div().Class("sw-fault-slot").Body(
		faultView("sw-fault", *lastFault),
		app.Button().ID("sw-fault-close").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").
			Text(t("common.close")).OnClick(on(func(ctx app.Context, e app.Event) { showFault(nil) }), "fault-close"),
	)
}

// faultView shows fault f in an element of the given id.
func faultView(id string, f Fault, actions ...app.UI) app.UI {
	what := strings.TrimSpace(f.What)
	if len(what) > 300 {
		what = what[:300] + "…"
	}
	return app.Div().ID(id).Class("sw-notice sw-fault").Role("alert").Body(
		app.Strong().Text(t("fault.title")),
		app.P().Text(t("fault.text")),
		app.Details().Body(app.Summary().Text(t("fault.details")), app.Code().Text(what)),
		app.If(len(actions) > 0, app.Div().Class("sw-actions").Body(actions...)),
	)
}
