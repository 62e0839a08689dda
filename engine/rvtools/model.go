package rvtools

import (
	"strings"

	"github.com/sizewise/sizewise/engine/xlsx"
)

// Power is a VM's power state as vInfo's Powerstate says it.
type Power uint8

// Power states (vSphere's VirtualMachinePowerState).
const (
	PowerUnknown Power = iota
	PoweredOn
	PoweredOff
	Suspended
)

func parsePower(s string) Power {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "poweredon", "powered on", "on":
		return PoweredOn
	case "poweredoff", "powered off", "off":
		return PoweredOff
	case "suspended":
		return Suspended
	}
	return PowerUnknown
}

// VM is one vInfo row, with its disks, snapshots and memory reservation
// joined from vDisk, vSnapshot and vMemory.
type VM struct {
	Name, Cluster, Server, ID string
	Power                     Power
	Template                  bool
	CPUs                      float64
	MemoryMiB                 float64
	ProvisionedMiB            float64
	InUseMiB                  float64
	// DisksColumn and DiskTotalMiB are vInfo's own Disks and Total disk
	// capacity MiB, used when vDisk has no rows for the VM.
	DisksColumn  float64
	DiskTotalMiB float64
	// Disks are its vDisk rows, Snapshots its vSnapshot rows.
	Disks     []*Disk
	Snapshots int
	// ReservationMiB is vMemory's Reservation (HasReservation: found).
	ReservationMiB float64
	HasReservation bool
	Row            int
}

// Disk is one vDisk row.
type Disk struct {
	VMName, VMID, Server, Cluster string
	CapacityMiB                   float64
	// Independent disks (Disk Mode independent_persistent or
	// independent_nonpersistent) are left out of snapshots.
	Independent bool
	VM          *VM
}

// Host is one vHost row.
type Host struct {
	Name, Cluster, Server, ESXVersion string
	Cores, MemoryMiB                  float64
	MemoryUsagePct                    float64
	HasMemoryUsage                    bool
}

// Snapshot is one vSnapshot row.
type Snapshot struct {
	VMName, VMID, Server, Cluster string
	SizeMiB                       float64
	VM                            *VM
}

// reservation is one vMemory row.
type reservation struct {
	vmName, vmID, server string
	mib                  float64
}

// model gathers the rows of every tab; joins happen once all are read.
type model struct {
	vms       []*VM
	disks     []*Disk
	hosts     []*Host
	snapshots []*Snapshot
	reserv    []reservation
	meta      metaData
	servers   []string
}

