package clustersizing

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// fields describe the inputs in the order the form shows them: the
// workload, the host, the planning rules, the licence, then the vSAN
// details folded.
func fields() []calc.Field { return fieldList }

// policyLabels label the policies as vsan-capacity does.
func policyLabels() map[string]msg.Text {
	l := make(map[string]msg.Text, len(vsancap.Policies))
	for _, p := range vsancap.Policies {
		l[p.Name] = p.Label
	}
	return l
}

var fieldList = []calc.Field{
	{Name: "vms", Label: msg.T("VMs", "ВМ"), Step: 1,
		Hint: msg.T("VMs to place: 1 to 1,000,000.", "Сколько ВМ разместить: от 1 до 1 000 000.")},
	{Name: "vcpus", Label: labelVCPUs, Step: 1,
		Hint: msg.T("Configured vCPUs of all the VMs (RVTools: vInfo CPUs): at least one per VM.", "Настроенные виртуальные ЦП всех ВМ (в RVTools — лист vInfo): не меньше одного на ВМ.")},
	{Name: "memory_gb", Label: msg.T("Configured memory", "Настроенная память"), Unit: msg.GB, Step: 1,
		Hint: msg.T("vRAM of all the VMs, 1 GB = 1024 MB as ESXi counts it.", "Память всех ВМ, 1 ГБ = 1024 МБ, как считает ESXi.")},
	{Name: "storage_gb", Label: labelStorage, Unit: msg.GB, Step: 1,
		Hint: msg.T("VM storage in decimal GB (RVTools MiB × 1.048576 / 1000), before vSAN's protection.", "Хранилище ВМ в десятичных ГБ (МиБ из RVTools × 1,048576 / 1000), до защиты vSAN.")},
	{Name: "storage_basis", Label: msg.T("Storage figure is", "Объём хранилища —"),
		ChoiceLabels: map[string]msg.Text{
			Provisioned: msg.T("Provisioned (what the disks may grow to)", "Выделенный (до чего могут вырасти диски)"),
			Used:        msg.T("Used (what the VMs hold today)", "Занятый (что ВМ хранят сейчас)"),
		},
		Hint: msg.T("VMware's VCF design sizes vSAN for the provisioned space.", "Дизайн VCF от VMware рассчитывает vSAN на выделенный объём.")},
	{Name: "peak_cpu_ghz", Label: msg.T("Measured peak CPU", "Измеренный пик ЦП"), Unit: msg.GHz, Step: 1,
		Hint: msg.T("Optional: the workload's peak CPU demand in GHz (Live Optics, vROps). Needed to size on measured GHz.", "Необязательно: пиковое потребление ЦП нагрузкой в ГГц (Live Optics, vROps). Нужно для расчёта по измеренным ГГц.")},
	{Name: "active_memory_gb", Label: msg.T("Measured active memory", "Измеренная активная память"), Unit: msg.GB, Step: 1,
		Hint: msg.T("Optional: checks memory tiering's rule (active memory at most 50 % of the DRAM).", "Необязательно: проверяет правило многоуровневой памяти (активная память не больше 50 % DRAM).")},
	{Name: "consumed_memory_gb", Label: msg.T("Measured consumed memory", "Измеренная потреблённая память"), Unit: msg.GB, Step: 1,
		Hint: msg.T("Optional: checks that a memory overcommit leaves the VMs what they consume.", "Необязательно: проверяет, что переподписка памяти оставляет ВМ то, что они потребляют.")},
	{Name: "iops", Label: msg.T("Measured IOPS", "Измеренные IOPS"), Unit: msg.IOPSUnit, Step: 1, Advanced: true,
		Hint: msg.T("Optional: peak IOPS, shown per host (not a sizing constraint).", "Необязательно: пиковые IOPS, показываются на хост (не ограничивают расчёт).")},
	{Name: "write_mb_per_s", Label: msg.T("Measured write throughput", "Измеренный поток записи"), Unit: msg.MBps, Step: 1, Advanced: true,
		Hint: msg.T("Optional: peak writes; a stretched cluster's inter-site link is sized from them.", "Необязательно: пиковая запись; по ней рассчитывается канал между площадками растянутого кластера.")},

	{Name: "sockets", Label: msg.T("CPUs per host", "ЦП (сокетов) на хост"), Step: 1,
		Hint: msg.T("Sockets: 1 to 8.", "Сокетов: от 1 до 8.")},
	{Name: "cores_per_socket", Label: msg.T("Cores per CPU", "Ядер на ЦП (сокет)"), Step: 1,
		Hint: msg.T("Physical cores, not hyper-threads: 1 to 256. Licensed as 16 at least.", "Физические ядра, не потоки: от 1 до 256. Лицензируются как минимум 16.")},
	{Name: "core_ghz", Label: msg.T("Core clock", "Частота ядра"), Unit: msg.GHz, Step: 0.1,
		Hint: msg.T("Base clock; used to size measured GHz: 0.5 to 10.", "Базовая частота; для расчёта по измеренным ГГц: от 0,5 до 10.")},
	{Name: "host_memory_gb", Label: msg.T("Host memory (DRAM)", "Память хоста (DRAM)"), Unit: msg.GB, Step: 1,
		Hint: msg.T("8 to 65,536; ESXi's minFree is reserved.", "От 8 до 65 536; резервируется minFree ESXi.")},
	{Name: "memory_tiering_pct", Label: msg.T("NVMe memory tiering (Mem.TierNVMePct)", "Многоуровневая память на NVMe (Mem.TierNVMePct)"), Unit: msg.Percent, Step: 10,
		Hint: msg.T("0 = off; 100 = as much NVMe as DRAM (1:1, VMware's default); 50 to 400. VCF 9 rules only.", "0 — выключено; 100 — NVMe столько же, сколько DRAM (1:1, по умолчанию у VMware); от 50 до 400. Только правила VCF 9.")},
	{Name: "architecture", Label: msg.T("Storage", "Хранилище"),
		ChoiceLabels: map[string]msg.Text{
			ESA:         msg.T("vSAN ESA (NVMe storage pools)", "vSAN ESA (пулы хранения NVMe)"),
			OSAAllFlash: msg.T("vSAN OSA all-flash (disk groups)", "vSAN OSA all-flash (дисковые группы)"),
			OSAHybrid:   msg.T("vSAN OSA hybrid (flash cache, magnetic capacity)", "vSAN OSA гибридный (кэш на флеше, ёмкость на HDD)"),
			External:    msg.T("External storage (no vSAN: hosts sized on CPU and memory)", "Внешнее хранилище (без vSAN: хосты по ЦП и памяти)"),
		},
		Hint: msg.T("vSAN ESA needs the vSAN 8 ESA or VCF 9 rules.", "vSAN ESA требует правил vSAN 8 ESA или VCF 9.")},
	{Name: "devices_per_host", Label: msg.T("Capacity devices per host", "Устройств ёмкости на хост"), Step: 1,
		Hint: msg.T("ESA: the storage-pool devices (up to 32); OSA: the capacity devices of all disk groups, cache devices not counted.", "ESA: устройства пула хранения (до 32); OSA: устройства ёмкости всех дисковых групп, без кэширующих.")},
	{Name: "device_size_tb", Label: msg.T("Device size", "Размер устройства"), Unit: msg.TB, Step: 0.01,
		Hint: msg.T("Decimal TB as sold (3.84 TB is 3.49 TiB to license).", "Десятичные ТБ, как продаются (3,84 ТБ — это 3,49 ТиБ к лицензированию).")},
	{Name: "policy", Label: msg.T("Storage policy", "Политика хранения"), ChoiceLabels: policyLabels(),
		Hint: msg.T("RAID-1 ×2/×3/×4 on 3/5/7 hosts; RAID-5 ×4/3 on 4 (OSA) or adaptive on 3+ (ESA); RAID-6 ×1.5 on 6.", "RAID-1 ×2/×3/×4 на 3/5/7 хостах; RAID-5 ×4/3 на 4 (OSA) или адаптивный на 3+ (ESA); RAID-6 ×1,5 на 6.")},

	{Name: "cpu_sizing", Label: msg.T("Size CPU on", "Считать ЦП по"),
		ChoiceLabels: map[string]msg.Text{
			CPURatio:    msg.T("vCPUs per core (a consolidation ratio)", "Виртуальных ЦП на ядро (коэффициент консолидации)"),
			CPUMeasured: msg.T("Measured peak GHz", "Измеренному пику в ГГц"),
		}},
	{Name: "vcpu_per_core", Label: msg.T("vCPUs per core", "Виртуальных ЦП на ядро"), Step: 0.5,
		Hint: msg.T("Planning ratio: 4 in VMware Cloud Sizer's examples; 0.1 to 32.", "Плановый коэффициент: 4 в примерах сайзера VMware Cloud; от 0,1 до 32.")},
	{Name: "cpu_headroom_pct", Label: msg.T("CPU headroom", "Запас ЦП"), Unit: msg.Percent, Step: 5,
		Hint: msg.T("Kept free on every host: 20 % plans for at most 80 % utilisation (VMware vCAT).", "Остаётся свободным на каждом хосте: 20 % — загрузка не выше 80 % (рекомендация VMware).")},
	{Name: "memory_overcommit", Label: msg.T("Memory overcommit", "Переподписка памяти"), Unit: msg.Times, Step: 0.1,
		Hint: msg.T("1 = none: inter-VM TPS is off by default since 2015; up to 4.", "1 — нет: TPS между ВМ по умолчанию выключен с 2015 года; до 4.")},
	{Name: "memory_headroom_pct", Label: msg.T("Memory headroom", "Запас памяти"), Unit: msg.Percent, Step: 5,
		Hint: msg.T("Kept free for ESXi, vSAN and VM overhead beyond minFree: 10 % is an assumption.", "Остаётся свободным для ESXi, vSAN и накладных расходов ВМ сверх minFree: 10 % — допущение.")},
	{Name: "growth_pct_per_year", Label: msg.T("Growth per year", "Рост в год"), Unit: msg.Percent, Step: 1,
		Hint: msg.T("Applied to every workload figure, compounded: 0 to 200.", "Применяется ко всем показателям нагрузки, со сложным процентом: от 0 до 200.")},
	{Name: "years", Label: msg.T("Years to plan for", "Горизонт планирования, лет"), Step: 1,
		Hint: msg.T("The runway's length; the hosts are sized for its last year: 0 to 10.", "Длина плана; хосты рассчитываются на его последний год: от 0 до 10.")},
	{Name: "spare_hosts", Label: msg.T("Spare hosts for HA", "Резервных хостов для HA"), Step: 1,
		Hint: msg.T("N+1, N+2: per site when stretched; a 2-node cluster has its one. 0 to 10.", "N+1, N+2: на площадку для растянутого кластера; у двухузлового он свой. От 0 до 10.")},
	{Name: "topology", Label: msg.T("Topology", "Топология"),
		ChoiceLabels: map[string]msg.Text{
			Standard:  msg.T("Standard: one site", "Обычная: одна площадка"),
			Stretched: msg.T("Stretched: two data sites and a witness", "Растянутый кластер: две площадки с данными и свидетель"),
			TwoNode:   msg.T("2-node: two hosts and a witness appliance", "Двухузловой: два хоста и модуль-свидетель"),
		}},
	{Name: "license", Label: msg.T("Licence", "Лицензия"), ChoiceLabels: licenseLabels,
		Hint: msg.T("Per core, 16 per CPU at least (KB 313548).", "По ядрам, не меньше 16 на ЦП (KB 313548).")},
	{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels},

	{Name: "disk_groups_per_host", Label: msg.T("OSA disk groups per host", "Дисковых групп OSA на хост"), Step: 1, Advanced: true,
		Hint: msg.T("OSA: 1 to 5, up to 7 capacity devices each.", "OSA: от 1 до 5, до 7 устройств ёмкости в каждой.")},
	{Name: "slack_pct", Label: msg.T("vSAN slack", "Резерв slack vSAN"), Unit: msg.Percent, Step: 1, Advanced: true,
		Hint: msg.T("Free space kept where slack applies: VMware recommends 25–30 %.", "Свободное место там, где действует slack: VMware рекомендует 25–30 %.")},
	{Name: "dedupe_ratio", Label: msg.T("Dedupe and compression ratio", "Коэффициент дедупликации и сжатия"), Unit: msg.Times, Step: 0.1, Advanced: true,
		Hint: msg.T("1 = off. OSA all-flash: deduplication and compression; ESA: global deduplication, VCF 9 only.", "1 — выключено. OSA all-flash: дедупликация и сжатие; ESA: глобальная дедупликация, только VCF 9.")},
	{Name: "compression_ratio", Label: msg.T("ESA compression ratio", "Коэффициент сжатия ESA"), Unit: msg.Times, Step: 0.1, Advanced: true,
		Hint: msg.T("1 assumes no saving; enter a ratio measured on the customer's data.", "1 — экономия не закладывается; вводите коэффициент, измеренный на данных заказчика.")},
}

