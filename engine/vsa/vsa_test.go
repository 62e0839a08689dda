package vsa_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/units"
	"github.com/sizewise/sizewise/engine/vsa"
)

func evaluate(t *testing.T, inputs string) *calc.Evaluation {
	return calctest.Evaluate(t, vsa.ID, inputs)
}

func results(t *testing.T, inputs string) vsa.Results {
	return calctest.Results[vsa.Results](t, vsa.ID, inputs)
}

func warningsOf(t *testing.T, inputs string, lang msg.Lang) string {
	return strings.Join(evaluate(t, inputs).Document(lang).Warnings, "\n")
}

// The measured points of Todd Muirhead, "Performance of VSA in VMware
// vSphere 5" (VMware, 2011), on its test cluster: three hosts, each with
// "eight 300GB 10,000 RPM SAS disks attached to an internal RAID controller
// with 512MB of cache and set up in a RAID 1/0 LUN" (the defaults).

func TestPaperCapacity(t *testing.T) {
	r := results(t, `{}`)
	assert.Equal(t, 7200.0, r.RawGB)                // 3 × 8 × 300 GB
	assert.Equal(t, 1200.0, r.LocalUsableGBPerHost) // RAID 1/0 halves it
	assert.Equal(t, 1800.0, r.UsableGB)             // "useable capacity will be ¼ of raw capacity"
	assert.Equal(t, 0.25, r.UsableFraction)
	assert.Equal(t, 4.0, r.PhysicalWritesPerWrite) // "each write by a VM to result in four writes to disk"
}

func TestPaperOneVM(t *testing.T) {
	// IOBlazer, 8 KB random, 50 % reads, one VM: "the number of IOPS is
	// approximately 1,200 … there are 600 reads and 600 writes occurring";
	// "the number of IOPS across the cluster is approximately 1800 … the 600
	// reads are only occurring once, while the 600 writes are occurring
	// twice".
	r := results(t, `{}`)
	assert.Equal(t, 600.0, r.ReadIOPS)
	assert.Equal(t, 600.0, r.WriteIOPS)
	assert.Equal(t, 1800.0, r.AdapterIOPS)
	assert.Equal(t, 3000.0, r.DiskIOPSRequired) // 600 + 4 × 600 physical disk operations
	// "Because the reads can occur on either the primary or replica, the
	// number of IOPS on either VSA node is similar": 900 each, so the
	// replica serves half the reads.
	assert.Equal(t, 0.5, vsa.ReplicaReadShare)
	// The load is below what the cluster sustains: one VM does not saturate
	// the disks (the model: 50 % of the cluster's disk time).
	assert.Equal(t, 50.0, r.UtilizationPct)
	assert.Less(t, r.AdapterIOPS, r.MaxAdapterIOPS)
}

func TestPaperThreeVMs(t *testing.T) {
	// "approximately a 2x increase in IOPS from one VM to all three VMs";
	// "all of the disks were already busy once two hosts were active". The
	// cluster's ceiling is calibrated to this point, so it reproduces it by
	// construction: 2 × 1,200 front-end IOPS, and at the adapters twice the
	// one-VM 1,800.
	assert.Equal(t, 2400.0, float64(vsa.PaperThreeVMsIOPS))
	assert.InDelta(t, 1.7, vsa.CachedDiskOpsPerWrite, 1e-15) // (24 × 135 − 1,200) / 1,200
	r := results(t, `{}`)
	assert.Equal(t, 135.0, r.IOPSPerDisk)        // 10,000 RPM "from 120 to 150 IOPS", midpoint
	assert.Equal(t, 3240.0, r.DiskIOPSAvailable) // 3 × 8 × 135
	assert.Equal(t, 2400.0, r.MaxFrontendIOPS)
	assert.Equal(t, 3600.0, r.MaxAdapterIOPS)
	r = results(t, `{"frontend_iops":2400}`)
	assert.InDelta(t, 100, r.UtilizationPct, 1e-9)
	assert.Empty(t, warningsOfKind(t, `{"frontend_iops":2400}`, "The load takes"))
	// The spindle model (each write 4 random disk operations) cannot carry
	// what was measured: 2,400 needs 185 % of the disks.
	assert.Equal(t, 1296.0, r.SpindleMaxFrontendIOPS) // 3240 / (0.5 + 4 × 0.5)
	assert.InDelta(t, 6000.0/3240*100, r.SpindleUtilizationPct, 1e-9)
	assert.Contains(t, warningsOf(t, `{"frontend_iops":2400}`, msg.EN),
		"This load relies on the controller's write-back cache: the spindle model, in which every write costs its 4 disk writes in full, puts the disks at 185.19 % and the cluster at about 1,296 IOPS from the VMs")
}

