// Package catalog embeds the translations of Sizewise's texts, one JSON file
// per language (ru.json), and loads them into package msg when imported.
//
// Only the programs that render every language at once import it: the
// native CLI and static-site build (wasm/main_native.go), the engine worker
// (wasm/engine) and tests. app.wasm does not: the page's boot script
// (web/boot.js) fetches the reader's catalogue, a versioned static file the
// site build writes under /web/ (File), and the app loads it before its
// first render, so the Russian is not in app.wasm.
//
// The files are written by scripts/catalogue, which moves the translation of
// every msg.NewKey, msg.T, unit and UI string out of the Go sources:
//
//	go run ./scripts/catalogue          # rewrite old two-language forms, merge their Russian
//	go run ./scripts/catalogue -check   # fail on old forms, missing or stale entries
package catalog

import (
	"embed"
	"fmt"

	"github.com/sizewise/sizewise/engine/msg"
)

//go:embed *.json
var files embed.FS

// Langs are the languages that have a catalogue, besides English (the
// language of the sources).
var Langs = []msg.Lang{msg.RU}

// Data is the catalogue file of lang.
func Data(lang msg.Lang) ([]byte, error) {
	return files.ReadFile(string(lang) + ".json")
}

func init() {
	for _, l := range Langs {
		data, err := Data(l)
		if err == nil {
			err = msg.Load(l, data)
		}
		if err != nil {
			panic(fmt.Sprintf("catalog: %s: %v", l, err))
		}
	}
}
