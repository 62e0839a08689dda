package memstate_test

import (
	"encoding/json"
	"fmt"
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
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/units"
)

func evaluate(t *testing.T, inputs string) *calc.Evaluation {
	return calctest.Evaluate(t, memstate.ID, inputs)
}

func results(t *testing.T, inputs string) memstate.Results {
	return calctest.Results[memstate.Results](t, memstate.ID, inputs)
}

// The minFree sliding scale: Frank Denneman, "Mem.MinFreePct sliding scale
// function" (2011): 6 % of the first 4 GB, 4 % of the next 8 GB, 2 % of the
// next 16 GB, 1 % of the rest.
func TestMinFree(t *testing.T) {
	tests := []struct {
		name   string
		mb     float64
		want   float64
		source string
	}{
		{"128 GB", 128 * 1024, 1925.12, "901.12 + 1 % × 102,400 MB"},
		{"first 28 GB", 28 * 1024, 901.12, "245.76 + 327.68 + 327.68"},
		{"4 GB", 4096, 245.76, "6 % of the first 4 GB"},
		{"12 GB", 12 * 1024, 245.76 + 327.68, "+ 4 % of the next 8 GB"},
		{"2 GB", 2048, 122.88, "6 % of 2 GB"},
		{"100 GB", 100 * 1024, 901.12 + 737.28, "901.12 + 1 % of 72 GB (running-system.com: 899 + 720 = 1619)"},
		// vmwarebits.com, "Mem.MemMinFreePct calculation example": esxtop
		// shows minfree 1920 on a host whose VMKMEM manages 130,607 MB:
		// 901.12 + 1 % × (130,607 − 28,672) = 1920.47, rounded down by esxtop.
		{"esxtop 130,607 MB", 130607, 1920.47, "901.12 + 1019.35"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.InDelta(t, tt.want, memstate.MinFreeMB(tt.mb), 1e-9, tt.source)
		})
	}
	// running-system.com rounds the first 28 GB to 899 MB, so its 128 GB
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
	assert.Equal(t, 1925.12, r.MinFreeMB)
	// Duncan Epping, "vSphere 6.0: Breaking Large Pages…": High 400 %,
	// Clear 100 %, Soft 64 %, Hard 32 %, Low 16 % of minFree.
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
	steps := map[string]string{}
	for _, s := range ev.Document(msg.EN).Steps {
		steps[s.Label] = s.Formula
	}
	assert.Equal(t, "245.76 + 327.68 + 327.68 + 1,024 (the first 28 GB alone give 901.12 MB; blogs round that to 899 MB)", steps["minFree (Frank Denneman's sliding scale)"])
	assert.Equal(t, "4 % × 8,192 MB", steps["minFree, next 8 GB"])
	assert.Equal(t, "64 % × 1,925.12 MB", steps["Soft threshold"])
	// The page says which table the naming follows.
	assert.Contains(t, steps["Which state a host is in (Duncan Epping's tables)"], "the state of the lowest threshold free memory has fallen below, and High above Clear")
}

// vSphere 5.x (Duncan Epping, "vSphere 6.0: Breaking Large Pages…"): High
// 100 %, Soft 64 %, Hard 32 %, Low 16 %; no Clear. His example: with minFree
// about 10 GB, Soft is reached when less than 64 % (6.4 GB) is free.
func TestVSphere5(t *testing.T) {
	r := results(t, `{"host_memory_gb":128,"vsphere_version":"5"}`)
	assert.Equal(t, 1925.12, r.ThresholdsMB.High)
	assert.Nil(t, r.ThresholdsMB.Clear)
	assert.Equal(t, 1232.0768, r.ThresholdsMB.Soft)
	b, _ := json.Marshal(r.ThresholdsMB)
	assert.JSONEq(t, `{"high":1925.12,"soft":1232.0768,"hard":616.0384,"low":308.0192}`, string(b))

	// minFree 10,240 MB: 901.12 + 1 % × (962,560 − 28,672) = 10,240 MB.
	assert.InDelta(t, 10240, memstate.MinFreeMB(962560), 1e-9)
	assert.Equal(t, memstate.Soft, memstate.StateOf(memstate.V5, 10240, 6000))
	r = results(t, `{"vmkmem_mb":962560,"vsphere_version":"5","free_memory_mb":6000}`)
	assert.InDelta(t, 10240, r.MinFreeMB, 1e-9)
	assert.InDelta(t, 6553.6, r.ThresholdsMB.Soft, 1e-9)
	assert.Equal(t, "soft", r.State)
	assert.Equal(t, []string{"break_large_pages", "tps", "balloon"}, r.Actions)
	// 6,400 MB free is still below 6,553.6: soft; 6,600 is high.
	assert.Equal(t, memstate.Soft, memstate.StateOf(memstate.V5, 10240, 6400))
	assert.Equal(t, memstate.High, memstate.StateOf(memstate.V5, 10240, 6600))
}