func warningsOfKind(t *testing.T, inputs, prefix string) []string {
	var out []string
	for _, w := range evaluate(t, inputs).Document(msg.EN).Warnings {
		if strings.HasPrefix(w, prefix) {
			out = append(out, w)
		}
	}
	return out
}

func TestPaperVMmark(t *testing.T) {
	// VMmark 2.0: "The number of sustained IOPS for the test was
	// approximately 2,500 across all three hosts … measured by adding the
	// IOPS of the physical adapters", write cache on. The paper gives no
	// read/write mix, so the test asks at every mix: 2,500 adapter IOPS are
	// reads + 2 × writes, F = 2,500 / (2 − r). The calibrated model sustains
	// them at any mix (an independent check of the calibration); the spindle
	// model only with at least 83 % reads.
	spindleFrom := -1.0
	for pct := 0.0; pct <= 100; pct++ {
		f := vsa.PaperVMmarkAdapterIOPS / (2 - pct/100)
		r := results(t, fmt.Sprintf(`{"frontend_iops":%v,"read_pct":%v}`, f, pct))
		assert.InDelta(t, 2500, r.AdapterIOPS, 1e-6)
		assert.LessOrEqual(t, r.UtilizationPct, 100.0, "calibrated model at %v %% reads", pct)
		if r.SpindleUtilizationPct <= 100 && spindleFrom < 0 {
			spindleFrom = pct
		}
	}
	assert.Equal(t, 83.0, spindleFrom) // 4 − 3r ≤ 1.296 (2 − r) ⇔ r ≥ 0.826
}

func TestPaperCacheOff(t *testing.T) {
	// "If nonvolatile write cache is disabled on the RAID adapter, it will
	// lead to lower-than-expected performance"; with it off the VMmark
	// response times rose "dramatically" (Figure 2 gives no numbers in the
	// text). Without the cache every write costs its 4 disk writes: the
	// ceiling falls from 2,400 to the spindle model's 1,296.
	on, off := results(t, `{"frontend_iops":2400}`), results(t, `{"frontend_iops":2400,"controller_write_cache":false}`)
	assert.Equal(t, 2400.0, on.MaxFrontendIOPS)
	assert.Equal(t, 1296.0, off.MaxFrontendIOPS)
	assert.Equal(t, 4.0, off.DiskOpsPerWrite)
	assert.Equal(t, off.SpindleMaxFrontendIOPS, off.MaxFrontendIOPS)
	assert.InDelta(t, off.SpindleUtilizationPct, off.UtilizationPct, 1e-9)
	assert.Greater(t, off.UtilizationPct, on.UtilizationPct)
	w := warningsOf(t, `{"frontend_iops":2400,"controller_write_cache":false}`, msg.EN)
	assert.Contains(t, w, "write cache is disabled")
	assert.Contains(t, w, "the cluster sustains about 1,296 IOPS from the VMs instead of about 2,400 IOPS")
	assert.Contains(t, w, "battery")
	assert.Contains(t, w, "The load takes 185.19 % of the disks' time")
}

func TestPaperFootprintAndNetwork(t *testing.T) {
	// "Each VSA appliance VM uses one vCPU with a 2GHz reservation and 1GB of
	// RAM"; "four 1Gb Ethernet network connections … Two … for a back-end
	// cluster communication and replication network".
	r := results(t, `{}`)
	assert.Equal(t, 3.0, r.ApplianceVCPUs)
	assert.Equal(t, 6.0, r.ApplianceCPUReservedGHz)
	assert.Equal(t, 3.0, r.ApplianceMemoryGB)
	// One IOBlazer VM: 600 writes of 8 KB cross to the replica: 600 × 8 KB ×
	// 8 = 38.4 Mbps; half the 600 reads come back: 19.2 Mbps; 3.84 % of one
	// 1 GbE port. The back end was far from a bottleneck in the paper's test.
	assert.Equal(t, 38.4, r.ReplicationMbps)
	assert.Equal(t, 19.2, r.ReplicaReadMbps)
	assert.Equal(t, 3.84, r.BackendLinkUtilizationPct)
	r = results(t, `{"hosts":2}`)
	assert.Equal(t, 4.0, r.ApplianceCPUReservedGHz)
	assert.Equal(t, 2.0, r.ApplianceMemoryGB)
	// 2,000 writes of 64 KB: 1,024 Mbps > 1,000 of one port; with both
	// back-end ports (2,000 Mbps) it fits.
	w := warningsOf(t, `{"frontend_iops":2000,"read_pct":0,"io_size_kb":64}`, msg.EN)
	assert.Contains(t, w, "The back-end network needs 1,024 Mbps in one direction with the whole load on one datastore, more than the 1,000 Mbps of “Back-end network per host”")
	assert.NotContains(t, warningsOf(t, `{"frontend_iops":2000,"read_pct":0,"io_size_kb":64,"backend_link_mbps":2000}`, msg.EN), "back-end network needs")
	assert.Contains(t, warningsOf(t, `{"frontend_iops":1700,"read_pct":0,"io_size_kb":64}`, msg.EN), "The back-end network is 87.04 % busy")
}

func TestPerDiskEstimates(t *testing.T) {
	for _, tt := range []struct {
		rpm  int
		want float64
		src  string
	}{
		{7200, 87.5, "75–100: an assumption, no vendor figure"},
		{10000, 135, "the paper: 10,000 RPM 120–150"},
		{15000, 185, "the paper: 15,000 RPM 170–200"},
	} {
		r := results(t, fmt.Sprintf(`{"disk_rpm":%d}`, tt.rpm))
		assert.Equal(t, tt.want, r.IOPSPerDisk, tt.src)
		assert.Equal(t, 24*tt.want, r.DiskIOPSAvailable, tt.src)
	}
	// The form's choice sends the RPM as a string; it decodes the same.
	assert.Equal(t, 185.0, results(t, `{"disk_rpm":"15000"}`).IOPSPerDisk)
	// An explicit per-disk figure replaces the RPM estimate (calc.Alternative
	// clears the default disk_rpm).
	r := results(t, `{"disk_iops":100}`)
	assert.Equal(t, 2400.0, r.DiskIOPSAvailable)
	assert.InDelta(t, 2400/1.35, r.MaxFrontendIOPS, 1e-6)
	assert.Equal(t, 960.0, r.SpindleMaxFrontendIOPS)
	// The 7,200 RPM figure is labelled as an assumption, in the step and a warning.
	ev := evaluate(t, `{"disk_rpm":7200}`)
	var rule string
	for _, s := range ev.Document(msg.EN).Steps {
		if s.Label == "IOPS per disk" {
			rule = s.Formula
		}
	}
	assert.Equal(t, "7,200 RPM: (75 + 100) / 2, an assumption (no vendor figure for 7,200 RPM)", rule)
	assert.Contains(t, warningsOf(t, `{"disk_rpm":7200}`, msg.EN), "75–100 IOPS per 7,200 RPM disk is an assumption")
	assert.NotContains(t, warningsOf(t, `{"disk_rpm":10000}`, msg.EN), "assumption")
}

