package calc_test

import (
	"encoding/json"
	"fmt"
	"github.com/sizewise/sizewise/engine/msg"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	_ "github.com/sizewise/sizewise/engine/all"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// testPrefix marks the throwaway calculators these tests register; the
// registry is global, so tests over "every calculator" skip them.
const testPrefix = "test-only-"

// realCalculators are the registered calculators, without test-only ones.
func realCalculators() []calc.Calculator {
	var out []calc.Calculator
	for _, c := range calc.All() {
		if !strings.HasPrefix(c.Meta().ID, testPrefix) {
			out = append(out, c)
		}
	}
	return out
}

func lookup(t testing.TB, id string) calc.Calculator {
	t.Helper()
	c, ok := calc.Lookup(id)
	if !ok {
		t.Fatalf("calculator %q is not registered", id)
	}
	return c
}

// resultMap is the results object of ev as JSON values.
func resultMap(t testing.TB, ev *calc.Evaluation) map[string]any {
	t.Helper()
	return asMap(t, ev.Results)
}

func asMap(t testing.TB, v any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("marshal %T: %v", v, err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%T is not a JSON object: %s", v, b)
	}
	return m
}

func resultJSON(t testing.TB, ev *calc.Evaluation) string {
	t.Helper()
	b, err := json.Marshal(ev.Document(msg.EN))
	if err != nil {
		t.Fatalf("result does not marshal: %v", err)
	}
	return string(b)
}

// evalLenient resolves raw leniently (as a link is read) and evaluates.
func evalLenient(c calc.Calculator, raw json.RawMessage) (*calc.Evaluation, scenario.Errors) {
	in, problems, ok := c.Resolve(raw, calc.Lenient)
	if !ok {
		return nil, problems
	}
	ev, errs := in.Evaluate()
	return ev, append(problems, errs...)
}

// knownInputs lists a calculator's input names, sorted, as an unknown-field
// message lists them.
func knownInputs(id string) []string {
	c, _ := calc.Lookup(id)
	var out []string
	for _, f := range c.Meta().Fields {
		out = append(out, f.Name)
	}
	slices.Sort(out)
	return out
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

func TestContractCalculatorsRegistered(t *testing.T) {
	for _, id := range []string{"stretched-bandwidth", "vsa", "memory-states", "sioc", "vdi-density", "cache-sim", "snapshot", "vsan-capacity"} {
		if _, ok := calc.Lookup(id); !ok {
			t.Errorf("calculator %q of docs/contract.md §3 is not registered", id)
		}
	}
	if _, ok := calc.Lookup("no-such-calculator"); ok {
		t.Error("Lookup(no-such-calculator) found something")
	}
}

func TestStretchedReference(t *testing.T) {
	c := lookup(t, "stretched-bandwidth")
	ev, errs := c.Evaluate(json.RawMessage(`{"write_iops": 10000, "write_size_kb": 4}`))
	if errs != nil {
		t.Fatalf("Evaluate errors = %v", errs)
	}
	r := resultMap(t, ev)
	for name, want := range map[string]float64{"write_bandwidth_mbps": 320, "intersite_mbps": 560, "write_iops": 10000} {
		if got, _ := r[name].(float64); got != want {
			t.Errorf("%s = %v, want %v", name, r[name], want)
		}
	}
	if ev.Document(msg.EN).Calculator != "stretched-bandwidth" {
		t.Errorf("Result.Calculator = %q", ev.Document(msg.EN).Calculator)
	}
	in := asMap(t, ev.Inputs)
	for name, want := range map[string]float64{"write_iops": 10000, "write_size_kb": 4, "data_multiplier": 1.4, "resync_multiplier": 1.25, "components": 0, "hosts_per_site": 1} {
		if got, ok := in[name].(float64); !ok || got != want {
			t.Errorf("inputs.%s = %v, want %v (defaults filled)", name, in[name], want)
		}
	}
}

// Every calculator opens on a valid worked example: nil, {}, null and its own
// DefaultInputs all give the same result, with non-null lists.
func TestEvaluateDefaultsEveryCalculator(t *testing.T) {
	for _, c := range realCalculators() {
		id := c.Meta().ID
		t.Run(id, func(t *testing.T) {
			ev, errs := c.Evaluate(nil)
			if errs != nil {
				t.Fatalf("Evaluate(nil) errors = %v", errs)
			}
			want := resultJSON(t, ev)
			for _, raw := range []string{`{}`, `null`, string(c.Defaults().JSON())} {
				ev2, errs := c.Evaluate(json.RawMessage(raw))
				if errs != nil {
					t.Fatalf("Evaluate(%s) errors = %v", raw, errs)
				}
				if got := resultJSON(t, ev2); got != want {
					t.Errorf("Evaluate(%s)\n got  %s\n want %s", raw, got, want)
				}
			}
			var doc map[string]json.RawMessage
			if err := json.Unmarshal([]byte(want), &doc); err != nil {
				t.Fatal(err)
			}
			for _, key := range []string{"steps", "warnings", "sources"} {
				if !strings.HasPrefix(string(doc[key]), "[") {
					t.Errorf("%s = %s, want a JSON list (never null)", key, doc[key])
				}
			}
			if len(ev.Document(msg.EN).Sources) == 0 {
				t.Error("no sources")
			}
			if len(ev.Document(msg.EN).Steps) == 0 {
				t.Error("no worked steps")
			}
			if ev.Document(msg.EN).Calculator != id {
				t.Errorf("Result.Calculator = %q, want %q", ev.Document(msg.EN).Calculator, id)
			}
		})
	}
}

// hasProblemAt reports whether errs has a problem at path or below it
// ("inputs.vms" covers "inputs.vms[0].name").
func hasProblemAt(errs scenario.Errors, path string) bool {
	for _, e := range errs {
		if e.Field == path || strings.HasPrefix(e.Field, path+"[") || strings.HasPrefix(e.Field, path+".") {
			return true
		}
	}
	return false
}

func TestEvaluateStretchedErrors(t *testing.T) {
	c := lookup(t, "stretched-bandwidth")
	tests := []struct {
		name string
		raw  string
		want wantErrs
	}{
		{"negative", `{"write_iops": -1}`, wantErrs{{Field: "inputs.write_iops", Message: "must be 0 or more"}}},
		{"unknown field", `{"write_iop": 5}`, wantErrs{
			{Field: "inputs.write_iop", Message: `unknown field "write_iop"; did you mean "write_iops"?`}}},
		{"wrong type", `{"write_iops": "many"}`, wantErrs{{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"null number", `{"write_size_kb": null}`, wantErrs{{Field: "inputs.write_size_kb", Message: "must be a number"}}},
		{"fraction", `{"hosts_per_site": 1.5}`, wantErrs{{Field: "inputs.hosts_per_site", Message: "must be a whole number"}}},
		{"zero size", `{"write_size_kb": 0}`, wantErrs{{Field: "inputs.write_size_kb", Message: "must be 0.5 or more"}}},
		{"both options", `{"write_iops": 1, "total_iops": 2}`, wantErrs{
			{Field: "inputs.total_iops", Message: "give write_iops, or total_iops with write_pct, not both"}}},
		{"write_pct alone", `{"write_pct": 50}`, wantErrs{
			{Field: "inputs.write_iops", Message: "is required: give write_iops, or total_iops with write_pct"},
			{Field: "inputs.write_pct", Message: "goes with total_iops; give total_iops too, or use write_iops alone"}}},
		{"write_iops null", `{"write_iops": null}`, wantErrs{
			{Field: "inputs.write_iops", Message: "is required: give write_iops, or total_iops with write_pct"}}},
		{"every problem at once", `{"write_iops": "x", "hosts_per_site": 0, "components": -1, "bogus": 1}`, wantErrs{
			{Field: "inputs.bogus", Message: `unknown field "bogus"; known: ` + strings.Join(knownInputs("stretched-bandwidth"), ", ")},
			{Field: "inputs.write_iops", Message: "must be a number"},
			{Field: "inputs.components", Message: "must be 0 or more"},
			{Field: "inputs.hosts_per_site", Message: "must be 1 or more"}}},
		{"not an object", `[1]`, wantErrs{{Field: "inputs", Message: "must be an object"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, errs := c.Evaluate(json.RawMessage(tc.raw))
			if ev != nil {
				t.Errorf("Evaluate(%s) computed a result despite errors", tc.raw)
			}
			if !reflect.DeepEqual(asWant(errs), tc.want) {
				t.Errorf("Evaluate(%s) errors\n got  %#v\n want %#v", tc.raw, errs, tc.want)
			}
		})
	}
}

// Giving one option of an Alternative clears the other option's defaults.
func TestEvaluateAlternatives(t *testing.T) {
	c := lookup(t, "stretched-bandwidth")
	tests := []struct {
		name          string
		raw           string
		wantWrites    float64
		wantIntersite float64
		wantWarning   string
	}{
		{"total and write pct", `{"total_iops": 100000, "write_pct": 70}`, 70000, 3920, ""},
		{"total alone assumes 70 %", `{"total_iops": 100000}`, 70000, 3920, "“Writes” not given: assumed 70 % writes"},
		{"write iops", `{"write_iops": 20000}`, 20000, 1120, ""},
		{"write iops null with total", `{"write_iops": null, "total_iops": 1000, "write_pct": 50}`, 500, 28, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, errs := c.Evaluate(json.RawMessage(tc.raw))
			if errs != nil {
				t.Fatalf("Evaluate(%s) errors = %v", tc.raw, errs)
			}
			r := resultMap(t, ev)
			if got := r["write_iops"].(float64); !near(got, tc.wantWrites) {
				t.Errorf("write_iops = %v, want %v", got, tc.wantWrites)
			}
			if got := r["intersite_mbps"].(float64); !near(got, tc.wantIntersite) {
				t.Errorf("intersite_mbps = %v, want %v", got, tc.wantIntersite)
			}
			in := asMap(t, ev.Inputs)
			if _, both := in["write_iops"]; both && in["total_iops"] != nil {
				t.Errorf("inputs hold both write_iops and total_iops: %v", in)
			}
			joined := strings.Join(ev.Document(msg.EN).Warnings, "\n")
			if tc.wantWarning != "" && !strings.Contains(joined, tc.wantWarning) {
				t.Errorf("warnings %q lack %q", joined, tc.wantWarning)
			}
		})
	}
}

func TestEvaluateLenientStretched(t *testing.T) {
	c := lookup(t, "stretched-bandwidth")
	tests := []struct {
		name          string
		raw           string
		wantProblems  []string // fields
		wantIntersite float64
		wantInputs    map[string]any // kept or defaulted inputs
	}{
		{"valid", `{"write_iops": 20000}`, nil, 1120, map[string]any{"write_iops": 20000.0}},
		{"bad type falls back", `{"write_iops": "abc", "components": 600}`, []string{"inputs.write_iops"}, 560,
			map[string]any{"write_iops": 10000.0, "components": 600.0}},
		{"out of range falls back, the rest is kept", `{"write_iops": -5, "hosts_per_site": 4}`, []string{"inputs.write_iops"}, 560,
			map[string]any{"write_iops": 10000.0, "hosts_per_site": 4.0}},
		{"unknown field", `{"bogus": 1, "write_size_kb": 8}`, []string{"inputs.bogus"}, 1120, map[string]any{"write_size_kb": 8.0}},
		{"alternative", `{"total_iops": 100000, "write_pct": 70}`, nil, 3920, map[string]any{"total_iops": 100000.0}},
		{"alternative with a bad part", `{"total_iops": 1000, "write_pct": 170}`, []string{"inputs.write_pct"}, 39.2,
			map[string]any{"total_iops": 1000.0}},
		{"unsatisfiable falls back to defaults", `{"write_pct": 70}`, []string{"inputs.write_iops", "inputs.write_pct"}, 560,
			map[string]any{"write_iops": 10000.0}},
		{"not an object", `"x"`, []string{"inputs"}, 560, map[string]any{"write_iops": 10000.0}},
		{"several bad", `{"write_iops": -1, "hosts_per_site": 0, "data_multiplier": "x", "link_mbps": 100}`,
			[]string{"inputs.data_multiplier", "inputs.write_iops", "inputs.hosts_per_site"}, 560,
			map[string]any{"hosts_per_site": 1.0, "link_mbps": 100.0, "data_multiplier": 1.4}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, problems := evalLenient(c, json.RawMessage(tc.raw))
			if ev == nil {
				t.Fatalf("EvaluateLenient(%s) gave no result", tc.raw)
			}
			var fields []string
			for _, p := range problems {
				if !slices.Contains(fields, p.Field) {
					fields = append(fields, p.Field)
				}
				if p.Message() == "" {
					t.Errorf("problem without a message: %#v", p)
				}
			}
			if !reflect.DeepEqual(fields, tc.wantProblems) {
				t.Errorf("EvaluateLenient(%s) problems at %v, want %v (all: %v)", tc.raw, fields, tc.wantProblems, problems)
			}
			if got := resultMap(t, ev)["intersite_mbps"].(float64); !near(got, tc.wantIntersite) {
				t.Errorf("intersite_mbps = %v, want %v", got, tc.wantIntersite)
			}
			in := asMap(t, ev.Inputs)
			for k, want := range tc.wantInputs {
				if in[k] != want {
					t.Errorf("inputs.%s = %v, want %v (inputs %v)", k, in[k], want, in)
				}
			}
		})
	}
}

// A problem inside a List input (sioc's VMs) resets the list to its default.
// It used to panic: reflect.Value.Equal on a slice.
func TestEvaluateLenientListInput(t *testing.T) {
	c := lookup(t, "sioc")
	tests := []struct {
		name, raw, wantField string
	}{
		{"duplicate names", `{"datastore_iops": 9000, "vms": [{"name": "a", "host": "h"}, {"name": "a", "host": "h"}]}`, "inputs.vms[1].name"},
		{"bad item", `{"datastore_iops": 9000, "vms": [{"name": "a", "host": "h", "limit_iops": -1}]}`, "inputs.vms[0].limit_iops"},
		{"empty list", `{"datastore_iops": 9000, "vms": []}`, "inputs.vms"},
		{"wrong type in item", `{"datastore_iops": 9000, "vms": [{"name": "a", "host": "h", "shares": "lots"}]}`, "inputs.vms[0].shares"},
	}
	def, _ := c.Evaluate(nil)
	defVMs := asMap(t, def.Inputs)["vms"]
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var ev *calc.Evaluation
			var problems scenario.Errors
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("EvaluateLenient(%s) panicked: %v", tc.raw, r)
					}
				}()
				ev, problems = evalLenient(c, json.RawMessage(tc.raw))
			}()
			if problems.For(tc.wantField) == "" {
				t.Errorf("problems = %v, want one at %s", problems, tc.wantField)
			}
			in := asMap(t, ev.Inputs)
			if in["datastore_iops"] != 9000.0 {
				t.Errorf("datastore_iops = %v, want the valid 9000 kept", in["datastore_iops"])
			}
			if !reflect.DeepEqual(in["vms"], defVMs) {
				t.Errorf("vms = %v, want the default list %v", in["vms"], defVMs)
			}
		})
	}
}

