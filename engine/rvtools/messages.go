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
		"{0} is not an .xlsx workbook: export the inventory with RVTools (“File > Export all to Excel”) and import that file",
		"{0} — не книга .xlsx: выгрузите инвентаризацию из RVTools («File > Export all to Excel») и импортируйте этот файл")
	errLegacy = msg.NewKey("rvtools.err.legacy",
		"{0} is an old binary .xls workbook (Excel 97-2003) or a password-protected .xlsx: open it in Excel and save it as Excel Workbook (.xlsx) without a password",
		"{0} — старая двоичная книга .xls (Excel 97-2003) или .xlsx с паролем: откройте её в Excel и сохраните как «Книга Excel» (.xlsx) без пароля")
	errDamaged = msg.NewKey("rvtools.err.damaged",
		"{0} is damaged or incomplete (its zip directory cannot be read): copy or download it again",
		"{0} повреждён или неполон (не читается каталог zip): скопируйте или скачайте его заново")
	errNotWorkbook = msg.NewKey("rvtools.err.not-workbook",
		"{0} is a zip archive but not an Excel workbook",
		"{0} — архив zip, но не книга Excel")
	errFileTooLarge = msg.NewKey("rvtools.err.file-too-large",
		"{0} is {1} MB; the largest workbook Sizewise reads is {2} MiB: delete the tabs it does not need (keep vInfo, vDisk, vHost, vSnapshot, vMemory, vMetaData) and save it again",
		"{0} занимает {1} МБ, а Sizewise читает книги не больше {2} МиБ: удалите ненужные вкладки (оставьте vInfo, vDisk, vHost, vSnapshot, vMemory, vMetaData) и сохраните заново")
	errLimit = msg.NewKey("rvtools.err.limit",
		"{0}: {1} passes the limit of {2} {3}: the workbook is too large to import, or not a real export",
		"{0}: {1} превышает предел в {2} ({3}): книга слишком велика для импорта или не является настоящей выгрузкой")
	errMalformed = msg.NewKey("rvtools.err.malformed",
		"{0}: {1} cannot be read ({2}): is it an RVTools export saved by Excel?",
		"{0}: не читается {1} ({2}): это выгрузка RVTools, сохранённая Excel?")
	errNoVInfo = msg.NewKey("rvtools.err.no-vinfo",
		"{0} has no vInfo tab, so it is not an RVTools export (its tabs: {1})",
		"в {0} нет вкладки vInfo, значит это не выгрузка RVTools (вкладки: {1})")
	errNoRel = msg.NewKey("rvtools.err.no-rel",
		"{0} lists a {1} tab, but the workbook's relationships have no {2} for it: the file is damaged or was written by a tool that left it incomplete; save it again in Excel",
		"в {0} есть вкладка {1}, но в связях книги нет {2} для неё: файл повреждён или записан программой, которая оставила его неполным; сохраните его заново в Excel")
	errNoPart = msg.NewKey("rvtools.err.no-part",
		"{0} lists a {1} tab whose sheet {2} is not in the file: the file is damaged or was written by a tool that left it incomplete; save it again in Excel",
		"в {0} есть вкладка {1}, но её листа {2} нет в файле: файл повреждён или записан программой, которая оставила его неполным; сохраните его заново в Excel")
	errNoVMColumn = msg.NewKey("rvtools.err.no-vm-column",
		"{0}: the vInfo tab has no VM column in its first {1} rows, so it is not an RVTools export",
		"{0}: на вкладке vInfo в первых {1} {1|строке|строках|строках} нет столбца VM, значит это не выгрузка RVTools")
	noteLost = msg.NewKey("rvtools.note.lost",
		"Rows naming VMs that are not in vInfo: vDisk {0}, vSnapshot {1}; they count in the totals under their own Cluster cell.",
		"Строки vDisk ({0}) и vSnapshot ({1}) относятся к ВМ, которых нет в vInfo; они учтены в итогах по собственной ячейке Cluster.")
	noteVersionNumber = msg.NewKey("rvtools.note.version-number",
		"“vMetaData” gives “{1}” as the number {0}: Excel keeps no trailing zero, so a 4.10 export also reads 4.1.",
		"«vMetaData» задаёт «{1}» числом {0}: Excel не хранит конечные нули, так что выгрузка 4.10 тоже читается как 4.1.")
	noteMajorNumber = msg.NewKey("rvtools.note.major-number",
		"“vMetaData” gives the RVTools version as the number {0} (“{1}”): Excel keeps no trailing zero, so a 4.10 export also reads 4.1; the full version (“RVTools version”) is not in the workbook.",
		"«vMetaData» задаёт версию RVTools числом {0} («{1}»): Excel не хранит конечные нули, так что выгрузка 4.10 тоже читается как 4.1; полной версии («RVTools version») в книге нет.")
	noteUnitsMB = msg.NewKey("rvtools.note.units-mb",
		"The headers are RVTools 3.x's MB (“In Use MB”, “Provisioned MB”…): the same binary unit as 4.x's MiB, read as MiB.",
		"Заголовки в MB, как в RVTools 3.x («In Use MB», «Provisioned MB»…): это та же двоичная единица, что MiB в 4.x; значения прочитаны как MiB.")
)

