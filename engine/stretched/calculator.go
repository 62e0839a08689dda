package stretched

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
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
	WriteSizeKB      float64  `json:"write_size_kb" validate:"finite,gte=0.5,lte=4096"`
	DataMultiplier   float64  `json:"data_multiplier" validate:"finite,gte=1,lte=10"`
	ResyncMultiplier float64  `json:"resync_multiplier" validate:"finite,gte=1,lte=10"`
	Components       int      `json:"components" validate:"gte=0,lte=100000000"`
	HostsPerSite     int      `json:"hosts_per_site" validate:"gte=1,lte=1000"`
	// LinkMbps is the inter-site link the customer has, if given.
	LinkMbps *float64 `json:"link_mbps,omitempty" validate:"omitempty,finite,gte=0.001,lte=1000000000"`
	// WitnessLinkMbps is the witness link the customer has, if given.
	WitnessLinkMbps *float64 `json:"witness_link_mbps,omitempty" validate:"omitempty,finite,gte=0.001,lte=1000000000"`
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
		WriteIOPS:        ptr(10000.0), // vmgu.ru, sizing guidance summary: "10 000 IOPS на запись"
		WriteSizeKB:      4,            // the same: "типичный размер операции записи в 4 КБ"
		DataMultiplier:   DataMultiplier,
		ResyncMultiplier: ResyncMultiplier,
		Components:       0,
		HostsPerSite:     1,
	}
}

func ptr[T any](v T) *T { return &v }

// Sources are the documents the formulas come from.
var Sources = []msg.Message{
	msg.LegacyMessage("VMware, \"vSAN Stretched Cluster Bandwidth Sizing Guidance\": B = Wb × md × mr, md = 1.4, mr = 1.25; witness 1138 B × 8 × components / 5 s + 10 %"),
	msg.LegacyMessage("VMware, \"vSAN Stretched Cluster Guide\": inter-site RTT < 5 ms; witness RTT < 500 ms (1 host per site), < 200 ms (up to 10), < 100 ms (11–15)"),
}

