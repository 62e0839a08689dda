package calc_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
)

// A Stepped calculator runs in a Web Worker, which hands back only the
// results' JSON; Explain must rebuild the very Evaluation the page would
// have computed itself: the same results, steps, warnings, sources, chart
// and links, in both languages.
func TestExplainRebuildsTheEvaluation(t *testing.T) {
	for _, c := range realCalculators() {
		m := c.Meta()
		if m.Stepped && !m.Explains {
			t.Errorf("%s runs in steps but gives no Explain: the page cannot run it off its thread", m.ID)
			continue
		}
		in := c.Defaults()
		want, errs := in.Evaluate()
		if len(errs) > 0 {
			t.Fatalf("%s: defaults: %v", m.ID, errs)
		}
		b, err := json.Marshal(want.Results)
		if err != nil {
			t.Fatal(err)
		}
		got, errs := in.Explain(b)
		if len(errs) > 0 {
			t.Fatalf("%s: Explain: %v", m.ID, errs)
		}
		// The results, chart and links are the same values; the steps,
		// warnings and sources read the same (the documents below):
		// Explain works from the results as the registry cleaned them
		// (calc's cleanOutcome), Compute from its own unrounded numbers,
		// so a message's arguments may differ beyond the 12th digit,
		// which no message writes.
		if !reflect.DeepEqual(got.Results, want.Results) || !reflect.DeepEqual(got.Chart, want.Chart) || !reflect.DeepEqual(got.Links, want.Links) {
			t.Errorf("%s: Explain differs from Evaluate", m.ID)
		}
		if len(got.Steps) != len(want.Steps) || len(got.Warnings) != len(want.Warnings) || len(got.Sources) != len(want.Sources) {
			t.Errorf("%s: Explain gives %d steps, %d warnings and %d sources; Evaluate %d, %d and %d", m.ID,
				len(got.Steps), len(got.Warnings), len(got.Sources), len(want.Steps), len(want.Warnings), len(want.Sources))
		}
		for _, lang := range []msg.Lang{msg.EN, msg.RU} {
			g, _ := json.Marshal(got.Document(lang))
			w, _ := json.Marshal(want.Document(lang))
			if string(g) != string(w) {
				t.Errorf("%s (%s): the document from Explain\n%s\ndiffers from Evaluate's\n%s", m.ID, lang, g, w)
			}
		}
		// Results that are not the calculator's are refused, not guessed.
		if _, errs := in.Explain(json.RawMessage(`{"no_such_result": 1}`)); m.Explains && len(errs) == 0 {
			t.Errorf("%s: Explain accepted results with an unknown field", m.ID)
		}
	}
}
