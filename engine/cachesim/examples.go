package cachesim

import "github.com/sizewise/sizewise/engine/calc"

// examples are the calculator's corpus (calc.Examples): inputs over the
// defaults that reach every step, warning, chart and link branch of
// Compute, inputs that fail every Check branch and a rule of every kind of
// field, and share-link queries with problems.
var examples = calc.Examples{
	Good: []string{
		`{"ios": 20000, "warmup_ios": 20000}`,
		`{"policy": "lru", "ios": 20000, "warmup_ios": 20000, "distribution": "uniform"}`,
		`{"policy": "fifo", "ios": 20000, "warmup_ios": 0, "distribution": "hotspot", "working_set_gb": 2}`,
		`{"read_pct": 0, "ios": 2000, "warmup_ios": 0}`,
		`{"cache_device_gb": 0.002, "ios": 2000, "warmup_ios": 0}`,
		`{"fill": "line", "ios": 2000, "warmup_ios": 0}`,
		`{"target_hit_ratio_pct": 100, "ios": 20000, "warmup_ios": 0}`,
		`{"cache_device_gb": 2, "ios": 20000, "warmup_ios": 20000}`,
		`{"chunk_kb": 100, "ios": 2000, "warmup_ios": 2000}`,
		`{"cache_device_gb": 40, "working_set_gb": 2, "ios": 20000, "warmup_ios": 20000, "distribution": "hotspot"}`,
	},
	Bad: []string{
		`{"chunk_kb": 2048}`,
		`{"io_size_kb": 30000000, "working_set_gb": 1}`,
		`{"io_size_kb": 60000, "working_set_gb": 0.00001}`,
		`{"ios": 5000000, "warmup_ios": 5000000, "io_size_kb": 4096, "line_kb": 1, "chunk_kb": 1}`,
		`{"policy": "mru", "distribution": "pareto", "ios": 0, "seed": -1}`,
		`{"read_cache_pct": 0, "cache_device_gb": 0}`,
	},
	BadQueries: []string{
		"policy=lfu",
		"distribution=normal",
		"ios=1.5",
	},
}
