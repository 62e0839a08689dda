package vsa

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/units"
)

// ID is the calculator's id in documents and URLs.
const ID = "vsa"

// RPM is a disk's rotational speed: 7200, 10000 or 15000 (its `oneof`
// rule). In JSON it is a number, or a numeric string as plans saved before
// 2026-12 hold it; it marshals as a number.
type RPM int

// UnmarshalJSON reads 10000 or "10000"; JSON null leaves r unchanged.
func (r *RPM) UnmarshalJSON(b []byte) error {
	t := bytes.TrimSpace(b)
	if string(t) == "null" {
		return nil
	}
	if len(t) > 0 && t[0] == '"' {
		var s string
		if json.Unmarshal(t, &s) != nil {
			return scenario.Problem(scenario.MsgWhole)
		}
		t = []byte(strings.TrimSpace(s))
	}
	n, err := strconv.Atoi(string(t))
	if err != nil {
		return scenario.Problem(scenario.MsgWhole)
	}
	*r = RPM(n)
	return nil
}

const rpmMessage = "must be 7200, 10000 or 15000 (or give disk_iops instead)"

// Inputs are the calculator's inputs (CONTRACT.md §3). Give DiskRPM or
// DiskIOPS.
type Inputs struct {
	Hosts             int      `json:"hosts"`
	DisksPerHost      int      `json:"disks_per_host" validate:"gte=1,lte=1000"`
	DiskSizeGB        float64  `json:"disk_size_gb" validate:"finite,gte=1,lte=1000000"`
	DiskRPM           *RPM     `json:"disk_rpm,omitempty" validate:"omitempty,oneof=7200 10000 15000"`
	DiskIOPS          *float64 `json:"disk_iops,omitempty" validate:"omitempty,finite,gte=1,lte=10000000"`
	LocalRAID         string   `json:"local_raid" validate:"oneof=raid10"`
	ReservedGBPerHost float64  `json:"reserved_gb_per_host" validate:"finite,gte=0,lte=1000000000"`
	FrontendIOPS      float64  `json:"frontend_iops" validate:"finite,gte=0,lte=1000000000"`
	ReadPct           float64  `json:"read_pct" validate:"finite,gte=0,lte=100"`
	// ControllerWriteCache says whether the RAID controller's non-volatile
	// write cache is enabled.
	ControllerWriteCache bool `json:"controller_write_cache"`
	// DiskPriceUSD is the price of one disk (0 = not given).
	DiskPriceUSD float64 `json:"disk_price_usd" validate:"finite,gte=0,lte=10000000"`
}

// Results are the calculator's results (CONTRACT.md §3).
type Results struct {
	RawGB                  float64 `json:"raw_gb"`
	LocalUsableGBPerHost   float64 `json:"local_usable_gb_per_host"`
	UsableGB               float64 `json:"usable_gb"`
	UsableFraction         float64 `json:"usable_fraction"`
	PhysicalWritesPerWrite float64 `json:"physical_writes_per_write"`
	ReadIOPS               float64 `json:"read_iops"`
	WriteIOPS              float64 `json:"write_iops"`
	AdapterIOPS            float64 `json:"adapter_iops"`
	DiskIOPSRequired       float64 `json:"disk_iops_required"`
	IOPSPerDisk            float64 `json:"iops_per_disk"`
	DiskIOPSAvailable      float64 `json:"disk_iops_available"`
	MaxFrontendIOPS        float64 `json:"max_frontend_iops"`
	UtilizationPct         float64 `json:"utilization_pct"`
	SSDUSDPerIOPS          float64 `json:"ssd_usd_per_iops"`
	HDDUSDPerIOPS          float64 `json:"hdd_usd_per_iops"`
	// USDPerIOPS and USDPerFrontendIOPS are given with disk_price_usd.
	USDPerIOPS         *float64 `json:"usd_per_iops,omitempty"`
	USDPerFrontendIOPS *float64 `json:"usd_per_frontend_iops,omitempty"`
}

func ptr[T any](v T) *T { return &v }