// EvaluateLenient always computes, for every calculator, whatever the inputs.
func TestEvaluateLenientEveryCalculator(t *testing.T) {
	for _, c := range realCalculators() {
		m := c.Meta()
		t.Run(m.ID, func(t *testing.T) {
			def, _ := c.Evaluate(nil)
			want := resultJSON(t, def)

			ev, problems := evalLenient(c, json.RawMessage(`{"bogus": 1}`))
			if got := resultJSON(t, ev); got != want {
				t.Errorf("EvaluateLenient({bogus}) result differs from the defaults:\n got  %s\n want %s", got, want)
			}
			if problems.For("inputs.bogus") == "" {
				t.Errorf("problems = %v, want one at inputs.bogus", problems)
			}

			// Every input of the wrong type: all fall back to defaults.
			bad := map[string]any{}
			for _, f := range m.Fields {
				bad[f.Name] = []any{"wrong"}
			}
			raw, _ := json.Marshal(bad)
			ev, problems = evalLenient(c, raw)
			if ev == nil {
				t.Fatal("no result")
			}
			for _, f := range m.Fields {
				if !hasProblemAt(problems, "inputs."+f.Name) {
					t.Errorf("no problem reported for inputs.%s (problems %v)", f.Name, problems)
				}
			}
			if got := resultJSON(t, ev); got != want {
				t.Errorf("all-wrong inputs did not give the defaults:\n got  %s\n want %s", got, want)
			}

			// Every number out of any plausible range.
			for _, x := range []float64{-1, 0, 1e15} {
				huge := map[string]any{}
				for _, f := range m.Fields {
					if f.Kind == calc.Number || f.Kind == calc.Integer {
						huge[f.Name] = x
					}
				}
				raw, _ := json.Marshal(huge)
				ev, _ := evalLenient(c, raw)
				if ev == nil {
					t.Fatalf("EvaluateLenient(%s) gave no result", raw)
				}
				if _, err := json.Marshal(ev.Document(msg.EN)); err != nil {
					t.Errorf("EvaluateLenient(%s) result does not marshal: %v", raw, err)
				}
			}
		})
	}
}

