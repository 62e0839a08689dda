package liveoptics

import (
	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/msg"
)

func note(k *msg.Key, args ...any) msg.Message { return estate.Note(k, args...) }

// Errors (one line each; the CLI prefixes "sizewise import: ").
var (
	errNotZip = msg.NewKey("liveoptics.err.not-zip",
		"{0} is not an .xlsx workbook: download the project from the Live Optics portal as Excel (“Export to Excel”, the VMware workbook) and import that file",
		"{0} — не книга .xlsx: выгрузите проект с портала Live Optics в Excel («Export to Excel», книга VMware) и импортируйте этот файл")
	errLegacy = msg.NewKey("liveoptics.err.legacy",
		"{0} is an old binary .xls workbook (Excel 97-2003) or a password-protected .xlsx: open it in Excel and save it as Excel Workbook (.xlsx) without a password",
		"{0} — старая двоичная книга .xls (Excel 97-2003) или .xlsx с паролем: откройте её в Excel и сохраните как «Книга Excel» (.xlsx) без пароля")
	errDamaged = msg.NewKey("liveoptics.err.damaged",
		"{0} is damaged or incomplete (its zip directory cannot be read): copy or download it again",
		"{0} повреждён или неполон (не читается каталог zip): скопируйте или скачайте его заново")
	errNotWorkbook = msg.NewKey("liveoptics.err.not-workbook",
		"{0} is a zip archive but not an Excel workbook",
		"{0} — архив zip, но не книга Excel")
	errFileTooLarge = msg.NewKey("liveoptics.err.file-too-large",
		"{0} is {1} MB; the largest workbook Sizewise reads is {2} MiB",
		"{0} занимает {1} МБ, а Sizewise читает книги не больше {2} МиБ")
	errLimit = msg.NewKey("liveoptics.err.limit",
		"{0}: {1} passes the limit of {2} {3}: the workbook is too large to import, or not a real export",
		"{0}: {1} превышает предел в {2} ({3}): книга слишком велика для импорта или не является настоящей выгрузкой")
	errMalformed = msg.NewKey("liveoptics.err.malformed",
		"{0}: {1} cannot be read ({2}): is it a Live Optics export saved by Excel?",
		"{0}: не читается {1} ({2}): это выгрузка Live Optics, сохранённая Excel?")
	errNotVMware = msg.NewKey("liveoptics.err.not-vmware",
		"{0} is a Live Optics {1} export; Sizewise reads the VMware (vSphere) export of Optical Prime, whose sheets are VMs, ESX Hosts, ESX Performance and VM Performance: collect the vCenter and export that workbook",
		"{0} — выгрузка Live Optics {1}; Sizewise читает выгрузку Optical Prime для VMware (vSphere) с листами VMs, ESX Hosts, ESX Performance и VM Performance: соберите данные vCenter и выгрузите эту книгу")
	errNotLiveOptics = msg.NewKey("liveoptics.err.not-liveoptics",
		"{0} has no VMs and ESX Hosts sheets, so it is not a Live Optics VMware export (its sheets: {1})",
		"в {0} нет листов VMs и ESX Hosts, значит это не выгрузка Live Optics для VMware (листы: {1})")
	errNoVMsSheet = msg.NewKey("liveoptics.err.no-vms-sheet",
		"{0} is a Live Optics VMware export without its VMs sheet, the list of VMs Sizewise sizes (its sheets: {1}): export the project again",
		"{0} — выгрузка Live Optics для VMware без листа VMs со списком ВМ, который рассчитывает Sizewise (листы: {1}): выгрузите проект заново")
	errNoRel = msg.NewKey("liveoptics.err.no-rel",
		"{0} lists a {1} sheet, but the workbook's relationships have no {2} for it: the file is damaged or was written by a tool that left it incomplete; save it again in Excel",
		"в {0} есть лист {1}, но в связях книги нет {2} для него: файл повреждён или записан программой, которая оставила его неполным; сохраните его заново в Excel")
	errNoPart = msg.NewKey("liveoptics.err.no-part",
		"{0} lists a {1} sheet whose part {2} is not in the file: the file is damaged or was written by a tool that left it incomplete; save it again in Excel",
		"в {0} есть лист {1}, но его части {2} нет в файле: файл повреждён или записан программой, которая оставила его неполным; сохраните его заново в Excel")
	errNoVMColumn = msg.NewKey("liveoptics.err.no-vm-column",
		"{0}: the VMs sheet has no VM Name column in its first {1} rows, so it is not a Live Optics VMware export",
		"{0}: на листе VMs в первых {1} строках нет столбца VM Name, значит это не выгрузка Live Optics для VMware")
)

