// Package memstate computes an ESXi host's minFree and the free-memory
// thresholds of its memory states, and says which state a given amount of free
// memory puts the host in and what ESXi does there (break large pages, TPS,
// ballooning, compression, swapping, blocking). It registers the
// "memory-states" calculator.
//
// # Model
//
// minFree is a sliding scale of the memory the VMkernel manages, M in MB
// (host memory in GB × 1024, or VMKMEM "managed" from esxtop); Frank
// Denneman, "Mem.MinFreePct sliding scale function" (2011):
//
//	minFree = 6 % × min(M, 4096)
//	        + 4 % × min(max(M − 4096, 0), 8192)
//	        + 2 % × min(max(M − 12288, 0), 16384)
//	        + 1 % × max(M − 28672, 0)
//
// The first 28 GB give 245.76 + 327.68 + 327.68 = 901.12 MB (running-system.com
// rounds it to 899 MB); 128 GB gives 901.12 + 1 % × 102,400 = 1,925.12 MB.
//
// Thresholds, as percentages of minFree (Duncan Epping, "vSphere 6.0:
// Breaking Large Pages…", 2015): vSphere 5.x High 100, Soft 64, Hard 32,
// Low 16; vSphere 6.0 and later add Clear at 100 and move High to 400.
// ESXi 7, 8 and 9 keep them (only community sources say so; no vendor
// document was found).
//
// # States
//
// A host is in the state of the lowest threshold its free memory F has
// fallen below, and "high" while it is below none of Clear (6.x) or Soft
// (5.x) — the naming of Epping's tables and running-system.com. Epping's
// example: with minFree about 10 GB, Soft is reached when less than 6.4 GB is
// free (the VM Guru summary's "занято", used, is a mistranslation). So on
// 6.x: F ≥ Clear → high; Clear > F ≥ Soft → clear; Soft > F ≥ Hard → soft;
// Hard > F ≥ Low → hard; F < Low → low; on 5.x the same from Soft. Actions
// (Epping, "What happens at which vSphere memory state?"):
//
//	high   none; on 6.x below the 400 % High level large pages are broken
//	       and TPS collapses them at its next scan
//	clear  break large pages and call TPS at once (6.x)
//	soft   TPS + balloon (5.x: also break large pages on leaving High)
//	hard   TPS + compress + swap (the balloon driver stops)
//	low    compress + swap + block VMs from allocating memory
//
// ESXi enters and leaves the states gradually around each threshold, not at the
// exact value.
//
// TPS between VMs has been off by default since the 2014–2015 patches (VMware
// KB 2097593: ESXi 5.0 patch of February 2015, 5.1 Update 3, the 5.5 patch of
// January 2015 — 5.5 Update 2d — and 6.0): Mem.ShareForceSalting = 2 salts
// each VM's pages with its own value, so TPS only shares pages within a VM
// unless VMs are given the same sched.mem.pshare.salt (or the setting is 0).
// Guests also back memory with large pages, which TPS cannot share until
// they are broken. So on a modern host the TPS states reclaim little, and
// ballooning, compression and swapping follow soon after.
//
// vSphere 9 (VMware Cloud Foundation 9) adds memory tiering over NVMe: by
// default Mem.TierNVMePct = 100 adds NVMe equal to the DRAM (1:1), sized for
// workloads whose active memory is at most 50 % of the DRAM. The calculator
// shows both figures; the states are computed from the memory entered.
//
// Units: MB with 1 GB = 1024 MB, as ESXi reports host memory.
package memstate
