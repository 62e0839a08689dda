package xlsx

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// tokens renders a token stream for comparison: start tags with their
// attributes (prefixed ones marked), end tags, and text runs joined.
func stdTokens(data string) (string, bool) {
	d := xml.NewDecoder(strings.NewReader(data))
	var b strings.Builder
	text := ""
	flush := func() {
		if text != "" {
			fmt.Fprintf(&b, "T%q ", text)
			text = ""
		}
	}
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			flush()
			return b.String(), true
		}
		if err != nil {
			return "", false
		}
		switch t := tok.(type) {
		case xml.StartElement:
			flush()
			fmt.Fprintf(&b, "<%s", t.Name.Local)
			for _, a := range t.Attr {
				fmt.Fprintf(&b, " %v:%s=%q", a.Name.Space != "", a.Name.Local, a.Value)
			}
			b.WriteString("> ")
		case xml.EndElement:
			flush()
			fmt.Fprintf(&b, "</%s> ", t.Name.Local)
		case xml.CharData:
			text += string(t)
		case xml.Directive:
			return "", false // a DOCTYPE: refused by the tokenizer
		}
	}
}

func ourTokens(r io.Reader) (string, error) {
	tk := newTokenizer(r)
	var b strings.Builder
	text := ""
	flush := func() {
		if text != "" {
			fmt.Fprintf(&b, "T%q ", text)
			text = ""
		}
	}
	for {
		k, err := tk.next()
		if err == io.EOF {
			flush()
			return b.String(), nil
		}
		if err != nil {
			return "", err
		}
		switch k {
		case tokStart:
			flush()
			fmt.Fprintf(&b, "<%s", tk.name)
			for _, a := range tk.attrs {
				fmt.Fprintf(&b, " %v:%s=%q", a.prefixed, a.name, a.val)
			}
			b.WriteString("> ")
		case tokEnd:
			flush()
			fmt.Fprintf(&b, "</%s> ", tk.name)
		case tokText:
			text += string(tk.text)
		}
	}
}

var tokenSeeds = []string{
	`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\r\n" + `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="rel"><sheetData><row r="1" spans="1:3"><c r="A1" t="s"><v>0</v></c><c r="B1" s="2"><v>45000.5</v></c></row></sheetData></worksheet>`,
	`<x:sst xmlns:x="ns" count='2'><x:si><x:t xml:space="preserve"> a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#1071;&#x44f; </x:t></x:si><!-- a comment --><si><r><t>rich</t></r><![CDATA[<raw> & more]]></si></x:sst>`,
	"<a b=\"line\r\nbreak\">text\r\nwith\rCR</a>",
	`<a><b/><c   d = "1" /></a>`,
	`<Relationships><Relationship Id="rId1" Type="t" Target="worksheets/sheet1.xml" TargetMode="Internal"/></Relationships>`,
	`<a>&unknown;</a>`, `<a b="&#0;"/>`, `<a>&#xFFFE;</a>`, `<a`, `<a b=c/>`, `<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>`,
	`<a>` + strings.Repeat("é", 40000) + `</a>`,
}

// The tokenizer reads what encoding/xml reads, the same way: for every
// input encoding/xml accepts (without a DOCTYPE), the token streams match,
// whatever the read sizes.
func TestTokenizerMatchesEncodingXML(t *testing.T) {
	for _, s := range tokenSeeds {
		compareTokenizers(t, s)
	}
}

func compareTokenizers(t *testing.T, data string) {
	want, ok := stdTokens(data)
	got, err := ourTokens(strings.NewReader(data))
	if !ok {
		return // the tokenizer may be more lenient (invalid UTF-8, names), never a crash
	}
	if err != nil {
		t.Fatalf("%q: refused (%v); encoding/xml reads %s", data, err, want)
	}
	if got != want {
		t.Fatalf("%q:\n got %s\nwant %s", data, got, want)
	}
	// one byte at a time: every construct cut by the buffer's end
	one, err := ourTokens(iotest.OneByteReader(strings.NewReader(data)))
	if err != nil || one != want {
		t.Fatalf("%q read a byte at a time: %v\n got %s\nwant %s", data, err, one, want)
	}
}

func TestTokenizerRefuses(t *testing.T) {
	for _, s := range []string{`<a>&unknown;</a>`, `<a>&#0;</a>`, `<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>`, `<a`, `<a b=c/>`, `<a><!-- open`, "\xff\xfe<\x00a\x00>\x00", `<a>&lt</a>`} {
		if _, err := ourTokens(strings.NewReader(s)); err == nil {
			t.Errorf("%q accepted", s)
		} else {
			var se *syntaxError
			if !errors.As(err, &se) || se.Line < 1 {
				t.Errorf("%q: %v", s, err)
			}
		}
	}
}

func TestTokenizerLines(t *testing.T) {
	_, err := ourTokens(strings.NewReader("<a>\n<b>\n\n<c>&bad;</c></b></a>"))
	var se *syntaxError
	if !errors.As(err, &se) || se.Line != 4 {
		t.Errorf("error %v, want line 4", err)
	}
}

func FuzzTokenizer(f *testing.F) {
	for _, s := range tokenSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) { compareTokenizers(t, data) })
}
