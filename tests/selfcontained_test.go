package tests

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The repository stands on its own: no test reads a file outside it, and
// no test skips for want of a file (a test that skips in a contributor's
// clone passes without running). A missing prerequisite fails, saying what
// to run; the only skips left are for `go test -short` and, in the browser
// tests, for a run outside `make test` (need), which fails under it.
func TestNoTestSkipsForAMissingFile(t *testing.T) {
	fset := token.NewFileSet()
	outside := regexp.MustCompile(`"\.\.", *"shared"|"\.\.", *"\.\.", *"shared"|\.\./shared/|"shared", *"(traces|samples|reference)"`)
	// What looks for a file (or a program): a skip after one of these, or
	// whose message says a thing is missing, is a skip for a missing file.
	lookups := map[string]bool{"os.Stat": true, "os.Lstat": true, "os.Open": true, "os.ReadFile": true, "os.ReadDir": true,
		"fs.Stat": true, "fs.ReadFile": true, "exec.LookPath": true, "filepath.Glob": true, "os.Getwd": true}
	missing := regexp.MustCompile(`(?i)not found|absent|missing|not built|not installed|no such file|cannot locate`)
	checked := 0
	err := filepath.WalkDir(repoRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case ".git", "node_modules", "dist", "bin", "testdata":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(repoRoot, path)
		if loc := outside.FindIndex(src); loc != nil && rel != filepath.Join("tests", "selfcontained_test.go") {
			t.Errorf("%s reads a file outside the repository (%s): copy it into testdata", rel, src[loc[0]:loc[1]])
		}
		f, err := parser.ParseFile(fset, path, src, 0)
		if err != nil {
			return err
		}
		checked++
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			// need() and the accessibility test skip outside make test and
			// fail under it (SIZEWISE_BROWSER): allowed.
			if strings.Contains(string(src[fset.Position(fn.Pos()).Offset:fset.Position(fn.End()).Offset]), `os.Getenv("SIZEWISE_BROWSER")`) {
				continue
			}
			checkSkips(t, fset, rel, fn.Body, lookups, missing)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Fatalf("only %d test files checked: is %s the repository?", checked, repoRoot)
	}
}

// checkSkips reports each Skip in body that follows a look-up of a file
// (in the same if's condition or the statement before it) or says
// something is missing.
func checkSkips(t *testing.T, fset *token.FileSet, file string, body *ast.BlockStmt, lookups map[string]bool, missing *regexp.Regexp) {
	t.Helper()
	callsLookup := func(n ast.Node) bool {
		found := false
		ast.Inspect(n, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
					if x, ok := sel.X.(*ast.Ident); ok && lookups[x.Name+"."+sel.Sel.Name] {
						found = true
					}
				}
			}
			return !found
		})
		return found
	}
	reported := map[token.Pos]bool{}
	report := func(c *ast.CallExpr, why string) {
		if !reported[c.Pos()] {
			reported[c.Pos()] = true
			t.Errorf("%s:%d: skips %s (%q): make it a failure that says what to run, or put the file in testdata", file, fset.Position(c.Pos()).Line, why, skipMessage(c))
		}
	}
	var visit func(stmts []ast.Stmt)
	visit = func(stmts []ast.Stmt) {
		for i, s := range stmts {
			ast.Inspect(s, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BlockStmt:
					visit(n.List)
					return false
				case *ast.IfStmt:
					if skip := skipIn(n.Body); skip != nil {
						before := i > 0 && n == s && callsLookup(stmts[i-1])
						cond := callsLookup(n.Cond) || (n.Init != nil && callsLookup(n.Init))
						if before || cond {
							report(skip, "after looking for a file or program")
						}
					}
				case *ast.CallExpr:
					if isSkip(n) && missing.MatchString(skipMessage(n)) {
						report(n, "because something is missing")
					}
				}
				return true
			})
		}
	}
	visit(body.List)
}

// isSkip reports whether c is x.Skip, x.Skipf or x.SkipNow.
func isSkip(c *ast.CallExpr) bool {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	return ok && (sel.Sel.Name == "Skip" || sel.Sel.Name == "Skipf" || sel.Sel.Name == "SkipNow")
}

// skipIn is the Skip call directly in block b, if any.
func skipIn(b *ast.BlockStmt) *ast.CallExpr {
	for _, s := range b.List {
		if e, ok := s.(*ast.ExprStmt); ok {
			if c, ok := e.X.(*ast.CallExpr); ok && isSkip(c) {
				return c
			}
		}
	}
	return nil
}

// skipMessage is the text of a Skip's first argument, when it is a literal.
func skipMessage(c *ast.CallExpr) string {
	if len(c.Args) == 0 {
		return ""
	}
	if b, ok := c.Args[0].(*ast.BasicLit); ok && b.Kind == token.STRING {
		s, _ := strconv.Unquote(b.Value)
		return s
	}
	return ""
}
