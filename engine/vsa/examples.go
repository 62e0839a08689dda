package vsa

import "github.com/sizewise/sizewise/engine/calc"

// examples are the calculator's corpus (calc.Examples): inputs over the
// defaults that reach every step, warning, chart and link branch of
// Compute, inputs that fail every Check branch and a rule of every kind of
// field, and share-link queries with problems.
var examples = calc.Examples{
	Good: []string{
		`{"controller_write_cache": false}`,
		`{"frontend_iops": 2000, "read_pct": 30}`,
		`{"frontend_iops": 500, "read_pct": 70, "hosts": 2}`,
		`{"disk_rpm": 7200, "disk_price_usd": 100}`,
		`{"disk_rpm": "15000", "reserved_gb_per_host": 100}`,
		`{"disk_iops": 200, "disk_price_usd": 250.5, "frontend_iops": 0}`,
		`{"disks_per_host": 2, "disk_size_gb": 1200, "frontend_iops": 12345, "read_pct": 0}`,
	},
	Bad: []string{
		`{"hosts": 4, "disks_per_host": 7}`,
		`{"disk_rpm": 10000, "disk_iops": 100}`,
		`{"disk_rpm": null}`,
		`{"disk_rpm": 9999}`,
		`{"disk_rpm": "fast"}`,
		`{"reserved_gb_per_host": 5000}`,
		`{"local_raid": "raid5", "disks_per_host": 0, "disk_size_gb": 0.5}`,
		`{"controller_write_cache": "yes"}`,
	},
	BadQueries: []string{
		"disk_rpm=abc",
		"controller_write_cache=maybe",
		"hosts=5",
		"local_raid=raid6",
	},
}
