package i18n

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// uiCatalog holds the app's own strings (those app/ui writes, not the
// engine), by stable key: a key names a place in the UI ("results.copy_link"),
// so an English wording can change without touching the Russian one's key.
// Placeholders are {0}, {1}… (see T); an entry may use the plural form
// {0|one|few|many} (see pair): Russian picks by its three forms, English
// the first for 1 and the last otherwise.
var uiCatalog = map[string][2]string{
	// layout (app/ui/layout.go)
	"app.name":              {"Sizewise", "Sizewise"},
	"layout.skip":           {"Skip to content", "Перейти к содержимому"},
	"layout.footer.tail":    {" · works offline after the first visit · every number shows its formula and source", " · работает офлайн после первого посещения · у каждого числа есть формула и источник"},
	"layout.footer.version": {"Sizewise {0}", "Sizewise {0}"},
	"layout.tagline":        {"Storage sizing you can sign", "Расчёт СХД, под которым можно подписаться"},
	"layout.update":         {"A new version of Sizewise is available.", "Доступна новая версия Sizewise."},
	"layout.reload":         {"Reload", "Обновить"},
	"theme.title":           {"Switch between automatic, light and dark themes", "Переключить тему: автоматическая, светлая, тёмная"},
	"theme.auto":            {"Theme: auto", "Тема: авто"},
	"theme.light":           {"Theme: light", "Тема: светлая"},
	"theme.dark":            {"Theme: dark", "Тема: тёмная"},
	"nav.all":               {"All calculators", "Все калькуляторы"},
	"nav.breadcrumb":        {"Breadcrumb", "Навигационная цепочка"},
	"nav.home":              {"Home", "Главная"},
	"nav.plans":             {"Plans", "Планы"},
	"nav.main":              {"Main navigation", "Основная навигация"},

	// home and 404 (app/ui/home.go)
	"home.plans.title": {"Plans and reports", "Планы и отчёты"},
	"home.plans.text":  {"Gather the scenarios of one customer into a plan: a printable report with every worked step, side-by-side comparisons, CSV and Markdown exports, and a backup file. Plans stay in this browser; nothing is uploaded.", "Соберите сценарии одного заказчика в план: отчёт для печати со всеми шагами расчёта, сравнения бок о бок, выгрузка в CSV и Markdown и файл резервной копии. Планы хранятся в этом браузере, ничего не отправляется."},
	"home.plans.open":  {"Open the plans", "Открыть планы"},
	"home.docs.title":  {"Methodology and sources", "Методика и источники"},
	"home.docs.text":   {"How each calculator computes, the documents its formulas come from, the rule sets, and how to host or embed Sizewise.", "Как считает каждый калькулятор, из каких документов взяты формулы, наборы правил, а также как разместить Sizewise на своём сайте или встроить его в страницу."},
	"home.title":       {"Sizewise: virtualised storage sizing", "Sizewise: расчёт хранилищ для виртуализации"},
	"home.hero.title":  {"Size virtualised storage, with the vendor's own formulas", "Рассчитайте хранилище для виртуализации по формулам самого вендора"},
	"home.hero.text":   {"vSAN stretched-cluster links, VSA, ESXi memory states, SIOC, VDI density, cache, snapshots and vSAN policies. Every result shows its worked steps and the document it comes from. Runs entirely in your browser, offline.", "Каналы растянутого кластера vSAN, VSA, состояния памяти ESXi, SIOC, плотность VDI, кэш, снапшоты и политики vSAN. Каждый результат показывает ход расчёта и документ, из которого взята формула. Всё работает в вашем браузере, без сети."},
	"notfound.title":   {"Not found · Sizewise", "Страница не найдена · Sizewise"},
	"notfound.heading": {"This page does not exist", "Такой страницы нет"},
	"embed.framed":     {"This page of Sizewise opens in a tab of its own.", "Эта страница Sizewise открывается в отдельной вкладке."},
	"embed.not_found":  {"There is no such calculator. Sizewise opens in a tab of its own from the link above.", "Такого калькулятора нет. Sizewise откроется в отдельной вкладке по ссылке выше."},
	"notfound.text":    {"The link may be mistyped or from an older version. These are the calculators:", "Возможно, в ссылке опечатка или она из старой версии. Вот все калькуляторы:"},

	// calculator page (app/ui/calcpage.go)
	"calc.page_title":      {"{0} · Sizewise", "{0} · Sizewise"},
	"form.inputs":          {"Inputs", "Исходные данные"},
	"form.advanced":        {"Advanced", "Дополнительно"},
	"form.yes":             {"yes", "да"},
	"form.no":              {"no", "нет"},
	"form.none":            {"—", "—"},
	"results.title":        {"Results", "Результаты"},
	"results.copy_link":    {"Copy link", "Скопировать ссылку"},
	"results.link_copied":  {"Link copied", "Ссылка скопирована"},
	"results.stale":        {"Showing the last valid result: correct the highlighted input.", "Показан последний верный результат: исправьте выделенное поле."},
	"results.warnings":     {"Warnings", "Предупреждения"},
	"results.send_to":      {"Send to", "Передать в"},
	"results.steps":        {"Worked steps", "Ход расчёта"},
	"results.sources":      {"Sources", "Источники"},
	"results.sources_note": {"Sources are cited in their original language.", "Источники приводятся на языке оригинала."},
	"results.chart":        {"Chart", "График"},
	"results.announce":     {"Results updated", "Результаты обновлены"},
	"notice.link_problems": {"Some link parameters could not be used:", "Некоторые параметры ссылки не удалось использовать:"},
	"notice.defaults_used": {"Those inputs show their defaults; change them in the form.", "Для этих полей показаны значения по умолчанию; измените их в форме."},
	"notice.broken":        {"this part of the link is damaged (a % not followed by two hexadecimal digits) and was left out", "эта часть ссылки повреждена (после % нет двух шестнадцатеричных цифр) и пропущена"},
	"field.error":          {"{0}: {1}", "{0}: {1}"},
	"field.problems":       {"{0} {0|problem|problems|problems} to correct", "{0} {0|ошибку нужно исправить|ошибки нужно исправить|ошибок нужно исправить}"},

	// a stepped calculation (cache simulation)
	"run.simulating": {"Simulating…", "Моделирование…"},
	"run.cancelled":  {"Calculation cancelled: the results are for earlier inputs.", "Расчёт отменён: результаты относятся к прежним данным."},
	"run.again":      {"Run again", "Запустить снова"},

	// trace replay on the cache-sim page (app/ui/trace.go)
	"trace.title":          {"Replay a trace file instead of the synthetic workload", "Прогнать файл трассировки вместо синтетической нагрузки"},
	"trace.hint":           {"VMware vSCSI (v1, v2), libCacheSim oracle-general or CSV (time,op,size,lbn), of any size: the file is read in your browser, a slice at a time, and nothing is uploaded. Its answer replaces the synthetic one below, for the cache set in the form; files of 256 MiB or more are replayed on a 1 % sample of their cache lines.", "VMware vSCSI (v1, v2), libCacheSim oracle-general или CSV (time,op,size,lbn) любого размера: файл читается в браузере по частям и никуда не отправляется. Его результат заменяет синтетический ниже для кэша, заданного в форме; файлы от 256 МиБ прогоняются по выборке 1 % строк кэша."},
	"trace.file":           {"Trace file", "Файл трассировки"},
	"trace.no_worker":      {"This browser cannot replay traces in the background (no Web Worker, or it stopped): reload the page, or use “sizewise cachesim --trace FILE --mode vsan”.", "Этот браузер не может прогнать трассировку в фоне (нет Web Worker или он остановился): перезагрузите страницу или воспользуйтесь «sizewise cachesim --trace ФАЙЛ --mode vsan»."},
	"trace.replaying":      {"Replaying {0}…", "Прогон {0}…"},
	"trace.file_name":      {"File", "Файл"},
	"trace.requests":       {"Requests", "Запросы"},
	"trace.requests_value": {"{0} ({1} {1|read|reads|reads}, {2} {2|write|writes|writes})", "{0} ({1} {1|чтение|чтения|чтений}, {2} {2|запись|записи|записей})"},
	"trace.hit_at":         {"Read hit ratio with a {0} GB cache device", "Доля попаданий чтения при кэше {0} ГБ"},
	"trace.hdd_chunks":     {"HDD chunk reads", "Чтения блоков с HDD"},
	"trace.recommend":      {"The smallest cache device simulated that reaches {1} % read hits: {0} GB.", "Наименьший из смоделированных кэшей, дающий {1} % попаданий чтения: {0} ГБ."},
	"trace.none_reaches":   {"No simulated cache device, up to 8 × the chosen size, reaches {0} % read hits on this trace.", "Ни один смоделированный кэш (до 8 × выбранного) не даёт {0} % попаданий чтения на этой трассировке."},
	"trace.curve":          {"Read hit ratio against cache device size", "Доля попаданий чтения в зависимости от размера кэша"},
	"trace.cache_gb":       {"Cache device, GB", "Кэш-устройство, ГБ"},
	"trace.read_cache_gb":  {"Read cache, GB", "Кэш чтения, ГБ"},
	"trace.hit_ratio":      {"Read hits", "Попадания чтения"},
	"trace.method":         {"Replayed", "Прогон"},
	"trace.exact":          {"every request, exactly", "все запросы, точно"},
	"trace.sampled":        {"estimated from a {0} % sample of the cache lines (SHARDS with miniature simulations); on test traces within {1} of exact replay", "оценка по выборке {0} % строк кэша (SHARDS с миниатюрными моделями); на тестовых трассах отличие от точного прогона не больше {1}"},
	"trace.shown":          {"The results, chart and worked steps below are this trace's; “Save to plan” keeps them with the scenario.", "Результаты, график и ход расчёта ниже — по этой трассировке; «Сохранить в план» сохраняет их вместе со сценарием."},
	"trace.drop":           {"Back to the synthetic workload", "Вернуться к синтетической нагрузке"},
	"trace.fix_inputs":     {"Correct the highlighted inputs first: the trace is replayed for the cache they describe.", "Сначала исправьте выделенные поля: трассировка прогоняется для описанного ими кэша."},
	"trace.cancelled":      {"Replay cancelled: the results below are the synthetic workload's.", "Прогон отменён: результаты ниже — по синтетической нагрузке."},
	"trace.cancelled_kept": {"Replay cancelled: the results below are the trace's for the earlier inputs.", "Прогон отменён: результаты ниже — по трассировке для прежних исходных данных."},
	"trace.again":          {"Replay again", "Прогнать снова"},

	// language switch
	"lang.label":  {"Language", "Язык"},
	"lang.switch": {"Switch language", "Сменить язык"},
	"lang.en":     {"English", "English"},
	"lang.ru":     {"Русский", "Русский"},

	// plans
	"plans.title":             {"Plans", "Планы"},
	"plans.heading":           {"Your plans", "Ваши планы"},
	"plans.empty":             {"No plans yet. Create one here, or open a calculator and choose “Save to plan”.", "Планов пока нет. Создайте план здесь или откройте калькулятор и нажмите «Сохранить в план»."},
	"plans.unavailable":       {"Plans are kept in this browser's storage, which is not available here (a private window, or an embedded page whose browser blocks storage). The calculators work as usual.", "Планы хранятся в хранилище браузера, а оно здесь недоступно (приватное окно или встроенная страница, для которой браузер запретил хранилище). Калькуляторы работают как обычно."},
	"plans.no_scenarios":      {"This plan has no scenarios yet: add a calculator below, or open one and choose “Save to plan”.", "В этом плане пока нет сценариев: добавьте калькулятор ниже или откройте калькулятор и нажмите «Сохранить в план»."},
	"plans.missing":           {"There is no plan with id “{0}” in this browser (plans are kept per browser). Here are the plans this browser has.", "В этом браузере нет плана с идентификатором «{0}» (планы хранятся в каждом браузере отдельно). Ниже — планы этого браузера."},
	"plans.unavailable_short": {"Plans are unavailable: this browser does not allow storage here.", "Планы недоступны: браузер не разрешает здесь хранилище."},
	"plans.create":            {"Create plan", "Создать план"},
	"plans.add_calculator":    {"Add a calculator to this plan", "Добавить калькулятор в план"},
	"plans.add":               {"Add", "Добавить"},
	"plans.note":              {"Note", "Заметка"},
	"plans.note_hint":         {"What the customer said, assumptions, next steps… (saved in the plan and in the backup)", "Что сказал заказчик, допущения, следующие шаги… (сохраняется в плане и в резервной копии)"},
	"plans.note_saved":        {"Note saved.", "Заметка сохранена."},
	"plans.changed_elsewhere": {"Changed in another tab or window: this page now shows it.", "Изменено в другой вкладке или окне: страница уже показывает это."},
	"plans.removed":           {"Scenario removed from the plan.", "Сценарий убран из плана."},
	"plans.restored":          {"Plan “{0}” restored.", "План «{0}» восстановлен."},
	"plans.new_name":          {"Name of the new plan", "Название нового плана"},
	"plans.computing":         {"Computing the plan…", "Расчёт плана…"},
	"plans.entry_computing":   {"Computing…", "Идёт расчёт…"},
	"plans.new_name_hint":     {"Name of the new plan", "Название нового плана"},
	"plans.name_needed":       {"Name the new plan first: a customer's plans are found by their names.", "Сначала назовите новый план: планы заказчика находят по названиям."},
	"plans.new":               {"New plan", "Новый план"},
	"plans.name":              {"Plan name", "Название плана"},
	"plans.customer":          {"Customer", "Заказчик"},
	"plans.default_name":      {"Plan {0}", "План {0}"},
	"plans.save_to":           {"Save to plan", "Сохранить в план"},
	"plans.saved":             {"Saved to “{0}”", "Сохранено в «{0}»"},
	"plans.open":              {"Open", "Открыть"},
	"plans.rename":            {"Rename", "Переименовать"},
	"plans.duplicate":         {"Duplicate", "Дублировать"},
	"plans.copy_name":         {"{0} (copy)", "{0} (копия)"},
	"plans.delete":            {"Delete", "Удалить"},
	"plans.deleted":           {"Plan “{0}” deleted.", "План «{0}» удалён."},
	"plans.undo":              {"Undo", "Отменить"},
	"plans.scenarios":         {"{0} {0|scenario|scenarios|scenarios}", "{0} {0|сценарий|сценария|сценариев}"},
	"plans.scenario":          {"Scenario", "Сценарий"},
	"plans.remove_scenario":   {"Remove from plan", "Убрать из плана"},
	"plans.updated":           {"Updated {0}", "Изменён {0}"},
	"plans.corrupt":           {"A stored plan could not be read and was set aside: {0}", "Сохранённый план не удалось прочитать, он отложен в сторону: {0}"},
	"plans.chain":             {"Chain", "Цепочка"},
	"plans.update":            {"Update in plan", "Обновить в плане"},
	"plans.aside":             {"These stored entries could not be read and were set aside, untouched (export them from the browser's storage if you need them):", "Эти сохранённые записи не удалось прочитать; они отложены без изменений (при необходимости извлеките их из хранилища браузера):"},
	"plans.discard":           {"Discard", "Удалить"},
	"plans.move_up":           {"Move up", "Выше"},
	"plans.move_down":         {"Move down", "Ниже"},

	// import and export
	"io.import":        {"Import", "Импорт"},
	"io.import_json":   {"Import JSON", "Импорт из JSON"},
	"io.choose_file":   {"Choose a file…", "Выбрать файл…"},
	"io.no_file":       {"No file chosen", "Файл не выбран"},
	"io.imported":      {"Imported {0}", "Импортировано: {0}"},
	"io.import_failed": {"The file could not be imported:", "Файл не удалось импортировать:"},
	"io.export":        {"Export", "Экспорт"},
	"io.downloaded":    {"Downloaded {0}", "Скачан файл {0}"},
	"io.too_large":     {"The file is {0} MiB; at most {1} MiB can be imported.", "Файл занимает {0} МиБ; импортировать можно не больше {1} МиБ."},
	"io.import_hint":   {"A plan or scenario exported from Sizewise, a backup, or the answer of “sizewise eval”. Nothing is uploaded.", "План или сценарий, экспортированный из Sizewise, резервная копия или ответ «sizewise eval». Ничего не отправляется в сеть."},
	"io.csv.quantity":  {"Quantity", "Величина"},
	"io.csv.value":     {"Value", "Значение"},
	"io.csv.unit":      {"Unit", "Единица"},
	"io.csv.input":     {"Input", "Исходное данное"},
	"io.csv.result":    {"Result", "Результат"},

	// print / report
	"print.print":       {"Print", "Печать"},
	"print.report":      {"Report", "Отчёт"},
	"print.customer":    {"Customer: {0}", "Заказчик: {0}"},
	"print.plan":        {"Plan: {0}", "План: {0}"},
	"print.date":        {"Date: {0}", "Дата: {0}"},
	"print.version":     {"Sizewise version {0}", "Sizewise, версия {0}"},
	"print.inputs":      {"Inputs", "Исходные данные"},
	"print.results":     {"Results", "Результаты"},
	"print.link":        {"Share link", "Ссылка на расчёт"},
	"print.prepared_by": {"Prepared with Sizewise", "Подготовлено в Sizewise"},

	// embedding
	"embed.embed":      {"Embed", "Встроить"},
	"embed.snippet":    {"Copy this snippet into your documentation page:", "Вставьте этот фрагмент в страницу документации:"},
	"embed.copy":       {"Copy snippet", "Скопировать фрагмент"},
	"embed.copied":     {"Snippet copied", "Фрагмент скопирован"},
	"embed.open_full":  {"Open in Sizewise", "Открыть в Sizewise"},
	"embed.powered_by": {"Calculated with Sizewise", "Рассчитано в Sizewise"},

	// search / command palette
	"search.placeholder":        {"Search calculators… (Ctrl+K)", "Поиск калькуляторов… (Ctrl+K)"},
	"search.placeholder_inputs": {"Search calculators and inputs…", "Поиск калькуляторов и полей…"},
	"search.shortcut":           {"Ctrl K", "Ctrl K"},
	"search.label":              {"Search", "Поиск"},
	"search.open":               {"Search (Ctrl+K)", "Поиск (Ctrl+K)"},
	"search.no_results":         {"No results", "Ничего не найдено"},
	"search.results":            {"{0} {0|result|results|results}", "{0} {0|результат|результата|результатов}"},
	"search.calculator":         {"Calculator", "Калькулятор"},
	"search.input":              {"Input", "Поле"},
	"search.doc":                {"Documentation", "Документация"},
	"docs.methodology":          {"Methodology and sources →", "Методика и источники →"},
	"docs.english_only":         {"This page is written in English.", "Эта страница написана на английском языке."},
	"search.close":              {"Close", "Закрыть"},
	"search.hint":               {"↑↓ to move, Enter to open, Esc to close", "↑↓ — выбор, Enter — открыть, Esc — закрыть"},

	// generic
	"common.cancel":  {"Cancel", "Отмена"},
	"common.save":    {"Save", "Сохранить"},
	"common.close":   {"Close", "Закрыть"},
	"common.ok":      {"OK", "OK"},
	"common.loading": {"Loading…", "Загрузка…"},
	"common.offline": {"You are offline; everything still works.", "Нет сети; всё продолжает работать."},
	"common.error":   {"Something went wrong: {0}", "Что-то пошло не так: {0}"},
	"fault.title":    {"Something went wrong in Sizewise.", "В Sizewise что-то пошло не так."},
	"fault.text":     {"Your inputs, results and plans are kept and the page still works: the next change you make draws it again. If it happens again, please report what you did.", "Введённые данные, результаты и планы сохранены, страница продолжает работать: следующее изменение нарисует её заново. Если ошибка повторится, сообщите, что вы делали."},
	"fault.details":  {"Details", "Подробности"},
	"fault.retry":    {"Try again", "Повторить"},
}