func TestDefaultInputsDecodeCleanly(t *testing.T) {
	for _, c := range realCalculators() {
		raw := c.Defaults().JSON()
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(raw, &obj); err != nil {
			t.Errorf("%s: DefaultInputs %s is not an object: %v", c.Meta().ID, raw, err)
			continue
		}
		for _, f := range c.Meta().Fields {
			if _, ok := obj[f.Name]; !ok && !f.Optional {
				t.Errorf("%s: required field %q has no default in %s", c.Meta().ID, f.Name, raw)
			}
		}
	}
}

func TestAllOrderedByRank(t *testing.T) {
	all := calc.All()
	if len(all) < 8 {
		t.Fatalf("All() has %d calculators, want at least the 8 of the contract", len(all))
	}
	for i := 1; i < len(all); i++ {
		a, b := all[i-1].Meta(), all[i].Meta()
		if a.Rank > b.Rank || a.Rank == b.Rank && a.ID >= b.ID {
			t.Errorf("All()[%d..%d] = %s (rank %d), %s (rank %d): not ordered by rank, then id", i-1, i, a.ID, a.Rank, b.ID, b.Rank)
		}
	}
	if first := realCalculators()[0].Meta().ID; first != "cluster-sizing" {
		t.Errorf("first calculator = %q, want cluster-sizing (rank 5): hosts for a workload is the question an estate asks first", first)
	}
	ids := calc.IDs()
	for i, c := range all {
		if ids[i] != c.Meta().ID {
			t.Errorf("IDs()[%d] = %q, want %q (All order)", i, ids[i], c.Meta().ID)
		}
	}
	names := calc.Names()
	if !slices.IsSorted(names) || len(names) != len(ids) {
		t.Errorf("Names() = %v, want the ids sorted", names)
	}
}

