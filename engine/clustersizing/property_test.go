package clustersizing

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// randomInputs draws valid inputs: a workload, a host and a topology over
// the ranges a consultant meets (and some beyond), rejected and redrawn
// until Check accepts them.
func randomInputs(r *rand.Rand) Inputs {
	for {
		in := Defaults()
		in.VMs = 1 + r.IntN(5000)
		in.VCPUs = in.VMs * (1 + r.IntN(8))
		in.MemoryGB = float64(in.VMs) * float64(1+r.IntN(64))
		in.StorageGB = float64(in.VMs) * float64(r.IntN(2000))
		in.Sockets = 1 + r.IntN(4)
		in.CoresPerSocket = []int{8, 12, 16, 24, 32, 48, 64}[r.IntN(7)]
		in.CoreGHz = 1.8 + r.Float64()*2
		in.HostMemoryGB = []float64{128, 256, 512, 768, 1024, 2048}[r.IntN(6)]
		in.Rules = []string{rules.Classic, rules.VSAN8ESA, rules.VCF9}[r.IntN(3)]
		in.Architecture = []string{ESA, OSAAllFlash, OSAHybrid, External}[r.IntN(4)]
		in.DevicesPerHost = 1 + r.IntN(12)
		in.DiskGroupsPerHost = 1 + r.IntN(2)
		in.DeviceSizeTB = []float64{0.96, 1.92, 3.84, 7.68, 15.36}[r.IntN(5)]
		in.Policy = vsancap.PolicyIDs()[r.IntN(5)]
		in.Topology = []string{Standard, Standard, Stretched, TwoNode}[r.IntN(4)]
		in.License = []string{VCF, VVF}[r.IntN(2)]
		in.SpareHosts = r.IntN(3)
		in.VCPUPerCore = []float64{1, 2, 4, 6}[r.IntN(4)]
		in.CPUHeadroomPct = float64(r.IntN(40))
		in.MemoryOvercommit = []float64{1, 1, 1.25, 1.5}[r.IntN(4)]
		in.MemoryHeadroomPct = float64(r.IntN(30))
		in.GrowthPctPerYear = float64(r.IntN(50))
		in.Years = r.IntN(6)
		if r.IntN(3) == 0 {
			in.CPUSizing = CPUMeasured
			in.PeakCPUGHz = new(float64(in.VCPUs) * (0.1 + r.Float64()))
		}
		if in.Rules == rules.VCF9 && r.IntN(3) == 0 {
			in.MemoryTieringPct = []float64{50, 100, 200}[r.IntN(3)]
			in.ActiveMemoryGB = new(in.MemoryGB * r.Float64() * 0.8)
		}
		if len(Check(&in)) == 0 {
			return in
		}
	}
}

// More workload never needs fewer hosts, for any resource.
func TestMoreWorkloadNeverFewerHosts(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 1))
	for range 400 {
		in := randomInputs(r)
		more := in
		k := 1 + r.Float64()*3
		more.VMs = int(float64(in.VMs) * k)
		more.VCPUs = int(float64(in.VCPUs) * k)
		more.MemoryGB, more.StorageGB = in.MemoryGB*k, in.StorageGB*k
		if in.PeakCPUGHz != nil {
			more.PeakCPUGHz = new(*in.PeakCPUGHz * k)
		}
		if in.ActiveMemoryGB != nil {
			more.ActiveMemoryGB = new(*in.ActiveMemoryGB * k)
		}
		a, b := evaluate(in).res, evaluate(more).res
		for _, c := range []struct {
			name string
			x, y int
		}{{"hosts", a.Hosts, b.Hosts}, {"cpu", a.HostsForCPU, b.HostsForCPU}, {"memory", a.HostsForMemory, b.HostsForMemory},
			{"storage", a.HostsForStorage, b.HostsForStorage}, {"licensed cores", a.LicensedCores, b.LicensedCores}} {
			if c.y < c.x {
				t.Fatalf("%s: %d → %d with %.2f× the workload\n%+v", c.name, c.x, c.y, k, in)
			}
		}
	}
}

// More cores per host never needs more hosts for CPU.
func TestMoreCoresNeverMoreCPUHosts(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 2))
	for range 400 {
		in := randomInputs(r)
		more := in
		more.CoresPerSocket += 1 + r.IntN(32)
		if a, b := evaluate(in).res.HostsForCPU, evaluate(more).res.HostsForCPU; b > a {
			t.Fatalf("cores %d → %d per CPU: hosts for CPU %d → %d\n%+v", in.CoresPerSocket, more.CoresPerSocket, a, b, in)
		}
	}
}

