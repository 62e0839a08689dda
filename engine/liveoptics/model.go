package liveoptics

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/table"
)

// vmPerfRow is one VM Performance row with its join keys.
type vmPerfRow struct {
	mob, name, host, cluster string
	perf                     *estate.VMPerf
}

// hostPerfRow is one ESX Performance row with its join keys.
type hostPerfRow struct {
	host, vcenter string
	perf          *estate.HostPerf
	peakMemPct    float64
	hasPeakMemPct bool
}

// model gathers the rows of every sheet; joins happen once all are read.
type model struct {
	vms       []*estate.VM
	mobs      []string // each VM's MOB ID
	vcenters  []string // each VM's vCenter
	hosts     []*estate.Host
	hostVC    []string // each host's vCenter
	vmPerf    []vmPerfRow
	hostPerf  []hostPerfRow
	details   map[string]string
	vcList    []string
	badRatios int
}

// maxVCenters bounds the vCenters listed in the inventory's source.
const maxVCenters = 20

func (m *model) addVCenter(vc string) {
	if vc == "" || len(m.vcList) >= maxVCenters {
		return
	}
	for _, v := range m.vcList {
		if v == vc {
			return
		}
	}
	m.vcList = append(m.vcList, vc)
}

// addVM reads a VMs row.
func (m *model) addVM(s *table.Reader) {
	v := &estate.VM{
		Name:      s.Text(vName),
		Cluster:   s.Text(vCluster),
		Host:      s.Text(vHost),
		ID:        s.Text(vMOB),
		OS:        s.Text(vOS),
		Power:     estate.ParsePower(s.Text(vPower)),
		Datastore: firstDatastore(s.Text(vDatastore)),
		Row:       s.Row,
	}
	if v.Power == estate.PowerUnknown {
		if on, ok := s.Bool(vRunning); ok {
			v.Power = estate.PoweredOff
			if on {
				v.Power = estate.PoweredOn
			}
		}
	}
	v.Template, _ = s.Bool(vTemplate)
	v.CPUs = s.Num(vCPUs)
	v.MemoryMiB = s.Num(vMemory)
	v.DiskCount = s.Num(vDisks)
	v.ProvisionedMiB = s.Num(vDiskSize)
	v.DiskTotalMiB = v.ProvisionedMiB
	v.InUseMiB = s.Num(vDiskUsed)
	c, okC := s.NumOK(vConsumed)
	a, okA := s.NumOK(vActive)
	if okC || okA {
		v.ConsumedMiB, v.ActiveMiB, v.HasMemoryUse = c, a, true
	}
	vc := s.Text(vVCenter)
	m.addVCenter(vc)
	m.vms = append(m.vms, v)
	m.mobs = append(m.mobs, v.ID)
	m.vcenters = append(m.vcenters, vc)
}

// firstDatastore is the first of a VM's datastores ("Datastore 10,
// Datastore 1" → "Datastore 10").
func firstDatastore(s string) string {
	if i := strings.IndexByte(s, ','); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// isVSANName reports whether a datastore is named as vSAN names its own
// ("vsanDatastore", "vsanDatastore (1)"): Live Optics does not give the
// datastores' types, nor whether its "Virtual Disk Used" counts a vSAN
// policy's replicas, so such VMs are only named in a note (their data is
// taken as it is).
func isVSANName(ds string) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(ds)), "vsandatastore")
}

// ratio reads a read/write ratio cell ("35% / 65%", "35/65", or a number
// of reads in %) as the read share in %.
func ratio(c xlsx.Cell) (float64, bool) {
	if c.Type == xlsx.Number {
		return c.Num, c.Num >= 0 && c.Num <= 100
	}
	t := strings.TrimSpace(c.String())
	if len(t) > 64 {
		return 0, false
	}
	read, write, ok := strings.Cut(t, "/")
	if !ok {
		v, ok := table.ParseNumber(t)
		return v, ok && v >= 0 && v <= 100
	}
	r, okR := table.ParseNumber(read)
	w, okW := table.ParseNumber(write)
	switch {
	case !okR || !okW || r < 0 || w < 0:
		return 0, false
	case r+w == 0:
		return 0, false
	}
	return 100 * r / (r + w), true
}

