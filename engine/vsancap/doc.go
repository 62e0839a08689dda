// Package vsancap sizes the capacity of a vSAN (original storage
// architecture) cluster under a storage policy. It registers the
// "vsan-capacity" calculator.
//
// Model. Capacities are in GB as the user enters them for the capacity disks
// (vSphere shows a 1 TB NVMe drive as 932 GB, and shared/reference/002 quotes
// that figure); every result is in the same unit.
//
//	raw_gb          = hosts × disk_groups_per_host × capacity_disks_per_group × capacity_disk_gb
//	policy_multiplier m: raid1-ftt1 2, raid5-ftt1 4/3, raid1-ftt2 3, raid6-ftt2 1.5, raid1-ftt3 4
//	after policy    = raw_gb / m
//	after slack     = raw_gb / m × (1 − slack_pct / 100)
//	usable_gb       = raw_gb / m × (1 − slack_pct / 100) × d   (d = dedupe_ratio, all-flash only)
//	consumed raw    = vm_data_gb × m / d                       (what the VMs occupy)
//	raw_required_gb = vm_data_gb × m / d / (1 − slack_pct / 100) (raw to buy, slack kept free)
//	fill_pct        = consumed raw / raw_gb × 100               (datastore fill as vSAN shows it)
//	fits            = raw_required_gb ≤ raw_gb                  (⇔ vm_data_gb ≤ usable_gb)
//	hosts_required  = max(min_hosts, ⌈raw_required_gb / raw per host⌉)
//
// Slack is free raw space kept for rebuilds, rebalancing and policy changes;
// VMware's guidance is 25–30 %, the default is 30. Deduplication and
// compression exist on all-flash clusters only: on a hybrid cluster the ratio
// is ignored (treated as 1) with a warning.
//
// Host minimums: RAID-1 needs 2·FTT+1 hosts (3, 5, 7), RAID-5 needs 4 and
// RAID-6 needs 6, and erasure coding (RAID-5/6) needs an all-flash cluster.
// An impossible combination is refused with a field-level message on
// inputs.hosts or inputs.all_flash naming the minimum.
//
// Warnings come from the vSAN 7.0 U1 tests in shared/reference/002 (4 hosts,
// Xeon Gold 6246, 8 × Intel P4510 1 TB NVMe each, HCIBench 2.4.0 Easy Run):
//   - above 80 % full performance fell sharply: 432,362 IO/s (1,688 MB/s) at
//     50 % full versus 265,151 IO/s (1,035 MB/s) past 80 % (RAID-5, dedupe and
//     compression, 1 disk group);
//   - deduplication and compression barely touch large-block patterns but cut
//     small-block write patterns by more than half (peak 410,545 → 407,678 IO/s
//     and 2,654 → 1,629 MB/s);
//   - a second disk group per host raised the maxima from 410,545 to 756,366
//     IO/s (+84 %) and from 2,654 to 4,168 MB/s (+57 %): the article's
//     "from 57 % to 84 %".
//
// Sources: shared/reference/002 (Nubes, "Как мы тестировали VMware vSAN 7");
// VMware vSAN design and sizing guidance for the policy multipliers, host
// minimums, the all-flash requirement of erasure coding and the 25–30 % slack
// (as summarised in shared/PRODUCT.md and issue 3).
package vsancap
