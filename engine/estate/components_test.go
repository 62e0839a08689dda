package estate_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/vsancap"
)

func layout(t *testing.T, policy string) estate.Layout {
	t.Helper()
	l, ok := estate.LayoutOf(policy)
	if !ok {
		t.Fatalf("no layout %s", policy)
	}
	return l
}

const gib = 1024.0 // MiB

// Components counts the data components the vSAN stretched cluster
// bandwidth guide counts for the witness link, (FTT+1) × stripes per
// object: VMware, "vSAN Stretched Cluster Bandwidth Sizing", and Dell,
// "VxRail 7.0 vSAN Stretched Cluster Planning Guide" ("Witness to site"):
// "Approximately 100 VMs ... would require the witness to contain 600
// components: (100 VMs * 3 components/VM * 2 (FTT+1) * 1 (stripe
// width))". The witness components (RAID-1: FTT a object) are not in it.
func TestComponentsPerObject(t *testing.T) {
	for _, tc := range []struct {
		name    string
		policy  string
		sizeMiB float64
		want    int
	}{
		{"RAID-1 FTT=1 small object: FTT+1 = 2 replicas", "raid1-ftt1", 40 * gib, 2},
		{"RAID-1 FTT=2: 3 replicas", "raid1-ftt2", 40 * gib, 3},
		{"RAID-1 FTT=3: 4 replicas", "raid1-ftt3", 40 * gib, 4},
		// Cormac Hogan, "VSAN 6.2 Part 2": RAID-5 as 3+1 (4 components), RAID-6 as 4+2.
		{"RAID-5: 3 data + 1 parity", "raid5-ftt1", 40 * gib, 4},
		{"RAID-6: 4 data + 2 parity", "raid6-ftt2", 40 * gib, 6},
		{"an empty object still has its components", "raid1-ftt1", 0, 2},
		{"exactly 255 GB is one component a replica", "raid1-ftt1", 255 * gib, 2},
		{"just over 255 GB is two", "raid1-ftt1", 255*gib + 1, 4},
		// "Architecting VMware vSAN 6.2": a 500 GB disk needs two components
		// a replica (the toolkit counts them without mirroring).
		{"500 GB disk under RAID-1 FTT=1", "raid1-ftt1", 500 * gib, 2 * 2},
		// "Introduction to VMware vSAN": a 2 TB VMDK "will result in eight or more
		// components" (RAID-0 stripes of at most 255 GB): ⌈2048 / 255⌉ = 9 a replica.
		{"2 TB VMDK under RAID-1 FTT=1", "raid1-ftt1", 2048 * gib, 2 * 9},
		{"1 TB under RAID-5: a third (341 GB) a leg → 2 chunks", "raid5-ftt1", 1024 * gib, 4 * 2},
		{"765 GB under RAID-5: 255 GB a leg → 1 chunk", "raid5-ftt1", 765 * gib, 4},
		{"1 TB under RAID-6: a quarter (256 GB) a leg → 2 chunks", "raid6-ftt2", 1024 * gib, 6 * 2},
		{"62 TB (the largest VMDK) under RAID-1 FTT=1", "raid1-ftt1", 62 * 1024 * gib, 2 * 249},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := layout(t, tc.policy).Components(tc.sizeMiB, estate.MaxComponentMiB); got != tc.want {
				t.Errorf("Components(%v MiB) = %d, want %d", tc.sizeMiB, got, tc.want)
			}
		})
	}
}

