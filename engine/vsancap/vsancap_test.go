package vsancap_test

import (
	"encoding/json"
	"fmt"
	"github.com/sizewise/sizewise/engine/msg"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/units"
	"github.com/sizewise/sizewise/engine/vsancap"
)

func evaluate(t *testing.T, inputs string) (vsancap.Results, []string) {
	t.Helper()
	c, ok := calc.Lookup(vsancap.ID)
	require.True(t, ok)
	ev, errs := c.Evaluate(json.RawMessage(inputs))
	require.Empty(t, errs, "inputs %s", inputs)
	return ev.Results.(vsancap.Results), ev.Document(msg.EN).Warnings
}

func TestPolicyTable(t *testing.T) {
	// PRODUCT.md §8 and issue 3: FTT=1 RAID-1 ×2 (3 hosts), FTT=1 RAID-5 ×4/3
	// (4 hosts, all-flash), FTT=2 RAID-1 ×3 (5 hosts), FTT=2 RAID-6 ×1.5
	// (6 hosts, all-flash), FTT=3 RAID-1 ×4 (7 hosts).
	want := []struct {
		name     string
		m        float64
		minHosts int
		af       bool
	}{
		{"raid1-ftt1", 2, 3, false},
		{"raid5-ftt1", 4.0 / 3, 4, true},
		{"raid1-ftt2", 3, 5, false},
		{"raid6-ftt2", 1.5, 6, true},
		{"raid1-ftt3", 4, 7, false},
	}
	for _, w := range want {
		in := fmt.Sprintf(`{"policy":%q,"hosts":%d,"all_flash":true,"vm_data_gb":0}`, w.name, w.minHosts)
		r, _ := evaluate(t, in)
		assert.InDelta(t, w.m, r.PolicyMultiplier, 1e-12, w.name)
		assert.Equal(t, w.minHosts, r.MinHosts, w.name)
		p, ok := vsancap.PolicyNamed(w.name)
		require.True(t, ok)
		assert.Equal(t, w.af, p.AllFlashOnly, w.name)
	}
}

func TestWorkedExamples(t *testing.T) {
	tests := []struct {
		name                                 string
		inputs                               string
		raw, usable, required, fill, consume float64
		fits                                 bool
		hostsRequired                        int
	}{
		// shared/reference/002 test bed: 4 hosts × 1 dg × 7 capacity × 932 GB
		// = 26,096 GB; RAID-5 4/3 → 19,572; 30 % slack → 13,700.4 usable;
		// 9,786 GB of VM data × 4/3 = 13,048 GB = 50 % full (002's 50 % test);
		// raw required 13,048 / 0.7 = 18,640 GB.
		{"002 test bed, 50 % full (defaults)", `{}`, 26096, 13700.4, 18640, 50, 13048, true, 4},
		// 002 two-disk-group bed: 4 hosts × 2 dg × 3 capacity × 932 GB =
		// 22,368 GB; RAID-1 FTT=1 ÷2 = 11,184; × 0.7 = 7,828.8 usable.
		{"002 two disk groups, RAID-1", `{"disk_groups_per_host":2,"capacity_disks_per_group":3,"policy":"raid1-ftt1","vm_data_gb":0}`,
			22368, 7828.8, 0, 0, 0, true, 3},
		// 80 % full, the threshold of 002: 26,096 × 0.8 = 20,876.8 GB raw
		// occupied = 15,657.6 GB of VM data under RAID-5.
		{"002 80 % full", `{"vm_data_gb":15657.6}`, 26096, 13700.4, 29824, 80, 20876.8, false, 5},
		// Dedupe 2:1 on all-flash halves the raw occupied: 9,786 × 4/3 / 2 =
		// 6,524 GB = 25 %; usable doubles to 27,400.8.
		{"dedupe 2:1", `{"dedupe_ratio":2}`, 26096, 27400.8, 9320, 25, 6524, true, 4},
		// Hybrid RAID-1 FTT=1 with a dedupe ratio: the ratio is ignored.
		{"hybrid ignores dedupe", `{"policy":"raid1-ftt1","all_flash":false,"dedupe_ratio":2,"vm_data_gb":1000,"slack_pct":25}`,
			26096, 9786, 2666.6666666667, 2000.0 / 26096 * 100, 2000, true, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, _ := evaluate(t, tt.inputs)
			assert.InDelta(t, tt.raw, r.RawGB, 1e-6, "raw_gb")
			assert.InDelta(t, tt.usable, r.UsableGB, 1e-6, "usable_gb")
			assert.InDelta(t, tt.required, r.RawRequiredGB, 1e-6, "raw_required_gb")
			assert.InDelta(t, tt.fill, r.FillPct, 1e-9, "fill_pct")
			assert.InDelta(t, tt.consume, r.ConsumedRawGB, 1e-6, "consumed_raw_gb")
			assert.Equal(t, tt.fits, r.Fits, "fits")
			if tt.hostsRequired != 0 {
				assert.Equal(t, tt.hostsRequired, r.HostsRequired, "hosts_required")
			}
		})
	}
}

