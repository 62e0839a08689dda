package rvtools

import (
	"errors"
	"fmt"
	"io"
	"path"
	"sort"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/vsancap"
	"github.com/sizewise/sizewise/engine/xlsx"
)

// Options are the choices of an import.
type Options struct {
	// Cluster keeps only this cluster (exactly, or ignoring case when that
	// is unique); "" keeps all.
	Cluster string
	// Name is the plan's name; "" derives it from the file name.
	Name string
	// Lang is the language of the notes and error messages (msg.EN when
	// empty).
	Lang msg.Lang
	// Policy is the vsan-capacity policy, also the layout of the
	// components estimate ("" = DefaultPolicy, RAID-1 FTT=1).
	Policy string
	// DiskGB is the capacity disk size of the vsan-capacity layout (0 =
	// the calculator's default, 932 GB).
	DiskGB float64
	// ExcludePoweredOff leaves powered-off and suspended VMs out of
	// vm_data_gb and the components estimate; ExcludeTemplates leaves
	// templates out. By default everything stored today is counted.
	ExcludePoweredOff bool
	ExcludeTemplates  bool
	// Limits bound the workbook's reading (zero: xlsx.DefaultLimits).
	Limits xlsx.Limits
	// Progress, if set, is called by Import with the fraction done
	// (non-decreasing, 0 to 1) about every Import step.
	Progress func(done float64)
}

// Error is an import that cannot be done, with its one-line message in
// either language.
type Error struct {
	Msg msg.Message
	// Err is the reader's error behind it, if any.
	Err error
}

func (e *Error) Error() string { return e.Msg.In(msg.EN, nil) }

// In is the message in lang.
func (e *Error) In(lang msg.Lang) string { return e.Msg.In(lang, nil) }

func (e *Error) Unwrap() error { return e.Err }

// Plan is the plan document an import writes: a plan with its inventory.
type Plan struct {
	Plan      string     `json:"plan"`
	Inventory Inventory  `json:"inventory"`
	Scenarios []Scenario `json:"scenarios"`
	// Notes say what the import skipped or assumed for the whole workbook.
	Notes []string `json:"notes,omitempty"`
}

// stage is one tab to read.
type stage struct {
	tab   *tab // nil for vMetaData
	sheet xlsx.Sheet
	sr    *sheetReader
}

// Importer reads an RVTools workbook in steps, for a UI without
// preemption (WebAssembly): call Step with a small budget until it returns
// true, yielding to the browser and showing Progress in between, then
// Result. Import does it all at once.
//
// A Step unit is one row (or four shared strings); once the tabs are read,
// a Step sums the inventory (one step: about 35 ms for 5,000 VMs in
// WebAssembly), then builds one cluster's scenarios (a few milliseconds).
// In WebAssembly (Node 20) a row of a 40-column vInfo costs about 50 µs:
// Step(128) is about 6 ms.
type Importer struct {
	file    string
	opt     Options
	wb      *xlsx.Workbook
	m       model
	stages  []stage
	cur     int
	rows    *xlsx.Rows
	missing []string
	// sizes for Progress: the shared strings and each stage's sheet.
	total, doneBytes float64
	err              error
	done             bool
	plan             *Plan
	pl               *planning
}

// The tabs read, in order; vMetaData first (its rows are kept whole).
var tabs = []*tab{&vInfoTab, &vDiskTab, &vHostTab, &vSnapshotTab, &vMemoryTab}

