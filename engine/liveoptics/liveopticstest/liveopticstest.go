// Package liveopticstest builds synthetic Dell Live Optics (Optical Prime)
// VMware workbooks for tests: the sheets and header names of the exports
// (Details, ESX Hosts, ESX Performance, Host Devices, VMs, VM Performance,
// VM Disks), in either generation of unit labels ("(MiB)" since 2023,
// "(MB)" in 2022), with VMs whose performance row is missing, repeated VM
// names, a blank cluster, absent sheets, or the shapes Sizewise refuses
// (Hyper-V, GENERAL). Every number is stated by the test that uses it.
package liveopticstest

import (
	"fmt"

	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

// Host is one ESXi host (ESX Hosts row and its ESX Performance row).
type Host struct {
	Name, Cluster, VCenter string
	Sockets, Cores         int
	ClockGHz               float64
	MemoryKiB              float64
	// Perf is its ESX Performance row (nil: none).
	Perf *HostPerf
}

// HostPerf is an ESX Performance row.
type HostPerf struct {
	PeakCPUGHz, PeakMemoryMiB, PeakMemoryPct float64
	PeakIOPS, AvgIOPS                        float64
	// Ratio is the "Average Read/Write Ratio" text ("35% / 65%").
	Ratio             string
	PeakMBps, AvgMBps float64
}

// VM is one VM (VMs row and its VM Performance row).
type VM struct {
	MOB, Name, Host, Cluster, Datacenter, Datastore, OS string
	Power                                               string // "poweredOn" when empty
	Template                                            bool
	CPUs                                                int
	MemoryMiB, ActiveMiB, ConsumedMiB                   float64
	Disks                                               int
	DiskSizeMiB, DiskUsedMiB                            float64
	// Perf is its VM Performance row (nil: none).
	Perf *VMPerf
}

// VMPerf is a VM Performance row.
type VMPerf struct {
	PeakCPUGHz, PeakIOPS, AvgIOPS float64
	Ratio                         string
	PeakReadIOPS, PeakWriteIOPS   float64
	PeakReadMBps, PeakWriteMBps   float64
}

// Export is a synthetic Live Optics workbook.
type Export struct {
	// Units2022 writes the 2022 unit labels: "(MB)", "(KB)", "(GB)".
	Units2022 bool
	// Kind is "" (VMware), "hyperv" or "general".
	Kind  string
	Hosts []Host
	VMs   []VM
	// Without lists sheets to leave out ("ESX Performance"…).
	Without []string
	// Collector is the Details sheet's collector build.
	Collector, Date string
	// BlankRows formatted blank rows follow the data of VMs.
	BlankRows int
}

func (e Export) without(name string) bool {
	for _, w := range e.Without {
		if w == name {
			return true
		}
	}
	return false
}

func (e Export) mib(base string) string {
	if e.Units2022 {
		return base + " (MB)"
	}
	return base + " (MiB)"
}

func (e Export) kib(base string) string {
	if e.Units2022 {
		return base + " (KB)"
	}
	return base + " (KiB)"
}

func (e Export) gib(base string) string {
	if e.Units2022 {
		return base + " (GB)"
	}
	return base + " (GiB)"
}

type col struct {
	header string
	val    func(i int) xlsxtest.Value
}

func sheet(name string, cols []col, rows int) xlsxtest.Sheet {
	hdr := make([]xlsxtest.Value, len(cols))
	for k, c := range cols {
		hdr[k] = xlsxtest.Str(c.header)
	}
	sh := xlsxtest.Sheet{Name: name, Rows: []xlsxtest.Row{{Cells: hdr}}}
	for r := 0; r < rows; r++ {
		cells := make([]xlsxtest.Value, len(cols))
		for k, c := range cols {
			cells[k] = c.val(r)
		}
		sh.Rows = append(sh.Rows, xlsxtest.Row{Cells: cells})
	}
	return sh
}

func str(s string) xlsxtest.Value {
	if s == "" {
		return xlsxtest.Skip
	}
	return xlsxtest.Str(s)
}

func num(f float64) xlsxtest.Value { return xlsxtest.Num(f) }

func boolText(b bool) string {
	if b {
		return "TRUE"
	}
	return "FALSE"
}

// vCenter is the vCenter text of the exports.
const vCenter = "VMware vCenter Server 8.0.3 build-25197330"

// Book is the workbook.
func (e Export) Book() xlsxtest.Book {
	collector, date := e.Collector, e.Date
	if collector == "" {
		collector = "27.2.2.273"
	}
	if date == "" {
		date = "2026/06/01"
	}
	var sheets []xlsxtest.Sheet
	sheets = append(sheets, xlsxtest.Sheet{Name: "Details", Rows: []xlsxtest.Row{
		{Num: 4, Cells: []xlsxtest.Value{xlsxtest.Str("Project ID"), xlsxtest.Num(3344109)}},
		{Cells: []xlsxtest.Value{xlsxtest.Str("Project Name"), xlsxtest.Str("ООО «Заказчик»")}},
		{Cells: []xlsxtest.Value{xlsxtest.Str("Date"), xlsxtest.Str(date)}},
		{Cells: []xlsxtest.Value{xlsxtest.Str("Collector Build Version"), xlsxtest.Str(collector)}},
		{Cells: []xlsxtest.Value{xlsxtest.Str("Glossary Knowledge Base Article Link"), xlsxtest.Str("https://www.dell.com/support/kbdoc/000230698")}},
	}})
	switch e.Kind {
	case "hyperv":
		sheets = append(sheets, sheet("Hyper-V Hosts", []col{{"Host Name", func(int) xlsxtest.Value { return str("hv01") }}}, 1),
			sheet("Hyper-V VMs", []col{{"VM Name", func(int) xlsxtest.Value { return str("vm01") }}}, 1))
		return xlsxtest.Book{Sheets: sheets}
	case "general":
		sheets = append(sheets, sheet("Servers", []col{{"Server Name", func(int) xlsxtest.Value { return str("srv01") }}}, 1),
			sheet("Disks", []col{{"Server Name", func(int) xlsxtest.Value { return str("srv01") }}}, 1))
		return xlsxtest.Book{Sheets: sheets}
	}
	h := func(i int) Host { return e.Hosts[i] }
	vc := func(s string) string {
		if s == "" {
			return vCenter
		}
		return s
	}
	if !e.without("ESX Hosts") {
		sheets = append(sheets, sheet("ESX Hosts", []col{
			{"Host Name", func(i int) xlsxtest.Value { return str(h(i).Name) }},
			{"Datacenter", func(int) xlsxtest.Value { return str("DataCenter 1") }},
			{"vCenter", func(i int) xlsxtest.Value { return str(vc(h(i).VCenter)) }},
			{"Cluster", func(i int) xlsxtest.Value { return str(h(i).Cluster) }},
			{"OS", func(int) xlsxtest.Value { return str("VMware ESXi 8.0.3 build-25205845") }},
			{"Manufacturer", func(int) xlsxtest.Value { return str("Dell Inc.") }},
			{"Model", func(int) xlsxtest.Value { return str("PowerEdge R640") }},
			{"Serial No", func(i int) xlsxtest.Value { return str(fmt.Sprintf("SN%04d", i)) }},
			{"CPU Sockets", func(i int) xlsxtest.Value { return num(float64(h(i).Sockets)) }},
			{"CPU Cores", func(i int) xlsxtest.Value { return num(float64(h(i).Cores)) }},
			{"CPU Description", func(int) xlsxtest.Value { return str("Intel(R) Xeon(R) Silver 4110 CPU @ 2.10GHz") }},
			{"Net Clock Speed (GHz)", func(i int) xlsxtest.Value { return num(float64(h(i).Cores) * h(i).ClockGHz) }},
			{"CPU Clock Speed (GHz)", func(i int) xlsxtest.Value { return num(h(i).ClockGHz) }},
			{"CPU Threads", func(i int) xlsxtest.Value { return num(float64(2 * h(i).Cores)) }},
			{e.kib("Memory"), func(i int) xlsxtest.Value { return num(h(i).MemoryKiB) }},
			{e.gib("Local Capacity"), func(int) xlsxtest.Value { return num(30) }},
			{"Guest VM Count", func(int) xlsxtest.Value { return num(0) }},
		}, len(e.Hosts)))
	}
	if !e.without("ESX Performance") {
		var rows []int
		for i, x := range e.Hosts {
			if x.Perf != nil {
				rows = append(rows, i)
			}
		}
		p := func(r int) (Host, *HostPerf) { x := e.Hosts[rows[r]]; return x, x.Perf }
		sheets = append(sheets, sheet("ESX Performance", []col{
			{"Host", func(r int) xlsxtest.Value { x, _ := p(r); return str(x.Name) }},
			{"Datacenter", func(int) xlsxtest.Value { return str("DataCenter 1") }},
			{"vCenter", func(r int) xlsxtest.Value { x, _ := p(r); return str(vc(x.VCenter)) }},
			{"Cluster", func(r int) xlsxtest.Value { x, _ := p(r); return str(x.Cluster) }},
			{"Peak CPU %", func(int) xlsxtest.Value { return num(50) }},
			{"Peak CPU (GHz)", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakCPUGHz) }},
			{"Peak Memory %", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakMemoryPct) }},
			{e.mib("Peak Memory"), func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakMemoryMiB) }},
			{"Peak IOPS", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakIOPS) }},
			{"Average IOPS", func(r int) xlsxtest.Value { _, q := p(r); return num(q.AvgIOPS) }},
			{"Average Read/Write Ratio", func(r int) xlsxtest.Value { _, q := p(r); return str(q.Ratio) }},
			{"Peak Throughput MB/s", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakMBps) }},
			{"Avg Throughput MB/s", func(r int) xlsxtest.Value { _, q := p(r); return num(q.AvgMBps) }},
			{"Peak Read Latency", func(int) xlsxtest.Value { return num(1) }},
		}, len(rows)))
	}
	sheets = append(sheets, sheet("Host Devices", []col{
		{"Server Name", func(i int) xlsxtest.Value { return str(h(i).Name) }},
		{"Device Name", func(i int) xlsxtest.Value { return str(fmt.Sprintf("Disk %d", i+1)) }},
		{"Device Type", func(int) xlsxtest.Value { return str("Cluster") }},
		{e.gib("Capacity"), func(int) xlsxtest.Value { return num(1000) }},
	}, len(e.Hosts)))
	v := func(i int) VM { return e.VMs[i] }
	power := func(x VM) string {
		if x.Power == "" {
			return "poweredOn"
		}
		return x.Power
	}
	if !e.without("VMs") {
		vms := sheet("VMs", []col{
			{"MOB ID", func(i int) xlsxtest.Value { return str(v(i).MOB) }},
			{"VM Name", func(i int) xlsxtest.Value { return str(v(i).Name) }},
			{"Guest Hostname", func(i int) xlsxtest.Value { return str("host-" + v(i).MOB) }},
			{"IsRunning", func(i int) xlsxtest.Value { return str(boolText(power(v(i)) == "poweredOn")) }},
			{"Power State", func(i int) xlsxtest.Value { return str(power(v(i))) }},
			{"VM OS", func(i int) xlsxtest.Value {
				if v(i).OS != "" {
					return str(v(i).OS)
				}
				return str("Ubuntu Linux (64-bit)")
			}},
			{"Disks", func(i int) xlsxtest.Value { return num(float64(v(i).Disks)) }},
			{"NICs", func(int) xlsxtest.Value { return num(1) }},
			{"Virtual CPU", func(i int) xlsxtest.Value { return num(float64(v(i).CPUs)) }},
			{e.mib("Provisioned Memory"), func(i int) xlsxtest.Value { return num(v(i).MemoryMiB) }},
			{e.mib("Used Memory (active)"), func(i int) xlsxtest.Value { return num(v(i).ActiveMiB) }},
			{e.mib("Consumed Memory"), func(i int) xlsxtest.Value { return num(v(i).ConsumedMiB) }},
			{"Provisioned Memory (Bytes)", func(i int) xlsxtest.Value { return num(v(i).MemoryMiB * 1048576) }},
			{e.mib("Guest VM Disk Capacity"), func(i int) xlsxtest.Value { return num(v(i).DiskSizeMiB) }},
			{e.mib("Virtual Disk Size"), func(i int) xlsxtest.Value { return num(v(i).DiskSizeMiB) }},
			{e.mib("Virtual Disk Used"), func(i int) xlsxtest.Value { return num(v(i).DiskUsedMiB) }},
			{"Template", func(i int) xlsxtest.Value { return str(boolText(v(i).Template)) }},
			{e.mib("Unshared"), func(i int) xlsxtest.Value { return num(v(i).DiskUsedMiB) }},
			{"Datacenter", func(i int) xlsxtest.Value {
				if v(i).Datacenter != "" {
					return str(v(i).Datacenter)
				}
				return str("DataCenter 1")
			}},
			{"vCenter", func(int) xlsxtest.Value { return str(vCenter) }},
			{"Cluster", func(i int) xlsxtest.Value { return str(v(i).Cluster) }},
			{"UUID", func(i int) xlsxtest.Value { return str("UUID " + v(i).MOB) }},
			{"InstanceUUID", func(i int) xlsxtest.Value { return str("InstanceUUID " + v(i).MOB) }},
			{"Datastore", func(i int) xlsxtest.Value { return str(v(i).Datastore) }},
			{"Host", func(i int) xlsxtest.Value { return str(v(i).Host) }},
		}, len(e.VMs))
		for r := 0; r < e.BlankRows; r++ {
			vms.Rows = append(vms.Rows, xlsxtest.Row{Styled: true})
		}
		sheets = append(sheets, vms)
	}
	if !e.without("VM Performance") {
		var rows []int
		for i, x := range e.VMs {
			if x.Perf != nil {
				rows = append(rows, i)
			}
		}
		p := func(r int) (VM, *VMPerf) { x := e.VMs[rows[r]]; return x, x.Perf }
		sheets = append(sheets, sheet("VM Performance", []col{
			{"VM Name", func(r int) xlsxtest.Value { x, _ := p(r); return str(x.Name) }},
			{"MOB ID", func(r int) xlsxtest.Value { x, _ := p(r); return str(x.MOB) }},
			{"Host", func(r int) xlsxtest.Value { x, _ := p(r); return str(x.Host) }},
			{"Datacenter", func(int) xlsxtest.Value { return str("DataCenter 1") }},
			{"Cluster", func(r int) xlsxtest.Value { x, _ := p(r); return str(x.Cluster) }},
			{"VM IO Classification", func(int) xlsxtest.Value { return str("Standard") }},
			{"Peak vCPU (GHz)", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakCPUGHz) }},
			{e.mib("Peak Memory"), func(int) xlsxtest.Value { return num(100) }},
			{"Peak IOPS", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakIOPS) }},
			{"Average IOPS", func(r int) xlsxtest.Value { _, q := p(r); return num(q.AvgIOPS) }},
			{"Avg Read/Write Ratio", func(r int) xlsxtest.Value { _, q := p(r); return str(q.Ratio) }},
			{"Max KB/sec", func(r int) xlsxtest.Value { _, q := p(r); return num((q.PeakReadMBps + q.PeakWriteMBps) * 1024) }},
			{"Peak Read IOPS", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakReadIOPS) }},
			{"Peak Write IOPS", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakWriteIOPS) }},
			{"Peak Read MB/s", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakReadMBps) }},
			{"Peak Write MB/s", func(r int) xlsxtest.Value { _, q := p(r); return num(q.PeakWriteMBps) }},
		}, len(rows)))
	}
	sheets = append(sheets, sheet("VM Disks", []col{
		{"MOB ID", func(i int) xlsxtest.Value { return str(v(i).MOB) }},
		{"VM Name", func(i int) xlsxtest.Value { return str(v(i).Name) }},
		{"Disk", func(int) xlsxtest.Value { return str("/") }},
		{e.mib("Capacity"), func(i int) xlsxtest.Value { return num(v(i).DiskSizeMiB) }},
	}, len(e.VMs)))
	return xlsxtest.Book{Sheets: sheets}
}