// kindHyperV and kindGeneral name the Live Optics exports not read.
var (
	kindHyperV  = msg.T("Hyper-V", "Hyper-V")
	kindGeneral = msg.T("GENERAL (servers and disks, no vSphere inventory)", "GENERAL (серверы и диски, без инвентаризации vSphere)")
)

// Plan notes: what the workbook lacked or how it was read.
var (
	noteUnits2022 = msg.NewKey("liveoptics.note.units-2022",
		"The headers carry the 2022 unit labels (“(MB)”, “(KB)”): the same binary units as the later “(MiB)”, “(KiB)”, read as MiB and KiB.",
		"В заголовках единицы 2022 года («(MB)», «(KB)»): это те же двоичные единицы, что и более поздние «(MiB)», «(KiB)»; значения прочитаны как MiB и KiB.")
	noteMissingSheet = msg.NewKey("liveoptics.note.missing-sheet",
		"{0} is not in the workbook: {1}.",
		"Листа {0} нет в книге: {1}.")
	whyVMPerf = msg.T("no VM's peaks are known: the write peaks are the hosts' total peak throughput, with no VM's write peak to bound them",
		"пики ВМ неизвестны: пики записи — это общий пик пропускной способности хостов, без пиков записи ВМ, которые бы его ограничили")
	whyHostPerf = msg.T("no host's peaks are known: the peak IOPS and CPU are unknown, the write peaks are the sums of the VMs' own peaks, and host memory is sized without its use",
		"пики хостов неизвестны: пиковые IOPS и загрузка ЦП неизвестны, пики записи — суммы собственных пиков ВМ, а память хостов рассчитывается без её использования")
	whyHosts = msg.T("hosts, cores and host memory are 0; the vsan-capacity scenarios take the policy's minimum of hosts and no memory-states scenario is made",
		"хосты, ядра и память хостов равны 0; в сценариях vsan-capacity берётся минимум хостов для политики, сценарии memory-states не создаются")
	noteNoPerf = msg.NewKey("liveoptics.note.no-perf",
		"VM Performance has rows for {0} of the {1} VMs (keyed by “MOB ID”: VM names may repeat); the other {2} have no measured figures (VMs powered off during the collection, or not collected): the peaks sum the VMs that have them.",
		"На листе VM Performance есть строки для {0} из {1} ВМ (по «MOB ID»: имена ВМ могут повторяться); у остальных {2} измерений нет (ВМ были выключены во время сбора или не собраны): пики суммируют ВМ, у которых они есть.")
	noteUnmatched = msg.NewKey("liveoptics.note.unmatched",
		"Performance rows that match no VM or host of the workbook, not read: VM Performance {0}, ESX Performance {1}.",
		"Строки производительности, не соответствующие ни одной ВМ или хосту книги, не прочитаны: VM Performance {0}, ESX Performance {1}.")
	noteBadRatio = msg.NewKey("liveoptics.note.bad-ratio",
		"Read/write ratios that do not read as “35% / 65%”, left unknown: {0}.",
		"Соотношения чтения и записи, которые не читаются как «35% / 65%», оставлены неизвестными: {0}.")
	noteVSANName = msg.NewKey("liveoptics.note.vsan-name",
		"{0} {0|VM lives|VMs live} on datastores named as vSAN names its own (“vsanDatastore…”). Live Optics gives neither the datastores' types nor whether “Virtual Disk Used” counts a vSAN policy's replicas or parity, so their data is taken as it is: if they are on vSAN, compare it with the cluster's vSAN capacity report (or import an RVTools export of the estate, which says both) before trusting the raw capacity.",
		"{0} ВМ размещены на хранилищах с именем, которое vSAN даёт своему («vsanDatastore…»). Live Optics не указывает ни типы хранилищ, ни то, включает ли «Virtual Disk Used» реплики или чётность политики vSAN, поэтому их данные берутся как есть: если они на vSAN, сверьте их с отчётом о ёмкости vSAN кластера (или импортируйте выгрузку RVTools той же инфраструктуры, где есть и то и другое), прежде чем полагаться на сырую ёмкость.")
	noteSwap = msg.NewKey("liveoptics.note.swap", "Live Optics' “Virtual Disk Used” counts the VMs' virtual disks, not their swap, logs or snapshots (vSAN creates swap objects thin since 6.7).",
		"«Virtual Disk Used» в Live Optics учитывает виртуальные диски ВМ, но не подкачку, журналы и снимки (vSAN создаёт объекты подкачки тонкими начиная с 6.7).")
)