// Defaults returns the paper's test cluster and IOBlazer load: 3 hosts with
// eight 300 GB 10,000 RPM SAS disks in RAID 1/0, 1,200 IOPS at 50 % reads.
func Defaults() Inputs {
	return Inputs{
		Hosts:                3,               // 001: "configured with three vSphere 5 hosts"
		DisksPerHost:         8,               // 001: "eight 300GB 10,000 RPM SAS disks"
		DiskSizeGB:           300,             // 001
		DiskRPM:              ptr(RPM(10000)), // 001
		LocalRAID:            "raid10",        // 001: "RAID 1/0 is the only supported RAID type"
		FrontendIOPS:         1200,            // 001: "the number of IOPS is approximately 1,200"
		ReadPct:              50,              // 001: "50% reads, 50% writes"
		ControllerWriteCache: true,            // 001: "By default, the write cache is usually enabled"
	}
}

// Sources are the documents the model comes from.
var Sources = []string{
	"shared/reference/001 (VMware, \"Performance of VSA in VMware vSphere 5\", 2011): 2 or 3 hosts; RAID 1/0 + network RAID 1; usable = 1/4 of raw; each VM write = 4 disk writes (2 per host); 1,200 IOPS at 50/50 → 1,800 IOPS at the physical adapters; 10k RPM 120–150 IOPS, 15k RPM 170–200; RAID controller write cache",
	"VMware vSphere Storage Appliance documentation: cluster capacity = (smallest host's local usable − reserved) × hosts / 2",
	"shared/reference/000 (vmgu.ru, after VMware's vSAN caching paper): SSD 100 GB $200 at 45,000 IOPS ≈ $0.004/IOPS; HDD 1 TB $200 at 100 IOPS = $2/IOPS",
	"7,200 RPM ≈ 75–100 IOPS: common planning estimate for NL-SAS/SATA disks",
}

