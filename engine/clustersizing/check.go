package clustersizing

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// Problems Check reports.
var (
	errPeak      = msg.NewKey("cluster-sizing.peak-needed", "is required when {0} is {1}: give the workload's measured peak, or size on vCPUs")
	errVCPUs     = msg.NewKey("cluster-sizing.vcpus-vms", "is fewer than the {0} (every VM has at least one vCPU)")
	errMemOver   = msg.NewKey("cluster-sizing.memory-over", "cannot be more than the configured memory, {0}")
	errTierRange = msg.NewKey("cluster-sizing.tier-range", "must be 0 (tiering off), or from {0} to {1} (Mem.TierNVMePct; {2} is the default 1:1 ratio)")
	errTierRules = msg.NewKey("cluster-sizing.tier-rules", "NVMe memory tiering is production-ready from VMware Cloud Foundation 9.0 (a technical preview in vSphere 8.0 U3): choose the rule set {0}, or set 0")
	errESA       = msg.NewKey("cluster-sizing.esa-classic", "vSAN ESA needs the rule set {0} or {1}: the classic rules are vSAN 6/7's, which had no ESA")
	errHybridEC  = msg.NewKey("cluster-sizing.hybrid-ec", "{0} needs all-flash: OSA runs erasure coding on all-flash disk groups only; choose {1} or an all-flash architecture")
	errGroups    = msg.NewKey("cluster-sizing.disk-groups", "{0} capacity devices do not fill {1} OSA disk groups evenly with at most {2} each: give a multiple of the disk groups, up to {3}")
	errESADevs   = msg.NewKey("cluster-sizing.esa-devices", "must be at most {0} in an ESA storage pool")
	errTwoNodeEC = msg.NewKey("cluster-sizing.two-node-policy", "a 2-node cluster mirrors every object across its two hosts: choose {0}")
	errTopoExt   = msg.NewKey("cluster-sizing.topology-external", "a {0} cluster is a vSAN topology: with storage outside the hosts choose {1} (a metro storage cluster on external arrays is not modelled)")
	errReserves  = msg.NewKey("cluster-sizing.reserves", "gives {0} of raw capacity per host, less than vSAN's operations reserve takes from each host ({1} + {2} of raw): no number of hosts holds data under the reserves; choose more or larger devices")
)

// report reports k at field with the numbers ns (not inlined, as m).
//
//go:noinline
func report(errs *scenario.Errors, field string, k *msg.Key, ns ...num) { errs.Put(field, m(k, ns...)) }

// Check refuses what cannot be sized as given: a CPU sizing without its
// figure, fewer vCPUs than VMs, measured memory above the configured,
// memory tiering outside VCF 9 or Mem.TierNVMePct's range, vSAN layouts
// the architecture or topology cannot run (ESA under the classic rules,
// erasure coding on hybrid OSA, a 2-node cluster without RAID-1 FTT=1,
// disk groups filled unevenly), and devices smaller than vSAN's operations
// reserve. What the vsan-capacity calculator refuses is refused here
// first, at this calculator's own fields (a test holds vsancap.Check to
// it).
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	if in.CPUSizing == CPUMeasured && in.PeakCPUGHz == nil {
		errs.Report("peak_cpu_ghz", errPeak, msg.Field("cpu_sizing"), msg.Choice("cpu_sizing", CPUMeasured))
	}
	if in.VCPUs < in.VMs {
		report(&errs, "vcpus", errVCPUs, num{float64(in.VMs), msg.VM})
	}
	for _, f := range []struct {
		name string
		x    *float64
	}{{"active_memory_gb", in.ActiveMemoryGB}, {"consumed_memory_gb", in.ConsumedMemoryGB}} {
		if f.x != nil && scenario.Clean(*f.x) > scenario.Clean(in.MemoryGB) {
			report(&errs, f.name, errMemOver, gb(in.MemoryGB))
		}
	}
	if t := in.MemoryTieringPct; t != 0 && t < TieringMinPct {
		report(&errs, "memory_tiering_pct", errTierRange, pc(TieringMinPct), pc(TieringMaxPct), pc(TieringDefaultPct))
	} else if t > 0 && in.Rules != rules.VCF9 {
		errs.Report("memory_tiering_pct", errTierRules, msg.Choice("rules", rules.VCF9))
	}
	checkStorage(in, &errs)
	return errs
}

// checkStorage refuses what the hosts' vSAN cannot run.
func checkStorage(in *Inputs, errs *scenario.Errors) {
	if !in.vsan() {
		if in.Topology != Standard {
			errs.Report("topology", errTopoExt, msg.Choice("topology", in.Topology), msg.Choice("topology", Standard))
		}
		return
	}
	p, _ := vsancap.PolicyNamed(in.Policy)
	switch in.Architecture {
	case ESA:
		if in.Rules == rules.Classic {
			errs.Report("architecture", errESA, msg.Choice("rules", rules.VSAN8ESA), msg.Choice("rules", rules.VCF9))
		}
		if in.DevicesPerHost > ESAMaxDevices {
			report(errs, "devices_per_host", errESADevs, plain(ESAMaxDevices))
		}
	default:
		g := in.DiskGroupsPerHost
		if in.DevicesPerHost%g != 0 || in.DevicesPerHost/g > OSAMaxDisksPerGroup {
			report(errs, "devices_per_host", errGroups, plain(float64(in.DevicesPerHost)), plain(float64(g)), plain(OSAMaxDisksPerGroup), plain(float64(g*OSAMaxDisksPerGroup)))
		}
		if in.Architecture == OSAHybrid && p.AllFlashOnly {
			errs.Report("policy", errHybridEC, msg.Txt(p.Short), msg.Choice("policy", mirrorOf(p)))
		}
	}
	if in.Topology == TwoNode && in.Policy != "raid1-ftt1" {
		errs.Report("policy", errTwoNodeEC, msg.Choice("policy", "raid1-ftt1"))
	}
	if !rules.Current(in.Rules) || in.Topology != Standard {
		return
	}
	// Under the reserves every further host adds its raw capacity less
	// its share of the operations reserve (vsancap's model): with devices
	// that small no number of hosts holds anything.
	raw := float64(in.DevicesPerHost) * in.DeviceSizeTB * 1000
	ops := vsancap.OpsReserveGBPerHost + raw*vsancap.OpsBufferPct/100
	if raw <= ops {
		report(errs, "device_size_tb", errReserves, gb(raw), gb(vsancap.OpsReserveGBPerHost), pc(vsancap.OpsBufferPct))
	}
}

// mirrorOf is the RAID-1 policy with p's failures to tolerate.
func mirrorOf(p vsancap.Policy) string {
	for _, q := range vsancap.Policies {
		if q.FTT == p.FTT && q.Mirror() {
			return q.Name
		}
	}
	return "raid1-ftt1"
}
