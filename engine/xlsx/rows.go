package xlsx

import (
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// sstLoader reads the shared-string table in steps.
type sstLoader struct {
	pr    *partReader
	dec   *xml.Decoder
	inSI  bool
	inT   bool
	rph   int // depth inside <rPh> (phonetic runs, not part of the text)
	buf   []byte
	count int64
}

// StringsLoaded reports whether the shared strings are read.
func (wb *Workbook) StringsLoaded() bool { return wb.sstDone }

// StringsProgress is the fraction of the shared-string table read.
func (wb *Workbook) StringsProgress() float64 {
	switch {
	case wb.sstDone:
		return 1
	case wb.sst == nil:
		return 0
	}
	return wb.sst.pr.progress()
}

// StringsSize is the uncompressed size of the shared-string table (0 when
// there is none).
func (wb *Workbook) StringsSize() int64 {
	if wb.sstPart == "" {
		return 0
	}
	return int64(min(wb.parts[partKey(wb.sstPart)].UncompressedSize64, 1<<62))
}

// LoadStrings reads about n shared strings and reports whether the table is
// complete; call it until done (or let Rows read it all at once).
func (wb *Workbook) LoadStrings(n int) (done bool, err error) {
	if wb.sstDone {
		return true, nil
	}
	if wb.sst == nil {
		pr, err := wb.open(wb.sstPart, wb.lim.MaxPart)
		if err != nil {
			return false, err
		}
		if pr == nil {
			wb.sstDone = true
			return true, nil
		}
		wb.sst = &sstLoader{pr: pr, dec: xml.NewDecoder(pr)}
	}
	s := wb.sst
	start := len(wb.strings)
	for len(wb.strings)-start < max(n, 1) {
		tok, err := s.dec.RawToken()
		if err == io.EOF {
			s.pr.Close()
			wb.sst, wb.sstDone = nil, true
			return true, nil
		}
		if err != nil {
			s.pr.Close()
			wb.sst = nil
			return false, s.pr.fail(err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "si":
				s.inSI, s.buf = true, s.buf[:0]
			case "t":
				s.inT = s.inSI && s.rph == 0
			case "rPh":
				s.rph++
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "si":
				if int64(len(wb.strings)) >= wb.lim.MaxStrings {
					s.pr.Close()
					wb.sst = nil
					return false, tooLarge("strings", s.pr.name, wb.lim.MaxStrings, 0)
				}
				wb.strings = append(wb.strings, unescapeX(string(s.buf)))
				s.inSI = false
			case "t":
				s.inT = false
			case "rPh":
				s.rph = max(s.rph-1, 0)
			}
		case xml.CharData:
			if s.inT {
				s.buf = append(s.buf, t...)
			}
		}
	}
	return false, nil
}

// Rows streams the rows of a sheet. Close it when done.
type Rows struct {
	wb    *Workbook
	sheet Sheet
	pr    *partReader
	dec   *xml.Decoder
	row   Row
	rows  int64
	err   error
	done  bool
	val   []byte
	stack []string // open elements, to check that they nest
	root  bool     // the <worksheet> element was seen
}

// maxDepth bounds element nesting in a sheet (a real one nests 5 deep).
const maxDepth = 64

// Rows opens the named sheet (exactly, or ignoring case) for streaming. It
// reads the shared strings first if they are not yet loaded.
func (wb *Workbook) Rows(name string) (*Rows, error) {
	sh, ok := wb.Sheet(name)
	if !ok || sh.Part == "" {
		return nil, &Error{Kind: NoSheet, Part: name}
	}
	for !wb.sstDone {
		if _, err := wb.LoadStrings(1 << 16); err != nil {
			return nil, err
		}
	}
	pr, err := wb.open(sh.Part, wb.lim.MaxPart)
	if err != nil {
		return nil, err
	}
	if pr == nil {
		return nil, &Error{Kind: NoSheet, Part: name}
	}
	return &Rows{wb: wb, sheet: sh, pr: pr, dec: xml.NewDecoder(pr)}, nil
}

// Sheet is the sheet being read.
func (r *Rows) Sheet() Sheet { return r.sheet }

// Progress is the fraction of the sheet's XML read.
func (r *Rows) Progress() float64 {
	if r.done {
		return 1
	}
	return r.pr.progress()
}

// Err is the error that stopped Next, if any (an *Error).
func (r *Rows) Err() error { return r.err }

// Close releases the sheet's reader.
func (r *Rows) Close() error {
	r.done = true
	return r.pr.Close()
}

// Row is the current row; its Cells are valid until the next call to Next.
func (r *Rows) Row() *Row { return &r.row }

// Next advances to the next row and reports whether there is one; at the
// end of the sheet or on an error (Err) it returns false. Rows without any
// cell value are reported too (with no Cells): a caller counting rows sees
// them, one that wants values skips them.
func (r *Rows) Next() bool {
	if r.done {
		return false
	}
	d := r.dec
	inRow := false
	var (
		cell             Cell
		inCell           bool
		cellT, cellS     string
		inV, inIS, inT   bool
		hasV             bool
		rph              int
		lastCol, prevRow int
	)
	prevRow = r.row.Num
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			r.done = true
			switch {
			case len(r.stack) > 0:
				r.fail(fmt.Errorf("the sheet ends inside <%s> (row %d): is the file complete?", r.stack[len(r.stack)-1], r.row.Num))
			case !r.root:
				r.fail(fmt.Errorf("no <worksheet> element"))
			}
			return false
		}
		if err != nil {
			r.fail(err)
			return false
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if err := r.push(t.Name.Local); err != nil {
				r.fail(err)
				return false
			}
			switch t.Name.Local {
			case "row":
				if inRow {
					r.fail(fmt.Errorf("row %d inside row %d", prevRow+1, r.row.Num))
					return false
				}
				inRow = true
				r.rows++
				if r.rows > r.wb.lim.MaxRows {
					r.failErr(tooLarge("rows", r.sheet.Part, r.wb.lim.MaxRows, 0))
					return false
				}
				num := prevRow + 1
				for _, a := range t.Attr {
					if a.Name.Local == "r" {
						n, err := strconv.Atoi(strings.TrimSpace(a.Value))
						if err != nil || n < 1 || n > MaxRow {
							r.fail(fmt.Errorf("row number %q", a.Value))
							return false
						}
						num = n
					}
				}
				if num > MaxRow {
					r.failErr(tooLarge("rows", r.sheet.Part, MaxRow, int64(num)))
					return false
				}
				r.row.Num = num
				r.row.Cells = r.row.Cells[:0]
				lastCol = 0
			case "c":
				if !inRow {
					continue // a cell outside a row is not in the grid
				}
				inCell, hasV = true, false
				cellT, cellS = "", ""
				col := lastCol + 1
				for _, a := range t.Attr {
					switch a.Name.Local {
					case "r":
						c, ok := parseCol(a.Value)
						if !ok {
							r.fail(fmt.Errorf("cell reference %q in row %d", a.Value, r.row.Num))
							return false
						}
						col = c
					case "t":
						cellT = a.Value
					case "s":
						cellS = a.Value
					}
				}
				if col > MaxCol {
					r.failErr(tooLarge("columns", r.sheet.Part, MaxCol, int64(col)))
					return false
				}
				lastCol = col
				cell = Cell{Col: col}
				r.val = r.val[:0]
			case "v":
				inV = inCell
			case "f":
				if inCell {
					cell.Formula = true
				}
			case "is":
				inIS = inCell
			case "t":
				inT = inIS && rph == 0
			case "rPh":
				rph++
			}
		case xml.EndElement:
			if err := r.pop(t.Name.Local); err != nil {
				r.fail(err)
				return false
			}
			switch t.Name.Local {
			case "row":
				if inRow {
					return true
				}
			case "c":
				if !inCell {
					continue
				}
				inCell = false
				if !hasV {
					continue // styled but empty: a formatted blank
				}
				if err := r.finish(&cell, cellT, cellS); err != nil {
					r.fail(err)
					return false
				}
				if cell.Type != 0 {
					r.row.Cells = append(r.row.Cells, cell)
				}
			case "v":
				inV = false
			case "is":
				inIS = false
			case "t":
				inT = false
			case "rPh":
				rph = max(rph-1, 0)
			}
		case xml.CharData:
			if inV || inT {
				r.val = append(r.val, t...)
				hasV = true
			}
		}
	}
}