func TestDefaultsExact(t *testing.T) {
	// The page opens on 002's bed at exactly 50 % full.
	r, _ := evaluate(t, `{}`)
	assert.Equal(t, 50.0, r.FillPct)
	assert.Equal(t, 26096.0, r.RawGB)
	// 18,640 GB raw needed / 6,524 GB per host = 2.86 → the policy minimum 4.
	assert.Equal(t, 4, r.HostsRequired)
}

func TestSourceFigures(t *testing.T) {
	// shared/reference/002: "увеличение числа дисковых групп дает ощутимый
	// прирост производительности от 57% до 84%": 410,545 → 756,366 IO/s and
	// 2,654 → 4,168 MB/s.
	assert.Equal(t, 84.0, math.Round(vsancap.GainPct(vsancap.OneDiskGroupIOPS, vsancap.TwoDiskGroupsIOPS)))
	assert.Equal(t, 57.0, math.Round(vsancap.GainPct(vsancap.OneDiskGroupMBps, vsancap.TwoDiskGroupsMBps)))
	// 002: 432,362 IO/s at 50 % full → 265,151 IO/s past 80 %: −39 %.
	assert.Equal(t, -39.0, math.Round(vsancap.GainPct(vsancap.HalfFullIOPS, vsancap.OverEightyIOPS)))
	// 002: dedupe+compression 2,654 → 1,629 MB/s.
	assert.Less(t, float64(vsancap.DedupeMBps), float64(vsancap.OneDiskGroupMBps))
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
	// 002: above 80 % full, 432,362 → 265,151 IO/s.
	_, w := evaluate(t, `{"vm_data_gb":16000}`)
	assert.True(t, has(w, "432,362 IO/s"), "%v", w)
	assert.True(t, has(w, "265,151 IO/s"), "%v", w)
	assert.True(t, has(w, "does not fit"), "%v", w)
	_, w = evaluate(t, `{"vm_data_gb":15000}`)
	assert.True(t, has(w, "57 %") || has(w, "+57 %"), "1 disk group: %v", w)
	assert.True(t, has(w, "+84 %"), "1 disk group: %v", w)
	_, w = evaluate(t, `{"vm_data_gb":100}`)
	assert.False(t, has(w, "past 80 %: "), "%v", w)
	// 002: dedupe and compression halve small-block writes.
	_, w = evaluate(t, `{"dedupe_ratio":1.5}`)
	assert.True(t, has(w, "more than half"), "%v", w)
	_, w = evaluate(t, `{"policy":"raid1-ftt1","all_flash":false,"dedupe_ratio":1.5}`)
	assert.True(t, has(w, "ignored on hybrid"), "%v", w)
	_, w = evaluate(t, `{"disk_groups_per_host":2}`)
	assert.False(t, has(w, "second disk group"), "%v", w)
	_, w = evaluate(t, `{"slack_pct":10}`)
	assert.True(t, has(w, "below VMware's 25–30 %"), "%v", w)
}

