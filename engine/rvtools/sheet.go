package rvtools

import (
	"github.com/sizewise/sizewise/engine/xlsx/table"
)

// Plausible bounds of the numbers read (table.Column.Most): a cell beyond
// them stops the import with one line naming the tab, row and column
// (issue 32: three In Use cells of 1e308 summed to +Inf; 1e15 vCPUs
// passed). They are generous: far above what vSphere allows (768 vCPUs and
// 24 TB of memory a VM, 62 TB a virtual disk and 256 disks a VM, 896
// logical CPUs and 24 TB a host), so no real export is refused.
const (
	mostVCPUs   = 4096
	mostMemMiB  = 1 << 25 // 32 TiB
	mostMiB     = 1 << 40 // 1 EiB: a VM's storage, a disk, a snapshot
	mostDisks   = 1024
	mostCores   = 4096
	mostPercent = 1000 // memory usage % (above 100 is read as unknown)
	mostMHz     = 100000
)

// The tabs and their columns. Field indexes are the positions in Cols.
var (
	// vInfo: one row per VM (templates included).
	vInfoTab = table.Table{Name: "vInfo", MaxData: table.MaxVMs, Cols: []table.Column{
		iVM:          {Names: []string{"VM"}, Key: true},
		iPower:       {Names: []string{"Powerstate", "Power state"}, Identity: true},
		iTemplate:    {Names: []string{"Template"}, Identity: true},
		iCPUs:        {Names: []string{"CPUs"}, Most: mostVCPUs},
		iMemory:      {Names: []string{"Memory", "Memory MiB", "Memory MB"}, Most: mostMemMiB},
		iProvisioned: {Names: []string{"Provisioned MiB", "Provisioned MB"}, Most: mostMiB},
		iInUse:       {Names: []string{"In Use MiB", "In Use MB"}, Most: mostMiB},
		iDisks:       {Names: []string{"Disks"}, Most: mostDisks},
		iDiskTotal:   {Names: []string{"Total disk capacity MiB", "Total disk capacity MB"}, Most: mostMiB},
		iDatacenter:  {Names: []string{"Datacenter"}, Identity: true},
		iCluster:     {Names: []string{"Cluster"}},
		iHost:        {Names: []string{"Host"}, Identity: true},
		iVMID:        {Names: []string{"VM ID"}, Identity: true},
		iUUID:        {Names: []string{"VM UUID"}, Identity: true},
		iServer:      {Names: []string{"VI SDK Server"}, Identity: true},
		iPath:        {Names: []string{"Path"}, Chars: table.MaxPath},
		iOS:          {Names: []string{"OS according to the configuration file", "OS according to the VMware Tools", "OS"}, Chars: table.MaxPath},
	}}
	// vDisk: one row per virtual disk.
	vDiskTab = table.Table{Name: "vDisk", Cols: []table.Column{
		dVM:       {Names: []string{"VM"}, Key: true},
		dDisk:     {Names: []string{"Disk"}, Identity: true},
		dCapacity: {Names: []string{"Capacity MiB", "Capacity MB"}, Most: mostMiB},
		dMode:     {Names: []string{"Disk Mode"}},
		dPath:     {Names: []string{"Path", "Disk Path"}, Identity: true, Chars: table.MaxPath},
		dCluster:  {Names: []string{"Cluster"}},
		dVMID:     {Names: []string{"VM ID"}, Identity: true},
		dServer:   {Names: []string{"VI SDK Server"}, Identity: true},
	}}
	// vHost: one row per ESXi host.
	vHostTab = table.Table{Name: "vHost", MaxData: table.MaxHosts, Cols: []table.Column{
		hHost:       {Names: []string{"Host"}, Key: true},
		hCluster:    {Names: []string{"Cluster"}},
		hDatacenter: {Names: []string{"Datacenter"}, Identity: true},
		hCores:      {Names: []string{"# Cores"}, Most: mostCores},
		hMemory:     {Names: []string{"# Memory"}, Most: mostMemMiB},
		hMemUsage:   {Names: []string{"Memory usage %"}, Most: mostPercent},
		hSpeed:      {Names: []string{"Speed"}, Most: mostMHz},
		hESX:        {Names: []string{"ESX Version"}, Identity: true},
		hCPUModel:   {Names: []string{"CPU Model"}, Identity: true},
		hUUID:       {Names: []string{"UUID", "Object ID"}, Identity: true},
		hServer:     {Names: []string{"VI SDK Server"}, Identity: true},
	}}
	// vSnapshot: one row per snapshot.
	vSnapshotTab = table.Table{Name: "vSnapshot", Cols: []table.Column{
		sVM:      {Names: []string{"VM"}, Key: true},
		sName:    {Names: []string{"Name"}, Identity: true},
		sSize:    {Names: []string{"Size MiB (total)", "Size MB (total)"}, Most: mostMiB},
		sDate:    {Names: []string{"Date / time"}, Identity: true},
		sFile:    {Names: []string{"Filename"}, Identity: true, Chars: table.MaxPath},
		sCluster: {Names: []string{"Cluster"}},
		sVMID:    {Names: []string{"VM ID"}, Identity: true},
		sServer:  {Names: []string{"VI SDK Server"}, Identity: true},
	}}
	// vMemory: one row per VM, for the memory reservation (VM swap).
	vMemoryTab = table.Table{Name: "vMemory", MaxData: table.MaxVMs, Cols: []table.Column{
		mVM:          {Names: []string{"VM"}, Key: true},
		mReservation: {Names: []string{"Reservation"}, Most: mostMemMiB},
		mVMID:        {Names: []string{"VM ID"}, Identity: true},
		mServer:      {Names: []string{"VI SDK Server"}, Identity: true},
		mPower:       {Names: []string{"Powerstate"}, Identity: true},
	}}
	// vDatastore: one row per datastore, for which are vSAN.
	vDatastoreTab = table.Table{Name: "vDatastore", Cols: []table.Column{
		dsName:   {Names: []string{"Name"}, Key: true},
		dsType:   {Names: []string{"Type"}, Identity: true},
		dsServer: {Names: []string{"VI SDK Server"}, Identity: true},
		dsURL:    {Names: []string{"URL"}, Identity: true, Chars: table.MaxPath},
	}}
)

// Field indexes of the tabs.
const (
	iVM = iota
	iPower
	iTemplate
	iCPUs
	iMemory
	iProvisioned
	iInUse
	iDisks
	iDiskTotal
	iDatacenter
	iCluster
	iHost
	iVMID
	iUUID
	iServer
	iPath
	iOS
)

const (
	dVM = iota
	dDisk
	dCapacity
	dMode
	dPath
	dCluster
	dVMID
	dServer
)

const (
	hHost = iota
	hCluster
	hDatacenter
	hCores
	hMemory
	hMemUsage
	hSpeed
	hESX
	hCPUModel
	hUUID
	hServer
)

const (
	sVM = iota
	sName
	sSize
	sDate
	sFile
	sCluster
	sVMID
	sServer
)

const (
	mVM = iota
	mReservation
	mVMID
	mServer
	mPower
)

const (
	dsName = iota
	dsType
	dsServer
	dsURL
)