// The runway never shrinks: each year needs at least the hosts, cores and
// raw capacity of the year before; the headline is its last year.
func TestRunwayNeverShrinks(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 3))
	for range 400 {
		in := randomInputs(r)
		res := evaluate(in).res
		if len(res.Runway) != in.Years+1 {
			t.Fatalf("%d years, runway of %d", in.Years, len(res.Runway))
		}
		for i := 1; i < len(res.Runway); i++ {
			a, b := res.Runway[i-1], res.Runway[i]
			if b.Hosts < a.Hosts || b.LicensedCores < a.LicensedCores || b.VSANRawTiB < a.VSANRawTiB || b.VMs < a.VMs {
				t.Fatalf("year %d → %d shrinks: %+v → %+v\n%+v", a.Year, b.Year, a, b, in)
			}
		}
		last := res.Runway[len(res.Runway)-1]
		if last.Hosts != res.Hosts || last.DecidingResource != res.DecidingResource || last.LicensedCores != res.LicensedCores {
			t.Fatalf("headline %d hosts (%s), runway's last year %+v", res.Hosts, res.DecidingResource, last)
		}
	}
}

// The hosts bought hold every resource: with the spares failed, the CPU
// and memory asked for fit the hosts left with their headroom, and the
// count is never below any resource's; and the licence adds up.
func TestHostsHoldEveryResource(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 4))
	for range 400 {
		in := randomInputs(r)
		e := evaluate(in)
		s, res := e.last(), e.res
		running := s.perSite - s.spares
		if in.Topology == TwoNode {
			running = 1
		}
		if s.fits && (float64(s.cores) > float64(running)*float64(e.host.usableCores)*(1+1e-9) ||
			float64(s.needMem) > float64(running)*float64(e.host.usableMem)*(1+1e-9)) {
			t.Fatalf("%d hosts running cannot carry %v cores / %v GB\n%+v", running, s.cores, s.needMem, in)
		}
		if in.Topology != TwoNode && (s.perSite < s.storage || s.perSite < s.minimum || s.perSite < s.cpu+s.spares) {
			t.Fatalf("%d per site < storage %d / minimum %d / cpu %d + %d", s.perSite, s.storage, s.minimum, s.cpu, s.spares)
		}
		if res.LicensedCores < res.PhysicalCores || res.LicensedCores != res.Hosts*in.Sockets*max(in.CoresPerSocket, 16) {
			t.Fatalf("licensed %d, physical %d", res.LicensedCores, res.PhysicalCores)
		}
		if res.VSANAddOnTiB < 0 || (in.License == VCF && res.VSANAddOnTiB > res.VSANRequiredTiB) {
			t.Fatalf("add-on %d of %d required", res.VSANAddOnTiB, res.VSANRequiredTiB)
		}
	}
}

// What the vsan-capacity calculator refuses, this calculator refuses first
// at its own fields: its storage inputs at the count found always pass
// vsancap.Check (the reserves aside on devices so small that 4 hosts'
// reserves exceed their raw capacity, which vsancap checks at its own
// host count).
func TestStorageInputsPassVSANCapacity(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 5))
	for range 600 {
		in := randomInputs(r)
		if !in.vsan() {
			continue
		}
		s := evaluate(in).last()
		v := storageInputs(in, s.perSite, s.data)
		for _, e := range vsancap.Check(&v) {
			if e.Field == "capacity_disk_gb" && float64(in.DevicesPerHost)*in.DeviceSizeTB < 2 {
				continue
			}
			t.Fatalf("vsancap refuses %s: %s\n%+v", e.Field, e.Message(), in)
		}
	}
}

// Every answer passes the registry's guard (finite, non-negative, within
// 10^15), through the registry as the CLI and pages call it.
func TestRandomAnswersPassTheGuard(t *testing.T) {
	c, _ := calc.Lookup(ID)
	r := rand.New(rand.NewPCG(26, 6))
	for range 200 {
		in := randomInputs(r)
		raw, _ := json.Marshal(in)
		if _, errs := c.Evaluate(raw); len(errs) > 0 {
			t.Fatalf("%s: %v", raw, errs)
		}
	}
}

// Every link is taken by its calculator as it is (strictly): the
// conditions links checks instead of resolving each link on every
// keystroke are the target calculators' rules.
func TestLinksAccepted(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 8))
	sent := 0
	for range 400 {
		in := randomInputs(r)
		for _, l := range Compute(in).Links {
			c, ok := calc.Lookup(l.Calculator)
			if !ok {
				continue // not linked into this test binary
			}
			raw, _ := json.Marshal(l.Inputs)
			if _, errs, ok := c.Resolve(raw, calc.Strict); !ok {
				t.Fatalf("%s refuses %s: %v\n%+v", l.Calculator, raw, errs, in)
			}
			sent++
		}
	}
	if sent < 300 {
		t.Fatalf("only %d links sent", sent)
	}
}
