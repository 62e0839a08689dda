package sioc_test

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/sioc"
	"github.com/sizewise/sizewise/engine/units"
)

func evaluate(t *testing.T, inputs string) *calc.Evaluation {
	return calctest.Evaluate(t, sioc.ID, inputs)
}

func results(t *testing.T, inputs string) sioc.Results {
	return calctest.Results[sioc.Results](t, sioc.ID, inputs)
}

func allocated(r sioc.Results) []float64 {
	out := make([]float64, len(r.VMs))
	for i, v := range r.VMs {
		out[i] = v.AllocatedIOPS
	}
	return out
}

// The four-VM layout of VMware's SIOC posts (Matthew Meyer, "SIOC: I/O
// Distribution with Reservations & Limits", VMware vSphere Blog, 2015), as
// VM Guru's article on SIOC calculations gives it, with every VM busy.
const allBusy = `{"datastore_iops":8000,"vms":[
	{"name":"VM1","host":"esx1","shares":1000},
	{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
	{"name":"VM3","host":"esx2","shares":500},
	{"name":"VM4","host":"esx2","shares":1000}]}`

// The same with VM1 idle at 10 IOPS: VM Guru's own case (its article on SIOC
// calculations); VMware's Part 2 post has no such scenario.
const vm1Idle = `{"datastore_iops":8000,"vms":[
	{"name":"VM1","host":"esx1","shares":1000,"demand_iops":10},
	{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
	{"name":"VM3","host":"esx2","shares":500},
	{"name":"VM4","host":"esx2","shares":1000}]}`

func TestAllBusy(t *testing.T) {
	r := results(t, allBusy)
	// VM Guru: "Общий пул Shares = 1000+2500+500+1000 = 5000".
	assert.Equal(t, 5000.0, r.TotalShares)
	// VM Guru: "VM1 = 1000/5000 = 20% = 0,2 * 8000 = 1600 IOPS", VM2 50 % = 4000,
	// VM3 10 % = 800, VM4 20 % = 1600.
	assert.Equal(t, []float64{1600, 4000, 800, 1600}, allocated(r))
	for i, want := range []float64{20, 50, 10, 20} {
		assert.Equal(t, want, r.VMs[i].SharePct, "share_pct of %s", r.VMs[i].Name)
		assert.Equal(t, r.VMs[i].AllocatedIOPS, r.VMs[i].EntitlementIOPS, "entitlement of %s", r.VMs[i].Name)
	}
	// VM Guru: "ESX1 = 3500/5000 = 70%", "ESX2 = 1500/5000 = 30%".
	require.Len(t, r.Hosts, 2)
	assert.Equal(t, "esx1", r.Hosts[0].Host)
	assert.Equal(t, 70.0, r.Hosts[0].SharePct)
	assert.Equal(t, 30.0, r.Hosts[1].SharePct)
	assert.Equal(t, 3500.0, r.Hosts[0].Shares)
	assert.Equal(t, 5600.0, r.Hosts[0].AllocatedIOPS)
	assert.Equal(t, 2400.0, r.Hosts[1].AllocatedIOPS)
	assert.Equal(t, 0.0, r.UnallocatedIOPS)
	assert.Equal(t, 8000.0, r.AllocatedIOPS)
}

func TestVM1Idle(t *testing.T) {
	r := results(t, vm1Idle)
	got := allocated(r)
	// VM Guru: "VM1 = 10 IOPS", "VM2 = 4000+1000 = 5000 IOPS (так как установлен Limit)",
	// "VM3 = 800 + ((500/1500) * 590) = 997 IOPS", "VM4 = 1600 + ((1000/1500) * 590) = 1993 IOPS".
	assert.Equal(t, 10.0, got[0])
	assert.Equal(t, 5000.0, got[1])
	assert.InDelta(t, 800+590.0/3, got[2], 1e-6)
	assert.InDelta(t, 1600+590.0*2/3, got[3], 1e-6)
	assert.InDelta(t, 996.67, got[2], 0.005) // unrounded: 996.67, shown as 997
	assert.InDelta(t, 1993.33, got[3], 0.005)
	assert.Equal(t, []string{"demand", "limit", "shares", "shares"},
		[]string{r.VMs[0].LimitedBy, r.VMs[1].LimitedBy, r.VMs[2].LimitedBy, r.VMs[3].LimitedBy})
	// Entitlements stay the all-busy shares: 1600/4000/800/1600.
	for i, want := range []float64{1600, 4000, 800, 1600} {
		assert.Equal(t, want, r.VMs[i].EntitlementIOPS)
	}
	// VM Guru: "590 IOPS уйдет на другой хост ESXi": esx1 keeps 10 + 5000, esx2 gets 2400 + 590.
	assert.Equal(t, 5010.0, r.Hosts[0].AllocatedIOPS)
	assert.Equal(t, 2990.0, r.Hosts[1].AllocatedIOPS)
	assert.Equal(t, 0.0, r.UnallocatedIOPS)
}

