package clustersizing

import "github.com/sizewise/sizewise/engine/vsancap"

// Unused lists the inputs (JSON names) that take no part in answering in
// (calc.Spec.Unused), so a report prints the inputs that apply:
//
//   - external storage: every vSAN input (devices, their size, disk
//     groups, policy, slack and the data-reduction ratios);
//   - ESA: disk_groups_per_host, and dedupe_ratio unless ESA global
//     deduplication counts (vsancap.GlobalDedupeOn, as vsan-capacity is
//     given it);
//   - OSA: compression_ratio (ESA's), and dedupe_ratio on a hybrid cluster
//     (deduplication needs all-flash);
//   - vcpu_per_core when CPU is sized on the measured peak GHz.
func Unused(in Inputs) []string {
	var out []string
	switch in.Architecture {
	case External:
		out = append(out, "devices_per_host", "device_size_tb", "disk_groups_per_host", "policy",
			"slack_pct", "dedupe_ratio", "compression_ratio")
	case ESA:
		out = append(out, "disk_groups_per_host")
		if !vsancap.GlobalDedupeOn(storageInputs(in, 1, 0)) {
			out = append(out, "dedupe_ratio")
		}
	case OSAHybrid:
		out = append(out, "compression_ratio", "dedupe_ratio")
	default:
		out = append(out, "compression_ratio")
	}
	if in.CPUSizing == CPUMeasured {
		out = append(out, "vcpu_per_core")
	}
	return out
}
