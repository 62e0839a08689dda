package msg

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"sync"
)

// Catalogue is one language's translations of the English source texts, as
// the file engine/msg/catalog/<lang>.json holds them (scripts/catalogue
// writes it).
type Catalogue struct {
	// Keys are the templates of the registered keys (NewKey), by id.
	Keys map[string]string `json:"keys"`
	// Texts are the fixed texts (T), by their English.
	Texts map[string]string `json:"texts"`
	// UI are app/i18n's strings, by UI key.
	UI map[string]string `json:"ui"`
	// Units are the units' forms, by Unit: one form (a symbol), or one per
	// plural category of the language (Plural: one, few, many).
	Units map[string][]string `json:"units"`
}

const (
	sectionKeys = iota
	sectionTexts
	sectionUI
)

var (
	catMu      sync.RWMutex
	catalogues = map[Lang]*Catalogue{}
)

// ErrSourceLanguage is returned by Load for English: it is the language of
// the sources, and has no catalogue.
var ErrSourceLanguage = errors.New("msg: English is the source language and takes no catalogue")

// LoadError is a catalogue that could not be loaded.
type LoadError struct {
	Lang Lang
	Err  error
}

func (e *LoadError) Error() string {
	return fmt.Sprintf("msg: the %s catalogue: %v", e.Lang, e.Err)
}

func (e *LoadError) Unwrap() error { return e.Err }

// Load reads the catalogue of lang (JSON, as Catalogue) and adds it to the
// entries already loaded for lang (a later entry replaces an earlier one).
// Nothing is loaded when it fails: a *LoadError says why (not JSON, an
// unknown section, a unit with the wrong number of forms; ErrSourceLanguage
// for English).
func Load(lang Lang, data []byte) error {
	var c Catalogue
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return &LoadError{lang, err}
	}
	return Register(lang, c)
}

// Register adds c to the catalogue of lang, as Load does.
func Register(lang Lang, c Catalogue) error {
	if lang == EN || lang == "" {
		return &LoadError{lang, ErrSourceLanguage}
	}
	for u, forms := range c.Units {
		if len(forms) != 1 && len(forms) != 3 {
			return &LoadError{lang, fmt.Errorf("unit %q has %d forms; it needs 1 (a symbol) or 3 (one, few, many)", u, len(forms))}
		}
	}
	catMu.Lock()
	defer catMu.Unlock()
	cur := catalogues[lang]
	if cur == nil {
		cur = &Catalogue{Keys: map[string]string{}, Texts: map[string]string{}, UI: map[string]string{}, Units: map[string][]string{}}
		catalogues[lang] = cur
	}
	for k, v := range c.Keys {
		cur.Keys[k] = v
	}
	for k, v := range c.Texts {
		cur.Texts[k] = v
	}
	for k, v := range c.UI {
		cur.UI[k] = v
	}
	for k, v := range c.Units {
		cur.Units[k] = append([]string(nil), v...)
	}
	return nil
}

// Loaded reports whether lang has a catalogue (English always has: its
// texts are the sources).
func Loaded(lang Lang) bool {
	if lang == EN {
		return true
	}
	catMu.RLock()
	defer catMu.RUnlock()
	return catalogues[lang] != nil
}

// LoadedLangs are English and the languages with a catalogue, sorted after
// English.
func LoadedLangs() []Lang {
	catMu.RLock()
	defer catMu.RUnlock()
	out := []Lang{EN}
	for l := range catalogues {
		out = append(out, l)
	}
	sort.Slice(out[1:], func(i, j int) bool { return out[1+i] < out[1+j] })
	return out
}

// Unload forgets lang's catalogue (for tests and tools).
func Unload(lang Lang) {
	catMu.Lock()
	defer catMu.Unlock()
	delete(catalogues, lang)
}

// CatalogueOf is a copy of lang's catalogue (nil when none is loaded).
func CatalogueOf(lang Lang) *Catalogue {
	catMu.RLock()
	defer catMu.RUnlock()
	cur := catalogues[lang]
	if cur == nil {
		return nil
	}
	out := &Catalogue{Keys: map[string]string{}, Texts: map[string]string{}, UI: map[string]string{}, Units: map[string][]string{}}
	for k, v := range cur.Keys {
		out.Keys[k] = v
	}
	for k, v := range cur.Texts {
		out.Texts[k] = v
	}
	for k, v := range cur.UI {
		out.UI[k] = v
	}
	for k, v := range cur.Units {
		out.Units[k] = append([]string(nil), v...)
	}
	return out
}

func lookup(lang Lang, section int, id string) (string, bool) {
	catMu.RLock()
	defer catMu.RUnlock()
	c := catalogues[lang]
	if c == nil {
		return "", false
	}
	var s string
	var ok bool
	switch section {
	case sectionKeys:
		s, ok = c.Keys[id]
	case sectionTexts:
		s, ok = c.Texts[id]
	case sectionUI:
		s, ok = c.UI[id]
	}
	return s, ok
}

func catalogueUnit(lang Lang, u Unit) ([]string, bool) {
	catMu.RLock()
	defer catMu.RUnlock()
	c := catalogues[lang]
	if c == nil {
		return nil, false
	}
	f, ok := c.Units[string(u)]
	return f, ok
}

// UIText is app/i18n's UI string key in lang, from lang's catalogue.
func UIText(lang Lang, key string) (string, bool) { return lookup(lang, sectionUI, key) }

// Verify lists what lang's catalogue lacks or gets wrong among what is
// registered in this program: a key with no translation, or whose
// translation uses other arguments than its English; a known unit with no
// forms. (Fixed texts and UI strings are not registered: scripts/catalogue
// checks them against the sources.) Sorted; empty when all is well.
func Verify(lang Lang) []string {
	var out []string
	for _, k := range Keys() {
		s, ok := lookup(lang, sectionKeys, k.id)
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("key %s: no %s template", k.id, lang))
		case placeholders(s) != placeholders(k.en):
			out = append(out, fmt.Sprintf("key %s: English uses arguments %s, %s %s", k.id, placeholders(k.en), lang, placeholders(s)))
		default:
			if err := checkPlurals(lang, s); err != nil {
				out = append(out, fmt.Sprintf("key %s: %v", k.id, err))
			}
		}
	}
	for _, u := range Units() {
		if u == None || units[u].en[0] == "" {
			continue
		}
		if _, ok := catalogueUnit(lang, u); !ok {
			out = append(out, fmt.Sprintf("unit %q: no %s forms", u, lang))
		}
	}
	sort.Strings(out)
	return out
}

// checkPlurals checks that every plural placeholder of a template in lang
// has the language's number of forms (English 2, Russian 3).
func checkPlurals(lang Lang, t string) error {
	want := 2
	if lang == RU {
		want = 3
	}
	for {
		i := bytes.IndexByte([]byte(t), '{')
		if i < 0 {
			return nil
		}
		j := bytes.IndexByte([]byte(t[i:]), '}')
		if j < 0 {
			return nil
		}
		if _, forms, ok := parsePlaceholder(t[i+1 : i+j]); ok && forms != nil && len(forms) != want {
			return fmt.Errorf("plural %q has %d forms; %s needs %d", t[i:i+j+1], len(forms), lang, want)
		}
		t = t[i+j+1:]
	}
}