// NewImporter opens the workbook of size bytes read through r (fileName
// names it in messages and gives the default plan name) and plans the
// reading. It fails with an *Error on a file that is not an .xlsx
// workbook, an old .xls, a damaged zip, a file over the limits, or a
// workbook without a vInfo tab.
func NewImporter(r io.ReaderAt, size int64, fileName string, opt Options) (*Importer, error) {
	if opt.Lang == "" {
		opt.Lang = msg.EN
	}
	im := &Importer{file: fileName, opt: opt}
	if opt.Policy != "" {
		if _, ok := vsancap.PolicyNamed(opt.Policy); !ok {
			return nil, &Error{Msg: note(errBadPolicy, opt.Policy, strings.Join(PolicyNames(), ", "))}
		}
	}
	if opt.DiskGB != 0 && !(opt.DiskGB >= 1 && opt.DiskGB <= 100000) {
		return nil, &Error{Msg: note(errBadDisk, opt.DiskGB)}
	}
	wb, err := xlsx.Open(r, size, opt.Limits)
	if err != nil {
		return nil, im.readError(err)
	}
	im.wb = wb
	vinfo, ok := wb.Sheet("vInfo")
	if !ok {
		names := []string{}
		for _, sh := range wb.Sheets() {
			names = append(names, sh.Name)
		}
		if len(names) > 12 {
			names = append(names[:12], "…")
		}
		return nil, &Error{Msg: note(errNoVInfo, fileName, strings.Join(names, ", "))}
	}
	_ = vinfo
	if meta, ok := wb.Sheet("vMetaData"); ok && meta.Part != "" {
		im.stages = append(im.stages, stage{sheet: meta})
	} else {
		im.missing = append(im.missing, "vMetaData")
	}
	for _, t := range tabs {
		if sh, ok := wb.Sheet(t.name); ok && sh.Part != "" {
			im.stages = append(im.stages, stage{tab: t, sheet: sh, sr: newSheetReader(t)})
		} else if t != &vInfoTab {
			im.missing = append(im.missing, t.name)
		} else {
			return nil, &Error{Msg: note(errNoVInfo, fileName, "vInfo")}
		}
	}
	im.total = float64(wb.StringsSize())
	for _, st := range im.stages {
		im.total += float64(st.sheet.Size)
	}
	return im, nil
}

// PolicyNames are the storage policies an import can size for.
func PolicyNames() []string {
	names := make([]string, len(vsancap.Policies))
	for i, p := range vsancap.Policies {
		names[i] = p.Name
	}
	return names
}

// readError words a reader error for the user.
func (im *Importer) readError(err error) *Error {
	var xe *xlsx.Error
	if !errors.As(err, &xe) {
		return &Error{Msg: note(errMalformed, im.file, "?", err.Error()), Err: err}
	}
	f := im.file
	switch xe.Kind {
	case xlsx.NotZip:
		return &Error{Msg: note(errNotZip, f), Err: err}
	case xlsx.LegacyXLS:
		return &Error{Msg: note(errLegacy, f), Err: err}
	case xlsx.Damaged:
		return &Error{Msg: note(errDamaged, f), Err: err}
	case xlsx.NotWorkbook:
		return &Error{Msg: note(errNotWorkbook, f), Err: err}
	case xlsx.TooLarge:
		if xe.Limit == "file" {
			return &Error{Msg: note(errFileTooLarge, f, round(float64(xe.Size)/1e6, 1), int(xe.Max>>20)), Err: err}
		}
		what := xe.Part
		if what == "" {
			what = "the workbook"
		}
		return &Error{Msg: note(errLimit, f, what, msg.Code(fmt.Sprint(xe.Max)), limitUnits[xe.Limit]), Err: err}
	}
	where := xe.Part
	if xe.Line > 0 {
		where += fmt.Sprintf(" line %d", xe.Line)
	}
	why := "?"
	if xe.Err != nil {
		why = xe.Err.Error()
	}
	return &Error{Msg: note(errMalformed, f, where, why), Err: err}
}

// Step reads about n rows (or n×4 shared strings) and reports whether the
// import is done; then Result has the plan or the error.
func (im *Importer) Step(n int) bool {
	if im.done {
		return true
	}
	n = max(n, 1)
	if !im.wb.StringsLoaded() {
		if _, err := im.wb.LoadStrings(4 * n); err != nil {
			im.fail(im.readError(err))
		}
		return im.done
	}
	for budget := n; budget > 0; {
		if im.cur >= len(im.stages) {
			im.finish()
			return im.done
		}
		st := &im.stages[im.cur]
		if im.rows == nil {
			rows, err := im.wb.Rows(st.sheet.Name)
			if err != nil {
				im.fail(im.readError(err))
				return true
			}
			im.rows = rows
		}
		for ; budget > 0; budget-- {
			if !im.rows.Next() {
				if err := im.rows.Err(); err != nil {
					im.fail(im.readError(err))
					return true
				}
				im.endStage()
				break
			}
			if !im.consume(st, im.rows.Row()) {
				im.endStage()
				break
			}
		}
		if im.done {
			return true
		}
	}
	return false
}

