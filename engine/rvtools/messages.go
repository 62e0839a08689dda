package rvtools

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// Numbers in notes are written plainly ("12345.6", the same in both
// languages), so that a reader can copy them into a calculator or a
// spreadsheet, and a cluster or host name is quoted in the templates.

// plain writes x with at most d decimals, no trailing zeros, no grouping.
func plain(x float64, d int) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	s := strconv.FormatFloat(x, 'f', d, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}

// count is a number of things whose noun agrees with it in the template
// ({0|host|hosts}); it is written the reader's way (1,500 / 1 500).
type count int

// note is message k with its arguments: a string is text, an int or a
// float64 a plain number (at most 3 decimals), a count a number the
// template's word forms agree with, a msg.Text a phrase in the reader's
// language, a msg.Arg as it is. One helper keeps every call site small in
// app.wasm.
func note(k *msg.Key, args ...any) msg.Message {
	a := make([]msg.Arg, len(args))
	for j, x := range args {
		switch v := x.(type) {
		case string:
			a[j] = msg.Str(v)
		case int:
			a[j] = msg.Code(strconv.Itoa(v))
		case float64:
			a[j] = msg.Code(plain(v, 3))
		case count:
			a[j] = msg.Int(int(v))
		case msg.Text:
			a[j] = msg.Txt(v)
		case msg.Arg:
			a[j] = v
		default:
			a[j] = msg.Str(fmt.Sprint(v))
		}
	}
	return k.With(a...)
}

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
	errNoVMColumn = msg.NewKey("rvtools.err.no-vm-column",
		"{0}: the vInfo tab has no VM column in its first {1} rows, so it is not an RVTools export")
	errNoVMs = msg.NewKey("rvtools.err.no-vms",
		"{0}: the vInfo tab lists no VM (no row has a VM name)")
	errUnknownCluster = msg.NewKey("rvtools.err.unknown-cluster",
		"no cluster “{0}” in {1}; its clusters are: {2}")
	errTooManyScenarios = msg.NewKey("rvtools.err.too-many-scenarios",
		"{0}: its {1} clusters give more than the {2} scenarios a plan holds (the first {3} already give {4}): import a few clusters at a time (--cluster, or the cluster filter on the Plans page)")
	errBadPolicy = msg.NewKey("rvtools.err.policy",
		"policy “{0}” is not one of: {1}")
	errBadDisk = msg.NewKey("rvtools.err.disk-gb",
		"the capacity disk size must be 1 to 100000 GB, not {0}")
)

// What a limit counts, for errLimit.
var limitUnits = map[string]msg.Text{
	"file":    msg.T("bytes"),
	"parts":   msg.T("zip entries"),
	"part":    msg.T("uncompressed bytes"),
	"total":   msg.T("uncompressed bytes in all"),
	"token":   msg.T("bytes in one cell or tag"),
	"rows":    msg.T("rows"),
	"columns": msg.T("columns"),
	"strings": msg.T("shared strings"),
}