func TestVMKMem(t *testing.T) {
	// VMKMEM managed from esxtop gives minFree directly from MB.
	r := results(t, `{"vmkmem_mb":131072}`)
	assert.Equal(t, 1925.12, r.MinFreeMB)
	r = results(t, `{"vmkmem_mb":126000,"free_memory_mb":5000}`)
	assert.InDelta(t, 901.12+0.01*(126000-28672), r.MinFreeMB, 1e-9)
}

// States (after Duncan Epping and running-system.com): a
// host is in the state of the lowest threshold its free memory has fallen
// below, and high above Clear (6.x) / Soft (5.x). 128 GB: minFree 1925.12,
// High 7700.48, Clear 1925.12, Soft 1232.0768, Hard 616.0384, Low 308.0192.
// Actions: Epping, "What happens at which vSphere memory state?".
func TestStates(t *testing.T) {
	tests := []struct {
		version string
		free    float64
		state   string
		actions []string
	}{
		{"6", 20000, "high", []string{}},
		{"6", 7700.48, "high", []string{}}, // at the High level: nothing yet
		{"6", 7700, "high", []string{"break_large_pages"}},
		{"6", 1925.12, "high", []string{"break_large_pages"}}, // free ≥ clear → high
		{"6", 1925, "clear", []string{"break_large_pages", "tps"}},
		{"6", 1232.0768, "clear", []string{"break_large_pages", "tps"}},
		{"6", 1232, "soft", []string{"tps", "balloon"}},
		{"6", 1000, "soft", []string{"tps", "balloon"}},
		{"6", 616.0384, "soft", []string{"tps", "balloon"}},
		{"6", 500, "hard", []string{"tps", "compress", "swap"}},
		{"6", 308.0192, "hard", []string{"tps", "compress", "swap"}},
		{"6", 300, "low", []string{"compress", "swap", "block"}},
		{"6", 0, "low", []string{"compress", "swap", "block"}},
		{"7", 1000, "soft", []string{"tps", "balloon"}},
		{"8", 1925, "clear", []string{"break_large_pages", "tps"}},
		{"9", 300, "low", []string{"compress", "swap", "block"}},
		{"5", 7700, "high", []string{}},
		{"5", 1925.12, "high", []string{}},
		{"5", 1232.0768, "high", []string{}}, // free ≥ soft → high
		{"5", 1232, "soft", []string{"break_large_pages", "tps", "balloon"}},
		{"5", 1000, "soft", []string{"break_large_pages", "tps", "balloon"}},
		{"5", 500, "hard", []string{"tps", "compress", "swap"}},
		{"5", 100, "low", []string{"compress", "swap", "block"}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("v%s %v MB", tt.version, tt.free), func(t *testing.T) {
			r := results(t, fmt.Sprintf(`{"host_memory_gb":128,"vsphere_version":%q,"free_memory_mb":%v}`, tt.version, tt.free))
			assert.Equal(t, tt.state, r.State)
			assert.Equal(t, tt.actions, r.Actions)
		})
	}
}

// The share link users hold (128 GB, vSphere 6, 1,500 MB free) now reads
// "clear": 1,500 MB is below Clear (1,925.12) and above Soft (1,232.08).
// Its actions (break large pages, call TPS) are what they were.
func TestGoldenLinkState(t *testing.T) {
	r := results(t, `{"host_memory_gb":128,"vsphere_version":"6","free_memory_mb":1500}`)
	assert.Equal(t, "clear", r.State)
	assert.Equal(t, []string{"break_large_pages", "tps"}, r.Actions)
	assert.InDelta(t, 77.9172207447, *r.FreePctOfMinFree, 1e-9)
	assert.InDelta(t, 267.9232, *r.MBBeforeBallooning, 1e-9)
}

