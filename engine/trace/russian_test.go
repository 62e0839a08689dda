package trace_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
)

// russianAllowed are the Latin-script words a Russian trace message may
// keep: formats and their fields as the files name them, SCSI commands,
// product names.
var russianAllowed = strings.Fields(`vSCSI vscsi CSV csv LBN SCSI READ WRITE time op size lbn auto oracle-general vSAN`)

var (
	latinWord   = regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9_]*(?:[-.][A-Za-z0-9_]+)*`)
	quotedText  = regexp.MustCompile(`«[^»]*»|"[^"]*"`)
	placeholder = regexp.MustCompile(`\{[0-9]+(\|[^{}]*)?\}`)
	digitRuns   = regexp.MustCompile(`[0-9]+`)
)

// untranslated is the first English word of a Russian text (quoted values
// aside), or "".
func untranslated(ru string) string {
	for _, w := range latinWord.FindAllString(quotedText.ReplaceAllString(ru, ""), -1) {
		if !slices.Contains(russianAllowed, w) {
			return w
		}
	}
	return ""
}

// TestRussianTemplates checks every message of the package in Russian: no
// English word left.
func TestRussianTemplates(t *testing.T) {
	n := 0
	for _, k := range msg.Keys() {
		if !strings.HasPrefix(k.ID(), "trace.") {
			continue
		}
		n++
		if w := untranslated(placeholder.ReplaceAllString(k.Template(msg.RU), "")); w != "" {
			t.Errorf("%s: English %q left in %q", k.ID(), w, k.Template(msg.RU))
		}
	}
	if n < 20 {
		t.Fatalf("only %d keys with the prefix trace.", n)
	}
}
