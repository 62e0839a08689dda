package msg

// Text is a fixed text in every language: a label, a hint, a title. The
// zero Text is empty.
type Text struct {
	EN, RU string
}

// T returns the Text whose English is en and Russian ru.
func T(en, ru string) Text { return Text{EN: en, RU: ru} }

// Same is a Text that reads the same in every language (a product name, a
// formula in symbols).
func Same(s string) Text { return Text{EN: s, RU: s} }

// In is t in lang (English when lang has no text).
func (t Text) In(lang Lang) string {
	if lang == RU && t.RU != "" {
		return t.RU
	}
	return t.EN
}

// String is the English text.
func (t Text) String() string { return t.EN }

// IsZero reports whether t has no text.
func (t Text) IsZero() bool { return t.EN == "" && t.RU == "" }
