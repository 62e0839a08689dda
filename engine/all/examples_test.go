package all_test

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// TestEveryCalculatorHasExamples: every calculator gives its examples
// (calc.Spec.Examples), the corpus the catalogue tests render in every
// language (app/i18n), and they are what they say: each good input is
// valid and answered, each bad input and each bad share-link query gives
// at least one problem, keyed by a field.
func TestEveryCalculatorHasExamples(t *testing.T) {
	for _, c := range calc.All() {
		m := c.Meta()
		ex := m.Examples
		if len(ex.Good) == 0 || len(ex.Bad) == 0 || len(ex.BadQueries) == 0 {
			t.Errorf("%s: %d good inputs, %d bad, %d bad queries in its examples: give at least one of each (calc.Spec.Examples)",
				m.ID, len(ex.Good), len(ex.Bad), len(ex.BadQueries))
		}
		for _, in := range ex.Good {
			ev, errs := c.Evaluate(json.RawMessage(in))
			if len(errs) > 0 || ev == nil {
				t.Errorf("%s: good example %s: %v", m.ID, in, errs)
			}
		}
		for _, in := range ex.Bad {
			if _, errs := c.Evaluate(json.RawMessage(in)); len(errs) == 0 {
				t.Errorf("%s: bad example %s passes", m.ID, in)
			}
		}
		for _, qs := range ex.BadQueries {
			q, err := url.ParseQuery(qs)
			if err != nil {
				t.Errorf("%s: bad query %q is no query: %v", m.ID, qs, err)
				continue
			}
			_, errs, _ := c.ResolveValues(q, calc.ParseNumber, calc.Lenient)
			if len(errs) == 0 {
				t.Errorf("%s: bad query %s passes", m.ID, qs)
			}
			for _, e := range errs {
				if e.Field == "" {
					t.Errorf("%s: bad query %s: a problem names no field: %v", m.ID, qs, e)
				}
			}
		}
	}
}

// TestHintsDoNotRestateTheirRange: a number field's range is said by its
// derived range sentence (calc.Field.Range, from the validate rules), so
// its hint does not say it again by hand, where it could drift from the
// rules.
func TestHintsDoNotRestateTheirRange(t *testing.T) {
	for _, c := range calc.All() {
		m := c.Meta()
		for _, f := range m.Fields {
			if f.Max == nil || f.Min == nil {
				continue
			}
			hint := f.Hint.In(msg.EN)
			hi := msg.FormatNum(msg.EN, f.Max.Value)
			for _, said := range []string{
				msg.FormatNum(msg.EN, f.Min.Value) + " to " + hi,
				msg.FormatNum(msg.EN, scenario.Least) + " to " + hi,
				"at most " + hi, "up to " + hi, "otherwise " + msg.FormatNum(msg.EN, scenario.Least),
			} {
				if strings.Contains(hint, said) {
					t.Errorf("%s: %s's hint says %q, which its range sentence says (%q): %q", m.ID, f.Name, said, f.Range.In(msg.EN, nil), hint)
				}
			}
			if f.Range.IsZero() {
				t.Errorf("%s: %s is bounded but has no range sentence", m.ID, f.Name)
			}
		}
	}
}

// FuzzEvaluate evaluates any document for every calculator, seeded with
// every calculator's examples: no input panics, a refused one says which
// field, and an answered one has results.
func FuzzEvaluate(f *testing.F) {
	for _, c := range calc.All() {
		m := c.Meta()
		f.Add(m.ID, "{}")
		for _, in := range append(append([]string{}, m.Examples.Good...), m.Examples.Bad...) {
			f.Add(m.ID, in)
		}
	}
	f.Fuzz(func(t *testing.T, id, in string) {
		c, ok := calc.Lookup(id)
		if !ok {
			return
		}
		ev, errs := c.Evaluate(json.RawMessage(in))
		if len(errs) == 0 && (ev == nil || ev.Results == nil) {
			t.Fatalf("%s %s: no problem and no results", id, in)
		}
		for _, e := range errs {
			if e.Msg.IsZero() {
				t.Fatalf("%s %s: a problem without a message at %q", id, in, e.Field)
			}
		}
	})
}
