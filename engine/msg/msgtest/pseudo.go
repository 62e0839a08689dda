// Package msgtest gives tests a pseudo-locale: a language whose catalogue
// is every key, text and unit of the Russian catalogue in English wrapped
// in ⟦⟧, so that any text a reader sees without the brackets did not come
// through a catalogue (a text added without its translation, or built from
// English pieces). Tests in any package load it with LoadPseudo and look
// for such text with Bypasses.
package msgtest

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
)

// Pseudo is the pseudo-locale's language code.
const Pseudo msg.Lang = "qps"

// Catalogue is the pseudo-locale's catalogue: every key, text and unit of
// the Russian catalogue (which must be loaded), and ui, the app's own
// strings in English by UI key, in English wrapped in ⟦⟧. A site built for
// the browser tests serves it as a language of its own.
func Catalogue(ui ...map[string]string) (msg.Catalogue, error) {
	ru := msg.CatalogueOf(msg.RU)
	if ru == nil {
		return msg.Catalogue{}, errors.New("msgtest: no Russian catalogue loaded")
	}
	wrap := func(s string) string { return "⟦" + s + "⟧" }
	c := msg.Catalogue{Keys: map[string]string{}, Texts: map[string]string{}, UI: map[string]string{}, Units: map[string][]string{}}
	for _, m := range ui {
		for k, en := range m {
			c.UI[k] = wrap(en)
		}
	}
	for _, k := range msg.Keys() {
		c.Keys[k.ID()] = wrap(k.Template(msg.EN))
	}
	for en := range ru.Texts {
		c.Texts[en] = wrap(en)
	}
	for u := range ru.Units {
		unit := msg.Unit(u)
		c.Units[u] = []string{wrap(unit.In(msg.EN, 1)), wrap(unit.In(msg.EN, 2)), wrap(unit.In(msg.EN, 5))}
	}
	return c, nil
}

// LoadPseudo registers the pseudo-locale for the rest of the test (it is
// unloaded when the test ends). The Russian catalogue must be loaded. ui
// are the app's own strings in English by UI key (app/i18n's, which the
// engine cannot import), for a test of what the app writes; none for the
// engine's alone.
func LoadPseudo(t testing.TB, ui ...map[string]string) {
	t.Helper()
	c, err := Catalogue(ui...)
	if err != nil {
		t.Fatal(err)
	}
	msg.Unload(Pseudo)
	if err := msg.Register(Pseudo, c); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { msg.Unload(Pseudo) })
	// The check can fail: a text no catalogue has shows unwrapped.
	untranslated := "A text with no translation" // not a literal of msg.T: no catalogue is to have it
	if Bypasses(msg.T(untranslated).In(Pseudo)) == "" {
		t.Fatal("msgtest: an untranslated text passes the pseudo-locale")
	}
}

var (
	// bracketed is an innermost ⟦…⟧.
	bracketed = regexp.MustCompile(`⟦[^⟦⟧]*⟧`)
	// prose is two English words in a row: a phrase, not a name or a code.
	prose = regexp.MustCompile(`\b[A-Za-z][a-z]+[ -][a-z]{2,}\b`)
	// address is a URL or a host name (yellow-bricks.com): a cited
	// document's address, not words.
	address = regexp.MustCompile(`\S*://\S*|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b`)
)

// Unwrapped is what is left of s once every ⟦…⟧ is taken out. A text a
// writer clipped to fit ("…" at the cut) lost its closing brackets with
// its end: an ellipsis closes every bracket still open.
func Unwrapped(s string) string {
	s = closeClipped(s)
	for {
		r := bracketed.ReplaceAllString(s, " ")
		if r == s {
			return s
		}
		s = r
	}
}

// Bypasses is the first English phrase (two words in a row) of s, a text
// rendered in the pseudo-locale, outside every ⟦⟧: text that did not come
// through a catalogue. "" when there is none.
// Addresses (URLs, host names) are not words.
func Bypasses(s string) string {
	return prose.FindString(address.ReplaceAllString(Unwrapped(s), " "))
}

// closeClipped closes, at each "…" that clips a text, the brackets open
// before it. An ellipsis is a clip when what follows does not close them:
// "next steps… (saved)⟧" is a text's own ellipsis, "⟦Usable after a ho…"
// a clipped label.
func closeClipped(s string) string {
	if !strings.Contains(s, "…") {
		return s
	}
	var b strings.Builder
	depth := 0
	for i, r := range s {
		switch r {
		case '⟦':
			depth++
		case '⟧':
			depth = max(depth-1, 0)
		case '…':
			if depth == 0 || closes(s[i+len("…"):]) >= depth {
				break // the text's own ellipsis
			}
			b.WriteString(strings.Repeat("⟧", depth))
			depth = 0
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// closes is how many brackets opened before s it closes.
func closes(s string) int {
	open, closed := 0, 0
	for _, r := range s {
		switch r {
		case '⟦':
			open++
		case '⟧':
			if open > 0 {
				open--
			} else {
				closed++
			}
		}
	}
	return closed
}
