package stretched_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
)

// russianAllowed are the Latin-script words a Russian text may keep: product
// and feature names, acronyms, the memory states, formula symbols, esxtop's
// and vSphere's own identifiers (the app's no-English-left check allows the
// same, and anything in «quotes»).
var russianAllowed = strings.Fields(`IOPS vSAN VSA ESXi ESA OSA VCF VMware vSphere SIOC SDRS DRS Storage I O Control API
	mClock TPS RTT GbE DRAM CPU VM High Clear Soft Hard Low minFree Mem ShareForceSalting sched mem pshare salt
	VMkernel esxtop VMKMEM managed md mr Wb B k x low normal high shares name host balloon witness Stretched Cluster Guide min max prod`)

var (
	latinWord   = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_]*(?:[-.][A-Za-z0-9_]+)*`)
	idLike      = regexp.MustCompile(`^[a-z0-9]+(?:[_-][a-z0-9]+)+$|^[a-z]+[0-9]+$|^[A-Z]{2,}(?:-[0-9]+)?$|^[A-Z][0-9]+$`)
	quoted      = regexp.MustCompile(`«[^»]*»`)
	placeholder = regexp.MustCompile(`\{[0-9]+(\|[^{}]*)?\}`)
)

func allowedLatin(w string) bool {
	if slices.Contains(russianAllowed, w) || idLike.MatchString(w) {
		return true
	}
	parts := strings.FieldsFunc(w, func(r rune) bool { return r == '.' || r == '-' })
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if !allowedLatin(p) && (p[0] < '0' || p[0] > '9') {
			return false
		}
	}
	return true
}

// TestRussianTemplates checks every message of the calculator in Russian:
// no English word left, and the same placeholders as the English.
func TestRussianTemplates(t *testing.T) {
	n := 0
	for _, k := range msg.Keys() {
		if !strings.HasPrefix(k.ID(), "stretched.") {
			continue
		}
		n++
		ru := placeholder.ReplaceAllString(quoted.ReplaceAllString(k.Template(msg.RU), ""), "")
		for _, w := range latinWord.FindAllString(ru, -1) {
			if !allowedLatin(w) {
				t.Errorf("%s: English %q left in %q", k.ID(), w, k.Template(msg.RU))
			}
		}
		if k.Template(msg.RU) == k.Template(msg.EN) && latinWord.MatchString(placeholder.ReplaceAllString(k.Template(msg.EN), "")) {
			t.Logf("%s reads the same in both languages: %q", k.ID(), k.Template(msg.EN))
		}
	}
	if n < 10 {
		t.Fatalf("only %d keys with the prefix stretched.", n)
	}
}
