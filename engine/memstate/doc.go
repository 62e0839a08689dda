// Package memstate computes an ESXi host's minFree and the free-memory
// thresholds of its memory states, and says which state a given amount of free
// memory puts the host in and what ESXi does there (break large pages, TPS,
// ballooning, compression, swapping, blocking). It registers the
// "memory-states" calculator.
//
// # Model
//
// minFree is a sliding scale of the memory the VMkernel manages, M in MB
// (host memory in GB × 1024, or VMKMEM "managed" from esxtop):
//
//	minFree = 6 % × min(M, 4096)
//	        + 4 % × min(max(M − 4096, 0), 8192)
//	        + 2 % × min(max(M − 12288, 0), 16384)
//	        + 1 % × max(M − 28672, 0)
//
// The first 28 GB give 245.76 + 327.68 + 327.68 = 901.12 MB (blogs round it to
// 899 MB); 128 GB gives 901.12 + 1 % × 102,400 = 1,925.12 MB.
//
// Thresholds, as percentages of minFree (shared/reference/000, after Duncan
// Epping): vSphere 5.x High 100, Soft 64, Hard 32, Low 16; vSphere 6.0 and
// later add Clear at 100 and move High to 400.
//
// # States
//
// A state is the band of free memory F between two thresholds, named by the
// threshold at its lower edge: F ≥ High is "high", Clear ≤ F < High is "clear"
// (6 only), Soft ≤ F < Clear (High for 5) is "soft", Hard ≤ F < Soft is
// "hard", Low ≤ F < Hard is "low", and F < Low is "below-low". In each band
// ESXi does what crossing its upper threshold downwards started (VMware lists
// each action next to that threshold):
//
//	high       nothing
//	clear      break large pages; TPS collapses them at its next scan (6)
//	soft       break large pages and call TPS at once
//	hard       TPS + balloon
//	low        TPS + compress + swap (the balloon driver stops)
//	below-low  compress + swap + block VMs from allocating memory
//
// ESXi enters and leaves the states gradually around each threshold, not at the
// exact value.
//
// TPS between VMs has been off by default since the 2015 patches (vSphere
// 5.5 Update 3 and 6.0 Update 1 among them; shared/reference/000):
// Mem.ShareForceSalting = 2 salts each VM's pages with its own value, so TPS
// only shares pages within a VM unless VMs are given the same
// sched.mem.pshare.salt (or the setting is 0). Guests also back memory with
// large pages, which TPS cannot share until they are broken. So on a modern
// host the TPS bands reclaim little, and ballooning, compression and swapping
// follow soon after.
//
// Units: MB with 1 GB = 1024 MB, as ESXi reports host memory.
package memstate
