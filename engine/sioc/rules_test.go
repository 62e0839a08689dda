package sioc_test

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/sioc"
)

func unmanaged(r sioc.Results) []float64 {
	out := make([]float64, len(r.VMs))
	for i, v := range r.VMs {
		out[i] = v.UnmanagedIOPS
	}
	return out
}

func warningsOf(t *testing.T, inputs string, lang msg.Lang) string {
	t.Helper()
	return strings.Join(evaluate(t, inputs).Document(lang).Warnings, "\n")
}

// Matthew Meyer, "SIOC: I/O Distribution with Reservations & Limits – Part
// 2" (VMware vSphere Blog, 2015), Scenario 3: the same 8,000 IOPS layout;
// VM3 idle at 10 IOPS and VM4 limited to 2,000, so esx2 uses 2,010 of its
// 2,400 and 390 IOPS move to esx1: "VM1: 1600 + (1000/3500 × 390) = 1711
// IOPS", VM2 4279, VM3 10, VM4 2000.
func TestVMwarePart2Scenario3(t *testing.T) {
	r := results(t, `{"datastore_iops":8000,"vms":[
		{"name":"VM1","host":"esx1","shares":1000},
		{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
		{"name":"VM3","host":"esx2","shares":500,"demand_iops":10},
		{"name":"VM4","host":"esx2","shares":1000,"limit_iops":2000}]}`)
	got := allocated(r)
	assert.InDelta(t, 1600+1000.0/3500*390, got[0], 1e-6)
	assert.InDelta(t, 4000+2500.0/3500*390, got[1], 1e-6)
	assert.Equal(t, 10.0, got[2])
	assert.Equal(t, 2000.0, got[3])
	// The post's rounded figures.
	for i, want := range []float64{1711, 4279, 10, 2000} {
		assert.Equal(t, want, math.Round(got[i]), r.VMs[i].Name)
	}
	assert.Equal(t, []string{"shares", "shares", "demand", "limit"},
		[]string{r.VMs[0].LimitedBy, r.VMs[1].LimitedBy, r.VMs[2].LimitedBy, r.VMs[3].LimitedBy})
	assert.Equal(t, 5990.0, r.Hosts[0].AllocatedIOPS)
	assert.Equal(t, 2010.0, r.Hosts[1].AllocatedIOPS)
}

// Without SIOC every host has the same device queue, so the hosts split the
// datastore equally; within a host the VMs still split by shares.
func TestWithoutSIOC(t *testing.T) {
	// All busy: 4,000 per host; esx1 1000:2500, esx2 500:1000.
	r := results(t, allBusy)
	assert.InDeltaSlice(t, []float64{4000.0 / 3.5, 4000 * 2.5 / 3.5, 4000.0 / 3, 8000.0 / 3}, unmanaged(r), 1e-6)
	assert.Equal(t, 4000.0, r.Hosts[0].UnmanagedIOPS)
	assert.Equal(t, 4000.0, r.Hosts[1].UnmanagedIOPS)
	// VM1 idle (the defaults): VM2 gets the rest of esx1's equal half.
	r = results(t, vm1Idle)
	assert.InDeltaSlice(t, []float64{10, 3990, 4000.0 / 3, 8000.0 / 3}, unmanaged(r), 1e-6)
	// One host: SIOC changes nothing.
	r = results(t, `{"datastore_iops":3000,"vms":[{"name":"a","host":"h","shares":4000},{"name":"b","host":"h","shares":200,"limit_iops":100}]}`)
	assert.Equal(t, allocated(r), unmanaged(r))
	// Steps: per host, the largest-share VM, and VMware's measured figures.
	ev := evaluate(t, vm1Idle)
	steps := map[string]string{}
	for _, s := range ev.Document(msg.EN).Steps {
		steps[s.Label] = s.Formula
	}
	assert.Equal(t, "with SIOC 5,010 IOPS; without it the hosts split the datastore equally, whatever their shares, up to what their VMs use", steps["Host esx1 without SIOC (every host has the same device queue)"])
	assert.Equal(t, "with SIOC 5,000 IOPS; without it 3,990 IOPS (79.8 % of the allocation with SIOC)", steps["VM2 without SIOC"])
	// "Managing Performance Variance of Applications Using Storage I/O
	// Control" (VMware, 2010): without SIOC the critical VM lost up to 42 %,
	// with it about half that.
	assert.Equal(t, "without SIOC the critical VM lost up to 42 % of its performance; with SIOC about half that (about 21 %)", steps["What SIOC saved a critical VM in VMware's test (2010)"])
}

