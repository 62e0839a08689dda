package calc

import (
	"math"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// The range sentence a number field's hint ends with, derived from its
// validate rules (Field.Range), so that a hint never restates a rule by
// hand and cannot drift from it.
var (
	msgRange      = msg.NewKey("field.range", "{0} to {1}.")
	msgRangeAbove = msg.NewKey("field.range-above", "More than {0}, up to {1}.")
	msgRangeFrom  = msg.NewKey("field.range-from", "{0} or more.")
	msgRangeZero  = msg.NewKey("field.range-zero", "0, or {0} to {1}.")
	msgRangeShare = msg.NewKey("field.range-share", "0, 100, or {0} to {1}.")
)

// rangeOf is the range sentence of a number field with rules r, the upper
// end in unit u: "1 to 16.", "0, or 0.01 to 1,000,000,000 IOPS.", "0, 100,
// or 0.01 to 99.99 %.". A field without a lower bound has none (zero); an
// exclusive upper bound has no sentence yet, and panics (a programming
// error Register reports).
func rangeOf(id, name string, r scenario.Rules, u msg.Unit) msg.Message {
	if r.Min == nil {
		return msg.Message{}
	}
	mustf(r.Max == nil || !r.Max.Exclusive, "%s: field %q has an exclusive upper bound, which has no range sentence", id, name)
	lo := r.Min.Value
	if u == msg.Times {
		u = msg.None // "1 to 10.", not "1 to 10 ×."
	}
	switch {
	case r.Share:
		return msgRangeShare.With(msg.Num(scenario.Least), msg.Qty(100-scenario.Least, u))
	case r.Max == nil || math.IsInf(r.Max.Value, 1):
		return msgRangeFrom.With(msg.Qty(lo, u))
	case r.ZeroOrLeast && lo <= 0:
		return msgRangeZero.With(msg.Num(scenario.Least), msg.Qty(r.Max.Value, u))
	case r.Min.Exclusive:
		return msgRangeAbove.With(msg.Num(lo), msg.Qty(r.Max.Value, u))
	}
	return msgRange.With(msg.Num(lo), msg.Qty(r.Max.Value, u))
}

// Help is what a form shows under the field: its hint, then its range.
func (f Field) Help(lang msg.Lang) string {
	h := f.Hint.In(lang)
	if f.Range.IsZero() {
		return h
	}
	if h == "" {
		return f.Range.In(lang, nil)
	}
	return h + " " + f.Range.In(lang, nil)
}
