package xlsx

import (
	"bytes"
	"unicode/utf8"
)

// tag reads a start or end tag. Attribute values cannot hold '<', so the
// tag ends at the first '>' outside quotes.
func (t *tokenizer) tag() (tokKind, error) {
	// find the closing '>' outside quotes, reading more as needed
	i, quote := t.pos+1, byte(0)
	for {
		for ; i < t.end; i++ {
			c := t.buf[i]
			switch {
			case quote != 0:
				if c == quote {
					quote = 0
				} else if c == '<' {
					return tokNone, t.fail("'<' in an attribute value")
				}
			case c == '"' || c == '\'':
				quote = c
			case c == '<':
				return tokNone, t.fail("'<' inside a tag")
			case c == '>':
				goto found
			}
		}
		off := i - t.pos
		if !t.fill() {
			return tokNone, t.fail("unterminated tag")
		}
		i = t.pos + off
	}
found:
	tag := t.buf[t.pos+1 : i]
	t.countLines(tag)
	t.pos = i + 1
	if len(tag) > 0 && tag[0] == '/' {
		name, rest := splitName(tag[1:])
		if len(name) == 0 || len(skipSpace(rest)) > 0 {
			return tokNone, t.fail("malformed end tag </%s>", truncate(tag[1:]))
		}
		t.name = localName(name)
		t.kind = tokEnd
		return tokEnd, nil
	}
	t.selfClose = len(tag) > 0 && tag[len(tag)-1] == '/'
	if t.selfClose {
		tag = tag[:len(tag)-1]
	}
	name, rest := splitName(tag)
	if len(name) == 0 {
		return tokNone, t.fail("a tag without a name")
	}
	t.name = localName(name)
	t.attrs = t.attrs[:0]
	t.abuf = t.abuf[:0]
	type span struct{ from, to int }
	var spans [16]span
	var more []span
	for {
		rest = skipSpace(rest)
		if len(rest) == 0 {
			break
		}
		an, r := splitName(rest)
		if len(an) == 0 {
			return tokNone, t.fail("malformed attribute in <%s>", truncate(t.name))
		}
		r = skipSpace(r)
		if len(r) == 0 || r[0] != '=' {
			return tokNone, t.fail("attribute %s without a value", truncate(an))
		}
		r = skipSpace(r[1:])
		if len(r) == 0 || (r[0] != '"' && r[0] != '\'') {
			return tokNone, t.fail("attribute %s: unquoted value", truncate(an))
		}
		end := bytes.IndexByte(r[1:], r[0])
		if end < 0 {
			return tokNone, t.fail("attribute %s: unterminated value", truncate(an))
		}
		raw := r[1 : 1+end]
		from := len(t.abuf)
		if err := t.decodeAttr(raw); err != nil {
			return tokNone, err
		}
		local := localName(an)
		t.attrs = append(t.attrs, attr{name: local, prefixed: len(local) < len(an)})
		if n := len(t.attrs) - 1; n < len(spans) {
			spans[n] = span{from, len(t.abuf)}
		} else {
			more = append(more, span{from, len(t.abuf)})
		}
		rest = r[2+end:] // encoding/xml does not require a space before the next one either
	}
	// values point into abuf once it no longer grows
	for k := range t.attrs {
		sp := span{}
		if k < len(spans) {
			sp = spans[k]
		} else {
			sp = more[k-len(spans)]
		}
		t.attrs[k].val = t.abuf[sp.from:sp.to]
	}
	t.kind = tokStart
	t.pendEnd = t.selfClose
	return tokStart, nil
}

// decodeAttr appends an attribute's value, entities decoded and line ends
// normalised (CR LF and CR alone as LF, as encoding/xml does), to abuf.
func (t *tokenizer) decodeAttr(raw []byte) error {
	for i := 0; i < len(raw); {
		c := raw[i]
		switch c {
		case '&':
			semi := bytes.IndexByte(raw[i:], ';')
			if semi < 0 {
				return t.fail("unterminated entity reference in an attribute")
			}
			switch name := raw[i+1 : i+semi]; string(name) {
			case "lt":
				t.abuf = append(t.abuf, '<')
			case "gt":
				t.abuf = append(t.abuf, '>')
			case "amp":
				t.abuf = append(t.abuf, '&')
			case "quot":
				t.abuf = append(t.abuf, '"')
			case "apos":
				t.abuf = append(t.abuf, '\'')
			default:
				r, ok := charRef(name)
				if !ok {
					return t.fail("unknown entity &%s;", truncate(name))
				}
				t.abuf = utf8.AppendRune(t.abuf, r)
			}
			i += semi + 1
			continue
		case '\r':
			c = '\n'
			if i+1 < len(raw) && raw[i+1] == '\n' {
				i++
			}
		}
		t.abuf = append(t.abuf, c)
		i++
	}
	return nil
}

// crlf normalises line ends in place: CR LF and CR alone become LF.
func crlf(b []byte) []byte {
	if bytes.IndexByte(b, '\r') < 0 {
		return b
	}
	out := b[:0]
	for i := 0; i < len(b); i++ {
		if b[i] == '\r' {
			if i+1 < len(b) && b[i+1] == '\n' {
				i++
			}
			out = append(out, '\n')
			continue
		}
		out = append(out, b[i])
	}
	return out
}

// skipSpace drops leading XML white space.
func skipSpace(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t' || b[0] == '\r' || b[0] == '\n') {
		b = b[1:]
	}
	return b
}

// splitName splits the name at the start of b from the rest.
func splitName(b []byte) (name, rest []byte) {
	i := 0
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\r', '\n', '=', '/', '>':
			return b[:i], b[i:]
		}
		i++
	}
	return b, nil
}

// localName drops a namespace prefix ("x:row" → "row"); as in
// encoding/xml, a colon first or last is part of the name.
func localName(name []byte) []byte {
	if i := bytes.IndexByte(name, ':'); i >= 1 && i <= len(name)-2 {
		return name[i+1:]
	}
	return name
}

// attr is the value of the unprefixed attribute n ("" when absent).
func (t *tokenizer) attr(n string) []byte {
	for _, a := range t.attrs {
		if !a.prefixed && string(a.name) == n {
			return a.val
		}
	}
	return nil
}

// prefixedAttr is the value of attribute p:n for any prefix p (r:id).
func (t *tokenizer) prefixedAttr(n string) []byte {
	for _, a := range t.attrs {
		if a.prefixed && string(a.name) == n {
			return a.val
		}
	}
	return nil
}
