package plans

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// pseudo is a language whose catalogue is generated: every key, text and
// unit of the Russian catalogue, in English wrapped in ⟦⟧. A text shown in
// it without the brackets did not come through a catalogue.
const pseudo msg.Lang = "qps"

func loadPseudo(t *testing.T) {
	t.Helper()
	ru := msg.CatalogueOf(msg.RU)
	if ru == nil {
		t.Fatal("no Russian catalogue loaded")
	}
	wrap := func(s string) string { return "⟦" + s + "⟧" }
	c := msg.Catalogue{Keys: map[string]string{}, Texts: map[string]string{}, Units: map[string][]string{}}
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
	msg.Unload(pseudo)
	if err := msg.Register(pseudo, c); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { msg.Unload(pseudo) })
}

var (
	// bracketed is an innermost ⟦…⟧.
	bracketed = regexp.MustCompile(`⟦[^⟦⟧]*⟧`)
	// prose is two English words in a row: a phrase, not a name or a code.
	prose = regexp.MustCompile(`\b[A-Za-z][a-z]+[ -][a-z]{2,}\b`)
)

// unwrapped is what is left of s once every ⟦…⟧ is taken out.
func unwrapped(s string) string {
	for {
		r := bracketed.ReplaceAllString(s, " ")
		if r == s {
			return s
		}
		s = r
	}
}

// Every calculator's page view model and its Markdown export, in the
// pseudo-locale, show no English phrase outside ⟦⟧: nothing a reader sees
// bypasses the catalogue (a text added without its translation, or built
// from English pieces, would show here unwrapped).
func TestPseudoLocale(t *testing.T) {
	loadPseudo(t)
	// The test can fail: a text no catalogue has shows unwrapped.
	if prose.FindString(unwrapped(msg.T("A text with no translation").In(pseudo))) == "" {
		t.Fatal("an untranslated text passes")
	}
	p := Plan{ID: "p1", Name: "P", Created: time.Date(2026, 12, 5, 0, 0, 0, 0, time.UTC)}
	for i, c := range calc.All() {
		id := c.Meta().ID
		ev, errs := c.Evaluate(c.Defaults().JSON())
		if len(errs) > 0 {
			t.Fatalf("%s defaults: %v", id, errs)
		}
		r := view.Of(ev, pseudo)
		var texts []string
		add := func(where string, ss ...string) {
			for _, s := range ss {
				texts = append(texts, where+"\x00"+s)
			}
		}
		add(id+" title", r.Title, r.Question)
		for _, vs := range [][]view.Value{r.Inputs, r.Headline, r.Details} {
			for _, v := range vs {
				add(id+" value "+v.Name, v.Label, v.Text, v.Unit)
			}
		}
		for _, tb := range r.Tables {
			add(id+" table "+tb.Name, tb.Caption)
			for _, col := range tb.Columns {
				add(id+" column "+col.Name, col.Heading())
			}
		}
		for _, s := range r.Steps {
			add(id+" step", s.Label, s.Value)
		}
		add(id+" warning", r.Warnings...)
		add(id+" source", r.Sources...)
		for _, l := range r.Links {
			add(id+" link", l.Label)
		}
		for _, s := range texts {
			where, text, _ := strings.Cut(s, "\x00")
			if m := prose.FindString(unwrapped(text)); m != "" {
				t.Errorf("%s: %q bypasses the catalogue (%q)", where, m, text)
			}
		}
		e := NewEntry(id, nil)
		e.ID = fmt.Sprint(i + 1)
		p.Scenarios = append(p.Scenarios, e)
	}
	md := string(ExportMarkdown(p, MarkdownOptions{Lang: pseudo}))
	for _, line := range strings.Split(md, "\n") {
		if strings.Contains(line, "](") || strings.HasPrefix(line, "# ") {
			continue // a share link's address; the plan's name
		}
		if m := prose.FindString(unwrapped(line)); m != "" {
			t.Errorf("Markdown: %q bypasses the catalogue: %q", m, line)
		}
	}
}
