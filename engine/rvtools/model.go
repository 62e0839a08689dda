package rvtools

import (
	"strings"

	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/xlsx"
	"github.com/sizewise/sizewise/engine/xlsx/table"
)

// diskRow, snapRow and reservation are vDisk, vSnapshot and vMemory rows
// with the keys that join them to their VM.
type diskRow struct {
	vmName, vmID, server, cluster string
	disk                          *estate.Disk
}

type snapRow struct {
	vmName, vmID, server, cluster string
	snap                          *estate.Snapshot
}

type reservation struct {
	vmName, vmID, server string
	mib                  float64
}

// model gathers the rows of every tab; joins happen once all are read.
type model struct {
	vms        []*estate.VM
	paths      []string // each VM's vInfo Path
	disks      []diskRow
	hosts      []*estate.Host
	snapshots  []snapRow
	reserv     []reservation
	datastores map[string]string // "server\x00name" and "\x00name" → type
	meta       metaData
	servers    []string
}

// addVM reads a vInfo data row.
func (m *model) addVM(s *table.Reader) {
	v := &estate.VM{
		Name:    s.Text(iVM),
		Cluster: s.Text(iCluster),
		Host:    s.Text(iHost),
		Server:  s.Text(iServer),
		ID:      s.Text(iVMID),
		OS:      s.Text(iOS),
		Power:   estate.ParsePower(s.Text(iPower)),
		Row:     s.Row,
	}
	if s.Has(iTemplate) {
		v.Template, _ = s.Bool(iTemplate)
	}
	v.CPUs = s.Num(iCPUs)
	v.MemoryMiB = s.Num(iMemory)
	v.ProvisionedMiB = s.Num(iProvisioned)
	v.InUseMiB = s.Num(iInUse)
	v.DiskCount = s.Num(iDisks)
	v.DiskTotalMiB = s.Num(iDiskTotal)
	m.vms = append(m.vms, v)
	m.paths = append(m.paths, s.Text(iPath))
	if v.Server != "" && !containsString(m.servers, v.Server) && len(m.servers) < maxServers {
		m.servers = append(m.servers, v.Server)
	}
}

// maxServers bounds the vCenters listed in the inventory's source.
const maxServers = 20

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func (m *model) addDisk(s *table.Reader) {
	mode := strings.ToLower(s.Text(dMode))
	m.disks = append(m.disks, diskRow{vmName: s.Text(dVM), vmID: s.Text(dVMID), server: s.Text(dServer), cluster: s.Text(dCluster),
		disk: &estate.Disk{CapacityMiB: s.Num(dCapacity), Independent: strings.HasPrefix(mode, "independent")}})
}

func (m *model) addHost(s *table.Reader) {
	h := &estate.Host{Name: s.Text(hHost), Cluster: s.Text(hCluster), Server: s.Text(hServer), ESXVersion: s.Text(hESX)}
	h.Cores = s.Num(hCores)
	h.MemoryMiB = s.Num(hMemory)
	h.MemoryUsagePct, h.HasMemoryUsage = s.NumOK(hMemUsage)
	if mhz, ok := s.NumOK(hSpeed); ok && mhz > 0 {
		h.CoreGHz = mhz / 1000
	}
	m.hosts = append(m.hosts, h)
}

func (m *model) addSnapshot(s *table.Reader) {
	m.snapshots = append(m.snapshots, snapRow{vmName: s.Text(sVM), vmID: s.Text(sVMID), server: s.Text(sServer), cluster: s.Text(sCluster),
		snap: &estate.Snapshot{SizeMiB: s.Num(sSize)}})
}

func (m *model) addReservation(s *table.Reader) {
	if v, ok := s.NumOK(mReservation); ok {
		m.reserv = append(m.reserv, reservation{vmName: s.Text(mVM), vmID: s.Text(mVMID), server: s.Text(mServer), mib: v})
	}
}

