package rvtools

import (
	"errors"
	"fmt"
	"io"
	"math"
	"path"
	"strings"

	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/vsancap"
	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/table"
)

// The plan's types are the estate's (engine/estate), shared by the imports.
type (
	Plan     = estate.Plan
	Scenario = estate.Scenario
	Error    = estate.Error
	Source   = inventory.Source
	Totals   = inventory.Totals
	// ClusterSummary and Inventory are the inventory summary's.
	ClusterSummary = inventory.ClusterSummary
	Inventory      = inventory.Inventory
)

// NoCluster names the VMs and hosts whose Cluster cell is empty.
const NoCluster = inventory.NoCluster

// DefaultPolicy is vSAN's default storage policy, RAID-1 FTT=1.
const DefaultPolicy = estate.DefaultPolicy

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
	// Policy is the vsan-capacity policy of the classic scenario (and of
	// the current-rules one when given), also the layout of the components
	// estimate ("" = DefaultPolicy classic, ESA's adaptive RAID-5).
	Policy string
	// Host is the target host the scenarios are sized for (zero: the
	// default, inventory.DefaultHostProfile).
	Host inventory.HostProfile
	// ExcludePoweredOff leaves powered-off and suspended VMs out of the
	// sizing; ExcludeTemplates leaves templates out. By default everything
	// stored today is counted; system VMs (vCLS…) never are.
	ExcludePoweredOff bool
	ExcludeTemplates  bool
	// Limits bound the workbook's reading (zero: xlsx.DefaultLimits).
	Limits xlsx.Limits
	// Progress, if set, is called by Import with the fraction done
	// (non-decreasing, 0 to 1) about every Import step.
	Progress func(done float64)
}

func (o Options) estate() estate.Options {
	return estate.Options{Cluster: o.Cluster, Name: o.Name, Lang: o.Lang, Policy: o.Policy, Host: o.Host,
		ExcludePoweredOff: o.ExcludePoweredOff, ExcludeTemplates: o.ExcludeTemplates}
}

// Words are how RVTools names what the notes quote.
var Words = estate.Words{Tool: "RVTools", VMSheet: "vInfo", HostSheet: "vHost", InUse: "In Use MiB", Provisioned: "Provisioned MiB",
	HostMemory: "# Memory", HostVersion: "ESX Version", MemoryUse: "Memory usage %", DiskCount: "vInfo “Disks”, “Total disk capacity MiB”"}

// Importer reads an RVTools workbook in steps, for a UI without
// preemption (WebAssembly): call Step with a small budget until it returns
// true, yielding to the browser and showing Progress in between, then
// Result. Import does it all at once.
//
// A Step unit is one row (or four shared strings); once the tabs are read,
// a Step sums the inventory, then builds one cluster's scenarios (a few
// milliseconds in WebAssembly).
type Importer struct {
	file    string
	opt     Options
	wb      *xlsx.Workbook
	m       model
	pass    *table.Pass
	readers map[*table.Table]*table.Reader
	missing []string
	pl      *estate.Planning
	err     error
	done    bool
}

// The tabs read, in order (vMetaData first, its rows kept whole).
var tabs = []*table.Table{&vInfoTab, &vDiskTab, &vHostTab, &vSnapshotTab, &vMemoryTab, &vDatastoreTab}

// NewImporter opens the workbook of size bytes read through r (fileName
// names it in messages and gives the default plan name) and plans the
// reading. It fails with an *Error on a file that is not an .xlsx
// workbook, an old .xls, a damaged zip, a file over the limits, a workbook
// without a vInfo tab, or options no import can take.
func NewImporter(r io.ReaderAt, size int64, fileName string, opt Options) (*Importer, error) {
	if opt.Lang == "" {
		opt.Lang = msg.EN
	}
	fileName = table.OneLine(fileName) // quoted in one-line messages
	im := &Importer{file: fileName, opt: opt, readers: map[*table.Table]*table.Reader{}}
	if err := estate.CheckOptions(opt.estate()); err != nil {
		return nil, err
	}
	wb, err := xlsx.Open(r, size, opt.Limits)
	if err != nil {
		return nil, im.readError(err)
	}
	im.wb = wb
	vinfo, ok := wb.Sheet("vInfo")
	switch {
	case !ok:
		return nil, &Error{Msg: note(errNoVInfo, fileName, SheetList(wb))}
	case vinfo.Part == "" && vinfo.Target == "":
		return nil, &Error{Msg: note(errNoRel, fileName, vinfo.Name, msg.Code(vinfo.Rel))}
	case vinfo.Part == "":
		return nil, &Error{Msg: note(errNoPart, fileName, vinfo.Name, msg.Code(vinfo.Target))}
	}
	var stages []table.Stage
	if meta, ok := wb.Sheet("vMetaData"); ok && meta.Part != "" {
		stages = append(stages, table.Stage{Sheet: meta, Raw: func(r *xlsx.Row) bool {
			im.m.meta.addMetaRow(r)
			return len(im.m.meta.rows) < maxMetaRows
		}})
	} else {
		im.missing = append(im.missing, "vMetaData")
	}
	data := map[*table.Table]func(*table.Reader){
		&vInfoTab: im.m.addVM, &vDiskTab: im.m.addDisk, &vHostTab: im.m.addHost,
		&vSnapshotTab: im.m.addSnapshot, &vMemoryTab: im.m.addReservation, &vDatastoreTab: im.m.addDatastore,
	}
	for _, t := range tabs {
		if sh, ok := wb.Sheet(t.Name); ok && sh.Part != "" {
			sr := table.NewReader(t)
			im.readers[t] = sr
			stages = append(stages, table.Stage{Sheet: sh, R: sr, Data: data[t]})
		} else {
			im.missing = append(im.missing, t.Name)
		}
	}
	im.pass = table.NewPass(wb, stages)
	return im, nil
}

