package vdi_test

import (
	"encoding/json"
	"fmt"
	"github.com/sizewise/sizewise/engine/msg"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	"github.com/sizewise/sizewise/engine/chart"
	_ "github.com/sizewise/sizewise/engine/stretched" // link targets
	"github.com/sizewise/sizewise/engine/units"
	"github.com/sizewise/sizewise/engine/vdi"
	_ "github.com/sizewise/sizewise/engine/vsancap"
)

func evaluate(t *testing.T, inputs string) *calc.Evaluation {
	return calctest.Evaluate(t, vdi.ID, inputs)
}

func results(t *testing.T, inputs string) vdi.Results {
	return calctest.Results[vdi.Results](t, vdi.ID, inputs)
}

func TestWorkedExamples(t *testing.T) {
	tests := []struct {
		name               string
		inputs             string
		cpu, mem, perHost  int
		hosts              int
		total, write, read float64
		boot, ready, storm float64
		limitedBy          string
	}{
		// PRODUCT.md / issue 3: "2 sockets × 8 cores × 8 per core = 128
		// desktops per host"; 6,401 desktops (shared/reference/000's
		// bootstorm) → ⌈6401/128⌉ = 51 + 1 spare = 52 hosts; 10 IOPS each at
		// 70 % writes (000: VDI "30/70"). 512 GB host: minFree 5,857.28 MB,
		// (524,288 − 5,857.28) / 2048 = 253.1 → 253.
		// Boot storm: 6,401/52 = 123.1 per host vs 6,401/64 → 40 × 64/52.
		{"PRODUCT 128 per host (defaults)", `{}`, 128, 253, 128, 52, 64010, 44807, 19203,
			24.0 * 64 / 52, 16.0 * 64 / 52, 40.0 * 64 / 52, "cpu"},
		// shared/reference/000: 6,401 desktops on 64 all-flash hosts booted in
		// 24 min and were ready 16 min later (40 min in all). 101 per host and
		// no spare gives the reference's 64 hosts and exactly its times.
		{"000 bootstorm reference", `{"sockets_per_host":1,"cores_per_socket":101,"desktops_per_core":1,"spare_hosts":0}`,
			101, 253, 101, 64, 64010, 44807, 19203, 24, 16, 40, "cpu"},
		// Memory bound: 4 GB desktops on 512 GB: (524,288 − 5,857.28) / 4096
		// = 126.57 → 126 < 128.
		{"memory bound", `{"desktop_memory_gb":4,"desktops":1000}`, 128, 126, 126, 9, 10000, 7000, 3000,
			24.0 * 1000 / 9 / (6401.0 / 64), 16.0 * 1000 / 9 / (6401.0 / 64), 40.0 * 1000 / 9 / (6401.0 / 64), "memory"},
		// 10 desktops per core, the high end of PRODUCT.md's 8–10: 160 per host.
		{"10 per core", `{"desktops_per_core":10,"desktops":160,"spare_hosts":0,"iops_per_desktop":20,"write_pct":50}`,
			160, 253, 160, 1, 3200, 1600, 1600, 24 * 160 / (6401.0 / 64), 16 * 160 / (6401.0 / 64), 40 * 160 / (6401.0 / 64), "cpu"},
		// Horizon 6 RDSH study (000): up to 9 users per core at the 6 s
		// threshold: 16 cores × 9 = 144 sessions per host; memory
		// (524,288 − 5,857.28) / 614.4 = 843.8 → 843; no boot storm estimate.
		{"RDSH 9 per core", `{"mode":"rdsh","desktops":1000}`, 144, 843, 144, 8, 10000, 7000, 3000, 0, 0, 0, "cpu"},
		// RDSH at 10 per core, the top of the study's 9–10: 160 per host.
		{"RDSH 10 per core", `{"mode":"rdsh","sessions_per_core":10,"desktops":1000,"spare_hosts":2}`, 160, 843, 160, 9, 10000, 7000, 3000, 0, 0, 0, "cpu"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := results(t, tt.inputs)
			assert.Equal(t, tt.cpu, r.DesktopsPerHostCPU, "desktops_per_host_cpu")
			assert.Equal(t, tt.mem, r.DesktopsPerHostMemory, "desktops_per_host_memory")
			assert.Equal(t, tt.perHost, r.DesktopsPerHost, "desktops_per_host")
			assert.Equal(t, tt.limitedBy, r.LimitedBy, "limited_by")
			assert.Equal(t, tt.hosts, r.HostsRequired, "hosts_required")
			assert.InDelta(t, tt.total, r.TotalIOPS, 1e-9, "total_iops")
			assert.InDelta(t, tt.write, r.WriteIOPS, 1e-9, "write_iops")
			assert.InDelta(t, tt.read, r.ReadIOPS, 1e-9, "read_iops")
			assert.InDelta(t, tt.boot, r.BootMinutes, 1e-6, "bootstorm_boot_minutes")
			assert.InDelta(t, tt.ready, r.ReadyMinutes, 1e-6, "bootstorm_ready_minutes")
			assert.InDelta(t, tt.storm, r.BootstormTotal, 1e-6, "bootstorm_minutes")
		})
	}
}

