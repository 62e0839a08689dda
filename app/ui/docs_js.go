//go:build js

package ui

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// readDoc fetches a documentation file and calls done on the UI goroutine.
func readDoc(ctx app.Context, file string, done func(app.Context, string, bool)) {
	var onText, onFail, onResp app.Func
	release := func() { onText.Release(); onFail.Release(); onResp.Release() }
	onText = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("callback")
		text := args[0].String()
		release()
		dispatch(ctx, func(ctx app.Context) { done(ctx, text, true) })
		return nil
	})
	onFail = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("callback")
		release()
		dispatch(ctx, func(ctx app.Context) { done(ctx, "", false) })
		return nil
	})
	onResp = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("callback")
		r := args[0]
		if !r.Get("ok").Bool() {
			onFail.Invoke()
			return nil
		}
		r.Call("text").Call("then", onText, onFail)
		return nil
	})
	app.Window().Call("fetch", DocsAssets+file).Call("then", onResp, onFail)
}
