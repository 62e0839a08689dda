package sioc

import (
	"sort"

	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/source"
)

// ID is the calculator's id in documents and URLs.
const ID = "sioc"

// Input bounds.
const (
	// MinIOPS is the smallest reservation, limit or demand that is not 0
	// (smaller values are not measurable).
	MinIOPS = 0.01
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

// ChunkKB is the I/O size large I/Os are counted in. Limits: the host's
// mClock disk scheduler (vSphere 5.5 and later, not SIOC itself) counts an
// I/O as ceil(size / 32 KB) against a VM's IOPS limit (Duncan Epping,
// "vSphere 5.5 and disk limits (mClock scheduler caveat)", 2014).
// Reservations: "Large IO sizes are considered as multiple IOs using a chunk
// size of 32 KB as default", which the vSphere API (StorageIOAllocationInfo)
// says of the reservation control, "initially supported only at host level
// for local datastores"; counting reservations on a shared datastore the same
// way is the calculator's assumption, said on the page. Shares: no document
// counts them in chunks; with one I/O size for every VM the split is the same
// either way.
const ChunkKB = 32

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
	ReservationIOPS *float64 `json:"reservation_iops,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
	// LimitIOPS is the maximum (0 or absent = unlimited).
	LimitIOPS *float64 `json:"limit_iops,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
	// DemandIOPS is what the VM asks for (absent = all it can get).
	DemandIOPS *float64 `json:"demand_iops,omitempty" validate:"omitempty,finite,gte=0,lte=1000000000"`
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

// Problems.
var (
	msgNoVMs       = msg.NewKey("sioc.no-vms", "add at least one VM")
	msgTooManyVMs  = msg.NewKey("sioc.too-many-vms", "has {0} VMs; at most {1}")
	msgDuplicate   = msg.NewKey("sioc.duplicate", "duplicates the name of VM {0}; give each VM its own name")
	msgAboveLimit  = msg.NewKey("sioc.reservation-above-limit", "is above the “{0}” column ({1}); a VM cannot be guaranteed more than its limit")
	msgPadded      = msg.NewKey("sioc.name.padded", "must not start or end with a space")
	msgTooLong     = msg.NewKey("sioc.name.too-long", "is longer than {0} characters")
	msgOneLine     = msg.NewKey("sioc.name.one-line", "must be one line of text")
	stepTotal      = msg.NewKey("sioc.step.total", "Total shares on the datastore")
	sumKey         = msg.NewKey("sioc.sum", "{0} + {1}")
	plain          = msg.NewKey("sioc.plain", "{0}")
	moreVMs        = msg.NewKey("sioc.more-vms", "… ({0} VMs)")
	stepHostShare  = msg.NewKey("sioc.step.host-share", "Host {0} share (sum of its VMs' shares)")
	stepHostShareF = msg.NewKey("sioc.step.host-share.f", "{0} / {1} shares")
	stepEntitle    = msg.NewKey("sioc.step.entitlement", "{0} entitlement when every VM is busy")
	stepEntitleF   = msg.NewKey("sioc.step.entitlement.f", "{0} / {1} shares × {2}")
	stepReserved   = msg.NewKey("sioc.step.reserved", "Reservations honoured first (each up to its demand and limit)")
	stepReservedF  = msg.NewKey("sioc.step.reserved.f", "Σ min(reservation, demand, limit) = {0} of {1}")
	stepOver       = msg.NewKey("sioc.step.overcommitted", "Reservations exceed the datastore: each VM gets the same fraction of its reservation")
	stepOverF      = msg.NewKey("sioc.step.overcommitted.f", "{0} / {1}")
	stepUnalloc    = msg.NewKey("sioc.step.unallocated", "Unallocated (every VM at its demand or limit)")
	stepUnallocF   = msg.NewKey("sioc.step.unallocated.f", "{0} − {1}")
	stepTop        = msg.NewKey("sioc.step.top", "Largest share: {0} (what shares buy a critical VM)")
	stepTopF       = msg.NewKey("sioc.step.top.f", "{0} / {1} shares; in VMware's test 4000 vs 3 × 200 shares = {2} of the shares gave the critical VM 94 % of its uncontended performance")
	stepQueue      = msg.NewKey("sioc.step.queue", "How SIOC enforces the split: host device queue depth")
	stepQueueF     = msg.NewKey("sioc.step.queue.f", "SIOC shortens the device queue of hosts that use less than their share (VMware's test: {0} → {1} for a host whose only VM went idle)")
	hostCapped     = msg.NewKey("sioc.step.host.capped", "all its VMs at demand or limit: {0} (entitled to {1})")
	hostReserved   = msg.NewKey("sioc.step.host.reserved", "its VMs' reservations: {0} (above its share)")
	hostShares     = msg.NewKey("sioc.step.host.shares", "({0} − {1} held by other hosts at their cap or reservations) × {2} / {3} shares")
	stepHostAlloc  = msg.NewKey("sioc.step.host", "Host {0} allocation")
	vmDemand       = msg.NewKey("sioc.step.vm.demand", "its demand: {0}; the rest of its share goes to the VMs on {1} first")
	vmLimit        = msg.NewKey("sioc.step.vm.limit", "its limit: {0}")
	vmLimitUnits   = msg.NewKey("sioc.step.vm.limit-units", "its limit: {0}, counted in 32 KB I/Os: {0} / {1}")
	vmResUnits     = msg.NewKey("sioc.step.vm.reserved-units", "its reservation: {0} counted in 32 KB I/Os (assumption): {0} / {1} (above its share)")
	vmReserved     = msg.NewKey("sioc.step.vm.reserved", "its reservation: {0} (above its share)")
	vmShares       = msg.NewKey("sioc.step.vm.shares", "({0} of {1} − {2} held by its other VMs) × {3} / {4} shares")
	vmSharesLeft   = msg.NewKey("sioc.step.vm.shares-left", "({0} of {1} − {2} held by its other VMs) × {3} / {4} shares = {5} + {6} left by others")
	stepVMAlloc    = msg.NewKey("sioc.step.vm", "{0} allocation")
	stepChunks     = msg.NewKey("sioc.step.chunks", "Large I/Os count as several 32 KB I/Os")
	stepChunksF    = msg.NewKey("sioc.step.chunks.f", "{0} / 32 KB rounded up = {1} per I/O. Limits: the host's disk scheduler counts them in 32 KB I/Os (vSphere 5.5 and later), so a VM limited to L IOPS gets L / {1} of its own I/Os. Reservations: counted the same way, an assumption (the vSphere API says so of host-level reservations on local datastores). Shares: every VM has this I/O size, so they divide the datastore the same counted either way")
	stepNoSIOCHost = msg.NewKey("sioc.step.unmanaged-host", "Host {0} without SIOC (every host has the same device queue)")
	stepNoSIOCHF   = msg.NewKey("sioc.step.unmanaged-host.f", "with SIOC {0}; without it the hosts split the datastore equally, whatever their shares, up to what their VMs use")
	stepNoSIOCVM   = msg.NewKey("sioc.step.unmanaged-vm", "{0} without SIOC")
	stepNoSIOCVMF  = msg.NewKey("sioc.step.unmanaged-vm.f", "with SIOC {0}; without it {1} ({2} of the allocation with SIOC)")
	stepMeasured   = msg.NewKey("sioc.step.measured", "What SIOC saved a critical VM in VMware's test (2010)")
	stepMeasuredF  = msg.NewKey("sioc.step.measured.f", "without SIOC the critical VM lost up to {0} of its performance; with SIOC about half that (about {1})")

	warnOver        = msg.NewKey("sioc.warn.overcommitted", "Reservations add up to {0}, more than the datastore's {1}: no VM gets its full reservation (each gets {2} of it). Lower the reservations or move VMs to another datastore.")
	warnLend        = msg.NewKey("sioc.warn.lend", "{0} reserves {1} but uses {2}: mClock lends the unused {3} to other VMs and takes them back as soon as {0}'s demand returns.")
	warnHostCapped  = msg.NewKey("sioc.warn.host-capped", "Host {0} can use only {1} of its {2} share (its VMs are at their demand or limit), so the other hosts get the rest. SIOC does this by shortening the host's device queue (in VMware's test an idle host went from {3} to {4}); it lengthens it again when the VMs get busy.")
	warnUnused      = msg.NewKey("sioc.warn.unused", "{0} of the datastore are unused: every VM is at its demand or limit, so SIOC has nothing to arbitrate.")
	warnDeprecated  = msg.NewKey("sioc.warn.deprecated", "vSphere 8.0 U3 deprecates the per-disk storage I/O allocation (shares, limit and reservation, the StorageIOAllocationInfo of the vSphere API): \"Deprecated as of vSphere8.0 U3, and there is no replacement for it.\"")
	warnRemoval     = msg.NewKey("sioc.warn.removal", "The vSphere 8.0 U3 release notes: \"The Storage DRS (SDRS) I/O Load Balancer, SDRS I/O Reservations-based load balancer, and vSphere Storage I/O Control Components will be deprecated in a future vSphere release.\" Storage DRS capacity balancing and storage-policy IOPS limits are not affected.")
	warnReservation = msg.NewKey("sioc.warn.reservation", "Reservations: the vSphere API deprecates them as of 8.0 U3 with the rest of the allocation, and says \"The reservation is currently exposed only at the host level for local and shared datastores.\" Do not size on a datastore-wide guarantee.")
	warnVSAN        = msg.NewKey("sioc.warn.vsan", "SIOC does not apply to vSAN datastores (VMware Cloud Foundation design: \"Storage I/O Control is not applicable on principal vSAN datastores.\"); on vSAN, cap VMs with storage-policy IOPS limits instead.")
	changeWhatVM    = msg.NewKey("sioc.change.vm", "the allocation of {0}")
	changeUnits     = msg.NewKey("sioc.change.units", "I/Os of {0} now count as {1} I/Os of 32 KB against limits and reservations under the classic rules too: the host's disk scheduler has counted so since vSphere 5.5 (the vSphere API: \"Large IO sizes are considered as multiple IOs using a chunk size of 32 KB as default\").")
	warnResUnits    = msg.NewKey("sioc.warn.reservation-units", "Assumption: the reservations are counted in 32 KB I/Os like the limits, so a reservation of R IOPS guarantees R / {0} I/Os of {1}. The vSphere API counts large I/Os as several for the reservation control, which it supports \"only at host level for local datastores\"; no document read says how reservations are counted on a shared datastore under SIOC.")

	chartTitle  = msg.NewKey("sioc.chart", "Entitlement, allocation and the split without SIOC, per host")
	chartEnt    = msg.NewKey("sioc.chart.entitlement", "{0} entitlement")
	chartAlloc  = msg.NewKey("sioc.chart.allocated", "{0} allocated")
	chartNoSIOC = msg.NewKey("sioc.chart.unmanaged", "{0} without SIOC")
	// chartOtherHosts and chartOtherVMs name what a chart sums (Chart).
	chartOtherHosts = msg.NewKey("sioc.chart.other-hosts", "{0} other {0|host|hosts}")
	chartOtherVMs   = msg.NewKey("sioc.chart.other-vms", "{0} other {0|VM|VMs}")
	axisHost        = msg.NewKey("sioc.axis.host", "Host")
	axisIOPS        = msg.NewKey("sioc.axis.iops", "IOPS")
)

// limitedByLabels label the values of limited_by.
var limitedByLabels = map[string]msg.Text{
	string(ByShares):      msg.T("shares"),
	string(ByDemand):      msg.T("demand"),
	string(ByLimit):       msg.T("limit"),
	string(ByReservation): msg.T("reservation"),
}

// Check reports problems the tags cannot: the list length, names, duplicate
// names, shares given from Go, and a reservation above the limit.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	switch {
	case len(in.VMs) == 0:
		errs.Report("vms", msgNoVMs)
	case len(in.VMs) > MaxVMs:
		errs.Report("vms", msgTooManyVMs, msg.Code(strconv.Itoa(len(in.VMs))), msg.Code(strconv.Itoa(MaxVMs)))
	}
	seen := map[string]int{}
	for i, vm := range in.VMs {
		at := func(f string) string { return "vms[" + strconv.Itoa(i) + "]." + f }
		if m := nameProblem(vm.Name); !m.IsZero() {
			errs.Put(at("name"), m)
		} else if j, dup := seen[vm.Name]; dup {
			errs.Report(at("name"), msgDuplicate, msg.Code(strconv.Itoa(j+1)))
		} else {
			seen[vm.Name] = i
		}
		if m := nameProblem(vm.Host); !m.IsZero() {
			errs.Put(at("host"), m)
		}
		if m := vm.Shares.problem(); !m.IsZero() {
			errs.Put(at("shares"), m)
		}
		for _, f := range []struct {
			name string
			x    *float64
		}{{"reservation_iops", vm.ReservationIOPS}, {"limit_iops", vm.LimitIOPS}, {"demand_iops", vm.DemandIOPS}} {
			if f.x != nil && *f.x != 0 && *f.x < MinIOPS {
				errs.Report(at(f.name), scenario.MsgZeroOrMin, iops(MinIOPS))
			}
		}
		if vm.ReservationIOPS != nil && vm.LimitIOPS != nil && *vm.LimitIOPS > 0 && *vm.ReservationIOPS > *vm.LimitIOPS {
			errs.Report(at("reservation_iops"), msgAboveLimit, msg.Txt(ColumnLabels["limit_iops"]), iops(*vm.LimitIOPS))
		}
	}
	return errs
}

