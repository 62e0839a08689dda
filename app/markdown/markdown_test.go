package markdown

import (
	"io/fs"
	"testing"

	"github.com/sizewise/sizewise/docs"
)

func TestParse(t *testing.T) {
	doc := "# Title `x`\n\nSome *em* and **strong** text\nwith a [link](/a).\n\n- one\n- two\n  continued\n\n1. first\n2. second\n\n| a | b |\n|---|---|\n| `c|d` | 2 |\n\n```\ncode\n```\n"
	b := Parse(doc)
	kinds := []Kind{Heading, Paragraph, List, OrderedList, Table, Code}
	if len(b) != len(kinds) {
		t.Fatalf("got %d blocks: %+v", len(b), b)
	}
	for i, k := range kinds {
		if b[i].Kind != k {
			t.Errorf("block %d: kind %d, want %d", i, b[i].Kind, k)
		}
	}
	if Title(b) != "Title x" {
		t.Errorf("title %q", Title(b))
	}
	if got := b[2].Items[1]; PlainText(got) != "two continued" {
		t.Errorf("list item %q", PlainText(got))
	}
	if len(b[4].Rows) != 2 || PlainText(b[4].Rows[1][0]) != "c|d" {
		t.Errorf("table rows %+v", b[4].Rows)
	}
	p := b[1].Spans
	if p[1].Kind != Emphasis || p[3].Kind != Strong || p[5].Kind != Link || p[5].Href != "/a" {
		t.Errorf("inline spans %+v", p)
	}
}

// Every page of docs/ parses into a titled document.
func TestDocs(t *testing.T) {
	names, _ := fs.Glob(docs.FS, "*.md")
	if len(names) < 8 {
		t.Fatalf("only %d docs", len(names))
	}
	for _, n := range names {
		b, _ := fs.ReadFile(docs.FS, n)
		if Title(Parse(string(b))) == "" {
			t.Errorf("%s has no title", n)
		}
	}
}

func TestIndentedCode(t *testing.T) {
	b := Parse("Sizes it as\n\n    Wb = a × b\n    B  = Wb × c\n\nafter")
	if len(b) != 3 || b[1].Kind != Code || b[1].Text != "Wb = a × b\nB  = Wb × c" {
		t.Fatalf("%+v", b)
	}
}

func FuzzParse(f *testing.F) {
	f.Add("# a\n| x |\n- y\n```\nz")
	f.Add("[a](b **c* `d")
	f.Fuzz(func(t *testing.T, s string) {
		Parse(s)
		Inline(s)
	})
}
