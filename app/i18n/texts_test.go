package i18n

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/source"
)

// This file is what the coverage tests read and how they judge it: every
// text a reader is shown, in English and in Russian, with the parts of it
// that are written as they are (a name from a document, the user's words, a
// cited document) marked, so that only the words Sizewise itself writes are
// checked.

// verbatim lists what message m writes as it is given, at any depth: its
// Str and Code arguments (the user's names, the names of a document's keys
// and values). msg keeps an argument's kind to itself, so it is read by
// reflection, the kinds calibrated against msg's own constructors: a
// change to msg's layout fails the test instead of passing it.
func verbatim(t testing.TB, m msg.Message) []string {
	argKinds(t)
	var out []string
	var walkArgs func(args reflect.Value)
	var walkArg func(a reflect.Value)
	walkMsg := func(m reflect.Value) { walkArgs(m.FieldByName("args")) }
	walkArgs = func(args reflect.Value) {
		for i := 0; i < args.Len(); i++ {
			walkArg(args.Index(i))
		}
	}
	walkArg = func(a reflect.Value) {
		switch k := a.FieldByName("kind").Uint(); k {
		case kinds.str, kinds.code:
			out = append(out, a.FieldByName("s").String())
		case kinds.sub:
			if p := a.FieldByName("sub"); !p.IsNil() {
				walkMsg(p.Elem())
			}
		case kinds.list:
			walkArgs(a.FieldByName("list"))
		}
	}
	walkMsg(reflect.ValueOf(m))
	return out
}

var (
	kindsOnce sync.Once
	kinds     struct{ str, code, sub, list uint64 }
	kindsErr  string
)

// argKinds reads the kinds of msg's arguments from arguments msg makes.
func argKinds(t testing.TB) {
	kindsOnce.Do(func() {
		kind := func(a msg.Arg) uint64 {
			f := reflect.ValueOf(a).FieldByName("kind")
			if !f.IsValid() {
				kindsErr = "msg.Arg has no field kind"
				return 0
			}
			return f.Uint()
		}
		kinds.str, kinds.code = kind(msg.Str("x")), kind(msg.Code("x"))
		kinds.sub, kinds.list = kind(msg.Sub(msg.Message{})), kind(msg.List())
		for _, f := range []string{"args"} {
			if !reflect.ValueOf(msg.Message{}).FieldByName(f).IsValid() {
				kindsErr = "msg.Message has no field " + f
			}
		}
		for _, f := range []string{"s", "sub", "list"} {
			if !reflect.ValueOf(msg.Arg{}).FieldByName(f).IsValid() {
				kindsErr = "msg.Arg has no field " + f
			}
		}
		if k := []uint64{kinds.str, kinds.code, kinds.sub, kinds.list}; slices.Contains(k, 0) || len(slices.Compact(slices.Sorted(slices.Values(k)))) != 4 {
			kindsErr = fmt.Sprintf("msg.Arg kinds not told apart: %+v", kinds)
		}
	})
	if kindsErr != "" {
		t.Fatalf("the coverage test reads msg's arguments by reflection and msg changed: %s; update verbatim", kindsErr)
	}
}

// citations are every cited document as a source message writes it: the
// document's own title, authors and publisher, in its own language.
var citations = sync.OnceValue(func() []string {
	var out []string
	for _, d := range source.All() {
		out = append(out, d.String())
	}
	// The longest first, so a citation is not cut by a shorter one in it.
	slices.SortFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
})

// textOf is a message in both languages, with what it writes as it is.
func textOf(t testing.TB, where string, names []string, ctx msg.Context, m msg.Message) (engineString, bool) {
	en := m.In(EN, ctx)
	if en == "" {
		return engineString{}, false
	}
	return engineString{text: en, ru: m.In(RU, ctx), where: where, names: names, codes: verbatim(t, m), code: m.Code()}, true
}