func TestMetaField(t *testing.T) {
	m := lookup(t, "stretched-bandwidth").Meta()
	f, ok := m.Field("write_size_kb")
	if !ok || f.Kind != calc.Number || f.Unit != msg.KB {
		t.Errorf("Field(write_size_kb) = %+v, %v", f, ok)
	}
	if _, ok := m.Field("nope"); ok {
		t.Error("Field(nope) found something")
	}
}

func TestKindString(t *testing.T) {
	for k, want := range map[calc.Kind]string{calc.Number: "number", calc.Integer: "integer", calc.Choice: "choice",
		calc.Bool: "bool", calc.Text: "text", calc.List: "list", 0: "unknown", 99: "unknown"} {
		if got := k.String(); got != want {
			t.Errorf("Kind(%d).String() = %q, want %q", int(k), got, want)
		}
	}
}

// Throwaway calculator types for the registry tests.

type testItem struct {
	N float64 `json:"n" validate:"finite,gte=1"`
}

type testIn struct {
	A     float64    `json:"a" validate:"finite,gte=0"`
	B     *float64   `json:"b,omitempty" validate:"omitempty,finite,gte=0"`
	C     *float64   `json:"c,omitempty" validate:"omitempty,finite,gte=0"`
	Items []testItem `json:"items" validate:"dive"`
	Label string     `json:"label"`
}

