// Package rvtoolstest builds synthetic RVTools workbooks for tests: the
// tabs and header names of RVTools 4.x (MiB) or 3.x (MB) exports, with
// custom-attribute columns among the standard ones, formatted blank rows,
// typed total rows, formulas with cached values, shared or inline strings,
// real or text dates. No real customer export is ever committed; every
// fixture is made here, from the values a test states.
package rvtoolstest

// Long file: Export.Book writes every tab of an RVTools export in one
// function, tab after tab and column after column in the order RVTools
// writes them (about 270 lines), so that a fixture reads as the export it
// imitates; split, a tab's columns would sit away from its rows.

import (
	"fmt"
	"time"

	"github.com/sizewise/sizewise/engine/xlsx/xlsxtest"
)

// Disk is a virtual disk of a VM.
type Disk struct {
	CapacityMiB float64
	// Mode is the Disk Mode ("persistent" when empty).
	Mode string
}

// VM is one VM (vInfo row, its vDisk, vSnapshot and vMemory rows).
type VM struct {
	Name, Power, Cluster, Host string
	Template                   bool
	CPUs                       int
	MemoryMiB                  float64
	ProvisionedMiB, InUseMiB   float64
	Disks                      []Disk
	// Snapshots are the Size MiB (total) of each snapshot.
	Snapshots      []float64
	ReservationMiB float64
	// Formulas writes CPUs and Memory as formulas with cached values.
	Formulas bool
	// Attrs are its custom attribute values, by attribute name.
	Attrs map[string]string
	// Server overrides the export's vCenter for this VM.
	Server string
	// Datastore is the datastore of its files ("vsanDatastore" when
	// empty), written in vInfo's Path.
	Datastore string
	// OS is its guest OS as configured ("Other Linux (64-bit)" when
	// empty).
	OS string
}

// Datastore is one vDatastore row.
type Datastore struct {
	Name, Type string
	// Server is its vCenter (the export's when empty).
	Server string
}

// Host is one ESXi host (vHost row).
type Host struct {
	Name, Cluster, ESX string
	CPUs, Cores        int
	MemoryMiB          float64
	MemoryUsagePct     float64
}

// Export is a synthetic RVTools workbook.
type Export struct {
	// V3 writes RVTools 3.x headers (MB) and text dates.
	V3 bool
	// MetaMajor and MetaVersion are vMetaData's "RVTools major version"
	// and "RVTools version" cells (Skip: absent). MetaProperty writes the
	// Property/Value layout instead of the columns. NoMeta leaves the tab
	// out.
	MetaMajor, MetaVersion xlsxtest.Value
	MetaProperty, NoMeta   bool
	Server                 string
	Created                time.Time
	Datacenter             string
	VMs                    []VM
	Hosts                  []Host
	// CustomAttrs are custom-attribute columns, inserted after Annotation
	// (before Datacenter) as vCenter's custom fields are.
	CustomAttrs []string
	// BlankRows formatted blank rows follow the data of vInfo and vDisk.
	BlankRows int
	// TotalRows appends typed total rows (SUM formulas, no identity) to
	// vInfo and vHost.
	TotalRows bool
	// Inline writes strings inline instead of in the shared table.
	Inline bool
	// Without lists tabs to leave out ("vDisk", "vMemory"…).
	Without []string
	// Datastores are written as a vDatastore tab (none: no tab).
	Datastores []Datastore
}

func (e Export) without(name string) bool {
	for _, w := range e.Without {
		if w == name {
			return true
		}
	}
	return false
}

func (e Export) str(v string) xlsxtest.Value {
	if e.Inline {
		return xlsxtest.Inline(v)
	}
	return xlsxtest.Str(v)
}

func (e Export) unit(base string) string {
	if e.V3 {
		return base + " MB"
	}
	return base + " MiB"
}

func (e Export) date(t time.Time) xlsxtest.Value {
	if e.V3 {
		return e.str(t.Format("1/2/2006 3:04:05 PM"))
	}
	return xlsxtest.Date(t)
}

// col is a column: its header and its value for one row.
type col struct {
	header string
	val    func(i int) xlsxtest.Value
}

