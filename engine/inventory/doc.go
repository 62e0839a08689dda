// Package inventory is the inventory summary a plan carries when it was
// imported from a virtual-infrastructure export (an RVTools workbook, as
// `sizewise import rvtools` reads it): where it came from, what it counts (VMs, vCPUs, memory,
// storage in use and provisioned, disks, snapshots, hosts) in total and per
// cluster, and the consolidation ratios as they are.
//
// The importer (engine/rvtools) fills it; the page, the report and the
// exports present it through Facts, one list of labelled quantities, so
// each writer shows the same numbers with the same units. It holds data and
// its presentation only: no I/O, and small enough for the page's binary.
//
// Capacities are kept in MiB, as RVTools reports them ("MiB" in 4.x, "MB"
// in 3.x, the same binary unit); Facts shows them in decimal GB
// (× 1.048576 / 1000), the unit the calculators take.
package inventory
