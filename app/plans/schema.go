package plans

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Schema is the newest version of the stored plan envelope this build
// reads and writes. A plan is written in the oldest schema that holds it
// (schemaOf): schema 1 unless it has comparisons, so the plans, trash and
// backups of a plan without comparisons stay byte for byte what earlier
// builds wrote, and those builds still read them.
const Schema = 3

// Migration upgrades a stored payload from schema N to schema N+1. For
// schema 0 the payload is the whole stored value (it has no envelope).
type Migration func(json.RawMessage) (json.RawMessage, error)

// migrations[N] upgrades schema N to N+1; len(migrations) == Schema.
var migrations = []Migration{
	0: migrateBarePlan,
	1: migrateComparisons,
	2: migrateInventory,
}

// envelope is the stored form of a plan (and of the trash, with Deleted).
type envelope struct {
	Schema  int             `json:"schema"`
	Plan    json.RawMessage `json:"plan"`
	Deleted *time.Time      `json:"deleted,omitempty"`
}

// stored is what readStored makes of a value.
type stored struct {
	plan     Plan
	deleted  time.Time
	upgraded bool // migrated from an older schema
	from     int  // the schema it was stored in
}

// readStored parses a stored value (or a backup document) of any known schema
// into a Plan, running the migrations it needs and checking the shape. The
// Plan may lack ids and times (see fill).
func readStored(value []byte, ms []Migration) (stored, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(value, &top); err != nil {
		var ute *json.UnmarshalTypeError
		if errors.As(err, &ute) {
			return stored{}, errors.New("is not a JSON object")
		}
		return stored{}, errors.New("is not valid JSON")
	}
	if top == nil {
		return stored{}, errors.New("is not a JSON object")
	}
	var out stored
	payload := json.RawMessage(value)
	from := 0
	if raw, ok := top["schema"]; ok {
		for _, k := range slices.Sorted(maps.Keys(top)) {
			if k != "schema" && k != "plan" && k != "deleted" {
				return stored{}, fmt.Errorf("has an unknown field %q next to the schema", k)
			}
		}
		if err := json.Unmarshal(raw, &from); err != nil || from < 0 {
			return stored{}, errors.New(`has a "schema" that is not a whole number 0 or more`)
		}
		if from > len(ms) {
			return stored{}, fmt.Errorf("was written by a newer Sizewise (schema %d; this version reads up to %d)", from, len(ms))
		}
		if raw, ok := top["deleted"]; ok {
			if err := json.Unmarshal(raw, &out.deleted); err != nil {
				return stored{}, errors.New(`has a "deleted" that is not an RFC 3339 time`)
			}
		}
		payload, ok = top["plan"]
		if !ok {
			return stored{}, errors.New(`has a schema but no "plan"`)
		}
	}
	for n := from; n < len(ms); n++ {
		next, err := ms[n](payload)
		if err != nil {
			return stored{}, fmt.Errorf("cannot be upgraded from schema %d: %v", n, err)
		}
		payload = next
		out.upgraded = true
	}
	p, err := decodePlan(payload)
	if err != nil {
		return stored{}, err
	}
	out.plan = p
	out.from = from
	return out, nil
}

