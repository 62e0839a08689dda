package ui

import (
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// pausedRedraw holds back the redraw a keystroke causes until the user
// pauses typing, so that each keystroke's numbers reach the screen at the
// next frame.
//
// A keystroke on a calculator page computes its answer and writes the
// headline and details numbers into the page at once (paintNumbers); the
// browser paints them at its next frame. The rest of the page (the URL, the
// worked steps, the tables, the charts, the messages under the fields) is
// go-app's redraw of the page's tree, which for a large page (sioc with 50
// VMs: its table and chart, about 25 ms in the browser, 100 ms on a slow
// CPU) costs more than a frame. Drawn where go-app puts it (its frame tick,
// a few milliseconds after the key), it holds the key's numbers back with
// it, and as the user types on, each key waits for the previous key's
// redraw. So the key's handler asks go-app not to redraw (PreventUpdate)
// and schedules the redraw here: once no key has come for pauseMS (longer
// than a frame, shorter than a pause a reader notices), on the UI
// goroutine, for the component the keys were typed in (the form) and the
// page. Keys typed before it runs share one redraw.
type pausedRedraw struct {
	mu      sync.Mutex
	pending bool
	ctx     app.Context // the latest key's: its component is redrawn
	last    float64     // when the latest key came (performance.now(), ms)
	redraw  func(ctx app.Context)
	fire    app.Func
	// settled ends the page's wait for this redraw (settle.hold): when it
	// is drawn, or dropped (cancel, or its component gone first).
	settled func()
}

// pauseMS is how long after the latest key the page is redrawn.
const pauseMS = 100

// newPausedRedraw returns a scheduler calling redraw (on the UI goroutine,
// after the component of the latest key's context is marked for redraw).
func newPausedRedraw(redraw func(ctx app.Context)) *pausedRedraw {
	a := &pausedRedraw{redraw: redraw}
	a.fire = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("callback")
		now := app.Window().Get("performance").Call("now").Float()
		a.mu.Lock()
		if !a.pending {
			a.mu.Unlock()
			return nil
		}
		if wait := a.last + pauseMS - now; wait > 0 {
			a.mu.Unlock()
			app.Window().Call("setTimeout", a.fire, wait)
			return nil
		}
		ctx, settled := a.ctx, a.settled
		a.pending, a.ctx = false, nil
		a.mu.Unlock()
		if !ctx.Src().Mounted() {
			settled()
			return nil
		}
		// Dispatch marks ctx's component (the form) for redraw, as go-app
		// does after an event; redraw marks the rest. The hold ends now:
		// the page's waiters are deferred behind this redraw in go-app's
		// queue (settle.release), so they are answered once it is drawn.
		// Ended from inside the dispatched function, it leaked when the
		// form went away first (a link followed at that moment): go-app
		// drops what is dispatched to a component no longer mounted, and
		// the page never said it was settled again.
		dispatch(ctx, func(ctx app.Context) { a.redraw(ctx) })
		settled()
		return nil
	})
	return a
}

// schedule holds back the redraw of the event being handled (ctx's) until
// the user pauses.
func (a *pausedRedraw) schedule(ctx app.Context) {
	ctx.PreventUpdate()
	now := app.Window().Get("performance").Call("now").Float()
	a.mu.Lock()
	a.ctx, a.last = ctx, now
	first := !a.pending
	a.pending = true
	if first {
		a.settled = settle.hold()
	}
	a.mu.Unlock()
	if first {
		app.Window().Call("setTimeout", a.fire, pauseMS)
	}
}

// cancel drops a redraw still pending (the page is going away). The
// JavaScript function stays for the page's lifetime: a timer already
// queued calls it, and it then does nothing.
func (a *pausedRedraw) cancel() {
	a.mu.Lock()
	settled := a.settled
	a.pending, a.ctx = false, nil
	a.mu.Unlock()
	if settled != nil {
		settled()
	}
}
