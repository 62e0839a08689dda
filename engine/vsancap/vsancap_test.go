package vsancap_test

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/units"
	"github.com/sizewise/sizewise/engine/vsancap"
)

func evaluate(t *testing.T, inputs string) (vsancap.Results, []string) {
	t.Helper()
	ev := calctest.Evaluate(t, vsancap.ID, inputs)
	return ev.Results.(vsancap.Results), ev.Document(msg.EN).Warnings
}

func results(t *testing.T, inputs string) vsancap.Results {
	t.Helper()
	r, _ := evaluate(t, inputs)
	return r
}

// problems evaluates inputs that must be refused and returns the problems
// by field, in English with the calculator's labels.
func problems(t *testing.T, inputs string) map[string]string {
	t.Helper()
	c, _ := calc.Lookup(vsancap.ID)
	_, errs := c.Evaluate(json.RawMessage(inputs))
	require.NotEmpty(t, errs, "inputs %s pass", inputs)
	out := map[string]string{}
	for _, e := range errs {
		out[e.Field] = e.In(msg.EN, c.Meta())
	}
	return out
}

func has(ws []string, sub string) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return strings.Contains(w, sub) })
}

const esa8 = `"rules":"vsan8-esa","architecture":"esa"`
const esa9 = `"rules":"vcf9","architecture":"esa"`

func TestPolicyTable(t *testing.T) {
	// OSA: "Administering VMware vSAN" (vSphere 6.5), VMware, 2017: RAID-1
	// FTT=1/2/3 leave about 50/33/25 % of raw usable (×2/×3/×4), RAID-5/6
	// about 75/67 % (×4/3, ×1.5); vSphere 8.0 vSAN Administration, "Using
	// RAID 5 or RAID 6 Erasure Coding", VMware: RAID-5 on 4 or more fault
	// domains, RAID-6 on 6, all-flash only; RAID-1 on 2·FTT+1 hosts (vSAN
	// Planning and Deployment, vSphere 8.0, VMware).
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
		r := results(t, in)
		assert.InDelta(t, w.m, r.PolicyMultiplier, 1e-12, w.name)
		assert.Equal(t, w.minHosts, r.MinHosts, w.name)
		p, ok := vsancap.PolicyNamed(w.name)
		require.True(t, ok)
		assert.Equal(t, w.af, p.AllFlashOnly, w.name)
	}
}

func TestESALayouts(t *testing.T) {
	// Broadcom KB 394410, "Storage space utilization calculation for VM's
	// objects on vSAN Express Storage Architecture (ESA) datastore", 2025:
	// RAID-1 adds 100 % of the primary copy, RAID5(2+1) 50 %, RAID5 (4+1)
	// 25 %, RAID-6 50 %. Duncan Epping, "vSAN 8.0 ESA – Introducing Adaptive
	// RAID-5", Yellow Bricks, 2022: 2+1 on 3–5 hosts, 4+1 on 6 or more.
	// RAID-1 needs 2·FTT+1 hosts (vSAN Planning and Deployment, vSphere 8.0).
	tests := []struct {
		policy   string
		hosts    int
		layout   string
		m        float64
		minHosts int
	}{
		{"raid1-ftt1", 3, "raid1-2-copies", 2, 3},
		{"raid1-ftt2", 5, "raid1-3-copies", 3, 5},
		{"raid1-ftt3", 7, "raid1-4-copies", 4, 7},
		{"raid5-ftt1", 3, "raid5-2+1", 1.5, 3},
		{"raid5-ftt1", 4, "raid5-2+1", 1.5, 3},
		{"raid5-ftt1", 5, "raid5-2+1", 1.5, 3},
		{"raid5-ftt1", 6, "raid5-4+1", 1.25, 3},
		{"raid5-ftt1", 12, "raid5-4+1", 1.25, 3},
		{"raid5-ftt1", 64, "raid5-4+1", 1.25, 3},
		{"raid6-ftt2", 6, "raid6-4+2", 1.5, 6},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s on %d", tt.policy, tt.hosts), func(t *testing.T) {
			r := results(t, fmt.Sprintf(`{%s,"policy":%q,"hosts":%d,"vm_data_gb":0}`, esa8, tt.policy, tt.hosts))
			assert.Equal(t, tt.layout, r.Layout)
			assert.Equal(t, tt.m, r.PolicyMultiplier)
			assert.Equal(t, tt.minHosts, r.MinHosts)
			assert.InDelta(t, tt.m*1.131, r.RawPerDataGB, 1e-9) // + 13.1 % (KB 394410)
		})
	}
}

func TestKB394410Examples(t *testing.T) {
	// Broadcom KB 394410 (2025): "RAID1-thin … 10 GB" written → 20 GB +
	// 13.1 % = 22.62 GB; "RAID5(4+1)-thin … 10 GB" → 12.5 GB + 1.63 GB =
	// 14.13 GB (the KB truncates 12.5 × 0.131 = 1.6375).
	r := results(t, `{`+esa8+`,"policy":"raid1-ftt1","hosts":3,"vm_data_gb":10}`)
	assert.InDelta(t, 22.62, r.ConsumedRawGB, 1e-9)
	r = results(t, `{`+esa8+`,"policy":"raid5-ftt1","hosts":6,"vm_data_gb":10}`)
	assert.InDelta(t, 14.1375, r.ConsumedRawGB, 1e-9)
	assert.Equal(t, 14.13, math.Floor(r.ConsumedRawGB*100)/100)
	// The overhead is an input: 0 % gives the bare RAID factor.
	r = results(t, `{`+esa8+`,"policy":"raid1-ftt1","hosts":3,"vm_data_gb":10,"esa_overhead_pct":0}`)
	assert.InDelta(t, 20, r.ConsumedRawGB, 1e-9)
}

func TestReserves(t *testing.T) {
	// VMware Cloud Foundation 9.0 Design, "vSAN Single-Rack Storage Cluster
	// Storage Model", Broadcom, 2025, VCF-VSAN-RCMD-CFG-003: "the Host
	// Rebuild Reserve for a four (4) node cluster would be 25% while it would
	// be just 8% for a twelve (12) node cluster".
	for _, tt := range []struct {
		hosts int
		pct   float64
	}{{4, 25}, {12, 100.0 / 12}, {5, 20}, {64, 1.5625}} {
		r := results(t, fmt.Sprintf(`{%s,"hosts":%d,"vm_data_gb":0}`, esa9, tt.hosts))
		got := r.HostRebuildReserveGB / r.RawGB * 100
		assert.InDelta(t, tt.pct, got, 1e-9, "hosts %d", tt.hosts)
		if tt.hosts == 12 {
			assert.Equal(t, 8.0, math.Round(got)) // 8.33 %, "just 8%"
		}
	}
	// vSAN Monitoring and Troubleshooting (vSphere 7.0), VMware, 2020:
	// policy changes need 255 GB per host (objects < 8 TB), 765 GB (≥ 8 TB);
	// "vSAN reserves 5% additional capacity in the operations reserve as a
	// buffer". 4 ESA hosts × 8 × 932 GB = 29,824 GB: 4 × 255 + 5 % =
	// 1,020 + 1,491.2 = 2,511.2 GB; with 765 GB: 3,060 + 1,491.2 = 4,551.2.
	r := results(t, `{`+esa9+`}`)
	assert.Equal(t, 29824.0, r.RawGB)
	assert.Equal(t, 7456.0, r.HostRebuildReserveGB)
	assert.Equal(t, 2511.2, r.OperationsReserveGB)
	assert.Equal(t, "reserves", r.Headroom)
	r = results(t, `{`+esa9+`,"ops_reserve_gb_per_host":765}`)
	assert.Equal(t, 4551.2, r.OperationsReserveGB)
	// Operations reserve only: no host rebuild reserve.
	r = results(t, `{`+esa9+`,"headroom":"operations"}`)
	assert.Equal(t, 0.0, r.HostRebuildReserveGB)
	assert.Equal(t, 2511.2, r.OperationsReserveGB)
	// OSA under the current rules uses the reserves too (vSAN 7.0 U1+).
	r = results(t, `{"rules":"vsan8-esa","hosts":5}`)
	assert.Equal(t, "reserves", r.Headroom)
	assert.InDelta(t, 32620.0/5, r.HostRebuildReserveGB, 1e-9)
}

func TestReserveFallback(t *testing.T) {
	// VCF 9.0 design, VCF-VSAN-RCMD-CFG-003: reserves are "not supported in
	// conjunction with … Three (3) node clusters … vSAN stretched clusters …
	// fault domains"; VMware, "Understanding “Reserved Capacity” Concepts in
	// vSAN", 2022: "stretched clusters, 2-node clusters, and clusters using
	// fault domains are not capable of using the Reserved Capacity
	// mechanism". Slack is kept there instead, with a warning.
	tests := []struct{ name, in, warning string }{
		{"3 hosts", `{` + esa9 + `,"hosts":3}`, "fewer than 4 hosts"},
		{"stretched", `{` + esa9 + `,"cluster_type":"stretched"}`, "not supported on stretched clusters"},
		{"fault domains", `{` + esa9 + `,"cluster_type":"fault-domains"}`, "not supported on clusters with fault domains"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, w := evaluate(t, tt.in)
			assert.Equal(t, "slack", r.Headroom)
			assert.Equal(t, 0.0, r.HostRebuildReserveGB)
			assert.InDelta(t, r.RawGB*0.3, r.SlackGB, 1e-6)
			assert.True(t, has(w, tt.warning), "%v", w)
			assert.True(t, has(w, "30 % slack is kept instead"), "%v", w)
		})
	}
	// No fallback warning when slack was chosen, or under the classic rules.
	_, w := evaluate(t, `{`+esa9+`,"hosts":3,"headroom":"slack"}`)
	assert.False(t, has(w, "not supported"), "%v", w)
	_, w = evaluate(t, `{"hosts":3,"policy":"raid1-ftt1"}`)
	assert.False(t, has(w, "not supported"), "%v", w)
}

