package plans

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
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
const Schema = 5

// Migration upgrades a stored payload from schema N to schema N+1. For
// schema 0 the payload is the whole stored value (it has no envelope).
type Migration func(json.RawMessage) (json.RawMessage, error)

// migrations[N] upgrades schema N to N+1; len(migrations) == Schema.
var migrations = []Migration{
	0: migrateBarePlan,
	1: migrateComparisons,
	2: migrateInventory,
	3: migrateResults,
	4: migrateExplanation,
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

// envelopeKeys are the members of a stored value with a schema.
var envelopeKeys = []string{"schema", "plan", "deleted"}

// The problems of a stored value (or a backup), each at the JSON path of
// what is at fault in it ("" for the whole value).
var (
	msgNotJSON     = msg.NewKey("plans.stored.not-json", "is not valid JSON")
	msgNotObject   = msg.NewKey("plans.stored.not-object", "is not a JSON object")
	msgSchema      = msg.NewKey("plans.stored.schema", "must be a whole number, 0 or more")
	msgNewer       = msg.NewKey("plans.stored.newer", "was written by a newer Sizewise (schema {0}; this version reads up to {1})")
	msgTime        = msg.NewKey("plans.stored.time", `must be a time such as "2026-01-02T15:04:05Z" (RFC 3339)`)
	msgNoPlan      = msg.NewKey("plans.stored.no-plan", `is required next to "{0}"`)
	msgNullPlan    = msg.NewKey("plans.stored.null-plan", "must be a plan, not null")
	msgUpgrade     = msg.NewKey("plans.stored.upgrade", "cannot be upgraded from schema {0}: {1}")
	msgTrashNoID   = msg.NewKey("plans.stored.trash-no-id", "holds a deleted plan without an id")
	msgNoPlanID    = msg.NewKey("plans.stored.no-id", "has no plan id after {0}")
	msgNotOpened   = msg.NewKey("plans.stored.not-opened", "could not be opened: {0}")
	msgNotSaved    = msg.NewKey("plans.stored.not-saved", "was upgraded but could not be saved ({0}); it will be upgraded again next time")
	msgLeftInPlace = msg.NewKey("plans.stored.left-in-place", "{0}; it could not be set aside ({1}) and was left in place")
)

// readStored parses a stored value (or a backup document) of any known schema
// into a Plan, running the migrations it needs and checking the shape. The
// Plan may lack ids and times (see fill). Its problems are keyed by their
// JSON path in the value; a key given twice, at any level of the plan, is
// one (encoding/json would silently keep the last).
func readStored(value []byte, ms []Migration) (stored, scenario.Errors) {
	var errs scenario.Errors
	top, dups, err := scenario.Object(value)
	if err != nil || top == nil {
		var ute *json.UnmarshalTypeError
		if err != nil && !errors.As(err, &ute) {
			errs.Report("", msgNotJSON)
		} else {
			errs.Report("", msgNotObject)
		}
		return stored{}, errs
	}
	for _, d := range dups {
		errs.Report(d, scenario.MsgDuplicateKey, msg.Code(d))
	}
	var out stored
	payload, at := json.RawMessage(value), ""
	from := 0
	if raw, ok := top["schema"]; ok {
		for _, k := range slices.Sorted(maps.Keys(top)) {
			if !slices.Contains(envelopeKeys, k) {
				errs.Put(k, scenario.Unknown(scenario.Field, k, envelopeKeys))
			}
		}
		if err := json.Unmarshal(raw, &from); err != nil || from < 0 {
			errs.Report("schema", msgSchema)
		} else if from > len(ms) {
			errs.Report("schema", msgNewer, msg.Int(from), msg.Int(len(ms)))
		}
		if raw, ok := top["deleted"]; ok {
			var t stamp
			if err := t.UnmarshalJSON(raw); err != nil {
				errs.Report("deleted", msgTime)
			}
			out.deleted = time.Time(t)
		}
		payload, at = top["plan"], "plan"
		if _, ok := top["plan"]; !ok {
			errs.Report("plan", msgNoPlan, msg.Code("schema"))
		}
		if len(errs) > 0 {
			return stored{}, errs
		}
	} else if len(errs) > 0 {
		return stored{}, errs
	}
	for n := from; n < len(ms); n++ {
		next, err := ms[n](payload)
		if err != nil {
			var merrs scenario.Errors
			if !errors.As(err, &merrs) {
				merrs.Put("", Message(err))
			}
			for _, e := range merrs.Prefixed(at) {
				errs.Report(e.Field, msgUpgrade, msg.Int(n), msg.Sub(e.Msg))
			}
			return stored{}, errs
		}
		payload = next
		out.upgraded = true
	}
	p, perrs := decodePlan(payload)
	if len(perrs) > 0 {
		return stored{}, perrs.Prefixed(at)
	}
	out.plan = p
	out.from = from
	return out, nil
}

// stamp is a time as a stored plan holds it (RFC 3339), with a problem a
// reader understands when it is not one.
type stamp time.Time

// UnmarshalJSON reads an RFC 3339 time (null: the zero time).
func (t *stamp) UnmarshalJSON(b []byte) error {
	if err := (*time.Time)(t).UnmarshalJSON(b); err != nil {
		return scenario.Problem(msgTime)
	}
	return nil
}

// storedPlan is Plan as a stored value holds it, read by scenario.DecodeObject
// (every problem at its path, keys given twice included); the lists an
// earlier build may have written as null are pointers.
type storedPlan struct {
	ID          string              `json:"id"`
	Name        string              `json:"name"`
	Customer    string              `json:"customer"`
	Created     stamp               `json:"created"`
	Updated     stamp               `json:"updated"`
	Scenarios   *[]Entry            `json:"scenarios"`
	Comparisons *[]storedComparison `json:"comparisons"`
	Inventory   json.RawMessage     `json:"inventory"`
	Notes       *[]string           `json:"notes"`
}

type storedComparison struct {
	ID      string    `json:"id"`
	Entries *[]string `json:"entries"`
}

// decodePlan decodes a current-schema payload strictly and checks its shape:
// no unknown fields and no key given twice (in the plan, its entries, their
// scenario documents and its inventory), unique entry ids, and every
// scenario names a known calculator with an inputs object. Input values are
// not checked here: a scenario with invalid inputs (a key given twice among
// them included) is kept and flagged (see Check). Problems are keyed by
// their path in the payload.
func decodePlan(payload json.RawMessage) (Plan, scenario.Errors) {
	var errs scenario.Errors
	if bytes.Equal(bytes.TrimSpace(payload), []byte("null")) {
		errs.Report("", msgNullPlan)
		return Plan{}, errs
	}
	var sp storedPlan
	if errs = scenario.DecodeObject("", payload, &sp); len(errs) > 0 {
		return Plan{}, errs
	}
	p := Plan{ID: sp.ID, Name: sp.Name, Customer: sp.Customer, Created: time.Time(sp.Created), Updated: time.Time(sp.Updated),
		Scenarios: []Entry{}, Inventory: sp.Inventory}
	if sp.Scenarios != nil {
		p.Scenarios = *sp.Scenarios
	}
	if sp.Comparisons != nil {
		for _, c := range *sp.Comparisons {
			cmp := Comparison{ID: c.ID}
			if c.Entries != nil {
				cmp.Entries = *c.Entries
			}
			p.Comparisons = append(p.Comparisons, cmp)
		}
	}
	if sp.Notes != nil {
		p.Notes = *sp.Notes
	}
	errs = append(errs, duplicateKeys("inventory", p.Inventory)...)
	seen := map[string]bool{}
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
		if len(e.Results) > 0 {
			if len(e.Results) > MaxResultsLen {
				errs.Report(path+".results", msgResultsLong, msg.Int(MaxResultsLen))
				continue
			}
			errs = append(errs, duplicateKeys(path+".results", e.Results)...)
			p.Scenarios[i].Results = normalInputs(e.Results)
		}
	}
	if len(errs) > 0 {
		return Plan{}, errs
	}
	return p, nil
}