// Plan notes: what the import skipped, assumed or could not read.
var (
	missingTab = msg.NewKey("rvtools.note.missing-tab",
		"{0} is not in the workbook: {1}.",
		"Вкладки {0} нет в книге: {1}.")
	whyVDisk = msg.T("disks and disk capacity are 0, and the components estimate takes each VM's disks from vInfo (“Disks”, “Total disk capacity MiB”)",
		"диски и их ёмкость равны 0, а оценка компонентов берёт диски ВМ из vInfo («Disks», «Total disk capacity MiB»)")
	whyVHost = msg.NewKey("rvtools.why.vhost",
		"hosts, cores and host memory are 0; the “{0}” scenarios take the policy's minimum of hosts and no “{1}” scenario is made",
		"хосты, ядра и память хостов равны 0; в сценариях «{0}» берётся минимум хостов для политики, сценарии «{1}» не создаются")
	whyVSnapshot = msg.T("snapshots are 0 and no snapshot delta objects are counted",
		"снимки равны 0, объекты дельт снимков не учитываются")
	whyVMemory = msg.T("swap objects are sized as the whole configured memory (no reservation known)",
		"объекты подкачки считаются по всей настроенной памяти (резервирование неизвестно)")
	whyVDatastore = msg.T("no VM is known to live on vSAN: the In Use of VMs on vSAN datastores, which counts their policy's replicas or parity, is sized as it is",
		"ни одна ВМ не считается размещённой на vSAN: In Use ВМ на хранилищах vSAN, который включает реплики или чётность их политики, берётся как есть")
	whyVMetaData = msg.T("the RVTools version and export time are unknown",
		"версия RVTools и время выгрузки неизвестны")
	whyPower    = msg.T("no VM counts as powered on (no swap objects, powered_on 0)", "ни одна ВМ не считается включённой (нет объектов подкачки, powered_on = 0)")
	whyTemplate = msg.T("no VM counts as a template", "ни одна ВМ не считается шаблоном")
)

// What a limit counts, for errLimit.
var limitUnits = map[string]msg.Text{
	"file":    msg.T("bytes", "байт"),
	"parts":   msg.T("zip entries", "элементов zip"),
	"part":    msg.T("uncompressed bytes", "байт без сжатия"),
	"total":   msg.T("uncompressed bytes in all", "байт без сжатия в сумме"),
	"token":   msg.T("bytes in one cell or tag", "байт в одной ячейке или теге"),
	"cell":    msg.T("bytes of text in one cell (Excel holds at most 32,767 characters)", "байт текста в одной ячейке (Excel вмещает не больше 32 767 символов)"),
	"rows":    msg.T("rows", "строк"),
	"columns": msg.T("columns", "столбцов"),
	"strings": msg.T("shared strings", "общих строк"),
}
