package scenario

import (
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
)

// FieldError is one problem with a document, keyed by the JSON path of the
// value at fault: a code (the message's key), its typed arguments, and so a
// text in any language (benbjohnson/wtf's Error, csv.ParseError).
type FieldError struct {
	Field string
	Msg   msg.Message
}

// Code is the problem's code: its message key ("value.gte"), or "" for a
// message that has no key yet.
func (e FieldError) Code() string { return e.Msg.Code() }

// Message is the problem in English.
func (e FieldError) Message() string { return e.Msg.String() }

// In is the problem in lang, naming fields by their labels in ctx.
func (e FieldError) In(lang msg.Lang, ctx msg.Context) string { return e.Msg.In(lang, ctx) }

// Errors is every problem found in a document. A nil Errors means none.
type Errors []FieldError

// Error joins the problems as "field: message; field: message" in English.
func (e Errors) Error() string {
	parts := make([]string, len(e))
	for i, fe := range e {
		parts[i] = fe.Field + ": " + fe.Message()
	}
	return strings.Join(parts, "; ")
}

// Report appends the problem k with args at field.
func (e *Errors) Report(field string, k *msg.Key, args ...msg.Arg) {
	*e = append(*e, FieldError{Field: field, Msg: k.With(args...)})
}

// Put appends the problem m at field.
func (e *Errors) Put(field string, m msg.Message) {
	*e = append(*e, FieldError{Field: field, Msg: m})
}

// For returns the English message for field, or "" when it has none.
func (e Errors) For(field string) string {
	for _, fe := range e {
		if fe.Field == field {
			return fe.Message()
		}
	}
	return ""
}

// Prefixed returns a copy whose fields all start with prefix (a JSON path).
func (e Errors) Prefixed(prefix string) Errors {
	out := make(Errors, len(e))
	for i, fe := range e {
		out[i] = FieldError{Field: Join(prefix, fe.Field), Msg: fe.Msg}
	}
	return out
}

// Texts lists the problems as "field: message" in English (for tests and
// logs).
func (e Errors) Texts() []string {
	out := make([]string, len(e))
	for i, fe := range e {
		out[i] = fe.Field + ": " + fe.Message()
	}
	return out
}

// ErrorJSON is one problem in the error document.
type ErrorJSON struct {
	Field   string `json:"field"`
	Code    string `json:"code,omitempty"`
	Message string `json:"message"`
}

// ErrorDocument is the JSON answer of an invalid document (CONTRACT.md §1):
// {"errors":[{"field":...,"code":...,"message":...}]}.
type ErrorDocument struct {
	Errors []ErrorJSON `json:"errors"`
}

// MaxReported bounds the problems an error document lists: a document of a
// million unknown keys is one problem repeated, and listing them all costs
// more than the document did. The rest are counted in a last entry.
const MaxReported = 100

// Document renders e in lang: at most MaxReported problems, then one entry
// saying how many more there were.
func (e Errors) Document(lang msg.Lang, ctx msg.Context) ErrorDocument {
	n := min(len(e), MaxReported)
	out := make([]ErrorJSON, 0, n+1)
	for _, fe := range e[:n] {
		out = append(out, ErrorJSON{Field: fe.Field, Code: fe.Code(), Message: fe.In(lang, ctx)})
	}
	if more := len(e) - n; more > 0 {
		m := MsgMore.With(msg.Int(more))
		out = append(out, ErrorJSON{Code: m.Code(), Message: m.In(lang, ctx)})
	}
	return ErrorDocument{Errors: out}
}

// UserError is an error a custom json.Unmarshaler returns to say what it
// accepts; DecodeObject reports its message at the value's path.
type UserError struct{ Msg msg.Message }

func (e UserError) Error() string { return e.Msg.String() }

// Problem returns a UserError of k with args.
func Problem(k *msg.Key, args ...msg.Arg) UserError { return UserError{Msg: k.With(args...)} }
