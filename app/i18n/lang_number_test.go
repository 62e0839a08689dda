package i18n

import (
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
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

func TestLocalizeNumbers(t *testing.T) {
	const nb = "\u00a0"
	cases := []struct{ in, want string }{
		{"10,000 IOPS × 4 KB = 40 MB/s × 8", "10" + nb + "000 IOPS × 4 KB = 40 MB/s × 8"},
		{"448 Mbps × 1.4 × 1.25", "448 Mbps × 1,4 × 1,25"},
		{"1,925.12 MB", "1" + nb + "925,12 MB"},
		{"(−57 %) and 0.0044 USD/IOPS, $0.004/IOPS", "(−57 %) and 0,0044 USD/IOPS, $0,004/IOPS"},
		{"⌈6,401 desktops / 144⌉", "⌈6" + nb + "401 desktops / 144⌉"},
		{"×1.5 and ÷1.33", "×1,5 and ÷1,33"},
		{"-1,234.5", "-1" + nb + "234,5"},
		// left alone
		{"vSAN 6", "vSAN 6"},
		{"RAID-5, FTT=1", "RAID-5, FTT=1"},
		{"vSAN 6.0 and vSphere 5.5", "vSAN 6.0 and vSphere 5.5"},
		{"vSAN 6.0's measured loss", "vSAN 6.0's measured loss"},
		{"HCIBench 2.4.0, 7.0 U1", "HCIBench 2.4.0, 7.0 U1"},
		{"5 for 5.x; 6 for 6.0 and later", "5 for 5.x; 6 for 6.0 and later"},
		{"since 2015", "since 2015"},
		{"write_iops, v1.2, sched.mem.pshare.salt, 10.0.0.1", "write_iops, v1.2, sched.mem.pshare.salt, 10.0.0.1"},
		{"RAID-1,000", "RAID-1,000"},
		{"vms=VM2,esx1,2500,,5000,", "vms=VM2,esx1,2500,,5000,"},
		{"1,2,3", "1,2,3"},
		{"shared/reference/003", "shared/reference/003"},
		{"4KB", "4KB"},
		{"", ""},
	}
	for _, c := range cases {
		if got := LocalizeNumbers(RU, c.in); got != c.want {
			t.Errorf("LocalizeNumbers(ru, %q) = %q, want %q", c.in, got, c.want)
		}
		if got := LocalizeNumbers(EN, c.in); got != c.in {
			t.Errorf("LocalizeNumbers(en, %q) = %q", c.in, got)
		}
	}
}

func TestPluralAndUnit(t *testing.T) {
	for n, want := range map[float64]string{0: "хостов", 1: "хост", 2: "хоста", 4: "хоста", 5: "хостов", 11: "хостов", 12: "хостов",
		14: "хостов", 21: "хост", 22: "хоста", 25: "хостов", 101: "хост", 111: "хостов", 1.5: "хоста"} {
		if got := Unit(RU, "hosts", n); got != want {
			t.Errorf("Unit(ru, hosts, %v) = %q, want %q", n, got, want)
		}
	}
	if got := Unit(EN, "hosts", 1); got != "hosts" {
		t.Errorf("Unit(en) = %q", got)
	}
	if got := Quantity(RU, 1234.5, "Mbps"); got != "1\u00a0234,5 Мбит/с" {
		t.Errorf("Quantity = %q", got)
	}
	if got := Quantity(EN, 3, "hosts"); got != "3 hosts" {
		t.Errorf("Quantity(en) = %q", got)
	}
	if got := Plural(EN, 1, "host", "", "hosts") + Plural(EN, 2, "host", "", "hosts"); got != "hosthosts" {
		t.Errorf("Plural(en) = %q", got)
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

func TestTextEnglishUnchanged(t *testing.T) {
	for _, s := range []string{"must be 0 or more", "Write IOPS", "The inter-site link of 100 Mbps is below the 560 Mbps required: writes will queue and latency will rise at both sites."} {
		if got := Text(EN, s); got != s {
			t.Errorf("Text(en, %q) = %q", s, got)
		}
	}
	if got := Text(RU, "The inter-site link of 100 Mbps is below the 1,560.5 Mbps required: writes will queue and latency will rise at both sites."); got != "Канал между площадками 100 Мбит/с меньше требуемых 1\u00a0560,5 Мбит/с: операции записи будут вставать в очередь, и задержки вырастут на обеих площадках." {
		t.Errorf("warning: %q", got)
	}
	if got := Text(RU, `unknown field "hosts"; did you mean "host"?`); got != "неизвестное поле «hosts»; возможно, имелось в виду «host»?" {
		t.Errorf("ids must stay: %q", got)
	}
	if got := Text(RU, "VM line 3, column 3 (shares): must be a number of shares or \"low\", \"normal\" or \"high\""); got != `ВМ в строке 3, столбец 3 (shares): должно быть числом долей или "low", "normal" или "high"` {
		t.Errorf("codec: %q", got)
	}
	// Something the catalogue does not know keeps its words, with Russian numbers.
	if got := Text(RU, "Brand new 1,000.5 thing"); got != "Brand new 1\u00a0000,5 thing" {
		t.Errorf("unknown: %q", got)
	}
}
