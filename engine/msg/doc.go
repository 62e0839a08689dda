// Package msg holds every word Sizewise writes as data: a fixed Text in each
// language, or a Message, which is a registered Key (a template per
// language) with typed arguments (a number, a quantity with its Unit, a
// reference to an input field, a choice value, a nested message). Nothing is
// rendered until a reader's language is known, and then each argument is
// rendered by that language's rules: numbers with its separators
// ("10 000,5"), units and counted nouns in the form that agrees with the
// number ("2 хоста", "5 хостов"), a field reference as the field's label,
// a choice value as its label.
//
// The model is golang.org/x/text/message's (a catalogue of format strings
// per language, arguments formatted by the locale), without its tables:
// Sizewise needs two languages and the Russian plural rule, and every byte
// of the engine ships to browsers in app.wasm.
//
// Templates use {0}, {1}… for the arguments; {0|one|other} (English) and
// {0|one|few|many} (Russian) choose the word form agreeing with argument
// 0's number. Braces that are not a placeholder are text (JSON examples).
package msg