func nameProblem(s string) msg.Message {
	switch {
	case strings.TrimSpace(s) == "":
		return scenario.MsgRequired.With()
	case s != strings.TrimSpace(s):
		return msgPadded.With()
	case len([]rune(s)) > MaxNameLen:
		return msgTooLong.With(msg.Int(MaxNameLen))
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return msgOneLine.With()
	}
	return msg.Message{}
}

func iops(x float64) msg.Arg { return msg.Qty(x, msg.IOPSUnit) }

// UnitsPerIO returns how many 32 KB I/Os SIOC counts an I/O of sizeKB as:
// 1 up to 32 KB, else sizeKB / 32 rounded up (a 64 KB I/O counts as 2).
func UnitsPerIO(sizeKB float64) float64 {
	return math.Max(1, math.Ceil(sizeKB/ChunkKB))
}

// units is the count per I/O the rule set applies: UnitsPerIO under the
// current rules when an I/O size is given, else 1.
func unitsPerIO(in Inputs) float64 {
	if in.IOSizeKB != nil {
		return UnitsPerIO(*in.IOSizeKB)
	}
	return 1
}

// scaled returns claims with demands counted in 32 KB I/Os (× k); limits
// and reservations are already in those units.
func scaled(claims []Claim, k float64) []Claim {
	out := make([]Claim, len(claims))
	for i, c := range claims {
		c.Demand *= k
		out[i] = c
	}
	return out
}

