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
	"encoding/binary"
	"errors"
	"hash/crc32"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
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

// Esc escapes s as XML character data, dropping what XML 1.0 cannot hold.
// A carriage return is written as a character reference (a parser turns a
// literal one into a line feed).
func Esc(s string) string { return escape(s, false) }

// Attr is Esc for an attribute value: line feeds and tabs are written as
// character references too, which attribute-value normalisation would
// otherwise turn into spaces.
func Attr(s string) string { return escape(s, true) }

func escape(s string, attr bool) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r == '"':
			b.WriteString("&quot;")
		case r == '\r':
			b.WriteString("&#xD;")
		case attr && r == '\n':
			b.WriteString("&#xA;")
		case attr && r == '\t':
			b.WriteString("&#x9;")
		case !allowed(r) || (r == utf8.RuneError && n == 1):
			// left out
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Clean is s without what XML 1.0 cannot hold, unescaped: the text a
// reader of the part gets back.
func Clean(s string) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if allowed(r) && !(r == utf8.RuneError && n == 1) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// clean reports whether s needs no escaping: ASCII printable text without
// markup characters.
func clean(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '&' || c == '<' || c == '>' || c == '"' {
			return false
		}
	}
	return true
}

// allowed reports whether XML 1.0 allows r (its Char production), less the
// line breaks and tabs, which the writers turn into breaks of their own.
func allowed(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return true
	case r < 0x20:
		return false
	case r >= 0xD800 && r <= 0xDFFF, r == 0xFFFE, r == 0xFFFF:
		return false
	}
	return r <= 0x10FFFF
}

