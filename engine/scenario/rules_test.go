package scenario

import (
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
)

// The shared rules report exactly the values they name, with their one
// message and its bounds.
func TestSharedRules(t *testing.T) {
	for _, tc := range []struct {
		name string
		rule func(*Errors)
		want string // the English problem, "" for none
	}{
		{"zero is none", func(e *Errors) { e.ZeroOrMin("x", 0, msg.GB) }, ""},
		{"the least is measurable", func(e *Errors) { e.ZeroOrMin("x", 0.01, msg.GB) }, ""},
		{"below the least", func(e *Errors) { e.ZeroOrMin("x", 0.005, msg.GB) }, "x: must be 0, or 0.01 GB or more (smaller values are not measurable)"},
		{"no share", func(e *Errors) { e.Share("p", 0) }, ""},
		{"all of it", func(e *Errors) { e.Share("p", 100) }, ""},
		{"the least share", func(e *Errors) { e.Share("p", 0.01) }, ""},
		{"the most short of all", func(e *Errors) { e.Share("p", 99.99) }, ""},
		{"a share too small", func(e *Errors) { e.Share("p", 0.001) }, "p: must be 0, 100, or between 0.01 % and 99.99 %"},
		{"short of all by too little", func(e *Errors) { e.Share("p", 99.999) }, "p: must be 0, 100, or between 0.01 % and 99.99 %"},
		{"not given", func(e *Errors) { e.ZeroOrMinIfGiven("x", nil, msg.GB) }, ""},
		{"given below the least", func(e *Errors) { v := 0.005; e.ZeroOrMinIfGiven("x", &v, msg.GB) }, "x: must be 0, or 0.01 GB or more (smaller values are not measurable)"},
		{"no share given", func(e *Errors) { e.ShareIfGiven("p", nil) }, ""},
		{"a share given too small", func(e *Errors) { v := 0.001; e.ShareIfGiven("p", &v) }, "p: must be 0, 100, or between 0.01 % and 99.99 %"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var errs Errors
			tc.rule(&errs)
			got := ""
			if len(errs) > 0 {
				got = errs.Error()
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
