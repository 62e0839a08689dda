package scenario

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/agnivade/levenshtein"
)

// Version is the only scenario document version this engine reads.
const Version = 1

// Document is one scenario: a calculator id and its inputs (CONTRACT.md §2).
type Document struct {
	Calculator string          `json:"calculator"`
	Version    int             `json:"version,omitempty"`
	Inputs     json.RawMessage `json:"inputs,omitempty"`
}

// Plan gathers several scenarios for one customer (CONTRACT.md §2).
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

// Result is a calculator's answer (CONTRACT.md §3). Inputs and Results are
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

// FieldError is one problem with a document, keyed by the JSON path of the
// value at fault. Message is safe to show a user.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// Errors is every problem found in a document. A nil Errors means none.
type Errors []FieldError

// Error joins the problems as "field: message; field: message".
func (e Errors) Error() string {
	parts := make([]string, len(e))
	for i, fe := range e {
		parts[i] = fe.Field + ": " + fe.Message
	}
	return strings.Join(parts, "; ")
}

// Add appends a problem at field.
func (e *Errors) Add(field, format string, args ...any) {
	*e = append(*e, FieldError{Field: field, Message: fmt.Sprintf(format, args...)})
}

// For returns the message for field, or "" when it has none.
func (e Errors) For(field string) string {
	for _, fe := range e {
		if fe.Field == field {
			return fe.Message
		}
	}
	return ""
}

// Prefixed returns a copy whose fields all start with prefix (a JSON path).
func (e Errors) Prefixed(prefix string) Errors {
	out := make(Errors, len(e))
	for i, fe := range e {
		out[i] = FieldError{Field: Join(prefix, fe.Field), Message: fe.Message}
	}
	return out
}

// ErrorDocument is the JSON answer of an invalid document:
// {"errors":[{"field":...,"message":...}]}.
type ErrorDocument struct {
	Errors Errors `json:"errors"`
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
	for _, k := range known {
		d := levenshtein.ComputeDistance(strings.ToLower(name), strings.ToLower(k))
		if d < bestD || (d == bestD && k < best) {
			best, bestD = k, d
		}
	}
	limit := max(2, len(name)/3)
	if best == "" || bestD > limit {
		return ""
	}
	return best
}

// UnknownMessage is the message for an unknown name: with a suggestion when one
// is close, otherwise with the list of known names.
func UnknownMessage(what, name string, known []string) string {
	if s := Suggest(name, known); s != "" {
		return fmt.Sprintf("unknown %s %q; did you mean %q?", what, name, s)
	}
	k := append([]string(nil), known...)
	sort.Strings(k)
	return fmt.Sprintf("unknown %s %q; known: %s", what, name, strings.Join(k, ", "))
}