// Large I/Os: "Large IO sizes are considered as multiple IOs using a chunk
// size of 32 KB as default" (StorageIOAllocationInfo, vSphere API).
func TestUnitsPerIO(t *testing.T) {
	for _, tt := range []struct{ kb, want float64 }{
		{0.5, 1}, {4, 1}, {32, 1}, {33, 2}, {48, 2}, {64, 2}, {256, 8}, {1024, 32}, {4096, 128},
	} {
		assert.Equal(t, tt.want, sioc.UnitsPerIO(tt.kb), "%v KB", tt.kb)
	}
	// The defaults with 64 KB I/Os under VCF 9: 16,000 units; esx1 can use
	// 20 + 5,000 units, esx2 gets the other 10,980 (3,660 / 7,320); in I/Os:
	// VM1 10, VM2 2,500 (a 5,000 IOPS limit admits 2,500 I/Os of 64 KB),
	// VM3 1,830, VM4 3,660.
	r := results(t, `{"rules":"vcf9","io_size_kb":64,"datastore_iops":8000,"vms":[
		{"name":"VM1","host":"esx1","shares":1000,"demand_iops":10},
		{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
		{"name":"VM3","host":"esx2","shares":500},
		{"name":"VM4","host":"esx2","shares":1000}]}`)
	assert.InDeltaSlice(t, []float64{10, 2500, 1830, 3660}, allocated(r), 1e-6)
	require.NotNil(t, r.IOUnitsPerIO)
	assert.Equal(t, 2.0, *r.IOUnitsPerIO)
	assert.Equal(t, 8000.0, r.AllocatedIOPS)
	assert.Equal(t, 0.0, r.UnallocatedIOPS)
	ev := evaluate(t, `{"rules":"vcf9","io_size_kb":64,"datastore_iops":8000,"vms":[
		{"name":"VM1","host":"esx1","shares":1000,"demand_iops":10,"reservation_iops":100},
		{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
		{"name":"VM3","host":"esx2","shares":500},
		{"name":"VM4","host":"esx2","shares":1000}]}`)
	steps := map[string]string{}
	for _, s := range ev.Document(msg.EN).Steps {
		steps[s.Label] = s.Formula
	}
	assert.Equal(t, "its limit: 5,000 IOPS, counted in 32 KB I/Os: 5,000 IOPS / 2", steps["VM2 allocation"])
	assert.Contains(t, steps["Large I/Os count as several 32 KB I/Os"], "64 KB / 32 KB rounded up = 2 per I/O")
	// VM1 reserves 100 (32 KB units) and uses 10 I/Os of 64 KB = 20 units.
	assert.Contains(t, strings.Join(ev.Document(msg.EN).Warnings, "\n"), "VM1 reserves 100 IOPS but uses 20: mClock lends the unused 80 IOPS")
	// 32 KB or less: nothing changes.
	r32 := results(t, `{"rules":"vcf9","io_size_kb":32,"datastore_iops":8000,"vms":[
		{"name":"VM1","host":"esx1","shares":1000,"demand_iops":10},
		{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
		{"name":"VM3","host":"esx2","shares":500},
		{"name":"VM4","host":"esx2","shares":1000}]}`)
	assert.Equal(t, allocated(results(t, vm1Idle)), allocated(r32))
	// Classic (issue 28, point 5): the host's disk scheduler has counted so
	// since vSphere 5.5, which the classic rules cover: the same answer.
	in := `{"io_size_kb":64,"datastore_iops":8000,"vms":[
		{"name":"VM1","host":"esx1","shares":1000,"demand_iops":10},
		{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
		{"name":"VM3","host":"esx2","shares":500},
		{"name":"VM4","host":"esx2","shares":1000}]}`
	assert.InDeltaSlice(t, []float64{10, 2500, 1830, 3660}, allocated(results(t, in)), 1e-6)
	require.NotNil(t, results(t, in).IOUnitsPerIO)
	assert.NotContains(t, warningsOf(t, in, msg.EN), "is not applied under the classic rules")
}

