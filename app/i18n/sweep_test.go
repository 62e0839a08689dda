package i18n

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	_ "github.com/sizewise/sizewise/app/plans" // the plans library's messages
	"github.com/sizewise/sizewise/engine/calc"
	_ "github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
	_ "github.com/sizewise/sizewise/engine/rvtools" // the importer's messages
)

// sweepWork bounds the work of one evaluation of the sweep (calc.Spec.Work
// units): a cache simulation at its defaults is 13 million; the sweep runs
// it once and every other variant on a base cheap enough to run hundreds.
const sweepWork = 100_000

// TestEveryChoiceInRussian is the coverage test from outside: it derives
// its inputs from the registry alone (no hand-written corpus) and evaluates
// every calculator at its defaults, across every combination of its choice
// values and switches, at the edges of every number's range (its minimum
// and maximum, just outside them, a tenth and ten times its default, and
// absent when it is optional), alone and with each choice value, then
// renders every label, step, warning, source, link, chart text and problem
// in Russian and fails on English left and on identifiers in either
// language (judge). It also fails when a choice value is never evaluated.
func TestEveryChoiceInRussian(t *testing.T) {
	if testing.Short() {
		t.Skip("the sweep evaluates every calculator some thousand times")
	}
	var all []engineString
	runs, skipped := 0, 0
	for _, c := range calc.All() {
		m := c.Meta()
		all = append(all, metaStrings(m)...)
		evaluated := map[string]bool{}
		for _, v := range sweepVariants(t, c) {
			in, errs, ok := c.Resolve(v.raw, calc.Strict)
			for _, e := range errs {
				if s, ok := textOf(t, m.ID+" "+v.what+" at "+e.Field, nil, m, e.Msg); ok {
					all = append(all, s)
				}
			}
			if !ok {
				in, _, ok = c.Resolve(v.raw, calc.Lenient) // what the page shows of a bad link
				if !ok {
					continue
				}
			}
			if in.Work() > sweepWork && !v.defaults {
				skipped++
				continue
			}
			ev, errs := in.Evaluate()
			runs++
			for _, e := range errs {
				if s, ok := textOf(t, m.ID+" "+v.what+" evaluated at "+e.Field, nil, m, e.Msg); ok {
					all = append(all, s)
				}
			}
			if ev == nil {
				continue
			}
			all = append(all, outcomeStrings(t, m.ID+" "+v.what, namesIn(string(v.raw)), ev)...)
			if len(errs) == 0 {
				for _, f := range m.Fields {
					if f.Kind == calc.Choice {
						if got := calc.ValuesOf(m, ev.Inputs).Get(f.Name); got != "" {
							evaluated[f.Name+"="+got] = true
						}
					}
				}
			}
		}
		for _, f := range m.Fields {
			for _, v := range f.Values() {
				if !evaluated[f.Name+"="+v] {
					t.Errorf("%s: the sweep never evaluates %s = %s", m.ID, f.Name, v)
				}
			}
		}
	}
	all = append(all, sharedCorpus(t)...) // and the hand corpus: so every text of its kind is seen here
	texts := uniqueStrings(all)
	var found []finding
	for _, s := range texts {
		found = append(found, judge(s)...)
	}
	report(t, found, "shown", true)
	t.Logf("%d evaluations (%d too heavy to run), %d distinct texts, %d findings", runs, skipped, len(texts), len(found))
}

// variant is one set of inputs of the sweep.
type variant struct {
	what     string
	raw      json.RawMessage
	defaults bool
}

