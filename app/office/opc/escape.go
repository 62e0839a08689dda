package opc

import (
	"strings"
	"unicode/utf8"
)

// Esc escapes s as XML character data, dropping what XML 1.0 cannot hold.
// A carriage return is written as a character reference (a parser turns a
// literal one into a line feed).
func Esc(s string) string { return escape(s, false) }

// Attr is Esc for an attribute value: line feeds and tabs are written as
// character references too, which attribute-value normalisation would
// otherwise turn into spaces.
func Attr(s string) string { return escape(s, true) }

func escape(s string, attr bool) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r == '"':
			b.WriteString("&quot;")
		case r == '\r':
			b.WriteString("&#xD;")
		case attr && r == '\n':
			b.WriteString("&#xA;")
		case attr && r == '\t':
			b.WriteString("&#x9;")
		case !allowed(r) || (r == utf8.RuneError && n == 1):
			// left out
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Clean is s without what XML 1.0 cannot hold, unescaped: the text a
// reader of the part gets back.
func Clean(s string) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if allowed(r) && !(r == utf8.RuneError && n == 1) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// clean reports whether s needs no escaping: ASCII printable text without
// markup characters.
func clean(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '&' || c == '<' || c == '>' || c == '"' {
			return false
		}
	}
	return true
}

// allowed reports whether XML 1.0 allows r (its Char production), less the
// line breaks and tabs, which the writers turn into breaks of their own.
func allowed(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return true
	case r < 0x20:
		return false
	case r >= 0xD800 && r <= 0xDFFF, r == 0xFFFE, r == 0xFFFF:
		return false
	}
	return r <= 0x10FFFF
}
