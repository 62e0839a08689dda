// Package table reads the tables of an inventory export (an RVTools tab, a
// Live Optics sheet) by their header names, never by position: it finds
// the header row, maps columns to fields by name (newer spellings first),
// classifies rows (data, formatted blank, typed total, repeated header),
// reads cells as trimmed text, numbers (also written as text: "1 024",
// "1,024", "12,5", "45 %") and booleans, and bounds them: a text longer
// than its column allows, or a number outside the column's plausible
// range, stops the import with one line naming the sheet, the row and the
// column (issue 32: a 1,000,000-character cluster name was written eight
// times into the plan; three In Use cells of 1e308 summed to +Inf).
//
// It is shared by engine/rvtools and engine/liveoptics, and is pure: it
// reads xlsx.Row values handed to it.
package table

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sizewise/sizewise/engine/xlsx"
)

// Column is one column a table is read for.
type Column struct {
	// Names are its header names, the preferred (newest) first.
	Names []string
	// Key marks the row's key: a row without it is blank.
	Key bool
	// Identity marks a column a real row always fills: a typed total row
	// leaves them all empty.
	Identity bool
	// Most is the largest plausible number of a numeric column (0: any
	// number, for text columns); Least the smallest (0 by default).
	Most, Least float64
	// Chars is the most characters its text may have (0: MaxName).
	Chars int
}

// MaxName is the most characters a name (a VM, cluster, host, datastore,
// vCenter) or another text cell read may have: 255. vCenter allows 80
// characters in an inventory name; RVTools writes characters such as '/'
// escaped (%2f), which lengthens a few names, never to 255.
const MaxName = 255

// MaxPath bounds a datastore path ("[datastore] folder/vm.vmx"): 1,024.
const MaxPath = 1024

// Table is what is read of one sheet.
type Table struct {
	Name string
	Cols []Column
	// MaxData bounds its data rows (0: MaxDataRows): a sheet of more
	// rows stops the import before the work they would cost.
	MaxData int
}

// MaxDataRows is the default MaxData: 1,000,000 rows.
const MaxDataRows = 1000000

// MaxVMs bounds the VMs of one import: 100,000, more than two vCenters at
// their maximum (vSphere 8: 45,000 registered VMs a vCenter). A million
// rows took 45 s and 620 MB natively, minutes in a browser.
const MaxVMs = 100000

// MaxHosts bounds the hosts of one import: 10,000, four vCenters at their
// maximum (vSphere 8: 2,500 hosts a vCenter).
const MaxHosts = 10000