// outcomeStrings lists every text of an evaluation in both languages: the
// steps (label, formula, unit), warnings, sources, links and chart texts.
func outcomeStrings(t testing.TB, where string, names []string, ev *calc.Evaluation) []engineString {
	var out []engineString
	ctx := ev.Context()
	add := func(what string, m msg.Message) {
		if s, ok := textOf(t, where+" "+what, names, ctx, m); ok {
			out = append(out, s)
		}
	}
	unit := func(what string, u msg.Unit, n float64) {
		if e := u.In(EN, n); e != "" {
			out = append(out, engineString{text: e, ru: u.In(RU, n), where: where + " " + what})
		}
	}
	for i, s := range ev.Steps {
		w := fmt.Sprintf("step %d", i+1)
		add(w+" label", s.Label)
		add(w+" formula", s.Formula)
		unit(w+" unit", s.Unit, s.Value)
	}
	for _, w := range ev.Warnings {
		add("warning", w)
	}
	for _, m := range ev.Sources {
		if s, ok := textOf(t, where+" source", names, ctx, m); ok {
			s.cited = true
			out = append(out, s)
		}
	}
	for _, l := range ev.Links {
		add("link", l.Label)
	}
	if c := ev.Outcome.Chart; c != nil {
		for _, m := range chartMessages(c) {
			add("chart", m)
		}
		unit("chart x unit", c.X.Unit, 5)
		unit("chart y unit", c.Y.Unit, 5)
	}
	return out
}

// chartMessages are a chart's words.
func chartMessages(c *chart.Chart) []msg.Message {
	ms := []msg.Message{c.Title, c.X.Label, c.Y.Label}
	for _, s := range c.Series {
		ms = append(ms, s.Name)
	}
	for _, g := range c.Groups {
		ms = append(ms, g.Label)
		for _, b := range g.Bars {
			ms = append(ms, b.Name)
		}
	}
	for _, b := range c.Bands {
		ms = append(ms, b.Label)
	}
	if c.Marker != nil {
		ms = append(ms, c.Marker.Label)
	}
	for _, r := range c.Rules {
		ms = append(ms, r.Label)
	}
	return ms
}

// metaStrings lists a calculator's own words: title, question, labels,
// hints, units, choice labels, alternatives, outputs and columns.
func metaStrings(m calc.Meta) []engineString {
	var out []engineString
	add := func(where string, ts ...msg.Text) {
		for _, x := range ts {
			if x.EN != "" {
				out = append(out, engineString{text: x.EN, ru: x.In(RU), where: m.ID + " " + where})
			}
		}
	}
	unit := func(u msg.Unit) msg.Text { return msg.T(u.Name(EN)).Given(RU, u.Name(RU)) }
	add("meta", m.Title, m.Question)
	for _, f := range m.Fields {
		add("field "+f.Name, f.Label, f.Hint, unit(f.Unit))
		if !f.Range.IsZero() {
			add("range "+f.Name, msg.T(f.Range.In(EN, nil)).Given(RU, f.Range.In(RU, nil)))
		}
		for _, ch := range f.Choices {
			add("choice "+f.Name+"="+ch.Value, ch.Label)
		}
	}
	for _, a := range m.Alts {
		add("alt "+a.Name, a.Label)
		for _, o := range a.Options {
			add("alt "+a.Name+" option", o.Label)
		}
	}
	for _, o := range m.Outputs {
		add("output "+o.Name, o.Label, unit(o.Unit))
		for _, col := range o.Columns {
			add("column "+col.Name, col.Label, unit(col.Unit))
			for _, v := range col.Values {
				add("column value", v)
			}
		}
		for _, v := range o.Values {
			add("output value", v)
		}
	}
	return out
}

var (
	quotedRE       = regexp.MustCompile(`«[^»]*»|“[^”]*”`)
	straightQuoted = regexp.MustCompile(`"[^"\n]*"`)
)

// keptPhrases are Latin-script phrases a Russian text keeps on purpose:
// esxtop's own counter name, an example the user types.
var keptPhrases = []string{"VMKMEM/MB managed", `"VM, prod"`}

// gloss is the English term a Russian text gives in parentheses after its
// own word, as Russian VMware writing does ("Доли (shares)").
var gloss = regexp.MustCompile(`(\S) \([a-z]+(?:[ -][a-z]+){0,2}\)`)

// masked is s with what it writes as it is taken out: the cited documents,
// its verbatim arguments (a name is taken out where it stands as a word; a
// text of several words only where it is quoted, so English passed through
// as a value is still read) and whatever it quotes (a label in «» or “”,
// a JSON example in "").
func masked(s engineString, lang msg.Lang) string {
	text := s.ru
	if lang == EN {
		text = s.text
	}
	for _, c := range citations() {
		text = strings.ReplaceAll(text, c, "‹›")
	}
	for _, p := range keptPhrases {
		text = strings.ReplaceAll(text, p, "")
	}
	for _, v := range s.codes {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		if s.cited {
			text = strings.ReplaceAll(text, v, "‹›") // the document's own words
			continue
		}
		if !strings.ContainsAny(v, " \t\n") {
			text = wordRE(v).ReplaceAllString(text, "${1}‹›${2}")
			continue
		}
		for _, q := range [][2]string{{"«", "»"}, {`"`, `"`}, {"“", "”"}, {"'", "'"}} {
			text = strings.ReplaceAll(text, q[0]+v+q[1], "‹›")
		}
	}
	if lang == RU {
		text = gloss.ReplaceAllString(text, "$1 (‹›)")
	}
	text = quotedRE.ReplaceAllString(text, "«»") // labels and values in quotes
	return straightQuoted.ReplaceAllString(text, `""`)
}

