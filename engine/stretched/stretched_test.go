package stretched_test

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/stretched"
	"github.com/sizewise/sizewise/engine/units"
)

func eval(t *testing.T, inputs string) stretched.Results {
	t.Helper()
	c, ok := calc.Lookup(stretched.ID)
	require.True(t, ok)
	ev, errs := c.Evaluate(json.RawMessage(inputs))
	require.Empty(t, errs, "inputs %s", inputs)
	return ev.Results.(stretched.Results)
}

func TestWorkedExamples(t *testing.T) {
	tests := []struct {
		name      string
		inputs    string
		wantWb    float64
		wantB     float64
		wantW     float64
		wantWRTT  float64
		wantWrite float64
	}{
		// VMware, "vSAN Stretched Cluster Bandwidth Sizing Guidance" (2015), as
		// VM Guru's summary quotes it: "Wb = 10 000 * 4KB = 40 MB/s = 320 Mbps",
		// "B = Wb * md * mr = 320 Mbps * 1,4 * 1,25 = 560 Mbps".
		{"guide 10k writes x 4 KB", `{"write_iops":10000,"write_size_kb":4}`, 320, 560, 0, 500, 10000},
		// 100,000 IOPS at 70 % writes (the guide's VDI mix: "70/30 write to
		// read") × 4 KB: 70,000 × 4 KB × 8 = 2,240 Mbps; × 1.75 = 3,920 Mbps.
		{"VDI mix 100k at 70 %", `{"total_iops":100000,"write_pct":70,"write_size_kb":4}`, 2240, 3920, 0, 500, 70000},
		// The guide (Dell VxRail copy): 600 components → 1.09 Mbps → 1.199 Mbps
		// witness: 1138 × 8 × 600 / 5 = 1,092,480 bit/s; × 1.1 = 1.201728 Mbps.
		{"600 components", `{"write_iops":10000,"components":600}`, 320, 560, 1.201728, 500, 10000},
		// vSAN Network Design Guide (vSphere 7.0): "2 Mbps per 1000 vSAN
		// components": 1138 × 8 × 1000 / 5 × 1.1 = 2.00288 Mbps.
		{"1000 components, 10 hosts per site", `{"write_iops":10000,"components":1000,"hosts_per_site":10}`, 320, 560, 2.00288, 200, 10000},
		// vSAN Network Design Guide (vSphere 7.0): 11–15 hosts per site →
		// witness RTT < 100 ms.
		{"12 hosts per site", `{"write_iops":0,"hosts_per_site":12}`, 0, 0, 0, 100, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := eval(t, tt.inputs)
			assert.InDelta(t, tt.wantWb, r.WriteBandwidthMbps, 1e-9, "write_bandwidth_mbps")
			assert.InDelta(t, tt.wantB, r.IntersiteMbps, 1e-9, "intersite_mbps")
			assert.InDelta(t, tt.wantW, r.WitnessMbps, 1e-9, "witness_mbps")
			assert.Equal(t, tt.wantWRTT, r.WitnessRTTMaxMs, "witness_rtt_max_ms")
			assert.Equal(t, 5.0, r.IntersiteRTTMaxMs, "intersite_rtt_max_ms") // guide: inter-site RTT < 5 ms
			assert.InDelta(t, tt.wantWrite, r.WriteIOPS, 1e-9, "write_iops")
		})
	}
}

func TestExactlyFiveHundredSixty(t *testing.T) {
	// The contract's first example must read exactly 560, not 560.0000000000001.
	r := eval(t, `{"write_iops":10000,"write_size_kb":4}`)
	if r.IntersiteMbps != 560 {
		t.Fatalf("intersite_mbps = %v, want exactly 560", r.IntersiteMbps)
	}
}

func TestLinkWarning(t *testing.T) {
	c, _ := calc.Lookup(stretched.ID)
	ev, errs := c.Evaluate(json.RawMessage(`{"write_iops":10000,"link_mbps":500,"components":600}`))
	require.Empty(t, errs)
	assert.Contains(t, ev.Document(msg.EN).Warnings[0], "500 Mbps is below the 560 Mbps required")
}