func TestBootstormReferenceExact(t *testing.T) {
	// shared/reference/000: "За 24 минуты все виртуальные ПК загрузились.
	// Еще за 16 минут ... готовы к работе. В итоге все заняло 40 минут."
	boot, ready := vdi.BootstormMinutes(6401.0 / 64)
	assert.Equal(t, 24.0, boot)
	assert.Equal(t, 16.0, ready)
	r := results(t, `{"sockets_per_host":1,"cores_per_socket":101,"desktops_per_core":1,"spare_hosts":0}`)
	assert.Equal(t, 40.0, r.BootstormTotal)
}

func TestMinFree(t *testing.T) {
	// PRODUCT.md: 901.12 MB for the first 28 GB; issue 3: 128 GB → 1,925.12 MB.
	assert.InDelta(t, 901.12, vdi.MinFreeMB(28*1024), 1e-9)
	assert.InDelta(t, 1925.12, vdi.MinFreeMB(128*1024), 1e-9)
	// 6 % of 4 GB = 245.76 MB.
	assert.InDelta(t, 245.76, vdi.MinFreeMB(4096), 1e-9)
	assert.Equal(t, 0.0, vdi.MinFreeMB(0))
}

func TestLinks(t *testing.T) {
	ev := evaluate(t, `{"desktop_disk_gb":40,"desktops":1000}`)
	byCalc := map[string]calc.Link{}
	for _, l := range ev.Links {
		byCalc[l.Calculator] = l
	}
	// 1,000 × 10 IOPS at 70 % writes: 7,000 writes, 3,000 reads.
	assert.Equal(t, 7000.0, byCalc["stretched-bandwidth"].Inputs["write_iops"])
	assert.Equal(t, 10000.0, byCalc["sioc"].Inputs["datastore_iops"])
	assert.Equal(t, 3000.0, byCalc["snapshot"].Inputs["read_iops"])
	assert.Equal(t, 7000.0, byCalc["snapshot"].Inputs["write_iops"])
	// ⌈1000 / 128⌉ + 1 = 9 hosts; 1,000 × 40 GB = 40,000 GB.
	assert.Equal(t, 9, byCalc["vsan-capacity"].Inputs["hosts"])
	assert.Equal(t, 40000.0, byCalc["vsan-capacity"].Inputs["vm_data_gb"])
	// A farm of 2 hosts is sent as the 3-host RAID-1 minimum of vSAN.
	for _, l := range evaluate(t, `{"desktops":100}`).Links {
		if l.Calculator == "vsan-capacity" {
			assert.Equal(t, map[string]any{"hosts": 3, "policy": "raid1-ftt1"}, l.Inputs)
		}
	}
	// Without a disk size, no VM data is sent; beyond 64 hosts, no host count.
	ev = evaluate(t, `{"desktops":100000}`)
	for _, l := range ev.Links {
		if l.Calculator == "vsan-capacity" {
			assert.NotContains(t, l.Inputs, "vm_data_gb")
			assert.NotContains(t, l.Inputs, "hosts")
		}
	}
	// The link targets built so far accept what is sent.
	checked := 0
	for _, l := range append(evaluate(t, `{"desktop_disk_gb":40}`).Links, evaluate(t, `{"desktops":3}`).Links...) {
		if c, ok := calc.Lookup(l.Calculator); ok {
			raw, err := json.Marshal(l.Inputs)
			require.NoError(t, err)
			_, errs := c.Evaluate(raw)
			assert.Empty(t, errs, "%s %s", l.Calculator, raw)
			checked++
		}
	}
	assert.GreaterOrEqual(t, checked, 4)
}

