package plans

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"time"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Plan is a named set of calculator scenarios for one customer.
type Plan struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Customer  string    `json:"customer,omitempty"`
	Created   time.Time `json:"created"`
	Updated   time.Time `json:"updated"`
	Scenarios []Entry   `json:"scenarios"`
	// Comparisons set entries of one calculator side by side (schema 2;
	// absent from plans that have none, which are written as schema 1).
	Comparisons []Comparison `json:"comparisons,omitempty"`
	// Inventory is the inventory summary of a plan imported from an
	// RVTools workbook (docs/contract.md §5; engine/inventory), kept as the
	// import wrote it, and Notes are what that import said of the whole
	// workbook (schema 3; absent from other plans).
	Inventory json.RawMessage `json:"inventory,omitempty"`
	Notes     []string        `json:"notes,omitempty"`
}

// Entry is one scenario of a plan: a scenario document (docs/contract.md §2) as the user
// typed it, with an optional title and note, and the id of the entry it was
// chained from (empty when it was not). Results, when set, are results
// computed elsewhere that the entry keeps as they were shown (schema 4):
// a cache-sim trace replay, whose file stays on the user's disk, is
// explained from them (calc.Inputs.Explain) rather than computed again.
type Entry struct {
	ID       string            `json:"id"`
	Title    string            `json:"title,omitempty"`
	Note     string            `json:"note,omitempty"`
	From     string            `json:"from,omitempty"`
	Scenario scenario.Document `json:"scenario"`
	Results  json.RawMessage   `json:"results,omitempty"`
	// Explanation is how the inputs were derived when something else wrote
	// them (an import's notes: each derived input, its source and unit),
	// shown read-only beside the user's Note, never in it.
	Explanation []string `json:"explanation,omitempty"`
}

// NewEntry returns an entry for calculator with the given inputs (a JSON
// object; nil means all defaults).
func NewEntry(calculator string, inputs json.RawMessage) Entry {
	return Entry{Scenario: scenario.Document{Calculator: calculator, Inputs: inputs}}
}

// Index returns the position of the entry with id in p.Scenarios, or -1.
func (p Plan) Index(entryID string) int {
	return slices.IndexFunc(p.Scenarios, func(e Entry) bool { return e.ID == entryID })
}

// Document returns p as the plan document (docs/contract.md §2).
func (p Plan) Document() scenario.Plan {
	out := scenario.Plan{Plan: p.Name, Scenarios: make([]scenario.Document, len(p.Scenarios))}
	for i, e := range p.Scenarios {
		out.Scenarios[i] = e.Scenario
	}
	return out
}

// Clone returns a deep copy of p (inputs included), so callers cannot change
// the library's plans through a returned value.
func (p Plan) Clone() Plan {
	c := p
	c.Scenarios = make([]Entry, len(p.Scenarios))
	for i, e := range p.Scenarios {
		e.Scenario.Inputs = slices.Clone(e.Scenario.Inputs)
		e.Results = slices.Clone(e.Results)
		c.Scenarios[i] = e
	}
	c.Inventory = slices.Clone(p.Inventory)
	c.Notes = slices.Clone(p.Notes)
	c.Comparisons = nil
	for _, cmp := range p.Comparisons {
		cmp.Entries = slices.Clone(cmp.Entries)
		c.Comparisons = append(c.Comparisons, cmp)
	}
	return c
}

// Problem is a stored value that could not be read, or could not be
// written back. Message says what happened, to be worded in the reader's
// language; Errors are the problems of the value, each at its JSON path in
// it, when it could not be read. MovedTo is the key it was set aside under
// ("" when it stayed where it was).
type Problem struct {
	Key     string
	Message msg.Message
	Errors  scenario.Errors
	MovedTo string
}

// String formats the problem in English, for a log or a test.
func (p Problem) String() string {
	if p.MovedTo == "" {
		return p.Key + ": " + p.Message.String()
	}
	return fmt.Sprintf("%s: %s (set aside as %s)", p.Key, p.Message, p.MovedTo)
}

// Counter returns an id generator giving prefix+"1", prefix+"2", ... It is
// meant for tests; the Library skips ids already in use.
func Counter(prefix string) func() string {
	n := 0
	return func() string {
		n++
		return prefix + strconv.Itoa(n)
	}
}

// RandomIDs returns an id generator of 12 lower-case base-36 characters drawn
// from a PCG generator seeded with seed. The UI seeds it from the clock (or
// crypto/rand); tests seed it with a constant.
func RandomIDs(seed uint64) func() string {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"
	return func() string {
		b := make([]byte, 12)
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		return string(b)
	}
}
