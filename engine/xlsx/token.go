package xlsx

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// tokenizer is a pull tokenizer for the XML of a workbook's parts: start
// and end tags (local names, namespace prefixes dropped), attributes, and
// text with the five predefined entities and character references
// decoded. Comments, processing instructions and the XML declaration are
// skipped; CDATA sections are text. A DOCTYPE is refused (OOXML parts have
// none, and a DTD is how entity bombs are made), as is an unknown entity.
//
// It does not check that tags nest (Rows does, for sheets) and allocates
// nothing per token: names, attributes and text are slices of its buffers,
// valid until the next call. It replaces encoding/xml, which allocated
// about 140 MB and took most of the time of importing a 5,000-VM workbook
// (see the rvtools benchmark), and weighs less in app.wasm.
type tokenizer struct {
	r    io.Reader
	buf  []byte
	pos  int // next byte to read in buf
	end  int // bytes in buf
	eof  bool
	rerr error
	line int

	kind      tokKind
	name      []byte // local name of a start or end tag
	attrs     []attr
	text      []byte // decoded text
	selfClose bool   // the start tag was <x/>: an end token follows
	pendEnd   bool
	abuf      []byte // decoded attribute values
	started   bool
}

type tokKind uint8

const (
	tokNone tokKind = iota
	tokStart
	tokEnd
	tokText
)

// attr is one attribute: its local name, whether it had a prefix (r:id),
// and its decoded value.
type attr struct {
	name     []byte
	prefixed bool
	val      []byte
}

func newTokenizer(r io.Reader) *tokenizer {
	return &tokenizer{r: r, buf: make([]byte, 0, 32<<10), line: 1}
}

// syntaxError is a malformed part, at a line.
type syntaxError struct {
	Line int
	Msg  string
}

func (e *syntaxError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

func (t *tokenizer) fail(format string, args ...any) error {
	return &syntaxError{Line: t.line, Msg: fmt.Sprintf(format, args...)}
}

// fill reads more input, keeping buf[t.pos:t.end]; false at the end of
// input (or on a read error, kept in rerr).
func (t *tokenizer) fill() bool {
	if t.eof {
		return false
	}
	if t.pos > 0 {
		n := copy(t.buf[:cap(t.buf)], t.buf[t.pos:t.end])
		t.buf, t.pos, t.end = t.buf[:n], 0, n
	}
	if t.end == cap(t.buf) {
		nb := make([]byte, t.end, 2*cap(t.buf))
		copy(nb, t.buf[:t.end])
		t.buf = nb
	}
	n, err := t.r.Read(t.buf[t.end:cap(t.buf)])
	t.end += n
	t.buf = t.buf[:t.end]
	if err != nil {
		t.eof = true
		if err != io.EOF {
			t.rerr = err
		}
	}
	return n > 0 || !t.eof
}

// next reads the next token: tokStart, tokEnd or tokText; io.EOF at the
// end of the part.
func (t *tokenizer) next() (tokKind, error) {
	if t.pendEnd {
		t.pendEnd = false
		t.kind = tokEnd
		return tokEnd, nil
	}
	if !t.started {
		t.started = true
		for t.end-t.pos < 3 && t.fill() {
		}
		rest := t.buf[t.pos:t.end]
		switch {
		case bytes.HasPrefix(rest, []byte("\xef\xbb\xbf")):
			t.pos += 3 // a UTF-8 byte order mark
		case bytes.HasPrefix(rest, []byte("\xff\xfe")), bytes.HasPrefix(rest, []byte("\xfe\xff")):
			return tokNone, &syntaxError{Line: 1, Msg: errUTF16.Error()}
		}
	}
	for {
		if t.pos >= t.end && !t.fill() {
			if t.rerr != nil {
				return tokNone, t.rerr
			}
			return tokNone, io.EOF
		}
		if t.buf[t.pos] != '<' {
			return t.readText()
		}
		// a markup construct: make sure it is whole in the buffer
		k, err := t.markup()
		if err != nil || k != tokNone {
			return k, err
		}
	}
}

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

// need makes sure the buffer holds the whole construct starting at t.pos
// and ending with end; it returns the index of end in buf, or -1 at the
// end of input.
func (t *tokenizer) need(from int, end []byte) int {
	for {
		if i := bytes.Index(t.buf[t.pos+from:t.end], end); i >= 0 {
			return t.pos + from + i
		}
		from = max(t.end-t.pos-len(end)+1, from)
		if !t.fill() {
			return -1
		}
	}
}

// markup reads what starts at '<': a tag (returned), or a comment,
// processing instruction or CDATA section (CDATA returned as text; the
// others skipped, tokNone).
func (t *tokenizer) markup() (tokKind, error) {
	for t.end-t.pos < 9 && t.fill() {
	}
	rest := t.buf[t.pos:t.end]
	switch {
	case bytes.HasPrefix(rest, []byte("<?")):
		i := t.need(2, []byte("?>"))
		if i < 0 {
			return tokNone, t.fail("unterminated processing instruction")
		}
		t.countLines(t.buf[t.pos:i])
		t.pos = i + 2
		return tokNone, nil
	case bytes.HasPrefix(rest, []byte("<!--")):
		i := t.need(4, []byte("-->"))
		if i < 0 {
			return tokNone, t.fail("unterminated comment")
		}
		t.countLines(t.buf[t.pos:i])
		t.pos = i + 3
		return tokNone, nil
	case bytes.HasPrefix(rest, []byte("<![CDATA[")):
		i := t.need(9, []byte("]]>"))
		if i < 0 {
			return tokNone, t.fail("unterminated CDATA section")
		}
		t.text = crlf(append(t.text[:0], t.buf[t.pos+9:i]...))
		t.countLines(t.text)
		t.pos = i + 3
		return t.textDone()
	case bytes.HasPrefix(rest, []byte("<!")):
		return tokNone, t.fail("a DOCTYPE or declaration: not allowed in a workbook part")
	}
	return t.tag()
}

func (t *tokenizer) countLines(b []byte) { t.line += bytes.Count(b, []byte{'\n'}) }

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

var errUTF16 = errors.New("a UTF-16 part: workbooks saved by Excel are UTF-8")
