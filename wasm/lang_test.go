//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// The CLI in Russian, tested from outside: `sizewise eval --lang ru` and
// `sizewise calculators --lang ru` for every registered calculator give the
// numbers English gives, in Russian text.

// langDocs are the documents of the test, derived from the registry: every
// calculator at its defaults, at each value of each of its choices (on
// inputs cheap enough to evaluate twice per value: the cache simulation
// with its I/O counts at their minimum), with every bounded number below
// its range and with every choice a value it lacks, plus one plan of every
// calculator.
func langDocs(t *testing.T) map[string]string {
	docs := map[string]string{}
	plan := map[string]any{"plan": "every calculator", "scenarios": []any{}}
	for _, c := range calc.All() {
		m := c.Meta()
		docs[m.ID+" defaults"] = fmt.Sprintf(`{"calculator": %q}`, m.ID)
		plan["scenarios"] = append(plan["scenarios"].([]any), map[string]any{"calculator": m.ID})
		var defaults map[string]any
		if err := json.Unmarshal(c.Defaults().JSON(), &defaults); err != nil {
			t.Fatal(err)
		}
		base := cheapInputs(c, defaults)
		// Problems: every bounded number below its range, every choice a
		// value it does not have.
		low, bad := maps.Clone(base), maps.Clone(base)
		for _, f := range m.Fields {
			if f.Min != nil && (f.Kind == calc.Number || f.Kind == calc.Integer) {
				low[f.Name] = f.Min.Value - 1
			}
			if f.Kind == calc.Choice {
				bad[f.Name] = "no-such-value"
			}
		}
		for what, in := range map[string]map[string]any{"below every range": low, "no such choice": bad} {
			b, _ := json.Marshal(map[string]any{"calculator": m.ID, "inputs": in})
			docs[m.ID+" "+what] = string(b)
		}
		for _, f := range m.Fields {
			for _, v := range f.Values() {
				in := maps.Clone(base)
				in[f.Name] = v
				if _, isNum := defaults[f.Name].(float64); isNum {
					in[f.Name], _ = strconv.ParseFloat(v, 64)
				}
				b, _ := json.Marshal(map[string]any{"calculator": m.ID, "inputs": in})
				docs[fmt.Sprintf("%s %s=%s", m.ID, f.Name, v)] = string(b)
			}
		}
	}
	b, _ := json.Marshal(plan)
	docs["plan"] = string(b)
	return docs
}

// cheapInputs are the defaults, with whole-number inputs put to their
// minimum while that lowers the calculation's work, until it is small.
func cheapInputs(c calc.Calculator, in map[string]any) map[string]any {
	const small = 100_000
	work := func(in map[string]any) float64 {
		b, _ := json.Marshal(in)
		r, _, ok := c.Resolve(b, calc.Strict)
		if !ok {
			return math.Inf(1)
		}
		return r.Work()
	}
	w := work(in)
	for _, f := range c.Meta().Fields {
		if w <= small || f.Kind != calc.Integer || f.Min == nil || f.Min.Exclusive {
			continue
		}
		try := maps.Clone(in)
		try[f.Name] = f.Min.Value
		if tw := work(try); tw < w {
			in, w = try, tw
		}
	}
	return in
}

func TestEvalLangEveryCalculator(t *testing.T) {
	docs := langDocs(t)
	for _, name := range slices.Sorted(maps.Keys(docs)) {
		doc := docs[name]
		t.Run(name, func(t *testing.T) {
			codeEN, en, _ := runCLI(t, doc, "eval")
			codeRU, ru, _ := runCLI(t, doc, "eval", "--lang", "ru")
			if codeEN != codeRU {
				t.Fatalf("exit %d in English, %d in Russian", codeEN, codeRU)
			}
			if codeEN != 0 {
				sameErrors(t, en, ru)
				return
			}
			var a, b []scenario.Result
			if strings.Contains(name, "plan") {
				var pa, pb scenario.PlanResult
				decode(t, en, &pa)
				decode(t, ru, &pb)
				if pa.Plan != pb.Plan {
					t.Errorf("plan name %q, %q", pa.Plan, pb.Plan)
				}
				a, b = pa.Results, pb.Results
			} else {
				var ra, rb scenario.Result
				decode(t, en, &ra)
				decode(t, ru, &rb)
				a, b = []scenario.Result{ra}, []scenario.Result{rb}
			}
			if len(a) != len(b) {
				t.Fatalf("%d results in English, %d in Russian", len(a), len(b))
			}
			for i := range a {
				sameResult(t, a[i], b[i])
			}
		})
	}
}

