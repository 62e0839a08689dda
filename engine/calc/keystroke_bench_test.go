package calc_test

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/sioc"
)

// BenchmarkKeystrokeSIOC50VMs is the engine's share of a keystroke on the
// sioc page with 50 VMs (the page of BenchmarkInputToPaint/sioc-50-vms):
// the form's values resolved (the VM list from memory) and evaluated, with
// the worked steps, the chart and the guard over every result. Its
// allocations decide how often the page's garbage collector runs while a
// user types (measured: 272 KB and 2,000 allocations a key before the
// step and chart slices were sized once and the validation and guard
// paths built only for a problem; 161 KB and 867 after).
func BenchmarkKeystrokeSIOC50VMs(b *testing.B) {
	c, _ := calc.Lookup(sioc.ID)
	var lines []string
	for i := 1; i <= 50; i++ {
		lines = append(lines, fmt.Sprintf("VM%d,esx%d,%d,,,", i, 1+i%5, []int{500, 1000, 2000, 1000, 4000}[i%5]))
	}
	q := url.Values{"vms": {strings.Join(lines, "\n")}}
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		i++
		q.Set("datastore_iops", strconv.Itoa(41000+i))
		in, errs, _ := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
		if len(errs) > 0 {
			b.Fatal(errs)
		}
		if _, errs := in.Evaluate(); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}
