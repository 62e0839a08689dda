// Package estate is what the inventory imports (engine/rvtools for RVTools,
// engine/liveoptics for Dell Live Optics) have in common once a workbook is
// read: the model of a vSphere estate (VMs with their disks, snapshots and
// measured performance; hosts with theirs), and the plan derived from it:
// the inventory summary, what is left out of the sizing and why, each
// cluster's workload, and per cluster the scenarios the calculators take
// (vsan-capacity under the classic and the current rules, memory-states
// per host size and after the loss of a host, stretched-bandwidth from the
// measured writes or, without them, from an assumption the result itself
// states, cache-sim where the target host is hybrid), every derived input
// explained in the scenario's notes in the reader's language.
//
// A reader fills an Estate and a Words (how its export names what the
// notes quote), then Planning derives the plan in steps (one cluster a
// step, so a browser tab stays responsive).
//
// # Sizing rules
//
//   - Storage is the VMs' used storage in decimal GB (MiB × 1.048576 /
//     1000); a VM on a vSAN datastore reports its use with the source
//     policy's replicas or parity, which is removed: each vSAN datastore's
//     factor is the median over its VMs of Provisioned / (disk capacity +
//     swap), rounded to the nearest vSAN policy factor (×1, ×1.25, ×4/3,
//     ×1.5, ×2, ×3, ×4) when within 10 %, and each VM's use is divided by
//     it (estimateFactors).
//   - Devices of the target host are decimal GB as sold, the unit of the
//     VM data: one unit system.
//   - Components follow the vSAN stretched cluster bandwidth guide: (FTT+1)
//     data components per object and stripe (255 GB a component); the
//     witness appliance holds about one witness component per object.
//   - System VMs (vCLS, vSAN File Service nodes, Supervisor control plane
//     VMs) are never sized: vSphere recreates them on the target.
package estate
