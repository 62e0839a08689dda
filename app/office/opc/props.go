package opc

import (
	"strings"
)

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
