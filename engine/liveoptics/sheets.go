package liveoptics

import "github.com/sizewise/sizewise/engine/xlsx/table"

// Plausible bounds of the numbers read (table.Column.Most), generous: a
// cell beyond them stops the import with one line naming the sheet, row
// and column.
const (
	mostVCPUs    = 4096
	mostMemMiB   = 1 << 25 // 32 TiB
	mostMemKiB   = 1 << 35 // 32 TiB in KiB
	mostMiB      = 1 << 40 // 1 EiB: a VM's storage
	mostDisks    = 1024
	mostCores    = 4096
	mostGHz      = 1e5 // a host's or VM's GHz (cores × clock)
	mostPercent  = 1000
	mostIOPS     = 1e9
	mostMiBps    = 1e7 // 10 TiB/s
	mostKBps     = 1e10
	mostClockGHz = 100
)

// mib, kib and gib are a column's header in both generations of Live
// Optics' unit labels: "(MiB)" since 2023, "(MB)" in 2022 exports, the
// same binary unit.
func mib(base string) []string { return []string{base + " (MiB)", base + " (MB)"} }
func kib(base string) []string { return []string{base + " (KiB)", base + " (KB)"} }

// The sheets and their columns. Field indexes are the positions in Cols.
var (
	// VMs: one row per VM (templates included).
	vmsTab = table.Table{Name: "VMs", MaxData: table.MaxVMs, Cols: []table.Column{
		vName:        {Names: []string{"VM Name"}, Key: true},
		vMOB:         {Names: []string{"MOB ID"}, Identity: true},
		vPower:       {Names: []string{"Power State"}, Identity: true},
		vRunning:     {Names: []string{"IsRunning"}},
		vTemplate:    {Names: []string{"Template"}, Identity: true},
		vOS:          {Names: []string{"VM OS"}, Chars: table.MaxPath},
		vDisks:       {Names: []string{"Disks"}, Most: mostDisks},
		vCPUs:        {Names: []string{"Virtual CPU"}, Most: mostVCPUs},
		vMemory:      {Names: mib("Provisioned Memory"), Most: mostMemMiB},
		vActive:      {Names: mib("Used Memory (active)"), Most: mostMemMiB},
		vConsumed:    {Names: mib("Consumed Memory"), Most: mostMemMiB},
		vDiskSize:    {Names: mib("Virtual Disk Size"), Most: mostMiB},
		vDiskUsed:    {Names: mib("Virtual Disk Used"), Most: mostMiB},
		vDatacenter:  {Names: []string{"Datacenter"}, Identity: true},
		vVCenter:     {Names: []string{"vCenter"}, Identity: true},
		vCluster:     {Names: []string{"Cluster"}},
		vDatastore:   {Names: []string{"Datastore"}, Chars: table.MaxPath},
		vHost:        {Names: []string{"Host"}, Identity: true},
		vUUID:        {Names: []string{"InstanceUUID", "UUID"}, Identity: true},
		vGuestHost:   {Names: []string{"Guest Hostname"}},
		vConnection:  {Names: []string{"Connection State"}},
		vProvisioned: {Names: []string{"Date Provisioned"}},
	}}
	// VM Performance: one row per VM with performance data, keyed by MOB
	// ID (names repeat); fewer rows than VMs when some had none.
	vmPerfTab = table.Table{Name: "VM Performance", MaxData: table.MaxVMs, Cols: []table.Column{
		pMOB:        {Names: []string{"MOB ID"}, Key: true},
		pName:       {Names: []string{"VM Name"}, Identity: true},
		pHost:       {Names: []string{"Host"}, Identity: true},
		pDatacenter: {Names: []string{"Datacenter"}, Identity: true},
		pCluster:    {Names: []string{"Cluster"}},
		pPeakCPU:    {Names: []string{"Peak vCPU (GHz)"}, Most: mostGHz},
		pPeakIOPS:   {Names: []string{"Peak IOPS"}, Most: mostIOPS},
		pAvgIOPS:    {Names: []string{"Average IOPS"}, Most: mostIOPS},
		pRatio:      {Names: []string{"Avg Read/Write Ratio", "Average Read/Write Ratio"}},
		pWriteIOPS:  {Names: []string{"Peak Write IOPS"}, Most: mostIOPS},
		pWriteMBps:  {Names: []string{"Peak Write MB/s", "Peak Write MiB/s"}, Most: mostMiBps},
		pReadMBps:   {Names: []string{"Peak Read MB/s", "Peak Read MiB/s"}, Most: mostMiBps},
		pMaxKBps:    {Names: []string{"Max KB/sec", "Max KiB/sec"}, Most: mostKBps},
	}}
	// ESX Hosts: one row per host.
	hostsTab = table.Table{Name: "ESX Hosts", MaxData: table.MaxHosts, Cols: []table.Column{
		hName:       {Names: []string{"Host Name", "Host"}, Key: true},
		hDatacenter: {Names: []string{"Datacenter"}, Identity: true},
		hVCenter:    {Names: []string{"vCenter"}, Identity: true},
		hCluster:    {Names: []string{"Cluster"}},
		hOS:         {Names: []string{"OS"}, Identity: true},
		hSockets:    {Names: []string{"CPU Sockets"}, Most: 64},
		hCores:      {Names: []string{"CPU Cores"}, Most: mostCores},
		hClock:      {Names: []string{"CPU Clock Speed (GHz)"}, Most: mostClockGHz},
		hMemory:     {Names: kib("Memory"), Most: mostMemKiB},
		hModel:      {Names: []string{"Model"}, Identity: true},
		hSerial:     {Names: []string{"Serial No"}, Identity: true},
	}}
	// ESX Performance: one row per host with performance data.
	hostPerfTab = table.Table{Name: "ESX Performance", MaxData: table.MaxHosts, Cols: []table.Column{
		qHost:       {Names: []string{"Host"}, Key: true},
		qDatacenter: {Names: []string{"Datacenter"}, Identity: true},
		qVCenter:    {Names: []string{"vCenter"}, Identity: true},
		qCluster:    {Names: []string{"Cluster"}},
		qPeakCPU:    {Names: []string{"Peak CPU (GHz)"}, Most: mostGHz},
		qPeakMemPct: {Names: []string{"Peak Memory %"}, Most: mostPercent},
		qPeakMem:    {Names: mib("Peak Memory"), Most: mostMemMiB},
		qPeakIOPS:   {Names: []string{"Peak IOPS"}, Most: mostIOPS},
		qAvgIOPS:    {Names: []string{"Average IOPS"}, Most: mostIOPS},
		qRatio:      {Names: []string{"Average Read/Write Ratio", "Avg Read/Write Ratio"}},
		qPeakMBps:   {Names: []string{"Peak Throughput MB/s", "Peak Throughput MiB/s"}, Most: mostMiBps},
		qAvgMBps:    {Names: []string{"Avg Throughput MB/s", "Average Throughput MB/s", "Avg Throughput MiB/s"}, Most: mostMiBps},
	}}
)

// Field indexes of the sheets.
const (
	vName = iota
	vMOB
	vPower
	vRunning
	vTemplate
	vOS
	vDisks
	vCPUs
	vMemory
	vActive
	vConsumed
	vDiskSize
	vDiskUsed
	vDatacenter
	vVCenter
	vCluster
	vDatastore
	vHost
	vUUID
	vGuestHost
	vConnection
	vProvisioned
)

const (
	pMOB = iota
	pName
	pHost
	pDatacenter
	pCluster
	pPeakCPU
	pPeakIOPS
	pAvgIOPS
	pRatio
	pWriteIOPS
	pWriteMBps
	pReadMBps
	pMaxKBps
)

const (
	hName = iota
	hDatacenter
	hVCenter
	hCluster
	hOS
	hSockets
	hCores
	hClock
	hMemory
	hModel
	hSerial
)

const (
	qHost = iota
	qDatacenter
	qVCenter
	qCluster
	qPeakCPU
	qPeakMemPct
	qPeakMem
	qPeakIOPS
	qAvgIOPS
	qRatio
	qPeakMBps
	qAvgMBps
)
