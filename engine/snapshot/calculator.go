package snapshot

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
)

// ID is the calculator's id in documents and URLs.
const ID = "snapshot"

// HighUtilizationPct is the disk utilisation from which the measured
// collapse and the remedies are shown.
const HighUtilizationPct = 80

// Smallest values that are not 0: below them a load or a share is not a
// measurable quantity, and the numbers it gives are noise hundreds of digits
// long.
const (
	MinIOPS = 0.01 // IOPS
	MinPct  = 0.01 // %
)

// Inputs are the calculator's inputs (the scenario document's). Ranges: the validate
// rules, and Check (a load that is not 0 is at least MinIOPS; a share is 0,
// 100 or between MinPct and 100 − MinPct).
type Inputs struct {
	ReadIOPS         float64 `json:"read_iops" validate:"finite,gte=0,lte=1000000000"`
	WriteIOPS        float64 `json:"write_iops" validate:"finite,gte=0,lte=1000000000"`
	DiskIOPSCapacity float64 `json:"disk_iops_capacity" validate:"finite,gte=1,lte=1000000000"`
	Format           string  `json:"format" validate:"oneof=vmfssparse sesparse vsansparse esa-native"`
	ChainDepth       int     `json:"chain_depth" validate:"gte=0,lte=32"`
	FirstWritePct    float64 `json:"first_write_pct" validate:"finite,gte=0,lte=100"`
}

// Results are the calculator's results (the result document's), in IOPS and %.
type Results struct {
	ReadAmplification      float64 `json:"read_amplification"`
	WriteAmplification     float64 `json:"write_amplification"`
	BackendReadIOPS        float64 `json:"backend_read_iops"`
	BackendWriteIOPS       float64 `json:"backend_write_iops"`
	BackendIOPS            float64 `json:"backend_iops"`
	Amplification          float64 `json:"amplification"`
	BaselineUtilizationPct float64 `json:"baseline_utilization_pct"`
	UtilizationPct         float64 `json:"utilization_pct"`
	AchievableReadIOPS     float64 `json:"achievable_read_iops"`
	AchievableWriteIOPS    float64 `json:"achievable_write_iops"`
	// MaxFrontendIOPS is the most front-end IOPS the disks carry at this mix
	// with the snapshot: capacity / amplification.
	MaxFrontendIOPS float64 `json:"max_frontend_iops"`
}

// Defaults returns Erik Zandboer's test ("Performance impact when using
// VMware snapshots"): 510 read + 250 write IOPS on disks the VM saturated,
// so the disks' capacity is taken as 760 IOPS, with one redo-log snapshot
// and every write a first write.
func Defaults() Inputs {
	return Inputs{
		ReadIOPS:         BeforeReadIOPS,                   // "510 ROPS"
		WriteIOPS:        BeforeWriteIOPS,                  // "250 WOPS"
		DiskIOPSCapacity: BeforeReadIOPS + BeforeWriteIOPS, // the VM saturated the disks
		Format:           VMFSSparse,
		ChainDepth:       1,
		FirstWritePct:    100,
	}
}

// Sources are the documents the model comes from.
var Sources = []msg.Message{
	source.ZandboerSnapshots.Msg(msg.T(
		"redo-log snapshots and linked clones double reads and double writes to blocks not yet in the snapshot; on overloaded disks 510 read + 250 write IOPS → 110 + 100 with a snapshot → 28 read IOPS while committing it (5.5 %); remedies: more disks, the load spread over LUNs, snapshots on another LUN (workingDir works as given on vSphere 4; vSphere 5 needs more steps), a dedicated snapshot LUN",
		"снапшоты с redo-логом и связанные клоны удваивают чтение и удваивают запись в блоки, которых ещё нет в снапшоте; на перегруженных дисках 510 IOPS чтения + 250 записи → 110 + 100 со снапшотом → 28 IOPS чтения во время его удаления (5,5 %); что делать: больше дисков, нагрузка по нескольким LUN, снапшоты на другом LUN (workingDir работает так, как написано, в vSphere 4; в vSphere 5 нужно больше шагов), выделенный LUN для снапшотов")),
	source.HagoortVSAN6Benchmark.Msg(msg.T(
		"while snapshots were taken one after another, vSAN 6.0's vsanSparse (redirect-on-write) lost 8 % of IOPS, vSAN 5.5's vmfsSparse (redo log) 49 %; vSAN 5.5's read traffic grew after each snapshot, vSAN 6.0's did not; vSAN 6.0's latency was at times worse",
		"при последовательном снятии снапшотов vSAN 6.0 с vsanSparse (redirect-on-write) потерял 8 % IOPS, vSAN 5.5 с vmfsSparse (redo-лог) — 49 %; у vSAN 5.5 трафик чтения рос после каждого снапшота, у vSAN 6.0 — нет; задержки vSAN 6.0 временами были хуже")),
}

