package clustersizing

import "github.com/sizewise/sizewise/engine/calc"

// examples are the calculator's corpus (calc.Examples): inputs over the
// defaults that reach every step, warning, chart and link branch of
// Compute, inputs that fail every Check branch and a rule of every kind of
// field, and share-link queries with problems.
var examples = calc.Examples{
	Good: []string{
		`{"growth_pct_per_year": 10, "years": 5, "memory_tiering_pct": 100, "active_memory_gb": 2000, "cores_per_socket": 8, "license": "vvf"}`,
		`{"memory_tiering_pct": 150}`,
		`{"memory_tiering_pct": 100, "active_memory_gb": 100}`,
		`{"topology": "stretched", "write_mb_per_s": 40, "iops": 50000, "spare_hosts": 0}`,
		`{"topology": "2-node", "policy": "raid1-ftt1", "vms": 20, "vcpus": 40, "memory_gb": 200, "storage_gb": 2000}`,
		`{"topology": "2-node", "policy": "raid1-ftt1", "vms": 20, "vcpus": 400, "memory_gb": 200, "storage_gb": 2000}`,
		`{"topology": "2-node", "policy": "raid1-ftt1", "vms": 2000, "vcpus": 2000, "memory_gb": 200, "storage_gb": 2000, "vcpu_per_core": 32}`,
		`{"cpu_sizing": "measured-ghz", "peak_cpu_ghz": 800, "memory_overcommit": 1.5, "consumed_memory_gb": 3000, "storage_basis": "used"}`,
		`{"vms": 3000, "vcpus": 3000, "vcpu_per_core": 8, "memory_gb": 3000, "storage_gb": 1000, "cores_per_socket": 64, "host_memory_gb": 4096}`,
		`{"vms": 100, "vcpus": 100, "memory_gb": 400, "storage_gb": 200000}`,
		`{"vms": 100, "vcpus": 100, "memory_gb": 400, "storage_gb": 2000, "policy": "raid1-ftt3"}`,
		`{"architecture": "osa-hybrid", "rules": "classic", "policy": "raid1-ftt1", "devices_per_host": 6, "disk_groups_per_host": 2}`,
		`{"architecture": "external", "vms": 10000, "vcpus": 40000, "memory_gb": 80000}`,
		`{"storage_gb": 1500000, "devices_per_host": 2, "device_size_tb": 1.92}`,
		`{"vms": 100, "vcpus": 100, "memory_gb": 400, "storage_gb": 40000, "devices_per_host": 1, "device_size_tb": 15.36}`,
	},
	Bad: []string{
		`{"cores_per_socket": 0, "vms": 1000000000, "growth_pct_per_year": 1000}`,
		`{"cpu_sizing": "measured-ghz", "vcpus": 10, "active_memory_gb": 5000, "consumed_memory_gb": 5000}`,
		`{"memory_tiering_pct": 30}`,
		`{"memory_tiering_pct": 100, "rules": "vsan8-esa"}`,
		`{"rules": "classic", "topology": "2-node"}`,
		`{"architecture": "osa-hybrid", "rules": "classic", "devices_per_host": 9, "disk_groups_per_host": 2}`,
		`{"devices_per_host": 33}`,
		`{"architecture": "external", "topology": "stretched"}`,
		`{"devices_per_host": 1, "device_size_tb": 0.1, "storage_gb": 1e-300, "slack_pct": 1e-300}`,
	},
	BadQueries: []string{
		"memory_gb=NaN",
		"topology=metro",
		"vms=1e9",
		"cores_per_socket=0&growth_pct_per_year=1000",
	},
}