var wordREs sync.Map

// wordRE matches w standing as a word (not inside a longer name).
func wordRE(w string) *regexp.Regexp {
	if re, ok := wordREs.Load(w); ok {
		return re.(*regexp.Regexp)
	}
	re := regexp.MustCompile(`(^|[^\pL\pN_])` + regexp.QuoteMeta(w) + `($|[^\pL\pN_])`)
	wordREs.Store(w, re)
	return re
}

var (
	corpusOnce  sync.Once
	corpusTexts []engineString
)

// sharedCorpus is corpus, built once for the tests that read it (its own
// problems are reported by the first).
func sharedCorpus(t testing.TB) []engineString {
	corpusOnce.Do(func() { corpusTexts = corpus(t) })
	return corpusTexts
}

// rawIDs are the identifiers of the registered calculators shaped like
// identifiers (write_iops, raid5-ftt1, vsan8-esa, ios), found as words in
// a text: a field or choice written by its id instead of its label.
func rawIDs(text string) []string {
	var out []string
	for _, w := range latinWord.FindAllString(text, -1) {
		if knownID(w) && strings.ContainsAny(w, "_-0123456789") {
			out = append(out, w)
		}
	}
	return out
}

// finding is one thing judge found wrong: key is the message's key (or,
// for a fixed text, where it is shown), so knownFindings can name it.
type finding struct{ key, text string }

// judge returns what is wrong with s: English words left in its Russian,
// identifiers in either language, a placeholder left unfilled.
func judge(s engineString) []finding {
	var out []finding
	key := s.code
	if key == "" {
		key = s.where
	}
	if left := latinLeft(masked(s, RU), s.names); len(left) > 0 {
		out = append(out, finding{key, fmt.Sprintf("English left %v (%s):\n\t%s\n\t→ %s", left, s.where, s.text, s.ru)})
	}
	if ids := rawIDs(masked(s, EN)); len(ids) > 0 {
		out = append(out, finding{key, fmt.Sprintf("identifier %v in English prose (%s):\n\t%s", ids, s.where, s.text)})
	}
	if bad := wrongCount(masked(s, RU)); len(bad) > 0 {
		out = append(out, finding{key, fmt.Sprintf("a count that does not agree with its noun %v (%s):\n\t%s", bad, s.where, s.ru)})
	}
	if bad := otherCPUWord(masked(s, RU)); len(bad) > 0 {
		out = append(out, finding{key, fmt.Sprintf("%v for a processor, not «ЦП» (%s):\n\t%s", bad, s.where, s.ru)})
	}
	if strings.Contains(s.ru, "{") && !strings.Contains(s.text, "{") {
		out = append(out, finding{key, fmt.Sprintf("placeholder left (%s):\n\t%s\n\t→ %s", s.where, s.text, s.ru)})
	}
	return out
}

// report fails on every finding knownFindings does not list, and, when
// stale is set (the test that sees every text of its kind), on every entry
// of its kind that no longer occurs: the list only shrinks.
func report(t *testing.T, found []finding, kind string, stale bool) {
	t.Helper()
	seen := map[string]bool{}
	for _, f := range found {
		key := f.key
		if kind == "template" {
			key = "template:" + key
		}
		if k, ok := knownFindings[key]; ok && k.kind == kind {
			seen[key] = true
			continue
		}
		t.Error(f.text)
	}
	if !stale {
		return
	}
	for key, k := range knownFindings {
		if k.kind == kind && !seen[key] {
			t.Errorf("knownFindings lists %s (%s), which is fixed: take it out", key, k.where)
		}
	}
}

// known is a finding in a package this test does not own, left for its
// owner: where it is and what is wrong.
type known struct{ kind, where string }

// knownFindings are the findings of these tests in the calculator and
// importer packages, each for its owner to fix (and then to take out of
// this list; the tests fail on an entry that no longer occurs). Kind
// "template" is TestEveryKeyHasRussian's (the key's templates), "shown"
// TestEveryChoiceInRussian's and TestEngineCoverage's (the rendered text).
var knownFindings = func() map[string]known {
	m := map[string]known{}
	return m
}()
