package calc

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strconv"

	"github.com/sizewise/sizewise/engine/scenario"
)

// maxDocument bounds what EvalDocument reads (a plan of many scenarios is a few
// kilobytes; 16 MiB leaves room and stops runaway input).
const maxDocument = 16 << 20

// EvalDocument evaluates a scenario document or a plan document (CONTRACT.md
// §2). It returns a scenario.Result or a scenario.PlanResult, or every problem
// found, keyed by JSON path ("inputs.write_iops", "scenarios[1].calculator").
func EvalDocument(data []byte) (any, scenario.Errors) {
	if len(data) > maxDocument {
		return nil, scenario.Errors{{Field: "", Message: "document is larger than 16 MiB"}}
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil || top == nil {
		return nil, scenario.Errors{{Field: "", Message: jsonProblem(data, err)}}
	}
	if _, isPlan := top["plan"]; isPlan {
		return evalPlan(top)
	}
	if _, isPlan := top["scenarios"]; isPlan {
		return evalPlan(top)
	}
	res, errs := evalScenario("", top)
	if len(errs) > 0 {
		return nil, errs
	}
	return res, nil
}

func evalPlan(top map[string]json.RawMessage) (any, scenario.Errors) {
	var errs scenario.Errors
	var name string
	for _, k := range sortedTop(top) {
		switch k {
		case "plan":
			if err := json.Unmarshal(top[k], &name); err != nil {
				errs.Add("plan", "must be a string (the plan's name)")
			}
		case "scenarios", "version", "inventory", "notes":
			// inventory (CONTRACT.md §5) and notes describe the plan; eval
			// ignores them.
		default:
			errs.Add(k, "%s", scenario.UnknownMessage("field", k, []string{"plan", "scenarios", "version", "inventory", "notes"}))
		}
	}
	if v, ok := top["version"]; ok {
		checkVersion("version", v, &errs)
	}
	var items []json.RawMessage
	if raw, ok := top["scenarios"]; !ok {
		errs.Add("scenarios", "is required: a list of scenario documents")
	} else if err := json.Unmarshal(raw, &items); err != nil || items == nil {
		errs.Add("scenarios", "must be a list of scenario documents")
	}
	out := scenario.PlanResult{Plan: name, Results: []scenario.Result{}}
	for i, item := range items {
		path := "scenarios[" + strconv.Itoa(i) + "]"
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(item, &obj); err != nil || obj == nil {
			errs.Add(path, "must be a scenario object")
			continue
		}
		res, e := evalScenario(path, obj)
		errs = append(errs, e...)
		if res != nil {
			out.Results = append(out.Results, *res)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return out, nil
}

func evalScenario(path string, top map[string]json.RawMessage) (*scenario.Result, scenario.Errors) {
	var errs scenario.Errors
	for _, k := range sortedTop(top) {
		switch k {
		case "calculator", "version", "inputs", "notes":
			// notes explain the inputs (an import says where each came
			// from); eval ignores them.
		default:
			errs.Add(scenario.Join(path, k), "%s", scenario.UnknownMessage("field", k, []string{"calculator", "version", "inputs", "notes"}))
		}
	}
	if v, ok := top["version"]; ok {
		checkVersion(scenario.Join(path, "version"), v, &errs)
	}
	var id string
	raw, ok := top["calculator"]
	if !ok {
		errs.Add(scenario.Join(path, "calculator"), "is required; one of: %s", joinNames())
		return nil, errs
	}
	if err := json.Unmarshal(raw, &id); err != nil {
		errs.Add(scenario.Join(path, "calculator"), "must be a string; one of: %s", joinNames())
		return nil, errs
	}
	c, ok := Lookup(id)
	if !ok {
		errs.Add(scenario.Join(path, "calculator"), "%s", scenario.UnknownMessage("calculator", id, IDs()))
		return nil, errs
	}
	ev, e := c.Evaluate(top["inputs"])
	errs = append(errs, e.Prefixed(path)...)
	if len(errs) > 0 {
		return nil, errs
	}
	return &ev.Result, nil
}

func checkVersion(path string, raw json.RawMessage, errs *scenario.Errors) {
	var v float64
	if err := json.Unmarshal(raw, &v); err != nil || v != scenario.Version {
		errs.Add(path, "must be %d (the only document version)", scenario.Version)
	}
}

func joinNames() string {
	var b bytes.Buffer
	for i, n := range Names() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(n)
	}
	return b.String()
}

func sortedTop(m map[string]json.RawMessage) []string {
	return slices.Sorted(maps.Keys(m))
}

// jsonProblem describes why data is not a JSON object, with the byte offset
// of a syntax error when there is one.
func jsonProblem(data []byte, err error) string {
	t := bytes.TrimSpace(data)
	if len(t) == 0 {
		return `the document is empty; expected a JSON object such as {"calculator": "stretched-bandwidth", "inputs": {}}`
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return "not valid JSON at byte " + strconv.FormatInt(se.Offset, 10) + ": " + se.Error()
	}
	if err != nil && !errors.As(err, new(*json.UnmarshalTypeError)) {
		return "not valid JSON: " + err.Error()
	}
	return "expected a JSON object such as {\"calculator\": ..., \"inputs\": {...}}, not " + jsonKind(t[0])
}

func jsonKind(first byte) string {
	switch first {
	case '[':
		return "a list"
	case '"':
		return "a string"
	case 'n':
		return "null"
	case 't', 'f':
		return "true or false"
	}
	return "a number"
}
