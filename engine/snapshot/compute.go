package snapshot

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Compute answers valid inputs.
func Compute(in Inputs) calc.Outcome {
	ar, aw := Amplification(in.Format, in.ChainDepth, in.FirstWritePct)
	front := in.ReadIOPS + in.WriteIOPS
	br, bw := in.ReadIOPS*ar, in.WriteIOPS*aw
	back := br + bw
	// With no load, report the amplification of an even mix.
	amp := (ar + aw) / 2
	if front > 0 {
		amp = back / front
	}
	achR, achW := Achievable(in.ReadIOPS, in.WriteIOPS, back, in.DiskIOPSCapacity)
	c := scenario.Clean
	r := Results{
		ReadAmplification:      c(ar),
		WriteAmplification:     c(aw),
		BackendReadIOPS:        c(br),
		BackendWriteIOPS:       c(bw),
		BackendIOPS:            c(back),
		Amplification:          c(amp),
		BaselineUtilizationPct: c(front / in.DiskIOPSCapacity * 100),
		UtilizationPct:         c(back / in.DiskIOPSCapacity * 100),
		AchievableReadIOPS:     c(achR),
		AchievableWriteIOPS:    c(achW),
		MaxFrontendIOPS:        c(in.DiskIOPSCapacity / amp),
	}
	return calc.Outcome{
		Results:  r,
		Steps:    steps(in, r, back),
		Warnings: warn(in, r),
		Sources:  sourcesFor(in),
		Chart:    Chart(in, r),
	}
}
