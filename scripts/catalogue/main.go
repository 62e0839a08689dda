// Command catalogue moves translations out of the Go sources into the
// per-language catalogue files (engine/msg/catalog/<lang>.json), and checks
// that the sources and the catalogue agree.
//
//	go run ./scripts/catalogue          # rewrite the old two-language forms, merge their Russian
//	go run ./scripts/catalogue -check   # change nothing; fail on old forms, missing or stale entries
//	go run ./scripts/catalogue -prune   # also delete the catalogue's stale entries
//
// The old forms it rewrites, in non-test Go files:
//
//	msg.NewKey(id, en, ru)             -> msg.NewKey(id, en)        keys[id] = ru
//	newError(id, en, ru) (app/plans)   -> newError(id, en)          keys[id] = ru
//	msg.T(en, ru)                      -> msg.T(en)                 texts[en] = ru
//	msg.Text{EN: en, RU: ru}           -> msg.T(en)                 texts[en] = ru
//	symbol(en, ru) (engine/msg/unit.go)          -> symbol(en)      units[u] = [ru]
//	noun(en1, enN, ru1, ru2, ru5) (unit.go)      -> noun(en1, enN)  units[u] = [ru1, ru2, ru5]
//	"key": {"en", "ru"} in app/i18n's map[string][2]string -> "key": "en" in map[string]string; ui[key] = ru
//
// It is idempotent: the new forms are left alone (and counted as uses, to
// find the catalogue's missing and stale entries). It refuses, changing
// nothing, when one English text or one key would get two different
// Russian texts: harmonise them by hand, or give such a text a key.
// Test files are rewritten the same way, but their translations are the
// tests' own: they go to a generated catalogue_ru_test.go in the package,
// not into the product's catalogue.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// CataloguePath is the Russian catalogue, relative to the module root.
const CataloguePath = "engine/msg/catalog/ru.json"

func main() {
	root := flag.String("root", ".", "the module root")
	check := flag.Bool("check", false, "change nothing; exit 1 on old forms, missing or stale entries")
	prune := flag.Bool("prune", false, "delete the catalogue's stale entries")
	flag.Parse()
	r, err := Run(*root, !*check, *prune)
	if err != nil {
		fmt.Fprintln(os.Stderr, "catalogue:", err)
		os.Exit(1)
	}
	r.Print(os.Stdout)
	if *check && !r.OK() {
		os.Exit(1)
	}
}

// Catalogue is the file's shape (the same as msg.Catalogue).
type Catalogue struct {
	Keys  map[string]string   `json:"keys"`
	Texts map[string]string   `json:"texts"`
	UI    map[string]string   `json:"ui"`
	Units map[string][]string `json:"units"`
}

func newCatalogue() *Catalogue {
	return &Catalogue{Keys: map[string]string{}, Texts: map[string]string{}, UI: map[string]string{}, Units: map[string][]string{}}
}

// Report is what a run found.
type Report struct {
	Rewritten map[string]int // file -> old forms rewritten (or found, with -check)
	Added     []string       // entries added to the catalogue
	Updated   []string       // entries whose Russian the sources changed
	Missing   []string       // used in the sources, absent from the catalogue
	Stale     []string       // in the catalogue, used nowhere
	Imports   []string       // ImportFile added (or, with -check, needed)
	Pruned    bool
}

// OK reports whether the sources and the catalogue agree.
func (r *Report) OK() bool {
	return len(r.Rewritten) == 0 && len(r.Missing) == 0 && len(r.Imports) == 0 && (len(r.Stale) == 0 || r.Pruned)
}

// Print writes the report.
func (r *Report) Print(w *os.File) {
	files := make([]string, 0, len(r.Rewritten))
	for f := range r.Rewritten {
		files = append(files, f)
	}
	sort.Strings(files)
	for _, f := range files {
		fmt.Fprintf(w, "old forms: %s: %d\n", f, r.Rewritten[f])
	}
	for _, s := range r.Added {
		fmt.Fprintln(w, "added:", s)
	}
	for _, s := range r.Updated {
		fmt.Fprintln(w, "updated:", s)
	}
	for _, s := range r.Missing {
		fmt.Fprintln(w, "missing:", s)
	}
	for _, s := range r.Imports {
		fmt.Fprintln(w, "tests assert Russian without loading the catalogue:", s)
	}
	verb := "stale (run with -prune to delete):"
	if r.Pruned {
		verb = "pruned:"
	}
	for _, s := range r.Stale {
		fmt.Fprintln(w, verb, s)
	}
}