// inIOs converts an allocation in 32 KB units back to the VMs' own I/Os.
func inIOs(a Allocation, k float64) Allocation {
	if k == 1 {
		return a
	}
	a.Capacity /= k
	a.Unallocated /= k
	a.Floors /= k
	a.VMs = append([]float64(nil), a.VMs...)
	for i := range a.VMs {
		a.VMs[i] /= k
	}
	a.Hosts = append([]HostShare(nil), a.Hosts...)
	for h := range a.Hosts {
		hs := &a.Hosts[h]
		hs.Allocated /= k
		hs.Floor /= k
		hs.Cap /= k
	}
	return a
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	claims := make([]Claim, len(in.VMs))
	for i, vm := range in.VMs {
		claims[i] = vm.Claim()
	}
	k := unitsPerIO(in)
	a := inIOs(Allocate(in.DatastoreIOPS*k, scaled(claims, k)), k)
	u := inIOs(AllocateUnmanaged(in.DatastoreIOPS*k, scaled(claims, k)), k)
	a.Capacity = in.DatastoreIOPS
	res := Results{
		UnallocatedIOPS: scenario.Clean(a.Unallocated),
		TotalShares:     scenario.Clean(a.TotalShares),
		ReservedIOPS:    scenario.Clean(math.Min(a.Floors, in.DatastoreIOPS)),
	}
	if in.IOSizeKB != nil {
		res.IOUnitsPerIO = new(k)
	}
	allocated := 0.0
	for i, vm := range in.VMs {
		s := claims[i].Shares
		res.VMs = append(res.VMs, VMResult{
			Name: vm.Name, Host: vm.Host, Shares: s,
			SharePct:        scenario.Clean(100 * s / a.TotalShares),
			EntitlementIOPS: scenario.Clean(a.Entitlement(s)),
			AllocatedIOPS:   scenario.Clean(a.VMs[i]),
			UnmanagedIOPS:   scenario.Clean(u.VMs[i]),
			LimitedBy:       string(a.Bounds[i]),
		})
		allocated += a.VMs[i]
	}
	res.AllocatedIOPS = scenario.Clean(allocated)
	for h, hs := range a.Hosts {
		res.Hosts = append(res.Hosts, HostResult{
			Host: hs.Host, Shares: scenario.Clean(hs.Shares),
			SharePct:        scenario.Clean(100 * hs.Shares / a.TotalShares),
			EntitlementIOPS: scenario.Clean(a.Entitlement(hs.Shares)),
			AllocatedIOPS:   scenario.Clean(hs.Allocated),
			UnmanagedIOPS:   scenario.Clean(u.Hosts[h].Allocated),
			VMs:             len(hs.VMs),
		})
	}
	return calc.Outcome{
		Results:  res,
		Steps:    steps(in, claims, a, res, k),
		Warnings: append(rules.ChangeWarnings(in.RulesRevision, Changes(in, res)), warnings(in, claims, a, res, k)...),
		Sources:  sourcesFor(in),
		Chart:    Chart(res),
	}
}

