package calc

import "github.com/sizewise/sizewise/engine/scenario"

// cleanOutcome takes binary floating-point noise out of every number o
// carries, with scenario.Denoise (320 × 1.4 × 1.25 reads 560, not
// 560.0000000000001; 4/3 keeps its digits): the results (nested records,
// lists, maps and pointers included), the worked steps' values and the
// chart's. The registry applies it to every answer before Guard,
// so a calculator computes with plain arithmetic and none cleans its
// numbers one by one. A message's numbers need no cleaning: they are
// written with at most a few significant decimals.
func cleanOutcome(o *Outcome) {
	o.Results = scenario.Denoised(o.Results)
	for i := range o.Steps {
		o.Steps[i].Value = scenario.Denoise(o.Steps[i].Value)
	}
	if o.Chart != nil {
		scenario.DenoiseAll(o.Chart)
	}
}