// Check enforces VSA's rules and the choice between disk_rpm and disk_iops.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	if in.Hosts != 2 && in.Hosts != 3 {
		errs.Add("hosts", "a VSA cluster has 2 or 3 hosts, no more and no fewer")
	}
	if in.DisksPerHost%2 != 0 {
		errs.Add("disks_per_host", "RAID 1/0 mirrors disks in pairs: give an even number")
	}
	switch {
	case in.DiskRPM != nil && in.DiskIOPS != nil:
		errs.Add("disk_iops", "give disk_rpm or disk_iops, not both")
	case in.DiskRPM == nil && in.DiskIOPS == nil:
		errs.Add("disk_rpm", "is required: give disk_rpm (7200, 10000, 15000) or disk_iops")
	case in.DiskRPM != nil:
		if _, ok := DiskIOPS[int(*in.DiskRPM)]; !ok {
			errs.Add("disk_rpm", rpmMessage)
		}
	}
	if local := LocalUsableGB(in.DisksPerHost, in.DiskSizeGB); in.ReservedGBPerHost >= local && len(errs) == 0 {
		errs.Add("reserved_gb_per_host", "leaves nothing of a host's %s GB local usable capacity", scenario.Num(local))
	}
	return errs
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	raw := float64(in.Hosts*in.DisksPerHost) * in.DiskSizeGB
	local := LocalUsableGB(in.DisksPerHost, in.DiskSizeGB)
	usable := ClusterUsableGB(local, in.ReservedGBPerHost, in.Hosts)
	perDisk := 0.0
	var perDiskFormula string
	if in.DiskIOPS != nil {
		perDisk = *in.DiskIOPS
		perDiskFormula = "given"
	} else {
		r := DiskIOPS[int(*in.DiskRPM)]
		perDisk = r.Mid()
		perDiskFormula = fmt.Sprintf("%s RPM: (%s + %s) / 2, the midpoint of the estimate", scenario.Num(float64(*in.DiskRPM)), scenario.Num(r.Low), scenario.Num(r.High))
	}
	f := units.IOPS(in.FrontendIOPS)
	reads, writes := Split(f, in.ReadPct)
	adapter := AdapterIOPS(reads, writes)
	required := DiskIOPSRequired(reads, writes)
	available := units.IOPS(float64(in.Hosts*in.DisksPerHost) * perDisk)
	maxF := MaxFrontend(available, in.ReadPct)
	res := Results{
		RawGB:                  scenario.Clean(raw),
		LocalUsableGBPerHost:   scenario.Clean(local),
		UsableGB:               scenario.Clean(usable),
		UsableFraction:         scenario.Clean(usable / raw),
		PhysicalWritesPerWrite: PhysicalWritesPerWrite,
		ReadIOPS:               scenario.Clean(float64(reads)),
		WriteIOPS:              scenario.Clean(float64(writes)),
		AdapterIOPS:            scenario.Clean(float64(adapter)),
		DiskIOPSRequired:       scenario.Clean(float64(required)),
		IOPSPerDisk:            scenario.Clean(perDisk),
		DiskIOPSAvailable:      scenario.Clean(float64(available)),
		MaxFrontendIOPS:        scenario.Clean(float64(maxF)),
		UtilizationPct:         scenario.Clean(100 * float64(required) / float64(available)),
		SSDUSDPerIOPS:          scenario.Clean(USDPerIOPS(SSDPriceUSD, SSDIOPS)),
		HDDUSDPerIOPS:          scenario.Clean(USDPerIOPS(HDDPriceUSD, HDDIOPS)),
	}
	disks := float64(in.Hosts * in.DisksPerHost)
	if in.DiskPriceUSD > 0 {
		res.USDPerIOPS = ptr(scenario.Clean(in.DiskPriceUSD / perDisk))
		res.USDPerFrontendIOPS = ptr(scenario.Clean(in.DiskPriceUSD * disks / float64(maxF)))
	}
	steps := []scenario.Step{
		{Label: "Raw capacity", Formula: fmt.Sprintf("%d hosts × %d disks × %s GB", in.Hosts, in.DisksPerHost, scenario.Num(in.DiskSizeGB)),
			Value: res.RawGB, Unit: "GB"},
		{Label: "Local usable per host (RAID 1/0 mirrors every disk)", Formula: fmt.Sprintf("%d × %s GB / 2", in.DisksPerHost, scenario.Num(in.DiskSizeGB)),
			Value: res.LocalUsableGBPerHost, Unit: "GB"},
		{Label: "Cluster usable (VSA: half of each host holds another host's replica)",
			Formula: fmt.Sprintf("(%s GB − %s GB reserved) × %d hosts / 2", scenario.Num(local), scenario.Num(in.ReservedGBPerHost), in.Hosts),
			Value:   res.UsableGB, Unit: "GB"},
		{Label: "Usable fraction of raw", Formula: fmt.Sprintf("%s GB / %s GB (1/4 with nothing reserved)", scenario.Num(res.UsableGB), scenario.Num(res.RawGB)),
			Value: res.UsableFraction, Unit: ""},
		{Label: "Reads and writes", Formula: fmt.Sprintf("%s IOPS × %s %% reads = %s reads + %s writes", scenario.Num(in.FrontendIOPS), scenario.Num(in.ReadPct),
			scenario.Num(res.ReadIOPS), scenario.Num(res.WriteIOPS)), Value: res.WriteIOPS, Unit: "write IOPS"},
		{Label: "IOPS at the physical adapters (reads once, writes on the primary and the replica)",
			Formula: fmt.Sprintf("%s + 2 × %s", scenario.Num(res.ReadIOPS), scenario.Num(res.WriteIOPS)), Value: res.AdapterIOPS, Unit: "IOPS"},
		{Label: "Disk IOPS required (each VM write = 4 disk writes: 2 per host)",
			Formula: fmt.Sprintf("%s + 4 × %s", scenario.Num(res.ReadIOPS), scenario.Num(res.WriteIOPS)), Value: res.DiskIOPSRequired, Unit: "IOPS"},
		{Label: "IOPS per disk", Formula: perDiskFormula, Value: res.IOPSPerDisk, Unit: "IOPS"},
		{Label: "Disk IOPS available", Formula: fmt.Sprintf("%d hosts × %d disks × %s IOPS", in.Hosts, in.DisksPerHost, scenario.Num(perDisk)),
			Value: res.DiskIOPSAvailable, Unit: "IOPS"},
		{Label: "Largest front-end load the disks sustain at this mix",
			Formula: fmt.Sprintf("%s / (%s + 4 × %s)", scenario.Num(res.DiskIOPSAvailable), scenario.Num(in.ReadPct/100), scenario.Num(1-in.ReadPct/100)),
			Value:   res.MaxFrontendIOPS, Unit: "IOPS"},
		{Label: "Disk utilisation", Formula: fmt.Sprintf("%s / %s", scenario.Num(res.DiskIOPSRequired), scenario.Num(res.DiskIOPSAvailable)),
			Value: res.UtilizationPct, Unit: "%"},
		{Label: "Cost per IOPS, SSD (Intel S3700 100 GB)", Formula: "$200 / 45,000 IOPS", Value: res.SSDUSDPerIOPS, Unit: "USD/IOPS"},
		{Label: "Cost per IOPS, HDD (Seagate 1 TB)", Formula: "$200 / 100 IOPS", Value: res.HDDUSDPerIOPS, Unit: "USD/IOPS"},
	}
	if res.USDPerIOPS != nil {
		steps = append(steps,
			scenario.Step{Label: "Cost per IOPS, these disks", Formula: fmt.Sprintf("$%s / %s IOPS", scenario.Num(in.DiskPriceUSD), scenario.Num(perDisk)),
				Value: *res.USDPerIOPS, Unit: "USD/IOPS"},
			scenario.Step{Label: "Disk cost per front-end IOPS (after RAID 1/0 and replication)",
				Formula: fmt.Sprintf("%s disks × $%s / %s IOPS", scenario.Num(disks), scenario.Num(in.DiskPriceUSD), scenario.Num(res.MaxFrontendIOPS)),
				Value:   *res.USDPerFrontendIOPS, Unit: "USD/IOPS"})
	}
	return calc.Outcome{
		Results:  res,
		Steps:    calc.LegacySteps(steps),
		Warnings: calc.LegacyTexts(warnings(in, res)),
		Sources:  calc.LegacyTexts(Sources),
		Chart:    calc.LegacyChart(Chart(in, res)),
	}
}