// Problems.
var (
	errZeroOrMin = msg.NewKey("snapshot.zero-or-min", "must be 0, or {0} or more (smaller values are not measurable)", "должно быть 0 или не меньше {0} (меньшие значения не измеримы)")
	errPct       = msg.NewKey("snapshot.pct", "must be 0, 100, or between {0} and {1}", "должно быть 0, 100 или от {0} до {1}")
)

// Check refuses loads and shares too small to measure.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	for _, f := range []struct {
		name string
		x    float64
	}{{"read_iops", in.ReadIOPS}, {"write_iops", in.WriteIOPS}} {
		if f.x != 0 && f.x < MinIOPS {
			errs.Report(f.name, errZeroOrMin, msg.Qty(MinIOPS, msg.IOPSUnit))
		}
	}
	if x := in.FirstWritePct; x != 0 && x != 100 && (x < MinPct || x > 100-MinPct) {
		errs.Report("first_write_pct", errPct, msg.Qty(MinPct, msg.Percent), msg.Qty(100-MinPct, msg.Percent))
	}
	return errs
}

// Steps, warnings and chart texts.
var (
	stepReadAmp     = msg.NewKey("snapshot.step.read-amp", "Back-end reads per VM read", "Чтений на дисках на одно чтение ВМ")
	stepWriteAmp    = msg.NewKey("snapshot.step.write-amp", "Back-end writes per VM write", "Записей на дисках на одну запись ВМ")
	ruleNone        = msg.NewKey("snapshot.rule.none", "no snapshot", "снапшота нет")
	ruleRedoRead    = msg.NewKey("snapshot.rule.redo-read", "redo log: look in each of {0} {0|delta|deltas}, then read the block = 1 + {0}", "redo-лог: проверить каждую из {0} {0|дельты|дельт|дельт}, затем прочитать блок = 1 + {0}")
	ruleSERead      = msg.NewKey("snapshot.rule.se-read", "SEsparse (assumed): cached grain tables send the read only where the block lives", "SEsparse (допущение): закэшированные таблицы гранул (grain tables) отправляют чтение только туда, где лежит блок")
	ruleVSAN        = msg.NewKey("snapshot.rule.vsan", "vsanSparse: 1 / (1 − 8 %), vSAN 6.0's measured loss under snapshots, whatever the chain depth and first writes", "vsanSparse: 1 / (1 − 8 %), измеренная потеря vSAN 6.0 при снапшотах, при любой глубине цепочки и доле первых записей")
	ruleFirstWrites = msg.NewKey("snapshot.rule.first-writes", "first writes write data and metadata: 1 + {0}", "первые записи пишут данные и метаданные: 1 + {0}")
	stepBackRead    = msg.NewKey("snapshot.step.back-read", "Back-end read IOPS", "IOPS чтения на дисках")
	stepBackWrite   = msg.NewKey("snapshot.step.back-write", "Back-end write IOPS", "IOPS записи на дисках")
	stepTimes       = msg.NewKey("snapshot.step.times", "{0} × {1}", "{0} × {1}")
	stepDivided     = msg.NewKey("snapshot.step.divided", "{0} / {1}", "{0} / {1}")
	stepAmp         = msg.NewKey("snapshot.step.amp", "Amplification", "Усиление")
	stepAmpF        = msg.NewKey("snapshot.step.amp.f", "{0} back-end IOPS / {1} VM IOPS", "{0} IOPS на дисках / {1} IOPS от ВМ")
	stepUtilBefore  = msg.NewKey("snapshot.step.util-before", "Disk utilisation without the snapshot", "Загрузка дисков без снапшота")
	stepUtilAfter   = msg.NewKey("snapshot.step.util-after", "Disk utilisation with the snapshot", "Загрузка дисков со снапшотом")
	stepUtilF       = msg.NewKey("snapshot.step.util.f", "{0} / {1} × 100", "{0} / {1} × 100")
	stepSaturated   = msg.NewKey("snapshot.step.saturated", "Disks saturated: the VM's load is scaled to fit", "Диски насыщены: нагрузка ВМ сокращается, чтобы поместиться")
	stepAchRead     = msg.NewKey("snapshot.step.ach-read", "Achievable read IOPS", "Достижимые IOPS чтения")
	stepAchWrite    = msg.NewKey("snapshot.step.ach-write", "Achievable write IOPS", "Достижимые IOPS записи")
	stepMax         = msg.NewKey("snapshot.step.max", "Most VM IOPS the disks carry with the snapshot", "Предел IOPS ВМ, который диски выдержат со снапшотом")
	stepRedoBefore  = msg.NewKey("snapshot.step.redo-before", "Measured on overloaded disks, redo-log snapshot (Zandboer): before the snapshot", "Измерено на перегруженных дисках, снапшот с redo-логом (Зандбур): до снапшота")
	stepRedoBeforeF = msg.NewKey("snapshot.step.redo-before.f", "510 read + 250 write IOPS", "510 IOPS чтения + 250 IOPS записи")
	stepRedoWith    = msg.NewKey("snapshot.step.redo-with", "Measured: with one snapshot", "Измерено: с одним снапшотом")
	stepRedoWithF   = msg.NewKey("snapshot.step.redo-with.f", "110 read + 100 write IOPS = {0} of before", "110 IOPS чтения + 100 IOPS записи = {0} от исходного")
	stepRedoCommit  = msg.NewKey("snapshot.step.redo-commit", "Measured: read IOPS while committing the snapshot", "Измерено: IOPS чтения во время удаления (commit) снапшота")
	stepRedoCommitF = msg.NewKey("snapshot.step.redo-commit.f", "28 / 510 = {0} of the start", "28 / 510 = {0} от исходного")
	stepVSAN6       = msg.NewKey("snapshot.step.vsan6", "Measured (Hagoort): IOPS lost while snapshots were taken, vSAN 6.0 with vsanSparse", "Измерено (Хагорт): потеря IOPS при снятии снапшотов, vSAN 6.0 с vsanSparse")
	stepVSAN55      = msg.NewKey("snapshot.step.vsan55", "Measured (Hagoort): the same on vSAN 5.5 with vmfsSparse (a redo log)", "Измерено (Хагорт): то же на vSAN 5.5 с vmfsSparse (redo-лог)")
	stepVSANF       = msg.NewKey("snapshot.step.vsan.f", "one IOmeter test in a home lab, snapshots taken one after another", "один тест IOmeter на домашнем стенде, снапшоты снимались один за другим")
	stepESA         = msg.NewKey("snapshot.step.esa", "Measured (Epping): impact of one or more ESA native snapshots, upper bound", "Измерено (Эппинг): влияние одного или нескольких собственных снапшотов ESA, верхняя граница")
	stepESAF        = msg.NewKey("snapshot.step.esa.f", "one lab test by a VMware employee, \"below 2%\" from the first to the fifth snapshot", "один лабораторный тест сотрудника VMware: «below 2%» от первого до пятого снапшота")
	ruleESA         = msg.NewKey("snapshot.rule.esa", "ESA native snapshot: 1 / (1 − 2 %), one lab test's upper bound, whatever the chain depth and first writes", "собственный снапшот ESA: 1 / (1 − 2 %), верхняя граница одного лабораторного теста, при любой глубине цепочки и доле первых записей")

	warnNoSnapshot = msg.NewKey("snapshot.warn.no-snapshot", "{0} is 0: no snapshot, so no amplification. Set 1 or more to see a snapshot's cost.", "{0} равно 0: снапшота нет, значит, нет и усиления. Задайте 1 или больше, чтобы увидеть цену снапшота.")
	warnOverRedo   = msg.NewKey("snapshot.warn.over-redo",
		"With the snapshot the disks need {0} of their capacity: the VM drops from {1} to {2} in this model — and the source measured worse: on overloaded disks 510 read + 250 write IOPS fell to 110 + 100 with a snapshot.",
		"Со снапшотом дискам нужно {0} их производительности: в этой модели ВМ падает с {1} до {2}, а в источнике измерено ещё хуже — на перегруженных дисках 510 IOPS чтения + 250 IOPS записи упали до 110 + 100 со снапшотом.")
	warnOver = msg.NewKey("snapshot.warn.over",
		"With the snapshot the disks need {0} of their capacity: the VM drops from {1} to {2} in this model.",
		"Со снапшотом дискам нужно {0} их производительности: в этой модели ВМ падает с {1} до {2}.")
	warnBusy = msg.NewKey("snapshot.warn.busy",
		"With the snapshot the disks run at {0}: little headroom is left, and removing (committing) the snapshot adds more reads and writes on top.",
		"Со снапшотом диски загружены на {0}: запаса почти нет, а удаление (commit) снапшота добавит ещё чтения и записи сверху.")
	warnCommit = msg.NewKey("snapshot.warn.commit",
		"Committing a redo-log snapshot on overloaded disks is catastrophic: reads fell to 28 IOPS, 5.5 % of the 510 before the snapshot (Erik Zandboer's measurement). The source's conclusion: snapshots are harmless only when the disks have performance to spare.",
		"Удаление (commit) снапшота с redo-логом на перегруженных дисках катастрофично: чтение упало до 28 IOPS — 5,5 % от 510 до снапшота (измерение Эрика Зандбура). Вывод источника: снапшоты безвредны, только когда у дисков есть запас производительности.")
	warnSEMeasure = msg.NewKey("snapshot.warn.se-measure",
		"The only measurement of a snapshot on overloaded disks is of a redo-log snapshot (vmfsSparse): 510 read + 250 write IOPS fell to 110 + 100, and reads to 28 IOPS while it was committed. SEsparse was not measured; expect the same direction. Snapshots are harmless only when the disks have performance to spare.",
		"Единственное измерение снапшота на перегруженных дисках — для снапшота с redo-логом (vmfsSparse): 510 IOPS чтения + 250 IOPS записи упали до 110 + 100, а чтение — до 28 IOPS во время его удаления. SEsparse не измеряли; ожидайте того же направления. Снапшоты безвредны, только когда у дисков есть запас производительности.")
	warnRemedies = msg.NewKey("snapshot.warn.remedies",
		`Remedies from the source: (1) add disks to raise the storage's performance; (2) spread the load across LUNs; (3) put snapshots on another LUN (move the VM's .vmx, or set workingDir="/vmfs/volumes/<datastore>/vm-snapshots": this works as given on vSphere 4; vSphere 5 and later need more steps than this one setting); (4) best: a dedicated snapshot LUN, for example a mirrored pair of SSDs.`,
		`Что советует источник: (1) добавить диски, чтобы поднять производительность хранилища; (2) распределить нагрузку по нескольким LUN; (3) вынести снапшоты на другой LUN (перенести .vmx ВМ или задать workingDir="/vmfs/volumes/<datastore>/vm-snapshots": так это работает в vSphere 4; в vSphere 5 и новее одного этого параметра мало, нужны дополнительные шаги); (4) лучше всего — выделенный LUN для снапшотов, например зеркальная пара SSD.`)
	warnVSANOver = msg.NewKey("snapshot.warn.vsan-over",
		"No measurement of vsanSparse on overloaded disks exists in the sources; the model applies vSAN 6.0's 8 % loss. The source's conclusion holds for any format: snapshots are harmless only when the disks have performance to spare. On vSAN the remedy that applies is more disks (capacity devices, disk groups or hosts); the LUN remedies for VMFS do not.",
		"В источниках нет измерений vsanSparse на перегруженных дисках; модель применяет потерю 8 % у vSAN 6.0. Вывод источника верен для любого формата: снапшоты безвредны, только когда у дисков есть запас производительности. На vSAN подходит средство «больше дисков» (устройств ёмкости, дисковых групп или хостов); советы про LUN для VMFS не подходят.")
	warnChain = msg.NewKey("snapshot.warn.chain",
		"A chain of {0} redo-log deltas: the model charges one extra read per level (a worst case for blocks still in the base disk). Keep chains short.",
		"Цепочка из {0} дельт redo-лога: модель добавляет по одному чтению на уровень (худший случай для блоков, которые ещё в базовом диске). Держите цепочки короткими.")
	warnSE = msg.NewKey("snapshot.warn.se",
		"SEsparse has no measurement in the sources: reads ×1 and first writes ×2 are an assumption between vsanSparse and vmfsSparse.",
		"Для SEsparse в источниках нет измерений: чтение ×1 и первые записи ×2 — допущение между vsanSparse и vmfsSparse.")
	warnVSAN = msg.NewKey("snapshot.warn.vsan",
		"vsanSparse is modelled by vSAN 6.0's measured 8 % IOPS loss under snapshots: one IOmeter test in a home lab (Niels Hagoort, 2015), against 49 % for vSAN 5.5's redo logs; its latency was at times worse than vSAN 5.5's. VMware's own 2021 snapshot paper says vsanSparse \"can operate at much closer base disk performance levels compared to VMFSsparse or SEsparse\"; its figures were not read, so the 8 % stays what it is, one third-party measurement.",
		"vsanSparse моделируется измеренной потерей 8 % IOPS у vSAN 6.0 при снапшотах: один тест IOmeter на домашнем стенде (Нильс Хагорт, 2015), против 49 % у redo-логов vSAN 5.5; задержки у него временами были хуже, чем у vSAN 5.5. В собственном исследовании снапшотов VMware 2021 года сказано, что vsanSparse «can operate at much closer base disk performance levels compared to VMFSsparse or SEsparse»; его цифры не прочитаны, поэтому 8 % остаются тем, что есть, — одним сторонним измерением.")
	warnESA = msg.NewKey("snapshot.warn.esa",
		"ESA native snapshots keep a disk and its snapshots in one object (no redo log, no delta object). They are modelled by a 2 % IOPS loss, the upper bound of one lab test by a VMware employee (Duncan Epping, 2023: \"a below 2% performance impact\", the same from the first to the fifth snapshot, on a lab not certified for ESA); VMware's ESA snapshot post gives no figure.",
		"Собственные снапшоты ESA хранят диск и его снапшоты в одном объекте (ни redo-лога, ни дельта-объекта). Они моделируются потерей 2 % IOPS — верхней границей одного лабораторного теста сотрудника VMware (Дункан Эппинг, 2023: «a below 2% performance impact», одинаково от первого до пятого снапшота, на стенде, не сертифицированном для ESA); публикация VMware о снапшотах ESA цифр не даёт.")
	warnESAIgnored = msg.NewKey("snapshot.warn.esa-ignored",
		"{0} ({1}) and {2} are not used for ESA native snapshots: the test saw no significant difference between the first and the fifth snapshot, and ESA does not redirect first writes to a delta.",
		"{0} ({1}) и {2} для собственных снапшотов ESA не используются: тест не увидел существенной разницы между первым и пятым снапшотом, а ESA не перенаправляет первые записи в дельту.")
	warnESAOver = msg.NewKey("snapshot.warn.esa-over",
		"No measurement of ESA snapshots on overloaded disks exists: the model applies the 2 % of one lab test. Snapshots are harmless only when the disks have performance to spare; on vSAN the remedy is more devices or hosts.",
		"Измерений снапшотов ESA на перегруженных дисках нет: модель применяет 2 % из одного лабораторного теста. Снапшоты безвредны, только когда у дисков есть запас производительности; на vSAN помогает больше устройств или хостов.")
	warnVSANIgnored = msg.NewKey("snapshot.warn.vsan-ignored",
		"{0} ({1}) and {2} are not used for vsanSparse: the measurement it rests on took snapshots one after another, and vSAN 6.0's read traffic did not grow with each one (vSAN 5.5's did).",
		"{0} ({1}) и {2} для vsanSparse не используются: измерение, на котором строится модель, снимало снапшоты один за другим, и трафик чтения vSAN 6.0 не рос с каждым из них (у vSAN 5.5 рос).")

	chartTitle    = msg.NewKey("snapshot.chart", "VM demand, back-end load and disk capacity", "Запрос ВМ, нагрузка на диски и их производительность")
	chartReads    = msg.NewKey("snapshot.chart.reads", "Reads", "Чтение")
	chartWrites   = msg.NewKey("snapshot.chart.writes", "Writes", "Запись")
	chartTotal    = msg.NewKey("snapshot.chart.total", "Total", "Всего")
	chartDemand   = msg.NewKey("snapshot.chart.demand", "VM demand", "Запрос ВМ")
	chartBackend  = msg.NewKey("snapshot.chart.backend", "Back-end", "На дисках")
	chartAchieved = msg.NewKey("snapshot.chart.achievable", "Achievable", "Достижимо")
	chartCapacity = msg.NewKey("snapshot.chart.capacity", "Disk capacity", "Производительность дисков")
	chartRule     = msg.NewKey("snapshot.chart.rule", "disk capacity {0}", "производительность дисков {0}")
	axisIO        = msg.NewKey("snapshot.axis.io", "I/O", "Ввод-вывод")
	axisIOPS      = msg.NewKey("snapshot.axis.iops", "IOPS", "IOPS")
)

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	ar, aw := Amplification(in.Format, in.ChainDepth, in.FirstWritePct)
	front := in.ReadIOPS + in.WriteIOPS
	br, bw := in.ReadIOPS*ar, in.WriteIOPS*aw
	back := br + bw
	// With no load, report the amplification of an even mix.
	amp := (ar + aw) / 2
	if front > 0 {
		amp = back / front
	}
	achR, achW := Achievable(in.ReadIOPS, in.WriteIOPS, back, in.DiskIOPSCapacity)
	c := scenario.Clean
	r := Results{
		ReadAmplification:      c(ar),
		WriteAmplification:     c(aw),
		BackendReadIOPS:        c(br),
		BackendWriteIOPS:       c(bw),
		BackendIOPS:            c(back),
		Amplification:          c(amp),
		BaselineUtilizationPct: c(front / in.DiskIOPSCapacity * 100),
		UtilizationPct:         c(back / in.DiskIOPSCapacity * 100),
		AchievableReadIOPS:     c(achR),
		AchievableWriteIOPS:    c(achW),
		MaxFrontendIOPS:        c(in.DiskIOPSCapacity / amp),
	}
	return calc.Outcome{
		Results:  r,
		Steps:    steps(in, r, back),
		Warnings: warn(in, r),
		Sources:  sourcesFor(in),
		Chart:    Chart(in, r),
	}
}