// sweepVariants derives the inputs of the sweep from c's registered fields.
func sweepVariants(t *testing.T, c calc.Calculator) []variant {
	m := c.Meta()
	defaults := decodeObject(t, c.Defaults().JSON())
	base := cheapBase(t, c, defaults)
	var out []variant
	add := func(what string, over map[string]any, from map[string]any) {
		in := maps.Clone(from)
		for k, v := range over {
			in[k] = v
		}
		b, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, variant{what: what, raw: b})
	}
	out = append(out, variant{what: "defaults", raw: c.Defaults().JSON(), defaults: true})

	// Every combination of the choices and switches (each choice value
	// alone when there are too many).
	var axes [][]setting
	for _, f := range m.Fields {
		switch f.Kind {
		case calc.Choice:
			var ss []setting
			for _, v := range f.Values() {
				ss = append(ss, setting{f.Name, choiceValue(defaults, f, v)})
			}
			axes = append(axes, ss)
		case calc.Bool:
			axes = append(axes, []setting{{f.Name, true}, {f.Name, false}})
		}
	}
	var singles []setting
	for _, a := range axes {
		singles = append(singles, a...)
	}
	if combos := product(axes, 2000); combos != nil {
		for _, combo := range combos {
			add(describe(combo), settings(combo), base)
		}
	} else {
		// Too many for every combination: each value alone and every pair
		// of values of two settings (a value that needs another, like
		// vSAN's ESA needing an ESA rule set, is still evaluated).
		for _, s := range singles {
			add(describe([]setting{s}), settings([]setting{s}), base)
		}
		for i, a := range axes {
			for _, b := range axes[i+1:] {
				for _, sa := range a {
					for _, sb := range b {
						pair := []setting{sa, sb}
						add(describe(pair), settings(pair), base)
					}
				}
			}
		}
		// A value that needs two others (a vSAN storage cluster needs ESA
		// and an ESA rule set): with every pair of the other settings.
		for ai, a := range axes {
			for _, s := range a {
				b, _ := json.Marshal(merged(base, settings([]setting{s})))
				if _, _, ok := c.Resolve(b, calc.Strict); ok {
					continue
				}
				for i, x := range axes {
					for j := i + 1; j < len(axes); j++ {
						if i == ai || j == ai {
							continue
						}
						for _, sx := range x {
							for _, sy := range axes[j] {
								three := []setting{s, sx, sy}
								add(describe(three), settings(three), base)
							}
						}
					}
				}
			}
		}
	}

	// The edges of every number, alone and with each choice value; and all
	// numbers at their minimum, or maximum, together.
	lows, highs := map[string]any{}, map[string]any{}
	for _, f := range m.Fields {
		if f.Kind != calc.Number && f.Kind != calc.Integer {
			continue
		}
		for _, e := range edges(f, defaults[f.Name]) {
			what := fmt.Sprintf("%s=%v", f.Name, e.value)
			add(what, map[string]any{f.Name: e.value}, base)
			for _, s := range singles {
				add(what+" "+describe([]setting{s}), map[string]any{f.Name: e.value, s.name: s.value}, base)
			}
			switch e.kind {
			case "min":
				lows[f.Name] = e.value
			case "max":
				highs[f.Name] = e.value
			}
		}
	}
	for _, s := range append([]setting{{}}, singles...) {
		for what, set := range map[string]map[string]any{"all at their minimum": lows, "all at their maximum": highs} {
			over := maps.Clone(set)
			if s.name != "" {
				over[s.name] = s.value
				what += " " + describe([]setting{s})
			}
			add(what, over, base)
		}
	}
	return out
}

// merged is from with over's inputs set.
func merged(from, over map[string]any) map[string]any {
	in := maps.Clone(from)
	for k, v := range over {
		in[k] = v
	}
	return in
}

// setting is one input set to one value.
type setting struct {
	name  string
	value any
}

func settings(ss []setting) map[string]any {
	out := map[string]any{}
	for _, s := range ss {
		out[s.name] = s.value
	}
	return out
}

func describe(ss []setting) string {
	parts := make([]string, len(ss))
	for i, s := range ss {
		parts[i] = fmt.Sprintf("%s=%v", s.name, s.value)
	}
	return strings.Join(parts, " ")
}

// product lists every combination of one setting from each axis, or nil
// when there are more than limit.
func product(axes [][]setting, limit int) [][]setting {
	n := 1
	for _, a := range axes {
		n *= len(a)
		if n > limit {
			return nil
		}
	}
	out := [][]setting{{}}
	for _, a := range axes {
		var next [][]setting
		for _, combo := range out {
			for _, s := range a {
				next = append(next, append(slices.Clone(combo), s))
			}
		}
		out = next
	}
	return out
}

// choiceValue is v as the field's JSON value: a number when the field's
// default is one (vsa's disk RPM), else a string.
func choiceValue(defaults map[string]any, f calc.Field, v string) any {
	if _, isNum := defaults[f.Name].(float64); isNum {
		if x, err := strconv.ParseFloat(v, 64); err == nil {
			return x
		}
	}
	return v
}

// edge is one value of a number's range.
type edge struct {
	kind  string
	value any
}

// edges are the values of the sweep for a number field: its minimum and
// maximum (inside an exclusive bound), just outside them, a tenth and ten
// times its default, and null when it is optional.
func edges(f calc.Field, def any) []edge {
	whole := f.Kind == calc.Integer
	step := func(x float64) float64 {
		if whole {
			return 1
		}
		return math.Max(math.Abs(x)*1e-3, 1e-3)
	}
	num := func(x float64) any {
		if whole {
			return math.Round(x)
		}
		return x
	}
	var out []edge
	if f.Min != nil {
		lo := f.Min.Value
		if f.Min.Exclusive {
			lo += step(lo)
		}
		out = append(out, edge{"min", num(lo)}, edge{"below", num(f.Min.Value - step(f.Min.Value))})
	}
	if f.Max != nil {
		hi := f.Max.Value
		if f.Max.Exclusive {
			hi -= step(hi)
		}
		out = append(out, edge{"max", num(hi)}, edge{"above", num(f.Max.Value + step(f.Max.Value))})
	}
	if d, ok := def.(float64); ok && d != 0 {
		for _, x := range []float64{d / 10, d * 10} {
			if whole && x != math.Trunc(x) {
				x = math.Ceil(x)
			}
			out = append(out, edge{"scaled", num(x)})
		}
	}
	if f.Optional {
		out = append(out, edge{"absent", nil})
	}
	return out
}