func warnings(in Inputs, r Results) []string {
	var w []string
	if !in.ControllerWriteCache {
		w = append(w, "The RAID controller's write cache is disabled: in VMware's VSA tests this made the response times of the I/O-intensive workloads (mail server, DVD Store) rise dramatically, and the test only ran with vMotion and VM deployment switched off. Enable the non-volatile write cache; a controller disables it by itself when its battery loses charge.")
	}
	switch {
	case r.UtilizationPct > 100:
		w = append(w, fmt.Sprintf("The load needs %s disk IOPS but the disks deliver about %s: the cluster sustains about %s front-end IOPS at %s %% reads. Add disks, use faster disks, or move load elsewhere.",
			scenario.Num(r.DiskIOPSRequired), scenario.Num(r.DiskIOPSAvailable), scenario.Num(r.MaxFrontendIOPS), scenario.Num(in.ReadPct)))
	case r.UtilizationPct > 80:
		w = append(w, fmt.Sprintf("The disks are %s %% busy: latency rises steeply near saturation; leave headroom for vMotion, deployments and resynchronisation.",
			scenario.Num(r.UtilizationPct)))
	}
	if in.DiskRPM != nil && *in.DiskRPM == 7200 {
		w = append(w, "7,200 RPM disks (SATA, NL-SAS) give capacity cheaply but fewer IOPS and, for SATA, lower reliability than SAS (VMware's VSA best practices).")
	}
	if in.ReadPct < 50 && in.FrontendIOPS > 0 {
		w = append(w, fmt.Sprintf("Writes dominate (%s %%): each costs 4 disk operations, so SSDs ($%s/IOPS against $%s/IOPS for HDDs) or more spindles pay off sooner.",
			scenario.Num(100-in.ReadPct), scenario.Num(r.SSDUSDPerIOPS), scenario.Num(r.HDDUSDPerIOPS)))
	}
	return w
}