// entry is one translation found in an old form.
type entry struct {
	section, id string
	ru          []string
	at          string
}

type edit struct {
	start, end int
	text       string
}

type fileWork struct {
	path  string
	src   []byte
	edits []edit
}

// scanner collects, per file, the old forms (entries and edits) and the new
// forms' uses.
type scanner struct {
	fset    *token.FileSet
	entries []entry
	test    string                       // the directory of the test file being read, or ""
	tests   map[string]*testWork         // test entries by directory
	used    map[string]map[string]string // section -> id -> where
	files   []*fileWork
	errs    []string
}

func (s *scanner) add(e entry) {
	if s.test != "" {
		s.tests[s.test].entries = append(s.tests[s.test].entries, e)
		return
	}
	s.entries = append(s.entries, e)
}

func (s *scanner) use(section, id, at string) {
	if s.test != "" {
		return
	}
	if s.used[section] == nil {
		s.used[section] = map[string]string{}
	}
	if _, ok := s.used[section][id]; !ok {
		s.used[section][id] = at
	}
}

// Run scans root, rewrites the old forms and merges their Russian into the
// catalogue when write is set.
func Run(root string, write, prune bool) (*Report, error) {
	s := &scanner{fset: token.NewFileSet(), used: map[string]map[string]string{}, tests: map[string]*testWork{}}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "dist" || name == "bin" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || name == TestCatalogueFile {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		return s.file(path, filepath.ToSlash(rel))
	})
	if err != nil {
		return nil, err
	}
	if len(s.errs) > 0 {
		return nil, fmt.Errorf("cannot read these calls (their arguments must be constant strings):\n\t%s", strings.Join(s.errs, "\n\t"))
	}
	catPath := filepath.Join(root, CataloguePath)
	cat := newCatalogue()
	if data, err := os.ReadFile(catPath); err == nil {
		if err := json.Unmarshal(data, cat); err != nil {
			return nil, fmt.Errorf("%s: %w", CataloguePath, err)
		}
		for _, m := range []*map[string]string{&cat.Keys, &cat.Texts, &cat.UI} {
			if *m == nil {
				*m = map[string]string{}
			}
		}
		if cat.Units == nil {
			cat.Units = map[string][]string{}
		}
	} else if !os.IsNotExist(err) {
		return nil, err
	}

	r := &Report{Rewritten: map[string]int{}}
	// Conflicts among the sources' old forms.
	found := map[string]entry{}
	var conflicts []string
	for _, e := range s.entries {
		k := e.section + "\x00" + e.id
		if prev, ok := found[k]; ok && !equal(prev.ru, e.ru) {
			conflicts = append(conflicts, fmt.Sprintf("%s %q:\n\t\t%q (%s)\n\t\t%q (%s)", e.section, e.id, prev.ru, prev.at, e.ru, e.at))
			continue
		}
		found[k] = e
		s.use(e.section, e.id, e.at)
	}
	if len(conflicts) > 0 {
		sort.Strings(conflicts)
		return nil, fmt.Errorf("one English text or key has two different Russian texts; harmonise them or give the text a key (nothing was changed):\n\t%s", strings.Join(conflicts, "\n\t"))
	}
	keys := make([]string, 0, len(found))
	for k := range found {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		e := found[k]
		label := e.section + " " + strconv.Quote(e.id)
		if old, ok := cat.get(e.section, e.id); !ok {
			r.Added = append(r.Added, label)
		} else if !equal(old, e.ru) {
			r.Updated = append(r.Updated, fmt.Sprintf("%s: %q -> %q", label, old, e.ru))
		}
		cat.set(e.section, e.id, e.ru)
	}
	for _, f := range s.files {
		if len(f.edits) > 0 {
			r.Rewritten[f.path] = len(f.edits)
		}
	}
	// Missing and stale.
	for _, section := range []string{"keys", "texts", "ui", "units"} {
		ids := make([]string, 0)
		for id := range s.used[section] {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		for _, id := range ids {
			if _, ok := cat.get(section, id); !ok {
				r.Missing = append(r.Missing, fmt.Sprintf("%s %q (%s)", section, id, s.used[section][id]))
			}
		}
		for _, id := range cat.ids(section) {
			if _, ok := s.used[section][id]; !ok {
				r.Stale = append(r.Stale, fmt.Sprintf("%s %q", section, id))
				if prune {
					cat.del(section, id)
				}
			}
		}
	}
	r.Pruned = prune && len(r.Stale) > 0
	testOut, err := s.testCatalogues(root)
	if err != nil {
		return nil, err
	}
	for path := range testOut {
		if filepath.Base(path) == ImportFile {
			rel, _ := filepath.Rel(root, path)
			r.Imports = append(r.Imports, filepath.ToSlash(rel))
		}
	}
	sort.Strings(r.Imports)
	if !write {
		return r, nil
	}
	for path, src := range testOut {
		if err := os.WriteFile(path, src, 0o644); err != nil {
			return nil, err
		}
	}
	// Write the catalogue first: the sources' Russian is then never lost.
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(cat); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(catPath), 0o755); err != nil {
		return nil, err
	}
	if err := os.WriteFile(catPath, buf.Bytes(), 0o644); err != nil {
		return nil, err
	}
	for _, f := range s.files {
		if len(f.edits) == 0 {
			continue
		}
		out, err := apply(f.src, f.edits)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.path, err)
		}
		if err := os.WriteFile(filepath.Join(root, f.path), out, 0o644); err != nil {
			return nil, err
		}
	}
	return r, nil
}

