package memstate_test

import (
	"encoding/json"
	"fmt"
	"github.com/sizewise/sizewise/engine/msg"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/units"
)

func evaluate(t *testing.T, inputs string) *calc.Evaluation {
	return calctest.Evaluate(t, memstate.ID, inputs)
}

func results(t *testing.T, inputs string) memstate.Results {
	return calctest.Results[memstate.Results](t, memstate.ID, inputs)
}

func TestMinFree(t *testing.T) {
	tests := []struct {
		name   string
		mb     float64
		want   float64
		source string
	}{
		{"128 GB", 128 * 1024, 1925.12, "PRODUCT.md / issue 3: 128 GB → 1,925.12 MB"},
		{"first 28 GB", 28 * 1024, 901.12, "PRODUCT.md: 901.12 MB for the first 28 GB"},
		{"4 GB", 4096, 245.76, "scale: 6 % of the first 4 GB"},
		{"12 GB", 12 * 1024, 245.76 + 327.68, "scale: + 4 % of the next 8 GB"},
		{"2 GB", 2048, 122.88, "scale: 6 % of 2 GB"},
		{"100 GB", 100 * 1024, 901.12 + 737.28, "scale: 901.12 + 1 % of 72 GB (blogs: 899 + 720 = 1619)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.InDelta(t, tt.want, memstate.MinFreeMB(tt.mb), 1e-9, tt.source)
		})
	}
	// PRODUCT.md: blogs round the first 28 GB to 899 MB, so their 128 GB
	// figure (899 + 1024 = 1923) is 2.12 MB below the scale's.
	assert.InDelta(t, 899+1024+2.12, memstate.MinFreeMB(128*1024), 1e-9)
}

func TestWorkedExample128GB(t *testing.T) {
	// Defaults: 128 GB on vSphere 6.
	c, _ := calc.Lookup(memstate.ID)
	ev, errs := c.Evaluate(nil)
	require.Empty(t, errs)
	r := ev.Results.(memstate.Results)
	assert.Equal(t, 131072.0, r.MemoryMB)
	assert.Equal(t, 1925.12, r.MinFreeMB) // PRODUCT.md
	// vSphere 6 (000): High 400 %, Clear 100 %, Soft 64 %, Hard 32 %, Low 16 %.
	require.NotNil(t, r.ThresholdsMB.Clear)
	assert.Equal(t, 7700.48, r.ThresholdsMB.High)
	assert.Equal(t, 1925.12, *r.ThresholdsMB.Clear)
	assert.Equal(t, 1232.0768, r.ThresholdsMB.Soft)
	assert.Equal(t, 616.0384, r.ThresholdsMB.Hard)
	assert.Equal(t, 308.0192, r.ThresholdsMB.Low)
	assert.Empty(t, r.State)
	assert.Nil(t, r.Actions)
	b, err := json.Marshal(r)
	require.NoError(t, err)
	assert.JSONEq(t, `{"memory_mb":131072,"minfree_mb":1925.12,
		"thresholds_mb":{"high":7700.48,"clear":1925.12,"soft":1232.0768,"hard":616.0384,"low":308.0192}}`, string(b))
	var minFree string
	for _, s := range ev.Document(msg.EN).Steps {
		if s.Label == "minFree" {
			minFree = s.Formula
		}
	}
	assert.Equal(t, "245.76 + 327.68 + 327.68 + 1,024 (the first 28 GB alone give 901.12 MB; blogs round that to 899 MB)", minFree)
}

func TestVSphere5(t *testing.T) {
	// 000: vSphere 5.x: High 100 %, Soft 64 %, Hard 32 %, Low 16 %; no Clear.
	r := results(t, `{"host_memory_gb":128,"vsphere_version":"5"}`)
	assert.Equal(t, 1925.12, r.ThresholdsMB.High)
	assert.Nil(t, r.ThresholdsMB.Clear)
	assert.Equal(t, 1232.0768, r.ThresholdsMB.Soft)
	b, _ := json.Marshal(r.ThresholdsMB)
	assert.JSONEq(t, `{"high":1925.12,"soft":1232.0768,"hard":616.0384,"low":308.0192}`, string(b))
	// 000: "если minFree ... равно 10 ГБ, то ... 6,4 ГБ (Soft)".
	th := memstate.Thresholds(memstate.V5)
	assert.Equal(t, 6.4, 10*th[1].Pct/100)
}