func TestDefaultsAreTheIdleExample(t *testing.T) {
	c, _ := calc.Lookup(sioc.ID)
	ev, errs := c.Evaluate(nil)
	require.Empty(t, errs)
	def := ev.Results.(sioc.Results)
	assert.Equal(t, results(t, vm1Idle), def)
	// Every required input has a default, the sources' worked example: the
	// four-VM example, and it marshals back.
	b := c.Defaults().JSON()
	assert.JSONEq(t, `{"datastore_iops":8000,"rules":"classic","rules_revision":"2","vms":[
		{"name":"VM1","host":"esx1","shares":1000,"demand_iops":10},
		{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
		{"name":"VM3","host":"esx2","shares":500},
		{"name":"VM4","host":"esx2","shares":1000}]}`, string(b))
}

func TestStepsShowTheSourceArithmetic(t *testing.T) {
	ev := evaluate(t, vm1Idle)
	byLabel := map[string]scenario.Step{}
	for _, s := range ev.Document(msg.EN).Steps {
		byLabel[s.Label] = s
	}
	assert.Equal(t, "1,000 + 2,500 + 500 + 1,000", byLabel["Total shares on the datastore"].Formula)
	assert.Equal(t, "1,000 / 5,000 shares × 8,000 IOPS", byLabel["VM1 entitlement when every VM is busy"].Formula)
	assert.Equal(t, 1600.0, byLabel["VM1 entitlement when every VM is busy"].Value)
	vm3 := byLabel["VM3 allocation"]
	// VM Guru: VM3 = 800 + 500/1500 × 590.
	assert.Equal(t, "(2,990 IOPS of esx2 − 0 held by its other VMs) × 500 / 1,500 shares = 800 + 196.67 left by others", vm3.Formula)
	assert.Equal(t, "its limit: 5,000 IOPS", byLabel["VM2 allocation"].Formula)
	q := byLabel["How SIOC enforces the split: host device queue depth"]
	assert.Contains(t, q.Formula, "32 → 4") // "Managing Performance Variance of Applications Using Storage I/O Control": queue depth 32 → 4
	assert.Equal(t, 4.0, q.Value)
	top := byLabel["Largest share: VM2 (what shares buy a critical VM)"]
	assert.Equal(t, 50.0, top.Value)
	assert.Contains(t, top.Formula, "94 %") // the same study: 94 % of the uncontended performance
	assert.Contains(t, strings.Join(ev.Document(msg.EN).Warnings, "\n"), "Host esx1 can use only 5,010 of its 5,600 IOPS share")
}

func TestCriticalShare(t *testing.T) {
	// "Managing Performance Variance of Applications Using Storage I/O
	// Control" (VMware, 2010): a critical VM with 4000 shares against three with 200.
	assert.InDelta(t, 4000.0/4600, sioc.CriticalShare(4000, 200, 3), 1e-15)
	assert.InDelta(t, 86.96, 100*sioc.CriticalShare(4000, 200, 3), 0.005)
	// Same datastore, all busy: the critical VM gets 87 % of it.
	r := results(t, `{"datastore_iops":4600,"vms":[{"name":"crit","host":"a","shares":4000},
		{"name":"b","host":"a","shares":200},{"name":"c","host":"b","shares":200},{"name":"d","host":"b","shares":200}]}`)
	assert.Equal(t, 4000.0, r.VMs[0].AllocatedIOPS)
}