func apply(src []byte, edits []edit) ([]byte, error) {
	sort.Slice(edits, func(i, j int) bool { return edits[i].start > edits[j].start })
	out := append([]byte(nil), src...)
	for _, e := range edits {
		out = append(out[:e.start:e.start], append([]byte(e.text), out[e.end:]...)...)
	}
	return format.Source(out)
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (c *Catalogue) get(section, id string) ([]string, bool) {
	switch section {
	case "units":
		v, ok := c.Units[id]
		return v, ok
	}
	v, ok := c.strings(section)[id]
	return []string{v}, ok
}

func (c *Catalogue) set(section, id string, ru []string) {
	if section == "units" {
		c.Units[id] = ru
		return
	}
	c.strings(section)[id] = ru[0]
}

func (c *Catalogue) del(section, id string) {
	if section == "units" {
		delete(c.Units, id)
		return
	}
	delete(c.strings(section), id)
}

func (c *Catalogue) ids(section string) []string {
	var out []string
	if section == "units" {
		for id := range c.Units {
			out = append(out, id)
		}
	} else {
		for id := range c.strings(section) {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

func (c *Catalogue) strings(section string) map[string]string {
	switch section {
	case "keys":
		return c.Keys
	case "texts":
		return c.Texts
	}
	return c.UI
}

// constString evaluates a constant string expression: a literal, or literals
// joined with +.
func constString(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(x.Value)
		return s, err == nil
	case *ast.ParenExpr:
		return constString(x.X)
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return "", false
		}
		a, ok1 := constString(x.X)
		b, ok2 := constString(x.Y)
		return a + b, ok1 && ok2
	}
	return "", false
}

// callName is "msg.T", "msg.NewKey", "newError", "T"… for a call.
func callName(c *ast.CallExpr) string {
	switch f := c.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok {
			return x.Name + "." + f.Sel.Name
		}
	}
	return ""
}

func (s *scanner) file(path, rel string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	f, err := parser.ParseFile(s.fset, path, src, parser.ParseComments)
	if err != nil {
		return err
	}
	w := &fileWork{path: rel, src: src}
	s.files = append(s.files, w)
	dir := filepath.ToSlash(filepath.Dir(rel))
	pkg := f.Name.Name
	s.test = ""
	if strings.HasSuffix(rel, "_test.go") {
		s.test = dir
		if s.tests[dir] == nil {
			s.tests[dir] = &testWork{pkg: strings.TrimSuffix(pkg, "_test")}
		}
		tw := s.tests[dir]
		if !strings.HasSuffix(pkg, "_test") {
			tw.pkg = pkg
		}
		// Russian in a test that renders through the product's packages
		// (not its own fixtures': xlsx; not the browser tests, which
		// read the built site).
		renders := false
		for _, im := range f.Imports {
			v, _ := strconv.Unquote(im.Path.Value)
			if v == catalogImport {
				tw.imported = true
			}
			if strings.HasPrefix(v, "github.com/sizewise/sizewise/") && !strings.HasPrefix(v, "github.com/sizewise/sizewise/"+dir) {
				renders = true
			}
		}
		for _, r := range string(src) {
			if r >= 0x400 && r <= 0x4ff && renders && dir != "tests" {
				tw.russian = true
				break
			}
		}
	}
	off := func(p token.Pos) int { return s.fset.Position(p).Offset }
	at := func(p token.Pos) string { pos := s.fset.Position(p); return fmt.Sprintf("%s:%d", rel, pos.Line) }
	str := func(e ast.Expr, call ast.Node) (string, bool) {
		v, ok := constString(e)
		if !ok {
			s.errs = append(s.errs, at(call.Pos())+": "+string(src[off(call.Pos()):off(call.End())]))
		}
		return v, ok
	}
	// removeFrom deletes the arguments after args[keep-1].
	removeFrom := func(args []ast.Expr, keep int) {
		w.edits = append(w.edits, edit{start: off(args[keep-1].End()), end: off(args[len(args)-1].End())})
	}

	consts := map[string]string{} // unit.go: constant -> value
	if dir == "engine/msg" {
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
				for _, sp := range g.Specs {
					vs := sp.(*ast.ValueSpec)
					for i, n := range vs.Names {
						if i < len(vs.Values) {
							if v, ok := constString(vs.Values[i]); ok {
								consts[n.Name] = v
							}
						}
					}
				}
			}
		}
	}

	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			name := callName(x)
			isT := name == "msg.T" || (pkg == "msg" && name == "T")
			isKey := name == "msg.NewKey" || (pkg == "msg" && name == "NewKey") || (dir == "app/plans" && name == "newError")
			switch {
			case isT && len(x.Args) == 2:
				en, ok1 := str(x.Args[0], x)
				ru, ok2 := str(x.Args[1], x)
				if ok1 && ok2 {
					s.add(entry{"texts", en, []string{ru}, at(x.Pos())})
					removeFrom(x.Args, 1)
				}
			case isT && len(x.Args) == 1:
				// A text that is not a constant (a title read from a
				// document, with its translations Given) cannot be checked
				// here; the pseudo-locale test catches it when untranslated.
				if en, ok := constString(x.Args[0]); ok {
					s.use("texts", en, at(x.Pos()))
				}
			case isKey && len(x.Args) == 3:
				id, ok1 := str(x.Args[0], x)
				ru, ok2 := str(x.Args[2], x)
				if ok1 && ok2 {
					s.add(entry{"keys", id, []string{ru}, at(x.Pos())})
					removeFrom(x.Args, 2)
				}
			case isKey && len(x.Args) == 2:
				// An id that is not a constant is a wrapper forwarding its
				// parameters (newError) or a test's table.
				if id, ok := constString(x.Args[0]); ok {
					s.use("keys", id, at(x.Pos()))
				}
			}
		case *ast.CompositeLit:
			s.textLiteral(x, pkg, w, off, at, str)
			if dir == "engine/msg" && s.test == "" {
				s.units(x, consts, w, off, at, str)
			}
			if dir == "app/i18n" && s.test == "" {
				s.ui(x, w, off, at, str)
			}
		}
		return true
	})
	return nil
}