func TestClusterCapacityFormula(t *testing.T) {
	// vSphere Storage Appliance 5.5 documentation: (smallest host's local
	// usable − reserved) × hosts / 2.
	r := results(t, `{"hosts":3,"disks_per_host":8,"disk_size_gb":300,"reserved_gb_per_host":200}`)
	assert.Equal(t, 1500.0, r.UsableGB) // (1200 − 200) × 3 / 2
	assert.InDelta(t, 1500.0/7200, r.UsableFraction, 1e-12)
	r = results(t, `{"hosts":2,"disks_per_host":4,"disk_size_gb":600}`)
	assert.Equal(t, 4800.0, r.RawGB)
	assert.Equal(t, 1200.0, r.UsableGB) // 1/4 of raw
}

func TestMixes(t *testing.T) {
	// All reads: each read once everywhere; the cache changes nothing.
	r := results(t, `{"frontend_iops":1000,"read_pct":100}`)
	assert.Equal(t, 1000.0, r.AdapterIOPS)
	assert.Equal(t, 1000.0, r.DiskIOPSRequired)
	assert.Equal(t, 0.0, r.WriteIOPS) // never −0.0001
	assert.Equal(t, 3240.0, r.MaxFrontendIOPS)
	assert.Equal(t, 3240.0, r.SpindleMaxFrontendIOPS)
	// All writes: 2 at the adapters, 4 physical at the disks, 1.7 of disk time.
	r = results(t, `{"frontend_iops":1000,"read_pct":0}`)
	assert.Equal(t, 2000.0, r.AdapterIOPS)
	assert.Equal(t, 4000.0, r.DiskIOPSRequired)
	assert.Equal(t, 1700.0, r.DiskLoadIOPS)
	assert.InDelta(t, 3240/1.7, r.MaxFrontendIOPS, 1e-6)
	assert.Equal(t, 810.0, r.SpindleMaxFrontendIOPS)
	// 70 % writes (a VDI-like mix).
	r = results(t, `{"frontend_iops":1000,"read_pct":30}`)
	assert.Equal(t, 1700.0, r.AdapterIOPS)
	assert.Equal(t, 3100.0, r.DiskIOPSRequired)
	assert.Equal(t, 1490.0, r.DiskLoadIOPS) // 300 + 1.7 × 700
}

func TestWarnings(t *testing.T) {
	// Between 80 % and 100 % of the disks' time: busy.
	w := warningsOf(t, `{"frontend_iops":2000}`, msg.EN)
	assert.Contains(t, w, "The disks are 83.33 % busy")
	assert.Contains(t, w, "about 3 ms more from one busy VM to three")
	w = warningsOf(t, `{"frontend_iops":3000}`, msg.EN)
	assert.Contains(t, w, "The load takes 125 % of the disks' time: the cluster sustains about 2,400 IOPS from the VMs at 50 % reads")
	w = warningsOf(t, `{"frontend_iops":100,"disk_rpm":7200,"read_pct":30}`, msg.EN)
	assert.Contains(t, w, "7,200 RPM")
	assert.Contains(t, w, "SSDs (0.0044 USD per IOPS against 2 USD for HDDs)")
	assert.Empty(t, evaluate(t, `{"frontend_iops":100}`).Document(msg.EN).Warnings)
}

func TestRussianWarnings(t *testing.T) {
	tests := []struct{ inputs, want string }{
		{`{"frontend_iops":2400}`, "Эта нагрузка держится на кэше обратной записи контроллера: по модели шпинделей, где каждая запись стоит всех своих 4 записей на диски, загрузка дисков — 185,19 %, а кластер выдерживает около 1\u00a0296 IOPS на стороне ВМ."},
		{`{"frontend_iops":3000}`, "Нагрузка занимает 125 % времени дисков: кластер выдерживает около 2\u00a0400 IOPS на стороне ВМ при 50 % чтения."},
		{`{"disk_rpm":7200}`, "Лучше укажите «IOPS на диск» из спецификации диска или по измерению."},
		{`{"frontend_iops":2000,"read_pct":0,"io_size_kb":64}`, "Внутренней сети нужно 1\u00a0024 Мбит/с в одну сторону, если вся нагрузка на одном хранилище, — больше, чем 1\u00a0000 Мбит/с («Внутренняя сеть на хост»)"},
		{`{"controller_write_cache":false}`, "кластер выдерживает около 1\u00a0296 IOPS на стороне ВМ вместо примерно 2\u00a0400 IOPS."},
	}
	for _, tt := range tests {
		t.Run(tt.inputs, func(t *testing.T) {
			assert.Contains(t, warningsOf(t, tt.inputs, msg.RU), tt.want)
		})
	}
}

