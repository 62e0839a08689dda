package rvtools

import (
	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/msg"
)

// note is message k with its arguments (estate.Note: a string is text, an
// int or a float64 a plain number, a count a number the template's word
// forms agree with, a msg.Text a phrase in the reader's language).
func note(k *msg.Key, args ...any) msg.Message { return estate.Note(k, args...) }

// count is a number of things whose noun agrees with it.
type count = estate.Count

// Errors (one line each; the CLI prefixes "sizewise import: ").
var (
	errNotZip = msg.NewKey("rvtools.err.not-zip",
		"{0} is not an .xlsx workbook: export the inventory with RVTools (“File > Export all to Excel”) and import that file")
	errLegacy = msg.NewKey("rvtools.err.legacy",
		"{0} is an old binary .xls workbook (Excel 97-2003) or a password-protected .xlsx: open it in Excel and save it as Excel Workbook (.xlsx) without a password")
	errDamaged = msg.NewKey("rvtools.err.damaged",
		"{0} is damaged or incomplete (its zip directory cannot be read): copy or download it again")
	errNotWorkbook = msg.NewKey("rvtools.err.not-workbook",
		"{0} is a zip archive but not an Excel workbook")
	errFileTooLarge = msg.NewKey("rvtools.err.file-too-large",
		"{0} is {1} MB; the largest workbook Sizewise reads is {2} MiB: delete the tabs it does not need (keep vInfo, vDisk, vHost, vSnapshot, vMemory, vMetaData) and save it again")
	errLimit = msg.NewKey("rvtools.err.limit",
		"{0}: {1} passes the limit of {2} {3}: the workbook is too large to import, or not a real export")
	errMalformed = msg.NewKey("rvtools.err.malformed",
		"{0}: {1} cannot be read ({2}): is it an RVTools export saved by Excel?")
	errNoVInfo = msg.NewKey("rvtools.err.no-vinfo",
		"{0} has no vInfo tab, so it is not an RVTools export (its tabs: {1})")
	errNoRel = msg.NewKey("rvtools.err.no-rel",
		"{0} lists a {1} tab, but the workbook's relationships have no {2} for it: the file is damaged or was written by a tool that left it incomplete; save it again in Excel")
	errNoPart = msg.NewKey("rvtools.err.no-part",
		"{0} lists a {1} tab whose sheet {2} is not in the file: the file is damaged or was written by a tool that left it incomplete; save it again in Excel")
	errNoVMColumn = msg.NewKey("rvtools.err.no-vm-column",
		"{0}: the vInfo tab has no VM column in its first {1} rows, so it is not an RVTools export")
	noteLost = msg.NewKey("rvtools.note.lost",
		"Rows naming VMs that are not in vInfo: vDisk {0}, vSnapshot {1}; they count in the totals under their own Cluster cell.")
	noteVersionNumber = msg.NewKey("rvtools.note.version-number",
		"“vMetaData” gives “{1}” as the number {0}: Excel keeps no trailing zero, so a 4.10 export also reads 4.1.")
	noteMajorNumber = msg.NewKey("rvtools.note.major-number",
		"“vMetaData” gives the RVTools version as the number {0} (“{1}”): Excel keeps no trailing zero, so a 4.10 export also reads 4.1; the full version (“RVTools version”) is not in the workbook.")
	noteUnitsMB = msg.NewKey("rvtools.note.units-mb",
		"The headers are RVTools 3.x's MB (“In Use MB”, “Provisioned MB”…): the same binary unit as 4.x's MiB, read as MiB.")
)

// Plan notes: what the import skipped, assumed or could not read.
var (
	missingTab = msg.NewKey("rvtools.note.missing-tab",
		"{0} is not in the workbook: {1}.")
	whyVDisk = msg.T("disks and disk capacity are 0, and the components estimate takes each VM's disks from vInfo (“Disks”, “Total disk capacity MiB”)")
	whyVHost = msg.NewKey("rvtools.why.vhost",
		"hosts, cores and host memory are 0; the “{0}” scenarios take the policy's minimum of hosts and no “{1}” scenario is made")
	whyVSnapshot  = msg.T("snapshots are 0 and no snapshot delta objects are counted")
	whyVMemory    = msg.T("swap objects are sized as the whole configured memory (no reservation known)")
	whyVDatastore = msg.T("no VM is known to live on vSAN: the In Use of VMs on vSAN datastores, which counts their policy's replicas or parity, is sized as it is")
	whyVMetaData  = msg.T("the RVTools version and export time are unknown")
	whyPower      = msg.T("no VM counts as powered on (no swap objects, powered_on 0)")
	whyTemplate   = msg.T("no VM counts as a template")
)

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
