package estate

import (
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
)

// Words are how one export names what the notes quote: its tool, sheets
// and columns, as the export writes them (so a reader can find them in
// the workbook). They are the same in both languages.
type Words struct {
	// Tool is "RVTools" or "Live Optics"; VMSheet the sheet of the VMs
	// ("vInfo", "VMs") and HostSheet of the hosts ("vHost", "ESX Hosts").
	Tool, VMSheet, HostSheet string
	// InUse and Provisioned are the VM storage columns ("In Use MiB",
	// "Virtual Disk Used (MiB)"; "Provisioned MiB", "Virtual Disk Size
	// (MiB)").
	InUse, Provisioned string
	// HostMemory and HostVersion are the host columns of memory and
	// version ("# Memory", "ESX Version"; "Memory (KiB)", "OS"); MemoryUse
	// the column the memory in use comes from ("Memory usage %"; "Peak
	// Memory (MiB)").
	HostMemory, HostVersion, MemoryUse string
	// DiskCount names the VM columns the disks come from when there are no
	// disk rows ("“Disks”, “Total disk capacity MiB”").
	DiskCount string
	// Measured says the export has performance statistics (Live Optics).
	Measured bool
}

// Options are the choices of an import.
type Options struct {
	// Cluster keeps only this cluster (exactly, or ignoring case when that
	// is unique); "" keeps all.
	Cluster string
	// Name is the plan's name; "" derives it from the file name.
	Name string
	// Lang is the language of the notes and error messages (msg.EN when
	// empty).
	Lang msg.Lang
	// Policy is the vsan-capacity policy of the classic scenario, and of
	// the current-rules one when given ("" = DefaultPolicy classic, ESA's
	// adaptive RAID-5 under the current rules), also the layout of the
	// components estimate.
	Policy string
	// Host is the target host (the zero HostProfile: the default,
	// inventory.DefaultHostProfile).
	Host inventory.HostProfile
	// ExcludePoweredOff leaves powered-off and suspended VMs out of the
	// sizing; ExcludeTemplates leaves templates out. By default everything
	// stored today is counted. System VMs are always left out.
	ExcludePoweredOff bool
	ExcludeTemplates  bool
}

// DefaultPolicy is the storage policy of the classic vsan-capacity
// scenarios and of the components estimate: vSAN's default storage
// policy, RAID-1 FTT=1.
const DefaultPolicy = "raid1-ftt1"

// MiBToGB converts MiB to decimal GB: × 1,048,576 bytes / 10^9 =
// × 1.048576 / 1000.
func MiBToGB(mib float64) float64 { return mib * inventory.GBPerMiB }
