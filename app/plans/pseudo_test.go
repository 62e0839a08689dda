package plans

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/msg/msgtest"
)

const pseudo = msgtest.Pseudo

// Every calculator's page view model and the plan's Markdown and CSV
// exports, in the pseudo-locale, show no English phrase outside ⟦⟧:
// nothing a reader sees bypasses the catalogue (a text added without its
// translation, or built from English pieces, would show here unwrapped).
func TestPseudoLocale(t *testing.T) {
	msgtest.LoadPseudo(t)
	p := Plan{ID: "p1", Name: "P", Created: time.Date(2026, 12, 5, 0, 0, 0, 0, time.UTC)}
	for i, c := range calc.All() {
		id := c.Meta().ID
		ev, errs := c.Evaluate(c.Defaults().JSON())
		if len(errs) > 0 {
			t.Fatalf("%s defaults: %v", id, errs)
		}
		r := view.Of(ev, pseudo)
		var texts []string
		add := func(where string, ss ...string) {
			for _, s := range ss {
				texts = append(texts, where+"\x00"+s)
			}
		}
		add(id+" title", r.Title, r.Question)
		for _, vs := range [][]view.Value{r.Inputs, r.Headline, r.Details} {
			for _, v := range vs {
				add(id+" value "+v.Name, v.Label, v.Text, v.Unit)
			}
		}
		for _, tb := range r.Tables {
			add(id+" table "+tb.Name, tb.Caption)
			for _, col := range tb.Columns {
				add(id+" column "+col.Name, col.Heading())
			}
		}
		for _, s := range r.Steps {
			add(id+" step", s.Label, s.Value)
		}
		add(id+" warning", r.Warnings...)
		add(id+" source", r.Sources...)
		for _, l := range r.Links {
			add(id+" link", l.Label)
		}
		for _, s := range texts {
			where, text, _ := strings.Cut(s, "\x00")
			if m := msgtest.Bypasses(text); m != "" {
				t.Errorf("%s: %q bypasses the catalogue (%q)", where, m, text)
			}
		}
		e := NewEntry(id, nil)
		e.ID = fmt.Sprint(i + 1)
		p.Scenarios = append(p.Scenarios, e)
	}
	// The CSV exports. The report's is for programs: its headings, ids,
	// field names and coded values are the contract's codes, and its
	// label and unit columns are for readers. The sheet's is for readers
	// throughout.
	for _, x := range []struct {
		name   string
		export func(Plan, msg.Lang) ([]byte, error)
		read   func(col int) bool
	}{
		{"CSV", ExportCSV, func(col int) bool { return col == 4 || col == 6 }}, // label, unit
		{"sheet CSV", ExportSheetCSV, func(int) bool { return true }},
	} {
		b, err := x.export(p, pseudo)
		if err != nil {
			t.Fatalf("%s: %v", x.name, err)
		}
		r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(b, []byte("\ufeff"))))
		r.FieldsPerRecord = -1
		rows, err := r.ReadAll()
		if err != nil {
			t.Fatalf("%s: %v", x.name, err)
		}
		for i, row := range rows {
			for j, cell := range row {
				if i == 0 && x.name == "CSV" || !x.read(j) || strings.Contains(cell, "://") {
					continue
				}
				if m := msgtest.Bypasses(cell); m != "" {
					t.Errorf("%s row %d column %d: %q bypasses the catalogue: %q", x.name, i+1, j+1, m, cell)
				}
			}
		}
	}
	md := string(ExportMarkdown(p, MarkdownOptions{Lang: pseudo}))
	for _, line := range strings.Split(md, "\n") {
		if strings.Contains(line, "](") || strings.HasPrefix(line, "# ") {
			continue // a share link's address; the plan's name
		}
		if m := msgtest.Bypasses(line); m != "" {
			t.Errorf("Markdown: %q bypasses the catalogue: %q", m, line)
		}
	}
}
