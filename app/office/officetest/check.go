package officetest

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"path"
	"strings"
	"testing"
)

// Package is an Office file read back with archive/zip: its parts by name
// (without the leading slash), their content types and relationships.
type Package struct {
	Parts map[string][]byte
	// Types maps every part to its content type.
	Types map[string]string
	// Rels maps a source part ("" for the package) to its relationships.
	Rels map[string][]Rel
}

// Rel is a relationship read back, its target resolved to a part name.
type Rel struct {
	ID, Type, Target string
	External         bool
}

// Check reads an Office file as an independent reader would (archive/zip,
// encoding/xml) and fails tb unless: the zip reads, every part that is
// XML is well formed, every part has a content type in
// [Content_Types].xml (by extension or override) and no override names a
// part that is not there, every relationship's target is a part of the
// package, and every part is reachable through the relationships from the
// package's own.
func Check(tb testing.TB, data []byte) *Package {
	tb.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		tb.Fatalf("the file is not a zip: %v", err)
	}
	p := &Package{Parts: map[string][]byte{}, Types: map[string]string{}, Rels: map[string][]Rel{}}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			tb.Fatalf("%s: %v", f.Name, err)
		}
		b, err := io.ReadAll(rc) // checks the CRC
		rc.Close()
		if err != nil {
			tb.Fatalf("%s: %v", f.Name, err)
		}
		if _, dup := p.Parts[f.Name]; dup {
			tb.Errorf("%s is in the zip twice", f.Name)
		}
		p.Parts[f.Name] = b
	}
	for name, b := range p.Parts {
		if strings.HasSuffix(name, ".xml") || strings.HasSuffix(name, ".rels") {
			if err := WellFormed(b); err != nil {
				tb.Errorf("%s is not well-formed XML: %v", name, err)
			}
		}
	}
	ct, ok := p.Parts["[Content_Types].xml"]
	if !ok {
		tb.Fatal("no [Content_Types].xml")
	}
	var types struct {
		Defaults []struct {
			Extension   string `xml:"Extension,attr"`
			ContentType string `xml:"ContentType,attr"`
		} `xml:"Default"`
		Overrides []struct {
			PartName    string `xml:"PartName,attr"`
			ContentType string `xml:"ContentType,attr"`
		} `xml:"Override"`
	}
	if err := xml.Unmarshal(ct, &types); err != nil {
		tb.Fatalf("[Content_Types].xml: %v", err)
	}
	byExt := map[string]string{}
	for _, d := range types.Defaults {
		byExt[strings.ToLower(d.Extension)] = d.ContentType
	}
	for _, o := range types.Overrides {
		name := strings.TrimPrefix(o.PartName, "/")
		if _, ok := p.Parts[name]; !ok {
			tb.Errorf("[Content_Types].xml overrides %s, which is not in the package", o.PartName)
		}
		p.Types[name] = o.ContentType
	}
	for name := range p.Parts {
		if name == "[Content_Types].xml" {
			continue
		}
		if _, ok := p.Types[name]; !ok {
			ext := strings.ToLower(strings.TrimPrefix(path.Ext(name), "."))
			if t, ok := byExt[ext]; ok {
				p.Types[name] = t
			} else {
				tb.Errorf("%s has no content type in [Content_Types].xml", name)
			}
		}
	}
	// relationships
	for name, b := range p.Parts {
		if !strings.HasSuffix(name, ".rels") {
			continue
		}
		dir, file := path.Split(name)
		if path.Base(dir) != "_rels" {
			tb.Errorf("%s is not in a _rels folder", name)
			continue
		}
		source := path.Join(path.Dir(strings.TrimSuffix(dir, "/")), strings.TrimSuffix(file, ".rels"))
		if file == ".rels" {
			source = ""
		} else if _, ok := p.Parts[source]; !ok {
			tb.Errorf("%s: its source %s is not in the package", name, source)
		}
		var rels struct {
			Rels []struct {
				ID     string `xml:"Id,attr"`
				Type   string `xml:"Type,attr"`
				Target string `xml:"Target,attr"`
				Mode   string `xml:"TargetMode,attr"`
			} `xml:"Relationship"`
		}
		if err := xml.Unmarshal(b, &rels); err != nil {
			tb.Errorf("%s: %v", name, err)
			continue
		}
		ids := map[string]bool{}
		for _, r := range rels.Rels {
			if ids[r.ID] {
				tb.Errorf("%s: the id %s is used twice", name, r.ID)
			}
			ids[r.ID] = true
			rel := Rel{ID: r.ID, Type: r.Type, Target: r.Target, External: r.Mode == "External"}
			if !rel.External {
				base := path.Dir(source)
				if source == "" {
					base = ""
				}
				rel.Target = strings.TrimPrefix(path.Clean(path.Join(base, r.Target)), "/")
				if strings.HasPrefix(r.Target, "/") {
					rel.Target = strings.TrimPrefix(r.Target, "/")
				}
				if _, ok := p.Parts[rel.Target]; !ok {
					tb.Errorf("%s: %s names %s, which is not in the package", name, r.ID, rel.Target)
				}
			}
			p.Rels[source] = append(p.Rels[source], rel)
		}
	}
	// every part reachable from the package's relationships
	seen := map[string]bool{}
	var walk func(src string)
	walk = func(src string) {
		for _, r := range p.Rels[src] {
			if r.External || seen[r.Target] {
				continue
			}
			seen[r.Target] = true
			walk(r.Target)
		}
	}
	walk("")
	for name := range p.Parts {
		if name == "[Content_Types].xml" || strings.HasSuffix(name, ".rels") {
			continue
		}
		if !seen[name] {
			tb.Errorf("%s is not reached by any relationship", name)
		}
	}
	return p
}

// WellFormed reads b to its end as XML.
func WellFormed(b []byte) error {
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		_, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// Targets lists the parts related from source by relationship type typ.
func (p *Package) Targets(source, typ string) []string {
	var out []string
	for _, r := range p.Rels[source] {
		if r.Type == typ {
			out = append(out, r.Target)
		}
	}
	return out
}

// Text is the character data of an XML part, each element's text followed
// by a space (a part's words, for looking a phrase up); a field's
// instruction (w:instrText) is not text a reader sees and is left out.
func Text(b []byte) string {
	var sb strings.Builder
	d := xml.NewDecoder(bytes.NewReader(b))
	skip := 0
	for {
		t, err := d.Token()
		if err != nil {
			return sb.String()
		}
		switch t := t.(type) {
		case xml.StartElement:
			if t.Name.Local == "instrText" {
				skip++
			}
		case xml.CharData:
			if skip == 0 {
				sb.Write(t)
			}
		case xml.EndElement:
			if t.Name.Local == "instrText" {
				skip--
			}
			sb.WriteByte(' ')
		}
	}
}
