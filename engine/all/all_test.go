package all_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	_ "github.com/sizewise/sizewise/engine/all"
	"github.com/sizewise/sizewise/engine/calc"
)

// TestEveryCalculatorIsHere: every package of engine/ whose sources call
// calc.Register is imported by package all (a new calculator added
// elsewhere would be missing from the CLI, the site and the docs), and
// package all imports nothing else.
func TestEveryCalculatorIsHere(t *testing.T) {
	const module = "github.com/sizewise/sizewise/"
	registers := map[string]bool{}
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if strings.Contains(string(src), "calc.Register(") {
			rel, _ := filepath.Rel("..", filepath.Dir(path))
			registers[module+"engine/"+filepath.ToSlash(rel)] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "all.go", nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	imported := map[string]bool{}
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		imported[p] = true
		if !registers[p] {
			t.Errorf("package all imports %s, which registers no calculator", p)
		}
	}
	for p := range registers {
		if !imported[p] {
			t.Errorf("%s registers a calculator but package all does not import it", p)
		}
	}
	if len(registers) != len(calc.IDs()) {
		t.Errorf("%d packages register %d calculators (%v): one package a calculator", len(registers), len(calc.IDs()), calc.IDs())
	}
}
