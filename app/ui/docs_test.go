package ui

import (
	"encoding/json"
	"io/fs"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/docs"
	"github.com/sizewise/sizewise/engine/calc"
)

// The methodology pages are checked against the registry, in both
// languages: every input of a calculator is in its page's tables (by its
// JSON name, in backticks), and every name a table gives in backticks as an
// input or a result is one the calculator has. A page that lags behind its
// calculator fails here, not in front of a customer.
func TestDocsMatchTheRegistry(t *testing.T) {
	name := regexp.MustCompile("`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`")
	for _, c := range calc.All() {
		m := c.Meta()
		for _, file := range []string{m.ID + ".md", "ru/" + m.ID + ".md"} {
			b, err := fs.ReadFile(docs.FS, file)
			if err != nil {
				if strings.HasPrefix(file, "ru/") {
					t.Logf("%s: no Russian page yet", m.ID)
					continue
				}
				t.Errorf("%s: no page %s", m.ID, file)
				continue
			}
			text := string(b)
			for _, f := range m.Fields {
				if !strings.Contains(text, "`"+f.Name+"`") {
					t.Errorf("%s: the input %s is not documented", file, f.Name)
				}
			}
			known := map[string]bool{}
			for _, f := range m.Fields {
				known[f.Name] = true
			}
			for _, o := range m.Outputs {
				known[o.Name] = true
				for _, col := range o.Columns {
					known[col.Name] = true
				}
			}
			// Names in table rows (lines starting with |): inputs and results.
			for _, line := range strings.Split(text, "\n") {
				if !strings.HasPrefix(strings.TrimSpace(line), "|") {
					continue
				}
				cells := strings.Split(line, "|")
				if len(cells) < 2 {
					continue
				}
				for _, mm := range name.FindAllStringSubmatch(cells[1], -1) {
					if !known[mm[1]] && !strings.HasSuffix(mm[1], "_") {
						t.Errorf("%s: the table names %s, which %s does not have", file, mm[1], m.ID)
					}
				}
			}
		}
	}
}

// The default column of each page's input table (the row of an input, by
// its JSON name in backticks; the column headed "default" / "по умолчанию")
// says the calculator's default, in both languages: a number as the page
// writes it (1,000 or 1 000; 0.5 or 0,5), a choice by its value. An
// optional input (no default) may say so in words.
func TestDocsDefaultsMatchTheRegistry(t *testing.T) {
	name := regexp.MustCompile("^`([a-z][a-z0-9_]*)`")
	for _, c := range calc.All() {
		m := c.Meta()
		var defaults map[string]json.RawMessage
		if err := json.Unmarshal(c.Defaults().JSON(), &defaults); err != nil {
			t.Fatal(err)
		}
		for _, file := range []string{m.ID + ".md", "ru/" + m.ID + ".md"} {
			b, err := fs.ReadFile(docs.FS, file)
			if err != nil {
				continue // TestDocsMatchTheRegistry says which page is missing
			}
			col := -1
			checked := 0
			for _, line := range strings.Split(string(b), "\n") {
				line = strings.TrimSpace(line)
				if !strings.HasPrefix(line, "|") {
					col = -1
					continue
				}
				cells := strings.Split(line, "|")
				for i := range cells {
					cells[i] = strings.TrimSpace(cells[i])
				}
				if len(cells) > 3 && (cells[1] == "input" || cells[1] == "поле" || cells[1] == "параметр") {
					for i, h := range cells {
						if h == "default" || h == "по умолчанию" {
							col = i
						}
					}
					continue
				}
				if col < 0 || col >= len(cells) {
					continue
				}
				mm := name.FindStringSubmatch(cells[1])
				if mm == nil {
					continue
				}
				raw, ok := defaults[mm[1]]
				if !ok || string(raw) == "null" {
					continue // optional: no default to compare
				}
				checked++
				if !docDefaultIs(cells[col], raw) {
					t.Errorf("%s: %s's default is %s, the page says %q", file, mm[1], raw, cells[col])
				}
			}
			if checked == 0 {
				t.Errorf("%s: no input table with a default column was found", file)
			}
		}
	}
}

// docDefaultIs reports whether cell, a page's default, says raw, the
// registry's default as JSON.
func docDefaultIs(cell string, raw json.RawMessage) bool {
	cell = strings.NewReplacer("`", "", "\"", "", "“", "", "”", "", "«", "", "»", "", "**", "").Replace(cell)
	var num float64
	if json.Unmarshal(raw, &num) == nil {
		for _, f := range strings.FieldsFunc(cell, func(r rune) bool { return r == '(' || r == ';' || r == '=' }) {
			lead := leadingNumber.FindString(strings.TrimSpace(f))
			for _, v := range []string{
				strings.NewReplacer(",", "", "\u00a0", "", "\u202f", "", " ", "").Replace(lead),  // English: 1,000.5
				strings.NewReplacer("\u00a0", "", "\u202f", "", " ", "", ",", ".").Replace(lead), // Russian: 1 000,5
			} {
				if x, err := strconv.ParseFloat(v, 64); err == nil && x == num {
					return true
				}
			}
		}
		return false
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return strings.Contains(cell, s)
	}
	var list []any
	if json.Unmarshal(raw, &list) == nil {
		return true // lists (sioc's VMs) are described, not written out
	}
	yes := map[string]string{"true": "да", "false": "нет"}
	return strings.Contains(cell, string(raw)) || strings.Contains(cell, yes[string(raw)]) // true, false
}

// leadingNumber is the number a cell starts with, grouped and with a decimal
// separator in either language's way.
var leadingNumber = regexp.MustCompile(`^-?[\d\x{00a0}\x{202f} ,.]*\d`)

// The Russian methodology pages call a processor «ЦП» (a virtual one
// «виртуальный ЦП»), as the calculators' Russian texts do (issue 28, point
// 11: "CPU" and «ЦП» were mixed on one page): no «процессор», "CPU" or
// "vCPU" in their prose. Names (in backticks), cited titles (in italics or
// square brackets) and quotations («…») keep their own words.
func TestRussianDocsSayЦП(t *testing.T) {
	drop := regexp.MustCompile("`[^`]*`|\\*[^*]+\\*|\\[[^\\]]*\\]|«[^»]*»")
	word := regexp.MustCompile(`(?i)\bv?CPUs?\b|процессор`)
	entries, err := fs.ReadDir(docs.FS, "ru")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, err := fs.ReadFile(docs.FS, "ru/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		code := false
		for i, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "```") {
				code = !code
			}
			if code || strings.HasPrefix(line, "    ") {
				continue // formulas and code keep their identifiers
			}
			if w := word.FindString(drop.ReplaceAllString(line, "")); w != "" {
				t.Errorf("ru/%s:%d: %q for a processor, not «ЦП»: %s", e.Name(), i+1, w, line)
			}
		}
	}
}
