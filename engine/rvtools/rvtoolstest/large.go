package rvtoolstest

import "fmt"

// Large is a synthetic estate of vms VMs for benchmarks: two disks each,
// every tenth with a snapshot, every seventh powered off, 32 VMs a host and
// 16 hosts a cluster (Cyrillic cluster names, two custom attributes), 1,000
// formatted blank rows on vInfo and vDisk. Large(5000) is the 5,000-VM
// workbook the import's speed is measured on: 157 hosts in 10 clusters,
// 10,000 disks.
func Large(vms int) Export {
	e := Sample()
	e.BlankRows = 1000
	e.VMs, e.Hosts = nil, nil
	hosts := (vms + 31) / 32
	for h := 0; h < hosts; h++ {
		e.Hosts = append(e.Hosts, Host{Name: fmt.Sprintf("esx%04d.example.local", h), Cluster: fmt.Sprintf("Кластер-%02d", h/16),
			ESX: "VMware ESXi 8.0.2 build-22380479", CPUs: 2, Cores: 32, MemoryMiB: 786432, MemoryUsagePct: float64(40 + h%40)})
	}
	for v := 0; v < vms; v++ {
		h := v / 32
		vm := VM{Name: fmt.Sprintf("vm-%05d", v), Cluster: fmt.Sprintf("Кластер-%02d", h/16), Host: e.Hosts[h].Name,
			CPUs: 2 + v%8, MemoryMiB: float64(4096 * (1 + v%8)), ProvisionedMiB: 200000, InUseMiB: float64(50000 + v%1000),
			Disks: []Disk{{CapacityMiB: 81920}, {CapacityMiB: 102400 + float64(v%300)*1024}},
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
