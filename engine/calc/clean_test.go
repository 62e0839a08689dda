package calc

import (
	"testing"

	"github.com/sizewise/sizewise/engine/chart"
)

type cleanRow struct {
	Value float64
	Count int
}

type cleanResults struct {
	Sum      float64 // 0.1 + 0.2
	Exact    float64 // 4/3: its digits are its own
	Rows     []cleanRow
	ByName   map[string]float64
	Optional *float64
	Any      any
	hidden   float64
}

// The registry cleans the noise of binary arithmetic out of every number
// an answer carries, wherever it is, and keeps every exact value whole.
func TestCleanOutcome(t *testing.T) {
	noisy := 0.1 + 0.2 // 0.30000000000000004
	third := 4.0 / 3
	opt := 320 * 1.4 * 1.25 // 560.0000000000001
	o := Outcome{
		Results: cleanResults{
			Sum: noisy, Exact: third,
			Rows:     []cleanRow{{Value: 3 * 1.1, Count: 3}}, // 3.3000000000000003
			ByName:   map[string]float64{"a": 0.7 + 0.1},     // 0.7999999999999999
			Optional: &opt,
			Any:      cleanRow{Value: 1.1 * 1.1}, // 1.2100000000000002
			hidden:   noisy,
		},
		Steps: []Step{{Value: noisy}, {Value: third}},
		Chart: &chart.Chart{Groups: []chart.Group{{Bars: []chart.Bar{{Value: noisy}}}}, Series: []chart.Series{{Points: []chart.Point{{X: noisy, Y: third}}}}},
	}
	cleanOutcome(&o)
	r := o.Results.(cleanResults)
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"a sum", r.Sum, 0.3},
		{"a repeating decimal", r.Exact, third},
		{"in a list", r.Rows[0].Value, 3.3},
		{"in a map", r.ByName["a"], 0.8},
		{"behind a pointer", *r.Optional, 560},
		{"in an interface", r.Any.(cleanRow).Value, 1.21},
		{"not exported: not a result", r.hidden, noisy},
		{"a step", o.Steps[0].Value, 0.3},
		{"an exact step", o.Steps[1].Value, third},
		{"a bar", o.Chart.Groups[0].Bars[0].Value, 0.3},
		{"a point", o.Chart.Series[0].Points[0].X, 0.3},
		{"an exact point", o.Chart.Series[0].Points[0].Y, third},
	} {
		if c.got != c.want {
			t.Errorf("%s: %v, want %v", c.name, c.got, c.want)
		}
	}
	if r.Rows[0].Count != 3 {
		t.Errorf("a count changed: %d", r.Rows[0].Count)
	}
}
