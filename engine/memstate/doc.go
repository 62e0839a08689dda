// Package memstate computes an ESXi host's minFree and the free-memory
// thresholds of its memory states, and says which state a given amount of free
// memory puts the host in and what ESXi does there (break large pages, TPS,
// ballooning, compression, swapping, blocking). It registers the
// "memory-states" calculator.
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
// A host is in the state of the lowest threshold its free memory has fallen
// below (High above Clear on 6.x, above Soft on 5.x); each state has its
// reclamation actions (break large pages, TPS, balloon, compress, swap,
// block). Units: MB with 1 GB = 1024 MB, as ESXi reports host memory.
//
// The methodology, with the states and their actions, TPS salting, vSphere
// 9's memory tiering, worked examples and sources: docs/memory-states.md
// (Russian: docs/ru/memory-states.md).
package memstate
