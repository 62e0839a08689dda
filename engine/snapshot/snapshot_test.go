package snapshot_test

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
	"github.com/sizewise/sizewise/engine/calc/calctest"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/snapshot"
	"github.com/sizewise/sizewise/engine/units"
)

func evaluate(t *testing.T, inputs string) *calc.Evaluation {
	return calctest.Evaluate(t, snapshot.ID, inputs)
}

func results(t *testing.T, inputs string) snapshot.Results {
	return calctest.Results[snapshot.Results](t, snapshot.ID, inputs)
}

func TestWorkedExamples(t *testing.T) {
	tests := []struct {
		name              string
		inputs            string
		br, bw, amp, util float64
		achR, achW        float64
	}{
		// Erik Zandboer, "Performance impact when using VMware snapshots":
		// 510 ROPS + 250 WOPS on saturated disks (760 IOPS); a redo-log
		// snapshot "doubles reads and doubles writes":
		// 1,020 + 500 = 1,520 back-end IOPS = 200 %; the VM keeps half:
		// 255 + 125 (the source measured 110 + 100, worse still).
		{"Zandboer: redo log on saturated disks (defaults)", `{}`, 1020, 500, 2, 200, 255, 125},
		// Zandboer: only writes to blocks not yet in the snapshot are doubled: with
		// half first writes, writes ×1.5.
		{"Zandboer: half first writes", `{"first_write_pct":50}`, 1020, 375, 1395.0 / 760, 1395.0 / 760 * 100, 510 * 760 / 1395.0, 250 * 760 / 1395.0},
		// Zandboer: on disks with headroom the snapshot costs nothing visible: 3,000
		// IOPS of disks carry the doubled 1,520.
		{"Zandboer: with headroom", `{"disk_iops_capacity":3000}`, 1020, 500, 2, 1520.0 / 30, 510, 250},
		// Zandboer: linked clones behave like snapshots (vmfssparse, depth 1):
		// VDI 30/70 mix of 1,000 IOPS (VMware's stretched-cluster bandwidth
		// guidance) on 1,500 IOPS of disks:
		// 600 + 1,400 = 2,000 back-end = 133 %; the VM gets 75 %.
		{"Zandboer: linked clone, VDI mix", `{"read_iops":300,"write_iops":700,"disk_iops_capacity":1500}`, 600, 1400, 2, 2000.0 / 15, 225, 525},
		// Niels Hagoort, "VMware Virtual SAN 6.0 benchmark": vsanSparse lost
		// 8 % → ×1/0.92 on both: 760/0.92 = 826.09 back-end.
		{"Hagoort: vsanSparse", `{"format":"vsansparse"}`, 510 / 0.92, 250 / 0.92, 1 / 0.92, 100 / 0.92, 510 * 0.92, 250 * 0.92},
		// No snapshot: nothing changes.
		{"no snapshot", `{"chain_depth":0}`, 510, 250, 1, 100, 510, 250},
		// SEsparse (assumption): reads ×1, first writes ×2.
		{"sesparse", `{"format":"sesparse"}`, 510, 500, 1010.0 / 760, 1010.0 / 7.6, 510 * 760 / 1010.0, 250 * 760 / 1010.0},
		// vmfssparse chain of 3: reads ×4 (worst case), writes ×2.
		{"redo-log chain of 3", `{"chain_depth":3,"disk_iops_capacity":10000}`, 2040, 500, 2540.0 / 760, 25.4, 510, 250},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := results(t, tt.inputs)
			assert.InDelta(t, tt.br, r.BackendReadIOPS, 1e-6, "backend_read_iops")
			assert.InDelta(t, tt.bw, r.BackendWriteIOPS, 1e-6, "backend_write_iops")
			assert.InDelta(t, tt.amp, r.Amplification, 1e-9, "amplification")
			assert.InDelta(t, tt.util, r.UtilizationPct, 1e-6, "utilization_pct")
			assert.InDelta(t, tt.achR, r.AchievableReadIOPS, 1e-6, "achievable_read_iops")
			assert.InDelta(t, tt.achW, r.AchievableWriteIOPS, 1e-6, "achievable_write_iops")
		})
	}
}