// Plan notes: what the import skipped, assumed or could not read.
var (
	noteBlank = msg.NewKey("rvtools.note.blank",
		"{0}: rows without a {2} value skipped (formatted blank rows): {1}.")
	noteTotals = msg.NewKey("rvtools.note.totals",
		"{0}: total rows skipped: {1} (rows {2}); the {3} cell reads as a total and the row has none of {4}.")
	noteRepeats = msg.NewKey("rvtools.note.repeats",
		"{0}: rows repeating the header skipped: {1}.")
	noteBad = msg.NewKey("rvtools.note.bad",
		"{0}: cells of {2} that are not numbers (or are negative), counted as 0: {1} (rows {3}). Formulas saved without a computed value count here too: open the workbook in Excel and save it to compute them.")
	noteDup = msg.NewKey("rvtools.note.dup",
		"{0}: the header {1} appears more than once (a custom attribute of the same name?); the first such column was read.")
	noteNoHeader = msg.NewKey("rvtools.note.no-header",
		"{0}: no header row with a {1} column in the first {2} rows; the tab was not read.")
	noteMissingCol = msg.NewKey("rvtools.note.missing-column",
		"{0}: no {1} column; {2}.")
	noteLost = msg.NewKey("rvtools.note.lost",
		"Rows naming VMs that are not in vInfo: vDisk {0}, vSnapshot {1}; they count in the totals under their own Cluster cell.")
	noteVersionNumber = msg.NewKey("rvtools.note.version-number",
		"“vMetaData” gives “{1}” as the number {0}: Excel keeps no trailing zero, so a 4.10 export also reads 4.1.")
	noteMajorNumber = msg.NewKey("rvtools.note.major-number",
		"“vMetaData” gives the RVTools version as the number {0} (“{1}”): Excel keeps no trailing zero, so a 4.10 export also reads 4.1; the full version (“RVTools version”) is not in the workbook.")
	noteUnitsMB = msg.NewKey("rvtools.note.units-mb",
		"The headers are RVTools 3.x's MB (“In Use MB”, “Provisioned MB”…): the same binary unit as 4.x's MiB, read as MiB.")
	noteFilter = msg.NewKey("rvtools.note.filter",
		"Only cluster “{0}” was kept; the totals are its own.")
	noteNoHosts = msg.NewKey("rvtools.note.no-hosts",
		"Cluster “{0}” has no hosts in “vHost”: no “{1}” scenario for it.")
	noteSmallHosts = msg.NewKey("rvtools.note.small-hosts",
		"Cluster “{0}”: hosts whose “# Memory” is under 1 GB or over 64 TB, left out of the “{2}” scenarios: {1}.")
	noteRulesSkipped = msg.NewKey("rvtools.note.rules-skipped",
		"{0} has no rule-set input yet: its scenarios under the {1} rules were not made.")
)

// Why a missing tab or column matters (noteMissingCol and missing tabs).
var (
	missingTab = msg.NewKey("rvtools.note.missing-tab",
		"{0} is not in the workbook: {1}.")
	whyVDisk = msg.T("disks and disk capacity are 0, and the components estimate takes each VM's disks from vInfo (“Disks”, “Total disk capacity MiB”)")
	whyVHost = msg.NewKey("rvtools.why.vhost",
		"hosts, cores and host memory are 0; the “{0}” scenarios take the policy's minimum of hosts and no “{1}” scenario is made")
	whyVSnapshot = msg.T("snapshots are 0 and no snapshot delta objects are counted")
	whyVMemory   = msg.T("swap objects are sized as the whole configured memory (no reservation known)")
	whyVMetaData = msg.T("the RVTools version and export time are unknown")
	whyZero      = msg.T("it counts as 0")
	whyPower     = msg.T("no VM counts as powered on (no swap objects, powered_on 0)")
	whyTemplate  = msg.T("no VM counts as a template")
)

