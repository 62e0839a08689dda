// Package estatetest checks import plans in tests: every scenario
// evaluates as eval would, and every input is explained by a note naming
// it by its label and JSON name.
package estatetest

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// CheckPlan evaluates the plan as eval would (strictly, every scenario)
// and checks that every scenario explains its inputs in notes, each named
// by its label with its JSON name (“VM data” (vm_data_gb) = …), and that
// no note is left unrendered.
func CheckPlan(t testing.TB, p *estate.Plan) {
	t.Helper()
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	out, errs := calc.EvalDocument(data, msg.EN)
	if len(errs) > 0 {
		t.Fatalf("eval refuses the plan: %v", errs)
	}
	res, ok := out.(scenario.PlanResult)
	if !ok || len(res.Results) != len(p.Scenarios) {
		t.Fatalf("eval answered %T with %d results for %d scenarios", out, len(res.Results), len(p.Scenarios))
	}
	for k, sc := range p.Scenarios {
		if len(sc.Notes) == 0 {
			t.Errorf("scenario %d (%s) has no notes", k, sc.Calculator)
		}
		for _, n := range sc.Notes {
			if strings.Contains(n, "{") || strings.Contains(n, "%!") {
				t.Errorf("unrendered note %q", n)
			}
		}
		c, _ := calc.Lookup(sc.Calculator)
		notes := strings.Join(sc.Notes, "\n")
		for name := range sc.Inputs {
			f, ok := c.Meta().Field(name)
			if !ok {
				t.Errorf("scenario %d (%s): %s is not an input", k, sc.Calculator, name)
				continue
			}
			if named := "“" + f.Label.In(msg.EN) + "” (" + name + ") = "; !strings.Contains(notes, named) && !strings.Contains(notes, "«"+f.Label.In(msg.RU)+"» ("+name+") = ") {
				t.Errorf("scenario %d (%s): no note says %q: %q", k, sc.Calculator, named, sc.Notes)
			}
		}
		statesInputs(t, sc)
	}
	for _, n := range p.Notes {
		if strings.Contains(n, "{") || strings.Contains(n, "%!") {
			t.Errorf("unrendered plan note %q", n)
		}
	}
}

// stated is a note's "(name) = number", with the unit and the character
// that follow the number.
var stated = regexp.MustCompile(`\(([a-z0-9_]+)\) = (-?[0-9][0-9\x{00a0},.]*)( \pL\S*)?( ?.?)`)

// statesInputs checks that where a note states an input's value ("(name) =
// number", with or without its unit, not the start of a formula such as
// "= 523,646 MiB / 1024 = …") the number is the input's, written
// the reader's way: msg.ParseNumber in the note's language (Russian when it
// quotes labels «so») reads it back as exactly the input's number.
func statesInputs(t testing.TB, sc estate.Scenario) {
	t.Helper()
	for _, n := range sc.Notes {
		lang := msg.EN
		if strings.Contains(n, "«") {
			lang = msg.RU
		}
		for _, m := range stated.FindAllStringSubmatch(n, -1) {
			num := strings.TrimRight(m[2], ",.")
			if m[2] == num && strings.ContainsAny(strings.TrimSpace(m[4]), "×/*+−-") {
				continue // a formula starts here: "= 523,646 MiB / 1024 = …"
			}
			jn, ok := sc.Inputs[m[1]].(json.Number)
			if !ok {
				continue // a text input ("rules_revision" is "2")
			}
			want, err := jn.Float64()
			got, perr := msg.ParseNumber(lang, num)
			if err != nil || perr != nil || got != want {
				t.Errorf("%s: a note states %s = %q, which reads in %s as %v (%v); the input is %s: %q", sc.Calculator, m[1], num, lang, got, perr, jn, n)
			}
		}
	}
}

// Of is the scenarios of calculator (and rule set, when set is not "").
func Of(p *estate.Plan, calculator, set string) []estate.Scenario {
	var out []estate.Scenario
	for _, s := range p.Scenarios {
		if s.Calculator == calculator && (set == "" || s.Inputs["rules"] == set) {
			out = append(out, s)
		}
	}
	return out
}

// Input is a scenario's input as JSON text (strings unquoted).
func Input(t testing.TB, s estate.Scenario, name string) string {
	t.Helper()
	v, ok := s.Inputs[name]
	if !ok {
		t.Fatalf("%s has no input %s: %v", s.Calculator, name, s.Inputs)
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Trim(string(b), `"`)
}

// HasNote reports whether one note holds every part.
func HasNote(notes []string, parts ...string) bool {
	for _, n := range notes {
		ok := true
		for _, p := range parts {
			if !strings.Contains(n, p) {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}
