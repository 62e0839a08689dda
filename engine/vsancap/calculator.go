package vsancap

import (
	"fmt"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// ID is the calculator's id in documents and URLs.
const ID = "vsan-capacity"

// Inputs are the calculator's inputs (CONTRACT.md §3).
type Inputs struct {
	Hosts                 int     `json:"hosts" validate:"gte=1,lte=64"`
	DiskGroupsPerHost     int     `json:"disk_groups_per_host" validate:"gte=1,lte=5"`
	CapacityDisksPerGroup int     `json:"capacity_disks_per_group" validate:"gte=1,lte=7"`
	CapacityDiskGB        float64 `json:"capacity_disk_gb" validate:"finite,gte=1,lte=100000"`
	Policy                string  `json:"policy" validate:"oneof=raid1-ftt1 raid5-ftt1 raid1-ftt2 raid6-ftt2 raid1-ftt3"`
	AllFlash              bool    `json:"all_flash"`
	DedupeRatio           float64 `json:"dedupe_ratio" validate:"finite,gte=1,lte=10"`
	SlackPct              float64 `json:"slack_pct" validate:"finite,gte=0,lte=90"`
	VMDataGB              float64 `json:"vm_data_gb" validate:"finite,gte=0,lte=1000000000"`
}

// Results are the calculator's results (CONTRACT.md §3), capacities in GB.
type Results struct {
	RawGB            float64 `json:"raw_gb"`
	PolicyMultiplier float64 `json:"policy_multiplier"`
	AfterPolicyGB    float64 `json:"after_policy_gb"`
	AfterSlackGB     float64 `json:"after_slack_gb"`
	UsableGB         float64 `json:"usable_gb"`
	ConsumedRawGB    float64 `json:"consumed_raw_gb"`
	RawRequiredGB    float64 `json:"raw_required_gb"`
	MinHosts         int     `json:"min_hosts"`
	HostsRequired    int     `json:"hosts_required"`
	Fits             bool    `json:"fits"`
	FillPct          float64 `json:"fill_pct"`
	// DedupeRatioApplied is dedupe_ratio on all-flash, 1 on hybrid.
	DedupeRatioApplied float64 `json:"dedupe_ratio_applied"`
}

// Defaults returns the vSAN 7 test bed of shared/reference/002: 4 hosts with
// one disk group of 7 capacity disks of 932 GB, RAID-5 FTT=1 on all-flash,
// 30 % slack, and the VM data that fills the datastore to 50 % as in its
// "заполнение 50%" test (9,786 GB × 4/3 = 13,048 GB = 50 % of 26,096 GB).
func Defaults() Inputs {
	return Inputs{
		Hosts:                 4,   // 002: "4 сервера"
		DiskGroupsPerHost:     1,   // 002: "1 dg/srv"
		CapacityDisksPerGroup: 7,   // 002: "capacity 7 шт."
		CapacityDiskGB:        932, // 002: "INTEL SSDPE2KX010T8 932 GB"
		Policy:                "raid5-ftt1",
		AllFlash:              true,
		DedupeRatio:           1,
		SlackPct:              DefaultSlackPct,
		VMDataGB:              9786,
	}
}

// Sources are the documents the formulas and warnings come from.
var Sources = []string{
	"VMware vSAN design and sizing guidance: RAID-1 FTT=1/2/3 ×2/×3/×4 on 3/5/7 hosts, RAID-5 FTT=1 ×4/3 on 4 hosts, RAID-6 FTT=2 ×1.5 on 6 hosts, erasure coding on all-flash only; keep 25–30 % slack",
	"shared/reference/002 (Nubes, \"Как мы тестировали VMware vSAN 7\", vSAN 7.0 U1, HCIBench 2.4.0): 1 → 2 disk groups 410,545 → 756,366 IO/s and 2,654 → 4,168 MB/s (+57–84 %); dedupe+compression halve small-block writes; 50 % full 432,362 IO/s, past 80 % 265,151 IO/s",
}

// Check refuses a policy the cluster cannot run: too few hosts for its fault
// domains, or erasure coding on a hybrid cluster.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	p := mustPolicy(in.Policy)
	if in.Hosts < p.MinHosts {
		errs.Add("hosts", "%s needs at least %d hosts; %d given", p.Name, p.MinHosts, in.Hosts)
	}
	if p.AllFlashOnly && !in.AllFlash {
		errs.Add("all_flash", "%s (erasure coding) needs an all-flash cluster; use raid1-ftt%d on hybrid", p.Name, p.FTT)
	}
	return errs
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	p := mustPolicy(in.Policy)
	d := in.DedupeRatio
	if !in.AllFlash {
		d = 1
	}
	raw := RawGB(in.Hosts, in.DiskGroupsPerHost, in.CapacityDisksPerGroup, in.CapacityDiskGB)
	perHost := RawGB(1, in.DiskGroupsPerHost, in.CapacityDisksPerGroup, in.CapacityDiskGB)
	afterPolicy := raw / p.Multiplier
	afterSlack := afterPolicy * (1 - in.SlackPct/100)
	consumed := ConsumedRawGB(in.VMDataGB, p.Multiplier, d)
	required := RawRequiredGB(in.VMDataGB, p.Multiplier, in.SlackPct, d)
	r := Results{
		RawGB:              scenario.Clean(raw),
		PolicyMultiplier:   p.Multiplier,
		AfterPolicyGB:      scenario.Clean(afterPolicy),
		AfterSlackGB:       scenario.Clean(afterSlack),
		UsableGB:           scenario.Clean(UsableGB(raw, p.Multiplier, in.SlackPct, d)),
		ConsumedRawGB:      scenario.Clean(consumed),
		RawRequiredGB:      scenario.Clean(required),
		MinHosts:           p.MinHosts,
		HostsRequired:      HostsRequired(required, perHost, p.MinHosts),
		FillPct:            scenario.Clean(consumed / raw * 100),
		DedupeRatioApplied: d,
	}
	r.Fits = scenario.Clean(required) <= r.RawGB
	steps := []scenario.Step{
		{Label: "Raw capacity", Formula: fmt.Sprintf("%d hosts × %d disk group(s) × %d capacity disks × %s GB",
			in.Hosts, in.DiskGroupsPerHost, in.CapacityDisksPerGroup, scenario.Num(in.CapacityDiskGB)), Value: r.RawGB, Unit: "GB"},
		{Label: "Policy multiplier", Formula: fmt.Sprintf("%s: every GB of VM data takes %s GB of raw capacity (at least %d hosts)",
			p.Label, multiplierText(p), p.MinHosts), Value: r.PolicyMultiplier, Unit: "×"},
		{Label: "After the policy", Formula: fmt.Sprintf("%s GB / %s", scenario.Num(r.RawGB), multiplierText(p)), Value: r.AfterPolicyGB, Unit: "GB"},
		{Label: "After slack", Formula: fmt.Sprintf("%s GB × (1 − %s %%)", scenario.Num(r.AfterPolicyGB), scenario.Num(in.SlackPct)), Value: r.AfterSlackGB, Unit: "GB"},
		{Label: "Usable for VM data", Formula: fmt.Sprintf("%s GB × dedupe ratio %s", scenario.Num(r.AfterSlackGB), scenario.Num(d)), Value: r.UsableGB, Unit: "GB"},
		{Label: "Raw capacity the VM data occupies", Formula: fmt.Sprintf("%s GB × %s / %s", scenario.Num(in.VMDataGB), multiplierText(p), scenario.Num(d)), Value: r.ConsumedRawGB, Unit: "GB"},
		{Label: "Raw capacity required (slack kept free)", Formula: fmt.Sprintf("%s GB / (1 − %s %%)", scenario.Num(r.ConsumedRawGB), scenario.Num(in.SlackPct)), Value: r.RawRequiredGB, Unit: "GB"},
		{Label: "Datastore fill", Formula: fmt.Sprintf("%s GB / %s GB × 100", scenario.Num(r.ConsumedRawGB), scenario.Num(r.RawGB)), Value: r.FillPct, Unit: "%"},
		{Label: "Hosts required for the VM data", Formula: fmt.Sprintf("max(%d, ⌈%s GB / %s GB per host⌉)", p.MinHosts, scenario.Num(r.RawRequiredGB), scenario.Num(perHost)), Value: float64(r.HostsRequired), Unit: "hosts"},
	}
	return calc.Outcome{
		Results:  r,
		Steps:    calc.LegacySteps(steps),
		Warnings: calc.LegacyTexts(warn(in, p, r)),
		Sources:  calc.LegacyTexts(Sources),
		Chart:    calc.LegacyChart(Chart(in, r)),
	}
}

