package i18n

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// pair is one entry of the engine catalogue: an English string as the
// engine produces it, or an English template whose {0}, {1}… stand for the
// parts that change (numbers, names, ids), and its Russian translation.
//
// In the Russian text a placeholder may say how its part is rendered:
//
//	{0}           the part with its numbers in Russian form (LocalizeNumbers)
//	{0:t}         the part translated with Text (it is engine English itself)
//	{0:l}         a ", "-separated list of engine English, each item translated
//	{0:s}         the part verbatim (a name or an id the user gave)
//	{0|a|b|c}     not the part but the Russian word form agreeing with the
//	              number in part 0: a for 1, 21…; b for 2–4, 22–24…; c for
//	              5–20, 25…, 11–14; b for fractions ("1,5 хоста")
type pair struct{ en, ru string }

// template is a compiled English template.
type template struct {
	en, ru   string
	re       *regexp.Regexp
	groups   []int // placeholder index of each capture group
	prefix   string
	suffix   string
	literals int
}

var (
	catalogOnce sync.Once
	exactRU     map[string]string
	templates   []*template

	cacheMu sync.Mutex
	cache   = map[string]string{}
)

// maxCache bounds the memo of translated dynamic strings.
const maxCache = 8192

var (
	enPlaceholder = regexp.MustCompile(`\{(\d+)\}`)
	ruPlaceholder = regexp.MustCompile(`\{(\d+)(?::([tls]))?((?:\|[^|{}]*){3})?\}`)
)

func loadCatalog() {
	catalogOnce.Do(func() {
		exactRU = make(map[string]string, len(engineCatalog))
		for _, p := range engineCatalog {
			if !enPlaceholder.MatchString(p.en) {
				exactRU[p.en] = p.ru
				continue
			}
			templates = append(templates, compile(p))
		}
		slices.SortStableFunc(templates, func(a, b *template) int {
			if a.literals != b.literals {
				return b.literals - a.literals
			}
			return strings.Compare(a.en, b.en)
		})
	})
}

// compile turns an English template into an anchored regexp: its literal
// text quoted, each placeholder a non-greedy group.
func compile(p pair) *template {
	t := &template{en: p.en, ru: p.ru}
	var re strings.Builder
	re.WriteString(`(?s)^`)
	last := 0
	locs := enPlaceholder.FindAllStringSubmatchIndex(p.en, -1)
	for k, m := range locs {
		lit := p.en[last:m[0]]
		if k == 0 {
			t.prefix = lit
		}
		t.literals += len(lit)
		re.WriteString(regexp.QuoteMeta(lit))
		re.WriteString(`(.+?)`)
		n, _ := strconv.Atoi(p.en[m[2]:m[3]])
		t.groups = append(t.groups, n)
		last = m[1]
	}
	t.suffix = p.en[last:]
	t.literals += len(t.suffix)
	re.WriteString(regexp.QuoteMeta(t.suffix))
	re.WriteString(`$`)
	t.re = regexp.MustCompile(re.String())
	return t
}

// match returns the parts of s by placeholder index, or false.
func (t *template) match(s string) (map[int]string, bool) {
	if !strings.HasPrefix(s, t.prefix) || !strings.HasSuffix(s, t.suffix) {
		return nil, false
	}
	m := t.re.FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	parts := make(map[int]string, len(t.groups))
	for g, n := range t.groups {
		v := m[g+1]
		if prev, ok := parts[n]; ok && prev != v {
			return nil, false // a repeated placeholder must repeat its part
		}
		parts[n] = v
	}
	return parts, true
}