// addVMPerf reads a VM Performance row.
func (m *model) addVMPerf(s *table.Reader) {
	p := &estate.VMPerf{}
	set := func(f int, dst *float64, has estate.PerfHas) {
		if v, ok := s.NumOK(f); ok {
			*dst = v
			p.Has |= has
		}
	}
	set(pPeakCPU, &p.PeakCPUGHz, estate.HasPeakCPU)
	set(pPeakIOPS, &p.PeakIOPS, estate.HasPeakIOPS)
	set(pAvgIOPS, &p.AvgIOPS, estate.HasAvgIOPS)
	set(pWriteIOPS, &p.PeakWriteIOPS, estate.HasPeakWriteIOPS)
	set(pWriteMBps, &p.PeakWriteMiBps, estate.HasPeakWrite)
	set(pReadMBps, &p.PeakReadMiBps, estate.HasPeakRead)
	if s.Has(pRatio) {
		if r, ok := ratio(s.Cell(pRatio)); ok {
			p.ReadPct, p.Has = r, p.Has|estate.HasReadPct
		} else {
			m.badRatios++
		}
	}
	m.vmPerf = append(m.vmPerf, vmPerfRow{mob: s.Text(pMOB), name: s.Text(pName), host: s.Text(pHost), cluster: s.Text(pCluster), perf: p})
}

// addHost reads an ESX Hosts row.
func (m *model) addHost(s *table.Reader) {
	h := &estate.Host{Name: s.Text(hName), Cluster: s.Text(hCluster), ESXVersion: s.Text(hOS)}
	h.Cores = s.Num(hCores)
	h.MemoryMiB = s.Num(hMemory) / 1024
	if ghz, ok := s.NumOK(hClock); ok {
		h.CoreGHz = ghz
	}
	vc := s.Text(hVCenter)
	h.Server = vc
	m.addVCenter(vc)
	m.hosts = append(m.hosts, h)
	m.hostVC = append(m.hostVC, vc)
}

// addHostPerf reads an ESX Performance row.
func (m *model) addHostPerf(s *table.Reader) {
	p := &estate.HostPerf{}
	set := func(f int, dst *float64, has estate.PerfHas) {
		if v, ok := s.NumOK(f); ok {
			*dst = v
			p.Has |= has
		}
	}
	set(qPeakCPU, &p.PeakCPUGHz, estate.HasPeakCPU)
	set(qPeakMem, &p.PeakMemoryMiB, estate.HasPeakMemory)
	set(qPeakIOPS, &p.PeakIOPS, estate.HasPeakIOPS)
	set(qAvgIOPS, &p.AvgIOPS, estate.HasAvgIOPS)
	set(qPeakMBps, &p.PeakMiBps, estate.HasPeakThroughput)
	set(qAvgMBps, &p.AvgMiBps, estate.HasAvgThroughput)
	if s.Has(qRatio) {
		if r, ok := ratio(s.Cell(qRatio)); ok {
			p.ReadPct, p.Has = r, p.Has|estate.HasReadPct
		} else {
			m.badRatios++
		}
	}
	row := hostPerfRow{host: s.Text(qHost), vcenter: s.Text(qVCenter), perf: p}
	row.peakMemPct, row.hasPeakMemPct = s.NumOK(qPeakMemPct)
	m.hostPerf = append(m.hostPerf, row)
}

// maxDetails bounds the Details pairs kept.
const maxDetails = 64

