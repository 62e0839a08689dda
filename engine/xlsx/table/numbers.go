package table

import (
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/sizewise/sizewise/engine/xlsx"
)

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
