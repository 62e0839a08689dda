// Package vsa sizes a vSphere Storage Appliance (VSA) cluster: its capacity,
// the disk IOPS its workload needs, what the cluster sustains, the
// appliances' own footprint and the replication traffic. It registers the
// "vsa" calculator.
//
// It models VSA 1.0 on vSphere 5.0, as Todd Muirhead's "Performance of VSA
// in VMware vSphere 5" (VMware, 2011) measured it: local RAID 1/0 only.
//
// A VSA cluster has 2 or 3 hosts. Each host's local disks form one hardware
// RAID 1/0 LUN; VSA splits each host's storage into a primary datastore and
// the RAID 1 replica of another host's datastore (network RAID 1), and
// replicates writes synchronously.
//
//	raw          = hosts × disks × disk size
//	local usable = disks × disk size / 2                    (RAID 1/0, per host)
//	usable       = (min local usable − reserved) × hosts / 2  (VSA 5.5 documents)
//	             = raw / 4 with identical hosts and nothing reserved
//	reads  = F × read % / 100, writes = F × (100 − read %) / 100   (F = front-end IOPS)
//	adapter IOPS        = reads + 2 × writes   (the physical SCSI adapters of all hosts)
//	disk IOPS required  = reads + 4 × writes   (physical: 2 on the primary host, 2 on the replica)
//	disk IOPS available = hosts × disks × per-disk IOPS
//	disk load           = reads + k × writes   (k: disk time per VM write, below)
//	utilisation         = disk load / disk IOPS available
//	max front-end IOPS  = available / (r + k × (1 − r))    (r = read % / 100)
//
// With the controller's write cache on, k = 1.7 (CachedDiskOpsPerWrite),
// calibrated to the paper's measured 2,400 front-end IOPS; with it off, k = 4
// (the spindle model). Units: decimal GB, 1 KB = 1000 bytes, IOPS, US dollars.
//
// The methodology, with the calibration, the appliances and network, the
// per-disk figures, worked examples and sources: docs/vsa.md (Russian:
// docs/ru/vsa.md).
package vsa
