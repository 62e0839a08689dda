package xlsx

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path"
	"strconv"
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

// open opens a part for reading, within the per-part and total limits.
func (wb *Workbook) open(name string, max int64) (*partReader, error) {
	f, ok := wb.parts[partKey(name)]
	if !ok {
		return nil, nil
	}
	if f.size > uint64(max) || f.size > 1<<62 {
		return nil, tooLarge("part", f.name, max, int64(min(f.size, 1<<62)))
	}
	if wb.used+int64(f.size) > wb.lim.MaxTotal {
		return nil, tooLarge("total", f.name, wb.lim.MaxTotal, wb.used+int64(f.size))
	}
	rc, err := openZipEntry(wb.r, wb.size, *f)
	if err != nil {
		return nil, malformed(f.name, err)
	}
	return &partReader{rc: rc, wb: wb, name: f.name, max: max, declared: int64(f.size), token: wb.lim.MaxToken}, nil
}

// readAll reads a small part whole; nil when the part does not exist.
func (wb *Workbook) readAll(name string) ([]byte, error) {
	pr, err := wb.open(name, metaMax)
	if err != nil || pr == nil {
		return nil, err
	}
	defer pr.Close()
	data, err := io.ReadAll(pr)
	if err != nil {
		return nil, pr.fail(err)
	}
	return data, nil
}

// partReader reads one part, counting its bytes against the part's and the
// workbook's limits (whatever the directory declared), and refusing a run
// of more than MaxToken bytes without a '<' (one XML text or tag, which
// encoding/xml would buffer whole).
type partReader struct {
	rc       io.ReadCloser
	wb       *Workbook
	name     string
	n        int64 // bytes read
	max      int64
	declared int64
	token    int64
	sinceLT  int64 // bytes since the last '<'
	// err is the first limit passed: the decoder above may report it as a
	// syntax error (a rune cut short), so callers look here first.
	err error
}

func (p *partReader) Read(b []byte) (int, error) {
	if p.err != nil {
		return 0, p.err
	}
	n, err := p.rc.Read(b)
	p.n += int64(n)
	p.wb.used += int64(n)
	if i := bytes.LastIndexByte(b[:n], '<'); i >= 0 {
		p.sinceLT = int64(n - 1 - i)
	} else {
		p.sinceLT += int64(n)
	}
	switch {
	case p.n > p.max:
		p.err = tooLarge("part", p.name, p.max, 0)
	case p.wb.used > p.wb.lim.MaxTotal:
		p.err = tooLarge("total", p.name, p.wb.lim.MaxTotal, 0)
	case p.sinceLT > p.token:
		p.err = tooLarge("token", p.name, p.token, 0)
	}
	if p.err != nil {
		return 0, p.err
	}
	return n, err
}

// fail is the error to report for err met while reading p: the limit
// passed, if any, else err as a malformed part.
func (p *partReader) fail(err error) error {
	if p.err != nil {
		return p.err
	}
	return malformed(p.name, err)
}

func (p *partReader) Close() error { return p.rc.Close() }

// Progress is the fraction of the part read, by its declared size.
func (p *partReader) progress() float64 {
	if p.declared <= 0 {
		return 0
	}
	return min(float64(p.n)/float64(p.declared), 1)
}

// rel is one relationship of a part.
type rel struct {
	id, typ, target string
}

// readRels reads the relationships of part (its _rels/NAME.rels), with
// targets resolved to part names.
func (wb *Workbook) readRels(part string) ([]rel, error) {
	dir, file := path.Split(part)
	relsName := dir + "_rels/" + file + ".rels"
	data, err := wb.readAll(relsName)
	if err != nil || data == nil {
		return nil, err
	}
	var rels []rel
	tk := newTokenizer(bytes.NewReader(data))
	for {
		k, err := tk.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, malformed(relsName, err)
		}
		if k != tokStart || string(tk.name) != "Relationship" {
			continue
		}
		r := rel{id: string(tk.attr("Id")), typ: string(tk.attr("Type")), target: string(tk.attr("Target"))}
		if strings.EqualFold(string(tk.attr("TargetMode")), "External") || r.target == "" {
			continue
		}
		if strings.HasPrefix(r.target, "/") {
			r.target = strings.TrimPrefix(r.target, "/")
		} else {
			r.target = path.Clean(dir + r.target)
		}
		rels = append(rels, r)
	}
	return rels, nil
}

func relOfType(rels []rel, suffix string) string {
	for _, r := range rels {
		if strings.HasSuffix(r.typ, suffix) {
			return r.target
		}
	}
	return ""
}

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

// isDateStyle reports whether cell style index i has a date format.
func (wb *Workbook) isDateStyle(i int) bool {
	return i >= 0 && i < len(wb.dateXF) && wb.dateXF[i]
}

// parseDateStyles reads styles.xml: for each cell format (cellXfs/xf),
// whether its number format shows a date or time.
func parseDateStyles(data []byte) []bool {
	custom := map[string]bool{}
	var xfs []bool
	tk := newTokenizer(bytes.NewReader(data))
	inXfs := false
	for {
		k, err := tk.next()
		if err != nil {
			break
		}
		switch {
		case k == tokStart && string(tk.name) == "numFmt":
			custom[string(tk.attr("numFmtId"))] = IsDateFormat(string(tk.attr("formatCode")))
		case k == tokStart && string(tk.name) == "cellXfs":
			inXfs = true
		case k == tokEnd && string(tk.name) == "cellXfs":
			inXfs = false
		case k == tokStart && string(tk.name) == "xf" && inXfs:
			id := string(tk.attr("numFmtId"))
			if id == "" {
				id = "0"
			}
			date, ok := custom[id]
			if !ok {
				n, _ := strconv.Atoi(id)
				date = builtinDate(n)
			}
			xfs = append(xfs, date)
			if len(xfs) > 1<<20 {
				return xfs
			}
		}
	}
	return xfs
}

// builtinDate reports whether a built-in number format id (ECMA-376 Part 1
// §18.8.30, and the East Asian ids Excel also uses) is a date or time.
func builtinDate(id int) bool {
	return (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58)
}

// IsDateFormat reports whether a number format code shows a date or time:
// it has a d, m, y, h or s outside quoted text, escapes and [brackets]
// (colours, locales and conditions), other than in "General" and the
// exponent E. Elapsed-time brackets ([h], [mm], [ss]) count as time.
func IsDateFormat(code string) bool {
	if i := strings.IndexByte(code, ';'); i >= 0 {
		code = code[:i] // the positive section decides
	}
	lower := strings.ToLower(code)
	for i := 0; i < len(lower); i++ {
		switch c := lower[i]; c {
		case '"':
			j := strings.IndexByte(lower[i+1:], '"')
			if j < 0 {
				return false
			}
			i += j + 1
		case '\\', '_', '*':
			i++
		case '[':
			j := strings.IndexByte(lower[i+1:], ']')
			if j < 0 {
				return false
			}
			inner := lower[i+1 : i+1+j]
			if inner != "" && strings.Trim(inner, "hms") == "" {
				return true
			}
			i += j + 1
		case 'g':
			if strings.HasPrefix(lower[i:], "general") {
				i += len("general") - 1
			}
		case 'd', 'm', 'y', 'h', 's':
			return true
		}
	}
	return false
}

var errNoStrings = errors.New("a cell refers to a shared string but the workbook has no shared-string table")

// clipName bounds a part name quoted in an error to 128 bytes.
func clipName(s string) string {
	if len(s) > 128 {
		return s[:128] + "…"
	}
	return s
}
