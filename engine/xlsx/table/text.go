package table

import (
	"strings"
	"unicode"
)

// OneLine folds the control characters of a text (line breaks, tabs, the
// Unicode line and paragraph separators) into spaces: a name is shown and
// quoted on one line, and a message is one line (a cell may hold
// "Cluster\nA", typed with Alt+Enter).
func OneLine(s string) string {
	if strings.IndexFunc(s, isBreak) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if isBreak(r) {
			return ' '
		}
		return r
	}, s)
}

func isBreak(r rune) bool { return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' }

// clip is a value quoted in a message: one line of at most 64 characters.
func clip(s string) string {
	s = OneLine(s)
	r := []rune(s)
	if len(r) <= 64 {
		return s
	}
	return string(r[:64]) + "…"
}
