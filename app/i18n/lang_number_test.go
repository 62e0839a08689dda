package i18n

import (
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

func TestParse(t *testing.T) {
	for in, want := range map[string]Lang{
		"ru": RU, "RU": RU, "ru-RU": RU, "ru_RU": RU, " ru-ru;q=0.9 ": RU, "en": EN, "en-US": EN, "en-GB": EN,
		"": EN, "de": EN, "fr-FR": EN, "russian": EN, "r": EN,
	} {
		if got := Parse(in); got != want {
			t.Errorf("Parse(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFromAcceptLanguage(t *testing.T) {
	cases := []struct {
		prefs []string
		want  Lang
	}{
		{[]string{"ru-RU", "ru", "en-US", "en"}, RU},
		{[]string{"de-DE", "ru"}, RU},
		{[]string{"en-US", "ru"}, EN},
		{[]string{"de", "fr"}, EN},
		{nil, EN},
		{[]string{"ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"}, RU},
		{[]string{"en;q=0.5,ru;q=0.9"}, RU},
		{[]string{"ru;q=0,en"}, EN},
		{[]string{"de-DE,de;q=0.9,ru;q=0.5"}, RU},
	}
	for _, c := range cases {
		if got := FromAcceptLanguage(c.prefs...); got != c.want {
			t.Errorf("FromAcceptLanguage(%q) = %q, want %q", c.prefs, got, c.want)
		}
	}
	if got := Choose("", "ru", "en-US"); got != RU {
		t.Errorf("remembered ru: %q", got)
	}
	if got := Choose("en", "ru", "ru-RU"); got != EN {
		t.Errorf("query en: %q", got)
	}
	if got := Choose("xx", "", "ru-RU"); got != RU {
		t.Errorf("browser ru: %q", got)
	}
	if !Valid(RU) || Valid(Lang("ru-RU")) || Valid(Lang("de")) || Name(RU) != "Русский" || Name(EN) != "English" {
		t.Error("Valid/Name")
	}
}

func TestFormatNumber(t *testing.T) {
	cases := []struct {
		x      float64
		en, ru string
	}{
		{0, "0", "0"},
		{5, "5", "5"},
		{1234.5, "1,234.5", "1\u00a0234,5"},
		{10000, "10,000", "10\u00a0000"},
		{1925.12, "1,925.12", "1\u00a0925,12"},
		{1.2017, "1.2", "1,2"},
		{0.0042, "0.0042", "0,0042"},
		{-1234567.891, "-1,234,567.89", "-1\u00a0234\u00a0567,89"},
		{999.999, "1,000", "1\u00a0000"},
		{0.25, "0.25", "0,25"},
	}
	for _, c := range cases {
		if got := FormatNumber(EN, c.x); got != c.en {
			t.Errorf("FormatNumber(en, %v) = %q, want %q", c.x, got, c.en)
		}
		if got := FormatNumber(RU, c.x); got != c.ru {
			t.Errorf("FormatNumber(ru, %v) = %q, want %q", c.x, got, c.ru)
		}
		// The Russian form reads back as the same number.
		if back, err := calc.ParseNumber(FormatNumber(RU, c.x)); err != nil || FormatNumber(EN, back) != c.en {
			t.Errorf("ParseNumber(%q) = %v, %v", FormatNumber(RU, c.x), back, err)
		}
	}
}

// TestPluralForm: the Russian word form agreeing with a number, as T
// picks it for {0|one|few|many}.
func TestPluralForm(t *testing.T) {
	for s, want := range map[string]int{"0": 2, "1": 0, "2": 1, "4": 1, "5": 2, "11": 2, "12": 2, "14": 2, "21": 0, "22": 1,
		"25": 2, "101": 0, "111": 2, "1.5": 1, "1,000": 2, "1\u00a0001": 0, "many": 2} {
		if got := pluralForm(s); got != want {
			t.Errorf("pluralForm(%q) = %d, want %d", s, got, want)
		}
	}
}
func TestT(t *testing.T) {
	if got := T(RU, "results.copy_link"); got != "Скопировать ссылку" {
		t.Errorf("T(ru) = %q", got)
	}
	if got := T(EN, "results.copy_link"); got != "Copy link" {
		t.Errorf("T(en) = %q", got)
	}
	if got := T(RU, "plans.scenarios", 3); got != "3 сценария" {
		t.Errorf("plural: %q", got)
	}
	if got := T(RU, "plans.scenarios", 1000); got != "1\u00a0000 сценариев" {
		t.Errorf("plural 1000: %q", got)
	}
	if got := T(EN, "plans.saved", "ACME"); got != "Saved to “ACME”" {
		t.Errorf("arg: %q", got)
	}
	if got := T(RU, "no.such.key"); got != "no.such.key" {
		t.Errorf("missing key at run time = %q", got)
	}
}

// Placeholders: {N} takes argument N, {N|one|few|many} the Russian form
// agreeing with it; anything else in braces, or a missing argument, stays
// as written.
func TestPlaceholders(t *testing.T) {
	uiCatalog["test.placeholders"] = "{1} of {0} {x} {2} {0|a|b}"
	if err := msg.Register(RU, msg.Catalogue{UI: map[string]string{"test.placeholders": "{0} {0|сценарий|сценария|сценариев} и {1}; {0|a|b} {}"}}); err != nil {
		t.Fatal(err)
	}
	defer delete(uiCatalog, "test.placeholders")
	for _, tc := range []struct {
		lang Lang
		args []any
		want string
	}{
		{EN, []any{2, "x"}, "x of 2 {x} {2} {0|a|b}"},
		{RU, []any{21, "y"}, "21 сценарий и y; {0|a|b} {}"},
		{RU, []any{3, "y"}, "3 сценария и y; {0|a|b} {}"},
		{RU, []any{12345, "y"}, "12\u00a0345 сценариев и y; {0|a|b} {}"},
	} {
		if got := T(tc.lang, "test.placeholders", tc.args...); got != tc.want {
			t.Errorf("%s %v: got %q, want %q", tc.lang, tc.args, got, tc.want)
		}
	}
}

// Counted words agree with their number in both languages: "1 scenario",
// "2 scenarios", "21 scenarios" (English); «1 сценарий», «2 сценария»,
// «21 сценарий» (Russian). The list showed "1 scenarios".
func TestCountedWords(t *testing.T) {
	for _, tc := range []struct {
		lang Lang
		n    int
		want string
	}{
		{EN, 1, "1 scenario"}, {EN, 2, "2 scenarios"}, {EN, 21, "21 scenarios"}, {EN, 0, "0 scenarios"},
		{RU, 1, "1 сценарий"}, {RU, 2, "2 сценария"}, {RU, 21, "21 сценарий"}, {RU, 5, "5 сценариев"},
	} {
		if got := T(tc.lang, "plans.scenarios", tc.n); got != tc.want {
			t.Errorf("T(%s, plans.scenarios, %d) = %q, want %q", tc.lang, tc.n, got, tc.want)
		}
	}
}