// outputs describe the results, the headline first.
func outputs() []calc.Output { return outputList }

const hostUnit = msg.Host

var outputList = []calc.Output{
	{Name: "hosts", Label: msg.T("Hosts to buy, spares included", "Хостов к покупке с резервными"), Unit: hostUnit, Primary: true},
	{Name: "deciding_resource", Label: msg.T("Deciding resource", "Определяющий ресурс"), Values: decidingLabels, Primary: true},
	{Name: "hosts_for_cpu", Label: msg.T("Hosts for CPU", "Хостов по ЦП"), Unit: hostUnit, Primary: true},
	{Name: "hosts_for_memory", Label: msg.T("Hosts for memory", "Хостов по памяти"), Unit: hostUnit, Primary: true},
	{Name: "hosts_for_storage", Label: msg.T("Hosts for storage", "Хостов по хранилищу"), Unit: hostUnit, Primary: true},
	{Name: "licensed_cores", Label: msg.T("Cores to license", "Ядер к лицензированию"), Unit: msg.Core, Primary: true},
	{Name: "vsan_add_on_tib", Label: msg.T("vSAN add-on to buy", "Докупить vSAN (add-on)"), Unit: msg.TiB, Primary: true},
	{Name: "fits_topology", Label: msg.T("Fits the topology", "Помещается в топологию")},
	{Name: "hosts_per_site", Label: msg.T("Hosts per site", "Хостов на площадку"), Unit: hostUnit},
	{Name: "spare_hosts", Label: msg.T("Spare hosts (per site)", "Резервных хостов (на площадку)"), Unit: hostUnit},
	{Name: "witness_hosts", Label: msg.T("Witness hosts", "Хостов-свидетелей"), Unit: hostUnit},
	{Name: "hosts_for_vm_limit", Label: msg.T("Hosts for the VMs per host", "Хостов по числу ВМ на хост"), Unit: hostUnit},
	{Name: "cpu_utilization_pct", Label: msg.T("CPU used", "Загрузка ЦП"), Unit: msg.Percent},
	{Name: "memory_utilization_pct", Label: msg.T("Memory used", "Использование памяти"), Unit: msg.Percent},
	{Name: "storage_utilization_pct", Label: msg.T("vSAN fill", "Заполнение vSAN"), Unit: msg.Percent},
	{Name: "physical_cores", Label: msg.T("Physical cores", "Физических ядер"), Unit: msg.Core},
	{Name: "floor_cores", Label: msg.T("Cores licensed but not present (16-core minimum)", "Лицензированных, но отсутствующих ядер (минимум 16)"), Unit: msg.Core},
	{Name: "vsan_raw_tib", Label: msg.T("Raw capacity vSAN claims", "Сырая ёмкость, которую забирает vSAN"), Unit: msg.TiB},
	{Name: "vsan_required_tib", Label: msg.T("vSAN TiB licences required", "Требуется лицензий vSAN, ТиБ"), Unit: msg.TiB},
	{Name: "vsan_entitled_tib", Label: msg.T("vSAN capacity the cores entitle", "Ёмкость vSAN, которую дают ядра"), Unit: msg.TiB},
	{Name: "vsan_usable_gb", Label: msg.T("vSAN usable for VM data", "Полезно для данных ВМ в vSAN"), Unit: msg.GB},
	{Name: "layout", Label: msg.T("vSAN layout", "Размещение vSAN"), Values: layoutLabels},
	{Name: "cpu_needed_cores", Label: msg.T("CPU capacity needed", "Требуемая мощность ЦП"), Unit: msg.Core},
	{Name: "memory_needed_gb", Label: msg.T("Memory needed", "Требуемая память"), Unit: msg.GB},
	{Name: "storage_needed_gb", Label: msg.T("Storage needed", "Требуемое хранилище"), Unit: msg.GB},
	{Name: "growth_factor", Label: msg.T("Growth to the horizon", "Рост к концу горизонта"), Unit: msg.Times},
	{Name: "cores_per_host", Label: msg.T("Cores per host", "Ядер на хост"), Unit: msg.Core},
	{Name: "host_ghz", Label: msg.T("CPU per host", "ЦП на хост"), Unit: msg.GHz},
	{Name: "host_memory_total_gb", Label: msg.T("Memory per host (DRAM + NVMe tier)", "Память хоста (DRAM + уровень NVMe)"), Unit: msg.GB},
	{Name: "nvme_tier_gb", Label: msg.T("NVMe memory tier per host", "Уровень памяти NVMe на хост"), Unit: msg.GB},
	{Name: "host_memory_usable_gb", Label: msg.T("Memory per host for VMs", "Память хоста для ВМ"), Unit: msg.GB},
	{Name: "host_raw_tb", Label: msg.T("vSAN raw capacity per host", "Сырая ёмкость vSAN на хост"), Unit: msg.TB},
	{Name: "intersite_mbps", Label: msg.T("Inter-site link for the writes", "Канал между площадками для записи"), Unit: msg.Mbps},
	{Name: "iops_per_host", Label: msg.T("Measured IOPS per host", "Измеренных IOPS на хост"), Unit: msg.IOPSUnit},
	{Name: "runway", Label: msg.T("Runway: hosts year by year", "План по годам: хосты"), Columns: []calc.Column{
		{Name: "year", Label: msg.T("Year", "Год")},
		{Name: "vms", Label: msg.T("VMs", "ВМ")},
		{Name: "hosts_for_cpu", Label: msg.T("CPU", "ЦП"), Unit: hostUnit},
		{Name: "hosts_for_memory", Label: msg.T("Memory", "Память"), Unit: hostUnit},
		{Name: "hosts_for_storage", Label: msg.T("Storage", "Хранилище"), Unit: hostUnit},
		{Name: "hosts", Label: msg.T("To buy", "Купить"), Unit: hostUnit},
		{Name: "deciding_resource", Label: msg.T("Decided by", "Определяет"), Values: decidingLabels},
		{Name: "licensed_cores", Label: msg.T("Licensed", "Лицензий"), Unit: msg.Core},
		{Name: "vsan_add_on_tib", Label: msg.T("Add-on", "Докупить"), Unit: msg.TiB},
	}},
}
