package opc_test

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/office/opc"
)

// A package reads back with archive/zip entry for entry (checksums
// included), its content types and relationships as officetest.Check, an
// independent reader, expects.
func TestPackageReadsBack(t *testing.T) {
	p := opc.New()
	doc := []byte(`<?xml version="1.0"?><doc>` + strings.Repeat("text ", 2000) + `</doc>`)
	p.Add("/word/document.xml", opc.TypeDocument, doc)
	p.Add("/word/charts/chart1.xml", opc.TypeChart, []byte(`<chart/>`))
	p.Add("/word/embeddings/Book1.xlsx", opc.TypeXLSX, []byte("PK not really a workbook"))
	p.Add("/docProps/core.xml", opc.TypeCore, opc.CoreProps("Title & <more>", "Заказчик", "Jane", "ru-RU", "2026-12-04T00:00:00Z"))
	if id := p.Relate("", opc.RelOfficeDocument, "/word/document.xml"); id != "rId1" {
		t.Errorf("the first relationship is %s", id)
	}
	p.Relate("", opc.RelCoreProps, "/docProps/core.xml")
	p.Relate("/word/document.xml", opc.RelChart, "/word/charts/chart1.xml")
	p.Relate("/word/charts/chart1.xml", opc.RelPackage, "/word/embeddings/Book1.xlsx")
	p.RelateExternal("/word/document.xml", opc.RelHyperlink, "https://example.com/a?b=1&c=2")
	data, err := p.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	pkg := officetest.Check(t, data)
	if !bytes.Equal(pkg.Parts["word/document.xml"], doc) {
		t.Error("the document part does not read back byte for byte")
	}
	if got := pkg.Types["word/embeddings/Book1.xlsx"]; got != opc.TypeXLSX {
		t.Errorf("the workbook's content type is %q", got)
	}
	if got := pkg.Types["word/document.xml"]; got != opc.TypeDocument {
		t.Errorf("the document's content type is %q", got)
	}
	if got := pkg.Targets("word/charts/chart1.xml", opc.RelPackage); len(got) != 1 || got[0] != "word/embeddings/Book1.xlsx" {
		t.Errorf("the chart's workbook resolves to %v", got)
	}
	// the relative target as written: ../embeddings from word/charts
	if !bytes.Contains(pkg.Parts["word/charts/_rels/chart1.xml.rels"], []byte(`Target="../embeddings/Book1.xlsx"`)) {
		t.Errorf("chart rels: %s", pkg.Parts["word/charts/_rels/chart1.xml.rels"])
	}
	if !bytes.Contains(pkg.Parts["word/_rels/document.xml.rels"], []byte(`Target="https://example.com/a?b=1&amp;c=2" TargetMode="External"`)) {
		t.Errorf("document rels: %s", pkg.Parts["word/_rels/document.xml.rels"])
	}
	// [Content_Types].xml is the first entry, as readers that stream expect
	zr, _ := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if zr.File[0].Name != "[Content_Types].xml" {
		t.Errorf("the first entry is %s", zr.File[0].Name)
	}
	// deflated where it helps: the repetitive document shrinks
	for _, f := range zr.File {
		if f.Name == "word/document.xml" && (f.Method != zip.Deflate || f.CompressedSize64 > f.UncompressedSize64/10) {
			t.Errorf("document.xml: method %d, %d of %d bytes", f.Method, f.CompressedSize64, f.UncompressedSize64)
		}
		if f.Modified.Year() != 1980 {
			t.Errorf("%s dated %v", f.Name, f.Modified)
		}
	}
	// the same package gives the same bytes
	again, _ := p.Bytes()
	if !bytes.Equal(data, again) {
		t.Error("writing the package twice gave different bytes")
	}
}

// A relationship to a part the package lacks is refused, not written.
func TestMissingTarget(t *testing.T) {
	p := opc.New()
	p.Add("/a.xml", opc.TypeXML, []byte("<a/>"))
	p.Relate("", opc.RelOfficeDocument, "/a.xml")
	p.Relate("/a.xml", opc.RelChart, "/charts/missing.xml")
	if _, err := p.Bytes(); !errors.Is(err, opc.ErrMissingTarget) {
		t.Errorf("err = %v", err)
	}
}

func TestRelsName(t *testing.T) {
	for _, c := range []struct{ source, want string }{
		{"", "/_rels/.rels"},
		{"/word/document.xml", "/word/_rels/document.xml.rels"},
		{"/ppt/slides/slide3.xml", "/ppt/slides/_rels/slide3.xml.rels"},
	} {
		if got := opc.RelsName(c.source); got != c.want {
			t.Errorf("RelsName(%q) = %q, want %q", c.source, got, c.want)
		}
	}
}

// Esc makes any text XML character data that reads back as the text less
// what XML cannot hold (Clean).
func TestEsc(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"plain", "Acme DR", "Acme DR"},
		{"markup", `a<b>&"c"`, `a<b>&"c"`},
		{"control characters", "a\x00b\x01c\x0bd\x1fe", "abcde"},
		{"line breaks kept", "a\nb\tc\r\nd\re", "a\nb\tc\r\nd\re"},
		{"non-characters", "a\uFFFEb\uFFFFc", "abc"},
		{"invalid UTF-8", "a\xffb\xc3", "ab"},
		{"Cyrillic and symbols", "Ёмкость ≤ 5 мс → ×1,25", "Ёмкость ≤ 5 мс → ×1,25"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := readBack(t, c.in); got != c.want {
				t.Errorf("Esc(%q) reads back %q, want %q", c.in, got, c.want)
			}
			if got := opc.Clean(c.in); got != c.want {
				t.Errorf("Clean(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// readBack writes s as an element's text (Esc) and an attribute's value
// (Attr) and parses them; both must read back the same.
func readBack(t testing.TB, s string) string {
	t.Helper()
	var v struct {
		A    string `xml:"a,attr"`
		Text string `xml:",chardata"`
	}
	if err := xml.Unmarshal([]byte(`<x a="`+opc.Attr(s)+`">`+opc.Esc(s)+`</x>`), &v); err != nil {
		t.Fatalf("%q does not parse: %v", s, err)
	}
	if v.Text != v.A {
		t.Errorf("attribute %q, text %q", v.A, v.Text)
	}
	return v.Text
}

func FuzzEsc(f *testing.F) {
	for _, s := range []string{"", "a<b", "\x00", "\xff", "Ё", "\uFFFE", "]]>", "&amp;"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := readBack(t, s)
		if got != opc.Clean(s) {
			t.Errorf("Esc(%q) reads back %q, Clean says %q", s, got, opc.Clean(s))
		}
		if !utf8.ValidString(got) {
			t.Errorf("invalid UTF-8 from %q", s)
		}
	})
}
