package vsancap

import "github.com/sizewise/sizewise/engine/rules"

// Unused lists the inputs (JSON names) that take no part in answering in
// (calc.Spec.Unused): a report prints the inputs that apply, so an ESA
// cluster is not described by disk groups nor an OSA one by its storage
// pool.
//
//   - ESA: disk_groups_per_host and capacity_disks_per_group (OSA's disk
//     groups), dedupe_overhead_pct (OSA's deduplication metadata);
//     dedupe_ratio unless global deduplication counts (GlobalDedupeOn);
//     esa_global_dedupe outside the vcf9 rules, the only ones that know it.
//   - OSA: devices_per_host (ESA's storage pool), compression_ratio,
//     esa_overhead_pct, esa_metadata_pct and esa_global_dedupe; on a hybrid
//     cluster dedupe_ratio too (deduplication needs all-flash), and
//     dedupe_overhead_pct unless deduplication is on (ratio above 1).
//   - ops_reserve_gb_per_host and ops_buffer_pct where slack is kept at
//     every host count: the classic rules, slack chosen, or a cluster type
//     where vSAN's reserves are not supported (model.headroom).
func Unused(in Inputs) []string {
	var out []string
	if in.Architecture == ESA {
		out = append(out, "disk_groups_per_host", "capacity_disks_per_group", "dedupe_overhead_pct")
		if !GlobalDedupeOn(in) {
			out = append(out, "dedupe_ratio")
		}
		if in.Rules != rules.VCF9 {
			out = append(out, "esa_global_dedupe")
		}
	} else {
		out = append(out, "devices_per_host", "compression_ratio", "esa_overhead_pct", "esa_metadata_pct", "esa_global_dedupe")
		if !in.AllFlash {
			out = append(out, "dedupe_ratio")
		}
		if !in.AllFlash || in.DedupeRatio <= 1 {
			out = append(out, "dedupe_overhead_pct")
		}
	}
	m := newModel(in)
	if !m.current || in.Headroom == HeadroomSlack || in.ClusterType != Standard {
		out = append(out, "ops_reserve_gb_per_host", "ops_buffer_pct")
	}
	return out
}
