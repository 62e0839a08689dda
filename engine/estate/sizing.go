package estate

import (
	"math"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/clustersizing"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// The notes of a cluster-sizing scenario: what each input is drawn from.
var (
	csVMs = msg.NewKey("estate.cs.vms",
		"{0} = {1}, {2} = {3}, {4} = {5}: the {7} of cluster “{6}” ({1} {1|VM|VMs}), their configured vCPUs and memory (GiB as vSphere counts it, 1 GB = 1024 MB).")
	csVMsEstate = msg.NewKey("estate.cs.vms-estate",
		"{0} = {1}, {2} = {3}, {4} = {5}: the {7} of the whole estate together ({1} {1|VM|VMs}: {6} {6|cluster|clusters}, standalone hosts' VMs included), sized as one design of the target host: the hosts the whole estate needs, beside each cluster's own scenario.")
	csStorageProvisioned = msg.NewKey("estate.cs.storage-provisioned",
		"{0} = {1} GB, {2} = {3}: the storage provisioned to those VMs without the source vSAN policy's overhead (VMware Cloud Foundation's design sizes vSAN for provisioned space; in use: {4} GB); the hosts it needs come from the vSAN capacity calculator's model.")
	csStorageUsed = msg.NewKey("estate.cs.storage-used",
		"{0} = {1} GB, {2} = {3}: the storage those VMs use, without the source vSAN policy's overhead (the export gives no provisioned space).")
	csMeasured = msg.NewKey("estate.cs.measured",
		"{0}: as {1} measured them over its recording period (throughput: MiB/s × 1.048576 = MB/s).")
	csCPUMeasured = msg.NewKey("estate.cs.cpu-measured",
		"{0} = {1}: CPU is sized on the measured peak GHz with the CPU headroom, not on a vCPU-per-core ratio: a measurement beats a rule of thumb.")
	csHost = msg.NewKey("estate.cs.host",
		"{0}: {1}.")
	csPolicy = msg.NewKey("estate.cs.policy",
		"{0} = {1}: the policy of the vSAN capacity scenario under the current rules.")
	csHeld = msg.NewKey("estate.cs.held",
		"{0}: the target host's figures outside the calculator's range, held to the nearest values it takes.")
	csTwoNode = msg.NewKey("estate.cs.2node",
		"{0} = {1}: “{2}” runs on {3} {3|host|hosts} today, a 2-node cluster, and its workload fits one.")
	csTwoNodeOut = msg.NewKey("estate.cs.2node-out",
		"{0} = {1}: “{2}” runs on {3} {3|host|hosts} today, a 2-node cluster, but each of two hosts could not carry its workload alone after the other fails: sized as a standard cluster.")
)

// clusterSizing is the cluster's cluster-sizing scenario: how many target
// hosts its sized VMs need, which resource decides and what they license.
func (p *planner) clusterSizing(c *clusterData, _ variant) []draft {
	if c.name == NoCluster || c.work == nil || c.work.VMs == 0 {
		return nil
	}
	return []draft{p.sizingDraft(c.work, len(c.hosts), func(vms, vcpus, mem msg.Arg) msg.Message {
		w := c.work
		return Note(csVMs, vms, w.VMs, vcpus, max(int(math.Ceil(w.VCPUs)), w.VMs), mem, w.MemoryGiB, c.name, p.which())
	}, c.name)}
}

// estateSizing is the whole estate's cluster-sizing scenario, made when
// more than one cluster is sized.
func (p *planner) estateSizing(w *inventory.Workload, clusters int) (draft, bool) {
	if w == nil || w.VMs == 0 || clusters < 2 {
		return draft{}, false
	}
	return p.sizingDraft(w, 0, func(vms, vcpus, mem msg.Arg) msg.Message {
		return Note(csVMsEstate, vms, w.VMs, vcpus, max(int(math.Ceil(w.VCPUs)), w.VMs), mem, w.MemoryGiB, Count(clusters), p.which())
	}, ""), true
}

// sizingDraft derives the cluster-sizing inputs of workload w on the
// target host: hosts is the source cluster's host count (a 2-node cluster
// stays one), vmsNote says where the VMs come from.
func (p *planner) sizingDraft(w *inventory.Workload, hosts int, vmsNote func(vms, vcpus, mem msg.Arg) msg.Message, name string) draft {
	var mbps *float64
	if w.PeakWriteMiBps != nil {
		x := round(*w.PeakWriteMiBps*1.048576, 3)
		mbps = &x
	}
	h := p.host
	prof := clustersizing.HostProfile{CoreGHz: h.CoreGHz, MemoryGB: h.MemoryGiB, DeviceSizeTB: h.DeviceGB / 1000}
	cores := max(h.Cores, 1)
	if cores%2 == 0 && cores >= 2 {
		prof.Sockets, prof.CoresPerSocket = 2, cores/2
	} else {
		prof.Sockets, prof.CoresPerSocket = 1, cores
	}
	esa := h.Architecture == vsancap.ESA
	switch {
	case esa:
		prof.Architecture, prof.DevicesPerHost = clustersizing.ESA, h.Devices
	case h.AllFlash:
		prof.Architecture = clustersizing.OSAAllFlash
	default:
		prof.Architecture = clustersizing.OSAHybrid
	}
	if !esa {
		g, d := groupsOf(h.Devices)
		prof.DiskGroupsPerHost, prof.DevicesPerHost = g, g*d
	}
	twoNode := hosts >= 1 && hosts <= 2 && (p.opt.Policy == "" || p.policy.Name == DefaultPolicy)
	prof.Policy = p.sizingPolicy(esa, false)
	in := clustersizing.FromTotals(clustersizing.Workload{
		VMs: w.VMs, VCPUs: max(int(math.Ceil(w.VCPUs)), w.VMs), MemoryGB: w.MemoryGiB,
		ProvisionedGB: w.StorageProvisionedGB, UsedGB: w.StorageUsedGB,
		PeakCPUGHz: w.PeakCPUGHz, ActiveMemoryGB: w.ActiveMemoryGiB, ConsumedMemoryGB: w.ConsumedMemoryGiB,
		IOPS: w.PeakIOPS, WriteMBPerS: mbps,
	}, prof)
	in.MemoryGB = within(clustersizing.ID, "memory_gb", in.MemoryGB) // a VM of a few MB still has some
	if in.PeakCPUGHz != nil && within(clustersizing.ID, "peak_cpu_ghz", *in.PeakCPUGHz) != *in.PeakCPUGHz {
		in.PeakCPUGHz, in.CPUSizing = nil, clustersizing.CPURatio // nothing measurable: size on vCPUs
	}
	// the calculator's ranges, as its fields' rules give them
	var held []msg.Arg
	hold := func(name string, x *float64) {
		if v := within(clustersizing.ID, name, *x); v != *x {
			*x = v
			held = append(held, msg.Sub(inputIs.With(input(name), msg.Dec(v, noteDecimals))))
		}
	}
	holdInt := func(name string, x *int) {
		if v := int(within(clustersizing.ID, name, float64(*x))); v != *x {
			*x = v
			held = append(held, msg.Sub(inputIs.With(input(name), msg.Dec(float64(v), 0))))
		}
	}
	holdInt("cores_per_socket", &in.CoresPerSocket)
	hold("core_ghz", &in.CoreGHz)
	hold("host_memory_gb", &in.HostMemoryGB)
	holdInt("devices_per_host", &in.DevicesPerHost)
	hold("device_size_tb", &in.DeviceSizeTB)
	holdInt("disk_groups_per_host", &in.DiskGroupsPerHost)
	in.VMs = int(within(clustersizing.ID, "vms", float64(in.VMs)))
	in.VCPUs = int(within(clustersizing.ID, "vcpus", float64(in.VCPUs)))
	notes := []msg.Message{vmsNote(input("vms"), input("vcpus"), input("memory_gb"))}
	if in.StorageBasis == clustersizing.Provisioned {
		notes = append(notes, Note(csStorageProvisioned, input("storage_gb"), in.StorageGB, input("storage_basis"), msg.Code(in.StorageBasis), w.StorageUsedGB))
	} else {
		notes = append(notes, Note(csStorageUsed, input("storage_gb"), in.StorageGB, input("storage_basis"), msg.Code(in.StorageBasis)))
	}
	var measured []msg.Arg
	for _, m := range []struct {
		name string
		v    *float64
	}{{"peak_cpu_ghz", in.PeakCPUGHz}, {"active_memory_gb", in.ActiveMemoryGB}, {"consumed_memory_gb", in.ConsumedMemoryGB}, {"iops", in.IOPS}, {"write_mb_per_s", in.WriteMBPerS}} {
		if m.v != nil {
			measured = append(measured, msg.Sub(inputIs.With(input(m.name), msg.Dec(*m.v, noteDecimals))))
		}
	}
	if len(measured) > 0 {
		notes = append(notes, Note(csMeasured, msg.List(measured...), p.words.Tool))
	}
	if in.CPUSizing == clustersizing.CPUMeasured {
		notes = append(notes, Note(csCPUMeasured, input("cpu_sizing"), msg.Code(in.CPUSizing)))
	}
	host := []msg.Arg{}
	for _, f := range []struct {
		name string
		v    any
	}{{"sockets", in.Sockets}, {"cores_per_socket", in.CoresPerSocket}, {"core_ghz", in.CoreGHz}, {"host_memory_gb", in.HostMemoryGB},
		{"architecture", in.Architecture}, {"devices_per_host", in.DevicesPerHost}, {"device_size_tb", in.DeviceSizeTB}} {
		switch v := f.v.(type) {
		case int:
			host = append(host, msg.Sub(inputIs.With(input(f.name), msg.Dec(float64(v), 0))))
		case float64:
			host = append(host, msg.Sub(inputIs.With(input(f.name), msg.Dec(v, noteDecimals))))
		case string:
			host = append(host, msg.Sub(inputIs.With(input(f.name), msg.Code(v))))
		}
	}
	if !esa {
		host = append(host, msg.Sub(inputIs.With(input("disk_groups_per_host"), msg.Int(in.DiskGroupsPerHost))))
	}
	notes = append(notes, Note(csHost, msg.List(host...), p.hostLine()))
	if len(held) > 0 {
		notes = append(notes, Note(csHeld, msg.List(held...)))
	}
	if twoNode {
		// a 2-node cluster stays one (mirrored) when its workload fits one
		two := in
		two.Topology, two.Policy = clustersizing.TwoNode, p.sizingPolicy(esa, true)
		if r, ok := clustersizing.Compute(two).Results.(clustersizing.Results); ok && r.FitsTopology {
			in = two
			notes = append(notes, Note(csTwoNode, input("topology"), msg.Code(in.Topology), name, Count(hosts)))
		} else {
			notes = append(notes, Note(csTwoNodeOut, input("topology"), msg.Code(in.Topology), name, Count(hosts)))
		}
	}
	notes = append(notes, Note(csPolicy, input("policy"), msg.Code(in.Policy)))
	return draft{inputs: in, notes: notes}
}

// sizingPolicy is the policy the vSAN capacity scenario under the current
// rules takes: the one chosen for the import, else ESA's adaptive RAID-5,
// else the import's default; a 2-node cluster mirrors; an OSA hybrid host
// mirrors what it cannot erasure-code.
func (p *planner) sizingPolicy(esa, twoNode bool) string {
	pol := p.policy
	switch {
	case p.opt.Policy != "":
	case twoNode:
		pol, _ = vsancap.PolicyNamed(DefaultPolicy)
	case esa:
		pol, _ = vsancap.PolicyNamed("raid5-ftt1")
	}
	if !esa && !p.host.AllFlash {
		pol = hybridPolicy(pol)
	}
	return pol.Name
}

// hybridPolicy is pol on an OSA hybrid host: erasure coding needs
// all-flash, so a RAID-5/6 policy becomes the mirror of the same FTT.
func hybridPolicy(pol vsancap.Policy) vsancap.Policy {
	if !pol.AllFlashOnly {
		return pol
	}
	for _, q := range vsancap.Policies {
		if q.FTT == pol.FTT && q.Mirror() {
			return q
		}
	}
	return pol
}

// within is x held to the range calculator id's field name takes (its
// validate rules, as the registry reads them; an exclusive bound is not
// expected on these fields and is treated as inclusive).
func within(id, name string, x float64) float64 {
	c, ok := calc.Lookup(id)
	if !ok {
		return x
	}
	f, ok := c.Meta().Field(name)
	if !ok {
		return x
	}
	if f.Min != nil {
		x = math.Max(x, f.Min.Value)
	}
	if f.Max != nil {
		x = math.Min(x, f.Max.Value)
	}
	return x
}
