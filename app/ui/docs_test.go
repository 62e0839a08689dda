package ui

import (
	"io/fs"
	"regexp"
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