func TestCostPerIOPS(t *testing.T) {
	r := results(t, `{"disk_price_usd":270}`)
	require.NotNil(t, r.USDPerIOPS)
	assert.Equal(t, 2.0, *r.USDPerIOPS)                   // $270 / 135 IOPS
	assert.Equal(t, 24*270/2400.0, *r.USDPerFrontendIOPS) // 24 disks / 2,400 front-end IOPS
	assert.Nil(t, results(t, `{}`).USDPerIOPS)
	// VMware's vSAN caching paper, as VM Guru summarised it: "$200 ... 45 000
	// IOPS ... где-то $0,004 за IOPS"; "$200 ... 100 IOPS, что составит $2 на
	// один IOPS".
	assert.InDelta(t, 0.004444, vsa.USDPerIOPS(vsa.SSDPriceUSD, vsa.SSDIOPS), 1e-6)
	assert.Equal(t, 2.0, vsa.USDPerIOPS(vsa.HDDPriceUSD, vsa.HDDIOPS))
	r = results(t, `{}`)
	assert.InDelta(t, 0.00444, r.SSDUSDPerIOPS, 0.00001)
	assert.Equal(t, 2.0, r.HDDUSDPerIOPS)
}

func TestChart(t *testing.T) {
	c := evaluate(t, `{}`).Drawing(msg.EN)
	require.NotNil(t, c)
	assert.Equal(t, chart.Bars, c.Kind)
	assert.Equal(t, []chart.DrawnGroup{
		{Label: "Front end (VMs)", Bars: []chart.DrawnBar{{Name: "your load", Value: 1200}, {Name: "most: calibrated to VMware's test", Value: 2400}, {Name: "most: spindle model", Value: 1296}}},
		{Label: "Physical adapters", Bars: []chart.DrawnBar{{Name: "your load", Value: 1800}, {Name: "most: calibrated to VMware's test", Value: 3600}, {Name: "most: spindle model", Value: 1944}}},
	}, c.Groups)
	c = evaluate(t, `{"controller_write_cache":false}`).Drawing(msg.RU)
	assert.Equal(t, []chart.DrawnGroup{
		{Label: "Сторона ВМ", Bars: []chart.DrawnBar{{Name: "ваша нагрузка", Value: 1200}, {Name: "предел: без кэша записи", Value: 1296}}},
		{Label: "Физические адаптеры", Bars: []chart.DrawnBar{{Name: "ваша нагрузка", Value: 1800}, {Name: "предел: без кэша записи", Value: 1944}}},
	}, c.Groups)
}

