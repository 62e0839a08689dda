package msg

import "sort"

// Unit is a unit of measure or a counted noun as a reader sees it after a
// number. Its value is the English symbol or singular noun ("Mbps", "GB",
// "host"); Units lists every unit with its forms in each language.
type Unit string

// The units and counted nouns Sizewise shows. Sizes follow the scenario
// documents' convention: KB, MB, GB are decimal (10^3, 10^6, 10^9 bytes);
// KiB, MiB, GiB binary.
const (
	None       Unit = ""
	Percent    Unit = "%"
	Times      Unit = "×"
	IOPSUnit   Unit = "IOPS"
	KB         Unit = "KB"
	MB         Unit = "MB"
	GB         Unit = "GB"
	TB         Unit = "TB"
	KiB        Unit = "KiB"
	MiB        Unit = "MiB"
	GiB        Unit = "GiB"
	TiB        Unit = "TiB"
	MBps       Unit = "MB/s"
	MiBps      Unit = "MiB/s"
	Mbps       Unit = "Mbps"
	Gbps       Unit = "Gbps"
	Ms         Unit = "ms"
	Seconds    Unit = "s"
	Minutes    Unit = "min"
	Hours      Unit = "h"
	RPM        Unit = "RPM"
	GHz        Unit = "GHz"
	USD        Unit = "USD"
	USDPerIOPS Unit = "USD/IOPS"
	Bytes      Unit = "B"
	Host       Unit = "host"
	Desktop    Unit = "desktop"
	Session    Unit = "session"
	VM         Unit = "VM"
	Component  Unit = "component"
	Object     Unit = "object"
	Disk       Unit = "disk"
	Core       Unit = "core"
	VCPU       Unit = "vCPU"
	Share      Unit = "share"
	Line       Unit = "line"
	Chunk      Unit = "chunk"
	Read       Unit = "read"
	Access     Unit = "access"
	Miss       Unit = "miss"
	IO         Unit = "I/O"
	Request    Unit = "request"
	QueueSlot  Unit = "queue slot"
	Site       Unit = "site"
	Snapshot   Unit = "snapshot"
	Year       Unit = "year"
	Socket     Unit = "socket"
	// Ratio marks a fraction in [0, 1] that readers see as a percentage
	// (a hit ratio 0.81 is shown "81 %"); documents keep the fraction.
	Ratio Unit = "ratio"
)

// unitForms are a unit's words: English singular and plural, Russian one,
// few and many (see Plural). A symbol has the same form throughout.
type unitForms struct {
	en [2]string
	ru [3]string
}

func symbol(en, ru string) unitForms {
	return unitForms{en: [2]string{en, en}, ru: [3]string{ru, ru, ru}}
}

func noun(en1, enN, ru1, ru2, ru5 string) unitForms {
	return unitForms{en: [2]string{en1, enN}, ru: [3]string{ru1, ru2, ru5}}
}

var units = map[Unit]unitForms{
	None:       symbol("", ""),
	Percent:    symbol("%", "%"),
	Times:      symbol("×", "×"),
	IOPSUnit:   symbol("IOPS", "IOPS"),
	KB:         symbol("KB", "КБ"),
	MB:         symbol("MB", "МБ"),
	GB:         symbol("GB", "ГБ"),
	TB:         symbol("TB", "ТБ"),
	KiB:        symbol("KiB", "КиБ"),
	MiB:        symbol("MiB", "МиБ"),
	GiB:        symbol("GiB", "ГиБ"),
	TiB:        symbol("TiB", "ТиБ"),
	MBps:       symbol("MB/s", "МБ/с"),
	MiBps:      symbol("MiB/s", "МиБ/с"),
	Mbps:       symbol("Mbps", "Мбит/с"),
	Gbps:       symbol("Gbps", "Гбит/с"),
	Ms:         symbol("ms", "мс"),
	Seconds:    symbol("s", "с"),
	Minutes:    symbol("min", "мин"),
	Hours:      symbol("h", "ч"),
	RPM:        symbol("RPM", "об/мин"),
	GHz:        symbol("GHz", "ГГц"),
	USD:        symbol("USD", "USD"),
	USDPerIOPS: symbol("USD/IOPS", "USD/IOPS"),
	Bytes:      symbol("B", "Б"),
	Host:       noun("host", "hosts", "хост", "хоста", "хостов"),
	Desktop:    noun("desktop", "desktops", "десктоп", "десктопа", "десктопов"),
	Session:    noun("session", "sessions", "сеанс", "сеанса", "сеансов"),
	VM:         noun("VM", "VMs", "ВМ", "ВМ", "ВМ"),
	Component:  noun("component", "components", "компонент", "компонента", "компонентов"),
	Object:     noun("object", "objects", "объект", "объекта", "объектов"),
	Disk:       noun("disk", "disks", "диск", "диска", "дисков"),
	Core:       noun("core", "cores", "ядро", "ядра", "ядер"),
	VCPU:       noun("vCPU", "vCPUs", "виртуальный ЦП", "виртуальных ЦП", "виртуальных ЦП"),
	Share:      noun("share", "shares", "доля", "доли", "долей"),
	Line:       noun("line", "lines", "строка кэша", "строки кэша", "строк кэша"),
	Chunk:      noun("chunk", "chunks", "чанк", "чанка", "чанков"),
	Read:       noun("read", "reads", "чтение", "чтения", "чтений"),
	Access:     noun("access", "accesses", "обращение", "обращения", "обращений"),
	Miss:       noun("miss", "misses", "промах", "промаха", "промахов"),
	IO:         noun("I/O", "I/Os", "операция ввода-вывода", "операции ввода-вывода", "операций ввода-вывода"),
	Request:    noun("request", "requests", "запрос", "запроса", "запросов"),
	QueueSlot:  noun("queue slot", "queue slots", "слот очереди", "слота очереди", "слотов очереди"),
	Site:       noun("site", "sites", "площадка", "площадки", "площадок"),
	Snapshot:   noun("snapshot", "snapshots", "снимок", "снимка", "снимков"),
	Year:       noun("year", "years", "год", "года", "лет"),
	Socket:     noun("socket", "sockets", "сокет", "сокета", "сокетов"),
	Ratio:      symbol("", ""),
}

// Known reports whether u is one of the units above.
func (u Unit) Known() bool {
	_, ok := units[u]
	return ok
}

// In is u in lang, in the form agreeing with n ("2 hosts", "5 хостов"). An
// unknown unit is written as it is.
func (u Unit) In(lang Lang, n float64) string {
	f, ok := units[u]
	if !ok {
		return string(u)
	}
	p := Plural(lang, n)
	if lang == RU {
		return f.ru[p]
	}
	if p == 0 {
		return f.en[0]
	}
	return f.en[1]
}

// Name is u as a column heading or an axis title says it, in the plural
// ("hosts", "хостов" is not a heading: "хосты" is not a form Units keeps,
// so headings use the many form: "IOPS", "ГБ", "хостов").
func (u Unit) Name(lang Lang) string { return u.In(lang, 5) }

// Units lists every known unit, sorted.
func Units() []Unit {
	out := make([]Unit, 0, len(units))
	for u := range units {
		out = append(out, u)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
