// Package calctest holds the helpers every calculator's tests share: evaluate
// a document through the registry and fail the test on any problem, or check
// that an arbitrary input (a fuzz case) is either answered with finite
// numbers or refused with a message at a field.
package calctest

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// Evaluate evaluates inputs (a JSON object) with the calculator id and fails
// the test when the calculator is missing or the inputs have a problem.
func Evaluate(t testing.TB, id, inputs string) *calc.Evaluation {
	t.Helper()
	c, ok := calc.Lookup(id)
	if !ok {
		t.Fatalf("calctest: no calculator %q", id)
	}
	ev, errs := c.Evaluate(json.RawMessage(inputs))
	if len(errs) > 0 {
		t.Fatalf("inputs %s: %v", inputs, errs)
	}
	return ev
}

// Results is Evaluate's results, as the calculator's Results type R.
func Results[R any](t testing.TB, id, inputs string) R {
	t.Helper()
	r, ok := Evaluate(t, id, inputs).Results.(R)
	if !ok {
		t.Fatalf("calctest: %s results are not a %T", id, r)
	}
	return r
}

// CheckAnswer is the property every fuzz case must have: inputs are either
// refused, every problem with a field path and a message, or answered with a
// result document whose numbers are all finite. It returns the evaluation
// (nil when refused).
func CheckAnswer(t testing.TB, id, inputs string) *calc.Evaluation {
	t.Helper()
	c, ok := calc.Lookup(id)
	if !ok {
		t.Fatalf("calctest: no calculator %q", id)
	}
	ev, errs := c.Evaluate(json.RawMessage(inputs))
	if len(errs) > 0 {
		for _, e := range errs {
			if e.Field == "" || e.Message() == "" {
				t.Fatalf("inputs %q: a problem without a field or a message: %+v", inputs, e)
			}
		}
		return nil
	}
	b, err := json.Marshal(ev.Document(msg.EN))
	if err != nil {
		t.Fatalf("inputs %q: the result does not encode (NaN or Inf?): %v", inputs, err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if !finite(v) {
		t.Fatalf("inputs %q: a non-finite number in %s", inputs, b)
	}
	return ev
}

func finite(v any) bool {
	switch x := v.(type) {
	case float64:
		return !math.IsNaN(x) && !math.IsInf(x, 0)
	case []any:
		for _, e := range x {
			if !finite(e) {
				return false
			}
		}
	case map[string]any:
		for _, e := range x {
			if !finite(e) {
				return false
			}
		}
	}
	return true
}