// Changes are the allocations a document written under revision 1 (before
// December 2026) now gets differently: under the classic rules an I/O size
// above 32 KB was not counted in 32 KB I/Os; it is now, under every rule set
// (the host's disk scheduler has counted so since vSphere 5.5). One change
// per VM whose allocation moved, at most maxChangedVMs of them.
func Changes(in Inputs, r Results) []rules.Change {
	if !rules.Legacy(in.RulesRevision) || rules.Current(in.Rules) || in.IOSizeKB == nil || UnitsPerIO(*in.IOSizeKB) == 1 {
		return nil
	}
	claims := make([]Claim, len(in.VMs))
	for i, vm := range in.VMs {
		claims[i] = vm.Claim()
	}
	old := Allocate(in.DatastoreIOPS, claims)
	why := msg.Sub(changeUnits.With(msg.Qty(*in.IOSizeKB, msg.KB), msg.Num(UnitsPerIO(*in.IOSizeKB))))
	var out []rules.Change
	for i, v := range r.VMs {
		if was := scenario.Clean(old.VMs[i]); was != v.AllocatedIOPS && len(out) < maxChangedVMs {
			out = append(out, rules.Change{What: msg.Sub(changeWhatVM.With(msg.Str(v.Name))), Was: iops(was), Now: iops(v.AllocatedIOPS), Why: why})
		}
	}
	return out
}

// maxChangedVMs bounds the change warnings of one document.
const maxChangedVMs = 10

// maxStepVMs bounds how many VMs get their own worked steps.
const maxStepVMs = 40

// sum is "a + b + …" of args (at least one).
func sum(args []msg.Arg) msg.Arg {
	if len(args) == 1 {
		return args[0]
	}
	return msg.Sub(sumKey.With(sum(args[:len(args)-1]), args[len(args)-1]))
}