// duplicateKeys reports every key given twice in the JSON value raw and the
// objects and lists inside it, at its path under path (a plan's inventory,
// kept as it came, is read by whoever shows it, which would keep the last).
func duplicateKeys(path string, raw json.RawMessage) scenario.Errors {
	var errs scenario.Errors
	var walk func(path string, raw json.RawMessage, depth int)
	walk = func(path string, raw json.RawMessage, depth int) {
		t := bytes.TrimSpace(raw)
		if depth > 32 || len(t) == 0 {
			return
		}
		switch t[0] {
		case '{':
			obj, dups, err := scenario.Object(t)
			if err != nil {
				return
			}
			for _, d := range dups {
				errs.Report(scenario.Join(path, d), scenario.MsgDuplicateKey, msg.Code(d))
			}
			for _, k := range slices.Sorted(maps.Keys(obj)) {
				walk(scenario.Join(path, k), obj[k], depth+1)
			}
		case '[':
			var items []json.RawMessage
			if json.Unmarshal(t, &items) != nil {
				return
			}
			for i, item := range items {
				walk(fmt.Sprintf("%s[%d]", path, i), item, depth+1)
			}
		}
	}
	walk(path, raw, 0)
	return errs
}

// msgResultsLong is the problem of an entry whose kept results are longer
// than MaxResultsLen.
var msgResultsLong = msg.NewKey("plans.results-long", "are longer than {0} bytes (a trace replay's are about 2 KB)")

// msgRepeatedID is the problem of a scenario whose id an earlier one has.
var msgRepeatedID = msg.NewKey("plans.repeated-id", "repeats the id {0}")

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

// encodeStored is the stored form of p (with deleted for the trash), in
// the oldest schema that holds it.
func encodeStored(p Plan, deleted *time.Time) ([]byte, error) {
	payload, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	return json.Marshal(envelope{Schema: schemaOf(p), Plan: payload, Deleted: deleted})
}
