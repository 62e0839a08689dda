package report_test

import (
	"testing"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/office/report"
	"github.com/sizewise/sizewise/engine/msg"
)

// BenchmarkReport20 makes a 20-scenario plan's Word and PowerPoint
// documents natively (the CLI's time), each scenario evaluated as the
// document is made; bytes is the document's size. The same in the
// browser's engine worker is BenchmarkOfficeInBrowser (tests/). Target:
// under 1 s each.
func BenchmarkReport20(b *testing.B) {
	p := officetest.Plan(20)
	for _, f := range report.Formats {
		b.Run(string(f), func(b *testing.B) {
			var n int
			for b.Loop() {
				out, err := report.Make(p, f, office.Options{Lang: msg.EN, Version: "bench", Date: officetest.Date})
				if err != nil {
					b.Fatal(err)
				}
				n = len(out.Data)
			}
			b.ReportMetric(float64(n), "bytes")
		})
	}
}
