package i18n

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"testing"

	_ "github.com/sizewise/sizewise/engine/all" // every calculator
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// engineString is one English string the engine produced, with where it
// came from (for failure messages).
type engineString struct {
	text  string // English
	ru    string // Russian
	where string
	// names are user-given names in the inputs it came from (VM and host
	// names), which pass through untranslated.
	names []string
	// codes are what the message writes as it is given (its Str and Code
	// arguments: names from a document, the user's words).
	codes []string
	// code is the message's key ("" for a fixed text).
	code string
	// cited marks a source: its verbatim arguments are the cited
	// document, in its own words.
	cited bool
}

// documents are scenario and plan documents with problems
// (calc.EvalDocument, used when a plan or scenario is imported).
var documents = []string{
	``,
	`{`,
	`[1]`,
	`"x"`,
	`null`,
	`true`,
	`12`,
	`{"calculator": "stretched-bandwith"}`,
	`{"calculator": "nothing-like-it"}`,
	`{"calculator": 5}`,
	`{"inputs": {}}`,
	`{"calculator": "vsa", "version": 2, "input": {}}`,
	`{"plan": 5, "scenarios": [1, {"calculator": "vsa"}], "extra": 1, "version": 1}`,
	`{"plan": "p"}`,
	`{"plan": "p", "scenarios": {}}`,
	`{"calculator": "vsa", "inputs": {"hosts": 9}}`,
}

// corpus renders, in English and in Russian, every text the registered
// calculators show a reader for the corpus above: each calculator's
// metadata (title, question, labels, hints, units, choice labels, output
// and column labels), and for each good, bad and linked input the worked
// steps, warnings, sources, chart texts, link labels and problems, and the
// problems of the documents.
func corpus(t testing.TB) []engineString {
	t.Helper()
	var out []engineString
	addMsg := func(where string, names []string, ctx msg.Context, ms ...msg.Message) {
		for _, m := range ms {
			if s, ok := textOf(t, where, names, ctx, m); ok {
				out = append(out, s)
			}
		}
	}
	for _, c := range calc.All() {
		m := c.Meta()
		id := m.ID
		out = append(out, metaStrings(m)...)
		inputs := append([]string{`{}`}, m.Examples.Good...)
		for _, in := range inputs {
			ev, errs := c.Evaluate(json.RawMessage(in))
			if len(errs) > 0 {
				t.Errorf("%s: good input %s fails: %v", id, in, errs)
				continue
			}
			out = append(out, outcomeStrings(t, id+" "+in, namesIn(in), ev)...)
		}
		for _, in := range m.Examples.Bad {
			_, errs := c.Evaluate(json.RawMessage(in))
			if len(errs) == 0 {
				t.Errorf("%s: bad input %s passes", id, in)
			}
			for _, e := range errs {
				addMsg(id+" bad "+in+" at "+e.Field, namesIn(in), m, e.Msg)
			}
			lin, lerrs, _ := c.Resolve(json.RawMessage(in), calc.Lenient)
			for _, e := range lerrs {
				addMsg(id+" lenient "+in+" at "+e.Field, namesIn(in), m, e.Msg)
			}
			if ev, errs := lin.Evaluate(); len(errs) == 0 {
				out = append(out, outcomeStrings(t, id+" lenient "+in, namesIn(in), ev)...)
			}
		}
		for _, qs := range m.Examples.BadQueries {
			q, err := url.ParseQuery(qs)
			if err != nil {
				t.Fatalf("%s: query %q: %v", id, qs, err)
			}
			delete(q, "lang")
			lin, errs, _ := c.ResolveValues(q, calc.ParseNumber, calc.Lenient)
			if len(errs) == 0 {
				t.Errorf("%s: bad query %s passes", id, qs)
			}
			for _, e := range errs {
				addMsg(id+" query "+qs+" at "+e.Field, nil, m, e.Msg)
			}
			if ev, errs := lin.Evaluate(); len(errs) == 0 {
				out = append(out, outcomeStrings(t, id+" query "+qs, nil, ev)...)
			}
		}
	}
	for _, d := range documents {
		_, errs := calc.EvalDocument([]byte(d), EN)
		if len(errs) == 0 {
			t.Errorf("document %s passes", d)
		}
		for _, e := range errs {
			addMsg("document "+d+" at "+e.Field, nil, nil, e.Msg)
		}
	}
	return out
}

// namesIn lists the VM and host names and the default VM names of an input
// (sioc), which are the user's words.
func namesIn(in string) []string {
	names := []string{"VM1", "VM2", "VM3", "VM4", "esx1", "esx2"}
	var obj struct {
		VMs []struct{ Name, Host string } `json:"vms"`
	}
	if json.Unmarshal([]byte(in), &obj) == nil {
		for _, vm := range obj.VMs {
			names = append(names, vm.Name, vm.Host)
		}
	}
	return names
}

// uniqueStrings dedupes the corpus by text, keeping the first origin.
func uniqueStrings(c []engineString) []engineString {
	seen := map[string]bool{}
	var out []engineString
	for _, s := range c {
		if !seen[s.text+"\x00"+s.ru] {
			seen[s.text+"\x00"+s.ru] = true
			out = append(out, s)
		}
	}
	slices.SortFunc(out, func(a, b engineString) int { return strings.Compare(a.text, b.text) })
	return out
}
