package plans

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// MaxImport bounds what ImportJSON reads, as calc.EvalDocument does.
const MaxImport = 16 << 20

// Kinds of imported document.
const (
	KindPlan     = "plan"     // a CONTRACT plan document
	KindScenario = "scenario" // a CONTRACT scenario document
	KindBackup   = "backup"   // a stored plan envelope (ExportBackupJSON)
)

// Import is what ImportJSON read.
type Import struct {
	// Kind is KindPlan, KindScenario or KindBackup.
	Kind string
	// Plan holds the scenarios as typed. Ids are empty except for a backup;
	// Library.Import gives new ones.
	Plan Plan
	// Problems are field-level problems of the document, keyed by JSON path
	// ("scenarios[1].inputs.write_iops", or "inputs.write_iops" for a
	// scenario document). The scenarios at fault are in Plan all the same, to
	// be corrected in the form.
	Problems scenario.Errors
}

// Evaluate computes an entry: the calculator's result, or every problem of
// its inputs keyed "inputs.<name>".
func Evaluate(e Entry) (*calc.Evaluation, scenario.Errors) {
	if errs := checkDocument("", e.Scenario); len(errs) > 0 {
		return nil, errs
	}
	c, _ := calc.Lookup(e.Scenario.Calculator)
	return c.Evaluate(e.Scenario.Inputs)
}

// Check returns the problems of every scenario of p, keyed
// "scenarios[i].inputs.<name>"; nil when every scenario computes. The UI flags
// the entries whose path prefix appears.
func Check(p Plan) scenario.Errors {
	var out scenario.Errors
	for i, e := range p.Scenarios {
		if _, errs := Evaluate(e); len(errs) > 0 {
			out = append(out, errs.Prefixed(fmt.Sprintf("scenarios[%d]", i))...)
		}
	}
	return out
}

// ExportPlanJSON returns p as exactly the CONTRACT plan document
// {"plan": name, "scenarios": [doc, ...]}, indented; `sizewise eval` and
// calc.EvalDocument read it. Customer, titles, notes and the chain are not in
// it (see ExportBackupJSON).
func ExportPlanJSON(p Plan) ([]byte, error) {
	return marshalDoc(p.Document())
}

// ExportScenarioJSON returns the entry's CONTRACT scenario document.
func ExportScenarioJSON(e Entry) ([]byte, error) {
	return marshalDoc(e.Scenario)
}

// ExportBackupJSON returns p in its stored form {"schema": N, "plan": {...}},
// with everything the plan holds; ImportJSON reads it back.
func ExportBackupJSON(p Plan) ([]byte, error) {
	b, err := encodeStored(p, nil)
	if err != nil {
		return nil, err
	}
	return indent(b)
}

func marshalDoc(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return indent(b)
}

