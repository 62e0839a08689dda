package scenario

import "github.com/sizewise/sizewise/engine/msg"

// The rules several calculators share, each with its one message: what a
// calculator's Check calls instead of writing the test and the message
// again.

// Least is the smallest amount that is not 0 in any calculator's inputs:
// a load, a size, a price or a share below 0.01 of its unit is not a
// measurable quantity (the forms, esxtop and vSphere's charts show two
// decimals at most), and the numbers it gives are noise hundreds of digits
// long (1e-300 IOPS of reads).
const Least = 0.01

// ZeroOrMin reports field when x is neither 0 nor at least Least: a value
// that means "none" at 0 and is measurable only from Least, in unit u (a
// reservation, a demand, a slack share).
func (e *Errors) ZeroOrMin(field string, x float64, u msg.Unit) {
	if x != 0 && x < Least {
		e.Report(field, MsgZeroOrMin, msg.Qty(Least, u))
	}
}

// ZeroOrMinIfGiven is ZeroOrMin for an optional field: nil (not given)
// is nothing to check.
func (e *Errors) ZeroOrMinIfGiven(field string, x *float64, u msg.Unit) {
	if x != nil {
		e.ZeroOrMin(field, *x, u)
	}
}

// Share reports field when the percentage x is neither 0 nor 100 and lies
// within Least of either (a share of reads or writes too small to
// measure on one side: 0 < x < Least or 100 − Least < x < 100); x is
// already within 0–100 (its validate tag).
func (e *Errors) Share(field string, x float64) {
	if x != 0 && x != 100 && (x < Least || x > 100-Least) {
		e.Report(field, MsgShare, msg.Qty(Least, msg.Percent), msg.Qty(100-Least, msg.Percent))
	}
}

// ShareIfGiven is Share for an optional field: nil (not given) is nothing
// to check.
func (e *Errors) ShareIfGiven(field string, x *float64) {
	if x != nil {
		e.Share(field, *x)
	}
}