func TestVSANCrossCheck(t *testing.T) {
	// Niels Hagoort, "VMware Virtual SAN 6.0 benchmark": under snapshots
	// vSAN 5.5 (vmfsSparse) lost 49 % of its IOPS, vSAN 6.0 (vsanSparse) 8 %. On saturated disks the model
	// keeps 50 % for vmfsSparse (1 point from the measured 49 %) and exactly
	// 92 % for vsanSparse.
	loss := func(format string) float64 {
		r := results(t, fmt.Sprintf(`{"format":%q}`, format))
		return 100 - (r.AchievableReadIOPS+r.AchievableWriteIOPS)/760*100
	}
	assert.InDelta(t, snapshot.VSAN55LossPct, loss("vmfssparse"), 1.0)
	assert.InDelta(t, snapshot.VSAN6LossPct, loss("vsansparse"), 1e-9)
	assert.Less(t, loss("sesparse"), loss("vmfssparse"))
	assert.Greater(t, loss("sesparse"), loss("vsansparse"))
}

func TestMeasuredCollapseShown(t *testing.T) {
	// Erik Zandboer, "Performance impact when using VMware snapshots": 510 +
	// 250 → 110 + 100 → 28 read IOPS while committing, 5.5 % of the start.
	ev := evaluate(t, `{}`)
	assert.InDelta(t, 5.5, 28.0/510*100, 0.05)
	var labels []string
	var committing float64
	for _, s := range ev.Document(msg.EN).Steps {
		labels = append(labels, s.Label)
		if strings.Contains(s.Label, "while committing") {
			committing = s.Value
			assert.Contains(t, s.Formula, "5.49 % of the start")
		}
	}
	assert.Equal(t, 28.0, committing, "%v", labels)
	w := warningsOf(t, `{}`, msg.EN)
	assert.Contains(t, w, "110 + 100")
	assert.Contains(t, w, "5.5 %")
	assert.Contains(t, w, "workingDir")
	// The remedy's caveat: "Работает в случае vSphere 4, для 5 необходимо
	// совершить чуть больше телодвижений".
	assert.Contains(t, w, "this works as given on vSphere 4; vSphere 5 and later need more steps than this one setting")
	assert.Contains(t, w, "mirrored pair of SSDs")
	// With headroom the collapse is not shown.
	ev = evaluate(t, `{"disk_iops_capacity":5000}`)
	for _, s := range ev.Document(msg.EN).Steps {
		assert.NotContains(t, s.Label, "committing")
	}
	assert.NotContains(t, warningsOf(t, `{"disk_iops_capacity":5000}`, msg.EN), "Remedies")
	// Between 80 % and 100 %: the headroom warning and the remedies.
	w = warningsOf(t, `{"disk_iops_capacity":1700}`, msg.EN)
	assert.Contains(t, w, "little headroom")
	assert.Contains(t, w, "Remedies")
}

func TestVSANSparseHasItsOwnFigures(t *testing.T) {
	// The redo-log collapse (510 + 250 → 110 + 100, 28 IOPS while committing)
	// was measured on VMFS redo logs only; vsanSparse gets Niels Hagoort's
	// figures instead: 8 % lost with vsanSparse against 49 % with vSAN 5.5's
	// vmfsSparse.
	for _, in := range []string{`{"format":"vsansparse"}`, `{"format":"vsansparse","disk_iops_capacity":500}`, `{"format":"vsansparse","disk_iops_capacity":900}`} {
		ev := evaluate(t, in)
		doc := ev.Document(msg.EN)
		all := strings.Join(doc.Warnings, "\n")
		for _, s := range doc.Steps {
			all += "\n" + s.Label + ": " + s.Formula
		}
		assert.NotContains(t, all, "110 + 100", in)
		assert.NotContains(t, all, "28 IOPS", in)
		assert.NotContains(t, all, "510 read", in)
		assert.NotContains(t, all, "workingDir", in)
		values := map[string]float64{}
		for _, s := range doc.Steps {
			values[s.Label] = s.Value
		}
		assert.Equal(t, 8.0, values["Measured (Hagoort): IOPS lost while snapshots were taken, vSAN 6.0 with vsanSparse"], in)
		assert.Equal(t, 49.0, values["Measured (Hagoort): the same on vSAN 5.5 with vmfsSparse (a redo log)"], in)
		assert.Contains(t, all, "8 % IOPS loss", in)
	}
	// Overloaded vsanSparse: its own warning, no VMFS remedies.
	w := warningsOf(t, `{"format":"vsansparse","disk_iops_capacity":500}`, msg.EN)
	assert.Contains(t, w, "No measurement of vsanSparse on overloaded disks exists in the sources")
	assert.Contains(t, w, "the LUN remedies for VMFS do not")
	assert.NotContains(t, w, "Remedies from the source")
	// The sources cite the benchmark for vsanSparse.
	src := strings.Join(evaluate(t, `{"format":"vsansparse"}`).Document(msg.EN).Sources, "\n")
	assert.Contains(t, src, "Niels Hagoort, \"VMware Virtual SAN 6.0 benchmark\"")
}

