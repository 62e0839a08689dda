package ui

import (
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The page says when it is settled: window.sizewiseSettled() (web/boot.js)
// returns a Promise that resolves once the page shows everything the user has done
// so far (every event handled, the page redrawn for it, a redraw held back
// while typing (pausedRedraw) done too). A run in flight (the cache
// simulation) is not waited for: its bar and its answer are on the page.
//
// The promise rides go-app's own queue: a function deferred now runs after
// every update already dispatched and the frame that draws them, so the
// click or the key that came before the call has been handled and drawn
// when it resolves. Tests wait on it (and on what the page then shows)
// instead of on time.
var settle settler

type settler struct {
	mu      sync.Mutex
	ctx     app.Context // a mounted component's: its Defer reaches go-app's queue
	pending int         // redraws held back (pausedRedraw)
	waiters []app.Value // resolve functions waiting for those redraws
	// queued are resolve functions handed to go-app's queue through ctx
	// and not called yet: go-app drops them if ctx's component goes away
	// first (a link followed replaces the page), so install hands them to
	// the next mounted component.
	queued map[*app.Value]bool
	fn     app.Func
}

// install exposes window.sizewiseSettled, with ctx (a component just
// mounted) as the way into go-app's queue, and hands that queue the waiters
// queued through a component that went away.
func (s *settler) install(ctx app.Context) {
	s.mu.Lock()
	s.ctx = ctx
	var again []app.Value
	for w := range s.queued {
		again = append(again, *w)
	}
	s.queued = nil
	if s.fn == nil {
		// web/boot.js's sizewiseSettled() makes the promise and hands
		// its resolve function here
		s.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
			defer hook("settled")
			s.defer_(args[0])
			return nil
		})
		app.Window().Set("sizewiseSettle", s.fn)
	}
	s.mu.Unlock()
	for _, w := range again {
		s.defer_(w)
	}
}

// context is the latest mounted component's context (nil before one
// mounted): what reaches go-app's queue from outside a component.
func (s *settler) context() app.Context {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ctx == nil || !s.ctx.Src().Mounted() {
		return nil
	}
	return s.ctx
}

// defer_ resolves once go-app's queue has caught up, and no redraw is held
// back.
func (s *settler) defer_(resolve app.Value) {
	s.mu.Lock()
	ctx := s.ctx
	s.mu.Unlock()
	if ctx == nil || !ctx.Src().Mounted() {
		resolve.Invoke()
		return
	}
	key := &resolve
	s.mu.Lock()
	if s.queued == nil {
		s.queued = map[*app.Value]bool{}
	}
	s.queued[key] = true
	s.mu.Unlock()
	ctx.Defer(func(app.Context) {
		s.mu.Lock()
		if !s.queued[key] {
			s.mu.Unlock()
			return // handed to a newer component (install)
		}
		delete(s.queued, key)
		if s.pending > 0 {
			s.waiters = append(s.waiters, resolve)
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		resolve.Invoke()
	})
}

// hold counts a redraw held back until the returned release is called
// (once or more: only the first counts), and then hands the waiters back
// to go-app's queue once none is left.
func (s *settler) hold() (release func()) {
	s.mu.Lock()
	s.pending++
	s.mu.Unlock()
	var once sync.Once
	return func() { once.Do(s.release) }
}

func (s *settler) release() {
	s.mu.Lock()
	if s.pending > 0 {
		s.pending--
	}
	var ws []app.Value
	if s.pending == 0 {
		ws, s.waiters = s.waiters, nil
	}
	s.mu.Unlock()
	for _, w := range ws {
		s.defer_(w)
	}
}
