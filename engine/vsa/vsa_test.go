package vsa_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/units"
	"github.com/sizewise/sizewise/engine/vsa"
)

func evaluate(t *testing.T, inputs string) *calc.Evaluation {
	return calctest.Evaluate(t, vsa.ID, inputs)
}

func results(t *testing.T, inputs string) vsa.Results {
	return calctest.Results[vsa.Results](t, vsa.ID, inputs)
}

func TestPaperExample(t *testing.T) {
	// Defaults: shared/reference/001's test cluster (3 hosts, eight 300 GB
	// 10,000 RPM SAS disks each, RAID 1/0) under the IOBlazer load.
	r := results(t, `{}`)
	assert.Equal(t, 7200.0, r.RawGB)                // 3 × 8 × 300 GB
	assert.Equal(t, 1200.0, r.LocalUsableGBPerHost) // RAID 1/0 halves it
	assert.Equal(t, 1800.0, r.UsableGB)             // 001: "useable capacity will be ¼ of raw capacity"
	assert.Equal(t, 0.25, r.UsableFraction)         // 001
	assert.Equal(t, 4.0, r.PhysicalWritesPerWrite)  // 001: "each write by a VM to result in four writes to disk"
	assert.Equal(t, 600.0, r.ReadIOPS)              // 001: "there are 600 reads and 600 writes occurring"
	assert.Equal(t, 600.0, r.WriteIOPS)             // 001
	assert.Equal(t, 1800.0, r.AdapterIOPS)          // 001: "the number of IOPS across the cluster is approximately 1800"
	assert.Equal(t, 3000.0, r.DiskIOPSRequired)     // 600 reads + 4 × 600 writes (001's 4 writes per write)
	assert.Equal(t, 135.0, r.IOPSPerDisk)           // 001: 10,000 RPM "from 120 to 150 IOPS", midpoint
	assert.Equal(t, 3240.0, r.DiskIOPSAvailable)    // 3 × 8 × 135
	assert.Equal(t, 1296.0, r.MaxFrontendIOPS)      // 3240 / (0.5 + 4 × 0.5)
	assert.InDelta(t, 3000.0/3240*100, r.UtilizationPct, 1e-9)
	assert.InDelta(t, 0.00444, r.SSDUSDPerIOPS, 0.00001) // 000: "$200 ... 45 000 IOPS ... где-то $0,004 за IOPS"
	assert.Equal(t, 2.0, r.HDDUSDPerIOPS)                // 000: "$200 ... 100 IOPS, что составит $2 на один IOPS"
	assert.Nil(t, r.USDPerIOPS)
}

func TestPerDiskEstimates(t *testing.T) {
	for _, tt := range []struct {
		rpm  int
		want float64
		src  string
	}{
		{7200, 87.5, "7.2k ≈ 75–100 (planning estimate)"},
		{10000, 135, "001: 10,000 RPM 120–150"},
		{15000, 185, "001: 15,000 RPM 170–200"},
	} {
		r := results(t, fmt.Sprintf(`{"disk_rpm":%d}`, tt.rpm))
		assert.Equal(t, tt.want, r.IOPSPerDisk, tt.src)
		assert.Equal(t, 24*tt.want, r.DiskIOPSAvailable, tt.src)
	}
	// The form's choice sends the RPM as a string; it decodes the same.
	assert.Equal(t, 185.0, results(t, `{"disk_rpm":"15000"}`).IOPSPerDisk)
	// An explicit per-disk figure replaces the RPM estimate (calc.Alternative
	// clears the default disk_rpm).
	r := results(t, `{"disk_iops":100}`)
	assert.Equal(t, 2400.0, r.DiskIOPSAvailable)
	assert.Equal(t, 960.0, r.MaxFrontendIOPS)
}

