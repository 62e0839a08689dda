package plans

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/scenario"
)

// RulesInput is the name of the input that picks a calculator's rule set.
const RulesInput = "rules"

// OtherRules is the rule set a scenario is compared with by "Compare with
// current rules": the current vSAN 8 ESA rules when in (a calculator's
// valid inputs) uses the classic rules, else the classic rules. It is ""
// when the calculator has no rule set input.
func OtherRules(in calc.Inputs) string {
	if !in.Valid() {
		return ""
	}
	m := in.Calculator().Meta()
	if _, ok := m.Field(RulesInput); !ok {
		return ""
	}
	if rules.Current(calc.ValuesOf(m, in.Value()).Get(RulesInput)) {
		return rules.Classic
	}
	return rules.VSAN8ESA
}

// Change is an input a Variant had to change besides the one asked for.
type Change struct {
	Field string // the input's name
	// Label, From, To and Reason are in the language asked for: the
	// input's label, its value before and after (choice labels), and the
	// problem that made the calculator refuse the old value.
	Label, From, To, Reason string
}

// Errors of Variant.
var (
	ErrVariantInput   = newError("plans.variant-input", "This calculator has no input {0} with the value {1}.")
	ErrVariantInvalid = newError("plans.variant-invalid", "Correct the scenario's inputs first.")
	ErrVariantRefused = newError("plans.variant-refused", "The calculator does not accept {0} = {1} for this scenario: {2}")
)

// Variant returns a copy of entry e (its inputs with defaults filled) with
// the choice input name set to value, and the other inputs that had to
// change with it. The calculator's own validation decides what has to
// change: when it refuses the copy, every input it names as at fault is put
// back to its default, as for a share link's bad value (calc.Lenient), and
// nothing else is touched; each such input is a Change, worded in lang.
// The copy keeps e's title and note and has no id and no chain.
func Variant(e Entry, name, value string, lang msg.Lang) (Entry, []Change, error) {
	c, ok := calc.Lookup(e.Scenario.Calculator)
	if !ok {
		return Entry{}, nil, ErrNoEntry
	}
	m := c.Meta()
	f, ok := m.Field(name)
	if !ok || f.Kind != calc.Choice || !slices.Contains(f.Values(), value) {
		return Entry{}, nil, ErrVariantInput.with(msg.Str(name), msg.Str(value))
	}
	base, _, ok := c.Resolve(e.Scenario.Inputs, calc.Strict)
	if !ok {
		return Entry{}, nil, ErrVariantInvalid
	}
	// The calculator's own idea of the copy first (vsan-capacity: the same
	// hosts on the other architecture), then the value asked for.
	adapted, why := c.Variant(base, name, value)
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(adapted.JSON(), &obj); err != nil {
		return Entry{}, nil, unexpected(err)
	}
	obj[name], _ = json.Marshal(value)
	// The copy is a document written now: today's rules revision.
	if rev := m.RevisionInput; rev != "" {
		obj[rev], _ = json.Marshal(rules.CurrentRevision)
	}
	raw, err := json.Marshal(obj)
	if err != nil {
		return Entry{}, nil, unexpected(err)
	}
	in, problems, ok := c.Resolve(raw, calc.Strict)
	if !ok {
		in, _, _ = c.Resolve(raw, calc.Lenient)
	}
	label := msg.Txt(f.Label)
	if calc.ValuesOf(m, in.Value()).Get(name) != value {
		var why []string
		for _, p := range problems {
			why = append(why, p.In(lang, m))
		}
		return Entry{}, nil, ErrVariantRefused.with(label, msg.Choice(name, value), msg.Str(strings.Join(why, "; ")))
	}
	before := texts(m, base, lang)
	after := texts(m, in, lang)
	was, now := calc.ValuesOf(m, base.Value()), calc.ValuesOf(m, in.Value())
	mid := calc.ValuesOf(m, adapted.Value())
	var changes []Change
	for _, fd := range m.Fields {
		if fd.Name == name || fd.Name == m.RevisionInput || slices.Equal(was[fd.Name], now[fd.Name]) {
			continue
		}
		if !why.IsZero() && !slices.Equal(was[fd.Name], mid[fd.Name]) && slices.Equal(mid[fd.Name], now[fd.Name]) {
			// adapted by the calculator, and kept: its reason
			changes = append(changes, Change{Field: fd.Name, Label: fd.Label.In(lang), From: before[fd.Name], To: after[fd.Name], Reason: why.In(lang, m)})
			continue
		}
		ch := Change{Field: fd.Name, Label: fd.Label.In(lang), From: before[fd.Name], To: after[fd.Name]}
		var why []string
		for _, p := range problems {
			if p.Field == "inputs."+fd.Name || strings.HasPrefix(p.Field, "inputs."+fd.Name+".") || strings.HasPrefix(p.Field, "inputs."+fd.Name+"[") {
				why = append(why, p.In(lang, m))
			}
		}
		ch.Reason = strings.Join(why, "; ")
		changes = append(changes, ch)
	}
	out := NewEntry(e.Scenario.Calculator, in.JSON())
	out.Title, out.Note = e.Title, e.Note
	return out, changes, nil
}

