package i18n

import (
	"fmt"
	"regexp"
	"slices"
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
				idList = append(idList, f.Values()...)
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

// TestEngineCoverage is the "no untranslated text" guarantee: every text
// the registered calculators show a reader (the corpus: metadata, steps,
// warnings, chart texts, link labels and problems of good, bad and linked
// inputs and of documents), rendered in Russian, keeps no English word but
// units, product names, identifiers and the names the user gave.
func TestEngineCoverage(t *testing.T) {
	all := uniqueStrings(corpus(t))
	var failures []string
	for _, s := range all {
		check := quotedRE.ReplaceAllString(s.ru, "«»") // «identifiers» the user typed
		for _, p := range keptPhrases {
			check = strings.ReplaceAll(check, p, "")
		}
		if left := latinLeft(check, s.names); len(left) > 0 {
			failures = append(failures, fmt.Sprintf("English left %v (%s):\n\t%s\n\t→ %s", left, s.where, s.text, s.ru))
		}
		if strings.Contains(s.ru, "{") && !strings.Contains(s.text, "{") {
			failures = append(failures, fmt.Sprintf("placeholder left (%s):\n\t%s\n\t→ %s", s.where, s.text, s.ru))
		}
	}
	for _, f := range failures {
		t.Error(f)
	}
	t.Logf("texts: %d distinct from %d calculators; %d failures", len(all), len(calc.All()), len(failures))
}

// TestLatinLeftFindsEnglish: the check TestEngineCoverage relies on finds
// English words left in a Russian text, and lets units, product names,
// identifiers and the user's names through.
func TestLatinLeftFindsEnglish(t *testing.T) {
	if got := latinLeft("Канал 100 Mbps is below the required", nil); !slices.Equal(got, []string{"Mbps", "is", "below", "the", "required"}) {
		t.Errorf("latinLeft = %v", got)
	}
	if got := latinLeft("vSAN вытесняет строки по ARC; IOPS, write_iops, VM1", []string{"VM1"}); len(got) > 0 {
		t.Errorf("latinLeft flags allowed words: %v", got)
	}
}