// zipWriter writes a zip archive (PKWARE APPNOTE 6.3: local headers,
// central directory, end record; no zip64, so at most 65,535 entries and
// 4 GiB, far past any document).
type zipWriter struct {
	buf     bytes.Buffer
	entries []zipEntry
	tmp     bytes.Buffer
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

// minDeflate is the smallest part worth deflating: a relationship part or
// a small XML part saves a few hundred bytes at most, and building its
// Huffman tables costs more than the rest of its writing (a document of 20
// charts has some 150 such parts).
const minDeflate = 1024

// stored are the extensions of parts that are compressed already (an
// embedded workbook is a zip): deflating them again costs time for nothing.
var stored = map[string]bool{".xlsx": true, ".png": true, ".jpeg": true, ".zip": true}

type zipEntry struct {
	name         string
	crc          uint32
	csize, usize uint32
	offset       uint32
	method       uint16
}

// dosDate is 1980-01-01 00:00 in MS-DOS form: the fixed date of every entry.
const dosDate, dosTime = 0x21, 0

func newZip() *zipWriter { return &zipWriter{} }

func (z *zipWriter) add(name string, data []byte) {
	e := zipEntry{name: name, crc: crc32.ChecksumIEEE(data), usize: uint32(len(data)), offset: uint32(z.buf.Len()), method: 8}
	body := data
	if stored[path.Ext(name)] || len(data) < minDeflate {
		e.method = 0
	} else {
		z.tmp.Reset()
		flaterMu.Lock()
		if flater == nil {
			flater, _ = flate.NewWriter(&z.tmp, flate.BestSpeed)
		} else {
			flater.Reset(&z.tmp)
		}
		flater.Write(data)
		flater.Close()
		flater.Reset(nil) // hold no reference to this package's buffer
		flaterMu.Unlock()
		body = z.tmp.Bytes()
		if len(body) >= len(data) {
			e.method, body = 0, data // stored: deflate would not shrink it
		}
	}
	e.csize = uint32(len(body))
	var h [30]byte
	binary.LittleEndian.PutUint32(h[0:], 0x04034b50)
	binary.LittleEndian.PutUint16(h[4:], 20)    // version needed: 2.0
	binary.LittleEndian.PutUint16(h[6:], 1<<11) // UTF-8 names
	binary.LittleEndian.PutUint16(h[8:], e.method)
	binary.LittleEndian.PutUint16(h[10:], dosTime)
	binary.LittleEndian.PutUint16(h[12:], dosDate)
	binary.LittleEndian.PutUint32(h[14:], e.crc)
	binary.LittleEndian.PutUint32(h[18:], e.csize)
	binary.LittleEndian.PutUint32(h[22:], e.usize)
	binary.LittleEndian.PutUint16(h[26:], uint16(len(name)))
	z.buf.Write(h[:])
	z.buf.WriteString(name)
	z.buf.Write(body)
	z.entries = append(z.entries, e)
}

// ErrTooLarge says a package passed the zip's 32-bit sizes.
var ErrTooLarge = errors.New("opc: the package is larger than a zip without zip64 holds")

func (z *zipWriter) close() ([]byte, error) {
	if len(z.entries) > 0xffff || z.buf.Len() > 0xffffffff-(1<<20) {
		return nil, ErrTooLarge
	}
	start := z.buf.Len()
	for _, e := range z.entries {
		var h [46]byte
		binary.LittleEndian.PutUint32(h[0:], 0x02014b50)
		binary.LittleEndian.PutUint16(h[4:], 20) // made by: MS-DOS, 2.0
		binary.LittleEndian.PutUint16(h[6:], 20)
		binary.LittleEndian.PutUint16(h[8:], 1<<11)
		binary.LittleEndian.PutUint16(h[10:], e.method)
		binary.LittleEndian.PutUint16(h[12:], dosTime)
		binary.LittleEndian.PutUint16(h[14:], dosDate)
		binary.LittleEndian.PutUint32(h[16:], e.crc)
		binary.LittleEndian.PutUint32(h[20:], e.csize)
		binary.LittleEndian.PutUint32(h[24:], e.usize)
		binary.LittleEndian.PutUint16(h[28:], uint16(len(e.name)))
		binary.LittleEndian.PutUint32(h[42:], e.offset)
		z.buf.Write(h[:])
		z.buf.WriteString(e.name)
	}
	var end [22]byte
	binary.LittleEndian.PutUint32(end[0:], 0x06054b50)
	binary.LittleEndian.PutUint16(end[8:], uint16(len(z.entries)))
	binary.LittleEndian.PutUint16(end[10:], uint16(len(z.entries)))
	binary.LittleEndian.PutUint32(end[12:], uint32(z.buf.Len()-start))
	binary.LittleEndian.PutUint32(end[16:], uint32(start))
	z.buf.Write(end[:])
	return z.buf.Bytes(), nil
}

// CoreProps is a docProps/core.xml part (ECMA-376 Part 2 §11): the title,
// subject, author, language (a BCP 47 tag) and the date created and
// modified (RFC 3339, as W3CDTF).
func CoreProps(title, subject, creator, lang, date string) []byte {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
		`<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`)
	b.WriteString(`<dc:title>` + Esc(title) + `</dc:title>`)
	if subject != "" {
		b.WriteString(`<dc:subject>` + Esc(subject) + `</dc:subject>`)
	}
	b.WriteString(`<dc:creator>` + Esc(creator) + `</dc:creator>`)
	b.WriteString(`<cp:lastModifiedBy>` + Esc(creator) + `</cp:lastModifiedBy>`)
	b.WriteString(`<dc:language>` + Esc(lang) + `</dc:language>`)
	if date != "" {
		b.WriteString(`<dcterms:created xsi:type="dcterms:W3CDTF">` + Esc(date) + `</dcterms:created>`)
		b.WriteString(`<dcterms:modified xsi:type="dcterms:W3CDTF">` + Esc(date) + `</dcterms:modified>`)
	}
	b.WriteString(`</cp:coreProperties>`)
	return []byte(b.String())
}

// AppProps is a docProps/app.xml part (ECMA-376 Part 1 §22.2): the
// application that wrote the document, and its company.
func AppProps(application, company string) []byte {
	s := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
		`<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
		`<Application>` + Esc(application) + `</Application>`
	if company != "" {
		s += `<Company>` + Esc(company) + `</Company>`
	}
	return []byte(s + `</Properties>`)
}