func (e Export) sheet(name string, cols []col, rows int) xlsxtest.Sheet {
	hdr := make([]xlsxtest.Value, len(cols))
	for k, c := range cols {
		hdr[k] = e.str(c.header)
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

func (e Export) blanks(sh *xlsxtest.Sheet, width int) {
	for r := 0; r < e.BlankRows; r++ {
		cells := []xlsxtest.Value{xlsxtest.Styled(), xlsxtest.Styled()}
		if r%2 == 0 {
			cells = nil
		}
		_ = width
		sh.Rows = append(sh.Rows, xlsxtest.Row{Styled: true, Cells: cells})
	}
}

func (e Export) server(v VM) string {
	if v.Server != "" {
		return v.Server
	}
	return e.Server
}

func (e Export) attrCols(attrs func(i int) map[string]string) []col {
	var cols []col
	for _, a := range e.CustomAttrs {
		a := a
		cols = append(cols, col{a, func(i int) xlsxtest.Value {
			if v, ok := attrs(i)[a]; ok {
				return e.str(v)
			}
			return xlsxtest.Skip
		}})
	}
	return cols
}

func power(v VM) string {
	if v.Power == "" {
		return "poweredOn"
	}
	return v.Power
}

func boolText(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

func vmID(k int) string { return fmt.Sprintf("vm-%d", 1001+k) }

// Book is the workbook.
func (e Export) Book() xlsxtest.Book {
	var sheets []xlsxtest.Sheet
	text := func(f func(i int) string) func(int) xlsxtest.Value {
		return func(i int) xlsxtest.Value { return e.str(f(i)) }
	}
	num := func(f func(i int) float64) func(int) xlsxtest.Value {
		return func(i int) xlsxtest.Value { return xlsxtest.Num(f(i)) }
	}
	none := func(int) xlsxtest.Value { return xlsxtest.Skip }
	vm := func(i int) VM { return e.VMs[i] }
	created := e.Created
	if created.IsZero() {
		created = time.Date(2026, 11, 30, 9, 15, 0, 0, time.UTC)
	}

	// vInfo: the RVTools 4.x column order, with custom attributes after
	// Annotation.
	info := []col{
		{"VM", text(func(i int) string { return vm(i).Name })},
		{"Powerstate", text(func(i int) string { return power(vm(i)) })},
		{"Template", text(func(i int) string { return boolText(vm(i).Template) })},
		{"SRM Placeholder", text(func(int) string { return "False" })},
		{"Config status", text(func(int) string { return "green" })},
		{"DNS Name", none},
		{"Connection state", text(func(int) string { return "connected" })},
		{"Guest state", text(func(i int) string {
			if power(vm(i)) == "poweredOn" {
				return "running"
			}
			return "notRunning"
		})},
		{"Creation date", func(i int) xlsxtest.Value { return e.date(created.AddDate(-1, 0, -i)) }},
		{"CPUs", func(i int) xlsxtest.Value {
			if vm(i).Formulas {
				return xlsxtest.Formula(fmt.Sprintf("%d*1", vm(i).CPUs), xlsxtest.Num(float64(vm(i).CPUs)))
			}
			return xlsxtest.Num(float64(vm(i).CPUs))
		}},
		{"Memory", func(i int) xlsxtest.Value {
			if vm(i).Formulas {
				return xlsxtest.Formula(fmt.Sprintf("%g*1024", vm(i).MemoryMiB/1024), xlsxtest.Num(vm(i).MemoryMiB))
			}
			return xlsxtest.Num(vm(i).MemoryMiB)
		}},
		{"NICs", num(func(int) float64 { return 1 })},
		{"Disks", num(func(i int) float64 { return float64(len(vm(i).Disks)) })},
		{e.unit("Total disk capacity"), num(func(i int) float64 {
			t := 0.0
			for _, d := range vm(i).Disks {
				t += d.CapacityMiB
			}
			return t
		})},
		{"Primary IP Address", none},
		{"Network #1", text(func(int) string { return "VM Network" })},
		{"Resource pool", text(func(int) string { return "Resources" })},
		{"Folder", text(func(int) string { return "vm" })},
		{e.unit("Provisioned"), num(func(i int) float64 { return vm(i).ProvisionedMiB })},
		{e.unit("In Use"), num(func(i int) float64 { return vm(i).InUseMiB })},
		{e.unit("Unshared"), num(func(i int) float64 { return vm(i).InUseMiB })},
		{"HW version", num(func(int) float64 { return 19 })},
		{"Path", text(func(i int) string {
			ds := vm(i).Datastore
			if ds == "" {
				ds = "vsanDatastore"
			}
			return "[" + ds + "] " + vm(i).Name + "/" + vm(i).Name + ".vmx"
		})},
		{"Annotation", none},
	}
	info = append(info, e.attrCols(func(i int) map[string]string { return vm(i).Attrs })...)
	info = append(info,
		col{"Datacenter", text(func(int) string { return e.Datacenter })},
		col{"Cluster", func(i int) xlsxtest.Value {
			if vm(i).Cluster == "" {
				return xlsxtest.Skip
			}
			return e.str(vm(i).Cluster)
		}},
		col{"Host", text(func(i int) string { return vm(i).Host })},
		col{"OS according to the configuration file", text(func(i int) string {
			if vm(i).OS != "" {
				return vm(i).OS
			}
			return "Other Linux (64-bit)"
		})},
		col{"OS according to the VMware Tools", none},
		col{"VM ID", text(vmID)},
		col{"VM UUID", text(func(i int) string { return fmt.Sprintf("4203%04d-0000-0000-0000-000000000000", i) })},
		col{"VI SDK Server type", text(func(int) string { return "VMware VirtualCenter Server" })},
		col{"VI SDK API Version", text(func(int) string { return "8.0.2.0" })},
		col{"VI SDK Server", text(func(i int) string { return e.server(vm(i)) })},
		col{"VI SDK UUID", text(func(int) string { return "c0ffee00-0000-0000-0000-000000000000" })},
	)
	vinfo := e.sheet("vInfo", info, len(e.VMs))
	if e.TotalRows {
		e.totalRow(&vinfo, info, len(e.VMs), "Total", map[string]bool{"CPUs": true, "Memory": true, e.unit("Provisioned"): true, e.unit("In Use"): true})
	}
	e.blanks(&vinfo, len(info))
	sheets = append(sheets, vinfo)

	// vCPU: present in real exports, not read.
	sheets = append(sheets, e.sheet("vCPU", []col{
		{"VM", text(func(i int) string { return vm(i).Name })},
		{"CPUs", num(func(i int) float64 { return float64(vm(i).CPUs) })},
	}, len(e.VMs)))

	if !e.without("vMemory") {
		sheets = append(sheets, e.sheet("vMemory", []col{
			{"VM", text(func(i int) string { return vm(i).Name })},
			{"Powerstate", text(func(i int) string { return power(vm(i)) })},
			{"Template", text(func(i int) string { return boolText(vm(i).Template) })},
			{e.unit("Size"), num(func(i int) float64 { return vm(i).MemoryMiB })},
			{"Consumed", num(func(i int) float64 { return vm(i).MemoryMiB / 2 })},
			{"Reservation", num(func(i int) float64 { return vm(i).ReservationMiB })},
			{"Limit", num(func(int) float64 { return -1 })},
			{"Datacenter", text(func(int) string { return e.Datacenter })},
			{"Cluster", text(func(i int) string { return vm(i).Cluster })},
			{"VM ID", text(vmID)},
			{"VI SDK Server", text(func(i int) string { return e.server(vm(i)) })},
		}, len(e.VMs)))
	}

	if !e.without("vDisk") {
		type diskRow struct {
			vm, k int
			d     Disk
		}
		var disks []diskRow
		for i, v := range e.VMs {
			for k, d := range v.Disks {
				disks = append(disks, diskRow{i, k, d})
			}
		}
		dv := func(r int) VM { return e.VMs[disks[r].vm] }
		dcols := []col{
			{"VM", text(func(r int) string { return dv(r).Name })},
			{"Powerstate", text(func(r int) string { return power(dv(r)) })},
			{"Template", text(func(r int) string { return boolText(dv(r).Template) })},
			{"Disk", text(func(r int) string { return fmt.Sprintf("Hard disk %d", disks[r].k+1) })},
			{"Disk Key", num(func(r int) float64 { return float64(2000 + disks[r].k) })},
			{"Disk Path", text(func(r int) string {
				return fmt.Sprintf("[vsanDatastore] %s/%s_%d.vmdk", dv(r).Name, dv(r).Name, disks[r].k)
			})},
			{e.unit("Capacity"), num(func(r int) float64 { return disks[r].d.CapacityMiB })},
			{"Raw", text(func(int) string { return "False" })},
			{"Disk Mode", text(func(r int) string {
				if disks[r].d.Mode == "" {
					return "persistent"
				}
				return disks[r].d.Mode
			})},
			{"Thin", text(func(int) string { return "True" })},
			{"Annotation", none},
		}
		dcols = append(dcols, e.attrCols(func(r int) map[string]string { return dv(r).Attrs })...)
		dcols = append(dcols,
			col{"Datacenter", text(func(int) string { return e.Datacenter })},
			col{"Cluster", text(func(r int) string { return dv(r).Cluster })},
			col{"Host", text(func(r int) string { return dv(r).Host })},
			col{"VM ID", text(func(r int) string { return vmID(disks[r].vm) })},
			col{"VI SDK Server", text(func(r int) string { return e.server(dv(r)) })},
		)
		sh := e.sheet("vDisk", dcols, len(disks))
		e.blanks(&sh, len(dcols))
		sheets = append(sheets, sh)
	}

	if !e.without("vSnapshot") {
		type snapRow struct {
			vm, k int
			mib   float64
		}
		var snaps []snapRow
		for i, v := range e.VMs {
			for k, s := range v.Snapshots {
				snaps = append(snaps, snapRow{i, k, s})
			}
		}
		sv := func(r int) VM { return e.VMs[snaps[r].vm] }
		sheets = append(sheets, e.sheet("vSnapshot", []col{
			{"VM", text(func(r int) string { return sv(r).Name })},
			{"Powerstate", text(func(r int) string { return power(sv(r)) })},
			{"Name", text(func(r int) string { return fmt.Sprintf("before-patch-%d", snaps[r].k+1) })},
			{"Description", none},
			{"Date / time", func(r int) xlsxtest.Value { return e.date(created.AddDate(0, 0, -10*(snaps[r].k+1))) }},
			{"Filename", text(func(r int) string { return fmt.Sprintf("%s-Snapshot%d.vmsn", sv(r).Name, snaps[r].k+1) })},
			{e.unit("Size") + " (vmsn)", num(func(int) float64 { return 0.03 })},
			{e.unit("Size") + " (total)", num(func(r int) float64 { return snaps[r].mib })},
			{"Quiesced", text(func(int) string { return "False" })},
			{"Datacenter", text(func(int) string { return e.Datacenter })},
			{"Cluster", text(func(r int) string { return sv(r).Cluster })},
			{"Host", text(func(r int) string { return sv(r).Host })},
			{"VM ID", text(func(r int) string { return vmID(snaps[r].vm) })},
			{"VI SDK Server", text(func(r int) string { return e.server(sv(r)) })},
		}, len(snaps)))
	}

	if !e.without("vHost") {
		h := func(i int) Host { return e.Hosts[i] }
		hcols := []col{
			{"Host", text(func(i int) string { return h(i).Name })},
			{"Datacenter", text(func(int) string { return e.Datacenter })},
			{"Cluster", func(i int) xlsxtest.Value {
				if h(i).Cluster == "" {
					return xlsxtest.Skip
				}
				return e.str(h(i).Cluster)
			}},
			{"Config status", text(func(int) string { return "green" })},
			{"CPU Model", text(func(int) string { return "Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz" })},
			{"Speed", num(func(int) float64 { return 1995 })},
			{"# CPU", num(func(i int) float64 { return float64(h(i).CPUs) })},
			{"Cores per CPU", num(func(i int) float64 { return float64(h(i).Cores / max(h(i).CPUs, 1)) })},
			{"# Cores", num(func(i int) float64 { return float64(h(i).Cores) })},
			{"CPU usage %", num(func(int) float64 { return 23 })},
			{"# Memory", num(func(i int) float64 { return h(i).MemoryMiB })},
			{"Memory usage %", num(func(i int) float64 { return h(i).MemoryUsagePct })},
			{"# VMs", num(func(int) float64 { return 0 })},
			{"ESX Version", text(func(i int) string { return h(i).ESX })},
		}
		hcols = append(hcols, e.attrCols(func(int) map[string]string { return nil })...)
		hcols = append(hcols,
			col{"Object ID", text(func(i int) string { return fmt.Sprintf("host-%d", 10+i) })},
			col{"VI SDK Server", text(func(int) string { return e.Server })},
		)
		sh := e.sheet("vHost", hcols, len(e.Hosts))
		if e.TotalRows {
			e.totalRow(&sh, hcols, len(e.Hosts), "Итого", map[string]bool{"# Cores": true, "# Memory": true})
		}
		sheets = append(sheets, sh)
	}

	if len(e.Datastores) > 0 {
		d := func(i int) Datastore { return e.Datastores[i] }
		sheets = append(sheets, e.sheet("vDatastore", []col{
			{"Name", text(func(i int) string { return d(i).Name })},
			{"Config status", text(func(int) string { return "green" })},
			{"Accessible", text(func(int) string { return "True" })},
			{"Type", text(func(i int) string { return d(i).Type })},
			{e.unit("Capacity"), num(func(int) float64 { return 1 << 22 })},
			{"URL", text(func(i int) string { return "ds:///vmfs/volumes/" + d(i).Name + "/" })},
			{"VI SDK Server", text(func(i int) string {
				if d(i).Server != "" {
					return d(i).Server
				}
				return e.Server
			})},
		}, len(e.Datastores)))
	}

	sheets = append(sheets, e.sheet("vNetwork", []col{{"VM", text(func(i int) string { return vm(i).Name })}}, len(e.VMs)))

	if !e.NoMeta {
		meta := xlsxtest.Sheet{Name: "vMetaData"}
		if e.MetaProperty {
			meta.Rows = []xlsxtest.Row{
				{Cells: []xlsxtest.Value{e.str("Property"), e.str("Value")}},
				{Cells: []xlsxtest.Value{e.str("RVTools version"), e.MetaVersion}},
				{Cells: []xlsxtest.Value{e.str("xlsx creation datetime"), e.date(created)}},
				{Cells: []xlsxtest.Value{e.str("Server"), e.str(e.Server)}},
			}
		} else {
			meta.Rows = []xlsxtest.Row{
				{Cells: []xlsxtest.Value{e.str("RVTools major version"), e.str("RVTools version"), e.str("xlsx creation datetime"), e.str("Server")}},
				{Cells: []xlsxtest.Value{e.MetaMajor, e.MetaVersion, e.date(created), e.str(e.Server)}},
			}
		}
		sheets = append(sheets, meta)
	}
	return xlsxtest.Book{Sheets: sheets, NoSharedStrings: e.Inline}
}

// totalRow appends a typed total row: label in the first column, SUM
// formulas (with cached values) under the summed columns, nothing else.
func (e Export) totalRow(sh *xlsxtest.Sheet, cols []col, rows int, label string, sum map[string]bool) {
	cells := make([]xlsxtest.Value, len(cols))
	cells[0] = e.str(label)
	for k, c := range cols {
		if !sum[c.header] {
			continue
		}
		total := 0.0
		for r := 0; r < rows; r++ {
			v := c.val(r)
			total += xlsxtest.NumberOf(v)
		}
		letter := columnLetter(k + 1)
		cells[k] = xlsxtest.Formula(fmt.Sprintf("SUM(%s2:%s%d)", letter, letter, rows+1), xlsxtest.Num(total))
	}
	sh.Rows = append(sh.Rows, xlsxtest.Row{Cells: cells})
}

func columnLetter(c int) string {
	s := ""
	for c > 0 {
		c--
		s = string(rune('A'+c%26)) + s
		c /= 26
	}
	return s
}

// Bytes is the workbook as an .xlsx file.
func (e Export) Bytes() []byte { return e.Book().Bytes() }
