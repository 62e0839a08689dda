package ui

import (
	"fmt"
	"net/url"
	"strconv"
	"testing"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// sioc50 is the sioc page's query for 50 VMs on 5 hosts (the page the
// browser benchmark BenchmarkInputToPaint times as "sioc-50-vms").
func sioc50() url.Values {
	q := url.Values{"datastore_iops": {"40000"}}
	for i := 1; i <= 50; i++ {
		shares := []int{500, 1000, 2000, 1000, 4000}[i%5]
		var res, limit, demand string
		switch i % 7 {
		case 1:
			res = "100"
		case 3:
			limit = "2000"
		case 5:
			demand = "50"
		}
		q.Add("vms", fmt.Sprintf("VM%d,esx%d,%d,%s,%s,%s", i, 1+i%5, shares, res, limit, demand))
	}
	return q
}

// BenchmarkKeystroke is the Go work of one keystroke on a calculator page,
// natively: the form resolved, evaluated, its view model built and the URL
// query written (CalcPage.recompute), then the results panel's tree built
// (ResultsPanel.render; go-app's diff and the DOM writes are not in it).
// In the browser the same work runs as WebAssembly, several times slower;
// BenchmarkInputToPaint in tests/ times it there end to end.
func BenchmarkKeystroke(b *testing.B) {
	pages := []struct {
		name, id string
		q        url.Values
		field    string
	}{
		{"vdi-density", "vdi-density", url.Values{}, "iops_per_desktop"},
		{"vsan-capacity", "vsan-capacity", url.Values{}, "vm_data_gb"},
		{"cluster-sizing", "cluster-sizing", url.Values{"growth_pct_per_year": {"10"}}, "vcpus"},
		{"sioc-50-vms", "sioc", sioc50(), "datastore_iops"},
	}
	for _, pg := range pages {
		b.Run(pg.name, func(b *testing.B) {
			c, ok := calc.Lookup(pg.id)
			if !ok {
				b.Fatal(pg.id)
			}
			f := newForm(c, msg.EN)
			if _, errs := f.fromURL(pg.q); len(errs) > 0 {
				b.Fatal(errs)
			}
			base, _ := strconv.ParseFloat(f.raw[pg.field], 64)
			i := 0
			for b.Loop() {
				i++
				f.raw[pg.field] = strconv.FormatFloat(base+float64(i%20), 'f', -1, 64)
				in, errs := f.resolve()
				if len(errs) > 0 {
					b.Fatal(errs)
				}
				ev, errs := in.Evaluate()
				if len(errs) > 0 {
					b.Fatal(errs)
				}
				r := view.Of(ev, msg.EN)
				_ = f.query()
				rp := &ResultsPanel{On: &CalcPage{ID: pg.id}, State: ResultsState{View: &r}}
				_ = rp.render()
			}
		})
	}
}
