package inventory_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
)

func TestAddSumsAndRatios(t *testing.T) {
	a := inventory.Totals{VMs: 3, PoweredOn: 2, PoweredOnVCPUs: 8, PoweredOnMemoryMiB: 16384, HostCores: 16, HostMemoryMiB: 65536, Hosts: 1}
	a.SetRatios()
	var sum inventory.Totals
	sum.Add(a)
	sum.Add(inventory.Totals{VMs: 1, PoweredOn: 1, PoweredOnVCPUs: 4, PoweredOnMemoryMiB: 16384, HostCores: 8, HostMemoryMiB: 32768, Hosts: 1})
	if sum.VMs != 4 || sum.PoweredOn != 3 || sum.Hosts != 2 {
		t.Fatalf("sums %+v", sum)
	}
	// 12 vCPUs on 24 cores; 32 GiB of VM memory on 96 GiB of hosts.
	if *sum.VCPUPerCore != 0.5 || *sum.VRAMPerRAM != 0.3333 {
		t.Errorf("ratios %v %v", *sum.VCPUPerCore, *sum.VRAMPerRAM)
	}
	var none inventory.Totals
	none.Add(inventory.Totals{VMs: 1})
	if none.VCPUPerCore != nil || none.VRAMPerRAM != nil {
		t.Error("ratios without hosts")
	}
}

func TestFactsUnits(t *testing.T) {
	r := 0.5
	facts := inventory.Facts(inventory.Totals{InUseMiB: 1_000_000, MemoryMiB: 2048, VRAMPerRAM: &r})
	by := map[string]inventory.Fact{}
	for _, f := range facts {
		by[f.Name] = f
	}
	// 1,000,000 MiB × 1.048576 / 1000 = 1,048.576 GB
	if f := by["in_use_mib"]; f.Value != 1048.576 || f.Unit != msg.GB {
		t.Errorf("in use %+v", f)
	}
	if f := by["memory_mib"]; f.Value != 2 || f.Unit != msg.GiB {
		t.Errorf("memory %+v", f)
	}
	if f := by["vram_per_ram"]; f.Value != 50 || !f.OK {
		t.Errorf("vram %+v", f)
	}
	if by["vcpu_per_core"].OK {
		t.Error("a ratio without hosts is known")
	}
	for _, f := range facts {
		if f.Label.EN == "" || f.Label.In(msg.RU) == "" {
			t.Errorf("%s has no label", f.Name)
		}
	}
}

func ExampleFacts() {
	for _, f := range inventory.Facts(inventory.Totals{VMs: 211, InUseMiB: 5_750_129})[:6] {
		fmt.Println(strings.TrimSpace(f.Label.EN + ": " + msg.FormatNum(msg.EN, f.Value) + " " + f.Unit.In(msg.EN, f.Value)))
	}
	// Output:
	// VMs (templates included): 211 VMs
	// Powered on: 0 VMs
	// Templates: 0
	// vCPUs: 0 vCPUs
	// VM memory: 0 GiB
	// Storage in use: 6,029.45 GB
}