// Bytes is the workbook as an .xlsx file.
func (e Export) Bytes() []byte { return e.Book().Bytes() }

// Sample is the main fixture: two clusters of two hosts and a standalone
// host; VMs powered on and off, a template, a vCLS agent, a VM on a
// "vsanDatastore", two VMs of one name (different MOB IDs), a VM without
// a performance row. Its numbers are summed by hand in the tests.
func Sample() Export {
	const a, b = "Кластер-А", "Cluster B"
	return Export{
		Hosts: []Host{
			{Name: "esx01", Cluster: a, Sockets: 2, Cores: 16, ClockGHz: 2.1, MemoryKiB: 268435456, // 256 GiB
				Perf: &HostPerf{PeakCPUGHz: 20, PeakMemoryMiB: 131072, PeakMemoryPct: 50, PeakIOPS: 4000, AvgIOPS: 1000, Ratio: "70% / 30%", PeakMBps: 300, AvgMBps: 40}},
			{Name: "esx02", Cluster: a, Sockets: 2, Cores: 16, ClockGHz: 2.1, MemoryKiB: 268435456,
				Perf: &HostPerf{PeakCPUGHz: 10, PeakMemoryMiB: 65536, PeakMemoryPct: 25, PeakIOPS: 2000, AvgIOPS: 500, Ratio: "40% / 60%", PeakMBps: 50, AvgMBps: 10}},
			{Name: "esx03", Cluster: b, Sockets: 2, Cores: 8, ClockGHz: 2.4, MemoryKiB: 134217728, // 128 GiB
				Perf: &HostPerf{PeakCPUGHz: 5, PeakMemoryMiB: 65536, PeakMemoryPct: 50, PeakIOPS: 1000, AvgIOPS: 200, Ratio: "50% / 50%", PeakMBps: 100, AvgMBps: 5}},
			{Name: "esx04", Cluster: b, Sockets: 2, Cores: 8, ClockGHz: 2.4, MemoryKiB: 134217728, Perf: nil},
			{Name: "lab01", Sockets: 1, Cores: 8, ClockGHz: 1.9, MemoryKiB: 33554432, // 32 GiB, standalone
				Perf: &HostPerf{PeakCPUGHz: 1, PeakMemoryMiB: 16384, PeakMemoryPct: 50, PeakIOPS: 500, AvgIOPS: 50, Ratio: "78% / 22%", PeakMBps: 20, AvgMBps: 1}},
		},
		VMs: []VM{
			{MOB: "vm-101", Name: "web", Host: "esx01", Cluster: a, Datastore: "ds1", CPUs: 4, MemoryMiB: 8192, ActiveMiB: 1024, ConsumedMiB: 8000,
				Disks: 2, DiskSizeMiB: 204800, DiskUsedMiB: 102400,
				Perf: &VMPerf{PeakCPUGHz: 6, PeakIOPS: 3000, AvgIOPS: 400, Ratio: "35% / 65%", PeakWriteIOPS: 2000, PeakWriteMBps: 200, PeakReadMBps: 150}},
			{MOB: "vm-102", Name: "db", Host: "esx01", Cluster: a, Datastore: "ds1", CPUs: 8, MemoryMiB: 32768, ActiveMiB: 4096, ConsumedMiB: 32000,
				Disks: 1, DiskSizeMiB: 512000, DiskUsedMiB: 409600,
				Perf: &VMPerf{PeakCPUGHz: 12, PeakIOPS: 2500, AvgIOPS: 600, Ratio: "60% / 40%", PeakWriteIOPS: 1500, PeakWriteMBps: 150, PeakReadMBps: 200}},
			// the same name as another VM, another MOB ID: joined by MOB ID
			{MOB: "vm-103", Name: "web", Host: "esx02", Cluster: a, Datastore: "vsanDatastore", CPUs: 2, MemoryMiB: 4096, ActiveMiB: 512, ConsumedMiB: 4000,
				Disks: 1, DiskSizeMiB: 102400, DiskUsedMiB: 51200, // on a datastore named as vSAN names its own: a note
				Perf: &VMPerf{PeakCPUGHz: 2, PeakIOPS: 800, AvgIOPS: 100, Ratio: "50% / 50%", PeakWriteIOPS: 400, PeakWriteMBps: 40, PeakReadMBps: 30}},
			{MOB: "vm-104", Name: "vCLS-7e3a", Host: "esx02", Cluster: a, Datastore: "ds1", OS: "VMware Photon CRX (64-bit)", CPUs: 1, MemoryMiB: 128,
				Perf: &VMPerf{}},
			{MOB: "vm-105", Name: "old-app", Host: "esx02", Cluster: a, Datastore: "ds1", Power: "poweredOff", CPUs: 2, MemoryMiB: 4096,
				Disks: 1, DiskSizeMiB: 51200, DiskUsedMiB: 20480}, // no performance row
			{MOB: "vm-106", Name: "tmpl", Host: "esx02", Cluster: a, Datastore: "ds1", Power: "poweredOff", Template: true, CPUs: 2, MemoryMiB: 2048,
				Disks: 1, DiskSizeMiB: 40960, DiskUsedMiB: 10240},
			{MOB: "vm-201", Name: "файлы", Host: "esx03", Cluster: b, Datastore: "ds2", CPUs: 4, MemoryMiB: 16384, ActiveMiB: 2048, ConsumedMiB: 16000,
				Disks: 2, DiskSizeMiB: 1048576, DiskUsedMiB: 524288,
				Perf: &VMPerf{PeakCPUGHz: 3, PeakIOPS: 900, AvgIOPS: 150, Ratio: "20% / 80%", PeakWriteIOPS: 800, PeakWriteMBps: 120, PeakReadMBps: 20}},
			{MOB: "vm-202", Name: "backup", Host: "esx04", Cluster: b, Datastore: "ds2", CPUs: 2, MemoryMiB: 8192, ActiveMiB: 1024, ConsumedMiB: 8000,
				Disks: 1, DiskSizeMiB: 204800, DiskUsedMiB: 102400,
				Perf: &VMPerf{PeakCPUGHz: 1, PeakIOPS: 400, AvgIOPS: 20, Ratio: "10% / 90%", PeakWriteIOPS: 300, PeakWriteMBps: 60, PeakReadMBps: 5}},
			// blank cluster: a standalone host
			{MOB: "vm-301", Name: "lab-vm", Host: "lab01", Datastore: "local", CPUs: 2, MemoryMiB: 4096, ActiveMiB: 256, ConsumedMiB: 4000,
				Disks: 1, DiskSizeMiB: 81920, DiskUsedMiB: 40960,
				Perf: &VMPerf{PeakCPUGHz: 0.5, PeakIOPS: 200, AvgIOPS: 10, Ratio: "80% / 20%", PeakWriteIOPS: 50, PeakWriteMBps: 10, PeakReadMBps: 15}},
		},
	}
}

