package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// The repository's sources and its catalogue agree: no old two-language
// form is left (a merged branch's is moved with `go run ./scripts/catalogue`),
// every key, text, UI string and unit the sources use has its Russian, and
// the catalogue holds nothing the sources no longer use.
func TestSourcesAndCatalogueAgree(t *testing.T) {
	r, err := Run("../..", false, false)
	if err != nil {
		t.Fatal(err)
	}
	for f, n := range r.Rewritten {
		t.Errorf("%s: %d old two-language forms: run go run ./scripts/catalogue", f, n)
	}
	for _, m := range r.Missing {
		t.Errorf("no Russian for %s: add it to %s", m, CataloguePath)
	}
	for _, s := range r.Stale {
		t.Errorf("stale catalogue entry %s: run go run ./scripts/catalogue -prune", s)
	}
	for _, s := range r.Imports {
		t.Errorf("%s is needed: its package's tests assert Russian; run go run ./scripts/catalogue", s)
	}
}

// cyrillicAllowed are the non-test Go files whose string literals may be
// Russian, and why: nothing else carries Russian, which is the catalogue's.
var cyrillicAllowed = map[string]string{
	"app/i18n/lang.go":                                   "a language's name in itself (Русский), for the language switch",
	"app/i18n/ui.go":                                     "the same name, lang.ru",
	"engine/source/vsan.go":                              "citations in their original language (title, author)",
	"engine/stretched/sources.go":                        "a cited page's address",
	"engine/memstate/explain.go":                         "an English note quoting a Russian summary's word",
	"engine/rvtools/sheet.go":                            "words a Russian RVTools export writes (итого, да, нет), read as input",
	"engine/xlsx/table/numbers.go":                       "words a Russian export writes (итого, всего, сумма; истина, да, ложь), read as input",
	"engine/liveoptics/liveopticstest/liveopticstest.go": "the fixtures' Russian inventory names",
	"engine/rvtools/rvtoolstest/sample.go":               "the fixtures' Russian inventory names",
	"engine/rvtools/rvtoolstest/large.go":                "the fixtures' Russian inventory names",
	"engine/rvtools/rvtoolstest/rvtoolstest.go":          "the fixtures' Russian total row",
}

