package ui

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/i18n"
)

// lang is the language of the UI. The static prerender is English; in the
// browser it is chosen once at start (InitLang) from ?lang=, the remembered
// choice and the browser's languages, and a switch reloads the page in the
// new language.
var lang = i18n.EN

// t is the UI string key in the current language.
func t(key string, args ...any) string { return i18n.T(lang, key, args...) }

// num formats a number for the current language (1 234,5 in Russian).
func num(x float64) string { return i18n.FormatNumber(lang, x) }

// InitLang picks the language in the browser and sets <html lang>. It is
// called once, before the app starts.
func InitLang() {
	var remembered string
	if v := app.Window().Get("localStorage"); v.Truthy() {
		if s := v.Call("getItem", i18n.StorageKey); s.Truthy() {
			remembered = s.String()
		}
	}
	var browser []string
	if langs := app.Window().Get("navigator").Get("languages"); langs.Truthy() {
		for i := 0; i < langs.Length(); i++ {
			browser = append(browser, langs.Index(i).String())
		}
	}
	// The languages the site has a catalogue for (boot.js lists them).
	if get := app.Window().Get("sizewiseCatalogue"); get.Type() == app.TypeFunction {
		if langs := get.Get("langs"); langs.Truthy() {
			for i := 0; i < langs.Length(); i++ {
				i18n.Offer(i18n.Lang(langs.Index(i).String()))
			}
		}
	}
	query := app.Window().URL().Query().Get(i18n.QueryParam)
	lang = i18n.Choose(query, remembered, browser...)
	app.Window().Get("document").Get("documentElement").Call("setAttribute", "lang", lang.String())
}

// setLang remembers l and reloads the page in it.
func setLang(ctx app.Context, l i18n.Lang) {
	if v := app.Window().Get("localStorage"); v.Truthy() {
		v.Call("setItem", i18n.StorageKey, l.String())
	}
	u := *ctx.Page().URL()
	q := u.Query()
	if q.Has(i18n.QueryParam) {
		q.Set(i18n.QueryParam, l.String())
		u.RawQuery = q.Encode()
		ctx.Page().ReplaceURL(&u)
	}
	ctx.Reload()
}
