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
// memory. Each desktop VM also needs ESXi's overhead memory: unless given
// (memory_overhead_mb), it is read from vSphere's "Sample Overhead Memory
// on Virtual Machines" (vSphere Resource Management 6.5 and 6.7) at the
// desktop's memory and vCPUs (desktop_vcpus, 2 by default), between the
// table's rows and columns: 29.91 MB at 1 GB and 2 vCPUs, 37.51 MB at 2 GB,
// 52.72 MB at 4 GB. ESXi's and vSAN's own memory beyond minFree is an input
// (system_memory_gb): VMware publishes no figure and points to its vSAN
// Sizer ("Providing Memory for vSAN", VCF 9.0), so it is 0 by default and a
// warning says so when memory sets the density. In RDSH mode the memory per
// user session is session_memory_gb: 0.6 GB by default, an assumption
// derived from the RDSH study's largest server VM (96 GB for 16 vCPUs, 6 GB
// per vCPU) at 10 sessions per core; the VM overhead belongs to the server
// VMs, not the sessions, and is 0 unless given.
//
// vSAN. With storage "vsan" (the default: the reference boot storm ran on
// vSAN) a host runs at most 200 VMs, 500 on ESA from vSAN 8 U2 (VMware,
// "Scalability Improvements for the ESA in vSAN 8 U2", 2023: "from 200");
// under the current rule sets the farm is taken to be ESA. The vSAN 6/7
// configuration maximums themselves were not read. Horizon's own limits
// per desktop pool and per cluster are not checked: no current figure from
// the vendor was found (Horizon is now Omnissa's).
//
// Revision 2 (December 2026, input rules_revision): a link Sizewise wrote
// before carries memory_overhead_mb = 0, the default then ("ignored"); it
// reads as absent, so the table applies, and a warning per figure that
// moved says so.
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
