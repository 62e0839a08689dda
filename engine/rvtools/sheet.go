package rvtools

import (
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/sizewise/sizewise/engine/xlsx"
)

// column is one column a tab is read for: its header names (RVTools 4.x
// first, then older spellings), whether it is the row's key, and whether it
// is an identity column (see the package documentation: a total row leaves
// them empty).
type column struct {
	names    []string
	key      bool
	identity bool
}

// tab is what is read of one RVTools tab.
type tab struct {
	name string
	cols []column
}

// The tabs and their columns. Field indexes are the positions in cols.
var (
	// vInfo: one row per VM (templates included).
	vInfoTab = tab{name: "vInfo", cols: []column{
		iVM:          {names: []string{"VM"}, key: true},
		iPower:       {names: []string{"Powerstate", "Power state"}, identity: true},
		iTemplate:    {names: []string{"Template"}, identity: true},
		iCPUs:        {names: []string{"CPUs"}},
		iMemory:      {names: []string{"Memory", "Memory MiB", "Memory MB"}},
		iProvisioned: {names: []string{"Provisioned MiB", "Provisioned MB"}},
		iInUse:       {names: []string{"In Use MiB", "In Use MB"}},
		iDisks:       {names: []string{"Disks"}},
		iDiskTotal:   {names: []string{"Total disk capacity MiB", "Total disk capacity MB"}},
		iDatacenter:  {names: []string{"Datacenter"}, identity: true},
		iCluster:     {names: []string{"Cluster"}},
		iHost:        {names: []string{"Host"}, identity: true},
		iVMID:        {names: []string{"VM ID"}, identity: true},
		iUUID:        {names: []string{"VM UUID"}, identity: true},
		iServer:      {names: []string{"VI SDK Server"}, identity: true},
	}}
	// vDisk: one row per virtual disk.
	vDiskTab = tab{name: "vDisk", cols: []column{
		dVM:       {names: []string{"VM"}, key: true},
		dDisk:     {names: []string{"Disk"}, identity: true},
		dCapacity: {names: []string{"Capacity MiB", "Capacity MB"}},
		dMode:     {names: []string{"Disk Mode"}},
		dPath:     {names: []string{"Path", "Disk Path"}, identity: true},
		dCluster:  {names: []string{"Cluster"}},
		dVMID:     {names: []string{"VM ID"}, identity: true},
		dServer:   {names: []string{"VI SDK Server"}, identity: true},
	}}
	// vHost: one row per ESXi host.
	vHostTab = tab{name: "vHost", cols: []column{
		hHost:       {names: []string{"Host"}, key: true},
		hCluster:    {names: []string{"Cluster"}},
		hDatacenter: {names: []string{"Datacenter"}, identity: true},
		hCores:      {names: []string{"# Cores"}},
		hMemory:     {names: []string{"# Memory"}},
		hMemUsage:   {names: []string{"Memory usage %"}},
		hESX:        {names: []string{"ESX Version"}, identity: true},
		hCPUModel:   {names: []string{"CPU Model"}, identity: true},
		hUUID:       {names: []string{"UUID", "Object ID"}, identity: true},
		hServer:     {names: []string{"VI SDK Server"}, identity: true},
	}}
	// vSnapshot: one row per snapshot.
	vSnapshotTab = tab{name: "vSnapshot", cols: []column{
		sVM:      {names: []string{"VM"}, key: true},
		sName:    {names: []string{"Name"}, identity: true},
		sSize:    {names: []string{"Size MiB (total)", "Size MB (total)"}},
		sDate:    {names: []string{"Date / time"}, identity: true},
		sFile:    {names: []string{"Filename"}, identity: true},
		sCluster: {names: []string{"Cluster"}},
		sVMID:    {names: []string{"VM ID"}, identity: true},
		sServer:  {names: []string{"VI SDK Server"}, identity: true},
	}}
	// vMemory: one row per VM, for the memory reservation (VM swap).
	vMemoryTab = tab{name: "vMemory", cols: []column{
		mVM:          {names: []string{"VM"}, key: true},
		mReservation: {names: []string{"Reservation"}},
		mVMID:        {names: []string{"VM ID"}, identity: true},
		mServer:      {names: []string{"VI SDK Server"}, identity: true},
		mPower:       {names: []string{"Powerstate"}, identity: true},
	}}
)

