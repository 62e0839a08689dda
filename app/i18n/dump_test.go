package i18n

import (
	"os"
	"strings"
	"testing"
)

// TestDumpCorpus writes the corpus's untranslated strings to the file named by
// I18N_DUMP (a tool for whoever adds a calculator: run it, translate the
// lines, add them to catalog_engine.go).
func TestDumpCorpus(t *testing.T) {
	path := os.Getenv("I18N_DUMP")
	if path == "" {
		t.Skip("set I18N_DUMP=file to list the corpus's untranslated strings")
	}
	var b strings.Builder
	for _, s := range uniqueStrings(corpus(t)) {
		if translated(s.text) {
			continue
		}
		b.WriteString(s.where + "\n\t" + s.text + "\n")
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