func TestCheckMessages(t *testing.T) {
	c, _ := calc.Lookup(vsa.ID)
	tests := []struct {
		name, inputs, field, msg string
	}{
		{"four hosts", `{"hosts":4}`, "inputs.hosts", "a VSA cluster has 2 or 3 hosts, no more and no fewer"},
		{"one host", `{"hosts":1}`, "inputs.hosts", "a VSA cluster has 2 or 3 hosts, no more and no fewer"},
		{"odd disks", `{"disks_per_host":7}`, "inputs.disks_per_host", "RAID 1/0 mirrors disks in pairs: give an even number"},
		{"no disks", `{"disks_per_host":0}`, "inputs.disks_per_host", "must be 2 or more"},
		{"bad rpm", `{"disk_rpm":5400}`, "inputs.disk_rpm", "must be one of: 7200, 10000, 15000"},
		{"bad rpm text", `{"disk_rpm":"fast"}`, "inputs.disk_rpm", "must be a whole number"},
		{"both", `{"disk_rpm":10000,"disk_iops":150}`, "inputs.disk_iops", "give disk_rpm or disk_iops, not both"},
		{"neither", `{"disk_rpm":null}`, "inputs.disk_rpm", "is required: give disk_rpm (7,200, 10,000 or 15,000) or disk_iops"},
		{"raid5", `{"local_raid":"raid5"}`, "inputs.local_raid", "must be one of: raid10"},
		{"read over 100", `{"read_pct":101}`, "inputs.read_pct", "must be 100 or less"},
		{"negative load", `{"frontend_iops":-1}`, "inputs.frontend_iops", "must be 0 or more"},
		{"reserved all", `{"reserved_gb_per_host":1200}`, "inputs.reserved_gb_per_host", "leaves nothing of a host's 1,200 GB local usable capacity"},
		{"typo", `{"disk_rmp":10000}`, "inputs.disk_rmp", `unknown field "disk_rmp"; did you mean "disk_rpm"?`},
		// Tiny values that are not 0 are refused at their field, never
		// answered with −1.66e-316 writes or a 300-digit number.
		{"tiny load", `{"frontend_iops":1e-300,"read_pct":100}`, "inputs.frontend_iops", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"subnormal load", `{"frontend_iops":5e-324}`, "inputs.frontend_iops", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny reads", `{"read_pct":1e-300}`, "inputs.read_pct", "must be 0, 100, or between 0.01 and 99.99"},
		{"almost all reads", `{"read_pct":99.999999}`, "inputs.read_pct", "must be 0, 100, or between 0.01 and 99.99"},
		{"tiny reserve", `{"reserved_gb_per_host":1e-300}`, "inputs.reserved_gb_per_host", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny price", `{"disk_price_usd":5e-324}`, "inputs.disk_price_usd", "must be 0, or 0.01 or more (smaller values are not measurable)"},
		{"tiny disk", `{"disk_size_gb":1e-300}`, "inputs.disk_size_gb", "must be 1 or more"},
		{"tiny disk IOPS", `{"disk_rpm":null,"disk_iops":1e-300}`, "inputs.disk_iops", "must be 1 or more"},
		{"huge disk IOPS", `{"disk_rpm":null,"disk_iops":1e300}`, "inputs.disk_iops", "must be 10,000,000 or less"},
		{"tiny I/O", `{"io_size_kb":1e-300}`, "inputs.io_size_kb", "must be 0.5 or more"},
		{"huge I/O", `{"io_size_kb":1e300}`, "inputs.io_size_kb", "must be 1,024 or less"},
		{"tiny link", `{"backend_link_mbps":5e-324}`, "inputs.backend_link_mbps", "must be 10 or more"},
		{"huge load", `{"frontend_iops":1e300}`, "inputs.frontend_iops", "must be 1,000,000,000 or less"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			assert.Equal(t, tt.msg, errs.For(tt.field), "errors: %v", errs)
		})
	}
	// The Russian rendering names the fields by their labels.
	_, errs := c.Evaluate(json.RawMessage(`{"disk_rpm":10000,"disk_iops":150}`))
	assert.Equal(t, "укажите «Скорость диска» или «IOPS на диск», но не то и другое", errs.Document(msg.RU, c.Meta()).Errors[0].Message)
}

func TestQueryRoundTrip(t *testing.T) {
	c, _ := calc.Lookup(vsa.ID)
	q := calc.Values(c.Defaults())
	assert.Equal(t, "10000", q.Get("disk_rpm"))
	in, errs, ok := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
	require.True(t, ok, "%v", errs)
	assert.Equal(t, vsa.Defaults(), in.Value())
	in, errs, ok = c.ResolveValues(url.Values{"hosts": {"2"}, "disk_iops": {"140"}}, calc.ParseNumber, calc.Strict)
	require.True(t, ok, "%v", errs)
	ev, verrs := in.Evaluate()
	require.Empty(t, verrs)
	assert.Equal(t, 2*8*140.0, ev.Results.(vsa.Results).DiskIOPSAvailable)
}

func TestProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for range 3000 {
		hosts := 2 + r.IntN(2)
		disks := 2 * (1 + r.IntN(12))
		per := 50 + r.Float64()*500
		f := r.Float64() * 20000
		read := r.Float64() * 100
		reads, writes := vsa.Split(units.IOPS(f), read)
		if reads < 0 || writes < 0 || absDiff(float64(reads+writes), f) > 1e-9*max(1, f) {
			t.Fatalf("split %v at %v %%: %v + %v", f, read, reads, writes)
		}
		adapter := vsa.AdapterIOPS(reads, writes)
		required := vsa.DiskIOPSRequired(reads, writes)
		cached := vsa.DiskLoad(reads, writes, vsa.CachedDiskOpsPerWrite)
		available := units.IOPS(float64(hosts*disks) * per)
		// Ordering: front end ≤ cached disk time ≤ physical ≤ 4 × front end;
		// front end ≤ adapter ≤ physical.
		if !(units.IOPS(f) <= cached*(1+1e-12) && cached <= required*(1+1e-12) && required <= 4*units.IOPS(f)*(1+1e-12) &&
			units.IOPS(f) <= adapter*(1+1e-12) && adapter <= required*(1+1e-12)) {
			t.Fatalf("order broken: f=%v adapter=%v cached=%v required=%v", f, adapter, cached, required)
		}
		for _, k := range []float64{vsa.CachedDiskOpsPerWrite, vsa.PhysicalWritesPerWrite} {
			// The largest front-end load uses exactly the available disk time.
			maxF := vsa.MaxFrontend(available, read, k)
			mr, mw := vsa.Split(maxF, read)
			if got := vsa.DiskLoad(mr, mw, k); !units.Finite(float64(got)) || absDiff(float64(got), float64(available)) > 1e-9*float64(available) {
				t.Fatalf("max front end %v needs %v, available %v", maxF, got, available)
			}
			// More reads never lower the sustainable load.
			if vsa.MaxFrontend(available, min(100, read+5), k) < maxF {
				t.Fatalf("more reads lowered the max front end at %v %%", read)
			}
		}
		// The write cache never lowers what the disks sustain.
		if vsa.MaxFrontend(available, read, vsa.CachedDiskOpsPerWrite) < vsa.MaxFrontend(available, read, 4) {
			t.Fatalf("cache lowered the ceiling at %v %%", read)
		}
		// Capacity: a quarter of raw with nothing reserved.
		size := 1 + r.Float64()*4000
		raw := float64(hosts*disks) * size
		if u := vsa.ClusterUsableGB(vsa.LocalUsableGB(disks, size), 0, hosts); absDiff(u, raw/4) > 1e-9*raw {
			t.Fatalf("usable %v ≠ raw/4 %v", u, raw/4)
		}
	}
	// Replication traffic is linear in writes and size.
	assert.InDelta(t, 2*vsa.NetworkMbps(1000, 8), vsa.NetworkMbps(2000, 8), 1e-12)
	assert.InDelta(t, 2*vsa.NetworkMbps(1000, 8), vsa.NetworkMbps(1000, 16), 1e-12)
}