// norm is a header or label as compared: lower case, runs of spaces as one.
func Norm(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// BadCells counts the cells of one column that should hold a number and
// do not, with the first rows concerned.
type BadCells struct {
	N    int
	Rows []int
}

// RowKind is what a data row is.
type RowKind int

// Row kinds.
const (
	RowData RowKind = iota
	RowBlank
	RowTotal
	RowRepeat
)

// MaxListed bounds the row numbers a note lists.
const MaxListed = 5

// HeaderScan is how many rows may come before a table's header row (a
// title typed above the table).
const HeaderScan = 20

// OutOfRange is the first cell whose value is out of its column's bounds:
// a number outside [Least, Most], or a text longer than Chars.
type OutOfRange struct {
	Sheet  string
	Row    int
	Col    int    // 1-based column
	Header string // as the sheet writes it
	// Value is the cell's text, clipped to 64 characters; Chars is its
	// length when it is a text too long.
	Value       string
	Chars       int
	Least, Most float64
	Limit       int // the characters allowed, for a text
	// Rows is set when the sheet has more data rows than it may (Limit).
	Rows bool
}

// Reader reads the rows of one table into values by field: it finds the
// header row, maps columns to fields by header name, and classifies rows.
type Reader struct {
	tab *Table
	key int
	// Found[f] is field f's 1-based column (0: absent), Header[f] its
	// header as written.
	Found  []int
	Header []string
	slot   []int // column → field+1
	// Dups lists fields whose header appears more than once (the first
	// column is read).
	Dups []int

	HasHeader bool
	HeaderRow int
	Scanned   int

	vals []xlsx.Cell
	has  []bool
	// Row is the number of the row being read.
	Row int

	Counted, Blank, Totals, Repeats int
	TotalRows                       []int
	Bad                             map[int]*BadCells
	// Err is the first value out of bounds (nil: none).
	Err *OutOfRange
}

// NewReader prepares the reading of t.
func NewReader(t *Table) *Reader {
	n := len(t.Cols)
	r := &Reader{tab: t, key: -1, Found: make([]int, n), Header: make([]string, n), vals: make([]xlsx.Cell, n), has: make([]bool, n), Bad: map[int]*BadCells{}}
	for f, c := range t.Cols {
		if c.Key {
			r.key = f
		}
	}
	return r
}

// Table is the table read.
func (s *Reader) Table() *Table { return s.tab }

// FindHeader tries r as the header row: it is when it names the key column.
func (s *Reader) FindHeader(r *xlsx.Row) bool {
	byName := map[string]int{}
	for f, c := range s.tab.Cols {
		for i, n := range c.Names {
			if _, dup := byName[Norm(n)]; !dup {
				byName[Norm(n)] = f<<8 | i
			}
		}
	}
	isHeader := false
	for _, c := range r.Cells {
		if c.Type == xlsx.String && len(c.Text) <= MaxPath {
			if v, ok := byName[Norm(c.Text)]; ok && v>>8 == s.key {
				isHeader = true
			}
		}
	}
	if !isHeader {
		return false
	}
	rank := make([]int, len(s.tab.Cols))
	for _, c := range r.Cells {
		if c.Type != xlsx.String || len(c.Text) > MaxPath {
			continue
		}
		v, ok := byName[Norm(c.Text)]
		if !ok {
			continue
		}
		f, i := v>>8, v&0xff
		switch {
		case s.Found[f] == 0:
		case i < rank[f]:
			// a preferred (newer) spelling beats an older one
		case i == rank[f]:
			// the same header twice (a custom attribute named like a
			// standard column): the first is read, and a note says so
			if !containsInt(s.Dups, f) {
				s.Dups = append(s.Dups, f)
			}
			continue
		default:
			continue
		}
		s.Found[f], s.Header[f], rank[f] = c.Col, strings.TrimSpace(c.Text), i
	}
	maxCol := 0
	for _, col := range s.Found {
		maxCol = max(maxCol, col)
	}
	s.slot = make([]int, maxCol+1)
	for f, col := range s.Found {
		if col > 0 {
			s.slot[col] = f + 1
		}
	}
	s.HasHeader, s.HeaderRow = true, r.Num
	return true
}

func containsInt(list []int, x int) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}

// Read loads r's values by field and classifies it.
func (s *Reader) Read(r *xlsx.Row) RowKind {
	for f := range s.has {
		s.has[f] = false
	}
	for _, c := range r.Cells {
		if c.Col < len(s.slot) {
			if f := s.slot[c.Col] - 1; f >= 0 {
				s.vals[f], s.has[f] = c, true
			}
		}
	}
	s.Row = r.Num
	k := s.Text(s.key)
	if k == "" {
		s.Blank++
		return RowBlank
	}
	repeat, total := strings.EqualFold(k, s.Header[s.key]), IsTotalLabel(k)
	if repeat || total {
		// only then look at the identity cells: data rows pay nothing
		filled, asHeader := 0, 0
		for f, c := range s.tab.Cols {
			if !c.Identity || s.Found[f] == 0 {
				continue
			}
			if t := s.Text(f); t != "" {
				filled++
				if Norm(t) == Norm(s.Header[f]) {
					asHeader++
				}
			}
		}
		switch {
		case repeat && filled > 0 && asHeader == filled:
			s.Repeats++
			return RowRepeat
		case total && filled == 0:
			s.Totals++
			if len(s.TotalRows) < MaxListed {
				s.TotalRows = append(s.TotalRows, r.Num)
			}
			return RowTotal
		}
	}
	s.Counted++
	if limit := s.tab.MaxData; s.Counted > max(limit, 0) && limit > 0 || limit == 0 && s.Counted > MaxDataRows {
		if limit == 0 {
			limit = MaxDataRows
		}
		s.fail(&OutOfRange{Rows: true, Limit: limit})
	}
	return RowData
}