func decode(t *testing.T, s string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		t.Fatalf("%v:\n%s", err, s)
	}
}

// sameResult: the numbers of a and b are the same (inputs, results, each
// step's value and the numbers written in its formula and label and in each
// warning) and b's words are Russian.
func sameResult(t *testing.T, a, b scenario.Result) {
	t.Helper()
	id := a.Calculator
	if a.Calculator != b.Calculator || mustJSONOf(t, a.Inputs) != mustJSONOf(t, b.Inputs) || mustJSONOf(t, a.Results) != mustJSONOf(t, b.Results) {
		t.Errorf("%s: the document differs:\n%s %s\n%s %s", id, mustJSONOf(t, a.Inputs), mustJSONOf(t, a.Results), mustJSONOf(t, b.Inputs), mustJSONOf(t, b.Results))
	}
	if len(a.Steps) != len(b.Steps) || len(a.Warnings) != len(b.Warnings) || len(a.Sources) != len(b.Sources) {
		t.Fatalf("%s: %d/%d/%d steps, warnings, sources in English, %d/%d/%d in Russian", id,
			len(a.Steps), len(a.Warnings), len(a.Sources), len(b.Steps), len(b.Warnings), len(b.Sources))
	}
	for i := range a.Steps {
		sa, sb := a.Steps[i], b.Steps[i]
		if sa.Value != sb.Value {
			t.Errorf("%s step %d: value %v in English, %v in Russian", id, i+1, sa.Value, sb.Value)
		}
		sameNumbers(t, fmt.Sprintf("%s step %d formula", id, i+1), sa.Formula, sb.Formula)
		sameNumbers(t, fmt.Sprintf("%s step %d label", id, i+1), sa.Label, sb.Label)
		russian(t, fmt.Sprintf("%s step %d label", id, i+1), sa.Label, sb.Label)
		russian(t, fmt.Sprintf("%s step %d unit", id, i+1), sa.Unit, sb.Unit)
	}
	for i := range a.Warnings {
		sameNumbers(t, fmt.Sprintf("%s warning %d", id, i+1), a.Warnings[i], b.Warnings[i])
		russian(t, fmt.Sprintf("%s warning %d", id, i+1), a.Warnings[i], b.Warnings[i])
	}
	for i := range a.Sources {
		// A source cites its document in the document's words; what it
		// says of it is in the reader's language.
		ea, eb := detail(a.Sources[i]), detail(b.Sources[i])
		russian(t, fmt.Sprintf("%s source %d", id, i+1), ea, eb)
	}
}

// detail is what a source says of its document: the text after the
// citation's URL or year.
func detail(s string) string {
	if i := strings.LastIndex(s, "html: "); i >= 0 {
		return s[i+len("html: "):]
	}
	if m := citedRE.FindStringIndex(s); m != nil {
		return s[m[1]:]
	}
	return s
}

var citedRE = regexp.MustCompile(`, (?:1[89]|20)[0-9]{2}(?:, https?://[^ ]+)?: `)

// sameErrors: the error documents give the same problems, at the same
// fields with the same codes, in Russian.
func sameErrors(t *testing.T, en, ru string) {
	t.Helper()
	var a, b scenario.ErrorDocument
	decode(t, en, &a)
	decode(t, ru, &b)
	if len(a.Errors) != len(b.Errors) || len(a.Errors) == 0 {
		t.Fatalf("%d problems in English, %d in Russian", len(a.Errors), len(b.Errors))
	}
	for i := range a.Errors {
		if a.Errors[i].Field != b.Errors[i].Field || a.Errors[i].Code != b.Errors[i].Code {
			t.Errorf("problem %d: %+v in English, %+v in Russian", i, a.Errors[i], b.Errors[i])
		}
		sameNumbers(t, "problem at "+a.Errors[i].Field, a.Errors[i].Message, b.Errors[i].Message)
		russian(t, "problem at "+a.Errors[i].Field, a.Errors[i].Message, b.Errors[i].Message)
	}
}

