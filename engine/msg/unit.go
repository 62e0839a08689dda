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

// unitForms are a unit's English words, singular and plural; other
// languages' are in their catalogues ("units": one form for a symbol, or one
// per plural category). A symbol has the same form throughout.
type unitForms struct {
	en [2]string
}

func symbol(en string) unitForms {
	return unitForms{en: [2]string{en, en}}
}

func noun(en1, enN string) unitForms {
	return unitForms{en: [2]string{en1, enN}}
}

var units = map[Unit]unitForms{
	None:       symbol(""),
	Percent:    symbol("%"),
	Times:      symbol("×"),
	IOPSUnit:   symbol("IOPS"),
	KB:         symbol("KB"),
	MB:         symbol("MB"),
	GB:         symbol("GB"),
	TB:         symbol("TB"),
	KiB:        symbol("KiB"),
	MiB:        symbol("MiB"),
	GiB:        symbol("GiB"),
	TiB:        symbol("TiB"),
	MBps:       symbol("MB/s"),
	MiBps:      symbol("MiB/s"),
	Mbps:       symbol("Mbps"),
	Gbps:       symbol("Gbps"),
	Ms:         symbol("ms"),
	Seconds:    symbol("s"),
	Minutes:    symbol("min"),
	Hours:      symbol("h"),
	RPM:        symbol("RPM"),
	GHz:        symbol("GHz"),
	USD:        symbol("USD"),
	USDPerIOPS: symbol("USD/IOPS"),
	Bytes:      symbol("B"),
	Host:       noun("host", "hosts"),
	Desktop:    noun("desktop", "desktops"),
	Session:    noun("session", "sessions"),
	VM:         noun("VM", "VMs"),
	Component:  noun("component", "components"),
	Object:     noun("object", "objects"),
	Disk:       noun("disk", "disks"),
	Core:       noun("core", "cores"),
	VCPU:       noun("vCPU", "vCPUs"),
	Share:      noun("share", "shares"),
	Line:       noun("line", "lines"),
	Chunk:      noun("chunk", "chunks"),
	Read:       noun("read", "reads"),
	Access:     noun("access", "accesses"),
	Miss:       noun("miss", "misses"),
	IO:         noun("I/O", "I/Os"),
	Request:    noun("request", "requests"),
	QueueSlot:  noun("queue slot", "queue slots"),
	Site:       noun("site", "sites"),
	Snapshot:   noun("snapshot", "snapshots"),
	Year:       noun("year", "years"),
	Socket:     noun("socket", "sockets"),
	Ratio:      symbol(""),
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
	if lang != EN && f.en[0] != "" {
		if forms, ok := catalogueUnit(lang, u); ok {
			return forms[min(p, len(forms)-1)]
		}
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
