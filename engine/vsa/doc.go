// Package vsa sizes a vSphere Storage Appliance (VSA) cluster: its capacity
// and the disk IOPS its workload needs. It registers the "vsa" calculator.
//
// # Model (VMware, "Performance of VSA in VMware vSphere 5", shared/reference/001)
//
// A VSA cluster has 2 or 3 hosts. Each host's local disks form one hardware
// RAID 1/0 LUN (the only RAID level VSA supports); VSA splits each host's
// storage into a primary datastore and the RAID 1 replica of another host's
// datastore (network RAID 1), and replicates writes synchronously.
//
//	raw          = hosts × disks × disk size
//	local usable = disks × disk size / 2                   (RAID 1/0, per host)
//	usable       = (min local usable − reserved) × hosts / 2 (VSA documents)
//	             = raw / 4 with identical hosts and nothing reserved
//	reads  = F × read %, writes = F × (1 − read %)       (F = front-end IOPS)
//	adapter IOPS       = reads + 2 × writes   (the physical SCSI adapters of all hosts)
//	disk IOPS required = reads + 4 × writes   (2 on the primary host, 2 on the replica host)
//	disk IOPS available = hosts × disks × per-disk IOPS
//	max front-end IOPS  = available / (read % + 4 × write %)
//
// Per-disk IOPS estimates: 10,000 RPM 120–150 and 15,000 RPM 170–200 (the
// paper), 7,200 RPM about 75–100 (common planning figure); the midpoint is
// used unless disk_iops is given. The paper's IOBlazer test (8 KB random,
// 50 % reads) measured about 1,200 IOPS in the VM and about 1,800 IOPS at the
// physical adapters across the cluster: 600 reads once + 600 writes twice.
//
// Cost per IOPS (shared/reference/000, from VMware's vSAN caching paper): a
// 100 GB Intel S3700 SSD at $200 delivers up to 45,000 IOPS, about $0.004 per
// IOPS; a 1 TB Seagate HDD at $200 delivers about 100 IOPS, $2 per IOPS.
//
// The RAID controller's non-volatile write cache must be enabled: in the
// paper's VMmark test, disabling it made the response times of the
// I/O-intensive workloads (mail server, DVD Store) rise dramatically, and the
// test could only run at all with infrastructure operations switched off. A
// controller disables its cache when the cache battery loses its charge.
//
// Units: GB are the disks' decimal gigabytes (as sold); IOPS are I/O
// operations per second; percentages are 0–100; prices are US dollars.
//
// Limits: the IOPS model counts disk operations only; controller caches,
// sequential I/O and I/O size change what disks deliver (the paper's VMmark
// run sustained about 2,500 IOPS at the adapters of 24 10k disks with the
// cache enabled).
package vsa