func (m *model) addDatastore(s *table.Reader) {
	if m.datastores == nil {
		m.datastores = map[string]string{}
	}
	name, typ, server := s.Text(dsName), strings.ToLower(s.Text(dsType)), s.Text(dsServer)
	m.datastores[server+"\x00"+name] = typ
	if prev, ok := m.datastores["\x00"+name]; !ok || prev == typ {
		m.datastores["\x00"+name] = typ
	} else {
		m.datastores["\x00"+name] = "" // two vCenters, two types: unknown by name alone
	}
}

// datastoreOf is the datastore of a path ("[vsanDatastore] vm/vm.vmx").
func datastoreOf(path string) string {
	if !strings.HasPrefix(path, "[") {
		return ""
	}
	end := strings.IndexByte(path, ']')
	if end < 0 {
		return ""
	}
	return strings.TrimSpace(path[1:end])
}

// vmIndex finds a VM by vCenter and VM ID, or else by vCenter and name (the
// first VM of that name), or by name alone when a tab has no VI SDK Server.
type vmIndex struct {
	byID, byName, byBareName map[string]*estate.VM
}

func newVMIndex(vms []*estate.VM) *vmIndex {
	x := &vmIndex{byID: map[string]*estate.VM{}, byName: map[string]*estate.VM{}, byBareName: map[string]*estate.VM{}}
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

func (x *vmIndex) find(server, id, name string) *estate.VM {
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

// estate joins the tabs: disks, snapshots and reservations to their VMs
// (each disk and snapshot taking its VM's cluster, or its own Cluster cell
// when the VM is not in vInfo), each VM's home datastore against vDatastore
// (vSAN or not). It returns the estate and the rows that match no VM.
func (m *model) estate() (e *estate.Estate, lostDisks, lostSnaps int) {
	e = &estate.Estate{VMs: m.vms, Hosts: m.hosts}
	x := newVMIndex(m.vms)
	for _, d := range m.disks {
		if v := x.find(d.server, d.vmID, d.vmName); v != nil {
			d.disk.VM, d.disk.Cluster = v, v.Cluster
			v.Disks = append(v.Disks, d.disk)
		} else {
			d.disk.Cluster = d.cluster
			lostDisks++
		}
		e.Disks = append(e.Disks, d.disk)
	}
	for _, s := range m.snapshots {
		if v := x.find(s.server, s.vmID, s.vmName); v != nil {
			s.snap.VM, s.snap.Cluster = v, v.Cluster
			v.Snapshots++
		} else {
			s.snap.Cluster = s.cluster
			lostSnaps++
		}
		e.Snapshots = append(e.Snapshots, s.snap)
	}
	for _, r := range m.reserv {
		if v := x.find(r.server, r.vmID, r.vmName); v != nil {
			v.ReservationMiB, v.HasReservation = r.mib, true
		}
	}
	for k, v := range m.vms {
		ds := datastoreOf(m.paths[k])
		if ds == "" {
			continue
		}
		v.Datastore = ds
		typ, ok := m.datastores[v.Server+"\x00"+ds]
		if !ok {
			typ = m.datastores["\x00"+ds]
		}
		if typ == "vsan" {
			// a vSAN datastore serves its own cluster: clusters of one vCenter
			// may each have a "vsanDatastore" (names repeat across datacenters)
			v.VSAN, v.VSANKey = true, v.Server+"\x00"+v.Cluster+"\x00"+ds
		}
	}
	return e, lostDisks, lostSnaps
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

// addMetaRow keeps a vMetaData row for parse (cells of at most
// table.MaxName characters: nothing longer is read from it).
func (md *metaData) addMetaRow(r *xlsx.Row) {
	if len(md.rows) >= maxMetaRows || len(r.Cells) == 0 {
		return
	}
	cells := make([]xlsx.Cell, 0, min(len(r.Cells), 16))
	for _, c := range r.Cells {
		if len(cells) == 16 {
			break
		}
		if len(c.Text) > table.MaxName {
			c.Text = c.Text[:table.MaxName]
		}
		cells = append(cells, c)
	}
	md.rows = append(md.rows, cells)
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
				if set, ok := fields[table.Norm(c.Text)]; ok {
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
			if set, ok := fields[table.Norm(c.Text)]; ok {
				set(row[j+1])
				break
			}
		}
	}
}