func TestClusterCapacityFormula(t *testing.T) {
	// VSA documents: (smallest host's local usable − reserved) × hosts / 2.
	r := results(t, `{"hosts":3,"disks_per_host":8,"disk_size_gb":300,"reserved_gb_per_host":200}`)
	assert.Equal(t, 1500.0, r.UsableGB) // (1200 − 200) × 3 / 2
	assert.InDelta(t, 1500.0/7200, r.UsableFraction, 1e-12)
	r = results(t, `{"hosts":2,"disks_per_host":4,"disk_size_gb":600}`)
	assert.Equal(t, 4800.0, r.RawGB)
	assert.Equal(t, 1200.0, r.UsableGB) // 1/4 of raw
}

func TestMixes(t *testing.T) {
	// All reads: each read once everywhere.
	r := results(t, `{"frontend_iops":1000,"read_pct":100}`)
	assert.Equal(t, 1000.0, r.AdapterIOPS)
	assert.Equal(t, 1000.0, r.DiskIOPSRequired)
	assert.Equal(t, 3240.0, r.MaxFrontendIOPS)
	// All writes: 2 at the adapters, 4 at the disks.
	r = results(t, `{"frontend_iops":1000,"read_pct":0}`)
	assert.Equal(t, 2000.0, r.AdapterIOPS)
	assert.Equal(t, 4000.0, r.DiskIOPSRequired)
	assert.Equal(t, 810.0, r.MaxFrontendIOPS)
	// 70 % writes (a VDI-like mix).
	r = results(t, `{"frontend_iops":1000,"read_pct":30}`)
	assert.Equal(t, 1700.0, r.AdapterIOPS)
	assert.Equal(t, 3100.0, r.DiskIOPSRequired)
}

func TestWarnings(t *testing.T) {
	ev := evaluate(t, `{"controller_write_cache":false}`)
	w := strings.Join(ev.Document(msg.EN).Warnings, "\n")
	// 001: "the cache of the RAID controller has a huge effect on performance";
	// "its onboard battery loses its charge".
	assert.Contains(t, w, "write cache is disabled")
	assert.Contains(t, w, "battery")
	// 3000 of 3240 disk IOPS: above 80 %.
	assert.Contains(t, w, "92.59 % busy")

	ev = evaluate(t, `{"frontend_iops":2000}`)
	assert.Contains(t, ev.Document(msg.EN).Warnings[0], "The load needs 5,000 disk IOPS but the disks deliver about 3,240")
	ev = evaluate(t, `{"frontend_iops":100,"disk_rpm":7200,"read_pct":30}`)
	w = strings.Join(ev.Document(msg.EN).Warnings, "\n")
	assert.Contains(t, w, "7,200 RPM")
	assert.Contains(t, w, "$0.0044/IOPS against $2/IOPS")
	ev = evaluate(t, `{"frontend_iops":100}`)
	assert.Empty(t, ev.Document(msg.EN).Warnings)
}

func TestCostPerIOPS(t *testing.T) {
	r := results(t, `{"disk_price_usd":270}`)
	require.NotNil(t, r.USDPerIOPS)
	assert.Equal(t, 2.0, *r.USDPerIOPS)                   // $270 / 135 IOPS
	assert.Equal(t, 24*270/1296.0, *r.USDPerFrontendIOPS) // 24 disks / 1296 front-end IOPS
	// 000's own comparison.
	assert.InDelta(t, 0.004444, vsa.USDPerIOPS(vsa.SSDPriceUSD, vsa.SSDIOPS), 1e-6)
	assert.Equal(t, 2.0, vsa.USDPerIOPS(vsa.HDDPriceUSD, vsa.HDDIOPS))
}

func TestChart(t *testing.T) {
	c := evaluate(t, `{}`).Drawing(msg.EN)
	require.NotNil(t, c)
	assert.Equal(t, chart.Bars, c.Kind)
	assert.Equal(t, []chart.DrawnGroup{
		{Label: "Front end (VMs)", Bars: []chart.DrawnBar{{Name: "required", Value: 1200}, {Name: "available", Value: 1296}}},
		{Label: "Physical adapters", Bars: []chart.DrawnBar{{Name: "required", Value: 1800}, {Name: "available", Value: 1944}}},
		{Label: "Disks", Bars: []chart.DrawnBar{{Name: "required", Value: 3000}, {Name: "available", Value: 3240}}},
	}, c.Groups)
}

