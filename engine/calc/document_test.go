package calc_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// docJSON marshals what EvalDocument returned and reads it back as JSON values.
func docJSON(t *testing.T, v any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("result does not marshal: %v", err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("result is not an object: %s", b)
	}
	return m
}

func TestEvalDocumentScenario(t *testing.T) {
	tests := []struct {
		name string
		doc  string
		want float64 // intersite_mbps
	}{
		{"contract example", `{"calculator": "stretched-bandwidth", "inputs": {"write_iops": 10000, "write_size_kb": 4}}`, 560},
		{"version 1", `{"calculator": "stretched-bandwidth", "version": 1, "inputs": {"write_iops": 20000}}`, 1120},
		{"version 1.0", `{"calculator": "stretched-bandwidth", "version": 1.0}`, 560},
		{"no inputs", `{"calculator": "stretched-bandwidth"}`, 560},
		{"null inputs", `{"calculator": "stretched-bandwidth", "inputs": null}`, 560},
		{"surrounding space", " \n{\"calculator\": \"stretched-bandwidth\"}\n ", 560},
		{"alternative", `{"calculator": "stretched-bandwidth", "inputs": {"total_iops": 100000, "write_pct": 70}}`, 3920},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, errs := calc.EvalDocument([]byte(tc.doc), msg.EN)
			if errs != nil {
				t.Fatalf("EvalDocument errors = %v", errs)
			}
			r, ok := res.(*scenario.Result)
			if !ok {
				t.Fatalf("EvalDocument returned %T, want *scenario.Result", res)
			}
			m := docJSON(t, r)
			if m["calculator"] != "stretched-bandwidth" {
				t.Errorf("calculator = %v", m["calculator"])
			}
			got := m["results"].(map[string]any)["intersite_mbps"].(float64)
			if !near(got, tc.want) {
				t.Errorf("intersite_mbps = %v, want %v", got, tc.want)
			}
			for _, k := range []string{"inputs", "results", "steps", "warnings", "sources"} {
				if m[k] == nil {
					t.Errorf("result document lacks %q: %v", k, m)
				}
			}
		})
	}
}

func TestEvalDocumentPlan(t *testing.T) {
	doc := `{"plan": "ACME", "version": 1, "scenarios": [
		{"calculator": "stretched-bandwidth", "inputs": {"write_iops": 10000}},
		{"calculator": "sioc"},
		{"calculator": "stretched-bandwidth", "inputs": {"write_iops": 20000}}]}`
	res, errs := calc.EvalDocument([]byte(doc), msg.EN)
	if errs != nil {
		t.Fatalf("EvalDocument errors = %v", errs)
	}
	pr, ok := res.(scenario.PlanResult)
	if !ok {
		t.Fatalf("EvalDocument returned %T, want scenario.PlanResult", res)
	}
	m := docJSON(t, pr)
	if m["plan"] != "ACME" {
		t.Errorf("plan = %v, want ACME", m["plan"])
	}
	results := m["results"].([]any)
	if len(results) != 3 {
		t.Fatalf("%d results, want 3", len(results))
	}
	wantCalc := []string{"stretched-bandwidth", "sioc", "stretched-bandwidth"}
	for i, r := range results {
		if got := r.(map[string]any)["calculator"]; got != wantCalc[i] {
			t.Errorf("results[%d].calculator = %v, want %s (order kept)", i, got, wantCalc[i])
		}
	}
	if got := results[2].(map[string]any)["results"].(map[string]any)["intersite_mbps"]; got != 1120.0 {
		t.Errorf("results[2].results.intersite_mbps = %v, want 1120", got)
	}

	// Plans without a name, and with no scenarios, are fine.
	for _, doc := range []string{`{"scenarios": [{"calculator": "vsa"}]}`, `{"plan": "empty", "scenarios": []}`, `{"plan": null, "scenarios": []}`} {
		res, errs := calc.EvalDocument([]byte(doc), msg.EN)
		if errs != nil {
			t.Errorf("EvalDocument(%s) errors = %v", doc, errs)
			continue
		}
		m := docJSON(t, res)
		if _, ok := m["results"].([]any); !ok {
			t.Errorf("EvalDocument(%s) results = %v, want a list (never null)", doc, m["results"])
		}
	}
}

