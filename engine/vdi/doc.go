// Package vdi sizes a virtual desktop (VDI) or Remote Desktop Session Host
// (RDSH) farm: desktops or sessions per host, hosts required, the storage
// load, and how long a boot storm takes. It registers the "vdi-density"
// calculator.
//
// Model. Host memory follows ESXi: 1 GB = 1024 MB.
//
//	cores                    = sockets_per_host × cores_per_socket
//	desktops_per_host_cpu    = ⌊cores × desktops_per_core⌋     (mode "vdi", 8 by default)
//	                         = ⌊cores × sessions_per_core⌋     (mode "rdsh", 9 by default)
//	reserve_mb               = minFree(host_memory_gb × 1024)    (ESXi sliding scale)
//	desktops_per_host_memory = ⌊(host_memory_gb × 1024 − reserve_mb) / (memory per desktop × 1024 + memory_overhead_mb)⌋
//	desktops_per_host        = min(cpu bound, memory bound)
//	hosts_required           = ⌈desktops / desktops_per_host⌉ + spare_hosts
//	total_iops               = desktops × iops_per_desktop
//	write_iops               = total_iops × write_pct / 100    (VDI ≈ 70 % writes)
//	read_iops                = total_iops − write_iops
//	bootstorm_minutes        = (24 + 16) × (desktops / hosts_required) / (6401 / 64)
//
// CPU. 8–10 desktops per core is the usual starting point and assumes the
// hosts' CPU stays under about 80 % in steady state; the default is the low
// end, 8. For RDSH the Horizon 6 RDSH Performance and Best Practices study
// (summarised in shared/reference/000) found that up to 9 users per core keep
// the I/O operations of its View Planner workload under the 6 s response
// threshold and that the CPU holds 9–10 users per core; the default is 9.
//
// Memory. Desktop memory is not overcommitted: inter-VM transparent page
// sharing has been off by default since the 2015 patches
// (Mem.ShareForceSalting = 2, shared/reference/000), so identical desktop
// pages are no longer shared and each desktop needs its configured memory
// backed by host RAM. From the host memory the calculator first reserves
// ESXi's minFree (6 % of the first 4 GB, 4 % of the next 8 GB, 2 % of the next
// 16 GB, 1 % of the rest; shared/reference/000 and PRODUCT.md): below it the
// host leaves the High state and starts to reclaim memory (ballooning,
// compression, swapping), which VDI users feel at once. The per-VM overhead
// memory of ESXi depends on vCPUs, memory and video settings and is not in the
// sources; it is an input (memory_overhead_mb, 0 by default) to be read from
// the vSphere client. In RDSH mode the memory per user session is
// session_memory_gb: 0.6 GB by default, an assumption derived from the RDSH
// study's largest server VM (96 GB for 16 vCPUs, 6 GB per vCPU) at 10
// sessions per core.
//
// Storage. IOPS per desktop (10 by default) and the write share (70 %: "in a
// VDI environment the ratio is about 30/70", shared/reference/000) give the
// load that the stretched-bandwidth, SIOC, snapshot and vSAN capacity
// calculators take as input (Outcome.Links).
//
// Boot storm. VMware booted 6,401 desktops (about 100 per host) at once on 64
// all-flash vSAN 6 hosts: all booted in 24 minutes and had IP addresses and
// were ready 16 minutes later, 40 minutes in all, with no tuning
// (shared/reference/000). The estimate scales both phases linearly with the
// desktops per host, all hosts (spares included) taking part. Its limits are
// stated as warnings: one published run on all-flash vSAN; hybrid or
// disk-based storage is slower; the ready phase (DHCP, broker registration)
// depends on services outside the hosts; far from 100 desktops per host the
// linear scaling is an extrapolation. RDSH farms boot a few server VMs, so
// the estimate is not made in that mode (0, with a warning).
//
// Sources: shared/reference/000 (vmgu.ru articles on the vSAN stretched
// cluster sizing guidance, the Horizon 6 RDSH study, the all-flash vSAN
// bootstorm test and TPS); shared/PRODUCT.md.
package vdi