func TestVMKMem(t *testing.T) {
	// VMKMEM managed from esxtop gives minFree directly from MB.
	r := results(t, `{"vmkmem_mb":131072}`)
	assert.Equal(t, 1925.12, r.MinFreeMB)
	r = results(t, `{"vmkmem_mb":126000,"free_memory_mb":5000}`)
	assert.InDelta(t, 901.12+0.01*(126000-28672), r.MinFreeMB, 1e-9)
}

func TestStates(t *testing.T) {
	// 128 GB, minFree 1925.12 MB. Bands are named by their lower threshold;
	// below Low is "below-low".
	tests := []struct {
		version string
		free    float64
		state   string
		actions []string
	}{
		{"6", 20000, "high", []string{}},
		{"6", 7700.48, "high", []string{}}, // exactly at High
		{"6", 7700, "clear", []string{"break_large_pages"}},
		{"6", 1925.12, "clear", []string{"break_large_pages"}},
		{"6", 1925, "soft", []string{"break_large_pages", "tps"}},
		{"6", 1232.0768, "soft", []string{"break_large_pages", "tps"}},
		{"6", 1000, "hard", []string{"tps", "balloon"}},
		{"6", 500, "low", []string{"tps", "compress", "swap"}},
		{"6", 308.0192, "low", []string{"tps", "compress", "swap"}},
		{"6", 300, "below-low", []string{"compress", "swap", "block"}},
		{"6", 0, "below-low", []string{"compress", "swap", "block"}},
		{"5", 7700, "high", []string{}},
		{"5", 1925.12, "high", []string{}},
		{"5", 1925, "soft", []string{"break_large_pages", "tps"}},
		{"5", 1000, "hard", []string{"tps", "balloon"}},
		{"5", 500, "low", []string{"tps", "compress", "swap"}},
		{"5", 100, "below-low", []string{"compress", "swap", "block"}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("v%s %v MB", tt.version, tt.free), func(t *testing.T) {
			r := results(t, fmt.Sprintf(`{"host_memory_gb":128,"vsphere_version":%q,"free_memory_mb":%v}`, tt.version, tt.free))
			assert.Equal(t, tt.state, r.State)
			assert.Equal(t, tt.actions, r.Actions)
		})
	}
}

func TestStateStepsAndWarnings(t *testing.T) {
	ev := evaluate(t, `{"host_memory_gb":128,"free_memory_mb":1000}`)
	r := ev.Results.(memstate.Results)
	assert.Equal(t, "hard", r.State)
	assert.Equal(t, 0.0, *r.MBBeforeBallooning)
	assert.InDelta(t, 100*1000/1925.12, *r.FreePctOfMinFree, 1e-6)
	var labels []string
	for _, s := range ev.Document(msg.EN).Steps {
		labels = append(labels, s.Label+": "+s.Formula)
	}
	all := strings.Join(labels, "\n")
	assert.Contains(t, all, "State: hard — call TPS to share identical pages, balloon (the guest's driver gives memory back): 616.04 MB (32 %) ≤ free < 1,232.08 MB (64 %)")
	assert.Contains(t, all, "Mem.ShareForceSalting = 2")
	w := strings.Join(ev.Document(msg.EN).Warnings, "\n")
	assert.Contains(t, w, "ballooning")
	assert.Contains(t, w, "Mem.ShareForceSalting = 2")

	ev = evaluate(t, `{"host_memory_gb":128,"free_memory_mb":3000}`)
	r = ev.Results.(memstate.Results)
	assert.Equal(t, "clear", r.State)
	assert.InDelta(t, 3000-1232.0768, *r.MBBeforeBallooning, 1e-9)
	assert.Empty(t, ev.Document(msg.EN).Warnings)

	ev = evaluate(t, `{"host_memory_gb":128,"free_memory_mb":10}`)
	assert.Contains(t, ev.Document(msg.EN).Warnings[0], "blocks VMs")
}

