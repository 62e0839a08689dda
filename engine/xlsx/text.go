package xlsx

import (
	"bytes"
	"unicode/utf8"
)

// readText decodes text up to the next '<'.
func (t *tokenizer) readText() (tokKind, error) {
	t.text = t.text[:0]
	for {
		for t.pos < t.end {
			// copy the run of plain characters at once
			run := t.pos
			for run < t.end {
				if c := t.buf[run]; c == '<' || c == '&' || c == '\r' || c == '\n' {
					break
				}
				run++
			}
			t.text = append(t.text, t.buf[t.pos:run]...)
			t.pos = run
			if t.pos == t.end {
				break
			}
			c := t.buf[t.pos]
			switch c {
			case '<':
				return t.textDone()
			case '&':
				n, err := t.entity(&t.text)
				if err != nil {
					return tokNone, err
				}
				if n == 0 {
					goto more // the reference is cut by the buffer's end
				}
				continue
			case '\n':
				t.line++
			case '\r':
				// XML end-of-line handling: CR LF and CR alone are LF
				if t.pos+1 >= t.end && !t.eof {
					goto more
				}
				t.pos++
				if t.pos < t.end && t.buf[t.pos] == '\n' {
					t.pos++
				}
				t.text = append(t.text, '\n')
				t.line++
				continue
			}
			t.text = append(t.text, c)
			t.pos++
		}
	more:
		if !t.fill() {
			if t.rerr != nil {
				return tokNone, t.rerr
			}
			if t.pos < t.end {
				continue // the last bytes, now known to be the last
			}
			return t.textDone()
		}
	}
}

func (t *tokenizer) textDone() (tokKind, error) {
	if !utf8.Valid(t.text) {
		t.text = bytes.ToValidUTF8(t.text, []byte("\uFFFD"))
	}
	t.kind = tokText
	return tokText, nil
}

// entity decodes the reference at t.pos into *dst and returns the bytes it
// took, 0 when it is cut by the end of the buffer (read more and retry).
func (t *tokenizer) entity(dst *[]byte) (int, error) {
	rest := t.buf[t.pos:t.end]
	semi := bytes.IndexByte(rest, ';')
	if semi < 0 {
		if len(rest) > 12 || t.eof {
			return 0, t.fail("unterminated entity reference")
		}
		return 0, nil
	}
	name := rest[1:semi]
	switch string(name) {
	case "lt":
		*dst = append(*dst, '<')
	case "gt":
		*dst = append(*dst, '>')
	case "amp":
		*dst = append(*dst, '&')
	case "quot":
		*dst = append(*dst, '"')
	case "apos":
		*dst = append(*dst, '\'')
	default:
		r, ok := charRef(name)
		if !ok {
			return 0, t.fail("unknown entity &%s;", truncate(name))
		}
		*dst = utf8.AppendRune(*dst, r)
	}
	t.pos += semi + 1
	return semi + 1, nil
}

// charRef decodes "#65" or "#x41" to a character XML allows.
func charRef(name []byte) (rune, bool) {
	if len(name) < 2 || name[0] != '#' {
		return 0, false
	}
	digits, base := name[1:], 10
	if digits[0] == 'x' {
		digits, base = digits[1:], 16
	}
	if len(digits) == 0 || len(digits) > 8 {
		return 0, false
	}
	v := 0
	for _, c := range digits {
		var d int
		switch {
		case c >= '0' && c <= '9':
			d = int(c - '0')
		case base == 16 && c >= 'a' && c <= 'f':
			d = int(c-'a') + 10
		case base == 16 && c >= 'A' && c <= 'F':
			d = int(c-'A') + 10
		default:
			return 0, false
		}
		v = v*base + d
	}
	r := rune(v)
	ok := r == 0x09 || r == 0x0A || r == 0x0D || (r >= 0x20 && r <= 0xD7FF) || (r >= 0xE000 && r <= 0xFFFD) || (r >= 0x10000 && r <= 0x10FFFF)
	return r, ok
}

func truncate(b []byte) string {
	if len(b) > 16 {
		return string(b[:16]) + "…"
	}
	return string(b)
}