// endStage closes the current tab and moves to the next.
func (im *Importer) endStage() {
	st := &im.stages[im.cur]
	im.rows.Close()
	im.rows = nil
	im.doneBytes += float64(st.sheet.Size)
	im.cur++
	if st.tab == &vInfoTab && !st.sr.hasHeader {
		im.fail(&Error{Msg: note(errNoVMColumn, im.file, headerScan)})
	}
}

// consume takes one row of the current tab; false stops reading the tab
// (no header in its first rows).
func (im *Importer) consume(st *stage, r *xlsx.Row) bool {
	if st.tab == nil {
		im.m.meta.addMetaRow(r)
		return len(im.m.meta.rows) < maxMetaRows
	}
	sr := st.sr
	if !sr.hasHeader {
		if len(r.Cells) == 0 {
			return true
		}
		if sr.findHeader(r) {
			return true
		}
		sr.scanned++
		return sr.scanned < headerScan
	}
	if sr.read(r) != rowData {
		return true
	}
	switch st.tab {
	case &vInfoTab:
		im.m.addVM(sr)
	case &vDiskTab:
		im.m.addDisk(sr)
	case &vHostTab:
		im.m.addHost(sr)
	case &vSnapshotTab:
		im.m.addSnapshot(sr)
	case &vMemoryTab:
		im.m.addReservation(sr)
	}
	return true
}

func (im *Importer) fail(err error) {
	if im.err == nil {
		im.err = err
	}
	im.done = true
	if im.rows != nil {
		im.rows.Close()
		im.rows = nil
	}
}

// Progress is the fraction of the workbook read (by the uncompressed
// sizes of the shared strings and the tabs read), non-decreasing, 1 when
// done.
func (im *Importer) Progress() float64 {
	if im.done {
		return 1
	}
	if im.total <= 0 {
		return 0
	}
	got := im.doneBytes + im.wb.StringsProgress()*float64(im.wb.StringsSize())
	if im.rows != nil {
		got += im.rows.Progress() * float64(im.stages[im.cur].sheet.Size)
	}
	return min(got/im.total, 0.999)
}

// Result is the plan, or why there is none, once Step has returned true.
func (im *Importer) Result() (*Plan, error) {
	if !im.done {
		return nil, errors.New("rvtools: Result before the import is done")
	}
	if im.err != nil {
		return nil, im.err
	}
	return im.plan, nil
}

// Import reads the whole workbook and returns its plan, calling
// opt.Progress as it goes.
func Import(r io.ReaderAt, size int64, fileName string, opt Options) (*Plan, error) {
	im, err := NewImporter(r, size, fileName, opt)
	if err != nil {
		return nil, err
	}
	for !im.Step(4096) {
		if opt.Progress != nil {
			opt.Progress(im.Progress())
		}
	}
	if opt.Progress != nil {
		opt.Progress(1)
	}
	return im.Result()
}

// PlanName derives a readable plan name from a file name: the base name
// without its extension, underscores as spaces ("RVTools_export_all_2026-
// 11-30.xlsx" → "RVTools export all 2026-11-30").
func PlanName(fileName string) string {
	base := path.Base(strings.ReplaceAll(fileName, "\\", "/"))
	if ext := path.Ext(base); ext != "" && len(ext) <= 5 {
		base = strings.TrimSuffix(base, ext)
	}
	base = strings.Join(strings.Fields(strings.ReplaceAll(base, "_", " ")), " ")
	if base == "" || base == "." || base == "/" {
		return "RVTools import"
	}
	return base
}

// stageReader is the reader of tab t, nil when the workbook lacks it.
func (im *Importer) stageReader(t *tab) *sheetReader {
	for _, st := range im.stages {
		if st.tab == t {
			return st.sr
		}
	}
	return nil
}