func multiplierText(p Policy) string {
	if p.Name == "raid5-ftt1" {
		return "4/3"
	}
	return scenario.Num(p.Multiplier)
}

func warn(in Inputs, p Policy, r Results) []string {
	var w []string
	if !r.Fits {
		w = append(w, fmt.Sprintf("The VM data does not fit: it needs %s GB of raw capacity with %s %% slack, the cluster has %s GB; %d hosts of this build would do.",
			scenario.Num(r.RawRequiredGB), scenario.Num(in.SlackPct), scenario.Num(r.RawGB), r.HostsRequired))
	}
	if r.FillPct > FillWarnPct {
		w = append(w, fmt.Sprintf("The datastore would be %s %% full. In the vSAN 7 tests performance fell sharply past 80 %%: %s IO/s (%s MB/s) at 50 %% full, %s IO/s (%s MB/s) past 80 %% (−%s %%). Keep it below 80 %%.",
			scenario.Num(r.FillPct), scenario.Num(HalfFullIOPS), scenario.Num(HalfFullMBps), scenario.Num(OverEightyIOPS), scenario.Num(OverEightyMBps),
			scenario.Num(-GainPct(HalfFullIOPS, OverEightyIOPS))))
	}
	if in.SlackPct < MinRecommendedSlackPct {
		w = append(w, fmt.Sprintf("Slack of %s %% is below VMware's 25–30 %%: rebuilds after a host failure, rebalancing and policy changes need free space.", scenario.Num(in.SlackPct)))
	}
	if in.SlackPct < 100-FillWarnPct {
		w = append(w, fmt.Sprintf("With %s %% slack, filling the usable capacity takes the datastore past 80 %% full, where the vSAN 7 tests saw performance collapse.", scenario.Num(in.SlackPct)))
	}
	if in.DedupeRatio > 1 && !in.AllFlash {
		w = append(w, fmt.Sprintf("Deduplication and compression exist on all-flash clusters only: the dedupe ratio %s is ignored on hybrid (1 used).", scenario.Num(in.DedupeRatio)))
	}
	if in.DedupeRatio > 1 && in.AllFlash {
		w = append(w, fmt.Sprintf("Deduplication and compression cost performance: in the vSAN 7 tests they barely touched large-block patterns but cut small-block write patterns by more than half (peak %s → %s MB/s). Check the workload's block size first.",
			scenario.Num(OneDiskGroupMBps), scenario.Num(DedupeMBps)))
	}
	if in.DiskGroupsPerHost == 1 {
		w = append(w, fmt.Sprintf("One disk group per host caps performance at its cache device. In the vSAN 7 tests a second disk group per host raised the maxima from %s to %s IO/s (+%s %%) and from %s to %s MB/s (+%s %%).",
			scenario.Num(OneDiskGroupIOPS), scenario.Num(TwoDiskGroupsIOPS), scenario.Num(float64(int(GainPct(OneDiskGroupIOPS, TwoDiskGroupsIOPS)+0.5))),
			scenario.Num(OneDiskGroupMBps), scenario.Num(TwoDiskGroupsMBps), scenario.Num(float64(int(GainPct(OneDiskGroupMBps, TwoDiskGroupsMBps)+0.5)))))
	}
	if in.Hosts == p.MinHosts {
		w = append(w, fmt.Sprintf("%d hosts is the minimum for %s: after a host failure there is no spare host to rebuild onto. Plan at least %d.", p.MinHosts, p.Name, p.MinHosts+1))
	}
	return w
}