// textLiteral rewrites msg.Text{EN: en, RU: ru} to msg.T(en).
func (s *scanner) textLiteral(x *ast.CompositeLit, pkg string, w *fileWork, off func(token.Pos) int, at func(token.Pos) string, str func(ast.Expr, ast.Node) (string, bool)) {
	name := ""
	switch t := x.Type.(type) {
	case *ast.SelectorExpr:
		if id, ok := t.X.(*ast.Ident); ok {
			name = id.Name + "." + t.Sel.Name
		}
	case *ast.Ident:
		name = t.Name
	}
	if name != "msg.Text" && !(pkg == "msg" && name == "Text") {
		return
	}
	var en, ru ast.Expr
	for _, el := range x.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return
		}
		switch k, _ := kv.Key.(*ast.Ident); {
		case k != nil && k.Name == "EN":
			en = kv.Value
		case k != nil && k.Name == "RU":
			ru = kv.Value
		}
	}
	if ru == nil {
		return // msg.Text{} or msg.Text{EN: ...}: no Russian to move
	}
	enS, ok1 := "", true
	if en != nil {
		enS, ok1 = str(en, x)
	}
	ruS, ok2 := str(ru, x)
	if !ok1 || !ok2 {
		return
	}
	if enS != "" {
		s.add(entry{"texts", enS, []string{ruS}, at(x.Pos())})
	}
	q := "msg."
	if pkg == "msg" {
		q = ""
	}
	w.edits = append(w.edits, edit{start: off(x.Pos()), end: off(x.End()), text: q + "T(" + strconv.Quote(enS) + ")"})
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && (name == "" || id.Name == name)
}

