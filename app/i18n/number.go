package i18n

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sizewise/sizewise/engine/scenario"
)

// GroupSep is the Russian thousands separator: U+00A0 NO-BREAK SPACE, the
// one Intl.NumberFormat("ru") and CLDR use, so numbers the app prints look
// like the browser's own and never break across lines; calc.ParseNumber
// reads it back (as it reads U+202F and a plain space).
const GroupSep = "\u00a0"

// FormatNumber formats x like scenario.Num (at most 2 decimals, more for
// small values, no trailing zeros) in the conventions of lang: en
// "1,234.5", ru "1 234,5" (GroupSep between thousands, decimal comma). The
// rounding is Num's own: the Russian form is a rewrite of Num's output.
func FormatNumber(lang Lang, x float64) string {
	s := scenario.Num(x)
	if lang != RU {
		return s
	}
	return ruNum(s)
}

// ruNum rewrites one number in Num's form ("-10,000.25") into the Russian
// form ("-10 000,25").
func ruNum(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case ',':
			b.WriteString(GroupSep)
		case '.':
			b.WriteByte(',')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// numberRE finds the numbers Num writes inside text: digits grouped by
// commas ("10,000", "1,925.12") or a plain decimal ("0.0042", "1.4").
// Plain integers ("2015", "500") are the same in both languages and are
// left alone.
var numberRE = regexp.MustCompile(`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+`)

// versionRE finds version numbers and dotted names that must keep their
// dots: "vSAN 6.0", "vSphere 5.5", "ESXi 6.7", "HCIBench 2.4.0",
// "Horizon 6", "7.0 U1", "5.x", "6.0 and later".
var versionRE = regexp.MustCompile(`(?i)(?:\b(?:vsan|virtual san|vsphere|esxi|horizon|hcibench|vmfs|version|update|версии|версия|версий)[ -]?\d+(?:\.\d+)*|\d+\.\d+(?:\.\d+)+|\b\d+\.(?:x|\d+ U\d+)\b|\b\d+\.\d+(?: and later| и новее| и более поздн))`)

// LocalizeNumbers rewrites the numbers that scenario.Num wrote inside s (an
// English engine string: "10,000 IOPS × 4 KB", "1.4 × 1.25") into lang's
// form ("10 000 IOPS × 4 KB", "1,4 × 1,25"). It leaves alone what is not
// such a number: integers without grouping ("vSAN 6", "2015", "RAID-5",
// "FTT=1"), version numbers ("vSAN 6.0", "HCIBench 2.4.0", "5.x"), and digits
// inside identifiers or words ("write_iops", "v1.2", "sched.mem.pshare.salt",
// "10.0.0.1"). For en it returns s.
func LocalizeNumbers(lang Lang, s string) string {
	if lang != RU || !strings.ContainsAny(s, ",.") {
		return s
	}
	protected := versionRE.FindAllStringIndex(s, -1)
	inProtected := func(i, j int) bool {
		for _, p := range protected {
			if i < p[1] && j > p[0] {
				return true
			}
		}
		return false
	}
	matches := numberRE.FindAllStringIndex(s, -1)
	if len(matches) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range matches {
		i, j := m[0], m[1]
		if inProtected(i, j) || !boundary(s, i, j) {
			continue
		}
		b.WriteString(s[last:i])
		b.WriteString(ruNum(s[i:j]))
		last = j
	}
	b.WriteString(s[last:])
	return b.String()
}

// boundary reports whether s[i:j] stands alone as a number: not glued to a
// letter, digit, underscore, dot or slash on either side (an identifier, a
// dotted name, a path or an IP address), not after a word and a hyphen
// ("RAID-1,000" is a name), and not followed by ",<digit>" or ".<digit>"
// that numberRE did not take (a list "1,2,3" is not a number).
func boundary(s string, i, j int) bool {
	if i > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if isWord(r) || r == '.' || r == '/' || r == '\\' {
			return false
		}
		if r == '-' {
			if p, _ := utf8.DecodeLastRuneInString(s[:i-n]); isWord(p) {
				return false
			}
		}
	}
	if j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if isWord(r) {
			return false
		}
		next, _ := utf8.DecodeRuneInString(s[j+n:])
		if (r == '.' || r == ',') && unicode.IsDigit(next) {
			return false
		}
	}
	return true
}

func isWord(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }
