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
// posts on SIOC I/O distribution (Matthew Meyer, VMware vSphere Blog, 2015)
// and VM Guru's article on SIOC calculations explain it:
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
// hosts. When the reservations (floors) add up to more than C, no allocation
// honours them all: each VM then gets C × f_i / Σf (the same fraction of its
// reservation) and the calculator warns.
//
// Worked examples (tests). VM Guru's (the calculator's defaults): 8,000
// IOPS; host esx1: VM1 1000 shares, VM2 2500 shares with a 5,000 IOPS limit;
// host esx2: VM3 500 shares, VM4 1000 shares. ΣS = 5000: all busy, VM1..VM4
// get 1600 / 4000 / 800 / 1600 IOPS and the hosts 70 % / 30 %. With VM1 idle
// at 10 IOPS, esx1 can use 10 + 5000 = 5010 of its 5600, so VM2 is at its
// limit and 590 IOPS go to esx2: VM3 = 800 + 590 × 500/1500 ≈ 996.67,
// VM4 = 1600 + 590 × 1000/1500 ≈ 1993.33. That idle case is VM Guru's own
// variant: VMware's Part 2 post has, on the same layout, Scenario 3 (VM3
// idle at 10 IOPS, VM4 limited to 2,000): 390 IOPS go to esx1, VM1 1711, VM2
// 4279, VM3 10, VM4 2000.
//
// # Without SIOC
//
// Without SIOC every host has the same device queue on the datastore (32
// slots by default), so under contention the hosts split it equally whatever
// their VMs' shares; within a host the host's scheduler still divides its
// part by shares, limits and reservations (AllocateUnmanaged). VMware's
// study "Managing Performance Variance of Applications Using Storage I/O
// Control" (2010) measured the difference: without SIOC the critical VM lost
// up to 42 % of its performance, with SIOC about half that; SIOC cut an idle
// host's queue depth from 32 to 4, and a critical VM with 4000 shares
// against three with 200 reached 94 % of its uncontended performance.
//
// # Rule sets
//
// classic (the default) is the model above. vsan8-esa and vcf9 add what the
// vSphere 8 documents say: the per-disk allocation (shares, limit,
// reservation: StorageIOAllocationInfo) is deprecated as of vSphere 8.0 U3
// with no replacement; the 8.0 U3 release notes announce that SIOC and the
// SDRS I/O balancers will be deprecated in a future release; reservations
// are exposed only at host level; SIOC does not apply to vSAN datastores.
//
// Under every rule set, I/Os larger than 32 KB count as several 32 KB I/Os
// (io_size_kb: a 64 KB I/O counts as 2) against limits, as the host's mClock
// disk scheduler has counted them since vSphere 5.5 ("Large IO sizes are
// considered as multiple IOs using a chunk size of 32 KB as default", the
// vSphere API; Duncan Epping, "vSphere 5.5 and disk limits (mClock
// scheduler caveat)", 2014: a 100 IOPS limit admits 50 I/Os of 64 KB), and,
// as a stated assumption, against reservations (the vSphere API says so of
// host-level reservations on local datastores). Shares are not counted in
// chunks by any document; with one I/O size for every VM the split is the
// same either way. Before revision 2 (December 2026) the classic rules
// counted every I/O as one; a link made before opens with the 32 KB count
// and a warning per VM whose allocation moved.
//
// Units: IOPS (I/O operations per second); shares are dimensionless;
// percentages are 0–100.
//
// The model is the steady state SIOC converges to under sustained contention;
// SIOC does nothing until the datastore is congested, and it acts per
// datastore.
package sioc
