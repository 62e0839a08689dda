// Package opc writes Open Packaging Conventions packages (ECMA-376 Part 2):
// the zip container of .docx, .pptx and .xlsx files, with its
// [Content_Types].xml (every part's content type) and its relationship
// parts (_rels/*.rels), on the standard library alone.
//
// The zip is written here (stored headers, deflated data by compress/flate,
// checksums by hash/crc32) rather than by archive/zip, which would add its
// reader half to the engine worker for nothing; every entry has a fixed
// date (1980-01-01), so the same document gives the same bytes. The tests
// read every package back with archive/zip.
//
// XML text written into parts goes through Esc (or Attr), which also drops
// what XML 1.0 cannot hold at all (control characters, U+FFFE, U+FFFF,
// invalid UTF-8): a user's note never makes a part malformed.
package opc

import (
	"bytes"
	"compress/flate"
	"errors"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Relationship types (ECMA-376 Part 1 §15, Part 2 §9).
const (
	RelOfficeDocument = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"
	RelCoreProps      = "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties"
	RelExtendedProps  = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties"
	RelStyles         = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles"
	RelTheme          = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme"
	RelSettings       = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings"
	RelNumbering      = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering"
	RelFooter         = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer"
	RelHeader         = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/header"
	RelFontTable      = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/fontTable"
	RelChart          = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart"
	RelPackage        = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/package"
	RelHyperlink      = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink"
	RelWorksheet      = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"
	RelSlide          = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide"
	RelSlideLayout    = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout"
	RelSlideMaster    = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideMaster"
	RelPresProps      = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/presProps"
	RelViewProps      = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/viewProps"
	RelTableStyles    = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/tableStyles"
)

// Content types of the parts Sizewise writes.
const (
	TypeRels       = "application/vnd.openxmlformats-package.relationships+xml"
	TypeXML        = "application/xml"
	TypeCore       = "application/vnd.openxmlformats-package.core-properties+xml"
	TypeExtended   = "application/vnd.openxmlformats-officedocument.extended-properties+xml"
	TypeTheme      = "application/vnd.openxmlformats-officedocument.theme+xml"
	TypeChart      = "application/vnd.openxmlformats-officedocument.drawingml.chart+xml"
	TypeXLSX       = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	TypeWorkbook   = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"
	TypeWorksheet  = "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"
	TypeSSStyles   = "application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"
	TypeDocument   = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
	TypeWStyles    = "application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"
	TypeWSettings  = "application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"
	TypeNumbering  = "application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"
	TypeFooter     = "application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"
	TypeHeader     = "application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"
	TypeFontTable  = "application/vnd.openxmlformats-officedocument.wordprocessingml.fontTable+xml"
	TypePresent    = "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"
	TypeSlide      = "application/vnd.openxmlformats-officedocument.presentationml.slide+xml"
	TypeLayout     = "application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"
	TypeMaster     = "application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"
	TypePresProps  = "application/vnd.openxmlformats-officedocument.presentationml.presProps+xml"
	TypeViewProps  = "application/vnd.openxmlformats-officedocument.presentationml.viewProps+xml"
	TypeTableStyle = "application/vnd.openxmlformats-officedocument.presentationml.tableStyles+xml"
)

// Package is a package being written: its parts and their relationships.
type Package struct {
	parts map[string]*part
	order []string
	rels  map[string][]Rel // by source part ("" for the package)
}

type part struct {
	name, ctype string
	data        []byte
}

// Rel is one relationship of a source part: its id, type and target
// (a part name, absolute, or an external URL).
type Rel struct {
	ID, Type, Target string
	External         bool
}

// New returns an empty package.
func New() *Package {
	return &Package{parts: map[string]*part{}, rels: map[string][]Rel{}}
}

// Add puts a part named name ("/word/document.xml") of content type ctype
// into the package, replacing one of the same name.
func (p *Package) Add(name, ctype string, data []byte) {
	if _, ok := p.parts[name]; !ok {
		p.order = append(p.order, name)
	}
	p.parts[name] = &part{name: name, ctype: ctype, data: data}
}

// Has reports whether the package holds a part named name.
func (p *Package) Has(name string) bool { _, ok := p.parts[name]; return ok }

// Relate adds a relationship of type typ from the part source ("" for the
// package itself) to the part target (an absolute part name) and returns
// its id ("rId1", "rId2"… per source).
func (p *Package) Relate(source, typ, target string) string {
	id := "rId" + strconv.Itoa(len(p.rels[source])+1)
	p.rels[source] = append(p.rels[source], Rel{ID: id, Type: typ, Target: target})
	return id
}

// RelateExternal adds a relationship of type typ from source to an external
// target (a URL) and returns its id.
func (p *Package) RelateExternal(source, typ, url string) string {
	id := "rId" + strconv.Itoa(len(p.rels[source])+1)
	p.rels[source] = append(p.rels[source], Rel{ID: id, Type: typ, Target: url, External: true})
	return id
}

// Rels returns the relationships of source ("" for the package).
func (p *Package) Rels(source string) []Rel { return p.rels[source] }

// RelsName is the name of the relationship part of source: "/_rels/.rels"
// for the package, "/word/_rels/document.xml.rels" for /word/document.xml.
func RelsName(source string) string {
	if source == "" {
		return "/_rels/.rels"
	}
	dir, file := path.Split(source)
	return dir + "_rels/" + file + ".rels"
}

// relTarget is target written relative to the folder of source (OPC
// resolves a relative target against the source's folder).
func relTarget(source, target string) string {
	if source == "" {
		return strings.TrimPrefix(target, "/")
	}
	from := strings.Split(strings.Trim(path.Dir(source), "/"), "/")
	to := strings.Split(strings.TrimPrefix(target, "/"), "/")
	if len(from) == 1 && from[0] == "" {
		from = nil
	}
	i := 0
	for i < len(from) && i < len(to)-1 && from[i] == to[i] {
		i++
	}
	var b strings.Builder
	for range from[i:] {
		b.WriteString("../")
	}
	b.WriteString(strings.Join(to[i:], "/"))
	return b.String()
}

// ErrMissingTarget says a relationship names a part the package lacks.
var ErrMissingTarget = errors.New("opc: a relationship names a part the package does not hold")

// Bytes writes the package as a zip: [Content_Types].xml first, then the
// parts in the order they were added, each followed by its relationships.
func (p *Package) Bytes() ([]byte, error) {
	for src, rels := range p.rels {
		if src != "" && !p.Has(src) {
			return nil, ErrMissingTarget
		}
		for _, r := range rels {
			if !r.External && !p.Has(r.Target) {
				return nil, ErrMissingTarget
			}
		}
	}
	z := newZip()
	z.add("[Content_Types].xml", p.contentTypes())
	if rels := p.rels[""]; len(rels) > 0 {
		z.add("_rels/.rels", relsXML("", rels))
	}
	for _, name := range p.order {
		pt := p.parts[name]
		z.add(strings.TrimPrefix(name, "/"), pt.data)
		if rels := p.rels[name]; len(rels) > 0 {
			z.add(strings.TrimPrefix(RelsName(name), "/"), relsXML(name, rels))
		}
	}
	return z.close()
}

// defaults are the content types given by extension; every other part has
// an Override.
var defaults = map[string]string{"rels": TypeRels, "xml": TypeXML, "xlsx": TypeXLSX, "png": "image/png"}

func (p *Package) contentTypes() []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
		`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`)
	exts := make([]string, 0, len(defaults))
	for e := range defaults {
		exts = append(exts, e)
	}
	sort.Strings(exts)
	for _, e := range exts {
		b.WriteString(`<Default Extension="` + e + `" ContentType="` + defaults[e] + `"/>`)
	}
	for _, name := range p.order {
		pt := p.parts[name]
		if ext := strings.TrimPrefix(path.Ext(name), "."); defaults[ext] == pt.ctype {
			continue
		}
		b.WriteString(`<Override PartName="` + Attr(name) + `" ContentType="` + Attr(pt.ctype) + `"/>`)
	}
	b.WriteString(`</Types>`)
	return b.Bytes()
}

func relsXML(source string, rels []Rel) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
		`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`)
	for _, r := range rels {
		target := r.Target
		if !r.External {
			target = relTarget(source, r.Target)
		}
		b.WriteString(`<Relationship Id="` + r.ID + `" Type="` + r.Type + `" Target="` + Attr(target) + `"`)
		if r.External {
			b.WriteString(` TargetMode="External"`)
		}
		b.WriteString(`/>`)
	}
	b.WriteString(`</Relationships>`)
	return b.Bytes()
}

// flater is the deflate compressor every package shares, kept for the
// life of the program: one holds about 1 MB of tables, which a document of
// twenty charts (twenty embedded workbooks) would otherwise allocate
// twenty-one times (a sync.Pool loses it at every collection). BestSpeed:
// four times as fast as the default level in the browser's engine worker,
// for documents 10–15 % larger.
var (
	flaterMu sync.Mutex
	flater   *flate.Writer
)
