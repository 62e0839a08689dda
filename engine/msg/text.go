package msg

// Text is a fixed text in every language: a label, a hint, a title. The
// zero Text is empty.
type Text struct {
	EN, RU string
	legacy bool // English only, translated by LegacyTranslator (Legacy)
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
	if t.legacy && lang != EN && LegacyTranslator != nil {
		return LegacyTranslator(lang, t.EN)
	}
	return t.EN
}

// Legacy is a Text known only in English, from code that still writes
// finished English sentences; LegacyTranslator translates it when it is
// read. It exists while calculators move to keys: Text and Message with
// both languages are the way to write new text.
func Legacy(en string) Text { return Text{EN: en, legacy: true} }

// LegacyMessage is a Message of a Legacy text.
func LegacyMessage(en string) Message { return Fixed(Legacy(en)) }

// IsLegacy reports whether t is a Legacy text.
func (t Text) IsLegacy() bool { return t.legacy }

// LegacyTranslator translates a Legacy text into lang (the app's catalogue
// of English sentences sets it); nil leaves it in English.
var LegacyTranslator func(lang Lang, en string) string

// String is the English text.
func (t Text) String() string { return t.EN }

// IsZero reports whether t has no text.
func (t Text) IsZero() bool { return t.EN == "" && t.RU == "" }
