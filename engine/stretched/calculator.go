package stretched

import (
	"fmt"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/units"
)

// ID is the calculator's id in documents and URLs.
const ID = "stretched-bandwidth"

// Inputs are the calculator's inputs (CONTRACT.md §3). Give WriteIOPS, or
// TotalIOPS with WritePct.
type Inputs struct {
	WriteIOPS        *float64 `json:"write_iops,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
	TotalIOPS        *float64 `json:"total_iops,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
	WritePct         *float64 `json:"write_pct,omitempty" validate:"omitempty,finite,gte=0,lte=100"`
	WriteSizeKB      float64  `json:"write_size_kb" validate:"finite,gt=0,lte=4096"`
	DataMultiplier   float64  `json:"data_multiplier" validate:"finite,gte=1,lte=10"`
	ResyncMultiplier float64  `json:"resync_multiplier" validate:"finite,gte=1,lte=10"`
	Components       int      `json:"components" validate:"gte=0,lte=100000000"`
	HostsPerSite     int      `json:"hosts_per_site" validate:"gte=1,lte=1000"`
	// LinkMbps is the inter-site link the customer has, if given.
	LinkMbps *float64 `json:"link_mbps,omitempty" validate:"omitempty,finite,gt=0,lte=1000000000"`
	// WitnessLinkMbps is the witness link the customer has, if given.
	WitnessLinkMbps *float64 `json:"witness_link_mbps,omitempty" validate:"omitempty,finite,gt=0,lte=1000000000"`
}

// Results are the calculator's results (CONTRACT.md §3), in the units their
// names say.
type Results struct {
	WriteIOPS          float64 `json:"write_iops"`
	WriteBandwidthMbps float64 `json:"write_bandwidth_mbps"`
	IntersiteMbps      float64 `json:"intersite_mbps"`
	WitnessMbps        float64 `json:"witness_mbps"`
	IntersiteRTTMaxMs  float64 `json:"intersite_rtt_max_ms"`
	WitnessRTTMaxMs    float64 `json:"witness_rtt_max_ms"`
}

// Defaults returns the guide's worked example: 10,000 write IOPS of 4 KB with
// the recommended multipliers, 1 host per site.
func Defaults() Inputs {
	return Inputs{
		WriteIOPS:        ptr(10000.0), // shared/reference/000: "10 000 IOPS на запись"
		WriteSizeKB:      4,            // shared/reference/000: "типичный размер операции записи в 4 КБ"
		DataMultiplier:   DataMultiplier,
		ResyncMultiplier: ResyncMultiplier,
		Components:       0,
		HostsPerSite:     1,
	}
}

func ptr[T any](v T) *T { return &v }

// Sources are the documents the formulas come from.
var Sources = []string{
	"VMware, \"vSAN Stretched Cluster Bandwidth Sizing Guidance\": B = Wb × md × mr, md = 1.4, mr = 1.25; witness 1138 B × 8 × components / 5 s + 10 %",
	"VMware, \"vSAN Stretched Cluster Guide\": inter-site RTT < 5 ms; witness RTT < 500 ms (1 host per site), < 200 ms (up to 10), < 100 ms (11–15)",
	"shared/reference/000 (vmgu.ru summary of the sizing guidance): worked example 10,000 write IOPS × 4 KB → 320 Mbps → 560 Mbps; VDI mix about 30 % reads / 70 % writes",
}

