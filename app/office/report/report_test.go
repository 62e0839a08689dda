package report_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/office/report"
	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/msg"
)

func make1(t testing.TB, p plans.Plan, f report.Format, lang msg.Lang) report.File {
	t.Helper()
	out, err := report.Make(p, f, office.Options{Lang: lang, Author: "Jane Doe", Version: "07fef85", Date: officetest.Date})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// LibreOffice opens every document (Word and PowerPoint, English and
// Russian) and the numbers of each scenario are in its PDF as the page
// shows them: in the Word document every input, result, table cell and
// worked step's value; on the slides every headline number.
func TestLibreOfficeReadsEveryDocument(t *testing.T) {
	p := officetest.Plan8()
	docs := map[string][]byte{}
	reports := map[msg.Lang]*office.Report{}
	for _, lang := range []msg.Lang{msg.EN, msg.RU} {
		r, err := office.Build(p, office.Options{Lang: lang, Version: "07fef85", Date: officetest.Date})
		if err != nil {
			t.Fatal(err)
		}
		reports[lang] = r
		for _, f := range []report.Format{report.Word, report.PowerPoint} {
			docs["plan8-"+string(lang)+"."+string(f)] = make1(t, p, f, lang).Data
		}
	}
	pdfs := officetest.ToPDF(t, docs)
	for name, pdf := range pdfs {
		raw := officetest.PDFText(t, pdf)
		text := officetest.Flat(raw)
		lang := msg.EN
		if strings.Contains(name, "-ru.") {
			lang = msg.RU
		}
		r := reports[lang]
		word := strings.HasSuffix(name, ".docx")
		missing := 0
		want := func(what, s string) {
			if s = officetest.Flat(s); s != "" && !strings.Contains(text, s) {
				missing++
				if missing <= 20 {
					t.Errorf("%s lacks %s %q", name, what, s)
				}
			}
		}
		for _, s := range r.Scenarios {
			for _, v := range s.Result.Headline {
				want("the headline result", v.WithUnit())
			}
			if !word {
				continue
			}
			want("the heading", s.Heading)
			for _, v := range s.Inputs {
				if !strings.Contains(v.Text, "\n") {
					want("the input", v.WithUnit())
				}
			}
			for _, v := range s.Result.Details {
				want("the result", v.WithUnit())
			}
			for _, tb := range s.Result.Tables {
				for _, row := range tb.Rows {
					for _, c := range row {
						want("the cell", c.Text)
					}
				}
			}
			for _, st := range s.Result.Steps {
				want("the step's value", st.Value)
			}
		}
		if word {
			if n := officetest.Pages(raw); n < 10 || n > 40 {
				t.Errorf("%s: %d pages", name, n)
			}
			for _, w := range map[msg.Lang][]string{msg.EN: {"Contents", "Summary", "Page 2 of"}, msg.RU: {"Содержание", "Сводка", "Страница 2 из"}}[lang] {
				want("the words", w)
			}
		} else if n := officetest.Pages(raw); n != 12+(len(r.Sources)+9)/10 {
			t.Errorf("%s: %d slides", name, n)
		}
	}
}

// Markdown is the plan library's export, dated.
func TestMarkdown(t *testing.T) {
	out := make1(t, officetest.Plan8(), report.Markdown, msg.RU)
	if out.Name != "Acme DR design 2026-12-04.md" || out.MIME != "text/markdown" {
		t.Errorf("name %q, type %q", out.Name, out.MIME)
	}
	s := string(out.Data)
	for _, w := range []string{"# Acme DR design", "- Дата: 04.12.2026", "Подготовлено в Sizewise 07fef85", "Сравнение 1: Ёмкость vSAN по политике хранения"} {
		if !strings.Contains(s, w) {
			t.Errorf("the Markdown lacks %q", w)
		}
	}
}

func TestFileName(t *testing.T) {
	d := time.Date(2026, 12, 4, 23, 59, 0, 0, time.UTC)
	for _, c := range []struct {
		plan string
		f    report.Format
		want string
	}{
		{"Acme DR", report.Word, "Acme DR 2026-12-04.docx"},
		{"  Заказчик: ЦОД/1 ", report.PowerPoint, "Заказчик- ЦОД-1 2026-12-04.pptx"},
		{"", report.Markdown, "plan 2026-12-04.md"},
		{"a\x00b*c?", report.Word, "a-b-c- 2026-12-04.docx"},
		{strings.Repeat("Ы", 200), report.Word, strings.Repeat("Ы", 80) + " 2026-12-04.docx"},
	} {
		if got := report.FileName(c.plan, d, c.f); got != c.want {
			t.Errorf("FileName(%q) = %q, want %q", c.plan, got, c.want)
		}
	}
	for _, s := range []string{"docx", "Word", ".pptx", "powerpoint", "md", "Markdown"} {
		if _, ok := report.ParseFormat(s); !ok {
			t.Errorf("ParseFormat(%q) fails", s)
		}
	}
	if _, ok := report.ParseFormat("pdf"); ok {
		t.Error("pdf is a format")
	}
}

// A hostile plan (200 scenarios, each note 200,000 characters of text XML
// cannot all hold) gives bounded documents that read back well formed; a
// plan past the bounds, one clear refusal.
func TestHostilePlan(t *testing.T) {
	p := officetest.Hostile()
	for _, f := range []report.Format{report.Word, report.PowerPoint} {
		out := make1(t, p, f, msg.EN)
		if len(out.Data) > 16<<20 {
			t.Errorf("%s: %d bytes", f, len(out.Data))
		}
		pkg := officetest.Check(t, out.Data)
		total := 0
		for _, b := range pkg.Parts {
			total += len(b)
		}
		// 200 notes of at most office.MaxText characters (2 bytes each in
		// UTF-8 at most for what they hold), plus the scenarios
		if total > 64<<20 {
			t.Errorf("%s: %d bytes unpacked", f, total)
		}
	}
	md := make1(t, p, report.Markdown, msg.EN)
	if len(md.Data) > 16<<20 {
		t.Errorf("markdown: %d bytes", len(md.Data))
	}
	for _, f := range report.Formats {
		if _, err := report.Make(officetest.Plan(201), f, office.Options{}); !errors.Is(err, office.ErrTooLarge) {
			t.Errorf("%s of 201 scenarios: %v", f, err)
		}
	}
}

// FuzzMake: whatever plan document is read, the documents made of it are
// well formed packages, or one error.
func FuzzMake(f *testing.F) {
	for _, s := range []string{
		`{"plan": "a", "scenarios": [{"calculator": "sioc"}]}`,
		`{"calculator": "stretched-bandwidth", "inputs": {"write_iops": 1e300}}`,
		`{"plan": "<&>", "scenarios": [{"calculator": "vsan-capacity", "inputs": {"hosts": 2}}], "inventory": {"vms": 1, "x": [{"a": "\u0000"}]}, "notes": ["\u0001"]}`,
		`{"schema": 2, "plan": {"name": "b", "scenarios": [{"id": "e1", "note": "\r", "scenario": {"calculator": "snapshot"}}]}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if strings.Contains(string(data), "cache-sim") {
			return // a simulation's length is its inputs'; fuzzed elsewhere
		}
		imp, err := plans.ImportJSON(data)
		if err != nil || len(imp.Plan.Scenarios) > 20 {
			return
		}
		for _, fm := range []report.Format{report.Word, report.PowerPoint} {
			out, err := report.Make(imp.Plan, fm, office.Options{Lang: msg.RU, Date: officetest.Date})
			if err != nil {
				continue
			}
			officetest.Check(t, out.Data)
		}
	})
}
