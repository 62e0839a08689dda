package i18n

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/sizewise/sizewise/engine/msg"
)

var cyrillic = regexp.MustCompile(`\p{Cyrillic}`)

// indices returns the placeholder indices a text uses, plural forms
// included ("{0}", "{0:t}", "{0|a|b|c}" all use 0).
func indices(s string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`\{(\d+)(?::[tls])?(?:\|[^|{}]*){0,3}\}`).FindAllStringSubmatch(s, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	slices.Sort(out)
	return out
}

// sameLanguage lists UI keys whose text is the same in both languages
// (names, symbols, layouts of placeholders).
var sameLanguage = []string{"app.name", "lang.en", "lang.ru", "form.none", "common.ok", "search.shortcut", "layout.footer.version", "calc.page_title", "field.error", "io.word", "io.powerpoint"}

// anyPlural is a placeholder with forms, well formed or not.
var anyPlural = regexp.MustCompile(`\{\d+\|[^{}]*\}`)

// TestUICatalogue compares the two message catalogues of the UI: every key
// has English and Russian text, non-empty, with the same placeholders, and
// the Russian text is Russian.
func TestUICatalogue(t *testing.T) {
	for key := range msg.CatalogueOf(RU).UI {
		if _, ok := uiCatalog[key]; !ok && !strings.HasPrefix(key, "test.") {
			t.Errorf("%s: in the Russian catalogue, not in uiCatalog (stale: go run ./scripts/catalogue -prune)", key)
		}
	}
	for key, en := range uiCatalog {
		ru, _ := msg.UIText(RU, key)
		e := []string{en, ru}
		if strings.TrimSpace(en) == "" || strings.TrimSpace(ru) == "" {
			t.Errorf("%s: empty text: en %q, ru %q", key, en, ru)
			continue
		}
		if a, b := indices(en), indices(ru); !slices.Equal(a, b) {
			t.Errorf("%s: placeholders differ: en %v %q, ru %v %q", key, a, en, b, ru)
		}
		if !cyrillic.MatchString(ru) && !slices.Contains(sameLanguage, key) {
			t.Errorf("%s: Russian text %q has no Russian in it", key, ru)
		}
		// T reads a plural only with three forms: {1|read|reads} was shown
		// to the user as written (the trace panel's request counts)
		for _, text := range e {
			for _, ph := range anyPlural.FindAllString(text, -1) {
				if !tPlaceholder.MatchString(ph) || strings.Count(ph, "|") != 3 {
					t.Errorf("%s: plural %s needs three forms (one|few|many; English repeats its plural): %q", key, ph, text)
				}
			}
		}
		if cyrillic.MatchString(en) && key != "lang.ru" {
			t.Errorf("%s: English text %q has Cyrillic in it", key, en)
		}
	}
	for _, key := range sameLanguage {
		if !Has(key) {
			t.Errorf("sameLanguage names %s, which is not a key", key)
		}
	}
}

// allowedLatin are the Latin-script words a Russian text may keep: product,
// feature, tool and vendor names, acronyms, the memory states' names (as
// Russian VMware writing keeps them), formula functions and symbols, JSON's
// literals. Identifiers (field names, choice values, calculator ids) are
// not: a text names a field by its label and a choice by its label; a name
// from a document is an argument the checks take out (texts_test.go).
// N is the N+1 notation of spare hosts; D and F are NVMe endurance and
// performance class names.
var allowedLatin = strings.Fields(`
	IOPS vSAN VSA ESXi Storage I O Control vSphere VMware Virtual SAN Storage Appliance TPS SIOC RAID FTT ARC LRU FIFO HDD HDDs SSD SSDs
	RDSH VDI HA CPU vCPU RTT LUN NFS SAS SATA NL NVMe DVD Store vMotion VMkernel esxtop VMKMEM managed minFree
	High Clear Soft Hard Low Normal Mem ShareForceSalting sched mem pshare salt mClock Zipf Horizon Login VSI
	SEsparse vsanSparse vSANSparse vmfsSparse vVols VMFS IOmeter IOBlazer VMmark HCIBench HotspotIntegerGenerator DHCP Intel Seagate GbE Remote Desktop Session Host
	RVTools Excel vHost vInfo vDisk vSnapshot vMemory vMetaData vDatastore xlsx xls zip
	vCenter Live Optics Optical Prime Dell
	ReadyNode sizer Sizer TierNVMePct Yellow Bricks Express Architecture Cloud Foundation Max
	Tiny Medium Large Extra Guru Update Management Broadcom Communities ESXi500-201502001 ESXi550-201501001 d
	md mr Wb B floor ceil min max USD Stretched Cluster Guide erasure coding Erasure all flash All
	commit hyper threading slack N x redo balloon witness JSON MiB null true false vmx workingDir vmfs volumes datastore vm snapshots
	Sizewise Ctrl K Enter Esc OK English CSV Markdown VM m s k
	Dell Live Optics vROps N D F
`)

