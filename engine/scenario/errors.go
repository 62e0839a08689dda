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

// Errors is every problem found in a document, as far as it is worth
// listing: once it lists MaxReported problems, every further one is only
// counted, in one last problem (errors.more: "and N more problems") that
// Report, Put, Skip and Append keep last. A document of a million unknown
// keys is one problem repeated; collecting (and building the message of)
// each would cost more than the document did, and memory without bound.
// A nil Errors means none.
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
	if e.Full() {
		e.Skip(1)
		return
	}
	e.Put(field, k.With(args...))
}

// Put appends the problem m at field; once e is Full it only counts it.
func (e *Errors) Put(field string, m msg.Message) {
	if e.Full() {
		e.Skip(1)
		return
	}
	fe := FieldError{Field: field, Msg: m}
	if n := len(*e); n > 0 && isMore((*e)[n-1]) {
		more := (*e)[n-1]
		(*e)[n-1] = fe
		*e = append(*e, more)
		return
	}
	*e = append(*e, fe)
}

// Full reports whether e already lists MaxReported problems, so that one
// more is only counted. A caller whose message costs something to build (a
// suggestion, a list of known names) asks first and calls Skip instead.
func (e Errors) Full() bool { return e.Listed() >= MaxReported }

// Listed is the number of problems e lists (the counted ones left out). It
// takes constant time: the count, when there is one, is last.
func (e Errors) Listed() int {
	n := len(e)
	if n > 0 && isMore(e[n-1]) {
		n--
	}
	return n
}

// Total is the number of problems found: the listed ones and the counted.
// It takes constant time, and grows with every problem Put, Reported or
// Skipped, so a caller can tell whether a part of a document added any.
func (e Errors) Total() int {
	n := len(e)
	if n > 0 {
		if c, ok := moreCount(e[n-1]); ok {
			n += c - 1
		}
	}
	return n
}

// Skip counts n problems that are not listed.
func (e *Errors) Skip(n int) {
	if n <= 0 {
		return
	}
	if k := len(*e); k > 0 {
		if c, ok := moreCount((*e)[k-1]); ok {
			(*e)[k-1] = moreProblem(c + n)
			return
		}
	}
	*e = append(*e, moreProblem(n))
}

// Append adds the problems of o to e, listing them while e is not Full and
// counting the rest (o's own count included).
func (e *Errors) Append(o Errors) {
	for _, fe := range o {
		if c, ok := moreCount(fe); ok {
			e.Skip(c)
		} else {
			e.Put(fe.Field, fe.Msg)
		}
	}
}

// IsMore reports whether fe is the count of the problems left out ("and N
// more problems"), not a problem of its own.
func (fe FieldError) IsMore() bool { return isMore(fe) }

func isMore(fe FieldError) bool { return fe.Msg.Key() == MsgMore }

func moreCount(fe FieldError) (int, bool) {
	if !isMore(fe) {
		return 0, false
	}
	if a := fe.Msg.Args(); len(a) > 0 {
		if x, ok := a[0].Number(); ok {
			return int(x), true
		}
	}
	return 0, true
}

func moreProblem(n int) FieldError { return FieldError{Msg: MsgMore.With(msg.Int(n))} }

// For returns the English message for field, or "" when it has none.
func (e Errors) For(field string) string {
	for _, fe := range e {
		if fe.Field == field {
			return fe.Message()
		}
	}
	return ""
}

// Prefixed returns a copy whose fields all start with prefix (a JSON path);
// the count of problems left out stays where it is, at no field.
func (e Errors) Prefixed(prefix string) Errors {
	out := make(Errors, len(e))
	for i, fe := range e {
		if isMore(fe) {
			out[i] = fe
			continue
		}
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

// ErrorDocument is the JSON answer of an invalid document (docs/contract.md §1):
// {"errors":[{"field":...,"code":...,"message":...}]}.
type ErrorDocument struct {
	Errors []ErrorJSON `json:"errors"`
}

// MaxReported bounds the problems an Errors lists, and so an error
// document: a document of a million unknown keys is one problem repeated,
// and listing them all costs more than the document did. The rest are
// counted in a last entry.
const MaxReported = 100

// Document renders e in lang: at most MaxReported problems, then one entry
// saying how many more there were (counted ones included, wherever a plain
// append put them).
func (e Errors) Document(lang msg.Lang, ctx msg.Context) ErrorDocument {
	out := make([]ErrorJSON, 0, min(len(e), MaxReported+1))
	more := 0
	for _, fe := range e {
		if c, ok := moreCount(fe); ok {
			more += c
			continue
		}
		if len(out) == MaxReported {
			more++
			continue
		}
		out = append(out, ErrorJSON{Field: fe.Field, Code: fe.Code(), Message: fe.In(lang, ctx)})
	}
	if more > 0 {
		m := MsgMore.With(msg.Int(more))
		out = append(out, ErrorJSON{Code: m.Code(), Message: m.In(lang, ctx)})
	}
	return ErrorDocument{Errors: out}
}

// UserError is an error a custom json.Unmarshaler returns to say what it
// accepts; DecodeObject reports its message at the value's path.
type UserError struct{ Msg msg.Message }

func (e UserError) Error() string { return e.Msg.String() }

// Code is the message key's id.
func (e UserError) Code() string { return e.Msg.Code() }

// Message is what the value should be.
func (e UserError) Message() msg.Message { return e.Msg }

var _ msg.Error = UserError{}

// Problem returns a UserError of k with args.
func Problem(k *msg.Key, args ...msg.Arg) UserError { return UserError{Msg: k.With(args...)} }
