// Package sioc models how vSphere Storage I/O Control (SIOC, with the mClock
// scheduler) divides a congested datastore's IOPS between virtual machines on
// several ESXi hosts. It registers the "sioc" calculator.
//
// # Model
//
// Every VM has Shares (a number, or Low 500, Normal 1000, High 2000), an
// optional Reservation (IOPS it is guaranteed), an optional Limit (IOPS it may
// not exceed; 0 or absent = unlimited) and an optional Demand (IOPS it asks
// for; absent = all it can get). The allocation is two-level, as VMware's
// worked example explains it (shared/reference/000):
//
//  1. Entitlement. With every VM busy, VM i is entitled to
//     C × S_i / ΣS, and host h to C × S_h / ΣS, where S_h is the sum of the
//     shares of its VMs and C the datastore's IOPS.
//  2. Host level. Host h can use at most Cap_h = Σ cap_i over its VMs, with
//     cap_i = min(demand_i, limit_i); it must get at least Floor_h = Σ f_i
//     with f_i = min(reservation_i, cap_i) (reservations are floors up to
//     demand). The hosts get A_h = clamp(λ × S_h, Floor_h, Cap_h), λ chosen so
//     that ΣA_h = C (weighted max-min fairness, "water filling"). So capacity a
//     host's VMs cannot use goes to the other hosts in proportion to their
//     shares.
//  3. VM level. Within host h, VM i gets a_i = clamp(μ_h × S_i, f_i, cap_i), μ_h
//     chosen so that Σa_i = A_h. So capacity an idle or capped VM does not use
//     goes first to the other VMs on its own host.
//  4. Unallocated = C − ΣA_h, positive only when every VM is at its demand or
//     limit.
//
// A reservation is paid for first from its own host's share; only when a
// host's floors exceed its share does it take the difference from the other
// hosts. When the reservations (floors) add up to more than C, no allocation honours
// them all: each VM then gets C × f_i / Σf (the same fraction of its
// reservation) and the calculator warns.
//
// Worked example (shared/reference/000; the calculator's defaults): 8,000 IOPS;
// host esx1: VM1 1000 shares, VM2 2500 shares with a 5,000 IOPS limit; host
// esx2: VM3 500 shares, VM4 1000 shares. ΣS = 5000: all busy, VM1..VM4 get
// 1600 / 4000 / 800 / 1600 IOPS and the hosts 70 % / 30 %. With VM1 idle at
// 10 IOPS, esx1 can use 10 + 5000 = 5010 of its 5600, so VM2 is at its limit
// and 590 IOPS go to esx2: VM3 = 800 + 590 × 500/1500 ≈ 996.67,
// VM4 = 1600 + 590 × 1000/1500 ≈ 1993.33.
//
// mClock lends a VM's unused capacity to others even when the VM has a
// reservation, and takes it back as soon as the VM's demand returns
// (shared/reference/000). SIOC enforces the split by changing each host's
// device queue depth: in VMware's test a host whose only VM went idle had its
// queue cut from 32 to 4; a critical VM with 4000 shares against three with 200
// reached 94 % of its uncontended performance (shared/reference/004, "Managing
// Performance Variance of Applications Using Storage I/O Control").
//
// Units: IOPS (I/O operations per second); shares are dimensionless;
// percentages are 0–100.
//
// The model is the steady state SIOC converges to under sustained contention;
// SIOC does nothing until the datastore is congested, and it acts per
// datastore.
package sioc