// units reads engine/msg's `units` map: Unit constant -> symbol(...) or noun(...).
func (s *scanner) units(x *ast.CompositeLit, consts map[string]string, w *fileWork, off func(token.Pos) int, at func(token.Pos) string, str func(ast.Expr, ast.Node) (string, bool)) {
	mt, ok := x.Type.(*ast.MapType)
	if !ok || !isIdent(mt.Key, "Unit") || !isIdent(mt.Value, "unitForms") {
		return
	}
	for _, el := range x.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		k, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		u, ok := consts[k.Name]
		call, ok2 := kv.Value.(*ast.CallExpr)
		if !ok || !ok2 {
			s.errs = append(s.errs, at(kv.Pos())+": a unit whose constant or forms cannot be read")
			continue
		}
		name := callName(call)
		var en []string
		for _, a := range call.Args {
			v, ok := str(a, call)
			if !ok {
				return
			}
			en = append(en, v)
		}
		switch {
		case name == "symbol" && len(en) == 2:
			if u != "" {
				s.add(entry{"units", u, en[1:], at(call.Pos())})
			}
			w.edits = append(w.edits, edit{start: off(call.Args[0].End()), end: off(call.Args[1].End())})
		case name == "noun" && len(en) == 5:
			s.add(entry{"units", u, en[2:], at(call.Pos())})
			w.edits = append(w.edits, edit{start: off(call.Args[1].End()), end: off(call.Args[4].End())})
		case (name == "symbol" && len(en) == 1) || (name == "noun" && len(en) == 2):
			if u != "" {
				s.use("units", u, at(call.Pos()))
			}
		default:
			s.errs = append(s.errs, at(call.Pos())+": a unit's forms are neither symbol(en[, ru]) nor noun(en1, enN[, ru1, ru2, ru5])")
		}
	}
}

// ui reads app/i18n's catalogue maps: map[string][2]string (old) or
// map[string]string (new) literals keyed by string.
func (s *scanner) ui(x *ast.CompositeLit, w *fileWork, off func(token.Pos) int, at func(token.Pos) string, str func(ast.Expr, ast.Node) (string, bool)) {
	mt, ok := x.Type.(*ast.MapType)
	if !ok || !isIdent(mt.Key, "string") {
		return
	}
	switch v := mt.Value.(type) {
	case *ast.ArrayType:
		if l, ok := v.Len.(*ast.BasicLit); !ok || l.Value != "2" || !isIdent(v.Elt, "string") {
			return
		}
		w.edits = append(w.edits, edit{start: off(mt.Value.Pos()), end: off(mt.Value.End()), text: "string"})
	case *ast.Ident:
		if v.Name != "string" {
			return
		}
	default:
		return
	}
	for _, el := range x.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := str(kv.Key, kv)
		if !ok {
			continue
		}
		switch v := kv.Value.(type) {
		case *ast.CompositeLit:
			if len(v.Elts) != 2 {
				s.errs = append(s.errs, at(kv.Pos())+": a UI entry that is not {English, Russian}")
				continue
			}
			_, ok1 := str(v.Elts[0], kv)
			ru, ok2 := str(v.Elts[1], kv)
			if !ok1 || !ok2 {
				continue
			}
			s.add(entry{"ui", key, []string{ru}, at(kv.Pos())})
			enSrc := string(w.src[off(v.Elts[0].Pos()):off(v.Elts[0].End())])
			w.edits = append(w.edits, edit{start: off(v.Pos()), end: off(v.End()), text: enSrc})
		default:
			if _, ok := constString(kv.Value); ok {
				s.use("ui", key, at(kv.Pos()))
			}
		}
	}
}

