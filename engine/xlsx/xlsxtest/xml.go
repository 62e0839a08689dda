package xlsxtest

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/xlsx"
)

const stylesXML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
	`<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
	`<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\-mm\-dd\ hh:mm:ss"/></numFmts>` +
	`<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
	`<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>` +
	`<fill><patternFill patternType="solid"><fgColor rgb="FFDDEBF7"/></patternFill></fill></fills>` +
	`<borders count="2"><border/><border><bottom style="thin"/></border></borders>` +
	`<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
	`<cellXfs count="5">` +
	`<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
	`<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
	`<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
	`<xf numFmtId="0" fontId="0" fillId="2" borderId="1" xfId="0" applyFill="1" applyBorder="1"/>` +
	`<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
	`</cellXfs></styleSheet>`

type sstTable struct {
	index map[string]int
	list  []string
	refs  int
}

func (t *sstTable) add(s string) int {
	t.refs++
	if i, ok := t.index[s]; ok {
		return i
	}
	t.index[s] = len(t.list)
	t.list = append(t.list, s)
	return len(t.list) - 1
}

func (t *sstTable) xml() string {
	var b strings.Builder
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="%d" uniqueCount="%d">`, t.refs, len(t.list))
	for _, s := range t.list {
		b.WriteString("<si><t")
		if strings.TrimSpace(s) != s {
			b.WriteString(` xml:space="preserve"`)
		}
		b.WriteString(">" + escText(s) + "</t></si>")
	}
	b.WriteString("</sst>")
	return b.String()
}

func (b Book) sheetXML(sh Sheet, sst *sstTable) string {
	p := b.Prefix
	if p != "" {
		p += ":"
	}
	var w strings.Builder
	w.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`)
	if b.Prefix != "" {
		fmt.Fprintf(&w, `<%sworksheet xmlns:%s="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`, p, b.Prefix)
	} else {
		w.WriteString(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`)
	}
	fmt.Fprintf(&w, "<%ssheetData>", p)
	next := 1
	for _, r := range sh.Rows {
		num := r.Num
		if num == 0 {
			num = next
		}
		next = num + 1
		fmt.Fprintf(&w, "<%srow", p)
		if !b.NoRefs {
			fmt.Fprintf(&w, ` r="%d"`, num)
		}
		if r.Styled {
			fmt.Fprintf(&w, ` s="%d" customFormat="1"`, StyleFill)
		}
		if len(r.Cells) == 0 {
			w.WriteString("/>")
			continue
		}
		w.WriteString(">")
		col := max(r.Col, 1)
		for _, v := range r.Cells {
			if v.kind != kSkip {
				b.cell(&w, p, col, num, v, sst)
			} else if b.NoRefs {
				// without references a hole cannot be left: write an empty cell
				fmt.Fprintf(&w, "<%sc/>", p)
			}
			col++
		}
		fmt.Fprintf(&w, "</%srow>", p)
	}
	fmt.Fprintf(&w, "</%ssheetData></%sworksheet>", p, p)
	return w.String()
}

func (b Book) cell(w *strings.Builder, p string, col, row int, v Value, sst *sstTable) {
	fmt.Fprintf(w, "<%sc", p)
	if !b.NoRefs {
		fmt.Fprintf(w, ` r="%s%d"`, xlsx.ColumnName(col), row)
	}
	style := v.Style
	typ, val := "", ""
	switch v.kind {
	case kShared:
		if b.NoSharedStrings {
			typ = "inlineStr"
		} else {
			typ, val = "s", strconv.Itoa(sst.add(v.s))
		}
	case kInline:
		typ = "inlineStr"
	case kFormulaStr:
		typ, val = "str", escText(v.s)
	case kNum:
		val = num(v.n)
	case kBool:
		typ, val = "b", num(v.n)
	case kDate:
		if style == 0 {
			style = StyleDateTime
		}
		val = num(xlsx.TimeSerial(v.t, b.Date1904))
	case kISO:
		if style == 0 {
			style = StyleDateTime
		}
		typ, val = "d", v.t.UTC().Format("2006-01-02T15:04:05")
	case kErr:
		typ, val = "e", escText(v.s)
	case kStyled:
	}
	if style != 0 {
		fmt.Fprintf(w, ` s="%d"`, style)
	}
	if typ != "" {
		fmt.Fprintf(w, ` t="%s"`, typ)
	}
	if v.kind == kStyled {
		w.WriteString("/>")
		return
	}
	w.WriteString(">")
	if v.formula != "" {
		fmt.Fprintf(w, "<%sf>%s</%sf>", p, escText(v.formula), p)
	}
	if typ == "inlineStr" {
		fmt.Fprintf(w, "<%sis><%st>%s</%st></%sis>", p, p, escText(v.s), p, p)
	} else if v.kind != kUncached {
		fmt.Fprintf(w, "<%sv>%s</%sv>", p, val, p)
	}
	fmt.Fprintf(w, "</%sc>", p)
}

func num(f float64) string {
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		return strconv.FormatInt(int64(f), 10)
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

func esc(s string) string {
	var b bytes.Buffer
	_ = xmlEscape(&b, s)
	return b.String()
}

// escText escapes s for an XML text node, writing characters XML 1.0 cannot
// carry (control characters) as ST_Xstring _xHHHH_ escapes, and a literal
// "_x" as "_x005F_x" so that it reads back as written.
func escText(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '_' && strings.HasPrefix(s[i:], "_x"):
			b.WriteString("_x005F_")
		case r < 0x20 && r != '\t' && r != '\n' && r != '\r', r == 0xFFFE, r == 0xFFFF:
			fmt.Fprintf(&b, "_x%04X_", r)
		case r == '\r':
			b.WriteString("_x000D_")
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func xmlEscape(b *bytes.Buffer, s string) error {
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		default:
			b.WriteRune(r)
		}
	}
	return nil
}
