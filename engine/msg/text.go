package msg

// Text is a fixed text: a label, a hint, a title. Its English is the source;
// other languages come from their catalogues (Load), by the English text or,
// for a Text made by Key.Text, by the key's id. The zero Text is empty.
type Text struct {
	EN   string
	key  string   // Key.Text: translated by the key's id
	same bool     // Same: every language reads EN
	own  *[]local // Given: translations that came with the text
}

type local struct {
	lang Lang
	s    string
}

// T returns the Text whose English is en; other languages' come from their
// catalogues (engine/msg/catalog/<lang>.json, written by scripts/catalogue).
func T(en string) Text { return Text{EN: en} }

// Same is a Text that reads the same in every language (a product name, a
// formula in symbols).
func Same(s string) Text { return Text{EN: s, same: true} }

// Given is the Text en whose translation into lang is s, given with it
// rather than from a catalogue (a title read from a translated document).
// Later Given calls add languages.
func (t Text) Given(lang Lang, s string) Text {
	var own []local
	if t.own != nil {
		own = append(own, *t.own...)
	}
	own = append(own, local{lang, s})
	t.own = &own
	return t
}

// In is t in lang: its catalogue's text, or English when lang has none.
func (t Text) In(lang Lang) string {
	if lang == EN || t.same || t.EN == "" {
		return t.EN
	}
	if t.own != nil {
		for i := len(*t.own) - 1; i >= 0; i-- {
			if l := (*t.own)[i]; l.lang == lang {
				return l.s
			}
		}
	}
	if t.key != "" {
		if s, ok := lookup(lang, sectionKeys, t.key); ok {
			return s
		}
		return t.EN
	}
	if s, ok := lookup(lang, sectionTexts, t.EN); ok {
		return s
	}
	return t.EN
}

// Translated reports whether t has a text of its own in lang (English and
// Same always have).
func (t Text) Translated(lang Lang) bool {
	if lang == EN || t.same || t.EN == "" {
		return true
	}
	if t.own != nil {
		for _, l := range *t.own {
			if l.lang == lang {
				return true
			}
		}
	}
	if t.key != "" {
		_, ok := lookup(lang, sectionKeys, t.key)
		return ok
	}
	_, ok := lookup(lang, sectionTexts, t.EN)
	return ok
}

// String is the English text.
func (t Text) String() string { return t.EN }

// IsZero reports whether t has no text.
func (t Text) IsZero() bool { return t.EN == "" }
