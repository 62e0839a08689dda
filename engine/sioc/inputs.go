package sioc

import (
	"math"

	"github.com/sizewise/sizewise/engine/rules"
)

// ID is the calculator's id in documents and URLs.
const ID = "sioc"

// Input bounds.
const (
	// MinShares is the smallest custom share value: vSphere's shares are
	// whole numbers (the presets are 500, 1000 and 2000).
	MinShares = 1
	// MaxVMs bounds the list of VMs.
	MaxVMs = 1000
	// MaxNameLen bounds VM and host names, in characters.
	MaxNameLen = 100
)

// Queue depths from VMware's SIOC study ("Managing Performance Variance of
// Applications Using Storage I/O Control", 2010): the device queue of a host
// whose only VM went idle was cut from 32 to 4.
const (
	BusyQueueDepth = 32
	IdleQueueDepth = 4
)

// Measured benefit of SIOC in the same study's time-zone test: without SIOC
// the critical VM lost up to 42 % of its performance, with SIOC about half
// that.
const (
	LossWithoutSIOCPct = 42
	LossWithSIOCPct    = 21
)

// Inputs are the calculator's inputs, as the scenario document names them.
type Inputs struct {
	// DatastoreIOPS is at least 1: no datastore is sized below one I/O a
	// second.
	DatastoreIOPS float64 `json:"datastore_iops" validate:"finite,gte=1,lte=1000000000"`
	VMs           []VM    `json:"vms" validate:"dive"`
	// Rules is the rule set (rules.Classic by default: existing links keep
	// their meaning).
	Rules rules.Set `json:"rules" validate:"oneof=classic vsan8-esa vcf9"`
	// IOSizeKB is the VMs' average I/O size, if given: an I/O larger than
	// 32 KB counts as several (a 64 KB I/O as 2), under every rule set, as
	// the host's disk scheduler has counted since vSphere 5.5.
	IOSizeKB *float64 `json:"io_size_kb,omitempty" validate:"omitempty,finite,gte=0.5,lte=4096"`
	// RulesRevision is the revision of Sizewise's figures the document was
	// written under (rules.CurrentRevision by default; one written before
	// the input existed reads as rules.Revision1). Empty counts as current.
	RulesRevision string `json:"rules_revision" validate:"oneof=1 2"`
}

// VM is one virtual machine's disk settings on the datastore.
type VM struct {
	Name string `json:"name"`
	Host string `json:"host"`
	// Shares is a number or low/normal/high; absent means normal (1000).
	Shares Shares `json:"shares"`
	// ReservationIOPS is the guaranteed minimum (absent = none).
	ReservationIOPS *float64 `json:"reservation_iops,omitempty" validate:"omitempty,finite,zeroorleast,gte=0,lte=1000000000"`
	// LimitIOPS is the maximum (0 or absent = unlimited).
	LimitIOPS *float64 `json:"limit_iops,omitempty" validate:"omitempty,finite,zeroorleast,gte=0,lte=1000000000"`
	// DemandIOPS is what the VM asks for (absent = all it can get).
	DemandIOPS *float64 `json:"demand_iops,omitempty" validate:"omitempty,finite,zeroorleast,gte=0,lte=1000000000"`
}

// Claim returns the VM's part in the allocation.
func (vm VM) Claim() Claim {
	c := Claim{Host: vm.Host, Shares: vm.Shares.Value(), Limit: math.Inf(1), Demand: math.Inf(1)}
	if vm.ReservationIOPS != nil {
		c.Reservation = *vm.ReservationIOPS
	}
	if vm.LimitIOPS != nil && *vm.LimitIOPS > 0 {
		c.Limit = *vm.LimitIOPS
	}
	if vm.DemandIOPS != nil {
		c.Demand = *vm.DemandIOPS
	}
	return c
}

// Results are the calculator's results, as the result document names them.
type Results struct {
	VMs             []VMResult   `json:"vms"`
	Hosts           []HostResult `json:"hosts"`
	UnallocatedIOPS float64      `json:"unallocated_iops"`
	AllocatedIOPS   float64      `json:"allocated_iops"`
	TotalShares     float64      `json:"total_shares"`
	// ReservedIOPS is Σ min(reservation, demand, limit): what is honoured first.
	ReservedIOPS float64 `json:"reserved_iops"`
	// IOUnitsPerIO is how many 32 KB I/Os SIOC counts each I/O as, when the
	// current rules normalise large I/Os (io_size_kb given).
	IOUnitsPerIO *float64 `json:"io_units_per_io,omitempty"`
}

// VMResult is one VM's share and allocation.
type VMResult struct {
	Name   string  `json:"name"`
	Host   string  `json:"host"`
	Shares float64 `json:"shares"`
	// SharePct is its percentage of all shares on the datastore.
	SharePct float64 `json:"share_pct"`
	// EntitlementIOPS is its share of the datastore when every VM is busy.
	EntitlementIOPS float64 `json:"entitlement_iops"`
	AllocatedIOPS   float64 `json:"allocated_iops"`
	// UnmanagedIOPS is what it would get without SIOC: every host with the
	// same device queue, so the hosts split the datastore equally.
	UnmanagedIOPS float64 `json:"unmanaged_iops"`
	// LimitedBy is what set the allocation: "shares", "demand", "limit" or
	// "reservation".
	LimitedBy string `json:"limited_by"`
}

// HostResult is one host's share and allocation.
type HostResult struct {
	Host            string  `json:"host"`
	Shares          float64 `json:"shares"`
	SharePct        float64 `json:"share_pct"`
	EntitlementIOPS float64 `json:"entitlement_iops"`
	AllocatedIOPS   float64 `json:"allocated_iops"`
	// UnmanagedIOPS is what the host would get without SIOC.
	UnmanagedIOPS float64 `json:"unmanaged_iops"`
	VMs           int     `json:"vms"`
}

// Defaults returns the four-VM example of VM Guru's article on SIOC
// calculations: 8,000 IOPS; esx1 runs VM1 (1000 shares, idle at 10 IOPS) and
// VM2 (2500 shares, limit 5,000 IOPS); esx2 runs VM3 (500) and VM4 (1000).
// The layout is VMware's (Matthew Meyer's posts on SIOC I/O distribution);
// this idle case is VM Guru's own variant, not the Scenario 3 of VMware's
// Part 2.
func Defaults() Inputs {
	return Inputs{
		DatastoreIOPS: 8000, // VM Guru: "хранилище, отдающее 8000 операций ввода-вывода в секунду"
		VMs: []VM{
			{Name: "VM1", Host: "esx1", Shares: SharesOf(1000), DemandIOPS: new(10.0)},  // "VM1 простаивает и потребляет только 10 IOPS"
			{Name: "VM2", Host: "esx1", Shares: SharesOf(2500), LimitIOPS: new(5000.0)}, // "у нее есть LIMIT в 5000 IOPS"
			{Name: "VM3", Host: "esx2", Shares: SharesOf(500)},
			{Name: "VM4", Host: "esx2", Shares: SharesOf(1000)},
		},
		Rules:         rules.Classic,
		RulesRevision: rules.CurrentRevision,
	}
}