// Check enforces the choice between write_iops and total_iops + write_pct.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	if in.WriteIOPS != nil && in.TotalIOPS != nil {
		errs.Add("total_iops", "give write_iops, or total_iops with write_pct, not both")
	}
	if in.WriteIOPS == nil && in.TotalIOPS == nil {
		errs.Add("write_iops", "is required: give write_iops, or total_iops with write_pct")
	}
	if in.WritePct != nil && in.TotalIOPS == nil {
		errs.Add("write_pct", "goes with total_iops; give total_iops too, or use write_iops alone")
	}
	return errs
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	var steps []scenario.Step
	var warnings []string
	var writes units.IOPS
	switch {
	case in.WriteIOPS != nil:
		writes = units.IOPS(*in.WriteIOPS)
	case in.TotalIOPS != nil:
		pct := float64(VDIWritePct)
		if in.WritePct != nil {
			pct = *in.WritePct
		} else {
			warnings = append(warnings, fmt.Sprintf("write_pct not given: assumed %d %% writes, the typical VDI mix (30 %% reads / 70 %% writes).", VDIWritePct))
		}
		writes = WriteIOPS(units.IOPS(*in.TotalIOPS), pct)
		steps = append(steps, scenario.Step{
			Label:   "Write IOPS",
			Formula: fmt.Sprintf("%s IOPS × %s %% writes", scenario.Num(*in.TotalIOPS), scenario.Num(pct)),
			Value:   scenario.Clean(float64(writes)), Unit: "IOPS",
		})
	}
	size := units.Bytes(in.WriteSizeKB) * units.KB
	wb := WriteBandwidth(writes, size)
	b := Intersite(wb, in.DataMultiplier, in.ResyncMultiplier)
	w := Witness(in.Components)
	res := Results{
		WriteIOPS:          scenario.Clean(float64(writes)),
		WriteBandwidthMbps: scenario.Clean(wb.Mbps()),
		IntersiteMbps:      scenario.Clean(b.Mbps()),
		WitnessMbps:        scenario.Clean(w.Mbps()),
		IntersiteRTTMaxMs:  IntersiteRTTMaxMs,
		WitnessRTTMaxMs:    WitnessRTTMaxMs(in.HostsPerSite),
	}
	mbPerSec := units.Throughput(writes, size).MBps()
	steps = append(steps,
		scenario.Step{
			Label:   "Write bandwidth Wb (reads stay local)",
			Formula: fmt.Sprintf("%s IOPS × %s KB = %s MB/s × 8", scenario.Num(float64(writes)), scenario.Num(in.WriteSizeKB), scenario.Num(mbPerSec)),
			Value:   res.WriteBandwidthMbps, Unit: "Mbps",
		},
		scenario.Step{
			Label:   "Inter-site bandwidth B = Wb × md × mr",
			Formula: fmt.Sprintf("%s Mbps × %s × %s", scenario.Num(res.WriteBandwidthMbps), scenario.Num(in.DataMultiplier), scenario.Num(in.ResyncMultiplier)),
			Value:   res.IntersiteMbps, Unit: "Mbps",
		},
		scenario.Step{
			Label:   "Witness bandwidth",
			Formula: fmt.Sprintf("1138 B × 8 × %s components / 5 s × 1.1", scenario.Num(float64(in.Components))),
			Value:   res.WitnessMbps, Unit: "Mbps",
		},
		scenario.Step{
			Label:   "Inter-site round-trip time limit",
			Formula: "RTT limit for any cluster size (vSAN Stretched Cluster Guide)",
			Value:   res.IntersiteRTTMaxMs, Unit: "ms",
		},
		scenario.Step{
			Label:   "Witness round-trip time limit",
			Formula: "RTT limit for " + rttRule(in.HostsPerSite) + " (vSAN Stretched Cluster Guide)",
			Value:   res.WitnessRTTMaxMs, Unit: "ms",
		},
	)
	warnings = append(warnings, warn(in, res)...)
	return calc.Outcome{
		Results:  res,
		Steps:    steps,
		Warnings: warnings,
		Sources:  Sources,
		Chart:    Chart(in, res),
	}
}

func rttRule(hosts int) string {
	switch {
	case hosts <= 1:
		return "1 host per site"
	case hosts <= 10:
		return fmt.Sprintf("%d hosts per site (2–10)", hosts)
	}
	return fmt.Sprintf("%d hosts per site (11–15)", hosts)
}

func warn(in Inputs, r Results) []string {
	var w []string
	if in.LinkMbps != nil && r.IntersiteMbps > *in.LinkMbps {
		w = append(w, fmt.Sprintf("The inter-site link of %s Mbps is below the %s Mbps required: writes will queue and latency will rise at both sites.",
			scenario.Num(*in.LinkMbps), scenario.Num(r.IntersiteMbps)))
	}
	if in.WitnessLinkMbps != nil && r.WitnessMbps > *in.WitnessLinkMbps {
		w = append(w, fmt.Sprintf("The witness link of %s Mbps is below the %s Mbps required for %s components.",
			scenario.Num(*in.WitnessLinkMbps), scenario.Num(r.WitnessMbps), scenario.Num(float64(in.Components))))
	}
	if r.IntersiteMbps > 10000 {
		w = append(w, fmt.Sprintf("%s Mbps is more than one 10 Gbps link carries: plan 25/40/100 GbE or several links between the sites.", scenario.Num(r.IntersiteMbps)))
	}
	if in.Components == 0 {
		w = append(w, "components is 0, so the witness link is not sized: enter the number of vSAN components (about 2 Mbps per 1,000).")
	}
	if in.HostsPerSite > MaxHostsPerSite {
		w = append(w, fmt.Sprintf("The witness RTT guidance covers up to %d hosts per site; %d is beyond it (100 ms used).", MaxHostsPerSite, in.HostsPerSite))
	}
	if in.DataMultiplier < DataMultiplier || in.ResyncMultiplier < ResyncMultiplier {
		w = append(w, "A multiplier is below VMware's recommendation (md 1.4, mr 1.25): the link may not absorb metadata and resync traffic.")
	}
	return w
}