func TestEstimateComponents(t *testing.T) {
	r1 := layout(t, "raid1-ftt1")
	for _, tc := range []struct {
		name string
		vms  []estate.VMObjects
		want estate.ComponentEstimate
	}{
		{"no VMs", nil, estate.ComponentEstimate{}},
		{"a powered-off VM without disks: its home only", []estate.VMObjects{{}},
			estate.ComponentEstimate{Namespaces: oc(1, 2), Total: oc(1, 2)}},
		// The guide's worked example: 100 VMs of three objects (home, one
		// disk, swap) under RAID-1 FTT=1 → 600 components.
		{"the guide's 100 VMs", hundredVMs(),
			estate.ComponentEstimate{Namespaces: oc(100, 200), Disks: oc(100, 200), Swap: oc(100, 200), Total: oc(300, 600)}},
		// "Architecting VMware vSAN 6.2": a VM with a 500 GB disk and no
		// snapshots has a home, a swap and its disk (with FTT=1: 2 + 2 + 4).
		{"a running VM with a 500 GB disk", []estate.VMObjects{{Swap: true, SwapMiB: 8 * gib, DiskMiB: []float64{500 * gib}}},
			estate.ComponentEstimate{Namespaces: oc(1, 2), Disks: oc(1, 4), Swap: oc(1, 2), Total: oc(3, 8)}},
		{"two snapshots of a VM with two disks: four deltas", []estate.VMObjects{{DiskMiB: []float64{40 * gib, 300 * gib}, Snapshots: 2, SnapshotDiskMiB: []float64{40 * gib, 300 * gib}}},
			estate.ComponentEstimate{Namespaces: oc(1, 2), Disks: oc(2, 2+4), Deltas: oc(4, 2*(2+4)), Total: oc(7, 2+6+12)}},
		{"a swap over 255 GB splits like any object", []estate.VMObjects{{Swap: true, SwapMiB: 512 * gib}},
			estate.ComponentEstimate{Namespaces: oc(1, 2), Swap: oc(1, 2*3), Total: oc(2, 8)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := estate.EstimateComponents(tc.vms, r1, estate.MaxComponentMiB); got != tc.want {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func hundredVMs() []estate.VMObjects {
	vms := make([]estate.VMObjects, 100)
	for i := range vms {
		vms[i] = estate.VMObjects{Swap: true, SwapMiB: 4 * gib, DiskMiB: []float64{40 * gib}}
	}
	return vms
}

func oc(objects, components int) estate.ObjectCount {
	return estate.ObjectCount{Objects: objects, Components: components}
}

// Properties: a bigger object never has fewer components; every object has
// at least Legs; a policy tolerating more failures (same
// scheme) never has fewer.
func TestComponentsProperties(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, l := range estate.Layouts {
		prev := 0
		for k := 0; k < 2000; k++ {
			size := float64(k) * 37 * gib
			c := l.Components(size, estate.MaxComponentMiB)
			if c < prev || c < l.Legs {
				t.Fatalf("%s: %v MiB → %d after %d", l.Policy, size, c, prev)
			}
			prev = c
		}
	}
	r1, r2, r3 := layout(t, "raid1-ftt1"), layout(t, "raid1-ftt2"), layout(t, "raid1-ftt3")
	for k := 0; k < 1000; k++ {
		size := rng.Float64() * 64 * 1024 * gib
		a, b, c := r1.Components(size, estate.MaxComponentMiB), r2.Components(size, estate.MaxComponentMiB), r3.Components(size, estate.MaxComponentMiB)
		if !(a < b && b < c) {
			t.Fatalf("%v MiB: FTT=1 %d, FTT=2 %d, FTT=3 %d", size, a, b, c)
		}
	}
}

// The component layouts cover exactly the calculator's policies, in its
// order (vsancap.Policies is the one list), and each mirrors its FTT.
func TestLayoutsFollowThePolicies(t *testing.T) {
	var ids []string
	for _, l := range estate.Layouts {
		ids = append(ids, l.Policy)
	}
	assert.Equal(t, vsancap.PolicyIDs(), ids)
	for _, p := range vsancap.Policies {
		l, ok := estate.LayoutOf(p.Name)
		assert.True(t, ok, p.Name)
		if p.Mirror() {
			// RAID-1: FTT+1 replicas and FTT witnesses.
			assert.Equal(t, p.FTT+1, l.Legs, p.Name)
			assert.Equal(t, p.FTT, l.Witnesses, p.Name)
		}
	}
}
