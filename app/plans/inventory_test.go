package plans

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/liveoptics"
	"github.com/sizewise/sizewise/engine/liveoptics/liveopticstest"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rvtools"
	"github.com/sizewise/sizewise/engine/rvtools/rvtoolstest"
)

// importSample is the plan document `sizewise import rvtools` writes for
// the synthetic RVTools 4.x sample workbook.
func importSample(t *testing.T) []byte {
	t.Helper()
	book := rvtoolstest.Sample().Bytes()
	p, err := rvtools.Import(bytes.NewReader(book), int64(len(book)), "rvtools-export.xlsx", rvtools.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// An imported RVTools plan keeps its inventory summary and notes through
// the library, a backup and the plan document (schema 3), and a plan
// without them is still written as schema 1.
func TestImportKeepsInventory(t *testing.T) {
	imp, err := ImportJSON(importSample(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(imp.Problems) != 0 {
		t.Errorf("problems: %v", imp.Problems)
	}
	var inv inventory.Inventory
	if err := json.Unmarshal(imp.Plan.Inventory, &inv); err != nil {
		t.Fatal(err)
	}
	if inv.Source.Version != "4.7.1.4" || inv.Source.VCenter != "vc01.example.local" || len(inv.Clusters) != 3 {
		t.Fatalf("inventory %+v", inv)
	}
	s := NewMemStore()
	l := newLib(t, s)
	p, err := l.Import(imp.Plan)
	if err != nil {
		t.Fatal(err)
	}
	// schema 5: its entries keep the import's notes as their explanation
	if !strings.HasPrefix(s.M[PlanPrefix+p.ID], `{"schema":5,`) {
		t.Errorf("stored as %.40s", s.M[PlanPrefix+p.ID])
	}
	// A new library reads it back with its inventory.
	l2 := newLib(t, s)
	got, ok := l2.Get(p.ID)
	if !ok || !bytes.Equal(got.Inventory, imp.Plan.Inventory) || len(got.Notes) != len(imp.Plan.Notes) {
		t.Fatalf("read back %v %s", ok, got.Inventory)
	}
	// The backup and the plan document carry it; importing either keeps it.
	for _, export := range []func(Plan) ([]byte, error){ExportBackupJSON, ExportPlanJSON} {
		b, err := export(got)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ImportJSON(b)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(back.Plan.Inventory, imp.Plan.Inventory) {
			t.Errorf("round trip lost the inventory:\n%s", b)
		}
	}
	// Duplicating keeps it too.
	dup, err := l2.Duplicate(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(dup.Inventory, imp.Plan.Inventory) {
		t.Error("the copy lost the inventory")
	}
	// A plan without an inventory is schema 1, as before.
	plain := mustCreate(t, l2, "Plain")
	if !strings.HasPrefix(s.M[PlanPrefix+plain.ID], `{"schema":1,`) {
		t.Errorf("plain plan stored as %.40s", s.M[PlanPrefix+plain.ID])
	}
}

// The Markdown export of an imported plan carries the inventory the page
// shows: source, totals, one row per cluster, units and the import's notes.
func TestMarkdownInventory(t *testing.T) {
	imp, err := ImportJSON(importSample(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		lang msg.Lang
		want []string
	}{
		{msg.EN, []string{
			"## Inventory\n\nRVTools 4.7.1.4 · vCenter vc01.example.local · exported 2026-11-30 09:15:00 · rvtools-export.xlsx\n",
			"| VMs (templates included) | 8 VMs |",
			// 1,131,520 MiB × 1.048576 / 1000
			"| Storage in use | 1,186.48 GB |",
			"| Cluster | Hosts | VMs (templates included) | Powered on | Storage in use | Storage provisioned | vCPUs per core (powered-on VMs) | VM memory per host memory (powered-on VMs) |",
			"| DMZ | 2 hosts | 2 VMs | 1 VM | 335.01 GB | 399.43 GB | 0.12 | 0.78 % |",
			"| (no cluster) | 1 host |",
			"\n- vInfo: rows without a VM value skipped (formatted blank rows): 3,000.",
			"### Import notes\n\n- vDatastore is not in the workbook",
			"Capacities from RVTools in MiB × 1.048576 / 1000 = decimal GB",
			// the target host the scenarios are sized for
			"**Target host**: 32 cores at 2.4 GHz, 512 GiB of memory, vSAN ESA (NVMe storage pool): 5 × 3,200 GB capacity devices",
		}},
		{msg.RU, []string{
			"## Инвентаризация",
			"| ВМ (с шаблонами) | 8 ВМ |",
			"| Занято на хранилище | 1\u00a0186,48 ГБ |",
			"| (без кластера) | 1 хост |",
		}},
	} {
		md := string(ExportMarkdown(imp.Plan, MarkdownOptions{Lang: tt.lang}))
		for _, w := range tt.want {
			if !strings.Contains(md, w) {
				t.Errorf("%s: the Markdown lacks %q:\n%.1500s", tt.lang, w, md)
			}
		}
	}
	// A plan without an inventory has no such section.
	if md := string(ExportMarkdown(Plan{Name: "Plain"}, MarkdownOptions{})); strings.Contains(md, "Inventory") {
		t.Errorf("plain plan:\n%s", md)
	}
}

// A Live Optics plan's Markdown carries what was measured, what was left
// out of the sizing and the target host, in both languages.
func TestMarkdownMeasured(t *testing.T) {
	book := liveopticstest.Sample().Bytes()
	p, err := liveoptics.Import(bytes.NewReader(book), int64(len(book)), "LiveOptics_1_VMWARE.xlsx", liveoptics.Options{})
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := json.Marshal(p)
	imp, err := ImportJSON(doc)
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[msg.Lang][]string{
		msg.EN: {"### Measured performance", "| Peak write throughput (hosts' peaks) | 510 MiB/s |", "| Peak IOPS (hosts' peaks) | 7,500 IOPS |",
			"### Left out of the sizing\n\n- vCLS and other system VMs (vSphere recreates them): 1 VM (Кластер-А / vCLS-7e3a)",
			"**Target host**: 32 cores at 2.4 GHz", "Capacities from Live Optics in MiB"},
		msg.RU: {"### Измеренная производительность", "| Пиковый поток записи (пики хостов) | 510 МиБ/с |", "### Не учтено при расчёте", "**Целевой хост**: 32 ядра по 2,4 ГГц"},
	} {
		md := string(ExportMarkdown(imp.Plan, MarkdownOptions{Lang: lang}))
		for _, w := range want {
			if !strings.Contains(md, w) {
				t.Errorf("%s: the Markdown lacks %q:\n%.3000s", lang, w, md)
			}
		}
	}
}
