// Package cachesim simulates caches on block workloads: the vSAN hybrid
// read-cache model, object-mode trace replay (docs/contract.md §4), synthetic
// workloads, miss-ratio curves, and the "cache-sim" calculator.
//
// vSAN hybrid read cache (VMware, "An overview of VMware Virtual SAN caching
// algorithms"; docs/contract.md §4 "--mode vsan"):
//
//	read cache      = cache device × 70 %           (the rest is write buffer)
//	cache lines     = floor(read cache / line)       (line = 1 MiB)
//	lines of a read = floor(off / line) .. floor((off + len − 1) / line)
//	each line       = one unit-size access under the policy (ARC in vSAN),
//	                  needing the chunks (64 KiB) of the line that overlap
//	                  [off, off + len)
//	valid chunks    = a resident line remembers which of its chunks are
//	                  valid; a line that leaves the cache (to an ARC ghost
//	                  list or out) forgets them
//	fill needed     = a line miss inserts the line and reads the needed
//	                  chunks; a hit reads the needed chunks not yet valid
//	fill line       = a line miss reads the whole line; all chunks valid
//	read hit ratio  = 1 − line misses / line accesses (the trace replay);
//	                  the calculator's headline is the share of read I/Os
//	                  served entirely from the SSD (every needed chunk valid)
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
// Several sizes: a trace replay simulates every LRU size in one pass,
// exactly as separate caches: in object mode one cache.LRUStack
// (ObjectMultiLRU: one lookup and one stack query per request for all
// sizes), in vSAN mode cache.MultiLRU groups, one per core (VSANMultiLRU:
// one lookup per request for the sizes of a group); the calculator's LRU curve
// comes from one pass of stack distances (Mattson, Gecsei, Slutz and
// Traiger, IBM Systems Journal 1970) with one validity threshold per chunk,
// exact at every line count. ARC and FIFO run once per size, in parallel
// natively and one after another in WASM; in vSAN mode the line accesses of
// each batch are computed once for all sizes. Every model reads the same
// batches, so the trace is read once whatever the number of sizes; natively
// Simulator.Run is a pipeline (a reader goroutine, a goroutine per model,
// which the Go scheduler spreads over GOMAXPROCS cores).
//
// Long runs are chunked for single-threaded UIs: Simulator (trace replay,
// in batches of BatchSize, constant memory) and Run (the calculator) both
// have Step(n) (done bool) and Progress() float64, and give the same answer
// however the work is chunked.
//
// Work is bounded by the input: a vSAN-mode replay takes reads of at most
// MaxRequestBytes (32 MiB) over lines of at least MinLine (4 KiB), holds at
// most MaxBatchLines line accesses in a batch, and makes at most
// LineBudgetPerByte (2) line accesses per byte of the trace file plus
// LineBudgetBase (2^22) before it stops with an *Error naming the record;
// object mode costs one access per record whatever the lengths. The
// calculator's work is bounded by MaxWork.
//
// Errors are data: *Error (a replay's setting, a spent budget) and
// *trace.Error (a record) carry a registered message key with typed
// arguments, rendered in the reader's language by In.
//
// The calculator's device, working set and I/O sizes are decimal (1 KB =
// 1000 bytes, 1 GB = 10^9 bytes) and its line_kb and chunk_kb binary (1 KB =
// 1024 bytes), as docs/contract.md §3 says; the CLI's --cache-size, --line and
// --chunk take KiB/MiB/GiB.
//
// The methodology, the comparison with libCacheSim, worked examples and
// sources: docs/cache-sim.md (Russian: docs/ru/cache-sim.md).
package cachesim
