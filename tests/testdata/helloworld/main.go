// Command helloworld is go-app v9's hello world (go-app, Maxence Charriere,
// "Getting started", https://go-app.dev/getting-started): one component and
// its route. As in Sizewise, the browser half and the server half are built
// apart (main_js.go, main_server.go), so the WebAssembly carries no HTTP
// server: BenchmarkWasmSize builds it for GOOS=js GOARCH=wasm with the flags
// of app.wasm, the size below which no go-app page can go, measured in the
// same run as Sizewise's. (With the server in the same main, as the guide
// writes it, the wasm is 2.7× larger: net/http's server and crypto/tls.)
package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

type hello struct {
	app.Compo
}

func (h *hello) Render() app.UI {
	return app.H1().Text("Hello World!")
}
