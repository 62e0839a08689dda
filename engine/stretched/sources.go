package stretched

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/source"
)

// Documents this calculator cites that engine/source does not list yet (to
// be moved there). Fields were read in stored copies of the pages.

// dellVxRailESA is Dell's VxRail architecture page on what vSAN ESA brings
// to a stretched cluster: "The VMware vSAN ESA compresses data before
// transmitting a write across the ISL."
//
// Year: not shown in the copy read; VxRail shipped ESA in 2023, the earliest
// the page can be.
var dellVxRailESA = source.Doc{
	ID:        "dell-vxrail-vsan-esa-stretched-2023",
	Title:     "VMware vSAN ESA benefits to a VxRail stretched cluster with VMware vSAN (Dell VxRail Architecture Overview)",
	Publisher: "Dell Technologies",
	Year:      2023,
	URL:       "https://www.dell.com/support/manuals/en-us/vxrail-appliance-series/vxrail_architecture_guide/vmware-vsan-esa-benefits-to-a-vxrail-stretched-cluster-with-vmware-vsan?guid=guid-69713cb0-ee5e-4a1b-b456-cef4bf3aff9b&lang=en-us",
	Lang:      "en",
	Basis:     source.Partner,
}

// vcf45WitnessSpec is the VMware Cloud Foundation 4.5 VI workload domain
// design page with the vSAN witness deployment specification: Tiny 2 vCPU /
// 8 GB, Medium 2 / 16 GB, Large 2 / 32 GB (it lists Medium at 21,000
// components where the vSphere 8.0 page says 21,833).
var vcf45WitnessSpec = source.Doc{
	ID:        "vmware-vcf45-vsan-witness-spec-2022",
	Title:     "vSAN Witness Deployment Specification (VI Workload Domain Design for VMware Cloud Foundation 4.5)",
	Publisher: "VMware",
	Year:      2022,
	URL:       "https://docs.vmware.com/en/VMware-Cloud-Foundation/4.5/vcf-vi-workload-domain-design/GUID-31063B6D-234C-47CA-8594-1EC50B6AEDFF.html",
	Lang:      "en",
}

// witnessResourcesSummary is a third-party summary of a Broadcom article on
// witness VM resources: ESA Medium 4 vCPU / 16 GB, Large 4 / 32 GB, Extra
// Large 8 / 64 GB; OSA Tiny 2 / 8, Normal 2 / 16, Large 2 / 32, Extra Large
// 6 / 32. The Broadcom article itself was not found (searched again in the
// vendor documentation, the VCF 9.0 vSAN pages and the knowledge base: the
// witness pages give components, not vCPU and memory). It is cited only
// where a figure shown rests on it (every ESA size, OSA Extra Large), and
// labelled as what it is.
//
// Title: supplied (in square brackets), in English: the page is in English;
// its address carries a Russian headline. Year: it mentions the VCF 9.0
// stretched-cluster paper (2025).
var witnessResourcesSummary = source.Doc{
	ID:        "semanticed-vsan-witness-vm-resources-2025",
	Title:     "[Memory and CPU requirements of the witness VM in VMware vSAN ESA and OSA]",
	Publisher: "semanticed.online",
	Year:      2025,
	URL:       "https://semanticed.online/pc-hardware-infrastructure/требования-к-памяти-и-cpu-для-witness-vm-в-vmware-vsan-esa-и-osa-eaf21cc5",
	Lang:      "en",
	Basis:     source.ThirdParty,
}

// applianceSources cites the documents behind the appliance shown: its
// sizes, and where its vCPUs and memory come from (VMware's VCF 4.5 design,
// or the third-party summary, labelled, only when a figure shown rests on
// it).
func applianceSources(in Inputs) []msg.Message {
	if in.Components <= 0 {
		return nil
	}
	s, ok := WitnessForRules(in.Rules, in.Components)
	out := []msg.Message{source.VSANWitnessAppliance.Msg(msg.T(
		"witness appliance sizes: Tiny up to 750 components (10 VMs or fewer), Medium 21,833 (500 VMs), Large 45,000, Extra Large 64,000"))}
	if rules.Current(in.Rules) {
		out = append(out, source.VCF9WitnessAppliance.Msg(msg.T(
			"\"vSAN ESA does not support tiny witness appliance\": the ESA appliance is Medium, Large or Extra Large; download the appliance of the cluster's architecture (ESA or OSA)")))
	}
	if !ok {
		return out
	}
	if _, _, known := s.Resources(in.Rules); !known {
		return out
	}
	if s.Vendor(in.Rules) {
		return append(out, vcf45WitnessSpec.Msg(msg.T(
			"witness appliance: Tiny 2 vCPU / 8 GB, Medium 2 / 16 GB, Large 2 / 32 GB")))
	}
	if rules.Current(in.Rules) {
		return append(out, witnessResourcesSummary.Msg(msg.T(
			"ESA witness VM: Medium 4 vCPU / 16 GB, Large 4 / 32 GB, Extra Large 8 / 64 GB, quoting a Broadcom article that was not found")))
	}
	return append(out, witnessResourcesSummary.Msg(msg.T(
		"OSA witness VM Extra Large: 6 vCPU / 32 GB, quoting a Broadcom article that was not found")))
}

