package rvtools

import (
	"testing"

	_ "github.com/sizewise/sizewise/engine/all"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// fitLayout's search finds what a scan of every layout finds, from any
// guess, under the classic and a current rule set.
func TestFitLayoutMatchesScan(t *testing.T) {
	for _, set := range []string{"classic", "vsan8-esa"} {
		for _, hosts := range []int{3, 5} {
			for _, data := range []float64{0, 100, 900, 2500, 7000, 20000, 60000} {
				in := vsancap.Defaults()
				in.Hosts, in.Policy, in.VMDataGB = hosts, DefaultPolicy, data
				inputs, err := inputMap(in)
				if err != nil {
					t.Fatal(err)
				}
				if hasInput(vsancap.ID, "rules") {
					inputs["rules"] = set
				}
				first := 0
				for n := 1; n <= maxGroups*maxDisks && first == 0; n++ {
					if evalLayout(inputs, n).fits {
						first = n
					}
				}
				for _, guess := range []int{1, 4, 11, 35, 0, 99, first, first - 1, first + 1} {
					got := fitLayout(inputs, guess)
					switch {
					case first == 0 && (got.fits || got.groups != maxGroups || got.disks != maxDisks):
						t.Errorf("%s, %d hosts, %v GB, guess %d: %+v; nothing fits, want the largest layout", set, hosts, data, guess, got)
					case first > 0 && (!got.fits || got != evalLayout(inputs, first)):
						t.Errorf("%s, %d hosts, %v GB, guess %d: %+v, the scan finds %d disks", set, hosts, data, guess, got, first)
					}
				}
			}
		}
	}
}
