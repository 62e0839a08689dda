package i18n

// The UI strings of the RVTools import on the plans page
// (app/ui/rvimport.go) and of an imported plan's inventory in its report
// (app/ui/inventory.go), added to uiCatalog.
var uiImport = map[string][2]string{
	"docs.unavailable":     {"This page could not be read. It opens offline once the site has been visited online; reload to try again.", "Эту страницу не удалось прочитать. Она открывается без сети после того, как сайт открыли в сети; обновите страницу, чтобы попробовать снова."},
	"rv.heading":           {"Import an RVTools or Live Optics export", "Импорт выгрузки RVTools или Live Optics"},
	"rv.pick":              {"RVTools or Live Optics VMware workbook (.xlsx)", "Книга RVTools или Live Optics для VMware (.xlsx)"},
	"rv.hint":              {"An RVTools 3.x/4.x export or a Dell Live Optics VMware export becomes a plan: per cluster, vSAN capacity under the classic and the vSAN 8 ESA rules on the target host, memory states of its hosts (also after the loss of one), and the inter-site link: from the measured peak writes with Live Optics, from an assumption the result states with RVTools. The workbook is read in this browser; nothing is uploaded.", "Выгрузка RVTools 3.x/4.x или выгрузка Dell Live Optics для VMware превращается в план: для каждого кластера — ёмкость vSAN по классическим правилам и по правилам vSAN 8 ESA на целевом хосте, состояния памяти его хостов (и после потери одного из них) и межсайтовый канал: по измеренной пиковой записи для Live Optics, по допущению, о котором говорит сам результат, для RVTools. Книга читается в этом браузере; ничего не отправляется в сеть."},
	"rv.reading":           {"Reading {0}", "Чтение {0}"},
	"rv.too_large":         {"{0} is {1} MiB; a workbook of at most {2} MiB can be imported (an RVTools export of 10,000 VMs is about 10 MB).", "{0} занимает {1} МиБ; импортировать можно книгу не больше {2} МиБ (выгрузка RVTools на 10 000 ВМ занимает около 10 МБ)."},
	"rv.no_worker":         {"This browser cannot read workbooks in the background (no Web Worker). Use “sizewise import FILE.xlsx” and import the plan it writes with Import JSON.", "Этот браузер не может читать книги в фоне (нет Web Worker). Воспользуйтесь «sizewise import ФАЙЛ.xlsx» и импортируйте полученный план через «Импорт из JSON»."},
	"rv.failed":            {"{0} was not imported: {1}", "{0} не импортирован: {1}"},
	"rv.preview":           {"Preview of the plan “{0}”", "Предпросмотр плана «{0}»"},
	"rv.cluster":           {"Clusters", "Кластеры"},
	"rv.all_clusters":      {"All clusters ({0})", "Все кластеры ({0})"},
	"rv.powered_off":       {"Count powered-off and suspended VMs", "Учитывать выключенные и приостановленные ВМ"},
	"rv.templates":         {"Count templates", "Учитывать шаблоны"},
	"rv.counted_hint":      {"Both are counted by default: their disks use storage today. Untick to size only the running VMs.", "По умолчанию учитываются: их диски уже занимают место. Снимите отметку, чтобы считать только работающие ВМ."},
	"rv.scenarios":         {"Scenarios to be created ({0})", "Будут созданы сценарии ({0})"},
	"rv.create":            {"Create plan", "Создать план"},
	"rv.discard":           {"Discard", "Отменить"},
	"rv.created":           {"Plan “{0}” created from {1}: {2} scenarios.", "План «{0}» создан из {1}: сценариев — {2}."},
	"rv.discarded":         {"Import discarded; nothing was saved.", "Импорт отменён; ничего не сохранено."},
	"rv.host":              {"Target host", "Целевой хост"},
	"rv.host_hint":         {"The host the clusters are sized for: how many such hosts the data needs, and its memory states. Devices are decimal GB as drives are sold (3.84 TB = 3840).", "Хост, под который рассчитываются кластеры: сколько таких хостов нужно данным и каковы состояния его памяти. Устройства — в десятичных ГБ, как продаются накопители (3,84 ТБ = 3840)."},
	"rv.host_cores":        {"Cores per host", "Ядер на хост"},
	"rv.host_ghz":          {"Core clock, GHz", "Частота ядра, ГГц"},
	"rv.host_memory":       {"Memory per host, GiB", "Память хоста, ГиБ"},
	"rv.host_architecture": {"vSAN architecture", "Архитектура vSAN"},
	"rv.host_esa":          {"vSAN ESA (NVMe storage pool)", "vSAN ESA (пул устройств NVMe)"},
	"rv.host_osa":          {"vSAN OSA (disk groups)", "vSAN OSA (дисковые группы)"},
	"rv.host_all_flash":    {"All-flash (untick for hybrid: SSD cache, HDD capacity)", "All-flash (снимите отметку для гибридного: кэш SSD, ёмкость HDD)"},
	"rv.host_devices":      {"Capacity devices per host", "Устройств ёмкости на хост"},
	"rv.host_device_gb":    {"Capacity device size, GB", "Размер устройства ёмкости, ГБ"},
	"rv.host_cache_gb":     {"Cache device per disk group, GB", "Устройство кэша на дисковую группу, ГБ"},
	"rv.host_invalid":      {"This host is not one a cluster can have (cores 1–1024, 0.1–10 GHz, memory 1–32768 GiB, 1–35 devices of 1–100000 GB; ESA: at most 32 devices, all-flash): correct the value.", "Такого хоста не бывает (ядер 1–1024, 0,1–10 ГГц, память 1–32768 ГиБ, 1–35 устройств по 1–100000 ГБ; ESA — не больше 32 устройств, только all-flash): исправьте значение."},
}

func init() {
	for k, v := range uiImport {
		if _, dup := uiCatalog[k]; dup {
			panic("i18n: UI key " + k + " is defined twice")
		}
		uiCatalog[k] = v
	}
}