// addVM reads a vInfo data row.
func (m *model) addVM(s *sheetReader) {
	v := &VM{
		Name:    s.text(iVM),
		Cluster: s.text(iCluster),
		Server:  s.text(iServer),
		ID:      s.text(iVMID),
		Power:   parsePower(s.text(iPower)),
		Row:     s.row,
	}
	if s.has[iTemplate] {
		v.Template, _ = cellBool(s.vals[iTemplate])
	}
	v.CPUs = s.num(iCPUs)
	v.MemoryMiB = s.num(iMemory)
	v.ProvisionedMiB = s.num(iProvisioned)
	v.InUseMiB = s.num(iInUse)
	v.DisksColumn = s.num(iDisks)
	v.DiskTotalMiB = s.num(iDiskTotal)
	m.vms = append(m.vms, v)
	if v.Server != "" && !containsString(m.servers, v.Server) {
		m.servers = append(m.servers, v.Server)
	}
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func (m *model) addDisk(s *sheetReader) {
	mode := strings.ToLower(s.text(dMode))
	m.disks = append(m.disks, &Disk{
		VMName: s.text(dVM), VMID: s.text(dVMID), Server: s.text(dServer), Cluster: s.text(dCluster),
		CapacityMiB: s.num(dCapacity),
		Independent: strings.HasPrefix(mode, "independent"),
	})
}

func (m *model) addHost(s *sheetReader) {
	h := &Host{Name: s.text(hHost), Cluster: s.text(hCluster), Server: s.text(hServer), ESXVersion: s.text(hESX)}
	h.Cores = s.num(hCores)
	h.MemoryMiB = s.num(hMemory)
	h.MemoryUsagePct, h.HasMemoryUsage = s.numOK(hMemUsage)
	m.hosts = append(m.hosts, h)
}

func (m *model) addSnapshot(s *sheetReader) {
	m.snapshots = append(m.snapshots, &Snapshot{
		VMName: s.text(sVM), VMID: s.text(sVMID), Server: s.text(sServer), Cluster: s.text(sCluster),
		SizeMiB: s.num(sSize),
	})
}

func (m *model) addReservation(s *sheetReader) {
	if v, ok := s.numOK(mReservation); ok {
		m.reserv = append(m.reserv, reservation{vmName: s.text(mVM), vmID: s.text(mVMID), server: s.text(mServer), mib: v})
	}
}

// vmIndex finds a VM by vCenter and VM ID, or else by vCenter and name (the
// first VM of that name), or by name alone when a tab has no VI SDK Server.
type vmIndex struct {
	byID, byName, byBareName map[string]*VM
}

func newVMIndex(vms []*VM) *vmIndex {
	x := &vmIndex{byID: map[string]*VM{}, byName: map[string]*VM{}, byBareName: map[string]*VM{}}
	for _, v := range vms {
		if v.ID != "" {
			x.byID[v.Server+"\x00"+v.ID] = v
		}
		if _, ok := x.byName[v.Server+"\x00"+v.Name]; !ok {
			x.byName[v.Server+"\x00"+v.Name] = v
		}
		if _, ok := x.byBareName[v.Name]; !ok {
			x.byBareName[v.Name] = v
		}
	}
	return x
}

func (x *vmIndex) find(server, id, name string) *VM {
	if id != "" {
		if v, ok := x.byID[server+"\x00"+id]; ok {
			return v
		}
	}
	if v, ok := x.byName[server+"\x00"+name]; ok {
		return v
	}
	if server == "" {
		return x.byBareName[name]
	}
	return nil
}

// join attaches disks, snapshots and reservations to their VMs, and gives
// each disk and snapshot its VM's cluster (or its own Cluster cell when the
// VM is not in vInfo). It returns the rows that match no VM.
func (m *model) join() (lostDisks, lostSnaps int) {
	x := newVMIndex(m.vms)
	for _, d := range m.disks {
		if v := x.find(d.Server, d.VMID, d.VMName); v != nil {
			d.VM, d.Cluster = v, v.Cluster
			v.Disks = append(v.Disks, d)
		} else {
			lostDisks++
		}
	}
	for _, s := range m.snapshots {
		if v := x.find(s.Server, s.VMID, s.VMName); v != nil {
			s.VM, s.Cluster = v, v.Cluster
			v.Snapshots++
		} else {
			lostSnaps++
		}
	}
	for _, r := range m.reserv {
		if v := x.find(r.server, r.vmID, r.vmName); v != nil {
			v.ReservationMiB, v.HasReservation = r.mib, true
		}
	}
	return lostDisks, lostSnaps
}

// metaData is what vMetaData says: the RVTools version, when the export
// was written, and the vCenter.
type metaData struct {
	major, version, created, server xlsx.Cell
	hasMajor, hasVersion            bool
	hasCreated, hasServer           bool
	rows                            [][]xlsx.Cell
}

// maxMetaRows bounds the vMetaData rows kept (one per vCenter).
const maxMetaRows = 50

// addMetaRow keeps a vMetaData row for parse.
func (md *metaData) addMetaRow(r *xlsx.Row) {
	if len(md.rows) < maxMetaRows && len(r.Cells) > 0 {
		md.rows = append(md.rows, append([]xlsx.Cell(nil), r.Cells...))
	}
}

// parse reads the kept rows: RVTools 4.x writes a header row ("RVTools
// major version", "RVTools version", "xlsx creation datetime", "Server")
// and one row per vCenter; older exports a Property/Value list. The first
// vCenter's row is read.
func (md *metaData) parse() {
	fields := map[string]func(xlsx.Cell){
		"rvtools major version":  func(c xlsx.Cell) { md.major, md.hasMajor = c, true },
		"rvtools version":        func(c xlsx.Cell) { md.version, md.hasVersion = c, true },
		"xlsx creation datetime": func(c xlsx.Cell) { md.created, md.hasCreated = c, true },
		"server":                 func(c xlsx.Cell) { md.server, md.hasServer = c, true },
	}
	for i, row := range md.rows {
		cols := map[int]func(xlsx.Cell){}
		for _, c := range row {
			if c.Type == xlsx.String {
				if set, ok := fields[norm(c.Text)]; ok {
					cols[c.Col] = set
				}
			}
		}
		if len(cols) >= 2 && i+1 < len(md.rows) {
			// columnar: the header, then the first vCenter's row
			for _, c := range md.rows[i+1] {
				if set, ok := cols[c.Col]; ok {
					set(c)
				}
			}
			return
		}
	}
	for _, row := range md.rows {
		// Property/Value: a label, then its value in the next cell
		for j, c := range row {
			if c.Type != xlsx.String || j+1 >= len(row) {
				continue
			}
			if set, ok := fields[norm(c.Text)]; ok {
				set(row[j+1])
				break
			}
		}
	}
}
