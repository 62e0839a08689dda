// Package estatetest checks import plans in tests: every scenario
// evaluates as eval would, and every input is explained by a note naming
// it by its label and JSON name.
package estatetest

import (
	"encoding/json"
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
	}
	for _, n := range p.Notes {
		if strings.Contains(n, "{") || strings.Contains(n, "%!") {
			t.Errorf("unrendered plan note %q", n)
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
