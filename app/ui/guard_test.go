package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// lifecycle are component methods named On… that are not DOM event handlers.
var lifecycle = map[string]bool{
	"OnNav": true, "OnMount": true, "OnDismount": true, "OnPreRender": true,
	"OnUpdate": true, "OnAppUpdate": true, "OnResize": true, "OnAppInstallChange": true,
}

// TestHandlersHaveScopes enforces the rule of guard.go on every DOM event
// handler in the package: `.OnX(on(h), scope...)`. Without on, a panic in the
// handler ends the app; without a scope, go-app keeps the handler of whatever
// row or page was drawn there before (the bug that deleted the wrong plan and
// froze pages opened by "send to").
func TestHandlersHaveScopes(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || !strings.HasPrefix(sel.Sel.Name, "On") || lifecycle[sel.Sel.Name] || len(sel.Sel.Name) < 3 {
				return true
			}
			if c := sel.Sel.Name[2]; c < 'A' || c > 'Z' {
				return true
			}
			checked++
			pos := fset.Position(call.Pos())
			if len(call.Args) == 0 {
				return true
			}
			inner, ok := call.Args[0].(*ast.CallExpr)
			if id, isIdent := func() (*ast.Ident, bool) {
				if !ok {
					return nil, false
				}
				id, ok := inner.Fun.(*ast.Ident)
				return id, ok
			}(); !isIdent || id.Name != "on" {
				t.Errorf("%s: %s handler is not wrapped in on(...): a panic in it would end the app", pos, sel.Sel.Name)
			}
			if len(call.Args) < 2 {
				t.Errorf("%s: %s handler has no scope: go-app would keep the handler of the element drawn there before", pos, sel.Sel.Name)
			}
			return true
		})
	}
	if checked < 20 {
		t.Fatalf("found only %d handlers: is the test looking at the right files?", checked)
	}
}
