package vdi

import "github.com/sizewise/sizewise/engine/calc"

// examples are the calculator's corpus (calc.Examples): inputs over the
// defaults that reach every step, warning, chart and link branch of
// Compute, inputs that fail every Check branch and a rule of every kind of
// field, and share-link queries with problems.
var examples = calc.Examples{
	Good: []string{
		`{"mode": "rdsh"}`,
		`{"mode": "rdsh", "sessions_per_core": 12, "spare_hosts": 0, "desktop_disk_gb": 40}`,
		`{"mode": "rdsh", "session_memory_gb": 8}`,
		`{"desktops_per_core": 12, "spare_hosts": 0, "desktop_disk_gb": 40}`,
		`{"desktops": 100000}`,
		`{"desktops": 50}`,
		`{"desktops": 1, "spare_hosts": 0}`,
		`{"desktops": 1000, "desktop_memory_gb": 8, "memory_overhead_mb": 64.5}`,
		`{"desktops": 600, "desktops_per_core": 2.5}`,
	},
	Bad: []string{
		`{"desktops_per_core": 0.01}`,
		`{"desktop_memory_gb": 1000}`,
		`{"mode": "rdsh", "sessions_per_core": 0.01}`,
		`{"mode": "rdsh", "session_memory_gb": 1000}`,
		`{"mode": "xx", "desktops": 0}`,
		`{"desktop_memory_gb": 0.1, "desktops_per_core": 0}`,
	},
	BadQueries: []string{
		"mode=vd",
		"desktops=many",
	},
}