func TestProperties(t *testing.T) {
	// Linear in write IOPS: B(k·w) = k·B(w); monotone; never NaN/Inf.
	for _, size := range []float64{0.5, 4, 8, 64, 256} {
		prev := -1.0
		for w := 0.0; w <= 1e6; w += 12345 {
			b := stretched.Intersite(stretched.WriteBandwidth(units.IOPS(w), units.Bytes(size)*units.KB), 1.4, 1.25).Mbps()
			b2 := stretched.Intersite(stretched.WriteBandwidth(units.IOPS(2*w), units.Bytes(size)*units.KB), 1.4, 1.25).Mbps()
			if !units.Finite(b, b2) {
				t.Fatalf("non-finite at w=%v size=%v", w, size)
			}
			if math.Abs(b2-2*b) > 1e-9*math.Max(1, b) {
				t.Fatalf("not linear: B(2w)=%v, 2B(w)=%v", b2, 2*b)
			}
			if b < prev {
				t.Fatalf("not monotone at w=%v", w)
			}
			prev = b
		}
	}
	for c := 0; c < 100000; c += 997 {
		if stretched.Witness(c+1) <= stretched.Witness(c) {
			t.Fatalf("witness not increasing at %d", c)
		}
	}
}

func TestCheckMessages(t *testing.T) {
	c, _ := calc.Lookup(stretched.ID)
	tests := []struct {
		name, inputs, field, msg string
	}{
		{"negative", `{"write_iops":-1}`, "inputs.write_iops", "must be 0 or more"},
		{"both modes", `{"write_iops":1,"total_iops":2}`, "inputs.total_iops", "give write_iops, or total_iops with write_pct, not both"},
		{"pct over 100", `{"total_iops":1,"write_pct":101}`, "inputs.write_pct", "must be 100 or less"},
		// The smallest write is a 512-byte sector: smaller sizes are not I/O.
		{"zero size", `{"write_size_kb":0}`, "inputs.write_size_kb", "must be 0.5 or more"},
		{"subnormal size", `{"write_size_kb":5e-324}`, "inputs.write_size_kb", "must be 0.5 or more"},
		{"beyond 2^53", `{"components":9007199254740993}`, "inputs.components", "must be a whole number between −9,007,199,254,740,992 and 9,007,199,254,740,992 (larger ones cannot be kept exactly)"},
		{"string", `{"write_iops":"many"}`, "inputs.write_iops", "must be a number"},
		{"fraction hosts", `{"hosts_per_site":1.5}`, "inputs.hosts_per_site", "must be a whole number"},
		{"typo", `{"write_iop":5}`, "inputs.write_iop", `unknown field "write_iop"; did you mean "write_iops"?`},
		// Loads, shares and data too small to measure (they carried
		// 300-digit numbers into the formulas): 0, or 0.01 and more.
		{"tiny writes", `{"write_iops":1e-300}`, "inputs.write_iops", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny total", `{"total_iops":0.001,"write_pct":70}`, "inputs.total_iops", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny share", `{"total_iops":100,"write_pct":1e-300}`, "inputs.write_pct", "must be 0, 100, or between 0.01 and 99.99"},
		{"nearly all", `{"total_iops":100,"write_pct":99.999}`, "inputs.write_pct", "must be 0, 100, or between 0.01 and 99.99"},
		{"tiny change", `{"changed_data_gb":5e-324}`, "inputs.changed_data_gb", "must be 0, or 0.01 or more (smaller values are not measurable)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			assert.Equal(t, tt.msg, errs.For(tt.field), "errors: %v", errs)
		})
	}
}

// numericInputs are every numeric input of the calculator.
var numericInputs = []string{"write_iops", "total_iops", "write_pct", "write_size_kb", "data_multiplier",
	"resync_multiplier", "components", "hosts_per_site", "link_mbps", "witness_link_mbps",
	"esa_compression_ratio", "changed_data_gb"}

// extremes are the floats that break naive arithmetic: the smallest
// subnormal, a tiny normal, a huge one.
var extremes = []string{"5e-324", "1e-300", "1e300", "-1e300"}

