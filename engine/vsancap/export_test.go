package vsancap

import (
	"math/rand/v2"
	"testing"

	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
)

// The exported model is the calculator's: AfterFailures with one failure
// gives the after-failure results of Compute, HostsFor its hosts_required,
// UsableOn its usable_gb, HostRawGB its raw_gb per host.
func TestExportIsTheCalculatorsModel(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 7))
	checked := 0
	for range 3000 {
		in := Defaults()
		in.Rules = []string{rules.Classic, rules.VSAN8ESA, rules.VCF9}[r.IntN(3)]
		in.Architecture = []string{OSA, ESA}[r.IntN(2)]
		in.ClusterType = []string{Standard, FaultDomains, Stretched}[r.IntN(3)]
		in.Hosts = 2 + r.IntN(14)
		in.Policy = PolicyIDs()[r.IntN(5)]
		in.DevicesPerHost = 1 + r.IntN(12)
		in.CapacityDiskGB = []float64{932, 1920, 3840, 7680}[r.IntN(4)]
		in.Headroom = []string{HeadroomReserves, HeadroomOperations, HeadroomSlack}[r.IntN(3)]
		in.VMDataGB = float64(r.IntN(200000))
		if len(Check(&in)) > 0 {
			continue
		}
		checked++
		res := Compute(in).Results.(Results)
		s := AfterFailures(in, in.VMDataGB, in.Hosts, 1)
		if s.Hosts != res.AfterFailureHosts || s.Reprotectable != res.Reprotectable || s.Layout.ID != res.AfterFailureLayout {
			t.Fatalf("%+v: AfterFailures %+v, Compute %+v", in, s, res)
		}
		if s.Reprotectable && (scenario.Denoise(s.UsableGB) != res.AfterFailureUsableGB || s.Fits != res.AfterFailureFits) {
			t.Fatalf("%+v: AfterFailures %+v, Compute usable %v fits %v", in, s, res.AfterFailureUsableGB, res.AfterFailureFits)
		}
		if got := HostsFor(in, in.VMDataGB); got != res.HostsRequired {
			t.Fatalf("%+v: HostsFor %d, hosts_required %d", in, got, res.HostsRequired)
		}
		if got := scenario.Denoise(UsableOn(in, in.Hosts)); got != res.UsableGB {
			t.Fatalf("UsableOn %v, usable_gb %v", got, res.UsableGB)
		}
		if got := scenario.Clean(HostRawGB(in) * float64(in.Hosts)); got != res.RawGB {
			t.Fatalf("HostRawGB × hosts %v, raw_gb %v", got, res.RawGB)
		}
		if got := MinHosts(in); got != res.MinHosts {
			t.Fatalf("MinHosts %d, min_hosts %d", got, res.MinHosts)
		}
	}
	if checked < 500 {
		t.Fatalf("only %d valid cases", checked)
	}
}