func TestVSANSparseIgnoresDepthAndFirstWrites(t *testing.T) {
	// chain_depth and first_write_pct do not change vsanSparse's model, and
	// the calculator says so.
	base := results(t, `{"format":"vsansparse"}`)
	for _, in := range []string{`{"format":"vsansparse","chain_depth":5}`, `{"format":"vsansparse","first_write_pct":0}`, `{"format":"vsansparse","chain_depth":32,"first_write_pct":50}`} {
		assert.Equal(t, base, results(t, in), in)
	}
	w := warningsOf(t, `{"format":"vsansparse","chain_depth":5}`, msg.EN)
	assert.Contains(t, w, "“Snapshots in the chain” (5) and “First writes” are not used for vsanSparse")
	w = warningsOf(t, `{"format":"vsansparse","chain_depth":5}`, msg.RU)
	assert.Contains(t, w, "«Снапшотов в цепочке» (5) и «Первые записи» для vsanSparse не используются")
	// Depth 0 is still "no snapshot".
	assert.Equal(t, 1.0, results(t, `{"format":"vsansparse","chain_depth":0}`).Amplification)
}

func TestSESparseIsLabelled(t *testing.T) {
	// SEsparse was not measured: on overloaded disks the redo-log figures are
	// quoted as what they are.
	w := warningsOf(t, `{"format":"sesparse","disk_iops_capacity":900}`, msg.EN)
	assert.Contains(t, w, "The only measurement of a snapshot on overloaded disks is of a redo-log snapshot (vmfsSparse)")
	assert.Contains(t, w, "SEsparse was not measured")
	assert.Contains(t, w, "SEsparse has no measurement in the sources")
	for _, s := range evaluate(t, `{"format":"sesparse","disk_iops_capacity":900}`).Document(msg.EN).Steps {
		assert.NotContains(t, s.Label, "Measured", s.Label)
	}
}

func TestRussianWarnings(t *testing.T) {
	tests := []struct{ inputs, want string }{
		{`{"chain_depth":0}`, "«Снапшотов в цепочке» равно 0: снапшота нет, значит, нет и усиления. Задайте 1 или больше, чтобы увидеть цену снапшота."},
		{`{}`, "Со снапшотом дискам нужно 200 % их производительности: в этой модели ВМ падает с 760 IOPS до 380 IOPS, а в источнике измерено ещё хуже"},
		{`{}`, "так это работает в vSphere 4; в vSphere 5 и новее одного этого параметра мало, нужны дополнительные шаги"},
		{`{"disk_iops_capacity":1700}`, "Со снапшотом диски загружены на 89,41 %: запаса почти нет"},
		{`{"chain_depth":3,"disk_iops_capacity":100000}`, "Цепочка из 3 дельт redo-лога"},
	}
	for _, tt := range tests {
		t.Run(tt.inputs, func(t *testing.T) {
			assert.Contains(t, warningsOf(t, tt.inputs, msg.RU), tt.want)
		})
	}
}

func warningsOf(t *testing.T, inputs string, lang msg.Lang) string {
	return strings.Join(evaluate(t, inputs).Document(lang).Warnings, "\n")
}