type testOut struct {
	Sum float64 `json:"sum"`
}

func fp(x float64) *float64 { return &x }

// Problems of the test calculator.
var (
	msgItemNaN  = msg.NewKey("calctest.item-nan", "item {0}: must be a number")
	msgRequired = msg.NewKey("calctest.required", "is required")
	msgAtMost   = msg.NewKey("calctest.at-most", "at most {0}")
)

// itemsCodec renders items as one number per query value.
type itemsCodec struct{}

func (itemsCodec) FromQuery(values []string) (json.RawMessage, error) {
	items := []testItem{}
	for _, v := range values {
		x, err := calc.ParseNumber(v)
		if err != nil {
			return nil, scenario.Problem(msgItemNaN, msg.Str(v))
		}
		items = append(items, testItem{x})
	}
	return json.Marshal(items)
}

func (itemsCodec) ToQuery(raw json.RawMessage) []string {
	var items []testItem
	if json.Unmarshal(raw, &items) != nil {
		return nil
	}
	out := []string{}
	for _, it := range items {
		out = append(out, fmt.Sprint(it.N))
	}
	return out
}

func testSpec(id string) calc.Spec[testIn, testOut] {
	return calc.Spec[testIn, testOut]{
		ID:       id,
		Rank:     1_000_000,
		Title:    msg.T("Test"),
		Question: msg.T("Does the registry work?"),
		Fields: []calc.Field{
			{Name: "a", Label: msg.T("A")},
			{Name: "b", Label: msg.T("B")},
			{Name: "c", Label: msg.T("C")},
			{Name: "items", Label: msg.T("Items"), Codec: itemsCodec{}},
			{Name: "label", Label: msg.T("Label")},
		},
		Outputs: []calc.Output{{Name: "sum", Label: msg.T("Sum")}},
		Alts: []calc.Alternative{{Name: "bc", Options: []calc.Option{
			{Fields: []string{"b"}}, {Fields: []string{"c"}},
		}}},
		Defaults: func() testIn {
			return testIn{A: 1, B: fp(2), Items: []testItem{{1}, {2}}, Label: "x"}
		},
		Check: func(in *testIn) scenario.Errors {
			var errs scenario.Errors
			if in.B == nil && in.C == nil {
				errs.Report("b", msgRequired)
			}
			if len(in.Items) > 3 {
				errs.Report("items", msgAtMost, msg.Int(3))
			}
			return errs
		},
		Compute: func(in testIn) calc.Outcome {
			s := in.A
			if in.B != nil {
				s += *in.B
			}
			if in.C != nil {
				s += *in.C
			}
			for _, it := range in.Items {
				s += it.N
			}
			return calc.Outcome{Results: testOut{Sum: s}}
		},
	}
}

