package clustersizing

import "testing"

// BenchmarkCompute is one keystroke's calculation: the defaults over a
// 10-year runway at 10 %/year (11 sizings, each through vsan-capacity's
// model), with its steps, warnings, sources, chart and links.
func BenchmarkCompute(b *testing.B) {
	in := Defaults()
	in.Years, in.GrowthPctPerYear = 10, 10
	b.ReportAllocs()
	for b.Loop() {
		Compute(in)
	}
}
