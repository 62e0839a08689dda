// Package i18n is the Russian and English of the Sizewise web app: the
// language choice, the UI's own strings and numbers in each language's
// form. It is pure Go (no go-app, no syscall/js), so it is tested natively
// and the static prerender uses it too.
//
// # Language
//
// Lang is "en" or "ru". Parse reads any tag ("ru-RU", "en-US;q=0.8");
// FromAcceptLanguage picks from navigator.languages or an Accept-Language
// header; Choose applies the order the UI needs: the "lang" query parameter
// (QueryParam), then the remembered choice (localStorage key StorageKey), then
// the browser. English is the default.
//
// # The UI's strings and the engine's
//
// The UI's own strings ("Copy link", "Worked steps", "Save to plan") are
// looked up by stable keys ("results.copy_link") with T. A key names a place
// in the interface, so the English wording can change without breaking the
// Russian. The English is here (uiCatalog); the Russian is in the language's
// catalogue ("ui" in engine/msg/catalog/ru.json, see package msg), and the
// test compares the two key by key.
//
// The engine's words are not here: every calculator writes them as data
// (package engine/msg: registered keys with an English template, other
// languages from their catalogues, and typed arguments), rendered in the
// reader's language when they are shown.
// Sources are cited by their documents' titles, in the documents' language;
// choice values, field names and calculator ids are identifiers of the
// contract: a document and a share link carry them, but a text a reader is
// shown names a field by its label and a choice by its label.
//
// The coverage tests are the "no untranslated string" guarantee. Over
// each calculator's examples (calc.Spec.Examples, kept in its package:
// good inputs reaching every warning and step branch, bad inputs, bad
// share-link queries), bad documents (corpus_test.go) and over inputs derived from the registry alone (sweep_test.go:
// every combination of every calculator's choices and switches, every
// number at the edges of its range, alone and with each choice), they
// render every label, step, warning, source, link, chart text and problem
// in Russian and fail on any English word left in it and on a field's or
// choice's identifier in either language; what a message quotes (the
// user's names, a document's keys, the documents it cites), units and
// product names aside (texts_test.go). TestEveryKeyHasRussian holds every
// registered message's templates to the same rules. A new calculator fails
// until it gives its examples (engine/all's TestEveryCalculatorHasExamples).
//
// # Numbers
//
// FormatNumber formats like msg.FormatNum in the language's form: en
// "1,234.5", ru "1 234,5" with U+00A0 NO-BREAK SPACE between thousands
// (GroupSep, the separator Intl.NumberFormat("ru") uses; calc.ParseNumber
// reads it back) and a decimal comma.
package i18n