func TestShareLevels(t *testing.T) {
	// vSphere disk shares: low 500, normal 1000, high 2000; absent = normal.
	r := results(t, `{"datastore_iops":3500,"vms":[{"name":"a","host":"h","shares":"low"},
		{"name":"b","host":"h","shares":"Normal"},{"name":"c","host":"h","shares":"HIGH"},{"name":"d","host":"h"}]}`)
	assert.Equal(t, []float64{500, 1000, 2000, 1000}, []float64{r.VMs[0].Shares, r.VMs[1].Shares, r.VMs[2].Shares, r.VMs[3].Shares})
	// 3,500 IOPS by 500 : 1000 : 2000 : 1000 of 4,500 shares: 3500 × 500 / 4500 …
	assert.InDeltaSlice(t, []float64{3500.0 / 9, 7000.0 / 9, 14000.0 / 9, 7000.0 / 9}, allocated(r), 1e-9)
	// The inputs echo marshals the levels back as names.
	ev := evaluate(t, `{"vms":[{"name":"a","host":"h","shares":"high"},{"name":"b","host":"h","shares":1234.5},{"name":"c","host":"h"}]}`)
	b, err := json.Marshal(ev.Inputs)
	require.NoError(t, err)
	assert.JSONEq(t, `{"datastore_iops":8000,"rules":"classic","rules_revision":"2","vms":[{"name":"a","host":"h","shares":"high"},
		{"name":"b","host":"h","shares":1234.5},{"name":"c","host":"h","shares":"normal"}]}`, string(b))
}

func TestSharesJSON(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want float64
		out  string
	}{
		{`"low"`, 500, `"low"`}, {`"normal"`, 1000, `"normal"`}, {`"high"`, 2000, `"high"`},
		{`4000`, 4000, `4000`}, {`200`, 200, `200`}, {`1.5`, 1.5, `1.5`}, {`1`, 1, `1`},
	} {
		var s sioc.Shares
		require.NoError(t, json.Unmarshal([]byte(tt.in), &s), tt.in)
		assert.Equal(t, tt.want, s.Value(), tt.in)
		b, err := json.Marshal(s)
		require.NoError(t, err)
		assert.Equal(t, tt.out, string(b))
	}
	for in, msg := range map[string]string{
		`"medium"`: `must be a number of shares or "low", "normal" or "high"`,
		`true`:     `must be a number of shares or "low", "normal" or "high"`,
		`[]`:       `must be a number of shares or "low", "normal" or "high"`,
		`0`:        "must be 1 or more",
		`-5`:       "must be 1 or more",
		`0.5`:      "must be 1 or more", // vSphere's shares are whole numbers
		`1e-300`:   "must be 1 or more",
		`1e7`:      "must be 1,000,000 or less",
	} {
		var s sioc.Shares
		err := json.Unmarshal([]byte(in), &s)
		var ue scenario.UserError
		require.ErrorAs(t, err, &ue, in)
		assert.Equal(t, msg, ue.Msg.String(), in)
	}
}

func TestReservations(t *testing.T) {
	// Derived from the model: VM3 reserves 1500 IOPS in the all-busy example.
	// esx2 keeps its 2400 (its shares cover the reservation); VM3 gets its
	// floor and VM4 the rest of esx2's share.
	r := results(t, `{"datastore_iops":8000,"vms":[
		{"name":"VM1","host":"esx1","shares":1000},
		{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
		{"name":"VM3","host":"esx2","shares":500,"reservation_iops":1500},
		{"name":"VM4","host":"esx2","shares":1000}]}`)
	assert.Equal(t, []float64{1600, 4000, 1500, 900}, allocated(r))
	assert.Equal(t, "reservation", r.VMs[2].LimitedBy)
	assert.Equal(t, 1500.0, r.ReservedIOPS)

	// A reservation beyond the host's share is taken from the other hosts.
	r = results(t, `{"datastore_iops":8000,"vms":[
		{"name":"VM1","host":"esx1","shares":1000},
		{"name":"VM2","host":"esx1","shares":2500},
		{"name":"VM3","host":"esx2","shares":500,"reservation_iops":3000},
		{"name":"VM4","host":"esx2","shares":1000,"reservation_iops":1000}]}`)
	// esx2 needs 3000 + 1000 = 4000 > its 2400 share; esx1 gets the other
	// 4000, split 1000:2500; VM4's share of esx2 is used by VM3's reservation.
	assert.InDeltaSlice(t, []float64{4000.0 / 3.5, 4000 * 2.5 / 3.5, 3000, 1000}, allocated(r), 1e-6)
	assert.Equal(t, 4000.0, r.Hosts[1].AllocatedIOPS)

	// VM Guru: mClock hands out idle capacity even over a reservation: VM1
	// reserves 1000 but asks for 10.
	ev := evaluate(t, `{"datastore_iops":8000,"vms":[
		{"name":"VM1","host":"esx1","shares":1000,"reservation_iops":1000,"demand_iops":10},
		{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
		{"name":"VM3","host":"esx2","shares":500},
		{"name":"VM4","host":"esx2","shares":1000}]}`)
	r = ev.Results.(sioc.Results)
	assert.InDeltaSlice(t, []float64{10, 5000, 800 + 590.0/3, 1600 + 590.0*2/3}, allocated(r), 1e-6)
	assert.Contains(t, strings.Join(ev.Document(msg.EN).Warnings, "\n"), "VM1 reserves 1,000 IOPS but uses 10: mClock lends the unused 990 IOPS")

	// Reservations beyond capacity: each VM gets the same fraction of its reservation.
	ev = evaluate(t, `{"datastore_iops":1000,"vms":[
		{"name":"a","host":"h1","reservation_iops":800},
		{"name":"b","host":"h2","shares":"high","reservation_iops":1200}]}`)
	r = ev.Results.(sioc.Results)
	assert.Equal(t, []float64{400, 600}, allocated(r))
	assert.Contains(t, ev.Document(msg.EN).Warnings[0], "Reservations add up to 2,000 IOPS, more than the datastore's 1,000")
}

