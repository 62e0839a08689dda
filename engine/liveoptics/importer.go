package liveoptics

import (
	"errors"
	"fmt"
	"io"
	"math"
	"path"
	"strings"

	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/table"
)

// The plan's types are the estate's (engine/estate).
type (
	Plan     = estate.Plan
	Scenario = estate.Scenario
	Error    = estate.Error
)

// Options are the choices of an import: the estate's (cluster, name,
// language, policy, target host, exclusions), the reader's limits and a
// progress callback for Import.
type Options struct {
	estate.Options
	// Limits bound the workbook's reading (zero: xlsx.DefaultLimits).
	Limits xlsx.Limits
	// Progress, if set, is called by Import with the fraction done.
	Progress func(done float64)
}

// words are how Live Optics names what the notes quote (unit labels of
// the workbook's generation).
func words(units string) estate.Words {
	u := "MiB"
	if units == "MB" {
		u = "MB"
	}
	k := "KiB"
	if units == "MB" {
		k = "KB"
	}
	return estate.Words{Tool: "Live Optics", VMSheet: "VMs", HostSheet: "ESX Hosts",
		InUse: "Virtual Disk Used (" + u + ")", Provisioned: "Virtual Disk Size (" + u + ")",
		HostMemory: "Memory (" + k + ")", HostVersion: "OS", MemoryUse: "Peak Memory (" + u + ")",
		DiskCount: "VMs “Disks”, “Virtual Disk Size (" + u + ")”", Measured: true}
}

// Importer reads a Live Optics VMware workbook in steps (Step, Progress,
// Result), as engine/rvtools' Importer does.
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

// The sheets read, in order (Details first, its rows kept as pairs).
var sheets = []*table.Table{&hostsTab, &hostPerfTab, &vmsTab, &vmPerfTab}

// Kind is what a workbook's sheets say it is: a Live Optics VMware
// export, another Live Optics shape, or none.
type Kind int

// Kinds of workbook.
const (
	NotLiveOptics Kind = iota
	VMware
	HyperV
	General
)

// KindOf classifies a workbook by its sheets: VMware when it has one of
// the VMware export's own sheets (VMs, ESX Hosts, ESX Performance, VM
// Performance; the importer then needs VMs); Hyper-V when a sheet names
// Hyper-V; General when it has Live Optics' Details sheet but no vSphere
// inventory.
func KindOf(wb *xlsx.Workbook) Kind {
	for _, name := range []string{"VMs", "ESX Hosts", "ESX Performance", "VM Performance"} {
		if _, ok := wb.Sheet(name); ok {
			return VMware
		}
	}
	for _, sh := range wb.Sheets() {
		if strings.Contains(strings.ToLower(sh.Name), "hyper-v") {
			return HyperV
		}
	}
	if _, ok := wb.Sheet("Details"); ok {
		return General
	}
	return NotLiveOptics
}

