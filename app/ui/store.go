package ui

import (
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
)

// localStore is plans.Store over window.localStorage. It stores the plan
// documents as they are (go-app's LocalStorage would JSON-encode them again).
type localStore struct{ ls app.Value }

func (s localStore) Get(k string) (string, bool) {
	v := s.ls.Call("getItem", k)
	if v.IsNull() || v.IsUndefined() {
		return "", false
	}
	return v.String(), true
}

// Set reports a full storage (the browser throws QuotaExceededError) as
// plans.ErrStoreFull, and any other refusal with the browser's own words,
// instead of crashing the app.
func (s localStore) Set(k, v string) (err error) {
	defer func() { err = refused(recover()) }()
	s.ls.Call("setItem", k, v)
	return nil
}

// refused is the error of a storage call that threw r (nil: none): a full
// storage is plans.ErrStoreFull; otherwise the library words the browser's
// own message (plans.ErrStoreRefused).
func refused(r any) error {
	if r == nil {
		return nil
	}
	if text := fmt.Sprint(r); strings.Contains(text, "QuotaExceeded") || strings.Contains(text, "quota") {
		return plans.ErrStoreFull
	}
	return fmt.Errorf("%v", r)
}

func (s localStore) Remove(k string) { s.ls.Call("removeItem", k) }

// Move copies the value of from to to inside JavaScript, so the exact
// UTF-16 text is kept (a lone surrogate, a leading U+FEFF), then removes
// from (plans.Mover).
func (s localStore) Move(from, to string) (err error) {
	defer func() { err = refused(recover()) }()
	v := s.ls.Call("getItem", from)
	if v.IsNull() {
		return nil
	}
	s.ls.Call("setItem", to, v)
	s.ls.Call("removeItem", from)
	return nil
}

func (s localStore) Keys() []string {
	n := s.ls.Get("length").Int()
	out := make([]string, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, s.ls.Call("key", i).String())
	}
	return out
}

// The plan library of this browser, loaded once (in the browser only).
var (
	lib         *plans.Library
	libProblems []plans.Problem
)

// library returns the plan library, or nil where there is no browser storage
// (the static prerender).
func library() *plans.Library {
	if lib != nil {
		lib.SetLang(lang) // the names it gives plans follow the page's language
		return lib
	}
	if app.IsServer {
		return nil
	}
	// web/boot.js puts an in-memory stand-in in place of a storage the
	// browser denies (a cross-site iframe): plans would silently vanish
	// there, so they are unavailable, and the page says why.
	if app.Window().Get("sizewiseStorageBlocked").Truthy() {
		return nil
	}
	ls := app.Window().Get("localStorage")
	if !ls.Truthy() {
		return nil
	}
	lib = plans.New(localStore{ls}, plans.Options{NewID: plans.RandomIDs(uint64(time.Now().UnixNano())), Lang: lang})
	libProblems = lib.Load()
	watchOtherTabs(lib)
	return lib
}

// workingPlanKey is the sessionStorage key of the plan this tab works on:
// the one it last opened or saved to. A calculator's "Save to plan"
// offers it; a new tab offers a new plan (the latest plan may be another
// customer's).
const workingPlanKey = "sizewise.working-plan"

// workingPlan is this tab's plan id ("" when none).
func workingPlan() string {
	if app.IsServer {
		return ""
	}
	ss := app.Window().Get("sessionStorage")
	if !ss.Truthy() {
		return ""
	}
	if v := ss.Call("getItem", workingPlanKey); v.Truthy() {
		return v.String()
	}
	return ""
}

// setWorkingPlan remembers id as this tab's plan.
func setWorkingPlan(id string) {
	if app.IsServer {
		return
	}
	defer func() { _ = recover() }() // a storage that refuses: nothing to remember
	if ss := app.Window().Get("sessionStorage"); ss.Truthy() {
		ss.Call("setItem", workingPlanKey, id)
	}
}

// actionPlansChanged is the action a page handles to show what another tab
// changed in the plans (its value: nothing).
const actionPlansChanged = "sizewise.plans-changed"

// watchOtherTabs listens for the changes other tabs and windows make to the
// store (the browser's storage event, which the tab that wrote does not
// get): the library brings the plan up to date, and the page is told.
func watchOtherTabs(l *plans.Library) {
	fn := app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("storage")
		key := args[0].Get("key")
		k := "" // the whole store cleared
		if key.Truthy() {
			k = key.String()
		}
		changed := l.Refresh(k)
		if k == "" || k == plans.TrashKey {
			libProblems = append(libProblems, l.Load()...)
		}
		if ctx := settle.context(); changed && ctx != nil {
			ctx.NewAction(actionPlansChanged)
		}
		return nil
	})
	app.Window().Call("addEventListener", "storage", fn)
}

// download offers data as a file named name (a Blob and an <a download>):
// nothing leaves the browser.
func download(name, mime string, data []byte) {
	u8 := app.Window().Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(u8, data)
	// The parts of the Blob are a JS array built in JS: go-app's Value.New
	// converts only top-level arguments, and js.ValueOf panics ("ValueOf:
	// invalid value") on an app.Value inside a Go slice.
	parts := app.Window().Get("Array").New()
	parts.Call("push", u8)
	opts := app.Window().Get("Object").New()
	opts.Set("type", mime)
	blob := app.Window().Get("Blob").New(parts, opts)
	url := app.Window().Get("URL").Call("createObjectURL", blob)
	a := app.Window().Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	app.Window().Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// Revoke later: some browsers start the download after click returns.
	u := app.Window().Get("URL")
	app.Window().Call("setTimeout", u.Get("revokeObjectURL").Call("bind", u), 60000, url)
}

// filePicker is a file input whose button and "no file chosen" are the
// page's words: a browser draws its own in the browser's language, not the
// page's. The input stays the control (the keyboard reaches it, a screen
// reader reads its labels, a test picks files on it); the button is a label
// for it, and chosen, when not "", is the file picked.
func filePicker(id, accept, chosen string, h app.EventHandler, scope ...any) app.UI {
	in := app.Input().Type("file").ID(id).Class("sw-file-input").OnChange(on(h), scope...)
	if accept != "" {
		in = in.Accept(accept)
	}
	if chosen == "" {
		chosen = t("io.no_file")
	}
	return app.Span().Class("sw-file").Body(
		in,
		app.Label().For(id).Class("sw-btn sw-btn-small").Text(t("io.choose_file")),
		app.Span().Class("sw-file-name").Text(chosen),
	)
}
