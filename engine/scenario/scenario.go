package scenario

import (
	"encoding/json"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/sizewise/sizewise/engine/msg"
)

// Version is the only scenario document version this engine reads.
const Version = 1

// Document is one scenario: a calculator id and its inputs (docs/contract.md §2).
type Document struct {
	Calculator string          `json:"calculator"`
	Version    int             `json:"version,omitempty"`
	Inputs     json.RawMessage `json:"inputs,omitempty"`
}

// Plan gathers several scenarios for one customer (docs/contract.md §2).
type Plan struct {
	Plan      string     `json:"plan"`
	Scenarios []Document `json:"scenarios"`
}

// Step is one line of a worked calculation: the formula with the numbers
// substituted and the value it gives, in Unit.
type Step struct {
	Label   string  `json:"label"`
	Formula string  `json:"formula"`
	Value   float64 `json:"value"`
	Unit    string  `json:"unit"`
}

// Result is a calculator's answer (docs/contract.md §3). Inputs and Results are
// JSON objects; numbers are unrounded and in the units their names say.
type Result struct {
	Calculator string   `json:"calculator"`
	Inputs     any      `json:"inputs"`
	Results    any      `json:"results"`
	Steps      []Step   `json:"steps"`
	Warnings   []string `json:"warnings"`
	Sources    []string `json:"sources"`
}

// PlanResult answers a Plan: one Result per scenario, in order.
type PlanResult struct {
	Plan    string   `json:"plan"`
	Results []Result `json:"results"`
}

// Join appends name to the JSON path prefix ("inputs" + "write_iops").
func Join(prefix, name string) string {
	switch {
	case prefix == "":
		return name
	case name == "":
		return prefix
	case strings.HasPrefix(name, "["):
		return prefix + name
	}
	return prefix + "." + name
}

// Suggest returns the known name closest to name by Levenshtein distance, when
// it is close enough to be a likely typo (at most a third of the name, and at
// least 2 edits allowed), or "".
func Suggest(name string, known []string) string {
	best, bestD := "", 1<<30
	limit := max(2, len(name)/3)
	n := utf8.RuneCountInString(name)
	lower := ""
	for _, k := range known {
		// The distance is at least the difference in length: a name much
		// longer than any known one (a hostile key of megabytes) is not
		// compared at all.
		if diff := n - utf8.RuneCountInString(k); diff > limit || -diff > limit {
			continue
		}
		if lower == "" {
			lower = strings.ToLower(name)
		}
		d := levenshtein.ComputeDistance(lower, strings.ToLower(k))
		if d < bestD || (d == bestD && k < best) {
			best, bestD = k, d
		}
	}
	if best == "" || bestD > limit {
		return ""
	}
	return best
}

// Unknown is the message for an unknown name of a kind (Field, Parameter,
// Calculator): with a suggestion when one is close, otherwise with the list
// of known names.
func Unknown(kind UnknownKind, name string, known []string) msg.Message {
	keys := unknownKeys[kind]
	if s := Suggest(name, known); s != "" {
		return keys[0].With(msg.Code(ShortName(name)), msg.Code(s))
	}
	k := known
	if !slices.IsSorted(k) {
		k = slices.Sorted(slices.Values(known))
	}
	return keys[1].With(msg.Code(ShortName(name)), msg.Codes(k))
}

// maxNameShown bounds how much of a name a message quotes: the field path
// keeps the whole name, the message need not repeat a key of megabytes.
const maxNameShown = 64

// ShortName is name as a message quotes it: whole when it has at most
// maxNameShown characters, else its start and "…".
func ShortName(name string) string {
	if utf8.RuneCountInString(name) <= maxNameShown {
		return name
	}
	r := []rune(name[:min(len(name), maxNameShown*utf8.UTFMax)])
	return string(r[:maxNameShown-1]) + "…"
}

// UnknownKind is what an unknown name was meant to name.
type UnknownKind int

// Kinds of names.
const (
	Field UnknownKind = iota
	Parameter
	Calculator
)

var unknownKeys = map[UnknownKind][2]*msg.Key{
	Field: {
		msg.NewKey("unknown.field", `unknown field "{0}"; did you mean "{1}"?`),
		msg.NewKey("unknown.field.list", `unknown field "{0}"; known: {1}`),
	},
	Parameter: {
		msg.NewKey("unknown.parameter", `unknown parameter "{0}"; did you mean "{1}"?`),
		msg.NewKey("unknown.parameter.list", `unknown parameter "{0}"; known: {1}`),
	},
	Calculator: {
		msg.NewKey("unknown.calculator", `unknown calculator "{0}"; did you mean "{1}"?`),
		msg.NewKey("unknown.calculator.list", `unknown calculator "{0}"; known: {1}`),
	},
}
