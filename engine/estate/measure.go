package estate

import (
	"github.com/sizewise/sizewise/engine/inventory"
)

// writePeak is a cluster's measured peak write throughput and how it was
// found (see inventory.Measured).
type writePeak struct {
	hosts, hostsAll int     // hosts measured, hosts in all
	mibps           float64 // Σ hosts min(peak throughput, Σ VM peak writes)
	vmMiBps         float64 // Σ VM peak writes
	vmWriteIOPS     float64 // Σ VM peak write IOPS
	vmAny           bool    // some VM has a write peak
	ok              bool
}

// peakWrites is the write peak of hosts running vms: for each host, the
// least of its "Peak Throughput MB/s" (reads and writes) and the sum of its
// VMs' "Peak Write MB/s", whichever it has; summed over the hosts that
// have either. VMs on no listed host count alone (their own peak).
func peakWrites(hosts []*Host, vms []*VM) writePeak {
	w := writePeak{hostsAll: len(hosts)}
	byHost := map[string]float64{}
	hasVM := map[string]bool{}
	listed := map[string]bool{}
	for _, h := range hosts {
		listed[h.Name] = true
	}
	for _, v := range vms {
		if v.Perf == nil || v.Perf.Has&HasPeakWrite == 0 {
			continue
		}
		w.vmMiBps += v.Perf.PeakWriteMiBps
		w.vmAny = true
		if v.Perf.Has&HasPeakWriteIOPS != 0 {
			w.vmWriteIOPS += v.Perf.PeakWriteIOPS
		}
		if listed[v.Host] {
			byHost[v.Host] += v.Perf.PeakWriteMiBps
			hasVM[v.Host] = true
		} else {
			w.mibps += v.Perf.PeakWriteMiBps
			w.ok = true
		}
	}
	for _, h := range hosts {
		var x float64
		switch hp := h.Perf; {
		case hp != nil && hp.Has&HasPeakThroughput != 0 && hasVM[h.Name]:
			x = min(hp.PeakMiBps, byHost[h.Name])
		case hp != nil && hp.Has&HasPeakThroughput != 0:
			x = hp.PeakMiBps
		case hasVM[h.Name]:
			x = byHost[h.Name]
		default:
			continue
		}
		w.hosts++
		w.mibps += x
		w.ok = true
	}
	return w
}

// measured sums what was measured of hosts and vms (nil when nothing
// was).
func measured(hosts []*Host, vms []*VM) *inventory.Measured {
	m := &inventory.Measured{VMs: len(vms)}
	var any bool
	var peakIOPS, avgIOPS, readW, cpu, mem, consumed, active, vmIOPS, vmCPU float64
	var hasIOPS, hasAvg, hasRead, hasCPU, hasMem, hasUse, hasVMIOPS, hasVMCPU bool
	for _, h := range hosts {
		hp := h.Perf
		if hp == nil {
			continue
		}
		m.HostsMeasured++
		any = true
		if hp.Has&HasPeakIOPS != 0 {
			peakIOPS += hp.PeakIOPS
			hasIOPS = true
		}
		if hp.Has&HasAvgIOPS != 0 {
			avgIOPS += hp.AvgIOPS
			hasAvg = true
			if hp.Has&HasReadPct != 0 {
				readW += hp.ReadPct * hp.AvgIOPS
				hasRead = true
			}
		}
		if hp.Has&HasPeakCPU != 0 {
			cpu += hp.PeakCPUGHz
			hasCPU = true
		}
		if hp.Has&HasPeakMemory != 0 {
			mem += hp.PeakMemoryMiB
			hasMem = true
		}
	}
	for _, v := range vms {
		if v.HasMemoryUse {
			consumed += v.ConsumedMiB
			active += v.ActiveMiB
			hasUse = true
			any = true
		}
		if v.Perf == nil {
			continue
		}
		m.VMsMeasured++
		any = true
		if v.Perf.Has&HasPeakIOPS != 0 {
			vmIOPS += v.Perf.PeakIOPS
			hasVMIOPS = true
		}
		if v.Perf.Has&HasPeakCPU != 0 {
			vmCPU += v.Perf.PeakCPUGHz
			hasVMCPU = true
		}
	}
	if !any {
		return nil
	}
	set := func(ok bool, x float64) *float64 {
		if !ok {
			return nil
		}
		x = round(x, 3)
		return &x
	}
	m.PeakIOPS = set(hasIOPS, peakIOPS)
	m.AvgIOPS = set(hasAvg, avgIOPS)
	if hasRead && avgIOPS > 0 {
		m.ReadPct = set(true, readW/avgIOPS)
	}
	m.PeakCPUGHz = set(hasCPU, cpu)
	m.PeakMemoryMiB = set(hasMem, mem)
	m.ConsumedMemoryMiB = set(hasUse, consumed)
	m.ActiveMemoryMiB = set(hasUse, active)
	m.VMPeakIOPS = set(hasVMIOPS, vmIOPS)
	m.VMPeakCPUGHz = set(hasVMCPU, vmCPU)
	w := peakWrites(hosts, vms)
	m.PeakWriteMiBps = set(w.ok, w.mibps)
	m.VMPeakWriteMiBps = set(w.vmAny, w.vmMiBps)
	return m
}