func TestRegisterPanics(t *testing.T) {
	calc.Register(testSpec(testPrefix + "dup"))
	tests := []struct {
		name   string
		spec   func() calc.Spec[testIn, testOut]
		substr string
	}{
		{"duplicate id", func() calc.Spec[testIn, testOut] { return testSpec(testPrefix + "dup") }, "duplicate calculator"},
		{"field that names no input", func() calc.Spec[testIn, testOut] {
			s := testSpec(testPrefix + "nofield")
			s.Fields = append(s.Fields, calc.Field{Name: "nope", Label: msg.T("N")})
			return s
		}, `field "nope" is not an input`},
		{"list without codec", func() calc.Spec[testIn, testOut] {
			s := testSpec(testPrefix + "nocodec")
			s.Fields[3].Codec = nil
			return s
		}, `list input "items" has no Codec`},
		{"input without a field", func() calc.Spec[testIn, testOut] {
			s := testSpec(testPrefix + "nofieldfor")
			s.Fields = s.Fields[:4]
			return s
		}, `input "label" has no Field`},
		{"kind that is not the type's", func() calc.Spec[testIn, testOut] {
			s := testSpec(testPrefix + "wrongkind")
			s.Fields[0].Kind = calc.Integer
			return s
		}, `field "a" is a number, not a integer`},
		{"field without a label", func() calc.Spec[testIn, testOut] {
			s := testSpec(testPrefix + "nolabel")
			s.Fields[0].Label = msg.Text{}
			return s
		}, `field "a" has no label`},
		{"output that is not a result", func() calc.Spec[testIn, testOut] {
			s := testSpec(testPrefix + "noresult")
			s.Outputs = append(s.Outputs, calc.Output{Name: "hosts_required", Label: msg.T("H")})
			return s
		}, `output "hosts_required" is not a result`},
		{"choice labels on a number", func() calc.Spec[testIn, testOut] {
			s := testSpec(testPrefix + "choicelabels")
			s.Fields[0].ChoiceLabels = map[string]msg.Text{"x": msg.T("x")}
			return s
		}, `labels choices but has no oneof rule`},
		{"no id", func() calc.Spec[testIn, testOut] { return testSpec("") }, "needs ID"},
		{"no defaults", func() calc.Spec[testIn, testOut] {
			s := testSpec(testPrefix + "nodefaults")
			s.Defaults = nil
			return s
		}, "needs ID, Defaults and Compute"},
		{"no compute", func() calc.Spec[testIn, testOut] {
			s := testSpec(testPrefix + "nocompute")
			s.Compute = nil
			return s
		}, "needs ID, Defaults and Compute"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.spec()
			defer func() {
				r := recover()
				if r == nil {
					t.Fatalf("Register(%s) did not panic", s.ID)
				}
				if msg := fmt.Sprint(r); !strings.Contains(msg, tc.substr) {
					t.Errorf("panic %q, want it to contain %q", msg, tc.substr)
				}
				if s.ID != testPrefix+"dup" {
					if _, ok := calc.Lookup(s.ID); ok && s.ID != "" {
						t.Errorf("%s was registered despite the panic", s.ID)
					}
				}
			}()
			calc.Register(s)
		})
	}
}

