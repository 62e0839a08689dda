package sioc

import (
	"fmt"
	"math"
	"strings"
	"unicode"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// ID is the calculator's id in documents and URLs.
const ID = "sioc"

// Input bounds.
const (
	// MaxVMs bounds the list of VMs.
	MaxVMs = 1000
	// MaxNameLen bounds VM and host names, in characters.
	MaxNameLen = 100
)

// Queue depths from VMware's SIOC test (shared/reference/004): the device
// queue of a host whose only VM went idle was cut from 32 to 4.
const (
	BusyQueueDepth = 32
	IdleQueueDepth = 4
)

// Inputs are the calculator's inputs (CONTRACT.md §3).
type Inputs struct {
	DatastoreIOPS float64 `json:"datastore_iops" validate:"finite,gt=0,lte=1000000000"`
	VMs           []VM    `json:"vms" validate:"dive"`
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

// Results are the calculator's results (CONTRACT.md §3).
type Results struct {
	VMs             []VMResult   `json:"vms"`
	Hosts           []HostResult `json:"hosts"`
	UnallocatedIOPS float64      `json:"unallocated_iops"`
	AllocatedIOPS   float64      `json:"allocated_iops"`
	TotalShares     float64      `json:"total_shares"`
	// ReservedIOPS is Σ min(reservation, demand, limit): what is honoured first.
	ReservedIOPS float64 `json:"reserved_iops"`
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
	VMs             int     `json:"vms"`
}

func ptr[T any](v T) *T { return &v }

// Defaults returns VMware's worked example (shared/reference/000): 8,000 IOPS;
// esx1 runs VM1 (1000 shares, idle at 10 IOPS) and VM2 (2500 shares, limit
// 5,000 IOPS); esx2 runs VM3 (500) and VM4 (1000).
func Defaults() Inputs {
	return Inputs{
		DatastoreIOPS: 8000, // 000: "хранилище, отдающее 8000 операций ввода-вывода в секунду"
		VMs: []VM{
			{Name: "VM1", Host: "esx1", Shares: SharesOf(1000), DemandIOPS: ptr(10.0)},  // 000: "VM1 простаивает и потребляет только 10 IOPS"
			{Name: "VM2", Host: "esx1", Shares: SharesOf(2500), LimitIOPS: ptr(5000.0)}, // 000: "у нее есть LIMIT в 5000 IOPS"
			{Name: "VM3", Host: "esx2", Shares: SharesOf(500)},
			{Name: "VM4", Host: "esx2", Shares: SharesOf(1000)},
		},
	}
}

// Sources are the documents the model comes from.
var Sources = []string{
	"shared/reference/000 (vmgu.ru, after VMware's two posts on how SIOC works): 8,000 IOPS, 2 hosts, 4 VMs; shares 1000/2500/500/1000 → 1600/4000/800/1600 IOPS, hosts 70 %/30 %; VM1 idle at 10 IOPS, VM2 limited to 5,000 → 10/5000/997/1993; mClock lends unused IOPS even over a reservation and takes them back",
	"shared/reference/004 (VMware, \"Managing Performance Variance of Applications Using Storage I/O Control\"): SIOC changes host device queue depths (32 → 4 for an idle host); a critical VM with 4000 shares against three with 200 reached 94 % of its uncontended performance",
	"VMware vSphere Resource Management: disk shares Low 500, Normal 1000, High 2000; limit 0 = unlimited",
}

// Check reports problems the tags cannot: the list length, names, duplicate
// names, shares given from Go, and a reservation above the limit.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	switch {
	case len(in.VMs) == 0:
		errs.Add("vms", "add at least one VM")
	case len(in.VMs) > MaxVMs:
		errs.Add("vms", "has %d VMs; at most %d", len(in.VMs), MaxVMs)
	}
	seen := map[string]int{}
	for i, vm := range in.VMs {
		at := func(f string) string { return fmt.Sprintf("vms[%d].%s", i, f) }
		if m := nameProblem(vm.Name); m != "" {
			errs.Add(at("name"), "%s", m)
		} else if j, dup := seen[vm.Name]; dup {
			errs.Add(at("name"), "duplicates the name of VM %d; give each VM its own name", j+1)
		} else {
			seen[vm.Name] = i
		}
		if m := nameProblem(vm.Host); m != "" {
			errs.Add(at("host"), "%s", m)
		}
		if m := vm.Shares.problem(); m != "" {
			errs.Add(at("shares"), "%s", m)
		}
		if vm.ReservationIOPS != nil && vm.LimitIOPS != nil && *vm.LimitIOPS > 0 && *vm.ReservationIOPS > *vm.LimitIOPS {
			errs.Add(at("reservation_iops"), "is above limit_iops (%s IOPS); a VM cannot be guaranteed more than its limit",
				scenario.Num(*vm.LimitIOPS))
		}
	}
	return errs
}