// Large is a synthetic estate of vms VMs for benchmarks: 32 VMs a host
// and 16 hosts a cluster, every VM with a performance row, every seventh
// powered off.
func Large(vms int) Export {
	e := Export{}
	hosts := (vms + 31) / 32
	for h := 0; h < hosts; h++ {
		e.Hosts = append(e.Hosts, Host{Name: fmt.Sprintf("esx%04d", h), Cluster: fmt.Sprintf("Кластер-%02d", h/16), Sockets: 2, Cores: 32,
			ClockGHz: 2.6, MemoryKiB: 805306368,
			Perf: &HostPerf{PeakCPUGHz: 40, PeakMemoryMiB: 500000, PeakMemoryPct: 64, PeakIOPS: 20000, AvgIOPS: 4000, Ratio: "65% / 35%", PeakMBps: 800, AvgMBps: 120}})
	}
	for v := 0; v < vms; v++ {
		h := v / 32
		x := VM{MOB: fmt.Sprintf("vm-%d", 1000+v), Name: fmt.Sprintf("vm-%05d", v%4000), Host: e.Hosts[h].Name, Cluster: e.Hosts[h].Cluster,
			Datastore: "ds-" + e.Hosts[h].Cluster, CPUs: 2 + v%8, MemoryMiB: float64(4096 * (1 + v%8)), ActiveMiB: 512, ConsumedMiB: 4000,
			Disks: 2, DiskSizeMiB: 204800, DiskUsedMiB: float64(50000 + v%1000),
			Perf: &VMPerf{PeakCPUGHz: 1.5, PeakIOPS: 900, AvgIOPS: 100, Ratio: "60% / 40%", PeakWriteIOPS: 400, PeakWriteMBps: 30, PeakReadMBps: 40}}
		if v%7 == 3 {
			x.Power = "poweredOff"
		}
		e.VMs = append(e.VMs, x)
	}
	return e
}
