package vsancap

import (
	"slices"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/rules"
)

// The inputs a report prints are those the answer uses: an ESA cluster is
// not described by disk groups, an OSA one not by its storage pool, and
// the reserves' parameters only where the reserves can be kept.
func TestUnused(t *testing.T) {
	esa := Defaults()
	esa.Rules, esa.Architecture, esa.AllFlash = rules.VSAN8ESA, ESA, true
	osa := Defaults()
	osa.Rules, osa.Architecture, osa.AllFlash = rules.Classic, OSA, false
	stretchedESA := esa
	stretchedESA.ClusterType = Stretched
	cases := []struct {
		name   string
		in     Inputs
		unused []string
		used   []string
	}{
		{"ESA", esa, []string{"disk_groups_per_host", "capacity_disks_per_group", "esa_global_dedupe"},
			[]string{"devices_per_host", "compression_ratio", "esa_overhead_pct", "ops_reserve_gb_per_host"}},
		{"OSA hybrid, classic", osa, []string{"devices_per_host", "compression_ratio", "esa_overhead_pct", "dedupe_ratio", "ops_reserve_gb_per_host", "ops_buffer_pct"},
			[]string{"disk_groups_per_host", "capacity_disks_per_group", "slack_pct", "hosts"}},
		{"stretched ESA keeps slack", stretchedESA, []string{"disk_groups_per_host", "ops_reserve_gb_per_host", "ops_buffer_pct"},
			[]string{"devices_per_host", "slack_pct"}},
	}
	c, ok := calc.Lookup(ID)
	if !ok {
		t.Fatal("vsan-capacity is not registered")
	}
	m := c.Meta()
	for _, tc := range cases {
		got := c.Unused(tc.in)
		for _, n := range tc.unused {
			if !slices.Contains(got, n) {
				t.Errorf("%s: %s applies, want it left out (%v)", tc.name, n, got)
			}
		}
		for _, n := range tc.used {
			if slices.Contains(got, n) {
				t.Errorf("%s: %s is left out, but the answer uses it", tc.name, n)
			}
		}
		for _, n := range got {
			if _, ok := m.Field(n); !ok {
				t.Errorf("%s: %q is no input", tc.name, n)
			}
		}
	}
}