// ESXi 7, 8 and 9 keep the 6.x thresholds; 9 adds the VCF 9 memory tiering
// figures ("Advanced Memory Tiering Now Available": default 1:1 DRAM:NVMe;
// "NVMe Memory Tiering Design and Sizing … Part 1": active memory at most
// 50 % of DRAM).
func TestLaterVersions(t *testing.T) {
	six := results(t, `{"host_memory_gb":512,"vsphere_version":"6"}`)
	for _, v := range []string{"7", "8", "9"} {
		r := results(t, `{"host_memory_gb":512,"vsphere_version":"`+v+`"}`)
		assert.Equal(t, six.ThresholdsMB, r.ThresholdsMB, v)
		assert.Equal(t, six.MinFreeMB, r.MinFreeMB, v)
	}
	r := results(t, `{"host_memory_gb":512,"vsphere_version":"9"}`)
	require.NotNil(t, r.NVMeTierGB)
	assert.Equal(t, 512.0, *r.NVMeTierGB)
	assert.Equal(t, 256.0, *r.TieringMaxActiveGB)
	assert.Nil(t, results(t, `{"host_memory_gb":512,"vsphere_version":"8"}`).NVMeTierGB)
	ev := evaluate(t, `{"host_memory_gb":512,"vsphere_version":"9"}`)
	all := ""
	for _, s := range ev.Document(msg.EN).Steps {
		all += s.Label + ": " + s.Formula + "\n"
	}
	assert.Contains(t, all, "ESXi 9: the thresholds of 6.x")
	assert.Contains(t, all, "512 GB of DRAM × 100 % (Mem.TierNVMePct = 100, the default; 50–400 % possible)")
	assert.Contains(t, all, "50 % × 512 GB of DRAM")
	assert.Contains(t, strings.Join(ev.Document(msg.EN).Sources, "\n"), "Advanced Memory Tiering Now Available")
}

func TestStateStepsAndWarnings(t *testing.T) {
	ev := evaluate(t, `{"host_memory_gb":128,"free_memory_mb":1000}`)
	r := ev.Results.(memstate.Results)
	assert.Equal(t, "soft", r.State)
	assert.Equal(t, 0.0, *r.MBBeforeBallooning)
	assert.InDelta(t, 100*1000/1925.12, *r.FreePctOfMinFree, 1e-6)
	var labels []string
	for _, s := range ev.Document(msg.EN).Steps {
		labels = append(labels, s.Label+": "+s.Formula)
	}
	all := strings.Join(labels, "\n")
	assert.Contains(t, all, "State: Soft — call TPS to share identical pages, balloon (the guest's driver gives memory back): 616.04 MB (32 %) ≤ free < 1,232.08 MB (64 %)")
	assert.Contains(t, all, "Mem.ShareForceSalting = 2 from the ESXi 5.0 patch of February 2015, 5.1 U3, the 5.5 patch of January 2015 (5.5 Update 2d) and 6.0 on")
	w := strings.Join(ev.Document(msg.EN).Warnings, "\n")
	assert.Contains(t, w, "Free memory is below Soft: ESXi is ballooning")
	assert.Contains(t, w, "Mem.ShareForceSalting = 2")

	ev = evaluate(t, `{"host_memory_gb":128,"free_memory_mb":3000}`)
	r = ev.Results.(memstate.Results)
	assert.Equal(t, "high", r.State)
	assert.InDelta(t, 3000-1232.0768, *r.MBBeforeBallooning, 1e-9)
	assert.Empty(t, ev.Document(msg.EN).Warnings)
	for _, s := range ev.Document(msg.EN).Steps {
		if strings.HasPrefix(s.Label, "State: ") {
			assert.Equal(t, "State: High — break large pages into 4 KB pages", s.Label)
			assert.Equal(t, "free ≥ 1,925.12 MB (100 % of minFree)", s.Formula)
		}
	}

	ev = evaluate(t, `{"host_memory_gb":128,"free_memory_mb":10}`)
	assert.Contains(t, ev.Document(msg.EN).Warnings[0], "blocks VMs")
	assert.Contains(t, strings.Join(labels, "\n"), "Which state a host is in")
}