// readPctOf is the read share of hosts (their average ratios weighted by
// average IOPS), and whether it is known.
func readPctOf(hosts []*Host) (float64, bool) {
	var w, n float64
	for _, h := range hosts {
		if hp := h.Perf; hp != nil && hp.Has&HasReadPct != 0 && hp.Has&HasAvgIOPS != 0 {
			w += hp.ReadPct * hp.AvgIOPS
			n += hp.AvgIOPS
		}
	}
	if n <= 0 {
		return 0, false
	}
	return w / n, true
}

// workload is what vms (the sized ones) on hosts run.
func workload(hosts []*Host, vms []*VM, m *inventory.Measured) *inventory.Workload {
	w := &inventory.Workload{}
	var ghz float64
	hasGHz := len(hosts) > 0
	for _, h := range hosts {
		w.Hosts++
		w.HostCores += h.Cores
		w.HostMemoryGiB += h.MemoryMiB * inventory.GiBPerMiB
		if h.CoreGHz > 0 {
			ghz += h.Cores * h.CoreGHz
		} else {
			hasGHz = false
		}
	}
	if hasGHz {
		x := round(ghz, 3)
		w.HostGHz = &x
	}
	var used, prov float64
	for _, v := range vms {
		w.VMs++
		w.VCPUs += v.CPUs
		w.MemoryGiB += v.MemoryMiB * inventory.GiBPerMiB
		used += v.UsedMiB()
		prov += v.ProvisionedNetMiB()
		if v.Power == PoweredOn {
			w.PoweredOn++
			w.PoweredOnVCPUs += v.CPUs
			w.PoweredOnMemoryGiB += v.MemoryMiB * inventory.GiBPerMiB
		}
	}
	w.StorageUsedGB = round(MiBToGB(used), 3)
	w.StorageProvisionedGB = round(MiBToGB(prov), 3)
	w.MemoryGiB = round(w.MemoryGiB, 3)
	w.PoweredOnMemoryGiB = round(w.PoweredOnMemoryGiB, 3)
	w.HostMemoryGiB = round(w.HostMemoryGiB, 3)
	if m != nil {
		gib := func(p *float64) *float64 {
			if p == nil {
				return nil
			}
			x := round(*p*inventory.GiBPerMiB, 3)
			return &x
		}
		w.PeakCPUGHz, w.PeakIOPS, w.PeakWriteMiBps, w.ReadPct = m.PeakCPUGHz, m.PeakIOPS, m.PeakWriteMiBps, m.ReadPct
		// the memory of the VMs sized, not of those left out
		var consumed, active float64
		has := false
		for _, v := range vms {
			if v.HasMemoryUse {
				consumed += v.ConsumedMiB
				active += v.ActiveMiB
				has = true
			}
		}
		if has {
			w.ConsumedMemoryGiB, w.ActiveMemoryGiB = gib(&consumed), gib(&active)
		}
	}
	return w
}
