// Package vsancap sizes the capacity of a vSAN cluster under a storage
// policy: how much VM data fits with free space kept for rebuilds, how full
// the datastore will be, and whether the data still fits, re-protected,
// after a host failure. It registers the "vsan-capacity" calculator.
//
// Rule sets (input `rules`, engine/rules). classic (the default, and the
// meaning of every existing document and link): vSAN 6/7 original storage
// architecture with 25–30 % slack. vsan8-esa and vcf9: the current rules,
// for OSA and for the Express Storage Architecture, with vSAN's operations
// and host rebuild reserves instead of slack (vSAN 7.0 U1 and later; also
// applied to OSA under these rule sets), ESA's adaptive RAID-5 and file
// system overhead, compression by policy, and under vcf9 global
// deduplication.
//
// Architecture (input `architecture` with `all_flash`): OSA hybrid (osa,
// all_flash false), OSA all-flash (osa, true), ESA (esa, true). ESA with
// all_flash false is refused on all_flash; ESA under the classic rules is
// refused on architecture.
//
// Model. Capacities are in GB as the user enters them for the capacity
// devices (vSphere shows a 1 TB NVMe drive as 932 GB); every result is in the
// same unit.
//
//	h               = disk_groups_per_host × capacity_disks_per_group × capacity_disk_gb   (OSA)
//	                = devices_per_host × capacity_disk_gb                                  (ESA)
//	raw_gb          = hosts × h
//	m               = the policy's layout multiplier (below); o = esa_overhead_pct / 100 on ESA, else 0
//	k               = m × (1 + o)                                  raw per GB of stored data
//	r               = c × d: compression (ESA) × deduplication     (OSA: d = dedupe_ratio on all-flash;
//	                  ESA: d = dedupe_ratio only under vcf9 with esa_global_dedupe on)
//	s               = vSAN's own metadata, a share of raw counted as used: dedupe_overhead_pct (5)
//	                  on OSA all-flash with dedupe_ratio > 1, esa_metadata_pct (10) on ESA, else 0
//	after_policy_gb = raw_gb / k
//	consumed_raw_gb = vm_data_gb × k / r
//	fill_pct        = (consumed_raw_gb + s × raw_gb) / raw_gb × 100
//
// Slack (classic, and where reserves cannot be used):
//
//	after_slack_gb  = raw_gb / k × (1 − slack_pct / 100 − s)
//	usable_gb       = after_slack_gb × r
//	raw_required_gb = consumed_raw_gb / (1 − slack_pct / 100 − s)
//	hosts_required  = max(min_hosts, ⌈raw_required_gb / h⌉)      (classic)
//
// Reserves (vsan8-esa, vcf9; headroom reserves or operations):
//
//	host rebuild    = raw_gb / hosts                               (the largest host: 25 % at 4, 8 % at 12)
//	operations      = hosts × ops_reserve_gb_per_host + ops_buffer_pct % × raw_gb   (assumption)
//	after_slack_gb  = (raw_gb − host rebuild − operations − s × raw_gb) / k
//	usable_gb       = after_slack_gb × r
//	raw_required_gb = (consumed_raw_gb + hosts × ops per host) / (1 − 1/hosts − buffer − s)   (without the
//	                  host rebuild reserve: / (1 − buffer − s))
//	hosts_required  = the fewest hosts of h each whose usable capacity holds vm_data_gb
//
// A vSAN storage cluster of only 4 hosts keeps no host rebuild reserve
// (VCF 9.0, VCF-VSAN-STG-CLU-RCMD-CFG-002: "If a vSAN storage cluster
// consists of only four (4) ESX hosts, do not enable the Host Rebuild
// Reserve"; with auto-policy management it would turn RAID-5 into RAID-1):
// the operations reserve only.
//
// vSAN's own metadata. OSA deduplication and compression: "Capacity
// overhead for deduplication and compression is approximately five percent
// of total raw capacity" (VCF 9.0, "Deduplication and Compression Design
// Considerations"). ESA global metadata: about 10 % of raw, as third
// parties quote VMware's "Capacity Overheads for the ESA in vSAN 8" (2022);
// only that post's introduction was read, so it is an editable assumption,
// labelled so (VCF 9.0's "Monitor vSAN Capacity" lists a file-system
// overhead apart from the objects', without a figure).
//
// The documents give no operations reserve as a percentage; they give the
// space a policy change needs (255 GB per host for objects under 8 TB, 765 GB
// for 8 TB or more) and a 5 % buffer, and the calculator builds its
// operations reserve from those, as editable inputs. Reserves are not
// supported on 2- and 3-node clusters, stretched clusters and clusters with
// fault domains: slack is kept there, with a warning.
//
// Layouts. RAID-1 FTT=1/2/3 ×2/×3/×4 on 3/5/7 hosts; OSA RAID-5 3+1 ×4/3 on
// 4 hosts and RAID-6 4+2 ×1.5 on 6, all-flash only; ESA RAID-5 adaptive: 2+1
// ×1.5 on 3–5 hosts, 4+1 ×1.25 on 6 or more; ESA RAID-6 4+2 ×1.5 on 6. Too
// few hosts for the policy is refused on hosts, erasure coding on a hybrid
// OSA cluster on all_flash.
//
// After a host failure (n − 1 hosts): re-protection needs the layout's
// minimum on n − 1 hosts (ESA re-lays 4+1 out as 2+1 below 6 hosts). The
// rebuild uses the slack or the host rebuild reserve; the operations
// reserve and vSAN's own metadata stay:
//
//	after_failure_usable_gb = min(usable_gb, ((n − 1) × h − operations − s × (n − 1) × h) / k' × r)
//	after_failure_fits      = reprotectable and vm_data_gb ≤ after_failure_usable_gb
//
// Where the slack goes after the failure is a reading, and the documents
// differ: Sizewise's answer lets the rebuild use it (VMware keeps slack for
// rebuilds: "Reserve extra capacity to make sure that vSAN recovers
// components after a host failure", VCF 9.0, "Planning Capacity in vSAN");
// the stricter reading, as Dell's capacity guidance sizes N+1, wants the
// slack free again afterwards, and is shown beside it:
//
//	after_failure_slack_kept_usable_gb = min(usable_gb, (n − 1) × h × (1 − slack_pct / 100 − s) / k' × r)
//
// (equal to after_failure_usable_gb under the reserves, which keep the
// operations reserve free anyway), with a warning when the VM data fits the
// first and not the second.
//
// Revision 2 (December 2026, input rules_revision): a document Sizewise
// wrote before (it gives every input of the first version, and no
// rules_revision) opens with today's figures and a warning per figure that
// changed (usable, fill, usable after a failure, hosts required), naming
// the rule changes that moved it (Changes).
//
// The 80 % advice rests on VMware's page: "vSAN rebalances the components
// across the cluster whenever the consumption on a single capacity device
// reaches 80 percent or more. The rebalance operation might impact the
// performance of applications. To avoid these issues, keep storage
// consumption to less than 80 percent." (VCF 9.0, "Planning Capacity in
// vSAN").
//
// Warnings match the architecture: the vSAN 7 test figures (Евгений Литовка,
// "Как мы тестировали VMware vSAN 7", Nubes, 2020: 4 hosts, Xeon Gold 6246,
// 8 × Intel P4510 1 TB NVMe each, vSAN 7.0 U1, HCIBench 2.4.0) were measured
// on OSA all-flash NVMe disk groups, and are quoted only for OSA all-flash:
//   - above 80 % full performance fell sharply: 432,362 IO/s (1,688 MB/s) at
//     50 % full versus 265,151 IO/s (1,035 MB/s) past 80 % (RAID-5, dedupe and
//     compression, 1 disk group);
//   - deduplication and compression barely touch large-block patterns but cut
//     small-block write patterns by more than half (peak 410,545 → 407,678
//     IO/s and 2,654 → 1,629 MB/s);
//   - a second disk group per host raised the maxima from 410,545 to 756,366
//     IO/s (+84 %) and from 2,654 to 4,168 MB/s (+57 %): the article's
//     "from 57 % to 84 %".
//
// Hybrid and ESA clusters get the 80 % advice without those figures, and a
// hybrid cluster with one disk group the VMware Cloud Foundation 9.0
// recommendation of two disk groups per host (VCF-VSAN-OSA-RCMD-CFG-001).
//
// Sources: "Administering VMware vSAN" (vSphere 6.5), VMware, 2017 (RAID-1
// and RAID-5/6 usable shares); vSphere 8.0 vSAN Administration, "Using RAID
// 5 or RAID 6 Erasure Coding", VMware (fault domains, all-flash); Broadcom KB
// 394410, 2025 (ESA multipliers, 13.1 % overhead); Duncan Epping, "vSAN 8.0
// ESA – Introducing Adaptive RAID-5", Yellow Bricks, 2022; Duncan Epping,
// "vSAN 8.0 ESA and Compression by default?", Yellow Bricks, 2022; "Global
// Deduplication in vSAN ESA for VMware Cloud Foundation 9.0", VMware Cloud
// Foundation Blog, 2025 (VCF 9.0 P01); "vSAN Single-Rack Storage Cluster
// Storage Model", VMware Cloud Foundation 9.0 Design, Broadcom, 2025
// (VCF-VSAN-RCMD-CFG-001/-003, VCF-VSAN-OSA-RCMD-CFG-001); "Understanding
// “Reserved Capacity” Concepts in vSAN", VMware, 2022; vSAN Monitoring and
// Troubleshooting (vSphere 7.0), VMware, 2020 (largest host, 255/765 GB, 5 %
// buffer); the Nubes vSAN 7 test (measurements).
package vsancap