func TestWarningsInRussian(t *testing.T) {
	for _, tt := range []struct{ inputs, want string }{
		{`{"free_memory_mb":1000}`, "Свободной памяти меньше порога Soft: ESXi отбирает память у гостевых ОС балунингом."},
		{`{"free_memory_mb":500}`, "Свободной памяти меньше порога Hard: balloon-драйвер остановлен"},
		{`{"free_memory_mb":100}`, "Свободной памяти меньше порога Low: кроме сжатия и свопинга, ESXi запрещает ВМ выделять память"},
		{`{"free_memory_mb":1500}`, "TPS в этом состоянии объединяет страницы только внутри каждой ВМ: с патчей 2014–2015 годов по умолчанию Mem.ShareForceSalting = 2"},
	} {
		ev := evaluate(t, tt.inputs)
		assert.Contains(t, strings.Join(ev.Document(msg.RU).Warnings, "\n"), tt.want, tt.inputs)
	}
	ev := evaluate(t, `{"host_memory_gb":128,"free_memory_mb":1000}`)
	var ru []string
	for _, s := range ev.Document(msg.RU).Steps {
		ru = append(ru, s.Label+": "+s.Formula)
	}
	assert.Contains(t, strings.Join(ru, "\n"), "Состояние Soft: TPS объединяет одинаковые страницы, балунинг (драйвер в гостевой ОС возвращает память): 616,04 МБ (32 %) ≤ свободно < 1\u00a0232,08 МБ (64 %)")
	c, _ := calc.Lookup(memstate.ID)
	_, errs := c.Evaluate(json.RawMessage(`{"host_memory_gb":4,"free_memory_mb":5000}`))
	assert.Equal(t, "больше, чем 4\u00a0096 МБ памяти хоста", errs[0].In(msg.RU, c.Meta()))
	_, errs = c.Evaluate(json.RawMessage(`{"host_memory_gb":4,"vmkmem_mb":5000}`))
	assert.Equal(t, "укажите «Память хоста» или «Память VMkernel (VMKMEM managed)», но не то и другое", errs[0].In(msg.RU, c.Meta()))
}

func TestChart(t *testing.T) {
	c := evaluate(t, `{"host_memory_gb":128,"free_memory_mb":1000}`).Drawing(msg.EN)
	require.NotNil(t, c)
	assert.Equal(t, chart.Scale, c.Kind)
	want := []chart.DrawnBand{
		{From: 0, To: 308.0192, Label: "Low"},
		{From: 308.0192, To: 616.0384, Label: "Hard"},
		{From: 616.0384, To: 1232.0768, Label: "Soft"},
		{From: 1232.0768, To: 1925.12, Label: "Clear"},
		{From: 1925.12, To: 9625.6, Label: "High"},
	}
	assert.Equal(t, want, c.Bands)
	require.NotNil(t, c.Marker)
	assert.Equal(t, 1000.0, c.Marker.X)
	assert.Equal(t, "1,000 MB free: Soft", c.Marker.Label)
	require.Len(t, c.Rules, 5)
	assert.Equal(t, "High 400 %", c.Rules[4].Label)
	assert.Equal(t, 7700.48, c.Rules[4].Value)
	// Without free memory: bands, no marker; a large free value widens the scale.
	c = evaluate(t, `{"host_memory_gb":128,"vsphere_version":"5"}`).Drawing(msg.EN)
	assert.Nil(t, c.Marker)
	assert.Len(t, c.Bands, 4)
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
		{"tiny host", `{"host_memory_gb":1e-300}`, "inputs.host_memory_gb", "must be 1 or more"},
		{"huge", `{"host_memory_gb":1e6}`, "inputs.host_memory_gb", "must be 65,536 or less"},
		{"huge free", `{"free_memory_mb":1e300}`, "inputs.free_memory_mb", "must be 67,108,864 or less"},
		{"version", `{"vsphere_version":"10"}`, "inputs.vsphere_version", "must be one of: 5, 6, 7, 8, 9"},
		{"version number", `{"vsphere_version":6}`, "inputs.vsphere_version", "must be a string"},
		{"negative free", `{"free_memory_mb":-1}`, "inputs.free_memory_mb", "must be 0 or more"},
		// Too small to measure (esxtop shows two decimals): 0, or 0.01 MB and more.
		{"tiny free", `{"free_memory_mb":1e-300}`, "inputs.free_memory_mb", "must be 0, or 0.01 or more (smaller values are not measurable)"},
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
	order := []string{"low", "hard", "soft", "clear", "high"}
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
	versions := []memstate.Version{memstate.V5, memstate.V6, memstate.V7, memstate.V8, memstate.V9}
	for range 3000 {
		v := versions[r.IntN(len(versions))]
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
		// The state is the lowest threshold fallen below (Duncan Epping's tables).
		for _, th := range memstate.Thresholds(v)[1:] {
			if a < minFree*th.Pct/100 && slices.Index(order, sa) > slices.Index(order, th.State) {
				t.Fatalf("v%s: %v MB is below %s (%v %%) but in %s", v, a, th.State, th.Pct, sa)
			}
		}
		if a >= minFree*memstate.Thresholds(v)[1].Pct/100 && sa != memstate.High {
			t.Fatalf("v%s: %v MB is above every state threshold but in %s", v, a, sa)
		}
		_ = memstate.ActionsAt(v, minFree, a)
	}
	// Thresholds are descending.
	for _, v := range versions {
		th := memstate.Thresholds(v)
		for i := 1; i < len(th); i++ {
			assert.Less(t, th[i].Pct, th[i-1].Pct)
		}
	}
}