func TestEvalDocumentErrors(t *testing.T) {
	known := strings.Join(calc.Names(), ", ")
	tests := []struct {
		name string
		doc  string
		want wantErrs
	}{
		{"bad input", `{"calculator": "stretched-bandwidth", "inputs": {"write_iops": -1}}`, wantErrs{
			{Field: "inputs.write_iops", Message: "must be 0 or more"}}},
		{"unknown input", `{"calculator": "stretched-bandwidth", "inputs": {"write_iop": 5}}`, wantErrs{
			{Field: "inputs.write_iop", Message: `unknown field "write_iop"; did you mean "write_iops"?`}}},
		{"unknown top-level field", `{"calculator": "stretched-bandwidth", "input": {}}`, wantErrs{
			{Field: "input", Message: `unknown field "input"; did you mean "inputs"?`}}},
		{"unknown top-level field, far", `{"calculator": "stretched-bandwidth", "banana": 1}`, wantErrs{
			{Field: "banana", Message: `unknown field "banana"; known: calculator, inputs, notes, title, version`}}},
		{"misspelt calculator key", `{"calculater": "stretched-bandwidth"}`, wantErrs{
			{Field: "calculater", Message: `unknown field "calculater"; did you mean "calculator"?`},
			{Field: "calculator", Message: "is required; one of: " + known}}},
		{"unknown calculator", `{"calculator": "stretched-bandwith"}`, wantErrs{
			{Field: "calculator", Message: `unknown calculator "stretched-bandwith"; did you mean "stretched-bandwidth"?`}}},
		{"missing calculator", `{"inputs": {}}`, wantErrs{{Field: "calculator", Message: "is required; one of: " + known}}},
		{"calculator not a string", `{"calculator": 5}`, wantErrs{{Field: "calculator", Message: "must be a string; one of: " + known}}},
		{"version 2", `{"calculator": "stretched-bandwidth", "version": 2}`, wantErrs{
			{Field: "version", Message: "must be 1 (the only document version)"}}},
		// reads as the float 1, but is not 1
		{"version nearly 1", `{"calculator": "stretched-bandwidth", "version": 1.0000000000000001}`, wantErrs{
			{Field: "version", Message: "must be 1 (the only document version)"}}},
		{"version as string", `{"calculator": "stretched-bandwidth", "version": "1"}`, wantErrs{
			{Field: "version", Message: "must be 1 (the only document version)"}}},
		{"version and input together", `{"calculator": "stretched-bandwidth", "version": 0, "inputs": {"hosts_per_site": 0}}`, wantErrs{
			{Field: "version", Message: "must be 1 (the only document version)"},
			{Field: "inputs.hosts_per_site", Message: "must be 1 or more"}}},
		{"inputs not an object", `{"calculator": "stretched-bandwidth", "inputs": [1]}`, wantErrs{
			{Field: "inputs", Message: "must be an object of inputs"}}},
		{"empty", ``, wantErrs{{Field: "", Message: `the document is empty; expected a JSON object such as {"calculator": "stretched-bandwidth", "inputs": {}}`}}},
		{"blank", " \n\t", wantErrs{{Field: "", Message: `the document is empty; expected a JSON object such as {"calculator": "stretched-bandwidth", "inputs": {}}`}}},
		{"list", `[{"calculator": "sioc"}]`, wantErrs{{Field: "", Message: `expected a JSON object such as {"calculator": ..., "inputs": {...}}, not a list`}}},
		{"string", `"sioc"`, wantErrs{{Field: "", Message: `expected a JSON object such as {"calculator": ..., "inputs": {...}}, not a string`}}},
		{"number", `42`, wantErrs{{Field: "", Message: `expected a JSON object such as {"calculator": ..., "inputs": {...}}, not a number`}}},
		{"negative number", `-1`, wantErrs{{Field: "", Message: `expected a JSON object such as {"calculator": ..., "inputs": {...}}, not a number`}}},
		{"null", `null`, wantErrs{{Field: "", Message: `expected a JSON object such as {"calculator": ..., "inputs": {...}}, not null`}}},
		{"bool", `true`, wantErrs{{Field: "", Message: `expected a JSON object such as {"calculator": ..., "inputs": {...}}, not true or false`}}},
		{"syntax error", `{"calculator": }`, wantErrs{{Field: "", Message: "not valid JSON at line 1, column 16 (byte 16): invalid character '}' looking for beginning of value"}}},
		{"trailing comma", `{"a":1,}`, wantErrs{{Field: "", Message: "not valid JSON at line 1, column 8 (byte 8): invalid character '}' looking for beginning of object key string"}}},
		{"trailing garbage", `{"calculator": "sioc"} x`, wantErrs{{Field: "", Message: "not valid JSON at line 1, column 24 (byte 24): invalid character 'x' after top-level value"}}},
		{"truncated", `{"calculator": "sioc"`, wantErrs{{Field: "", Message: "the document ends early at line 1, column 22 (byte 21): is the file complete?"}}},

		// Plans.
		{"plan: every problem with its path", `{"plan": "p", "scenarios": [
			{"calculator": "stretched-bandwidth"},
			{"calculator": "stretched-bandwidth", "inputs": {"write_iops": -1}},
			{"calculator": "stretched-bandwith"},
			{"calculator": "sioc", "inputs": {"vms": [{"name": "a", "host": "h", "shares": "lots"}]}},
			5]}`, wantErrs{
			{Field: "scenarios[1].inputs.write_iops", Message: "must be 0 or more"},
			{Field: "scenarios[2].calculator", Message: `unknown calculator "stretched-bandwith"; did you mean "stretched-bandwidth"?`},
			{Field: "scenarios[3].inputs.vms[0].shares", Message: `must be a number of shares or "low", "normal" or "high"`},
			{Field: "scenarios[4]", Message: "must be a scenario object"}}},
		{"plan: unknown fields", `{"plan": "p", "scenarios": [{"calculator": "vsa", "inputz": {}}], "scenarioz": 1}`, wantErrs{
			{Field: "scenarioz", Message: `unknown field "scenarioz"; did you mean "scenarios"?`},
			{Field: "scenarios[0].inputz", Message: `unknown field "inputz"; did you mean "inputs"?`}}},
		{"plan: missing scenarios", `{"plan": "p"}`, wantErrs{{Field: "scenarios", Message: "is required: a list of scenario documents"}}},
		{"plan: scenarios not a list", `{"plan": "p", "scenarios": {}}`, wantErrs{{Field: "scenarios", Message: "must be a list of scenario documents"}}},
		{"plan: scenarios null", `{"plan": "p", "scenarios": null}`, wantErrs{{Field: "scenarios", Message: "must be a list of scenario documents"}}},
		{"plan: name not a string", `{"plan": 5, "scenarios": []}`, wantErrs{{Field: "plan", Message: "must be a string (the plan's name)"}}},
		{"plan: version 2", `{"plan": "p", "version": 2, "scenarios": []}`, wantErrs{{Field: "version", Message: "must be 1 (the only document version)"}}},
		{"plan: scenario version 2", `{"plan": "p", "scenarios": [{"calculator": "vsa", "version": 2}]}`, wantErrs{
			{Field: "scenarios[0].version", Message: "must be 1 (the only document version)"}}},
		{"plan: scenario null", `{"plan": "p", "scenarios": [null]}`, wantErrs{{Field: "scenarios[0]", Message: "must be a scenario object"}}},
		{"plan: missing calculator", `{"scenarios": [{}]}`, wantErrs{{Field: "scenarios[0].calculator", Message: "is required; one of: " + known}}},
		{"plan with a calculator key", `{"plan": "p", "calculator": "vsa", "scenarios": []}`, wantErrs{
			{Field: "calculator", Message: `unknown field "calculator"; known: inventory, notes, plan, scenarios, version`}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, errs := calc.EvalDocument([]byte(tc.doc), msg.EN)
			if res != nil {
				t.Errorf("EvalDocument(%s) returned a result %v along with errors", tc.doc, res)
			}
			if !reflect.DeepEqual(asWant(errs), tc.want) {
				t.Errorf("EvalDocument(%s) errors\n got  %#v\n want %#v", tc.doc, errs, tc.want)
			}
		})
	}
}

