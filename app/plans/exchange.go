package plans

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// MaxImport bounds what ImportJSON reads, as calc.EvalDocument does.
const MaxImport = 16 << 20

// Kinds of imported document.
const (
	KindPlan     = "plan"     // a plan document (docs/contract.md §2)
	KindScenario = "scenario" // a scenario document (docs/contract.md §2)
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
// its inputs keyed "inputs.<name>". An entry that keeps its results (a
// trace replay) is explained from them, not computed again; results that
// do not read as the calculator's are a problem keyed "results".
func Evaluate(e Entry) (*calc.Evaluation, scenario.Errors) {
	c, ok := calc.Lookup(e.Scenario.Calculator)
	if !ok {
		var errs scenario.Errors
		errs.Put("calculator", scenario.Unknown(scenario.Calculator, e.Scenario.Calculator, calc.IDs()))
		return nil, errs
	}
	if len(e.Results) == 0 {
		return c.Evaluate(e.Scenario.Inputs)
	}
	in, errs, ok := c.Resolve(e.Scenario.Inputs, calc.Strict)
	if !ok {
		return nil, errs
	}
	return in.Explain(e.Results)
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

// ExportPlanJSON returns p as exactly the plan document (docs/contract.md §2)
// {"plan": name, "scenarios": [doc, ...]}, indented, with the inventory
// summary and notes of an imported plan (§5) when it has them; `sizewise
// eval` and calc.EvalDocument read it. Customer, titles, entry notes and
// the chain are not in it (see ExportBackupJSON).
func ExportPlanJSON(p Plan) ([]byte, error) {
	d := p.Document()
	return marshalDoc(struct {
		Plan      string              `json:"plan"`
		Inventory json.RawMessage     `json:"inventory,omitempty"`
		Scenarios []scenario.Document `json:"scenarios"`
		Notes     []string            `json:"notes,omitempty"`
	}{d.Plan, p.Inventory, d.Scenarios, p.Notes})
}

// ExportScenarioJSON returns the entry's scenario document (docs/contract.md §2).
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
// a one-scenario plan named after its calculator), what `sizewise eval`
// answered to either of them, or a backup. It fails, with a scenario.Errors
// as the error, when the document cannot be imported at all (the fatal
// problems of calc.ParseDocument, the one reading of documents: not a JSON
// object, a scenario that names no known calculator, a version other than
// 1, inputs that are not an object). Anything else wrong (an input's value,
// an unknown field, which is left out) is returned in Import.Problems and
// the scenarios are imported as typed.
func ImportJSON(data []byte) (Import, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if len(data) > MaxImport {
		_, ps := calc.ParseDocument(data)
		return Import{}, ps.Errors(calc.Fatal)
	}
	if at := scenario.InexactAt(data); at >= 0 {
		// encoding/json would read such bytes as "�" in a name or a note
		// (an input's are refused at the input as it is checked)
		return Import{}, scenario.Errors{{Msg: msgNotTextAt.With(msg.Int(at))}}
	}
	var imp Import
	if top, _, err := scenario.Object(data); err == nil && top != nil && has(top, "schema") {
		imp.Kind = KindBackup
		s, errs := readStored(data, migrations)
		if len(errs) > 0 {
			for i, e := range errs {
				errs[i].Msg = msgBadBackup.With(msg.Sub(e.Msg))
			}
			return Import{}, errs
		}
		imp.Plan = s.plan
		imp.Plan.Inventory = compactRaw(imp.Plan.Inventory)
		imp.Problems = Check(imp.Plan)
		return oversize(imp)
	}
	doc, ps := calc.ParseDocument(data)
	if fatal := ps.Errors(calc.Fatal); len(fatal) > 0 {
		return Import{}, fatal
	}
	if dups := duplicateKeys("inventory", doc.Inventory); len(dups) > 0 {
		return Import{}, dups // the page shows the inventory: it must say one thing
	}
	for _, p := range ps {
		if p.Severity == calc.Unknown {
			imp.Problems = append(imp.Problems, scenario.FieldError{Field: p.Field, Msg: msgLeftOut.With(msg.Sub(p.Msg))})
		}
	}
	imp.Kind = KindScenario
	if doc.IsPlan {
		imp.Kind = KindPlan
	}
	imp.Plan = Plan{Name: doc.Plan, Scenarios: []Entry{}, Notes: doc.Notes}
	imp.Plan.Inventory = compactRaw(doc.Inventory)
	for _, s := range doc.Scenarios {
		e := NewEntry(s.Calculator.Meta().ID, normalInputs(s.Inputs))
		e.Scenario.Version = s.Version
		// what the writer says of the inputs is their explanation, not the
		// user's note (issue 30: the note box came pre-filled with it)
		e.Explanation = append([]string(nil), s.Notes...)
		e.Title = s.Title
		imp.Plan.Scenarios = append(imp.Plan.Scenarios, e)
	}
	if imp.Kind == KindScenario {
		imp.Plan.Name = doc.Scenarios[0].Calculator.Meta().Title.In(msg.EN)
		if _, errs := Evaluate(imp.Plan.Scenarios[0]); len(errs) > 0 {
			imp.Problems = append(imp.Problems, errs...)
		}
		return oversize(imp)
	}
	imp.Problems = append(imp.Problems, Check(imp.Plan)...)
	return oversize(imp)
}

// oversize refuses an import whose inputs hold a list longer than any
// calculation takes: inputs that fail are kept as typed, and such a list
// (megabytes of it) would fill the browser's storage for nothing.
func oversize(imp Import) (Import, error) {
	var errs scenario.Errors
	for _, p := range imp.Problems {
		if p.Code() == scenario.MsgListTooLong.ID() {
			errs = append(errs, p)
		}
	}
	if len(errs) > 0 {
		return Import{}, errs
	}
	return imp, nil
}

// Import messages.
var (
	msgLeftOut   = msg.NewKey("import.left-out", "{0}; it was left out")
	msgNotTextAt = msg.NewKey("import.not-text", "the file holds bytes that are not text at byte {0} (invalid UTF-8, or half of a UTF-16 surrogate pair): save it as UTF-8 and import it again")
	msgBadBackup = msg.NewKey("import.backup", "this backup cannot be read: {0}")
)

// compactRaw is raw JSON without its insignificant spaces (nil for null or
// nothing), as a plan keeps its inventory whatever indentation it came in.
func compactRaw(raw json.RawMessage) json.RawMessage {
	var b bytes.Buffer
	if len(raw) == 0 || json.Compact(&b, raw) != nil || b.String() == "null" {
		return nil
	}
	return b.Bytes()
}

func has(m map[string]json.RawMessage, k string) bool {
	_, ok := m[k]
	return ok
}

// AsErrors returns the problems carried by an error of ImportJSON or
// Library.Import, or the error as one problem (its Message).
func AsErrors(err error) scenario.Errors {
	var errs scenario.Errors
	if errors.As(err, &errs) {
		return errs
	}
	if err == nil {
		return nil
	}
	return scenario.Errors{{Field: "", Msg: Message(err)}}
}
