// Package cachesim simulates caches on block workloads: the vSAN hybrid
// read-cache model, object-mode trace replay (CONTRACT.md §4), synthetic
// workloads, miss-ratio curves, and the "cache-sim" calculator.
//
// vSAN hybrid read cache (VMware, "An overview of VMware Virtual SAN caching
// algorithms", summarised in shared/reference/000):
//
//	read cache      = cache device × 70 %           (the rest is write buffer)
//	cache lines     = floor(read cache / line)       (line = 1 MB)
//	lines of a read = floor(off / line) .. floor((off + len − 1) / line)
//	each line       = one unit-size access under the policy (ARC in vSAN)
//	on a miss       = the line is inserted whole; the chunks (64 KB) of that
//	                  line overlapping [off, off + len) are read from the HDD
//	read hit ratio  = 1 − line misses / line accesses
//	HDD read IOPS   = workload IOPS × read fraction × chunk reads per read
//
// Writes (and other commands) go to the write buffer and do not touch the
// read cache.
//
// Object mode: every request is one access of (key, size) in a cache of
// bytes, or of objects with unit size; see package cache for the policies.
//
// Synthetic workloads (Workload, Generator) are seeded and reproducible:
// uniform over the working set's I/O-sized blocks; Zipf, rank k with
// probability ∝ k^−θ drawn by rejection-inversion (Hörmann and Derflinger,
// ACM TOMACS 1996) and scattered over the blocks by a seeded permutation;
// hot spot, x % of I/Os uniformly to the first y % of the blocks and the rest
// uniformly to the others (YCSB's hot-spot generator).
//
// Miss-ratio curves: LRU is a stack algorithm, so one pass computing stack
// distances (Mattson, Gecsei, Slutz and Traiger, IBM Systems Journal 1970)
// gives its hit ratio at every size (VSANCurve, ObjectCurve); ARC and FIFO
// are not, and run once per size, in parallel natively and one after another
// in WASM.
//
// Long runs are chunked for single-threaded UIs: Simulator (trace replay,
// in batches of BatchSize, constant memory) and Run (the calculator) both
// have Step(n) (done bool) and Progress() float64, and give the same answer
// however the work is chunked.
//
// The calculator's sizes are decimal (1 KB = 1000 bytes, 1 GB = 10^9
// bytes), as CONTRACT.md §3 says; the CLI's --cache-size, --line and --chunk
// take KiB/MiB/GiB.
package cachesim
