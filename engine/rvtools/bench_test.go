package rvtools_test

import (
	"bytes"
	"fmt"
	"sync"
	"testing"

	"github.com/sizewise/sizewise/engine/rvtools"
	"github.com/sizewise/sizewise/engine/rvtools/rvtoolstest"
)

// LargeExport is a synthetic estate of vms VMs (two disks each, every
// tenth with a snapshot) in clusters of 16 hosts, one host per 32 VMs.
func largeExport(vms int) rvtoolstest.Export {
	e := rvtoolstest.Sample()
	e.BlankRows = 1000
	e.VMs, e.Hosts = nil, nil
	hosts := (vms + 31) / 32
	for h := 0; h < hosts; h++ {
		e.Hosts = append(e.Hosts, rvtoolstest.Host{Name: fmt.Sprintf("esx%04d.example.local", h), Cluster: fmt.Sprintf("Кластер-%02d", h/16),
			ESX: "VMware ESXi 8.0.2 build-22380479", CPUs: 2, Cores: 32, MemoryMiB: 786432, MemoryUsagePct: float64(40 + h%40)})
	}
	for v := 0; v < vms; v++ {
		h := v / 32
		vm := rvtoolstest.VM{Name: fmt.Sprintf("vm-%05d", v), Cluster: fmt.Sprintf("Кластер-%02d", h/16), Host: e.Hosts[h].Name,
			CPUs: 2 + v%8, MemoryMiB: float64(4096 * (1 + v%8)), ProvisionedMiB: 200000, InUseMiB: float64(50000 + v%1000),
			Disks: []rvtoolstest.Disk{{CapacityMiB: 81920}, {CapacityMiB: 102400 + float64(v%300)*1024}},
			Attrs: map[string]string{"Backup status": "OK", "Владелец": fmt.Sprint("team-", v%17)}}
		if v%7 == 3 {
			vm.Power = "poweredOff"
		}
		if v%10 == 0 {
			vm.Snapshots = []float64{float64(v % 5000)}
		}
		e.VMs = append(e.VMs, vm)
	}
	return e
}

var (
	large5000     []byte
	large5000Once sync.Once
)

// BenchmarkImport5000 imports a 5,000-VM workbook (vInfo, vDisk with 10,000
// disks, vHost with 157 hosts, vSnapshot, vMemory, vMetaData; 1,000 formatted
// blank rows on vInfo and vDisk).
func BenchmarkImport5000(b *testing.B) {
	large5000Once.Do(func() { large5000 = largeExport(5000).Bytes() })
	data := large5000
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		p, err := rvtools.Import(bytes.NewReader(data), int64(len(data)), "large.xlsx", rvtools.Options{})
		if err != nil || p.Inventory.VMs != 5000 {
			b.Fatalf("%v %d", err, p.Inventory.VMs)
		}
	}
}

func TestLargeExport(t *testing.T) {
	if testing.Short() {
		t.Skip("large workbook")
	}
	data := largeExport(1000).Bytes()
	p := importBytes(t, data, rvtools.Options{})
	if p.Inventory.VMs != 1000 || p.Inventory.Disks != 2000 || p.Inventory.Snapshots != 100 || p.Inventory.Hosts != 32 || len(p.Inventory.Clusters) != 2 {
		t.Errorf("inventory %+v", p.Inventory.Totals)
	}
}
