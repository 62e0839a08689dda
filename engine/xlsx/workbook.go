package xlsx

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
)

// Limits bound the work and memory of reading one workbook (see the package
// documentation). A zero field takes DefaultLimits' value.
type Limits struct {
	MaxFile    int64 // bytes of the .xlsx file
	MaxParts   int64 // entries in the zip directory
	MaxPart    int64 // uncompressed bytes of one part
	MaxTotal   int64 // uncompressed bytes of all parts read
	MaxToken   int64 // bytes of one XML token
	MaxRows    int64 // rows of one sheet
	MaxStrings int64 // shared strings
	MaxCell    int64 // bytes of one cell's text, all its runs together
}

// DefaultLimits are the limits of the package documentation.
var DefaultLimits = Limits{
	MaxFile:    64 << 20,
	MaxParts:   10000,
	MaxPart:    256 << 20,
	MaxTotal:   1 << 30,
	MaxToken:   1 << 20,
	MaxRows:    MaxRow,
	MaxStrings: 4000000,
	MaxCell:    MaxCellBytes,
}

// MaxCellBytes is the default MaxCell: 128 KiB. Excel caps a cell at 32,767
// characters (UTF-16 code units: at most 98,301 bytes of UTF-8), so no cell
// Excel writes is refused, while a cell built of many runs (each under the
// token limit: 100,000 runs made one 100 MB cell) is.
const MaxCellBytes = 128 << 10

// Excel's grid: rows 1..MaxRow, columns 1..MaxCol (A..XFD).
const (
	MaxRow = 1 << 20
	MaxCol = 1 << 14
)

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	pick := func(v, def int64) int64 {
		if v > 0 {
			return v
		}
		return def
	}
	return Limits{
		MaxFile:    pick(l.MaxFile, d.MaxFile),
		MaxParts:   pick(l.MaxParts, d.MaxParts),
		MaxPart:    pick(l.MaxPart, d.MaxPart),
		MaxTotal:   pick(l.MaxTotal, d.MaxTotal),
		MaxToken:   pick(l.MaxToken, d.MaxToken),
		MaxRows:    pick(l.MaxRows, d.MaxRows),
		MaxStrings: pick(l.MaxStrings, d.MaxStrings),
		MaxCell:    pick(l.MaxCell, d.MaxCell),
	}
}

// metaMax bounds the small XML parts read whole (workbook, relationships,
// styles): 16 MiB, far above any real one.
const metaMax = 16 << 20

// Sheet is one sheet of the workbook, in workbook order.
type Sheet struct {
	Name string
	// Part is its zip entry ("xl/worksheets/sheet1.xml"), "" when its
	// relationship is missing (reading it fails with NoSheet).
	Part string
	// Size is the uncompressed size its zip entry declares.
	Size int64
	// Rel is the relationship id the workbook gives the sheet ("rId3"),
	// and Target the part that relationship names ("" when the workbook's
	// relationships have no such id): with Part "", they say what is
	// missing, the relationship or the part it points to.
	Rel, Target string
}

// Workbook is an open workbook. It reads its parts through the io.ReaderAt
// given to Open, which must stay valid while the Workbook is used. A
// Workbook is not safe for concurrent use.
type Workbook struct {
	lim      Limits
	r        io.ReaderAt
	size     int64
	parts    map[string]*zipEntry // by lower-cased name
	sheets   []Sheet
	date1904 bool
	dateXF   []bool // cell style index → is a date format
	sstPart  string
	strings  []string
	sstDone  bool
	sst      *sstLoader
	used     int64 // uncompressed bytes read, all parts
}

// Open opens the workbook of size bytes read through r. It reads the zip
// directory, the workbook part, its relationships and the styles; the
// shared strings are read by LoadStrings (or by the first Rows that needs
// them). Errors are *Error.
func Open(r io.ReaderAt, size int64, lim Limits) (*Workbook, error) {
	lim = lim.withDefaults()
	if size > lim.MaxFile {
		return nil, tooLarge("file", "", lim.MaxFile, size)
	}
	var head [8]byte
	n, _ := r.ReadAt(head[:], 0)
	switch {
	case n == 8 && bytes.Equal(head[:], []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}):
		return nil, &Error{Kind: LegacyXLS}
	case !isZipStart(head[:n]):
		return nil, &Error{Kind: NotZip}
	}
	entries, count, err := readZipDirectory(r, size, lim.MaxParts)
	switch {
	case err != nil:
		return nil, &Error{Kind: Damaged, Err: err}
	case count > uint64(lim.MaxParts):
		return nil, tooLarge("parts", "", lim.MaxParts, int64(min(count, 1<<62)))
	}
	wb := &Workbook{lim: lim, r: r, size: size, parts: make(map[string]*zipEntry, len(entries))}
	for k := range entries {
		key := partKey(entries[k].name)
		if first, dup := wb.parts[key]; dup {
			// Two entries of one name: readers differ on which one counts
			// (archive/zip keeps both, most take the last), so a file that
			// says two things is refused rather than read one way.
			return nil, &Error{Kind: Malformed, Part: entries[k].name,
				Err: fmt.Errorf("the zip directory holds two entries named %q (also %q)", clipName(entries[k].name), clipName(first.name))}
		}
		wb.parts[key] = &entries[k]
	}
	if err := wb.readWorkbook(); err != nil {
		return nil, err
	}
	return wb, nil
}