func TestUnallocated(t *testing.T) {
	ev := evaluate(t, `{"datastore_iops":8000,"vms":[
		{"name":"VM1","host":"esx1","demand_iops":100},
		{"name":"VM2","host":"esx2","limit_iops":2000,"demand_iops":3000}]}`)
	r := ev.Results.(sioc.Results)
	assert.Equal(t, []float64{100, 2000}, allocated(r))
	assert.Equal(t, "limit", r.VMs[1].LimitedBy)
	assert.Equal(t, 5900.0, r.UnallocatedIOPS)
	assert.Contains(t, strings.Join(ev.Document(msg.EN).Warnings, "\n"), "5,900 IOPS of the datastore are unused")
}

func TestChart(t *testing.T) {
	ev := evaluate(t, vm1Idle)
	c := ev.Drawing(msg.EN)
	require.NotNil(t, c)
	assert.Equal(t, chart.StackedBars, c.Kind)
	require.Len(t, c.Groups, 6)
	assert.Equal(t, "esx1 entitlement", c.Groups[0].Label)
	assert.Equal(t, []chart.DrawnBar{{Name: "VM1", Value: 1600}, {Name: "VM2", Value: 4000}}, c.Groups[0].Bars)
	assert.Equal(t, "esx1 allocated", c.Groups[1].Label)
	assert.Equal(t, []chart.DrawnBar{{Name: "VM1", Value: 10}, {Name: "VM2", Value: 5000}}, c.Groups[1].Bars)
	assert.Equal(t, "esx1 without SIOC", c.Groups[2].Label)
	assert.Equal(t, []chart.DrawnBar{{Name: "VM1", Value: 10}, {Name: "VM2", Value: 3990}}, c.Groups[2].Bars)
	ru := evaluate(t, vm1Idle).Drawing(msg.RU)
	assert.Equal(t, "esx2: без SIOC", ru.Groups[5].Label)
}

// A chart of 1,000 VMs on 40 hosts draws ChartHosts hosts (the last the
// sum of the others) and ChartVMs bars a group (the last the sum of the
// others), and keeps every total: what the groups add up to is what the
// VMs are entitled to, allocated and would get without SIOC.
func TestChartIsBoundedAndConserving(t *testing.T) {
	var vms []string
	for i := range 1000 {
		vms = append(vms, fmt.Sprintf(`{"name":"vm%d","host":"h%d","shares":%d}`, i, i%40, 500+i))
	}
	ev := evaluate(t, `{"datastore_iops":20000,"vms":[`+strings.Join(vms, ",")+`]}`)
	r := ev.Results.(sioc.Results)
	c := ev.Drawing(msg.EN)
	require.NotNil(t, c)
	require.Len(t, c.Groups, 3*sioc.ChartHosts)
	sum := func(kind int) float64 {
		total := 0.0
		for g := kind; g < len(c.Groups); g += 3 {
			assert.LessOrEqual(t, len(c.Groups[g].Bars), sioc.ChartVMs, c.Groups[g].Label)
			for _, b := range c.Groups[g].Bars {
				total += b.Value
			}
		}
		return total
	}
	var ent, alloc, un float64
	for _, v := range r.VMs {
		ent, alloc, un = ent+v.EntitlementIOPS, alloc+v.AllocatedIOPS, un+v.UnmanagedIOPS
	}
	assert.InDelta(t, ent, sum(0), 1e-6)
	assert.InDelta(t, alloc, sum(1), 1e-6)
	assert.InDelta(t, un, sum(2), 1e-6)
	assert.Equal(t, "29 other hosts entitlement", c.Groups[3*(sioc.ChartHosts-1)].Label)
	last := c.Groups[0].Bars[len(c.Groups[0].Bars)-1]
	assert.Equal(t, "14 other VMs", last.Name) // 25 VMs a host: 11 drawn, 14 summed
	ru := ev.Drawing(msg.RU)
	assert.Equal(t, "ещё 29 хостов: положено", ru.Groups[3*(sioc.ChartHosts-1)].Label)
	assert.Equal(t, "ещё 14 ВМ", ru.Groups[0].Bars[len(ru.Groups[0].Bars)-1].Name)
}