func steps(in Inputs, r Results, back float64) []calc.Step {
	iops := func(x float64) msg.Arg { return msg.Qty(x, msg.IOPSUnit) }
	factor := func(x, a float64) msg.Message {
		// vsanSparse's 1/0.92 is written as a division, so that the formula
		// gives the value shown.
		if in.Format == VSANSparse && in.ChainDepth > 0 {
			return stepDivided.With(iops(x), msg.Num(1-VSAN6LossPct/100.0))
		}
		if in.Format == ESANative && in.ChainDepth > 0 {
			return stepDivided.With(iops(x), msg.Num(1-ESALossPct/100.0))
		}
		return stepTimes.With(iops(x), msg.Num(a))
	}
	front := in.ReadIOPS + in.WriteIOPS
	s := []calc.Step{
		{Label: stepReadAmp.With(), Formula: readRule(in), Value: r.ReadAmplification, Unit: msg.Times},
		{Label: stepWriteAmp.With(), Formula: writeRule(in), Value: r.WriteAmplification, Unit: msg.Times},
		{Label: stepBackRead.With(), Formula: factor(in.ReadIOPS, r.ReadAmplification), Value: r.BackendReadIOPS, Unit: msg.IOPSUnit},
		{Label: stepBackWrite.With(), Formula: factor(in.WriteIOPS, r.WriteAmplification), Value: r.BackendWriteIOPS, Unit: msg.IOPSUnit},
		{Label: stepAmp.With(), Formula: stepAmpF.With(msg.Num(r.BackendIOPS), msg.Num(front)), Value: r.Amplification, Unit: msg.Times},
		{Label: stepUtilBefore.With(), Formula: stepUtilF.With(msg.Num(front), iops(in.DiskIOPSCapacity)), Value: r.BaselineUtilizationPct, Unit: msg.Percent},
		{Label: stepUtilAfter.With(), Formula: stepUtilF.With(msg.Num(r.BackendIOPS), iops(in.DiskIOPSCapacity)), Value: r.UtilizationPct, Unit: msg.Percent},
	}
	if back > in.DiskIOPSCapacity {
		k := in.DiskIOPSCapacity / back
		s = append(s,
			calc.Step{Label: stepSaturated.With(), Formula: stepDivided.With(msg.Num(in.DiskIOPSCapacity), iops(back)), Value: scenario.Clean(k * 100), Unit: msg.Percent},
			calc.Step{Label: stepAchRead.With(), Formula: stepTimes.With(msg.Num(in.ReadIOPS), msg.Num(k)), Value: r.AchievableReadIOPS, Unit: msg.IOPSUnit},
			calc.Step{Label: stepAchWrite.With(), Formula: stepTimes.With(msg.Num(in.WriteIOPS), msg.Num(k)), Value: r.AchievableWriteIOPS, Unit: msg.IOPSUnit},
		)
	}
	s = append(s, calc.Step{Label: stepMax.With(), Formula: stepDivided.With(iops(in.DiskIOPSCapacity), msg.Num(r.Amplification)), Value: r.MaxFrontendIOPS, Unit: msg.IOPSUnit})
	if in.ChainDepth == 0 {
		return s
	}
	switch in.Format {
	case VMFSSparse:
		if r.UtilizationPct > HighUtilizationPct {
			s = append(s, redoSteps()...)
		}
	case VSANSparse:
		s = append(s,
			calc.Step{Label: stepVSAN6.With(), Formula: stepVSANF.With(), Value: VSAN6LossPct, Unit: msg.Percent},
			calc.Step{Label: stepVSAN55.With(), Formula: stepVSANF.With(), Value: VSAN55LossPct, Unit: msg.Percent},
		)
	case ESANative:
		s = append(s, calc.Step{Label: stepESA.With(), Formula: stepESAF.With(), Value: ESALossPct, Unit: msg.Percent})
	}
	return s
}