func TestChart(t *testing.T) {
	c := evaluate(t, `{"host_memory_gb":128,"free_memory_mb":1000}`).Drawing(msg.EN)
	require.NotNil(t, c)
	assert.Equal(t, chart.Scale, c.Kind)
	want := []chart.DrawnBand{
		{From: 0, To: 308.0192, Label: "below-low"},
		{From: 308.0192, To: 616.0384, Label: "low"},
		{From: 616.0384, To: 1232.0768, Label: "hard"},
		{From: 1232.0768, To: 1925.12, Label: "soft"},
		{From: 1925.12, To: 7700.48, Label: "clear"},
		{From: 7700.48, To: 9625.6, Label: "high"},
	}
	assert.Equal(t, want, c.Bands)
	require.NotNil(t, c.Marker)
	assert.Equal(t, 1000.0, c.Marker.X)
	assert.Equal(t, "1,000 MB free: hard", c.Marker.Label)
	assert.Len(t, c.Rules, 5)
	// Without free memory: bands, no marker; a large free value widens the scale.
	c = evaluate(t, `{"host_memory_gb":128,"vsphere_version":"5"}`).Drawing(msg.EN)
	assert.Nil(t, c.Marker)
	assert.Len(t, c.Bands, 5)
	c = evaluate(t, `{"host_memory_gb":128,"free_memory_mb":100000}`).Drawing(msg.EN)
	assert.InDelta(t, 105000, c.Bands[len(c.Bands)-1].To, 1e-9)
}

