package vsancap

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/source"
)

// sources cites the documents behind what this evaluation shows.
func sources(in Inputs, m model, r Results) []msg.Message {
	esa := in.Architecture == ESA
	s := []msg.Message{
		source.VSANAdministering65.Msg(msg.T(
			"RAID-1 FTT=1/2/3 leave about 50/33/25 % of raw capacity usable, RAID-5/6 FTT=1/2 about 75/67 % (OSA)")),
		source.VCF9PlanningCapacity.Msg(msg.T(
			"the same usable shares; \"vSAN rebalances the components across the cluster whenever the consumption on a single capacity device reaches 80 percent or more. The rebalance operation might impact the performance of applications. To avoid these issues, keep storage consumption to less than 80 percent.\"; reserve extra capacity so that vSAN recovers components after a host failure")),
	}
	if !esa && in.AllFlash && in.DedupeRatio > 1 {
		s = append(s, source.VCF9DedupeDesign.Msg(msg.T(
			"OSA deduplication and compression: all-flash only; \"Capacity overhead for deduplication and compression is approximately five percent of total raw capacity\"")))
	}
	if esa {
		s = append(s,
			source.ESASpaceUtilizationKB.Msg(msg.T(
				"ESA: RAID-1 adds 100 % of the data, RAID-5 2+1 50 %, RAID-5 4+1 25 %, RAID-6 50 %; the log-structured file system adds about 13.1 % of object and replica data (10 GB under RAID-1 → 22.62 GB)")),
			source.ESAAdaptiveRAID5.Msg(msg.T(
				"adaptive RAID-5: 2+1 on 3–5 hosts, 4+1 on 6 or more; re-laid out about 24 hours after the host count changes")),
			source.ESACompression.Msg(msg.T(
				"ESA compresses by storage policy, on by default, on the host that writes")),
			source.VCF9MonitorCapacity.Msg(msg.T(
				"\"vSAN Express Storage Architecture (ESA) does not support deduplication\"; system usage lists a \"File system overhead\" apart from the \"ESA object overhead\", without a figure")),
			source.ESACapacityOverheads.Msg(msg.T(
				"ESA capacity overheads \"by using simple examples and rounded percentages\"; official sizing uses the vSAN ReadyNode sizer. Third parties quote it for the global metadata, \"typically approximately 10% of the total raw capacity\": only the post's introduction was read, so Sizewise's 10 % is an assumption")))
		if GlobalDedupeOn(in) {
			s = append(s, source.ESAGlobalDedup.Msg(msg.T(
				"global deduplication for vSAN ESA in VCF 9.0 P01: cluster-wide, 4 KB, after the data is written")))
		}
	}
	if IsTwoNode(in) {
		s = append(s, source.VSANTwoNodeClusters.Msg(msg.T(
			"two hosts at one location, connected to the same switch or directly, with the witness on a virtual appliance at a second site")))
	}
	if in.Deployment == StorageCluster {
		s = append(s, source.VCF9StorageClusterModel.Msg(msg.T(
			"a vSAN storage cluster has 4 to 32 hosts, each with at least 2 storage devices, on ESA; VCF-VSAN-STG-CLU-RCMD-CFG-002: \"If a vSAN storage cluster consists of only four (4) ESX hosts, do not enable the Host Rebuild Reserve\"")))
		if in.ClusterType == Stretched {
			s = append(s, source.VCF9StretchedStorageCluster.Msg(msg.T(
				"a stretched storage cluster needs 4 hosts per site, 7 recommended for RAID-6 re-protection")))
		}
	}
	if m.current {
		s = append(s,
			source.VCF9StorageClusterModel.Msg(msg.T(
				"VCF-VSAN-RCMD-CFG-003: enable reserved capacity; host rebuild reserve 25 % at 4 nodes, 8 % at 12, instead of a generic 30 %; not supported on three-node, stretched and fault-domain clusters; in a vSAN storage cluster of only 4 hosts the host rebuild reserve with auto-policy management prevents RAID-5; VCF-VSAN-OSA-RCMD-CFG-001: at least two disk groups per host")),
			source.VSANReservedCapacity.Msg(msg.T(
				"operations reserve and host rebuild reserve replace the slack-space guidance of vSAN 7 and earlier; not usable on stretched, two-node and fault-domain clusters")),
			source.VSANMonitoringReservedCapacity.Msg(msg.T(
				"the host rebuild reserve is the capacity of the largest host; policy changes need 255 GB per host (objects under 8 TB) or 765 GB (8 TB or more); the operations reserve adds a 5 % buffer; the document gives no operations-reserve percentage")))
	} else {
		s = append(s,
			source.VSANReservedCapacity.Msg(msg.T(
				"vSAN 7 and earlier: keep free capacity (slack space) for rebuilds and policy changes")),
			source.VCF9StorageClusterModel.Msg(msg.T(
				"the generic 30 % capacity overhead the reserves replace")))
	}
	if !esa && in.AllFlash {
		// The one measurement, beside VMware's pages, for the architecture
		// it measured (its basis is named in the citation).
		s = append(s, source.NubesVSAN7Test.Msg(msg.T(
			"vSAN 7.0 U1, OSA all-flash NVMe, HCIBench 2.4.0: 1 → 2 disk groups 410,545 → 756,366 IO/s and 2,654 → 4,168 MB/s (+57–84 %); dedupe and compression halve small-block writes; 50 % full 432,362 IO/s, past 80 % 265,151 IO/s")))
	}
	return s
}
