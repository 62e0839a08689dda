package plans

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/inventory"
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
	if !strings.HasPrefix(s.M[PlanPrefix+p.ID], `{"schema":3,`) {
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
