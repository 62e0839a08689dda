package vsancap

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Check refuses what the cluster cannot run: ESA under the classic rules or
// without all-flash, too few hosts for the policy, erasure coding on a
// hybrid OSA cluster, and reserves larger than the hosts.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	if len(errs) > 0 {
		return errs
	}
	p := mustPolicy(in.Policy)
	esa := msg.Txt(msg.Same("ESA"))
	if in.Architecture == ESA && in.Rules == rules.Classic {
		errs.Report("architecture", errESAClassic, esa, msg.Choice("rules", rules.VSAN8ESA), msg.Choice("rules", rules.VCF9))
	}
	if in.Architecture == ESA && !in.AllFlash {
		errs.Report("all_flash", errESAHybrid, esa, msg.Txt(msg.Same("OSA")))
	}
	need := MinHostsOf(in.Architecture, p) // a storage cluster's own minimum: checkStorageCluster
	if IsTwoNode(*in) && p.Name == "raid1-ftt1" {
		need = TwoNodeHosts
	}
	switch {
	case in.Hosts < need && p.Name == "raid1-ftt1" && in.ClusterType == Standard:
		// 1 host: say that 2 would do, as a 2-node cluster
		errs.Report("hosts", errHostsMirror, policyName(p.Name), msg.Int(need), msg.Int(TwoNodeHosts), msg.Int(in.Hosts))
	case in.Hosts < need:
		errs.Report("hosts", errHosts, policyName(p.Name), msg.Int(need), msg.Int(in.Hosts))
	}
	if in.Deployment == StorageCluster {
		// one problem per field: the policy's host minimum, when broken,
		// is said first and the storage cluster's is not added to it
		checkStorageCluster(in, in.Hosts >= need, &errs)
	}
	if in.Architecture == OSA && p.AllFlashOnly && !in.AllFlash {
		errs.Report("all_flash", errHybridEC, policyName(p.Name), msg.Choice("policy", mirrorOf(p).Name))
	}
	if len(errs) > 0 {
		return errs
	}
	m := newModel(*in)
	if m.sys > 0 && in.SlackPct+m.sys*100 >= 100 {
		// slack and vSAN's own metadata leave nothing for data
		errs.Report(sysField(*in), errSysSlack, pct(m.sys*100), pct(in.SlackPct))
		return errs
	}
	if !m.current || in.Headroom == HeadroomSlack || in.ClusterType != Standard {
		return errs
	}
	raw := float64(in.Hosts) * m.hostRaw
	res := m.reservesAt(in.Hosts)
	slack := msg.Choice("headroom", HeadroomSlack)
	switch {
	case m.netPerHost() <= 0:
		// no host count holds anything once the reserves apply
		errs.Report("capacity_disk_gb", errReservesHost, gb(m.hostRaw), gb(in.OpsReserveGBPerHost), pct(in.OpsBufferPct+m.sys*100),
			gb(0), slack, msg.Field("headroom"))
	case m.headroom(in.Hosts) != HeadroomSlack && res.total()+m.sysGB(raw) >= raw:
		errs.Report("capacity_disk_gb", errReserves, msg.Qty(float64(in.Hosts), msg.Host), gb(scenario.Clean(res.total()+m.sysGB(raw))), gb(raw),
			slack, msg.Field("headroom"))
	}
	return errs
}

// sysField is the input that sets the system overhead of in.
func sysField(in Inputs) string {
	if in.Architecture == ESA {
		return "esa_metadata_pct"
	}
	return "dedupe_overhead_pct"
}

// checkStorageCluster refuses a vSAN storage cluster (vSAN Max) that its
// design pages do not allow: under the classic rules (vSAN 6/7 had none),
// not ESA, hosts outside 4–32 (at least 4 per
// site when stretched; fault domains are counted, not hosts, so warn
// checks those), fewer than 2 devices per host.
func checkStorageCluster(in *Inputs, checkHosts bool, errs *scenario.Errors) {
	switch {
	case in.Rules == rules.Classic:
		errs.Report("deployment", errStorageClassic, msg.Choice("rules", rules.VSAN8ESA), msg.Choice("rules", rules.VCF9))
	case in.Architecture != ESA:
		errs.Report("deployment", errStorageESA, msg.Txt(msg.Same("ESA")), msg.Field("architecture"))
	}
	switch {
	case !checkHosts:
	case in.ClusterType == Standard:
		if in.Hosts < StorageMinHosts || in.Hosts > StorageMaxHosts {
			errs.Report("hosts", errStorageHosts, msg.Int(StorageMinHosts), msg.Int(StorageMaxHosts), msg.Int(in.Hosts))
		}
	case in.ClusterType == Stretched:
		if in.Hosts < StretchedStorageMinHosts {
			errs.Report("hosts", errStorageSiteHosts, msg.Int(StretchedStorageMinHosts), msg.Int(in.Hosts))
		}
	}
	if in.Architecture == ESA && in.DevicesPerHost < StorageMinDevices {
		errs.Report("devices_per_host", errStorageDevices, msg.Int(StorageMinDevices), msg.Int(in.DevicesPerHost))
	}
}

// The problems Check reports (field errors), as registered keys.
var (
	errHosts = msg.NewKey("vsan-capacity.err.hosts",
		"{0} needs at least {1} {1|host|hosts}; {2} given")
	errHostsMirror = msg.NewKey("vsan-capacity.err.hosts.mirror",
		"{0} needs at least {1} {1|host|hosts}, or {2} as a 2-node cluster with a witness appliance; {3} given")
	errHybridEC = msg.NewKey("vsan-capacity.err.hybrid-ec",
		"{0} needs an all-flash cluster on OSA; on hybrid use {1}")
	errESAClassic = msg.NewKey("vsan-capacity.err.esa-classic",
		"{0} needs the rule set {1} or {2}: the classic rules are vSAN 6/7, which has no ESA")
	errESAHybrid = msg.NewKey("vsan-capacity.err.esa-hybrid",
		"must be on for {0}: ESA runs on all-flash (NVMe) only, there is no hybrid ESA; choose {1} for a hybrid cluster")
	errReservesHost = msg.NewKey("vsan-capacity.err.reserves-host",
		"is too small for the reserves: a host holds {0}, and its share of the operations reserve ({1} + {2} of its capacity) leaves {3}. Use larger or more devices, or choose {4} in {5}")
	errReserves = msg.NewKey("vsan-capacity.err.reserves",
		"is too small for the reserves: the reserves of {0} take {1} of their {2}. Use larger or more devices, or choose {3} in {4}")
	errSysSlack = msg.NewKey("vsan-capacity.err.sys-slack",
		"leaves no capacity for data: vSAN's own metadata takes {0} of raw and the slack {1}")
	errStorageESA = msg.NewKey("vsan-capacity.err.storage-esa",
		"a vSAN storage cluster (vSAN Max) runs on {0} only: choose {0} in {1}")
	errStorageClassic = msg.NewKey("vsan-capacity.err.storage-classic",
		"a vSAN storage cluster (vSAN Max) needs the rule set {0} or {1}: the classic rules are vSAN 6/7, which has no storage clusters")
	errStorageHosts = msg.NewKey("vsan-capacity.err.storage-hosts",
		"a vSAN storage cluster has {0} to {1} hosts; {2} given")
	errStorageSiteHosts = msg.NewKey("vsan-capacity.err.storage-site-hosts",
		"a stretched vSAN storage cluster needs at least {0} hosts per site; {1} given")
	errStorageDevices = msg.NewKey("vsan-capacity.err.storage-devices",
		"a vSAN storage cluster needs at least {0} storage devices per host; {1} given")
)