// numeric are every numeric input; extremes the floats that break naive
// arithmetic.
var (
	numeric  = []string{"host_memory_gb", "vmkmem_mb", "free_memory_mb"}
	extremes = []string{"5e-324", "1e-300", "1e300", "-1e300", "0"}
)

func TestExtremeInputs(t *testing.T) {
	c, _ := calc.Lookup(memstate.ID)
	for _, v := range []string{"5", "6", "9"} {
		for _, name := range numeric {
			for _, x := range extremes {
				base := `"vsphere_version":"` + v + `",`
				if name == "vmkmem_mb" {
					base += `"host_memory_gb":null,`
				}
				in := `{` + base + `"` + name + `":` + x + `}`
				_, errs := c.Evaluate(json.RawMessage(in))
				for _, e := range errs {
					if !strings.HasPrefix(e.Field, "inputs.") {
						t.Errorf("%s: problem outside the inputs (a guard?) %s: %s", in, e.Field, e.Message())
					}
				}
				calctest.CheckAnswer(t, memstate.ID, in)
			}
		}
	}
}

func FuzzEvaluate(f *testing.F) {
	f.Add(`{"host_memory_gb":128}`)
	f.Add(`{"host_memory_gb":128,"vsphere_version":"5","free_memory_mb":1000}`)
	f.Add(`{"vmkmem_mb":67108864,"free_memory_mb":67108864}`)
	f.Add(`{"host_memory_gb":1e-300,"free_memory_mb":0}`)
	f.Add(`{"host_memory_gb":null,"vmkmem_mb":null}`)
	f.Add(`{"host_memory_gb":65536,"vsphere_version":"9","free_memory_mb":5e-324}`)
	for _, name := range numeric {
		for _, x := range extremes {
			f.Add(`{"vsphere_version":"9","` + name + `":` + x + `}`)
		}
	}
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
		for _, p := range []*float64{th.Clear, r.FreePctOfMinFree, r.MBBeforeBallooning, r.NVMeTierGB, r.TieringMaxActiveGB} {
			if p != nil && !units.Finite(*p) {
				t.Fatalf("non-finite result %+v for %s", r, s)
			}
		}
		if (r.State == "") != (ev.Inputs.(memstate.Inputs).FreeMemoryMB == nil) {
			t.Fatalf("state %q without free memory, or the reverse, for %s", r.State, s)
		}
		if _, err := json.Marshal(ev.Document(msg.RU)); err != nil {
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
	// 1000 MB free: soft [tps balloon]
}

// The VM Guru article's host (minFree 10 GB, Soft at 64 %: "when 6.4 GB"): with
// 6,000 MB free on vSphere 5, Soft is 6,553.6 MB and the host is already
// ballooning, so the step says so instead of "6,000 − 6,553.6 = 0".
func TestBalloonStepWhenBelowSoft(t *testing.T) {
	step := func(in string, lang msg.Lang) (string, float64) {
		for _, s := range calctest.Evaluate(t, memstate.ID, in).Document(lang).Steps {
			if s.Label == "Memory that can still be used before ballooning" || s.Label == "Память, которую ещё можно занять до начала балунинга" {
				return s.Formula, s.Value
			}
		}
		t.Fatalf("%s: no ballooning step", in)
		return "", 0
	}
	f, v := step(`{"vmkmem_mb":962560,"vsphere_version":"5","free_memory_mb":6000}`, msg.EN)
	assert.Equal(t, "none: 6,000 MB free is already 553.6 MB below Soft (6,553.6 MB), so ballooning has started", f)
	assert.Equal(t, 0.0, v)
	f, _ = step(`{"vmkmem_mb":962560,"vsphere_version":"5","free_memory_mb":6000}`, msg.RU)
	assert.Equal(t, "нисколько: свободно 6\u00a0000 МБ, это уже на 553,6 МБ ниже Soft (6\u00a0553,6 МБ), поэтому балунинг уже идёт", f)
	// Above Soft: the subtraction, as before (7,000 − 6,553.6 = 446.4).
	f, v = step(`{"vmkmem_mb":962560,"vsphere_version":"5","free_memory_mb":7000}`, msg.EN)
	assert.Equal(t, "7,000 MB free − 6,553.6 MB (Soft)", f)
	assert.InDelta(t, 446.4, v, 1e-9)
}