// TestExtremeInputs gives every numeric input every extreme, in every rule
// set: each is refused at its field with a message or answered with finite
// numbers (never a guard error or a panic).
func TestExtremeInputs(t *testing.T) {
	c, _ := calc.Lookup(stretched.ID)
	for _, set := range []string{"classic", "vsan8-esa", "vcf9"} {
		for _, name := range numericInputs {
			for _, x := range extremes {
				base := `"write_iops":10000,`
				if name == "write_iops" || name == "total_iops" || name == "write_pct" {
					base = ""
					if name == "write_pct" {
						base = `"total_iops":1000,`
					}
				}
				in := `{` + base + `"rules":"` + set + `","changed_data_gb":100,"link_mbps":1000,"components":600,"` + name + `":` + x + `}`
				_, errs := c.Evaluate(json.RawMessage(in))
				for _, e := range errs {
					if !strings.HasPrefix(e.Field, "inputs.") {
						t.Errorf("%s: problem outside the inputs (a guard?) %s: %s", in, e.Field, e.Message())
					}
				}
				calctest.CheckAnswer(t, stretched.ID, in)
			}
		}
	}
}

func FuzzEvaluate(f *testing.F) {
	f.Add(`{"write_iops":10000,"write_size_kb":4}`)
	f.Add(`{"total_iops":100000,"write_pct":70}`)
	f.Add(`{"components":600,"hosts_per_site":12,"link_mbps":1e9}`)
	f.Add(`{"write_iops":1e9,"write_size_kb":4096,"data_multiplier":10,"resync_multiplier":10}`)
	f.Add(`[]`)
	f.Add(`{"write_iops":1e-300,"write_size_kb":0.5}`)
	f.Add(`{"total_iops":5e-324,"write_pct":1e-300}`)
	f.Add(`{"write_iops":1e300}`)
	f.Add(`{"write_iops":1e9,"write_size_kb":4096,"rules":"vcf9","esa_compression_ratio":1,"changed_data_gb":1e7,"link_mbps":0.001}`)
	f.Add(`{"write_iops":5e-324,"rules":"vsan8-esa","esa_compression_ratio":8,"changed_data_gb":5e-324,"link_mbps":5e-324}`)
	f.Add(`{"write_iops":1,"components":100000000,"hosts_per_site":1000,"witness_link_mbps":1e-300}`)
	for _, name := range numericInputs {
		for _, x := range extremes {
			f.Add(`{"write_iops":10000,"rules":"vcf9","changed_data_gb":1,"` + name + `":` + x + `}`)
		}
	}
	c, _ := calc.Lookup(stretched.ID)
	f.Fuzz(func(t *testing.T, s string) {
		ev := calctest.CheckAnswer(t, stretched.ID, s)
		if ev == nil {
			_, errs := c.Evaluate(json.RawMessage(s))
			for _, e := range errs {
				if e.Field == "" || e.Message() == "" {
					t.Fatalf("error without field or message: %+v", e)
				}
			}
			return
		}
		r := ev.Results.(stretched.Results)
		if !units.Finite(r.WriteIOPS, r.WriteBandwidthMbps, r.IntersiteMbps, r.WitnessMbps, r.WitnessRTTMaxMs, r.RecommendedMinIntersiteMbps) {
			t.Fatalf("non-finite result %+v for %s", r, s)
		}
		in := ev.Inputs.(stretched.Inputs)
		if c := in.CompressionRatio; (in.Rules == "classic" || c == 1) && r.IntersiteMbps < r.WriteBandwidthMbps {
			t.Fatalf("B below Wb with multipliers ≥ 1 and no compression: %+v", r)
		}
		if r.RecommendedMinIntersiteMbps < r.IntersiteMbps {
			t.Fatalf("recommended %v below the need %v", r.RecommendedMinIntersiteMbps, r.IntersiteMbps)
		}
		if r.ResyncHours != nil && (*r.ResyncHours < 0 || *r.ResyncHours > stretched.MaxResyncHours) {
			t.Fatalf("resync hours %v", *r.ResyncHours)
		}
	})
}

func Example() {
	c, _ := calc.Lookup(stretched.ID)
	ev, _ := c.Evaluate(json.RawMessage(`{"write_iops": 10000, "write_size_kb": 4}`))
	for _, s := range ev.Document(msg.EN).Steps[:2] {
		fmt.Printf("%s: %s = %v %s\n", s.Label, s.Formula, s.Value, s.Unit)
	}
	// Output:
	// Write bandwidth Wb (reads stay local): 10,000 IOPS × 4 KB = 40 MB/s × 8 = 320 Mbps
	// Inter-site bandwidth B = Wb × md × mr: 320 Mbps × 1.4 × 1.25 = 560 Mbps
}