// No Russian in the Go sources outside the catalogue (comments and tests
// aside), so app.wasm carries none and a language is a file.
func TestNoRussianInSources(t *testing.T) {
	root := "../.."
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "dist" || n == "bin" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if _, ok := cyrillicAllowed[rel]; ok {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				for _, r := range s {
					if unicode.Is(unicode.Cyrillic, r) {
						t.Errorf("%s: Russian in the source: %.80s (move it to %s with go run ./scripts/catalogue)", fset.Position(lit.Pos()), s, CataloguePath)
						break
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// fixture is a small module tree in the old forms, as a feature branch
// merged into main still writes them.
var fixture = map[string]string{
	"engine/msg/unit.go": `package msg

type Unit string

const (
	None Unit = ""
	KB   Unit = "KB"
	Host Unit = "host"
)

var units = map[Unit]unitForms{
	None: symbol("", ""),
	KB:   symbol("KB", "КБ"),
	Host: noun("host", "hosts", "хост", "хоста", "хостов"),
}
`,
	"engine/feature/feature.go": `package feature

import "github.com/sizewise/sizewise/engine/msg"

var (
	label = msg.T("Hosts", "Хосты")
	again = msg.T("Hosts", "Хосты")
	lit   = msg.Text{EN: "Sites", RU: "Площадки"}
	warn  = msg.NewKey("feature.warn",
		"{0} {0|host|hosts} are too many" +
			" for one site.",
		"{0} {0|хост|хоста|хостов} — слишком много для одной площадки.")
)
`,
	"engine/feature/feature_test.go": `package feature

import "github.com/sizewise/sizewise/engine/msg"

var testKey = msg.NewKey("featuretest.k", "test {0}", "тест {0}")
`,
	"app/i18n/ui_feature.go": `package i18n

var uiFeature = map[string][2]string{
	"feature.title": {"Feature", "Функция"},
}
`,
	CataloguePath: `{"keys": {"old.key": "старый"}, "texts": {"Plans": "Планы"}, "ui": {}, "units": {}}`,
}

func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, src := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func readTree(t *testing.T, root string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := os.ReadFile(p)
			rel, _ := filepath.Rel(root, p)
			out[filepath.ToSlash(rel)] = string(b)
		}
		return nil
	})
	return out
}

// The tool moves every old form's Russian into the catalogue, keeps what
// the catalogue had, leaves the sources gofmt'd in the new forms, and a
// second run changes nothing.
func TestRewriteIsIdempotent(t *testing.T) {
	root := writeTree(t, fixture)
	r, err := Run(root, true, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Rewritten) != 4 {
		t.Errorf("rewrote %v, want the 4 files with old forms", r.Rewritten)
	}
	first := readTree(t, root)
	for name, want := range map[string][]string{
		"engine/feature/feature.go": {`label = msg.T("Hosts")`, `again = msg.T("Hosts")`, `lit   = msg.T("Sites")`, `" for one site.")`},
		"engine/msg/unit.go":        {`KB:   symbol("KB"),`, `Host: noun("host", "hosts"),`},
		"app/i18n/ui_feature.go":    {`map[string]string{`, `"feature.title": "Feature",`},
		CataloguePath: {`"feature.warn": "{0} {0|хост|хоста|хостов} — слишком много для одной площадки."`,
			`"Hosts": "Хосты"`, `"Sites": "Площадки"`, `"Plans": "Планы"`, `"old.key": "старый"`, `"feature.title": "Функция"`,
			"\"host\": [\n      \"хост\",\n      \"хоста\",\n      \"хостов\"\n    ]", "\"KB\": [\n      \"КБ\"\n    ]"},
		"engine/feature/feature_test.go":      {`msg.NewKey("featuretest.k", "test {0}")`},
		"engine/feature/" + TestCatalogueFile: {`"featuretest.k": "тест {0}"`, "package feature", "msg.Load(msg.RU"},
		"engine/feature/" + ImportFile:        {"package feature\n", `import _ "github.com/sizewise/sizewise/engine/msg/catalog"`},
	} {
		for _, w := range want {
			if !strings.Contains(first[name], w) {
				t.Errorf("%s lacks %q:\n%s", name, w, first[name])
			}
		}
	}
	if strings.Contains(first[CataloguePath], "featuretest") {
		t.Errorf("a test's key went into the product's catalogue")
	}
	r2, err := Run(root, true, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(r2.Rewritten) != 0 || len(r2.Added) != 0 || len(r2.Updated) != 0 {
		t.Errorf("second run changed things: %+v", r2)
	}
	if second := readTree(t, root); len(second) != len(first) {
		t.Errorf("second run changed the files")
	} else {
		for name, src := range first {
			if second[name] != src {
				t.Errorf("second run changed %s", name)
			}
		}
	}
	// Stale: the old key is used nowhere.
	if len(r2.Stale) != 2 || !strings.Contains(strings.Join(r2.Stale, " "), "old.key") {
		t.Errorf("stale = %v, want old.key and Plans", r2.Stale)
	}
}

// One English text with two Russian texts is refused, and nothing changes.
func TestConflictRefused(t *testing.T) {
	files := map[string]string{}
	for k, v := range fixture {
		files[k] = v
	}
	files["engine/feature/other.go"] = `package feature

import "github.com/sizewise/sizewise/engine/msg"

var other = msg.T("Hosts", "Хосты кластера")
`
	root := writeTree(t, files)
	before := readTree(t, root)
	_, err := Run(root, true, false)
	if err == nil || !strings.Contains(err.Error(), `texts "Hosts"`) || !strings.Contains(err.Error(), "Хосты кластера") {
		t.Fatalf("err = %v, want the conflict on Hosts listed", err)
	}
	after := readTree(t, root)
	for name, src := range before {
		if after[name] != src {
			t.Errorf("%s changed though the run was refused", name)
		}
	}
}
