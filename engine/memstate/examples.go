package memstate

import "github.com/sizewise/sizewise/engine/calc"

// examples are the calculator's corpus (calc.Examples): inputs over the
// defaults that reach every step, warning, chart and link branch of
// Compute, inputs that fail every Check branch and a rule of every kind of
// field, and share-link queries with problems.
var examples = calc.Examples{
	Good: []string{
		`{"free_memory_mb": 10000}`,
		`{"free_memory_mb": 3000}`,
		`{"free_memory_mb": 1500}`,
		`{"free_memory_mb": 800}`,
		`{"free_memory_mb": 400}`,
		`{"free_memory_mb": 100}`,
		`{"free_memory_mb": 0}`,
		`{"vsphere_version": "5", "free_memory_mb": 3000}`,
		`{"vsphere_version": "5", "free_memory_mb": 1500}`,
		`{"vsphere_version": "5", "free_memory_mb": 800}`,
		`{"vsphere_version": "5", "free_memory_mb": 400}`,
		`{"vsphere_version": "5", "free_memory_mb": 100}`,
		`{"vmkmem_mb": 130000, "free_memory_mb": 5000}`,
		`{"host_memory_gb": 2}`,
		`{"host_memory_gb": 8}`,
		`{"host_memory_gb": 20, "vsphere_version": "5"}`,
		`{"host_memory_gb": 1536}`,
	},
	Bad: []string{
		`{"host_memory_gb": 128, "vmkmem_mb": 1000}`,
		`{"host_memory_gb": null}`,
		`{"free_memory_mb": 1000000}`,
		`{"vsphere_version": "10"}`,
		`{"vsphere_version": 6}`,
		`{"host_memory_gb": 0.5, "free_memory_mb": -1}`,
	},
	BadQueries: []string{
		"vsphere_version=10",
		"free_memory_mb=1e12",
	},
}