func TestFourNodeRAID5(t *testing.T) {
	// VCF 9.0 design, VCF-VSAN-RCMD-CFG-003: "\"Host Rebuild Reserve\" has
	// the following implications in a vSAN storage cluster that consist of
	// only 4 hosts. When paired with the Auto-Policy Management feature, this
	// will prevent vSAN storage clusters from being able to use
	// space-efficient and more performant RAID-5 policy." The warning says
	// what the document says, and that it speaks of storage clusters.
	_, w := evaluate(t, `{`+esa9+`}`)
	assert.True(t, has(w, "in a vSAN storage cluster of only 4 hosts"), "%v", w)
	assert.True(t, has(w, "does not say whether a 4-host HCI cluster is affected"), "%v", w)
	_, w = evaluate(t, `{`+esa8+`}`)
	assert.True(t, has(w, "VCF-VSAN-RCMD-CFG-003"), "%v", w)
	for _, in := range []string{
		`{` + esa9 + `,"headroom":"operations"}`,
		`{` + esa9 + `,"hosts":5}`,
		`{` + esa9 + `,"policy":"raid1-ftt1"}`,
		`{"rules":"vcf9"}`, // OSA RAID-5 3+1: auto-policy is an ESA feature
	} {
		_, w := evaluate(t, in)
		assert.False(t, has(w, "VCF-VSAN-RCMD-CFG-003"), "%s: %v", in, w)
	}
}

func TestAfterFailure(t *testing.T) {
	tests := []struct {
		name          string
		in            string
		layout        string
		m             float64
		reprotectable bool
		usable        float64
		fits          bool
	}{
		// Classic Nubes bed: 4 hosts of RAID-5 3+1 leave 3 < 4: no
		// re-protection. Nothing is rebuilt or moved: the 3 hosts left hold
		// the same 13,700.4 GB of usable capacity (26,096 / (4/3) × 0.7) and
		// the 9,786 GB stay readable, with FTT 1 − 1 = 0 until the host
		// returns (it reported 0 GB and "does not fit").
		{"OSA RAID-5 on 4", `{}`, "raid5-3+1", 4.0 / 3, false, 13700.4, true},
		// 5 hosts: 4 left still hold 3+1; slack absorbs the rebuild, so the
		// usable capacity stays 32,620 / (4/3) × 0.7 = 17,125.5 (the 4 hosts
		// left hold 26,096 / (4/3) = 19,572).
		{"OSA RAID-5 on 5", `{"hosts":5}`, "raid5-3+1", 4.0 / 3, true, 17125.5, true},
		// RAID-1 FTT=2 needs 5: 6 hosts re-protect on 5.
		{"OSA RAID-1 FTT=2 on 6", `{"hosts":6,"policy":"raid1-ftt2","vm_data_gb":5000}`, "raid1-3-copies", 3, true, 39144.0 / 3 * 0.7, true},
		// 5 hosts of RAID-1 FTT=2 leave 4 < 5: 32,620 / 3 × 0.7 held, but
		// 9,786 GB × 3 = 29,358 GB do not fit 32,620 × 0.7 before either.
		{"OSA RAID-1 FTT=2 on 5", `{"hosts":5,"policy":"raid1-ftt2"}`, "raid1-3-copies", 3, false, 32620.0 / 3 * 0.7, false},
		// ESA adaptive RAID-5 on 6 hosts: 4+1 → 2+1 on the 5 left, whose
		// 37,280 GB keep the operations reserve (3,766.8) and ESA's global
		// metadata (10 %, 3,728 GB) free: (37,280 − 3,766.8 − 3,728) /
		// (1.5 × 1.131) = 17,556.85… (19,754.32 before revision 2, without
		// the metadata).
		{"ESA RAID-5 on 6", `{` + esa9 + `,"hosts":6}`, "raid5-2+1", 1.5, true, (37280 - 3766.8 - 3728) / 1.6965, true},
		// ESA RAID-5 on 4 hosts: 3 left still hold 2+1; the host rebuild
		// reserve covers the rebuild, so usable is unchanged: (29,824 −
		// 7,456 − 2,511.2 − 2,982.4 metadata) / 1.6965.
		{"ESA RAID-5 on 4", `{` + esa9 + `}`, "raid5-2+1", 1.5, true, (29824 - 7456 - 2511.2 - 2982.4) / 1.6965, true},
		// 3 ESA hosts, RAID-5 2+1 leave 2 < 3 (slack on 3 hosts):
		// 22,368 × (1 − 30 % − 10 %) / 1.6965 = 7,910.87 GB held, as before
		// the failure (the 9,786 GB did not fit before either).
		{"ESA RAID-5 on 3", `{` + esa9 + `,"hosts":3}`, "raid5-2+1", 1.5, false, 22368 * 0.6 / 1.6965, false},
		{"ESA RAID-6 on 7", `{` + esa9 + `,"hosts":7,"policy":"raid6-ftt2"}`, "raid6-4+2", 1.5, true, (52192 - 7456 - (7*255 + 2609.6) - 5219.2) / 1.6965, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := results(t, tt.in)
			assert.Equal(t, tt.layout, r.AfterFailureLayout)
			assert.Equal(t, tt.m, r.AfterFailureMultiplier)
			assert.Equal(t, tt.reprotectable, r.Reprotectable)
			assert.InDelta(t, tt.usable, r.AfterFailureUsableGB, 1e-6)
			assert.Equal(t, tt.fits, r.AfterFailureFits)
			assert.Equal(t, r.AfterFailureUsableGB <= r.UsableGB, true)
			assert.Equal(t, tt.reprotectable && tt.fits, r.AfterFailureProtected)
			if !tt.reprotectable {
				assert.Equal(t, r.UsableGB, r.AfterFailureUsableGB, "nothing rebuilt: the same capacity")
				assert.Equal(t, r.Fits, r.AfterFailureFits, "nothing rebuilt: held as before")
			}
		})
	}
	// Failures tolerated after the failure: the policy's FTT when
	// re-protected, one fewer when not (or when the rebuild runs out of
	// space).
	for _, tt := range []struct {
		in  string
		ftt int
	}{
		{`{}`, 0},
		{`{"hosts":5}`, 1},
		{`{"hosts":5,"policy":"raid1-ftt2"}`, 1},
		{`{"hosts":6,"policy":"raid1-ftt2","vm_data_gb":5000}`, 2},
		{`{"hosts":7,"policy":"raid1-ftt3","vm_data_gb":1000}`, 2},
		{`{` + esa9 + `,"hosts":6,"vm_data_gb":19000}`, 0},
	} {
		assert.Equal(t, tt.ftt, results(t, tt.in).AfterFailureFTT, tt.in)
	}
	// The steps and the warning say it: readable, not re-protected.
	ev := calctest.Evaluate(t, vsancap.ID, `{}`)
	doc := ev.Document(msg.EN)
	var usableStep, fttStep string
	for _, s := range doc.Steps {
		switch s.Label {
		case "Usable after a host failure":
			usableStep = s.Formula
		case "Failures tolerated after a host failure":
			fttStep = s.Formula
		}
	}
	assert.Equal(t, "nothing is rebuilt: the objects keep their layout with the failed host's components absent, so the 3 hosts left hold the same 13,700.4 GB of VM data, readable at reduced protection", usableStep)
	assert.Equal(t, "RAID-5, FTT=1 tolerates 1; not re-protected, the objects tolerate 1 − 1 = 0 until the host returns", fttStep)
	assert.True(t, has(doc.Warnings, "The VM data stays where it is and readable, but unprotected until the host returns: one more failure makes objects inaccessible. Plan at least 5 hosts."), "%v", doc.Warnings)
	_, w0 := evaluate(t, `{"hosts":5,"policy":"raid1-ftt2","vm_data_gb":5000}`)
	assert.True(t, has(w0, "The VM data stays where it is and readable, but until the host returns it tolerates 1 further failure instead of 2. Plan at least 6 hosts."), "%v", w0)
	// ESA on 6: the re-layout warning gives the +20 % (1.5 / 1.25).
	_, w := evaluate(t, `{`+esa9+`,"hosts":6}`)
	assert.True(t, has(w, "from 4+1 to 2+1") && has(w, "20 % more raw capacity"), "%v", w)
	// Data that fits before but not after a failure: 19,000 GB against
	// 20,540.8 GB usable on 6 hosts and 17,556.85 GB after the re-layout.
	r, w := evaluate(t, `{`+esa9+`,"hosts":6,"vm_data_gb":19000}`)
	assert.True(t, r.Fits)
	assert.False(t, r.AfterFailureFits)
	assert.True(t, has(w, "After a host failure the data does not fit"), "%v", w)
}

