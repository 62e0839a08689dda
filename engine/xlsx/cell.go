package xlsx

import (
	"math"
	"strconv"
	"strings"
	"time"
)

// CellType is the type of a cell's value.
type CellType uint8

// Cell types. A cell with no value (only a style: a formatted blank) is not
// reported at all.
const (
	// String: shared, inline, or a formula's text result.
	String CellType = iota + 1
	// Number: a number (Num; Text is the number as stored).
	Number
	// Bool: TRUE or FALSE (Num 1 or 0).
	Bool
	// Date: a number with a date format, or an ISO 8601 cell of type "d";
	// Num is the Excel serial (days since the epoch of the workbook's date
	// system, time of day as the fraction), Text the date in ISO 8601
	// ("2026-11-30", or "2026-11-30T09:15:00" with a time of day).
	Date
	// ErrorValue: an error value such as #N/A or #DIV/0! (Text).
	ErrorValue
	// Uncomputed: a formula saved without its computed value, as tools
	// that write workbooks without calculating them do (Text is empty; the
	// value is known only once Excel recalculates and saves the file).
	Uncomputed
)

// Cell is one cell with a value.
type Cell struct {
	// Col is the 1-based column (A = 1), from the cell's reference.
	Col  int
	Type CellType
	Text string
	Num  float64
	// Formula marks a formula's cached value.
	Formula bool
}

// Row is one row of a sheet: its 1-based number and its cells with a value,
// in the order the sheet lists them (ascending columns in a valid sheet).
type Row struct {
	Num   int
	Cells []Cell
}

// Cell returns the cell of column col (1-based) and whether it has a value.
func (r *Row) Cell(col int) (Cell, bool) {
	for _, c := range r.Cells {
		if c.Col == col {
			return c, true
		}
	}
	return Cell{}, false
}

// String is the cell's value as text: the text of a string or error, the
// number as stored ("4.1"), TRUE or FALSE, a date in ISO 8601.
func (c Cell) String() string {
	if c.Type == Bool {
		if c.Num != 0 {
			return "TRUE"
		}
		return "FALSE"
	}
	return c.Text
}

func formatTime(t time.Time) string {
	if t.Hour() == 0 && t.Minute() == 0 && t.Second() == 0 && t.Nanosecond() == 0 {
		return t.Format("2006-01-02")
	}
	return t.Format("2006-01-02T15:04:05")
}

// Time is a Date cell's time (UTC, as Excel has no zone), rounded to the
// millisecond, in the date system of the workbook (date1904).
func (c Cell) Time(date1904 bool) (time.Time, bool) {
	if c.Type != Date {
		return time.Time{}, false
	}
	return SerialTime(c.Num, date1904)
}

// The epochs of Excel's date systems (ECMA-376 Part 1 §18.17.4.1). In the
// 1900 system serial 1 is 1900-01-01 and serial 60 the 29 February 1900
// that never was (kept for Lotus 1-2-3), so from serial 61 on, days count
// from 1899-12-30.
var (
	epoch1900 = time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)
	epoch1904 = time.Date(1904, 1, 1, 0, 0, 0, 0, time.UTC)
)

// maxSerial is 9999-12-31 in the 1900 system, Excel's last date.
const maxSerial = 2958465

// SerialTime converts an Excel serial date to a time, rounded to the
// millisecond: in the 1900 system (date1904 false) serial 1 is 1900-01-01,
// 60 (the fictitious 29 February 1900) is given as 1900-03-01, and from
// 61 on a day is counted from 1899-12-30; in the 1904 system serial 0 is
// 1904-01-01. ok is false outside 0 ≤ serial ≤ 9999-12-31.
func SerialTime(serial float64, date1904 bool) (time.Time, bool) {
	if math.IsNaN(serial) || serial < 0 || serial > maxSerial+1 {
		return time.Time{}, false
	}
	base := epoch1900
	switch {
	case date1904:
		base = epoch1904
	case serial < 60:
		base = epoch1900.AddDate(0, 0, 1) // before the phantom leap day
	case serial < 61:
		serial = 60 // 1900-02-29 does not exist: 1900-03-01 00:00
		base = epoch1900.AddDate(0, 0, 1)
	}
	ms := math.Round(serial * 86400000)
	return base.Add(time.Duration(ms) * time.Millisecond), true
}