var (
	cyrillic = regexp.MustCompile(`\p{Cyrillic}`)
	// englishWord is a word of English prose: lower case, three letters or
	// more (not IOPS, vSAN, RAID or a unit).
	englishWord = regexp.MustCompile(`(?:^|[^\pL\pN_./-])[a-z]{3,}(?:$|[^\pL\pN_./-])`)
	quoted      = regexp.MustCompile(`"[^"]*"|“[^”]*”|«[^»]*»`)
)

// russian: where the English has words of prose, the Russian is not the
// English and is written in Russian.
func russian(t *testing.T, where, en, ru string) {
	t.Helper()
	if !englishWord.MatchString(quoted.ReplaceAllString(en, "")) {
		return // a formula, a unit, a name: the same in both languages
	}
	if en == ru || !cyrillic.MatchString(ru) {
		t.Errorf("%s is not in Russian:\n\t%s\n\t%s", where, en, ru)
	}
}

// The numbers of a text in each language's writing: "1,234.5" and
// "1 234,5" (a no-break or thin space between thousands); a version keeps
// its point in both ("vSphere 6.7").
var (
	numberEN = regexp.MustCompile(`[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?`)
	numberRU = regexp.MustCompile(`[0-9]{1,3}(?:[\x{00a0}\x{202f} ][0-9]{3})+(?:,[0-9]+)?|[0-9]+(?:[.,][0-9]+)?`)
)

func numbers(s string, re *regexp.Regexp, clean func(string) string) []float64 {
	var out []float64
	for _, m := range re.FindAllString(s, -1) {
		if x, err := strconv.ParseFloat(clean(m), 64); err == nil {
			out = append(out, x)
		}
	}
	slices.Sort(out) // the order of words differs between languages
	return out
}

// sameNumbers: every number en writes, ru writes too, in its own form (a
// translation may add one, "VCF 4.5", or spell a small one as a word,
// "2-node" as "двухузловой": whole numbers under 10 are not looked for).
func sameNumbers(t *testing.T, where, en, ru string) {
	t.Helper()
	a := numbers(en, numberEN, func(s string) string { return strings.ReplaceAll(s, ",", "") })
	b := numbers(ru, numberRU, func(s string) string {
		return strings.NewReplacer("\u00a0", "", "\u202f", "", " ", "", ",", ".").Replace(s)
	})
	var missing []float64
	for _, x := range a {
		if x < 10 && x == math.Trunc(x) {
			continue
		}
		if i := slices.Index(b, x); i >= 0 {
			b = slices.Delete(b, i, i+1)
			continue
		}
		missing = append(missing, x)
	}
	if len(missing) > 0 {
		t.Errorf("%s: %v written in English, not in Russian\n\t%s\n\t%s", where, missing, en, ru)
	}
}

// calculators --lang ru lists the same calculators and inputs (ids and
// names are the contract's), each question, label and unit in Russian.
func TestCalculatorsLangEveryCalculator(t *testing.T) {
	code, en, _ := runCLI(t, "", "calculators")
	if code != 0 {
		t.Fatal(code)
	}
	code, ru, _ := runCLI(t, "", "calculators", "--lang", "ru")
	if code != 0 {
		t.Fatal(code)
	}
	le, lr := strings.Split(en, "\n"), strings.Split(ru, "\n")
	if len(le) != len(lr) {
		t.Fatalf("%d lines in English, %d in Russian", len(le), len(lr))
	}
	ids := 0
	for i := range le {
		e, r := le[i], lr[i]
		if id, question, ok := strings.Cut(e, "\t"); ok {
			rid, rq, _ := strings.Cut(r, "\t")
			if rid != id {
				t.Errorf("line %d: calculator %q, %q", i+1, id, rid)
			}
			if _, ok := calc.Lookup(id); !ok {
				t.Errorf("line %d: %q is not a calculator", i+1, id)
			}
			ids++
			russian(t, id+" question", question, rq)
			sameNumbers(t, id+" question", question, rq)
			continue
		}
		fe, fr := strings.Fields(e), strings.Fields(r)
		if len(fe) == 0 {
			continue
		}
		if len(fr) == 0 || fe[0] != fr[0] {
			t.Errorf("line %d: input %q, %q", i+1, e, r)
			continue
		}
		le, lr := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(e), fe[0])), strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(r), fr[0]))
		russian(t, "input "+fe[0], le, lr)
		sameNumbers(t, "input "+fe[0], le, lr)
	}
	if ids != len(calc.All()) {
		t.Errorf("%d calculators listed, %d registered", ids, len(calc.All()))
	}
}