// Messages.
var (
	msgBothGiven    = msg.NewKey("stretched.both-given", "give {0}, or {1} with {2}, not both", "укажите {0} или {1} вместе с {2}, но не то и другое")
	msgNoLoad       = msg.NewKey("stretched.no-load", "is required: give {0}, or {1} with {2}", "обязательно: укажите {0} или {1} вместе с {2}")
	msgPctAlone     = msg.NewKey("stretched.pct-alone", "goes with {0}; give {0} too, or use {1} alone", "задаётся вместе с {0}; укажите и {0}, или только {1}")
	msgPctAssumed   = msg.NewKey("stretched.pct-assumed", "{0} not given: assumed {1} writes, the typical VDI mix ({2} reads / {1} writes).", "{0} не задана: принято {1} записи — типичный профиль VDI ({2} чтения / {1} записи).")
	stepWrites      = msg.NewKey("stretched.step.writes", "Write IOPS", "IOPS записи")
	stepWritesF     = msg.NewKey("stretched.step.writes.f", "{0} × {1} writes", "{0} × {1} записи")
	stepWb          = msg.NewKey("stretched.step.wb", "Write bandwidth Wb (reads stay local)", "Поток записи Wb (чтение остаётся локальным)")
	stepWbF         = msg.NewKey("stretched.step.wb.f", "{0} × {1} = {2} × 8", "{0} × {1} = {2} × 8")
	stepB           = msg.NewKey("stretched.step.b", "Inter-site bandwidth B = Wb × md × mr", "Пропускная способность между площадками B = Wb × md × mr")
	stepBF          = msg.NewKey("stretched.step.b.f", "{0} × {1} × {2}", "{0} × {1} × {2}")
	stepWitness     = msg.NewKey("stretched.step.witness", "Witness bandwidth", "Пропускная способность до свидетеля")
	stepWitnessF    = msg.NewKey("stretched.step.witness.f", "1138 B × 8 × {0} {0|component|components} / 5 s × 1.1", "1138 Б × 8 × {0} {0|компонент|компонента|компонентов} / 5 с × 1,1")
	stepRTT         = msg.NewKey("stretched.step.rtt", "Inter-site round-trip time limit", "Предел времени отклика (RTT) между площадками")
	stepRTTF        = msg.NewKey("stretched.step.rtt.f", "RTT limit for any cluster size (vSAN Stretched Cluster Guide)", "Предел RTT для кластера любого размера (vSAN Stretched Cluster Guide)")
	stepWRTT        = msg.NewKey("stretched.step.wrtt", "Witness round-trip time limit", "Предел времени отклика (RTT) до свидетеля")
	stepWRTT1       = msg.NewKey("stretched.step.wrtt.1", "RTT limit for 1 host per site (vSAN Stretched Cluster Guide)", "Предел RTT для 1 хоста на площадке (vSAN Stretched Cluster Guide)")
	stepWRTT10      = msg.NewKey("stretched.step.wrtt.10", "RTT limit for {0} hosts per site (2–10) (vSAN Stretched Cluster Guide)", "Предел RTT для {0} {0|хоста|хостов|хостов} на площадке (2–10) (vSAN Stretched Cluster Guide)")
	stepWRTT15      = msg.NewKey("stretched.step.wrtt.15", "RTT limit for {0} hosts per site (11–15) (vSAN Stretched Cluster Guide)", "Предел RTT для {0} {0|хоста|хостов|хостов} на площадке (11–15) (vSAN Stretched Cluster Guide)")
	warnLink        = msg.NewKey("stretched.warn.link", "The inter-site link of {0} is below the {1} required: writes will queue and latency will rise at both sites.", "Канал между площадками {0} меньше требуемых {1}: операции записи будут вставать в очередь, и задержки вырастут на обеих площадках.")
	warnWitnessLink = msg.NewKey("stretched.warn.witness-link", "The witness link of {0} is below the {1} required for {2} {2|component|components}.", "Канал до свидетеля {0} меньше {1}, требуемых для {2} {2|компонента|компонентов|компонентов}.")
	warn10G         = msg.NewKey("stretched.warn.10g", "{0} is more than one 10 Gbps link carries: plan 25/40/100 GbE or several links between the sites.", "{0} — больше, чем пропускает один канал 10 Гбит/с: закладывайте 25/40/100 GbE или несколько каналов между площадками.")
	warnNoComp      = msg.NewKey("stretched.warn.no-components", "{0} is 0, so the witness link is not sized: enter the number of vSAN components (about 2 Mbps per 1,000).", "{0} равно 0, поэтому канал до свидетеля не рассчитан: введите число компонентов vSAN (около 2 Мбит/с на 1000).")
	warnHosts       = msg.NewKey("stretched.warn.hosts", "The witness RTT guidance covers up to {0} hosts per site; {1} is beyond it (100 ms used).", "Рекомендации по RTT до свидетеля охватывают до {0} хостов на площадке; {1} — за их пределами (принято 100 мс).")
	warnMultiplier  = msg.NewKey("stretched.warn.multiplier", "A multiplier is below VMware's recommendation (md 1.4, mr 1.25): the link may not absorb metadata and resync traffic.", "Множитель ниже рекомендации VMware (md 1,4, mr 1,25): канал может не вместить трафик метаданных и ресинхронизации.")
	chartTitle      = msg.NewKey("stretched.chart", "Inter-site bandwidth against write IOPS", "Пропускная способность между площадками в зависимости от IOPS записи")
	chartSeries     = msg.NewKey("stretched.chart.series", "B at {0} writes", "B при записи блоками {0}")
	chartMarker     = msg.NewKey("stretched.chart.marker", "{0} → {1}", "{0} → {1}")
	chartLink       = msg.NewKey("stretched.chart.link", "your link: {0}", "ваш канал: {0}")
	axisWrites      = msg.NewKey("stretched.axis.writes", "Write IOPS", "IOPS записи")
	axisBandwidth   = msg.NewKey("stretched.axis.bandwidth", "Inter-site bandwidth", "Пропускная способность между площадками")
)

