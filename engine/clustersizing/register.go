package clustersizing

import (
	"encoding/json"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	e := evaluate(in)
	w, cited := warnings(e)
	return calc.Outcome{
		Results:  e.res,
		Steps:    steps(e),
		Warnings: w,
		Sources:  sources(e, cited),
		Chart:    Chart(e),
		Links:    links(e),
	}
}

// maxClusterHosts is the most hosts one cluster (one site of a stretched
// cluster) takes under in's rule set, 0 when not known.
func maxClusterHosts(in Inputs) int {
	m := limits.For(in.Rules)
	if in.Topology == Stretched {
		return m.StretchedHostsPerSite.Value
	}
	if in.vsan() {
		return m.VSANHosts.Value
	}
	return m.ClusterHosts.Value
}

var (
	linkCapacity = msg.NewKey("cluster-sizing.link.capacity", "vSAN capacity of these hosts")
	linkMemory   = msg.NewKey("cluster-sizing.link.memory", "Memory states of this host")
)

// links send the sized cluster's storage to vsan-capacity (every input of
// its model, as this calculator built them) and its host memory to
// memory-states. The storage link is sent where vsan-capacity takes it:
// its 1,000 hosts and 10^9 GB at most, and reserves that leave room (its
// other rules this calculator's Check already holds; TestLinksAccepted
// resolves every link strictly). memory-states takes any host memory this
// calculator does.
func links(e *evaluation) []calc.Link {
	in, s := e.in, e.last()
	out := make([]calc.Link, 0, 2)
	if v := storageInputs(in, s.perSite, s.data); in.vsan() && v.Hosts <= vsanMaxHosts && v.VMDataGB <= vsanMaxDataGB && vsancap.UsableOn(v, v.Hosts) > 0 {
		var inputs map[string]any
		b, _ := json.Marshal(v)
		if json.Unmarshal(b, &inputs) == nil {
			out = append(out, calc.Link{Calculator: vsancap.ID, Label: m(linkCapacity), Inputs: inputs})
		}
	}
	return append(out, calc.Link{Calculator: "memory-states", Label: m(linkMemory), Inputs: map[string]any{"host_memory_gb": in.HostMemoryGB}})
}

// The largest hosts and VM data the vsan-capacity calculator takes (its
// validate rules).
const (
	vsanMaxHosts  = 1000
	vsanMaxDataGB = 1e9
)

// Labels shared by the fields, the steps and the outputs.
var (
	labelVCPUs   = msg.T("vCPUs")
	labelMemory  = msg.T("Memory")
	labelStorage = msg.T("Storage")

	decidingLabels = map[string]msg.Text{
		ResCPU:     msg.T("CPU"),
		ResMemory:  msg.T("memory"),
		ResStorage: msg.T("storage"),
		ResVMLimit: msg.T("VMs per host"),
		ResMinimum: msg.T("the policy's or topology's minimum"),
	}
	headroomLabels = map[string]msg.Text{
		vsancap.HeadroomReserves:   msg.T("operations and host rebuild reserves"),
		vsancap.HeadroomOperations: msg.T("operations reserve only"),
		vsancap.HeadroomSlack:      msg.T("slack"),
	}
	licenseLabels = map[string]msg.Text{
		VCF: msg.T("VMware Cloud Foundation (VCF): 1 TiB of vSAN per core"),
		VVF: msg.T("VMware vSphere Foundation (VVF): 100 GiB of vSAN per core"),
	}
	layoutLabels = map[string]msg.Text{
		vsancap.LayoutMirror2.ID: msg.T("RAID-1, 2 copies"),
		vsancap.LayoutMirror3.ID: msg.T("RAID-1, 3 copies"),
		vsancap.LayoutMirror4.ID: msg.T("RAID-1, 4 copies"),
		vsancap.LayoutRAID531.ID: msg.T("RAID-5 3+1"),
		vsancap.LayoutRAID521.ID: msg.T("RAID-5 2+1"),
		vsancap.LayoutRAID541.ID: msg.T("RAID-5 4+1"),
		vsancap.LayoutRAID642.ID: msg.T("RAID-6 4+2"),
	}
)

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     5,
		Title:    msg.T("Hosts for a workload"),
		Question: msg.T("How many hosts of this configuration does the workload need, which resource decides, and what do they license?"),
		Fields:   fields(),
		Outputs:  outputs(),
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Examples: examples,
		Unused:   Unused,
	})
}
