//go:build js

package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/ui"
)

func main() {
	if v := app.Getenv("GOAPP_VERSION"); v != "" {
		ui.Version = v
	}
	ui.InitLang()
	ui.LoadCatalogue() // the reader's language, fetched by web/boot.js: app.wasm carries only English
	ui.InitFrame()
	ui.ExposeFaultInjection()
	ui.Routes()
	go ui.LoadOtherCatalogues() // for the search in every language, once the page is drawn
	app.RunWhenOnBrowser()
}