// Field indexes of the tabs.
const (
	iVM = iota
	iPower
	iTemplate
	iCPUs
	iMemory
	iProvisioned
	iInUse
	iDisks
	iDiskTotal
	iDatacenter
	iCluster
	iHost
	iVMID
	iUUID
	iServer
)

const (
	dVM = iota
	dDisk
	dCapacity
	dMode
	dPath
	dCluster
	dVMID
	dServer
)

const (
	hHost = iota
	hCluster
	hDatacenter
	hCores
	hMemory
	hMemUsage
	hESX
	hCPUModel
	hUUID
	hServer
)

const (
	sVM = iota
	sName
	sSize
	sDate
	sFile
	sCluster
	sVMID
	sServer
)

const (
	mVM = iota
	mReservation
	mVMID
	mServer
	mPower
)

// headerScan is how many rows may come before a tab's header row (a title
// typed above the table).
const headerScan = 20

// norm is a header or label as compared: lower case, runs of spaces as one.
func norm(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// badCells counts the cells of one column that should hold a number and do
// not, with the first rows concerned.
type badCells struct {
	n    int
	rows []int
}

// sheetReader reads the rows of one tab into values by field: it finds the
// header row, maps columns to fields by header name, and classifies rows
// (counted, blank, total, repeated header).
type sheetReader struct {
	tab *tab
	// found[f] is field f's 1-based column (0: absent), header[f] its
	// header as written.
	found  []int
	header []string
	slot   []int // column → field+1
	// dups lists fields whose header appears more than once (the first
	// column is read).
	dups []int

	hasHeader bool
	headerRow int
	scanned   int

	vals []xlsx.Cell
	has  []bool
	row  int

	counted, blank, totals, repeats int
	totalRows                       []int
	bad                             map[int]*badCells
}

func newSheetReader(t *tab) *sheetReader {
	n := len(t.cols)
	return &sheetReader{tab: t, found: make([]int, n), header: make([]string, n), vals: make([]xlsx.Cell, n), has: make([]bool, n), bad: map[int]*badCells{}}
}

// findHeader tries r as the header row: it is when it names the key column.
func (s *sheetReader) findHeader(r *xlsx.Row) bool {
	key := -1
	for f, c := range s.tab.cols {
		if c.key {
			key = f
		}
	}
	byName := map[string]int{}
	for f, c := range s.tab.cols {
		for i, n := range c.names {
			if _, dup := byName[norm(n)]; !dup {
				byName[norm(n)] = f<<8 | i
			}
		}
	}
	isHeader := false
	for _, c := range r.Cells {
		if c.Type == xlsx.String {
			if v, ok := byName[norm(c.Text)]; ok && v>>8 == key {
				isHeader = true
			}
		}
	}
	if !isHeader {
		return false
	}
	rank := make([]int, len(s.tab.cols))
	for _, c := range r.Cells {
		if c.Type != xlsx.String {
			continue
		}
		v, ok := byName[norm(c.Text)]
		if !ok {
			continue
		}
		f, i := v>>8, v&0xff
		switch {
		case s.found[f] == 0:
		case i < rank[f]:
			// a preferred (newer) spelling beats an older one
		case i == rank[f]:
			// the same header twice (a custom attribute named like a
			// standard column): the first is read, and a note says so
			if !containsInt(s.dups, f) {
				s.dups = append(s.dups, f)
			}
			continue
		default:
			continue
		}
		s.found[f], s.header[f], rank[f] = c.Col, strings.TrimSpace(c.Text), i
	}
	maxCol := 0
	for _, col := range s.found {
		maxCol = max(maxCol, col)
	}
	s.slot = make([]int, maxCol+1)
	for f, col := range s.found {
		if col > 0 {
			s.slot[col] = f + 1
		}
	}
	s.hasHeader, s.headerRow = true, r.Num
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

// rowKind is what a data row is.
type rowKind int

const (
	rowData rowKind = iota
	rowBlank
	rowTotal
	rowRepeat
)

// read loads r's values by field and classifies it.
func (s *sheetReader) read(r *xlsx.Row) rowKind {
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
	s.row = r.Num
	key := 0
	for f, c := range s.tab.cols {
		if c.key {
			key = f
		}
	}
	k := s.text(key)
	if k == "" {
		s.blank++
		return rowBlank
	}
	repeat, total := strings.EqualFold(k, s.header[key]), isTotalLabel(k)
	if repeat || total {
		// only then look at the identity cells: data rows pay nothing
		filled, asHeader := 0, 0
		for f, c := range s.tab.cols {
			if !c.identity || s.found[f] == 0 {
				continue
			}
			if t := s.text(f); t != "" {
				filled++
				if norm(t) == norm(s.header[f]) {
					asHeader++
				}
			}
		}
		switch {
		case repeat && filled > 0 && asHeader == filled:
			s.repeats++
			return rowRepeat
		case total && filled == 0:
			s.totals++
			if len(s.totalRows) < maxListed {
				s.totalRows = append(s.totalRows, r.Num)
			}
			return rowTotal
		}
	}
	s.counted++
	return rowData
}

// maxListed bounds the row numbers a note lists.
const maxListed = 5

// text is field f's value as trimmed text ("" when absent).
func (s *sheetReader) text(f int) string {
	if !s.has[f] {
		return ""
	}
	return strings.TrimSpace(s.vals[f].String())
}

// num is field f's value as a number of something (vCPUs, MiB, cores): 0
// when absent, and counted as a bad cell when it is not a number or is
// negative.
func (s *sheetReader) num(f int) float64 {
	if !s.has[f] {
		return 0
	}
	v, ok := cellNumber(s.vals[f])
	if !ok || v < 0 {
		b := s.bad[f]
		if b == nil {
			b = &badCells{}
			s.bad[f] = b
		}
		b.n++
		if len(b.rows) < maxListed {
			b.rows = append(b.rows, s.row)
		}
		return 0
	}
	return v
}

// numOK is field f's number and whether the cell holds one (no bad-cell
// count when it is absent).
func (s *sheetReader) numOK(f int) (float64, bool) {
	if !s.has[f] {
		return 0, false
	}
	v, ok := cellNumber(s.vals[f])
	if !ok || v < 0 {
		s.num(f)
		return 0, false
	}
	return v, true
}

// totalWords start a typed total row's label (English, German, Russian).
var totalWords = []string{"grand total", "subtotal", "sub-total", "totals", "total", "summe", "sum", "gesamt", "итого", "всего", "сумма"}

// isTotalLabel reports whether s reads as the label of a total row: it
// starts with a total word followed by nothing or a non-letter ("Total",
// "TOTAL:", "Total cluster A", "Итого").
func isTotalLabel(s string) bool {
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

// cellNumber reads a cell as a number: a number cell, or text holding one
// ("1024", "1 024", "1,024", "12,5", "45 %"). Text numbers appear in
// workbooks re-saved by other tools and in locales with a decimal comma.
func cellNumber(c xlsx.Cell) (float64, bool) {
	switch c.Type {
	case xlsx.Number:
		return c.Num, !math.IsNaN(c.Num) && !math.IsInf(c.Num, 0)
	case xlsx.String:
		return parseNumber(c.Text)
	}
	return 0, false
}

// parseNumber reads a number written as text: spaces (also no-break and
// thin) are group separators, a trailing % is dropped, and a comma is a
// thousands separator in "1,024" / "1,234,567.5" and a decimal comma
// otherwise ("12,5").
func parseNumber(s string) (float64, bool) {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "%"))
	s = strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\u00a0', '\u202f', '\u2009':
			return -1
		}
		return r
	}, s)
	if s == "" {
		return 0, false
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
			return 0, false
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false
	}
	return v, true
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

// cellBool reads a True/False cell: a boolean, or the text RVTools writes
// ("True", "False"), or yes/no, 1/0, and Excel's Russian ИСТИНА/ЛОЖЬ.
func cellBool(c xlsx.Cell) (v, ok bool) {
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