func readRule(in Inputs) msg.Message {
	if in.ChainDepth == 0 {
		return ruleNone.With()
	}
	switch in.Format {
	case VMFSSparse:
		return ruleRedoRead.With(msg.Int(in.ChainDepth))
	case SESparse:
		return ruleSERead.With()
	case ESANative:
		return ruleESA.With()
	}
	return ruleVSAN.With()
}

func writeRule(in Inputs) msg.Message {
	if in.ChainDepth == 0 {
		return ruleNone.With()
	}
	switch in.Format {
	case VSANSparse:
		return ruleVSAN.With()
	case ESANative:
		return ruleESA.With()
	}
	return ruleFirstWrites.With(msg.Qty(in.FirstWritePct, msg.Percent))
}

// redoSteps are Erik Zandboer's measurement of a redo-log snapshot on
// overloaded disks.
func redoSteps() []calc.Step {
	before := float64(BeforeReadIOPS + BeforeWriteIOPS)
	with := float64(SnapshotReadIOPS + SnapshotWriteIOPS)
	return []calc.Step{
		{Label: stepRedoBefore.With(), Formula: stepRedoBeforeF.With(), Value: before, Unit: msg.IOPSUnit},
		{Label: stepRedoWith.With(), Formula: stepRedoWithF.With(msg.Qty(scenario.Clean(with/before*100), msg.Percent)), Value: with, Unit: msg.IOPSUnit},
		{Label: stepRedoCommit.With(), Formula: stepRedoCommitF.With(msg.Qty(scenario.Clean(CommittingReadIOPS*100.0/BeforeReadIOPS), msg.Percent)), Value: CommittingReadIOPS, Unit: msg.IOPSUnit},
	}
}

