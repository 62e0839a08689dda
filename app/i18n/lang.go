package i18n

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
)

// Lang is a user-interface language (the engine's msg.Lang). Its value is
// the BCP 47 primary language subtag ("en", "ru"), as used in the page's lang
// attribute, in the "lang" query parameter and in the remembered setting.
type Lang = msg.Lang

// The supported languages.
const (
	EN = msg.EN
	RU = msg.RU
)

// Default is the language used when nothing better is known.
const Default = EN

// Langs lists the supported languages in the order a language switch shows them.
var Langs = []Lang{EN, RU}

// offered are the languages besides Langs that the site serves a catalogue
// for (Offer): the set of languages is open, as the catalogues are files.
var offered []Lang

// Offer adds languages the site has a catalogue for (web/boot.js lists
// them) to those a page may be in: reached by ?lang= or a remembered
// choice, though the language switch lists Langs alone (a catalogue being
// written, the browser tests' pseudo-locale).
func Offer(langs ...Lang) {
	for _, l := range langs {
		if _, ok := lookup(string(l)); !ok && string(l) != "" {
			offered = append(offered, Lang(strings.ToLower(string(l))))
		}
	}
}

// StorageKey is the localStorage key under which the UI remembers the chosen
// language.
const StorageKey = "sizewise.lang"

// QueryParam is the URL query parameter that forces a language ("?lang=ru");
// the calculator pages ignore it as an input.
const QueryParam = "lang"

// Parse reads a language tag as a browser or a user gives it: "ru", "RU",
// "ru-RU", "ru_RU", "en-US", "en-GB;q=0.8"… Anything that is not a supported
// language (including "") is Default.
func Parse(s string) Lang {
	l, ok := lookup(s)
	if !ok {
		return Default
	}
	return l
}

// lookup is Parse that reports whether s named a supported language.
func lookup(s string) (Lang, bool) {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, ';'); i >= 0 {
		s = s[:i]
	}
	primary := strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(primary, "-_"); i >= 0 {
		primary = primary[:i]
	}
	for _, set := range [][]Lang{Langs, offered} {
		for _, l := range set {
			if string(l) == primary {
				return l, true
			}
		}
	}
	return Default, false
}

// FromAcceptLanguage picks the first supported language of a preference list
// (navigator.languages: ["ru-RU", "ru", "en-US"]) or of HTTP Accept-Language
// headers ("ru-RU,ru;q=0.9,en;q=0.8"; quality weights are honoured), or
// Default when none is supported.
func FromAcceptLanguage(prefs ...string) Lang {
	type pref struct {
		tag string
		q   float64
		pos int
	}
	var all []pref
	for _, p := range prefs {
		for _, part := range strings.Split(p, ",") {
			tag, params, _ := strings.Cut(part, ";")
			q := 1.0
			if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
			if strings.TrimSpace(tag) != "" {
				all = append(all, pref{tag, q, len(all)})
			}
		}
	}
	best, bestQ := Default, 0.0
	found := false
	for _, p := range all {
		if l, ok := lookup(p.tag); ok && p.q > 0 && (!found || p.q > bestQ) {
			best, bestQ, found = l, p.q, true
		}
	}
	return best
}

// Choose decides the language of a page: an explicit choice (the "lang"
// query parameter, then the remembered setting) wins when it names a
// supported language; otherwise the browser's preferences decide.
func Choose(query, remembered string, browser ...string) Lang {
	for _, s := range []string{query, remembered} {
		if l, ok := lookup(s); ok {
			return l
		}
	}
	return FromAcceptLanguage(browser...)
}

// Name is the language's name in itself, for a language switch: "English",
// "Русский".
func Name(l Lang) string {
	switch l {
	case RU:
		return "Русский"
	}
	return "English"
}

// Valid reports whether l is a supported language.
func Valid(l Lang) bool {
	_, ok := lookup(string(l))
	return ok && string(l) == strings.ToLower(string(l)) && !strings.ContainsAny(string(l), "-_;")
}