var latinWord = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_]*(?:[-.][A-Za-z0-9_]+)*`)

// latinLeft returns the Latin-script words of a Russian text that are not
// allowed: what was left in English.
func latinLeft(ru string, names []string) []string {
	var out []string
	for _, w := range latinWord.FindAllString(ru, -1) {
		if allowedWord(w, names) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// acronym matches an abbreviation in capitals, with a number (RAID-5, R1).
var acronym = regexp.MustCompile(`^[A-Z]{2,}(?:-[0-9]+)?$|^[A-Z][0-9]+$`)

// domain matches a site's name (vmgu.ru), which a text cites as it is.
var domain = regexp.MustCompile(`^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:ru|com|nl|org|net|online)$`)

func allowedWord(w string, names []string) bool {
	if slices.Contains(allowedLatin, w) || slices.Contains(names, w) || acronym.MatchString(w) || domain.MatchString(w) {
		return true
	}
	// dotted and hyphenated compounds of allowed words (Mem.ShareForceSalting, NL-SAS, all-flash)
	parts := strings.FieldsFunc(w, func(r rune) bool { return r == '.' || r == '-' })
	if len(parts) > 1 {
		for _, p := range parts {
			if !allowedWord(p, names) && !unicode.IsDigit(rune(p[0])) {
				return false
			}
		}
		return true
	}
	return false
}

// knownID reports whether w is a field name, a choice value or a calculator
// id of a registered calculator.
func knownID(w string) bool {
	return slices.Contains(ids(), w)
}

// neutral reports whether an English string reads the same in Russian: it
// has no Latin-script word but allowed ones (numbers, symbols, units like
// IOPS, user names).
func neutral(s string, names []string) bool {
	return len(latinLeft(s, names)) == 0
}

// TestUIStringsInCatalogue reads app/ui/*.go and checks that every string
// literal shown to the user (Text, Title, SetTitle, aria-label, the theme
// labels) is the English text of a UI key, so wiring T in loses nothing.
func TestUIStringsInCatalogue(t *testing.T) {
	files, err := filepath.Glob("../ui/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("app/ui/*.go not found from %s (run the test in app/i18n): %v", "app/i18n", err)
	}
	english := map[string]bool{}
	for _, e := range uiCatalog {
		english[strings.TrimSpace(e)] = true
	}
	shown := regexp.MustCompile(`(?:\.Text|\.Title|SetTitle|Placeholder|Aria\("label",)\(?\s*"((?:[^"\\]|\\.)*)"|"(?:auto|light|dark)":\s*"(Theme(?:[^"\\]|\\.)*)"`)
	skip := []string{" / ", ": ", "", "Sizewise ", "true", "false"}
	inSome := func(lit string) bool {
		lit = strings.TrimSpace(lit)
		for en := range english {
			if strings.Contains(en, lit) {
				return true
			}
		}
		return false
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range shown.FindAllStringSubmatch(string(b), -1) {
			lit := m[1] + m[2]
			if slices.Contains(skip, lit) || !regexp.MustCompile(`[A-Za-z]`).MatchString(lit) {
				continue
			}
			if !english[strings.TrimSpace(lit)] && !inSome(lit) {
				t.Errorf("%s: %q is shown to the user but is not in the UI catalogue", filepath.Base(f), lit)
			}
		}
	}
}

// TestUIKeysExist reads the app's sources and fails on any UI key used
// (t("…"), i18n.T(lang, "…")) that the catalogue lacks: a typo in a key
// shows the key itself to a user, so it must not reach one.
func TestUIKeysExist(t *testing.T) {
	files, err := filepath.Glob("../ui/*.go")
	if err != nil || len(files) == 0 {
		t.Fatal("app/ui not found")
	}
	use := regexp.MustCompile(`\bt\("([a-z_.0-9]+[a-z0-9])"[,)]|T\([A-Za-z.]+, "([a-z_.0-9]+[a-z0-9])"[,)]`) // whole keys, not prefixes ("theme." + name)
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range use.FindAllStringSubmatch(string(b), -1) {
			key := m[1] + m[2]
			n++
			if !Has(key) {
				t.Errorf("%s uses the UI key %q, which the catalogue lacks", filepath.Base(f), key)
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d key uses found: the pattern no longer matches the code", n)
	}
}