// Scenario notes: each derived input with its numbers. A note names the
// inputs it explains with input (the label and the JSON name), passed after
// its numbers, and quotes a column, tab or menu of RVTools as RVTools
// writes it (“In Use MiB”, “vHost”).
var (
	capHosts = msg.NewKey("rvtools.cap.hosts",
		"{2} = {0}: the hosts of cluster “{1}” in “vHost”.")
	capHostsMin = msg.NewKey("rvtools.cap.hosts-min",
		"{4} = {0}: cluster “{1}” has {2} {2|host|hosts} in “vHost”, fewer than the {0} that {3} needs, so {0} are sized (a 2-node vSAN cluster adds a witness host as its third fault domain, which this calculator does not model).")
	capHostsMax = msg.NewKey("rvtools.cap.hosts-max",
		"{3} = {0}: cluster “{1}” has {2} {2|host|hosts} in “vHost”, more than a vSAN cluster's {0}.")
	capData = msg.NewKey("rvtools.cap.data",
		"{5} = Σ “In Use MiB” of the {1} of cluster “{2}” ({0} {0|VM|VMs}) × 1.048576 / 1000 = {3} MiB × 1.048576 / 1000 = {4} GB (1 GB = 10^9 bytes). “In Use” counts every file of a VM on its datastores: thin disks as used, snapshots, swap, logs.")
	capDataCapped = msg.NewKey("rvtools.cap.data-capped",
		"{2} = {0}, the calculator's maximum; the workbook's sum was {1} GB (check its “In Use” column).")
	capProvisioned = msg.NewKey("rvtools.cap.provisioned",
		"For comparison, “Provisioned MiB” of the same VMs is {0} MiB = {1} GB: the data if every thin disk filled up.")
	capPolicyDefault = msg.NewKey("rvtools.cap.policy-default",
		"{1} = {0}: vSAN's default storage policy (RAID-1 mirroring, FTT=1); change it on the scenario to size another.")
	capPolicyChosen = msg.NewKey("rvtools.cap.policy-chosen",
		"{1} = {0}: chosen for the import.")
	capLayout = msg.NewKey("rvtools.cap.layout",
		"{7} = {0}, {8} = {1}: the smallest layout of {2} GB capacity disks with which the calculator finds that the VM data fits, its headroom kept free: raw required {3} GB / {4} hosts = {5} GB a host → {6} {6|disk|disks}. RVTools does not describe the target hardware: replace the layout with the planned build.")
	capLayoutMax = msg.NewKey("rvtools.cap.layout-max",
		"{4} = 5, {5} = 7: the VM data needs {0} GB raw / {1} hosts = {2} GB a host, more than 5 disk groups × 7 disks of {3} GB hold; the largest layout is used, and the result's “{6}” ({7}) says how many hosts of this build the data needs.")
	capDiskDefault = msg.NewKey("rvtools.cap.disk-default",
		"{1} = {0}: the calculator's default capacity disk (a 1 TB drive as vSphere shows it); change it on the scenario to size another.")
	capDiskChosen = msg.NewKey("rvtools.cap.disk-chosen",
		"{1} = {0}: chosen for the import.")
	capRules = msg.NewKey("rvtools.cap.rules",
		"{2} = {0}: the same cluster sized under the current vendor rules ({1}), beside its classic scenario.")
	capSlackFallback = msg.NewKey("rvtools.cap.slack-fallback",
		"{2} = {3}: the operations and host rebuild reserves do not fit on hosts of {1} capacity disks of {0} GB, so the classic slack is kept.")
	capDefaultsCurrent = msg.NewKey("rvtools.cap.defaults-current",
		"{3} = {0}, {4} = {1}, {5} = {6}: the calculator's defaults under these rules (the operations reserve and the host rebuild reserve where vSAN supports them, else {7} = {2}; no data reduction assumed).")
	capDefaults = msg.NewKey("rvtools.cap.defaults",
		"{3} = {0}, {4} = {1}, {5} = {2}: the calculator's defaults (VMware's 25–30 % slack; no data reduction assumed).")

	memSize = msg.NewKey("rvtools.mem.size",
		"{5} = {0} MiB / 1024 = {1} GB (ESXi: 1 GB = 1024 MB): “# Memory” of {2} {2|host|hosts} of cluster “{3}” with this memory in “vHost” ({4}).")
	memV6 = msg.NewKey("rvtools.mem.v6",
		"{1} = 6: “ESX Version” reads “{0}” (vSphere 6.0 and later keep the 6.x memory states).")
	memV5 = msg.NewKey("rvtools.mem.v5",
		"{1} = 5: “ESX Version” reads “{0}”.")
	memV7 = msg.NewKey("rvtools.mem.v7",
		"{2} = {1}: “ESX Version” reads “{0}” (minFree and the memory state thresholds are those of 6.x).")
	memVLater = msg.NewKey("rvtools.mem.v-later",
		"{1} = 9: “ESX Version” reads “{0}”, later than the calculator knows; it is sized as 9 (the 6.x thresholds).")
	memVUnknown = msg.NewKey("rvtools.mem.v-unknown",
		"{1} = 6, the calculator's default: “vHost” gives no “ESX Version” these hosts can be read by (“{0}”).")
	memFree = msg.NewKey("rvtools.mem.free",
		"{4} = {0} MiB × (1 − {1} %) = {2} MB: the least free memory of these hosts when RVTools read them (“Memory usage %” of “{3}”), a point-in-time value, not a peak.")

	strComponents = msg.NewKey("rvtools.str.components",
		"{13} = {0}: vSAN components estimated for the VMs of cluster “{2}” ({1} {1|VM|VMs}) under {3} ({4} components an object up to 255 GB). Objects → components: VM home namespaces {5} → {6}; virtual disks {7} → {8}; swap of powered-on VMs (memory − reservation) {9} → {10}; snapshot deltas (each snapshot × each disk it covers) {11} → {12}. Objects over 255 GB are split into components of at most 255 GB. An estimate from the inventory: vSAN's own count (“vSAN health”, RVC “vsan.check_limits”) is exact.")
	strFromVInfo = msg.NewKey("rvtools.str.from-vinfo",
		"VMs without “vDisk” rows, whose disks came from “vInfo” (“Disks”, “Total disk capacity MiB”): {0}.")
	strCapped = msg.NewKey("rvtools.str.capped",
		"{2} = {0}, the calculator's maximum; the estimate was {1}.")
	strHosts = msg.NewKey("rvtools.str.hosts",
		"{2} = ⌈{0} / 2⌉ = {1}: the cluster's hosts split evenly between the two sites.")
	strNoHosts = msg.NewKey("rvtools.str.no-hosts",
		"{1} = 1: “vHost” lists no host in cluster “{0}”.")
	noteOtherInputs = msg.NewKey("rvtools.other-inputs",
		"Other inputs at the calculator's defaults: {0}.")
	strIOPS = msg.NewKey("rvtools.str.iops",
		"{4} = {0}, {5} = {1}, {6} = {2}, {7} = {3}: the calculator's defaults ({0} write IOPS of {1} KB is the sizing guide's worked example). RVTools exports hold no I/O statistics: replace {4} and {5} with the cluster's measured peak writes.")

	// inputRef is an input of the scenario's calculator in a note: its
	// label in the reader's language (the notes are rendered in that
	// calculator's context), with its JSON name, as the scenario's inputs
	// write it: “VM data” (vm_data_gb), «Данные ВМ» (vm_data_gb).
	inputRef = msg.NewKey("rvtools.input", "{0} ({1})")
	// inputIs is an input and its value, for noteOtherInputs.
	inputIs = msg.NewKey("rvtools.input-is", "{0} = {1}")
)