func steps(in Inputs, claims []Claim, a Allocation, r Results, k float64) []calc.Step {
	// at most: the total, a share, an entitlement and an allocation per VM
	// shown, two steps a host (its share and its split without SIOC), and
	// the seven single steps; one allocation, however many VMs.
	vms := min(len(r.VMs), maxStepVMs)
	st := make([]calc.Step, 0, 8+2*vms+3*len(r.Hosts))
	terms := make([]msg.Arg, 0, min(len(claims), 9))
	for i, c := range claims {
		if i == 8 && len(claims) > 9 {
			terms = append(terms, msg.Sub(moreVMs.With(msg.Code(strconv.Itoa(len(claims))))))
			break
		}
		terms = append(terms, msg.Num(c.Shares))
	}
	st = append(st, calc.Step{Label: stepTotal.With(), Formula: plain.With(sum(terms)), Value: r.TotalShares, Unit: msg.Share})
	for _, h := range r.Hosts {
		st = append(st, calc.Step{Label: stepHostShare.With(msg.Str(h.Host)),
			Formula: stepHostShareF.With(msg.Num(h.Shares), msg.Num(r.TotalShares)),
			Value:   h.SharePct, Unit: msg.Percent})
	}
	for i, v := range r.VMs {
		if i == maxStepVMs {
			break
		}
		st = append(st, calc.Step{Label: stepEntitle.With(msg.Str(v.Name)),
			Formula: stepEntitleF.With(msg.Num(v.Shares), msg.Num(r.TotalShares), iops(in.DatastoreIOPS)),
			Value:   v.EntitlementIOPS, Unit: msg.IOPSUnit})
	}
	if r.IOUnitsPerIO != nil {
		st = append(st, calc.Step{Label: stepChunks.With(), Formula: stepChunksF.With(msg.Qty(*in.IOSizeKB, msg.KB), msg.Num(k)),
			Value: k, Unit: msg.IO})
	}
	if a.Floors > 0 {
		st = append(st, calc.Step{Label: stepReserved.With(),
			Formula: stepReservedF.With(msg.Num(scenario.Clean(a.Floors)), iops(in.DatastoreIOPS)),
			Value:   scenario.Clean(a.Floors), Unit: msg.IOPSUnit})
	}
	if a.Overcommitted {
		st = append(st, calc.Step{Label: stepOver.With(),
			Formula: stepOverF.With(msg.Num(in.DatastoreIOPS), msg.Num(scenario.Clean(a.Floors))),
			Value:   scenario.Clean(100 * in.DatastoreIOPS / a.Floors), Unit: msg.Percent})
	} else {
		st = hostSteps(st, in, a)
		st = vmSteps(st, claims, a, r, k)
	}
	st = append(st, calc.Step{Label: stepUnalloc.With(),
		Formula: stepUnallocF.With(msg.Num(in.DatastoreIOPS), iops(r.AllocatedIOPS)),
		Value:   r.UnallocatedIOPS, Unit: msg.IOPSUnit})
	if top := topVM(r); top >= 0 && len(r.VMs) > 1 {
		v := r.VMs[top]
		crit := 100 * CriticalShare(4000, 200, 3)
		st = append(st, calc.Step{Label: stepTop.With(msg.Str(v.Name)),
			Formula: stepTopF.With(msg.Num(v.Shares), msg.Num(r.TotalShares), msg.Qty(scenario.Clean(crit), msg.Percent)),
			Value:   v.SharePct, Unit: msg.Percent})
	}
	st = unmanagedSteps(st, r)
	st = append(st, calc.Step{Label: stepQueue.With(),
		Formula: stepQueueF.With(msg.Int(BusyQueueDepth), msg.Int(IdleQueueDepth)),
		Value:   IdleQueueDepth, Unit: msg.QueueSlot})
	return st
}

// unmanagedSteps compare the allocation with the split without SIOC (equal
// device queues per host), then cite what VMware measured.
func unmanagedSteps(st []calc.Step, r Results) []calc.Step {
	if len(r.Hosts) > 1 {
		for i, h := range r.Hosts {
			if i == maxStepVMs {
				break
			}
			st = append(st, calc.Step{Label: stepNoSIOCHost.With(msg.Str(h.Host)),
				Formula: stepNoSIOCHF.With(iops(h.AllocatedIOPS)),
				Value:   h.UnmanagedIOPS, Unit: msg.IOPSUnit})
		}
	}
	if top := topVM(r); top >= 0 && len(r.VMs) > 1 {
		v := r.VMs[top]
		ratio := msg.Qty(100, msg.Percent)
		if v.AllocatedIOPS > 0 {
			ratio = msg.Qty(scenario.Clean(100*v.UnmanagedIOPS/v.AllocatedIOPS), msg.Percent)
		}
		st = append(st, calc.Step{Label: stepNoSIOCVM.With(msg.Str(v.Name)),
			Formula: stepNoSIOCVMF.With(iops(v.AllocatedIOPS), iops(v.UnmanagedIOPS), ratio),
			Value:   v.UnmanagedIOPS, Unit: msg.IOPSUnit})
	}
	st = append(st, calc.Step{Label: stepMeasured.With(),
		Formula: stepMeasuredF.With(msg.Qty(LossWithoutSIOCPct, msg.Percent), msg.Qty(LossWithSIOCPct, msg.Percent)),
		Value:   LossWithoutSIOCPct, Unit: msg.Percent})
	return st
}

func hostSteps(st []calc.Step, in Inputs, a Allocation) []calc.Step {
	held, freeShares := 0.0, 0.0
	for _, h := range a.Hosts {
		if h.Bound == ByShares {
			freeShares += h.Shares
		} else {
			held += h.Allocated
		}
	}
	for _, h := range a.Hosts {
		var f msg.Message
		switch h.Bound {
		case ByDemand:
			f = hostCapped.With(iops(scenario.Clean(h.Cap)), msg.Num(scenario.Clean(a.Entitlement(h.Shares))))
		case ByReservation:
			f = hostReserved.With(iops(scenario.Clean(h.Floor)))
		default:
			f = hostShares.With(iops(in.DatastoreIOPS), msg.Num(scenario.Clean(held)), msg.Num(h.Shares), msg.Num(freeShares))
		}
		st = append(st, calc.Step{Label: stepHostAlloc.With(msg.Str(h.Host)), Formula: f, Value: scenario.Clean(h.Allocated), Unit: msg.IOPSUnit})
	}
	return st
}