// Chart compares, at the front end, the physical adapters and the disks, what
// the load needs with what the disks sustain at the same mix.
func Chart(in Inputs, r Results) *chart.Drawing {
	reads, writes := Split(units.IOPS(r.MaxFrontendIOPS), in.ReadPct)
	maxAdapter := float64(AdapterIOPS(reads, writes))
	return &chart.Drawing{
		Kind:  chart.Bars,
		Title: "IOPS required and available at each level",
		Y:     chart.DrawnAxis{Label: "IOPS", Unit: "IOPS"},
		Groups: []chart.DrawnGroup{
			{Label: "Front end (VMs)", Bars: []chart.DrawnBar{{Name: "required", Value: in.FrontendIOPS}, {Name: "available", Value: r.MaxFrontendIOPS}}},
			{Label: "Physical adapters", Bars: []chart.DrawnBar{{Name: "required", Value: r.AdapterIOPS}, {Name: "available", Value: scenario.Clean(maxAdapter)}}},
			{Label: "Disks", Bars: []chart.DrawnBar{{Name: "required", Value: r.DiskIOPSRequired}, {Name: "available", Value: r.DiskIOPSAvailable}}},
		},
	}
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     20,
		Title:    msg.Legacy("VSA capacity and IOPS"),
		Question: msg.Legacy("How much usable space and how many IOPS does a 2- or 3-host vSphere Storage Appliance cluster give?"),
		Fields: []calc.Field{
			{Name: "hosts", Label: msg.Legacy("Hosts"), Step: 1,
				Hint: msg.Legacy("A VSA cluster has 2 or 3 hosts.")},
			{Name: "disks_per_host", Label: msg.Legacy("Disks per host"), Step: 2,
				Hint: msg.Legacy("Local disks in the host's RAID 1/0 LUN (an even number).")},
			{Name: "disk_size_gb", Label: msg.Legacy("Disk size"), Unit: msg.Unit("GB"), Step: 1,
				Hint: msg.Legacy("As sold (1 GB = 10^9 bytes).")},
			{Name: "disk_rpm", Label: msg.Legacy("Disk speed"), Unit: msg.Unit("RPM"), ChoiceLabels: calc.LegacyChoices("7200", "10000", "15000"), Optional: true,
				Hint: msg.Legacy("Sets IOPS per disk: 7.2k ≈ 75–100, 10k 120–150, 15k 170–200 (midpoint used).")},
			{Name: "disk_iops", Label: msg.Legacy("IOPS per disk"), Unit: msg.Unit("IOPS"), Step: 1, Optional: true,
				Hint: msg.Legacy("Your own estimate or measurement per disk.")},
			{Name: "frontend_iops", Label: msg.Legacy("Workload IOPS"), Unit: msg.Unit("IOPS"), Step: 1,
				Hint: msg.Legacy("What the VMs issue, as seen in the guests or on the NFS datastores.")},
			{Name: "read_pct", Label: msg.Legacy("Reads"), Unit: msg.Unit("%"), Step: 1,
				Hint: msg.Legacy("Share of reads in the workload.")},
			{Name: "reserved_gb_per_host", Label: msg.Legacy("Reserved per host"), Unit: msg.Unit("GB"), Step: 1, Advanced: true,
				Hint: msg.Legacy("Local capacity kept out of the VSA cluster on each host.")},
			{Name: "controller_write_cache", Label: msg.Legacy("RAID controller write cache enabled"), Advanced: true,
				Hint: msg.Legacy("Non-volatile (battery-backed) write cache; keep it enabled.")},
			{Name: "disk_price_usd", Label: msg.Legacy("Price per disk"), Unit: msg.Unit("USD"), Step: 1, Advanced: true,
				Hint: msg.Legacy("Optional: gives the cost per IOPS of this design (0 = not given).")},
			{Name: "local_raid", Label: msg.Legacy("Local RAID"), ChoiceLabels: calc.LegacyChoices("raid10"), Advanced: true,
				Hint: msg.Legacy("RAID 1/0 is the only level VSA supports.")},
		},
		Alts: []calc.Alternative{{
			Name: "disk_speed", Label: msg.Legacy("Disk IOPS from"),
			Options: []calc.Option{
				{Label: msg.Legacy("Disk RPM"), Fields: []string{"disk_rpm"}},
				{Label: msg.Legacy("IOPS per disk"), Fields: []string{"disk_iops"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "usable_gb", Label: msg.Legacy("Usable capacity"), Unit: msg.Unit("GB"), Primary: true},
			{Name: "max_frontend_iops", Label: msg.Legacy("Largest workload the disks sustain"), Unit: msg.Unit("IOPS"), Primary: true},
			{Name: "disk_iops_required", Label: msg.Legacy("Disk IOPS required"), Unit: msg.Unit("IOPS"), Primary: true},
			{Name: "disk_iops_available", Label: msg.Legacy("Disk IOPS available"), Unit: msg.Unit("IOPS")},
			{Name: "adapter_iops", Label: msg.Legacy("IOPS at the physical adapters"), Unit: msg.Unit("IOPS")},
			{Name: "utilization_pct", Label: msg.Legacy("Disk utilisation"), Unit: msg.Unit("%")},
			{Name: "raw_gb", Label: msg.Legacy("Raw capacity"), Unit: msg.Unit("GB")},
			{Name: "usable_fraction", Label: msg.Legacy("Usable fraction"), Unit: msg.Unit("")},
			{Name: "physical_writes_per_write", Label: msg.Legacy("Disk writes per VM write"), Unit: msg.Unit("")},
			{Name: "usd_per_frontend_iops", Label: msg.Legacy("Disk cost per workload IOPS"), Unit: msg.Unit("USD")},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