// Has reports whether field f has a value in the row.
func (s *Reader) Has(f int) bool { return s.has[f] }

// Cell is field f's cell in the row.
func (s *Reader) Cell(f int) xlsx.Cell { return s.vals[f] }

// Text is field f's value as trimmed text ("" when absent, or when it is
// longer than its column allows: Err then says so).
func (s *Reader) Text(f int) string {
	if f < 0 || !s.has[f] {
		return ""
	}
	t := OneLine(strings.TrimSpace(s.vals[f].String()))
	limit := s.tab.Cols[f].Chars
	if limit <= 0 {
		limit = MaxName
	}
	if len(t) > limit { // bytes first: cheap, and a bound of the characters
		if n := utf8.RuneCountInString(t); n > limit {
			s.fail(&OutOfRange{Col: s.Found[f], Header: s.Header[f], Value: clip(t), Chars: n, Limit: limit})
			return ""
		}
	}
	return t
}

func (s *Reader) fail(e *OutOfRange) {
	if s.Err == nil {
		e.Sheet, e.Row = s.tab.Name, s.Row
		s.Err = e
	}
}

// OneLine folds the control characters of a text (line breaks, tabs, the
// Unicode line and paragraph separators) into spaces: a name is shown and
// quoted on one line, and a message is one line (a cell may hold
// "Cluster\nA", typed with Alt+Enter).
func OneLine(s string) string {
	if strings.IndexFunc(s, isBreak) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if isBreak(r) {
			return ' '
		}
		return r
	}, s)
}