func indent(b []byte) ([]byte, error) {
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// ImportJSON reads a plan document, a single scenario document (which becomes
// a one-scenario plan named after its calculator) or a backup. It fails, with
// a scenario.Errors as the error, when the document cannot be imported at
// all: not a JSON object, a scenario that is not an object, names no known
// calculator, has a version other than 1 or inputs that are not an object.
// Anything else wrong (an input's value, an unknown field) is returned in
// Import.Problems and the scenarios are imported as typed.
func ImportJSON(data []byte) (Import, error) {
	if len(data) > MaxImport {
		return Import{}, scenario.Errors{{Field: "", Message: "document is larger than 16 MiB"}}
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil || top == nil {
		return Import{}, scenario.Errors{{Field: "", Message: `not a JSON object; expected a plan {"plan": ..., "scenarios": [...]} or a scenario {"calculator": ..., "inputs": {...}}`}}
	}
	var imp Import
	var fatal scenario.Errors
	switch {
	case has(top, "schema"):
		imp.Kind = KindBackup
		s, err := readStored(data, migrations)
		if err != nil {
			return Import{}, scenario.Errors{{Field: "", Message: "this backup " + err.Error()}}
		}
		imp.Plan = s.plan
	case has(top, "plan") || has(top, "scenarios"):
		imp.Kind = KindPlan
		imp.Plan, imp.Problems, fatal = importPlan(top)
	default:
		imp.Kind = KindScenario
		e, problems, f := importScenario("", top)
		imp.Problems, fatal = problems, f
		imp.Plan = Plan{Scenarios: []Entry{e}}
		if c, ok := calc.Lookup(e.Scenario.Calculator); ok {
			imp.Plan.Name = c.Meta().Title
		}
	}
	if len(fatal) > 0 {
		return Import{}, append(fatal, imp.Problems...)
	}
	if imp.Kind != KindScenario {
		imp.Problems = append(imp.Problems, Check(imp.Plan)...)
	} else if _, errs := Evaluate(imp.Plan.Scenarios[0]); len(errs) > 0 {
		imp.Problems = append(imp.Problems, errs...)
	}
	return imp, nil
}

func has(m map[string]json.RawMessage, k string) bool {
	_, ok := m[k]
	return ok
}

// importPlan reads a plan document's top level. It returns the plan, the
// problems it can live with, and the fatal ones.
func importPlan(top map[string]json.RawMessage) (Plan, scenario.Errors, scenario.Errors) {
	var problems, fatal scenario.Errors
	p := Plan{Scenarios: []Entry{}}
	for _, k := range slices.Sorted(maps.Keys(top)) {
		switch k {
		case "plan":
			if err := json.Unmarshal(top[k], &p.Name); err != nil {
				problems.Add("plan", "must be a string (the plan's name)")
			}
		case "scenarios", "version":
		default:
			problems.Add(k, "%s; it was left out", scenario.UnknownMessage("field", k, []string{"plan", "scenarios", "version"}))
		}
	}
	if v, ok := top["version"]; ok {
		var n float64
		if json.Unmarshal(v, &n) != nil || n != scenario.Version {
			problems.Add("version", "must be %d (the only document version)", scenario.Version)
		}
	}
	var items []json.RawMessage
	if raw, ok := top["scenarios"]; !ok {
		fatal.Add("scenarios", "is required: a list of scenario documents")
	} else if err := json.Unmarshal(raw, &items); err != nil || items == nil {
		fatal.Add("scenarios", "must be a list of scenario documents")
	}
	for i, item := range items {
		path := "scenarios[" + strconv.Itoa(i) + "]"
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(item, &obj); err != nil || obj == nil {
			fatal.Add(path, "must be a scenario object")
			continue
		}
		e, pr, f := importScenario(path, obj)
		problems = append(problems, pr...)
		fatal = append(fatal, f...)
		p.Scenarios = append(p.Scenarios, e)
	}
	return p, problems, fatal
}

// importScenario reads one scenario document at path.
func importScenario(path string, top map[string]json.RawMessage) (Entry, scenario.Errors, scenario.Errors) {
	var problems, fatal scenario.Errors
	var d scenario.Document
	for _, k := range slices.Sorted(maps.Keys(top)) {
		switch k {
		case "calculator", "version", "inputs":
		default:
			problems.Add(scenario.Join(path, k), "%s; it was left out", scenario.UnknownMessage("field", k, []string{"calculator", "version", "inputs"}))
		}
	}
	if raw, ok := top["calculator"]; ok {
		if err := json.Unmarshal(raw, &d.Calculator); err != nil {
			fatal.Add(scenario.Join(path, "calculator"), "must be a string; one of: %s", joinIDs())
			return Entry{}, problems, fatal
		}
	}
	if raw, ok := top["version"]; ok {
		var n float64
		if json.Unmarshal(raw, &n) != nil || n != scenario.Version {
			fatal.Add(scenario.Join(path, "version"), "must be %d (the only document version)", scenario.Version)
		} else {
			d.Version = scenario.Version
		}
	}
	d.Inputs = top["inputs"]
	fatal = append(fatal, checkDocument(path, d)...)
	d.Inputs = normalInputs(d.Inputs)
	return Entry{Scenario: d}, problems, dedupe(fatal)
}

func joinIDs() string {
	var b bytes.Buffer
	for i, n := range calc.Names() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(n)
	}
	return b.String()
}

func dedupe(errs scenario.Errors) scenario.Errors {
	var out scenario.Errors
	for _, e := range errs {
		if !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	return out
}

// AsErrors returns the problems carried by an error of ImportJSON or
// Library.Import, or one problem with the error's text.
func AsErrors(err error) scenario.Errors {
	var errs scenario.Errors
	if errors.As(err, &errs) {
		return errs
	}
	if err == nil {
		return nil
	}
	return scenario.Errors{{Field: "", Message: err.Error()}}
}
