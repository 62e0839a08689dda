package plans

import (
	"encoding/json"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// migrateBarePlan upgrades schema 0, the bare plan document (docs/contract.md §2)
// {"plan": "name", "scenarios": [doc, ...]} (with the optional "version",
// "inventory" and "notes" of docs/contract.md §2 and §5), to the payload
// {"name": ..., "scenarios": [{"scenario": doc, "note": ...}, ...],
// "inventory": ..., "notes": [...]} (schema 1, with what schema 3 added).
// It reads the document with calc.ParseDocument, the one reading of
// documents: every problem it finds, an unknown name included, refuses the
// value (a stored value is not guessed at), as a scenario.Errors at the
// paths of the document. Ids and times are filled when the plan is loaded.
func migrateBarePlan(in json.RawMessage) (json.RawMessage, error) {
	doc, ps := calc.ParseDocument(in)
	if errs := ps.Errors(calc.Unknown); len(errs) > 0 {
		return nil, errs
	}
	if !doc.IsPlan {
		var errs scenario.Errors
		errs.Report("scenarios", scenario.MsgRequired)
		return nil, errs
	}
	type entry0 struct {
		Note     string            `json:"note,omitempty"`
		Scenario scenario.Document `json:"scenario"`
	}
	out := struct {
		Name      string          `json:"name"`
		Scenarios []entry0        `json:"scenarios"`
		Inventory json.RawMessage `json:"inventory,omitempty"`
		Notes     []string        `json:"notes,omitempty"`
	}{Name: doc.Plan, Scenarios: make([]entry0, len(doc.Scenarios)), Inventory: compactRaw(doc.Inventory), Notes: doc.Notes}
	for i, s := range doc.Scenarios {
		out.Scenarios[i] = entry0{
			Note:     strings.Join(s.Notes, "\n"),
			Scenario: scenario.Document{Calculator: s.Calculator.Meta().ID, Version: s.Version, Inputs: normalInputs(s.Inputs)},
		}
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

// migrateResults upgrades schema 3 to 4, which adds an entry's optional
// results (computed elsewhere: a trace replay): a schema 3 payload is a
// schema 4 payload as it is.
func migrateResults(in json.RawMessage) (json.RawMessage, error) { return in, nil }

// migrateExplanation upgrades schema 4 to 5, which adds an entry's
// optional explanation (an import's notes, kept apart from the user's
// note): a schema 4 payload is a schema 5 payload as it is.
func migrateExplanation(in json.RawMessage) (json.RawMessage, error) { return in, nil }

// schemaOf is the oldest schema that holds p: 5 when an entry has an
// explanation, else 4 when an entry keeps its results, else 3 when it has
// an inventory or notes, else 2 when it has comparisons, else 1.
func schemaOf(p Plan) int {
	for _, e := range p.Scenarios {
		if len(e.Explanation) > 0 {
			return 5
		}
	}
	for _, e := range p.Scenarios {
		if len(e.Results) > 0 {
			return 4
		}
	}
	if len(p.Inventory) > 0 || len(p.Notes) > 0 {
		return 3
	}
	if len(p.Comparisons) > 0 {
		return 2
	}
	return 1
}
