package stretched

import "github.com/sizewise/sizewise/engine/calc"

// examples are the calculator's corpus (calc.Examples): inputs over the
// defaults that reach every step, warning, chart and link branch of
// Compute, inputs that fail every Check branch and a rule of every kind of
// field, and share-link queries with problems.
var examples = calc.Examples{
	Good: []string{
		`{"total_iops": 20000}`,
		`{"total_iops": 20000, "write_pct": 60}`,
		`{"write_iops": 10000, "link_mbps": 100, "witness_link_mbps": 0.1, "components": 1000, "hosts_per_site": 5}`,
		`{"write_iops": 1000000, "components": 12000, "hosts_per_site": 12}`,
		`{"write_iops": 2500.5, "hosts_per_site": 20, "data_multiplier": 1, "resync_multiplier": 1, "write_size_kb": 8.5}`,
		`{"write_iops": 0, "components": 1}`,
	},
	Bad: []string{
		`{"write_iops": -1}`,
		`{"write_iops": "x"}`,
		`{"write_iops": 10, "total_iops": 10}`,
		`{"write_pct": 50}`,
		`{"write_iops": null}`,
		`{"write_size_kb": 0, "hosts_per_site": 0, "components": 1.5}`,
		`{"write_size_kb": 5000, "data_multiplier": 0.5, "write_pct": 101, "total_iops": 5}`,
		`{"write_size_kb": null, "hosts_per_site": true, "link_mbps": 0}`,
		`{"foo": 1, "write_iop": 1}`,
		`{"components": "many", "hosts_per_site": [1], "write_iops": {}}`,
		`[]`,
		`"text"`,
	},
	BadQueries: []string{
		"write_iops=abc",
		"write_iops=&components=",
		"zzz=1&write_iop=5",
		"components=1.5",
		"hosts_per_site=x",
	},
}
