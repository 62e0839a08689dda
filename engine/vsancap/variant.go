package vsancap

import (
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

// MaxDevicesPerHost is the most storage-pool devices per host the
// devices_per_host input takes.
const MaxDevicesPerHost = 32

// Variant is the copy of in that "Compare with current rules" (or with the
// classic rules) means: the same hosts on the other architecture, not the
// same OSA inputs under another rule set (which, on a stretched or 3-host
// cluster, answer exactly as before). To the current rules an OSA cluster
// becomes ESA: each host's capacity devices (disk groups × capacity disks)
// form its storage pool, the same raw capacity, the cache devices left out
// (ESA has no cache tier), all-flash (a hybrid cluster's magnetic disks
// become NVMe devices of the same size). Back to the classic rules an ESA
// cluster becomes OSA disk groups of at most 7 capacity devices, as few
// groups as hold its devices. It returns in unchanged, and a zero message,
// for any other input.
func Variant(in Inputs, name, value string) (Inputs, msg.Message) {
	if name != "rules" {
		return in, msg.Message{}
	}
	switch {
	case rules.Current(value) && in.Architecture == OSA:
		devices := in.DiskGroupsPerHost * in.CapacityDisksPerGroup
		hybrid := !in.AllFlash
		in.Architecture, in.AllFlash = ESA, true
		in.DevicesPerHost = min(devices, MaxDevicesPerHost)
		switch {
		case devices > MaxDevicesPerHost:
			return in, variantESACapped.With(msg.Int(devices), msg.Int(MaxDevicesPerHost))
		case hybrid:
			return in, variantESAHybrid.With(msg.Int(devices), gb(in.CapacityDiskGB))
		}
		return in, variantESA.With(msg.Int(devices), gb(in.CapacityDiskGB))
	case value == rules.Classic && in.Architecture == ESA:
		devices := in.DevicesPerHost
		groups, disks := osaLayout(devices)
		in.Architecture = OSA
		in.DiskGroupsPerHost, in.CapacityDisksPerGroup = groups, disks
		if groups*disks < devices {
			return in, variantOSAFewer.With(msg.Int(devices), msg.Int(groups), msg.Int(disks), msg.Int(devices-groups*disks))
		}
		return in, variantOSA.With(msg.Int(devices), msg.Int(groups), msg.Int(disks))
	}
	return in, msg.Message{}
}

// osaLayout is the OSA disk groups (at most 5 a host, at most 7 capacity
// disks a group, as the inputs take them) that hold most of a host's ESA
// devices, all of them when they divide evenly; of equal layouts the fewest
// groups. Never more devices than the host had: a copy must not invent raw
// capacity.
func osaLayout(devices int) (groups, disks int) {
	best := -1
	for g := max(1, (devices+6)/7); g <= 5; g++ {
		d := min(devices/g, 7)
		if d >= 1 && g*d > best {
			best, groups, disks = g*d, g, d
		}
	}
	return groups, disks
}

// Variant: the copy under the other rule set.
var (
	variantESA = msg.NewKey("vsan-capacity.variant.esa",
		"ESA instead of OSA disk groups: each host's {0} capacity {0|device|devices} of {1} form its storage pool, the same raw capacity; the cache devices are left out, as ESA has no cache tier")
	variantESAHybrid = msg.NewKey("vsan-capacity.variant.esa-hybrid",
		"ESA instead of hybrid OSA disk groups: ESA is NVMe all-flash only, so each host's {0} magnetic {0|disk becomes an NVMe device|disks become NVMe devices} of {1} in its storage pool, the same raw capacity; the cache devices are left out")
	variantESACapped = msg.NewKey("vsan-capacity.variant.esa-capped",
		"ESA instead of OSA disk groups: each host's {0} capacity devices are more than the {1} a storage pool takes here, so the pool has {1}, less raw capacity than the OSA hosts; the cache devices are left out")
	variantOSA = msg.NewKey("vsan-capacity.variant.osa",
		"OSA disk groups instead of the ESA storage pool: the classic rules have no ESA, so each host's {0} {0|device becomes|devices become} {1} disk {1|group|groups} of {2} capacity {2|device|devices}, the same raw capacity, each group with a cache device that is not counted")
	variantOSAFewer = msg.NewKey("vsan-capacity.variant.osa-fewer",
		"OSA disk groups instead of the ESA storage pool: the classic rules have no ESA, and each host's {0} devices do not split evenly into disk groups of at most 7, so they become {1} disk {1|group|groups} of {2} capacity {2|device|devices}, {3} {3|device|devices} fewer a host (less raw capacity, never more); each group has a cache device that is not counted")
)
