package msg

import (
	"errors"
	"fmt"
	"testing"
)

type ctx map[string]Text

func (c ctx) FieldLabel(name string) (Text, bool) { t, ok := c[name]; return t, ok }
func (c ctx) ChoiceLabel(name, value string) (Text, bool) {
	t, ok := c[name+"="+value]
	return t, ok
}

var testCtx = ctx{
	"components":        T("vSAN components"),
	"policy=raid5-ftt1": T("RAID-5, FTT=1 (erasure coding)"),
}

var (
	kLink  = NewKey("test.link", "The inter-site link of {0} is below the {1} required.")
	kHosts = NewKey("test.hosts", "{0} {0|host|hosts} in {1}")
	kField = NewKey("test.field", "{0} is 0, so the witness link is not sized.")
	kJSON  = NewKey("test.json", `expected {"calculator": ...}, not {0}`)
	kWrap  = NewKey("test.wrap", "Problem: {0}")
)

func TestRender(t *testing.T) {
	tests := []struct {
		name   string
		m      Message
		en, ru string
	}{
		{"quantities", kLink.With(Qty(500, Mbps), Qty(1120, Mbps)),
			"The inter-site link of 500 Mbps is below the 1,120 Mbps required.",
			"Межплощадочный канал 500 Мбит/с меньше требуемых 1\u00a0120 Мбит/с."},
		{"plural one", kHosts.With(Int(1), Str("Cluster-A")), "1 host in Cluster-A", "1 хост в Cluster-A"},
		{"plural few", kHosts.With(Int(3), Str("Cluster-A")), "3 hosts in Cluster-A", "3 хоста в Cluster-A"},
		{"plural many", kHosts.With(Int(11), Str("A")), "11 hosts in A", "11 хостов в A"},
		{"plural 21", kHosts.With(Int(21), Str("A")), "21 hosts in A", "21 хост в A"},
		{"plural fraction", kHosts.With(Num(1.5), Str("A")), "1.5 hosts in A", "1,5 хоста в A"},
		{"field label", kField.With(Field("components")),
			"“vSAN components” is 0, so the witness link is not sized.",
			"«Компоненты vSAN» равно 0, поэтому канал к свидетелю не рассчитан."},
		{"JSON braces are text", kJSON.With(Code("a list")), `expected {"calculator": ...}, not a list`, `ожидается {"calculator": ...}, а не a list`},
		{"nested", kWrap.With(Sub(kHosts.With(Int(2), Str("B")))), "Problem: 2 hosts in B", "Проблема: 2 хоста в B"},
		{"choice label", kWrap.With(Choice("policy", "raid5-ftt1")), "Problem: RAID-5, FTT=1 (erasure coding)", "Проблема: RAID-5, FTT=1 (кодирование с избыточностью)"},
		{"list", kWrap.With(Codes([]string{"plan", "scenarios"})), "Problem: plan, scenarios", "Проблема: plan, scenarios"},
		{"fixed", Fixed(T("Reads stay local")), "Reads stay local", "Чтения остаются локальными"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.m.In(EN, testCtx); got != tc.en {
				t.Errorf("en: %q, want %q", got, tc.en)
			}
			if got := tc.m.In(RU, testCtx); got != tc.ru {
				t.Errorf("ru: %q, want %q", got, tc.ru)
			}
		})
	}
}

// Without a context a field reference is its JSON name (the CLI's error
// paths use them too).
func TestRenderNoContext(t *testing.T) {
	if got := kField.With(Field("components")).String(); got != "components is 0, so the witness link is not sized." {
		t.Errorf("%q", got)
	}
}

func TestFormatNum(t *testing.T) {
	for _, tc := range []struct {
		x      float64
		en, ru string
	}{
		{10000, "10,000", "10\u00a0000"},
		{1.2017, "1.2", "1,2"},
		{0.0042, "0.0042", "0,0042"},
		{-1234.5, "-1,234.5", "-1\u00a0234,5"},
		{560, "560", "560"},
		{0, "0", "0"},
		{1925.12, "1,925.12", "1\u00a0925,12"},
		// Very small and very large magnitudes: compact, sign kept.
		{1e-300, "1 × 10⁻³⁰⁰", "1 × 10⁻³⁰⁰"},
		{-1.66e-316, "-1.66 × 10⁻³¹⁶", "-1,66 × 10⁻³¹⁶"},
		{0.000001, "0.000001", "0,000001"},
		{9.99999e-7, "1 × 10⁻⁶", "1 × 10⁻⁶"},
		{1e15, "1 × 10¹⁵", "1 × 10¹⁵"},
		{1.5e300, "1.5 × 10³⁰⁰", "1,5 × 10³⁰⁰"},
		{999_999_999_999_999, "999,999,999,999,999", "999\u00a0999\u00a0999\u00a0999\u00a0999"},
	} {
		if got := FormatNum(EN, tc.x); got != tc.en {
			t.Errorf("FormatNum(en, %v) = %q, want %q", tc.x, got, tc.en)
		}
		if got := FormatNum(RU, tc.x); got != tc.ru {
			t.Errorf("FormatNum(ru, %v) = %q, want %q", tc.x, got, tc.ru)
		}
	}
}

func TestPlural(t *testing.T) {
	want := map[float64]int{0: 2, 1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 14: 2, 21: 0, 22: 1, 25: 2, 101: 0, 111: 2, 1.5: 1}
	for n, p := range want {
		if got := Plural(RU, n); got != p {
			t.Errorf("Plural(ru, %v) = %d, want %d", n, got, p)
		}
	}
	if Plural(EN, 1) != 0 || Plural(EN, 2) != 2 || Plural(EN, 0) != 2 {
		t.Error("English plural")
	}
}

// NewKey refuses an empty id, no English and a duplicate id; a translation
// with other arguments than the English is Verify's to find.
func TestNewKeyRefuses(t *testing.T) {
	for _, tc := range []struct{ id, en string }{
		{"", "a"},
		{"x.no-en", ""},
		{"test.link", "dup"},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("NewKey(%q, %q) did not panic", tc.id, tc.en)
				}
			}()
			NewKey(tc.id, tc.en)
		}()
	}
}

func TestUnits(t *testing.T) {
	if got := Host.In(RU, 5); got != "хостов" {
		t.Errorf("%q", got)
	}
	if got := Host.In(EN, 1); got != "host" {
		t.Errorf("%q", got)
	}
	if got := Unit("furlong").In(RU, 2); got != "furlong" {
		t.Errorf("unknown unit: %q", got)
	}
	for _, u := range Units() {
		if u != None && u != Ratio && (u.In(EN, 2) == "" || u.In(RU, 2) == "") {
			t.Errorf("unit %q has an empty form", u)
		}
	}
}

func ExampleKey_With() {
	k := NewKey("example.hosts", "{0} {0|host|hosts} required")
	m := k.With(Int(52))
	fmt.Println(m.In(EN, nil))
	fmt.Println(m.In(RU, nil))
	// Output:
	// 52 hosts required
	// Требуется 52 хоста
}

type sayErr struct{}

func (sayErr) Error() string       { return "in English" }
func (sayErr) In(lang Lang) string { return "на языке " + string(lang) }

// ErrorIn says an engine error in the reader's language, through wrapping,
// and any other error in its own words.
func TestErrorIn(t *testing.T) {
	if got := ErrorIn(fmt.Errorf("reading: %w", sayErr{}), RU); got != "на языке ru" {
		t.Errorf("wrapped: %q", got)
	}
	if got := ErrorIn(errors.New("disk full"), RU); got != "disk full" {
		t.Errorf("plain: %q", got)
	}
}
