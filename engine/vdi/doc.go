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
//	desktops_per_host_memory = ⌊(host_memory_gb × 1024 − reserve_mb) / (memory per desktop × 1024 + memory_overhead_mb)⌋
//	desktops_per_host        = min(cpu bound, memory bound)
//	hosts_required           = ⌈desktops / desktops_per_host⌉ + spare_hosts
//	total_iops               = desktops × iops_per_desktop
//	write_iops               = total_iops × write_pct / 100    (VDI ≈ 70 % writes)
//	read_iops                = total_iops × (100 − write_pct) / 100
//	bootstorm_minutes        = (24 + 19) × (desktops / hosts_required) / (6401 / 64)
//
// CPU. 8–10 desktops per core is a common starting point meant to keep the
// hosts' CPU under about 80 % in steady state; no vendor source was found
// for it, and the hint says so. The default is the low end, 8. For RDSH,
// VMware's "VMware Horizon 6 RDSH Performance and Best Practices" found that
// up to 9 users per core keep the I/O operations of its View Planner
// workload under the 6 s response threshold and that the CPU holds 9–10
// users per core; the default is 9.
//
// Memory. Desktop memory is not overcommitted: inter-VM transparent page
// sharing has been off by default since the 2015 patches
// (Mem.ShareForceSalting = 2, VMware KB 2097593), so identical desktop pages
// are no longer shared and each desktop needs its configured memory backed
// by host RAM. From the host memory the calculator first reserves ESXi's
// minFree (6 % of the first 4 GB, 4 % of the next 8 GB, 2 % of the next
// 16 GB, 1 % of the rest; Frank Denneman, "Mem.MinFreePct sliding scale
// function"): below it the host leaves the High state and starts to reclaim
// memory. The per-VM overhead memory of ESXi depends on vCPUs, memory and
// video settings and is an input (memory_overhead_mb, 0 by default). In RDSH
// mode the memory per user session is session_memory_gb: 0.6 GB by default,
// an assumption derived from the RDSH study's largest server VM (96 GB for
// 16 vCPUs, 6 GB per vCPU) at 10 sessions per core.
//
// Storage. IOPS per desktop (10 by default) is an assumption: no vendor
// figure was found (VMware's Horizon planning guides leave storage sizing to
// a pilot); the field's hint and a warning say so. The write share (70 %:
// "VDI often behaves with a 70/30 write to read ratio", VMware's stretched
// cluster bandwidth guidance) gives the load that the stretched-bandwidth,
// SIOC, snapshot and vSAN capacity calculators take as input
// (Outcome.Links; the rule set goes along to those that take one).
//
// Cluster maxima (engine/limits, per rule set): 64 hosts and 8,000 VMs per
// vSphere cluster (vSphere 6.0, "VMware vCenter Server 6.0 Cluster
// Performance"), 64 hosts per vSAN cluster, 500 VMs per vSAN ESA host under
// the current rule sets. In RDSH mode sessions are not VMs, so only hosts
// are checked.
//
// Boot storm. VMware booted 6,401 desktops (about 100 per host) on 64
// all-flash Virtual SAN 6.0 hosts in batches of 1,024: "24 minutes booting
// all desktops plus allocation of IP address about 19 minutes for a total of
// about 40 minutes" ("VMware Virtual SAN 6.0: Bootstorm Demonstration",
// 2015; a Russian summary gives 16 minutes, the original 19). The model adds
// the two phases (43 minutes at the reference density; the post rounds the
// total down) and scales both linearly with the desktops per host, all hosts
// (spares included) taking part. Its limits are stated as warnings: one
// published run on all-flash vSAN; hybrid or disk-based storage is slower;
// the ready phase depends on services outside the hosts; far from 100
// desktops per host the scaling is an extrapolation. RDSH farms boot a few
// server VMs, so the estimate is not made in that mode (0, with a warning).
//
// Ranges: see the validate rules; a value that is not 0 is at least 0.01
// (IOPS, GB, MB), a write share is 0, 100 or 0.01–99.99 %.
package vdi