// Text translates a string the engine produced (a calculator's title,
// question, field label, hint or unit, an output label, an Alternative or
// Option label, a step's label, formula or unit, a warning, a validation
// message, a chart's text or a link's label) into lang. English strings are
// returned as they are. For Russian, a string in the catalogue is returned
// translated, with its numbers in Russian form; a string the catalogue does
// not know is returned with only its numbers localized, so nothing is lost.
//
// Sources are not translated: they cite documents by their titles and
// quote them, and stay in the language of the document. Choice values
// ("raid5-ftt1", "vdi") and result values that are ids ("cpu", "soft") are
// identifiers of the contract and stay as they are too.
func Text(lang Lang, s string) string {
	if lang != RU || s == "" {
		return s
	}
	return ruText(s, 0)
}

// Texts is Text over a list (warnings), in a new slice.
func Texts(lang Lang, list []string) []string {
	if list == nil {
		return nil
	}
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = Text(lang, s)
	}
	return out
}

// maxDepth bounds the translation of parts that are engine English
// themselves ({0:t}).
const maxDepth = 4

func ruText(s string, depth int) string {
	loadCatalog()
	if r, ok := exactRU[s]; ok {
		return r
	}
	cacheMu.Lock()
	r, ok := cache[s]
	cacheMu.Unlock()
	if ok {
		return r
	}
	r, ok = translateTemplate(s, depth)
	if !ok {
		r = LocalizeNumbers(RU, s)
	}
	cacheMu.Lock()
	if len(cache) >= maxCache {
		clear(cache)
	}
	cache[s] = r
	cacheMu.Unlock()
	return r
}

// translated reports whether Text(RU, s) found s in the catalogue (exactly
// or by a template), rather than returning it with only its numbers changed.
func translated(s string) bool {
	loadCatalog()
	if _, ok := exactRU[s]; ok {
		return true
	}
	_, ok := translateTemplate(s, 0)
	return ok
}

func translateTemplate(s string, depth int) (string, bool) {
	if depth > maxDepth {
		return "", false
	}
	for _, t := range templates {
		parts, ok := t.match(s)
		if !ok {
			continue
		}
		return render(t.ru, parts, depth), true
	}
	return "", false
}

// render fills the Russian text of a template with the parts.
func render(ru string, parts map[int]string, depth int) string {
	return ruPlaceholder.ReplaceAllStringFunc(ru, func(ph string) string {
		m := ruPlaceholder.FindStringSubmatch(ph)
		n, _ := strconv.Atoi(m[1])
		part := parts[n]
		if m[3] != "" {
			forms := strings.Split(m[3][1:], "|")
			return forms[pluralForm(part)]
		}
		switch m[2] {
		case "s":
			return part
		case "t":
			return ruText(part, depth+1)
		case "l":
			items := strings.Split(part, ", ")
			for i, it := range items {
				items[i] = ruText(it, depth+1)
			}
			return strings.Join(items, ", ")
		}
		return LocalizeNumbers(RU, part)
	})
}

// pluralForm returns the index (0 one, 1 few, 2 many) of the Russian word
// form that agrees with the number written in s ("1", "22", "1,000", "1.5"
// or their Russian forms); 2 when s holds no number.
func pluralForm(s string) int {
	t := strings.Map(func(r rune) rune {
		switch r {
		case ',', ' ', '\u00a0', '\u202f':
			return -1
		}
		return r
	}, strings.TrimSpace(s))
	x, err := strconv.ParseFloat(t, 64)
	if err != nil {
		return 2
	}
	if x != math.Trunc(x) {
		return 1
	}
	n := int64(math.Abs(x))
	switch {
	case n%10 == 1 && n%100 != 11:
		return 0
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return 1
	}
	return 2
}

// Plural picks the Russian word form that agrees with n: one for 1, 21…,
// few for 2–4, 22–24… (and fractions), many for 0, 5–20, 25…. For English
// callers it picks one for 1 and many otherwise, so it also serves English
// "1 host" / "2 hosts".
func Plural(lang Lang, n float64, one, few, many string) string {
	if lang != RU {
		if n == 1 {
			return one
		}
		return many
	}
	return [3]string{one, few, many}[pluralForm(strconv.FormatFloat(n, 'f', -1, 64))]
}