// planning is the last phase of an import, in steps: the inventory, then
// one cluster's scenarios a step (in WebAssembly a cluster takes a few
// milliseconds, the layout search evaluating the vsan-capacity calculator).
type planning struct {
	plan     *Plan
	clusters []*clusterData
	p        *planner
	notes    []msg.Message
	next     int
}

// finish advances the planning phase by one step: the inventory first,
// then a cluster's scenarios, then the plan's notes (done).
func (im *Importer) finish() {
	if im.pl == nil {
		im.inventory()
		return
	}
	pl := im.pl
	if pl.next < len(pl.clusters) {
		scen, err := pl.p.scenarios(pl.clusters[pl.next], im.opt.Lang)
		if err != nil {
			im.fail(&Error{Msg: note(errMalformed, im.file, "scenarios", err.Error()), Err: err})
			return
		}
		pl.plan.Scenarios = append(pl.plan.Scenarios, scen...)
		pl.next++
		if n := len(pl.plan.Scenarios); n > calc.MaxScenarios {
			// eval and the plans library would refuse the plan
			im.fail(&Error{Msg: note(errTooManyScenarios, im.file, count(len(pl.clusters)), calc.MaxScenarios, pl.next, n)})
		}
		return
	}
	for _, m := range append(pl.notes, pl.p.notes...) {
		pl.plan.Notes = append(pl.plan.Notes, m.In(im.opt.Lang, nil))
	}
	im.plan, im.done = pl.plan, true
}

// inventory joins the tabs, sums the inventory and prepares the scenarios.
func (im *Importer) inventory() {
	var notes []msg.Message
	if len(im.m.vms) == 0 {
		im.fail(&Error{Msg: note(errNoVMs, im.file)})
		return
	}
	lostDisks, lostSnaps := im.m.join()
	units := "MiB"
	for _, st := range im.stages {
		if st.sr == nil {
			continue
		}
		for f, h := range st.sr.header {
			if st.sr.found[f] > 0 && (strings.HasSuffix(h, " MB") || strings.HasSuffix(h, " MB (total)")) {
				units = "MB"
			}
		}
	}
	src, ambiguous := im.m.source(path.Base(strings.ReplaceAll(im.file, "\\", "/")), units)
	switch ambiguous {
	case "RVTools version":
		notes = append(notes, note(noteVersionNumber, src.Version, ambiguous))
	case "RVTools major version":
		notes = append(notes, note(noteMajorNumber, src.Version, ambiguous))
	}
	if units == "MB" {
		notes = append(notes, note(noteUnitsMB))
	}
	why := map[string]msg.Arg{"vDisk": msg.Txt(whyVDisk), "vHost": msg.Sub(whyVHost.With(title(vsancap.ID), title(memstate.ID))),
		"vSnapshot": msg.Txt(whyVSnapshot), "vMetaData": msg.Txt(whyVMetaData)}
	for _, t := range im.missing {
		if w, ok := why[t]; ok {
			notes = append(notes, note(missingTab, t, w))
		}
	}
	notes = append(notes, im.sheetNotes()...)
	if lostDisks+lostSnaps > 0 {
		notes = append(notes, note(noteLost, lostDisks, lostSnaps))
	}

	clusters := im.m.byCluster()
	if im.opt.Cluster != "" {
		c, err := im.pickCluster(clusters)
		if err != nil {
			im.fail(err)
			return
		}
		clusters = []*clusterData{c}
		notes = append(notes, note(noteFilter, c.name))
	}
	inv := Inventory{Source: src, Clusters: []ClusterSummary{}}
	if im.opt.Cluster != "" {
		inv.ClusterFilter = clusters[0].name
	}
	for _, c := range clusters {
		t := c.totals()
		inv.Clusters = append(inv.Clusters, ClusterSummary{Name: c.name, Totals: t})
		inv.Totals.Add(t)
	}

	policy := im.opt.Policy
	if policy == "" {
		policy = DefaultPolicy
	}
	pol, _ := vsancap.PolicyNamed(policy)
	layout, _ := LayoutOf(policy)
	p := &planner{opt: im.opt, policy: pol, layout: layout, diskGB: vsancap.Defaults().CapacityDiskGB, hasVMemory: im.stageReader(&vMemoryTab) != nil}
	if im.opt.DiskGB > 0 {
		p.diskGB = im.opt.DiskGB
	}
	name := im.opt.Name
	if strings.TrimSpace(name) == "" {
		name = PlanName(im.file)
	}
	im.pl = &planning{plan: &Plan{Plan: name, Inventory: inv, Scenarios: []Scenario{}}, clusters: clusters, p: p, notes: notes}
}

