package calc_test

import (
	"encoding/json"
	"regexp"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// extremes are the values that break naive arithmetic or formatting: the
// numbers below the smallest float (which encoding/json reads as 0), the
// smallest subnormal, tiny and huge normals, both zeros, the bound of the
// results, an integer beyond 2^53 in decimal notation, a fraction.
var extremes = []string{"1e-400", "-1e-400", "5e-324", "1e-300", "1e-7", "1e300", "-1e300", "0", "-0", "1e15", "9007199254740993.0", "9.007199254740993e15", "0.5"}

// longNumber is a number written with more than 30 characters (a grouped
// decimal, with its separators).
var longNumber = regexp.MustCompile(`\d[\d.,\x{00a0}]{29,}`)

// negativeZero is a JSON number −0.
var negativeZero = regexp.MustCompile(`[:\[,]\s*-0(\.0*)?([,\]}\s]|$)`)

// Every numeric input of every calculator (whole numbers included, which
// some calculators' own extreme lists leave out), at every extreme, is
// either refused at a field with a message or answered with finite numbers
// whose worked steps, warnings and labels write no number longer than 30
// characters, in English and Russian: stretched write_iops, vsan-capacity
// vm_data_gb, memory-states free_memory_mb and sioc datastore_iops at 1e-300
// gave formulas with 300-digit decimals (653-character lines).
func TestEveryNumericInputAtEveryExtreme(t *testing.T) {
	for _, c := range realCalculators() {
		m := c.Meta()
		for _, f := range m.Fields {
			if f.Kind != calc.Number && f.Kind != calc.Integer {
				continue
			}
			for _, x := range extremes {
				inputs := map[string]json.RawMessage{f.Name: json.RawMessage(x)}
				if m.ID == "cache-sim" && f.Name != "ios" && f.Name != "warmup_ios" {
					// A short simulation: the input at hand is what is tested.
					inputs["ios"], inputs["warmup_ios"] = json.RawMessage("2000"), json.RawMessage("0")
				}
				raw, _ := json.Marshal(inputs)
				ev, errs := c.Evaluate(raw)
				if len(errs) > 0 {
					for _, e := range errs {
						if e.Field == "" || e.Message() == "" {
							t.Errorf("%s %s: a problem without a field or message: %+v", m.ID, raw, e)
						}
					}
					if (x == "1e-400" || x == "-1e-400") && errs.For("inputs."+f.Name) == "" {
						t.Errorf("%s %s: refused, but not at %s: %v", m.ID, raw, f.Name, errs)
					}
					if f.Kind == calc.Integer && (x == "9007199254740993.0" || x == "9.007199254740993e15" || x == "0.5") && errs.For("inputs."+f.Name) == "" {
						t.Errorf("%s %s: refused, but not at %s: %v", m.ID, raw, f.Name, errs)
					}
					continue
				}
				if x == "1e-400" || x == "-1e-400" {
					t.Errorf("%s %s: a number below the smallest float was taken (as 0)", m.ID, raw)
				}
				if f.Kind == calc.Integer && (x == "9007199254740993.0" || x == "9.007199254740993e15" || x == "0.5") {
					t.Errorf("%s %s: a whole-number input took %s", m.ID, raw, x)
				}
				for _, lang := range []msg.Lang{msg.EN, msg.RU} {
					doc := ev.Document(lang)
					b, err := json.Marshal(doc)
					if err != nil {
						t.Errorf("%s %s: the result does not encode: %v", m.ID, raw, err)
						continue
					}
					texts := append([]string{}, doc.Warnings...)
					for _, st := range doc.Steps {
						texts = append(texts, st.Label, st.Formula)
					}
					for _, s := range texts {
						if n := longNumber.FindString(s); n != "" {
							t.Errorf("%s %s (%s): a %d-character number in %.120q", m.ID, raw, lang, len(n), s)
							break
						}
					}
					if z := negativeZero.Find(b); z != nil {
						t.Errorf("%s %s: the result says −0 (%s)", m.ID, raw, z)
					}
				}
			}
		}
	}
}
