//go:build !js

package main

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"

	"github.com/sizewise/sizewise/engine/msg/msgtest"
)

// The CLI in the pseudo-locale (a language whose catalogue is loaded is a
// language --lang takes): every label, formula, unit, warning, source and
// problem `sizewise eval` writes for every calculator, valid or not, came
// through a catalogue. The contract's codes (ids, field names, choice
// values, problem codes) are not texts and are not looked at.
func TestEvalPseudoLocale(t *testing.T) {
	msgtest.LoadPseudo(t)
	docs := langDocs(t)
	seen := 0
	for _, name := range slices.Sorted(maps.Keys(docs)) {
		code, out, errOut := runCLI(t, docs[name], "eval", "--lang", string(msgtest.Pseudo))
		if code != 0 && out == "" {
			t.Errorf("%s: exit %d: %s", name, code, errOut)
			continue
		}
		var v any
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		readerTexts(v, "", func(where, s string) {
			seen++
			if m := msgtest.Bypasses(s); m != "" {
				t.Errorf("%s: %s: %q bypasses the catalogue: %q", name, where, m, s)
			}
		})
	}
	if seen < 20*len(docs)/2 {
		t.Errorf("only %d texts in %d documents: the test no longer reads them", seen, len(docs))
	}
	// The language is refused when its catalogue is not loaded.
	if code, _, errOut := runCLI(t, `{"calculator": "vsa"}`, "eval", "--lang", "de"); code != 2 || errOut == "" {
		t.Errorf("--lang de: exit %d, %q", code, errOut)
	}
}

// readerTexts calls f with every text of a result or error document that
// is written for a reader: steps' labels, formulas and units, warnings,
// sources and problems' messages.
func readerTexts(v any, key string, f func(where, s string)) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			readerTexts(x, k, f)
		}
	case []any:
		for _, x := range v {
			readerTexts(x, key, f)
		}
	case string:
		switch key {
		case "label", "formula", "unit", "warnings", "sources", "message":
			f(key, v)
		}
	}
}