func vmSteps(st []calc.Step, claims []Claim, a Allocation, r Results, k float64) []calc.Step {
	count := 0
	for _, h := range a.Hosts {
		held, freeShares := 0.0, 0.0
		for _, i := range h.VMs {
			if a.Bounds[i] == ByShares {
				freeShares += claims[i].Shares
			} else {
				held += a.VMs[i]
			}
		}
		for _, i := range h.VMs {
			if count == maxStepVMs {
				return st
			}
			count++
			c, v := claims[i], r.VMs[i]
			var f msg.Message
			switch b := a.Bounds[i]; {
			case b == ByDemand:
				f = vmDemand.With(iops(v.AllocatedIOPS), msg.Str(h.Host))
			case b == ByLimit && k != 1:
				f = vmLimitUnits.With(iops(c.Limit), msg.Num(k))
			case b == ByLimit:
				f = vmLimit.With(iops(c.Limit))
			case b == ByReservation && k != 1:
				f = vmResUnits.With(iops(c.Reservation), msg.Num(k))
			case b == ByReservation:
				f = vmReserved.With(iops(c.Floor()))
			default:
				args := []msg.Arg{iops(scenario.Clean(h.Allocated)), msg.Str(h.Host), msg.Num(scenario.Clean(held)), msg.Num(c.Shares), msg.Num(freeShares)}
				if d := v.AllocatedIOPS - v.EntitlementIOPS; d > 1e-9 {
					f = vmSharesLeft.With(append(args, msg.Num(v.EntitlementIOPS), msg.Num(scenario.Clean(d)))...)
				} else {
					f = vmShares.With(args...)
				}
			}
			st = append(st, calc.Step{Label: stepVMAlloc.With(msg.Str(v.Name)), Formula: f, Value: v.AllocatedIOPS, Unit: msg.IOPSUnit})
		}
	}
	return st
}

// topVM is the index of the VM with the largest share (the first of equals),
// or -1.
func topVM(r Results) int {
	top := -1
	for i, v := range r.VMs {
		if top < 0 || v.Shares > r.VMs[top].Shares {
			top = i
		}
	}
	return top
}

// CriticalShare is the fraction of the shares a critical VM with critical
// shares holds against n competitors with other shares each:
// critical / (critical + n × other). VMware's test ("Managing Performance
// Variance of Applications Using Storage I/O Control"): 4000 against 3 × 200
// = 0.87.
func CriticalShare(critical, other float64, n int) float64 {
	return critical / (critical + float64(n)*other)
}

func warnings(in Inputs, claims []Claim, a Allocation, r Results, k float64) []msg.Message {
	var w []msg.Message
	if a.Overcommitted {
		w = append(w, warnOver.With(iops(scenario.Clean(a.Floors)), msg.Num(in.DatastoreIOPS), msg.Qty(scenario.Clean(100*in.DatastoreIOPS/a.Floors), msg.Percent)))
	}
	for i, vm := range in.VMs {
		c := claims[i]
		// In SIOC's units (32 KB I/Os when normalised), as the reservation is.
		use, res := math.Min(c.Demand*k, c.Limit), c.Reservation
		if res > 0 && use < res && !a.Overcommitted {
			w = append(w, warnLend.With(msg.Str(vm.Name), iops(scenario.Clean(res)), msg.Num(scenario.Clean(use)), iops(scenario.Clean(res-use))))
		}
	}
	for i, h := range a.Hosts {
		if h.Bound == ByDemand && len(a.Hosts) > 1 && r.Hosts[i].AllocatedIOPS < r.Hosts[i].EntitlementIOPS {
			w = append(w, warnHostCapped.With(msg.Str(h.Host), msg.Num(r.Hosts[i].AllocatedIOPS), iops(r.Hosts[i].EntitlementIOPS),
				msg.Int(BusyQueueDepth), msg.Int(IdleQueueDepth)))
		}
	}
	if r.UnallocatedIOPS > 0 {
		w = append(w, warnUnused.With(iops(r.UnallocatedIOPS)))
	}
	if k > 1 && a.Floors > 0 {
		w = append(w, warnResUnits.With(msg.Num(k), msg.Qty(*in.IOSizeKB, msg.KB)))
	}
	if rules.Current(in.Rules) {
		w = append(w, warnDeprecated.With(), warnRemoval.With())
		if r.ReservedIOPS > 0 {
			w = append(w, warnReservation.With())
		}
		w = append(w, warnVSAN.With())
	}
	return w
}

// sourcesFor is Sources(in.Rules), with the 32 KB count cited when an I/O
// size above 32 KB is given (applied under every rule set: vSphere 5.5 and
// later count so): the vSphere API reference first, Duncan Epping's
// description of the 5.5 change beside it.
func sourcesFor(in Inputs) []msg.Message {
	s := Sources(in.Rules)
	if in.IOSizeKB != nil && *in.IOSizeKB > ChunkKB {
		if !rules.Current(in.Rules) {
			// the current rules cite it already
			s = append(s, source.StorageIOAllocationInfo.Msg(msg.T(
				"\"Large IO sizes are considered as multiple IOs using a chunk size of 32 KB as default\"")))
		}
		s = append(s, source.EppingDiskLimitsMClock.Msg(msg.T(
			"disk IOPS limits are enforced by the host's disk scheduler (mClock, vSphere 5.5 and later), not by SIOC, and count an I/O as ceil(size / 32 KB): a 64 KB I/O counts as two, so a 100 IOPS limit admits 50 such I/Os")))
	}
	return s
}