var tPlaceholder = regexp.MustCompile(`\{(\d+)((?:\|[^|{}]*){3})?\}`)

// T returns the UI string key in lang with {0}, {1}… replaced by args
// (numbers are formatted with FormatNumber, other values with fmt.Sprint).
// A Russian plural form {0|one|few|many} agrees with args[0]. A key missing
// from the catalogue returns the key itself (TestUIKeysExist reads the
// app's sources and fails on any key the catalogue lacks).
func T(lang Lang, key string, args ...any) string {
	e, ok := uiCatalog[key]
	if !ok {
		return key
	}
	s := e[0]
	if lang == RU {
		s = e[1]
	}
	if len(args) == 0 || !strings.Contains(s, "{") {
		return s
	}
	return tPlaceholder.ReplaceAllStringFunc(s, func(ph string) string {
		m := tPlaceholder.FindStringSubmatch(ph)
		n, _ := strconv.Atoi(m[1])
		if n >= len(args) {
			return ph
		}
		text := argText(lang, args[n])
		if m[2] != "" {
			return strings.Split(m[2][1:], "|")[pluralFormIn(lang, argText(EN, args[n]))]
		}
		return text
	})
}

func argText(lang Lang, a any) string {
	switch x := a.(type) {
	case float64:
		return FormatNumber(lang, x)
	case float32:
		return FormatNumber(lang, float64(x))
	case int:
		return FormatNumber(lang, float64(x))
	case int64:
		return FormatNumber(lang, float64(x))
	}
	return fmt.Sprint(a)
}

// Has reports whether the UI catalogue has key.
func Has(key string) bool {
	_, ok := uiCatalog[key]
	return ok
}

// Keys lists the UI catalogue's keys (for tests and tools), unsorted.
func Keys() []string {
	out := make([]string, 0, len(uiCatalog))
	for k := range uiCatalog {
		out = append(out, k)
	}
	return out
}
