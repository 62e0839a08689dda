package plans

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// SheetSeparator is the list separator Excel expects in lang's locale: a
// comma in English, a semicolon in Russian (where the comma is the decimal
// mark, Windows' list separator for ru-RU is ";").
func SheetSeparator(lang msg.Lang) rune {
	if lang == msg.RU {
		return ';'
	}
	return ','
}

// ExportSheetCSV returns p as a CSV file that Excel (and LibreOffice Calc)
// opens correctly on a computer set to lang's locale: the plan's name,
// customer and date, then for every scenario its title and question, its
// inputs, its results (the headline, the others, each table row), its
// warnings and its note, one row each with the scenario, the part, the
// label, the value and its unit. Numbers are written as the page shows them
// (rounded the same way) in the locale's form without thousands separators
// ("13700,4" in Russian, "13700.4" in English) so that the spreadsheet reads
// them as numbers, never as dates; cells are separated by the locale's list
// separator (SheetSeparator). The file starts with a UTF-8 byte order mark,
// and no cell starts a formula (CSVText).
//
// ExportCSV is the machine-readable form: RFC 4180 commas, raw unrounded
// numbers, the same in every language.
func ExportSheetCSV(p Plan, lang msg.Lang) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(UTF8BOM)
	w := safeCSV{csv.NewWriter(&b)}
	w.Comma = SheetSeparator(lang)
	w.UseCRLF = true
	rows := [][]string{{sheetPlan.In(lang), p.Name}}
	if p.Customer != "" {
		rows = append(rows, []string{mdCustomer.In(lang), p.Customer})
	}
	if !p.Updated.IsZero() {
		rows = append(rows, []string{mdDate.In(lang), msg.Date(lang, p.Updated, false)})
	}
	rows = append(rows, nil, []string{sheetScenario.In(lang), sheetPart.In(lang), sheetLabel.In(lang), sheetValue.In(lang), sheetUnit.In(lang)})
	for i, e := range p.Scenarios {
		n := strconv.Itoa(i + 1)
		row := func(part msg.Text, label, value, unit string) {
			rows = append(rows, []string{n, part.In(lang), label, value, unit})
		}
		title, question := e.Scenario.Calculator, ""
		if c, ok := calc.Lookup(e.Scenario.Calculator); ok {
			title, question = c.Meta().Title.In(lang), c.Meta().Question.In(lang)
		}
		if e.Title != "" {
			title += ": " + e.Title
		}
		row(sheetTitle, title, question, "")
		ev, errs := Evaluate(e)
		if len(errs) > 0 {
			for _, fe := range errs {
				row(sheetProblem, fe.Field, fe.In(lang, nil), "")
			}
		} else {
			r := view.Of(ev, lang)
			for _, v := range r.Inputs {
				row(sheetInput, v.Label, sheetNumber(v.Text, v.Raw, lang), v.Unit)
			}
			for _, vs := range [][]view.Value{r.Headline, r.Details} {
				for _, v := range vs {
					row(sheetResult, v.Label, sheetNumber(v.Text, v.Raw, lang), v.Unit)
				}
			}
			for _, t := range r.Tables {
				for k, cells := range t.Rows {
					label := t.Caption + " " + strconv.Itoa(k+1)
					if name := view.RecordName(t, cells); name != "" {
						label += " (" + name + ")"
					}
					for j, c := range t.Columns {
						row(sheetResult, label+" · "+c.Label, sheetNumber(cells[j].Text, cells[j].Raw, lang), c.Unit)
					}
				}
			}
			for _, warn := range r.Warnings {
				row(sheetWarning, "", warn, "")
			}
		}
		if e.Note != "" {
			row(sheetNote, "", e.Note, "")
		}
		for _, line := range e.Explanation {
			row(sheetExplained, "", line, "")
		}
	}
	for _, r := range rows {
		if err := w.Write(r); err != nil {
			return nil, err
		}
	}
	w.Flush()
	return b.Bytes(), w.Error()
}

// sheetNumber is a value as the sheet holds it: a number (raw is a
// float64) as the page shows it, without thousands separators and with
// ASCII digits and sign, so a spreadsheet in lang's locale reads it as a
// number; any other value as its text.
func sheetNumber(text string, raw any, lang msg.Lang) string {
	if _, ok := raw.(float64); !ok {
		return text
	}
	group := ","
	if lang == msg.RU {
		group = "\u00a0"
	}
	s := strings.NewReplacer(group, "", "\u202f", "", " ", "", "−", "-").Replace(text)
	if lang == msg.RU {
		if _, err := strconv.ParseFloat(strings.Replace(s, ",", ".", 1), 64); err != nil {
			return text
		}
	} else if _, err := strconv.ParseFloat(s, 64); err != nil {
		return text
	}
	return s
}

// The sheet's words.
var (
	sheetPlan      = msg.T("Plan")
	sheetScenario  = msg.T("Scenario")
	sheetPart      = msg.T("Part")
	sheetLabel     = msg.T("Item")
	sheetValue     = msg.T("Value")
	sheetUnit      = msg.T("Unit")
	sheetTitle     = msg.T("Calculator")
	sheetInput     = msg.NewKey("sheet.input", "Input").Text()
	sheetResult    = msg.T("Result")
	sheetWarning   = msg.T("Warning")
	sheetNote      = msg.T("Note")
	sheetExplained = msg.T("How the inputs were derived")
	sheetProblem   = msg.T("Problem")
)