// Chart draws the capacity waterfall raw → after policy → after slack →
// usable, with the VM data beside it and as a rule.
func Chart(in Inputs, r Results) *chart.Drawing {
	bar := func(label, name string, v float64) chart.DrawnGroup {
		return chart.DrawnGroup{Label: label, Bars: []chart.DrawnBar{{Name: name, Value: v}}}
	}
	return &chart.Drawing{
		Kind:  chart.Bars,
		Title: "Capacity waterfall: raw to usable",
		X:     chart.DrawnAxis{Label: "Stage"},
		Y:     chart.DrawnAxis{Label: "Capacity", Unit: "GB"},
		Groups: []chart.DrawnGroup{
			bar("Raw", "capacity", r.RawGB),
			bar(fmt.Sprintf("After %s (÷%s)", in.Policy, multiplierText(mustPolicy(in.Policy))), "capacity", r.AfterPolicyGB),
			bar(fmt.Sprintf("After %s %% slack", scenario.Num(in.SlackPct)), "capacity", r.AfterSlackGB),
			bar("Usable", "capacity", r.UsableGB),
			bar("VM data", "VM data", in.VMDataGB),
		},
		Rules: []chart.DrawnRule{{Value: in.VMDataGB, Label: fmt.Sprintf("VM data %s GB", scenario.Num(in.VMDataGB))}},
	}
}