func TestWorkedExamples(t *testing.T) {
	tests := []struct {
		name                                 string
		inputs                               string
		raw, usable, required, fill, consume float64
		fits                                 bool
		hostsRequired                        int
	}{
		// Евгений Литовка, "Как мы тестировали VMware vSAN 7", Nubes, 2020:
		// the test bed, 4 hosts × 1 disk group × 7 capacity × 932 GB = 26,096
		// GB; RAID-5 4/3 → 19,572; 30 % slack → 13,700.4 usable; 9,786 GB of
		// VM data × 4/3 = 13,048 GB = 50 % full (the article's 50 % test);
		// raw required 13,048 / 0.7 = 18,640 GB.
		{"Nubes test bed, 50 % full (defaults)", `{}`, 26096, 13700.4, 18640, 50, 13048, true, 4},
		// The same article's two-disk-group bed: 4 hosts × 2 dg × 3 capacity ×
		// 932 GB = 22,368 GB; RAID-1 FTT=1 ÷2 = 11,184; × 0.7 = 7,828.8 usable.
		{"Nubes two disk groups, RAID-1", `{"disk_groups_per_host":2,"capacity_disks_per_group":3,"policy":"raid1-ftt1","vm_data_gb":0}`,
			22368, 7828.8, 0, 0, 0, true, 3},
		// 80 % full, the article's threshold: 26,096 × 0.8 = 20,876.8 GB raw
		// occupied = 15,657.6 GB of VM data under RAID-5.
		{"Nubes 80 % full", `{"vm_data_gb":15657.6}`, 26096, 13700.4, 29824, 80, 20876.8, false, 5},
		// Dedupe 2:1 on all-flash halves the raw occupied: 9,786 × 4/3 / 2 =
		// 6,524 GB, and deduplication keeps "approximately five percent of
		// total raw capacity" for its metadata (VCF 9.0, "Deduplication and
		// Compression Design Considerations"): 1,304.8 GB, counted as used,
		// so 30 % full; usable 26,096 × (1 − 30 % − 5 %) / (4/3) × 2 =
		// 25,443.6 (27,400.8 before revision 2); raw required 6,524 / 0.65.
		{"dedupe 2:1", `{"dedupe_ratio":2}`, 26096, 25443.6, 6524 / 0.65, 30, 6524, true, 4},
		// Hybrid RAID-1 FTT=1 with a dedupe ratio: the ratio is ignored.
		{"hybrid ignores dedupe", `{"policy":"raid1-ftt1","all_flash":false,"dedupe_ratio":2,"vm_data_gb":1000,"slack_pct":25}`,
			26096, 9786, 2666.6666666667, 2000.0 / 26096 * 100, 2000, true, 3},
		// The Nubes hosts as ESA (their 8 NVMe devices in a storage pool),
		// vSAN 8 rules: 4 × 8 × 932 = 29,824 GB; adaptive RAID-5 2+1 ×1.5 ×
		// 1.131 = 1.6965; reserves 7,456 + 2,511.2; ESA global metadata 10 %
		// of raw, 2,982.4 GB, counted as used (an assumption: third parties
		// quote VMware's "Capacity Overheads for the ESA in vSAN 8" so);
		// usable (29,824 − 9,967.2 − 2,982.4) / 1.6965 = 9,946.60… (11,704.57
		// before revision 2); 9,786 GB occupy 16,601.949 GB, with the
		// metadata 65.67 % full; raw required (16,601.949 + 1,020) /
		// (1 − 1/4 − 5 % − 10 %) = 29,369.92.
		{"Nubes hosts as ESA", `{` + esa8 + `}`, 29824, 16874.4 / 1.6965, 17621.949 / 0.6, (16601.949 + 2982.4) / 29824 * 100, 16601.949, true, 4},
		// 12 ESA hosts, RAID-5 4+1: 89,472 GB raw; reserves 7,456 (8.3 %) +
		// 12 × 255 + 4,473.6 = 7,533.6; metadata 8,947.2; (89,472 − 14,989.6
		// − 8,947.2) / 1.41375 = 46,355.58 GB usable (52,684.28 before).
		{"12 ESA hosts", `{` + esa9 + `,"hosts":12,"vm_data_gb":40000}`, 89472, 65535.2 / 1.41375, (40000*1.41375 + 3060) / (1 - 1.0/12 - 0.05 - 0.10), (40000*1.41375 + 8947.2) / 89472 * 100, 56550, true, 11},
		// Compression 2:1 on ESA halves the raw the data occupies.
		{"ESA compression 2:1", `{` + esa8 + `,"compression_ratio":2}`, 29824, 2 * 16874.4 / 1.6965, (16601.949/2 + 1020) / 0.6, (16601.949/2 + 2982.4) / 29824 * 100, 16601.949 / 2, true, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := results(t, tt.inputs)
			assert.InDelta(t, tt.raw, r.RawGB, 1e-6, "raw_gb")
			assert.InDelta(t, tt.usable, r.UsableGB, 1e-6, "usable_gb")
			assert.InDelta(t, tt.required, r.RawRequiredGB, 1e-6, "raw_required_gb")
			assert.InDelta(t, tt.fill, r.FillPct, 1e-8, "fill_pct")
			assert.InDelta(t, tt.consume, r.ConsumedRawGB, 1e-6, "consumed_raw_gb")
			assert.Equal(t, tt.fits, r.Fits, "fits")
			if tt.hostsRequired != 0 {
				assert.Equal(t, tt.hostsRequired, r.HostsRequired, "hosts_required")
			}
		})
	}
}

// TestClassicLinkUnchanged is the share link every existing plan holds: its
// results under the default classic rules are the values frozen before the
// rule sets existed (tests/testdata/links.golden.json), field by field.
func TestClassicLinkUnchanged(t *testing.T) {
	c, _ := calc.Lookup(vsancap.ID)
	q := map[string][]string{"hosts": {"4"}, "disk_groups_per_host": {"1"}, "capacity_disks_per_group": {"7"},
		"capacity_disk_gb": {"932"}, "policy": {"raid5-ftt1"}, "all_flash": {"true"}, "vm_data_gb": {"9786"}}
	in, errs, ok := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
	require.True(t, ok, "%v", errs)
	ev, errs := in.Evaluate()
	require.Empty(t, errs)
	b, _ := json.Marshal(ev.Results)
	var got map[string]any
	require.NoError(t, json.Unmarshal(b, &got))
	frozen := `{"raw_gb": 26096, "policy_multiplier": 1.3333333333333333, "after_policy_gb": 19572, "after_slack_gb": 13700.4,
		"usable_gb": 13700.4, "consumed_raw_gb": 13048, "raw_required_gb": 18640, "min_hosts": 4, "hosts_required": 4,
		"fits": true, "fill_pct": 50, "dedupe_ratio_applied": 1}`
	var want map[string]any
	require.NoError(t, json.Unmarshal([]byte(frozen), &want))
	for k, v := range want {
		assert.Equal(t, v, got[k], k)
	}
}

func TestDefaultsExact(t *testing.T) {
	// The page opens on the Nubes bed at exactly 50 % full.
	r := results(t, `{}`)
	assert.Equal(t, 50.0, r.FillPct)
	assert.Equal(t, 26096.0, r.RawGB)
	// 18,640 GB raw needed / 6,524 GB per host = 2.86 → the policy minimum 4.
	assert.Equal(t, 4, r.HostsRequired)
	assert.Equal(t, "slack", r.Headroom)
}

func TestSourceFigures(t *testing.T) {
	// Nubes, "Как мы тестировали VMware vSAN 7" (2020): "увеличение числа
	// дисковых групп дает ощутимый прирост производительности от 57% до
	// 84%": 410,545 → 756,366 IO/s and 2,654 → 4,168 MB/s.
	assert.Equal(t, 84.0, math.Round(vsancap.GainPct(vsancap.OneDiskGroupIOPS, vsancap.TwoDiskGroupsIOPS)))
	assert.Equal(t, 57.0, math.Round(vsancap.GainPct(vsancap.OneDiskGroupMBps, vsancap.TwoDiskGroupsMBps)))
	// The same: 432,362 IO/s at 50 % full → 265,151 IO/s past 80 %: −39 %.
	assert.Equal(t, -39.0, math.Round(vsancap.GainPct(vsancap.HalfFullIOPS, vsancap.OverEightyIOPS)))
	// The same: dedupe+compression 2,654 → 1,629 MB/s.
	assert.Less(t, float64(vsancap.DedupeMBps), float64(vsancap.OneDiskGroupMBps))
	// KB 394410: 13.1 %; vSAN 7.0 monitoring guide: 255 / 765 GB, 5 %.
	assert.Equal(t, 13.1, vsancap.ESAOverheadPct)
	assert.Equal(t, 255.0, float64(vsancap.OpsReserveGBPerHost))
	assert.Equal(t, 765.0, float64(vsancap.OpsReserveLargeGBPerHost))
	assert.Equal(t, 5.0, float64(vsancap.OpsBufferPct))
}

func TestWarnings(t *testing.T) {
	// Nubes (2020): above 80 % full, 432,362 → 265,151 IO/s.
	_, w := evaluate(t, `{"vm_data_gb":16000}`)
	assert.True(t, has(w, "432,362 IO/s"), "%v", w)
	assert.True(t, has(w, "265,151 IO/s"), "%v", w)
	assert.True(t, has(w, "does not fit"), "%v", w)
	_, w = evaluate(t, `{"vm_data_gb":15000}`)
	assert.True(t, has(w, "+57 %"), "1 disk group: %v", w)
	assert.True(t, has(w, "+84 %"), "1 disk group: %v", w)
	_, w = evaluate(t, `{"vm_data_gb":100}`)
	assert.False(t, has(w, "past 80 %: "), "%v", w)
	// The same: dedupe and compression halve small-block writes.
	_, w = evaluate(t, `{"dedupe_ratio":1.5}`)
	assert.True(t, has(w, "more than half"), "%v", w)
	_, w = evaluate(t, `{"policy":"raid1-ftt1","all_flash":false,"dedupe_ratio":1.5}`)
	assert.True(t, has(w, "ignored on hybrid"), "%v", w)
	_, w = evaluate(t, `{"disk_groups_per_host":2}`)
	assert.False(t, has(w, "second disk group"), "%v", w)
	_, w = evaluate(t, `{"slack_pct":10}`)
	assert.True(t, has(w, "below VMware's 25–30 %"), "%v", w)
	// Hosts at the policy minimum: no re-protection after a failure.
	_, w = evaluate(t, `{}`)
	assert.True(t, has(w, "4 hosts leave no spare host for RAID-5, FTT=1"), "%v", w)
	assert.True(t, has(w, "Plan at least 5 hosts"), "%v", w)
	// vSAN 8 ESA has no deduplication; VCF 9's global dedupe is an assumption.
	r, w := evaluate(t, `{`+esa8+`,"dedupe_ratio":2}`)
	assert.Equal(t, 1.0, r.DedupeRatioApplied)
	assert.True(t, has(w, "vSAN 8 ESA has no deduplication"), "%v", w)
	// VCF 9.0, "Monitor vSAN Capacity": "vSAN Express Storage Architecture
	// (ESA) does not support deduplication": under vcf9 the ratio counts
	// only when esa_global_dedupe names the release that runs it.
	r, w = evaluate(t, `{`+esa9+`,"dedupe_ratio":2}`)
	assert.Equal(t, 1.0, r.DedupeRatioApplied)
	assert.True(t, has(w, "The dedupe ratio 2 is not counted (1 used): VCF 9.0's ESA has no deduplication"), "%v", w)
	r, w = evaluate(t, `{`+esa9+`,"dedupe_ratio":2,"esa_global_dedupe":"9.0-p01"}`)
	assert.Equal(t, 2.0, r.DedupeRatioApplied)
	assert.True(t, has(w, "Assumption") && has(w, "On: VCF 9.0 P01"), "%v", w)
	// Compression on OSA is counted in the dedupe ratio.
	r, w = evaluate(t, `{"compression_ratio":2}`)
	assert.Equal(t, 1.0, r.CompressionRatioApplied)
	assert.True(t, has(w, "compression is counted in"), "%v", w)
	// Reserves that leave less than 20 % free on a large cluster.
	_, w = evaluate(t, `{`+esa9+`,"hosts":16,"vm_data_gb":1000}`)
	assert.True(t, has(w, "The reserves keep"), "%v", w)
}