// TestCatalogueFile is the file, in a package's directory, that registers
// the Russian of the keys and texts its tests define (taken from their old
// forms: test files are rewritten like the others, and their translations
// are the tests' own, not the product's catalogue's).
const TestCatalogueFile = "catalogue_ru_test.go"

type testWork struct {
	pkg     string
	entries []entry
	// russian: a test file asserts Russian; imported: one imports the
	// catalogue (package catalog), as they then must.
	russian, imported bool
}

// catalogImport is package catalog's import path.
const catalogImport = "github.com/sizewise/sizewise/engine/msg/catalog"

// ImportFile is the file the tool adds to a package whose tests assert
// Russian but do not load the catalogue (a package merged from a branch
// written before the catalogues).
const ImportFile = "catalog_import_test.go"

// testCatalogues merges each directory's test entries into its
// TestCatalogueFile, returning the files to write (path -> source).
func (s *scanner) testCatalogues(root string) (map[string][]byte, error) {
	out := map[string][]byte{}
	dirs := make([]string, 0, len(s.tests))
	for d := range s.tests {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, dir := range dirs {
		tw := s.tests[dir]
		if tw.russian && !tw.imported && dir != "engine/msg" && !strings.HasPrefix(dir, "engine/msg/") && dir != "scripts/catalogue" {
			out[filepath.Join(root, dir, ImportFile)] = []byte("package " + tw.pkg +
				"\n\n// The tests read the Russian catalogue, as the CLI and the site build do.\nimport _ \"" + catalogImport + "\"\n")
		}
		if len(tw.entries) == 0 {
			continue
		}
		path := filepath.Join(root, dir, TestCatalogueFile)
		cat := newCatalogue()
		pkg := tw.pkg
		if src, err := os.ReadFile(path); err == nil {
			f, err := parser.ParseFile(token.NewFileSet(), path, src, 0)
			if err != nil {
				return nil, err
			}
			pkg = f.Name.Name
			ast.Inspect(f, func(n ast.Node) bool {
				if vs, ok := n.(*ast.ValueSpec); ok && len(vs.Values) == 1 {
					if js, ok := constString(vs.Values[0]); ok {
						_ = json.Unmarshal([]byte(js), cat)
					}
				}
				return true
			})
		}
		seen := map[string]entry{}
		for _, e := range tw.entries {
			k := e.section + "\x00" + e.id
			if prev, ok := seen[k]; ok && !equal(prev.ru, e.ru) {
				return nil, fmt.Errorf("%s %q has two Russian texts in the tests: %q (%s), %q (%s)", e.section, e.id, prev.ru, prev.at, e.ru, e.at)
			}
			seen[k] = e
			cat.set(e.section, e.id, e.ru)
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(cat); err != nil {
			return nil, err
		}
		lit := "`" + buf.String() + "`"
		if strings.Contains(buf.String(), "`") {
			lit = strconv.Quote(buf.String())
		}
		q, imp := "msg.", "import \"github.com/sizewise/sizewise/engine/msg\"\n\n"
		if pkg == "msg" {
			q, imp = "", ""
		}
		src := fmt.Sprintf("// Code generated by scripts/catalogue; DO NOT EDIT.\n\npackage %s\n\n%s"+
			"// The Russian of the keys and texts these tests define.\nfunc init() {\n\tif err := %sLoad(%sRU, []byte(testCatalogueRU)); err != nil {\n\t\tpanic(err)\n\t}\n}\n\n"+
			"const testCatalogueRU = %s\n", pkg, imp, q, q, lit)
		formatted, err := format.Source([]byte(src))
		if err != nil {
			return nil, err
		}
		out[path] = formatted
	}
	return out, nil
}