func absDiff(a, b float64) float64 {
	if a > b {
		return a - b
	}
	return b - a
}

// extremes are the floats every numeric input is fuzzed with.
var extremes = []string{"5e-324", "1e-300", "1e300", "0", "-0", "0.01", "1e15"}

var numericInputs = []string{"hosts", "disks_per_host", "disk_size_gb", "disk_iops", "reserved_gb_per_host",
	"frontend_iops", "read_pct", "disk_price_usd", "io_size_kb", "backend_link_mbps"}

func TestExtremes(t *testing.T) {
	// Every numeric input at every extreme is refused at a field or answered
	// with finite, non-negative numbers (the registry's Guard is the last
	// line: it must never be what refuses).
	for _, name := range numericInputs {
		for _, x := range extremes {
			in := fmt.Sprintf(`{%q:%s}`, name, x)
			if name == "disk_iops" {
				in = fmt.Sprintf(`{"disk_rpm":null,"disk_iops":%s}`, x)
			}
			c, _ := calc.Lookup(vsa.ID)
			_, errs := c.Evaluate(json.RawMessage(in))
			for _, e := range errs {
				assert.True(t, strings.HasPrefix(e.Field, "inputs."), "%s: refused by the guard, not a field: %v", in, errs)
			}
			calctest.CheckAnswer(t, vsa.ID, in)
		}
	}
}

