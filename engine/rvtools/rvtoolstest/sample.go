package rvtoolstest

import "github.com/sizewise/sizewise/engine/xlsx/xlsxtest"

// Sample is the main RVTools 4.x fixture: vCenter vc01.example.local,
// RVTools 4.7.1.4, two clusters (one with a Cyrillic name) and a standalone
// host; powered-on, powered-off and suspended VMs, a template, a VM named
// "Total" (a real VM: its identity cells are filled), snapshots, an
// independent disk, a disk over 255 GB, a memory reservation, a formula
// with its cached value, custom attributes among the columns, 3,000
// formatted blank rows and typed total rows. Its numbers are stated here
// and summed by hand in the tests.
func Sample() Export {
	const prod, dmz = "Прод-Кластер", "DMZ"
	return Export{
		MetaMajor:   xlsxtest.Str("4.7"),
		MetaVersion: xlsxtest.Str("4.7.1.4"),
		Server:      "vc01.example.local",
		Datacenter:  "ЦОД-1",
		CustomAttrs: []string{"Backup status", "Владелец", "Last backup"},
		BlankRows:   3000,
		TotalRows:   true,
		Hosts: []Host{
			{Name: "esx01.example.local", Cluster: prod, ESX: "VMware ESXi 7.0.3 build-21930508", CPUs: 2, Cores: 16, MemoryMiB: 262144, MemoryUsagePct: 61.5},
			{Name: "esx02.example.local", Cluster: prod, ESX: "VMware ESXi 7.0.3 build-21930508", CPUs: 2, Cores: 16, MemoryMiB: 262144, MemoryUsagePct: 48},
			{Name: "esx03.example.local", Cluster: prod, ESX: "VMware ESXi 8.0.2 build-22380479", CPUs: 2, Cores: 24, MemoryMiB: 393216, MemoryUsagePct: 40},
			{Name: "dmz01.example.local", Cluster: dmz, ESX: "VMware ESXi 6.7.0 build-17700523", CPUs: 1, Cores: 8, MemoryMiB: 131072, MemoryUsagePct: 70},
			{Name: "dmz02.example.local", Cluster: dmz, ESX: "VMware ESXi 6.7.0 build-17700523", CPUs: 1, Cores: 8, MemoryMiB: 131072, MemoryUsagePct: 55},
			{Name: "lab01.example.local", ESX: "VMware ESXi 5.5.0 build-3568722", CPUs: 1, Cores: 4, MemoryMiB: 65536, MemoryUsagePct: 20},
		},
		VMs: []VM{
			{Name: "веб-01", Cluster: prod, Host: "esx01.example.local", CPUs: 4, MemoryMiB: 8192, ProvisionedMiB: 106496, InUseMiB: 51200,
				Disks: []Disk{{CapacityMiB: 40960}, {CapacityMiB: 65536}}, Snapshots: []float64{2048},
				Attrs: map[string]string{"Backup status": "OK", "Владелец": "Иванов"}},
			{Name: "db-01", Cluster: prod, Host: "esx02.example.local", CPUs: 8, MemoryMiB: 32768, ProvisionedMiB: 1132544, InUseMiB: 716800,
				Disks: []Disk{{CapacityMiB: 51200}, {CapacityMiB: 1048576}}, ReservationMiB: 16384, Formulas: true,
				Attrs: map[string]string{"Backup status": "OK", "Last backup": "2026-11-29"}},
			{Name: "app-01", Power: "poweredOff", Cluster: prod, Host: "esx03.example.local", CPUs: 2, MemoryMiB: 4096, ProvisionedMiB: 45056, InUseMiB: 20480,
				Disks: []Disk{{CapacityMiB: 40960}}},
			{Name: "tmpl-linux", Power: "poweredOff", Template: true, Cluster: prod, Host: "esx03.example.local", CPUs: 2, MemoryMiB: 2048, ProvisionedMiB: 16384, InUseMiB: 8192,
				Disks: []Disk{{CapacityMiB: 16384}}},
			{Name: "Total", Cluster: prod, Host: "esx01.example.local", CPUs: 2, MemoryMiB: 4096, ProvisionedMiB: 30720, InUseMiB: 10240,
				Disks: []Disk{{CapacityMiB: 20480}, {CapacityMiB: 6144, Mode: "independent_persistent"}}, Snapshots: []float64{1024}},
			{Name: "proxy-01", Cluster: dmz, Host: "dmz01.example.local", CPUs: 2, MemoryMiB: 2048, ProvisionedMiB: 22528, InUseMiB: 12288,
				Disks: []Disk{{CapacityMiB: 20480}}, Snapshots: []float64{512, 1536}},
			{Name: "mail-01", Power: "suspended", Cluster: dmz, Host: "dmz02.example.local", CPUs: 4, MemoryMiB: 16384, ProvisionedMiB: 358400, InUseMiB: 307200,
				Disks: []Disk{{CapacityMiB: 307200}}},
			{Name: "lab-vm", Host: "lab01.example.local", CPUs: 1, MemoryMiB: 1024, ProvisionedMiB: 10240, InUseMiB: 5120,
				Disks: []Disk{{CapacityMiB: 9216}}},
		},
	}
}