func warn(in Inputs, r Results) []msg.Message {
	if in.ChainDepth == 0 {
		return []msg.Message{warnNoSnapshot.With(msg.Field("chain_depth"))}
	}
	var w []msg.Message
	pct := func(x float64) msg.Arg { return msg.Qty(x, msg.Percent) }
	iops := func(x float64) msg.Arg { return msg.Qty(x, msg.IOPSUnit) }
	high := r.UtilizationPct > HighUtilizationPct
	switch {
	case r.UtilizationPct > 100 && in.Format == VMFSSparse:
		w = append(w, warnOverRedo.With(pct(r.UtilizationPct), iops(in.ReadIOPS+in.WriteIOPS), iops(scenario.Clean(r.AchievableReadIOPS+r.AchievableWriteIOPS))))
	case r.UtilizationPct > 100:
		w = append(w, warnOver.With(pct(r.UtilizationPct), iops(in.ReadIOPS+in.WriteIOPS), iops(scenario.Clean(r.AchievableReadIOPS+r.AchievableWriteIOPS))))
	case high:
		w = append(w, warnBusy.With(pct(r.UtilizationPct)))
	}
	if high {
		switch in.Format {
		case VMFSSparse:
			w = append(w, warnCommit.With(), warnRemedies.With())
		case SESparse:
			w = append(w, warnSEMeasure.With(), warnRemedies.With())
		case VSANSparse:
			w = append(w, warnVSANOver.With())
		case ESANative:
			w = append(w, warnESAOver.With())
		}
	}
	switch in.Format {
	case VMFSSparse:
		if in.ChainDepth > 1 {
			w = append(w, warnChain.With(msg.Int(in.ChainDepth)))
		}
	case SESparse:
		w = append(w, warnSE.With())
	case VSANSparse:
		w = append(w, warnVSAN.With(), warnVSANIgnored.With(msg.Field("chain_depth"), msg.Int(in.ChainDepth), msg.Field("first_write_pct")))
	case ESANative:
		w = append(w, warnESA.With(), warnESAIgnored.With(msg.Field("chain_depth"), msg.Int(in.ChainDepth), msg.Field("first_write_pct")))
	}
	return w
}