func TestCheckMessages(t *testing.T) {
	c, _ := calc.Lookup(snapshot.ID)
	tests := []struct {
		name, inputs, field, msg string
	}{
		{"negative reads", `{"read_iops":-1}`, "inputs.read_iops", "must be 0 or more"},
		{"zero capacity", `{"disk_iops_capacity":0}`, "inputs.disk_iops_capacity", "must be 1 or more"},
		{"bad format", `{"format":"vmfs"}`, "inputs.format", "must be one of: vmfssparse, sesparse, vsansparse, esa-native"},
		{"deep chain", `{"chain_depth":33}`, "inputs.chain_depth", "must be 32 or less"},
		{"first writes", `{"first_write_pct":120}`, "inputs.first_write_pct", "must be 100 or less"},
		{"typo", `{"write_iop":5}`, "inputs.write_iop", `unknown field "write_iop"; did you mean "write_iops"?`},
		// Tiny values that are not 0 are refused at their field.
		{"tiny reads", `{"read_iops":1e-300}`, "inputs.read_iops", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"subnormal writes", `{"write_iops":5e-324}`, "inputs.write_iops", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny first writes", `{"first_write_pct":1e-300}`, "inputs.first_write_pct", "must be 0, 100, or between 0.01 and 99.99"},
		{"tiny capacity", `{"disk_iops_capacity":1e-300}`, "inputs.disk_iops_capacity", "must be 1 or more"},
		{"huge reads", `{"read_iops":1e300}`, "inputs.read_iops", "must be 1,000,000,000 or less"},
		{"huge capacity", `{"disk_iops_capacity":1e300}`, "inputs.disk_iops_capacity", "must be 1,000,000,000 or less"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			assert.Equal(t, tt.msg, errs.For(tt.field), "errors: %v", errs)
		})
	}
}

func TestProperties(t *testing.T) {
	for _, f := range snapshot.Formats {
		prevR, prevW := 0.0, 0.0
		for depth := 0; depth <= 32; depth++ {
			for fw := 0.0; fw <= 100; fw += 25 {
				ar, aw := snapshot.Amplification(f, depth, fw)
				// Snapshots never make I/O cheaper.
				if ar < 1 || aw < 1 || !units.Finite(ar, aw) {
					t.Fatalf("%s depth %d fw %v: %v %v", f, depth, fw, ar, aw)
				}
				// More first writes never cost less.
				ar2, aw2 := snapshot.Amplification(f, depth, math.Min(100, fw+25))
				if aw2 < aw || ar2 != ar {
					t.Fatalf("%s: first writes not monotone at %v", f, fw)
				}
			}
			ar, aw := snapshot.Amplification(f, depth, 100)
			// A deeper chain never costs less.
			if ar < prevR || aw < prevW {
				t.Fatalf("%s: depth not monotone at %d", f, depth)
			}
			prevR, prevW = ar, aw
		}
	}
	// Achievable: never more than asked, back end never above capacity,
	// the read/write ratio is kept.
	for _, capacity := range []float64{1, 100, 760, 1e4, 1e9} {
		for _, load := range []float64{0, 10, 760, 1e5} {
			reads, writes := load*0.3, load*0.7
			back := reads*2 + writes*2
			r, w := snapshot.Achievable(reads, writes, back, capacity)
			if r > reads || w > writes || (back > capacity && r*2+w*2 > capacity*(1+1e-12)) {
				t.Fatalf("achievable %v %v for %v on %v", r, w, load, capacity)
			}
			if load > 0 {
				assert.InDelta(t, 0.3, r/(r+w), 1e-12)
			}
		}
	}
	// Utilisation grows with load and falls with capacity.
	prev := -1.0
	for load := 0.0; load <= 5000; load += 250 {
		r := results(t, fmt.Sprintf(`{"read_iops":%v,"write_iops":%v}`, load, load))
		if r.UtilizationPct <= prev {
			t.Fatalf("utilisation not growing at %v", load)
		}
		prev = r.UtilizationPct
	}
}

func TestChart(t *testing.T) {
	ch := evaluate(t, `{}`).Drawing(msg.EN)
	require.NotNil(t, ch)
	assert.Equal(t, chart.Bars, ch.Kind)
	require.Len(t, ch.Groups, 3)
	total := ch.Groups[2]
	vals := map[string]float64{}
	for _, b := range total.Bars {
		vals[b.Name] = b.Value
	}
	// Zandboer's test: 760 IOPS demanded, 1,520 on the back end, 760 of
	// capacity, 380 achievable.
	assert.Equal(t, map[string]float64{"VM demand": 760, "Back-end": 1520, "Achievable": 380, "Disk capacity": 760}, vals)
	assert.Equal(t, 760.0, ch.Rules[0].Value)
	assert.Equal(t, "disk capacity 760 IOPS", ch.Rules[0].Label)
	ru := evaluate(t, `{}`).Drawing(msg.RU)
	assert.Equal(t, "Запрос ВМ, нагрузка на диски и их производительность", ru.Title)
	assert.Equal(t, "производительность дисков 760 IOPS", ru.Rules[0].Label)
}