// NewImporter opens the workbook of size bytes read through r and plans
// the reading. It fails with an *Error on a file that is not an .xlsx
// workbook or not a Live Optics VMware export (a Hyper-V or GENERAL
// export is refused saying what is read), or options no import takes.
func NewImporter(r io.ReaderAt, size int64, fileName string, opt Options) (*Importer, error) {
	if opt.Lang == "" {
		opt.Lang = msg.EN
	}
	fileName = table.OneLine(fileName) // quoted in one-line messages
	im := &Importer{file: fileName, opt: opt, readers: map[*table.Table]*table.Reader{}}
	if err := estate.CheckOptions(opt.Options); err != nil {
		return nil, err
	}
	wb, err := xlsx.Open(r, size, opt.Limits)
	if err != nil {
		return nil, im.readError(err)
	}
	im.wb = wb
	switch KindOf(wb) {
	case HyperV:
		return nil, &Error{Msg: note(errNotVMware, fileName, kindHyperV)}
	case General:
		return nil, &Error{Msg: note(errNotVMware, fileName, kindGeneral)}
	case NotLiveOptics:
		return nil, &Error{Msg: note(errNotLiveOptics, fileName, sheetList(wb))}
	}
	if _, ok := wb.Sheet("VMs"); !ok {
		return nil, &Error{Msg: note(errNoVMsSheet, fileName, sheetList(wb))}
	}
	for _, name := range []string{"VMs", "ESX Hosts"} {
		sh, ok := wb.Sheet(name)
		switch {
		case !ok:
		case sh.Part == "" && sh.Target == "":
			return nil, &Error{Msg: note(errNoRel, fileName, sh.Name, msg.Code(sh.Rel))}
		case sh.Part == "":
			return nil, &Error{Msg: note(errNoPart, fileName, sh.Name, msg.Code(sh.Target))}
		}
	}
	var stages []table.Stage
	if d, ok := wb.Sheet("Details"); ok && d.Part != "" {
		stages = append(stages, table.Stage{Sheet: d, Raw: im.m.addDetail})
	}
	data := map[*table.Table]func(*table.Reader){
		&hostsTab: im.m.addHost, &hostPerfTab: im.m.addHostPerf, &vmsTab: im.m.addVM, &vmPerfTab: im.m.addVMPerf,
	}
	for _, t := range sheets {
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

// sheetList lists a workbook's sheets for a message (at most 12).
func sheetList(wb *xlsx.Workbook) string {
	names := []string{}
	for _, sh := range wb.Sheets() {
		names = append(names, estate.Clip(sh.Name))
	}
	if len(names) > 12 {
		names = append(names[:12], "…")
	}
	return strings.Join(names, ", ")
}

// What a limit counts, for errLimit.
var limitUnits = map[string]msg.Text{
	"file":    msg.T("bytes"),
	"parts":   msg.T("zip entries"),
	"part":    msg.T("uncompressed bytes"),
	"total":   msg.T("uncompressed bytes in all"),
	"token":   msg.T("bytes in one cell or tag"),
	"cell":    msg.T("bytes of text in one cell (Excel holds at most 32,767 characters)"),
	"rows":    msg.T("rows"),
	"columns": msg.T("columns"),
	"strings": msg.T("shared strings"),
}

// readError words a reader error for the user.
func (im *Importer) readError(err error) *Error {
	var xe *xlsx.Error
	if !errors.As(err, &xe) {
		return &Error{Msg: note(errMalformed, im.file, "?", estate.Clip(err.Error())), Err: err}
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

// Step reads about n rows (or 4n shared strings), or plans one cluster,
// and reports whether the import is done.
func (im *Importer) Step(n int) bool {
	if im.done {
		return true
	}
	if im.pl != nil {
		im.done = im.pl.Step()
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
	case !im.readers[&vmsTab].HasHeader:
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

// Progress is the fraction of the import done (the workbook read to 95 %,
// then the clusters planned).
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
		return nil, errors.New("liveoptics: Result before the import is done")
	}
	if im.err != nil {
		return nil, im.err
	}
	return im.pl.Result()
}

// Import reads the whole workbook and returns its plan.
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

// PlanName derives a readable plan name from a file name.
func PlanName(fileName string) string { return estate.PlanName(fileName, "Live Optics import") }

// plan joins the sheets, says what the workbook lacked, and starts the
// planning.
func (im *Importer) plan() {
	var notes []msg.Message
	e, j := im.m.estate()
	units := "MiB"
	for _, sr := range im.readers {
		for f, h := range sr.Header {
			if sr.Found[f] > 0 && (strings.HasSuffix(h, "(MB)") || strings.HasSuffix(h, "(KB)")) {
				units = "MB"
			}
		}
	}
	if units == "MB" {
		notes = append(notes, note(noteUnits2022))
	}
	src := inventory.Source{Tool: "Live Optics", Units: units, File: path.Base(strings.ReplaceAll(im.file, "\\", "/")),
		Version: im.m.details["collector build version"], Exported: exported(im.m.details["date"]), VCenter: strings.Join(im.m.vcList, ", ")}
	why := map[string]msg.Text{"VM Performance": whyVMPerf, "ESX Performance": whyHostPerf, "ESX Hosts": whyHosts}
	for _, t := range im.missing {
		if w, ok := why[t]; ok {
			notes = append(notes, note(noteMissingSheet, t, w))
		}
	}
	important := map[*table.Table]map[int]msg.Text{
		&vmsTab:   {vCPUs: table.WhyZero, vMemory: table.WhyZero, vDiskUsed: table.WhyZero, vDiskSize: table.WhyZero},
		&hostsTab: {hCores: table.WhyZero, hMemory: table.WhyZero},
	}
	for _, t := range sheets {
		if sr := im.readers[t]; sr != nil {
			notes = append(notes, sr.Notes(important[t])...)
		}
	}
	if im.readers[&vmPerfTab] != nil && j.noPerf > 0 {
		notes = append(notes, note(noteNoPerf, j.perfVMs, len(e.VMs), j.noPerf))
	}
	if j.unmatchedPerf+j.unmatchedHosts > 0 {
		notes = append(notes, note(noteUnmatched, j.unmatchedPerf, j.unmatchedHosts))
	}
	if im.m.badRatios > 0 {
		notes = append(notes, note(noteBadRatio, im.m.badRatios))
	}
	if j.vsan > 0 {
		notes = append(notes, note(noteVSANName, estate.Count(j.vsan)))
	}
	notes = append(notes, note(noteSwap))
	pl, err := estate.NewPlanning(e, src, words(units), notes, im.file, im.opt.Options)
	if err != nil {
		im.fail(err)
		return
	}
	im.pl = pl
}
