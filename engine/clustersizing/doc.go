// Package clustersizing sizes a cluster for a workload: how many hosts of a
// given configuration the VMs need, which resource decides (CPU, memory,
// vSAN storage, the VMs a vSAN host takes, or the policy's minimum), the
// hosts with spares for HA, the utilisation at that count, a year-by-year
// runway, and what the hosts license under VMware Cloud Foundation or
// vSphere Foundation. It registers the "cluster-sizing" calculator.
//
// Model (memory in GB of 1024 MB, storage in decimal GB, vSAN licences in
// TiB of 2^40 bytes). The workload is grown to each year y of the runway,
// f = (1 + growth)^y, and sized:
//
//	cores needed   = vCPUs × f / vcpu_per_core            (cpu_sizing vcpu-ratio)
//	               = peak GHz × f / core_ghz              (measured-ghz)
//	hosts for CPU  = ⌈cores needed / (cores per host × (1 − cpu_headroom))⌉
//	host memory    = DRAM × (1 + memory_tiering_pct)       (NVMe tier, VCF 9)
//	usable memory  = (host memory − minFree(DRAM)) × (1 − memory_headroom)
//	hosts for mem  = max(⌈memory × f / overcommit / usable⌉,
//	                     ⌈active × f / (DRAM × 50 %)⌉)     (tiering's rule, when measured)
//	hosts for VMs  = ⌈VMs / VMs per vSAN host⌉             (200 classic, 500 ESA 8 U2+)
//	hosts for vSAN = vsancap.HostsFor(storage × f), raised until the data is
//	                 re-protected after spare_hosts failures (vsancap.AfterFailures)
//	hosts          = max(max(CPU, memory, VMs) + spares, vSAN, minimum)
//
// A stretched cluster sizes each site for the whole workload (the other
// site may fail) with its spares, and buys 2 × that plus a witness; a
// 2-node cluster is 2 hosts, each carrying everything, and says when the
// workload does not fit one host.
//
// The vSAN storage is the vsan-capacity calculator's model, called through
// its exported functions (engine/vsancap/export.go), not a copy: the
// policy's layout (ESA's adaptive RAID-5), the ESA overhead, the slack or
// vSAN's reserves, compression and deduplication, the after-failure
// analysis. Under the reserves the host rebuild reserve already keeps one
// host's capacity free for vSAN's rebuild, so the first spare host costs
// no storage host unless the layout changes on the hosts left.
//
// Licence (Broadcom KB 313548, KB 326663):
//
//	licensed cores = hosts × sockets × max(cores per CPU, 16)
//	raw TiB        = hosts × devices × device TB × 10^12 / 2^40
//	required TiB   = ⌈raw TiB⌉
//	VCF entitled   = licensed cores × 1 TiB;   add-on = max(0, required − entitled)
//	VVF entitled   = licensed cores × 100 GiB; add-on = 0 within it, else required
//
// FromTotals builds the inputs from an import's workload totals and a host
// profile (totals.go).
//
// The methodology, where Sizewise differs from Broadcom's sizer, worked
// examples and sources: docs/cluster-sizing.md (Russian:
// docs/ru/cluster-sizing.md).
package clustersizing