// finish sets a cell's type and value from its t and s attributes and the
// text of its <v> (or inline <is>).
func (r *Rows) finish(c *Cell, t, s string) error {
	raw := string(r.val)
	switch t {
	case "s":
		i, err := strconv.Atoi(strings.TrimSpace(raw))
		if err != nil || i < 0 {
			return fmt.Errorf("shared string index %q in %s%d", raw, ColumnName(c.Col), r.row.Num)
		}
		if i >= len(r.wb.strings) {
			if len(r.wb.strings) == 0 {
				return errNoStrings
			}
			return fmt.Errorf("shared string %d of %d in %s%d", i, len(r.wb.strings), ColumnName(c.Col), r.row.Num)
		}
		c.Type, c.Text = String, r.wb.strings[i]
	case "inlineStr", "str":
		c.Type, c.Text = String, unescapeX(raw)
	case "b":
		c.Type = Bool
		switch strings.TrimSpace(raw) {
		case "1", "true", "TRUE":
			c.Num = 1
		}
		c.Text = c.String()
	case "e":
		c.Type, c.Text = ErrorValue, raw
	case "d":
		tm, ok := ParseISO(raw)
		if !ok {
			c.Type, c.Text = String, raw
			return nil
		}
		c.Type, c.Num, c.Text = Date, TimeSerial(tm, r.wb.date1904), formatTime(tm)
	default: // "n" or absent
		v := strings.TrimSpace(raw)
		if v == "" {
			return nil
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return fmt.Errorf("number %q in %s%d", raw, ColumnName(c.Col), r.row.Num)
		}
		c.Type, c.Num, c.Text = Number, f, v
		if r.wb.isDateStyle(s) {
			if tm, ok := SerialTime(f, r.wb.date1904); ok {
				c.Type, c.Text = Date, formatTime(tm)
			}
		}
	}
	return nil
}

// push opens element name: the first must be the worksheet, and nesting
// is bounded.
func (r *Rows) push(name string) error {
	if len(r.stack) == 0 {
		if r.root {
			return fmt.Errorf("<%s> after the end of the worksheet", name)
		}
		if name != "worksheet" {
			return fmt.Errorf("<%s> where a <worksheet> should be: not a worksheet", name)
		}
		r.root = true
	}
	if len(r.stack) >= maxDepth {
		return fmt.Errorf("elements nested more than %d deep", maxDepth)
	}
	r.stack = append(r.stack, name)
	return nil
}

// pop closes element name, which must be the innermost open one.
func (r *Rows) pop(name string) error {
	if len(r.stack) == 0 || r.stack[len(r.stack)-1] != name {
		open := "nothing"
		if len(r.stack) > 0 {
			open = "<" + r.stack[len(r.stack)-1] + ">"
		}
		return fmt.Errorf("</%s> closes %s", name, open)
	}
	r.stack = r.stack[:len(r.stack)-1]
	return nil
}

func (r *Rows) fail(err error) { r.failErr(r.pr.fail(err)) }

func (r *Rows) failErr(err error) {
	if r.err == nil {
		r.err = err
	}
	r.done = true
}
