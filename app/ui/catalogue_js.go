//go:build js

package ui

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/engine/msg"
)

// LoadCatalogue loads the catalogue of the language InitLang chose, before
// the app's first render, so a Russian page is never drawn in English.
// app.wasm carries only the English sources: web/boot.js starts fetching the
// catalogue (a versioned static file under /web/, cached by the service
// worker) while the WebAssembly downloads, and window.sizewiseCatalogue(lang)
// is its Promise of the file's text. When it cannot be had (a failed fetch,
// a damaged file, a page not built by `sizewise build`), the page is in
// English rather than half-translated, and says so in the console.
func LoadCatalogue() {
	if lang == i18n.EN || msg.Loaded(lang) {
		return
	}
	if err := fetchCatalogue(lang); err != "" {
		app.Logf("sizewise: the %s catalogue could not be loaded (%s); the page is in English", lang, err)
		lang = i18n.EN
		app.Window().Get("document").Get("documentElement").Call("setAttribute", "lang", lang.String())
	}
}

// LoadOtherCatalogues loads, in the background after the app has started,
// the catalogues of the languages the page is not in, so the search palette
// finds a calculator by its name in any language ("полоса" on an English
// page). A failure only leaves the search to the page's language.
func LoadOtherCatalogues() {
	get := app.Window().Get("sizewiseCatalogue")
	if get.Type() != app.TypeFunction {
		return
	}
	langs := get.Get("langs")
	if !langs.Truthy() {
		return
	}
	loaded := false
	for i := 0; i < langs.Length(); i++ {
		l := i18n.Lang(langs.Index(i).String())
		if msg.Loaded(l) {
			continue
		}
		if err := fetchCatalogue(l); err != "" {
			app.Logf("sizewise: the %s catalogue could not be loaded for the search (%s)", l, err)
		} else {
			loaded = true
		}
	}
	if loaded {
		// the search palette, open with a query typed before the catalogue
		// arrived, looks again (cataloguesEvent)
		app.Window().Call("dispatchEvent", app.Window().Get("Event").New(cataloguesEvent))
	}
}

// fetchCatalogue waits for boot.js's Promise and loads its text; it returns
// why it failed, or "".
func fetchCatalogue(l i18n.Lang) string {
	get := app.Window().Get("sizewiseCatalogue")
	if get.Type() != app.TypeFunction {
		return "web/boot.js did not offer it"
	}
	type answer struct {
		text string
		err  string
	}
	done := make(chan answer, 1)
	onText := app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 || args[0].Type() != app.TypeString {
			done <- answer{err: "no text"}
		} else {
			done <- answer{text: args[0].String()}
		}
		return nil
	})
	onFail := app.FuncOf(func(this app.Value, args []app.Value) any {
		why := "the fetch failed"
		if len(args) > 0 && args[0].Truthy() {
			why = args[0].Call("toString").String()
		}
		done <- answer{err: why}
		return nil
	})
	defer onText.Release()
	defer onFail.Release()
	get.Invoke(l.String()).Call("then", onText, onFail)
	a := <-done
	if a.err != "" {
		return a.err
	}
	if err := msg.Load(l, []byte(a.text)); err != nil {
		return err.Error()
	}
	catalogueFiles[l] = a.text
	return ""
}

// catalogueFiles are the catalogues loaded from the site, by language, for
// the engine worker (catalogueFile).
var catalogueFiles = map[i18n.Lang]string{}

// catalogueFile is the catalogue of l the page loaded from the site, ""
// when it loaded none.
func catalogueFile(l i18n.Lang) string { return catalogueFiles[l] }
