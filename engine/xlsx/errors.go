package xlsx

import (
	"errors"
	"fmt"
)

// Kind classifies why a workbook cannot be read, so that a caller can say it
// in its own words and language.
type Kind int

// The kinds of Error.
const (
	// NotZip: the file is not a zip archive (a CSV, a text or HTML file…).
	NotZip Kind = iota + 1
	// LegacyXLS: an OLE2 compound file (magic D0 CF 11 E0): an Excel
	// 97–2003 .xls workbook, or an .xlsx protected by a password (Excel
	// encrypts those into the same container).
	LegacyXLS
	// Damaged: a zip archive whose directory cannot be read (truncated by an
	// interrupted download or copy, or corrupt).
	Damaged
	// NotWorkbook: a zip archive without a workbook part (a .docx, a .zip).
	NotWorkbook
	// TooLarge: a limit was passed (Limit says which, Size how far).
	TooLarge
	// Malformed: a part of the workbook is not the XML it should be, or its
	// compressed data is corrupt.
	Malformed
	// NoSheet: the sheet asked for is not in the workbook.
	NoSheet
)

// Error is a workbook that cannot be read, or a limit it passed.
type Error struct {
	Kind Kind
	// Part is the zip entry concerned ("xl/worksheets/sheet1.xml"), if any.
	Part string
	// Limit names the limit passed (TooLarge): "file", "parts", "part",
	// "total", "token", "cell", "rows", "columns", "strings".
	Limit string
	// Max is the limit's value and Size the size found (bytes, rows…), when
	// known (Size is 0 when the limit was passed while reading).
	Max, Size int64
	// Line is the XML line of a Malformed part, when known.
	Line int
	Err  error
}

func (e *Error) Error() string {
	var s string
	switch e.Kind {
	case NotZip:
		s = "not an .xlsx workbook (not a zip archive)"
	case LegacyXLS:
		s = "an Excel 97-2003 .xls workbook or a password-protected .xlsx (OLE2 compound file), not an .xlsx"
	case Damaged:
		s = "a damaged or incomplete .xlsx (the zip directory cannot be read)"
	case NotWorkbook:
		s = "a zip archive without a workbook (no xl/workbook.xml)"
	case TooLarge:
		s = fmt.Sprintf("over the %s limit of %d", e.Limit, e.Max)
		if e.Size > 0 {
			s += fmt.Sprintf(" (%d)", e.Size)
		}
	case Malformed:
		s = "malformed workbook"
	case NoSheet:
		s = "no such sheet"
	default:
		s = "unreadable workbook"
	}
	if e.Part != "" {
		s += ": " + e.Part
	}
	if e.Line > 0 {
		s += fmt.Sprintf(" line %d", e.Line)
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *Error) Unwrap() error { return e.Err }

// KindOf is the Kind of err, or 0 when err is not an *Error.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return 0
}

func tooLarge(limit, part string, max, size int64) *Error {
	return &Error{Kind: TooLarge, Limit: limit, Part: part, Max: max, Size: size}
}

func malformed(part string, err error) *Error {
	e := &Error{Kind: Malformed, Part: part, Err: err}
	var se *syntaxError
	if errors.As(err, &se) {
		e.Line = se.Line
		e.Err = errors.New(se.Msg)
	}
	var le *Error
	if errors.As(err, &le) {
		return le // a limit passed while reading is reported as it is
	}
	return e
}
