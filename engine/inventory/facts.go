package inventory

import "github.com/sizewise/sizewise/engine/msg"

// GBPerMiB converts RVTools' MiB to the decimal GB the calculators take:
// 1 MiB = 1,048,576 bytes = 1.048576 / 1000 GB.
const GBPerMiB = 1.048576 / 1000

// GiBPerMiB converts MiB to GiB (memory is shown in binary units, as
// vSphere shows it).
const GiBPerMiB = 1.0 / 1024

// Fact is one labelled quantity of a Totals, as every writer shows it.
type Fact struct {
	// Name is the Totals field's JSON name it is derived from.
	Name  string
	Label msg.Text
	Value float64
	Unit  msg.Unit
	// OK is false when the fact is unknown (a ratio without hosts).
	OK bool
}

// Facts lists t's quantities in reading order: the VMs, what they hold,
// the hosts, then the consolidation ratios. Capacities are in decimal GB
// (MiB × GBPerMiB), memory in GiB (MiB × GiBPerMiB).
func Facts(t Totals) []Fact {
	f := func(name string, label msg.Text, v float64, u msg.Unit) Fact {
		return Fact{Name: name, Label: label, Value: v, Unit: u, OK: true}
	}
	ratio := func(name string, label msg.Text, p *float64, scale float64, u msg.Unit) Fact {
		if p == nil {
			return Fact{Name: name, Label: label, Unit: u}
		}
		return f(name, label, *p*scale, u)
	}
	return []Fact{
		f("vms", msg.T("VMs (templates included)"), float64(t.VMs), msg.VM),
		f("powered_on", msg.T("Powered on"), float64(t.PoweredOn), msg.VM),
		f("templates", msg.T("Templates"), float64(t.Templates), msg.None),
		f("vcpus", msg.T("vCPUs"), t.VCPUs, msg.VCPU),
		f("memory_mib", msg.T("VM memory"), t.MemoryMiB*GiBPerMiB, msg.GiB),
		f("in_use_mib", msg.T("Storage in use"), t.InUseMiB*GBPerMiB, msg.GB),
		f("provisioned_mib", msg.T("Storage provisioned"), t.ProvisionedMiB*GBPerMiB, msg.GB),
		f("disks", msg.T("Virtual disks"), float64(t.Disks), msg.Disk),
		f("disk_capacity_mib", msg.T("Virtual disk capacity"), t.DiskCapacityMiB*GBPerMiB, msg.GB),
		f("snapshots", msg.T("Snapshots"), float64(t.Snapshots), msg.Snapshot),
		f("snapshot_mib", msg.T("Snapshot size"), t.SnapshotMiB*GBPerMiB, msg.GB),
		f("hosts", msg.T("Hosts"), float64(t.Hosts), msg.Host),
		f("host_cores", msg.T("Host cores"), t.HostCores, msg.Core),
		f("host_memory_mib", hostMemoryLabel, t.HostMemoryMiB*GiBPerMiB, msg.GiB),
		ratio("vcpu_per_core", msg.T("vCPUs per core (powered-on VMs)"), t.VCPUPerCore, 1, msg.None),
		ratio("vram_per_ram", msg.T("VM memory per host memory (powered-on VMs)"), t.VRAMPerRAM, 100, msg.Percent),
	}
}

// MeasuredFacts lists what a collector measured (m may be nil: no facts),
// in reading order: the I/O peaks, the CPU peak, the memory the VMs
// consume. Names are Measured's JSON names; memory is in GiB.
func MeasuredFacts(m *Measured) []Fact {
	if m == nil {
		return nil
	}
	var out []Fact
	add := func(name string, label msg.Text, p *float64, scale float64, u msg.Unit) {
		if p != nil {
			out = append(out, Fact{Name: name, Label: label, Value: *p * scale, Unit: u, OK: true})
		}
	}
	add("peak_iops", msg.T("Peak IOPS (hosts' peaks)"), m.PeakIOPS, 1, msg.IOPSUnit)
	add("read_pct", msg.T("Reads in the I/O (average)"), m.ReadPct, 1, msg.Percent)
	add("peak_write_mib_per_s", msg.T("Peak write throughput (hosts' peaks)"), m.PeakWriteMiBps, 1, msg.MiBps)
	add("vm_peak_write_mib_per_s", msg.T("Σ of the VMs' write peaks (never at once)"), m.VMPeakWriteMiBps, 1, msg.MiBps)
	add("peak_cpu_ghz", msg.T("Peak CPU (hosts' peaks)"), m.PeakCPUGHz, 1, msg.GHz)
	add("consumed_memory_mib", msg.T("Memory consumed by the VMs"), m.ConsumedMemoryMiB, GiBPerMiB, msg.GiB)
	add("active_memory_mib", msg.T("Memory active in the VMs"), m.ActiveMemoryMiB, GiBPerMiB, msg.GiB)
	return out
}

// hostMemoryLabel is the memory of all the hosts (Russian plural, unlike a
// calculator's "Host memory" of one host).
var hostMemoryLabel = msg.NewKey("inventory.host-memory", "Host memory").Text()
