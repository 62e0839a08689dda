package report_test

import (
	"testing"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/office/report"
	"github.com/sizewise/sizewise/engine/msg"
)

// BenchmarkReport20 makes a 20-scenario plan's Word, PowerPoint and
// Markdown documents natively (the CLI's time): cold evaluates every
// scenario as the document is made (three cache simulations of 40,000
// I/Os among them), warm takes them from an office.Memo as the engine
// worker does for a second document of the same plan. bytes is the
// document's size; cpu-ms/op the CPU time a document takes (on a shared
// machine the wall time, ns/op, can be several times that). Target: under
// 1 s each; the same in the browser's engine worker is
// BenchmarkOfficeInBrowser (tests/).
func BenchmarkReport20(b *testing.B) {
	p := officetest.Plan(20)
	for _, f := range report.Formats {
		for _, warm := range []bool{false, true} {
			if warm && f == report.Markdown {
				continue // the Markdown export evaluates for itself
			}
			name := string(f) + "/cold"
			if warm {
				name = string(f) + "/warm"
			}
			b.Run(name, func(b *testing.B) {
				o := office.Options{Lang: msg.EN, Version: "bench", Date: officetest.Date}
				if warm {
					o.Evaluate = (&office.Memo{Size: 256}).Evaluate
					if _, err := report.Make(p, f, o); err != nil {
						b.Fatal(err)
					}
				}
				var n int
				c0 := cpuTime()
				for b.Loop() {
					out, err := report.Make(p, f, o)
					if err != nil {
						b.Fatal(err)
					}
					n = len(out.Data)
				}
				b.ReportMetric(float64(n), "bytes")
				b.ReportMetric(float64((cpuTime()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
			})
		}
	}
}
