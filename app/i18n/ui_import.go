package i18n

// The UI strings of the RVTools import on the plans page
// (app/ui/rvimport.go) and of an imported plan's inventory in its report
// (app/ui/inventory.go), added to uiCatalog.
var uiImport = map[string][2]string{
	"docs.unavailable": {"This page could not be read. It opens offline once the site has been visited online; reload to try again.", "Эту страницу не удалось прочитать. Она открывается без сети после того, как сайт открыли в сети; обновите страницу, чтобы попробовать снова."},
	"rv.heading":       {"Import an RVTools export", "Импорт выгрузки RVTools"},
	"rv.pick":          {"RVTools workbook (.xlsx)", "Книга RVTools (.xlsx)"},
	"rv.hint":          {"An RVTools 3.x or 4.x export becomes a plan: per cluster, vSAN capacity under the classic and the vSAN 8 ESA rules, memory states of its hosts, and inter-site bandwidth with the witness components estimated from the VMs’ objects. The workbook is read in this browser; nothing is uploaded.", "Выгрузка RVTools 3.x или 4.x превращается в план: для каждого кластера — ёмкость vSAN по классическим правилам и по правилам vSAN 8 ESA, состояния памяти его хостов и межсайтовый канал с числом компонентов свидетеля, оценённым по объектам ВМ. Книга читается в этом браузере; ничего не отправляется в сеть."},
	"rv.reading":       {"Reading {0}", "Чтение {0}"},
	"rv.too_large":     {"{0} is {1} MiB; a workbook of at most {2} MiB can be imported (an RVTools export of 10,000 VMs is about 10 MB).", "{0} занимает {1} МиБ; импортировать можно книгу не больше {2} МиБ (выгрузка RVTools на 10 000 ВМ занимает около 10 МБ)."},
	"rv.no_worker":     {"This browser cannot read workbooks in the background (no Web Worker). Use “sizewise import rvtools FILE.xlsx” and import the plan it writes with Import JSON.", "Этот браузер не может читать книги в фоне (нет Web Worker). Воспользуйтесь «sizewise import rvtools ФАЙЛ.xlsx» и импортируйте полученный план через «Импорт из JSON»."},
	"rv.failed":        {"{0} was not imported: {1}", "{0} не импортирован: {1}"},
	"rv.preview":       {"Preview of the plan “{0}”", "Предпросмотр плана «{0}»"},
	"rv.cluster":       {"Clusters", "Кластеры"},
	"rv.all_clusters":  {"All clusters ({0})", "Все кластеры ({0})"},
	"rv.powered_off":   {"Count powered-off and suspended VMs", "Учитывать выключенные и приостановленные ВМ"},
	"rv.templates":     {"Count templates", "Учитывать шаблоны"},
	"rv.counted_hint":  {"Both are counted by default: their disks use storage today. Untick to size only the running VMs.", "По умолчанию учитываются: их диски уже занимают место. Снимите отметку, чтобы считать только работающие ВМ."},
	"rv.scenarios":     {"Scenarios to be created ({0})", "Будут созданы сценарии ({0})"},
	"rv.create":        {"Create plan", "Создать план"},
	"rv.discard":       {"Discard", "Отменить"},
	"rv.created":       {"Plan “{0}” created from {1}: {2} scenarios.", "План «{0}» создан из {1}: сценариев — {2}."},
	"rv.discarded":     {"Import discarded; nothing was saved.", "Импорт отменён; ничего не сохранено."},
}

func init() {
	for k, v := range uiImport {
		if _, dup := uiCatalog[k]; dup {
			panic("i18n: UI key " + k + " is defined twice")
		}
		uiCatalog[k] = v
	}
}