// The current rules' warnings quote the documents.
func TestCurrentRulesWarnings(t *testing.T) {
	classic := warningsOf(t, `{"vms":[{"name":"a","host":"h","reservation_iops":100}]}`, msg.EN)
	assert.NotContains(t, classic, "8.0 U3")
	assert.NotContains(t, classic, "vSAN")
	w := warningsOf(t, `{"rules":"vsan8-esa","vms":[{"name":"a","host":"h","reservation_iops":100}]}`, msg.EN)
	// StorageIOAllocationInfo, vSphere API.
	assert.Contains(t, w, `"Deprecated as of vSphere8.0 U3, and there is no replacement for it."`)
	assert.Contains(t, w, `"The reservation is currently exposed only at the host level for local and shared datastores."`)
	// Duncan Epping quoting the vSphere 8.0 U3 release notes.
	assert.Contains(t, w, `"The Storage DRS (SDRS) I/O Load Balancer, SDRS I/O Reservations-based load balancer, and vSphere Storage I/O Control Components will be deprecated in a future vSphere release."`)
	// VMware Cloud Foundation 4.5 management domain design.
	assert.Contains(t, w, `"Storage I/O Control is not applicable on principal vSAN datastores."`)
	// Without reservations, no reservation warning.
	assert.NotContains(t, warningsOf(t, `{"rules":"vcf9","vms":[{"name":"a","host":"h"}]}`, msg.EN), "exposed only at the host level")
	ev := evaluate(t, `{"rules":"vcf9","vms":[{"name":"a","host":"h"}]}`)
	assert.Contains(t, strings.Join(ev.Document(msg.EN).Sources, "\n"), "StorageIOAllocationInfo")
}

func TestRussian(t *testing.T) {
	w := warningsOf(t, `{"rules":"vcf9","vms":[{"name":"a","host":"h","reservation_iops":100,"demand_iops":10},{"name":"b","host":"g"}]}`, msg.RU)
	for _, want := range []string{
		"vSphere 8.0 U3 объявляет устаревшим распределение ввода-вывода по дискам",
		"SIOC не применяется к хранилищам vSAN",
		"a резервирует 100 IOPS, а использует 10: mClock одалживает неиспользуемые 90 IOPS другим ВМ",
		"Хост h может использовать только 10 из своей доли в 4\u00a0000 IOPS",
	} {
		assert.Contains(t, w, want)
	}
	c, _ := calc.Lookup(sioc.ID)
	out, ok := c.Meta().Output("vms")
	require.True(t, ok)
	labels := map[string]string{}
	for _, col := range out.Columns {
		labels[col.Name] = col.Label.In(msg.RU)
		if col.Name == "limited_by" {
			for v, want := range map[string]string{"shares": "доли", "demand": "потребность", "limit": "лимит", "reservation": "резерв"} {
				assert.Equal(t, want, col.Values[v].In(msg.RU), v)
			}
			assert.Equal(t, "demand", col.Values["demand"].In(msg.EN))
		}
	}
	assert.Equal(t, "Без SIOC", labels["unmanaged_iops"])
	assert.Equal(t, "Чем ограничено", labels["limited_by"])
	_, errs := c.Evaluate(json.RawMessage(`{"vms":[{"name":"a","host":"h","reservation_iops":600,"limit_iops":500}]}`))
	// The limit is a column of a VM line, not an input: it is named by its label.
	assert.Equal(t, "больше значения в столбце «Лимит» (500 IOPS); ВМ нельзя гарантировать больше её лимита", errs[0].In(msg.RU, c.Meta()))
	assert.Equal(t, "is above the “Limit” column (500 IOPS); a VM cannot be guaranteed more than its limit", errs[0].In(msg.EN, c.Meta()))
	_, errs, _ = c.ResolveValues(map[string][]string{"vms": {"VM1,esx1,lots"}}, calc.ParseNumber, calc.Strict)
	assert.Equal(t, `ВМ в строке 1, столбец 3 (shares): должно быть числом долей или "low", "normal" или "high"`, errs[0].In(msg.RU, c.Meta()))
}

func TestUnmanagedProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for iter := range 2000 {
		capacity, claims := randomClaims(r)
		a := sioc.AllocateUnmanaged(capacity, claims)
		m := sioc.Allocate(capacity, claims)
		sum := 0.0
		for i, c := range claims {
			x := a.VMs[i]
			if x > c.Cap()+1e-6 || x < -1e-6 || (!a.Overcommitted && x < c.Floor()-1e-6) {
				t.Fatalf("#%d: VM %d got %v (cap %v, floor %v)", iter, i, x, c.Cap(), c.Floor())
			}
			sum += x
		}
		if math.Abs(sum+a.Unallocated-capacity) > 1e-6*capacity {
			t.Fatalf("#%d: %v + %v ≠ %v", iter, sum, a.Unallocated, capacity)
		}
		// One host: the same as SIOC.
		if len(m.Hosts) == 1 {
			for i := range claims {
				if math.Abs(a.VMs[i]-m.VMs[i]) > 1e-6*max(1, m.VMs[i]) {
					t.Fatalf("#%d: one host, VM %d: %v without SIOC, %v with", iter, i, a.VMs[i], m.VMs[i])
				}
			}
		}
		// Unused capacity is the same: both are work-conserving.
		if math.Abs(a.Unallocated-m.Unallocated) > 1e-6*capacity {
			t.Fatalf("#%d: unallocated %v vs %v", iter, a.Unallocated, m.Unallocated)
		}
	}
}

// numeric are every numeric input (the VM fields as the first VM's);
// extremes the floats that break naive arithmetic.
var (
	numeric  = []string{"datastore_iops", "io_size_kb", "vms.shares", "vms.reservation_iops", "vms.limit_iops", "vms.demand_iops"}
	extremes = []string{"5e-324", "1e-300", "1e300", "-1e300", "0"}
)

func extremeDoc(set, name, x string) string {
	vm := `{"name":"a","host":"h"`
	top := `"rules":"` + set + `","io_size_kb":64`
	if f, ok := strings.CutPrefix(name, "vms."); ok {
		vm += `,"` + f + `":` + x
	} else if name == "io_size_kb" {
		top = `"rules":"` + set + `","io_size_kb":` + x
	} else {
		top += `,"` + name + `":` + x
	}
	return `{` + top + `,"vms":[` + vm + `},{"name":"b","host":"g","shares":"high","reservation_iops":10}]}`
}

func TestExtremeInputs(t *testing.T) {
	c, _ := calc.Lookup(sioc.ID)
	for _, set := range []string{"classic", "vsan8-esa", "vcf9"} {
		for _, name := range numeric {
			for _, x := range extremes {
				in := extremeDoc(set, name, x)
				_, errs := c.Evaluate(json.RawMessage(in))
				for _, e := range errs {
					if !strings.HasPrefix(e.Field, "inputs.") {
						t.Errorf("%s: problem outside the inputs (a guard?) %s: %s", in, e.Field, e.Message())
					}
				}
				calctest.CheckAnswer(t, sioc.ID, in)
			}
		}
	}
}