// twoNodeSources cites the 2-node documents for one host per site.
func twoNodeSources(hosts int) []msg.Message {
	if !TwoNode(hosts) {
		return nil
	}
	return []msg.Message{
		source.VSANTwoNodeClusters.Msg(msg.T(
			"a 2-node cluster is two hosts at the same location, connected to the same switch or directly, with the witness appliance at a second site")),
		source.VSANTwoNodeDirectConnect.Msg(msg.T(
			"vSAN 6.5 and later connect the two data nodes directly \"using one 10Gb networking cable or, preferably, two\", with witness traffic on another VMkernel port")),
	}
}

// Sources cites the documents of the rule set's formulas and figures: the
// vendor's own documents first; a vendor employee's blog or a partner's
// page only beside one (each labelled as what it is). The witness
// appliance's documents are cited by applianceSources, when there is one.
func Sources(set rules.Set) []msg.Message {
	out := []msg.Message{
		source.StretchedBandwidthGuide.Msg(msg.T(
			"B = Wb × md × mr, md = 1.4, mr = 1.25 (10,000 write IOPS × 4 KB → 320 → 560 Mbps); witness 1138 B × 8 × components / 5 s + 10 %; reads stay local")),
		source.VSANNetworkDesignGuide.Msg(msg.T(
			"inter-site RTT < 5 ms; witness 2 Mbps per 1000 components; witness RTT < 500 ms with 1 host per site, < 200 ms up to 10, < 100 ms for 11–15")),
	}
	if rules.Current(set) {
		out = append(out,
			source.StretchedBandwidthSizingCurrent.Msg(msg.T(
				"data sites at least 10 Gbps apart and < 5 ms RTT, for ESA and OSA alike; bandwidth depends on the architecture (ESA or OSA)")),
			source.VCF9VSANBandwidthLatency.Msg(msg.T(
				"site to site at least 10 GbE (OSA and ESA), < 5 ms RTT; site to witness 2 Mbps per 1000 components, < 500 ms RTT for 1 host per site, < 200 ms for up to 10, < 100 ms for 11–15")),
			source.VCF9VSANPhysicalNIC.Msg(msg.T(
				"stretched clusters: witness < 200 ms RTT up to 10 hosts per site, < 100 ms for 11–15; two-node < 500 ms; inter-site link 25 GbE or more recommended")),
			source.VCF9VSANCharacteristics.Msg(msg.T(
				"ESA compresses by default \"at the top of the vSAN stack\", so the hosts holding copies need not: \"This reduces the amount of data transmitted over the network\". The ratio Sizewise applies is an assumption the user enters")),
			source.ESACompression.Msg(msg.T(
				"beside VMware's page: 4 KB compressed to 2 KB sends 2 KB; up to 8:1 per 4 KB block in theory; on by default (policy \"No Preference\")")),
			dellVxRailESA.Msg(msg.T(
				"beside VMware's page: \"The VMware vSAN ESA compresses data before transmitting a write across the ISL\"")),
		)
	}
	if set == rules.VCF9 {
		out = append(out,
			source.VCF9WitnessTrafficInterface.Msg(msg.T(
				"\"vSAN stretched clusters with 11 or more hosts per site must have less than 100 ms RTT\" to the witness; fewer than 11, less than 200 ms; two-node, less than 500 ms")),
			source.VCF9StretchedHCICluster.Msg(msg.T(
				"data sites < 5 ms RTT (VCF-VSAN-SC-REQD-CFG-002); witness no more than 200 ms RTT (-003); data sites no less than 10 GbE apart, ESA and OSA alike (-004); no minimum witness bandwidth, estimate it from the components (-005); at least six nodes for workload-domain stretched clusters (-007); a witness appliance of the cluster's architecture (-010)")))
	}
	return out
}