func nameProblem(s string) string {
	switch {
	case strings.TrimSpace(s) == "":
		return "is required"
	case s != strings.TrimSpace(s):
		return "must not start or end with a space"
	case len([]rune(s)) > MaxNameLen:
		return fmt.Sprintf("is longer than %d characters", MaxNameLen)
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return "must be one line of text"
	}
	return ""
}

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	claims := make([]Claim, len(in.VMs))
	for i, vm := range in.VMs {
		claims[i] = vm.Claim()
	}
	a := Allocate(in.DatastoreIOPS, claims)
	res := Results{
		UnallocatedIOPS: scenario.Clean(a.Unallocated),
		TotalShares:     scenario.Clean(a.TotalShares),
		ReservedIOPS:    scenario.Clean(math.Min(a.Floors, in.DatastoreIOPS)),
	}
	allocated := 0.0
	for i, vm := range in.VMs {
		s := claims[i].Shares
		res.VMs = append(res.VMs, VMResult{
			Name: vm.Name, Host: vm.Host, Shares: s,
			SharePct:        scenario.Clean(100 * s / a.TotalShares),
			EntitlementIOPS: scenario.Clean(a.Entitlement(s)),
			AllocatedIOPS:   scenario.Clean(a.VMs[i]),
			LimitedBy:       string(a.Bounds[i]),
		})
		allocated += a.VMs[i]
	}
	res.AllocatedIOPS = scenario.Clean(allocated)
	for _, h := range a.Hosts {
		res.Hosts = append(res.Hosts, HostResult{
			Host: h.Host, Shares: scenario.Clean(h.Shares),
			SharePct:        scenario.Clean(100 * h.Shares / a.TotalShares),
			EntitlementIOPS: scenario.Clean(a.Entitlement(h.Shares)),
			AllocatedIOPS:   scenario.Clean(h.Allocated),
			VMs:             len(h.VMs),
		})
	}
	return calc.Outcome{
		Results:  res,
		Steps:    calc.LegacySteps(steps(in, claims, a, res)),
		Warnings: calc.LegacyTexts(warnings(in, claims, a, res)),
		Sources:  calc.LegacyTexts(Sources),
		Chart:    calc.LegacyChart(Chart(res)),
	}
}

// maxStepVMs bounds how many VMs get their own worked steps.
const maxStepVMs = 40

func steps(in Inputs, claims []Claim, a Allocation, r Results) []scenario.Step {
	var st []scenario.Step
	terms := make([]string, 0, min(len(claims), 9))
	for i, c := range claims {
		if i == 8 && len(claims) > 9 {
			terms = append(terms, fmt.Sprintf("… (%d VMs)", len(claims)))
			break
		}
		terms = append(terms, scenario.Num(c.Shares))
	}
	st = append(st, scenario.Step{Label: "Total shares on the datastore", Formula: strings.Join(terms, " + "),
		Value: r.TotalShares, Unit: "shares"})
	for _, h := range r.Hosts {
		st = append(st, scenario.Step{Label: "Host " + h.Host + " share (sum of its VMs' shares)",
			Formula: fmt.Sprintf("%s / %s shares", scenario.Num(h.Shares), scenario.Num(r.TotalShares)),
			Value:   h.SharePct, Unit: "%"})
	}
	for i, v := range r.VMs {
		if i == maxStepVMs {
			break
		}
		st = append(st, scenario.Step{Label: v.Name + " entitlement when every VM is busy",
			Formula: fmt.Sprintf("%s / %s shares × %s IOPS", scenario.Num(v.Shares), scenario.Num(r.TotalShares), scenario.Num(in.DatastoreIOPS)),
			Value:   v.EntitlementIOPS, Unit: "IOPS"})
	}
	if a.Floors > 0 {
		st = append(st, scenario.Step{Label: "Reservations honoured first (each up to its demand and limit)",
			Formula: fmt.Sprintf("Σ min(reservation, demand, limit) = %s of %s IOPS", scenario.Num(a.Floors), scenario.Num(in.DatastoreIOPS)),
			Value:   scenario.Clean(a.Floors), Unit: "IOPS"})
	}
	if a.Overcommitted {
		st = append(st, scenario.Step{Label: "Reservations exceed the datastore: each VM gets the same fraction of its reservation",
			Formula: fmt.Sprintf("%s / %s", scenario.Num(in.DatastoreIOPS), scenario.Num(a.Floors)),
			Value:   scenario.Clean(100 * in.DatastoreIOPS / a.Floors), Unit: "%"})
	} else {
		st = append(st, hostSteps(in, a)...)
		st = append(st, vmSteps(claims, a, r)...)
	}
	st = append(st, scenario.Step{Label: "Unallocated (every VM at its demand or limit)",
		Formula: fmt.Sprintf("%s − %s IOPS", scenario.Num(in.DatastoreIOPS), scenario.Num(r.AllocatedIOPS)),
		Value:   r.UnallocatedIOPS, Unit: "IOPS"})
	if top := topVM(r); top >= 0 && len(r.VMs) > 1 {
		v := r.VMs[top]
		crit := 100 * CriticalShare(4000, 200, 3)
		st = append(st, scenario.Step{Label: "Largest share: " + v.Name + " (what shares buy a critical VM)",
			Formula: fmt.Sprintf("%s / %s shares; in VMware's test 4000 vs 3 × 200 shares = %s %% of the shares gave the critical VM 94 %% of its uncontended performance",
				scenario.Num(v.Shares), scenario.Num(r.TotalShares), scenario.Num(crit)),
			Value: v.SharePct, Unit: "%"})
	}
	st = append(st, scenario.Step{Label: "How SIOC enforces the split: host device queue depth",
		Formula: fmt.Sprintf("SIOC shortens the device queue of hosts that use less than their share (VMware's test: %d → %d for a host whose only VM went idle)",
			BusyQueueDepth, IdleQueueDepth),
		Value: IdleQueueDepth, Unit: "queue slots"})
	return st
}

