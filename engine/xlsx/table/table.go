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
	"strings"
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