// sourcesFor are the documents behind in's figures: the measurements the
// model rests on, each labelled as what it is, beside VMware's own
// statements; the ESA figures only for ESA.
func sourcesFor(in Inputs) []msg.Message {
	out := append([]msg.Message(nil), Sources...)
	out = append(out,
		source.SnapshotPerformanceBlog2021.Msg(msg.T(
			"\"SEsparse is the default format for all delta disks on VMFS6 datastores\"; vSANSparse \"can operate at much closer base disk performance levels compared to VMFSsparse or SEsparse\"",
			"«SEsparse is the default format for all delta disks on VMFS6 datastores»; vSANSparse «can operate at much closer base disk performance levels compared to VMFSsparse or SEsparse»")),
		source.SnapshotPerformance2021.Msg(msg.T(
			"VMware's measurements of VMFS, vSAN and vVols snapshots; its figures were not read here (only the blog post introducing it), so none is used",
			"измерения VMware для снапшотов VMFS, vSAN и vVols; сами цифры здесь не прочитаны (только представляющая статью публикация в блоге), поэтому не используются")))
	if in.Format == ESANative {
		out = append(out,
			source.VCF9PlanningCapacity.Msg(msg.T(
				"\"If vSAN ESA is enabled, every snapshot is not a new object. A base VMDK and its snapshots are contained in one vSAN object.\"",
				"«If vSAN ESA is enabled, every snapshot is not a new object. A base VMDK and its snapshots are contained in one vSAN object.»")),
			source.ESANativeSnapshots.Msg(msg.T(
				"ESA native snapshots replace vsanSparse, whose improvements \"had limits in meeting today's requirements in performance, scalability\"; no figure for their cost",
				"собственные снапшоты ESA заменяют vsanSparse, улучшения которого «had limits in meeting today's requirements in performance, scalability»; цифр их цены нет")),
			source.EppingESASnapshots.Msg(msg.T(
				"\"a below 2% performance impact between a VM without a snapshot and a VM with one or multiple snapshots\"; no significant difference between the first and the fifth snapshot; a lab not certified for ESA",
				"«a below 2% performance impact between a VM without a snapshot and a VM with one or multiple snapshots»; существенной разницы между первым и пятым снапшотом нет; стенд не сертифицирован для ESA")))
	}
	return out
}