// Check enforces the choice between write_iops and total_iops + write_pct.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	w, t, p := msg.Field("write_iops"), msg.Field("total_iops"), msg.Field("write_pct")
	if in.WriteIOPS != nil && in.TotalIOPS != nil {
		errs.Report("total_iops", msgBothGiven, w, t, p)
	}
	if in.WriteIOPS == nil && in.TotalIOPS == nil {
		errs.Report("write_iops", msgNoLoad, w, t, p)
	}
	if in.WritePct != nil && in.TotalIOPS == nil {
		errs.Report("write_pct", msgPctAlone, t, w)
	}
	return errs
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	var steps []calc.Step
	var warnings []msg.Message
	var writes units.IOPS
	switch {
	case in.WriteIOPS != nil:
		writes = units.IOPS(*in.WriteIOPS)
	case in.TotalIOPS != nil:
		pct := float64(VDIWritePct)
		if in.WritePct != nil {
			pct = *in.WritePct
		} else {
			warnings = append(warnings, msgPctAssumed.With(msg.Field("write_pct"), msg.Qty(VDIWritePct, msg.Percent), msg.Qty(100-VDIWritePct, msg.Percent)))
		}
		writes = WriteIOPS(units.IOPS(*in.TotalIOPS), pct)
		steps = append(steps, calc.Step{
			Label:   stepWrites.With(),
			Formula: stepWritesF.With(msg.Qty(*in.TotalIOPS, msg.IOPSUnit), msg.Qty(pct, msg.Percent)),
			Value:   scenario.Clean(float64(writes)), Unit: msg.IOPSUnit,
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
		calc.Step{
			Label:   stepWb.With(),
			Formula: stepWbF.With(msg.Qty(float64(writes), msg.IOPSUnit), msg.Qty(in.WriteSizeKB, msg.KB), msg.Qty(mbPerSec, msg.MBps)),
			Value:   res.WriteBandwidthMbps, Unit: msg.Mbps,
		},
		calc.Step{
			Label:   stepB.With(),
			Formula: stepBF.With(msg.Qty(res.WriteBandwidthMbps, msg.Mbps), msg.Num(in.DataMultiplier), msg.Num(in.ResyncMultiplier)),
			Value:   res.IntersiteMbps, Unit: msg.Mbps,
		},
		calc.Step{
			Label:   stepWitness.With(),
			Formula: stepWitnessF.With(msg.Int(in.Components)),
			Value:   res.WitnessMbps, Unit: msg.Mbps,
		},
		calc.Step{
			Label:   stepRTT.With(),
			Formula: stepRTTF.With(),
			Value:   res.IntersiteRTTMaxMs, Unit: msg.Ms,
		},
		calc.Step{
			Label:   stepWRTT.With(),
			Formula: rttRule(in.HostsPerSite),
			Value:   res.WitnessRTTMaxMs, Unit: msg.Ms,
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

func rttRule(hosts int) msg.Message {
	switch {
	case hosts <= 1:
		return stepWRTT1.With()
	case hosts <= 10:
		return stepWRTT10.With(msg.Int(hosts))
	}
	return stepWRTT15.With(msg.Int(hosts))
}

func warn(in Inputs, r Results) []msg.Message {
	var w []msg.Message
	if in.LinkMbps != nil && r.IntersiteMbps > *in.LinkMbps {
		w = append(w, warnLink.With(msg.Qty(*in.LinkMbps, msg.Mbps), msg.Qty(r.IntersiteMbps, msg.Mbps)))
	}
	if in.WitnessLinkMbps != nil && r.WitnessMbps > *in.WitnessLinkMbps {
		w = append(w, warnWitnessLink.With(msg.Qty(*in.WitnessLinkMbps, msg.Mbps), msg.Qty(r.WitnessMbps, msg.Mbps), msg.Int(in.Components)))
	}
	if r.IntersiteMbps > 10000 {
		w = append(w, warn10G.With(msg.Qty(r.IntersiteMbps, msg.Mbps)))
	}
	if in.Components == 0 {
		w = append(w, warnNoComp.With(msg.Field("components")))
	}
	if in.HostsPerSite > MaxHostsPerSite {
		w = append(w, warnHosts.With(msg.Int(MaxHostsPerSite), msg.Int(in.HostsPerSite)))
	}
	if in.DataMultiplier < DataMultiplier || in.ResyncMultiplier < ResyncMultiplier {
		w = append(w, warnMultiplier.With())
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
		Title:  chartTitle.With(),
		X:      chart.Axis{Label: axisWrites.With(), Unit: msg.IOPSUnit},
		Y:      chart.Axis{Label: axisBandwidth.With(), Unit: msg.Mbps},
		Series: []chart.Series{{Name: chartSeries.With(msg.Qty(in.WriteSizeKB, msg.KB)), Points: pts}},
		Marker: &chart.Marker{Point: chart.Point{X: r.WriteIOPS, Y: r.IntersiteMbps},
			Label: chartMarker.With(msg.Qty(r.WriteIOPS, msg.IOPSUnit), msg.Qty(r.IntersiteMbps, msg.Mbps))},
	}
	if in.LinkMbps != nil {
		c.Rules = append(c.Rules, chart.Rule{Value: *in.LinkMbps, Label: chartLink.With(msg.Qty(*in.LinkMbps, msg.Mbps))})
	}
	return c
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     10,
		Title:    msg.T("Stretched-cluster bandwidth", "Каналы растянутого кластера"),
		Question: msg.T("How fast must the links between the two sites, and to the witness, be?", "Какой пропускной способности нужны каналы между двумя площадками и до свидетеля (witness)?"),
		Fields: []calc.Field{
			{Name: "write_iops", Label: msg.T("Write IOPS", "IOPS записи"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Writes per second across the cluster; reads stay at the local site.", "Операций записи в секунду по всему кластеру; чтение остаётся на локальной площадке.")},
			{Name: "total_iops", Label: msg.T("Total IOPS", "Всего IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("All I/O per second, reads and writes.", "Все операции ввода-вывода в секунду, чтение и запись.")},
			{Name: "write_pct", Label: msg.T("Writes", "Доля записи"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Share of writes in the total; VDI is about 70 %.", "Доля записи в общей нагрузке; у VDI около 70 %.")},
			{Name: "write_size_kb", Label: msg.T("Write size", "Размер записи"), Unit: msg.KB, Step: 0.5,
				Hint: msg.T("Average write size; 4 KB is typical (1 KB = 1000 bytes).", "Средний размер операции записи; типично 4 КБ (1 КБ = 1000 байт).")},
			{Name: "components", Label: msg.T("vSAN components", "Компоненты vSAN"), Step: 1,
				Hint: msg.T("Objects' components on the cluster; sizes the witness link.", "Компоненты объектов в кластере; по ним рассчитывается канал до свидетеля.")},
			{Name: "hosts_per_site", Label: msg.T("Hosts per site", "Хостов на площадке"), Step: 1,
				Hint: msg.T("Sets the witness round-trip limit.", "Определяет допустимое время отклика (RTT) до свидетеля.")},
			{Name: "link_mbps", Label: msg.T("Inter-site link you have", "Ваш канал между площадками"), Unit: msg.Mbps, Step: 1,
				Hint: msg.T("Optional: the link the customer has; drawn on the chart and checked.", "Необязательно: канал, который есть у заказчика; показывается на графике и проверяется.")},
			{Name: "witness_link_mbps", Label: msg.T("Witness link you have", "Ваш канал до свидетеля"), Unit: msg.Mbps, Step: 0.1, Advanced: true,
				Hint: msg.T("Optional: the witness link the customer has; checked against the requirement.", "Необязательно: канал до свидетеля, который есть у заказчика; сравнивается с требуемым.")},
			{Name: "data_multiplier", Label: msg.T("Metadata multiplier md", "Множитель метаданных md"), Unit: msg.Times, Step: 0.05, Advanced: true,
				Hint: msg.T("VMware recommends 1.4.", "VMware рекомендует 1,4.")},
			{Name: "resync_multiplier", Label: msg.T("Resync multiplier mr", "Множитель ресинхронизации mr"), Unit: msg.Times, Step: 0.05, Advanced: true,
				Hint: msg.T("VMware recommends 1.25 (25 % for resynchronisation).", "VMware рекомендует 1,25 (25 % на ресинхронизацию).")},
		},
		Alts: []calc.Alternative{{
			Name: "load", Label: msg.T("Size the load from", "Нагрузка задаётся через"),
			Options: []calc.Option{
				{Label: msg.T("Write IOPS", "IOPS записи"), Fields: []string{"write_iops"}},
				{Label: msg.T("Total IOPS and write %", "Всего IOPS и доля записи"), Fields: []string{"total_iops", "write_pct"}},
			},
		}},
		Outputs: []calc.Output{
			{Name: "intersite_mbps", Label: msg.T("Inter-site bandwidth", "Пропускная способность между площадками"), Unit: msg.Mbps, Primary: true},
			{Name: "witness_mbps", Label: msg.T("Witness bandwidth", "Пропускная способность до свидетеля"), Unit: msg.Mbps, Primary: true},
			{Name: "write_bandwidth_mbps", Label: msg.T("Write bandwidth Wb", "Поток записи Wb"), Unit: msg.Mbps},
			{Name: "write_iops", Label: msg.T("Write IOPS", "IOPS записи"), Unit: msg.IOPSUnit},
			{Name: "intersite_rtt_max_ms", Label: msg.T("Inter-site RTT, at most", "RTT между площадками, не более"), Unit: msg.Ms},
			{Name: "witness_rtt_max_ms", Label: msg.T("Witness RTT, at most", "RTT до свидетеля, не более"), Unit: msg.Ms},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