// input is the input name of the scenario's calculator, named by inputRef.
func input(name string) msg.Arg { return msg.Sub(inputRef.With(msg.Field(name), msg.Code(name))) }

// inputNamed is the text by which a rendered note names input name (the
// JSON name inputRef writes): unexplained looks for it, followed by " = ".
func inputNamed(name string) string { return "(" + name + ") = " }

// title is the title of calculator id in the reader's language.
func title(id string) msg.Arg {
	c, ok := calc.Lookup(id)
	if !ok {
		return msg.Code(id)
	}
	return msg.Txt(c.Meta().Title)
}

// outputLabel is the label of output name of calculator id in the reader's
// language.
func outputLabel(id, name string) msg.Arg {
	if c, ok := calc.Lookup(id); ok {
		if o, ok := c.Meta().Output(name); ok {
			return msg.Txt(o.Label)
		}
	}
	return msg.Code(name)
}

// Which VMs vm_data_gb sums (capData's {1}).
var (
	whichAll         = msg.T("VMs (powered-on, powered-off and suspended VMs and templates: everything stored today)")
	whichNoOff       = msg.T("powered-on VMs and templates (powered-off and suspended VMs left out)")
	whichNoTemplates = msg.T("VMs, powered on or off (templates left out)")
	whichOn          = msg.T("powered-on VMs (powered-off and suspended VMs and templates left out)")
)
