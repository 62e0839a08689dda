// Package imports recognises an inventory export and reads it with its
// importer: an RVTools workbook (a vInfo tab, engine/rvtools) or a Dell
// Live Optics VMware workbook (VMs and ESX Hosts sheets,
// engine/liveoptics). It is what `sizewise import FILE` and the Plans page
// use; both importers give the same plan document (engine/estate).
package imports

import (
	"errors"
	"io"
	"math"
	"strings"

	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/liveoptics"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rvtools"
	"github.com/sizewise/sizewise/engine/xlsx"
)

// Kind is an importer: "rvtools" or "liveoptics"; "" asks to recognise it.
type Kind string

// The importers.
const (
	Detect     Kind = ""
	RVTools    Kind = "rvtools"
	LiveOptics Kind = "liveoptics"
)

// Options are the choices of an import (engine/estate's), the reader's
// limits, and a progress callback for Import.
type Options struct {
	estate.Options
	Limits   xlsx.Limits
	Progress func(done float64)
}

// Importer is an import in steps: Step until it returns true, showing
// Progress, then Result.
type Importer interface {
	Step(n int) bool
	Progress() float64
	Result() (*estate.Plan, error)
}

var (
	errNeither = msg.NewKey("imports.err.neither",
		"{0} is neither an RVTools export (it has no vInfo tab) nor a Live Optics VMware export (it has no VMs and ESX Hosts sheets); its sheets: {1}")
	errNotZip = msg.NewKey("imports.err.not-zip",
		"{0} is not an .xlsx workbook: import an RVTools export (“File > Export all to Excel”) or a Live Optics VMware export (“Export to Excel” on the portal)")
	errLegacy = msg.NewKey("imports.err.legacy",
		"{0} is an old binary .xls workbook (Excel 97-2003) or a password-protected .xlsx: open it in Excel and save it as Excel Workbook (.xlsx) without a password")
	errDamaged = msg.NewKey("imports.err.damaged",
		"{0} is damaged or incomplete (its zip directory cannot be read): copy or download it again")
	errNotWorkbook = msg.NewKey("imports.err.not-workbook",
		"{0} is a zip archive but not an Excel workbook")
	errTooLarge = msg.NewKey("imports.err.too-large",
		"{0} is {1} MB; the largest workbook Sizewise reads is {2} MiB")
	errUnreadable = msg.NewKey("imports.err.unreadable",
		"{0} cannot be read as a workbook ({1})")
)

// KindOf recognises the workbook of size bytes behind r: RVTools when it
// has a vInfo tab, Live Optics when it has Live Optics' sheets (its
// importer then refuses the shapes it does not read). It fails with one
// line on a file that is neither, or not a workbook.
func KindOf(r io.ReaderAt, size int64, fileName string, lim xlsx.Limits) (Kind, error) {
	wb, err := xlsx.Open(r, size, lim)
	if err != nil {
		var xe *xlsx.Error
		if !errors.As(err, &xe) {
			return "", &estate.Error{Msg: estate.Note(errUnreadable, fileName, estate.Clip(err.Error())), Err: err}
		}
		switch xe.Kind {
		case xlsx.NotZip:
			return "", &estate.Error{Msg: estate.Note(errNotZip, fileName), Err: err}
		case xlsx.LegacyXLS:
			return "", &estate.Error{Msg: estate.Note(errLegacy, fileName), Err: err}
		case xlsx.Damaged:
			return "", &estate.Error{Msg: estate.Note(errDamaged, fileName), Err: err}
		case xlsx.NotWorkbook:
			return "", &estate.Error{Msg: estate.Note(errNotWorkbook, fileName), Err: err}
		case xlsx.TooLarge:
			if xe.Limit == "file" {
				return "", &estate.Error{Msg: estate.Note(errTooLarge, fileName, math.Round(float64(xe.Size)/1e5)/10, int(xe.Max>>20)), Err: err}
			}
		}
		// a part over its limits, malformed: the RVTools importer words it
		return RVTools, nil
	}
	if _, ok := wb.Sheet("vInfo"); ok {
		return RVTools, nil
	}
	if liveoptics.KindOf(wb) != liveoptics.NotLiveOptics {
		return LiveOptics, nil
	}
	return "", &estate.Error{Msg: estate.Note(errNeither, fileName, rvtools.SheetList(wb))}
}

// New starts the import of the workbook of size bytes behind r by the
// importer kind (Detect: the one KindOf recognises), and says which.
func New(kind Kind, r io.ReaderAt, size int64, fileName string, opt Options) (Importer, Kind, error) {
	if kind == Detect {
		if err := estate.CheckOptions(opt.Options); err != nil {
			return nil, "", err
		}
		k, err := KindOf(r, size, fileName, opt.Limits)
		if err != nil {
			return nil, "", err
		}
		kind = k
	}
	switch kind {
	case LiveOptics:
		im, err := liveoptics.NewImporter(r, size, fileName, liveoptics.Options{Options: opt.Options, Limits: opt.Limits})
		if err != nil {
			return nil, kind, err
		}
		return im, kind, nil
	default:
		o := opt.Options
		im, err := rvtools.NewImporter(r, size, fileName, rvtools.Options{Cluster: o.Cluster, Name: o.Name, Lang: o.Lang, Policy: o.Policy, Host: o.Host,
			ExcludePoweredOff: o.ExcludePoweredOff, ExcludeTemplates: o.ExcludeTemplates, Limits: opt.Limits})
		if err != nil {
			return nil, RVTools, err
		}
		return im, RVTools, nil
	}
}

// Import reads the whole workbook with the importer kind (Detect: the one
// it is) and returns its plan, calling opt.Progress as it goes.
func Import(kind Kind, r io.ReaderAt, size int64, fileName string, opt Options) (*estate.Plan, error) {
	im, _, err := New(kind, r, size, fileName, opt)
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

// Kinds lists the importers, for messages.
func Kinds() string { return strings.Join([]string{string(RVTools), string(LiveOptics)}, ", ") }
