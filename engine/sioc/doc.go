// Package sioc models how vSphere Storage I/O Control (SIOC, with the mClock
// scheduler) divides a congested datastore's IOPS between virtual machines on
// several ESXi hosts. It registers the "sioc" calculator.
//
// Formulas, C the datastore's IOPS, S_i a VM's shares, S_h the sum over the
// VMs of host h (Allocate):
//
//	entitlement_i = C × S_i / ΣS                     (every VM busy)
//	cap_i   = min(demand_i, limit_i);  floor_i = min(reservation_i, cap_i)
//	A_h     = clamp(λ × S_h, Σ floor_i, Σ cap_i),    λ such that Σ A_h = C
//	a_i     = clamp(μ_h × S_i, floor_i, cap_i),      μ_h such that Σ a_i = A_h
//	unallocated = C − Σ A_h
//
// Reservations above C: each VM gets C × floor_i / Σ floor. Without SIOC
// (AllocateUnmanaged) every host is weighted 1 instead of S_h: the hosts
// split the datastore equally. I/Os above ChunkKB (32 KB) count as
// ⌈size / 32 KB⌉ I/Os against limits and, as an assumption, reservations.
// Units: IOPS; shares are dimensionless; percentages are 0–100.
//
// The methodology, with the rule sets, rules revision 2, the worked
// examples (VM Guru's, VMware's) and sources: docs/sioc.md (Russian:
// docs/ru/sioc.md).
package sioc