func TestCheckMessages(t *testing.T) {
	c, _ := calc.Lookup(vsa.ID)
	tests := []struct {
		name, inputs, field, msg string
	}{
		{"four hosts", `{"hosts":4}`, "inputs.hosts", "a VSA cluster has 2 or 3 hosts, no more and no fewer"},
		{"one host", `{"hosts":1}`, "inputs.hosts", "a VSA cluster has 2 or 3 hosts, no more and no fewer"},
		{"odd disks", `{"disks_per_host":7}`, "inputs.disks_per_host", "RAID 1/0 mirrors disks in pairs: give an even number"},
		{"no disks", `{"disks_per_host":0}`, "inputs.disks_per_host", "must be 1 or more"},
		{"bad rpm", `{"disk_rpm":5400}`, "inputs.disk_rpm", "must be one of: 7200, 10000, 15000"},
		{"bad rpm text", `{"disk_rpm":"fast"}`, "inputs.disk_rpm", "must be a whole number"},
		{"both", `{"disk_rpm":10000,"disk_iops":150}`, "inputs.disk_iops", "give disk_rpm or disk_iops, not both"},
		{"neither", `{"disk_rpm":null}`, "inputs.disk_rpm", "is required: give disk_rpm (7200, 10000, 15000) or disk_iops"},
		{"raid5", `{"local_raid":"raid5"}`, "inputs.local_raid", "must be one of: raid10"},
		{"read over 100", `{"read_pct":101}`, "inputs.read_pct", "must be 100 or less"},
		{"negative load", `{"frontend_iops":-1}`, "inputs.frontend_iops", "must be 0 or more"},
		{"reserved all", `{"reserved_gb_per_host":1200}`, "inputs.reserved_gb_per_host", "leaves nothing of a host's 1,200 GB local usable capacity"},
		{"typo", `{"disk_rmp":10000}`, "inputs.disk_rmp", `unknown field "disk_rmp"; did you mean "disk_rpm"?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			assert.Equal(t, tt.msg, errs.For(tt.field), "errors: %v", errs)
		})
	}
}

func TestQueryRoundTrip(t *testing.T) {
	c, _ := calc.Lookup(vsa.ID)
	q := calc.Values(c.Defaults())
	assert.Equal(t, "10000", q.Get("disk_rpm"))
	in, errs, ok := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
	require.True(t, ok, "%v", errs)
	assert.Equal(t, vsa.Defaults(), in.Value())
	in, errs, ok = c.ResolveValues(url.Values{"hosts": {"2"}, "disk_iops": {"140"}}, calc.ParseNumber, calc.Strict)
	require.True(t, ok, "%v", errs)
	ev, verrs := in.Evaluate()
	require.Empty(t, verrs)
	assert.Equal(t, 2*8*140.0, ev.Results.(vsa.Results).DiskIOPSAvailable)
}

func TestProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for range 3000 {
		hosts := 2 + r.IntN(2)
		disks := 2 * (1 + r.IntN(12))
		per := 50 + r.Float64()*500
		f := r.Float64() * 20000
		read := r.Float64() * 100
		reads, writes := vsa.Split(units.IOPS(f), read)
		adapter := vsa.AdapterIOPS(reads, writes)
		required := vsa.DiskIOPSRequired(reads, writes)
		available := units.IOPS(float64(hosts*disks) * per)
		maxF := vsa.MaxFrontend(available, read)
		// Ordering: front end ≤ adapter ≤ disks ≤ 4 × front end.
		if !(units.IOPS(f) <= adapter*(1+1e-12) && adapter <= required*(1+1e-12) && required <= 4*units.IOPS(f)*(1+1e-12)) {
			t.Fatalf("order broken: f=%v adapter=%v required=%v", f, adapter, required)
		}
		// The largest front-end load uses exactly the available disk IOPS.
		mr, mw := vsa.Split(maxF, read)
		if got := vsa.DiskIOPSRequired(mr, mw); !units.Finite(float64(got)) || absDiff(float64(got), float64(available)) > 1e-9*float64(available) {
			t.Fatalf("max front end %v needs %v, available %v", maxF, got, available)
		}
		// More reads never lower the sustainable load.
		if vsa.MaxFrontend(available, min(100, read+5)) < maxF {
			t.Fatalf("more reads lowered the max front end at %v %%", read)
		}
		// Capacity: a quarter of raw with nothing reserved.
		size := 1 + r.Float64()*4000
		raw := float64(hosts*disks) * size
		if u := vsa.ClusterUsableGB(vsa.LocalUsableGB(disks, size), 0, hosts); absDiff(u, raw/4) > 1e-9*raw {
			t.Fatalf("usable %v ≠ raw/4 %v", u, raw/4)
		}
	}
}

func absDiff(a, b float64) float64 {
	if a > b {
		return a - b
	}
	return b - a
}

func FuzzEvaluate(f *testing.F) {
	f.Add(`{}`)
	f.Add(`{"hosts":2,"disks_per_host":4,"disk_size_gb":600,"disk_iops":1,"frontend_iops":1e9,"read_pct":0}`)
	f.Add(`{"disk_rpm":"7200","controller_write_cache":false,"disk_price_usd":1e7,"reserved_gb_per_host":1199}`)
	f.Add(`{"hosts":3,"disks_per_host":1000,"disk_size_gb":1000000,"disk_iops":10000000,"read_pct":100}`)
	f.Add(`{"disk_rpm":null,"disk_iops":null}`)
	f.Fuzz(func(t *testing.T, s string) {
		// refused at a field, or answered with finite numbers everywhere
		ev := calctest.CheckAnswer(t, vsa.ID, s)
		if ev == nil {
			return
		}
		r := ev.Results.(vsa.Results)
		vals := []float64{r.RawGB, r.LocalUsableGBPerHost, r.UsableGB, r.UsableFraction, r.ReadIOPS, r.WriteIOPS,
			r.AdapterIOPS, r.DiskIOPSRequired, r.IOPSPerDisk, r.DiskIOPSAvailable, r.MaxFrontendIOPS, r.UtilizationPct}
		if r.USDPerIOPS != nil {
			vals = append(vals, *r.USDPerIOPS, *r.USDPerFrontendIOPS)
		}
		if !units.Finite(vals...) {
			t.Fatalf("non-finite result %+v for %s", r, s)
		}
		if r.UsableGB <= 0 || r.UsableFraction > 0.25+1e-12 {
			t.Fatalf("usable %v (fraction %v) for %s", r.UsableGB, r.UsableFraction, s)
		}
		if _, err := json.Marshal(ev.Document(msg.EN)); err != nil {
			t.Fatal(err)
		}
	})
}

func Example() {
	c, _ := calc.Lookup(vsa.ID)
	ev, _ := c.Evaluate(json.RawMessage(`{"hosts": 3, "disks_per_host": 8, "disk_size_gb": 300, "disk_rpm": 10000, "frontend_iops": 1200, "read_pct": 50}`))
	for _, s := range ev.Document(msg.EN).Steps[5:7] {
		fmt.Printf("%s: %s = %v %s\n", s.Label, s.Formula, s.Value, s.Unit)
	}
	// Output:
	// IOPS at the physical adapters (reads once, writes on the primary and the replica): 600 + 2 × 600 = 1800 IOPS
	// Disk IOPS required (each VM write = 4 disk writes: 2 per host): 600 + 4 × 600 = 3000 IOPS
}
