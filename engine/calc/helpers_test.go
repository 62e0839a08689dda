package calc_test

import "github.com/sizewise/sizewise/engine/scenario"

// wantErr is an expected problem: its path and English message.
type wantErr struct{ Field, Message string }

type wantErrs []wantErr

// asWant lists errs as wantErrs (nil for none).
func asWant(errs scenario.Errors) wantErrs {
	if errs == nil {
		return nil
	}
	out := make(wantErrs, len(errs))
	for i, e := range errs {
		out[i] = wantErr{e.Field, e.Message()}
	}
	return out
}