func TestCheckMessages(t *testing.T) {
	c, _ := calc.Lookup(memstate.ID)
	tests := []struct {
		name, inputs, field, msg string
	}{
		{"both", `{"host_memory_gb":128,"vmkmem_mb":131072}`, "inputs.vmkmem_mb", "give host_memory_gb or vmkmem_mb, not both"},
		{"neither", `{"host_memory_gb":null}`, "inputs.host_memory_gb", "is required: give host_memory_gb, or vmkmem_mb from esxtop"},
		{"zero", `{"host_memory_gb":0}`, "inputs.host_memory_gb", "must be 1 or more"},
		{"tiny vmkmem", `{"vmkmem_mb":5e-324}`, "inputs.vmkmem_mb", "must be 1 or more"},
		{"huge", `{"host_memory_gb":1e6}`, "inputs.host_memory_gb", "must be 65,536 or less"},
		{"version", `{"vsphere_version":"7"}`, "inputs.vsphere_version", "must be one of: 5, 6"},
		{"version number", `{"vsphere_version":6}`, "inputs.vsphere_version", "must be a string"},
		{"negative free", `{"free_memory_mb":-1}`, "inputs.free_memory_mb", "must be 0 or more"},
		{"free above memory", `{"host_memory_gb":4,"free_memory_mb":5000}`, "inputs.free_memory_mb", "is more than the host's 4,096 MB of memory"},
		{"typo", `{"host_memory":4}`, "inputs.host_memory", `unknown field "host_memory"; did you mean "host_memory_gb"?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			assert.Equal(t, tt.msg, errs.For(tt.field), "errors: %v", errs)
		})
	}
	// Choosing vmkmem_mb clears the default host_memory_gb (calc.Alternative).
	_, errs := c.Evaluate(json.RawMessage(`{"vmkmem_mb":65536}`))
	assert.Empty(t, errs)
}

func TestActionsPanicsOnMisuse(t *testing.T) {
	assert.PanicsWithValue(t, "memstate: unknown state medium", func() { memstate.Actions(memstate.V6, "medium") })
	assert.PanicsWithValue(t, "memstate: vSphere 5 has no clear state", func() { memstate.Actions(memstate.V5, memstate.Clear) })
}

func TestProperties(t *testing.T) {
	order := []string{"below-low", "low", "hard", "soft", "clear", "high"}
	r := rand.New(rand.NewPCG(1, 2))
	prev := 0.0
	for mb := 0.0; mb <= 64*1024*1024; mb = mb*1.07 + 97 {
		m := memstate.MinFreeMB(mb)
		if !units.Finite(m) || m < prev {
			t.Fatalf("minFree(%v) = %v not monotone (prev %v)", mb, m, prev)
		}
		// Between 1 % and 6 % of memory.
		if m > 0.06*mb+1e-9 || m < 0.01*mb-1e-9 {
			t.Fatalf("minFree(%v) = %v outside 1–6 %%", mb, m)
		}
		// Continuous: a 1 MB step changes minFree by at most 6 % of 1 MB.
		if d := memstate.MinFreeMB(mb+1) - m; d > 0.06+1e-9 || d < 0.01-1e-9 {
			t.Fatalf("minFree jumps by %v at %v", d, mb)
		}
		prev = m
	}
	for range 2000 {
		v := []memstate.Version{memstate.V5, memstate.V6}[r.IntN(2)]
		minFree := r.Float64() * 10000
		a, b := r.Float64()*50000, r.Float64()*50000
		if a > b {
			a, b = b, a
		}
		// Less free memory never means a better state.
		sa, sb := memstate.StateOf(v, minFree, a), memstate.StateOf(v, minFree, b)
		if slices.Index(order, sa) > slices.Index(order, sb) {
			t.Fatalf("v%s minFree %v: %v MB is %s but %v MB is %s", v, minFree, a, sa, b, sb)
		}
		if v == memstate.V5 && (sa == memstate.Clear || sb == memstate.Clear) {
			t.Fatal("vSphere 5 has no clear state")
		}
		_ = memstate.Actions(v, sa)
	}
	// Thresholds are descending.
	for _, v := range []memstate.Version{memstate.V5, memstate.V6} {
		th := memstate.Thresholds(v)
		for i := 1; i < len(th); i++ {
			assert.Less(t, th[i].Pct, th[i-1].Pct)
		}
	}
}

func FuzzEvaluate(f *testing.F) {
	f.Add(`{"host_memory_gb":128}`)
	f.Add(`{"host_memory_gb":128,"vsphere_version":"5","free_memory_mb":1000}`)
	f.Add(`{"vmkmem_mb":67108864,"free_memory_mb":67108864}`)
	f.Add(`{"host_memory_gb":1e-300,"free_memory_mb":0}`)
	f.Add(`{"host_memory_gb":null,"vmkmem_mb":null}`)
	f.Fuzz(func(t *testing.T, s string) {
		// refused at a field, or answered with finite numbers everywhere
		ev := calctest.CheckAnswer(t, memstate.ID, s)
		if ev == nil {
			return
		}
		r := ev.Results.(memstate.Results)
		th := r.ThresholdsMB
		if !units.Finite(r.MemoryMB, r.MinFreeMB, th.High, th.Soft, th.Hard, th.Low) {
			t.Fatalf("non-finite result %+v for %s", r, s)
		}
		for _, p := range []*float64{th.Clear, r.FreePctOfMinFree, r.MBBeforeBallooning} {
			if p != nil && !units.Finite(*p) {
				t.Fatalf("non-finite result %+v for %s", r, s)
			}
		}
		if (r.State == "") != (ev.Inputs.(memstate.Inputs).FreeMemoryMB == nil) {
			t.Fatalf("state %q without free memory, or the reverse, for %s", r.State, s)
		}
		if _, err := json.Marshal(ev.Document(msg.EN)); err != nil {
			t.Fatal(err)
		}
	})
}

func Example() {
	c, _ := calc.Lookup(memstate.ID)
	ev, _ := c.Evaluate(json.RawMessage(`{"host_memory_gb": 128, "vsphere_version": "6", "free_memory_mb": 1000}`))
	r := ev.Results.(memstate.Results)
	fmt.Printf("minFree %v MB; Soft threshold %v MB; Hard threshold %v MB\n", r.MinFreeMB, r.ThresholdsMB.Soft, r.ThresholdsMB.Hard)
	fmt.Printf("1000 MB free: %s %v\n", r.State, r.Actions)
	// Output:
	// minFree 1925.12 MB; Soft threshold 1232.0768 MB; Hard threshold 616.0384 MB
	// 1000 MB free: hard [tps balloon]
}
