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
		h(ctx, e)
	}
}

// async runs f off the UI goroutine (ctx.Async) with the same guard.
func async(ctx app.Context, f func()) {
	ctx.Async(func() {
		defer recoverFault(ctx, "background")
		f()
	})
}

// dispatch runs f on the UI goroutine (ctx.Dispatch) with the same guard.
func dispatch(ctx app.Context, f func(app.Context)) {
	ctx.Dispatch(func(ctx app.Context) {
		defer recoverFault(ctx, "update")
		f(ctx)
	})
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
	r := recover()
	if r == nil {
		return
	}
	f := Fault{Where: where, What: fmt.Sprint(r)}
	app.Logf("sizewise: recovered from a fault in %s: %v\n%s", where, r, debug.Stack())
	showFault(&f)
}

// guardRender calls render and, should it panic, returns the fault view
// instead (the component keeps its state, so the next render may succeed).
func guardRender(name string, render func() app.UI) (ui app.UI) {
	defer func() {
		if r := recover(); r != nil {
			f := Fault{Where: "render", What: fmt.Sprint(r)}
			app.Logf("sizewise: recovered from a fault rendering %s: %v\n%s", name, r, debug.Stack())
			ui = faultView(f)
		}
	}()
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
		faultView(*lastFault),
		app.Button().ID("sw-fault-close").Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").
			Text(t("common.close")).OnClick(on(func(ctx app.Context, e app.Event) { showFault(nil) }), "fault-close"),
	)
}

func faultView(f Fault) app.UI {
	what := strings.TrimSpace(f.What)
	if len(what) > 300 {
		what = what[:300] + "…"
	}
	return app.Div().ID("sw-fault").Class("sw-notice sw-fault").Role("alert").Body(
		app.Strong().Text(t("fault.title")),
		app.P().Text(t("fault.text")),
		app.Details().Body(app.Summary().Text(t("fault.details")), app.Code().Text(what)),
	)
}
