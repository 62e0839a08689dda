package office

import "github.com/sizewise/sizewise/engine/msg"

// The words of the deliverables, in both languages. The writers (docx,
// pptx) use the exported ones; Build the others.
var (
	DesignDocument = msg.T("Design document", "Проектный документ")
	SummaryDeck    = msg.T("Sizing summary", "Итоги расчёта")
	Customer       = msg.T("Customer", "Заказчик")
	Author         = msg.T("Author", "Автор")
	Date           = msg.T("Date", "Дата")
	Prepared       = msg.NewKey("office.prepared", "Prepared with Sizewise {0}", "Подготовлено в Sizewise {0}")
	ScenarioCount  = msg.NewKey("office.scenarios", "{0} {0|scenario|scenarios}", "{0} {0|сценарий|сценария|сценариев}")
	Contents       = msg.T("Contents", "Содержание")
	ContentsHint   = msg.T("Update the table of contents to fill in its page numbers (in Word: right-click it, Update Field).",
		"Обновите оглавление, чтобы проставить номера страниц (в Word: правая кнопка мыши, «Обновить поле»).")
	Summary     = msg.T("Summary", "Сводка")
	ScenarioCol = msg.T("Scenario", "Сценарий")
	Answer      = msg.T("Answer", "Ответ")
	Deciding    = msg.T("Deciding warning", "Главное предупреждение")
	Comparisons = msg.T("Comparisons", "Сравнения")
	Scenarios   = msg.T("Scenarios", "Сценарии")
	Inputs      = msg.T("Inputs", "Исходные данные")
	InputsThat  = msg.T("Inputs that differ", "Различающиеся исходные данные")
	Input       = msg.T("Input", "Параметр")
	Value       = msg.T("Value", "Значение")
	Results     = msg.T("Results", "Результаты")
	Result      = msg.T("Result", "Результат")
	Chart       = msg.T("Chart", "Диаграмма")
	Steps       = msg.T("Worked steps", "Ход расчёта")
	Warnings    = msg.T("Warnings", "Предупреждения")
	Notes       = msg.T("Notes", "Заметки")
	Sources     = msg.T("Sources", "Источники")
	Problems    = msg.T("Problems", "Ошибки")
	NotYet      = msg.T("Not computed until these inputs are corrected:", "Не рассчитано, пока не исправлены эти данные:")
	ShareLink   = msg.T("Share link", "Ссылка на расчёт")
	Table       = msg.T("Table", "Таблица")
	Figure      = msg.T("Figure", "Рисунок")
	Page        = msg.T("Page", "Страница")
	Of          = msg.T("of", "из")
	NoChart     = msg.T("No chart: its numbers are in the tables.", "Без диаграммы: её числа приведены в таблицах.")
	InputsOf    = msg.NewKey("office.inputs-of", "Inputs of scenario {0}", "Исходные данные сценария {0}")
	ResultsOf   = msg.NewKey("office.results-of", "Results of scenario {0}", "Результаты сценария {0}")
	InputsCmp   = msg.NewKey("office.inputs-cmp", "Inputs that differ, comparison {0}", "Различающиеся исходные данные, сравнение {0}")
	ResultsCmp  = msg.NewKey("office.results-cmp", "Results side by side, comparison {0}", "Результаты бок о бок, сравнение {0}")
	SummaryCap  = msg.T("Each scenario's answer and the warning that decides it", "Ответ каждого сценария и предупреждение, от которого он зависит")
	Totals      = msg.T("Inventory totals", "Итоги инвентаризации")
	SourcesMore = msg.NewKey("office.sources-more", "Sources ({0} of {1})", "Источники ({0} из {1})")
	Headline    = msg.T("Headline results", "Главные результаты")
	Quantity    = msg.T("Quantity", "Величина")
	MoreResults = msg.NewKey("office.more-results", "{0} more {0|result|results} in the design document.", "Ещё {0} {0|результат|результата|результатов} — в проектном документе.")
)

// Words of Build.
var (
	untitled     = msg.T("Untitled plan", "План без названия")
	unknownCalc  = msg.T("Unknown calculator", "Неизвестный калькулятор")
	chained      = msg.NewKey("office.chained", "Chained from scenario {0} ({1}).", "Продолжение сценария {0} ({1}).")
	notComputed  = msg.T("not computed: its inputs need correcting", "не рассчитано: исходные данные нужно исправить")
	noWarning    = msg.T("none", "нет")
	cmpHeading   = msg.NewKey("office.compare.heading", "Comparison {0}: {1}", "Сравнение {0}: {1}")
	cmpOf        = msg.NewKey("office.compare.of", "Scenarios {0} side by side; each difference is from scenario {1}.", "Сценарии {0} рядом; разница указана относительно сценария {1}.")
	cmpMissing   = msg.NewKey("office.compare.missing", "Not compared until their inputs are corrected: scenarios {0}.", "Не сравниваются, пока не исправлены исходные данные: сценарии {0}.")
	cmpTooFew    = msg.T("Fewer than two of these scenarios compute, so there is nothing to set side by side.", "Рассчитывается меньше двух из этих сценариев, сравнивать нечего.")
	cmpScenario  = msg.NewKey("office.compare.scenario", "Scenario {0}", "Сценарий {0}")
	cmpDiff      = msg.NewKey("office.compare.diff", "Difference {0} − {1}", "Разница {0} − {1}")
	cmpSame      = msg.T("The scenarios have the same inputs.", "Исходные данные сценариев совпадают.")
	and          = msg.T("and", "и")
	yes          = msg.T("yes", "да")
	no           = msg.T("no", "нет")
	otherFigures = msg.T("Other figures", "Другие показатели")
	moreRows     = msg.NewKey("office.more-rows", "and {0} more", "и ещё {0}")
	shortened    = msg.NewKey("office.shortened", "(shortened: {0} characters in all)", "(сокращено: всего {0} {0|символ|символа|символов})")
)

// memberWords name the inventory members a newer import writes (measured
// figures, the exclusion report) that engine/inventory does not know yet.
var memberWords = map[string]msg.Text{
	"excluded":         msg.T("Left out of the sizing", "Не учтено в расчёте"),
	"exclusions":       msg.T("Left out of the sizing", "Не учтено в расчёте"),
	"reason":           msg.T("Reason", "Причина"),
	"name":             msg.T("Name", "Имя"),
	"names":            msg.T("Names", "Имена"),
	"count":            msg.T("Count", "Количество"),
	"vms":              msg.T("VMs", "ВМ"),
	"cluster":          msg.T("Cluster", "Кластер"),
	"measured":         msg.T("Measured", "Измерено"),
	"peak_iops":        msg.T("Peak IOPS", "Пиковые IOPS"),
	"peak_write_mbps":  msg.T("Peak write throughput, MB/s", "Пиковая запись, МБ/с"),
	"peak_write_mb_s":  msg.T("Peak write throughput, MB/s", "Пиковая запись, МБ/с"),
	"peak_cpu_ghz":     msg.T("Peak CPU, GHz", "Пиковая нагрузка ЦП, ГГц"),
	"consumed_mem_mib": msg.T("Consumed memory, MiB", "Потреблённая память, МиБ"),
}