// partKey normalises a part name for lookup: no leading slash, forward
// slashes, lower case (some writers differ in case from their own
// relationships).
func partKey(name string) string {
	name = strings.ReplaceAll(name, "\\", "/")
	return strings.ToLower(strings.TrimPrefix(name, "/"))
}

// Sheets lists the workbook's sheets in workbook order.
func (wb *Workbook) Sheets() []Sheet { return wb.sheets }

// Date1904 reports whether the workbook uses the 1904 date system.
func (wb *Workbook) Date1904() bool { return wb.date1904 }

// Sheet finds a sheet by name, exactly or else ignoring case.
func (wb *Workbook) Sheet(name string) (Sheet, bool) {
	for _, s := range wb.sheets {
		if s.Name == name {
			return s, true
		}
	}
	for _, s := range wb.sheets {
		if strings.EqualFold(s.Name, name) {
			return s, true
		}
	}
	return Sheet{}, false
}

// BytesRead is the uncompressed bytes read so far, all parts.
func (wb *Workbook) BytesRead() int64 { return wb.used }

// readWorkbook finds the workbook part (by the package relationships, or
// xl/workbook.xml), its sheets, date system, shared strings and styles.
func (wb *Workbook) readWorkbook() error {
	pkgRels, err := wb.readRels("")
	if err != nil {
		return err
	}
	book := relOfType(pkgRels, "/officeDocument")
	if book == "" || wb.parts[partKey(book)] == nil {
		book = "xl/workbook.xml"
	}
	data, err := wb.readAll(book)
	if err != nil {
		return err
	}
	if data == nil {
		return &Error{Kind: NotWorkbook}
	}
	type sheetRef struct{ name, rid string }
	var refs []sheetRef
	tk := newTokenizer(bytes.NewReader(data))
	seenWorkbook := false
	for {
		k, err := tk.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return malformed(book, err)
		}
		if k != tokStart {
			continue
		}
		switch string(tk.name) {
		case "workbook":
			seenWorkbook = true
		case "workbookPr":
			v := string(tk.attr("date1904"))
			wb.date1904 = v == "1" || strings.EqualFold(v, "true")
		case "sheet":
			refs = append(refs, sheetRef{name: string(tk.attr("name")), rid: string(tk.prefixedAttr("id"))})
		}
	}
	if !seenWorkbook {
		return &Error{Kind: NotWorkbook, Part: book}
	}
	rels, err := wb.readRels(book)
	if err != nil {
		return err
	}
	for _, s := range refs {
		sh := Sheet{Name: s.name, Rel: s.rid}
		for _, r := range rels {
			if r.id == s.rid {
				sh.Target = r.target
				if f := wb.parts[partKey(r.target)]; f != nil {
					sh.Part = f.name
					sh.Size = int64(min(f.size, 1<<62))
				}
			}
		}
		wb.sheets = append(wb.sheets, sh)
	}
	wb.sstPart = relOfType(rels, "/sharedStrings")
	if wb.sstPart == "" {
		wb.sstPart = path.Dir(book) + "/sharedStrings.xml"
	}
	if wb.parts[partKey(wb.sstPart)] == nil {
		wb.sstPart = ""
		wb.sstDone = true
	}
	styles := relOfType(rels, "/styles")
	if styles == "" {
		styles = path.Dir(book) + "/styles.xml"
	}
	// Styles only tell dates from numbers: a workbook whose styles cannot be
	// read still has its values.
	if data, err := wb.readAll(styles); err == nil && data != nil {
		wb.dateXF = parseDateStyles(data)
	} else if err != nil && KindOf(err) == TooLarge {
		return err
	}
	return nil
}

var errNoStrings = errors.New("a cell refers to a shared string but the workbook has no shared-string table")

// clipName bounds a part name quoted in an error to 128 bytes.
func clipName(s string) string {
	if len(s) > 128 {
		return s[:128] + "…"
	}
	return s
}
