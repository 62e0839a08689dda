// Package i18n is the Russian and English of the Sizewise web app: the
// language choice, the UI's own strings, the translation of the text the
// engine produces, and numbers in each language's form. It is pure Go (no
// go-app, no syscall/js), so it is tested natively and the static prerender
// uses it too.
//
// # Language
//
// Lang is "en" or "ru". Parse reads any tag ("ru-RU", "en-US;q=0.8");
// FromAcceptLanguage picks from navigator.languages or an Accept-Language
// header; Choose applies the order the UI needs: the "lang" query parameter
// (QueryParam), then the remembered choice (localStorage key StorageKey), then
// the browser. English is the default.
//
// # Two catalogues, two kinds of key
//
// The UI's own strings ("Copy link", "Worked steps", "Save to plan") are
// looked up by stable keys ("results.copy_link") with T. A key names a place
// in the interface, so the English wording can change without breaking the
// Russian, and the test compares the two catalogues key by key.
//
// The engine's text is keyed by the English text itself, with Text. The
// engine is, and stays, English only: its strings are part of the CLI output
// and of the CONTRACT.md documents, and they carry numbers and names
// ("The inter-site link of 100 Mbps is below the 560 Mbps required: …").
// Giving each a key would mean changing every calculator and the contract;
// instead the engine catalogue (catalog_engine.go) lists each English string
// or template — the fmt format with {0}, {1}… for the parts that change — and
// its Russian. Each template is compiled once into an anchored regexp; Text
// finds the template that matches (exact strings first, then templates with
// the most literal text first), and renders the Russian with the captured
// parts: numbers rewritten in Russian form, engine English translated in turn
// ({0:t}, {0:l}), names the user typed left verbatim ({0:s}), and word forms
// agreeing with a number ({0|хост|хоста|хостов}). A string the catalogue does
// not know comes back with only its numbers localized, never lost.
//
// Sources are not translated: they cite documents (VMware guides, the
// Russian articles of shared/reference) by title and quote them, and stay in
// the language of the document. Choice values ("raid5-ftt1", "vdi"), field
// names and calculator ids are identifiers of the contract and stay as they
// are in both languages.
//
// The coverage test (coverage_test.go) is the "no untranslated string"
// guarantee: it evaluates every registered calculator over a corpus of good
// inputs (one per warning and step branch), bad inputs (every Check branch
// and field rule), bad share-link queries and bad documents, and requires
// every English string produced to be translated or language-neutral, with no
// English word left in the Russian. A new calculator fails it until its
// corpus and translations are added (I18N_DUMP=file go test -run
// TestDumpCorpus lists what is missing).
//
// # Numbers
//
// FormatNumber formats like scenario.Num (same rounding: it rewrites Num's
// output) in the language's form: en "1,234.5", ru "1 234,5" with U+00A0
// NO-BREAK SPACE between thousands (GroupSep, the separator
// Intl.NumberFormat("ru") uses; calc.ParseNumber reads it back) and a decimal
// comma. LocalizeNumbers does the same to the numbers inside a string the
// engine wrote with Num, leaving versions ("vSAN 6.0"), names ("RAID-5") and
// identifiers alone. Unit and Quantity give a unit the Russian word form its
// number needs ("2 хоста", "5 хостов").
//
// # Wiring
//
// Meta, Steps, StepLine, Errors, Chart, Links and Column translate whole
// engine values for a page, so a component translates at the boundary and
// renders as before.
package i18n
