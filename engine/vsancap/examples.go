package vsancap

import "github.com/sizewise/sizewise/engine/calc"

// examples are the calculator's corpus (calc.Examples): inputs over the
// defaults that reach every step, warning, chart and link branch of
// Compute, inputs that fail every Check branch and a rule of every kind of
// field, and share-link queries with problems.
var examples = calc.Examples{
	Good: []string{
		`{"vm_data_gb": 100000}`,
		`{"vm_data_gb": 12000}`,
		`{"slack_pct": 10, "vm_data_gb": 100}`,
		`{"slack_pct": 22}`,
		`{"dedupe_ratio": 2}`,
		`{"dedupe_ratio": 2, "all_flash": false, "policy": "raid1-ftt1"}`,
		`{"disk_groups_per_host": 2, "hosts": 8, "policy": "raid6-ftt2"}`,
		`{"hosts": 5, "policy": "raid1-ftt2"}`,
		`{"hosts": 7, "policy": "raid1-ftt3", "vm_data_gb": 0}`,
		`{"hosts": 3, "policy": "raid1-ftt1", "all_flash": false}`,
	},
	Bad: []string{
		`{"hosts": 2}`,
		`{"all_flash": false}`,
		`{"hosts": 5, "policy": "raid6-ftt2", "all_flash": false}`,
		`{"policy": "raid0", "hosts": 100}`,
		`{"dedupe_ratio": 0.5, "slack_pct": 95, "disk_groups_per_host": 6}`,
	},
	BadQueries: []string{
		"policy=raid5",
		"all_flash=perhaps",
		"hosts=3",
	},
}
