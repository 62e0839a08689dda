package scenario

import "github.com/sizewise/sizewise/engine/msg"

// The rules several calculators share, each with its one message: what a
// calculator's Check calls instead of writing the test and the message
// again.

// ZeroOrMin reports field when x is neither 0 nor at least least: a value
// that means "none" at 0 and is measurable only from least, in unit u (a
// reservation, a demand, a slack share). least > 0.
func (e *Errors) ZeroOrMin(field string, x, least float64, u msg.Unit) {
	if x != 0 && x < least {
		e.Report(field, MsgZeroOrMin, msg.Qty(least, u))
	}
}

// ZeroOrMinIfGiven is ZeroOrMin for an optional field: nil (not given)
// is nothing to check.
func (e *Errors) ZeroOrMinIfGiven(field string, x *float64, least float64, u msg.Unit) {
	if x != nil {
		e.ZeroOrMin(field, *x, least, u)
	}
}

// Share reports field when the percentage x is neither 0 nor 100 and lies
// within least of either (a share of reads or writes too small to
// measure on one side: 0 < x < least or 100 − least < x < 100).
// 0 < least < 50; x is already within 0–100 (its validate tag).
func (e *Errors) Share(field string, x, least float64) {
	if x != 0 && x != 100 && (x < least || x > 100-least) {
		e.Report(field, MsgShare, msg.Qty(least, msg.Percent), msg.Qty(100-least, msg.Percent))
	}
}

// ShareIfGiven is Share for an optional field: nil (not given) is nothing
// to check.
func (e *Errors) ShareIfGiven(field string, x *float64, least float64) {
	if x != nil {
		e.Share(field, *x, least)
	}
}