func init() {
	choices := make([]string, len(Policies))
	for i, p := range Policies {
		choices[i] = p.Name
	}
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     80,
		Title:    msg.Legacy("vSAN policy capacity"),
		Question: msg.Legacy("How much VM data fits on a vSAN cluster under a storage policy, with slack kept free?"),
		Fields: []calc.Field{
			{Name: "hosts", Label: msg.Legacy("Hosts"), Step: 1,
				Hint: msg.Legacy("Hosts contributing capacity (each is a fault domain).")},
			{Name: "disk_groups_per_host", Label: msg.Legacy("Disk groups per host"), Step: 1,
				Hint: msg.Legacy("1 to 5; each has one cache device.")},
			{Name: "capacity_disks_per_group", Label: msg.Legacy("Capacity disks per group"), Step: 1,
				Hint: msg.Legacy("1 to 7 per disk group.")},
			{Name: "capacity_disk_gb", Label: msg.Legacy("Capacity disk size"), Unit: msg.Unit("GB"), Step: 1,
				Hint: msg.Legacy("As vSphere shows it (a 1 TB drive shows 932 GB); results use the same unit.")},
			{Name: "policy", Label: msg.Legacy("Storage policy"), ChoiceLabels: calc.LegacyChoices(choices...),
				Hint: msg.Legacy("RAID-1 ×2/×3/×4 on 3/5/7 hosts; RAID-5 ×4/3 on 4; RAID-6 ×1.5 on 6 (all-flash).")},
			{Name: "all_flash", Label: msg.Legacy("All-flash"), Hint: msg.Legacy("Erasure coding and deduplication need all-flash.")},
			{Name: "vm_data_gb", Label: msg.Legacy("VM data"), Unit: msg.Unit("GB"), Step: 1,
				Hint: msg.Legacy("Provisioned VM data to place (before protection).")},
			{Name: "slack_pct", Label: msg.Legacy("Slack kept free"), Unit: msg.Unit("%"), Step: 1,
				Hint: msg.Legacy("VMware recommends 25–30 % for rebuilds and rebalancing.")},
			{Name: "dedupe_ratio", Label: msg.Legacy("Dedupe and compression ratio"), Unit: msg.Unit("×"), Step: 0.1, Advanced: true,
				Hint: msg.Legacy("1 = off. All-flash only.")},
		},
		Outputs: []calc.Output{
			{Name: "usable_gb", Label: msg.Legacy("Usable for VM data"), Unit: msg.Unit("GB"), Primary: true},
			{Name: "fill_pct", Label: msg.Legacy("Datastore fill"), Unit: msg.Unit("%"), Primary: true},
			{Name: "fits", Label: msg.Legacy("VM data fits"), Primary: true},
			{Name: "raw_gb", Label: msg.Legacy("Raw capacity"), Unit: msg.Unit("GB")},
			{Name: "policy_multiplier", Label: msg.Legacy("Policy multiplier"), Unit: msg.Unit("×")},
			{Name: "raw_required_gb", Label: msg.Legacy("Raw capacity required"), Unit: msg.Unit("GB")},
			{Name: "min_hosts", Label: msg.Legacy("Minimum hosts for the policy"), Unit: msg.Unit("hosts")},
			{Name: "hosts_required", Label: msg.Legacy("Hosts required for the VM data"), Unit: msg.Unit("hosts")},
			{Name: "consumed_raw_gb", Label: msg.Legacy("Raw capacity the VM data occupies"), Unit: msg.Unit("GB")},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