// Sources cites the documents of the model and the rule set's warnings.
func Sources(set rules.Set) []msg.Message {
	out := []msg.Message{
		source.VMGuruSIOC.Msg(msg.T(
			"the four-VM example (the calculator's defaults): 8,000 IOPS, shares 1000/2500/500/1000 → 1600/4000/800/1600 IOPS, hosts 70 %/30 %; VM1 idle at 10 IOPS, VM2 limited to 5,000 → 10/5000/997/1993; mClock lends unused IOPS even over a reservation and takes them back. This idle case is VM Guru's own variant of VMware's layout")),
		source.SIOCDistributionPart2.Msg(msg.T(
			"the same 8,000 IOPS, two-host, four-VM layout; Scenario 3: VM3 idle at 10 IOPS, VM4 limited to 2,000 → 390 IOPS move to esx1: VM1 1600 + 1000/3500 × 390 = 1711, VM2 4279, VM3 10, VM4 2000")),
		source.SIOCPerformanceVariance.Msg(msg.T(
			"SIOC changes host device queue depths (32 → 4 for an idle host); a critical VM with 4000 shares against three with 200 reached 94 % of its uncontended performance; without SIOC the critical VM lost up to 42 %, with SIOC about half that (figures as a Russian blog summary of the paper quotes them)")),
		source.VSphereResourceManagement.Msg(msg.T(
			"disk shares Low 500, Normal 1000 (the default), High 2000; IOPS unlimited by default")),
	}
	if rules.Current(set) {
		out = append(out,
			source.StorageIOAllocationInfo.Msg(msg.T(
				"\"Deprecated as of vSphere8.0 U3, and there is no replacement for it.\"; \"Large IO sizes are considered as multiple IOs using a chunk size of 32 KB as default.\"; \"The reservation is currently exposed only at the host level for local and shared datastores.\"")),
			source.SIOCDeprecation.Msg(msg.T(
				"quotes the vSphere 8.0 U3 release notes: the SDRS I/O load balancer, SDRS I/O reservations-based load balancer and vSphere Storage I/O Control components \"will be deprecated in a future vSphere release\"; capacity balancing and SPBM IOPS limits are not affected")),
			source.VCF45ManagementDomainSIOC.Msg(msg.T(
				"\"Storage I/O Control is not applicable on principal vSAN datastores.\"")),
		)
	}
	return out
}

// Chart groups, for each host, its VMs' entitlements, allocations and the
// split without SIOC. A chart is read, not scanned: it draws at most
// ChartHosts hosts (those with the most allocated IOPS, in the hosts'
// order; the rest summed in one group "N other hosts") and at most
// ChartVMs bars a group (the VMs with the largest entitlement; the rest
// summed in one bar "N other VMs"), so every group's total is kept. The
// tables list every VM and host. (A result of 1,000 VMs on 1,000 hosts
// drew 3,000 groups: a 1 MB SVG that took seconds to draw in a browser
// and could not be read.)
func Chart(r Results) *chart.Chart {
	c := &chart.Chart{
		Kind:  chart.StackedBars,
		Title: chartTitle.With(),
		X:     chart.Axis{Label: axisHost.With()},
		Y:     chart.Axis{Label: axisIOPS.With(), Unit: msg.IOPSUnit},
	}
	byHost := make(map[string][]VMResult, len(r.Hosts))
	for _, v := range r.VMs {
		byHost[v.Host] = append(byHost[v.Host], v)
	}
	shown := r.Hosts
	var others []VMResult // of the hosts not drawn
	if len(r.Hosts) > ChartHosts {
		top := make([]int, len(r.Hosts))
		for i := range top {
			top[i] = i
		}
		sort.SliceStable(top, func(a, b int) bool { return r.Hosts[top[a]].AllocatedIOPS > r.Hosts[top[b]].AllocatedIOPS })
		keep := make([]bool, len(r.Hosts))
		for _, i := range top[:ChartHosts-1] {
			keep[i] = true
		}
		shown = make([]HostResult, 0, ChartHosts-1)
		for i, h := range r.Hosts {
			if keep[i] {
				shown = append(shown, h)
			} else {
				others = append(others, byHost[h.Host]...)
			}
		}
	}
	c.Groups = make([]chart.Group, 0, 3*(len(shown)+1))
	add := func(name msg.Arg, vms []VMResult) {
		c.Groups = append(c.Groups,
			chart.Group{Label: chartEnt.With(name), Bars: chartBars(vms, func(v VMResult) float64 { return v.EntitlementIOPS })},
			chart.Group{Label: chartAlloc.With(name), Bars: chartBars(vms, func(v VMResult) float64 { return v.AllocatedIOPS })},
			chart.Group{Label: chartNoSIOC.With(name), Bars: chartBars(vms, func(v VMResult) float64 { return v.UnmanagedIOPS })})
	}
	for _, h := range shown {
		add(msg.Str(h.Host), byHost[h.Host])
	}
	if len(others) > 0 {
		add(msg.Sub(chartOtherHosts.With(msg.Int(len(r.Hosts)-len(shown)))), others)
	}
	return c
}

// ChartHosts and ChartVMs bound the SIOC chart: hosts drawn (the last one
// the sum of the others) and bars a group (the last one the sum of the
// others).
const (
	ChartHosts = 12
	ChartVMs   = 12
)

