package calc

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Severity says what a problem of a document stops.
type Severity int

// Problem is a problem with a document and what it stops.
type Problem struct {
	scenario.FieldError
	Severity Severity
}

// Problems are a document's problems.
type Problems []Problem

// Errors lists the problems of severity up to worst (Fatal: only the fatal
// ones; Unknown: fatal and unknown names), at most scenario.MaxReported of
// them and the count of the rest.
func (ps Problems) Errors(worst Severity) scenario.Errors {
	var out scenario.Errors
	for _, p := range ps {
		if p.Severity <= worst {
			out.Append(scenario.Errors{p.FieldError})
		}
	}
	return out
}

// reader collects the problems of one document: of each severity at most
// scenario.MaxReported, then only their count (one last problem, "and N
// more problems", of that severity), so a document of a million unknown
// keys costs a count, not a million messages.
type reader struct {
	ps     Problems
	listed [Ignored + 1]int
	more   [Ignored + 1]int
}

// full reports whether a problem of severity s would only be counted.
func (r *reader) full(s Severity) bool { return r.listed[s] >= scenario.MaxReported }

func (r *reader) add(s Severity, field string, m msg.Message) {
	if r.full(s) {
		r.more[s]++
		return
	}
	r.listed[s]++
	r.ps = append(r.ps, Problem{FieldError: scenario.FieldError{Field: field, Msg: m}, Severity: s})
}

// unknown adds the problem of an unknown name, building its suggestion only
// when it is listed.
func (r *reader) unknown(s Severity, field, name string, known []string) {
	if r.full(s) {
		r.more[s]++
		return
	}
	r.add(s, field, scenario.Unknown(scenario.Field, name, known))
}

// problems are the problems read, the counts last.
func (r *reader) problems() Problems {
	ps := r.ps
	for s, n := range r.more {
		if n > 0 {
			var e scenario.Errors
			e.Skip(n)
			ps = append(ps, Problem{FieldError: e[0], Severity: Severity(s)})
		}
	}
	return ps
}