// TestWarningsMatchArchitecture: the vSAN 7 test figures were measured on
// OSA all-flash NVMe disk groups (Nubes, 2020); a hybrid cluster or an ESA
// cluster is never warned with them.
func TestWarningsMatchArchitecture(t *testing.T) {
	figures := []string{"IO/s", "432,362", "265,151", "410,545", "756,366", "MB/s", "vSAN 7 tests"}
	tests := []struct{ name, in string }{
		{"hybrid full", `{"policy":"raid1-ftt1","all_flash":false,"hosts":3,"vm_data_gb":9000,"slack_pct":10}`},
		{"hybrid one group", `{"policy":"raid1-ftt1","all_flash":false,"dedupe_ratio":2}`},
		{"hybrid current rules", `{"rules":"vcf9","policy":"raid1-ftt1","all_flash":false,"hosts":12,"vm_data_gb":30000}`},
		{"ESA full", `{` + esa8 + `,"vm_data_gb":14200}`},
		{"ESA slack", `{` + esa9 + `,"headroom":"slack","slack_pct":10,"vm_data_gb":14000}`},
		{"ESA big cluster", `{` + esa9 + `,"hosts":16,"vm_data_gb":100000}`},
		{"ESA after failure", `{` + esa9 + `,"hosts":6,"vm_data_gb":19000}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, w := evaluate(t, tt.in)
			require.NotEmpty(t, w)
			for _, f := range figures {
				assert.False(t, has(w, f), "%q in %v", f, w)
			}
		})
	}
	// The hybrid and ESA clusters hear VMware's own reason for 80 % (VCF
	// 9.0, "Planning Capacity in vSAN": "vSAN rebalances the components
	// across the cluster whenever the consumption on a single capacity
	// device reaches 80 percent or more. The rebalance operation might
	// impact the performance of applications."), without the figures.
	vmware := `vSAN rebalances once a capacity device reaches 80 %, and "The rebalance operation might impact the performance of applications" (VCF 9.0, "Planning Capacity in vSAN")`
	_, w := evaluate(t, tests[0].in)
	assert.True(t, has(w, vmware), "%v", w)
	assert.True(t, has(w, "VCF-VSAN-OSA-RCMD-CFG-001"), "%v", w)
	_, w = evaluate(t, tests[3].in)
	assert.True(t, has(w, vmware), "%v", w)
	// And the all-flash OSA cluster keeps them, beside VMware's reason.
	_, w = evaluate(t, `{"vm_data_gb":16000}`)
	assert.True(t, has(w, vmware+". One provider's vSAN 7 test, on OSA all-flash NVMe like this cluster, measured 432,362 IO/s"), "%v", w)
}

func TestRefusals(t *testing.T) {
	tests := []struct {
		name, inputs, field, msg string
	}{
		{"RAID-5 on 3 hosts", `{"hosts":3}`, "inputs.hosts", "RAID-5, FTT=1 needs at least 4 hosts; 3 given"},
		{"RAID-6 on 5 hosts", `{"hosts":5,"policy":"raid6-ftt2"}`, "inputs.hosts", "RAID-6, FTT=2 needs at least 6 hosts; 5 given"},
		{"FTT=2 mirror on 4", `{"policy":"raid1-ftt2"}`, "inputs.hosts", "RAID-1, FTT=2 needs at least 5 hosts; 4 given"},
		{"FTT=3 mirror on 6", `{"hosts":6,"policy":"raid1-ftt3"}`, "inputs.hosts", "RAID-1, FTT=3 needs at least 7 hosts; 6 given"},
		// 2 hosts with RAID-1 FTT=1 are a 2-node cluster (TestTwoNode); 1 is none
		{"FTT=1 mirror on 1", `{"hosts":1,"policy":"raid1-ftt1"}`, "inputs.hosts", "RAID-1, FTT=1 needs at least 3 hosts, or 2 as a 2-node cluster with a witness appliance; 1 given"},
		{"ESA RAID-5 on 2", `{` + esa8 + `,"hosts":2}`, "inputs.hosts", "RAID-5, FTT=1 needs at least 3 hosts; 2 given"},
		{"ESA RAID-6 on 5", `{` + esa8 + `,"hosts":5,"policy":"raid6-ftt2"}`, "inputs.hosts", "RAID-6, FTT=2 needs at least 6 hosts; 5 given"},
		{"RAID-5 hybrid", `{"all_flash":false}`, "inputs.all_flash", "RAID-5, FTT=1 needs an all-flash cluster on OSA; on hybrid use RAID-1, FTT=1 (mirroring, ×2)"},
		{"RAID-6 hybrid", `{"hosts":6,"policy":"raid6-ftt2","all_flash":false}`, "inputs.all_flash", "RAID-6, FTT=2 needs an all-flash cluster on OSA; on hybrid use RAID-1, FTT=2 (mirroring, ×3)"},
		{"ESA classic", `{"architecture":"esa"}`, "inputs.architecture", "ESA needs the rule set vSAN 8 ESA (vSphere 8) or VCF 9 with vSAN 9 ESA: the classic rules are vSAN 6/7, which has no ESA"},
		{"ESA hybrid", `{` + esa9 + `,"all_flash":false,"policy":"raid1-ftt1"}`, "inputs.all_flash", "must be on for ESA: ESA runs on all-flash (NVMe) only, there is no hybrid ESA; choose OSA for a hybrid cluster"},
		{"hosts smaller than the reserve", `{"rules":"vcf9","capacity_disk_gb":30,"capacity_disks_per_group":2,"hosts":3,"policy":"raid1-ftt1"}`, "inputs.capacity_disk_gb",
			"is too small for the reserves: a host holds 60 GB, and its share of the operations reserve (255 GB + 5 % of its capacity) leaves 0 GB. Use larger or more devices, or choose Slack (a share of raw kept free) in “Headroom”"},
		// 4 × 300 GB = 1,200 GB; 300 + 4 × 255 + 60 = 1,380 GB of reserves.
		{"reserves bigger than the cluster", `{"rules":"vcf9","capacity_disk_gb":300,"capacity_disks_per_group":1}`, "inputs.capacity_disk_gb",
			"is too small for the reserves: the reserves of 4 hosts take 1,380 GB of their 1,200 GB. Use larger or more devices, or choose Slack (a share of raw kept free) in “Headroom”"},
		{"bad policy", `{"policy":"raid10"}`, "inputs.policy", "must be one of: raid1-ftt1, raid5-ftt1, raid1-ftt2, raid6-ftt2, raid1-ftt3"},
		{"bad rules", `{"rules":"vsan9"}`, "inputs.rules", "must be one of: classic, vsan8-esa, vcf9"},
		{"bad architecture", `{"architecture":"hybrid"}`, "inputs.architecture", "must be one of: osa, esa"},
		{"dedupe below 1", `{"dedupe_ratio":0.5}`, "inputs.dedupe_ratio", "must be 1 or more"},
		{"compression below 1", `{"compression_ratio":0.9}`, "inputs.compression_ratio", "must be 1 or more"},
		{"overhead 60 %", `{"esa_overhead_pct":60}`, "inputs.esa_overhead_pct", "must be 50 or less"},
		{"slack 100", `{"slack_pct":100}`, "inputs.slack_pct", "must be 90 or less"},
		{"negative data", `{"vm_data_gb":-1}`, "inputs.vm_data_gb", "must be 0 or more"},
		{"6 disk groups", `{"disk_groups_per_host":6}`, "inputs.disk_groups_per_host", "must be 5 or less"},
		{"8 capacity disks", `{"capacity_disks_per_group":8}`, "inputs.capacity_disks_per_group", "must be 7 or less"},
		{"33 devices", `{"devices_per_host":33}`, "inputs.devices_per_host", "must be 32 or less"},
		{"tiny disk", `{"capacity_disk_gb":1e-300}`, "inputs.capacity_disk_gb", "must be 1 or more"},
		// Amounts and shares too small to measure: 0, or 0.01 and more.
		{"tiny data", `{"vm_data_gb":1e-300}`, "inputs.vm_data_gb", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny ops reserve", `{"ops_reserve_gb_per_host":0.001}`, "inputs.ops_reserve_gb_per_host", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny slack", `{"slack_pct":5e-324}`, "inputs.slack_pct", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny buffer", `{"ops_buffer_pct":1e-9}`, "inputs.ops_buffer_pct", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny overhead", `{"esa_overhead_pct":1e-300}`, "inputs.esa_overhead_pct", "must be 0, or 0.01 or more (smaller values are not measurable)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.msg, problems(t, tt.inputs)[tt.field])
		})
	}
	// Several problems are reported at once.
	assert.Len(t, problems(t, `{"hosts":3,"all_flash":false}`), 2)
	assert.Len(t, problems(t, `{"architecture":"esa","all_flash":false,"hosts":2}`), 3)
	// The unknown-field suggestion still works.
	c, _ := calc.Lookup(vsancap.ID)
	_, errs := c.Evaluate(json.RawMessage(`{"host":4}`))
	assert.Equal(t, `unknown field "host"; did you mean "hosts"?`, errs.For("inputs.host"))
}

// configs are the configurations the properties run over: every rule set,
// architecture, policy, headroom and cluster type that can be valid.
func configs() []string {
	var out []string
	for _, ra := range []string{`"rules":"classic","architecture":"osa"`, `"rules":"vsan8-esa","architecture":"osa"`,
		esa8, esa9} {
		for _, p := range vsancap.Policies {
			for _, h := range []string{"reserves", "operations", "slack"} {
				for _, ct := range []string{"standard", "stretched"} {
					out = append(out, fmt.Sprintf(`%s,"policy":%q,"headroom":%q,"cluster_type":%q`, ra, p.Name, h, ct))
				}
			}
		}
	}
	return out
}

func TestPropertyCapacityNeverRisesWhenHostsFail(t *testing.T) {
	for _, cfg := range configs() {
		prev := -1.0
		prevHead := ""
		for hosts := 3; hosts <= 14; hosts++ {
			in := fmt.Sprintf(`{%s,"hosts":%d,"devices_per_host":6,"capacity_disks_per_group":6,"capacity_disk_gb":3840,"vm_data_gb":1000}`, cfg, hosts)
			c, _ := calc.Lookup(vsancap.ID)
			ev, errs := c.Evaluate(json.RawMessage(in))
			if len(errs) > 0 {
				continue // below the policy's minimum
			}
			r := ev.Results.(vsancap.Results)
			// A failure never adds capacity.
			if r.AfterFailureUsableGB > r.UsableGB {
				t.Fatalf("%s: after failure %v > usable %v", in, r.AfterFailureUsableGB, r.UsableGB)
			}
			// One host fewer never holds more (same headroom rule).
			if prev >= 0 && r.Headroom == prevHead && r.UsableGB < prev {
				t.Fatalf("%s: usable %v below %v with one host fewer", in, r.UsableGB, prev)
			}
			prev, prevHead = r.UsableGB, r.Headroom
		}
	}
}

func TestPropertyAdaptiveRAID5SwitchesAtSix(t *testing.T) {
	// Epping (2022): 2+1 on 3–5 hosts, 4+1 on 6 or more.
	for hosts := 3; hosts <= 64; hosts++ {
		l := vsancap.LayoutOf(vsancap.ESA, vsancap.Policies[1], hosts)
		want := vsancap.LayoutRAID521
		if hosts >= 6 {
			want = vsancap.LayoutRAID541
		}
		require.Equal(t, want, l, "hosts %d", hosts)
		require.Equal(t, vsancap.LayoutRAID531, vsancap.LayoutOf(vsancap.OSA, vsancap.Policies[1], hosts))
	}
	assert.Equal(t, "raid5-2+1", results(t, `{`+esa8+`,"hosts":5}`).Layout)
	assert.Equal(t, "raid5-4+1", results(t, `{`+esa8+`,"hosts":6}`).Layout)
}

func TestPropertyUsableNeverExceedsRaw(t *testing.T) {
	for _, cfg := range configs() {
		if strings.Contains(cfg, "stretched") {
			continue // the same model as standard with slack
		}
		for _, hosts := range []int{3, 4, 6, 7, 13, 64} {
			for _, size := range []float64{300, 3840, 100000} {
				in := fmt.Sprintf(`{%s,"hosts":%d,"capacity_disk_gb":%v,"compression_ratio":3,"dedupe_ratio":2,"vm_data_gb":5000}`, cfg, hosts, size)
				c, _ := calc.Lookup(vsancap.ID)
				ev, errs := c.Evaluate(json.RawMessage(in))
				if len(errs) > 0 {
					continue
				}
				r := ev.Results.(vsancap.Results)
				red := r.CompressionRatioApplied * r.DedupeRatioApplied
				ok := r.AfterSlackGB <= r.AfterPolicyGB && r.AfterPolicyGB <= r.RawGB &&
					r.UsableGB <= r.RawGB*red*(1+1e-12) && r.HeadroomPct >= 0 && r.HeadroomPct < 100 &&
					r.HostsRequired >= r.MinHosts
				if !ok {
					t.Fatalf("%s: %+v", in, r)
				}
				// fits ⇔ data ≤ usable, and hosts_required is the fewest that fit.
				assert.Equal(t, 5000 <= r.UsableGB, r.Fits, in)
				if r.HostsRequired <= 64 && r.HostsRequired != hosts {
					in2 := strings.Replace(in, fmt.Sprintf(`"hosts":%d,`, hosts), fmt.Sprintf(`"hosts":%d,`, r.HostsRequired), 1)
					if r2, errs := c.Evaluate(json.RawMessage(in2)); len(errs) == 0 {
						assert.True(t, r2.Results.(vsancap.Results).Fits, "%s → %d hosts", in, r.HostsRequired)
					}
				}
				if r.HostsRequired > r.MinHosts && r.HostsRequired-1 <= 64 {
					in3 := strings.Replace(in, fmt.Sprintf(`"hosts":%d,`, hosts), fmt.Sprintf(`"hosts":%d,`, r.HostsRequired-1), 1)
					if r3, errs := c.Evaluate(json.RawMessage(in3)); len(errs) == 0 {
						assert.False(t, r3.Results.(vsancap.Results).Fits, "%s → %d hosts fit too", in, r.HostsRequired-1)
					}
				}
			}
		}
	}
}

func TestPropertyMonotonicInDiskSize(t *testing.T) {
	for _, cfg := range configs() {
		prev, prevAfter := -1.0, -1.0
		for size := 100.0; size <= 100000; size *= 1.7 {
			in := fmt.Sprintf(`{%s,"hosts":8,"capacity_disk_gb":%v}`, cfg, size)
			c, _ := calc.Lookup(vsancap.ID)
			ev, errs := c.Evaluate(json.RawMessage(in))
			if len(errs) > 0 {
				continue // too small for the reserves
			}
			r := ev.Results.(vsancap.Results)
			if r.UsableGB < prev || r.AfterFailureUsableGB < prevAfter {
				t.Fatalf("%s: usable %v after %v fell (was %v, %v)", in, r.UsableGB, r.AfterFailureUsableGB, prev, prevAfter)
			}
			prev, prevAfter = r.UsableGB, r.AfterFailureUsableGB
		}
	}
}

func TestPureFunctions(t *testing.T) {
	// Usable grows with hosts, disks and dedupe, falls with slack; raw
	// required is linear in the data.
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
		a := vsancap.RawRequiredGB(1000, p.Multiplier, 30, 1)
		b := vsancap.RawRequiredGB(2000, p.Multiplier, 30, 1)
		assert.InDelta(t, 2*a, b, 1e-9, p.Name)
	}
	assert.Equal(t, 7456.0, vsancap.HostRebuildReserveGB(29824, 4))
	assert.Equal(t, 2511.2, vsancap.OperationsReserveGB(29824, 4, 255, 5))
}

func TestChart(t *testing.T) {
	c, _ := calc.Lookup(vsancap.ID)
	ev, _ := c.Evaluate(nil)
	ch := ev.Drawing(msg.EN)
	require.NotNil(t, ch)
	assert.Equal(t, chart.Bars, ch.Kind)
	labels := []string{}
	got := []float64{}
	for _, g := range ch.Groups {
		labels = append(labels, g.Label)
		got = append(got, g.Bars[0].Value)
	}
	// raw → after RAID-5 → after 30 % slack → usable → VM data → after a failure.
	assert.Equal(t, []string{"Raw", "After RAID-5 3+1 (÷4/3)", "After 30 % slack", "Usable", "VM data", "After a host failure (not re-protected)"}, labels)
	want := []float64{26096, 19572, 13700.4, 13700.4, 9786, 13700.4}
	for i := range want {
		assert.InDelta(t, want[i], got[i], 1e-6, ch.Groups[i].Label)
	}
	// Reserves: raw → after the reserves → after the policy → usable.
	ev = calctest.Evaluate(t, vsancap.ID, `{`+esa8+`}`)
	ch = ev.Drawing(msg.EN)
	assert.Equal(t, "After the reserves", ch.Groups[1].Label)
	assert.InDelta(t, 19856.8, ch.Groups[1].Bars[0].Value, 1e-6)
	assert.Equal(t, "After RAID-5 2+1 (÷(1.5 × (1 + 13.1 %)))", ch.Groups[2].Label)
}

// TestRussian renders warnings and problems in Russian.
func TestRussian(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"no spare host", `{}`, "4 хоста не оставляют запасного хоста для RAID-5, FTT=1: после отказа хоста объекты нельзя заново защитить (осталось 3 хоста, а RAID-5 3+1 требует 4 хоста). Данные ВМ остаются на месте и доступны, но без защиты до возвращения хоста: ещё один отказ сделает объекты недоступными. Заложите хотя бы 5 хостов."},
		{"no spare host, FTT=2", `{"hosts":5,"policy":"raid1-ftt2","vm_data_gb":5000}`, "5 хостов не оставляют запасного хоста для RAID-1, FTT=2: после отказа хоста объекты нельзя заново защитить (осталось 4 хоста, а RAID-1, 3 копии требует 5 хостов). Данные ВМ остаются на месте и доступны, но до возвращения хоста выдерживают 1 отказ вместо 2. Заложите хотя бы 6 хостов."},
		{"fill", `{"vm_data_gb":16000}`, "Хранилище будет заполнено на 81,75 %. Держите заполнение ниже 80 %: когда устройство ёмкости заполняется на 80 %, vSAN перебалансирует данные, и «The rebalance operation might impact the performance of applications» (VCF 9.0, «Planning Capacity in vSAN»). В тесте vSAN 7 одного провайдера, на OSA all-flash с NVMe, как этот кластер, измерено 432\u00a0362 операций/с (1\u00a0688 МБ/с) при заполнении 50 % и 265\u00a0151 операций/с (1\u00a0035 МБ/с) после 80 % (−38,67 %)."},
		{"fallback", `{` + esa9 + `,"hosts":3}`, "Резервы vSAN не поддерживаются в кластерах меньше чем из 4 хостов (дизайн VCF 9.0: не в трёхузловых; VMware: не в двухузловых): вместо них оставлен резерв slack 30 %."},
		{"relayout", `{` + esa9 + `,"hosts":6}`, "При числе хостов 6 отказ хоста оставляет 5 хостов: ESA переразмещает RAID-5 с 4+1 на 2+1 (×1,25 → ×1,5, по Дункану Эппингу — примерно через 24 часа), и тем же данным нужно на 20 % больше сырой ёмкости, чего резерв на перестроение хоста не покрывает. После отказа помещается 17\u00a0556,85 ГБ данных ВМ."},
		{"four nodes", `{` + esa9 + `}`, "Дизайн VCF 9.0 (VCF-VSAN-RCMD-CFG-003) говорит, что в кластере хранения vSAN всего из 4 хостов резерв на перестроение хоста вместе с автоматическим управлением политиками не даёт использовать политику RAID-5. Это сказано о кластерах хранения vSAN; затрагивает ли это кластер HCI из 4 хостов, документ не говорит. Чтобы сохранить RAID-5 на 4 хостах, выберите Только операционный резерв в поле «Запас свободного места» или заложите пятый хост."},
		{"vSAN 8 dedupe", `{` + esa8 + `,"dedupe_ratio":2}`, "В vSAN 8 ESA нет дедупликации: коэффициент дедупликации 2 не учитывается (принято 1). Глобальная дедупликация для ESA появилась в vSAN 9 (набор правил VCF 9 с vSAN 9 ESA)."},
		{"hybrid fill", `{"policy":"raid1-ftt1","all_flash":false,"hosts":3}`, "Хранилище будет заполнено на 100 %. Держите заполнение ниже 80 %: когда устройство ёмкости заполняется на 80 %, vSAN перебалансирует данные, и «The rebalance operation might impact the performance of applications» (VCF 9.0, «Planning Capacity in vSAN»)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := calctest.Evaluate(t, vsancap.ID, tt.in)
			ws := ev.Document(msg.RU).Warnings
			assert.Contains(t, ws, tt.want)
		})
	}
	c, _ := calc.Lookup(vsancap.ID)
	_, errs := c.Evaluate(json.RawMessage(`{"architecture":"esa","all_flash":false,"hosts":2}`))
	got := map[string]string{}
	for _, e := range errs {
		got[e.Field] = e.In(msg.RU, c.Meta())
	}
	assert.Equal(t, "RAID-5, FTT=1: нужно не меньше 3 хостов, а задано 2", got["inputs.hosts"])
	assert.Equal(t, "должно быть включено для ESA: ESA работает только на all-flash, гибридной ESA не бывает; для гибридного кластера выберите OSA", got["inputs.all_flash"])
	assert.Equal(t, "ESA: нужен набор правил vSAN 8 ESA (vSphere 8) или VCF 9 с vSAN 9 ESA; классические правила — это vSAN 6/7, где ESA нет", got["inputs.architecture"])
}

// allowedLatin are the Latin-script words the Russian texts may keep:
// product and feature names, layouts, identifiers (the same rule as the
// app's catalogue test, which covers only some of these inputs).
var allowedLatin = strings.Fields(`vSAN VMware RAID FTT ESA OSA VCF HCI KB GB IOPS IO P01 U1 all flash All Erasure erasure coding slack
	min max vSphere Max Sizewise NVMe`)

var latinWord = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_]*(?:[-.][A-Za-z0-9_]+)*`)

// quotedText is a quotation in «guillemets»: a document's own words, which
// stay in its language (the app's catalogue test allows the same).
var quotedText = regexp.MustCompile(`«[^»]*»`)

func latinLeft(ru string) []string {
	var out []string
	for _, w := range latinWord.FindAllString(quotedText.ReplaceAllString(ru, ""), -1) {
		ok := true
		for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '.' }) {
			if !slices.Contains(allowedLatin, part) && !regexp.MustCompile(`^[A-Z]{2,}$|^[A-Z]?[0-9]+$`).MatchString(part) {
				ok = false
			}
		}
		if !ok {
			out = append(out, w)
		}
	}
	return out
}

