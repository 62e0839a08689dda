package vsancap

import "github.com/sizewise/sizewise/engine/msg"

// The calculator's words, as registered keys (English, Russian).
var (
	// Problems (field errors).
	errZeroOrMin = msg.NewKey("vsan-capacity.zero-or-min", "must be 0, or {0} or more (smaller values are not measurable)", "должно быть 0 или не меньше {0} (меньшие значения не измеримы)")
	errHosts     = msg.NewKey("vsan-capacity.err.hosts",
		"{0} needs at least {1} {1|host|hosts}; {2} given",
		"{0}: нужно не меньше {1} {1|хоста|хостов|хостов}, а задано {2}")
	errHostsMirror = msg.NewKey("vsan-capacity.err.hosts.mirror",
		"{0} needs at least {1} {1|host|hosts}, or {2} as a 2-node cluster with a witness appliance; {3} given",
		"{0}: нужно не меньше {1} {1|хоста|хостов|хостов} или {2} в двухузловом кластере с модулем-свидетелем, а задано {3}")
	errHybridEC = msg.NewKey("vsan-capacity.err.hybrid-ec",
		"{0} needs an all-flash cluster on OSA; on hybrid use {1}",
		"{0}: в OSA нужен кластер all-flash; на гибридном используйте {1}")
	errESAClassic = msg.NewKey("vsan-capacity.err.esa-classic",
		"{0} needs the rule set {1} or {2}: the classic rules are vSAN 6/7, which has no ESA",
		"{0}: нужен набор правил {1} или {2}; классические правила — это vSAN 6/7, где ESA нет")
	errESAHybrid = msg.NewKey("vsan-capacity.err.esa-hybrid",
		"must be on for {0}: ESA runs on all-flash (NVMe) only, there is no hybrid ESA; choose {1} for a hybrid cluster",
		"должно быть включено для {0}: ESA работает только на all-flash, гибридной ESA не бывает; для гибридного кластера выберите {1}")
	errReservesHost = msg.NewKey("vsan-capacity.err.reserves-host",
		"is too small for the reserves: a host holds {0}, and its share of the operations reserve ({1} + {2} of its capacity) leaves {3}. Use larger or more devices, or choose {4} in {5}",
		"слишком мал для резервов: хост вмещает {0}, а его доля операционного резерва ({1} + {2} его ёмкости) оставляет {3}. Возьмите устройства больше или больше устройств либо выберите {4} в поле {5}")
	errReserves = msg.NewKey("vsan-capacity.err.reserves",
		"is too small for the reserves: the reserves of {0} take {1} of their {2}. Use larger or more devices, or choose {3} in {4}",
		"слишком мал для резервов: резервы кластера ({0}) занимают {1} из его {2}. Возьмите устройства больше или больше устройств либо выберите {3} в поле {4}")

	errSysSlack = msg.NewKey("vsan-capacity.err.sys-slack",
		"leaves no capacity for data: vSAN's own metadata takes {0} of raw and the slack {1}",
		"не оставляет ёмкости для данных: собственные метаданные vSAN занимают {0} сырой ёмкости, а резерв slack — {1}")

	errStorageESA = msg.NewKey("vsan-capacity.err.storage-esa",
		"a vSAN storage cluster (vSAN Max) runs on {0} only: choose {0} in {1}",
		"кластер хранения vSAN (vSAN Max) работает только на {0}: выберите {0} в поле {1}")
	errStorageClassic = msg.NewKey("vsan-capacity.err.storage-classic",
		"a vSAN storage cluster (vSAN Max) needs the rule set {0} or {1}: the classic rules are vSAN 6/7, which has no storage clusters",
		"кластеру хранения vSAN (vSAN Max) нужен набор правил {0} или {1}; классические правила — это vSAN 6/7, где кластеров хранения нет")
	errStorageHosts = msg.NewKey("vsan-capacity.err.storage-hosts",
		"a vSAN storage cluster has {0} to {1} hosts; {2} given",
		"в кластере хранения vSAN от {0} до {1} {1|хоста|хостов|хостов}, а задано {2}")
	errStorageSiteHosts = msg.NewKey("vsan-capacity.err.storage-site-hosts",
		"a stretched vSAN storage cluster needs at least {0} hosts per site; {1} given",
		"растянутому кластеру хранения vSAN нужно не меньше {0} {0|хоста|хостов|хостов} на площадку, а задано {1}")
	errStorageDevices = msg.NewKey("vsan-capacity.err.storage-devices",
		"a vSAN storage cluster needs at least {0} storage devices per host; {1} given",
		"кластеру хранения vSAN нужно не меньше {0} {0|устройства|устройств|устройств} хранения на хост, а задано {1}")

	// Steps.
	stepRaw          = msg.NewKey("vsan-capacity.step.raw", "Raw capacity", "Сырая ёмкость")
	stepRawOSA       = msg.NewKey("vsan-capacity.step.raw.osa", "{0} × {1} {1|disk group|disk groups} × {2} capacity {2|disk|disks} × {3}", "{0} × {1} {1|дисковая группа|дисковые группы|дисковых групп} × {2} {2|диск|диска|дисков} ёмкости × {3}")
	stepRawESA       = msg.NewKey("vsan-capacity.step.raw.esa", "{0} × {1} storage pool {1|device|devices} × {2}", "{0} × {1} {1|устройство|устройства|устройств} пула хранения × {2}")
	stepPolicy       = msg.NewKey("vsan-capacity.step.policy", "Policy multiplier", "Множитель политики")
	stepPolicyF      = msg.NewKey("vsan-capacity.step.policy.f", "{0}: every GB of VM data takes {1} GB of raw capacity (at least {2})", "{0}: каждый ГБ данных ВМ занимает {1} ГБ сырой ёмкости (не меньше {2})")
	stepPolicyAdapt  = msg.NewKey("vsan-capacity.step.policy.adaptive", "{0}: on {1} {1|host|hosts} ESA lays objects out as {2} (2+1 on 3–5 hosts, 4+1 on 6 or more): every GB of VM data takes {3} GB of raw capacity", "{0}: при числе хостов {1} ESA размещает объекты как {2} (2+1 на 3–5 хостах, 4+1 на 6 и более): каждый ГБ данных ВМ занимает {3} ГБ сырой ёмкости")
	stepOverhead     = msg.NewKey("vsan-capacity.step.overhead", "ESA log-structured file system overhead", "Накладные расходы журнально-структурированной файловой системы ESA")
	stepOverheadF    = msg.NewKey("vsan-capacity.step.overhead.f", "1 + {0} of object and replica data (Broadcom KB 394410 gives about 13.1 %)", "1 + {0} от данных объектов и реплик (KB 394410: около 13,1 %)")
	stepAfterPolicy  = msg.NewKey("vsan-capacity.step.after-policy", "After the policy", "После политики")
	stepAfterPolicyF = msg.NewKey("vsan-capacity.step.after-policy.f", "{0} / {1}", "{0} / {1}")
	stepAfterPolicyE = msg.NewKey("vsan-capacity.step.after-policy.esa", "{0} / ({1} × (1 + {2}))", "{0} / ({1} × (1 + {2}))")
	stepAfterSlack   = msg.NewKey("vsan-capacity.step.after-slack", "After slack", "После резерва slack")
	stepAfterSlackF  = msg.NewKey("vsan-capacity.step.after-slack.f", "{0} × (1 − {1})", "{0} × (1 − {1})")
	stepRebuild      = msg.NewKey("vsan-capacity.step.rebuild", "Host rebuild reserve", "Резерв на перестроение хоста")
	stepRebuildF     = msg.NewKey("vsan-capacity.step.rebuild.f", "{0} / {1}: the capacity of one host", "{0} / {1}: ёмкость одного хоста")
	stepOps          = msg.NewKey("vsan-capacity.step.ops", "Operations reserve (assumption: per-host space for policy changes + buffer)", "Операционный резерв (допущение: место под смену политик на хост + буфер)")
	stepOpsF         = msg.NewKey("vsan-capacity.step.ops.f", "{0} × {1} + {2} × {3}", "{0} × {1} + {2} × {3}")
	stepAfterRes     = msg.NewKey("vsan-capacity.step.after-reserves", "After the reserves", "После резервов")
	stepAfterResF    = msg.NewKey("vsan-capacity.step.after-reserves.f", "({0} − {1} − {2}) / {3}", "({0} − {1} − {2}) / {3}")
	stepUsable       = msg.NewKey("vsan-capacity.step.usable", "Usable for VM data", "Полезно для данных ВМ")
	stepUsableOSA    = msg.NewKey("vsan-capacity.step.usable.osa", "{0} × dedupe ratio {1}", "{0} × коэффициент дедупликации {1}")
	stepUsableESA    = msg.NewKey("vsan-capacity.step.usable.esa", "{0} × compression {1} × deduplication {2}", "{0} × сжатие {1} × дедупликация {2}")
	stepConsumed     = msg.NewKey("vsan-capacity.step.consumed", "Raw capacity the VM data occupies", "Сырая ёмкость, занятая данными ВМ")
	stepConsumedOSA  = msg.NewKey("vsan-capacity.step.consumed.osa", "{0} × {1} / {2}", "{0} × {1} / {2}")
	stepConsumedESA  = msg.NewKey("vsan-capacity.step.consumed.esa", "{0} × {1} × (1 + {2}) / ({3} × {4})", "{0} × {1} × (1 + {2}) / ({3} × {4})")
	stepRequired     = msg.NewKey("vsan-capacity.step.required", "Raw capacity required (slack kept free)", "Требуемая сырая ёмкость (с резервом slack)")
	stepRequiredF    = msg.NewKey("vsan-capacity.step.required.f", "{0} / (1 − {1})", "{0} / (1 − {1})")
	stepRequiredRes  = msg.NewKey("vsan-capacity.step.required.reserves", "Raw capacity required (reserves kept free, {0})", "Требуемая сырая ёмкость (с резервами, {0})")
	stepRequiredResF = msg.NewKey("vsan-capacity.step.required.reserves.f", "({0} + {1} × {2}) / (1 − 1/{3} − {4})", "({0} + {1} × {2}) / (1 − 1/{3} − {4})")
	stepRequiredOpsF = msg.NewKey("vsan-capacity.step.required.ops.f", "({0} + {1} × {2}) / (1 − {3})", "({0} + {1} × {2}) / (1 − {3})")
	stepFill         = msg.NewKey("vsan-capacity.step.fill", "Datastore fill", "Заполнение хранилища")
	stepFillF        = msg.NewKey("vsan-capacity.step.fill.f", "{0} / {1} × 100", "{0} / {1} × 100")
	stepHosts        = msg.NewKey("vsan-capacity.step.hosts", "Hosts required for the VM data", "Требуется хостов для данных ВМ")
	stepHostsF       = msg.NewKey("vsan-capacity.step.hosts.f", "max({0}, ⌈{1} / {2} per host⌉)", "max({0}, ⌈{1} / {2} на хост⌉)")
	stepHostsCurF    = msg.NewKey("vsan-capacity.step.hosts.current.f", "the fewest hosts of {0} each whose usable capacity holds {1}, with the layout and headroom of that host count (at least {2})", "наименьшее число хостов по {0}, полезная ёмкость которых вмещает {1}, с размещением и запасом для такого числа хостов (не меньше {2})")
	stepFailLayout   = msg.NewKey("vsan-capacity.step.failure.layout", "Raw per GB after a host failure", "Сырой ёмкости на ГБ после отказа хоста")
	stepFailLayoutF  = msg.NewKey("vsan-capacity.step.failure.layout.f", "{0} left: objects re-protected as {1}", "осталось {0}: объекты заново защищены как {1}")
	stepFailLayoutNo = msg.NewKey("vsan-capacity.step.failure.layout.no", "{0} left, fewer than the {1} that {2} needs: objects are not re-protected and keep {2}", "осталось {0}, меньше {1}, нужных для {2}: объекты не защищаются заново и остаются в {2}")
	stepFailUsable   = msg.NewKey("vsan-capacity.step.failure.usable", "Usable after a host failure", "Полезно после отказа хоста")
	stepFailUsableF  = msg.NewKey("vsan-capacity.step.failure.usable.f", "min({0}, ({1} − {2}) / {3} × {4})", "min({0}, ({1} − {2}) / {3} × {4})")
	stepFailFill     = msg.NewKey("vsan-capacity.step.failure.fill", "Datastore fill after a host failure and rebuild", "Заполнение хранилища после отказа хоста и перестроения")
	stepFailUsableNo = msg.NewKey("vsan-capacity.step.failure.usable.no", "nothing is rebuilt: the objects keep their layout with the failed host's components absent, so the {0} left hold the same {1} of VM data, readable at reduced protection", "ничего не перестраивается: объекты сохраняют размещение без компонентов отказавшего хоста, поэтому оставшиеся {0} держат те же {1} данных ВМ — они доступны, но с ослабленной защитой")
	stepFailFTT      = msg.NewKey("vsan-capacity.step.failure.ftt", "Failures tolerated after a host failure", "Допустимо отказов после отказа хоста")
	stepFailFTTNo    = msg.NewKey("vsan-capacity.step.failure.ftt.no", "{0} tolerates {1}; not re-protected, the objects tolerate {1} − 1 = {2} until the host returns", "{0} выдерживает {1}; без восстановления защиты объекты выдерживают {1} − 1 = {2}, пока хост не вернётся")
	stepFailFTTYes   = msg.NewKey("vsan-capacity.step.failure.ftt.yes", "{0} re-protected as {1}: FTT {2} again", "{0} заново защищена как {1}: снова FTT {2}")
	stepFailFTTFull  = msg.NewKey("vsan-capacity.step.failure.ftt.full", "{0} tolerates {1}; the rebuild runs out of space, so the objects not rebuilt tolerate {1} − 1 = {2}", "{0} выдерживает {1}; места для перестроения не хватает, поэтому неперестроенные объекты выдерживают {1} − 1 = {2}")
	stepFailFillNo   = msg.NewKey("vsan-capacity.step.failure.fill.no", "nothing is rebuilt: the {0} left stay as full as before", "ничего не перестраивается: оставшиеся {0} заполнены так же, как до отказа")
	stepFailFillF    = msg.NewKey("vsan-capacity.step.failure.fill.f", "{0} × {1} / {2} / {3} × 100", "{0} × {1} / {2} / {3} × 100")

	// vSAN's own metadata (system overhead), and the after-failure readings.
	stepSysOSA           = msg.NewKey("vsan-capacity.step.sys.osa", "Deduplication and compression metadata, counted as used", "Метаданные дедупликации и сжатия, считаются занятыми")
	stepSysOSAF          = msg.NewKey("vsan-capacity.step.sys.osa.f", "{0} × {1} (VCF 9.0: \"approximately five percent of total raw capacity\")", "{0} × {1} (VCF 9.0: «approximately five percent of total raw capacity»)")
	stepSysESA           = msg.NewKey("vsan-capacity.step.sys.esa", "ESA global metadata, counted as used (assumption)", "Глобальные метаданные ESA, считаются занятыми (допущение)")
	stepSysESAF          = msg.NewKey("vsan-capacity.step.sys.esa.f", "{0} × {1} (about 10 % of raw, as third parties quote VMware's post on ESA capacity overheads; no VMware document read gives the figure)", "{0} × {1} (около 10 % сырой ёмкости — так сторонние авторы цитируют публикацию VMware о накладных расходах ESA; ни один прочитанный документ VMware этой цифры не даёт)")
	stepAfterSlackSysF   = msg.NewKey("vsan-capacity.step.after-slack.sys.f", "{0} × (1 − {1} − {2})", "{0} × (1 − {1} − {2})")
	stepAfterResSysF     = msg.NewKey("vsan-capacity.step.after-reserves.sys.f", "({0} − {1} − {2} − {3}) / {4}", "({0} − {1} − {2} − {3}) / {4}")
	stepRequiredSysF     = msg.NewKey("vsan-capacity.step.required.sys.f", "{0} / (1 − {1} − {2})", "{0} / (1 − {1} − {2})")
	stepRequiredResSysF  = msg.NewKey("vsan-capacity.step.required.reserves.sys.f", "({0} + {1} × {2}) / (1 − 1/{3} − {4} − {5})", "({0} + {1} × {2}) / (1 − 1/{3} − {4} − {5})")
	stepRequiredOpsSysF  = msg.NewKey("vsan-capacity.step.required.ops.sys.f", "({0} + {1} × {2}) / (1 − {3} − {4})", "({0} + {1} × {2}) / (1 − {3} − {4})")
	stepFillSysF         = msg.NewKey("vsan-capacity.step.fill.sys.f", "({0} + {1}) / {2} × 100", "({0} + {1}) / {2} × 100")
	stepFailUsableSysF   = msg.NewKey("vsan-capacity.step.failure.usable.sys.f", "min({0}, ({1} − {2} − {3}) / {4} × {5})", "min({0}, ({1} − {2} − {3}) / {4} × {5})")
	stepFailUsableSlackF = msg.NewKey("vsan-capacity.step.failure.usable.slack.f",
		"min({0}, {1} / {2} × {3}): the rebuild may use the slack, which VMware keeps free for rebuilds (Sizewise's answer)",
		"min({0}, {1} / {2} × {3}): перестроение может занять slack, который VMware и держит свободным для перестроений (ответ Sizewise)")
	stepFailUsableSlackSysF = msg.NewKey("vsan-capacity.step.failure.usable.slack.sys.f",
		"min({0}, ({1} − {2}) / {3} × {4}): the rebuild may use the slack, which VMware keeps free for rebuilds (Sizewise's answer)",
		"min({0}, ({1} − {2}) / {3} × {4}): перестроение может занять slack, который VMware и держит свободным для перестроений (ответ Sizewise)")
	stepFailKept     = msg.NewKey("vsan-capacity.step.failure.kept", "Usable after a host failure, slack free again after the rebuild (the stricter reading)", "Полезно после отказа хоста, если после перестроения slack снова свободен (строгое прочтение)")
	stepFailKeptF    = msg.NewKey("vsan-capacity.step.failure.kept.f", "min({0}, {1} × (1 − {2}) / {3} × {4})", "min({0}, {1} × (1 − {2}) / {3} × {4})")
	stepFailKeptSysF = msg.NewKey("vsan-capacity.step.failure.kept.sys.f", "min({0}, {1} × (1 − {2} − {3}) / {4} × {5})", "min({0}, {1} × (1 − {2} − {3}) / {4} × {5})")
	stepFailFillSysF = msg.NewKey("vsan-capacity.step.failure.fill.sys.f", "({0} × {1} / {2} + {3}) / {4} × 100", "({0} × {1} / {2} + {3}) / {4} × 100")

	// Warnings.
	warnNoFit = msg.NewKey("vsan-capacity.warn.no-fit",
		"The VM data does not fit: it needs {0} of raw capacity with {1} slack, the cluster has {2}; {3} {3|host|hosts} of this build would do.",
		"Данные ВМ не помещаются: им нужно {0} сырой ёмкости при резерве slack {1}, а в кластере {2}; хватило бы {3} {3|хоста|хостов|хостов} такой конфигурации.")
	warnNoFitRes = msg.NewKey("vsan-capacity.warn.no-fit.reserves",
		"The VM data does not fit: it needs {0} of raw capacity with the reserves kept free, the cluster has {1}; {2} {2|host|hosts} of this build would do.",
		"Данные ВМ не помещаются: им нужно {0} сырой ёмкости с учётом резервов, а в кластере {1}; хватило бы {2} {2|хоста|хостов|хостов} такой конфигурации.")
	warnFillNVMe = msg.NewKey("vsan-capacity.warn.fill",
		"The datastore would be {0} full. Keep it below 80 %: vSAN rebalances once a capacity device reaches 80 %, and \"The rebalance operation might impact the performance of applications\" (VCF 9.0, \"Planning Capacity in vSAN\"). One provider's vSAN 7 test, on OSA all-flash NVMe like this cluster, measured {1} IO/s ({2}) at 50 % full and {3} IO/s ({4}) past 80 % (−{5}).",
		"Хранилище будет заполнено на {0}. Держите заполнение ниже 80 %: когда устройство ёмкости заполняется на 80 %, vSAN перебалансирует данные, и «The rebalance operation might impact the performance of applications» (VCF 9.0, «Planning Capacity in vSAN»). В тесте vSAN 7 одного провайдера, на OSA all-flash с NVMe, как этот кластер, измерено {1} операций/с ({2}) при заполнении 50 % и {3} операций/с ({4}) после 80 % (−{5}).")
	warnFill = msg.NewKey("vsan-capacity.warn.fill.vmware",
		"The datastore would be {0} full. Keep it below 80 %: vSAN rebalances once a capacity device reaches 80 %, and \"The rebalance operation might impact the performance of applications\" (VCF 9.0, \"Planning Capacity in vSAN\").",
		"Хранилище будет заполнено на {0}. Держите заполнение ниже 80 %: когда устройство ёмкости заполняется на 80 %, vSAN перебалансирует данные, и «The rebalance operation might impact the performance of applications» (VCF 9.0, «Planning Capacity in vSAN»).")
	warnSlackLow = msg.NewKey("vsan-capacity.warn.slack-low",
		"Slack of {0} is below VMware's 25–30 %: rebuilds after a host failure, rebalancing and policy changes need free space.",
		"Резерв slack {0} ниже рекомендуемых VMware 25–30 %: перестроению после отказа хоста, перебалансировке и смене политик нужно свободное место.")
	warnSlack80NVMe = msg.NewKey("vsan-capacity.warn.slack-80",
		"With {0} slack, filling the usable capacity takes the datastore past 80 % full, where vSAN rebalances and application performance may suffer (VCF 9.0), and where one provider's vSAN 7 test saw performance collapse.",
		"При резерве slack {0} заполнение полезной ёмкости доводит хранилище до заполнения выше 80 %, где vSAN перебалансирует данные и производительность приложений может пострадать (VCF 9.0), а в тесте vSAN 7 одного провайдера производительность обваливалась.")
	warnSlack80 = msg.NewKey("vsan-capacity.warn.slack-80.other",
		"With {0} slack, filling the usable capacity takes the datastore past 80 % full, where vSAN rebalances and application performance may suffer (VCF 9.0).",
		"При резерве slack {0} заполнение полезной ёмкости доводит хранилище до заполнения выше 80 %, где vSAN перебалансирует данные и производительность приложений может пострадать (VCF 9.0).")
	warnReserves80NVMe = msg.NewKey("vsan-capacity.warn.reserves-80",
		"The reserves keep {0} of the raw capacity free: filling the usable capacity takes the datastore past 80 % full, where vSAN rebalances and application performance may suffer (VCF 9.0), and where one provider's vSAN 7 test saw performance collapse.",
		"Резервы оставляют свободными {0} сырой ёмкости: заполнение полезной ёмкости доводит хранилище до заполнения выше 80 %, где vSAN перебалансирует данные и производительность приложений может пострадать (VCF 9.0), а в тесте vSAN 7 одного провайдера производительность обваливалась.")
	warnReserves80 = msg.NewKey("vsan-capacity.warn.reserves-80.other",
		"The reserves keep {0} of the raw capacity free: filling the usable capacity takes the datastore past 80 % full, where vSAN rebalances and application performance may suffer (VCF 9.0).",
		"Резервы оставляют свободными {0} сырой ёмкости: заполнение полезной ёмкости доводит хранилище до заполнения выше 80 %, где vSAN перебалансирует данные и производительность приложений может пострадать (VCF 9.0).")
	warnDedupeHybrid = msg.NewKey("vsan-capacity.warn.dedupe-hybrid",
		"Deduplication and compression exist on all-flash clusters only: the dedupe ratio {0} is ignored on hybrid (1 used).",
		"Дедупликация и сжатие есть только в кластерах all-flash: коэффициент дедупликации {0} на гибридном кластере не учитывается (принято 1).")
	warnDedupePerf = msg.NewKey("vsan-capacity.warn.dedupe-perf",
		"Deduplication and compression cost performance: in the vSAN 7 tests they barely touched large-block patterns but cut small-block write patterns by more than half (peak {0} → {1} MB/s). Check the workload's block size first.",
		"Дедупликация и сжатие стоят производительности: в тестах vSAN 7 они почти не затронули нагрузки крупными блоками, но более чем вдвое урезали запись мелкими блоками (пик {0} → {1} МБ/с). Сначала проверьте размер блока нагрузки.")
	warnDedupeVSAN8 = msg.NewKey("vsan-capacity.warn.dedupe-vsan8",
		"vSAN 8 ESA has no deduplication: the dedupe ratio {0} is ignored (1 used). Global deduplication for ESA comes with vSAN 9 (rule set {1}).",
		"В vSAN 8 ESA нет дедупликации: коэффициент дедупликации {0} не учитывается (принято 1). Глобальная дедупликация для ESA появилась в vSAN 9 (набор правил {1}).")
	warnDedupeVCF9 = msg.NewKey("vsan-capacity.warn.dedupe-vcf9",
		"Assumption: the dedupe ratio {0} counts vSAN ESA's global deduplication, as the release chosen runs it ({1}). VCF 9.0 itself has none (\"vSAN Express Storage Architecture (ESA) does not support deduplication\"); VMware announced it for VCF 9.0 P01, a patch release (VMware Cloud Foundation blog, 2025), and a third-party article places general availability in 9.1. It runs after the data is written (post-process), at 4 KB granularity across the cluster.",
		"Допущение: коэффициент дедупликации {0} учитывает глобальную дедупликацию vSAN ESA, так как в выбранном выпуске она есть ({1}). В самом VCF 9.0 её нет («vSAN Express Storage Architecture (ESA) does not support deduplication»); VMware объявила её для VCF 9.0 P01 — патча (блог VCF, 2025), а сторонняя статья относит общую доступность к 9.1. Она выполняется после записи данных (постобработка), блоками по 4 КБ по всему кластеру.")
	warnDedupeVCF9Off = msg.NewKey("vsan-capacity.warn.dedupe-vcf9-off",
		"The dedupe ratio {0} is not counted (1 used): VCF 9.0's ESA has no deduplication (\"vSAN Express Storage Architecture (ESA) does not support deduplication\", \"Monitor vSAN Capacity\"). Global deduplication came later (VMware announced it for 9.0 P01; general availability with 9.1, per a third-party article): if the customer's release runs it, say which in {1}.",
		"Коэффициент дедупликации {0} не учитывается (принято 1): у ESA в VCF 9.0 дедупликации нет («vSAN Express Storage Architecture (ESA) does not support deduplication», «Monitor vSAN Capacity»). Глобальная дедупликация появилась позже (VMware объявила её для 9.0 P01; общая доступность — с 9.1, по сторонней статье): если выпуск у заказчика её поддерживает, укажите его в поле {1}.")
	warnGlobalDedupeIgnored = msg.NewKey("vsan-capacity.warn.global-dedupe-ignored",
		"{0} applies to ESA under the rule set {1} only: ignored here.",
		"Поле {0} относится только к ESA при наборе правил {1}: здесь оно не учитывается.")
	warnCompressOSA = msg.NewKey("vsan-capacity.warn.compress-osa",
		"On OSA, compression is counted in {0}: {1} {2} is ignored (1 used).",
		"В OSA сжатие учитывается в поле {0}: {1} {2} не учитывается (принято 1).")
	warnOneGroupNVMe = msg.NewKey("vsan-capacity.warn.one-group",
		"One disk group per host caps performance at its cache device. In the vSAN 7 tests a second disk group per host raised the maxima from {0} to {1} IO/s (+{2}) and from {3} to {4} MB/s (+{5}).",
		"Одна дисковая группа на хост ограничивает производительность её кэширующим устройством. В тестах vSAN 7 вторая дисковая группа на хост подняла максимумы с {0} до {1} операций/с (+{2}) и с {3} до {4} МБ/с (+{5}).")
	warnOneGroupHybrid = msg.NewKey("vsan-capacity.warn.one-group.hybrid",
		"One disk group per host: all of a host's I/O goes through one cache device. VMware recommends at least two disk groups per host for performance and availability (VCF 9.0 design, VCF-VSAN-OSA-RCMD-CFG-001).",
		"Одна дисковая группа на хост: весь ввод-вывод хоста идёт через одно кэширующее устройство. VMware рекомендует не меньше двух дисковых групп на хост ради производительности и доступности (дизайн VCF 9.0, VCF-VSAN-OSA-RCMD-CFG-001).")
	warnNoReprotect = msg.NewKey("vsan-capacity.warn.no-reprotect",
		"{0} leave no spare host for {1}: after a host failure its objects cannot be re-protected on the {2} left ({3} needs {4}). The VM data stays where it is and readable, but until the host returns it tolerates {7} further {7|failure|failures} instead of {6}. Plan at least {5}.",
		"{0} не оставляют запасного хоста для {1}: после отказа хоста объекты нельзя заново защитить (осталось {2}, а {3} требует {4}). Данные ВМ остаются на месте и доступны, но до возвращения хоста выдерживают {7} {7|отказ|отказа|отказов} вместо {6}. Заложите хотя бы {5}.")
	warnNoReprotectNone = msg.NewKey("vsan-capacity.warn.no-reprotect.none",
		"{0} leave no spare host for {1}: after a host failure its objects cannot be re-protected on the {2} left ({3} needs {4}). The VM data stays where it is and readable, but unprotected until the host returns: one more failure makes objects inaccessible. Plan at least {5}.",
		"{0} не оставляют запасного хоста для {1}: после отказа хоста объекты нельзя заново защитить (осталось {2}, а {3} требует {4}). Данные ВМ остаются на месте и доступны, но без защиты до возвращения хоста: ещё один отказ сделает объекты недоступными. Заложите хотя бы {5}.")
	warnFailNoFit = msg.NewKey("vsan-capacity.warn.failure-no-fit",
		"After a host failure the data does not fit: once re-protected as {0}, the {1} left hold {2} of VM data and {3} are stored.",
		"После отказа хоста данные не помещаются: после повторной защиты как {0} оставшиеся {1} вмещают {2} данных ВМ, а хранится {3}.")
	warnFailFillNVMe = msg.NewKey("vsan-capacity.warn.failure-fill",
		"After a host failure and the rebuild the datastore would be {0} full: past the 80 % where vSAN rebalances (VCF 9.0) and where one provider's vSAN 7 test saw performance collapse.",
		"После отказа хоста и перестроения хранилище будет заполнено на {0} — выше 80 %, где vSAN перебалансирует данные (VCF 9.0), а в тесте vSAN 7 одного провайдера производительность обваливалась.")
	warnFailSlackKept = msg.NewKey("vsan-capacity.warn.failure-slack-kept",
		"Sizewise lets the rebuild after a host failure use the {0} slack, which VMware keeps free for rebuilds. If the slack must be free again once the data is rebuilt (the stricter reading of N+1), the {1} left hold {2} of VM data, less than the {3} stored: plan another host.",
		"Sizewise позволяет перестроению после отказа хоста занять резерв slack {0}, который VMware и держит свободным для перестроений. Если после перестроения slack должен снова быть свободен (строгое прочтение N+1), оставшиеся {1} вмещают {2} данных ВМ — меньше хранимых {3}: заложите ещё один хост.")
	warnFailFill = msg.NewKey("vsan-capacity.warn.failure-fill.other",
		"After a host failure and the rebuild the datastore would be {0} full: past the 80 % where vSAN rebalances (VCF 9.0).",
		"После отказа хоста и перестроения хранилище будет заполнено на {0} — выше 80 %, где vSAN перебалансирует данные (VCF 9.0).")
	warnRelayout = msg.NewKey("vsan-capacity.warn.relayout",
		"With {0} {0|host|hosts}, a host failure leaves {1} {1|host|hosts}: ESA re-lays RAID-5 out from 4+1 to 2+1 (×1.25 → ×1.5, after about 24 hours per Duncan Epping), so the same data needs {2} more raw capacity, which the host rebuild reserve does not cover. After the failure {3} of VM data fit.",
		"При числе хостов {0} отказ хоста оставляет {1} {1|хост|хоста|хостов}: ESA переразмещает RAID-5 с 4+1 на 2+1 (×1,25 → ×1,5, по Дункану Эппингу — примерно через 24 часа), и тем же данным нужно на {2} больше сырой ёмкости, чего резерв на перестроение хоста не покрывает. После отказа помещается {3} данных ВМ.")
	warnFourNodeRAID5 = msg.NewKey("vsan-capacity.warn.four-node-raid5",
		"VMware Cloud Foundation 9.0's design (VCF-VSAN-RCMD-CFG-003) says that in a vSAN storage cluster of only 4 hosts the host rebuild reserve, paired with auto-policy management, prevents the RAID-5 policy. It says this of vSAN storage clusters and does not say whether a 4-host HCI cluster is affected. To keep RAID-5 on 4 hosts, choose {0} in {1}, or plan a fifth host.",
		"Дизайн VCF 9.0 (VCF-VSAN-RCMD-CFG-003) говорит, что в кластере хранения vSAN всего из 4 хостов резерв на перестроение хоста вместе с автоматическим управлением политиками не даёт использовать политику RAID-5. Это сказано о кластерах хранения vSAN; затрагивает ли это кластер HCI из 4 хостов, документ не говорит. Чтобы сохранить RAID-5 на 4 хостах, выберите {0} в поле {1} или заложите пятый хост.")
	warnStorageNoRebuild = msg.NewKey("vsan-capacity.warn.storage-no-rebuild",
		"A vSAN storage cluster of only 4 hosts keeps no host rebuild reserve, as VMware Cloud Foundation 9.0 recommends (VCF-VSAN-STG-CLU-RCMD-CFG-002: \"If a vSAN storage cluster consists of only four (4) ESX hosts, do not enable the Host Rebuild Reserve\"): with auto-policy management it would keep the cluster from adaptive RAID-5. Sizewise keeps the operations reserve only, although {1} asks for “{0}”; vSAN rebuilds into the free capacity after a host failure.",
		"Кластер хранения vSAN всего из 4 хостов не держит резерв на перестроение хоста, как рекомендует VMware Cloud Foundation 9.0 (VCF-VSAN-STG-CLU-RCMD-CFG-002: «If a vSAN storage cluster consists of only four (4) ESX hosts, do not enable the Host Rebuild Reserve»): при автоматическом управлении политиками он не дал бы кластеру использовать адаптивный RAID-5. Sizewise оставляет только операционный резерв, хотя в поле {1} выбрано «{0}»; после отказа хоста vSAN перестраивает данные в свободную ёмкость.")
	warnClassicHeadroom = msg.NewKey("vsan-capacity.warn.classic-headroom",
		"Under the classic rules (vSAN 6/7) the headroom is always slack: {0} of the raw capacity is kept free. {1} = “{2}” applies only under the rule sets {3} and {4}, where vSAN's operations and host rebuild reserves (vSAN 7.0 U1 and later) replace slack.",
		"По классическим правилам (vSAN 6/7) запас — всегда slack: свободными остаются {0} сырой ёмкости. Значение «{2}» в поле {1} действует только при наборах правил {3} и {4}, где slack заменяют операционный резерв и резерв на перестроение хоста vSAN (vSAN 7.0 U1 и новее).")
	warnResSmall = msg.NewKey("vsan-capacity.warn.reserves-small",
		"vSAN's reserves are not supported on clusters of fewer than 4 hosts (VCF 9.0 design: not on three-node clusters; VMware: not on two-node clusters): {0} slack is kept instead.",
		"Резервы vSAN не поддерживаются в кластерах меньше чем из 4 хостов (дизайн VCF 9.0: не в трёхузловых; VMware: не в двухузловых): вместо них оставлен резерв slack {0}.")
	warnResStretched = msg.NewKey("vsan-capacity.warn.reserves-stretched",
		"vSAN's reserves are not supported on stretched clusters (VCF 9.0 design; VMware): {0} slack is kept instead.",
		"Резервы vSAN не поддерживаются в растянутых кластерах (дизайн VCF 9.0; VMware): вместо них оставлен резерв slack {0}.")
	warnResFD = msg.NewKey("vsan-capacity.warn.reserves-fd",
		"vSAN's reserves are not supported on clusters with fault domains (VCF 9.0 design; VMware): {0} slack is kept instead.",
		"Резервы vSAN не поддерживаются в кластерах с доменами отказа (дизайн VCF 9.0; VMware): вместо них оставлен резерв slack {0}.")
	warnStretched = msg.NewKey("vsan-capacity.warn.stretched",
		"Stretched cluster: the inputs describe one site. Each site keeps a full copy of the data under the site-local policy, so the usable capacity shown is the whole cluster's; the second site needs the same hardware, and a witness host is not counted.",
		"Растянутый кластер: входные данные описывают одну площадку. Каждая площадка хранит полную копию данных по локальной политике площадки, поэтому показанная полезная ёмкость — ёмкость всего кластера; второй площадке нужно такое же оборудование, а хост-свидетель не учитывается.")
	warnStorageCluster = msg.NewKey("vsan-capacity.warn.storage-cluster",
		"vSAN storage cluster (vSAN Max): its datastore serves client clusters, so the VM data entered is theirs; their hosts need no vSAN storage of their own, and their CPU and memory are sized separately.",
		"Кластер хранения vSAN (vSAN Max): его хранилище обслуживает клиентские кластеры, поэтому введённые данные ВМ — их данные; их хостам собственное хранилище vSAN не нужно, а ЦП и память для них рассчитываются отдельно.")
	warnStorageFaultDomains = msg.NewKey("vsan-capacity.warn.storage-fault-domains",
		"A vSAN storage cluster has {0} to {1} hosts in all: the inputs count fault domains, so check the hosts of all the domains together.",
		"В кластере хранения vSAN всего от {0} до {1} {1|хоста|хостов|хостов}: входные данные считают домены отказа, поэтому проверьте число хостов всех доменов вместе.")
	warnTwoNode = msg.NewKey("vsan-capacity.warn.two-node",
		"2-node cluster: the inputs are the two data hosts, each keeping a full copy of the data; the witness appliance at another site holds only witness components and is not counted.",
		"Двухузловой кластер: входные данные — два хоста с данными, каждый хранит полную копию данных; модуль-свидетель на другой площадке хранит только компоненты-свидетели и не учитывается.")
	warnTwoNodeFailure = msg.NewKey("vsan-capacity.warn.two-node-failure",
		"After a host failure one data host and the witness remain: the VM data stays readable but unprotected until the host returns (one more failure makes objects inaccessible). A 2-node cluster has no third data host to rebuild on: this is its design, not a shortfall to plan away.",
		"После отказа хоста остаются один хост с данными и свидетель: данные ВМ доступны, но без защиты до возвращения хоста (ещё один отказ сделает объекты недоступными). Третьего хоста для перестроения в двухузловом кластере нет: так он устроен, и это не недостаток, который можно устранить планированием.")
	warnFaultDomains = msg.NewKey("vsan-capacity.warn.fault-domains",
		"Fault domains: enter each fault domain as a host (the number of fault domains, and the devices of one fault domain). Policies need that many fault domains, and a failure here is a whole fault domain's.",
		"Домены отказа: вводите каждый домен отказа как хост (число доменов отказа и устройства одного домена). Политикам нужно столько доменов отказа, а отказ здесь — отказ целого домена.")

	warnHostsRequiredMax = msg.NewKey("vsan-capacity.warn.hosts-required-max",
		"The {0} this build needs for the VM data are more than one vSAN cluster takes ({1} at most): plan several clusters, or hosts with more capacity.",
		"Нужные для данных ВМ {0} такой конфигурации — больше, чем вмещает один кластер vSAN (не больше {1}): закладывайте несколько кластеров или хосты большей ёмкости.")

	// Revision 2: what changed for a document written before (Changes).
	whatUsable       = msg.T("usable for VM data", "полезная ёмкость для данных ВМ")
	whatFill         = msg.T("the datastore fill", "заполнение хранилища")
	whatAfterFailure = msg.T("usable after a host failure", "полезная ёмкость после отказа хоста")
	whatHosts        = msg.T("hosts required", "требуемое число хостов")
	whyESAMetadata   = msg.NewKey("vsan-capacity.why.esa-metadata",
		"ESA's global metadata, {0} of raw, is now counted as used (an assumption: third parties quote VMware's post on ESA capacity overheads; VCF 9.0's \"Monitor vSAN Capacity\" lists a file-system overhead apart from the objects').",
		"Глобальные метаданные ESA, {0} сырой ёмкости, теперь считаются занятыми (допущение: так сторонние авторы цитируют публикацию VMware о накладных расходах ESA; «Monitor vSAN Capacity» в VCF 9.0 показывает накладные расходы файловой системы отдельно от объектов).")
	whyDedupeOverhead = msg.NewKey("vsan-capacity.why.dedupe-overhead",
		"OSA deduplication and compression now keep {0} of raw for their metadata (VCF 9.0: \"approximately five percent of total raw capacity\").",
		"Дедупликация и сжатие OSA теперь занимают {0} сырой ёмкости под свои метаданные (VCF 9.0: «approximately five percent of total raw capacity»).")
	whyStorage4 = msg.NewKey("vsan-capacity.why.storage-4",
		"A vSAN storage cluster of only 4 hosts keeps no host rebuild reserve (VCF-VSAN-STG-CLU-RCMD-CFG-002): with auto-policy management it would turn RAID-5 into RAID-1.",
		"Кластер хранения vSAN всего из 4 хостов не держит резерв на перестроение хоста (VCF-VSAN-STG-CLU-RCMD-CFG-002): при автоматическом управлении политиками он превратил бы RAID-5 в RAID-1.")
	whyGlobalDedupe = msg.NewKey("vsan-capacity.why.global-dedupe",
		"ESA deduplication counts only when {0} names the VCF release that runs it (VCF 9.0: \"vSAN Express Storage Architecture (ESA) does not support deduplication\").",
		"Дедупликация ESA учитывается, только если в поле {0} указан выпуск VCF, где она работает (VCF 9.0: «vSAN Express Storage Architecture (ESA) does not support deduplication»).")
	// Variant: the copy under the other rule set.
	variantESA = msg.NewKey("vsan-capacity.variant.esa",
		"ESA instead of OSA disk groups: each host's {0} capacity {0|device|devices} of {1} form its storage pool, the same raw capacity; the cache devices are left out, as ESA has no cache tier",
		"ESA вместо дисковых групп OSA: {0} {0|устройство|устройства|устройств} ёмкости по {1} на каждом хосте {0|образует|образуют|образуют} его пул хранения — та же сырая ёмкость; кэширующие устройства не учитываются, в ESA нет уровня кэша")
	variantESAHybrid = msg.NewKey("vsan-capacity.variant.esa-hybrid",
		"ESA instead of hybrid OSA disk groups: ESA is NVMe all-flash only, so each host's {0} magnetic {0|disk becomes an NVMe device|disks become NVMe devices} of {1} in its storage pool, the same raw capacity; the cache devices are left out",
		"ESA вместо гибридных дисковых групп OSA: ESA бывает только all-flash на NVMe, поэтому в пуле хранения каждого хоста вместо {0} {0|магнитного диска|магнитных дисков|магнитных дисков} столько же устройств NVMe по {1} — та же сырая ёмкость; кэширующие устройства не учитываются")
	variantESACapped = msg.NewKey("vsan-capacity.variant.esa-capped",
		"ESA instead of OSA disk groups: each host's {0} capacity devices are more than the {1} a storage pool takes here, so the pool has {1}, less raw capacity than the OSA hosts; the cache devices are left out",
		"ESA вместо дисковых групп OSA: {0} {0|устройство|устройства|устройств} ёмкости на хосте — больше {1}, которые здесь принимает пул хранения, поэтому в пуле {1}, и сырой ёмкости меньше, чем у хостов OSA; кэширующие устройства не учитываются")
	variantOSA = msg.NewKey("vsan-capacity.variant.osa",
		"OSA disk groups instead of the ESA storage pool: the classic rules have no ESA, so each host's {0} {0|device becomes|devices become} {1} disk {1|group|groups} of {2} capacity {2|device|devices}, the same raw capacity, each group with a cache device that is not counted",
		"Дисковые группы OSA вместо пула хранения ESA: в классических правилах ESA нет, поэтому {0} {0|устройство|устройства|устройств} каждого хоста {0|становится|становятся|становятся} {1} {1|дисковой группой|дисковыми группами|дисковыми группами} по {2} {2|устройству|устройства|устройств} ёмкости — та же сырая ёмкость; кэширующее устройство каждой группы не учитывается")
	variantOSAFewer = msg.NewKey("vsan-capacity.variant.osa-fewer",
		"OSA disk groups instead of the ESA storage pool: the classic rules have no ESA, and each host's {0} devices do not split evenly into disk groups of at most 7, so they become {1} disk {1|group|groups} of {2} capacity {2|device|devices}, {3} {3|device|devices} fewer a host (less raw capacity, never more); each group has a cache device that is not counted",
		"Дисковые группы OSA вместо пула хранения ESA: в классических правилах ESA нет, а {0} {0|устройство|устройства|устройств} каждого хоста не делятся поровну на дисковые группы не больше чем по 7, поэтому получается {1} {1|дисковая группа|дисковые группы|дисковых групп} по {2} {2|устройству|устройства|устройств} ёмкости — на {3} {3|устройство|устройства|устройств} на хост меньше (сырой ёмкости меньше, но не больше); кэширующее устройство каждой группы не учитывается")

	changeJoin = msg.NewKey("vsan-capacity.change.join", "{0} {1}", "{0} {1}")

	factorESA = msg.NewKey("vsan-capacity.factor.esa", "({0} × (1 + {1}))", "({0} × (1 + {1}))")

	// Chart.
	chartTitle        = msg.NewKey("vsan-capacity.chart", "Capacity waterfall: raw to usable", "Каскад ёмкости: от сырой к полезной")
	axisStage         = msg.NewKey("vsan-capacity.axis.stage", "Stage", "Этап")
	axisCapacity      = msg.NewKey("vsan-capacity.axis.capacity", "Capacity", "Ёмкость")
	barRaw            = msg.NewKey("vsan-capacity.bar.raw", "Raw", "Сырая")
	barAfterPolicy    = msg.NewKey("vsan-capacity.bar.after-policy", "After {0} (÷{1})", "После {0} (÷{1})")
	barAfterSlack     = msg.NewKey("vsan-capacity.bar.after-slack", "After {0} slack", "После резерва slack {0}")
	barAfterReserves  = msg.NewKey("vsan-capacity.bar.after-reserves", "After the reserves", "После резервов")
	barUsable         = msg.NewKey("vsan-capacity.bar.usable", "Usable", "Полезная")
	barVMData         = msg.NewKey("vsan-capacity.bar.vm-data", "VM data", "Данные ВМ")
	barAfterFailure   = msg.NewKey("vsan-capacity.bar.after-failure", "Usable after a host failure", "Полезная после отказа хоста")
	barAfterFailureNo = msg.NewKey("vsan-capacity.bar.after-failure.no", "After a host failure (not re-protected)", "После отказа хоста (без восстановления защиты)")
	seriesCapacity    = msg.NewKey("vsan-capacity.series.capacity", "Capacity", "Ёмкость")
	ruleVMData        = msg.NewKey("vsan-capacity.rule.vm-data", "VM data {0}", "Данные ВМ {0}")
)