// Messages of Same.
var (
	noteSame      = msg.NewKey("plans.variant-same", "Both rule sets give these inputs the same results; what differs is only in the steps, warnings and sources.")
	noteSameWhole = msg.NewKey("plans.variant-same-whole", "Both rule sets give these inputs exactly the same answer: nothing this calculator takes from the rule set applies to them.")
)

// Same says why a copy made by Variant answers as its original does, in
// lang: "" when the two answers differ in a result, else the sentence the
// copy's note adds (only the steps, warnings and sources differ, or not
// even those), so a comparison whose every row is equal says why.
func Same(base, copied Entry, lang msg.Lang) string {
	c, ok := calc.Lookup(base.Scenario.Calculator)
	if !ok || copied.Scenario.Calculator != base.Scenario.Calculator {
		return ""
	}
	a, errs := c.Evaluate(base.Scenario.Inputs)
	if len(errs) > 0 {
		return ""
	}
	b, errs := c.Evaluate(copied.Scenario.Inputs)
	if len(errs) > 0 {
		return ""
	}
	ra, _ := json.Marshal(a.Results)
	rb, _ := json.Marshal(b.Results)
	if string(ra) != string(rb) {
		return ""
	}
	da, db := a.Document(lang), b.Document(lang)
	if slices.Equal(da.Warnings, db.Warnings) && slices.Equal(da.Sources, db.Sources) && stepsEqual(da.Steps, db.Steps) {
		return noteSameWhole.With().In(lang, nil)
	}
	return noteSame.With().In(lang, nil)
}

func stepsEqual(a, b []scenario.Step) bool {
	return slices.EqualFunc(a, b, func(x, y scenario.Step) bool { return x == y })
}

// texts are the inputs of in as a reader sees them, by name.
func texts(m calc.Meta, in calc.Inputs, lang msg.Lang) map[string]string {
	out := map[string]string{}
	for _, v := range view.AllInputs(m, in.Value(), lang) {
		out[v.Name] = v.WithUnit()
	}
	return out
}

// The note a variant made by "Compare with current rules" carries.
var (
	noteVariant = msg.NewKey("plans.variant-note", "Copy of scenario {0} under {1}, to compare with it.")
	noteChanged = msg.NewKey("plans.variant-changed", "Also changed, because these rules require it: {0}.")
	noteChange  = msg.NewKey("plans.variant-change", "{0}: {1} → {2} ({3})")
	noteChangeS = msg.NewKey("plans.variant-change-short", "{0}: {1} → {2}")
)

// VariantNote words what Variant did, for the copy's note and the page: the
// scenario number it copies (from 1), the value's label and the changes.
func VariantNote(n int, valueLabel string, changes []Change, lang msg.Lang) string {
	s := noteVariant.With(msg.Int(n), msg.Str(valueLabel)).In(lang, nil)
	if len(changes) == 0 {
		return s
	}
	return s + " " + ChangesText(changes, lang)
}

// ChangesText words the changes of a Variant: "Also changed, because these
// rules require it: Architecture: ESA → OSA (…)."; "" when there are none.
func ChangesText(changes []Change, lang msg.Lang) string {
	if len(changes) == 0 {
		return ""
	}
	parts := make([]string, len(changes))
	for i, ch := range changes {
		if ch.Reason == "" {
			parts[i] = noteChangeS.With(msg.Str(ch.Label), msg.Str(ch.From), msg.Str(ch.To)).In(lang, nil)
			continue
		}
		parts[i] = noteChange.With(msg.Str(ch.Label), msg.Str(ch.From), msg.Str(ch.To), msg.Str(strings.TrimSuffix(ch.Reason, "."))).In(lang, nil)
	}
	return noteChanged.With(msg.Str(strings.Join(parts, "; "))).In(lang, nil)
}