func TestWarnings(t *testing.T) {
	has := func(ws []string, sub string) bool {
		for _, w := range ws {
			if strings.Contains(w, sub) {
				return true
			}
		}
		return false
	}
	w := evaluate(t, `{}`).Document(msg.EN).Warnings
	assert.True(t, has(w, "6,401 desktops on 64 all-flash vSAN 6 hosts"), "%v", w)
	w = evaluate(t, `{"desktops_per_core":12}`).Document(msg.EN).Warnings
	assert.True(t, has(w, "above the usual 8–10"), "%v", w)
	w = evaluate(t, `{"mode":"rdsh","sessions_per_core":12}`).Document(msg.EN).Warnings
	assert.True(t, has(w, "beyond the Horizon 6 RDSH study"), "%v", w)
	assert.True(t, has(w, "not estimated for RDSH"), "%v", w)
	w = evaluate(t, `{"spare_hosts":0}`).Document(msg.EN).Warnings
	assert.True(t, has(w, "No spare host"), "%v", w)
	w = evaluate(t, `{"desktops":100000}`).Document(msg.EN).Warnings
	assert.True(t, has(w, "exceed one vSAN cluster"), "%v", w)
	w = evaluate(t, `{"desktops":100,"desktops_per_core":20}`).Document(msg.EN).Warnings
	assert.True(t, has(w, "extrapolation"), "%v", w)
}

