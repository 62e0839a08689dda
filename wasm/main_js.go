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
	ui.InitFrame()
	ui.ExposeFaultInjection()
	ui.Routes()
	app.RunWhenOnBrowser()
}