// Limits count large I/Os in 32 KB units: Duncan Epping, "vSphere 5.5 and
// disk limits (mClock scheduler caveat)", 2014: "If you set a limit of 100
// IOPS but your app is doing 64KB IOs than you will see your VM being
// limited to 50 IOPS ... ceil(IO Size / 32)". Reservations are counted the
// same way only as an assumption (StorageIOAllocationInfo says so of the
// host-level reservation on local datastores), and the page says so.
func TestChunkedLimitsAndReservations(t *testing.T) {
	in := `{"rules":"vsan8-esa","io_size_kb":64,"datastore_iops":8000,"vms":[
		{"name":"app","host":"esx1","limit_iops":100},
		{"name":"other","host":"esx2","demand_iops":10}]}`
	r := results(t, in)
	assert.InDelta(t, 50, r.VMs[0].AllocatedIOPS, 1e-9, "a 100 IOPS limit admits 50 I/Os of 64 KB")
	doc := evaluate(t, in).Document(msg.EN)
	src := strings.Join(doc.Sources, "\n")
	assert.Contains(t, src, `Duncan Epping, "vSphere 5.5 and disk limits (mClock scheduler caveat)", Yellow Bricks, 2014`)
	assert.Contains(t, src, "a 100 IOPS limit admits 50 such I/Os")
	var chunks string
	for _, s := range doc.Steps {
		if s.Label == "Large I/Os count as several 32 KB I/Os" {
			chunks = s.Formula
		}
	}
	assert.Contains(t, chunks, "Limits: the host's disk scheduler counts them in 32 KB I/Os (vSphere 5.5 and later)")
	assert.Contains(t, chunks, "Reservations: counted the same way, an assumption")
	assert.Contains(t, chunks, "Shares: every VM has this I/O size")
	assert.NotContains(t, strings.Join(doc.Warnings, "\n"), "Assumption: the reservations", "no reservation, no assumption")
	// With a reservation the assumption is a warning.
	w := warningsOf(t, `{"rules":"vcf9","io_size_kb":64,"datastore_iops":8000,"vms":[
		{"name":"db","host":"esx1","reservation_iops":1000},
		{"name":"other","host":"esx2"}]}`, msg.EN)
	assert.Contains(t, w, "Assumption: the reservations are counted in 32 KB I/Os like the limits, so a reservation of R IOPS guarantees R / 2 I/Os of 64 KB.")
	// Classic (issue 28, point 5): applied too, since vSphere 5.5 counts so:
	// 100 IOPS of limit admit 50 I/Os of 64 KB. The vSphere API reference is
	// cited first, the post beside it.
	cl := `{"io_size_kb":64,"datastore_iops":8000,"vms":[{"name":"app","host":"esx1","limit_iops":100}]}`
	assert.Equal(t, 50.0, results(t, cl).VMs[0].AllocatedIOPS)
	src = strings.Join(evaluate(t, cl).Document(msg.EN).Sources, "\n")
	assert.Contains(t, src, `"StorageIOAllocationInfo (Virtual Infrastructure JSON API)", Broadcom Developer Portal, 2024, https://developer.broadcom.com/xapis/virtual-infrastructure-json-api/latest/data-structures/StorageIOAllocationInfo: "Large IO sizes are considered as multiple IOs using a chunk size of 32 KB as default"`)
	assert.Contains(t, src, "mClock scheduler caveat")
	assert.Less(t, strings.Index(src, "StorageIOAllocationInfo"), strings.Index(src, "mClock scheduler caveat"), "the vendor's reference first")
	// 32 KB I/Os: nothing to cite.
	assert.NotContains(t, strings.Join(evaluate(t, `{"rules":"vcf9","io_size_kb":32}`).Document(msg.EN).Sources, "\n"), "mClock scheduler caveat")
}
