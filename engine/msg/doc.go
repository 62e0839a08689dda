// Package msg holds every word Sizewise writes as data: a fixed Text, or a
// Message, which is a registered Key (a template) with typed arguments (a
// number, a quantity with its Unit, a reference to an input field, a choice
// value, a nested message). Nothing is rendered until a reader's language
// is known, and then each argument is rendered by that language's rules:
// numbers with its separators ("10 000,5"), units and counted nouns in the
// form that agrees with the number ("2 хоста", "5 хостов"), a field
// reference as the field's label, a choice value as its label.
//
// # One catalogue per language
//
// English is the source language: the Go sources hold only English
// (NewKey("pkg.id", "English {0}"), T("English"), the units' English forms,
// app/i18n's UI strings). Every other language is a catalogue, a JSON file
// of data (engine/msg/catalog/ru.json: "keys" by key id, "texts" by English
// text, "ui" by UI key, "units" by unit), loaded with Load. Text.In,
// Key.Template, Unit.In and app/i18n's T look a text up in the reader's
// language's catalogue and fall back to English; the tests fail on any
// missing translation (Verify; scripts/catalogue -check; the pseudo-locale
// test in app/plans), so the fallback is never what ships.
//
// The catalogues reach the programs as data: package catalog embeds them
// for the native CLI and site build and for the engine worker; app.wasm
// carries none, and web/boot.js fetches the reader's (a versioned static
// file under /web/, precached by the service worker) for the app to load
// before its first render.
//
// Adding a language: write engine/msg/catalog/<lang>.json with every entry
// of ru.json translated (units with one form, or one per plural category),
// add the language to catalog.Langs, msg's Lang constants and Plural (its
// plural rule), and to app/i18n.Langs; the completeness tests then say
// what is missing.
//
// The model is golang.org/x/text/message's (a catalogue of format strings
// per language, arguments formatted by the locale), without its tables:
// every byte of the engine ships to browsers in app.wasm.
//
// Templates use {0}, {1}… for the arguments; {0|one|other} (English) and
// {0|one|few|many} (Russian) choose the word form agreeing with argument
// 0's number. Braces that are not a placeholder are text (JSON examples).
//
// Writing the old two-language forms (NewKey(id, en, ru), T(en, ru)) is
// still fine on a branch: `go run ./scripts/catalogue` moves their Russian
// into the catalogue, and refuses when one English text would get two
// Russian texts (harmonise them, or give the text a key: Key.Text).
package msg
