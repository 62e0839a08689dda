package liveoptics

import (
	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/msg"
)

func note(k *msg.Key, args ...any) msg.Message { return estate.Note(k, args...) }

// Errors (one line each; the CLI prefixes "sizewise import: ").
var (
	errNotZip = msg.NewKey("liveoptics.err.not-zip",
		"{0} is not an .xlsx workbook: download the project from the Live Optics portal as Excel (“Export to Excel”, the VMware workbook) and import that file")
	errLegacy = msg.NewKey("liveoptics.err.legacy",
		"{0} is an old binary .xls workbook (Excel 97-2003) or a password-protected .xlsx: open it in Excel and save it as Excel Workbook (.xlsx) without a password")
	errDamaged = msg.NewKey("liveoptics.err.damaged",
		"{0} is damaged or incomplete (its zip directory cannot be read): copy or download it again")
	errNotWorkbook = msg.NewKey("liveoptics.err.not-workbook",
		"{0} is a zip archive but not an Excel workbook")
	errFileTooLarge = msg.NewKey("liveoptics.err.file-too-large",
		"{0} is {1} MB; the largest workbook Sizewise reads is {2} MiB")
	errLimit = msg.NewKey("liveoptics.err.limit",
		"{0}: {1} passes the limit of {2} {3}: the workbook is too large to import, or not a real export")
	errMalformed = msg.NewKey("liveoptics.err.malformed",
		"{0}: {1} cannot be read ({2}): is it a Live Optics export saved by Excel?")
	errNotVMware = msg.NewKey("liveoptics.err.not-vmware",
		"{0} is a Live Optics {1} export; Sizewise reads the VMware (vSphere) export of Optical Prime, whose sheets are VMs, ESX Hosts, ESX Performance and VM Performance: collect the vCenter and export that workbook")
	errNotLiveOptics = msg.NewKey("liveoptics.err.not-liveoptics",
		"{0} has no VMs and ESX Hosts sheets, so it is not a Live Optics VMware export (its sheets: {1})")
	errNoVMsSheet = msg.NewKey("liveoptics.err.no-vms-sheet",
		"{0} is a Live Optics VMware export without its VMs sheet, the list of VMs Sizewise sizes (its sheets: {1}): export the project again")
	errNoRel = msg.NewKey("liveoptics.err.no-rel",
		"{0} lists a {1} sheet, but the workbook's relationships have no {2} for it: the file is damaged or was written by a tool that left it incomplete; save it again in Excel")
	errNoPart = msg.NewKey("liveoptics.err.no-part",
		"{0} lists a {1} sheet whose part {2} is not in the file: the file is damaged or was written by a tool that left it incomplete; save it again in Excel")
	errNoVMColumn = msg.NewKey("liveoptics.err.no-vm-column",
		"{0}: the VMs sheet has no VM Name column in its first {1} rows, so it is not a Live Optics VMware export")
)

// kindHyperV and kindGeneral name the Live Optics exports not read.
var (
	kindHyperV  = msg.T("Hyper-V")
	kindGeneral = msg.T("GENERAL (servers and disks, no vSphere inventory)")
)

// Plan notes: what the workbook lacked or how it was read.
var (
	noteUnits2022 = msg.NewKey("liveoptics.note.units-2022",
		"The headers carry the 2022 unit labels (“(MB)”, “(KB)”): the same binary units as the later “(MiB)”, “(KiB)”, read as MiB and KiB.")
	noteMissingSheet = msg.NewKey("liveoptics.note.missing-sheet",
		"{0} is not in the workbook: {1}.")
	whyVMPerf   = msg.T("no VM's peaks are known: the write peaks are the hosts' total peak throughput, with no VM's write peak to bound them")
	whyHostPerf = msg.T("no host's peaks are known: the peak IOPS and CPU are unknown, the write peaks are the sums of the VMs' own peaks, and host memory is sized without its use")
	whyHosts    = msg.T("hosts, cores and host memory are 0; the vsan-capacity scenarios take the policy's minimum of hosts and no memory-states scenario is made")
	noteNoPerf  = msg.NewKey("liveoptics.note.no-perf",
		"VM Performance has rows for {0} of the {1} VMs (keyed by “MOB ID”: VM names may repeat); the other {2} have no measured figures (VMs powered off during the collection, or not collected): the peaks sum the VMs that have them.")
	noteUnmatched = msg.NewKey("liveoptics.note.unmatched",
		"Performance rows that match no VM or host of the workbook, not read: VM Performance {0}, ESX Performance {1}.")
	noteBadRatio = msg.NewKey("liveoptics.note.bad-ratio",
		"Read/write ratios that do not read as “35% / 65%”, left unknown: {0}.")
	noteVSANName = msg.NewKey("liveoptics.note.vsan-name",
		"{0} {0|VM lives|VMs live} on datastores named as vSAN names its own (“vsanDatastore…”). Live Optics gives neither the datastores' types nor whether “Virtual Disk Used” counts a vSAN policy's replicas or parity, so their data is taken as it is: if they are on vSAN, compare it with the cluster's vSAN capacity report (or import an RVTools export of the estate, which says both) before trusting the raw capacity.")
	noteSwap = msg.NewKey("liveoptics.note.swap", "Live Optics' “Virtual Disk Used” counts the VMs' virtual disks, not their swap, logs or snapshots (vSAN creates swap objects thin since 6.7).")
)