// Chart plots inter-site bandwidth against write IOPS from 0 to twice the
// current load (at least 10,000), with the current point and the customer's
// link marked.
func Chart(in Inputs, r Results) *chart.Chart {
	maxX := max(2*r.WriteIOPS, 10000)
	const n = 20
	pts := make([]chart.Point, 0, n+1)
	size := units.Bytes(in.WriteSizeKB) * units.KB
	for i := 0; i <= n; i++ {
		x := maxX * float64(i) / n
		y := Intersite(WriteBandwidth(units.IOPS(x), size), in.DataMultiplier, in.ResyncMultiplier).Mbps()
		pts = append(pts, chart.Point{X: x, Y: y})
	}
	c := &chart.Chart{
		Kind:   chart.Line,
		Title:  "Inter-site bandwidth against write IOPS",
		X:      chart.Axis{Label: "Write IOPS", Unit: "IOPS"},
		Y:      chart.Axis{Label: "Inter-site bandwidth", Unit: "Mbps"},
		Series: []chart.Series{{Name: fmt.Sprintf("B at %s KB writes", scenario.Num(in.WriteSizeKB)), Points: pts}},
		Marker: &chart.Marker{Point: chart.Point{X: r.WriteIOPS, Y: r.IntersiteMbps},
			Label: fmt.Sprintf("%s IOPS → %s Mbps", scenario.Num(r.WriteIOPS), scenario.Num(r.IntersiteMbps))},
	}
	if in.LinkMbps != nil {
		c.Rules = append(c.Rules, chart.Rule{Value: *in.LinkMbps, Label: fmt.Sprintf("your link: %s Mbps", scenario.Num(*in.LinkMbps))})
	}
	return c
}

func init() {
	calc.Register(calc.Spec[Inputs]{
		ID:       ID,
		Rank:     10,
		Title:    "Stretched-cluster bandwidth",
		Question: "How fast must the links between the two sites, and to the witness, be?",
		Fields: []calc.Field{
			{Name: "write_iops", Label: "Write IOPS", Unit: "IOPS", Kind: calc.Number, Step: 1, Optional: true,
				Hint: "Writes per second across the cluster; reads stay at the local site."},
			{Name: "total_iops", Label: "Total IOPS", Unit: "IOPS", Kind: calc.Number, Step: 1, Optional: true,
				Hint: "All I/O per second, reads and writes."},
			{Name: "write_pct", Label: "Writes", Unit: "%", Kind: calc.Number, Step: 1, Optional: true,
				Hint: "Share of writes in the total; VDI is about 70 %."},
			{Name: "write_size_kb", Label: "Write size", Unit: "KB", Kind: calc.Number, Step: 0.5,
				Hint: "Average write size; 4 KB is typical (1 KB = 1000 bytes)."},
			{Name: "components", Label: "vSAN components", Unit: "", Kind: calc.Integer, Step: 1,
				Hint: "Objects' components on the cluster; sizes the witness link."},
			{Name: "hosts_per_site", Label: "Hosts per site", Unit: "", Kind: calc.Integer, Step: 1,
				Hint: "Sets the witness round-trip limit."},
			{Name: "link_mbps", Label: "Inter-site link you have", Unit: "Mbps", Kind: calc.Number, Step: 1, Optional: true,
				Hint: "Optional: the link the customer has; drawn on the chart and checked."},
			{Name: "witness_link_mbps", Label: "Witness link you have", Unit: "Mbps", Kind: calc.Number, Step: 0.1, Advanced: true, Optional: true,
				Hint: "Optional: the witness link the customer has; checked against the requirement."},
			{Name: "data_multiplier", Label: "Metadata multiplier md", Unit: "×", Kind: calc.Number, Step: 0.05, Advanced: true,
				Hint: "VMware recommends 1.4."},
			{Name: "resync_multiplier", Label: "Resync multiplier mr", Unit: "×", Kind: calc.Number, Step: 0.05, Advanced: true,
				Hint: "VMware recommends 1.25 (25 % for resynchronisation)."},
		},
		Alts: []calc.Alternative{{
			Name: "load", Label: "Size the load from",
			Options: []calc.Option{
				{Label: "Write IOPS", Fields: []string{"write_iops"}},
				{Label: "Total IOPS and write %", Fields: []string{"total_iops", "write_pct"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "intersite_mbps", Label: "Inter-site bandwidth", Unit: "Mbps", Primary: true},
			{Name: "witness_mbps", Label: "Witness bandwidth", Unit: "Mbps", Primary: true},
			{Name: "write_bandwidth_mbps", Label: "Write bandwidth Wb", Unit: "Mbps"},
			{Name: "write_iops", Label: "Write IOPS", Unit: "IOPS"},
			{Name: "intersite_rtt_max_ms", Label: "Inter-site RTT, at most", Unit: "ms"},
			{Name: "witness_rtt_max_ms", Label: "Witness RTT, at most", Unit: "ms"},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