// TimeSerial is the Excel serial of t (as UTC wall time) in the date system
// given: the inverse of SerialTime for dates from 1900-03-01.
func TimeSerial(t time.Time, date1904 bool) float64 {
	base := epoch1900
	if date1904 {
		base = epoch1904
	}
	wall := time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), time.UTC)
	return float64(wall.Sub(base).Milliseconds()) / 86400000
}

// isoLayouts are the forms of an ISO 8601 cell (type "d"): date and time
// with or without fraction and zone, date only, time only.
var isoLayouts = []string{
	"2006-01-02T15:04:05.999999999Z07:00",
	"2006-01-02T15:04:05.999999999",
	"2006-01-02T15:04Z07:00",
	"2006-01-02T15:04",
	"2006-01-02",
	"15:04:05.999999999",
}

// ParseISO reads an ISO 8601 date cell value; a zone, if any, is applied
// and the result given as UTC wall time.
func ParseISO(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	for _, l := range isoLayouts {
		if t, err := time.Parse(l, s); err == nil {
			if l == "15:04:05.999999999" {
				t = t.AddDate(1899, 11, 30-1) // a time alone is a fraction of day 0
			}
			return t.UTC(), true
		}
	}
	return time.Time{}, false
}

// ColumnName is the letters of 1-based column col ("A", "Z", "AA", "XFD").
func ColumnName(col int) string {
	if col < 1 {
		return ""
	}
	var b [4]byte
	i := len(b)
	for col > 0 && i > 0 {
		col--
		i--
		b[i] = byte('A' + col%26)
		col /= 26
	}
	return string(b[i:])
}

// ParseRef reads a cell reference ("AB12", "$AB$12"): its 1-based column and
// row. ok is false for anything else, or outside A1:XFD1048576.
func ParseRef(ref string) (col, row int, ok bool) {
	i := 0
	if i < len(ref) && ref[i] == '$' {
		i++
	}
	start := i
	for i < len(ref) && i-start < 4 {
		c := ref[i] | 0x20
		if c < 'a' || c > 'z' {
			break
		}
		col = col*26 + int(c-'a'+1)
		i++
	}
	if i == start || col > MaxCol {
		return 0, 0, false
	}
	if i < len(ref) && ref[i] == '$' {
		i++
	}
	if i == len(ref) || len(ref)-i > 7 {
		return 0, 0, false
	}
	for ; i < len(ref); i++ {
		c := ref[i]
		if c < '0' || c > '9' {
			return 0, 0, false
		}
		row = row*10 + int(c-'0')
	}
	if row < 1 || row > MaxRow {
		return 0, 0, false
	}
	return col, row, true
}

// parseCol reads the column of a reference, ignoring its row (cells of
// some writers carry only the column's letters plus any digits).
func parseCol[T string | []byte](ref T) (int, bool) {
	col := 0
	i := 0
	if i < len(ref) && ref[i] == '$' {
		i++
	}
	start := i
	for ; i < len(ref); i++ {
		c := ref[i] | 0x20
		if c < 'a' || c > 'z' {
			break
		}
		col = col*26 + int(c-'a'+1)
		if col > MaxCol {
			return 0, false
		}
	}
	if i == start {
		return 0, false
	}
	return col, true
}

// unescapeX decodes the _xHHHH_ escapes of ST_Xstring (ECMA-376 Part 1
// §22.9.2.19): a character XML cannot carry ("_x000D_" is a carriage
// return, "_x005F_" a literal underscore).
func unescapeX(s string) string {
	if !strings.Contains(s, "_x") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if i+7 <= len(s) && s[i] == '_' && s[i+1] == 'x' && s[i+6] == '_' {
			if v, err := strconv.ParseUint(s[i+2:i+6], 16, 16); err == nil {
				b.WriteRune(rune(v))
				i += 7
				continue
			}
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}