// TestRussianHasNoEnglish renders every step, warning, chart text and
// problem of many inputs in Russian and looks for English words left.
func TestRussianHasNoEnglish(t *testing.T) {
	c, _ := calc.Lookup(vsancap.ID)
	m := c.Meta()
	check := func(where, ru string) {
		t.Helper()
		if left := latinLeft(ru); len(left) > 0 {
			t.Errorf("%s: English left %v in %q", where, left, ru)
		}
	}
	for _, f := range m.Fields {
		check("label "+f.Name, f.Label.In(msg.RU))
		check("hint "+f.Name, f.Hint.In(msg.RU))
		for _, ch := range f.Choices {
			check("choice "+ch.Value, ch.Label.In(msg.RU))
		}
	}
	for _, o := range m.Outputs {
		check("output "+o.Name, o.Label.In(msg.RU))
		for _, v := range o.Values {
			check("value", v.In(msg.RU))
		}
	}
	inputs := []string{`{}`, `{"vm_data_gb":30000,"dedupe_ratio":2,"compression_ratio":2,"slack_pct":10}`,
		`{"policy":"raid1-ftt1","all_flash":false,"hosts":3,"dedupe_ratio":2}`,
		`{"cluster_type":"stretched","rules":"vcf9","hosts":5}`, `{"cluster_type":"fault-domains","rules":"vcf9","hosts":5}`}
	for _, cfg := range configs() {
		for _, hosts := range []int{3, 4, 6} {
			for _, vm := range []int{1000, 90000} {
				inputs = append(inputs, fmt.Sprintf(`{%s,"hosts":%d,"vm_data_gb":%d,"dedupe_ratio":1.5}`, cfg, hosts, vm))
			}
		}
	}
	inputs = append(inputs, `{"architecture":"esa","all_flash":false,"hosts":2}`, `{"rules":"vcf9","capacity_disk_gb":10}`,
		`{"all_flash":false,"hosts":6,"policy":"raid6-ftt2"}`)
	for _, in := range inputs {
		ev, errs := c.Evaluate(json.RawMessage(in))
		for _, e := range errs {
			check(in+" problem", e.In(msg.RU, m))
		}
		if ev == nil {
			continue
		}
		d := ev.Document(msg.RU)
		for _, s := range d.Steps {
			check(in+" step", s.Label+" "+s.Formula+" "+s.Unit)
		}
		for _, w := range d.Warnings {
			check(in+" warning", w)
		}
		ch := ev.Drawing(msg.RU)
		check(in+" chart", ch.Title+" "+ch.X.Label+" "+ch.Y.Label)
		for _, g := range ch.Groups {
			check(in+" bar", g.Label+" "+g.Bars[0].Name)
		}
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
	f.Add(`{"rules":"vcf9","architecture":"esa","hosts":64,"devices_per_host":32,"capacity_disk_gb":100000,"vm_data_gb":1e9,"compression_ratio":10,"dedupe_ratio":10,"esa_overhead_pct":50,"ops_buffer_pct":50,"ops_reserve_gb_per_host":10000}`)
	f.Add(`{"rules":"vsan8-esa","architecture":"esa","hosts":3,"devices_per_host":1,"capacity_disk_gb":1,"vm_data_gb":1e9,"headroom":"slack","slack_pct":90}`)
	f.Add(`{"rules":"vcf9","architecture":"esa","cluster_type":"stretched","headroom":"operations","hosts":6}`)
	f.Add(`{"rules":"vcf9","architecture":"esa","deployment":"storage-cluster","cluster_type":"stretched","policy":"raid6-ftt2","hosts":4,"devices_per_host":2}`)
	f.Add(`{"deployment":"storage-cluster","cluster_type":"fault-domains","hosts":1,"devices_per_host":1}`)
	f.Add(`{"hosts":2,"policy":"raid1-ftt1","vm_data_gb":1e9}`)
	f.Add(`{"rules":"vcf9","architecture":"esa","hosts":2,"policy":"raid1-ftt1","headroom":"operations","capacity_disk_gb":1}`)
	// Extreme floats in every numeric input, and whole numbers written
	// beyond float64's exact range or as fractions in the integer ones.
	for _, x := range []string{"5e-324", "1e-300", "1e300", "-1e300", "0", "9007199254740993.0", "0.5"} {
		for _, name := range []string{"capacity_disk_gb", "dedupe_ratio", "compression_ratio", "esa_overhead_pct", "slack_pct",
			"ops_reserve_gb_per_host", "ops_buffer_pct", "vm_data_gb",
			"hosts", "disk_groups_per_host", "capacity_disks_per_group", "devices_per_host"} {
			f.Add(fmt.Sprintf(`{"rules":"vcf9","architecture":"esa",%q:%s}`, name, x))
			f.Add(fmt.Sprintf(`{%q:%s}`, name, x))
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		ev := calctest.CheckAnswer(t, vsancap.ID, s)
		if ev == nil {
			return
		}
		r := ev.Results.(vsancap.Results)
		if !units.Finite(r.RawGB, r.PolicyMultiplier, r.AfterPolicyGB, r.AfterSlackGB, r.UsableGB, r.ConsumedRawGB,
			r.RawRequiredGB, r.FillPct, r.AfterFailureUsableGB, r.AfterFailureFillPct, r.RawPerDataGB) {
			t.Fatalf("non-finite result %+v for %s", r, s)
		}
		red := r.CompressionRatioApplied * r.DedupeRatioApplied
		in := ev.Inputs.(vsancap.Inputs)
		// 3 hosts at least, or the 2 of a 2-node cluster
		if r.MinHosts < 3 && !(r.MinHosts == vsancap.TwoNodeHosts && vsancap.IsTwoNode(in) && in.Policy == "raid1-ftt1") {
			t.Fatalf("min_hosts %d for %s", r.MinHosts, s)
		}
		if r.UsableGB > r.RawGB*red*(1+1e-12) || r.HostsRequired < r.MinHosts ||
			r.AfterFailureUsableGB > r.UsableGB || r.AfterFailureHosts != ev.Inputs.(vsancap.Inputs).Hosts-1 {
			t.Fatalf("inconsistent result %+v for %s", r, s)
		}
	})
}

// FuzzModel explores the valid input space directly: any rule set,
// architecture, policy, headroom and cluster type with arbitrary numbers,
// extreme floats included. Every answer keeps the model's invariants.
func FuzzModel(f *testing.F) {
	f.Add(uint8(0), uint8(0), uint8(1), uint8(0), uint8(0), 4, 1, 7, 8, 932.0, 9786.0, 1.0, 1.0, 13.1, 30.0, 255.0, 5.0)
	f.Add(uint8(2), uint8(1), uint8(1), uint8(0), uint8(0), 6, 1, 7, 8, 932.0, 30000.0, 1.5, 1.5, 13.1, 30.0, 255.0, 5.0)
	f.Add(uint8(1), uint8(1), uint8(3), uint8(1), uint8(2), 64, 5, 7, 32, 100000.0, 1e9, 10.0, 10.0, 50.0, 90.0, 10000.0, 50.0)
	f.Add(uint8(2), uint8(0), uint8(4), uint8(2), uint8(1), 7, 1, 1, 1, 1.0, 5e-324, 1.0, 1.0, 1e-300, 0.0, 0.0, 0.0)
	f.Add(uint8(1), uint8(1), uint8(0), uint8(0), uint8(0), 3, 1, 1, 1, 1e300, 1e300, 1e300, 1e300, 1e300, 1e300, 1e300, 1e300)
	rulesOf := []string{"classic", "vsan8-esa", "vcf9"}
	archOf := []string{"osa", "esa"}
	headOf := []string{"reserves", "operations", "slack"}
	ctOf := []string{"standard", "fault-domains", "stretched"}
	f.Fuzz(func(t *testing.T, ru, ar, po, he, ct uint8, hosts, dg, disks, devices int, size, vm, c, d, o, slack, ops, buf float64) {
		num := func(x float64) string { b, _ := json.Marshal(x); return string(b) } // NaN/Inf → "" (refused)
		in := fmt.Sprintf(`{"rules":%q,"architecture":%q,"policy":%q,"headroom":%q,"cluster_type":%q,"hosts":%d,`+
			`"disk_groups_per_host":%d,"capacity_disks_per_group":%d,"devices_per_host":%d,"capacity_disk_gb":%s,"vm_data_gb":%s,`+
			`"compression_ratio":%s,"dedupe_ratio":%s,"esa_overhead_pct":%s,"slack_pct":%s,"ops_reserve_gb_per_host":%s,"ops_buffer_pct":%s}`,
			rulesOf[int(ru)%3], archOf[int(ar)%2], vsancap.Policies[int(po)%5].Name, headOf[int(he)%3], ctOf[int(ct)%3], hosts,
			dg, disks, devices, num(size), num(vm), num(c), num(d), num(o), num(slack), num(ops), num(buf))
		ev := calctest.CheckAnswer(t, vsancap.ID, in)
		if ev == nil {
			return
		}
		r := ev.Results.(vsancap.Results)
		red := r.CompressionRatioApplied * r.DedupeRatioApplied
		switch {
		case r.AfterFailureUsableGB > r.UsableGB:
			t.Fatalf("%s: a failure adds capacity: %+v", in, r)
		case r.UsableGB > r.RawGB*red*(1+1e-12), r.AfterSlackGB > r.AfterPolicyGB, r.AfterPolicyGB > r.RawGB:
			t.Fatalf("%s: more usable than raw: %+v", in, r)
		case r.HostsRequired < r.MinHosts, r.Fits && r.HostsRequired > ev.Inputs.(vsancap.Inputs).Hosts:
			t.Fatalf("%s: hosts required %d: %+v", in, r.HostsRequired, r)
		case r.AfterFailureFits && !r.Fits, r.AfterFailureProtected && (!r.Reprotectable || !r.AfterFailureFits):
			t.Fatalf("%s: fits after a failure but not before, or protected but not re-protected: %+v", in, r)
		case !r.Reprotectable && (r.AfterFailureUsableGB != r.UsableGB || r.AfterFailureFits != r.Fits):
			t.Fatalf("%s: nothing is rebuilt, yet the capacity held changed: %+v", in, r)
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
	// Raw capacity: 4 hosts × 1 disk group × 7 capacity disks × 932 GB = 26096 GB
	// Policy multiplier: RAID-5, FTT=1: every GB of VM data takes 4/3 GB of raw capacity (at least 4 hosts) = 1.3333333333333333 ×
	// After the policy: 26,096 GB / 4/3 = 19572 GB
	// After slack: 19,572 GB × (1 − 30 %) = 13700.4 GB
	// Usable for VM data: 13,700.4 GB × dedupe ratio 1 = 13700.4 GB
}

func Example_esa() {
	c, _ := calc.Lookup(vsancap.ID)
	ev, _ := c.Evaluate(json.RawMessage(`{"rules": "vsan8-esa", "architecture": "esa", "hosts": 6}`))
	r := ev.Results.(vsancap.Results)
	fmt.Printf("%s ×%v, usable %.1f GB, after a host failure %s, %.1f GB\n",
		r.Layout, r.PolicyMultiplier, r.UsableGB, r.AfterFailureLayout, r.AfterFailureUsableGB)
	// Output:
	// raid5-4+1 ×1.25, usable 20540.8 GB, after a host failure raid5-2+1, 17556.9 GB
}

func TestClusterMaxima(t *testing.T) {
	sourcesOf := func(inputs string) []string {
		return calctest.Evaluate(t, vsancap.ID, inputs).Document(msg.EN).Sources
	}
	// The vSAN stretched-cluster API reference: "The maximum configuration
	// is 15+15+1 (31 nodes)"; VMware, "VMware Virtual SAN 6.0: Bootstorm
	// Demonstration": a 64-node cluster, "the maximum supported capabilities
	// of the platform"; VMware, "VMware vCenter Server 6.0 Cluster
	// Performance": 64 hosts per cluster.
	_, w := evaluate(t, `{"cluster_type":"stretched","hosts":40,"policy":"raid1-ftt1","vm_data_gb":1000}`)
	assert.True(t, has(w, "40 hosts per site exceed a vSAN stretched cluster: at most 15 hosts per data site and one witness (15+15+1)"), "%v", w)
	assert.True(t, has(w, "80 hosts exceed one cluster: vSphere 6.0 and vSAN both take at most 64 hosts per cluster"), "%v", w)
	src := sourcesOf(`{"cluster_type":"stretched","hosts":40,"policy":"raid1-ftt1","vm_data_gb":1000}`)
	assert.True(t, has(src, "Vim Cluster Vsan Vc Stretched Cluster System APIs"), "%v", src)
	// 15 per site is within the maximum: no limit warning, no limit source.
	_, w = evaluate(t, `{"cluster_type":"stretched","hosts":15,"policy":"raid1-ftt1","vm_data_gb":1000}`)
	assert.False(t, has(w, "exceed"), "%v", w)
	assert.False(t, has(sourcesOf(`{"cluster_type":"stretched","hosts":15,"policy":"raid1-ftt1"}`), "Stretched Cluster System"))
	// 65 hosts: accepted (it was refused with no source), and warned, cited.
	_, w = evaluate(t, `{"hosts":65}`)
	assert.True(t, has(w, "65 hosts exceed one cluster"), "%v", w)
	assert.True(t, has(sourcesOf(`{"hosts":65}`), "Bootstorm Demonstration"))
	// Current rules: vSAN's 64 is verified, vSphere's is not.
	_, w = evaluate(t, `{`+esa9+`,"hosts":70}`)
	assert.True(t, has(w, "70 hosts exceed one vSAN cluster (64 hosts at most)"), "%v", w)
	// VM data needing more hosts than one vSAN cluster takes.
	r, w := evaluate(t, `{"hosts":4,"vm_data_gb":1000000}`)
	require.False(t, r.Fits)
	require.Greater(t, r.HostsRequired, 64)
	assert.True(t, has(w, fmt.Sprintf("The %d hosts this build needs for the VM data are more than one vSAN cluster takes (64 hosts at most)", r.HostsRequired)), "%v", w)
	// Within everything: no limit source added to the default example.
	assert.False(t, has(sourcesOf(`{}`), "Bootstorm"))
}

// Polish: under the classic rules the default headroom (reserves) is read
// as slack without a warning on every page that opens with it, and the
// results say slack; "operations", which someone chose, is named; the Nubes all-flash NVMe test is
// cited for OSA all-flash results, and for hybrid and ESA results only with
// the 80 % fill advice it backs; that advice now rests on VMware's own page
// (VCF 9.0, "Planning Capacity in vSAN"), so the hybrid and ESA results
// cite that page and not the test.
func TestClassicHeadroomAndHybridSources(t *testing.T) {
	r, w := evaluate(t, `{}`)
	assert.Equal(t, "slack", r.Headroom)
	assert.False(t, has(w, "always slack"), "%v", w)
	_, w = evaluate(t, `{"headroom":"operations"}`)
	assert.True(t, has(w, "Under the classic rules (vSAN 6/7) the headroom is always slack: 30 % of the raw capacity is kept free. “Headroom” = “Operations reserve only” applies only under the rule sets vSAN 8 ESA (vSphere 8) and VCF 9 with vSAN 9 ESA"), "%v", w)
	_, w = evaluate(t, `{"headroom":"slack"}`)
	assert.False(t, has(w, "always slack"), "%v", w)
	_, w = evaluate(t, `{`+esa9+`,"hosts":3}`)
	assert.False(t, has(w, "Under the classic rules"), "%v", w)
	ru := calctest.Evaluate(t, vsancap.ID, `{"headroom":"operations"}`).Document(msg.RU).Warnings
	assert.True(t, has(ru, "Значение «Только операционный резерв» в поле «Запас свободного места» действует только при наборах правил"), "%v", ru)

	sourcesOf := func(in string) []string { return calctest.Evaluate(t, vsancap.ID, in).Document(msg.EN).Sources }
	assert.True(t, has(sourcesOf(`{}`), "Как мы тестировали VMware vSAN 7"), "OSA all-flash: the test's figures")
	hybrid := `{"policy":"raid1-ftt1","all_flash":false,"hosts":4,"vm_data_gb":1000}`
	assert.False(t, has(sourcesOf(hybrid), "Как мы тестировали VMware vSAN 7"), "hybrid: no NVMe figures")
	full := `{"policy":"raid1-ftt1","all_flash":false,"hosts":3}`
	require.Greater(t, results(t, full).FillPct, 80.0)
	assert.True(t, has(sourcesOf(full), "Planning Capacity in vSAN (VMware Cloud Foundation 9.0)"), "hybrid past 80 %: VMware's page")
	assert.False(t, has(sourcesOf(full), "Как мы тестировали VMware vSAN 7"), "hybrid past 80 %: not the all-flash test")
	assert.False(t, has(sourcesOf(`{`+esa9+`}`), "Как мы тестировали VMware vSAN 7"))
}

// One policy list: the `policy` input's oneof rule (a struct tag), the
// choice labels and the sentence names all follow vsancap.Policies.
func TestPolicyListsAgree(t *testing.T) {
	f, ok := reflect.TypeFor[vsancap.Inputs]().FieldByName("Policy")
	require.True(t, ok)
	assert.Equal(t, "oneof="+strings.Join(vsancap.PolicyIDs(), " "), f.Tag.Get("validate"))
	c, _ := calc.Lookup(vsancap.ID)
	var choices []string
	for _, fl := range c.Meta().Fields {
		if fl.Name == "policy" {
			choices = fl.Values()
		}
	}
	assert.Equal(t, vsancap.PolicyIDs(), choices)
	for _, p := range vsancap.Policies {
		assert.False(t, p.Short.IsZero(), p.Name)
		assert.True(t, strings.HasPrefix(p.Label.EN, p.Short.EN), "%s: %q names it %q", p.Name, p.Label.EN, p.Short.EN)
	}
}

// A vSAN storage cluster (vSAN Max) as the VMware Cloud Foundation 9.0
// design pages allow it: "vSAN Single-Rack Storage Cluster Storage Model"
// (ESA; 4 to 32 hosts; at least 2 devices per host) and "vSAN Stretched
// Storage Cluster Storage Model" (4 hosts per site; 7 recommended for
// RAID-6 re-protection).
func TestStorageCluster(t *testing.T) {
	const esa = `"rules":"vcf9","architecture":"esa","deployment":"storage-cluster","policy":"raid1-ftt1"`
	c, _ := calc.Lookup(vsancap.ID)
	for _, tc := range []struct{ name, in, field, want string }{
		{"OSA", `{"rules":"vcf9","deployment":"storage-cluster"}`, "inputs.deployment",
			"a vSAN storage cluster (vSAN Max) runs on ESA only: choose ESA in “Architecture”"},
		{"classic rules", `{"deployment":"storage-cluster"}`, "inputs.deployment",
			"a vSAN storage cluster (vSAN Max) needs the rule set vSAN 8 ESA (vSphere 8) or VCF 9 with vSAN 9 ESA: the classic rules are vSAN 6/7, which has no storage clusters"},
		{"3 hosts", `{` + esa + `,"hosts":3}`, "inputs.hosts", "a vSAN storage cluster has 4 to 32 hosts; 3 given"},
		{"33 hosts", `{` + esa + `,"hosts":33}`, "inputs.hosts", "a vSAN storage cluster has 4 to 32 hosts; 33 given"},
		// the policy's minimum is said, and the storage cluster's not added
		{"3 hosts, RAID-6", `{` + esa + `,"hosts":3,"policy":"raid6-ftt2"}`, "inputs.hosts", "RAID-6, FTT=2 needs at least 6 hosts; 3 given"},
		{"stretched, 3 per site", `{` + esa + `,"cluster_type":"stretched","hosts":3}`, "inputs.hosts",
			"a stretched vSAN storage cluster needs at least 4 hosts per site; 3 given"},
		{"1 device", `{` + esa + `,"devices_per_host":1}`, "inputs.devices_per_host",
			"a vSAN storage cluster needs at least 2 storage devices per host; 1 given"},
	} {
		t.Run("refused/"+tc.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tc.in))
			got := map[string]string{}
			for _, e := range errs {
				got[e.Field] = e.In(msg.EN, c.Meta())
			}
			assert.Equal(t, tc.want, got[tc.field], "all problems: %v", got)
		})
	}
	stored := "vSAN storage cluster (vSAN Max): its datastore serves client clusters, so the VM data entered is theirs; their hosts need no vSAN storage of their own, and their CPU and memory are sized separately."
	// the 7 hosts per site the stretched storage page recommends for RAID-6
	// are the failure analysis's spare host, said once
	raid6 := "6 hosts leave no spare host for RAID-6, FTT=2: after a host failure its objects cannot be re-protected on the 5 hosts left (RAID-6 4+2 needs 6 hosts). The VM data stays where it is and readable, but until the host returns it tolerates 1 further failure instead of 2. Plan at least 7 hosts."
	for _, tc := range []struct {
		name, in string
		minHosts int
		want     []string
		not      []string
	}{
		// RAID-1 FTT=1 alone needs 3 hosts; a storage cluster needs 4.
		{"4 hosts, the fewest", `{` + esa + `,"hosts":4,"devices_per_host":2}`, 4, []string{stored}, nil},
		{"32 hosts, the most", `{` + esa + `,"hosts":32}`, 4, []string{stored}, nil},
		{"HCI keeps the policy's minimum", `{"rules":"vcf9","architecture":"esa","policy":"raid1-ftt1","hosts":3}`, 3, nil, []string{stored}},
		{"stretched RAID-6, 6 per site", `{"rules":"vcf9","architecture":"esa","deployment":"storage-cluster","cluster_type":"stretched","policy":"raid6-ftt2","hosts":6}`, 6, []string{stored, raid6}, nil},
		{"stretched RAID-6, 7 per site", `{"rules":"vcf9","architecture":"esa","deployment":"storage-cluster","cluster_type":"stretched","policy":"raid6-ftt2","hosts":7}`, 6, []string{stored}, []string{raid6}},
		// VCF-VSAN-RCMD-CFG-003 is said of storage clusters: for one, the
		// warning drops the doubt it keeps for HCI.
		{"4 hosts, RAID-5, rebuild reserve", `{"rules":"vcf9","architecture":"esa","deployment":"storage-cluster"}`, 4,
			[]string{"A vSAN storage cluster of only 4 hosts keeps no host rebuild reserve, as VMware Cloud Foundation 9.0 recommends (VCF-VSAN-STG-CLU-RCMD-CFG-002: \"If a vSAN storage cluster consists of only four (4) ESX hosts, do not enable the Host Rebuild Reserve\"): with auto-policy management it would keep the cluster from adaptive RAID-5. Sizewise keeps the operations reserve only, although “Headroom” asks for “Operations and host rebuild reserves”; vSAN rebuilds into the free capacity after a host failure."}, nil},
		{"fault domains: hosts to check", `{` + esa + `,"cluster_type":"fault-domains","hosts":3}`, 3,
			[]string{"A vSAN storage cluster has 4 to 32 hosts in all: the inputs count fault domains, so check the hosts of all the domains together."}, nil},
	} {
		t.Run("accepted/"+tc.name, func(t *testing.T) {
			ev := calctest.Evaluate(t, vsancap.ID, tc.in)
			r := ev.Results.(vsancap.Results)
			assert.Equal(t, tc.minHosts, r.MinHosts)
			ws := ev.Document(msg.EN).Warnings
			for _, w := range tc.want {
				assert.Contains(t, ws, w)
			}
			for _, w := range tc.not {
				assert.NotContains(t, ws, w)
			}
		})
	}
}

// A 2-node cluster: a standard cluster of 2 hosts with RAID-1 FTT=1, each
// object mirrored across the hosts and its third component on the witness
// appliance, which is not entered (VMware, "Two-Node vSAN Clusters", vSAN
// Planning and Deployment 7.0). The Nubes hosts (1 disk group of 7 × 932
// GB each) under the classic rules: 2 × 7 × 932 = 13,048 GB raw, / 2 for
// the mirror = 6,524, 30 % slack kept = 4,566.8 GB usable.
func TestTwoNode(t *testing.T) {
	twoNode := "2-node cluster: the inputs are the two data hosts, each keeping a full copy of the data; the witness appliance at another site holds only witness components and is not counted."
	failure := "After a host failure one data host and the witness remain: the VM data stays readable but unprotected until the host returns (one more failure makes objects inaccessible). A 2-node cluster has no third data host to rebuild on: this is its design, not a shortfall to plan away."
	ev := calctest.Evaluate(t, vsancap.ID, `{"hosts":2,"policy":"raid1-ftt1","vm_data_gb":4000}`)
	r := ev.Results.(vsancap.Results)
	assert.Equal(t, 13048.0, r.RawGB)
	assert.Equal(t, 4566.8, r.UsableGB)
	assert.Equal(t, 2, r.MinHosts)
	assert.Equal(t, 2, r.HostsRequired)         // ⌈4,000 × 2 / 0.7 / 6,524⌉ = ⌈1.75⌉
	assert.InDelta(t, 61.312, r.FillPct, 0.001) // 8,000 / 13,048
	assert.True(t, r.Fits)
	// after a host failure: nothing to rebuild on, the data stays, FTT 0
	assert.Equal(t, 1, r.AfterFailureHosts)
	assert.False(t, r.Reprotectable)
	assert.True(t, r.AfterFailureFits)
	assert.False(t, r.AfterFailureProtected)
	assert.Equal(t, 0, r.AfterFailureFTT)
	assert.Equal(t, 4566.8, r.AfterFailureUsableGB)
	ws := ev.Document(msg.EN).Warnings
	assert.Contains(t, ws, twoNode)
	assert.Contains(t, ws, failure)
	for _, w := range ws {
		assert.NotContains(t, w, "leave no spare host", "the 3-host advice does not apply to a 2-node cluster")
	}
	assert.Contains(t, strings.Join(ev.Document(msg.EN).Sources, "\n"), "Two-Node vSAN Clusters")

	// The default 9,786 GB does not fit: 9,786 × 2 / 0.7 = 27,960 GB raw;
	// 5 hosts of this build would, as a standard cluster.
	r = calctest.Results[vsancap.Results](t, vsancap.ID, `{"hosts":2,"policy":"raid1-ftt1"}`)
	assert.False(t, r.Fits)
	assert.Equal(t, 27960.0, r.RawRequiredGB)
	assert.Equal(t, 5, r.HostsRequired)

	// ESA under VCF 9: the reserves are not supported on 2 hosts, slack kept.
	ev = calctest.Evaluate(t, vsancap.ID, `{"rules":"vcf9","architecture":"esa","hosts":2,"policy":"raid1-ftt1","vm_data_gb":1000}`)
	assert.Equal(t, vsancap.HeadroomSlack, ev.Results.(vsancap.Results).Headroom)
	assert.Contains(t, ev.Document(msg.EN).Warnings, twoNode)

	// 3 hosts are a standard cluster again, with its own advice.
	ev = calctest.Evaluate(t, vsancap.ID, `{"hosts":3,"policy":"raid1-ftt1","vm_data_gb":1000}`)
	assert.Equal(t, 3, ev.Results.(vsancap.Results).MinHosts)
	assert.NotContains(t, ev.Document(msg.EN).Warnings, twoNode)
	// and any other policy on 2 hosts is refused as before
	c, _ := calc.Lookup(vsancap.ID)
	_, errs := c.Evaluate(json.RawMessage(`{"hosts":2,"policy":"raid1-ftt2"}`))
	if assert.Len(t, errs, 1) {
		assert.Equal(t, "inputs.hosts", errs[0].Field)
	}
}
