package sioc

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/source"
)

// sourcesFor is Sources(in.Rules), with the 32 KB count cited when an I/O
// size above 32 KB is given (applied under every rule set: vSphere 5.5 and
// later count so): the vSphere API reference first, Duncan Epping's
// description of the 5.5 change beside it.
func sourcesFor(in Inputs) []msg.Message {
	s := Sources(in.Rules)
	if in.IOSizeKB != nil && *in.IOSizeKB > ChunkKB {
		if !rules.Current(in.Rules) {
			// the current rules cite it already
			s = append(s, source.StorageIOAllocationInfo.Msg(msg.T(
				"\"Large IO sizes are considered as multiple IOs using a chunk size of 32 KB as default\"")))
		}
		s = append(s, source.EppingDiskLimitsMClock.Msg(msg.T(
			"disk IOPS limits are enforced by the host's disk scheduler (mClock, vSphere 5.5 and later), not by SIOC, and count an I/O as ceil(size / 32 KB): a 64 KB I/O counts as two, so a 100 IOPS limit admits 50 such I/Os")))
	}
	return s
}

// Sources cites the documents of the model and the rule set's warnings.
func Sources(set rules.Set) []msg.Message {
	out := []msg.Message{
		source.VMGuruSIOC.Msg(msg.T(
			"the four-VM example (the calculator's defaults): 8,000 IOPS, shares 1000/2500/500/1000 → 1600/4000/800/1600 IOPS, hosts 70 %/30 %; VM1 idle at 10 IOPS, VM2 limited to 5,000 → 10/5000/997/1993; mClock lends unused IOPS even over a reservation and takes them back. This idle case is VM Guru's own variant of VMware's layout")),
		source.SIOCDistributionPart2.Msg(msg.T(
			"the same 8,000 IOPS, two-host, four-VM layout; Scenario 3: VM3 idle at 10 IOPS, VM4 limited to 2,000 → 390 IOPS move to esx1: VM1 1600 + 1000/3500 × 390 = 1711, VM2 4279, VM3 10, VM4 2000")),
		source.SIOCPerformanceVariance.Msg(msg.T(
			"SIOC changes host device queue depths (32 → 4 for an idle host); a critical VM with 4000 shares against three with 200 reached 94 % of its uncontended performance; without SIOC the critical VM lost up to 42 %, with SIOC about half that (figures as a Russian blog summary of the paper quotes them)")),
		source.VSphereResourceManagement.Msg(msg.T(
			"disk shares Low 500, Normal 1000 (the default), High 2000; IOPS unlimited by default")),
	}
	if rules.Current(set) {
		out = append(out,
			source.StorageIOAllocationInfo.Msg(msg.T(
				"\"Deprecated as of vSphere8.0 U3, and there is no replacement for it.\"; \"Large IO sizes are considered as multiple IOs using a chunk size of 32 KB as default.\"; \"The reservation is currently exposed only at the host level for local and shared datastores.\"")),
			source.SIOCDeprecation.Msg(msg.T(
				"quotes the vSphere 8.0 U3 release notes: the SDRS I/O load balancer, SDRS I/O reservations-based load balancer and vSphere Storage I/O Control components \"will be deprecated in a future vSphere release\"; capacity balancing and SPBM IOPS limits are not affected")),
			source.VCF45ManagementDomainSIOC.Msg(msg.T(
				"\"Storage I/O Control is not applicable on principal vSAN datastores.\"")),
		)
	}
	return out
}