func TestCheckMessages(t *testing.T) {
	c, _ := calc.Lookup(vdi.ID)
	tests := []struct {
		name, inputs, field, msg string
	}{
		{"zero desktops", `{"desktops":0}`, "inputs.desktops", "must be 1 or more"},
		{"bad mode", `{"mode":"vdx"}`, "inputs.mode", "must be one of: vdi, rdsh"},
		{"write pct", `{"write_pct":101}`, "inputs.write_pct", "must be 100 or less"},
		{"per core 0", `{"desktops_per_core":0}`, "inputs.desktops_per_core", "must be more than 0"},
		{"under one desktop", `{"sockets_per_host":1,"cores_per_socket":1,"desktops_per_core":0.5}`, "inputs.desktops_per_core",
			"gives less than one desktop per host on 1 cores; raise it"},
		{"desktop too big", `{"host_memory_gb":4,"desktop_memory_gb":4}`, "inputs.desktop_memory_gb",
			"4 GB per desktop does not fit in a 4 GB host after ESXi's 245.76 MB minFree reserve"},
		{"session too big", `{"mode":"rdsh","host_memory_gb":1,"session_memory_gb":1}`, "inputs.session_memory_gb",
			"1 GB per session does not fit in a 1 GB host after ESXi's 61.44 MB minFree reserve"},
		{"fraction desktops", `{"desktops":1.5}`, "inputs.desktops", "must be a whole number"},
		{"typo", `{"desktop":5}`, "inputs.desktop", `unknown field "desktop"; did you mean "desktops"?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			assert.Equal(t, tt.msg, errs.For(tt.field), "errors: %v", errs)
		})
	}
}

func TestProperties(t *testing.T) {
	// Hosts never fall as desktops grow; never rise as cores, per-core
	// density or memory grow; IOPS are linear; reads + writes = total.
	prev := 0
	for d := 1; d <= 20000; d += 37 {
		h := vdi.HostsRequired(d, 128, 1)
		if h < prev {
			t.Fatalf("hosts fell at %d desktops", d)
		}
		if (h-1)*128 < d || (h-2)*128 >= d {
			t.Fatalf("hosts %d not the ceiling for %d desktops", h, d)
		}
		prev = h
	}
	for perCore := 1.0; perCore < 20; perCore += 0.5 {
		if vdi.PerHostCPU(16, perCore+0.5) < vdi.PerHostCPU(16, perCore) {
			t.Fatalf("CPU bound fell at %v per core", perCore)
		}
	}
	prevMem := -1
	for gb := 8.0; gb <= 4096; gb *= 1.5 {
		m := vdi.PerHostMemory(gb, 2, 30)
		if m < prevMem {
			t.Fatalf("memory bound fell at %v GB", gb)
		}
		prevMem = m
		// The reserve is never more than 6 % and never negative.
		if f := vdi.MinFreeMB(gb * 1024); f < 0 || f > 0.06*gb*1024+1e-9 {
			t.Fatalf("minFree %v out of range at %v GB", f, gb)
		}
	}
	c, _ := calc.Lookup(vdi.ID)
	for _, in := range []string{`{}`, `{"mode":"rdsh"}`, `{"write_pct":0}`, `{"write_pct":100,"iops_per_desktop":100000,"desktops":1000000}`} {
		ev, errs := c.Evaluate(json.RawMessage(in))
		require.Empty(t, errs)
		r := ev.Results.(vdi.Results)
		assert.InDelta(t, r.TotalIOPS, r.ReadIOPS+r.WriteIOPS, 1e-6*max(1, r.TotalIOPS), in)
		assert.LessOrEqual(t, r.DesktopsPerHost, min(r.DesktopsPerHostCPU, r.DesktopsPerHostMemory))
	}
}

func TestChart(t *testing.T) {
	ch := evaluate(t, `{}`).Drawing(msg.EN)
	require.NotNil(t, ch)
	assert.Equal(t, chart.Line, ch.Kind)
	require.NotNil(t, ch.Marker)
	assert.Equal(t, chart.Point{X: 6401, Y: 52}, ch.Marker.Point)
	pts := ch.Series[0].Points
	for i := 1; i < len(pts); i++ {
		assert.Greater(t, pts[i].X, pts[i-1].X)
		assert.GreaterOrEqual(t, pts[i].Y, pts[i-1].Y)
	}
	assert.Equal(t, 12802.0, pts[len(pts)-1].X)
	assert.Equal(t, float64(101+1), pts[len(pts)-1].Y) // ⌈12,802 / 128⌉ + 1
}

func FuzzEvaluate(f *testing.F) {
	f.Add(`{}`)
	f.Add(`{"mode":"rdsh","sessions_per_core":100,"cores_per_socket":256,"sockets_per_host":16}`)
	f.Add(`{"desktops":1000000,"iops_per_desktop":100000,"host_memory_gb":65536,"desktop_memory_gb":0.25}`)
	f.Add(`{"host_memory_gb":1e-300,"desktop_memory_gb":4096,"memory_overhead_mb":65536}`)
	f.Add(`{"desktops_per_core":1e-9,"sockets_per_host":1,"cores_per_socket":1}`)
	f.Add(`{"mode":3,"desktops":"many"}`)
	f.Add(`null`)
	f.Fuzz(func(t *testing.T, s string) {
		// refused at a field, or answered with finite numbers everywhere
		ev := calctest.CheckAnswer(t, vdi.ID, s)
		if ev == nil {
			return
		}
		r := ev.Results.(vdi.Results)
		if !units.Finite(r.TotalIOPS, r.WriteIOPS, r.ReadIOPS, r.StorageGB, r.BootMinutes, r.ReadyMinutes, r.BootstormTotal, r.MemoryReserveMB) {
			t.Fatalf("non-finite result %+v for %s", r, s)
		}
		if r.DesktopsPerHost < 1 || r.HostsRequired < 1 {
			t.Fatalf("no capacity: %+v for %s", r, s)
		}
	})
}

func Example() {
	c, _ := calc.Lookup(vdi.ID)
	ev, _ := c.Evaluate(json.RawMessage(`{"desktops": 6401, "sockets_per_host": 2, "cores_per_socket": 8, "desktops_per_core": 8}`))
	for _, s := range ev.Document(msg.EN).Steps[:5] {
		fmt.Printf("%s: %s = %v %s\n", s.Label, s.Formula, s.Value, s.Unit)
	}
	// Output:
	// Desktops per host, CPU bound (8 per core keeps CPU under about 80 %): ⌊2 sockets × 8 cores × 8⌋ = 128 desktops
	// ESXi minFree reserve: sliding scale of 524,288 MB: 6 % of 4 GB + 4 % of 8 GB + 2 % of 16 GB + 1 % of the rest = 5857.28 MB
	// Desktops per host, memory bound (no overcommit: TPS is off by default): ⌊(524,288 MB − 5,857.28 MB) / (2 GB × 1024 + 0 MB)⌋ = 253 desktops
	// Desktops per host (cpu bound): min(128, 253) = 128 desktops
	// Hosts required, spares included: ⌈6,401 desktops / 128⌉ + 1 spare = 52 hosts
}
