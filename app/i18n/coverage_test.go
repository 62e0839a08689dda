package i18n

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
)

var (
	idsOnce sync.Once
	idList  []string
)

// ids lists the identifiers of the registered calculators: ids, field
// names, choice values, Alternative names and output names.
func ids() []string {
	idsOnce.Do(func() {
		for _, c := range calc.All() {
			m := c.Meta()
			idList = append(idList, m.ID)
			for _, f := range m.Fields {
				idList = append(idList, f.Name)
				idList = append(idList, f.Choices...)
			}
			for _, a := range m.Alts {
				idList = append(idList, a.Name)
			}
			for _, o := range m.Outputs {
				idList = append(idList, o.Name)
			}
		}
	})
	return idList
}

var quotedRE = regexp.MustCompile(`«[^»]*»`)

// keptPhrases are Latin-script phrases a Russian text keeps on purpose:
// esxtop's own counter name, an example the user types, Go's JSON error text.
var keptPhrases = []string{"VMKMEM/MB managed", `"VM, prod"`, "unexpected end of JSON input"}

// TestEngineCoverage is the "no untranslated string" guarantee for the
// engine: every English string the registered calculators produce — Meta
// texts, and the steps, warnings, chart texts, link labels and validation
// messages of a corpus of good and bad inputs, share-link queries and
// documents — is translated into Russian by Text, or is language-neutral
// (numbers, symbols, IOPS, names the user gave), and the Russian text keeps
// no English word.
func TestEngineCoverage(t *testing.T) {
	all := uniqueStrings(corpus(t))
	var nTranslated, nNeutral int
	var failures []string
	for _, s := range all {
		ru := Text(RU, s.text)
		ok := translated(s.text)
		switch {
		case ok:
			nTranslated++
		case neutral(s.text, s.names):
			nNeutral++
		default:
			failures = append(failures, fmt.Sprintf("untranslated (%s):\n\t%s", s.where, s.text))
			continue
		}
		check := quotedRE.ReplaceAllString(ru, "«»") // «identifiers» the user typed
		for _, p := range keptPhrases {
			check = strings.ReplaceAll(check, p, "")
		}
		if left := latinLeft(check, s.names); len(left) > 0 {
			failures = append(failures, fmt.Sprintf("English left %v (%s):\n\t%s\n\t→ %s", left, s.where, s.text, ru))
		}
		if strings.Contains(ru, "{") && !strings.Contains(s.text, "{") {
			failures = append(failures, fmt.Sprintf("placeholder left (%s):\n\t%s\n\t→ %s", s.where, s.text, ru))
		}
	}
	for _, f := range failures {
		t.Error(f)
	}
	// Entries no string of the corpus used: messages the corpus cannot
	// reach (listed for review; not a failure).
	used := map[string]bool{}
	for _, s := range all {
		if r, ok := exactRU[s.text]; ok {
			used[s.text] = r != ""
			continue
		}
		for _, tm := range templates {
			if _, ok := tm.match(s.text); ok {
				used[tm.en] = true
				break
			}
		}
	}
	for _, p := range engineCatalog {
		if !used[p.en] && !usedIndirectly(p.en) {
			t.Logf("not reached by the corpus: %q", p.en)
		}
	}
	t.Logf("engine strings: %d distinct from %d calculators; %d translated, %d language-neutral, %d failures",
		len(all), len(calc.All()), nTranslated, nNeutral, len(failures))
}

// usedIndirectly reports whether an entry is used as a part of another
// (units, column headings, actions, policy labels, state names).
func usedIndirectly(en string) bool {
	if _, ok := countUnits[en]; ok {
		return true
	}
	for _, c := range calc.All() {
		for _, o := range c.Meta().Outputs {
			for _, col := range o.Columns {
				if columnLabel(col) == en {
					return true
				}
			}
		}
	}
	return false
}

// TestWrappers runs Meta, Steps, Errors, Chart, Links and Column over every
// calculator's defaults in Russian, and checks the English path returns the
// input unchanged.
func TestWrappers(t *testing.T) {
	for _, c := range calc.All() {
		m := c.Meta()
		rm := Meta(RU, m)
		if rm.Title == m.Title || rm.ID != m.ID || len(rm.Fields) != len(m.Fields) {
			t.Errorf("%s: Meta(ru) = %q", m.ID, rm.Title)
		}
		if m.Fields[0].Label != c.Meta().Fields[0].Label {
			t.Errorf("%s: Meta changed the engine's Meta", m.ID)
		}
		if Meta(EN, m).Title != m.Title {
			t.Errorf("%s: Meta(en) changed the title", m.ID)
		}
		ev, errs := c.Evaluate(nil)
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		steps := Steps(RU, ev.Result.Steps)
		if len(steps) != len(ev.Result.Steps) || steps[0].Label == ev.Result.Steps[0].Label {
			t.Errorf("%s: Steps(ru) = %+v", m.ID, steps[0])
		}
		if line := StepLine(RU, ev.Result.Steps[0]); !strings.Contains(line, " = ") {
			t.Errorf("%s: StepLine = %q", m.ID, line)
		}
		if ch := Chart(RU, ev.Chart); ch != nil && ch.Title == ev.Chart.Title {
			t.Errorf("%s: Chart(ru) title %q", m.ID, ch.Title)
		}
		for i, l := range Links(RU, ev.Links) {
			if l.Label == ev.Links[i].Label {
				t.Errorf("%s: link %q untranslated", m.ID, l.Label)
			}
		}
	}
	c, _ := calc.Lookup("sioc")
	_, errs := c.Evaluate([]byte(`{"vms": []}`))
	if got := Errors(RU, errs); got[0].Message != "добавьте хотя бы одну ВМ" || got[0].Field != errs[0].Field {
		t.Errorf("Errors(ru) = %+v", got)
	}
	if got := Column(RU, "entitlement_iops"); got != "Положено по долям, IOPS" {
		t.Errorf("Column = %q", got)
	}
	if got := Column(EN, "share_pct"); got != "Share %" {
		t.Errorf("Column(en) = %q", got)
	}
}