// Chart compares the VM's demand, the back-end load and what the VM can
// achieve, for reads, writes and in total, against the disks' capacity.
func Chart(in Inputs, r Results) *chart.Chart {
	group := func(label msg.Message, demand, backend, achievable float64) chart.Group {
		return chart.Group{Label: label, Bars: []chart.Bar{
			{Name: chartDemand.With(), Value: demand},
			{Name: chartBackend.With(), Value: backend},
			{Name: chartAchieved.With(), Value: achievable},
		}}
	}
	total := group(chartTotal.With(), in.ReadIOPS+in.WriteIOPS, r.BackendIOPS, scenario.Clean(r.AchievableReadIOPS+r.AchievableWriteIOPS))
	total.Bars = append(total.Bars, chart.Bar{Name: chartCapacity.With(), Value: in.DiskIOPSCapacity})
	return &chart.Chart{
		Kind:  chart.Bars,
		Title: chartTitle.With(),
		X:     chart.Axis{Label: axisIO.With()},
		Y:     chart.Axis{Label: axisIOPS.With(), Unit: msg.IOPSUnit},
		Groups: []chart.Group{
			group(chartReads.With(), in.ReadIOPS, r.BackendReadIOPS, r.AchievableReadIOPS),
			group(chartWrites.With(), in.WriteIOPS, r.BackendWriteIOPS, r.AchievableWriteIOPS),
			total,
		},
		Rules: []chart.Rule{{Value: in.DiskIOPSCapacity, Label: chartRule.With(msg.Qty(in.DiskIOPSCapacity, msg.IOPSUnit))}},
	}
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     70,
		Title:    msg.T("Snapshot impact", "Влияние снапшотов"),
		Question: msg.T("What does a snapshot or linked clone cost the disks, and what is left for the VM?", "Во что снапшот или связанный клон обходится дискам и что остаётся ВМ?"),
		Fields: []calc.Field{
			{Name: "read_iops", Label: msg.T("VM read IOPS", "IOPS чтения ВМ"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Reads the VM issues: 0, or 0.01 to 10^9.", "Чтение, которое выдаёт ВМ: 0 или от 0,01 до 10^9.")},
			{Name: "write_iops", Label: msg.T("VM write IOPS", "IOPS записи ВМ"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Writes the VM issues: 0, or 0.01 to 10^9.", "Запись, которую выдаёт ВМ: 0 или от 0,01 до 10^9.")},
			{Name: "disk_iops_capacity", Label: msg.T("Disks' IOPS capacity", "Производительность дисков, IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("What the datastore's disks deliver in all: 1 to 10^9.", "Сколько всего выдают диски хранилища: от 1 до 10^9.")},
			{Name: "format", Label: msg.T("Snapshot format", "Формат снапшотов"),
				ChoiceLabels: map[string]msg.Text{
					VMFSSparse: msg.T("VMFS redo log (vmfsSparse)", "VMFS: redo-лог (vmfsSparse)"),
					SESparse:   msg.T("Space-efficient sparse (SEsparse)", "Экономный разреженный формат (SEsparse)"),
					VSANSparse: msg.T("vSAN OSA snapshot (vsanSparse)", "Снапшот vSAN OSA (vsanSparse)"),
					ESANative:  msg.T("vSAN ESA native snapshot", "Собственный снапшот vSAN ESA"),
				},
				Hint: msg.T("Redo log: VMFS-5, linked clones, vSAN 5.5; SEsparse: the VMFS-6 default; vsanSparse: vSAN 6 and later on the original storage architecture; ESA native: vSAN 8 and later with ESA.", "Формат redo-лога: VMFS-5, связанные клоны, vSAN 5.5; SEsparse: по умолчанию на VMFS-6; vsanSparse: vSAN 6 и новее в исходной архитектуре хранения (OSA); собственные снапшоты ESA: vSAN 8 и новее с ESA.")},
			{Name: "chain_depth", Label: msg.T("Snapshots in the chain", "Снапшотов в цепочке"), Step: 1,
				Hint: msg.T("0 = no snapshot; a linked clone is 1; at most 32. Not used for vsanSparse and ESA (beyond 0 or not).", "0 — нет снапшота; связанный клон — 1; не больше 32. Для vsanSparse и ESA не используется (кроме того, 0 или нет).")},
			{Name: "first_write_pct", Label: msg.T("First writes", "Первые записи"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Writes to blocks not yet in the delta; 100 right after the snapshot (0, 100, or 0.01 to 99.99). Not used for vsanSparse and ESA.", "Запись в блоки, которых ещё нет в дельта-диске; 100 сразу после снятия снапшота (0, 100 или от 0,01 до 99,99). Для vsanSparse и ESA не используется.")},
		},
		Outputs: []calc.Output{
			{Name: "utilization_pct", Label: msg.T("Disk utilisation with the snapshot", "Загрузка дисков со снапшотом"), Unit: msg.Percent, Primary: true},
			{Name: "amplification", Label: msg.T("Amplification", "Усиление"), Unit: msg.Times, Primary: true},
			{Name: "achievable_read_iops", Label: msg.T("Achievable read IOPS", "Достижимые IOPS чтения"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "achievable_write_iops", Label: msg.T("Achievable write IOPS", "Достижимые IOPS записи"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "backend_read_iops", Label: msg.T("Back-end read IOPS", "IOPS чтения на дисках"), Unit: msg.IOPSUnit},
			{Name: "backend_write_iops", Label: msg.T("Back-end write IOPS", "IOPS записи на дисках"), Unit: msg.IOPSUnit},
			{Name: "baseline_utilization_pct", Label: msg.T("Disk utilisation without it", "Загрузка дисков без него"), Unit: msg.Percent},
			{Name: "max_frontend_iops", Label: msg.T("Most VM IOPS with the snapshot", "Предел IOPS ВМ со снапшотом"), Unit: msg.IOPSUnit},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
