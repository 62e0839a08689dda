// Package vdi sizes a virtual desktop (VDI) or Remote Desktop Session Host
// (RDSH) farm: desktops or sessions per host, hosts required, the storage
// load, how long a boot storm takes, and whether the farm fits one cluster.
// It registers the "vdi-density" calculator.
//
// Model. Host memory follows ESXi: 1 GB = 1024 MB.
//
//	cores                    = sockets_per_host × cores_per_socket
//	desktops_per_host_cpu    = ⌊cores × desktops_per_core⌋     (mode "vdi", 8 by default)
//	                         = ⌊cores × sessions_per_core⌋     (mode "rdsh", 9 by default)
//	reserve_mb               = minFree(host_memory_gb × 1024)    (ESXi sliding scale)
//	overhead_mb              = memory_overhead_mb if given, else vSphere's overhead table at the
//	                           desktop's memory and desktop_vcpus (desktops; 0 for RDSH sessions)
//	desktops_per_host_memory = ⌊(host_memory_gb × 1024 − reserve_mb − system_memory_gb × 1024) / (memory per desktop × 1024 + overhead_mb)⌋
//	desktops_per_host_vsan   = 200 VMs per vSAN host (500 on ESA under the current rules), when storage is vsan
//	desktops_per_host        = min(cpu bound, memory bound, vSAN bound)
//	hosts_required           = ⌈desktops / desktops_per_host⌉ + spare_hosts
//	total_iops               = desktops × iops_per_desktop
//	write_iops               = total_iops × write_pct / 100    (VDI ≈ 70 % writes)
//	read_iops                = total_iops × (100 − write_pct) / 100
//	bootstorm_minutes        = (24 + 19) × (desktops / hosts_required) / (6401 / 64)
//
// The methodology, with the CPU and memory densities, vSphere's overhead
// table, the vSAN bound, the storage load, the boot storm, rules revision
// 2, the cluster maxima and sources: docs/vdi-density.md (Russian:
// docs/ru/vdi-density.md).
package vdi