func FuzzEvaluate(f *testing.F) {
	f.Add(`{}`)
	f.Add(`{"hosts":2,"disks_per_host":4,"disk_size_gb":600,"disk_iops":1,"frontend_iops":1e9,"read_pct":0}`)
	f.Add(`{"disk_rpm":"7200","controller_write_cache":false,"disk_price_usd":1e7,"reserved_gb_per_host":1199}`)
	f.Add(`{"hosts":3,"disks_per_host":1000,"disk_size_gb":1000000,"disk_iops":10000000,"read_pct":100}`)
	f.Add(`{"disk_rpm":null,"disk_iops":null}`)
	f.Add(`{"frontend_iops":1e9,"io_size_kb":1024,"backend_link_mbps":10,"read_pct":0.01}`)
	for _, name := range numericInputs {
		for _, x := range extremes {
			f.Add(fmt.Sprintf(`{%q:%s}`, name, x))
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		// refused at a field, or answered with finite numbers everywhere
		ev := calctest.CheckAnswer(t, vsa.ID, s)
		if ev == nil {
			return
		}
		r := ev.Results.(vsa.Results)
		if r.UsableGB <= 0 || r.UsableFraction > 0.25+1e-12 {
			t.Fatalf("usable %v (fraction %v) for %s", r.UsableGB, r.UsableFraction, s)
		}
		if r.WriteIOPS < 0 || r.ReadIOPS < 0 || r.MaxFrontendIOPS < r.SpindleMaxFrontendIOPS*(1-1e-9) {
			t.Fatalf("results %+v for %s", r, s)
		}
		for _, lang := range []msg.Lang{msg.EN, msg.RU} {
			for _, w := range ev.Document(lang).Warnings {
				if len(w) > 2000 {
					t.Fatalf("a warning of %d bytes for %s", len(w), s)
				}
			}
		}
	})
}

func Example() {
	c, _ := calc.Lookup(vsa.ID)
	ev, _ := c.Evaluate(json.RawMessage(`{"hosts": 3, "disks_per_host": 8, "disk_size_gb": 300, "disk_rpm": 10000, "frontend_iops": 1200, "read_pct": 50}`))
	for _, s := range ev.Document(msg.EN).Steps[5:7] {
		fmt.Printf("%s: %s = %v %s\n", s.Label, s.Formula, s.Value, s.Unit)
	}
	// Output:
	// IOPS at the physical adapters (reads once, writes on the primary and the replica): 600 + 2 × 600 = 1800 IOPS
	// Disk operations (each VM write = 4 disk writes: 2 per host): 600 + 4 × 600 = 3000 IOPS
}

// The write-back cache factor, 1.7 = (24 × 135 − 1,200) / 1,200, comes from
// the paper's one measured mix ("50% reads, 50% writes", 2,400 IOPS from
// three VMs); more write-heavy mixes extrapolate it, and the page says so
// with the spindle model's figure beside it.
func TestCacheFactorExtrapolated(t *testing.T) {
	doc := calctest.Evaluate(t, vsa.ID, `{"read_pct":30}`).Document(msg.EN)
	w := strings.Join(doc.Warnings, "\n")
	assert.Contains(t, w, "The write-back cache factor (1.7 disk operations per VM write) was calibrated at the paper's one measured mix, 50 % reads; at 30 % reads it is extrapolated.")
	assert.Contains(t, w, "the spindle model, every write at its 4 disk writes, gives about")
	for _, in := range []string{`{}`, `{"read_pct":50}`, `{"read_pct":70}`, `{"read_pct":30,"controller_write_cache":false}`} {
		assert.NotContains(t, strings.Join(calctest.Evaluate(t, vsa.ID, in).Document(msg.EN).Warnings, "\n"), "is extrapolated", in)
	}
	ru := strings.Join(calctest.Evaluate(t, vsa.ID, `{"read_pct":0}`).Document(msg.RU).Warnings, "\n")
	assert.Contains(t, ru, "при 0 % чтения он экстраполирован")
}