func TestRegisterRankTiesByID(t *testing.T) {
	calc.Register(testSpec(testPrefix + "rank-b"))
	calc.Register(testSpec(testPrefix + "rank-a"))
	ids := calc.IDs()
	ia, ib := slices.Index(ids, testPrefix+"rank-a"), slices.Index(ids, testPrefix+"rank-b")
	if ia < 0 || ib < 0 || ia > ib {
		t.Errorf("IDs() = %v: want %s before %s (same rank, by id)", ids, testPrefix+"rank-a", testPrefix+"rank-b")
	}
	for _, id := range ids[len(ids)-2:] {
		if !strings.HasPrefix(id, testPrefix) {
			t.Errorf("IDs() ends with %q, want the rank-1,000,000 test calculators last", id)
		}
	}
}

// The throwaway calculator exercises the generic parts: Alternatives over
// pointer fields, a List field in lenient mode, Check after validation.
func TestGenericCalculator(t *testing.T) {
	id := testPrefix + "generic"
	calc.Register(testSpec(id))
	c := lookup(t, id)
	sum := func(ev *calc.Evaluation) float64 { return ev.Results.(testOut).Sum }

	ev, errs := c.Evaluate(nil)
	if errs != nil || sum(ev) != 6 {
		t.Fatalf("Evaluate(nil) = %v, %v; want sum 6", ev, errs)
	}
	// Giving c clears the default b.
	ev, errs = c.Evaluate(json.RawMessage(`{"c": 10}`))
	if errs != nil || sum(ev) != 14 {
		t.Errorf("Evaluate(c=10) sum = %v, errs %v; want 14 (b cleared)", sum(ev), errs)
	}
	// Both given: kept (the spec decides whether that is allowed).
	ev, errs = c.Evaluate(json.RawMessage(`{"b": 1, "c": 10}`))
	if errs != nil || sum(ev) != 15 {
		t.Errorf("Evaluate(b=1,c=10) sum = %v, errs %v; want 15", sum(ev), errs)
	}
	// Check runs only when the tags pass.
	_, errs = c.Evaluate(json.RawMessage(`{"a": -1, "items": [{"n":1},{"n":1},{"n":1},{"n":1}]}`))
	if want := (wantErrs{{Field: "inputs.a", Message: "must be 0 or more"}}); !reflect.DeepEqual(asWant(errs), want) {
		t.Errorf("Evaluate errors = %v, want %v (Check skipped while tags fail)", errs, want)
	}
	_, errs = c.Evaluate(json.RawMessage(`{"items": [{"n":1},{"n":1},{"n":1},{"n":1}]}`))
	if want := (wantErrs{{Field: "inputs.items", Message: "at most 3"}}); !reflect.DeepEqual(asWant(errs), want) {
		t.Errorf("Evaluate errors = %v, want %v (Check prefixed with inputs)", errs, want)
	}
	// Lenient: a bad list item resets the list, the rest is kept.
	ev, problems := evalLenient(c, json.RawMessage(`{"a": 5, "items": [{"n": 0}]}`))
	if sum(ev) != 10 || problems.For("inputs.items[0].n") != "must be 1 or more" {
		t.Errorf("EvaluateLenient sum = %v (want 10), problems %v", sum(ev), problems)
	}
	// Lenient: a Check problem on the list resets it too.
	ev, problems = evalLenient(c, json.RawMessage(`{"a": 5, "items": [{"n":1},{"n":1},{"n":1},{"n":1}]}`))
	if sum(ev) != 10 || problems.For("inputs.items") != "at most 3" {
		t.Errorf("EvaluateLenient sum = %v (want 10), problems %v", sum(ev), problems)
	}
	// Lenient: the problems are not repeated.
	seen := map[string]bool{}
	for _, p := range problems {
		if seen[p.Field+p.Message()] {
			t.Errorf("problem reported twice: %v", p)
		}
		seen[p.Field+p.Message()] = true
	}
}