func TestEvalDocumentTooLarge(t *testing.T) {
	doc := make([]byte, 16<<20+1)
	for i := range doc {
		doc[i] = ' '
	}
	_, errs := calc.EvalDocument(doc, msg.EN)
	if want := (wantErrs{{Field: "", Message: "the document is larger than 16 MiB"}}); !reflect.DeepEqual(asWant(errs), want) {
		t.Errorf("errors = %v, want %v", errs, want)
	}
}

// The error document of an invalid scenario is what docs/contract.md §1 shows.
func TestEvalDocumentErrorDocument(t *testing.T) {
	_, errs := calc.EvalDocument([]byte(`{"calculator": "stretched-bandwidth", "inputs": {"write_iops": -1}}`), msg.EN)
	b, err := json.Marshal(errs.Document(msg.EN, nil))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"errors":[{"field":"inputs.write_iops","code":"value.gte","message":"must be 0 or more"}]}`; got != want {
		t.Errorf("error document = %s, want %s", got, want)
	}
}

// FuzzEvalDocument: any bytes give a result or errors (never both, never
// neither), every error has a message, and results marshal.
func FuzzEvalDocument(f *testing.F) {
	for _, s := range []string{
		``, `{}`, `null`, `[]`, `{"calculator": "stretched-bandwidth"}`,
		`{"calculator": "sioc", "inputs": {"vms": [{"name": "a", "host": "h", "shares": "high"}]}}`,
		`{"plan": "p", "scenarios": [{"calculator": "vsa"}, {"calculator": "memory-states", "inputs": {"free_memory_mb": 10}}]}`,
		`{"calculator": "snapshot", "inputs": {"chain_depth": 1e9}}`, `{"calculator": "vsan-capacity", "version": 1}`,
		`{"calculator": "vdi-density", "inputs": {"mode": "rdsh"}}`, `{"scenarios": [1, null, {}]}`,
		`{"calculator":"sioc","inputs":{"datastore_iops":1e9,"vms":[{"name":"a","host":"h","shares":1e-300}]}}`,
		`{"calculator":"vsa","inputs":{"frontend_iops":1e-300,"read_pct":100}}`,
		`{"calculator":"vsa","calculator":"sioc"}`, `{"calculator":"vsa","version":1.0000000000000001}`,
		`{"calculator":"sioc","inputs":{"vms":[{"name":"a\ud800","host":"h"}]}}`,
	} {
		f.Add([]byte(s))
	}
	// Every numeric input of every calculator at the extremes (subnormals,
	// 1e±300, below the smallest float, −0), as a scenario and in a plan.
	for _, c := range realCalculators() {
		for _, fd := range c.Meta().Fields {
			if fd.Kind != calc.Number && fd.Kind != calc.Integer {
				continue
			}
			for _, x := range extremes {
				doc := fmt.Sprintf(`{"calculator":%q,"inputs":{%q:%s}}`, c.Meta().ID, fd.Name, x)
				f.Add([]byte(doc))
				f.Add([]byte(`{"plan":"p","scenarios":[` + doc + `]}`))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if strings.Contains(string(data), "cache-sim") {
			t.Skip("cache-sim simulates up to 10^7 cache lines per document: too slow to fuzz here")
		}
		res, errs := calc.EvalDocument(data, msg.EN)
		if (res == nil) == (len(errs) == 0) {
			t.Fatalf("EvalDocument(%q) = %v, %v: want exactly one of result and errors", data, res, errs)
		}
		for _, e := range errs {
			if e.Message() == "" {
				t.Fatalf("EvalDocument(%q): error without message %#v", data, e)
			}
		}
		if res != nil {
			if _, err := json.Marshal(res); err != nil {
				t.Fatalf("EvalDocument(%q) result does not marshal: %v", data, err)
			}
		}
	})
}

// A document's total work is bounded (three of the largest cache simulations
// in a 574-byte plan took 171 s and 656 MB), and so is its number of
// scenarios; both are refused before anything is computed.
func TestEvalDocumentBudgets(t *testing.T) {
	big := `{"calculator":"cache-sim","inputs":{"policy":"arc","ios":1500000,"warmup_ios":0}}`
	c, _ := calc.Lookup("cache-sim")
	in, errs, ok := c.Resolve(json.RawMessage(`{"policy":"arc","ios":1500000,"warmup_ios":0}`), calc.Strict)
	if !ok || in.Work() > calc.MaxWork || in.Work() < calc.MaxWork/2 {
		t.Fatalf("one large simulation is allowed (%v units): %v", in.Work(), errs)
	}
	plan := `{"plan":"p","scenarios":[` + big + `,` + big + `,` + big + `]}`
	alloc := allocated(func() { _, errs = calc.EvalDocument([]byte(plan), msg.EN) })
	if len(errs) != 1 || errs[0].Code() != "doc.too-much-work" {
		t.Fatalf("errors %v, want the work budget", errs)
	}
	// a simulation of 1.5 M I/Os builds its caches and workload (tens of
	// MB); refusing reads three short documents
	if alloc > 8<<20 {
		t.Errorf("refusing allocated %d KB: the work was done before it was refused", alloc>>10)
	}
	many := `{"plan":"p","scenarios":[` + strings.Repeat(`{"calculator":"vsa"},`, calc.MaxScenarios) + `{"calculator":"vsa"}]}`
	_, errs = calc.EvalDocument([]byte(many), msg.EN)
	if len(errs) != 1 || errs[0].Field != "scenarios" || !strings.Contains(errs[0].Message(), "at most 200") {
		t.Errorf("errors %v, want the scenario limit", errs)
	}
}