// decodePlan decodes a current-schema payload strictly and checks its shape:
// no unknown fields, unique entry ids, and every scenario names a known
// calculator with an inputs object. Input values are not checked here: a
// scenario with invalid inputs is kept and flagged (see Check).
func decodePlan(payload json.RawMessage) (Plan, error) {
	dec := json.NewDecoder(bytes.NewReader(payload))
	dec.DisallowUnknownFields()
	var p Plan
	if err := dec.Decode(&p); err != nil {
		return Plan{}, fmt.Errorf("does not have the shape of a plan: %s", shapeMessage(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return Plan{}, errors.New("has data after the plan")
	}
	if bytes.Equal(bytes.TrimSpace(payload), []byte("null")) {
		return Plan{}, errors.New("has a null plan")
	}
	if p.Scenarios == nil {
		p.Scenarios = []Entry{}
	}
	seen := map[string]bool{}
	var errs scenario.Errors
	for i, e := range p.Scenarios {
		path := fmt.Sprintf("scenarios[%d]", i)
		if e.ID != "" {
			if seen[e.ID] {
				errs.Report(path+".id", msgRepeatedID, msg.Str(strconv.Quote(e.ID)))
			}
			seen[e.ID] = true
		}
		errs = append(errs, checkDocument(path+".scenario", e.Scenario)...)
		p.Scenarios[i].Scenario.Inputs = normalInputs(e.Scenario.Inputs)
	}
	if len(errs) > 0 {
		return Plan{}, errors.New("has a scenario it cannot open: " + errs.Error())
	}
	return p, nil
}

// shapeMessage shortens a json decoding error for a Problem.
func shapeMessage(err error) string {
	var ute *json.UnmarshalTypeError
	if errors.As(err, &ute) {
		if ute.Field != "" {
			return fmt.Sprintf("%s should be %s, not %s", ute.Field, ute.Type, ute.Value)
		}
		return fmt.Sprintf("should be an object, not %s", ute.Value)
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// msgRepeatedID is the problem of a scenario whose id an earlier one has.
var msgRepeatedID = msg.NewKey("plans.repeated-id", "repeats the id {0}", "повторяет идентификатор {0}")

// checkDocument checks the structure of a scenario document: a known
// calculator, version 1 (or absent), and inputs that are an object (or
// absent), by calc.ParseDocument's rules (the one reading of documents).
// Paths are under path.
func checkDocument(path string, d scenario.Document) scenario.Errors {
	b, err := json.Marshal(d)
	if err != nil {
		var errs scenario.Errors
		errs.Report(scenario.Join(path, "inputs"), scenario.MsgObject)
		return errs
	}
	_, ps := calc.ParseDocument(b)
	return ps.Errors(calc.Fatal).Prefixed(path)
}

// normalInputs compacts an inputs object and turns null into absent.
func normalInputs(in json.RawMessage) json.RawMessage {
	t := bytes.TrimSpace(in)
	if len(t) == 0 || string(t) == "null" {
		return nil
	}
	var b bytes.Buffer
	if json.Compact(&b, t) != nil {
		return slices.Clone(t)
	}
	return b.Bytes()
}

// migrateBarePlan upgrades schema 0, the bare CONTRACT plan document
// {"plan": "name", "scenarios": [doc, ...]} (optionally "version": 1), to the
// schema 1 payload {"name": ..., "scenarios": [{"scenario": doc}, ...]}. Ids
// and times are filled when the plan is loaded.
func migrateBarePlan(in json.RawMessage) (json.RawMessage, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(in, &top); err != nil || top == nil {
		return nil, errors.New("not a JSON object")
	}
	for _, k := range slices.Sorted(maps.Keys(top)) {
		if k != "plan" && k != "scenarios" && k != "version" {
			return nil, fmt.Errorf("unknown field %q in a plan document", k)
		}
	}
	var name string
	if raw, ok := top["plan"]; ok {
		if err := json.Unmarshal(raw, &name); err != nil {
			return nil, errors.New(`"plan" must be a string (the plan's name)`)
		}
	}
	raw, ok := top["scenarios"]
	if !ok {
		return nil, errors.New(`no "scenarios" list`)
	}
	var docs []json.RawMessage
	if err := json.Unmarshal(raw, &docs); err != nil || docs == nil {
		return nil, errors.New(`"scenarios" must be a list of scenario documents`)
	}
	type entry0 struct {
		Scenario json.RawMessage `json:"scenario"`
	}
	out := struct {
		Name      string   `json:"name"`
		Scenarios []entry0 `json:"scenarios"`
	}{Name: name, Scenarios: make([]entry0, len(docs))}
	for i, d := range docs {
		out.Scenarios[i] = entry0{Scenario: d}
	}
	return json.Marshal(out)
}

// migrateComparisons upgrades schema 1 to schema 2, which adds the plan's
// optional "comparisons": a schema 1 payload is a schema 2 payload without
// them, unchanged.
func migrateComparisons(in json.RawMessage) (json.RawMessage, error) { return in, nil }

// migrateInventory upgrades schema 2 to 3, which adds a plan's optional
// inventory and notes: a schema 2 payload is a schema 3 payload as it is.
func migrateInventory(in json.RawMessage) (json.RawMessage, error) { return in, nil }

// schemaOf is the oldest schema that holds p: 3 when it has an inventory
// or notes, else 2 when it has comparisons, else 1.
func schemaOf(p Plan) int {
	if len(p.Inventory) > 0 || len(p.Notes) > 0 {
		return 3
	}
	if len(p.Comparisons) > 0 {
		return 2
	}
	return 1
}

// encodeStored is the stored form of p (with deleted for the trash), in
// the oldest schema that holds it.
func encodeStored(p Plan, deleted *time.Time) ([]byte, error) {
	payload, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	return json.Marshal(envelope{Schema: schemaOf(p), Plan: payload, Deleted: deleted})
}