func TestCheckMessages(t *testing.T) {
	c, _ := calc.Lookup(sioc.ID)
	one := func(vm string) string { return `{"vms":[` + vm + `]}` }
	tests := []struct {
		name, inputs, field, msg string
	}{
		{"no VMs", `{"vms":[]}`, "inputs.vms", "add at least one VM"},
		{"vms not a list", `{"vms":{}}`, "inputs.vms", "must be a list"},
		{"zero datastore", `{"datastore_iops":0}`, "inputs.datastore_iops", "must be 1 or more"},
		{"tiny datastore", `{"datastore_iops":1e-300}`, "inputs.datastore_iops", "must be 1 or more"},
		{"tiny reservation", one(`{"name":"a","host":"h","reservation_iops":1e-300}`), "inputs.vms[0].reservation_iops", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny limit", one(`{"name":"a","host":"h","limit_iops":0.001}`), "inputs.vms[0].limit_iops", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny demand", one(`{"name":"a","host":"h","demand_iops":5e-324}`), "inputs.vms[0].demand_iops", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"huge datastore", `{"datastore_iops":1e12}`, "inputs.datastore_iops", "must be 1,000,000,000 or less"},
		{"missing name", one(`{"host":"h"}`), "inputs.vms[0].name", "is required"},
		{"missing host", one(`{"name":"a"}`), "inputs.vms[0].host", "is required"},
		{"padded name", one(`{"name":" a","host":"h"}`), "inputs.vms[0].name", "must not start or end with a space"},
		{"two-line name", one(`{"name":"a\nb","host":"h"}`), "inputs.vms[0].name", "must be one line of text"},
		{"long host", one(`{"name":"a","host":"` + strings.Repeat("h", 101) + `"}`), "inputs.vms[0].host", "is longer than 100 characters"},
		{"bad shares", one(`{"name":"a","host":"h","shares":"lots"}`), "inputs.vms[0].shares", `must be a number of shares or "low", "normal" or "high"`},
		{"negative shares", one(`{"name":"a","host":"h","shares":-1}`), "inputs.vms[0].shares", "must be 1 or more"},
		{"negative demand", one(`{"name":"a","host":"h","demand_iops":-1}`), "inputs.vms[0].demand_iops", "must be 0 or more"},
		{"string limit", one(`{"name":"a","host":"h","limit_iops":"x"}`), "inputs.vms[0].limit_iops", "must be a number"},
		{"reservation above limit", one(`{"name":"a","host":"h","reservation_iops":600,"limit_iops":500}`),
			"inputs.vms[0].reservation_iops", "is above the “Limit” column (500 IOPS); a VM cannot be guaranteed more than its limit"},
		{"duplicate", `{"vms":[{"name":"a","host":"h"},{"name":"a","host":"g"}]}`, "inputs.vms[1].name",
			"duplicates the name of VM 1; give each VM its own name"},
		{"typo", one(`{"name":"a","host":"h","limit_iop":5}`), "inputs.vms[0].limit_iop", `unknown field "limit_iop"; did you mean "limit_iops"?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			assert.Equal(t, tt.msg, errs.For(tt.field), "errors: %v", errs)
		})
	}
	// Too many VMs.
	var b strings.Builder
	b.WriteString(`{"vms":[`)
	for i := range sioc.MaxVMs + 1 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"name":"v%d","host":"h"}`, i)
	}
	b.WriteString(`]}`)
	_, errs := c.Evaluate(json.RawMessage(b.String()))
	assert.Equal(t, "has 1001 VMs; at most 1000", errs.For("inputs.vms"))
	// Shares built in Go are checked too.
	bad := sioc.Defaults()
	bad.VMs[0].Shares = sioc.SharesOf(math.NaN())
	assert.Equal(t, "must be a finite number", sioc.Check(&bad).For("vms[0].shares"))
}

func TestAllocatePanicsOnMisuse(t *testing.T) {
	assert.PanicsWithValue(t, "sioc: Allocate: capacity must be finite and ≥ 0", func() { sioc.Allocate(math.NaN(), nil) })
	assert.PanicsWithValue(t, "sioc: Allocate: invalid claim", func() {
		sioc.Allocate(100, []sioc.Claim{{Host: "h", Shares: 0, Limit: math.Inf(1), Demand: math.Inf(1)}})
	})
}

// randomClaims draws a cluster of 1–4 hosts and 1–8 VMs with random shares,
// reservations, limits and demands (limit ≥ reservation, as Check requires).
func randomClaims(r *rand.Rand) (float64, []sioc.Claim) {
	hosts := 1 + r.IntN(4)
	n := 1 + r.IntN(8)
	claims := make([]sioc.Claim, n)
	for i := range claims {
		c := sioc.Claim{Host: fmt.Sprint("h", r.IntN(hosts)), Shares: []float64{200, 500, 1000, 2000, 2500, 4000, 1 + r.Float64()*5000}[r.IntN(7)],
			Limit: math.Inf(1), Demand: math.Inf(1)}
		if r.IntN(3) == 0 {
			c.Reservation = math.Round(r.Float64() * 3000)
		}
		if r.IntN(3) == 0 {
			c.Limit = c.Reservation + math.Round(r.Float64()*5000)
		}
		if r.IntN(2) == 0 {
			c.Demand = math.Round(r.Float64() * 5000)
		}
		claims[i] = c
	}
	return math.Round(1 + r.Float64()*20000), claims
}

func TestProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const tol = 1e-6
	for iter := range 3000 {
		capacity, claims := randomClaims(r)
		a := sioc.Allocate(capacity, claims)
		sum := 0.0
		floors := 0.0
		for i, c := range claims {
			x := a.VMs[i]
			if !units.Finite(x) || x < -tol {
				t.Fatalf("#%d: VM %d got %v", iter, i, x)
			}
			// Limits and demands are respected.
			if x > c.Cap()+tol {
				t.Fatalf("#%d: VM %d got %v above its cap %v (%+v)", iter, i, x, c.Cap(), c)
			}
			// Reservations are floors up to demand, when they fit.
			if !a.Overcommitted && x < c.Floor()-tol {
				t.Fatalf("#%d: VM %d got %v below its floor %v", iter, i, x, c.Floor())
			}
			sum += x
			floors += c.Floor()
		}
		// Conservation: allocated + unallocated = capacity.
		if math.Abs(sum+a.Unallocated-capacity) > tol*capacity {
			t.Fatalf("#%d: %v + %v ≠ %v", iter, sum, a.Unallocated, capacity)
		}
		hostSum := 0.0
		for _, h := range a.Hosts {
			vs := 0.0
			for _, i := range h.VMs {
				vs += a.VMs[i]
			}
			if math.Abs(vs-h.Allocated) > tol*max(1, vs) {
				t.Fatalf("#%d: host %s: VMs %v ≠ host %v", iter, h.Host, vs, h.Allocated)
			}
			hostSum += h.Allocated
		}
		if math.Abs(hostSum-sum) > tol*max(1, sum) {
			t.Fatalf("#%d: hosts %v ≠ VMs %v", iter, hostSum, sum)
		}
		// Work conservation: capacity is left over only when every VM is at its cap.
		if a.Unallocated > tol {
			for i, c := range claims {
				if a.VMs[i] < c.Cap()-tol {
					t.Fatalf("#%d: %v unallocated while VM %d (%v) is below its cap %v", iter, a.Unallocated, i, a.VMs[i], c.Cap())
				}
			}
		}
		// Monotonicity: more shares never means less.
		i := r.IntN(len(claims))
		more := append([]sioc.Claim(nil), claims...)
		more[i].Shares *= 1 + r.Float64()*4
		b := sioc.Allocate(capacity, more)
		if b.VMs[i] < a.VMs[i]-tol*max(1, a.VMs[i]) {
			t.Fatalf("#%d: raising VM %d's shares %v → %v lowered it %v → %v (%+v)", iter, i, claims[i].Shares, more[i].Shares, a.VMs[i], b.VMs[i], claims)
		}
		// More capacity never means less for anyone.
		c := sioc.Allocate(capacity*1.5, claims)
		for j := range claims {
			if !a.Overcommitted && c.VMs[j] < a.VMs[j]-tol*max(1, a.VMs[j]) {
				t.Fatalf("#%d: more capacity lowered VM %d: %v → %v", iter, j, a.VMs[j], c.VMs[j])
			}
		}
	}
}

func TestSharesScaleInvariance(t *testing.T) {
	// Multiplying every share by the same factor changes nothing.
	r := rand.New(rand.NewPCG(5, 6))
	for range 500 {
		capacity, claims := randomClaims(r)
		a := sioc.Allocate(capacity, claims)
		for i := range claims {
			claims[i].Shares *= 7
		}
		b := sioc.Allocate(capacity, claims)
		for i := range claims {
			assert.InDelta(t, a.VMs[i], b.VMs[i], 1e-6*max(1, a.VMs[i]))
		}
	}
}

func FuzzEvaluate(f *testing.F) {
	f.Add(vm1Idle)
	f.Add(allBusy)
	f.Add(`{"datastore_iops":1,"vms":[{"name":"a","host":"h","shares":0.000001,"reservation_iops":1e9,"limit_iops":1e9,"demand_iops":0}]}`)
	f.Add(`{"datastore_iops":1e9,"vms":[{"name":"a","host":"h","shares":1000000},{"name":"b","host":"h","shares":"low","demand_iops":1e9}]}`)
	f.Add(`{"vms":[{"name":"a","host":"h","shares":null}]}`)
	f.Add(`{"vms":null}`)
	f.Add(`{"rules":"vcf9","io_size_kb":4096,"datastore_iops":1e9,"vms":[{"name":"a","host":"h","limit_iops":1e9,"demand_iops":1e9}]}`)
	for _, set := range []string{"classic", "vcf9"} {
		for _, name := range numeric {
			for _, x := range extremes {
				f.Add(extremeDoc(set, name, x))
			}
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		// refused at a field, or answered with finite numbers everywhere
		ev := calctest.CheckAnswer(t, sioc.ID, s)
		if ev == nil {
			return
		}
		r := ev.Results.(sioc.Results)
		if !units.Finite(r.AllocatedIOPS, r.UnallocatedIOPS, r.TotalShares, r.ReservedIOPS) {
			t.Fatalf("non-finite result %+v for %s", r, s)
		}
		for _, v := range r.VMs {
			if !units.Finite(v.AllocatedIOPS, v.EntitlementIOPS, v.SharePct, v.Shares, v.UnmanagedIOPS) {
				t.Fatalf("non-finite VM %+v for %s", v, s)
			}
		}
		for _, h := range r.Hosts {
			if !units.Finite(h.AllocatedIOPS, h.EntitlementIOPS, h.SharePct, h.Shares) {
				t.Fatalf("non-finite host %+v for %s", h, s)
			}
		}
		in := ev.Inputs.(sioc.Inputs)
		if math.Abs(r.AllocatedIOPS+r.UnallocatedIOPS-in.DatastoreIOPS) > 1e-6*in.DatastoreIOPS {
			t.Fatalf("not conserved: %v + %v ≠ %v", r.AllocatedIOPS, r.UnallocatedIOPS, in.DatastoreIOPS)
		}
	})
}

func Example() {
	c, _ := calc.Lookup(sioc.ID)
	ev, _ := c.Evaluate(nil) // the four-VM example, VM1 idle at 10 IOPS
	for _, v := range ev.Results.(sioc.Results).VMs {
		fmt.Printf("%s on %s: entitled to %s, gets %s IOPS (%s)\n", v.Name, v.Host,
			scenario.Num(v.EntitlementIOPS), scenario.Num(v.AllocatedIOPS), v.LimitedBy)
	}
	// Output:
	// VM1 on esx1: entitled to 1,600, gets 10 IOPS (demand)
	// VM2 on esx1: entitled to 4,000, gets 5,000 IOPS (limit)
	// VM3 on esx2: entitled to 800, gets 996.67 IOPS (shares)
	// VM4 on esx2: entitled to 1,600, gets 1,993.33 IOPS (shares)
}
