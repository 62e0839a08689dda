package table

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/xlsx"
)

// What the reading of a table says of it (plan notes) and of a value out
// of bounds (the import's error).
var (
	noteBlank = msg.NewKey("table.note.blank",
		"{0}: rows without a {2} value skipped (formatted blank rows): {1}.")
	noteTotals = msg.NewKey("table.note.totals",
		"{0}: total rows skipped: {1} (rows {2}); the {3} cell reads as a total and the row has none of {4}.")
	noteRepeats = msg.NewKey("table.note.repeats",
		"{0}: rows repeating the header skipped: {1}.")
	noteBad = msg.NewKey("table.note.bad",
		"{0}: cells of {2} that are not numbers (or are negative), counted as 0: {1} (rows {3}). Formulas saved without a computed value count here too: open the workbook in Excel and save it to compute them.")
	noteDup = msg.NewKey("table.note.dup",
		"{0}: the header {1} appears more than once (a custom attribute of the same name?); the first such column was read.")
	noteNoHeader = msg.NewKey("table.note.no-header",
		"{0}: no header row with a {1} column in the first {2} rows; the sheet was not read.")
	noteMissingCol = msg.NewKey("table.note.missing-column",
		"{0}: no {1} column; {2}.")
	errRange = msg.NewKey("table.err.range",
		"{0}: {1} row {2}, column “{3}” ({4}): {5} is not a plausible value of this column ({6} to {7}): the cell is damaged or the file is not a real export; correct the cell and import again")
	errText = msg.NewKey("table.err.text",
		"{0}: {1} row {2}, column “{3}” ({4}): a text of {5} characters, more than the {6} this column can hold (vCenter names have at most 80): the file is not a real export")
)

var errRows = msg.NewKey("table.err.rows",
	"{0}: {1} lists more than {2} {2|row|rows} (row {3}): more than a real export holds (vCenter 8 registers at most 45,000 VMs and 2,500 hosts): export fewer vCenters at a time")

// WhyZero says a missing numeric column counts as 0.
var WhyZero = msg.T("it counts as 0")

// Message is the one line of a value out of bounds in file: the cell's
// value as the cell holds it, the bounds and counts in the reader's
// conventions ("0 to 1,048,576"), rows and cells as Excel names them.
func (e *OutOfRange) Message(file string) msg.Message {
	if e.Rows {
		return errRows.With(msg.Str(file), msg.Str(e.Sheet), msg.Int(e.Limit), msg.Code(strconv.Itoa(e.Row)))
	}
	where := xlsx.ColumnName(e.Col) + strconv.Itoa(e.Row)
	if e.Limit > 0 {
		return errText.With(msg.Str(file), msg.Str(e.Sheet), msg.Code(strconv.Itoa(e.Row)), msg.Str(clip(e.Header)), msg.Code(where),
			msg.Int(e.Chars), msg.Int(e.Limit))
	}
	return errRange.With(msg.Str(file), msg.Str(e.Sheet), msg.Code(strconv.Itoa(e.Row)), msg.Str(clip(e.Header)), msg.Code(where),
		msg.Code(e.Value), msg.Dec(e.Least, -1), msg.Dec(e.Most, -1))
}

// Notes says what reading s skipped, repeated, could not read or missed:
// important maps the fields whose absence matters to why.
func (s *Reader) Notes(important map[int]msg.Text) []msg.Message {
	var notes []msg.Message
	name := s.tab.Name
	if !s.HasHeader {
		key := ""
		if s.key >= 0 {
			key = s.tab.Cols[s.key].Names[0]
		}
		return []msg.Message{noteNoHeader.With(msg.Str(name), msg.Str(key), msg.Int(HeaderScan))}
	}
	fields := make([]int, 0, len(important))
	for f := range important {
		fields = append(fields, f)
	}
	sort.Ints(fields)
	for _, f := range fields {
		if s.Found[f] == 0 {
			notes = append(notes, noteMissingCol.With(msg.Str(name), msg.Str(s.tab.Cols[f].Names[0]), msg.Txt(important[f])))
		}
	}
	for _, f := range s.Dups {
		notes = append(notes, noteDup.With(msg.Str(name), msg.Str(s.Header[f])))
	}
	keyHeader := ""
	if s.key >= 0 {
		keyHeader = s.Header[s.key]
	}
	if s.Blank > 0 {
		notes = append(notes, noteBlank.With(msg.Str(name), msg.Int(s.Blank), msg.Str(keyHeader)))
	}
	if s.Totals > 0 {
		var ids []string
		for f, c := range s.tab.Cols {
			if c.Identity && s.Found[f] > 0 {
				ids = append(ids, s.Header[f])
			}
		}
		notes = append(notes, noteTotals.With(msg.Str(name), msg.Int(s.Totals), msg.Str(RowList(s.TotalRows, s.Totals)),
			msg.Str(keyHeader), msg.Str(strings.Join(ids, ", "))))
	}
	if s.Repeats > 0 {
		notes = append(notes, noteRepeats.With(msg.Str(name), msg.Int(s.Repeats)))
	}
	bad := make([]int, 0, len(s.Bad))
	for f := range s.Bad {
		bad = append(bad, f)
	}
	sort.Ints(bad)
	for _, f := range bad {
		b := s.Bad[f]
		notes = append(notes, noteBad.With(msg.Str(name), msg.Int(b.N), msg.Str(s.Header[f]), msg.Str(RowList(b.Rows, b.N))))
	}
	return notes
}

// RowList lists row numbers, with "…" when there were more.
func RowList(rows []int, total int) string {
	parts := make([]string, len(rows))
	for k, r := range rows {
		parts[k] = fmt.Sprint(r)
	}
	if total > len(rows) {
		parts = append(parts, "…")
	}
	return strings.Join(parts, ", ")
}