// cheapBase is the defaults, or, when they cost more than sweepWork, the
// defaults with whole-number inputs put to their minimum, one at a time in
// the form's order, as long as that lowers the work, until it is within
// sweepWork (the cache simulation: I/Os and warm-up I/Os).
func cheapBase(t *testing.T, c calc.Calculator, defaults map[string]any) map[string]any {
	base := maps.Clone(defaults)
	work := func(in map[string]any) float64 {
		b, _ := json.Marshal(in)
		r, _, ok := c.Resolve(b, calc.Strict)
		if !ok {
			return math.Inf(1)
		}
		return r.Work()
	}
	w := work(base)
	for _, f := range c.Meta().Fields {
		if w <= sweepWork {
			break
		}
		if f.Kind != calc.Integer || f.Min == nil {
			continue
		}
		try := maps.Clone(base)
		try[f.Name] = f.Min.Value
		if f.Min.Exclusive {
			try[f.Name] = f.Min.Value + 1
		}
		if tw := work(try); tw < w {
			base, w = try, tw
		}
	}
	if w > sweepWork {
		t.Logf("%s: no cheaper base than %v units of work; its variants are resolved, not evaluated", c.Meta().ID, w)
	}
	return base
}

func decodeObject(t *testing.T, raw json.RawMessage) map[string]any {
	var out map[string]any
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// placeholderRE matches a template's placeholder: {0}, {0|one|other},
// {0|one|few|many}.
var placeholderRE = regexp.MustCompile(`\{[0-9]{1,2}(?:\|[^{}|]*)*\}`)

// TestEveryKeyHasRussian: every registered message (msg.Keys(): the
// engine's, the plans library's, the importers'; app/ui's one key is not
// linked here, app/ui imports this package) has a Russian template with
// the same placeholders, two English and three Russian word forms in each
// plural, Russian words wherever the English has words to translate, and
// no English word or identifier left in it (judge's rules, applied to the
// template with its placeholders taken out).
func TestEveryKeyHasRussian(t *testing.T) {
	keys := msg.Keys()
	if len(keys) < 300 {
		t.Fatalf("only %d keys registered: is every package linked into this test?", len(keys))
	}
	// Every key and unit has its Russian in the catalogue, with the same
	// arguments (Template would fall back to English without it).
	for _, problem := range msg.Verify(msg.RU) {
		t.Error(problem)
	}
	var found []finding
	for _, k := range keys {
		en, ru := k.Template(msg.EN), k.Template(msg.RU)
		if ru == "" {
			t.Errorf("%s: no Russian", k.ID())
			continue
		}
		if a, b := indices(en), indices(ru); !slices.Equal(a, b) {
			t.Errorf("%s: placeholders differ: en %v %q, ru %v %q", k.ID(), a, en, b, ru)
		}
		for _, n := range pluralForms(en) {
			if n != 2 {
				t.Errorf("%s: an English plural with %d forms, not 2 (one|other): %q", k.ID(), n, en)
			}
		}
		for _, n := range pluralForms(ru) {
			if n != 3 {
				t.Errorf("%s: a Russian plural with %d forms, not 3 (one|few|many): %q", k.ID(), n, ru)
			}
		}
		if bad := bareCount(ru); len(bad) > 0 {
			found = append(found, finding{k.ID(), fmt.Sprintf("%s: a count without word forms before its noun %q (use {n|one|few|many}): %q", k.ID(), bad, ru)})
		}
		s := engineString{text: placeholderRE.ReplaceAllString(en, "‹›"), ru: placeholderRE.ReplaceAllString(ru, "‹›"), where: "key " + k.ID(), code: k.ID()}
		if len(latinLeft(masked(s, EN), nil)) > 0 && (en == ru || !cyrillic.MatchString(ru)) {
			found = append(found, finding{k.ID(), fmt.Sprintf("%s: not translated: %q", k.ID(), ru)})
		}
		found = append(found, judge(s)...)
	}
	report(t, found, "template", true)
}

// pluralForms lists, for each plural placeholder of t in order, its number
// of word forms.
func pluralForms(t string) []int {
	var out []int
	for _, m := range placeholderRE.FindAllString(t, -1) {
		if n := strings.Count(m, "|"); n > 0 {
			out = append(out, n)
		}
	}
	sort.Ints(out) // the order of placeholders differs between languages
	return out
}