// addDetail keeps a Details row: a label and its value, under blank rows.
func (m *model) addDetail(r *xlsx.Row) bool {
	if m.details == nil {
		m.details = map[string]string{}
	}
	if len(r.Cells) < 2 {
		return len(m.details) < maxDetails
	}
	k, v := r.Cells[0], r.Cells[1]
	if k.Type == xlsx.String && len(k.Text) <= table.MaxName && len(v.Text) <= table.MaxPath {
		m.details[table.Norm(k.Text)] = strings.TrimSpace(v.String())
	}
	return len(m.details) < maxDetails
}

// joined is what the joins found.
type joined struct {
	perfVMs, unmatchedPerf, noPerf int
	perfHosts, unmatchedHosts      int
	vsan                           int
}

// estate joins the sheets: each VM to its VM Performance row by MOB ID
// (and its host, when a MOB ID repeats across vCenters), each host to its
// ESX Performance row by name (and vCenter); the hosts' memory in use is
// their peak.
func (m *model) estate() (*estate.Estate, joined) {
	var j joined
	e := &estate.Estate{VMs: m.vms, Hosts: m.hosts}
	byMOB := map[string][]*estate.VM{}
	for k, v := range m.vms {
		if mob := m.mobs[k]; mob != "" {
			byMOB[mob] = append(byMOB[mob], v)
		}
	}
	for _, r := range m.vmPerf {
		cands := byMOB[r.mob]
		var v *estate.VM
		switch {
		case len(cands) == 1:
			v = cands[0]
		case len(cands) > 1:
			for _, c := range cands {
				if c.Host == r.host && c.Perf == nil {
					v = c
					break
				}
			}
		}
		if v == nil || v.Perf != nil {
			j.unmatchedPerf++
			continue
		}
		v.Perf = r.perf
		j.perfVMs++
	}
	for _, v := range m.vms {
		if v.Perf == nil {
			j.noPerf++
		}
		// disks as rows, for the totals: Live Optics gives each VM's count
		// and total size
		if n := int(v.DiskCount + 0.5); n > 0 && n <= mostDisks {
			for i := 0; i < n; i++ {
				d := &estate.Disk{VM: v, Cluster: v.Cluster, CapacityMiB: v.DiskTotalMiB / float64(n)}
				v.Disks = append(v.Disks, d)
				e.Disks = append(e.Disks, d)
			}
		}
	}
	for _, v := range m.vms {
		if isVSANName(v.Datastore) {
			j.vsan++
		}
	}
	byHost := map[string]*estate.Host{}
	for k, h := range m.hosts {
		byHost[m.hostVC[k]+"\x00"+h.Name] = h
		if _, ok := byHost["\x00"+h.Name]; !ok {
			byHost["\x00"+h.Name] = h
		}
	}
	for _, r := range m.hostPerf {
		h := byHost[r.vcenter+"\x00"+r.host]
		if h == nil {
			h = byHost["\x00"+r.host]
		}
		if h == nil || h.Perf != nil {
			j.unmatchedHosts++
			continue
		}
		h.Perf = r.perf
		j.perfHosts++
		switch {
		case r.perf.Has&estate.HasPeakMemory != 0 && h.MemoryMiB > 0:
			h.MemoryUsagePct, h.HasMemoryUsage = 100*r.perf.PeakMemoryMiB/h.MemoryMiB, true
		case r.hasPeakMemPct:
			h.MemoryUsagePct, h.HasMemoryUsage = r.peakMemPct, true
		}
		h.UsagePeak = h.HasMemoryUsage
	}
	return e, j
}

// exported is the Details date as ISO 8601 ("2026/06/01" → "2026-06-01"),
// else as written.
func exported(s string) string {
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == '-' || r == '.' })
	if len(parts) == 3 && len(parts[0]) == 4 {
		y, e1 := strconv.Atoi(parts[0])
		mo, e2 := strconv.Atoi(parts[1])
		d, e3 := strconv.Atoi(parts[2])
		if e1 == nil && e2 == nil && e3 == nil && mo >= 1 && mo <= 12 && d >= 1 && d <= 31 {
			return strconv.Itoa(y) + "-" + pad(mo) + "-" + pad(d)
		}
	}
	return s
}

func pad(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
