// Package markdown parses the small Markdown subset of Sizewise's docs into
// blocks (headings, paragraphs, lists, tables, code blocks) with inline spans
// (text, code, strong, emphasis, links), so the UI can build its elements
// from them: no HTML string is ever injected into the page.
package markdown

import (
	"strings"
)

// Kind is the kind of a block.
type Kind int

// Block kinds.
const (
	Heading Kind = iota + 1
	Paragraph
	List        // unordered
	OrderedList // numbered
	Table
	Code
)

// Block is one block of a document.
type Block struct {
	Kind  Kind
	Level int      // Heading: 1–6
	Spans []Span   // Heading, Paragraph
	Items [][]Span // List, OrderedList: one span list per item
	Rows  [][][]Span
	Text  string // Code
}

// SpanKind is the kind of an inline span.
type SpanKind int

// Span kinds.
const (
	Text SpanKind = iota + 1
	InlineCode
	Strong
	Emphasis
	Link
)

// Span is a run of inline text.
type Span struct {
	Kind SpanKind
	Text string
	Href string // Link
}

// Parse parses doc.
func Parse(doc string) []Block {
	var out []Block
	lines := strings.Split(strings.ReplaceAll(doc, "\r\n", "\n"), "\n")
	var para []string
	flush := func() {
		if len(para) > 0 {
			out = append(out, Block{Kind: Paragraph, Spans: Inline(strings.Join(para, " "))})
			para = nil
		}
	}
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		trim := strings.TrimSpace(line)
		switch {
		case trim == "":
			flush()
		case indent(line) >= 4 && len(para) == 0:
			// an indented code block
			var code []string
			for ; i < len(lines) && (indent(lines[i]) >= 4 || strings.TrimSpace(lines[i]) == ""); i++ {
				code = append(code, strings.TrimPrefix(strings.TrimPrefix(lines[i], "    "), "\t"))
			}
			i--
			for len(code) > 0 && strings.TrimSpace(code[len(code)-1]) == "" {
				code = code[:len(code)-1]
			}
			out = append(out, Block{Kind: Code, Text: strings.Join(code, "\n")})
		case strings.HasPrefix(trim, "```"):
			flush()
			var code []string
			for i++; i < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[i]), "```"); i++ {
				code = append(code, lines[i])
			}
			out = append(out, Block{Kind: Code, Text: strings.Join(code, "\n")})
		case strings.HasPrefix(trim, "#"):
			flush()
			level := len(trim) - len(strings.TrimLeft(trim, "#"))
			out = append(out, Block{Kind: Heading, Level: min(level, 6), Spans: Inline(strings.TrimSpace(trim[level:]))})
		case strings.HasPrefix(trim, "|"):
			flush()
			var rows [][][]Span
			for ; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
				cells := splitRow(strings.TrimSpace(lines[i]))
				if isRule(cells) {
					continue
				}
				row := make([][]Span, len(cells))
				for j, c := range cells {
					row[j] = Inline(c)
				}
				rows = append(rows, row)
			}
			i--
			out = append(out, Block{Kind: Table, Rows: rows})
		case strings.HasPrefix(trim, "- ") || strings.HasPrefix(trim, "* ") || isNumbered(trim):
			flush()
			kind := List
			if isNumbered(trim) {
				kind = OrderedList
			}
			var items [][]Span
			var cur []string
			base := indent(line) // items sit here; deeper lines continue an item
			for ; i < len(lines); i++ {
				l := lines[i]
				t := strings.TrimSpace(l)
				switch {
				case t == "":
				case (strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || isNumbered(t)) && indent(l) <= base+1:
					if cur != nil {
						items = append(items, Inline(strings.Join(cur, " ")))
					}
					cur = []string{itemText(t)}
					continue
				case indent(l) > base+1 && cur != nil:
					cur = append(cur, itemText(t))
					continue
				}
				break
			}
			if cur != nil {
				items = append(items, Inline(strings.Join(cur, " ")))
			}
			i--
			out = append(out, Block{Kind: kind, Items: items})
		default:
			para = append(para, trim)
		}
	}
	flush()
	return out
}

func indent(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }

func isNumbered(t string) bool {
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && strings.HasPrefix(t[i:], ". ")
}

func itemText(t string) string {
	if isNumbered(t) {
		return strings.TrimSpace(t[strings.Index(t, ".")+1:])
	}
	if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") {
		return strings.TrimSpace(t[2:])
	}
	return t
}

func splitRow(r string) []string {
	r = strings.TrimSuffix(strings.TrimPrefix(r, "|"), "|")
	var cells []string
	var b strings.Builder
	inCode := false
	for _, c := range r {
		switch {
		case c == '`':
			inCode = !inCode
			b.WriteRune(c)
		case c == '|' && !inCode:
			cells = append(cells, strings.TrimSpace(b.String()))
			b.Reset()
		default:
			b.WriteRune(c)
		}
	}
	return append(cells, strings.TrimSpace(b.String()))
}

func isRule(cells []string) bool {
	for _, c := range cells {
		if strings.Trim(c, "-: ") != "" {
			return false
		}
	}
	return true
}

// Inline splits text into spans: `code`, **strong**, *emphasis* and
// [text](href); anything else is text.
func Inline(s string) []Span {
	var out []Span
	var text strings.Builder
	emit := func(sp Span) {
		if text.Len() > 0 {
			out = append(out, Span{Kind: Text, Text: text.String()})
			text.Reset()
		}
		out = append(out, sp)
	}
	for i := 0; i < len(s); {
		switch {
		case s[i] == '`':
			if j := strings.IndexByte(s[i+1:], '`'); j >= 0 {
				emit(Span{Kind: InlineCode, Text: s[i+1 : i+1+j]})
				i += j + 2
				continue
			}
		case strings.HasPrefix(s[i:], "**"):
			if j := strings.Index(s[i+2:], "**"); j > 0 {
				emit(Span{Kind: Strong, Text: s[i+2 : i+2+j]})
				i += j + 4
				continue
			}
		case s[i] == '*' && i+1 < len(s) && s[i+1] != ' ':
			if j := strings.IndexByte(s[i+1:], '*'); j > 0 {
				emit(Span{Kind: Emphasis, Text: s[i+1 : i+1+j]})
				i += j + 2
				continue
			}
		case s[i] == '[':
			if j := strings.Index(s[i:], "]("); j > 0 {
				if k := strings.IndexByte(s[i+j+2:], ')'); k >= 0 {
					emit(Span{Kind: Link, Text: s[i+1 : i+j], Href: s[i+j+2 : i+j+2+k]})
					i += j + 3 + k
					continue
				}
			}
		}
		text.WriteByte(s[i])
		i++
	}
	if text.Len() > 0 {
		out = append(out, Span{Kind: Text, Text: text.String()})
	}
	return out
}

// Title is the text of the document's first heading.
func Title(blocks []Block) string {
	for _, b := range blocks {
		if b.Kind == Heading {
			return PlainText(b.Spans)
		}
	}
	return ""
}

// PlainText is the spans' text without markup.
func PlainText(spans []Span) string {
	var b strings.Builder
	for _, s := range spans {
		b.WriteString(s.Text)
	}
	return b.String()
}
