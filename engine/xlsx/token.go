package xlsx

import (
	"bytes"
	"errors"
	"fmt"
	"io"
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

var errUTF16 = errors.New("a UTF-16 part: workbooks saved by Excel are UTF-8")
