package vdi

import (
	"encoding/json"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

// Links sends the storage load to the calculators that take it. The rule
// set goes along to the calculators that take one, when it is not the
// classic default.
func Links(in Inputs, r Results) []calc.Link {
	capInputs := map[string]any{}
	switch {
	case r.HostsRequired > limits.For(in.Rules).VSANHosts.Value:
		// Several clusters: let the user split them.
	case r.HostsRequired < 4:
		// Below RAID-5's 4 hosts (the capacity page's default policy): a
		// mirror, on at least the 3 hosts vSAN needs for FTT=1.
		capInputs["hosts"] = max(r.HostsRequired, 3)
		capInputs["policy"] = "raid1-ftt1"
	default:
		capInputs["hosts"] = r.HostsRequired
	}
	if in.DesktopDiskGB > 0 {
		capInputs["vm_data_gb"] = r.StorageGB
	}
	links := []calc.Link{
		{Calculator: "stretched-bandwidth", Label: linkStretched.With(), Inputs: map[string]any{"write_iops": r.WriteIOPS}},
		{Calculator: "sioc", Label: linkSIOC.With(), Inputs: map[string]any{"datastore_iops": r.TotalIOPS}},
		{Calculator: "snapshot", Label: linkSnapshot.With(), Inputs: map[string]any{"read_iops": r.ReadIOPS, "write_iops": r.WriteIOPS}},
		{Calculator: "vsan-capacity", Label: linkCapacity.With(), Inputs: capInputs},
	}
	if in.Rules != rules.Classic {
		for _, l := range links {
			if c, ok := calc.Lookup(l.Calculator); ok {
				if _, has := c.Meta().Field("rules"); has {
					l.Inputs["rules"] = in.Rules
				}
			}
		}
	}
	// A load too small for the target to take (it refuses values below its
	// smallest measurable one, e.g. a datastore below 1 IOPS) is not sent:
	// the link would open on an error.
	out := links[:0]
	for _, l := range links {
		if accepts(l) {
			out = append(out, l)
		}
	}
	return out
}

// accepts reports whether the link's calculator takes its inputs as they
// are (strictly, over its defaults).
func accepts(l calc.Link) bool {
	c, ok := calc.Lookup(l.Calculator)
	if !ok {
		return true // not registered in this build: nothing to check
	}
	raw, err := json.Marshal(l.Inputs)
	if err != nil {
		return false
	}
	_, _, ok = c.Resolve(raw, calc.Strict)
	return ok
}

// The links' labels, as registered keys.
var (
	linkStretched = msg.NewKey("vdi-density.link.stretched", "Inter-site bandwidth for these writes")
	linkSIOC      = msg.NewKey("vdi-density.link.sioc", "Share the datastore's IOPS (SIOC)")
	linkSnapshot  = msg.NewKey("vdi-density.link.snapshot", "Snapshot and linked-clone impact on this load")
	linkCapacity  = msg.NewKey("vdi-density.link.capacity", "vSAN capacity for these hosts")
)