func TestRefusals(t *testing.T) {
	c, _ := calc.Lookup(vsancap.ID)
	tests := []struct {
		name, inputs, field, msg string
	}{
		{"RAID-5 on 3 hosts", `{"hosts":3}`, "inputs.hosts", "raid5-ftt1 needs at least 4 hosts; 3 given"},
		{"RAID-6 on 5 hosts", `{"hosts":5,"policy":"raid6-ftt2"}`, "inputs.hosts", "raid6-ftt2 needs at least 6 hosts; 5 given"},
		{"FTT=2 mirror on 4", `{"policy":"raid1-ftt2"}`, "inputs.hosts", "raid1-ftt2 needs at least 5 hosts; 4 given"},
		{"FTT=3 mirror on 6", `{"hosts":6,"policy":"raid1-ftt3"}`, "inputs.hosts", "raid1-ftt3 needs at least 7 hosts; 6 given"},
		{"FTT=1 mirror on 2", `{"hosts":2,"policy":"raid1-ftt1"}`, "inputs.hosts", "raid1-ftt1 needs at least 3 hosts; 2 given"},
		{"RAID-5 hybrid", `{"all_flash":false}`, "inputs.all_flash", "raid5-ftt1 (erasure coding) needs an all-flash cluster; use raid1-ftt1 on hybrid"},
		{"RAID-6 hybrid", `{"hosts":6,"policy":"raid6-ftt2","all_flash":false}`, "inputs.all_flash", "raid6-ftt2 (erasure coding) needs an all-flash cluster; use raid1-ftt2 on hybrid"},
		{"bad policy", `{"policy":"raid10"}`, "inputs.policy", "must be one of: raid1-ftt1, raid5-ftt1, raid1-ftt2, raid6-ftt2, raid1-ftt3"},
		{"dedupe below 1", `{"dedupe_ratio":0.5}`, "inputs.dedupe_ratio", "must be 1 or more"},
		{"slack 100", `{"slack_pct":100}`, "inputs.slack_pct", "must be 90 or less"},
		{"negative data", `{"vm_data_gb":-1}`, "inputs.vm_data_gb", "must be 0 or more"},
		{"6 disk groups", `{"disk_groups_per_host":6}`, "inputs.disk_groups_per_host", "must be 5 or less"},
		{"8 capacity disks", `{"capacity_disks_per_group":8}`, "inputs.capacity_disks_per_group", "must be 7 or less"},
		{"typo", `{"host":4}`, "inputs.host", `unknown field "host"; did you mean "hosts"?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			assert.Equal(t, tt.msg, errs.For(tt.field), "errors: %v", errs)
		})
	}
	// Both problems are reported at once.
	_, errs := c.Evaluate(json.RawMessage(`{"hosts":3,"all_flash":false}`))
	assert.Len(t, errs, 2)
}

func TestProperties(t *testing.T) {
	// Usable grows with hosts, disks and dedupe, falls with slack and a
	// heavier policy; raw_required is linear in the data; fits ⇔ data ≤
	// usable; nothing is NaN or Inf.
	for _, p := range vsancap.Policies {
		prevUsable := -1.0
		for hosts := p.MinHosts; hosts <= 64; hosts++ {
			raw := vsancap.RawGB(hosts, 2, 7, 1920)
			u := vsancap.UsableGB(raw, p.Multiplier, 30, 1)
			if u <= prevUsable || !units.Finite(u) {
				t.Fatalf("%s: usable not increasing at %d hosts", p.Name, hosts)
			}
			prevUsable = u
		}
		for slack := 0.0; slack < 90; slack += 5 {
			if vsancap.UsableGB(1e4, p.Multiplier, slack+5, 1) >= vsancap.UsableGB(1e4, p.Multiplier, slack, 1) {
				t.Fatalf("%s: usable not falling with slack at %v", p.Name, slack)
			}
		}
		for d := 1.0; d < 10; d += 0.5 {
			if vsancap.UsableGB(1e4, p.Multiplier, 30, d+0.5) <= vsancap.UsableGB(1e4, p.Multiplier, 30, d) {
				t.Fatalf("%s: usable not growing with dedupe at %v", p.Name, d)
			}
		}
		a := vsancap.RawRequiredGB(1000, p.Multiplier, 30, 1)
		b := vsancap.RawRequiredGB(2000, p.Multiplier, 30, 1)
		assert.InDelta(t, 2*a, b, 1e-9, p.Name)
	}
	for i := 1; i < len(vsancap.Policies); i++ {
		// Same FTT: erasure coding is cheaper than mirroring.
		p, q := vsancap.Policies[i-1], vsancap.Policies[i]
		if p.FTT == q.FTT {
			assert.Less(t, q.Multiplier, p.Multiplier)
		}
	}
	c, _ := calc.Lookup(vsancap.ID)
	for _, data := range []float64{0, 1000, 9786, 13700.4, 13700.5, 20000, 1e9} {
		ev, errs := c.Evaluate(json.RawMessage(fmt.Sprintf(`{"vm_data_gb":%v}`, data)))
		require.Empty(t, errs)
		r := ev.Results.(vsancap.Results)
		assert.Equal(t, data <= r.UsableGB, r.Fits, "data %v usable %v", data, r.UsableGB)
		assert.GreaterOrEqual(t, r.HostsRequired, r.MinHosts)
	}
}

func TestChart(t *testing.T) {
	c, _ := calc.Lookup(vsancap.ID)
	ev, _ := c.Evaluate(nil)
	ch := ev.Drawing(msg.EN)
	require.NotNil(t, ch)
	assert.Equal(t, chart.Bars, ch.Kind)
	require.Len(t, ch.Groups, 5)
	got := []float64{}
	for _, g := range ch.Groups {
		got = append(got, g.Bars[0].Value)
	}
	// raw → after RAID-5 → after 30 % slack → usable → VM data.
	want := []float64{26096, 19572, 13700.4, 13700.4, 9786}
	for i := range want {
		assert.InDelta(t, want[i], got[i], 1e-6, ch.Groups[i].Label)
	}
}

func FuzzEvaluate(f *testing.F) {
	f.Add(`{}`)
	f.Add(`{"hosts":64,"disk_groups_per_host":5,"capacity_disks_per_group":7,"capacity_disk_gb":100000,"vm_data_gb":1e9,"slack_pct":90,"dedupe_ratio":10}`)
	f.Add(`{"hosts":3,"all_flash":false}`)
	f.Add(`{"hosts":1,"policy":"raid1-ftt3","capacity_disk_gb":1,"vm_data_gb":0}`)
	f.Add(`{"policy":"raid6-ftt2","hosts":6,"slack_pct":0,"vm_data_gb":1e-300}`)
	f.Add(`{"hosts":"x","policy":7,"all_flash":"yes"}`)
	f.Add(`[]`)
	c, _ := calc.Lookup(vsancap.ID)
	f.Fuzz(func(t *testing.T, s string) {
		ev, errs := c.Evaluate(json.RawMessage(s))
		if len(errs) > 0 {
			for _, e := range errs {
				if e.Message() == "" || !strings.HasPrefix(e.Field, "inputs") {
					t.Fatalf("error without field or message: %+v for %s", e, s)
				}
			}
			return
		}
		r := ev.Results.(vsancap.Results)
		if !units.Finite(r.RawGB, r.PolicyMultiplier, r.AfterPolicyGB, r.AfterSlackGB, r.UsableGB, r.ConsumedRawGB, r.RawRequiredGB, r.FillPct) {
			t.Fatalf("non-finite result %+v for %s", r, s)
		}
		if r.UsableGB > r.RawGB*10 || r.HostsRequired < r.MinHosts || r.MinHosts < 3 {
			t.Fatalf("inconsistent result %+v for %s", r, s)
		}
		if _, err := json.Marshal(ev.Document(msg.EN)); err != nil {
			t.Fatalf("result does not marshal: %v", err)
		}
	})
}

func Example() {
	c, _ := calc.Lookup(vsancap.ID)
	ev, _ := c.Evaluate(json.RawMessage(`{"hosts": 4, "disk_groups_per_host": 1, "capacity_disks_per_group": 7,
		"capacity_disk_gb": 932, "policy": "raid5-ftt1", "all_flash": true, "slack_pct": 30, "vm_data_gb": 9786}`))
	for _, s := range ev.Document(msg.EN).Steps[:5] {
		fmt.Printf("%s: %s = %v %s\n", s.Label, s.Formula, s.Value, s.Unit)
	}
	// Output:
	// Raw capacity: 4 hosts × 1 disk group(s) × 7 capacity disks × 932 GB = 26096 GB
	// Policy multiplier: RAID-5 erasure coding, FTT=1: every GB of VM data takes 4/3 GB of raw capacity (at least 4 hosts) = 1.3333333333333333 ×
	// After the policy: 26,096 GB / 4/3 = 19572 GB
	// After slack: 19,572 GB × (1 − 30 %) = 13700.4 GB
	// Usable for VM data: 13,700.4 GB × dedupe ratio 1 = 13700.4 GB
}
