// Package officetest holds the plans the deliverables are tested and
// measured with: a plan of eight scenarios of every kind of chart (with a
// comparison, a chain, titles, notes and an imported inventory with an
// exclusion report), the same scenarios repeated to any count, and hostile
// plans (huge notes, the most scenarios a plan holds).
package officetest

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/sizewise/sizewise/app/plans"
	_ "github.com/sizewise/sizewise/engine/all" // every calculator
)

// Date is the fixtures' date: 4 December 2026.
var Date = time.Date(2026, 12, 4, 10, 30, 0, 0, time.UTC)

// scenario is one entry of the fixtures.
type scenario struct {
	id, calculator, title, note, from, inputs string
}

// eight are the scenarios of Plan8: every chart kind (line, bars, stacked
// bars, scale), record tables (SIOC's VMs and hosts), many worked steps
// and warnings, a chain (VDI → stretched) and two vSAN capacity scenarios
// under the classic and the vSAN 8 ESA rules, compared.
var eight = []scenario{
	{"e1", "vdi-density", "Horizon VDI, 6,401 desktops", "Peak at 08:30 when the call centre logs on.", "", `{"desktops": 6401}`},
	{"e2", "stretched-bandwidth", "Site A ↔ Site B", "", "e1", `{"write_iops": 44807, "write_size_kb": 4, "components": 1200, "hosts_per_site": 8, "link_mbps": 10000}`},
	{"e3", "memory-states", "ESXi host, 512 GB", "", "", `{"host_memory_gb": 512, "free_memory_mb": 4000}`},
	{"e4", "sioc", "Shared datastore", "", "", ``},
	{"e5", "snapshot", "Backup window snapshot", "Snapshots are kept up to 24 hours during backup.", "", `{"read_iops": 1200, "write_iops": 800, "disk_iops_capacity": 2400}`},
	{"e6", "vsan-capacity", "Classic rules", "", "", `{"hosts": 6, "vm_data_gb": 20000, "policy": "raid1-ftt1"}`},
	{"e7", "vsan-capacity", "vSAN 8 ESA", "", "", `{"hosts": 6, "vm_data_gb": 20000, "policy": "raid5-ftt1", "rules": "vsan8-esa", "architecture": "esa", "devices_per_host": 8, "capacity_disk_gb": 3840}`},
	{"e8", "cache-sim", "Hybrid disk group", "", "", `{"ios": 20000, "warmup_ios": 20000}`},
}

// inventory is an imported plan's inventory summary, as `sizewise import`
// writes it, with an exclusion report as a newer import writes one.
const inventory = `{"source": {"tool": "RVTools", "version": "4.7.1.4", "vcenter": "vc01.example.local", "units": "MiB", "file": "RVTools_export_all.xlsx"},
 "vms": 211, "powered_on": 187, "templates": 6, "vcpus": 842, "memory_mib": 3407872, "provisioned_mib": 58744650, "in_use_mib": 41250129,
 "disks": 402, "disk_capacity_mib": 56081530, "snapshots": 12, "snapshot_mib": 204800, "hosts": 8, "host_cores": 256, "host_memory_mib": 6291456,
 "powered_on_vcpus": 760, "powered_on_memory_mib": 3080192, "vcpu_per_core": 2.9688, "vram_per_ram": 0.4896,
 "clusters": [{"name": "Prod", "vms": 150, "powered_on": 140, "hosts": 6, "in_use_mib": 31250129, "provisioned_mib": 44744650, "host_cores": 192, "host_memory_mib": 4718592, "vcpu_per_core": 3.125, "vram_per_ram": 0.5},
              {"name": "(no cluster)", "vms": 61, "powered_on": 47, "hosts": 2, "in_use_mib": 10000000, "provisioned_mib": 14000000, "host_cores": 64, "host_memory_mib": 1572864, "vcpu_per_core": 2.5, "vram_per_ram": 0.45}],
 "excluded": [{"reason": "template", "count": 6, "names": ["tpl-win2022", "tpl-rhel9"]}, {"reason": "vCLS system VM", "count": 3, "names": ["vCLS-1", "vCLS-2", "vCLS-3"]}]}`

// Plan8 is the eight-scenario plan of a customer, as the plan library
// keeps it.
func Plan8() plans.Plan {
	p := build("Acme DR design", "Acme Corporation", eight)
	p.Comparisons = []plans.Comparison{{ID: "c1", Entries: []string{"e6", "e7"}}}
	p.Inventory = json.RawMessage(compact(inventory))
	p.Notes = []string{"The powered-off VMs are counted: their disks use storage today.", "Hosts 1 MiB apart in memory are grouped."}
	return p
}

// Plan is n scenarios: the eight of Plan8 repeated (titled by their
// number), with the comparison of the first two vSAN capacity scenarios.
func Plan(n int) plans.Plan {
	var ss []scenario
	for i := 0; i < n; i++ {
		s := eight[i%len(eight)]
		s.id = "e" + strconv.Itoa(i+1)
		s.title += " #" + strconv.Itoa(i+1)
		if s.from != "" {
			s.from = "e" + strconv.Itoa(i)
		}
		ss = append(ss, s)
	}
	p := build("Plan of "+strconv.Itoa(n), "Acme Corporation", ss)
	if n >= 7 {
		p.Comparisons = []plans.Comparison{{ID: "c1", Entries: []string{"e6", "e7"}}}
	}
	return p
}

// Hostile is a plan at the bounds: 200 scenarios (calc.MaxScenarios), each
// with a note of 200,000 characters and a name of 100,000, a customer and
// a plan name full of what XML cannot hold.
func Hostile() plans.Plan {
	p := Plan(200)
	huge := strings.Repeat("Ω <&> \x01\x00 \uFFFE", 20000)
	p.Name = strings.Repeat("Plan\x0b ", 20000)
	p.Customer = huge
	for i := range p.Scenarios {
		p.Scenarios[i].Note = huge
		p.Scenarios[i].Title = huge[:1000]
		if p.Scenarios[i].Scenario.Calculator == "cache-sim" {
			// the bounds are the document's, not the simulation's
			p.Scenarios[i].Scenario.Inputs = json.RawMessage(`{"ios": 2000, "warmup_ios": 0}`)
		}
	}
	return p
}

func build(name, customer string, ss []scenario) plans.Plan {
	p := plans.Plan{ID: "p1", Name: name, Customer: customer, Created: Date, Updated: Date}
	for _, s := range ss {
		e := plans.NewEntry(s.calculator, nil)
		if s.inputs != "" {
			e.Scenario.Inputs = json.RawMessage(s.inputs)
		}
		e.ID, e.Title, e.Note, e.From = s.id, s.title, s.note, s.from
		p.Scenarios = append(p.Scenarios, e)
	}
	return p
}

// compact is s without its insignificant spaces, its members in order.
func compact(s string) string {
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(s)); err != nil {
		panic(err)
	}
	return b.String()
}