// chartBars is one bar a VM of value(v), the VMs with the largest
// entitlement first kept in their order, the others past ChartVMs-1 summed
// in one bar.
func chartBars(vms []VMResult, value func(VMResult) float64) []chart.Bar {
	if len(vms) <= ChartVMs {
		out := make([]chart.Bar, len(vms))
		for i, v := range vms {
			out[i] = chart.Bar{Name: plain.With(msg.Str(v.Name)), Value: value(v)}
		}
		return out
	}
	top := make([]int, len(vms))
	for i := range top {
		top[i] = i
	}
	sort.SliceStable(top, func(a, b int) bool { return vms[top[a]].EntitlementIOPS > vms[top[b]].EntitlementIOPS })
	keep := make([]bool, len(vms))
	for _, i := range top[:ChartVMs-1] {
		keep[i] = true
	}
	out := make([]chart.Bar, 0, ChartVMs)
	rest := 0.0
	for i, v := range vms {
		if keep[i] {
			out = append(out, chart.Bar{Name: plain.With(msg.Str(v.Name)), Value: value(v)})
		} else {
			rest += value(v)
		}
	}
	return append(out, chart.Bar{Name: chartOtherVMs.With(msg.Int(len(vms) - (ChartVMs - 1))), Value: rest})
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     40,
		Title:    msg.T("Storage I/O Control allocation"),
		Question: msg.T("How does SIOC divide a busy datastore's IOPS between VMs and hosts by shares, reservations and limits?"),
		Fields: []calc.Field{
			{Name: "datastore_iops", Label: msg.T("Datastore IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("What the datastore delivers when it is congested.")},
			{Name: "vms", Label: msg.T("VMs"), Codec: VMCodec{},
				Hint: msg.T("One VM per line, its columns separated by commas: “name, host, shares, reservation_iops, limit_iops, demand_iops” (the VM's name, its host, its shares, and its reservation, limit and demand in IOPS). Shares: a number or “low” (500), “normal” (1000), “high” (2000); leave a column empty for none (limit: unlimited; demand: all it can get).")},
			{Name: "rules", Label: rules.Label, Hint: rules.Hint, ChoiceLabels: rules.Labels},
			{Name: "io_size_kb", Label: msg.T("Average I/O size"), Unit: msg.KB, Step: 1, Advanced: true,
				Hint: msg.T("Optional. An I/O larger than 32 KB counts as several 32 KB I/Os against limits (the host's disk scheduler, vSphere 5.5 and later) and, as an assumption, against reservations (a 64 KB I/O counts as 2).")},
			{Name: rules.RevisionInput, Label: rules.RevisionLabel, Hint: rules.RevisionHint, ChoiceLabels: rules.RevisionLabels, Advanced: true},
		},
		Outputs: []calc.Output{
			{Name: "allocated_iops", Label: msg.T("Allocated"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "unallocated_iops", Label: msg.T("Unallocated"), Unit: msg.IOPSUnit, Primary: true},
			{Name: "total_shares", Label: msg.T("Total shares"), Unit: msg.Share},
			{Name: "reserved_iops", Label: msg.T("Reserved (up to demand)"), Unit: msg.IOPSUnit},
			{Name: "io_units_per_io", Label: msg.T("32 KB I/Os counted per I/O")},
			{Name: "vms", Label: msg.T("Per VM"), Columns: []calc.Column{
				{Name: "name", Label: msg.T("VM")},
				{Name: "host", Label: msg.T("Host")},
				{Name: "shares", Label: msg.T("Shares"), Unit: msg.Share},
				{Name: "share_pct", Label: msg.T("Share of all shares"), Unit: msg.Percent},
				{Name: "entitlement_iops", Label: msg.T("Entitled when all are busy"), Unit: msg.IOPSUnit},
				{Name: "allocated_iops", Label: msg.T("Allocated"), Unit: msg.IOPSUnit},
				{Name: "unmanaged_iops", Label: msg.T("Without SIOC"), Unit: msg.IOPSUnit},
				{Name: "limited_by", Label: msg.T("Set by"), Values: limitedByLabels},
			}},
			{Name: "hosts", Label: msg.T("Per host"), Columns: []calc.Column{
				{Name: "host", Label: msg.T("Host")},
				{Name: "shares", Label: msg.T("Shares of its VMs"), Unit: msg.Share},
				{Name: "share_pct", Label: msg.T("Share of all shares"), Unit: msg.Percent},
				{Name: "entitlement_iops", Label: msg.T("Entitled when all are busy"), Unit: msg.IOPSUnit},
				{Name: "allocated_iops", Label: msg.T("Allocated"), Unit: msg.IOPSUnit},
				{Name: "unmanaged_iops", Label: msg.T("Without SIOC"), Unit: msg.IOPSUnit},
				{Name: "vms", Label: msg.T("VMs"), Unit: msg.VM},
			}},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		// A link or plan Sizewise wrote before revision 2 carries every
		// input, the rule set among them; one written by hand or sent from
		// the VDI calculator seldom gives it. (The only figure revision 2
		// moves needs an I/O size, which came with the rule set.)
		Revision: &calc.Revision{Input: rules.RevisionInput, Legacy: rules.Revision1, Marks: []string{"datastore_iops", "rules"}},
	})
}
