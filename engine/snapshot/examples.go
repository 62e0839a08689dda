package snapshot

import "github.com/sizewise/sizewise/engine/calc"

// examples are the calculator's corpus (calc.Examples): inputs over the
// defaults that reach every step, warning, chart and link branch of
// Compute, inputs that fail every Check branch and a rule of every kind of
// field, and share-link queries with problems.
var examples = calc.Examples{
	Good: []string{
		`{"chain_depth": 0}`,
		`{"disk_iops_capacity": 1700}`,
		`{"disk_iops_capacity": 10000, "format": "sesparse"}`,
		`{"format": "vsansparse"}`,
		`{"format": "vsansparse", "chain_depth": 0}`,
		`{"chain_depth": 3, "first_write_pct": 50, "disk_iops_capacity": 5000}`,
		`{"read_iops": 0, "write_iops": 0}`,
		`{"format": "sesparse", "disk_iops_capacity": 1000}`,
	},
	Bad: []string{
		`{"format": "x", "chain_depth": 40}`,
		`{"disk_iops_capacity": 0, "read_iops": -1}`,
		`{"first_write_pct": 200}`,
	},
	BadQueries: []string{
		"format=redo",
		"chain_depth=-1",
	},
}
