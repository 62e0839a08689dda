package report_test

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/office/report"
	"github.com/sizewise/sizewise/engine/msg/msgtest"
)

// personal are the document properties that are not texts of Sizewise:
// who wrote it and its language's code.
var personal = regexp.MustCompile(`<(dc:creator|cp:lastModifiedBy|dc:language)>[^<]*</(dc:creator|cp:lastModifiedBy|dc:language)>`)

// The Word and PowerPoint deliverables, in the pseudo-locale, show no
// English phrase outside ⟦⟧ in any part (the body, the slides, the charts'
// titles and series, the headers, footers and properties): every text of a
// document a customer receives comes through a catalogue. The plan is the
// eight-scenario plan (every calculator, a comparison, an import's
// inventory) with its user-written texts (names, titles, notes) in one
// word each, since they pass through as written.
func TestPseudoLocaleDocuments(t *testing.T) {
	ui := map[string]string{}
	for _, k := range i18n.Keys() {
		ui[k] = i18n.T(i18n.EN, k)
	}
	msgtest.LoadPseudo(t, ui)
	p := officetest.Plan8()
	p.Name, p.Customer, p.Notes = "Plan", "Acme", nil
	for i := range p.Scenarios {
		p.Scenarios[i].Title, p.Scenarios[i].Note = "Scenario", ""
	}
	for _, f := range []report.Format{report.Word, report.PowerPoint} {
		doc, err := report.Make(p, f, office.Options{Lang: msgtest.Pseudo, Author: "Jane", Version: "07fef85", Date: officetest.Date})
		if err != nil {
			t.Fatal(err)
		}
		pkg := officetest.Check(t, doc.Data)
		names := make([]string, 0, len(pkg.Parts))
		for name := range pkg.Parts {
			if strings.HasSuffix(name, ".xml") && !strings.Contains(name, "theme") && !strings.HasSuffix(name, "fontTable.xml") && !strings.HasSuffix(name, "styles.xml") {
				names = append(names, name)
			}
		}
		sort.Strings(names)
		for _, name := range names {
			// The properties' author and language are the user's and a code.
			part := personal.ReplaceAll(pkg.Parts[name], nil)
			if m := msgtest.Bypasses(officetest.Text(part)); m != "" {
				t.Errorf("%s %s: %q bypasses the catalogue", f, name, m)
			}
		}
	}
}