var extremes = []string{"5e-324", "1e-300", "1e300", "0", "-0", "0.01", "1e15"}

var numericInputs = []string{"read_iops", "write_iops", "disk_iops_capacity", "chain_depth", "first_write_pct"}

func TestExtremes(t *testing.T) {
	// Every numeric input at every extreme, with each format, is refused at
	// a field or answered with finite numbers (never by the registry's Guard).
	c, _ := calc.Lookup(snapshot.ID)
	for _, format := range snapshot.Formats {
		for _, name := range numericInputs {
			for _, x := range extremes {
				in := fmt.Sprintf(`{"format":%q,%q:%s}`, format, name, x)
				_, errs := c.Evaluate(json.RawMessage(in))
				for _, e := range errs {
					assert.True(t, strings.HasPrefix(e.Field, "inputs."), "%s: refused by the guard, not a field: %v", in, errs)
				}
				calctest.CheckAnswer(t, snapshot.ID, in)
			}
		}
	}
}

func FuzzEvaluate(f *testing.F) {
	f.Add(`{}`)
	f.Add(`{"read_iops":0,"write_iops":0}`)
	f.Add(`{"read_iops":1e9,"write_iops":1e9,"disk_iops_capacity":1,"chain_depth":32}`)
	f.Add(`{"format":"vsansparse","chain_depth":0,"first_write_pct":0}`)
	f.Add(`{"format":"sesparse","disk_iops_capacity":1e-300}`)
	f.Add(`{"read_iops":"x","format":1}`)
	f.Add(`7`)
	for _, name := range numericInputs {
		for _, x := range extremes {
			f.Add(fmt.Sprintf(`{%q:%s}`, name, x))
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		// refused at a field, or answered with finite numbers everywhere
		ev := calctest.CheckAnswer(t, snapshot.ID, s)
		if ev == nil {
			return
		}
		r := ev.Results.(snapshot.Results)
		if !units.Finite(r.BackendReadIOPS, r.BackendWriteIOPS, r.Amplification, r.UtilizationPct, r.BaselineUtilizationPct,
			r.AchievableReadIOPS, r.AchievableWriteIOPS, r.MaxFrontendIOPS) {
			t.Fatalf("non-finite result %+v for %s", r, s)
		}
		if r.Amplification < 1-1e-12 {
			t.Fatalf("amplification below 1: %+v", r)
		}
		if r.AchievableReadIOPS < 0 || r.AchievableWriteIOPS < 0 {
			t.Fatalf("negative achievable: %+v", r)
		}
	})
}

func Example() {
	c, _ := calc.Lookup(snapshot.ID)
	ev, _ := c.Evaluate(json.RawMessage(`{"read_iops": 510, "write_iops": 250, "disk_iops_capacity": 760, "format": "vmfssparse"}`))
	for _, s := range ev.Document(msg.EN).Steps[:10] {
		fmt.Printf("%s: %s = %v %s\n", s.Label, s.Formula, s.Value, s.Unit)
	}
	// Output:
	// Back-end reads per VM read: redo log: look in each of 1 delta, then read the block = 1 + 1 = 2 ×
	// Back-end writes per VM write: first writes write data and metadata: 1 + 100 % = 2 ×
	// Back-end read IOPS: 510 IOPS × 2 = 1020 IOPS
	// Back-end write IOPS: 250 IOPS × 2 = 500 IOPS
	// Amplification: 1,520 back-end IOPS / 760 VM IOPS = 2 ×
	// Disk utilisation without the snapshot: 760 / 760 IOPS × 100 = 100 %
	// Disk utilisation with the snapshot: 1,520 / 760 IOPS × 100 = 200 %
	// Disks saturated: the VM's load is scaled to fit: 760 / 1,520 IOPS = 50 %
	// Achievable read IOPS: 510 × 0.5 = 255 IOPS
	// Achievable write IOPS: 250 × 0.5 = 125 IOPS
}