// pickCluster finds the --cluster: exactly, else ignoring case when one
// cluster matches so; else an error listing the clusters.
func (im *Importer) pickCluster(clusters []*clusterData) (*clusterData, error) {
	want := strings.TrimSpace(im.opt.Cluster)
	for _, c := range clusters {
		if c.name == want {
			return c, nil
		}
	}
	var folded []*clusterData
	for _, c := range clusters {
		if strings.EqualFold(c.name, want) {
			folded = append(folded, c)
		}
	}
	if len(folded) == 1 {
		return folded[0], nil
	}
	names := make([]string, 0, len(clusters))
	for _, c := range clusters {
		names = append(names, c.name)
	}
	sort.Strings(names)
	return nil, &Error{Msg: note(errUnknownCluster, want, im.file, strings.Join(names, ", "))}
}

// sheetNotes says, per tab, what was skipped, repeated, unreadable or
// missing.
func (im *Importer) sheetNotes() []msg.Message {
	var notes []msg.Message
	important := map[*tab]map[int]msg.Text{
		&vInfoTab:     {iPower: whyPower, iTemplate: whyTemplate, iCPUs: whyZero, iMemory: whyZero, iProvisioned: whyZero, iInUse: whyZero},
		&vDiskTab:     {dCapacity: whyZero},
		&vHostTab:     {hCores: whyZero, hMemory: whyZero},
		&vSnapshotTab: {sSize: whyZero},
	}
	for _, st := range im.stages {
		sr := st.sr
		if sr == nil {
			continue
		}
		name := st.tab.name
		if !sr.hasHeader {
			notes = append(notes, note(noteNoHeader, name, st.tab.cols[0].names[0], headerScan))
			continue
		}
		fields := make([]int, 0, len(important[st.tab]))
		for f := range important[st.tab] {
			fields = append(fields, f)
		}
		sort.Ints(fields)
		for _, f := range fields {
			if sr.found[f] == 0 {
				notes = append(notes, note(noteMissingCol, name, st.tab.cols[f].names[0], important[st.tab][f]))
			}
		}
		for _, f := range sr.dups {
			notes = append(notes, note(noteDup, name, sr.header[f]))
		}
		if sr.blank > 0 {
			notes = append(notes, note(noteBlank, name, sr.blank, sr.header[0]))
		}
		if sr.totals > 0 {
			var ids []string
			for f, c := range st.tab.cols {
				if c.identity && sr.found[f] > 0 {
					ids = append(ids, sr.header[f])
				}
			}
			notes = append(notes, note(noteTotals, name, sr.totals, rowList(sr.totalRows, sr.totals), sr.header[0], strings.Join(ids, ", ")))
		}
		if sr.repeats > 0 {
			notes = append(notes, note(noteRepeats, name, sr.repeats))
		}
		bad := make([]int, 0, len(sr.bad))
		for f := range sr.bad {
			bad = append(bad, f)
		}
		sort.Ints(bad)
		for _, f := range bad {
			b := sr.bad[f]
			notes = append(notes, note(noteBad, name, b.n, sr.header[f], rowList(b.rows, b.n)))
		}
	}
	return notes
}

// rowList lists row numbers, with "…" when there were more.
func rowList(rows []int, total int) string {
	parts := make([]string, len(rows))
	for k, r := range rows {
		parts[k] = fmt.Sprint(r)
	}
	if total > len(rows) {
		parts = append(parts, "…")
	}
	return strings.Join(parts, ", ")
}