// TestRevisionStamp: a calculator with a rules-revision input tells a
// document Sizewise wrote before the input existed (it gives every mark but
// not the revision) and decodes it over the legacy revision; a page opened
// without inputs, a document that gives the revision, and one written by
// hand or sent from another calculator (no marks) keep the current one. A
// share link is read as legacy whenever it gives inputs but no revision.
func TestRevisionStamp(t *testing.T) {
	id := testPrefix + "revision"
	s := testSpec(id)
	s.Revision = &calc.Revision{Input: "label", Legacy: "old", Marks: []string{"a", "items"}}
	calc.Register(s)
	c := lookup(t, id)
	if got := c.Meta().RevisionInput; got != "label" {
		t.Errorf("Meta().RevisionInput = %q, want label", got)
	}
	label := func(in calc.Inputs) string { return in.Value().(testIn).Label }
	for _, tc := range []struct {
		name, doc, want string
	}{
		{"no inputs: the page's defaults", ``, "x"},
		{"empty object", `{}`, "x"},
		{"every mark, no revision: written before it", `{"a": 1, "items": "1"}`, "old"},
		{"one mark only: written by hand", `{"a": 1}`, "x"},
		{"no mark: sent from another calculator", `{"c": 10}`, "x"},
		{"revision given", `{"a": 1, "items": "1", "label": "x"}`, "x"},
		{"an earlier revision given", `{"a": 1, "label": "old"}`, "old"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var raw json.RawMessage
			if tc.doc != "" {
				raw = json.RawMessage(tc.doc)
			}
			in, errs, ok := c.Resolve(raw, calc.Lenient)
			if !ok {
				t.Fatalf("Resolve(%s): %v", tc.doc, errs)
			}
			if got := label(in); got != tc.want {
				t.Errorf("Resolve(%s): revision %q, want %q", tc.doc, got, tc.want)
			}
		})
	}
	// A share link without the revision was made before it existed (every
	// link Sizewise writes now carries it), marks or not; one without any
	// input is the page's defaults.
	for _, tc := range []struct {
		name string
		q    map[string][]string
		want string
	}{
		{"every mark", map[string][]string{"a": {"1"}, "items": {"1"}}, "old"},
		{"one input only", map[string][]string{"c": {"10"}}, "old"},
		{"no input", map[string][]string{}, "x"},
	} {
		in, errs, ok := c.ResolveValues(tc.q, calc.ParseNumber, calc.Strict)
		if !ok || label(in) != tc.want {
			t.Errorf("ResolveValues, %s: revision %q (%v), want %q", tc.name, label(in), errs, tc.want)
		}
	}
	in, _, _ := c.ResolveValues(map[string][]string{"a": {"1"}, "items": {"1"}, "label": {"x"}}, calc.ParseNumber, calc.Strict)
	if label(in) != "x" {
		t.Errorf("a link that gives the revision read as %q, want x", label(in))
	}
}

func TestRevisionSpecPanics(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rev    calc.Revision
		substr string
	}{
		{"input that is not one", calc.Revision{Input: "nope", Legacy: "old", Marks: []string{"a"}}, "is not an input"},
		{"no marks", calc.Revision{Input: "label", Legacy: "old"}, "has no marks"},
		{"mark that is no input", calc.Revision{Input: "label", Legacy: "old", Marks: []string{"zz"}}, "is not another input"},
		{"legacy of another type", calc.Revision{Input: "label", Legacy: 1, Marks: []string{"a"}}, "does not fit"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := testSpec(testPrefix + "badrev-" + strings.ReplaceAll(tc.name, " ", "-"))
			rev := tc.rev
			s.Revision = &rev
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), tc.substr) {
					t.Errorf("Register panicked with %v, want %q", r, tc.substr)
				}
			}()
			calc.Register(s)
		})
	}
}