// SheetList lists a workbook's sheets for a message (at most 12).
func SheetList(wb *xlsx.Workbook) string {
	names := []string{}
	for _, sh := range wb.Sheets() {
		names = append(names, estate.Clip(sh.Name))
	}
	if len(names) > 12 {
		names = append(names[:12], "…")
	}
	return strings.Join(names, ", ")
}

// PolicyNames are the storage policies an import can size for.
func PolicyNames() []string { return estate.PolicyNames() }

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
			return &Error{Msg: note(errFileTooLarge, f, math.Round(float64(xe.Size)/1e5)/10, int(xe.Max>>20)), Err: err}
		}
		what := xe.Part
		if what == "" {
			what = "the workbook"
		}
		return &Error{Msg: note(errLimit, f, what, msg.Dec(float64(xe.Max), 0), limitUnits[xe.Limit]), Err: err}
	}
	where := xe.Part
	if xe.Line > 0 {
		where += fmt.Sprintf(" line %d", xe.Line)
	}
	why := "?"
	if xe.Err != nil {
		why = estate.ClipTo(xe.Err.Error(), 200)
	}
	return &Error{Msg: note(errMalformed, f, where, why), Err: err}
}

// Step reads about n rows (or n×4 shared strings), or plans one cluster,
// and reports whether the import is done; then Result has the plan or the
// error.
func (im *Importer) Step(n int) bool {
	if im.done {
		return true
	}
	if im.pl != nil {
		if im.pl.Step() {
			im.done = true
		}
		return im.done
	}
	if !im.pass.Step(n) {
		return false
	}
	switch {
	case im.pass.OutOfRange() != nil:
		im.fail(&Error{Msg: im.pass.OutOfRange().Message(im.file)})
	case im.pass.Err() != nil:
		im.fail(im.readError(im.pass.Err()))
	case !im.readers[&vInfoTab].HasHeader:
		im.fail(&Error{Msg: note(errNoVMColumn, im.file, table.HeaderScan)})
	default:
		im.plan()
	}
	return im.done
}

func (im *Importer) fail(err error) {
	if im.err == nil {
		im.err = err
	}
	im.done = true
}

// Progress is the fraction of the import done: the workbook read (by the
// uncompressed sizes of the shared strings and the tabs) to 95 %, then the
// clusters planned.
func (im *Importer) Progress() float64 {
	switch {
	case im.done:
		return 1
	case im.pl != nil:
		return 0.95 + 0.049*im.pl.Progress()
	}
	return 0.95 * im.pass.Progress()
}

// Result is the plan, or why there is none, once Step has returned true.
func (im *Importer) Result() (*Plan, error) {
	if !im.done {
		return nil, errors.New("rvtools: Result before the import is done")
	}
	if im.err != nil {
		return nil, im.err
	}
	return im.pl.Result()
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

// PlanName derives a readable plan name from a file name ("RVTools_export_
// all_2026-11-30.xlsx" → "RVTools export all 2026-11-30").
func PlanName(fileName string) string { return estate.PlanName(fileName, "RVTools import") }

// plan joins the tabs, says what the workbook lacked, and starts the
// planning.
func (im *Importer) plan() {
	var notes []msg.Message
	e, lostDisks, lostSnaps := im.m.estate()
	units := "MiB"
	for _, sr := range im.readers {
		for f, h := range sr.Header {
			if sr.Found[f] > 0 && (strings.HasSuffix(h, " MB") || strings.HasSuffix(h, " MB (total)")) {
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
		"vSnapshot": msg.Txt(whyVSnapshot), "vMetaData": msg.Txt(whyVMetaData), "vDatastore": msg.Txt(whyVDatastore)}
	for _, t := range im.missing {
		if w, ok := why[t]; ok {
			notes = append(notes, note(missingTab, t, w))
		}
	}
	if im.readers[&vMemoryTab] == nil {
		notes = append(notes, note(missingTab, "vMemory", whyVMemory))
	}
	important := map[*table.Table]map[int]msg.Text{
		&vInfoTab:     {iPower: whyPower, iTemplate: whyTemplate, iCPUs: table.WhyZero, iMemory: table.WhyZero, iProvisioned: table.WhyZero, iInUse: table.WhyZero},
		&vDiskTab:     {dCapacity: table.WhyZero},
		&vHostTab:     {hCores: table.WhyZero, hMemory: table.WhyZero},
		&vSnapshotTab: {sSize: table.WhyZero},
	}
	for _, t := range tabs {
		if sr := im.readers[t]; sr != nil {
			notes = append(notes, sr.Notes(important[t])...)
		}
	}
	if lostDisks+lostSnaps > 0 {
		notes = append(notes, note(noteLost, lostDisks, lostSnaps))
	}
	pl, err := estate.NewPlanning(e, src, Words, notes, im.file, im.opt.estate())
	if err != nil {
		im.fail(err)
		return
	}
	im.pl = pl
}

// title is the title of calculator id in the reader's language.
func title(id string) msg.Arg { return estate.Title(id) }
