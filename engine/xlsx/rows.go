package xlsx

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
)

// Rows streams the rows of a sheet. Close it when done.
type Rows struct {
	wb    *Workbook
	sheet Sheet
	pr    *partReader
	tk    *tokenizer
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
	return &Rows{wb: wb, sheet: sh, pr: pr, tk: newTokenizer(pr)}, nil
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

// cell types, from a cell's t attribute
const (
	ctNumber byte = iota
	ctShared
	ctInline
	ctFormulaStr
	ctBool
	ctError
	ctDate
	ctUnknown
)

func cellType(t []byte) byte {
	switch string(t) {
	case "", "n":
		return ctNumber
	case "s":
		return ctShared
	case "inlineStr":
		return ctInline
	case "str":
		return ctFormulaStr
	case "b":
		return ctBool
	case "e":
		return ctError
	case "d":
		return ctDate
	}
	return ctUnknown
}

// atoi reads a non-negative decimal number of up to 9 digits (-1 otherwise).
func atoi(b []byte) int {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || len(b) > 9 {
		return -1
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// Next advances to the next row and reports whether there is one; at the
// end of the sheet or on an error (Err) it returns false. Rows without any
// cell value are reported too (with no Cells): a caller counting rows sees
// them, one that wants values skips them.
func (r *Rows) Next() bool {
	if r.done {
		return false
	}
	tk := r.tk
	inRow := false
	var (
		cell           Cell
		inCell         bool
		typ            byte
		style          int
		inV, inIS, inT bool
		hasV           bool
		rph            int
		lastCol        int
	)
	prevRow := r.row.Num
	for {
		k, err := tk.next()
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
		switch k {
		case tokStart:
			if err := r.push(tk.name); err != nil {
				r.fail(err)
				return false
			}
			switch string(tk.name) {
			case "row":
				if inRow {
					r.fail(fmt.Errorf("a row inside row %d", r.row.Num))
					return false
				}
				inRow = true
				r.rows++
				if r.rows > r.wb.lim.MaxRows {
					r.failErr(tooLarge("rows", r.sheet.Part, r.wb.lim.MaxRows, 0))
					return false
				}
				num := prevRow + 1
				if v := tk.attr("r"); v != nil {
					num = atoi(v)
					if num < 1 || num > MaxRow {
						r.fail(fmt.Errorf("row number %q", truncate(v)))
						return false
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
				col := lastCol + 1
				if ref := tk.attr("r"); ref != nil {
					c, ok := parseCol(ref)
					if !ok {
						r.fail(fmt.Errorf("cell reference %q in row %d", truncate(ref), r.row.Num))
						return false
					}
					col = c
				}
				typ = cellType(tk.attr("t"))
				style = -1
				if s := tk.attr("s"); s != nil {
					style = atoi(s)
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
		case tokEnd:
			if err := r.pop(tk.name); err != nil {
				r.fail(err)
				return false
			}
			switch string(tk.name) {
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
					if cell.Formula {
						cell.Type = Uncomputed // said, not read as a blank
						r.row.Cells = append(r.row.Cells, cell)
					}
					continue // styled but empty: a formatted blank
				}
				if err := r.finish(&cell, typ, style); err != nil {
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
		case tokText:
			if inV || inT {
				if int64(len(r.val)+len(tk.text)) > r.wb.lim.MaxCell {
					r.failErr(tooLarge("cell", r.sheet.Part, r.wb.lim.MaxCell, 0))
					return false
				}
				r.val = append(r.val, tk.text...)
				hasV = true
			}
		}
	}
}

// finish sets a cell's type and value from its type, style and the text
// of its <v> (or inline <is>).
func (r *Rows) finish(c *Cell, typ byte, style int) error {
	switch typ {
	case ctShared:
		i := atoi(r.val)
		if i < 0 {
			return fmt.Errorf("shared string index %q in %s%d", truncate(r.val), ColumnName(c.Col), r.row.Num)
		}
		if i >= len(r.wb.strings) {
			if len(r.wb.strings) == 0 {
				return errNoStrings
			}
			return fmt.Errorf("shared string %d of %d in %s%d", i, len(r.wb.strings), ColumnName(c.Col), r.row.Num)
		}
		c.Type, c.Text = String, r.wb.strings[i]
	case ctInline, ctFormulaStr, ctUnknown:
		c.Type, c.Text = String, unescapeX(string(r.val))
	case ctBool:
		c.Type = Bool
		switch string(bytes.TrimSpace(r.val)) {
		case "1", "true", "TRUE":
			c.Num = 1
		}
		c.Text = c.String()
	case ctError:
		c.Type, c.Text = ErrorValue, string(r.val)
	case ctDate:
		raw := string(r.val)
		tm, ok := ParseISO(raw)
		if !ok {
			c.Type, c.Text = String, raw
			return nil
		}
		c.Type, c.Num, c.Text = Date, TimeSerial(tm, r.wb.date1904), formatTime(tm)
	default: // a number
		v := bytes.TrimSpace(r.val)
		if len(v) == 0 {
			return nil
		}
		text := string(v)
		f, err := strconv.ParseFloat(text, 64)
		if err != nil {
			return fmt.Errorf("number %q in %s%d", truncate(v), ColumnName(c.Col), r.row.Num)
		}
		c.Type, c.Num, c.Text = Number, f, text
		if r.wb.isDateStyle(style) {
			if tm, ok := SerialTime(f, r.wb.date1904); ok {
				c.Type, c.Text = Date, formatTime(tm)
			}
		}
	}
	return nil
}

// push opens element name: the first must be the worksheet, and nesting
// is bounded.
func (r *Rows) push(name []byte) error {
	if len(r.stack) == 0 {
		if r.root {
			return fmt.Errorf("<%s> after the end of the worksheet", truncate(name))
		}
		if string(name) != "worksheet" {
			return fmt.Errorf("<%s> where a <worksheet> should be: not a worksheet", truncate(name))
		}
		r.root = true
	}
	if len(r.stack) >= maxDepth {
		return fmt.Errorf("elements nested more than %d deep", maxDepth)
	}
	r.stack = append(r.stack, internName(name))
	return nil
}

// internName returns name as a string, without allocating for the elements
// of a sheet.
func internName(name []byte) string {
	switch string(name) {
	case "row":
		return "row"
	case "c":
		return "c"
	case "v":
		return "v"
	case "f":
		return "f"
	case "is":
		return "is"
	case "t":
		return "t"
	case "r":
		return "r"
	case "sheetData":
		return "sheetData"
	}
	return string(name)
}

// pop closes element name, which must be the innermost open one.
func (r *Rows) pop(name []byte) error {
	if len(r.stack) == 0 || r.stack[len(r.stack)-1] != string(name) {
		open := "nothing"
		if len(r.stack) > 0 {
			open = "<" + r.stack[len(r.stack)-1] + ">"
		}
		return fmt.Errorf("</%s> closes %s", truncate(name), open)
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