func isBreak(r rune) bool { return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' }

// clip is a value quoted in a message: one line of at most 64 characters.
func clip(s string) string {
	s = OneLine(s)
	r := []rune(s)
	if len(r) <= 64 {
		return s
	}
	return string(r[:64]) + "…"
}

// Num is field f's value as a number of something: 0 when absent, counted
// as a bad cell when it is not a number or is negative, and Err when it is
// outside the column's plausible range.
func (s *Reader) Num(f int) float64 {
	v, _ := s.NumOK(f)
	return v
}

// NumOK is field f's number and whether the cell holds one (no bad-cell
// count when it is absent).
func (s *Reader) NumOK(f int) (float64, bool) {
	if !s.has[f] {
		return 0, false
	}
	c := s.tab.Cols[f]
	v, ok := CellNumber(s.vals[f])
	if !ok || v < c.Least {
		if !ok && s.outOfRangeText(f) {
			return 0, false
		}
		b := s.Bad[f]
		if b == nil {
			b = &BadCells{}
			s.Bad[f] = b
		}
		b.N++
		if len(b.Rows) < MaxListed {
			b.Rows = append(b.Rows, s.Row)
		}
		return 0, false
	}
	if c.Most > 0 && v > c.Most {
		s.fail(&OutOfRange{Col: s.Found[f], Header: s.Header[f], Value: clip(strings.TrimSpace(s.vals[f].String())), Least: c.Least, Most: c.Most})
		return 0, false
	}
	return v, true
}

// outOfRangeText reports (and records) a text cell that reads as a number
// too large to be one ("1e400"): an overflowing number is a value out of
// range, not a typo.
func (s *Reader) outOfRangeText(f int) bool {
	c := s.vals[f]
	if c.Type != xlsx.String {
		return false
	}
	if _, _, overflow := parseNumber(c.Text); !overflow {
		return false
	}
	col := s.tab.Cols[f]
	s.fail(&OutOfRange{Col: s.Found[f], Header: s.Header[f], Value: clip(strings.TrimSpace(c.Text)), Least: col.Least, Most: col.Most})
	return true
}

// totalWords start a typed total row's label (English, German, Russian).
var totalWords = []string{"grand total", "subtotal", "sub-total", "totals", "total", "summe", "sum", "gesamt", "итого", "всего", "сумма"}

// IsTotalLabel reports whether s reads as the label of a total row: it
// starts with a total word followed by nothing or a non-letter ("Total",
// "TOTAL:", "Total cluster A", "Итого").
func IsTotalLabel(s string) bool {
	l := strings.ToLower(strings.TrimSpace(s))
	for _, w := range totalWords {
		if rest, ok := strings.CutPrefix(l, w); ok {
			if rest == "" {
				return true
			}
			r := []rune(rest)[0]
			if !unicode.IsLetter(r) {
				return true
			}
		}
	}
	return false
}

// CellNumber reads a cell as a number: a number cell, or text holding one
// ("1024", "1 024", "1,024", "12,5", "45 %"). Text numbers appear in
// workbooks re-saved by other tools and in locales with a decimal comma.
func CellNumber(c xlsx.Cell) (float64, bool) {
	switch c.Type {
	case xlsx.Number:
		return c.Num, !math.IsNaN(c.Num) && !math.IsInf(c.Num, 0)
	case xlsx.String:
		return ParseNumber(c.Text)
	}
	return 0, false
}

// ParseNumber reads a number written as text: spaces (also no-break and
// thin) are group separators, a trailing % is dropped, and a comma is a
// thousands separator in "1,024" / "1,234,567.5" and a decimal comma
// otherwise ("12,5").
func ParseNumber(s string) (float64, bool) {
	v, ok, _ := parseNumber(s)
	return v, ok
}

// parseNumber is ParseNumber, and whether s is a number too large for a
// float64.
func parseNumber(s string) (v float64, ok, overflow bool) {
	if len(s) > 64 {
		return 0, false, false
	}
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "%"))
	s = strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\u00a0', '\u202f', '\u2009':
			return -1
		}
		return r
	}, s)
	if s == "" {
		return 0, false, false
	}
	if strings.Contains(s, ",") {
		switch {
		case strings.Contains(s, "."):
			s = strings.ReplaceAll(s, ",", "")
		case thousands(s):
			s = strings.ReplaceAll(s, ",", "")
		case strings.Count(s, ",") == 1:
			s = strings.Replace(s, ",", ".", 1)
		default:
			return 0, false, false
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	if math.IsInf(v, 0) && (err != nil || !strings.Contains(strings.ToLower(s), "inf")) {
		return 0, false, true
	}
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false, false
	}
	return v, true, false
}

// thousands reports whether s is digits grouped by commas in threes
// ("1,024", "-12,345,678").
func thousands(s string) bool {
	s = strings.TrimPrefix(s, "-")
	parts := strings.Split(s, ",")
	if len(parts) < 2 || len(parts[0]) == 0 || len(parts[0]) > 3 {
		return false
	}
	for i, p := range parts {
		if i > 0 && len(p) != 3 {
			return false
		}
		for _, r := range p {
			if r < '0' || r > '9' {
				return false
			}
		}
	}
	return true
}

// CellBool reads a True/False cell: a boolean, or the text exports write
// ("True", "False", "TRUE"), or yes/no, 1/0, and Excel's Russian
// ИСТИНА/ЛОЖЬ.
func CellBool(c xlsx.Cell) (v, ok bool) {
	switch c.Type {
	case xlsx.Bool, xlsx.Number:
		return c.Num != 0, true
	case xlsx.String:
		switch strings.ToLower(strings.TrimSpace(c.Text)) {
		case "true", "yes", "1", "истина", "да":
			return true, true
		case "false", "no", "0", "ложь", "нет":
			return false, true
		}
	}
	return false, false
}

// Bool is field f's boolean and whether the cell holds one.
func (s *Reader) Bool(f int) (v, ok bool) {
	if !s.has[f] {
		return false, false
	}
	return CellBool(s.vals[f])
}