func hostSteps(in Inputs, a Allocation) []scenario.Step {
	var st []scenario.Step
	held, freeShares := 0.0, 0.0
	for _, h := range a.Hosts {
		if h.Bound == ByShares {
			freeShares += h.Shares
		} else {
			held += h.Allocated
		}
	}
	for _, h := range a.Hosts {
		var f string
		switch h.Bound {
		case ByDemand:
			f = fmt.Sprintf("all its VMs at demand or limit: %s IOPS (entitled to %s)", scenario.Num(h.Cap), scenario.Num(a.Entitlement(h.Shares)))
		case ByReservation:
			f = fmt.Sprintf("its VMs' reservations: %s IOPS (above its share)", scenario.Num(h.Floor))
		default:
			f = fmt.Sprintf("(%s − %s IOPS held by other hosts at their cap or reservations) × %s / %s shares",
				scenario.Num(in.DatastoreIOPS), scenario.Num(held), scenario.Num(h.Shares), scenario.Num(freeShares))
		}
		st = append(st, scenario.Step{Label: "Host " + h.Host + " allocation", Formula: f, Value: scenario.Clean(h.Allocated), Unit: "IOPS"})
	}
	return st
}

func vmSteps(claims []Claim, a Allocation, r Results) []scenario.Step {
	var st []scenario.Step
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
			var f string
			switch a.Bounds[i] {
			case ByDemand:
				f = fmt.Sprintf("its demand: %s IOPS; the rest of its share goes to the VMs on %s first", scenario.Num(c.Demand), h.Host)
			case ByLimit:
				f = fmt.Sprintf("its limit: %s IOPS", scenario.Num(c.Limit))
			case ByReservation:
				f = fmt.Sprintf("its reservation: %s IOPS (above its share)", scenario.Num(c.Floor()))
			default:
				f = fmt.Sprintf("(%s IOPS of %s − %s held by its other VMs) × %s / %s shares",
					scenario.Num(h.Allocated), h.Host, scenario.Num(held), scenario.Num(c.Shares), scenario.Num(freeShares))
				if d := v.AllocatedIOPS - v.EntitlementIOPS; d > 1e-9 {
					f += fmt.Sprintf(" = %s + %s left by others", scenario.Num(v.EntitlementIOPS), scenario.Num(d))
				}
			}
			st = append(st, scenario.Step{Label: v.Name + " allocation", Formula: f, Value: v.AllocatedIOPS, Unit: "IOPS"})
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
// critical / (critical + n × other). VMware's test (shared/reference/004):
// 4000 against 3 × 200 = 0.87.
func CriticalShare(critical, other float64, n int) float64 {
	return critical / (critical + float64(n)*other)
}

func warnings(in Inputs, claims []Claim, a Allocation, r Results) []string {
	var w []string
	if a.Overcommitted {
		w = append(w, fmt.Sprintf("Reservations add up to %s IOPS, more than the datastore's %s: no VM gets its full reservation (each gets %s %% of it). Lower the reservations or move VMs to another datastore.",
			scenario.Num(a.Floors), scenario.Num(in.DatastoreIOPS), scenario.Num(100*in.DatastoreIOPS/a.Floors)))
	}
	for i, vm := range in.VMs {
		c := claims[i]
		if c.Reservation > 0 && c.Cap() < c.Reservation && !a.Overcommitted {
			w = append(w, fmt.Sprintf("%s reserves %s IOPS but uses %s: mClock lends the unused %s IOPS to other VMs and takes them back as soon as %s's demand returns.",
				vm.Name, scenario.Num(c.Reservation), scenario.Num(c.Cap()), scenario.Num(c.Reservation-c.Cap()), vm.Name))
		}
	}
	for i, h := range a.Hosts {
		if h.Bound == ByDemand && len(a.Hosts) > 1 && r.Hosts[i].AllocatedIOPS < r.Hosts[i].EntitlementIOPS {
			w = append(w, fmt.Sprintf("Host %s can use only %s of its %s IOPS share (its VMs are at their demand or limit), so the other hosts get the rest. SIOC does this by shortening the host's device queue (in VMware's test an idle host went from %d to %d); it lengthens it again when the VMs get busy.",
				h.Host, scenario.Num(r.Hosts[i].AllocatedIOPS), scenario.Num(r.Hosts[i].EntitlementIOPS), BusyQueueDepth, IdleQueueDepth))
		}
	}
	if r.UnallocatedIOPS > 0 {
		w = append(w, fmt.Sprintf("%s IOPS of the datastore are unused: every VM is at its demand or limit, so SIOC has nothing to arbitrate.",
			scenario.Num(r.UnallocatedIOPS)))
	}
	return w
}

// Chart stacks, for each host, its VMs' entitlements next to their
// allocations.
func Chart(r Results) *chart.Drawing {
	c := &chart.Drawing{
		Kind:  chart.StackedBars,
		Title: "Entitlement and allocation per host",
		X:     chart.DrawnAxis{Label: "Host"},
		Y:     chart.DrawnAxis{Label: "IOPS", Unit: "IOPS"},
	}
	for _, h := range r.Hosts {
		ent := chart.DrawnGroup{Label: h.Host + " entitlement"}
		got := chart.DrawnGroup{Label: h.Host + " allocated"}
		for _, v := range r.VMs {
			if v.Host != h.Host {
				continue
			}
			ent.Bars = append(ent.Bars, chart.DrawnBar{Name: v.Name, Value: v.EntitlementIOPS})
			got.Bars = append(got.Bars, chart.DrawnBar{Name: v.Name, Value: v.AllocatedIOPS})
		}
		c.Groups = append(c.Groups, ent, got)
	}
	return c
}

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     40,
		Title:    msg.Legacy("Storage I/O Control allocation"),
		Question: msg.Legacy("How does SIOC divide a busy datastore's IOPS between VMs and hosts by shares, reservations and limits?"),
		Fields: []calc.Field{
			{Name: "datastore_iops", Label: msg.Legacy("Datastore IOPS"), Unit: msg.Unit("IOPS"), Step: 1,
				Hint: msg.Legacy("What the datastore delivers when it is congested.")},
			{Name: "vms", Label: msg.Legacy("VMs"), Codec: VMCodec{},
				Hint: msg.Legacy("One VM per line: name,host,shares,reservation_iops,limit_iops,demand_iops. Shares: a number or low/normal/high (500/1000/2000); leave a column empty for none (limit: unlimited; demand: all it can get).")},
		},
		Outputs: []calc.Output{
			{Name: "allocated_iops", Label: msg.Legacy("Allocated"), Unit: msg.Unit("IOPS"), Primary: true},
			{Name: "unallocated_iops", Label: msg.Legacy("Unallocated"), Unit: msg.Unit("IOPS"), Primary: true},
			{Name: "total_shares", Label: msg.Legacy("Total shares"), Unit: msg.Unit("shares")},
			{Name: "reserved_iops", Label: msg.Legacy("Reserved (up to demand)"), Unit: msg.Unit("IOPS")},
			{Name: "vms", Label: msg.Legacy("Per VM"), Columns: calc.LegacyColumns("name", "host", "shares", "share_pct", "entitlement_iops", "allocated_iops", "limited_by")},
			{Name: "hosts", Label: msg.Legacy("Per host"), Columns: calc.LegacyColumns("host", "shares", "share_pct", "entitlement_iops", "allocated_iops")},
		},
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
	})
}
